import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { analyzeCrash } from '../../src/core/crash/crashAnalyzer';
import type { CrashRule, RuleHit } from '../../src/core/crash/crashRule';
import { MAX_LINE_BYTES } from '../../src/core/logs/logText';
import { makeTempDir, removeTempDir } from './fixtures/zipBuilder';

/** A rule woken by `trigger` that reports every line it is handed (by its first 30 characters). */
function reporter(id: string, trigger: string, seen: string[]): CrashRule {
  return {
    id,
    row: 0,
    title: id,
    severity: 'error',
    advice: 'Fix it.',
    confidence: 0.9,
    triggers: [trigger],
    match(_ctx, index, line): RuleHit {
      seen.push(`${index}:${line.slice(0, 30)}`);
      return { key: String(index), detail: `${id} on ${index}`, lines: [index] };
    },
  };
}

describe('the rules a hit line wakes (ASCII lines confirmed by the scan, others on their text)', () => {
  let dir = '';
  beforeEach(async () => {
    dir = await makeTempDir();
  });
  afterEach(async () => {
    await removeTempDir(dir);
  });

  it('wakes a rule on an ASCII line only where its trigger lies within what the rules read of the line', async () => {
    const seen: string[] = [];
    const long = 'x'.repeat(MAX_LINE_BYTES - 20);
    const lines = [
      'first line',
      'Broken thing here',
      // The trigger inside the first MAX_LINE_BYTES, and past them (the scan sees it; the rule's text never holds it).
      `${long} Broken thing`,
      `${long}${'y'.repeat(40)} Broken thing`,
      'Broken thing\r',
      'last line',
    ];
    const file = path.join(dir, 'latest.log');
    fs.writeFileSync(file, lines.join('\n') + '\n');
    const analysis = await analyzeCrash({ file }, { rules: [reporter('plain', 'Broken thing', seen)] });
    assert.deepEqual(seen, ['1:Broken thing here', `2:${'x'.repeat(30)}`, '4:Broken thing']);
    assert.deepEqual(analysis.findings.map((f) => f.detail).sort(), ['plain on 1', 'plain on 2', 'plain on 4']);
  });

  it('tests a non-ASCII trigger on lines that are not ASCII, never on ASCII ones, whichever trigger woke the line', async () => {
    const seen: string[] = [];
    const utf8 = Array.from({ length: 30 }, (_, i) => `[10:00:00] 模组 ${i} 加载完成`);
    const lines = [
      'first line',
      '[10:00:00] 模组 Exception here',
      '[10:00:00] ASCII line: Exception',
      ...utf8,
      '[10:00:00] Exception on an ASCII line',
      'last line',
    ];
    const file = path.join(dir, 'latest.log');
    fs.writeFileSync(file, lines.join('\n') + '\n');
    const rules = [reporter('mod', '模组', seen), reporter('exception', 'Exception', seen)];
    const analysis = await analyzeCrash({ file }, { rules });
    assert.equal(analysis.encoding, 'utf-8');
    // (Triggers are tested longest first: 'Exception', then '模组'.)
    assert.deepEqual(seen, [
      '1:[10:00:00] 模组 Exception here',
      '1:[10:00:00] 模组 Exception here',
      '2:[10:00:00] ASCII line: Excepti',
      ...utf8.map((l, i) => `${3 + i}:${l.slice(0, 30)}`),
      '33:[10:00:00] Exception on an ASC',
    ]);
    assert.equal(analysis.findings.length, 34);
  });
});
