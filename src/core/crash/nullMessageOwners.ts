import { isLauncherClass, loaderOfClass } from './libraryMods';
import { libraryOrPlatformOfClass } from './addonPlatforms';
import { modOfUnknownClass } from './missingClassOwner';

/** A mod a helpful NullPointerException's message names, with the class that names it. */
export interface NullMessageOwner {
  id: string;
  cls: string;
}

/**
 * Java 14+ words a NullPointerException after what the failing code did (`Cannot invoke "a.b.C.m()" because "a.b.D.f"
 * is null`, `… because the return value of "a.b.E.g()" is null`, `Cannot read field "x" because …`): the classes in
 * those quotes are the code the throwing method used, so their mods are in the crash even when the stack shows only
 * the game's, a loader's or a library's frames (a crash in a cache's loader, a paste without frames). The mods those
 * classes belong to, in the order the message names them: a well-known library, a big mod add-ons build on, else the
 * mod the package most likely holds (missingClassOwner.ts). The game's, the loaders', the launchers' and the JVM's
 * classes name none. Empty when `text` holds no such message.
 */
export function nullMessageOwners(text: string): NullMessageOwner[] {
  const at = text.indexOf('NullPointerException: Cannot ');
  if (at < 0) return [];
  const out: NullMessageOwner[] = [];
  const quoted = /"([A-Za-z_][\w$]*(?:\.[\w$<>]+){2,})(?:\([^")]{0,400}\))?"/g;
  const message = text.slice(at, at + 1200);
  for (let m = quoted.exec(message); m !== null; m = quoted.exec(message)) {
    const parts = m[1]!.split('.');
    // The quoted name ends with a member (`…RecipeHelper.world`, `…BeeIngredient.getCachedEntity`) after its class.
    const cls = /^[a-z_<]/.test(parts[parts.length - 1]!) ? parts.slice(0, -1).join('.') : parts.join('.');
    if (/^(?:net\.minecraft|com\.mojang)\./.test(cls) || loaderOfClass(cls) || isLauncherClass(cls)) continue;
    const id = libraryOrPlatformOfClass(cls)?.ids[0] ?? modOfUnknownClass(cls)?.id;
    if (id && !out.some((o) => o.id === id)) out.push({ id, cls });
  }
  return out;
}

/**
 * The mods of the classes a helpful NullPointerException's message names after `because` (`… because the return value
 * of "a.b.C.m()" is null`, `… because "a.b.D.f" is null`): the code that gave the null, not the type the null had
 * (`Cannot invoke "x.Y.m()"` names only what was called on it). What a pasted message without frames can stand on.
 */
export function nullSourceOwners(text: string): NullMessageOwner[] {
  const at = text.indexOf('NullPointerException: Cannot ');
  const because = at < 0 ? -1 : text.indexOf(' because ', at);
  return because < 0 ? [] : nullMessageOwners(`NullPointerException: Cannot ${text.slice(because, because + 1200)}`);
}
