import * as fs from 'node:fs';
import * as path from 'node:path';
import * as vscode from 'vscode';
import { showFailure } from './failureToast';
import { numberProposals } from '../core/edits';
import type { Instance } from '../core/model/instance';
import { planPackwizRefresh } from '../core/planning/modPlanner';
import type { ChangeApplier } from '../core/ports';
import { novaDiagnosticCode } from './novaDiagnosticCode';
import { pickInstance } from './instancePicker';
import { outcomeText } from './outcomeText';

export const REFRESH_INDEX_COMMAND = 'nova.refreshPackwizIndex';

/** The problems a refresh fixes (src/core/checks/packwizChecks.ts). */
const REFRESHABLE = new Set(['packwiz-stale-index', 'packwiz-unindexed']);

export interface PackwizRefreshDeps {
  instances(): Promise<Instance[]>;
  applier: ChangeApplier;
  afterApply?(): void;
}

/**
 * "Nova: Refresh packwiz Index" and the "Refresh index" quick fix on a stale index: index.toml and pack.toml's index
 * hash rewritten as `packwiz refresh` writes them, planned by the mod planner and applied by the one applier as a
 * journaled change ("Nova: Undo Last Change" takes it back).
 */
export function registerPackwizRefreshCommands(deps: PackwizRefreshDeps): vscode.Disposable {
  return vscode.Disposable.from(
    vscode.commands.registerCommand(REFRESH_INDEX_COMMAND, (target?: unknown) => refreshIndex(deps, target)),
    vscode.languages.registerCodeActionsProvider({ scheme: 'file' }, new RefreshIndexCodeActions(), {
      providedCodeActionKinds: [vscode.CodeActionKind.QuickFix],
    }),
  );
}

async function refreshIndex(deps: PackwizRefreshDeps, target?: unknown): Promise<void> {
  const packs = async (): Promise<Instance[]> => (await deps.instances()).filter((i) => i.layout === 'packwiz');
  const found = await packs();
  const named =
    typeof target === 'string'
      ? found.find((i) => i.id === target || path.resolve(i.root) === path.resolve(target))
      : undefined;
  const instance = named ?? (await pickInstance(packs, vscode.l10n.t('Refresh packwiz Index')));
  if (instance === undefined) return;
  let draft;
  try {
    draft = await vscode.window.withProgress(
      {
        location: vscode.ProgressLocation.Notification,
        title: vscode.l10n.t('Nova: hashing the files of {0}', instance.name),
      },
      () => planPackwizRefresh(instance),
    );
  } catch (error) {
    void showFailure(vscode.l10n.t('Nova could not refresh the index.'), error);
    return;
  }
  if (draft === null) {
    void vscode.window.showInformationMessage(vscode.l10n.t('The packwiz index of {0} is up to date.', instance.name));
    return;
  }
  const label = vscode.l10n.t('Refresh packwiz Index');
  const outcomes = await deps.applier.apply(
    numberProposals([draft], { name: 'refresh_packwiz_index', displayName: label }),
    label,
  );
  const failed = outcomes.find((o) => o.status !== 'applied');
  if (failed !== undefined) {
    void vscode.window.showErrorMessage(
      vscode.l10n.t('Nova could not refresh the index: {0}', outcomeText(failed) ?? failed.status),
    );
    return;
  }
  deps.afterApply?.();
  void vscode.window.showInformationMessage(vscode.l10n.t('Refreshed the packwiz index of {0}.', instance.name));
}

/** The "Refresh index" quick fix on Nova's stale-index and unindexed-metafile problems. */
class RefreshIndexCodeActions implements vscode.CodeActionProvider {
  provideCodeActions(
    document: vscode.TextDocument,
    _range: vscode.Range,
    context: vscode.CodeActionContext,
  ): vscode.CodeAction[] {
    if (!vscode.workspace.isTrusted) return [];
    const diagnostics = context.diagnostics.filter((d) => REFRESHABLE.has(novaDiagnosticCode(d) ?? ''));
    if (diagnostics.length === 0) return [];
    const title = vscode.l10n.t('Refresh index (as packwiz refresh does)');
    const action = new vscode.CodeAction(title, vscode.CodeActionKind.QuickFix);
    action.command = { command: REFRESH_INDEX_COMMAND, title, arguments: [packOf(document.uri)] };
    action.diagnostics = diagnostics;
    action.isPreferred = true;
    return [action];
  }
}

/** The folder of the nearest pack.toml above a file of the pack (the instance's root). */
function packOf(uri: vscode.Uri): string | undefined {
  let dir = path.dirname(uri.fsPath);
  for (let i = 0; i < 16; i++) {
    if (fs.existsSync(path.join(dir, 'pack.toml'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  return undefined;
}
