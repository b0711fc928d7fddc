import * as vscode from 'vscode';
import type { Instance } from '../core/model/instance';
import { modsFolder } from '../core/checks/workspaceCheck';

/** Files whose appearance anywhere in the workspace means a new instance (the markers discovery looks for). */
const DISCOVERY = ['**/{instance.cfg,mmc-pack.json,pack.toml,minecraftinstance.json}', '**/versions/*/*.json'];

/**
 * File watchers scoped to the instances that were found: each one's `mods/` folder (recursively) and the files in
 * its own folder (instance.cfg, mmc-pack.json, pack.toml, the version JSON…); plus the instance markers anywhere,
 * so a new instance is noticed. Nothing else in the workspace is watched. `update` re-creates the scoped watchers
 * only when the set of folders changed.
 */
export class InstanceWatchers implements vscode.Disposable {
  private readonly discovery: vscode.Disposable[];
  private scoped: vscode.Disposable[] = [];
  private key = '';

  constructor(private readonly changed: () => void) {
    this.discovery = DISCOVERY.flatMap((pattern) => this.watch(pattern));
  }

  /** The folders currently watched, for tests and the log. */
  folders: string[] = [];

  update(instances: readonly Instance[]): void {
    const folders = [...new Set(instances.flatMap((i) => [modsFolder(i), i.root]))].sort();
    const key = folders.join('\n');
    if (key === this.key) return;
    this.key = key;
    this.folders = folders;
    for (const d of this.scoped) d.dispose();
    this.scoped = instances.flatMap((instance) => [
      ...this.watch(new vscode.RelativePattern(vscode.Uri.file(modsFolder(instance)), '**')),
      ...this.watch(new vscode.RelativePattern(vscode.Uri.file(instance.root), '*.{cfg,json,toml}')),
    ]);
  }

  dispose(): void {
    for (const d of [...this.discovery, ...this.scoped]) d.dispose();
    this.scoped = [];
  }

  private watch(pattern: vscode.GlobPattern): vscode.Disposable[] {
    const watcher = vscode.workspace.createFileSystemWatcher(pattern);
    return [
      watcher,
      watcher.onDidCreate(() => this.changed()),
      watcher.onDidDelete(() => this.changed()),
      watcher.onDidChange(() => this.changed()),
    ];
  }
}
