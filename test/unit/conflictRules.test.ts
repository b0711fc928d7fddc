import { strict as assert } from 'node:assert';
import { checkConflicts } from '../../src/core/checks/conflictChecker';
import { ConflictFacts } from '../../src/core/checks/conflictFacts';
import { ConflictReport } from '../../src/core/checks/conflictReport';
import type { ConflictRule } from '../../src/core/checks/conflictRule';
import { conflictRules } from '../../src/core/checks/conflictRules';
import type { Instance } from '../../src/core/model/instance';
import type { ModFile } from '../../src/core/model/modFile';
import { problemMessages } from '../../src/core/checks/problemMessages';
import { dep, file, instance, mod, nested } from './fixtures/modFileBuilder';

/** A pack that trips every rule: a corrupt jar, a Forge mod, duplicates, a nested copy, missing and broken deps. */
function troubledPack(): { instance: Instance; files: ModFile[] } {
  return {
    instance: instance({ loaderType: 'forge', loaderVersion: '47.2.0', minecraft: '1.20.1' }),
    files: [
      file('broken.jar', [], { kind: 'corrupt', error: 'the zip directory is missing' }),
      file('extracted', [], { kind: 'directory' }),
      file('fabric-only.jar', [mod('fabby', { loader: 'fabric' })]),
      file('alpha-1.0.jar', [mod('alpha', { loader: 'forge', version: '1.0' })]),
      file('alpha-1.1.jar', [mod('alpha', { loader: 'forge', version: '1.1' })]),
      file('beta-2.0.jar', [mod('beta', { loader: 'forge', version: '2.0' })]),
      file('bundle-1.0.jar', [mod('bundle', { loader: 'forge', version: '1.0' })], {
        nested: [nested('META-INF/jarjar/beta.jar', [mod('beta', { loader: 'forge', version: '2.1' })])],
      }),
      file('needs-4.0.jar', [
        mod('needy', {
          loader: 'forge',
          version: '4.0',
          dependencies: [
            dep('gamma', null, { syntax: 'maven' }),
            dep('alpha', '[2.0,)', { syntax: 'maven' }),
            dep('minecraft', '[1.21,)', { syntax: 'maven' }),
            dep('beta', null, { kind: 'breaks', syntax: 'maven' }),
          ],
        }),
      ]),
      file('-.jar', [], { kind: 'library' }),
    ],
  };
}

function run(rules: readonly ConflictRule[], pack: { instance: Instance; files: ModFile[] }): string[] {
  const facts = new ConflictFacts(pack.instance, pack.files);
  const report = new ConflictReport(pack.instance.id);
  for (const rule of rules) rule.check({ facts, msg: problemMessages('en'), report });
  return report.sorted().map((p) => `${p.severity}:${p.code}:${p.message}`);
}

describe('conflict rules', () => {
  it('run in the documented order, and checkConflicts is exactly that list over one set of facts', () => {
    assert.deepEqual(
      conflictRules.map((r) => r.id),
      ['mixed-loaders', 'files', 'duplicates', 'dependencies', 'module-names'],
    );
    const pack = troubledPack();
    const expected = checkConflicts(pack.instance, pack.files, { locale: 'en' }).map(
      (p) => `${p.severity}:${p.code}:${p.message}`,
    );
    assert.deepEqual(run(conflictRules, pack), expected);
    const codes = new Set(expected.map((line) => line.split(':')[1]));
    for (const code of [
      'corrupt-jar',
      'extracted-jar',
      'wrong-loader',
      'duplicate-mod',
      'missing-dependency',
      'dependency-version',
      'wrong-minecraft',
      'breaks',
      'jpms-module-name',
    ])
      assert.ok(codes.has(code), `the pack trips ${code}: ${[...codes].join(', ')}`);
  });

  it('only read the facts: any order of the rules reports the same problems', () => {
    const pack = troubledPack();
    const forward = run(conflictRules, pack);
    assert.deepEqual(run([...conflictRules].reverse(), pack), forward);
    // Each rule alone reports a part of the whole, and together the parts are the whole.
    const parts = conflictRules.flatMap((rule) => run([rule], pack));
    assert.deepEqual([...parts].sort(), [...forward].sort());
  });

  it('a new rule module plugs in beside the others and its problems are kept and sorted with theirs', () => {
    const pack = troubledPack();
    const extra: ConflictRule = {
      id: 'test-extra',
      check({ facts, report }) {
        for (const f of facts.enabled)
          if (f.fileName.startsWith('alpha')) report.add('info', 'no-metadata', `seen ${f.fileName}`, [f.path], []);
      },
    };
    const lines = run([...conflictRules, extra], pack);
    assert.deepEqual(
      lines.filter((l) => l.includes('seen ')),
      ['info:no-metadata:seen alpha-1.0.jar', 'info:no-metadata:seen alpha-1.1.jar'],
    );
    assert.equal(lines.length, run(conflictRules, pack).length + 2);
  });

  it('keep the first of two identical reports', () => {
    const report = new ConflictReport('i');
    report.add('warning', 'conflicts', 'same', ['/a'], ['x'], '/a');
    report.add('error', 'conflicts', 'same', ['/a'], ['y']);
    report.add('error', 'conflicts', 'same', ['/b'], ['y']);
    const problems = report.sorted();
    assert.equal(problems.length, 2);
    assert.deepEqual(
      problems.map((p) => [p.severity, p.files[0], p.mods[0], p.fixFile]),
      [
        ['error', '/b', 'y', undefined],
        ['warning', '/a', 'x', '/a'],
      ],
    );
  });
});
