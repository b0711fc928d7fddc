/**
 * The crash section's marginal-cost measurement (docs/performance.md): `nova crash LOG --json` of one or more
 * bundles against `grep -c Exception LOG`, on a 1 MiB head and the 100 MiB whole of a log of real lines — every line
 * of the crash corpus's logs (test/unit/fixtures/codexCorpus.ts, `NOVA_CODEX_CORPUS`) repeated — in interleaved rounds
 * of fresh processes under GNU time. Per MiB = (100 MiB run − 1 MiB run) against grep's, in CPU time (user + system)
 * and in wall time (GNU time's 10 ms steps: grep's whole 100 MiB run is a few of them, so its ratios move in steps).
 *
 *   node --import tsx bench/crashMarginal.ts ROUNDS CLI.js [CLI.js …]
 *
 * e.g. `node --import tsx bench/crashMarginal.ts 7 /tmp/before/cli.js dist/cli.js` (build each with `node esbuild.js`).
 */
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { loadCases } from '../test/unit/fixtures/codexCorpus';
import { medianRange } from './medianRange';

const MIB = 1024 * 1024;

/** Writes the corpus's lines repeated to `size` bytes, cut after a whole line. */
function writeRealLines(file: string, size: number): void {
  const unit = Buffer.from(
    loadCases()
      .map((c) => c.text)
      .join('\n') + '\n',
  );
  if (unit.length <= 1) throw new Error('The crash corpus was not found: set NOVA_CODEX_CORPUS.');
  const out = fs.openSync(file, 'w');
  try {
    let left = size;
    while (left >= unit.length) {
      fs.writeSync(out, unit);
      left -= unit.length;
    }
    const rest = unit.subarray(0, left);
    fs.writeSync(out, rest.subarray(0, rest.lastIndexOf(0x0a) + 1));
  } finally {
    fs.closeSync(out);
  }
}

/** CPU seconds (user + system), wall seconds and peak RSS (MiB) of one run of `command`, from GNU time. */
function measure(command: string[]): { cpu: number; wall: number; rss: number } {
  const run = spawnSync('/usr/bin/time', ['-f', 'T %U %S %e %M', ...command], {
    encoding: 'utf8',
    maxBuffer: 1 << 26,
  });
  const m = /T ([\d.]+) ([\d.]+) ([\d.]+) (\d+)/.exec(run.stderr);
  if (m === null) throw new Error(`GNU time gave no figures: ${run.stderr.slice(-300)}`);
  return { cpu: Number(m[1]) + Number(m[2]), wall: Number(m[3]), rss: Number(m[4]) / 1024 };
}

function main(): void {
  const [roundsText, ...clis] = process.argv.slice(2);
  const rounds = Number(roundsText);
  if (!(rounds > 0) || clis.length === 0) throw new Error('usage: crashMarginal.ts ROUNDS CLI.js [CLI.js …]');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nova-crash-marginal-'));
  try {
    const small = path.join(dir, 'real1.log');
    const large = path.join(dir, 'real100.log');
    writeRealLines(small, MIB);
    writeRealLines(large, 100 * MIB);
    const rows = clis.map(() => ({
      marginal: [] as number[],
      ratio: [] as number[],
      wallMarginal: [] as number[],
      wallRatio: [] as number[],
      rss: 0,
    }));
    for (let round = 0; round < rounds; round++) {
      const grepLarge = measure(['grep', '-c', 'Exception', large]);
      const grepSmall = measure(['grep', '-c', 'Exception', small]);
      const grep = Math.max(0.01, grepLarge.cpu - grepSmall.cpu);
      const grepWall = Math.max(0.01, grepLarge.wall - grepSmall.wall);
      clis.forEach((cli, k) => {
        const head = measure(['node', cli, 'crash', small, '--json']);
        const whole = measure(['node', cli, 'crash', large, '--json']);
        const row = rows[k]!;
        row.marginal.push(whole.cpu - head.cpu);
        row.ratio.push((whole.cpu - head.cpu) / grep);
        row.wallMarginal.push(whole.wall - head.wall);
        row.wallRatio.push((whole.wall - head.wall) / grepWall);
        row.rss = Math.max(row.rss, whole.rss);
      });
    }
    clis.forEach((cli, k) => {
      const row = rows[k]!;
      console.log(
        `${cli}: marginal CPU for 99 MiB ${medianRange(row.marginal, 2)} s, ${medianRange(row.ratio, 1)}× grep -c per MiB; ` +
          `wall ${medianRange(row.wallMarginal, 2)} s, ${medianRange(row.wallRatio, 1)}×; peak ${row.rss.toFixed(0)} MiB`,
      );
    });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main();
