import * as vscode from 'vscode';
import type { ProposedChange } from '../core/edits';
import { localizeSummary } from '../core/locale/summaries';
import { hostLocale } from './locale';

interface ChecklistItem extends vscode.QuickPickItem {
  proposal: ProposedChange;
}

/** The QuickPick line of one proposal: what it does, which tool, its impact and where the idea came from. */
export function checklistItem(proposal: ProposedChange): ChecklistItem {
  const details: string[] = [];
  if (proposal.impact !== undefined && proposal.impact.trim() !== '')
    details.push(vscode.l10n.t('Impact: {0}', proposal.impact));
  if (proposal.source !== undefined && proposal.source.trim() !== '')
    details.push(vscode.l10n.t('Suggested after: {0}', proposal.source));
  return {
    label: `${proposal.risk === 'risky' ? '$(warning) ' : ''}${localizeSummary(proposal.summary, hostLocale())}`,
    description: proposal.displayName,
    ...(details.length > 0 ? { detail: details.join(' · ') } : {}),
    picked: proposal.risk === 'safe',
    proposal,
  };
}

/**
 * Shows every proposal of the turn in one QuickPick (canPickMany). Safe items start picked, risky ones do not.
 * Resolves with the picked proposals, or undefined when the person cancelled (which declines all) or `signal`
 * aborted. It stays open when focus moves elsewhere, so typing in the chat cannot decline it by accident.
 */
export function showApprovalChecklist(
  proposals: readonly ProposedChange[],
  signal: AbortSignal,
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
    pick.title = vscode.l10n.t(
      'Nova: review {0} proposed change(s) — unchecked items are not applied',
      proposals.length,
    );
    pick.placeholder = vscode.l10n.t('Enter applies the checked changes (they can be undone); Escape declines all');
    pick.items = items;
    pick.selectedItems = items.filter((i) => i.picked === true);
    let settled = false;
    const finish = (result: ProposedChange[] | undefined): void => {
      if (settled) return;
      settled = true;
      signal.removeEventListener('abort', onAbort);
      resolve(result);
      pick.dispose();
    };
    const onAbort = (): void => finish(undefined);
    signal.addEventListener('abort', onAbort, { once: true });
    pick.onDidAccept(() => finish(pick.selectedItems.map((i) => i.proposal)));
    pick.onDidHide(() => finish(undefined));
    pick.show();
  });
}
