import * as assert from 'node:assert/strict';
import {
  duplicateKeys,
  escapeControlCharactersInStrings,
  parseLenientJson,
} from '../../src/core/minecraft/metadata/lenientJson';
import { MetadataError } from '../../src/core/minecraft/metadata/parsedMetadata';

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
});
