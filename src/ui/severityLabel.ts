import * as vscode from 'vscode';
import type { Severity } from '../core/model/problem';

/** The word shown for a problem's or crash finding's severity, in VS Code's display language. */
export function severityLabel(severity: Severity): string {
  return severity === 'error'
    ? vscode.l10n.t('Error')
    : severity === 'warning'
      ? vscode.l10n.t('Warning')
      : vscode.l10n.t('Info');
}
