import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { cliCommands } from '../../src/cli/cliCommands';
import { PROBLEM_RULES } from '../../src/core/checks/problemRules';

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
      path.join(ROOT, 'CONTRIBUTING.md'),
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

  /** GitHub's anchor for a Markdown heading: lower case, punctuation dropped, spaces to dashes. */
  const anchorOf = (heading: string): string =>
    heading
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{N} _-]/gu, '')
      .replace(/ /g, '-');

  /**
   * The anchors of a Markdown page's headings as GitHub makes them: a `# comment` inside a code fence is no heading,
   * and a repeated heading gets `-1`, `-2`… after its first use.
   */
  const anchorsOf = (markdown: string): string[] => {
    const seen = new Map<string, number>();
    return [...markdown.replace(/^```[\s\S]*?^```/gm, '').matchAll(/^#{1,6} (.+)$/gm)].map((m) => {
      const anchor = anchorOf(m[1]!);
      const count = seen.get(anchor) ?? 0;
      seen.set(anchor, count + 1);
      return count === 0 ? anchor : `${anchor}-${count}`;
    });
  };

  it('makes the anchors GitHub makes, leaving out code blocks and numbering repeats', () => {
    assert.deepEqual(
      anchorsOf('# Nova — a tool\n```sh\n# not a heading\n```\n## `nova check`\n## Usage\n### Usage\n'),
      ['nova--a-tool', 'nova-check', 'usage', 'usage-1'],
    );
  });

  it('every relative link of the README, CONTRIBUTING.md and docs/ leads to a file (and heading) that exists', () => {
    const pages = [
      'README.md',
      'CONTRIBUTING.md',
      ...fs
        .readdirSync(path.join(ROOT, 'docs'))
        .filter((f) => f.endsWith('.md'))
        .map((f) => `docs/${f}`),
    ];
    const broken: string[] = [];
    let links = 0;
    for (const page of pages) {
      const text = read(page).replace(/```[\s\S]*?```/g, '');
      for (const match of text.matchAll(/\]\(([^)\s]+)\)/g)) {
        const target = match[1]!;
        if (/^[a-z]+:/i.test(target)) continue;
        links++;
        const [file, anchor] = target.split('#') as [string, string | undefined];
        const resolved = file === '' ? path.join(ROOT, page) : path.resolve(path.dirname(path.join(ROOT, page)), file);
        if (!fs.existsSync(resolved)) {
          broken.push(`${page} → ${target}`);
          continue;
        }
        if (anchor !== undefined && resolved.endsWith('.md')) {
          const headings = anchorsOf(fs.readFileSync(resolved, 'utf8'));
          if (!headings.includes(anchor)) broken.push(`${page} → ${target} (no such heading)`);
        }
      }
    }
    assert.deepEqual(broken, []);
    assert.ok(links >= 15, `only ${links} relative links were found: the pattern no longer matches`);
  });

  it('the README is for users: short, with its two commands real, a heading per coming feature and links onward', () => {
    const readme = read('README.md');
    const words = readme
      .replace(/```[\s\S]*?```/g, '')
      .split(/\s+/)
      .filter((w) => /[\p{L}\p{N}]/u.test(w));
    assert.ok(words.length <= 1500, `the README has ${words.length} words (1,500 at most)`);
    const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;
    for (const command of ['npm start', 'npm test']) {
      assert.ok(readme.includes(command), command);
      assert.ok(scripts[command.split(' ')[1]!], `package.json has the ${command} script`);
    }
    for (const heading of ['Pack content', 'Script checks', 'Server packs', 'Releasing'])
      assert.match(readme, new RegExp(`^#{2,4} ${heading}$`, 'm'), heading);
    for (const target of ['docs/performance.md', 'CONTRIBUTING.md']) assert.ok(readme.includes(`](${target}`), target);
    // Every PNG the README shows exists (the link test above) and each is a real PNG.
    for (const match of readme.matchAll(/!\[[^\]]*\]\((docs\/[\w.-]+\.png)\)/g))
      assert.deepEqual([...fs.readFileSync(path.join(ROOT, match[1]!)).subarray(1, 4)], [0x50, 0x4e, 0x47], match[1]);
  });

  it("the README's settings table names exactly the settings package.json contributes, with their defaults", () => {
    const manifest = JSON.parse(read('package.json')) as {
      contributes: { configuration: { properties: Record<string, { default: unknown }> } };
    };
    const properties = manifest.contributes.configuration.properties;
    const rows = new Map(
      [...read('README.md').matchAll(/^\| `(nova\.[\w.]+)` \| ([^|]*) \|/gm)].map((m) => [m[1]!, m[2]!.trim()]),
    );
    assert.deepEqual([...rows.keys()].sort(), Object.keys(properties).sort());
    for (const [key, { default: value }] of Object.entries(properties)) {
      const shown = rows.get(key)!;
      if (value === '') assert.equal(shown, 'empty', key);
      else assert.equal(shown, `\`${typeof value === 'string' ? value : JSON.stringify(value)}\``, key);
    }
  });

  it('docs/problems.md lists every problem code with the title SARIF gives it', () => {
    const doc = read('docs/problems.md');
    const missing = Object.entries(PROBLEM_RULES)
      .filter(([code, rule]) => !doc.includes(`| \`${code}\` | ${rule.title} |`))
      .map(([code]) => code);
    assert.deepEqual(missing, []);
  });
});
