import * as fs from 'node:fs';
import * as path from 'node:path';
import type { ContentLookup } from '../content/contentLookup';
import { walkFolderTree } from '../fs/folderWalk';
import { resolvesInside } from '../fs/servedRoots';
import { readRegularFile, readSmallRegularFileSync, SMALL_FILE_BYTES } from '../fs/safeRead';
import {
  emptyDefinitions,
  type ContentReference,
  type LocalDefinitions,
  type ReferenceSource,
} from './contentReference';
import { readConfig } from './configReferences';
import { dataFilePlace, readDataFile } from './datapackReferences';
import type { ReferenceProblem, UncheckedReason } from './referenceProblem';
import { duplicateRecipeProblems, ReferenceJudge } from './referenceJudge';
import { readScript } from './scriptReferences';
import { checkRelativePath } from '../archive/archiveSafety';
import { FileSource } from '../archive/byteSource';
import { JarArchive } from '../archive/jarArchive';
import { errorMessage } from '../text/textSafety';

/** Files larger than these are one `unchecked-file` problem each, never read whole (content-and-release §3 sizes). */
export const MAX_SCRIPT_BYTES = 2 * 1024 * 1024;
export const MAX_DATA_BYTES = 2 * 1024 * 1024;
export const MAX_CONFIG_BYTES = 1024 * 1024;
const MAX_FILES = 20_000;
const CONCURRENCY = 16;
/** A zipped data pack larger than this is one `unchecked-file` problem, never opened. */
export const MAX_PACK_ZIP_BYTES = 512 * 1024 * 1024;
/** Bytes inflated from zipped data packs per check in all (a zip bomb stops here, not at the end of memory). */
const MAX_ZIP_INFLATED = 256 * 1024 * 1024;

export interface ReferenceCheckOptions {
  signal?: AbortSignal;
  /** Read config files too (default true). */
  configs?: boolean;
}

/** Every reference of an instance's scripts, data packs and configs, what they define, and the files not read. */
export interface PackReferences {
  references: ContentReference[];
  definitions: LocalDefinitions;
  /** Files that could not be read (syntax error, too large): one `unchecked-file` problem each. */
  unchecked: ReferenceProblem[];
  /** Scripts skipped because their `// requires:` header names a mod the index does not know. */
  skippedScripts: string[];
}

interface FoundFile {
  file: string;
  source: ReferenceSource;
  /** For data files: the path under the pack's `data/` split on `/`. */
  dataParts?: string[];
  /** World data packs are per world: their recipe ids are not compared with the rest. */
  world?: boolean;
  /** The size the walk's lstat saw; -1 when unknown (read through the safe reader). */
  size: number;
  /** For an entry of a zipped data pack: the open archive and the entry's index (`file` is `<zip>/<entry name>`). */
  zip?: { archive: JarArchive; index: number };
}

/**
 * Checks the ids a game folder's own files name against the content index (docs/cli.md, "Content references"):
 * KubeJS scripts (`kubejs/server_scripts`, `startup_scripts`, `client_scripts`, and 1.12's scripts directly in
 * `kubejs/`), data packs (`kubejs/data`, `datapacks/*`, `saves/*\/datapacks/*`, the global-pack folders of Global
 * Packs, Open Loader and Paxi) and configs (`config/`, `defaultconfigs/`, `serverconfig/`). One bad file is one
 * `unchecked-file` problem; the rest of the check goes on. Sorted by file, line and column.
 */
export async function checkReferences(
  gameDir: string,
  lookup: ContentLookup,
  options: ReferenceCheckOptions = {},
): Promise<ReferenceProblem[]> {
  const pack = await readPackReferences(gameDir, options);
  return judgePack(pack, lookup);
}

/** The problems of references already read (the editor re-judges these when the index changes). */
export function judgePack(pack: PackReferences, lookup: ContentLookup): ReferenceProblem[] {
  const judge = new ReferenceJudge(lookup, pack.definitions);
  const problems: ReferenceProblem[] = [...pack.unchecked, ...duplicateRecipeProblems(pack.definitions)];
  for (const ref of pack.references) {
    const problem = judge.judge(ref);
    if (problem !== null) problems.push(problem);
  }
  return sortProblems(problems);
}

/**
 * One open script's problems, judged with `pack` (the rest of the pack's definitions: startup registrations, tags),
 * for the editor's keystroke re-check. Its own recipe ids are compared with the pack's other files.
 */
export function checkScriptText(
  file: string,
  text: string,
  lookup: ContentLookup,
  pack?: Pick<PackReferences, 'definitions'>,
): ReferenceProblem[] {
  const reading = readScript(file, text);
  if (reading.error !== undefined) return [syntaxProblem(file, reading.error)];
  if (reading.requires.some((mod) => lookup.namespace(mod) === undefined)) return [];
  const others = pack?.definitions ?? emptyDefinitions();
  const definitions = mergeDefinitions(
    { ...others, recipes: others.recipes.filter((r) => r.file !== file) },
    reading.definitions,
  );
  const judge = new ReferenceJudge(lookup, definitions, 20);
  const problems = duplicateRecipeProblems(definitions).filter((p) => p.file === file);
  for (const ref of reading.references) {
    const problem = judge.judge(ref);
    if (problem !== null) problems.push(problem);
  }
  return sortProblems(problems);
}

/** Reads every script, data file and config of a game folder (see {@link checkReferences}). */
export async function readPackReferences(
  gameDir: string,
  options: ReferenceCheckOptions = {},
): Promise<PackReferences> {
  const pack: PackReferences = { references: [], definitions: emptyDefinitions(), unchecked: [], skippedScripts: [] };
  const zips: FileSource[] = [];
  try {
    await readFound(await findFiles(gameDir, options, zips, pack.unchecked));
  } finally {
    for (const source of zips) source.close();
  }
  pack.references.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : a.start - b.start));
  pack.definitions.recipes.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : a.start - b.start));
  return pack;

  async function readFound(files: FoundFile[]): Promise<void> {
    const readings: Array<() => void> = new Array<() => void>(files.length);
    let next = 0;
    let turnStart = Date.now();
    const worker = async (): Promise<void> => {
      while (next < files.length) {
        options.signal?.throwIfAborted();
        const at = next++;
        readings[at] = await readOne(files[at] as FoundFile);
        // Small files are read synchronously: give the event loop a turn every 20 ms.
        if (Date.now() - turnStart > 20) {
          await new Promise((resolve) => setImmediate(resolve));
          turnStart = Date.now();
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    // Applied in file order, so definitions (and "the first definition" of a duplicate) do not depend on timing.
    for (const apply of readings) apply();
  }

  async function readOne(found: FoundFile): Promise<() => void> {
    const limit =
      found.source === 'script' ? MAX_SCRIPT_BYTES : found.source === 'datapack' ? MAX_DATA_BYTES : MAX_CONFIG_BYTES;
    // The walk lstat-ed every file without following links: only regular files inside the game folder get here,
    // so a size check and one read suffice (a realpath per file would cost more than the parse).
    if (found.size > limit)
      return () => pack.unchecked.push(uncheckedProblem(found, 'too-large', String(Math.round(limit / 1024 / 1024))));
    let text: string;
    try {
      text =
        found.zip !== undefined
          ? (await found.zip.archive.read(found.zip.archive.entry(found.zip.index), limit)).toString('utf8')
          : found.size < 0
            ? (await readRegularFile(found.file, { maxBytes: limit, root: gameDir })).toString('utf8')
            : ((found.size <= SMALL_FILE_BYTES ? readSmallRegularFileSync(found.file, limit) : null)?.toString(
                'utf8',
              ) ?? (await fs.promises.readFile(found.file, 'utf8')));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EFBIG')
        return () => pack.unchecked.push(uncheckedProblem(found, 'too-large', String(Math.round(limit / 1024 / 1024))));
      // A damaged entry of a zipped pack (bad CRC, odd compression): the game cannot read it either.
      if (found.zip !== undefined)
        return () => pack.unchecked.push(uncheckedProblem(found, 'bad-zip', errorMessage(error).slice(0, 200)));
      return () => undefined;
    }
    if (text.length > limit)
      return () => pack.unchecked.push(uncheckedProblem(found, 'too-large', String(Math.round(limit / 1024 / 1024))));
    if (text.charCodeAt(0) === 0xfeff) text = ` ${text.slice(1)}`;
    if (found.source === 'script') {
      const reading = readScript(found.file, text);
      return () => {
        if (reading.error !== undefined) {
          pack.unchecked.push(syntaxProblem(found.file, reading.error));
          return;
        }
        if (reading.requires.length > 0) pack.skippedScripts.push(found.file);
        mergeInto(pack.definitions, reading.definitions);
        pack.references.push(
          ...reading.references.map((r) => (reading.requires.length > 0 ? { ...r, requires: reading.requires } : r)),
        );
      };
    }
    if (found.source === 'datapack') {
      const place = dataFilePlace(found.dataParts ?? []);
      if (place === null) return () => undefined;
      const local = emptyDefinitions();
      const reading = readDataFile(found.file, place, text, local);
      return () => {
        if (reading.error !== undefined) {
          pack.unchecked.push({
            ...uncheckedProblem(found, reading.error.message === 'too-deep' ? 'too-deep' : 'invalid-json', ''),
            line: reading.error.line,
            column: reading.error.column,
          });
          return;
        }
        if (found.world === true) local.recipes.length = 0;
        mergeInto(pack.definitions, local);
        pack.references.push(...reading.references);
      };
    }
    const refs = readConfig(found.file, text);
    return () => pack.references.push(...refs);
  }
}

function mergeInto(target: LocalDefinitions, from: LocalDefinitions): void {
  for (const id of from.registered) target.registered.add(id);
  for (const [key, tag] of from.tags) {
    const known = target.tags.get(key);
    if (known === undefined || tag.replaced)
      target.tags.set(key, { ...tag, added: tag.added + (tag.replaced ? 0 : (known?.added ?? 0)) });
    else known.added += tag.added;
  }
  target.recipes.push(...from.recipes);
}

function mergeDefinitions(base: LocalDefinitions, extra: LocalDefinitions): LocalDefinitions {
  const merged: LocalDefinitions = {
    registered: new Set(base.registered),
    tags: new Map([...base.tags].map(([k, v]) => [k, { ...v }])),
    recipes: [...base.recipes],
  };
  mergeInto(merged, extra);
  return merged;
}

function syntaxProblem(file: string, error: { message: string; line: number; column: number }): ReferenceProblem {
  return {
    code: 'unchecked-file',
    severity: 'warning',
    file,
    line: error.line,
    column: error.column,
    start: 0,
    end: 0,
    id: '',
    suggestions: [],
    detail: error.message.slice(0, 200),
    reason: error.message === 'too-deep' ? 'too-deep' : 'syntax',
    source: 'script',
  };
}

function uncheckedProblem(found: FoundFile, reason: UncheckedReason, detail: string): ReferenceProblem {
  return {
    code: 'unchecked-file',
    severity: found.source === 'config' ? 'info' : 'warning',
    file: found.file,
    line: 1,
    column: 1,
    start: 0,
    end: 0,
    id: '',
    suggestions: [],
    detail,
    reason,
    source: found.source,
  };
}

function sortProblems(problems: ReferenceProblem[]): ReferenceProblem[] {
  return problems.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : a.line - b.line || a.column - b.column));
}

const SCRIPT_FOLDERS = ['kubejs/startup_scripts', 'kubejs/server_scripts', 'kubejs/client_scripts'];
/** Folders holding data packs (each child is a pack with its own `data/`). */
const PACK_FOLDERS = [
  'datapacks',
  'global_packs/required_data',
  'global_packs/optional_data',
  'openloader/data',
  'config/openloader/data',
  'config/openloader/packs',
  'paxi/datapacks',
  'config/paxi/datapacks',
  'resources/datapack/required',
  'resources/common/required',
  'config/datapacks',
];
const CONFIG_FOLDERS = ['config', 'defaultconfigs', 'serverconfig'];
const CONFIG_EXTENSIONS = /\.(toml|json|json5|cfg|snbt)$/i;
/** Config subfolders that are data packs (read as such) or caches, never configs. */
const NOT_CONFIG = /^config\/(openloader|paxi)(\/|$)/;

/**
 * Every file to read. Zipped data packs are opened here (through the bounded archive reader; their sources go into
 * `zips` for the caller to close) and their `data/…/*.json` entries listed as `<zip>/<entry>`; a zip that cannot be
 * read, or is too large, is one problem in `unchecked`.
 */
async function findFiles(
  gameDir: string,
  options: ReferenceCheckOptions,
  zips: FileSource[],
  unchecked: ReferenceProblem[],
): Promise<FoundFile[]> {
  const found: FoundFile[] = [];
  let inflated = 0;
  const zipPack = async (rel: string, world: boolean): Promise<void> => {
    const file = path.join(gameDir, ...rel.split('/'));
    const zipProblem = (reason: UncheckedReason, detail: string): void =>
      void unchecked.push(uncheckedProblem({ file, source: 'datapack', size: -1 }, reason, detail));
    // lstat: a link is not followed out of the game folder; only a regular file is opened, and only when no folder
    // on its way links outside.
    const stat = await fs.promises.lstat(file).catch(() => null);
    if (stat === null || !stat.isFile() || !(await resolvesInside(gameDir, file))) return;
    if (stat.size > MAX_PACK_ZIP_BYTES) return zipProblem('too-large', String(MAX_PACK_ZIP_BYTES / 1024 / 1024));
    let source: FileSource | undefined;
    try {
      source = await FileSource.open(file, stat.size);
      const archive = await JarArchive.open(source);
      zips.push(source);
      source = undefined;
      for (let index = 0; index < archive.entryCount && found.length < MAX_FILES; index++) {
        const name = archive.nameAt(index);
        if (!name.startsWith('data/') || !name.endsWith('.json')) continue;
        const checked = checkRelativePath(name);
        if (!checked.ok) continue;
        const entry = archive.entry(index);
        // Entries past the check's inflate budget are not read; the zip says so once.
        if (entry.uncompressedSize <= MAX_DATA_BYTES && inflated + entry.uncompressedSize > MAX_ZIP_INFLATED) {
          zipProblem('too-large', String(MAX_ZIP_INFLATED / 1024 / 1024));
          break;
        }
        if (entry.uncompressedSize <= MAX_DATA_BYTES) inflated += entry.uncompressedSize;
        found.push({
          file: path.join(file, ...checked.path.split('/')),
          source: 'datapack',
          dataParts: checked.path.split('/').slice(1),
          world,
          size: entry.uncompressedSize,
          zip: { archive, index },
        });
      }
    } catch (error) {
      options.signal?.throwIfAborted();
      zipProblem('bad-zip', errorMessage(error).slice(0, 200));
    } finally {
      source?.close();
    }
  };
  const walk = async (
    rel: string,
    accept: (entryRel: string) => Omit<FoundFile, 'size'> | null,
    maxDepth = 12,
  ): Promise<void> => {
    const root = path.join(gameDir, rel);
    // Containment (docs/architecture.md principle 11): a folder reached through a link outside the game folder
    // (`kubejs/` or `saves/` linked to another tree) is never walked; the walk itself never follows a link below it.
    if (!(await resolvesInside(gameDir, root))) return;
    await walkFolderTree(root, {
      maxDepth,
      maxEntries: MAX_FILES,
      signal: options.signal,
      visit: (entry) => {
        if (entry.stat.isDirectory())
          return !entry.rel.split('/').some((p) => p === 'node_modules' || p.startsWith('.'));
        if (entry.stat.isFile() && found.length < MAX_FILES) {
          const file = accept(entry.rel);
          if (file !== null) found.push({ ...file, size: entry.stat.size });
        }
        return false;
      },
    }).catch(() => undefined);
  };
  const script =
    (base: string) =>
    (rel: string): Omit<FoundFile, 'size'> | null =>
      /\.(js|ts)$/.test(rel) && !rel.endsWith('.d.ts')
        ? { file: path.join(gameDir, base, rel), source: 'script' }
        : null;
  for (const folder of SCRIPT_FOLDERS) await walk(folder, script(folder));
  // KubeJS for 1.12 reads scripts directly under kubejs/.
  await walk('kubejs', (rel) => (!rel.includes('/') ? script('kubejs')(rel) : null), 1);
  const dataRoot =
    (base: string, world = false) =>
    (rel: string): Omit<FoundFile, 'size'> | null => {
      if (!rel.endsWith('.json')) return null;
      return { file: path.join(gameDir, base, rel), source: 'datapack', dataParts: rel.split('/'), world };
    };
  await walk('kubejs/data', dataRoot('kubejs/data'));
  const packs = async (folder: string, world = false): Promise<void> => {
    for (const name of await childFolders(gameDir, folder))
      await walk(`${folder}/${name}/data`, dataRoot(`${folder}/${name}/data`, world));
    for (const name of await childZips(gameDir, folder)) await zipPack(`${folder}/${name}`, world);
  };
  for (const folder of PACK_FOLDERS) await packs(folder);
  for (const save of await childFolders(gameDir, 'saves')) await packs(`saves/${save}/datapacks`, true);
  if (options.configs !== false) {
    for (const folder of CONFIG_FOLDERS) {
      await walk(folder, (rel) => {
        const full = `${folder}/${rel}`;
        if (!CONFIG_EXTENSIONS.test(rel) || NOT_CONFIG.test(full)) return null;
        return { file: path.join(gameDir, folder, rel), source: 'config' };
      });
    }
  }
  return found;
}

/** The entries of `gameDir/rel`, none when it resolves outside the game folder (a linked `saves/`). */
async function entriesInside(gameDir: string, rel: string): Promise<fs.Dirent[]> {
  const dir = path.join(gameDir, rel);
  if (!(await resolvesInside(gameDir, dir))) return [];
  return fs.promises.readdir(dir, { withFileTypes: true }).catch(() => []);
}

/** The `.zip` files directly in `gameDir/rel` (data packs zipped as the game reads them), sorted. */
async function childZips(gameDir: string, rel: string): Promise<string[]> {
  const entries = await entriesInside(gameDir, rel);
  return entries
    .filter((e) => e.isFile() && /\.zip$/i.test(e.name) && !e.name.startsWith('.'))
    .map((e) => e.name)
    .sort();
}

async function childFolders(gameDir: string, rel: string): Promise<string[]> {
  const entries = await entriesInside(gameDir, rel);
  return entries
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
}

/**
 * One open data-pack file's problems (`…/data/<ns>/<folder>/….json`), for the editor; a file outside a data pack's
 * folders has none.
 */
export function checkDataText(
  file: string,
  text: string,
  lookup: ContentLookup,
  pack?: Pick<PackReferences, 'definitions'>,
): ReferenceProblem[] {
  const parts = file.split(/[\\/]/);
  const data = parts.lastIndexOf('data');
  const place = data === -1 ? null : dataFilePlace(parts.slice(data + 1));
  if (place === null) return [];
  const own = emptyDefinitions();
  const reading = readDataFile(file, place, text, own);
  if (reading.error !== undefined) {
    const reason = reading.error.message === 'too-deep' ? 'too-deep' : 'invalid-json';
    return [
      {
        ...uncheckedProblem({ file, source: 'datapack', size: -1 }, reason, ''),
        line: reading.error.line,
        column: reading.error.column,
      },
    ];
  }
  const judge = new ReferenceJudge(lookup, mergeDefinitions(pack?.definitions ?? emptyDefinitions(), own), 20);
  const problems: ReferenceProblem[] = [];
  for (const ref of reading.references) {
    const problem = judge.judge(ref);
    if (problem !== null) problems.push(problem);
  }
  return sortProblems(problems);
}
