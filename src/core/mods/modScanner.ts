import * as fs from 'node:fs';
import * as path from 'node:path';
import type { ModFile, ModFileKind } from '../model/modFile';
import { readModFileWithStats } from './modFileReader';
import { readFolderEntries, type FolderEntry } from '../fs/fileNames';
import { isInsidePath } from '../fs/safeRead';
import { resolvesInside } from '../fs/servedRoots';

export interface ModScannerOptions {
  /** Jars read at once (default 8): enough to keep the thread pool busy without piling up buffers. */
  concurrency?: number;
  /**
   * Stat, open and read with blocking calls (see `FileSource`). Only for a thread that
   * has nothing else to do while it scans, such as the CLI's; the extension host leaves it off.
   */
  blockingReads?: boolean;
}

export interface ScanFolderOptions {
  signal?: AbortSignal;
  /**
   * Also index each jar's class packages (`ModFile.packages`; crash culprits need them). Without it packages
   * are `[]`. Indexed packages are cached like the rest: a later scan asking for them re-reads only the
   * jars scanned without.
   */
  packages?: boolean;
  /**
   * The folder everything scanned must resolve inside, links followed at every component (default: the scanned
   * folder's parent, the game folder of `<game>/mods`). See {@link ModScanner.scanFolder}.
   */
  within?: string;
}

/**
 * The persisted form of the cache (`toJSON` / `fromJSON`). `version` names the reader's output format: bump
 * {@link CACHE_VERSION} whenever `readModFile` starts reporting something new, so saved caches are dropped.
 */
export interface ModScannerCacheData {
  version: number;
  files: ModFile[];
  /** Paths of the cached files whose class packages were indexed. */
  withPackages?: string[];
}

const CACHE_VERSION = 5;

const SCANNED = /\.(jar|litemod|zip)(\.disabled)?$/i;
const KINDS = new Set<ModFileKind>(['mod', 'library', 'directory', 'corrupt']);

/** The most files of one folder a scan reads; a folder with more is cut, and `ModScanner.leftOut` says so. */
export const MAX_SCANNED_FILES = 10_000;
/** Files stat-ed at once: a burst of a million stats would hold a million pending requests. */
const STAT_BATCH = 512;

/**
 * Scans `mods/` folders, caching each file's result by (path, size, mtimeMs): a re-scan of an unchanged
 * folder costs one readdir and one stat per file. One scanner can serve many folders; the host may persist
 * its cache with `toJSON` and restore it with `fromJSON`.
 */
export class ModScanner {
  readonly stats = { hits: 0, misses: 0 };
  /** Folders (absolute) whose last scan left files out past {@link MAX_SCANNED_FILES}, with how many. */
  readonly leftOut = new Map<string, number>();
  /**
   * Folders (absolute) whose last scan found the folder itself, or some of its entries, resolving outside the
   * folder they must stay in (a `mods/` or a jar linked elsewhere), with how many entries were left out for it.
   */
  readonly outside = new Map<string, number>();
  private readonly cache = new Map<string, ModFile>();
  /** Cached paths whose `packages` were indexed (the others hold `[]`). */
  private readonly withPackages = new Set<string>();
  private readonly concurrency: number;
  private readonly blocking: boolean;

  constructor(options: ModScannerOptions = {}) {
    this.concurrency = Math.max(1, Math.floor(options.concurrency ?? 8));
    this.blocking = options.blockingReads === true;
  }

  /**
   * The direct children of `dir` that are `.jar`, `.litemod` or `.zip` files (or their `.disabled` variants)
   * and non-hidden folders, sorted by file name. A missing folder gives []. Throws only on abort.
   *
   * Containment (docs/architecture.md principle 11): a folder that resolves outside `options.within` (by default
   * its parent, the game folder), links followed at every component, gives [] and an entry linked outside it is
   * left out, both counted in {@link outside}; nothing outside is read or listed (and so never renamed by a bisect).
   */
  async scanFolder(dir: string, options: ScanFolderOptions = {}): Promise<ModFile[]> {
    const signal = options.signal;
    const packages = options.packages === true;
    signal?.throwIfAborted();
    const root = path.resolve(dir);
    const within = path.resolve(options.within ?? path.dirname(root));
    this.outside.delete(root);
    if (!(await resolvesInside(within, root))) {
      if (fs.existsSync(root)) this.outside.set(root, 1);
      return [];
    }
    let entries: FolderEntry[];
    try {
      entries = await readFolderEntries(root);
    } catch {
      return [];
    }
    const linkedOut = await linkedOutside(within, entries);
    if (linkedOut.size > 0) this.outside.set(root, linkedOut.size);
    // Names that are not UTF-8 are kept as bytes for opening and shown escaped (caf\xe9.jar), never skipped.
    const chosen = entries
      .filter(
        (e) =>
          !e.name.startsWith('.') &&
          !linkedOut.has(e) &&
          (e.dirent.isDirectory() || ((e.dirent.isFile() || e.dirent.isSymbolicLink()) && SCANNED.test(e.name))),
      )
      .sort((a, b) => compareNames(a.name, b.name));
    // A real mods/ folder holds hundreds of files; past the budget the rest are counted, not read (memory stays
    // bounded for a folder of a million files), and `leftOut` tells the caller.
    if (chosen.length > MAX_SCANNED_FILES) this.leftOut.set(root, chosen.length - MAX_SCANNED_FILES);
    else this.leftOut.delete(root);
    const candidates = chosen.slice(0, MAX_SCANNED_FILES).map((e) => e.name);
    const openPaths = new Map(
      chosen.filter((e) => !e.utf8).map((e) => [path.join(root, e.name), e.openPath as Buffer] as const),
    );

    // Stat everything in one burst (a warm re-scan is exactly this), then read the misses a few at a time.
    const paths = candidates.map((name) => path.join(root, name));
    const allStats: Array<fs.Stats | null> = [];
    if (this.blocking) {
      for (const p of paths) allStats.push(statOrNull(openPaths.get(p) ?? p));
    }
    for (let start = this.blocking ? paths.length : 0; start < paths.length; start += STAT_BATCH) {
      const batch = paths.slice(start, start + STAT_BATCH);
      allStats.push(
        ...(await Promise.all(batch.map((p) => fs.promises.stat(openPaths.get(p) ?? p).catch(() => null)))),
      );
    }
    signal?.throwIfAborted();
    const results = new Array<ModFile | null>(candidates.length).fill(null);
    const misses: number[] = [];
    let hits = 0;
    allStats.forEach((stats, index) => {
      if (stats === null || (!stats.isFile() && !stats.isDirectory())) return; // vanished, or a socket/FIFO
      const cached = this.cache.get(paths[index]!);
      if (
        cached &&
        cached.size === stats.size &&
        cached.mtimeMs === stats.mtimeMs &&
        (!packages || (cached.kind !== 'mod' && cached.kind !== 'library') || this.withPackages.has(paths[index]!))
      ) {
        this.stats.hits++;
        hits++;
        results[index] = cached;
      } else misses.push(index);
    });
    const store = (index: number, file: ModFile): void => {
      this.stats.misses++;
      this.cache.set(paths[index]!, file);
      if (packages) this.withPackages.add(paths[index]!);
      else this.withPackages.delete(paths[index]!);
      results[index] = file;
    };
    const readHere = async (list: readonly number[]): Promise<void> => {
      let next = 0;
      const reader = async (): Promise<void> => {
        while (next < list.length) {
          signal?.throwIfAborted();
          const index = list[next++]!;
          const openPath = openPaths.get(paths[index]!);
          const file = await readModFileWithStats(paths[index]!, allStats[index]!, {
            signal,
            packages,
            blocking: this.blocking,
            ...(openPath === undefined ? {} : { openPath }),
          });
          store(index, file);
        }
      };
      await Promise.all(Array.from({ length: Math.min(this.concurrency, list.length) }, reader));
    };
    await readHere(misses);
    signal?.throwIfAborted();
    // Every cached path is one of this scan's unless the cache holds more than it: only then look for gone ones.
    if (this.cache.size > hits + misses.length) this.forgetGone(root, new Set(paths));
    return results.filter((r): r is ModFile => r !== null);
  }

  /** Drops cached files of `root` that are no longer there, so a persisted cache does not grow forever. */
  private forgetGone(root: string, present: Set<string>): void {
    for (const key of this.cache.keys()) {
      if (path.dirname(key) === root && !present.has(key)) {
        this.cache.delete(key);
        this.withPackages.delete(key);
      }
    }
  }

  /** Forgets every cached result. */
  clear(): void {
    this.cache.clear();
    this.withPackages.clear();
  }

  toJSON(): ModScannerCacheData {
    return { version: CACHE_VERSION, files: [...this.cache.values()], withPackages: [...this.withPackages] };
  }

  /** Restores a cache saved by {@link toJSON}; malformed data (wrong version, bad entries) yields an empty cache. */
  static fromJSON(data: unknown, options: ModScannerOptions = {}): ModScanner {
    const scanner = new ModScanner(options);
    if (typeof data !== 'object' || data === null) return scanner;
    const { version, files, withPackages } = data as Partial<ModScannerCacheData>;
    if (version !== CACHE_VERSION || !Array.isArray(files)) return scanner;
    for (const file of files) {
      if (!looksLikeModFile(file)) return new ModScanner(options);
      scanner.cache.set(file.path, file);
    }
    if (Array.isArray(withPackages)) {
      for (const p of withPackages) if (typeof p === 'string' && scanner.cache.has(p)) scanner.withPackages.add(p);
    }
    return scanner;
  }
}

/** The entries that are links resolving outside `within` (or nowhere: a dangling link or a loop). */
async function linkedOutside(within: string, entries: readonly FolderEntry[]): Promise<Set<FolderEntry>> {
  const out = new Set<FolderEntry>();
  const links = entries.filter((e) => e.dirent.isSymbolicLink());
  if (links.length === 0) return out;
  const realWithin = await fs.promises.realpath(within).catch(() => null);
  for (const e of links) {
    const real = await fs.promises.realpath(e.openPath).catch(() => null);
    if (realWithin === null || real === null || !isInsidePath(realWithin, real)) out.add(e);
  }
  return out;
}

function statOrNull(file: string | Buffer): fs.Stats | null {
  try {
    return fs.statSync(file);
  } catch {
    return null;
  }
}

/** Byte order of names (stable across platforms and locales), case-insensitively first. */
function compareNames(a: string, b: string): number {
  const la = a.toLowerCase();
  const lb = b.toLowerCase();
  if (la !== lb) return la < lb ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

function looksLikeModFile(value: unknown): value is ModFile {
  if (typeof value !== 'object' || value === null) return false;
  const f = value as Record<string, unknown>;
  return (
    typeof f['path'] === 'string' &&
    path.isAbsolute(f['path']) &&
    typeof f['fileName'] === 'string' &&
    typeof f['enabled'] === 'boolean' &&
    typeof f['size'] === 'number' &&
    typeof f['mtimeMs'] === 'number' &&
    KINDS.has(f['kind'] as ModFileKind) &&
    (f['error'] === null || typeof f['error'] === 'string') &&
    Array.isArray(f['mods']) &&
    f['mods'].every(
      (m) =>
        typeof m === 'object' &&
        m !== null &&
        typeof (m as { id?: unknown }).id === 'string' &&
        Array.isArray((m as { dependencies?: unknown }).dependencies),
    ) &&
    Array.isArray(f['nested']) &&
    Array.isArray(f['packages']) &&
    Array.isArray(f['mixinConfigs']) &&
    (f['automaticModuleName'] === null || typeof f['automaticModuleName'] === 'string')
  );
}
