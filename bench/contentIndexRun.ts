import * as fs from 'node:fs';
import * as path from 'node:path';
import { FileSource } from '../src/core/archive/byteSource';
import { JarArchive } from '../src/core/archive/jarArchive';
import { ContentIndexer } from '../src/core/content/contentIndexer';
import { readInstancesAt } from '../src/core/instances/instanceDiscovery';
import { ModScanner } from '../src/core/mods/modScanner';
import { modJar } from './contentBenchPack';
import { peakRssBytes } from './peakRss';

/**
 * The content-index bench's measurements, run in a process of their own from an esbuild bundle (contentIndexBench.ts
 * builds and starts it): the code as `nova content` and the extension run it, without tsx's loader in the process.
 * Prints one JSON line of {@link ContentIndexRun}.
 */

const ROUNDS = Number(process.env['NOVA_BENCH_ROUNDS'] ?? 5);
const WARM_RUNS = 5;

export interface ContentIndexRun {
  floorMs: number[];
  coldMs: number[];
  /** CPU time (user + system, all threads, so GC included) of each run. */
  floorCpuMs: number[];
  coldCpuMs: number[];
  /**
   * Cold indexes with jars read on a worker thread too (ContentIndexerOptions.threads: 2, not the default), and how
   * many jars the worker read in the last of them.
   */
  threadedMs: number[];
  threadedCpuMs: number[];
  threadedJars: number;
  items: number;
  /** The process's high-water RSS in bytes, and its RSS at start and after the warm mod scan. */
  peakRss: number;
  startRss: number;
  scannedRss: number;
  /** The median of the warm re-indexes, and each of them. */
  warmMs: number;
  warmRunsMs: number[];
  changedMs: number;
  /** Jars read again after one was replaced. */
  reread: number;
}

/**
 * The entries the index reads (sourceContent.ts): `en_us`/`zh_cn` lang files (any case, as langLocale reads them),
 * tags and recipes under `data/`, and 1.12 recipes under `assets/` (not `_`-prefixed ones).
 */
const WANTED =
  /^(assets\/[^/]+\/lang\/(?:[eE][nN]_[uU][sS]|[zZ][hH]_[cC][nN])\.(json|lang)|data\/[^/]+\/(tags|recipes?)\/.+\.json|assets\/[^/]+\/recipes\/(?!_).+\.json)$/;

/**
 * The floor: each jar's central directory (opened, validated, every name decoded), then the same content entries
 * inflated and CRC-checked with the same reader the index uses, and nothing parsed.
 */
async function floor(mods: string): Promise<number> {
  let bytes = 0;
  for (const name of await fs.promises.readdir(mods)) {
    const file = path.join(mods, name);
    const stat = await fs.promises.stat(file);
    const source = await FileSource.open(file, stat.size, { blocking: true });
    try {
      const archive = await JarArchive.open(source);
      const names = archive.names;
      for (let i = 0; i < names.length; i++) {
        if (WANTED.test(names[i]!)) bytes += (await archive.read(archive.entry(i), 64 * 1024 * 1024)).length;
      }
    } finally {
      source.close();
    }
  }
  return bytes;
}

/** Floor and cold index in interleaved pairs (the order swaps every pair), then the warm and one-jar re-index. */
export async function measureContentIndex(root: string): Promise<ContentIndexRun> {
  const startRss = process.memoryUsage().rss;
  const [instance] = await readInstancesAt(root);
  if (instance === undefined) throw new Error('no instance in the generated pack');
  const scanner = new ModScanner({ blockingReads: true });
  await scanner.scanFolder(path.join(root, 'mods'));
  const scannedRss = process.memoryUsage().rss;
  const run: ContentIndexRun = {
    floorMs: [],
    coldMs: [],
    floorCpuMs: [],
    coldCpuMs: [],
    threadedMs: [],
    threadedCpuMs: [],
    threadedJars: 0,
    items: 0,
    peakRss: 0,
    startRss,
    scannedRss,
    warmMs: 0,
    warmRunsMs: [],
    changedMs: 0,
    reread: 0,
  };
  let indexer: ContentIndexer | null = null;
  // In a function of its own, so no temporary of this frame keeps an index alive after `indexer` is dropped.
  const cold = async (threads?: number): Promise<number> => {
    indexer = new ContentIndexer(
      scanner,
      threads === undefined ? { blockingReads: true } : { blockingReads: true, threads },
    );
    return (await indexer.index(instance)).items.length;
  };
  // The three runs of a round in an order that rotates every round, so each follows each.
  const kinds = ['floor', 'cold', 'threaded'] as const;
  for (let round = 0; round < ROUNDS; round++) {
    const order = [0, 1, 2].map((k) => kinds[(k + round) % 3]!);
    for (const which of order) {
      // The previous round's indexer (its cache and index) is dropped first and the event loop turned once before the
      // collection (until then a settled promise may still hold the last index): the peak is one index's, not two.
      if (which !== 'floor') indexer = null;
      await new Promise<void>((resolve) => setImmediate(resolve));
      global.gc?.();
      const start = performance.now();
      const cpu = process.cpuUsage();
      const cpuMs = (): number => {
        const used = process.cpuUsage(cpu);
        return (used.user + used.system) / 1000;
      };
      if (which === 'floor') {
        await floor(path.join(root, 'mods'));
        run.floorMs.push(performance.now() - start);
        run.floorCpuMs.push(cpuMs());
      } else if (which === 'cold') {
        run.items = await cold();
        run.coldMs.push(performance.now() - start);
        run.coldCpuMs.push(cpuMs());
      } else {
        await cold(2);
        run.threadedMs.push(performance.now() - start);
        run.threadedCpuMs.push(cpuMs());
        run.threadedJars = (indexer as ContentIndexer | null)?.stats.threaded ?? 0;
      }
    }
  }
  // The process's own high-water mark (bench/peakRss.ts): a timer cannot sample inside an index that reads with
  // blocking calls, so it would only see the rounds' ends. It covers the whole process (scan, floor, cold runs).
  run.peakRss = peakRssBytes();
  const last = indexer as ContentIndexer | null;
  if (last === null) throw new Error('no cold index ran');
  // Five warm re-indexes, their median: one sample on a shared machine is as likely a neighbour's time slice or a
  // collection of the cold runs' garbage as the re-index.
  for (let k = 0; k < WARM_RUNS; k++) {
    const warmStart = performance.now();
    await last.index(instance);
    run.warmRunsMs.push(performance.now() - warmStart);
  }
  run.warmMs = [...run.warmRunsMs].sort((a, b) => a - b)[Math.floor(WARM_RUNS / 2)]!;
  // One jar replaced by a new version (one more item): only it is read again.
  const changed = path.join(root, 'mods', 'mod200.jar');
  await fs.promises.writeFile(changed, modJar(200, true));
  try {
    await scanner.scanFolder(path.join(root, 'mods'));
    const changedStart = performance.now();
    const missesBefore = last.stats.misses;
    await last.index(instance);
    run.changedMs = performance.now() - changedStart;
    run.reread = last.stats.misses - missesBefore;
  } finally {
    await fs.promises.writeFile(changed, modJar(200));
  }
  return run;
}
