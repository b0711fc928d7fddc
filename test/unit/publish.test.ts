import * as assert from 'node:assert/strict';
import * as crypto from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { startFakeModrinthPublishServer, type FakeModrinthPublishServer } from './fakes/fakeModrinthPublishServer';
import { runNova } from './fixtures/cliRun';
import { writePrismInstance } from './fixtures/instanceLayouts';
import { readZip } from './fixtures/modpackFixtures';
import { fabricJar, tomlJar, writeJar } from './fixtures/modJars';
import { makeTempDir, removeTempDir, writeText } from './fixtures/zipBuilder';

const TOKEN = 'mrp_secretTOKEN1234567890';
const sha1 = (b: Buffer) => crypto.createHash('sha1').update(b).digest('hex');

describe('nova publish', function () {
  this.timeout(30_000);
  let root: string;
  let game: string;
  let modrinth: FakeModrinthPublishServer;
  let env: NodeJS.ProcessEnv;

  beforeEach(async () => {
    root = await makeTempDir('nova-publish-test-');
    game = path.join(root, 'Pack', 'minecraft');
    await writePrismInstance(path.join(root, 'Pack'), {
      name: 'Publish Pack',
      minecraft: '1.20.1',
      loader: { type: 'fabric', version: '0.15.7' },
      mods: { 'mitmod.jar': await fabricJar({ id: 'mitmod', name: 'MIT Mod', license: 'MIT' }) },
    });
    await writeText(path.join(game, 'config', 'mitmod.toml'), 'speed = 2\n');
    await writeText(path.join(root, 'CHANGES.md'), '## 1.2.0\n- faster\n');
    modrinth = await startFakeModrinthPublishServer({ token: TOKEN, project: { id: 'PROJ1234', slug: 'the-pack' } });
    env = { MODRINTH_TOKEN: TOKEN, NOVA_MODRINTH_URL: modrinth.baseUrl };
  });
  afterEach(async () => {
    await modrinth.close();
    await removeTempDir(root);
  });

  const publish = (extra: string[] = [], environment = env) =>
    runNova(
      root,
      ['publish', 'Pack', '--modrinth', 'the-pack', '--version-number', '1.2.0', '--json', ...extra],
      environment,
    );
  const origin = () => new URL(modrinth.baseUrl).origin;
  const noToken = (r: { stdout: string; stderr: string }) => {
    assert.ok(!r.stdout.includes(TOKEN) && !r.stderr.includes(TOKEN), 'the token is never printed');
  };

  it('exports, uploads the .mrpack as multipart with the documented data part, and prints the version URL', async () => {
    const r = await publish(['--changelog', 'CHANGES.md', '--name', 'Faster']);
    assert.equal(r.code, 0, r.stderr + r.stdout);
    noToken(r);
    const doc = JSON.parse(r.stdout);
    assert.equal(doc.status, 'published');
    assert.deepEqual(doc.project, { id: 'PROJ1234', slug: 'the-pack', type: 'modpack' });
    assert.equal(doc.version.url, `${origin()}/modpack/the-pack/version/${modrinth.versions[0]!.id}`);
    assert.equal(modrinth.uploads.length, 1);
    const upload = modrinth.uploads[0]!;
    assert.equal(upload.authorization, TOKEN);
    assert.deepEqual(upload.order, ['data', 'pack']);
    assert.deepEqual(upload.data, {
      name: 'Faster',
      version_number: '1.2.0',
      changelog: '## 1.2.0\n- faster\n',
      dependencies: [],
      game_versions: ['1.20.1'],
      version_type: 'release',
      loaders: ['fabric'],
      featured: true,
      status: 'listed',
      project_id: 'PROJ1234',
      file_parts: ['pack'],
      primary_file: 'pack',
    });
    const file = upload.files[0]!;
    assert.equal(file.filename, 'Publish Pack-1.2.0.mrpack');
    assert.equal(doc.files[0].sha1, sha1(file.bytes), 'the bytes received are the bytes reported');
    assert.equal(doc.files[0].size, file.bytes.length);
    assert.equal(doc.files[0].published, true);
    const saved = path.join(root, 'got.mrpack');
    await fs.promises.writeFile(saved, file.bytes);
    const entries = await readZip(saved);
    const index = JSON.parse(entries.get('modrinth.index.json')!.toString('utf8'));
    assert.equal(index.versionId, '1.2.0');
    assert.deepEqual(index.dependencies, { minecraft: '1.20.1', 'fabric-loader': '0.15.7' });
    assert.ok(entries.has('overrides/mods/mitmod.jar'));
    // The version list was read before uploading (no duplicate), with the token on every request.
    assert.ok(modrinth.requests.some((q) => q.method === 'GET' && q.url.startsWith('/v2/project/PROJ1234/version')));
    const publishing = modrinth.requests.filter((q) => q.url.startsWith('/v2/project/') || q.url === '/v2/version');
    assert.ok(publishing.every((q) => q.authorization === TOKEN));
    // The gate's hash lookup (online) is a read: it never carries the token.
    const lookup = modrinth.requests.filter((q) => q.url === '/v2/version_files');
    assert.equal(lookup.length, 1);
    assert.ok(lookup.every((q) => q.authorization === ''));
  });

  it('attaches the server pack zip as a second, non-primary file', async () => {
    const r = await publish(['--server-pack', '--version-type', 'beta']);
    assert.equal(r.code, 0, r.stderr + r.stdout);
    const upload = modrinth.uploads[0]!;
    assert.deepEqual(upload.order, ['data', 'pack', 'server']);
    assert.deepEqual(upload.data.file_parts, ['pack', 'server']);
    assert.equal(upload.data.primary_file, 'pack');
    assert.equal(upload.data.version_type, 'beta');
    assert.equal(upload.data.featured, false);
    const server = upload.files[1]!;
    assert.match(server.filename, /-server\.zip$/);
    const saved = path.join(root, 'server.zip');
    await fs.promises.writeFile(saved, server.bytes);
    assert.ok((await readZip(saved)).has('mods/mitmod.jar'));
    const doc = JSON.parse(r.stdout);
    assert.deepEqual(
      doc.files.map((f: { role: string; published: boolean }) => [f.role, f.published]),
      [
        ['mrpack', true],
        ['server-pack', true],
      ],
    );
    assert.equal(modrinth.versions[0]!.files.find((f) => f.primary)?.filename, upload.files[0]!.filename);
  });

  it('reports a refused token (401) without printing it, and uploads nothing', async () => {
    const r = await publish([], { ...env, MODRINTH_TOKEN: 'mrp_wrong_token_value' });
    assert.equal(r.code, 1);
    assert.ok(!r.stdout.includes('mrp_wrong_token_value'));
    const doc = JSON.parse(r.stdout);
    assert.equal(doc.status, 'refused');
    assert.equal(doc.httpStatus, 401);
    assert.match(doc.message, /token.*401.*Nothing was published/s);
    assert.equal(modrinth.uploads.length, 0);
  });

  it('honours retry-after on a 429 and then publishes', async () => {
    modrinth.scriptUpload({
      status: 429,
      headers: { 'retry-after': '0.05', 'x-ratelimit-remaining': '0' },
      json: { error: 'ratelimit_error' },
    });
    const started = Date.now();
    const r = await publish();
    assert.equal(r.code, 0, r.stderr + r.stdout);
    assert.ok(Date.now() - started >= 50, 'waited for retry-after');
    assert.equal(modrinth.uploads.length, 2);
    assert.equal(modrinth.versions.length, 1);
    noToken(r);
  });

  it('falls back to x-ratelimit-reset, and gives up clearly when the wait is too long', async () => {
    modrinth.scriptUpload({ status: 429, headers: { 'x-ratelimit-reset': '3600', 'x-ratelimit-remaining': '0' } });
    const r = await publish();
    assert.equal(r.code, 1);
    const doc = JSON.parse(r.stdout);
    assert.equal(doc.status, 'refused');
    assert.equal(doc.httpStatus, 429);
    assert.match(doc.message, /3600 seconds.*Nothing was published/);
    assert.equal(modrinth.uploads.length, 1, 'no retry for an hour-long wait');
    assert.equal(modrinth.versions.length, 0);
  });

  it('retries a 500 after checking the version list, then publishes once', async () => {
    modrinth.scriptUpload({ status: 500, json: { error: 'internal', description: 'oops' } });
    const r = await publish();
    assert.equal(r.code, 0, r.stderr + r.stdout);
    assert.equal(modrinth.uploads.length, 2);
    assert.equal(modrinth.versions.length, 1);
  });

  it('confirms a version whose answer was lost (connection dropped after creating) instead of uploading again', async () => {
    modrinth.scriptUpload({ drop: 'after-create' });
    const r = await publish();
    assert.equal(r.code, 0, r.stderr + r.stdout);
    const doc = JSON.parse(r.stdout);
    assert.equal(doc.status, 'published');
    assert.equal(doc.confirmedByList, true);
    assert.equal(doc.duplicateRisk, false);
    assert.equal(modrinth.uploads.length, 1, 'not sent a second time');
    assert.equal(modrinth.versions.length, 1);
    assert.match(doc.message, /confirmed it in the project's version list/);
  });

  it('retries after a connection dropped before anything was created, once the list shows nothing', async () => {
    modrinth.scriptUpload({ drop: 'before' });
    const r = await publish();
    assert.equal(r.code, 0, r.stderr + r.stdout);
    const doc = JSON.parse(r.stdout);
    assert.equal(doc.status, 'published');
    assert.equal(doc.confirmedByList, false);
    assert.equal(modrinth.uploads.length, 2);
    assert.equal(modrinth.versions.length, 1, 'exactly one version');
  });

  it('reports an unknown outcome (and the duplicate risk) when the upload was sent, no answer came and the list fails', async () => {
    modrinth.scriptUpload({ drop: 'before', failListAfter: 100 });
    const r = await publish();
    assert.equal(r.code, 1);
    const doc = JSON.parse(r.stdout);
    assert.equal(doc.status, 'unknown');
    assert.equal(doc.duplicateRisk, true);
    assert.equal(doc.files[0].published, null);
    assert.match(doc.message, /may or may not exist/);
    assert.match(doc.message, /\/modpack\/the-pack\/versions/);
    assert.equal(modrinth.versions.length, 0);
  });

  it('reports a version Modrinth created without one of the files as partial, naming the missing file', async () => {
    modrinth.scriptUpload({
      status: 200,
      json: {
        id: 'PARTIAL1',
        version_number: '1.2.0',
        files: [{ filename: 'Publish Pack-1.2.0.mrpack', primary: true }],
      },
    });
    const r = await publish(['--server-pack']);
    assert.equal(r.code, 1);
    const doc = JSON.parse(r.stdout);
    assert.equal(doc.status, 'partial');
    assert.equal(doc.version.id, 'PARTIAL1');
    assert.deepEqual(
      doc.files.map((f: { role: string; published: boolean }) => [f.role, f.published]),
      [
        ['mrpack', true],
        ['server-pack', false],
      ],
    );
    assert.match(doc.message, /^Add Publish Pack-1\.2\.0-server\.zip on the version page/);
    assert.match(doc.message, /Do not publish 1\.2\.0 again/);
  });

  it('refuses a version number that already exists instead of creating a duplicate', async () => {
    assert.equal((await publish()).code, 0);
    const r = await publish();
    assert.equal(r.code, 1);
    const doc = JSON.parse(r.stdout);
    assert.equal(doc.status, 'exists');
    assert.equal(doc.version.id, modrinth.versions[0]!.id);
    assert.equal(modrinth.uploads.length, 1, 'nothing uploaded the second time');
    assert.match(doc.message, /already exists/);
  });

  it('stops on a blocking gate problem (exit 1, nothing sent) unless --force', async () => {
    await writeJar(
      path.join(game, 'mods', 'arrmod.jar'),
      tomlJar('modLoader="javafml"\nloaderVersion="[47,)"\nlicense="All rights reserved"\n[[mods]]\nmodId="arrmod"\n'),
    );
    const r = await publish();
    assert.equal(r.code, 1);
    const doc = JSON.parse(r.stdout);
    assert.equal(doc.status, 'blocked');
    assert.equal(doc.gate.blocking[0].code, 'release-needs-permission');
    assert.deepEqual(doc.gate.blocking[0].files, ['mods/arrmod.jar']);
    assert.ok(
      modrinth.requests.every((q) => q.url === '/v2/version_files' || q.url.startsWith('/v2/projects')),
      "nothing but the gate's hash lookup was asked",
    );
    assert.equal(modrinth.uploads.length, 0);

    const forced = await publish(['--force']);
    assert.equal(forced.code, 0, forced.stderr + forced.stdout);
    const fdoc = JSON.parse(forced.stdout);
    assert.equal(fdoc.status, 'published');
    assert.equal(fdoc.gate.forced, true);
    assert.equal(modrinth.uploads.length, 1);
  });

  it('needs MODRINTH_TOKEN (exit 2, nothing exported or sent) and validates the version number', async () => {
    const r = await publish([], { NOVA_MODRINTH_URL: modrinth.baseUrl });
    assert.equal(r.code, 2);
    assert.match(r.stderr, /MODRINTH_TOKEN/);
    assert.equal(modrinth.requests.length, 0);
    const bad = await runNova(root, ['publish', 'Pack', '--modrinth', 'the-pack', '--version-number', 'a b'], env);
    assert.equal(bad.code, 2);
    assert.match(bad.stderr, /URL-safe/);
  });

  it('prints the URL for people and speaks Chinese under --lang zh-CN', async () => {
    const r = await runNova(
      root,
      ['--lang', 'zh-CN', 'publish', 'Pack', '--modrinth', 'PROJ1234', '--version-number', '2.0'],
      env,
    );
    assert.equal(r.code, 0, r.stderr + r.stdout);
    assert.match(r.stdout, /已在 Modrinth 发布 2\.0/);
    assert.ok(r.stdout.trimEnd().endsWith(`${origin()}/modpack/the-pack/version/${modrinth.versions[0]!.id}`));
    noToken(r);
  });
});
