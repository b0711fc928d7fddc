import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { runNova } from '../fixtures/cliRun';
import { manyModsPack, writePackwizPack } from '../fixtures/packwizProjects';
import { makeTempDir, removeTempDir } from '../fixtures/zipBuilder';
import { assertCleanRun, hasDevZero, makeFifo, within } from './hostileInputs';

/**
 * Found by the issue-16 hunt: packwiz files were read with a plain readFile, so a FIFO as pack.toml, index.toml,
 * a metafile or .packwizignore hung `check`, `mods`, `refresh` and `export` forever, and a link to /dev/zero grew
 * without bound. They go through readRegularFile now (src/core/packwiz/packFile.ts).
 */
describe('hostile packwiz files', function () {
  this.timeout(60_000);
  let root: string;
  let pack: string;
  beforeEach(async () => {
    root = await makeTempDir('nova-pwfiles-');
    pack = path.join(root, 'pack');
    const fixture = manyModsPack(3);
    writePackwizPack(pack, { ...fixture, files: { 'config/a.toml': 'a = 1\n' }, packwizignore: '# none\n' });
  });
  afterEach(() => removeTempDir(root));

  const commands = (out: string): string[][] => [
    ['check', 'pack', '--json'],
    ['mods', 'pack', '--json'],
    ['refresh', 'pack', '--check', '--json'],
    ['export', 'pack', '--out', out, '--json'],
  ];

  const replaceWith = (rel: string, kind: 'fifo' | 'zero'): void => {
    const file = path.join(pack, ...rel.split('/'));
    fs.rmSync(file);
    if (kind === 'fifo') makeFifo(file);
    else fs.symlinkSync('/dev/zero', file);
  };

  for (const rel of ['index.toml', 'mods/mod-001.pw.toml', '.packwizignore', 'pack.toml']) {
    for (const kind of ['fifo', 'zero'] as const) {
      it(`${rel} as ${kind === 'fifo' ? 'a FIFO' : 'a link to /dev/zero'}: every command ends with a message`, async function () {
        if (kind === 'zero' && !hasDevZero()) this.skip();
        replaceWith(rel, kind);
        for (const [i, argv] of commands(path.join(root, 'out.mrpack')).entries()) {
          const run = await within(20_000, argv.join(' '), () => runNova(root, argv));
          assertCleanRun(run);
          fs.rmSync(path.join(root, 'out.mrpack'), { force: true });
          if (rel === 'index.toml' && i === 2)
            assert.match(
              run.stderr,
              /index\.toml( is not a regular file| is a symbolic link that points outside|.* resolves to .*, outside the pack folder)/,
            );
        }
      });
    }
  }

  it('a file linked to /dev/zero or a FIFO inside the pack is never hashed by refresh', async function () {
    if (!hasDevZero()) this.skip();
    fs.symlinkSync('/dev/zero', path.join(pack, 'config', 'zero.cfg'));
    makeFifo(path.join(pack, 'config', 'fifo.cfg'));
    const run = await within(20_000, 'nova refresh', () => runNova(root, ['refresh', 'pack', '--json']));
    assertCleanRun(run);
    assert.equal(run.code, 0, run.stderr);
    const index = fs.readFileSync(path.join(pack, 'index.toml'), 'utf8');
    assert.match(index, /config\/a\.toml/);
    assert.doesNotMatch(index, /zero\.cfg|fifo\.cfg/);
  });

  it('refresh never hashes or indexes a file linked from outside the pack; a link inside is indexed', async () => {
    const outside = await makeTempDir('nova-pwfiles-outside-');
    try {
      fs.writeFileSync(path.join(outside, 'kube.toml'), 'token = "secret"\n');
      fs.symlinkSync(path.join(outside, 'kube.toml'), path.join(pack, 'config', 'kube.toml'));
      fs.symlinkSync('a.toml', path.join(pack, 'config', 'alias.toml'));
      const check = await within(20_000, 'nova refresh --check', () =>
        runNova(root, ['refresh', 'pack', '--check', '--json']),
      );
      assertCleanRun(check);
      assert.doesNotMatch(check.stdout, /kube\.toml/);
      const run = await within(20_000, 'nova refresh', () => runNova(root, ['refresh', 'pack', '--json']));
      assertCleanRun(run);
      assert.equal(run.code, 0, run.stderr);
      const index = fs.readFileSync(path.join(pack, 'index.toml'), 'utf8');
      assert.doesNotMatch(index, /kube\.toml/);
      assert.match(index, /config\/alias\.toml/);
    } finally {
      await removeTempDir(outside);
    }
  });
});
