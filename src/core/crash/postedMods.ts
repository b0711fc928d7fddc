import type { RuleContext } from './crashRule';
import { libraryOfId } from './libraryMods';

/** A mod a person names in the text around a pasted error: an `id: version` line or a jar's file name in a sentence. */
export interface PostedMod {
  id: string;
  version: string;
  /** The Minecraft version a jar's name carries (`caelus-forge-1.19-3.0.0.3` → 1.19), else ''. */
  minecraft: string;
  line: number;
}

/** Ids that are the game, a loader or Java, never a mod to update. */
const NOT_MODS =
  /^(?:minecraft|mc|forge|neoforge|neoforged|fml|fabric|fabricloader|fabric-loader|quilt|quilt_loader|java|jdk|jre|openjdk|os|windows|linux|macos|version|mod|mods|loader)$/i;
/** `controlling:1.25.1-23.0.1`, `- Pehkui = 3.8.2`: an id and a version alone on a line of a report's version list. */
const ID_VERSION = /^\s*[-*•]?\s*([A-Za-z][\w-]{1,40})\s*[:=]\s*v?(\d{1,4}\.\d[\w.+-]{0,40})\s*$/;
/** A jar's name in a sentence: `Name[-loader]-<mc>-<version>[.jar]` (`Origins-1.19-1.5.0.1-unified`). */
const JAR_NAME =
  /(?:^|[\s,;:(])([A-Za-z][A-Za-z0-9]{1,30}(?:[-_][A-Za-z][A-Za-z0-9]{1,30}){0,3})[-_](?:mc)?(1\.\d{1,2}(?:\.\d{1,2})?)[-_+](\d[\w.+-]{0,40}?)(?:\.jar)?(?=[\s,;:)]|$)/g;
/** A jar named with its Minecraft version last (`lithium-fabric-0.15.0+mc1.21.1`, as Modrinth builds are named). */
const JAR_NAME_MC_LAST =
  /(?:^|[\s`,;:(])([A-Za-z][A-Za-z0-9]{1,30}(?:[-_][A-Za-z][A-Za-z0-9]{1,30}){0,3})[-_]v?(\d{1,4}\.\d[\w.-]{0,30}?)\+mc(1\.\d{1,2}(?:\.\d{1,2})?)(?:\.jar)?(?=[\s`,;:)]|$)/g;
/** A list item that is a jar's name alone (`- ferritecore-6.0.3-fabric`, `* fabric-api-0.97.6+1.20.5.jar`). */
const LISTED_JAR =
  /^\s*[-*•]\s+([A-Za-z][A-Za-z0-9]{1,30}(?:[-_][A-Za-z][A-Za-z0-9]{1,30}){0,3})[-_]v?(\d{1,4}\.\d[\w.+-]{0,40}?)(?:[-_](?:fabric|forge|neoforge|quilt))?(?:\.jar)?\s*$/;
/** A loader's word at the end of a jar's name (`caelus-forge`): not part of the mod's id. */
const LOADER_SUFFIX = /[-_](?:forge|neoforge|fabric|quilt|universal)$/i;

/**
 * Mods the person names in the first lines of a paste (a version list above the error, jar names in a sentence), with
 * the line that names each; the game, loaders and Java are left out. Log and stack lines are not read: only the words
 * a person writes, where a report's template asks for versions. Well-known libraries come last.
 */
export function postedMods(ctx: RuleContext, maxLines = 200): PostedMod[] {
  const found = new Map<string, PostedMod>();
  const end = Math.min(ctx.log.lineCount, maxLines);
  for (let i = 0; i < end; i++) {
    const text = ctx.log.line(i);
    if (/^\s*(?:at |\[|\d{1,2}:\d{2}|Caused by|\.\.\. \d+ more)/.test(text) || /\|/.test(text)) continue;
    const pair = ID_VERSION.exec(text) ?? LISTED_JAR.exec(text);
    if (pair) add(found, pair[1]!.replace(LOADER_SUFFIX, ''), pair[2]!, '', i);
    else {
      for (const m of text.matchAll(JAR_NAME)) add(found, m[1]!.replace(LOADER_SUFFIX, ''), m[3]!, m[2]!, i);
      for (const m of text.matchAll(JAR_NAME_MC_LAST)) add(found, m[1]!.replace(LOADER_SUFFIX, ''), m[2]!, m[3]!, i);
    }
  }
  return [...found.values()].sort((a, b) => Number(libraryOfId(a.id) !== null) - Number(libraryOfId(b.id) !== null));
}

function add(found: Map<string, PostedMod>, name: string, version: string, minecraft: string, line: number): void {
  const id = name.toLowerCase();
  if (NOT_MODS.test(id) || found.has(id)) return;
  found.set(id, { id, version: version.replace(/[.,;]+$/, ''), minecraft, line });
}
