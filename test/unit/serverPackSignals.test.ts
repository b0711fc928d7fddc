import * as assert from 'node:assert/strict';
import * as crypto from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { scanInstanceMods } from '../../src/core/checks/instanceMods';
import { readInstancesAt } from '../../src/core/instances/instanceDiscovery';
import { ModrinthClient } from '../../src/core/modrinth/modrinthClient';
import { ModScanner } from '../../src/core/mods/modScanner';
import { serverSideVerdicts, type SideVerdictOptions } from '../../src/core/serverPacks/serverPack';
import type { ModVerdict, SideVerdicts } from '../../src/core/serverPacks/sideVerdicts';
import { startFakeModrinthServer, type FakeModrinthServer } from './fakes/fakeModrinthServer';
import { runNova } from './fixtures/cliRun';
import { fabricJar, writeJar } from './fixtures/modJars';
import { makeTempDir, removeTempDir, writeText } from './fixtures/zipBuilder';

const sha = (algorithm: string, data: Buffer): string => crypto.createHash(algorithm).update(data).digest('hex');

async function prismInstance(dir: string): Promise<string> {
  await writeText(path.join(dir, 'instance.cfg'), `[General]\nInstanceType=OneSix\nname=${path.basename(dir)}\n`);
  await writeText(
    path.join(dir, 'mmc-pack.json'),
    JSON.stringify({
      formatVersion: 1,
      components: [
        { uid: 'net.minecraft', version: '1.20.1' },
        { uid: 'net.fabricmc.fabric-loader', version: '0.15.7' },
      ],
    }),
  );
  const mods = path.join(dir, 'minecraft', 'mods');
  await fs.promises.mkdir(mods, { recursive: true });
  return mods;
}

async function verdictsOf(
  dir: string,
  options: SideVerdictOptions = {},
): Promise<{ result: SideVerdicts; byId: Map<string, ModVerdict> }> {
  const [instance] = await readInstancesAt(dir);
  assert.ok(instance);
  const files = await scanInstanceMods(new ModScanner(), instance);
  const result = await serverSideVerdicts(instance, files, undefined, options);
  return { result, byId: new Map(result.verdicts.map((v) => [v.id ?? v.file.fileName, v])) };
}

function indexEntry(file: string, bytes: Buffer, env?: { client: string; server: string }): Record<string, unknown> {
  return {
    path: file,
    hashes: { sha1: sha('sha1', bytes), sha512: sha('sha512', bytes) },
    ...(env ? { env } : {}),
    downloads: [`https://cdn.modrinth.com/data/abc/versions/1/${path.basename(file)}`],
    fileSize: bytes.length,
  };
}

describe('server packs: the env of the .mrpack index the instance came from', () => {
  let root: string;
  before(async () => {
    root = await makeTempDir('nova-serverpack-mrpack-');
  });
  after(async () => {
    await removeTempDir(root);
  });

  it('reads env as the pack author’s statement: above hints and code, below the loader’s own rule', async () => {
    const dir = path.join(root, 'imported');
    const mods = await prismInstance(dir);
    const jars: Record<string, Buffer> = {
      'shader.jar': await fabricJar({ id: 'shader' }),
      'starred.jar': await fabricJar({ id: 'starred', environment: '*', entrypoints: { main: ['a.B'] } }),
      'zoom.jar': await fabricJar({ id: 'zoom', environment: 'client' }),
      'lib.jar': await fabricJar({ id: 'lib' }),
      'machines.jar': await fabricJar({ id: 'machines', depends: { lib: '*' } }),
      'replaced.jar': await fabricJar({ id: 'replaced' }),
      'plain.jar': await fabricJar({ id: 'plain' }),
      'admin.jar': await fabricJar({ id: 'admin' }),
    };
    for (const [name, bytes] of Object.entries(jars)) await writeJar(path.join(mods, name), bytes);
    const clientOnly = { client: 'required', server: 'unsupported' };
    const both = { client: 'required', server: 'required' };
    const index = {
      formatVersion: 1,
      game: 'minecraft',
      versionId: '1.0.0',
      name: 'Imported',
      dependencies: { minecraft: '1.20.1', 'fabric-loader': '0.15.7' },
      files: [
        indexEntry('mods/shader.jar', jars['shader.jar']!, clientOnly),
        indexEntry('mods/starred.jar', jars['starred.jar']!, clientOnly),
        indexEntry('mods/zoom.jar', jars['zoom.jar']!, both),
        indexEntry('mods/lib.jar', jars['lib.jar']!, clientOnly),
        indexEntry('mods/machines.jar', jars['machines.jar']!, both),
        // The jar was replaced since the index was written: its entry no longer describes it.
        indexEntry('mods/replaced.jar', Buffer.from('another file'), clientOnly),
        indexEntry('mods/plain.jar', jars['plain.jar']!, both),
        indexEntry('mods/admin.jar', jars['admin.jar']!, { client: 'unsupported', server: 'required' }),
      ],
    };
    await writeText(path.join(dir, 'mrpack', 'modrinth.index.json'), JSON.stringify(index, null, 2));

    const { result, byId } = await verdictsOf(dir);
    const shader = byId.get('shader')!;
    assert.equal(shader.verdict, 'drop');
    assert.equal(shader.decidedBy?.source, 'mrpack-env');
    assert.match(
      shader.reason,
      /^client-only: modrinth\.index\.json gives mods\/shader\.jar env client "required", server "unsupported"/,
    );

    // env (5) beats an explicit environment "*" (4) and a main entry point (3), and the reason names both losers.
    const starred = byId.get('starred')!;
    assert.equal(starred.verdict, 'drop');
    assert.equal(starred.decidedBy?.source, 'mrpack-env');
    assert.deepEqual(starred.overridden.map((s) => s.source).sort(), ['entrypoints', 'fabric-environment']);

    // The loader's own rule (6) beats env: Fabric refuses a client mod on a server whatever the index says.
    const zoom = byId.get('zoom')!;
    assert.equal(zoom.verdict, 'drop');
    assert.equal(zoom.decidedBy?.source, 'fabric-environment');
    assert.ok(zoom.signals.some((s) => s.source === 'mrpack-env' && s.claim === 'both' && s.strength === 2));

    // A client-marked library a kept mod needs stays, and the reason names who needs it.
    const lib = byId.get('lib')!;
    assert.equal(lib.verdict, 'keep');
    assert.deepEqual(lib.requiredBy, ['machines']);
    assert.match(lib.reason, /kept because machines \(machines\) requires it, although modrinth\.index\.json/);

    // A stale entry (other sha1) gives no signal at all.
    assert.equal(byId.get('replaced')!.verdict, 'undecided');
    assert.ok(!byId.get('replaced')!.signals.some((s) => s.source === 'mrpack-env'));

    // required/required is what exporters write when nobody chose: a weak "both".
    const plain = byId.get('plain')!;
    assert.equal(plain.verdict, 'keep');
    assert.equal(plain.decidedBy?.strength, 2);
    assert.equal(byId.get('admin')!.verdict, 'keep');
    assert.match(byId.get('admin')!.reason, /^server-only: /);
    assert.equal(result.notes, undefined);
  });

  it('reads an index at the instance root and matches paths written with backslashes or ./', async () => {
    const dir = path.join(root, 'unpacked');
    const mods = await prismInstance(dir);
    const bytes = await fabricJar({ id: 'hud' });
    await writeJar(path.join(mods, 'hud.jar'), bytes);
    const entry = indexEntry('./mods\\hud.jar', bytes, { client: 'optional', server: 'unsupported' });
    await writeText(path.join(dir, 'modrinth.index.json'), JSON.stringify({ formatVersion: 1, files: [entry] }));
    const { byId } = await verdictsOf(dir);
    assert.equal(byId.get('hud')!.verdict, 'drop');
    assert.equal(byId.get('hud')!.decidedBy?.source, 'mrpack-env');
  });

  it('notes a malformed index or a FIFO in its place, and still decides every mod without it', async () => {
    const dir = path.join(root, 'broken');
    const mods = await prismInstance(dir);
    await writeJar(path.join(mods, 'zoom.jar'), fabricJar({ id: 'zoom', environment: 'client' }));
    await writeText(path.join(dir, 'mrpack', 'modrinth.index.json'), '{"files": [ {"path": "mods/zoom.jar",');
    const broken = await verdictsOf(dir);
    assert.equal(broken.byId.get('zoom')!.verdict, 'drop');
    assert.equal(broken.result.notes?.length, 1);
    assert.match(broken.result.notes[0]!, /modrinth\.index\.json is not valid JSON .*do not use its env fields/);

    const fifo = path.join(root, 'fifo');
    const fifoMods = await prismInstance(fifo);
    await writeJar(path.join(fifoMods, 'zoom.jar'), fabricJar({ id: 'zoom', environment: 'client' }));
    await fs.promises.mkdir(path.join(fifo, 'mrpack'));
    const { execFileSync } = await import('node:child_process');
    execFileSync('mkfifo', [path.join(fifo, 'mrpack', 'modrinth.index.json')]);
    const started = Date.now();
    const piped = await verdictsOf(fifo);
    assert.ok(Date.now() - started < 5000);
    assert.equal(piped.byId.get('zoom')!.verdict, 'drop');
    assert.equal(piped.result.notes?.length, 1);
  });
});

describe('server packs: Modrinth client_side/server_side when the network is allowed', () => {
  let root: string;
  let server: FakeModrinthServer;
  const jars: Record<string, Buffer> = {};
  before(async () => {
    root = await makeTempDir('nova-serverpack-modrinth-');
    server = await startFakeModrinthServer();
    const mods = await prismInstance(path.join(root, 'pack'));
    jars['minimap'] = await fabricJar({ id: 'minimap' });
    jars['starred'] = await fabricJar({ id: 'starred', environment: '*' });
    jars['worker'] = await fabricJar({ id: 'worker', entrypoints: { main: ['a.B'] } });
    jars['sodium'] = await fabricJar({ id: 'sodium' });
    jars['admin'] = await fabricJar({ id: 'admin' });
    jars['unknown'] = await fabricJar({ id: 'unknown' });
    const labels: Record<
      string,
      [client: 'required' | 'optional' | 'unsupported', server: 'required' | 'unsupported']
    > = {
      minimap: ['required', 'unsupported'],
      starred: ['required', 'unsupported'],
      worker: ['optional', 'unsupported'],
      sodium: ['required', 'required'],
      admin: ['unsupported', 'required'],
    };
    for (const [id, bytes] of Object.entries(jars)) {
      await writeJar(path.join(mods, `${id}.jar`), bytes);
      const side = labels[id];
      if (side === undefined) continue;
      server.addProject({
        id: `P${id}`,
        slug: id,
        title: id.toUpperCase(),
        project_type: 'mod',
        client_side: side[0],
        server_side: side[1],
      });
      server.addVersion({
        id: `V${id}`,
        project_id: `P${id}`,
        version_number: '1.0.0',
        loaders: ['fabric'],
        game_versions: ['1.20.1'],
        date_published: '2024-01-01T00:00:00Z',
        filename: `${id}.jar`,
        content: bytes,
      });
    }
  });
  after(async () => {
    await server.close();
    await removeTempDir(root);
  });

  const client = (): ModrinthClient => new ModrinthClient({ fetch: fetch, baseUrl: server.baseUrl, maxRetries: 0 });

  it('looks projects up by sha512 in one batch each, and ranks the labels below every metadata signal', async () => {
    server.requests.length = 0;
    const { result, byId } = await verdictsOf(path.join(root, 'pack'), { modrinth: client() });
    const posts = server.requests.filter((r) => r.method === 'POST');
    assert.equal(posts.length, 1);
    assert.equal(posts[0]!.url, '/v2/version_files');
    assert.equal(posts[0]!.body.algorithm, 'sha512');
    assert.deepEqual(
      [...posts[0]!.body.hashes].sort(),
      Object.values(jars)
        .map((b) => sha('sha512', b))
        .sort(),
    );
    const gets = server.requests.filter((r) => r.method === 'GET');
    assert.equal(gets.length, 1);
    const ids = JSON.parse(new URL(gets[0]!.url, 'http://x').searchParams.get('ids')!) as string[];
    assert.deepEqual(ids.sort(), ['Padmin', 'Pminimap', 'Psodium', 'Pstarred', 'Pworker']);

    const minimap = byId.get('minimap')!;
    assert.equal(minimap.verdict, 'drop');
    assert.equal(minimap.decidedBy?.source, 'modrinth');
    assert.match(minimap.reason, /Modrinth lists MINIMAP as client_side "required", server_side "unsupported"/);
    // Metadata beats the label: an explicit "*" (4) and a main entry point (3) keep the mod, naming what lost.
    for (const id of ['starred', 'worker']) {
      const v = byId.get(id)!;
      assert.equal(v.verdict, 'keep', id);
      assert.deepEqual(
        v.overridden.map((s) => s.source),
        ['modrinth'],
      );
      assert.match(v.reason, /over Modrinth lists/);
    }
    // Modrinth's default "both" is weaker than Nova's list of client-only mods.
    assert.equal(byId.get('sodium')!.verdict, 'drop');
    assert.equal(byId.get('sodium')!.decidedBy?.source, 'known-client-mod');
    assert.equal(byId.get('admin')!.verdict, 'keep');
    assert.match(byId.get('admin')!.reason, /^server-only: Modrinth lists ADMIN/);
    assert.equal(byId.get('unknown')!.verdict, 'undecided');
    assert.equal(result.notes, undefined);
  });

  it('asks nothing without a client, and a failing Modrinth leaves a note, not an error', async () => {
    server.requests.length = 0;
    const offline = await verdictsOf(path.join(root, 'pack'));
    assert.equal(server.requests.length, 0);
    assert.equal(offline.byId.get('minimap')!.verdict, 'undecided');

    server.override({ prefix: '/v2/version_files', status: 500, json: { error: 'internal' } });
    const failed = await verdictsOf(path.join(root, 'pack'), { modrinth: client() });
    assert.equal(failed.byId.get('minimap')!.verdict, 'undecided');
    assert.equal(failed.result.notes?.length, 1);
    assert.match(
      failed.result.notes[0]!,
      /^Modrinth \(127\.0\.0\.1:\d+\) could not be asked .*made without its labels/,
    );
  });

  it('nova server-pack --online asks NOVA_MODRINTH_URL and reports the label as a signal', async () => {
    const run = await runNova(root, ['server-pack', 'pack', '--out', 'server', '--online', '--json'], {
      NOVA_MODRINTH_URL: server.baseUrl,
    });
    assert.equal(run.code, 0, run.stderr + run.stdout);
    const report = JSON.parse(run.stdout);
    const minimap = report.dropped.find((d: { id: string }) => d.id === 'minimap');
    assert.equal(minimap.signals[0].source, 'modrinth');
    assert.equal(minimap.signals[0].side, 'client');
    assert.deepEqual(report.notes, []);
    assert.ok(!fs.existsSync(path.join(root, 'server', 'mods', 'minimap.jar')));
    assert.ok(fs.existsSync(path.join(root, 'server', 'mods', 'worker.jar')));
  });
});
