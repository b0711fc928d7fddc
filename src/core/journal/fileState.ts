import { createHash } from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { Message } from '../locale/messageCatalog';
import { JournalM } from './journalMessages';

/** Files up to this size are also hashed; larger ones (jars) are identified by size and modification time. */
export const HASH_LIMIT_BYTES = 4 * 1024 * 1024;

/**
 * What a path looked like at one moment: enough to tell whether someone changed it since. Renames keep size and
 * mtime, so a renamed-and-renamed-back file still matches; any rewrite changes the mtime (and the hash of text files).
 */
export interface FileState {
  path: string;
  exists: boolean;
  size?: number;
  mtimeMs?: number;
  sha256?: string;
}

/** The state of each path, in order. Unreadable paths count as absent only when they do not exist. */
export async function captureFileStates(paths: readonly string[]): Promise<FileState[]> {
  return Promise.all([...new Set(paths)].map(captureFileState));
}

export async function captureFileState(file: string): Promise<FileState> {
  let stat: fs.Stats;
  try {
    stat = await fs.promises.stat(file);
  } catch {
    return { path: file, exists: false };
  }
  const state: FileState = { path: file, exists: true, size: stat.size, mtimeMs: Math.round(stat.mtimeMs) };
  if (stat.isFile() && stat.size <= HASH_LIMIT_BYTES) {
    state.sha256 = createHash('sha256')
      .update(await fs.promises.readFile(file))
      .digest('hex');
  }
  return state;
}

/**
 * One sentence (a message by id, journalMessages.ts) naming the first path whose state differs from `expected`, or null when all match. Used to refuse
 * undo/redo after someone else changed a file the batch touched.
 */
export function describeStateMismatch(expected: readonly FileState[], actual: readonly FileState[]): Message | null {
  for (const want of expected) {
    const have = actual.find((s) => s.path === want.path) ?? { path: want.path, exists: false };
    const name = path.basename(want.path);
    if (want.exists && !have.exists) return JournalM.noLongerAt({ name, path: want.path });
    if (!want.exists && have.exists) return JournalM.nowExists({ name, path: want.path });
    if (!want.exists) continue;
    if (want.size !== have.size)
      return JournalM.sizeChanged({ name, size: String(have.size ?? '?'), was: String(want.size ?? '?') });
    if (want.sha256 !== undefined && have.sha256 !== undefined) {
      if (want.sha256 !== have.sha256) return JournalM.contentChanged({ name });
    } else if (want.mtimeMs !== have.mtimeMs) {
      return JournalM.modifiedSince({ name });
    }
  }
  return null;
}
