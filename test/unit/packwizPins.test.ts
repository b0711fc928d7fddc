import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { startFakeModrinthServer, type FakeModrinthServer, type FakeVersion } from './fakes/fakeModrinthServer';
import { runNova } from './fixtures/cliRun';
import { fabricJar } from './fixtures/modJars';
import { writePackwizPack } from './fixtures/packwizProjects';
import { makeTempDir, removeTempDir } from './fixtures/zipBuilder';
import { updateHold } from '../../src/core/modrinth/updateHolds';
import type { ModFile } from '../../src/core/model/modFile';

interface UpdatesJson {
  updates: Array<{ file: string }>;
  held: Array<{ file: string; reason: string; latest: { version: string } }>;
}

/** Issue 31: `pin = true` and the skip list hold updates back wherever they are offered. */
describe('packwiz pins and skipped updates', () => {
  let root: string;
  let modrinth: FakeModrinthServer;

  const release = async (id: string, projectId: string, modId: string, version: string, date: string) => {
    const v: FakeVersion = {
      id,
      project_id: projectId,
      version_number: version,
      loaders: ['fabric'],
      game_versions: ['1.20.1'],
      date_published: date,
      filename: `${modId}-${version}.jar`,
      content: await fabricJar({ id: modId, version }),
    };
    modrinth.addVersion(v);
    return v;
  };

  beforeEach(async () => {
    root = await makeTempDir('nova-pins-');
    modrinth = await startFakeModrinthServer();
    const mods = [];
    for (const [slug, project] of [
      ['sodium', 'AANobbMI'],
      ['lithium', 'gvQqBUqZ'],
      ['iris', 'YL57xq9U'],
    ] as const) {
      const old = await release(`${slug}-1`, project, slug, '1.0', '2024-01-01T00:00:00Z');
      await release(`${slug}-2`, project, slug, '2.0', '2024-05-01T00:00:00Z');
      mods.push({
        slug,
        name: slug,
        filename: old.filename,
        url: `https://cdn.modrinth.com/data/${project}/versions/${old.id}/${old.filename}`,
        jar: old.content,
        modrinth: { modId: project, version: old.id },
      });
    }
    writePackwizPack(root, { versions: { minecraft: '1.20.1', fabric: '0.15.7' }, mods });
    const sodium = path.join(root, 'mods', 'sodium.pw.toml');
    fs.writeFileSync(sodium, fs.readFileSync(sodium, 'utf8').replace('\n[download]', 'pin = true\n\n[download]'));
    fs.writeFileSync(
      path.join(root, '.nova.json'),
      '{\n  // held until the next release\n  "skipUpdates": ["LITHIUM"]\n}\n',
    );
  });
  afterEach(async () => {
    await modrinth.close();
    await removeTempDir(root);
  });

  it('nova updates offers only the free mod and names the pinned and skipped ones', async () => {
    const run = await runNova(root, ['updates', '.', '--json'], { NOVA_MODRINTH_URL: modrinth.baseUrl });
    assert.equal(run.code, 0, run.stderr);
    const doc = JSON.parse(run.stdout) as UpdatesJson;
    assert.deepEqual(
      doc.updates.map((u) => u.file),
      ['mods/iris.pw.toml'],
    );
    assert.deepEqual(doc.held.map((h) => `${h.file} ${h.reason} ${h.latest.version}`).sort(), [
      'mods/lithium.pw.toml skipped 2.0',
      'mods/sodium.pw.toml pinned 2.0',
    ]);
    const text = await runNova(root, ['updates', '.'], { NOVA_MODRINTH_URL: modrinth.baseUrl });
    assert.match(text.stdout, /Not offered \(2\):.*sodium\.pw\.toml → 2\.0 \(pinned\)/);
  });

  it('a skip-list id matches mod id, metafile name, project id or file name, case-insensitively', () => {
    const file = {
      path: '/p/mods/sodium.pw.toml',
      fileName: 'sodium-fabric-0.5.8.jar',
      mods: [{ id: 'sodium-mod' }],
      packwiz: { metafile: 'mods/sodium.pw.toml', modrinth: { projectId: 'AANobbMI', versionId: 'x' }, pin: false },
    } as unknown as ModFile;
    for (const id of ['Sodium-Mod', 'sodium', 'aanobbmi', 'SODIUM-fabric-0.5.8.jar'])
      assert.equal(updateHold(file, null, [id]), 'skipped', id);
    assert.equal(updateHold(file, null, ['lithium']), null);
    assert.equal(updateHold(file, 'P2', ['p2']), 'skipped');
    const pinned = { ...file, packwiz: { ...file.packwiz!, pin: true } } as ModFile;
    assert.equal(updateHold(pinned, null, []), 'pinned');
  });
});
