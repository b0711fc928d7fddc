import {
  evaluateLoadCondition,
  isLoadCondition,
  loadConditionList,
  namesContent,
  namesMod,
  type LoadCondition,
  type PackContent,
} from './loadConditions';

/**
 * Load conditions of a data file that are false whatever the pack holds. Each loader reads its own key: Forge
 * `conditions` (1.13–1.20.1, `forge:conditions` later), NeoForge `neoforge:conditions` (and the Forge key on its
 * 1.20.1 fork), Fabric and Quilt `fabric:load_conditions` (docs/content.md). A data pack disables a mod's recipe by
 * overriding it with an always-false condition (`{"type": "forge:false"}`, `neoforge:false`, or a `not` of `true`);
 * the game then has no recipe of that id at all. Conditions that depend on the pack (a mod loaded, an item present,
 * a tag empty) are kept with the recipe ({@link modConditions}) and judged by the index once it knows the pack.
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
  // NeoForge from 1.21.4 writes `never` and `always` (loadConditions.ts).
  if (name === 'false' || name === 'never') return false;
  if (name === 'true' || name === 'always') return true;
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
 * The conditions of a data file that depend on the pack (`mod_loaded`, Fabric's `all_mods_loaded`/`any_mods_loaded`,
 * and those on its items and tags: loadConditions.ts), per loader family that reads them, or undefined when none does.
 * They are judged once the pack's mod ids are known ({@link loadsWith}): a recipe of a compat folder
 * (`neoforge:mod_loaded` of a mod the pack lacks) is never loaded; those on items and tags once its ids and tags are.
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
 * conditions, given the pack's mod ids (and its ids and tags, when `content` is given). Conditions it cannot judge
 * count as holding.
 */
export function loadsWith(
  conditions: Partial<Record<LoaderFamily, LoadCondition>> | undefined,
  family: LoaderFamily | null,
  modIds: ReadonlySet<string>,
  content?: PackContent,
): boolean {
  if (conditions === undefined) return true;
  for (const [f, condition] of Object.entries(conditions) as Array<[LoaderFamily, LoadCondition]>) {
    if (family !== null && f !== family) continue;
    if (evaluateLoadCondition(condition, modIds, content) === false) return false;
  }
  return true;
}

/**
 * Whether a source's recipe record has conditions on the pack's ids or tags (its own or a `forge:conditional` entry's):
 * only those are judged again once the pack's items and tags are known.
 */
export function needsContent(recipe: {
  modConditions?: Partial<Record<LoaderFamily, LoadCondition>>;
  choices?: RecipeChoice[];
}): boolean {
  const some = (conditions: Partial<Record<LoaderFamily, LoadCondition>> | undefined): boolean =>
    conditions !== undefined && Object.values(conditions).some((c) => namesContent(c));
  return some(recipe.modConditions) || (recipe.choices?.some((c) => some(c.when)) ?? false);
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

/** One entry of a Forge `forge:conditional` recipe that may load, by {@link conditionalEntries}. */
export interface ConditionalEntry {
  recipe: Record<string, unknown>;
  /** Its conditions when they name mods (judged with the pack's mods); absent: it loads whatever the mods. */
  when?: LoadCondition;
}

/**
 * The entries of a Forge `forge:conditional` recipe, `{"recipes": [{"conditions": [...], "recipe": {...}}, ...]}`,
 * that may load, in order. The game loads the first entry whose conditions all hold, and no recipe at all when none
 * does (Forge's ConditionalRecipe serializer; docs.minecraftforge.net 1.20.1 resources/server/conditional). Entries
 * whose conditions are false whatever the pack holds are left out; the list ends at the first entry that holds
 * whatever the mods (or whose conditions are not judged, which count as holding). Empty: no entry can load. Null when
 * `recipes` is not a list.
 */
export function conditionalEntries(recipes: unknown): ConditionalEntry[] | null {
  if (!Array.isArray(recipes)) return null;
  const out: ConditionalEntry[] = [];
  for (const entry of recipes.slice(0, MAX_CONDITIONS)) {
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) continue;
    const { conditions, recipe } = entry as Record<string, unknown>;
    if (typeof recipe !== 'object' || recipe === null || Array.isArray(recipe)) continue;
    const list = Array.isArray(conditions) ? conditions : [];
    if (list.slice(0, MAX_CONDITIONS).some((c) => evaluate(c, 0) === false)) continue;
    const condition = loadConditionList(list);
    if (!namesMod(condition)) {
      out.push({ recipe: recipe as Record<string, unknown> });
      break;
    }
    out.push({ recipe: recipe as Record<string, unknown>, when: condition });
  }
  return out;
}

/** What one entry of a `forge:conditional` recipe makes and uses, and when it is the one loaded (see RecipeEntry). */
export interface RecipeChoice {
  type: string;
  outputs: string[];
  inputs: string[];
  /** Its conditions naming mods, per loader family (as {@link modConditions}); absent: it holds. */
  when?: Partial<Record<LoaderFamily, LoadCondition>>;
}

/**
 * The recipe the game of `family` loads from a source's record, given the pack's mod ids, or null when it loads none:
 * a condition false on that loader (`disabledOn`), conditions on the pack it rules out (`modConditions`; those on its
 * ids and tags only when `content` is given, else they hold), and of a `forge:conditional` recipe's `choices` the
 * first that holds (its type, outputs and inputs).
 */
export function loadedRecipe<
  R extends {
    disabledOn?: string[];
    modConditions?: Partial<Record<LoaderFamily, LoadCondition>>;
    choices?: RecipeChoice[];
    type: string;
    outputs: string[];
    inputs: string[];
  },
>(recipe: R, family: LoaderFamily | null, modIds: ReadonlySet<string>, content?: PackContent): R | null {
  const off = recipe.disabledOn;
  if (off !== undefined && (family === null || off.includes(family))) return null;
  if (!loadsWith(recipe.modConditions, family, modIds, content)) return null;
  const choices = recipe.choices;
  if (choices === undefined) return recipe;
  for (const c of choices)
    if (loadsWith(c.when, family, modIds, content))
      return { ...recipe, type: c.type, outputs: c.outputs, inputs: c.inputs };
  return recipe;
}

/** Whether a value read back from the cache is a list of {@link RecipeChoice}. */
export function isRecipeChoices(value: unknown): boolean {
  return (
    Array.isArray(value) &&
    value.every((c: unknown) => {
      if (typeof c !== 'object' || c === null) return false;
      const r = c as Record<string, unknown>;
      const strings = (v: unknown): boolean => Array.isArray(v) && v.every((x) => typeof x === 'string');
      return (
        typeof r['type'] === 'string' &&
        strings(r['outputs']) &&
        strings(r['inputs']) &&
        (r['when'] === undefined || isModConditions(r['when']))
      );
    })
  );
}
