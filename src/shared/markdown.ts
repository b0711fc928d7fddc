import MarkdownIt from 'markdown-it';

/** Link schemes the chat may render as links; everything else (javascript:, command:, file:, data:) stays text. */
const ALLOWED_LINK = /^(https?:|mailto:)/i;

/** True when `url` may become a link in the chat. */
export function isAllowedLink(url: string): boolean {
  // Strip what browsers ignore before a scheme (controls, whitespace) so "java\tscript:" cannot slip through.
  const cleaned = url.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  return ALLOWED_LINK.test(cleaned);
}

/**
 * The chat's markdown renderer: raw HTML is escaped (`html: false`), links are allowed only to https/http and
 * mailto, and images are not rendered (they would load remote content). The webview still runs DOMPurify over
 * the output before inserting it: defence in depth.
 */
export function createChatMarkdown(): { render(source: string): string } {
  const md = new MarkdownIt({ html: false, linkify: true, breaks: false, typographer: false });
  md.validateLink = isAllowedLink;
  md.disable(['image']);
  const defaultLinkOpen =
    md.renderer.rules['link_open'] ?? ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options));
  md.renderer.rules['link_open'] = (tokens, idx, options, env, self) => {
    const token = tokens[idx];
    if (token !== undefined) {
      token.attrSet('rel', 'noopener noreferrer');
      const href = token.attrGet('href') ?? '';
      token.attrSet('title', href);
    }
    return defaultLinkOpen(tokens, idx, options, env, self);
  };
  return md;
}
