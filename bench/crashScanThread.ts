/**
 * The crash scan on one thread and on two (src/core/logs/scanThread.ts), measured in one process in interleaved
 * rounds (docs/performance.md, twelfth pass): each round opens the log, starts the second thread (or not), compiles
 * the rules' triggers as the analyzer does (the worker's start-up overlaps it) and scans the log; wall time and CPU
 * time of the whole process (every thread: the worker's start-up and its share of the scan count), median (range),
 * and a check that both give the same line starts and hits.
 *
 * The worker must be a bundle (under tsx it would compile itself at start-up), so run this bench bundled beside it:
 *
 *   node esbuild.js && npx esbuild bench/crashScanThread.ts --bundle --platform=node --outfile=/tmp/b/bench.js &&
 *   cp dist/scanWorker.js /tmp/b/ && node /tmp/b/bench.js LOG [ROUNDS]
 */
import * as assert from 'node:assert/strict';
import { isAscii } from 'node:buffer';
import { crashRules } from '../src/core/crash/crashRules';
import { openLogFile } from '../src/core/logs/logSource';
import { ScanThread } from '../src/core/logs/scanThread';
import { TriggerScanner, type LineScan } from '../src/core/logs/triggerScanner';
import { medianRange } from './medianRange';

/** The rules' triggers as the analyzer compiles them for a UTF-8 log (crashAnalyzer.ts's scannerFor). */
function compile(): TriggerScanner {
  const triggers = [...new Set(crashRules.flatMap((rule) => rule.triggers))];
  const patterns = triggers.map((t) => (isAscii(Buffer.from(t)) ? t : Buffer.from(t, 'utf8').toString('latin1')));
  return new TriggerScanner(
    patterns,
    patterns.map(() => 1),
  );
}

async function once(log: string, threads: 1 | 2): Promise<{ wall: number; cpu: number; scan: LineScan }> {
  const started = performance.now();
  const cpu = process.cpuUsage();
  const file = (await openLogFile(log))!;
  const thread = threads === 2 ? ScanThread.start(file, 0) : null;
  try {
    const scan = await ScanThread.scanLogFile(file, compile(), thread);
    const used = process.cpuUsage(cpu);
    return { wall: performance.now() - started, cpu: (used.user + used.system) / 1000, scan };
  } finally {
    await thread?.stop();
    await file.close();
  }
}

function same(a: LineScan, b: LineScan): void {
  assert.equal(a.starts.length, b.starts.length);
  for (let line = 0; line < a.starts.length; line++) assert.equal(a.starts.start(line), b.starts.start(line));
  assert.deepEqual(a.hitLines, b.hitLines);
  assert.deepEqual(a.hitFlags, b.hitFlags);
  assert.deepEqual(a.hitPatternStart, b.hitPatternStart);
  assert.deepEqual(a.hitPatterns, b.hitPatterns);
  assert.equal(a.summarised, b.summarised);
}

async function main(): Promise<void> {
  const [log, roundsText] = process.argv.slice(2);
  if (log === undefined) throw new Error('usage: bench.js LOG [ROUNDS]');
  const rounds = Number(roundsText ?? 9);
  const figures = {
    1: { wall: [] as number[], cpu: [] as number[] },
    2: { wall: [] as number[], cpu: [] as number[] },
  };
  for (let round = -1; round < rounds; round++) {
    const one = await once(log, 1);
    const two = await once(log, 2);
    if (round === -1) same(one.scan, two.scan);
    else {
      for (const [k, run] of [[1, one] as const, [2, two] as const]) {
        figures[k].wall.push(run.wall);
        figures[k].cpu.push(run.cpu);
      }
    }
  }
  for (const k of [1, 2] as const) {
    console.log(`${k} thread(s): wall ${medianRange(figures[k].wall, 0)} ms, CPU ${medianRange(figures[k].cpu, 0)} ms`);
  }
}

void main();
