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
 * lower-cased into one haystack string up front, so a query is one `includes` per entry, and a query that extends the
 * previous one (a QuickPick keystroke) only re-checks the previous matches. 50,000 entries answer in a few
 * milliseconds (test/unit/contentSearch.test.ts holds it to 50 ms).
 */
export class ContentSearch {
  readonly entries: SearchEntry[] = [];
  private readonly haystacks: string[] = [];
  private readonly paths: string[] = [];
  private last: { query: string; kinds: string; matches: number[] } | null = null;

  constructor(index: ContentIndex) {
    const add = (entry: SearchEntry, extra = ''): void => {
      this.entries.push(entry);
      const names = Object.values(entry.names).join('\u0001');
      this.haystacks.push(`${entry.id}\u0001${names}\u0001${entry.mod ?? ''}\u0001${extra}`.toLowerCase());
      this.paths.push(entry.id.slice(entry.id.indexOf(':') + 1).toLowerCase());
    };
    for (const kind of ['item', 'block', 'fluid'] as const) {
      const list = kind === 'item' ? index.items : kind === 'block' ? index.blocks : index.fluids;
      for (const e of list) add({ kind, id: e.id, name: e.name, names: e.names, mod: e.mod, detail: null });
    }
    const owners = new Map(index.namespaces.map((n) => [n.id, n.mod]));
    for (const t of index.tags) {
      const ns = t.id.slice(0, t.id.indexOf(':'));
      add(
        { kind: 'tag', id: t.id, name: null, names: {}, mod: owners.get(ns) ?? null, detail: t.registry },
        t.registry,
      );
    }
    for (const r of index.recipes) {
      const ns = r.id.slice(0, r.id.indexOf(':'));
      add({ kind: 'recipe', id: r.id, name: null, names: {}, mod: owners.get(ns) ?? null, detail: r.type }, r.type);
    }
  }

  /**
   * Entries matching every word of `query` (id, any name, mod), best first: exact id, exact path or name, id path or
   * name starting with the query, a word starting with it, then anywhere. At most `limit` hits.
   */
  search(query: string, options: { kinds?: readonly SearchKind[]; limit?: number } = {}): SearchHit[] {
    const q = query.trim().toLowerCase().replace(/^#/, '');
    const limit = options.limit ?? 100;
    const kinds = options.kinds ?? SEARCH_KINDS;
    const kindKey = kinds.join(',');
    if (q.length === 0) return [];
    const words = q.split(/\s+/);
    // A query that extends the last one can only match a subset of the last matches.
    const candidates =
      this.last !== null && this.last.kinds === kindKey && q.startsWith(this.last.query) ? this.last.matches : null;
    const matches: number[] = [];
    const test = (i: number): void => {
      const hay = this.haystacks[i]!;
      for (const w of words) if (!hay.includes(w)) return;
      matches.push(i);
    };
    if (candidates !== null) for (const i of candidates) test(i);
    else
      for (let i = 0; i < this.entries.length; i++) {
        if (kinds.includes(this.entries[i]!.kind)) test(i);
      }
    this.last = { query: q, kinds: kindKey, matches };
    const hits: SearchHit[] = [];
    let worst = Number.POSITIVE_INFINITY;
    for (const i of matches) {
      const score = this.score(i, q);
      if (hits.length >= limit && score >= worst) continue;
      hits.push({ entry: this.entries[i]!, score });
      if (hits.length > limit * 4) {
        hits.sort(compareHits);
        hits.length = limit;
        worst = hits[limit - 1]!.score;
      }
    }
    hits.sort(compareHits);
    if (hits.length > limit) hits.length = limit;
    return hits;
  }

  /** How many entries the last search matched before `limit` (for "N more"). */
  get lastMatchCount(): number {
    return this.last?.matches.length ?? 0;
  }

  private score(i: number, q: string): number {
    const entry = this.entries[i]!;
    const id = entry.id.toLowerCase();
    const path = this.paths[i]!;
    if (id === q) return 0;
    if (path === q) return 1;
    const names = Object.values(entry.names).map((n) => n.toLowerCase());
    if (names.includes(q)) return 2;
    if (path.startsWith(q)) return 3;
    if (names.some((n) => n.startsWith(q))) return 4;
    if (wordStart(path, q) || names.some((n) => wordStart(n, q))) return 5;
    if (id.includes(q)) return 6;
    if (names.some((n) => n.includes(q))) return 7;
    return 8;
  }
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

function compareHits(a: SearchHit, b: SearchHit): number {
  if (a.score !== b.score) return a.score - b.score;
  if (a.entry.id.length !== b.entry.id.length) return a.entry.id.length - b.entry.id.length;
  return a.entry.id < b.entry.id ? -1 : a.entry.id > b.entry.id ? 1 : 0;
}
