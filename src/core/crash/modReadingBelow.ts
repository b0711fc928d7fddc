import type { RuleContext } from './crashRule';
import { isNotBlamed, parseFrame } from './culpritFinder';
import { loaderOfClass } from './libraryMods';
import { modIdOfClass } from './missingClassOwner';

/** Ids that are the game or a loader, never the mod whose code read something. */
const PLATFORM_IDS = /^(?:minecraft|forge|neoforge|fabricloader)$/;

/**
 * The first mod whose frame stands under line `index` (within `maxLines`): the code that was reading what the error
 * names (an id, a path). A frame's transformer module or mixin handler names its mod; a plain frame its library or
 * the mod its package most likely holds (missingClassOwner.ts); the game's, the loaders' and the JVM's frames name
 * none. Null when no such frame follows (or, for a `Caused by:` line, stands above it in its effect's frames).
 */
export function modReadingBelow(ctx: RuleContext, index: number, maxLines = 30): { id: string; line: number } | null {
  for (let i = index + 1; i < Math.min(ctx.log.lineCount, index + maxLines); i++) {
    const mod = modOfFrame(ctx.log.line(i));
    if (mod) return { id: mod, line: i };
  }
  // A cause (`Caused by: …`) whose own frames are the JVM's: the mod is in the frames of the exception it caused,
  // printed above it (a mixin handler that built the path, a mod's static initializer).
  if (!/^\s*Caused by: /.test(ctx.log.line(index))) return null;
  for (let i = index - 1; i >= Math.max(0, index - maxLines); i--) {
    const text = ctx.log.line(i);
    if (!/^\s*at /.test(text)) {
      if (/^\s*\.\.\. \d+ more/.test(text)) continue;
      break;
    }
    const mod = modOfFrame(text);
    if (mod) return { id: mod, line: i };
  }
  return null;
}

/** The mod a stack frame's code belongs to (see {@link modReadingBelow}), or null. */
function modOfFrame(text: string): string | null {
  const frame = parseFrame(text);
  if (!frame) return null;
  const mod =
    frame.handlerMod ??
    frame.transformerMod ??
    (isNotBlamed(frame.className) || loaderOfClass(frame.className) ? null : modIdOfClass(frame.className));
  return mod && !PLATFORM_IDS.test(mod) ? mod : null;
}
