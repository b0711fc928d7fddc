/**
 * The user's export exclusions: Prism's `<instance>/.packignore` and packwiz's `.packwizignore`, read with the
 * gitignore rules both use in practice — `#` comments, `!` re-includes, a trailing `/` matches folders only, a
 * leading or inner `/` anchors to the game folder, `*`, `?` and `**`. Prism writes game-folder paths prefixed
 * with `minecraft/` or `.minecraft/` in some versions; that prefix is dropped.
 */
export interface PackIgnore {
  /** True when `relativePath` (`/`-separated, relative to the game folder) is excluded. */
  ignores(relativePath: string, isDirectory: boolean): boolean;
}

interface Rule {
  glob: GlobMatcher;
  negate: boolean;
  directoryOnly: boolean;
}

export function parsePackIgnore(text: string): PackIgnore {
  const parsed: Array<{ key: string; line: string; anchored: boolean; negate: boolean; directoryOnly: boolean }> = [];
  const rules: Rule[] = [];
  for (const rawLine of text.replace(/^\uFEFF/, '').split(/\r?\n/)) {
    let line = rawLine.replace(/(?<!\\)\s+$/, '');
    // Every rule is honoured, however long and however many (the matcher is linear in both): a rule dropped silently
    // would ship a file the author excluded. The file itself is bounded by the caller's read limit.
    if (line === '' || line.startsWith('#')) continue;
    let negate = false;
    if (line.startsWith('!')) {
      negate = true;
      line = line.slice(1);
    }
    line = line.replace(/^\\/, '').replace(/^(\.?minecraft)\//, '');
    const directoryOnly = line.endsWith('/');
    if (directoryOnly) line = line.replace(/\/+$/, '');
    if (line === '') continue;
    const anchored = line.startsWith('/') || line.includes('/');
    line = line.replace(/^\/+/, '');
    parsed.push({
      key: `${negate ? '!' : ''}${directoryOnly ? 'd' : 'f'}${anchored ? 'a' : 'u'}${line}`,
      line,
      anchored,
      negate,
      directoryOnly,
    });
  }
  // A rule repeated later decides everything its earlier copies would (the last matching rule wins), so only the last
  // copy is kept: a file of thousands of repeated lines costs what one line does, and no verdict changes.
  const later = new Set<string>();
  for (let i = parsed.length - 1; i >= 0; i--) {
    const rule = parsed[i] as (typeof parsed)[number];
    if (later.has(rule.key)) continue;
    later.add(rule.key);
    rules.push({ glob: compileGlob(rule.line, rule.anchored), negate: rule.negate, directoryOnly: rule.directoryOnly });
  }
  rules.reverse();
  return {
    ignores(relativePath, isDirectory) {
      // A path is excluded when it, or any folder above it, is excluded (gitignore cannot re-include under an
      // excluded folder). Each rule reads the path once and answers for every folder prefix on the way; a rule whose
      // longest literal run is not in the path cannot match any prefix of it and is not run at all.
      const ends: number[] = [];
      for (let i = relativePath.indexOf('/'); i >= 0; i = relativePath.indexOf('/', i + 1)) ends.push(i);
      ends.push(relativePath.length);
      const lower = relativePath.toLowerCase();
      const verdicts = rules.map((rule) =>
        lower.includes(rule.glob.literal) ? rule.glob.prefixes(relativePath, ends) : undefined,
      );
      for (let k = 0; k < ends.length; k++) {
        const dir = k < ends.length - 1 || isDirectory;
        let ignored = false;
        rules.forEach((rule, r) => {
          if (rule.directoryOnly && !dir) return;
          if (verdicts[r]?.[k] === true) ignored = !rule.negate;
        });
        if (ignored) return true;
      }
      return false;
    },
  };
}

export interface GlobMatcher {
  (candidate: string): boolean;
  /** For each length in `ends` (ascending), whether the candidate's prefix of that length matches; one pass. */
  prefixes(candidate: string, ends: readonly number[]): boolean[];
  /** The pattern's longest run of literal characters, lower-cased: a candidate without it matches at no prefix. */
  literal: string;
}

/** `*` (no `/`), `**` (anything), `**` before `/` (zero or more whole folders), `?` (one character but `/`), a literal. */
type Token = { kind: 'star' | 'globstar' | 'folders' | 'one' } | { kind: 'char'; char: string };

/**
 * Compiles a glob to a matcher that simulates all match positions at once (a Thompson NFA): time is linear in the
 * candidate's length times the pattern's, whatever the pattern. A regular expression would backtrack
 * exponentially on `*a*a*a*a*a*a*a*a*a*a*a*a*b` against a long name, and such a `.packignore` can arrive inside an
 * imported pack. Case-insensitive; an unanchored pattern may start at any folder.
 */
export function compileGlob(glob: string, anchored: boolean): GlobMatcher {
  const tokens: Token[] = anchored ? [] : [{ kind: 'folders' }];
  for (let i = 0; i < glob.length; i++) {
    const c = glob.charAt(i);
    if (c === '*') {
      if (glob.charAt(i + 1) === '*') {
        const slashAfter = glob.charAt(i + 2) === '/';
        const kind = slashAfter ? 'folders' : 'globstar';
        // `**/**/` is `**/` (zero or more folders, twice): one token keeps the live states few.
        if (tokens.at(-1)?.kind !== kind) tokens.push({ kind });
        i += slashAfter ? 2 : 1;
        // `***` is `**` followed by `*`, which adds nothing to `**`.
        if (!slashAfter) while (glob.charAt(i + 1) === '*' && glob.charAt(i + 2) !== '/') i++;
      } else if (tokens.at(-1)?.kind !== 'star') tokens.push({ kind: 'star' });
    } else if (c === '?') tokens.push({ kind: 'one' });
    else if (c === '\\' && i + 1 < glob.length) tokens.push({ kind: 'char', char: glob.charAt(++i).toLowerCase() });
    else tokens.push({ kind: 'char', char: c.toLowerCase() });
  }
  const m = tokens.length;
  // State 2p: before token p; state 2p+1: inside a `folders` token p after consuming some of it (must end on `/`).
  // The live states are kept as a list (stamped with a generation instead of clearing an array), so each character
  // costs what is alive, not the pattern's length: a path of n characters reaches at most about 2n states whatever
  // the pattern, and a 16 KiB rule costs no more per path than a short one.
  const stamp = new Uint32Array(2 * (m + 1));
  let generation = 0;
  const isSkippable = (p: number): boolean => {
    const kind = (tokens[p] as Token).kind;
    return kind === 'star' || kind === 'globstar' || kind === 'folders';
  };
  // Adds state `s` and what it reaches without reading (a star, globstar or folders token may match nothing).
  const add = (list: number[], s: number): void => {
    for (;;) {
      if (stamp[s] === generation) return;
      stamp[s] = generation;
      list.push(s);
      if (s % 2 === 1 || s === 2 * m || !isSkippable(s / 2)) return;
      s += 2;
    }
  };
  const prefixes = (candidate: string, ends: readonly number[]): boolean[] => {
    const out = ends.map(() => false);
    generation++;
    let current: number[] = [];
    add(current, 0);
    let accepting = stamp[2 * m] === generation;
    const text = candidate.toLowerCase();
    let k = 0;
    for (let i = 0; ; i++) {
      while (k < ends.length && ends[k] === i) out[k++] = accepting;
      if (i >= text.length || k >= ends.length || current.length === 0) break;
      const c = text.charAt(i);
      generation++;
      const next: number[] = [];
      for (const s of current) {
        const p = s >> 1;
        if (p >= m) continue;
        const token = tokens[p] as Token;
        const inside = s % 2 === 1;
        switch (token.kind) {
          case 'char':
            if (!inside && c === token.char) add(next, 2 * (p + 1));
            break;
          case 'one':
            if (!inside && c !== '/') add(next, 2 * (p + 1));
            break;
          case 'star':
            if (!inside && c !== '/') add(next, 2 * p);
            break;
          case 'globstar':
            if (!inside) add(next, 2 * p);
            break;
          case 'folders':
            add(next, 2 * p + 1);
            if (c === '/') add(next, 2 * (p + 1));
            break;
        }
      }
      accepting = stamp[2 * m] === generation;
      current = next;
    }
    return out;
  };
  const matcher = ((candidate: string) => prefixes(candidate, [candidate.length])[0] === true) as GlobMatcher;
  matcher.prefixes = prefixes;
  let literal = '';
  let run = '';
  for (const token of tokens) {
    run = token.kind === 'char' ? run + token.char : '';
    if (run.length > literal.length) literal = run;
  }
  matcher.literal = literal;
  return matcher;
}
