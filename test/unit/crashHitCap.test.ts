import * as assert from 'node:assert/strict';
import { analyzeCrash } from '../../src/core/crash/crashAnalyzer';
import type { CrashRule, RuleHit } from '../../src/core/crash/crashRule';

/** A rule woken by `trigger` that reports every line it is handed (its calls counted in `calls[name]`). */
function reporter(name: string, id: string, trigger: string, calls: Record<string, number>): CrashRule {
  calls[name] = 0;
  return {
    id,
    row: 0,
    title: id,
    severity: 'error',
    advice: 'Fix it.',
    confidence: 0.9,
    triggers: [trigger],
    match(_ctx, index): RuleHit {
      calls[name]!++;
      return { key: `${name}@${index}`, detail: `${name} on ${index}`, lines: [index] };
    },
  };
}

/** A rule woken by `trigger` that never finds anything (and reads no other line). */
function silent(name: string, trigger: string, calls: Record<string, number>): CrashRule {
  calls[name] = 0;
  return {
    id: name,
    row: 0,
    title: name,
    severity: 'info',
    advice: '',
    confidence: 0.1,
    triggers: [trigger],
    match(): null {
      calls[name]!++;
      return null;
    },
  };
}

describe('the hits of a rule id are capped (500), and a capped rule is not run again', () => {
  it('counts the hits of every rule under one id together, then runs none of them; other rules run on', async () => {
    const calls: Record<string, number> = {};
    const rules = [
      reporter('first', 'capped', 'ALPHA', calls),
      reporter('second', 'capped', 'BETA', calls),
      silent('quiet', 'ALPHA', calls),
    ];
    const lines: string[] = ['[12:00:00] [main/INFO]: start'];
    for (let i = 0; i < 400; i++) lines.push(`[12:00:01] [main/WARN]: ALPHA number ${i}`);
    for (let i = 0; i < 300; i++) lines.push(`[12:00:02] [main/WARN]: BETA number ${i}`);
    // Past the cap: new ALPHA messages, then one repeated (the quiet rule's answer on it is then remembered).
    for (let i = 0; i < 50; i++) lines.push(`[12:00:03] [main/WARN]: ALPHA later ${i}`);
    for (let i = 0; i < 50; i++) lines.push(`[12:00:04] [main/WARN]: ALPHA again`);
    lines.push('[12:00:05] [main/INFO]: end');
    const result = await analyzeCrash({ text: lines.join('\n'), name: 'capped.log' }, { rules });
    // 400 hits of the first, then 100 of the second reach the cap of their shared id: neither runs again.
    assert.deepEqual(calls, { first: 400, second: 100, quiet: 400 + 50 + 1 });
    const capped = result.findings.filter((f) => f.rule === 'capped');
    assert.equal(capped.length, 500);
    const evidence = capped.map((f) => f.evidence[0]!.text);
    assert.equal(evidence.filter((t) => t.includes('ALPHA number')).length, 400);
    assert.equal(evidence.filter((t) => t.includes('BETA number')).length, 100);
    assert.ok(
      evidence.some((t) => t.endsWith('BETA number 99')) && !evidence.some((t) => t.endsWith('BETA number 100')),
    );
  });
});
