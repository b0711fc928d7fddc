import * as vscode from 'vscode';
import type { Instance } from '../core/minecraft/instance';
import { instanceVersions } from './instanceText';

/**
 * The instance a command works on: the only one, or the one the person picks; undefined when there is none (after
 * saying so) or the pick is cancelled.
 */
export async function pickInstance(instances: () => Promise<Instance[]>, title: string): Promise<Instance | undefined> {
  const found = await instances();
  if (found.length === 0) {
    void vscode.window.showWarningMessage(
      vscode.l10n.t(
        'No game instances found in this workspace. Open a folder with a Prism/MultiMC instance, a .minecraft folder, a packwiz pack or a mods/ folder.',
      ),
    );
    return undefined;
  }
  if (found.length === 1) return found[0];
  const picked = await vscode.window.showQuickPick(
    found.map((instance) => ({
      label: instance.name,
      description: instanceVersions(instance),
      detail: instance.root,
      instance,
    })),
    { title, placeHolder: vscode.l10n.t('Choose an instance') },
  );
  return picked?.instance;
}
