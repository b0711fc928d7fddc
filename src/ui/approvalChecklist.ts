import * as path from 'node:path';
import * as vscode from 'vscode';
import type { FileOperation, ProposedChange } from '../core/edits';
import type { ApprovalOutcome } from '../core/ports';
import type { ReviewItem } from '../shared/protocol';
import { impactText, summaryText } from '../core/planning/summaries';
import { hostLocale } from './locale';
import { toolTitle } from './toolCardText';
import { showProposalDiff, textOperation } from './proposalDiff';
import { outcomeText } from './outcomeText';

interface ChecklistItem extends vscode.QuickPickItem {
  proposal: ProposedChange;
}

/** Lets the chat reopen a checklist that was closed without a decision, or decline it from the review card. */
export interface ChecklistControls {
  /** Set by the checklist: shows it again (after Escape or another picker took its place). */
  reveal?: () => void;
  /** Set by the checklist: declines every item and closes it. */
  declineAll?: () => void;
}

const DISABLED = '.disabled';

/** The file a change is about, for the short label (the first operation's target). */
function mainFile(operations: readonly FileOperation[]): string | undefined {
  const op = operations[0];
  if (op === undefined) return undefined;
  switch (op.kind) {
    case 'rename':
      return path.basename(op.from);
    case 'create':
      return path.basename(op.path);
    case 'write':
      return path.basename(op.path);
  }
}

function singleRename(p: ProposedChange): { from: string; to: string } | undefined {
  const op = p.operations[0];
  return p.operations.length === 1 && op?.kind === 'rename' ? { from: op.from, to: op.to } : undefined;
}

/** The short first line: the action and the file ("Disable sodium-fabric-0.5.3+mc1.20.1.jar"). */
export function proposalLabel(p: ProposedChange): string {
  // A text edit's summary already says what changes in words ("iron_ore: count 20 → 8 in config/oreveins.toml").
  if (textOperation(p) !== undefined) return summaryText(p, hostLocale());
  const rename = singleRename(p);
  if (rename !== undefined && rename.to === `${rename.from}${DISABLED}`)
    return vscode.l10n.t('Disable {0}', path.basename(rename.from));
  if (rename !== undefined && rename.from === `${rename.to}${DISABLED}`)
    return vscode.l10n.t('Enable {0}', path.basename(rename.to));
  const file = mainFile(p.operations);
  const title = toolTitle(p.tool, p.displayName);
  return file === undefined ? title : vscode.l10n.t('{0}: {1}', title, file);
}

/** What the change does, in full and in plain words; the tool's own summary when Nova has no better words. */
export function proposalEffect(p: ProposedChange): string {
  if (textOperation(p) !== undefined)
    return vscode.l10n.t('Text change: select it to see the file before and after side by side.');
  const rename = singleRename(p);
  if (rename !== undefined && rename.to === `${rename.from}${DISABLED}`)
    return vscode.l10n.t('Adds .disabled to the name so Minecraft skips it: not deleted, can be renamed back.');
  if (rename !== undefined && rename.from === `${rename.to}${DISABLED}`)
    return vscode.l10n.t('Removes .disabled from the name so Minecraft loads it again.');
  return summaryText(p, hostLocale());
}

/** What else the change affects ("Iris depends on Sodium and will stop loading"), as a sentence; '' when none. */
export function proposalImpact(p: ProposedChange): string {
  const impact = p.impact?.trim() ?? '';
  if (impact === '') return '';
  const locale = hostLocale();
  if (locale !== 'en') {
    const shown = impactText(p, locale)?.trim() ?? impact;
    if (shown !== impact) return /[。！？]$/.test(shown) ? shown : `${shown}。`;
  }
  return /[.!?]$/.test(impact) ? impact : `${impact}.`;
}

/** Where the idea came from, in plain words (the registry records which listings the change's names came from). */
export function proposalProvenance(p: ProposedChange): string {
  const source = p.source?.trim() ?? '';
  if (source === '') return '';
  const listings = /^ids taken from (.+) results$/.exec(source);
  if (listings !== null) {
    const titles = (listings[1] ?? '')
      .split(/,\s*/)
      .filter((name) => name !== '')
      .map((name) => toolTitle(name));
    return vscode.l10n.t('Nova suggested this using what it read with: {0}.', titles.join(', '));
  }
  if (/own request/.test(source)) return vscode.l10n.t('Nova suggested this without reading a listing first.');
  return vscode.l10n.t('Nova suggested this after: {0}', source);
}

/** The row's second line: the effect, then the impact (both in full; the row's hover shows all of it). */
export function proposalDetail(p: ProposedChange): string {
  return [proposalEffect(p), proposalImpact(p)].filter((s) => s !== '').join(' ');
}

/** A few words after the label, on the same line: whether a disable or enable can be taken back. */
export function proposalNote(p: ProposedChange): string {
  const rename = singleRename(p);
  if (rename !== undefined && rename.to === `${rename.from}${DISABLED}`)
    return vscode.l10n.t('not deleted; can be renamed back');
  if (rename !== undefined && rename.from === `${rename.to}${DISABLED}`) return vscode.l10n.t('can be disabled again');
  return '';
}

/**
 * The row's second line: the impact when there is one (the label and its note already say what a disable or enable
 * does), else what the change does; other changes get their full summary and impact.
 */
function rowDetail(p: ProposedChange): string {
  const impact = proposalImpact(p);
  if (proposalNote(p) === '') return proposalDetail(p);
  if (impact !== '') return impact;
  const rename = singleRename(p);
  return rename !== undefined && rename.to === `${rename.from}${DISABLED}`
    ? vscode.l10n.t('Adds .disabled to the name, so Minecraft skips it.')
    : vscode.l10n.t('Removes .disabled from the name, so Minecraft loads it again.');
}

/**
 * The QuickPick line of one proposal, short enough to read at a glance even for long jar names: the action and the
 * file with a note on whether it can be taken back, the impact (or the effect) below (its hover shows all of it),
 * and where the idea came from as the tooltip of the row's info button. The review card in the chat has it all.
 */
export function checklistItem(proposal: ProposedChange): ChecklistItem {
  const provenance = proposalProvenance(proposal);
  const note = proposalNote(proposal);
  const buttons: vscode.QuickInputButton[] = [
    ...(provenance !== '' ? [{ iconPath: new vscode.ThemeIcon('info'), tooltip: provenance }] : []),
    ...(textOperation(proposal) !== undefined
      ? [{ iconPath: new vscode.ThemeIcon('diff'), tooltip: vscode.l10n.t('Show the change') }]
      : []),
  ];
  return {
    label: `${proposal.risk === 'risky' ? '$(warning) ' : ''}${proposalLabel(proposal)}`,
    ...(note !== '' ? { description: note } : {}),
    detail: rowDetail(proposal),
    ...(buttons.length > 0 ? { buttons } : {}),
    picked: proposal.risk === 'safe',
    proposal,
  };
}

/** The same items as the review card in the chat lists them. */
export function reviewItems(proposals: readonly ProposedChange[]): ReviewItem[] {
  return proposals.map((p) => ({
    label: proposalLabel(p),
    detail: [proposalDetail(p), proposalProvenance(p)].filter((s) => s !== '').join(' '),
    risky: p.risk === 'risky',
  }));
}

/** `Review 1 change` / `Review 3 changes`, with the reminder that unchecked items stay as they are. */
export function checklistTitle(count: number): string {
  return count === 1
    ? vscode.l10n.t('Nova: review 1 proposed change (unchecked items are not applied)')
    : vscode.l10n.t('Nova: review {0} proposed changes (unchecked items are not applied)', count);
}

/**
 * Shows every proposal of the turn in one QuickPick (canPickMany). Safe items start picked, risky ones do not.
 * Resolves with the picked proposals, or undefined when the person declined all or `signal` aborted.
 * Without `controls`, closing it (Escape) declines all. With `controls` (the chat), closing it leaves the
 * decision open: the chat's review card reopens it (`reveal`) or declines all (`declineAll`). It stays open when
 * focus moves elsewhere, so typing in the chat cannot decline it by accident.
 */
export function showApprovalChecklist(
  proposals: readonly ProposedChange[],
  signal: AbortSignal,
  controls?: ChecklistControls,
): Promise<ProposedChange[] | undefined> {
  return new Promise((resolve) => {
    if (signal.aborted) {
      resolve(undefined);
      return;
    }
    const pick = vscode.window.createQuickPick<ChecklistItem>();
    const items = proposals.map(checklistItem);
    pick.canSelectMany = true;
    pick.ignoreFocusOut = true;
    pick.matchOnDescription = true;
    pick.matchOnDetail = true;
    pick.title = checklistTitle(proposals.length);
    pick.placeholder =
      controls === undefined
        ? vscode.l10n.t('Enter applies the checked items. Escape declines all.')
        : vscode.l10n.t('Enter applies the checked items. Escape decides later.');
    pick.items = items;
    pick.selectedItems = items.filter((i) => i.picked === true);
    let settled = false;
    const finish = (result: ProposedChange[] | undefined): void => {
      if (settled) return;
      settled = true;
      signal.removeEventListener('abort', onAbort);
      if (controls !== undefined) {
        delete controls.reveal;
        delete controls.declineAll;
      }
      resolve(result);
      pick.dispose();
    };
    const onAbort = (): void => finish(undefined);
    signal.addEventListener('abort', onAbort, { once: true });
    pick.onDidAccept(() => finish(pick.selectedItems.map((i) => i.proposal)));
    // Selecting (or previewing) a text edit opens its diff beside the checklist, which keeps the focus.
    pick.onDidChangeActive((active) => {
      const proposal = active[0]?.proposal;
      if (proposal !== undefined && !settled) void showProposalDiff(proposal).catch(() => undefined);
    });
    pick.onDidTriggerItemButton((event) => {
      if (event.button.iconPath instanceof vscode.ThemeIcon && event.button.iconPath.id === 'diff')
        void showProposalDiff(event.item.proposal).catch(() => undefined);
    });
    pick.onDidHide(() => {
      if (controls === undefined) finish(undefined);
    });
    // A QuickPick shown again after hiding comes back empty; the items and the person's ticks are set again.
    let ticked = pick.selectedItems;
    pick.onDidChangeSelection((selection) => (ticked = selection));
    if (controls !== undefined) {
      controls.reveal = () => {
        if (settled) return;
        const keep = ticked;
        pick.items = items;
        pick.selectedItems = keep;
        pick.show();
      };
      controls.declineAll = () => finish(undefined);
    }
    pick.show();
    // The first text edit is previewed at once (a multi-select QuickPick starts with no active item).
    const firstText = items.find((i) => textOperation(i.proposal) !== undefined);
    if (firstText !== undefined) void showProposalDiff(firstText.proposal).catch(() => undefined);
  });
}

/** What became of each item after the checklist, one line each, as the chat and `@nova` tell the person. */
export function outcomeLines(proposals: readonly ProposedChange[], outcomes: readonly ApprovalOutcome[]): string[] {
  return outcomes.map((o) => {
    const proposal = proposals.find((p) => p.item === o.item);
    const summary = proposal === undefined ? '' : proposalLabel(proposal);
    if (o.status === 'applied') return vscode.l10n.t('Applied: {0}', summary);
    if (o.status === 'failed') return vscode.l10n.t('Not applied ({0}): {1}', outcomeText(o) ?? '', summary);
    return vscode.l10n.t('Declined: {0}', summary);
  });
}
