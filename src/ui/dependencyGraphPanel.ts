import * as vscode from 'vscode';
import { clashesCount, enabledModsCount, requiredLinksCount } from './countText';
import { dependencyGraph, previewDisable, type DependencyGraph } from '../core/checks/dependencyGraph';
import { dependencyGraphView } from '../core/checks/dependencyGraphView';
import type { InstanceCheck } from '../core/checks/workspaceCheck';
import type { FromGraphMessage, GraphPreviewView, GraphStrings, ToGraphMessage } from '../shared/graphProtocol';
import { instanceFromArgument, pickInstance } from './instancePicker';
import { modDocumentUri } from './modDocument';
import { webviewHtml } from './webviewHtml';
import { webviewTarget } from './webviewTarget';

/** The command the Mods view may contribute; called besides opening the mod's page when it exists. */
const REVEAL_MOD_COMMAND = 'nova.revealMod';

export interface GraphPanelDeps {
  extensionUri: vscode.Uri;
  /** The latest conflict check: its scanned files are what the graph draws. */
  diagnostics: {
    results: readonly InstanceCheck[];
    whenIdle(): Promise<void>;
    onDidChange: vscode.Event<void>;
  };
}

/**
 * "Nova: Show Dependency Graph": one webview panel per instance, drawn from the latest scan and redrawn after each
 * refresh. Locked down like the chat view (CSP default-src 'none', nonce script, resources from dist/ only); all
 * state lives here, so a panel brought back is rebuilt from `ready`. Clicking a node reveals the mod; "disable"
 * only previews what would stop loading (src/core/checks/dependencyGraph.ts) and changes nothing.
 */
export class DependencyGraphPanels implements vscode.Disposable {
  static readonly viewType = 'nova.dependencyGraph';
  private readonly panels = new Map<string, { panel: vscode.WebviewPanel; graph: DependencyGraph | null }>();
  private readonly subscriptions: vscode.Disposable[] = [];
  /** The last message posted per instance id, for the in-host tests. */
  readonly posted = new Map<string, ToGraphMessage[]>();

  constructor(private readonly deps: GraphPanelDeps) {
    this.subscriptions.push(
      deps.diagnostics.onDidChange(() => {
        for (const id of this.panels.keys()) this.postGraph(id);
      }),
      vscode.commands.registerCommand('nova.showDependencyGraph', (target?: unknown) => this.show(target)),
    );
  }

  /** Opens (or reveals) the graph of the instance `target` names (an id, a Uri inside it, `{ instance }`), or asks. */
  async show(target?: unknown): Promise<void> {
    await this.deps.diagnostics.whenIdle();
    const instances = this.deps.diagnostics.results.map((c) => c.instance);
    const instance =
      instanceFromArgument(target, instances) ??
      (await pickInstance(() => Promise.resolve(instances), vscode.l10n.t('Nova: Show Dependency Graph')));
    if (instance === undefined) return;
    const open = this.panels.get(instance.id);
    if (open !== undefined) {
      open.panel.reveal();
      return;
    }
    const dist = vscode.Uri.joinPath(this.deps.extensionUri, 'dist');
    const panel = vscode.window.createWebviewPanel(
      DependencyGraphPanels.viewType,
      vscode.l10n.t('Dependencies: {0}', instance.name),
      vscode.ViewColumn.Active,
      { enableScripts: true, enableCommandUris: false, localResourceRoots: [dist], retainContextWhenHidden: false },
    );
    this.panels.set(instance.id, { panel, graph: null });
    panel.webview.html = html(panel.webview, dist);
    const subscription = panel.webview.onDidReceiveMessage((m: FromGraphMessage) => this.handle(instance.id, m));
    panel.onDidDispose(() => {
      subscription.dispose();
      this.panels.delete(instance.id);
    });
  }

  /** The ids of the instances whose graph is open. */
  get openInstances(): string[] {
    return [...this.panels.keys()];
  }

  private async handle(instanceId: string, message: FromGraphMessage): Promise<void> {
    const entry = this.panels.get(instanceId);
    if (entry === undefined) return;
    switch (message.type) {
      case 'ready':
        this.postGraph(instanceId);
        return;
      case 'reveal':
        await this.reveal(entry.graph, message.file);
        return;
      case 'preview':
        // Only a drawn file can be disabled; an absent (not installed) mod has nothing to preview.
        if (entry.graph?.mods.some((m) => m.file === message.file) === true)
          this.post(instanceId, { type: 'preview', preview: previewView(entry.graph, message.file) });
        return;
      case 'clearPreview':
        return;
      default: {
        const unexpected: never = message;
        throw new Error(`Unexpected graph message ${JSON.stringify(unexpected)}`);
      }
    }
  }

  private async reveal(graph: DependencyGraph | null, file: string): Promise<void> {
    const mod = graph?.mods.find((m) => m.file === file);
    if (mod === undefined) return;
    const uri = vscode.Uri.file(mod.path);
    await vscode.window.showTextDocument(modDocumentUri(mod.path), {
      preview: true,
      viewColumn: vscode.ViewColumn.Beside,
      preserveFocus: false,
    });
    if ((await vscode.commands.getCommands(true)).includes(REVEAL_MOD_COMMAND))
      await vscode.commands.executeCommand(REVEAL_MOD_COMMAND, uri);
  }

  private postGraph(instanceId: string): void {
    const entry = this.panels.get(instanceId);
    const check = this.deps.diagnostics.results.find((c) => c.instance.id === instanceId);
    if (entry === undefined || check === undefined) return;
    const graph = dependencyGraph(check.instance, check.files);
    entry.graph = graph;
    const view = dependencyGraphView(graph, check.problems);
    this.post(instanceId, {
      type: 'graph',
      instanceName: check.instance.name,
      ...view,
      strings: graphStrings(graph, view.nodes.filter((n) => n.unneeded).length),
    });
  }

  private post(instanceId: string, message: ToGraphMessage): void {
    const entry = this.panels.get(instanceId);
    if (entry === undefined) return;
    const list = this.posted.get(instanceId) ?? [];
    list.push(message);
    this.posted.set(instanceId, list.slice(-10));
    void entry.panel.webview.postMessage(message);
  }

  dispose(): void {
    for (const { panel } of this.panels.values()) panel.dispose();
    for (const s of this.subscriptions) s.dispose();
  }
}

function previewView(graph: DependencyGraph, file: string): GraphPreviewView {
  const preview = previewDisable(graph, [file]);
  const nameOf = (f: string): string => graph.mods.find((m) => m.file === f)?.name ?? f;
  const sentences: string[] = [];
  if (preview.broken.length === 0) {
    sentences.push(vscode.l10n.t('Disabling {0} would stop no other mod from loading.', nameOf(file)));
  } else {
    const list = preview.broken.map((b) => vscode.l10n.t('{0} (lacks {1})', nameOf(b.file), b.lacks.join(', ')));
    sentences.push(
      preview.broken.length === 1
        ? vscode.l10n.t('Disabling {0} would stop 1 mod from loading: {1}.', nameOf(file), list.join('; '))
        : vscode.l10n.t(
            'Disabling {0} would stop {1} mods from loading: {2}.',
            nameOf(file),
            preview.broken.length,
            list.join('; '),
          ),
    );
  }
  for (const link of preview.resolved) {
    sentences.push(vscode.l10n.t('It would end "{0} breaks {1}".', nameOf(link.from), nameOf(link.to)));
  }
  sentences.push(vscode.l10n.t('Nothing was changed: this is only a preview.'));
  return {
    file,
    broken: preview.broken,
    resolved: preview.resolved.map((l) => ({ from: l.from, to: l.to, kind: l.kind as 'breaks' | 'conflicts' })),
    text: sentences.join(' '),
  };
}

/** `unneeded`: the drawn mods nothing needs and that have no error (a duplicate is not "safe to remove"). */
function graphStrings(graph: DependencyGraph, unneeded: number): GraphStrings {
  // Requirements on a mod nothing provides are drawn too (dashed, to the missing mod), so they count.
  const links =
    graph.links.filter((l) => l.kind === 'requires').length + graph.mods.reduce((n, m) => n + m.missing.length, 0);
  const clashes = graph.links.filter((l) => l.kind === 'breaks' || l.kind === 'conflicts').length;
  return {
    title: vscode.l10n.t('Dependency graph of {0}', graph.instanceName),
    summary: vscode.l10n.t(
      '{0} · {1} · {2} · {3} that nothing needs · {4} disabled (not drawn)',
      enabledModsCount(graph.mods.length),
      requiredLinksCount(links),
      clashesCount(clashes),
      unneeded,
      graph.disabledCount,
    ),
    legendRequires: vscode.l10n.t('requires'),
    legendOptional: vscode.l10n.t('uses if present (optional)'),
    legendBreaks: vscode.l10n.t('breaks or conflicts with'),
    legendUnneeded: vscode.l10n.t('nothing needs it (safe to remove)'),
    legendMissing: vscode.l10n.t('requires a mod that is not installed'),
    legendError: vscode.l10n.t('has an error (duplicate, wrong loader, missing dependency…)'),
    legendWarning: vscode.l10n.t('has a warning'),
    legendAbsent: vscode.l10n.t('not installed: required, but no file provides it'),
    keyboardHint: vscode.l10n.t(
      'Tab or the arrow keys move between mods · Enter reveals the mod · D previews disabling it · Escape clears the preview',
    ),
    graphLabel: vscode.l10n.t('Dependency graph: each mod is a button; arrows point from a mod to what it requires'),
    tableCaption: vscode.l10n.t('The same graph as a table'),
    textVersion: vscode.l10n.t('Text version (table)'),
    columnMod: vscode.l10n.t('Mod'),
    columnRequires: vscode.l10n.t('Requires'),
    columnNeededBy: vscode.l10n.t('Needed by'),
    columnClashes: vscode.l10n.t('Breaks or conflicts with'),
    columnNote: vscode.l10n.t('Note'),
    none: vscode.l10n.t('—'),
    noteUnneeded: vscode.l10n.t('Nothing needs it: safe to remove'),
    noteMissing: vscode.l10n.t('Lacks: {0}'),
    noteLibrary: vscode.l10n.t('No mod metadata (a library or coremod)'),
    noteCorrupt: vscode.l10n.t('Unreadable jar'),
    noteAbsent: vscode.l10n.t('Not installed: required by {0}. Add it (Add Mod) or disable the mods that need it.'),
    reveal: vscode.l10n.t('Reveal mod'),
    previewDisable: vscode.l10n.t('Preview disabling'),
    clearPreview: vscode.l10n.t('Clear preview'),
    selectHint: vscode.l10n.t('Select a mod to see what it requires and what needs it.'),
    empty: vscode.l10n.t('This instance has no enabled mods.'),
    layingOut: vscode.l10n.t('Laying out the mods…'),
    nodeLabel: vscode.l10n.t('{0}: requires {1}, needed by {2}'),
  };
}

function html(webview: vscode.Webview, dist: vscode.Uri): string {
  return webviewHtml(webviewTarget(webview, dist), {
    script: 'graph.js',
    styles: [{ path: ['buttons.css'] }, { path: ['graph.css'] }],
  });
}
