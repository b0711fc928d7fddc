import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { fileNameIdentity } from '../../src/core/packs/packSnapshot';
import { runNova } from './fixtures/cliRun';
import { writePrismInstance } from './fixtures/instanceLayouts';
import { fabricJar } from './fixtures/modJars';
import { writePackwizPack } from './fixtures/packwizProjects';
import { sha } from './fixtures/modpackFixtures';
import { makeTempDir, removeTempDir, writeText, writeZip } from './fixtures/zipBuilder';

interface DiffJson {
  added: Array<{ id: string; name: string; version: string; file: string }>;
  removed: Array<{ id: string; name: string; version: string; file: string }>;
  updated: Array<{ id: string; name: string; from: string; to: string }>;
  files: { added: string[]; removed: string[]; changed: string[] };
}

describe('nova diff', () => {
  let root: string;
  let game: string;
  beforeEach(async () => {
    root = await makeTempDir('nova-diff-');
    await writePrismInstance(path.join(root, 'Pack'), {
      name: 'Diff Pack',
      minecraft: '1.20.1',
      loader: { type: 'fabric', version: '0.15.7' },
      mods: {
        'sodium-0.5.8.jar': await fabricJar({ id: 'sodium', name: 'Sodium', version: '0.5.8' }),
        'lithium-0.11.2.jar': await fabricJar({ id: 'lithium', name: 'Lithium', version: '0.11.2' }),
        'oldmod-1.0.jar': await fabricJar({ id: 'oldmod', name: 'Old Mod', version: '1.0' }),
      },
    });
    game = path.join(root, 'Pack', 'minecraft');
    await writeText(path.join(game, 'config', 'sodium.json'), '{"a":1}\n');
    await writeText(path.join(game, 'config', 'gone.toml'), 'x = 1\n');
    await writeText(path.join(game, 'config', 'same.toml'), 'y = 2\n');
  });
  afterEach(() => removeTempDir(root));

  /** The second release: Sodium updated, Old Mod removed, Iris added, one config changed, one added, one removed. */
  async function secondRelease(): Promise<void> {
    fs.renameSync(path.join(game, 'mods', 'sodium-0.5.8.jar'), path.join(root, 'sodium-0.5.8.jar.old'));
    fs.renameSync(path.join(game, 'mods', 'oldmod-1.0.jar'), path.join(root, 'oldmod-1.0.jar.old'));
    await writeText(
      path.join(game, 'mods', 'sodium-0.5.11.jar'),
      await fabricJar({ id: 'sodium', name: 'Sodium', version: '0.5.11' }),
    );
    await writeText(
      path.join(game, 'mods', 'iris-1.7.0.jar'),
      await fabricJar({ id: 'iris', name: 'Iris', version: '1.7.0' }),
    );
    await writeText(path.join(game, 'config', 'sodium.json'), '{"a":2}\n');
    await writeText(path.join(game, 'config', 'iris.properties'), 'shaders=on\n');
    fs.renameSync(path.join(game, 'config', 'gone.toml'), path.join(root, 'gone.toml.old'));
  }

  const expected: DiffJson = {
    added: [{ id: 'iris', name: 'Iris', version: '1.7.0', file: 'mods/iris-1.7.0.jar' }],
    removed: [{ id: 'oldmod', name: 'Old Mod', version: '1.0', file: 'mods/oldmod-1.0.jar' }],
    updated: [{ id: 'sodium', name: 'Sodium', from: '0.5.8', to: '0.5.11' }],
    files: { added: ['config/iris.properties'], removed: ['config/gone.toml'], changed: ['config/sodium.json'] },
  };

  it('compares two .mrpack exports generated at test time (--json)', async () => {
    assert.equal((await runNova(root, ['export', 'Pack', '--out', 'v1.mrpack'])).code, 0);
    await secondRelease();
    assert.equal((await runNova(root, ['export', 'Pack', '--out', 'v2.mrpack'])).code, 0);
    const run = await runNova(root, ['diff', 'v1.mrpack', 'v2.mrpack', '--json']);
    assert.equal(run.code, 0, run.stderr);
    assert.deepEqual(JSON.parse(run.stdout), expected);
  });

  it('compares a CurseForge zip with the instance folder it came from, and prints a Markdown changelog', async () => {
    assert.equal((await runNova(root, ['export', 'Pack', '--out', 'v1.zip', '--format', 'curseforge'])).code, 0);
    await secondRelease();
    const json = await runNova(root, ['diff', 'v1.zip', 'Pack', '--json']);
    assert.equal(json.code, 0, json.stderr);
    assert.deepEqual(JSON.parse(json.stdout), expected);
    const md = await runNova(root, ['diff', 'v1.zip', 'Pack']);
    assert.equal(md.code, 0, md.stderr);
    assert.match(md.stdout, /^## Changes from v1\.zip to Pack\n/);
    assert.match(md.stdout, /### Added\n\n- \*\*Iris\*\* 1\.7\.0\n/);
    assert.match(md.stdout, /### Removed\n\n- \*\*Old Mod\*\* 1\.0\n/);
    assert.match(md.stdout, /### Updated\n\n- \*\*Sodium\*\* 0\.5\.8 → 0\.5\.11\n/);
    assert.match(md.stdout, /- Changed `config\/sodium\.json`/);
    assert.doesNotMatch(md.stdout, /same\.toml/);
  });

  it('compares two packwiz packs by their metafiles', async () => {
    const versions = { minecraft: '1.20.1', fabric: '0.15.7' };
    writePackwizPack(path.join(root, 'pw1'), {
      versions,
      mods: [
        { slug: 'sodium', name: 'Sodium', filename: 'sodium-fabric-0.5.8+mc1.20.1.jar', jar: Buffer.from('a') },
        { slug: 'oldmod', name: 'Old Mod', filename: 'oldmod-1.0.jar', jar: Buffer.from('b') },
      ],
      files: { 'config/a.toml': 'a = 1\n' },
    });
    writePackwizPack(path.join(root, 'pw2'), {
      versions,
      mods: [{ slug: 'sodium', name: 'Sodium', filename: 'sodium-fabric-0.5.11+mc1.20.1.jar', jar: Buffer.from('c') }],
      files: { 'config/a.toml': 'a = 2\n' },
    });
    const run = await runNova(root, ['diff', 'pw1', 'pw2', '--json']);
    assert.equal(run.code, 0, run.stderr);
    const diff = JSON.parse(run.stdout) as DiffJson;
    assert.deepEqual(diff.updated, [{ id: 'sodium', name: 'Sodium', from: '0.5.8+mc1.20.1', to: '0.5.11+mc1.20.1' }]);
    assert.deepEqual(
      diff.removed.map((m) => m.id),
      ['oldmod'],
    );
    assert.deepEqual(diff.added, []);
    assert.deepEqual(diff.files.changed, ['config/a.toml']);
  });

  it('counts mods a .mrpack only lists for download by their file names', async () => {
    const listed = (file: string, data: Buffer): Record<string, unknown> => ({
      path: file,
      hashes: { sha1: sha('sha1', data), sha512: sha('sha512', data) },
      env: { client: 'required', server: 'required' },
      downloads: [`https://cdn.modrinth.com/data/X/${path.posix.basename(file)}`],
      fileSize: data.length,
    });
    const pack = (name: string, files: Record<string, unknown>[]): Promise<string> =>
      writeZip(path.join(root, name), {
        'modrinth.index.json': JSON.stringify({
          formatVersion: 1,
          game: 'minecraft',
          versionId: name,
          name: 'Listed',
          files,
          dependencies: { minecraft: '1.20.1', 'fabric-loader': '0.15.7' },
        }),
      });
    await pack('a.mrpack', [
      listed('mods/fabric-api-0.92.0+1.20.1.jar', Buffer.from('api 1')),
      listed('mods/modmenu-7.2.2.jar', Buffer.from('menu')),
    ]);
    await pack('b.mrpack', [
      listed('mods/fabric-api-0.92.2+1.20.1.jar', Buffer.from('api 2')),
      listed('mods/jade-11.8.0.jar', Buffer.from('jade')),
    ]);
    const run = await runNova(root, ['diff', 'a.mrpack', 'b.mrpack', '--json']);
    assert.equal(run.code, 0, run.stderr);
    const diff = JSON.parse(run.stdout) as DiffJson;
    assert.deepEqual(diff.updated, [
      { id: 'fabric-api', name: 'fabric-api', from: '0.92.0+1.20.1', to: '0.92.2+1.20.1' },
    ]);
    assert.deepEqual(diff.added, [{ id: 'jade', name: 'jade', version: '11.8.0', file: 'mods/jade-11.8.0.jar' }]);
    assert.deepEqual(
      diff.removed.map((m) => m.file),
      ['mods/modmenu-7.2.2.jar'],
    );
    assert.deepEqual(diff.files, { added: [], removed: [], changed: [] });
  });

  it('compares CurseForge manifests by project and file id', async () => {
    const manifest = (name: string, files: Array<{ projectID: number; fileID: number }>): Promise<string> =>
      writeZip(path.join(root, name), {
        'manifest.json': JSON.stringify({
          minecraft: { version: '1.20.1', modLoaders: [{ id: 'forge-47.2.0', primary: true }] },
          manifestType: 'minecraftModpack',
          manifestVersion: 1,
          name: 'CF',
          files: files.map((f) => ({ ...f, required: true })),
          overrides: 'overrides',
        }),
        'overrides/config/forge.toml': name,
      });
    await manifest('cf1.zip', [
      { projectID: 238222, fileID: 100 },
      { projectID: 5, fileID: 6 },
    ]);
    await manifest('cf2.zip', [
      { projectID: 238222, fileID: 101 },
      { projectID: 7, fileID: 8 },
    ]);
    const diff = JSON.parse((await runNova(root, ['diff', 'cf1.zip', 'cf2.zip', '--json'])).stdout) as DiffJson;
    assert.deepEqual(diff.updated, [
      { id: 'curseforge:238222', name: 'CurseForge project 238222', from: 'file 100', to: 'file 101' },
    ]);
    assert.deepEqual(
      diff.added.map((m) => m.id),
      ['curseforge:7'],
    );
    assert.deepEqual(
      diff.removed.map((m) => m.id),
      ['curseforge:5'],
    );
    assert.deepEqual(diff.files.changed, ['config/forge.toml']);
  });

  it('a missing side or a file that is not a pack is a usage error', async () => {
    let run = await runNova(root, ['diff', 'Pack']);
    assert.equal(run.code, 2);
    run = await runNova(root, ['diff', 'Pack', 'nothing.mrpack']);
    assert.equal(run.code, 2);
    assert.match(run.stderr, /not found/);
    await writeText(path.join(root, 'bad.mrpack'), 'not a zip');
    run = await runNova(root, ['diff', 'bad.mrpack', 'Pack', '--json']);
    assert.equal(run.code, 2);
    assert.equal(run.stdout, '');
    assert.match(run.stderr, /bad\.mrpack/);
  });

  it('splits a file name into the mod name and its version', () => {
    assert.deepEqual(fileNameIdentity('sodium-fabric-0.5.8+mc1.20.1.jar'), {
      id: 'sodium-fabric',
      version: '0.5.8+mc1.20.1',
    });
    assert.deepEqual(fileNameIdentity('JEI_v15.2.0.jar.disabled'), { id: 'jei', version: '15.2.0' });
    assert.deepEqual(fileNameIdentity('plainname.jar'), { id: 'plainname', version: 'unknown' });
  });
});
