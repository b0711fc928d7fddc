import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..');

/**
 * The chat webview writes no words of its own: every button label comes from the host's strings (embedded in the
 * page by chatViewProvider.ts, then refreshed by each summary message), so the host's language shows from the
 * first frame.
 */
describe('the webview takes its words from the host', () => {
  it('labels every button of the chat view with a host string', () => {
    const source = fs.readFileSync(path.join(ROOT, 'media', 'chat', 'main.ts'), 'utf8');
    const calls = [...source.matchAll(/\bbutton\(\s*'[^']*',\s*'[^']*',\s*([^,]+),/g)].map((m) => m[1]!.trim());
    assert.ok(calls.length >= 8, `found ${calls.length} buttons`);
    for (const labelArg of calls) assert.doesNotMatch(labelArg, /^['"`]/, `a literal label: ${labelArg}`);
  });

  it('embeds the strings in the page, escaped so they cannot end the script element', () => {
    const provider = fs.readFileSync(path.join(ROOT, 'src', 'ui', 'chatViewProvider.ts'), 'utf8');
    assert.match(provider, /data: \{ id: 'nova-strings', json: stringsJson\(\) \}/);
    const page = fs.readFileSync(path.join(ROOT, 'src', 'ui', 'webviewHtml.ts'), 'utf8');
    assert.match(page, /id="\$\{page\.data\.id\}" type="application\/json">\$\{page\.data\.json\}<\/script>/);
    assert.match(provider, /JSON\.stringify\(viewStrings\(\)\)\.replace\(\/<\/g, '\\\\u003c'\)/);
    const main = fs.readFileSync(path.join(ROOT, 'media', 'chat', 'main.ts'), 'utf8');
    assert.match(main, /getElementById\('nova-strings'\)/);
    // The escape keeps a hostile translation inside the JSON.
    const escaped = JSON.stringify({ send: '</script><script>alert(1)</script>' }).replace(/</g, '\\u003c');
    assert.doesNotMatch(escaped, /<\/script>/i);
    assert.deepEqual(JSON.parse(escaped), { send: '</script><script>alert(1)</script>' });
  });
});
