import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { FileOperation } from '../../src/core/edits';
import { bisectMismatches, bisectStatus } from '../../src/core/bisect/modBisect';
import {
  bisectStepDraft,
  planBisectAnswer,
  planBisectReset,
  planBisectStart,
} from '../../src/core/planning/bisectPlanner';
import { answerBisect } from '../../src/cli/bisectCommand';
import { NodeChangeApplier } from '../../src/cli/nodeChangeApplier';
import { discoverInstances } from '../../src/core/instances/instanceDiscovery';
import type { Instance } from '../../src/core/model/instance';
import { ModScanner } from '../../src/core/mods/modScanner';
import { writePrismInstance } from './fixtures/instanceLayouts';
import { fabricJar } from './fixtures/modJars';
import { makeTempDir, removeTempDir } from './fixtures/zipBuilder';

/** Applies operations as the host's applier does for these kinds: never overwriting, checking a write's `previous`. */
function apply(ops: readonly FileOperation[]): void {
  for (const op of ops) {
    if (op.kind === 'create') {
      assert.ok(!fs.existsSync(op.path), `${op.path} must not exist`);
      fs.writeFileSync(op.path, 'content' in op.source ? op.source.content : fs.readFileSync(op.source.tempFile));
    } else if (op.kind === 'write') {
      assert.equal(fs.readFileSync(op.path, 'utf8'), op.previous);
      fs.writeFileSync(op.path, op.content);
    } else if (op.kind === 'rename') {
      assert.ok(!fs.existsSync(op.to), `${op.to} must not exist`);
      fs.mkdirSync(path.dirname(op.to), { recursive: true });
      fs.renameSync(op.from, op.to);
    } else throw new Error(`unexpected ${(op as FileOperation).kind}`);
  }
}

function snapshot(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of fs.readdirSync(dir).sort()) out[name] = fs.readFileSync(path.join(dir, name)).toString('hex');
  return out;
}

/**
 * The steps VS Code journals (src/ui/bisectCommands.ts) are plain data over the CLI's state: applying a step's
 * draft does what `nova bisect` does, its inverse takes it back exactly, and the two hosts can take turns.
 */
describe('bisect steps as journaled changes', () => {
  let root: string;
  let instance: Instance;
  let mods: string;
  beforeEach(async () => {
    root = await makeTempDir('nova-bisect-steps-');
    const jars: Record<string, Buffer> = {
      'lib.jar': await fabricJar({ id: 'lib' }),
      'user.jar': await fabricJar({ id: 'user', depends: { lib: '*' } }),
    };
    for (const name of ['a', 'b', 'c', 'd', 'e'])
      jars[`${name}.jar`] = await fabricJar({ id: name, name: `Mod ${name}` });
    await writePrismInstance(path.join(root, 'Pack'), {
      name: 'Pack',
      minecraft: '1.20.1',
      loader: { type: 'fabric', version: '0.15.7' },
      mods: jars,
    });
    instance = (await discoverInstances(root)).find((i) => i.name === 'Pack')!;
    mods = path.join(instance.gameDir, 'mods');
  });
  afterEach(() => removeTempDir(root));

  it('start: one change that creates the state and renames; its inverse puts every byte back', async () => {
    const original = snapshot(mods);
    const step = await planBisectStart(new ModScanner(), instance);
    assert.deepEqual(snapshot(mods), original, 'planning changes nothing');
    const draft = bisectStepDraft(step, 'start');
    assert.equal(draft.instanceId, instance.id);
    assert.equal(draft.operations.filter((op) => op.kind === 'create').length, 1);
    apply(draft.operations);
    assert.deepEqual(await bisectStatus(instance), step.report, 'the CLI reads the state VS Code wrote');
    const disabled = fs.readdirSync(mods).filter((n) => n.endsWith('.disabled'));
    assert.deepEqual(disabled.sort(), step.report.disabled.map((f) => `${f}.disabled`).sort());
    assert.ok(
      !disabled.includes('lib.jar.disabled') || disabled.includes('user.jar.disabled'),
      'lib is never disabled while user stays enabled',
    );
    apply(draft.inverse);
    assert.deepEqual(snapshot(mods), original);
    assert.equal(await bisectStatus(instance), null, 'undoing start leaves no bisect running');
    assert.ok(fs.readdirSync(path.join(instance.gameDir, 'backups')).some((n) => n.startsWith('undone-nova-bisect-')));
  });

  it('answers rewrite the state they read; the CLI and VS Code take turns; reset is exact and keeps the state aside', async () => {
    const original = snapshot(mods);
    const culprit = 'c.jar';
    apply(bisectStepDraft(await planBisectStart(new ModScanner(), instance), 'start').operations);
    let report = (await bisectStatus(instance))!;
    let turn = 0;
    while (!report.done) {
      const answer = fs.existsSync(path.join(mods, culprit)) ? 'bad' : 'good';
      if (turn++ % 2 === 0) {
        const step = await planBisectAnswer(instance, answer);
        const draft = bisectStepDraft(step, answer);
        const write = draft.operations.find((op) => op.kind === 'write');
        assert.ok(write !== undefined && write.kind === 'write', 'an answer rewrites the state');
        const before = snapshot(mods);
        const stateBefore = fs.readFileSync(write.path, 'utf8');
        apply(draft.operations);
        apply(draft.inverse);
        assert.deepEqual(snapshot(mods), before, 'undoing an answer renames the jars back');
        assert.equal(fs.readFileSync(write.path, 'utf8'), stateBefore, 'and restores the state text');
        apply(draft.operations);
        report = step.report;
      } else {
        report = await answerBisect(new NodeChangeApplier([root]), instance, answer);
      }
      assert.ok(turn <= 4);
    }
    assert.equal(report.culprit?.file, culprit);
    assert.equal(report.culprit?.name, 'Mod c');
    const reset = await planBisectReset(instance);
    const draft = bisectStepDraft(reset, 'reset');
    apply(draft.operations);
    assert.deepEqual(snapshot(mods), original, 'every file is back byte for byte');
    assert.deepEqual(await bisectMismatches(instance, reset.state), []);
    assert.equal(await bisectStatus(instance), null);
    assert.ok(fs.readdirSync(path.join(instance.gameDir, 'backups')).some((n) => /^nova-bisect-.*\.json$/.test(n)));
    apply(draft.inverse);
    assert.equal((await bisectStatus(instance))?.done, true, 'undoing reset resumes the finished bisect');
  });
});
