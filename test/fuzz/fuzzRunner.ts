import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { mutate } from './mutate';
import { fuzzTargets, FuzzViolation, type FuzzOutcome } from './fuzzTargets';
import { seededRandom } from './seededRandom';

export interface FuzzOptions {
  seed: number;
  /** Inputs over all targets, shared by weight. */
  inputs: number;
  /** A single input taking longer than this is a failure (a hang). */
  maxInputMs: number;
  /** Resident memory above this at any input is a failure. */
  maxRssBytes: number;
  /** Only targets whose name contains this. */
  only?: string;
  /** Only the mutating targets, or only the hostile-shape generators (test/fuzz/shapeTargets.ts); default both. */
  kind?: 'mutated' | 'generated';
  onProgress?: (done: number, total: number) => void;
}

export interface TargetReport {
  name: string;
  inputs: number;
  outcomes: Record<FuzzOutcome, number>;
  slowestMs: number;
  slowestBytes: number;
  failures: string[];
}

export interface FuzzReport {
  seed: number;
  inputs: number;
  seconds: number;
  peakRssMiB: number;
  targets: TargetReport[];
  failures: number;
}

/**
 * Runs the fuzz suite: every target gets its share of `inputs` mutated from its real-shaped seeds, each input is
 * timed and memory is sampled, and every outcome outside the target's contract (an unknown error, a message that
 * does not name the file or looks like a crash, a lost instance) is recorded with the input's size. Deterministic
 * for a given seed.
 */
export async function runFuzz(options: FuzzOptions): Promise<FuzzReport> {
  const work = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'nova-fuzz-'));
  const started = Date.now();
  let peak = process.memoryUsage().rss;
  try {
    const targets = (await fuzzTargets(work)).filter(
      (t) =>
        (options.only === undefined || t.name.includes(options.only)) &&
        (options.kind === undefined || (options.kind === 'generated') === (t.generate !== undefined)),
    );
    const weights = targets.reduce((sum, t) => sum + t.weight, 0);
    const counts = targets.map((t) => Math.max(1, Math.round((options.inputs * t.weight) / weights)));
    const total = counts.reduce((a, b) => a + b, 0);
    const reports: TargetReport[] = [];
    let done = 0;
    for (const [index, target] of targets.entries()) {
      const random = seededRandom(options.seed * 1000 + index);
      const report: TargetReport = {
        name: target.name,
        inputs: 0,
        outcomes: { accepted: 0, refused: 0 },
        slowestMs: 0,
        slowestBytes: 0,
        failures: [],
      };
      for (let n = 0; n < (counts[index] as number); n++) {
        const seedInput = random.pick(target.seeds);
        // One input in twenty is the seed itself, so the happy path stays covered.
        const input =
          target.generate !== undefined
            ? target.generate(random)
            : n % 20 === 0
              ? seedInput
              : mutate(random, seedInput, target.maxBytes);
        const limitMs = target.maxInputMs ?? options.maxInputMs;
        const t0 = performance.now();
        let timer: NodeJS.Timeout | undefined;
        try {
          const outcome = await Promise.race([
            target.run(input),
            new Promise<never>((_, reject) => {
              timer = setTimeout(() => reject(new FuzzViolation(`no outcome within ${limitMs} ms (a hang)`)), limitMs);
            }),
          ]);
          report.outcomes[outcome]++;
        } catch (error) {
          const what = error instanceof FuzzViolation ? error.message : `threw ${describe(error)}`;
          if (report.failures.length < 20) report.failures.push(`input ${n} (${input.length} bytes): ${what}`);
        } finally {
          clearTimeout(timer);
        }
        const ms = performance.now() - t0;
        if (ms > limitMs && report.failures.length < 20)
          report.failures.push(`input ${n} (${input.length} bytes) took ${Math.round(ms)} ms`);
        if (ms > report.slowestMs) {
          report.slowestMs = ms;
          report.slowestBytes = input.length;
        }
        report.inputs++;
        done++;
        if (done % 256 === 0 || target.generate !== undefined) {
          const rss = process.memoryUsage().rss;
          peak = Math.max(peak, rss);
          if (rss > options.maxRssBytes && report.failures.length < 20)
            report.failures.push(`memory reached ${Math.round(rss / 1024 / 1024)} MiB after input ${n}`);
          options.onProgress?.(done, total);
        }
      }
      reports.push(report);
    }
    peak = Math.max(peak, process.memoryUsage().rss);
    return {
      seed: options.seed,
      inputs: done,
      seconds: (Date.now() - started) / 1000,
      peakRssMiB: Math.round(peak / 1024 / 1024),
      targets: reports,
      failures: reports.reduce((sum, r) => sum + r.failures.length, 0),
    };
  } finally {
    await fs.promises.rm(work, { recursive: true, force: true });
  }
}

function describe(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message.slice(0, 300)}`;
  return String(error).slice(0, 300);
}

/** The report as a Markdown table (printed by `npm run fuzz` and kept in docs/fuzz.md). */
export function reportTable(report: FuzzReport): string {
  const lines = [
    `Seed ${report.seed}: ${report.inputs} inputs in ${report.seconds.toFixed(1)} s, peak RSS ${report.peakRssMiB} MiB, ${report.failures} failures.`,
    '',
    '| parser | inputs | accepted | refused (named) | slowest input |',
    '|---|---:|---:|---:|---|',
    ...report.targets.map(
      (t) =>
        `| ${t.name} | ${t.inputs} | ${t.outcomes.accepted} | ${t.outcomes.refused} | ${t.slowestMs.toFixed(1)} ms (${t.slowestBytes} bytes) |`,
    ),
  ];
  for (const t of report.targets) for (const f of t.failures) lines.push(`- FAIL ${t.name}: ${f}`);
  return lines.join('\n') + '\n';
}
