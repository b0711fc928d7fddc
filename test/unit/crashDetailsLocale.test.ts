import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import { localizeCrashAdvice } from '../../src/core/crash/crashAdvice';
import { localizeCrashDetail } from '../../src/core/crash/crashDetails';
import { renderCrashMessage } from '../../src/core/crash/crashFindingMessages';
import { localizeAnalysis } from '../../src/core/crash/crashMessages';
import { renderMessage } from '../../src/core/locale/messageCatalog';
import { analyzeCrash } from '../../src/core/crash/crashAnalyzer';
import { crashRules } from '../../src/core/crash/crashRules';
import type { ModFile } from '../../src/core/model/modFile';
import { FIXTURES } from './crashRules.test';
import { CASES as MISSED } from './crashRulesMissed.test';
import { CASES as VARIANTS } from './crashRulesVariants.test';
import { CORPUS, loadCases } from './fixtures/codexCorpus';

const CJK = /[\u4e00-\u9fff]/;
const RULE_ADVICE = new Map(crashRules.map((r) => [r.id, r.advice]));

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
      if (f.texts?.detail) {
        // The rule's own texts by message id: the same ids rendered in Chinese, with every fact they carry.
        const detail = renderMessage(f.texts.detail, 'zh-cn');
        assert.ok(z.detail.startsWith(detail), `${where}: ${z.detail}`);
        if (f.texts.title) assert.equal(z.title, renderMessage(f.texts.title, 'zh-cn'));
        if (f.texts.advice) assert.equal(z.advice, renderMessage(f.texts.advice, 'zh-cn'));
        for (const v of Object.values(f.texts.detail.params).map(String))
          assert.ok(!v || !f.detail.includes(v) || z.detail.includes(v), `${where}: ${v} kept in ${z.detail}`);
        assert.doesNotMatch(templateText(z.detail), ENGLISH_TEMPLATE, `${where}: English left in "${z.detail}"`);
        assert.equal(z.rule, f.rule);
        assert.deepEqual(z.evidence, f.evidence);
        return;
      }
      const translated = localizeCrashDetail(f.detail);
      assert.ok(translated.complete, `${where}: no Chinese template for a sentence of "${f.detail}"`);
      assert.equal(z.detail, translated.text);
      assert.doesNotMatch(templateText(z.detail), ENGLISH_TEMPLATE, `${where}: English left in "${z.detail}"`);
      // The facts stay: every quoted mod name and the Java version.
      for (const q of f.detail.match(/'[^'\s]{2,}'/g) ?? []) assert.ok(z.detail.includes(q), `${where}: ${q} kept`);
      if (f.javaRequired !== undefined) assert.ok(z.detail.includes(`Java ${f.javaRequired}`), `${where}: Java kept`);
      // Advice written for this log is translated too, not left in English beside the rule's Chinese advice.
      if (f.rule !== 'stack-culprit' && RULE_ADVICE.get(f.rule) !== f.advice) {
        const own = localizeCrashAdvice(f.advice, f.rule);
        assert.ok(own.complete, `${where}: no Chinese template for the advice "${f.advice}"`);
        assert.equal(z.advice, own.text);
        if (f.rule !== 'fabric-solution')
          assert.doesNotMatch(
            z.advice.replace(/'[^']*'/g, ''),
            /\b(?:Install|Remove|Update|Set the|Keep one|or remove)\b/,
            z.advice,
          );
      }
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

  it('keeps facts and translates range wordings in a dependency sentence', () => {
    const zh = localizeCrashDetail(
      "Mod 'Iris' (iris) 1.6.4 requires Minecraft >=1.20 <1.20.2 (any version between 1.20 (inclusive) and 1.20.2 (exclusive)), but this is Minecraft 1.20.4: it is not compatible with this Minecraft version.",
    );
    assert.ok(zh.complete);
    assert.equal(
      zh.text,
      "模组 'Iris' (iris) 1.6.4 需要 Minecraft >=1.20 <1.20.2 （1.20（含）到 1.20.2（不含）之间的任意版本），但当前是 Minecraft 1.20.4：它与此 Minecraft 版本不兼容。",
    );
  });

  it('reports a sentence it has no template for instead of hiding it', () => {
    const zh = localizeCrashDetail(
      "Most likely culprit: 'Alpha' (alpha) (confidence 0.8). Something brand new happened.",
    );
    assert.equal(zh.complete, false);
    assert.ok(zh.text.startsWith("最可能的问题模组：'Alpha' (alpha)（置信度 0.8）。"), zh.text);
    assert.ok(zh.text.endsWith('Something brand new happened.'), zh.text);
  });

  it('translates a hostile, very long detail in bounded time', () => {
    const started = Date.now();
    localizeCrashDetail(`Mod '${'a'.repeat(3000)}' requires ${'b '.repeat(500)}`);
    localizeCrashDetail(`${"Mod 'x' (x) requires ".repeat(200)}.`);
    assert.ok(Date.now() - started < 2000, `${Date.now() - started} ms`);
  });
});
