import * as fs from 'node:fs';
import * as path from 'node:path';
import type { Instance } from '../model/instance';

/**
 * Where an instance's own Minecraft client jar may be, most specific first (docs/content.md):
 * - Prism / MultiMC: `<launcher>/libraries/com/mojang/minecraft/<v>/minecraft-<v>-client.jar` (instances live in
 *   `<launcher>/instances/<name>`);
 * - the vanilla launcher: `.minecraft/versions/<v>/<v>.jar`, next to or above the game folder;
 * - Modrinth App: `<app>/meta/versions/<v>/<v>.jar` (profiles in `<app>/profiles/<name>`);
 * - CurseForge: `<cf>/Install/versions/<v>/<v>.jar` (instances in `<cf>/Instances/<name>`).
 */
export function vanillaJarCandidates(instance: Instance): string[] {
  const v = instance.minecraft;
  if (v === null || v.length === 0 || v.includes('/') || v.includes('\\') || v.includes('..')) return [];
  const out: string[] = [];
  const launcher = path.resolve(instance.root, '..', '..');
  out.push(path.join(launcher, 'libraries', 'com', 'mojang', 'minecraft', v, `minecraft-${v}-client.jar`));
  for (let dir = instance.gameDir, i = 0; i < 4; i++, dir = path.dirname(dir)) {
    out.push(path.join(dir, 'versions', v, `${v}.jar`));
    out.push(path.join(dir, '.minecraft', 'versions', v, `${v}.jar`));
  }
  out.push(path.join(launcher, 'meta', 'versions', v, `${v}.jar`));
  out.push(path.join(launcher, 'Install', 'versions', v, `${v}.jar`));
  return [...new Set(out)];
}

/** The first candidate that is a regular file, or null. */
export async function findVanillaJar(instance: Instance): Promise<string | null> {
  for (const candidate of vanillaJarCandidates(instance)) {
    const stat = await fs.promises.stat(candidate).catch(() => null);
    if (stat?.isFile() === true) return candidate;
  }
  return null;
}
