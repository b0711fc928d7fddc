import type { Locale } from '../core/locale/locale';
import { renderMessage, type Message } from '../core/locale/messageCatalog';
import { randomBytes } from 'node:crypto';
import * as path from 'node:path';
import { jsonDocument, terminalText, visibleText } from '../core/text/textSafety';

/** Exit codes of every `nova` subcommand (docs/cli.md): done; done with error-level findings; usage or unreadable input. */
export const EXIT_OK = 0;
export const EXIT_FINDINGS = 1;
export const EXIT_USAGE = 2;

/**
 * A usage error or unreadable input: printed as one line on stderr, exit code 2. Built from a message id (cliMessages.ts)
 * it is printed in the user's language; a plain string (another module's own words) is printed as it is.
 */
export class UsageError extends Error {
  readonly text: Message | null;
  constructor(message: string | Message) {
    super(typeof message === 'string' ? message : renderMessage(message, 'en'));
    this.text = typeof message === 'string' ? null : message;
  }
}

/** Where a subcommand writes; injected so tests can capture output without spawning a process. */
export interface CliIo {
  stdout(text: string): void;
  stderr(text: string): void;
  /** True when stdout is a terminal: only then is colour used. */
  isTty: boolean;
  cwd: string;
  env: NodeJS.ProcessEnv;
  /** The language of text for people: `--lang`, else `LC_ALL`/`LC_MESSAGES`/`LANG` (runCli sets it). */
  locale?: Locale;
}

export function processIo(): CliIo {
  // A reader that stops early (`nova mods X | head`) closes the pipe; that is not an error of ours.
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
    throw error;
  });
  // What reaches a terminal cannot drive it (names come from jars and servers); a pipe gets the exact bytes.
  const forStdout = process.stdout.isTTY === true ? terminalText : (text: string): string => text;
  const forStderr = process.stderr.isTTY === true ? terminalText : (text: string): string => text;
  return {
    stdout: (text) => process.stdout.write(forStdout(text)),
    stderr: (text) => process.stderr.write(forStderr(text)),
    isTty: process.stdout.isTTY === true,
    cwd: process.cwd(),
    env: process.env,
  };
}

/** Prints exactly one JSON document on stdout (docs/cli.md `--json`). */
export function printJson(io: CliIo, value: unknown): void {
  io.stdout(jsonDocument(value, 2) + '\n');
}

/** A path relative to `root` with `/` separators, as every CLI output shows paths. */
export function displayPath(root: string, file: string): string {
  // Files under an absolute, normalised root (every scanned jar): slicing is exact and spares path.relative's
  // two resolves per call, which cost ~20 µs per row in a fresh process (1,000 rows in `nova mods`).
  if (
    file.length > root.length + 1 &&
    file.startsWith(root) &&
    file[root.length] === path.sep &&
    isPlainRoot(root) &&
    !file.includes(`${path.sep}..`) &&
    !file.includes(`${path.sep}.${path.sep}`) &&
    !file.endsWith(path.sep) &&
    !file.includes(path.sep + path.sep, root.length)
  ) {
    const rel = file.slice(root.length + 1);
    return path.sep === '/' ? rel : rel.split(path.sep).join('/');
  }
  const rel = path.relative(root, file);
  if (rel === '') return '.';
  return rel.split(path.sep).join('/');
}

/** The last root {@link isPlainRoot} judged: a listing asks about one root per row. */
let lastRoot: { root: string; plain: boolean } | null = null;

/** An absolute, normalised root without a trailing separator, under which slicing a path is exact. */
function isPlainRoot(root: string): boolean {
  if (lastRoot?.root !== root)
    lastRoot = { root, plain: path.isAbsolute(root) && root === path.normalize(root) && !root.endsWith(path.sep) };
  return lastRoot.plain;
}

/** Left-aligned columns for people; the last column is not padded. Nova's colour marks take no width. */
export function formatTable(rows: string[][]): string {
  if (rows.length === 0) return '';
  const width = (cell: string): number => [...cell.replace(OWN_COLOUR, '')].length;
  const widths: number[] = [];
  for (const row of rows) {
    row.forEach((cell, i) => {
      widths[i] = Math.max(widths[i] ?? 0, width(cell));
    });
  }
  return (
    rows
      .map((row) =>
        row
          .map((cell, i) => (i === row.length - 1 ? cell : cell + ' '.repeat((widths[i] ?? 0) - width(cell))))
          .join('  ')
          .trimEnd(),
      )
      .join('\n') + '\n'
  );
}

const COLOURS = { red: 31, yellow: 33, cyan: 36, dim: 2, bold: 1 } as const;

/**
 * Marks where Nova's own colour codes go: NUL-led and random per process, so no name, metadata, log line or server
 * reply can forge one (a literal `ESC[31m` in a jar name is data like any other and is shown as `?[31m`).
 */
const OWN_MARK = `\u0000nova-${randomBytes(8).toString('hex')}:`;
const OWN_COLOUR = new RegExp(`${OWN_MARK}(\\d{1,2})m`, 'g');

/** Wraps text in an ANSI colour only when writing to a terminal (the code is written by {@link forPeople}). */
export function colour(io: CliIo, name: keyof typeof COLOURS, text: string): string {
  return io.isTty ? `${OWN_MARK}${COLOURS[name]}m${text}${OWN_MARK}0m` : text;
}

/**
 * Text for people, wherever it is written (a terminal, a pipe, a CI log): every control character from data —
 * C0 (CR, BS, BEL…), ESC and so every escape sequence, DEL, C1 (CSI U+009B, NEL…) — and every invisible one is
 * shown as `?` (tab and newline kept; textSafety.ts `visibleText`), and only the colour codes {@link colour} marked
 * become real escape sequences.
 */
export function forPeople(text: string): string {
  let out = '';
  let last = 0;
  for (const match of text.matchAll(OWN_COLOUR)) {
    out += `${visibleText(text.slice(last, match.index))}\u001b[${match[1]}m`;
    last = match.index + match[0].length;
  }
  return out + visibleText(text.slice(last));
}

/**
 * `io` for one invocation: output for people (and every stderr line) goes through {@link forPeople} wherever it
 * is written, so a name from a jar or a model answer never drives a terminal, now or when a log is shown later;
 * `--json` stdout is exact JSON with every unsafe character escaped ({@link printJson}).
 */
export function sanitizedIo(io: CliIo, json: boolean): CliIo {
  return {
    ...io,
    stdout: json ? (text) => io.stdout(text) : (text) => io.stdout(forPeople(text)),
    stderr: (text) => io.stderr(forPeople(text)),
  };
}

/**
 * A sentence for an operating-system error that reached the command line unhandled (disk full, a path through a
 * file, no permission, ...): what happened, where, and what to do. Null for other errors.
 */
export function systemErrorMessage(error: unknown): string | null {
  const e = error as NodeJS.ErrnoException | null;
  if (e === null || typeof e !== 'object' || typeof e.code !== 'string') return null;
  const where = typeof e.path === 'string' ? ` (${e.path.slice(0, 300)})` : '';
  switch (e.code) {
    case 'ENOSPC':
      return `the disk is full${where}. Free some space and run the command again; nothing partial was kept.`;
    case 'EDQUOT':
      return `the disk quota is used up${where}. Free some space and run the command again.`;
    case 'ENOTDIR':
      return `a part of the path is a file, not a folder${where}. Check the path.`;
    case 'EISDIR':
      return `a folder was found where a file was expected${where}. Check the path.`;
    case 'EPERM':
    case 'EACCES':
      return `permission denied${where}. Check the permissions of the file or folder, or run from a folder you own.`;
    case 'EROFS':
      return `the file system is read-only${where}. Choose a writable folder.`;
    case 'ENAMETOOLONG':
      return `a path is too long for the file system${where}. Use a shorter folder or file name.`;
    case 'EMFILE':
    case 'ENFILE':
      return 'too many files are open at once. Close other programs or raise the open-file limit, then run again.';
    case 'ELOOP':
      return `a symbolic link loop was found${where}. Remove the looping link.`;
    case 'ENOENT':
      return `a file or folder does not exist${where}. Check the path.`;
    case 'EIO':
      return `the disk reported a read or write error${where}. Check the disk.`;
    default:
      return null;
  }
}
