import * as path from 'node:path';
import * as vscode from 'vscode';
import type { Instance } from '../core/model/instance';
import type { Problem } from '../core/model/problem';
import { toDiagnostic } from './conflictDiagnostics';

/**
 * "A newer version exists" notes from the last "Check for Updates" of each instance, kept apart from the conflict
 * diagnostics because they come from the network and are refreshed only when the user checks again.
 */
export class UpdateDiagnostics implements vscode.Disposable {
  private readonly collection = vscode.languages.createDiagnosticCollection('nova-updates');

  publish(instance: Instance, problems: Problem[]): void {
    const mods = path.join(instance.gameDir, 'mods') + path.sep;
    this.collection.forEach((uri) => {
      if (uri.fsPath.startsWith(mods)) this.collection.delete(uri);
    });
    for (const problem of problems) {
      const file = problem.files[0];
      if (file !== undefined) this.collection.set(vscode.Uri.file(file), [toDiagnostic(problem)]);
    }
  }

  dispose(): void {
    this.collection.dispose();
  }
}
