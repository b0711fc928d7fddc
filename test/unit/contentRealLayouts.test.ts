import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { ContentIndexer } from '../../src/core/content/contentIndexer';
import type { ContentIndex } from '../../src/core/content/contentIndex';
import { ModScanner } from '../../src/core/mods/modScanner';
import { buildZip, j, writeContentPack, writeText } from './fixtures/contentPack';
import { forgeToml, tomlJar } from './fixtures/modJars';

/**
 * The content index against the layouts real mod jars use (each fixture names the public file it mirrors; the
 * content is this test's own). Every jar is built at test time.
 */
describe('content index on real mod layouts', () => {
  let root: string;
  beforeEach(async () => {
    root = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'nova-content-real-'));
  });
  afterEach(async () => {
    await fs.promises.rm(root, { recursive: true, force: true });
  });

  async function indexOf(
    mods: Record<string, Buffer>,
    minecraft = '1.20.1',
    vanilla: boolean = false,
  ): Promise<ContentIndex> {
    const pack = await writeContentPack(root, mods, { vanilla, minecraft });
    return new ContentIndexer(new ModScanner()).index(pack.instance);
  }

  function recipe(index: ContentIndex, id: string): { type: string; outputs: string[]; inputs: string[] } {
    const r = index.recipes.find((x) => x.id === id);
    assert.ok(r, `recipe ${id} indexed`);
    return { type: r.type, outputs: r.outputs, inputs: r.inputs };
  }

  it('reads the outputs and inputs of modded recipe shapes as their mods write them', async () => {
    const jar = await tomlJar(forgeToml('shapes', '1.0.0'), {
      neoforge: true,
      extra: {
        // vectorwing/FarmersDelight src/generated/resources/data/farmersdelight/recipe/cutting/acacia_log.json (1.21):
        // results are `{"item": {"id"}}`, the tool a string ingredient.
        'data/shapes/recipe/cutting/log.json': j({
          type: 'farmersdelight:cutting',
          ingredients: ['minecraft:acacia_log'],
          result: [{ item: { id: 'minecraft:stripped_acacia_log' } }, { item: { id: 'shapes:bark' }, chance: 0.5 }],
          tool: '#minecraft:axes',
        }),
        // mekanism/Mekanism src/datagen/generated/mekanism/data/mekanism/recipe/metallurgic_infusing/alloy/infused.json
        // (1.21): snake_case `item_input`/`chemical_input`, `output {"id"}`.
        'data/shapes/recipe/infusing/alloy.json': j({
          type: 'mekanism:metallurgic_infusing',
          chemical_input: { amount: 10, tag: 'mekanism:redstone' },
          item_input: { count: 1, tag: 'c:ingots/copper' },
          output: { count: 1, id: 'shapes:alloy' },
          per_tick_usage: false,
        }),
        // Mekanism 1.20 (camelCase): `itemInput {"ingredient"}`, sawing's `mainOutput`/`secondaryOutput`.
        'data/shapes/recipe/sawing/plank.json': j({
          type: 'mekanism:sawing',
          input: { ingredient: { tag: 'minecraft:logs' } },
          mainOutput: { item: 'minecraft:oak_planks', count: 6 },
          secondaryOutput: { item: 'shapes:sawdust' },
          secondaryChance: 0.25,
        }),
        'data/shapes/recipe/infusing/old.json': j({
          type: 'mekanism:metallurgic_infusing',
          chemicalInput: { amount: 20, tag: 'mekanism:carbon' },
          itemInput: { ingredient: { item: 'minecraft:iron_ingot' } },
          output: { item: 'shapes:steel' },
        }),
        // AE2's inscriber: named slots under `ingredients`.
        'data/shapes/recipe/inscriber/print.json': j({
          type: 'ae2:inscriber',
          mode: 'press',
          ingredients: { top: { item: 'shapes:press' }, middle: { tag: 'c:silicon' }, bottom: { item: 'shapes:base' } },
          result: { item: 'shapes:printed' },
        }),
        // Immersive Engineering's crusher: counted `base_ingredient` and chance `secondaries`.
        'data/shapes/recipe/crusher/ore.json': j({
          type: 'immersiveengineering:crusher',
          energy: 6000,
          input: { tag: 'c:ores/copper' },
          result: { base_ingredient: { tag: 'c:dusts/copper' }, count: 2 },
          secondaries: [{ chance: 0.1, output: { tag: 'c:dusts/gold' } }],
        }),
        // Tinkers' casting: `cast` and `fluid` are inputs, `result` a bare id.
        'data/shapes/recipe/casting/ingot.json': j({
          type: 'tconstruct:casting_table',
          cast: { tag: 'tconstruct:casts/multi_use/ingot' },
          cast_consumed: false,
          fluid: { tag: 'c:molten_iron', amount: 90 },
          result: 'minecraft:iron_ingot',
          cooling_time: 60,
        }),
        // Create's sequenced assembly: the steps' ingredients are inputs too.
        'data/shapes/recipe/sequenced_assembly/gadget.json': j({
          type: 'create:sequenced_assembly',
          ingredient: { item: 'shapes:frame' },
          transitionalItem: { item: 'shapes:incomplete_gadget' },
          sequence: [
            {
              type: 'create:deploying',
              ingredients: [{ item: 'shapes:incomplete_gadget' }, { item: 'shapes:cog' }],
              results: [{ item: 'shapes:incomplete_gadget' }],
            },
          ],
          results: [{ item: 'shapes:gadget', chance: 120 }],
          loops: 3,
        }),
        // NeoForge 1.21 custom ingredients: components (`items` string) and difference (`subtracted` is no input).
        'data/shapes/recipe/special.json': j({
          type: 'minecraft:crafting_shapeless',
          ingredients: [
            { type: 'neoforge:components', items: 'minecraft:potion', components: { 'minecraft:potion_contents': {} } },
            { type: 'neoforge:difference', base: { tag: 'c:gems' }, subtracted: { item: 'minecraft:diamond' } },
            // Creators-of-Create/Create src/generated/resources/data/create/recipe/mixing/compat/ae2/fluix_crystal.json
            { type: 'neoforge:compound', ingredients: [{ item: 'shapes:shard' }] },
          ],
          result: { id: 'shapes:elixir', count: 1 },
        }),
      },
    });
    const index = await indexOf({ 'shapes.jar': jar }, '1.21.1');
    assert.deepEqual(recipe(index, 'shapes:cutting/log'), {
      type: 'farmersdelight:cutting',
      outputs: ['minecraft:stripped_acacia_log', 'shapes:bark'],
      inputs: ['minecraft:acacia_log', '#minecraft:axes'],
    });
    assert.deepEqual(recipe(index, 'shapes:infusing/alloy'), {
      type: 'mekanism:metallurgic_infusing',
      outputs: ['shapes:alloy'],
      inputs: ['#mekanism:redstone', '#c:ingots/copper'],
    });
    assert.deepEqual(recipe(index, 'shapes:sawing/plank').outputs, ['minecraft:oak_planks', 'shapes:sawdust']);
    assert.deepEqual(recipe(index, 'shapes:sawing/plank').inputs, ['#minecraft:logs']);
    assert.deepEqual(recipe(index, 'shapes:infusing/old'), {
      type: 'mekanism:metallurgic_infusing',
      outputs: ['shapes:steel'],
      inputs: ['#mekanism:carbon', 'minecraft:iron_ingot'],
    });
    assert.deepEqual(recipe(index, 'shapes:inscriber/print').inputs, ['shapes:press', '#c:silicon', 'shapes:base']);
    assert.deepEqual(recipe(index, 'shapes:crusher/ore'), {
      type: 'immersiveengineering:crusher',
      outputs: ['#c:dusts/copper', '#c:dusts/gold'],
      inputs: ['#c:ores/copper'],
    });
    assert.deepEqual(recipe(index, 'shapes:casting/ingot'), {
      type: 'tconstruct:casting_table',
      outputs: ['minecraft:iron_ingot'],
      inputs: ['#tconstruct:casts/multi_use/ingot', '#c:molten_iron'],
    });
    assert.deepEqual(recipe(index, 'shapes:sequenced_assembly/gadget'), {
      type: 'create:sequenced_assembly',
      outputs: ['shapes:gadget'],
      inputs: ['shapes:frame', 'shapes:incomplete_gadget', 'shapes:cog'],
    });
    assert.deepEqual(recipe(index, 'shapes:special').inputs, ['minecraft:potion', '#c:gems', 'shapes:shard']);
  });

  it('reads a Forge 1.16–1.20 forge:conditional recipe as the recipe it wraps', async () => {
    const jar = await tomlJar(forgeToml('wrapped', '1.0.0'), {
      extra: {
        'data/wrapped/recipes/compat/gear.json': j({
          type: 'forge:conditional',
          recipes: [
            {
              conditions: [{ type: 'forge:mod_loaded', modid: 'thermal' }],
              recipe: {
                type: 'minecraft:crafting_shaped',
                pattern: [' I ', 'I I', ' I '],
                key: { I: { tag: 'forge:ingots/tin' } },
                result: { item: 'wrapped:tin_gear' },
              },
            },
          ],
        }),
      },
    });
    // The wrapped recipe loads only with its condition's mod (contentConditions.test.ts covers the rest).
    const index = await indexOf({ 'wrapped.jar': jar, 'thermal.jar': await tomlJar(forgeToml('thermal', '1.0.0')) });
    assert.deepEqual(recipe(index, 'wrapped:compat/gear'), {
      type: 'minecraft:crafting_shaped',
      outputs: ['wrapped:tin_gear'],
      inputs: ['#forge:ingots/tin'],
    });
  });

  it("reads only the data folders the instance's Minecraft reads: recipe/ and tags/item on 1.21, the plural before", async () => {
    // A jar carrying both spellings, as a mod ported to 1.21 with its old folders left in (holty07/Hard-workers PR #2:
    // on 1.21.1 its `recipes/` and `loot_tables/` were ignored by the game).
    const both = (): Promise<Buffer> =>
      tomlJar(forgeToml('ported', '1.0.0'), {
        neoforge: true,
        extra: {
          'assets/ported/models/item/gear.json': j({ parent: 'item/generated' }),
          'assets/ported/models/item/old_gear.json': j({ parent: 'item/generated' }),
          'data/ported/recipes/old_gear.json': j({
            type: 'minecraft:crafting_shapeless',
            ingredients: [],
            result: { item: 'ported:gear' },
          }),
          'data/ported/recipe/gear.json': j({
            type: 'minecraft:crafting_shapeless',
            ingredients: ['minecraft:stick'],
            result: { id: 'ported:gear' },
          }),
          'data/c/tags/items/gears.json': j({ values: ['ported:old_gear'] }),
          'data/c/tags/item/gears.json': j({ values: ['ported:gear'] }),
          'data/ported/tags/worldgen/biome/hot.json': j({ values: ['minecraft:desert'] }),
        },
      });
    const modern = await indexOf({ 'ported.jar': await both() }, '1.21.1');
    assert.deepEqual(
      modern.recipes.map((r) => r.id),
      ['ported:gear'],
    );
    assert.deepEqual(modern.tags.find((t) => t.id === 'c:gears')?.values, ['ported:gear']);
    assert.deepEqual(modern.tags.find((t) => t.id === 'ported:hot')?.values, ['minecraft:desert']);

    await fs.promises.rm(root, { recursive: true, force: true });
    root = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'nova-content-real-'));
    const old = await indexOf({ 'ported.jar': await both() }, '1.20.1');
    assert.deepEqual(
      old.recipes.map((r) => r.id),
      ['ported:old_gear'],
    );
    assert.deepEqual(old.tags.find((t) => t.id === 'c:gears')?.values, ['ported:old_gear']);
    assert.deepEqual(old.tags.find((t) => t.id === 'ported:hot')?.values, ['minecraft:desert']);
  });

  it('drops optional tag entries of mods the pack does not have, as the game does, and keeps the rest', async () => {
    // Creators-of-Create/Create src/generated/resources/data/create/tags/items/modded_stripped_logs.json: dozens of
    // other mods' ids, each `{"id", "required": false}`.
    const logs = await tomlJar(forgeToml('logs', '1.0.0'), {
      extra: {
        'assets/logs/models/item/stripped_log.json': j({ parent: 'logs:block/stripped_log' }),
        'assets/logs/blockstates/stripped_log.json': j({ variants: {} }),
        'data/logs/tags/items/modded_stripped_logs.json': j({
          values: [
            { id: 'byg:stripped_aspen_log', required: false },
            { id: 'woods:stripped_pine_log', required: false },
            { id: 'logs:stripped_log', required: false },
            { id: '#woods:logs', required: false },
            'minecraft:stripped_oak_log',
          ],
        }),
      },
    });
    // Another mod of the pack, whose items the index knows: its optional id that names none of them is dropped.
    const woods = await tomlJar(forgeToml('woods', '1.0.0'), {
      extra: {
        'assets/woods/models/item/pine_log.json': j({}),
        'assets/woods/lang/en_us.json': j({ 'item.woods.pine_log': 'Pine Log' }),
      },
    });
    const index = await indexOf({ 'logs.jar': logs, 'woods.jar': woods });
    assert.deepEqual(index.tags.find((t) => t.id === 'logs:modded_stripped_logs')?.values, [
      'logs:stripped_log',
      'minecraft:stripped_oak_log',
    ]);
  });

  it('reads 1.12 Forge block states that define items: metadata items are items, not blocks; inventory variants add item blocks', async () => {
    // CoFH/ThermalFoundation-1.12-Legacy src/main/resources/assets/thermalfoundation/blockstates/: material.json and
    // tool.json (forge:default-item) are items' models; storage.json (forge:default-block) is a block's.
    const jar = await buildZip({
      'mcmod.info': j([{ modid: 'oldfoundation', name: 'Old Foundation', version: '1.0' }]),
      'assets/oldfoundation/blockstates/material.json': j({
        forge_marker: 1,
        defaults: { transform: 'forge:default-item', model: 'forge:item-layer' },
        variants: { ingotcopper: [{ textures: { layer0: 'oldfoundation:items/material/ingot_copper' } }] },
      }),
      'assets/oldfoundation/blockstates/tool.json': j({
        forge_marker: 1,
        defaults: { transform: 'forge:default-tool', model: 'builtin/generated' },
        variants: { wrench: [{}] },
      }),
      'assets/oldfoundation/blockstates/storage.json': j({
        forge_marker: 1,
        defaults: { transform: 'forge:default-block', model: 'cube_all' },
        variants: { type: { copper: { textures: { all: 'oldfoundation:blocks/block_copper' } } } },
      }),
      'assets/oldfoundation/blockstates/machine.json': j({
        variants: { normal: { model: 'oldfoundation:machine' }, inventory: { model: 'oldfoundation:machine' } },
      }),
      // Sub-folder item models are custom model locations of metadata items, not ids.
      'assets/oldfoundation/models/item/armor/boots_copper.json': j({ parent: 'item/generated' }),
      'assets/oldfoundation/lang/en_US.lang':
        'item.oldfoundation.material.ingotCopper.name=Copper Ingot\ntile.oldfoundation.machine.name=Machine\n',
    });
    const index = await indexOf({ 'oldfoundation.jar': jar }, '1.12.2');
    assert.deepEqual(
      index.items.map((i) => [i.id, i.file]),
      [
        ['oldfoundation:machine', 'mods/oldfoundation.jar!/assets/oldfoundation/blockstates/machine.json'],
        ['oldfoundation:material', 'mods/oldfoundation.jar!/assets/oldfoundation/blockstates/material.json'],
        ['oldfoundation:tool', 'mods/oldfoundation.jar!/assets/oldfoundation/blockstates/tool.json'],
      ],
    );
    assert.deepEqual(
      index.blocks.map((b) => [b.id, b.name]),
      [
        ['oldfoundation:machine', 'Machine'],
        ['oldfoundation:storage', null],
      ],
    );
    assert.equal(index.items.find((i) => i.id === 'oldfoundation:machine')?.name, 'Machine');
  });

  it('drops recipes the loader never loads: always-false conditions (a data pack disabling a mod recipe) and Forge "_" ids', async () => {
    const jar = await tomlJar(forgeToml('gears', '1.0.0'), {
      extra: {
        'data/gears/recipes/iron_gear.json': j({
          type: 'minecraft:crafting_shaped',
          pattern: ['I'],
          key: { I: { tag: 'forge:ingots/iron' } },
          result: { item: 'gears:iron_gear' },
        }),
        // Forge's RecipeManager skips ids whose path starts with "_" ("used for metadata").
        'data/gears/recipes/_meta.json': j({
          type: 'minecraft:crafting_shapeless',
          ingredients: [],
          result: { item: 'gears:x' },
        }),
        // Only Fabric reads fabric:load_conditions: on Forge this recipe loads.
        'data/gears/recipes/fabric_only_off.json': j({
          type: 'minecraft:crafting_shapeless',
          'fabric:load_conditions': [{ condition: 'fabric:not', value: { condition: 'fabric:true' } }],
          ingredients: [{ item: 'minecraft:stick' }],
          result: { item: 'gears:wood_gear' },
        }),
        // A condition on the pack's tags is not evaluated: the recipe counts as loaded.
        'data/gears/recipes/compat/lead_gear.json': j({
          type: 'minecraft:crafting_shaped',
          conditions: [{ type: 'forge:not', value: { type: 'forge:tag_empty', tag: 'forge:ingots/lead' } }],
          pattern: ['I'],
          key: { I: { tag: 'forge:ingots/lead' } },
          result: { item: 'gears:lead_gear' },
        }),
        // A condition naming a mod the pack lacks (thermal) is false: the game never loads this compat recipe.
        'data/gears/recipes/compat/tin_gear.json': j({
          type: 'minecraft:crafting_shaped',
          conditions: [{ type: 'forge:mod_loaded', modid: 'thermal' }],
          pattern: ['I'],
          key: { I: { tag: 'forge:ingots/tin' } },
          result: { item: 'gears:tin_gear' },
        }),
      },
    });
    const pack = await writeContentPack(root, { 'gears.jar': jar }, { vanilla: false, minecraft: '1.20.1' });
    // A global data pack overrides the mod's recipe with an always-false condition, the usual way to remove one.
    await writeText(
      path.join(pack.gameDir, 'datapacks', 'tweaks', 'data', 'gears', 'recipes', 'iron_gear.json'),
      j({
        conditions: [
          { type: 'forge:and', values: [{ type: 'forge:false' }, { type: 'forge:mod_loaded', modid: 'x' }] },
        ],
      }),
    );
    const index = await new ContentIndexer(new ModScanner()).index(pack.instance);
    assert.deepEqual(
      index.recipes.map((r) => r.id),
      ['gears:compat/lead_gear', 'gears:fabric_only_off'],
    );
    assert.ok(index.recipes.every((r) => !('disabledOn' in r)));
  });

  it("takes fluids from fluid tags only for the archive's own namespaces, never from optional entries", async () => {
    // Creators-of-Create/Create src/generated/resources/data/forge/tags/fluids/milk.json lists the mod's own fluids;
    // convention tags also name other mods' fluids, optionally.
    const jar = await tomlJar(forgeToml('dairy', '1.0.0'), {
      extra: {
        'assets/dairy/lang/en_us.json': j({ 'fluid_type.dairy.cream': 'Cream' }),
        'data/forge/tags/fluids/milk.json': j({ replace: false, values: ['dairy:flowing_milk', 'dairy:milk'] }),
        'data/forge/tags/fluids/cream.json': j({ values: ['dairy:cream', 'dairy:flowing_cream'] }),
        'data/forge/tags/fluids/oil.json': j({ values: [{ id: 'petrol:crude_oil', required: false }, 'othermod:tar'] }),
      },
    });
    const index = await indexOf({ 'dairy.jar': jar });
    assert.deepEqual(
      index.fluids.map((f) => [f.id, f.name]),
      [
        ['dairy:cream', 'Cream'],
        // A flowing fluid shows its still fluid's name (one fluid type for both).
        ['dairy:flowing_cream', 'Cream'],
        ['dairy:flowing_milk', null],
        ['dairy:milk', null],
      ],
    );
  });

  it('reads JSON files with comments, as the game (Gson, lenient) does, and still refuses broken ones', async () => {
    const jar = await tomlJar(forgeToml('commented', '1.0.0'), {
      extra: {
        'assets/commented/models/item/plate.json': '{\n  // generated by hand\n  "parent": "item/generated"\n}',
        'assets/commented/lang/en_us.json':
          '{\n  // Items\n  "item.commented.plate": "Plate", /* the block */ "block.commented.press": "Press"\n}\n',
        'assets/commented/blockstates/press.json': '{"variants": {}}',
        'data/commented/recipes/plate.json':
          '{ /* shapeless */ "type": "minecraft:crafting_shapeless", "ingredients": [{"item": "minecraft:iron_ingot"}],\n' +
          '  // the plate\n  "result": {"item": "commented:plate"} }',
        'data/commented/recipes/broken.json': '{"type": "minecraft:crafting_shapeless", "result": {"item": "x:y"},}',
      },
    });
    const index = await indexOf({ 'commented.jar': jar });
    assert.equal(index.items.find((i) => i.id === 'commented:plate')?.name, 'Plate');
    assert.equal(index.blocks.find((b) => b.id === 'commented:press')?.name, 'Press');
    assert.deepEqual(
      index.recipes.map((r) => [r.id, r.outputs, r.inputs]),
      [['commented:plate', ['commented:plate'], ['minecraft:iron_ingot']]],
    );
    assert.ok(index.gaps.some((g) => g.includes('data/commented/recipes/broken.json')));
  });

  it('counts an item model as an item when the lang file names it only by variants (vanilla potions)', async () => {
    // Vanilla's PotionItem names itself `item.minecraft.potion.effect.<potion>`: there is no `item.minecraft.potion`.
    const jar = await tomlJar(forgeToml('brews', '1.0.0'), {
      extra: {
        'assets/brews/models/item/tonic.json': j({ parent: 'item/generated' }),
        'assets/brews/models/item/flask.json': j({ parent: 'item/generated' }),
        'assets/brews/models/item/template_bottle.json': j({ parent: 'item/generated' }),
        'assets/brews/lang/en_us.json': j({
          'item.brews.tonic.effect.water': 'Water Tonic',
          'item.brews.tonic.effect.empty': 'Plain Tonic',
          'item.brews.flask': 'Flask',
        }),
      },
    });
    const index = await indexOf({ 'brews.jar': jar });
    assert.deepEqual(
      index.items.map((i) => [i.id, i.name]),
      [
        ['brews:flask', 'Flask'],
        ['brews:tonic', null],
      ],
    );
  });
});
