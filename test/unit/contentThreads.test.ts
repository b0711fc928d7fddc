import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { BufferSource } from '../../src/core/archive/byteSource';
import { JarArchive } from '../../src/core/archive/jarArchive';
import { ContentIndexer } from '../../src/core/content/contentIndexer';
import { packContent, unpackContent } from '../../src/core/content/packedContent';
import { readArchiveContent } from '../../src/core/content/sourceContent';
import { ModScanner } from '../../src/core/mods/modScanner';
import { brassMod, buildZip, fabricJar, j, writeContentPack, writeText } from './fixtures/contentPack';
import { forgeToml, tomlJar } from './fixtures/modJars';

/**
 * Jars read on worker threads (src/core/content/contentThreads.ts, contentWorker.ts, run from source through tsx here)
 * give the index the indexer's own thread gives, on jars built at test time: names in two scripts, recipes with load
 * conditions, damaged entries, nested jars, a corrupt zip and cancellation.
 */
describe('content index: jars read on worker threads', function () {
  // Workers started from source compile it through tsx first.
  this.timeout(120_000);
  let root: string;
  beforeEach(async () => {
    root = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'nova-content-threads-'));
  });
  afterEach(async () => {
    await fs.promises.rm(root, { recursive: true, force: true });
  });

  /** A mod that names everything in English and Chinese, with a conditional recipe and a damaged recipe file. */
  async function richMod(i: number): Promise<Buffer> {
    const ns = `mod${i}`;
    const extra: Record<string, string> = {
      [`assets/${ns}/lang/en_us.json`]: j({ [`item.${ns}.gear`]: `Gear ${i}`, [`block.${ns}.ore`]: `Ore ${i}` }),
      [`assets/${ns}/lang/zh_cn.json`]: j({ [`item.${ns}.gear`]: `齿轮 ${i}`, [`block.${ns}.ore`]: `矿石 ${i}` }),
      [`assets/${ns}/models/item/gear.json`]: j({ parent: 'item/generated' }),
      [`assets/${ns}/models/item/ore.json`]: j({ parent: `${ns}:block/ore` }),
      [`assets/${ns}/blockstates/ore.json`]: j({ variants: { '': { model: `${ns}:block/ore` } } }),
      [`data/${ns}/tags/items/gears.json`]: j({ values: [`${ns}:gear`, { id: 'other:gear', required: false }] }),
      [`data/c/tags/items/gears.json`]: j({ values: [`#${ns}:gears`] }),
      [`data/${ns}/recipes/gear.json`]: j({
        type: 'minecraft:crafting_shaped',
        pattern: ['##'],
        key: { '#': { tag: 'c:ingots/iron' } },
        result: { item: `${ns}:gear` },
      }),
      [`data/${ns}/recipes/compat.json`]: j({
        conditions: [{ type: 'forge:mod_loaded', modid: 'create' }],
        type: 'minecraft:smelting',
        ingredient: { item: `${ns}:ore` },
        result: `${ns}:gear`,
      }),
      [`data/${ns}/recipes/broken.json`]: '{not json',
    };
    return tomlJar(forgeToml(ns, '1.0.0'), { extra });
  }

  /** A Fabric mod holding another in META-INF/jars/ (jar-in-jar), each with an item. */
  async function nestingMod(): Promise<Buffer> {
    const inner = await fabricJar(
      { id: 'innerlib' },
      {
        'assets/innerlib/models/item/widget.json': j({}),
        'assets/innerlib/lang/en_us.json': j({ 'item.innerlib.widget': 'Widget' }),
      },
    );
    return fabricJar(
      { id: 'outer', jars: [{ file: 'META-INF/jars/innerlib.jar' }] },
      {
        'META-INF/jars/innerlib.jar': inner,
        'assets/outer/models/item/shell.json': j({}),
        'assets/outer/lang/en_us.json': j({ 'item.outer.shell': 'Shell' }),
      },
    );
  }

  async function pack(): Promise<Awaited<ReturnType<typeof writeContentPack>>> {
    const mods: Record<string, Buffer> = { 'brassworks.jar': await brassMod(), 'outer.jar': await nestingMod() };
    for (let i = 0; i < 8; i++) mods[`mod${i}.jar`] = await richMod(i);
    const written = await writeContentPack(root, mods);
    // Global data packs: one that overrides a mod's tag, one that is no zip at all (a gap of that pack, read by a worker).
    await writeText(
      path.join(written.gameDir, 'datapacks', 'a-tweaks.zip'),
      await buildZip({
        'pack.mcmeta': j({ pack: { pack_format: 15, description: 'tweaks' } }),
        'data/mod1/tags/items/gears.json': j({ replace: true, values: ['mod2:gear'] }),
      }),
    );
    await writeText(path.join(written.gameDir, 'datapacks', 'b-broken.zip'), Buffer.from('PK\u0003\u0004 not a zip'));
    return written;
  }

  it('packs a jar’s content and unpacks an equal one, field order included, through a structured clone', async () => {
    const outer = await nestingMod();
    const jar = await brassMod({
      'META-INF/jars/inner.jar': await richMod(7),
      'data/brassworks/recipes/bad.json': '{not json',
      'data/brassworks/recipes/when.json': j({
        conditions: [{ type: 'forge:mod_loaded', modid: 'create' }],
        type: 'minecraft:smelting',
        ingredient: { item: 'brassworks:brass_ingot' },
        result: 'brassworks:brass_block',
      }),
    });
    for (const bytes of [jar, outer]) {
      const content = await readArchiveContent(await JarArchive.open(new BufferSource(bytes)));
      const packed = structuredClone(packContent(content));
      const back = unpackContent(packed);
      assert.equal(JSON.stringify(back), JSON.stringify(content));
      assert.deepEqual(back, content);
    }
    const content = await readArchiveContent(await JarArchive.open(new BufferSource(jar)));
    assert.ok(content.parts.length >= 2, 'the nested jar is a part of its own');
    assert.ok(content.parts[0]!.problems.length > 0, 'the damaged recipe is a problem of the part');
    assert.ok(content.parts[0]!.recipeConditions !== undefined, 'the conditional recipe keeps its conditions');
    // Chinese names go in the wide text, ids in the narrow one.
    const packed = packContent(content);
    assert.ok(packed.wide.includes('黄铜锭') && !packed.narrow.includes('黄铜锭'));
    assert.ok(packed.narrow.includes('brassworks:brass_ingot'));
    // A shape that does not fit its strings is refused, never read past.
    assert.throws(
      () => unpackContent({ ...packed, shape: packed.shape.subarray(0, packed.shape.length - 3) }),
      RangeError,
    );
    assert.throws(() => unpackContent({ ...packed, narrow: packed.narrow.slice(1) }), RangeError);
  });

  it('gives the index the indexer’s own thread gives, with the same gaps, every jar read by a thread', async () => {
    const { instance } = await pack();
    const one = new ContentIndexer(new ModScanner(), { threads: 1 });
    const expected = JSON.stringify(await one.index(instance));
    assert.equal(one.stats.threaded, 0);
    for (const blockingReads of [true, false]) {
      const threaded = new ContentIndexer(new ModScanner(), { threads: 2, threadMinBytes: 0, blockingReads });
      const index = await threaded.index(instance);
      assert.equal(JSON.stringify(index), expected);
      assert.ok(threaded.stats.threaded > 0, `a worker read jars (${JSON.stringify(threaded.stats)})`);
      assert.equal(threaded.stats.misses, one.stats.misses);
      assert.ok(
        index.gaps.some((g) => g.startsWith('datapacks/b-broken.zip could not be read')),
        index.gaps.join('\n'),
      );
      assert.ok(index.items.some((i) => i.id === 'innerlib:widget' && i.file.includes('innerlib.jar!/')));
      assert.equal(index.items.find((i) => i.id === 'mod3:gear')?.names['zh_cn'], '齿轮 3');
    }
  });

  it('reads a touched jar’s directory only, on a worker too, and a small pack on its own thread', async () => {
    const { instance, gameDir } = await pack();
    const indexer = new ContentIndexer(new ModScanner(), { threads: 2, threadMinBytes: 0 });
    const first = JSON.stringify(await indexer.index(instance));
    const misses = indexer.stats.misses;
    const threaded = indexer.stats.threaded;
    // Every jar touched: each is opened and hashed again, none read.
    const later = new Date(Date.now() + 60_000);
    for (const name of await fs.promises.readdir(path.join(gameDir, 'mods')))
      await fs.promises.utimes(path.join(gameDir, 'mods', name), later, later);
    assert.equal(JSON.stringify(await indexer.index(instance)), first);
    assert.equal(indexer.stats.misses, misses);
    assert.ok(indexer.stats.threaded > threaded, 'a worker hashed some of them');
    // The default threshold: this pack is far too small to start a worker for.
    const small = new ContentIndexer(new ModScanner(), { threads: 2 });
    assert.equal(JSON.stringify(await small.index(instance)), first);
    assert.equal(small.stats.threaded, 0);
  });

  it('stops when cancelled while workers read, and a later index is whole', async () => {
    const { instance } = await pack();
    const expected = JSON.stringify(await new ContentIndexer(new ModScanner(), { threads: 1 }).index(instance));
    const controller = new AbortController();
    const reason = new Error('cancelled by the test');
    const indexer = new ContentIndexer(new ModScanner(), { threads: 2, threadMinBytes: 0 });
    await assert.rejects(
      indexer.index(instance, {
        signal: controller.signal,
        onProgress: (done) => {
          if (done === 2) controller.abort(reason);
        },
      }),
      (error) => error === reason,
    );
    const again = new ContentIndexer(new ModScanner(), { threads: 2, threadMinBytes: 0 });
    assert.equal(JSON.stringify(await again.index(instance)), expected);
    assert.ok(again.stats.threaded > 0);
  });
});
