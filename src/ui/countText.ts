import * as vscode from 'vscode';

/**
 * Counts with their noun in the right number (`1 file`, `3 files`), for messages that hold several counts: each
 * count is its own translated phrase, so no message needs "file(s)".
 */
export function filesCount(n: number): string {
  return n === 1 ? vscode.l10n.t('1 file') : vscode.l10n.t('{0} files', n);
}

export function linesCount(n: number): string {
  return n === 1 ? vscode.l10n.t('1 line') : vscode.l10n.t('{0} lines', n);
}

export function modFilesCheckedCount(n: number): string {
  return n === 1 ? vscode.l10n.t('1 mod file checked') : vscode.l10n.t('{0} mod files checked', n);
}

/** A tag's size: `1 member`, `12 members`. */
export function membersCount(n: number): string {
  return n === 1 ? vscode.l10n.t('1 member') : vscode.l10n.t('{0} members', n);
}

/** Tokens with the number as the person's locale writes it (`1,234 tokens`). */
export function tokensCount(n: number, shown: string): string {
  return n === 1 ? vscode.l10n.t('1 token') : vscode.l10n.t('{0} tokens', shown);
}

export function warningsCount(n: number): string {
  return n === 1 ? vscode.l10n.t('1 warning') : vscode.l10n.t('{0} warnings', n);
}

export function enabledModsCount(n: number): string {
  return n === 1 ? vscode.l10n.t('1 enabled mod') : vscode.l10n.t('{0} enabled mods', n);
}

export function requiredLinksCount(n: number): string {
  return n === 1 ? vscode.l10n.t('1 required link') : vscode.l10n.t('{0} required links', n);
}

export function clashesCount(n: number): string {
  return n === 1 ? vscode.l10n.t('1 break or conflict') : vscode.l10n.t('{0} breaks or conflicts', n);
}

export function modsDisabledCount(n: number): string {
  return n === 1 ? vscode.l10n.t('1 mod disabled') : vscode.l10n.t('{0} mods disabled', n);
}

/** What bisect has left to test: one word ("suspects") in every bisect message. */
export function suspectsLeftCount(n: number): string {
  return n === 1 ? vscode.l10n.t('1 suspect left') : vscode.l10n.t('{0} suspects left', n);
}
