import type { InstanceLayout } from '../model/instance';

/**
 * The launcher an instance layout belongs to, by its proper name, the same in every language (`Prism Launcher`,
 * `Modrinth App`); null for the vanilla launcher's layouts and a bare mods folder, which each surface words in its
 * own language.
 */
export function launcherProperName(layout: InstanceLayout): string | null {
  switch (layout) {
    case 'prism':
      return 'Prism Launcher';
    case 'multimc':
      return 'MultiMC';
    case 'packwiz':
      return 'packwiz';
    case 'modrinth-app':
      return 'Modrinth App';
    case 'curseforge':
      return 'CurseForge';
    case 'vanilla':
    case 'vanilla-isolated':
    case 'bare':
      return null;
  }
}
