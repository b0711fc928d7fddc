import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { ContentIndexer } from '../../src/core/content/contentIndexer';
import { ModScanner } from '../../src/core/mods/modScanner';
import { readPackReferences } from '../../src/core/references/referenceCheck';
import { j, writeContentPack } from './fixtures/contentPack';
import { forgeToml, tomlJar } from './fixtures/modJars';
import { writeText, writeZip } from './fixtures/zipBuilder';

/**
 * The global-pack folders of the loader mods modpacks use (docs/content.md, "Data packs"): Open Loader's combined
 * `config/openloader/packs/` (1.20+, data and assets in one pack), Simple Resource Loader's always-loaded
 * `resources/datapack/required/` and `resources/common/required/`, and Data Loader's `config/datapacks/`.
 */
describe('content index: global packs of Open Loader, Simple Resource Loader and Data Loader', () => {
  let root: string;
  beforeEach(async () => {
    root = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'nova-content-global-'));
  });
  afterEach(async () => {
    await fs.promises.rm(root, { recursive: true, force: true });
  });

  it('reads tags, recipes and names from each folder, and leaves optional Simple Resource Loader packs out', async () => {
    const jar = await tomlJar(forgeToml('gears', '1.0.0'), {
      extra: {
        'assets/gears/models/item/iron_gear.json': j({ parent: 'item/generated' }),
        'assets/gears/lang/en_us.json': j({ 'item.gears.iron_gear': 'Iron Gear' }),
      },
    });
    const pack = await writeContentPack(root, { 'gears.jar': jar }, { minecraft: '1.20.1', vanilla: false });
    const game = pack.gameDir;
    // Open Loader 1.20+: one folder pack with data and a lang file renaming the gear.
    const ol = path.join(game, 'config', 'openloader', 'packs', 'tweaks');
    await writeText(path.join(ol, 'pack.mcmeta'), j({ pack: { pack_format: 15, description: 'tweaks' } }));
    await writeText(path.join(ol, 'data', 'tweaks', 'tags', 'items', 'gears.json'), j({ values: ['gears:iron_gear'] }));
    await writeText(path.join(ol, 'assets', 'gears', 'lang', 'zh_cn.json'), j({ 'item.gears.iron_gear': '铁齿轮' }));
    await writeZip(path.join(game, 'resources', 'datapack', 'required', 'srl.zip'), {
      'pack.mcmeta': j({ pack: { pack_format: 15, description: 'srl' } }),
      'data/srl/recipes/gear_from_sticks.json': j({
        type: 'minecraft:crafting_shapeless',
        ingredients: [{ item: 'minecraft:stick' }],
        result: { item: 'gears:iron_gear' },
      }),
    });
    await writeZip(path.join(game, 'resources', 'datapack', 'optional', 'opt.zip'), {
      'data/opt/recipes/not_loaded.json': j({
        type: 'minecraft:crafting_shapeless',
        ingredients: [{ item: 'minecraft:stick' }],
        result: { item: 'gears:iron_gear' },
      }),
    });
    await writeText(
      path.join(game, 'config', 'datapacks', 'dl', 'data', 'dl', 'tags', 'items', 'metal.json'),
      j({ values: ['#tweaks:gears'] }),
    );
    const index = await new ContentIndexer(new ModScanner()).index(pack.instance);
    assert.deepEqual(
      index.recipes.map((r) => r.id),
      ['srl:gear_from_sticks'],
    );
    const tag = (id: string) => index.tags.find((t) => t.id === id && t.registry === 'item')?.values;
    assert.deepEqual(tag('tweaks:gears'), ['gears:iron_gear']);
    assert.deepEqual(tag('dl:metal'), ['gears:iron_gear']);
    const gear = index.items.find((i) => i.id === 'gears:iron_gear');
    assert.equal(gear?.name, 'Iron Gear');
    assert.equal(gear?.names['zh_cn'], '铁齿轮');
  });

  it('the reference check reads the same folders: ids in an Open Loader pack’s data are checked', async () => {
    const game = path.join(root, 'game');
    const ol = path.join(game, 'config', 'openloader', 'packs', 'tweaks');
    await writeText(path.join(ol, 'data', 'tweaks', 'tags', 'items', 'gears.json'), j({ values: ['gears:iron_gear'] }));
    const refs = (await readPackReferences(game)).references;
    assert.ok(
      refs.some((r) => r.file.split(path.sep).join('/').includes('config/openloader/packs/tweaks/data/')),
      JSON.stringify(refs.slice(0, 5)),
    );
  });
});
