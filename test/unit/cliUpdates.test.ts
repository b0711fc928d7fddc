import * as assert from 'node:assert/strict';
import * as path from 'node:path';
import { startFakeModrinthServer, type FakeModrinthServer, type FakeVersion } from './fakes/fakeModrinthServer';
import { runNova } from './fixtures/cliRun';
import { fabricJar } from './fixtures/modJars';
import { makeTempDir, removeTempDir, writeText } from './fixtures/zipBuilder';

describe('nova updates', () => {
  let root: string;
  let modrinth: FakeModrinthServer;
  const release = async (
    id: string,
    projectId: string,
    modId: string,
    version: string,
    gameVersions: string[],
    date: string,
  ): Promise<FakeVersion> => {
    const v: FakeVersion = {
      id,
      project_id: projectId,
      version_number: version,
      loaders: ['fabric'],
      game_versions: gameVersions,
      date_published: date,
      filename: `${modId}-${version}.jar`,
      content: await fabricJar({ id: modId, version }),
    };
    modrinth.addVersion(v);
    return v;
  };

  beforeEach(async () => {
    root = await makeTempDir('nova-cli-updates-');
    modrinth = await startFakeModrinthServer();
    const inst = path.join(root, 'Pack');
    await writeText(path.join(inst, 'instance.cfg'), '[General]\nInstanceType=OneSix\nname=Update Pack\n');
    await writeText(
      path.join(inst, 'mmc-pack.json'),
      JSON.stringify({
        formatVersion: 1,
        components: [
          { uid: 'net.minecraft', version: '1.20.1' },
          { uid: 'net.fabricmc.fabric-loader', version: '0.15.7' },
        ],
      }),
    );
    const mods = path.join(inst, 'minecraft', 'mods');
    const sodium = await release('SOD058', 'AANobbMI', 'sodium', '0.5.8', ['1.20.1'], '2024-03-01T00:00:00Z');
    await release('SOD059', 'AANobbMI', 'sodium', '0.5.9', ['1.20.1'], '2024-04-01T00:00:00Z');
    await release('SOD060', 'AANobbMI', 'sodium', '0.6.0', ['1.21'], '2024-06-01T00:00:00Z');
    const lithium = await release('LIT001', 'gvQqBUqZ', 'lithium', '0.11.2', ['1.20.1'], '2024-02-01T00:00:00Z');
    await writeText(path.join(mods, sodium.filename), sodium.content);
    await writeText(path.join(mods, lithium.filename), lithium.content);
    await writeText(path.join(mods, 'homemade-1.0.jar'), await fabricJar({ id: 'homemade', version: '1.0' }));
  });
  afterEach(async () => {
    await modrinth.close();
    await removeTempDir(root);
  });

  it('--json lists the newer release for the instance (not one for another Minecraft version), the up-to-date and the unknown files', async () => {
    const r = await runNova(root, ['updates', 'Pack', '--json'], { NOVA_MODRINTH_URL: modrinth.baseUrl });
    assert.equal(r.code, 0, r.stderr);
    const doc = JSON.parse(r.stdout);
    assert.equal(doc.updates.length, 1);
    const [u] = doc.updates;
    assert.equal(u.file, 'minecraft/mods/sodium-0.5.8.jar');
    assert.deepEqual(u.mods, ['sodium']);
    assert.equal(u.project, 'AANobbMI');
    assert.deepEqual(u.installed, { id: 'SOD058', version: '0.5.8' });
    assert.equal(u.latest.version, '0.5.9');
    assert.equal(u.latest.filename, 'sodium-0.5.9.jar');
    assert.deepEqual(doc.upToDate, ['minecraft/mods/lithium-0.11.2.jar']);
    assert.deepEqual(doc.notOnModrinth, ['minecraft/mods/homemade-1.0.jar']);
    const update = modrinth.requests.find((q) => q.url === '/v2/version_files/update');
    assert.ok(update, 'the update lookup was not asked');
    assert.deepEqual([update.body.loaders, update.body.game_versions], [['fabric'], ['1.20.1']]);
    assert.equal(update.body.hashes.length, 2, 'only the files Modrinth knows are looked up for updates');
  });

  it('prints a table for people', async () => {
    const r = await runNova(root, ['updates', 'Pack'], { NOVA_MODRINTH_URL: modrinth.baseUrl });
    assert.equal(r.code, 0, r.stderr);
    assert.match(r.stdout, /1 update on 127\.0\.0\.1:\d+ for fabric 1\.20\.1:/);
    assert.match(r.stdout, /minecraft\/mods\/sodium-0\.5\.8\.jar\s+0\.5\.8\s+0\.5\.9\s+sodium-0\.5\.9\.jar/);
    assert.match(r.stdout, /1 file is not on 127\.0\.0\.1:\d+: minecraft\/mods\/homemade-1\.0\.jar/);
  });

  it('exits 1 with a message naming the failure when Modrinth answers 500, printing nothing on stdout', async () => {
    modrinth.override({ prefix: '/v2/version_files', status: 500, json: { error: 'internal', description: 'down' } });
    const r = await runNova(root, ['updates', 'Pack', '--json'], { NOVA_MODRINTH_URL: modrinth.baseUrl });
    assert.equal(r.code, 1);
    assert.equal(r.stdout, '');
    assert.match(
      r.stderr,
      /^nova updates: Modrinth failed to answer the hash lookup \(HTTP 500.*try again in a few minutes\.\n$/,
    );
  });

  it('exits 2 for a folder without an instance', async () => {
    const r = await runNova(root, ['updates', '.'], { NOVA_MODRINTH_URL: modrinth.baseUrl });
    assert.equal(r.code, 2);
    assert.match(r.stderr, /no game instance at/);
    assert.equal(modrinth.requests.length, 0);
  });
});
