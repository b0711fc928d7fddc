import type { Message } from '../locale/messageCatalog';
import { compareMinecraftVersions } from '../versions/minecraftVersion';
import type { TagEntry } from './contentIndex';
import type { PackContent } from './loadConditions';

/** Registries whose ids the index reads in full (items, blocks, fluids); their tags are judged too. */
const READ = new Set(['item', 'block', 'fluid']);
/** Mods whose server scripts add to and take from tags while they load (KubeJS, CraftTweaker): tags are not judged. */
const TAG_SCRIPTS = ['kubejs', 'crafttweaker'];
/**
 * Tag namespaces Forge's and NeoForge's own jars fill (`forge:ingots/iron`, `c:ingots/iron`, `neoforge:…`): when the
 * index did not read the loader's jar (loaderJar.ts), a tag there that it finds empty or absent may still have members
 * in game.
 */
const LOADER_TAG_NAMESPACES = new Set(['forge', 'c', 'neoforge']);

export interface PackContentFacts {
  /** The index's ids per registry. */
  ids: Readonly<Record<'item' | 'block' | 'fluid', ReadonlyMap<string, unknown>>>;
  /** The merged, resolved tags (tagMerge.ts). */
  tags: readonly TagEntry[];
  /** Namespaces partly made at run time: an id or tag missing there is not known to be missing. */
  incomplete: ReadonlyMap<string, Message>;
  /** The mod ids `mod_loaded` sees (loadConditions.ts loadedModIds). */
  modIds: ReadonlySet<string>;
  /** The instance's loader family (recipeConditions.ts loaderFamily; null: not known) and Minecraft version. */
  family: 'forge' | 'neoforge' | 'fabric' | null;
  minecraft: string | null;
  /** Whether the loader's own jar was indexed (loaderJar.ts): then its tags are among `tags`, and are judged. */
  loaderTags?: boolean;
}

/**
 * What makes a tag "populated" for the loader's conditions. Forge's `tag_empty` looks at the members
 * (MinecraftForge TagEmptyCondition: `context.getTag(tag).isEmpty()`), as do NeoForge's and Fabric API's before
 * Minecraft 1.20.5. From 1.21.2 both ask whether the tag was loaded at all: NeoForge's `!context.isTagLoaded(tag)`
 * looks the tag up in the pending tags (its ConditionContext), Fabric API's `tags_populated` checks the loaded tag ids
 * (ResourceConditionsImpl.LOADED_TAGS), so a declared tag with no member counts as populated there. Between 1.20.5 and
 * 1.21.2 their contexts changed shape: a declared tag with no member is not judged (`either`).
 */
function tagSemantics(family: PackContentFacts['family'], minecraft: string | null): 'members' | 'declared' | 'either' {
  if (family === 'forge') return 'members';
  if (minecraft === null) return 'either';
  if (compareMinecraftVersions(minecraft, '1.21.2') >= 0) return family === null ? 'either' : 'declared';
  return compareMinecraftVersions(minecraft, '1.20.5') >= 0 ? 'either' : 'members';
}

export function packContentJudge(facts: PackContentFacts): PackContent {
  let byId: Map<string, TagEntry> | null = null;
  const scripted = TAG_SCRIPTS.some((m) => facts.modIds.has(m));
  const namespaceOf = (id: string): string => id.slice(0, Math.max(0, id.indexOf(':')));
  const namespaceComplete = (id: string): boolean => !facts.incomplete.has(namespaceOf(id));
  const semantics = tagSemantics(facts.family, facts.minecraft);
  const loaderTags = facts.family !== 'fabric' && facts.loaderTags !== true;
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
      if (entry !== undefined && semantics !== 'members') return semantics === 'declared' ? true : null;
      if (loaderTags && LOADER_TAG_NAMESPACES.has(namespaceOf(tag))) return null;
      return namespaceComplete(tag) ? false : null;
    },
  };
}
