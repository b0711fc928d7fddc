import * as vscode from 'vscode';
import type { ApprovalOutcome } from '../core/ports';
import { outcomeText } from './outcomeText';

/** Says what the applier did with a batch (declined items aside). */
export function reportOutcomes(outcomes: readonly ApprovalOutcome[]): void {
  const failed = outcomes.filter((o) => o.status === 'failed');
  const applied = outcomes.filter((o) => o.status === 'applied').length;
  if (failed.length > 0) {
    void vscode.window.showErrorMessage(
      vscode.l10n.t(
        'Applied: {0}. Failed: {1}: {2}',
        applied,
        failed.length,
        failed.map((f) => outcomeText(f) ?? '').join('; '),
      ),
    );
  } else {
    void vscode.window.showInformationMessage(
      applied === 1
        ? vscode.l10n.t('1 change applied; "Nova: Undo Last Change" takes it back.')
        : vscode.l10n.t('{0} changes applied; "Nova: Undo Last Change" takes them back.', applied),
    );
  }
}
