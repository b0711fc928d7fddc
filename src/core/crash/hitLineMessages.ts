import type { QuietMessage, QuietMessages } from './quietMessages';

/** Hit lines looked up at most while the log is read (12 bytes each); later ones are looked up when the rules run. */
const MAX_LINES = 1 << 20;

/**
 * The spam memo's entries of a log's hit lines, looked up while the scan's read window still holds them, so a line
 * whose rules are all known quiet is never read from the file again. Lines are recorded in ascending order and asked
 * for in ascending order (the analyzer walks the hit lines); a line not recorded (cut by a window, too long, past
 * the bound) is `undefined` and read as before.
 */
export class HitLineMessages {
  private starts = new Int32Array(1024);
  private entries: Array<QuietMessage | null> = [];
  private count = 0;
  private cursor = 0;

  constructor(readonly memo: QuietMessages) {}

  /** Looks up the line at log offset `start` whose bytes are `bytes[from, to)` (no line ending). */
  record(bytes: Buffer, from: number, to: number, start: number): void {
    if (this.count >= MAX_LINES) return;
    const end = to > from && bytes[to - 1] === 0x0d ? to - 1 : to;
    if (this.count === this.starts.length) {
      const grown = new Int32Array(this.count * 2);
      grown.set(this.starts);
      this.starts = grown;
    }
    this.starts[this.count++] = start;
    this.entries.push(this.memo.find(bytes, from, end));
  }

  /** The entry of the line starting at log offset `start` (null: not ASCII), or undefined when it was not recorded. */
  entryAt(start: number): QuietMessage | null | undefined {
    const starts = this.starts;
    while (this.cursor < this.count && starts[this.cursor]! < start) this.cursor++;
    return this.cursor < this.count && starts[this.cursor] === start ? this.entries[this.cursor] : undefined;
  }
}
