import * as path from 'node:path';
import * as vscode from 'vscode';
import { disabledUri, disableModEdit } from '../host/modRenamer';
import { DIAGNOSTIC_SOURCE, type ConflictDiagnostics } from './conflictDiagnostics';
import { modDocumentUri } from './modDocument';
import { JOURNAL_RENAME_COMMAND } from './undoCommands';

/** Quick fixes for Nova diagnostics: disable the offending jar by renaming it to `.disabled`. */
export class DisableModCodeActions implements vscode.CodeActionProvider {
  static readonly metadata: vscode.CodeActionProviderMetadata = {
    providedCodeActionKinds: [vscode.CodeActionKind.QuickFix],
  };

  constructor(private readonly diagnostics: ConflictDiagnostics) {}

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
      const action = new vscode.CodeAction(
        vscode.l10n.t('Disable {0} (rename to .disabled)', path.basename(fixFile)),
        vscode.CodeActionKind.QuickFix,
      );
      const uri = vscode.Uri.file(fixFile);
      action.edit = disableModEdit(uri);
      // Runs after the edit: journals the rename so "Nova: Undo Last Change" can take it back.
      action.command = {
        command: JOURNAL_RENAME_COMMAND,
        title: action.title,
        arguments: [uri.fsPath, disabledUri(uri).fsPath],
      };
      action.diagnostics = [diagnostic];
      action.isPreferred = true;
      actions.push(action);
    }
    return actions;
  }
}
