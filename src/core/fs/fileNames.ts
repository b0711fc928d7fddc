import { isUtf8 } from 'node:buffer';
import * as fs from 'node:fs';
import * as path from 'node:path';

/**
 * File names as the file system stores them: bytes. Node decodes names that are not UTF-8 with U+FFFD, after which
 * the file can no longer be opened by that name and is silently lost; these helpers keep the bytes for opening and
 * give a display name with each byte that is not UTF-8 shown as `\xNN` (`caf\xe9.jar`).
 */
export interface FolderEntry {
  /** The name for people and messages; equals the real name when it is UTF-8. */
  name: string;
  /** False when the name's bytes are not valid UTF-8 (`name` then shows them escaped). */
  utf8: boolean;
  /** A path that opens the entry: a string for UTF-8 names, the raw bytes otherwise. */
  openPath: string | Buffer;
  dirent: fs.Dirent<Buffer>;
}

/** The entries of `dir` with their names kept as bytes; rejects like readdir. */
export async function readFolderEntries(dir: string): Promise<FolderEntry[]> {
  const dirents = await fs.promises.readdir(dir, { withFileTypes: true, encoding: 'buffer' });
  return dirents.map((dirent) => folderEntry(dir, dirent));
}

/** One entry of the folder `dir` (a path, or the bytes of one that is not UTF-8), read with `encoding: 'buffer'`. */
export function folderEntry(dir: string | Buffer, dirent: fs.Dirent<Buffer>): FolderEntry {
  const raw = dirent.name;
  if (isUtf8(raw)) {
    const decoded = raw.toString('utf8');
    return { name: decoded, utf8: true, openPath: joinOpenPath(dir, decoded), dirent };
  }
  return { name: escapedFileName(raw), utf8: false, openPath: joinOpenPath(dir, raw), dirent };
}

/** `path.join` for a folder and a name either of which may be the bytes of a name that is not UTF-8. */
export function joinOpenPath(dir: string | Buffer, name: string | Buffer): string | Buffer {
  if (typeof dir === 'string' && typeof name === 'string') return path.join(dir, name);
  const prefix =
    typeof dir === 'string'
      ? Buffer.from(path.join(dir, path.sep), 'utf8')
      : Buffer.concat([dir, Buffer.from(path.sep)]);
  return Buffer.concat([prefix, typeof name === 'string' ? Buffer.from(name, 'utf8') : name]);
}

/** `bytes` as text, with every byte outside valid UTF-8 sequences written `\xNN`. */
export function escapedFileName(bytes: Buffer): string {
  let out = '';
  let i = 0;
  while (i < bytes.length) {
    const length = utf8SequenceLength(bytes, i);
    if (length === 0) {
      out += `\\x${(bytes[i] as number).toString(16).padStart(2, '0')}`;
      i++;
    } else {
      out += bytes.subarray(i, i + length).toString('utf8');
      i += length;
    }
  }
  return out;
}

/** Length of the valid UTF-8 sequence starting at `i`, or 0 when none starts there. */
function utf8SequenceLength(b: Buffer, i: number): number {
  const c = b[i] as number;
  if (c < 0x80) return 1;
  const need = c >= 0xc2 && c <= 0xdf ? 1 : c >= 0xe0 && c <= 0xef ? 2 : c >= 0xf0 && c <= 0xf4 ? 3 : -1;
  if (need < 0 || i + need >= b.length) return 0;
  for (let k = 1; k <= need; k++) {
    const d = b[i + k];
    if (d === undefined || (d & 0xc0) !== 0x80) return 0;
  }
  const second = b[i + 1] as number;
  if (c === 0xe0 && second < 0xa0) return 0;
  if (c === 0xed && second > 0x9f) return 0;
  if (c === 0xf0 && second < 0x90) return 0;
  if (c === 0xf4 && second > 0x8f) return 0;
  return need + 1;
}
