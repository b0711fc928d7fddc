/**
 * TOML text exactly as packwiz writes it: packwiz encodes `index.toml`, `pack.toml` and metafiles with BurntSushi/toml
 * and no indentation, so plain keys come first in struct order, then each table (`[download]`, `[update]` with its
 * `[update.<source>]` tables directly under it, `[option]`), each after one blank line; map keys are sorted. See
 * docs/packwiz.md for what was confirmed against packwiz's own files.
 */

/** A TOML basic string with BurntSushi's escapes. */
export function tomlString(value: string): string {
  let out = '"';
  for (const ch of value) {
    const code = ch.codePointAt(0)!;
    if (ch === '"') out += '\\"';
    else if (ch === '\\') out += '\\\\';
    else if (ch === '\b') out += '\\b';
    else if (ch === '\t') out += '\\t';
    else if (ch === '\n') out += '\\n';
    else if (ch === '\f') out += '\\f';
    else if (ch === '\r') out += '\\r';
    else if (code < 0x20 || code === 0x7f) out += `\\u${code.toString(16).toUpperCase().padStart(4, '0')}`;
    else out += ch;
  }
  return out + '"';
}

/** A key: bare when it only uses letters, digits, `_` and `-`, quoted otherwise. */
export function tomlKey(key: string): string {
  return /^[A-Za-z0-9_-]+$/.test(key) ? key : tomlString(key);
}

export type TomlScalar = string | number | bigint | boolean;

export function tomlValue(value: TomlScalar): string {
  if (typeof value === 'string') return tomlString(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  return String(value);
}

/** One `[[files]]` entry of `index.toml`; empty/false fields are left out as packwiz's `omitempty` does. */
export interface IndexTomlEntry {
  file: string;
  hash: string;
  /** Only when it differs from the index's own `hash-format`. */
  hashFormat?: string;
  alias?: string;
  metafile?: boolean;
  preserve?: boolean;
}

/** `index.toml` text for `entries`, which the caller has sorted by file then alias (byte order). */
export function formatIndexToml(hashFormat: string, entries: readonly IndexTomlEntry[]): string {
  let out = `hash-format = ${tomlString(hashFormat)}\n`;
  // BurntSushi cannot tell an empty slice of tables from an empty array, so an empty index says `files = []`.
  if (entries.length === 0) return out + 'files = []\n';
  for (const e of entries) {
    out += `\n[[files]]\nfile = ${tomlString(e.file)}\n`;
    if (e.hash !== '') out += `hash = ${tomlString(e.hash)}\n`;
    if (e.hashFormat !== undefined && e.hashFormat !== '') out += `hash-format = ${tomlString(e.hashFormat)}\n`;
    if (e.alias !== undefined && e.alias !== '') out += `alias = ${tomlString(e.alias)}\n`;
    if (e.metafile === true) out += 'metafile = true\n';
    if (e.preserve === true) out += 'preserve = true\n';
  }
  return out;
}

/** What a metafile written by Nova holds (the fields `packwiz modrinth add` writes). */
export interface MetafileToml {
  name: string;
  filename: string;
  side?: 'client' | 'server' | 'both' | '';
  pin?: boolean;
  download: { url?: string; hashFormat: string; hash: string; mode?: string };
  /** `[update.<source>]` tables; sources and keys are written sorted. */
  update?: Record<string, Record<string, TomlScalar>>;
  option?: { optional: boolean; description?: string; default?: boolean };
}

/** A `*.pw.toml` as packwiz writes it. */
export function formatMetafileToml(meta: MetafileToml): string {
  let out = `name = ${tomlString(meta.name)}\nfilename = ${tomlString(meta.filename)}\n`;
  if (meta.side !== undefined && meta.side !== '') out += `side = ${tomlString(meta.side)}\n`;
  if (meta.pin === true) out += 'pin = true\n';
  out += '\n[download]\n';
  if (meta.download.url !== undefined && meta.download.url !== '') out += `url = ${tomlString(meta.download.url)}\n`;
  out += `hash-format = ${tomlString(meta.download.hashFormat)}\nhash = ${tomlString(meta.download.hash)}\n`;
  if (meta.download.mode !== undefined && meta.download.mode !== '')
    out += `mode = ${tomlString(meta.download.mode)}\n`;
  const sources = Object.keys(meta.update ?? {}).sort(byteOrder);
  if (meta.update !== undefined) {
    out += '\n[update]\n';
    for (const source of sources) {
      out += `[update.${tomlKey(source)}]\n`;
      const table = meta.update[source]!;
      for (const key of Object.keys(table).sort(byteOrder)) out += `${tomlKey(key)} = ${tomlValue(table[key]!)}\n`;
    }
  }
  if (meta.option !== undefined) {
    out += `\n[option]\noptional = ${meta.option.optional ? 'true' : 'false'}\n`;
    if (meta.option.description !== undefined && meta.option.description !== '')
      out += `description = ${tomlString(meta.option.description)}\n`;
    if (meta.option.default === true) out += 'default = true\n';
  }
  return out;
}

/** Go's `strings.Compare` / `sort.Strings` order: by UTF-16 code units, which equals byte order for the BMP. */
export function byteOrder(a: string, b: string): number {
  const ba = Buffer.from(a, 'utf8');
  const bb = Buffer.from(b, 'utf8');
  return Buffer.compare(ba, bb);
}
