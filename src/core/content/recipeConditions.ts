/**
 * Load conditions of a data file that are false whatever the pack holds. Each loader reads its own key: Forge
 * `conditions` (1.13–1.20.1, `forge:conditions` later), NeoForge `neoforge:conditions` (and the Forge key on its
 * 1.20.1 fork), Fabric and Quilt `fabric:load_conditions` (docs/content.md). A data pack disables a mod's recipe by
 * overriding it with an always-false condition (`{"type": "forge:false"}`, `neoforge:false`, or a `not` of `true`);
 * the game then has no recipe of that id at all. Conditions that depend on the pack (a mod loaded, an item present,
 * a tag empty) are not evaluated: the file counts as loaded.
 */
export type LoaderFamily = 'forge' | 'neoforge' | 'fabric';

const KEYS: ReadonlyArray<[string, readonly LoaderFamily[]]> = [
  ['conditions', ['forge', 'neoforge']],
  ['forge:conditions', ['forge']],
  ['neoforge:conditions', ['neoforge']],
  ['fabric:load_conditions', ['fabric']],
];

/** Conditions followed at most per file, and how deep `not`/`and`/`or` nest (a hostile file stays cheap). */
const MAX_CONDITIONS = 64;
const MAX_DEPTH = 8;

/** The loader families that never load a data file with these top-level keys (empty: every loader may). */
export function disabledOn(record: Record<string, unknown>): LoaderFamily[] {
  const out: LoaderFamily[] = [];
  for (const [key, families] of KEYS) {
    const list = record[key];
    if (!Array.isArray(list)) continue;
    if (list.slice(0, MAX_CONDITIONS).some((c) => evaluate(c, 0) === false))
      for (const f of families) if (!out.includes(f)) out.push(f);
  }
  return out;
}

/** The loader family of a loader type, or null when none of the three (then every family's conditions count). */
export function loaderFamily(type: string | null | undefined): LoaderFamily | null {
  if (type === 'forge' || type === 'neoforge') return type;
  if (type === 'fabric' || type === 'quilt') return 'fabric';
  return null;
}

/** True or false when the condition's value does not depend on the pack; undefined otherwise. */
function evaluate(condition: unknown, depth: number): boolean | undefined {
  if (depth > MAX_DEPTH || typeof condition !== 'object' || condition === null || Array.isArray(condition))
    return undefined;
  const c = condition as Record<string, unknown>;
  // Forge and NeoForge write `type`, Fabric `condition`.
  const raw = typeof c['type'] === 'string' ? c['type'] : c['condition'];
  if (typeof raw !== 'string') return undefined;
  const name = raw.slice(raw.indexOf(':') + 1);
  if (name === 'false') return false;
  if (name === 'true') return true;
  if (name === 'not') {
    const inner = evaluate(c['value'], depth + 1);
    return inner === undefined ? undefined : !inner;
  }
  if (name === 'and' || name === 'or') {
    const values = c['values'];
    if (!Array.isArray(values)) return undefined;
    const results = values.slice(0, MAX_CONDITIONS).map((v) => evaluate(v, depth + 1));
    if (name === 'and') return results.includes(false) ? false : results.every((r) => r === true) ? true : undefined;
    return results.includes(true) ? true : results.every((r) => r === false) ? false : undefined;
  }
  return undefined;
}
