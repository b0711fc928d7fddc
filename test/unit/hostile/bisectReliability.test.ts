import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { nextTest } from '../../../src/core/bisect/bisectPlan';
import { runNova } from '../fixtures/cliRun';
import { writePrismInstance } from '../fixtures/instanceLayouts';
import { fabricJar } from '../fixtures/modJars';
import { makeTempDir, removeTempDir } from '../fixtures/zipBuilder';
import { assertCleanRun, hasDevZero, makeFifo, within } from './hostileInputs';

const STATE = '.nova-bisect.json';

/**
 * Issue 33 (items 4, 5, 9 and 12): a bisect state or a mods folder built to hurt — planted links at temporary names,
 * names leading out of mods/, devices and pipes in place of jars, 200,000 names, hand renames between steps,
 * concurrent starts and folders past the cap — each ends in its limit with a clear message and loses nothing.
 */
describe('hostile bisect: state files, temporary files and the mods folder', function () {
  this.timeout(60_000);
  let root: string;
  let game: string;
  let mods: string;
  beforeEach(async () => {
    root = await makeTempDir('nova-bisect-reliability-');
    const jars: Record<string, Buffer> = {};
    for (const name of ['a', 'b', 'c', 'd']) jars[`${name}.jar`] = await fabricJar({ id: name });
    await writePrismInstance(path.join(root, 'pack'), {
      name: 'Pack',
      minecraft: '1.20.1',
      loader: { type: 'fabric', version: '0.15.7' },
      mods: jars,
    });
    game = path.join(root, 'pack', 'minecraft');
    mods = path.join(game, 'mods');
  });
  afterEach(() => removeTempDir(root));

  const nova = async (...argv: string[]) => {
    const run = await within(20_000, `nova ${argv.join(' ')}`, () => runNova(root, argv));
    assertCleanRun(run);
    return run;
  };
  const snapshot = (dir: string): Record<string, string> => {
    const out: Record<string, string> = {};
    for (const name of fs.readdirSync(dir).sort()) out[name] = fs.readFileSync(path.join(dir, name)).toString('hex');
    return out;
  };
  const writeState = (state: object): void => fs.writeFileSync(path.join(game, STATE), JSON.stringify(state));
  const stateOf = (names: string[]): object => ({
    format: 1,
    startedAt: '2024-01-01T00:00:00.000Z',
    files: names.map((name) => ({ name, enabled: true, size: 1, sha512: 'x' })),
    mods: {},
    requires: {},
    candidates: names,
    suspects: names,
    covered: names.slice(0, Math.ceil(names.length / 2)),
    enabled: names,
    answers: [],
    culprit: null,
  });

  it('a link planted at the old predictable temporary name is never written through', async () => {
    const victim = path.join(root, 'victim.txt');
    fs.writeFileSync(victim, 'precious');
    // The name every older step wrote through, for this process and a few others.
    for (const pid of [process.pid, process.pid + 1, 1])
      fs.symlinkSync(victim, path.join(game, `${STATE}.nova-tmp-${pid}`));
    assert.equal((await nova('bisect', 'start', 'pack')).code, 0);
    assert.equal((await nova('bisect', 'good', 'pack')).code, 0);
    assert.equal((await nova('bisect', 'bad', 'pack')).code, 0);
    await nova('bisect', 'reset', 'pack');
    assert.equal(fs.readFileSync(victim, 'utf8'), 'precious');
    assert.ok(
      fs.lstatSync(path.join(game, `${STATE}.nova-tmp-${process.pid}`)).isSymbolicLink(),
      'the link is left alone',
    );
  });

  for (const [what, name] of [
    ['a ../ path', '../../../victim/important.txt'],
    ['an absolute path', '/tmp/victim-important.txt'],
    ['a bare ..', '..'],
    ['a name with a separator', 'sub/x.jar'],
  ] as const) {
    it(`a state naming ${what} is refused before anything is renamed`, async () => {
      const victimDir = path.join(root, 'victim');
      fs.mkdirSync(victimDir);
      fs.writeFileSync(path.join(victimDir, 'important.txt'), 'keep');
      writeState(stateOf(['a.jar', name]));
      const before = snapshot(mods);
      for (const action of ['good', 'bad', 'reset']) {
        const run = await nova('bisect', action, 'pack');
        assert.equal(run.code, 2, `${action}: ${run.stderr}`);
        assert.match(run.stderr, /not a bisect state Nova can use .*plain file name/);
      }
      assert.deepEqual(snapshot(mods), before);
      assert.deepEqual(fs.readdirSync(victimDir), ['important.txt']);
    });
  }

  it('a state of 200,000 names is refused in bounded time, and the halving itself is linear', async () => {
    const names = Array.from({ length: 200_000 }, (_, i) => `m${i}.jar`);
    // Compact, so it stays under the state file's size cap and reaches the checks of its content.
    writeState({ ...stateOf(names), files: [], covered: [], enabled: [] });
    const started = Date.now();
    const run = await nova('bisect', 'good', 'pack');
    assert.equal(run.code, 2);
    assert.match(run.stderr, /200000 entries, more than a bisect of at most 10000 files/);
    assert.ok(Date.now() - started < 10_000);
    // The planner's own loop on that many suspects (no links between them) finishes at once.
    const t = Date.now();
    const test = nextTest(names, names, {});
    assert.equal(test?.covered.length, 100_000);
    assert.ok(Date.now() - t < 5_000, `nextTest took ${Date.now() - t} ms`);
  });

  it('a state whose links chain 10,000 files stops with a clear message instead of running for minutes', async () => {
    const names = Array.from({ length: 10_000 }, (_, i) => `m${i}.jar`);
    const requires: Record<string, string[]> = {};
    for (let i = 1; i < names.length; i++) requires[names[i]!] = [names[i - 1]!];
    // The planner's halving on such links (reached once mods/ matches the state) refuses within its budget.
    const started = Date.now();
    assert.throws(() => nextTest(names, names, requires), /chains far longer than a real pack has/);
    assert.ok(Date.now() - started < 5_000, `took ${Date.now() - started} ms`);
    // And through the CLI it is a clean refusal, nothing renamed.
    writeState({ ...stateOf(names), files: [], requires });
    const run = await nova('bisect', 'good', 'pack');
    assert.equal(run.code, 2);
  });

  const replacements: Array<[string, (file: string) => void, () => boolean]> = [
    ['a link to /dev/zero', (file) => fs.symlinkSync('/dev/zero', file), hasDevZero],
    ['a FIFO', (file) => makeFifo(file), () => process.platform !== 'win32'],
  ];
  for (const [what, make, available] of replacements) {
    it(`reset with a jar replaced by ${what} ends, names it, and renames everything else back`, async function () {
      if (!available()) this.skip();
      assert.equal((await nova('bisect', 'start', 'pack')).code, 0);
      const enabled = fs.readdirSync(mods).find((n) => n.endsWith('.jar'))!;
      fs.renameSync(path.join(mods, enabled), path.join(root, 'kept.jar'));
      make(path.join(mods, enabled));
      const run = await nova('bisect', 'reset', 'pack');
      assert.equal(run.code, 1);
      assert.match(run.stderr, new RegExp(`${enabled.replace('.', '\\.')} is not a regular file`));
      assert.ok(!fs.readdirSync(mods).some((n) => n.endsWith('.disabled')), 'every disabled jar is back');
      assert.ok(!fs.existsSync(path.join(game, STATE)));
    });
    it(`start with ${what} in mods/ ends at once and never records it as a file to hash`, async function () {
      if (!available()) this.skip();
      make(path.join(mods, 'zz.jar'));
      const run = await nova('bisect', 'start', 'pack');
      if (run.code === 2) {
        assert.match(run.stderr, /zz\.jar .*is not a regular file/);
        assert.ok(!fs.existsSync(path.join(game, STATE)));
        return;
      }
      assert.equal(run.code, 0, run.stderr);
      const state = JSON.parse(fs.readFileSync(path.join(game, STATE), 'utf8')) as { files: Array<{ name: string }> };
      assert.ok(!state.files.some((f) => f.name === 'zz.jar'));
      assert.equal((await nova('bisect', 'reset', 'pack')).code, 0);
    });
  }

  it('a hand rename between steps gets a clear message, and reset still finishes', async () => {
    const original = snapshot(mods);
    assert.equal((await nova('bisect', 'start', 'pack')).code, 0);
    const disabled = fs.readdirSync(mods).find((n) => n.endsWith('.disabled'))!;
    const enabled = disabled.slice(0, -'.disabled'.length);
    fs.renameSync(path.join(mods, disabled), path.join(mods, enabled));
    const run = await nova('bisect', 'good', 'pack');
    assert.equal(run.code, 2);
    assert.match(
      run.stderr,
      new RegExp(`${disabled.replace(/\./g, '\\.')} is no longer in .*\\(renamed or moved by hand\\)`),
    );
    assert.match(run.stderr, /nova bisect reset/);
    const reset = await nova('bisect', 'reset', 'pack');
    assert.equal(reset.code, 0, reset.stderr);
    assert.deepEqual(snapshot(mods), original, 'every byte back');
    assert.ok(!fs.existsSync(path.join(game, STATE)));
  });

  it('a mods/ swapped for a link to a folder outside between steps: good and reset rename nothing out there', async () => {
    const outside = await makeTempDir('nova-bisect-outside-');
    try {
      assert.equal((await nova('bisect', 'start', 'pack')).code, 0);
      // The same names (the disabled ones too) in a folder outside, and mods/ now a link to it.
      fs.cpSync(mods, path.join(outside, 'mods'), { recursive: true });
      const kept = path.join(game, 'mods-real');
      fs.renameSync(mods, kept);
      fs.symlinkSync(path.join(outside, 'mods'), mods);
      const before = snapshot(path.join(outside, 'mods'));
      for (const action of ['good', 'bad', 'reset']) {
        const run = await nova('bisect', action, 'pack');
        assert.equal(run.code, 2, `${action}: ${run.stdout}`);
        assert.match(run.stderr, /outside the workspace folders/);
      }
      assert.deepEqual(snapshot(path.join(outside, 'mods')), before, 'nothing outside was renamed');
      // The real folder back in place: reset finishes.
      fs.unlinkSync(mods);
      fs.renameSync(kept, mods);
      assert.equal((await nova('bisect', 'reset', 'pack')).code, 0);
    } finally {
      await removeTempDir(outside);
    }
  });

  it('reset finishes without overwriting when a jar exists under both names', async () => {
    assert.equal((await nova('bisect', 'start', 'pack')).code, 0);
    const disabled = fs.readdirSync(mods).find((n) => n.endsWith('.disabled'))!;
    const enabled = disabled.slice(0, -'.disabled'.length);
    fs.writeFileSync(path.join(mods, enabled), 'a copy someone made');
    const run = await nova('bisect', 'reset', 'pack');
    assert.equal(run.code, 1);
    assert.match(run.stderr, new RegExp(`${enabled.replace('.', '\\.')} differs from the start`));
    assert.equal(fs.readFileSync(path.join(mods, enabled), 'utf8'), 'a copy someone made', 'nothing overwritten');
    assert.ok(fs.existsSync(path.join(mods, disabled)), 'the disabled jar is kept');
    assert.ok(!fs.existsSync(path.join(game, STATE)));
  });

  it('two starts at once: one starts, the other says a bisect is running (no raw EEXIST)', async () => {
    const runs = await Promise.all([
      runNova(root, ['bisect', 'start', 'pack']),
      runNova(root, ['bisect', 'start', 'pack']),
    ]);
    for (const run of runs) assertCleanRun(run);
    assert.deepEqual(runs.map((r) => r.code).sort(), [0, 2]);
    const loser = runs.find((r) => r.code === 2)!;
    assert.match(loser.stderr, /a bisect is already running/);
    assert.doesNotMatch(loser.stderr, /EEXIST/);
    assert.equal((await nova('bisect', 'reset', 'pack')).code, 0);
    assert.ok(!fs.readdirSync(mods).some((n) => n.endsWith('.disabled')));
  });

  it('start on more mods than bisect tracks says so and changes nothing', async () => {
    const empty = Buffer.alloc(0);
    for (let i = 0; i < 10_001; i++)
      fs.writeFileSync(path.join(mods, `extra-${String(i).padStart(5, '0')}.jar`), empty);
    const before = fs.readdirSync(mods).length;
    const run = await within(50_000, 'nova bisect start', () => runNova(root, ['bisect', 'start', 'pack']));
    assertCleanRun(run);
    assert.equal(run.code, 2);
    assert.match(run.stderr, /holds 10005 mod files, more than the 10000 a bisect can track/);
    assert.equal(fs.readdirSync(mods).length, before);
    assert.ok(!fs.existsSync(path.join(game, STATE)));
  });
});
