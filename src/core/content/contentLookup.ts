import type { ContentEntry, ContentIndex, ContentKind, IdVerdict, RecipeEntry, TagEntry } from './contentIndex';

/** A `namespace:path` id: a bare path means `minecraft:` (as the game reads ids). */
export function fullId(id: string): string {
  return id.includes(':') ? id : `minecraft:${id}`;
}

function namespaceOf(id: string): string {
  const colon = id.indexOf(':');
  return colon === -1 ? 'minecraft' : id.slice(0, colon);
}

/**
 * Fast questions over a ContentIndex: what an id is, whether a tag exists, what is near a mistyped id. Built once per
 * index (maps keyed by id), so the editor, `nova check` and the agent tools ask it per literal without a scan.
 */
export class ContentLookup {
  private readonly byId = new Map<string, { kinds: ContentKind[]; entries: ContentEntry[] }>();
  private readonly tagsByKey = new Map<string, TagEntry>();
  private readonly tagsById = new Map<string, TagEntry[]>();
  private readonly namespaces = new Map<string, ContentIndex['namespaces'][number]>();
  private readonly recipesById = new Map<string, RecipeEntry[]>();
  private tagsByMember: Map<string, TagEntry[]> | null = null;
  private recipesByOutput: Map<string, RecipeEntry[]> | null = null;
  private recipesByInput: Map<string, RecipeEntry[]> | null = null;

  constructor(readonly index: ContentIndex) {
    const add = (kind: ContentKind, list: readonly ContentEntry[]): void => {
      for (const entry of list) {
        let known = this.byId.get(entry.id);
        if (known === undefined) {
          known = { kinds: [], entries: [] };
          this.byId.set(entry.id, known);
        }
        if (!known.kinds.includes(kind)) known.kinds.push(kind);
        known.entries.push(entry);
      }
    };
    add('item', index.items);
    add('block', index.blocks);
    add('fluid', index.fluids);
    for (const tag of index.tags) {
      this.tagsByKey.set(`${tag.registry} ${tag.id}`, tag);
      const same = this.tagsById.get(tag.id);
      if (same === undefined) this.tagsById.set(tag.id, [tag]);
      else same.push(tag);
    }
    for (const ns of index.namespaces) this.namespaces.set(ns.id, ns);
    for (const recipe of index.recipes) {
      const same = this.recipesById.get(recipe.id);
      if (same === undefined) this.recipesById.set(recipe.id, [recipe]);
      else same.push(recipe);
    }
  }

  /** The entries of an id (one per kind and source), empty when unknown. */
  entries(id: string): readonly ContentEntry[] {
    return this.byId.get(fullId(id))?.entries ?? [];
  }

  kinds(id: string): readonly ContentKind[] {
    return this.byId.get(fullId(id))?.kinds ?? [];
  }

  /** The tag of `registry` (`item`, `block`, …), or, without a registry, the first tag of that id in any registry. */
  tag(id: string, registry?: string): TagEntry | undefined {
    const key = fullId(id.startsWith('#') ? id.slice(1) : id);
    if (registry !== undefined) return this.tagsByKey.get(`${registry} ${key}`);
    return this.tagsById.get(key)?.[0];
  }

  recipes(id: string): readonly RecipeEntry[] {
    return this.recipesById.get(fullId(id)) ?? [];
  }

  /** The tags (of any registry, or of `registry`) whose resolved members include `id`; built on first use. */
  tagsOf(id: string, registry?: string): readonly TagEntry[] {
    if (this.tagsByMember === null) {
      this.tagsByMember = new Map();
      for (const tag of this.index.tags) {
        for (const member of tag.values) {
          const list = this.tagsByMember.get(member);
          if (list === undefined) this.tagsByMember.set(member, [tag]);
          else list.push(tag);
        }
      }
    }
    const all = this.tagsByMember.get(fullId(id)) ?? [];
    return registry === undefined ? all : all.filter((t) => t.registry === registry);
  }

  /** Recipes whose outputs include `id`; built on first use. */
  recipesMaking(id: string): readonly RecipeEntry[] {
    this.buildRecipeMaps();
    return this.recipesByOutput!.get(fullId(id)) ?? [];
  }

  /**
   * Recipes that use `id` as an input, directly or through a tag that holds it (`#tag` ids are answered directly);
   * built on first use.
   */
  recipesUsing(id: string): readonly RecipeEntry[] {
    this.buildRecipeMaps();
    if (id.startsWith('#')) return this.recipesByInput!.get(`#${fullId(id.slice(1))}`) ?? [];
    const full = fullId(id);
    const out = new Set(this.recipesByInput!.get(full) ?? []);
    for (const tag of this.tagsOf(full)) for (const r of this.recipesByInput!.get(`#${tag.id}`) ?? []) out.add(r);
    return [...out];
  }

  private buildRecipeMaps(): void {
    if (this.recipesByOutput !== null) return;
    const byOutput = new Map<string, RecipeEntry[]>();
    const byInput = new Map<string, RecipeEntry[]>();
    const put = (map: Map<string, RecipeEntry[]>, key: string, recipe: RecipeEntry): void => {
      const list = map.get(key);
      if (list === undefined) map.set(key, [recipe]);
      else if (list[list.length - 1] !== recipe) list.push(recipe);
    };
    for (const recipe of this.index.recipes) {
      for (const o of recipe.outputs) put(byOutput, o, recipe);
      for (const i of recipe.inputs) put(byInput, i, recipe);
    }
    this.recipesByOutput = byOutput;
    this.recipesByInput = byInput;
  }

  namespace(ns: string): ContentIndex['namespaces'][number] | undefined {
    return this.namespaces.get(ns);
  }

  /**
   * Whether `id` (an item, block or fluid; `kind` narrows it) exists: known, unknown with the nearest known ids,
   * an unknown namespace, or "cannot judge" in a namespace partly created at run time.
   */
  judge(id: string, kind?: ContentKind): IdVerdict {
    const full = fullId(id);
    const known = this.byId.get(full);
    if (known !== undefined && (kind === undefined || known.kinds.includes(kind))) {
      return { known: true, kinds: [...known.kinds] };
    }
    const ns = this.namespaces.get(namespaceOf(full));
    if (ns === undefined) return { known: false, reason: 'unknown-namespace' };
    if (!ns.complete) {
      return { known: false, reason: 'cannot-judge', why: ns.incompleteReason ?? 'created at run time' };
    }
    return { known: false, reason: 'unknown-id', suggestions: this.nearest(full, kind) };
  }

  /** Up to `max` known ids closest to `id` (same namespace first, then by edit distance on the path). */
  nearest(id: string, kind?: ContentKind, max = 3): string[] {
    const full = fullId(id);
    const ns = namespaceOf(full);
    const path = full.slice(ns.length + 1);
    const scored: Array<[number, string]> = [];
    const limit = Math.max(2, Math.floor(path.length / 3));
    for (const [candidate, known] of this.byId) {
      if (kind !== undefined && !known.kinds.includes(kind)) continue;
      const cns = namespaceOf(candidate);
      const cpath = candidate.slice(cns.length + 1);
      if (Math.abs(cpath.length - path.length) > limit) continue;
      const d = boundedDistance(path, cpath, limit) + (cns === ns ? 0 : 1);
      if (d <= limit) scored.push([d, candidate]);
    }
    scored.sort((a, b) => a[0] - b[0] || (a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0));
    return scored.slice(0, max).map(([, c]) => c);
  }
}

/** Levenshtein distance, or `limit + 1` as soon as it must exceed `limit` (linear in the shorter string per row). */
function boundedDistance(a: string, b: string, limit: number): number {
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      const value = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      row.push(value);
      if (value < best) best = value;
    }
    if (best > limit) return limit + 1;
    prev = row;
  }
  return prev[b.length]!;
}
