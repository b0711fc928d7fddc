import type { RecipeEntry } from './contentIndex';
import { isModConditions, isRecipeChoices } from './recipeConditions';

/**
 * A source part's recipes, packed flat (sourceContent.ts `SourcePart`): per recipe four strings `id, type, file, io`
 * in one list, where `io` is the outputs and the inputs joined as `out out | in in` — no record and no two lists per
 * recipe, which a cold index of a large pack made by the hundred thousand and the cache kept alive (docs/performance.md,
 * content index, sixth pass). Recipes with load conditions (`disabledOn`, `modConditions`, `choices`: a few in most
 * mods) keep those under their number in `conditions`; their type, outputs and inputs are packed like any other.
 */
export interface PackedRecipes {
  recipes: string[];
  /** By recipe number (its place in `recipes` over {@link RECIPE_STRIDE}, as a decimal key); absent when none. */
  recipeConditions?: Record<string, RecipeConditions>;
}

/** The load conditions of one recipe file (RecipeEntry's source-only fields). */
export type RecipeConditions = Pick<RecipeEntry, 'disabledOn' | 'modConditions' | 'choices'>;

/** Strings per recipe in {@link PackedRecipes.recipes}. */
export const RECIPE_STRIDE = 4;

/**
 * Appends a recipe to a packed list. Its outputs and inputs must be ids as recipeShapes.ts collects them (`ns:path` or
 * `#ns:path` of the characters its ID pattern allows: never empty, never holding a space or `|`), so the join is
 * undone exactly by {@link recipeIo}.
 */
export function packRecipe(into: PackedRecipes, recipe: RecipeEntry): void {
  const at = into.recipes.length / RECIPE_STRIDE;
  into.recipes.push(recipe.id, recipe.type, recipe.file, packIo(recipe.outputs, recipe.inputs));
  if (recipe.disabledOn === undefined && recipe.modConditions === undefined && recipe.choices === undefined) return;
  const conditions: RecipeConditions = {};
  if (recipe.disabledOn !== undefined) conditions.disabledOn = recipe.disabledOn;
  if (recipe.modConditions !== undefined) conditions.modConditions = recipe.modConditions;
  if (recipe.choices !== undefined) conditions.choices = recipe.choices;
  (into.recipeConditions ??= {})[String(at)] = conditions;
}

function packIo(outputs: readonly string[], inputs: readonly string[]): string {
  // One join: a flat string, not a tree of concatenations that would be kept as it is. Through a list kept between
  // calls, not a fresh concatenated list per recipe.
  const all = IO_SCRATCH;
  for (let k = 0; k < outputs.length; k++) all.push(outputs[k]!);
  all.push('|');
  for (let k = 0; k < inputs.length; k++) all.push(inputs[k]!);
  const io = all.join(' ');
  // Emptied with pop: `length = 0` would drop the list's room, and the next recipe would allocate it again.
  while (all.length > 0) all.pop();
  return io;
}

/** {@link packIo}'s list, empty between calls. */
const IO_SCRATCH: string[] = [];

/** The outputs and inputs of a packed `io` string (`out out | in in`: the lone `|` parts them). */
export function recipeIo(io: string): { outputs: string[]; inputs: string[] } {
  const all = io.split(' ');
  const bar = all.indexOf('|');
  if (bar < 0) return { outputs: [], inputs: [] };
  return { outputs: all.slice(0, bar), inputs: all.slice(bar + 1) };
}

/** The recipe at `k` (a multiple of {@link RECIPE_STRIDE}) of a packed list, as a record with its conditions. */
export function unpackRecipe(packed: PackedRecipes, k: number): RecipeEntry {
  const list = packed.recipes;
  const { outputs, inputs } = recipeIo(list[k + 3]!);
  const recipe: RecipeEntry = { id: list[k]!, type: list[k + 1]!, file: list[k + 2]!, outputs, inputs };
  const conditions = packed.recipeConditions?.[String(k / RECIPE_STRIDE)];
  if (conditions !== undefined) {
    if (conditions.disabledOn !== undefined) recipe.disabledOn = conditions.disabledOn;
    if (conditions.modConditions !== undefined) recipe.modConditions = conditions.modConditions;
    if (conditions.choices !== undefined) recipe.choices = conditions.choices;
  }
  return recipe;
}

/** Every recipe of a packed list as records, in order (overlays and filters, which are rare, work on these). */
export function unpackRecipes(packed: PackedRecipes): RecipeEntry[] {
  const out: RecipeEntry[] = [];
  for (let k = 0; k < packed.recipes.length; k += RECIPE_STRIDE) out.push(unpackRecipe(packed, k));
  return out;
}

/** Records packed again, in order. */
export function packRecipes(recipes: readonly RecipeEntry[]): PackedRecipes {
  const out: PackedRecipes = { recipes: [] };
  for (const r of recipes) packRecipe(out, r);
  return out;
}

/**
 * Whether a part's `recipes` and `recipeConditions` read back from the cache have the packed shape: whole strides of
 * strings, and conditions only under numbers of recipes the list holds.
 */
export function isPackedRecipes(recipes: unknown, conditions: unknown): boolean {
  if (!Array.isArray(recipes) || recipes.length % RECIPE_STRIDE !== 0) return false;
  for (const v of recipes) if (typeof v !== 'string') return false;
  if (conditions === undefined) return true;
  if (typeof conditions !== 'object' || conditions === null || Array.isArray(conditions)) return false;
  const count = recipes.length / RECIPE_STRIDE;
  for (const key in conditions) {
    const n = Number(key);
    if (!Number.isInteger(n) || n < 0 || n >= count || String(n) !== key) return false;
    const c = (conditions as Record<string, unknown>)[key];
    if (typeof c !== 'object' || c === null || Array.isArray(c)) return false;
    const r = c as Record<string, unknown>;
    if (r['disabledOn'] !== undefined && !isStrings(r['disabledOn'])) return false;
    if (r['modConditions'] !== undefined && !isModConditions(r['modConditions'])) return false;
    if (r['choices'] !== undefined && !isRecipeChoices(r['choices'])) return false;
  }
  return true;
}

function isStrings(value: unknown): boolean {
  return Array.isArray(value) && value.every((v) => typeof v === 'string');
}
