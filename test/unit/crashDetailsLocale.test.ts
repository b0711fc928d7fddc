import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import { renderCrashMessage } from '../../src/core/crashTexts/crashFindingMessages';
import { localizeAnalysis } from '../../src/core/crash/crashMessages';
import { analyzeCrash } from '../../src/core/crash/crashAnalyzer';
import { renderCrashTexts } from '../../src/core/crash/renderCrashTexts';
import type { ModFile } from '../../src/core/model/modFile';
import { FIXTURES } from './crashRules.test';
import { CASES as MISSED } from './crashRulesMissed.test';
import { CASES as VARIANTS } from './crashRulesVariants.test';
import { CORPUS, loadCases } from './fixtures/codexCorpus';

const CJK = /[\u4e00-\u9fff]/;

/** Template words that must not survive a translation (facts quoted from the log are cut out first). */
const ENGLISH_TEMPLATE =
  /\b(?:requires|needs|which is|is installed|is missing|could not|failed to|crashed the game|The stack|Most likely culprit)\b/;

interface LogCase {
  name: string;
  log: string;
  installed?: ModFile[];
}

const LOGS: LogCase[] = [
  ...FIXTURES.map((f) => ({ name: `rules/${f.name}`, log: f.log })),
  ...MISSED.map((c) => ({ name: `missed/${c.name}`, log: c.log, ...(c.installed ? { installed: c.installed } : {}) })),
  ...VARIANTS.map((c) => ({
    name: `variants/${c.name}`,
    log: c.log,
    ...(c.installed ? { installed: c.installed } : {}),
  })),
];

/** The detail with the facts the rules quote from the log removed: quoted names, log excerpts after a colon. */
function templateText(zh: string): string {
  return zh
    .replace(/'[^']*'|"[^"]*"/g, '')
    .replace(/[：:][^。]*/g, '')
    .replace(/（[^）]*）|\([^)]*\)/g, '');
}

async function checkAll(cases: LogCase[]): Promise<number> {
  let findings = 0;
  for (const c of cases) {
    const en = await analyzeCrash({ text: c.log, name: 'fixture' }, { installed: c.installed ?? [] });
    const zh = localizeAnalysis(en, 'zh-cn');
    en.findings.forEach((f, i) => {
      findings++;
      const z = zh.findings[i]!;
      const where = `${c.name} ${f.rule}`;
      assert.match(z.title, CJK, `${where} title: ${z.title}`);
      assert.match(z.advice, CJK, `${where} advice: ${z.advice}`);
      assert.match(z.detail, CJK, `${where} detail: ${z.detail}`);
      if (f.message) {
        // Rendered by message id: the Chinese texts are the same id rendered with the same facts.
        const own = renderCrashMessage(f.message, 'zh-cn');
        assert.equal(z.title, own.title);
        assert.equal(z.advice, own.advice);
        assert.ok(z.detail.startsWith(own.detail), `${where}: ${z.detail}`);
        for (const v of Object.values(f.message.params))
          assert.ok(
            !v || z.detail.includes(v) || z.title.includes(v) || z.advice.includes(v) || !own.detail.includes(v),
            `${where}: ${v} kept`,
          );
        assert.equal(z.rule, f.rule);
        assert.deepEqual(z.evidence, f.evidence);
        return;
      }
      // Every other finding's detail is by message id (crashRuleMessages.ts, crashDependencyMessages.ts): the same
      // ids rendered in Chinese, with every fact they carry, and the analyzer's sentences after it by id too.
      assert.ok(f.texts?.detail, `${where}: detail not by message id: ${f.detail}`);
      const english = renderCrashTexts(f.texts);
      const chinese = renderCrashTexts(f.texts, 'zh-cn');
      assert.equal(english.detail, f.detail, `${where}: the English detail is its messages' rendering`);
      assert.equal(z.detail, chinese.detail);
      if (f.texts.title) assert.equal(z.title, chinese.title);
      if (f.texts.advice) assert.equal(z.advice, chinese.advice);
      for (const m of [f.texts.detail, ...(f.texts.detailMore ?? [])])
        for (const v of Object.values(m.params).map(String))
          assert.ok(!v || !f.detail.includes(v) || z.detail.includes(v), `${where}: ${v} kept in ${z.detail}`);
      assert.doesNotMatch(templateText(z.detail), ENGLISH_TEMPLATE, `${where}: English left in "${z.detail}"`);
      // The facts stay: every quoted mod name and the Java version.
      for (const q of f.detail.match(/'[^'\s]{2,}'/g) ?? []) assert.ok(z.detail.includes(q), `${where}: ${q} kept`);
      if (f.javaRequired !== undefined) assert.ok(z.detail.includes(`Java ${f.javaRequired}`), `${where}: Java kept`);
      assert.equal(z.rule, f.rule);
      assert.deepEqual(z.mods, f.mods);
      assert.deepEqual(z.evidence, f.evidence);
    });
    // English stays the default.
    assert.equal(localizeAnalysis(en, 'en'), en);
    if (!CJK.test(c.log)) for (const f of en.findings) assert.doesNotMatch(`${f.title} ${f.detail} ${f.advice}`, CJK);
  }
  return findings;
}

describe('crash findings in Chinese: title, advice and a fully translated detail', () => {
  it('for every rule fixture and every missed-class case', async () => {
    const n = await checkAll(LOGS);
    assert.ok(n > 100, `only ${n} findings`);
  });

  it('for every case of the visible corpus', async function () {
    if (process.env['NOVA_CODEX_CORPUS'] === undefined && !fs.existsSync(CORPUS)) {
      // crashCorpus.test.ts says once that the corpus was not found.
      return;
    }
    const n = await checkAll(loadCases().map((c) => ({ name: `${c.folder}/${c.name}`, log: c.text })));
    assert.ok(n > 50, `only ${n} findings`);
  });
});
