import * as assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { viewStrings, type Translator } from '../../src/ui/viewStrings';
import { scriptJson, webviewHtml, type WebviewTarget } from '../../src/ui/webviewHtml';

const ROOT = path.resolve(__dirname, '..', '..');

/** A translator like `vscode.l10n` with VS Code in `bundle`'s language: the message, or its translation, with `{n}` filled. */
function translator(bundle: Record<string, string>, asked: string[] = []): Translator {
  return {
    t: (message, ...args) => {
      asked.push(message);
      return (bundle[message] ?? message).replace(/\{(\d+)\}/g, (_, i: string) => String(args[Number(i)]));
    },
  };
}

const target: WebviewTarget = {
  cspSource: 'https://webview.test',
  language: 'zh-cn',
  resource: (...segments) => `https://webview.test/dist/${segments.join('/')}`,
};

/** The content of the `<script id="ID" type="application/json">` element of a page, as a browser would cut it. */
function dataScript(html: string, id: string): string {
  const open = html.indexOf(`id="${id}" type="application/json">`);
  assert.ok(open >= 0, 'the page has the data element');
  const start = html.indexOf('>', open) + 1;
  // An HTML parser ends a script element at the first `</script` whatever the JSON says.
  return html.slice(start, html.toLowerCase().indexOf('</script', start));
}

describe('the chat webview takes its words from the host', () => {
  it('every string the host sends the webview has a Simplified Chinese translation (brand names aside)', () => {
    const zh = JSON.parse(fs.readFileSync(path.join(ROOT, 'l10n', 'bundle.l10n.zh-cn.json'), 'utf8')) as Record<
      string,
      string
    >;
    const asked: string[] = [];
    const strings = viewStrings(translator(zh, asked));
    assert.ok(asked.length > 30, `the strings were asked for (${asked.length})`);
    const untranslated = asked.filter((en) => en !== 'Nova' && !/[\u4e00-\u9fff]/.test(zh[en] ?? ''));
    assert.deepEqual(untranslated, []);
    for (const [key, value] of Object.entries(strings))
      for (const text of [value].flat()) assert.ok(typeof text === 'string' && text !== '', key);
  });

  it('embeds the strings in the page, escaped so that a hostile translation cannot end the script element', () => {
    const hostile = translator({ Send: '</script><script>alert(1)</script>', Instances: '<!-- x' });
    const strings = viewStrings(hostile);
    const html = webviewHtml(target, {
      script: 'webview.js',
      styles: [{ path: ['buttons.css'] }, { path: ['chat.css'] }],
      data: { id: 'nova-strings', json: scriptJson(strings) },
    });
    assert.deepEqual(JSON.parse(dataScript(html, 'nova-strings')), strings);
    assert.equal(html.match(/<script\b/g)!.length, 2, 'no script element was injected');
    assert.match(html, /<html lang="zh-cn">/);
    // Every script carries the page's one nonce, and the CSP allows scripts by that nonce only.
    const nonce = /script-src 'nonce-([^']+)'/.exec(html)![1]!;
    for (const tag of html.match(/<script\b[^>]*>/g)!) assert.ok(tag.includes(`nonce="${nonce}"`), tag);
    assert.match(html, /default-src 'none'/);
    const links = [...html.matchAll(/<link href="([^"]+)"/g)].map((m) => m[1]);
    assert.deepEqual(links, ['https://webview.test/dist/buttons.css', 'https://webview.test/dist/chat.css']);
  });

  it('a fresh nonce per page', () => {
    const page = { script: 'graph.js', styles: [] };
    const nonce = (html: string): string => /nonce-([^']+)'/.exec(html)![1]!;
    assert.notEqual(nonce(webviewHtml(target, page)), nonce(webviewHtml(target, page)));
  });

  it('the built webview bundle reads the embedded strings and ships none of the host words itself', function () {
    this.timeout(120_000);
    const bundle = path.join(ROOT, 'dist', 'webview.js');
    if (!fs.existsSync(bundle)) execFileSync(process.execPath, ['esbuild.js'], { cwd: ROOT });
    const code = fs.readFileSync(bundle, 'utf8');
    assert.ok(code.includes('nova-strings'), 'the bundle looks the embedded strings up');
    const english = viewStrings(translator({}));
    // Words of a sentence or more: a literal copy in the bundle would show English whatever the host's language.
    const shipped = Object.values(english)
      .flat()
      .filter((value) => value.length >= 12 && (code.includes(JSON.stringify(value)) || code.includes(`'${value}'`)));
    assert.deepEqual(shipped, []);
  });
});
