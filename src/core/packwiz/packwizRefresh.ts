import * as crypto from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { walkFolderTree } from '../fs/folderWalk';
import { resolvesInside } from '../fs/servedRoots';
import { FILE_POOL_SIZE, mapPool } from '../fs/taskPool';
import { readPackFile } from './packFile';
import type { PackIgnore } from '../formats/packIgnore';
import { hashPackFile } from './packFileHash';
import { parsePackwizIgnore, readIgnoreText } from './packwizIgnore';
import type { PackwizIndexEntry, PackwizProject } from './packwizProject';
import { byteOrder, formatIndexToml, type IndexTomlEntry } from './packwizToml';
import { packWithIndexHash } from './packTomlEdit';
import { errorMessage } from '../text/textSafety';
import { MessageError } from '../locale/messageError';
import { RefreshM } from './packwizRefreshMessages';

export { packWithIndexHash } from './packTomlEdit';

/** One difference between the index on disk and what `packwiz refresh` would write. */
export interface RefreshChange {
  kind: 'added' | 'removed' | 'hash-changed' | 'index-format' | 'pack-hash';
  /** Relative to the pack root. */
  file: string;
  /** For a changed hash: the file's bytes differ from the indexed ones only by CRLF line endings. */
  lineEndingsOnly?: boolean;
}

export interface RefreshPlan {
  /** The index.toml text packwiz would write. */
  indexText: string;
  /** The pack.toml text with the new index hash; unchanged bytes when nothing changes. */
  packText: string;
  indexChanged: boolean;
  packChanged: boolean;
  /** pack.toml's `[index] hash` is the sha256 of index.toml as it is now (false: pack.toml is stale on its own). */
  packHashCurrent: boolean;
  changes: RefreshChange[];
  /** The pack files `refresh` hashes (relative to the pack root), for the caller's information. */
  fileCount: number;
}

/**
 * Computes what `packwiz refresh` would write, without writing: walks the index's folder honouring packwiz's default
 * ignores and `.packwizignore`, hashes every file's bytes exactly as they are on disk with sha256 (so CRLF line endings
 * from a Windows checkout change the hash, as they do for packwiz), keeps each entry's `alias`, `preserve` and
 * `metafile`, flags new `*.pw.toml` files as metafiles, drops entries whose file is gone, sorts by path, then hashes
 * the new index text for pack.toml. Needs a project whose pack.toml and index.toml parsed.
 */
export async function planRefresh(project: PackwizProject): Promise<RefreshPlan> {
  if (project.pack === null) throw new MessageError(RefreshM.packUnreadable({}));
  // indexAbs is set only once the index is known to resolve inside the pack (packwizProject.ts).
  const indexAbs = project.index?.abs ?? project.indexAbs;
  if (indexAbs === null)
    throw new MessageError(RefreshM.notRefreshed({ detail: project.problems[0]?.text ?? RefreshM.indexUnusable({}) }));
  const indexDir = path.dirname(indexAbs);
  const indexHashFormat = project.index?.hashFormat ?? 'sha256';
  const noHashes = project.pack.options['no-internal-hashes'] === true;
  const ignore = await readIgnore(indexDir);
  const found = await walkPack(indexDir, ignore, new Set([path.resolve(project.packFile), path.resolve(indexAbs)]));

  // Existing entries keyed by path then alias, as packwiz's IndexFiles map keys them (a repeated path+alias collapses).
  const byPath = new Map<string, Map<string, PackwizIndexEntry>>();
  for (const entry of project.index?.entries ?? []) {
    const aliases = byPath.get(entry.file) ?? new Map<string, PackwizIndexEntry>();
    aliases.set(entry.alias ?? '', entry);
    byPath.set(entry.file, aliases);
  }
  const changes: RefreshChange[] = [];
  const rel = (file: string): string =>
    path
      .relative(project.root, path.join(indexDir, ...file.split('/')))
      .split(path.sep)
      .join('/');
  const out: IndexTomlEntry[] = [];
  const ownFormat = indexHashFormat === 'sha256' ? undefined : 'sha256';
  // Streamed through a bounded pool: never every file open, or read whole, at once.
  const hashes = await mapPool(found, FILE_POOL_SIZE, (file) =>
    noHashes
      ? Promise.resolve({ hash: '', lineEndingsOnlyHash: null })
      : hashPackFile(path.join(indexDir, ...file.split('/'))).catch((error: unknown) => {
          throw new MessageError(RefreshM.cannotHash({ file: rel(file), detail: errorText(error) }), {
            cause: error,
          });
        }),
  );
  found.forEach((file, i) => {
    const { hash, lineEndingsOnlyHash } = hashes[i]!;
    const existing = byPath.get(file);
    if (existing === undefined) {
      changes.push({ kind: 'added', file: rel(file) });
      out.push({ file, hash, hashFormat: ownFormat, metafile: file.endsWith('.pw.toml') });
      return;
    }
    for (const [alias, entry] of existing) {
      if (entry.hash.toLowerCase() !== hash) {
        const lineEndingsOnly = lineEndingsOnlyHash !== null && entry.hash.toLowerCase() === lineEndingsOnlyHash;
        changes.push({ kind: 'hash-changed', file: rel(file), ...(lineEndingsOnly ? { lineEndingsOnly } : {}) });
      }
      out.push({
        file,
        hash,
        hashFormat: ownFormat,
        alias: alias === '' ? undefined : alias,
        metafile: entry.metafile || file.endsWith('.pw.toml'),
        preserve: entry.preserve,
      });
    }
    byPath.delete(file);
  });
  for (const file of byPath.keys()) changes.push({ kind: 'removed', file: rel(file) });
  out.sort((a, b) => byteOrder(a.file, b.file) || byteOrder(a.alias ?? '', b.alias ?? ''));
  const indexText = formatIndexToml(indexHashFormat, out);
  const currentIndex = await readPackFile(indexAbs).catch((error: NodeJS.ErrnoException) => {
    // Only a missing index is "no index" (refresh creates it); any other failure stops the refresh.
    if (error.code === 'ENOENT') return null;
    throw new MessageError(RefreshM.indexUnreadable({ file: rel(project.pack!.indexFile), detail: error.message }), {
      cause: error,
    });
  });
  const indexChanged = currentIndex === null || !currentIndex.equals(Buffer.from(indexText, 'utf8'));
  if (indexChanged && changes.length === 0) changes.push({ kind: 'index-format', file: rel(project.pack.indexFile) });

  const indexHash = noHashes ? '' : crypto.createHash('sha256').update(indexText, 'utf8').digest('hex');
  const packBytes = await readPackFile(project.packFile);
  const packText = packWithIndexHash(packBytes.toString('utf8'), indexHash);
  const packChanged = !packBytes.equals(Buffer.from(packText, 'utf8'));
  if (project.pack.indexHash !== indexHash || project.pack.indexHashFormat !== 'sha256')
    changes.push({ kind: 'pack-hash', file: 'pack.toml' });
  const currentHash = currentIndex === null ? null : crypto.createHash('sha256').update(currentIndex).digest('hex');
  const packHashCurrent = noHashes || (currentHash !== null && project.pack.indexHash?.toLowerCase() === currentHash);
  return { indexText, packText, indexChanged, packChanged, packHashCurrent, changes, fileCount: found.length };
}

/**
 * The pack's ignore rules: packwiz's defaults, then `.packwizignore` beside the index, matched as packwiz matches
 * them (packwizIgnore.ts). Throws when the ignore file exists but cannot be read.
 */
export async function readIgnore(indexDir: string): Promise<PackIgnore> {
  return parsePackwizIgnore(await readIgnoreText(indexDir), { defaults: true });
}

/** Limits of the refresh walk: deeper folders are not indexed; more entries than this stop the refresh. */
const MAX_PACK_DEPTH = 128;
const MAX_PACK_ENTRIES = 200_000;

/**
 * Files `refresh` indexes, `/`-separated relative to `dir`, byte-sorted. Ignored folders are not entered; a symbolic
 * link to a folder is skipped and one to a file inside `dir` is hashed through the link, as packwiz does (a link to
 * a file outside is skipped).
 */
export async function walkPack(dir: string, ignore: PackIgnore, skip: ReadonlySet<string>): Promise<string[]> {
  const files: string[] = [];
  const ignoreFile = path.join(dir, '.packwizignore');
  const walked = await walkFolderTree(dir, {
    maxDepth: MAX_PACK_DEPTH,
    maxEntries: MAX_PACK_ENTRIES,
    visit: async (entry) => {
      if (!entry.utf8) return false;
      const childAbs = entry.openPath as string;
      let isDir = entry.stat.isDirectory();
      if (entry.stat.isSymbolicLink()) {
        // Only a link to a regular file inside the pack is indexed: never a folder, a FIFO or a device (/dev/zero),
        // and never a file outside (containment, docs/architecture.md principle 11: it is not even hashed).
        if (!(await resolvesInside(dir, childAbs))) return false;
        const target = await fs.promises.stat(childAbs).catch(() => null);
        if (target === null || !target.isFile()) return false;
        isDir = false;
      } else if (!isDir && !entry.stat.isFile()) return false;
      if (isDir) return !(entry.depth === 1 && entry.name === '.git') && !ignore.ignores(entry.rel, true);
      if (!skip.has(childAbs) && childAbs !== ignoreFile && !ignore.ignores(entry.rel, false)) files.push(entry.rel);
      return false;
    },
  });
  if (walked.truncated) throw new MessageError(RefreshM.tooManyFiles({ max: MAX_PACK_ENTRIES.toLocaleString('en') }));
  return files.sort(byteOrder);
}

function errorText(error: unknown): string {
  return errorMessage(error);
}
