import { SERVER_SOFTWARE, serverPlatformOfClass } from './serverPlatforms';
import { modOfUnknownClass } from './missingClassOwner';
import { LAUNCHER_PACKAGES, libraryOfClass, type LibraryMod } from './libraryMods';
import { platformOfClass } from './addonPlatforms';
import type { ModFile } from '../model/modFile';
import type { CrashCulprit, LoggedMod } from './crashFinding';

/** One stack line of the crash: its log line index and text. */
export interface StackLine {
  index: number;
  text: string;
}

/** A mod the loader or the crash report itself names (Fabric `provided by`, Forge `Caught exception from`, Suspected Mods). */
export interface NamedMod {
  id: string;
  name?: string | null;
  confidence: number;
  reason: string;
}

export interface CulpritInput {
  frames: StackLine[];
  /** Mods the log lists (its own mod list). */
  logged: Map<string, LoggedMod>;
  /** The jars installed in the instance (ModScanner output), when known. */
  installed: readonly ModFile[];
  named: NamedMod[];
  /**
   * The class a linkage error could not find or whose member it could not resolve (the crash is a class or member
   * missing at run time): the code that calls it was built for another version, and that holds for a library mod's
   * own code too, so a pasted stack whose top mod frames are all one library's names that library (otherwise a
   * library's frames are only shown: the mod calling it is the usual cause). The missing class's own frame is not
   * such a caller: the rule that read the error names its library already.
   */
  missingClass?: string | null;
}

export interface CulpritResult {
  culprits: CrashCulprit[];
  /**
   * In a pasted stack with no mod list: the mod whose code, right under the top culprit's frames, called it (a block
   * entity of one mod ticking into another's code). Both are named; either may misuse the other.
   */
  caller?: { id: string; frame: string };
  /** Code locations the stack points at that match no known mod (package prefixes, jar names): shown, never blamed. */
  hints: string[];
}

/** Packages of the game, loaders, the JDK and common libraries: where a crash surfaces, not where it comes from. */
const NOT_BLAMED = [
  'java.',
  'javax.',
  'jdk.',
  'sun.',
  'com.sun.',
  'net.minecraft.',
  'com.mojang.',
  'net.minecraftforge.',
  'net.neoforged.',
  'cpw.mods.',
  'net.fabricmc.',
  'org.quiltmc.',
  'org.spongepowered.',
  'com.llamalad7.mixinextras.',
  'org.lwjgl.',
  'com.google.',
  'org.apache.',
  'io.netty.',
  'it.unimi.',
  'com.electronwill.',
  'org.objectweb.',
  'kotlin.',
  'kotlinx.',
  'scala.',
  'mcp.',
  'org.slf4j.',
  'com.github.benmanes.',
  'oshi.',
  'org.jline.',
  'joptsimple.',
  'com.mumfrey.',
  'net.minecraftforge',
  'org.joml.',
  'io.github.classgraph.',
  'org.openjdk.',
  'LZ4',
  'com.ibm.',
  'jdk',
  'nonapi.',
  'org.jetbrains.',
  'org.intellij.',
  'com.typesafe.',
  'net.md_5.',
  'org.bukkit.',
  'org.spigotmc.',
  'com.destroystokyo.paper.',
  'co.aikar.timings.',
  'io.papermc.',
  'ca.spottedleaf.',
  'org.yaml.',
  'com.fasterxml.',
  'org.w3c.',
  'org.xml.',
  // Launchers' own code (libraryMods.ts): where the game starts, never why it crashed.
  ...LAUNCHER_PACKAGES,
];
const LOADER_IDS = new Set([
  'minecraft',
  'forge',
  'neoforge',
  'fml',
  'fabricloader',
  'fabric-loader',
  'quilt_loader',
  'java',
  'mcp',
  'javafml',
  'lowcodefml',
  // The loaders' own modules in `MODULE@version/` frame prefixes (ModLauncher, FML and NeoForge's FancyModLoader).
  'fmlloader',
  'fmlcore',
  'fmlearlydisplay',
  'javafmllanguage',
  'lowcodelanguage',
  'mclanguage',
  'loader',
  'modlauncher',
  'securejarhandler',
  'bootstraplauncher',
  'mixin',
]);
const WEAK_SEGMENTS = new Set([
  'com',
  'net',
  'org',
  'io',
  'me',
  'dev',
  'de',
  'fr',
  'xyz',
  'github',
  'common',
  'api',
  'core',
  'client',
  'server',
  'mixin',
  'mixins',
  'lib',
  'util',
  'utils',
  'mod',
  'mods',
  'main',
  'impl',
  'init',
  'world',
  'entity',
  'block',
  'item',
  'render',
  'network',
  'event',
  'events',
  'forge',
  'fabric',
  'minecraft',
  'java',
  'registry',
  'config',
  'data',
  'gui',
  'screen',
  'handler',
  'compat',
  'integration',
  'asm',
  'transformer',
  'internal',
]);
/**
 * The frame of Forge's event bus calling a mod's handler: the class it generates per handler
 * (`ASMEventHandler_223_EntityEvents_hurtEvent_LivingHurtEvent`, Forge 1.7–1.16), and the bus's own dispatch.
 */
const EVENT_DISPATCH =
  /^(?:net\.minecraftforge\.fml\.common|cpw\.mods\.fml\.common|net\.minecraftforge)\.eventhandler\.ASMEventHandler_\d+_|^net\.minecraftforge\.eventbus\.(?:ASMEventHandler|EventBus)\b|^net\.neoforged\.bus\.(?:EventBus|ConsumerEventHandler)\b/;
/** Mojang's libraries the game runs on (DataFixerUpper's codecs, Brigadier's commands), not the game's own classes. */
const MOJANG_LIBRARY = /^com\.mojang\.(?:serialization|datafixers|brigadier)\./;
const LOADER_JARS =
  /^(?:forge|fmlcore|fmlloader|javafmllanguage|lowcodelanguage|mclanguage|neoforge|client|server|minecraft|mixin|sponge-mixin|modlauncher|securejarhandler|bootstraplauncher|eventbus|coremods|fabric-loader|quilt-loader|loader|launchwrapper|[?])\b/i;

/**
 * Ranks the mods behind a crash: loader-named mods, Suspected Mods, Forge frame annotations
 * (`TRANSFORMER/<modid>@`, `~[file.jar%23NN!/:ver]`, `pl:mixin:APP:<config>`), mixin handler names and
 * the installed jars' class packages, falling back to package segments equal to a mod id the log lists.
 * Only mods that are installed or appear in the log are ever named.
 */
export function findCulprits(input: CulpritInput): CulpritResult {
  const scores = new Map<string, { name: string | null; file: string | null; parts: number[]; reasons: string[] }>();
  const hints: string[] = [];
  const installed = input.installed.filter((f) => f.enabled && f.kind !== 'corrupt');
  const byFile = new Map(installed.map((f) => [f.fileName.toLowerCase(), f]));
  const packageIndex = buildPackageIndex(installed);
  const mixinIndex = new Map<string, ModFile>();
  for (const f of installed) for (const c of f.mixinConfigs) mixinIndex.set(c.toLowerCase(), f);
  const loggedByFile = new Map<string, LoggedMod>();
  for (const m of input.logged.values()) if (m.file) loggedByFile.set(m.file.replace(/^.*[\\/]/, '').toLowerCase(), m);

  const add = (id: string, confidence: number, reason: string, name?: string | null, file?: string | null): void => {
    if (LOADER_IDS.has(id.toLowerCase())) return;
    const owner =
      file ?? fileOfMod(id, installed)?.fileName ?? input.logged.get(id)?.file?.replace(/^.*[\\/]/, '') ?? null;
    const entry = scores.get(id) ?? { name: null, file: null, parts: [], reasons: [] };
    entry.name ??=
      name ??
      installed.find((f) => f.fileName === owner)?.mods.find((m) => m.id === id)?.name ??
      input.logged.get(id)?.name ??
      null;
    entry.file ??= owner;
    if (!entry.reasons.includes(reason)) {
      entry.parts.push(confidence);
      entry.reasons.push(reason);
    }
    scores.set(id, entry);
  };
  const hint = (text: string): void => {
    if (!hints.includes(text) && hints.length < 6) hints.push(text);
  };

  for (const n of input.named) add(n.id, n.confidence, n.reason, n.name);

  let position = 0;
  // A library's frame (libraryMods.ts) is kept as such: the mod whose frames come right under it called it.
  const topGuesses: ({ id: string; pkg: string; frame: string; library?: true } | null)[] = [];
  // Mixin handlers' mods shown (not listed, not installed) and the topmost mod frames' classes, for agreeingHandler.
  const shownHandlers: string[] = [];
  // Hints of handlers merged into Mojang's libraries' code, which never stop the top frames from naming a mod.
  const libraryHandlerHints = new Set<string>();
  const topClasses: string[] = [];
  // How many of the topmost mod frames lie above the event bus's dispatch to a handler (Forge's generated
  // `ASMEventHandler_12_Owner_method_Event.invoke`): those frames are the handler that threw, the ones below it only
  // fired the event (a mob that was hurt, a tick). Null while no dispatch is below a mod frame.
  let aboveDispatch: number | null = null;
  const frames = input.frames.slice(0, 80);
  // Stacks pasted with their packages cut off (`at EntityRenderManager.handler$fbj000$modernfix$check(…)`): a class
  // that a mixin handler was merged into is a patched class of the game or of a mod, never a jar mod of its own.
  const patchedBare = new Set<string>();
  for (const frame of frames) {
    const bare = bareHandlerFrame(frame.text);
    if (bare) patchedBare.add(bare.cls);
  }
  // The frame that threw (the first real one): when it is a mod's mixin handler, that mod's injected code threw, which
  // names the mod even in a pasted stack with no mod list (where a handler further down is only shown).
  const throwing = frames.find(
    (f) => /^\s*at\s/.test(f.text) && !(input.missingClass && f.text === `at ${input.missingClass}.<clinit>()`),
  );
  const throwerHandler = (mod: string, frame: StackLine): void => {
    if (frame !== throwing || input.logged.size > 0 || installed.length > 0) return;
    add(mod, 0.6, `the frame that threw is a mixin handler of mod ${mod}`);
  };
  for (const frame of frames) {
    const parsed = parseFrame(frame.text);
    if (parsed === null) {
      const bare = bareHandlerFrame(frame.text);
      if (bare) {
        position++;
        if (input.logged.has(bare.mod)) add(bare.mod, 0.6, `mixin handler of mod ${bare.mod} is on the stack`);
        else {
          hint(`mod ${bare.mod} (a mixin handler)`);
          if (!shownHandlers.includes(bare.mod)) shownHandlers.push(bare.mod);
          throwerHandler(bare.mod, frame);
        }
        continue;
      }
      // A class in the default package with its own source file: a jar mod of the game's early years (1.7 and older).
      const jarMod = jarModOfFrame(frame.text);
      if (jarMod === null || patchedBare.has(jarMod.cls.replace(/\$.*$/, ''))) continue;
      position++;
      const listed = loggedId(input.logged, jarMod.id);
      if (listed) add(listed, 0.7, `stack frame ${jarMod.cls} is a class of listed mod ${listed}`);
      else {
        if (position <= 3) topGuesses.push({ id: jarMod.id, pkg: `class ${jarMod.cls}`, frame: jarMod.cls });
        hint(`class ${jarMod.cls} (default package) → '${jarMod.id}'`);
      }
      continue;
    }
    if (aboveDispatch === null && position > 0 && EVENT_DISPATCH.test(parsed.className))
      aboveDispatch = topGuesses.length;
    const weight = position < 3 ? 1 : position < 10 ? 0.85 : 0.7;
    let blamed = false;
    if (parsed.transformerMod && !LOADER_IDS.has(parsed.transformerMod)) {
      add(
        parsed.transformerMod,
        0.75 * weight,
        `stack frame ${parsed.className} comes from mod ${parsed.transformerMod}`,
      );
      blamed = true;
    }
    if (parsed.jar && !LOADER_JARS.test(parsed.jar)) {
      const file = byFile.get(parsed.jar.toLowerCase());
      const logged = loggedByFile.get(parsed.jar.toLowerCase());
      if (file && file.mods[0]) {
        add(
          file.mods[0].id,
          0.75 * weight,
          `stack frame ${parsed.className} is in ${file.fileName}`,
          file.mods[0].name,
          file.fileName,
        );
        blamed = true;
      } else if (logged) {
        add(logged.id, 0.7 * weight, `stack frame ${parsed.className} is in ${parsed.jar}`, logged.name);
        blamed = true;
      } else if (!isNotBlamed(parsed.className)) {
        // A pasted stack with no mod list and no instance: a jar whose name spells a word of its frame's package
        // (`com.seibel.distanthorizons.…` in `DistantHorizons-2.0.1.jar`) names that mod twice over.
        const spelled = input.logged.size === 0 && installed.length === 0 ? jarSpellsPackage(parsed) : null;
        if (spelled) {
          add(
            spelled,
            0.6 * weight,
            `stack frame ${parsed.className} is in ${parsed.jar}, named for its package word '${spelled}'`,
          );
          blamed = true;
        } else hint(`jar ${parsed.jar}`);
      }
    }
    for (const config of parsed.mixinConfigs) {
      const file = mixinIndex.get(config.toLowerCase());
      if (file && file.mods[0])
        add(
          file.mods[0].id,
          0.45 * weight,
          `mixin ${config} of ${file.fileName} changed a frame of the stack`,
          file.mods[0].name,
          file.fileName,
        );
    }
    if (parsed.handlerMod) {
      const fromFile = installed.find((f) => f.mods.some((m) => m.id === parsed.handlerMod));
      if (fromFile || input.logged.has(parsed.handlerMod))
        add(parsed.handlerMod, 0.6 * weight, `mixin handler of mod ${parsed.handlerMod} is on the stack`);
      // A handler merged into Mojang's DataFixerUpper or Brigadier (oωo adds a stack trace to DataResult's errors:
      // `DataResult$Error.md749777$owo$lambda$addStackTraceToException$0$0`) reshapes or reports the error of the data
      // or command the code under it gave: that code's mod is the one to look at, the handler's only shown.
      else if (MOJANG_LIBRARY.test(parsed.className)) {
        const text = `mod ${parsed.handlerMod} (a mixin handler)`;
        if (!hints.includes(text)) libraryHandlerHints.add(text);
        hint(text);
      }
      // A pasted stack without the mod list: the handler's mod id is shown, not blamed (unless its code threw).
      else {
        hint(`mod ${parsed.handlerMod} (a mixin handler)`);
        if (!shownHandlers.includes(parsed.handlerMod)) shownHandlers.push(parsed.handlerMod);
        throwerHandler(parsed.handlerMod, frame);
      }
    }
    if (!isNotBlamed(parsed.className)) {
      position++;
      if (position <= 3) topClasses.push(parsed.className);
      const owner = ownerByPackage(parsed.className, packageIndex);
      if (owner && owner.mods[0]) {
        add(
          owner.mods[0].id,
          0.7 * weight,
          `stack frame ${parsed.className} is in a package of ${owner.fileName}`,
          owner.mods[0].name,
          owner.fileName,
        );
      } else if (!blamed) {
        const segments = parsed.className.split('.').slice(0, -1);
        const match = segments.find(
          (s) => s.length > 2 && !WEAK_SEGMENTS.has(s.toLowerCase()) && hasLogged(input.logged, s),
        );
        if (match)
          add(
            loggedId(input.logged, match)!,
            0.5 * weight,
            `stack frame ${parsed.className} is in package '${match}', the id of a listed mod`,
          );
        else {
          // The mod id the package most likely holds (missingClassOwner.ts), shown beside it. A pasted stack with no
          // mod list and no instance has nothing else to go by: the topmost mod frame's package then names the mod
          // (that frame is the evidence); with a list, a package matching none of its mods is only shown.
          const caller = input.missingClass != null && parsed.className !== input.missingClass;
          const guess =
            packageGuess(platformOfClass(parsed.className), parsed.className) ??
            modOfUnknownClass(parsed.className) ??
            (caller ? packageGuess(libraryOfClass(parsed.className), parsed.className) : null);
          const library = guess ? null : packageGuess(libraryOfClass(parsed.className), parsed.className);
          if (position <= 3)
            topGuesses.push(
              guess
                ? { ...guess, frame: parsed.className }
                : library
                  ? { ...library, frame: parsed.className, library: true }
                  : null,
            );
          hint(`package ${segments.slice(0, 3).join('.')}${guess ? ` → '${guess.id}'` : ''}`);
        }
      }
    }
  }

  // A pasted stack with no mod list and no instance: a mixin handler's mod whose id the topmost mod frame's package
  // spells out (`serverutils.lib.data.Universe` beside `mddcb883$serverutilities$…`) is that code's mod, read twice.
  const agreed =
    input.logged.size === 0 && installed.length === 0 && scores.size === 0 && topClasses[0]
      ? shownHandlers.find((id) => packageNamesMod(topClasses[0]!, id))
      : undefined;
  if (agreed) {
    add(
      agreed,
      0.6,
      `the top stack frame ${topClasses[0]} is in a package named for mod ${agreed}, whose mixin handler is on the stack`,
    );
    hints.splice(0, hints.length, ...hints.filter((h) => h !== `mod ${agreed} (a mixin handler)`));
  }

  // A pasted stack with no mod list and no instance has nothing else to go by: when the topmost mod frames all lie
  // in the package of one mod (a library it calls would be another), that package names the mod, and those frames
  // are the evidence. With a list, a package matching none of its mods is only shown.
  const above = aboveDispatch !== null && aboveDispatch > 0 ? topGuesses.slice(0, aboveDispatch) : topGuesses;
  // Libraries' frames on top (Iceberg's code called by Legendary Tooltips): the mod under them called them, and the
  // library is named beside it (the analyzer's libraryThrower), since either may be the one to update.
  const libraries = above.findIndex((g) => !g?.library);
  const called = libraries > 0 ? above.slice(libraries) : [];
  const first = libraries > 0 ? called[0] : topGuesses[0];
  if (
    first &&
    !first.library &&
    input.logged.size === 0 &&
    installed.length === 0 &&
    scores.size === 0 &&
    !hints.some((h) => h.startsWith('mod ') && !libraryHandlerHints.has(h)) &&
    (libraries > 0 ? called : above).every((g) => g?.id === first.id)
  ) {
    if (libraries > 0) {
      const lib = above[0]!;
      add(
        lib.id,
        0.5,
        `the top stack frame ${lib.frame} is in package ${lib.pkg} of library ${lib.id}, which ${first.id} called`,
      );
    }
    add(
      first.id,
      0.6,
      `the top stack frame ${first.frame} is in package ${first.pkg} (mod id read from the package name)`,
    );
    hints.splice(0, hints.length, ...hints.filter((h) => !h.includes(`→ '${first.id}'`)));
  }
  // Likewise when those frames are two mods' in two runs (`cofh.thermaldynamics…` over `WayofTime.bloodmagic…`): the
  // first threw, called by the second's code right below it; both are named, the one that threw first.
  // Not above an event's dispatch: a handler's frames over another mod's may be either calling the other. Not with a
  // library's frames on top (the mod under them is `first` then, and the library is named beside it above), nor a
  // library as the second run (a library calling back into a mod's code is its event or callback, not a misuse).
  const second =
    first &&
    !first.library &&
    libraries === 0 &&
    !input.missingClass &&
    aboveDispatch === null &&
    input.logged.size === 0 &&
    installed.length === 0 &&
    scores.size === 0 &&
    !hints.some((h) => h.startsWith('mod '))
      ? secondRun(above)
      : null;
  const caller = second && !second.library && second.id !== first?.id ? second : null;
  if (first && caller) {
    add(
      first.id,
      0.6,
      `the top stack frame ${first.frame} is in package ${first.pkg} (mod id read from the package name)`,
    );
    add(caller.id, 0.6, `stack frame ${caller.frame} of mod ${caller.id} calls the code of mod ${first.id} above it`);
    hints.splice(
      0,
      hints.length,
      ...hints.filter((h) => !h.includes(`→ '${first.id}'`) && !h.includes(`→ '${caller.id}'`)),
    );
  }

  const culprits: CrashCulprit[] = [...scores.entries()].map(([id, s]) => ({
    id,
    name: s.name,
    file: s.file,
    confidence: Math.round(Math.min(0.99, 1 - s.parts.reduce((p, c) => p * (1 - c), 1)) * 100) / 100,
    reasons: s.reasons.slice(0, 4),
  }));
  culprits.sort((a, b) => b.confidence - a.confidence);
  return {
    culprits: culprits.slice(0, 5),
    hints,
    ...(caller ? { caller: { id: caller.id, frame: caller.frame } } : {}),
  };
}

/**
 * The second mod of topmost mod frames that are two mods' in two runs (`a a b`, `a b b`), every frame's mod read:
 * the mod whose code called the first one's, with its first frame; null for one mod, three, or a mod coming back.
 */
function secondRun<T extends { id: string; frame: string }>(guesses: readonly (T | null)[]): T | null {
  if (guesses.length < 2 || guesses.some((g) => g === null)) return null;
  const at = guesses.findIndex((g) => g!.id !== guesses[0]!.id);
  if (at < 0) return null;
  return guesses.slice(at).every((g) => g!.id === guesses[at]!.id) ? guesses[at]! : null;
}

/**
 * Whether one of the first three package words of `className` names mod `id`: the two, compared without case, `-`,
 * `_` and `.`, share a start of at least five letters that is most (four fifths) of the shorter one (`serverutils`
 * for `serverutilities`, `ironchest` for `ironchests`); part names (`core`, `common`…) name none.
 */
function packageNamesMod(className: string, id: string): boolean {
  const wanted = normaliseId(id);
  return className
    .split('.')
    .slice(0, 3)
    .some((s) => {
      const word = normaliseId(s);
      if (word.length < 5 || WEAK_SEGMENTS.has(word)) return false;
      let same = 0;
      while (same < word.length && same < wanted.length && word[same] === wanted[same]) same++;
      return same >= 5 && same * 5 >= Math.min(word.length, wanted.length) * 4;
    });
}

/**
 * The package word of a frame's class (after a domain, at least five letters, no part word such as `common`) that
 * the name of the frame's jar spells before its version (`DistantHorizons-2.0.1-a-1.18.2.jar` for
 * `com.seibel.distanthorizons.forge.ForgeMain`), compared without case, `-`, `_` and `.`; null when none does.
 */
function jarSpellsPackage(parsed: ParsedFrame): string | null {
  if (!parsed.jar) return null;
  const stem = normaliseId(parsed.jar.replace(/\.jar$/i, '').replace(/[-_+ ](?:mc)?v?\d.*$/i, ''));
  if (stem.length < 5) return null;
  const words = parsed.className.split('.').slice(0, -1);
  for (const word of words.slice(0, 4)) {
    const w = normaliseId(word);
    if (w.length >= 5 && !WEAK_SEGMENTS.has(w) && w === stem) return word.toLowerCase();
  }
  return null;
}

/**
 * The library mod (libraryMods.ts) or big mod add-ons build on (addonPlatforms.ts, by its own id: `ars_nouveau`) that
 * `owner` found for `className`, as a guess of the mod a frame is in, with the package that matched.
 */
function packageGuess(owner: LibraryMod | null, className: string): { id: string; pkg: string } | null {
  const pkg = owner?.packages.find((p) => className.startsWith(p));
  return owner && pkg ? { id: owner.ids[0]!, pkg: pkg.replace(/\.$/, '') } : null;
}

/** The installed enabled jar that declares or provides mod `id` (also through nested jars). */
export function fileOfMod(id: string, installed: readonly ModFile[]): ModFile | null {
  const lower = id.toLowerCase();
  for (const f of installed) {
    if (!f.enabled) continue;
    if (f.mods.some((m) => m.id.toLowerCase() === lower || m.provides.some((p) => p.toLowerCase() === lower))) return f;
  }
  for (const f of installed) {
    if (!f.enabled) continue;
    const stack = [...f.nested];
    while (stack.length > 0) {
      const n = stack.pop()!;
      if (n.mods.some((m) => m.id.toLowerCase() === lower)) return f;
      stack.push(...n.nested);
    }
  }
  return null;
}

interface ParsedFrame {
  className: string;
  transformerMod: string | null;
  jar: string | null;
  mixinConfigs: string[];
  handlerMod: string | null;
}

/** Parses `at [module/]pkg.Class.method(File.java:12) ~[file.jar%2312!/:ver] {re:…,pl:mixin:APP:x.mixins.json:…}`. */
export function parseFrame(text: string): ParsedFrame | null {
  // The module part may hold empty segments: Fabric Loader 0.16+ writes `at knot//net.minecraft.X.m(…)`.
  const m = /\bat\s+((?:[^\s/()]*\/)*)([\w$]+(?:\.[\w$]+)+)\.([\w$<>]+)\(([^)]*)\)(.*)$/.exec(text);
  if (!m) {
    // hs_err Java frames: "j  a.b.C.m(I)V+12" (interpreted) or "J 123 c2 a.b.C.m(I)V (45 bytes) @ 0x…" (compiled).
    const hs =
      /^\s*[jJ]\s+(?:\d+\s+(?:c[12]\s+)?(?:%\s+)?)?(?:[\w.-]+@[^\s/]*\/)?([\w$]+(?:\.[\w$]+)+)\.([\w$<>]+)\(/.exec(
        text,
      );
    return hs ? { className: hs[1]!, transformerMod: null, jar: null, mixinConfigs: [], handlerMod: null } : null;
  }
  const modulePart = m[1] ?? '';
  // The whole module name (`java.base@17/`, not its last part `base`), so the JVM's modules are told apart.
  const transformer = /(?:TRANSFORMER|LAYER PLUGIN|GAME)?\/?([a-z][\w.-]*)@[^/]*\/$/.exec(modulePart.slice(-300));
  const tail = m[5] ?? '';
  const jarText =
    /[~[]\[?([^\]\s:]{1,300}?\.jar)(?:%23\d+)?(?:!\/)?(?::[^\]]*)?\]/.exec(tail)?.[1]?.replace(/^.*[\\/]/, '') ?? null;
  // ModLauncher writes the jar's name URL-encoded (`%5B车万女仆%5D%20maid-1.0.jar` for `[车万女仆] maid-1.0.jar`, the
  // name a player gave the file, as the mod list shows it): decoded, it matches that list and the instance's files.
  const jar = jarText === null ? null : decodedFileName(jarText);
  const mixinConfigs = [...tail.matchAll(/pl:mixin:APP:([\w.-]+\.json)/g)].map((x) => x[1]!);
  // Mixin names an injector it merges into the target class `handler$abc000$modid$name`, and a method it copies
  // there (an `@Unique` one, a lambda of the mixin) `md<hash>$modid$name` (`mddcb883$serverutilities$lambda$x$0`).
  const handler =
    /^(?:(?:handler|redirect|modify\w*|wrap\w*|localvar|constant)\$[0-9a-z]{6}|md[0-9a-f]{6})\$([a-z][a-z0-9_-]*)\$/.exec(
      m[3]!,
    );
  // Forge 1.16's frames name the mod file by its first mod id and version instead (`~[iceandfire:2.1.5-1.16.4]`);
  // the game, Forge and a jar's own name (`~[?:?]`, `~[forge:?]`, `~[x.jar:?]`) are not that.
  const modFile = jar
    ? null
    : /[~[]\[([a-z][a-z0-9_]{1,63}):([^\]\s?][^\]\s]{0,80})\]/
        .exec(tail)?.[1]
        ?.replace(/^(?:forge|minecraft|mcp|fml)$/, '') || null;
  return {
    className: m[2]!,
    // A mod id has no dots (`java.base`, `cpw.mods.modlauncher`, `org.spongepowered.mixin` are the JVM's and libraries').
    transformerMod: transformer && !transformer[1]!.includes('.') ? transformer[1]! : modFile,
    jar,
    mixinConfigs,
    handlerMod: handler?.[1] ?? null,
  };
}

/**
 * A frame of a class without a package whose method is a Mixin-merged handler (`at ClientWorld.handler$ccp000$
 * entityculling$tick(ClientWorld.java:2843)`, as some crash screens print a remapped stack): the class and the mod.
 */
function bareHandlerFrame(text: string): { cls: string; mod: string } | null {
  const m =
    /\bat\s+(?:[^\s/()]*\/)*([A-Za-z][\w]*)(?:\$[\w$]+)?\.(?:(?:handler|redirect|modify\w*|wrap\w*|localvar|constant)\$[0-9a-z]{6}|md[0-9a-f]{6})\$([a-z][a-z0-9_-]*)\$[\w$]*\(/.exec(
      text,
    );
  return m ? { cls: m[1]!, mod: m[2]! } : null;
}

/** `name` with its `%XX` escapes decoded (as UTF-8); unchanged when it has none or they do not decode. */
function decodedFileName(name: string): string {
  if (!name.includes('%')) return name;
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}

/** OptiFine's classes in the default package (before 1.8 it shipped them there, beside the game's obfuscated ones). */
const OPTIFINE_CLASSES =
  /^(?:Config|Custom(?:Colorizer|Colors|Sky|Items|Animations|Guis)|ConnectedTextures|NaturalTextures|RandomMobs|BetterGrass|BetterSnow|TextureUtils|WrUpdate\w*|Shaders\w*|\w+OF)$/;
/**
 * Default-package classes that start the game or load jar mods (MCP's and ForgeGradle's dev starters, ModLoader), and
 * OptiFine's `Reflector`, which only forwards the game's calls to Forge's hooks (`Reflector.callVoid` sits under every
 * screen a mod draws with OptiFine installed): none is a cause.
 */
const JAR_MOD_PLATFORM =
  /^(?:Start|GradleStart\w*|Main|ModLoader\w*|BaseMod\w*|MLProp|EntityRendererProxy|Reflector\w*)$/;

/**
 * The mod of a frame whose class lies in the default package and is compiled from its own source file
 * (`at WDL.start(WDL.java:125)`): the jar mods of Minecraft 1.7 and older put their classes there, beside the
 * game's obfuscated ones (`at ahv.h(SourceFile:49)`, lower case, no own source file). OptiFine's classes name
 * OptiFine, ModLoader's `mod_Name` names its mod, and the starters and loaders name none.
 */
export function jarModOfFrame(text: string): { cls: string; id: string } | null {
  const m = /\bat\s+([A-Z][\w$]{2,}|mod_[\w$]{3,})\.[\w$<>]+\(([\w$]+)\.java:\d+\)/.exec(text);
  if (!m) return null;
  const cls = m[1]!;
  const outer = cls.replace(/\$.*$/, '');
  if (m[2] !== outer || JAR_MOD_PLATFORM.test(outer) || isNotBlamed(outer)) return null;
  if (OPTIFINE_CLASSES.test(outer)) return { cls, id: 'optifine' };
  const modLoaderMod = /^mod_(\w{3,})$/i.exec(outer);
  return { cls, id: (modLoaderMod ? modLoaderMod[1]! : outer).toLowerCase() };
}

/** Whether a class belongs to the game, a loader or server, the JDK or a common library (never a crash's cause). */
export function isNotBlamed(className: string): boolean {
  // A server's or proxy's own code (its API, a hybrid's or launcher's classes, serverPlatforms.ts) is the platform the
  // plugins and mods run on, never one of them.
  return (
    NOT_BLAMED.some((p) => className.startsWith(p)) ||
    serverPlatformOfClass(className) !== null ||
    SERVER_SOFTWARE.some((s) => className.startsWith(s.prefix))
  );
}

function buildPackageIndex(installed: readonly ModFile[]): Map<string, ModFile[]> {
  const index = new Map<string, ModFile[]>();
  for (const f of installed) {
    for (const p of f.packages) {
      if (isNotBlamed(p + '.')) continue;
      const list = index.get(p) ?? [];
      list.push(f);
      index.set(p, list);
    }
  }
  return index;
}

/** The jar owning the longest known package prefix of `className`; shared prefixes are settled by a mod id in the class path. */
function ownerByPackage(className: string, index: Map<string, ModFile[]>): ModFile | null {
  const segments = className.split('.');
  for (let n = Math.min(segments.length - 1, 6); n >= 1; n--) {
    const owners = index.get(segments.slice(0, n).join('.'));
    if (!owners || owners.length === 0) continue;
    if (owners.length === 1) return owners[0]!;
    const lowered = segments.map((s) => s.toLowerCase());
    const settled = owners.filter((f) => f.mods.some((m) => lowered.includes(m.id.toLowerCase())));
    return settled.length === 1 ? settled[0]! : null;
  }
  return null;
}

function hasLogged(logged: Map<string, LoggedMod>, segment: string): boolean {
  return loggedId(logged, segment) !== null;
}

/**
 * The listed mod whose id equals the package segment, ignoring case, `-` and `_` (`omegaconfig` ↔ `omega-config`),
 * else whose listed name does without spaces (`ironchests` ↔ "Iron Chests").
 */
function loggedId(logged: Map<string, LoggedMod>, segment: string): string | null {
  if (logged.has(segment)) return segment;
  const bare = normaliseId(segment);
  for (const id of logged.keys()) if (normaliseId(id) === bare) return id;
  for (const mod of logged.values())
    if (mod.name && bare.length > 3 && normaliseId(mod.name.replace(/\s+/g, '')) === bare) return mod.id;
  return null;
}

function normaliseId(id: string): string {
  return id.toLowerCase().replace(/[-_.]/g, '');
}
