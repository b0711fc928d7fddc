import * as crypto from 'node:crypto';
import * as vscode from 'vscode';
import type { FromWebviewMessage, InstanceSummary, ToWebviewMessage, ViewStrings } from '../shared/protocol';
import type { ConflictDiagnostics } from './conflictDiagnostics';

/**
 * The Nova sidebar view. Until the chat lands it shows the live instance summary (instances, loaders, mod and
 * problem counts) from the same checks that feed the Problems panel.
 */
export class ChatViewProvider implements vscode.WebviewViewProvider, vscode.Disposable {
  static readonly viewId = 'nova.chat';
  private view: vscode.WebviewView | undefined;
  private ready = false;
  private readonly subscriptions: vscode.Disposable[] = [];

  constructor(
    private readonly extensionUri: vscode.Uri,
    private readonly diagnostics: ConflictDiagnostics,
  ) {
    this.subscriptions.push(diagnostics.onDidChange(() => this.postSummary()));
  }

  resolveWebviewView(view: vscode.WebviewView): void {
    this.view = view;
    this.ready = false;
    const dist = vscode.Uri.joinPath(this.extensionUri, 'dist');
    view.webview.options = { enableScripts: true, enableCommandUris: false, localResourceRoots: [dist] };
    view.webview.html = this.html(view.webview, dist);
    this.subscriptions.push(
      view.webview.onDidReceiveMessage((message: FromWebviewMessage) => this.handle(message)),
      view.onDidDispose(() => {
        this.view = undefined;
        this.ready = false;
      }),
    );
  }

  private async handle(message: FromWebviewMessage): Promise<void> {
    switch (message.type) {
      case 'ready':
        this.ready = true;
        this.postSummary();
        return;
      case 'checkConflicts':
        await vscode.commands.executeCommand('nova.checkConflicts');
        return;
      case 'showProblems':
        await vscode.commands.executeCommand('workbench.actions.view.problems');
        return;
      default: {
        const unexpected: never = message;
        throw new Error(`Unexpected webview message ${JSON.stringify(unexpected)}`);
      }
    }
  }

  private postSummary(): void {
    if (this.view === undefined || !this.ready) return;
    const message: ToWebviewMessage = {
      type: 'summary',
      instances: this.summaries(),
      scanning: this.diagnostics.scanning,
      error: this.diagnostics.error,
      strings: viewStrings(),
    };
    void this.view.webview.postMessage(message);
  }

  private summaries(): InstanceSummary[] {
    return this.diagnostics.results.map(({ instance, files, problems }) => ({
      id: instance.id,
      name: instance.name,
      layout: instance.layout,
      minecraft: instance.minecraft,
      loader: instance.loader === null ? null : `${instance.loader.type} ${instance.loader.version ?? ''}`.trim(),
      modCount: files.filter((f) => f.enabled && f.kind !== 'directory').length,
      disabledCount: files.filter((f) => !f.enabled).length,
      errors: problems.filter((p) => p.severity === 'error').length,
      warnings: problems.filter((p) => p.severity === 'warning').length,
      infos: problems.filter((p) => p.severity === 'info').length,
    }));
  }

  private html(webview: vscode.Webview, dist: vscode.Uri): string {
    const nonce = crypto.randomBytes(16).toString('base64');
    const script = webview.asWebviewUri(vscode.Uri.joinPath(dist, 'webview.js'));
    const style = webview.asWebviewUri(vscode.Uri.joinPath(dist, 'chat.css'));
    const codicons = webview.asWebviewUri(vscode.Uri.joinPath(dist, 'codicons', 'codicon.css'));
    const csp = [
      "default-src 'none'",
      `script-src 'nonce-${nonce}'`,
      `style-src ${webview.cspSource} 'nonce-${nonce}'`,
      `font-src ${webview.cspSource}`,
      `img-src ${webview.cspSource} data:`,
    ].join('; ');
    return `<!DOCTYPE html>
<html lang="${vscode.env.language}">
<head>
<meta charset="UTF-8">
<meta http-equiv="Content-Security-Policy" content="${csp}">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<link href="${codicons.toString()}" rel="stylesheet" id="vscode-codicon-stylesheet" nonce="${nonce}">
<link href="${style.toString()}" rel="stylesheet" nonce="${nonce}">
<title>Nova</title>
</head>
<body>
<main id="app" aria-live="polite"></main>
<script nonce="${nonce}" src="${script.toString()}"></script>
</body>
</html>`;
  }

  dispose(): void {
    for (const s of this.subscriptions) s.dispose();
  }
}

function viewStrings(): ViewStrings {
  return {
    title: vscode.l10n.t('Instances'),
    scanning: vscode.l10n.t('Checking mods…'),
    noInstances: vscode.l10n.t('No game instances found in this workspace. Open a folder with a Prism/MultiMC instance, a .minecraft folder, a packwiz pack or a mods/ folder.'),
    noProblems: vscode.l10n.t('No problems found'),
    recheck: vscode.l10n.t('Check again'),
    mods: vscode.l10n.t('mods'),
    disabled: vscode.l10n.t('disabled'),
    errors: vscode.l10n.t('errors'),
    warnings: vscode.l10n.t('warnings'),
    infos: vscode.l10n.t('notes'),
    unknownVersion: vscode.l10n.t('unknown version'),
    vanilla: vscode.l10n.t('no loader'),
    showProblems: vscode.l10n.t('Show in Problems'),
  };
}
