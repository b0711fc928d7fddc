import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { MAX_SCANNED_FILES } from '../../../src/core/mods/modScanner';
import { runNova } from '../fixtures/cliRun';
import { makeTempDir, removeTempDir, writeText } from '../fixtures/zipBuilder';

/** A mods folder past the scan's file budget is read in part; `check` and `mods` must say so, never cut silently. */
describe('a mods folder with more files than a scan reads', () => {
  let root: string;
  const extra = 3;

  before(async function () {
    this.timeout(120_000);
    root = await makeTempDir();
    const dir = path.join(root, 'Huge');
    await writeText(path.join(dir, 'instance.cfg'), '[General]\nInstanceType=OneSix\nname=Huge\n');
    await writeText(
      path.join(dir, 'mmc-pack.json'),
      JSON.stringify({ formatVersion: 1, components: [{ uid: 'net.minecraft', version: '1.20.1' }] }),
    );
    const mods = path.join(dir, 'minecraft', 'mods');
    await fs.promises.mkdir(mods, { recursive: true });
    for (let i = 0; i < MAX_SCANNED_FILES + extra; i++)
      fs.writeFileSync(path.join(mods, `m${String(i).padStart(6, '0')}.jar`), '');
  });

  after(() => removeTempDir(root));

  it('nova check warns how many files were left unchecked, in English and Chinese', async function () {
    this.timeout(120_000);
    const run = await runNova(root, ['check', '.', '--json']);
    assert.ok(run.code === 0 || run.code === 1, run.stderr);
    const json = JSON.parse(run.stdout) as { problems: Array<{ code: string; message: string }> };
    const cut = json.problems.filter((p) => p.message.includes('did not check the other 3'));
    assert.equal(cut.length, 1, 'one warning for the cut folder');
    assert.match(cut[0]?.message ?? '', /holds 10,003 mod files; Nova read the first 10,000/);
    const zh = await runNova(root, ['check', '.', '--json', '--lang', 'zh-cn']);
    const zhJson = JSON.parse(zh.stdout) as { problems: Array<{ message: string }> };
    assert.ok(zhJson.problems.some((p) => p.message.includes('其余 3 个没有检查')));
  });

  it('nova mods lists the files it read and says on stderr that the rest were left out', async function () {
    this.timeout(120_000);
    const run = await runNova(root, ['mods', 'Huge', '--json']);
    assert.equal(run.code, 0, run.stderr);
    const json = JSON.parse(run.stdout) as { mods: unknown[] };
    assert.equal(json.mods.length, MAX_SCANNED_FILES);
    assert.match(run.stderr, /warning .*did not check the other 3/);
  });
});
