/** What is known of one message: its bytes, and the rules (by index) that found nothing on it. */
export interface QuietMessage {
  readonly bytes: Buffer;
  readonly rules: number[];
}

/** Message bytes kept at most (copies of the distinct messages seen); past this the memo starts again. */
const MAX_BYTES = 16 * 1024 * 1024;

/**
 * The analyzer's memo of log spam, keyed by the raw bytes of a line's message (the line without its leading
 * `[12:34:56]` time, as {@link messageStart} finds it) so a line seen before is recognised without decoding it: a
 * 32-bit hash of the bytes finds the entry, and the bytes are compared, so two messages never share one. Only ASCII
 * messages are kept (their bytes and their decoded text are one and the same); bounded to `maxMessages` and 16 MiB.
 */
export class QuietMessages {
  private readonly byHash = new Map<number, QuietMessage[]>();
  private count = 0;
  private held = 0;

  constructor(private readonly maxMessages: number) {}

  /** The entry of the message of the line in `bytes[from, to)` (created empty when new); null for a line not ASCII. */
  find(bytes: Buffer, from: number, to: number): QuietMessage | null {
    const start = messageStart(bytes, from, to);
    let hash = 0x811c9dc5 ^ (to - start);
    let any = 0;
    // The whole line must be ASCII (the time too), so the bytes split where the decoded text splits.
    for (let i = from; i < start; i++) any |= bytes[i]!;
    for (let i = start; i < to; i++) {
      const b = bytes[i]!;
      any |= b;
      hash = Math.imul(hash ^ b, 0x01000193);
    }
    if ((any & 0x80) !== 0) return null;
    const list = this.byHash.get(hash);
    if (list !== undefined) {
      for (const entry of list) if (sameBytes(entry.bytes, bytes, start, to)) return entry;
    }
    if (this.count >= this.maxMessages || this.held + (to - start) > MAX_BYTES) {
      this.byHash.clear();
      this.count = 0;
      this.held = 0;
    }
    const entry: QuietMessage = { bytes: Buffer.from(bytes.subarray(start, to)), rules: [] };
    const again = this.byHash.get(hash);
    if (again !== undefined) again.push(entry);
    else this.byHash.set(hash, [entry]);
    this.count++;
    this.held += to - start;
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

function sameBytes(kept: Buffer, bytes: Buffer, from: number, to: number): boolean {
  if (kept.length !== to - from) return false;
  for (let i = 0; i < kept.length; i++) if (kept[i] !== bytes[from + i]) return false;
  return true;
}
