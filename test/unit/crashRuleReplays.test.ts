import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { analyzeCrash } from '../../src/core/crash/crashAnalyzer';
import type { CrashRule, RuleHit } from '../../src/core/crash/crashRule';
import { makeTempDir, removeTempDir } from './fixtures/zipBuilder';

/**
 * A rule that reads the line below its trigger and names the mod written there; `calls` counts its runs. Its answer
 * depends on its line and the line below only, as every rule's does (crashRule.ts).
 */
function belowRule(calls: { n: number }): CrashRule {
  return {
    id: 'below',
    row: 0,
    title: 'Below',
    severity: 'error',
    advice: 'Fix it.',
    confidence: 0.9,
    triggers: ['Broken thing'],
    match(ctx, index): RuleHit | null {
      calls.n++;
      const m = /^\tby (\w+)$/.exec(ctx.log.line(index + 1));
      if (m === null) return null;
      return { key: m[1]!, detail: `Broken by ${m[1]}`, mods: [m[1]!], lines: [index, index + 1], stackFrom: index };
    },
  };
}

describe('rule answers given again where a log repeats itself (ruleReplays.ts)', () => {
  let dir = '';
  beforeEach(async () => {
    dir = await makeTempDir();
  });
  afterEach(async () => {
    await removeTempDir(dir);
  });

  it('runs a rule once per distinct line and surroundings, with the evidence of every repeat where it is', async () => {
    const lines = ['[10:00:00] [main/INFO]: start'];
    // The same failure with the same line below 300 times, another mod below it 3 times, and nothing below it once.
    for (let i = 0; i < 300; i++) lines.push('[10:00:01] [main/ERROR]: Broken thing', '\tby alpha', `filler ${i}`);
    for (let i = 0; i < 3; i++) lines.push('[10:00:01] [main/ERROR]: Broken thing', '\tby beta', 'filler');
    lines.push('[10:00:01] [main/ERROR]: Broken thing', 'no mod named here', 'the end');
    const file = path.join(dir, 'latest.log');
    fs.writeFileSync(file, lines.join('\n') + '\n');
    const calls = { n: 0 };
    const analysis = await analyzeCrash({ file }, { rules: [belowRule(calls)] });
    // alpha, beta and the line without a mod: three distinct readings (a run per reading, not per line).
    assert.equal(calls.n, 3);
    const byMod = new Map(analysis.findings.map((f) => [f.detail, f]));
    // Evidence is the first repeats' own lines (1-based), as when the rule ran on each.
    assert.deepEqual(
      byMod.get('Broken by alpha')?.evidence.map((e) => e.line),
      [2, 3, 5, 6, 8, 9],
    );
    const beta = 2 + 300 * 3;
    assert.deepEqual(
      byMod.get('Broken by beta')?.evidence.map((e) => e.line),
      [beta, beta + 1, beta + 3, beta + 4, beta + 6, beta + 7],
    );
    assert.equal(analysis.findings.length, 2);
  });

  it('runs the rule again when a line it read differs, and on the log’s first line (where a rule’s window is cut)', async () => {
    const lines: string[] = [];
    for (let i = 0; i < 50; i++) lines.push('Broken thing', i % 2 === 0 ? '\tby alpha' : `\tby mod${i}`);
    const file = path.join(dir, 'latest.log');
    fs.writeFileSync(file, lines.join('\n'));
    const calls = { n: 0 };
    const analysis = await analyzeCrash({ file }, { rules: [belowRule(calls)] });
    // Line 0 is never kept (a rule's window is cut there): alpha runs twice, each of the 25 other mods once.
    assert.equal(calls.n, 2 + 25);
    assert.deepEqual(
      analysis.findings.map((f) => f.detail).sort(),
      ['Broken by alpha', ...Array.from({ length: 25 }, (_, k) => `Broken by mod${2 * k + 1}`).sort()].sort(),
    );
    // The same log given as text (read in memory, not from its file) gives the same findings.
    const again = await analyzeCrash({ text: lines.join('\n') }, { rules: [belowRule({ n: 0 })] });
    assert.deepEqual(again.findings, analysis.findings);
  });

  it('compares the lines a rule read by their bytes: empty, non-ASCII and invalid UTF-8 lines, CRLF', async () => {
    // A rule that quotes the line below its trigger whatever it holds (its answer is that line's text).
    const calls = { n: 0 };
    const quoting: CrashRule = {
      ...belowRule(calls),
      match(ctx, index): RuleHit {
        calls.n++;
        const below = ctx.log.line(index + 1);
        return { key: below, detail: `Below: [${below}]`, lines: [index, index + 1] };
      },
    };
    const below = [
      Buffer.from(''),
      Buffer.from('\tby délta 中文'),
      Buffer.from([0x09, 0x62, 0x79, 0x20, 0xff, 0xfe, 0x41]),
      Buffer.from([0x09, 0x62, 0x79, 0x20, 0xfe, 0xff, 0x41]),
    ];
    const parts: Buffer[] = [Buffer.from('[10:00:00] [main/INFO]: start\r\n')];
    for (let i = 0; i < 50; i++)
      for (const line of below)
        parts.push(Buffer.from('[10:00:01] [main/ERROR]: Broken thing\r\n'), line, Buffer.from(`\r\nfiller ${i}\r\n`));
    parts.push(Buffer.from('the end\r\n'));
    const file = path.join(dir, 'latest.log');
    fs.writeFileSync(file, Buffer.concat(parts));
    const analysis = await analyzeCrash({ file }, { rules: [quoting] });
    // One run per distinct line below (by its bytes; at most 4 answers are kept per trigger line), not per trigger line.
    assert.equal(calls.n, below.length);
    const details = analysis.findings.map((f) => f.detail);
    for (const f of analysis.findings) {
      // Each reading's evidence is its first repeats' own lines, as if the rule had run on each.
      const first = f.evidence[0]!.line;
      assert.deepEqual(
        f.evidence.map((e) => e.line),
        [first, first + 1, first + 12, first + 13, first + 24, first + 25],
      );
    }
    // The invalid bytes make the log read as GBK: the four lines below still decode to four distinct texts.
    assert.equal(new Set(details).size, 4, details.join(' / '));
    assert.ok(details.includes('Below: []'));
  });

  it('gives an answer again from a run of lines read compared whole, and line by line where only their line ends differ', async () => {
    const calls = { n: 0 };
    // Reads the three lines below its trigger (one run of consecutive lines) and names what they spell.
    const runRule: CrashRule = {
      ...belowRule(calls),
      id: 'run',
      match(ctx, index): RuleHit | null {
        calls.n++;
        const below = [1, 2, 3].map((k) => ctx.log.line(index + k).trim());
        if (below[0] !== 'at') return null;
        return { key: below.join(' '), detail: below.join(' '), lines: [index, index + 3] };
      },
    };
    const block = (middle: string, end: string): string =>
      ['[10:00:01] [main/ERROR]: Broken thing', 'at', middle, 'done', 'filler'].join(end) + end;
    const parts = ['first line\n'];
    for (let i = 0; i < 100; i++) parts.push(block('alpha', '\n'));
    // The same lines with CRLF ends: a different span of bytes, the same lines, so no new run.
    for (let i = 0; i < 100; i++) parts.push(block('alpha', '\r\n'));
    // A different middle line: a new run; then the first reading again, with its evidence where it is.
    parts.push(block('beta', '\n'), block('alpha', '\n'), 'last line\n');
    const file = path.join(dir, 'latest.log');
    fs.writeFileSync(file, parts.join(''));
    const analysis = await analyzeCrash({ file }, { rules: [runRule] });
    assert.equal(calls.n, 2);
    const byDetail = new Map(analysis.findings.map((f) => [f.detail, f]));
    assert.deepEqual([...byDetail.keys()].sort(), ['at alpha done', 'at beta done']);
    assert.deepEqual(
      byDetail.get('at alpha done')?.evidence.map((e) => e.line),
      [2, 5, 7, 10, 12, 15],
    );
    const beta = 2 + 200 * 5;
    assert.deepEqual(
      byDetail.get('at beta done')?.evidence.map((e) => e.line),
      [beta, beta + 3],
    );
  });

  it('gives an answer again where a line between the lines a rule read differs (the span differs, the lines read do not)', async () => {
    const calls = { n: 0 };
    // Reads the lines 3 and 1 below its trigger (in that order), never line 2.
    const skipRule: CrashRule = {
      ...belowRule(calls),
      id: 'skip',
      match(ctx, index): RuleHit | null {
        calls.n++;
        const third = ctx.log.line(index + 3);
        const first = ctx.log.line(index + 1);
        return { key: `${first} ${third}`, detail: `${first} ${third}`, lines: [index + 1, index + 3] };
      },
    };
    const lines = ['first line'];
    for (let i = 0; i < 50; i++) lines.push('Broken thing', 'one', `not read ${i}`, 'three', 'filler');
    lines.push('Broken thing', 'one', 'not read', 'other', 'filler', 'last line');
    const file = path.join(dir, 'latest.log');
    fs.writeFileSync(file, lines.join('\n') + '\n');
    const analysis = await analyzeCrash({ file }, { rules: [skipRule] });
    assert.equal(calls.n, 2);
    assert.deepEqual(
      analysis.findings.map((f) => [f.detail, f.evidence.map((e) => e.line)]),
      [
        ['one three', [3, 5, 8, 10, 13, 15]],
        ['one other', [253, 255]],
      ],
    );
  });

  it('gives again the answer of a rule that reads lines back and forth, more reads than it keeps but few lines', async () => {
    // Looks 300 lines up and 40 down for the mod's name, twice over (as a conflict search does): 680 reads of 340
    // distinct lines. `reference` reads the same, and a position too, so it is never given again and runs on every line.
    const windowRule = (calls: { n: number }, reference: boolean): CrashRule => ({
      ...belowRule(calls),
      id: 'window',
      match(ctx, index): RuleHit | null {
        calls.n++;
        if (reference) ctx.log.lineStart(index);
        let named = -1;
        const look = (i: number): void => {
          const text = ctx.log.line(i);
          if (named < 0 && /^by (\w+)$/.test(text)) named = i;
        };
        for (let pass = 0; pass < 2; pass++) {
          for (let i = index; i < Math.min(ctx.log.lineCount, index + 40); i++) look(i);
          for (let i = index - 1; i >= Math.max(0, index - 300); i--) look(i);
        }
        if (named < 0) return null;
        const mod = /^by (\w+)$/.exec(ctx.log.line(named))![1]!;
        return { key: mod, detail: `Broken by ${mod}`, lines: [index, named] };
      },
    });
    const lines = ['first line'];
    // Repeats of one failure with one mod named 20 lines under it, then with another, then a failure with none near.
    for (let r = 0; r < 40; r++) {
      lines.push('[10:00:01] [main/ERROR]: Broken thing');
      for (let k = 1; k < 400; k++) lines.push(k === 20 ? `by ${r < 30 ? 'alpha' : 'beta'}` : `filler ${k % 7}`);
    }
    lines.push('[10:00:01] [main/ERROR]: Broken thing');
    for (let k = 0; k < 400; k++) lines.push('filler');
    lines.push('last line');
    const file = path.join(dir, 'latest.log');
    fs.writeFileSync(file, lines.join('\n') + '\n');
    const calls = { n: 0 };
    const analysis = await analyzeCrash({ file }, { rules: [windowRule(calls, false)] });
    const everyLine = { n: 0 };
    const reference = await analyzeCrash({ file }, { rules: [windowRule(everyLine, true)] });
    assert.equal(everyLine.n, 41);
    // The first failure (within 300 lines of the log's start, where its window is cut), one of alpha's repeats
    // with the whole window, beta's first (alpha 380 lines above it is out of reach), and the last failure.
    assert.equal(calls.n, 4);
    assert.deepEqual(analysis, reference);
    assert.deepEqual(
      analysis.findings.map((f) => f.detail),
      ['Broken by alpha', 'Broken by beta'],
    );
  });
});
