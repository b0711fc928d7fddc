import { reportTable, runFuzz } from './fuzzRunner';
import { childPeakKiB } from './shapeTargets';

/**
 * `npm run fuzz [-- --seed N --inputs N --only NAME --kind mutated|generated]`: the full fuzz run (docs/fuzz.md). Exit 1 on any failure.
 * `NOVA_FUZZ_CLI=dist/cli.js` runs the hostile shapes' CLI calls through the built CLI, one process each.
 */
async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const value = (name: string): string | undefined => {
    const i = args.indexOf(`--${name}`);
    return i >= 0 ? args[i + 1] : undefined;
  };
  const inputs = Number(value('inputs') ?? 120_000);
  const seed = Number(value('seed') ?? 20261201);
  const only = value('only');
  const kind = value('kind');
  let last = 0;
  const report = await runFuzz({
    seed,
    inputs,
    maxInputMs: 5_000,
    maxRssBytes: 1024 * 1024 * 1024,
    ...(only === undefined ? {} : { only }),
    ...(kind === 'mutated' || kind === 'generated' ? { kind } : {}),
    onProgress: (done, total) => {
      if (done - last >= 10_000) {
        last = done;
        process.stderr.write(`fuzz: ${done}/${total}\n`);
      }
    },
  });
  process.stdout.write(reportTable(report));
  if (childPeakKiB() > 0)
    process.stdout.write(`Peak RSS of a CLI process: ${Math.round(childPeakKiB() / 1024)} MiB.\n`);
  return report.failures === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`fuzz: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(2);
  },
);
