import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { runNova } from '../fixtures/cliRun';
import { writePrismInstance } from '../fixtures/instanceLayouts';
import { makeTempDir, removeTempDir, writeText } from '../fixtures/zipBuilder';
import { assertCleanRun, makeFifo, within } from './hostileInputs';

/**
 * The content index reads `options.txt` (the enabled resource packs) and a ProbeJS dump. Found by the session-30
 * audit: both were read with a plain `readFile`, so a named pipe as `options.txt` blocked `nova content`,
 * find_content (`nova ask`, `nova mcp`) for ever, and a dump linked outside the game folder was read.
 */
describe('content index: special files where it reads', function () {
  this.timeout(60_000);
  let root: string;
  let outside: string;
  beforeEach(async () => {
    root = await makeTempDir('nova-content-special-');
    outside = await makeTempDir('nova-content-out-');
  });
  afterEach(async () => {
    await removeTempDir(root);
    await removeTempDir(outside);
  });

  it('a FIFO as options.txt: nova content ends with an answer', async () => {
    const game = path.join(
      await writePrismInstance(path.join(root, 'p'), { name: 'p', minecraft: '1.20.1' }),
      'minecraft',
    );
    makeFifo(path.join(game, 'options.txt'));
    const run = await within(30_000, 'nova content', () => runNova(root, ['content', 'p', 'stone', '--json']));
    assertCleanRun(run);
  });

  it('a ProbeJS dump linked outside the game folder is not read', async () => {
    const game = path.join(
      await writePrismInstance(path.join(root, 'p'), { name: 'p', minecraft: '1.20.1' }),
      'minecraft',
    );
    const dump = await writeText(path.join(outside, 'globals.d.ts'), 'export type Item = "zqxsecret:item";\n');
    fs.mkdirSync(path.join(game, 'kubejs', 'probe', 'generated'), { recursive: true });
    fs.symlinkSync(dump, path.join(game, 'kubejs', 'probe', 'generated', 'globals.d.ts'));
    const run = await within(30_000, 'nova content', () => runNova(root, ['content', 'p', 'zqxsecret', '--json']));
    assertCleanRun(run);
    assert.deepEqual((JSON.parse(run.stdout) as { matches: unknown[] }).matches, []);
  });
});
