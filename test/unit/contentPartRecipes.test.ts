import * as assert from 'node:assert/strict';
import type { RecipeEntry } from '../../src/core/content/contentIndex';
import {
  RECIPE_STRIDE,
  isPackedRecipes,
  packRecipes,
  recipeIo,
  unpackRecipe,
  unpackRecipes,
} from '../../src/core/content/partRecipes';
import { recipeFacts } from '../../src/core/content/recipeShapes';

/** A recipe record as sourceContent.ts makes it from a recipe file's JSON. */
function recordOf(id: string, json: unknown): RecipeEntry {
  const facts = recipeFacts(json, false);
  const recipe: RecipeEntry = { id, file: `data/${id.replace(':', '/recipes/')}.json`, ...facts };
  delete (recipe as { disabledOn?: unknown }).disabledOn;
  if (facts.disabledOn.length > 0) recipe.disabledOn = facts.disabledOn;
  return recipe;
}

describe('content: packed recipes (partRecipes.ts)', () => {
  const recipes: RecipeEntry[] = [
    recordOf('create:brass_ingot', {
      type: 'create:mixing',
      ingredients: [{ tag: 'forge:ingots/copper' }, { item: 'create:zinc_ingot' }],
      results: [{ item: 'create:brass_ingot', count: 2 }],
    }),
    // Nothing it makes or uses can be told: both lists empty.
    recordOf('mod:odd', { type: 'mod:mystery', stuff: 42 }),
    // Outputs only, inputs only.
    recordOf('mod:gift', { type: 'mod:gift', result: 'mod:present' }),
    recordOf('mod:void', { type: 'mod:void', ingredient: { tag: 'c:trash' } }),
    recordOf('minecraft:stick', {
      type: 'minecraft:crafting_shaped',
      pattern: ['#', '#'],
      key: { '#': { tag: 'minecraft:planks' } },
      result: { id: 'minecraft:stick', count: 4 },
    }),
    // Load conditions (Forge mod_loaded, an always-false condition, a forge:conditional with choices).
    recordOf('mod:compat', {
      type: 'minecraft:smelting',
      conditions: [{ type: 'forge:mod_loaded', modid: 'thermal' }],
      ingredient: { item: 'thermal:tin_ore' },
      result: 'mod:tin_ingot',
    }),
    recordOf('mod:never', {
      type: 'minecraft:smelting',
      conditions: [{ type: 'forge:false' }],
      ingredient: { item: 'mod:a' },
      result: 'mod:b',
    }),
    recordOf('mod:either', {
      type: 'forge:conditional',
      recipes: [
        {
          conditions: [{ type: 'forge:mod_loaded', modid: 'create' }],
          recipe: { type: 'create:pressing', ingredients: [{ item: 'mod:a' }], results: [{ item: 'mod:plate' }] },
        },
        {
          conditions: [{ type: 'forge:true' }],
          recipe: { type: 'minecraft:crafting_shapeless', ingredients: [{ item: 'mod:a' }], result: 'mod:plate' },
        },
      ],
    }),
  ];

  it('gives back every recipe as it was packed: fields, empty lists, tags and load conditions', () => {
    // The cases above cover what the packing must keep apart (the record shapes are recipeShapes.ts's).
    assert.deepEqual(recipes[1]!.outputs, []);
    assert.deepEqual(recipes[1]!.inputs, []);
    assert.ok(recipes[5]!.modConditions !== undefined && recipes[6]!.disabledOn !== undefined);
    assert.ok(recipes[7]!.choices !== undefined);
    const packed = packRecipes(recipes);
    assert.equal(packed.recipes.length, recipes.length * RECIPE_STRIDE);
    assert.ok(packed.recipes.every((v) => typeof v === 'string'));
    assert.deepEqual(Object.keys(packed.recipeConditions ?? {}).sort(), ['5', '6', '7']);
    assert.deepEqual(unpackRecipes(packed), recipes);
    assert.deepEqual(unpackRecipe(packed, 7 * RECIPE_STRIDE), recipes[7]);
    // Through JSON (the cache file) and back.
    const read: unknown = JSON.parse(JSON.stringify(packed));
    const r = read as typeof packed;
    assert.equal(isPackedRecipes(r.recipes, r.recipeConditions), true);
    assert.deepEqual(unpackRecipes(r), recipes);
    // Without conditions the part has no conditions record at all.
    assert.equal(packRecipes(recipes.slice(0, 5)).recipeConditions, undefined);
  });

  it('splits an io string into the outputs and inputs it was joined from', () => {
    assert.deepEqual(recipeIo('|'), { outputs: [], inputs: [] });
    assert.deepEqual(recipeIo('a:b |'), { outputs: ['a:b'], inputs: [] });
    assert.deepEqual(recipeIo('| #c:x a:b'), { outputs: [], inputs: ['#c:x', 'a:b'] });
    assert.deepEqual(recipeIo('a:b c:d | #c:x'), { outputs: ['a:b', 'c:d'], inputs: ['#c:x'] });
    // A damaged string read back from a cache still gives lists of strings.
    assert.deepEqual(recipeIo(''), { outputs: [], inputs: [] });
  });

  it('refuses a packed list read back from disk that is cut, holds no strings, or has conditions of no recipe', () => {
    const good = packRecipes(recipes);
    assert.equal(isPackedRecipes(good.recipes, good.recipeConditions), true);
    assert.equal(isPackedRecipes(good.recipes.slice(0, -1), undefined), false);
    assert.equal(isPackedRecipes([...good.recipes.slice(0, -1), 7], undefined), false);
    assert.equal(isPackedRecipes({}, undefined), false);
    assert.equal(isPackedRecipes(good.recipes, []), false);
    assert.equal(isPackedRecipes(good.recipes, { [String(recipes.length)]: {} }), false);
    assert.equal(isPackedRecipes(good.recipes, { '-1': {} }), false);
    assert.equal(isPackedRecipes(good.recipes, { '01': {} }), false);
    assert.equal(isPackedRecipes(good.recipes, { '0': { disabledOn: [1] } }), false);
    assert.equal(isPackedRecipes(good.recipes, { '0': { modConditions: { quilt: 'x' } } }), false);
    assert.equal(isPackedRecipes(good.recipes, { '0': { choices: [{ type: 1 }] } }), false);
    assert.equal(isPackedRecipes(good.recipes, { '0': null }), false);
  });
});
