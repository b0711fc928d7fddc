import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { ContentIndexer } from '../../src/core/content/contentIndexer';
import { ModScanner } from '../../src/core/mods/modScanner';
import { brassMod, writeContentPack } from './fixtures/contentPack';

/**
 * The index makes its items, blocks, fluids and recipes when a reader first asks (contentIndexer.ts lazyIndex): the
 * document a reader sees must be the one a plain object would be, whichever list is read first.
 */
describe('content index lists made on demand', () => {
  let root: string;
  beforeEach(async () => {
    root = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'nova-content-lazy-'));
  });
  afterEach(async () => {
    await fs.promises.rm(root, { recursive: true, force: true });
  });

  it('serializes, spreads and lists keys in the document order, the same whichever list is read first', async () => {
    const pack = await writeContentPack(root, { 'brassworks-1.0.jar': await brassMod() });
    const untouched = await new ContentIndexer(new ModScanner()).index(pack.instance);
    const keys = ['instance', 'namespaces', 'items', 'blocks', 'fluids', 'tags', 'recipes', 'gaps', 'gapMessages'];
    assert.deepEqual(Object.keys(untouched), keys);
    const whole = JSON.stringify(untouched);

    const other = await new ContentIndexer(new ModScanner()).index(pack.instance);
    // Recipes and fluids first, then the rest: the same lists, the same text.
    assert.ok(other.recipes.some((r) => r.id === 'brassworks:mixing/brass_ingot'));
    assert.ok(other.fluids.some((f) => f.id === 'brassworks:molten_brass' && f.name === 'Molten Brass'));
    assert.equal(JSON.stringify(other), whole);
    assert.deepEqual(Object.keys(other), keys);
    // A list once made is kept: the same array on every read, and a plain copy holds every list.
    assert.equal(other.items, other.items);
    const copy = { ...other };
    assert.equal(copy.items, other.items);
    assert.equal(JSON.stringify(copy), whole);

    // The namespace counts were made without the lists and agree with them.
    const ns = other.namespaces.find((n) => n.id === 'brassworks')!;
    const inNs = (ids: Array<{ id: string }>): number => ids.filter((e) => e.id.startsWith('brassworks:')).length;
    assert.equal(ns.items, inNs(other.items));
    assert.equal(ns.blocks, inNs(other.blocks));
    assert.equal(ns.fluids, inNs(other.fluids));
    assert.equal(ns.recipes, inNs(other.recipes));
    assert.ok(ns.items > 0 && ns.recipes > 0);

    // A reader may replace a list before or after it is made.
    const third = await new ContentIndexer(new ModScanner()).index(pack.instance);
    third.blocks = [];
    assert.deepEqual(third.blocks, []);
    third.items = third.items.slice(0, 1);
    assert.equal(third.items.length, 1);
  });
});
