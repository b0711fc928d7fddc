import { parseBoundedToml as parse } from '../formats/boundedToml';
import { tomlString } from './packwizToml';
import { errorMessage } from '../text/textSafety';

/**
 * pack.toml after a refresh, edited in place (docs/packwiz.md): `[index] hash` gets the new index hash (or goes
 * away with `no-internal-hashes`, as packwiz leaves an empty hash out), `[index] hash-format` becomes `sha256`, and
 * an empty or `packwiz:1.0.0` `pack-format` becomes `packwiz:1.1.0` as packwiz migrates it. Only those values change:
 * every comment, blank line, key order, quoting style, unknown key and line ending stays as the author wrote it. For
 * a file packwiz wrote, the result is byte for byte what packwiz writes.
 *
 * The result is parsed again and must equal the original document with just those values changed; when the file is
 * written in a shape this line editor cannot change safely (an inline `index = { … }` table, dotted `index.hash`
 * keys), it throws a sentence saying what to do instead of writing something else.
 */
export function packWithIndexHash(text: string, hash: string): string {
  const bom = text.startsWith('\uFEFF') ? '\uFEFF' : '';
  const body = text.slice(bom.length);
  let before: Record<string, unknown>;
  try {
    before = parse(body);
  } catch (error) {
    throw new Error(`pack.toml is not valid TOML (${firstLine(error)}); fix it before refreshing.`, { cause: error });
  }
  const eol = /\r\n/.test(body) ? '\r\n' : '\n';
  const lines = body.split(/(?<=\n)/);
  const scan = scanLines(lines);

  const format = typeof before['pack-format'] === 'string' ? before['pack-format'] : '';
  const migrate = format === '' || format === 'packwiz:1.0.0';
  const edits = new Map<number, string | null>();
  const inserts: Array<{ at: number; text: string }> = [];

  if (migrate) {
    const line = scan.keys.find((k) => k.table === '' && k.key === 'pack-format');
    if (line !== undefined) edits.set(line.index, replaceValue(lines[line.index]!, 'packwiz:1.1.0'));
    else {
      // After the top-level keys: before the blank lines and comments that lead into the first table.
      let at = scan.firstHeader ?? lines.length;
      while (at > 0 && /^\s*(#.*)?\r?\n?$/.test(lines[at - 1]!)) at--;
      inserts.push({ at, text: `pack-format = "packwiz:1.1.0"${eol}` });
    }
  }
  const indexHeader = scan.headers.find((h) => h.table === 'index');
  if (indexHeader === undefined) {
    let tail = `${eol}[index]${eol}file = "index.toml"${eol}hash-format = "sha256"${eol}`;
    if (hash !== '') tail += `hash = ${tomlString(hash)}${eol}`;
    const last = lines.length > 0 && !lines[lines.length - 1]!.endsWith('\n') ? eol : '';
    inserts.push({ at: lines.length, text: last + tail });
  } else {
    const inIndex = scan.keys.filter((k) => k.table === 'index');
    const formatLine = inIndex.find((k) => k.key === 'hash-format');
    const hashLine = inIndex.find((k) => k.key === 'hash');
    const fileLine = inIndex.find((k) => k.key === 'file');
    if (formatLine !== undefined) edits.set(formatLine.index, replaceValue(lines[formatLine.index]!, 'sha256'));
    const afterFormat = formatLine?.index ?? fileLine?.index ?? indexHeader.index;
    if (formatLine === undefined) inserts.push({ at: afterFormat + 1, text: `hash-format = "sha256"${eol}` });
    if (hashLine !== undefined)
      edits.set(hashLine.index, hash === '' ? null : replaceValue(lines[hashLine.index]!, hash));
    else if (hash !== '') inserts.push({ at: afterFormat + 1, text: `hash = ${tomlString(hash)}${eol}` });
  }

  let out = '';
  for (let i = 0; i <= lines.length; i++) {
    for (const insert of inserts) if (insert.at === i) out += insert.text;
    if (i === lines.length) break;
    const edited = edits.get(i);
    if (edited === undefined) out += lines[i];
    else if (edited !== null) out += edited;
  }
  verify(before, out, hash, migrate);
  return bom + out;
}

function verify(before: Record<string, unknown>, out: string, hash: string, migrate: boolean): void {
  const expected: Record<string, unknown> = { ...before };
  if (migrate) expected['pack-format'] = 'packwiz:1.1.0';
  const index = { ...((expected['index'] ?? { file: 'index.toml' }) as Record<string, unknown>) };
  index['hash-format'] = 'sha256';
  if (hash === '') delete index['hash'];
  else index['hash'] = hash;
  expected['index'] = index;
  let after: Record<string, unknown> | null;
  try {
    after = parse(out);
  } catch {
    after = null;
  }
  if (after === null || canonical(after) !== canonical(expected)) {
    throw new Error(
      "pack.toml's [index] table is written in a form Nova cannot edit without changing something else (an inline " +
        'table or dotted keys); write it as an [index] table with file, hash-format and hash on their own lines, ' +
        'then refresh again. Nothing was written.',
    );
  }
}

/** JSON with object keys sorted, bigints as text: equal for equal TOML documents whatever their key order. */
export function canonical(value: unknown): string {
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
export function scanLines(lines: readonly string[]): {
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

function firstLine(error: unknown): string {
  return (errorMessage(error).split('\n')[0] ?? '').trim();
}
