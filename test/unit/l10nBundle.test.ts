import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..');
const CALL = /l10n\.t\(\s*(['"])((?:\\.|(?!\1)[^\\])*)\1/g;

function tsFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? tsFiles(full) : e.name.endsWith('.ts') ? [full] : [];
  });
}

/** Every `vscode.l10n.t('…')` source string in the host layers, unescaped as JS would read it. */
export function l10nStrings(files: string[]): Set<string> {
  const found = new Set<string>();
  for (const file of files) {
    for (const match of fs.readFileSync(file, 'utf8').matchAll(CALL)) {
      const raw = match[2] ?? '';
      found.add(raw.replace(/\\(.)/g, (_m, c: string) => (c === 'n' ? '\n' : c)));
    }
  }
  return found;
}

describe('Simplified Chinese translations', () => {
  const bundle = JSON.parse(fs.readFileSync(path.join(ROOT, 'l10n', 'bundle.l10n.zh-cn.json'), 'utf8')) as Record<
    string,
    string
  >;

  it('cover every l10n.t string of the extension', () => {
    const strings = l10nStrings([...tsFiles(path.join(ROOT, 'src', 'ui')), ...tsFiles(path.join(ROOT, 'src', 'host'))]);
    assert.ok(strings.size > 10, 'the extractor found the strings');
    const missing = [...strings].filter((s) => typeof bundle[s] !== 'string' || bundle[s] === '');
    assert.deepEqual(missing, []);
  });

  it('hold no string the extension no longer shows (a stale key hides a missing translation)', () => {
    const strings = l10nStrings([...tsFiles(path.join(ROOT, 'src', 'ui')), ...tsFiles(path.join(ROOT, 'src', 'host'))]);
    assert.ok(strings.size > 10, 'the extractor found the strings');
    const unused = Object.keys(bundle).filter((key) => !strings.has(key));
    assert.deepEqual(unused, [], 'remove these keys from l10n/bundle.l10n.zh-cn.json');
  });

  it('keep every {n} placeholder of the English text', () => {
    const broken = Object.entries(bundle).filter(([en, zh]) => {
      const holes = (t: string) => (t.match(/\{\d+\}/g) ?? []).sort().join();
      return holes(en) !== holes(zh);
    });
    assert.deepEqual(broken, []);
  });

  it('cover every package.nls.json key', () => {
    const en = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.nls.json'), 'utf8')) as Record<string, string>;
    const zh = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.nls.zh-cn.json'), 'utf8')) as Record<string, string>;
    assert.deepEqual(Object.keys(zh).sort(), Object.keys(en).sort());
    const manifest = fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8');
    const used = [...manifest.matchAll(/"%([^%"]+)%"/g)].map((m) => m[1] ?? '');
    assert.deepEqual(
      used.filter((k) => !(k in en)),
      [],
    );
  });
});
