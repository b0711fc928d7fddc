import type { ContentIndex } from './contentIndex';

export type SearchKind = 'item' | 'block' | 'fluid' | 'tag' | 'recipe';
export const SEARCH_KINDS: readonly SearchKind[] = ['item', 'block', 'fluid', 'tag', 'recipe'];

/** One thing the search can find. `detail` is the registry of a tag or the type of a recipe. */
export interface SearchEntry {
  kind: SearchKind;
  id: string;
  name: string | null;
  names: Record<string, string>;
  mod: string | null;
  detail: string | null;
}

export interface SearchHit {
  entry: SearchEntry;
  /** Lower is better (see {@link ContentSearch.search}). */
  score: number;
}

/**
 * Search over a content index by id, name in any language or mod, built once per index: each entry's text is
 * lower-cased into one haystack string, and posting lists of its character pairs (and of its word starts) say which
 * entries can hold a query at all, so a keystroke checks only those (or, when it extends the previous query, the
 * previous matches). test/unit/contentSearch.test.ts holds 50,000 ids to 50 ms per keystroke.
 */
export class ContentSearch {
  readonly entries: SearchEntry[] = [];
  private haystacks: string[] = [];
  private lowerIds: string[] = [];
  private paths: string[] = [];
  private lowerNames: string[][] = [];
  private last: { query: string; kinds: string; matches: number[] } | null = null;
  /** Entries (in tie-break order) whose haystack holds each two-character pair, keyed `c1 * 65536 + c2`. */
  private readonly pairs = new Map<number, number[]>();
  /** Entries (in tie-break order) with a word of the id's path or a name starting with each 1- or 2-character prefix. */
  private readonly starts = new Map<string, number[]>();

  constructor(index: ContentIndex) {
    const all: SearchEntry[] = [];
    for (const kind of ['item', 'block', 'fluid'] as const) {
      const list = kind === 'item' ? index.items : kind === 'block' ? index.blocks : index.fluids;
      for (const e of list) all.push({ kind, id: e.id, name: e.name, names: e.names, mod: e.mod, detail: null });
    }
    const owners = new Map(index.namespaces.map((n) => [n.id, n.mod]));
    for (const t of index.tags) {
      const ns = t.id.slice(0, t.id.indexOf(':'));
      all.push({ kind: 'tag', id: t.id, name: null, names: {}, mod: owners.get(ns) ?? null, detail: t.registry });
    }
    for (const r of index.recipes) {
      const ns = r.id.slice(0, r.id.indexOf(':'));
      all.push({ kind: 'recipe', id: r.id, name: null, names: {}, mod: owners.get(ns) ?? null, detail: r.type });
    }
    // Entries are kept in tie-break order (shorter id, then id), so a scan meets equal scores in their final order
    // and results need no sort: each score level keeps its first `limit` matches.
    all.sort((a, b) => a.id.length - b.id.length || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    for (const entry of all) {
      this.entries.push(entry);
      const names = Object.values(entry.names).map((n) => n.toLowerCase());
      const id = entry.id.toLowerCase();
      this.lowerIds.push(id);
      this.lowerNames.push([...new Set(names)]);
      this.paths.push(id.slice(id.indexOf(':') + 1));
      const hay = `${id}\u0001${names.join('\u0001')}\u0001${(entry.mod ?? '').toLowerCase()}\u0001${(entry.detail ?? '').toLowerCase()}`;
      this.haystacks.push(hay);
      const i = this.entries.length - 1;
      for (let k = 0; k + 1 < hay.length; k++) post(this.pairs, hay.charCodeAt(k) * 65536 + hay.charCodeAt(k + 1), i);
      for (const text of [this.paths[i]!, ...names]) {
        for (let k = 0; k < text.length; k++) {
          if (k === 0 || SEPARATORS.has(text.charCodeAt(k - 1)) || text.charCodeAt(k) > 0x2e7f) {
            post(this.starts, text.charAt(k), i);
            if (k + 1 < text.length) post(this.starts, text.slice(k, k + 2), i);
          }
        }
      }
    }
  }

  /**
   * The entries that can match `words` (see {@link search}): the shortest posting list of the words' character pairs,
   * narrowed to the last query's matches when this one extends it.
   */
  private candidates(q: string, words: readonly string[], kindKey: string): readonly number[] | null {
    let best: readonly number[] | null = null;
    for (const w of words) {
      for (let k = 0; k + 1 < w.length; k++) {
        const list = this.pairs.get(w.charCodeAt(k) * 65536 + w.charCodeAt(k + 1)) ?? [];
        if (best === null || list.length < best.length) best = list;
      }
    }
    const last = this.last;
    if (last !== null && last.kinds === kindKey && q.startsWith(last.query) && last.query.length > 2) {
      if (best === null || last.matches.length < best.length) best = last.matches;
    }
    return best;
  }

  /**
   * Entries matching every word of `query` (id, any name, mod), best first: exact id, exact path or name, id path or
   * name starting with the query, a word starting with it, then anywhere; ties go to the shorter id. At most `limit`.
   */
  search(query: string, options: { kinds?: readonly SearchKind[]; limit?: number } = {}): SearchHit[] {
    const q = query.trim().toLowerCase().replace(/^#/, '');
    const limit = options.limit ?? 100;
    const kinds = options.kinds ?? SEARCH_KINDS;
    const kindKey = kinds.join(',');
    if (q.length === 0) return [];
    const words = q.split(/\s+/);
    if (q.length <= 2) return this.prefixSearch(q, kinds, limit);
    const candidates = this.candidates(q, words, kindKey);
    const every = kinds.length === SEARCH_KINDS.length;
    const matches: number[] = [];
    const buckets: number[][] = Array.from({ length: LEVELS }, () => []);
    const test = (i: number): void => {
      if (!every && !kinds.includes(this.entries[i]!.kind)) return;
      const hay = this.haystacks[i]!;
      for (const w of words) if (!hay.includes(w)) return;
      matches.push(i);
      const score = this.score(i, q);
      const bucket = buckets[score]!;
      if (bucket.length < limit) bucket.push(i);
    };
    if (candidates !== null) for (const i of candidates) test(i);
    else for (let i = 0; i < this.entries.length; i++) test(i);
    this.last = { query: q, kinds: kindKey, matches };
    const hits: SearchHit[] = [];
    for (let score = 0; score < LEVELS && hits.length < limit; score++) {
      for (const i of buckets[score]!) {
        if (hits.length >= limit) break;
        hits.push({ entry: this.entries[i]!, score });
      }
    }
    return hits;
  }

  /**
   * A one- or two-character query (a QuickPick's first keystrokes): the entries with a word starting with it, in
   * tie-break order, exact ids first. Substrings inside words wait for a longer query, as they say little this short.
   */
  private prefixSearch(q: string, kinds: readonly SearchKind[], limit: number): SearchHit[] {
    const list = this.starts.get(q) ?? [];
    const every = kinds.length === SEARCH_KINDS.length;
    const hits: SearchHit[] = [];
    let count = 0;
    for (const i of list) {
      if (!every && !kinds.includes(this.entries[i]!.kind)) continue;
      count++;
      if (hits.length < limit) hits.push({ entry: this.entries[i]!, score: this.paths[i] === q ? 1 : 3 });
    }
    hits.sort((a, b) => a.score - b.score);
    this.last = { query: q, kinds: kinds.join(','), matches: [] };
    this.prefixCount = count;
    return hits;
  }

  private prefixCount = 0;

  /** How many entries the last search matched before `limit` (for "N more"). */
  get lastMatchCount(): number {
    if (this.last !== null && this.last.query.length <= 2) return this.prefixCount;
    return this.last?.matches.length ?? 0;
  }

  private score(i: number, q: string): number {
    const id = this.lowerIds[i]!;
    if (id === q) return 0;
    const path = this.paths[i]!;
    if (path === q) return 1;
    const names = this.lowerNames[i]!;
    if (names.includes(q)) return 2;
    if (path.startsWith(q)) return 3;
    if (names.some((n) => n.startsWith(q))) return 4;
    if (wordStart(path, q) || names.some((n) => wordStart(n, q))) return 5;
    if (id.includes(q)) return 6;
    if (names.some((n) => n.includes(q))) return 7;
    return 8;
  }
}

/** Score levels of {@link ContentSearch.search}. */
const LEVELS = 9;
/** `_`, `/`, `.`, `:`, space and `-`: word separators in ids and names. */
const SEPARATORS = new Set([0x5f, 0x2f, 0x2e, 0x3a, 0x20, 0x2d]);

function post<K>(map: Map<K, number[]>, key: K, entry: number): void {
  const list = map.get(key);
  if (list === undefined) map.set(key, [entry]);
  else if (list[list.length - 1] !== entry) list.push(entry);
}

function wordStart(text: string, q: string): boolean {
  let at = text.indexOf(q);
  while (at > 0) {
    const before = text.charCodeAt(at - 1);
    // `_`, `/`, `.`, space and `-` separate words in ids and names.
    if (before === 0x5f || before === 0x2f || before === 0x2e || before === 0x20 || before === 0x2d) return true;
    at = text.indexOf(q, at + 1);
  }
  return at === 0;
}
