import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { ContentIndexer } from '../../src/core/content/contentIndexer';
import { tagIdJudge } from '../../src/core/content/tagIdJudge';
import { ModScanner } from '../../src/core/mods/modScanner';
import { j, writeContentPack } from './fixtures/contentPack';
import { forgeToml, tomlJar } from './fixtures/modJars';

/**
 * Items a mod draws from code have a lang name but no item model (a custom model loader or block-entity renderer
 * draws them); the game registers them and loads tags that name them. The index judges such an id "cannot tell", not
 * absent, so a tag is not cut short where the game keeps it whole.
 */
describe('content index: tag entries of items drawn from code', () => {
  let root: string;
  beforeEach(async () => {
    root = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'nova-content-taglang-'));
  });
  afterEach(async () => {
    await fs.promises.rm(root, { recursive: true, force: true });
  });

  it('keeps a required tag entry the lang files name, and still reports one nothing names', async () => {
    // An AE2-style 1.20.1 layout: block items with models, and a facade-like item drawn by a model loader (no file).
    const jar = await tomlJar(forgeToml('facades', '1.0.0'), {
      extra: {
        'assets/facades/lang/en_us.json': j({
          'item.facades.cable_facade': 'Cable Facade',
          'block.facades.frame': 'Frame',
          'item.facades.wrench': 'Wrench',
        }),
        'assets/facades/models/item/wrench.json': j({ parent: 'item/handheld' }),
        'assets/facades/models/item/frame.json': j({ parent: 'facades:block/frame' }),
        'assets/facades/blockstates/frame.json': j({ variants: { '': { model: 'facades:block/frame' } } }),
        'data/facades/tags/items/tools.json': j({
          values: ['facades:wrench', 'facades:cable_facade', 'facades:removed_thing'],
        }),
      },
    });
    const pack = await writeContentPack(root, { 'facades.jar': jar }, { vanilla: false });
    const index = await new ContentIndexer(new ModScanner()).index(pack.instance);
    const tag = index.tags.find((t) => t.id === 'facades:tools');
    assert.ok(tag);
    assert.deepEqual(tag.values, ['facades:cable_facade', 'facades:wrench']);
    assert.deepEqual(tag.missing, ['facades:removed_thing']);
    // Not an item of the index (no model: a stale lang key looks the same), only not judged absent.
    assert.ok(!index.items.some((i) => i.id === 'facades:cable_facade'));
  });

  it('judges by the item and block keys, with a path of folders written with dots', () => {
    const keys = new Set(['item.kit.tools.saw', 'block.kit.crate']);
    const judge = tagIdJudge({
      present: new Set(['kit']),
      incomplete: new Map(),
      items: new Map([['kit:hammer', 1]]),
      blocks: new Map(),
      hasLangKey: (key) => keys.has(key),
    });
    assert.equal(judge('item', 'kit:hammer'), 'present');
    assert.equal(judge('item', 'kit:tools/saw'), 'unknown');
    assert.equal(judge('item', 'kit:crate'), 'unknown');
    assert.equal(judge('block', 'kit:crate'), 'unknown');
    assert.equal(judge('item', 'kit:nothing'), 'absent');
  });
});
