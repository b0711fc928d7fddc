import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { runNova } from '../fixtures/cliRun';
import { writePrismInstance } from '../fixtures/instanceLayouts';
import { fabricJar } from '../fixtures/modJars';
import { makeTempDir, removeTempDir } from '../fixtures/zipBuilder';
import { assertCleanRun, within } from './hostileInputs';

/**
 * Found by the session-28 audit of issue 33 (item 12, misleading answers): `nova bisect start` on a pack whose
 * required dependencies loop through every mod refused with "Run `nova bisect reset INSTANCE` and start again",
 * though no bisect had started (reset then said none was running) and starting again meets the same loop.
 */
describe('bisect start on a pack whose dependencies loop through every mod', function () {
  this.timeout(120_000);
  let root: string;
  beforeEach(async () => {
    root = await makeTempDir('nova-bisect-loop-');
  });
  afterEach(() => removeTempDir(root));

  it('refuses, says nothing was changed, and leaves every jar and no state behind', async () => {
    const count = 450;
    const dir = await writePrismInstance(path.join(root, 'i'), { name: 'i', minecraft: '1.20.1' });
    const mods = path.join(dir, 'minecraft', 'mods');
    fs.mkdirSync(mods, { recursive: true });
    const id = (i: number): string => `m${String(i % count).padStart(4, '0')}`;
    for (let i = 0; i < count; i++)
      fs.writeFileSync(
        path.join(mods, `${id(i)}.jar`),
        await fabricJar({ schemaVersion: 1, id: id(i), version: '1.0.0', depends: { [id(i + 1)]: '*' } }),
      );
    const before = fs.readdirSync(mods).sort();
    const run = await within(60_000, 'bisect start', () => runNova(root, ['bisect', 'start', 'i']));
    assertCleanRun(run);
    assert.equal(run.code, 2, run.stdout + run.stderr);
    assert.match(run.stderr, /cannot split them; nothing was changed/);
    assert.doesNotMatch(run.stderr, /and start again/);
    assert.deepEqual(fs.readdirSync(mods).sort(), before);
    assert.ok(!fs.readdirSync(path.join(dir, 'minecraft')).some((f) => f.includes('bisect')));
  });
});
