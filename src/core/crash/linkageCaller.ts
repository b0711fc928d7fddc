import type { RuleContext } from './crashRule';
import { parseFrame } from './culpritFinder';
import { isLauncherClass, libraryOfClass, loaderOfClass } from './libraryMods';
import { modOfUnknownClass, modIdOfClass } from './missingClassOwner';
import { listedModId } from './listedModId';
import { modOfMixinConfig } from './mixinOwners';

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
  // A paste flattened onto one line keeps its frames after the error, each after a tab (`… Error: X \tat a.B.c(…)`).
  const line = ctx.log.line(index);
  const flat = line.indexOf('\tat ');
  const next = flat > 0 ? line.indexOf('\tat ', flat + 4) : -1;
  const texts: { text: string; line: number }[] =
    flat > 0 ? [{ text: line.slice(flat, next > 0 ? next : line.length), line: index }] : [];
  for (let i = index + 1; i < Math.min(ctx.log.lineCount, index + 4) && texts.length === 0; i++) {
    const text = ctx.log.line(i);
    // Blank lines and a crash helper's note in frame form (`at Not Enough Crashes deobfuscated stack trace.(…)`) are
    // no frame.
    if (text.trim() === '' || /^\s*at [^(]*\s[^(]*\(/.test(text)) continue;
    if (!/^\s*at /.test(text)) return failingModAbove(ctx, index);
    texts.push({ text, line: i });
  }
  if (texts.length === 0) return failingModAbove(ctx, index);
  for (const { text, line: i } of texts) {
    const frame = parseFrame(text);
    if (frame === null) return null;
    const cls = frame.className;
    const found = (id: string | null | undefined): { id: string; line: number } | null =>
      id && !NOT_A_MOD.has(id.toLowerCase()) ? { id, line: i } : null;
    if (frame.handlerMod) return found(frame.handlerMod);
    if (frame.transformerMod) return found(frame.transformerMod);
    if (NOT_A_CALLER.test(cls) || loaderOfClass(cls) || isLauncherClass(cls)) return null;
    if (ownerClass && sameProject(cls, ownerClass)) return found(foreignMixinOf(ctx, frame.mixinConfigs, ownerClass));
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
    // With a mod list, only a listed mod is named (the package guess must match one of its ids).
    if (listed) return guess ? found(listedModId(ctx, guess.id)) : null;
    // Without one, the loader's own words for the mod whose code threw (`Caught exception from Name (id)` right above
    // the error) outrank a mod id read from a package (`com.gmail.author.compat.…` spells the author, not the mod),
    // unless that mod's own code runs deeper in the stack: it called into the first frame's (a library that loads its
    // add-ons' classes, `com.brandon3055.brandonscore.registry.…` under `net.foxmcloud.draconicadditions.…`).
    const declared = failingModAbove(ctx, index);
    const calledInto =
      guess !== null && !isCodeOf(cls, declared?.id ?? '') && codeOfModBelow(ctx, i, declared?.id ?? '');
    if (declared && declared.id !== guess?.id && !calledInto) return declared;
    if (!guess) return null;
    return found(jarSpelledId(frame.jar, guess.id) ?? guess.id);
  }
  return null;
}

/**
 * Whether two classes are one project's code: of the same well-known library (libraryMods.ts), else of the same mod
 * their packages name (missingClassOwner.ts), else under the same first four package words. Two mods of one author
 * (`me.jellysquid.mods.sodium.…`, `me.jellysquid.mods.lithium.…`) are two projects.
 */
function sameProject(a: string, b: string): boolean {
  const libA = libraryOfClass(a);
  const libB = libraryOfClass(b);
  if (libA || libB) return libA === libB;
  const modA = modOfUnknownClass(a)?.id;
  const modB = modOfUnknownClass(b)?.id;
  if (modA && modB) return modA === modB;
  const root = (c: string): string => c.split('.').slice(0, 4).join('.');
  return a.split('.').length > 4 && root(a) === root(b);
}

/**
 * Forge's and NeoForge's own words for the mod whose code threw, right above an error printed without its stack
 * (`Iron's Spells 'n Spellbooks (irons_spellbooks) encountered an error during the common_setup event phase`,
 * `X (x) has failed to load correctly`, `Failed to create mod instance. ModID: x`, Forge 1.12's `Caught exception from
 * X (x)` above its `Caused by:`): the error came from that mod's event handler or constructor, so that mod made the
 * call. Null when none of the two lines above says so.
 */
function failingModAbove(ctx: RuleContext, index: number): { id: string; line: number } | null {
  for (let i = index - 1; i >= Math.max(0, index - 2); i--) {
    const text = ctx.log.line(i);
    const id =
      /\(([a-z][a-z0-9_]{1,63})\) (?:encountered an error during|has failed to load correctly)/.exec(text)?.[1] ??
      /Caught exception from .{1,80}? \(([a-z][a-z0-9_]{1,63})\)\s*$/.exec(text)?.[1] ??
      /Failed to create mod instance\. ModID: ([a-z][a-z0-9_]{1,63})/.exec(text)?.[1];
    if (id) return NOT_A_MOD.has(id) ? null : { id, line: i };
  }
  return null;
}

/**
 * Whether a frame of `id`'s own code (its package holds the word `id`, or a well-known library of that id) comes
 * after the frame at `from`, in the same stack.
 */
function codeOfModBelow(ctx: RuleContext, from: number, id: string): boolean {
  for (let i = from + 1; i < Math.min(ctx.log.lineCount, from + 40); i++) {
    const text = ctx.log.line(i);
    if (!/^\s*at /.test(text)) {
      if (/^\s*(?:Caused by|\.\.\. \d+ more)/.test(text)) break;
      continue;
    }
    const cls = parseFrame(text)?.className;
    if (cls && isCodeOf(cls, id)) return true;
  }
  return false;
}

/** Whether `cls` is `id`'s code: a well-known library of that id, or a package word that spells it. */
function isCodeOf(cls: string, id: string): boolean {
  const bare = (text: string): string => text.toLowerCase().replace(/[-_]/g, '');
  return (
    id !== '' && (libraryOfClass(cls)?.ids.includes(id) === true || cls.split('.').some((w) => bare(w) === bare(id)))
  );
}

/**
 * The one other mod whose mixins a frame of the owner's own code carries (`{re:mixin,…,pl:mixin:APP:x.mixins.json:M}`):
 * a mod's own code never refers to a member its own build lacks, but code a mixin merged into the method does, so
 * that mixin's mod made the call. Null when no other mod's or several mods' mixins are on the frame.
 */
function foreignMixinOf(ctx: RuleContext, configs: readonly string[], ownerClass: string): string | null {
  const owner = (modIdOfClass(ownerClass) ?? '').toLowerCase();
  const mods = new Set(
    configs
      .map((c) => modOfMixinConfig(c, ctx))
      .filter((m): m is string => m !== null && m.toLowerCase() !== owner && !NOT_A_MOD.has(m.toLowerCase())),
  );
  return mods.size === 1 ? [...mods][0]! : null;
}

/**
 * The mod id as the frame's jar spells it before its version (`ars_nouveau-1.19.1-3.2.3.jar` for the package word
 * `arsnouveau`), when the two are the same word compared without case, `-` and `_`: a file name keeps the id's
 * separators that a package drops. Null when there is no jar or it spells another word.
 */
function jarSpelledId(jar: string | null, id: string): string | null {
  if (!jar) return null;
  const stem = jar
    .replace(/\.jar$/i, '')
    .replace(/[-_+ ](?:mc)?v?\d.*$/i, '')
    .toLowerCase();
  const bare = (text: string): string => text.toLowerCase().replace(/[-_.]/g, '');
  return /^[a-z][a-z0-9_]{1,63}$/.test(stem) && stem !== id && bare(stem) === bare(id) ? stem : null;
}
