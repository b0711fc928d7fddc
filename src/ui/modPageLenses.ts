import * as path from 'node:path';
import * as vscode from 'vscode';
import type { Problem } from '../core/model/problem';
import { modFileOf, problemLine } from './modDocument';

/**
 * The actions on Nova's page of a jar, as links above each problem: "Disable …" (the same rename as the quick fix,
 * undoable) and "Ask Nova About This". The page is read-only, and VS Code offers no lightbulb or Ctrl+. in a
 * read-only editor, so these are where a person acts on the page itself (the Problems entry keeps its lightbulb).
 */
export class ModPageLenses implements vscode.CodeLensProvider {
  private readonly changed = new vscode.EventEmitter<void>();
  readonly onDidChangeCodeLenses = this.changed.event;

  constructor(private readonly source: { problemsAt(uri: vscode.Uri): Problem[]; onDidChange: vscode.Event<void> }) {
    source.onDidChange(() => this.changed.fire());
  }

  provideCodeLenses(document: vscode.TextDocument): vscode.CodeLens[] {
    const name = path.basename(modFileOf(document.uri).fsPath);
    return this.source.problemsAt(modFileOf(document.uri)).flatMap((problem, index) => {
      const line = problemLine(index);
      if (line >= document.lineCount) return [];
      const range = new vscode.Range(line, 0, line, 0);
      const lenses: vscode.CodeLens[] = [];
      if (problem.fixFile !== undefined && vscode.workspace.isTrusted)
        lenses.push(
          new vscode.CodeLens(range, {
            title: vscode.l10n.t('Disable {0} (rename to .disabled)', path.basename(problem.fixFile)),
            command: 'nova.disableMod',
            arguments: [vscode.Uri.file(problem.fixFile)],
          }),
        );
      lenses.push(
        new vscode.CodeLens(range, {
          title: vscode.l10n.t('Ask Nova About This'),
          command: 'nova.askAboutThis',
          arguments: [`${name}: ${problem.message}`],
        }),
      );
      return lenses;
    });
  }
}
