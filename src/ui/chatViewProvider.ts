import * as vscode from 'vscode';
import type { FromWebviewMessage, InstanceSummary, ToWebviewMessage } from '../shared/protocol';
import type { ChatSession } from './chatSession';
import type { ConflictDiagnostics } from './conflictDiagnostics';
import { layoutLabel, loaderText, problemCountsText } from './instanceText';
import { modsCount } from './toolCardText';
import { viewStrings } from './viewStrings';
import { CHAT_ACTION_COMMANDS } from './chatActionCommands';
import { scriptJson, webviewHtml } from './webviewHtml';
import { webviewTarget } from './webviewTarget';

/** workspaceState: whether the person folded the chat's instance list. */
const FOLDED_KEY = 'nova.chat.instancesFolded';

/**
 * The Nova sidebar view: the instance summary (which doubles as the instance picker that scopes the conversation)
 * above the chat. The webview is locked down (CSP default-src 'none', nonce script, resources from dist/ only);
 * all state lives in the host, so a reopened view is rebuilt from `ready`.
 */
export class ChatViewProvider implements vscode.WebviewViewProvider, vscode.Disposable {
  static readonly viewId = 'nova.chat';
  private view: vscode.WebviewView | undefined;
  private ready = false;
  private readonly subscriptions: vscode.Disposable[] = [];
  private viewSubscriptions: vscode.Disposable[] = [];

  constructor(
    private readonly extensionUri: vscode.Uri,
    private readonly diagnostics: ConflictDiagnostics,
    private readonly session: ChatSession,
    /** Where the view's layout choices are kept across reloads (the folded instance list). */
    private readonly layout?: vscode.Memento,
  ) {
    this.subscriptions.push(
      diagnostics.onDidChange(() => this.postSummary()),
      session.onMessage((message) => this.post(message)),
    );
  }

  resolveWebviewView(view: vscode.WebviewView): void {
    for (const s of this.viewSubscriptions) s.dispose();
    this.view = view;
    this.ready = false;
    const dist = vscode.Uri.joinPath(this.extensionUri, 'dist');
    view.webview.options = { enableScripts: true, enableCommandUris: false, localResourceRoots: [dist] };
    view.webview.html = this.html(view.webview, dist);
    this.viewSubscriptions = [
      view.webview.onDidReceiveMessage((message: FromWebviewMessage) => this.handle(message)),
      view.onDidDispose(() => {
        this.view = undefined;
        this.ready = false;
      }),
    ];
  }

  private async handle(message: FromWebviewMessage): Promise<void> {
    switch (message.type) {
      case 'ready':
        this.ready = true;
        this.postSummary();
        for (const m of await this.session.snapshot()) this.post(m);
        return;
      case 'checkConflicts':
        await vscode.commands.executeCommand('nova.checkConflicts');
        return;
      case 'showProblems':
        await vscode.commands.executeCommand('workbench.actions.view.problems');
        return;
      case 'showGraph':
        await vscode.commands.executeCommand('nova.showDependencyGraph', message.instanceId);
        return;
      case 'send':
        await this.session.send(message.text);
        return;
      case 'stop':
        this.session.stop();
        return;
      case 'retry':
        await this.session.retry();
        return;
      case 'newChat':
        await this.session.newChat();
        return;
      case 'scope':
        await this.session.setScope(message.instanceId);
        this.postSummary();
        return;
      case 'action':
        await vscode.commands.executeCommand(CHAT_ACTION_COMMANDS[message.action]);
        return;
      case 'reviewChanges':
        this.session.reviewChanges();
        return;
      case 'declineChanges':
        this.session.declineChanges();
        return;
      case 'foldInstances':
        await this.layout?.update(FOLDED_KEY, message.folded);
        this.postSummary();
        return;
      case 'editQuestion':
        await this.session.editQuestion(message.index);
        return;
      case 'detach':
        this.session.detach(message.index);
        return;
      default: {
        const unexpected: never = message;
        throw new Error(`Unexpected webview message ${JSON.stringify(unexpected)}`);
      }
    }
  }

  private post(message: ToWebviewMessage): void {
    if (this.view === undefined || !this.ready) return;
    void this.view.webview.postMessage(message);
  }

  private postSummary(): void {
    this.post({
      type: 'summary',
      instances: this.summaries(),
      scanning: this.diagnostics.scanning,
      error: this.diagnostics.error,
      strings: viewStrings(vscode.l10n),
      folded: this.layout?.get<boolean>(FOLDED_KEY) === true,
    });
  }

  private summaries(): InstanceSummary[] {
    return this.diagnostics.results.map(({ instance, files, problems }) => {
      const modCount = files.filter((f) => f.enabled && f.kind !== 'directory').length;
      const disabledCount = files.filter((f) => !f.enabled).length;
      const errors = problems.filter((p) => p.severity === 'error').length;
      const warnings = problems.filter((p) => p.severity === 'warning').length;
      const infos = problems.filter((p) => p.severity === 'info').length;
      return {
        id: instance.id,
        name: instance.name,
        layout: instance.layout,
        layoutLabel: layoutLabel(instance.layout),
        minecraft: instance.minecraft,
        loader: instance.loader === null ? null : loaderText(instance.loader),
        modCount,
        disabledCount,
        errors,
        warnings,
        infos,
        modsText:
          disabledCount > 0
            ? vscode.l10n.t('{0} ({1} disabled)', modsCount(modCount), disabledCount)
            : modsCount(modCount),
        problemsText: problemCountsText(errors, warnings, infos),
      };
    });
  }

  private html(webview: vscode.Webview, dist: vscode.Uri): string {
    return webviewHtml(webviewTarget(webview, dist), {
      script: 'webview.js',
      styles: [
        { path: ['codicons', 'codicon.css'], id: 'vscode-codicon-stylesheet' },
        { path: ['buttons.css'] },
        { path: ['chat.css'] },
      ],
      fonts: true,
      data: { id: 'nova-strings', json: scriptJson(viewStrings(vscode.l10n)) },
    });
  }

  dispose(): void {
    for (const s of [...this.subscriptions, ...this.viewSubscriptions]) s.dispose();
  }
}
