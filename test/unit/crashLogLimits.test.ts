import * as assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as net from 'node:net';
import * as path from 'node:path';
import * as zlib from 'node:zlib';
import { analyzeCrash } from '../../src/core/crash/crashAnalyzer';
import { listCrashFiles } from '../../src/core/crash/crashFiles';
import { LogReadError, readLogSource } from '../../src/core/crash/logSource';
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
      '  lines: r.lines, rules: r.findings.map((f) => f.rule), rss: process.resourceUsage().maxRSS * 1024 })));',
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
