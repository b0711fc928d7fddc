import type { RuleContext } from './crashRule';
import type { LibraryMod } from './libraryMods';

/** The Forge and NeoForge ports that keep Sodium's old package (`me.jellysquid.mods.sodium.`), by mod id. */
const PORTS: readonly LibraryMod[] = [
  {
    ids: ['embeddium'],
    name: 'Embeddium',
    packages: ['me.jellysquid.mods.sodium.', 'org.embeddedt.embeddium.'],
    url: 'https://modrinth.com/mod/embeddium',
  },
  {
    ids: ['rubidium'],
    name: 'Rubidium',
    packages: ['me.jellysquid.mods.sodium.'],
    url: 'https://www.curseforge.com/minecraft/mc-mods/rubidium',
  },
  {
    ids: ['magnesium'],
    name: 'Magnesium',
    packages: ['me.jellysquid.mods.sodium.'],
    url: 'https://www.curseforge.com/minecraft/mc-mods/magnesium',
  },
];

/**
 * Lines that only a Forge or NeoForge game writes: ModLauncher's frames, class lists, loader and mixin jars, and Oculus
 * (Iris's port, which exists only there).
 */
const FORGE_SIDE =
  /\bcpw\.mods\.|\bnet\.minecraftforge\.|\bnet\.neoforged\.|\{re:|\bpl:mixin:APP:|\bfmlloader-|\bmodlauncher-\d|[[~]mixin-0\.8\.\d+\.jar\b|\boculus\b/i;

/** A port named in the log's own words (`rubidium-mc1.20.1-0.7.0a.jar`, `embeddium.mixins.json`). */
const PORT_NAMED = /\b(embeddium|rubidium|magnesium)\b/i;

/**
 * Sodium as this game has it. Sodium itself runs on Fabric (and, as `net.caffeinemc.…`, on NeoForge 1.21+); a class
 * of the old `me.jellysquid.mods.sodium.` package on Forge or NeoForge belongs to one of its ports, which keep that
 * package: the listed port (Embeddium, Rubidium, Magnesium), else the names of the ports it may be (`Embeddium/Rubidium/Magnesium (Sodium)`), so the
 * finding does not send a Forge player to the Fabric mod. Any other library (or Sodium on Fabric) is returned as is.
 */
export function libraryOnThisLoader(
  ctx: RuleContext,
  lib: LibraryMod,
  cls: string,
  index: number,
): { lib: LibraryMod; line: number | null } {
  const same = { lib, line: null };
  if (lib.ids[0] !== 'sodium' || !cls.replace(/\//g, '.').startsWith('me.jellysquid.mods.sodium.')) return same;
  const listed = PORTS.find((p) => ctx.facts.mods.has(p.ids[0]!));
  if (listed) return { lib: listed, line: null };
  if (ctx.facts.mods.has('sodium') || /fabric|quilt/.test(ctx.facts.loader?.type ?? '')) return same;
  let forge = /forge/.test(ctx.facts.loader?.type ?? '');
  for (let i = Math.max(0, index - 60); i < Math.min(ctx.log.lineCount, index + 60); i++) {
    const text = ctx.log.line(i);
    // The line that names the port is evidence of it (a finding cites the line that names each mod it names).
    const named = PORT_NAMED.exec(text)?.[1]?.toLowerCase();
    if (named) return { lib: PORTS.find((p) => p.ids[0] === named)!, line: i };
    forge ||= FORGE_SIDE.test(text);
  }
  return forge
    ? {
        lib: {
          ids: ['sodium'],
          name: 'Embeddium/Rubidium/Magnesium (Sodium)',
          packages: lib.packages,
          url: PORTS[0]!.url,
        },
        line: null,
      }
    : same;
}
