import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { ContentIndexer } from '../../src/core/content/contentIndexer';
import type { ContentIndex } from '../../src/core/content/contentIndex';
import { packFormatsOf } from '../../src/core/content/packFormats';
import { appliedOverlays, overlayEntries } from '../../src/core/content/packOverlays';
import type { Instance } from '../../src/core/model/instance';
import { ModScanner } from '../../src/core/mods/modScanner';
import { fabricJar, j, writeContentPack, writeText } from './fixtures/contentPack';
import { neoforgeToml, tomlJar } from './fixtures/modJars';

/**
 * `pack.mcmeta` overlays (1.20.2+) in mod jars and data packs built at test time, laid out as multi-version mods
 * ship them: a base pack for the oldest version and overlay folders for newer pack formats.
 */
describe('content index: pack.mcmeta overlays', () => {
  let root: string;
  beforeEach(async () => {
    root = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'nova-overlays-'));
  });
  afterEach(async () => {
    await fs.promises.rm(root, { recursive: true, force: true });
  });

  async function indexOf(
    mods: Record<string, Buffer>,
    minecraft: string,
    loader = 'neoforge',
    before?: (gameDir: string) => Promise<void>,
  ): Promise<ContentIndex> {
    const pack = await writeContentPack(path.join(root, minecraft + loader), mods, { minecraft, vanilla: false });
    await before?.(pack.gameDir);
    const instance: Instance = { ...pack.instance, loader: { type: loader, version: '1.0' } } as Instance;
    return new ContentIndexer(new ModScanner()).index(instance);
  }

  const recipe = (index: ContentIndex, id: string) => index.recipes.find((r) => r.id === id);
  const tag = (index: ContentIndex, id: string) => index.tags.find((t) => t.id === id)?.values;

  /** A mod supporting 1.20.1 in its base pack and 1.21 in an overlay (recipe/ and tags/item/ renamed in 1.21). */
  function multiVersionMod(): Promise<Buffer> {
    return tomlJar(neoforgeToml('multi', '1.0.0'), {
      neoforge: true,
      extra: {
        'pack.mcmeta': j({
          pack: { pack_format: 15, supported_formats: [15, 48], description: 'multi' },
          overlays: { entries: [{ directory: 'overlay_1_21', formats: [48, 61] }] },
        }),
        'assets/multi/models/item/gear.json': j({ parent: 'item/generated' }),
        'assets/multi/models/item/cog.json': j({ parent: 'item/generated' }),
        'assets/multi/lang/en_us.json': j({ 'item.multi.gear': 'Gear', 'item.multi.cog': 'Cog' }),
        'data/multi/recipes/gear.json': j({
          type: 'minecraft:crafting_shapeless',
          ingredients: [{ item: 'minecraft:iron_ingot' }],
          result: { item: 'multi:gear' },
        }),
        'data/multi/tags/items/parts.json': j({ values: ['multi:gear'] }),
        'overlay_1_21/data/multi/recipe/gear.json': j({
          type: 'minecraft:crafting_shapeless',
          ingredients: ['minecraft:copper_ingot'],
          result: { id: 'multi:gear', count: 2 },
        }),
        'overlay_1_21/data/multi/tags/item/parts.json': j({ values: ['multi:gear', 'multi:cog'] }),
      },
    });
  }

  it('reads the base pack on 1.20.1 and the 1.21 overlay on 1.21.1', async () => {
    const jar = await multiVersionMod();
    const old = await indexOf({ 'multi.jar': jar }, '1.20.1');
    assert.equal(recipe(old, 'multi:gear')?.file, 'mods/multi.jar!/data/multi/recipes/gear.json');
    assert.deepEqual(recipe(old, 'multi:gear')?.inputs, ['minecraft:iron_ingot']);
    assert.deepEqual(tag(old, 'multi:parts'), ['multi:gear']);

    const modern = await indexOf({ 'multi.jar': jar }, '1.21.1');
    assert.equal(recipe(modern, 'multi:gear')?.file, 'mods/multi.jar!/overlay_1_21/data/multi/recipe/gear.json');
    assert.deepEqual(recipe(modern, 'multi:gear')?.inputs, ['minecraft:copper_ingot']);
    assert.deepEqual(tag(modern, 'multi:parts'), ['multi:cog', 'multi:gear']);
    // Outside the overlay's range (1.21.5 is data pack format 71) the base pack alone is read, in 1.21 spelling: none.
    const later = await indexOf({ 'multi.jar': jar }, '1.21.5');
    assert.equal(recipe(later, 'multi:gear'), undefined);
  });

  it('stacks applicable overlays in order, replaces files whole and judges data and assets by their own formats', async () => {
    const jar = await tomlJar(neoforgeToml('stack', '1.0.0'), {
      neoforge: true,
      extra: {
        'pack.mcmeta': j({
          pack: { pack_format: 48, description: 'stack' },
          overlays: {
            entries: [
              { directory: 'first', formats: 48 },
              { directory: 'second', formats: { min_inclusive: 40, max_inclusive: 50 } },
              { directory: 'later', formats: 57 },
              // Resource pack format of 1.21.1 is 34: this overlay's assets apply, its data (48 ∉ [30, 40]) does not.
              { directory: 'client', formats: [30, 40] },
            ],
          },
          'neoforge:overlays': {
            entries: [
              {
                directory: 'neo_absent',
                formats: [0, 100],
                'neoforge:conditions': [{ type: 'neoforge:mod_loaded', modid: 'not_installed' }],
              },
              {
                directory: 'neo_present',
                formats: [0, 100],
                'neoforge:conditions': [{ type: 'neoforge:mod_loaded', modid: 'stack' }],
              },
            ],
          },
          'fabric:overlays': { entries: [{ directory: 'fabric_only', condition: { condition: 'fabric:true' } }] },
        }),
        'assets/stack/models/item/a.json': j({ parent: 'item/generated' }),
        'assets/stack/models/item/b.json': j({ parent: 'item/generated' }),
        'assets/stack/lang/en_us.json': j({ 'item.stack.a': 'Alpha', 'item.stack.b': 'Beta' }),
        'data/stack/recipe/a.json': j({ type: 'minecraft:smelting', ingredient: 'stack:b', result: { id: 'stack:a' } }),
        'data/stack/tags/item/group.json': j({ values: ['stack:a'] }),
        'first/data/stack/recipe/a.json': j({
          type: 'minecraft:smelting',
          ingredient: 'stack:a',
          result: { id: 'stack:b' },
        }),
        'first/data/stack/tags/item/group.json': j({ values: ['stack:b'] }),
        'first/assets/stack/lang/en_us.json': j({ 'item.stack.a': 'Not for this resource format' }),
        'second/data/stack/recipe/a.json': j({
          type: 'minecraft:blasting',
          ingredient: 'stack:a',
          result: { id: 'stack:b' },
        }),
        'later/data/stack/recipe/later.json': j({
          type: 'minecraft:smelting',
          ingredient: 'stack:a',
          result: { id: 'stack:b' },
        }),
        'client/assets/stack/items/extra.json': j({ model: { type: 'minecraft:model', model: 'stack:item/extra' } }),
        'client/assets/stack/lang/en_us.json': j({ 'item.stack.extra': 'Extra' }),
        'client/data/stack/recipe/client.json': j({
          type: 'minecraft:smelting',
          ingredient: 'stack:a',
          result: { id: 'stack:b' },
        }),
        'neo_absent/data/stack/recipe/absent.json': j({
          type: 'minecraft:smelting',
          ingredient: 'stack:a',
          result: { id: 'stack:b' },
        }),
        'neo_present/data/stack/recipe/present.json': j({
          type: 'minecraft:smelting',
          ingredient: 'stack:a',
          result: { id: 'stack:b' },
        }),
        'fabric_only/data/stack/recipe/fabric.json': j({
          type: 'minecraft:smelting',
          ingredient: 'stack:a',
          result: { id: 'stack:b' },
        }),
      },
    });
    const index = await indexOf({ 'stack.jar': jar }, '1.21.1');
    // `second` lies over `first`: its file of the same path is the one read.
    assert.equal(recipe(index, 'stack:a')?.type, 'minecraft:blasting');
    assert.equal(recipe(index, 'stack:a')?.file, 'mods/stack.jar!/second/data/stack/recipe/a.json');
    // A tag file of an overlay replaces the base file of the same path (not merged with it, as across packs).
    assert.deepEqual(tag(index, 'stack:group'), ['stack:b']);
    assert.equal(recipe(index, 'stack:later'), undefined);
    assert.equal(recipe(index, 'stack:client'), undefined);
    assert.equal(recipe(index, 'stack:absent'), undefined);
    assert.ok(recipe(index, 'stack:present'));
    assert.equal(recipe(index, 'stack:fabric'), undefined);
    const extra = index.items.find((i) => i.id === 'stack:extra');
    assert.equal(extra?.name, 'Extra');
    assert.equal(extra?.file, 'mods/stack.jar!/client/assets/stack/items/extra.json');
    // `client`'s en_us.json replaces the base file whole, as in game: the base file's Alpha is gone with it
    // (contentOverlayLang.test.ts).
    assert.equal(index.items.find((i) => i.id === 'stack:a')?.name, null);

    // On Fabric the NeoForge section is not read and Fabric's is.
    const fabric = await indexOf({ 'stack.jar': jar }, '1.21.1', 'fabric');
    assert.ok(recipe(fabric, 'stack:fabric'));
    assert.equal(recipe(fabric, 'stack:present'), undefined);
  });

  it('applies a data pack folder’s overlays over the mods, and never reads a folder outside the pack', async () => {
    const mod = await fabricJar(
      { schemaVersion: 1, id: 'base', version: '1.0.0' },
      {
        'assets/base/models/item/plate.json': j({ parent: 'item/generated' }),
        'assets/base/lang/en_us.json': j({ 'item.base.plate': 'Plate' }),
        'data/base/recipe/plate.json': j({
          type: 'minecraft:stonecutting',
          ingredient: 'minecraft:stone',
          result: { id: 'base:plate' },
        }),
      },
    );
    const index = await indexOf({ 'base.jar': mod }, '1.21.4', 'fabric', async (gameDir) => {
      const dp = path.join(gameDir, 'saves', 'World', 'datapacks', 'tweak');
      await writeText(
        path.join(dp, 'pack.mcmeta'),
        j({
          pack: { pack_format: 48, description: 'tweak' },
          overlays: {
            entries: [
              { directory: 'for_1_21_4', formats: [61, 61] },
              { directory: '..', formats: [0, 100] },
            ],
          },
        }),
      );
      await writeText(
        path.join(dp, 'for_1_21_4', 'data', 'base', 'recipe', 'plate.json'),
        j({ type: 'minecraft:stonecutting', ingredient: 'minecraft:granite', result: { id: 'base:plate' } }),
      );
      // What a `..` overlay would name: the datapacks folder's parent's data. Never read.
      await writeText(
        path.join(gameDir, 'saves', 'World', 'data', 'base', 'recipe', 'escape.json'),
        j({ type: 'minecraft:stonecutting', ingredient: 'minecraft:stone', result: { id: 'base:plate' } }),
      );
    });
    assert.deepEqual(recipe(index, 'base:plate')?.inputs, ['minecraft:granite']);
    assert.equal(
      recipe(index, 'base:plate')?.file,
      'saves/World/datapacks/tweak!/for_1_21_4/data/base/recipe/plate.json',
    );
    assert.equal(recipe(index, 'base:escape'), undefined);
  });

  it('does not guess overlays for a version whose pack format it does not know, and says so', async () => {
    const index = await indexOf({ 'multi.jar': await multiVersionMod() }, '26.1');
    assert.ok(
      index.gaps.some((g) => g.includes('mods/multi.jar') && g.includes('overlays were not applied')),
      index.gaps.join('\n'),
    );
    assert.equal(recipe(index, 'multi:gear'), undefined);
  });

  it('keeps overlays through the saved cache', async () => {
    const pack = await writeContentPack(
      path.join(root, 'cache'),
      { 'multi.jar': await multiVersionMod() },
      {
        minecraft: '1.21.1',
        vanilla: false,
      },
    );
    const first = new ContentIndexer(new ModScanner());
    await first.index(pack.instance);
    const restored = ContentIndexer.fromJSON(JSON.parse(JSON.stringify(first.toJSON())), new ModScanner());
    const index = await restored.index(pack.instance);
    assert.equal(restored.stats.opened, 0, 'the jar came from the restored cache');
    assert.equal(recipe(index, 'multi:gear')?.file, 'mods/multi.jar!/overlay_1_21/data/multi/recipe/gear.json');
  });

  it('reads the base pack when pack.mcmeta is broken or its overlays malformed, and names the broken file', async () => {
    const broken = await tomlJar(neoforgeToml('broken', '1.0.0'), {
      neoforge: true,
      extra: {
        'pack.mcmeta': '{"pack": {"pack_format": 48,}, "overlays": ',
        'data/broken/recipe/a.json': j({
          type: 'minecraft:smelting',
          ingredient: 'minecraft:stone',
          result: { id: 'broken:a' },
        }),
        'over/data/broken/recipe/a.json': j({
          type: 'minecraft:blasting',
          ingredient: 'minecraft:stone',
          result: { id: 'broken:a' },
        }),
      },
    });
    const odd = await tomlJar(neoforgeToml('odd', '1.0.0'), {
      neoforge: true,
      extra: {
        'pack.mcmeta': j({
          pack: { pack_format: 48 },
          overlays: {
            entries: [{ directory: 'over' }, { directory: 'over', formats: 'all' }, 'over', { formats: 48 }],
          },
        }),
        'data/odd/recipe/a.json': j({
          type: 'minecraft:smelting',
          ingredient: 'minecraft:stone',
          result: { id: 'odd:a' },
        }),
        'over/data/odd/recipe/a.json': j({
          type: 'minecraft:blasting',
          ingredient: 'minecraft:stone',
          result: { id: 'odd:a' },
        }),
      },
    });
    const index = await indexOf({ 'broken.jar': broken, 'odd.jar': odd }, '1.21.1');
    assert.equal(recipe(index, 'broken:a')?.type, 'minecraft:smelting');
    assert.equal(recipe(index, 'odd:a')?.type, 'minecraft:smelting');
    assert.ok(
      index.gaps.some((g) => g.includes('pack.mcmeta')),
      index.gaps.join('\n'),
    );
  });

  it('reads 1.21.9+ min_format/max_format with minor versions, and the legacy formats range by major', () => {
    const formats = packFormatsOf('1.21.11');
    assert.deepEqual(formats, { data: [94, 1], assets: [75, 0] });
    const entries = overlayEntries({
      overlays: {
        entries: [
          { directory: 'upto_94_0', min_format: 90, max_format: [94, 0] },
          { directory: 'from_94_1', min_format: [94, 1], max_format: 94 },
          { directory: 'legacy', formats: [90, 100] },
          { directory: 'both', formats: [10, 20], min_format: 94, max_format: 94 },
          { directory: 'bad name!', formats: [0, 100] },
        ],
      },
    });
    const context = { formats, family: null, modIds: new Set<string>() } as const;
    assert.deepEqual(appliedOverlays(entries, context, 'data'), ['from_94_1', 'legacy', 'both']);
    assert.deepEqual(packFormatsOf('1.20.1'), 'none');
    assert.deepEqual(packFormatsOf('1.20.4'), { data: [26, 0], assets: [22, 0] });
    assert.equal(packFormatsOf('26.1'), 'unknown');
    assert.equal(appliedOverlays(entries, { ...context, formats: 'none' }, 'data').length, 0);
  });
});
