import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { startFakeModrinthServer, type FakeModrinthServer } from './fakes/fakeModrinthServer';
import { runNova } from './fixtures/cliRun';
import { writePrismInstance } from './fixtures/instanceLayouts';
import { fabricJar } from './fixtures/modJars';
import { writePackwizPack } from './fixtures/packwizProjects';
import { makeTempDir, removeTempDir, writeText } from './fixtures/zipBuilder';

interface PlanJson {
  instance: string;
  from: string;
  to: string;
  loader: string;
  mods: Array<{
    file: string;
    id: string;
    current: string;
    target: string | null;
    status: string;
    requiredBy: string[];
    held?: string;
    reason?: string;
  }>;
  blockers: Array<{ file: string; requiredBy: string[] }>;
}

describe('nova upgrade-plan', () => {
  let root: string;
  let modrinth: FakeModrinthServer;
  const jars: Record<string, Buffer> = {};
  const release = (
    project: string,
    id: string,
    number: string,
    games: string[],
    content: Buffer,
    date: string,
    dependencies: Array<{ project_id: string; version_id: null; dependency_type: 'required' }> = [],
  ): void =>
    modrinth.addVersion({
      id,
      project_id: project,
      version_number: number,
      loaders: ['fabric'],
      game_versions: games,
      date_published: date,
      filename: `${project}-${number}.jar`,
      content,
      dependencies,
    });

  beforeEach(async () => {
    root = await makeTempDir('nova-upgrade-');
    modrinth = await startFakeModrinthServer();
    jars['sodium.jar'] = await fabricJar({ id: 'sodium', version: '0.5.8' });
    jars['cloth.jar'] = await fabricJar({ id: 'cloth', version: '11.0' });
    jars['a.jar'] = await fabricJar({ id: 'amod', version: '1.0', depends: { cloth: '*' } });
    jars['b.jar'] = await fabricJar({ id: 'bmod', version: '1.0' });
    jars['lone.jar'] = await fabricJar({ id: 'lone', version: '1.0' });
    jars['held.jar'] = await fabricJar({ id: 'skipme', version: '1.0' });
    jars['local.jar'] = await fabricJar({ id: 'local', version: '1.0' });
    await writePrismInstance(path.join(root, 'Pack'), {
      name: 'Upgrade Pack',
      minecraft: '1.20.1',
      loader: { type: 'fabric', version: '0.15.7' },
      mods: jars,
    });
    await writeText(path.join(root, 'Pack', '.nova.json'), '{"skipUpdates": ["skipme"]}');
    const old = '2024-01-01T00:00:00Z';
    const now = '2024-06-01T00:00:00Z';
    release('P_SOD', 's1', '0.5.8', ['1.20.1'], jars['sodium.jar'], old);
    release('P_SOD', 's2', '0.6.0', ['1.21.1'], Buffer.from('sodium 0.6'), now);
    release('P_CLOTH', 'c1', '11.0', ['1.20.1'], jars['cloth.jar'], old);
    release('P_A', 'a1', '1.0', ['1.20.1'], jars['a.jar'], old);
    release('P_A', 'a2', '2.0', ['1.21.1'], Buffer.from('a 2'), now);
    release('P_B', 'b1', '1.0', ['1.20.1'], jars['b.jar'], old, [
      { project_id: 'P_CLOTH', version_id: null, dependency_type: 'required' },
    ]);
    release('P_B', 'b2', '2.0', ['1.21.1'], Buffer.from('b 2'), now);
    release('P_LONE', 'l1', '1.0', ['1.20.1'], jars['lone.jar'], old);
    release('P_HELD', 'h1', '1.0', ['1.20.1'], jars['held.jar'], old);
    release('P_HELD', 'h2', '2.0', ['1.21.1'], Buffer.from('h 2'), now);
  });
  afterEach(async () => {
    await modrinth.close();
    await removeTempDir(root);
  });

  it('plans per mod: ready with its target, blocked with who needs it, held, unknown; blockers most needed first', async () => {
    const r = await runNova(root, ['upgrade-plan', 'Pack', '--to', '1.21.1', '--json'], {
      NOVA_MODRINTH_URL: modrinth.baseUrl,
    });
    assert.equal(r.code, 0, r.stderr);
    const plan = JSON.parse(r.stdout) as PlanJson;
    assert.deepEqual([plan.from, plan.to, plan.loader], ['1.20.1', '1.21.1', 'fabric']);
    const by = Object.fromEntries(plan.mods.map((m) => [m.file, m]));
    assert.deepEqual(
      [by['mods/sodium.jar']!.status, by['mods/sodium.jar']!.current, by['mods/sodium.jar']!.target],
      ['ready', '0.5.8', '0.6.0'],
    );
    assert.equal(by['mods/cloth.jar']!.status, 'blocked');
    assert.deepEqual(by['mods/cloth.jar']!.requiredBy, ['mods/a.jar', 'mods/b.jar']);
    assert.equal(by['mods/lone.jar']!.status, 'blocked');
    assert.deepEqual([by['mods/held.jar']!.status, by['mods/held.jar']!.held], ['pinned', 'skipped']);
    assert.deepEqual([by['mods/local.jar']!.status, by['mods/local.jar']!.reason], ['unknown', 'not-on-modrinth']);
    assert.deepEqual(
      plan.blockers.map((b) => [b.file, b.requiredBy.length]),
      [
        ['mods/cloth.jar', 2],
        ['mods/lone.jar', 0],
      ],
    );
    // Two batched requests, the update check limited to releases for the target.
    const posts = modrinth.requests.filter((q) => q.method === 'POST');
    assert.deepEqual(
      posts.map((q) => q.url),
      ['/v2/version_files', '/v2/version_files/update'],
    );
    assert.deepEqual(posts[1]!.body.game_versions, ['1.21.1']);
    assert.deepEqual(posts[1]!.body.loaders, ['fabric']);
    assert.deepEqual(posts[1]!.body.version_types, ['release']);
  });

  it('prints a plan for people, in Chinese too, and refuses a missing --to', async () => {
    const env = { NOVA_MODRINTH_URL: modrinth.baseUrl };
    const r = await runNova(root, ['upgrade-plan', 'Pack', '--to', '1.21.1'], env);
    assert.equal(r.code, 0, r.stderr);
    assert.match(
      r.stdout,
      /mods\/cloth\.jar {2}11\.0 {2}blocked: no release yet, needed by 2 mods\n {6}← mods\/a\.jar, mods\/b\.jar/,
    );
    assert.match(r.stdout, /2 blocked/);
    const zh = await runNova(root, ['upgrade-plan', 'Pack', '--to', '1.21.1', '--lang', 'zh-CN'], env);
    assert.match(zh.stdout, /受阻：尚无发布版本，2 个模组依赖它/);
    const bad = await runNova(root, ['upgrade-plan', 'Pack'], env);
    assert.equal(bad.code, 2);
    assert.match(bad.stderr, /--to/);
  });

  it('respects packwiz pin = true and names CurseForge-only mods as not checked', async () => {
    const sodium = jars['sodium.jar']!;
    const pack = path.join(root, 'pw');
    writePackwizPack(pack, {
      versions: { minecraft: '1.20.1', fabric: '0.15.7' },
      mods: [
        {
          slug: 'sodium',
          jar: sodium,
          url: 'https://cdn.modrinth.com/data/P_SOD/sodium.jar',
          modrinth: { modId: 'P_SOD', version: 's1' },
        },
        {
          slug: 'lone',
          jar: jars['lone.jar'],
          url: 'https://cdn.modrinth.com/data/P_LONE/lone.jar',
          modrinth: { modId: 'P_LONE', version: 'l1' },
        },
        { slug: 'cfonly', jar: Buffer.from('cf only'), curseforge: { projectId: 5, fileId: 6 } },
      ],
    });
    const lone = path.join(pack, 'mods', 'lone.pw.toml');
    fs.writeFileSync(lone, `pin = true\n${fs.readFileSync(lone, 'utf8')}`);
    const r = await runNova(root, ['upgrade-plan', 'pw', '--to', '1.21.1', '--json'], {
      NOVA_MODRINTH_URL: modrinth.baseUrl,
    });
    assert.equal(r.code, 0, r.stderr);
    const plan = JSON.parse(r.stdout) as PlanJson;
    const status = Object.fromEntries(plan.mods.map((m) => [m.file, [m.status, m.held ?? m.reason ?? m.target]]));
    assert.deepEqual(status['mods/sodium-1.0.0.jar'], ['ready', '0.6.0']);
    assert.deepEqual(status['mods/lone-1.0.0.jar'], ['pinned', 'pinned']);
    assert.deepEqual(status['mods/cfonly-1.0.0.jar'], ['unknown', 'curseforge-only']);
    assert.deepEqual(plan.blockers, []);
  });
});
