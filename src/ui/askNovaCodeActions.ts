import * as path from 'node:path';
import * as vscode from 'vscode';
import { DIAGNOSTIC_SOURCE } from './conflictDiagnostics';
import { modFileOf } from './modDocument';

/**
 * "Ask Nova About This" for each Nova problem, as a code action: VS Code lists an entry's code actions in the
 * Problems panel (its lightbulb and context menu) and in the editor's Ctrl+. menu, which is the only place an
 * extension can add to a Problems entry. It only puts the problem into the chat's prompt.
 */
export class AskNovaCodeActions implements vscode.CodeActionProvider {
  static readonly metadata: vscode.CodeActionProviderMetadata = {
    providedCodeActionKinds: [vscode.CodeActionKind.QuickFix],
  };

  provideCodeActions(
    document: vscode.TextDocument,
    _range: vscode.Range,
    context: vscode.CodeActionContext,
  ): vscode.CodeAction[] {
    const name = path.basename(modFileOf(document.uri).fsPath);
    return context.diagnostics
      .filter((d) => d.source === DIAGNOSTIC_SOURCE)
      .slice(0, 3)
      .map((diagnostic) => {
        const action = new vscode.CodeAction(vscode.l10n.t('Ask Nova About This'), vscode.CodeActionKind.QuickFix);
        action.command = {
          command: 'nova.askAboutThis',
          title: action.title,
          arguments: [`${name}: ${diagnostic.message}`],
        };
        action.diagnostics = [diagnostic];
        return action;
      });
  }
}
