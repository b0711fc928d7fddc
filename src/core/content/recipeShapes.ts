import type { LoadCondition } from './loadConditions';
import {
  conditionalEntries,
  disabledOn,
  modConditions,
  type LoaderFamily,
  type RecipeChoice,
} from './recipeConditions';

/**
 * What a recipe JSON makes and uses, read from the keys the common shapes share (vanilla crafting, the smelting
 * family, stonecutting, smithing, and modded recipes that follow the usual `result`/`results`/`output`/
 * `ingredients`/`input` keys). Ingredients are `{"item"}`/`{"tag"}` objects (< 1.21.2), plain `"id"`/`"#tag"`
 * strings (≥ 1.21.2), arrays of either, or fluid stacks `{"fluid"}`/`{"fluidTag"}`; results are `{"item"}` (< 1.20.5),
 * `{"id"}` (≥ 1.20.5) or a bare id, nested or counted (`{"item": {"id"}}`, `{"base_ingredient"}`). Anything else is
 * kept by id and type with empty lists: never guessed.
 */

/**
 * Keys whose values are what a recipe makes (`secondaries`: Immersive Engineering's `[{"chance", "output"}]`, `slag`:
 * its arc furnace's; `outputItems`: the generic key AlmostReliable/almostunified's RecipeConstants lists).
 */
const OUTPUT_KEYS = new Set(['result', 'results', 'output', 'outputs', 'secondaries', 'slag', 'outputItems']);
/**
 * Further output keys by their ending: Mekanism's `mainOutput`/`secondaryOutput` (1.20) and `main_output`/
 * `item_output` (1.21, `mekanism/Mekanism:src/datagen/generated/mekanism/data/mekanism/recipe/`), and the like.
 */
const OUTPUT_SUFFIX = /(?:[a-z0-9]Output|_output|[a-z0-9]Result|_result)s?$/;
/** Keys whose values are what a recipe uses. */
const INPUT_KEYS = new Set([
  'ingredient',
  'ingredients',
  'key',
  'input',
  'inputs',
  'base',
  'addition',
  'template',
  'material',
  'catalyst',
  // Botania's petal apothecary, Tinkers' casting, Farmer's Delight's cutting board tool and cooking pot container.
  'reagent',
  'cast',
  'fluid',
  'tool',
  'container',
  // Immersive Engineering (AlmostReliable/almostunified ImmersiveEngineeringRecipeUnifier): alloy kiln and refinery
  // `input0`/`input1`, arc furnace `additives`, metal press `mold`, cloche `soil`; Ars Nouveau's enchanting apparatus
  // `pedestalItems` (ArsNouveauRecipeUnifier); Botania's runic altar `catalysts`; the generic `inputItems`.
  'input0',
  'input1',
  'input2',
  'additives',
  'mold',
  'soil',
  'pedestalItems',
  'catalysts',
  'inputItems',
]);
/**
 * Further input keys by their ending: Mekanism's `itemInput`/`mainInput`/`extraInput`/`chemicalInput` (1.20) and
 * `item_input`/`chemical_input` (1.21), Create-style `fluid_input`, and the like.
 */
const INPUT_SUFFIX = /(?:[a-z0-9]Input|_input)s?$/;
/**
 * Keys inside a stack or ingredient that never name an item (`type` names the ingredient's own type; NeoForge's
 * difference ingredient lists in `subtracted` what it does NOT accept).
 */
export const RECIPE_SKIPPED_KEYS: ReadonlySet<string> = new Set([
  'type',
  'components',
  'nbt',
  'data',
  'count',
  'amount',
  'chance',
  'conditions',
  'subtracted',
]);
/** String keys of a stack or ingredient that name an item, block or fluid (`items`: NeoForge's components ingredient). */
export const RECIPE_ID_KEYS: ReadonlySet<string> = new Set(['item', 'id', 'fluid', 'block', 'items', 'fluids']);
/** String keys that name a tag. */
export const RECIPE_TAG_KEYS: ReadonlySet<string> = new Set(['tag', 'fluidTag', 'fluid_tag']);
/** Recipes nest a few levels; deeper structure is not followed (hostile files stay cheap). */
export const RECIPE_MAX_DEPTH = 12;
/** Ids collected per list at most (a real recipe has fewer than 100). */
export const RECIPE_MAX_IDS = 256;
const ID = /^#?[a-z0-9_.-]+:[a-z0-9_./-]+$/;

export interface RecipeFacts {
  type: string;
  outputs: string[];
  inputs: string[];
  /** The loader families that never load the file (an always-false load condition, recipeConditions.ts). */
  disabledOn: LoaderFamily[];
  /** Conditions naming mods, per loader family (recipeConditions.ts modConditions), judged with the pack's mods. */
  modConditions?: Partial<Record<LoaderFamily, LoadCondition>>;
  /** A `forge:conditional` recipe's entries that may load, in order, when more than one may (see RecipeEntry). */
  choices?: RecipeChoice[];
}

/**
 * The type, outputs and inputs of a parsed recipe. `legacy` marks a 1.12 `assets/<ns>/recipes/` file, where `#NAME`
 * is a constant (not a tag) and ore-dictionary ingredients (`forge:ore_dict`) name no item. A Forge
 * `forge:conditional` wrapper (`{"recipes": [{"conditions", "recipe"}]}`) is read as the recipe the game would take
 * (recipeConditions.ts conditionalEntries), with that recipe's type; when which one loads depends on the pack's
 * mods, every entry that may is kept in `choices`.
 */
export function recipeFacts(json: unknown, legacy: boolean): RecipeFacts {
  // Every version reads a recipe's `type` first and logs "Parsing error loading recipe" without one (vanilla's
  // RecipeManager, 1.12 Forge's CraftingHelper): a file that is not an object with a type is never a recipe. Packs
  // rely on it, overriding a mod's recipe with `{}` to remove it; a ported mod's leftover `_constants.json` on Fabric.
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    return { type: 'unknown', outputs: [], inputs: [], disabledOn: [...NEVER_LOADED] };
  }
  let record = json as Record<string, unknown>;
  const disabled = disabledOn(record);
  if (typeof record['type'] !== 'string' || record['type'].length === 0)
    for (const f of NEVER_LOADED) if (!disabled.includes(f)) disabled.push(f);
  let mods = modConditions(record);
  let choices: RecipeChoice[] | undefined;
  if (record['type'] === 'forge:conditional') {
    const entries = conditionalEntries(record['recipes']);
    // Forge's recipe type, read by Forge and NeoForge's 1.20.1 fork: with no entry that can hold, no recipe loads.
    if (entries !== null && entries.length === 0)
      for (const f of CONDITIONAL_FAMILIES) if (!disabled.includes(f)) disabled.push(f);
    if (entries !== null && entries.length > 0) {
      record = entries[0]!.recipe;
      const last = entries[entries.length - 1]!;
      // Every entry depends on the mods: the recipe loads only when one of them holds.
      if (last.when !== undefined) {
        const any: LoadCondition = { any: entries.map((e) => e.when!) };
        mods ??= {};
        for (const f of CONDITIONAL_FAMILIES) mods[f] = mods[f] === undefined ? any : { all: [mods[f]!, any] };
      }
      if (entries.length > 1)
        choices = entries.map((e) => {
          const facts = shapeFacts(e.recipe, legacy);
          if (e.when === undefined) return facts;
          const when: Partial<Record<LoaderFamily, LoadCondition>> = {};
          for (const f of CONDITIONAL_FAMILIES) when[f] = e.when;
          return { ...facts, when };
        });
    }
  }
  // Built field by field, not spread: one record of one shape per recipe (tens of thousands per pack).
  const shape = shapeFacts(record, legacy);
  const facts: RecipeFacts = { type: shape.type, outputs: shape.outputs, inputs: shape.inputs, disabledOn: disabled };
  if (mods !== undefined) facts.modConditions = mods;
  if (choices !== undefined) facts.choices = choices;
  return facts;
}

/** Every loader family: a file without a recipe type loads on none. */
const NEVER_LOADED: readonly LoaderFamily[] = ['forge', 'neoforge', 'fabric'];

/** The loader families that read Forge's `forge:conditional` recipe type (Forge, and NeoForge's 1.20.1 fork). */
const CONDITIONAL_FAMILIES = ['forge', 'neoforge'] as const;

/** The type, outputs and inputs of one recipe object. */
function shapeFacts(
  record: Record<string, unknown>,
  legacy: boolean,
): { type: string; outputs: string[]; inputs: string[] } {
  const rawType = record['type'];
  const type = typeof rawType === 'string' && rawType.length > 0 ? fullRecipeType(rawType) : 'unknown';
  // Lists kept in first-seen order without repeats (a real recipe names a handful of ids: an array beats a Set).
  const outputs: string[] = [];
  const inputs: string[] = [];
  collectRecipe(record, outputs, inputs, legacy, true);
  return { type, outputs, inputs };
}

/** The top-level keys of a recipe (or of one step of Create's `sequence`, whose outputs are intermediate). */
function collectRecipe(
  record: Record<string, unknown>,
  outputs: string[] | null,
  inputs: string[],
  legacy: boolean,
  top: boolean,
): void {
  for (const key in record) {
    if (key === 'type' || key === 'conditions') continue;
    if (isOutputKey(key)) {
      if (outputs !== null) collect(record[key], outputs, legacy, 0, false);
    } else if (isInputKey(key)) collect(record[key], inputs, legacy, 0, key === 'key');
    else if (top && key === 'sequence' && Array.isArray(record[key])) {
      // Create's sequenced assembly: each step's ingredients are inputs of the whole recipe.
      for (const step of record[key] as unknown[])
        if (typeof step === 'object' && step !== null && !Array.isArray(step))
          collectRecipe(step as Record<string, unknown>, null, inputs, legacy, false);
    }
  }
}

function collect(value: unknown, into: string[], legacy: boolean, depth: number, keyMap: boolean): void {
  if (depth > RECIPE_MAX_DEPTH || into.length >= RECIPE_MAX_IDS) return;
  if (typeof value === 'string') {
    addRecipeId(value, into, legacy);
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  if (Array.isArray(value)) {
    for (const v of value) collect(v, into, legacy, depth + 1, false);
    return;
  }
  const record = value as Record<string, unknown>;
  if (keyMap) {
    // A shaped recipe's `key`: every value is an ingredient.
    for (const k in record) collect(record[k], into, legacy, depth + 1, false);
    return;
  }
  const type = record['type'];
  if (legacy && typeof type === 'string' && type.endsWith('ore_dict')) return;
  for (const key in record) {
    if (RECIPE_SKIPPED_KEYS.has(key)) continue;
    const v = record[key];
    if (typeof v === 'string') {
      if (RECIPE_ID_KEYS.has(key)) addRecipeId(v, into, legacy);
      else if (RECIPE_TAG_KEYS.has(key)) addRecipeId(`#${v.replace(/^#/, '')}`, into, legacy);
      continue;
    }
    // Nested stacks and ingredients, whatever the key: `{"item": {"id"}}` (Farmer's Delight 1.21 results),
    // `{"base_ingredient": {...}, "count"}` (Immersive Engineering), `{"value": [...]}` (Thermal), named slots
    // `{"top", "middle", "bottom"}` (AE2's inscriber), `{"output": {...}, "chance"}` (IE's secondaries).
    if (typeof v === 'object' && v !== null) collect(v, into, legacy, depth + 1, false);
  }
}

/** Whether a recipe's top-level key holds what it makes. */
export function isOutputKey(key: string): boolean {
  return OUTPUT_KEYS.has(key) || OUTPUT_SUFFIX.test(key);
}

/** Whether a recipe's top-level key (not an output key) holds what it uses. */
export function isInputKey(key: string): boolean {
  return INPUT_KEYS.has(key) || INPUT_SUFFIX.test(key);
}

/** Appends the id `raw` names to `into` (full, checked, once), as a recipe's outputs and inputs keep them. */
export function addRecipeId(raw: string, into: string[], legacy: boolean): void {
  // Nearly every id is written in full (`ns:path`, `#ns:path`): then it is the id as is, and the steps below change
  // nothing.
  if (!legacy && isFullId(raw)) {
    if (!into.includes(raw)) into.push(raw);
    return;
  }
  // 1.12's ResourceLocation lower-cases what it is given: `harvestcraft:FooItem` names `harvestcraft:fooitem`.
  let text = legacy ? raw.trim().toLowerCase() : raw.trim();
  if (legacy && text.startsWith('#')) return; // a 1.12 constant, not a tag
  const tag = text.startsWith('#');
  if (tag) text = text.slice(1);
  if (!text.includes(':')) {
    if (!/^[a-z0-9_./-]+$/.test(text)) return;
    text = `minecraft:${text}`;
  }
  const id = (tag ? '#' : '') + text;
  if (ID.test(id) && !into.includes(id)) into.push(id);
}

/** Whether `raw` matches {@link ID} (checked by hand: a regular expression per id costs more than the rest). */
function isFullId(raw: string): boolean {
  let k = raw.charCodeAt(0) === 0x23 ? 1 : 0;
  const nsStart = k;
  for (; k < raw.length; k++) {
    const c = raw.charCodeAt(k);
    if (c === 0x3a) break;
    if (!((c >= 0x61 && c <= 0x7a) || (c >= 0x30 && c <= 0x39) || c === 0x5f || c === 0x2e || c === 0x2d)) return false;
  }
  if (k === nsStart || k >= raw.length - 1) return false;
  for (k++; k < raw.length; k++) {
    const c = raw.charCodeAt(k);
    const ok =
      (c >= 0x61 && c <= 0x7a) || (c >= 0x30 && c <= 0x39) || c === 0x5f || c === 0x2e || c === 0x2d || c === 0x2f;
    if (!ok) return false;
  }
  return true;
}

/** A recipe type as the index keeps it: `minecraft:` when it names no namespace. */
export function fullRecipeType(id: string): string {
  return id.includes(':') ? id : `minecraft:${id}`;
}
