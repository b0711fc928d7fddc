import * as fs from 'node:fs';

/**
 * The bytes of a log as {@link LogText} reads them: a `Buffer` held in memory, or a {@link LogFileBytes} that reads
 * them from the file on demand. A view `subarray` returns may be a cache window's: use it before the next call.
 */
export interface LogBytes {
  readonly length: number;
  subarray(from: number, to: number): Buffer;
  /** As `Buffer.indexOf` with a byte or a Latin-1 string (the offset must not be negative). */
  indexOf(value: number | string, from?: number, encoding?: 'latin1'): number;
  /** As `Buffer.lastIndexOf` with a byte or a Latin-1 string (`from` undefined: from the end). */
  lastIndexOf(value: number | string, from?: number, encoding?: 'latin1'): number;
}

/**
 * Bytes cached at a time, aligned to their size: rules read the lines around their hits again and again. Eight blocks
 * of 256 KiB (2 MiB) rather than six of 1 MiB: the rules mostly walk the log's hits in order, so the smaller cache
 * reads only 4% more bytes from the page cache on a 100 MiB log of real lines (237 MB instead of 227), and the ~600
 * fresh pages fewer it touches save more (about 12 µs of CPU each; docs/performance.md, sixth pass).
 */
const BLOCK = 256 * 1024;
const BLOCKS = 8;
/**
 * Bytes read at a time by a search over the whole log (through one reused buffer): 1 MiB, since every fresh page
 * touched costs more CPU than the read calls a larger buffer saves (docs/performance.md). A longer needle is searched
 * through a buffer twice its length.
 */
const SEARCH = 1024 * 1024;
/** Whole-log search results remembered (rules ask for the same ids again). */
const MAX_REMEMBERED = 256;
const EMPTY = Buffer.alloc(0);

/**
 * Where the bytes a {@link LogFileBytes} serves are in its file: byte `at` is the file's byte `origin + at` before
 * `gapAt`, and `origin + skip + at` from there (a log too large to analyse whole is its head and its tail, the
 * middle skipped; a BOM before the log is skipped by `origin`).
 */
export interface FileLayout {
  origin: number;
  gapAt: number;
  skip: number;
}

const WHOLE: FileLayout = { origin: 0, gapAt: Infinity, skip: 0 };

/**
 * The first `length` bytes of an open log file (as `layout` places them), read on demand through a few cached 256 KiB
 * blocks (synchronously: the rules read lines as they go), so a log of any size is analysed in the memory of its line
 * index, not of its bytes. The file is read as it is now: bytes that a writer removed meanwhile read as zeros, never
 * past `length`.
 */
export class LogFileBytes implements LogBytes {
  private readonly blockAt = new Float64Array(BLOCKS).fill(-1);
  private readonly blockUse = new Float64Array(BLOCKS);
  private readonly blocks: Buffer[] = [];
  private uses = 0;
  private search: Buffer | null = null;
  private readonly found = new Map<string, number>();

  constructor(
    private readonly fd: number,
    readonly length: number,
    readonly layout: FileLayout = WHOLE,
  ) {}

  subarray(from: number, to: number): Buffer {
    const start = Math.max(0, Math.min(from, this.length));
    const end = Math.max(start, Math.min(to, this.length));
    if (end === start) return Buffer.alloc(0);
    const block = Math.floor(start / BLOCK);
    if (Math.floor((end - 1) / BLOCK) === block) {
      const bytes = this.block(block);
      return bytes.subarray(start - block * BLOCK, end - block * BLOCK);
    }
    const out = Buffer.allocUnsafe(end - start);
    this.readInto(out, end - start, start);
    return out;
  }

  /**
   * A buffer that holds bytes [from, to) from its index `from - heldAt` (a cached block, or a new buffer of just those
   * bytes when they span two blocks): lets a caller read a line without a view made for it. Valid until the next call.
   */
  holding(from: number, to: number): Buffer {
    const start = Math.max(0, Math.min(from, this.length));
    const end = Math.max(start, Math.min(to, this.length));
    const block = Math.floor(start / BLOCK);
    if (end === start || Math.floor((end - 1) / BLOCK) === block) {
      this.heldAt = block * BLOCK;
      return end === start ? EMPTY : this.block(block);
    }
    this.heldAt = start;
    return this.subarray(start, end);
  }

  /** The log offset of index 0 of the buffer {@link holding} returned last. */
  heldAt = 0;

  indexOf(value: number | string, from = 0, _encoding?: 'latin1'): number {
    const start = Math.max(0, from);
    if (typeof value === 'number') {
      // A line feed or the like is searched block by block through the cache: it is usually near.
      for (let block = Math.floor(start / BLOCK); block * BLOCK < this.length; block++) {
        const base = block * BLOCK;
        const hit = this.block(block)
          .subarray(0, Math.min(BLOCK, this.length - base))
          .indexOf(value, Math.max(0, start - base));
        if (hit >= 0) return base + hit;
      }
      return -1;
    }
    const needle = Buffer.from(value, 'latin1');
    if (needle.length === 0) return Math.min(start, this.length);
    const known = start === 0 ? this.found.get(value) : undefined;
    if (known !== undefined) return known;
    let at = -1;
    const buffer = this.searchBuffer(needle.length);
    const size = buffer.length;
    const step = size - needle.length + 1;
    for (let position = start; position + needle.length <= this.length; position += step) {
      const got = this.readInto(buffer, Math.min(size, this.length - position), position);
      const hit = buffer.subarray(0, got).indexOf(needle);
      if (hit >= 0) {
        at = position + hit;
        break;
      }
    }
    if (start === 0) {
      if (this.found.size >= MAX_REMEMBERED) this.found.clear();
      this.found.set(value, at);
    }
    return at;
  }

  lastIndexOf(value: number | string, from?: number, _encoding?: 'latin1'): number {
    if (typeof value === 'number') {
      const last = Math.min(from ?? this.length - 1, this.length - 1);
      for (let block = Math.floor(last / BLOCK); block >= 0 && last >= 0; block--) {
        const base = block * BLOCK;
        const view = this.block(block).subarray(0, Math.min(BLOCK, this.length - base));
        const hit = view.lastIndexOf(value, Math.min(view.length - 1, last - base));
        if (hit >= 0) return base + hit;
      }
      return -1;
    }
    const needle = Buffer.from(value, 'latin1');
    // The last start a match may have (as Buffer.lastIndexOf: a match starting at or before `from`).
    const last = Math.min(from ?? this.length, this.length - needle.length);
    if (last < 0) return -1;
    if (needle.length === 0) return last;
    const buffer = this.searchBuffer(needle.length);
    const size = buffer.length;
    const step = size - needle.length + 1;
    for (let end = last + needle.length; end > 0; end -= step) {
      const position = Math.max(0, end - size);
      const got = this.readInto(buffer, end - position, position);
      const hit = buffer.subarray(0, got).lastIndexOf(needle);
      if (hit >= 0) return position + hit;
      if (position === 0) break;
    }
    return -1;
  }

  /** The reused search buffer, or for a needle longer than half of it a buffer twice the needle's length. */
  private searchBuffer(needle: number): Buffer {
    if (2 * needle > SEARCH) return Buffer.allocUnsafe(2 * needle);
    return (this.search ??= Buffer.allocUnsafe(SEARCH));
  }

  /** The cached block `index`, read when missing (the least recently used one gives way). */
  private block(index: number): Buffer {
    let slot = -1;
    let oldest = 0;
    for (let s = 0; s < BLOCKS; s++) {
      if (this.blockAt[s] === index) {
        slot = s;
        break;
      }
      if (this.blockUse[s]! < this.blockUse[oldest]!) oldest = s;
    }
    if (slot < 0) {
      slot = this.blocks.length < BLOCKS ? this.blocks.length : oldest;
      const buffer = (this.blocks[slot] ??= Buffer.allocUnsafe(BLOCK));
      this.readInto(buffer, Math.min(BLOCK, this.length - index * BLOCK), index * BLOCK);
      this.blockAt[slot] = index;
    }
    this.blockUse[slot] = ++this.uses;
    return this.blocks[slot]!;
  }

  /** Reads `size` bytes at `position` into `buffer[0, size)`; bytes the file no longer has read as zeros. */
  private readInto(buffer: Buffer, size: number, position: number): number {
    const { origin, gapAt, skip } = this.layout;
    // A range across the gap is read as the head's end and the tail's start.
    const before = Math.max(0, Math.min(size, gapAt - position));
    if (before > 0) readFully(this.fd, buffer, 0, before, origin + position);
    if (before < size) readFully(this.fd, buffer, before, size - before, origin + skip + position + before);
    return size;
  }
}

/**
 * Reads `size` bytes at file offset `position` into `buffer[offset, offset + size)`, synchronously; bytes the file no
 * longer has read as zeros (an I/O error midway reads as a shorter file, so the analysis still ends).
 */
export function readFully(fd: number, buffer: Buffer, offset: number, size: number, position: number): void {
  let filled = 0;
  try {
    while (filled < size) {
      const n = fs.readSync(fd, buffer, offset + filled, size - filled, position + filled);
      if (n === 0) break;
      filled += n;
    }
  } catch {
    // Read as zeros below.
  }
  if (filled < size) buffer.fill(0, offset + filled, offset + size);
}
