import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import ignore from 'ignore';
import { runNova } from './fixtures/cliRun';
import { writePackwizPack } from './fixtures/packwizProjects';
import { makeTempDir, removeTempDir } from './fixtures/zipBuilder';
import { seededRandom } from '../fuzz/seededRandom';
import { PACKWIZ_IGNORE_DEFAULTS, packwizIgnoreLine, parsePackwizIgnore } from '../../src/core/packwiz/packwizIgnore';

/**
 * `.packwizignore` as packwiz matches it: gitignore semantics, case-sensitive, `[ab]` a set (issue 31). The reference
 * is the `ignore` package configured as packwiz configures its matcher: packwiz's default lines first, then the
 * file's lines, case-sensitive; a folder is asked about with a trailing `/`.
 */
describe('.packwizignore matched with packwiz semantics', () => {
  it('is case-sensitive and reads [ab] as a set', () => {
    const rules = parsePackwizIgnore('Config/\n[ab].txt\n*.[Ll]og\n!keep.log\n', { defaults: true });
    assert.equal(rules.ignores('config/x.cfg', false), false);
    assert.equal(rules.ignores('Config/x.cfg', false), true);
    assert.equal(rules.ignores('a.txt', false), true);
    assert.equal(rules.ignores('b.txt', false), true);
    assert.equal(rules.ignores('[ab].txt', false), false);
    assert.equal(rules.ignores('A.txt', false), false);
    assert.equal(rules.ignores('logs/latest.log', false), true);
    assert.equal(rules.ignores('logs/latest.Log', false), true);
    assert.equal(rules.ignores('logs/latest.LOG', false), false);
    assert.equal(rules.ignores('keep.log', false), false);
    // packwiz's defaults: .git/**, /*.zip only at the top, the packwiz binary.
    assert.equal(rules.ignores('.git/config', false), true);
    assert.equal(rules.ignores('export.zip', false), true);
    assert.equal(rules.ignores('config/export.zip', false), false);
    assert.equal(rules.ignores('packwiz', true), true);
  });

  it('a disabled metafile is listed with its glob characters escaped, so it excludes exactly that file', () => {
    for (const rel of ['mods/mod[1].pw.toml', 'mods/a*b?.pw.toml', 'mods/back\\slash.pw.toml']) {
      const rules = parsePackwizIgnore(`${packwizIgnoreLine(rel)}\n`);
      assert.equal(rules.ignores(rel, false), true, rel);
      assert.equal(rules.ignores(rel.replace(/[[\]*?\\]/g, ''), false), false, rel);
      assert.equal(rules.ignores(`other/${rel}`, false), false, rel);
    }
  });

  it('agrees with `ignore` (packwiz options) on 2,000 random rule sets and paths', () => {
    const random = seededRandom(31);
    const atoms = ['a', 'b', 'A', 'B', 'x', '.', '-', '*', '**', '?', '[ab]', '[!a]', '[a-c]', '\\*', ' '];
    const names = ['a', 'b', 'A', 'ab', 'ba', 'x.txt', 'a.b', 'B.A', '*', 'xa', 'mods', 'Mods', '-'];
    const segment = (): string => Array.from({ length: 1 + random.int(3) }, () => random.pick(atoms)).join('');
    let disagreements = 0;
    const examples: string[] = [];
    for (let round = 0; round < 2000; round++) {
      const lines: string[] = [];
      for (let r = 0; r < 1 + random.int(4); r++) {
        let line = Array.from({ length: 1 + random.int(3) }, segment).join('/');
        if (random.chance(0.2)) line = `/${line}`;
        if (random.chance(0.2)) line += '/';
        if (random.chance(0.2)) line = `!${line}`;
        if (random.chance(0.05)) line = `# ${line}`;
        lines.push(line);
      }
      const text = lines.join(random.chance(0.3) ? '\r\n' : '\n');
      const ours = parsePackwizIgnore(text, { defaults: true });
      const reference = ignore({ ignorecase: false }).add(PACKWIZ_IGNORE_DEFAULTS).add(text);
      for (let p = 0; p < 6; p++) {
        const rel = Array.from({ length: 1 + random.int(3) }, () => random.pick(names)).join('/');
        const isDir = random.chance(0.3);
        const want = reference.ignores(isDir ? `${rel}/` : rel);
        if (ours.ignores(rel, isDir) !== want) {
          disagreements++;
          if (examples.length < 5) examples.push(`${JSON.stringify(text)} ${rel}${isDir ? '/' : ''} → ${want}`);
        }
      }
    }
    assert.equal(disagreements, 0, examples.join('\n'));
  });

  it('refresh indexes by those rules: Config/ keeps config/, [ab] excludes a and b', async () => {
    const root = await makeTempDir();
    try {
      writePackwizPack(root, {
        versions: { minecraft: '1.20.1' },
        files: {},
        unindexed: { 'config/x.cfg': 'x', 'a.txt': 'a', 'b.txt': 'b', 'c.txt': 'c', 'kubejs/B.js': 'B' },
        packwizignore: 'Config/\n[ab].txt\nkubejs/[b].js\n',
      });
      const run = await runNova(root, ['refresh', root, '--json']);
      assert.equal(run.code, 0, run.stderr);
      const index = fs.readFileSync(path.join(root, 'index.toml'), 'utf8');
      const files = [...index.matchAll(/^file = "(.*)"$/gm)].map((m) => m[1]);
      assert.deepEqual(files, ['c.txt', 'config/x.cfg', 'kubejs/B.js']);
    } finally {
      await removeTempDir(root);
    }
  });
});
