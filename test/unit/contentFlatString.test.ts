import * as assert from 'node:assert/strict';
import { flatString } from '../../src/core/content/flatString';

describe('content flat strings', () => {
  it('gives back the same text for ids, number-like texts and long trees of concatenations', () => {
    const parts = ['create', ':', 'crushing/', 'brass_ingot', '12', ' 7 ', '0x1F', 'Infinity', '', '黄铜锭', '😀'];
    for (const a of parts)
      for (const b of parts) {
        const joined = `${a}${b}`;
        assert.equal(flatString(`${a}${b}`), joined);
        assert.equal(flatString(a + ':' + b), `${a}:${b}`);
      }
    let tree = '';
    for (let k = 0; k < 2000; k++) tree = `${tree}${k % 10}`;
    const expected = Array.from({ length: 2000 }, (_, k) => String(k % 10)).join('');
    assert.equal(flatString(tree), expected);
    assert.equal(flatString(tree).length, 2000);
  });
});
