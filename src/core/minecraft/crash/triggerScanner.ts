import { LineStartIndex } from './lineStarts';

/** What {@link TriggerScanner.scanLines} finds in a log. */
export interface LineScan {
  /** Byte offset of every line start (a trailing newline starts no line). */
  starts: Int32Array;
  /** Index of each line holding a pattern, ascending. */
  hitLines: Int32Array;
  /** The ORed flags of the patterns found on each hit line. */
  hitFlags: Uint8Array;
  /**
   * The patterns found on hit line `h` are `hitPatterns[hitPatternStart[h] .. hitPatternStart[h + 1])`, as
   * indexes into the constructor's `patterns`, ascending and distinct.
   */
  hitPatternStart: Int32Array;
  hitPatterns: Int32Array;
}

/** Independent lanes scanned in one loop: four dependent table loads in flight instead of one. */
const LANES = 4;
/** Below this size one lane is as fast and simpler to reason about. */
const MIN_LANE_BYTES = 64 * 1024;
/** Word loads read bytes in memory order only on little-endian machines; elsewhere every step loads a byte. */
const LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;

/**
 * Finds many literal byte patterns in one pass (an Aho–Corasick automaton compiled to a full DFA over
 * bytes). A regex alternation of 150 literals costs several times more on a 50 MB log; this costs one
 * table lookup per byte. Each pattern carries flags (1, 2 or 4, ORed) so callers can tell kinds of patterns
 * apart, and every hit line reports which patterns it holds, so callers never re-test lines against all of them.
 *
 * Line breaks are found natively (`Buffer.indexOf`), and when no pattern holds a line feed the bytes are cut at
 * line starts into lanes scanned side by side: the automaton restarts at every line start anyway (no pattern
 * spans a line break), so the result is the same as one lane, at about twice the speed.
 */
export class TriggerScanner {
  /** Entry `state << 8 | byte` holds `target << 11 | target's flags`, so `(entry >>> 3) | nextByte` is the next index. */
  private readonly delta: Int32Array;
  /** Patterns ending at each state (including via failure links), as `outputStart`/`outputs` ranges. */
  private readonly outputStart: Int32Array;
  private readonly outputs: Int32Array;
  private readonly lanes: number;

  /** `patterns` are byte strings (Latin-1 strings whose char codes are the bytes); `flags[i]` is ORed into hits. */
  constructor(patterns: readonly string[], patternFlags: readonly number[]) {
    let capacity = 1;
    for (const p of patterns) capacity += p.length;
    if (capacity >= 1 << 20) throw new RangeError('too many pattern bytes for one scanner');
    // The trie is kept sparse (first child, next sibling, edge byte), so building it touches only its own
    // states; the full table is then written once, row by row in BFS order.
    const firstChild = new Int32Array(capacity).fill(-1);
    const nextSibling = new Int32Array(capacity).fill(-1);
    const edge = new Uint8Array(capacity);
    const flags = new Uint8Array(capacity);
    const own: number[][] = [[]];
    let count = 1;
    patterns.forEach((pattern, index) => {
      let state = 0;
      for (let i = 0; i < pattern.length; i++) {
        const byte = pattern.charCodeAt(i) & 0xff;
        let to = firstChild[state]!;
        while (to >= 0 && edge[to] !== byte) to = nextSibling[to]!;
        if (to < 0) {
          to = count++;
          edge[to] = byte;
          nextSibling[to] = firstChild[state]!;
          firstChild[state] = to;
          own.push([]);
        }
        state = to;
      }
      if (pattern.length > 0) {
        flags[state] = flags[state]! | (patternFlags[index] ?? 1);
        own[state]!.push(index);
      }
    });
    // Entry `state << 8 | byte` holds `target << 11 | target's flags`. A state's row is its failure state's
    // row (complete already: failure states are shallower, and BFS writes shallower rows first) with its own
    // trie edges written over it; a state's flags are final once it is queued, as its failure state's are.
    const packed = new Int32Array(count * 256);
    const fail = new Int32Array(count);
    const queue = new Int32Array(count);
    const outputLists: number[][] = own;
    let tail = 0;
    for (let child = firstChild[0]!; child >= 0; child = nextSibling[child]!) {
      packed[edge[child]!] = (child << 11) | flags[child]!;
      queue[tail++] = child;
    }
    for (let head = 0; head < tail; head++) {
      const state = queue[head]!;
      const f = fail[state]!;
      // BFS order: the failure state's list is complete before this one's.
      if (f !== 0 && outputLists[f]!.length > 0) outputLists[state] = [...outputLists[state]!, ...outputLists[f]!];
      const base = state << 8;
      const fbase = f << 8;
      packed.copyWithin(base, fbase, fbase + 256);
      for (let child = firstChild[state]!; child >= 0; child = nextSibling[child]!) {
        const byte = edge[child]!;
        const to = packed[fbase + byte]! >>> 11;
        fail[child] = to;
        flags[child] = flags[child]! | flags[to]!;
        packed[base + byte] = (child << 11) | flags[child]!;
        queue[tail++] = child;
      }
    }
    this.delta = packed;
    this.outputStart = new Int32Array(count + 1);
    let total = 0;
    for (let s = 0; s < count; s++) {
      this.outputStart[s] = total;
      total += outputLists[s]!.length;
    }
    this.outputStart[count] = total;
    this.outputs = new Int32Array(total);
    for (let s = 0; s < count; s++) this.outputs.set(outputLists[s]!, this.outputStart[s]);
    this.lanes = patterns.some((p) => p.includes('\n')) ? 1 : LANES;
  }

  /**
   * One pass that indexes line starts and finds the lines holding a pattern, with the patterns each holds.
   * Rules then read lines in any direction with the index complete.
   */
  scanLines(bytes: Uint8Array): LineScan {
    const buffer = Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    return this.begin(buffer).finish(buffer.length);
  }

  /**
   * A scan of `bytes` while they are being filled from the front (a log being read): call
   * {@link LineScanInProgress.advance} as bytes land, then `finish`. The result is the same as
   * {@link scanLines} of the finished bytes, and most of the work is done while the rest is still being read.
   */
  begin(bytes: Buffer): LineScanInProgress {
    return new LineScanInProgress(this, bytes);
  }

  /** Whether the automaton is back at its start after every line feed, so lines can be scanned in any grouping. */
  get restartsAtLineStarts(): boolean {
    return this.lanes > 1;
  }

  /**
   * Scans `view[from, to)`, which starts at a line start (state 0), appending its hits to `out`; `starts[c0, c1)`
   * are the line starts inside it.
   */
  scanRegion(view: Uint8Array, from: number, to: number, starts: Int32Array, c0: number, c1: number, out: Hits): void {
    if (this.lanes > 1 && to - from >= LANES * MIN_LANE_BYTES) this.scanLanes(view, from, to, starts, c0, c1, out);
    else scanOne(this.delta, view, from, to, 0, out);
  }

  /**
   * Cuts the bytes at line starts near each quarter and scans the four parts in one loop. Each lane first
   * steps byte by byte to a 4-byte boundary; the lockstep part then loads one 32-bit word per four bytes of a
   * lane (a third fewer loads than byte loads), and a word in which some lane reached a pattern's end is
   * stepped again byte by byte from the states before it to record the exact positions.
   */
  private scanLanes(
    view: Uint8Array,
    from: number,
    to: number,
    starts: Int32Array,
    c0: number,
    c1: number,
    merged: Hits,
  ): void {
    const bounds = [from];
    for (let k = 1; k < LANES; k++) {
      const index = lowerBound(starts, c0, c1, from + Math.floor(((to - from) * k) / LANES));
      const at = index < c1 ? starts[index]! : to;
      bounds.push(Math.max(bounds[k - 1]!, Math.min(to, at)));
    }
    bounds.push(to);
    const d = this.delta;
    const out = [new Hits(), new Hits(), new Hits(), new Hits()];
    const [h0, h1, h2, h3] = out as [Hits, Hits, Hits, Hits];
    const base = view.byteOffset;
    const states = [0, 0, 0, 0];
    const heads = [0, 0, 0, 0];
    for (let lane = 0; lane < LANES; lane++) {
      const from = bounds[lane]!;
      const aligned = LITTLE_ENDIAN ? Math.min(bounds[lane + 1]!, from + ((4 - ((base + from) & 3)) & 3)) : from;
      states[lane] = scanOne(d, view, from, aligned, 0, out[lane]!);
      heads[lane] = aligned;
    }
    const p0 = heads[0]!;
    const p1 = heads[1]!;
    const p2 = heads[2]!;
    const p3 = heads[3]!;
    const common = LITTLE_ENDIAN
      ? Math.max(0, Math.min(bounds[1]! - p0, bounds[2]! - p1, bounds[3]! - p2, to - p3) >> 2)
      : 0;
    let s0 = states[0]!;
    let s1 = states[1]!;
    let s2 = states[2]!;
    let s3 = states[3]!;
    if (common > 0) {
      // Word k of lane i covers bytes heads[i] + 4k .. + 3 (heads are word-aligned in the underlying memory).
      const skew = (4 - (base & 3)) & 3;
      const words = new Uint32Array(view.buffer, base + skew, (view.length - skew) >> 2);
      const w0 = (p0 - skew) >> 2;
      const w1 = (p1 - skew) >> 2;
      const w2 = (p2 - skew) >> 2;
      const w3 = (p3 - skew) >> 2;
      for (let k = 0; k < common; k++) {
        const a = words[w0 + k]!;
        const b = words[w1 + k]!;
        const c = words[w2 + k]!;
        const e = words[w3 + k]!;
        const t0 = s0;
        const t1 = s1;
        const t2 = s2;
        const t3 = s3;
        s0 = d[(s0 >>> 3) | (a & 0xff)]!;
        s1 = d[(s1 >>> 3) | (b & 0xff)]!;
        s2 = d[(s2 >>> 3) | (c & 0xff)]!;
        s3 = d[(s3 >>> 3) | (e & 0xff)]!;
        let flags = s0 | s1 | s2 | s3;
        s0 = d[(s0 >>> 3) | ((a >>> 8) & 0xff)]!;
        s1 = d[(s1 >>> 3) | ((b >>> 8) & 0xff)]!;
        s2 = d[(s2 >>> 3) | ((c >>> 8) & 0xff)]!;
        s3 = d[(s3 >>> 3) | ((e >>> 8) & 0xff)]!;
        flags |= s0 | s1 | s2 | s3;
        s0 = d[(s0 >>> 3) | ((a >>> 16) & 0xff)]!;
        s1 = d[(s1 >>> 3) | ((b >>> 16) & 0xff)]!;
        s2 = d[(s2 >>> 3) | ((c >>> 16) & 0xff)]!;
        s3 = d[(s3 >>> 3) | ((e >>> 16) & 0xff)]!;
        flags |= s0 | s1 | s2 | s3;
        s0 = d[(s0 >>> 3) | (a >>> 24)]!;
        s1 = d[(s1 >>> 3) | (b >>> 24)]!;
        s2 = d[(s2 >>> 3) | (c >>> 24)]!;
        s3 = d[(s3 >>> 3) | (e >>> 24)]!;
        flags |= s0 | s1 | s2 | s3;
        if ((flags & 7) !== 0) {
          const at = 4 * k;
          scanOne(d, view, p0 + at, p0 + at + 4, t0, h0);
          scanOne(d, view, p1 + at, p1 + at + 4, t1, h1);
          scanOne(d, view, p2 + at, p2 + at + 4, t2, h2);
          scanOne(d, view, p3 + at, p3 + at + 4, t3, h3);
        }
      }
    }
    const ends = [s0, s1, s2, s3];
    for (let lane = 0; lane < LANES; lane++) {
      scanOne(d, view, heads[lane]! + 4 * common, bounds[lane + 1]!, ends[lane]!, out[lane]!);
      merged.append(out[lane]!);
    }
  }

  /** Groups the hits by line. */
  byLine(hits: Hits, starts: Int32Array): LineScan {
    const hitLines: number[] = [];
    const hitFlags: number[] = [];
    const hitPatternStart: number[] = [];
    const hitPatterns: number[] = [];
    let line = 0;
    let lineSet: number[] = [];
    const flush = (): void => {
      lineSet.sort((a, b) => a - b);
      let last = -1;
      for (const p of lineSet) if (p !== last) hitPatterns.push((last = p));
      lineSet = [];
    };
    for (let h = 0; h < hits.length; h++) {
      const position = hits.positions[h]!;
      const entry = hits.entries[h]!;
      while (line + 1 < starts.length && starts[line + 1]! <= position) line++;
      if (hitLines.length === 0 || hitLines[hitLines.length - 1] !== line) {
        if (hitLines.length > 0) flush();
        hitLines.push(line);
        hitFlags.push(0);
        hitPatternStart.push(hitPatterns.length);
      }
      hitFlags[hitFlags.length - 1] = hitFlags[hitFlags.length - 1]! | (entry & 7);
      const state = entry >>> 11;
      for (let o = this.outputStart[state]!; o < this.outputStart[state + 1]!; o++) lineSet.push(this.outputs[o]!);
    }
    if (hitLines.length > 0) flush();
    hitPatternStart.push(hitPatterns.length);
    return {
      starts,
      hitLines: Int32Array.from(hitLines),
      hitFlags: Uint8Array.from(hitFlags),
      hitPatternStart: Int32Array.from(hitPatternStart),
      hitPatterns: Int32Array.from(hitPatterns),
    };
  }
}

/** Byte positions where a pattern ends, with the automaton entry there (state and flags). */
export class Hits {
  positions = new Int32Array(64);
  entries = new Int32Array(64);
  length = 0;

  push(position: number, entry: number): void {
    if (this.length === this.positions.length) {
      const positions = new Int32Array(this.length * 2);
      positions.set(this.positions);
      this.positions = positions;
      const entries = new Int32Array(this.length * 2);
      entries.set(this.entries);
      this.entries = entries;
    }
    this.positions[this.length] = position;
    this.entries[this.length++] = entry;
  }

  append(other: Hits): void {
    for (let i = 0; i < other.length; i++) this.push(other.positions[i]!, other.entries[i]!);
  }
}

/** Steps the automaton over `view[from..to)` from `state`, recording hits; returns the state at `to`. */
function scanOne(d: Int32Array, view: Uint8Array, from: number, to: number, state: number, hits: Hits): number {
  let s = state;
  for (let i = from; i < to; i++) {
    s = d[(s >>> 3) | view[i]!]!;
    if ((s & 7) !== 0) hits.push(i, s);
  }
  return s;
}

/** The first index in `[from, to)` whose value is >= `value` in ascending `values` (`to` when none). */
function lowerBound(values: Int32Array, from: number, to: number, value: number): number {
  let lo = from;
  let hi = to;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (values[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** A {@link TriggerScanner} pass over bytes that are still arriving; see {@link TriggerScanner.begin}. */
export class LineScanInProgress {
  private readonly view: Uint8Array;
  private readonly index: LineStartIndex;
  private readonly hits = new Hits();
  /** Bytes before this (a line start) are scanned and indexed. */
  private scanned = 0;

  constructor(
    private readonly scanner: TriggerScanner,
    private readonly bytes: Buffer,
  ) {
    // A plain Uint8Array view: indexed loads on it optimise better than on a Buffer subclass.
    this.view = new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    this.index = new LineStartIndex(bytes.length);
  }

  /** Whether `bytes` are the bytes this scan runs over (the same memory, from the same start). */
  covers(bytes: Buffer): boolean {
    return bytes.buffer === this.bytes.buffer && bytes.byteOffset === this.bytes.byteOffset;
  }

  /** `bytes[0, filled)` are final: scans the whole lines among them not scanned yet. */
  advance(filled: number): void {
    if (!this.scanner.restartsAtLineStarts || filled <= this.scanned) return;
    const cut = this.bytes.subarray(this.scanned, filled).lastIndexOf(0x0a);
    if (cut >= 0) this.scanTo(this.scanned + cut + 1);
  }

  /** The scan of `bytes[0, size)`, all final now. */
  finish(size: number): LineScan {
    this.scanTo(size);
    return this.scanner.byLine(this.hits, this.index.finish(size));
  }

  private scanTo(to: number): void {
    const c0 = this.index.length;
    this.index.add(this.bytes, this.scanned, to);
    this.scanner.scanRegion(this.view, this.scanned, to, this.index.starts, c0, this.index.length, this.hits);
    this.scanned = to;
  }
}
