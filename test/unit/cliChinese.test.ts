import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as net from 'node:net';
import * as path from 'node:path';
import { cliCommands } from '../../src/cli/cliCommands';
import { englishSentences } from './fixtures/englishText';
import { runNova, type CliRun } from './fixtures/cliRun';
import { fabricJar, forgeToml, tomlJar, writeJar } from './fixtures/modJars';
import { makeTempDir, removeTempDir, writeText, writeZip } from './fixtures/zipBuilder';

const CJK = /[\u4e00-\u9fff]/;

/** Names written into the workspace: facts, shown verbatim in every language. */
const FACTS = ['Broken Pack'];

/** What a run printed for people: every line of it must be Chinese, facts aside. */
function peopleLines(run: CliRun): string {
  return `${run.stdout}\n${run.stderr}`;
}

/** Export and import runs that must print warnings, so their Chinese is checked (packWarningMessages.ts). */
const WARNED = new Set([
  'export instances/Broken --out pack.mrpack',
  'export instances/Broken --out pack-cf.zip --format curseforge',
  'import warned.mrpack --into instances/Warned',
  'import warned.zip --into instances/WarnedCf',
]);

describe('every nova command under --lang zh-CN', () => {
  let root = '';

  before(async () => {
    root = await makeTempDir();
    const dir = path.join(root, 'instances', 'Broken');
    await writeText(path.join(dir, 'instance.cfg'), '[General]\nInstanceType=OneSix\nname=Broken Pack\n');
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
    await writeJar(path.join(mods, 'alpha-1.0.jar'), fabricJar({ id: 'alpha', version: '1.0.0' }));
    await writeJar(path.join(mods, 'alpha-1.1.jar'), fabricJar({ id: 'alpha', version: '1.1.0' }));
    await writeJar(path.join(mods, 'needs-jei.jar'), fabricJar({ id: 'needsjei', depends: { jei: '>=15' } }));
    await writeJar(path.join(mods, 'forgeonly.jar'), tomlJar(forgeToml('forgeonly', '1.0.0')));
    await writeText(path.join(mods, 'empty.jar'), '');
    await writeText(
      path.join(dir, 'minecraft', 'crash-reports', 'crash-2024-01-01_00.00.00-client.txt'),
      '---- Minecraft Crash Report ----\nDescription: Mod loading\n\njava.lang.NoClassDefFoundError: net/minecraft/client/Foo\n\tat alpha.Mixin.foo(Mixin.java:1)\n',
    );
    await writeText(path.join(root, 'empty', 'note.txt'), 'not an instance');
    // Packs whose import warns: an unknown dependency, two loaders, a server-only file, an optional file, a file both
    // listed and embedded, downloads left pending offline; a CurseForge manifest without a type or loader version.
    const sha1 = 'a'.repeat(40);
    const sha512 = 'b'.repeat(128);
    const cdn = 'https://cdn.modrinth.com/data/AAAAAAAA/versions/BBBBBBBB';
    await writeZip(path.join(root, 'warned.mrpack'), {
      'modrinth.index.json': JSON.stringify({
        formatVersion: 1,
        game: 'minecraft',
        versionId: '1',
        name: 'Warned',
        dependencies: { minecraft: '1.20.1', 'fabric-loader': '0.15.7', forge: '47.1.0', weird: 'x' },
        files: [
          { path: 'mods/a.jar', hashes: { sha1, sha512 }, fileSize: 10, downloads: [`${cdn}/a.jar`] },
          { path: 'mods/none.jar', hashes: { sha1, sha512 }, fileSize: 10, downloads: [] },
          { path: 'mods/s.jar', hashes: { sha1, sha512 }, fileSize: 10, env: { client: 'unsupported' } },
          {
            path: 'mods/o.jar',
            hashes: { sha1, sha512 },
            fileSize: 10,
            env: { client: 'optional' },
            downloads: [`${cdn}/o.jar`],
          },
          { path: 'mods/emb.jar', hashes: { sha1, sha512 }, fileSize: 10, downloads: [`${cdn}/emb.jar`] },
        ],
      }),
      'overrides/mods/emb.jar': 'x',
    });
    await writeZip(path.join(root, 'warned.zip'), {
      'manifest.json': JSON.stringify({
        minecraft: { version: '1.20.1', modLoaders: [{ id: 'forge-recommended', primary: true }] },
        name: 'Warned CF',
        files: [{ projectID: 1, fileID: 2, required: false }, { projectID: 'x' }],
        overrides: 'ov',
      }),
    });
  });

  after(() => removeTempDir(root));

  const X = 'instances/Broken';
  const RUNS: string[][] = [
    [],
    ['--help'],
    ['help'],
    ['nope'],
    ...cliCommands.map((c) => [c.name, '--help']),
    ['instances'],
    ['instances', 'empty'],
    ['instances', 'missing-folder'],
    ['mods', X],
    ['mods'],
    ['mods', 'empty'],
    ['check'],
    ['check', X],
    ['check', '--format', 'x'],
    ['check', '--json', '--format', 'sarif'],
    ['check', '--nope'],
    ['env', X],
    ['diff'],
    ['diff', X, X],
    ['diff', X, 'nowhere.mrpack'],
    ['crash', X],
    ['crash'],
    ['crash', 'nowhere.log'],
    ['crash', 'empty'],
    ['export', X],
    ['export', X, '--out', 'pack.mrpack'],
    ['export', X, '--out', 'pack.zip', '--format', 'tar'],
    ['import'],
    ['import', 'nowhere.mrpack', '--into', 'new'],
    ['import', 'pack.mrpack'],
    ['refresh', X],
    ['bisect'],
    ['bisect', 'start', X],
    ['bisect', 'reset', X],
    ['tools'],
    ['tools', '--host', 'emacs'],
    ['tools', 'extra'],
    ['ask'],
    ['ask', 'Why does it crash?'],
    ['mcp', '.', 'extra'],
    ['mcp', 'missing-folder'],
    ['mods', X, '--nope'],
    ['content', X],
    ['content', X, 'alpha', '--kind', 'item'],
    ['content', X, 'x', '--kind', 'nope'],
    ['content'],
    ['check', X, '--release', 'modrinth'],
    ['check', X, '--release', 'curseforge'],
    ['check', X, '--release', 'nope'],
    ['env', X, '--java', 'no-such-java'],
    ['diff', X, X, '--notes'],
    ['export'],
    ['export', X, '--out', 'pack-cf.zip', '--format', 'curseforge'],
    ['export', X, '--out', 'pack-all.mrpack', '--include-disabled'],
    ['import', 'pack.mrpack', '--into', 'instances/Imported'],
    ['import', 'pack.mrpack', '--into', 'instances/Imported2', '--format', 'nope'],
    ['import', 'warned.mrpack', '--into', 'instances/Warned'],
    ['import', 'warned.zip', '--into', 'instances/WarnedCf'],
    ['import', 'warned.mrpack', '--into', 'instances/WarnedPw', '--format', 'packwiz'],
    ['server-pack'],
    ['server-pack', X],
    ['server-pack', X, '--set-sides'],
    ['server-pack', X, '--out', 'server'],
    ['server-pack', X, '--out', 'server.zip', '--format', 'zip'],
    ['server-pack', X, '--parity', 'nowhere'],
    ['refresh', X, '--check'],
    ['bisect', 'good', X],
    ['bisect', 'bad', X],
    ['bisect', 'nope', X],
    ['updates'],
    ['upgrade-plan', X],
    ['publish'],
    ['publish', X, '--modrinth', 'my-pack', '--version-number', '1.0.0'],
    ['ask', 'Why?', '--timeout', 'soon'],
  ];

  /** Commands that go online: pointed at a port where nothing listens, so each prints its "cannot reach" error. */
  const ONLINE_RUNS: string[][] = [
    ['updates', X],
    ['upgrade-plan', X, '--to', '1.21.1'],
    ['check', X, '--release', 'modrinth', '--online'],
    ['publish', X, '--modrinth', 'my-pack', '--version-number', '1.0.0'],
    ['ask', 'Why does it crash?', '--offline'],
  ];
  let closed = '';
  before(async () => {
    const server = net.createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    closed = `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`;
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  for (const argv of ONLINE_RUNS) {
    it(`nova ${argv.join(' ')} against servers that do not answer prints no English sentence`, async () => {
      const run = await runNova(root, ['--lang', 'zh-CN', ...argv], {
        NOVA_MODRINTH_URL: closed,
        MODRINTH_TOKEN: 'mrp_test',
        OPENAI_BASE_URL: `${closed}/v1`,
        OPENAI_API_KEY: 'sk-test',
      });
      const text = peopleLines(run);
      assert.notEqual(run.code, 0, `it failed, as nothing answers:\n${text}`);
      assert.match(text, CJK, `no Chinese at all:\n${text}`);
      assert.deepEqual(englishSentences(text, FACTS), [], text);
    });
  }

  it('nova export --online with Modrinth not answering warns of the failed lookup in Chinese', async () => {
    const argv = ['export', X, '--out', 'pack-online.mrpack', '--online'];
    const run = await runNova(root, ['--lang', 'zh-CN', ...argv], { NOVA_MODRINTH_URL: closed });
    const text = peopleLines(run);
    assert.equal(run.code, 0, text);
    assert.match(text, /^警告 整合包已写出，但 Modrinth 查询失败/m, text);
    assert.deepEqual(englishSentences(text, FACTS), [], text);
  });

  for (const argv of RUNS) {
    it(`nova ${argv.join(' ') || '(no arguments)'} prints no English sentence`, async () => {
      const run = await runNova(root, ['--lang', 'zh-CN', ...argv]);
      const text = peopleLines(run);
      assert.match(text, CJK, `no Chinese at all:\n${text}`);
      if (WARNED.has(argv.join(' '))) assert.match(text, /^警告 /m, `no warning, so none was checked:\n${text}`);
      assert.deepEqual(englishSentences(text, FACTS), [], text);
    });
  }

  it('follows LANG=zh_CN.UTF-8 without --lang, and stays English by default', async () => {
    const zh = await runNova(root, ['check', X], { LANG: 'zh_CN.UTF-8' });
    assert.match(zh.stdout, /已检查 1 个实例：\d+ 个错误/);
    assert.deepEqual(englishSentences(zh.stdout, FACTS), []);
    const en = await runNova(root, ['check', X]);
    assert.doesNotMatch(en.stdout, CJK);
    assert.match(en.stdout, /1 instance checked: \d+ errors, 0 warnings, 0 info\./);
  });

  it('prints one command’s help for nova COMMAND --help, in each language', async () => {
    const zh = await runNova(root, ['--lang', 'zh-CN', 'export', '--help']);
    assert.equal(zh.code, 0);
    assert.match(zh.stdout, /^用法： nova export INSTANCE --out FILE/);
    const en = await runNova(root, ['export', '--help']);
    assert.equal(en.code, 0);
    assert.match(
      en.stdout,
      /^Usage: nova export INSTANCE --out FILE[^\n]*\n {2}write a \.mrpack or CurseForge modpack archive\n/,
    );
  });

  it('finds an English sentence where there is one (the detector can fail)', () => {
    assert.deepEqual(englishSentences('警告 The pack has 5 problems'), ['The pack has']);
    assert.deepEqual(englishSentences('已检查 1 个实例：needsjei 需要 jei 的版本 >=15'), []);
    assert.deepEqual(englishSentences("未知命令 'this is quoted'。"), []);
    assert.deepEqual(englishSentences('Broken Pack and more', ['Broken Pack']), []);
    assert.deepEqual(englishSentences('ID  NAME  LAYOUT'), []);
  });
});
