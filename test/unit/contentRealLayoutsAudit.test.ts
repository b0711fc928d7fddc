import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { ContentIndexer } from '../../src/core/content/contentIndexer';
import type { ContentIndex } from '../../src/core/content/contentIndex';
import type { Instance } from '../../src/core/model/instance';
import { ModScanner } from '../../src/core/mods/modScanner';
import { j, writeContentPack } from './fixtures/contentPack';
import { fabricJar, neoforgeToml, tomlJar } from './fixtures/modJars';

/**
 * Recipe and lang shapes of real mods the index had not met, in jars built at test time. The keys each mod uses are
 * named after AlmostReliable/almostunified's per-mod recipe unifiers (ImmersiveEngineeringRecipeUnifier,
 * ArsNouveauRecipeUnifier, RecipeConstants), which read these mods' recipe JSON.
 */
describe('content index on real mod layouts: keys of further mods', () => {
  let root: string;
  beforeEach(async () => {
    root = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'nova-content-audit-'));
  });
  afterEach(async () => {
    await fs.promises.rm(root, { recursive: true, force: true });
  });

  async function indexOf(mods: Record<string, Buffer>): Promise<ContentIndex> {
    const pack = await writeContentPack(root, mods, { minecraft: '1.20.1', vanilla: false });
    return new ContentIndexer(new ModScanner()).index(pack.instance);
  }
  const recipe = (index: ContentIndex, id: string) => {
    const r = index.recipes.find((x) => x.id === id);
    assert.ok(r, `recipe ${id} indexed`);
    return { outputs: r.outputs, inputs: r.inputs };
  };

  it('reads Immersive Engineering, Ars Nouveau and Botania inputs and outputs under their own keys', async () => {
    const jar = await tomlJar(neoforgeToml('audit', '1.0.0'), {
      neoforge: true,
      extra: {
        // Immersive Engineering's alloy kiln: `input0`/`input1` are the two inputs.
        'data/audit/recipes/alloy/electrum.json': j({
          type: 'immersiveengineering:alloy',
          input0: { tag: 'forge:ingots/gold' },
          input1: { tag: 'forge:ingots/silver' },
          result: { base_ingredient: { tag: 'forge:ingots/electrum' }, count: 2 },
          time: 200,
        }),
        // Its arc furnace: `additives` are inputs, `slag` an output.
        'data/audit/recipes/arcfurnace/steel.json': j({
          type: 'immersiveengineering:arc_furnace',
          additives: [{ tag: 'forge:dusts/coal_coke' }],
          energy: 51200,
          input: { tag: 'forge:ingots/iron' },
          results: [{ tag: 'forge:ingots/steel' }],
          slag: { tag: 'forge:slag' },
          time: 400,
        }),
        // Its metal press: the `mold` is an input (an item id).
        'data/audit/recipes/metalpress/plate.json': j({
          type: 'immersiveengineering:metal_press',
          energy: 2400,
          input: { tag: 'forge:ingots/copper' },
          mold: 'immersiveengineering:mold_plate',
          result: { tag: 'forge:plates/copper' },
        }),
        // Ars Nouveau's enchanting apparatus: `pedestalItems` (`{"item": ingredient}`) and `reagent`.
        'data/audit/recipes/apparatus/ring.json': j({
          type: 'ars_nouveau:enchanting_apparatus',
          keepNbtOfReagent: false,
          output: { item: 'audit:ring' },
          pedestalItems: [{ item: { item: 'minecraft:gold_ingot' } }, { item: { tag: 'forge:gems/source' } }],
          reagent: [{ item: 'audit:band' }],
          sourceCost: 500,
        }),
        // Botania's runic altar: runes in `catalysts` are inputs not used up.
        'data/audit/recipes/runic/rune.json': j({
          type: 'botania:runic_altar',
          catalysts: [{ item: 'audit:rune_water' }],
          ingredients: [{ item: 'minecraft:sugar_cane' }],
          mana: 5200,
          output: { item: 'audit:rune_spring' },
        }),
      },
    });
    const index = await indexOf({ 'audit.jar': jar });
    assert.deepEqual(recipe(index, 'audit:alloy/electrum'), {
      outputs: ['#forge:ingots/electrum'],
      inputs: ['#forge:ingots/gold', '#forge:ingots/silver'],
    });
    assert.deepEqual(recipe(index, 'audit:arcfurnace/steel'), {
      outputs: ['#forge:ingots/steel', '#forge:slag'],
      inputs: ['#forge:dusts/coal_coke', '#forge:ingots/iron'],
    });
    assert.deepEqual(recipe(index, 'audit:metalpress/plate').inputs, [
      '#forge:ingots/copper',
      'immersiveengineering:mold_plate',
    ]);
    assert.deepEqual(recipe(index, 'audit:apparatus/ring'), {
      outputs: ['audit:ring'],
      inputs: ['minecraft:gold_ingot', '#forge:gems/source', 'audit:band'],
    });
    assert.deepEqual(recipe(index, 'audit:runic/rune'), {
      outputs: ['audit:rune_spring'],
      inputs: ['audit:rune_water', 'minecraft:sugar_cane'],
    });
  });

  it('takes a lang value the game shows as text: numbers and booleans, as Gson gives them', async () => {
    const jar = await tomlJar(neoforgeToml('numbers', '1.0.0'), {
      neoforge: true,
      extra: {
        'assets/numbers/models/item/seven.json': j({ parent: 'item/generated' }),
        'assets/numbers/models/item/odd.json': j({ parent: 'item/generated' }),
        'assets/numbers/lang/en_us.json':
          '{"item.numbers.seven": 7, "item.numbers.odd": "Odd", "item.numbers.x": {"a": 1}}',
      },
    });
    const index = await indexOf({ 'numbers.jar': jar });
    assert.equal(index.items.find((i) => i.id === 'numbers:seven')?.name, '7');
    assert.equal(index.items.find((i) => i.id === 'numbers:odd')?.name, 'Odd');
  });

  it('leaves out compat recipes whose load conditions name a mod the pack lacks, per loader', async () => {
    // Creators-of-Create/Create src/generated/resources/data/create/recipe/compat/ae2/…: each file carries
    // `"neoforge:conditions": [{"type": "neoforge:mod_loaded", "modid": "ae2"}]`.
    const compat = (key: string, condition: unknown) =>
      j({
        [key]: [condition],
        type: 'minecraft:crafting_shapeless',
        ingredients: [{ item: 'minecraft:stick' }],
        result: { id: 'minecraft:stick' },
      });
    const mod = await tomlJar(neoforgeToml('compatmod', '1.0.0'), {
      neoforge: true,
      extra: {
        'data/compatmod/recipe/compat/ae2/press.json': compat('neoforge:conditions', {
          type: 'neoforge:mod_loaded',
          modid: 'ae2',
        }),
        'data/compatmod/recipe/compat/present/press.json': compat('neoforge:conditions', {
          type: 'neoforge:mod_loaded',
          modid: 'othermod',
        }),
        'data/compatmod/recipe/compat/loader/press.json': compat('neoforge:conditions', {
          type: 'neoforge:mod_loaded',
          modid: 'neoforge',
        }),
        'data/compatmod/recipe/compat/not_ae2/press.json': compat('neoforge:conditions', {
          type: 'neoforge:not',
          value: { type: 'neoforge:mod_loaded', modid: 'ae2' },
        }),
        'data/compatmod/recipe/compat/tag/press.json': compat('neoforge:conditions', {
          type: 'neoforge:tag_empty',
          tag: 'c:ingots/tin',
        }),
        'data/compatmod/recipe/compat/fabric/press.json': compat('fabric:load_conditions', {
          condition: 'fabric:all_mods_loaded',
          values: ['ae2'],
        }),
      },
    });
    const other = await fabricJar({ schemaVersion: 1, id: 'othermod', version: '1.0.0' });
    const pack = await writeContentPack(
      root,
      { 'compat.jar': mod, 'other.jar': other },
      {
        minecraft: '1.21.1',
        vanilla: false,
      },
    );
    const ids = async (loader: string): Promise<string[]> => {
      const instance = { ...pack.instance, loader: { type: loader, version: '1.0' } } as Instance;
      return (await new ContentIndexer(new ModScanner()).index(instance)).recipes.map((r) => r.id);
    };
    assert.deepEqual(await ids('neoforge'), [
      'compatmod:compat/fabric/press',
      'compatmod:compat/loader/press',
      'compatmod:compat/not_ae2/press',
      'compatmod:compat/present/press',
      'compatmod:compat/tag/press',
    ]);
    // On Fabric only the Fabric key counts; `neoforge` is no mod there.
    assert.deepEqual(await ids('fabric'), [
      'compatmod:compat/ae2/press',
      'compatmod:compat/loader/press',
      'compatmod:compat/not_ae2/press',
      'compatmod:compat/present/press',
      'compatmod:compat/tag/press',
    ]);
  });
});
