/**
 * Rules every path that comes from an untrusted archive must pass before anything is written: zip entry names,
 * mrpack `files[].path`, CurseForge `overrides` folder names and backup entries. The lexical rules follow
 * Modrinth's `SafeRelativeUtf8UnixPathBuf` and are stricter than yauzl's `strictFileNames`;
 * callers additionally resolve the result under their target folder (see {@link resolveInside}).
 */
import * as path from 'node:path';
import { hasControlCharacters, isWindowsDeviceName, printable } from '../text/textSafety';
import { renderMessage, type Message } from '../locale/messageCatalog';
import { ArchiveSafetyMessages as M } from './archiveSafetyMessages';

/** Why an archive or one of its paths was refused. */
export type ArchiveProblem =
  | 'not-zip'
  | 'damaged'
  | 'unsafe-path'
  | 'symlink'
  | 'special-file'
  | 'too-many-entries'
  | 'too-large'
  | 'zip-bomb'
  | 'overlap'
  | 'duplicate'
  | 'encrypted'
  | 'unsupported'
  | 'bad-index'
  | 'hash-mismatch';

/**
 * Thrown when an archive is refused; `message` names the entry, the problem and what to do in English, and `text`
 * is the same by id, rendered in the person's language where it is shown (localizedError, messageError.ts).
 */
export class ArchiveSafetyError extends Error {
  readonly text: Message;
  constructor(
    readonly problem: ArchiveProblem,
    text: Message,
  ) {
    super(renderMessage(text, 'en'));
    this.text = text;
    this.name = 'ArchiveSafetyError';
  }
}

/** Caps applied to an untrusted archive before any entry is extracted. */
export interface ArchiveLimits {
  maxEntries: number;
  /** Sum of the declared uncompressed sizes. */
  maxTotalBytes: number;
  maxEntryBytes: number;
  /** Largest accepted uncompressed/compressed ratio of one entry (deflate's own ceiling is about 1032). */
  maxRatio: number;
  /** Entries smaller than this are not ratio-checked: tiny files of zeros legitimately compress very well. */
  ratioCheckMinBytes: number;
}

export const DEFAULT_ARCHIVE_LIMITS: ArchiveLimits = {
  maxEntries: 100_000,
  maxTotalBytes: 16 * 1024 ** 3,
  maxEntryBytes: 4 * 1024 ** 3,
  maxRatio: 1000,
  ratioCheckMinBytes: 1024 * 1024,
};

const WINDOWS_FORBIDDEN = /[<>"|?*]/;
const MAX_COMPONENT_BYTES = 255;
/** Longest path an archive entry may have (also the longest path Nova exports). */
export const MAX_PATH_CHARS = 1024;

/** The outcome of checking one relative path: the normalised `/`-separated form, or why it is refused. */
export type PathCheck = { ok: true; path: string } | { ok: false; reason: Message };

/**
 * Checks a relative path from an archive. Accepts `./mods/a.jar` (normalised to `mods/a.jar`) and repeated
 * slashes; refuses empty paths, `..`, absolute and drive paths, backslashes, `:` (drives and NTFS streams),
 * Windows device names with any extension, names ending in a dot or space, control characters and characters
 * Windows cannot store.
 */
export function checkRelativePath(raw: string): PathCheck {
  if (raw.length === 0) return { ok: false, reason: M.pathEmpty({}) };
  if (raw.length > MAX_PATH_CHARS) return { ok: false, reason: M.pathTooLong({ max: String(MAX_PATH_CHARS) }) };
  if (raw.includes('\\')) return { ok: false, reason: M.pathBackslash({}) };
  if (raw.startsWith('/')) return { ok: false, reason: M.pathAbsolute({}) };
  if (/^[A-Za-z]:/.test(raw)) return { ok: false, reason: M.pathDrive({}) };
  if (raw.includes(':')) return { ok: false, reason: M.pathColon({}) };

  if (hasControlCharacters(raw)) return { ok: false, reason: M.pathControl({}) };
  if (WINDOWS_FORBIDDEN.test(raw)) return { ok: false, reason: M.pathWindowsCharacter({}) };
  const parts: string[] = [];
  for (const component of raw.split('/')) {
    if (component === '' || component === '.') continue;
    if (component === '..') return { ok: false, reason: M.pathDotDot({}) };
    if (component.endsWith('.') || component.endsWith(' ')) {
      return { ok: false, reason: M.pathTrailingDot({ name: component }) };
    }
    if (isWindowsDeviceName(component)) return { ok: false, reason: M.pathDeviceName({ name: component }) };
    if (Buffer.byteLength(component, 'utf8') > MAX_COMPONENT_BYTES) {
      return { ok: false, reason: M.pathNameTooLong({ name: component.slice(0, 40), max: MAX_COMPONENT_BYTES }) };
    }
    parts.push(component);
  }
  if (parts.length === 0) return { ok: false, reason: M.pathEmpty({}) };
  return { ok: true, path: parts.join('/') };
}

/** Like {@link checkRelativePath} but throws an {@link ArchiveSafetyError} naming `what` (e.g. "Entry 'x'"). */
export function requireRelativePath(raw: string, what: string | Message): string {
  const check = checkRelativePath(raw);
  if (!check.ok) {
    throw new ArchiveSafetyError('unsafe-path', M.unsafePath({ what, path: printable(raw), reason: check.reason }));
  }
  return check.path;
}

/**
 * Resolves a checked relative path under `root` and confirms the result stays inside it (the second, resolved
 * check on top of the lexical one).
 */
export function resolveInside(root: string, relative: string): string {
  const base = path.resolve(root);
  const target = path.resolve(base, ...relative.split('/'));
  const rel = path.relative(base, target);
  if (rel === '' || rel.startsWith('..') || path.isAbsolute(rel)) {
    throw new ArchiveSafetyError('unsafe-path', M.resolvesOutside({ path: printable(relative), root: base }));
  }
  return target;
}

/** Unix file type bits of a zip entry's external attributes (0 when the archive was not made on Unix). */
export function unixFileType(externalFileAttributes: number): number {
  return (externalFileAttributes >>> 16) & 0o170000;
}

export const S_IFLNK = 0o120000;
export const S_IFREG = 0o100000;
export const S_IFDIR = 0o040000;
