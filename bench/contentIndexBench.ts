import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { FileSource } from '../src/core/archive/byteSource';
import { JarArchive } from '../src/core/archive/jarArchive';
import { ContentIndexer } from '../src/core/content/contentIndexer';
import { readInstancesAt } from '../src/core/instances/instanceDiscovery';
import { ModScanner } from '../src/core/mods/modScanner';
import type { BenchResult } from './benchResult';
import { writeBenchZip, type BenchZipEntry } from './benchZipWriter';

/**
 * The content-index benchmark (issue 25): a generated 300-jar pack of realistic sizes — 10 large content mods (4,000
 * items with models, en_us and zh_cn names, 3,000 recipes, 800 tags, plus 2,000 classes), 60 medium (400 items) and
 * 230 small (20 items, mostly classes) — indexed cold (a fresh ContentIndexer; the mod scan, which the editor has
 * already run, is warm) against a floor that only reads each jar's central directory and inflates the same content
 * entries (lang files, tags, recipes), interleaved in one process. Then the warm re-index (nothing changed) and the
 * re-index after one jar changed. Peak RSS is the process's high-water mark.
 */

const JARS = 300;
const ROUNDS = 5;
const GENERATOR_VERSION = 2;
const DATA_DIR = path.join(os.tmpdir(), `nova-bench-content-v${GENERATOR_VERSION}`);
const TARGET_RATIO = 2;
const TARGET_PEAK_MIB = 300;
const TARGET_WARM_MS = 100;

function modJar(i: number, variant = false): Buffer {
  const big = i < 10;
  const medium = !big && i < 70;
  const items = (big ? 4000 : medium ? 400 : 20) + (variant ? 1 : 0);
  const recipes = big ? 3000 : medium ? 300 : 10;
  const tags = big ? 800 : medium ? 60 : 4;
  const classes = big ? 2000 : medium ? 400 : 150;
  const ns = `mod${i}`;
  const entries: BenchZipEntry[] = [];
  const put = (name: string, data: string | Buffer, compress = true): void => {
    entries.push({ name, data: typeof data === 'string' ? Buffer.from(data) : data, compress });
  };
  put('META-INF/MANIFEST.MF', 'Manifest-Version: 1.0\r\n\r\n');
  put(
    'META-INF/mods.toml',
    `modLoader="javafml"\nloaderVersion="[47,)"\nlicense="MIT"\n[[mods]]\nmodId="${ns}"\nversion="1.0.0"\n`,
  );
  const classBody = Buffer.alloc(1500, 7);
  for (let c = 0; c < classes; c++) put(`com/example/${ns}/pkg${c % 20}/Class${c}.class`, classBody);
  const en: Record<string, string> = {};
  const zh: Record<string, string> = {};
  for (let k = 0; k < items; k++) {
    put(
      `assets/${ns}/models/item/thing_${k}.json`,
      `{"parent":"item/generated","textures":{"layer0":"${ns}:item/thing_${k}"}}`,
    );
    if (k % 4 === 0)
      put(`assets/${ns}/blockstates/thing_${k}.json`, `{"variants":{"":{"model":"${ns}:block/thing_${k}"}}}`);
    en[`item.${ns}.thing_${k}`] = `Thing ${k} of mod ${i}`;
    en[`item.${ns}.thing_${k}.tooltip`] = `A tooltip line for thing ${k} that is a bit longer than a name`;
    zh[`item.${ns}.thing_${k}`] = `物品 ${k}（模组 ${i}）`;
  }
  put(`assets/${ns}/lang/en_us.json`, JSON.stringify(en, null, 2));
  put(`assets/${ns}/lang/zh_cn.json`, JSON.stringify(zh, null, 2));
  for (let t = 0; t < tags; t++) {
    const values = Array.from({ length: 8 }, (_, v) => `${ns}:thing_${(t * 8 + v) % items}`);
    // Real tags nest shallowly (`#c:ingots` holds `#c:ingots/<metal>`): every tenth tag groups the nine before it.
    if (t % 10 === 9) for (let c = t - 9; c < t; c++) values.push(`#${ns}:group_${c}`);
    put(`data/${ns}/tags/items/group_${t}.json`, JSON.stringify({ replace: false, values }));
  }
  for (let r = 0; r < recipes; r++) {
    put(
      `data/${ns}/recipes/make_${r}.json`,
      JSON.stringify({
        type: 'minecraft:crafting_shaped',
        pattern: ['AB', 'BA'],
        key: { A: { item: `${ns}:thing_${r % items}` }, B: { tag: `${ns}:group_${r % tags}` } },
        result: { item: `${ns}:thing_${(r + 1) % items}`, count: 1 },
      }),
    );
  }
  return writeBenchZip(entries, false);
}

async function ensurePack(): Promise<string> {
  const root = path.join(DATA_DIR, 'Pack');
  const marker = path.join(DATA_DIR, 'complete');
  if (fs.existsSync(marker)) return root;
  await fs.promises.rm(DATA_DIR, { recursive: true, force: true });
  const mods = path.join(root, 'mods');
  await fs.promises.mkdir(mods, { recursive: true });
  for (let i = 0; i < JARS; i++) await fs.promises.writeFile(path.join(mods, `mod${i}.jar`), modJar(i));
  await fs.promises.writeFile(marker, 'ok');
  return root;
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

export async function runContentIndexBench(): Promise<BenchResult> {
  const root = await ensurePack();
  // What the process holds before any index (Node, tsx and the loaded modules): part of the peak below.
  const startRss = process.memoryUsage().rss;
  const [instance] = await readInstancesAt(root);
  if (instance === undefined) throw new Error('no instance in the generated pack');
  const scanner = new ModScanner({ blockingReads: true });
  await scanner.scanFolder(path.join(root, 'mods'));
  const floorMs: number[] = [];
  const coldMs: number[] = [];
  // CPU time (user + system, all threads) of each run too: the load of a shared machine moves it less than wall time.
  const floorCpu: number[] = [];
  const coldCpu: number[] = [];
  let items = 0;
  let indexer: ContentIndexer | null = null;
  for (let round = 0; round < ROUNDS; round++) {
    const order = round % 2 === 0 ? ['floor', 'cold'] : ['cold', 'floor'];
    for (const which of order) {
      // The previous round's indexer (its cache and index) is dropped first: the peak is one index's, not two.
      if (which === 'cold') indexer = null;
      global.gc?.();
      const start = performance.now();
      const cpu = process.cpuUsage();
      const cpuMs = (): number => {
        const used = process.cpuUsage(cpu);
        return (used.user + used.system) / 1000;
      };
      if (which === 'floor') {
        await floor(path.join(root, 'mods'));
        floorMs.push(performance.now() - start);
        floorCpu.push(cpuMs());
      } else {
        indexer = new ContentIndexer(scanner, { blockingReads: true });
        items = (await indexer.index(instance)).items.length;
        coldMs.push(performance.now() - start);
        coldCpu.push(cpuMs());
      }
    }
  }
  // The process's high-water mark (the kernel's, in KiB): a timer cannot sample inside an index that reads with
  // blocking calls, so it would only see the rounds' ends. It covers the whole process (scan, floor, cold runs).
  const peak = process.resourceUsage().maxRSS * 1024;
  if (indexer === null) throw new Error('no cold index ran');
  const warmStart = performance.now();
  await indexer.index(instance);
  const warmMs = performance.now() - warmStart;
  // One jar replaced by a new version (one more item): only it is read again.
  const changed = path.join(root, 'mods', 'mod200.jar');
  await fs.promises.writeFile(changed, modJar(200, true));
  await scanner.scanFolder(path.join(root, 'mods'));
  const changedStart = performance.now();
  const missesBefore = indexer.stats.misses;
  await indexer.index(instance);
  const changedMs = performance.now() - changedStart;
  const reread = indexer.stats.misses - missesBefore;
  await fs.promises.writeFile(changed, modJar(200));

  const median = (v: number[]): number => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)]!;
  const ratios = coldMs.map((c, i) => c / floorMs[i]!);
  const ratio = median(ratios);
  const cpuRatios = coldCpu.map((c, i) => c / floorCpu[i]!);
  const range = (v: number[], digits: number): string =>
    `${Math.min(...v).toFixed(digits)}–${Math.max(...v).toFixed(digits)}`;
  const peakMiB = peak / 1024 / 1024;
  const figures = {
    'floor ms': median(floorMs),
    'cold ms': median(coldMs),
    'cold / floor': ratio,
    'peak rss MiB': peakMiB,
    'rss before indexing MiB': startRss / 1024 / 1024,
    'cold / floor CPU time': median(cpuRatios),
    'cold / floor min': Math.min(...ratios),
    'cold / floor max': Math.max(...ratios),
    'warm ms': warmMs,
    'one changed jar ms': changedMs,
    'jars re-read after one changed': reread,
    items,
  };
  const verdict = (ok: boolean): string => (ok ? 'met' : '**missed**');
  const markdown = [
    '| Jars | items | floor (median) | cold index (median) | × floor (median of pairs) | × floor, CPU time | peak RSS | warm re-index | one jar changed |',
    '|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    `| ${JARS} | ${items} | ${median(floorMs).toFixed(0)} ms (${range(floorMs, 0)}) | ${median(coldMs).toFixed(0)} ms (${range(coldMs, 0)}) | ${ratio.toFixed(2)}× (${range(ratios, 2)}; ${verdict(ratio <= TARGET_RATIO)}: ≤ ${TARGET_RATIO}×) | ${median(cpuRatios).toFixed(2)}× (${range(cpuRatios, 2)}) | ${peakMiB.toFixed(0)} MiB (${verdict(peakMiB < TARGET_PEAK_MIB)}: < ${TARGET_PEAK_MIB}) | ${warmMs.toFixed(1)} ms (${verdict(warmMs < TARGET_WARM_MS)}: < ${TARGET_WARM_MS}) | ${changedMs.toFixed(0)} ms, ${reread} jar re-read |`,
    '',
    `${ROUNDS} interleaved pairs in one process (median, range in brackets); ${(startRss / 1024 / 1024).toFixed(0)} MiB RSS before the first index; load average ${os.loadavg()[0]!.toFixed(1)}; the mod scan is warm (the editor has run it before); a changed jar is the only one read again; the index is then merged anew.`,
  ].join('\n');
  return { title: 'content index', figures, markdown };
}
