import * as vscode from 'vscode';
import type { EditApplier } from '../host/editApplier';

export interface UndoCommandDeps {
  applier: EditApplier;
}

/** "Nova: Undo Last Change" and "Nova: Redo" (also the chat's buttons), and the status-bar Undo item. */
export function registerUndoCommands(deps: UndoCommandDeps): vscode.Disposable {
  const status = vscode.window.createStatusBarItem('nova.undo', vscode.StatusBarAlignment.Left, 0);
  status.name = vscode.l10n.t('Nova: Undo Last Change');
  status.command = 'nova.undoLastChange';
  const updateStatus = (): void => {
    const next = deps.applier.journal.nextUndo;
    if (next === undefined) {
      status.hide();
      return;
    }
    status.text = `$(discard) ${vscode.l10n.t('Nova: Undo')}`;
    status.tooltip = vscode.l10n.t('Undo "{0}"', next.label);
    status.show();
  };
  updateStatus();
  const run = async (which: 'undo' | 'redo'): Promise<void> => {
    const outcome = which === 'undo' ? await deps.applier.undo() : await deps.applier.redo();
    if (outcome.ok) {
      void vscode.window.showInformationMessage(outcome.message);
    } else {
      void vscode.window.showWarningMessage(outcome.message);
    }
  };
  return vscode.Disposable.from(
    status,
    deps.applier.onDidChange(updateStatus),
    vscode.commands.registerCommand('nova.undoLastChange', () => run('undo')),
    vscode.commands.registerCommand('nova.redoChange', () => run('redo')),
  );
}
