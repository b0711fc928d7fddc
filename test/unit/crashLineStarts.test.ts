import * as assert from 'node:assert/strict';
import { LineStartIndex, lineStarts } from '../../src/core/crash/lineStarts';

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
      assert.deepEqual([...index.finish(bytes.length)], expected(bytes), `pieces of ${step} bytes`);
    }
  });
});
