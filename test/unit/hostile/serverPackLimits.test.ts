import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { refuseOversizedFiles, ServerPackTooLargeError } from '../../../src/core/serverPacks/serverPackFiles';
import { runNova } from '../fixtures/cliRun';
import { writePrismInstance } from '../fixtures/instanceLayouts';
import { fabricJar } from '../fixtures/modJars';
import { makeTempDir, removeTempDir, writeText } from '../fixtures/zipBuilder';
import { assertCleanRun, within } from './hostileInputs';

/**
 * Server packs hold only what a pack may (found by the session-30 audit): a sparse 50 GB file in `config/` made
 * `nova server-pack` copy (or compress) it for minutes and fill the disk, names a Windows server cannot create
 * (`aux.txt`, a line break) were copied as they were, and `nova check --release` met the export's size refusal as
 * "unexpected error". Each shape is built here.
 */
describe('server packs on hostile game folders', function () {
  this.timeout(60_000);
  let root: string;
  let game: string;
  beforeEach(async () => {
    root = await makeTempDir('nova-sp-hostile-');
    await writePrismInstance(path.join(root, 'p'), {
      name: 'p',
      minecraft: '1.20.1',
      loader: { type: 'fabric', version: '0.15.7' },
      mods: { 'a.jar': await fabricJar({ schemaVersion: 1, id: 'amod', version: '1.0.0', environment: '*' }) },
    });
    game = path.join(root, 'p', 'minecraft');
    await writeText(path.join(game, 'config', 'a.toml'), 'a = 1\n');
  });
  afterEach(async () => {
    await removeTempDir(root);
  });

  const sparse = async (file: string, bytes: number): Promise<void> => {
    await fs.promises.mkdir(path.dirname(file), { recursive: true });
    const handle = await fs.promises.open(file, 'w');
    await handle.truncate(bytes);
    await handle.close();
  };

  for (const format of ['folder', 'zip'] as const) {
    it(`a sparse 50 GB config file refuses the ${format} server pack at once, naming it, and writes nothing`, async () => {
      await sparse(path.join(game, 'config', 'huge.bin'), 50 * 1024 ** 3);
      const out = path.join(root, format === 'zip' ? 'server.zip' : 'server');
      for (const lang of ['en', 'zh-CN']) {
        const run = await within(20_000, 'nova server-pack', () =>
          runNova(root, ['server-pack', 'p', '--out', out, '--format', format, '--lang', lang]),
        );
        assertCleanRun(run);
        assert.equal(run.code, 2, run.stderr);
        assert.match(run.stderr, /config\/huge\.bin/);
        assert.match(run.stderr, lang === 'en' ? /no server pack was written/ : /没有写出服务端包/);
      }
      assert.deepEqual(
        fs.readdirSync(root).filter((n) => n !== 'p'),
        [],
        'neither the pack nor a temporary file is left',
      );
    });
  }

  it('names a Windows server cannot create are left out and said, the rest is written', async () => {
    await writeText(path.join(game, 'config', 'aux.txt'), 'x');
    await writeText(path.join(game, 'config', 'line\nbreak.toml'), 'x');
    await writeText(path.join(game, 'kubejs', 'server_scripts', 'trailing.js.'), 'x');
    const out = path.join(root, 'server');
    const run = await runNova(root, ['server-pack', 'p', '--out', out, '--json']);
    assertCleanRun(run);
    const report = JSON.parse(run.stdout) as { skipped: string[] };
    const skipped = report.skipped.join('\n');
    for (const name of ['config/aux.txt', 'config/line', 'kubejs/server_scripts/trailing.js.'])
      assert.ok(skipped.includes(name), `${name} is said to be left out: ${skipped}`);
    assert.equal(fs.readFileSync(path.join(out, 'config', 'a.toml'), 'utf8'), 'a = 1\n');
    assert.equal(fs.existsSync(path.join(out, 'config', 'aux.txt')), false);
    assert.equal(fs.existsSync(path.join(out, 'mods', 'a.jar')), true);
  });

  it('nova check --release says an oversized file plainly (exit 2), never "unexpected error"', async () => {
    await sparse(path.join(game, 'config', 'huge.bin'), 50 * 1024 ** 3);
    const run = await within(20_000, 'nova check --release', () =>
      runNova(root, ['check', 'p', '--release', 'modrinth']),
    );
    assertCleanRun(run);
    assert.equal(run.code, 2);
    assert.match(run.stderr, /config\/huge\.bin is 51200\.0 MB/);
  });

  it('the size rule refuses one file over the entry limit and a total over the pack limit', () => {
    const limits = { maxEntryBytes: 100, maxTotalBytes: 250 };
    const file = (rel: string, size: number) => ({ rel, abs: `/x/${rel}`, size });
    assert.doesNotThrow(() => refuseOversizedFiles([file('a', 100), file('b', 100)], limits));
    assert.throws(
      () => refuseOversizedFiles([file('a', 10), file('config/big', 101)], limits),
      (e: unknown) => e instanceof ServerPackTooLargeError && /config\/big is 101 B/.test(e.message),
    );
    assert.throws(
      () => refuseOversizedFiles([file('a', 100), file('b', 100), file('c', 100)], limits),
      (e: unknown) => e instanceof ServerPackTooLargeError && /come to 300 B/.test(e.message),
    );
  });
});
