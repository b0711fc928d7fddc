import * as fs from 'node:fs';

/**
 * Random access to the bytes of an archive. `read` may return fewer bytes than asked only at the end of the
 * source; callers treat a short read as truncation.
 */
export interface ByteSource {
  readonly size: number;
  /**
   * Reads `length` bytes at `position`. With `into` (large enough), a file source reads into it and returns a
   * view of it, sparing a fresh allocation; in-memory sources may ignore it.
   */
  read(position: number, length: number, into?: Buffer): Promise<Buffer>;
  /**
   * The bytes {@link read} would give, at once, or null when this source cannot read without waiting (a file read
   * through the thread pool). A failed read throws what {@link read} would reject with. For readers that take
   * thousands of small entries on a thread that may block (the content index's CLI and bench): no promise per read.
   */
  readNow?(position: number, length: number): Buffer | null;
}

/**
 * Reads from an open file descriptor; the owner closes it with {@link FileSource.close}.
 *
 * A blocking source opens and reads with the synchronous calls, behind the same promises. It is for threads that
 * have nothing else to do while they scan (the CLI): a jar's few small reads from the page cache
 * then cost a system call each instead of a thread-pool round trip, which on a two-core machine roughly halves
 * the I/O cost of a folder scan (bench/jarScanBench.ts). The extension host never blocks.
 */
export class FileSource implements ByteSource {
  private closed = false;

  private constructor(
    private readonly fd: number,
    readonly size: number,
    private readonly blocking: boolean,
  ) {}

  /** Opens `filePath` read-only. `size` comes from a stat the caller already made (saves an fstat per jar). */
  static open(filePath: string | Buffer, size: number, options: { blocking?: boolean } = {}): Promise<FileSource> {
    if (options.blocking === true) {
      try {
        return Promise.resolve(new FileSource(fs.openSync(filePath, 'r'), size, true));
      } catch (error) {
        return Promise.reject(error instanceof Error ? error : new Error(String(error)));
      }
    }
    return new Promise((resolve, reject) => {
      fs.open(filePath, 'r', (error, fd) => (error ? reject(error) : resolve(new FileSource(fd, size, false))));
    });
  }

  readNow(position: number, length: number): Buffer | null {
    if (!this.blocking) return null;
    const wanted = Math.max(0, Math.min(length, this.size - position));
    if (wanted === 0) return Buffer.alloc(0);
    const buffer = Buffer.allocUnsafe(wanted);
    const bytesRead = fs.readSync(this.fd, buffer, 0, wanted, position);
    return bytesRead === buffer.length ? buffer : buffer.subarray(0, bytesRead);
  }

  read(position: number, length: number, into?: Buffer): Promise<Buffer> {
    const wanted = Math.max(0, Math.min(length, this.size - position));
    if (wanted === 0) return Promise.resolve(Buffer.alloc(0));
    const buffer = into && into.length >= wanted ? into : Buffer.allocUnsafe(wanted);
    if (this.blocking) {
      try {
        const bytesRead = fs.readSync(this.fd, buffer, 0, wanted, position);
        return Promise.resolve(bytesRead === buffer.length ? buffer : buffer.subarray(0, bytesRead));
      } catch (error) {
        return Promise.reject(error instanceof Error ? error : new Error(String(error)));
      }
    }
    return new Promise((resolve, reject) => {
      fs.read(this.fd, buffer, 0, wanted, position, (error, bytesRead) => {
        if (error) reject(error);
        else resolve(bytesRead === buffer.length ? buffer : buffer.subarray(0, bytesRead));
      });
    });
  }

  /**
   * Idempotent: closing twice is harmless. Synchronous on purpose: closing a read-only descriptor flushes
   * nothing and returns at once, while a thread-pool round trip per jar measurably slows a folder scan.
   */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    try {
      fs.closeSync(this.fd);
    } catch {
      // already invalid: nothing left to release
    }
  }
}

/** An in-memory archive (a nested jar that had to be inflated). */
export class BufferSource implements ByteSource {
  readonly size: number;

  constructor(private readonly data: Buffer) {
    this.size = data.length;
  }

  read(position: number, length: number): Promise<Buffer> {
    return Promise.resolve(this.readNow(position, length));
  }

  readNow(position: number, length: number): Buffer {
    const start = Math.max(0, Math.min(position, this.size));
    return this.data.subarray(start, Math.min(this.size, start + Math.max(0, length)));
  }
}

/** A window of another source: a stored (uncompressed) nested jar read in place, without copying it out. */
export class SliceSource implements ByteSource {
  constructor(
    private readonly parent: ByteSource,
    private readonly offset: number,
    readonly size: number,
  ) {}

  read(position: number, length: number, into?: Buffer): Promise<Buffer> {
    const start = Math.max(0, Math.min(position, this.size));
    const wanted = Math.max(0, Math.min(length, this.size - start));
    return this.parent.read(this.offset + start, wanted, into);
  }

  readNow(position: number, length: number): Buffer | null {
    const start = Math.max(0, Math.min(position, this.size));
    const wanted = Math.max(0, Math.min(length, this.size - start));
    return this.parent.readNow?.(this.offset + start, wanted) ?? null;
  }
}

/**
 * Reads another source ahead in windows of `span` bytes: a small read inside the last window is a view of it, a small
 * read outside reads the next `span` bytes from there. For readers that take many small entries in file order (the
 * content index reads thousands of recipe and tag files per jar, which build tools write one after another): one
 * system call per window instead of one per entry. Reads larger than a quarter window go to the source as they are.
 * A window is never overwritten (the next one is a new buffer), so a view handed out stays valid.
 */
export class ReadAheadSource implements ByteSource {
  readonly size: number;
  private window: Buffer = Buffer.alloc(0);
  private windowStart = 0;

  constructor(
    private readonly parent: ByteSource,
    private readonly span = 256 * 1024,
  ) {
    this.size = parent.size;
  }

  async read(position: number, length: number, into?: Buffer): Promise<Buffer> {
    const from = position - this.windowStart;
    if (from >= 0 && from + length <= this.window.length) return this.window.subarray(from, from + length);
    const ahead = Math.min(this.span, this.size - position);
    if (length * 4 > this.span || ahead <= length) return this.parent.read(position, length, into);
    const window = await this.parent.read(position, ahead);
    this.window = window;
    this.windowStart = position;
    return window.subarray(0, Math.min(length, window.length));
  }

  /** As {@link read}, at once: null when the bytes are not in the window and the parent cannot read at once. */
  readNow(position: number, length: number): Buffer | null {
    const from = position - this.windowStart;
    if (from >= 0 && from + length <= this.window.length) return this.window.subarray(from, from + length);
    const parent = this.parent;
    if (parent.readNow === undefined) return null;
    const ahead = Math.min(this.span, this.size - position);
    if (length * 4 > this.span || ahead <= length) return parent.readNow(position, length);
    const window = parent.readNow(position, ahead);
    if (window === null) return null;
    this.window = window;
    this.windowStart = position;
    return window.subarray(0, Math.min(length, window.length));
  }
}
