import * as fs from 'node:fs';
import * as path from 'node:path';
import { writeFileReplacing } from '../core/fs/exclusiveTemp';
import { readRegularFile } from '../core/fs/safeRead';
import { ContentCacheFile } from '../core/content/contentCacheFile';
import { ContentIndexer } from '../core/content/contentIndexer';
import type { ContentIndex } from '../core/content/contentIndex';
import type { Instance } from '../core/model/instance';
import { ModScanner } from '../core/mods/modScanner';

/**
 * Where `nova content` and `nova check` keep the content index's cache between runs: `content-cache.json` in the user
 * cache folder, beside the downloaded jars of src/core/packwiz/packwizJarCache.ts: `NOVA_CACHE_DIR` when set, else
 * `%LOCALAPPDATA%\nova` (Windows), `~/Library/Caches/nova` (macOS), `$XDG_CACHE_HOME/nova` or `~/.cache/nova`. The
 * folder comes from the invocation's own environment (`HOME` included), never guessed: with none of them set there is
 * no file and the cache lives in memory only. `NOVA_CONTENT_CACHE=off` turns the file off.
 */
export function cliContentCacheFile(
  env: NodeJS.ProcessEnv,
  platform: NodeJS.Platform = process.platform,
): string | null {
  if (env['NOVA_CONTENT_CACHE'] === 'off') return null;
  const file = 'content-cache.json';
  if (env['NOVA_CACHE_DIR']) return path.join(env['NOVA_CACHE_DIR'], file);
  if (platform === 'win32') return env['LOCALAPPDATA'] ? path.join(env['LOCALAPPDATA'], 'nova', file) : null;
  const home = env['HOME'];
  if (platform === 'darwin') return home ? path.join(home, 'Library', 'Caches', 'nova', file) : null;
  if (env['XDG_CACHE_HOME']) return path.join(env['XDG_CACHE_HOME'], 'nova', file);
  return home ? path.join(home, '.cache', 'nova', file) : null;
}

/**
 * `NOVA_CONTENT_THREADS`: threads that read jars for a cold index (ContentIndexerOptions.threads: 1, the default, reads
 * on the command's own thread; N ≥ 2 adds N − 1 worker threads). Undefined (the default) for anything but a whole
 * number from 1 to 64.
 */
export function cliContentThreads(env: NodeJS.ProcessEnv): number | undefined {
  const text = env['NOVA_CONTENT_THREADS'];
  if (text === undefined || !/^\d{1,2}$/.test(text.trim())) return undefined;
  const threads = Number(text.trim());
  return threads >= 1 && threads <= 64 ? threads : undefined;
}

/** The largest mod-scan cache read or written (a 300-jar pack's is well under 1 MiB). */
const MAX_SCAN_CACHE_BYTES = 64 * 1024 * 1024;

/** The CLI's indexer and the mod scanner it lists `mods/` with, and where their caches are kept (null: memory only). */
export interface CliContent {
  indexer: ContentIndexer;
  scanner: ModScanner;
  scanFile: string | null;
}

/**
 * The content indexer the CLI builds indexes with: blocking reads (the CLI has nothing else to do meanwhile) and the
 * same cache file the editor keeps (src/core/content/contentCacheFile.ts), plus the mod scan's cache
 * (`mod-cache.json` beside it, the shape the editor keeps: ModScanner.toJSON), so a second run over an unchanged pack
 * opens no jar and a changed jar is the only one read. One per invocation: the files are read once, however many
 * instances the run indexes. A missing, damaged or foreign file is a cold start, never an error.
 */
export async function cliContentIndexer(env: NodeJS.ProcessEnv): Promise<CliContent> {
  const file = cliContentCacheFile(env);
  const scanFile = file === null ? null : path.join(path.dirname(file), 'mod-cache.json');
  let scanner = new ModScanner({ blockingReads: true });
  if (scanFile !== null) {
    try {
      const bytes = await readRegularFile(scanFile, { maxBytes: MAX_SCAN_CACHE_BYTES });
      scanner = ModScanner.fromJSON(JSON.parse(bytes.toString('utf8')), { blockingReads: true });
    } catch {
      // No usable scan cache: the jars' metadata is read again.
    }
  }
  const threads = cliContentThreads(env);
  const indexer = new ContentIndexer(scanner, {
    blockingReads: true,
    storage: file === null ? undefined : new ContentCacheFile(file),
    ...(threads === undefined ? {} : { threads }),
  });
  return { indexer, scanner, scanFile };
}

/** One instance's index, its caches written before this returns (a process exiting next loses nothing). */
export async function cliContentIndex(cli: CliContent, instance: Instance): Promise<ContentIndex> {
  const index = await cli.indexer.index(instance);
  await cli.indexer.flush();
  if (cli.scanFile !== null) {
    try {
      const text = JSON.stringify(cli.scanner.toJSON());
      if (Buffer.byteLength(text) <= MAX_SCAN_CACHE_BYTES) {
        await fs.promises.mkdir(path.dirname(cli.scanFile), { recursive: true });
        await writeFileReplacing(cli.scanFile, text);
      }
    } catch {
      // The cache only saves time: a folder that cannot be written costs the next run a scan.
    }
  }
  return index;
}
