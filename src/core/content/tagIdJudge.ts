import type { TagIdJudge } from './tagMerge';

/**
 * Namespaces of the loaders themselves: their ids come from the loader's own code (NeoForge registers its
 * `neoforge:milk` fluid only when a mod asks for it) or from jars the index may not have found (loaderJar.ts), so an
 * id there is never judged absent.
 */
const LOADER_NAMESPACES = new Set(['neoforge', 'forge', 'fabric', 'fabricloader', 'quilt', 'c', 'java']);
/** Vanilla ids that have no block state or item model (the air blocks, which `#minecraft:air` lists). */
const WITHOUT_MODEL = new Set(['minecraft:air', 'minecraft:cave_air', 'minecraft:void_air']);

export interface TagIdFacts {
  /** Namespaces something in the pack provides: mod ids, namespaces with data or assets, ids' namespaces. */
  present: ReadonlySet<string>;
  /** Namespaces partly made at run time (contentIndex.ts NamespaceSummary.complete false). */
  incomplete: ReadonlyMap<string, unknown>;
  items: ReadonlyMap<string, unknown>;
  blocks: ReadonlyMap<string, unknown>;
  /** Whether the merged lang files hold a key (`item.<ns>.<path>`); absent: no key is looked at. */
  hasLangKey?: (key: string) => boolean;
}

/**
 * Judges tag entries (tagMerge.ts) as far as static reading can: an id of a namespace nothing in the pack provides is
 * absent; an item or block id of a namespace whose items and blocks the index knows (it has some, and is not partly
 * made at run time) is absent when the index has no such item (or block) and no block (or item) of that id. Block ids
 * come from block states, one per registered block; item ids from item models and client items. An id the lang files
 * name (`item.<ns>.<path>`, `block.<ns>.<path>`) without a model is `unknown`, not absent: an item drawn from code (a
 * custom model loader, a block-entity renderer) is registered without a model file, and the game loads a tag naming
 * it. Every other registry, and every namespace the index cannot vouch for, is `unknown`: the entry is kept.
 */
export function tagIdJudge(facts: TagIdFacts): TagIdJudge {
  const withItems = namespacesOf(facts.items);
  const withBlocks = namespacesOf(facts.blocks);
  /** What the namespace and registry alone decide (null: the id itself is judged). */
  const byNamespace = (registry: string, ns: string): 'unknown' | 'absent' | null => {
    if (LOADER_NAMESPACES.has(ns)) return 'unknown';
    if (!facts.present.has(ns)) return 'absent';
    if (registry !== 'item' && registry !== 'block') return 'unknown';
    if (facts.incomplete.has(ns) || !(withItems.has(ns) || withBlocks.has(ns))) return 'unknown';
    return null;
  };
  // A tag's entries come namespace by namespace: the namespace's verdict is kept while the ids stay in it, so an id
  // costs no slice and no namespace look-ups.
  let lastRegistry: string | null = null;
  let lastNs = '';
  let lastVerdict: 'unknown' | 'absent' | null = null;
  return (registry, id) => {
    const colon = id.indexOf(':');
    let ns: string;
    let verdict: 'unknown' | 'absent' | null;
    if (registry === lastRegistry && colon === lastNs.length && id.startsWith(lastNs)) {
      ns = lastNs;
      verdict = lastVerdict;
    } else {
      ns = id.slice(0, colon);
      verdict = byNamespace(registry, ns);
      lastRegistry = registry;
      lastNs = ns;
      lastVerdict = verdict;
    }
    if (verdict !== null) return verdict;
    if (WITHOUT_MODEL.has(id)) return 'present';
    const own = registry === 'item' ? facts.items : facts.blocks;
    if (own.has(id)) return 'present';
    const other = registry === 'item' ? facts.blocks : facts.items;
    if (other.has(id)) return 'unknown';
    const hasKey = facts.hasLangKey;
    if (hasKey !== undefined) {
      const dotted = `${ns}.${id.slice(ns.length + 1).replaceAll('/', '.')}`;
      if (hasKey(`item.${dotted}`) || hasKey(`block.${dotted}`)) return 'unknown';
    }
    return 'absent';
  };
}

/** The namespaces of the ids (which come namespace by namespace: one slice per run, not per id). */
function namespacesOf(ids: ReadonlyMap<string, unknown>): Set<string> {
  const out = new Set<string>();
  let last: string | null = null;
  // forEach, not keys(): the index's id tables iterate keys through a generator (namespacedIds.ts).
  ids.forEach((_, id) => {
    const colon = id.indexOf(':');
    if (last !== null && colon === last.length && id.startsWith(last)) return;
    last = id.slice(0, colon);
    out.add(last);
  });
  return out;
}
