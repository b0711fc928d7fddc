/** Bytes of lines kept at most (about 15 MiB for the hit lines of a 100 MiB log of real lines). */
const MAX_BYTES = 24 * 1024 * 1024;
/** Lines kept at most (8 bytes each in the index). */
const MAX_LINES = 1 << 20;
/** A longer line is not kept: it is read from the log again when asked for. */
const MAX_LINE = 16 * 1024;

/**
 * Copies of some lines of a log taken while its bytes were in memory (the scan's read window keeps the lines that
 * hold a trigger), so the analyzer reads them again without reading the file a second time. Lines are added in
 * ascending order; bounded to 24 MiB and a million lines (past that, lines are read from the log as before).
 */
export class HeldLines {
  /** Log offset where kept line `k` starts, ascending. */
  private starts: Int32Array<ArrayBuffer> = new Int32Array(1024);
  /** Line `k`'s bytes (without its line feed) are `bytes[at[k], at[k + 1])`. */
  private at: Int32Array<ArrayBuffer> = new Int32Array(1025);
  private bytes = Buffer.allocUnsafe(64 * 1024);
  private count = 0;
  /** Log offset of the end of the last line kept (the next one starts after it). */
  private lastEnd = -1;

  /** Lines kept. */
  get length(): number {
    return this.count;
  }

  /** Keeps the line at log offset `start` whose bytes are `window[from, to)` (no line feed); false when full. */
  add(start: number, window: Uint8Array, from: number, to: number): boolean {
    const size = to - from;
    if (start <= this.lastEnd || size > MAX_LINE) return true;
    const used = this.at[this.count]!;
    if (this.count >= MAX_LINES || used + size > MAX_BYTES) return false;
    if (this.count + 1 >= this.starts.length) {
      this.starts = grown(this.starts, this.starts.length * 2);
      this.at = grown(this.at, this.at.length * 2);
    }
    if (used + size > this.bytes.length) {
      const bytes = Buffer.allocUnsafe(Math.min(MAX_BYTES, Math.max(this.bytes.length * 2, used + size)));
      this.bytes.copy(bytes, 0, 0, used);
      this.bytes = bytes;
    }
    this.bytes.set(window.subarray(from, to), used);
    this.starts[this.count] = start;
    this.at[++this.count] = used + size;
    this.lastEnd = start + size;
    return true;
  }

  /**
   * The kept line starting at log offset `start`: the buffer holding it, with its bytes at `[from, to)` in
   * {@link range}; null when that line is not kept.
   */
  find(start: number): Buffer | null {
    const starts = this.starts;
    let lo = 0;
    let hi = this.count - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      const value = starts[mid]!;
      if (value === start) {
        this.from = this.at[mid]!;
        this.to = this.at[mid + 1]!;
        return this.bytes;
      }
      if (value < start) lo = mid + 1;
      else hi = mid - 1;
    }
    return null;
  }

  /** Where the line {@link find} found last lies in its buffer. */
  from = 0;
  to = 0;
}

function grown(values: Int32Array, length: number): Int32Array<ArrayBuffer> {
  const copy = new Int32Array(length);
  copy.set(values);
  return copy;
}
