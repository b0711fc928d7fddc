import * as fs from 'node:fs';
import { folderEntry, type FolderEntry } from './fileNames';

/** One entry met by {@link walkFolderTree}: its folder entry (names kept as bytes) and its own `lstat`. */
export interface WalkedEntry extends FolderEntry {
  /** `/`-separated path relative to the walked root, with the display names of its parts. */
  rel: string;
  /** The entry's own status: symbolic links are not followed. */
  stat: fs.Stats;
  /** 1 for an entry directly in the root. */
  depth: number;
}

export interface FolderWalkOptions {
  /** Folders deeper than this (the root's children are at depth 1) are not entered; they are listed in `tooDeep`. */
  maxDepth: number;
  /** The walk stops once it has listed more than this many entries in all, setting `truncated`. */
  maxEntries: number;
  /** Decides each entry, in a folder's name order; returning true for a folder enters it. */
  visit(entry: WalkedEntry): boolean | Promise<boolean>;
  /** A folder that could not be listed (`rel` is '' for the root); the walk goes on without it. */
  unreadable?(rel: string, error: NodeJS.ErrnoException): void;
  signal?: AbortSignal;
}

export interface FolderWalkResult {
  /** True when `maxEntries` stopped the walk (what was visited before is not the whole tree). */
  truncated: boolean;
  /** Folders not entered because they are deeper than `maxDepth`. */
  tooDeep: string[];
  /** Folders not entered because the walk had already been inside them (a bind mount or mount loop). */
  loops: string[];
}

interface Pending {
  entry: WalkedEntry | null;
  /** For a folder to list: where it is and what it is called. */
  dir?: { open: string | Buffer; rel: string; depth: number };
}

/**
 * Walks a folder tree without recursion: one explicit stack, so no depth of folders can overflow the call stack,
 * and entries are met in the order a recursive depth-first walk over each folder's sorted names gives. Symbolic
 * links are never followed (every entry is `lstat`-ed, and a linked folder is reported as a link, not entered); a
 * folder whose device and inode were already entered is not entered again, which ends loops that links cannot
 * make but bind mounts can. A folder is read with `opendir` only up to what `maxEntries` still allows, so a folder
 * of a million files costs no more memory than the budget. Rejects only when the signal aborts.
 */
export async function walkFolderTree(root: string, options: FolderWalkOptions): Promise<FolderWalkResult> {
  const result: FolderWalkResult = { truncated: false, tooDeep: [], loops: [] };
  const entered = new Set<string>();
  const rootStat = await fs.promises.stat(root).catch(() => null);
  if (rootStat !== null) entered.add(`${rootStat.dev}:${rootStat.ino}`);
  let listedSoFar = 0;
  const stack: Pending[] = [{ entry: null, dir: { open: root, rel: '', depth: 0 } }];
  while (stack.length > 0) {
    options.signal?.throwIfAborted();
    const item = stack.pop() as Pending;
    if (item.dir !== undefined) {
      const { rel: dirRel, depth } = item.dir;
      const listed = await listFolder(item.dir.open, options.maxEntries - listedSoFar + 1).catch(
        (error: NodeJS.ErrnoException) => {
          options.unreadable?.(dirRel, error);
          return null;
        },
      );
      if (listed === null) continue;
      listedSoFar += listed.length;
      if (listedSoFar > options.maxEntries) {
        result.truncated = true;
        break;
      }
      const children: WalkedEntry[] = [];
      for (const child of listed.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
        // One system call on this thread: a thread-pool round trip per entry cost more than the call itself (a
        // config folder of 20,000 files); the walk still yields at every folder it lists.
        let stat: fs.Stats;
        try {
          stat = fs.lstatSync(child.openPath);
        } catch {
          continue;
        }
        children.push({
          ...child,
          rel: dirRel === '' ? child.name : `${dirRel}/${child.name}`,
          stat,
          depth: depth + 1,
        });
      }
      for (let i = children.length - 1; i >= 0; i--) stack.push({ entry: children[i] as WalkedEntry });
      continue;
    }
    const entry = item.entry as WalkedEntry;
    const enter = await options.visit(entry);
    if (!enter || !entry.stat.isDirectory()) continue;
    if (entry.depth >= options.maxDepth) {
      result.tooDeep.push(entry.rel);
      continue;
    }
    const key = `${entry.stat.dev}:${entry.stat.ino}`;
    // Some file systems report no inode (0): such folders are not compared.
    if (entry.stat.ino !== 0 && entered.has(key)) {
      result.loops.push(entry.rel);
      continue;
    }
    entered.add(key);
    stack.push({ entry: null, dir: { open: entry.openPath, rel: entry.rel, depth: entry.depth } });
  }
  return result;
}

/** At most `max` entries of `dir`, names kept as bytes. */
async function listFolder(dir: string | Buffer, max: number): Promise<FolderEntry[]> {
  const handle = await fs.promises.opendir(dir, { encoding: 'buffer' as BufferEncoding, bufferSize: 256 });
  const out: FolderEntry[] = [];
  try {
    for (;;) {
      const dirent = (await handle.read()) as unknown as fs.Dirent<Buffer> | null;
      if (dirent === null || out.length >= max) break;
      out.push(folderEntry(dir, dirent));
    }
  } finally {
    await handle.close().catch(() => undefined);
  }
  return out;
}
