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
 * Load conditions on the pack's items and tags (`item_exists`, `tag_empty`, Fabric's `tags_populated` and
 * `registry_contains`), judged as the game does once registries and tags are loaded, on jars built at test time.
 * No vanilla jar is in these instances: the `minecraft` namespace is not known in full, so its ids are not judged.
 */
describe('content index: load conditions on the pack’s items and tags', () => {
  let root: string;
  let n = 0;
  beforeEach(async () => {
    root = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'nova-content-cond-'));
  });
  afterEach(async () => {
    await fs.promises.rm(root, { recursive: true, force: true });
  });

  async function indexOf(mods: Record<string, Buffer>, loader: Loader, minecraft: string): Promise<ContentIndex> {
    const dir = path.join(root, 'instances', `Pack-${n++}`);
    const version = loader === 'fabric' ? '0.16.0' : loader === 'neoforge' ? '21.1.100' : '47.2.0';
    await writePrismInstance(dir, { name: 'Pack', minecraft, loader: { type: loader, version }, mods });
    const [instance] = await readInstancesAt(dir);
    assert.ok(instance);
    return new ContentIndexer(new ModScanner()).index(instance);
  }

  const ids = (index: ContentIndex): string[] => index.recipes.map((r) => r.id);
  const stickRecipe = (conditionKey: string, conditions: unknown[], result = 'compat:widget') => ({
    [conditionKey]: conditions,
    type: 'minecraft:crafting_shapeless',
    ingredients: [{ item: 'minecraft:stick' }],
    result: { id: result, item: result },
  });

  /** The mod's own items (compat:widget, compat:tin_ingot) and the tags it declares. */
  const assets = (tagFolder: string): Record<string, string> => ({
    'assets/compat/lang/en_us.json': j({ 'item.compat.widget': 'Widget', 'item.compat.tin_ingot': 'Tin Ingot' }),
    'assets/compat/models/item/widget.json': j({ parent: 'item/generated' }),
    'assets/compat/models/item/tin_ingot.json': j({ parent: 'item/generated' }),
    [`data/c/tags/${tagFolder}/ingots/tin.json`]: j({ values: ['compat:tin_ingot'] }),
    [`data/compat/tags/${tagFolder}/tin_things.json`]: j({ values: ['compat:tin_ingot'] }),
    // Declared, but its only entry is an optional id of a mod the pack lacks: no member.
    [`data/compat/tags/${tagFolder}/optional_only.json`]: j({ values: [{ id: 'othermod:lead', required: false }] }),
  });

  it('NeoForge item_exists and tag_empty: a compat recipe for an absent item or an empty tag is dropped', async () => {
    const key = 'neoforge:conditions';
    const jar = await tomlJar(forgeToml('compat', '1.0.0', {}, '[4,)'), {
      neoforge: true,
      extra: {
        ...assets('item'),
        'data/compat/recipe/other_plate.json': j(
          stickRecipe(key, [{ type: 'neoforge:item_exists', item: 'othermod:tin_plate' }]),
        ),
        'data/compat/recipe/own_item.json': j(
          stickRecipe(key, [{ type: 'neoforge:item_exists', item: 'compat:widget' }]),
        ),
        'data/compat/recipe/tin_filled.json': j(
          stickRecipe(key, [{ type: 'neoforge:not', value: { type: 'neoforge:tag_empty', tag: 'compat:tin_things' } }]),
        ),
        'data/compat/recipe/silver_filled.json': j(
          stickRecipe(key, [
            { type: 'neoforge:not', value: { type: 'neoforge:tag_empty', tag: 'othermod:silver_things' } },
          ]),
        ),
        'data/compat/recipe/silver_empty.json': j(
          stickRecipe(key, [{ type: 'neoforge:tag_empty', registry: 'minecraft:item', tag: 'othermod:silver_things' }]),
        ),
        // NeoForge from 1.21.2 asks whether the tag was loaded: a declared tag with no member is not "empty".
        'data/compat/recipe/declared.json': j(
          stickRecipe(key, [
            { type: 'neoforge:not', value: { type: 'neoforge:tag_empty', tag: 'compat:optional_only' } },
          ]),
        ),
        // Not judged: a `c:` tag NeoForge's own jar may fill (the index does not read the loader's jar).
        'data/compat/recipe/loader_tag.json': j(
          stickRecipe(key, [{ type: 'neoforge:not', value: { type: 'neoforge:tag_empty', tag: 'c:ingots/silver' } }]),
        ),
        'data/compat/recipe/either.json': j(
          stickRecipe(key, [
            {
              type: 'neoforge:or',
              values: [
                { type: 'neoforge:item_exists', item: 'othermod:tin_plate' },
                { type: 'neoforge:item_exists', item: 'compat:tin_ingot' },
              ],
            },
          ]),
        ),
        // Not judged: vanilla's ids without the vanilla jar, and a mod's own condition type.
        'data/compat/recipe/vanilla_item.json': j(
          stickRecipe(key, [{ type: 'neoforge:item_exists', item: 'minecraft:stick' }]),
        ),
        'data/compat/recipe/vanilla_tag.json': j(
          stickRecipe(key, [{ type: 'neoforge:tag_empty', tag: 'minecraft:planks' }]),
        ),
        'data/compat/recipe/own_condition.json': j(
          stickRecipe(key, [{ type: 'compat:config_enabled', option: 'tin' }]),
        ),
      },
    });
    const index = await indexOf({ 'compat.jar': jar }, 'neoforge', '1.21.4');
    assert.deepEqual(ids(index).sort(), [
      'compat:declared',
      'compat:either',
      'compat:loader_tag',
      'compat:own_condition',
      'compat:own_item',
      'compat:silver_empty',
      'compat:tin_filled',
      'compat:vanilla_item',
      'compat:vanilla_tag',
    ]);
    assert.equal(index.namespaces.find((s) => s.id === 'compat')?.recipes, 9);

    // With the other mod's item in the pack, its compat recipe loads.
    const other = await tomlJar(forgeToml('othermod', '1.0.0', {}, '[4,)'), {
      neoforge: true,
      extra: {
        'assets/othermod/lang/en_us.json': j({ 'item.othermod.tin_plate': 'Tin Plate' }),
        'assets/othermod/models/item/tin_plate.json': j({ parent: 'item/generated' }),
        'data/othermod/tags/item/silver_things.json': j({ values: ['othermod:tin_plate'] }),
      },
    });
    const both = await indexOf({ 'compat.jar': jar, 'othermod.jar': other }, 'neoforge', '1.21.4');
    assert.ok(ids(both).includes('compat:other_plate'));
    assert.ok(ids(both).includes('compat:silver_filled'));
    assert.ok(!ids(both).includes('compat:silver_empty'));
  });

  it('Forge 1.20.1: forge:tag_empty under not, and item_exists choosing a forge:conditional entry', async () => {
    const jar = await tomlJar(forgeToml('compat', '1.0.0'), {
      extra: {
        ...assets('items'),
        'data/compat/recipes/tin_filled.json': j(
          stickRecipe('conditions', [
            { type: 'forge:not', value: { type: 'forge:tag_empty', tag: 'compat:optional_only' } },
          ]),
        ),
        'data/compat/recipes/tin_things.json': j(
          stickRecipe('conditions', [
            { type: 'forge:not', value: { type: 'forge:tag_empty', tag: 'compat:tin_things' } },
          ]),
        ),
        // Not judged: Forge's own jar fills `forge:` tags, and the index does not read it.
        'data/compat/recipes/lead.json': j(
          stickRecipe('conditions', [
            { type: 'forge:not', value: { type: 'forge:tag_empty', tag: 'forge:ingots/lead' } },
          ]),
        ),
        'data/compat/recipes/gear.json': j({
          type: 'forge:conditional',
          recipes: [
            {
              conditions: [{ type: 'forge:item_exists', item: 'othermod:tin_gear' }],
              recipe: {
                type: 'minecraft:crafting_shapeless',
                ingredients: [{ item: 'minecraft:stick' }],
                result: { item: 'othermod:tin_gear' },
              },
            },
            {
              conditions: [{ type: 'forge:item_exists', item: 'compat:widget' }],
              recipe: {
                type: 'minecraft:crafting_shapeless',
                ingredients: [{ item: 'minecraft:stick' }],
                result: { item: 'compat:widget' },
              },
            },
          ],
        }),
        'data/compat/recipes/gear_none.json': j({
          type: 'forge:conditional',
          recipes: [
            {
              conditions: [{ type: 'forge:item_exists', item: 'othermod:tin_gear' }],
              recipe: {
                type: 'minecraft:crafting_shapeless',
                ingredients: [{ item: 'minecraft:stick' }],
                result: { item: 'othermod:tin_gear' },
              },
            },
          ],
        }),
      },
    });
    const index = await indexOf({ 'compat.jar': jar }, 'forge', '1.20.1');
    // Forge looks at the members: compat:optional_only lists only an optional id of a mod the pack lacks.
    assert.ok(!ids(index).includes('compat:tin_filled'));
    assert.ok(ids(index).includes('compat:tin_things'));
    assert.ok(ids(index).includes('compat:lead'));
    const gear = index.recipes.find((r) => r.id === 'compat:gear');
    assert.deepEqual(gear?.outputs, ['compat:widget'], 'the entry whose item exists');
    assert.ok(!ids(index).includes('compat:gear_none'), 'no entry holds: the game loads no recipe');
  });

  it('Fabric tags_populated and registry_contains; tags of another registry and script mods are not judged', async () => {
    const key = 'fabric:load_conditions';
    const extra = {
      ...assets('item'),
      'data/compat/recipe/tin.json': j(
        stickRecipe(key, [{ condition: 'fabric:tags_populated', values: ['c:ingots/tin'] }]),
      ),
      'data/compat/recipe/ruby.json': j(
        stickRecipe(key, [{ condition: 'fabric:tags_populated', values: ['c:ingots/tin', 'c:gems/ruby'] }]),
      ),
      'data/compat/recipe/widget.json': j(
        stickRecipe(key, [{ condition: 'fabric:registry_contains', values: ['compat:widget'] }]),
      ),
      'data/compat/recipe/gadget.json': j(
        stickRecipe(key, [
          { condition: 'fabric:registry_contains', registry: 'minecraft:block', values: ['othermod:gadget'] },
        ]),
      ),
      'data/compat/recipe/biome.json': j(
        stickRecipe(key, [
          { condition: 'fabric:tags_populated', registry: 'minecraft:worldgen/biome', values: ['c:is_ruby_land'] },
        ]),
      ),
    };
    const jar = await fabricJar({ id: 'compat' }, extra);
    const index = await indexOf({ 'compat.jar': jar }, 'fabric', '1.21.1');
    assert.deepEqual(ids(index).sort(), ['compat:biome', 'compat:tin', 'compat:widget']);

    // A declared tag with no member: Fabric API before 1.20.5 looks at the members, from 1.21.2 at the loaded tag ids.
    const declared = await fabricJar(
      { id: 'compat' },
      {
        ...extra,
        'data/compat/recipes/declared.json': j(
          stickRecipe(key, [{ condition: 'fabric:tags_populated', values: ['compat:optional_only'] }]),
        ),
        'data/compat/recipes/plain.json': j(stickRecipe(key, [])),
        'data/compat/tags/items/optional_only.json': j({ values: [{ id: 'othermod:lead', required: false }] }),
        'data/compat/recipe/declared.json': j(
          stickRecipe(key, [{ condition: 'fabric:tags_populated', values: ['compat:optional_only'] }]),
        ),
      },
    );
    const older = ids(await indexOf({ 'compat.jar': declared }, 'fabric', '1.20.1'));
    assert.ok(older.includes('compat:plain') && !older.includes('compat:declared'));
    assert.ok(ids(await indexOf({ 'compat.jar': declared }, 'fabric', '1.21.4')).includes('compat:declared'));

    // KubeJS server scripts add to tags as they load: an empty tag is then not known to stay empty.
    const kubejs = await fabricJar({ id: 'kubejs' });
    const scripted = await indexOf({ 'compat.jar': jar, 'kubejs.jar': kubejs }, 'fabric', '1.21.1');
    assert.ok(ids(scripted).includes('compat:ruby'));
    assert.ok(!ids(scripted).includes('compat:gadget'), 'ids are still judged');
  });

  it('a data pack file replaces the mod recipe whole: its own item condition decides, both ways', async () => {
    const jar = await tomlJar(forgeToml('compat', '1.0.0', {}, '[4,)'), {
      neoforge: true,
      extra: {
        ...assets('item'),
        // The mod's recipe loads only with another mod's item; its other recipe loads always.
        'data/compat/recipe/plate.json': j(
          stickRecipe('neoforge:conditions', [{ type: 'neoforge:item_exists', item: 'othermod:tin_plate' }]),
        ),
        'data/compat/recipe/rod.json': j(stickRecipe('neoforge:conditions', [])),
      },
    });
    const pack = await buildZip({
      'pack.mcmeta': j({ pack: { pack_format: 48, description: 'x' } }),
      // Unconditional: the pack's recipe loads in place of the mod's conditional one.
      'data/compat/recipe/plate.json': j(stickRecipe('neoforge:conditions', [], 'compat:tin_ingot')),
      // Conditional on an absent item: the game has no `compat:rod` at all (the mod's file is not a fallback).
      'data/compat/recipe/rod.json': j(
        stickRecipe('neoforge:conditions', [{ type: 'neoforge:item_exists', item: 'othermod:rod' }]),
      ),
    });
    const dir = path.join(root, 'instances', 'Packed');
    await writePrismInstance(dir, {
      name: 'Pack',
      minecraft: '1.21.1',
      loader: { type: 'neoforge', version: '21.1.100' },
      mods: { 'compat.jar': jar },
    });
    const [instance] = await readInstancesAt(dir);
    assert.ok(instance);
    const indexer = new ContentIndexer(new ModScanner());
    const before = await indexer.index(instance);
    assert.deepEqual(ids(before), ['compat:rod']);
    await fs.promises.mkdir(path.join(instance.gameDir, 'datapacks'), { recursive: true });
    await fs.promises.writeFile(path.join(instance.gameDir, 'datapacks', 'tweaks.zip'), pack);
    const after = await indexer.index(instance);
    assert.deepEqual(ids(after), ['compat:plate']);
    assert.deepEqual(after.recipes[0]?.outputs, ['compat:tin_ingot']);
  });
});
