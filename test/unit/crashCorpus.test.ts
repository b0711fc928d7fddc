import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import { analyzeCrash } from '../../src/core/crash/crashAnalyzer';
import type { CrashFinding } from '../../src/core/crash/crashFinding';
import { CORPUS, loadCases } from './fixtures/codexCorpus';

/**
 * Scores the analyzer on codex-minecraft's own regression logs (shared corpus, read in place — never
 * copied into the repo). Each case's log is rebuilt from the parsed `entries` of its JSON (line numbers
 * kept). A codex problem counts as found when one finding of a fitting rule names every quoted name
 * of codex's message; a problem-free log passes when no finding names a mod absent from the log and
 * no error is reported for a log codex saw no problem in, unless the log is a crash report or shows a crash.
 */
/**
 * A fresh clone has no corpus beside it: the score then does not run and the run says so in one line. CI always has
 * the corpus, and a corpus named by NOVA_CODEX_CORPUS is required (the 'finds the corpus' test fails when it is absent).
 */
const CORPUS_PRESENT = process.env['NOVA_CODEX_CORPUS'] !== undefined || fs.existsSync(CORPUS);

const KINDS: [RegExp, string[]][] = [
  [
    /is missing the required mods?/,
    [
      'fabric-missing-dependency',
      'fabric-api-missing',
      'fabric-wrong-dependency-version',
      'fabric-wrong-minecraft',
      'forge-missing-dependency',
      'forge-legacy-missing-dependency',
    ],
  ],
  [/is not compatible with the Minecraft version/, ['fabric-wrong-minecraft', 'forge-wrong-minecraft']],
  [/are incompatible/, ['fabric-incompatible', 'fabric-conflict', 'jpms-split-package']],
  [/multiple mod files/, ['fabric-duplicate-mod', 'forge-duplicate-mods']],
  [
    /has thrown an exception|has a fatal error/,
    [
      'fabric-entrypoint',
      'forge-mod-crash',
      'forge-mod-errored-state',
      'mixin-failure',
      'client-mod-on-server',
      'stack-culprit',
    ],
  ],
  [/requires 'Forge/, ['language-provider']],
  [/Datapack is missing|Overworld settings missing|created\/loaded with Minecraft 1\.13/, ['datapack-world']],
  [/causing issues while ticking|A block in the world/, ['ticking-entity', 'ticking-block-entity']],
  [/world was saved with mod/i, ['world-mod-mismatch']],
  [/requires your confirmation/, ['fml-confirm']],
  [/authentication servers/, ['auth-servers-unreachable']],
  [/Code of Conduct/, ['code-of-conduct-folder']],
  [/malformed formatting codes/, ['malformed-encoding']],
  [/old player directory/, ['old-player-directory']],
];

const ALIASES: Record<string, string[]> = { fabricapi: ['fabric', 'fabric-api', 'fabric api'] };

function quoted(message: string): string[] {
  const missing = /^The mod '(.+)' is missing the required mods? (.+)\.$/.exec(message);
  if (missing) return [missing[1]!, ...quoted(missing[2]!)];
  return [...message.matchAll(/'([^']*)'/g)]
    .map((m) => m[1]!.trim())
    .filter((t) => /[A-Za-z0-9]/.test(t) && t.length >= 2);
}

function findingText(f: CrashFinding): string {
  return [f.title, f.detail, f.advice, ...f.mods].join(' ').toLowerCase();
}

export function problemFound(message: string, findings: CrashFinding[]): boolean {
  const kind = KINDS.find(([re]) => re.test(message));
  if (!kind) return false;
  const tokens = quoted(message);
  return findings.some((f) => {
    if (!kind[1].includes(f.rule)) return false;
    const text = findingText(f);
    return tokens.every((t) => {
      const key = t.toLowerCase();
      return (ALIASES[key] ?? [key]).some((alias) => text.includes(alias));
    });
  });
}

function inventedMods(findings: CrashFinding[], log: string): string[] {
  const lower = log.toLowerCase();
  return findings.flatMap((f) => f.mods).filter((id) => !lower.includes(id.toLowerCase()));
}

if (!CORPUS_PRESENT)
  console.log(`crash corpus not found at ${CORPUS} (set NOVA_CODEX_CORPUS to score the analyzer on it)`);
(CORPUS_PRESENT ? describe : () => undefined)('crash analyzer on the codex-minecraft corpus', function () {
  const cases = fs.existsSync(CORPUS) ? loadCases() : [];

  it('finds the corpus', () => {
    assert.equal(
      cases.length,
      100,
      `expected 100 codex cases under ${CORPUS} (set NOVA_CODEX_CORPUS to the corpus folder)`,
    );
  });

  it("names codex's problems, invents no mod and no problem, and prints the score per folder", async () => {
    const perFolder = new Map<
      string,
      { problems: number; found: number; clean: number; cleanOk: number; missed: string[] }
    >();
    let invented: string[] = [];
    for (const c of cases) {
      const analysis = await analyzeCrash({ text: c.text, name: c.name });
      const row = perFolder.get(c.folder) ?? { problems: 0, found: 0, clean: 0, cleanOk: 0, missed: [] };
      const bad = inventedMods(analysis.findings, c.text);
      invented = invented.concat(bad.map((id) => `${c.folder}/${c.name}: ${id}`));
      if (c.problems.length > 0) {
        for (const p of c.problems) {
          row.problems++;
          if (problemFound(p, analysis.findings)) row.found++;
          else row.missed.push(`${c.name}: ${p}`);
        }
      } else {
        row.clean++;
        const shownCrash = analysis.facts.kind !== 'log' || /Exception|Error|Could not execute entrypoint/.test(c.text);
        const errors = analysis.findings.filter((f) => f.severity === 'error');
        if (bad.length === 0 && (errors.length === 0 || shownCrash)) row.cleanOk++;
        else row.missed.push(`${c.name}: invented ${errors.map((f) => f.rule).join(', ')}`);
      }
      perFolder.set(c.folder, row);
    }
    let problems = 0;
    let found = 0;
    let clean = 0;
    let cleanOk = 0;
    const lines = ['    corpus score (codex problems named; problem-free logs without an invented problem):'];
    for (const [folder, r] of [...perFolder.entries()].sort()) {
      problems += r.problems;
      found += r.found;
      clean += r.clean;
      cleanOk += r.cleanOk;
      lines.push(
        `      ${folder.padEnd(22)} problems ${String(r.found).padStart(2)}/${String(r.problems).padEnd(3)} clean logs ${r.cleanOk}/${r.clean}`,
      );
      for (const m of r.missed) lines.push(`        missed: ${m.slice(0, 160)}`);
    }
    lines.push(
      `      ${'total'.padEnd(22)} problems ${found}/${problems} (${Math.round((found / problems) * 100)}%)  clean logs ${cleanOk}/${clean}`,
    );
    console.log(lines.join('\n'));
    assert.deepEqual(invented, [], 'a finding named a mod that is neither in the log nor installed');
    assert.ok(found / problems >= 0.9, `only ${found}/${problems} codex problems named`);
    assert.equal(cleanOk, clean, 'a problem was invented for a problem-free log');
  });
});
