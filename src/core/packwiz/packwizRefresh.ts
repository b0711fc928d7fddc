import * as crypto from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { parseBoundedToml as parse } from '../formats/boundedToml';
import { walkFolderTree } from '../fs/folderWalk';
import { MAX_HASHED_FILE_BYTES, readPackFile } from './packFile';
import { parsePackIgnore, type PackIgnore } from '../formats/packIgnore';
import type { PackwizIndexEntry, PackwizProject } from './packwizProject';
import { byteOrder, formatIndexToml, tomlKey, tomlString, type IndexTomlEntry } from './packwizToml';

/** packwiz's built-in `.packwizignore` lines, applied before the user's (packwiz `core/index.go` `ignoreDefaults`). */
export const PACKWIZ_IGNORE_DEFAULTS = [
  '.git/**',
  '.gitattributes',
  '.gitignore',
  '.DS_Store',
  '/*.zip',
  '*.mrpack',
  'packwiz.exe',
  'packwiz',
];

/** One difference between the index on disk and what `packwiz refresh` would write. */
export interface RefreshChange {
  kind: 'added' | 'removed' | 'hash-changed' | 'index-format' | 'pack-hash';
  /** Relative to the pack root. */
  file: string;
  /** For a changed hash: the file's bytes differ from the indexed ones only by CRLF line endings. */
  lineEndingsOnly?: boolean;
}

export interface RefreshPlan {
  /** The index.toml text packwiz would write. */
  indexText: string;
  /** The pack.toml text with the new index hash; unchanged bytes when nothing changes. */
  packText: string;
  indexChanged: boolean;
  packChanged: boolean;
  /** pack.toml's `[index] hash` is the sha256 of index.toml as it is now (false: pack.toml is stale on its own). */
  packHashCurrent: boolean;
  changes: RefreshChange[];
  /** The pack files `refresh` hashes (relative to the pack root), for the caller's information. */
  fileCount: number;
}

/**
 * Computes what `packwiz refresh` would write, without writing: walks the index's folder honouring packwiz's default
 * ignores and `.packwizignore`, hashes every file's bytes exactly as they are on disk with sha256 (so CRLF line endings
 * from a Windows checkout change the hash, as they do for packwiz), keeps each entry's `alias`, `preserve` and
 * `metafile`, flags new `*.pw.toml` files as metafiles, drops entries whose file is gone, sorts by path, then hashes
 * the new index text for pack.toml. Needs a project whose pack.toml and index.toml parsed.
 */
export async function planRefresh(project: PackwizProject): Promise<RefreshPlan> {
  if (project.pack === null) throw new Error('pack.toml could not be read; fix it before refreshing.');
  const indexAbs = project.index?.abs ?? path.join(project.root, ...project.pack.indexFile.split('/'));
  const indexDir = path.dirname(indexAbs);
  const indexHashFormat = project.index?.hashFormat ?? 'sha256';
  const noHashes = project.pack.options['no-internal-hashes'] === true;
  const ignore = await readIgnore(indexDir);
  const found = await walkPack(indexDir, ignore, new Set([path.resolve(project.packFile), path.resolve(indexAbs)]));

  // Existing entries keyed by path then alias, as packwiz's IndexFiles map keys them (a repeated path+alias collapses).
  const byPath = new Map<string, Map<string, PackwizIndexEntry>>();
  for (const entry of project.index?.entries ?? []) {
    const aliases = byPath.get(entry.file) ?? new Map<string, PackwizIndexEntry>();
    aliases.set(entry.alias ?? '', entry);
    byPath.set(entry.file, aliases);
  }
  const changes: RefreshChange[] = [];
  const rel = (file: string): string =>
    path
      .relative(project.root, path.join(indexDir, ...file.split('/')))
      .split(path.sep)
      .join('/');
  const out: IndexTomlEntry[] = [];
  const ownFormat = indexHashFormat === 'sha256' ? undefined : 'sha256';
  const hashes = await Promise.all(found.map((file) => hashFile(path.join(indexDir, ...file.split('/')), noHashes)));
  found.forEach((file, i) => {
    const { hash, lineEndingsOnlyHash } = hashes[i]!;
    const existing = byPath.get(file);
    if (existing === undefined) {
      changes.push({ kind: 'added', file: rel(file) });
      out.push({ file, hash, hashFormat: ownFormat, metafile: file.endsWith('.pw.toml') });
      return;
    }
    for (const [alias, entry] of existing) {
      if (entry.hash.toLowerCase() !== hash) {
        const lineEndingsOnly = lineEndingsOnlyHash !== null && entry.hash.toLowerCase() === lineEndingsOnlyHash;
        changes.push({ kind: 'hash-changed', file: rel(file), ...(lineEndingsOnly ? { lineEndingsOnly } : {}) });
      }
      out.push({
        file,
        hash,
        hashFormat: ownFormat,
        alias: alias === '' ? undefined : alias,
        metafile: entry.metafile || file.endsWith('.pw.toml'),
        preserve: entry.preserve,
      });
    }
    byPath.delete(file);
  });
  for (const file of byPath.keys()) changes.push({ kind: 'removed', file: rel(file) });
  out.sort((a, b) => byteOrder(a.file, b.file) || byteOrder(a.alias ?? '', b.alias ?? ''));
  const indexText = formatIndexToml(indexHashFormat, out);
  const currentIndex = await readPackFile(indexAbs).catch(() => null);
  const indexChanged = currentIndex === null || !currentIndex.equals(Buffer.from(indexText, 'utf8'));
  if (indexChanged && changes.length === 0) changes.push({ kind: 'index-format', file: rel(project.pack.indexFile) });

  const indexHash = noHashes ? '' : crypto.createHash('sha256').update(indexText, 'utf8').digest('hex');
  const packBytes = await readPackFile(project.packFile);
  const packText = packWithIndexHash(packBytes.toString('utf8'), indexHash);
  const packChanged = !packBytes.equals(Buffer.from(packText, 'utf8'));
  if (project.pack.indexHash !== indexHash || project.pack.indexHashFormat !== 'sha256')
    changes.push({ kind: 'pack-hash', file: 'pack.toml' });
  const currentHash = currentIndex === null ? null : crypto.createHash('sha256').update(currentIndex).digest('hex');
  const packHashCurrent = noHashes || (currentHash !== null && project.pack.indexHash?.toLowerCase() === currentHash);
  return { indexText, packText, indexChanged, packChanged, packHashCurrent, changes, fileCount: found.length };
}

/** The pack's ignore rules: packwiz's defaults, then `.packwizignore` beside the index. */
export async function readIgnore(indexDir: string): Promise<PackIgnore> {
  const user = await readPackFile(path.join(indexDir, '.packwizignore')).then(
    (bytes) => bytes.toString('utf8'),
    () => '',
  );
  return parsePackIgnore([...PACKWIZ_IGNORE_DEFAULTS, user].join('\n'));
}

/** Limits of the refresh walk: deeper folders are not indexed; more entries than this stop the refresh. */
const MAX_PACK_DEPTH = 128;
const MAX_PACK_ENTRIES = 200_000;

/**
 * Files `refresh` indexes, `/`-separated relative to `dir`, byte-sorted. Ignored folders are not entered; a symbolic
 * link to a folder is skipped and one to a file is hashed through the link, as packwiz does.
 */
export async function walkPack(dir: string, ignore: PackIgnore, skip: ReadonlySet<string>): Promise<string[]> {
  const files: string[] = [];
  const ignoreFile = path.join(dir, '.packwizignore');
  const walked = await walkFolderTree(dir, {
    maxDepth: MAX_PACK_DEPTH,
    maxEntries: MAX_PACK_ENTRIES,
    visit: async (entry) => {
      if (!entry.utf8) return false;
      const childAbs = entry.openPath as string;
      let isDir = entry.stat.isDirectory();
      if (entry.stat.isSymbolicLink()) {
        const target = await fs.promises.stat(childAbs).catch(() => null);
        // Only a link to a regular file is indexed: never a folder, a FIFO or a device (/dev/zero).
        if (target === null || !target.isFile()) return false;
        isDir = false;
      } else if (!isDir && !entry.stat.isFile()) return false;
      if (isDir) return !(entry.depth === 1 && entry.name === '.git') && !ignore.ignores(entry.rel, true);
      if (!skip.has(childAbs) && childAbs !== ignoreFile && !ignore.ignores(entry.rel, false)) files.push(entry.rel);
      return false;
    },
  });
  if (walked.truncated)
    throw new Error(
      `the pack holds more than ${MAX_PACK_ENTRIES.toLocaleString('en')} files and folders; list the ones that are not part of it in .packwizignore.`,
    );
  return files.sort(byteOrder);
}

async function hashFile(abs: string, noHashes: boolean): Promise<{ hash: string; lineEndingsOnlyHash: string | null }> {
  if (noHashes) return { hash: '', lineEndingsOnlyHash: null };
  const bytes = await readPackFile(abs, MAX_HASHED_FILE_BYTES);
  const hash = crypto.createHash('sha256').update(bytes).digest('hex');
  // A CRLF checkout of a file indexed with LF: the LF form's hash tells the user the cause.
  const hasCr = bytes.includes(13);
  const lf = hasCr ? Buffer.from(bytes.toString('latin1').replace(/\r\n/g, '\n'), 'latin1') : null;
  return { hash, lineEndingsOnlyHash: lf === null ? null : crypto.createHash('sha256').update(lf).digest('hex') };
}

/**
 * pack.toml as packwiz writes it after a refresh (BurntSushi/toml encoding of its `Pack` struct: name, author,
 * version, description, pack-format, then `[index]`, `[versions]`, `[export]`, `[options]`), with `[index] hash`
 * set. packwiz fills an empty pack-format with `packwiz:1.1.0` and migrates `packwiz:1.0.0` to it. A pack.toml
 * holding something that encoding cannot reproduce here (nested option tables, dates, floats) keeps its own text with
 * only the hash value replaced, so nothing the author wrote is lost.
 */
export function packWithIndexHash(text: string, hash: string): string {
  let doc: Record<string, unknown>;
  try {
    doc = parse(text.replace(/^\uFEFF/, ''));
  } catch {
    return replaceHashLine(text, hash);
  }
  const encoded = encodePack(doc, hash);
  return encoded ?? replaceHashLine(text, hash);
}

const PACK_KEYS = new Set([
  'name',
  'author',
  'version',
  'description',
  'pack-format',
  'index',
  'versions',
  'export',
  'options',
]);

function encodePack(doc: Record<string, unknown>, hash: string): string | null {
  if (Object.keys(doc).some((k) => !PACK_KEYS.has(k))) return null;
  const str = (v: unknown): string => (typeof v === 'string' ? v : '');
  let format = str(doc['pack-format']);
  if (format === '' || format === 'packwiz:1.0.0') format = 'packwiz:1.1.0';
  let out = `name = ${tomlString(str(doc['name']))}\n`;
  for (const key of ['author', 'version', 'description']) {
    if (str(doc[key]) !== '') out += `${key} = ${tomlString(str(doc[key]))}\n`;
  }
  out += `pack-format = ${tomlString(format)}\n`;
  const index = (doc['index'] ?? {}) as Record<string, unknown>;
  if (Object.keys(index).some((k) => !['file', 'hash-format', 'hash'].includes(k))) return null;
  out += `\n[index]\nfile = ${tomlString(str(index['file']) || 'index.toml')}\nhash-format = "sha256"\n`;
  if (hash !== '') out += `hash = ${tomlString(hash)}\n`;
  const versions = simpleTable(doc['versions']);
  if (versions === null) return null;
  if (doc['versions'] !== undefined) out += `\n[versions]\n${versions}`;
  const exportTable = doc['export'];
  if (exportTable !== undefined) {
    if (typeof exportTable !== 'object' || exportTable === null || Array.isArray(exportTable)) return null;
    out += '\n[export]\n';
    for (const key of Object.keys(exportTable).sort(byteOrder)) {
      const inner = simpleTable((exportTable as Record<string, unknown>)[key]);
      if (inner === null) return null;
      out += `[export.${tomlKey(key)}]\n${inner}`;
    }
  }
  if (doc['options'] !== undefined) {
    const options = simpleTable(doc['options']);
    if (options === null) return null;
    out += `\n[options]\n${options}`;
  }
  return out;
}

/** `key = value` lines of a table of strings, booleans, integers and arrays of those, keys sorted; null otherwise. */
function simpleTable(value: unknown): string | null {
  if (value === undefined) return '';
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  let out = '';
  for (const key of Object.keys(value).sort(byteOrder)) {
    const encoded = scalar((value as Record<string, unknown>)[key]);
    if (encoded === null) return null;
    out += `${tomlKey(key)} = ${encoded}\n`;
  }
  return out;
}

function scalar(value: unknown): string | null {
  if (typeof value === 'string') return tomlString(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'bigint' || (typeof value === 'number' && Number.isSafeInteger(value))) return String(value);
  if (Array.isArray(value)) {
    const items = value.map(scalar);
    return items.some((i) => i === null) ? null : `[${items.join(', ')}]`;
  }
  return null;
}

/** Replaces the value of `hash` inside `[index]` (or adds it after `hash-format`), keeping every other byte. */
function replaceHashLine(text: string, hash: string): string {
  const lines = text.split(/(?<=\n)/);
  let inIndex = false;
  let formatLine = -1;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const header = /^\s*\[([^\]]+)\]\s*(?:#.*)?\r?\n?$/.exec(line);
    if (header) {
      inIndex = header[1]!.trim() === 'index';
      continue;
    }
    if (!inIndex) continue;
    const eol = /\r?\n$/.exec(line)?.[0] ?? '';
    if (/^\s*hash\s*=/.test(line)) {
      lines[i] = `hash = ${tomlString(hash)}${eol}`;
      return lines.join('');
    }
    if (/^\s*hash-format\s*=/.test(line)) formatLine = i;
  }
  if (formatLine >= 0) {
    const eol = /\r?\n$/.exec(lines[formatLine]!)?.[0] || '\n';
    lines.splice(formatLine + 1, 0, `hash = ${tomlString(hash)}${eol}`);
  }
  return lines.join('');
}
