import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { parse } from 'smol-toml';
import { readInstancesAt } from '../src/core/instances/instanceDiscovery';
import { scanInstanceMods } from '../src/core/checks/instanceMods';
import { ModScanner } from '../src/core/mods/modScanner';
import { manyModsPack, writePackwizPack } from '../test/unit/fixtures/packwizProjects';
import type { BenchResult } from './benchResult';
import { summarise } from './processPairs';

/** The budget (issue 11): listing a 300-mod packwiz pack from its metafiles, warm. */
export const PACKWIZ_SCAN_TARGET_MS = 100;
const MODS = 300;
const RUNS = 15;

/**
 * Lists a generated 300-mod packwiz pack (metafiles only, no jars) the way every surface does (`scanInstanceMods`:
 * pack.toml, index.toml, each metafile), against the floor of reading the same .pw.toml files and parsing them with
 * smol-toml alone, in the same process. Both are warmed up first; the median of RUNS is reported.
 */
export async function runPackwizScanBench(): Promise<BenchResult> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nova-bench-packwiz-'));
  try {
    writePackwizPack(dir, manyModsPack(MODS));
    const [instance] = await readInstancesAt(dir);
    const scanner = new ModScanner();
    const metafiles = fs.readdirSync(path.join(dir, 'mods')).map((n) => path.join(dir, 'mods', n));
    const nova = async (): Promise<number> => (await scanInstanceMods(scanner, instance!)).length;
    const floor = async (): Promise<number> =>
      (await Promise.all(metafiles.map(async (f) => parse(await fs.promises.readFile(f, 'utf8'))))).length;
    const first = await time(nova);
    for (let i = 0; i < 10; i++) {
      await nova();
      await floor();
    }
    const novaRuns: number[] = [];
    const floorRuns: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      novaRuns.push(await time(nova));
      floorRuns.push(await time(floor));
    }
    const count = await nova();
    if (count !== MODS) throw new Error(`the scan listed ${count} mods, not ${MODS}`);
    const novaMs = median(novaRuns);
    const floorMs = median(floorRuns);
    const markdown = [
      '| 300-mod packwiz pack (metafiles only) | median warm ms | first scan ms |',
      '|---|---:|---:|',
      `| Nova (\`scanInstanceMods\`: pack.toml, index.toml, metafiles) | ${novaMs.toFixed(1)} | ${first.toFixed(1)} |`,
      `| smol-toml alone on the same .pw.toml files | ${floorMs.toFixed(1)} | - |`,
      '',
      `Target: under ${PACKWIZ_SCAN_TARGET_MS} ms warm — ${novaMs < PACKWIZ_SCAN_TARGET_MS ? 'met' : 'NOT met'} (${(novaMs / floorMs).toFixed(2)}× the smol-toml floor; median of ${RUNS} after 10 warm-up pairs).`,
    ].join('\n');
    return {
      title: 'packwiz scan',
      figures: { 'nova warm': novaMs, 'smol-toml warm': floorMs, 'nova first': first },
      markdown,
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function time(work: () => Promise<unknown>): Promise<number> {
  const start = process.hrtime.bigint();
  await work();
  return Number(process.hrtime.bigint() - start) / 1e6;
}

function median(values: number[]): number {
  return summarise(values).median;
}
