import type { BenchResult } from './benchResult';
import { runCrashBench } from './crashBench';
import { runJarScanBench } from './jarScanBench';
import { runExportBench } from './exportBench';
import { runToolListBench } from './toolListBench';

/** Every benchmark, run in sequence. Add new ones to this list. */
const BENCHES: Array<{ name: string; run: () => Promise<BenchResult> }> = [{ name: 'jar scan', run: runJarScanBench }, { name: 'tool list', run: runToolListBench }, { name: 'modpack export', run: runExportBench }, { name: 'crash analysis', run: runCrashBench }];

async function main(): Promise<void> {
  for (const bench of BENCHES) {
    process.stdout.write(`\n## ${bench.name}\n\n`);
    const result = await bench.run();
    process.stdout.write(`${result.markdown}\n`);
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exitCode = 1;
});
