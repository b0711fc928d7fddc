import * as vscode from 'vscode';
import { ChangeJournal } from '../core/journal/changeJournal';

const STATE_KEY = 'nova.undoJournal';

/**
 * The change journal of this workspace, persisted in workspaceState so Undo works after a restart. Every change
 * to it is saved at once; `onDidChange` lets the chat and the status bar update their Undo/Redo buttons.
 */
export class UndoJournalStore implements vscode.Disposable {
  readonly journal: ChangeJournal;
  private readonly changed = new vscode.EventEmitter<void>();
  readonly onDidChange = this.changed.event;

  constructor(private readonly state: vscode.Memento) {
    this.journal = ChangeJournal.fromJSON(state.get(STATE_KEY));
  }

  async save(): Promise<void> {
    await this.state.update(STATE_KEY, this.journal.toJSON());
    this.changed.fire();
  }

  dispose(): void {
    this.changed.dispose();
  }
}
