import { strict as assert } from 'node:assert';
import { dependencyGraph, previewDisable, requiredFiles } from '../../src/core/checks/dependencyGraph';
import { dependencyGraphView } from '../../src/core/checks/dependencyGraphView';
import { layoutDependencyGraph, layoutGraph } from '../../src/shared/graphLayout';
import { dep, file, instance, mod, nested } from './fixtures/modFileBuilder';

/**
 * A Fabric pack: Iris requires Sodium; Sodium and Iris require Fabric API; Reese's Sodium Options optionally uses
 * Sodium; a jar-in-jar library serves Cloth users; OptiFabric breaks Sodium; Old Tweaks breaks Sodium only below
 * 0.4 (Sodium is 0.5.8, so no break); Lonely needs a mod nobody has; a library and a disabled jar.
 */
function pack() {
  const base = [dep('minecraft', '1.20.x'), dep('fabricloader', '>=0.15')];
  return {
    instance: instance({ loaderType: 'fabric', loaderVersion: '0.15.7', minecraft: '1.20.1' }),
    files: [
      file('fabric-api.jar', [mod('fabric-api', { name: 'Fabric API', version: '0.92.0', dependencies: base })]),
      file('sodium.jar', [
        mod('sodium', { name: 'Sodium', version: '0.5.8', dependencies: [...base, dep('fabric-api')] }),
      ]),
      file('iris.jar', [
        mod('iris', { name: 'Iris', version: '1.7.0', dependencies: [dep('sodium', '>=0.5'), dep('fabric-api')] }),
      ]),
      file('reeses.jar', [mod('reeses-sodium-options', { dependencies: [dep('sodium', null, { kind: 'optional' })] })]),
      file('bundle.jar', [mod('bundle', { name: 'Bundle' })], {
        nested: [nested('META-INF/jars/cloth.jar', [mod('cloth-config', { version: '11.0' })])],
      }),
      file('clothuser.jar', [mod('clothuser', { dependencies: [dep('cloth-config', '>=11')] })]),
      file('optifabric.jar', [mod('optifabric', { dependencies: [dep('sodium', null, { kind: 'breaks' })] })]),
      file('oldtweaks.jar', [mod('oldtweaks', { dependencies: [dep('sodium', '<0.4', { kind: 'breaks' })] })]),
      file('lonely.jar', [mod('lonely', { dependencies: [dep('ghost-lib')] })]),
      file('plain-library.jar', [], { kind: 'library' }),
      file('old.jar.disabled', [mod('old', { dependencies: [dep('sodium')] })]),
    ],
  };
}

describe('dependency graph', () => {
  const { instance: inst, files } = pack();
  const graph = dependencyGraph(inst, files);
  const byFile = new Map(graph.mods.map((m) => [m.file, m]));

  it('links who requires whom through the providers the loader sees, game and loader ids excluded', () => {
    const requires = graph.links.filter((l) => l.kind === 'requires').map((l) => `${l.from}→${l.to}:${l.id}`);
    assert.deepEqual(requires.sort(), [
      'clothuser.jar→bundle.jar:cloth-config',
      'iris.jar→fabric-api.jar:fabric-api',
      'iris.jar→sodium.jar:sodium',
      'sodium.jar→fabric-api.jar:fabric-api',
    ]);
    assert.deepEqual(byFile.get('sodium.jar')?.neededBy, ['iris.jar']);
    assert.deepEqual(byFile.get('fabric-api.jar')?.neededBy, ['iris.jar', 'sodium.jar']);
    assert.deepEqual(
      graph.links.filter((l) => l.kind === 'optional').map((l) => `${l.from}→${l.to}`),
      ['reeses.jar→sodium.jar'],
    );
    assert.deepEqual(byFile.get('lonely.jar')?.missing, ['ghost-lib']);
  });

  it('shows a break only against a present mod whose version is in the range', () => {
    const breaks = graph.links.filter((l) => l.kind === 'breaks').map((l) => `${l.from}→${l.to}`);
    assert.deepEqual(breaks, ['optifabric.jar→sodium.jar']);
  });

  it('marks the mods nothing requires as unneeded, and only enabled files are drawn', () => {
    const unneeded = graph.mods.filter((m) => m.unneeded).map((m) => m.file);
    assert.deepEqual(
      unneeded.sort(),
      ['iris.jar', 'lonely.jar', 'optifabric.jar', 'oldtweaks.jar', 'reeses.jar', 'clothuser.jar'].sort(),
    );
    assert.equal(byFile.get('plain-library.jar')?.unneeded, false, 'a jar without metadata is never called safe');
    assert.equal(byFile.has('old.jar.disabled'), false);
    assert.equal(graph.disabledCount, 1);
  });

  it('gives bisect the same required files (src/core/bisect/bisectRequires.ts)', () => {
    const req = requiredFiles(graph);
    assert.deepEqual(req['iris.jar'], ['fabric-api.jar', 'sodium.jar']);
    assert.deepEqual(req['reeses.jar'], [], 'an optional dependency is not required');
    assert.deepEqual(req['lonely.jar'], []);
  });
});

describe('disable preview', () => {
  const { instance: inst, files } = pack();
  const graph = dependencyGraph(inst, files);

  it('follows required links transitively and says what each broken mod lacks', () => {
    const preview = previewDisable(graph, ['fabric-api.jar']);
    assert.deepEqual(preview.broken, [
      { file: 'sodium.jar', lacks: ['fabric-api'] },
      { file: 'iris.jar', lacks: ['sodium', 'fabric-api'] },
    ]);
    assert.deepEqual(preview.resolved, [], 'no break involves Fabric API itself');
  });

  it('a mod nothing needs breaks nothing; disabling a broken-against mod resolves the break', () => {
    assert.deepEqual(previewDisable(graph, ['iris.jar']).broken, []);
    const sodium = previewDisable(graph, ['sodium.jar']);
    assert.deepEqual(sodium.broken, [{ file: 'iris.jar', lacks: ['sodium'] }]);
    assert.deepEqual(
      sodium.resolved.map((l) => `${l.from}→${l.to}`),
      ['optifabric.jar→sodium.jar'],
    );
    assert.deepEqual(previewDisable(graph, ['bundle.jar']).broken, [
      { file: 'clothuser.jar', lacks: ['cloth-config'] },
    ]);
  });

  it('a second provider of the same id keeps its dependents loading', () => {
    const extra = [...files, file('fabric-api-copy.jar', [mod('fabric-api', { version: '0.92.1' })])];
    const twice = dependencyGraph(inst, extra);
    assert.deepEqual(previewDisable(twice, ['fabric-api.jar']).broken, []);
    assert.deepEqual(
      previewDisable(twice, ['fabric-api.jar', 'fabric-api-copy.jar']).broken.map((b) => b.file),
      ['sodium.jar', 'iris.jar'],
    );
  });
});

describe('graph layout (@dagrejs/dagre)', () => {
  it('places every box without overlap, dependents above what they require, edges from box to box', () => {
    const { instance: inst, files } = pack();
    const graph = dependencyGraph(inst, files);
    const view = dependencyGraphView(graph);
    // Every drawn mod, plus one node for the id nothing provides (lonely's ghost-lib) and its edge.
    assert.equal(view.nodes.length, graph.mods.length + 1);
    assert.equal(view.edges.length, graph.links.length + 1);
    const picture = layoutDependencyGraph(view.nodes, view.edges);
    const at = new Map(picture.boxes.map((b) => [b.key, b]));
    for (const a of picture.boxes) {
      assert.ok(a.x >= 0 && a.y >= 0 && a.x + a.width <= picture.width && a.y + a.height <= picture.height, a.key);
      for (const b of picture.boxes) {
        if (a === b) continue;
        const apart = a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
        assert.ok(apart, `${a.key} overlaps ${b.key}`);
      }
    }
    view.edges.forEach((edge, i) => {
      assert.ok((picture.edges[i]?.points.length ?? 0) >= 2, `${edge.from}→${edge.to} has a path`);
      if (edge.kind === 'requires' || edge.kind === 'missing')
        assert.ok(at.get(edge.from)!.y < at.get(edge.to)!.y, `${edge.from} above ${edge.to}`);
    });
    const nodes = new Map(view.nodes.map((n) => [n.file, n]));
    assert.deepEqual(nodes.get('iris.jar')?.requires, ['fabric-api.jar', 'sodium.jar']);
    assert.deepEqual(nodes.get('sodium.jar')?.clashes, ['optifabric.jar']);
    assert.deepEqual(nodes.get('optifabric.jar')?.clashes, ['sodium.jar']);
    assert.ok(at.get('reeses.jar')!.width > at.get('iris.jar')!.width, 'a longer name gets a wider box');
  });

  it('is deterministic and keeps edges in input order, a loop or unknown key without points', () => {
    const boxes = [
      { key: 'a', width: 100, height: 40 },
      { key: 'b', width: 100, height: 40 },
    ];
    const edges = [
      { from: 'a', to: 'b', constrains: true },
      { from: 'a', to: 'zzz', constrains: true },
      { from: 'b', to: 'b', constrains: true },
    ];
    const first = layoutGraph(boxes, edges);
    assert.deepEqual(layoutGraph(boxes, edges), first);
    assert.equal(first.edges.length, 3);
    assert.ok(first.edges[0]!.points.length >= 2);
    assert.deepEqual([first.edges[1]!.points, first.edges[2]!.points], [[], []]);
  });
});
