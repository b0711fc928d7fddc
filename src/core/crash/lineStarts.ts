/**
 * Byte offset of every line start in `bytes` (a trailing line feed starts no line; an empty buffer has one line).
 * Line feeds are found with native `indexOf` (memchr) in one pass; the index is sized from the byte count
 * (a line per 64 bytes, grown when a log is denser) and trimmed once, which costs less than counting the lines
 * in a second pass over a log of millions of lines.
 */
export function lineStarts(bytes: Buffer): Int32Array {
  const index = new LineStartIndex(bytes.length);
  index.add(bytes, 0, bytes.length);
  return index.finish(bytes.length);
}

/**
 * The line starts of a log indexed piece by piece, in order, as its bytes arrive (see {@link lineStarts}
 * for the definition). `add` the ranges in order, without gaps, then `finish` with the log's length.
 */
export class LineStartIndex {
  /** Line starts found so far: `starts[0 .. length)`; 0 is always the first. */
  starts: Int32Array;
  length = 1;

  /** `expectedBytes` sizes the first guess (a line per 64 bytes). */
  constructor(expectedBytes: number) {
    this.starts = new Int32Array(Math.max(16, (expectedBytes >>> 6) + 16));
  }

  /** Records the start after every line feed in `bytes[from, to)`, whose byte 0 is the log's byte `base`. */
  add(bytes: Buffer, from: number, to: number, base = 0): void {
    // A view that ends at `to`: native search must not run on into bytes that are not there yet.
    const range = bytes.subarray(from, to);
    let starts = this.starts;
    let count = this.length;
    for (let at = range.indexOf(0x0a); at >= 0; at = range.indexOf(0x0a, at + 1)) {
      if (count === starts.length) {
        const grown = new Int32Array(starts.length * 2);
        grown.set(starts);
        starts = grown;
      }
      starts[count++] = base + from + at + 1;
    }
    this.starts = starts;
    this.length = count;
  }

  /** The finished index of a log of `size` bytes: a line feed that is its last byte starts no line. */
  finish(size: number): Int32Array {
    const count = this.length > 1 && this.starts[this.length - 1] === size ? this.length - 1 : this.length;
    // A view, not a copy: the pages past `count` of a zero-filled array were never touched, so they hold no memory.
    return count === this.starts.length ? this.starts : this.starts.subarray(0, count);
  }
}
