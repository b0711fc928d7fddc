import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { checkConflicts } from '../../src/core/checks/conflictChecker';
import { PROBLEM_RULES } from '../../src/core/checks/problemRules';
import { problemQuickFixes } from '../../src/core/checks/problemQuickFixes';
import { renderMessage } from '../../src/core/locale/messageCatalog';
import type { Problem, ProblemCode } from '../../src/core/model/problem';
import { readModFile } from '../../src/core/mods/modFileReader';
import { instance } from './fixtures/modFileBuilder';
import { fabricJar, writeJar } from './fixtures/modJars';
import { makeTempDir, removeTempDir } from './fixtures/zipBuilder';

const CJK = /[\u4e00-\u9fff]/;
const JAR = '/pack/mods/beta-2.0.jar';
const OTHER_JAR = '/pack/mods/alpha-1.0.jar';
const SCRIPT = '/pack/kubejs/server_scripts/recipes.js';

/** A problem of `code` with the files each rule attaches (src/core/checks/): jars, a packwiz metafile or a script. */
function example(code: ProblemCode): Problem {
  const base = { severity: 'error' as const, code, message: `m-${code}`, instance: 'i', mods: ['beta', 'gamma'] };
  if (code === 'packwiz-jar-checks-skipped') return { ...base, files: [], mods: [] };
  if (code.startsWith('packwiz-')) return { ...base, files: ['/pack/mods/sodium.pw.toml'] };
  if (code === 'unreadable-instance') return { ...base, files: ['/pack/mmc-pack.json'] };
  if (code === 'invalid-nova-json') return { ...base, files: ['/pack/.nova.json'] };
  if (
    ['unknown-id', 'unknown-namespace', 'unknown-tag', 'empty-tag', 'duplicate-recipe-id', 'unchecked-file'].includes(
      code,
    )
  )
    return { ...base, files: [SCRIPT], line: 3, column: 5 };
  if (code === 'breaks' || code === 'conflicts') return { ...base, files: [JAR, OTHER_JAR] };
  return { ...base, files: [JAR] };
}

describe('quick fixes for every problem code, without a model', () => {
  it('give every problem code at least one titled action in English and Chinese', () => {
    const codes = Object.keys(PROBLEM_RULES) as ProblemCode[];
    assert.ok(codes.length >= 30, `the problem codes were found (${codes.length})`);
    const without: string[] = [];
    for (const code of codes) {
      const quick = problemQuickFixes([example(code)]);
      if (quick.length === 0) without.push(code);
      for (const q of quick) {
        const en = renderMessage(q.title, 'en');
        assert.notEqual(en, q.title.id, `${code}: the title ${q.title.id} is not in a catalog`);
        assert.match(en, /^[A-Z]/, `${code}: ${en}`);
        assert.match(renderMessage(q.title, 'zh-cn'), CJK, `${code}: no Chinese title for ${en}`);
      }
    }
    assert.deepEqual(without, []);
  });

  it('names the mod that needs a missing one by its display name, and falls back to its file', () => {
    const named = problemQuickFixes([{ ...example('missing-dependency'), names: ['Beta', 'gamma'] }]);
    assert.deepEqual(
      named.map((q) => renderMessage(q.title, 'en')),
      ['Find gamma on Modrinth', 'Disable Beta, the mod that needs it'],
    );
    assert.deepEqual(
      named.map((q) => renderMessage(q.title, 'zh-cn')),
      ['在 Modrinth 上查找 gamma', '停用 Beta（需要它的模组）'],
    );
    // Not preferred: disabling the mod that needs another one is a choice, not the obvious fix.
    assert.deepEqual(
      named.map((q) => q.preferred),
      [false, false],
    );
    const unnamed = problemQuickFixes([example('missing-dependency')]);
    assert.equal(renderMessage(unnamed[1]!.title, 'en'), 'Disable beta-2.0.jar, the mod that needs it');
  });

  it('offers each fix once for problems at one place, and prefers disabling the file a problem is about', () => {
    const duplicate = { ...example('duplicate-mod'), fixFile: JAR };
    const quick = problemQuickFixes([duplicate, { ...duplicate, message: 'another wording' }]);
    assert.deepEqual(
      quick.map((q) => [renderMessage(q.title, 'en'), q.preferred]),
      [['Disable beta-2.0.jar (rename to .disabled)', true]],
    );
    const clash = problemQuickFixes([example('conflicts')]);
    assert.deepEqual(
      clash.map((q) => renderMessage(q.title, 'en')),
      ['Disable beta-2.0.jar (rename to .disabled)', 'Disable alpha-1.0.jar (rename to .disabled)'],
    );
  });

  describe('on real jars', () => {
    let dir = '';
    before(async () => {
      dir = await makeTempDir('nova-quickfix-');
    });
    after(() => removeTempDir(dir));

    it('carries the mod name from the jar metadata to the missing dependency fix', async () => {
      await writeJar(
        path.join(dir, 'beta-2.0.jar'),
        fabricJar({ id: 'beta', name: 'Beta', version: '2.0.0', depends: { gamma: '>=1.0.0' } }),
      );
      await writeJar(path.join(dir, 'fabric-api.jar'), fabricJar({ id: 'fabric-api', name: 'Fabric API' }));
      const files = await Promise.all(
        (await fs.promises.readdir(dir)).sort().map((n) => readModFile(path.join(dir, n))),
      );
      const problems = checkConflicts({ ...instance(), gameDir: path.dirname(dir) }, files);
      const missing = problems.find((p) => p.code === 'missing-dependency');
      assert.ok(missing, problems.map((p) => p.code).join());
      assert.deepEqual(missing.names, ['Beta', 'gamma']);
      assert.deepEqual(
        problemQuickFixes([missing]).map((q) => renderMessage(q.title, 'en')),
        ['Find gamma on Modrinth', 'Disable Beta, the mod that needs it'],
      );
    });
  });
});
