import * as vscode from 'vscode';
import { ModScanner } from '../core/mods/modScanner';

/**
 * Persists the mod metadata cache in the workspace's extension storage so that a restart of VS Code re-scans an
 * unchanged instance without opening a single jar. A missing or damaged cache file just means a cold scan.
 */
export class ModCacheStore {
  private readonly file: vscode.Uri | undefined;
  private saving: Promise<void> = Promise.resolve();

  constructor(storage: vscode.Uri | undefined) {
    this.file = storage === undefined ? undefined : vscode.Uri.joinPath(storage, 'mod-cache.json');
  }

  async load(): Promise<ModScanner> {
    if (this.file === undefined) return new ModScanner();
    try {
      const bytes = await vscode.workspace.fs.readFile(this.file);
      return ModScanner.fromJSON(JSON.parse(new TextDecoder().decode(bytes)));
    } catch {
      return new ModScanner();
    }
  }

  save(scanner: ModScanner): Promise<void> {
    const file = this.file;
    if (file === undefined) return Promise.resolve();
    this.saving = this.saving.then(async () => {
      try {
        await vscode.workspace.fs.createDirectory(vscode.Uri.joinPath(file, '..'));
        await vscode.workspace.fs.writeFile(file, new TextEncoder().encode(JSON.stringify(scanner.toJSON())));
      } catch {
        // The cache is an optimisation: failing to write it only costs a slower next start.
      }
    });
    return this.saving;
  }
}
