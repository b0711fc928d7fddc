import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { readInstancesAt } from '../../src/core/instances/instanceDiscovery';
import { scanInstanceMods } from '../../src/core/checks/instanceMods';
import { ModScanner } from '../../src/core/mods/modScanner';
import { planDisableFile, planEnableFile, planModToggles } from '../../src/core/planning/modPlanner';
import { PlanError } from '../../src/core/planning/planError';
import { writePackwizPack } from './fixtures/packwizProjects';
import { makeTempDir, removeTempDir, writeText } from './fixtures/zipBuilder';

describe('mod planner: one jar by path (quick fix, palette, Explorer)', () => {
  let mods: string;
  beforeEach(async () => {
    mods = path.join(await makeTempDir('nova-modplanner-'), 'mods');
    await fs.promises.mkdir(mods, { recursive: true });
  });
  afterEach(async () => {
    await removeTempDir(path.dirname(mods));
  });

  const refusal = async (file: string): Promise<string> => {
    try {
      await planDisableFile(file, 'pack');
    } catch (error) {
      assert.ok(error instanceof PlanError, String(error));
      return error.code;
    }
    return 'planned';
  };

  it('plans the reversible rename, with its inverse, and writes nothing', async () => {
    const jar = await writeText(path.join(mods, 'sodium.jar'), 'jar');
    const draft = await planDisableFile(jar, 'pack');
    assert.deepEqual(draft.operations, [{ kind: 'rename', from: jar, to: `${jar}.disabled` }]);
    assert.deepEqual(draft.inverse, [{ kind: 'rename', from: `${jar}.disabled`, to: jar }]);
    assert.equal(draft.instanceId, 'pack');
    assert.equal(draft.risk, 'safe');
    assert.deepEqual(await fs.promises.readdir(mods), ['sodium.jar']);
  });

  it('refuses a disabled, a missing, and a jar whose .disabled name is taken', async () => {
    const jar = await writeText(path.join(mods, 'iris.jar'), 'jar');
    await writeText(`${jar}.disabled`, 'older');
    assert.equal(await refusal(`${jar}.disabled`), 'already-disabled');
    assert.equal(await refusal(path.join(mods, 'gone.jar')), 'no-such-file');
    assert.equal(await refusal(jar), 'target-exists');
    assert.equal(await fs.promises.readFile(`${jar}.disabled`, 'utf8'), 'older');
  });
});

describe('mod planner: a person toggling files (Mods view, "Nova: Enable Mod…")', () => {
  let root: string;
  beforeEach(async () => {
    root = await makeTempDir('nova-modtoggle-');
  });
  afterEach(async () => {
    await removeTempDir(root);
  });

  it('enabling by path mirrors disabling and refuses an enabled, a missing and a taken name', async () => {
    const mods = path.join(root, 'mods');
    const disabled = await writeText(path.join(mods, 'sodium.jar.disabled'), 'jar');
    const draft = await planEnableFile(disabled, 'pack');
    assert.deepEqual(draft.operations, [{ kind: 'rename', from: disabled, to: path.join(mods, 'sodium.jar') }]);
    assert.equal(draft.instanceId, 'pack');
    const codeOf = async (file: string): Promise<string> =>
      planEnableFile(file).then(
        () => 'planned',
        (error: unknown) => (error instanceof PlanError ? error.code : String(error)),
      );
    assert.equal(await codeOf(path.join(mods, 'sodium.jar')), 'already-enabled');
    assert.equal(await codeOf(path.join(mods, 'gone.jar.disabled')), 'no-such-file');
    await writeText(path.join(mods, 'sodium.jar'), 'newer');
    assert.equal(await codeOf(disabled), 'target-exists');
    assert.equal(await fs.promises.readFile(path.join(mods, 'sodium.jar'), 'utf8'), 'newer');
  });

  it('plans jars one by one and a pack’s metafiles in one draft, leaving out files already in that state', async () => {
    writePackwizPack(root, {
      versions: { minecraft: '1.20.1', fabric: '0.15.7' },
      mods: [{ slug: 'lithium' }, { slug: 'sodium' }],
    });
    const jar = await writeText(path.join(root, 'mods', 'extra.jar'), 'jar');
    const [instance] = await readInstancesAt(root);
    assert.ok(instance);
    const files = await scanInstanceMods(new ModScanner(), instance);
    const drafts = await planModToggles(instance, files, false);
    assert.equal(drafts.length, 2, JSON.stringify(drafts.map((d) => d.summary)));
    assert.deepEqual(drafts[0]!.operations, [{ kind: 'rename', from: jar, to: `${jar}.disabled` }]);
    assert.match(drafts[1]!.summary, /\.packwizignore/);
    assert.deepEqual(await planModToggles(instance, files, true), [], 'all are enabled already');
  });
});
