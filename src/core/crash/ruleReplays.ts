import type { RuleHit } from './crashRule';
import type { LogText } from '../logs/logText';

/**
 * What a rule answered on one line: the lines it read (as offsets from that line) with their bytes, and its answer.
 * Line `k`'s bytes are `bytes[ends[k - 1], ends[k])` (from 0 for the first): bytes, not decoded texts, are compared,
 * natively and without decoding a line (equal bytes decode to equal texts; lines that differ only in bytes that
 * decode alike are told apart, and their rule simply runs).
 */
interface Replay {
  /** The line the rule ran on. */
  at: number;
  offsets: Int32Array;
  ends: Int32Array;
  bytes: Buffer;
  /**
   * The raw bytes of every line from the first to the last line read (`spanFrom` to `spanTo`, as offsets) as one span
   * ({@link LogText.spanBytes}), compared first in one native call; null when the rule read one line, or the span
   * is long.
   */
  span: Buffer | null;
  spanFrom: number;
  spanTo: number;
  result: RuleHit | RuleHit[] | null;
}

/** Answers kept under one rule and key at most (the same message in different surroundings). */
const MAX_PER_KEY = 4;
/** Lines a kept answer may have read (a rule that reads more runs again each time). */
const MAX_READS = 512;
/** Bytes of read lines kept over all answers; past this no new answer is kept (bounded memory). */
const MAX_BYTES = 8 * 1024 * 1024;
/** A run of read lines kept as one span too only up to this many bytes (spans count in MAX_BYTES). */
const MAX_SPAN = 64 * 1024;

/**
 * The analyzer's memo of rule answers where a log repeats itself (a crash logged again and again, spam with its
 * stack trace): a rule's answer on a line is kept with the texts of the lines it read, and on a later line with the
 * same key (its text, or its message for an answer of nothing) it is given again — its line numbers moved by the
 * distance — when every one of those lines, at the same distance, reads the same again. A rule is a function of
 * the lines it reads (crashRule.ts), so it would have read the same lines and answered the same. Answers that read
 * the log otherwise (a search, a byte offset) or touched its first or last line (where a rule's window is cut) are
 * never kept.
 */
export class RuleReplays {
  private readonly byRule: Array<Map<string, Replay[]> | undefined> = [];
  private held = 0;

  /**
   * The distance from the line a kept answer was given on to the line it was found for last ({@link find}): its
   * lines, moved by this, are the answer's lines there ({@link movedHit}).
   */
  delta = 0;

  /**
   * A kept answer of rule `rule` for line `index` under `key`, as it was given on its own line (move its lines by
   * {@link delta}, set here: the analyzer moves only the hits it keeps); undefined if none.
   */
  find(rule: number, key: string, log: LogText, index: number): RuleHit | RuleHit[] | null | undefined {
    const list = this.byRule[rule]?.get(key);
    if (list === undefined) return undefined;
    const last = log.lineCount - 1;
    next: for (const replay of list) {
      const { offsets, ends, bytes, span } = replay;
      if (span !== null) {
        // Equal raw bytes of every line from the first read to the last mean equal lines at every offset read: the
        // answer is given without the per-line comparison below (which still decides when the spans differ, as where
        // a line not read differs, or lines differ only in a `\r`).
        const first = index + replay.spanFrom;
        const stop = index + replay.spanTo;
        if (first > 0 && stop < last) {
          const held = log.spanBytes(first, stop);
          const length = log.heldTo - log.heldFrom;
          if (length === span.length && (length === 0 || held.compare(span, 0, length, log.heldFrom, log.heldTo) === 0))
            return this.found(replay, index);
        }
      }
      for (let k = 0; k < offsets.length; k++) {
        const at = index + offsets[k]!;
        if (at <= 0 || at >= last) continue next;
        const from = k === 0 ? 0 : ends[k - 1]!;
        const held = log.lineBytes(at);
        const length = log.heldTo - log.heldFrom;
        if (length !== ends[k]! - from) continue next;
        // An empty line may be held by an empty buffer (its place is then no index into it).
        if (length > 0 && held.compare(bytes, from, ends[k], log.heldFrom, log.heldTo) !== 0) continue next;
      }
      return this.found(replay, index);
    }
    return undefined;
  }

  private found(replay: Replay, index: number): RuleHit | RuleHit[] | null {
    this.delta = index - replay.at;
    return replay.result;
  }

  /**
   * Keeps the answer `result` of rule `rule` on line `index` under `key`, which read the lines `traced` (in any order,
   * some more than once; their bytes are read again here, which counts as no read); `untraced` says it read the log in
   * another way too (then it is not kept).
   */
  add(
    rule: number,
    key: string,
    log: LogText,
    index: number,
    traced: readonly number[],
    untraced: boolean,
    result: RuleHit | RuleHit[] | null,
  ): void {
    const last = log.lineCount - 1;
    if (untraced || index <= 0 || index >= last || this.held >= MAX_BYTES) return;
    let byKey = this.byRule[rule];
    const list = byKey?.get(key);
    if (list !== undefined && list.length >= MAX_PER_KEY) return;
    // A line read again is compared once: a rule that looks back and forth over a window (a conflict searched 400
    // lines up) reads some lines twice, and only which lines it read decides its answer.
    const read = distinctLines(traced);
    if (read.length > MAX_READS) return;
    const offsets = new Int32Array(read.length);
    const ends = new Int32Array(read.length);
    let total = 0;
    for (let k = 0; k < read.length; k++) {
      const at = read[k]!;
      if (at <= 0 || at >= last) return;
      offsets[k] = at - index;
      log.lineBytes(at);
      total += log.heldTo - log.heldFrom;
      ends[k] = total;
    }
    const bytes = Buffer.allocUnsafe(total);
    for (let k = 0; k < read.length; k++) {
      const held = log.lineBytes(read[k]!);
      if (log.heldTo > log.heldFrom) held.copy(bytes, k === 0 ? 0 : ends[k - 1], log.heldFrom, log.heldTo);
    }
    let span: Buffer | null = null;
    let spanFrom = 0;
    let spanTo = 0;
    if (offsets.length > 1) {
      spanFrom = spanTo = offsets[0]!;
      for (let k = 1; k < offsets.length; k++) {
        spanFrom = Math.min(spanFrom, offsets[k]!);
        spanTo = Math.max(spanTo, offsets[k]!);
      }
      if (spanTo > spanFrom && spanTo - spanFrom < 2 * offsets.length) {
        const held = log.spanBytes(index + spanFrom, index + spanTo);
        if (log.heldTo - log.heldFrom <= MAX_SPAN) span = Buffer.from(held.subarray(log.heldFrom, log.heldTo));
      }
    }
    if (byKey === undefined) this.byRule[rule] = byKey = new Map();
    const replay: Replay = { at: index, offsets, ends, bytes, span, spanFrom, spanTo, result };
    if (list === undefined) byKey.set(key, [replay]);
    else list.push(replay);
    this.held += total + (span?.length ?? 0) + 2 * key.length;
  }
}

/** The line indexes in `traced`, each once, ascending. */
function distinctLines(traced: readonly number[]): Int32Array {
  const sorted = Int32Array.from(traced).sort();
  let n = 0;
  for (let k = 0; k < sorted.length; k++) if (n === 0 || sorted[k] !== sorted[n - 1]) sorted[n++] = sorted[k]!;
  return sorted.subarray(0, n);
}

/** A copy of `hit` with its line indexes (evidence lines and the stack's start) moved by `delta`. */
export function movedHit(hit: RuleHit, delta: number): RuleHit {
  const copy: RuleHit = { ...hit, lines: hit.lines.map((l) => l + delta) };
  if (hit.stackFrom !== undefined) copy.stackFrom = hit.stackFrom + delta;
  return copy;
}
