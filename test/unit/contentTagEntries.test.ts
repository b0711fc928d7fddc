import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { ContentIndexer } from '../../src/core/content/contentIndexer';
import type { ContentIndex } from '../../src/core/content/contentIndex';
import { ModScanner } from '../../src/core/mods/modScanner';
import { fakeClass, neoforgeToml, tomlJar } from './fixtures/modJars';
import { j, writeContentPack, writeText } from './fixtures/contentPack';

/**
 * Tag entries judged as the game judges them, in jars and data packs built at test time: an optional entry naming
 * nothing is dropped, a required one naming nothing is left out and reported (the game refuses such a tag), and
 * entries the index cannot vouch for are kept.
 */
describe('content index: tag entries that name nothing', () => {
  let root: string;
  beforeEach(async () => {
    root = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'nova-tag-entries-'));
  });
  afterEach(async () => {
    await fs.promises.rm(root, { recursive: true, force: true });
  });

  async function indexOf(mods: Record<string, Buffer>, datapacks: Record<string, unknown> = {}): Promise<ContentIndex> {
    const pack = await writeContentPack(root, mods, { minecraft: '1.21.1', vanilla: false });
    for (const [file, value] of Object.entries(datapacks))
      await writeText(path.join(pack.gameDir, 'saves', 'World', 'datapacks', ...file.split('/')), j(value));
    return new ContentIndexer(new ModScanner()).index(pack.instance);
  }
  const tagOf = (index: ContentIndex, registry: string, id: string) =>
    index.tags.find((t) => t.registry === registry && t.id === id);

  function gearsMod(): Promise<Buffer> {
    return tomlJar(neoforgeToml('gears', '1.0.0'), {
      neoforge: true,
      extra: {
        'assets/gears/models/item/gear_a.json': j({ parent: 'item/generated' }),
        'assets/gears/models/item/gear_block.json': j({ parent: 'gears:block/gear_block' }),
        'assets/gears/blockstates/gear_block.json': j({ variants: { '': { model: 'gears:block/gear_block' } } }),
        'assets/gears/lang/en_us.json': j({ 'item.gears.gear_a': 'Gear A', 'block.gears.gear_block': 'Gear Block' }),
        // Farmer's Delight / Create style convention tags naming the mod's own and other mods' ids.
        'data/c/tags/item/gears.json': j({
          values: [
            'gears:gear_a',
            'gears:gear_missing',
            { id: 'gears:gear_optional', required: false },
            'othermod:gear',
            { id: 'othermod:spare', required: false },
            'minecraft:iron_ingot',
            '#gears:more',
          ],
        }),
        'data/gears/tags/item/more.json': j({ values: ['gears:gear_block'] }),
        'data/minecraft/tags/block/mineable/pickaxe.json': j({ values: ['gears:gear_block', 'gears:no_block'] }),
        'data/gears/tags/entity_type/robots.json': j({ values: ['gears:robot', 'othermod:zombie'] }),
        'data/c/tags/fluid/milk.json': j({ values: ['neoforge:milk'] }),
        'data/gears/tags/item/loop_a.json': j({ values: ['#gears:loop_b', 'gears:gear_a'] }),
        'data/gears/tags/item/loop_b.json': j({ values: ['#gears:loop_a'] }),
      },
    });
  }

  it('drops optional entries and reports required ones that name nothing, keeping what it cannot judge', async () => {
    const index = await indexOf({ 'gears.jar': await gearsMod() });
    const gears = tagOf(index, 'item', 'c:gears');
    // `minecraft:iron_ingot` stays: without the client jar vanilla ids cannot be judged.
    assert.deepEqual(gears?.values, ['gears:gear_a', 'gears:gear_block', 'minecraft:iron_ingot']);
    assert.deepEqual(gears?.missing, ['gears:gear_missing', 'othermod:gear']);
    assert.deepEqual(tagOf(index, 'block', 'minecraft:mineable/pickaxe')?.values, ['gears:gear_block']);
    assert.deepEqual(tagOf(index, 'block', 'minecraft:mineable/pickaxe')?.missing, ['gears:no_block']);
    // Entity types are not indexed: a namespace of the pack is kept, one nothing provides is not.
    assert.deepEqual(tagOf(index, 'entity_type', 'gears:robots')?.values, ['gears:robot']);
    assert.deepEqual(tagOf(index, 'entity_type', 'gears:robots')?.missing, ['othermod:zombie']);
    // The loader's own ids are not in the index's jars: kept.
    assert.deepEqual(tagOf(index, 'fluid', 'c:milk')?.values, ['neoforge:milk']);
    assert.equal(tagOf(index, 'item', 'gears:more')?.missing, undefined);
    const gap = index.gaps.find((g) => g.startsWith('Tags list required ids'));
    assert.ok(gap?.includes('item #c:gears: gears:gear_missing, othermod:gear'), index.gaps.join('\n'));
    assert.ok(index.gaps.some((g) => g.startsWith('Tag cycle') && g.includes('#gears:loop_a')));
    assert.deepEqual(tagOf(index, 'item', 'gears:loop_a')?.values, ['gears:gear_a']);
  });

  it('keeps ids of a namespace partly made at run time, and merges replace across mods and data packs in load order', async () => {
    // A material system (GregTech CEu's API classes): its items are made from code, so a missing model proves nothing.
    const material = await tomlJar(neoforgeToml('gtceu', '1.0.0'), {
      neoforge: true,
      extra: {
        'com/gregtechceu/gtceu/api/GTValues.class': fakeClass(),
        'assets/gtceu/models/item/wrench.json': j({ parent: 'item/generated' }),
        'assets/gtceu/lang/en_us.json': j({ 'item.gtceu.wrench': 'Wrench' }),
        'data/c/tags/item/plates.json': j({ values: ['gtceu:steel_plate'] }),
      },
    });
    // Mods load in file-name order: b.jar after a-gtceu.jar; `replace` drops what came before.
    const replacing = await tomlJar(neoforgeToml('plates', '1.0.0'), {
      neoforge: true,
      extra: {
        'assets/plates/models/item/tin_plate.json': j({ parent: 'item/generated' }),
        'assets/plates/lang/en_us.json': j({ 'item.plates.tin_plate': 'Tin Plate' }),
        'data/c/tags/item/plates.json': j({ replace: true, values: ['plates:tin_plate'] }),
        'data/c/tags/item/wrenches.json': j({ values: ['gtceu:wrench', 'gtceu:hammer'] }),
      },
    });
    const index = await indexOf(
      { 'a-gtceu.jar': material, 'b-plates.jar': replacing },
      {
        'tweaks/pack.mcmeta': { pack: { pack_format: 48, description: 'tweaks' } },
        'tweaks/data/c/tags/item/plates.json': { values: ['gtceu:steel_plate'] },
      },
    );
    assert.deepEqual(tagOf(index, 'item', 'c:plates')?.values, ['gtceu:steel_plate', 'plates:tin_plate']);
    assert.deepEqual(tagOf(index, 'item', 'c:wrenches')?.values, ['gtceu:hammer', 'gtceu:wrench']);
    assert.equal(tagOf(index, 'item', 'c:wrenches')?.missing, undefined);
  });
});
