import { isAscii } from 'node:buffer';
import { TextDecoder } from 'node:util';
import * as fs from 'node:fs';
import * as zlib from 'node:zlib';
import { guessBomlessUtf16 } from '../formats/textDecoding';
import { LogFileBytes, type FileLayout, type LogBytes } from './logFileBytes';
import { renderMessage, type Message } from '../locale/messageCatalog';
import { LogSourceMessages } from './logSourceMessages';

/** How the bytes of a log are to be decoded. UTF-16 input is re-encoded to UTF-8 on reading. */
export type LogEncoding = 'utf-8' | 'gbk' | 'latin1';

/** The raw bytes of a log, possibly the head and tail of a file too large to keep whole. */
export interface LogSource {
  /** What the log is (a file path, or a label for pasted text). */
  name: string;
  bytes: Buffer;
  encoding: LogEncoding;
  /**
   * Set when the middle of a huge log was skipped: `headBytes` bytes from the start are followed
   * directly by the tail; `skippedLines` lines were dropped in between (line numbers stay true).
   */
  gap: { headBytes: number; skippedLines: number } | null;
}

export interface ReadLogOptions {
  /**
   * Keep at most this many bytes (head + tail); default 104 MiB (64 MiB of a `.gz` log), so a log of any size
   * is analysed in under 200 MiB of memory. Crashes are at the end, versions at the start.
   */
  maxBytes?: number;
  /** Stop decompressing a `.gz` log after this many bytes (default 512 MiB): a gzip bomb is cut, not followed. */
  maxGunzipBytes?: number;
  signal?: AbortSignal;
  /**
   * Called as a plain log that fits is read, with the buffer the source will hold and how much of it is filled:
   * `bytes[0, filled)` are final. Lets a caller scan while the rest is read. A log whose bytes are then
   * re-encoded, cut to head and tail, or decompressed is not reported this way; compare `LogSource.bytes`.
   */
  onBytes?: (bytes: Buffer, filled: number) => void;
}

/**
 * A log that cannot be read as one (not a regular file); the message names the file. `text` is the same by id
 * (logSourceMessages.ts), rendered in the person's language where it is shown.
 */
export class LogReadError extends Error {
  readonly text: Message;
  constructor(text: Message) {
    super(renderMessage(text, 'en'));
    this.text = text;
    this.name = 'LogReadError';
  }
}

const DEFAULT_MAX_BYTES = 104 * 1024 * 1024;
/** Kept of a `.gz` log by default (rotated logs are far smaller; a 512 MiB expansion stays under 200 MiB). */
const GZIP_KEEP_BYTES = 64 * 1024 * 1024;
const DEFAULT_MAX_GUNZIP_BYTES = 512 * 1024 * 1024;
const HEAD_SHARE = 0.125;
const CHUNK = 1024 * 1024;
/** Read at a time when a caller works on the bytes as they land (`onBytes`): the next piece is read meanwhile. */
const READ_AHEAD = 4 * 1024 * 1024;
/** Never blocks on a FIFO swapped in after the stat (no effect on regular files; absent on Windows). */
const OPEN_FLAGS = fs.constants.O_RDONLY | (fs.constants.O_NONBLOCK ?? 0);

/**
 * Reads a log file of any size (plain or `.gz`) in 1 MiB chunks. Only regular files are read (a FIFO,
 * socket or device, also behind a symlink, is refused with {@link LogReadError} before it is opened), and
 * every limit counts bytes actually read, never the size a file claims. Logs larger than `maxBytes` keep
 * their head and tail in one preallocated buffer and count the lines of the skipped middle; a `.gz` log
 * stops at `maxGunzipBytes` of output. Rejects on I/O errors or abort.
 */
export async function readLogSource(file: string, options: ReadLogOptions = {}): Promise<LogSource> {
  const maxBytes = Math.max(1024, options.maxBytes ?? DEFAULT_MAX_BYTES);
  const maxGunzip = Math.max(1024, options.maxGunzipBytes ?? DEFAULT_MAX_GUNZIP_BYTES);
  if (options.signal?.aborted) throw new Error('Log reading was cancelled.');
  const stat = await fs.promises.stat(file);
  if (!stat.isFile()) throw new LogReadError(notRegularFile(file, stat));
  const handle = await fs.promises.open(file, OPEN_FLAGS);
  try {
    const opened = await handle.stat();
    if (!opened.isFile()) throw new LogReadError(notRegularFile(file, opened));
    const gzip = /\.gz$/i.test(file);
    if (!gzip && opened.size <= maxBytes) {
      // A plain file that fits is read in one buffer of its size; bytes beyond it (a growing log) are ignored.
      const bytes = await readUpTo(handle, opened.size, options);
      const decoded = normaliseBytes(bytes);
      return { name: file, bytes: decoded.bytes, encoding: decoded.encoding, gap: null };
    }
    // Decompression leaves its output chunks as garbage that is collected late: keep less of a .gz log.
    const keep = gzip && options.maxBytes === undefined ? GZIP_KEEP_BYTES : maxBytes;
    const keeper = new HeadTail(Math.floor(keep * HEAD_SHARE), keep - Math.floor(keep * HEAD_SHARE));
    if (gzip) await gunzipInto(handle, keeper, maxGunzip, options.signal);
    else {
      const chunk = Buffer.allocUnsafe(CHUNK);
      let position = 0;
      for (;;) {
        if (options.signal?.aborted) throw new Error('Log reading was cancelled.');
        const { bytesRead } = await handle.read(chunk, 0, CHUNK, position);
        if (bytesRead === 0) break;
        keeper.add(chunk.subarray(0, bytesRead));
        position += bytesRead;
      }
    }
    const { bytes, gap } = keeper.finish();
    const decoded = normaliseBytes(bytes);
    return { name: file, bytes: decoded.bytes, encoding: decoded.encoding, gap: decoded.bytes === bytes ? gap : null };
  } finally {
    await handle.close();
  }
}

/** A plain log file opened to be read on demand instead of into memory; see {@link openLogFile}. */
export interface LogFile {
  name: string;
  /** The bytes as the file holds them now (its size when opened), read through a small cache. */
  bytes: LogFileBytes;
  /**
   * Set when the log is larger than the cap: `bytes` are then its head and tail (as {@link readLogSource} keeps them,
   * byte for byte), `headBytes` of head directly followed by the tail, `skippedLines` lines skipped in between.
   */
  gap: LogSource['gap'];
  /**
   * Reads the log once from the start, a window at a time into two reused buffers (the next is read while
   * `onWindow` works on the last); resolves with the bytes read, then {@link bytes} holds exactly those. `buffers`
   * are the two to read into (of equal size; a scanner's own memory), else two of 4 MiB are allocated.
   */
  readWindows(
    onWindow: (window: Buffer, length: number) => void,
    signal?: AbortSignal,
    buffers?: [Buffer, Buffer] | null,
  ): Promise<number>;
  close(): Promise<void>;
}

/**
 * Opens a plain log to be read on demand, so its bytes never sit in memory whole, whatever its size; null for a log
 * that is read whole instead: `.gz`, or in UTF-16 (re-encoded). A BOM is skipped. A log larger than `maxBytes`
 * (default as {@link readLogSource}) is its head and tail exactly as {@link readLogSource} would keep them (the same
 * bytes, cut at the same line feeds, the same skipped line count: the middle is read once to count its lines), but
 * read from the file through the same small buffers as a log that fits. Refuses what {@link readLogSource} refuses
 * (a FIFO, socket or device, also behind a link, never opened), with the same errors. The caller closes it.
 */
export async function openLogFile(
  file: string,
  options: { maxBytes?: number; signal?: AbortSignal } = {},
): Promise<LogFile | null> {
  const maxBytes = Math.max(1024, options.maxBytes ?? DEFAULT_MAX_BYTES);
  if (options.signal?.aborted) throw new Error('Log reading was cancelled.');
  if (/\.gz$/i.test(file)) return null;
  const stat = await fs.promises.stat(file);
  if (!stat.isFile()) throw new LogReadError(notRegularFile(file, stat));
  const handle = await fs.promises.open(file, OPEN_FLAGS);
  let opened: LogFile | null = null;
  try {
    const info = await handle.stat();
    if (!info.isFile()) throw new LogReadError(notRegularFile(file, info));
    // The first 1 KiB decides a BOM or UTF-16 as it does for the whole bytes (utf16Kind looks at 512 bytes).
    const head = Buffer.alloc(Math.min(info.size, 1024));
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    const first = head.subarray(0, bytesRead);
    if (bytesRead < head.length) return null;
    const bom = first[0] === 0xef && first[1] === 0xbb && first[2] === 0xbf ? 3 : 0;
    if (bom === 0 && utf16Kind(first) !== null) return null;
    const cut = info.size > maxBytes ? await headAndTail(handle, info.size, maxBytes, options.signal) : null;
    // Offsets of the log's bytes: after the BOM, the tail directly after the head's last line feed.
    const layout: FileLayout =
      cut === null
        ? { origin: bom, gapAt: Infinity, skip: 0 }
        : { origin: bom, gapAt: cut.headEnd - bom, skip: cut.tailStart - cut.headEnd };
    const size = cut === null ? info.size - bom : cut.headEnd + info.size - cut.tailStart - bom;
    const fd = handle.fd;
    const log: LogFile = {
      name: file,
      bytes: new LogFileBytes(fd, size, layout),
      gap: cut === null ? null : { headBytes: cut.headEnd - bom, skippedLines: cut.skippedLines },
      async readWindows(onWindow, signal, given) {
        const buffers = given ?? [Buffer.allocUnsafe(READ_AHEAD), Buffer.allocUnsafe(READ_AHEAD)];
        const piece = buffers[0].length;
        // A window ends at the gap (the scan continues a cut line from any window end), so each read is one range.
        const next = (buffer: Buffer, at: number): Promise<{ bytesRead: number }> => {
          const until = at < layout.gapAt ? Math.min(size, layout.gapAt) : size;
          const position = layout.origin + (at < layout.gapAt ? at : at + layout.skip);
          return handle.read(buffer, 0, Math.min(piece, until - at), position);
        };
        let turn = 0;
        let filled = 0;
        let pending = size > 0 ? next(buffers[0], 0) : null;
        while (pending !== null) {
          const { bytesRead } = await pending;
          const window = buffers[turn]!;
          filled += bytesRead;
          turn ^= 1;
          pending = bytesRead > 0 && filled < size ? next(buffers[turn]!, filled) : null;
          try {
            if (signal?.aborted) throw new Error('Log reading was cancelled.');
            if (bytesRead > 0) onWindow(window, bytesRead);
          } catch (error) {
            // Never leave a read running into a buffer, or its rejection unhandled.
            await pending?.catch(() => undefined);
            throw error;
          }
        }
        if (filled !== size) log.bytes = new LogFileBytes(fd, filled, layout);
        return filled;
      },
      close: () => handle.close(),
    };
    opened = log;
    return opened;
  } finally {
    if (opened === null) await handle.close();
  }
}

/**
 * Where {@link HeadTail} would cut a plain file of `size` bytes kept in `keep`: the head is its first 1/8 up to the
 * last line feed in it (`headEnd`), the tail its last 7/8 from after the first line feed in it (`tailStart`), and
 * `skippedLines` the line feeds between (every one of them ends a line that is not analysed), counted by reading the
 * middle once through one reused buffer.
 */
async function headAndTail(
  handle: fs.promises.FileHandle,
  size: number,
  keep: number,
  signal: AbortSignal | undefined,
): Promise<{ headEnd: number; tailStart: number; skippedLines: number }> {
  const headLimit = Math.floor(keep * HEAD_SHARE);
  const tailFrom = size - (keep - headLimit);
  const buffer = Buffer.allocUnsafe(CHUNK);
  const read = async (position: number, length: number): Promise<Buffer> => {
    if (signal?.aborted) throw new Error('Log reading was cancelled.');
    let filled = 0;
    while (filled < length) {
      const { bytesRead } = await handle.read(buffer, filled, length - filled, position + filled);
      if (bytesRead === 0) break;
      filled += bytesRead;
    }
    // Bytes a writer removed meanwhile read as zeros (no line feed), as the on-demand reads do.
    return buffer.fill(0, filled, length).subarray(0, length);
  };
  let headEnd = headLimit;
  for (let end = headLimit; end > 0; end -= CHUNK) {
    const from = Math.max(0, end - CHUNK);
    const cut = (await read(from, end - from)).lastIndexOf(0x0a);
    if (cut >= 0) {
      headEnd = from + cut + 1;
      break;
    }
  }
  let tailStart = tailFrom;
  for (let from = tailFrom; from < size; from += CHUNK) {
    const cut = (await read(from, Math.min(CHUNK, size - from))).indexOf(0x0a);
    if (cut >= 0) {
      tailStart = from + cut + 1;
      break;
    }
  }
  let skippedLines = 0;
  for (let from = headEnd; from < tailStart; from += CHUNK) {
    skippedLines += countLineFeeds(await read(from, Math.min(CHUNK, tailStart - from)));
  }
  return { headEnd, tailStart, skippedLines };
}

/** Why `file` (a FIFO, socket, device or folder) is not read as a log, and what to pass instead. */
export function notRegularFile(file: string, stat: fs.Stats): Message {
  const kind = stat.isDirectory()
    ? 'dir'
    : stat.isFIFO()
      ? 'fifo'
      : stat.isSocket()
        ? 'sock'
        : stat.isCharacterDevice() || stat.isBlockDevice()
          ? 'dev'
          : 'other';
  return LogSourceMessages.notRegularFile({ file, kind });
}

/**
 * Reads up to `size` bytes from the start. Without `onBytes` that is one read; with it, pieces of
 * {@link READ_AHEAD} bytes, each asked for before `onBytes` works on the one before, so the two overlap.
 */
async function readUpTo(handle: fs.promises.FileHandle, size: number, options: ReadLogOptions): Promise<Buffer> {
  const buffer = Buffer.allocUnsafe(size);
  const onBytes = options.onBytes;
  const piece = onBytes ? READ_AHEAD : size;
  let filled = 0;
  let pending = size > 0 ? handle.read(buffer, 0, Math.min(piece, size), 0) : null;
  while (pending !== null) {
    const { bytesRead } = await pending;
    filled += bytesRead;
    pending =
      bytesRead > 0 && filled < size ? handle.read(buffer, filled, Math.min(piece, size - filled), filled) : null;
    try {
      if (options.signal?.aborted) throw new Error('Log reading was cancelled.');
      if (bytesRead > 0) onBytes?.(buffer, filled);
    } catch (error) {
      // Never leave a read running into the buffer, or its rejection unhandled.
      await pending?.catch(() => undefined);
      throw error;
    }
  }
  return filled === size ? buffer : buffer.subarray(0, filled);
}

/** Streams the decompressed bytes of a gzip file into `keeper`, stopping after `limit` bytes of output. */
async function gunzipInto(
  handle: fs.promises.FileHandle,
  keeper: HeadTail,
  limit: number,
  signal: AbortSignal | undefined,
): Promise<void> {
  const raw = handle.createReadStream({ highWaterMark: 256 * 1024, autoClose: false, start: 0 });
  const gunzip = zlib.createGunzip({ chunkSize: 256 * 1024 });
  raw.pipe(gunzip);
  const onAbort = (): void => {
    gunzip.destroy(new Error('Log reading was cancelled.'));
  };
  signal?.addEventListener('abort', onAbort, { once: true });
  let total = 0;
  try {
    if (signal?.aborted) throw new Error('Log reading was cancelled.');
    for await (const piece of gunzip as AsyncIterable<Buffer>) {
      const take = Math.min(piece.length, limit - total);
      keeper.add(take === piece.length ? piece : piece.subarray(0, take));
      total += take;
      if (total >= limit) {
        keeper.cut = true;
        break;
      }
    }
  } finally {
    signal?.removeEventListener('abort', onAbort);
    raw.unpipe(gunzip);
    gunzip.destroy();
    raw.destroy();
  }
}

/**
 * The first `headLimit` bytes and the last `tailLimit` bytes of a stream, in one buffer allocated once
 * (the tail is a ring, put in order at the end without a second buffer), counting the lines dropped between.
 */
class HeadTail {
  private readonly buffer: Buffer;
  private headSize = 0;
  /** Tail bytes ever added; the ring holds the last `tailLimit` of them. */
  private tailTotal = 0;
  private droppedLines = 0;
  /** Set when the input was cut short on purpose (a gzip expansion cap): reported like a skipped middle. */
  cut = false;

  constructor(
    private readonly headLimit: number,
    private readonly tailLimit: number,
  ) {
    this.buffer = Buffer.allocUnsafe(headLimit + tailLimit);
  }

  add(piece: Buffer): void {
    let chunk = piece;
    if (this.headSize < this.headLimit) {
      const take = Math.min(chunk.length, this.headLimit - this.headSize);
      chunk.copy(this.buffer, this.headSize, 0, take);
      this.headSize += take;
      chunk = chunk.subarray(take);
    }
    while (chunk.length > 0) {
      const at = this.tailTotal % this.tailLimit;
      const take = Math.min(chunk.length, this.tailLimit - at);
      const target = this.headLimit + at;
      if (this.tailTotal >= this.tailLimit) this.droppedLines += countNewlines(this.buffer, target, target + take);
      else if (this.tailTotal + take > this.tailLimit) {
        this.droppedLines += countNewlines(
          this.buffer,
          this.headLimit,
          this.headLimit + this.tailTotal + take - this.tailLimit,
        );
      }
      chunk.copy(this.buffer, target, 0, take);
      this.tailTotal += take;
      chunk = chunk.subarray(take);
    }
  }

  finish(): { bytes: Buffer; gap: LogSource['gap'] } {
    const tailSize = Math.min(this.tailTotal, this.tailLimit);
    const skipped = this.tailTotal > this.tailLimit || this.cut;
    if (this.tailTotal > this.tailLimit) {
      // The oldest tail byte sits at the write position: rotate the ring into order in place.
      const at = this.tailTotal % this.tailLimit;
      if (at > 0) rotate(this.buffer, this.headLimit, this.headLimit + at, this.headLimit + this.tailLimit);
    }
    let headEnd = this.headSize;
    let tailStart = this.headLimit;
    const tailEnd = this.headLimit + tailSize;
    let skippedLines = this.droppedLines;
    if (this.tailTotal > this.tailLimit) {
      // Cut both parts at line boundaries so no half line is analysed.
      const headCut = headEnd > 0 ? this.buffer.subarray(0, headEnd).lastIndexOf(0x0a) : -1;
      if (headCut >= 0) headEnd = headCut + 1;
      const tailCut = this.buffer.subarray(tailStart, tailEnd).indexOf(0x0a);
      if (tailCut >= 0) {
        tailStart += tailCut + 1;
        skippedLines += 1;
      }
    }
    this.buffer.copyWithin(headEnd, tailStart, tailEnd);
    const bytes = this.buffer.subarray(0, headEnd + tailEnd - tailStart);
    if (this.tailTotal > this.tailLimit) return { bytes, gap: { headBytes: headEnd, skippedLines } };
    // Cut short at the end only (nothing skipped in between): the whole of it counts as the head.
    return { bytes, gap: skipped ? { headBytes: bytes.length, skippedLines: 0 } : null };
  }
}

/** Swaps the adjacent ranges [lo, mid) and [mid, hi) of `buffer` in place (Gries–Mills block swaps). */
function rotate(buffer: Buffer, lo: number, mid: number, hi: number): void {
  let i = mid - lo;
  let j = hi - mid;
  const scratch = Buffer.allocUnsafe(Math.min(CHUNK, Math.max(1, Math.min(i, j))));
  while (i > 0 && j > 0 && i !== j) {
    if (i > j) {
      swapBlocks(buffer, mid - i, mid, j, scratch);
      i -= j;
    } else {
      swapBlocks(buffer, mid - i, mid + j - i, i, scratch);
      j -= i;
    }
  }
  if (i > 0 && i === j) swapBlocks(buffer, mid - i, mid, i, scratch);
}

function swapBlocks(buffer: Buffer, a: number, b: number, length: number, scratch: Buffer): void {
  for (let done = 0; done < length; done += scratch.length) {
    const n = Math.min(scratch.length, length - done);
    buffer.copy(scratch, 0, a + done, a + done + n);
    buffer.copy(buffer, a + done, b + done, b + done + n);
    scratch.copy(buffer, b + done, 0, n);
  }
}

/** A log given as text (pasted, or read by a host): stored as UTF-8. */
export function logSourceFromText(text: string, name = 'log'): LogSource {
  return { name, bytes: Buffer.from(text, 'utf8'), encoding: 'utf-8', gap: null };
}

/** A log given as bytes of unknown encoding. */
export function logSourceFromBytes(bytes: Uint8Array, name = 'log'): LogSource {
  const decoded = normaliseBytes(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  return { name, bytes: decoded.bytes, encoding: decoded.encoding, gap: null };
}

/**
 * Decides the encoding without decoding the whole file: UTF-16 (BOM or zero bytes) is re-encoded to
 * UTF-8; otherwise bytes around the first non-ASCII bytes are checked as UTF-8, else GBK (Chinese
 * Windows launchers write it), else Latin-1 when this runtime has no GBK decoder.
 */
function normaliseBytes(bytes: Buffer): { bytes: Buffer; encoding: LogEncoding } {
  if (bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    return { bytes: bytes.subarray(3), encoding: 'utf-8' };
  }
  const utf16 = utf16Kind(bytes);
  if (utf16 !== null) {
    const start = (bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff) ? 2 : 0;
    const text = new TextDecoder(utf16).decode(bytes.subarray(start));
    return { bytes: Buffer.from(text, 'utf8'), encoding: 'utf-8' };
  }
  return { bytes, encoding: detectEncoding(bytes) };
}

/**
 * UTF-8 when every sampled non-ASCII region is valid UTF-8; GBK when not and GBK is available. Reads only the
 * sampled regions (and the lines around their first non-ASCII bytes), so it also decides for a log read on demand.
 */
export function detectEncoding(bytes: LogBytes): LogEncoding {
  // Head, tail and a few windows in between decide; LogText still reads a stray non-UTF-8 line as GBK.
  const window = 512 * 1024;
  const starts =
    bytes.length <= 4 * window
      ? [0]
      : [0, bytes.length - window, ...[1, 2, 3, 4, 5, 6].map((k) => Math.floor((bytes.length * k) / 7))];
  // A window holding a high byte is copied once into one buffer (reused across windows) and searched there: reading it
  // again per sample cost a read and fresh pages each time on a log read on demand.
  let held: Buffer | null = null;
  for (const start of starts) {
    const end = bytes.length <= 4 * window ? bytes.length : Math.min(bytes.length, start + window);
    const view = bytes.subarray(start, end);
    if (isAscii(view)) continue;
    held ??= Buffer.allocUnsafe(bytes.length <= 4 * window ? bytes.length : window);
    const sample = held.subarray(0, view.copy(held, 0));
    let samples = 0;
    let at = firstHighByte(sample, start, start, end);
    while (samples < 16 && at >= 0) {
      // Start at the line start so a sequence is never cut in two; stream mode tolerates a cut at the end. The bytes
      // are taken from the copy of the window where it holds them (not read from the file again).
      const near = sample.lastIndexOf(0x0a, at - start);
      const lineStart = near >= 0 ? start + near + 1 : bytes.lastIndexOf(0x0a, at) + 1;
      const stop = Math.min(bytes.length, at + 4096);
      const text =
        lineStart >= start && stop <= end
          ? sample.subarray(lineStart - start, stop - start)
          : bytes.subarray(lineStart, stop);
      try {
        new TextDecoder('utf-8', { fatal: true }).decode(text, { stream: true });
      } catch {
        return gbkAvailable() ? 'gbk' : 'latin1';
      }
      samples++;
      at = firstHighByte(sample, start, Math.min(stop, end), end);
    }
  }
  return 'utf-8';
}

/** The log offset of the first byte over 0x7f in `[from, to)`, or -1; `sample` holds the log's bytes from `start`. */
function firstHighByte(sample: Buffer, start: number, from: number, to: number): number {
  const view = sample.subarray(from - start, to - start);
  // Native checks skip the ASCII stretches 4 KiB at a time; only a stretch holding a high byte is stepped through.
  for (let chunk = 0; chunk < view.length; chunk += 4096) {
    const end = Math.min(view.length, chunk + 4096);
    if (isAscii(view.subarray(chunk, end))) continue;
    for (let i = chunk; i < end; i++) if (view[i]! > 0x7f) return from + i;
  }
  return -1;
}

/** A GBK decoder when this runtime has one (Node with full ICU), else null. */
export function gbkDecoder(): TextDecoder | null {
  return gbkAvailable() ? new TextDecoder('gbk') : null;
}

let gbkSupport: boolean | null = null;
function gbkAvailable(): boolean {
  if (gbkSupport === null) {
    try {
      new TextDecoder('gbk');
      gbkSupport = true;
    } catch {
      gbkSupport = false;
    }
  }
  return gbkSupport;
}

function utf16Kind(bytes: Buffer): 'utf-16le' | 'utf-16be' | null {
  if (bytes.length >= 2 && bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  if (bytes.length >= 2 && bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  return guessBomlessUtf16(bytes);
}

/**
 * The line feeds in `bytes`: found with native `indexOf` while lines are long, counted byte by byte once they turn
 * out short (a log of nothing but line feeds would otherwise cost a call a byte).
 */
function countLineFeeds(bytes: Uint8Array): number {
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let count = 0;
  let at = view.indexOf(0x0a);
  while (at >= 0) {
    count++;
    if ((count & 0xff) === 0 && at < count * 16) {
      for (let i = at + 1; i < view.length; i++) if (view[i] === 0x0a) count++;
      return count;
    }
    at = view.indexOf(0x0a, at + 1);
  }
  return count;
}

function countNewlines(bytes: Buffer, from: number, to: number): number {
  const range = bytes.subarray(from, to);
  let count = 0;
  let at = range.indexOf(0x0a);
  while (at >= 0) {
    count++;
    at = range.indexOf(0x0a, at + 1);
  }
  return count;
}
