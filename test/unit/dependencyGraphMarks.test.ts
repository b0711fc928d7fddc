import * as assert from 'node:assert/strict';
import { checkConflicts } from '../../src/core/checks/conflictChecker';
import { dependencyGraph } from '../../src/core/checks/dependencyGraph';
import { absentKey, dependencyGraphView } from '../../src/core/checks/dependencyGraphView';
import { layoutDependencyGraph } from '../../src/shared/graphLayout';
import { dep, file, instance, mod } from './fixtures/modFileBuilder';

/**
 * A Fabric pack with the problems a person meets: two copies of Alpha (duplicate), a Forge-only jar (wrong loader),
 * Beta and Delta requiring Gamma, which nothing provides (missing dependency), and a clean Solo.
 */
function pack() {
  const inst = instance({ loaderType: 'fabric', loaderVersion: '0.15.7', minecraft: '1.20.1' });
  const files = [
    file('alpha-1.0.jar', [mod('alpha', { name: 'Alpha', version: '1.0' })]),
    file('alpha-1.1.jar', [mod('alpha', { name: 'Alpha', version: '1.1' })]),
    file('forgeonly-1.0.jar', [mod('forgeonly', { name: 'Forge Only', loader: 'forge' })]),
    file('beta-2.0.jar', [mod('beta', { name: 'Beta', dependencies: [dep('gamma')] })]),
    file('delta-1.0.jar', [mod('delta', { name: 'Delta', dependencies: [dep('gamma', '>=1')] })]),
    file('solo-1.0.jar', [mod('solo', { name: 'Solo' })]),
  ];
  return { inst, files, problems: checkConflicts(inst, files) };
}

describe('dependency graph marks: problems on the nodes, missing mods drawn', () => {
  const { inst, files, problems } = pack();
  const view = dependencyGraphView(dependencyGraph(inst, files), problems);
  const nodes = new Map(view.nodes.map((n) => [n.file, n]));

  it('the conflict check found the sample’s problems (duplicate, wrong loader, missing dependency)', () => {
    const codes = new Set(problems.filter((p) => p.severity === 'error').map((p) => p.code));
    for (const code of ['duplicate-mod', 'wrong-loader', 'missing-dependency'] as const)
      assert.ok(codes.has(code), `${code} in ${[...codes].join(', ')}`);
  });

  it('marks duplicates, the wrong-loader jar and the mods lacking a dependency as errors, never “safe to remove”', () => {
    for (const name of ['alpha-1.0.jar', 'alpha-1.1.jar', 'forgeonly-1.0.jar', 'beta-2.0.jar', 'delta-1.0.jar']) {
      const node = nodes.get(name);
      assert.equal(node?.mark, 'error', name);
      assert.equal(node?.unneeded, false, `${name} is not called unneeded`);
      assert.ok((node?.problems.length ?? 0) > 0, `${name} carries the problem's message`);
    }
    assert.match(nodes.get('alpha-1.0.jar')!.problems.join(' '), /alpha/i);
    const solo = nodes.get('solo-1.0.jar');
    assert.equal(solo?.mark, null);
    assert.deepEqual(solo?.problems, []);
    assert.equal(solo?.unneeded, true, 'a clean mod nothing needs is still safe to remove');
  });

  it('draws the missing mod once, as an absent node with a missing edge from each mod that requires it', () => {
    const gamma = nodes.get(absentKey('gamma'));
    assert.ok(gamma, `nodes: ${[...nodes.keys()].join(', ')}`);
    assert.equal(gamma.kind, 'absent');
    assert.equal(gamma.name, 'gamma');
    assert.equal(gamma.mark, 'error');
    assert.deepEqual(gamma.neededBy, ['beta-2.0.jar', 'delta-1.0.jar']);
    assert.equal(view.nodes.filter((n) => n.kind === 'absent').length, 1);
    assert.deepEqual(
      view.edges.filter((e) => e.kind === 'missing').map((e) => `${e.from}→${e.to}:${e.id}`),
      ['beta-2.0.jar→/missing/gamma:gamma', 'delta-1.0.jar→/missing/gamma:gamma'],
    );
  });

  it('lays the absent node out below the mods that need it', () => {
    const picture = layoutDependencyGraph(view.nodes, view.edges);
    const at = new Map(picture.boxes.map((b) => [b.key, b]));
    const gamma = at.get(absentKey('gamma'));
    assert.ok(gamma);
    assert.ok(at.get('beta-2.0.jar')!.y < gamma.y && at.get('delta-1.0.jar')!.y < gamma.y);
  });

  it('without problems a mod that lacks a dependency is still an error; an info problem is no mark', () => {
    const bare = new Map(dependencyGraphView(dependencyGraph(inst, files)).nodes.map((n) => [n.file, n]));
    assert.equal(bare.get('beta-2.0.jar')?.mark, 'error');
    assert.equal(bare.get('alpha-1.0.jar')?.mark, null, 'no check given: no duplicate mark');
    const info = dependencyGraphView(dependencyGraph(inst, files), [
      {
        severity: 'info',
        code: 'recommended-missing',
        message: 'x',
        instance: inst.id,
        files: [files[5]!.path],
        mods: [],
      },
    ]);
    assert.equal(info.nodes.find((n) => n.file === 'solo-1.0.jar')?.mark, null);
  });
});
