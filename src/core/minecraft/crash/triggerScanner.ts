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
   * One pass that both indexes line starts and finds the lines holding a pattern: returns every line
   * start (byte offsets; a trailing newline starts no line) and, per line with a hit, its index and ORed
   * flags, in order. Rules then read lines in any direction with the index complete.
   */
  scanLines(bytes: Uint8Array): { starts: Int32Array; hitLines: Int32Array; hitFlags: Uint8Array } {
    const delta = this.delta;
    const n = bytes.length;
    let starts = new Int32Array(Math.max(1024, (n >> 6) + 1));
    let lines = 1;
    let hitLines = new Int32Array(64);
    let hitFlags = new Uint8Array(64);
    let hits = 0;
    let packed = 0;
    for (let i = 0; i < n; i++) {
      const b = bytes[i]!;
      if (b === 0x0a) {
        if (lines === starts.length) {
          const grown = new Int32Array(starts.length * 2);
          grown.set(starts);
          starts = grown;
        }
        starts[lines++] = i + 1;
      }
      packed = delta[((packed >> 3) << 8) | b]!;
      if ((packed & 7) !== 0) {
        const line = lines - 1;
        if (hits > 0 && hitLines[hits - 1] === line) hitFlags[hits - 1] = hitFlags[hits - 1]! | (packed & 7);
        else {
          if (hits === hitLines.length) {
            const grownLines = new Int32Array(hits * 2);
            grownLines.set(hitLines);
            hitLines = grownLines;
            const grownFlags = new Uint8Array(hits * 2);
            grownFlags.set(hitFlags);
            hitFlags = grownFlags;
          }
          hitLines[hits] = line;
          hitFlags[hits] = packed & 7;
          hits++;
        }
      }
    }
    if (n > 0 && bytes[n - 1] === 0x0a) lines--;
    return {
      starts: starts.slice(0, Math.max(1, lines)),
      hitLines: hitLines.slice(0, hits),
      hitFlags: hitFlags.slice(0, hits),
    };
  }
}
