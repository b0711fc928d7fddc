import {
  evaluateLoadCondition,
  isLoadCondition,
  loadConditionList,
  namesMod,
  type LoadCondition,
} from './loadConditions';

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

/**
 * The conditions of a data file that name a mod (`mod_loaded`, Fabric's `all_mods_loaded`/`any_mods_loaded`), per
 * loader family that reads them, or undefined when none does. They are judged once the pack's mod ids are known
 * ({@link loadsWith}): a recipe of a compat folder (`neoforge:mod_loaded` of a mod the pack lacks) is never loaded.
 */
export function modConditions(
  record: Record<string, unknown>,
): Partial<Record<LoaderFamily, LoadCondition>> | undefined {
  let out: Partial<Record<LoaderFamily, LoadCondition>> | undefined;
  for (const [key, families] of KEYS) {
    const list = record[key];
    if (!Array.isArray(list)) continue;
    const condition = loadConditionList(list);
    if (!namesMod(condition)) continue;
    out ??= {};
    for (const f of families) {
      const before = out[f];
      out[f] = before === undefined ? condition : { all: [before, condition] };
    }
  }
  return out;
}

/**
 * Whether the game of `family` (null: not known, then any family's conditions count) loads a file with these mod
 * conditions, given the pack's mod ids. Conditions it cannot judge count as holding.
 */
export function loadsWith(
  conditions: Partial<Record<LoaderFamily, LoadCondition>> | undefined,
  family: LoaderFamily | null,
  modIds: ReadonlySet<string>,
): boolean {
  if (conditions === undefined) return true;
  for (const [f, condition] of Object.entries(conditions) as Array<[LoaderFamily, LoadCondition]>) {
    if (family !== null && f !== family) continue;
    if (evaluateLoadCondition(condition, modIds) === false) return false;
  }
  return true;
}

/** Whether a value read back from the cache is a {@link modConditions} record. */
export function isModConditions(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  for (const [key, condition] of Object.entries(value)) {
    if (key !== 'forge' && key !== 'neoforge' && key !== 'fabric') return false;
    if (!isLoadCondition(condition)) return false;
  }
  return true;
}
