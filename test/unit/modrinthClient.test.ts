import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import type { ModrinthError } from '../../src/core/modrinth/modrinthClient';
import {
  discardDownload,
  globalModrinthFetch,
  ModrinthClient,
  type ModrinthClientOptions,
} from '../../src/core/modrinth/modrinthClient';
import { clientDownloadLookup } from '../../src/core/modrinth/clientDownloadLookup';
import { primaryFile } from '../../src/core/modrinth/modrinthTypes';
import { startFakeModrinthServer, type FakeModrinthServer } from './fakes/fakeModrinthServer';
import { makeTempDir, removeTempDir } from './fixtures/zipBuilder';

const tempDirs = () => new Set(fs.readdirSync(os.tmpdir()).filter((n) => n.startsWith('nova-modrinth-')));

describe('Modrinth client against a fake Modrinth server', () => {
  let fake: FakeModrinthServer;
  let sleeps: number[];

  before(async () => {
    fake = await startFakeModrinthServer();
    fake.addProject({ id: 'AANobbMI', slug: 'sodium', title: 'Sodium', project_type: 'mod', loaders: ['fabric'] });
    fake.addProject({ id: 'YL57xq9U', slug: 'iris', title: 'Iris Shaders', project_type: 'mod', loaders: ['fabric'] });
    fake.addVersion({
      id: 'sod058',
      project_id: 'AANobbMI',
      version_number: '0.5.8',
      loaders: ['fabric'],
      game_versions: ['1.20.1'],
      date_published: '2024-03-01T00:00:00Z',
      filename: 'sodium-0.5.8.jar',
      content: Buffer.from('sodium 0.5.8 bytes'),
    });
    fake.addVersion({
      id: 'sodneo',
      project_id: 'AANobbMI',
      version_number: '0.6.0-neoforge',
      loaders: ['neoforge'],
      game_versions: ['1.21.1'],
      date_published: '2024-06-01T00:00:00Z',
      filename: 'sodium-neo.jar',
      content: Buffer.from('neo'),
    });
    fake.addVersion({
      id: 'iris1611',
      project_id: 'YL57xq9U',
      version_number: '1.6.11',
      loaders: ['fabric'],
      game_versions: ['1.20.1'],
      date_published: '2024-02-01T00:00:00Z',
      filename: 'iris-1.6.11.jar',
      content: Buffer.from('iris bytes'),
      dependencies: [{ project_id: 'AANobbMI', version_id: null, dependency_type: 'required' }],
    });
  });
  after(() => fake.close());
  beforeEach(() => {
    fake.requests.length = 0;
    sleeps = [];
  });

  function client(extra: Partial<ModrinthClientOptions> = {}): ModrinthClient {
    return new ModrinthClient({
      fetch: globalModrinthFetch,
      baseUrl: fake.baseUrl,
      version: '9.9.9',
      sleep: async (ms) => void sleeps.push(ms),
      ...extra,
    });
  }

  it('searches with facets for type, loaders (OR) and version, with a unique User-Agent', async () => {
    const page = await client().search({
      query: 'sod',
      projectType: 'mod',
      loaders: ['quilt', 'fabric'],
      gameVersions: ['1.20.1'],
    });
    assert.deepEqual(
      page.hits.map((h) => h.projectId),
      ['AANobbMI'],
    );
    assert.equal(page.totalHits, 1);
    const request = fake.requests[0];
    assert.equal(request?.userAgent, 'nova-modpack/9.9.9 (VS Code extension for modpack authors)');
    const facets = JSON.parse(new URL(request?.url ?? '', 'http://x').searchParams.get('facets') ?? '');
    assert.deepEqual(facets, [['project_type:mod'], ['categories:quilt', 'categories:fabric'], ['versions:1.20.1']]);
    const none = await client().search({ query: 'sod', projectType: 'mod', loaders: ['forge'] });
    assert.equal(none.hits.length, 0);
  });

  it('lists project versions filtered by loader and game version, without changelogs', async () => {
    const list = await client().projectVersions('sodium', { loaders: ['fabric'], gameVersions: ['1.20.1'] });
    assert.deepEqual(
      list.map((v) => v.id),
      ['sod058'],
    );
    assert.match(fake.requests[0]?.url ?? '', /include_changelog=false/);
    assert.match(decodeURIComponent(fake.requests[0]?.url ?? ''), /loaders=\["fabric"\]&game_versions=\["1\.20\.1"\]/);
    const iris = await client().version('iris1611');
    assert.deepEqual(iris.dependencies, [{ projectId: 'AANobbMI', versionId: null, fileName: null, type: 'required' }]);
    assert.equal(primaryFile(iris)?.size, 'iris bytes'.length);
  });

  it('identifies files by sha1 and sha512 and finds the newest version for a loader and game version', async () => {
    const c = client();
    const file = primaryFile(await c.version('sod058'));
    assert.ok(file);
    const bySha1 = await c.versionsFromHashes([file.sha1, 'ff'.repeat(20)], 'sha1');
    assert.deepEqual([...bySha1.keys()], [file.sha1]);
    const bySha512 = await c.versionsFromHashes([file.sha512.toUpperCase()], 'sha512');
    assert.equal(bySha512.get(file.sha512.toUpperCase())?.id, 'sod058');
    const latest = await c.latestVersionsFromHashes([file.sha512], 'sha512', {
      loaders: ['neoforge'],
      gameVersions: ['1.21.1'],
    });
    assert.equal(latest.get(file.sha512)?.id, 'sodneo');
    const update = fake.requests.find((r) => r.url === '/v2/version_files/update');
    assert.deepEqual(update?.body, {
      hashes: [file.sha512],
      algorithm: 'sha512',
      loaders: ['neoforge'],
      game_versions: ['1.21.1'],
    });
  });

  it('serves the .mrpack exporter as a download lookup, keeping only allowed download hosts', async () => {
    const cdn = Buffer.from('on the cdn');
    fake.addVersion({
      id: 'cdn1',
      project_id: 'AANobbMI',
      version_number: '0.5.9',
      loaders: ['fabric'],
      game_versions: ['1.20.1'],
      date_published: '2024-04-01T00:00:00Z',
      filename: 'sodium-0.5.9.jar',
      content: cdn,
      url: 'https://cdn.modrinth.com/data/AANobbMI/versions/cdn1/sodium-0.5.9.jar',
    });
    const c = client();
    const local = primaryFile(await c.version('sod058'));
    const remote = primaryFile(await c.version('cdn1'));
    assert.ok(local && remote);
    const found = await clientDownloadLookup(c)([local.sha512, remote.sha512, '00'.repeat(64)]);
    assert.deepEqual(
      [...found.entries()],
      [[remote.sha512, { url: remote.url, projectId: 'AANobbMI', versionId: 'cdn1' }]],
    );
    assert.equal(fake.requests.at(-1)?.url, '/v2/version_files');
  });

  it('retries a 429 after Retry-After, and gives up with a clear error after a bounded number of tries', async () => {
    fake.override({
      prefix: '/v2/project/',
      status: 429,
      headers: { 'retry-after': '3' },
      json: { error: 'ratelimit' },
    });
    const project = await client().project('iris');
    assert.equal(project.title, 'Iris Shaders');
    assert.deepEqual(sleeps, [3000]);
    for (let i = 0; i < 3; i++)
      fake.override({ prefix: '/v2/project/', status: 429, headers: { 'retry-after': '1' }, json: {} });
    await assert.rejects(
      client({ maxRetries: 2 }).project('iris'),
      (e: ModrinthError) => e.kind === 'rate-limited' && /wait a minute/.test(e.message),
    );
    assert.equal(fake.requests.filter((r) => r.url === '/v2/project/iris').length, 2 + 3);
  });

  it('refuses to wait longer than allowed for Retry-After', async () => {
    fake.override({ prefix: '/v2/project/', status: 429, headers: { 'retry-after': '3600' }, json: {} });
    await assert.rejects(client().project('iris'), (e: ModrinthError) => e.kind === 'rate-limited');
    assert.deepEqual(sleeps, []);
  });

  it('waits for the reset when X-Ratelimit-Remaining reaches 0, and keeps under its own per-minute budget', async () => {
    fake.override({
      prefix: '/v2/project/',
      passThrough: true,
      headers: { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': '7' },
    });
    let now = 1_000_000;
    const c = client({ now: () => now, cacheTtlMs: 0 });
    await c.project('iris');
    await c.project('sodium');
    assert.deepEqual(sleeps, [7000]);
    sleeps = [];
    const limited = client({
      now: () => now,
      perMinute: 2,
      cacheTtlMs: 0,
      sleep: async (ms) => void (sleeps.push(ms), (now += ms)),
    });
    await limited.project('iris');
    await limited.project('iris');
    await limited.project('iris');
    assert.deepEqual(sleeps, [60_000]);
  });

  it('names the problem for 404, 5xx, malformed JSON, unexpected shapes, timeouts and unreachable hosts', async () => {
    await assert.rejects(
      client().project('nope'),
      (e: ModrinthError) => e.kind === 'not-found' && e.status === 404 && /no project 'nope'/.test(e.message),
    );
    fake.override({ prefix: '/v2/version/', status: 500, json: { error: 'internal' } });
    await assert.rejects(
      client().version('sod058'),
      (e: ModrinthError) => e.kind === 'http' && /HTTP 500.*try again/.test(e.message),
    );
    fake.override({ prefix: '/v2/version/', status: 503, json: {} });
    assert.equal((await client().version('sod058')).id, 'sod058');
    assert.equal(sleeps.length, 1);
    fake.override({ prefix: '/v2/search', text: '<html>oops' });
    await assert.rejects(
      client().search({ query: 'x' }),
      (e: ModrinthError) => e.kind === 'malformed' && /not JSON/.test(e.message),
    );
    fake.override({ prefix: '/v2/search', json: { hits: 'many' } });
    await assert.rejects(
      client().search({ query: 'x' }),
      (e: ModrinthError) => e.kind === 'malformed' && /documented shape/.test(e.message),
    );
    fake.override({ prefix: '/v2/project/', delayMs: 1500, json: {} });
    await assert.rejects(
      client({ timeoutMs: 100 }).project('iris'),
      (e: ModrinthError) => e.kind === 'timeout' && /did not answer within/.test(e.message),
    );
    const dead = new ModrinthClient({ fetch: globalModrinthFetch, baseUrl: 'http://127.0.0.1:9/v2' });
    await assert.rejects(
      dead.project('iris'),
      (e: ModrinthError) =>
        e.kind === 'network' &&
        /^Modrinth cannot be reached right now\. Check the network .*Details: 127\.0\.0\.1:9: /.test(e.message),
    );
  });

  it('caches GET answers in memory and in the given folder for the TTL, never POSTs', async () => {
    const dir = await makeTempDir('nova-modrinth-cache-');
    try {
      let now = 5_000_000;
      const first = client({ cacheDir: dir, now: () => now });
      await first.project('iris');
      await first.project('iris');
      assert.equal(fake.requests.length, 1);
      assert.equal(fs.readdirSync(dir).length, 1);
      const second = client({ cacheDir: dir, now: () => now });
      assert.equal((await second.project('iris')).id, 'YL57xq9U');
      assert.equal(fake.requests.length, 1);
      now += 11 * 60_000;
      await second.project('iris');
      assert.equal(fake.requests.length, 2);
      await first.versionsFromHashes(['ab'], 'sha1');
      await first.versionsFromHashes(['ab'], 'sha1');
      assert.equal(fake.requests.length, 4);
    } finally {
      await removeTempDir(dir);
    }
  });

  it('downloads a file verified against its hashes into the OS temp folder, and refuses a tampered one leaving nothing', async () => {
    const c = client();
    const file = primaryFile(await c.version('iris1611'));
    assert.ok(file);
    const ok = await c.download(file);
    assert.equal(fs.readFileSync(ok.tempFile, 'utf8'), 'iris bytes');
    assert.ok(ok.tempFile.startsWith(os.tmpdir()));
    assert.match(fake.requests.at(-1)?.userAgent ?? '', /^nova-modpack\//);
    await ok.discard();
    assert.equal(fs.existsSync(ok.tempFile), false);
    const elsewhere = await makeTempDir('nova-keep-');
    fs.writeFileSync(`${elsewhere}/a.jar`, 'keep');
    await discardDownload(`${elsewhere}/a.jar`);
    assert.equal(
      fs.readFileSync(`${elsewhere}/a.jar`, 'utf8'),
      'keep',
      'only nova-modrinth- folders under the temp folder are removed',
    );
    await removeTempDir(elsewhere);
    const before = tempDirs();
    fake.tamper('iris-1.6.11.jar', Buffer.from('iris BYTES'));
    try {
      await assert.rejects(
        c.download(file),
        (e: ModrinthError) => e.kind === 'hash-mismatch' && /nothing was written/.test(e.message),
      );
      fake.tamper('iris-1.6.11.jar', Buffer.from('iris bytes and more'));
      await assert.rejects(c.download(file), (e: ModrinthError) => e.kind === 'hash-mismatch');
    } finally {
      fake.tamper('iris-1.6.11.jar', Buffer.from('iris bytes'));
    }
    assert.deepEqual(tempDirs(), before);
  });
});
