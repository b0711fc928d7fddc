import * as assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as net from 'node:net';
import * as path from 'node:path';
import * as zlib from 'node:zlib';
import { PEAK_RSS_SOURCE } from '../../bench/peakRss';
import { analyzeCrash } from '../../src/core/crash/crashAnalyzer';
import { listCrashFiles } from '../../src/core/crash/crashFiles';
import { normalizeLog } from '../../src/core/logs/logNormalizer';
import { LogReadError, logSourceFromText, readLogSource } from '../../src/core/logs/logSource';
import { KEPT_HITS } from '../../src/core/logs/triggerScanner';
import { runNova } from './fixtures/cliRun';
import { makeTempDir, removeTempDir, writeText } from './fixtures/zipBuilder';

const MISSING = "\t - Mod 'Alpha' (alpha) 1.0 requires any version of beta, which is missing!";

/** What head + tail keeping must give: the first and last bytes, cut at line boundaries, lines between counted. */
function expectedHeadTail(all: Buffer, maxBytes: number): { bytes: Buffer; headBytes: number; skippedLines: number } {
  const headLimit = Math.floor(maxBytes * 0.125);
  const tailLimit = maxBytes - headLimit;
  let head = all.subarray(0, headLimit);
  let tail = all.subarray(all.length - tailLimit);
  const middle = all.subarray(headLimit, all.length - tailLimit);
  let skippedLines = middle.toString('latin1').split('\n').length - 1;
  head = head.subarray(0, head.lastIndexOf(0x0a) + 1);
  const cut = tail.indexOf(0x0a);
  tail = tail.subarray(cut + 1);
  skippedLines += 1;
  return { bytes: Buffer.concat([head, tail]), headBytes: head.length, skippedLines };
}

describe('crash log limits (bounded memory, regular files only, gzip expansion cap)', () => {
  let dir = '';
  beforeEach(async () => {
    dir = await makeTempDir();
  });
  afterEach(async () => {
    await removeTempDir(dir);
  });

  it('keeps exactly the head and tail of a large log in one buffer, plain or gzip, whatever the cap', async () => {
    const lines = Array.from({ length: 60000 }, (_, i) => `[12:00:00] [main/INFO]: noise ${'x'.repeat(i % 97)} ${i}`);
    lines.push(MISSING);
    const text = lines.join('\n') + '\n';
    const all = Buffer.from(text);
    assert.ok(all.length > 3 * 1024 * 1024);
    const plain = await writeText(path.join(dir, 'big.log'), text);
    const gz = path.join(dir, 'big.log.gz');
    fs.writeFileSync(gz, zlib.gzipSync(all));
    // Caps below, across and not aligned with the 1 MiB read chunks, so the tail ring wraps mid-chunk.
    for (const maxBytes of [100_003, 1024 * 1024, 1_700_001, 2 * 1024 * 1024 + 17]) {
      const want = expectedHeadTail(all, maxBytes);
      for (const file of [plain, gz]) {
        const source = await readLogSource(file, { maxBytes });
        assert.ok(source.bytes.equals(want.bytes), `${path.basename(file)} at ${maxBytes}`);
        assert.deepEqual(source.gap, { headBytes: want.headBytes, skippedLines: want.skippedLines });
      }
    }
    const result = await analyzeCrash({ source: await readLogSource(plain, { maxBytes: 1_700_001 }) });
    assert.equal(result.truncated, true);
    assert.equal(result.findings.find((f) => f.rule === 'fabric-missing-dependency')?.evidence[0]?.line, 60001);
  });

  it('analyses a log of nothing but line feeds and a log of one huge line in under 200 MiB (child process)', async function () {
    this.timeout(90_000);
    // 32 MB of line feeds indexed at 4 bytes a line took 330 MiB; one 40 MB line decoded whole took about 300 MiB.
    const lf = path.join(dir, 'feeds.log');
    fs.writeFileSync(lf, Buffer.alloc(32_000_000, 0x0a));
    const one = path.join(dir, 'one-line.log');
    const huge = Buffer.alloc(40_000_045, 0x61);
    huge.write('Caused by: java.lang.ClassNotFoundException: ');
    huge[huge.length - 1] = 0x0a;
    fs.writeFileSync(one, huge);
    const analyzer = path.join(__dirname, '..', '..', 'src', 'core', 'crash', 'crashAnalyzer.ts');
    const script = [
      `const { analyzeCrash } = require(${JSON.stringify(analyzer)});`,
      'analyzeCrash({ file: process.argv[1] }).then((r) => console.log(JSON.stringify({',
      `  lines: r.lines, rules: r.findings.map((f) => f.rule), rss: ${PEAK_RSS_SOURCE} })));`,
    ].join('\n');
    for (const [file, lines, rule] of [
      [lf, 32_000_000, null],
      [one, 1, 'no-class-def'],
    ] as const) {
      const out = execFileSync(process.execPath, ['--import', 'tsx', '-e', script, file], { encoding: 'utf8' });
      const got = JSON.parse(out.trim().split('\n').pop()!) as { lines: number; rules: string[]; rss: number };
      assert.equal(got.lines, lines);
      if (rule !== null) assert.ok(got.rules.includes(rule), got.rules.join(', '));
      assert.ok(got.rss < 200 * 1024 * 1024, `${path.basename(file)}: peak ${Math.round(got.rss / 1048576)} MiB`);
    }
  });

  it('keeps the first and last hits of a trigger on a log where every line holds one, in under 200 MiB (child process)', async function () {
    this.timeout(90_000);
    // 100 MiB of two short trigger lines (16 million hit lines, read on demand): every hit kept, at 8 bytes and more
    // a line, took 660 MiB; a crash marker on the last line must still be seen.
    const file = path.join(dir, 'triggers.log');
    const unit = Buffer.from('Killed\nForge\n'.repeat(100_000));
    const fd = fs.openSync(file, 'w');
    try {
      for (let n = 0; n < 100 * 1024 * 1024 - unit.length; n += unit.length) fs.writeSync(fd, unit);
      fs.writeSync(fd, 'Game crashed!\n');
    } finally {
      fs.closeSync(fd);
    }
    const size = fs.statSync(file).size;
    const analyzer = path.join(__dirname, '..', '..', 'src', 'core', 'crash', 'crashAnalyzer.ts');
    const script = [
      `const { analyzeCrash } = require(${JSON.stringify(analyzer)});`,
      'analyzeCrash({ file: process.argv[1] }).then((r) => console.log(JSON.stringify({',
      '  lines: r.lines, findings: r.findings.map((f) => [f.rule, f.evidence.map((e) => e.line)]), notes: r.notes,',
      `  rss: ${PEAK_RSS_SOURCE} })));`,
    ].join('\n');
    const out = execFileSync(process.execPath, ['--import', 'tsx', '-e', script, file], { encoding: 'utf8' });
    fs.rmSync(file);
    const got = JSON.parse(out.trim().split('\n').pop()!) as {
      lines: number;
      findings: Array<[string, number[]]>;
      notes?: Array<{ id: string; params: { hits: number; kept: number } }>;
      rss: number;
    };
    const lines = (size - 14) / 6.5 + 1;
    assert.equal(got.lines, lines);
    // Two states hit (`Killed`, `Forge`), each on half the lines but the last: all but 2 x 2 x KEPT_HITS summarised.
    assert.deepEqual(got.notes, [
      { id: 'crashNotes.hitsSummarised', params: { hits: lines - 1 - 4 * KEPT_HITS, kept: KEPT_HITS } },
    ]);
    assert.deepEqual(
      got.findings.find(([rule]) => rule === 'process-killed'),
      ['process-killed', [1, 3, 5, 7, 9, 11]],
    );
    assert.ok(got.rss < 200 * 1024 * 1024, `peak ${Math.round(got.rss / 1048576)} MiB`);
  });

  it('indexes a pasted log of millions of tiny prefixed lines sparsely and analyses it in under 200 MiB', async function () {
    this.timeout(90_000);
    // `#` lines are hs_err comment markers, a prefix: the paste is normalised. Its index took 4 bytes a line, twice.
    const lines = 3_000_000;
    const normal = normalizeLog(logSourceFromText(`${'#\n'.repeat(lines)}> ${MISSING}\n`));
    assert.ok(normal);
    // What was removed is kept to quote the lines as given: the repeated `#` once, then a byte a line, not the
    // 6 MB original beside its normalised copy.
    assert.equal(normal.removed.length, lines + 1);
    assert.equal(normal.removed.of(12_345).toString('latin1'), '#');
    assert.equal(normal.removed.of(lines).toString('latin1'), '> ');
    const held = normal.removed.byteLength;
    assert.ok(held < 1.7 * lines, `prefixes kept in ${held} bytes`);
    assert.equal(normal.source.bytes.length, lines + MISSING.length + 1);
    // 10 million lines (20 MB) peaked at 248 MiB with dense indexes, 182 now; 6 million (kept short for time) 169.
    const analyzer = path.join(__dirname, '..', '..', 'src', 'core', 'crash', 'crashAnalyzer.ts');
    const script = [
      `const { analyzeCrash } = require(${JSON.stringify(analyzer)});`,
      `const text = '#\\n'.repeat(Number(process.argv[1])) + ${JSON.stringify(`> ${MISSING}\n`)};`,
      'analyzeCrash({ text }).then((r) => console.log(JSON.stringify({',
      '  lines: r.lines, findings: r.findings.map((f) => [f.rule, f.evidence.map((e) => [e.line, e.text])]),',
      `  rss: ${PEAK_RSS_SOURCE} })));`,
    ].join('\n');
    const many = 6_000_000;
    const out = execFileSync(process.execPath, ['--import', 'tsx', '-e', script, String(many)], { encoding: 'utf8' });
    const got = JSON.parse(out.trim().split('\n').pop()!) as {
      lines: number;
      findings: Array<[string, Array<[number, string]>]>;
      rss: number;
    };
    assert.equal(got.lines, many + 1);
    assert.deepEqual(got.findings[0]?.[1], [[many + 1, `> ${MISSING}`]]);
    assert.ok(got.rss < 200 * 1024 * 1024, `peak ${Math.round(got.rss / 1048576)} MiB`);
  });

  it('stops decompressing a gzip bomb at the expansion cap and still analyses what it read', async () => {
    // 64 MiB of short lines in a ~100 KiB gzip; the cap stops at 4 MiB of output.
    const bomb = zlib.gzipSync(Buffer.alloc(64 * 1024 * 1024, 'ab\n'), { level: 9 });
    assert.ok(bomb.length < 1024 * 1024);
    const file = path.join(dir, 'bomb.log.gz');
    fs.writeFileSync(file, bomb);
    const source = await readLogSource(file, { maxGunzipBytes: 4 * 1024 * 1024 });
    assert.equal(source.bytes.length, 4 * 1024 * 1024);
    assert.deepEqual(source.gap, { headBytes: 4 * 1024 * 1024, skippedLines: 0 });
    const result = await analyzeCrash({ source });
    assert.equal(result.truncated, true);
    assert.deepEqual(result.findings, []);
  });

  if (process.platform !== 'win32') {
    it('refuses a FIFO, a socket and a symlink to /dev/zero without opening them, and nova crash says so', async () => {
      const fifo = path.join(dir, 'pipe.log');
      execFileSync('mkfifo', [fifo]);
      const zero = path.join(dir, 'zero.log');
      fs.symlinkSync('/dev/zero', zero);
      const socket = path.join(dir, 'sock.log');
      const server = net.createServer();
      await new Promise<void>((resolve) => server.listen(socket, resolve));
      try {
        await assert.rejects(
          readLogSource(fifo),
          (e: unknown) => e instanceof LogReadError && /named pipe/.test(e.message),
        );
        await assert.rejects(
          readLogSource(zero),
          (e: unknown) => e instanceof LogReadError && /a device/.test(e.message),
        );
        await assert.rejects(
          readLogSource(socket),
          (e: unknown) => e instanceof LogReadError && /a socket/.test(e.message),
        );
        const run = await runNova(dir, ['crash', 'pipe.log']);
        assert.equal(run.code, 2);
        assert.match(run.stderr, /named pipe \(FIFO\), not a log file/);
        const zeroRun = await runNova(dir, ['crash', 'zero.log', '--json']);
        assert.equal(zeroRun.code, 2);
        assert.match(zeroRun.stderr, /a device, not a log file/);
      } finally {
        await new Promise<void>((resolve) => server.close(() => resolve()));
      }
    });

    it('never lists a device or FIFO found in an instance as a log', async () => {
      fs.mkdirSync(path.join(dir, 'logs'));
      fs.symlinkSync('/dev/zero', path.join(dir, 'logs', 'latest.log'));
      execFileSync('mkfifo', [path.join(dir, 'logs', 'debug.log')]);
      await writeText(path.join(dir, 'crash-reports', 'crash-2024-01-01_00.00.00-client.txt'), 'Description: x\n');
      const files = await listCrashFiles(dir);
      assert.deepEqual(
        files.map((f) => f.kind),
        ['crash-report'],
      );
    });
  }
});
