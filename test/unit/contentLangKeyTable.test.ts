import * as assert from 'node:assert/strict';
import { LangKeyTable, segmentOf } from '../../src/core/content/langKeyTable';

describe('content lang key table', () => {
  it('gives every key the slot a single map would, in any order of keys and look-ups', () => {
    // Keys whose segments share beginnings, lack dots or are empty, so the reuse of the last segment is tested.
    const parts = ['item', 'block', 'tile', 'a', 'ab', 'abc', '', 'x.y', 'a.', '.a'];
    const keys: string[] = [];
    for (const a of parts) for (const b of parts) for (const c of ['', '.name', '.z', 'q']) keys.push(`${a}.${b}${c}`);
    keys.push('nodot', '', '.', '..', 'a..b', 'item.a', 'item.a.b', 'item.ab.b', 'item.a.b.c');
    let seed = 11;
    const random = (n: number): number => (seed = (seed * 1103515245 + 12345) % 2147483648) % n;
    const table = new LangKeyTable();
    const reference = new Map<string, number>();
    for (let round = 0; round < 4000; round++) {
      const key = keys[random(keys.length)]!;
      if (random(3) === 0) {
        assert.equal(table.get(key), reference.get(key), `get ${JSON.stringify(key)}`);
        continue;
      }
      let expected = reference.get(key);
      if (expected === undefined) reference.set(key, (expected = reference.size));
      assert.equal(table.add(key), expected, `add ${JSON.stringify(key)}`);
    }
    assert.equal(table.size, reference.size);
    for (const key of keys) assert.equal(table.get(key), reference.get(key), JSON.stringify(key));
    assert.ok(reference.size > keys.length / 2, 'most keys were added');
    assert.equal(table.get('never.added.key'), undefined);
  });

  it('buckets a key by the text between its first and second dot', () => {
    assert.equal(segmentOf('item.create.brass_ingot'), 'create');
    assert.equal(segmentOf('item.create'), 'create');
    assert.equal(segmentOf('item..x'), '');
    assert.equal(segmentOf('nodot'), '');
  });
});
