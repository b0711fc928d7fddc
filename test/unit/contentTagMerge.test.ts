import * as assert from 'node:assert/strict';
import { mergeTags, sortStrings, type TagIdJudge } from '../../src/core/content/tagMerge';
import { seededRandom } from '../fuzz/seededRandom';
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

describe('tag merge: tags without nested tags resolved as lists', () => {
  it('sorts strings in place exactly as Array.prototype.sort does, at every length', () => {
    const seeded = seededRandom(25);
    const random = (): number => seeded.next();
    const alphabet = ['a', 'b', 'Z', '_', '0', ':', '/', '中', 'é', '#'];
    for (let n = 0; n <= 80; n++) {
      for (let round = 0; round < 5; round++) {
        const list: string[] = [];
        for (let k = 0; k < n; k++) {
          // Few distinct letters and short words: duplicates and shared prefixes are common.
          let word = '';
          const length = 1 + Math.floor(random() * 4);
          for (let c = 0; c < length; c++) word += alphabet[Math.floor(random() * alphabet.length)]!;
          list.push(word);
        }
        const want = [...list].sort();
        const got = sortStrings(list);
        assert.equal(got, list, 'in place');
        assert.deepEqual(got, want, `${n}: ${list.join(' ')}`);
      }
    }
  });

  it('gives a tag of plain ids the members and absent ids it gives when the same tag also names a tag', () => {
    // A tag with a `#` entry takes the set path (Tarjan's bookkeeping); one without, the list path. An optional entry
    // naming an undeclared tag adds nothing, so both forms of every tag must resolve to the same members and report
    // the same absent ids, with duplicates, optional entries and ids the judge calls absent among the values.
    const seeded = seededRandom(33);
    const random = (): number => seeded.next();
    const judge: TagIdJudge = (_registry, id) => (id.endsWith('_gone') ? 'absent' : 'present');
    for (let round = 0; round < 40; round++) {
      const files: RawTag[] = [];
      const tags = 2 + Math.floor(random() * 12);
      for (let t = 0; t < tags; t++) {
        const values: string[] = [];
        // Up to 40 entries: tags both below and above the list path's limit.
        const count = Math.floor(random() * 41);
        for (let v = 0; v < count; v++) {
          const roll = random();
          const id = `t:i${Math.floor(random() * 30)}${roll < 0.15 ? '_gone' : ''}`;
          values.push(roll > 0.85 ? `${id}?` : id);
        }
        if (t > 0 && random() < 0.3) values.push(`#t:x${Math.floor(random() * t)}`);
        files.push(tag(`t:x${t}`, values, random() < 0.1 ? ['t:i1'] : []));
      }
      const lists = mergeTags(files, judge);
      const sets = mergeTags(
        files.map((f) => ({ ...f, values: [...f.values, '#t:undeclared?'] })),
        judge,
      );
      assert.deepEqual(lists.tags, sets.tags, `round ${round}`);
      assert.deepEqual(lists.missingIds, sets.missingIds, `round ${round}`);
      assert.deepEqual(lists.cycles, sets.cycles, `round ${round}`);
    }
  });

  it('keeps a list-resolved tag’s members right where tags that include it read them', () => {
    const merged = mergeTags(
      [
        tag('t:outer', ['#t:plain', 't:z', '#t:plain']),
        tag('t:plain', ['t:b', 't:a', 't:b', 't:c?', 't:gone']),
        tag('t:other', ['#t:plain', 't:a']),
      ],
      (_registry, id) => (id === 't:gone' || id === 't:c' ? 'absent' : 'present'),
    );
    assert.deepEqual(members(merged.tags, 't:plain'), ['t:a', 't:b']);
    assert.deepEqual(members(merged.tags, 't:outer'), ['t:a', 't:b', 't:z']);
    assert.deepEqual(members(merged.tags, 't:other'), ['t:a', 't:b']);
    assert.deepEqual(
      merged.tags.find((t) => t.id === 't:plain')?.missing,
      ['t:gone'],
      'a required absent id is reported, an optional one dropped',
    );
  });
});
