import * as assert from 'node:assert/strict';
import type { ContentEntry, ContentIndex } from '../../src/core/content/contentIndex';
import { ContentLookup } from '../../src/core/content/contentLookup';
import { emptyDefinitions } from '../../src/core/references/contentReference';
import { ReferenceJudge } from '../../src/core/references/referenceJudge';

function levenshtein(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0]![j] = j;
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++)
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
  return d[a.length]![b.length]!;
}

/** The ranking ContentLookup.nearest promises, computed the slow way over every id. */
function expected(ids: string[], id: string, max = 3): string[] {
  const [ns, path] = id.split(':') as [string, string];
  const limit = Math.max(2, Math.floor(path.length / 3));
  return ids
    .map((c) => {
      const [cns, cpath] = c.split(':') as [string, string];
      return [levenshtein(path, cpath) + (cns === ns ? 0 : 1), c] as const;
    })
    .filter(([d]) => d <= limit)
    .sort((a, b) => a[0] - b[0] || (a[1] < b[1] ? -1 : 1))
    .slice(0, max)
    .map(([, c]) => c);
}

describe('content lookup: nearest ids', () => {
  const entry = (id: string): ContentEntry => ({ id, name: null, names: {}, mod: null, file: 'f' });
  const words = ['brass_ingot', 'brass_block', 'copper_ingot', 'iron_gear', 'gear', 'cogwheel', 'andesite_alloy'];
  const ids: string[] = [];
  for (let m = 0; m < 40; m++)
    for (let w = 0; w < words.length; w++) ids.push(`mod${m}:${words[w]}${m % 3 === 0 ? '' : m}`);
  const blocks = ids.filter((_, i) => i % 5 === 0);
  const index: ContentIndex = {
    instance: 'x',
    namespaces: Array.from({ length: 40 }, (_, m) => ({
      id: `mod${m}`,
      mod: `mod${m}`,
      items: 0,
      blocks: 0,
      fluids: 0,
      tags: 0,
      recipes: 0,
      complete: true,
      incompleteReason: null,
    })),
    items: ids.map(entry),
    blocks: blocks.map(entry),
    fluids: [],
    tags: [],
    recipes: [],
    gaps: [],
  };

  it('ranks as a full edit-distance scan does, per kind, and answers again the same', () => {
    const lookup = new ContentLookup(index);
    for (const typo of [
      'mod3:brass_ingott',
      'mod0:bras_ingot',
      'mod7:copper_ingot7',
      'mod9:gaer',
      'modx:cogwheel',
      'mod1:zzzzzzzz',
    ]) {
      assert.deepEqual(lookup.nearest(typo), expected(ids, typo), typo);
      assert.deepEqual(lookup.nearest(typo, 'block'), expected(blocks, typo), `${typo} (blocks)`);
      assert.deepEqual(lookup.nearest(typo, undefined, 5), expected(ids, typo, 5), `${typo} (5)`);
      const again = lookup.nearest(typo);
      again.push('changed by the caller');
      assert.deepEqual(lookup.nearest(typo), expected(ids, typo));
    }
    assert.deepEqual(lookup.judge('mod3:brass_ingott'), {
      known: false,
      reason: 'unknown-id',
      suggestions: expected(ids, 'mod3:brass_ingott'),
    });
  });

  it("is the reference checker's did-you-mean too: a mistyped script id gets the same ranking", () => {
    // The judge suggests only in a namespace the index knows ids of.
    const lookup = new ContentLookup({ ...index, namespaces: index.namespaces.map((n) => ({ ...n, items: 7 })) });
    const judge = new ReferenceJudge(lookup, emptyDefinitions());
    for (const typo of ['mod3:brass_ingott', 'mod9:gaer', 'mod0:bras_ingot']) {
      const problem = judge.judge({
        file: '/p/kubejs/server_scripts/a.js',
        id: typo,
        tag: false,
        line: 1,
        column: 1,
        start: 0,
        end: typo.length,
        source: 'script',
      });
      assert.equal(problem?.code, 'unknown-id', typo);
      assert.deepEqual(problem?.suggestions, expected(ids, typo), typo);
    }
  });

  it('builds over 50,000 ids and answers a mistyped id quickly', () => {
    const many: ContentEntry[] = Array.from({ length: 50_000 }, (_, i) => entry(`mod${i % 50}:item_${i}`));
    const started = performance.now();
    const lookup = new ContentLookup({ ...index, items: many, blocks: [] });
    const first = lookup.nearest('mod7:item_1234x');
    const elapsed = performance.now() - started;
    assert.deepEqual(
      first,
      expected(
        many.map((e) => e.id),
        'mod7:item_1234x',
      ),
    );
    assert.ok(elapsed < 2_000, `${elapsed} ms`);
  });
});
