import { LineIndex, SAMPLE_LINES } from './lineIndex';
import type { LogBytes } from './logFileBytes';

/**
 * Byte offset of every line start in `bytes` (a trailing line feed starts no line; an empty buffer has one line).
 * Line feeds are found with native `indexOf` (memchr) in one pass; the index is sized from the byte count
 * (a line per 64 bytes, grown when a log is denser) and trimmed once, which costs less than counting the lines
 * in a second pass over a log of millions of lines.
 */
export function lineStarts(bytes: Buffer): Int32Array {
  const index = new LineStartIndex(bytes.length, Infinity);
  index.add(bytes, 0, bytes.length);
  return index.finish(bytes.length, bytes).dense!;
}

/**
 * Lines kept dense (4 bytes each) at most: 8 MiB of index, past a log of 2 million lines (a 100 MiB log of real
 * lines has about 900,000). A log of more — tiny or empty lines — is indexed sparsely (lineIndex.ts), so the index
 * of a 104 MiB log of nothing but line feeds takes 6.5 MiB instead of 416.
 */
export const DENSE_LINES = 1 << 21;

/**
 * The line starts of a log indexed piece by piece, in order, as its bytes arrive (see {@link lineStarts}
 * for the definition). `add` the ranges in order, without gaps, then `finish` with the log's length and bytes.
 */
export class LineStartIndex {
  /** Dense: the starts found so far, `starts[0 .. length)`; sparse (past `denseLines`): every 64th of them. */
  private starts: Int32Array;
  private sparse = false;
  /** Lines found so far; 0 is always the first start. */
  length = 1;

  /** `expectedBytes` sizes the first guess (a line per 64 bytes); past `denseLines` lines the index turns sparse. */
  constructor(
    expectedBytes: number,
    private readonly denseLines = DENSE_LINES,
  ) {
    this.starts = new Int32Array(Math.min(Math.max(16, (expectedBytes >>> 6) + 16), denseLines + 1));
  }

  /** Records the start after every line feed in `bytes[from, to)`, whose byte 0 is the log's byte `base`. */
  add(bytes: Buffer, from: number, to: number, base = 0): void {
    // A view that ends at `to`: native search must not run on into bytes that are not there yet.
    const range = bytes.subarray(from, to);
    let starts = this.starts;
    let count = this.length;
    const offset = base + from + 1;
    let at = range.indexOf(0x0a);
    if (!this.sparse) {
      for (; at >= 0; at = range.indexOf(0x0a, at + 1)) {
        if (count === starts.length) {
          if (count > this.denseLines) {
            starts = this.toSparse(starts, count);
            break;
          }
          const grown = new Int32Array(Math.min(starts.length * 2, this.denseLines + 1));
          grown.set(starts);
          starts = grown;
        }
        starts[count++] = offset + at;
      }
    }
    if (this.sparse) {
      let last = -1;
      for (; at >= 0; at = range.indexOf(0x0a, at + 1)) {
        last = at;
        if ((count & (SAMPLE_LINES - 1)) === 0) {
          const k = count / SAMPLE_LINES;
          if (k === starts.length) starts = grow(starts, starts.length * 2);
          starts[k] = offset + at;
        }
        count++;
      }
      if (last >= 0) this.lastStart = offset + last;
    }
    this.starts = starts;
    this.length = count;
  }

  /**
   * Records the line starts `found[0, count)` (each the byte after a line feed, ascending, after those recorded so
   * far), as {@link add} would have found them: the starts of line feeds found elsewhere (laneScanWasm.ts).
   */
  addStarts(found: Int32Array, count: number): void {
    if (!this.sparse && this.length + count <= this.starts.length) {
      this.starts.set(found.subarray(0, count), this.length);
      this.length += count;
      return;
    }
    for (let i = 0; i < count; i++) this.push(found[i]!);
  }

  /** Records one line start, as {@link add} does for each line feed. */
  private push(start: number): void {
    let starts = this.starts;
    const count = this.length;
    if (!this.sparse && count === starts.length) {
      if (count > this.denseLines) starts = this.starts = this.toSparse(starts, count);
      else {
        const grown = new Int32Array(Math.min(starts.length * 2, this.denseLines + 1));
        grown.set(starts);
        starts = this.starts = grown;
      }
    }
    if (!this.sparse) starts[count] = start;
    else {
      if ((count & (SAMPLE_LINES - 1)) === 0) {
        const k = count / SAMPLE_LINES;
        if (k === starts.length) starts = this.starts = grow(starts, starts.length * 2);
        starts[k] = start;
      }
      this.lastStart = start;
    }
    this.length = count + 1;
  }

  /**
   * The finished index of a log of `size` bytes whose bytes are `bytes` (a sparse index reads them again): a line feed
   * that is its last byte starts no line.
   */
  finish(size: number, bytes: LogBytes): LineIndex {
    const last = this.length - 1;
    const trailing = this.length > 1 && this.startOf(last) === size;
    const count = trailing ? last : this.length;
    if (!this.sparse) {
      // A view, not a copy: the pages past `count` of a zero-filled array were never touched, so they hold no memory.
      return LineIndex.of(count === this.starts.length ? this.starts : this.starts.subarray(0, count));
    }
    const samples = this.starts.subarray(0, Math.ceil(count / SAMPLE_LINES));
    return new LineIndex(count, null, samples, bytes);
  }

  /** The start of line `index` when it is known without the bytes (dense, or a sampled line, or the last one). */
  private startOf(index: number): number {
    if (!this.sparse) return this.starts[index]!;
    return (index & (SAMPLE_LINES - 1)) === 0 ? this.starts[index / SAMPLE_LINES]! : this.lastStart;
  }

  /** Sparse: the start of the last line found. */
  private lastStart = 0;

  /** Keeps every 64th of the dense starts `starts[0, count)` as the samples of a sparse index. */
  private toSparse(starts: Int32Array, count: number): Int32Array {
    const samples = new Int32Array(Math.max(64, (count >>> 5) + 1));
    for (let k = 0; k * SAMPLE_LINES < count; k++) samples[k] = starts[k * SAMPLE_LINES]!;
    this.sparse = true;
    this.lastStart = starts[count - 1]!;
    return samples;
  }
}

/** A copy of `values` in a new array of `length` entries. */
function grow(values: Int32Array, length: number): Int32Array {
  const grown = new Int32Array(length);
  grown.set(values);
  return grown;
}
