import DOMPurify from 'dompurify';
import { createChatMarkdown, isAllowedLink } from '../../src/shared/markdown';

const markdown = createChatMarkdown();

// Links may only point to http(s)/mailto; DOMPurify re-checks what markdown-it produced.
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A') {
    const href = node.getAttribute('href') ?? '';
    if (!isAllowedLink(href)) node.removeAttribute('href');
  }
});

/**
 * Renders model text as markdown into `target`: markdown-it without raw HTML, then DOMPurify (no forms, styles,
 * frames, images or inline handlers) before anything reaches the DOM.
 */
export function renderMarkdown(target: HTMLElement, text: string): void {
  const html = markdown.render(text);
  target.innerHTML = DOMPurify.sanitize(html, {
    FORBID_TAGS: ['form', 'style', 'iframe', 'img', 'input', 'button', 'textarea', 'select', 'svg', 'math'],
    FORBID_ATTR: ['style'],
    ALLOW_DATA_ATTR: false,
  });
}
