import { isAscii } from 'node:buffer';
import { TextDecoder } from 'node:util';
import * as fs from 'node:fs';
import * as zlib from 'node:zlib';
import { guessBomlessUtf16 } from '../layouts/textDecoding';

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
  /** Keep at most this many bytes (head + tail); default 256 MiB. Crashes are at the end, versions at the start. */
  maxBytes?: number;
  signal?: AbortSignal;
}

const DEFAULT_MAX_BYTES = 256 * 1024 * 1024;
const HEAD_SHARE = 0.125;

/**
 * Reads a log file of any size (plain or `.gz`) as a stream. Files larger than `maxBytes` keep their
 * head and tail and count the lines of the skipped middle. Rejects only on I/O errors or abort.
 */
export async function readLogSource(file: string, options: ReadLogOptions = {}): Promise<LogSource> {
  const maxBytes = Math.max(1024, options.maxBytes ?? DEFAULT_MAX_BYTES);
  if (options.signal?.aborted) throw new Error('Log reading was cancelled.');
  if (!/\.gz$/i.test(file)) {
    // A plain file that fits is read in one call: far cheaper than collecting and joining stream chunks.
    const stat = await fs.promises.stat(file);
    if (stat.size <= maxBytes) {
      const decoded = normaliseBytes(
        await fs.promises.readFile(file, options.signal ? { signal: options.signal } : {}),
      );
      return { name: file, bytes: decoded.bytes, encoding: decoded.encoding, gap: null };
    }
  }
  const headLimit = Math.floor(maxBytes * HEAD_SHARE);
  const tailLimit = maxBytes - headLimit;
  const head: Buffer[] = [];
  let headSize = 0;
  const tail: Buffer[] = [];
  let tailSize = 0;
  let skippedLines = 0;
  let skipped = false;
  const raw = fs.createReadStream(file, { highWaterMark: 1024 * 1024 });
  const stream: NodeJS.ReadableStream = /\.gz$/i.test(file) ? raw.pipe(zlib.createGunzip()) : raw;
  const onAbort = (): void => {
    raw.destroy(new Error('Log reading was cancelled.'));
  };
  options.signal?.addEventListener('abort', onAbort, { once: true });
  try {
    if (options.signal?.aborted) throw new Error('Log reading was cancelled.');
    for await (const piece of stream as AsyncIterable<Buffer>) {
      let chunk = piece;
      if (headSize < headLimit) {
        const take = Math.min(chunk.length, headLimit - headSize);
        head.push(chunk.subarray(0, take));
        headSize += take;
        chunk = chunk.subarray(take);
        if (chunk.length === 0) continue;
      }
      tail.push(chunk);
      tailSize += chunk.length;
      while (tailSize > tailLimit && tail.length > 0) {
        const first = tail[0]!;
        const excess = tailSize - tailLimit;
        const drop = first.subarray(0, Math.min(excess, first.length));
        skippedLines += countNewlines(drop);
        skipped = true;
        if (drop.length === first.length) tail.shift();
        else tail[0] = first.subarray(drop.length);
        tailSize -= drop.length;
      }
    }
  } finally {
    options.signal?.removeEventListener('abort', onAbort);
  }
  let tailBytes = Buffer.concat(tail);
  tail.length = 0;
  let headBytes = Buffer.concat(head);
  if (skipped) {
    // Cut both parts at line boundaries so no half line is analysed.
    const headCut = headBytes.lastIndexOf(0x0a);
    if (headCut >= 0) headBytes = headBytes.subarray(0, headCut + 1);
    const tailCut = tailBytes.indexOf(0x0a);
    if (tailCut >= 0) {
      tailBytes = tailBytes.subarray(tailCut + 1);
      skippedLines += 1;
    }
  }
  const joined = Buffer.concat([headBytes, tailBytes]);
  const decoded = normaliseBytes(joined);
  return {
    name: file,
    bytes: decoded.bytes,
    encoding: decoded.encoding,
    gap: skipped && decoded.bytes === joined ? { headBytes: headBytes.length, skippedLines } : null,
  };
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
export function normaliseBytes(bytes: Buffer): { bytes: Buffer; encoding: LogEncoding } {
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

/** UTF-8 when every sampled non-ASCII region is valid UTF-8; GBK when not and GBK is available. */
export function detectEncoding(bytes: Buffer): LogEncoding {
  // Head, tail and a few windows in between decide; LogText still reads a stray non-UTF-8 line as GBK.
  const window = 512 * 1024;
  const starts =
    bytes.length <= 4 * window
      ? [0]
      : [0, bytes.length - window, ...[1, 2, 3, 4, 5, 6].map((k) => Math.floor((bytes.length * k) / 7))];
  for (const start of starts) {
    const end = bytes.length <= 4 * window ? bytes.length : Math.min(bytes.length, start + window);
    if (isAscii(bytes.subarray(start, end))) continue;
    let samples = 0;
    let at = firstHighByte(bytes, start, end);
    while (samples < 16 && at >= 0) {
      // Start at the line start so a sequence is never cut in two; stream mode tolerates a cut at the end.
      const lineStart = bytes.lastIndexOf(0x0a, at) + 1;
      const stop = Math.min(bytes.length, at + 4096);
      try {
        new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(lineStart, stop), { stream: true });
      } catch {
        return gbkAvailable() ? 'gbk' : 'latin1';
      }
      samples++;
      at = firstHighByte(bytes, stop, end);
    }
  }
  return 'utf-8';
}

function firstHighByte(bytes: Buffer, from: number, to: number): number {
  for (let i = from; i < to; i++) if (bytes[i]! > 0x7f) return i;
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

function countNewlines(bytes: Buffer): number {
  let count = 0;
  let at = bytes.indexOf(0x0a);
  while (at >= 0) {
    count++;
    at = bytes.indexOf(0x0a, at + 1);
  }
  return count;
}
