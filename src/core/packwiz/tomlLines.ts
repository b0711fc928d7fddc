import { parseBoundedToml as parse } from '../formats/boundedToml';
import { errorMessage } from '../text/textSafety';
import { tomlString } from './packwizToml';
import type { Message } from '../locale/messageCatalog';
import { MessageError } from '../locale/messageError';

/**
 * A TOML document opened for edits line by line (packTomlEdit.ts, metafileSideEdit.ts): the editors change or add
 * single lines and keep every other byte, then check with {@link parsesTo} that the document means what they meant.
 */
export interface TomlLines {
  /** A leading byte-order mark, written back as it was. */
  bom: string;
  /** The document as parsed before any edit. */
  before: Record<string, unknown>;
  /** The line ending the document uses (`\r\n` when any line has one). */
  eol: string;
  /** The lines after the BOM, each with its own line ending. */
  lines: string[];
  scan: ReturnType<typeof scanLines>;
}

/** `text` opened for line edits; not valid TOML throws a MessageError of `invalid(first line of the parser's error)`. */
export function tomlLines(text: string, invalid: (reason: string) => Message): TomlLines {
  const bom = text.startsWith('\uFEFF') ? '\uFEFF' : '';
  const body = text.slice(bom.length);
  let before: Record<string, unknown>;
  try {
    before = parse(body);
  } catch (error) {
    throw new MessageError(invalid((errorMessage(error).split('\n')[0] ?? '').trim()), { cause: error });
  }
  const lines = body.split(/(?<=\n)/);
  return { bom, before, eol: /\r\n/.test(body) ? '\r\n' : '\n', lines, scan: scanLines(lines) };
}

/** Whether the edited text `out` parses to `expected` (key order aside): the edit changed only what it meant to. */
export function parsesTo(out: string, expected: Record<string, unknown>): boolean {
  let after: Record<string, unknown>;
  try {
    after = parse(out);
  } catch {
    return false;
  }
  return canonical(after) === canonical(expected);
}

/** JSON with object keys sorted, bigints as text: equal for equal TOML documents whatever their key order. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => {
    if (typeof v === 'bigint') return `${v}n`;
    if (v !== null && typeof v === 'object' && !Array.isArray(v) && !(v instanceof Date)) {
      const sorted: Record<string, unknown> = {};
      for (const k of Object.keys(v).sort()) sorted[k] = (v as Record<string, unknown>)[k];
      return sorted;
    }
    return v;
  });
}

interface KeyLine {
  index: number;
  table: string;
  key: string;
}

/**
 * Where the table headers and the plain `key = value` lines are, skipping the inside of multi-line strings and
 * arrays. Table names are compared with their parts unquoted and trimmed (`[ "index" ]` is `index`).
 */
function scanLines(lines: readonly string[]): {
  headers: Array<{ index: number; table: string }>;
  keys: KeyLine[];
  firstHeader: number | null;
} {
  const headers: Array<{ index: number; table: string }> = [];
  const keys: KeyLine[] = [];
  let table = '';
  let open: '"""' | "'''" | null = null;
  let depth = 0;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (open !== null) {
      if (count(line, open) % 2 === 1) open = null;
      continue;
    }
    if (depth > 0) {
      depth = Math.max(0, depth + bracketDelta(line));
      continue;
    }
    const header = /^\s*\[(\[?)([^[\]]+)\]\]?\s*(?:#.*)?\r?\n?$/.exec(line);
    if (header) {
      table = header[1] === '[' ? `[[${tableName(header[2]!)}]]` : tableName(header[2]!);
      headers.push({ index: i, table });
      continue;
    }
    const key = /^\s*([A-Za-z0-9_-]+|"[^"\\]*"|'[^']*')\s*=(.*)$/s.exec(line);
    if (!key) continue;
    keys.push({ index: i, table, key: unquote(key[1]!) });
    const value = key[2]!;
    for (const delim of ['"""', "'''"] as const) if (count(value, delim) % 2 === 1) open = delim;
    if (open === null && /^\s*\[/.test(value)) depth = Math.max(0, bracketDelta(value));
  }
  return { headers, keys, firstHeader: headers[0]?.index ?? null };
}

function tableName(raw: string): string {
  return raw
    .split('.')
    .map((part) => unquote(part.trim()))
    .join('.');
}

function unquote(key: string): string {
  return /^(["']).*\1$/.test(key) ? key.slice(1, -1) : key;
}

function count(text: string, needle: string): number {
  let n = 0;
  for (let i = text.indexOf(needle); i >= 0; i = text.indexOf(needle, i + needle.length)) n++;
  return n;
}

/** `[` minus `]` outside strings and comments on one line of an array. */
function bracketDelta(text: string): number {
  let delta = 0;
  let quote: string | null = null;
  for (let i = 0; i < text.length; i++) {
    const c = text.charAt(i);
    if (quote !== null) {
      if (c === '\\' && quote === '"') i++;
      else if (c === quote) quote = null;
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '#') break;
    else if (c === '[') delta++;
    else if (c === ']') delta--;
  }
  return delta;
}

/** The line with its string value replaced, keeping the key's spelling, spacing, a trailing comment and the eol. */
export function replaceValue(line: string, value: string): string {
  const match = /^(\s*[^=]+?\s*=\s*)("(?:[^"\\]|\\.)*"|'[^']*')(.*)$/s.exec(line);
  if (!match) {
    const eol = /\r?\n$/.exec(line)?.[0] ?? '';
    const lead = /^\s*[^=]+?\s*=\s*/.exec(line)?.[0] ?? '';
    return `${lead}${tomlString(value)}${eol}`;
  }
  return `${match[1]}${tomlString(value)}${match[3]}`;
}
