import * as fs from 'node:fs';
import * as path from 'node:path';
import * as vscode from 'vscode';
import { modsCount } from './toolCardText';
import { showFailure } from './failureToast';
import type { Instance } from '../core/model/instance';
import type { InstanceCheck } from '../core/checks/workspaceCheck';
import {
  buildModTree,
  filterMods,
  sortMods,
  type ModSort,
  instanceDescription,
  isFiltered,
  NO_FILTER,
  type InstanceNode,
  type KnownRemote,
  type ModIcon,
  type ModItem,
  type ModsViewFilter,
  type ModStatusFilter,
} from '../core/modsView/modTree';
import type { ChangeApplier } from '../core/ports';
import { readModOrigins } from '../core/modsView/modOrigins';
import type { ModIconCache } from '../core/modsView/modIconCache';
import { modsFolder } from '../core/checks/workspaceCheck';
import { hostLocale } from './locale';
import { modDocumentUri } from './modDocument';
import { toggleModFiles } from './modToggles';
import type { PackImpactSource } from '../core/planning/referenceImpact';
import { askAboutDependents } from './dependentsQuestion';
import { dependentsOfDisabling } from '../core/modsView/disableDependents';

/** A row of the tree: an instance, or one of its mod files. */
export type ModsViewNode = { kind: 'instance'; node: InstanceNode } | { kind: 'mod'; item: ModItem };

export interface ModsViewDeps {
  /** The latest conflict checks (the scan cache); the view never reads a file itself. */
  source: {
    results: readonly InstanceCheck[];
    scanning: boolean;
    onDidChange: vscode.Event<void>;
    /** Resolves when the refresh a toggle scheduled has finished (the next click then plans on fresh rows). */
    whenIdle(): Promise<void>;
  };
  /** What "Check for Updates" learnt (Modrinth projects, newer versions). */
  findings: { known: ReadonlyMap<string, KnownRemote>; onDidChange: vscode.Event<void> };
  /** The one applier: a checkbox click is journaled like every other change. */
  applier: ChangeApplier;
  /** The pack's references: unticking a mod they name shows the checklist with the impact line (modToggles.ts). */
  impact?: PackImpactSource;
  /** The mods' own icons, extracted lazily from the jars into global storage; without it, rows show codicons. */
  icons?: ModIconCache;
}

export const MODS_VIEW_ID = 'nova.mods';
const DECORATION_SCHEME = 'nova-mods-view';
const FILTERED_CONTEXT = 'nova.modsView.filtered';

const ICONS: Record<ModIcon, vscode.ThemeIcon> = {
  error: new vscode.ThemeIcon('error', new vscode.ThemeColor('problemsErrorIcon.foreground')),
  warning: new vscode.ThemeIcon('warning', new vscode.ThemeColor('problemsWarningIcon.foreground')),
  update: new vscode.ThemeIcon('arrow-circle-up', new vscode.ThemeColor('charts.blue')),
  disabled: new vscode.ThemeIcon('circle-slash', new vscode.ThemeColor('disabledForeground')),
  corrupt: new vscode.ThemeIcon('file-binary'),
  folder: new vscode.ThemeIcon('folder'),
  library: new vscode.ThemeIcon('library'),
  metafile: new vscode.ThemeIcon('file-code'),
  mod: new vscode.ThemeIcon('package'),
};

/** Rows that show the jar's own icon when it has one; the others keep the codicon that says their state. */
const OWN_ICON_ROWS: ReadonlySet<ModIcon> = new Set<ModIcon>(['mod', 'update', 'disabled']);

/**
 * The Mods view: instances, then their mod files (jars, `.disabled` jars, packwiz metafiles) from the latest scan,
 * each with its version, loader, side and source, a problem or update mark, and a checkbox. Ticking or unticking is
 * the person's own consent: it applies at once through the one applier, so "Nova: Undo Last Change" reverts it.
 * The model is rebuilt once per scan (linear, no file I/O); filtering and expanding only read it.
 */
export class ModsView
  implements vscode.TreeDataProvider<ModsViewNode>, vscode.FileDecorationProvider, vscode.Disposable
{
  private readonly changed = new vscode.EventEmitter<ModsViewNode | undefined>();
  readonly onDidChangeTreeData = this.changed.event;
  private readonly decorationsChanged = new vscode.EventEmitter<vscode.Uri[] | undefined>();
  readonly onDidChangeFileDecorations = this.decorationsChanged.event;
  readonly view: vscode.TreeView<ModsViewNode>;
  private readonly disposables: vscode.Disposable[] = [];
  private tree: InstanceNode[] = [];
  private instanceNodes = new Map<string, ModsViewNode>();
  private modNodes = new Map<string, ModsViewNode>();
  private byPath = new Map<string, ModsViewNode>();
  private currentFilter: ModsViewFilter = NO_FILTER;
  private currentSort: ModSort = 'name';
  /** Jar sources recorded by the launcher, per instance, with the folder/manifest state they were read at. */
  private readonly origins = new Map<string, { key: string; map: Map<string, KnownRemote> }>();
  /** The last "also disable them?" questions asked (at most 20), for the in-host tests: what was disabled, and the dependents. */
  readonly dependentsAsked: Array<{ disabling: string[]; dependents: string[] }> = [];
  /** A pending redraw for icons that arrived from the cache. */
  private iconRedraw: ReturnType<typeof setTimeout> | undefined;
  /** Toggles run one after another, so two quick clicks never plan against the same stale scan. */
  private queue: Promise<void> = Promise.resolve();

  constructor(private readonly deps: ModsViewDeps) {
    this.view = vscode.window.createTreeView(MODS_VIEW_ID, {
      treeDataProvider: this,
      manageCheckboxStateManually: true,
      showCollapseAll: true,
      canSelectMany: true,
    });
    this.disposables.push(
      this.view,
      this.changed,
      this.decorationsChanged,
      vscode.window.registerFileDecorationProvider(this),
      this.view.onDidChangeCheckboxState((e) => void this.applyCheckboxes(e.items)),
      deps.source.onDidChange(() => {
        if (deps.source.scanning) return;
        this.rebuild();
        void this.refreshOrigins();
      }),
      deps.findings.onDidChange(() => this.rebuild()),
    );
    this.rebuild();
    void this.refreshOrigins();
  }

  get sort(): ModSort {
    return this.currentSort;
  }

  /** Orders every instance's mods by `sort` (name, date added, size or source); the filter still applies. */
  setSort(sort: ModSort): void {
    this.currentSort = sort;
    this.changed.fire(undefined);
  }

  get filter(): ModsViewFilter {
    return this.currentFilter;
  }

  /**
   * What a click on checkboxes does (the tree's event, and the in-host tests with the same rows): each newly ticked
   * row is enabled and each unticked one disabled, after the toggles clicked before it. Resolves when applied or
   * refused.
   */
  applyCheckboxes(items: ReadonlyArray<readonly [ModsViewNode, vscode.TreeItemCheckboxState]>): Promise<void> {
    this.queue = this.queue
      .then(() => this.toggle(items))
      .catch((error: unknown) => {
        this.changed.fire(undefined);
        void showFailure(vscode.l10n.t('Nova could not change the mod.'), error);
      });
    return this.queue;
  }

  /**
   * Enables or disables mod rows (a multi-selection's menu) as ONE journaled change: one plan, one applier call, one
   * undo step. Rows already in that state, folders and instance rows are skipped. Resolves when applied or refused.
   */
  setEnabled(nodes: readonly ModsViewNode[], enable: boolean): Promise<void> {
    const state = enable ? vscode.TreeItemCheckboxState.Checked : vscode.TreeItemCheckboxState.Unchecked;
    return this.applyCheckboxes(nodes.filter((n) => n.kind === 'mod').map((n) => [n, state] as const));
  }

  setFilter(filter: ModsViewFilter): void {
    this.currentFilter = filter;
    void vscode.commands.executeCommand('setContext', FILTERED_CONTEXT, isFiltered(filter));
    this.updateMessage();
    this.changed.fire(undefined);
  }

  /** The rows a parent shows, as the tree asks for them (also what the in-host tests read). */
  getChildren(element?: ModsViewNode): ModsViewNode[] {
    if (element === undefined) return this.tree.map((node) => this.instanceNodes.get(node.instance.id)!);
    if (element.kind === 'mod') return [];
    return sortMods(filterMods(element.node.mods, this.currentFilter), this.currentSort).map((item) =>
      this.modNodes.get(item.id)!,
    );
  }

  getParent(element: ModsViewNode): ModsViewNode | undefined {
    return element.kind === 'mod' ? this.instanceNodes.get(element.item.instanceId) : undefined;
  }

  getTreeItem(element: ModsViewNode): vscode.TreeItem {
    if (element.kind === 'instance') {
      const { node } = element;
      const item = new vscode.TreeItem(node.label, vscode.TreeItemCollapsibleState.Expanded);
      item.id = `instance\n${node.instance.id}`;
      const shown = filterMods(node.mods, this.currentFilter).length;
      item.description = instanceDescription(node, shown, hostLocale());
      item.tooltip = node.tooltip;
      item.iconPath = new vscode.ThemeIcon('folder-library');
      item.contextValue = 'novaInstance';
      return item;
    }
    const mod = element.item;
    const item = new vscode.TreeItem(mod.label, vscode.TreeItemCollapsibleState.None);
    item.id = mod.id;
    item.description = mod.description;
    item.tooltip = mod.tooltip;
    item.iconPath = this.ownIcon(mod) ?? ICONS[mod.icon];
    item.contextValue = mod.contextValue;
    item.resourceUri = decorationUri(mod);
    item.accessibilityInformation = { label: `${mod.label}, ${mod.description}` };
    if (mod.toggleable)
      item.checkboxState = {
        state: mod.enabled ? vscode.TreeItemCheckboxState.Checked : vscode.TreeItemCheckboxState.Unchecked,
        tooltip: mod.enabled
          ? vscode.l10n.t('Enabled: untick to disable {0} (renamed to .disabled, can be undone)', mod.fileName)
          : vscode.l10n.t('Disabled: tick to enable {0} again (can be undone)', mod.fileName),
      };
    return item;
  }

  /**
   * The jar's own icon for a row without a problem mark (an error or warning icon says more), once the cache knows it;
   * the first time, the lookup is started and the tree redrawn when icons arrive (batched), so opening the view never
   * waits on a jar.
   */
  private ownIcon(mod: ModItem): vscode.Uri | undefined {
    const icons = this.deps.icons;
    if (icons === undefined || !OWN_ICON_ROWS.has(mod.icon) || !/\.jar(\.disabled)?$/i.test(mod.path)) return undefined;
    const source = { path: mod.path, size: mod.size, mtimeMs: mod.addedMs };
    const known = icons.peek(source);
    if (known !== undefined) return known === null ? undefined : vscode.Uri.file(known);
    void icons.iconFor(source).then((found) => {
      if (found !== null) this.iconsArrived();
    });
    return undefined;
  }

  private iconsArrived(): void {
    if (this.iconRedraw !== undefined) return;
    this.iconRedraw = setTimeout(() => {
      this.iconRedraw = undefined;
      this.changed.fire(undefined);
    }, 150);
  }

  /** Problem and update marks on the label: colour and a one-letter badge, next to the icon. */
  provideFileDecoration(uri: vscode.Uri): vscode.FileDecoration | undefined {
    if (uri.scheme !== DECORATION_SCHEME) return undefined;
    const node = this.modNodes.get(decodeURIComponent(uri.query));
    if (node?.kind !== 'mod') return undefined;
    const mod = node.item;
    if (mod.severity === 'error')
      return new vscode.FileDecoration('!', vscode.l10n.t('Has errors'), new vscode.ThemeColor('list.errorForeground'));
    if (mod.severity === 'warning')
      return new vscode.FileDecoration(
        '!',
        vscode.l10n.t('Has warnings'),
        new vscode.ThemeColor('list.warningForeground'),
      );
    if (mod.update !== null) return new vscode.FileDecoration('↑', vscode.l10n.t('Update available: {0}', mod.update));
    if (!mod.enabled)
      return new vscode.FileDecoration(undefined, undefined, new vscode.ThemeColor('disabledForeground'));
    return undefined;
  }

  /**
   * Reveals, selects and focuses the row of a mod file (for the dependency graph and other surfaces): by its path
   * (with or without `.disabled`) or by instance id and file name. False when the file is not in the tree.
   */
  async reveal(target: { path?: string; instanceId?: string; fileName?: string }): Promise<boolean> {
    const node = this.find(target);
    if (node === undefined) return false;
    if (node.kind === 'mod' && !filterMods([node.item], this.currentFilter).length) this.setFilter(NO_FILTER);
    if (!this.view.visible) await vscode.commands.executeCommand(`${MODS_VIEW_ID}.focus`);
    await this.view.reveal(node, { select: true, focus: true, expand: true });
    return true;
  }

  /** The model of an instance's row. */
  instanceNode(instanceId: string): InstanceNode | undefined {
    const node = this.instanceNodes.get(instanceId);
    return node?.kind === 'instance' ? node.node : undefined;
  }

  /** The mod row of a file path, for commands and tests. */
  modAt(file: string): ModItem | undefined {
    const node = this.find({ path: file });
    return node?.kind === 'mod' ? node.item : undefined;
  }

  dispose(): void {
    clearTimeout(this.iconRedraw);
    for (const d of this.disposables) d.dispose();
  }

  private find(target: { path?: string; instanceId?: string; fileName?: string }): ModsViewNode | undefined {
    if (target.path !== undefined) {
      const exact = this.byPath.get(target.path);
      if (exact !== undefined) return exact;
      const bare = target.path.replace(/\.disabled$/i, '');
      return this.byPath.get(bare) ?? this.byPath.get(`${bare}.disabled`);
    }
    if (target.fileName === undefined) return undefined;
    const name = target.fileName.replace(/\.disabled$/i, '');
    for (const node of this.tree) {
      if (target.instanceId !== undefined && node.instance.id !== target.instanceId) continue;
      const item = node.mods.find((m) => m.fileName.replace(/\.disabled$/i, '') === name);
      if (item !== undefined) return this.modNodes.get(item.id);
    }
    return undefined;
  }

  /**
   * Re-reads where the jars came from (Prism's `mods/.index`, CurseForge's manifest) for instances whose metadata
   * folder or manifest changed since the last read, then redraws once. One stat pair per instance per scan.
   */
  private async refreshOrigins(): Promise<void> {
    let changed = false;
    for (const { instance } of this.deps.source.results) {
      const key = await originKey(instance);
      if (this.origins.get(instance.id)?.key === key) continue;
      this.origins.set(instance.id, { key, map: await readModOrigins(instance).catch(() => new Map()) });
      changed = true;
    }
    if (changed) this.rebuild();
  }

  private rebuild(): void {
    const known = new Map<string, KnownRemote>();
    for (const { map } of this.origins.values()) for (const [file, origin] of map) known.set(file, origin);
    for (const [file, found] of this.deps.findings.known) known.set(file, { ...known.get(file), ...found });
    this.tree = buildModTree(this.deps.source.results, known, hostLocale());
    this.instanceNodes = new Map(this.tree.map((node) => [node.instance.id, { kind: 'instance', node }]));
    this.modNodes = new Map();
    this.byPath = new Map();
    for (const node of this.tree) {
      for (const item of node.mods) {
        const row: ModsViewNode = { kind: 'mod', item };
        this.modNodes.set(item.id, row);
        this.byPath.set(item.path, row);
      }
    }
    this.updateMessage();
    this.changed.fire(undefined);
    this.decorationsChanged.fire(undefined);
  }

  private updateMessage(): void {
    const total = this.tree.reduce((n, node) => n + node.mods.length, 0);
    if (!isFiltered(this.currentFilter)) {
      this.view.message = this.tree.length === 0 && !this.deps.source.scanning ? emptyText() : undefined;
      return;
    }
    const shown = this.tree.reduce((n, node) => n + filterMods(node.mods, this.currentFilter).length, 0);
    const parts = [
      this.currentFilter.text.trim() === '' ? '' : `“${this.currentFilter.text.trim()}”`,
      this.currentFilter.status === 'all' ? '' : statusLabel(this.currentFilter.status),
    ].filter(Boolean);
    this.view.message = vscode.l10n.t('Filter {0}: {1} of {2} shown.', parts.join(' · '), shown, modsCount(total));
  }

  private async toggle(items: ReadonlyArray<readonly [ModsViewNode, vscode.TreeItemCheckboxState]>): Promise<void> {
    const wanted = new Map<boolean, ModItem[]>();
    for (const [clicked, state] of items) {
      if (clicked.kind !== 'mod') continue;
      // The row as the latest scan has it (the clicked one may predate a rename).
      const latest = this.modNodes.get(clicked.item.id);
      const item = latest?.kind === 'mod' ? latest.item : clicked.item;
      const enable = state === vscode.TreeItemCheckboxState.Checked;
      if (!item.toggleable || enable === item.enabled) {
        // Nothing to do (the file already is so): redraw the row so the checkbox shows the file's state.
        this.changed.fire(latest ?? clicked);
        continue;
      }
      wanted.set(enable, [...(wanted.get(enable) ?? []), item]);
    }
    for (const [enable, mods] of wanted) await this.change(mods, enable);
  }

  /**
   * One journaled enable or disable of `mods`. Disabling first names the enabled mods that would stop loading
   * (src/core/modsView/disableDependents.ts) and asks: also disable them (in the same change), only these, or cancel.
   */
  private async change(mods: readonly ModItem[], enable: boolean): Promise<void> {
    let paths = mods.map((m) => m.path);
    if (!enable) {
      const dependents = dependentsOfDisabling(this.deps.source.results, paths);
      if (dependents.length > 0) {
        this.dependentsAsked.push({
          disabling: mods.map((m) => m.fileName),
          dependents: dependents.map((d) => d.fileName),
        });
        this.dependentsAsked.splice(0, this.dependentsAsked.length - 20);
        const answer = await askAboutDependents(
          mods.map((m) => m.label),
          dependents,
        );
        if (answer === undefined) {
          this.redraw(paths);
          return;
        }
        if (answer === 'also') paths = [...paths, ...dependents.map((d) => d.path)];
      }
    }
    const result = await toggleModFiles(
      {
        results: this.deps.source.results,
        applier: this.deps.applier,
        ...(this.deps.impact === undefined ? {} : { impact: this.deps.impact }),
      },
      paths,
      enable,
    );
    if (result.applied) {
      vscode.window.setStatusBarMessage(`$(check) ${result.message}`, 8000);
      await this.deps.source.whenIdle();
    } else {
      // The checkbox already shows the new state; redraw the rows from the scan, which did not change.
      this.redraw(paths);
      void vscode.window.showWarningMessage(result.message);
    }
  }

  private redraw(paths: readonly string[]): void {
    for (const file of paths) {
      const node = this.byPath.get(file);
      if (node !== undefined) this.changed.fire(node);
    }
  }
}

/** The Mods view's commands: its title bar filters and its context menu; plus `nova.revealMod` for other views. */
export function registerModsViewCommands(
  view: ModsView,
  deps: {
    /** Puts text into the chat's prompt and shows the chat. */
    ask(text: string): Promise<void>;
  },
): vscode.Disposable {
  const modOf = (arg: unknown): ModItem | undefined => {
    if (isNode(arg)) return arg.kind === 'mod' ? arg.item : undefined;
    const selected = view.view.selection[0];
    return selected?.kind === 'mod' ? selected.item : undefined;
  };
  const instanceOf = (arg: unknown): Instance | undefined => {
    if (isNode(arg) && arg.kind === 'instance') return arg.node.instance;
    if (arg === undefined && view.view.selection[0]?.kind === 'instance') return view.view.selection[0].node.instance;
    const mod = modOf(arg);
    return mod === undefined ? undefined : view.instanceNode(mod.instanceId)?.instance;
  };
  /** The rows a menu acts on: the selection when the clicked row is part of it (VS Code passes both), else the row. */
  const rowsOf = (arg: unknown, selected: unknown): ModsViewNode[] => {
    if (Array.isArray(selected) && selected.every(isNode) && selected.some((n) => n === arg)) return selected;
    if (isNode(arg)) return [arg];
    return [...view.view.selection];
  };
  /** An instance's menu entry: the existing command, given the row's instance id, so no instance picker shows. */
  const forInstance = (id: string, command: string, argument: (instanceId: string) => unknown) =>
    vscode.commands.registerCommand(id, async (arg?: unknown) => {
      const instance = instanceOf(arg);
      return vscode.commands.executeCommand(command, instance === undefined ? undefined : argument(instance.id));
    });
  return vscode.Disposable.from(
    vscode.commands.registerCommand('nova.modsView.filter', async (text?: unknown) => {
      if (typeof text === 'string') view.setFilter({ ...view.filter, text });
      else await typeFilter(view);
    }),
    vscode.commands.registerCommand('nova.modsView.filterStatus', async (status?: unknown) => {
      const picked = isStatus(status) ? status : await pickStatus(view.filter.status);
      if (picked !== undefined) view.setFilter({ ...view.filter, status: picked });
    }),
    vscode.commands.registerCommand('nova.modsView.clearFilter', () => view.setFilter(NO_FILTER)),
    vscode.commands.registerCommand('nova.modsView.sort', async (sort?: unknown) => {
      const picked = isSort(sort) ? sort : await pickSort(view.sort);
      if (picked !== undefined) view.setSort(picked);
    }),
    vscode.commands.registerCommand('nova.modsView.details', async (arg?: unknown) => {
      const mod = modOf(arg);
      if (mod === undefined) return;
      const document = await vscode.workspace.openTextDocument(modDocumentUri(mod.path));
      await vscode.window.showTextDocument(document, { preview: true });
    }),
    vscode.commands.registerCommand('nova.modsView.openOnModrinth', async (arg?: unknown) => {
      const mod = modOf(arg);
      if (mod?.modrinthProjectId == null) return;
      await vscode.env.openExternal(
        vscode.Uri.parse(`https://modrinth.com/project/${encodeURIComponent(mod.modrinthProjectId)}`),
      );
    }),
    vscode.commands.registerCommand('nova.modsView.checkUpdates', async (arg?: unknown) => {
      await vscode.commands.executeCommand('nova.checkUpdates', instanceOf(arg));
    }),
    vscode.commands.registerCommand('nova.modsView.askNova', async (arg?: unknown) => {
      const mod = modOf(arg);
      if (mod === undefined) return;
      const problem = mod.problems[0];
      if (problem !== undefined) {
        await vscode.commands.executeCommand('nova.askAboutThis', `${mod.fileName}: ${problem}`);
        return;
      }
      await deps.ask(
        vscode.l10n.t(
          'Tell me about {0} ({1}) in instance {2}: what it does, what it needs, and whether it fits this pack.',
          mod.label,
          `${mod.fileName} · ${mod.description}`,
          mod.instanceId,
        ),
      );
    }),
    // A mod's menu: Disable / Enable (every selected row as one journaled change, asking first when other mods
    // need them) and Reveal in the OS.
    vscode.commands.registerCommand('nova.modsView.disable', (arg?: unknown, selected?: unknown) =>
      view.setEnabled(rowsOf(arg, selected), false),
    ),
    vscode.commands.registerCommand('nova.modsView.enable', (arg?: unknown, selected?: unknown) =>
      view.setEnabled(rowsOf(arg, selected), true),
    ),
    // An instance's menu: the instance commands, each told which instance (a menu never asks which one).
    forInstance('nova.modsView.addMod', 'nova.addMod', (instance) => ({ instance })),
    forInstance('nova.modsView.showDependencyGraph', 'nova.showDependencyGraph', (instance) => instance),
    forInstance('nova.modsView.findBreakingMod', 'nova.findBreakingMod', (instance) => instance),
    forInstance('nova.modsView.exportModpack', 'nova.exportModpack', (instance) => instance),
    forInstance('nova.modsView.createServerPack', 'nova.createServerPack', (instance) => instance),
    forInstance('nova.modsView.backupInstance', 'nova.backupInstance', (instance) => instance),
    vscode.commands.registerCommand('nova.modsView.reveal', async (arg?: unknown) => {
      const mod = modOf(arg);
      if (mod !== undefined) await vscode.commands.executeCommand('revealFileInOS', vscode.Uri.file(mod.path));
    }),
    vscode.commands.registerCommand('nova.revealMod', async (target?: unknown) => {
      const where =
        typeof target === 'string'
          ? { path: target }
          : target instanceof vscode.Uri
            ? { path: target.fsPath }
            : typeof target === 'object' && target !== null
              ? (target as { path?: string; instanceId?: string; fileName?: string })
              : undefined;
      if (where === undefined) return false;
      return view.reveal(where);
    }),
  );
}

/** Changes when Prism's metadata folder or the instance manifest does (added, removed or rewritten files). */
async function originKey(instance: Instance): Promise<string> {
  const mtime = (file: string | null) =>
    file === null
      ? Promise.resolve('-')
      : fs.promises.stat(file).then(
          (s) => String(s.mtimeMs),
          () => '-',
        );
  return `${await mtime(path.join(modsFolder(instance), '.index'))} ${await mtime(instance.layout === 'curseforge' ? instance.manifest : null)}`;
}

/** An input box that filters the view as the person types; Enter keeps the text, Escape restores the previous one. */
function typeFilter(view: ModsView): Promise<void> {
  const previous = view.filter.text;
  const box = vscode.window.createInputBox();
  box.title = vscode.l10n.t('Filter Mods');
  box.prompt = vscode.l10n.t('Text in the file name, mod id or name; empty shows every mod');
  box.value = previous;
  return new Promise((resolve) => {
    let accepted = false;
    box.onDidChangeValue((value) => view.setFilter({ ...view.filter, text: value }));
    box.onDidAccept(() => {
      accepted = true;
      box.hide();
    });
    box.onDidHide(() => {
      if (!accepted) view.setFilter({ ...view.filter, text: previous });
      box.dispose();
      resolve();
    });
    box.show();
  });
}

function decorationUri(mod: ModItem): vscode.Uri {
  return vscode.Uri.from({
    scheme: DECORATION_SCHEME,
    path: `/${path.basename(mod.path)}`,
    query: encodeURIComponent(mod.id),
  });
}

function isNode(value: unknown): value is ModsViewNode {
  if (typeof value !== 'object' || value === null) return false;
  const kind = (value as { kind?: unknown }).kind;
  return kind === 'mod' || kind === 'instance';
}

const STATUSES: readonly ModStatusFilter[] = ['all', 'enabled', 'disabled', 'problems', 'updates'];

function isStatus(value: unknown): value is ModStatusFilter {
  return typeof value === 'string' && (STATUSES as readonly string[]).includes(value);
}

function statusLabel(status: ModStatusFilter): string {
  switch (status) {
    case 'all':
      return vscode.l10n.t('All mods');
    case 'enabled':
      return vscode.l10n.t('Enabled');
    case 'disabled':
      return vscode.l10n.t('Disabled');
    case 'problems':
      return vscode.l10n.t('With problems');
    case 'updates':
      return vscode.l10n.t('With updates');
  }
}

const SORTS: readonly ModSort[] = ['name', 'added', 'size', 'source'];

function isSort(value: unknown): value is ModSort {
  return typeof value === 'string' && (SORTS as readonly string[]).includes(value);
}

function sortLabel(sort: ModSort): string {
  switch (sort) {
    case 'name':
      return vscode.l10n.t('Name');
    case 'added':
      return vscode.l10n.t('Date added (newest first)');
    case 'size':
      return vscode.l10n.t('Size (largest first)');
    case 'source':
      return vscode.l10n.t('Source (Modrinth, CurseForge, packwiz, local)');
  }
}

async function pickSort(current: ModSort): Promise<ModSort | undefined> {
  const picked = await vscode.window.showQuickPick(
    SORTS.map((sort) => ({
      label: sortLabel(sort),
      description: sort === current ? vscode.l10n.t('(current)') : '',
      sort,
    })),
    { title: vscode.l10n.t('Sort Mods'), placeHolder: vscode.l10n.t('Sort each instance’s mods by') },
  );
  return picked?.sort;
}

async function pickStatus(current: ModStatusFilter): Promise<ModStatusFilter | undefined> {
  const picked = await vscode.window.showQuickPick(
    STATUSES.map((status) => ({
      label: statusLabel(status),
      description: status === current ? vscode.l10n.t('(current)') : '',
      status,
    })),
    { title: vscode.l10n.t('Show Mods'), placeHolder: vscode.l10n.t('Which mods the view shows') },
  );
  return picked?.status;
}

function emptyText(): string {
  return vscode.l10n.t(
    'No game instances found in this workspace. Open a folder with a Prism/MultiMC instance, a .minecraft folder, a packwiz pack or a mods/ folder.',
  );
}
