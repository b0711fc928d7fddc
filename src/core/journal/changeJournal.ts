import type { FileOperation } from '../edits';
import type { FileState } from './fileState';

/** Batches kept per workspace; older ones fall off the bottom of the undo stack. */
export const JOURNAL_LIMIT = 50;

/**
 * One applied batch: what was done, how to take it back, and the state each side expects. `after` is checked
 * before undo; `before` (captured right after an undo) is checked before redo.
 */
export interface JournalBatch {
  id: string;
  /** Shown in messages: "Disable sodium.jar", "2 changes from the chat". */
  label: string;
  /** When it was applied (ms since epoch). */
  time: number;
  /** The plain-language line of each change in the batch. */
  summaries: string[];
  operations: FileOperation[];
  inverse: FileOperation[];
  after: FileState[];
  before: FileState[];
}

export interface JournalData {
  version: 1;
  undo: JournalBatch[];
  redo: JournalBatch[];
}

/**
 * The undo/redo stacks of applied batches for one workspace (host-free; the host persists `toJSON()`). Recording
 * a new batch clears the redo stack, as editors do. It never touches files; the host applies and checks them.
 */
export class ChangeJournal {
  private undoStack: JournalBatch[] = [];
  private redoStack: JournalBatch[] = [];

  static fromJSON(data: unknown): ChangeJournal {
    const journal = new ChangeJournal();
    if (typeof data === 'object' && data !== null && (data as JournalData).version === 1) {
      const { undo, redo } = data as JournalData;
      if (Array.isArray(undo)) journal.undoStack = undo.filter(isBatch).slice(-JOURNAL_LIMIT);
      if (Array.isArray(redo)) journal.redoStack = redo.filter(isBatch).slice(-JOURNAL_LIMIT);
    }
    return journal;
  }

  toJSON(): JournalData {
    return { version: 1, undo: [...this.undoStack], redo: [...this.redoStack] };
  }

  record(batch: JournalBatch): void {
    this.undoStack.push(batch);
    if (this.undoStack.length > JOURNAL_LIMIT) this.undoStack.splice(0, this.undoStack.length - JOURNAL_LIMIT);
    this.redoStack = [];
  }

  /** The batch Undo would take back, if any. */
  get nextUndo(): JournalBatch | undefined {
    return this.undoStack[this.undoStack.length - 1];
  }

  /** The batch Redo would re-apply, if any. */
  get nextRedo(): JournalBatch | undefined {
    return this.redoStack[this.redoStack.length - 1];
  }

  /** Moves the last batch to the redo stack with the state found after undoing it. */
  markUndone(id: string, before: FileState[]): void {
    const batch = this.nextUndo;
    if (batch === undefined || batch.id !== id) throw new Error(`Batch ${id} is not the last applied batch.`);
    this.undoStack.pop();
    this.redoStack.push({ ...batch, before });
  }

  /** Moves the batch back to the undo stack with the state found after re-applying it. */
  markRedone(id: string, after: FileState[]): void {
    const batch = this.nextRedo;
    if (batch === undefined || batch.id !== id) throw new Error(`Batch ${id} is not the last undone batch.`);
    this.redoStack.pop();
    this.undoStack.push({ ...batch, after });
  }

  get size(): { undo: number; redo: number } {
    return { undo: this.undoStack.length, redo: this.redoStack.length };
  }
}

function isBatch(value: unknown): value is JournalBatch {
  if (typeof value !== 'object' || value === null) return false;
  const b = value as Partial<JournalBatch>;
  return (
    typeof b.id === 'string' &&
    Array.isArray(b.operations) &&
    Array.isArray(b.inverse) &&
    Array.isArray(b.after) &&
    Array.isArray(b.before)
  );
}
