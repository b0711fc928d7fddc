import * as assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { importModpack } from '../../../src/core/packs/modpackImporter';
import { UntrustedArchive } from '../../../src/core/archive/untrustedArchive';
import { removeStaleTemps, tempPathFor } from '../../../src/core/fs/staleTemp';
import { buildRawZip, type RawZipEntry } from '../fixtures/rawZip';
import { makeTempDir, removeTempDir } from '../fixtures/zipBuilder';
import { runNova } from '../fixtures/cliRun';
import { assertCleanRun, within } from './hostileInputs';

const INDEX = JSON.stringify({
  formatVersion: 1,
  game: 'minecraft',
  versionId: '1',
  name: 'Lies',
  files: [],
  dependencies: { minecraft: '1.20.1' },
});

/** Sets the end record's entry counts (a 16-bit field) to `count`, as a pack that wrapped or lies would. */
function claimEntries(zip: Buffer, count: number): Buffer {
  const copy = Buffer.from(zip);
  copy.writeUInt16LE(count & 0xffff, copy.length - 22 + 8);
  copy.writeUInt16LE(count & 0xffff, copy.length - 22 + 10);
  return copy;
}

/** Issue 16, defects 15, 18 and 21 (modes, all-pairs): import trusts the central directory and cleans up. */
describe('hostile imports', function () {
  this.timeout(60_000);
  let dir: string;
  beforeEach(async () => {
    dir = await makeTempDir('nova-import-hostile-');
  });
  afterEach(() => removeTempDir(dir));

  it('a FIFO or a device named as the archive is refused at once, for import and diff (found by the hunt)', async () => {
    const fifo = path.join(dir, 'pack.mrpack');
    execFileSync('mkfifo', [fifo]);
    const sides = [fifo, ...(fs.existsSync('/dev/zero') ? ['/dev/zero'] : [])];
    for (const archive of sides) {
      const run = await within(20_000, 'nova import', () =>
        runNova(dir, ['import', archive, '--into', path.join(dir, 'Out')]),
      );
      assertCleanRun(run);
      assert.equal(run.code, 2);
      assert.match(run.stderr, /not a zip archive|not a file|not a regular file/);
      const diff = await within(20_000, 'nova diff', () => runNova(dir, ['diff', archive, archive]));
      assertCleanRun(diff);
      assert.equal(diff.code, 2);
    }
    assert.ok(!fs.existsSync(path.join(dir, 'Out')));
  });

  it('a pack whose end record declares 3 of its 11 entries imports all 10 config files', async () => {
    const entries: RawZipEntry[] = [{ name: 'modrinth.index.json', data: INDEX }];
    for (let i = 0; i < 10; i++) entries.push({ name: `overrides/config/c${i}.toml`, data: `k = ${i}\n` });
    const archive = path.join(dir, 'lies.mrpack');
    await fs.promises.writeFile(archive, claimEntries(buildRawZip(entries), 3));
    const result = await importModpack(archive, path.join(dir, 'Lies'));
    assert.equal(result.files, 10);
    assert.equal((await fs.promises.readdir(path.join(result.gameDir, 'config'))).length, 10);
  });

  it('99,001 entries without ZIP64 (the 16-bit count wrapped to 33,465) are all seen', async () => {
    const entries: RawZipEntry[] = [{ name: 'modrinth.index.json', data: INDEX }];
    for (let i = 0; i < 99_000; i++) entries.push({ name: `overrides/config/f${i}`, data: '' });
    const archive = path.join(dir, 'wrapped.mrpack');
    await fs.promises.writeFile(archive, claimEntries(buildRawZip(entries), 99_001));
    const started = Date.now();
    const zip = await UntrustedArchive.open(archive);
    try {
      assert.equal(zip.entries.length, 99_001);
    } finally {
      zip.close();
    }
    assert.ok(Date.now() - started < 45_000, `${Date.now() - started} ms`);
  });

  it('imported folders get the normal mode (umask), not 0700', async function () {
    if (process.platform === 'win32') this.skip();
    const entries: RawZipEntry[] = [
      { name: 'modrinth.index.json', data: INDEX },
      { name: 'overrides/config/a.toml', data: 'a = 1\n' },
    ];
    const archive = path.join(dir, 'modes.mrpack');
    await fs.promises.writeFile(archive, buildRawZip(entries));
    const result = await importModpack(archive, path.join(dir, 'Modes'));
    const umask = process.umask();
    const expected = 0o777 & ~umask;
    assert.equal((await fs.promises.stat(result.instance)).mode & 0o777, expected);
    assert.equal((await fs.promises.stat(path.join(result.gameDir, 'config'))).mode & 0o777, expected);
  });

  it('leftovers of a killed import or export are removed by the next run; live ones are kept', async () => {
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 100)']);
    await new Promise((resolve) => child.on('exit', resolve));
    const deadPid = child.pid as number;
    const dead = path.join(dir, `.Pack.nova-import-${deadPid}-abcdef012345`);
    await fs.promises.mkdir(path.join(dead, 'minecraft', 'config'), { recursive: true });
    await fs.promises.writeFile(path.join(dead, 'minecraft', 'config', 'x'), 'x');
    const legacy = path.join(dir, '.Old.nova-import-Ab12Cd');
    await fs.promises.mkdir(legacy);
    const deadExport = path.join(dir, `.out.mrpack.nova-tmp-${deadPid}-0123456789ab`);
    await fs.promises.writeFile(deadExport, 'partial');
    const live = tempPathFor(path.join(dir, 'Busy'), 'nova-import');
    await fs.promises.mkdir(live);
    const unrelated = path.join(dir, '.keep-me');
    await fs.promises.writeFile(unrelated, '');

    const entries: RawZipEntry[] = [{ name: 'modrinth.index.json', data: INDEX }];
    const archive = path.join(dir, 'next.mrpack');
    await fs.promises.writeFile(archive, buildRawZip(entries));
    await importModpack(archive, path.join(dir, 'Next'));
    const left = await fs.promises.readdir(dir);
    assert.ok(!left.includes(path.basename(dead)), left.join());
    assert.ok(!left.includes(path.basename(legacy)), left.join());
    assert.ok(!left.includes(path.basename(deadExport)), left.join());
    assert.ok(left.includes(path.basename(live)), 'a running import was removed');
    assert.ok(left.includes('.keep-me'));
    assert.equal(await removeStaleTemps(dir), 0);
  });
});
