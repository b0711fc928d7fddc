import * as path from 'node:path';
import * as vscode from 'vscode';
import { severityLabel } from './severityLabel';
import type { ModFile } from '../core/model/modFile';
import type { Problem } from '../core/model/problem';
import { problemMessages } from '../core/checks/problemMessages';
import type { InstanceCheck } from '../core/checks/workspaceCheck';
import { hostLocale } from './locale';
import { layoutLabel } from './instanceText';

/**
 * The scheme of Nova's read-only text document per mod file. VS Code asks for quick fixes only through a text
 * model and refuses to open a jar as text, so a jar's problems are published on this document: the Problems
 * entry then opens it, and its lightbulb, Ctrl+. and context menu offer the fixes.
 */
export const MOD_SCHEME = 'nova-mod';

/** First line of the problem list in the document; each problem takes two lines (message, what to do). */
const FIRST_PROBLEM_LINE = 3;

/** The document of the mod file at `filePath` (its path is the file's own path, so it names the jar). */
export function modDocumentUri(filePath: string): vscode.Uri {
  return vscode.Uri.from({ scheme: MOD_SCHEME, path: vscode.Uri.file(filePath).path });
}

/** The mod file a Nova document describes. */
export function modFileOf(uri: vscode.Uri): vscode.Uri {
  return uri.scheme === MOD_SCHEME ? vscode.Uri.file(uri.path) : uri;
}

/** The line of the `index`-th problem in the document (where its diagnostic points). */
export function problemLine(index: number): number {
  return FIRST_PROBLEM_LINE + index * 2;
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** What the person can do about a problem, in words (the fix itself comes from the lightbulb). */
function whatToDo(problem: Problem): string {
  return problem.fixFile !== undefined
    ? vscode.l10n.t(
        '    Quick fix: Disable {0} (rename to .disabled; can be undone) with the link above. On its Problems entry: Press Ctrl+. or click the lightbulb.',
        path.basename(problem.fixFile),
      )
    : vscode.l10n.t('    No automatic fix: follow the advice above, or ask Nova with the link above.');
}

function modLine(file: ModFile): string[] {
  const names = problemMessages(hostLocale());
  return file.mods.map(
    (m) => `  ${m.name && m.name !== m.id ? `${m.name} (${m.id})` : m.id} ${m.version} · ${names.loaderName(m.loader)}`,
  );
}

/**
 * The document's text: the file and its instance, then its problems (two lines each, at `problemLine(i)`), then
 * the mods it holds. Problems are in the order they are published.
 */
export function modDocumentText(
  filePath: string,
  check: InstanceCheck | undefined,
  problems: readonly Problem[],
): string {
  const file = check?.files.find((f) => f.path === filePath);
  const lines: string[] = [];
  const where =
    check === undefined
      ? ''
      : vscode.l10n.t(' — in {0} ({1})', check.instance.name, layoutLabel(check.instance.layout));
  lines.push(`${path.basename(filePath)}${where}`, filePath);
  lines.push(
    problems.length === 0
      ? vscode.l10n.t('No problems found.')
      : problems.length === 1
        ? vscode.l10n.t('1 problem:')
        : vscode.l10n.t('{0} problems:', problems.length),
  );
  for (const problem of problems) {
    lines.push(`${severityLabel(problem.severity)}: ${oneLine(problem.message)}`, whatToDo(problem));
  }
  if (file !== undefined && file.mods.length > 0) {
    lines.push('', file.mods.length === 1 ? vscode.l10n.t('Mod in this file:') : vscode.l10n.t('Mods in this file:'));
    lines.push(...modLine(file));
  }
  lines.push('', vscode.l10n.t('Nova shows this page instead of the jar, which is binary. Nothing here is editable.'));
  return `${lines.join('\n')}\n`;
}

/** Serves the documents from the latest conflict check; open documents follow every refresh. */
export class ModDocumentProvider implements vscode.TextDocumentContentProvider, vscode.Disposable {
  private readonly changed = new vscode.EventEmitter<vscode.Uri>();
  readonly onDidChange = this.changed.event;

  constructor(
    private readonly source: {
      results: readonly InstanceCheck[];
      problemsAt(uri: vscode.Uri): Problem[];
      onDidChange: vscode.Event<void>;
    },
  ) {
    this.subscription = source.onDidChange(() => {
      for (const doc of vscode.workspace.textDocuments) if (doc.uri.scheme === MOD_SCHEME) this.changed.fire(doc.uri);
    });
  }

  private readonly subscription: vscode.Disposable;

  provideTextDocumentContent(uri: vscode.Uri): string {
    const file = modFileOf(uri);
    const check = this.source.results.find((c) => c.files.some((f) => f.path === file.fsPath));
    return modDocumentText(file.fsPath, check, this.source.problemsAt(file));
  }

  dispose(): void {
    this.subscription.dispose();
    this.changed.dispose();
  }
}
