import * as path from 'node:path';
import * as vscode from 'vscode';
import type { ChangeApplier } from '../core/ports';
import { numberProposals, type ProposalDraft } from '../core/edits';
import { planDisableFile } from '../core/planning/modPlanner';
import { PlanError } from '../core/planning/planError';
import { problemCountsText } from './instanceText';
import type { ConflictDiagnostics } from './conflictDiagnostics';

export interface CommandDeps {
  diagnostics: ConflictDiagnostics;
  /** Applies and journals changes, so a disabled mod can be restored with "Nova: Undo Last Change". */
  applier: ChangeApplier;
  revealChat(): Promise<void>;
}

/** Registers the command-palette actions of the foundation: check conflicts, disable a mod, open the chat. */
export function registerCommands(deps: CommandDeps): vscode.Disposable {
  return vscode.Disposable.from(
    vscode.commands.registerCommand('nova.checkConflicts', () => checkConflicts(deps.diagnostics)),
    vscode.commands.registerCommand('nova.disableMod', (target?: unknown) => disableMod(deps, target)),
    vscode.commands.registerCommand('nova.openChat', () => deps.revealChat()),
  );
}

async function checkConflicts(diagnostics: ConflictDiagnostics): Promise<void> {
  await vscode.window.withProgress(
    { location: vscode.ProgressLocation.Notification, title: vscode.l10n.t('Nova: checking mods'), cancellable: true },
    (progress, token) => diagnostics.refresh(token, progress),
  );
  if (diagnostics.error !== null) {
    void vscode.window.showErrorMessage(vscode.l10n.t('Nova could not check the mods: {0}', diagnostics.error));
    return;
  }
  const problems = diagnostics.results.flatMap((c) => c.problems);
  const errors = problems.filter((p) => p.severity === 'error').length;
  const warnings = problems.filter((p) => p.severity === 'warning').length;
  const count = diagnostics.results.length;
  const checked =
    count === 1 ? vscode.l10n.t('Nova checked 1 instance') : vscode.l10n.t('Nova checked {0} instances', count);
  const found = problemCountsText(errors, warnings, 0);
  const message =
    found === '' ? vscode.l10n.t('{0}: no problems.', checked) : vscode.l10n.t('{0}: {1}.', checked, found);
  if (errors + warnings === 0) {
    void vscode.window.showInformationMessage(message);
    return;
  }
  const show = vscode.l10n.t('Show Problems');
  // Not awaited: the command is done when the check is; the notification may stay open for a long time.
  void vscode.window
    .showInformationMessage(message, show)
    .then((choice) =>
      choice === show ? vscode.commands.executeCommand('workbench.actions.view.problems') : undefined,
    );
}

/** Accepts a Uri (Explorer menu, quick fix), a Uri string (diagnostic code link) or nothing (asks). */
async function disableMod({ diagnostics, applier }: CommandDeps, target: unknown): Promise<void> {
  const file = toUri(target) ?? (await pickProblemJar(diagnostics));
  if (file === undefined) return;
  const name = path.basename(file.fsPath);
  let draft: ProposalDraft;
  try {
    draft = await planDisableFile(file.fsPath);
  } catch (error) {
    if (!(error instanceof PlanError)) throw error;
    void vscode.window.showWarningMessage(refusalText(error, name));
    return;
  }
  const label = vscode.l10n.t('Disable {0}', name);
  const [outcome] = await applier.apply(numberProposals([draft], { name: 'disable_mods', displayName: label }), label);
  if (outcome?.status !== 'applied') {
    void vscode.window.showWarningMessage(vscode.l10n.t('Nova did not rename {0}: {1}', name, outcome?.detail ?? ''));
    return;
  }
  diagnostics.scheduleRefresh(0);
  void vscode.window.showInformationMessage(
    vscode.l10n.t(
      'Renamed {0} → {1} (not deleted; "Nova: Undo Last Change" renames it back).',
      name,
      `${name}.disabled`,
    ),
  );
}

/** The mod planner's refusal in the person's language. */
function refusalText(error: PlanError, name: string): string {
  switch (error.code) {
    case 'already-disabled':
      return vscode.l10n.t('{0} is already disabled.', name);
    case 'target-exists':
      return vscode.l10n.t(
        '{0} already exists, so {1} was not renamed. Move or rename that file first.',
        `${name}.disabled`,
        name,
      );
    default:
      return vscode.l10n.t('{0} no longer exists; the list is refreshing.', name);
  }
}

function toUri(target: unknown): vscode.Uri | undefined {
  if (target instanceof vscode.Uri) return target;
  if (typeof target === 'string' && target !== '')
    return target.includes('://') ? vscode.Uri.parse(target) : vscode.Uri.file(target);
  return undefined;
}

async function pickProblemJar(diagnostics: ConflictDiagnostics): Promise<vscode.Uri | undefined> {
  await diagnostics.whenIdle();
  const items = new Map<string, vscode.QuickPickItem & { file: string }>();
  for (const check of diagnostics.results) {
    for (const problem of check.problems) {
      if (problem.fixFile === undefined || items.has(problem.fixFile)) continue;
      items.set(problem.fixFile, {
        label: path.basename(problem.fixFile),
        description: check.instance.name,
        detail: problem.message,
        file: problem.fixFile,
      });
    }
  }
  if (items.size === 0) {
    void vscode.window.showInformationMessage(
      vscode.l10n.t('No mod needs disabling: Nova found no problem that a rename would fix.'),
    );
    return undefined;
  }
  const picked = await vscode.window.showQuickPick([...items.values()], {
    title: vscode.l10n.t('Nova: Disable Mod'),
    placeHolder: vscode.l10n.t('Pick the jar to rename to .disabled (it is not deleted)'),
    matchOnDescription: true,
    matchOnDetail: true,
  });
  return picked === undefined ? undefined : vscode.Uri.file(picked.file);
}
