import * as assert from 'node:assert/strict';
import {
  duplicateKeys,
  escapeControlCharactersInStrings,
  keyTokens,
  parseLenientJson,
} from '../../src/core/formats/lenientJson';
import { MetadataError } from '../../src/core/formats/parsedMetadata';

describe('lenientJson', () => {
  it('finds duplicate keys per object, not across sibling objects, arrays or comments', () => {
    assert.deepEqual(duplicateKeys('{"a":1,"b":{"a":2,"c":3},"a":4}'), ['a']);
    assert.deepEqual(duplicateKeys('{"authors":[{"name":"x"},{"name":"y"}],"name":"z"}'), []);
    assert.deepEqual(duplicateKeys('{"list":["a","a"],"s":"\\"a\\"","t":"{\\"a\\":1,\\"a\\":2}"}'), []);
    assert.deepEqual(duplicateKeys('{ // "x":1,\n "x": 1, /* "x": 2 */ "y": {"k":1,"k":2}}'), ['k']);
  });

  it('escapes raw control characters only inside strings', () => {
    assert.equal(escapeControlCharactersInStrings('{"a":"x\ny\tz"}\n'), '{"a":"x\\ny\\tz"}\n');
    const unchanged = '{\n  "a": "b"\n}';
    assert.equal(escapeControlCharactersInStrings(unchanged), unchanged);
  });

  it('reports the line and column of a syntax error, after the lenient passes', () => {
    assert.throws(
      () => parseLenientJson('{\n"a": 1,\n"b": [1, 2\n}', 'x.json'),
      (e: unknown) =>
        e instanceof MetadataError && /^x\.json is not valid JSON: .* at line 4, column 1\./.test(e.message),
    );
    assert.deepEqual(parseLenientJson('\uFEFF{"a":[1,2,],}', 'x.json').value, { a: [1, 2] });
  });

  it('reports duplicate keys exactly as the full scan does, also when a string holds `":` or keys are spaced', () => {
    const keys = ['a', 'b', 'a\\"', 'd:', 'k\\u0061', 'ka'];
    let seed = 7;
    const random = (): number => (seed = (seed * 1103515245 + 12345) >>> 0) / 4294967296;
    const pick = (): string => keys[Math.floor(random() * keys.length)]!;
    const value = (depth: number): string => {
      if (depth > 3 || random() < 0.3) return random() < 0.5 ? '1' : `"${pick()}"`;
      if (random() < 0.3)
        return `[${Array.from({ length: Math.floor(random() * 3) }, () => value(depth + 1)).join(',')}]`;
      const members = Array.from({ length: Math.floor(random() * 4) }, () => {
        const space = random() < 0.2 ? ' \n' : '';
        return `"${pick()}"${space}:${space}${value(depth + 1)}`;
      });
      return `{${members.join(',')}}`;
    };
    let withDuplicates = 0;
    for (let n = 0; n < 3000; n++) {
      const text = value(0);
      const want = duplicateKeys(text).length > 0;
      const got = parseLenientJson(text, 'f.json').warnings.some((w) => w.includes('duplicate keys'));
      assert.equal(got, want, text);
      if (want) withDuplicates++;
    }
    assert.ok(withDuplicates > 100, String(withDuplicates));
  });

  it('counts key tokens exactly as the regular expression /"\\s*:/g does', () => {
    let seed = 7;
    const next = (): number => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 4294967296;
    const alphabet = ['"', ':', ' ', '\t', '\n', '\r', '\v', '\u00a0', '\u2028', '\ufeff', '\u3000', 'a', '\\', '{'];
    for (let n = 0; n < 5000; n++) {
      let text = '';
      for (let k = Math.floor(next() * 40); k > 0; k--) text += alphabet[Math.floor(next() * alphabet.length)];
      assert.equal(keyTokens(text), text.match(/"\s*:/g)?.length ?? 0, JSON.stringify(text));
    }
  });
});
