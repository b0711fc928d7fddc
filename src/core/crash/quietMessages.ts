/** What is known of one message: its bytes, and the rules (by index) that found nothing on it. */
export interface QuietMessage {
  readonly bytes: Buffer;
  /** The same bytes, for word reads. */
  readonly view: DataView;
  readonly rules: number[];
  /**
   * The message as text (its bytes are ASCII: one character each), made once when the analyzer first needs it as a
   * key: a string kept across lines keeps its hash, where a slice made per line is hashed again at each lookup.
   */
  text: string | null;
}

/** Message bytes kept at most (copies of the distinct messages seen); past this the memo starts again. */
const MAX_BYTES = 16 * 1024 * 1024;
/** Messages kept under one hash at most (a collision of 32-bit hashes: rare). */
const MAX_SHARED = 16;

/**
 * The analyzer's memo of log spam, keyed by the raw bytes of a line's message (the line without its leading
 * `[12:34:56]` time, as {@link messageStart} finds it) so a line seen before is recognised without decoding it: a
 * 32-bit hash of the bytes finds the entry, and the bytes are compared (natively), so two messages never
 * share one. Only ASCII lines are kept (their bytes and their decoded text are one and the same); bounded to
 * `maxMessages` and 16 MiB.
 */
export class QuietMessages {
  private readonly byHash = new Map<number, QuietMessage[]>();
  private count = 0;
  private held = 0;

  constructor(private readonly maxMessages: number) {}

  /** A view of the last buffer searched (a block of the log's file cache, read again and again), for word reads. */
  private lastBytes: Uint8Array | null = null;
  private lastView: DataView | null = null;

  /** The entry of the message of the line in `bytes[from, to)` (created empty when new); null for a line not ASCII. */
  find(bytes: Buffer, from: number, to: number): QuietMessage | null {
    const start = messageStart(bytes, from, to);
    const length = to - start;
    let view = this.lastView;
    if (bytes !== this.lastBytes || view === null) {
      view = this.lastView = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      this.lastBytes = bytes;
    }
    // A hash of every byte finds the entry (a sample of them let messages that differ in one number share a hash,
    // and each lookup then compared many); the comparison below is what tells two messages apart. The bytes are
    // read four at a time (one unaligned load each), and the same pass tells an ASCII message (no byte with its top
    // bit) from one that is not, which is never kept.
    let hash = 0x811c9dc5 ^ length;
    let any = 0;
    let i = start;
    for (const words = to - 3; i < words; i += 4) {
      const word = view.getInt32(i, true);
      any |= word;
      hash = Math.imul(hash ^ word, 0x01000193);
      hash ^= hash >>> 15;
    }
    for (; i < to; i++) {
      const byte = bytes[i]!;
      any |= byte;
      hash = Math.imul(hash ^ byte, 0x01000193);
    }
    if ((any & 0x80808080) !== 0) return null;
    // 30 bits: a small integer for the map, never a number boxed on the heap per lookup.
    hash &= 0x3fffffff;
    const list = this.byHash.get(hash);
    if (list !== undefined) {
      for (const entry of list) {
        // The time before the message is checked here.
        if (entry.bytes.length === length && sameBytes(view, start, entry, length))
          return asciiRange(bytes, from, start) ? entry : null;
      }
    }
    if (!asciiRange(bytes, from, start)) return null;
    if (this.count >= this.maxMessages || this.held + length > MAX_BYTES) {
      this.byHash.clear();
      this.count = 0;
      this.held = 0;
    }
    const copy = Buffer.from(bytes.subarray(start, to));
    const entry: QuietMessage = {
      bytes: copy,
      view: new DataView(copy.buffer, copy.byteOffset, copy.byteLength),
      rules: [],
      text: null,
    };
    const again = this.byHash.get(hash);
    if (again === undefined) this.byHash.set(hash, [entry]);
    else {
      // Messages whose hashes collide share a list: it keeps the latest few.
      if (again.length >= MAX_SHARED) again.shift();
      again.push(entry);
    }
    this.count++;
    this.held += length;
    return entry;
  }
}

/**
 * Where the message of the line in `bytes[from, to)` starts: after a leading `[...]` that closes within the line's
 * first 40 bytes (the time spam repeats with), else at the line's start. On ASCII bytes this is the analyzer's
 * `spamKey` of the decoded line.
 */
export function messageStart(bytes: Uint8Array, from: number, to: number): number {
  if (from >= to || bytes[from] !== 0x5b) return from;
  const stop = Math.min(to, from + 40);
  for (let i = from + 1; i < stop; i++) if (bytes[i] === 0x5d) return i + 1;
  return from;
}

/**
 * Whether the `length` bytes of `bytes` (a view of the searched buffer) from `at` equal the entry's bytes. Compared
 * here, four bytes at a time, not by `Buffer.compare`: a message is a hundred bytes or so, and the native call's
 * argument checks cost more than the comparison (50,000 lookups on a 100 MiB log of real lines).
 */
function sameBytes(bytes: DataView, at: number, entry: QuietMessage, length: number): boolean {
  const kept = entry.view;
  let i = 0;
  for (const words = length - 3; i < words; i += 4)
    if (bytes.getInt32(at + i, true) !== kept.getInt32(i, true)) return false;
  for (; i < length; i++) if (bytes.getUint8(at + i) !== kept.getUint8(i)) return false;
  return true;
}

function asciiRange(bytes: Uint8Array, from: number, to: number): boolean {
  for (let i = from; i < to; i++) if (bytes[i]! > 0x7f) return false;
  return true;
}
