/**
 * Load conditions the index can judge from what the pack holds: fixed values, the mods loaded, and their `not`/`and`/
 * `or`. Forge and NeoForge write a condition `{"type": "<ns>:<name>", …}`, Fabric API `{"condition": "fabric:<name>",
 * …}`: `true`, `false` (NeoForge from 1.21.4: `always`, `never`, neoforged/NeoForge PR 1716), `not` (`value`),
 * `and`/`or` (`values`), Forge/NeoForge `mod_loaded` (`modid`), Fabric `all_mods_loaded` and `any_mods_loaded`
 * (`any_mod_loaded` before 1.20.5's DefaultResourceConditionTypes) (`values`: mod ids) (docs.neoforged.net
 * resources/server/conditions; Fabric API resource conditions). Conditions on the pack's content are kept to be judged
 * once its ids and tags are known ({@link PackContent}): Forge/NeoForge `item_exists` (`item`: the item registry holds
 * it) and `tag_empty` (`tag`, an item tag unless Forge's `registry` says otherwise: true when the loaded tag has no
 * member, or does not exist), Fabric `registry_contains` (`registry`, default `minecraft:item`; `values`: every id is
 * registered), `tags_populated` (`registry`, default item; `values`: every tag exists and has a member) and the older
 * `item_tags_populated`/`block_tags_populated`/`fluid_tags_populated` (neoforged/NeoForge ItemExistsCondition and
 * TagEmptyCondition; MinecraftForge TagEmptyCondition; Fabric API DefaultResourceConditionTypes). Any other condition
 * (a mod's own) is `null`: not judged.
 */
export type LoadCondition =
  | boolean
  | null
  | { mod: string }
  /** The registry (singular, unprefixed: `item`, `block`) holds the id. */
  | { contains: string; registry: string }
  /** The tag of that registry exists and has at least one member. */
  | { populated: string; registry: string }
  | { not: LoadCondition }
  | { all: LoadCondition[] }
  | { any: LoadCondition[] };

/**
 * What the pack holds, for conditions on its content: true or false when the index can tell, null when it cannot (a
 * registry it does not read, a namespace partly made at run time, tags changed by scripts).
 */
export interface PackContent {
  contains(registry: string, id: string): boolean | null;
  populated(registry: string, tag: string): boolean | null;
}

/** A registry as a condition names it (`minecraft:item`), as the index's tags name it (`item`). */
function registryName(value: unknown, fallback: string): string | null {
  if (value === undefined) return fallback;
  if (typeof value !== 'string') return null;
  return value.startsWith('minecraft:') ? value.slice(10) : value;
}

/** An id as the game reads it: a bare path is in `minecraft` (a leading `#` of a tag is not part of it). */
function fullId(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0) return null;
  const id = value.startsWith('#') ? value.slice(1) : value;
  return id.includes(':') ? id : `minecraft:${id}`;
}

/** Conditions followed per list at most, and how deep `not`/`and`/`or` nest (a hostile file stays cheap). */
const MAX_LIST = 64;
const MAX_DEPTH = 8;

/** The compact form of one condition object as a file writes it. */
export function loadCondition(value: unknown, depth = 0): LoadCondition {
  if (depth > MAX_DEPTH || typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const c = value as Record<string, unknown>;
  const raw = typeof c['type'] === 'string' ? c['type'] : c['condition'];
  if (typeof raw !== 'string') return null;
  const name = raw.slice(raw.indexOf(':') + 1);
  const values = Array.isArray(c['values']) ? c['values'].slice(0, MAX_LIST) : [];
  switch (name) {
    case 'true':
    case 'always':
      return true;
    case 'false':
    case 'never':
      return false;
    case 'not':
      return { not: loadCondition(c['value'], depth + 1) };
    case 'and':
      return { all: values.map((v) => loadCondition(v, depth + 1)) };
    case 'or':
      return { any: values.map((v) => loadCondition(v, depth + 1)) };
    case 'mod_loaded':
      return typeof c['modid'] === 'string' ? { mod: c['modid'] } : null;
    case 'item_exists': {
      const item = fullId(c['item']);
      return item === null ? null : { contains: item, registry: 'item' };
    }
    case 'tag_empty': {
      const tag = fullId(c['tag']);
      const registry = registryName(c['registry'], 'item');
      return tag === null || registry === null ? null : { not: { populated: tag, registry } };
    }
    case 'registry_contains':
    case 'tags_populated':
    case 'item_tags_populated':
    case 'block_tags_populated':
    case 'fluid_tags_populated': {
      const registry =
        name === 'registry_contains' || name === 'tags_populated'
          ? registryName(c['registry'], 'item')
          : name.slice(0, name.indexOf('_'));
      if (registry === null || values.length === 0) return null;
      const ids = values.map(fullId);
      if (ids.includes(null)) return null;
      return {
        all: (ids as string[]).map((id) =>
          name === 'registry_contains' ? { contains: id, registry } : { populated: id, registry },
        ),
      };
    }
    case 'all_mods_loaded':
    case 'any_mods_loaded':
    case 'any_mod_loaded': {
      const mods = values.map((v) => (typeof v === 'string' ? { mod: v } : null));
      return name === 'all_mods_loaded' ? { all: mods } : { any: mods };
    }
    default:
      return null;
  }
}

/** A list of conditions (all must hold), as files write them under their conditions key. */
export function loadConditionList(list: readonly unknown[]): LoadCondition {
  return { all: list.slice(0, MAX_LIST).map((c) => loadCondition(c)) };
}

/**
 * True or false when the mods loaded (and, given `content`, the pack's ids and tags) decide it; null when it depends on
 * something not judged. Without `content`, conditions on the pack's content are null.
 */
export function evaluateLoadCondition(
  c: LoadCondition,
  modIds: ReadonlySet<string>,
  content?: PackContent,
  depth = 0,
): boolean | null {
  if (c === null || typeof c === 'boolean') return c;
  if (depth > MAX_DEPTH + 1) return null;
  if ('mod' in c) return modIds.has(c.mod);
  if ('contains' in c) return content === undefined ? null : content.contains(c.registry, c.contains);
  if ('populated' in c) return content === undefined ? null : content.populated(c.registry, c.populated);
  if ('not' in c) {
    const inner = evaluateLoadCondition(c.not, modIds, content, depth + 1);
    return inner === null ? null : !inner;
  }
  const all = 'all' in c;
  const results = (all ? c.all : c.any).map((x) => evaluateLoadCondition(x, modIds, content, depth + 1));
  if (all) return results.includes(false) ? false : results.every((r) => r === true) ? true : null;
  return results.includes(true) ? true : results.every((r) => r === false) ? false : null;
}

/**
 * Whether a condition depends on the pack anywhere (a mod, an id, a tag): only those are kept with a recipe, the rest
 * are judged when read.
 */
export function namesMod(c: LoadCondition, depth = 0): boolean {
  if (c === null || typeof c === 'boolean' || depth > MAX_DEPTH + 1) return false;
  if ('mod' in c || 'contains' in c || 'populated' in c) return true;
  if ('not' in c) return namesMod(c.not, depth + 1);
  return ('all' in c ? c.all : c.any).some((x) => namesMod(x, depth + 1));
}

/** Whether a condition depends on the pack's ids or tags (judged in a second pass, once those are known). */
export function namesContent(c: LoadCondition, depth = 0): boolean {
  if (c === null || typeof c === 'boolean' || 'mod' in c || depth > MAX_DEPTH + 1) return false;
  if ('contains' in c || 'populated' in c) return true;
  if ('not' in c) return namesContent(c.not, depth + 1);
  return ('all' in c ? c.all : c.any).some((x) => namesContent(x, depth + 1));
}

/** Whether a value read back from the cache is a well-formed {@link LoadCondition}. */
export function isLoadCondition(value: unknown, depth = 0): value is LoadCondition {
  if (value === null || typeof value === 'boolean') return true;
  if (depth > MAX_DEPTH + 2 || typeof value !== 'object' || Array.isArray(value)) return false;
  const c = value as Record<string, unknown>;
  if (typeof c['mod'] === 'string') return true;
  if (typeof c['registry'] === 'string') return typeof (c['contains'] ?? c['populated']) === 'string';
  if ('not' in c) return isLoadCondition(c['not'], depth + 1);
  const list = c['all'] ?? c['any'];
  return Array.isArray(list) && list.every((x) => isLoadCondition(x, depth + 1));
}

/**
 * The mod ids a `mod_loaded` condition sees: the pack's mods plus those of the game and loader themselves, which are
 * not jars in `mods/` (`minecraft`, `java`, Forge's `forge`, NeoForge's `neoforge` (`forge` on its 1.20.1 fork),
 * Fabric's `fabricloader`, Quilt's `quilt_loader`).
 */
export function loadedModIds(
  mods: Iterable<string>,
  loader: string | null | undefined,
  minecraft: string | null,
): Set<string> {
  const out = new Set(mods);
  out.add('minecraft');
  out.add('java');
  if (loader === 'forge') out.add('forge');
  if (loader === 'neoforge') {
    out.add('neoforge');
    if (minecraft === '1.20.1') out.add('forge');
  }
  if (loader === 'fabric' || loader === 'quilt') out.add('fabricloader');
  if (loader === 'quilt') out.add('quilt_loader');
  return out;
}
