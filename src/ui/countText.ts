import * as vscode from 'vscode';

/**
 * Counts with their noun in the right number (`1 file`, `3 files`), for messages that hold several counts: each
 * count is its own translated phrase, so no message needs "file(s)".
 */
export function filesCount(n: number): string {
  return n === 1 ? vscode.l10n.t('1 file') : vscode.l10n.t('{0} files', n);
}

export function warningsCount(n: number): string {
  return n === 1 ? vscode.l10n.t('1 warning') : vscode.l10n.t('{0} warnings', n);
}
