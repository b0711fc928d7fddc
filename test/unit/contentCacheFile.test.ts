import * as assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { ContentCacheFile } from '../../src/core/content/contentCacheFile';
import { ContentIndexer } from '../../src/core/content/contentIndexer';
import { ModScanner } from '../../src/core/mods/modScanner';
import { brassMod, j, writeContentPack, type ContentPack } from './fixtures/contentPack';
import { forgeToml, tomlJar } from './fixtures/modJars';

/** The real `fs` module (not an import's view of it), so that every open of a jar by any part of Nova is counted. */
const realFs = process.getBuiltinModule('node:fs');

/** Runs `body` while counting the opens of files ending in `.jar`, whichever fs call (callback, sync, promise) opens. */
async function countJarOpens<T>(body: () => Promise<T>): Promise<{ result: T; opened: string[] }> {
  const opened: string[] = [];
  const note = (file: unknown): void => {
    const name = typeof file === 'string' ? file : Buffer.isBuffer(file) ? file.toString() : String(file);
    if (name.endsWith('.jar')) opened.push(path.basename(name));
  };
  const { open, openSync } = realFs;
  const promiseOpen = realFs.promises.open;
  realFs.open = ((file: fs.PathLike, ...rest: unknown[]) => {
    note(file);
    return (open as (...a: unknown[]) => void)(file, ...rest);
  }) as typeof fs.open;
  realFs.openSync = (file: fs.PathLike, ...rest: unknown[]) => {
    note(file);
    return (openSync as (...a: unknown[]) => number)(file, ...rest);
  };
  realFs.promises.open = (file: fs.PathLike, ...rest: unknown[]) => {
    note(file);
    return (promiseOpen as (...a: unknown[]) => Promise<fs.promises.FileHandle>)(file, ...rest);
  };
  try {
    return { result: await body(), opened };
  } finally {
    realFs.open = open;
    realFs.openSync = openSync;
    realFs.promises.open = promiseOpen;
  }
}

/** A NeoForge jar of mod `modId` holding `entries`. */
function modJar(modId: string, entries: Record<string, string>): Promise<Buffer> {
  return tomlJar(forgeToml(modId, '1.0.0'), { neoforge: true, extra: entries });
}

describe('content cache file', () => {
  let root: string;
  let pack: ContentPack;
  let cacheFile: string;
  beforeEach(async () => {
    root = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'nova-content-cache-'));
    cacheFile = path.join(root, 'storage', 'content-cache.json');
    pack = await writeContentPack(root, {
      'brassworks.jar': await brassMod(),
      'zmod.jar': await modJar('zmod', {
        'assets/zmod/models/item/zinc_ingot.json': j({}),
        'assets/zmod/lang/zh_cn.json': j({ 'item.zmod.zinc_ingot': '锌锭' }),
        'data/zmod/recipes/zinc.json': j({
          type: 'minecraft:smelting',
          ingredient: { tag: 'c:ores/zinc' },
          result: 'zmod:zinc_ingot',
        }),
      }),
    });
  });
  afterEach(async () => {
    await fs.promises.rm(root, { recursive: true, force: true });
  });

  /** A first session: scans and indexes with the cache file, waits for the save; returns its scanner's saved cache. */
  async function firstSession(): Promise<{ index: unknown; scannerCache: unknown }> {
    const scanner = new ModScanner();
    const indexer = new ContentIndexer(scanner, { storage: new ContentCacheFile(cacheFile) });
    const index = await indexer.index(pack.instance);
    await indexer.flush();
    assert.equal(indexer.stats.misses, 3); // the vanilla jar and the two mods
    return { index, scannerCache: JSON.parse(JSON.stringify(scanner.toJSON())) };
  }

  it("a new session's index of an unchanged pack reads no jar and equals the first session's", async () => {
    const first = await firstSession();
    assert.ok(fs.statSync(cacheFile).size > 0);
    // A second session: the mod scan's cache restored as src/host/modCacheStore.ts does, a new indexer on the file.
    const { result, opened } = await countJarOpens(async () => {
      const indexer = new ContentIndexer(ModScanner.fromJSON(first.scannerCache), {
        storage: new ContentCacheFile(cacheFile),
      });
      return { indexer, index: await indexer.index(pack.instance) };
    });
    assert.deepEqual(opened, []);
    assert.equal(result.indexer.stats.opened, 0);
    assert.equal(result.indexer.stats.misses, 0);
    assert.deepEqual(result.index, first.index);
    assert.equal(result.index.items.find((i) => i.id === 'zmod:zinc_ingot')?.names['zh_cn'], '锌锭');
  });

  it('after a restart, one changed jar is the only jar the index reads again', async () => {
    const first = await firstSession();
    const zmod = path.join(pack.gameDir, 'mods', 'zmod.jar');
    await fs.promises.writeFile(zmod, await modJar('zmod', { 'assets/zmod/models/item/tin_ingot.json': j({}) }));
    const scanner = ModScanner.fromJSON(first.scannerCache);
    await scanner.scanFolder(path.join(pack.gameDir, 'mods'));
    const { result, opened } = await countJarOpens(async () => {
      const indexer = new ContentIndexer(scanner, { storage: new ContentCacheFile(cacheFile) });
      return { indexer, index: await indexer.index(pack.instance) };
    });
    assert.deepEqual(opened, ['zmod.jar']);
    assert.equal(result.indexer.stats.misses, 1);
    assert.ok(result.index.items.some((i) => i.id === 'zmod:tin_ingot'));
    assert.ok(!result.index.items.some((i) => i.id === 'zmod:zinc_ingot'));
    // The save after that index holds the new jar: a third session reads nothing.
    await result.indexer.flush();
    const third = new ContentIndexer(scanner, { storage: new ContentCacheFile(cacheFile) });
    assert.deepEqual(await third.index(pack.instance), result.index);
    assert.equal(third.stats.opened, 0);
  });

  it('ignores a damaged, foreign, older, inconsistent or oversized cache file: a cold index, the same result', async () => {
    const cold = await new ContentIndexer(new ModScanner()).index(pack.instance);
    const valid = await (async () => {
      await firstSession();
      return JSON.parse(await fs.promises.readFile(cacheFile, 'utf8')) as Record<string, unknown>;
    })();
    const contents = valid['contents'] as Array<[string, { parts: Array<Record<string, unknown>> }]>;
    const files = valid['files'] as Array<[string, Record<string, unknown>]>;
    const badPart = structuredClone(contents);
    badPart[0]![1].parts[0]!['items'] = ['only-an-id']; // a pair list of odd length
    // Recipes are packed four strings a recipe (partRecipes.ts): a cut list, a number, conditions of no recipe.
    const badRecipe = structuredClone(contents);
    badRecipe[0]![1].parts[0]!['recipes'] = ['x:y', 't', 'f'];
    const badRecipeValue = structuredClone(contents);
    badRecipeValue[0]![1].parts[0]!['recipes'] = ['x:y', 't', 'f', 1];
    const badConditions = structuredClone(contents);
    const pastTheEnd = String((badConditions[0]![1].parts[0]!['recipes'] as string[]).length / 4);
    badConditions[0]![1].parts[0]!['recipeConditions'] = { [pastTheEnd]: { disabledOn: ['forge'] } };
    // The cache before recipes were packed (version 8): a record per recipe.
    const records = structuredClone(contents);
    for (const [, content] of records)
      for (const part of content.parts) {
        const list = part['recipes'] as string[];
        const out: unknown[] = [];
        for (let k = 0; k < list.length; k += 4)
          out.push({ id: list[k], type: list[k + 1], file: list[k + 2], outputs: [], inputs: [] });
        part['recipes'] = out;
      }
    const cases: Array<[string, string | Buffer]> = [
      ['cut in half', (await fs.promises.readFile(cacheFile)).subarray(0, 200)],
      ['binary noise', Buffer.from([0xff, 0x00, 0x7b, 0x22, 0xfe])],
      ['foreign JSON', j({ version: 3, files: [], contents: [], note: 'not Nova' })],
      ['an older version', j({ ...valid, version: 2 })],
      ['a part of the wrong shape', j({ ...valid, contents: badPart })],
      ['a recipe of the wrong shape', j({ ...valid, contents: badRecipe })],
      ['a recipe field that is no string', j({ ...valid, contents: badRecipeValue })],
      ['conditions of a recipe the part does not have', j({ ...valid, contents: badConditions })],
      ['the version before recipes were packed', j({ ...valid, version: 8, contents: records })],
      ['recipe records under the current version', j({ ...valid, contents: records })],
      // Version 9 parts were read before buckets' item models were items (sourceContent.ts): other ids.
      ['the version before bucket items', j({ ...valid, version: 9 })],
      [
        'a path whose content is missing',
        j({ ...valid, files: [...files, ['/x.jar', { size: 1, mtimeMs: 1, hash: 'nope' }]] }),
      ],
      ['a stat that is no number', j({ ...valid, files: files.map(([f, s]) => [f, { ...s, size: 'big' }]) })],
    ];
    for (const [what, text] of cases) {
      await fs.promises.writeFile(cacheFile, text);
      const indexer = new ContentIndexer(new ModScanner(), { storage: new ContentCacheFile(cacheFile) });
      assert.deepEqual(await indexer.index(pack.instance), cold, what);
      assert.equal(indexer.stats.misses, 3, what);
      // The damaged file is replaced by a whole one: the next session reads no jar's content.
      await indexer.flush();
      const next = new ContentIndexer(new ModScanner(), { storage: new ContentCacheFile(cacheFile) });
      await next.index(pack.instance);
      assert.equal(next.stats.misses, 0, what);
    }

    // Larger than the bound: neither read nor written.
    const small = new ContentCacheFile(cacheFile, 100);
    assert.equal(await small.load(), null);
    const before = await fs.promises.readFile(cacheFile, 'utf8');
    assert.equal(await small.save({ version: 3, files: [], contents: [] }), true); // 69 bytes with the format mark
    assert.equal(
      await small.save({
        version: 3,
        files: [['/' + 'x'.repeat(100), { size: 1, mtimeMs: 1, hash: 'h' }]],
        contents: [],
      }),
      false,
    );
    assert.notEqual(before, await fs.promises.readFile(cacheFile, 'utf8'));

    // Not a regular file: a named pipe is never opened for reading (it would block).
    await fs.promises.rm(cacheFile);
    execFileSync('mkfifo', [cacheFile]);
    const indexer = new ContentIndexer(new ModScanner(), { storage: new ContentCacheFile(cacheFile) });
    assert.deepEqual(await indexer.index(pack.instance), cold);
  });

  it('two saves at once leave one whole cache file and no temporary file', async () => {
    await firstSession();
    const data = JSON.parse(await fs.promises.readFile(cacheFile, 'utf8')) as Record<string, unknown>;
    const other = { version: 3, files: [], contents: [] };
    const saved = await Promise.all([
      new ContentCacheFile(cacheFile).save(data as never),
      new ContentCacheFile(cacheFile).save(other),
      new ContentCacheFile(cacheFile).save(data as never),
    ]);
    assert.deepEqual(saved, [true, true, true]);
    const text = await fs.promises.readFile(cacheFile, 'utf8');
    const parsed = JSON.parse(text) as Record<string, unknown>;
    assert.ok(parsed['format'] === 'nova-content-cache');
    assert.ok([JSON.stringify(data), JSON.stringify({ format: 'nova-content-cache', ...other })].includes(text));
    assert.deepEqual(await fs.promises.readdir(path.dirname(cacheFile)), ['content-cache.json']);
  });
});
