import * as vscode from 'vscode';
import type { WebviewTarget } from './webviewHtml';

/** A real webview as webviewHtml.ts sees it: its CSP source, VS Code's display language and `dist/` URIs. */
export function webviewTarget(webview: vscode.Webview, dist: vscode.Uri): WebviewTarget {
  return {
    cspSource: webview.cspSource,
    language: vscode.env.language,
    resource: (...segments) => webview.asWebviewUri(vscode.Uri.joinPath(dist, ...segments)).toString(),
  };
}
