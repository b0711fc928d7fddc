import * as path from 'node:path';
import * as vscode from 'vscode';
import { numberProposals, type ProposalDraft } from '../core/edits';
import { planDisableFile } from '../core/planning/modPlanner';
import { PlanError } from '../core/planning/planError';
import type { ChangeApplier } from '../core/ports';
import { DIAGNOSTIC_SOURCE, type ConflictDiagnostics } from './conflictDiagnostics';
import { modDocumentUri } from './modDocument';

/** The command a picked quick fix runs: it plans the rename and applies it through the one applier. */
export const DISABLE_QUICK_FIX_COMMAND = 'nova.quickFix.disableMod';

/**
 * Quick fixes for Nova diagnostics: disable the offending jar by renaming it to `.disabled`. Offering a fix reads
 * only the diagnostics in memory (VS Code asks for code actions far more often than one is picked, so nothing here
 * touches the disk); picking it runs {@link DISABLE_QUICK_FIX_COMMAND}, which plans the rename with the mod planner
 * against the disk as it is then and applies it through `ChangeApplier.apply` like every other change.
 */
export class DisableModCodeActions implements vscode.CodeActionProvider {
  static readonly metadata: vscode.CodeActionProviderMetadata = {
    providedCodeActionKinds: [vscode.CodeActionKind.QuickFix],
  };

  constructor(private readonly diagnostics: ConflictDiagnostics) {}

  /** The command behind the quick fix; a refusal (the jar is gone, the `.disabled` name is taken) is shown, not thrown. */
  static registerCommand(applier: ChangeApplier): vscode.Disposable {
    return vscode.commands.registerCommand(DISABLE_QUICK_FIX_COMMAND, async (fixFile: unknown, instance: unknown) => {
      if (typeof fixFile !== 'string') return;
      const label = vscode.l10n.t('Disable {0}', path.basename(fixFile));
      let draft: ProposalDraft;
      try {
        draft = await planDisableFile(fixFile, typeof instance === 'string' ? instance : undefined);
      } catch (error) {
        if (!(error instanceof PlanError)) throw error;
        void vscode.window.showWarningMessage(
          vscode.l10n.t('Nova did not disable {0}: {1}', path.basename(fixFile), error.message),
        );
        return;
      }
      const [outcome] = await applier.apply(
        numberProposals([draft], { name: 'disable_mods', displayName: label }),
        label,
      );
      if (outcome?.status === 'failed') {
        void vscode.window.showWarningMessage(
          vscode.l10n.t('Nova did not disable {0}: {1}', path.basename(fixFile), outcome.detail ?? ''),
        );
      }
    });
  }

  provideCodeActions(
    document: vscode.TextDocument,
    _range: vscode.Range,
    context: vscode.CodeActionContext,
  ): vscode.CodeAction[] {
    // Restricted Mode: the problems stay visible, but no fix that renames files is offered.
    if (!vscode.workspace.isTrusted) return [];
    const actions: vscode.CodeAction[] = [];
    const seen = new Set<string>();
    const problems = this.diagnostics.problemsAt(document.uri);
    // A jar opened as a file (a 0-byte one opens as text) has its diagnostics on Nova's document of it instead.
    const published =
      document.uri.scheme === 'file'
        ? vscode.languages
            .getDiagnostics(modDocumentUri(document.uri.fsPath))
            .filter((d) => d.source === DIAGNOSTIC_SOURCE)
        : [];
    for (const diagnostic of [...context.diagnostics, ...published]) {
      if (diagnostic.source !== DIAGNOSTIC_SOURCE) continue;
      const code = typeof diagnostic.code === 'object' ? String(diagnostic.code.value) : String(diagnostic.code);
      const problem = problems.find((p) => p.code === code && p.message === diagnostic.message);
      const fixFile = problem?.fixFile;
      if (fixFile === undefined || seen.has(fixFile)) continue;
      seen.add(fixFile);
      const title = vscode.l10n.t('Disable {0} (rename to .disabled)', path.basename(fixFile));
      const action = new vscode.CodeAction(title, vscode.CodeActionKind.QuickFix);
      action.command = { command: DISABLE_QUICK_FIX_COMMAND, title, arguments: [fixFile, problem?.instance] };
      action.diagnostics = [diagnostic];
      action.isPreferred = true;
      actions.push(action);
    }
    return actions;
  }
}
