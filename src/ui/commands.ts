import * as vscode from 'vscode';
import { showFailure } from './failureToast';
import type { ChangeApplier } from '../core/ports';
import type { PackImpactSource } from '../core/planning/referenceImpact';
import { problemCountsText } from './instanceText';
import type { ConflictDiagnostics } from './conflictDiagnostics';
import { toggleModFiles } from './modToggles';

export interface CommandDeps {
  diagnostics: ConflictDiagnostics;
  /** Applies and journals changes, so a disabled mod can be restored with "Nova: Undo Last Change". */
  applier: ChangeApplier;
  /** The pack's references for a disable's impact line (modToggles.ts). */
  impact?: PackImpactSource;
  revealChat(): Promise<void>;
}

/** Registers the command-palette actions of the foundation: check conflicts, disable or enable a mod, open the chat. */
export function registerCommands(deps: CommandDeps): vscode.Disposable {
  return vscode.Disposable.from(
    vscode.commands.registerCommand('nova.checkConflicts', () => checkConflicts(deps.diagnostics)),
    vscode.commands.registerCommand('nova.disableMod', (target?: unknown) => toggleMod(deps, target, false)),
    vscode.commands.registerCommand('nova.enableMod', (target?: unknown) => toggleMod(deps, target, true)),
    vscode.commands.registerCommand('nova.openChat', () => deps.revealChat()),
  );
}

async function checkConflicts(diagnostics: ConflictDiagnostics): Promise<void> {
  await vscode.window.withProgress(
    { location: vscode.ProgressLocation.Notification, title: vscode.l10n.t('Nova: checking mods'), cancellable: true },
    (progress, token) => diagnostics.refresh(token, progress),
  );
  if (diagnostics.failure !== null) {
    void showFailure(vscode.l10n.t('Nova could not check the mods.'), diagnostics.failure, {
      retry: () => checkConflicts(diagnostics),
    });
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

/**
 * "Disable Mod…" / "Enable Mod…": accepts a Uri (Explorer menu, quick fix), a Uri string (diagnostic code link) or
 * nothing (asks). Both go through the one toggle path the Mods view's checkboxes use (modToggles.ts).
 */
async function toggleMod(deps: CommandDeps, target: unknown, enable: boolean): Promise<void> {
  const { diagnostics, applier } = deps;
  const file = toUri(target) ?? (await (enable ? pickDisabledMod(diagnostics) : pickEnabledMod(diagnostics)));
  if (file === undefined) return;
  const result = await toggleModFiles(
    { results: diagnostics.results, applier, ...(deps.impact === undefined ? {} : { impact: deps.impact }) },
    [file.fsPath],
    enable,
  );
  if (!result.applied) {
    void vscode.window.showWarningMessage(result.message);
    return;
  }
  diagnostics.scheduleRefresh(0);
  void vscode.window.showInformationMessage(result.message);
}

function toUri(target: unknown): vscode.Uri | undefined {
  if (target instanceof vscode.Uri) return target;
  if (typeof target === 'string' && target !== '')
    return target.includes('://') ? vscode.Uri.parse(target) : vscode.Uri.file(target);
  return undefined;
}

/**
 * Every enabled mod file of the last scan (jars and packwiz metafiles), to pick one to disable: the ones a problem
 * names as the file to disable come first, with that problem as their detail.
 */
async function pickEnabledMod(diagnostics: ConflictDiagnostics): Promise<vscode.Uri | undefined> {
  await diagnostics.whenIdle();
  type Item = vscode.QuickPickItem & { file: string; flagged: boolean };
  const items: Item[] = [];
  for (const check of diagnostics.results) {
    const flagged = new Map<string, string>();
    for (const problem of check.problems) {
      if (problem.fixFile !== undefined && !flagged.has(problem.fixFile)) flagged.set(problem.fixFile, problem.message);
    }
    for (const f of check.files) {
      if (!f.enabled || f.kind === 'directory') continue;
      const reason = flagged.get(f.path);
      items.push({
        label: f.fileName,
        description: check.instance.name,
        detail:
          reason ??
          f.mods
            .slice(0, 2)
            .map((m) => `${m.name} ${m.version === 'unknown' ? '' : m.version}`.trim())
            .join(', '),
        file: f.path,
        flagged: reason !== undefined,
      });
    }
  }
  if (items.length === 0) {
    void vscode.window.showInformationMessage(
      vscode.l10n.t('No mod to disable: Nova found no enabled mod file in the open instances.'),
    );
    return undefined;
  }
  items.sort((a, b) => Number(b.flagged) - Number(a.flagged) || a.label.localeCompare(b.label));
  const picked = await vscode.window.showQuickPick(items, {
    title: vscode.l10n.t('Nova: Disable Mod'),
    placeHolder: vscode.l10n.t('Pick the jar to rename to .disabled (it is not deleted)'),
    matchOnDescription: true,
    matchOnDetail: true,
  });
  return picked === undefined ? undefined : vscode.Uri.file(picked.file);
}

/** Every disabled mod file of the last scan (jars and packwiz metafiles), to pick one to enable. */
async function pickDisabledMod(diagnostics: ConflictDiagnostics): Promise<vscode.Uri | undefined> {
  await diagnostics.whenIdle();
  const items = diagnostics.results.flatMap((check) =>
    check.files
      .filter((f) => !f.enabled && f.kind !== 'directory')
      .map((f) => ({
        label: f.fileName,
        description: check.instance.name,
        detail: f.mods
          .slice(0, 2)
          .map((m) => `${m.name} ${m.version === 'unknown' ? '' : m.version}`.trim())
          .join(', '),
        file: f.path,
      })),
  );
  if (items.length === 0) {
    void vscode.window.showInformationMessage(
      vscode.l10n.t('No mod is disabled: every mod file Nova found is enabled.'),
    );
    return undefined;
  }
  const picked = await vscode.window.showQuickPick(items, {
    title: vscode.l10n.t('Nova: Enable Mod'),
    placeHolder: vscode.l10n.t('Pick the mod to enable again (a .disabled jar is renamed back)'),
    matchOnDescription: true,
    matchOnDetail: true,
  });
  return picked === undefined ? undefined : vscode.Uri.file(picked.file);
}
