import * as vscode from 'vscode';
import { ModPageLenses } from './ui/modPageLenses';
import { novaSystemPrompt } from './core/agent/systemPrompt';
import { novaToolRegistry } from './core/tools/novaTools';
import { ChatHistoryStore } from './host/chatHistoryStore';
import { InstanceCatalog } from './core/instances/instanceCatalog';
import { EditApplier } from './host/editApplier';
import { ModCacheStore } from './host/modCacheStore';
import { contentCacheStore } from './host/contentCacheStore';
import { ContentIndexer } from './core/content/contentIndexer';
import { registerContentCommands } from './ui/contentCommands';
import { modelVisibleSettings, readNovaConfig } from './host/novaConfig';
import { providerChatModel } from './host/providerChatModel';
import { ProviderSettings } from './host/providerSettings';
import { UndoJournalStore } from './host/undoJournal';
import { registerAnalyzeCrashCommand } from './ui/analyzeCrashCommand';
import { ChatSession } from './ui/chatSession';
import { chatUiPort } from './ui/chatUiPort';
import { ChatViewProvider } from './ui/chatViewProvider';
import { registerChatCommands } from './ui/chatCommands';
import { registerAddToChatCommands } from './ui/addToChatCommands';
import { ModDocumentProvider, MOD_SCHEME } from './ui/modDocument';
import { AskNovaCodeActions } from './ui/askNovaCodeActions';
import { BisectCommands } from './ui/bisectCommands';
import { registerCommands } from './ui/commands';
import { ConflictDiagnostics } from './ui/conflictDiagnostics';
import { DependencyGraphPanels } from './ui/dependencyGraphPanel';
import { DisableModCodeActions } from './ui/disableModCodeActions';
import { registerPackwizRefreshCommands } from './ui/packwizRefreshCommands';
import { InstanceWatchers } from './ui/instanceWatchers';
import { contributedToolNames, registerLanguageModelTools } from './ui/languageModelTools';
import { hostLocale } from './ui/locale';
import { registerModpackCommands } from './ui/modpackCommands';
import { registerServerPackCommand, type ServerPackCommand } from './ui/serverPackCommand';
import { registerReleaseCommands } from './ui/releaseCommands';
import { modrinthClientSource, registerModrinthCommands } from './ui/modrinthCommands';
import { novaChatHandler, registerNovaParticipant } from './ui/novaParticipant';
import { NovaToolInvoker } from './ui/novaToolInvoker';
import { registerProviderCommands } from './ui/providerCommands';
import { registerUndoCommands } from './ui/undoCommands';
import { UpdateDiagnostics } from './ui/updateDiagnostics';
import { ModrinthFindings } from './ui/modrinthFindings';
import { ModsView, registerModsViewCommands } from './ui/modsView';
import { ModIconCache } from './core/modsView/modIconCache';
import { ContentAssist } from './ui/contentAssist';
import { contentSource, packImpactSource } from './ui/contentSource';

/** What `activate` returns; the in-host tests use it to wait for diagnostics to settle. */
export interface NovaApi {
  /** Resolves when no scan or diagnostic refresh is scheduled or running. */
  whenIdle(): Promise<void>;
  /** The chat and the change applier, for the in-host tests (same objects the view and commands use). */
  chat: ChatSession;
  applier: EditApplier;
  /** The provider settings and per-origin keys, for the in-host tests. */
  provider: ProviderSettings;
  /** The Mods view's provider (its rows, filter and toggles), for the in-host tests. */
  modsView: ModsView;
  /** What agents outside Nova's chat use (Copilot's tools, `@nova`), for the in-host tests. */
  agents: { invoker: NovaToolInvoker; participant: vscode.ChatRequestHandler };
  /** The dependency-graph panels and the bisect commands, for the in-host tests. */
  graphs: DependencyGraphPanels;
  bisect: BisectCommands;
  /** "Nova: Create Server Pack…" and the verdict checklists it showed, for the in-host tests. */
  serverPack: ServerPackCommand;
  /** Id completion, hover and problems in scripts and data packs (its index source can be replaced in tests). */
  content: ContentAssist;
}

/** The only composition root: builds the host adapters and hands them to the core and the UI. */
export async function activate(context: vscode.ExtensionContext): Promise<NovaApi> {
  const log = vscode.window.createOutputChannel('Nova', { log: true });
  const cacheStore = new ModCacheStore(context.storageUri);
  const scanner = await cacheStore.load();
  const contentIndexer = new ContentIndexer(scanner, { storage: contentCacheStore(context.storageUri) });
  const roots = () =>
    (vscode.workspace.workspaceFolders ?? []).filter((f) => f.uri.scheme === 'file').map((f) => f.uri.fsPath);
  // The one list of instances: diagnostics, pickers and the chat's tools all discover through the same rule.
  const catalog = new InstanceCatalog({ roots, maxDepth: () => readNovaConfig().scanMaxDepth });
  const diagnostics = new ConflictDiagnostics({
    catalog,
    scanner,
    locale: hostLocale(),
    enabled: () => readNovaConfig().diagnosticsEnabled,
    log,
    roots,
    rules: () => readNovaConfig().rules,
  });
  const journalStore = new UndoJournalStore(context.workspaceState);
  const applier = new EditApplier(journalStore, roots);
  const provider = new ProviderSettings(context.secrets, context.globalState);
  // Undefined while `nova.network.enabled` is off: the Modrinth tools are then not registered at all.
  const modrinth = modrinthClientSource(context.globalStorageUri, extensionVersion(context), readNovaConfig);
  const chatHistory = new ChatHistoryStore(context.workspaceState);
  // One registry per conversation (chat) or per call (Copilot's tools, `@nova`).
  const toolRegistry = () => {
    const client = modrinth();
    return novaToolRegistry(
      {
        roots: roots(),
        ...(client !== undefined ? { modrinth: client } : {}),
        scanner,
        contentIndexer,
        maxDepth: readNovaConfig().scanMaxDepth,
        locale: hostLocale(),
        ui: chatUiPort(log),
        settings: () => modelVisibleSettings(),
      },
      { capabilities: client !== undefined ? ['ui', 'network'] : ['ui'] },
    );
  };
  const chat = new ChatSession({
    history: chatHistory,
    provider,
    model: (server) => providerChatModel(server),
    systemPrompt: (scope) => novaSystemPrompt({ host: 'vscode', instanceId: scope }),
    applier,
    tools: () => toolRegistry(),
    log,
  });
  // Copilot agent mode, other extensions' `vscode.lm.invokeTool` and `@nova`: one id ledger for the window.
  const invoker = new NovaToolInvoker({
    tools: () => toolRegistry(),
    applier,
  });
  const chatView = new ChatViewProvider(context.extensionUri, diagnostics, chat, context.workspaceState);
  const modDocuments = new ModDocumentProvider(diagnostics);
  const updateDiagnostics = new UpdateDiagnostics();
  const findings = new ModrinthFindings();
  // Instances whose game folder lies outside the workspace folders are never read (docs/architecture.md principle 11);
  // diagnostics still report their warning through the catalog.
  const instances = async () =>
    (await catalog.list()).map((entry) => entry.instance).filter((instance) => instance.outsideRoots !== true);
  const revealChat = async (): Promise<void> => {
    await vscode.commands.executeCommand(`${ChatViewProvider.viewId}.focus`);
  };
  const packImpact = packImpactSource(contentIndexer);
  const modsView = new ModsView({
    source: diagnostics,
    findings,
    applier,
    impact: packImpact,
    icons: new ModIconCache(vscode.Uri.joinPath(context.globalStorageUri, 'modIcons').fsPath),
  });
  const askNova = async (text: string): Promise<void> => {
    await revealChat();
    chat.draft(text);
  };
  const graphs = new DependencyGraphPanels({ extensionUri: context.extensionUri, diagnostics });
  const serverPack = registerServerPackCommand({ instances, scanner, applier, modrinth });
  const bisect = new BisectCommands({
    instances,
    scanner,
    applier,
    onDidChangeJournal: applier.onDidChange,
  });
  context.subscriptions.push(
    log,
    diagnostics,
    journalStore,
    applier,
    chat,
    chatView,
    diagnostics.onDidChange(() => {
      if (!diagnostics.scanning) void cacheStore.save(scanner);
    }),
    vscode.window.registerWebviewViewProvider(ChatViewProvider.viewId, chatView, {
      webviewOptions: { retainContextWhenHidden: false },
    }),
    modDocuments,
    vscode.workspace.registerTextDocumentContentProvider(MOD_SCHEME, modDocuments),
    vscode.languages.registerCodeLensProvider({ scheme: MOD_SCHEME }, new ModPageLenses(diagnostics)),
    vscode.languages.registerCodeActionsProvider(
      [{ scheme: 'file' }, { scheme: MOD_SCHEME }],
      new DisableModCodeActions(diagnostics),
      DisableModCodeActions.metadata,
    ),
    DisableModCodeActions.registerCommand(applier),
    vscode.languages.registerCodeActionsProvider(
      [{ scheme: 'file' }, { scheme: MOD_SCHEME }],
      new AskNovaCodeActions(),
      AskNovaCodeActions.metadata,
    ),
    registerCommands({ diagnostics, applier, revealChat, impact: packImpact }),
    findings,
    modsView,
    registerModsViewCommands(modsView, { ask: askNova }),
    registerAnalyzeCrashCommand({ instances, scanner, locale: hostLocale() }),
    registerContentCommands({ instances, indexer: contentIndexer, locale: hostLocale() }),
    graphs,
    bisect,
    registerModpackCommands({
      instances,
      locale: hostLocale(),
      modrinth,
      applier,
    }),
    serverPack,
    registerReleaseCommands({
      instances,
      scanner,
      client: modrinth,
      applier,
      secrets: context.secrets,
      version: extensionVersion(context),
    }),
    updateDiagnostics,
    registerModrinthCommands({
      instances,
      scanner,
      client: modrinth,
      applier,
      impact: packImpact,
      publishUpdates: (instance, problems) => updateDiagnostics.publish(instance, problems),
      identified: (instance, results) => findings.record(instance, results),
    }),
    registerProviderCommands({
      provider,
      changed: () => void chat.providerChanged(),
      tools: () => chat.wireTools(),
      contextWindow: (p) => chat.contextWindowOf(p),
    }),
    registerUndoCommands({ applier }),
    registerPackwizRefreshCommands({ instances, applier }),
    registerLanguageModelTools(contributedToolNames(context.extension.packageJSON), invoker, log),
    registerNovaParticipant({ invoker, log }, context.extensionUri),
    vscode.commands.registerCommand('nova.newChat', () => chat.newChat()),
    registerChatCommands({ chat, history: chatHistory, provider, revealChat }),
    registerAddToChatCommands({ chat, revealChat }),
    provider.onDidChangeSecret(() => void chat.providerChanged()),
    // Every applied, undone or redone change (chat, commands, quick fixes, bisect) refreshes the problems and views.
    applier.onDidChange(() => {
      diagnostics.scheduleRefresh(0);
      chat.postStatus();
    }),
    vscode.workspace.onDidChangeWorkspaceFolders(() => diagnostics.scheduleRefresh()),
    vscode.workspace.onDidChangeConfiguration((e) => {
      if (e.affectsConfiguration('nova.provider')) void chat.providerChanged();
      else if (e.affectsConfiguration('nova')) diagnostics.scheduleRefresh();
    }),
  );
  // Watches only the instance folders found by the last scan (and instance markers, to notice new ones).
  const content = new ContentAssist(contentSource(instances, contentIndexer), () => readNovaConfig().rules);
  // Severities and suppressions (docs/suppression.md): a change to a `.nova.json` or to `nova.rules` re-checks.
  const novaJsonWatcher = vscode.workspace.createFileSystemWatcher('**/.nova.json');
  const novaJsonChanged = () => {
    diagnostics.scheduleRefresh();
    content.recheck();
  };
  context.subscriptions.push(
    novaJsonWatcher,
    novaJsonWatcher.onDidCreate(novaJsonChanged),
    novaJsonWatcher.onDidChange(novaJsonChanged),
    novaJsonWatcher.onDidDelete(novaJsonChanged),
    vscode.workspace.onDidChangeConfiguration((e) => {
      if (e.affectsConfiguration('nova.rules')) content.recheck();
    }),
  );
  context.subscriptions.push(
    content,
    vscode.languages.registerCompletionItemProvider(ContentAssist.selector, content, "'", '"', ':', '#'),
    vscode.languages.registerHoverProvider(ContentAssist.selector, content),
    vscode.languages.registerDefinitionProvider(ContentAssist.selector, content),
    vscode.languages.registerCodeActionsProvider(ContentAssist.selector, content, ContentAssist.metadata),
  );
  const watchers = new InstanceWatchers(() => diagnostics.scheduleRefresh());
  context.subscriptions.push(
    watchers,
    diagnostics.onDidChange(() => {
      if (!diagnostics.scanning) watchers.update(diagnostics.results.map((check) => check.instance));
    }),
  );
  diagnostics.scheduleRefresh(0);
  return {
    whenIdle: () => diagnostics.whenIdle(),
    chat,
    applier,
    provider,
    modsView,
    agents: { invoker, participant: novaChatHandler({ invoker, log }) },
    graphs,
    bisect,
    serverPack,
    content,
  };
}

export function deactivate(): void {
  // Disposables registered on the context are released by VS Code.
}

/** The extension's own version from its manifest, for the Modrinth User-Agent. */
function extensionVersion(context: vscode.ExtensionContext): string {
  const version = (context.extension.packageJSON as { version?: unknown }).version;
  return typeof version === 'string' ? version : '0.0.0';
}
