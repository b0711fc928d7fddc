import * as path from 'node:path';
import { DirectoryEntry, type JarArchive } from '../archive/jarArchive';
import { walkFolderTree } from '../fs/folderWalk';
import { readRegularFile } from '../fs/safeRead';
import { overlayDirectories } from './packOverlays';
import type { PackFiles } from './packFilesView';

export type { PackFiles } from './packFilesView';

/** A jar or zip opened with {@link JarArchive}: names from the central directory, reads bounded and CRC-checked. */
export function archiveFiles(archive: JarArchive): PackFiles {
  // The content reader asks an entry's size right before reading it: its record is parsed once for both, into one
  // record reused for every entry (no object and no second decode of its name per entry: a cold index reads tens of
  // thousands). A read at once is done with it before it returns; a read that waits gets a record of its own.
  const current = new DirectoryEntry(archive);
  const entry = (i: number): DirectoryEntry => {
    if (current.index !== i) {
      current.index = -1;
      archive.fillEntry(i, current);
    }
    return current;
  };
  return {
    names: archive.names,
    size: (i) => entry(i).uncompressedSize,
    read: (i, maxBytes) => archive.read(archive.entry(i), maxBytes),
    readNow: (i, maxBytes, into) => archive.readNow(entry(i), maxBytes, into),
  };
}

/** Folders below a pack root entered at most (data packs nest `data/<ns>/tags/<registry>/<path>`). */
const MAX_FOLDER_DEPTH = 16;
/** Files of one folder pack listed at most. */
const MAX_FOLDER_FILES = 200_000;
/** A `pack.mcmeta` read at most (real ones are a few hundred bytes). */
const MAX_MCMETA_BYTES = 1024 * 1024;

/**
 * A pack folder: only its `pack.mcmeta` and `data/` and `assets/` trees are listed, with those of the overlay folders
 * its `pack.mcmeta` declares (packOverlays.ts); the rest of a game folder is never walked.
 * Symbolic links are not followed and reads stay inside the folder (fs/safeRead.ts), so a link pointing out of the
 * pack reads nothing. `truncated` is true when the file budget cut the listing; `signature` changes whenever a
 * listed file's name, size or modification time does (the indexer's warm check).
 */
export async function folderFiles(
  root: string,
  signal?: AbortSignal,
): Promise<PackFiles & { truncated: boolean; signature: string }> {
  const names: string[] = [];
  const sizes: number[] = [];
  const stamps: string[] = [];
  let truncated = false;
  const tops = ['assets', 'data'];
  const mcmeta = await readRegularFile(path.join(root, 'pack.mcmeta'), { maxBytes: MAX_MCMETA_BYTES, root }).catch(
    () => null,
  );
  if (mcmeta !== null) {
    names.push('pack.mcmeta');
    sizes.push(mcmeta.length);
    stamps.push(`pack.mcmeta\u0000${mcmeta.toString('base64')}`);
    for (const dir of overlayDirectories(mcmeta.toString('utf8'))) tops.push(`${dir}/assets`, `${dir}/data`);
  }
  for (const top of tops) {
    const base = path.join(root, ...top.split('/'));
    const result = await walkFolderTree(base, {
      maxDepth: MAX_FOLDER_DEPTH,
      maxEntries: MAX_FOLDER_FILES,
      ...(signal === undefined ? {} : { signal }),
      visit(entry) {
        if (entry.stat.isDirectory()) return true;
        if (entry.stat.isFile() && entry.utf8 && names.length < MAX_FOLDER_FILES) {
          names.push(`${top}/${entry.rel}`);
          sizes.push(entry.stat.size);
          stamps.push(`${entry.rel}\u0000${entry.stat.size}\u0000${entry.stat.mtimeMs}`);
        }
        return false;
      },
    });
    if (result.truncated) truncated = true;
  }
  return {
    names,
    truncated,
    signature: stamps.join('\n'),
    size: (i) => sizes[i] ?? 0,
    read: (i, maxBytes) => readRegularFile(path.join(root, ...names[i]!.split('/')), { maxBytes, root }),
  };
}
