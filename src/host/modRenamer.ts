import * as path from 'node:path';
import * as vscode from 'vscode';
import type { EditApplier } from './editApplier';

export type RenameOutcome = { ok: true; to: vscode.Uri } | { ok: false; reason: string };

/** The name a mod file gets when disabled: `x.jar` → `x.jar.disabled`. */
export function disabledUri(file: vscode.Uri): vscode.Uri {
  return file.with({ path: `${file.path}.disabled` });
}

/** Builds the WorkspaceEdit that disables a mod by renaming it; never overwrites an existing file. */
export function disableModEdit(file: vscode.Uri): vscode.WorkspaceEdit {
  const edit = new vscode.WorkspaceEdit();
  edit.renameFile(
    file,
    disabledUri(file),
    { overwrite: false },
    {
      label: vscode.l10n.t('Disable {0}', path.basename(file.fsPath)),
      needsConfirmation: false,
    },
  );
  return edit;
}

/**
 * Disables a mod file through the applier (one WorkspaceEdit, journaled so "Nova: Undo Last Change" takes it back).
 * Refuses when the file is gone, already disabled, or when the `.disabled` name is taken — nothing is overwritten.
 */
export async function disableModFile(file: vscode.Uri, applier: EditApplier): Promise<RenameOutcome> {
  const name = path.basename(file.fsPath);
  if (name.endsWith('.disabled')) return { ok: false, reason: vscode.l10n.t('{0} is already disabled.', name) };
  if (!(await exists(file)))
    return { ok: false, reason: vscode.l10n.t('{0} no longer exists; the list is refreshing.', name) };
  const to = disabledUri(file);
  if (await exists(to)) {
    return {
      ok: false,
      reason: vscode.l10n.t(
        '{0} already exists, so {1} was not renamed. Move or rename that file first.',
        path.basename(to.fsPath),
        name,
      ),
    };
  }
  const label = vscode.l10n.t('Disable {0}', name);
  const applied = await applier.applyChange(label, {
    summary: label,
    operations: [{ kind: 'rename', from: file.fsPath, to: to.fsPath }],
    inverse: [{ kind: 'rename', from: to.fsPath, to: file.fsPath }],
  });
  if (!applied.ok) return { ok: false, reason: vscode.l10n.t('Nova did not rename {0}: {1}', name, applied.reason) };
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
