import * as crypto from 'node:crypto';
import * as path from 'node:path';
import * as vscode from 'vscode';
import type { FileOperation, ProposedChange } from '../core/edits';
import { linkedRefusalFor, refusalFor, touchedPaths } from '../core/journal/changePaths';
import { untrustedRefusal } from './workspaceTrust';
import type { ChangeJournal, JournalBatch } from '../core/journal/changeJournal';
import { captureFileStates, describeStateMismatch, type FileState } from '../core/journal/fileState';
import { operationProblem, operationsTookEffect, redoOperations } from '../core/journal/operationCheck';
import type { ApprovalOutcome, ChangeApplier } from '../core/ports';
import type { UndoJournalStore } from './undoJournal';
import { discardPreparedFiles } from '../core/preparedFiles';
import { JournalM } from '../core/journal/journalMessages';
import { failedOutcome } from '../core/journal/outcomeReason';
import { renderMessage } from '../core/locale/messageCatalog';
import { hostLocale } from './hostLocale';

/**
 * The host's one {@link ChangeApplier}: every change a person or the model makes through Nova (chat checklist,
 * palette commands, quick fixes, diagnostic code links, bisect steps) is applied and journaled here, and
 * {@link onDidChange} tells every view and the diagnostics once after each applied, undone or redone batch.
 * Applies changes as one WorkspaceEdit (renames, creations; large outputs are moved into place from a temporary
 * file, never read into memory), records each applied batch in the journal with the state it leaves, and undoes or
 * redoes a batch only when the files are still in that state. Nothing is deleted: undoing a creation moves the file
 * aside. Paths outside the workspace folders (or in .vscode/.git) are refused.
 */
export class EditApplier implements ChangeApplier, vscode.Disposable {
  constructor(
    private readonly store: UndoJournalStore,
    private readonly roots: () => readonly string[],
  ) {}

  dispose(): void {
    // The journal store belongs to the caller; nothing of the applier's own to release.
  }

  get journal(): ChangeJournal {
    return this.store.journal;
  }

  get onDidChange(): vscode.Event<void> {
    return this.store.onDidChange;
  }

  async apply(
    proposals: readonly ProposedChange[],
    label: string,
    picked: readonly ProposedChange[] = proposals,
  ): Promise<ApprovalOutcome[]> {
    const chosen = new Set(picked.map((p) => p.item));
    const outcomes: ApprovalOutcome[] = proposals
      .filter((p) => !chosen.has(p.item))
      .map((p) => ({ item: p.item, status: 'declined' }));
    const ready = proposals.filter((p) => chosen.has(p.item));
    if (ready.length > 0) outcomes.push(...(await this.applyPicked(ready, label)));
    outcomes.sort((a, b) => a.item - b.item);
    const applied = new Set(outcomes.filter((o) => o.status === 'applied').map((o) => o.item));
    await this.discardPrepared(proposals.filter((p) => !applied.has(p.item)));
    return outcomes;
  }

  /** The picked proposals: applied together, journaled as one batch; one outcome per proposal. */
  private async applyPicked(proposals: readonly ProposedChange[], label: string): Promise<ApprovalOutcome[]> {
    const untrusted = untrustedRefusal('change');
    if (untrusted !== null) return proposals.map((p) => ({ item: p.item, status: 'failed', detail: untrusted }));
    const outcomes: ApprovalOutcome[] = [];
    const ready: ProposedChange[] = [];
    const planned: FileOperation[] = [];
    for (const proposal of proposals) {
      const refusal =
        refusalFor([...proposal.operations, ...proposal.inverse], this.roots()) ??
        (await linkedRefusalFor([...proposal.operations, ...proposal.inverse], this.roots()));
      const problem = refusal ?? (await operationProblem([...planned, ...proposal.operations]));
      if (problem !== null) {
        outcomes.push(failedOutcome(proposal.item, problem));
        continue;
      }
      planned.push(...proposal.operations);
      ready.push(proposal);
    }
    if (ready.length === 0) return outcomes;
    const applied = await this.execute(planned);
    const done: ProposedChange[] = [];
    for (const proposal of ready) {
      if (applied || (await operationsTookEffect(proposal.operations))) {
        done.push(proposal);
        outcomes.push({ item: proposal.item, status: 'applied' });
      } else {
        outcomes.push(failedOutcome(proposal.item, JournalM.notCarriedOut({})));
      }
    }
    if (done.length > 0) await this.record(label, done);
    return outcomes.sort((a, b) => a.item - b.item);
  }

  /** Removes what write tools prepared in the temp folder for proposals that were declined or failed. */
  private async discardPrepared(proposals: readonly ProposedChange[]): Promise<void> {
    await discardPreparedFiles(proposals, this.roots()).catch(() => undefined);
  }

  /** Takes back the last batch when its files are as Nova left them; otherwise says which file changed. */
  async undo(): Promise<{ ok: boolean; message: string }> {
    const batch = this.store.journal.nextUndo;
    if (batch === undefined)
      return {
        ok: false,
        message: vscode.l10n.t('Nothing to undo: Nova has not changed any file in this workspace yet.'),
      };
    return this.replay(batch, batch.inverse, batch.after, {
      refused: (refusal) =>
        vscode.l10n.t(
          'Nova did not undo "{0}": {1}. Nothing was changed; put the file back as it was, or change it by hand.',
          batch.label,
          refusal,
        ),
      failed: () =>
        vscode.l10n.t(
          'VS Code refused to undo "{0}". Check that the files are not read-only or open in another program.',
          batch.label,
        ),
      done: () => vscode.l10n.t('Undid "{0}".', batch.label),
      mark: (after) => this.store.journal.markUndone(batch.id, after),
    });
  }

  /** Re-applies the last undone batch when nothing changed since the undo. */
  async redo(): Promise<{ ok: boolean; message: string }> {
    const batch = this.store.journal.nextRedo;
    if (batch === undefined) return { ok: false, message: vscode.l10n.t('Nothing to redo.') };
    return this.replay(batch, redoOperations(batch.operations), batch.before, {
      refused: (refusal) => vscode.l10n.t('Nova did not redo "{0}": {1}. Nothing was changed.', batch.label, refusal),
      failed: () =>
        vscode.l10n.t(
          'VS Code refused to redo "{0}". Check that the files are not read-only or open in another program.',
          batch.label,
        ),
      done: () => vscode.l10n.t('Redid "{0}".', batch.label),
      mark: (after) => this.store.journal.markRedone(batch.id, after),
    });
  }

  /**
   * Runs `ops` (an undo's inverse or a redo's operations) of `batch` when its files are in the `expected` state and
   * the operations pass the same checks as a first apply; then records the files' new state with `texts.mark`.
   */
  private async replay(
    batch: JournalBatch,
    ops: readonly FileOperation[],
    expected: FileState[],
    texts: {
      refused: (refusal: string) => string;
      failed: () => string;
      done: () => string;
      mark: (after: FileState[]) => void;
    },
  ): Promise<{ ok: boolean; message: string }> {
    const paths = touchedPaths([...batch.operations, ...batch.inverse]);
    const untrusted = untrustedRefusal('change');
    if (untrusted !== null) return { ok: false, message: texts.refused(untrusted) };
    // The core's reason by id, in VS Code's display language like the sentence around it (vscode.l10n).
    const refusal =
      describeStateMismatch(expected, await captureFileStates(paths)) ??
      refusalFor(ops, this.roots()) ??
      (await linkedRefusalFor(ops, this.roots())) ??
      (await operationProblem(ops));
    if (refusal !== null) return { ok: false, message: texts.refused(renderMessage(refusal, hostLocale())) };
    if (!(await this.execute(ops)) && !(await operationsTookEffect(ops))) return { ok: false, message: texts.failed() };
    texts.mark(await captureFileStates(paths));
    await this.store.save();
    return { ok: true, message: texts.done() };
  }

  private async record(label: string, changes: readonly ProposedChange[]): Promise<JournalBatch> {
    const operations = changes.flatMap((c) => c.operations);
    const inverse = [...changes].reverse().flatMap((c) => c.inverse);
    const paths = touchedPaths([...operations, ...inverse]);
    const batch: JournalBatch = {
      id: crypto.randomUUID(),
      label,
      time: Date.now(),
      summaries: changes.map((c) => c.summary),
      operations,
      inverse,
      after: await captureFileStates(paths),
      before: [],
    };
    this.store.journal.record(batch);
    await this.store.save();
    return batch;
  }

  /** Runs the operations as WorkspaceEdits (see `stages`); false when VS Code refused one. */
  private async execute(ops: readonly FileOperation[]): Promise<boolean> {
    try {
      for (const stage of stages(ops)) {
        if (!(await vscode.workspace.applyEdit(workspaceEdit(stage), { isRefactoring: false }))) return false;
      }
      return true;
    } catch {
      return false;
    }
  }
}

/**
 * The operations cut into consecutive stages, each applied as one WorkspaceEdit: VS Code checks all moves of one
 * edit against the disk before making any, so a move into a path an earlier move frees (a restore moves the current
 * `mods/` aside, then the restored one in) must come in a later edit.
 */
function stages(ops: readonly FileOperation[]): FileOperation[][] {
  const out: FileOperation[][] = [];
  let current: FileOperation[] = [];
  let freed = new Set<string>();
  for (const op of ops) {
    const target = op.kind === 'rename' ? op.to : op.path;
    if (freed.has(path.resolve(target))) {
      out.push(current);
      current = [];
      freed = new Set();
    }
    current.push(op);
    if (op.kind === 'rename') freed.add(path.resolve(op.from));
  }
  if (current.length > 0) out.push(current);
  return out;
}

/** Renames, creations and writes as one WorkspaceEdit that never overwrites (a write replaces the checked text). */
function workspaceEdit(ops: readonly FileOperation[]): vscode.WorkspaceEdit {
  const edit = new vscode.WorkspaceEdit();
  const meta = (label: string): vscode.WorkspaceEditEntryMetadata => ({ label, needsConfirmation: false });
  for (const op of ops) {
    switch (op.kind) {
      case 'rename':
        edit.renameFile(
          vscode.Uri.file(op.from),
          vscode.Uri.file(op.to),
          { overwrite: false },
          meta(path.basename(op.to)),
        );
        break;
      case 'create':
        if ('tempFile' in op.source) {
          edit.renameFile(
            vscode.Uri.file(op.source.tempFile),
            vscode.Uri.file(op.path),
            { overwrite: false },
            meta(path.basename(op.path)),
          );
        } else {
          edit.createFile(
            vscode.Uri.file(op.path),
            { overwrite: false, contents: Buffer.from(op.source.content, 'utf8') },
            meta(path.basename(op.path)),
          );
        }
        break;
      case 'write':
        edit.createFile(
          vscode.Uri.file(op.path),
          { overwrite: true, contents: Buffer.from(op.content, 'utf8') },
          meta(path.basename(op.path)),
        );
        break;
    }
  }
  return edit;
}
