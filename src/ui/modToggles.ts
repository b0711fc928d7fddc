import * as path from 'node:path';
import * as vscode from 'vscode';
import { numberProposals, type ProposalDraft, type ProposedChange } from '../core/edits';
import type { ModFile } from '../core/model/modFile';
import type { InstanceCheck } from '../core/checks/workspaceCheck';
import { planDisableFile, planEnableFile, planModToggles } from '../core/planning/modPlanner';
import { PlanError } from '../core/planning/planError';
import type { ApprovalOutcome, ChangeApplier } from '../core/ports';
import { impactDataOf, type PackImpactSource } from '../core/planning/referenceImpact';
import { showApprovalChecklist } from './approvalChecklist';
import { localizedError } from '../core/locale/messageError';
import { hostLocale } from './locale';
import { outcomeText } from './outcomeText';

/** What a toggle needs: the latest scan (to find a file's instance and kind) and the one applier. */
export interface ModToggleDeps {
  results: readonly InstanceCheck[];
  applier: ChangeApplier;
  /**
   * The pack's script, data-pack and config references (src/ui/contentSource.ts): a disable that would break some
   * is shown in the approval checklist with its impact line, unticked, instead of being applied at once.
   */
  impact?: PackImpactSource;
  /** The checklist (tests replace it); default the one the chat uses. */
  checklist?: (proposals: readonly ProposedChange[], signal: AbortSignal) => Promise<ProposedChange[] | undefined>;
}

/** The result of one toggle, worded for the person; `applied` false means nothing changed on disk. */
export interface ToggleResult {
  applied: boolean;
  message: string;
}

/**
 * Enables or disables mod files as one journaled batch, because the person asked for exactly this (a checkbox, a
 * palette command, a menu): jars are renamed ⇄ `.disabled`, packwiz metafiles go through `.packwizignore` and the
 * index, all planned by the mod planner and applied by the one applier, so "Nova: Undo Last Change" reverts it.
 * Paths the last scan does not know are planned from disk alone (jars only).
 */
export async function toggleModFiles(
  deps: ModToggleDeps,
  paths: readonly string[],
  enable: boolean,
): Promise<ToggleResult> {
  const names = paths.map((p) => path.basename(p));
  let drafts: ProposalDraft[];
  try {
    drafts = await planToggles(deps, paths, enable);
  } catch (error) {
    return { applied: false, message: refusalText(error, enable) };
  }
  if (drafts.length === 0)
    return {
      applied: false,
      message:
        names.length === 1
          ? enable
            ? vscode.l10n.t('{0} is already enabled.', names[0] ?? '')
            : vscode.l10n.t('{0} is already disabled.', names[0] ?? '')
          : vscode.l10n.t('Nothing to change.'),
    };
  const label =
    names.length === 1
      ? enable
        ? vscode.l10n.t('Enable {0}', names[0] ?? '')
        : vscode.l10n.t('Disable {0}', names[0] ?? '')
      : enable
        ? vscode.l10n.t('Enable {0} mods', names.length)
        : vscode.l10n.t('Disable {0} mods', names.length);
  const proposals = numberProposals(drafts, { name: enable ? 'enable_mods' : 'disable_mods', displayName: label });
  let chosen: readonly ProposedChange[] = proposals;
  if (proposals.some((p) => p.impact !== undefined)) {
    chosen = (await (deps.checklist ?? showApprovalChecklist)(proposals, new AbortController().signal)) ?? [];
    if (chosen.length === 0) {
      await deps.applier.apply(proposals, label, []);
      return { applied: false, message: vscode.l10n.t('Nothing was changed.') };
    }
  }
  const outcomes = await deps.applier.apply(proposals, label, chosen);
  const failed = outcomes.find((o: ApprovalOutcome) => o.status === 'failed');
  if (failed !== undefined) {
    const name = names.length === 1 ? (names[0] ?? '') : names.join(', ');
    return { applied: false, message: vscode.l10n.t('Nova did not rename {0}: {1}', name, outcomeText(failed) ?? '') };
  }
  if (chosen.length === proposals.length) return { applied: true, message: doneText(drafts, names, enable) };
  // Some items were left unticked in the checklist: the message names only what was renamed.
  const done = chosen.map((p) => drafts[p.item - 1]).filter((d): d is ProposalDraft => d !== undefined);
  const doneNames = done.flatMap((d) =>
    d.operations.slice(0, 1).map((op) => path.basename(op.kind === 'rename' ? op.from : op.path)),
  );
  return { applied: true, message: doneText(done, doneNames, enable) };
}

async function planToggles(deps: ModToggleDeps, paths: readonly string[], enable: boolean): Promise<ProposalDraft[]> {
  const results = deps.results;
  const drafts: ProposalDraft[] = [];
  const unknown: string[] = [];
  for (const check of results) {
    const files = paths.map((p) => check.files.find((f) => f.path === p)).filter((f): f is ModFile => f !== undefined);
    if (files.length === 0) continue;
    // Read once for the batch, and only when something is taken away.
    const data = enable ? null : await impactDataOf(deps.impact, check.instance);
    drafts.push(...(await planModToggles(check.instance, files, enable, { data, all: check.files })));
  }
  for (const p of paths) if (!results.some((c) => c.files.some((f) => f.path === p))) unknown.push(p);
  for (const p of unknown) drafts.push(await (enable ? planEnableFile : planDisableFile)(p));
  return drafts;
}

function doneText(drafts: readonly ProposalDraft[], names: readonly string[], enable: boolean): string {
  const renamed = drafts.length === 1 ? drafts[0]?.operations[0] : undefined;
  if (names.length === 1 && renamed?.kind === 'rename') {
    const from = path.basename(renamed.from);
    const to = path.basename(renamed.to);
    return enable
      ? vscode.l10n.t('Renamed {0} → {1} (enabled again; "Nova: Undo Last Change" disables it again).', from, to)
      : vscode.l10n.t('Renamed {0} → {1} (not deleted; "Nova: Undo Last Change" renames it back).', from, to);
  }
  return enable
    ? vscode.l10n.t('Enabled {0} ("Nova: Undo Last Change" takes it back).', names.join(', '))
    : vscode.l10n.t('Disabled {0} (nothing deleted; "Nova: Undo Last Change" takes it back).', names.join(', '));
}

/** A planner's refusal in the person's language. */
export function refusalText(error: unknown, enable: boolean): string {
  if (!(error instanceof PlanError)) return localizedError(error, hostLocale());
  const name = error.subject;
  switch (error.code) {
    case 'already-disabled':
      return vscode.l10n.t('{0} is already disabled.', name);
    case 'already-enabled':
      return vscode.l10n.t('{0} is already enabled.', name);
    case 'target-exists':
      return vscode.l10n.t(
        '{0} already exists, so {1} was not renamed. Move or rename that file first.',
        enable ? name.replace(/\.disabled$/i, '') : `${name}.disabled`,
        name,
      );
    default:
      return vscode.l10n.t('{0} no longer exists; the list is refreshing.', name);
  }
}
