import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..');
const read = (relative: string): string => fs.readFileSync(path.join(ROOT, relative), 'utf8');

/**
 * The chat webview shows only words the extension host sends it (ViewStrings, built with vscode.l10n.t), so with
 * VS Code in Chinese its buttons and notices are Chinese. code-server cannot switch its display language without a
 * language pack (none offline), so this checks the two halves of that contract in the sources.
 */
describe('The chat webview in Simplified Chinese', () => {
  it('every string the host sends the webview has a Chinese translation (brand names aside)', () => {
    const source = read('src/ui/chatViewProvider.ts');
    const body = source.slice(source.indexOf('function viewStrings'));
    const bundle = JSON.parse(read('l10n/bundle.l10n.zh-cn.json')) as Record<string, string>;
    const english = [...body.matchAll(/l10n\.t\(\s*(['"])((?:\\.|(?!\1)[^\\])*)\1/g)].map((m) =>
      (m[2] ?? '').replace(/\\(.)/g, '$1'),
    );
    assert.ok(english.length > 30, `found the webview's strings (${english.length})`);
    const untranslated = english.filter((en) => en !== 'Nova' && !/[\u4e00-\u9fff]/.test(bundle[en] ?? ''));
    assert.deepEqual(untranslated, []);
  });

  it("the webview's own buttons take their labels from the host (their English text is only a placeholder)", () => {
    const main = read('media/chat/main.ts');
    const relabel = main.slice(main.indexOf('function relabel'));
    const buttons = [...main.matchAll(/const (\w+) = button\('[^']+', '[^']+', '[^']+'/g)].map((m) => m[1] ?? '');
    assert.ok(buttons.length >= 8, `found the composer's buttons: ${buttons.join(', ')}`);
    const fixed = buttons.filter((name) => !new RegExp(`\\[${name}, [^\\]]*strings\\.`).test(relabel));
    assert.deepEqual(fixed, [], 'buttons whose English label is never replaced by the host string');
  });
});
