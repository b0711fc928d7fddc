import * as fs from 'node:fs';
import * as path from 'node:path';
import { readRegularFile } from '../fs/safeRead';
import { walkFolderTree } from '../fs/folderWalk';
import { resolvesInside } from '../fs/servedRoots';
import { mapPool } from '../fs/taskPool';
import type { Instance } from '../model/instance';
import type { ModFile, NestedMod } from '../model/modFile';
import type { ModScanner } from '../mods/modScanner';
import { unreadableReason } from '../mods/readerTexts';
import { renderMessage, type Message } from '../locale/messageCatalog';
import type { ContentEntry, ContentIndex, NamespaceSummary, RecipeEntry } from './contentIndex';
import { ContentNotes } from './contentMessages';
import { dataFolderEra, readInEra } from './dataFolders';
import { loadedRecipe, loaderFamily, needsContent } from './recipeConditions';
import { loadedModIds } from './loadConditions';
import { packContentJudge } from './packContentJudge';
import { readStartupScript, type KubeRegistration } from './kubejsRegistrations';
import { KEPT_LOCALES, nameKeys } from './langFiles';
import { LangKeyTable } from './langKeyTable';
import { NamespacedIds } from './namespacedIds';
import { folderFiles } from './packFiles';
import { readJarContent, type JarRead } from './jarContentRead';
import { ContentThreads } from './contentThreads';
import { overlaidParts } from './overlaidParts';
import { RECIPE_STRIDE, recipeIo, unpackRecipe } from './partRecipes';
import { packFormatsOf } from './packFormats';
import { readProbeDump, type ProbeDump } from './probeJsDump';
import { isSourceContent, readFilesContent, type SourceContent, type SourcePart } from './sourceContent';
import { mergeTags } from './tagMerge';
import { tagIdJudge } from './tagIdJudge';
import { applyPackFilters } from './packFilter';
import { findVanillaJar } from './vanillaJar';
import { findLoaderJar, missingLoaderJar } from './loaderJar';
import { SplitNamespaces } from './splitNamespaces';

/** Where a source sits in the load order, earliest (lowest priority) first. */
type SourceRole = 'vanilla' | 'mod' | 'datapack' | 'resourcepack';

interface Source {
  role: SourceRole;
  /** Relative to the game folder, `/`-separated (the prefix of every `file`). */
  label: string;
  content: SourceContent;
  /** Mod ids of the jar (outer) and of its nested jars by entry path. */
  mods: ModFile | null;
}

/** The persisted form of the cache (see {@link ContentIndexer.toJSON}). */
export interface ContentCacheData {
  version: number;
  /** Jar path → its stat and content hash. */
  files: Array<[string, { size: number; mtimeMs: number; hash: string }]>;
  /** Content hash → what the jar holds. */
  contents: Array<[string, SourceContent]>;
}

/**
 * 2: lang keys as flat pairs; 3: ids as flat pairs (sourceContent.ts); 4: problems and evidence as messages
 * (contentMessages.ts); 5: recipe shapes of real mods (recipeShapes.ts) and 1.12 block-state items (legacyBlockstates.ts);
 * 6: `pack.mcmeta` overlays (packOverlays.ts), further recipe keys (recipeShapes.ts), lang numbers as text (langFiles.ts);
 * 7: `forge:conditional` entries judged (recipeConditions.ts conditionalEntries), `pack.mcmeta` filters (packFilter.ts).
 * 8: conditions on items and tags kept with recipes (loadConditions.ts).
 * 9: a part's recipes packed flat, their conditions by number (partRecipes.ts).
 * 10: buckets' item models of the jar's own fluids are items, material classes no longer mark a namespace partly made at
 * run time (sourceContent.ts): a part read by an older version may hold other ids and evidence, so it is read again.
 */
const CACHE_VERSION = 10;
/** Jar paths remembered at most (every jar of every instance indexed; the oldest not in use are forgotten first). */
const MAX_CACHED_FILES = 20_000;
const JAR = /\.(jar|zip)$/i;
const SCRIPT = /\.(js|ts)$/i;
/** Startup scripts read at most, and their size: real packs have a few dozen small files. */
const MAX_SCRIPTS = 2_000;
const MAX_SCRIPT_BYTES = 4 * 1024 * 1024;
/** Default of {@link ContentIndexerOptions.threadMinBytes} (docs/performance.md, content index, ninth pass). */
const THREAD_MIN_BYTES = 16 * 1024 * 1024;

/**
 * Global data-pack folders of the common loader mods, in the order they are applied (docs/content.md): Global Data &
 * Resourcepacks (`global_packs/required_data`, `optional_data`), Open Loader (`config/openloader/data`, older
 * `openloader/data`, and since 1.20 `config/openloader/packs`, whose packs hold data and assets together), Paxi
 * (`config/paxi/datapacks`), Simple Resource Loader's always-loaded data and common packs
 * (`resources/datapack/required`, `resources/common/required`), Data Loader (`config/datapacks`) and a root
 * `datapacks/` folder (Global Datapacks, KubeJS templates). Each child folder or zip is one pack.
 */
const GLOBAL_PACK_FOLDERS = [
  'global_packs/required_data',
  'global_packs/optional_data',
  'config/openloader/data',
  'openloader/data',
  'config/openloader/packs',
  'config/paxi/datapacks',
  'resources/datapack/required',
  'resources/common/required',
  'config/datapacks',
  'datapacks',
];

export interface IndexOptions {
  signal?: AbortSignal;
  /** Called as sources are read: `done` of `total`. */
  onProgress?(done: number, total: number): void;
}

export interface ContentIndexerOptions {
  /** Jars read at once (default 4). */
  concurrency?: number;
  /** Read with blocking calls (only for a thread with nothing else to do, such as the CLI's). */
  blockingReads?: boolean;
  /** Where the cache outlives the process (src/core/content/contentCacheFile.ts); none: in memory only. */
  storage?: ContentCacheStorage | undefined;
  /**
   * Threads that read and parse jars for a cold index (contentThreads.ts): 1 (the default) reads every jar on the
   * indexer's thread; N ≥ 2 reads them there and on N − 1 worker threads. On the two-core machine this was measured on,
   * workers cost CPU time and memory and saved no wall time (docs/performance.md, content index, ninth pass).
   */
  threads?: number;
  /** Bytes of jars to read below which no worker is started: start-up would cost more than it saves. */
  threadMinBytes?: number;
}

/**
 * A place the indexer's cache is kept between sessions. `load` gives what `save` last stored (or null when there is
 * nothing usable); the indexer validates it before trusting any of it. Neither may throw for a missing, damaged or
 * unwritable file: the cache only saves time.
 */
export interface ContentCacheStorage {
  load(): Promise<unknown>;
  save(data: ContentCacheData): Promise<unknown>;
}

/**
 * Builds an instance's {@link ContentIndex}. Each jar's content is cached by a hash of its central directory (which
 * holds every entry's CRC, so it changes with any entry), found through the jar's (path, size, mtime): a re-index
 * stats the jars and re-reads only the changed ones. With nothing changed at all (same jars, same data-pack and
 * script files) the last index is returned as it is.
 */
export class ContentIndexer {
  /**
   * Jars answered from the cache, jars whose content was read, jar files opened at all (to hash or read), and jars
   * read by a worker thread (contentThreads.ts; counted in `hits` or `misses` too).
   */
  readonly stats = { hits: 0, misses: 0, opened: 0, threaded: 0 };
  private readonly files = new Map<string, { size: number; mtimeMs: number; hash: string }>();
  private readonly contents = new Map<string, SourceContent>();
  private last: { instance: string; signature: string; index: ContentIndex } | null = null;
  private readonly concurrency: number;
  private readonly blocking: boolean;
  private readonly storage: ContentCacheStorage | undefined;
  private readonly threads: number;
  private readonly threadMinBytes: number;
  /** The stored cache, read once before the first index. */
  private restoring: Promise<void> | null = null;
  /** Whether the cache changed since it was last handed to the storage. */
  private changed = false;
  private saving: Promise<void> = Promise.resolve();

  constructor(
    private readonly scanner: ModScanner,
    options: ContentIndexerOptions = {},
  ) {
    this.concurrency = Math.max(1, options.concurrency ?? 4);
    this.blocking = options.blockingReads === true;
    this.storage = options.storage;
    this.threads = Math.max(1, Math.floor(options.threads ?? 1) || 1);
    this.threadMinBytes = options.threadMinBytes ?? THREAD_MIN_BYTES;
  }

  /** Settles when the last save handed to the storage has finished (the CLI waits for it before exiting). */
  flush(): Promise<void> {
    return this.saving;
  }

  async index(instance: Instance, options: IndexOptions = {}): Promise<ContentIndex> {
    const { signal } = options;
    const storage = this.storage;
    if (storage !== undefined) {
      this.restoring ??= storage.load().then(
        (data) => void this.adopt(data),
        () => undefined,
      );
      await this.restoring;
    }
    const gameDir = instance.gameDir;
    const gaps: Message[] = [];
    const scanned = await this.scanner.scanFolder(path.join(gameDir, 'mods'), signal === undefined ? {} : { signal });
    for (const f of scanned)
      if (f.enabled && f.kind === 'corrupt')
        gaps.push(
          ContentNotes.sourceUnreadable({ file: relative(gameDir, f.path), error: unreadableReason(f, 'damaged') }),
        );
    const modFiles = scanned
      .filter((f) => f.enabled && (f.kind === 'mod' || f.kind === 'library'))
      .sort((a, b) => compare(a.fileName.toLowerCase(), b.fileName.toLowerCase()));
    const vanilla = await findVanillaJar(instance);
    const loaderJar = await findLoaderJar(instance);

    // Every jar/zip source, in load order, then the folder packs.
    const jarJobs: Array<{ role: SourceRole; file: string; mods: ModFile | null }> = [];
    if (vanilla !== null) jarJobs.push({ role: 'vanilla', file: vanilla, mods: null });
    // The loader's own jar (loaderJar.ts) is a mod whose id is the loader's, first among the mods (docs/content.md).
    if (loaderJar !== null) jarJobs.push({ role: 'mod', file: loaderJar.file, mods: loaderJar.mods });
    for (const f of modFiles) jarJobs.push({ role: 'mod', file: f.path, mods: f });
    const packs = await this.packSources(gameDir, signal);
    for (const p of packs) if (p.zip) jarJobs.push({ role: p.role, file: p.file, mods: null });

    const jarStats = await Promise.all(jarJobs.map((j) => fs.promises.stat(j.file).catch(() => null)));
    const folderPacks = await Promise.all(
      packs.filter((p) => !p.zip).map(async (p) => ({ ...p, files: await folderFiles(p.file, signal) })),
    );
    const scripts = await this.startupScripts(gameDir, signal);
    const probe = await readProbeDump(gameDir);
    const signature = [
      vanilla ?? '-',
      ...jarJobs.map((j, i) => `${j.file}\u0000${jarStats[i]?.size}\u0000${jarStats[i]?.mtimeMs}`),
      ...folderPacks.map((p) => `${p.file}\n${p.files.signature}`),
      ...scripts.map((s) => `${s.file}\u0000${s.size}\u0000${s.mtimeMs}`),
      probe?.signature ?? '-',
    ].join('\n');
    if (this.last !== null && this.last.instance === instance.root && this.last.signature === signature) {
      this.stats.hits += jarJobs.length;
      return this.last.index;
    }

    let done = 0;
    const total = jarJobs.length + folderPacks.length;
    const threads = this.startThreads(jarJobs, jarStats);
    // Blocking reads leave nothing to overlap: one jar at a time, so only one jar's entries are in memory at once. With
    // worker threads, as many at once as the workers take (contentThreads.ts), plus the one this thread reads.
    const width = (this.blocking ? 1 : this.concurrency) + (threads !== null ? 2 * (this.threads - 1) : 0);
    /** Jars that could not be read, by their place in the load order (so the gaps are in that order, however read). */
    const unreadable: Array<Message | undefined> = [];
    let sources: Array<Source | null>;
    try {
      sources = await mapPool(
        jarJobs,
        width,
        async (job, i): Promise<Source | null> => {
          const stat = jarStats[i];
          const label = relative(gameDir, job.file);
          if (stat === null || stat === undefined || !stat.isFile()) return null;
          let source: Source | null = null;
          try {
            const content = await this.jarContent(job.file, stat.size, stat.mtimeMs, signal, threads);
            source = { role: job.role, label, content, mods: job.mods };
          } catch (error) {
            if (signal?.aborted === true) throw error;
            unreadable[i] = ContentNotes.sourceUnreadable({ file: label, error: (error as Error).message });
          }
          options.onProgress?.(++done, total);
          return source;
        },
        signal,
      );
    } finally {
      threads?.release();
    }
    for (const gap of unreadable) if (gap !== undefined) gaps.push(gap);
    const all: Source[] = sources.filter((s): s is Source => s !== null);
    for (const p of folderPacks) {
      signal?.throwIfAborted();
      const content = await readFilesContent(p.files, signal);
      if (p.files.truncated) gaps.push(ContentNotes.tooManyFiles({ pack: relative(gameDir, p.file) }));
      all.push({ role: p.role, label: relative(gameDir, p.file), content, mods: null });
      options.onProgress?.(++done, total);
    }
    // Load order: vanilla, mods, data packs (global, KubeJS, worlds), then resource packs (names only).
    const order: Record<SourceRole, number> = { vanilla: 0, mod: 1, datapack: 2, resourcepack: 3 };
    const ordered = all
      .map((s, i) => ({ s, i }))
      .sort((a, b) => order[a.s.role] - order[b.s.role] || a.i - b.i)
      .map(({ s }) => s);
    this.forgetUnused(new Set(jarJobs.map((j) => j.file)));
    const loaderRead = loaderJar !== null && ordered.some((s) => s.mods === loaderJar.mods);
    const index = buildIndex(instance, applyPackFilters(ordered), scripts, probe, vanilla !== null, gaps, loaderRead);
    this.last = { instance: instance.root, signature, index };
    if (this.changed && storage !== undefined) {
      this.changed = false;
      // Serialized now (the cache may change before the write), written in the background, one save at a time.
      const data = this.toJSON();
      this.saving = this.saving
        .then(() => storage.save(data))
        .then(
          () => undefined,
          () => undefined,
        );
    }
    return index;
  }

  /**
   * Worker threads for this index's jar reads (contentThreads.ts), or null to read on this thread: with one thread
   * configured, or when the jars whose content is not cached under their stat are fewer than
   * {@link ContentIndexerOptions.threadMinBytes} (a warm index, one changed jar, a small pack).
   */
  private startThreads(
    jobs: ReadonlyArray<{ file: string }>,
    stats: ReadonlyArray<fs.Stats | null>,
  ): ContentThreads | null {
    if (this.threads < 2) return null;
    let bytes = 0;
    let jars = 0;
    for (let i = 0; i < jobs.length; i++) {
      const stat = stats[i];
      if (stat === null || stat === undefined || !stat.isFile() || this.cached(jobs[i]!.file, stat) !== undefined)
        continue;
      bytes += stat.size;
      jars++;
    }
    if (jars < 2 || bytes < this.threadMinBytes) return null;
    return ContentThreads.acquire(Math.min(this.threads - 1, jars - 1));
  }

  /** The cached content of a jar whose stat is the one remembered for its path. */
  private cached(file: string, stat: { size: number; mtimeMs: number }): SourceContent | undefined {
    const known = this.files.get(file);
    if (known === undefined || known.size !== stat.size || known.mtimeMs !== stat.mtimeMs) return undefined;
    return this.contents.get(known.hash);
  }

  /**
   * The content of one jar, from the cache when its stat (or, after a touch, its directory hash) is unchanged, else
   * read by a worker of `threads` or, without one, on this thread.
   */
  private async jarContent(
    file: string,
    size: number,
    mtimeMs: number,
    signal?: AbortSignal,
    threads?: ContentThreads | null,
  ): Promise<SourceContent> {
    const cached = this.cached(file, { size, mtimeMs });
    if (cached !== undefined) {
      this.stats.hits++;
      return cached;
    }
    this.stats.opened++;
    this.changed = true;
    // The hash cached for this path goes along: a jar only touched is hashed, not read (a jar whose content is cached
    // under another path is read by the worker and kept once, as on this thread with several reads at a time).
    const posted = threads?.read(file, size, this.files.get(file)?.hash, signal);
    if (posted !== undefined) {
      const read = await posted;
      // Null, or a hash the worker knew that this cache has since forgotten: read here.
      if (read !== null && (read.content !== null || this.contents.has(read.hash))) {
        this.stats.threaded++;
        return this.adoptRead(file, size, mtimeMs, read);
      }
    }
    const read = await readJarContent(file, size, this.blocking, (hash) => this.contents.has(hash), signal);
    // Blocking reads settle without the event loop turning: it is turned once, so the workers' answers are taken and
    // each is given its next jar before this thread reads another.
    if (threads) await new Promise<void>((resolve) => setImmediate(resolve));
    return this.adoptRead(file, size, mtimeMs, read);
  }

  /** Keeps a jar's read (on this thread or a worker's): a content already known by its hash is kept, not replaced. */
  private adoptRead(file: string, size: number, mtimeMs: number, read: JarRead): SourceContent {
    let content = this.contents.get(read.hash);
    if (content === undefined && read.content !== null) {
      this.stats.misses++;
      content = read.content;
      this.contents.set(read.hash, content);
    } else this.stats.hits++;
    if (content === undefined) throw new Error(`the content of ${file} was not kept`);
    this.files.set(file, { size, mtimeMs, hash: read.hash });
    return content;
  }

  /**
   * Keeps the cache bounded: past {@link MAX_CACHED_FILES} paths, the oldest paths not in `inUse` are forgotten, then
   * every content no remembered path points at (the cache does not grow with every jar ever seen).
   */
  private forgetUnused(inUse: ReadonlySet<string>): void {
    for (const file of this.files.keys()) {
      if (this.files.size <= MAX_CACHED_FILES) break;
      if (!inUse.has(file)) {
        this.files.delete(file);
        this.changed = true;
      }
    }
    const used = new Set<string>();
    for (const f of this.files.values()) used.add(f.hash);
    for (const hash of this.contents.keys()) {
      if (!used.has(hash)) {
        this.contents.delete(hash);
        this.changed = true;
      }
    }
  }

  private async packSources(
    gameDir: string,
    signal?: AbortSignal,
  ): Promise<Array<{ role: SourceRole; file: string; zip: boolean }>> {
    const out: Array<{ role: SourceRole; file: string; zip: boolean }> = [];
    const children = async (dir: string, role: SourceRole, only?: readonly string[]): Promise<void> => {
      signal?.throwIfAborted();
      // Containment (docs/architecture.md principle 11): a pack folder linked outside the game folder is not read.
      if (!(await resolvesInside(gameDir, dir))) return;
      const entries = await fs.promises.readdir(dir, { withFileTypes: true }).catch(() => []);
      const names = entries.filter((e) => !e.name.startsWith('.')).sort((a, b) => compare(a.name, b.name));
      const byName = new Map(names.map((e) => [e.name, e]));
      const chosen = only === undefined ? names : only.map((n) => byName.get(n)).filter((e) => e !== undefined);
      for (const e of chosen) {
        const full = path.join(dir, e.name);
        if (e.isDirectory()) out.push({ role, file: full, zip: false });
        else if (e.isFile() && JAR.test(e.name)) out.push({ role, file: full, zip: true });
      }
    };
    for (const folder of GLOBAL_PACK_FOLDERS) await children(path.join(gameDir, ...folder.split('/')), 'datapack');
    const kubejs = path.join(gameDir, 'kubejs');
    if (
      (await fs.promises.stat(kubejs).catch(() => null))?.isDirectory() === true &&
      (await resolvesInside(gameDir, kubejs))
    )
      out.push({ role: 'datapack', file: kubejs, zip: false });
    const savesDir = path.join(gameDir, 'saves');
    const saves = (await resolvesInside(gameDir, savesDir))
      ? await fs.promises.readdir(savesDir, { withFileTypes: true }).catch(() => [])
      : [];
    for (const world of saves.filter((e) => e.isDirectory()).sort((a, b) => compare(a.name, b.name)))
      await children(path.join(gameDir, 'saves', world.name, 'datapacks'), 'datapack');
    await children(path.join(gameDir, 'resourcepacks'), 'resourcepack', await enabledResourcePacks(gameDir));
    return out;
  }

  private async startupScripts(
    gameDir: string,
    signal?: AbortSignal,
  ): Promise<Array<{ file: string; size: number; mtimeMs: number }>> {
    const root = path.join(gameDir, 'kubejs', 'startup_scripts');
    const out: Array<{ file: string; size: number; mtimeMs: number }> = [];
    if (!(await resolvesInside(gameDir, root))) return out;
    await walkFolderTree(root, {
      maxDepth: 8,
      maxEntries: MAX_SCRIPTS * 4,
      ...(signal === undefined ? {} : { signal }),
      visit(entry) {
        if (entry.stat.isDirectory()) return true;
        if (entry.stat.isFile() && entry.utf8 && SCRIPT.test(entry.name) && !entry.name.endsWith('.d.ts')) {
          if (out.length < MAX_SCRIPTS)
            out.push({
              file: path.join(root, ...entry.rel.split('/')),
              size: entry.stat.size,
              mtimeMs: entry.stat.mtimeMs,
            });
        }
        return false;
      },
    });
    return out;
  }

  toJSON(): ContentCacheData {
    return { version: CACHE_VERSION, files: [...this.files], contents: [...this.contents] };
  }

  /** Restores a cache saved by {@link toJSON}; anything malformed gives an empty cache. */
  static fromJSON(data: unknown, scanner: ModScanner, options: ContentIndexerOptions = {}): ContentIndexer {
    const indexer = new ContentIndexer(scanner, options);
    indexer.adopt(data);
    return indexer;
  }

  /**
   * Takes the entries of a cache saved by {@link toJSON} that this one does not know yet and returns whether it took
   * any. The whole of it is checked first (version, every content's shape, every path's stat and hash): anything
   * malformed, and any path whose content is missing, is ignored as a whole, never half taken.
   */
  private adopt(data: unknown): boolean {
    if (typeof data !== 'object' || data === null) return false;
    const { version, files, contents } = data as Partial<ContentCacheData>;
    if (version !== CACHE_VERSION || !Array.isArray(files) || !Array.isArray(contents)) return false;
    const known = new Map<string, SourceContent>();
    for (const entry of contents) {
      if (!Array.isArray(entry) || entry.length !== 2 || typeof entry[0] !== 'string' || !isSourceContent(entry[1]))
        return false;
      known.set(entry[0], entry[1]);
    }
    const stats: Array<[string, { size: number; mtimeMs: number; hash: string }]> = [];
    for (const entry of files) {
      if (!Array.isArray(entry) || entry.length !== 2 || typeof entry[0] !== 'string') return false;
      const f = entry[1] as { size?: unknown; mtimeMs?: unknown; hash?: unknown } | null;
      if (typeof f !== 'object' || f === null) return false;
      if (typeof f.size !== 'number' || typeof f.mtimeMs !== 'number' || typeof f.hash !== 'string') return false;
      if (!known.has(f.hash)) return false;
      stats.push([entry[0], { size: f.size, mtimeMs: f.mtimeMs, hash: f.hash }]);
    }
    let took = false;
    for (const [hash, content] of known) {
      if (this.contents.has(hash)) continue;
      this.contents.set(hash, content);
      took = true;
    }
    for (const [file, stat] of stats) {
      if (this.files.has(file)) continue;
      this.files.set(file, stat);
      took = true;
    }
    return took;
  }
}

/** `options.txt` `resourcePacks:[…]` entries `file/<name>` in order (last wins), or undefined (then all packs). */
async function enabledResourcePacks(gameDir: string): Promise<string[] | undefined> {
  // A named pipe, a device or a link outside as options.txt is not read (a FIFO would block a pool thread for ever).
  const text = await readRegularFile(path.join(gameDir, 'options.txt'), { maxBytes: 1024 * 1024, root: gameDir })
    .then((b) => b.toString('utf8'))
    .catch(() => null);
  if (text === null || text.length > 1024 * 1024) return undefined;
  const line = /^resourcePacks:(.*)$/m.exec(text);
  if (line === null) return undefined;
  try {
    const list: unknown = JSON.parse(line[1]!);
    if (!Array.isArray(list)) return undefined;
    return list.filter((v): v is string => typeof v === 'string' && v.startsWith('file/')).map((v) => v.slice(5));
  } catch {
    return undefined;
  }
}

function relative(gameDir: string, file: string): string {
  return path.relative(gameDir, file).split(path.sep).join('/');
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The mod ids of the archive at `prefix` inside a source (`''` = the jar itself). */
function modIdsAt(mods: ModFile | null, prefix: string): string[] {
  if (mods === null) return [];
  if (prefix === '') return mods.mods.map((m) => m.id);
  const steps = prefix.split('!/').filter((s) => s.length > 0);
  let level: readonly NestedMod[] = mods.nested;
  let found: NestedMod | undefined;
  for (const step of steps) {
    found = level.find((n) => n.entry === step);
    if (found === undefined) return [];
    level = found.nested;
  }
  return found?.mods.map((m) => m.id) ?? [];
}

function buildIndex(
  instance: Instance,
  sources: readonly Source[],
  scripts: ReadonlyArray<{ file: string; size: number; mtimeMs: number }>,
  probe: ProbeDump | null,
  hasVanilla: boolean,
  gaps: Message[],
  loaderRead = false,
): ContentIndex {
  const gameDir = instance.gameDir;
  /**
   * Every item, block and fluid found, per kind by id, as a number into the lists of {@link Found}: the index's entry
   * objects are made only when a reader asks for the list (lazyIndex below), not one object, names record and file
   * string per id on every index.
   */
  const found: Found = {
    ids: { item: new NamespacedIds(), block: new NamespacedIds(), fluid: new NamespacedIds() },
    bases: [],
    paths: [],
    mods: [],
    givenNames: new Map(),
  };
  const entries = found.ids;
  // The merged lang files: every key once, with its text per locale (a later pair of a key wins, as a later lang file
  // does). One table for all locales, so a name is looked up once per entry, not once per entry and locale.
  const langKeys = new LangKeyTable();
  const langTexts: Array<Array<string | undefined>> = KEPT_LOCALES.map(() => []);
  /** Each recipe id's slot in {@link Winners}. One map entry per id, not one per id and list; a map per namespace. */
  const recipeSlots = new NamespacedIds();
  const recipeWinners: Winners = { lists: [], at: [], entries: new Map(), bases: [] };
  /** Slots whose winning file has conditions on the pack's ids or tags: that file's record, judged once they are known. */
  const recipeByContent = new Map<number, RecipeEntry>();
  const tagFiles: Array<SourcePart['tags'][number]> = [];
  /** Per locale: whether any kept key ends in `.name` (only then can a 1.12-style key name anything). */
  const legacyNames: Record<string, boolean> = {};
  const nsOwner = new Map<string, string>();
  const nsIncomplete = new Map<string, Message>();
  /** The names judgement of namespaces several parts share, made again over all of them. */
  const split = new SplitNamespaces();
  const modIds = new Set<string>();
  const nsSeen = new Set<string>();
  const problems: Message[] = [];
  /** The data-folder spelling the instance's Minecraft reads (dataFolders.ts): the other one is ignored, as in game. */
  const era = dataFolderEra(instance.minecraft);
  /**
   * The loader whose load conditions count (recipeConditions.ts; unknown: any always-false condition counts), and
   * whether it skips recipe ids whose path starts with `_` (Forge's and NeoForge's RecipeManager: "used for metadata").
   */
  const family = loaderFamily(instance.loader?.type);
  const skipsMetadata = family === 'forge' || family === 'neoforge';

  // First pass: which mod owns which namespace (a mod whose id is the namespace, else the first jar with ids there).
  for (const source of sources) {
    if (source.role !== 'mod') continue;
    for (const part of source.content.parts) for (const id of modIdsAt(source.mods, part.prefix)) modIds.add(id);
  }
  for (const id of modIds) nsOwner.set(id, id);
  if (hasVanilla) nsOwner.set('minecraft', 'minecraft');
  /** Packs whose overlays could not be judged (the version's pack format is not known: packFormats.ts). */
  const unjudgedOverlays: string[] = [];
  /** What `mod_loaded` conditions see (recipes, overlays): the pack's mods, the game and the loader. */
  const loaded = loadedModIds(modIds, instance.loader?.type, instance.minecraft);
  const overlayContext = { formats: packFormatsOf(instance.minecraft), family, modIds: loaded };

  for (const source of sources) {
    const parts = overlaidParts(source.content.parts, overlayContext, era, () => unjudgedOverlays.push(source.label));
    for (const part of parts) {
      const base = `${source.label}!/${part.prefix}`;
      const ids =
        source.role === 'mod' ? modIdsAt(source.mods, part.prefix) : source.role === 'vanilla' ? ['minecraft'] : [];
      for (let l = 0; l < KEPT_LOCALES.length; l++) {
        const locale = KEPT_LOCALES[l]!;
        const pairs = part.lang[locale];
        if (pairs === undefined) continue;
        const texts = langTexts[l]!;
        let legacy = false;
        for (let k = 0; k < pairs.length; k += 2) {
          const key = pairs[k]!;
          texts[langKeys.add(key)] = pairs[k + 1]!;
          if (!legacy && key.endsWith('.name')) legacy = true;
        }
        if (legacy) legacyNames[locale] = true;
      }
      for (const p of part.problems.slice(0, 3))
        if (problems.length < 20) problems.push({ id: p.id, params: { ...p.params, source: source.label } });
      if (source.role === 'resourcepack') continue;
      for (const ns of part.namespaces) nsSeen.add(ns);
      const owner = (ns: string): string | null => {
        const known = nsOwner.get(ns);
        if (known !== undefined) return known;
        const first = ids[0];
        if (first !== undefined && (part.items.length > 0 || part.blocks.length > 0)) {
          nsOwner.set(ns, first);
          return first;
        }
        return null;
      };
      const skipVanilla = source.role !== 'vanilla' && hasVanilla;
      const addAll = (kind: Kind, list: readonly string[]): void => {
        const map = entries[kind];
        // A part lists its ids namespace by namespace: the owner is looked up once per run of one namespace.
        let lastNs: string | null = null;
        let lastMod: string | null = null;
        for (let k = 0; k < list.length; k += 2) {
          const id = list[k]!;
          // Mods and packs re-model vanilla ids: those are not new content.
          if (skipVanilla && id.startsWith('minecraft:')) continue;
          // One look-up per id: the number addFound gives it next, taken only when the id is new.
          if (!map.add(id, found.bases.length)) continue;
          const colon = id.indexOf(':');
          if (lastNs === null || colon !== lastNs.length || !id.startsWith(lastNs)) {
            lastNs = id.slice(0, colon);
            lastMod = owner(lastNs) ?? ids[0] ?? null;
          }
          addFound(found, base, list[k + 1]!, lastMod);
        }
      };
      if (source.role !== 'datapack') {
        addAll('item', part.items);
        addAll('block', part.blocks);
      }
      addAll('fluid', part.fluids);
      // mergeTags reads no `file`: the parts' own tag records are merged as they are (no copy per tag).
      for (const tag of part.tags) if (readInEra(tag.file, era)) tagFiles.push(tag);
      // A later pack's recipe of the same id replaces the earlier one (data packs override mods). The index's entry
      // is made once, for the recipe that wins.
      // Packed (partRecipes.ts): a recipe without load conditions wins as the part's strings; a record is made only
      // for a recipe with conditions.
      const packed = part.recipes;
      const conditions = part.recipeConditions;
      for (let k = 0; k < packed.length; k += RECIPE_STRIDE) {
        const id = packed[k]!;
        if (!readInEra(packed[k + 2]!, era)) continue;
        if (skipsMetadata && id.charCodeAt(id.indexOf(':') + 1) === 0x5f /* _ */) continue;
        const conditioned = conditions?.[String(k / RECIPE_STRIDE)] !== undefined;
        const recipe = conditioned ? unpackRecipe(part, k) : null;
        // A winning file the game never loads (an always-false condition): the game has no recipe of this id.
        // So is one whose conditions name a mod the pack does not have (a compat recipe: recipeConditions.ts).
        const winner = recipe === null ? null : loadedRecipe(recipe, family, loaded);
        if (recipe !== null && winner === null && !recipeSlots.has(id)) continue;
        let slot = recipeSlots.get(id);
        if (slot === undefined) {
          // A new id (nearly every recipe): its slot is made with its winner, three pushes.
          slot = recipeWinners.lists.length;
          recipeSlots.set(id, slot);
          recipeWinners.lists.push(recipe === null ? packed : null);
          recipeWinners.at.push(k);
          recipeWinners.bases.push(base);
          if (recipe === null) continue;
        } else {
          recipeWinners.bases[slot] = base;
          if (recipeByContent.size > 0) recipeByContent.delete(slot);
          if (recipe === null) {
            recipeWinners.lists[slot] = packed;
            recipeWinners.at[slot] = k;
            continue;
          }
        }
        recipeWinners.lists[slot] = null;
        recipeWinners.entries.set(slot, winner);
        // Conditions on items or tags hold for now; they are judged below, once the pack's ids and tags are known.
        if (
          winner !== null &&
          (recipe.modConditions !== undefined || recipe.choices !== undefined) &&
          needsContent(recipe)
        )
          recipeByContent.set(slot, recipe);
      }
      if (source.role !== 'datapack') split.addPart(part);
      for (const [ns, why] of Object.entries(part.incomplete)) split.mark(nsIncomplete, ns, why);
      if (part.runtimeContent !== null) {
        const targets = new Set([...ids, ...part.namespaces.filter((ns) => hasIdIn(part.items, `${ns}:`))]);
        for (const ns of targets) split.mark(nsIncomplete, ns, part.runtimeContent);
      }
    }
  }
  // A namespace several jars share: are its names modelled by the pack as a whole (splitNamespaces.ts)?
  split.settle(nsIncomplete, entries.item, entries.block);

  // KubeJS startup registrations.
  const kubeUnreadable: Message[] = [];
  for (const script of scripts) {
    if (script.size > MAX_SCRIPT_BYTES) {
      kubeUnreadable.push(
        ContentNotes.kubejsTooLarge({
          file: relative(gameDir, script.file),
          mib: MAX_SCRIPT_BYTES / 1024 / 1024,
          gap: false,
        }),
      );
      continue;
    }
    let text: string;
    try {
      text = fs.readFileSync(script.file, 'utf8');
    } catch {
      continue;
    }
    const label = relative(gameDir, script.file);
    const read = readStartupScript(text, label);
    kubeUnreadable.push(...read.unreadable);
    for (const r of read.registrations) addRegistration(found, r, label, nsOwner);
  }
  for (const why of kubeUnreadable.slice(0, 5)) {
    if (!nsIncomplete.has('kubejs')) nsIncomplete.set('kubejs', why);
    if (gaps.length < 50) gaps.push({ id: why.id, params: { ...why.params, gap: true } });
  }

  // ProbeJS overlay: ids the dump lists that static reading did not find.
  if (probe !== null) {
    let added = 0;
    for (const [kind, ids] of Object.entries(probe.ids) as Array<[Kind, string[]]>) {
      for (const id of ids) {
        if (entries[kind].has(id)) continue;
        const ns = id.slice(0, id.indexOf(':'));
        entries[kind].set(id, addFound(found, '', relative(gameDir, probe.file), nsOwner.get(ns) ?? null));
        added++;
      }
    }
    const newest = Math.max(0, ...sources.filter((s) => s.role === 'mod').map((s) => s.mods?.mtimeMs ?? 0));
    if (probe.mtimeMs < newest) gaps.push(ContentNotes.probeStale({ file: relative(gameDir, probe.file) }));
    if (added > 0) gaps.push(ContentNotes.probeOnly({ count: added }));
  }

  // An optional tag entry of a namespace nothing in the pack provides names an id that does not exist: dropped.
  const present = new Set<string>([...nsSeen, ...modIds, ...nsOwner.keys(), 'minecraft']);
  for (const kind of ['item', 'block', 'fluid'] as const) {
    // Ids come namespace by namespace: a namespace is sliced again only when the run of ids changes to another.
    // forEach, not keys(): the table's keys() is a generator over its namespaces, a result object per id.
    let last: string | null = null;
    entries[kind].forEach((_, id) => {
      const colon = id.indexOf(':');
      if (last !== null && colon === last.length && id.startsWith(last)) return;
      last = id.slice(0, colon);
      present.add(last);
    });
  }
  if (!hasVanilla && !nsIncomplete.has('minecraft')) nsIncomplete.set('minecraft', ContentNotes.noVanillaNamespace({}));
  const merged = mergeTags(
    tagFiles,
    tagIdJudge({
      present,
      incomplete: nsIncomplete,
      items: entries.item,
      blocks: entries.block,
      hasLangKey: (key) => langKeys.get(key) !== undefined,
    }),
  );
  for (const cycle of merged.cycles) gaps.push(ContentNotes.tagCycle({ cycle }));
  if (merged.missing.length > 0)
    gaps.push(
      ContentNotes.undeclaredTags({ tags: merged.missing.slice(0, 10).join('; '), more: merged.missing.length > 10 }),
    );
  if (merged.missingIds.length > 0)
    gaps.push(
      ContentNotes.tagMissingIds({
        tags: merged.missingIds.slice(0, 10).join('; '),
        more: merged.missingIds.length > 10,
      }),
    );
  if (unjudgedOverlays.length > 0)
    gaps.push(
      ContentNotes.overlaysNotJudged({
        minecraft: instance.minecraft ?? '',
        packs: [...new Set(unjudgedOverlays)].slice(0, 5).join(', '),
        more: new Set(unjudgedOverlays).size > 5,
      }),
    );
  if (!hasVanilla) {
    gaps.push(ContentNotes.noVanillaJar({ minecraft: instance.minecraft ?? '' }));
    if (!nsIncomplete.has('minecraft')) nsIncomplete.set('minecraft', ContentNotes.noVanillaNamespace({}));
  }
  const noLoader = missingLoaderJar(instance, loaderRead);
  if (noLoader !== null) gaps.push(noLoader.gap);
  if (noLoader !== null && !nsIncomplete.has(noLoader.namespace)) nsIncomplete.set(noLoader.namespace, noLoader.reason);
  gaps.push(...problems);

  const tags = merged.tags;

  // Second pass, only over recipes with conditions on the pack's items or tags (`item_exists`, `tag_empty`, Fabric's
  // `tags_populated` and `registry_contains`): the game judges them after registries and tags are loaded.
  if (recipeByContent.size > 0) {
    const content = packContentJudge({
      ids: entries,
      tags,
      incomplete: nsIncomplete,
      modIds: loaded,
      family,
      minecraft: instance.minecraft,
      loaderTags: loaderRead,
    });
    for (const [slot, recipe] of recipeByContent)
      recipeWinners.entries.set(slot, loadedRecipe(recipe, family, loaded, content));
  }

  // Namespaces: every namespace with content, every mod id, and minecraft.
  const summaries = new Map<string, NamespaceSummary>();
  const summary = (ns: string): NamespaceSummary => {
    let s = summaries.get(ns);
    if (s === undefined) {
      s = {
        id: ns,
        mod: nsOwner.get(ns) ?? null,
        items: 0,
        blocks: 0,
        fluids: 0,
        tags: 0,
        recipes: 0,
        complete: true,
        incompleteReason: null,
      };
      summaries.set(ns, s);
    }
    return s;
  };
  // One namespace's ids come together (sorted, or as a part lists them): counted per run, not looked up per id.
  // The ids come through a walker (a table's forEach), not an iterator: no result object per id.
  const countRuns = (
    walk: (visit: (id: string) => void) => void,
    count: (s: NamespaceSummary, n: number) => void,
  ): void => {
    let ns: string | null = null;
    let run = 0;
    walk((id) => {
      const colon = Math.max(0, id.indexOf(':'));
      if (ns !== null && colon === ns.length && id.startsWith(ns)) {
        run++;
        return;
      }
      if (ns !== null) count(summary(ns), run);
      ns = id.slice(0, colon);
      run = 1;
    });
    if (ns !== null) count(summary(ns), run);
  };
  const idsOf =
    (table: NamespacedIds) =>
    (visit: (id: string) => void): void =>
      table.forEach((_, id) => visit(id));
  countRuns(idsOf(entries.item), (s, n) => (s.items += n));
  countRuns(idsOf(entries.block), (s, n) => (s.blocks += n));
  countRuns(idsOf(entries.fluid), (s, n) => (s.fluids += n));
  countRuns(
    (visit) => {
      for (const t of tags) visit(t.id);
    },
    (s, n) => (s.tags += n),
  );
  countRuns(
    (visit) => {
      forEachRecipeId(recipeWinners, visit);
    },
    (s, n) => (s.recipes += n),
  );
  for (const ns of nsSeen) summary(ns);
  summary('minecraft');
  for (const id of modIds) {
    const s = summary(id);
    if (s.items + s.blocks + s.fluids === 0 && !nsIncomplete.has(id) && !nsSeen.has(id))
      nsIncomplete.set(id, ContentNotes.modWithoutContent({}));
  }
  for (const [ns, why] of nsIncomplete) {
    const s = summary(ns);
    s.complete = false;
    s.incompleteReason = renderMessage(why);
    s.incompleteMessage = why;
  }
  const namespaces = [...summaries.values()].sort((a, b) => compare(a.id, b.id));
  const names: LangNames = { keys: langKeys, texts: langTexts, legacy: legacyNames };
  return lazyIndex(
    {
      instance: instance.name,
      namespaces,
      tags,
      gaps: gaps.map((gap) => renderMessage(gap)),
      gapMessages: gaps,
    },
    {
      item: () => entryList(found, 'item', names),
      block: () => entryList(found, 'block', names),
      fluid: () => entryList(found, 'fluid', names),
      recipe: () => recipeList(recipeWinners),
    },
  );
}

function addRegistration(found: Found, r: KubeRegistration, file: string, nsOwner: Map<string, string>): void {
  const map = found.ids[r.kind];
  const existing = map.get(r.id);
  if (existing !== undefined) {
    if (r.name !== null && !found.givenNames.has(existing)) found.givenNames.set(existing, r.name);
    return;
  }
  const ns = r.id.slice(0, r.id.indexOf(':'));
  const at = addFound(found, '', file, ns === 'kubejs' ? 'kubejs' : (nsOwner.get(ns) ?? 'kubejs'));
  if (r.name !== null) found.givenNames.set(at, r.name);
  map.set(r.id, at);
}

/** Whether a flat `id, file` list holds an id starting with `start`. */
function hasIdIn(pairs: readonly string[], start: string): boolean {
  for (let k = 0; k < pairs.length; k += 2) if (pairs[k]!.startsWith(start)) return true;
  return false;
}

type Kind = 'item' | 'block' | 'fluid';

/**
 * The items, blocks and fluids an index found, before any entry object is made: per kind, id → a number into the
 * parallel lists (an entry's file is `bases[n] + paths[n]`: its part's `${label}!/${prefix}` and the entry name, both
 * strings the cache already holds, joined only when the entry is made).
 */
interface Found {
  /** One small map per namespace (namespacedIds.ts), not one map of the pack's 70,000 ids. */
  ids: Record<Kind, NamespacedIds>;
  bases: string[];
  paths: string[];
  mods: Array<string | null>;
  /** English names given before the lang files (KubeJS startup registrations), by number; they win over lang files. */
  givenNames: Map<number, string>;
}

function addFound(found: Found, base: string, file: string, mod: string | null): number {
  const at = found.bases.length;
  found.bases.push(base);
  found.paths.push(file);
  found.mods.push(mod);
  return at;
}

/** The merged lang files (buildIndex): key → slot, each locale's texts by slot, and which locales have `.name` keys. */
interface LangNames {
  keys: LangKeyTable;
  texts: Array<Array<string | undefined>>;
  legacy: Record<string, boolean>;
}

/** One kind's entries, sorted by id, their names from the merged lang files (made when a reader first asks). */
function entryList(found: Found, kind: Kind, lang: LangNames): ContentEntry[] {
  const list: ContentEntry[] = [];
  const prefixes: KeyPrefixes = { ns: null, first: '', second: '' };
  found.ids[kind].forEach((at, id) => list.push(entryOf(found, kind, id, at, lang, prefixes)));
  if (kind === 'fluid') {
    // A flowing fluid shows its still fluid's name (Forge/NeoForge: both share one fluid type; Fabric: one block):
    // `flowing_x` (vanilla's `flowing_water`, Create, Tinkers) or `x_flowing` takes the names of `x`.
    const byId = new Map(list.map((e) => [e.id, e]));
    for (const entry of list) {
      if (entry.name !== null || Object.keys(entry.names).length > 0) continue;
      const colon = entry.id.indexOf(':');
      const p = entry.id.slice(colon + 1);
      const stillPath = p.startsWith('flowing_') ? p.slice(8) : p.endsWith('_flowing') ? p.slice(0, -8) : null;
      const still = stillPath === null ? undefined : byId.get(entry.id.slice(0, colon + 1) + stillPath);
      if (still === undefined) continue;
      entry.names = { ...still.names };
      entry.name = still.name;
    }
  }
  return list.sort((a, b) => compare(a.id, b.id));
}

/**
 * The namespace whose lang-key prefixes were made last, and its prefixes (`item.<ns>.` and `block.<ns>.`, or
 * `fluid.<ns>.` and `fluid_type.<ns>.`): a table gives its ids namespace by namespace, so they are made once per
 * namespace, and an id's key is one concatenation (not a slice of its namespace and three joins per id).
 */
interface KeyPrefixes {
  ns: string | null;
  first: string;
  second: string;
}

/** An entry with its names: a given English name first, then the merged lang files' keys for it, locale by locale. */
function entryOf(
  found: Found,
  kind: Kind,
  id: string,
  at: number,
  lang: LangNames,
  prefixes: KeyPrefixes,
): ContentEntry {
  const names: Record<string, string> = {};
  if (found.givenNames.size > 0) {
    const given = found.givenNames.get(at);
    if (given !== undefined) names['en_us'] = given;
  }
  const { keys, texts: langTexts, legacy } = lang;
  // The modern keys first, built directly: the full list (with 1.12 guesses) only when they are missing.
  const colon = id.indexOf(':');
  const last = prefixes.ns;
  if (last === null || colon !== last.length || !id.startsWith(last)) {
    const ns = id.slice(0, colon);
    prefixes.ns = ns;
    prefixes.first = kind === 'fluid' ? `fluid.${ns}.` : `${kind}.${ns}.`;
    prefixes.second = kind === 'fluid' ? `fluid_type.${ns}.` : `block.${ns}.`;
  }
  const idPath = id.slice(colon + 1);
  const dottedPath = idPath.includes('/') ? idPath.replaceAll('/', '.') : idPath;
  const firstSlot = keys.get(prefixes.first + dottedPath);
  /** The second key's slot, looked up only when a locale lacks the first key (null: not looked up yet). */
  let secondSlot: number | undefined | null = null;
  for (let l = 0; l < KEPT_LOCALES.length; l++) {
    const locale = KEPT_LOCALES[l]!;
    const texts = langTexts[l]!;
    let quick = firstSlot === undefined ? undefined : texts[firstSlot];
    if (quick === undefined) {
      // The second key is made only here: most entries are named by their first.
      if (secondSlot === null) secondSlot = keys.get(prefixes.second + dottedPath);
      if (secondSlot !== undefined) quick = texts[secondSlot];
    }
    if (quick !== undefined) {
      names[locale] ??= quick;
      continue;
    }
    // Every further item and block key ends in `.name` (langFiles.ts nameKeys): none can match without one.
    if (kind !== 'fluid' && legacy[locale] !== true) continue;
    for (const key of nameKeys(kind, id)) {
      const slot = keys.get(key);
      const text = slot === undefined ? undefined : texts[slot];
      if (text !== undefined) {
        names[locale] ??= text;
        break;
      }
    }
  }
  return { id, name: names['en_us'] ?? null, names, mod: found.mods[at]!, file: found.bases[at]! + found.paths[at]! };
}

/**
 * The winning recipe of each id, by slot: the packed list and place of a recipe without load conditions (`lists[slot]`
 * not null), else the record that loads (`entries.get(slot)`; null or absent: none), and the winner's
 * `${label}!/${prefix}` (its file is relative to its part). Only slots whose winner has conditions (a few of a pack's
 * recipes) are in `entries`; a slot whose list is set ignores what `entries` still holds for it.
 */
interface Winners {
  lists: Array<readonly string[] | null>;
  at: number[];
  entries: Map<number, RecipeEntry | null>;
  bases: string[];
}

/** Each winning recipe's id in slot order (a part's recipes come namespace by namespace), without a list of them. */
function forEachRecipeId(winners: Winners, visit: (id: string) => void): void {
  for (let slot = 0; slot < winners.lists.length; slot++) {
    const list = winners.lists[slot] ?? null;
    if (list !== null) visit(list[winners.at[slot]!]!);
    else {
      const r = winners.entries.get(slot);
      if (r !== null && r !== undefined) visit(r.id);
    }
  }
}

/** The index's recipes, sorted by id: each winner with its file relative to the game folder. */
function recipeList(winners: Winners): RecipeEntry[] {
  const list: RecipeEntry[] = [];
  for (let slot = 0; slot < winners.lists.length; slot++) {
    const base = winners.bases[slot]!;
    const packed = winners.lists[slot] ?? null;
    if (packed !== null) {
      const k = winners.at[slot]!;
      const { outputs, inputs } = recipeIo(packed[k + 3]!);
      list.push({ id: packed[k]!, type: packed[k + 1]!, file: base + packed[k + 2]!, outputs, inputs });
      continue;
    }
    const r = winners.entries.get(slot);
    if (r !== null && r !== undefined)
      list.push({ id: r.id, type: r.type, file: base + r.file, outputs: r.outputs, inputs: r.inputs });
  }
  // Sorted as `compare` does: the default sort orders strings by UTF-16 code units, as `<` does.
  return list.sort((a, b) => compare(a.id, b.id));
}

/**
 * An index whose `items`, `blocks`, `fluids` and `recipes` are made when first read (then kept as plain properties):
 * a cold index that nobody asks for recipes makes no recipe records. The properties are own and enumerable, in the
 * order of {@link ContentIndex}, so `JSON.stringify`, spreading and `Object.keys` see the document as before.
 */
function lazyIndex(
  rest: Pick<ContentIndex, 'instance' | 'namespaces' | 'tags' | 'gaps' | 'gapMessages'>,
  make: Record<Kind | 'recipe', () => unknown[]>,
): ContentIndex {
  const settle = <T>(target: object, key: string, value: T): T => {
    Object.defineProperty(target, key, { value, writable: true, enumerable: true, configurable: true });
    return value;
  };
  return {
    instance: rest.instance,
    namespaces: rest.namespaces,
    get items(): ContentEntry[] {
      return settle(this, 'items', make.item() as ContentEntry[]);
    },
    set items(value: ContentEntry[]) {
      settle(this, 'items', value);
    },
    get blocks(): ContentEntry[] {
      return settle(this, 'blocks', make.block() as ContentEntry[]);
    },
    set blocks(value: ContentEntry[]) {
      settle(this, 'blocks', value);
    },
    get fluids(): ContentEntry[] {
      return settle(this, 'fluids', make.fluid() as ContentEntry[]);
    },
    set fluids(value: ContentEntry[]) {
      settle(this, 'fluids', value);
    },
    tags: rest.tags,
    get recipes(): RecipeEntry[] {
      return settle(this, 'recipes', make.recipe() as RecipeEntry[]);
    },
    set recipes(value: RecipeEntry[]) {
      settle(this, 'recipes', value);
    },
    gaps: rest.gaps,
    gapMessages: rest.gapMessages!,
  };
}
