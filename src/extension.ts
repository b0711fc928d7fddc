import * as vscode from 'vscode';
import { ModCacheStore } from './host/modCacheStore';
import { registerAnalyzeCrashCommand } from './ui/analyzeCrashCommand';
import { ChatViewProvider } from './ui/chatViewProvider';
import { registerCommands } from './ui/commands';
import { ConflictDiagnostics } from './ui/conflictDiagnostics';
import { DisableModCodeActions } from './ui/disableModCodeActions';
import { hostLocale } from './ui/locale';
import { registerModpackCommands } from './ui/modpackCommands';

/** What `activate` returns; the in-host tests use it to wait for diagnostics to settle. */
export interface NovaApi {
  /** Resolves when no scan or diagnostic refresh is scheduled or running. */
  whenIdle(): Promise<void>;
}

/** Files whose change can change an instance's problems. */
const WATCHED = ['**/mods/**', '**/{instance.cfg,mmc-pack.json,pack.toml,minecraftinstance.json}', '**/versions/*/*.json'];

/** The only composition root: builds the host adapters and hands them to the core and the UI. */
export async function activate(context: vscode.ExtensionContext): Promise<NovaApi> {
  const log = vscode.window.createOutputChannel('Nova', { log: true });
  const cacheStore = new ModCacheStore(context.storageUri);
  const scanner = await cacheStore.load();
  const settings = () => vscode.workspace.getConfiguration('nova');
  const diagnostics = new ConflictDiagnostics({
    roots: () => (vscode.workspace.workspaceFolders ?? []).filter((f) => f.uri.scheme === 'file').map((f) => f.uri.fsPath),
    scanner,
    locale: hostLocale(),
    maxDepth: () => settings().get<number>('scan.maxDepth', 4),
    enabled: () => settings().get<boolean>('diagnostics.enabled', true),
    log,
  });
  const chatView = new ChatViewProvider(context.extensionUri, diagnostics);
  const instances = async () => {
    await diagnostics.whenIdle();
    return diagnostics.results.map((check) => check.instance);
  };
  context.subscriptions.push(
    log,
    diagnostics,
    chatView,
    diagnostics.onDidChange(() => {
      if (!diagnostics.scanning) void cacheStore.save(scanner);
    }),
    vscode.window.registerWebviewViewProvider(ChatViewProvider.viewId, chatView, { webviewOptions: { retainContextWhenHidden: false } }),
    vscode.languages.registerCodeActionsProvider({ scheme: 'file' }, new DisableModCodeActions(diagnostics), DisableModCodeActions.metadata),
    registerCommands({
      diagnostics,
      revealChat: async () => {
        await vscode.commands.executeCommand(`${ChatViewProvider.viewId}.focus`);
      },
    }),
    registerAnalyzeCrashCommand({ instances, scanner, locale: hostLocale() }),
    registerModpackCommands({ instances, locale: hostLocale() }),
    vscode.workspace.onDidChangeWorkspaceFolders(() => diagnostics.scheduleRefresh()),
    vscode.workspace.onDidChangeConfiguration((e) => {
      if (e.affectsConfiguration('nova')) diagnostics.scheduleRefresh();
    }),
  );
  for (const pattern of WATCHED) {
    const watcher = vscode.workspace.createFileSystemWatcher(pattern);
    context.subscriptions.push(
      watcher,
      watcher.onDidCreate(() => diagnostics.scheduleRefresh()),
      watcher.onDidDelete(() => diagnostics.scheduleRefresh()),
      watcher.onDidChange(() => diagnostics.scheduleRefresh()),
    );
  }
  diagnostics.scheduleRefresh(0);
  return { whenIdle: () => diagnostics.whenIdle() };
}

export function deactivate(): void {
  // Disposables registered on the context are released by VS Code.
}
