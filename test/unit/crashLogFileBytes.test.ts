import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { analyzeCrash } from '../../src/core/crash/crashAnalyzer';
import { LogFileBytes } from '../../src/core/logs/logFileBytes';
import { openLogFile, readLogSource } from '../../src/core/logs/logSource';
import { makeTempDir, removeTempDir } from './fixtures/zipBuilder';

const MIB = 1024 * 1024;

describe('crash log read from its file on demand (logFileBytes.ts)', () => {
  let dir = '';
  beforeEach(async () => {
    dir = await makeTempDir();
  });
  afterEach(async () => {
    await removeTempDir(dir);
  });

  it('gives the bytes, searches and reverse searches Buffer gives, across its 256 KiB blocks', () => {
    // 3.5 MiB (14 blocks, more than the 8 cached) of short lines with rare words placed across block boundaries.
    let seed = 7;
    const random = (): number => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
    const bytes = Buffer.alloc(3.5 * MIB);
    for (let i = 0; i < bytes.length; i++) bytes[i] = random() < 0.02 ? 0x0a : 0x61 + Math.floor(random() * 6);
    bytes.write('needle', MIB - 3, 'latin1');
    bytes.write('needle', 3 * MIB + 5, 'latin1');
    bytes.write('\xe9t\xe9', 2 * MIB - 1, 'latin1');
    const file = path.join(dir, 'bytes.log');
    fs.writeFileSync(file, bytes);
    const fd = fs.openSync(file, 'r');
    try {
      const log = new LogFileBytes(fd, bytes.length);
      for (const [from, to] of [
        [0, 10],
        [MIB - 5, MIB + 5],
        [2 * MIB - 100, 2 * MIB + MIB + 7],
        [bytes.length - 3, bytes.length + 10],
        [500, 400],
        [1.25 * MIB - 5, 1.25 * MIB + 5],
        [0.75 * MIB, MIB],
      ] as const) {
        assert.ok(log.subarray(from, to).equals(bytes.subarray(from, to)), `bytes ${from}-${to}`);
      }
      // Ranges all over the log, back and forth: blocks evicted and read again give the same bytes.
      for (let k = 0; k < 400; k++) {
        const from = Math.floor(random() * bytes.length);
        const to = from + Math.floor(random() * 3000);
        assert.ok(log.subarray(from, to).equals(bytes.subarray(from, to)), `bytes ${from}-${to}`);
        const held = log.holding(from, to);
        assert.ok(
          held
            .subarray(from - log.heldAt, from - log.heldAt + (Math.min(to, bytes.length) - from))
            .equals(bytes.subarray(from, to)),
          `held ${from}-${to}`,
        );
      }
      for (const needle of ['needle', 'zzz', '\xe9t\xe9', 'ab']) {
        for (const from of [0, 5, MIB, 3 * MIB + 6]) {
          assert.equal(log.indexOf(needle, from), bytes.indexOf(needle, from, 'latin1'), `${needle} from ${from}`);
        }
        assert.equal(log.lastIndexOf(needle), bytes.lastIndexOf(needle, undefined, 'latin1'), needle);
      }
      // Needles longer than half the 1 MiB search buffer, and than all of it (taken from the log, and not in it).
      const long = bytes.subarray(MIB - 100, MIB - 100 + 0.6 * MIB).toString('latin1');
      const longer = bytes.subarray(2 * MIB - 7, 2 * MIB - 7 + 1.2 * MIB).toString('latin1');
      for (const needle of [long, longer, `${long}!`]) {
        for (const from of [0, MIB - 100, MIB - 99, 2 * MIB]) {
          assert.equal(
            log.indexOf(needle, from),
            bytes.indexOf(needle, from, 'latin1'),
            `${needle.length} from ${from}`,
          );
        }
        assert.equal(log.lastIndexOf(needle), bytes.lastIndexOf(needle, undefined, 'latin1'), `${needle.length}`);
      }
      for (const at of [0, 1, MIB - 1, MIB, 2 * MIB + 17, bytes.length - 1]) {
        assert.equal(log.indexOf(0x0a, at), bytes.indexOf(0x0a, at), `line feed after ${at}`);
        assert.equal(log.lastIndexOf(0x0a, at), bytes.lastIndexOf(0x0a, at), `line feed before ${at}`);
      }
      // The file shrinks under it: missing bytes read as zeros, never past the length it was given.
      fs.truncateSync(file, MIB);
      const shrunk = new LogFileBytes(fd, bytes.length);
      assert.ok(shrunk.subarray(3 * MIB, 3 * MIB + 4).equals(Buffer.alloc(4)));
      assert.ok(
        shrunk.subarray(MIB - 8, MIB + 8).equals(Buffer.concat([bytes.subarray(MIB - 8, MIB), Buffer.alloc(8)])),
      );
    } finally {
      fs.closeSync(fd);
    }
  });

  it('analyses a multi-MiB log read on demand exactly as the same text held in memory', async () => {
    const lines: string[] = [];
    for (let i = 0; i < 60_000; i++) {
      lines.push(
        i % 97 === 0
          ? `[12:00:00] [modloading-worker-0/WARN] [mixin/]: Error loading class: com/alpha/Compat${i % 40} (java.lang.ClassNotFoundException: com/alpha/Compat${i % 40})`
          : `[12:00:${String(i % 60).padStart(2, '0')}] [Server thread/INFO] [minecraft/MinecraftServer]: Saving chunks ${'x'.repeat(i % 50)} ${i}`,
      );
    }
    lines.push(
      '[23:59:58] [main/ERROR] [net.minecraftforge.fml.loading.ModSorter/LOADING]: Missing or unsupported mandatory dependencies:',
      "\tMod ID: 'flywheel', Requested by: 'create', Expected range: '[0.6.10,0.6.11)', Actual version: '[MISSING]'",
    );
    const text = lines.join('\r\n') + '\r\n';
    assert.ok(text.length > 4 * MIB);
    const file = path.join(dir, 'latest.log');
    fs.writeFileSync(file, text);
    const opened = await openLogFile(file);
    assert.ok(opened, 'a plain log that fits is read on demand');
    await opened.close();
    const fromFile = await analyzeCrash({ file });
    const fromText = await analyzeCrash({ text, name: file });
    assert.deepEqual(fromFile, fromText);
    assert.ok(fromFile.findings.some((f) => f.rule === 'forge-missing-dependency'));
    assert.equal(fromFile.lines, lines.length);
  });

  it('analyses logs read at the same time (the scanner lends its read buffers to one) as each alone', async () => {
    // Three multi-MiB logs of different lines, each ending in its own finding, analysed at once and one by one.
    const texts = ['alpha', 'beta', 'gamma'].map((mod, k) => {
      const lines = Array.from(
        { length: 50_000 + k * 7_000 },
        (_, i) =>
          `[12:00:00] [Server thread/INFO] [minecraft/MinecraftServer]: ${mod} ${'x'.repeat((i * (k + 3)) % 70)} ${i}`,
      );
      lines.push(
        '[23:59:58] [main/ERROR] [net.minecraftforge.fml.loading.ModSorter/LOADING]: Missing or unsupported mandatory dependencies:',
        `\tMod ID: '${mod}lib', Requested by: '${mod}', Expected range: '[1.0,)', Actual version: '[MISSING]'`,
      );
      return lines.join('\n') + '\n';
    });
    const files = texts.map((text, k) => {
      const file = path.join(dir, `latest-${k}.log`);
      fs.writeFileSync(file, text);
      return file;
    });
    const together = await Promise.all(files.map((file) => analyzeCrash({ file })));
    for (const [k, file] of files.entries()) {
      assert.ok(texts[k]!.length > 4 * MIB);
      assert.deepEqual(together[k], await analyzeCrash({ file }));
      assert.deepEqual(together[k], await analyzeCrash({ text: texts[k]!, name: file }));
      assert.equal(together[k].lines, texts[k]!.split('\n').length - 1);
      const missing = together[k].findings.find((f) => f.rule === 'forge-missing-dependency');
      assert.ok(missing?.detail.includes(['alpha', 'beta', 'gamma'][k]!), JSON.stringify(together[k].findings));
    }
  });

  it('reads a .gz log and UTF-16 whole instead; skips a BOM', async () => {
    const plain = path.join(dir, 'a.log');
    fs.writeFileSync(plain, Buffer.from('\ufefflog\n', 'utf16le'));
    assert.equal(await openLogFile(plain), null);
    fs.writeFileSync(path.join(dir, 'b.log.gz'), 'x');
    assert.equal(await openLogFile(path.join(dir, 'b.log.gz')), null);
    fs.writeFileSync(plain, `\ufeff${'x'.repeat(2000)}\nlog\n`);
    const opened = await openLogFile(plain);
    assert.ok(opened);
    try {
      const source = await readLogSource(plain);
      assert.ok(opened.bytes.subarray(0, opened.bytes.length).equals(source.bytes));
      assert.equal(opened.gap, null);
    } finally {
      await opened.close();
    }
  });

  it('reads a log larger than the cap as the same head, tail and skipped lines readLogSource keeps in memory', async () => {
    // Lines of many lengths, CRLF and LF, a long line across the head's end, and a log whose head has no line feed.
    const lines = Array.from({ length: 40_000 }, (_, i) =>
      i % 1000 === 7 ? 'y'.repeat(300_000) : `[12:00:00] [main/INFO]: noise ${'x'.repeat((i * 7) % 97)} ${i}`,
    );
    const texts = [lines.join('\r\n') + '\r\n', lines.join('\n'), 'z'.repeat(3 * MIB) + '\nend\n'];
    for (const [k, text] of texts.entries()) {
      const file = path.join(dir, `big-${k}.log`);
      fs.writeFileSync(file, k === 1 ? `\ufeff${text}` : text);
      for (const maxBytes of [100_003, MIB, 1_700_001, 2 * MIB + 17]) {
        const want = await readLogSource(file, { maxBytes });
        const opened = await openLogFile(file, { maxBytes });
        assert.ok(opened, `opened at ${maxBytes}`);
        try {
          const label = `log ${k} at ${maxBytes}`;
          assert.equal(opened.bytes.length, want.bytes.length, label);
          assert.ok(opened.bytes.subarray(0, opened.bytes.length).equals(want.bytes), label);
          const gap = expectedGap(fs.readFileSync(file), maxBytes);
          // A BOM'd log keeps its gap too (the whole-buffer path dropped it with the BOM).
          assert.deepEqual(want.gap, k === 1 ? null : gap, label);
          assert.deepEqual(opened.gap, gap, label);
          const windows: Buffer[] = [];
          const read = await opened.readWindows(
            (window, length) => windows.push(Buffer.from(window.subarray(0, length))),
            undefined,
            [Buffer.alloc(65_536), Buffer.alloc(65_536)],
          );
          assert.equal(read, want.bytes.length, label);
          assert.ok(Buffer.concat(windows).equals(want.bytes), label);
          // Searches across the gap see the tail right after the head.
          const across = want.bytes.indexOf('noise', Math.max(0, gap.headBytes - 40), 'latin1');
          assert.equal(opened.bytes.indexOf('noise', Math.max(0, gap.headBytes - 40)), across, label);
        } finally {
          await opened.close();
        }
      }
    }
  });
});

/**
 * The gap of a file (BOM'd or not) past `maxBytes`, from its bytes: the head up to the last line feed in its first 1/8
 * (all of it without one), the tail from after the first line feed in its last 7/8, and the line feeds between them.
 */
function expectedGap(file: Buffer, maxBytes: number): { headBytes: number; skippedLines: number } {
  const bom = file[0] === 0xef && file[1] === 0xbb && file[2] === 0xbf ? 3 : 0;
  const headLimit = Math.floor(maxBytes * 0.125);
  const headCut = file.subarray(0, headLimit).lastIndexOf(0x0a);
  const headEnd = headCut >= 0 ? headCut + 1 : headLimit;
  const tailFrom = file.length - (maxBytes - headLimit);
  const tailCut = file.indexOf(0x0a, tailFrom);
  const tailStart = tailCut >= 0 ? tailCut + 1 : tailFrom;
  const skippedLines = file.subarray(headEnd, tailStart).toString('latin1').split('\n').length - 1;
  return { headBytes: headEnd - bom, skippedLines };
}
