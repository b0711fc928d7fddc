import * as assert from 'node:assert/strict';
import { scanRecipe, scanTag } from '../../src/core/content/dataScan';
import { parseGameJson } from '../../src/core/content/gameJson';
import { recipeFacts } from '../../src/core/content/recipeShapes';
import { tagEntries } from '../../src/core/content/sourceContent';
import { seededRandom } from '../fuzz/seededRandom';

/** What the index takes from a recipe file the way it did before the scan: JSON.parse (gameJson.ts), recipeFacts. */
function parsedRecipe(text: string, legacy: boolean): { type: string; outputs: string[]; inputs: string[] } | null {
  const json = parseGameJson(text);
  if (json === undefined) return null;
  const facts = recipeFacts(json, legacy);
  if (facts.disabledOn.length > 0 || facts.modConditions !== undefined || facts.choices !== undefined) return null;
  return { type: facts.type, outputs: facts.outputs, inputs: facts.inputs };
}

/** What the index takes from a tag file the way it did before the scan. */
function parsedTag(text: string): { replace: boolean; values: string[]; remove: string[] } | null {
  const json = parseGameJson(text);
  if (typeof json !== 'object' || json === null) return null;
  const record = json as Record<string, unknown>;
  return {
    replace: record['replace'] === true,
    values: tagEntries(record['values']),
    remove: tagEntries(record['remove']),
  };
}

/** Checks the scan against the parse: the same answer whenever the scan gives one. Returns whether it gave one. */
function sameRecipe(text: string, legacy: boolean): boolean {
  const scanned = scanRecipe(Buffer.from(text, 'utf8'), legacy);
  if (scanned === null) return false;
  assert.deepEqual(scanned, parsedRecipe(text, legacy), `${legacy ? '1.12 ' : ''}recipe ${JSON.stringify(text)}`);
  return true;
}

function sameTag(text: string): boolean {
  const scanned = scanTag(Buffer.from(text, 'utf8'));
  if (scanned === null) return false;
  assert.deepEqual(scanned, parsedTag(text), `tag ${JSON.stringify(text)}`);
  return true;
}

const NAMESPACES = ['minecraft', 'create', 'mod_0', 'a.b-c', 'Caps', ''];
const PATHS = ['iron_ingot', 'ingots/brass', 'thing_7', 'x.y', 'Bad Path', 'é', ' padded '];

function anId(r: () => number): string {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(r() * list.length)]!;
  const ns = pick(NAMESPACES);
  const p = pick(PATHS);
  const tag = r() < 0.2 ? '#' : '';
  return r() < 0.25 ? `${tag}${p}` : `${tag}${ns}:${p}`;
}

/** A JSON value in the shapes recipes use: stacks, ingredients, lists, counts, nested results, odd keys. */
function aValue(r: () => number, depth: number): unknown {
  const roll = r();
  if (depth > 4 || roll < 0.3) return anId(r);
  if (roll < 0.4) return [Math.floor(r() * 100), -1.5e3, 0, true, false, null][Math.floor(r() * 6)];
  if (roll < 0.6) return Array.from({ length: Math.floor(r() * 4) }, () => aValue(r, depth + 1));
  const keys = ['item', 'tag', 'id', 'fluid', 'fluidTag', 'count', 'type', 'nbt', 'value', 'base_ingredient', 'items'];
  const out: Record<string, unknown> = {};
  for (let k = Math.floor(r() * 4); k >= 0; k--) {
    const key = keys[Math.floor(r() * keys.length)]!;
    out[key] =
      key === 'type'
        ? ['forge:ore_dict', 'minecraft:item', 'neoforge:components'][Math.floor(r() * 3)]
        : aValue(r, depth + 1);
  }
  return out;
}

function aRecipe(r: () => number): Record<string, unknown> {
  const keys = [
    'result',
    'results',
    'output',
    'ingredients',
    'ingredient',
    'key',
    'pattern',
    'itemInput',
    'mainOutput',
  ];
  const recipe: Record<string, unknown> = {};
  if (r() < 0.5) recipe['type'] = ['minecraft:crafting_shaped', 'smelting', 'create:mixing'][Math.floor(r() * 3)];
  for (let k = Math.floor(r() * 5); k >= 0; k--) {
    const key = keys[Math.floor(r() * keys.length)]!;
    if (key === 'key') recipe[key] = { A: aValue(r, 1), B: aValue(r, 1), '#': aValue(r, 1) };
    else if (key === 'pattern') recipe[key] = ['AB', ' #'];
    else recipe[key] = aValue(r, 0);
  }
  if (r() < 0.5) recipe['type'] = ['minecraft:crafting_shapeless', 'stonecutting', 'mod:x'][Math.floor(r() * 3)];
  return recipe;
}

describe('content data scans (recipes and tags without JSON.parse)', () => {
  it('gives what JSON.parse and recipeFacts give on generated recipes, modern and 1.12', () => {
    const rng = seededRandom(25);
    const r = (): number => rng.next();
    let scanned = 0;
    for (let n = 0; n < 3000; n++) {
      const recipe = aRecipe(r);
      const text = JSON.stringify(recipe, null, n % 3 === 0 ? 2 : n % 3 === 1 ? '\t' : undefined);
      for (const legacy of [false, true]) if (sameRecipe(text, legacy)) scanned++;
    }
    // Most generated recipes are taken by the scan (a type and no unhandled key), so the comparison is not empty.
    assert.ok(scanned > 2500, `scanned ${scanned}`);
  });

  it('reads the bench shape and the common 1.20 and 1.21 shapes', () => {
    const shaped =
      '{"type":"minecraft:crafting_shaped","pattern":["AB","BA"],"key":{"A":{"item":"m:a"},"B":{"tag":"m:g"}},' +
      '"result":{"item":"m:b","count":1}}';
    assert.deepEqual(scanRecipe(Buffer.from(shaped), false), {
      type: 'minecraft:crafting_shaped',
      outputs: ['m:b'],
      inputs: ['m:a', '#m:g'],
    });
    const modern = '{\n  "type": "smelting",\n  "ingredient": "#c:ores/iron",\n  "result": {"id": "iron_ingot"}\n}\n';
    assert.deepEqual(scanRecipe(Buffer.from(modern), false), {
      type: 'minecraft:smelting',
      outputs: ['minecraft:iron_ingot'],
      inputs: ['#c:ores/iron'],
    });
    assert.ok(sameRecipe(shaped, false) && sameRecipe(modern, false) && sameRecipe(modern, true));
  });

  it('takes back a 1.12 ore-dictionary ingredient, whichever key comes first', () => {
    for (const text of [
      '{"type":"forge:ore_shaped","key":{"A":{"item":"minecraft:stick"}},"ingredients":[{"item":"m:x","type":"forge:ore_dict"},{"item":"m:y"}],"result":{"item":"m:Out"}}',
      '{"type":"forge:ore_shaped","ingredients":[{"type":"forge:ore_dict","ore":"ingotIron","item":"m:x"},"m:z"],"result":"m:o"}',
    ]) {
      assert.ok(sameRecipe(text, true));
      assert.ok(sameRecipe(text, false));
    }
    const scanned = scanRecipe(Buffer.from('{"type":"t","ingredient":{"item":"m:x","type":"forge:ore_dict"}}'), true);
    assert.deepEqual(scanned?.inputs, []);
  });

  it('leaves to JSON.parse what it does not take for certain, and refuses what JSON.parse refuses', () => {
    const unhandled = [
      '\uFEFF{"type":"a:b"}', // a byte-order mark
      '{"type":"a:b"} // note', // a comment (gameJson.ts accepts it)
      '{"type":"a:b","result":"m:\\u0061"}', // an escape
      '{"type":"a:b","result":"m:a","result":"m:b"}', // a key twice: the last wins in JSON.parse
      '{"type":"a:b","result":{"item":"m:a"},"x":{"result":"z:z"},"result":{"item":"m:b"}}', // twice, a nested use between
      '{"type":"a:b","key":{"1":"m:a","A":"m:b"}}', // an integer key: JavaScript orders it first
      '{"type":"a:b","conditions":[{"type":"forge:false"}]}',
      '{"type":"a:b","neoforge:conditions":[{"type":"neoforge:mod_loaded","modid":"x"}]}',
      '{"type":"forge:conditional","recipes":[]}',
      '{"type":"create:sequenced_assembly","sequence":[]}',
      '{"result":"m:a"}', // no type
      '{"type":"","result":"m:a"}',
      '{"type":3}',
      '[]',
      '{}',
      '{"type":"a:b","result":"m:é"}', // an id outside ASCII
      `{"type":"a:b","result":${'['.repeat(80)}${']'.repeat(80)}}`, // deeper than the scan follows
    ];
    for (const text of unhandled) assert.equal(scanRecipe(Buffer.from(text), false), null, text);
    // A tag naming `values` again after a nested object used the key: JSON.parse keeps the last, so the scan declines.
    assert.equal(scanTag(Buffer.from('{"values":["m:a"],"x":{"values":["z:z"]},"values":["m:b"]}')), null);
    const invalid = [
      '',
      '{',
      '{"type":"a:b",}',
      '{"type":"a:b"}}',
      '{"type":"a:b" "x":1}',
      '{"type":"a:b","n":01}',
      '{"type":"a:b","n":1.}',
      '{"type":"a:b","n":+1}',
      '{"type":"a:b","n":-}',
      '{"type":"a:b","n":tru}',
      '{"type":"a:b","s":"tab\there"}',
      "{'type':'a:b'}",
      '{"type":"a:b"}x',
    ];
    for (const text of invalid) {
      assert.equal(parseGameJson(text), undefined, text);
      assert.equal(scanRecipe(Buffer.from(text), false), null, text);
      assert.equal(scanTag(Buffer.from(text)), null, text);
    }
  });

  it('agrees with JSON.parse on every cut and on damaged bytes of real shapes', () => {
    const rng = seededRandom(33);
    const r = (): number => rng.next();
    for (let n = 0; n < 60; n++) {
      const text = JSON.stringify(aRecipe(r), null, n % 2 === 0 ? 1 : undefined);
      for (let cut = 0; cut < text.length; cut++) sameRecipe(text.slice(0, cut), false);
      for (let k = 0; k < 40; k++) {
        const bytes = Buffer.from(text);
        bytes[Math.floor(r() * bytes.length)] = ' {}[]:,"\\0e.-\n\x01\xff'.charCodeAt(Math.floor(r() * 16)) & 0xff;
        const damaged = bytes.toString('latin1');
        const scanned = scanRecipe(bytes, false);
        if (scanned !== null)
          assert.deepEqual(scanned, parsedRecipe(bytes.toString('utf8'), false), JSON.stringify(damaged));
      }
    }
  });

  it('passes over text outside ASCII and invalid UTF-8 in strings it does not keep, as JSON.parse does', () => {
    const text = Buffer.concat([
      Buffer.from('{"type":"a:b","group":"铜 '),
      Buffer.from([0xc3, 0xff, 0xe2]),
      Buffer.from('","result":"m:a"}'),
    ]);
    assert.deepEqual(scanRecipe(text, false), { type: 'a:b', outputs: ['m:a'], inputs: [] });
    assert.deepEqual(scanRecipe(text, false), parsedRecipe(text.toString('utf8'), false));
  });

  it('gives what JSON.parse gives on generated and damaged tags', () => {
    const rng = seededRandom(7);
    const r = (): number => rng.next();
    let scanned = 0;
    for (let n = 0; n < 1500; n++) {
      const values: unknown[] = [];
      for (let k = Math.floor(r() * 6); k >= 0; k--) {
        const roll = r();
        if (roll < 0.5) values.push(anId(r));
        else if (roll < 0.7) values.push({ id: anId(r), required: r() < 0.5 ? false : r() < 0.5 ? true : 'false' });
        else if (roll < 0.8) values.push({ required: false });
        else if (roll < 0.9) values.push(['nested']);
        else values.push(r() < 0.5 ? 3 : null);
      }
      const tag: Record<string, unknown> = { values };
      if (r() < 0.5) tag['replace'] = r() < 0.5 ? true : r() < 0.5 ? false : 'true';
      if (r() < 0.2) tag['remove'] = r() < 0.5 ? values.slice(0, 2) : 'not a list';
      if (r() < 0.1) tag['values'] = {};
      const text = JSON.stringify(tag, null, n % 2 === 0 ? 2 : undefined);
      if (sameTag(text)) scanned++;
      for (let k = 0; k < 4; k++) {
        const bytes = Buffer.from(text);
        bytes[Math.floor(r() * bytes.length)] = ' {}[]:,"\\0ef.-\n'.charCodeAt(Math.floor(r() * 15));
        const result = scanTag(bytes);
        if (result !== null) assert.deepEqual(result, parsedTag(bytes.toString('utf8')), bytes.toString('latin1'));
      }
    }
    assert.ok(scanned > 1000, `scanned ${scanned}`);
    assert.equal(scanTag(Buffer.from('{"values":["a"],"values":["b"]}')), null);
    assert.deepEqual(scanTag(Buffer.from('{"replace":true,"values":["#c:x","y",{"id":"m:z","required":false}]}')), {
      replace: true,
      values: ['#c:x', 'minecraft:y', 'm:z?'],
      remove: [],
    });
  });

  it('stays right past its key table: more distinct keys than it keeps', () => {
    for (let n = 0; n < 1200; n++) {
      const text = `{"type":"a:b","k${n}":1,"result":{"item":"m:x${n}","slot${n}":{"id":"m:y"}}}`;
      assert.ok(sameRecipe(text, false), text);
    }
    const wide = `{"type":"a:b",${Array.from({ length: 700 }, (_, k) => `"w${k}":${k}`).join(',')},"result":"m:z"}`;
    // One file with more distinct keys than the table holds goes to JSON.parse, and the next scan works again.
    assert.equal(scanRecipe(Buffer.from(wide), false), null);
    assert.deepEqual(parsedRecipe(wide, false)?.outputs, ['m:z']);
    assert.ok(sameRecipe('{"type":"a:b","result":"m:z"}', false));
  });
});
