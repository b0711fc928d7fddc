import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..');

/**
 * With VS Code in Chinese, the chat webview's buttons and notices are Chinese: every word it shows comes from the
 * host's ViewStrings (see webviewStrings.test.ts), and each of those has a Chinese translation. code-server cannot
 * switch its display language without a language pack (none offline), so this is checked on the sources.
 */
describe('The chat webview in Simplified Chinese', () => {
  it('every string the host sends the webview has a Chinese translation (brand names aside)', () => {
    const source = fs.readFileSync(path.join(ROOT, 'src', 'ui', 'chatViewProvider.ts'), 'utf8');
    const body = source.slice(source.indexOf('function viewStrings'));
    const bundle = JSON.parse(fs.readFileSync(path.join(ROOT, 'l10n', 'bundle.l10n.zh-cn.json'), 'utf8')) as Record<
      string,
      string
    >;
    const english = [...body.matchAll(/l10n\.t\(\s*(['"])((?:\\.|(?!\1)[^\\])*)\1/g)].map((m) =>
      (m[2] ?? '').replace(/\\(.)/g, '$1'),
    );
    assert.ok(english.length > 30, `found the webview's strings (${english.length})`);
    const untranslated = english.filter((en) => en !== 'Nova' && !/[\u4e00-\u9fff]/.test(bundle[en] ?? ''));
    assert.deepEqual(untranslated, []);
  });
});
