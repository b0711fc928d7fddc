import * as path from 'node:path';
import * as vscode from 'vscode';
import type { Instance } from '../core/model/instance';
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

/**
 * The instance `target` names (see {@link instanceFromArgument}), so a menu that passes its row asks nothing; else the
 * only one, or the one the person picks.
 */
export async function namedOrPickedInstance(
  target: unknown,
  instances: () => Promise<Instance[]>,
  title: string,
): Promise<Instance | undefined> {
  const all = await instances();
  return instanceFromArgument(target, all) ?? pickInstance(() => Promise.resolve(all), title);
}

/**
 * The instance a command argument names: an instance id, an instance or `{ instance }` / `{ instanceId }` (a tree
 * item), or a Uri inside its folder (the innermost instance wins); undefined when it names none.
 */
export function instanceFromArgument(target: unknown, instances: readonly Instance[]): Instance | undefined {
  if (typeof target === 'string') return instances.find((i) => i.id === target);
  if (target instanceof vscode.Uri) {
    const inside = (dir: string): boolean => {
      const rel = path.relative(dir, target.fsPath);
      return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
    };
    return [...instances].sort((a, b) => b.root.length - a.root.length).find((i) => inside(i.root));
  }
  if (typeof target === 'object' && target !== null) {
    const t = target as { instance?: { id?: unknown }; instanceId?: unknown; id?: unknown };
    const id = t.instance?.id ?? t.instanceId ?? t.id;
    if (typeof id === 'string') return instances.find((i) => i.id === id);
  }
  return undefined;
}
