import type { Message } from '../locale/messageCatalog';
import type { TagEntry } from './contentIndex';
import type { PackContent } from './loadConditions';

/** Registries whose ids the index reads in full (items, blocks, fluids); their tags are judged too. */
const READ = new Set(['item', 'block', 'fluid']);
/** Mods whose server scripts add to and take from tags while they load (KubeJS, CraftTweaker): tags are not judged. */
const TAG_SCRIPTS = ['kubejs', 'crafttweaker'];

export interface PackContentFacts {
  /** The index's ids per registry. */
  ids: Readonly<Record<'item' | 'block' | 'fluid', ReadonlyMap<string, unknown>>>;
  /** The merged, resolved tags (tagMerge.ts). */
  tags: readonly TagEntry[];
  /** Namespaces partly made at run time: an id or tag missing there is not known to be missing. */
  incomplete: ReadonlyMap<string, Message>;
  /** The mod ids `mod_loaded` sees (loadConditions.ts loadedModIds). */
  modIds: ReadonlySet<string>;
}

/**
 * How load conditions on the pack's content (`item_exists`, `tag_empty`, Fabric's `registry_contains` and
 * `tags_populated`: loadConditions.ts) see an indexed pack, judged only where the index can tell (docs/content.md):
 * an id of items, blocks or fluids is there when the index has it, and known absent only when its namespace is
 * complete; a tag of those registries is populated when its resolved members are not empty, and known empty (or
 * absent) only when its namespace is complete, none of its required ids is missing (the game would refuse the tag)
 * and no script mod changes tags. Anything else (another registry) is not judged: null.
 */
export function packContentJudge(facts: PackContentFacts): PackContent {
  let byId: Map<string, TagEntry> | null = null;
  const scripted = TAG_SCRIPTS.some((m) => facts.modIds.has(m));
  const namespaceComplete = (id: string): boolean => !facts.incomplete.has(id.slice(0, Math.max(0, id.indexOf(':'))));
  return {
    contains(registry, id) {
      if (!READ.has(registry)) return null;
      if (facts.ids[registry as 'item' | 'block' | 'fluid'].has(id)) return true;
      return namespaceComplete(id) ? false : null;
    },
    populated(registry, tag) {
      if (!READ.has(registry) || scripted) return null;
      if (byId === null) {
        byId = new Map();
        for (const t of facts.tags) if (READ.has(t.registry)) byId.set(`${t.registry} ${t.id}`, t);
      }
      const entry = byId.get(`${registry} ${tag}`);
      if (entry?.missing !== undefined) return null;
      if (entry !== undefined && entry.values.length > 0) return true;
      return namespaceComplete(tag) ? false : null;
    },
  };
}
