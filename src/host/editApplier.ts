import * as crypto from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import * as vscode from 'vscode';
import type { FileOperation, ProposedChange } from '../core/edits';
import { refusalFor, touchedPaths } from '../core/journal/changePaths';
import { untrustedRefusal } from './workspaceTrust';
import type { ChangeJournal, JournalBatch } from '../core/journal/changeJournal';
import { captureFileStates, describeStateMismatch } from '../core/journal/fileState';
import { operationProblem, operationsTookEffect, redoOperations } from '../core/journal/operationCheck';
import type { ApprovalOutcome } from '../core/ports';
import type { UndoJournalStore } from './undoJournal';
import { discardPreparedFiles } from '../core/preparedFiles';

export type ApplyResult = { ok: true; batch: JournalBatch } | { ok: false; reason: string };

/** One change to apply: its line for people and the model, the operations, and how to take it back. */
export interface ChangeToApply {
  summary: string;
  operations: FileOperation[];
  inverse: FileOperation[];
}

/**
 * Applies changes as one WorkspaceEdit (renames, creations; large outputs are moved into place from a temporary
 * file, never read into memory), records each applied batch in the journal with the state it leaves, and undoes or
 * redoes a batch only when the files are still in that state. Nothing is deleted: undoing a creation moves the file
 * aside. Paths outside the workspace folders (or in .vscode/.git) are refused.
 */
export class EditApplier {
  constructor(
    private readonly store: UndoJournalStore,
    private readonly roots: () => readonly string[],
  ) {}

  get journal(): ChangeJournal {
    return this.store.journal;
  }

  get onDidChange(): vscode.Event<void> {
    return this.store.onDidChange;
  }

  /** The checklist's picked proposals: applied together, journaled as one batch; one outcome per proposal. */
  async applyProposals(proposals: readonly ProposedChange[], label: string): Promise<ApprovalOutcome[]> {
    const untrusted = untrustedRefusal('change');
    if (untrusted !== null) return proposals.map((p) => ({ item: p.item, status: 'failed', detail: untrusted }));
    const outcomes: ApprovalOutcome[] = [];
    const ready: ProposedChange[] = [];
    const planned: FileOperation[] = [];
    for (const proposal of proposals) {
      const refusal = refusalFor([...proposal.operations, ...proposal.inverse], this.roots());
      const problem = refusal ?? (await operationProblem([...planned, ...proposal.operations]));
      if (problem !== null) {
        outcomes.push({ item: proposal.item, status: 'failed', detail: problem });
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
        outcomes.push({
          item: proposal.item,
          status: 'failed',
          detail: 'VS Code did not carry out the change (the file may be read-only or locked)',
        });
      }
    }
    if (done.length > 0) await this.record(label, done);
    return outcomes.sort((a, b) => a.item - b.item);
  }

  /** Removes what write tools prepared in the temp folder for proposals that were declined or failed. */
  async discardPrepared(proposals: readonly ProposedChange[]): Promise<void> {
    await discardPreparedFiles(proposals, this.roots()).catch(() => undefined);
  }

  /** Applies one change outside the chat (commands, quick fixes) through the same path. */
  async applyChange(label: string, change: ChangeToApply): Promise<ApplyResult> {
    const refusal = untrustedRefusal('change') ?? refusalFor([...change.operations, ...change.inverse], this.roots());
    const problem = refusal ?? (await operationProblem(change.operations));
    if (problem !== null) return { ok: false, reason: problem };
    if (!(await this.execute(change.operations)) && !(await operationsTookEffect(change.operations))) {
      return {
        ok: false,
        reason: vscode.l10n.t(
          'VS Code refused the change. Check that the files are not read-only or open in another program.',
        ),
      };
    }
    return { ok: true, batch: await this.record(label, [change]) };
  }

  /** Journals a change that VS Code already applied (a quick fix's WorkspaceEdit), so it can be undone too. */
  async recordApplied(label: string, change: ChangeToApply): Promise<boolean> {
    if (refusalFor(change.operations, this.roots()) !== null || !(await operationsTookEffect(change.operations)))
      return false;
    await this.record(label, [change]);
    return true;
  }

  /** Takes back the last batch when its files are as Nova left them; otherwise says which file changed. */
  async undo(): Promise<{ ok: boolean; message: string }> {
    const batch = this.store.journal.nextUndo;
    if (batch === undefined)
      return {
        ok: false,
        message: vscode.l10n.t('Nothing to undo: Nova has not changed any file in this workspace yet.'),
      };
    const paths = touchedPaths([...batch.operations, ...batch.inverse]);
    const mismatch = describeStateMismatch(batch.after, await captureFileStates(paths));
    const refusal =
      untrustedRefusal('change') ??
      mismatch ??
      refusalFor(batch.inverse, this.roots()) ??
      (await operationProblem(batch.inverse));
    if (refusal !== null) {
      return {
        ok: false,
        message: vscode.l10n.t(
          'Nova did not undo "{0}": {1}. Nothing was changed; put the file back as it was, or change it by hand.',
          batch.label,
          refusal,
        ),
      };
    }
    if (!(await this.execute(batch.inverse)) && !(await operationsTookEffect(batch.inverse))) {
      return {
        ok: false,
        message: vscode.l10n.t(
          'VS Code refused to undo "{0}". Check that the files are not read-only or open in another program.',
          batch.label,
        ),
      };
    }
    this.store.journal.markUndone(batch.id, await captureFileStates(paths));
    await this.store.save();
    return { ok: true, message: vscode.l10n.t('Undid "{0}".', batch.label) };
  }

  /** Re-applies the last undone batch when nothing changed since the undo. */
  async redo(): Promise<{ ok: boolean; message: string }> {
    const batch = this.store.journal.nextRedo;
    if (batch === undefined) return { ok: false, message: vscode.l10n.t('Nothing to redo.') };
    const ops = redoOperations(batch.operations);
    const paths = touchedPaths([...batch.operations, ...batch.inverse]);
    const mismatch = describeStateMismatch(batch.before, await captureFileStates(paths));
    const refusal =
      untrustedRefusal('change') ?? mismatch ?? refusalFor(ops, this.roots()) ?? (await operationProblem(ops));
    if (refusal !== null) {
      return {
        ok: false,
        message: vscode.l10n.t('Nova did not redo "{0}": {1}. Nothing was changed.', batch.label, refusal),
      };
    }
    if (!(await this.execute(ops)) && !(await operationsTookEffect(ops))) {
      return {
        ok: false,
        message: vscode.l10n.t(
          'VS Code refused to redo "{0}". Check that the files are not read-only or open in another program.',
          batch.label,
        ),
      };
    }
    this.store.journal.markRedone(batch.id, await captureFileStates(paths));
    await this.store.save();
    return { ok: true, message: vscode.l10n.t('Redid "{0}".', batch.label) };
  }

  private async record(label: string, changes: readonly ChangeToApply[]): Promise<JournalBatch> {
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

  /**
   * Runs the operations as one WorkspaceEdit. Copies are first copied by the file system to a temporary name next to
   * their target (streamed, never held in memory) and then renamed into place by the edit.
   */
  private async execute(ops: readonly FileOperation[]): Promise<boolean> {
    const edit = new vscode.WorkspaceEdit();
    const staged: string[] = [];
    const meta = (label: string): vscode.WorkspaceEditEntryMetadata => ({ label, needsConfirmation: false });
    try {
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
          case 'copy': {
            const temporary = path.join(
              path.dirname(op.to),
              `.${path.basename(op.to)}.nova-${crypto.randomBytes(4).toString('hex')}.tmp`,
            );
            await fs.promises.mkdir(path.dirname(op.to), { recursive: true });
            await fs.promises.copyFile(op.from, temporary, fs.constants.COPYFILE_EXCL);
            staged.push(temporary);
            edit.renameFile(
              vscode.Uri.file(temporary),
              vscode.Uri.file(op.to),
              { overwrite: false },
              meta(path.basename(op.to)),
            );
            break;
          }
          case 'write':
            edit.createFile(
              vscode.Uri.file(op.path),
              { overwrite: true, contents: Buffer.from(op.content, 'utf8') },
              meta(path.basename(op.path)),
            );
            break;
        }
      }
      return await vscode.workspace.applyEdit(edit, { isRefactoring: false });
    } catch {
      return false;
    } finally {
      // Temporary copies Nova made itself and that the edit did not move into place (only ever our own files).
      for (const file of staged) await fs.promises.rm(file, { force: true }).catch(() => undefined);
    }
  }
}
