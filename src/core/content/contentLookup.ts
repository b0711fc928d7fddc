import { boundedDistance } from '../text/boundedDistance';
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
  private readonly byId = new Map<string, { kinds: readonly ContentKind[]; entries: ContentEntry[] }>();
  private readonly tagsByKey = new Map<string, TagEntry>();
  private readonly tagsById = new Map<string, TagEntry[]>();
  private readonly namespaces = new Map<string, ContentIndex['namespaces'][number]>();
  private readonly recipesById = new Map<string, RecipeEntry[]>();
  private tagsByMember: Map<string, TagEntry[]> | null = null;
  private recipesByOutput: Map<string, RecipeEntry[]> | null = null;
  private recipesByInput: Map<string, RecipeEntry[]> | null = null;
  /** For {@link nearest}: known paths by namespace, per kind filter (`''` = any kind); built on first use. */
  private readonly nearIndexes = new Map<string, { byNamespace: Map<string, string[]>; longest: number }>();
  /** Answers {@link nearest} gave (the editor asks again for the same mistyped id on every keystroke). */
  private readonly nearAnswers = new Map<string, string[]>();

  constructor(readonly index: ContentIndex) {
    // Most ids are of one kind: they share one frozen kinds list (a second kind makes the id its own copy), so a
    // 50,000-id index costs two allocations per id, not three.
    const add = (kind: ContentKind, list: readonly ContentEntry[]): void => {
      const only: readonly ContentKind[] = Object.freeze([kind]);
      for (const entry of list) {
        const known = this.byId.get(entry.id);
        if (known === undefined) {
          this.byId.set(entry.id, { kinds: only, entries: [entry] });
          continue;
        }
        if (!known.kinds.includes(kind)) known.kinds = [...known.kinds, kind];
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

  /**
   * Up to `max` known ids closest to `id` (same namespace first, then by edit distance on the path, then by id).
   * The known paths are grouped by namespace once per kind filter, the distance reuses two row buffers and stops
   * past the budget, and answers are kept, so a 50,000-id index answers a keystroke's re-check in milliseconds.
   * The one "did you mean" search: the content checks and the reference checker (src/core/references/) both ask it.
   */
  nearest(id: string, kind?: ContentKind, max = 3): string[] {
    const full = fullId(id);
    const answerKey = `${kind ?? ''} ${max} ${full}`;
    const cached = this.nearAnswers.get(answerKey);
    if (cached !== undefined) return [...cached];
    const near = this.nearIndex(kind);
    const ns = namespaceOf(full);
    const path = full.slice(ns.length + 1);
    const limit = Math.max(2, Math.floor(path.length / 3));
    const scored: Array<[number, string]> = [];
    const row = new Uint32Array(near.longest + 1);
    const prev = new Uint32Array(near.longest + 1);
    for (const [candidateNs, paths] of near.byNamespace) {
      // Another namespace costs one edit more, so its paths get a budget one lower.
      const penalty = candidateNs === ns ? 0 : 1;
      const budget = limit - penalty;
      if (budget < 0) continue;
      for (const candidate of paths) {
        if (Math.abs(candidate.length - path.length) > budget) continue;
        const d = boundedDistance(path, candidate, budget, row, prev);
        if (d <= budget) scored.push([d + penalty, `${candidateNs}:${candidate}`]);
      }
    }
    scored.sort((a, b) => a[0] - b[0] || (a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0));
    const answer = scored.slice(0, max).map(([, c]) => c);
    if (this.nearAnswers.size >= MAX_NEAR_ANSWERS) this.nearAnswers.clear();
    this.nearAnswers.set(answerKey, answer);
    return [...answer];
  }

  private nearIndex(kind?: ContentKind): { byNamespace: Map<string, string[]>; longest: number } {
    const key = kind ?? '';
    let near = this.nearIndexes.get(key);
    if (near === undefined) {
      const byNamespace = new Map<string, string[]>();
      let longest = 0;
      for (const [candidate, known] of this.byId) {
        if (kind !== undefined && !known.kinds.includes(kind)) continue;
        const cns = namespaceOf(candidate);
        const cpath = candidate.slice(cns.length + 1);
        let paths = byNamespace.get(cns);
        if (paths === undefined) byNamespace.set(cns, (paths = []));
        paths.push(cpath);
        if (cpath.length > longest) longest = cpath.length;
      }
      near = { byNamespace, longest };
      this.nearIndexes.set(key, near);
    }
    return near;
  }
}

/** Answers {@link ContentLookup.nearest} keeps at most (then it starts again). */
const MAX_NEAR_ANSWERS = 5_000;
