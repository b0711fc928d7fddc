import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { ContentIndexer } from '../../src/core/content/contentIndexer';
import type { ContentIndex } from '../../src/core/content/contentIndex';
import { dataFileId } from '../../src/core/content/dataFolders';
import { langLocale, parseLang } from '../../src/core/content/langFiles';
import { ModScanner } from '../../src/core/mods/modScanner';
import { buildZip, j, writeContentPack, writeZip } from './fixtures/contentPack';
import { fakeClass, forgeToml, tomlJar } from './fixtures/modJars';

/**
 * Which files of a real jar the game loads, and under which id: lang files only directly in `assets/<ns>/lang/`,
 * 1.12 recipe ids in lower case, modern data files only with valid resource-location paths. Each fixture names the
 * public file whose shape it copies; the text is this test's own. Every jar and pack is built at test time.
 */
describe('content index on real mod layouts: which files the game loads', () => {
  let root: string;
  beforeEach(async () => {
    root = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'nova-content-files-'));
  });
  afterEach(async () => {
    await fs.promises.rm(root, { recursive: true, force: true });
  });

  async function indexOf(mods: Record<string, Buffer>, minecraft: string): Promise<ContentIndex> {
    const pack = await writeContentPack(root, mods, { minecraft, vanilla: false });
    return new ContentIndexer(new ModScanner()).index(pack.instance);
  }

  it("reads only lang/<locale>.json, never a sub-folder's file such as Create's lang/unfinished/zh_cn.json", async () => {
    // Creators-of-Create/Create src/generated/resources/assets/create/lang/: en_us.json (with repeated "_" section
    // headers) and unfinished/zh_cn.json (the translators' list: "UNLOCALIZED: …" values) ship in the jar, beside the
    // translated src/main/resources/assets/create/lang/zh_cn.json; lang/default/*.json are datagen inputs.
    const jar = await tomlJar(forgeToml('gearworks', '1.0.0'), {
      extra: {
        'assets/gearworks/lang/en_us.json':
          '{\n\t"_": "->---]  Game Elements  [---<-",\n\n\t"block.gearworks.press": "Mechanical Press",\n' +
          '\t"item.gearworks.wrench": "Wrench",\n\t"item.gearworks.cog": "Cog",\n\n\t"_": "->---]  Tooltips  [---<-",\n' +
          '\t"item.gearworks.wrench.tooltip.summary": "Turns things"\n}',
        'assets/gearworks/lang/zh_cn.json': j({
          'block.gearworks.press': '动力辊压机',
          'item.gearworks.wrench': '扳手',
        }),
        'assets/gearworks/lang/unfinished/zh_cn.json': j({
          _: 'Missing Localizations: 2',
          'block.gearworks.press': 'UNLOCALIZED: Mechanical Press',
          'item.gearworks.wrench': '旧扳手',
          'item.gearworks.cog': 'UNLOCALIZED: Cog',
        }),
        'assets/gearworks/lang/default/en_us.json': j({ 'item.gearworks.wrench': 'Default Wrench' }),
        'assets/gearworks/models/item/wrench.json': j({ parent: 'item/generated' }),
        'assets/gearworks/models/item/cog.json': j({ parent: 'item/generated' }),
        'assets/gearworks/models/item/press.json': j({ parent: 'gearworks:block/press/item' }),
        'assets/gearworks/blockstates/press.json': j({ variants: { '': { model: 'gearworks:block/press/block' } } }),
      },
    });
    const index = await indexOf({ 'gearworks.jar': jar }, '1.20.1');
    const names = (id: string) => index.items.find((i) => i.id === id)?.names;
    assert.deepEqual(names('gearworks:wrench'), { en_us: 'Wrench', zh_cn: '扳手' });
    assert.deepEqual(names('gearworks:press'), { en_us: 'Mechanical Press', zh_cn: '动力辊压机' });
    // No zh_cn name at all: the only one is in the file the game never reads.
    assert.deepEqual(names('gearworks:cog'), { en_us: 'Cog' });
    assert.deepEqual(
      index.items.map((i) => i.id),
      ['gearworks:cog', 'gearworks:press', 'gearworks:wrench'],
    );

    assert.deepEqual(langLocale('assets/create/lang/zh_cn.json'), { locale: 'zh_cn', legacy: false });
    assert.equal(langLocale('assets/create/lang/unfinished/zh_cn.json'), null);
    assert.equal(langLocale('assets/create/lang/default/en_us.json'), null);
    assert.equal(langLocale('assets/create/textures/lang/en_us.json'), null);
  });

  it("gives 1.12 recipes the lower-case id Forge's CraftingHelper gives them, and names items by lower-cased keys", async () => {
    // MatrexsVigil/harvestcraft (1.12) src/main/resources/assets/harvestcraft/recipes/: mixed-case file names such as
    // beansandriceitem_cropOnion.json (ore-dictionary variants), `_constants.json` beside them; lang/en_us.lang keys
    // `item.<name>.name`, `tile.candleDeco1.name` for the lower-case registry name, `item.desc.*` tooltips.
    const jar = await buildZip({
      'mcmod.info': j([{ modid: 'oldharvest', name: 'Old Harvest', version: '1.0' }]),
      'assets/oldharvest/recipes/_constants.json': j([{ name: 'POT', ingredient: { item: 'oldharvest:potitem' } }]),
      'assets/oldharvest/recipes/beansandriceitem.json': j({
        type: 'forge:ore_shapeless',
        result: { item: 'oldharvest:beansandriceitem' },
        ingredients: [{ type: 'forge:ore_dict', ore: 'toolPot' }, { item: 'oldharvest:beanitem' }],
      }),
      'assets/oldharvest/recipes/beansandriceitem_cropOnion.json': j({
        type: 'forge:ore_shapeless',
        result: { item: 'oldharvest:beansandriceitem' },
        ingredients: [{ type: 'forge:ore_dict', ore: 'cropOnion' }, { item: 'oldharvest:BeanItem' }],
      }),
      'assets/oldharvest/models/item/beansandriceitem.json': j({ parent: 'item/generated' }),
      'assets/oldharvest/models/item/beanitem.json': j({ parent: 'item/generated' }),
      // Named by a camelCase key under the mod id: no evidence either way, so every model still counts.
      'assets/oldharvest/models/item/copper_ingot.json': j({ parent: 'item/generated' }),
      'assets/oldharvest/models/item/candledeco1.json': j({ parent: 'oldharvest:block/candledeco1' }),
      'assets/oldharvest/blockstates/candledeco1.json': j({ variants: { normal: { model: 'oldharvest:candle' } } }),
      'assets/oldharvest/lang/en_us.lang':
        '# Items\nitem.beansandriceitem.name=Beans and Rice\nitem.beanitem.name=Beans\n' +
        'item.desc.snack=Snack\ntile.candleDeco1.name=White Candle\nitem.oldharvest.copperIngot.name=Copper Ingot\n',
      'assets/oldharvest/lang/zh_cn.lang': 'tile.candleDeco1.name=白色蜡烛\ntile.candledeco1.name=小写蜡烛\n',
    });
    const index = await indexOf({ 'oldharvest.jar': jar }, '1.12.2');
    assert.deepEqual(
      index.recipes.map((r) => r.id),
      ['oldharvest:beansandriceitem', 'oldharvest:beansandriceitem_croponion'],
    );
    assert.deepEqual(
      index.items.map((i) => [i.id, i.name]),
      [
        ['oldharvest:beanitem', 'Beans'],
        ['oldharvest:beansandriceitem', 'Beans and Rice'],
        ['oldharvest:candledeco1', 'White Candle'],
        ['oldharvest:copper_ingot', 'Copper Ingot'],
      ],
    );
    // Item names in 1.12 recipes are lower-cased too.
    assert.deepEqual(index.recipes.find((r) => r.id === 'oldharvest:beansandriceitem_croponion')?.inputs, [
      'oldharvest:beanitem',
    ]);
    // The file's own lower-case key wins over the lower-cased one.
    assert.equal(index.blocks.find((b) => b.id === 'oldharvest:candledeco1')?.names['zh_cn'], '小写蜡烛');
    assert.equal(dataFileId('oldharvest', 'beansandriceitem_cropOnion', true), 'oldharvest:beansandriceitem_croponion');
  });

  it('keeps a 1.12 key written twice by its last value when lower-cased, and leaves lower-case files as they are', () => {
    const pairs: string[] = [];
    parseLang('tile.candleDeco1.name=First\ntile.candleDeco1.name=Last\nitem.beanitem.name=Beans\n', true, pairs);
    const map = new Map<string, string>();
    for (let k = 0; k < pairs.length; k += 2) map.set(pairs[k]!, pairs[k + 1]!);
    assert.equal(map.get('tile.candledeco1.name'), 'Last');
    assert.equal(map.get('tile.candleDeco1.name'), 'Last');
    assert.equal(pairs.filter((p) => p === 'tile.candledeco1.name').length, 1);
    // A key with a namespace segment is not lowered: `item.mymod.copperingot.name` would read as evidence of an item.
    const namespaced: string[] = [];
    parseLang('item.mymod.copperIngot.name=Copper Ingot\n', true, namespaced);
    assert.deepEqual(namespaced, ['item.mymod.copperIngot.name', 'Copper Ingot']);
    const plain: string[] = [];
    parseLang('item.beanitem.name=Beans\n', true, plain);
    assert.deepEqual(plain, ['item.beanitem.name', 'Beans']);
    // 1.13+ JSON lang files are read as written: their keys are matched exactly.
    const modern: string[] = [];
    parseLang(j({ 'item.mod.Odd': 'Odd' }), false, modern);
    assert.deepEqual(modern, ['item.mod.Odd', 'Odd']);
  });

  it('skips data files whose path is no valid id, as the game does from 1.13, and says so', async () => {
    // Minecraft's pack resources (listResources): `ResourceLocation.tryBuild` returns null for an upper-case letter or
    // a space, and the file is skipped with "Invalid path in datapack: …, ignoring".
    const jar = await tomlJar(forgeToml('tidy', '1.0.0'), {
      extra: {
        'assets/tidy/models/item/copper_nugget.json': j({ parent: 'item/generated' }),
        'assets/tidy/lang/en_us.json': j({ 'item.tidy.copper_nugget': 'Copper Nugget' }),
        'data/tidy/recipes/copper_nugget.json': j({
          type: 'minecraft:crafting_shapeless',
          ingredients: [{ item: 'minecraft:iron_nugget' }],
          result: { item: 'tidy:copper_nugget' },
        }),
        'data/tidy/recipes/Copper_Nugget_Alt.json': j({
          type: 'minecraft:crafting_shapeless',
          ingredients: [{ item: 'minecraft:gold_nugget' }],
          result: { item: 'tidy:copper_nugget' },
        }),
        'data/tidy/tags/items/nuggets.json': j({ values: ['tidy:copper_nugget'] }),
        'data/tidy/tags/items/Shiny Things.json': j({ values: ['tidy:copper_nugget'] }),
      },
    });
    const pack = await writeContentPack(root, { 'tidy.jar': jar }, { minecraft: '1.20.1', vanilla: false });
    // A world's data pack with an upper-case namespace folder: nothing in it loads.
    await writeZip(path.join(pack.gameDir, 'saves', 'World', 'datapacks', 'extra.zip'), {
      'pack.mcmeta': j({ pack: { pack_format: 15, description: 'extra' } }),
      'data/MyPack/recipes/nugget.json': j({
        type: 'minecraft:crafting_shapeless',
        ingredients: [{ item: 'minecraft:stick' }],
        result: { item: 'tidy:copper_nugget' },
      }),
      'data/tidy/recipes/from_stick.json': j({
        type: 'minecraft:crafting_shapeless',
        ingredients: [{ item: 'minecraft:stick' }],
        result: { item: 'tidy:copper_nugget' },
      }),
    });
    const index = await new ContentIndexer(new ModScanner()).index(pack.instance);
    assert.deepEqual(
      index.recipes.map((r) => r.id),
      ['tidy:copper_nugget', 'tidy:from_stick'],
    );
    assert.deepEqual(
      index.tags.filter((t) => t.registry === 'item').map((t) => t.id),
      ['tidy:nuggets'],
    );
    const said = index.gaps.join('\n');
    assert.match(said, /Copper_Nugget_Alt\.json/);
    assert.equal(dataFileId('tidy', 'Copper_Nugget_Alt', false), null);
    assert.equal(dataFileId('MyPack', 'nugget', false), null);
    assert.equal(dataFileId('tidy', 'compat/ae2/press-1.x', false), 'tidy:compat/ae2/press-1.x');
  });

  it('never loads a recipe file without a type: a data pack empties a mod recipe with {} to remove it', async () => {
    // Vanilla's RecipeManager reads `type` first and logs "Parsing error loading recipe" without it; modpacks override
    // a mod's data/<ns>/recipes/<id>.json with `{}` to remove the recipe. A Fabric mod ported from 1.12 may still carry
    // data/<ns>/recipes/_constants.json (an array), which Fabric does not skip by name but cannot parse either.
    const jar = await tomlJar(forgeToml('tidy', '1.0.0'), {
      extra: {
        'data/tidy/recipes/nugget.json': j({
          type: 'minecraft:crafting_shapeless',
          ingredients: [{ item: 'minecraft:iron_nugget' }],
          result: { item: 'minecraft:gold_nugget' },
        }),
        'data/tidy/recipes/ingot.json': j({
          type: 'minecraft:crafting_shapeless',
          ingredients: [{ item: 'minecraft:iron_ingot' }],
          result: { item: 'minecraft:gold_ingot' },
        }),
        'data/tidy/recipes/typo.json': j({
          ingredients: [{ item: 'minecraft:stick' }],
          result: { item: 'minecraft:gold_ingot' },
        }),
        'data/tidy/recipes/_constants.json': j([{ name: 'STICK', ingredient: { item: 'minecraft:stick' } }]),
      },
    });
    const pack = await writeContentPack(root, { 'tidy.jar': jar }, { minecraft: '1.20.1', vanilla: false });
    await writeZip(path.join(pack.gameDir, 'datapacks', 'removals.zip'), {
      'pack.mcmeta': j({ pack: { pack_format: 15, description: 'removals' } }),
      'data/tidy/recipes/ingot.json': '{}',
    });
    const ids = async (loader: string): Promise<string[]> => {
      const instance = { ...pack.instance, loader: { type: loader, version: '1.0' } } as typeof pack.instance;
      return (await new ContentIndexer(new ModScanner()).index(instance)).recipes.map((r) => r.id);
    };
    assert.deepEqual(await ids('forge'), ['tidy:nugget']);
    assert.deepEqual(await ids('fabric'), ['tidy:nugget']);
  });

  it("marks a mod that makes models at run time with Moonlight's dynamic packs as partly known", async () => {
    // MehVahdJukaar/Supplementaries: common/src/main/java/net/mehvahdjukaar/supplementaries/dynamicpack/ extends
    // Moonlight's DynClientResourcesGenerator and writes `sign_post_<wood>` item models in memory; the jar ships only
    // the oak template's model.
    const jar = await tomlJar(forgeToml('supplementaries', '1.0.0'), {
      extra: {
        'net/mehvahdjukaar/supplementaries/dynamicpack/ClientDynamicResourcesGenerator.class': fakeClass(),
        'assets/supplementaries/models/item/sign_post_oak.json': j({ parent: 'item/generated' }),
        'assets/supplementaries/lang/en_us.json': j({ 'item.supplementaries.sign_post_oak': 'Oak Sign Post' }),
      },
    });
    const plain = await tomlJar(forgeToml('plainmod', '1.0.0'), {
      extra: {
        'net/mehvahdjukaar/plainmod/Plain.class': fakeClass(),
        'assets/plainmod/models/item/thing.json': j({ parent: 'item/generated' }),
      },
    });
    const index = await indexOf({ 'supplementaries.jar': jar, 'plainmod.jar': plain }, '1.20.1');
    const ns = index.namespaces.find((n) => n.id === 'supplementaries');
    assert.equal(ns?.complete, false);
    assert.match(ns?.incompleteReason ?? '', /Moonlight/);
    assert.equal(index.namespaces.find((n) => n.id === 'plainmod')?.complete, true);
    assert.deepEqual(
      index.items.map((i) => i.id),
      ['plainmod:thing', 'supplementaries:sign_post_oak'],
    );
  });

  it("takes a mod's models in the minecraft namespace for overrides of vanilla's, not for items", async () => {
    // MehVahdJukaar/Supplementaries common/src/main/resources/assets/minecraft/models/item/: crossbow.json (an override
    // of vanilla's, with a predicate), crossbow_rope_arrow.json and antique_map.json (variant models it refers to).
    const jar = await tomlJar(forgeToml('ropes', '1.0.0'), {
      extra: {
        'assets/minecraft/models/item/crossbow.json': j({ parent: 'item/generated', overrides: [] }),
        'assets/minecraft/models/item/crossbow_rope_arrow.json': j({ parent: 'item/crossbow' }),
        'assets/minecraft/models/item/antique_map.json': j({ parent: 'item/generated' }),
        'assets/ropes/models/item/rope_arrow.json': j({ parent: 'item/generated' }),
        'assets/ropes/lang/en_us.json': j({ 'item.ropes.rope_arrow': 'Rope Arrow' }),
      },
    });
    // Without the client jar (whose own items would hide them), nothing tells them from a mod's items but this rule.
    const pack = await writeContentPack(root, { 'ropes.jar': jar }, { minecraft: '1.20.1', vanilla: false });
    const index = await new ContentIndexer(new ModScanner()).index(pack.instance);
    assert.deepEqual(
      index.items.map((i) => `${i.id} ${i.mod}`),
      ['ropes:rope_arrow ropes'],
    );

    // 1.12's vanilla jar names items by `item.<key>.name`: its models are its items.
    const old = await buildZip({
      'assets/minecraft/models/item/apple.json': j({ parent: 'item/generated' }),
      'assets/minecraft/lang/en_us.lang': 'item.apple.name=Apple\n',
    });
    const legacyPack = await writeContentPack(path.join(root, 'old'), {}, { minecraft: '1.12.2', vanilla: false });
    await fs.promises.mkdir(path.join(root, 'old', 'libraries', 'com', 'mojang', 'minecraft', '1.12.2'), {
      recursive: true,
    });
    await fs.promises.writeFile(
      path.join(root, 'old', 'libraries', 'com', 'mojang', 'minecraft', '1.12.2', 'minecraft-1.12.2-client.jar'),
      old,
    );
    const legacy = await new ContentIndexer(new ModScanner()).index(legacyPack.instance);
    assert.deepEqual(
      legacy.items.map((i) => [i.id, i.name]),
      [['minecraft:apple', 'Apple']],
    );
  });
});
