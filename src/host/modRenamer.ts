import * as path from 'node:path';
import * as vscode from 'vscode';

export type RenameOutcome = { ok: true; to: vscode.Uri } | { ok: false; reason: string };

/** The name a mod file gets when disabled: `x.jar` → `x.jar.disabled`. */
export function disabledUri(file: vscode.Uri): vscode.Uri {
  return file.with({ path: `${file.path}.disabled` });
}

/** Builds the WorkspaceEdit that disables a mod by renaming it; never overwrites an existing file. */
export function disableModEdit(file: vscode.Uri): vscode.WorkspaceEdit {
  const edit = new vscode.WorkspaceEdit();
  edit.renameFile(file, disabledUri(file), { overwrite: false }, {
    label: vscode.l10n.t('Disable {0}', path.basename(file.fsPath)),
    needsConfirmation: false,
  });
  return edit;
}

/**
 * Disables a mod file through a WorkspaceEdit (so it shows in VS Code's undo stack and file events fire). Refuses
 * when the file is gone, already disabled, or when the `.disabled` name is taken — nothing is overwritten.
 */
export async function disableModFile(file: vscode.Uri): Promise<RenameOutcome> {
  const name = path.basename(file.fsPath);
  if (name.endsWith('.disabled')) return { ok: false, reason: vscode.l10n.t('{0} is already disabled.', name) };
  if (!(await exists(file))) return { ok: false, reason: vscode.l10n.t('{0} no longer exists; the list is refreshing.', name) };
  const to = disabledUri(file);
  if (await exists(to)) {
    return {
      ok: false,
      reason: vscode.l10n.t('{0} already exists, so {1} was not renamed. Move or rename that file first.', path.basename(to.fsPath), name),
    };
  }
  const applied = await vscode.workspace.applyEdit(disableModEdit(file));
  if (!applied) return { ok: false, reason: vscode.l10n.t('VS Code refused to rename {0}. Check that the file is not read-only or open in another program.', name) };
  return { ok: true, to };
}

async function exists(uri: vscode.Uri): Promise<boolean> {
  try {
    await vscode.workspace.fs.stat(uri);
    return true;
  } catch {
    return false;
  }
}
