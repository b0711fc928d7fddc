import * as fs from 'node:fs';
import * as path from 'node:path';
import { inverseOfAll, type FileOperation, type ProposedChange } from '../core/edits';
import { writeFileReplacing } from '../core/fs/exclusiveTemp';
import { linkedRefusalFor, refusalFor } from '../core/journal/changePaths';
import { nodeDiskProbe, operationProblem } from '../core/journal/operationCheck';
import type { ApprovalOutcome, ChangeApplier } from '../core/ports';
import { discardPreparedFiles, preparedFolders } from '../core/preparedFiles';
import { tempPathFor } from '../core/fs/staleTemp';
import { pathExists } from '../core/fs/pathExists';
import { JournalM } from '../core/journal/journalMessages';
import { failedOutcome } from '../core/journal/outcomeReason';
import { MessageError } from '../core/locale/messageError';
import type { Message } from '../core/locale/messageCatalog';

/**
 * The CLI's {@link ChangeApplier}: the same contract as the editor's (src/host/editApplier.ts) on the plain file
 * system. Each picked proposal is checked like there — every path inside `roots` and outside the protected folders
 * (src/core/journal/changePaths.ts), every source present, no target present, each write finding the text it
 * expects (src/core/journal/operationCheck.ts) — and then applied in order; a proposal whose operation fails is
 * rolled back (its done operations' inverses, last first) and reported `failed`, so nothing is left half done.
 *
 * Never overwrites: a file moves by hard link then unlink (the link fails when the target exists), falling back to a
 * checked rename where links are not possible (folders, other file systems); a creation opens its file exclusively;
 * a text write goes through an exclusive temporary file (src/core/fs/exclusiveTemp.ts). A prepared file or folder
 * on another file system (the OS temp folder) is copied beside its target under a temporary name first and then
 * moved into place the same way, so the target never shows half a copy. The CLI keeps no undo journal: `label`
 * only names the batch in messages, and the prepared folders applied proposals emptied are removed.
 */
export class NodeChangeApplier implements ChangeApplier {
  constructor(private readonly roots: readonly string[]) {}

  async apply(
    proposals: readonly ProposedChange[],
    _label: string,
    picked: readonly ProposedChange[] = proposals,
  ): Promise<ApprovalOutcome[]> {
    const chosen = new Set(picked.map((p) => p.item));
    const outcomes: ApprovalOutcome[] = [];
    for (const proposal of proposals) {
      if (!chosen.has(proposal.item)) {
        outcomes.push({ item: proposal.item, status: 'declined' });
        continue;
      }
      const problem =
        refusalFor([...proposal.operations, ...proposal.inverse], this.roots) ??
        (await linkedRefusalFor([...proposal.operations, ...proposal.inverse], this.roots)) ??
        (await operationProblem(proposal.operations));
      if (problem !== null) {
        outcomes.push(failedOutcome(proposal.item, problem));
        continue;
      }
      const failure = await runAll(proposal.operations);
      outcomes.push(
        failure === null ? { item: proposal.item, status: 'applied' } : failedOutcome(proposal.item, failure),
      );
    }
    outcomes.sort((a, b) => a.item - b.item);
    const applied = new Set(outcomes.filter((o) => o.status === 'applied').map((o) => o.item));
    await discardPreparedFiles(
      proposals.filter((p) => !applied.has(p.item)),
      this.roots,
    ).catch(() => undefined);
    // Without a journal nothing is ever moved back into a prepared folder: an emptied one is removed (rmdir refuses
    // a folder that still holds anything, so nothing is lost).
    for (const folder of preparedFolders(
      proposals.filter((p) => applied.has(p.item)),
      this.roots,
    ))
      await fs.promises.rmdir(folder).catch(() => undefined);
    return outcomes;
  }
}

/** Runs `ops` in order; on a failure takes the done ones back and says what failed (null: all took effect). */
async function runAll(ops: readonly FileOperation[]): Promise<Message | null> {
  const done: FileOperation[] = [];
  try {
    for (const op of ops) {
      await run(op);
      done.push(op);
    }
  } catch (error) {
    for (const op of inverseOfAll(done)) await run(op).catch(() => undefined);
    return failureReason(error);
  }
  // Each operation's own call succeeded (a later one may reuse an earlier one's path, as a restore does, so the
  // list is not re-checked as a whole).
  return null;
}

async function run(op: FileOperation): Promise<void> {
  switch (op.kind) {
    case 'rename':
      await fs.promises.mkdir(path.dirname(op.to), { recursive: true });
      await moveNoOverwrite(op.from, op.to);
      return;
    case 'create':
      await fs.promises.mkdir(path.dirname(op.path), { recursive: true });
      if ('tempFile' in op.source) await moveNoOverwrite(op.source.tempFile, op.path);
      else await fs.promises.writeFile(op.path, op.source.content, { flag: 'wx' });
      return;
    case 'write': {
      // The shared probe reads only a bounded regular file: one swapped for a pipe or a device is "changed".
      const current = await nodeDiskProbe.readText(op.path);
      if (current !== op.previous)
        throw new MessageError(JournalM.changedSincePlanned({ name: path.basename(op.path) }));
      await writeFileReplacing(op.path, op.content);
      return;
    }
  }
}

/** Moves `from` to `to` only when `to` does not exist (see the class comment for how). */
async function moveNoOverwrite(from: string, to: string): Promise<void> {
  const stat = await fs.promises.lstat(from);
  if (!stat.isDirectory()) {
    try {
      await fs.promises.link(from, to);
      await fs.promises.unlink(from);
      return;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'EEXIST') throw error;
      // EXDEV, EPERM, ENOTSUP…: no hard link here; the checked rename below.
      await refuseTaken(to);
    }
  }
  await refuseTaken(to);
  try {
    await fs.promises.rename(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    // Another file system (a prepared download in the OS temp folder): a copy beside the target, moved into place
    // as above, then the source removed.
    const staged = tempPathFor(to, 'nova-tmp');
    try {
      await fs.promises.cp(from, staged, { recursive: true, errorOnExist: true, force: false, verbatimSymlinks: true });
      await moveNoOverwrite(staged, to);
    } catch (copyError) {
      await fs.promises.rm(staged, { recursive: true, force: true }).catch(() => undefined);
      throw copyError;
    }
    await fs.promises.rm(from, { recursive: true, force: true });
  }
}

async function refuseTaken(to: string): Promise<void> {
  if (await pathExists(to)) throw Object.assign(new Error(`${to} already exists`), { code: 'EEXIST' });
}

/** Why an operation failed, by id: the file and what the system said of it (an unknown error code: its own text). */
function failureReason(error: unknown): Message {
  if (error instanceof MessageError) return error.text;
  const e = error as NodeJS.ErrnoException;
  const named = (e as { dest?: unknown }).dest ?? e.path;
  const name = typeof named === 'string' ? path.basename(named) : '';
  if (e.code === 'EEXIST') return name ? JournalM.alreadyExists({ name }) : JournalM.aFileAlreadyExists({});
  if (e.code === 'ENOENT') return name ? JournalM.gone({ name }) : JournalM.aFileGone({});
  if (e.code === 'EACCES' || e.code === 'EPERM') return name ? JournalM.denied({ name }) : JournalM.aFileDenied({});
  return JournalM.systemError({ error: e.message });
}
