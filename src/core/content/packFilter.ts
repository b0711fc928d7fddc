import { packRecipes, unpackRecipes, type PackedRecipes } from './partRecipes';

/**
 * A pack's `pack.mcmeta` `filter` section (Minecraft 1.19+): `{"filter": {"block": [{"namespace", "path"}]}}`. Each
 * pattern is a regular expression matched against a whole namespace or a whole path inside it (`recipes/stone.json`,
 * `tags/items/logs.json`, `lang/en_us.json`); an absent one matches everything. A file of a pack loaded *below* the
 * filtering pack that matches any entry is treated as absent; the filtering pack's own files are not touched
 * (net.minecraft.server.packs.resources.FallbackResourceManager; ResourceFilterSection). Data packs use it to take a
 * mod's recipes or tags out wholesale, which no override file can do.
 */
export interface PackFilterEntry {
  /** Regular expression source for the namespace, null: any. */
  namespace: string | null;
  /** Regular expression source for the path inside the namespace, null: any. */
  path: string | null;
}

/** Entries read per pack at most, and the longest pattern kept (a hostile file stays cheap). */
const MAX_ENTRIES = 32;
const MAX_PATTERN = 256;
/**
 * A group that is itself repeated and holds a repeat (`(a+)+`, `(x*)*`, `(a|b+){2,}`): the shape whose matching can take
 * exponential time. Such a pattern is not evaluated (the entry is dropped), so a hostile pack cannot stall the index.
 */
const NESTED_REPEAT = /\([^()]*[+*}][^()]*\)\s*[+*{]/;

/** The filter entries of a parsed `pack.mcmeta`, or null when it declares none that Nova can judge. */
export function packFilterOf(mcmeta: unknown): PackFilterEntry[] | null {
  if (typeof mcmeta !== 'object' || mcmeta === null || Array.isArray(mcmeta)) return null;
  const filter = (mcmeta as Record<string, unknown>)['filter'];
  if (typeof filter !== 'object' || filter === null) return null;
  const block = (filter as Record<string, unknown>)['block'];
  if (!Array.isArray(block)) return null;
  const out: PackFilterEntry[] = [];
  for (const raw of block.slice(0, MAX_ENTRIES)) {
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) continue;
    const e = raw as Record<string, unknown>;
    const namespace = pattern(e['namespace']);
    const path = pattern(e['path']);
    if (namespace === undefined || path === undefined) continue;
    out.push({ namespace, path });
  }
  return out.length === 0 ? null : out;
}

/** A pattern as kept: null when absent (matches all), undefined when it cannot be used (the entry is dropped). */
function pattern(value: unknown): string | null | undefined {
  if (value === undefined) return null;
  if (typeof value !== 'string' || value.length > MAX_PATTERN || NESTED_REPEAT.test(value)) return undefined;
  try {
    new RegExp(value);
    return value;
  } catch {
    return undefined;
  }
}

/** Whether a value read back from the cache is a list of {@link PackFilterEntry}. */
export function isPackFilter(value: unknown): boolean {
  return (
    Array.isArray(value) &&
    value.every(
      (e: unknown) =>
        typeof e === 'object' &&
        e !== null &&
        ['namespace', 'path'].every((k) => {
          const v = (e as Record<string, unknown>)[k];
          return v === null || (typeof v === 'string' && pattern(v) === v);
        }),
    )
  );
}

type Side = 'data' | 'assets';

/** What a filter looks at in a part (sourceContent.ts SourcePart has this shape; kept structural, no import cycle). */
export interface FilterablePart<P> {
  items: string[];
  blocks: string[];
  fluids: string[];
  tags: ReadonlyArray<{ file: string }>;
  /** Packed (partRecipes.ts). */
  recipes: string[];
  recipeConditions?: PackedRecipes['recipeConditions'];
  filter?: PackFilterEntry[];
  overlays?: { entries: readonly unknown[]; parts: Array<{ directory: string; part: P }> };
}

/** One compiled filter and the side it applies to (a data pack's filters data, a resource pack's assets). */
interface Compiled {
  sides: ReadonlySet<Side>;
  entries: Array<{ namespace: RegExp | null; path: RegExp | null }>;
}

/**
 * Sources in load order (earliest first) with what the filters of later packs hide taken out: a data pack's filter
 * hides the data files (recipes, tags, and the fluids read from fluid tags) of every source below it, a resource
 * pack's the assets (item models, client items, block states), a mod's both. Lang entries are kept (they are merged
 * per part, without the file they came from: docs/content.md says so). Sources without a filter above them are
 * returned as they are.
 */
export function applyPackFilters<P extends FilterablePart<P>, S extends { role: string; content: { parts: P[] } }>(
  sources: readonly S[],
): S[] {
  const filters: Array<Compiled | null> = sources.map(compiledOf);
  if (filters.every((f) => f === null)) return [...sources];
  const out: S[] = [];
  for (let i = 0; i < sources.length; i++) {
    const above = filters.slice(i + 1).filter((f): f is Compiled => f !== null);
    const source = sources[i]!;
    out.push(
      above.length === 0
        ? source
        : { ...source, content: { parts: source.content.parts.map((p) => filterPart(p, above)) } },
    );
  }
  return out;
}

function compiledOf<P extends FilterablePart<P>>(source: { role: string; content: { parts: P[] } }): Compiled | null {
  const entries: Compiled['entries'] = [];
  for (const part of source.content.parts) {
    // The pack's own pack.mcmeta is its top-level part's (nested jars are packs of their own, read the same way).
    for (const e of part.filter ?? [])
      entries.push({
        namespace: e.namespace === null ? null : new RegExp(`^(?:${e.namespace})$`),
        path: e.path === null ? null : new RegExp(`^(?:${e.path})$`),
      });
  }
  if (entries.length === 0) return null;
  const sides = new Set<Side>(
    source.role === 'datapack' ? ['data'] : source.role === 'resourcepack' ? ['assets'] : ['data', 'assets'],
  );
  return { sides, entries };
}

/** `data/<ns>/<path>` or `assets/<ns>/<path>` of a part's file name (an overlay's is `<directory>/data/…`). */
function located(file: string): { side: Side; namespace: string; path: string } | null {
  let rest = file;
  if (!rest.startsWith('data/') && !rest.startsWith('assets/')) rest = rest.slice(rest.indexOf('/') + 1);
  const side: Side | null = rest.startsWith('data/') ? 'data' : rest.startsWith('assets/') ? 'assets' : null;
  if (side === null) return null;
  const start = side.length + 1;
  const slash = rest.indexOf('/', start);
  if (slash < 0) return null;
  return { side, namespace: rest.slice(start, slash), path: rest.slice(slash + 1) };
}

function hidden(file: string, filters: readonly Compiled[]): boolean {
  const at = located(file);
  if (at === null) return false;
  for (const f of filters) {
    if (!f.sides.has(at.side)) continue;
    for (const e of f.entries)
      if ((e.namespace === null || e.namespace.test(at.namespace)) && (e.path === null || e.path.test(at.path)))
        return true;
  }
  return false;
}

function filterPairs(pairs: readonly string[], filters: readonly Compiled[]): string[] {
  const out: string[] = [];
  for (let k = 0; k < pairs.length; k += 2) if (!hidden(pairs[k + 1]!, filters)) out.push(pairs[k]!, pairs[k + 1]!);
  return out;
}

function filterPart<P extends FilterablePart<P>>(part: P, filters: readonly Compiled[]): P {
  const out: P = {
    ...part,
    items: filterPairs(part.items, filters),
    blocks: filterPairs(part.blocks, filters),
    fluids: filterPairs(part.fluids, filters),
    tags: part.tags.filter((t) => !hidden(t.file, filters)),
    recipes: [],
  };
  // Packed anew (partRecipes.ts): a kept recipe's conditions go under its new number.
  const kept = packRecipes(unpackRecipes(part).filter((r) => !hidden(r.file, filters)));
  out.recipes = kept.recipes;
  if (kept.recipeConditions === undefined) delete out.recipeConditions;
  else out.recipeConditions = kept.recipeConditions;
  if (part.overlays !== undefined)
    out.overlays = {
      ...part.overlays,
      parts: part.overlays.parts.map((o) => ({ directory: o.directory, part: filterPart(o.part, filters) })),
    };
  return out;
}
