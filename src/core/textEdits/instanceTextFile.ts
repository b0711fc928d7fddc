import { createHash } from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { isInsidePath, readRegularFile } from '../fs/safeRead';

/** Text files larger than this are not read or edited whole. */
export const MAX_TEXT_FILE_BYTES = 2 * 1024 * 1024;
/** Most characters of `old_text`, `new_text` or a new file's content in one proposal. */
export const MAX_EDIT_CHARS = 256 * 1024;

/** Extensions that are never text: archives, world data, images, sounds, compiled code, databases. */
const BINARY_EXTENSIONS = new Set(
  (
    '.jar .zip .7z .gz .tgz .xz .rar .mrpack .mca .mcr .mcc .dat .dat_old .nbt .schem .schematic .litematic .png ' +
    '.jpg .jpeg .gif .webp .ico .ogg .wav .mp3 .class .exe .dll .so .dylib .db .sqlite .ldb .lock .bin .ttf .otf'
  ).split(' '),
);

/** A file of an instance named by the model, resolved and checked. */
export interface InstanceTextPath {
  /** Absolute path as it will be written (the game folder joined with `rel`). */
  full: string;
  /** `/`-separated, relative to the game folder: the key the ledger records reads under. */
  rel: string;
}

/** A refusal of a path or a file, for the model: what is wrong and what to do. */
export class TextFileRefusal extends Error {}

/**
 * Resolves a path the model gave against the instance's game folder and refuses anything that could leave it or is
 * not text: absolute paths, drive letters, `..` segments, NUL characters, binary extensions (jars, region files,
 * `servers.dat`…), and, with every symbolic link on the way resolved (realpath of the file, or of its nearest
 * existing folder for a file still to be created), any place outside the real game folder. A path that passes
 * through a link, even one that stays inside, is refused for writing (`forWrite`), so what is checked is what is
 * written.
 */
export async function resolveInstanceText(
  gameDir: string,
  given: string,
  forWrite: boolean,
): Promise<InstanceTextPath> {
  const cleaned = given
    .trim()
    .replace(/\\/g, '/')
    .replace(/^(\.\/)+/, '');
  const shown = JSON.stringify(given.slice(0, 120));
  if (cleaned === '' || cleaned.includes('\0'))
    throw new TextFileRefusal(`${shown} is not a file path. Give a path relative to the instance's game folder.`);
  const parts = cleaned.split('/').filter((s) => s !== '' && s !== '.');
  if (path.isAbsolute(cleaned) || /^[a-zA-Z]:/.test(cleaned) || parts.includes('..') || cleaned.startsWith('~'))
    throw new TextFileRefusal(
      `${shown} leaves the instance's game folder; only paths relative to it (like config/x.toml or kubejs/server_scripts/a.js) are allowed.`,
    );
  const full = path.resolve(gameDir, ...parts);
  if (!isInsidePath(path.resolve(gameDir), full))
    throw new TextFileRefusal(`${shown} leaves the instance's game folder.`);
  const rel = parts.join('/');
  const ext = path.extname(full).toLowerCase();
  if (BINARY_EXTENSIONS.has(ext))
    throw new TextFileRefusal(
      `${rel} is a binary file (${ext}), not text; Nova never reads or edits jars, world data or other binaries as text. To change a mod's content, write a KubeJS script or a datapack instead.`,
    );
  const realRoot = await fs.promises.realpath(gameDir);
  let probe = full;
  let real: string | null = null;
  for (let i = 0; i <= parts.length; i++) {
    try {
      real = await fs.promises.realpath(probe);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      // A dangling link is a link out of reach: refuse rather than create through it.
      const link = await fs.promises.lstat(probe).catch(() => null);
      if (link?.isSymbolicLink() === true)
        throw new TextFileRefusal(`${rel} goes through a symbolic link that points nowhere; it is not used.`);
      probe = path.dirname(probe);
    }
  }
  if (real === null || !isInsidePath(realRoot, real))
    throw new TextFileRefusal(
      `${rel} leads, through a symbolic link, outside the instance's game folder; Nova reads and edits only files inside it.`,
    );
  if (forWrite) {
    const expected = path.join(realRoot, path.relative(path.resolve(gameDir), probe));
    if (path.resolve(real) !== path.resolve(expected))
      throw new TextFileRefusal(
        `${rel} goes through a symbolic link; Nova edits only files reached without links. Edit the file at its real place instead.`,
      );
  }
  return { full, rel };
}

/** A text file as read for an edit: its exact text and the hash the ledger records. */
export interface TextFileContent {
  text: string;
  hash: string;
}

/**
 * Reads a regular text file of the instance (never a FIFO, device or folder; at most {@link MAX_TEXT_FILE_BYTES};
 * inside the real game folder). Refuses binary content (a NUL byte, or bytes that are not UTF-8).
 */
export async function readInstanceText(
  gameDir: string,
  file: InstanceTextPath,
  signal?: AbortSignal,
): Promise<TextFileContent> {
  let buffer: Buffer;
  try {
    buffer = await readRegularFile(file.full, {
      maxBytes: MAX_TEXT_FILE_BYTES,
      root: gameDir,
      ...(signal === undefined ? {} : { signal }),
    });
  } catch (error) {
    throw new TextFileRefusal(readRefusal(file.rel, error));
  }
  if (buffer.subarray(0, 64 * 1024).includes(0))
    throw new TextFileRefusal(`${file.rel} is a binary file, not text; it cannot be read or edited as text.`);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(buffer);
  } catch {
    throw new TextFileRefusal(`${file.rel} is not UTF-8 text; Nova reads and edits only UTF-8 text files.`);
  }
  return { text, hash: textHash(text) };
}

/** The hash of a file's text the ledger keeps (SHA-256, first 16 hex digits). */
export function textHash(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex').slice(0, 16);
}

function readRefusal(rel: string, error: unknown): string {
  switch ((error as NodeJS.ErrnoException).code) {
    case 'ENOENT':
      return `${rel} does not exist. List the folder with read_file (a folder path) to find the file.`;
    case 'EISDIR':
      return `${rel} is a folder.`;
    case 'ENOTREG':
      return `${rel} is not a regular file (a named pipe, socket or device); it was not read.`;
    case 'EOUTSIDE':
      return `${rel} links to a place outside the instance's game folder; it was not read.`;
    case 'EFBIG':
      return `${rel} is larger than ${MAX_TEXT_FILE_BYTES / 1024 / 1024} MB, too large to read or edit as text.`;
    case 'EACCES':
    case 'EPERM':
      return `${rel} cannot be read (permission denied).`;
    default:
      return `${rel} could not be read (${String((error as Error).message).slice(0, 120)}).`;
  }
}
