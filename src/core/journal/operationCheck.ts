import * as path from 'node:path';
import type { FileOperation } from '../edits';
import { pathExists } from '../fs/pathExists';
import { readRegularFile } from '../fs/safeRead';
import type { Message } from '../locale/messageCatalog';
import { JournalM } from './journalMessages';

/** How the check sees the disk; the default reads the real one. */
export interface DiskProbe {
  exists(file: string): Promise<boolean>;
  /** The file's text, or null when it cannot be read. */
  readText(file: string): Promise<string | null>;
}

/**
 * The most bytes a text a write operation expects is compared with: far above any text Nova edits (text edits stop
 * at 2 MiB, src/core/textEdits/instanceTextFile.ts), far below what would strain memory.
 */
export const MAX_COMPARED_TEXT_BYTES = 64 * 1024 * 1024;

/**
 * The real disk. A file is read only when it is a regular file no larger than {@link MAX_COMPARED_TEXT_BYTES}
 * (src/core/fs/safeRead.ts): a file replaced between proposal and apply by a named pipe, a link to a device or a huge
 * file reads as null ("not the expected text") at once, instead of blocking or filling memory.
 */
export const nodeDiskProbe: DiskProbe = {
  exists: pathExists,
  readText: async (file) => {
    try {
      return (await readRegularFile(file, { maxBytes: MAX_COMPARED_TEXT_BYTES })).toString('utf8');
    } catch {
      return null;
    }
  },
};

/**
 * Why `ops` cannot be applied in order to the current disk (a message by id, journalMessages.ts), or null when they can: every source exists, no target
 * exists (nothing is ever overwritten), and a text replacement finds exactly the text it expects. Earlier operations
 * of the same list are taken into account (a rename frees its source and takes its target).
 */
export async function operationProblem(
  ops: readonly FileOperation[],
  probe: DiskProbe = nodeDiskProbe,
): Promise<Message | null> {
  const overlay = new Map<string, boolean>();
  const exists = async (file: string): Promise<boolean> => overlay.get(file) ?? (await probe.exists(file));
  const name = (file: string): string => path.basename(file);
  for (const op of ops) {
    switch (op.kind) {
      case 'rename': {
        if (!(await exists(op.from))) return JournalM.missing({ name: name(op.from), path: op.from });
        if (await exists(op.to)) return JournalM.exists({ name: name(op.to), path: op.to });
        overlay.set(op.from, false);
        overlay.set(op.to, true);
        break;
      }
      case 'create': {
        if ('tempFile' in op.source && !(await exists(op.source.tempFile)))
          return JournalM.preparedMissing({ path: op.source.tempFile });
        if (await exists(op.path)) return JournalM.exists({ name: name(op.path), path: op.path });
        if ('tempFile' in op.source) overlay.set(op.source.tempFile, false);
        overlay.set(op.path, true);
        break;
      }
      case 'write': {
        if (!(await exists(op.path))) return JournalM.missing({ name: name(op.path), path: op.path });
        const current = overlay.has(op.path) ? null : await probe.readText(op.path);
        if (current !== op.previous) return JournalM.textChanged({ name: name(op.path) });
        break;
      }
    }
  }
  return null;
}

/**
 * The operations that re-apply a batch after it was undone: creations were moved aside to their
 * `undoPath`, so redo moves that very file back (exactly what was there, without needing the temporary source).
 */
export function redoOperations(ops: readonly FileOperation[]): FileOperation[] {
  return ops.map((op): FileOperation => {
    switch (op.kind) {
      case 'create':
        return { kind: 'rename', from: op.undoPath, to: op.path };
      default:
        return op;
    }
  });
}

/** The state each operation leaves behind, as a check after applying: targets exist and moved sources do not. */
export async function operationsTookEffect(
  ops: readonly FileOperation[],
  probe: DiskProbe = nodeDiskProbe,
): Promise<boolean> {
  for (const op of ops) {
    switch (op.kind) {
      case 'rename':
        if (!(await probe.exists(op.to)) || (await probe.exists(op.from))) return false;
        break;
      case 'create':
        if (!(await probe.exists(op.path))) return false;
        break;
      case 'write':
        if ((await probe.readText(op.path)) !== op.content) return false;
        break;
    }
  }
  return true;
}
