import * as assert from 'node:assert/strict';
import { NamespacedIds, namespaceOf } from '../../src/core/content/namespacedIds';

describe('content namespaced ids', () => {
  it('answers as a single map would, in any order of sets, adds and look-ups', () => {
    // Namespaces that share beginnings, are empty or missing, so the reuse of the last namespace is tested.
    const namespaces = ['mod', 'mod0', 'mo', 'm', '', 'minecraft', 'mod:x', 'a.b'];
    const paths = ['a', 'b', 'a/b', '', 'thing_1', ':'];
    const ids: string[] = ['mod', 'mod0', 'nocolon', '', ':', '::'];
    for (const ns of namespaces) for (const p of paths) ids.push(`${ns}:${p}`);
    let seed = 0x9e3779b9;
    // xorshift32: every id comes up, in an order with no pattern the table could happen to suit.
    const random = (n: number): number => {
      seed ^= seed << 13;
      seed ^= seed >>> 17;
      seed ^= seed << 5;
      return (seed >>> 0) % n;
    };
    const table = new NamespacedIds();
    const reference = new Map<string, number>();
    for (let round = 0; round < 6000; round++) {
      const id = ids[random(ids.length)]!;
      const op = random(4);
      if (op === 0) {
        assert.equal(table.get(id), reference.get(id), `get ${JSON.stringify(id)}`);
        assert.equal(table.has(id), reference.has(id), `has ${JSON.stringify(id)}`);
      } else if (op === 1) {
        table.set(id, round);
        reference.set(id, round);
      } else {
        const added = !reference.has(id);
        if (added) reference.set(id, round);
        assert.equal(table.add(id, round), added, `add ${JSON.stringify(id)}`);
      }
      assert.equal(table.size, reference.size);
    }
    assert.ok(reference.size > ids.length / 2, 'most ids were added');
    for (const id of ids) assert.equal(table.get(id), reference.get(id), JSON.stringify(id));
    const sorted = (pairs: Iterable<[string, number]>): Array<[string, number]> =>
      [...pairs].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
    assert.deepEqual(sorted(table.entries()), sorted(reference.entries()));
    assert.deepEqual(sorted(table), sorted(reference));
    assert.deepEqual([...table.keys()].sort(), [...reference.keys()].sort());
    assert.deepEqual(
      [...table.values()].sort((a, b) => a - b),
      [...reference.values()].sort((a, b) => a - b),
    );
    const seen: Array<[string, number]> = [];
    table.forEach((value, key, map) => {
      assert.equal(map, table);
      seen.push([key, value]);
    });
    assert.deepEqual(sorted(seen), sorted(reference));
    assert.equal(table.get('never:added'), undefined);
    assert.equal(table.has('never:added'), false);
  });

  it('iterates namespace by namespace, each in the order its ids came', () => {
    const table = new NamespacedIds();
    table.set('b:1', 0).set('a:1', 1).set('b:2', 2).set('a:2', 3).set('c', 4).set('b:1', 5);
    assert.deepEqual([...table.keys()], ['b:1', 'b:2', 'a:1', 'a:2', 'c']);
    assert.deepEqual([...table.values()], [5, 2, 1, 3, 4]);
    assert.equal(table.size, 5);
  });

  it('takes the namespace as the text before the first colon', () => {
    assert.equal(namespaceOf('create:brass_ingot'), 'create');
    assert.equal(namespaceOf('a:b:c'), 'a');
    assert.equal(namespaceOf(':x'), '');
    assert.equal(namespaceOf('nocolon'), 'nocolon');
  });
});
