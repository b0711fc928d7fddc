import type { LogBytes } from './logFileBytes';

/** Lines per sample of a sparse index: the starts between two samples are found again from the bytes. */
export const SAMPLE_LINES = 64;
const SAMPLE_SHIFT = 6;
/** Decoded sample blocks kept (direct-mapped by block number): rules read the lines around a hit again and again. */
const CACHED_BLOCKS = 16;

/**
 * The line starts of a log (a trailing line feed starts no line; an empty log has one line), held in one of two
 * ways: dense, every start in an `Int32Array` (4 bytes a line: what a log of real lines gets, at most a few MiB),
 * or sparse, the start of every 64th line only, the others found again from the log's bytes (with native `indexOf`)
 * when asked — so a log of tens of millions of empty or tiny lines is indexed in 1/16 byte a line, not 4.
 * {@link LineStartIndex} (lineStarts.ts) builds it and turns sparse past a line count.
 */
export class LineIndex {
  /** Sparse only: the starts of decoded blocks, `CACHED_BLOCKS` rows of `SAMPLE_LINES`, and which block each holds. */
  private blockStarts: Int32Array | null = null;
  private blockOf: Int32Array | null = null;

  /**
   * `dense` holds every start; else `samples[k]` is the start of line `k * SAMPLE_LINES` and `bytes` are the log's
   * bytes (which the other starts are found in).
   */
  constructor(
    /** Number of lines. */
    readonly length: number,
    readonly dense: Int32Array | null,
    private readonly samples: Int32Array | null,
    private readonly bytes: LogBytes | null,
  ) {
    if (dense === null && (samples === null || bytes === null)) throw new RangeError('a sparse line index needs bytes');
  }

  /** A dense index over `starts` (ascending, `starts[0] === 0`). */
  static of(starts: Int32Array): LineIndex {
    return new LineIndex(starts.length, starts, null, null);
  }

  /** Byte offset where line `index` (in `[0, length)`) starts. */
  start(index: number): number {
    const dense = this.dense;
    if (dense !== null) return dense[index]!;
    const block = index >>> SAMPLE_SHIFT;
    return this.block(block)[(block % CACHED_BLOCKS) * SAMPLE_LINES + (index & (SAMPLE_LINES - 1))]!;
  }

  /** The index of the line holding byte `offset` (0 before the first). */
  lineAt(offset: number): number {
    const dense = this.dense;
    if (dense !== null) return lastAtOrBefore(dense, 0, dense.length, offset);
    const samples = this.samples!;
    const block = lastAtOrBefore(samples, 0, samples.length, offset);
    const starts = this.block(block);
    const row = (block % CACHED_BLOCKS) * SAMPLE_LINES;
    const lines = Math.min(SAMPLE_LINES, this.length - block * SAMPLE_LINES);
    return block * SAMPLE_LINES + lastAtOrBefore(starts, row, row + lines, offset) - row;
  }

  /** Bytes the index holds (a sparse one: its samples and its cache of decoded blocks). */
  get byteLength(): number {
    if (this.dense !== null) return this.dense.byteLength;
    return this.samples!.byteLength + (this.blockStarts?.byteLength ?? 0) + (this.blockOf?.byteLength ?? 0);
  }

  *[Symbol.iterator](): IterableIterator<number> {
    for (let i = 0; i < this.length; i++) yield this.start(i);
  }

  /** The cache rows, with block `block`'s starts decoded into its row (found from its sample, line feed by line feed). */
  private block(block: number): Int32Array {
    const starts = (this.blockStarts ??= new Int32Array(CACHED_BLOCKS * SAMPLE_LINES));
    const of = (this.blockOf ??= new Int32Array(CACHED_BLOCKS).fill(-1));
    const slot = block % CACHED_BLOCKS;
    if (of[slot] === block) return starts;
    const row = slot * SAMPLE_LINES;
    const lines = Math.min(SAMPLE_LINES, this.length - block * SAMPLE_LINES);
    const bytes = this.bytes!;
    let at = this.samples![block]!;
    starts[row] = at;
    for (let k = 1; k < lines; k++) {
      // Every line before the last has a line feed (the index counted it), so the search always finds one.
      at = bytes.indexOf(0x0a, at) + 1;
      starts[row + k] = at;
    }
    of[slot] = block;
    return starts;
  }
}

/** The last index in `[from, to)` whose value is <= `value` in ascending `values` (`from` when none is). */
/** The last index in `[from, to)` whose value is at most `value` (`values` ascending there, `values[from] <= value`). */
export function lastAtOrBefore(values: Int32Array, from: number, to: number, value: number): number {
  let lo = from;
  let hi = to - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (values[mid]! <= value) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}
