import * as assert from 'node:assert/strict';
import { problemFixes } from '../../src/core/checks/problemFixes';
import { PROBLEM_RULES } from '../../src/core/checks/problemRules';
import type { Problem, ProblemCode } from '../../src/core/model/problem';

const JAR = '/pack/mods/beta-1.2.jar';
const OTHER_JAR = '/pack/mods/alpha-2.0.jar';
const SCRIPT = '/pack/kubejs/server_scripts/recipes.js';
const META = '/pack/mods/sodium.pw.toml';

/** A problem of `code` shaped as its rule reports it (the files and mods each rule fills in, src/core/checks/). */
function example(code: ProblemCode): Problem {
  const base = { severity: 'error' as const, code, message: 'm', instance: 'i', mods: ['beta', 'gamma'] };
  if (code === 'packwiz-jar-checks-skipped') return { ...base, files: [], mods: [] };
  if (code.startsWith('packwiz-')) return { ...base, files: [META] };
  if (
    ['unknown-id', 'unknown-namespace', 'unknown-tag', 'empty-tag', 'duplicate-recipe-id', 'unchecked-file'].includes(
      code,
    )
  )
    return { ...base, files: [SCRIPT], line: 4, column: 9 };
  if (code === 'unreadable-instance') return { ...base, files: ['/pack/mmc-pack.json'] };
  if (code === 'breaks' || code === 'conflicts') return { ...base, files: [JAR, OTHER_JAR] };
  return { ...base, files: [JAR] };
}

describe('model-free fixes for every problem', () => {
  it('every problem code has at least one fix that needs no model', () => {
    const codes = Object.keys(PROBLEM_RULES) as ProblemCode[];
    assert.ok(codes.length >= 30, 'the rule list is complete');
    const without = codes.filter((code) => problemFixes(example(code)).length === 0);
    assert.deepEqual(without, []);
  });

  it('a missing dependency offers finding it on Modrinth and disabling the mod that needs it', () => {
    const fixes = problemFixes({ ...example('missing-dependency'), fixFile: undefined });
    assert.deepEqual(fixes, [
      { kind: 'findOnModrinth', query: 'gamma' },
      { kind: 'disable', file: JAR, role: 'dependent', needs: 'gamma' },
    ]);
    const version = problemFixes(example('dependency-version'));
    assert.deepEqual(version[0], { kind: 'findOnModrinth', query: 'gamma' });
  });

  it('the file a rule names comes first; clashing mods offer each jar; scripts open at the line', () => {
    assert.deepEqual(problemFixes({ ...example('duplicate-mod'), fixFile: OTHER_JAR })[0], {
      kind: 'disable',
      file: OTHER_JAR,
      role: 'self',
    });
    assert.deepEqual(
      problemFixes(example('conflicts')).map((f) => (f.kind === 'disable' ? f.file : f.kind)),
      [JAR, OTHER_JAR],
    );
    assert.deepEqual(problemFixes(example('unknown-id')), [{ kind: 'openFile', file: SCRIPT, line: 4, column: 9 }]);
    assert.deepEqual(problemFixes(example('packwiz-jar-checks-skipped')), [
      { kind: 'openSetting', setting: 'nova.network.enabled' },
    ]);
    // A packwiz metafile is never renamed by a quick fix (packwiz disables by its own rules).
    assert.ok(problemFixes(example('packwiz-duplicate')).every((f) => f.kind !== 'disable'));
    // A corrupt jar without a mod id is searched by its file name's stem.
    assert.deepEqual(
      problemFixes({ ...example('corrupt-jar'), mods: [] }).find((f) => f.kind === 'findOnModrinth'),
      { kind: 'findOnModrinth', query: 'beta' },
    );
  });
});
