import * as crypto from 'node:crypto';

/** Where a page is shown: the webview's CSP source, the display language, and the webview URI of a file in `dist/`. */
export interface WebviewTarget {
  cspSource: string;
  language: string;
  resource(...segments: string[]): string;
}

export interface WebviewPage {
  /** The page's script, a file in `dist/`. */
  script: string;
  /** Style sheets in `dist/`, in order; `id` names one the page's script looks up (VS Code's codicons). */
  styles: Array<{ path: string[]; id?: string }>;
  /** Allow fonts from `dist/` (the codicon font). */
  fonts?: boolean;
  /** JSON given to the script in `<script id=… type="application/json">`, made by {@link scriptJson}. */
  data?: { id: string; json: string };
}

/**
 * The HTML of one of Nova's webviews: CSP `default-src 'none'`, scripts only by a fresh nonce, styles, images and
 * fonts only from the extension's `dist/` (`target.cspSource`), one `#app` element for the script to fill.
 */
export function webviewHtml(target: WebviewTarget, page: WebviewPage): string {
  const nonce = crypto.randomBytes(16).toString('base64');
  const uri = (...segments: string[]): string => target.resource(...segments);
  const csp = [
    "default-src 'none'",
    `script-src 'nonce-${nonce}'`,
    `style-src ${target.cspSource} 'nonce-${nonce}'`,
    ...(page.fonts === true ? [`font-src ${target.cspSource}`] : []),
    `img-src ${target.cspSource} data:`,
  ].join('; ');
  const styles = page.styles.map(
    (s) => `<link href="${uri(...s.path)}" rel="stylesheet"${s.id ? ` id="${s.id}"` : ''} nonce="${nonce}">`,
  );
  const data = page.data
    ? [`<script nonce="${nonce}" id="${page.data.id}" type="application/json">${page.data.json}</script>`]
    : [];
  return [
    '<!DOCTYPE html>',
    `<html lang="${target.language}">`,
    '<head>',
    '<meta charset="UTF-8">',
    `<meta http-equiv="Content-Security-Policy" content="${csp}">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1.0">',
    ...styles,
    '<title>Nova</title>',
    '</head>',
    '<body>',
    '<div id="app"></div>',
    ...data,
    `<script nonce="${nonce}" src="${uri(page.script)}"></script>`,
    '</body>',
    '</html>',
  ].join('\n');
}

/** `value` as JSON that can sit inside a `<script>` element: `<` is escaped, so no string can end the element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
