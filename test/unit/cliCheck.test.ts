import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { runNova, type CliRun } from './fixtures/cliRun';
import { fabricJar, forgeToml, tomlJar, writeJar } from './fixtures/modJars';
import { makeTempDir, removeTempDir, writeText } from './fixtures/zipBuilder';

function nova(cwd: string, ...argv: string[]): Promise<CliRun> {
  return runNova(cwd, argv);
}

/** A Prism instance (instance.cfg + mmc-pack.json + minecraft/mods). */
async function prismInstance(
  dir: string,
  name: string,
  loader: { uid: string; version: string },
  mc = '1.20.1',
): Promise<string> {
  await writeText(path.join(dir, 'instance.cfg'), `[General]\nInstanceType=OneSix\nname=${name}\n`);
  await writeText(
    path.join(dir, 'mmc-pack.json'),
    JSON.stringify({ formatVersion: 1, components: [{ uid: 'net.minecraft', version: mc }, loader] }),
  );
  const mods = path.join(dir, 'minecraft', 'mods');
  await fs.promises.mkdir(mods, { recursive: true });
  return mods;
}

const FABRIC = { uid: 'net.fabricmc.fabric-loader', version: '0.15.7' };

describe('nova instances / mods / check', () => {
  let root: string;
  let mods: string;

  before(async () => {
    root = await makeTempDir();
    mods = await prismInstance(path.join(root, 'instances', 'Broken'), 'Broken Pack', FABRIC);
    await writeJar(path.join(mods, 'alpha-1.0.jar'), fabricJar({ id: 'alpha', version: '1.0.0' }));
    await writeJar(path.join(mods, 'alpha-1.1.jar'), fabricJar({ id: 'alpha', version: '1.1.0' }));
    await writeJar(path.join(mods, 'needs-jei.jar'), fabricJar({ id: 'needsjei', depends: { jei: '>=15' } }));
    await writeJar(path.join(mods, 'forgeonly.jar'), tomlJar(forgeToml('forgeonly', '1.0.0')));
    await writeText(path.join(mods, 'empty.jar'), '');
    await writeJar(path.join(mods, 'old.jar.disabled'), fabricJar({ id: 'alpha', version: '0.9.0' }));
    const clean = await prismInstance(path.join(root, 'instances', 'Clean'), 'Clean Pack', FABRIC);
    await writeJar(
      path.join(clean, 'beta.jar'),
      fabricJar({ id: 'beta', depends: { minecraft: '1.20.x', fabricloader: '>=0.14' } }),
    );
  });

  after(() => removeTempDir(root));

  it('lists instances as docs/cli.md shapes them, with paths relative to DIR', async () => {
    const result = await nova(root, 'instances', '--json');
    assert.equal(result.code, 0, result.stderr);
    const json = JSON.parse(result.stdout) as { instances: Array<Record<string, unknown>> };
    assert.deepEqual(
      json.instances.map((i) => [i['id'], i['name'], i['path'], i['minecraft'], i['loader'], i['modCount']]),
      [
        ['instances/Broken', 'Broken Pack', 'instances/Broken', '1.20.1', { type: 'fabric', version: '0.15.7' }, 5],
        ['instances/Clean', 'Clean Pack', 'instances/Clean', '1.20.1', { type: 'fabric', version: '0.15.7' }, 1],
      ],
    );
    for (const key of ['id', 'name', 'path', 'layout', 'minecraft', 'loader', 'modCount'])
      assert.ok(key in (json.instances[0] ?? {}), key);
  });

  it('lists the mods of one instance, disabled ones marked', async () => {
    const result = await nova(root, 'mods', 'instances/Broken', '--json');
    assert.equal(result.code, 0, result.stderr);
    const json = JSON.parse(result.stdout) as {
      mods: Array<{ file: string; id: string | null; enabled: boolean; dependencies: unknown[] }>;
    };
    const files = json.mods.map((m) => `${m.file}:${m.id}:${m.enabled}`);
    assert.ok(files.includes('minecraft/mods/alpha-1.0.jar:alpha:true'), files.join());
    assert.ok(files.includes('minecraft/mods/old.jar.disabled:alpha:false'), files.join());
    assert.ok(files.includes('minecraft/mods/empty.jar:null:true'), files.join());
    const needs = json.mods.find((m) => m.id === 'needsjei');
    assert.deepEqual(
      needs?.dependencies.find((d) => (d as { id: string }).id === 'jei'),
      { id: 'jei', kind: 'required', range: '>=15' },
    );
  });

  it('check exits 1 with every problem of the broken instance and none for the clean one', async () => {
    const result = await nova(root, 'check', '--json');
    assert.equal(result.code, 1, result.stderr);
    const json = JSON.parse(result.stdout) as {
      problems: Array<{ code: string; instance: string; files: string[]; severity: string }>;
    };
    const found = json.problems.map((p) => `${p.instance} ${p.code} ${p.files[0] ?? ''}`).sort();
    assert.deepEqual(
      found,
      [
        'instances/Broken corrupt-jar instances/Broken/minecraft/mods/empty.jar',
        'instances/Broken duplicate-mod instances/Broken/minecraft/mods/alpha-1.0.jar',
        'instances/Broken missing-dependency instances/Broken/minecraft/mods/needs-jei.jar',
        'instances/Broken wrong-loader instances/Broken/minecraft/mods/forgeonly.jar',
      ].sort(),
    );
    assert.ok(json.problems.every((p) => p.severity === 'error'));
  });

  it('check of the clean instance alone exits 0 and prints for people without --json', async () => {
    const result = await nova(root, 'check', 'instances/Clean');
    assert.equal(result.code, 0, result.stderr);
    assert.match(result.stdout, /1 instance checked: 0 errors/);
  });

  it('a missing folder is a usage error (exit 2) with a one-line message', async () => {
    const result = await nova(root, 'check', 'does-not-exist');
    assert.equal(result.code, 2);
    assert.equal(result.stdout, '');
    assert.match(result.stderr, /^nova check: Folder not found: .*does-not-exist\. Pass an existing folder\.\n$/);
  });

  it('a folder without an instance is a usage error for `nova mods`', async () => {
    const result = await nova(root, 'mods', 'instances');
    assert.equal(result.code, 2);
    assert.match(result.stderr, /no game instance at/);
  });

  it('unknown commands and options are usage errors', async () => {
    assert.equal((await nova(root, 'frobnicate')).code, 2);
    const bad = await nova(root, 'check', '--bogus');
    assert.equal(bad.code, 2);
    assert.match(bad.stderr, /bogus/);
  });
});

describe('nova check on an instance with a malformed manifest', () => {
  let root: string;
  before(async () => {
    root = await makeTempDir();
    const mods = await prismInstance(root, 'Half Broken', FABRIC);
    await writeText(path.join(root, 'mmc-pack.json'), '{"formatVersion": 1, "components": [');
    await writeJar(path.join(mods, 'beta.jar'), fabricJar({ id: 'beta' }));
  });
  after(() => removeTempDir(root));

  it('reports the unreadable file as a warning on the instance, and still checks its mods', async () => {
    const result = await nova(root, 'check', '--json');
    assert.equal(result.code, 0, result.stderr);
    const json = JSON.parse(result.stdout) as { problems: Array<{ code: string; severity: string; message: string }> };
    const unreadable = json.problems.filter((p) => p.code === 'unreadable-instance');
    assert.equal(unreadable.length, 1, JSON.stringify(json.problems));
    assert.equal(unreadable[0]?.severity, 'warning');
    assert.match(unreadable[0]?.message ?? '', /mmc-pack\.json/);
  });
});
