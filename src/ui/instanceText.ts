import * as vscode from 'vscode';
import type { Instance, InstanceLayout, Loader } from '../core/model/instance';
import { problemMessages } from '../core/checks/problemMessages';
import { warningsCount } from './countText';
import { hostLocale } from './locale';
import { launcherProperName } from '../core/instances/launcherProperName';

/** The loader by its proper name with its version: `Fabric 0.15.7`, `NeoForge 21.1.1`. */
export function loaderText(loader: Pick<Loader, 'type' | 'version'>): string {
  return `${problemMessages(hostLocale()).loaderName(loader.type)} ${loader.version ?? ''}`.trim();
}

/** An instance's versions for a picker row: `1.20.1 · Fabric 0.15.7` (only what is known). */
export function instanceVersions(instance: Pick<Instance, 'minecraft' | 'loader'>): string {
  return [instance.minecraft, instance.loader ? loaderText(instance.loader) : null].filter((x) => x).join(' · ');
}

/** The launcher an instance belongs to, by its proper name. */
export function layoutLabel(layout: InstanceLayout): string {
  const name = launcherProperName(layout);
  if (name !== null) return name;
  if (layout === 'vanilla-isolated') return vscode.l10n.t('Minecraft Launcher (own game folder)');
  return layout === 'bare' ? vscode.l10n.t('mods folder') : vscode.l10n.t('Minecraft Launcher');
}

/** `1 error, 3 warnings`: only the kinds that occur, each with its plural. */
export function problemCountsText(errors: number, warnings: number, infos: number): string {
  const parts: string[] = [];
  if (errors > 0) parts.push(errors === 1 ? vscode.l10n.t('1 error') : vscode.l10n.t('{0} errors', errors));
  if (warnings > 0) parts.push(warningsCount(warnings));
  if (infos > 0) parts.push(infos === 1 ? vscode.l10n.t('1 note') : vscode.l10n.t('{0} notes', infos));
  return parts.join(', ');
}
