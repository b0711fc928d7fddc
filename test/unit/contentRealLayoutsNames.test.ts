import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { ContentIndexer } from '../../src/core/content/contentIndexer';
import type { ContentIndex } from '../../src/core/content/contentIndex';
import { ModScanner } from '../../src/core/mods/modScanner';
import { j, writeContentPack } from './fixtures/contentPack';
import { neoforgeToml, tomlJar } from './fixtures/modJars';

/**
 * Names and the "partly made at run time" judgement on layouts of real mods, in jars built at test time: a crop whose
 * block and item share an id (vanilla's wheat, Farmer's Delight's rice), and one namespace split over two jars
 * (Thermal Foundation names the items whose models Thermal Expansion's jar holds).
 */
describe('content index on real mod layouts: block item names and split namespaces', () => {
  let root: string;
  beforeEach(async () => {
    root = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'nova-content-names-'));
  });
  afterEach(async () => {
    await fs.promises.rm(root, { recursive: true, force: true });
  });

  async function indexOf(mods: Record<string, Buffer>): Promise<ContentIndex> {
    const pack = await writeContentPack(root, mods, { minecraft: '1.20.1', vanilla: false });
    return new ContentIndexer(new ModScanner()).index(pack.instance);
  }
  const itemModel = j({ parent: 'minecraft:item/generated', textures: { layer0: 'x' } });
  const state = j({ variants: { '': { model: 'x' } } });

  it('names an item that shares its id with a block by its item key, as the game does for a crop', async () => {
    // Farmer's Delight 1.20: block `rice` (the crop, "Rice Crop") and item `rice` (RiceItem extends
    // ItemNameBlockItem, whose description id is the item's own key).
    const jar = await tomlJar(neoforgeToml('farmersdelight', '1.2.0'), {
      extra: {
        'assets/farmersdelight/blockstates/rice.json': state,
        'assets/farmersdelight/models/item/rice.json': itemModel,
        'assets/farmersdelight/blockstates/rice_bag.json': state,
        'assets/farmersdelight/models/item/rice_bag.json': j({ parent: 'farmersdelight:block/rice_bag' }),
        'assets/farmersdelight/lang/en_us.json': j({
          'block.farmersdelight.rice': 'Rice Crop',
          'item.farmersdelight.rice': 'Rice',
          'block.farmersdelight.rice_bag': 'Rice Bag',
        }),
      },
    });
    const index = await indexOf({ 'farmersdelight.jar': jar });
    assert.equal(index.items.find((i) => i.id === 'farmersdelight:rice')?.name, 'Rice');
    assert.equal(index.blocks.find((b) => b.id === 'farmersdelight:rice')?.name, 'Rice Crop');
    // A block item with only its block's key takes that key.
    assert.equal(index.items.find((i) => i.id === 'farmersdelight:rice_bag')?.name, 'Rice Bag');
  });

  const paths = Array.from({ length: 12 }, (_, i) => `machine_part_${i}`);
  const foundation = (): Promise<Buffer> =>
    tomlJar(neoforgeToml('thermal', '11.0.0'), {
      extra: {
        'assets/thermal/models/item/tin_ingot.json': itemModel,
        'assets/thermal/lang/en_us.json': j({
          'item.thermal.tin_ingot': 'Tin Ingot',
          ...Object.fromEntries(paths.map((p, i) => [`item.thermal.${p}`, `Machine Part ${i}`])),
        }),
      },
    });
  const expansion = (): Promise<Buffer> =>
    tomlJar(neoforgeToml('thermal_expansion', '11.0.0'), {
      extra: Object.fromEntries(paths.map((p) => [`assets/thermal/models/item/${p}.json`, itemModel])),
    });

  it('judges a namespace split over two jars by all of them: the names one jar gives, the other models', async () => {
    const index = await indexOf({
      'thermal_foundation.jar': await foundation(),
      'thermal_expansion.jar': await expansion(),
    });
    const ns = index.namespaces.find((n) => n.id === 'thermal');
    assert.ok(ns);
    assert.equal(ns.complete, true, ns.incompleteReason ?? '');
    assert.equal(ns.items, 13);
    assert.equal(index.items.find((i) => i.id === 'thermal:machine_part_3')?.name, 'Machine Part 3');
  });

  it('still marks the namespace when no jar of the pack models the names', async () => {
    const index = await indexOf({ 'thermal_foundation.jar': await foundation() });
    const ns = index.namespaces.find((n) => n.id === 'thermal');
    assert.equal(ns?.complete, false);
    assert.match(ns?.incompleteReason ?? '', /12 item names/);
  });

  it('counts the unmodelled names of all jars of a namespace together', async () => {
    // Two jars of one namespace, each with 6 names and no models: 12 in all cross the threshold of 10.
    const half = (from: number, mod: string): Promise<Buffer> =>
      tomlJar(neoforgeToml(mod, '1.0.0'), {
        extra: {
          'assets/thermal/lang/en_us.json': j(
            Object.fromEntries(paths.slice(from, from + 6).map((p) => [`item.thermal.${p}`, p])),
          ),
        },
      });
    const index = await indexOf({ 'a.jar': await half(0, 'thermal'), 'b.jar': await half(6, 'thermal_extra') });
    const ns = index.namespaces.find((n) => n.id === 'thermal');
    assert.equal(ns?.complete, false);
    assert.match(ns?.incompleteReason ?? '', /12 item names/);
  });
});
