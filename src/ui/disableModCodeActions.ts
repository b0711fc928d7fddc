import * as path from 'node:path';
import * as vscode from 'vscode';
import { numberProposals } from '../core/edits';
import { planDisableFile } from '../core/planning/modPlanner';
import type { EditApplier } from '../host/editApplier';
import { DIAGNOSTIC_SOURCE, type ConflictDiagnostics } from './conflictDiagnostics';
import { modDocumentUri } from './modDocument';

/**
 * Quick fixes for Nova diagnostics: disable the offending jar by renaming it to `.disabled`. The rename is planned
 * by the mod planner and staged by the applier, which journals it once VS Code has applied the edit.
 */
export class DisableModCodeActions implements vscode.CodeActionProvider {
  static readonly metadata: vscode.CodeActionProviderMetadata = {
    providedCodeActionKinds: [vscode.CodeActionKind.QuickFix],
  };

  constructor(
    private readonly diagnostics: ConflictDiagnostics,
    private readonly applier: EditApplier,
  ) {}

  async provideCodeActions(
    document: vscode.TextDocument,
    _range: vscode.Range,
    context: vscode.CodeActionContext,
  ): Promise<vscode.CodeAction[]> {
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
      const draft = await planDisableFile(fixFile, problem?.instance).catch(() => undefined);
      if (draft === undefined) continue;
      const title = vscode.l10n.t('Disable {0} (rename to .disabled)', path.basename(fixFile));
      const label = vscode.l10n.t('Disable {0}', path.basename(fixFile));
      const staged = await this.applier.codeAction(
        numberProposals([draft], { name: 'disable_mods', displayName: label }),
        label,
      );
      if (staged === undefined) continue;
      const action = new vscode.CodeAction(title, vscode.CodeActionKind.QuickFix);
      action.edit = staged.edit;
      action.command = { ...staged.command, title };
      action.diagnostics = [diagnostic];
      action.isPreferred = true;
      actions.push(action);
    }
    return actions;
  }
}
