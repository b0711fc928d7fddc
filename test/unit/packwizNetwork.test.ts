import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { readInstancesAt } from '../../src/core/instances/instanceDiscovery';
import { exportCurseforge } from '../../src/core/packs/curseforgeExporter';
import { exportMrpack, type MrpackIndex } from '../../src/core/packs/mrpackExporter';
import { PackwizJarCache } from '../../src/core/packwiz/packwizJarCache';
import { startFakeModrinthServer, type FakeModrinthServer } from './fakes/fakeModrinthServer';
import { runNova } from './fixtures/cliRun';
import { fakeFetch, readZip } from './fixtures/modpackFixtures';
import { fabricJar } from './fixtures/modJars';
import { sha, writePackwizPack } from './fixtures/packwizProjects';
import { makeTempDir, removeTempDir } from './fixtures/zipBuilder';

interface ProblemJson {
  severity: string;
  code: string;
  message: string;
  files: string[];
  mods: string[];
}

describe('nova check --download on a packwiz pack (local Modrinth look-alike)', () => {
  let root: string;
  let cache: string;
  let modrinth: FakeModrinthServer;

  before(async () => {
    root = await makeTempDir();
    cache = await makeTempDir('nova-cache-');
    modrinth = await startFakeModrinthServer();
    const jars = {
      alpha: await fabricJar({ id: 'alpha', depends: { beta: '>=1.0.0', ghost: '*' } }),
      beta: await fabricJar({ id: 'beta', version: '1.2.0' }),
    };
    for (const [id, content] of Object.entries(jars)) {
      modrinth.addVersion({
        id: `v-${id}`,
        project_id: `P-${id}`,
        version_number: '1.0.0',
        loaders: ['fabric'],
        game_versions: ['1.20.1'],
        date_published: '2024-01-01T00:00:00Z',
        filename: `${id}.jar`,
        content,
      });
    }
    const origin = modrinth.baseUrl.replace(/\/v2$/, '');
    writePackwizPack(path.join(root, 'pack'), {
      versions: { minecraft: '1.20.1', fabric: '0.15.7' },
      mods: [
        {
          slug: 'alpha',
          filename: 'alpha.jar',
          url: `${origin}/files/alpha.jar`,
          jar: jars.alpha,
          modrinth: { modId: 'P-alpha', version: 'v-alpha' },
        },
        { slug: 'beta', filename: 'beta.jar', url: `${origin}/files/beta.jar`, jar: jars.beta, hashFormat: 'sha1' },
      ],
    });
  });

  after(async () => {
    await modrinth.close();
    await removeTempDir(root);
    await removeTempDir(cache);
  });

  it('offline: no dependency is called missing, and one line says the jar checks were skipped', async () => {
    const run = await runNova(root, ['check', 'pack', '--json']);
    const { problems } = JSON.parse(run.stdout) as { problems: ProblemJson[] };
    assert.deepEqual(
      problems.map((p) => p.code),
      ['packwiz-jar-checks-skipped'],
    );
  });

  it('fetches each jar once into the user cache, verifies it, runs the jar checks, and writes nothing into the pack', async () => {
    const env = { NOVA_CACHE_DIR: cache };
    const run = await runNova(root, ['check', 'pack', '--download', '--json'], env);
    assert.equal(run.code, 1, run.stdout);
    const { problems } = JSON.parse(run.stdout) as { problems: ProblemJson[] };
    const missing = problems.filter((p) => p.code === 'missing-dependency');
    assert.equal(missing.length, 1, JSON.stringify(problems));
    assert.deepEqual(missing[0]!.mods.includes('ghost'), true);
    assert.deepEqual(missing[0]!.files, ['mods/alpha.pw.toml']);
    assert.ok(!problems.some((p) => p.code === 'packwiz-jar-checks-skipped'));
    assert.deepEqual(fs.readdirSync(path.join(root, 'pack', 'mods')).sort(), ['alpha.pw.toml', 'beta.pw.toml']);
    assert.ok(fs.existsSync(path.join(cache, 'jars', 'sha512')));
    const downloads = () => modrinth.requests.filter((r) => r.url.startsWith('/files/')).length;
    assert.equal(downloads(), 2);
    await runNova(root, ['check', 'pack', '--download', '--json'], env);
    assert.equal(downloads(), 2, 'a second check uses the cache');
  });

  it('nova updates identifies metafiles by the sha512 they record, with no jar to read', async () => {
    const run = await runNova(root, ['updates', 'pack', '--json'], { NOVA_MODRINTH_URL: modrinth.baseUrl });
    assert.equal(run.code, 0, run.stderr);
    const result = JSON.parse(run.stdout) as { upToDate: string[]; notOnModrinth: string[] };
    assert.deepEqual(result.upToDate, ['mods/alpha.pw.toml']);
    assert.deepEqual(result.notOnModrinth, ['mods/beta.pw.toml']);
  });

  it('a download that does not match the metafile hash is an error and is not cached', async () => {
    const other = await makeTempDir('nova-cache-');
    try {
      modrinth.tamper('beta.jar', Buffer.from('not the jar'));
      const run = await runNova(root, ['check', 'pack', '--download', '--json'], { NOVA_CACHE_DIR: other });
      const { problems } = JSON.parse(run.stdout) as { problems: ProblemJson[] };
      const bad = problems.find((p) => p.code === 'packwiz-hash-mismatch');
      assert.ok(bad, JSON.stringify(problems));
      assert.deepEqual(bad.files, ['mods/beta.pw.toml']);
      // beta's jar was not read, so alpha's dependency on it is not reported as missing.
      assert.ok(!problems.some((p) => p.code === 'missing-dependency' && p.mods.includes('beta')));
      assert.ok(
        !fs.existsSync(path.join(other, 'jars', 'sha1')) ||
          fs.readdirSync(path.join(other, 'jars', 'sha1')).length === 0,
      );
    } finally {
      await removeTempDir(other);
    }
  });
});

describe('export from a packwiz pack', () => {
  let root: string;
  const jars = {
    sodium: Buffer.from('sodium jar bytes'),
    lithium: Buffer.from('lithium jar'),
    variant: Buffer.from('v'),
  };

  before(async () => {
    root = await makeTempDir();
    writePackwizPack(root, {
      name: 'Export Pack',
      version: '2.0.0',
      versions: { minecraft: '1.20.1', fabric: '0.15.7' },
      mods: [
        {
          slug: 'sodium',
          side: 'client',
          filename: 'sodium.jar',
          url: 'https://cdn.modrinth.com/data/A/sodium.jar',
          jar: jars.sodium,
          modrinth: { modId: 'A', version: 'a' },
        },
        {
          slug: 'lithium',
          metafile: 'mods/lithium.toml',
          filename: 'lithium.jar',
          url: 'https://cdn.modrinth.com/data/L/lithium.jar',
          jar: jars.lithium,
          hashFormat: 'sha256',
          option: { optional: true },
        },
        {
          slug: 'var-client',
          side: 'client',
          filename: 'v.jar',
          url: 'https://cdn.modrinth.com/data/V/v.jar',
          jar: jars.variant,
        },
        {
          slug: 'var-server',
          side: 'server',
          filename: 'v.jar',
          url: 'https://cdn.modrinth.com/data/V/v.jar',
          jar: jars.variant,
        },
        {
          slug: 'jei',
          filename: 'jei.jar',
          hashFormat: 'murmur2',
          hash: '1781245820',
          mode: 'metadata:curseforge',
          curseforge: { projectId: 238222, fileId: 4712866 },
        },
        { slug: 'evil', filename: 'evil.jar', url: 'https://evil.example.com/evil.jar' },
      ],
      files: { 'config/a.json': '{}', 'mods/old.jar.disabled': 'x' },
      unindexed: { 'notes.txt': 'not in the index' },
    });
  });
  after(async () => removeTempDir(root));

  it('offline: overrides from the index only (no pack.toml, index.toml, metafiles or .disabled), each metafile named', async () => {
    const out = path.join(root, 'offline.mrpack');
    const run = await runNova(root, ['export', '.', '--out', out, '--json']);
    assert.equal(run.code, 0, run.stderr);
    const result = JSON.parse(run.stdout) as { files: number; warnings: string[]; leftOutDisabled: string[] };
    assert.equal(result.files, 0);
    assert.deepEqual(result.leftOutDisabled, ['mods/old.jar.disabled']);
    const text = result.warnings.join('\n');
    for (const file of ['mods/sodium.jar', 'mods/lithium.jar', 'mods/v.jar'])
      assert.match(text, new RegExp(`${file.replace(/\./g, '\\.')} is only described by .*nova export --online`));
    assert.match(text, /mods\/jei\.jar is only described by mods\/jei\.pw\.toml .*curseforge metadata/);
    assert.match(text, /mods\/evil\.jar .*evil\.example\.com is not an allowed download host/);
    assert.match(text, /^1 disabled file left out of the pack.*mods\/old\.jar\.disabled/);
    const names = [...(await readZip(out)).keys()].sort();
    assert.deepEqual(names, ['modrinth.index.json', 'overrides/config/a.json']);
  });

  it('online: files[] with sha1 and sha512 through the verified cache, env from side and [option], variants kept apart', async () => {
    const cacheDir = await makeTempDir('nova-cache-');
    try {
      const fetch = fakeFetch({
        'https://cdn.modrinth.com/data/A/sodium.jar': jars.sodium,
        'https://cdn.modrinth.com/data/L/lithium.jar': jars.lithium,
        'https://cdn.modrinth.com/data/V/v.jar': jars.variant,
      });
      const [instance] = await readInstancesAt(root);
      const out = path.join(root, 'online.mrpack');
      const result = await exportMrpack(instance!, out, { fetch, jarCache: new PackwizJarCache(cacheDir, fetch) });
      const index = JSON.parse((await readZip(out)).get('modrinth.index.json')!.toString('utf8')) as MrpackIndex;
      assert.equal(index.versionId, '2.0.0');
      assert.deepEqual(
        index.files.map((f) => [f.path, f.env.client, f.env.server]),
        [
          ['mods/lithium.jar', 'optional', 'optional'],
          ['mods/sodium.jar', 'required', 'unsupported'],
          ['mods/v.jar', 'required', 'unsupported'],
          ['mods/v.jar', 'unsupported', 'required'],
        ],
      );
      const sodium = index.files.find((f) => f.path === 'mods/sodium.jar')!;
      assert.deepEqual(sodium.hashes, { sha1: sha('sha1', jars.sodium), sha512: sha('sha512', jars.sodium) });
      assert.equal(sodium.fileSize, jars.sodium.length);
      // One download per distinct jar: the two variants share the cached file.
      assert.equal(fetch.requests.filter((u) => u.endsWith('/v.jar')).length, 1);
      assert.match(result.warnings.join('\n'), /mods\/jei\.jar .*curseforge metadata/);
    } finally {
      await removeTempDir(cacheDir);
    }
  });

  it('re-import: nova import PACK.mrpack --into DIR --format packwiz writes metafiles, index and pack as packwiz would', async () => {
    const cacheDir = await makeTempDir('nova-cache-');
    const out = path.join(root, 'round.mrpack');
    try {
      const fetch = fakeFetch({
        'https://cdn.modrinth.com/data/A/sodium.jar': jars.sodium,
        'https://cdn.modrinth.com/data/L/lithium.jar': jars.lithium,
        'https://cdn.modrinth.com/data/V/v.jar': jars.variant,
      });
      const [instance] = await readInstancesAt(root);
      await exportMrpack(instance!, out, { fetch, jarCache: new PackwizJarCache(cacheDir, fetch) });
    } finally {
      await removeTempDir(cacheDir);
    }
    const into = path.join(root, 'reimported');
    const run = await runNova(root, ['import', out, '--into', into, '--format', 'packwiz', '--json']);
    assert.equal(run.code, 0, run.stderr);
    const result = JSON.parse(run.stdout) as { metafiles: number; files: number; layout: string };
    assert.deepEqual([result.layout, result.metafiles, result.files], ['packwiz', 4, 1]);
    assert.equal((await runNova(root, ['refresh', 'reimported', '--check'])).code, 0);
    const { mods } = JSON.parse((await runNova(root, ['mods', 'reimported', '--json'])).stdout) as {
      mods: Array<{ fileName: string; side: string; option: { optional: boolean }; download: { hash: string } }>;
    };
    assert.deepEqual(mods.map((m) => [m.fileName, m.side, m.option.optional]).sort(), [
      ['lithium.jar', 'both', true],
      ['sodium.jar', 'client', false],
      ['v.jar', 'client', false],
      ['v.jar', 'server', false],
    ]);
    assert.equal(mods.find((m) => m.fileName === 'sodium.jar')!.download.hash, sha('sha512', jars.sodium));
    assert.equal(fs.readFileSync(path.join(into, 'config', 'a.json'), 'utf8'), '{}');
    const pack = fs.readFileSync(path.join(into, 'pack.toml'), 'utf8');
    assert.match(pack, /\[versions\]\nfabric = "0\.15\.7"\nminecraft = "1\.20\.1"\n/);
    assert.match(pack, /name = "Export Pack"\nversion = "2\.0\.0"/);
    const check = JSON.parse((await runNova(root, ['check', 'reimported', '--json'])).stdout) as {
      problems: ProblemJson[];
    };
    assert.deepEqual(
      check.problems.map((p) => p.code),
      ['packwiz-jar-checks-skipped'],
    );
    // The target exists now: a second import refuses it (exit 2) and writes nothing.
    assert.equal((await runNova(root, ['import', out, '--into', into, '--format', 'packwiz'])).code, 2);
  });

  it('CurseForge zip lists [update.curseforge] project and file ids', async () => {
    const [instance] = await readInstancesAt(root);
    const out = path.join(root, 'pack.zip');
    await exportCurseforge(instance!, out);
    const manifest = JSON.parse((await readZip(out)).get('manifest.json')!.toString('utf8')) as {
      files: Array<{ projectID: number; fileID: number; required: boolean }>;
    };
    assert.deepEqual(manifest.files, [{ projectID: 238222, fileID: 4712866, required: true }]);
    fs.rmSync(out);
  });
});
