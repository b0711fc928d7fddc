import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { ContentIndexer } from '../../src/core/content/contentIndexer';
import type { ContentIndex } from '../../src/core/content/contentIndex';
import { ModScanner } from '../../src/core/mods/modScanner';
import { j, writeContentPack } from './fixtures/contentPack';
import { fakeClass, forgeToml, neoforgeToml, tomlJar } from './fixtures/modJars';

/**
 * Fluids, buckets and material systems as real mods lay them out (the second audit of issue 25). Each fixture names
 * the public file whose shape it copies; the text is this test's own, and every jar is built at test time.
 */
describe('content index on real mod layouts: fluids, buckets and material systems', () => {
  let root: string;
  beforeEach(async () => {
    root = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'nova-content-fluids-'));
  });
  afterEach(async () => {
    await fs.promises.rm(root, { recursive: true, force: true });
  });

  async function indexOf(mods: Record<string, Buffer>, minecraft: string): Promise<ContentIndex> {
    const pack = await writeContentPack(root, mods, { minecraft, vanilla: false });
    return new ContentIndexer(new ModScanner()).index(pack.instance);
  }
  const ids = (list: ReadonlyArray<{ id: string }>, ns: string): string[] =>
    list.filter((e) => e.id.startsWith(`${ns}:`)).map((e) => e.id);

  it("takes a bucket's model as an item when its fluid is the jar's own, with or without a name", async () => {
    // BluSunrize/ImmersiveEngineering src/generated/resources/assets/immersiveengineering/models/item/
    // biodiesel_bucket.json with `fluid_type.immersiveengineering.biodiesel` in lang/en_us.json and no bucket key;
    // SlimeKnights/TinkersConstruct models/item/blazing_blood_bucket.json (a `forge:fluid_container` model naming its
    // fluid), data/tconstruct/tags/fluid/*.json listing the still and flowing fluid, models/item/base/*.json parents.
    const jar = await tomlJar(forgeToml('smeltery', '1.0.0'), {
      extra: {
        'assets/smeltery/models/item/blazing_blood_bucket.json': j({
          parent: 'forge:item/bucket_drip',
          loader: 'forge:fluid_container',
          fluid: 'smeltery:blazing_blood',
        }),
        'assets/smeltery/models/item/molten_cobalt_bucket.json': j({
          parent: 'forge:item/bucket_drip',
          loader: 'forge:fluid_container',
          fluid: 'smeltery:molten_cobalt',
        }),
        // A bucket of a fluid this jar does not register, and a parent model named like a bucket: not items.
        'assets/smeltery/models/item/honey_bucket.json': j({ parent: 'forge:item/bucket_drip' }),
        'assets/smeltery/models/item/base_bucket.json': j({ parent: 'item/generated' }),
        'assets/smeltery/models/item/base/tool_bucket.json': j({ parent: 'item/generated' }),
        'assets/smeltery/models/item/cobalt_ingot.json': j({ parent: 'item/generated' }),
        'assets/smeltery/blockstates/blazing_blood.json': j({ variants: { '': { model: 'smeltery:block/fluid' } } }),
        'assets/smeltery/lang/en_us.json': j({
          'item.smeltery.cobalt_ingot': 'Cobalt Ingot',
          'fluid.smeltery.blazing_blood': 'Blazing Blood',
          'block.smeltery.blazing_blood': 'Blazing Blood',
          'fluid_type.smeltery.molten_cobalt': 'Molten Cobalt',
          'item.smeltery.molten_cobalt_bucket': 'Molten Cobalt Bucket',
        }),
        'data/smeltery/tags/fluids/blazing_blood.json': j({
          values: ['smeltery:blazing_blood', 'smeltery:flowing_blazing_blood'],
        }),
      },
    });
    const index = await indexOf({ 'smeltery.jar': jar }, '1.20.1');
    assert.deepEqual(ids(index.items, 'smeltery'), [
      'smeltery:blazing_blood_bucket',
      'smeltery:cobalt_ingot',
      'smeltery:molten_cobalt_bucket',
    ]);
    const item = (id: string) => index.items.find((i) => i.id === id);
    assert.equal(item('smeltery:molten_cobalt_bucket')?.name, 'Molten Cobalt Bucket');
    assert.equal(
      item('smeltery:blazing_blood_bucket')?.file,
      'mods/smeltery.jar!/assets/smeltery/models/item/blazing_blood_bucket.json',
    );
    // The fluid block is a block only (no item model of its own), and the fluids come from the tag and the names.
    assert.deepEqual(ids(index.blocks, 'smeltery'), ['smeltery:blazing_blood']);
    assert.deepEqual(ids(index.fluids, 'smeltery'), [
      'smeltery:blazing_blood',
      'smeltery:flowing_blazing_blood',
      'smeltery:molten_cobalt',
    ]);
  });

  it('reads a 1.21.4 Mekanism-style jar: client items for buckets and block items, fluid blocks as blocks only', async () => {
    // mekanism/Mekanism src/datagen/generated/mekanism/assets/mekanism/items/hydrogen_bucket.json (a
    // `neoforge:fluid_container` client item) and items/bounding_block.json; blockstates/hydrogen.json is the fluid's
    // block, with no client item; the old models/item/ files a ported jar still carries are not read when items/ is.
    const jar = await tomlJar(neoforgeToml('chemworks', '1.0.0'), {
      neoforge: true,
      extra: {
        'assets/chemworks/items/hydrogen_bucket.json': j({
          model: { type: 'neoforge:fluid_container', fluid: 'chemworks:hydrogen', flip_gas: true },
        }),
        'assets/chemworks/items/bounding_block.json': j({
          model: { type: 'minecraft:model', model: 'chemworks:block/bounding_block' },
        }),
        'assets/chemworks/items/steel_casing.json': j({
          model: { type: 'minecraft:model', model: 'chemworks:block/steel_casing' },
        }),
        'assets/chemworks/models/item/old_dust.json': j({ parent: 'item/generated' }),
        'assets/chemworks/blockstates/hydrogen.json': j({ variants: { '': { model: 'chemworks:block/hydrogen' } } }),
        'assets/chemworks/blockstates/steel_casing.json': j({
          variants: { '': { model: 'chemworks:block/steel_casing' } },
        }),
        'assets/chemworks/lang/en_us.json': j({
          'block.chemworks.hydrogen': 'Liquid Hydrogen',
          'block.chemworks.steel_casing': 'Steel Casing',
          'block.chemworks.bounding_block': 'Bounding Block',
          'fluid_type.chemworks.hydrogen': 'Liquid Hydrogen',
          'item.chemworks.hydrogen_bucket': 'Liquid Hydrogen Bucket',
          'item.chemworks.old_dust': 'Old Dust',
        }),
        'data/c/tags/fluid/hydrogen.json': j({ values: ['chemworks:hydrogen', 'chemworks:flowing_hydrogen'] }),
      },
    });
    const index = await indexOf({ 'chemworks.jar': jar }, '1.21.4');
    assert.deepEqual(ids(index.items, 'chemworks'), [
      'chemworks:bounding_block',
      'chemworks:hydrogen_bucket',
      'chemworks:steel_casing',
    ]);
    assert.deepEqual(ids(index.blocks, 'chemworks'), ['chemworks:hydrogen', 'chemworks:steel_casing']);
    assert.deepEqual(ids(index.fluids, 'chemworks'), ['chemworks:flowing_hydrogen', 'chemworks:hydrogen']);
    assert.equal(index.items.find((i) => i.id === 'chemworks:hydrogen_bucket')?.name, 'Liquid Hydrogen Bucket');
    assert.equal(index.items.find((i) => i.id === 'chemworks:steel_casing')?.name, 'Steel Casing');
  });

  it("leaves Tinkers' Construct's namespace complete: its material classes make no ids, GregTech CEu's do", async () => {
    // SlimeKnights/TinkersConstruct: slimeknights/tconstruct/library/materials/ holds the material registry, yet a
    // tool part is one item (`IMaterialItem.getItemstackWithMaterial` puts the material on the stack) with its
    // model in the jar. GregTech CEu (com/gregtechceu/gtceu/api/) registers an item per material and form.
    const tinkers = await tomlJar(forgeToml('tconstruct', '3.8.0'), {
      extra: {
        'slimeknights/tconstruct/library/materials/MaterialRegistry.class': fakeClass(),
        'slimeknights/tconstruct/library/tools/part/ToolPartItem.class': fakeClass(),
        'assets/tconstruct/models/item/pickaxe_head.json': j({ parent: 'tconstruct:item/tool/parts/pickaxe_head' }),
        'assets/tconstruct/models/item/pickaxe_head_cast.json': j({ parent: 'item/generated' }),
        'assets/tconstruct/lang/en_us.json': j({
          'item.tconstruct.pickaxe_head': 'Pickaxe Head',
          'item.tconstruct.pickaxe_head_cast': 'Pickaxe Head Gold Cast',
        }),
      },
    });
    const gregtech = await tomlJar(forgeToml('gtceu', '1.4.0'), {
      extra: {
        'com/gregtechceu/gtceu/api/GTValues.class': fakeClass(),
        'assets/gtceu/models/item/wrench.json': j({ parent: 'item/handheld' }),
        'assets/gtceu/lang/en_us.json': j({ 'item.gtceu.wrench': 'Wrench' }),
      },
    });
    const index = await indexOf({ 'tconstruct.jar': tinkers, 'gtceu.jar': gregtech }, '1.20.1');
    const ns = (id: string) => index.namespaces.find((n) => n.id === id);
    assert.equal(ns('tconstruct')?.complete, true, ns('tconstruct')?.incompleteReason ?? '');
    assert.deepEqual(ids(index.items, 'tconstruct'), ['tconstruct:pickaxe_head', 'tconstruct:pickaxe_head_cast']);
    assert.equal(ns('gtceu')?.complete, false);
    assert.match(ns('gtceu')?.incompleteReason ?? '', /GregTech CEu/);
  });
});
