import * as assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import * as path from 'node:path';
import { ESLint } from 'eslint';
import ts from 'typescript';

const ROOT = path.resolve(__dirname, '..', '..');

/** The repository's files of the given endings, as git tracks them (node_modules and build output are not tracked). */
function tracked(...patterns: string[]): string[] {
  return execFileSync('git', ['ls-files', '-z', '--', ...patterns], { cwd: ROOT, encoding: 'utf8' })
    .split('\0')
    .filter((f) => f !== '');
}

/** The files a tsconfig type-checks, as tsc itself resolves its include/exclude. */
function checkedBy(config: string): Set<string> {
  const file = path.join(ROOT, config);
  const { config: json } = ts.readConfigFile(file, (f) => ts.sys.readFile(f));
  const parsed = ts.parseJsonConfigFileContent(json, ts.sys, path.dirname(file));
  return new Set(parsed.fileNames.map((f) => path.relative(ROOT, f).split(path.sep).join('/')));
}

describe('every source file is linted and type-checked', function () {
  this.timeout(60_000);

  it('ESLint lints every tracked .ts, .mjs, .js and .cjs file (none is ignored)', async () => {
    const eslint = new ESLint({ cwd: ROOT });
    const files = tracked('*.ts', '*.mjs', '*.js', '*.cjs');
    assert.ok(files.some((f) => f.endsWith('.mjs')) && files.includes('esbuild.js'));
    const ignored: string[] = [];
    for (const file of files) if (await eslint.isPathIgnored(path.join(ROOT, file))) ignored.push(file);
    assert.deepEqual(ignored, []);
  });

  it('the type checks of npm run check-types cover every tracked TypeScript and JavaScript file', () => {
    const { scripts } = JSON.parse(ts.sys.readFile(path.join(ROOT, 'package.json'))!) as {
      scripts: Record<string, string>;
    };
    for (const project of ['tsc --noEmit &&', '-p media', '-p tsconfig.scripts.json'])
      assert.ok(scripts['check-types']!.includes(project), project);
    const checked = new Set([
      ...checkedBy('tsconfig.json'),
      ...checkedBy('media/tsconfig.json'),
      ...checkedBy('tsconfig.scripts.json'),
    ]);
    const unchecked = tracked('*.ts', '*.mjs', '*.js', '*.cjs').filter((f) => !f.endsWith('.d.ts') && !checked.has(f));
    assert.deepEqual(unchecked, []);
  });
});
