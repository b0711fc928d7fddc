import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { ContentIndexer } from '../../src/core/content/contentIndexer';
import type { ContentIndex } from '../../src/core/content/contentIndex';
import { readInstancesAt } from '../../src/core/instances/instanceDiscovery';
import { ModScanner } from '../../src/core/mods/modScanner';
import { writePrismInstance } from './fixtures/instanceLayouts';
import { fabricJar, forgeToml, tomlJar } from './fixtures/modJars';
import { buildZip } from './fixtures/zipBuilder';

const j = (value: unknown): string => JSON.stringify(value);

type Loader = 'forge' | 'neoforge' | 'fabric';

/**
 * Load conditions as each loader's game reads them, on jars built at test time in the layouts real mods ship (the
 * fixtures are this test's own).
 */
describe('content index: load conditions as the game reads them', () => {
  let root: string;
  beforeEach(async () => {
    root = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'nova-content-conditions-'));
  });
  afterEach(async () => {
    await fs.promises.rm(root, { recursive: true, force: true });
  });

  async function indexOf(mods: Record<string, Buffer>, loader: Loader, minecraft: string): Promise<ContentIndex> {
    const dir = path.join(root, 'instances', `Pack-${loader}-${minecraft}-${Object.keys(mods).length}`);
    const version = loader === 'fabric' ? '0.16.0' : loader === 'neoforge' ? '21.4.100' : '47.2.0';
    await writePrismInstance(dir, { name: 'Pack', minecraft, loader: { type: loader, version }, mods });
    const [instance] = await readInstancesAt(dir);
    assert.ok(instance);
    return new ContentIndexer(new ModScanner()).index(instance);
  }

  const recipe = (index: ContentIndex, id: string) => index.recipes.find((r) => r.id === id);

  /** A Forge 1.20.1 mod whose compat recipe is a `forge:conditional` (Forge's ConditionalRecipe data-gen output). */
  function conditionalMod(recipes: unknown[]): Promise<Buffer> {
    return tomlJar(forgeToml('gears', '1.0.0'), {
      extra: {
        'assets/gears/lang/en_us.json': j({ 'item.gears.tin_gear': 'Tin Gear', 'item.gears.iron_gear': 'Iron Gear' }),
        'assets/gears/models/item/tin_gear.json': j({ parent: 'item/generated' }),
        'assets/gears/models/item/iron_gear.json': j({ parent: 'item/generated' }),
        'data/gears/recipes/gear.json': j({ type: 'forge:conditional', recipes }),
      },
    });
  }
  const shaped = (tag: string, result: string) => ({
    type: 'minecraft:crafting_shaped',
    pattern: [' I ', 'I I', ' I '],
    key: { I: { tag } },
    result: { item: result },
  });
  const modLoaded = (modid: string) => ({ type: 'forge:mod_loaded', modid });

  it('forge:conditional loads the first entry whose conditions hold, and falls back as the game does', async () => {
    const recipes = [
      { conditions: [modLoaded('thermal')], recipe: shaped('forge:ingots/tin', 'gears:tin_gear') },
      { conditions: [], recipe: shaped('forge:ingots/iron', 'gears:iron_gear') },
    ];
    const without = await indexOf({ 'gears.jar': await conditionalMod(recipes) }, 'forge', '1.20.1');
    assert.deepEqual(
      { outputs: recipe(without, 'gears:gear')?.outputs, inputs: recipe(without, 'gears:gear')?.inputs },
      { outputs: ['gears:iron_gear'], inputs: ['#forge:ingots/iron'] },
      'without Thermal the second entry is the recipe',
    );
    const withThermal = await indexOf(
      { 'gears.jar': await conditionalMod(recipes), 'thermal.jar': await tomlJar(forgeToml('thermal', '1.0.0')) },
      'forge',
      '1.20.1',
    );
    assert.deepEqual(recipe(withThermal, 'gears:gear')?.outputs, ['gears:tin_gear'], 'with Thermal the first');
  });

  it('forge:conditional loads no recipe when no entry can hold', async () => {
    const onlyThermal = [{ conditions: [modLoaded('thermal')], recipe: shaped('forge:ingots/tin', 'gears:tin_gear') }];
    const index = await indexOf({ 'gears.jar': await conditionalMod(onlyThermal) }, 'forge', '1.20.1');
    assert.equal(recipe(index, 'gears:gear'), undefined, 'its only entry needs a mod the pack lacks');
    const allFalse = [
      { conditions: [{ type: 'forge:false' }], recipe: shaped('forge:ingots/tin', 'gears:tin_gear') },
      {
        conditions: [{ type: 'forge:not', value: { type: 'forge:true' } }],
        recipe: shaped('forge:ingots/iron', 'gears:iron_gear'),
      },
    ];
    const none = await indexOf({ 'gears.jar': await conditionalMod(allFalse) }, 'forge', '1.20.1');
    assert.equal(recipe(none, 'gears:gear'), undefined, 'every entry is always false');
    // An entry that is always false is passed over, not taken.
    const skipFalse = [allFalse[0], { conditions: [], recipe: shaped('forge:ingots/iron', 'gears:iron_gear') }];
    const skipped = await indexOf({ 'gears.jar': await conditionalMod(skipFalse) }, 'forge', '1.20.1');
    assert.deepEqual(recipe(skipped, 'gears:gear')?.outputs, ['gears:iron_gear']);
  });

  it("NeoForge 1.21.4+'s neoforge:never and neoforge:always are judged like false and true", async () => {
    // A data pack disabling a recipe the way NeoForge's docs show, and a recipe that always loads.
    const jar = await tomlJar(forgeToml('kit', '1.0.0', {}, '[4,)'), {
      neoforge: true,
      extra: {
        'data/kit/recipe/off.json': j({
          'neoforge:conditions': [{ type: 'neoforge:never' }],
          type: 'minecraft:crafting_shapeless',
          ingredients: ['minecraft:stick'],
          result: { id: 'minecraft:stick', count: 2 },
        }),
        'data/kit/recipe/on.json': j({
          'neoforge:conditions': [{ type: 'neoforge:always' }],
          type: 'minecraft:crafting_shapeless',
          ingredients: ['minecraft:stick'],
          result: { id: 'minecraft:stick', count: 3 },
        }),
        'data/kit/recipe/not_always.json': j({
          'neoforge:conditions': [{ type: 'neoforge:not', value: { type: 'neoforge:always' } }],
          type: 'minecraft:crafting_shapeless',
          ingredients: ['minecraft:stick'],
          result: { id: 'minecraft:stick', count: 4 },
        }),
      },
    });
    const index = await indexOf({ 'kit.jar': jar }, 'neoforge', '1.21.4');
    assert.equal(recipe(index, 'kit:off'), undefined);
    assert.equal(recipe(index, 'kit:not_always'), undefined);
    assert.ok(recipe(index, 'kit:on'));
  });

  it("Fabric's older any_mod_loaded (before 1.20.5) is judged like any_mods_loaded", async () => {
    const jar = await fabricJar(
      { id: 'bridge' },
      {
        'data/bridge/recipes/compat.json': j({
          type: 'minecraft:crafting_shapeless',
          ingredients: [{ item: 'minecraft:stick' }],
          result: { item: 'minecraft:stick' },
          'fabric:load_conditions': [
            { condition: 'fabric:any_mod_loaded', values: ['techreborn', 'modern_industrialization'] },
          ],
        }),
      },
    );
    const index = await indexOf({ 'bridge.jar': jar }, 'fabric', '1.20.1');
    assert.equal(recipe(index, 'bridge:compat'), undefined, 'neither mod is in the pack');
    const withMi = await indexOf(
      { 'bridge.jar': jar, 'mi.jar': await fabricJar({ id: 'modern_industrialization' }) },
      'fabric',
      '1.20.1',
    );
    assert.ok(recipe(withMi, 'bridge:compat'));
  });

  it("keeps a tag file whatever its load conditions say: the game's tag loader does not read them", async () => {
    // Vanilla's TagLoader parses a tag file with TagFile.CODEC over plain JsonOps; NeoForge's and Forge's patches to it
    // add `remove` only (neoforged/NeoForge patches/net/minecraft/tags/TagLoader.java.patch, MinecraftForge
    // patches/minecraft/net/minecraft/tags/TagLoader.java.patch), and Fabric API applies resource conditions to
    // JsonDataLoader resources only (recipes, advancements, loot), not tags (ResourceConditions javadoc).
    const tagFile = (key: string, condition: unknown) =>
      j({ [key]: [condition], values: ['minecraft:stick'], replace: false });
    const forge = await indexOf(
      {
        'cond.jar': await tomlJar(forgeToml('cond', '1.0.0'), {
          extra: {
            'data/cond/tags/items/a.json': tagFile('forge:conditions', { type: 'forge:false' }),
            'data/cond/tags/items/b.json': tagFile('conditions', modLoaded('absent_mod')),
          },
        }),
      },
      'forge',
      '1.20.1',
    );
    const neo = await indexOf(
      {
        'cond.jar': await tomlJar(forgeToml('cond', '1.0.0', {}, '[4,)'), {
          neoforge: true,
          extra: { 'data/cond/tags/item/a.json': tagFile('neoforge:conditions', { type: 'neoforge:false' }) },
        }),
      },
      'neoforge',
      '1.21.1',
    );
    const fabric = await indexOf(
      {
        'cond.jar': await fabricJar(
          { id: 'cond' },
          { 'data/cond/tags/items/a.json': tagFile('fabric:load_conditions', { condition: 'fabric:false' }) },
        ),
      },
      'fabric',
      '1.20.1',
    );
    for (const [name, index, ids] of [
      ['forge', forge, ['cond:a', 'cond:b']],
      ['neoforge', neo, ['cond:a']],
      ['fabric', fabric, ['cond:a']],
    ] as const) {
      for (const id of ids) {
        const tag = index.tags.find((t) => t.id === id && t.registry === 'item');
        assert.deepEqual(tag?.values, ['minecraft:stick'], `${name} ${id}`);
      }
    }
  });

  it('a recipe wrapped in forge:conditional inside a data pack zip overrides the mod recipe as the entry chosen', async () => {
    // A data pack that replaces the mod's recipe with its own conditional one: the later pack wins, judged the same.
    const mod = await conditionalMod([{ conditions: [], recipe: shaped('forge:ingots/iron', 'gears:iron_gear') }]);
    const pack = await buildZip({
      'pack.mcmeta': j({ pack: { pack_format: 15, description: 'x' } }),
      'data/gears/recipes/gear.json': j({
        type: 'forge:conditional',
        recipes: [
          { conditions: [modLoaded('thermal')], recipe: shaped('forge:ingots/tin', 'gears:tin_gear') },
          { conditions: [{ type: 'forge:true' }], recipe: shaped('forge:ingots/gold', 'gears:iron_gear') },
        ],
      }),
    });
    const dir = path.join(root, 'instances', 'Packed');
    await writePrismInstance(dir, {
      name: 'Pack',
      minecraft: '1.20.1',
      loader: { type: 'forge', version: '47.2.0' },
      mods: { 'gears.jar': mod },
    });
    const [instance] = await readInstancesAt(dir);
    assert.ok(instance);
    await fs.promises.mkdir(path.join(instance.gameDir, 'datapacks'), { recursive: true });
    await fs.promises.writeFile(path.join(instance.gameDir, 'datapacks', 'tweaks.zip'), pack);
    const index = await new ContentIndexer(new ModScanner()).index(instance);
    assert.deepEqual(recipe(index, 'gears:gear')?.inputs, ['#forge:ingots/gold']);
  });
});
