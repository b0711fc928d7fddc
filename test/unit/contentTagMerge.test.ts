import * as assert from 'node:assert/strict';
import { mergeTags } from '../../src/core/content/tagMerge';
import type { RawTag } from '../../src/core/content/sourceContent';

const tag = (id: string, values: string[], remove: string[] = []): RawTag => ({
  registry: 'item',
  id,
  replace: false,
  values,
  remove,
  file: `data/t/tags/items/${id.slice(2)}.json`,
});
const members = (tags: ReturnType<typeof mergeTags>['tags'], id: string): string[] | undefined =>
  tags.find((t) => t.id === id)?.values;

describe('tag merge: resolution through nested and cyclic tags', () => {
  it('gives every tag of a cycle the ids reachable from it, and reports each loop once', () => {
    const merged = mergeTags([
      tag('t:a', ['t:one', '#t:b', '#t:c']),
      tag('t:b', ['t:two', '#t:a']),
      tag('t:c', ['t:three', '#t:a', '#t:leaf']),
      tag('t:leaf', ['t:four']),
      tag('t:outside', ['#t:b', 't:five']),
    ]);
    for (const id of ['t:a', 't:b', 't:c'])
      assert.deepEqual(members(merged.tags, id), ['t:four', 't:one', 't:three', 't:two'], id);
    assert.deepEqual(members(merged.tags, 't:leaf'), ['t:four']);
    assert.deepEqual(members(merged.tags, 't:outside'), ['t:five', 't:four', 't:one', 't:three', 't:two']);
    assert.deepEqual(merged.cycles, ['item #t:a -> #t:b -> #t:a', 'item #t:a -> #t:c -> #t:a']);
  });

  it('takes a tag’s own remove entries out after its cycle is settled', () => {
    const merged = mergeTags([tag('t:a', ['t:one', '#t:b'], ['t:two']), tag('t:b', ['t:two', '#t:a'])]);
    assert.deepEqual(members(merged.tags, 't:a'), ['t:one']);
    assert.deepEqual(members(merged.tags, 't:b'), ['t:one', 't:two']);
  });

  it('resolves 300 tags that each name 60 others in bounded time', () => {
    // Found by the session-30 hostile audit: 200 tags naming 50 others each took `nova content` past 60 s, since tags
    // inside a cycle were expanded again from every path.
    const files: RawTag[] = [];
    for (let i = 0; i < 300; i++) {
      const values = [`t:item_${i}`];
      for (let k = 1; k <= 60; k++) values.push(`#t:tag_${(i * 7 + k * 13) % 300}`);
      files.push(tag(`t:tag_${i}`, values));
    }
    const started = process.hrtime.bigint();
    const merged = mergeTags(files);
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    assert.ok(ms < 5_000, `${ms} ms`);
    // One component holds them all: each tag has all 300 items.
    assert.equal(members(merged.tags, 't:tag_0')?.length, 300);
    assert.equal(members(merged.tags, 't:tag_299')?.length, 300);
    assert.ok(merged.cycles.length > 0 && merged.cycles.length <= 50);
  });

  it('cuts a chain deeper than 200 tags instead of overflowing the stack', () => {
    const files: RawTag[] = [];
    for (let i = 0; i < 5_000; i++) files.push(tag(`t:c${i}`, [`t:i${i}`, ...(i < 4_999 ? [`#t:c${i + 1}`] : [])]));
    const merged = mergeTags(files);
    assert.equal(members(merged.tags, 't:c4999')?.length, 1);
    assert.ok((members(merged.tags, 't:c0')?.length ?? 0) >= 200);
  });
});
