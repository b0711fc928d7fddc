import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { LineStartIndex, lineStarts } from '../../src/core/logs/lineStarts';
import { LogFileBytes } from '../../src/core/logs/logFileBytes';
import { LogText, MAX_LINE_BYTES } from '../../src/core/logs/logText';
import { TriggerScanner } from '../../src/core/logs/triggerScanner';

/** The plain definition: a line starts at 0 and after every line feed that is not the last byte. */
function expected(bytes: Buffer): number[] {
  const out = [0];
  for (let i = 0; i < bytes.length - 1; i++) if (bytes[i] === 0x0a) out.push(i + 1);
  return out;
}

describe('lineStarts (one native pass over a log)', () => {
  it('indexes LF and CRLF lines; a trailing line feed starts no line; empty text is one line', () => {
    assert.deepEqual([...lineStarts(Buffer.from(''))], [0]);
    assert.deepEqual([...lineStarts(Buffer.from('\n'))], [0]);
    assert.deepEqual([...lineStarts(Buffer.from('a\r\nb\n\nc'))], [0, 3, 5, 6]);
    assert.deepEqual([...lineStarts(Buffer.from('a\nb\n'))], [0, 2]);
  });

  it('grows past its size guess on logs denser than a line per 64 bytes', () => {
    // 20,000 one-byte lines in 40,000 bytes: the first guess holds 641 starts.
    const dense = Buffer.from('x\n'.repeat(20_000) + 'end');
    const starts = lineStarts(dense);
    assert.equal(starts.length, 20_001);
    assert.deepEqual([...starts], expected(dense));
    const sparse = Buffer.from(Array.from({ length: 500 }, (_, i) => 'y'.repeat(i % 300)).join('\r\n'));
    assert.deepEqual([...lineStarts(sparse)], expected(sparse));
  });

  it('indexes a log piece by piece as it arrives with the same result as one pass', () => {
    const bytes = Buffer.from(Array.from({ length: 3000 }, (_, i) => 'z'.repeat(i % 90)).join('\n') + '\n');
    for (const step of [1, 7, 64, 4096, bytes.length]) {
      const index = new LineStartIndex(step);
      for (let from = 0; from < bytes.length; from += step) index.add(bytes, from, Math.min(bytes.length, from + step));
      assert.deepEqual([...index.finish(bytes.length, bytes)], expected(bytes), `pieces of ${step} bytes`);
    }
  });

  it("finds the same starts with the SIMD search over bytes read into the lanes' memory, dense, grown and sparse", () => {
    const scanner = new TriggerScanner(['Exception'], [1]);
    const lent = scanner.readBuffers(1024 * 1024);
    assert.ok(lent, 'the lanes lend their read buffers');
    try {
      // Line feeds at every alignment: runs of them, lines of 0 to 70 bytes, CRLF, high bytes, none for 200 KiB.
      const parts: Buffer[] = [];
      for (let i = 0; i < 60_000; i++) {
        if (i % 9 === 0) parts.push(Buffer.from('\n'.repeat(i % 40)));
        parts.push(Buffer.from(`${'x'.repeat(i % 71)}${i % 5 === 0 ? '中\r' : ''}\n`));
        if (i === 30_000) parts.push(Buffer.alloc(200 * 1024, 0x41));
      }
      const bytes = Buffer.concat(parts);
      // A dense limit far below the line count turns the index sparse midway (as 2 million lines do).
      const cases: Array<[number, number]> = [
        [1 << 21, 1024 * 1024],
        [5000, 1024 * 1024],
        [70_000, 100_003],
        [5000, 17],
      ];
      for (const [denseLines, window] of cases) {
        const simd = new LineStartIndex(1000, denseLines);
        const native = new LineStartIndex(1000, denseLines);
        for (let at = 0, turn = 0; at < bytes.length; turn ^= 1) {
          const buffer: Buffer = lent.buffers[turn]!;
          const n = bytes.copy(buffer, 0, at, Math.min(bytes.length, at + window));
          assert.equal(scanner.indexLines(buffer.subarray(0, n), at, simd), true);
          native.add(bytes, at, at + n);
          at += n;
        }
        const got = simd.finish(bytes.length, bytes);
        assert.deepEqual(got, native.finish(bytes.length, bytes), `dense up to ${denseLines}, windows of ${window}`);
        assert.deepEqual([...got], expected(bytes));
      }
      // Bytes outside the lanes' memory are left to the native search.
      assert.equal(scanner.indexLines(Buffer.from('a\nb\n'), 0, new LineStartIndex(4)), false);
    } finally {
      lent.release();
    }
  });
});

describe('LineIndex (dense for real logs, sparse past a line count)', () => {
  /** A log of mixed lines: empty runs, CRLF, long and one-byte lines, with or without a trailing line feed. */
  function mixed(trailing: boolean): Buffer {
    const lines = Array.from({ length: 5000 }, (_, i) =>
      i % 97 < 40 ? '' : i % 13 === 0 ? `long ${'x'.repeat(i)}\r` : i % 5 === 0 ? 'y' : `line ${i}`,
    );
    return Buffer.from(lines.join('\n') + (trailing ? '\n' : ''));
  }

  it('answers start and lineAt sparsely exactly as densely, from bytes in memory or in a file', () => {
    for (const trailing of [false, true]) {
      const bytes = mixed(trailing);
      const want = expected(bytes);
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nova-lines-'));
      const file = path.join(dir, 'mixed.log');
      fs.writeFileSync(file, bytes);
      const fd = fs.openSync(file, 'r');
      try {
        const builder = new LineStartIndex(bytes.length, 64);
        builder.add(bytes, 0, bytes.length);
        assert.deepEqual([...builder.finish(bytes.length, new LogFileBytes(fd, bytes.length))], want, 'from a file');
      } finally {
        fs.closeSync(fd);
        fs.rmSync(dir, { recursive: true, force: true });
      }
      for (const step of [1, 333, bytes.length]) {
        // A dense limit of 100 lines: the index turns sparse after the first piece of lines.
        const builder = new LineStartIndex(bytes.length, 100);
        for (let from = 0; from < bytes.length; from += step)
          builder.add(bytes, from, Math.min(bytes.length, from + step));
        const index = builder.finish(bytes.length, bytes);
        assert.equal(index.dense, null, 'sparse');
        assert.equal(index.length, want.length);
        assert.deepEqual([...index], want, `pieces of ${step}, trailing ${trailing}`);
        // Random order (the block cache is refilled): every byte maps to its line, every line to its start.
        for (let k = 0; k < 3000; k++) {
          const line = (k * 7919) % want.length;
          assert.equal(index.start(line), want[line]);
          const offset = (k * 104_729) % bytes.length;
          let owner = want.length - 1;
          while (want[owner]! > offset) owner--;
          assert.equal(index.lineAt(offset), owner, `byte ${offset}`);
        }
      }
    }
  });

  it('keeps the index of millions of empty lines small (1/16 byte a line) and the text reads the same', () => {
    const lines = 6_000_000;
    const bytes = Buffer.alloc(lines, 0x0a);
    bytes.write('first', 0);
    bytes.write('Exception in the middle', 3_000_000);
    const index = new LineStartIndex(bytes.length);
    index.add(bytes, 0, bytes.length);
    const done = index.finish(bytes.length, bytes);
    assert.equal(done.dense, null);
    assert.ok(done.byteLength < 512 * 1024, `${done.byteLength} bytes`);
    const log = new LogText({ name: 'lf', bytes, encoding: 'utf-8', gap: null }, done);
    assert.equal(log.lineCount, lines - 'first'.length - 'Exception in the middle'.length);
    const at = log.lineIndexAt(3_000_000);
    assert.equal(log.line(at), 'Exception in the middle');
    assert.equal(log.line(at - 1), '');
    assert.equal(log.lineStart(at), 3_000_000);
    assert.equal(log.line(0), 'first');
  });

  it('reads at most MAX_LINE_BYTES of a huge line, cut before a UTF-8 sequence, never as GBK', () => {
    // A 3 MiB line whose two-byte characters straddle the cap, then a short line.
    const huge = `Caused by: java.lang.RuntimeException: ${'é'.repeat(1_600_000)}`;
    const bytes = Buffer.from(`${huge}\nnext line\n`);
    for (const shift of [0, 1]) {
      const text = Buffer.concat([Buffer.from('x'.repeat(shift)), bytes]);
      const log = new LogText({ name: 'long', bytes: text, encoding: 'utf-8', gap: null });
      const line = log.line(0);
      assert.ok(Buffer.byteLength(line) <= MAX_LINE_BYTES && Buffer.byteLength(line) >= MAX_LINE_BYTES - 3);
      assert.ok(line.startsWith(`${'x'.repeat(shift)}Caused by: java.lang.RuntimeException: éé`));
      assert.ok(/^[x]*Caused by: java\.lang\.RuntimeException: é+$/.test(line), 'decoded as UTF-8, nothing replaced');
      assert.equal(log.line(1), 'next line');
    }
  });
});
