import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { OutputExistsError } from '../../src/core/archive/atomicArchive';
import { curseforgeLoaderId, exportCurseforge, type CurseforgeManifest } from '../../src/core/packs/curseforgeExporter';
import { importModpack, parseCurseforgeLoaderId } from '../../src/core/packs/modpackImporter';
import { listTree, prismInstance, pseudoRandom, readZip, writeMeta } from './fixtures/modpackFixtures';
import { makeTempDir, removeTempDir, writeText } from './fixtures/zipBuilder';

describe('CurseForge export', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await makeTempDir('nova-cf-');
  });
  afterEach(async () => {
    await removeTempDir(dir);
  });

  async function instance(): Promise<ReturnType<typeof prismInstance>> {
    const root = path.join(dir, 'Forge Pack');
    const game = path.join(root, 'minecraft');
    const index = path.join(game, 'mods', '.index');
    const jei = pseudoRandom(2000, 1);
    const opt = pseudoRandom(1000, 2);
    const mr = pseudoRandom(1500, 3);
    await writeText(path.join(game, 'mods', 'jei.jar'), jei);
    await writeMeta(index, 'jei', {
      filename: 'jei.jar',
      content: jei,
      hashFormat: 'sha1',
      mode: 'metadata:curseforge',
      curseforge: { projectID: 238222, fileID: 4712345 },
    });
    await writeText(path.join(game, 'mods', 'extra <b>.jar.disabled'), opt);
    await writeMeta(index, 'extra', {
      filename: 'extra <b>.jar',
      content: opt,
      hashFormat: 'sha1',
      mode: 'metadata:curseforge',
      curseforge: { projectID: 100, fileID: 200 },
    });
    await writeText(path.join(game, 'mods', 'modrinth-only.jar'), mr);
    await writeMeta(index, 'modrinth-only', {
      filename: 'modrinth-only.jar',
      content: mr,
      url: 'https://cdn.modrinth.com/data/m/modrinth-only.jar',
    });
    await writeText(path.join(game, 'mods', 'local.jar'), pseudoRandom(300, 4));
    await writeText(path.join(game, 'config', 'jei', 'jei.ini'), 'a=b\n');
    await writeText(path.join(game, 'logs', 'latest.log'), 'log');
    return prismInstance(root, { name: 'Forge Pack', loader: { type: 'forge', version: '47.2.0' } });
  }

  it('writes manifest.json, modlist.html and overrides; warns about embedded mods', async () => {
    const out = path.join(dir, 'pack.zip');
    const result = await exportCurseforge(await instance(), out, {
      versionId: '1.0.0',
      author: 'Steve',
      includeDisabled: true,
    });
    const zip = await readZip(out);
    const manifest = JSON.parse(zip.get('manifest.json')!.toString('utf8')) as CurseforgeManifest;
    assert.deepEqual(manifest, {
      minecraft: { version: '1.20.1', modLoaders: [{ id: 'forge-47.2.0', primary: true }] },
      manifestType: 'minecraftModpack',
      manifestVersion: 1,
      name: 'Forge Pack',
      version: '1.0.0',
      author: 'Steve',
      files: [
        { projectID: 100, fileID: 200, required: false },
        { projectID: 238222, fileID: 4712345, required: true },
      ],
      overrides: 'overrides',
    });
    const html = zip.get('modlist.html')!.toString('utf8');
    assert.match(html, /<li><a href="https:\/\/www\.curseforge\.com\/projects\/238222">jei<\/a><\/li>/);
    assert.match(html, /<ul>[\s\S]*<\/ul>/);
    assert.deepEqual([...zip.keys()].sort(), [
      'manifest.json',
      'modlist.html',
      'overrides/config/jei/jei.ini',
      'overrides/mods/local.jar',
      'overrides/mods/modrinth-only.jar',
    ]);
    assert.equal(result.files, 2);
    assert.equal(result.overrides, 3);
    assert.match(
      result.warnings.join('\n'),
      /2 mods have no known CurseForge project and file id .*mods\/local\.jar, mods\/modrinth-only\.jar/,
    );
  });

  it('lists CurseForge files that only a metafile describes (packwiz) without needing the jar', async () => {
    const root = path.join(dir, 'pw');
    await writeText(
      path.join(root, 'pack.toml'),
      'name = "PW"\nversion = "2"\n[versions]\nminecraft = "1.20.1"\nforge = "47.2.0"\n',
    );
    await writeMeta(path.join(root, 'mods'), 'jei', {
      filename: 'jei.jar',
      content: Buffer.from('x'),
      hashFormat: 'murmur2',
      mode: 'metadata:curseforge',
      curseforge: { projectID: 238222, fileID: 4712345 },
    });
    await writeMeta(path.join(root, 'mods'), 'mr', {
      filename: 'mr.jar',
      content: Buffer.from('y'),
      url: 'https://cdn.modrinth.com/data/m/mr.jar',
    });
    const inst = prismInstance(root, {
      layout: 'packwiz',
      gameDir: root,
      loader: { type: 'forge', version: '47.2.0' },
    });
    const out = path.join(dir, 'pw.zip');
    const result = await exportCurseforge(inst, out);
    const manifest = JSON.parse((await readZip(out)).get('manifest.json')!.toString('utf8')) as CurseforgeManifest;
    assert.deepEqual(manifest.files, [{ projectID: 238222, fileID: 4712345, required: true }]);
    assert.ok((await readZip(out)).has('overrides/'));
    assert.equal(manifest.name, 'PW');
    assert.equal(manifest.version, '2');
    assert.match(
      result.warnings.join('\n'),
      /mods\/mr\.jar is only described by mods\/mr\.pw\.toml, has no CurseForge id/,
    );
  });

  it('names loaders the way CurseForge does, NeoForge 1.20.1 included, and the importer reads them back', async () => {
    assert.equal(curseforgeLoaderId('forge', '47.2.0', '1.20.1'), 'forge-47.2.0');
    assert.equal(curseforgeLoaderId('fabric', '0.15.7', '1.20.1'), 'fabric-0.15.7');
    assert.equal(curseforgeLoaderId('neoforge', '21.1.77', '1.21.1'), 'neoforge-21.1.77');
    assert.equal(curseforgeLoaderId('neoforge', '47.1.100', '1.20.1'), 'neoforge-1.20.1-47.1.100');
    for (const [type, version, mc] of [
      ['neoforge', '47.1.100', '1.20.1'],
      ['quilt', '0.26.0', '1.20.1'],
      ['neoforge', '21.1.77', '1.21.1'],
    ] as const) {
      assert.deepEqual(parseCurseforgeLoaderId(curseforgeLoaderId(type, version, mc), mc), { type, version });
    }
  });

  it('escapes HTML in modlist.html', async () => {
    const inst = await instance();
    await fs.promises.writeFile(
      path.join(inst.gameDir, 'mods', '.index', 'extra.pw.toml'),
      (await fs.promises.readFile(path.join(inst.gameDir, 'mods', '.index', 'extra.pw.toml'), 'utf8')).replace(
        'name = "extra"',
        'name = "<script>x</script>"',
      ),
    );
    const out = path.join(dir, 'esc.zip');
    await exportCurseforge(inst, out);
    const html = (await readZip(out)).get('modlist.html')!.toString('utf8');
    assert.ok(!html.includes('<script>'));
    assert.match(html, /&lt;script&gt;x&lt;\/script&gt;/);
  });

  it('is deterministic and never overwrites', async () => {
    const inst = await instance();
    await exportCurseforge(inst, path.join(dir, 'a.zip'));
    await exportCurseforge(inst, path.join(dir, 'b.zip'));
    assert.ok(
      (await fs.promises.readFile(path.join(dir, 'a.zip'))).equals(await fs.promises.readFile(path.join(dir, 'b.zip'))),
    );
    await assert.rejects(exportCurseforge(inst, path.join(dir, 'a.zip')), OutputExistsError);
  });

  it('round trip: the import restores the overrides and lists the CurseForge files still to download', async () => {
    const inst = await instance();
    const out = path.join(dir, 'rt.zip');
    await exportCurseforge(inst, out);
    const result = await importModpack(out, path.join(dir, 'Imported'));
    assert.deepEqual(Object.keys(await listTree(result.gameDir)).sort(), [
      'config/jei/jei.ini',
      'mods/local.jar',
      'mods/modrinth-only.jar',
    ]);
    assert.deepEqual(result.loader, { type: 'forge', version: '47.2.0' });
    assert.deepEqual(
      result.pending.map((p) => p.curseforge),
      [
        { projectID: 100, fileID: 200 },
        { projectID: 238222, fileID: 4712345 },
      ],
    );
  });
});
