import * as crypto from 'node:crypto';
import * as vscode from 'vscode';

export interface WebviewPage {
  /** The page's script, a file in `dist/`. */
  script: string;
  /** Style sheets in `dist/`, in order; `id` names one the page's script looks up (VS Code's codicons). */
  styles: Array<{ path: string[]; id?: string }>;
  /** Allow fonts from `dist/` (the codicon font). */
  fonts?: boolean;
  /** JSON given to the script in `<script id=… type="application/json">` (already escaped for a script element). */
  data?: { id: string; json: string };
}

/**
 * The HTML of one of Nova's webviews: CSP `default-src 'none'`, scripts only by a fresh nonce, styles, images and
 * fonts only from the extension's `dist/` (`webview.cspSource`), one `#app` element for the script to fill.
 */
export function webviewHtml(webview: vscode.Webview, dist: vscode.Uri, page: WebviewPage): string {
  const nonce = crypto.randomBytes(16).toString('base64');
  const uri = (...segments: string[]): string =>
    webview.asWebviewUri(vscode.Uri.joinPath(dist, ...segments)).toString();
  const csp = [
    "default-src 'none'",
    `script-src 'nonce-${nonce}'`,
    `style-src ${webview.cspSource} 'nonce-${nonce}'`,
    ...(page.fonts === true ? [`font-src ${webview.cspSource}`] : []),
    `img-src ${webview.cspSource} data:`,
  ].join('; ');
  const styles = page.styles.map(
    (s) => `<link href="${uri(...s.path)}" rel="stylesheet"${s.id ? ` id="${s.id}"` : ''} nonce="${nonce}">`,
  );
  const data = page.data
    ? [`<script nonce="${nonce}" id="${page.data.id}" type="application/json">${page.data.json}</script>`]
    : [];
  return [
    '<!DOCTYPE html>',
    `<html lang="${vscode.env.language}">`,
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
