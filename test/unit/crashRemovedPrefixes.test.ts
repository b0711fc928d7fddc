import * as assert from 'node:assert/strict';
import { RemovedPrefixes } from '../../src/core/logs/removedPrefixes';

describe('removed prefixes of a pasted log (removedPrefixes.ts)', () => {
  it('gives back what was removed from every line: repeats, empty, long and changing prefixes across blocks', () => {
    // Runs of the same prefix across the 64-line blocks, empty removals between, fence lines of 300 bytes (past a
    // byte's code) and prefixes that change every line (a panel's time).
    let seed = 11;
    const random = (n: number): number => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) % n;
    const want: string[] = [];
    const removed = new RemovedPrefixes();
    let last = 'Client> ';
    for (let i = 0; i < 5000; i++) {
      const kind = random(10);
      const text =
        kind < 5
          ? last
          : kind < 7
            ? ''
            : kind < 8
              ? '```' + 'x'.repeat(250 + random(100))
              : `03:33:${String(i % 60).padStart(2, '0')} main/ERROR `;
      if (text !== '') last = text;
      want.push(text);
      // Given inside a larger buffer, as the normaliser gives a line of the log.
      const bytes = Buffer.from(`..${text}..`, 'latin1');
      removed.add(bytes, 2, 2 + text.length);
    }
    assert.equal(removed.length, want.length);
    for (const i of [0, 63, 64, 65, 127, 128, 4999, ...Array.from({ length: 300 }, () => random(5000))]) {
      assert.equal(removed.of(i).toString('latin1'), want[i], `line ${i}`);
    }
    assert.equal(removed.of(5000).length, 0);
    assert.equal(removed.of(-1).length, 0);
  });

  it('keeps a prefix repeated on every line once, in about a byte a line', () => {
    const removed = new RemovedPrefixes();
    const line = Buffer.from('Client> [12:00:00] [main/INFO]: x');
    for (let i = 0; i < 1_000_000; i++) removed.add(line, 0, 8);
    assert.equal(removed.of(777_777).toString(), 'Client> ');
    assert.ok(removed.byteLength < 1.3 * 1_000_000, `${removed.byteLength} bytes`);
  });
});
