import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { nextTest, requiredClosure } from '../../src/core/bisect/bisectPlan';
import { runNova } from './fixtures/cliRun';
import { writePrismInstance } from './fixtures/instanceLayouts';
import { fabricJar, forgeToml, tomlJar } from './fixtures/modJars';
import { listTree } from './fixtures/modpackFixtures';
import { buildZip, makeTempDir, removeTempDir, writeText } from './fixtures/zipBuilder';

/** What each generated jar needs in the simulated game, written independently of Nova's dependency reading. */
const NEEDS: Record<string, string[]> = {};

/** 20 mods: six mod→library pairs, a three-link chain, a `provides` pair, a jar-in-jar pair and one lone mod. */
async function simulatedMods(): Promise<Record<string, Buffer>> {
  const mods: Record<string, Buffer> = {};
  const base = { minecraft: '1.20.x', fabricloader: '>=0.15' };
  for (let i = 1; i <= 6; i++) {
    mods[`lib${i}.jar`] = await fabricJar({ id: `lib${i}`, name: `Library ${i}`, version: `${i}.0.0`, depends: base });
    mods[`mod${i}.jar`] = await fabricJar({ id: `mod${i}`, version: '2.1.0', depends: { ...base, [`lib${i}`]: '*' } });
    NEEDS[`mod${i}.jar`] = [`lib${i}.jar`];
  }
  mods['core.jar'] = await fabricJar({ id: 'corelib' });
  mods['mid.jar'] = await fabricJar({ id: 'mid', depends: { corelib: '*' } });
  mods['top.jar'] = await fabricJar({ id: 'top', depends: { mid: '*' } });
  NEEDS['mid.jar'] = ['core.jar'];
  NEEDS['top.jar'] = ['mid.jar'];
  mods['bigapi.jar'] = await fabricJar({ id: 'bigapi', provides: ['smallapi'] });
  mods['useapi.jar'] = await fabricJar({ id: 'useapi', depends: { smallapi: '>=0' } });
  NEEDS['useapi.jar'] = ['bigapi.jar'];
  const inner = await fabricJar({ id: 'inner-lib', version: '3.1.0' });
  mods['outer.jar'] = await buildZip([
    [
      'fabric.mod.json',
      JSON.stringify({ schemaVersion: 1, id: 'outer', version: '1.0.0', jars: [{ file: 'META-INF/jars/inner.jar' }] }),
    ],
    ['META-INF/jars/inner.jar', inner, { store: true }],
  ]);
  mods['needs-inner.jar'] = await fabricJar({ id: 'needs-inner', depends: { 'inner-lib': '>=3' } });
  NEEDS['needs-inner.jar'] = ['outer.jar'];
  mods['solo.jar'] = await fabricJar({ id: 'solo', name: 'Solo Mod', version: '0.9' });
  return mods;
}

async function snapshot(dir: string): Promise<Map<string, Buffer>> {
  const out = new Map<string, Buffer>();
  for (const name of (await fs.promises.readdir(dir)).sort())
    out.set(name, await fs.promises.readFile(path.join(dir, name)));
  return out;
}

function enabledJars(modsDir: string): Set<string> {
  return new Set(fs.readdirSync(modsDir).filter((n) => n.endsWith('.jar')));
}

describe('nova bisect', () => {
  let root: string;
  let inst: string;
  let modsDir: string;
  let jars: Record<string, Buffer>;
  before(async () => {
    jars = await simulatedMods();
    assert.equal(Object.keys(jars).length, 20);
  });
  beforeEach(async () => {
    root = await makeTempDir('nova-bisect-');
    inst = path.join(root, 'Pack');
    await writePrismInstance(inst, {
      name: 'Bisect Pack',
      minecraft: '1.20.1',
      loader: { type: 'fabric', version: '0.15.7' },
      mods: { ...jars, 'old.jar.disabled': await fabricJar({ id: 'old' }) },
    });
    modsDir = path.join(inst, 'minecraft', 'mods');
  });
  afterEach(() => removeTempDir(root));

  it('finds every possible culprit in at most 7 answers, never strands a mod, and resets byte for byte', async () => {
    const original = await snapshot(modsDir);
    const tree = await listTree(inst);
    for (const culprit of Object.keys(jars)) {
      let run = await runNova(root, ['bisect', 'start', 'Pack', '--json']);
      assert.equal(run.code, 0, run.stderr);
      let report = JSON.parse(run.stdout) as {
        step: number;
        remaining: string[];
        disabled: string[];
        culprit: { file: string; id: string | null; group: Array<{ file: string }> } | null;
        done: boolean;
      };
      const state = JSON.parse(fs.readFileSync(path.join(inst, 'minecraft', '.nova-bisect.json'), 'utf8')) as {
        requires: Record<string, string[]>;
      };
      for (const [file, needs] of Object.entries(NEEDS)) assert.deepEqual(state.requires[file], needs, file);
      assert.ok(report.disabled.length >= 8 && report.disabled.length <= 12, `about half: ${report.disabled.length}`);
      let answers = 0;
      while (!report.done) {
        const enabled = enabledJars(modsDir);
        for (const file of enabled)
          for (const need of NEEDS[file] ?? []) assert.ok(enabled.has(need), `${file} enabled without ${need}`);
        assert.deepEqual(
          report.disabled.map((d) => path.basename(d)).sort(),
          Object.keys(jars)
            .filter((j) => !enabled.has(j))
            .sort(),
        );
        const crashes = enabled.has(culprit);
        run = await runNova(root, ['bisect', crashes ? 'bad' : 'good', 'Pack', '--json']);
        assert.equal(run.code, 0, run.stderr);
        report = JSON.parse(run.stdout) as typeof report;
        answers++;
        assert.ok(answers <= 7, `${culprit}: more than 7 answers`);
        assert.equal(report.step, answers);
      }
      assert.equal(report.culprit?.file, `minecraft/mods/${culprit}`, `culprit ${culprit}`);
      assert.deepEqual(report.remaining, [`minecraft/mods/${culprit}`]);
      const after = enabledJars(modsDir);
      assert.ok(!after.has(culprit), `${culprit} is disabled at the end`);
      for (const file of after) for (const need of NEEDS[file] ?? []) assert.ok(after.has(need));
      assert.ok(fs.existsSync(path.join(modsDir, 'old.jar.disabled')), 'a file disabled before is left alone');

      run = await runNova(root, ['bisect', 'reset', 'Pack', '--json']);
      assert.equal(run.code, 0, run.stderr);
      assert.deepEqual(JSON.parse(run.stdout).mismatches, []);
      assert.deepEqual(await snapshot(modsDir), original, `byte for byte after ${culprit}`);
      assert.ok(!fs.existsSync(path.join(inst, 'minecraft', '.nova-bisect.json')));
      assert.deepEqual(await listTree(inst), tree, 'nothing else in the instance changed');
    }
  });

  it('names the culprit in words and prints the next action', async () => {
    let run = await runNova(root, ['bisect', 'start', 'Pack']);
    assert.equal(run.code, 0, run.stderr);
    assert.match(run.stdout, /Step 1: \d+ files? disabled, \d+ suspects? left/);
    assert.match(run.stdout, /nova bisect good Pack/);
    for (let i = 0; i < 7 && !run.stdout.includes('Found'); i++) {
      run = await runNova(root, ['bisect', enabledJars(modsDir).has('solo.jar') ? 'bad' : 'good', 'Pack']);
      assert.equal(run.code, 0, run.stderr);
    }
    assert.match(run.stdout, /Found it after \d answers?: Solo Mod 0\.9 \(minecraft\/mods\/solo\.jar\)/);
    run = await runNova(root, ['bisect', 'good', 'Pack']);
    assert.equal(run.code, 2, 'answering a finished bisect is a usage error');
    assert.match(run.stderr, /finished/);
    run = await runNova(root, ['bisect', 'reset', 'Pack']);
    assert.match(run.stdout, /back byte for byte/);
    run = await runNova(root, ['--lang', 'zh-CN', 'bisect', 'start', 'Pack']);
    assert.match(run.stdout, /^第 1 步：已禁用 \d+ 个文件/);
    assert.match(run.stdout, /nova bisect good Pack/);
  });

  it('answering or resetting with no bisect running, a second start and an unknown action are usage errors', async () => {
    for (const action of ['good', 'bad', 'reset']) {
      const run = await runNova(root, ['bisect', action, 'Pack', '--json']);
      assert.equal(run.code, 2, action);
      assert.match(run.stderr, /no bisect is running/);
      assert.equal(run.stdout, '');
    }
    assert.equal((await runNova(root, ['bisect', 'start', 'Pack'])).code, 0);
    const again = await runNova(root, ['bisect', 'start', 'Pack']);
    assert.equal(again.code, 2);
    assert.match(again.stderr, /already running/);
    await runNova(root, ['bisect', 'reset', 'Pack']);
    await writeText(path.join(modsDir, 'solo.jar.disabled'), 'an older copy');
    const clash = await runNova(root, ['bisect', 'start', 'Pack']);
    assert.equal(clash.code, 2);
    assert.match(clash.stderr, /solo\.jar and solo\.jar\.disabled are both/);
    assert.ok(!fs.existsSync(path.join(inst, 'minecraft', '.nova-bisect.json')), 'no bisect was started');
    const unknown = await runNova(root, ['bisect', 'maybe', 'Pack']);
    assert.equal(unknown.code, 2);
    assert.match(unknown.stderr, /unknown action 'maybe'/);
  });

  it('reset reports a file whose bytes changed during the bisect (exit 1) and still renames everything back', async () => {
    const original = await snapshot(modsDir);
    await runNova(root, ['bisect', 'start', 'Pack']);
    const stillEnabled = [...enabledJars(modsDir)][0]!;
    await writeText(path.join(modsDir, stillEnabled), 'rewritten');
    const run = await runNova(root, ['bisect', 'reset', 'Pack', '--json']);
    assert.equal(run.code, 1);
    const result = JSON.parse(run.stdout) as { mismatches: string[] };
    assert.equal(result.mismatches.length, 1);
    assert.match(result.mismatches[0]!, new RegExp(stillEnabled.replace('.', '\\.')));
    assert.deepEqual([...(await snapshot(modsDir)).keys()], [...original.keys()]);
  });

  it('works on a bare mods/ folder of Forge mods (no launcher files, loader unknown)', async () => {
    const bare = path.join(root, 'Bare');
    const needs: Record<string, string[]> = {};
    for (let i = 1; i <= 5; i++) {
      const deps = { forge: '[47,)', minecraft: '[1.20.1]' };
      await writeText(path.join(bare, 'mods', `flib${i}.jar`), await tomlJar(forgeToml(`flib${i}`, '1.0', deps)));
      await writeText(
        path.join(bare, 'mods', `fmod${i}.jar`),
        await tomlJar(forgeToml(`fmod${i}`, '1.0', { ...deps, [`flib${i}`]: '[1.0,)' })),
      );
      needs[`fmod${i}.jar`] = [`flib${i}.jar`];
    }
    const before = await listTree(bare);
    for (const culprit of ['flib3.jar', 'fmod5.jar']) {
      let report = JSON.parse((await runNova(root, ['bisect', 'start', 'Bare', '--json'])).stdout) as {
        done: boolean;
        culprit: { id: string } | null;
      };
      const state = JSON.parse(fs.readFileSync(path.join(bare, '.nova-bisect.json'), 'utf8')) as {
        requires: Record<string, string[]>;
      };
      for (const [file, need] of Object.entries(needs)) assert.deepEqual(state.requires[file], need, file);
      let answers = 0;
      while (!report.done) {
        const enabled = enabledJars(path.join(bare, 'mods'));
        for (const file of enabled) for (const need of needs[file] ?? []) assert.ok(enabled.has(need), file);
        const run = await runNova(root, ['bisect', enabled.has(culprit) ? 'bad' : 'good', 'Bare', '--json']);
        assert.equal(run.code, 0, run.stderr);
        report = JSON.parse(run.stdout) as typeof report;
        assert.ok(++answers <= 4);
      }
      assert.equal(report.culprit?.id, culprit.replace('.jar', ''));
      assert.equal((await runNova(root, ['bisect', 'reset', 'Bare'])).code, 0);
      assert.deepEqual(await listTree(bare), before);
    }
  });

  it('a group that needs each other is named together when it cannot be split', () => {
    const requires = { 'a.jar': ['b.jar'], 'b.jar': ['a.jar'], 'c.jar': [] };
    const test = nextTest(['a.jar', 'b.jar', 'c.jar'], ['a.jar', 'b.jar', 'c.jar'], requires);
    assert.ok(test);
    assert.deepEqual(requiredClosure(test.enabled, requires).size, test.enabled.length, 'closed under requires');
    assert.equal(nextTest(['a.jar', 'b.jar'], ['a.jar', 'b.jar', 'c.jar'], requires), null);
  });
});
