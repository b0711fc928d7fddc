import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { planDisableFile } from '../../src/core/planning/modPlanner';
import { PlanError } from '../../src/core/planning/planError';
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
