import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { ContentIndexer } from '../../src/core/content/contentIndexer';
import { packFilterOf } from '../../src/core/content/packFilter';
import { ModScanner } from '../../src/core/mods/modScanner';
import { buildZip, j, writeContentPack, writeText } from './fixtures/contentPack';
import { forgeToml, tomlJar } from './fixtures/modJars';

/**
 * `pack.mcmeta` `filter` (1.19+): a pack hides matching files of the packs below it, as the game's resource manager
 * does. Jars and packs are built at test time.
 */
describe('content index: pack.mcmeta filter', () => {
  let root: string;
  beforeEach(async () => {
    root = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'nova-content-filter-'));
  });
  afterEach(async () => {
    await fs.promises.rm(root, { recursive: true, force: true });
  });

  const shapeless = (out: string) =>
    j({ type: 'minecraft:crafting_shapeless', ingredients: [{ item: 'minecraft:stick' }], result: { item: out } });

  it("a data pack's filter hides the recipes and tags of the mods below it, not its own files nor their assets", async () => {
    const mod = await tomlJar(forgeToml('gears', '1.0.0'), {
      extra: {
        'pack.mcmeta': j({ pack: { pack_format: 15, description: 'gears' } }),
        'assets/gears/lang/en_us.json': j({ 'item.gears.gear': 'Gear' }),
        'assets/gears/models/item/gear.json': j({ parent: 'item/generated' }),
        'data/gears/recipes/gear.json': shapeless('gears:gear'),
        'data/gears/recipes/gear_from_iron.json': shapeless('gears:gear'),
        'data/gears/recipes/compat/other.json': shapeless('gears:gear'),
        'data/gears/tags/items/gears.json': j({ values: ['gears:gear'] }),
        'data/forge/tags/items/gears.json': j({ values: ['gears:gear'] }),
      },
    });
    const pack = await writeContentPack(root, { 'gears.jar': mod }, { vanilla: false });
    // A zip pack filtering exact files, a folder; and a folder pack filtering a whole namespace's tags.
    await writeText(
      path.join(pack.gameDir, 'datapacks', 'a_tweaks.zip'),
      await buildZip({
        'pack.mcmeta': j({
          pack: { pack_format: 15, description: 'tweaks' },
          filter: {
            block: [
              { namespace: 'gears', path: 'recipes/gear\\.json' },
              { namespace: 'gears', path: 'recipes/compat/.*' },
              // Its own replacement below matches too, and stays: a filter hides only packs below it.
              { namespace: 'gears', path: 'recipes/gear_from_iron\\.json' },
            ],
          },
        }),
        'data/gears/recipes/gear_from_iron.json': shapeless('minecraft:stick'),
      }),
    );
    await writeText(
      path.join(pack.gameDir, 'datapacks', 'b_no_tags', 'pack.mcmeta'),
      j({ pack: { pack_format: 15, description: 'no tags' }, filter: { block: [{ path: 'tags/.*' }] } }),
    );
    const index = await new ContentIndexer(new ModScanner()).index(pack.instance);
    const recipes = index.recipes.map((r) => r.id).sort();
    assert.deepEqual(recipes, ['gears:gear_from_iron']);
    assert.deepEqual(index.recipes[0]?.outputs, ['minecraft:stick'], "the filtering pack's own file");
    assert.equal(
      index.tags.find((t) => t.id === 'gears:gears'),
      undefined,
    );
    assert.equal(
      index.tags.find((t) => t.id === 'forge:gears'),
      undefined,
      'no namespace: every namespace',
    );
    assert.ok(
      index.items.some((i) => i.id === 'gears:gear' && i.name === 'Gear'),
      'a data filter leaves assets',
    );
  });

  it('reads only filter entries it can judge: bad or runaway patterns are dropped, a missing key matches all', () => {
    assert.equal(packFilterOf({ pack: {} }), null);
    assert.deepEqual(
      packFilterOf({
        filter: {
          block: [
            { namespace: 'create' },
            { path: '(a+)+$' },
            { namespace: '[unclosed' },
            { namespace: 7 },
            'x',
            { namespace: 'mekanism', path: 'recipe/.*' },
          ],
        },
      }),
      [
        { namespace: 'create', path: null },
        { namespace: 'mekanism', path: 'recipe/.*' },
      ],
    );
  });
});
