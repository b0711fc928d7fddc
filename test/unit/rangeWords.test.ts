import * as assert from 'node:assert/strict';
import { rangeWords } from '../../src/core/checks/rangeWords';

describe('version ranges in words', () => {
  const cases: [string, string, string][] = [
    ['>=1.0.0', '1.0.0 or newer', '1.0.0 或更新版本'],
    ['>0.4', 'newer than 0.4', '高于 0.4 的版本'],
    ['<=2', '2 or older', '2 或更旧版本'],
    ['<3.0.0', 'older than 3.0.0', '低于 3.0.0 的版本'],
    ['>=0.15 <0.16', '0.15 or newer and older than 0.16', '0.15 或更新版本且低于 0.16 的版本'],
    ['[47,)', '47 or newer', '47 或更新版本'],
    ['[1.0,2.0)', '1.0 or newer and older than 2.0', '1.0 或更新版本且低于 2.0 的版本'],
    ['(,1.12.2]', '1.12.2 or older', '1.12.2 或更旧版本'],
    ['[1.20.1]', '1.20.1', '1.20.1'],
    ['~1.2.3', '1.2.3 or a later patch', '1.2.3 或其后续补丁版本'],
    ['^4.0.0', '4.0.0 or a later compatible version', '4.0.0 或兼容的更新版本'],
    ['*', 'any version', '任意版本'],
    ['=0.5.8', '0.5.8', '0.5.8'],
    ['1.20.x', '1.20.x', '1.20.x'],
  ];
  for (const [range, en, zh] of cases)
    it(`${range} → ${en} / ${zh}`, () => {
      assert.equal(rangeWords(range, 'en'), en);
      assert.equal(rangeWords(range, 'zh-cn'), zh);
    });

  it('leaves a syntax it does not know as written', () => {
    assert.equal(rangeWords('>=1.0 || <0.5', 'en'), '>=1.0 || <0.5');
  });
});
