import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import type { BenchResult } from './benchResult';
import { bundleForNode, runChild } from './childProcess';
import { summarise } from './processPairs';
import { JARS, ensurePack } from './contentBenchPack';
import type { ContentIndexRun } from './contentIndexRun';

/**
 * The content-index benchmark (issue 25): a generated 300-jar pack of realistic sizes (contentBenchPack.ts) indexed
 * cold (a fresh ContentIndexer; the mod scan, which the editor has already run, is warm) against a floor that only
 * reads each jar's central directory and inflates the same content entries (lang files, tags, recipes), interleaved
 * in one process. Then the warm re-index (nothing changed) and the re-index after one jar changed.
 *
 * The measuring process runs the code as shipped: contentIndexRun.ts is bundled with esbuild as the CLI and the
 * extension are (esbuild.js) and run by plain `node`, so neither tsx's loader nor its compiled sources are in the
 * process whose time and peak RSS are measured. Floor and index run in that same process.
 */

const TARGET_RATIO = 2;
const TARGET_PEAK_MIB = 300;
const TARGET_WARM_MS = 100;
const REPO = path.resolve(__dirname, '..');

/**
 * contentIndexChild.ts bundled (platform node, CommonJS, as esbuild.js builds the CLI) into a temporary folder, with
 * the content worker beside it, where the bundled ContentThreads looks for it (as dist/ holds both).
 */
async function bundle(): Promise<string> {
  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'nova-bench-content-'));
  await bundleForNode(
    path.join(REPO, 'src', 'core', 'content', 'contentWorker.ts'),
    path.join(dir, 'contentWorker.js'),
  );
  return bundleForNode(path.join(REPO, 'bench', 'contentIndexChild.ts'), path.join(dir, 'run.js'));
}

async function runIndexChild(script: string, root: string): Promise<ContentIndexRun> {
  const { stdout, stderr, code } = await runChild(process.execPath, ['--expose-gc', script, root]);
  if (code !== 0) throw new Error(`content index run exited ${code}: ${stderr.trim()}`);
  return JSON.parse(stdout) as ContentIndexRun;
}

export async function runContentIndexBench(): Promise<BenchResult> {
  const root = await ensurePack();
  const script = await bundle();
  let run: ContentIndexRun;
  try {
    run = await runIndexChild(script, root);
  } finally {
    await fs.promises.rm(path.dirname(script), { recursive: true, force: true });
  }
  const { floorMs, coldMs, floorCpuMs, coldCpuMs, items, warmMs, changedMs, reread } = run;

  const median = (v: number[]): number => summarise(v).median;
  const ratios = coldMs.map((c, i) => c / floorMs[i]!);
  const ratio = median(ratios);
  const cpuRatios = coldCpuMs.map((c, i) => c / floorCpuMs[i]!);
  const threadedRatios = run.threadedMs.map((c, i) => c / floorMs[i]!);
  const threadedCpuRatios = run.threadedCpuMs.map((c, i) => c / floorCpuMs[i]!);
  const range = (v: number[], digits: number): string =>
    `${Math.min(...v).toFixed(digits)}–${Math.max(...v).toFixed(digits)}`;
  const mib = (bytes: number): number => bytes / 1024 / 1024;
  const peakMiB = mib(run.peakRss);
  const figures = {
    'floor ms': median(floorMs),
    'cold ms': median(coldMs),
    'cold / floor': ratio,
    'peak rss MiB': peakMiB,
    'rss at start MiB': mib(run.startRss),
    'rss before indexing MiB': mib(run.scannedRss),
    'floor CPU ms': median(floorCpuMs),
    'cold CPU ms': median(coldCpuMs),
    'cold / floor CPU time': median(cpuRatios),
    'with a worker ms': median(run.threadedMs),
    'with a worker CPU ms': median(run.threadedCpuMs),
    'with a worker / floor': median(threadedRatios),
    'with a worker / floor CPU time': median(threadedCpuRatios),
    'jars the worker read': run.threadedJars,
    'cold / floor min': Math.min(...ratios),
    'cold / floor max': Math.max(...ratios),
    'warm ms': warmMs,
    'warm max ms': Math.max(...run.warmRunsMs),
    'one changed jar ms': changedMs,
    'jars re-read after one changed': reread,
    items,
  };
  const verdict = (ok: boolean): string => (ok ? 'met' : '**missed**');
  const markdown = [
    '| Jars | items | floor (median) | cold index (median) | × floor (median of pairs) | × floor, CPU time | peak RSS | warm re-index | one jar changed |',
    '|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    `| ${JARS} | ${items} | ${median(floorMs).toFixed(0)} ms (${range(floorMs, 0)}) | ${median(coldMs).toFixed(0)} ms (${range(coldMs, 0)}) | ${ratio.toFixed(2)}× (${range(ratios, 2)}; ${verdict(ratio <= TARGET_RATIO)}: ≤ ${TARGET_RATIO}×) | ${median(cpuRatios).toFixed(2)}× (${range(cpuRatios, 2)}; ${median(floorCpuMs).toFixed(0)} and ${median(coldCpuMs).toFixed(0)} ms) | ${peakMiB.toFixed(0)} MiB (${verdict(peakMiB < TARGET_PEAK_MIB)}: < ${TARGET_PEAK_MIB}) | ${warmMs.toFixed(1)} ms (${range(run.warmRunsMs, 0)}; ${verdict(warmMs < TARGET_WARM_MS)}: < ${TARGET_WARM_MS}) | ${changedMs.toFixed(0)} ms, ${reread} jar re-read |`,
    '',
    `The same cold index with jars read on a worker thread too (\`threads: 2\`, not the default; the worker read ${run.threadedJars} of the jars in the last run): ${median(run.threadedMs).toFixed(0)} ms (${range(run.threadedMs, 0)}), ${median(threadedRatios).toFixed(2)}× the floor (${range(threadedRatios, 2)}); CPU time ${median(run.threadedCpuMs).toFixed(0)} ms, ${median(threadedCpuRatios).toFixed(2)}× (${range(threadedCpuRatios, 2)}).`,
    '',
    `${coldMs.length} interleaved rounds (floor, cold index, cold index with a worker, the order rotating every round) in one process running the bundled code (esbuild, as shipped; median, range in brackets); the warm re-index is the median of ${run.warmRunsMs.length}; RSS ${mib(run.startRss).toFixed(0)} MiB at start, ${mib(run.scannedRss).toFixed(0)} MiB after the warm mod scan, before the first index; load average ${os.loadavg()[0]!.toFixed(1)}; a changed jar is the only one read again; the index is then merged anew.`,
  ].join('\n');
  return { title: 'content index', figures, markdown };
}
