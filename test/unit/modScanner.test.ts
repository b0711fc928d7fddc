import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { ModScanner } from '../../src/core/mods/modScanner';
import * as jars from './fixtures/jarFixtures';
import { fabricJar, fakeClass, writeJar } from './fixtures/modJars';
import { makeTempDir, removeTempDir, writeText } from './fixtures/zipBuilder';

describe('ModScanner', () => {
  let dir: string;
  let mods: string;
  beforeEach(async () => {
    dir = await makeTempDir('nova-scanner-');
    mods = path.join(dir, 'mods');
    await writeJar(path.join(mods, 'b-mod.jar'), fabricJar({ id: 'bmod' }));
    await writeJar(path.join(mods, 'a-mod.jar'), fabricJar({ id: 'amod' }));
    await writeJar(path.join(mods, 'c-mod.jar.disabled'), fabricJar({ id: 'cmod' }));
    await writeJar(path.join(mods, 'd.litemod'), jars.liteloaderMod());
    await writeJar(path.join(mods, 'e-pack.zip'), jars.packResource());
    await writeText(path.join(mods, 'notes.txt'), 'not a mod');
    await writeText(path.join(mods, 'old.jar.bak'), 'not scanned');
    await writeText(path.join(mods, '.index', 'a.pw.toml'), 'name = "a"');
    await writeText(path.join(mods, '.connector', 'x.jar'), 'hidden');
    fs.mkdirSync(path.join(mods, 'extracted'));
  });
  afterEach(async () => {
    await removeTempDir(dir);
  });

  it('lists jar, litemod, zip files, their .disabled variants and folders, sorted, skipping hidden names', async () => {
    const files = await new ModScanner().scanFolder(mods);
    assert.deepEqual(
      files.map((f) => [f.fileName, f.kind, f.enabled]),
      [
        ['a-mod.jar', 'mod', true],
        ['b-mod.jar', 'mod', true],
        ['c-mod.jar.disabled', 'mod', false],
        ['d.litemod', 'mod', true],
        ['e-pack.zip', 'library', true],
        ['extracted', 'directory', true],
      ],
    );
    assert.deepEqual(
      files.map((f) => f.mods[0]?.id ?? null),
      ['amod', 'bmod', 'cmod', 'voxelmap', null, null],
    );
  });

  it('returns [] for a missing folder', async () => {
    assert.deepEqual(await new ModScanner().scanFolder(path.join(dir, 'nope')), []);
  });

  it('serves an unchanged folder from the cache and re-reads a file whose mtime changed', async () => {
    const scanner = new ModScanner({ concurrency: 2 });
    const first = await scanner.scanFolder(mods);
    assert.deepEqual(scanner.stats, { hits: 0, misses: 6 });
    const second = await scanner.scanFolder(mods);
    assert.deepEqual(scanner.stats, { hits: 6, misses: 6 });
    assert.equal(second[0], first[0], 'cached results are the same objects');

    const target = path.join(mods, 'a-mod.jar');
    const later = new Date(Date.now() + 60_000);
    fs.utimesSync(target, later, later);
    const third = await scanner.scanFolder(mods);
    assert.deepEqual(scanner.stats, { hits: 11, misses: 7 });
    assert.notEqual(third[0], first[0]);
    assert.equal(third[0]!.mtimeMs, fs.statSync(target).mtimeMs);
  });

  it('re-reads a file replaced with different content and size', async () => {
    const scanner = new ModScanner();
    await scanner.scanFolder(mods);
    await writeJar(
      path.join(mods, 'b-mod.jar'),
      fabricJar({ id: 'bmod-renamed', description: 'longer content changes the size' }),
    );
    const files = await scanner.scanFolder(mods);
    assert.equal(files.find((f) => f.fileName === 'b-mod.jar')!.mods[0]!.id, 'bmod-renamed');
    assert.equal(scanner.stats.misses, 7);
  });

  it('clear() forgets everything', async () => {
    const scanner = new ModScanner();
    await scanner.scanFolder(mods);
    scanner.clear();
    await scanner.scanFolder(mods);
    assert.deepEqual(scanner.stats, { hits: 0, misses: 12 });
  });

  it('round-trips its cache through JSON, and starts empty from bad data', async () => {
    const scanner = new ModScanner();
    const files = await scanner.scanFolder(mods);
    const restored = ModScanner.fromJSON(JSON.parse(JSON.stringify(scanner)));
    assert.deepEqual(await restored.scanFolder(mods), files);
    assert.deepEqual(restored.stats, { hits: 6, misses: 0 });

    for (const bad of [
      null,
      42,
      'x',
      {},
      { version: 2, files: [] },
      { version: 1, files: 'x' },
      { version: 1, files: [{ path: 'relative.jar' }] },
    ]) {
      const fresh = ModScanner.fromJSON(bad);
      await fresh.scanFolder(mods);
      assert.deepEqual(fresh.stats, { hits: 0, misses: 6 }, JSON.stringify(bad));
    }
  });

  it('drops cache entries of files that disappeared', async () => {
    const scanner = new ModScanner();
    await scanner.scanFolder(mods);
    fs.rmSync(path.join(mods, 'b-mod.jar'));
    const files = await scanner.scanFolder(mods);
    assert.equal(files.length, 5);
    assert.equal(scanner.toJSON().files.length, 5);
  });

  it('reports corrupt jars in the listing instead of failing the scan', async () => {
    await writeJar(path.join(mods, 'empty.jar'), jars.emptyJar());
    await writeJar(path.join(mods, 'html.jar'), jars.htmlJar());
    const files = await new ModScanner().scanFolder(mods);
    const byName = new Map(files.map((f) => [f.fileName, f]));
    assert.equal(byName.get('empty.jar')!.kind, 'corrupt');
    assert.equal(byName.get('html.jar')!.kind, 'corrupt');
    assert.equal(files.length, 8);
  });

  it('indexes class packages only when asked, and then re-reads only the jars scanned without them', async () => {
    await writeJar(
      path.join(mods, 'f-mod.jar'),
      fabricJar({ id: 'fmod' }, { 'me/example/fmod/render/Thing.class': Buffer.from('x') }),
    );
    const scanner = new ModScanner();
    const plain = await scanner.scanFolder(mods);
    assert.deepEqual(plain.find((f) => f.fileName === 'f-mod.jar')!.packages, []);
    assert.deepEqual(scanner.stats, { hits: 0, misses: 7 });

    const withPackages = await scanner.scanFolder(mods, { packages: true });
    assert.deepEqual(withPackages.find((f) => f.fileName === 'f-mod.jar')!.packages, [
      'com.example.fmod',
      'me.example.fmod',
    ]);
    // The folder entry is never re-read; the six jars and the litemod/zip are, once.
    assert.deepEqual(scanner.stats, { hits: 1, misses: 13 });

    // Indexed packages are cached, also through JSON, and a plain scan keeps them.
    const restored = ModScanner.fromJSON(JSON.parse(JSON.stringify(scanner)));
    const again = await restored.scanFolder(mods, { packages: true });
    assert.deepEqual(again, withPackages);
    assert.deepEqual(restored.stats, { hits: 7, misses: 0 });
    assert.deepEqual(await restored.scanFolder(mods), withPackages);
  });

  it('reads jars whose directory lies past the first read, and past the scratch buffer, like small ones', async () => {
    const classes = (count: number): Record<string, Buffer> =>
      Object.fromEntries(
        Array.from({ length: count }, (_, i) => [
          `com/example/big/${'deep/'.repeat(25)}pkg${i % 7}/Class${i}.class`,
          fakeClass(),
        ]),
      );
    // About 30 KiB and 300 KiB of central directory (long names): one past the 16 KiB first read, one past the 256 KiB scratch.
    await writeJar(path.join(mods, 'g-mid.jar'), fabricJar({ id: 'gmid' }, classes(150)));
    await writeJar(path.join(mods, 'h-big.jar'), fabricJar({ id: 'hbig' }, classes(1500)));
    await writeText(path.join(mods, 'i-broken.jar'), 'PK\x03\x04 not really');
    const files = await new ModScanner().scanFolder(mods, { packages: true });
    assert.deepEqual(
      files.map((f) => [f.fileName, f.kind, f.mods[0]?.id ?? null]),
      [
        ['a-mod.jar', 'mod', 'amod'],
        ['b-mod.jar', 'mod', 'bmod'],
        ['c-mod.jar.disabled', 'mod', 'cmod'],
        ['d.litemod', 'mod', 'voxelmap'],
        ['e-pack.zip', 'library', null],
        ['extracted', 'directory', null],
        ['g-mid.jar', 'mod', 'gmid'],
        ['h-big.jar', 'mod', 'hbig'],
        ['i-broken.jar', 'corrupt', null],
      ],
    );
    // Every class of both jars was indexed: the directories were read whole.
    const packagesOf = (name: string): string[] => files.find((f) => f.fileName === name)!.packages;
    assert.deepEqual(packagesOf('g-mid.jar'), ['com.example.big', 'com.example.gmid']);
    assert.deepEqual(packagesOf('h-big.jar'), ['com.example.big', 'com.example.hbig']);
  });

  it('reads with blocking calls exactly what it reads without, for sound, broken and odd files', async () => {
    const classes = Object.fromEntries(
      Array.from({ length: 1500 }, (_, i) => [`com/example/big/${'deep/'.repeat(25)}C${i}.class`, fakeClass()]),
    );
    // About 300 KiB of directory: past the first scratch size, so the scratch buffer grows and is reused.
    await writeJar(path.join(mods, 'h-big.jar'), fabricJar({ id: 'hbig' }, classes));
    await writeJar(path.join(mods, 'h-big-again.jar'), fabricJar({ id: 'hbig2' }, classes));
    await writeJar(path.join(mods, 'empty.jar'), jars.emptyJar());
    await writeJar(path.join(mods, 'html.jar'), jars.htmlJar());
    await writeText(path.join(mods, 'i-broken.jar'), 'PK\x03\x04 not really');
    fs.symlinkSync(path.join(dir, 'nowhere.jar'), path.join(mods, 'j-dangling.jar'));
    const unreadable = path.join(mods, 'k-locked.jar');
    await writeJar(unreadable, fabricJar({ id: 'locked' }));
    fs.chmodSync(unreadable, 0);
    const blocking = new ModScanner({ blockingReads: true });
    const withBlocking = await blocking.scanFolder(mods, { packages: true });
    const withoutBlocking = await new ModScanner().scanFolder(mods, { packages: true });
    assert.deepEqual(withBlocking, withoutBlocking);
    const byName = new Map(withBlocking.map((f) => [f.fileName, f]));
    assert.equal(byName.get('h-big.jar')!.mods[0]!.id, 'hbig');
    assert.equal(byName.get('h-big-again.jar')!.mods[0]!.id, 'hbig2');
    assert.equal(byName.get('i-broken.jar')!.kind, 'corrupt');
    assert.equal(byName.get('html.jar')!.kind, 'corrupt');
    assert.equal(byName.has('j-dangling.jar'), false, 'a dangling link is skipped, as a vanished file is');
    // Root reads anything; everyone else gets the permission sentence.
    const locked = byName.get('k-locked.jar')!;
    if (process.getuid?.() === 0) assert.equal(locked.mods[0]!.id, 'locked');
    else assert.match(locked.error ?? '', /permission denied/);
    // A re-scan is served from the cache, blocking or not.
    assert.deepEqual(await blocking.scanFolder(mods, { packages: true }), withBlocking);
    assert.equal(blocking.stats.hits, withBlocking.length);
  });

  it('throws an AbortError when the signal is aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await assert.rejects(new ModScanner().scanFolder(mods, { signal: controller.signal }), { name: 'AbortError' });
  });
});
