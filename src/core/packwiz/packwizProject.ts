import * as fs from 'node:fs';
import * as path from 'node:path';
import { TomlError } from 'smol-toml';
import { parseBoundedToml as parse } from '../formats/boundedToml';
import { readFailureNote } from '../formats/textDecoding';
import { readPackFile } from './packFile';
import { parsePackwizIgnore, readIgnoreText } from './packwizIgnore';
import { parsePackwizMetafile, type PackwizMetafile } from '../formats/packwizMeta';
import { errorMessage } from '../text/textSafety';
import { FILE_POOL_SIZE, mapPool } from '../fs/taskPool';
import { isInsidePath, readRegularFile } from '../fs/safeRead';
import { MAX_TEXT_FILE_BYTES } from '../formats/textDecoding';
import { renderMessage, type Message } from '../locale/messageCatalog';
import { PackwizProjectMessages as M } from './packwizProjectMessages';

/** A problem reading one of the pack's own files; `file` is relative to the pack root with `/` separators. */
export interface PackwizFileProblem {
  file: string;
  line: number | null;
  column: number | null;
  /** The problem in English; `text` is the same by id, rendered in the person's language where it is shown. */
  message: string;
  text: Message;
  /**
   * True when the file exists but could not be read (permissions, too many open files, a FIFO, a link out of the
   * pack): not a content problem, and never "no file". An export or a refresh stops on it rather than ship a
   * different pack.
   */
  unreadable?: boolean;
}

/** The fields of `pack.toml` Nova uses (packwiz `core/pack.go`). */
export interface PackwizPackToml {
  name: string | null;
  author: string | null;
  version: string | null;
  description: string | null;
  packFormat: string | null;
  /** `[index] file`, `/`-separated relative to pack.toml; `index.toml` when absent, as packwiz defaults it. */
  indexFile: string;
  indexHashFormat: string | null;
  indexHash: string | null;
  versions: Record<string, string>;
  options: Record<string, unknown>;
}

/** One `[[files]]` entry of `index.toml`. */
export interface PackwizIndexEntry {
  /** The path as packwiz keys it: `path.Clean` of `file`, `/`-separated, relative to the index's folder. */
  file: string;
  hash: string;
  /** The entry's own `hash-format`, or the index's when it has none. */
  hashFormat: string;
  /** The entry's own `hash-format` as written (null when absent: the index's applies). */
  ownHashFormat: string | null;
  alias: string | null;
  metafile: boolean;
  preserve: boolean;
}

export interface PackwizIndex {
  /** Absolute path of index.toml. */
  abs: string;
  /** Its path relative to the pack root. */
  file: string;
  hashFormat: string;
  entries: PackwizIndexEntry[];
}

/** A mod, resource pack or shader pack the pack describes by a metafile instead of holding the file. */
export interface PackwizModEntry {
  /** The metafile, relative to the pack root (`mods/sodium.pw.toml`). */
  metafile: string;
  abs: string;
  /** The metafile's name without `.pw.toml` / `.toml`: packwiz's name for the mod on its command line. */
  slug: string;
  /** Where the described file goes, relative to the pack root (`mods/sodium-0.5.8.jar`). */
  target: string;
  meta: PackwizMetafile;
  /** Null for a disabled metafile (kept out of the index by `.packwizignore`, see docs/packwiz.md). */
  indexEntry: PackwizIndexEntry | null;
}

/** Everything read from one packwiz pack without touching the network. */
export interface PackwizProject {
  /** Absolute folder of pack.toml. */
  root: string;
  packFile: string;
  pack: PackwizPackToml | null;
  index: PackwizIndex | null;
  /**
   * Absolute path of the index file pack.toml names, once checked to resolve inside the pack (every symbolic link on
   * the way followed); null when pack.toml is unreadable or `[index] file` leads outside.
   */
  indexAbs: string | null;
  /** True when pack.toml names an index file that does not exist yet (`nova refresh` creates it). */
  indexMissing: boolean;
  mods: PackwizModEntry[];
  /** Metafiles in mods/, resourcepacks/ or shaderpacks/ that `.packwizignore` keeps out of the index: disabled. */
  disabled: PackwizModEntry[];
  /** Index entries flagged `metafile = true` whose file does not exist. */
  missingMetafiles: PackwizIndexEntry[];
  /** Malformed or unreadable pack files, each with file and line where known. */
  problems: PackwizFileProblem[];
}

/**
 * Reads a packwiz pack rooted at `root` (the folder holding pack.toml): pack.toml, its index and every file the index
 * flags `metafile = true` — whatever its name ends in and whether or not it names a `side`, as packwiz itself loads
 * mods (`Index.LoadAllMods`). Never throws for bad content; problems name the file and line.
 */
export async function loadPackwizProject(root: string): Promise<PackwizProject> {
  const absRoot = path.resolve(root);
  const packFile = path.join(absRoot, 'pack.toml');
  const problems: PackwizFileProblem[] = [];
  const project: PackwizProject = {
    root: absRoot,
    packFile,
    pack: null,
    index: null,
    indexAbs: null,
    indexMissing: false,
    mods: [],
    disabled: [],
    missingMetafiles: [],
    problems,
  };
  const packDoc = await readToml(packFile, 'pack.toml', problems, absRoot);
  if (packDoc === null) return project;
  const pack = readPackToml(packDoc);
  project.pack = pack;

  const indexRel = path.posix.normalize(pack.indexFile.replace(/\\/g, '/'));
  if (path.posix.isAbsolute(indexRel) || indexRel.startsWith('../')) {
    problems.push(fileProblem('pack.toml', M.indexOutside({ index: pack.indexFile })));
    return project;
  }
  const indexAbs = path.join(absRoot, ...indexRel.split('/'));
  const outside = await indexOutsidePack(absRoot, indexAbs);
  if (outside !== null) {
    problems.push(
      fileProblem('pack.toml', M.indexThroughLink({ index: pack.indexFile, outside }), { unreadable: true }),
    );
    return project;
  }
  project.indexAbs = indexAbs;
  const indexDoc = await readToml(indexAbs, indexRel, problems, absRoot);
  if (indexDoc === null) {
    project.indexMissing = await fs.promises.lstat(indexAbs).then(
      () => false,
      (error: NodeJS.ErrnoException) => error.code === 'ENOENT',
    );
    return project;
  }
  const index = readIndexToml(indexDoc, indexAbs, indexRel, problems);
  project.index = index;

  const indexDir = path.dirname(indexAbs);
  const metaEntries = index.entries.filter((e) => e.metafile);
  // A bounded pool: a pack of thousands of metafiles must never meet the open-file limit (EMFILE), and a metafile
  // linked outside the pack is refused (EOUTSIDE), never read.
  const texts = await mapPool(metaEntries, FILE_POOL_SIZE, (entry) =>
    readRegularFile(path.join(indexDir, ...entry.file.split('/')), {
      maxBytes: MAX_TEXT_FILE_BYTES,
      root: absRoot,
    }).then(
      (bytes) => ({ ok: true as const, bytes }),
      (error: NodeJS.ErrnoException) => ({ ok: false as const, error }),
    ),
  );
  metaEntries.forEach((entry, i) => {
    const read = texts[i]!;
    const rel = relToRoot(absRoot, path.join(indexDir, ...entry.file.split('/')));
    if (!read.ok) {
      if (read.error.code === 'ENOENT' || read.error.code === 'ENOTDIR') project.missingMetafiles.push(entry);
      else problems.push(fileProblem(rel, readFailureNote(rel, read.error), { unreadable: true }));
      return;
    }
    const mod = modEntry(absRoot, indexDir, entry.file, read.bytes, entry, problems);
    if (mod) project.mods.push(mod);
  });
  project.disabled = await readDisabled(absRoot, indexDir, new Set(index.entries.map((e) => e.file)), problems);
  return project;
}

/** The content folders whose ignored metafiles count as disabled mods, resource packs and shader packs. */
export const PACKWIZ_CONTENT_FOLDERS = ['mods', 'resourcepacks', 'shaderpacks'] as const;

async function readDisabled(
  root: string,
  indexDir: string,
  indexed: ReadonlySet<string>,
  problems: PackwizFileProblem[],
): Promise<PackwizModEntry[]> {
  let userIgnore: string;
  try {
    userIgnore = await readIgnoreText(indexDir);
  } catch (error) {
    problems.push(
      fileProblem(
        relToRoot(root, path.join(indexDir, '.packwizignore')),
        M.ignoreUnreadable({ detail: errorMessage(error) }),
        { unreadable: true },
      ),
    );
    return [];
  }
  if (userIgnore === '') return [];
  const ignore = parsePackwizIgnore(userIgnore);
  const out: PackwizModEntry[] = [];
  for (const folder of PACKWIZ_CONTENT_FOLDERS) {
    const names = await fs.promises.readdir(path.join(indexDir, folder)).catch(() => [] as string[]);
    for (const name of names.filter((n) => n.endsWith('.pw.toml')).sort()) {
      const file = `${folder}/${name}`;
      if (indexed.has(file) || !ignore.ignores(file, false)) continue;
      const bytes = await readRegularFile(path.join(indexDir, folder, name), {
        maxBytes: MAX_TEXT_FILE_BYTES,
        root,
      }).catch(() => null);
      if (bytes === null) continue;
      const mod = modEntry(root, indexDir, file, bytes, null, problems);
      if (mod) out.push(mod);
    }
  }
  return out;
}

function modEntry(
  root: string,
  indexDir: string,
  file: string,
  bytes: Buffer,
  entry: PackwizIndexEntry | null,
  problems: PackwizFileProblem[],
): PackwizModEntry | null {
  const abs = path.join(indexDir, ...file.split('/'));
  const rel = relToRoot(root, abs);
  const parsed = parsePackwizMetafile(decoder.decode(bytes));
  if ('error' in parsed) {
    problems.push(
      fileProblem(rel, M.metaInvalid({ path: rel, error: parsed.text }), {
        line: parsed.line ?? null,
        column: parsed.column ?? null,
      }),
    );
    return null;
  }
  const folder = path.posix.dirname(file);
  const target = path.posix.normalize(folder === '.' ? parsed.filename : `${folder}/${parsed.filename}`);
  if (target.startsWith('../') || path.posix.isAbsolute(target)) {
    problems.push(fileProblem(rel, M.filenameOutside({ path: rel, filename: parsed.filename })));
    return null;
  }
  return {
    metafile: rel,
    abs,
    slug: path.posix.basename(file).replace(/\.pw\.toml$|\.toml$/i, ''),
    target: relToRoot(root, path.join(indexDir, ...target.split('/'))),
    meta: parsed,
    indexEntry: entry,
  };
}

const decoder = new TextDecoder('utf-8');

async function readToml(
  abs: string,
  rel: string,
  problems: PackwizFileProblem[],
  packRoot: string,
): Promise<Record<string, unknown> | null> {
  let bytes: Buffer;
  try {
    bytes = await readPackFile(abs, undefined, packRoot);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    problems.push(fileProblem(rel, code === 'ENOENT' ? M.missing({ path: rel }) : readFailureNote(rel, error)));
    return null;
  }
  try {
    return parse(decoder.decode(bytes).replace(/^\uFEFF/, ''));
  } catch (error) {
    const line = error instanceof TomlError ? error.line : null;
    const column = error instanceof TomlError ? error.column : null;
    const reason = (errorMessage(error).split('\n')[0] ?? '').trim();
    const text =
      line !== null
        ? M.tomlInvalidAt({ path: rel, line, column: column ?? 0, detail: reason })
        : M.tomlInvalid({ path: rel, detail: reason });
    problems.push(fileProblem(rel, text, { line, column }));
    return null;
  }
}

function readPackToml(doc: Record<string, unknown>): PackwizPackToml {
  const index = record(doc['index']);
  const versions: Record<string, string> = {};
  for (const [key, value] of Object.entries(record(doc['versions'])))
    if (typeof value === 'string') versions[key] = value;
  return {
    name: text(doc['name']),
    author: text(doc['author']),
    version: text(doc['version']),
    description: text(doc['description']),
    packFormat: text(doc['pack-format']),
    indexFile: text(index['file']) ?? 'index.toml',
    indexHashFormat: text(index['hash-format']),
    indexHash: typeof index['hash'] === 'string' ? index['hash'] : null,
    versions,
    options: record(doc['options']),
  };
}

function readIndexToml(
  doc: Record<string, unknown>,
  abs: string,
  rel: string,
  problems: PackwizFileProblem[],
): PackwizIndex {
  const hashFormat = (text(doc['hash-format']) ?? 'sha256').toLowerCase();
  const entries: PackwizIndexEntry[] = [];
  const files = Array.isArray(doc['files']) ? (doc['files'] as unknown[]) : [];
  files.forEach((raw, i) => {
    const entry = record(raw);
    const file = text(entry['file']);
    if (file === null) {
      problems.push(fileProblem(rel, M.entryNoFile({ path: rel, entry: i + 1 })));
      return;
    }
    const cleaned = path.posix.normalize(file.replace(/\\/g, '/')).replace(/\/$/, '');
    if (cleaned.startsWith('../') || cleaned === '..' || path.posix.isAbsolute(cleaned)) {
      problems.push(fileProblem(rel, M.entryOutside({ path: rel, file })));
      return;
    }
    const own = text(entry['hash-format']);
    entries.push({
      file: cleaned,
      hash: typeof entry['hash'] === 'string' ? entry['hash'] : '',
      hashFormat: (own ?? hashFormat).toLowerCase(),
      ownHashFormat: own,
      alias: text(entry['alias']),
      metafile: entry['metafile'] === true,
      preserve: entry['preserve'] === true,
    });
  });
  return { abs, file: rel, hashFormat, entries };
}

/**
 * Where the index really is when it lies outside the pack (its folder or the file itself reached through a symbolic
 * link: every component resolved); null when it is inside. A missing index is judged by its nearest existing folder.
 */
async function indexOutsidePack(root: string, indexAbs: string, hops = 0): Promise<string | null> {
  const realRoot = await fs.promises.realpath(root).catch(() => path.resolve(root));
  let probe = indexAbs;
  for (;;) {
    const real = await fs.promises
      .realpath(probe)
      .catch((error: NodeJS.ErrnoException) => (error.code === 'ENOENT' || error.code === 'ENOTDIR' ? null : probe));
    if (real !== null) return isInsidePath(realRoot, real) ? null : real;
    // A dangling link is judged by where it points.
    const link = await fs.promises.readlink(probe).catch(() => null);
    if (link !== null) {
      const target = path.resolve(path.dirname(probe), link);
      if (hops >= 16) return target;
      return indexOutsidePack(root, target, hops + 1);
    }
    const parent = path.dirname(probe);
    if (parent === probe) return null;
    probe = parent;
  }
}

/** A problem with `file`, its English `message` rendered from `text`. */
function fileProblem(
  file: string,
  text: Message,
  where: { line?: number | null; column?: number | null; unreadable?: boolean } = {},
): PackwizFileProblem {
  return {
    file,
    line: where.line ?? null,
    column: where.column ?? null,
    message: renderMessage(text, 'en'),
    text,
    ...(where.unreadable === true ? { unreadable: true } : {}),
  };
}

function relToRoot(root: string, abs: string): string {
  return path.relative(root, abs).split(path.sep).join('/');
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}
