import * as path from 'node:path';
import * as vscode from 'vscode';
import type { FileOperation, ProposedChange } from '../core/edits';

/** The scheme of the read-only documents that hold a text proposal's before and after text. */
export const PROPOSAL_DIFF_SCHEME = 'nova-proposal';

/** Texts by document path; kept for the extension host's life, bounded to the newest entries. */
const texts = new Map<string, string>();
const MAX_KEPT = 200;
let provider: vscode.Disposable | undefined;
let counter = 0;

/** The write tools whose items are text changes shown as a diff (src/core/tools/textFileTools.ts). */
const TEXT_TOOLS = ['edit_file', 'create_file'];

/** The one text operation of an edit_file / create_file proposal, or undefined for any other change. */
export function textOperation(
  p: ProposedChange,
): Extract<FileOperation, { kind: 'write' } | { kind: 'create' }> | undefined {
  const op = p.operations[0];
  if (!TEXT_TOOLS.includes(p.tool) || p.operations.length !== 1 || op === undefined) return undefined;
  if (op.kind === 'write') return op;
  if (op.kind === 'create' && 'content' in op.source) return op;
  return undefined;
}

function remember(key: string, text: string): vscode.Uri {
  texts.set(key, text);
  while (texts.size > MAX_KEPT) texts.delete(texts.keys().next().value as string);
  return vscode.Uri.from({ scheme: PROPOSAL_DIFF_SCHEME, path: key });
}

/**
 * Opens VS Code's diff editor on a text proposal: the file's text before (empty for a new file) on the left, the
 * proposed text on the right, both read-only virtual documents, without taking focus from the checklist. Resolves
 * false for a change that is not a text edit.
 */
export async function showProposalDiff(p: ProposedChange): Promise<boolean> {
  const op = textOperation(p);
  if (op === undefined) return false;
  provider ??= vscode.workspace.registerTextDocumentContentProvider(PROPOSAL_DIFF_SCHEME, {
    provideTextDocumentContent: (uri) => texts.get(uri.path) ?? '',
  });
  counter += 1;
  const name = path.basename(op.path);
  const before = op.kind === 'write' ? op.previous : '';
  const after = op.kind === 'write' ? op.content : 'content' in op.source ? op.source.content : '';
  const left = remember(`/${counter}/before/${name}`, before);
  const right = remember(`/${counter}/after/${name}`, after);
  const title = vscode.l10n.t('{0}: before ↔ proposed (item {1})', name, p.item);
  await vscode.commands.executeCommand('vscode.diff', left, right, title, { preview: true, preserveFocus: true });
  return true;
}
