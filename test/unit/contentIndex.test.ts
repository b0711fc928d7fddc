import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { ContentIndexer } from '../../src/core/content/contentIndexer';
import { ContentLookup } from '../../src/core/content/contentLookup';
import { ModScanner } from '../../src/core/mods/modScanner';
import { brassMod, buildZip, fabricJar, j, writeContentPack, writeText, writeZip } from './fixtures/contentPack';

describe('content index', () => {
  let root: string;
  beforeEach(async () => {
    root = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'nova-content-'));
  });
  afterEach(async () => {
    await fs.promises.rm(root, { recursive: true, force: true });
  });

  it('reads items, blocks, fluids, names (en_us and zh_cn), tags and recipes of a 1.20.1 Forge pack with vanilla', async () => {
    const pack = await writeContentPack(root, { 'brassworks-1.0.jar': await brassMod() });
    const index = await new ContentIndexer(new ModScanner()).index(pack.instance);
    const lookup = new ContentLookup(index);

    const ingot = index.items.find((i) => i.id === 'brassworks:brass_ingot');
    assert.deepEqual(ingot, {
      id: 'brassworks:brass_ingot',
      name: 'Brass Ingot',
      names: { en_us: 'Brass Ingot', zh_cn: '黄铜锭' },
      mod: 'brassworks',
      file: 'mods/brassworks-1.0.jar!/assets/brassworks/models/item/brass_ingot.json',
    });
    // The block item takes the block's name; the template model is no item; vanilla parents are no items.
    assert.equal(index.items.find((i) => i.id === 'brassworks:brass_block')?.name, 'Block of Brass');
    assert.equal(lookup.kinds('brassworks:template_ingot').length, 0);
    assert.equal(lookup.kinds('minecraft:generated').length, 0);
    assert.deepEqual(lookup.kinds('brassworks:brass_block'), ['item', 'block']);
    assert.equal(index.items.find((i) => i.id === 'minecraft:stick')?.mod, 'minecraft');
    assert.deepEqual(
      index.fluids.filter((f) => f.id.startsWith('brassworks:')).map((f) => [f.id, f.name]),
      [
        ['brassworks:flowing_molten_brass', 'Molten Brass'],
        ['brassworks:molten_brass', 'Molten Brass'],
      ],
    );

    // Nested tags resolved; vanilla's planks tag merged with the mod's optional entry, which names no item of the mod
    // (brassworks has no planks) and so is dropped, as the game drops it.
    assert.deepEqual(lookup.tag('#forge:ingots', 'item')?.values, ['brassworks:brass_ingot', 'minecraft:iron_ingot']);
    assert.deepEqual(lookup.tag('minecraft:planks', 'item')?.values, ['minecraft:oak_planks']);
    assert.deepEqual(lookup.tag('minecraft:water', 'fluid')?.values, ['minecraft:flowing_water', 'minecraft:water']);

    const mixing = lookup.recipes('brassworks:mixing/brass_ingot')[0];
    assert.deepEqual(mixing, {
      id: 'brassworks:mixing/brass_ingot',
      type: 'create:mixing',
      file: 'mods/brassworks-1.0.jar!/data/brassworks/recipes/mixing/brass_ingot.json',
      outputs: ['brassworks:brass_ingot'],
      inputs: ['#forge:ingots/copper', 'minecraft:iron_ingot', 'minecraft:water'],
    });
    assert.deepEqual(lookup.recipes('brassworks:brass_block')[0]?.inputs, ['#forge:ingots/brass']);
    assert.deepEqual(lookup.recipes('brassworks:odd')[0], {
      id: 'brassworks:odd',
      type: 'brassworks:mystery',
      file: 'mods/brassworks-1.0.jar!/data/brassworks/recipes/odd.json',
      outputs: [],
      inputs: [],
    });
    assert.ok(lookup.recipes('minecraft:stick').length === 1);

    const ns = index.namespaces.find((n) => n.id === 'brassworks');
    assert.deepEqual(ns, {
      id: 'brassworks',
      mod: 'brassworks',
      items: 2,
      blocks: 1,
      fluids: 2,
      tags: 1,
      recipes: 3,
      complete: true,
      incompleteReason: null,
    });
    assert.equal(index.instance, 'Pack');
    assert.deepEqual(lookup.judge('brassworks:brass_ingott'), {
      known: false,
      reason: 'unknown-id',
      suggestions: ['brassworks:brass_ingot'],
    });
  });

  it('reads 1.21 layouts: recipe/, tags/item, items/ definitions, string ingredients and {id} results', async () => {
    const jar = await tomlJar121();
    const pack = await writeContentPack(root, { 'newmod.jar': jar }, { vanilla: false, minecraft: '1.21.4' });
    const index = await new ContentIndexer(new ModScanner()).index(pack.instance);
    const lookup = new ContentLookup(index);
    // items/ definitions win over models/item (which holds a template here).
    assert.deepEqual(
      index.items.map((i) => i.id),
      ['newmod:gear', 'newmod:plate'],
    );
    assert.deepEqual(lookup.tag('c:gears', 'item')?.values, ['newmod:gear']);
    assert.deepEqual(lookup.tag('newmod:heavy', 'worldgen/biome')?.values, ['minecraft:plains']);
    assert.deepEqual(lookup.tag('newmod:spicy', 'newmod:spice')?.values, ['newmod:pepper']);
    const gear = lookup.recipes('newmod:gear')[0];
    assert.deepEqual(gear?.inputs, ['newmod:plate', '#c:plates/iron']);
    assert.deepEqual(gear?.outputs, ['newmod:gear']);
    assert.equal(gear?.type, 'minecraft:crafting_shaped');
    // Without a client jar vanilla is a stated gap, and vanilla ids cannot be judged.
    assert.ok(index.gaps.some((g) => g.includes('No Minecraft 1.21.4 client jar')));
    assert.equal(lookup.judge('minecraft:stone').known, false);
    assert.equal((lookup.judge('minecraft:stone') as { reason: string }).reason, 'cannot-judge');
  });

  it('reads 1.12 jars: assets/<ns>/recipes with constants and ore dictionary, .lang names', async () => {
    const jar = await buildZip({
      'mcmod.info': j([{ modid: 'oldmod', name: 'Old Mod', version: '1.0' }]),
      'assets/oldmod/models/item/copper_gear.json': j({ parent: 'item/generated' }),
      'assets/oldmod/lang/en_US.lang': '#comment\nitem.copperGear.name=Copper Gear\ntile.oldmod.machine.name=Machine\n',
      'assets/oldmod/blockstates/machine.json': j({ variants: {} }),
      'assets/oldmod/recipes/_constants.json': j([{ name: 'INGOT', ingredient: { item: 'minecraft:iron_ingot' } }]),
      'assets/oldmod/recipes/copper_gear.json': j({
        type: 'forge:ore_shaped',
        pattern: [' I ', 'IXI', ' I '],
        key: { I: { type: 'forge:ore_dict', ore: 'ingotCopper' }, X: '#INGOT' },
        result: { item: 'oldmod:copper_gear' },
      }),
    });
    const pack = await writeContentPack(root, { 'oldmod.jar': jar }, { vanilla: false, minecraft: '1.12.2' });
    const index = await new ContentIndexer(new ModScanner()).index(pack.instance);
    assert.equal(index.items.find((i) => i.id === 'oldmod:copper_gear')?.name, 'Copper Gear');
    assert.equal(index.blocks.find((i) => i.id === 'oldmod:machine')?.name, 'Machine');
    assert.deepEqual(
      index.recipes.map((r) => [r.id, r.type, r.outputs, r.inputs]),
      [['oldmod:copper_gear', 'forge:ore_shaped', ['oldmod:copper_gear'], []]],
    );
  });

  it('merges tags in load order: replace drops mod entries, remove takes members out, world and kubejs data override', async () => {
    const other = await tomlJar('zmod', {
      'data/forge/tags/items/ingots.json': j({ values: ['zmod:zinc_ingot'], remove: ['minecraft:iron_ingot'] }),
      'assets/zmod/models/item/zinc_ingot.json': j({}),
    });
    const pack = await writeContentPack(root, { 'brassworks.jar': await brassMod(), 'zmod.jar': other });
    // A world data pack replaces #forge:ingots/brass; kubejs/data overrides a mod recipe.
    await writeText(
      path.join(
        pack.gameDir,
        'saves',
        'World',
        'datapacks',
        'tweaks',
        'data',
        'forge',
        'tags',
        'items',
        'ingots',
        'brass.json',
      ),
      j({ replace: true, values: ['minecraft:stick'] }),
    );
    await writeText(
      path.join(pack.gameDir, 'saves', 'World', 'datapacks', 'tweaks', 'pack.mcmeta'),
      j({ pack: { pack_format: 15 } }),
    );
    await writeText(
      path.join(pack.gameDir, 'kubejs', 'data', 'brassworks', 'recipes', 'brass_block.json'),
      j({
        type: 'minecraft:crafting_shapeless',
        ingredients: [{ item: 'minecraft:stick' }],
        result: { item: 'brassworks:brass_block' },
      }),
    );
    const index = await new ContentIndexer(new ModScanner()).index(pack.instance);
    const lookup = new ContentLookup(index);
    assert.deepEqual(lookup.tag('forge:ingots/brass', 'item')?.values, ['minecraft:stick']);
    // iron was removed by zmod's `remove`; brass members come through the nested (replaced) tag.
    assert.deepEqual(lookup.tag('forge:ingots', 'item')?.values, ['minecraft:stick', 'zmod:zinc_ingot']);
    const recipe = lookup.recipes('brassworks:brass_block')[0];
    assert.equal(recipe?.type, 'minecraft:crafting_shapeless');
    assert.equal(recipe?.file, 'kubejs!/data/brassworks/recipes/brass_block.json');
  });

  it('merges names per locale (a later key wins in its own locale, a missing item key falls back to the block key) and a later recipe of an id replaces the earlier', async () => {
    const pack = await writeContentPack(root, {
      'amod.jar': await tomlJar('amod', {
        'assets/amod/models/item/gizmo.json': j({}),
        'assets/amod/models/item/widget.json': j({}),
        'assets/amod/blockstates/gizmo.json': j({ variants: {} }),
        'assets/amod/lang/en_us.json': j({
          'item.amod.gizmo': 'Gizmo',
          'block.amod.gizmo': 'Gizmo Block',
          'item.amod.widget': 'Widget',
        }),
        'assets/amod/lang/zh_cn.json': j({ 'block.amod.gizmo': '小玩意方块', 'block.amod.widget': '部件' }),
        'data/amod/recipes/gizmo.json': j({
          type: 'minecraft:crafting_shapeless',
          ingredients: [{ item: 'minecraft:stick' }],
          result: { item: 'amod:gizmo' },
        }),
      }),
      'bmod.jar': await tomlJar('bmod', {
        'data/amod/recipes/gizmo.json': j({
          type: 'minecraft:smelting',
          ingredient: { item: 'minecraft:iron_ingot' },
          result: 'amod:gizmo',
        }),
      }),
    });
    await writeZip(path.join(pack.gameDir, 'resourcepacks', 'names.zip'), {
      'pack.mcmeta': j({ pack: { pack_format: 15 } }),
      'assets/amod/lang/zh_cn.json': j({ 'item.amod.gizmo': '小玩意' }),
    });
    const index = await new ContentIndexer(new ModScanner()).index(pack.instance);
    const names = (list: typeof index.items, id: string): unknown => list.find((e) => e.id === id)?.names;
    assert.deepEqual(names(index.items, 'amod:gizmo'), { en_us: 'Gizmo', zh_cn: '小玩意' });
    assert.deepEqual(names(index.blocks, 'amod:gizmo'), { en_us: 'Gizmo Block', zh_cn: '小玩意方块' });
    // zh_cn has no `item.amod.widget`: its `block.` key names the item there, while en_us keeps the item key.
    assert.deepEqual(names(index.items, 'amod:widget'), { en_us: 'Widget', zh_cn: '部件' });
    const recipes = index.recipes.filter((r) => r.id === 'amod:gizmo');
    assert.deepEqual(recipes, [
      {
        id: 'amod:gizmo',
        type: 'minecraft:smelting',
        file: 'mods/bmod.jar!/data/amod/recipes/gizmo.json',
        outputs: ['amod:gizmo'],
        inputs: ['minecraft:iron_ingot'],
      },
    ]);
  });

  it('reports tag cycles once and never loops', async () => {
    const jar = await tomlJar('loopy', {
      'data/loopy/tags/items/a.json': j({ values: ['#loopy:b', 'loopy:one'] }),
      'data/loopy/tags/items/b.json': j({ values: ['#loopy:a', 'loopy:two'] }),
      'data/loopy/tags/items/c.json': j({ values: ['#loopy:c'] }),
    });
    const pack = await writeContentPack(root, { 'loopy.jar': jar }, { vanilla: false });
    const index = await new ContentIndexer(new ModScanner()).index(pack.instance);
    const lookup = new ContentLookup(index);
    assert.deepEqual(lookup.tag('loopy:a', 'item')?.values, ['loopy:one', 'loopy:two']);
    assert.deepEqual(lookup.tag('loopy:b', 'item')?.values, ['loopy:one', 'loopy:two']);
    assert.deepEqual(lookup.tag('loopy:c', 'item')?.values, []);
    const cycles = index.gaps.filter((g) => g.startsWith('Tag cycle'));
    assert.equal(cycles.length, 2, cycles.join('\n'));
  });

  it('reads nested jars (Fabric jar-in-jar) and names their files with !/', async () => {
    const inner = await fabricJar(
      { id: 'innerlib' },
      {
        'assets/innerlib/models/item/widget.json': j({}),
        'assets/innerlib/lang/en_us.json': j({ 'item.innerlib.widget': 'Widget' }),
      },
    );
    const outer = await fabricJar(
      { id: 'outer', jars: [{ file: 'META-INF/jars/innerlib.jar' }] },
      { 'META-INF/jars/innerlib.jar': inner },
    );
    const pack = await writeContentPack(root, { 'outer.jar': outer }, { vanilla: false });
    const index = await new ContentIndexer(new ModScanner()).index(pack.instance);
    assert.deepEqual(
      index.items.find((i) => i.id === 'innerlib:widget'),
      {
        id: 'innerlib:widget',
        name: 'Widget',
        names: { en_us: 'Widget' },
        mod: 'innerlib',
        file: 'mods/outer.jar!/META-INF/jars/innerlib.jar!/assets/innerlib/models/item/widget.json',
      },
    );
  });

  it('skips disabled jars, reads resource-pack names and KubeJS startup registrations', async () => {
    const pack = await writeContentPack(root, {
      'brassworks.jar': await brassMod(),
      'zmod.jar.disabled': await tomlJar('zmod', { 'assets/zmod/models/item/zinc_ingot.json': j({}) }),
    });
    await writeZip(path.join(pack.gameDir, 'resourcepacks', 'names.zip'), {
      'pack.mcmeta': j({ pack: { pack_format: 15 } }),
      'assets/brassworks/lang/en_us.json': j({ 'item.brassworks.brass_ingot': 'Yellow Metal' }),
    });
    await writeText(path.join(pack.gameDir, 'options.txt'), 'resourcePacks:["vanilla","file/names.zip"]\n');
    await writeText(
      path.join(pack.gameDir, 'kubejs', 'startup_scripts', 'items.js'),
      [
        "StartupEvents.registry('item', event => {",
        "  event.create('ruby').displayName('Ruby')",
        "  event.create('mypack:sapphire')",
        '  for (const n of names) event.create(n)',
        '})',
        "StartupEvents.registry('block', event => { event.create('ruby_block').noItem() })",
        "StartupEvents.registry('fluid', event => { event.create('acid') })",
      ].join('\n'),
    );
    const index = await new ContentIndexer(new ModScanner()).index(pack.instance);
    const lookup = new ContentLookup(index);
    assert.equal(lookup.kinds('zmod:zinc_ingot').length, 0);
    assert.equal(index.items.find((i) => i.id === 'brassworks:brass_ingot')?.name, 'Yellow Metal');
    assert.deepEqual(
      index.items.find((i) => i.id === 'kubejs:ruby'),
      {
        id: 'kubejs:ruby',
        name: 'Ruby',
        names: { en_us: 'Ruby' },
        mod: 'kubejs',
        file: 'kubejs/startup_scripts/items.js',
      },
    );
    assert.deepEqual(lookup.kinds('mypack:sapphire'), ['item']);
    assert.deepEqual(lookup.kinds('kubejs:ruby_block'), ['block']);
    assert.deepEqual(lookup.kinds('kubejs:acid'), ['block', 'fluid']);
    assert.deepEqual(lookup.kinds('kubejs:acid_bucket'), ['item']);
    assert.deepEqual(lookup.kinds('kubejs:flowing_acid'), ['fluid']);
    // The computed id makes kubejs "cannot judge".
    assert.equal((lookup.judge('kubejs:emerald') as { reason: string }).reason, 'cannot-judge');
  });

  it('marks a namespace incomplete on run-time evidence and explains why', async () => {
    const names: Record<string, string> = {};
    for (let i = 0; i < 30; i++) names[`item.matsys.ingot_${i}`] = `Ingot ${i}`;
    const jar = await tomlJar('matsys', {
      'assets/matsys/lang/en_us.json': j(names),
      'assets/matsys/models/item/ingot_0.json': j({}),
    });
    const gen = await tomlJar('gregish', {
      'com/gregtechceu/gtceu/api/data/Material.class': Buffer.from([0xca, 0xfe]),
      'assets/gregish/models/item/wrench.json': j({}),
    });
    const pack = await writeContentPack(root, { 'matsys.jar': jar, 'gregish.jar': gen }, { vanilla: false });
    const index = await new ContentIndexer(new ModScanner()).index(pack.instance);
    const matsys = index.namespaces.find((n) => n.id === 'matsys');
    assert.equal(matsys?.complete, false);
    assert.match(matsys?.incompleteReason ?? '', /29 item names .* no item model/);
    assert.match(index.namespaces.find((n) => n.id === 'gregish')?.incompleteReason ?? '', /GregTech CEu/);
  });

  it('re-reads only the changed jar, answers a warm re-index from the cache, and survives a cache round trip', async () => {
    const pack = await writeContentPack(root, {
      'brassworks.jar': await brassMod(),
      'zmod.jar': await tomlJar('zmod', { 'assets/zmod/models/item/zinc_ingot.json': j({}) }),
    });
    const indexer = new ContentIndexer(new ModScanner());
    await indexer.index(pack.instance);
    assert.equal(indexer.stats.misses, 3); // vanilla + 2 mods
    const warm = await indexer.index(pack.instance);
    assert.equal(indexer.stats.misses, 3);
    await fs.promises.writeFile(
      path.join(pack.gameDir, 'mods', 'zmod.jar'),
      await tomlJar('zmod', { 'assets/zmod/models/item/tin_ingot.json': j({}) }),
    );
    const after = await indexer.index(pack.instance);
    assert.equal(indexer.stats.misses, 4);
    assert.ok(after.items.some((i) => i.id === 'zmod:tin_ingot'));
    assert.ok(warm.items.some((i) => i.id === 'zmod:zinc_ingot'));
    const restored = ContentIndexer.fromJSON(JSON.parse(JSON.stringify(indexer.toJSON())), new ModScanner());
    const again = await restored.index(pack.instance);
    assert.equal(restored.stats.misses, 0);
    assert.deepEqual(again, after);
  });

  it('keeps going on hostile input: a corrupt jar, a zip bomb entry, invalid and deeply nested JSON', async () => {
    const bomb = Buffer.alloc(20 * 1024 * 1024, 0x20);
    const jar = await tomlJar('hostile', {
      'assets/hostile/lang/en_us.json': bomb,
      'data/hostile/tags/items/deep.json': '{"values":' + '['.repeat(100_000) + ']'.repeat(100_000) + '}',
      'data/hostile/recipes/bad.json': '{not json',
      'assets/hostile/models/item/ok.json': j({}),
    });
    const pack = await writeContentPack(
      root,
      { 'hostile.jar': jar, 'broken.jar': Buffer.from('PK\u0003\u0004 not really') },
      { vanilla: false },
    );
    const index = await new ContentIndexer(new ModScanner()).index(pack.instance);
    assert.ok(index.items.some((i) => i.id === 'hostile:ok'));
    assert.ok(
      index.gaps.some((g) => g.includes('en_us.json is larger than')),
      index.gaps.join('\n'),
    );
    assert.ok(
      index.gaps.some((g) => g.includes('bad.json is not valid JSON')),
      index.gaps.join('\n'),
    );
    assert.ok(
      index.gaps.some((g) => g.startsWith('mods/broken.jar could not be read')),
      index.gaps.join('\n'),
    );
  });
});

async function tomlJar(modId: string, extra: Record<string, string | Buffer>): Promise<Buffer> {
  const { tomlJar: make, forgeToml } = await import('./fixtures/modJars');
  return make(forgeToml(modId, '1.0.0'), { neoforge: true, extra });
}

async function tomlJar121(): Promise<Buffer> {
  return tomlJar('newmod', {
    'assets/newmod/items/gear.json': j({ model: { type: 'minecraft:model', model: 'newmod:item/gear' } }),
    'assets/newmod/items/plate.json': j({ model: { type: 'minecraft:model', model: 'newmod:item/plate' } }),
    'assets/newmod/models/item/template_plate.json': j({}),
    'data/c/tags/item/gears.json': j({ values: ['newmod:gear'] }),
    'data/newmod/tags/worldgen/biome/heavy.json': j({ values: ['minecraft:plains'] }),
    'data/newmod/tags/newmod/spice/spicy.json': j({ values: ['newmod:pepper'] }),
    'data/newmod/recipe/gear.json': j({
      type: 'minecraft:crafting_shaped',
      pattern: ['PIP'],
      key: { P: 'newmod:plate', I: '#c:plates/iron' },
      result: { id: 'newmod:gear', count: 1 },
    }),
  });
}
