import * as vscode from 'vscode';
import type { DependentMod } from '../core/modsView/disableDependents';

/** What the person chose: disable the dependents too, or only the mods they asked for. Undefined: cancelled. */
export type DependentsAnswer = 'also' | 'only';

/**
 * Asks before disabling mods that other enabled mods require (as Prism does): names the mods that would stop
 * loading and what each would lack, and offers "Also disable them" (first, so Enter picks it), "Only this one" and
 * Cancel. A QuickPick rather than a modal: the rows have room for every name and reason, and Escape is Cancel.
 */
export async function askAboutDependents(
  disabling: readonly string[],
  dependents: readonly DependentMod[],
): Promise<DependentsAnswer | undefined> {
  const subject = disabling.length === 1 ? (disabling[0] ?? '') : disabling.join(', ');
  const names = dependents.map((d) => d.name).join(', ');
  type Item = vscode.QuickPickItem & { answer?: DependentsAnswer };
  const items: Item[] = [
    {
      label:
        dependents.length === 1
          ? vscode.l10n.t('Also disable {0}', dependents[0]?.name ?? '')
          : vscode.l10n.t('Also disable them ({0} mods)', dependents.length),
      description: dependents.length === 1 ? undefined : names,
      detail: `${dependents.map((d) => vscode.l10n.t('{0} requires {1}', d.name, d.lacks.join(', '))).join(' · ')}. ${vscode.l10n.t('One change with {0}; "Nova: Undo Last Change" takes it all back.', subject)}`,
      answer: 'also',
    },
    {
      label:
        disabling.length === 1
          ? vscode.l10n.t('Only {0}', subject)
          : vscode.l10n.t('Only these {0} mods', disabling.length),
      detail:
        dependents.length === 1
          ? vscode.l10n.t('{0} stays enabled but will not load without it.', names)
          : vscode.l10n.t('{0} stay enabled but will not load without it.', names),
      answer: 'only',
    },
    { label: vscode.l10n.t('Cancel'), detail: vscode.l10n.t('Change nothing.') },
  ];
  const picked = await vscode.window.showQuickPick(items, {
    title:
      dependents.length === 1
        ? vscode.l10n.t('Disabling {0} stops 1 other mod from loading', subject)
        : vscode.l10n.t('Disabling {0} stops {1} other mods from loading', subject, dependents.length),
    placeHolder: vscode.l10n.t('Also disable the mods that need it, or only {0}?', subject),
    ignoreFocusOut: true,
  });
  return picked?.answer;
}
