import * as vscode from 'vscode';
import type {
  ChatAction,
  FromWebviewMessage,
  InstanceSummary,
  ToWebviewMessage,
  ViewStrings,
} from '../shared/protocol';
import type { ChatSession } from './chatSession';
import type { ConflictDiagnostics } from './conflictDiagnostics';
import { layoutLabel, loaderText, problemCountsText } from './instanceText';
import { modsCount } from './toolCardText';
import { webviewHtml } from './webviewHtml';

/** The command each chat button runs: the same commands as the palette, so both paths behave alike. */
const ACTION_COMMANDS: Readonly<Record<ChatAction, string>> = {
  setApiKey: 'nova.setApiKey',
  clearApiKey: 'nova.clearApiKey',
  openSettings: 'nova.openProviderSettings',
  testConnection: 'nova.testConnection',
  choosePreset: 'nova.chooseProvider',
  undo: 'nova.undoLastChange',
  redo: 'nova.redoChange',
  history: 'nova.chatHistory',
  exportChat: 'nova.exportConversation',
  chooseModel: 'nova.chooseModel',
};

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
      case 'newChat':
        await this.session.newChat();
        return;
      case 'scope':
        await this.session.setScope(message.instanceId);
        this.postSummary();
        return;
      case 'action':
        await vscode.commands.executeCommand(ACTION_COMMANDS[message.action]);
        return;
      case 'reviewChanges':
        this.session.reviewChanges();
        return;
      case 'declineChanges':
        this.session.declineChanges();
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
      strings: viewStrings(),
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
    return webviewHtml(webview, dist, {
      script: 'webview.js',
      styles: [
        { path: ['codicons', 'codicon.css'], id: 'vscode-codicon-stylesheet' },
        { path: ['buttons.css'] },
        { path: ['chat.css'] },
      ],
      fonts: true,
      data: { id: 'nova-strings', json: stringsJson() },
    });
  }

  dispose(): void {
    for (const s of [...this.subscriptions, ...this.viewSubscriptions]) s.dispose();
  }
}

/**
 * The view's strings embedded in its page, so even the first frame (before the host's first message) shows the
 * host's language; `<` is escaped so no string can end the script element.
 */
function stringsJson(): string {
  return JSON.stringify(viewStrings()).replace(/</g, '\\u003c');
}

function viewStrings(): ViewStrings {
  return {
    title: vscode.l10n.t('Instances'),
    scanning: vscode.l10n.t('Checking mods…'),
    noInstances: vscode.l10n.t(
      'No game instances found in this workspace. Open a folder with a Prism Launcher or MultiMC instance, a .minecraft folder, a packwiz pack or a mods/ folder.',
    ),
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
    dependencyGraph: vscode.l10n.t('Show Dependency Graph'),
    allInstances: vscode.l10n.t('All instances'),
    scopeHint: vscode.l10n.t('The chat is about the selected instance; each has its own conversation.'),
    placeholder: vscode.l10n.t('Ask about your modpack (Enter sends, Shift+Enter for a new line)'),
    send: vscode.l10n.t('Send'),
    stop: vscode.l10n.t('Stop'),
    newChat: vscode.l10n.t('New chat'),
    undo: vscode.l10n.t('Undo last change'),
    redo: vscode.l10n.t('Redo'),
    empty: vscode.l10n.t(
      'Ask Nova about the mods, conflicts or crashes of your instances. Changes are only proposed: you confirm each one in a checklist, and every applied change can be undone.',
    ),
    you: vscode.l10n.t('You'),
    nova: vscode.l10n.t('Nova'),
    arguments: vscode.l10n.t('Arguments'),
    result: vscode.l10n.t('Result'),
    running: vscode.l10n.t('running…'),
    queued: vscode.l10n.t('queued for your confirmation'),
    cancelled: vscode.l10n.t('cancelled'),
    failed: vscode.l10n.t('failed'),
    setApiKey: vscode.l10n.t('Set API Key'),
    openSettings: vscode.l10n.t('Open Settings'),
    testConnection: vscode.l10n.t('Test Connection'),
    choosePreset: vscode.l10n.t('Choose Provider'),
    thinking: vscode.l10n.t('Waiting for the model…'),
    waitingForYou: vscode.l10n.t('Waiting for you: review the proposed changes in the checklist.'),
    reviewChanges: vscode.l10n.t('Review changes…'),
    declineAll: vscode.l10n.t('Decline all'),
    reviewTitle: vscode.l10n.t('Proposed changes'),
    reviewDone: vscode.l10n.t('Reviewed'),
    jumpToLatest: vscode.l10n.t('Jump to latest'),
    welcomeTitle: vscode.l10n.t('Welcome to Nova'),
    welcomeSteps: [
      vscode.l10n.t('Pick where the model runs: "Choose Provider" (Ollama or LM Studio on this computer need no key).'),
      vscode.l10n.t('For a hosted provider, "Set API Key" stores the key in VS Code\'s secret storage.'),
      vscode.l10n.t('"Test Connection" checks that the model answers and can call Nova\'s tools.'),
    ],
    setupTitle: vscode.l10n.t('To set up a model:'),
    history: vscode.l10n.t('Conversation history'),
    exportChat: vscode.l10n.t('Export conversation as Markdown'),
    chooseModel: vscode.l10n.t('Choose model'),
    contextMeter: vscode.l10n.t('Context used on the last request'),
  };
}
