import type { TomlTable } from 'smol-toml';

/** Why the reader gave up: the document uses something outside its subset, so smol-toml must decide. */
const OUTSIDE = null;

/**
 * What made each table or array of tables this reader created: 'implicit', the parent of a header; 'explicit',
 * a `[header]`; 'array', the array of a `[[header]]`. A value of the document is never in it.
 */
type Made = Map<object, 'implicit' | 'explicit' | 'array'>;

/**
 * Reads the plain TOML that jar descriptors (`mods.toml`) and packwiz files are written in, several times faster
 * than smol-toml, or returns null for anything else. The subset: comments; `[table]` and `[[array]]` headers of
 * bare dotted keys; `key = value` with bare keys; values that are basic strings with the common escapes,
 * literal strings, multi-line strings without backslashes or carriage returns, decimal integers, booleans and
 * arrays of those. Within it the result is exactly smol-toml's (null-prototype tables, the same order); a
 * repeated key or table, a date, a float, an inline table, a quoted or dotted key, a CR inside a string or any
 * doubt returns null, so smol-toml parses it and names every error. Why: smol-toml keeps a second tree of table
 * states in dictionary-mode objects, which made a 500-character `mods.toml` cost about 25 µs warm and 70 µs cold,
 * the largest part of a folder scan after reading (bench/jarScanBench.ts).
 */
export function parseSimpleToml(text: string): TomlTable | null {
  const root = Object.create(null) as TomlTable;
  const made: Made = new Map();
  let current = root;
  const length = text.length;
  let p = 0;
  while (p < length) {
    const c = text.charCodeAt(p);
    if (c === 0x20 || c === 0x09 || c === 0x0a) {
      p++;
      continue;
    }
    if (c === 0x0d) {
      if (text.charCodeAt(p + 1) !== 0x0a) return OUTSIDE;
      p += 2;
      continue;
    }
    if (c === 0x23 /* # */) {
      p = skipComment(text, p);
      if (p < 0) return OUTSIDE;
      continue;
    }
    if (c === 0x5b /* [ */) {
      const array = text.charCodeAt(p + 1) === 0x5b;
      p += array ? 2 : 1;
      const keys: string[] = [];
      for (;;) {
        const end = bareKeyEnd(text, p);
        if (end === p) return OUTSIDE;
        keys.push(text.slice(p, end));
        p = end;
        if (text.charCodeAt(p) !== 0x2e /* . */) break;
        p++;
      }
      if (text.charCodeAt(p) !== 0x5d || (array && text.charCodeAt(p + 1) !== 0x5d)) return OUTSIDE;
      p += array ? 2 : 1;
      const table = openTable(root, made, keys, array);
      if (table === null) return OUTSIDE;
      current = table;
      p = endOfLine(text, p);
      if (p < 0) return OUTSIDE;
      continue;
    }
    const keyEnd = bareKeyEnd(text, p);
    if (keyEnd === p) return OUTSIDE;
    const key = text.slice(p, keyEnd);
    p = skipBlanks(text, keyEnd);
    if (text.charCodeAt(p) !== 0x3d /* = */) return OUTSIDE;
    p = skipBlanks(text, p + 1);
    const parsed = readValue(text, p, true);
    if (parsed === OUTSIDE) return OUTSIDE;
    if (Object.hasOwn(current, key)) return OUTSIDE; // a redefinition: smol-toml names it
    if (key === '__proto__') return OUTSIDE;
    current[key] = parsed.value;
    p = endOfLine(text, parsed.end);
    if (p < 0) return OUTSIDE;
  }
  return root;
}

/**
 * The table a header opens, creating its parents; null when the path meets anything but tables this reader
 * made (a value, an array of tables on the way, a table defined twice), which smol-toml either refuses or
 * reads by rules this subset leaves to it.
 */
function openTable(root: TomlTable, made: Made, keys: string[], array: boolean): TomlTable | null {
  let table = root;
  for (let i = 0; i < keys.length - 1; i++) {
    const key = keys[i]!;
    if (key === '__proto__') return null;
    const child = table[key];
    if (child === undefined) {
      const parent = Object.create(null) as TomlTable;
      table[key] = parent;
      made.set(parent, 'implicit');
      table = parent;
    } else {
      const kind = made.get(child as object);
      if (kind === undefined || kind === 'array') return null;
      table = child as TomlTable;
    }
  }
  const last = keys[keys.length - 1]!;
  if (last === '__proto__') return null;
  const existing = table[last];
  const opened = Object.create(null) as TomlTable;
  if (array) {
    if (existing === undefined) {
      const list: TomlTable[] = [opened];
      table[last] = list;
      made.set(list, 'array');
    } else if (made.get(existing as object) === 'array') (existing as TomlTable[]).push(opened);
    else return null;
    return opened;
  }
  if (existing !== undefined) return null;
  table[last] = opened;
  made.set(opened, 'explicit');
  return opened;
}

type Value = string | number | boolean | Value[];

/** A value at `p` and where it ends, or null outside the subset. Arrays may not nest (`nested` false inside). */
function readValue(text: string, p: number, nested: boolean): { value: Value; end: number } | null {
  const c = text.charCodeAt(p);
  if (c === 0x22 /* " */) {
    if (text.startsWith('"""', p)) return multiLine(text, p, '"""');
    return basicString(text, p + 1);
  }
  if (c === 0x27 /* ' */) {
    if (text.startsWith("'''", p)) return multiLine(text, p, "'''");
    const end = text.indexOf("'", p + 1);
    if (end < 0) return null;
    const value = text.slice(p + 1, end);
    if (hasControl(value, true)) return null;
    return { value, end: end + 1 };
  }
  if (text.startsWith('true', p)) return valueEnds(text, p + 4) ? { value: true, end: p + 4 } : null;
  if (text.startsWith('false', p)) return valueEnds(text, p + 5) ? { value: false, end: p + 5 } : null;
  if (c === 0x5b /* [ */ && nested) return readArray(text, p + 1);
  return readInteger(text, p);
}

/** `-?(0|[1-9][0-9]*)` of at most 15 digits (always exact as a double), ending the value; `-0` is left out. */
function readInteger(text: string, p: number): { value: number; end: number } | null {
  let q = p;
  if (text.charCodeAt(q) === 0x2d /* - */) q++;
  const first = q;
  while (q < text.length) {
    const d = text.charCodeAt(q);
    if (d < 0x30 || d > 0x39) break;
    q++;
  }
  const digits = q - first;
  if (digits === 0 || digits > 15 || !valueEnds(text, q)) return null;
  if (text.charCodeAt(first) === 0x30 && (digits > 1 || first > p)) return null;
  return { value: Number(text.slice(p, q)), end: q };
}

/** Whether a bare value (boolean, integer) ends at `q`: a blank, a comment, a line end, a comma or `]`. */
function valueEnds(text: string, q: number): boolean {
  if (q >= text.length) return true;
  const c = text.charCodeAt(q);
  return c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d || c === 0x23 || c === 0x2c || c === 0x5d;
}

function readArray(text: string, p: number): { value: Value[]; end: number } | null {
  const items: Value[] = [];
  for (;;) {
    p = skipArrayBlanks(text, p);
    if (p < 0) return null;
    if (text.charCodeAt(p) === 0x5d) return { value: items, end: p + 1 };
    const item = readValue(text, p, false);
    if (item === null) return null;
    items.push(item.value);
    p = skipArrayBlanks(text, item.end);
    if (p < 0) return null;
    const c = text.charCodeAt(p);
    if (c === 0x2c) p++;
    else if (c === 0x5d) return { value: items, end: p + 1 };
    else return null;
  }
}

/** Blanks, line ends and comments inside an array; -1 for a lone CR or a bad comment. */
function skipArrayBlanks(text: string, p: number): number {
  while (p < text.length) {
    const c = text.charCodeAt(p);
    if (c === 0x20 || c === 0x09 || c === 0x0a) p++;
    else if (c === 0x0d) {
      if (text.charCodeAt(p + 1) !== 0x0a) return -1;
      p += 2;
    } else if (c === 0x23) {
      p = skipComment(text, p);
      if (p < 0) return -1;
    } else break;
  }
  return p;
}

/** The character a common escape (b, t, n, f, r, quote, backslash) stands for, or undefined for the rest. */
function escaped(c: number): string | undefined {
  switch (c) {
    case 0x62:
      return '\b';
    case 0x74:
      return '\t';
    case 0x6e:
      return '\n';
    case 0x66:
      return '\f';
    case 0x72:
      return '\r';
    case 0x22:
      return '"';
    case 0x5c:
      return '\\';
    default:
      return undefined;
  }
}

/** A basic string whose text starts at `p` (after the quote): the common escapes only, on one line. */
function basicString(text: string, p: number): { value: string; end: number } | null {
  let out = '';
  let last = p;
  for (let q = p; q < text.length; q++) {
    const c = text.charCodeAt(q);
    if (c === 0x22) {
      out += text.slice(last, q);
      return { value: out, end: q + 1 };
    }
    if (c === 0x5c) {
      const escape = escaped(text.charCodeAt(q + 1));
      if (escape === undefined) return null; // \u, \U, \e, \x and bad escapes: smol-toml's rules
      out += text.slice(last, q) + escape;
      q++;
      last = q + 1;
    } else if ((c < 0x20 && c !== 0x09) || c === 0x7f) return null;
  }
  return null;
}

/** A multi-line string with no backslash, CR or control character; the newline after the opening is dropped. */
function multiLine(text: string, p: number, quote: string): { value: string; end: number } | null {
  let start = p + 3;
  if (text.charCodeAt(start) === 0x0a) start++;
  const end = text.indexOf(quote, start);
  // Up to two quotes may end the content just before the closing three: smol-toml's rules.
  if (end < 0 || text.charCodeAt(end + 3) === quote.charCodeAt(0)) return null;
  const value = text.slice(start, end);
  if (hasControl(value, false) || (quote === '"""' && value.includes('\\'))) return null;
  return { value, end: end + 3 };
}

/** Control characters TOML refuses in strings (tab allowed; line feeds only in multi-line ones; no CR at all). */
function hasControl(value: string, oneLine: boolean): boolean {
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if ((c < 0x20 && c !== 0x09 && (oneLine || c !== 0x0a)) || c === 0x7f) return true;
  }
  return false;
}

/** Where a bare key (`A-Za-z0-9_-`) starting at `p` ends (`p` itself when there is none). */
function bareKeyEnd(text: string, p: number): number {
  while (p < text.length) {
    const c = text.charCodeAt(p);
    if ((c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a) || (c >= 0x30 && c <= 0x39) || c === 0x5f || c === 0x2d)
      p++;
    else break;
  }
  return p;
}

function skipBlanks(text: string, p: number): number {
  while (p < text.length && (text.charCodeAt(p) === 0x20 || text.charCodeAt(p) === 0x09)) p++;
  return p;
}

/** After a value or header: blanks, an optional comment, then a line end or the end; -1 otherwise. */
function endOfLine(text: string, p: number): number {
  p = skipBlanks(text, p);
  if (p >= text.length) return p;
  const c = text.charCodeAt(p);
  if (c === 0x0a) return p + 1;
  if (c === 0x0d) return text.charCodeAt(p + 1) === 0x0a ? p + 2 : -1;
  if (c === 0x23) return skipComment(text, p);
  return -1;
}

/** Past a comment and its line end; -1 when it holds a control character TOML refuses. */
function skipComment(text: string, p: number): number {
  for (let q = p + 1; q < text.length; q++) {
    const c = text.charCodeAt(q);
    if (c === 0x0a) return q + 1;
    if (c === 0x0d) return text.charCodeAt(q + 1) === 0x0a ? q + 2 : -1;
    if ((c < 0x20 && c !== 0x09) || c === 0x7f) return -1;
  }
  return text.length;
}
