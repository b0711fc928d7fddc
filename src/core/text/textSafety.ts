/**
 * The one place that decides which characters of untrusted text (file and folder names, jar metadata, launcher
 * files, archive entries, server replies, model output, logs) may reach a line, a message, a terminal or a file
 * name. The contract, shared by every function here (docs/architecture.md, "Text safety"):
 *
 * - **Control characters**: C0 U+0000–U+001F, DEL U+007F and C1 U+0080–U+009F. They break lines (LF, CR, NEL
 *   U+0085), erase or overwrite what is shown (BS, CR) and start terminal escape sequences (ESC U+001B, CSI U+009B).
 * - **Invisible characters**: zero-width U+200B–U+200D, word joiner U+2060, BOM U+FEFF, bidi marks U+200E/U+200F,
 *   embeddings and overrides U+202A–U+202E, isolates U+2066–U+2069, line/paragraph separators U+2028/U+2029. They
 *   hide or reorder text ("Trojan Source") or break lines in editors and JavaScript.
 * - **Unsafe** means either kind. Every function treats the same set the same way: a line has none, visible text
 *   keeps only tab and newline, an escaped text names each one, a file name has none.
 *
 * A function here never throws and never grows text beyond what it documents.
 */

const CONTROL = '\\u0000-\\u001f\\u007f-\\u009f';
const INVISIBLE = '\\u200b-\\u200f\\u2028\\u2029\\u202a-\\u202e\\u2060\\u2066-\\u2069\\ufeff';
const CONTROL_CHAR = new RegExp(`[${CONTROL}]`);
const UNSAFE_CHAR = new RegExp(`[${CONTROL}${INVISIBLE}]`);
const UNSAFE_ALL = new RegExp(`[${CONTROL}${INVISIBLE}]`, 'g');
/** Unsafe, except tab and line feed. */
const UNSAFE_IN_TEXT = new RegExp(`[\\u0000-\\u0008\\u000b-\\u001f\\u007f-\\u009f${INVISIBLE}]`, 'g');
/** ECMA-48 escape sequences: CSI (ESC [ or U+009B), OSC (ESC ]) up to BEL or ST, and two-character escapes. */
const TERMINAL_ESCAPE =
  /(?:\u001b\[|\u009b)[\u0030-\u003f]*[\u0020-\u002f]*[\u0040-\u007e]|\u001b\][^\u0007\u001b\u009c]*(?:\u0007|\u001b\\|\u009c)?|\u001b[\u0020-\u002f]*[\u0030-\u007e]/g;
/** The colour codes Nova's own CLI writes (see `colour` in src/cli/cliIo.ts); nothing else survives in a terminal. */
const OWN_COLOUR = /\u001b\[(?:0|1|2|31|33|36)m/g;
/** Characters no file name may hold on Windows (`/` and `\` separate folders everywhere). */
const FILE_NAME_RESERVED = '<>:"/\\\\|?*';
const FILE_NAME_UNSAFE_RUN = new RegExp(`[${FILE_NAME_RESERVED}${CONTROL}${INVISIBLE}]+`, 'g');
const FILE_NAME_UNSAFE_CHAR = new RegExp(`[${FILE_NAME_RESERVED}${CONTROL}${INVISIBLE}]`);
/** Device names Windows reserves in any folder (checked on the part before the first dot, trailing spaces cut). */
const WINDOWS_DEVICE = /^(con|prn|aux|nul|com[0-9\u00b9\u00b2\u00b3]|lpt[0-9\u00b9\u00b2\u00b3]|conin\$|conout\$)$/i;

/** True when `text` holds a control character (C0, DEL or C1). */
export function hasControlCharacters(text: string): boolean {
  return CONTROL_CHAR.test(text);
}

/** True when `text` holds a control or an invisible character (see the contract above). */
export function hasUnsafeCharacters(text: string): boolean {
  return UNSAFE_CHAR.test(text);
}

/**
 * `text` on one line: terminal escape sequences dropped, every run of unsafe characters and whitespace one space,
 * trimmed, and cut to at most `max` characters with an ellipsis.
 */
export function oneLine(text: string, max = Number.POSITIVE_INFINITY): string {
  const flat = text.replace(TERMINAL_ESCAPE, ' ').replace(UNSAFE_ALL, ' ').replace(/\s+/g, ' ').trim();
  return shorten(flat, max);
}

/**
 * Multi-line text as it may be shown or quoted: every unsafe character except tab and newline replaced one for
 * one by `?`, so character offsets stay valid and nothing is hidden, reordered or overwritten.
 */
export function visibleText(text: string): string {
  return text.replace(UNSAFE_IN_TEXT, '?');
}

/**
 * Text for an error or warning message that must show exactly what was there (an archive entry, a path, an id):
 * each unsafe character written as an escape (`\x0a`, `\u202e`), then cut to `max` characters with an ellipsis.
 */
export function printable(text: string, max = 200): string {
  const escaped = text.replace(UNSAFE_ALL, (c) => {
    const code = c.charCodeAt(0);
    return code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
  });
  return shorten(escaped, max);
}

/**
 * Text bound for a terminal: Nova's own colour codes kept, every other escape sequence and unsafe character
 * (tab and newline aside) shown as `?`, so a name from a jar cannot move the cursor, retitle the window, write to
 * the clipboard or hide text.
 */
export function terminalText(text: string): string {
  let out = '';
  let last = 0;
  for (const match of text.matchAll(OWN_COLOUR)) {
    out += visibleText(text.slice(last, match.index)) + match[0];
    last = match.index + match[0].length;
  }
  return out + visibleText(text.slice(last));
}

/**
 * `text` as a JSON string literal in which every unsafe character is an escape (JSON.stringify leaves DEL, C1 and
 * the invisible ones raw): still valid JSON, and it shows exactly what is there.
 */
export function jsonQuoted(text: string): string {
  return jsonDocument(text);
}

/**
 * `value` as JSON text (`JSON.stringify` with `indent`) in which every unsafe character is an escape: the same
 * document when parsed, and no DEL, C1 or invisible character reaches a terminal or a log raw (JSON's structure
 * is ASCII, so they can only stand inside strings, where an escape means the same; tab and line feed are always
 * escaped inside strings, so the raw ones are the indentation's).
 */
export function jsonDocument(value: unknown, indent?: number): string {
  return (JSON.stringify(value, null, indent) ?? 'null').replace(
    UNSAFE_IN_TEXT,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** True when `name` holds a character no file name may hold on some platform, or an unsafe one. */
export function hasUnsafeFileNameCharacters(name: string): boolean {
  return FILE_NAME_UNSAFE_CHAR.test(name);
}

/** True for the device names Windows reserves (`CON`, `nul.txt`, `aux .log`, `COM1`…): no file may be called that. */
export function isWindowsDeviceName(name: string): boolean {
  return WINDOWS_DEVICE.test((name.split('.')[0] ?? '').trimEnd());
}

/**
 * One path segment that every platform can store, made from `name`: each run of reserved or unsafe characters
 * becomes `replacement`; dots, whitespace and `replacement` at either end are dropped (no hidden file, no `..`,
 * nothing Windows would strip); a Windows device name gets a leading `_`; cut to `max` characters; `fallback`
 * when nothing is left.
 */
export function safeFileName(name: string, options: { fallback: string; replacement?: string; max?: number }): string {
  const replacement = options.replacement ?? '_';
  const edges = new RegExp(`^[.\\s${escapeClass(replacement)}]+|[.\\s${escapeClass(replacement)}]+$`, 'g');
  let safe = name.replace(FILE_NAME_UNSAFE_RUN, replacement).replace(edges, '');
  if (safe === '') return options.fallback;
  if (isWindowsDeviceName(safe)) safe = `_${safe}`;
  const cut = safe.slice(0, options.max ?? 180).replace(edges, '');
  return cut === '' ? options.fallback : cut;
}

/** What to say about a thrown value: an Error's message, else the value as text. Not sanitized (see oneLine). */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function shorten(text: string, max: number): string {
  return text.length <= max ? text : text.slice(0, Math.max(0, max - 1)) + '…';
}

function escapeClass(chars: string): string {
  return chars.replace(/[\\\]^-]/g, '\\$&');
}
