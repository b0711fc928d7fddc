import type { RuleContext } from './crashRule';
import { parseFrame } from './culpritFinder';
import { isLauncherClass, libraryOfClass, loaderOfClass } from './libraryMods';
import { modOfUnknownClass } from './missingClassOwner';

/** The game's, the loaders' and the JVM's packages: a frame there calls on behalf of no mod. */
const NOT_A_CALLER =
  /^(?:net\.minecraft\.|com\.mojang\.|java\.|javax\.|jdk\.|sun\.|com\.sun\.|org\.spongepowered\.|com\.llamalad7\.|org\.lwjgl\.|kotlin\.|kotlinx\.|scala\.)/;

/** Ids that are the game or a loader, never a mod to update. */
const NOT_A_MOD = new Set(['minecraft', 'forge', 'neoforge', 'fml', 'fabricloader', 'quilt_loader', 'java', 'mixin']);

/**
 * The mod whose code made the call a linkage error (`NoSuchMethodError`, `NoSuchFieldError`) reports at `index`: the
 * JVM throws it in the calling method, so the first stack frame below the error line is that mod's code (or a mixin
 * handler a mod injected into the game's class, `handler$abc000$modid$name`). That mod was built against another
 * version of what it calls. Read from the frame's own words: a Forge `TRANSFORMER/modid@` module, a mixin handler's
 * mod id, the jar of a listed or installed mod, a well-known library's package; without a mod list or an instance,
 * the mod id its package most likely holds (missingClassOwner.ts). Null when the first frame is the game's, a
 * loader's, the JVM's or the owner's own code (`ownerClass`'s package), or no frame follows the error.
 */
export function linkageCaller(
  ctx: RuleContext,
  index: number,
  ownerClass: string | null,
): { id: string; line: number } | null {
  for (let i = index + 1; i < Math.min(ctx.log.lineCount, index + 4); i++) {
    const text = ctx.log.line(i);
    if (text.trim() === '') continue;
    if (!/^\s*at /.test(text)) return null;
    const frame = parseFrame(text);
    if (frame === null) return null;
    const cls = frame.className;
    const found = (id: string | null | undefined): { id: string; line: number } | null =>
      id && !NOT_A_MOD.has(id.toLowerCase()) ? { id, line: i } : null;
    if (frame.handlerMod) return found(frame.handlerMod);
    if (frame.transformerMod) return found(frame.transformerMod);
    if (NOT_A_CALLER.test(cls) || loaderOfClass(cls) || isLauncherClass(cls)) return null;
    if (ownerClass && samePackageRoot(cls, ownerClass)) return null;
    const lib = libraryOfClass(cls);
    if (lib) return found(lib.ids[0]);
    const listed = ctx.facts.mods.size > 0 || (ctx.installed?.length ?? 0) > 0;
    const jar = frame.jar?.toLowerCase() ?? null;
    if (jar) {
      for (const mod of ctx.facts.mods.values())
        if (mod.file && mod.file.replace(/^.*[\\/]/, '').toLowerCase() === jar) return found(mod.id);
      for (const file of ctx.installed ?? [])
        if (file.fileName.toLowerCase() === jar && file.mods[0]) return found(file.mods[0].id);
    }
    for (const file of ctx.installed ?? [])
      if (file.packages.some((p) => cls.startsWith(`${p}.`)) && file.mods[0]) return found(file.mods[0].id);
    const guess = modOfUnknownClass(cls);
    if (!guess) return null;
    // With a mod list, only a listed mod is named (the package guess must match one of its ids).
    if (listed) {
      const bare = guess.id.toLowerCase().replace(/[-_.]/g, '');
      for (const id of ctx.facts.mods.keys()) if (id.toLowerCase().replace(/[-_.]/g, '') === bare) return found(id);
      return null;
    }
    return found(guess.id);
  }
  return null;
}

/** Whether two classes share their first three package words (`me.jellysquid.mods.…`): the same project's code. */
function samePackageRoot(a: string, b: string): boolean {
  const root = (c: string): string => c.split('.').slice(0, 3).join('.');
  return a.split('.').length > 3 && b.split('.').length > 3 && root(a) === root(b);
}
