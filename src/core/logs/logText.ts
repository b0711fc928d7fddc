import { TextDecoder } from 'node:util';
import type { LineIndex } from './lineIndex';
import { LineStartIndex } from './lineStarts';
import { LogFileBytes, type LogBytes } from './logFileBytes';
import { gbkDecoder, type LogEncoding, type LogSource } from './logSource';
import type { RemovedPrefixes } from './removedPrefixes';

/** A log to read: a {@link LogSource}, or one whose bytes are read from its file as needed (logFileBytes.ts). */
export interface LogTextSource {
  name: string;
  bytes: LogBytes;
  encoding: LogEncoding;
  gap: LogSource['gap'];
}

/**
 * Random access to the lines of a log without splitting or decoding it whole: only line starts are
 * indexed, and a line's text is decoded from its bytes when a rule reads it. Offsets are byte offsets.
 * Line endings may be LF or CRLF.
 */
export class LogText {
  readonly name: string;
  readonly encoding: LogEncoding;
  readonly bytes: LogBytes;
  /** The bytes when they are read from the file on demand (else `bytes` is a Buffer). */
  private readonly file: LogFileBytes | null;
  /** The bytes when they are held in memory. */
  private readonly memory: Buffer | null;
  private readonly starts: LineIndex;
  private readonly gap: LogSource['gap'];
  private readonly decoder: TextDecoder;
  /**
   * Lines decoded lately, direct-mapped by index (slot `index & CACHE_MASK`): rules read the lines around a hit
   * again and again, and a fixed table leaves no hashing and no map growth behind per line read.
   */
  private readonly cachedIndex = new Int32Array(CACHE_SLOTS).fill(-1);
  private readonly cachedText: string[] = new Array<string>(CACHE_SLOTS).fill('');

  /**
   * What the normaliser removed from each line when this is a pasted log's normalised copy (logNormalizer.ts): a line
   * as given, what evidence quotes, is those bytes followed by the normalised line.
   */
  private readonly removed: RemovedPrefixes | null;

  /**
   * `starts` may be given when a scan already indexed the lines (TriggerScanner.scanLines); `removed` is what was
   * removed from each line when `source` is a pasted log's normalised copy (same lines, prefixes removed).
   */
  constructor(source: LogTextSource, starts?: LineIndex, removed?: RemovedPrefixes) {
    this.removed = removed ?? null;
    this.name = source.name;
    this.bytes = source.bytes;
    this.file = source.bytes instanceof LogFileBytes ? source.bytes : null;
    this.memory = Buffer.isBuffer(source.bytes) ? source.bytes : null;
    this.encoding = source.encoding;
    this.gap = source.gap;
    this.decoder = new TextDecoder(source.encoding);
    this.starts = starts ?? indexLines(source.bytes);
  }

  /** Number of lines (a trailing newline does not start an extra line). */
  get lineCount(): number {
    return this.starts.length;
  }

  /** Lines read so far (the analyzer tells a rule's answer that read no other line from one that did). */
  reads = 0;

  /**
   * While set, every line {@link line} reads is appended to it (its index), and
   * every other read of the log's content or of positions (`indexOf`, `lineStart`, …) counts in `untraced`: the
   * analyzer learns what a rule's answer depended on (crashAnalyzer.ts replays it where those lines repeat).
   */
  traced: number[] | null = null;
  untraced = 0;

  /** The decoded text of line `index` (0-based) without its line ending; '' outside the log. */
  line(index: number): string {
    this.reads++;
    const text = this.lineText(index);
    if (this.traced !== null) this.traced.push(index);
    return text;
  }

  private lineText(index: number): string {
    if (index < 0 || index >= this.starts.length) return '';
    const slot = index & CACHE_MASK;
    if (this.cachedIndex[slot] === index) return this.cachedText[slot]!;
    // Rules read at most the first MAX_LINE_BYTES of a line (a 60 MB line is not decoded whole); a cut UTF-8
    // sequence is left out whole, so the line still decodes as UTF-8.
    const bytes = this.lineBytes(index);
    const from = this.heldFrom;
    const stop = this.heldTo;
    const text = asciiRange(bytes, from, stop)
      ? bytes.toString('latin1', from, stop)
      : this.decodeLine(bytes.subarray(from, stop));
    this.cachedIndex[slot] = index;
    this.cachedText[slot] = text;
    return text;
  }

  /**
   * The bytes {@link line} decodes for line `index`, not decoded: a buffer that holds them at
   * `[heldFrom, heldTo)` (a block of the file, the log's bytes or a copy), valid until the next call. Counts as no
   * read of another line (`reads` is unchanged): the analyzer uses it to recognise a line it has seen before.
   */
  lineBytes(index: number): Buffer {
    if (index < 0 || index >= this.starts.length) {
      this.heldFrom = this.heldTo = 0;
      return EMPTY;
    }
    const start = this.starts.start(index);
    let end = index + 1 < this.starts.length ? this.starts.start(index + 1) - 1 : this.bytes.length;
    if (end - start > MAX_LINE_BYTES) end = start + MAX_LINE_BYTES + 1;
    const file = this.file;
    const bytes =
      file !== null ? file.holding(start, Math.max(start, end)) : (this.memory ?? this.bytes.subarray(start, end));
    const base = file !== null ? file.heldAt : this.memory !== null ? 0 : start;
    if (end > start && bytes[end - 1 - base] === 0x0a) end--;
    if (end > start && bytes[end - 1 - base] === 0x0d) end--;
    if (end - start > MAX_LINE_BYTES) end = utf8Boundary(bytes, start - base, start + MAX_LINE_BYTES - base) + base;
    this.heldFrom = start - base;
    this.heldTo = Math.max(start, end) - base;
    return bytes;
  }

  /** Where the bytes of the line {@link lineBytes} (or the lines {@link spanBytes}) returned last are in the buffer it returned. */
  heldFrom = 0;
  heldTo = 0;

  /**
   * The raw bytes of lines `first` to `last` (`0 <= first <= last`, `last + 1 < lineCount`) as the log holds them: from
   * the first one's start to the last one's line feed (not included), with the line ends between them. Held like
   * {@link lineBytes} (at `[heldFrom, heldTo)`, valid until the next call) and, like it, counts as no read. Equal
   * spans hold equal lines at the same places, so one native comparison can stand for a comparison per line.
   */
  spanBytes(first: number, last: number): Buffer {
    const start = this.starts.start(first);
    const end = Math.max(start, this.starts.start(last + 1) - 1);
    const file = this.file;
    const bytes = file !== null ? file.holding(start, end) : (this.memory ?? this.bytes.subarray(start, end));
    const base = file !== null ? file.heldAt : this.memory !== null ? 0 : start;
    this.heldFrom = start - base;
    this.heldTo = end - base;
    return bytes;
  }

  /** The line as it was given (with its console prefix or quote marker), for evidence; `line` when not normalised. */
  rawLine(index: number): string {
    this.untraced++;
    const removed = this.removed;
    if (removed === null || index < 0 || index >= removed.length || index >= this.starts.length) {
      return this.line(index);
    }
    // The line as given: its removed bytes, then its normalised bytes up to its line feed (at most what is quoted).
    const prefix = removed.of(index);
    const start = this.starts.start(index);
    const stop = index + 1 < this.starts.length ? this.starts.start(index + 1) - 1 : this.bytes.length;
    const rest = Math.min(stop - start, Math.max(0, MAX_LINE_BYTES + 2 - prefix.length));
    const given = Buffer.concat([prefix, this.bytes.subarray(start, start + rest)]);
    const whole = rest === stop - start;
    let end = given.length;
    if (whole && end > 0 && given[end - 1] === 0x0a) end--;
    if (whole && end > 0 && given[end - 1] === 0x0d) end--;
    if (end > MAX_LINE_BYTES) end = utf8Boundary(given, 0, MAX_LINE_BYTES);
    const slice = given.subarray(0, end);
    return isAscii(slice) ? slice.toString('latin1') : this.decodeLine(slice);
  }

  /** Whether the log was given with line prefixes (a paste from a console, a panel, a chat or an issue). */
  get normalised(): boolean {
    return this.removed !== null;
  }

  /** A UTF-8 log may still hold a line a Chinese Windows tool wrote in GBK: such a line is read as GBK. */
  private decodeLine(slice: Uint8Array): string {
    if (this.encoding !== 'utf-8') return this.decoder.decode(slice);
    try {
      return new TextDecoder('utf-8', { fatal: true }).decode(slice);
    } catch {
      return (this.fallback ??= gbkDecoder() ?? this.decoder).decode(slice);
    }
  }

  private fallback: TextDecoder | undefined;

  /** The 0-based index of the line holding byte `offset`. */
  lineIndexAt(offset: number): number {
    this.untraced++;
    return this.starts.lineAt(offset);
  }

  /** Byte offset where line `index` starts. */
  lineStart(index: number): number {
    this.untraced++;
    return this.starts.start(Math.max(0, Math.min(index, this.starts.length - 1)));
  }

  /** The 1-based line number in the original file (accounts for a skipped middle of a huge log). */
  lineNumber(index: number): number {
    this.untraced++;
    if (this.gap !== null && this.lineStart(index) >= this.gap.headBytes) return index + 1 + this.gap.skippedLines;
    return index + 1;
  }

  /** Total byte length analysed. */
  get size(): number {
    return this.bytes.length;
  }

  /** Bytes [from, to) as a Latin-1 string (one char per byte): for ASCII pattern searches over a region. */
  latin1(from = 0, to = this.bytes.length): string {
    this.untraced++;
    return this.bytes.subarray(Math.max(0, from), Math.min(this.bytes.length, to)).toString('latin1');
  }

  /** Bytes [from, to) decoded with the log's encoding (a character cut at either end becomes U+FFFD). */
  text(from = 0, to = this.bytes.length): string {
    this.untraced++;
    return this.decoder.decode(this.bytes.subarray(Math.max(0, from), Math.min(this.bytes.length, to)));
  }

  /** Byte offset of the first occurrence of ASCII `text` at or after `from`, or -1. */
  indexOf(text: string, from = 0): number {
    this.untraced++;
    return this.bytes.indexOf(text, from, 'latin1');
  }

  /** Byte offset of the last occurrence of ASCII `text`, or -1. */
  lastIndexOf(text: string): number {
    this.untraced++;
    return this.bytes.lastIndexOf(text, undefined, 'latin1');
  }

  /** Whether the middle of a huge log was skipped. */
  get truncated(): boolean {
    return this.gap !== null;
  }
}

/**
 * The most of a line {@link LogText.line} returns: 1 MiB (no rule needs more; real lines, even a mod list or a JSON
 * dump on one line, are far shorter), so a log that is one huge line is not decoded, or searched by rules, whole.
 */
export const MAX_LINE_BYTES = 1024 * 1024;

/** The line starts of `bytes`, indexed in one pass. */
function indexLines(bytes: LogBytes): LineIndex {
  const index = new LineStartIndex(bytes.length);
  for (let at = 0; at < bytes.length; at += MAX_LINE_BYTES) {
    const to = Math.min(bytes.length, at + MAX_LINE_BYTES);
    index.add(bytes.subarray(at, to), 0, to - at, at);
  }
  return index.finish(bytes.length, bytes);
}

/** `cut` moved back to the start of the UTF-8 sequence it falls inside (unchanged when it falls between two). */
function utf8Boundary(bytes: Uint8Array, start: number, cut: number): number {
  let at = cut;
  for (let k = 0; k < 3 && at > start && (bytes[at]! & 0xc0) === 0x80; k++) at--;
  return at;
}

const CACHE_SLOTS = 4096;
const EMPTY = Buffer.alloc(0);
const CACHE_MASK = CACHE_SLOTS - 1;

/** Whether `bytes[from, to)` are all ASCII (read in place: no view is made per line). */
function asciiRange(bytes: Uint8Array, from: number, to: number): boolean {
  for (let i = from; i < to; i++) if (bytes[i]! > 0x7f) return false;
  return true;
}

function isAscii(bytes: Uint8Array): boolean {
  for (let i = 0; i < bytes.length; i++) if (bytes[i]! > 0x7f) return false;
  return true;
}
