import type { LoggedMod } from './crashFinding';

/**
 * Mods shipped as one release in several jars (a core and its modules, built and versioned together): every module
 * calls the core's code of its own release, so modules of two releases break with a linkage error (`NoSuchFieldError`,
 * `NoSuchMethodError`) that names no one. Ids are compared without case, `-` and `_` (Forge 1.7 lists `Mekanism`,
 * later Forge `mekanism`).
 */
const FAMILIES: readonly { name: string; ids: readonly string[] }[] = [
  { name: 'Mekanism', ids: ['mekanism', 'mekanismgenerators', 'mekanismtools', 'mekanismadditions'] },
  { name: 'Galacticraft', ids: ['galacticraftcore', 'galacticraftplanets', 'micdoodlecore'] },
  { name: 'Ender IO', ids: ['enderio', 'enderiobase', 'enderioconduits', 'enderiomachines', 'enderiopowertools'] },
  {
    name: 'BuildCraft',
    ids: ['buildcraftcore', 'buildcraftlib', 'buildcraftenergy', 'buildcraftfactory', 'buildcrafttransport'],
  },
  { name: 'Project Red', ids: ['projectredcore', 'projectredintegration', 'projectredtransmission'] },
];

const bare = (id: string): string => id.toLowerCase().replace(/[-_]/g, '');

/**
 * The first family whose listed modules carry different versions, with those modules (id and version as listed), or
 * null. A version is compared without the Minecraft version a jar may lead with (`1.12.2-9.8.3`).
 */
export function mismatchedFamily(
  mods: ReadonlyMap<string, LoggedMod>,
): { name: string; ids: readonly string[]; modules: { id: string; version: string }[] } | null {
  for (const family of FAMILIES) {
    const modules = [...mods.values()]
      .filter((m) => m.version && family.ids.includes(bare(m.id)))
      .map((m) => ({ id: m.id, version: m.version! }));
    const core = (v: string): string => v.replace(/^1\.\d{1,2}(?:\.\d{1,2})?-/, '');
    if (new Set(modules.map((m) => core(m.version))).size > 1) return { ...family, modules };
  }
  return null;
}

/** Whether `id` (a mod id as a log or a package spells it) is a module of `family`. */
export function inFamily(family: { ids: readonly string[] }, id: string | null | undefined): boolean {
  return !!id && family.ids.includes(bare(id));
}
