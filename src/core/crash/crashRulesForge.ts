import {
  blockAfter,
  findForward,
  messageHit,
  messageOf,
  modLabel,
  stripFormatting,
  textHit,
  type CrashRule,
  type RuleContext,
  type RuleHit,
} from './crashRule';
import { CrashRuleMessages as M } from '../crashTexts/crashRuleMessages';
import { CrashDependencyMessages as D } from '../crashTexts/crashDependencyMessages';
import {
  fmlWords,
  installedPastFmlRange,
  mavenWords,
  noWords,
  rangeWordsText,
  textWords,
} from '../crashTexts/rangeWordsFacts';
import { modSectionAfter, sectionFailedOnConfig } from './forgeModSections';
import { isLauncherClass, libraryOfClass, libraryOfId, loaderOfClass, type LibraryMod } from './libraryMods';
import { libraryOrPlatformOfClass } from './addonPlatforms';
import { modOfUnknownClass, modIdOfClass } from './missingClassOwner';
import { modOfMixinClass } from './mixinOwners';
import { clientClassMissingOnServer } from './serverSide';
import { isClientOnlyIntermediary } from './clientOnlyClasses';
import { idOfJar } from './crashRulesModFiles';
import { isOptiFineForgeBreak } from './crashRulesMods';
import { compareMavenVersions } from '../versions/mavenVersionRange';
import { minecraftOfJarName, sameModdingLine } from '../versions/moddingLine';

/** Splits Forge's `a@[1.0,), b, c@[2,3)` dependency list. */
function parseForgeDependencyList(list: string): { id: string; range: string | null }[] {
  const out: { id: string; range: string | null }[] = [];
  for (const m of list.matchAll(/([\w.-]+)(?:@([[(][^\])]*[\])]|[^,\s\]]+))?/g))
    out.push({ id: m[1]!, range: m[2] ?? null });
  return out;
}

/** The loader or game a Forge dependency id stands for, as people know it (`forge` → Forge), else null. */
function loaderDependencyName(id: string): string | null {
  const bare = id.replace(/^'|'$/g, '').toLowerCase();
  if (bare === 'forge' || bare === 'minecraftforge' || bare === 'fml') return 'Forge';
  if (bare === 'neoforge') return 'NeoForge';
  if (bare === 'minecraft') return 'Minecraft';
  return null;
}

/** A Maven range in words: `[47.2.0,)` → `47.2.0 or newer`, `[1.20,1.21)` → `1.20 up to (not including) 1.21`. */
function forgeRangeText(range: string): string {
  return rangeWordsText(mavenWords(range))!;
}

/**
 * A finding for a mod that needs another Forge/NeoForge (or Minecraft) than the installed one, in the
 * loader's terms: "needs Forge 47.2.0 or newer, installed 47.1.0".
 */
function loaderDependencyHit(
  by: string,
  byName: string | null,
  loader: string,
  range: string,
  installed: string | null,
  lines: number[],
): RuleHit {
  const wanted = forgeRangeText(range);
  const label = modLabel(by.replace(/^'|'$/g, ''), byName);
  const id = by.replace(/^'|'$/g, '');
  const game = loader === 'Minecraft';
  const words = mavenWords(range);
  // FML's own words for the range (`28.2.0 or above`) are read into their parts; a Maven range stays as written.
  const own = fmlWords(range.trim());
  const rawWords =
    own.wordsKind === 'text'
      ? { range: range.trim(), rawKind: '', rawLow: '', rawHigh: '' }
      : { range: '', rawKind: own.wordsKind, rawLow: own.wordsLow, rawHigh: own.wordsHigh };
  return textHit({
    key: `${id}>${loader}`,
    mods: [id],
    ...(byName ? { names: { [id]: byName } } : {}),
    texts: {
      title: D.needsTitle({ mod: byName ?? id, dep: loader, ...words, installed: installed ?? '' }),
      detail: D.requiresLoader({
        mod: label,
        loader,
        ...rawWords,
        ...words,
        installed: installed ?? '',
        verdict: !game && installed ? (/^\d/.test(wanted) && /newer/.test(wanted) ? 'tooOld' : 'outside') : '',
      }),
      advice: game
        ? D.useMinecraftBuild({ mod: label, minecraft: installed ?? '' })
        : D.installLoader({ loader, ...words, mod: label, installed: installed ?? '' }),
    },
    lines,
  });
}

/**
 * A mod that requires `forge` (or `neoforge`) when that id is reported missing: the loader always provides its own id,
 * so the mod was made for the other loader (NeoForge 20.2 and newer provide no `forge`; Forge provides no `neoforge`).
 */
function otherLoaderHit(ctx: RuleContext, by: string, loader: string, lines: number[]): RuleHit | null {
  const bare = by.replace(/^'|'$/g, '');
  const running =
    loader === 'Forge'
      ? ctx.facts.loader?.type === 'neoforge'
        ? 'NeoForge'
        : ''
      : ctx.facts.loader?.type === 'forge'
        ? 'Forge'
        : '';
  const mod = `'${bare}'`;
  return textHit({
    key: `${bare}>${loader}`,
    mods: [bare],
    texts: {
      title: D.otherLoaderModTitle({ mod, wanted: loader }),
      detail: D.otherLoaderMod({ mod, wanted: loader, running }),
      advice: D.otherLoaderModAdvice({ mod, wanted: loader, running }),
    },
    lines,
  });
}

/** The Forge version the log's facts name, without the Minecraft prefix (`1.12.2-14.23.5.2860` → `14.23.5.2860`). */
/** A Forge 1.7–1.12 build number (`10.13.4.1614`, `14.23.5.2860`): four parts, the first 10 to 14. */
const LEGACY_FORGE_BUILD = /^1[0-4]\.\d+\.\d+\.\d{3,4}$/;

/**
 * One entry of the `Missing Mods:` list of a Forge 1.8–1.12 crash report (`  id : need [range): have version`).
 * Those Forge builds print the needed mod's id as `unknown`; a range and installed version in Forge's own build
 * numbers (`14.23.5.2831`) mean a mod needs a newer Forge. An entry that an `MissingModsException: Mod X requires`
 * line near it explains is left to that line.
 */
function missingModsListHit(ctx: RuleContext, index: number, dep: string, range: string, have: string): RuleHit | null {
  const low = /^[[(]([^,\])]*)/.exec(range)?.[1] ?? '';
  if (
    dep === 'unknown' &&
    (LEGACY_FORGE_BUILD.test(have) || (have === 'missing' ? false : LEGACY_FORGE_BUILD.test(low)))
  ) {
    // The exception Forge throws beside that list names the mod asking for this Forge range (`Mod chisel (Chisel)
    // requires [forge@[14.23.5.2806,)]`): that mod needs the newer Forge, answered as its own line answers it (one key).
    const asker = legacyForgeAsker(ctx, index, range);
    if (asker) return loaderDependencyHit(asker.id, asker.name, 'Forge', range, have, [index, asker.line]);
    return textHit({
      key: `forge-build>${range}`,
      mods: ['forge'],
      texts: {
        title: M.legacyNeedsForgeTitle({ range, installed: have }),
        detail: M.legacyNeedsForge({ range, installed: have }),
        advice: M.legacyNeedsForgeAdvice({ range }),
      },
      lines: [index],
    });
  }
  const explained = findForward(ctx, Math.max(0, index - 12), 30, /MissingModsException: Mod |\) requires \[/);
  if (explained >= 0) return null;
  return textHit({
    key: `missing-list>${dep}${range}`,
    mods: dep === 'unknown' ? [] : [dep],
    texts: { detail: M.legacyMissingMod({ dep, range, have }) },
    lines: [index],
    confidence: 0.8,
  });
}

/**
 * The mod whose `Mod id (Name) requires [… forge@range …]` line (Forge 1.8–1.12's MissingModsException) stands within
 * a dozen lines before or thirty after the Missing Mods entry at `index` and asks for the same Forge `range`.
 */
function legacyForgeAsker(
  ctx: RuleContext,
  index: number,
  range: string,
): { id: string; name: string | null; line: number } | null {
  const end = Math.min(ctx.log.lineCount, index + 31);
  for (let i = Math.max(0, index - 12); i < end; i++) {
    const m = /\bMod (\S+) \((.{0,300})\) requires \[(.*)\]/.exec(ctx.log.line(i).trimEnd().replace(/`+$/, ''));
    if (!m) continue;
    const asks = parseForgeDependencyList(m[3]!).some(
      (d) => loaderDependencyName(d.id) === 'Forge' && d.range?.replace(/\s/g, '') === range.replace(/\s/g, ''),
    );
    if (asks) return { id: m[1]!, name: m[2]!, line: i };
  }
  return null;
}

function forgeVersionOf(loader: { type: string; version: string | null } | null): string | null {
  if (!loader || loader.type !== 'forge' || !loader.version) return null;
  return loader.version.replace(/^\d+\.\d+(?:\.\d+)?-(?=\d+\.\d+\.)/, '');
}

const FORGE_VERSION = String.raw`v?(\d+\.\d+(?:\.\d+){0,2})`;
/** "X requires Forge 14.23.5.2800 or higher", "needs at least Forge version 36.2.0", "Forge 47.2.0 or newer is required". */
const OWN_WORDS_REQUIRES = new RegExp(
  String.raw`(?:requires?|needs?|depends on)\s+(?:at least\s+|a newer\s+)?(?:version\s+)?(?:of\s+)?(?:Minecraft\s*)?(Forge|NeoForge|forge|neoforge|MinecraftForge)(?:\s+(?:version|build))?(?:\s+of)?\s+(?:at least\s+|>=\s*)?${FORGE_VERSION}`,
);
const OWN_WORDS_UPDATE = new RegExp(
  String.raw`(?:[Uu]pdate|[Uu]pgrade)\s+(?:your\s+)?(?:Minecraft\s*)?(Forge|NeoForge|forge|neoforge)(?:\s+(?:to|version))*\s+(?:at least\s+|version\s+)?${FORGE_VERSION}`,
);
const OWN_WORDS_REQUIRED = new RegExp(
  String.raw`(Forge|NeoForge|forge|neoforge)(?:\s+(?:version|build))?\s+${FORGE_VERSION}\s+(?:or\s+(?:newer|higher|later|above|greater)\s+)?is\s+required`,
);

/**
 * A mod that says in its own words that it needs a newer Forge ("Ice and Fire requires Forge 14.23.5.2800 or
 * higher"), thrown by the mod itself rather than by FML's dependency check. The mod is the words before the verb
 * when they are a short name, else the logger in brackets; the crash's stack is mined for the installed jar.
 */
/** One list line of the loader's error screen: `Mod x requires neoforge 21.1.164 or above`. */
const LOADER_REQUEST =
  /^[\s>*•-]*(?:Failure message:\s*)?Mod ([a-z][a-z0-9_.-]*) requires (\S+) (\d[\w.+-]*) or above\b/;

/**
 * Every `Mod x requires <loader> v or above` line of the list that holds line `index` (the list's lines are at most
 * three apart: NeoForge puts a `Currently, …` line and a blank one between them), for the same loader.
 */
function loaderRequestsAround(
  ctx: RuleContext,
  index: number,
  loader: string,
): { id: string; wanted: string; line: number }[] {
  const request = (i: number): { id: string; wanted: string; line: number } | null => {
    const m = LOADER_REQUEST.exec(stripFormatting(ctx.log.line(i)));
    return m && loaderDependencyName(m[2]!) === loader ? { id: m[1]!, wanted: m[3]!, line: i } : null;
  };
  if (request(index) === null) return [];
  let first = index;
  for (let i = index - 1; i >= Math.max(0, first - 3); i--) if (request(i)) first = i;
  const found: { id: string; wanted: string; line: number }[] = [];
  let last = first;
  for (let i = first; i < ctx.log.lineCount && i <= last + 3 && found.length < 40; i++) {
    const r = request(i);
    if (r === null || found.some((f) => f.id === r.id)) continue;
    found.push(r);
    last = i;
  }
  return found;
}

/** Several mods that each want a newer loader than the installed one: one finding naming them all. */
function manyNeedLoaderHit(
  requests: { id: string; wanted: string; line: number }[],
  loader: string,
  installed: string | null,
): RuleHit {
  const highest = requests.reduce((a, b) => (compareMavenVersions(b.wanted, a.wanted) > 0 ? b : a));
  const words = mavenWords(`[${highest.wanted},)`);
  const ids = requests.map((r) => r.id);
  return textHit({
    key: `many>${loader}>${ids.join(',')}`,
    mods: ids,
    texts: {
      title: D.manyNeedTitle({
        mods: ids.slice(0, 3).join(', '),
        more: ids.length > 3 ? String(ids.length - 3) : '',
        total: String(ids.length),
        dep: loader,
        ...words,
        installed: installed ?? '',
      }),
      detail: D.manyRequireLoader({
        loader,
        installed: installed ?? '',
        list: requests.map((r) => `'${r.id}' ${r.wanted}`).join(', '),
      }),
      advice: D.installLoader({ loader, ...words, mod: '', installed: installed ?? '' }),
    },
    lines: requests.map((r) => r.line),
    stackFrom: highest.line,
  });
}

function ownWordsForgeHit(ctx: RuleContext, index: number, line: string): RuleHit | null {
  const text = stripFormatting(line);
  const requires = OWN_WORDS_REQUIRES.exec(text);
  const m = requires ?? OWN_WORDS_UPDATE.exec(text) ?? OWN_WORDS_REQUIRED.exec(text);
  if (!m) return null;
  const loader = loaderDependencyName(m[1]!) ?? 'Forge';
  const wanted = m[2]!;
  const message = messageOf(text);
  const after = text.slice(m.index + m[0].length);
  // Who is asking: the words before "requires" ("Ice and Fire requires Forge…"), "to use X" / "required by X"
  // after an update request, else the logger in brackets.
  const before = requires
    ? text
        .slice(Math.max(0, text.length - message.length), m.index)
        .replace(/^(?:[\w$.]+(?:Exception|Error|Throwable):\s*)+/, '')
        // A sentence quoted after other quoted words (`“error loading mods” “Mod x requires …`): its last quote on.
        .replace(/^.*[\u201c\u201d"]\s*(?=\S)/, '')
        // A list bullet or an opening quote of a pasted sentence (`- Mod x requires …`, `“Mod x requires …`).
        .replace(/^[\s>*•\u2013\u201c"'`-]+/, '')
        .replace(/^(?:This mod|This version of|The mod|Mod)\b\s*/i, '')
        .trim()
    : (/\b(?:to use|for|required by|by)\s+([A-Z][\w&'. -]{1,40}?)[.!,;]?\s*$/.exec(after)?.[1]?.trim() ?? '');
  const logger = /\[([A-Za-z][\w .'-]{1,40})\]:/.exec(line)?.[1];
  const who =
    before.length > 0 && before.length <= 40 && !/[:;!?]/.test(before)
      ? before
      : logger &&
          !/^(?:main|Client thread|Render thread|Server thread|FML|STDOUT|STDERR|minecraft|LOADING)\b/i.test(logger)
        ? logger
        : null;
  const installed =
    /(?:You have|you are using|you have|[Cc]urrently,?(?: installed)?(?: is)?|[Ff]ound|[Ii]nstalled:?|current(?: version)?:?)\s+(?:Forge\s+|NeoForge\s+|forge\s+|neoforge\s+)?(?:is\s+)?v?(\d+\.\d+(?:\.\d+){0,2})/.exec(
      `${after} ${stripFormatting(ctx.log.line(index + 1))}`,
    )?.[1] ?? (loader === 'Forge' ? forgeVersionOf(ctx.facts.loader) : null);
  if (who !== null) {
    const idLike = (s: string | undefined): boolean => s !== undefined && /^[a-z][a-z0-9_.-]*$/.test(s);
    const squashed = who.toLowerCase().replace(/[^a-z0-9]/g, '');
    const id = idLike(who) ? who : logger !== undefined && idLike(logger) && logger === squashed ? logger : null;
    // The loading screen's "Currently, neoforge is not installed": the loader's own id is never missing on that
    // loader, so the mod is for the other one.
    const absent = /Currently, (forge|neoforge) is not installed/.exec(stripFormatting(ctx.log.line(index + 1)));
    if (requires && id && absent && loaderDependencyName(absent[1]!) === loader)
      return otherLoaderHit(ctx, id, loader, [index, index + 1]);
    // NeoForge's and Forge's loading-error list gives one line per mod that wants a newer loader: one fault (the
    // loader is too old), named once with every mod that asks.
    const many = requires && id ? loaderRequestsAround(ctx, index, loader) : [];
    if (many.length > 1) return manyNeedLoaderHit(many, loader, installed);
    const hit = loaderDependencyHit(id ?? who, id && id !== who ? who : null, loader, `[${wanted},)`, installed, [
      index,
    ]);
    return { ...hit, mods: id ? [id] : [], stackFrom: index };
  }
  const words = mavenWords(`[${wanted},)`);
  return textHit({
    key: `?>${loader}`,
    texts: {
      title: D.needsTitle({ mod: '', dep: loader, ...words, installed: installed ?? '' }),
      detail: D.loaderInOwnWords({
        loader,
        version: wanted,
        installed: installed ?? '',
        message: message.trim().slice(0, 200),
      }),
      advice: D.installLoader({ loader, ...words, mod: '', installed: installed ?? '' }),
    },
    lines: [index],
    stackFrom: index,
  });
}

/**
 * The deepest `Caused by:` of the stack printed right above `index` (a launcher console that shows stderr as it
 * comes puts the trace before the loader's own line): walking up over frames, `... N more` and causes, the first
 * cause met is the deepest. -1 when no stack ends there.
 */
function causeAbove(ctx: RuleContext, index: number, max: number): number {
  for (let i = index - 1; i >= Math.max(0, index - max); i--) {
    const text = ctx.log.line(i);
    if (/\bCaused by: \S/.test(text)) return i;
    if (!/(?:^|\s)at \S|\.\.\. \d+ more/.test(text)) return -1;
  }
  return -1;
}

/** Packages of the game, loaders and JDK: a frame there did not load the class on its own account. */
const PLATFORM_FRAME =
  /^\s*at (?:[\w.-]+\/\/?)?(?:java\.|jdk\.|sun\.|net\.minecraft\.|net\.minecraftforge\.|net\.neoforged\.|cpw\.mods\.|net\.fabricmc\.|org\.quiltmc\.|org\.spongepowered\.|com\.mojang\.|org\.prismlauncher\.|org\.multimc\.|org\.jackhuang\.|com\.google\.|org\.apache\.)/;

/** The mod whose code asked for a client-only class: the first frame below the error outside the platform. */
function modLoadingClass(ctx: RuleContext, index: number): { mod: string; line: number } | null {
  for (let i = index + 1; i < Math.min(ctx.log.lineCount, index + 80); i++) {
    const text = ctx.log.line(i);
    if (!/^\s*at /.test(text)) {
      if (/^\s*(?:\.\.\. \d+ more|Caused by)/.test(text)) continue;
      if (i > index + 3) break;
      continue;
    }
    if (PLATFORM_FRAME.test(text)) continue;
    const jar = /~?\[([\w+.-]+?)(?:[-_+]v?\d[\w.+-]*)?\.jar/.exec(text)?.[1];
    const cls = /^\s*at (?:[\w.-]+\/\/?)?([\w$.]+)\.[\w$<>]+\(/.exec(text)?.[1] ?? '';
    const segments = cls.split('.');
    const logged = [...segments, jar ?? ''].find((s) => s && ctx.facts.mods.has(s.toLowerCase()));
    const mod =
      logged?.toLowerCase() ??
      jar?.toLowerCase() ??
      modOfUnknownClass(cls)?.id ??
      segments
        .slice(0, -1)
        .reverse()
        .find(
          (s) =>
            s.length > 2 &&
            !/^(?:com|net|org|io|dev|me|github|common|client|server|mixin|mixins|core|api|impl)$/.test(s),
        );
    if (mod) return { mod, line: i };
  }
  return null;
}

/** JDK reflection frames that resolve a class's members (the first frames when a class's signature is unreadable). */
const REFLECTION_FRAME =
  /^\s*at (?:java\.base\/)?java\.lang\.(?:Class\.(?:getDeclared\w*0|privateGet\w+|get(?:Declared)?(?:Methods|Fields|Constructors?|Method|Field|Classes)|getEnclosingMethod0|forName0?))\(/;

/**
 * When the error at `index` comes from JDK reflection over a class (its first frames read the class's members) and
 * the first frame past the JDK is a mod's, not the game's or a loader's: that frame, the reader. The class read is
 * then one the reader was given (script bindings, annotation scans), so the client reference is the given class's
 * mod's, not the reader's. A loader frame there (Forge registering a mod's own event handler or packet) is no reader:
 * the mod that registered its class is then the one at fault.
 */
function reflectingInspector(ctx: RuleContext, index: number): { frame: string; line: number } | null {
  let reflected = false;
  for (let i = index + 1; i < Math.min(ctx.log.lineCount, index + 12); i++) {
    const text = ctx.log.line(i);
    if (!/^\s*at /.test(text)) return null;
    if (REFLECTION_FRAME.test(text)) {
      reflected = true;
      continue;
    }
    if (!reflected) return null;
    if (PLATFORM_FRAME.test(text)) return null;
    const frame = /^\s*at (?:[\w.-]+\/\/?)?([\w$.]+\.[\w$<>]+)\(/.exec(text)?.[1];
    return frame ? { frame, line: i } : null;
  }
  return null;
}

/**
 * A `RuntimeDistCleaner.processClassWithFlags` frame on top of a stack (the first frame below `Stacktrace:` or an
 * exception): the dist cleaner refused a client-only class on a dedicated server. The mod is the crash report's
 * `-- MOD x --` section below the stack; without one, only the fault is named.
 */
function distCleanerFrameHit(ctx: RuleContext, index: number): RuleHit | null {
  let above = index - 1;
  while (above >= 0 && ctx.log.line(above).trim() === '') above--;
  const prev = above >= 0 ? ctx.log.line(above) : '';
  // Below a message that names the class, the message's own line is the hit; in a deeper frame it is no dist error.
  if (/^\s*at /.test(prev) || /for invalid dist/.test(prev)) return null;
  if (!/^\s*Stacktrace:\s*$|(?:Exception|Error)\b/.test(prev)) return null;
  const section = modSectionAfter(ctx, index);
  return textHit({
    key: section ? section.id : 'dist-cleaner',
    mods: section ? [section.id] : [],
    texts: { detail: M.clientCodeOnServer({ mod: section ? `'${section.id}'` : '', cls: '' }) },
    lines: section ? [index, section.line] : [index],
  });
}

/** FML's `Currently, x is …` line (people retype it in lower case and without the comma). */
const FML_CURRENTLY = /Currently,? (\S+) is (.+?)[.,`'"]*$/i;

/** FML's own words for a version range (`1.0 or above`, `between 1.0 and 2.0 (inclusive)`, `any`), as a whole. */
const FML_RANGE_WORDS =
  /^(?:any|\S+ or above(?:, and below \S+)?|(?:above|below) \S+|\S+ or below|between \S+ and \S+ \(?(?:in|ex)clusive\)?)$/;

/**
 * The `Mod File:` of the crash report's mod section just above `index` when its name gives a Minecraft version the game
 * does not share mods with (moddingLine.ts): a build for another version asks for its dependencies as they were there
 * (GeckoLib 3's `geckolib3` on a 1.19.4 game), so installing them is not the fix.
 */
function jarForOtherMinecraft(
  ctx: RuleContext,
  index: number,
): { file: string; built: string; game: string; line: number } | null {
  const game = ctx.facts.minecraft;
  if (!game) return null;
  for (let i = index - 1; i >= Math.max(0, index - 4); i--) {
    const file = /Mod File: (.+?\.jar)\s*$/.exec(ctx.log.line(i))?.[1];
    if (!file) continue;
    const built = minecraftOfJarName(file);
    if (!built || sameModdingLine(built, game)) return null;
    return { file: file.replace(/^.*[\\/]/, ''), built, game, line: i };
  }
  return null;
}

/** Whether `cls` (slashes or dots) is in a package of mod `id`: a package word is the id (`…/mowziesmobs/client/…`). */
function classOfMod(cls: string, id: string): boolean {
  const words = cls.replace(/\//g, '.').toLowerCase().split('.').slice(0, -1);
  return words.includes(id.toLowerCase()) || modOfUnknownClass(cls)?.id === id;
}

/** Forge 1.17–1.18's ModSorter line `Missing mandatory dependencies: a, b`: the missing ids, not who asks for them. */
function missingMandatoryHits(list: string, index: number, severity: 'error' | 'warning'): RuleHit[] {
  return list
    .split(/\s*,\s*/)
    .filter((id) => id !== '')
    .map((id) => {
      const library = libraryOfId(id);
      return textHit({
        key: `sorter>${id}`,
        severity,
        mods: [id],
        ...(library ? { names: { [id]: library.name } } : {}),
        texts: {
          title: D.needsTitle({ mod: '', dep: library ? `${library.name} (${id})` : id, ...noWords(), installed: '' }),
          detail: M.mandatoryDependencyMissing({ dep: `'${id}'` }),
          advice: M.mandatoryDependencyMissingAdvice({ dep: library?.name ?? `'${id}'`, url: library?.url ?? '' }),
        },
        lines: [index],
      });
    });
}

/** Forge / NeoForge rules (rows 21–31). */
export const forgeRules: CrashRule[] = [
  {
    id: 'forge-missing-dependency',
    row: 21,
    title: 'Missing or wrong mandatory dependency (Forge/NeoForge)',
    severity: 'error',
    advice: 'Install or update the dependency to the expected range.',
    confidence: 0.95,
    triggers: [
      'Requested by:',
      '§r requires §6',
      // FML's screen words retyped or copied without their colour codes (`Mod x requires y 1.0 or above`, Forge
      // 1.16's `Name requires Minecraft between 1.16.3 and 1.16.5 inclusive` / `currently minecraft is 1.17.1`).
      ' or above',
      ' inclusive',
      '(inclusive)',
      '(exclusive)',
      ' exclusive',
      // Forge 1.17–1.18's ModSorter lists the missing ids alone: `Missing mandatory dependencies: playeranimator`.
      'Missing mandatory dependencies: ',
    ],
    match(ctx, index, line) {
      const sorter = /Missing mandatory dependencies: ([\w.-]+(?:\s*,\s*[\w.-]+)*)\s*$/.exec(line);
      // Forge goes on to its error screen after this line: a log that shows it launching on (`Launching target …`)
      // and cut there has not failed yet, so the line is a warning of the failure to come.
      if (sorter)
        return missingMandatoryHits(
          sorter[1]!,
          index,
          findForward(ctx, index, 40, /Launching target '/) >= 0 ? 'warning' : 'error',
        );
      const modern =
        /Mod ID: '([^']+)', Requested by: '([^']+)', Expected range: '([^']*)', Actual version: '([^']*)'/.exec(line);
      if (modern) {
        const [, dep, by, range, actual] = modern as unknown as [string, string, string, string, string];
        const missing = actual === '[MISSING]' || actual === '';
        const loader = loaderDependencyName(dep);
        if (missing && (loader === 'Forge' || loader === 'NeoForge')) return otherLoaderHit(ctx, by, loader, [index]);
        if (loader !== null) return loaderDependencyHit(by, null, loader, range, missing ? null : actual, [index]);
        // An open range (`,`, `(,)`, `*` or none: the mods.toml gave no versionRange) asks for any version.
        const anyVersion = /^\s*(?:[([]?\s*,\s*[)\]]?|\*)?\s*$/.test(range);
        const words = anyVersion ? noWords() : textWords(range);
        return textHit({
          key: `${by}>${dep}`,
          mods: [by, dep],
          texts: {
            title: missing
              ? D.missingTitle({ dep, ...words, mod: by })
              : D.needsTitle({ mod: by, dep, ...words, installed: '' }),
            detail: requiresDetail(by, dep, words, missing ? 'absent' : 'installedVersion', missing ? '' : actual),
            advice:
              anyVersion && missing
                ? D.installOrRemove({ dep: `'${dep}'`, ...noWords(), mod: `'${by}'` })
                : D.installInRange({ dep: `'${dep}'`, range, mod: `'${by}'`, actual: missing ? '' : actual }),
          },
          lines: [index],
        });
      }
      const coloured = /[§\uFFFD]r requires [§\uFFFD]6/.test(line);
      // `Failure message: Mod …` is forge-legacy-missing-dependency's.
      if (!coloured && /Failure message: /.test(line)) return null;
      // The screen's two lines joined into one log line (FML's `Error during pre-loading phase … Mod x requires y 2.0
      // or above Currently, y is 1.19-2.0`): the installed version follows on the same line.
      const joined = /^(.*?\brequires \S+ .+?)\s+(Currently,? \S+ is .+)$/.exec(stripFormatting(line).trimEnd());
      const plain = joined ? joined[1]! : stripFormatting(line).trimEnd();
      const current = joined ? joined[2]! : stripFormatting(ctx.log.line(index + 1));
      const now = FML_CURRENTLY.exec(current.trimEnd());
      const fml =
        /Mod (\S+) requires (\S+) (.+)$/.exec(plain.replace(/^.*?(?=Mod \S+ requires)/, '')) ??
        // The screen's words retyped without `Mod` (`Mowzies mobs requires Minecraft between …`): the name may hold
        // spaces, so only where FML's `Currently, x is …` line follows.
        (coloured || !now
          ? null
          : /^(?:[\s>*•-]*)([^\s:[\]][^:[\]]{0,59}?) requires (\S+) (.+)$/.exec(messageOf(plain)));
      if (!fml) return null;
      const [, by, dep, range] = fml as unknown as [string, string, string, string];
      // Without the colour codes only FML's own range words make it FML's message, not any sentence with `requires`.
      if (!coloured && !FML_RANGE_WORDS.test(range)) return null;
      const missing = !now || /not installed/.test(now[2]!);
      const nowLines = now && !joined ? [index, index + 1] : [index];
      const loader = loaderDependencyName(dep);
      // Installed past the range's end: neoforge-missing-dependency says the asking mod is out of date.
      if (!missing && loader === null && installedPastFmlRange(range, now[2]!)) return null;
      if (now && missing && (loader === 'Forge' || loader === 'NeoForge'))
        return otherLoaderHit(ctx, by, loader, nowLines);
      if (loader !== null) return loaderDependencyHit(by, null, loader, range, missing ? null : now[2]!, nowLines);
      const words = fmlWords(range);
      // The screen's first line alone (`Mod cnb requires geckolib3 between 3.1.27 and 3.1.39 (inclusive)`, its
      // `Currently, …` line not pasted): the dependency is missing or outside the range, which of the two is unknown.
      if (!coloured && !now) {
        const read = words.wordsKind === 'text' ? mavenWords(range) : words;
        return textHit({
          key: `${by}>${dep}`,
          mods: [by, dep],
          texts: {
            title: D.needsTitle({ mod: by, dep, ...read, installed: '' }),
            detail: requiresDetail(by, dep, words, 'missingOrWrong', ''),
            advice: D.installOrRemove({ dep: `'${dep}'`, ...words, mod: `'${by}'` }),
          },
          lines: [index],
        });
      }
      return textHit({
        key: `${by}>${dep}`,
        mods: [by, dep],
        texts: {
          ...fmlRequiresTexts(by, dep, words, missing ? null : now[2]!),
        },
        lines: nowLines,
      });
    },
  },
  {
    id: 'forge-legacy-missing-dependency',
    row: 22,
    title: 'Missing dependency (Forge/NeoForge)',
    severity: 'error',
    advice: 'Install the dependencies named above in the versions given.',
    confidence: 0.95,
    triggers: [
      'MissingModsException: Mod ',
      'requires mods [',
      'requires mod versions [',
      'Failure message: Mod ',
      'Forge',
      'forge version',
      'forge build',
      'requires forge',
      'needs forge',
      'update forge',
      'upgrade forge',
      'requires neoforge',
      ') requires [',
      ' : need [',
      ' : need (',
    ],
    match(_ctx, index, line) {
      if (/Failure message: Mod File /.test(line)) return null;
      const need = /^\s*(\S+) : need ([[(][^\s\])]*[\])]): have (.+)$/.exec(line.trimEnd());
      if (need) return missingModsListHit(_ctx, index, need[1]!, need[2]!, need[3]!.trim());
      if (
        !/MissingModsException: Mod |requires mod(?:s| versions) \[|Failure message: Mod |\bMod \S+ \(.{0,300}\) requires \[/.test(
          line,
        )
      )
        return ownWordsForgeHit(_ctx, index, line);
      // (a line pasted as markdown inline code, or quoted as a string, keeps its closing backtick or quote)
      let m = /(?:MissingModsException: |\]: |^\s*)Mod (\S+) \((.{0,300})\) requires \[(.*)\]$/.exec(
        line.trimEnd().replace(/[`"]+$/, ''),
      );
      let by: string;
      let name: string | null;
      let deps: { id: string; range: string | null }[];
      if (m) {
        by = m[1]!;
        name = m[2]!;
        deps = parseForgeDependencyList(m[3]!);
      } else if (
        (m = /The mod (\S+) \((.{0,300})\) requires mod(?:s| versions) \[(.{0,2000})\] to be available/.exec(line))
      ) {
        by = m[1]!;
        name = m[2]!;
        deps = parseForgeDependencyList(m[3]!);
      } else if (
        // A crash report flattened onto one line (its line breaks lost in a paste) keeps the tabs that began its
        // fields: the range ends at the next tab, and `Currently, …` follows on the same line after one.
        (m = /Failure message: Mod (\S+) requires (\S+) ([^\t]+)/.exec(stripFormatting(line).trimEnd())) &&
        (m[3] = trimField(m[3]!)) !== ''
      ) {
        by = m[1]!;
        name = null;
        deps = [{ id: m[2]!, range: m[3] }];
        const flatNow = /\tCurrently, (\S+) is ([^\t]+)/.exec(stripFormatting(line));
        const flat = flatNow && trimField(flatNow[2]!) !== '' ? flatNow : null;
        if (flat) flat[2] = trimField(flat[2]!);
        const now =
          flat ?? /Currently, (\S+) is (.+?)[.,`'"]*$/.exec(stripFormatting(_ctx.log.line(index + 1)).trimEnd());
        const nowLines = flat ? [index] : [index, index + 1];
        const loader = loaderDependencyName(m[2]!);
        if (loader !== null)
          return loaderDependencyHit(
            by,
            null,
            loader,
            m[3],
            now && !/not installed/.test(now[2]!) ? now[2]! : (_ctx.facts.loader?.version ?? null),
            now ? nowLines : [index],
          );
        if (now) {
          const missing = /not installed/.test(now[2]!);
          // Installed past the range's end: neoforge-missing-dependency says the asking mod is out of date.
          if (!missing && installedPastFmlRange(m[3], now[2]!)) return null;
          const words = fmlWords(m[3]);
          const other = jarForOtherMinecraft(_ctx, index);
          if (other)
            return textHit({
              key: `${by}>${m[2]}`,
              mods: [by, m[2]!],
              texts: {
                title: M.jarForOtherMinecraftTitle({ mod: `'${by}'`, built: other.built, game: other.game }),
                detail: M.jarForOtherMinecraft({
                  mod: `'${by}'`,
                  file: other.file,
                  built: other.built,
                  game: other.game,
                  dep: `'${m[2]!}' ${m[3]}`,
                }),
                advice: M.jarForOtherMinecraftAdvice({ mod: `'${by}'`, built: other.built, game: other.game }),
              },
              lines: [other.line, ...nowLines],
            });
          return textHit({
            key: `${by}>${m[2]}`,
            mods: [by, m[2]!],
            texts: {
              title: missing
                ? D.missingTitle({ dep: m[2]!, ...words, mod: by })
                : D.needsTitle({ mod: by, dep: m[2]!, ...words, installed: '' }),
              ...fmlRequiresTexts(by, m[2]!, words, missing ? null : now[2]!),
            },
            lines: nowLines,
          });
        }
      } else return null;
      const loaderDeps = deps.filter((d) => loaderDependencyName(d.id) !== null && d.range !== null);
      if (loaderDeps.length === deps.length && loaderDeps.length > 0) {
        const d = loaderDeps[0]!;
        const loader = loaderDependencyName(d.id)!;
        const installedVersion =
          loader === 'Minecraft' ? _ctx.facts.minecraft : loader === 'Forge' ? forgeVersionOf(_ctx.facts.loader) : null;
        return loaderDependencyHit(by, name, loader, d.range!, installedVersion, [index]);
      }
      const list = deps.map((d) => `'${d.id}'${d.range ? ` ${d.range}` : ''}`).join(', ');
      return textHit({
        key: `${by}>${deps.map((d) => d.id).join(',')}`,
        mods: [by, ...deps.map((d) => d.id)],
        names: name ? { [by]: name } : {},
        texts: {
          title: D.missingTitle({
            dep: deps.map((d) => `${d.id}${d.range ? ` ${d.range}` : ''}`).join(', '),
            ...noWords(),
            mod: name ?? by,
          }),
          detail: D.requires({
            mod: modLabel(by, name),
            version: '',
            recommends: false,
            dep: list,
            compact: '',
            ...noWords(),
            state: deps.length > 1 ? 'missingOrWrongMany' : 'missingOrWrong',
            installed: '',
          }),
          advice: D.installOrRemove({ dep: list, ...noWords(), mod: modLabel(by, name) }),
        },
        lines: [index],
      });
    },
  },
  {
    id: 'forge-duplicate-mods',
    row: 23,
    title: 'Duplicate mods (Forge/NeoForge)',
    severity: 'error',
    advice: 'Delete all but one of the files named above.',
    confidence: 0.95,
    triggers: [
      'from mod files:',
      'Found a duplicate mod',
      'DuplicateModsFoundException',
      'You have mod sources that are duplicate within your system',
      'EarlyLoadingException: Duplicate mods found',
    ],
    match(ctx, index, line) {
      if (
        /DuplicateModsFoundException|mod sources that are duplicate|EarlyLoadingException: Duplicate mods found/.test(
          line,
        )
      ) {
        // Forge 1.12: the exception is followed by "\t<modid> : <path to jar>" lines.
        const byId = new Map<string, string[]>();
        const lines = [index];
        for (let i = index + 1; i < Math.min(ctx.log.lineCount, index + 30); i++) {
          // Forge 1.12 indents the rows; FML 1.7.10's screen (and a paste of it) may not.
          // The screen's own header row is `Mod ID: file name`; a row may be `id : file` or `id: file`.
          const e = /^\s*([\w.-]+) ?: (.+?\.(?:jar|zip|litemod))$/.exec(ctx.log.line(i).trimEnd());
          if (!e) continue;
          byId.set(e[1]!, [...(byId.get(e[1]!) ?? []), e[2]!.replace(/^.*[\\/]/, '')]);
          lines.push(i);
        }
        if (byId.size === 0) return textHit({ key: 'duplicates', texts: { detail: M.forgeDuplicates({}) }, lines });
        return [...byId.entries()].map(([id, files]) =>
          textHit({
            key: id,
            mods: [id],
            texts: {
              detail: M.duplicateMod({ mod: id, files: files.join(', ') }),
              advice: M.keepOneFile({ files: files.join(', ') }),
            },
            lines,
          }),
        );
      }
      let m = /Mod ID: '([^']+)' from mod files: (.+)$/.exec(line.trimEnd());
      let id: string;
      let files: string[];
      if (m) {
        id = m[1]!;
        files = m[2]!.split(/,\s*/);
      } else if ((m = /Found a duplicate mod (\S+) at \[?(.*?)\]?$/.exec(line.trimEnd()))) {
        id = m[1]!;
        files = m[2]!.split(/,\s*/).map((f) => f.replace(/^.*[\\/]/, ''));
      } else return null;
      return textHit({
        key: id,
        mods: [id],
        texts: {
          detail: M.duplicateMod({ mod: id, files: files.join(', ') }),
          advice: M.keepOneFile({ files: files.join(', ') }),
        },
        lines: [index],
      });
    },
  },
  {
    id: 'forge-mod-crash',
    row: 24,
    title: 'A mod crashed while loading (Forge/NeoForge)',
    severity: 'error',
    advice: 'Update or remove the mod named above; the failure message says why.',
    confidence: 0.9,
    triggers: [
      'Caught exception from ',
      'Failed to create mod instance. ModID: ',
      'has failed to load correctly',
      '-- MOD ',
      '-- Mod loading issue for: ',
      ') encountered an error ',
    ],
    match(ctx, index, line) {
      let m: RegExpExecArray | null;
      let id: string;
      let name: string | null = null;
      let reasonLine: number;
      if (
        (m = /Caught exception from (.+?) \(([^()\s]+)\)/.exec(line)) ||
        (m = /Caught exception from (\S+)$/.exec(line.trimEnd()))
      ) {
        if (m[2]) {
          name = m[1]!;
          id = m[2];
        } else id = m[1]!;
        reasonLine = index + 1;
      } else if ((m = /Failed to create mod instance\. ModID: ([^,\s]+)/.exec(line))) {
        id = m[1]!;
        reasonLine = findForward(ctx, index, 3, /Exception|Error/);
        // A launcher console that prints the program's stderr as it comes can put the stack (and its deepest
        // `Caused by:`) above this line instead of under it.
        if (reasonLine < 0) reasonLine = causeAbove(ctx, index, 40);
      } else if (
        (m = /^[ \t]*(?:[A-Za-z]{0,7} message:[ \t]*)?(\S.*?) \(([^()\s]+)\) has failed to load correctly/.exec(line))
      ) {
        name = m[1]!;
        id = m[2]!;
        reasonLine = index + 1;
      } else if (
        // NeoForge's list of loading errors: `- Name (id) encountered an error while dispatching the X event` (or
        // `during the X event phase`), the error it threw on the next line. Forge's exception that carries it may lead
        // the line (`Suppressed: net.minecraftforge.fml.ModLoadingException: Name (id) encountered …`): not the name.
        (m =
          /^[ \t]*(?:-[ \t]+)?(?:Failure message:[ \t]*)?(?:Suppressed:[ \t]*)?(?:[\w$]+(?:\.[\w$]+)+(?:Exception|Error):[ \t]*)?(\S.*?) \(([^()\s]+)\) encountered an error (?:while dispatching|during) the /.exec(
            line,
          ))
      ) {
        name = m[1]!;
        id = m[2]!;
        reasonLine = index + 1;
      } else if ((m = /^-- (?:MOD|Mod loading issue for:) (\S+) --/.exec(line))) {
        id = m[1]!;
        reasonLine = findForward(ctx, index, 8, /Failure message:/);
        if (reasonLine < 0) return null;
        // Dependency, incompatibility and loader-version failures have their own rules.
        if (
          / requires | is incompatible with |needs language provider|has failed to load correctly/.test(
            ctx.log.line(reasonLine),
          )
        )
          return null;
      } else return null;
      if (id === 'minecraft' || id === 'forge') return null;
      // A name read with the exception that carried it (`Suppressed: net.minecraftforge.fml.ModLoadingException: Name
      // (id) encountered an error …`) is the name after it.
      if (name) name = name.replace(/^(?:Suppressed:\s*)?(?:[\w$]+\.)*[\w$]+(?:Exception|Error):\s*/, '') || null;
      // A hosting panel's own status line under the mod's (Multicraft's `Server shut down (starting)`) is no reason.
      if (reasonLine >= 0 && /^\s*\S+ \S+ \[Multicraft\] /.test(ctx.log.rawLine(reasonLine))) reasonLine = -1;
      // A mod that failed because its config file could not be read is a corrupt config (config-corrupt names it);
      // one that loaded a client class on a server is a client-only mod there (client-mod-on-server names it).
      if (sectionFailedOnConfig(ctx, index)) return null;
      if (reasonLine >= 0 && /for invalid (?:dist DEDICATED_SERVER|side SERVER)/.test(ctx.log.line(reasonLine)))
        return null;
      // A Forge or game method that OptiFine's patched classes lack: the mod is only where it showed, OptiFine is
      // the cause (optifine-forge-mismatch names it).
      if (reasonLine >= 0 && isOptiFineForgeBreak(ctx.log.line(reasonLine))) return null;
      // A mixin error inside the mod's section whose mixin config is another mod's (an add-on's mixin into this
      // mod's classes): mixin-failure names the config's owner, the mod to update or remove.
      if (reasonLine >= 0 && /org\.spongepowered\.asm\.mixin\./.test(ctx.log.line(reasonLine))) {
        const config = findForward(ctx, reasonLine, 6, /[\w.-]+\.json:[\w.$]+/);
        const name = config >= 0 ? /([\w.-]+)\.json:[\w.$]+/.exec(ctx.log.line(config))?.[1] : undefined;
        if (name && !name.toLowerCase().split(/[.-]/).includes(id.toLowerCase())) return null;
      }
      if (
        reasonLine >= 0 &&
        /NoClassDefFoundError: net[./]minecraft[./]client[./]|^\s*§7net\/minecraft\/client\//.test(
          ctx.log.line(reasonLine),
        ) &&
        clientClassMissingOnServer(ctx, reasonLine)
      )
        return null;
      const wrapped = reasonLine >= 0 ? wrappedReason(ctx, reasonLine) : null;
      const reason =
        wrapped !== null ? wrapped.text.replace(/^\s*(?:Failure message:\s*|Caused by:\s*)?/, '').trim() : '';
      const fileLine = findForward(ctx, index, 6, /Mod File:/);
      const file =
        fileLine >= 0 && /^-- MOD/.test(line)
          ? /Mod File:\s*(.+)$/
              .exec(ctx.log.line(fileLine))?.[1]
              ?.replace(/^.*[\\/]/, '')
              .trim()
          : undefined;
      // The mod failed on a class or member of a well-known library that is missing (`NoClassDefFoundError:
      // com/github/alexthe666/citadel/…`): the mod and the library disagree on versions, so both are named.
      // A paste typed or wrapped by hand may capitalise the package (`Java.lang.NoClassDefFoundError`).
      const missingMatch =
        /java\.lang\.(?:NoClassDefFoundError|NoSuchMethodError|NoSuchFieldError): (?:'[^']{0,200}?\s)?([\w$]{1,80}(?:[./][\w$]{1,80}){2,30})(\()?/i.exec(
          reason.slice(0, 1000),
        );
      // A method (`a.b.C.m(…)`) is named with its class: the class is what ends before the method's name.
      const missing = missingMatch?.[2] ? missingMatch[1]!.replace(/[./][\w$]+$/, '') : missingMatch?.[1];
      // A class of a big mod add-ons build on (addonPlatforms.ts) is named like a library's: the mod was made for
      // another version of it.
      const missingClass = missing?.replace(/\//g, '.');
      const lib = missingClass ? libraryOrPlatformOfClass(missingClass) : null;
      // A class of another mod that is no known library, read from its package (missingClassOwner.ts): named the same
      // way (with a mod list, only a listed mod), since the two mods disagree on versions or the other is missing.
      const guessed =
        missingClass && !lib && !/^(?:net\.minecraft|com\.mojang)\./.test(missingClass)
          ? modOfUnknownClass(missingClass)
          : null;
      const other =
        guessed && guessed.id !== id.toLowerCase() && (ctx.facts.mods.size === 0 || ctx.facts.mods.has(guessed.id))
          ? { ids: [guessed.id], name: `'${guessed.id}'`, url: '' }
          : null;
      const library = lib && !lib.ids.includes(id.toLowerCase()) ? lib : other;
      // A class that cannot be loaded at all (not a member missing from one that loads): the other mod may simply not
      // be installed, so the title does not claim a version mismatch.
      const classGone = /(?:NoClassDefFoundError|ClassNotFoundException): /i.test(reason.slice(0, 1000));
      const hit: RuleHit = textHit({
        key: id,
        mods: library ? [id, library.ids[0]!] : [id],
        names: { ...(name ? { [id]: name } : {}), ...(library ? { [library.ids[0]!]: library.name } : {}) },
        texts: {
          detail: M.modFailedLoading({
            mod: modLabel(id, name),
            file: file ?? '',
            reason: reason ? reason.slice(0, 300) : '',
          }),
          ...(library && classGone
            ? {
                title: M.modMissingLibraryTitle({ mod: modLabel(id, name), library: library.name }),
                advice: M.modMissingLibrary({ mod: modLabel(id, name), library: library.name, url: library.url }),
              }
            : library
              ? {
                  title: M.modFailedOnLibraryTitle({ mod: modLabel(id, name), library: library.name }),
                  advice: M.modFailedOnLibrary({ mod: modLabel(id, name), library: library.name }),
                }
              : {}),
        },
        lines: wrapped !== null ? [index, ...wrapped.lines] : [index],
        stackFrom: index,
      });
      return hit;
    },
    supersedes: ['stack-culprit', 'forge-error-screen', 'forge-registry-object-hidden'],
  },
  {
    // Forge 1.15 and 1.16 (its `net.minecraftforge.fml.RegistryObject`) goes on loading the other mods after one fails
    // to construct; their registry objects are then never filled, and the crash report shows the first of those
    // follow-up errors, not the failure (MinecraftForge issue 6374). The mod in that stack only asked for its own
    // block: the real error is the first ERROR of latest.log, and forge-mod-crash names it when the log holds it.
    id: 'forge-registry-object-hidden',
    row: 0,
    title: 'A follow-up error hides the real one (Forge 1.15–1.16)',
    severity: 'error',
    advice:
      "Open logs/latest.log (or debug.log) and find the first ERROR while mods loaded ('Failed to create mod instance', 'Caught exception'): that mod is the cause; fix or remove it.",
    confidence: 0.8,
    triggers: ['Registry Object not present: '],
    match(ctx, index, line) {
      const entry = /Registry Object not present: ([\w.-]+:[\w/.-]+)/.exec(line)?.[1];
      if (!entry || /^\s*at /.test(line)) return null;
      let frame = -1;
      for (let i = index + 1; i < Math.min(ctx.log.lineCount, index + 4); i++)
        if (/net\.minecraftforge\.fml\.RegistryObject\.get\(/.test(ctx.log.line(i))) frame = i;
      const early = /^1\.1[56](?:\.|$)/.test(ctx.facts.minecraft ?? '');
      if (frame < 0 && !early) return null;
      return textHit({
        key: entry,
        texts: { detail: M.registryObjectHidden({ entry }) },
        lines: frame >= 0 ? [index, frame] : [index],
      });
    },
    supersedes: ['stack-culprit'],
  },
  {
    id: 'forge-incompatible',
    row: 15,
    title: 'Incompatible mods (Forge/NeoForge)',
    severity: 'error',
    advice: 'Remove one of the two mods, or update them to versions that work together.',
    confidence: 0.9,
    triggers: [' is incompatible with '],
    match(ctx, index, line) {
      const m = /(?:^|Failure message: |\]: )Mod (\S+) is incompatible with (\S+) (.+)$/.exec(
        stripFormatting(line).trim(),
      );
      if (!m || /'/.test(m[1]!)) return null;
      const now = /Currently, (\S+) is (.+?),?$/.exec(stripFormatting(ctx.log.line(index + 1)).trimEnd());
      const reason = /The reason is: (.+)$/.exec(stripFormatting(ctx.log.line(index + (now ? 2 : 1))));
      return textHit({
        key: `${m[1]}|${m[2]}`,
        mods: [m[1]!, m[2]!],
        texts: {
          detail: D.relation({
            mod: `'${m[1]}'`,
            version: '',
            conflict: false,
            dep: `'${m[2]}'`,
            compact: '',
            ...fmlWords(m[3]!),
            installed: now ? `${now[1]} ${now[2]}` : '',
            installedNamed: true,
            reason: reason ? reason[1]! : '',
          }),
          advice: D.removeEither({ a: `'${m[1]}'`, b: `'${m[2]}'` }),
        },
        lines: [index, ...(now ? [index + 1] : [])],
      });
    },
  },
  {
    id: 'forge-mod-errored-state',
    row: 24,
    title: 'A mod is in the errored state (Forge 1.12 and older)',
    severity: 'error',
    advice: 'Update or remove the mod named above.',
    confidence: 0.85,
    triggers: ['} ['],
    match(_ctx, index, line) {
      const m = /^\s*[ULCHIJAD]*E\s+([^\s{]+)\{([^}]*)\} \[([^\]]+)\] \(([^)]+)\)/.exec(line);
      if (!m) return null;
      const [, id, version, name, file] = m as unknown as [string, string, string, string, string];
      return textHit({
        key: id,
        mods: [id],
        names: { [id]: name },
        texts: {
          detail: M.modErrored({ mod: modLabel(id, name), version, file }),
          advice: M.modErroredAdvice({ mod: modLabel(id, name), file }),
        },
        lines: [index],
      });
    },
  },
  {
    id: 'forge-error-screen',
    row: 25,
    title: 'Forge stopped loading with an error screen',
    severity: 'error',
    advice: 'Read the exception; the mod its frames belong to is the one to update or remove.',
    confidence: 0.6,
    triggers: ['An exception was thrown, the game will display an error screen and halt.'],
    match(ctx, index) {
      const ex = findForward(ctx, index, 5, /(?:Exception|Error)\b/);
      // The message may span lines (Forge lists every failed mod) up to the first stack frame.
      const message: string[] = [];
      if (ex >= 0) {
        for (let i = ex; i < Math.min(ctx.log.lineCount, ex + 12); i++) {
          const text = stripFormatting(ctx.log.line(i)).trim();
          if (/^at /.test(text)) break;
          if (text !== '') message.push(text);
        }
      }
      return textHit({
        key: 'error-screen',
        texts: { detail: M.forgeStopped({ message: message.length ? message.join(' ').slice(0, 500) : '' }) },
        lines: ex >= 0 ? [index, ex] : [index],
        stackFrom: index,
      });
    },
  },
  {
    id: 'forge-wrong-minecraft',
    row: 26,
    title: 'Mod made for another Minecraft version (Forge)',
    severity: 'error',
    advice: 'Remove the mod or get its build for this Minecraft version.',
    confidence: 0.95,
    triggers: ['does not wish to run in Minecraft version'],
    match(_ctx, index, line) {
      const m = /The mod (\S+) does not wish to run in Minecraft version (?:Minecraft )?(\S+?)\.?\s/.exec(line + ' ');
      if (!m) return null;
      return textHit({
        key: m[1]!,
        mods: [m[1]!],
        texts: { detail: M.forgeWrongMinecraft({ mod: m[1]!, minecraft: m[2]! }) },
        lines: [index],
      });
    },
  },
  {
    id: 'language-provider',
    row: 27,
    title: 'A mod needs a newer or older Forge/NeoForge',
    severity: 'error',
    advice: 'Install the Forge/NeoForge version the mod needs, or the build of the mod made for your loader version.',
    confidence: 0.95,
    triggers: ['needs language provider', 'Missing language '],
    match(ctx, index, line) {
      // People retype the screen's words in lower case (`mod file x.jar needs …`), and FML 1.14 wrote the found
      // version on the same line (`… to load. We have found 28.2`). FML 1.15 logged it as `Missing language javafml
      // version [31,) wanted by x.jar, found 30.0` (a Maven range). A retyped screen may leave the file out (`it said
      // "needs language provider kotlinforforge:3 or above to load"`): the provider still names what to install.
      const modern = /(?:[Mm]od [Ff]ile (.{1,500}?) )?needs language provider (\w+):(.{1,200}?) to load/.exec(line);
      const legacy = modern
        ? null
        : /Missing language (\w+) version ([[(][^\])]{0,60}[\])]) wanted by (.{1,300}?\.jar), found (\S+?)\.?$/.exec(
            line.trimEnd(),
          );
      if (!modern && !legacy) return null;
      const m: [string, string, string, string] = modern
        ? [modern[0], modern[1] ?? '', modern[2]!, modern[3]!]
        : ['', legacy![3]!, legacy![1]!, fmlRangeText(legacy![2]!)];
      const found =
        legacy?.[4] ??
        (/[Ww]e have found (\d[\w.+-]*\w)/.exec(stripFormatting(line)) ??
          /[Ww]e have found (\S+)/.exec(stripFormatting(ctx.log.line(index + 1))))?.[1];
      const foundLine = !legacy && found !== undefined && !/[Ww]e have found/.test(line);
      const loader = ctx.facts.loader?.type === 'neoforge' ? 'NeoForge' : 'Forge';
      const words = fmlWords(m[3]);
      // The jar is the mod to replace: its name without the version is the id people and launchers search for.
      const file = m[1].replace(/^.*[\\/]/, '');
      const id = /\.jar$/i.test(file) ? idOfJar(file) : null;
      // The id is the jar name's lower-cased start: the name as the log spells it is how it is mentioned.
      const at = id ? file.toLowerCase().indexOf(id) : -1;
      // A provider that is not FML's own (`javafml`, `lowcodefml`, `minecraft`) is a language library mod (`klf`,
      // Kotlin for Forge): missing or too old, it is the mod to install — not another Forge.
      const language = languageLibrary(m[2]);
      const foundLanguage = found && !/^none\b/i.test(found) ? found : '';
      if (language)
        return textHit({
          key: m[1] || m[2],
          mods: [language.ids[0]!, ...(id ? [id] : [])],
          names: { [language.ids[0]!]: language.name },
          texts: {
            title: D.languageLibraryMissingTitle({ library: language.name }),
            detail: D.languageLibraryMissing({
              file: m[1],
              provider: m[2],
              library: language.name,
              ...words,
              found: foundLanguage,
            }),
            advice: D.languageLibraryMissingAdvice({ library: language.name, url: language.url, ...words }),
          },
          lines: foundLine ? [index, index + 1] : [index],
        });
      return textHit({
        key: m[1] || m[2],
        mods: id ? [id] : [],
        ...(id && at >= 0 ? { names: { [id]: file.slice(at, at + id.length) } } : {}),
        texts: {
          detail: D.languageProvider({ file: m[1], provider: m[2], loader, ...words, found: found ?? '' }),
          advice: D.languageProviderAdvice({ file: m[1], loader, found: found ?? '', ...words }),
        },
        lines: foundLine ? [index, index + 1] : [index],
      });
    },
  },
  {
    id: 'mod-file-classes-not-found',
    row: 0,
    title: 'A mod jar is not for this loader (its mod class was not found)',
    severity: 'error',
    advice:
      'Replace the jar with the build made for your loader and Minecraft version (a NeoForge build does not run on Forge, nor the reverse); redownload it if it is that build already.',
    confidence: 0.85,
    triggers: ['has mods that were not found'],
    match(_ctx, index, line) {
      // FML's `fml.modloading.missingclasses`: the jar's mods.toml names a mod but no class carries that loader's
      // @Mod for it — the jar is a build for another loader (NeoForge 1.20.2+ or Forge on the other), or broken.
      // OptiFine's own file is optifine-forge-mismatch's.
      const m = /[Mm]od [Ff]ile (.{1,500}?) has mods that were not found/.exec(line);
      if (!m || /optifine/i.test(m[1]!)) return null;
      const file = m[1]!.replace(/^.*[\\/]/, '').trim();
      const id = /\.jar$/i.test(file) ? idOfJar(file) : null;
      const at = id ? file.toLowerCase().indexOf(id) : -1;
      return textHit({
        key: file,
        mods: id ? [id] : [],
        ...(id && at >= 0 ? { names: { [id]: file.slice(at, at + id.length) } } : {}),
        texts: { detail: M.modFileClassesNotFound({ file }) },
        lines: [index],
      });
    },
  },
  {
    id: 'screen-open-failed',
    row: 0,
    title: "A mod's screen failed to open (the client disconnected)",
    severity: 'error',
    advice:
      'Update the mod named (the same version on the server and every client); if it stays, report it to its author with the log.',
    confidence: 0.8,
    triggers: ['Failed to open a screen with advanced data'],
    match(_ctx, index, line) {
      // NeoForge's client drops the connection when a menu's extra data cannot be read or its screen cannot be built
      // (`Client disconnected with reason: Failed to open a screen with advanced data: java.lang.X: …`): the mod whose
      // classes the exception quotes opened it. The game's, the loader's and Java's classes name no mod.
      const at = line.indexOf('Failed to open a screen with advanced data');
      const rest = line.slice(at, at + 1500);
      const reason = /([\w$]+(?:Exception|Error))\b/.exec(rest)?.[1] ?? '';
      let mod: string | null = null;
      for (const c of rest.matchAll(/\b((?:[a-z_][\w$]*\.){2,12}[A-Z][\w$]*)/g)) {
        const cls = c[1]!;
        if (
          /^(?:java|javax|jdk|sun)\./.test(cls) ||
          loaderOfClass(cls) ||
          /^(?:net\.minecraft|com\.mojang)\./.test(cls)
        )
          continue;
        mod = modIdOfClass(cls);
        if (mod) break;
      }
      if (mod === null) return null;
      return textHit({
        key: `screen:${mod}`,
        mods: [mod],
        texts: { detail: M.screenOpenFailed({ mod, reason }) },
        lines: [index],
      });
    },
  },
  {
    id: 'conflicting-default-methods',
    row: 0,
    title: 'A mod clashes with the loader or another mod (conflicting default methods)',
    severity: 'error',
    advice:
      'Update the mod named here to the build made for this loader version (or the two clashing mods to builds made for each other).',
    confidence: 0.92,
    triggers: ['Conflicting default methods: '],
    match(_ctx, index, line) {
      // `IncompatibleClassChangeError: Conflicting default methods: a/b/I.m c/d/J.m`: a class inherits a default m from
      // both I and J. When J is the loader's (an extension interface it added), I's mod was built for another loader
      // version; when both are mods', those two clash. The platform and Java are never blamed.
      const m = /Conflicting default methods: ([\w$/.]+)\.([\w$<>]+) ([\w$/.]+)\.([\w$<>]+)/.exec(line);
      if (!m) return null;
      const sides = [m[1]!, m[3]!].map((c) => c.replace(/\//g, '.'));
      const ownerOf = (c: string): string | null => modIdOfClass(c);
      const loader = sides.map((c) => loaderOfClass(c)).find((l) => l !== null) ?? null;
      const mods = sides.map(ownerOf).filter((id, i, all): id is string => id !== null && all.indexOf(id) === i);
      if (mods.length === 0) return null;
      return textHit({
        key: `defaults:${sides.join('|')}`,
        mods,
        texts: {
          detail: M.conflictingDefaults({
            method: m[2]!,
            a: sides[0]!,
            b: sides[1]!,
            mods: mods.map((id) => `'${id}'`).join(', '),
            loader: loader ?? '',
          }),
        },
        lines: [index],
        stackFrom: index,
      });
    },
  },
  {
    id: 'jpms-split-package',
    row: 28,
    title: 'Two jars provide the same Java package',
    severity: 'error',
    advice: 'Remove one of the two jars (often a library or OptiFine installed twice).',
    confidence: 0.9,
    triggers: ['ResolutionException: Module', 'ResolutionException: Modules'],
    match(_ctx, index, line) {
      let m = /Module (\S+) contains package (\S+), module (\S+) exports package/.exec(line);
      let a: string;
      let b: string;
      let pkg: string;
      if (m) {
        [a, pkg, b] = [m[1]!, m[2]!, m[3]!];
      } else if ((m = /Modules (\S+) and (\S+) export package (\S+?)[ ,]/.exec(line + ' '))) {
        [a, b, pkg] = [m[1]!, m[2]!, m[3]!];
      } else if ((m = /Module (\S+) reads another module named (\S+)/.exec(line))) {
        return textHit({
          key: m[1]!,
          mods: [m[1]!],
          texts: {
            detail: M.moduleTwice({ module: m[1]!, other: m[2]! }),
            advice: M.moduleTwiceAdvice({ module: m[1]! }),
          },
          lines: [index],
        });
      } else return null;
      // A mod's module is its id (no dot), a library's its Automatic-Module-Name (`flow.math`, `MixinExtras.beta._5`):
      // one of each means the mod ships its own copy of the library.
      const library = a.includes('.') !== b.includes('.') ? (a.includes('.') ? a : b) : null;
      if (library !== null) {
        const mod = library === a ? b : a;
        return textHit({
          key: `${a}|${b}`,
          mods: [mod],
          texts: {
            detail: M.splitPackageLibrary({ mod, library, pkg }),
            advice: M.splitPackageLibraryAdvice({ mod, library }),
          },
          lines: [index],
        });
      }
      return textHit({
        key: `${a}|${b}`,
        mods: [a, b],
        texts: { detail: M.splitPackage({ a, b, pkg }), advice: M.removeOneOfTwo({ a, b }) },
        lines: [index],
      });
    },
  },
  {
    id: 'jpms-invalid-module-name',
    row: 29,
    title: 'A jar file name gives no valid module name',
    severity: 'error',
    advice: 'Rename the jar to ASCII letters, digits and dashes (e.g. slashblade.jar); its name has no usable letters.',
    confidence: 0.9,
    triggers: ["Invalid module name: '' is not a Java identifier"],
    match(_ctx, index) {
      return textHit({ key: 'module-name', texts: { detail: M.moduleNameInvalid({}) }, lines: [index] });
    },
  },
  {
    id: 'extracted-jar',
    row: 30,
    title: 'Extracted jar folders in mods/',
    severity: 'error',
    advice: 'Move the folders out of mods/ and put the original .jar files back.',
    confidence: 0.95,
    triggers: ['appear to be extracted jar files', 'Extracted mod jars found'],
    match(ctx, index) {
      const lines = blockAfter(ctx, index, /^\s*(?:- |\t|\S.*[\\/])/, 20);
      return textHit({
        key: 'extracted',
        texts: {
          detail: M.extractedJars({
            folders: lines
              .map((i) => ctx.log.line(i).trim())
              .join(', ')
              .slice(0, 300),
          }),
        },
        lines: [index, ...lines],
      });
    },
  },
  {
    id: 'client-mod-on-server',
    row: 31,
    title: 'Client-only mod on a dedicated server',
    severity: 'error',
    advice:
      'Remove the client-only mod from the server (in a .mrpack mark it env.server = unsupported). If that mod is meant for servers too (it adds blocks, items or entities), it loaded client code by mistake: update it to a build that fixes this.',
    confidence: 0.85,
    triggers: [
      'for invalid dist DEDICATED_SERVER',
      'for invalid side SERVER',
      'in environment type SERVER',
      'clientside only mod',
      'NoClassDefFoundError: net/minecraft/client/',
      'NoClassDefFoundError: net.minecraft.client.',
      'ClassNotFoundException: net.minecraft.client.',
      'NoClassDefFoundError: net/minecraft/class_',
      'NoClassDefFoundError: net.minecraft.class_',
      'ClassNotFoundException: net.minecraft.class_',
      'RuntimeDistCleaner.processClassWithFlags(',
      '§7net/minecraft/client/',
    ],
    match(ctx, index, line) {
      // A pasted crash report's `-- Head --` stack without its message: the dist cleaner on top is what threw, and the
      // report's `-- MOD x --` section below names the mod whose class was loading.
      if (/RuntimeDistCleaner\.processClassWithFlags\(/.test(line)) return distCleanerFrameHit(ctx, index);
      // The dist cleaner's refusal logged while Mixin probes a client class a mixin config names as a target: Mixin
      // catches it (`Error loading class: …` on the next line) and skips that mixin. Alone it still shows a client-only
      // mod on the server; beside a stronger cause (a Java too new for the loader makes Mixin probe every target) it
      // ranks below it.
      const probe =
        /\[mixin\/?\]: Error loading class: [\w/$]+ \(java\.lang\.RuntimeException: Attempted to load class /.test(
          line,
        ) ||
        (/\/DISTXFORM\]|RuntimeDistCleaner\S*\]:/.test(line) &&
          !/Exception|Error:/.test(messageOf(line)) &&
          /\[mixin\/?\]: Error loading class:/.test(ctx.log.line(index + 1)));
      // A client class missing on a dedicated server (Forge 1.8–1.12 and servers without the dist check): the same
      // fault, read only where the log shows it is a dedicated server's. A client-only class under its intermediary
      // name (Fabric, Quilt) is in every client of every version, so its absence shows a server by itself
      // (clientOnlyClasses.ts).
      // Forge's error screen shows a NoClassDefFoundError by its message alone: the missing class's name after the
      // colour code, under `Name (id) has failed to load correctly` (`§7net/minecraft/client/gui/widget/button/Button`).
      const missing =
        /(?:NoClassDefFoundError|ClassNotFoundException): (net[./]minecraft[./](?:client[./][\w$/.]+|class_\d+(?:\$[\w$]+)?))/.exec(
          line,
        ) ?? /^\s*§7(net\/minecraft\/client\/[\w$/]+)\s*$/.exec(line);
      if (missing && /^\s*at /.test(line)) return null;
      // Mixin's probe of an optional target (`[main/WARN]: Error loading class: net/minecraft/class_310 (…)`) is a
      // warning a server prints for every client mixin it skips, not a crash.
      if (missing && /class_\d/.test(missing[1]!) && /Error loading class: |\/WARN\]/.test(line)) return null;
      if (
        missing &&
        !(/[./]client[./]/.test(missing[1]!)
          ? clientClassMissingOnServer(ctx, index)
          : isClientOnlyIntermediary(missing[1]!))
      )
        return null;
      // Forge 1.8–1.12's SideTransformer words it `Attempted to load class X for invalid side SERVER`.
      const cls =
        /load class (\S+?) for invalid (?:dist|side SERVER)/.exec(line)?.[1] ??
        /Cannot load class (\S+) in environment type SERVER/.exec(line)?.[1] ??
        missing?.[1];
      // Forge's error screen names the mod on the line above: `Name (id) has failed to load correctly`, or (1.16)
      // `Name has class loading errors` with the name alone.
      const above = /^[ \t]*(\S.*?)(?: \(([^()\s]+)\))? has (?:failed to load correctly|class loading errors)/.exec(
        ctx.log.line(index - 1),
      );
      // Forge 1.13–1.16's FMLModContainer logs the mod whose constructor failed just above its exception:
      // `Failed to create mod instance. ModID: xnet, class mcjty.xnet.XNet`.
      const created = above ? null : /Failed to create mod instance\. ModID: ([\w.-]+)/.exec(ctx.log.line(index - 1));
      // Forge 1.8–1.12: `LoaderExceptionModCrash: Caught exception from Name (id)` just above the `Caused by:`.
      const caught =
        above || created ? null : /Caught exception from (.+?) \(([^()\s]+)\)/.exec(ctx.log.line(index - 1));
      const owner = above
        ? ([above[0], above[1]!, above[2] ?? above[1]!] as const)
        : created
          ? ([created[0], created[1]!, created[1]!] as const)
          : caught
            ? ([caught[0], caught[1]!, caught[2]!] as const)
            : null;
      // A mod that only read another class by reflection (CraftTweaker's or KubeJS's script bindings) is named by the
      // loader but did not write the client reference: the class it read is another mod's.
      const inspector = caught ? reflectingInspector(ctx, index) : null;
      if (caught && inspector !== null && cls) {
        const reader = modLabel(caught[2]!, caught[1]);
        return textHit({
          key: `inspected:${caught[2]}`,
          texts: {
            detail: M.clientClassInspected({ mod: reader, cls: cls.replace(/\//g, '.'), reader: inspector.frame }),
            advice: M.clientClassInspectedAdvice({ mod: reader }),
          },
          lines: [index - 1, index, inspector.line],
        });
      }
      const loader = owner ? null : modLoadingClass(ctx, index);
      if (loader && cls) {
        return messageHit({
          key: loader.mod,
          mods: [loader.mod],
          lines: [index, loader.line],
          message: {
            id: 'clientClassOnServer',
            params: { mod: `'${loader.mod}'`, class: cls.replace(/\//g, '.') },
          },
        });
      }
      // No mod named around it: a mod's own class (not the game's) names its mod by its package.
      const ownClass = cls?.replace(/\//g, '.');
      const self =
        owner || !ownClass
          ? null
          : /\.mixins?\./.test(ownClass)
            ? modOfMixinClass(ownClass, ctx)
            : modOfUnknownClass(ownClass)?.id;
      if (self)
        return textHit({
          key: self,
          mods: [self],
          texts: { detail: M.clientCodeOnServer({ mod: `'${self}'`, cls: ownClass! }) },
          lines: [index],
          stackFrom: index,
        });
      // The mod's own class, marked client-only by the mod itself (`com/bobmowzie/mowziesmobs/client/…`): a mod that
      // separates its client code runs on servers too, so loading that class there is a bug of this build of it.
      const ownCode = owner !== null && cls !== undefined && classOfMod(cls, owner[2]);
      const label = owner ? modLabel(owner[2], owner[1]) : '';
      return textHit({
        // The constructor line's hit is keyed apart: the error screen's later line for the same mod carries its name.
        key: owner ? `${created ? 'created:' : ''}${owner[2]}` : (cls ?? 'client'),
        mods: owner ? [owner[2]] : [],
        names: owner ? { [owner[2]]: owner[1] } : {},
        texts: {
          ...(ownCode ? { title: M.clientOwnCodeOnServerTitle({ mod: label }) } : {}),
          detail: M.clientCodeOnServer({
            mod: label,
            cls: cls ? cls.replace(/\//g, '.') : '',
          }),
          ...(ownCode ? { advice: M.clientOwnCodeOnServerAdvice({ mod: label }) } : {}),
        },
        lines: owner ? [index - 1, index] : [index],
        stackFrom: owner ? undefined : index,
        ...(probe && !owner ? { confidence: 0.6 } : {}),
      });
    },
  },
  {
    id: 'forge-dimension-id-conflict',
    row: 0,
    title: 'Two mods use the same dimension ID (Forge 1.12 and older)',
    severity: 'error',
    advice:
      "Give one of the mods another dimension ID: open its file in config/ (a setting such as 'dimensionId' or 'dimension ID'), set an unused number, and start again.",
    confidence: 0.9,
    triggers: [
      'Failed to register dimension for id',
      'Failed to register provider for id',
      'is already registered',
      'Dimension ID conflict',
      'dimension id conflict',
      'register dimension',
      'dimension type',
      'Duplicate dimension',
    ],
    match(ctx, index, line) {
      const m =
        /Failed to register (dimension|provider)(?: provider type)? for id (-?\d+), One is already registered/.exec(
          line,
        ) ??
        /(?:Could not|Cannot|Can't|Unable to) register (dimension)(?: type)?(?: with id| for id| id)? (-?\d+)\b.{0,40}(?:already|taken|in use|registered)/i.exec(
          line,
        ) ??
        /\b(?:Duplicate|Conflicting) (dimension)(?: type)? (?:id|ID) (-?\d+)/.exec(line) ??
        /\b(dimension|Dimension)(?: type)? (?:id|ID) (-?\d+) (?:is )?already (?:registered|taken|in use|exists)/.exec(
          line,
        ) ??
        /\b(Dimension|Provider|dimension|provider) (?:id|ID) (-?\d+) is already registered/.exec(line) ??
        /\b([Dd]imension) (?:id|ID) conflict\D{0,20}(-?\d+)?/.exec(line);
      if (!m) return null;
      const id = m[2];
      // The mod whose frame called DimensionManager.register* is the one whose ID to change.
      let owner: string | null = null;
      for (let i = index + 1; i < Math.min(ctx.log.lineCount, index + 8); i++) {
        const frame = /^\s*at ([\w$.]+)\.[\w$<>]+\(/.exec(ctx.log.line(i))?.[1];
        if (frame && !/^(?:net\.minecraftforge|net\.minecraft|cpw\.mods|java|sun|jdk)\./.test(frame)) {
          owner = frame;
          break;
        }
      }
      const caught = /Caught exception from (.+?) \(([\w.-]+)\)/.exec(ctx.log.line(index - 1));
      return textHit({
        key: `dim:${id ?? '?'}`,
        mods: caught ? [caught[2]!] : [],
        ...(caught ? { names: { [caught[2]!]: caught[1]! } } : {}),
        texts: {
          detail: M.dimensionIdClash({
            provider: m[1]!.toLowerCase() === 'provider',
            id: id ?? '',
            by: caught ? modLabel(caught[2]!, caught[1]) : '',
            owner: owner ?? '',
          }),
          advice: M.dimensionIdAdvice({ id: id ?? '', mod: caught ? modLabel(caught[2]!, caught[1]) : '' }),
        },
        lines: caught ? [index - 1, index] : [index],
        stackFrom: index,
      });
    },
  },
  {
    id: 'forge-id-slot-conflict',
    row: 0,
    title: 'Two mods use the same biome, block or item ID (Minecraft 1.12 and older)',
    severity: 'error',
    advice:
      "Give one of the mods other IDs: open its file in config/ (settings such as 'biome ID' or 'block ID'), set unused numbers, and start again.",
    confidence: 0.9,
    triggers: ['is already occupied by'],
    match(ctx, index, line) {
      // `Biome ID 100 is already occupied by the biome Eden (net.example.BiomeGenEden)!` (1.7.10–1.12 mods that check
      // their biome IDs) and Forge 1.6/1.7's `Slot 1000 is already occupied by X when adding Y` (block and item IDs).
      const biome =
        /\bBiome ID (\d+) is already occupied(?: by(?: the biome)? (.+?)(?: \(([\w.$]+)\))?)?[!.]?\s*`?\s*$/.exec(line);
      const slot = biome
        ? null
        : /\bSlot (\d+) is already occupied by (\S+?)(?:@[0-9a-f]+)? when adding (\S+?)(?:@[0-9a-f]+)?\s*$/.exec(line);
      if (!biome && !slot) return null;
      const id = (biome ?? slot)![1]!;
      const holder = biome ? (biome[3] ?? '') : slot![2]!;
      const holderName = biome ? (biome[2] ?? '') : '';
      // The mod that holds the ID: a mod the log lists among the holder class's package words, else a known library.
      const pkg = holder.replace(/\$.*$/, '').split('.').slice(0, -1);
      const listed = pkg.find((w) => ctx.facts.mods.has(w.toLowerCase()))?.toLowerCase();
      const mod = listed ?? (holder ? libraryOfClass(holder)?.ids[0] : undefined);
      // FML names the mod whose registration failed on the line above (`Caught exception from Name (id)`).
      const caught = /Caught exception from (.+?) \(([\w.-]+)\)/.exec(ctx.log.line(index - 1));
      const mods = [...new Set([caught?.[2], mod].filter((m): m is string => !!m))];
      return textHit({
        key: `${biome ? 'biome' : 'slot'}:${id}`,
        mods,
        ...(caught ? { names: { [caught[2]!]: caught[1]! } } : {}),
        texts: {
          detail: M.idSlotClash({
            biome: biome !== null,
            id,
            holder: holderName && holder ? `${holderName} (${holder})` : holderName || holder,
            by: caught ? modLabel(caught[2]!, caught[1]) : '',
          }),
          advice: M.idSlotAdvice({ biome: biome !== null, id }),
        },
        lines: caught ? [index - 1, index] : [index],
        stackFrom: index,
      });
    },
    supersedes: ['stack-culprit', 'forge-mod-crash'],
  },
  {
    id: 'forge-event-handler-crash',
    row: 0,
    title: "A mod's event handler crashed (Forge)",
    severity: 'error',
    advice: 'Update the mod whose handler threw, or remove it.',
    confidence: 0.75,
    triggers: ['Exception caught during firing event'],
    supersedes: ['stack-culprit'],
    match(ctx, index, line) {
      const thrower = eventThrower(ctx, index);
      if (!thrower) return null;
      // A handler that reached for a client class on a dedicated server: client-mod-on-server names it.
      if (
        /NoClassDefFoundError: net[./]minecraft[./]client[./]/.test(thrower.error) &&
        clientClassMissingOnServer(ctx, index)
      )
        return null;
      const event = /firing event ([\w.$]+?)(?:@[0-9a-f]+)?:?\s*$/.exec(line.trimEnd())?.[1] ?? '';
      const mod = thrower.mod;
      return textHit({
        key: `${event}:${thrower.cls}`,
        mods: mod ? [mod] : [],
        texts: {
          detail: M.eventHandlerCrash({
            event,
            error: thrower.error,
            cls: thrower.cls,
            mod: mod ?? '',
            pkg: thrower.pkg,
          }),
          advice: M.eventHandlerAdvice({ mod: mod ?? '', pkg: thrower.pkg }),
        },
        lines: [index, ...thrower.lines],
        confidence: mod ? 0.8 : 0.6,
      });
    },
  },
];

/** Classes that are never the mod whose event handler threw: the game, the loaders, the event bus, the JVM. */
const EVENT_FOREIGN =
  /^(?:net\.minecraft\.|com\.mojang\.|cpw\.mods\.|net\.minecraftforge\.|net\.neoforged\.|java\.|javax\.|sun\.|jdk\.|com\.google\.|org\.spongepowered\.|org\.apache\.|it\.unimi\.)/;

/**
 * The handler that threw after Forge's `Exception caught during firing event` (every Forge from 1.7.10 on, and
 * NeoForge): the first stack frame outside the game, the loaders and the JVM, else the listener at the printed
 * `Index: N` (the event bus prints the index of the listener that threw, counting its priority markers). Its mod is
 * a mod the log lists among the class's package words, a known library, or the mod read from the package; a
 * `Block{modid:name}` listener names its mod itself. Null when neither a frame nor the listener is there.
 */
function eventThrower(
  ctx: RuleContext,
  index: number,
): { cls: string; pkg: string; mod: string | null; error: string; lines: number[] } | null {
  let at: number | null = null;
  let error = '';
  let frame: { cls: string; line: number } | null = null;
  let listener: { text: string; line: number } | null = null;
  const end = Math.min(ctx.log.lineCount, index + 60);
  for (let i = index + 1; i < end; i++) {
    const raw = ctx.log.line(i);
    if (raw.includes('Exception caught during firing event')) break;
    // A 1.7.10 server console writes every line of the listing with its own `[08:55:34 ERROR]: ` prefix.
    const text = raw.replace(/^(?:\[[^\]]{1,60}\]:?[ \t]*)+/, '');
    const idx = /^\s*Index: (\d+)/.exec(text);
    if (idx) at = Number(idx[1]);
    const entry = /^\s*(\d+): (.+)$/.exec(text);
    if (entry && at !== null && Number(entry[1]) === at && !listener) listener = { text: entry[2]!, line: i };
    if (!error) {
      const e = /^\s*((?:[\w$]+\.)+[\w$]*(?:Exception|Error)\b.*)$/.exec(text);
      if (e && !/^\s*at /.test(text)) error = e[1]!.trim().slice(0, 200);
    }
    const f =
      /^\s*at (?:[\w.$-]{1,80}\/\/)?(?:[\w.$-]{1,80}(?:@[^/\s]{1,80})?\/)?([\w$.]{1,300})\.[\w$<>-]{1,200}\(/.exec(
        text,
      );
    if (f && !frame && !EVENT_FOREIGN.test(f[1]!) && !isLauncherClass(f[1]!) && !loaderOfClass(f[1]!))
      frame = { cls: f[1]!, line: i };
  }
  const block = listener ? /\{([a-z0-9_.-]+):[\w/.-]+\}/.exec(listener.text) : null;
  const fromListener = listener
    ? /(?:ASM: )?(?:class )?((?:[\w$]+\.)+[\w$]+)/.exec(listener.text)?.[1]?.replace(/@[0-9a-f]+$/, '')
    : undefined;
  const cls = frame?.cls ?? (fromListener && !EVENT_FOREIGN.test(fromListener) ? fromListener : undefined);
  if (!cls) {
    if (!block || !listener) return null;
    return { cls: listener.text.split(' ')[0]!, pkg: '', mod: block[1]!, error, lines: [listener.line] };
  }
  const name = cls.replace(/\$.*$/, '');
  const pkg = name.split('.').slice(0, -1).join('.');
  const listed = pkg.split('.').find((w) => ctx.facts.mods.has(w.toLowerCase()));
  const lib = libraryOfClass(name);
  const mod = listed?.toLowerCase() ?? lib?.ids[0] ?? modOfUnknownClass(name)?.id ?? null;
  const lines = [frame?.line, listener?.line].filter((l): l is number => l !== undefined);
  return { cls, pkg, mod, error, lines: [...new Set(lines)] };
}

/** The detail and advice of an FML "Mod X requires Y" screen: Y not installed (`installed` null) or at that version. */
function fmlRequiresTexts(by: string, dep: string, words: ReturnType<typeof fmlWords>, installed: string | null) {
  return {
    detail: requiresDetail(by, dep, words, installed === null ? 'notInstalled' : 'installedVersion', installed ?? ''),
    advice: D.installOrRemove({ dep: `'${dep}'`, ...words, mod: `'${by}'` }),
  };
}

/** "Mod 'by' requires 'dep' …" as a loader's dependency screen states it: no version of its own, no recommendation. */
function requiresDetail(
  by: string,
  dep: string,
  words: ReturnType<typeof fmlWords>,
  state: 'absent' | 'notInstalled' | 'installedVersion' | 'missingOrWrong',
  installed: string,
) {
  return D.requires({
    mod: `'${by}'`,
    version: '',
    recommends: false,
    dep: `'${dep}'`,
    compact: '',
    ...words,
    state,
    installed,
  });
}

/** A Maven version range as FML's own screen words it (`[31,)` → `31 or above`), for {@link fmlWords}. */
function fmlRangeText(range: string): string {
  const m = /^\[([^,\]]+),\s*([^\])]*)\)$/.exec(range.trim());
  if (!m) return range;
  return m[2] ? `${m[1]} or above, and below ${m[2]}` : `${m[1]} or above`;
}

/**
 * The failure reason on line `index`, with the line after it when the reason stops right after the error's name or an
 * opening quote (`java.lang.NoClassDefFoundError:` then `com/example/Foo` on the next line): a paste wrapped by hand or
 * by a narrow window keeps the class on the next line, and that class is what names the mod it belongs to.
 */
function wrappedReason(ctx: RuleContext, index: number): { text: string; lines: number[] } {
  const text = stripFormatting(ctx.log.line(index)).trimEnd();
  const alone = { text, lines: [index] };
  if (!/(?:Error|Exception):(?:\s*'[\w$.]*)?$/i.test(text) || index + 1 >= ctx.log.lineCount) return alone;
  const next = stripFormatting(ctx.log.line(index + 1)).trim();
  if (!/^[\w$]+(?:[./][\w$]+)+/.test(next) || /^at\s/.test(next)) return alone;
  return { text: `${text} ${next}`, lines: [index, index + 1] };
}

/** A field's text without the spaces and closing punctuation after it (`0.6.8.a.  ` → `0.6.8.a`), in linear time. */
function trimField(text: string): string {
  let end = text.length;
  while (end > 0 && /[\s.,`'"]/.test(text[end - 1]!)) end--;
  return text.slice(0, end);
}

/**
 * The language library mod behind an FML language provider id that FML itself does not provide: Kotlin for Forge's
 * `klf` (`kotlinforforge` before 4.x); null for FML's own `javafml`, `lowcodefml` and `minecraft`, and for ids of no
 * known library.
 */
function languageLibrary(provider: string): LibraryMod | null {
  const id = provider.toLowerCase();
  if (id === 'javafml' || id === 'lowcodefml' || id === 'minecraft') return null;
  return id === 'klf' ? libraryOfId('kotlinforforge') : libraryOfId(id);
}
