import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { englishSentences } from './fixtures/englishText';
import { runNova, type CliRun } from './fixtures/cliRun';
import { writePrismInstance } from './fixtures/instanceLayouts';
import { fabricJar } from './fixtures/modJars';
import { makeTempDir, removeTempDir, writeZip } from './fixtures/zipBuilder';

const CJK = /[\u4e00-\u9fff]/;

function shown(run: CliRun): string {
  return `${run.stdout}\n${run.stderr}`;
}

/**
 * Issue 24: the reason the CLI's change applier (src/cli/nodeChangeApplier.ts) refuses a change is a message by id,
 * so under `--lang zh-CN` the whole line is Chinese (paths aside), and without the flag it keeps its English words.
 */
describe('the change applier’s refusals in the CLI under --lang zh-CN', function () {
  this.timeout(60_000);
  let root = '';
  let outside = '';

  beforeEach(async () => {
    root = await makeTempDir('nova-apply-zh-');
    outside = await makeTempDir('nova-apply-zh-outside-');
  });
  afterEach(async () => {
    await removeTempDir(root);
    await removeTempDir(outside);
  });

  it('nova bisect good after mods/ was swapped for a link outside: the link refusal in Chinese', async () => {
    const jars: Record<string, Buffer> = {};
    for (const name of ['a', 'b', 'c', 'd']) jars[`${name}.jar`] = await fabricJar({ id: name });
    await writePrismInstance(path.join(root, 'pack'), {
      name: 'Pack',
      minecraft: '1.20.1',
      loader: { type: 'fabric', version: '0.15.7' },
      mods: jars,
    });
    const mods = path.join(root, 'pack', 'minecraft', 'mods');
    assert.equal((await runNova(root, ['bisect', 'start', 'pack'])).code, 0);
    fs.cpSync(mods, path.join(outside, 'mods'), { recursive: true });
    fs.renameSync(mods, `${mods}-real`);
    fs.symlinkSync(path.join(outside, 'mods'), mods);
    const before = fs.readdirSync(path.join(outside, 'mods')).sort();

    const zh = await runNova(root, ['--lang', 'zh-CN', 'bisect', 'good', 'pack']);
    const text = shown(zh);
    assert.equal(zh.code, 2, text);
    assert.match(text, /经符号链接指向工作区文件夹之外的位置；Nova 只更改工作区文件夹内的文件/, text);
    assert.match(text, CJK);
    assert.deepEqual(englishSentences(text, ['Pack']), [], text);
    assert.deepEqual(fs.readdirSync(path.join(outside, 'mods')).sort(), before, 'nothing outside was renamed');

    const en = await runNova(root, ['bisect', 'good', 'pack']);
    assert.match(en.stderr, /resolves through a symbolic link to a place outside the workspace folders/);
    assert.doesNotMatch(en.stderr, CJK);
  });

  it('nova import into a folder under a dangling link: nothing imported, said in Chinese', async () => {
    await writeZip(path.join(root, 'empty.mrpack'), {
      'modrinth.index.json': JSON.stringify({
        formatVersion: 1,
        game: 'minecraft',
        versionId: '1.0.0',
        name: 'Empty',
        files: [],
        dependencies: { minecraft: '1.20.1', 'fabric-loader': '0.15.7' },
      }),
    });
    fs.symlinkSync(path.join(outside, 'gone', 'deeper'), path.join(root, 'dangling'));

    const zh = await runNova(root, ['--lang', 'zh-CN', 'import', 'empty.mrpack', '--into', 'dangling/New']);
    const text = shown(zh);
    assert.notEqual(zh.code, 0, text);
    assert.match(text, /经符号链接指向工作区文件夹之外的位置；Nova 只更改工作区文件夹内的文件；未导入任何内容。/, text);
    assert.deepEqual(englishSentences(text, ['Empty']), [], text);
    assert.ok(!fs.existsSync(path.join(outside, 'gone')), 'nothing was created through the link');

    const en = await runNova(root, ['import', 'empty.mrpack', '--into', 'dangling/New']);
    assert.match(
      en.stderr,
      /outside the workspace folders; Nova changes files only inside them; nothing was imported\./,
    );
    assert.doesNotMatch(en.stderr, CJK);
  });
});
