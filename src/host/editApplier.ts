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
import type { ApprovalOutcome, ChangeApplier } from '../core/ports';
import type { UndoJournalStore } from './undoJournal';
import { discardPreparedFiles } from '../core/preparedFiles';

/** The internal command a quick fix runs after VS Code applied its edit; it journals the staged batch. */
const COMMIT_COMMAND = 'nova.applier.commitStaged';
const MAX_STAGED = 64;

/**
 * The host's one {@link ChangeApplier}: every change a person or the model makes through Nova (chat checklist,
 * palette commands, quick fixes, diagnostic code links) is applied and journaled here.
 * Applies changes as one WorkspaceEdit (renames, creations; large outputs are moved into place from a temporary
 * file, never read into memory), records each applied batch in the journal with the state it leaves, and undoes or
 * redoes a batch only when the files are still in that state. Nothing is deleted: undoing a creation moves the file
 * aside. Paths outside the workspace folders (or in .vscode/.git) are refused.
 */
export class EditApplier implements ChangeApplier, vscode.Disposable {
  /** Quick-fix batches whose edit VS Code applies itself, by token, until their commit command runs. */
  private readonly staged = new Map<string, { proposals: readonly ProposedChange[]; label: string }>();
  private readonly commit: vscode.Disposable;

  constructor(
    private readonly store: UndoJournalStore,
    private readonly roots: () => readonly string[],
  ) {
    this.commit = vscode.commands.registerCommand(COMMIT_COMMAND, (token: unknown) => this.commitStaged(token));
  }

  dispose(): void {
    this.commit.dispose();
    this.staged.clear();
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

  /**
   * The same batch for a code action, whose edit VS Code applies itself when the person picks the lightbulb: the
   * edit is built here (as {@link apply} would run it) and the command journals the batch once its operations took
   * effect. Undefined when the batch would be refused (outside the workspace, a target taken), holds a copy (a
   * copy is staged on disk first) or needs several edits in turn (see `stages`): only {@link apply} does those.
   */
  async codeAction(
    proposals: readonly ProposedChange[],
    label: string,
  ): Promise<{ edit: vscode.WorkspaceEdit; command: vscode.Command } | undefined> {
    const operations = proposals.flatMap((p) => p.operations);
    if (untrustedRefusal('change') !== null) return undefined;
    if (operations.some((op) => op.kind === 'copy') || stages(operations).length > 1) return undefined;
    const refusal = refusalFor([...operations, ...proposals.flatMap((p) => p.inverse)], this.roots());
    if ((refusal ?? (await operationProblem(operations))) !== null) return undefined;
    const token = crypto.randomUUID();
    this.staged.set(token, { proposals, label });
    // Code actions are computed far more often than picked: keep only the most recent ones.
    for (const old of this.staged.keys()) {
      if (this.staged.size <= MAX_STAGED) break;
      this.staged.delete(old);
    }
    return { edit: workspaceEdit(operations), command: { command: COMMIT_COMMAND, title: label, arguments: [token] } };
  }

  private async commitStaged(token: unknown): Promise<void> {
    const batch = typeof token === 'string' ? this.staged.get(token) : undefined;
    if (batch === undefined) return;
    this.staged.delete(token as string);
    const done: ProposedChange[] = [];
    for (const proposal of batch.proposals) if (await operationsTookEffect(proposal.operations)) done.push(proposal);
    if (done.length > 0) await this.record(batch.label, done);
  }

  /** The picked proposals: applied together, journaled as one batch; one outcome per proposal. */
  private async applyPicked(proposals: readonly ProposedChange[], label: string): Promise<ApprovalOutcome[]> {
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

  /**
   * Runs the operations as one WorkspaceEdit. Copies are first copied by the file system to a temporary name next to
   * their target (streamed, never held in memory) and then renamed into place by the edit.
   */
  private async execute(ops: readonly FileOperation[]): Promise<boolean> {
    const staged: string[] = [];
    try {
      const runnable: FileOperation[] = [];
      for (const op of ops) {
        if (op.kind !== 'copy') {
          runnable.push(op);
          continue;
        }
        const temporary = path.join(
          path.dirname(op.to),
          `.${path.basename(op.to)}.nova-${crypto.randomBytes(4).toString('hex')}.tmp`,
        );
        await fs.promises.mkdir(path.dirname(op.to), { recursive: true });
        await fs.promises.copyFile(op.from, temporary, fs.constants.COPYFILE_EXCL);
        staged.push(temporary);
        runnable.push({ kind: 'rename', from: temporary, to: op.to });
      }
      for (const stage of stages(runnable)) {
        if (!(await vscode.workspace.applyEdit(workspaceEdit(stage), { isRefactoring: false }))) return false;
      }
      return true;
    } catch {
      return false;
    } finally {
      // Temporary copies Nova made itself and that the edit did not move into place (only ever our own files).
      for (const file of staged) await fs.promises.rm(file, { force: true }).catch(() => undefined);
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
    const target = op.kind === 'rename' || op.kind === 'copy' ? op.to : op.path;
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
      case 'copy':
        throw new Error('copies are staged on disk before the edit');
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
