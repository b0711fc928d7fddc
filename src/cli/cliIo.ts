import * as path from 'node:path';

/** Exit codes of every `nova` subcommand (CLI.md): done; done with error-level findings; usage or unreadable input. */
export const EXIT_OK = 0;
export const EXIT_FINDINGS = 1;
export const EXIT_USAGE = 2;

/** A usage error or unreadable input: printed as one line on stderr, exit code 2. */
export class UsageError extends Error {}

/** Where a subcommand writes; injected so tests can capture output without spawning a process. */
export interface CliIo {
  stdout(text: string): void;
  stderr(text: string): void;
  /** True when stdout is a terminal: only then is colour used. */
  isTty: boolean;
  cwd: string;
  env: NodeJS.ProcessEnv;
}

export function processIo(): CliIo {
  // A reader that stops early (`nova mods X | head`) closes the pipe; that is not an error of ours.
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
    throw error;
  });
  return {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    isTty: process.stdout.isTTY === true,
    cwd: process.cwd(),
    env: process.env,
  };
}

/** Prints exactly one JSON document on stdout (CLI.md `--json`). */
export function printJson(io: CliIo, value: unknown): void {
  io.stdout(JSON.stringify(value, null, 2) + '\n');
}

/** A path relative to `root` with `/` separators, as every CLI output shows paths. */
export function displayPath(root: string, file: string): string {
  const rel = path.relative(root, file);
  if (rel === '') return '.';
  return rel.split(path.sep).join('/');
}

/** Left-aligned columns for people; the last column is not padded. */
export function formatTable(rows: string[][]): string {
  if (rows.length === 0) return '';
  const widths: number[] = [];
  for (const row of rows) {
    row.forEach((cell, i) => {
      widths[i] = Math.max(widths[i] ?? 0, [...cell].length);
    });
  }
  return (
    rows
      .map((row) =>
        row
          .map((cell, i) => (i === row.length - 1 ? cell : cell + ' '.repeat((widths[i] ?? 0) - [...cell].length)))
          .join('  ')
          .trimEnd(),
      )
      .join('\n') + '\n'
  );
}

const COLOURS = { red: 31, yellow: 33, cyan: 36, dim: 2, bold: 1 } as const;

/**
 * Wraps text in an ANSI colour only when writing to a terminal. The escape is written as a private-use marker that
 * {@link sanitizedIo} turns into ESC after it has escaped every control character of the text itself.
 */
export function colour(io: CliIo, name: keyof typeof COLOURS, text: string): string {
  return io.isTty ? `${SGR}[${COLOURS[name]}m${text}${SGR}[0m` : text;
}

const SGR = '\ue000';
const SGR_MARK = /\ue000\[(\d{1,2})m/g;
/** C0 controls but tab and line feed, DEL, C1 controls (0x9b is a CSI), bidi overrides and isolates. */
const UNSAFE_OUTPUT = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

/**
 * Output text with every control character shown as a `\uXXXX` escape, so text from jar metadata, file names and
 * model answers cannot move the cursor, retitle or clear the terminal, or hide text. In JSON output such
 * characters only occur inside strings, where the escape decodes back to the same character.
 */
export function escapeControls(text: string): string {
  return text
    .replace(UNSAFE_OUTPUT, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
    .replace(SGR_MARK, '\u001b[$1m');
}

/** `io` with {@link escapeControls} applied to everything written. */
export function sanitizedIo(io: CliIo): CliIo {
  return {
    ...io,
    stdout: (text) => io.stdout(escapeControls(text)),
    stderr: (text) => io.stderr(escapeControls(text)),
  };
}
