import * as assert from 'node:assert/strict';
import { analyzeCrash } from '../../src/core/crash/crashAnalyzer';
import { crashRules } from '../../src/core/crash/crashRules';

/**
 * Issue 16 defect 6: inputs that made crash-rule and log-fact patterns backtrack (quadratic or worse). Each must
 * finish (within mocha's timeout, no timing assertion) with the findings a person expects. The inputs are built here.
 */
describe('crash analysis stays linear on pathological logs (issue 16, defect 6)', function () {
  this.timeout(60_000);

  it('a 4 KB log of 1,000 CRLF lines of two spaces', async () => {
    const result = await analyzeCrash({ text: '  \r\n'.repeat(1000) });
    assert.equal(result.lines, 1000);
    assert.deepEqual(result.findings, []);
  });

  it('an 8 KB log of CRLF blank lines around a Forge 1.12 state table still reads the table', async () => {
    const text = [
      '  \r\n'.repeat(1000),
      '---- Minecraft Crash Report ----\r\n',
      'Description: Initializing game\r\n',
      '\r\n',
      'java.lang.OutOfMemoryError: Java heap space\r\n',
      "\tStates: 'U' = Unloaded\r\n",
      '\tUCHIJAAAA\tmekanism{9.8.3} [Mekanism] (Mekanism-1.12.2-9.8.3.390.jar)\r\n',
      '  \r\n'.repeat(1000),
    ].join('');
    const result = await analyzeCrash({ text });
    assert.equal(result.facts.modsListed, 1);
    assert.ok(result.findings.some((f) => f.rule === 'out-of-memory'));
  });

  it('one line of 100,000 tabs (alone, and before a mod table row)', async () => {
    const tabs = '\t'.repeat(100_000);
    assert.deepEqual((await analyzeCrash({ text: tabs })).findings, []);
    const row = await analyzeCrash({ text: `${tabs}\n${tabs}| UCHIJAAAA | jei | 4.16 | jei.jar |\n` });
    assert.equal(row.facts.modsListed, 1);
  });

  it('~100 KB lines holding every rule trigger among long runs of spaces, dotted numbers or quoted names', async () => {
    for (const unit of [' ', '.0', "'a' (a) "]) {
      const filler = unit.repeat(Math.ceil(50_000 / unit.length));
      const lines = crashRules.flatMap((r) => r.triggers.slice(0, 2).map((t) => `${t}${filler}${t}${filler}`));
      const result = await analyzeCrash({ text: lines.join('\n') });
      assert.equal(result.lines, lines.length);
      // Triggers that need no more than themselves still produce their findings.
      for (const rule of ['native-memory', 'fml-confirm', 'code-of-conduct-folder', 'old-player-directory'])
        assert.ok(
          result.findings.some((f) => f.rule === rule),
          `${rule} missing with filler ${JSON.stringify(unit)}`,
        );
    }
  });

  it('a 31 MB log whose lines end in CR only (one 31 MB line to the analyzer)', async () => {
    const unit =
      '[12:00:00] [main/INFO]: Loading Minecraft 1.20.1 with Fabric Loader 0.15.7\r' +
      '[12:00:01] [main/ERROR]: java.lang.OutOfMemoryError: Java heap space\r' +
      '\tat me.example.alpha.Thing.run(Thing.java:1)\r' +
      'forge-1.12.2.jar |Minecraft Forge |forge |14.23.5 |DONE |None\r';
    const text = unit.repeat(Math.ceil(31_000_000 / unit.length));
    const result = await analyzeCrash({ text });
    assert.equal(result.lines, 1);
    assert.ok(result.findings.some((f) => f.rule === 'out-of-memory'));
  });
});
