import {
  LANE_COUNT,
  laneScanInstance,
  SCRATCH_CLASSES,
  SCRATCH_COUNTS,
  SCRATCH_HEADS,
  SCRATCH_OUTPUTS,
  SCRATCH_STATES,
  SCRATCH_WORDS,
  type LaneScan,
  type LineFeeds,
} from './laneScanWasm';
import { lastAtOrBefore, type LineIndex } from './lineIndex';
import type { LogBytes } from './logFileBytes';
import { LineStartIndex } from './lineStarts';

/** What {@link TriggerScanner.scanLines} finds in a log. */
export interface LineScan {
  /** Byte offset of every line start (a trailing newline starts no line). */
  starts: LineIndex;
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
  /**
   * Hits left out: past the first and last {@link KEPT_HITS} of a trigger (of its automaton end state), the ones
   * between are counted here and their lines not reported (0 on a log of real lines).
   */
  summarised: number;
}

/** Independent lanes scanned in one loop: that many dependent table loads in flight instead of one. */
const LANES = LANE_COUNT;
/** Below this size a lane, one lane is as fast and simpler to reason about (lanes start at 256 KiB of bytes). */
const MIN_LANE_BYTES = 32 * 1024;
/** Bytes copied into the scanner's WebAssembly memory and scanned in lanes at a time. */
const WINDOW = 4 * 1024 * 1024;

export interface TriggerScannerOptions {
  /** Scan in four WebAssembly lanes (default), or step one JavaScript lane (the reference, and the fallback). */
  wasm?: boolean;
  /**
   * One column per byte class (default), or one per byte value: the table of 256 columns the classes replaced, kept
   * as the reference the tests compare the classes with (the same states, the same hits).
   */
  byteClasses?: boolean;
}

/**
 * Finds many literal byte patterns in one pass (an Aho–Corasick automaton compiled to a full DFA over
 * bytes). A regex alternation of 150 literals costs several times more on a 50 MB log; this costs one
 * table lookup per byte. Each pattern carries flags (1, 2 or 4, ORed) so callers can tell kinds of patterns
 * apart, and every hit line reports which patterns it holds, so callers never re-test lines against all of them.
 *
 * Line breaks are found natively (`Buffer.indexOf`). When no pattern holds a line feed, the automaton is back
 * at its start after every one, so the bytes are cut at line starts into four lanes stepped side by side by
 * the WebAssembly loop of `laneScanWasm.ts` (a window of the log at a time copied into its memory, which also
 * holds the table), with the same result as one lane at about three times the speed. Without WebAssembly
 * (or with `wasm: false`) one JavaScript lane steps the same table.
 */
export class TriggerScanner {
  /**
   * The table, in `memory` when lanes run: a state is the byte address of its row, one entry per byte class, and an
   * entry is the next state, so `(state >>> 2) + classOf[nextByte]` indexes the next entry.
   */
  private readonly delta: Int32Array;
  /** The column of each byte value (bytes no pattern holds share one). */
  private readonly classOf: Int32Array;
  /** Bytes of a row (4 per column). */
  private readonly rowBytes: number;
  /** States where a pattern ends have this bit (their rows lie from this address on); the others do not. */
  private readonly hitBit: number;
  /** The ORed flags of the patterns ending at hit state `j` (the one at `hitBit + j * rowBytes`). */
  private readonly hitFlags: Uint8Array;
  /** Patterns ending at hit state `j` (also via failure links): `outputs[outputStart[j] .. [j + 1])`. */
  private readonly outputStart: Int32Array;
  private readonly outputs: Int32Array;
  /** The WebAssembly lane loop, or null where one JavaScript lane steps the table. */
  private readonly lanes: Lanes | null;

  /** `patterns` are byte strings (Latin-1 strings whose char codes are the bytes); `flags[i]` is ORed into hits. */
  constructor(patterns: readonly string[], patternFlags: readonly number[], options: TriggerScannerOptions = {}) {
    let capacity = 1;
    for (const p of patterns) capacity += p.length;
    if (capacity >= 1 << 19) throw new RangeError('too many pattern bytes for one scanner');
    // The trie is kept sparse (first child, next sibling, edge byte), so building it touches only its own states.
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
    // Failure links, final flags and output lists on the sparse trie, in BFS order (a failure state is shallower).
    const fail = new Int32Array(count);
    const order = new Int32Array(count);
    // The start state has the most children and ends most failure chains: its edges are looked up directly.
    const rootChild = new Int32Array(256);
    for (let child = firstChild[0]!; child >= 0; child = nextSibling[child]!) rootChild[edge[child]!] = child;
    let tail = 1;
    for (let head = 0; head < tail; head++) {
      const state = order[head]!;
      for (let child = firstChild[state]!; child >= 0; child = nextSibling[child]!) {
        let to = 0;
        if (state !== 0) {
          const byte = edge[child]!;
          for (let f = fail[state]!; ; f = fail[f]!) {
            if (f === 0) {
              to = rootChild[byte]!;
              break;
            }
            let next = firstChild[f]!;
            while (next >= 0 && edge[next] !== byte) next = nextSibling[next]!;
            if (next >= 0) {
              to = next;
              break;
            }
          }
        }
        fail[child] = to;
        flags[child] = flags[child]! | flags[to]!;
        if (own[to]!.length > 0) own[child] = [...own[child]!, ...own[to]!];
        order[tail++] = child;
      }
    }
    // Byte classes: bytes that occur in no pattern all step alike (back along the failure links to a state with no
    // edge for any of them), so they share one column; every byte a pattern holds gets its own. A row is then a few
    // dozen entries instead of 256 (the rules' triggers use about 80 distinct bytes): the table shrinks from 8 MiB to
    // about 2.5 MiB, and the rows the log's bytes keep stepping through stay in the CPU's caches.
    const used = new Uint8Array(256);
    for (let state = 1; state < count; state++) used[edge[state]!] = 1;
    let usedCount = 0;
    for (let b = 0; b < 256; b++) usedCount += used[b]!;
    const byteClasses = options.byteClasses !== false;
    const columns = !byteClasses ? 256 : usedCount === 256 ? 256 : usedCount + 1;
    const classOf = new Int32Array(256);
    for (let b = 0, next = columns === usedCount ? 0 : 1; b < 256; b++) {
      if (!byteClasses) classOf[b] = b;
      else if (used[b] !== 0) classOf[b] = next++;
    }
    const rowBytes = columns * 4;
    // An entry is the byte address of the next state's row. States where no pattern ends have rows from address 0
    // (the start state first); states where one does from `hitBit`, a power of two at or above both regions' sizes,
    // so an entry has that bit exactly when a pattern ended there.
    let plainCount = 0;
    let hits = 0;
    for (let k = 0; k < count; k++) {
      if (flags[k] !== 0) hits++;
      else plainCount++;
    }
    let hitBit = 1024;
    while (hitBit < Math.max(plainCount, hits) * rowBytes) hitBit *= 2;
    const address = new Int32Array(count);
    let plain = 0;
    hits = 0;
    for (let k = 0; k < count; k++) {
      const state = order[k]!;
      address[state] = flags[state] !== 0 ? hitBit + rowBytes * hits++ : rowBytes * plain++;
    }
    const tableBytes = hitBit + hits * rowBytes;
    const lanes = options.wasm === false || patterns.some((p) => p.includes('\n')) ? null : laneMemory(tableBytes);
    const delta = lanes ? new Int32Array(lanes.memory.buffer, 0, tableBytes >> 2) : new Int32Array(tableBytes >> 2);
    // A state's row is its failure state's row (written before it in BFS order) with its own edges over it.
    for (let k = 0; k < count; k++) {
      const state = order[k]!;
      const base = address[state]! >> 2;
      if (state !== 0) {
        const from = address[fail[state]!]! >> 2;
        delta.copyWithin(base, from, from + columns);
      }
      for (let child = firstChild[state]!; child >= 0; child = nextSibling[child]!) {
        delta[base + classOf[edge[child]!]!] = address[child]!;
      }
    }
    // A hit state's index j (its row is the j-th from `hitBit`) keys its flags, its patterns and its kept hits.
    this.hitFlags = new Uint8Array(hits);
    this.outputStart = new Int32Array(hits + 1);
    let total = 0;
    for (let k = 0; k < count; k++) {
      const state = order[k]!;
      if (flags[state] === 0) continue;
      this.hitFlags[(address[state]! - hitBit) / rowBytes] = flags[state]!;
      total += own[state]!.length;
    }
    this.outputs = new Int32Array(total);
    total = 0;
    for (let k = 0; k < count; k++) {
      const state = order[k]!;
      if (flags[state] === 0) continue;
      this.outputStart[(address[state]! - hitBit) / rowBytes] = total;
      this.outputs.set(own[state]!, total);
      total += own[state]!.length;
    }
    this.outputStart[hits] = total;
    this.delta = delta;
    this.classOf = classOf;
    this.rowBytes = rowBytes;
    this.hitBit = hitBit;
    this.lanes = lanes;
    if (lanes) {
      // The lane loop reads a byte's column as its offset in a row: the class times 4, one 32-bit word per byte.
      for (let b = 0; b < 256; b++) lanes.classes[b] = classOf[b]! * 4;
    }
  }

  /** A collection of a scan's hits that keeps the first and last {@link KEPT_HITS} of each end state (bounded). */
  keptHits(): Hits {
    return new Hits(this.hitFlags.length, this.hitBit, this.rowBytes);
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

  /**
   * Lends two buffers of `size` bytes (at most 4 MiB) inside the lanes' WebAssembly memory, to read a log into: a
   * window read into one is scanned in place instead of being copied in. Null without lanes, or while they are lent
   * (a scanner is shared by analyses that may overlap); `release` gives them back.
   */
  readBuffers(size: number): { buffers: [Buffer, Buffer]; release: () => void } | null {
    const lanes = this.lanes;
    if (lanes === null || size > WINDOW || this.lent) return null;
    this.lent = true;
    const at = lanes.windowAt + WINDOW;
    return {
      buffers: [Buffer.from(lanes.memory.buffer, at, size), Buffer.from(lanes.memory.buffer, at + WINDOW, size)],
      release: () => {
        this.lent = false;
      },
    };
  }

  private lent = false;

  /**
   * Records in `index` the line starts after the line feeds of `bytes` (whose byte 0 is the log's byte `base`) with
   * the lanes' SIMD search, as `index.add(bytes, 0, bytes.length, base)` would: only for bytes in the lanes' memory
   * (read there through {@link readBuffers}); false, having done nothing, for others or without SIMD.
   */
  indexLines(bytes: Buffer, base: number, index: LineStartIndex): boolean {
    const lanes = this.lanes;
    if (lanes === null || lanes.lineFeeds === null || bytes.buffer !== lanes.memory.buffer) return false;
    const { lineFeeds, found } = lanes;
    const from = bytes.byteOffset;
    const to = from + bytes.length;
    // Word k of `found` is then the log offset after the line feed at address `a`: a - from + base + 1.
    const adjust = base - from + 1;
    for (let at = from; at < to; at += LINE_FEED_SLICE) {
      const count = lineFeeds(at, Math.min(to, at + LINE_FEED_SLICE), found.byteOffset, adjust);
      if (count > 0) index.addStarts(found, count);
    }
    return true;
  }

  /** Whether lines can be scanned in any grouping (in lanes): false when a pattern holds a line feed. */
  get restartsAtLineStarts(): boolean {
    return this.lanes !== null;
  }

  /**
   * Scans `view[from, to)`, which starts at a line start (state 0) and ends at one (after a line feed, or at the end
   * of the log), appending its hits to `out`.
   */
  scanRegion(view: Uint8Array, from: number, to: number, out: Hits, base = 0): void {
    // `view[i]` is the log's byte `base + i`; the hits are log offsets.
    if (this.lanes === null) {
      scanOne(this.delta, this.classOf, this.hitBit, view, from, to, 0, -base, out);
      return;
    }
    const bytes = Buffer.from(view.buffer, view.byteOffset, view.byteLength);
    let at = from;
    while (at < to) {
      // A window ends at the last line start in it; a line longer than a window is stepped alone.
      let end = to;
      let whole = to - at <= WINDOW;
      if (!whole) {
        const cut = bytes.subarray(at, at + WINDOW).lastIndexOf(0x0a);
        whole = cut >= 0;
        if (whole) end = at + cut + 1;
        else {
          const nl = bytes.subarray(0, to).indexOf(0x0a, at + WINDOW);
          end = nl >= 0 ? nl + 1 : to;
        }
      }
      if (!whole || end - at < LANES * MIN_LANE_BYTES)
        scanOne(this.delta, this.classOf, this.hitBit, view, at, end, 0, -base, out);
      else this.scanWindow(view, bytes, at, end, out, base);
      at = end;
    }
  }

  /**
   * Steps the automaton from `state` over `view[from, to)` (the log's bytes from `base + from`) in one lane,
   * appending hits to `out`; returns the state at `to`. Continues a line a window cut in two.
   */
  scanPart(view: Uint8Array, from: number, to: number, state: number, out: Hits, base: number): number {
    return scanOne(this.delta, this.classOf, this.hitBit, view, from, to, state, -base, out);
  }

  /** Copies `view[from, to)` into the lanes' window, cuts it at line starts near each quarter and scans the four. */
  private scanWindow(view: Uint8Array, bytes: Buffer, from: number, to: number, merged: Hits, base: number): void {
    const { scan, memory, windowAt, scratch, outputs } = this.lanes!;
    // Bytes read straight into the lanes' memory (readBuffers) are scanned where they are; others are copied in.
    const direct = view.buffer === memory.buffer;
    if (!direct) memory.set(view.subarray(from, to), windowAt);
    const bounds = [from];
    const window = bytes.subarray(0, to);
    for (let k = 1; k < LANES; k++) {
      // The first line start at or after the quarter mark (the lanes only need to start at line starts).
      const mark = from + Math.floor(((to - from) * k) / LANES);
      const nl = window.indexOf(0x0a, mark - 1);
      bounds.push(Math.max(bounds[k - 1]!, nl >= 0 ? nl + 1 : to));
    }
    bounds.push(to);
    // Lane i reads window address heads[i]; the log position is that minus `shift`.
    const shift = (direct ? view.byteOffset : windowAt - from) - base;
    const heads = bounds.slice(0, LANES).map((bound) => bound + shift + base);
    let left = to - bounds[LANES - 1]!;
    for (let lane = 0; lane + 1 < LANES; lane++) left = Math.min(left, bounds[lane + 1]! - bounds[lane]!);
    scratch.fill(0, 0, SCRATCH_CLASSES);
    for (let lane = 0; lane < LANES; lane++) {
      scratch[SCRATCH_OUTPUTS * LANES + lane] = outputs.byteOffset + lane * LANE_OUTPUT_BYTES;
    }
    const hitBit = this.hitBit;
    // The loop writes each lane's hits to its own area; areas filled before the end are emptied into `spilled`.
    let spilled: Hits[] | null = null;
    while (left > 0) {
      for (let lane = 0; lane < LANES; lane++) scratch[SCRATCH_HEADS * LANES + lane] = heads[lane]!;
      const stepped = scan(left, hitBit, scratch.byteOffset, LANE_OUTPUT_BYTES);
      for (let lane = 0; lane < LANES; lane++) heads[lane] = heads[lane]! + stepped;
      left -= stepped;
      if (left > 0) {
        spilled ??= Array.from({ length: LANES }, () => new Hits());
        for (let lane = 0; lane < LANES; lane++) this.takeOutput(lane, shift, spilled[lane]!);
      }
    }
    // Lanes cover ascending parts of the window: each lane's hits, then its rest stepped alone, in lane order.
    for (let lane = 0; lane < LANES; lane++) {
      if (spilled !== null) merged.append(spilled[lane]!);
      this.takeOutput(lane, shift, merged);
      scanOne(
        this.delta,
        this.classOf,
        hitBit,
        memory,
        heads[lane]!,
        bounds[lane + 1]! + shift + base,
        scratch[SCRATCH_STATES * LANES + lane]!,
        shift,
        merged,
      );
    }
  }

  /** Appends the hits in lane `lane`'s output area to `out` (window address minus `shift`: log offsets) and empties it. */
  private takeOutput(lane: number, shift: number, out: Hits): void {
    const { scratch, outputs } = this.lanes!;
    const words = scratch[SCRATCH_COUNTS * LANES + lane]! >> 2;
    const first = (lane * LANE_OUTPUT_BYTES) >> 2;
    for (let w = first; w < first + words; w += 2) out.push(outputs[w]! - shift, outputs[w + 1]!);
    scratch[SCRATCH_COUNTS * LANES + lane] = 0;
  }

  /** Groups the hits by line (typed arrays grown by doubling: a log of a million hit lines leaves no boxed numbers). */
  byLine(all: Hits, starts: LineIndex): LineScan {
    const hits = all.kept();
    let hitLines: Int32Array = new Int32Array(64);
    let hitFlags = new Uint8Array(64);
    let hitPatternStart: Int32Array = new Int32Array(65);
    let hitPatterns: Int32Array = new Int32Array(64);
    let lines = 0;
    let patterns = 0;
    let line = 0;
    // The patterns of the current line: `hitPatterns[hitPatternStart[lines - 1], patterns)`, kept ascending, distinct.
    let lineFrom = 0;
    const lineCount = starts.length;
    // A dense index is walked along the ascending hits; a sparse one is asked per hit.
    const dense = starts.dense;
    for (let h = 0; h < hits.length; h++) {
      const position = hits.positions[h]!;
      const j = (hits.entries[h]! - this.hitBit) / this.rowBytes;
      if (dense !== null) {
        // A few lines are stepped; past them (hit lines are far apart on most logs) the line is found by bisection.
        for (let k = 0; line + 1 < lineCount && dense[line + 1]! <= position; k++) {
          if (k === 8) {
            line = lastAtOrBefore(dense, line, lineCount, position);
            break;
          }
          line++;
        }
      } else line = starts.lineAt(position);
      if (lines === 0 || hitLines[lines - 1] !== line) {
        if (lines === hitLines.length) {
          hitLines = grow(hitLines, lines * 2);
          const flags = new Uint8Array(lines * 2);
          flags.set(hitFlags);
          hitFlags = flags;
          hitPatternStart = grow(hitPatternStart, lines * 2 + 1);
        }
        hitLines[lines] = line;
        hitFlags[lines] = 0;
        hitPatternStart[lines] = patterns;
        lines++;
        lineFrom = patterns;
      }
      hitFlags[lines - 1] = hitFlags[lines - 1]! | this.hitFlags[j]!;
      for (let o = this.outputStart[j]!; o < this.outputStart[j + 1]!; o++) {
        const value = this.outputs[o]!;
        let at = patterns;
        while (at > lineFrom && hitPatterns[at - 1]! > value) at--;
        if (at > lineFrom && hitPatterns[at - 1] === value) continue;
        if (patterns === hitPatterns.length) hitPatterns = grow(hitPatterns, patterns * 2);
        hitPatterns.copyWithin(at + 1, at, patterns);
        hitPatterns[at] = value;
        patterns++;
      }
    }
    hitPatternStart[lines] = patterns;
    return {
      starts,
      hitLines: hitLines.slice(0, lines),
      hitFlags: hitFlags.slice(0, lines),
      hitPatternStart: hitPatternStart.slice(0, lines + 1),
      hitPatterns: hitPatterns.slice(0, patterns),
      summarised: all.summarised,
    };
  }
}

/** A copy of `values` in a new array of `length` entries. */
function grow(values: Int32Array, length: number): Int32Array {
  const grown = new Int32Array(length);
  grown.set(values.subarray(0, Math.min(values.length, length)));
  return grown;
}

/**
 * The lane loop bound to its memory: the table, then its scratch words at `scratch`, then the window at `windowAt`,
 * then two read buffers, the line starts found and the lanes' output areas.
 */
interface Lanes {
  scan: LaneScan;
  memory: Uint8Array;
  windowAt: number;
  scratch: Int32Array;
  /** Each byte value's offset in a row (its class times 4), read by the lane loop. */
  classes: Int32Array;
  /** The SIMD line-feed search over the same memory (null without WebAssembly SIMD), writing to `found`. */
  lineFeeds: LineFeeds | null;
  found: Int32Array;
  /** The lanes' output areas ({@link LANE_OUTPUT_BYTES} each, one after the other): hits as address, state words. */
  outputs: Int32Array;
}

/** Bytes of a lane's output area: 8,192 hits before the loop returns to have the areas emptied. */
const LANE_OUTPUT_BYTES = 64 * 1024;

/** Bytes searched for line feeds per call of `lineFeeds`: its output area holds a word per byte. */
const LINE_FEED_SLICE = 64 * 1024;

/**
 * A WebAssembly memory holding a table of `tableBytes`, then the scratch words and the byte classes, then the window,
 * with the lane loop bound to it; null where WebAssembly is missing or refuses (the scanner then steps one JavaScript
 * lane).
 */
function laneMemory(tableBytes: number): Lanes | null {
  const classesAt = tableBytes + 4 * SCRATCH_WORDS;
  // The window and the read buffers after it start on a page.
  const windowAt = Math.ceil((classesAt + 1024) / 4096) * 4096;
  // The window bytes are copied into, then the two read buffers (readBuffers), then the line starts found, then the
  // lanes' output areas.
  const foundAt = windowAt + 3 * WINDOW;
  const outputsAt = foundAt + 4 * LINE_FEED_SLICE;
  const instance = laneScanInstance(outputsAt + LANES * LANE_OUTPUT_BYTES);
  if (!instance) return null;
  const scratch = new Int32Array(instance.buffer, tableBytes, SCRATCH_WORDS);
  scratch[SCRATCH_CLASSES] = classesAt;
  return {
    scan: instance.scan,
    memory: new Uint8Array(instance.buffer),
    windowAt,
    scratch,
    classes: new Int32Array(instance.buffer, classesAt, 256),
    lineFeeds: instance.lineFeeds,
    found: new Int32Array(instance.buffer, foundAt, LINE_FEED_SLICE),
    outputs: new Int32Array(instance.buffer, outputsAt, (LANES * LANE_OUTPUT_BYTES) >> 2),
  };
}

/** Hits kept per automaton end state at the start of a log, and again at its end (KEPT_HITS each). */
export const KEPT_HITS = 4096;

/**
 * Byte positions where a pattern ends, with the automaton entry there (the state). A kept collection (`states` given:
 * the number of state ids) holds at most the first and the last {@link KEPT_HITS} hits of each end state — which
 * stands for the patterns ending there — and counts the ones between in `summarised`: a log where every line holds a
 * trigger costs a bounded number of hits, not 8 bytes a line. The lanes' own collections keep every hit (one window).
 */
export class Hits {
  positions = new Int32Array(64);
  entries = new Int32Array(64);
  length = 0;
  /** Hits left out between the kept first and last ones of their state. */
  summarised = 0;
  /** Kept collections: hits seen per hit state (see the constructor). */
  private readonly seen: Int32Array | null;
  /**
   * Per state id past its first KEPT_HITS: a ring of its latest hits (position, entry pairs) and its next slot, in an
   * array indexed by state id (a hit past the cap costs no map lookup), with the ids that have one in `tailOrder`.
   */
  private readonly tails: Array<{ ring: Int32Array; next: number; filled: number } | undefined> | null;
  private readonly tailOrder: number[] = [];

  /**
   * A kept collection is keyed by hit state: `states` of them, the one of entry `e` being `(e - hitBit) / rowBytes`
   * (see {@link TriggerScanner}); without `states`, every hit is kept.
   */
  constructor(
    states?: number,
    private readonly hitBit = 0,
    private readonly rowBytes = 1,
  ) {
    this.seen = states === undefined ? null : new Int32Array(states);
    this.tails = states === undefined ? null : new Array<undefined>(states).fill(undefined);
  }

  push(position: number, entry: number): void {
    const seen = this.seen;
    if (seen !== null) {
      const state = (entry - this.hitBit) / this.rowBytes;
      const count = seen[state]!;
      if (count >= KEPT_HITS) {
        let tail = this.tails![state];
        if (tail === undefined) {
          this.tails![state] = tail = { ring: new Int32Array(2 * KEPT_HITS), next: 0, filled: 0 };
          this.tailOrder.push(state);
        }
        if (tail.filled === KEPT_HITS) this.summarised++;
        else tail.filled++;
        tail.ring[2 * tail.next] = position;
        tail.ring[2 * tail.next + 1] = entry;
        tail.next = (tail.next + 1) % KEPT_HITS;
        return;
      }
      seen[state] = count + 1;
    }
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

  /** Every kept hit, ascending by position: the first ones, then the rings of the latest ones merged in. */
  kept(): { positions: Int32Array; entries: Int32Array; length: number } {
    const tails = this.tails;
    if (tails === null || this.tailOrder.length === 0) return this;
    let length = this.length;
    for (const state of this.tailOrder) length += tails[state]!.filled;
    let positions = new Int32Array(length);
    let entries = new Int32Array(length);
    positions.set(this.positions.subarray(0, this.length));
    entries.set(this.entries.subarray(0, this.length));
    // Each part is ascending (hits are pushed in log order, a ring read from its oldest): the runs are merged pairwise,
    // not sorted through a comparator (which cost 50 ms on a 100 MiB log of repeated real lines).
    const runs = [0, this.length];
    let at = this.length;
    for (const state of this.tailOrder) {
      const tail = tails[state]!;
      const first = tail.filled === KEPT_HITS ? tail.next : 0;
      for (let k = 0; k < tail.filled; k++) {
        const slot = (first + k) % KEPT_HITS;
        positions[at] = tail.ring[2 * slot]!;
        entries[at++] = tail.ring[2 * slot + 1]!;
      }
      runs.push(at);
    }
    let spare = { positions: new Int32Array(length), entries: new Int32Array(length) };
    let bounds = runs;
    while (bounds.length > 2) {
      const next = [0];
      for (let r = 0; r + 1 < bounds.length; r += 2) {
        const end = r + 2 < bounds.length ? bounds[r + 2]! : bounds[r + 1]!;
        mergeRuns(positions, entries, bounds[r]!, bounds[r + 1]!, end, spare.positions, spare.entries);
        next.push(end);
      }
      const done = { positions: spare.positions, entries: spare.entries };
      spare = { positions, entries };
      positions = done.positions;
      entries = done.entries;
      bounds = next;
    }
    return { positions, entries, length };
  }
}

/**
 * Merges the ascending runs `positions[from, middle)` and `[middle, end)` (with their entries) into `outPositions` and
 * `outEntries` at `[from, end)`. Positions are distinct (one state per byte of one scan).
 */
function mergeRuns(
  positions: Int32Array,
  entries: Int32Array,
  from: number,
  middle: number,
  end: number,
  outPositions: Int32Array,
  outEntries: Int32Array,
): void {
  let a = from;
  let b = middle;
  let out = from;
  while (a < middle && b < end) {
    if (positions[a]! < positions[b]!) {
      outPositions[out] = positions[a]!;
      outEntries[out++] = entries[a++]!;
    } else {
      outPositions[out] = positions[b]!;
      outEntries[out++] = entries[b++]!;
    }
  }
  for (; a < middle; a++, out++) {
    outPositions[out] = positions[a]!;
    outEntries[out] = entries[a]!;
  }
  for (; b < end; b++, out++) {
    outPositions[out] = positions[b]!;
    outEntries[out] = entries[b]!;
  }
}

/**
 * Steps the automaton over `view[from..to)` from `state`, recording hits at their position minus `shift`;
 * returns the state at `to`.
 */
function scanOne(
  d: Int32Array,
  classOf: Int32Array,
  hitBit: number,
  view: Uint8Array,
  from: number,
  to: number,
  state: number,
  shift: number,
  hits: Hits,
): number {
  let s = state;
  for (let i = from; i < to; i++) {
    s = d[(s >>> 2) + classOf[view[i]!]!]!;
    if ((s & hitBit) !== 0) hits.push(i - shift, s);
  }
  return s;
}

/** A {@link TriggerScanner} pass over bytes that are still arriving; see {@link TriggerScanner.begin}. */
export class LineScanInProgress {
  private readonly view: Uint8Array;
  private readonly index: LineStartIndex;
  private readonly hits: Hits;
  /** Bytes before this (a line start) are scanned and indexed. */
  private scanned = 0;

  constructor(
    private readonly scanner: TriggerScanner,
    private readonly bytes: Buffer,
  ) {
    // A plain Uint8Array view: indexed loads on it optimise better than on a Buffer subclass.
    this.view = new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    this.index = new LineStartIndex(bytes.length);
    this.hits = scanner.keptHits();
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
    return this.scanner.byLine(this.hits, this.index.finish(size, this.bytes));
  }

  private scanTo(to: number): void {
    this.index.add(this.bytes, this.scanned, to);
    this.scanner.scanRegion(this.view, this.scanned, to, this.hits);
    this.scanned = to;
  }
}

/**
 * A {@link TriggerScanner} pass over a log read window after window into reused buffers (logSource.ts): each
 * window's bytes follow the last ones, and a line a window cuts in two is continued in the next. The result is
 * the same as {@link TriggerScanner.scanLines} of all the bytes at once.
 */
export class WindowedLineScan {
  private readonly index: LineStartIndex;
  private readonly hits: Hits;
  /** The automaton's state at the end of the bytes so far (0 at a line start, and wherever no pattern began). */
  private state = 0;
  private size = 0;

  constructor(
    private readonly scanner: TriggerScanner,
    expectedBytes: number,
  ) {
    this.index = new LineStartIndex(expectedBytes);
    this.hits = scanner.keptHits();
  }

  /** Scans `window[0, length)`, the log's next bytes. */
  add(window: Buffer, length: number): void {
    const base = this.size;
    const bytes = window.subarray(0, length);
    const view = new Uint8Array(window.buffer, window.byteOffset, length);
    if (!this.scanner.indexLines(bytes, base, this.index)) this.index.add(bytes, 0, length, base);
    if (!this.scanner.restartsAtLineStarts) {
      this.state = this.scanner.scanPart(view, 0, length, this.state, this.hits, base);
    } else {
      let from = 0;
      if (this.state !== 0) {
        // The rest of the line the last window cut: stepped on from its state (0 again after its line feed).
        const nl = bytes.indexOf(0x0a);
        from = nl >= 0 ? nl + 1 : length;
        this.state = this.scanner.scanPart(view, 0, from, this.state, this.hits, base);
      }
      if (from < length) {
        const cut = bytes.lastIndexOf(0x0a);
        const whole = cut >= from ? cut + 1 : from;
        if (whole > from) this.scanner.scanRegion(view, from, whole, this.hits, base);
        this.state = whole < length ? this.scanner.scanPart(view, whole, length, 0, this.hits, base) : 0;
      }
    }
    this.size += length;
  }

  /** The scan of every byte added, which are `bytes` (read again for the starts a sparse line index leaves out). */
  finish(bytes: LogBytes): LineScan {
    return this.scanner.byLine(this.hits, this.index.finish(this.size, bytes));
  }
}
