import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import {
  cliContentCacheFile,
  cliContentIndex,
  cliContentIndexer,
  cliContentThreads,
} from '../../src/cli/cliContentIndexer';
import type { ContentIndex } from '../../src/core/content/contentIndex';
import { readInstancesAt } from '../../src/core/instances/instanceDiscovery';
import type { Instance } from '../../src/core/model/instance';
import { runNova } from './fixtures/cliRun';
import { brassMod, writeContentPack } from './fixtures/contentPack';

describe('nova content: the content cache between runs', () => {
  let root: string;
  let dir: string;
  let jar: string;
  let cacheDir: string;
  beforeEach(async () => {
    root = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'nova-content-cli-cache-'));
    const pack = await writeContentPack(root, { 'brassworks.jar': await brassMod() });
    dir = pack.instance.root;
    jar = path.join(pack.gameDir, 'mods', 'brassworks.jar');
    cacheDir = path.join(root, 'cache');
    // A whole-second time, which utimes can give back exactly (a fresh file's has sub-millisecond digits).
    const t = new Date('2026-01-01T00:00:00Z');
    await fs.promises.utimes(jar, t, t);
  });
  afterEach(async () => {
    await fs.promises.rm(root, { recursive: true, force: true });
  });

  /** Overwrites the jar with zeros of the same size and gives it back its modification time: only a read can tell. */
  async function spoilKeepingStat(file: string): Promise<void> {
    const stat = await fs.promises.stat(file);
    await fs.promises.writeFile(file, Buffer.alloc(stat.size));
    await fs.promises.utimes(file, stat.atime, stat.mtime);
  }

  it('a second run reads no jar: it answers from content-cache.json in NOVA_CACHE_DIR', async () => {
    const env = { NOVA_CACHE_DIR: cacheDir };
    const first = await runNova(root, ['content', dir, '--json'], env);
    assert.equal(first.code, 0, first.stderr);
    const cacheFile = path.join(cacheDir, 'content-cache.json');
    assert.ok(fs.statSync(cacheFile).size > 0, 'the first run wrote the cache file');
    const before = JSON.parse(first.stdout) as ContentIndex;
    assert.ok(before.items.some((i) => i.id === 'brassworks:brass_ingot'));

    await spoilKeepingStat(jar);
    const second = await runNova(root, ['content', dir, '--json'], env);
    assert.equal(second.code, 0, second.stderr);
    assert.deepEqual(JSON.parse(second.stdout), before, 'the same index, without opening the (now spoiled) jar');

    // Without the cache the same jar is read, and found damaged: the cached answer above did not come from it.
    const cold = await runNova(root, ['content', dir, '--json'], { ...env, NOVA_CONTENT_CACHE: 'off' });
    const coldIndex = JSON.parse(cold.stdout) as ContentIndex;
    assert.ok(!coldIndex.items.some((i) => i.id === 'brassworks:brass_ingot'));
    assert.ok(coldIndex.gaps.length > 0);
  });

  it('a changed jar is read again (its size or time differs from the cached stat)', async () => {
    const env = { NOVA_CACHE_DIR: cacheDir };
    assert.equal((await runNova(root, ['content', dir, '--json'], env)).code, 0);
    await fs.promises.writeFile(
      jar,
      await brassMod({ 'assets/brassworks/blockstates/bronze_block.json': '{"variants": {"": {}}}' }),
    );
    const cli = await cliContentIndexer(env);
    const index = await cliContentIndex(cli, (await readInstance()).instance);
    const indexer = cli.indexer;
    assert.ok(
      index.blocks.some((b) => b.id === 'brassworks:bronze_block'),
      'the new block state is seen',
    );
    assert.equal(indexer.stats.misses, 1, 'only the changed jar was read');
    assert.ok(indexer.stats.hits >= 1, 'the vanilla jar came from the cache');
  });

  it('nova check shares the cache: an unchanged pack opens no jar on the next indexer', async () => {
    const env = { NOVA_CACHE_DIR: cacheDir };
    const { instance } = await readInstance();
    await cliContentIndex(await cliContentIndexer(env), instance);
    const again = await cliContentIndexer(env);
    await cliContentIndex(again, instance);
    assert.equal(again.indexer.stats.opened, 0);
    assert.equal(again.indexer.stats.misses, 0);
  });

  it('the cache file follows the environment, and is off without a cache folder or with NOVA_CONTENT_CACHE=off', () => {
    assert.equal(cliContentCacheFile({ NOVA_CACHE_DIR: '/c' }, 'linux'), path.join('/c', 'content-cache.json'));
    assert.equal(
      cliContentCacheFile({ HOME: '/h', XDG_CACHE_HOME: '/x' }, 'linux'),
      path.join('/x', 'nova', 'content-cache.json'),
    );
    assert.equal(cliContentCacheFile({ HOME: '/h' }, 'linux'), path.join('/h', '.cache', 'nova', 'content-cache.json'));
    assert.equal(
      cliContentCacheFile({ HOME: '/h' }, 'darwin'),
      path.join('/h', 'Library', 'Caches', 'nova', 'content-cache.json'),
    );
    assert.equal(cliContentCacheFile({ LOCALAPPDATA: 'L' }, 'win32'), path.join('L', 'nova', 'content-cache.json'));
    assert.equal(cliContentCacheFile({}, 'linux'), null);
    assert.equal(cliContentCacheFile({ NOVA_CACHE_DIR: '/c', NOVA_CONTENT_CACHE: 'off' }, 'linux'), null);
  });

  it('NOVA_CONTENT_THREADS sets the threads that read jars, and anything but a whole number from 1 to 64 is ignored', async () => {
    assert.equal(cliContentThreads({}), undefined);
    assert.equal(cliContentThreads({ NOVA_CONTENT_THREADS: '2' }), 2);
    assert.equal(cliContentThreads({ NOVA_CONTENT_THREADS: ' 1 ' }), 1);
    for (const bad of ['0', '-2', '1.5', 'two', '', '65', '999'])
      assert.equal(cliContentThreads({ NOVA_CONTENT_THREADS: bad }), undefined, bad);
    // The same index either way (this pack is below the size that starts a worker; contentThreads.test.ts reads with one).
    const env = { NOVA_CONTENT_CACHE: 'off' };
    const one = await runNova(root, ['content', dir, '--json'], { ...env, NOVA_CONTENT_THREADS: '1' });
    const two = await runNova(root, ['content', dir, '--json'], { ...env, NOVA_CONTENT_THREADS: '2' });
    assert.equal(one.code, 0, one.stderr);
    assert.equal(two.stdout, one.stdout);
  });

  async function readInstance(): Promise<{ instance: Instance }> {
    const [instance] = await readInstancesAt(dir);
    if (instance === undefined) throw new Error('no instance');
    return { instance };
  }
});
