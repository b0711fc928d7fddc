import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { runNova } from '../fixtures/cliRun';
import { writePrismInstance } from '../fixtures/instanceLayouts';
import { fabricJar } from '../fixtures/modJars';
import { makeTempDir, removeTempDir, writeText } from '../fixtures/zipBuilder';
import { assertCleanRun, deepJson, makeFifo, within } from './hostileInputs';

/**
 * Found by the issue-16 hunt: a `.nova-bisect.json` Nova cannot use (a FIFO, invalid or deeply nested JSON), or a
 * game folder that is a file, ended `nova bisect` with "unexpected error" (or hung on the FIFO).
 */
describe('hostile bisect state', function () {
  this.timeout(30_000);
  let root: string;
  let game: string;
  beforeEach(async () => {
    root = await makeTempDir('nova-bisect-hostile-');
    await writePrismInstance(path.join(root, 'pack'), {
      name: 'Pack',
      minecraft: '1.20.1',
      loader: { type: 'fabric', version: '0.15.7' },
      mods: { 'a.jar': await fabricJar({ id: 'a' }), 'b.jar': await fabricJar({ id: 'b' }) },
    });
    game = path.join(root, 'pack', 'minecraft');
  });
  afterEach(() => removeTempDir(root));

  const state = path.join('pack', 'minecraft', '.nova-bisect.json');
  const cases: Array<[string, () => Promise<void> | void]> = [
    ['a FIFO', () => makeFifo(path.join(root, state))],
    ['not JSON', () => writeText(path.join(root, state), '{{{')],
    ['JSON nested 100,000 deep', () => writeText(path.join(root, state), deepJson(100_000))],
  ];
  for (const [what, make] of cases) {
    it(`a state file that is ${what} is a usage error naming the file`, async () => {
      await make();
      const run = await within(20_000, 'nova bisect good', () => runNova(root, ['bisect', 'good', 'pack']));
      assertCleanRun(run);
      assert.equal(run.code, 2);
      assert.match(run.stderr, /\.nova-bisect\.json/);
    });
  }

  it('a state file linked to a file outside the game folder is never read, even a valid state', async () => {
    const outside = await makeTempDir('nova-bisect-state-outside-');
    try {
      assert.equal((await runNova(root, ['bisect', 'start', 'pack'])).code, 0);
      // The real state moves outside and a link takes its place: were it read, `good` would go on and rename jars.
      const moved = path.join(outside, 'state.json');
      fs.renameSync(path.join(root, state), moved);
      fs.symlinkSync(moved, path.join(root, state));
      const before = fs.readdirSync(path.join(game, 'mods')).sort();
      for (const action of ['good', 'bad', 'reset']) {
        const run = await within(20_000, `nova bisect ${action}`, () => runNova(root, ['bisect', action, 'pack']));
        assertCleanRun(run);
        assert.equal(run.code, 2, `${action}: ${run.stdout}`);
        assert.match(run.stderr, /\.nova-bisect\.json resolves to a place outside/);
      }
      assert.deepEqual(fs.readdirSync(path.join(game, 'mods')).sort(), before);
    } finally {
      await removeTempDir(outside);
    }
  });

  it('a game folder that is a file is a usage error, not a Nova bug', async () => {
    fs.rmSync(game, { recursive: true });
    fs.writeFileSync(game, 'not a folder');
    for (const action of ['start', 'good', 'reset']) {
      const run = await runNova(root, ['bisect', action, 'pack']);
      assertCleanRun(run);
      assert.equal(run.code, 2, `${action}: ${run.stderr}`);
    }
  });
});
