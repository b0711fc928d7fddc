/**
 * Load conditions the index can judge from what the pack holds: fixed values, the mods loaded, and their `not`/`and`/
 * `or`. Forge and NeoForge write a condition `{"type": "<ns>:<name>", …}`, Fabric API `{"condition": "fabric:<name>",
 * …}`: `true`, `false` (NeoForge from 1.21.4: `always`, `never`, neoforged/NeoForge PR 1716), `not` (`value`),
 * `and`/`or` (`values`), Forge/NeoForge `mod_loaded` (`modid`), Fabric `all_mods_loaded` and `any_mods_loaded`
 * (`any_mod_loaded` before 1.20.5's DefaultResourceConditionTypes) (`values`: mod ids) (docs.neoforged.net
 * resources/server/conditions; Fabric API resource conditions). Any other condition (a tag empty, an item present, a
 * mod's own) is `null`: not judged.
 */
export type LoadCondition =
  boolean | null | { mod: string } | { not: LoadCondition } | { all: LoadCondition[] } | { any: LoadCondition[] };

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

/** True or false when the mods loaded decide it; null when it depends on something not judged. */
export function evaluateLoadCondition(c: LoadCondition, modIds: ReadonlySet<string>, depth = 0): boolean | null {
  if (c === null || typeof c === 'boolean') return c;
  if (depth > MAX_DEPTH + 1) return null;
  if ('mod' in c) return modIds.has(c.mod);
  if ('not' in c) {
    const inner = evaluateLoadCondition(c.not, modIds, depth + 1);
    return inner === null ? null : !inner;
  }
  const all = 'all' in c;
  const results = (all ? c.all : c.any).map((x) => evaluateLoadCondition(x, modIds, depth + 1));
  if (all) return results.includes(false) ? false : results.every((r) => r === true) ? true : null;
  return results.includes(true) ? true : results.every((r) => r === false) ? false : null;
}

/** Whether a condition names a mod anywhere (only those are kept with a recipe: the rest are judged when read). */
export function namesMod(c: LoadCondition, depth = 0): boolean {
  if (c === null || typeof c === 'boolean' || depth > MAX_DEPTH + 1) return false;
  if ('mod' in c) return true;
  if ('not' in c) return namesMod(c.not, depth + 1);
  return ('all' in c ? c.all : c.any).some((x) => namesMod(x, depth + 1));
}

/** Whether a value read back from the cache is a well-formed {@link LoadCondition}. */
export function isLoadCondition(value: unknown, depth = 0): value is LoadCondition {
  if (value === null || typeof value === 'boolean') return true;
  if (depth > MAX_DEPTH + 2 || typeof value !== 'object' || Array.isArray(value)) return false;
  const c = value as Record<string, unknown>;
  if (typeof c['mod'] === 'string') return true;
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
