import * as assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { englishSentences } from './fixtures/englishText';
import { runNova, type CliRun } from './fixtures/cliRun';
import { writePrismInstance } from './fixtures/instanceLayouts';
import { fabricJar } from './fixtures/modJars';
import { makeTempDir, removeTempDir, writeText, writeZip } from './fixtures/zipBuilder';

const CJK = /[\u4e00-\u9fff]/;

/** What a run printed for people. */
function shown(run: CliRun): string {
  return `${run.stdout}\n${run.stderr}`;
}

/**
 * Refusals that come from the core (hostile and corrupt archives, a log that is not a file, malformed packwiz files,
 * an export onto an existing file) under `--lang zh-CN`: each is said in Chinese, facts aside, and in English without
 * the flag. Each run leaves nothing behind where it was refused.
 */
describe('core refusals in the CLI under --lang zh-CN', () => {
  let root = '';

  before(async () => {
    root = await makeTempDir();
    const dir = path.join(root, 'instances', 'Pack');
    await writePrismInstance(dir, {
      name: 'Pack',
      minecraft: '1.20.1',
      loader: { type: 'fabric', version: '0.15.7' },
      mods: { 'alpha.jar': await fabricJar({ id: 'alpha', version: '1.0.0' }) },
    });
    await writeText(path.join(root, 'exists.mrpack'), 'already here');
    // An archive that is not a zip, one whose entry is a symbolic link, one with no pack index, and one whose index
    // is not JSON or has an unsupported format version.
    await writeText(path.join(root, 'garbage.mrpack'), 'this is not a zip archive at all, just text\n'.repeat(20));
    await writeZip(path.join(root, 'link.mrpack'), [
      ['modrinth.index.json', '{}'],
      ['overrides/evil', '/etc/passwd', { mode: 0o120777 }],
    ]);
    await writeZip(path.join(root, 'readme.zip'), { 'README.txt': 'hello' });
    await writeZip(path.join(root, 'notjson.mrpack'), { 'modrinth.index.json': '{ not json' });
    await writeZip(path.join(root, 'future.mrpack'), {
      'modrinth.index.json': JSON.stringify({ formatVersion: 2, game: 'minecraft', dependencies: {}, files: [] }),
    });
    // packwiz packs: pack.toml that is not TOML; a metafile that is not TOML.
    await writeText(path.join(root, 'badpack', 'pack.toml'), 'name = "Bad\npack-format = "packwiz:1.1.0"\n');
    const good = path.join(root, 'badmeta');
    await writeText(
      path.join(good, 'pack.toml'),
      'name = "Meta"\npack-format = "packwiz:1.1.0"\n[index]\nfile = "index.toml"\nhash-format = "sha256"\nhash = ""\n[versions]\nminecraft = "1.20.1"\nfabric = "0.15.7"\n',
    );
    await writeText(
      path.join(good, 'index.toml'),
      'hash-format = "sha256"\n\n[[files]]\nfile = "mods/sodium.pw.toml"\nhash = ""\nmetafile = true\n',
    );
    await writeText(path.join(good, 'mods', 'sodium.pw.toml'), 'name = "Sodium"\nfilename = \n');
  });

  after(() => removeTempDir(root));

  /**
   * Runs `argv` in Chinese: it fails, prints `chinese`, and no English sentence; nothing appears at `into`. When
   * `chinese` captures a group, that is the zip or parser library's own detail: a fact quoted verbatim, not prose.
   */
  async function refusedInChinese(argv: string[], chinese: RegExp, into?: string): Promise<CliRun> {
    const run = await runNova(root, ['--lang', 'zh-CN', ...argv]);
    const text = shown(run);
    assert.notEqual(run.code, 0, text);
    assert.match(text, CJK, text);
    const found = chinese.exec(text);
    assert.ok(found !== null, `${String(chinese)} not in:\n${text}`);
    const detail = found[1];
    assert.deepEqual(englishSentences(text, ['Pack', ...(detail === undefined ? [] : [detail])]), [], text);
    if (into !== undefined) assert.ok(!fs.existsSync(path.join(root, into)), `${into} was written`);
    return run;
  }

  it('nova import of a file that is not a zip', async () => {
    await refusedInChinese(
      ['import', 'garbage.mrpack', '--into', 'instances/G'],
      /不是可读取的 zip 压缩包（([^）]+)）/,
      'instances/G',
    );
    const en = await runNova(root, ['import', 'garbage.mrpack', '--into', 'instances/G']);
    assert.match(en.stderr, /is not a readable zip archive/);
    assert.doesNotMatch(en.stderr, CJK);
  });

  it('nova import of a pack holding a symbolic link entry', async () => {
    await refusedInChinese(['import', 'link.mrpack', '--into', 'instances/L'], /是符号链接/, 'instances/L');
  });

  it('nova import of a zip that is no modpack, of an index that is not JSON, of an unknown format version', async () => {
    await refusedInChinese(['import', 'readme.zip', '--into', 'instances/R'], /不是 Modrinth 或 CurseForge 整合包/);
    await refusedInChinese(
      ['import', 'notjson.mrpack', '--into', 'instances/J'],
      /不是有效的 JSON（([^）]+)）；已拒绝该整合包/,
    );
    await refusedInChinese(['import', 'future.mrpack', '--into', 'instances/F'], /不支持 formatVersion 2/);
    await refusedInChinese(
      ['import', 'readme.zip', '--into', 'instances/P', '--format', 'packwiz'],
      /不是 \.mrpack/,
      'instances/P',
    );
  });

  it('nova import into a folder that already exists', async () => {
    await refusedInChinese(
      ['import', 'future.mrpack', '--into', 'instances/Pack'],
      /已存在；导入只会创建新的实例文件夹/,
    );
  });

  it('nova export onto a file that already exists leaves it as it was', async () => {
    await refusedInChinese(['export', 'instances/Pack', '--out', 'exists.mrpack'], /已存在；没有覆盖任何内容/);
    assert.equal(fs.readFileSync(path.join(root, 'exists.mrpack'), 'utf8'), 'already here');
  });

  it('nova crash on a named pipe refuses it without opening it', async function () {
    if (process.platform === 'win32') this.skip();
    const fifo = path.join(root, 'pipe.log');
    execFileSync('mkfifo', [fifo]);
    await refusedInChinese(['crash', 'pipe.log'], /是命名管道（FIFO），不是日志文件/);
  });

  it('nova refresh of a pack.toml that is not TOML quotes the parser and speaks Chinese around it', async () => {
    await refusedInChinese(
      ['refresh', 'badpack'],
      /pack\.toml 不是有效的 TOML（第 \d+ 行第 \d+ 列：([^）]+)）；packwiz 会拒绝加载它/,
    );
  });

  it('nova check of a packwiz metafile that is not TOML names it in Chinese', async () => {
    const run = await runNova(root, ['--lang', 'zh-CN', 'check', 'badmeta']);
    const text = shown(run);
    assert.match(text, /元文件 mods\/sodium\.pw\.toml 不是有效的 TOML/, text);
    assert.deepEqual(englishSentences(text, ['Meta', 'Sodium']), [], text);
    const en = await runNova(root, ['check', 'badmeta']);
    assert.match(en.stdout, /mods\/sodium\.pw\.toml is not valid TOML at line 2/);
  });
});
