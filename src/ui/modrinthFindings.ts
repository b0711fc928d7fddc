import * as path from 'node:path';
import * as vscode from 'vscode';
import type { Instance } from '../core/model/instance';
import type { IdentifiedFile } from '../core/modrinth/modrinthContent';
import type { KnownRemote } from '../core/modsView/modTree';
import { modsFolder } from '../core/checks/workspaceCheck';

/**
 * What the last "Check for Updates" of each instance learnt about its jars: which are Modrinth projects (so the Mods
 * view can name the source and open the page) and which have a newer version. Kept for the session only: the
 * network is asked again only when the person checks again. An updated jar's old path keeps its entry: the file is
 * gone (renamed to `.disabled`) until an undo brings it back, and then its update is still there to take.
 */
export class ModrinthFindings implements vscode.Disposable {
  private readonly changed = new vscode.EventEmitter<void>();
  readonly onDidChange = this.changed.event;
  private byPath = new Map<string, KnownRemote>();

  get known(): ReadonlyMap<string, KnownRemote> {
    return this.byPath;
  }

  /** Replaces what is known about the instance's mods folder with one check's results. */
  record(instance: Instance, results: readonly IdentifiedFile[]): void {
    const folder = modsFolder(instance);
    const next = new Map([...this.byPath].filter(([file]) => path.dirname(file) !== folder));
    for (const { file, current, update } of results) {
      if (current === null) continue;
      next.set(file.path, {
        source: 'modrinth',
        modrinthProjectId: current.projectId,
        ...(update === null ? {} : { update: update.versionNumber }),
      });
    }
    this.byPath = next;
    this.changed.fire();
  }

  dispose(): void {
    this.changed.dispose();
  }
}
