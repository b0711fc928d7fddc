import type { RuleContext } from './crashRule';
import { postedMods } from './postedMods';
import { sameModdingLine } from '../versions/moddingLine';

/** A mod whose version or file names a Minecraft version other than the game's, with the line that says so. */
export interface OtherMinecraftMod {
  id: string;
  built: string;
  running: string;
  line: number;
}

/** `mc1.21.3`, `+1.20.1`, `-1.19.2-` in a mod's version or file name (a mod's own `1.0.15` is not a Minecraft one). */
const MC_TAG = /(?:^|[^\d.])mc[-_]?(1\.\d{1,2}(?:\.\d{1,2})?)(?![\d.])/i;
const MC_PART = /[-_+](1\.(?:[7-9]|1\d|2\d)(?:\.\d{1,2})?)(?=[-_+]|\.jar$|$)/;

function minecraftOf(text: string): string | null {
  return MC_TAG.exec(text)?.[1] ?? MC_PART.exec(text)?.[1] ?? null;
}

/**
 * Two Minecraft versions whose mods run on each other (moddingLine.ts), or one release family (`1.21` fits `1.21.1`:
 * mods label a family by its first release).
 */
function sameRelease(a: string, b: string): boolean {
  if (sameModdingLine(a, b)) return true;
  const x = a.replace(/\.0$/, '');
  const y = b.replace(/\.0$/, '');
  return (x.split('.').length === 2 && y.startsWith(`${x}.`)) || (y.split('.').length === 2 && x.startsWith(`${y}.`));
}

/**
 * Mods the log's mod list (or the person's own version list, postedMods.ts) shows as made for another Minecraft
 * version than the game's (`appleskin-neoforge-mc1.21.3-3.0.6.jar` on 1.21.1): the suspects when a Minecraft class or
 * member is missing and no frame names the mod. Empty when the game's version is unknown or more than two mods differ
 * (a list read wrongly names nobody).
 */
export function otherMinecraftMods(ctx: RuleContext): OtherMinecraftMod[] {
  const running = ctx.facts.minecraft ?? ctx.facts.mods.get('minecraft')?.version ?? null;
  if (!running || !/^1\.\d{1,2}(?:\.\d{1,2})?$/.test(running)) return [];
  const found: OtherMinecraftMod[] = [];
  for (const mod of ctx.facts.mods.values()) {
    if (/^(?:minecraft|forge|neoforge|fml|fabricloader|quilt_loader|java|mcp)$/.test(mod.id)) continue;
    const built = minecraftOf(mod.version ?? '') ?? minecraftOf(mod.file ?? '');
    if (!built || sameRelease(built, running)) continue;
    if (found.length >= 2) return [];
    found.push({ id: mod.id, built, running, line: lineNaming(ctx, mod.file ?? mod.id) });
  }
  for (const mod of postedMods(ctx))
    if (mod.minecraft && !sameRelease(mod.minecraft, running) && !found.some((f) => f.id === mod.id))
      found.push({ id: mod.id, built: mod.minecraft, running, line: mod.line });
  return found.length <= 2 ? found.filter((f) => f.line >= 0) : [];
}

/** The first line that holds `text` (a jar's name in the mod list), or -1. */
function lineNaming(ctx: RuleContext, text: string): number {
  for (let i = 0; i < ctx.log.lineCount; i++) if (ctx.log.line(i).includes(text)) return i;
  return -1;
}
