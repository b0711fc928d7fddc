import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { isAscii } from 'node:buffer';
import { writeBenchLog } from '../../bench/crashBench';
import { analyzeCrash } from '../../src/core/crash/crashAnalyzer';
import { crashRules } from '../../src/core/crash/crashRules';
import { openLogFile } from '../../src/core/logs/logSource';
import { ScanThread } from '../../src/core/logs/scanThread';
import { KEPT_HITS, TriggerScanner, type LineScan } from '../../src/core/logs/triggerScanner';
import { makeTempDir, removeTempDir } from './fixtures/zipBuilder';

const MIB = 1024 * 1024;

/** Files opened by {@link bothScans}, closed after each test (a sparse line index reads its file when asked). */
const opened: { close(): Promise<void> }[] = [];

/** The scan of `file` on one thread and on two (the second thread started for any size), with `options`. */
async function bothScans(
  file: string,
  scanner: TriggerScanner,
  options: { maxBytes?: number } = {},
): Promise<{ one: LineScan; two: LineScan; split: boolean }> {
  const scanWith = async (threads: 1 | 2): Promise<{ scan: LineScan; split: boolean }> => {
    const log = (await openLogFile(file, options))!;
    opened.push(log);
    const thread = threads === 2 ? ScanThread.start(log, 0) : null;
    try {
      return { scan: await ScanThread.scanLogFile(log, scanner, thread), split: thread !== null };
    } finally {
      await thread?.stop();
    }
  };
  const one = await scanWith(1);
  const two = await scanWith(2);
  return { one: one.scan, two: two.scan, split: two.split };
}

function assertSameScan(a: LineScan, b: LineScan): void {
  assert.equal(b.starts.length, a.starts.length);
  // Every line of a dense index; of a sparse one (millions of tiny lines, found again from the bytes) a stride.
  const step = a.starts.dense !== null ? 1 : 997;
  for (let line = 0; line < a.starts.length; line = line + step < a.starts.length ? line + step : line + 1) {
    if (a.starts.start(line) !== b.starts.start(line)) assert.fail(`line ${line} starts differently`);
  }
  assert.deepEqual(b.hitLines, a.hitLines);
  assert.deepEqual(b.hitFlags, a.hitFlags);
  assert.deepEqual(b.hitPatternStart, a.hitPatternStart);
  assert.deepEqual(b.hitPatterns, a.hitPatterns);
  assert.equal(b.summarised, a.summarised);
}

describe('crash scan on a second thread (scanThread.ts)', function () {
  // The worker runs from source under tsx here, which compiles it at start-up.
  this.timeout(120_000);
  let dir = '';
  before(async () => {
    dir = await makeTempDir();
  });
  afterEach(async () => {
    for (const log of opened.splice(0)) await log.close();
  });
  after(async () => {
    await removeTempDir(dir);
  });

  it('finds the lines, hits and per-trigger caps of one thread on random lines, hits at the split included', async () => {
    let seed = 11;
    const random = (): number => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
    const patterns = ['abc', 'ca', 'bbb', 'acab', 'cc', 'zz'];
    const scanner = new TriggerScanner(patterns, [1, 2, 1, 4, 1, 1]);
    // 3 MiB of short lines over three letters: the triggers past their cap many times in both halves; a rare one
    // (`zz`) on the lines around the middle, where the split falls (the first line start from the middle on).
    const bytes = Buffer.alloc(3 * MIB);
    for (let i = 0; i < bytes.length; i++) bytes[i] = random() < 0.05 ? 0x0a : 0x61 + Math.floor(random() * 3);
    for (let at = bytes.length / 2 - 120; at < bytes.length / 2 + 120; at += 3) {
      if (bytes[at] !== 0x0a && bytes[at + 1] !== 0x0a) bytes.write('zz', at, 'latin1');
    }
    const file = path.join(dir, 'random.log');
    fs.writeFileSync(file, bytes);
    const { one, two, split } = await bothScans(file, scanner);
    assert.ok(split, 'the second thread started');
    assert.ok(one.summarised > 0, 'triggers past their cap');
    assert.ok(one.hitLines.length > 2 * KEPT_HITS);
    const middle = one.starts.lineAt(bytes.length / 2);
    for (const line of [middle - 1, middle, middle + 1])
      assert.ok(one.hitLines.includes(line), `a hit on line ${line}`);
    assertSameScan(one, two);
  });

  it('gives one thread’s scan where a trigger holds only before or only after the split, and past a BOM', async () => {
    const scanner = new TriggerScanner(['early marker', 'late marker', 'Exception'], [1, 1, 2]);
    const lines: string[] = [];
    // Fewer lines per trigger than its cap keeps: every hit line is reported.
    for (let i = 0; i < 12_000; i++) {
      lines.push(i < 6_000 ? `[${i}] early marker java.lang.Exception` : `[${i}] late marker`);
    }
    const file = path.join(dir, 'halves.log');
    fs.writeFileSync(file, Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(lines.join('\n') + '\n')]));
    const { one, two } = await bothScans(file, scanner);
    assert.equal(one.hitLines.length, 12_000);
    assert.equal(one.summarised, 0);
    assertSameScan(one, two);
  });

  it('gives one thread’s scan of a log past the cap (its head and tail, the split in the tail)', async () => {
    const scanner = new TriggerScanner(['Exception', 'Caused by'], [1, 2]);
    const lines: string[] = [];
    for (let i = 0; i < 120_000; i++) lines.push(i % 7 === 0 ? `Caused by: java.lang.Exception ${i}` : `line ${i}`);
    const file = path.join(dir, 'capped.log');
    fs.writeFileSync(file, lines.join('\n') + '\n');
    const { one, two, split } = await bothScans(file, scanner, { maxBytes: 400 * 1024 });
    assert.ok(split);
    assert.ok(one.starts.length < 60_000, 'head and tail only');
    assertSameScan(one, two);
  });

  it('scans the second part itself when it holds too many lines to keep every start', async () => {
    const scanner = new TriggerScanner(['x'], [1]);
    // 5 million lines of one byte: the second half has more than the 2 million starts a part keeps.
    const bytes = Buffer.alloc(10 * 1000 * 1000, 0x0a);
    for (let i = 0; i < bytes.length; i += 2) bytes[i] = i % 1000 === 0 ? 0x78 : 0x79;
    const file = path.join(dir, 'tiny.log');
    fs.writeFileSync(file, bytes);
    const { one, two } = await bothScans(file, scanner);
    assert.equal(one.starts.length, 5_000_000);
    assertSameScan(one, two);
  });

  it('gives one thread’s scan and the same findings on a real-shaped log with the rules’ triggers', async () => {
    const file = path.join(dir, 'latest.log');
    await writeBenchLog(file, 9 * MIB);
    const triggers = [...new Set(crashRules.flatMap((rule) => rule.triggers))];
    const scanner = new TriggerScanner(
      triggers.map((t) => (isAscii(Buffer.from(t)) ? t : Buffer.from(t, 'utf8').toString('latin1'))),
      triggers.map(() => 1),
    );
    const { one, two, split } = await bothScans(file, scanner);
    assert.ok(split);
    assert.ok(one.hitLines.length > 1000);
    assertSameScan(one, two);
    // The analyzer scans a file of 9 MiB on two threads, and text (the same bytes in memory) on one.
    const fromFile = await analyzeCrash({ file });
    const fromText = await analyzeCrash({ text: fs.readFileSync(file, 'utf8'), name: file });
    assert.ok(fromFile.findings.length > 0);
    assert.deepEqual(fromFile.findings, fromText.findings);
  });
});
