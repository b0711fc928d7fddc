import * as assert from 'node:assert/strict';
import { dependentsOfDisabling } from '../../src/core/modsView/disableDependents';
import type { InstanceCheck } from '../../src/core/checks/workspaceCheck';
import { dep, file, instance, mod, p } from './fixtures/modFileBuilder';

/**
 * A Fabric pack: Iris needs Sodium and Fabric API, Sodium needs Fabric API, Addon needs Iris (a chain), Reese's only
 * uses Sodium (optional), Lib A and Lib B both provide `shared-lib`, which Twin needs; Old (disabled) needs Sodium.
 */
function check(): InstanceCheck {
  return {
    instance: instance({ loaderType: 'fabric', loaderVersion: '0.15.7' }),
    problems: [],
    files: [
      file('fabric-api.jar', [mod('fabric-api', { name: 'Fabric API' })]),
      file('sodium.jar', [mod('sodium', { name: 'Sodium', dependencies: [dep('fabric-api')] })]),
      file('iris.jar', [mod('iris', { name: 'Iris', dependencies: [dep('sodium'), dep('fabric-api')] })]),
      file('addon.jar', [mod('addon', { name: 'Addon', dependencies: [dep('iris')] })]),
      file('reeses.jar', [mod('reeses', { dependencies: [dep('sodium', null, { kind: 'optional' })] })]),
      file('liba.jar', [mod('liba', { provides: ['shared-lib'] })]),
      file('libb.jar', [mod('libb', { provides: ['shared-lib'] })]),
      file('twin.jar', [mod('twin', { name: 'Twin', dependencies: [dep('shared-lib')] })]),
      file('old.jar.disabled', [mod('old', { dependencies: [dep('sodium')] })]),
    ],
  };
}

describe('dependentsOfDisabling (the Mods view’s “also disable them?”)', () => {
  it('names every enabled mod that stops loading, through chains, with what it would lack', () => {
    const found = dependentsOfDisabling([check()], [p('sodium.jar')]);
    assert.deepEqual(
      found.map((d) => [d.fileName, d.name, d.lacks, d.path, d.instanceId]),
      [
        ['iris.jar', 'Iris', ['sodium'], p('iris.jar'), 'demo'],
        ['addon.jar', 'Addon', ['iris'], p('addon.jar'), 'demo'],
      ],
    );
  });

  it('lists nothing for an optional user, a disabled file, or a mod nothing needs', () => {
    assert.deepEqual(dependentsOfDisabling([check()], [p('addon.jar')]), []);
    assert.deepEqual(dependentsOfDisabling([check()], [p('reeses.jar')]), []);
  });

  it('keeps a mod whose dependency another file still provides, and lists it when every provider goes', () => {
    assert.deepEqual(dependentsOfDisabling([check()], [p('liba.jar')]), []);
    assert.deepEqual(
      dependentsOfDisabling([check()], [p('liba.jar'), p('libb.jar')]).map((d) => d.fileName),
      ['twin.jar'],
    );
  });

  it('never lists a file that is being disabled anyway (a multi-selection)', () => {
    assert.deepEqual(
      dependentsOfDisabling([check()], [p('fabric-api.jar'), p('sodium.jar'), p('iris.jar')]).map((d) => d.fileName),
      ['addon.jar'],
    );
  });

  it('ignores paths the scan does not know and files that are already disabled', () => {
    assert.deepEqual(dependentsOfDisabling([check()], ['/elsewhere/sodium.jar']), []);
    assert.deepEqual(dependentsOfDisabling([check()], [p('old.jar.disabled')]), []);
    assert.deepEqual(dependentsOfDisabling([], [p('sodium.jar')]), []);
  });
});
