/** Lines per block of the running sums (one line's removed bytes are found from its block's start). */
const BLOCK_LINES = 64;
const BLOCK_SHIFT = 6;
/** A line's code: its removed bytes follow the last line's in `bytes` (0..253 of them), or: */
const SAME = 254;
/** …more than 253 bytes were removed (a fence line of long text): the count is in `long`. */
const LONG = 255;

/**
 * The bytes the normaliser removed from each line of a pasted log (its console prefix, quote marker or fence: see
 * logNormalizer.ts), kept so the evidence quotes a line as given — the removed bytes, then the normalised line —
 * without holding the original log beside its normalised copy. A line's removed bytes are stored once unless they
 * repeat the line before's (a console's `Client> ` on every line, hs_err's `#`), and each line costs one byte of
 * code plus the block sums: a paste of millions of lines with the same prefix is kept in about a byte a line.
 */
export class RemovedPrefixes {
  private bytes = Buffer.allocUnsafe(4096);
  private used = 0;
  private codes = new Uint8Array(4096);
  /** Per block of 64 lines: bytes stored before its first line, and where the removed bytes in effect there are. */
  private blockBase = new Int32Array(64);
  private blockPrevAt = new Int32Array(64);
  private blockPrevLength = new Int32Array(64);
  private readonly long = new Map<number, number>();
  /** Lines added. */
  length = 0;
  private prevAt = 0;
  private prevLength = 0;

  /** Records what was removed from the next line: `removed[from, to)` (nothing: an empty range). */
  add(removed: Uint8Array, from: number, to: number): void {
    const line = this.length;
    if (line === this.codes.length) this.codes = grown(this.codes, line * 2);
    if ((line & (BLOCK_LINES - 1)) === 0) {
      const block = line >>> BLOCK_SHIFT;
      if (block === this.blockBase.length) {
        this.blockBase = grown(this.blockBase, block * 2);
        this.blockPrevAt = grown(this.blockPrevAt, block * 2);
        this.blockPrevLength = grown(this.blockPrevLength, block * 2);
      }
      this.blockBase[block] = this.used;
      this.blockPrevAt[block] = this.prevAt;
      this.blockPrevLength[block] = this.prevLength;
    }
    const n = to - from;
    if (line > 0 && n === this.prevLength && n > 0 && sameBytes(this.bytes, this.prevAt, removed, from, n)) {
      this.codes[line] = SAME;
    } else {
      if (this.used + n > this.bytes.length) {
        const bigger = Buffer.allocUnsafe(Math.max(this.bytes.length * 2, this.used + n));
        this.bytes.copy(bigger, 0, 0, this.used);
        this.bytes = bigger;
      }
      this.bytes.set(removed.subarray(from, to), this.used);
      if (n >= SAME) this.long.set(line, n);
      this.codes[line] = n >= SAME ? LONG : n;
      this.prevAt = this.used;
      this.prevLength = n;
      this.used += n;
    }
    this.length++;
  }

  /** The bytes removed from line `index` (a view: copy it before the next call when it must be kept). */
  of(index: number): Buffer {
    if (index < 0 || index >= this.length) return this.bytes.subarray(0, 0);
    const block = index >>> BLOCK_SHIFT;
    let at = this.blockBase[block]!;
    let prevAt = this.blockPrevAt[block]!;
    let prevLength = this.blockPrevLength[block]!;
    for (let line = block << BLOCK_SHIFT; line <= index; line++) {
      const code = this.codes[line]!;
      if (code === SAME) continue;
      const n = code === LONG ? this.long.get(line)! : code;
      prevAt = at;
      prevLength = n;
      at += n;
    }
    return this.bytes.subarray(prevAt, prevAt + prevLength);
  }

  /** Bytes held (the removed bytes, a code a line and the block sums). */
  get byteLength(): number {
    return this.bytes.length + this.codes.length + 3 * this.blockBase.byteLength;
  }
}

function sameBytes(kept: Buffer, at: number, removed: Uint8Array, from: number, n: number): boolean {
  for (let i = 0; i < n; i++) if (kept[at + i] !== removed[from + i]) return false;
  return true;
}

function grown<T extends Uint8Array | Int32Array>(values: T, length: number): T {
  const bigger = new (values.constructor as new (n: number) => T)(length);
  bigger.set(values);
  return bigger;
}
