/**
 * Finds many literal byte patterns in one pass (an Aho–Corasick automaton compiled to a full DFA over
 * bytes). A regex alternation of 150 literals costs several times more on a 50 MB log; this costs one
 * table lookup per byte. Each pattern carries flags (1, 2 or 4, ORed) so callers can tell kinds of patterns apart.
 */
export class TriggerScanner {
  private readonly delta: Int32Array;

  /** `patterns` are byte strings (Latin-1 strings whose char codes are the bytes); `flags[i]` is ORed into hits. */
  constructor(patterns: readonly string[], patternFlags: readonly number[]) {
    let capacity = 1;
    for (const p of patterns) capacity += p.length;
    // The trie is built directly in the transition table (-1 = no edge), then completed into a DFA.
    const delta = new Int32Array(capacity * 256).fill(-1);
    const flags = new Uint8Array(capacity);
    let count = 1;
    patterns.forEach((pattern, index) => {
      let state = 0;
      for (let i = 0; i < pattern.length; i++) {
        const slot = state * 256 + (pattern.charCodeAt(i) & 0xff);
        let to = delta[slot]!;
        if (to < 0) {
          to = count++;
          delta[slot] = to;
        }
        state = to;
      }
      if (pattern.length > 0) flags[state] = flags[state]! | (patternFlags[index] ?? 1);
    });
    const fail = new Int32Array(count);
    const queue = new Int32Array(count);
    let tail = 0;
    for (let c = 0; c < 256; c++) {
      const to = delta[c]!;
      if (to < 0) delta[c] = 0;
      else queue[tail++] = to;
    }
    for (let head = 0; head < tail; head++) {
      const state = queue[head]!;
      const f = fail[state]!;
      flags[state] = flags[state]! | flags[f]!;
      const base = state * 256;
      const fbase = f * 256;
      for (let c = 0; c < 256; c++) {
        const to = delta[base + c]!;
        if (to < 0) delta[base + c] = delta[fbase + c]!;
        else {
          fail[to] = delta[fbase + c]!;
          queue[tail++] = to;
        }
      }
    }
    // Each transition holds target * 8 + the target's flags, so the scan loop does one load per byte.
    const packed = new Int32Array(count * 256);
    for (let i = 0; i < count * 256; i++) {
      const to = delta[i]!;
      packed[i] = to * 8 + flags[to]!;
    }
    this.delta = packed;
  }

  /**
   * Calls `onHit(flags, end)` for every position where a pattern ends (`end` = offset just past it).
   * `onHit` may return an offset to resume from (e.g. the next line), skipping the bytes before it.
   */
  scan(bytes: Uint8Array, onHit: (flags: number, end: number) => number | void): void {
    const delta = this.delta;
    const n = bytes.length;
    let packed = 0;
    for (let i = 0; i < n; i++) {
      packed = delta[((packed >> 3) << 8) | bytes[i]!]!;
      if ((packed & 7) !== 0) {
        const resume = onHit(packed & 7, i + 1);
        if (typeof resume === 'number' && resume > i + 1) {
          i = resume - 1;
          packed = 0;
        }
      }
    }
  }
}
