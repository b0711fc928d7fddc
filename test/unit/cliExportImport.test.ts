import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { startFakeModrinthServer } from './fakes/fakeModrinthServer';
import { runNova, type CliRun } from './fixtures/cliRun';
import { listTree, pseudoRandom, writeMeta } from './fixtures/modpackFixtures';
import { buildRawZip } from './fixtures/rawZip';
import { makeTempDir, removeTempDir, writeText } from './fixtures/zipBuilder';

function nova(cwd: string, ...argv: string[]): Promise<CliRun> {
  return runNova(cwd, argv);
}

describe('nova export / import', () => {
  let root: string;
  beforeEach(async () => {
    root = await makeTempDir('nova-cli-pack-');
    const inst = path.join(root, 'Pack');
    await writeText(path.join(inst, 'instance.cfg'), '[General]\nInstanceType=OneSix\nname=CLI Pack\n');
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
    const game = path.join(inst, 'minecraft');
    const jar = pseudoRandom(3000, 1);
    await writeText(path.join(game, 'mods', 'linked.jar'), jar);
    await writeMeta(path.join(game, 'mods', '.index'), 'linked', {
      filename: 'linked.jar',
      content: jar,
      url: 'https://cdn.modrinth.com/data/L/linked.jar',
      curseforge: undefined,
    });
    await writeText(path.join(game, 'mods', 'local.jar'), pseudoRandom(2000, 2));
    await writeText(path.join(game, 'config', 'c.toml'), 'c = 1\n');
    await writeText(path.join(game, 'logs', 'latest.log'), 'log');
  });
  afterEach(async () => {
    await removeTempDir(root);
  });

  it('exports with --json: one JSON document with out, files, overrides, warnings', async () => {
    const r = await nova(root, 'export', 'Pack', '--out', 'dist/pack.mrpack', '--json');
    assert.equal(r.code, 0, r.stderr);
    const doc = JSON.parse(r.stdout);
    assert.equal(doc.out, 'dist/pack.mrpack');
    assert.equal(doc.files, 1);
    assert.equal(doc.overrides, 2);
    assert.ok(Array.isArray(doc.warnings));
    assert.match(doc.warnings.join('\n'), /mods\/local\.jar/);
    assert.ok(fs.statSync(path.join(root, 'dist', 'pack.mrpack')).size > 0);
  });

  it('leaves .disabled jars out unless --include-disabled, and says so first (in --lang zh-CN too)', async () => {
    await writeText(path.join(root, 'Pack', 'minecraft', 'mods', 'off.jar.disabled'), pseudoRandom(500, 9));
    const r = await nova(root, 'export', 'Pack', '--out', 'a.mrpack', '--json');
    assert.equal(r.code, 0, r.stderr);
    const doc = JSON.parse(r.stdout);
    assert.deepEqual(doc.leftOutDisabled, ['mods/off.jar.disabled']);
    assert.equal(doc.lookupFailed, false);
    assert.match(
      doc.warnings[0],
      /^1 disabled file left out of the pack.*mods\/off\.jar\.disabled.*--include-disabled/,
    );
    assert.equal(doc.overrides, 2);
    const zh = await nova(root, 'export', 'Pack', '--out', 'b.mrpack', '--lang', 'zh-CN');
    assert.equal(zh.code, 0, zh.stderr);
    assert.match(zh.stdout, /警告 已将 1 个已停用的文件排除在整合包之外，玩家不会收到：mods\/off\.jar\.disabled/);
    const asked = await nova(root, 'export', 'Pack', '--out', 'c.mrpack', '--include-disabled', '--json');
    assert.equal(asked.code, 0, asked.stderr);
    const askedDoc = JSON.parse(asked.stdout);
    assert.deepEqual(askedDoc.leftOutDisabled, []);
    assert.equal(askedDoc.overrides, 3);
  });

  it('--online links a jar Modrinth knows by sha512, asking the server NOVA_MODRINTH_URL names', async () => {
    const modrinth = await startFakeModrinthServer();
    try {
      modrinth.addVersion({
        id: 'LOCAL001',
        project_id: 'PLOCAL',
        version_number: '2.0',
        loaders: ['fabric'],
        game_versions: ['1.20.1'],
        date_published: '2024-01-01T00:00:00Z',
        filename: 'local.jar',
        content: pseudoRandom(2000, 2),
        url: 'https://cdn.modrinth.com/data/PLOCAL/versions/LOCAL001/local.jar',
      });
      const r = await runNova(root, ['export', 'Pack', '--out', 'online.mrpack', '--online', '--json'], {
        NOVA_MODRINTH_URL: modrinth.baseUrl,
      });
      assert.equal(r.code, 0, r.stderr);
      const doc = JSON.parse(r.stdout);
      assert.equal(doc.files, 2, 'linked.jar (metadata) and local.jar (found by hash) are both downloads');
      assert.deepEqual(
        modrinth.requests.map((q) => `${q.method} ${q.url}`),
        ['POST /v2/version_files'],
      );
      assert.match(modrinth.requests[0]!.userAgent, /^nova-modpack\//);
      const offline = await nova(root, 'export', 'Pack', '--out', 'offline.mrpack', '--json');
      assert.equal(JSON.parse(offline.stdout).files, 1, 'without --online nothing is looked up');
      assert.equal(modrinth.requests.length, 1);
    } finally {
      await modrinth.close();
    }
  });

  it('never overwrites: an existing --out is exit 2 with a one-line message and the file is kept', async () => {
    await writeText(path.join(root, 'pack.mrpack'), 'existing');
    const r = await nova(root, 'export', 'Pack', '--out', 'pack.mrpack', '--json');
    assert.equal(r.code, 2);
    assert.equal(r.stdout, '');
    assert.match(r.stderr, /^nova export: .*already exists; nothing was overwritten/);
    assert.equal(r.stderr.trim().split('\n').length, 1);
    assert.equal(fs.readFileSync(path.join(root, 'pack.mrpack'), 'utf8'), 'existing');
  });

  it('exports a CurseForge zip (--format or a .zip name) and prints for people without --json', async () => {
    const r = await nova(root, 'export', 'Pack', '--out', 'cf.zip');
    assert.equal(r.code, 0, r.stderr);
    assert.match(r.stdout, /^Wrote cf\.zip \(CurseForge zip, .*\): 0 files by download, 3 embedded in overrides\./);
    assert.match(r.stdout, /warning .*no known CurseForge project/);
    const bad = await nova(root, 'export', 'Pack', '--out', 'x.mrpack', '--format', 'tar');
    assert.equal(bad.code, 2);
    assert.match(bad.stderr, /--format must be one of mrpack\|curseforge, not 'tar'/);
    const missing = await nova(root, 'export', 'Pack');
    assert.equal(missing.code, 2);
    assert.match(missing.stderr, /missing --out FILE/);
  });

  it('imports with --json into a new folder; an existing folder is exit 2 and untouched', async () => {
    assert.equal((await nova(root, 'export', 'Pack', '--out', 'pack.mrpack')).code, 0);
    await fs.promises.mkdir(path.join(root, 'instances'));
    const r = await nova(root, 'import', 'pack.mrpack', '--into', 'instances/New', '--json');
    assert.equal(r.code, 0, r.stderr);
    const doc = JSON.parse(r.stdout);
    assert.equal(doc.instance, 'instances/New');
    assert.equal(doc.files, 2);
    assert.match(
      doc.warnings.join('\n'),
      /Still needs downloading: mods\/linked\.jar from https:\/\/cdn\.modrinth\.com\/data\/L\/linked\.jar \(3000 bytes\)/,
    );
    assert.ok(fs.existsSync(path.join(root, 'instances', 'New', 'instance.cfg')));
    const listed = await nova(root, 'instances', 'instances', '--json');
    assert.deepEqual(
      JSON.parse(listed.stdout).instances.map((i: { name: string; minecraft: string }) => [i.name, i.minecraft]),
      [['CLI Pack', '1.20.1']],
    );

    const before = await listTree(path.join(root, 'instances'));
    const again = await nova(root, 'import', 'pack.mrpack', '--into', 'instances/New', '--json');
    assert.equal(again.code, 2);
    assert.equal(again.stdout, '');
    assert.match(again.stderr, /already exists; an import only creates a new instance folder/);
    assert.deepEqual(await listTree(path.join(root, 'instances')), before);
  });

  it('refuses a hostile archive with exit 2 and writes nothing outside the target', async () => {
    await fs.promises.writeFile(
      path.join(root, 'evil.mrpack'),
      buildRawZip([
        {
          name: 'modrinth.index.json',
          data: JSON.stringify({
            formatVersion: 1,
            game: 'minecraft',
            versionId: '1',
            name: 'E',
            files: [],
            dependencies: { minecraft: '1.20.1' },
          }),
        },
        { name: 'overrides/ok.txt', data: 'ok' },
        { name: 'overrides/../../../escaped.txt', data: 'evil' },
      ]),
    );
    const before = await listTree(root);
    const r = await nova(root, 'import', 'evil.mrpack', '--into', 'Evil', '--json');
    assert.equal(r.code, 2);
    assert.equal(r.stdout, '');
    assert.match(r.stderr, /^nova import: .*unsafe path 'overrides\/\.\.\/\.\.\/\.\.\/escaped\.txt'.*'\.\.'/);
    assert.deepEqual(await listTree(root), before);
  });

  it('reports usage errors for a missing archive and a missing --into', async () => {
    assert.match((await nova(root, 'import', 'nope.mrpack', '--into', 'X')).stderr, /archive not found/);
    assert.equal((await nova(root, 'import', 'nope.mrpack')).code, 2);
  });

  it('creates missing parent folders for --into (as git clone does), but never imports into an existing folder', async () => {
    await nova(root, 'export', 'Pack', '--out', 'p.mrpack');
    const r = await nova(root, 'import', 'p.mrpack', '--into', 'no/such/parent/X', '--json');
    assert.equal(r.code, 0, r.stderr);
    assert.equal((JSON.parse(r.stdout) as { instance: string }).instance, 'no/such/parent/X');
    assert.ok(fs.existsSync(path.join(root, 'no', 'such', 'parent', 'X', 'mmc-pack.json')));
    assert.deepEqual(fs.readdirSync(path.join(root, 'no', 'such', 'parent')), ['X'], 'no temporary folder is left');
    const again = await nova(root, 'import', 'p.mrpack', '--into', 'no/such/parent/X');
    assert.equal(again.code, 2);
    assert.match(again.stderr, /already exists; an import only creates a new instance folder/);
    await fs.promises.writeFile(path.join(root, 'a-file'), 'x');
    const underFile = await nova(root, 'import', 'p.mrpack', '--into', 'a-file/X');
    assert.equal(underFile.code, 2);
    assert.match(underFile.stderr, /a-file is a file, not a folder/);
  });

  it('leaves no parent folder behind when the archive is refused', async () => {
    await fs.promises.writeFile(path.join(root, 'not-a-pack.mrpack'), 'this is not a zip');
    const r = await nova(root, 'import', 'not-a-pack.mrpack', '--into', 'fresh/parents/Y');
    assert.equal(r.code, 2);
    assert.ok(!fs.existsSync(path.join(root, 'fresh')), 'the missing parents were not created');
  });
});
