import type { BenchResult } from './benchResult';
import { runCrashBench } from './crashBench';
import { runJarScanBench } from './jarScanBench';
import { runExportBench } from './exportBench';
import { runStartupBench } from './startupBench';
import { runToolListBench } from './toolListBench';
import { runPackwizScanBench } from './packwizScanBench';
import { runModsViewBench } from './modsViewBench';
import { runContentIndexBench } from './contentIndexBench';
import { runReferenceBench } from './referenceBench';

/** Every benchmark, run in sequence. Add new ones to this list. */
const BENCHES: Array<{ name: string; run: () => Promise<BenchResult> }> = [
  { name: 'start-up', run: runStartupBench },
  { name: 'jar scan', run: runJarScanBench },
  { name: 'tool list', run: runToolListBench },
  { name: 'modpack export', run: runExportBench },
  { name: 'crash analysis', run: runCrashBench },
  { name: 'packwiz scan', run: runPackwizScanBench },
  { name: 'mods view', run: runModsViewBench },
  { name: 'content index', run: runContentIndexBench },
  { name: 'references', run: runReferenceBench },
];

/** `node --import tsx bench/run.ts [name…]` runs only the benches whose name contains one of the arguments. */
async function main(): Promise<void> {
  const filters = process.argv.slice(2).map((f) => f.toLowerCase());
  for (const bench of BENCHES.filter((b) => filters.length === 0 || filters.some((f) => b.name.includes(f)))) {
    process.stdout.write(`\n## ${bench.name}\n\n`);
    const result = await bench.run();
    process.stdout.write(`${result.markdown}\n`);
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exitCode = 1;
});
