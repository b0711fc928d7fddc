import * as assert from 'node:assert/strict';
import { createChatMarkdown, isAllowedLink } from '../../src/shared/markdown';

describe('Chat markdown (markdown-it, html:false, link allowlist)', () => {
  const md = createChatMarkdown();

  it('escapes raw HTML instead of passing it through', () => {
    for (const payload of [
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      '<iframe src="https://e.com"></iframe>',
      '<form action="https://e.com"><button>Go</button></form>',
      '<svg onload=alert(1)>',
    ]) {
      const html = md.render(payload);
      assert.doesNotMatch(html, /<(script|img|iframe|form|svg|button)\b/i, html);
    }
  });

  it('makes links only for https, http and mailto', () => {
    for (const bad of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'java\tscript:alert(1)',
      'vbscript:x',
      'command:workbench.action.terminal.new',
      'file:///etc/passwd',
      'data:text/html,<b>x</b>',
    ]) {
      assert.equal(isAllowedLink(bad), false, bad);
      assert.doesNotMatch(md.render(`[x](${bad})`), /href=/i, bad);
    }
    assert.match(
      md.render('[Modrinth](https://modrinth.com/mod/sodium)'),
      /href="https:\/\/modrinth\.com\/mod\/sodium"/,
    );
    assert.match(md.render('mail [me](mailto:a@b.c)'), /href="mailto:a@b\.c"/);
    assert.match(md.render('see https://example.com now'), /<a href="https:\/\/example\.com"/, 'linkify');
  });

  it('does not render images (no remote loads) and keeps code as text', () => {
    assert.doesNotMatch(md.render('![logo](https://e.com/a.png)'), /<img/);
    assert.match(md.render('`<b>x</b>`'), /<code>&lt;b&gt;x&lt;\/b&gt;<\/code>/);
    assert.match(md.render('**Sodium** 0.5.8'), /<strong>Sodium<\/strong>/);
  });
});
