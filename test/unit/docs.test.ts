import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { cliCommands } from '../../src/cli/cliCommands';

const ROOT = path.resolve(__dirname, '..', '..');
const read = (rel: string): string => fs.readFileSync(path.join(ROOT, rel), 'utf8');

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...sourceFiles(full));
    else if (/\.(ts|mjs|js|css)$/.test(entry.name)) out.push(full);
  }
  return out;
}

describe('docs in the repository', () => {
  it('docs/cli.md has a section for every subcommand naming each of its options', async () => {
    const doc = read('docs/cli.md');
    const missing: string[] = [];
    for (const entry of cliCommands) {
      const command = await entry.load();
      const start = doc.indexOf(`### \`nova ${command.name}`);
      if (start < 0) {
        missing.push(`section for nova ${command.name}`);
        continue;
      }
      const next = doc.indexOf('\n### ', start + 1);
      const section = doc.slice(start, next < 0 ? undefined : next);
      for (const option of Object.keys(command.options))
        if (!section.includes(`--${option}`)) missing.push(`--${option} of nova ${command.name}`);
    }
    assert.deepEqual(missing, []);
  });

  it('every docs/… file a comment, the README or a doc cites exists', () => {
    const citing = [
      ...sourceFiles(path.join(ROOT, 'src')),
      ...sourceFiles(path.join(ROOT, 'media')),
      path.join(ROOT, 'README.md'),
      path.join(ROOT, 'eslint.config.mjs'),
      ...fs.readdirSync(path.join(ROOT, 'docs')).map((f) => path.join(ROOT, 'docs', f)),
    ].filter((f) => f.endsWith('.md') || f.endsWith('.ts') || f.endsWith('.mjs'));
    const broken: string[] = [];
    for (const file of citing) {
      const text = fs.readFileSync(file, 'utf8');
      for (const match of text.matchAll(/\bdocs\/([\w.-]+\.md)\b/g)) {
        if (!fs.existsSync(path.join(ROOT, 'docs', match[1]!)))
          broken.push(`${path.relative(ROOT, file)} → docs/${match[1]}`);
      }
    }
    assert.deepEqual(broken, []);
  });

  it('no source file or README cites a document outside the repository', () => {
    const stale: string[] = [];
    for (const file of [...sourceFiles(path.join(ROOT, 'src')), ...sourceFiles(path.join(ROOT, 'media'))]) {
      const text = fs.readFileSync(file, 'utf8');
      if (
        /\bARCHITECTURE\.md|(?<!docs\/)\bCLI\.md|shared\/(?:design|reference|corpus|recipes)\/|reference\/minecraft\.md|\breference §/.test(
          text,
        )
      )
        stale.push(path.relative(ROOT, file));
    }
    if (/\]\(\.\.\//.test(read('README.md'))) stale.push('README.md links outside the repository');
    assert.deepEqual(stale, []);
  });
});
