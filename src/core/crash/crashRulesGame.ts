import { inFamily, mismatchedFamily } from './moduleFamilies';
import {
  findForward,
  javaForMinecraft,
  messageHit,
  messageOf,
  modLabel,
  textHit,
  type CrashRule,
  type RuleContext,
  type RuleHit,
} from './crashRule';
import { LIBRARY_MODS, libraryOfClass, libraryOfId, loaderOfClass, type LibraryMod } from './libraryMods';
import { libraryOrPlatformOfClass, platformOfClass } from './addonPlatforms';
import { parseFrame } from './culpritFinder';
import { linkageCaller } from './linkageCaller';
import { listedModId } from './listedModId';
import { postedMods } from './postedMods';
import { modOfMixinClass } from './mixinOwners';
import { otherMinecraftMods } from './otherMinecraftMods';
import { underModMenuScreenError } from './crashRulesFabric';
import { modOfUnknownClass } from './missingClassOwner';
import { modReadingBelow } from './modReadingBelow';
import { javaLibraryOfClass } from './javaLibraries';
import { unshippedJavaClass } from './unshippedJavaClasses';
import { bukkitPluginAbove } from './bukkitPluginAbove';
import { runningServerPlatform, serverPlatformOfClass } from './serverPlatforms';
import { clientClassMissingOnServer } from './serverSide';
import { dllInitFailedAt } from './localizedErrors';
import { isClientOnlyIntermediary } from './clientOnlyClasses';
import { CrashRuleMessages as M } from '../crashTexts/crashRuleMessages';

function detailsBelow(
  ctx: RuleContext,
  index: number,
  label: RegExp,
  maxLines = 40,
): { value: string; line: number } | null {
  const at = findForward(ctx, index, maxLines, label);
  if (at < 0) return null;
  const m = label.exec(ctx.log.line(at).trimEnd());
  return m ? { value: (m[1] ?? '').trim(), line: at } : null;
}

/** `prefix` when it is the id of a mod the log lists (1.12 entity types are written `modid.Name`), else null. */
function listedPrefix(ctx: RuleContext, prefix: string | undefined): string | null {
  if (!prefix) return null;
  for (const id of ctx.facts.mods.keys()) if (id.toLowerCase() === prefix.toLowerCase()) return id;
  return null;
}

/**
 * An hs_err frame in a GPU driver's library: Intel (`ig9icd64.dll`, `igxelpicd64.dll`), AMD (`atio6axx.dll`,
 * `atioglxx.dll`, `amdxc64.dll`), NVIDIA (`nvoglv64.dll`, `libnvidia-glcore.so`, `libGLX_nvidia.so`) and Mesa's DRI
 * drivers on Linux (`radeonsi_dri.so`, `iris_dri.so`), and macOS's own OpenGL stack (`AppleMetalOpenGLRenderer`,
 * `GLEngine`, `AppleIntel…GLDriver`, `AMDRadeonX6000GLDriver`, the shader compiler `libGLProgrammability.dylib`),
 * which Apple ships with macOS.
 */
/** A game member by its SRG (`func_70016_h`, `field_185200_c`) or intermediary (`method_1234`) name. */
const OBFUSCATED_GAME_MEMBER = /\.(?:func|field)_\d+_[a-z]?\b|\.(?:method|field)_\d+\b/;

const DRIVER_FRAME =
  /^#?\s*C\s+\[(ig\w*icd|ig\w*|atio\w*|nvoglv\w*|amd\w*|libnvidia\w*|libGLX_nvidia|radeon\w*|\w+_dri\.so|AppleMetalOpenGLRenderer|GLEngine\b|\w*GLDriver|libGL(?:Programmability|Image|VMPlugin)\.dylib)/i;

/**
 * The plugin or mod asking for a missing class: the plugin a Bukkit server or proxy names in the header above the trace
 * (bukkitPluginAbove.ts), else the mod of the first frame below the error; null when neither names one.
 */
function pluginOrCaller(ctx: RuleContext, index: number): { id: string; line: number } | null {
  const plugin = bukkitPluginAbove(ctx, index);
  if (plugin) return { id: plugin.plugin, line: plugin.line };
  const frame = callerOfMissingClass(ctx, index, []);
  return frame ? { id: frame.mod, line: frame.line } : null;
}

/** A class of a mod's compatibility code for other mods (a package or class named for it). */
const COMPAT_CODE = /\.(?:compat|compatibility|integrations?|modcompat)\.|(?:Compat|Integration)\w*$/i;

/**
 * The mod a missing class belongs to when its package alone does not tell (`author.modid.Class` has too few words to
 * read), but the code that asked for it is another mod's integration with it (COMPAT_CODE): a package word of the
 * class that the integration's own class or package spells (`….modcompat.RestrictedPortalsCompat` asking for
 * `morethanhidden.restrictedportals.RPCommon` → `restrictedportals`). Null when no such word is found.
 */
function compatTargetOf(ctx: RuleContext, index: number, cls: string): { id: string; pkg: string } | null {
  const asker = callerOfMissingClass(ctx, index, []);
  if (!asker) return null;
  const askerClass = parseFrame(ctx.log.line(asker.line))?.className ?? '';
  if (!COMPAT_CODE.test(askerClass)) return null;
  const spelled = askerClass.toLowerCase().replace(/[._$]/g, '');
  const pkg = cls.replace(/\.[^.]+$/, '');
  const words = pkg.toLowerCase().split('.');
  for (let i = words.length - 1; i >= 0; i--) {
    const w = words[i]!;
    if (w.length >= 4 && /^[a-z][a-z0-9_]*$/.test(w) && w !== asker.mod && spelled.includes(w.replace(/_/g, '')))
      return { id: w, pkg };
  }
  return null;
}

/**
 * The mod whose code loaded a missing class: the first frame within the few lines under the error whose class is
 * neither the game's, a loader's, a launcher's, the JVM's nor a known library's (`libraryOfClass`), read from its
 * module (`TRANSFORMER/modid@1.0/…`) or, failing that, its package (`modOfUnknownClass`). Null when the error has no
 * such frame right under it (a one-line paste, or only platform frames).
 */
function callerOfMissingClass(
  ctx: RuleContext,
  index: number,
  libraryIds: readonly string[],
): { mod: string; line: number } | null {
  for (let i = index + 1; i < Math.min(ctx.log.lineCount, index + 6); i++) {
    const text = ctx.log.line(i);
    const frame = /^\s*at /.test(text) ? parseFrame(text) : null;
    if (!frame) {
      if (/^\s*(?:\.\.\. \d+ more|Caused by)/.test(text)) break;
      continue;
    }
    const cls = frame.className;
    if (loaderOfClass(cls)) continue;
    // Another library's code is a caller too (a shader mod's compat code calling a renderer library); its jar
    // (`oculus-mc1.18.1-1.2.1.jar`) tells which build of that library's code it is.
    const callerLib = libraryOfClass(cls);
    if (callerLib && callerLib.ids.some((id) => libraryIds.includes(id))) continue;
    const jarStem = frame.jar ? /^([a-z][a-z0-9_]{1,63})/i.exec(frame.jar)?.[1]?.toLowerCase() : undefined;
    const mod = frame.transformerMod ?? (callerLib ? (jarStem ?? callerLib.ids[0]) : modOfUnknownClass(cls)?.id);
    if (!mod || mod === 'minecraft' || libraryIds.includes(mod)) continue;
    return { mod, line: i };
  }
  return null;
}

/**
 * The mod whose Fabric/Quilt entrypoint failed with the exception at `index` (`Could not execute entrypoint stage
 * 'main' due to errors, provided by 'id'`), read up the exception's chain (frames, `Caused by:`, `... N more`, blank
 * lines): the mod whose code asked for a class that is not there when no frame below names it. Null past any other line.
 */
function entrypointModAbove(ctx: RuleContext, index: number): { mod: string; line: number } | null {
  for (let i = index - 1; i >= Math.max(0, index - 80); i--) {
    const text = ctx.log.line(i);
    const id = /Could not execute entrypoint stage '\w+' due to errors, provided by '([a-z][\w-]{1,63})'/.exec(
      text,
    )?.[1];
    if (id) return { mod: id, line: i };
    if (!/^\s*(?:at |\.\.\. \d+ more|Caused by:|`*\s*$)/.test(text)) return null;
  }
  return null;
}

/** `caller`, unless the log lists its mods and `caller` is not one of them (ids compared without `-`, `_`, `.`). */
function listedCaller(
  ctx: RuleContext,
  caller: { mod: string; line: number } | null,
): { mod: string; line: number } | null {
  if (caller === null || ctx.facts.mods.size === 0) return caller;
  const mod = listedModId(ctx, caller.mod);
  return mod === null ? null : { mod, line: caller.line };
}

/**
 * The version of `lib` that this game is running ('' when listed without one), or null when nothing shows it runs: a
 * loader's mod list, or the library's own start banner (`[INIT] KubeJS 1801.4.0-build.123; MC 1801 forge`) in the
 * first 400 lines. A library whose packages exist only while it runs (libraryMods.ts) runs whenever they are named.
 */
function runningLibraryVersion(ctx: RuleContext, lib: LibraryMod): string | null {
  if (lib.onlyWhileRunning) return '';
  for (const id of lib.ids) {
    const listed = ctx.facts.mods.get(id);
    if (listed) return listed.version ?? '';
  }
  const name = lib.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const banner = new RegExp(`(?:^|\\]\\s)${name} v?(\\d+(?:\\.\\d+)+[\\w.+-]*)`);
  // A library that announces itself in the crash report's header (`SINYTRA CONNECTOR IS PRESENT!`) runs too.
  const present = new RegExp(`\\b${name} is present\\b`, 'i');
  const end = Math.min(ctx.log.lineCount, 400);
  for (let i = 0; i < end; i++) {
    const text = ctx.log.line(i);
    const b = banner.exec(text);
    if (b) return b[1]!;
    if (present.test(text)) return '';
  }
  return null;
}

/** The game failing right after (within 40 lines): a launcher's, a loader's or the JVM's last words, or a crash report. */
const GAME_FAILED =
  /Exception caught from launcher|Minecraft has crashed|---- Minecraft Crash Report ----|Exception in thread "main"|Encountered an unexpected exception|Process (?:exited|crashed) with (?:exit )?code -?[1-9]/;

/**
 * Mixin's probe of a class of a well-known library that is not there (`Error loading class: dev/architectury/event/Event
 * (java.lang.ClassNotFoundException …)`), when the library is not running in this game and the game fails right after:
 * the library is missing. A weak finding (any other cause outranks it): such probes are harmless while the game runs on,
 * and a probe of a class of another mod's package (an optional compat target) is never one.
 */
function libraryProbeHit(ctx: RuleContext, index: number, line: string): RuleHit | null {
  const m = /Error loading class: ([\w$/.]+) \(java\.lang\.ClassNotFoundException\b/.exec(line);
  if (!m) return null;
  const cls = m[1]!.replace(/\//g, '.');
  const lib = libraryOfClass(cls);
  if (!lib || runningLibraryVersion(ctx, lib) !== null) return null;
  const failed = /Exception caught from launcher/.test(line) ? index : findForward(ctx, index, 40, GAME_FAILED);
  if (failed < 0) return null;
  return messageHit({
    key: `lib:${lib.ids[0]}`,
    mods: [lib.ids[0]!],
    names: { [lib.ids[0]!]: lib.name },
    lines: failed !== index ? [index, failed] : [index],
    missingClass: cls,
    confidence: 0.3,
    message: { id: 'libraryMissing', params: { library: lib.name, class: cls, url: lib.url, by: '' } },
  });
}

/**
 * Mixin's `ClassMetadataNotFoundException: X`: a mixin refers to class X (it extends, casts to or calls it) and X is
 * not there. A class of a language runtime or a library (kotlin.Pair, Kotlin for Forge) is that library missing. A
 * class of another mod (an add-on platform, a library, or one read from its package) is that mod missing, or, when it
 * is listed, installed with a version its add-ons were not built for: an add-on's mixin asks for a class it no longer
 * has (Iron's Spells 3 moved SpellBookData; add-ons for 2.x broke), so the add-ons are what to update, never the
 * platform to install. Nothing for the game's own or a loader's classes, which other rules read.
 */
function mixinClassMissingHit(ctx: RuleContext, index: number, name: string): RuleHit | null {
  const cls = name.replace(/\//g, '.');
  if (/^(?:net\.minecraft|com\.mojang|java|javax|jdk|sun)\./.test(cls) || loaderOfClass(cls)) return null;
  const lib = libraryOfClass(cls);
  if (lib && /^(?:kotlin|kotlinx|scala)\./.test(cls))
    return messageHit({
      key: `lib:${lib.ids[0]}`,
      mods: [lib.ids[0]!],
      names: { [lib.ids[0]!]: lib.name },
      lines: [index],
      stackFrom: index,
      missingClass: cls,
      message: { id: 'libraryMissing', params: { library: lib.name, class: cls, url: lib.url, by: '' } },
    });
  const known = lib ?? platformOfClass(cls);
  const guessed = known ? null : modOfUnknownClass(cls);
  const id = known?.ids[0] ?? guessed?.id;
  if (!id) return null;
  const listed = ctx.facts.mods.size > 0 || (ctx.installed?.length ?? 0) > 0;
  const present =
    known?.ids.some((i) => ctx.facts.mods.has(i)) ||
    (guessed !== null && listedModId(ctx, guessed.id) !== null) ||
    (ctx.installed ?? []).some((f) => f.mods.some((m) => m.id === id));
  // With a mod list that lacks a guessed owner, the guess is not trusted.
  if (listed && !present && !known) return null;
  return messageHit({
    key: `mixin-class:${id}`,
    mods: [id],
    ...(known ? { names: { [id]: known.name } } : {}),
    lines: [index],
    stackFrom: index,
    missingClass: cls,
    confidence: 0.7,
    message: {
      id: 'mixinClassMissing',
      params: {
        owner: known ? known.name : `'${id}'`,
        class: cls,
        installed: present ? 'yes' : '',
        url: known?.url ?? '',
      },
    },
  });
}

/** Graphics, game, world, server and whole-log rules (rows 38–39, 41–54, plus codex's vanilla problems). */

/**
 * An IllegalAccessError of a Forge/NeoForge mod's code on the game's classes: the lambda of the mod's own constructor
 * (`no such constructor: a.b.Mob.<init>(EntityType,World)`, typed by a game interface) or a private game member it
 * uses (`class a.b.C tried to access private field net.minecraft…`). The loader's access transformer opens such parts
 * of the game to mods, more of them in newer builds: the mod was built against a newer build of the loader.
 */
function forgeAccessHit(ctx: RuleContext, index: number, line: string): RuleHit | null {
  if (/^\s*at /.test(line)) return null;
  const near = [ctx.log.line(index - 1), ctx.log.line(index - 2), line].join('\n');
  const type = ctx.facts.loader?.type;
  const loader =
    type === 'neoforge' || /net\.neoforged/.test(near)
      ? 'NeoForge'
      : type === 'forge' || /has failed to load correctly|net\.minecraftforge|Caught exception from /.test(near)
        ? 'Forge'
        : null;
  if (!loader) return null;
  const own = /IllegalAccessError: no such (?:constructor|method): ([\w$]+(?:\.[\w$]+)+)\.(?:<init>|[\w$]+)\(/.exec(
    line,
  );
  const game =
    /IllegalAccessError: class ([\w$]+(?:\.[\w$]+)+) tried to access (?:private|protected) (?:field|method) net\.minecraft\./.exec(
      line,
    );
  const cls = own?.[1] ?? game?.[1];
  if (!cls) return null;
  const mod = /\bis in module ([\w-]+)@/.exec(line)?.[1] ?? modOfUnknownClass(cls)?.id;
  if (!mod) return null;
  const what = line.slice(line.indexOf('IllegalAccessError')).slice(0, 240);
  return textHit({
    key: `access:${mod}`,
    mods: [mod],
    texts: {
      title: M.loaderAccessTitle({ mod: `'${mod}'`, loader }),
      detail: M.loaderAccess({ mod: `'${mod}'`, loader, what }),
      advice: M.loaderAccessAdvice({ mod: `'${mod}'`, loader }),
    },
    lines: [index],
    confidence: 0.93,
    stackFrom: index,
  });
}

export const gameRules: CrashRule[] = [
  {
    id: 'server-watchdog',
    row: 0,
    title: 'The server watchdog stopped a hung server',
    severity: 'error',
    advice:
      "Find what stalled the tick in the crash report's 'Server thread' stack; max-tick-time=-1 only hides the hang.",
    confidence: 0.85,
    triggers: ['single server tick took'],
    match(ctx, index, line) {
      // Vanilla's ServerHangWatchdog: one tick ran longer than max-tick-time (60 s by default), so it ended the server.
      const m = /single server tick took ([\d.,]+) seconds/.exec(line);
      if (!m) return null;
      // Only the watchdog's sentence is pasted, not the report's thread dump: the mods the person names with it (a
      // report template's version field, jar names in a sentence, postedMods.ts) are the ones to check, named as such.
      const dumped = findForward(ctx, Math.max(-1, index - 200), 400, /^\s*(?:at |#?\s*[CVJj]\s+\[)/) >= 0;
      const posted = dumped
        ? []
        : postedMods(ctx)
            .filter((p) => !libraryOfId(p.id))
            .slice(0, 3);
      const named = posted.map((p) => `'${p.id}'${p.version ? ` ${p.version}` : ''}`).join(', ');
      return messageHit({
        key: 'watchdog',
        mods: posted.map((p) => p.id),
        lines: [index, ...posted.map((p) => p.line).filter((l) => l !== index)],
        stackFrom: index,
        message: { id: 'serverWatchdog', params: { what: m[1]!, posted: named } },
      });
    },
  },
  {
    id: 'graphics-driver',
    row: 38,
    title: 'Graphics driver or OpenGL failure',
    severity: 'error',
    advice: 'Update or reinstall the graphics driver from the GPU vendor; on laptops run Java on the dedicated GPU.',
    confidence: 0.8,
    triggers: [
      'The driver does not appear to support OpenGL',
      'Pixel format not accelerated',
      "Couldn't set pixel format",
      'GLXBadFBConfig',
      'org.lwjgl.LWJGLException',
      'EXCEPTION_ACCESS_VIOLATION',
      'Failed to find service port for display',
      'net.minecraftforge.fml.client.SplashProgress',
      'WGL: The driver does not appear to support OpenGL',
      'Problematic frame:',
      'GLFW error 6554',
      'Timed out trying to setup the Game Window',
      "doesn't meet the OpenGL requirement",
      'Failed to initialize GLFW',
      'valid GLFW profile',
      'GLFW window with any profile',
      // The game's check of a framebuffer it made (`RuntimeException: glCheckFramebufferStatus returned unknown
      // status:0`, `GL_FRAMEBUFFER_UNSUPPORTED`): the driver or translation renderer cannot give it one.
      'glCheckFramebufferStatus returned',
      'GL_FRAMEBUFFER_UNSUPPORTED',
      'GL_FRAMEBUFFER_INCOMPLETE_',
    ],
    match(ctx, index, line) {
      if (/glCheckFramebufferStatus returned|GL_FRAMEBUFFER_(?:UNSUPPORTED|INCOMPLETE_)/.test(line))
        return framebufferRefusedHit(ctx, index, line);
      // A mod's own check of the OpenGL the driver gives it (Distant Horizons' `discovered this GPU doesn't meet the
      // OpenGL requirements … openGL version 3.2+: [false] <- REQUIRED`): the GPU or its driver (macOS's 2.1 legacy
      // context, a software renderer) is below what that mod needs; the game itself may run without the mod.
      if (/doesn't meet the OpenGL requirement/.test(line)) return openGlRequirementHit(ctx, index);
      // GLFW found no display server (`X11: The DISPLAY environment variable is missing`): Wayland without XWayland
      // for the game, a sandboxed launcher, or no desktop. No driver and no mod is involved.
      const noDisplay =
        /Failed to initialize GLFW[^\r\n]*?((?:X11|Wayland): (?:The DISPLAY environment variable is missing|Failed to open display[^\r\n,\]]*|Failed to connect to display[^\r\n,\]]*))/.exec(
          line,
        );
      if (noDisplay)
        return textHit({
          key: 'no-display',
          texts: {
            title: M.glfwNoDisplayTitle({}),
            detail: M.glfwNoDisplay({ error: noDisplay[1]!.trim().slice(0, 200) }),
            advice: M.glfwNoDisplayAdvice({}),
          },
          lines: [index],
        });
      // Forge's and NeoForge's early window got no OpenGL context down to 3.2 (`Failed to find a valid GLFW profile`).
      if (/(?:valid GLFW profile|GLFW window with any profile)/.test(line))
        return textHit({
          key: 'driver',
          texts: {
            detail: M.glfwNoProfile({ error: messageOf(line).trim().slice(0, 200) }),
            advice: M.glfwNoProfileAdvice({}),
          },
          lines: [index],
        });
      if (/Failed to initialize GLFW/.test(line) && !/GLFW error|GLX|WGL|EGL|NSGL|driver/i.test(line)) return null;
      // Forge's and NeoForge's early loading window (fmlearlydisplay, 1.20+) waits for the driver to give it a window
      // and gives up: the known way around it is to let the game open its window itself (earlyWindowControl).
      if (/Timed out trying to setup the Game Window/.test(line)) {
        const type = ctx.facts.loader?.type ?? '';
        const loader =
          type === 'neoforge' || findForward(ctx, Math.max(-1, index - 40), 80, /neoforge|net\.neoforged/i) >= 0
            ? 'NeoForge'
            : type === 'forge'
              ? 'Forge'
              : 'Forge/NeoForge';
        return textHit({
          key: 'early-window',
          texts: {
            title: M.earlyWindowTimeoutTitle({ loader }),
            detail: M.earlyWindowTimeout({ loader }),
            advice: M.earlyWindowTimeoutAdvice({}),
          },
          lines: [index],
        });
      }
      // GLFW's refusal to create the window's OpenGL context through the platform's driver interface (WGL, GLX, EGL,
      // NSGL, OSMesa): `GLFW error 65544: EGL: Failed to clear current context: …`. Other GLFW errors (a window icon on
      // macOS, 65548) are no driver's.
      const glfw = /GLFW error (6554[2-5]):? ?(WGL|GLX|EGL|NSGL|OSMesa)\b[^\r\n]*/.exec(line);
      if (/GLFW error 6554/.test(line) && !/driver does not appear to support OpenGL|GLXBadFBConfig/.test(line)) {
        if (!glfw) return null;
        return textHit({
          key: 'driver',
          texts: {
            detail: M.glfwContextFailed({ error: glfw[0].trim().slice(0, 200), api: glfw[2]! }),
            ...(glfw[2] === 'EGL' ? { advice: M.glfwEglAdvice({}) } : {}),
          },
          lines: [index],
        });
      }
      // The hs_err banner's signal (any signal: SIGSEGV on Linux) or a pasted `Problematic frame:` without it.
      if (/EXCEPTION_ACCESS_VIOLATION|Problematic frame:/.test(line)) {
        // A pasted banner may carry a launcher's time and source line between its lines (so the frame is a few lines
        // down), or come in reverse order (the frame above the signal line).
        let frame = findForward(ctx, index, /Problematic frame:/.test(line) ? 6 : 40, DRIVER_FRAME);
        for (let i = index - 1; frame < 0 && i >= Math.max(0, index - 12); i--)
          if (DRIVER_FRAME.test(ctx.log.line(i))) frame = i;
        if (frame < 0) return nativeCrashWithoutFrame(ctx, index, line);
        const dll = /\[([^\]+]+)/.exec(ctx.log.line(frame))?.[1] ?? '';
        const apple =
          /^(AppleMetalOpenGLRenderer|GLEngine|\w*GLDriver|libGL(?:Programmability|Image|VMPlugin)\.dylib)/i.test(dll);
        const vendor = apple
          ? 'macOS'
          : /^ig/i.test(dll)
            ? 'Intel'
            : /^(atio|amd|radeon)/i.test(dll)
              ? 'AMD'
              : /_dri\.so/i.test(dll)
                ? 'Mesa'
                : 'NVIDIA';
        return textHit({
          key: 'driver',
          texts: {
            detail: M.driverCrash({ vendor, dll }),
            advice: apple ? M.macDriverAdvice({}) : M.driverAdvice({ vendor }),
          },
          lines: [index, frame],
        });
      }
      if (/SplashProgress/.test(line) && !/Exception|Error|at /.test(line)) return null;
      const mac = /Failed to find service port for display/.test(line);
      return textHit({
        key: 'driver',
        texts: mac
          ? { detail: M.macDisplay({}), advice: M.macDisplayAdvice({}) }
          : { detail: M.driverFailed({ error: messageOf(line).trim().slice(0, 200) }) },
        lines: [index],
      });
    },
  },
  {
    // hs_err's problematic frame in a native library that is neither a graphics driver (graphics-driver), the JVM's
    // own code nor the operating system's C library (jvm-internal-crash): the game's sound or window library, a
    // program's overlay injected into Java, or a native library a mod or plugin brought.
    id: 'native-library-crash',
    row: 0,
    title: 'Java crashed in a native library',
    severity: 'error',
    advice: 'Find the program or mod that brought the library named above, then update or remove it.',
    confidence: 0.75,
    triggers: ['Problematic frame:'],
    match(ctx, index) {
      for (let i = index + 1; i < Math.min(ctx.log.lineCount, index + 4); i++) {
        const text = ctx.log.line(i);
        const lib = /^\s*#?\s*C\s+\[([^\]+\s]+)\+0x[0-9a-f]+\]/i.exec(text)?.[1];
        if (!lib) continue;
        if (DRIVER_FRAME.test(text) || NOT_A_LIBRARY_OF_ITS_OWN.test(lib)) return null;
        const kind = nativeLibraryKind(lib);
        if (kind === 'windowLib') return null;
        return textHit({
          key: lib.toLowerCase(),
          texts: {
            detail: M.nativeLibraryCrash({ lib, kind }),
            advice: M.nativeLibraryAdvice({ lib, kind }),
          },
          lines: [index, i],
        });
      }
      return null;
    },
    supersedes: ['stack-culprit'],
  },
  {
    // A report that the game had no OpenGL when it stopped (`OpenGL: ~~ERROR~~ RuntimeException: No OpenGL context
    // found in the current thread.`, OptiFine's `OpenGlVersion: null`). Every report of a crash before the window opens
    // or off the render thread says so too, so this is only a hint, below any error found: when nothing else explains
    // the crash, a game that closed before its window appeared has no working graphics driver.
    id: 'opengl-unavailable',
    row: 0,
    title: 'OpenGL was not available when the game stopped',
    severity: 'info',
    advice:
      "If the game closed before its window appeared, install or update the graphics driver from the GPU maker (not Windows Update's); if another error is shown, fix that first.",
    confidence: 0.4,
    triggers: ['No OpenGL context found in the current thread', 'OpenGlVersion: null'],
    match(_ctx, index, line) {
      const what = /No OpenGL context found in the current thread|OpenGlVersion: null/.exec(line)![0];
      return textHit({ key: 'no-gl', texts: { detail: M.openglUnavailable({ what }) }, lines: [index] });
    },
  },
  {
    // Old graphics drivers known to break the renderer: Sodium's own refusal to start on one (its driver checks name
    // the installed and the required version), and an Intel Gen7 GPU (HD Graphics 2500/4000) with a driver older than
    // build 5161, the last Intel made for it, whose glClientWaitSync never returns (Sodium issue 899). The GPU and
    // driver are read from a crash report's `Backend API:` line or Sodium's `Found graphics card:` line; alone, the
    // old driver is a likely cause, so a warning below any error found.
    id: 'outdated-gpu-driver',
    row: 0,
    title: 'The graphics driver is too old',
    severity: 'warning',
    advice: "Install the graphics driver from the GPU maker's site, not Windows Update's.",
    confidence: 0.5,
    triggers: ['Graphics Driver is not compatible', 'HD Graphics 2500', 'HD Graphics 4000'],
    match(ctx, index, line) {
      const refused = /currently installed (Intel|NVIDIA|AMD) Graphics Driver is not compatible/.exec(line);
      if (refused) {
        let installed = '';
        let required = '';
        for (let i = index + 1; i < Math.min(ctx.log.lineCount, index + 6); i++) {
          const text = ctx.log.line(i);
          installed ||= /Installed version:\s*(\S+)/.exec(text)?.[1] ?? '';
          required ||= /Required version:\s*(\S+)/.exec(text)?.[1] ?? '';
        }
        return textHit({
          key: 'driver-refused',
          severity: 'error',
          confidence: 0.95,
          texts: {
            title: M.gpuDriverRefusedTitle({ vendor: refused[1]! }),
            detail: M.gpuDriverRefused({ vendor: refused[1]!, installed, required }),
            advice: M.gpuDriverRefusedAdvice({ vendor: refused[1]!, required }),
          },
          lines: [index],
        });
      }
      const gpu = /(Intel\(R\) HD Graphics (?:2500|4000))\b/.exec(line)?.[1];
      const build = /(?:Build |DriverVersion=|version=)(\d{1,2}\.\d{1,2}\.\d{1,3}\.(\d{4}))\b/.exec(line);
      if (!gpu || !build || Number(build[2]) >= 5161) return null;
      return textHit({
        key: 'intel-gen7',
        texts: {
          title: M.intelGen7DriverOldTitle({ gpu }),
          detail: M.intelGen7DriverOld({ gpu, build: build[1]! }),
          advice: M.intelGen7DriverOldAdvice({}),
        },
        lines: [index],
      });
    },
  },
  {
    id: 'gl-invalid-operation',
    row: 39,
    title: 'OpenGL error 1282 / texture too large',
    severity: 'warning',
    advice: 'Use a lower-resolution resource pack or disable the shader pack.',
    confidence: 0.6,
    triggers: ['1282: Invalid operation', 'Maybe try a lower resolution', 'Maybe try a lowerresolution'],
    match(_ctx, index, line) {
      return textHit({
        key: 'gl',
        texts: { detail: /lower/.test(line) ? M.textureTooLarge({}) : M.glError1282({}) },
        lines: [index],
      });
    },
  },
  {
    id: 'file-tampered',
    row: 41,
    title: 'A jar was modified or is damaged',
    severity: 'error',
    advice: 'Re-download the file named above; do not patch signed jars.',
    confidence: 0.85,
    triggers: ['SHA1 digest error for', 'signer information does not match signer information'],
    match(_ctx, index, line) {
      const file = /SHA1 digest error for (\S+)/.exec(line)?.[1];
      return textHit({
        key: file ?? 'signer',
        texts: { detail: file ? M.jarEntryTampered({ entry: file }) : M.signersDiffer({}) },
        lines: [index],
      });
    },
  },
  {
    id: 'incomplete-loader-install',
    row: 42,
    title: 'The mod loader is not fully installed',
    severity: 'error',
    advice: 'Reinstall the loader (Forge/NeoForge) for this instance with its installer or the launcher.',
    confidence: 0.9,
    triggers: [
      'Cannot find launch target fmlclient',
      'Cannot find launch target forgeclient',
      'Invalid paths argument, contained no existing paths',
      'Failed to find Minecraft resource version',
      'Could not find net/minecraft/client/Minecraft.class in classloader',
    ],
    match(_ctx, index, line) {
      return textHit({
        key: 'incomplete',
        texts: { detail: M.loaderIncomplete({ error: messageOf(line).trim().slice(0, 240) }) },
        lines: [index],
      });
    },
  },
  {
    id: 'loader-installed-twice',
    row: 43,
    title: 'The loader is installed twice in the version',
    severity: 'error',
    advice: 'Recreate the version/instance with one Forge, or remove the duplicate Forge entry from the version JSON.',
    confidence: 0.9,
    triggers: ['Found multiple arguments for option'],
    match(_ctx, index, line) {
      const option = /for option (\S+?),/.exec(line)?.[1];
      return textHit({ key: 'repeat', texts: { detail: M.loaderTwice({ option: option ?? '' }) }, lines: [index] });
    },
  },
  {
    id: 'ticking-entity',
    row: 44,
    title: 'An entity crashes the game while ticking',
    severity: 'error',
    advice: 'Remove that entity (e.g. /kill, an NBT/world editor) or update the mod that owns it.',
    confidence: 0.85,
    triggers: [
      'Description: Ticking entity',
      'ReportedException: Ticking entity',
      ': Ticking entity',
      '-- Entity being ticked --',
    ],
    match(ctx, index, line) {
      if (
        /-- Entity being ticked --/.test(line) &&
        /Description: Ticking entity/.test(ctx.log.line(Math.max(0, index - 40)))
      )
        return null;
      const type = detailsBelow(ctx, index, /Entity Type: (.+)$/, 80);
      const name = detailsBelow(ctx, index, /Entity Name: (.+)$/, 80);
      const loc = detailsBelow(ctx, index, /Entity's Exact location: (.+)$/, 80);
      const ns = /^(\w+):/.exec(type?.value ?? '')?.[1] ?? listedPrefix(ctx, /^(\w+)\./.exec(type?.value ?? '')?.[1]);
      const mods = ns && ns !== 'minecraft' ? [ns] : [];
      const short = loc?.value
        .slice(0, 200)
        .replace(/(\.\d*?)0+(?=,|$)/g, '$1')
        .replace(/\.(?=,|$)/g, '');
      const location = loc ? (short !== loc.value ? `${loc.value} (${short})` : loc.value) : undefined;
      return textHit({
        key: 'entity',
        mods,
        texts: {
          detail: M.entityTicking({ name: name?.value ?? '', type: type?.value ?? '', location: location ?? '' }),
        },
        lines: [index, ...[type?.line, name?.line, loc?.line].filter((l): l is number => l !== undefined)],
        stackFrom: index,
      });
    },
  },
  {
    id: 'ticking-block-entity',
    row: 44,
    title: 'A block entity crashes the game while ticking',
    severity: 'error',
    advice: 'Remove that block (NBT/world editor, e.g. MCEdit or Amulet) or update the mod that owns it.',
    confidence: 0.85,
    triggers: ['Ticking block entity', '-- Block entity being ticked --'],
    match(ctx, index, line) {
      if (
        /-- Block entity being ticked --/.test(line) &&
        /Ticking block entity/.test(ctx.log.line(Math.max(0, index - 30)))
      )
        return null;
      const name = detailsBelow(ctx, index, /^\s*Name: (.+)$/, 60);
      const block = detailsBelow(ctx, index, /^\s*Block: (.+)$/, 60);
      const loc = detailsBelow(ctx, index, /Block location: World: \(([^)]+)\)/, 60);
      const id = (name?.value.slice(0, 160) ?? /Block\{([^}]+)\}/.exec(block?.value ?? '')?.[1])?.trim();
      const ns = /^(\w+):/.exec(id ?? '')?.[1];
      const mods = ns && ns !== 'minecraft' ? [ns] : [];
      return textHit({
        key: 'block',
        mods,
        texts: { detail: M.blockEntityTicking({ id: id ?? '', location: loc ? loc.value.replace(/,/g, ', ') : '' }) },
        lines: [index, ...[name?.line, block?.line, loc?.line].filter((l): l is number => l !== undefined)],
        stackFrom: index,
      });
    },
  },
  {
    id: 'block-crash',
    row: 44,
    title: 'A block crashes the game',
    severity: 'error',
    advice: 'Remove that block (NBT/world editor) or update the mod that owns it.',
    confidence: 0.7,
    triggers: [
      '-- Block being tesselated --',
      '-- Block model being tesselated --',
      '-- Block being rendered --',
      '-- Block being got --',
    ],
    match(ctx, index) {
      const block = detailsBelow(ctx, index, /^\s*Block: (.+)$/, 20);
      const loc = detailsBelow(ctx, index, /Block location: (.+)$/, 20);
      const id = /Block\{([^}]+)\}/.exec(block?.value ?? '')?.[1];
      const ns = /^(\w+):/.exec(id ?? '')?.[1];
      return textHit({
        key: 'block',
        mods: ns && ns !== 'minecraft' ? [ns] : [],
        texts: {
          detail: M.blockCrash({ block: block ? block.value : '', location: loc ? loc.value.slice(0, 160) : '' }),
        },
        lines: [index, ...[block?.line, loc?.line].filter((l): l is number => l !== undefined)],
        stackFrom: index,
      });
    },
  },
  {
    id: 'debug-crash',
    row: 45,
    title: 'Manually triggered debug crash',
    severity: 'info',
    advice: 'Not a bug: F3+C was held for 10 seconds.',
    confidence: 0.99,
    triggers: ['Manually triggered debug crash'],
    match(_ctx, index) {
      return textHit({ key: 'debug', texts: { detail: M.debugCrash({}) }, lines: [index] });
    },
    supersedes: ['stack-culprit', 'suspected-mods'],
  },
  {
    id: 'id-limit',
    row: 46,
    title: 'Too many blocks/items for 1.12 IDs',
    severity: 'error',
    advice: 'Install an ID-extension mod (JustEnoughIDs / RoughlyEnoughIDs) or remove mods.',
    confidence: 0.9,
    triggers: ['maximum id range exceeded'],
    match(_ctx, index) {
      return textHit({ key: 'ids', texts: { detail: M.idLimit({}) }, lines: [index] });
    },
  },
  {
    id: 'native-library-missing',
    row: 48,
    title: 'A native library is missing',
    severity: 'error',
    advice: 'Let the launcher re-download the natives; check that Java matches the system architecture (ARM vs x64).',
    confidence: 0.85,
    triggers: [
      'UnsatisfiedLinkError',
      '[LWJGL] Failed to load a library',
      'Failed to locate library:',
      "Can't load library:",
      "Can't load IA 32-bit",
      "Can't load AMD 64-bit",
      'incompatible architecture',
      'Platform/architecture mismatch detected',
      // A mod's own report that its natives did not load (`Sable has failed to load the natives needed for …`).
      'failed to load the natives',
      'failed to load its natives',
      // Android's linker (mobile launchers): `dlopen failed: "…/libx.so" is for EM_X86_64 (62) instead of EM_AARCH64`,
      // `… is 64-bit instead of 32-bit`.
      ') instead of EM_',
      '-bit instead of ',
      // LWJGL's check of a function pointer in the native library it loaded (`A required function is missing: glfwX`,
      // or a bare NullPointerException from `Checks.check` under `GLFW.nglfwX`): that library is another build.
      'A required function is missing: ',
      'org.lwjgl.system.Checks.check(',
    ],
    match(ctx, index, line) {
      const lacking = missingNativeFunction(ctx, index, line);
      if (lacking) return lacking;
      if (/Checks\.check\(/.test(line)) return null;
      if (/Platform\/architecture mismatch detected/.test(line)) {
        // LWJGL 3 lists the JVM's platform, then the natives it found: e.g. "Windows x86 1.8.0_51" vs "windows/x64".
        const jvm = /^\s*(\S.{0,60})$/.exec(ctx.log.line(index + 2))?.[1]?.trim();
        const found = /^\s*([\w-]+\/[\w-]+)\s*$/.exec(ctx.log.line(index + 4))?.[1];
        const is32 = jvm !== undefined && /\bx86\b(?!_64)|\barm32\b/i.test(jvm);
        return textHit({
          key: 'lwjgl',
          texts: {
            title: M.lwjglTitle({}),
            detail: M.lwjglPlatform({ jvm: jvm ?? '', natives: found ?? '', is32 }),
            advice: is32 ? M.install64BitJava({}) : M.selectNativeJava({}),
          },
          lines: [index],
        });
      }
      const nameIn = (text: string): string | undefined =>
        /Failed to locate library: (\S+)/.exec(text)?.[1] ??
        /Can't load library: (\S+)/.exec(text)?.[1] ??
        /no (\S+) in java\.library\.path/.exec(text)?.[1] ??
        /UnsatisfiedLinkError:\s*(.+)$/.exec(text)?.[1]?.trim() ??
        /dlopen failed: "?([^"\s]{1,300}\.so)"? is /.exec(text)?.[1];
      // LWJGL's "[LWJGL] Failed to load a library" banner comes before the error that names the library.
      const named = /\[LWJGL\] Failed to load/.test(line)
        ? findForward(ctx, index, 40, /UnsatisfiedLinkError|Failed to locate library:/)
        : -1;
      // A library found but whose own start-up failed (Windows' DLL-initialization error, in the system's language):
      // the name is the path before the message.
      const initAt = dllInitFailedAt(line);
      const name =
        (initAt >= 0
          ? /^(.*\.(?:dll|so|dylib|jnilib))(?=[\s:：(（]|$)/i.exec(nameIn(line.slice(0, initAt)) ?? '')?.[1]
          : undefined) ??
        nameIn(line) ??
        (named >= 0 ? nameIn(ctx.log.line(named)) : undefined) ??
        /[Nn]ative library(?: name)?:? ([\w.-]+\.(?:dll|so|dylib|jnilib))\b/.exec(line)?.[1];
      // The mod whose native this is: one the log lists whose id begins the library's file name
      // (`sable_rapier_aarch64_linux.so`), or the mod that reports the failure itself under that name.
      const selfName =
        /\b([A-Z][\w'’-]{1,30}(?: [A-Z][\w'’-]{1,30}){0,2}) (?:has )?failed to load (?:the |its )?natives\b/.exec(
          line,
        )?.[1];
      const token = /(?:^|[\\/])(?:lib)?([a-z][a-z0-9]{2,30})[_-][^\\/]*$/i.exec(name ?? '')?.[1];
      // A Forge crash report's mod section holding the error (`-- MOD pixelmon --` a few lines above) names its mod.
      let section: string | null = null;
      for (let i = index - 1; i >= Math.max(0, index - 8) && section === null; i--) {
        const above = ctx.log.line(i);
        const mod = /^\s*-- MOD ([\w.-]{1,64}) --\s*$/.exec(above)?.[1];
        if (mod) section = mod;
        else if (/^\s*(?:-- .{1,80} --|Stacktrace:)\s*$/.test(above)) break;
      }
      // A mod that unpacks its native into its own config folder (`config/<modid>/cache/…`): that folder names it.
      const folder = /[\\/]config[\\/]([a-z][a-z0-9_-]{2,40})[\\/](?:[^\\/]+[\\/])?[^\\/]+$/.exec(name ?? '')?.[1];
      const owner =
        section ??
        (folder && !/^(?:config|versions|libraries|minecraft|\.minecraft|bin|tmp|temp)$/.test(folder)
          ? folder
          : null) ??
        listedPrefix(ctx, token) ??
        (token && selfName && selfName.replace(/[\s'’-]+/g, '').toLowerCase() === token.toLowerCase()
          ? token.toLowerCase()
          : null);
      const lwjgl = /lwjgl|glfw|openal|jinput/i.test(line) || /\[LWJGL\]/.test(line);
      // The bitness or CPU the failing library was built for, when the loader says so: Java's `Can't load IA 32-bit
      // .dll on a AMD 64-bit platform` (newer JDKs: `can't load IA 32 .so on a AARCH64 platform`), macOS' `incompatible
      // architecture (have 'x86_64', need 'arm64')` or `missing compatible architecture`. dyld's message may go on over
      // the next lines of a paste, so they are read too.
      const around = [0, 1, 2, 3].map((k) => (k === 0 ? line : ctx.log.line(index + k))).join('\n');
      const arch =
        /can't load (IA 32(?:-bit)?|AMD 64(?:-bit)?|ARM 64(?:-bit)?|ARM|AARCH64) \.\w{1,10} on an? (\w{1,10}[ -]\d{0,2}-?bit|\w{1,10}) platform/i.exec(
          around,
        ) ??
        // dyld lists every slice a fat file has and every one it would take (`have 'i386,x86_64', need 'arm64e' or
        // 'arm64'`).
        /(?:incompatible|missing compatible) architecture \(have '([\w,-]+)', need '([^']{1,60}'(?: or '[^']{1,30}')*)\)/.exec(
          around,
        );
      // The same mismatch said without both names (an older macOS, an ELF header of the other class or CPU).
      const mismatch =
        !arch &&
        /no matching architecture in universal wrapper|mach-o,? but wrong architecture|wrong ELF class|ELF file's? (?:OS ABI|machine) (?:is )?(?:invalid|does not match)|not a valid Win32 application|is for EM_\w{1,20} \(\d{1,4}\) instead of EM_|is (?:32|64)-bit instead of (?:32|64)-bit/i.test(
          around,
        );
      // Android's linker keeps an app from loading a library outside its own folders: a mod's desktop-Linux native
      // seldom loads in a mobile launcher (PojavLauncher and its forks).
      const android = /dlopen failed: .{0,300}is not accessible for the namespace/.test(around);
      const java32 = /(?:lwjgl|glfw|openal)32\b|\b32-bit\b|x86\b(?!_64)/i.test(`${line} ${name ?? ''}`);
      // A mod's own report of its natives failing, naming a library built for one processor (`…_x86_64_windows.dll`):
      // the mod picked the only build it has, and a computer with another processor (Windows on ARM, Apple silicon)
      // cannot load it.
      const namedArch =
        !arch && !mismatch && selfName
          ? /(?:^|[_.-])(x86[_-]64|amd64|x64|aarch64|arm64|armv7|i386|i686)(?=[_.-]|$)/i.exec(name ?? '')?.[1]
          : undefined;
      if (!name && !lwjgl && !arch) return null;
      const mc = ctx.facts.minecraft;
      // `version `GLIBC_2.29' not found (required by …)`: the library was built against a newer C library than the
      // system has; the mod that loads it is the first mod frame under the error (not JNA's or the JDK's).
      const glibc = /version `GLIBC_(\d+\.\d+)' not found/.exec(line)?.[1] ?? '';
      let loadedBy: string | null = null;
      let loadedAt = -1;
      for (let i = index + 1; glibc && !owner && loadedAt < 0 && i < Math.min(ctx.log.lineCount, index + 14); i++) {
        const frame = /^\s*at (?:[\w.$-]{1,80}\/\/)?([\w$]+(?:\.[\w$]+)+)\.[\w$<>]+\(/.exec(ctx.log.line(i))?.[1];
        if (!frame || /^(?:com\.sun\.jna|java|javax|jdk|sun)\./.test(frame)) continue;
        loadedBy = modOfUnknownClass(frame)?.id ?? null;
        loadedAt = i;
      }
      const mod = owner ?? loadedBy;
      return textHit({
        key: lwjgl ? 'lwjgl' : (name ?? 'native'),
        ...(mod && !lwjgl ? { mods: [mod], names: selfName && owner ? { [owner]: selfName } : {} } : {}),
        // A mod's native built for another processor is the cause itself, above the mod's own loading failure.
        ...(owner && !lwjgl && (arch || mismatch || android || namedArch) ? { confidence: 0.95 } : {}),
        texts: {
          ...(lwjgl
            ? { title: M.lwjglTitle({}) }
            : glibc
              ? { title: M.glibcTitle({ glibc }) }
              : initAt >= 0
                ? { title: M.nativeInitTitle({ mod: mod ? `'${mod}'` : '' }) }
                : arch || mismatch || namedArch
                  ? { title: M.nativeArchTitle({ mod: mod ? `'${mod}'` : '' }) }
                  : {}),
          detail: M.nativeLibrary({
            lwjgl,
            name: name ?? '',
            have: arch ? String(arch[1]) : '',
            need: arch ? String(arch[2]).replace(/'/g, '') : '',
            java32,
            mismatch,
            android,
            glibc,
            init: initAt >= 0,
            named: namedArch ?? '',
          }),
          ...(arch || mismatch || namedArch
            ? { advice: M.nativeArchAdvice({ lwjgl, mod: mod && !lwjgl ? `'${mod}'` : '' }) }
            : lwjgl
              ? { advice: M.nativesAdvice({ java: javaForMinecraft(mc) ?? 17, minecraft: mc ?? '' }) }
              : {}),
          ...(glibc && !lwjgl ? { advice: M.glibcAdvice({ glibc, mod: mod ? `'${mod}'` : '' }) } : {}),
          ...(initAt >= 0 && !lwjgl && !glibc ? { advice: M.nativeInitAdvice({ mod: mod ? `'${mod}'` : '' }) } : {}),
        },
        lines: [index, named, loadedBy ? loadedAt : -1].filter((l) => l >= 0),
      });
    },
  },
  {
    id: 'file-already-exists',
    row: 49,
    title: 'A file the game wants to create already exists',
    severity: 'error',
    advice: 'Back up and delete the file named above.',
    confidence: 0.8,
    triggers: ['FileAlreadyExistsException: '],
    match(_ctx, index, line) {
      const file = /FileAlreadyExistsException: (.+)$/.exec(line.trimEnd())?.[1];
      return textHit({ key: file ?? 'file', texts: { detail: M.fileExists({ file: file ?? '' }) }, lines: [index] });
    },
  },
  {
    // `ResourceLocationException: Non [a-z0-9_.-] character in namespace of location: #forge:cakes` (1.17+; older:
    // `… in path of location: x:Bad Name`): an id holding characters ids may not hold was read from text a person or
    // a mod wrote (a config value, a datapack, a script, a resource pack). A leading `#` is a tag written where one id
    // is expected. The first mod frame under the error, if any, is the code that read it.
    id: 'invalid-resource-id',
    row: 0,
    title: 'An invalid id was read from a config or data file',
    severity: 'error',
    advice: 'Find the id in the config folder, datapacks or scripts and write a valid one there.',
    confidence: 0.8,
    triggers: ['character in namespace of location', 'character in path of location'],
    match(ctx, index, line) {
      const m = /Non \[[^\]]{1,20}\] character in (namespace|path) of location: (\S.{0,199}?)\s*$/.exec(line);
      if (!m) return null;
      const id = m[2]!.replace(/[.,;]+$/, '');
      const reader = modReadingBelow(ctx, index);
      // Turkish's dotless ı (or dotted İ) in an id: a mod lower-cased a name with the system's language, where `I`
      // becomes `ı`, so its own id broke on a Turkish system. The id's namespace is that mod, unless the game's.
      const dotless = /[ıİ]/.exec(id)?.[0];
      if (dotless) {
        const space = /^([a-z0-9_.-]+):/.exec(id)?.[1];
        const mod = reader?.id ?? (space && space !== 'minecraft' ? space : null);
        const params = { id, char: dotless, mod: mod ? `'${mod}'` : '' };
        return textHit({
          key: `id:${id}`,
          mods: mod ? [mod] : [],
          confidence: 0.95,
          texts: {
            title: M.localeIdTitle(params),
            detail: M.localeId(params),
            advice: M.localeIdAdvice(params),
          },
          lines: reader ? [index, reader.line] : [index],
        });
      }
      const params = { id, tag: id.startsWith('#'), mod: reader ? `'${reader.id}'` : '' };
      return textHit({
        key: `id:${id}`,
        mods: reader ? [reader.id] : [],
        texts: { detail: M.invalidResourceId(params), advice: M.invalidResourceIdAdvice(params) },
        lines: reader ? [index, reader.line] : [index],
        stackFrom: index,
      });
    },
    supersedes: ['stack-culprit'],
  },
  {
    id: 'world-mod-mismatch',
    row: 50,
    title: 'The world was saved with other mods',
    severity: 'warning',
    advice: 'Install the mod (or mod version) the world was saved with, or accept that its content may be lost.',
    confidence: 0.7,
    triggers: ['This world was saved with mod '],
    match(_ctx, index, line) {
      const missing = /This world was saved with mod (\S+) which appears to be missing/.exec(line);
      if (missing) {
        if (missing[1] === 'minecraft' || missing[1] === 'forge' || missing[1] === 'mcp' || missing[1] === 'FML')
          return null;
        return textHit({
          key: missing[1]!,
          mods: [missing[1]!],
          texts: {
            detail: M.worldModMissing({ mod: missing[1]! }),
            advice: M.worldModMissingAdvice({ mod: missing[1]! }),
          },
          lines: [index],
        });
      }
      const version = /This world was saved with mod (\S+) version (\S+) and it is now at version (\S+?),/.exec(line);
      if (!version) return null;
      const saved = { mod: version[1]!, saved: version[2]!, now: version[3]! };
      return textHit({
        key: version[1]!,
        mods: [version[1]!],
        texts: { detail: M.worldModVersion(saved), advice: M.worldModVersionAdvice(saved) },
        lines: [index],
      });
    },
  },
  {
    // Minecraft sorts every biome's features into one order per generation step; when two biomes list the same
    // features in opposite orders the sort has no answer and world generation stops. The biomes' namespaces are the
    // mods that add them (a library running the sort, TerraBlender or Blueprint, only reports it).
    id: 'feature-order-cycle',
    row: 0,
    title: 'Biome mods place features in conflicting order',
    severity: 'error',
    advice: 'Update the biome mods named; if it persists, remove one of them until the world generates.',
    confidence: 0.9,
    triggers: ['Feature order cycle found', 'A feature cycle was found', "must be before '"],
    match(ctx, index, line) {
      if (/^\s*at /.test(line)) return null;
      // The cycle's listing pasted without its sentence (`At step 9` / `Feature 'x'` / `must be before 'y' (defined
      // in 'ns:biome' …)`): read from its first `must be before` line (the rest give the same key).
      const listing = /must be before '/.test(line);
      if (listing && (!/\(defined in '/.test(line) || /must be before '/.test(ctx.log.line(index - 1)))) return null;
      const biomes: string[] = [];
      for (const b of line.matchAll(/worldgen\/biome \/ ([a-z0-9_.-]+):([a-z0-9_./-]+)\]/g)) {
        const id = `${b[1]}:${b[2]}`;
        if (!biomes.includes(id)) biomes.push(id);
      }
      // Cyanide's rewording prints the cycle below the sentence, one feature a line, each with the biome that lists
      // it: `must be before 'minecraft:flower_warm' (defined in 'terralith:arid_highlands' at index 2, 3)`.
      const lines = listing ? [] : [index];
      if (/A feature cycle was found/.test(line) || listing)
        for (let i = listing ? index : index + 1; i < Math.min(ctx.log.lineCount, index + 40); i++) {
          const text = ctx.log.line(i);
          if (/^\s*at |^\s*(?:Caused by|-- |```)/.test(text)) break;
          const before = biomes.length;
          for (const b of text.matchAll(/defined in '([a-z0-9_.-]+):([a-z0-9_./-]+)'/g)) {
            const id = `${b[1]}:${b[2]}`;
            if (!biomes.includes(id)) biomes.push(id);
          }
          if (biomes.length > before && lines.length < 4) lines.push(i);
        }
      const mods: string[] = [];
      for (const id of biomes) {
        const ns = id.slice(0, id.indexOf(':'));
        if (ns !== 'minecraft' && !mods.includes(ns)) mods.push(listedPrefix(ctx, ns) ?? ns);
      }
      const shown = biomes.slice(0, 6).join(', ');
      return textHit({
        key: 'feature-order-cycle',
        mods,
        texts: mods.length
          ? {
              detail: M.featureOrderCycle({ biomes: shown, mods: mods.join(', ') }),
              advice: M.featureOrderCycleAdvice({ mods: mods.join(', ') }),
            }
          : { detail: M.featureOrderCycleVanilla({ biomes: shown }) },
        lines,
      });
    },
  },
  {
    // A registry entry the world's settings or another entry refers to was never defined (`Unbound values in registry
    // ResourceKey[minecraft:root / minecraft:worldgen/biome]: [alpha:dunes, …]`, `Trying to access unbound value
    // 'ResourceKey[minecraft:worldgen/density_function / alpha:overworld/depth]'`): the mod or data pack of that
    // namespace is gone (removed after the world was made), disabled the entry in its config, failed to load its
    // data, or is installed in two clashing copies. The namespaces are the mods to name; `minecraft` entries mean a mod removed or replaced a vanilla one.
    id: 'unbound-registry-value',
    row: 0,
    title: 'World generation refers to entries no mod defines',
    severity: 'error',
    advice: 'Put back the mod named above if it was removed; otherwise update it and keep only one copy of it.',
    confidence: 0.85,
    triggers: [
      'Unbound values in registry',
      'unbound value',
      'Attempted to get unregistered ',
      'Unknown element: ResourceKey[',
      'Unknown registry key in ResourceKey[',
    ],
    match(ctx, index, line) {
      if (/^\s*at /.test(line)) return null;
      const list =
        /Unbound values in registry ResourceKey\[[a-z0-9_.-]{1,100}:root \/ (?:[a-z0-9_.-]{1,100}:)?([a-z0-9_/.-]{1,200})\]: \[(.*)$/.exec(
          line,
        );
      // One key (or a few) named by what failed: `Trying to access unbound value 'ResourceKey[…]'`, BOP's `Attempted
      // to get unregistered biome ResourceKey[…]` (a biome its own config disabled), the registry loader's `Unknown
      // element: ResourceKey[…]; Unknown element: …` and `Unknown registry key in ResourceKey[…]: ns:path`.
      // (Keys are short: names of at most 200 characters are read, so a pathological line stays linear.)
      const keys = list
        ? []
        : [
            ...line.matchAll(
              /(?:unbound value|unregistered [a-z_ ]{1,30}|Unknown element:) '?ResourceKey\[(?:[a-z0-9_.-]{1,100}:)?([a-z0-9_/.-]{1,200}) \/ ([a-z0-9_.-]{1,100}:[a-z0-9_/.-]{1,200})\]/gi,
            ),
            ...line.matchAll(
              /Unknown registry key in ResourceKey\[[a-z0-9_.-]{1,100}:root \/ (?:[a-z0-9_.-]{1,100}:)?([a-z0-9_/.-]{1,200})\]: ([a-z0-9_.-]{1,100}:[a-z0-9_/.-]{1,200})/g,
            ),
          ];
      if (!list && keys.length === 0) return null;
      const registry = list ? list[1]! : keys[0]![1]!;
      // A pasted list may be cut or wrapped mid-name: only whole `namespace:path` entries count.
      const ids = list
        ? [...list[2]!.matchAll(/(?:^|[\s,])([a-z0-9_.-]{1,100}:[a-z0-9_/.-]{1,200})(?=,|\])/g)].map((m) => m[1]!)
        : [...new Set(keys.map((k) => k[2]!))];
      if (ids.length === 0) return null;
      const mods: string[] = [];
      for (const id of ids) {
        const ns = id.slice(0, id.indexOf(':'));
        const mod = ns === 'minecraft' ? null : (listedPrefix(ctx, ns) ?? ns);
        if (mod && !mods.includes(mod)) mods.push(mod);
      }
      const shown = ids.slice(0, 4).join(', ') + (ids.length > 4 ? ', …' : '');
      return textHit({
        key: `unbound:${registry}:${mods.join(',')}`,
        mods,
        texts: mods.length
          ? {
              title: M.unboundRegistryTitle({ mods: mods.join(', ') }),
              detail: M.unboundRegistryValue({ registry, ids: shown, mods: mods.join(', ') }),
              advice: M.unboundRegistryAdvice({ mods: mods.join(', ') }),
            }
          : { detail: M.unboundRegistryVanilla({ registry, ids: shown }) },
        lines: [index],
      });
    },
    // The missing entries are why a library's registry or world-creation code threw.
    supersedes: ['stack-culprit'],
  },
  {
    id: 'datapack-world',
    row: 51,
    title: 'Datapack or world data problem',
    severity: 'error',
    advice: 'Remove the broken datapack, or create a new world; never open a world in an older Minecraft.',
    confidence: 0.8,
    triggers: [
      'Missing data pack mod:',
      'Overworld settings missing',
      'saved with newer version of minecraft',
      'Failed to parse',
      'ChunkNibbleArrays should be 2048 bytes',
    ],
    match(_ctx, index, line) {
      let m: RegExpExecArray | null;
      if ((m = /Missing data pack mod:(\S+)/.exec(line))) {
        return textHit({
          key: `pack:${m[1]}`,
          severity: 'warning',
          mods: [m[1]!],
          texts: {
            detail: M.dataPackModMissing({ mod: m[1]! }),
            advice: M.dataPackModMissingAdvice({ mod: m[1]! }),
          },
          lines: [index],
        });
      }
      if (/Overworld settings missing/.test(line))
        return textHit({
          key: 'overworld',
          texts: { detail: M.overworldMissing({}), advice: M.overworldMissingAdvice({}) },
          lines: [index],
        });
      if (/ChunkNibbleArrays should be 2048 bytes/.test(line))
        return textHit({
          key: 'aquatic',
          texts: { detail: M.worldFrom113({}), advice: M.worldFrom113Advice({}) },
          lines: [index],
        });
      if (/newer version of minecraft/.test(line))
        return textHit({ key: 'newer', texts: { detail: M.worldNewer({}) }, lines: [index] });
      if ((m = /Failed to parse .{0,500}?from pack (\S+)/.exec(line)))
        return textHit({
          key: `parse:${m[1]}`,
          severity: 'warning',
          texts: { detail: M.dataPackUnparsable({ pack: m[1]! }) },
          lines: [index],
        });
      return null;
    },
  },
  {
    id: 'server-plugin',
    row: 52,
    title: 'A server plugin cannot load',
    severity: 'error',
    advice: "Install the plugin's dependency, use a matching server version, or remove the duplicate plugin.",
    confidence: 0.85,
    triggers: [
      'UnknownDependencyException',
      'Unsupported API version',
      'Ambiguous plugin name',
      'Jar does not contain plugin.yml',
      'java.util.zip.ZipException: ',
      'as it is not marked as supporting Folia',
    ],
    match(ctx, index, line) {
      let m: RegExpExecArray | null;
      // Folia (and its forks) skips a plugin without `folia-supported: true`: `Could not load plugin 'Name v1.0' as it is
      // not marked as supporting Folia!` (the exception under it repeats the words).
      if ((m = /Could not load plugin '([^'\n]{1,120})' as it is not marked as supporting Folia/.exec(line))) {
        if (/^\s*at |Caused by:/.test(line)) return null;
        const plugin = m[1]!;
        const name = plugin.replace(/ v?\S+$/, '');
        return textHit({
          key: `folia:${name}`,
          mods: [name],
          names: { [name]: name },
          texts: {
            title: M.pluginNotFoliaTitle({ plugin: name }),
            detail: M.pluginNotFolia({ plugin, server: 'Folia' }),
            advice: M.pluginNotFoliaAdvice({ plugin: name }),
          },
          lines: [index],
        });
      }
      // A jar in plugins/ the server cannot take as a plugin: `Could not load 'plugins/X.jar' in folder 'plugins'`, then
      // `Caused by: java.io.FileNotFoundException: Jar does not contain plugin.yml` (a mod, a proxy's plugin) or a
      // ZipException (a damaged download) a few lines below, under the loader's stack.
      if (/Jar does not contain plugin\.yml|java\.util\.zip\.ZipException: /.test(line)) {
        let at = -1;
        let file = '';
        for (let i = index; i >= Math.max(0, index - 16) && at < 0; i--) {
          const text = ctx.log.line(i);
          const load = text.length <= 2000 ? /Could not load '([^']{1,300})' in folder '[^']{0,300}'/.exec(text) : null;
          if (load) [at, file] = [i, load[1]!];
        }
        if (at < 0) return null;
        const zip = /java\.util\.zip\.ZipException: (.{1,120})$/.exec(line)?.[1]?.trim();
        return textHit({
          key: `jar:${file}`,
          texts: {
            title: M.pluginJarTitle({}),
            detail: zip ? M.pluginJarUnreadable({ file, error: zip }) : M.pluginNotAPlugin({ file }),
            advice: M.pluginJarAdvice({ file }),
          },
          lines: [at, index],
          confidence: 0.75,
        });
      }
      if (
        (m =
          /Ambiguous plugin name `?'?([^'`]{1,300})'?`? for files `?'?([^'`]{1,1000})'?`? and `?'?([^'`]{1,1000})'?`?/.exec(
            line,
          ))
      ) {
        return textHit({
          key: `amb:${m[1]}`,
          texts: { detail: M.pluginTwice({ plugin: m[1]!, a: m[2]!, b: m[3]! }) },
          lines: [index],
        });
      }
      // The server names the jar on the line above the exception (`Could not load 'plugins/X.jar' in folder
      // 'plugins'`). A hosting panel that shows its console newest first (Multicraft's) prints the lines in reverse:
      // the trace's frames above the exception and that line right under it, which counts only then (an `at` frame
      // right above the exception shows the order; in a log's own order the exception's frames follow it).
      const below = ctx.log.line(index + 1);
      const reversed = /^\s*(?:\S+\s+){0,4}at [\w$.]+\(/.test(ctx.log.line(index - 1));
      const prev =
        /Could not load '([^']+)'/.exec(ctx.log.line(index - 1))?.[1] ??
        /Could not load '([^']+)'/.exec(line)?.[1] ??
        (reversed ? /Could not load '([^']+)'/.exec(below)?.[1] : undefined);
      const jarLine =
        prev === undefined
          ? -1
          : /Could not load '/.test(ctx.log.line(index - 1))
            ? index - 1
            : /Could not load '/.test(line)
              ? index
              : index + 1;
      if ((m = /Unsupported API version (\S+)/.exec(line)))
        return textHit({
          key: `api:${prev}`,
          texts: { detail: M.pluginApi({ plugin: prev ?? '', api: m[1]! }) },
          lines: [index],
        });
      m = /UnknownDependencyException:? (?:Unknown\/missing dependency plugins: )?\[?([^\]]+)\]?/.exec(line);
      return textHit({
        key: `dep:${prev}`,
        texts: { detail: M.pluginDependency({ plugin: prev ?? '', dependency: m ? m[1]!.trim() : '' }) },
        lines: jarLine >= 0 && jarLine !== index ? [jarLine, index] : [index],
      });
    },
  },
  {
    id: 'suspected-mods',
    row: 53,
    title: 'The crash report suspects these mods',
    severity: 'warning',
    advice: 'Update or disable the suspected mods one at a time (or bisect the mod list).',
    confidence: 0.6,
    triggers: ['Suspected Mod'],
    match(ctx, index, line) {
      const inline = /Suspected Mods?:\s*(.*)$/.exec(line)?.[1]?.trim() ?? '';
      const entries: { id: string; name: string }[] = [];
      const lines = [index];
      const add = (text: string): void => {
        for (const m of text.matchAll(/([^,()]{1,200}?) \(([\w.-]+)\)/g))
          entries.push({ name: m[1]!.trim(), id: m[2]! });
      };
      if (/^(Unknown|None|NONE)?$/.test(inline) && inline !== '') return null;
      if (inline !== '') add(inline);
      else {
        for (let i = index + 1; i < Math.min(ctx.log.lineCount, index + 20); i++) {
          const text = ctx.log.line(i);
          if (!/^\s+\S/.test(text) || /Stacktrace|Mod File/.test(text)) break;
          add(text);
          lines.push(i);
        }
      }
      const useful = entries.filter(
        (e) => !['minecraft', 'forge', 'neoforge', 'fabricloader', 'java', 'fml'].includes(e.id),
      );
      if (useful.length === 0) return null;
      const names: Record<string, string> = {};
      for (const e of useful) names[e.id] = e.name;
      return textHit({
        key: useful.map((e) => e.id).join(','),
        mods: useful.map((e) => e.id),
        names,
        texts: { detail: M.suspectedMods({ mods: useful.map((e) => modLabel(e.id, e.name)).join(', ') }) },
        lines,
      });
    },
  },
  {
    id: 'short-output',
    row: 54,
    title: 'The game stopped before it started',
    severity: 'error',
    advice: 'Check the Java path and the JVM arguments of the instance; the log is almost empty.',
    confidence: 0.5,
    triggers: [],
    whole(ctx) {
      if (ctx.log.size >= 100 || ctx.facts.kind !== 'log') return [];
      const text = ctx.log.latin1();
      if (/INFO\]|at net\.|---- Minecraft Crash Report/.test(text) || text.trim() === '') return [];
      // A pasted fragment (console prefixes, quotes) or an exception or loader sentence is part of a longer log.
      // Markdown around it (`inline code`, a fence, a `>` quote, **bold**) is a paste into an issue or a chat.
      if (
        ctx.log.normalised ||
        /[\w$]+\.[\w$.]+(?:Exception|Error)\b|\brequires\b|\bCould not load\b|^\s*at [\w$.]+\(/m.test(text) ||
        /`[^`\n]+`|^\s*(?:```|>\s|\*\*)/m.test(text)
      )
        return [];
      // A line that starts with a logger's tag (`[mixin/]:`, `[Render thread/WARN]:`, left when a paste cut the time
      // and thread off Forge's `[main/ERROR] [mixin/]: …`) is a line of a longer log.
      if (/^\s*\[[\w .$-]{1,40}\/[A-Z]{0,5}\]:/m.test(text)) return [];
      // Markdown inline code around the text (`…`) is a line quoted out of a longer log, and a sentence pointing at
      // another log (`See logs/kubejs/startup.txt`) is the game's own, written after it started.
      if (/^\s*`|`\s*$|\bSee (?:the )?logs?[\\/]/i.test(text)) return [];
      // Java's or a launcher's own one-line verdict (`Unable to access jarfile X`, `exit code -805306369`) says why
      // nothing ran: the rules that read it name the cause.
      if (/\bjarfile\b|\bexit ?code\b/i.test(text)) return [];
      return [textHit({ key: 'short', texts: { detail: M.shortOutput({ chars: text.trim().length }) }, lines: [0] })];
    },
  },
  {
    id: 'no-such-method',
    row: 0,
    title: 'Mod or version mismatch (missing method)',
    severity: 'error',
    advice:
      'A mod was built for another version of Minecraft, the loader or a library mod: update the mods named in the stack.',
    confidence: 0.5,
    // A paste may set the error's name in markdown bold (`**java.lang.NoSuchMethodError**: …`): the same line.
    triggers: [
      'java.lang.NoSuchMethodError: ',
      'java.lang.NoSuchFieldError: ',
      'java.lang.AbstractMethodError: ',
      'java.lang.NoSuchMethodError**: ',
      'java.lang.NoSuchFieldError**: ',
      'java.lang.NoSuchMethodError : ',
      'java.lang.NoSuchFieldError : ',
      'IllegalAccessError: no such ',
      'IllegalAccessError: class ',
    ],
    match(ctx, index, line) {
      if (/IllegalAccessError: (?:no such|class) /.test(line)) return forgeAccessHit(ctx, index, line);
      // A paste's inline code may close on the same line (`` …(java.util.function.Function)'``` ``): not the member's.
      const m = /java\.lang\.(NoSuchMethodError|NoSuchFieldError|AbstractMethodError)(?:\*\*)? ?: (.+)$/.exec(
        line.trimEnd().replace(/`+$/, ''),
      );
      if (!m || /^\s*at /.test(line) || underModMenuScreenError(ctx, index)) return null;
      // Java 21 words a missing field `Class a.b.C$D does not have member field 'T name'`: C$D is the owner. Java 8
      // words a missing constructor or method of a class the caller extends `a.b.C: method <init>()V not found`.
      const owner =
        /^Class ([\w$]+(?:\.[\w$]+)+) does not have member\b/.exec(m[2]!)?.[1] ??
        /^([\w$]+(?:\.[\w$]+)+): method [\w$<>]+\(/.exec(m[2]!)?.[1] ??
        /^'?(?:[\w.$[\]]+ )?([\w$]+(?:\.[\w$]+)+)\.[\w$<>]+\(/.exec(m[2]!)?.[1] ??
        /^'?([\w$]+(?:[./][\w$]+)+)\./.exec(m[2]!)?.[1];
      // A member missing from the loader's own classes: the mod needs another (newer) loader; from a well-known
      // library's: that library is of another version. Both name what to update.
      const ownerClass = owner?.replace(/\//g, '.');
      const loader = ownerClass ? loaderOfClass(ownerClass) : null;
      // A member of a big mod that add-ons build on (addonPlatforms.ts) is named the same way: the add-on calling it
      // was made for another version of the platform. Not a game member by its obfuscated name on a platform's class
      // (`…EntityMeteor.func_70016_h`, a method the platform's entity inherits from the game's): that is the game's.
      const lib =
        ownerClass && !loader
          ? (libraryOfClass(ownerClass) ?? (OBFUSCATED_GAME_MEMBER.test(m[2]!) ? null : platformOfClass(ownerClass)))
          : null;
      const what = m[2]!.slice(0, 240);
      // The JVM throws a linkage error in the calling method: the first frame below is the mod built against
      // another version of what it calls (linkageCaller.ts), named first and cited.
      const caller = m[1] !== 'AbstractMethodError' ? linkageCaller(ctx, index, ownerClass ?? null) : null;
      // Modules of one release listed at two versions (moduleFamilies.ts): the error is between them when it names
      // nothing else (no frame, no owner) or a module of theirs.
      const family = m[1] !== 'AbstractMethodError' ? mismatchedFamily(ctx.facts.mods) : null;
      const familyOwner = ownerClass
        ? (libraryOrPlatformOfClass(ownerClass)?.ids[0] ?? modOfUnknownClass(ownerClass)?.id)
        : null;
      if (family && ((!ownerClass && !caller) || inFamily(family, caller?.id) || inFamily(family, familyOwner)))
        return familyMismatchHit(ctx, index, family, m[1]!, what);
      // Fabric's and Quilt's loaders keep their API apart (`net.fabricmc.loader.api.`, `net.fabricmc.api.`,
      // `org.quiltmc.loader.api.`): a member missing from the rest, their internals, is no newer-loader need. The
      // mod reached into internals of another loader version (usually an older one): the mod is what to update.
      if (
        loader &&
        m[1] !== 'AbstractMethodError' &&
        /^(?:net\.fabricmc\.loader\.(?!api\.)|org\.quiltmc\.loader\.(?!api\.))/.test(ownerClass!)
      )
        return messageHit({
          key: `loader-internal:${m[2]!}`,
          ...(caller ? { mods: [caller.id] } : {}),
          lines: caller ? [index, caller.line] : [index],
          stackFrom: index,
          confidence: 0.88,
          missingClass: ownerClass!,
          message: {
            id: 'loaderInternalMemberMissing',
            params: { loader, error: m[1]!, what, caller: caller ? `'${caller.id}'` : '' },
          },
        });
      if (loader && m[1] !== 'AbstractMethodError') {
        // With no stack, the one mod the person lists beside the loader (`controlling:1.25.1-23.0.1` above the error,
        // postedMods.ts) is named with the loader: one of the two is of another version than the other expects.
        const posted = caller ? [] : postedMods(ctx).filter((p) => !libraryOfId(p.id));
        const by = posted.length === 1 ? posted[0]! : null;
        return messageHit({
          key: `loader:${m[2]!}`,
          ...(by ? { mods: [by.id] } : {}),
          lines: by ? [index, by.line] : [index],
          stackFrom: index,
          confidence: 0.92,
          missingClass: ownerClass!,
          message: {
            id: 'loaderMemberMissing',
            params: { loader, error: m[1]!, what, by: by ? `'${by.id}'` : '', version: by?.version ?? '' },
          },
        });
      }
      // A member of a server platform's API (serverPlatforms.ts), or of a Java library the platform ships its plugins
      // (Adventure on Velocity and Paper) while that platform runs here: the plugin calling it (named by the server's
      // header above the trace, else the first frame) was built against another version of the platform.
      const api = ownerClass && !loader && !lib ? serverPlatformOfClass(ownerClass) : null;
      const shipped = ownerClass && !loader && !lib && !api ? javaLibraryOfClass(ownerClass) : null;
      const shown = api || shipped ? runningServerPlatform(ctx, index) : null;
      const host = api ?? (shipped ? (shown?.platform ?? null) : null);
      if (host && m[1] !== 'AbstractMethodError') {
        const plugin = bukkitPluginAbove(ctx, index);
        const by = plugin ? { id: plugin.plugin, line: plugin.line } : caller;
        // The platform is named (and cited) only where a line shows it runs; its API's class alone names it in words.
        const cited = shown?.platform.id === host.id ? shown.line : -1;
        const platformMods = cited >= 0 ? [host.id] : [];
        return messageHit({
          key: `platform:${host.id}:${m[2]!}`,
          mods: by ? (shipped ? [...platformMods, by.id] : [by.id, ...platformMods]) : platformMods,
          names: { [host.id]: host.name },
          lines: [index, ...(by ? [by.line] : []), ...(cited >= 0 && cited !== by?.line ? [cited] : [])],
          stackFrom: index,
          confidence: 0.8,
          missingClass: ownerClass!,
          message: {
            id: shipped ? 'platformLibraryMemberMissing' : 'platformMemberMissing',
            params: {
              platform: host.name,
              library: shipped?.name ?? '',
              error: m[1]!,
              what,
              caller: by ? `'${by.id}'` : '',
            },
          },
        });
      }
      if (lib && m[1] !== 'AbstractMethodError') {
        // The mod whose frame calls the library right under the error is the one built for another version of it:
        // the first frame (linkageCaller.ts), else the first frame outside the platform and the library.
        const near = caller && caller.id !== lib.ids[0] ? caller : null;
        // With a mod list, only a listed mod is named (as linkageCaller.ts does).
        const below = near ? null : listedCaller(ctx, callerOfMissingClass(ctx, index, lib.ids));
        const by = near ?? (below ? { id: below.mod, line: below.line } : null);
        return messageHit({
          key: `lib:${lib.ids[0]}:${m[2]!}`,
          mods: by ? [by.id, lib.ids[0]!] : [lib.ids[0]!],
          names: { [lib.ids[0]!]: lib.name },
          lines: by ? [index, by.line] : [index],
          stackFrom: index,
          confidence: 0.8,
          missingClass: ownerClass!,
          message: {
            id: 'libraryMemberMissing',
            params: { library: lib.name, url: lib.url, error: m[1]!, what, caller: by ? `'${by.id}'` : '' },
          },
        });
      }
      // A member of Minecraft itself (its class, or an obfuscated/intermediary name such as `method_25420` that a mod's
      // class inherits from Minecraft): the mod calling it was built for another Minecraft version. A missing field is
      // printed bare (`NoSuchFieldError: field_23212`): the whole text is the member's name.
      const member = /\.([\w$<>]+)[(:]/.exec(m[2]!)?.[1] ?? /^([\w$]+)$/.exec(m[2]!.trim())?.[1] ?? '';
      const minecraftMember =
        (ownerClass !== undefined && /^(?:net\.minecraft|com\.mojang\.blaze3d)\./.test(ownerClass)) ||
        /^(?:method|field|comp)_\d+$|^(?:func|field)_\d+_[a-z]?$/.test(member);
      if (minecraftMember && m[1] !== 'AbstractMethodError') {
        // No frame names the mod: the one mod the mod list shows as made for another Minecraft (otherMinecraftMods.ts).
        const other = caller ? [] : otherMinecraftMods(ctx);
        const listed = other.length === 1 ? other[0]! : null;
        const by = caller ?? (listed ? { id: listed.id, line: listed.line } : null);
        return messageHit({
          key: `mc:${m[2]!}`,
          ...(by ? { mods: [by.id] } : {}),
          lines: by ? [index, by.line] : [index],
          stackFrom: index,
          confidence: 0.8,
          ...(ownerClass ? { missingClass: ownerClass } : {}),
          message: {
            id: 'minecraftMemberMissing',
            params: {
              error: m[1]!,
              what: what.replace(/ \(loaded from .*$/, ''),
              caller: by ? `'${by.id}'` : '',
              built: listed?.built ?? '',
              running: listed?.running ?? '',
            },
          },
        });
      }
      // A member of another mod's class (neither the game's, a loader's nor a known library's), called from a mod's
      // frame: the calling mod was built for another version of the owner's mod. Both are read from their packages
      // (missingClassOwner.ts) and, with a mod list, must be listed mods; both are named, the caller first.
      const guessed = caller && ownerClass && m[1] !== 'AbstractMethodError' ? modOfUnknownClass(ownerClass) : null;
      const ownerMod = guessed ? listedCaller(ctx, { mod: guessed.id, line: index }) : null;
      if (caller && ownerMod && ownerMod.mod.toLowerCase() !== caller.id.toLowerCase())
        return messageHit({
          key: `mod:${ownerMod.mod}:${m[2]!}`,
          mods: [caller.id, ownerMod.mod],
          lines: [index, caller.line],
          stackFrom: index,
          confidence: 0.75,
          missingClass: ownerClass!,
          message: {
            id: 'modMemberMissing',
            params: { caller: `'${caller.id}'`, owner: `'${ownerMod.mod}'`, error: m[1]!, what },
          },
        });
      // `Receiver class X does not define or inherit an implementation of the resolved method … of interface Y`:
      // X's mod implements (or extends) a type whose methods changed, so X's mod was built for another version of
      // Y's. X is where the stack is mined first.
      const receiver = /^Receiver class ([\w$]+(?:\.[\w$]+)+) does not define/.exec(m[2]!)?.[1];
      const missingClass = receiver ?? owner?.replace(/\//g, '.');
      const receiverMod = receiver ? (libraryOfClass(receiver)?.ids[0] ?? modOfUnknownClass(receiver)?.id) : undefined;
      const typeOwner = / of (?:interface|abstract class|class) ([\w$]+(?:\.[\w$]+)+)\.?$/.exec(m[2]!)?.[1];
      const typeLib = typeOwner ? libraryOfClass(typeOwner) : null;
      // The receiver's mod and the type's owner (a well-known library, else the mod its package names) are two
      // projects: the receiver's mod implements a type of the other that has since gained or changed a method, so it
      // was built for another version of that mod. Both are named (with a mod list, only listed ids), the receiver
      // first; the error line names both classes.
      const typeMod = typeOwner ? (typeLib?.ids[0] ?? modOfUnknownClass(typeOwner)?.id) : undefined;
      const implementer = receiverMod ? listedCaller(ctx, { mod: receiverMod, line: index })?.mod : undefined;
      const implemented = typeMod
        ? (typeLib?.ids[0] ?? listedCaller(ctx, { mod: typeMod, line: index })?.mod)
        : undefined;
      const method = /resolved method '(?:abstract )?(?:[\w.$[\]<>]+ )?([\w$<>]+)\(/.exec(m[2]!)?.[1];
      if (
        m[1] === 'AbstractMethodError' &&
        receiver &&
        typeOwner &&
        implementer &&
        implemented &&
        implementer.toLowerCase() !== implemented.toLowerCase()
      )
        return messageHit({
          key: `receiver:${receiver}:${typeOwner}`,
          mods: [implementer, implemented],
          ...(typeLib ? { names: { [typeLib.ids[0]!]: typeLib.name } } : {}),
          lines: [index],
          stackFrom: index,
          confidence: 0.75,
          missingClass: receiver,
          message: {
            id: 'receiverBuiltForOtherVersion',
            params: {
              class: receiver,
              type: typeOwner,
              what: method ?? '',
              caller: `'${implementer}'`,
              owner: typeLib ? typeLib.name : `'${implemented}'`,
            },
          },
        });
      return textHit({
        key: m[2]!,
        texts: { detail: M.linkageError({ error: m[1]!, what: m[2]!.slice(0, 400) }) },
        ...(receiverMod
          ? { mods: [receiverMod, ...(typeLib && typeLib.ids[0] !== receiverMod ? [typeLib.ids[0]!] : [])] }
          : {}),
        lines: [index],
        stackFrom: index,
        ...(missingClass ? { missingClass } : {}),
      });
    },
  },
  {
    id: 'no-class-def',
    row: 0,
    title: 'A class is missing (mod, dependency or version mismatch)',
    severity: 'error',
    advice: 'Install the dependency that provides the class, or the mod build for this Minecraft/loader version.',
    confidence: 0.5,
    triggers: [
      'java.lang.NoClassDefFoundError: ',
      'java.lang.ClassNotFoundException: ',
      'java.lang.IllegalAccessError: ',
      'java.lang.NoClassDefFoundError**: ',
      'ClassMetadataNotFoundException: ',
    ],
    match(ctx, index, line) {
      const metadata = /throwables\.ClassMetadataNotFoundException: ([\w$]+(?:[./][\w$]+)+)/.exec(line);
      if (metadata) return /^\s*at /.test(line) ? null : mixinClassMissingHit(ctx, index, metadata[1]!);
      // `ClassNotFoundException: The specified mixin 'a.b.M' was not found`: a mixin the mod's own config lists is not
      // in its jar (a damaged or mismatched file, or an old build packed wrongly), named from the mixin's package.
      const gone = /The specified mixin '([\w$]+(?:\.[\w$]+)+)' was not found/.exec(line);
      if (gone) {
        const mod = modOfMixinClass(gone[1]!, ctx) ?? modOfUnknownClass(gone[1]!)?.id;
        return mod
          ? messageHit({
              key: `mixin-gone:${mod}`,
              mods: [mod],
              lines: [index],
              stackFrom: index,
              confidence: 0.75,
              message: { id: 'mixinClassGone', params: { mod: `'${mod}'`, class: gone[1]! } },
            })
          : null;
      }
      const m =
        /java\.lang\.(NoClassDefFoundError|ClassNotFoundException|IllegalAccessError)(?:\*\*)?: (Could not initialize class )?(\S+)/.exec(
          line,
        );
      if (!m || /^\s*at /.test(line) || /MixinTweaker|NashornScriptEngineFactory|LambdaMetafactory/.test(line))
        return null;
      // The error under Mod Menu's config-screen error screen is modmenu-config-screen's (no crash at all).
      if (underModMenuScreenError(ctx, index)) return null;
      // The main class a launcher's wrapper could not find (`Exception caught from launcher` just above): nothing ran,
      // main-class-missing explains it.
      if (index > 0 && /Exception caught from launcher/.test(ctx.log.line(index - 1))) return null;
      // Mixin's and the loaders' optional-class probes ("Error loading class: X (…ClassNotFoundException…)") are
      // warnings every modded start prints; they never stop the game. What a program printed to stderr is logged
      // at INFO (`[main/INFO] [STDERR]: …`): its level says nothing. A language runtime's class (`kotlin/Pair`) is
      // no optional compat target, though: no mod probes for it, and when it cannot be loaded the runtime mod (Kotlin
      // for Forge, Fabric Language Kotlin) is missing or of a version without it, whatever the line's level.
      const probe = /Error loading class: /.test(line);
      if (
        (probe || (/\/(?:WARN|INFO|DEBUG)\]/.test(line) && !/\[STDERR[\]/]/.test(line))) &&
        !(probe && /Error loading class: (?:kotlin|kotlinx|scala)\//.test(line))
      )
        return probe ? libraryProbeHit(ctx, index, line) : null;
      // A JDK module closed to old code (`… because module java.base does not export sun.security.util …`) is no
      // missing class: java-too-new explains it.
      if (m[1] === 'IllegalAccessError' && /module java\.\w+ does not (?:export|"?opens)/.test(line)) return null;
      // An IllegalAccessError's message is a sentence (`no such constructor: …`, `class a.B tried to access …`), not a
      // class name: its first word names no class to look for.
      if (m[1] === 'IllegalAccessError' && !/[./]/.test(m[3]!)) return null;
      const cls = m[3]!.replace(/\//g, '.').replace(/[.;:,`'")\]]+$/, '');
      // "Could not initialize class X": X exists, but its static initialiser threw before; X's mod is what failed.
      if (m[2]) return classInitHit(cls, index);
      // A client-only class on a dedicated server: client-mod-on-server (crashRulesForge.ts) names it.
      if (/^net\.minecraft\.client\./.test(cls) && clientClassMissingOnServer(ctx, index)) return null;
      // One under its intermediary name that every client has (clientOnlyClasses.ts): a server for sure, named there.
      if (m[1] !== 'IllegalAccessError' && isClientOnlyIntermediary(cls)) return null;
      // A class of a well-known library or API names the library to install; a loader's own class the loader.
      let lib = libraryOfClass(cls);
      if (
        lib?.ids[0] === 'kotlinforforge' &&
        /^kotlinx?\./.test(cls) &&
        (/fabric|quilt/.test(ctx.facts.loader?.type ?? '') || (ctx.facts.loader === null && saysFabric(ctx, index)))
      )
        lib = libraryOfId('fabric-language-kotlin');
      // Forge's config classes on Fabric or Quilt come from Forge Config API Port, the mod that provides them there.
      if (
        /^net\.minecraftforge\.(?:fml\.config\.|common\.ForgeConfigSpec\b)/.test(cls) &&
        (/fabric|quilt/.test(ctx.facts.loader?.type ?? '') || onFabricStack(ctx, index))
      )
        lib = libraryOfId('forgeconfigapiport');
      // A class of the library's own implementation (`net.fabricmc.fabric.impl.…`, `….internal.…`) is no part of
      // its API: the library is there, a mod reaches into internals of another version (on Quilt, Quilted Fabric
      // API does not carry Fabric API's internals at all). Installing the library changes nothing.
      // A language runtime's (`kotlin.jvm.internal.Intrinsics`) internals are the runtime itself: missing, it is.
      // An `impl` or `internal` package under the library's `api` package (`amerifrance.guideapi.api.impl.…`) is part
      // of the API it publishes (default implementations for mods to extend): missing, the library is.
      if (
        lib &&
        m[1] !== 'IllegalAccessError' &&
        /\.(?:impl|internal)\./.test(cls) &&
        !/\.api\.(?:[\w$]+\.)*?(?:impl|internal)\./.test(cls) &&
        !/^(?:kotlin|kotlinx|scala|clojure)\./.test(cls)
      )
        return messageHit({
          key: `lib-internal:${lib.ids[0]}`,
          lines: [index],
          stackFrom: index,
          missingClass: cls,
          message: {
            id: 'libraryInternalMissing',
            params: { library: lib.name, class: cls, quilt: onQuilt(ctx, index) ? 'yes' : '' },
          },
        });
      if (lib && m[1] !== 'IllegalAccessError') {
        // The library is running in this very game (listed, or its own start banner `KubeJS 1801.4.0-build.123` is
        // logged): it is there but no longer has the class, so what calls it was built for another version of it.
        const running = m[1] === 'NoClassDefFoundError' ? runningLibraryVersion(ctx, lib) : null;
        if (running !== null) {
          // The class is gone from the running library: the mod whose code asked for it (the first frame below,
          // linkageCaller.ts) was built for another version of it.
          const caller = linkageCaller(ctx, index, cls);
          const by = caller && !lib.ids.includes(caller.id) ? caller : null;
          return messageHit({
            key: `lib:${lib.ids[0]}`,
            ...(by ? { mods: [by.id] } : {}),
            lines: by ? [index, by.line] : [index],
            stackFrom: index,
            missingClass: cls,
            message: {
              id: 'libraryClassGone',
              params: { library: lib.name, class: cls, version: running, caller: by ? `'${by.id}'` : '' },
            },
          });
        }
        // The mod whose code asked for the class (the first frame under the error outside the platform and the
        // library) needs it: named beside the library, since either may be the one to change.
        const caller =
          m[1] === 'NoClassDefFoundError'
            ? callerOfMissingClass(ctx, index, lib.ids)
            : m[1] === 'ClassNotFoundException'
              ? entrypointModAbove(ctx, index)
              : null;
        return messageHit({
          key: `lib:${lib.ids[0]}`,
          mods: caller ? [lib.ids[0]!, caller.mod] : [lib.ids[0]!],
          names: { [lib.ids[0]!]: lib.name },
          lines: caller ? [index, caller.line] : [index],
          stackFrom: index,
          missingClass: cls,
          message: {
            id: 'libraryMissing',
            params: {
              library: lib.name,
              class: cls,
              url: lib.url,
              by: caller?.mod ?? '',
              // A paste without the mod list cannot tell a missing library from one of another version.
              unlisted: ctx.facts.mods.size === 0 && (ctx.installed?.length ?? 0) === 0 ? 'yes' : '',
            },
          },
        });
      }
      // A class of the Java platform that the game's Java lacks (unshippedJavaClasses.ts): Java 8's API a newer Java
      // removed, or an editor's stray import. The mod whose code refers to it (the first frame below, linkageCaller.ts)
      // needs the Java it was made for, or a fixed build of its own: there is nothing to install.
      const unshipped = m[1] !== 'IllegalAccessError' ? unshippedJavaClass(cls) : null;
      if (unshipped) {
        const by = linkageCaller(ctx, index, cls);
        const mod = by ? `'${by.id}'` : '';
        return textHit({
          key: `jdk:${cls}`,
          ...(by ? { mods: [by.id] } : {}),
          texts:
            unshipped.kind === 'removed'
              ? {
                  title: M.jdkApiRemovedTitle({ api: unshipped.api, java: unshipped.removedIn, mod }),
                  detail: M.jdkApiRemoved({ cls, api: unshipped.api, java: unshipped.removedIn, mod }),
                  advice: M.jdkApiRemovedAdvice({ java: unshipped.removedIn - 1, mod }),
                }
              : {
                  title: M.strayImportTitle({ mod }),
                  detail: M.strayImport({ cls, mod }),
                  advice: M.strayImportAdvice({ mod }),
                },
          lines: by ? [index, by.line] : [index],
          stackFrom: index,
          missingClass: cls,
        });
      }
      // A class of a common Java library (javaLibraries.ts: Apache Commons, Guava, Gson…) is no mod's to install: the
      // game, loader or server ships it, or the code that uses it bundles it. The plugin or mod that asked for it (the
      // Bukkit header above the trace, else the first frame below) was built for a version that shipped the library.
      const javaLib = m[1] !== 'IllegalAccessError' ? javaLibraryOfClass(cls) : null;
      if (javaLib) {
        const by = pluginOrCaller(ctx, index);
        return messageHit({
          key: `java-lib:${javaLib.name}`,
          ...(by ? { mods: [by.id], names: { [by.id]: by.id } } : {}),
          lines: by ? [index, by.line] : [index],
          stackFrom: index,
          missingClass: cls,
          message: {
            id: 'javaLibraryMissing',
            params: { library: javaLib.name, class: cls, by: by ? `'${by.id}'` : '' },
          },
        });
      }
      // A class of a server platform's API (serverPlatforms.ts): the plugin asking for it (the header the server or
      // proxy prints above the trace, else the first frame below) was made for another platform than the one this log
      // shows running (a Bukkit plugin in a proxy's plugins folder), or for another version of this one.
      const api = m[1] !== 'IllegalAccessError' ? serverPlatformOfClass(cls) : null;
      if (api) {
        const shown = runningServerPlatform(ctx, index);
        const running = shown?.platform ?? null;
        const by = pluginOrCaller(ctx, index);
        const same = running?.id === api.id;
        return messageHit({
          key: `platform:${api.id}:${cls}`,
          ...(by ? { mods: [by.id], names: { [by.id]: by.id } } : {}),
          lines: [index, ...(by ? [by.line] : []), ...(shown && shown.line !== by?.line ? [shown.line] : [])],
          stackFrom: index,
          missingClass: cls,
          confidence: running && !same ? 0.85 : 0.7,
          message: {
            id: same ? 'platformClassGone' : 'pluginForOtherPlatform',
            params: {
              platform: api.name,
              running: running?.name ?? '',
              class: cls,
              plugin: by ? `'${by.id}'` : '',
            },
          },
        });
      }
      // A named class of the game's client package exists in every client of its Minecraft: missing, the game is most
      // likely a dedicated server running client code (client-mod-on-server names the mod when the log shows it).
      if (/^net\.minecraft\.client\.(?!main\.)/.test(cls) && m[1] === 'NoClassDefFoundError')
        return messageHit({
          key: `mc:${cls}`,
          lines: [index],
          stackFrom: index,
          missingClass: cls,
          message: { id: 'minecraftClientClassMissing', params: { class: cls } },
        });
      // A Minecraft class that does not exist (`net/minecraft/class_1789`): the mod was made for another Minecraft.
      if (
        /^net\.minecraft\.(?!client\.main\.|server\.Main\b|launchwrapper\.|bootstrap\.)/.test(cls) &&
        m[1] === 'NoClassDefFoundError'
      ) {
        const other = otherMinecraftMods(ctx);
        const listed = other.length === 1 ? other[0]! : null;
        return messageHit({
          key: `mc:${cls}`,
          ...(listed ? { mods: [listed.id] } : {}),
          lines: listed ? [index, listed.line] : [index],
          stackFrom: index,
          missingClass: cls,
          message: {
            id: 'minecraftClassMissing',
            params: {
              class: cls,
              caller: listed ? `'${listed.id}'` : '',
              built: listed?.built ?? '',
              running: listed?.running ?? '',
            },
          },
        });
      }
      const loader = loaderOfClass(cls);
      if (loader && m[1] !== 'IllegalAccessError') {
        return messageHit({
          key: `loader:${cls}`,
          lines: [index],
          stackFrom: index,
          missingClass: cls,
          message: { id: 'loaderClassMissing', params: { loader, class: cls } },
        });
      }
      // A class of another mod's package: that mod, read from the package, is what to install or update. A big mod
      // add-ons build on (addonPlatforms.ts) is known by its own id (`ars_nouveau`, which its package spells
      // `arsnouveau`).
      const platform = m[1] !== 'IllegalAccessError' ? platformOfClass(cls) : null;
      // The platform's class asked for by another mod's code right under the error (linkageCaller.ts): an add-on or an
      // optional integration (`supplementaries`' Create compat) built for a version of the platform that still had the
      // class. The caller is what to update, named first and cited.
      const user = platform && m[1] === 'NoClassDefFoundError' ? linkageCaller(ctx, index, cls) : null;
      if (platform && user && !platform.ids.includes(user.id))
        return messageHit({
          key: `platform:${platform.ids[0]}:${cls}`,
          mods: [user.id, platform.ids[0]!],
          names: { [platform.ids[0]!]: platform.name },
          lines: [index, user.line],
          stackFrom: index,
          confidence: 0.75,
          missingClass: cls,
          message: {
            id: 'platformClassGoneForCaller',
            params: { library: platform.name, url: platform.url, error: m[1]!, class: cls, caller: `'${user.id}'` },
          },
        });
      const owner = platform
        ? { id: platform.ids[0]!, pkg: cls.replace(/\.[^.]+$/, '') }
        : m[1] !== 'IllegalAccessError'
          ? (modOfUnknownClass(cls) ?? (m[1] === 'NoClassDefFoundError' ? compatTargetOf(ctx, index, cls) : null))
          : null;
      // The mod whose code asks for it is named beside the owner when that code is its compatibility code for other
      // mods (`….integration.CreateCompat`, `….compat.…`): such code runs only when the other mod is installed, so
      // the mod was built against another version of it (a moved or removed class). A plain frame only needs the
      // class: the owner is missing, and the mod that asked for it is not to blame.
      const asker = owner && m[1] === 'NoClassDefFoundError' ? callerOfMissingClass(ctx, index, [owner.id]) : null;
      const askerClass = asker ? (parseFrame(ctx.log.line(asker.line))?.className ?? '') : '';
      const by = asker && COMPAT_CODE.test(askerClass) ? asker : null;
      if (owner && by)
        return textHit({
          key: cls,
          mods: [owner.id, by.mod],
          texts: {
            title: M.classOfOtherModForTitle({ mod: owner.id, by: by.mod }),
            detail: M.classOfOtherModFor({ error: m[1]!, cls, mod: owner.id, pkg: owner.pkg, by: by.mod }),
            advice: M.classOfOtherModForAdvice({ mod: owner.id, by: by.mod }),
          },
          lines: [index, by.line],
          stackFrom: index,
          missingClass: cls,
        });
      if (owner)
        return textHit({
          key: cls,
          mods: [owner.id],
          texts: {
            detail: M.classOfOtherMod({ error: m[1]!, cls, mod: owner.id, pkg: owner.pkg }),
            advice: M.classOfOtherModAdvice({ mod: owner.id }),
          },
          lines: [index],
          stackFrom: index,
          missingClass: cls,
        });
      return textHit({
        key: cls,
        texts: { detail: M.classNotLoaded({ error: m[1]!, cls }) },
        lines: [index],
        stackFrom: index,
        missingClass: cls,
      });
    },
  },
  {
    id: 'fml-confirm',
    row: 0,
    title: 'Forge waits for /fml confirm',
    severity: 'warning',
    advice: "Run the command '/fml confirm' in the server console (or '/fml cancel').",
    confidence: 0.9,
    triggers: ['/fml confirm'],
    match(_ctx, index) {
      return textHit({ key: 'confirm', texts: { detail: M.fmlConfirm({}) }, lines: [index] });
    },
  },
  {
    id: 'auth-servers-unreachable',
    row: 0,
    title: 'Authentication servers unreachable',
    severity: 'warning',
    advice: 'Wait a few minutes and try again; check the network and the Mojang/Microsoft status pages.',
    confidence: 0.7,
    triggers: [
      'Failed to request yggdrasil public key',
      'authserver.mojang.com',
      'api.minecraftservices.com/publickeys',
    ],
    match(_ctx, index, line) {
      if (!/Failed|refused|timed out|Unknown ?Host|unreachable/i.test(line)) return null;
      return textHit({ key: 'auth', texts: { detail: M.authUnreachable({}) }, lines: [index] });
    },
  },
  {
    id: 'code-of-conduct-folder',
    row: 0,
    title: 'Code of Conduct folder missing',
    severity: 'error',
    advice: "Create the folder 'codeofconduct' next to server.properties, or turn the code of conduct off.",
    confidence: 0.9,
    triggers: ['Code of Conduct folder does not exist'],
    match(_ctx, index) {
      return textHit({ key: 'coc', texts: { detail: M.codeOfConductMissing({}) }, lines: [index] });
    },
  },
  {
    id: 'malformed-encoding',
    row: 0,
    title: 'Malformed \\u escape (MOTD or properties)',
    severity: 'error',
    advice: 'Fix the \\uXXXX escapes in server.properties (usually the MOTD).',
    confidence: 0.85,
    triggers: ['Malformed \\uxxxx encoding'],
    match(_ctx, index) {
      return textHit({ key: 'motd', texts: { detail: M.malformedMotd({}) }, lines: [index] });
    },
  },
  {
    id: 'old-player-directory',
    row: 0,
    title: 'Old player directory in the world',
    severity: 'warning',
    advice: "Back up and delete the folder 'world/players' (its data was converted).",
    confidence: 0.8,
    triggers: ['DETECTED OLD PLAYER DIRECTORY'],
    match(_ctx, index) {
      return textHit({ key: 'players', texts: { detail: M.oldPlayerDirectory({}) }, lines: [index] });
    },
  },
  {
    id: 'mac-jdk-8u261',
    row: 0,
    title: 'macOS window error on this Java 8 build',
    severity: 'error',
    advice: 'Use Java 8u251 or older on macOS for this Forge/OptiFine version, or update Forge.',
    confidence: 0.9,
    triggers: ['NSWindow drag regions should only be invalidated on the Main Thread'],
    match(_ctx, index) {
      return textHit({ key: 'mac', texts: { detail: M.macJava8u261({}) }, lines: [index], javaRequired: 8 });
    },
  },
  {
    id: 'fabric-loader-too-old',
    row: 0,
    title: 'Fabric Loader 0.12 changed internals a mod relies on',
    severity: 'error',
    advice:
      'Update the mods that use old Fabric Loader internals, or use the Fabric Loader version they were made for.',
    confidence: 0.85,
    triggers: ['FabricMixinTransformerProxy'],
    match(_ctx, index, line) {
      return /NoClassDefFoundError/.test(line)
        ? textHit({ key: 'fl012', texts: { detail: M.fabricMixinProxy({}) }, lines: [index] })
        : null;
    },
    supersedes: ['no-class-def'],
  },
  {
    id: 'java-agent-failed',
    row: 0,
    title: 'A Java agent failed to start',
    severity: 'error',
    advice: 'Remove or fix the -javaagent argument of the instance (often an authlib-injector path).',
    confidence: 0.8,
    triggers: ['Processing of -javaagent failed', 'Error opening zip file or JAR manifest missing'],
    match(_ctx, index, line) {
      return textHit({
        key: 'agent',
        texts: { detail: M.javaagentFailed({ line: line.trim().slice(0, 200) }) },
        lines: [index],
      });
    },
  },
  {
    id: 'server-port-in-use',
    row: 0,
    title: 'The server could not open its port',
    severity: 'error',
    advice: 'Stop the program that uses the port, or change server-port (or clear server-ip) in server.properties.',
    confidence: 0.9,
    triggers: ['FAILED TO BIND TO PORT', 'Failed to bind to port'],
    match(ctx, index, line) {
      // The dedicated server's own report (every version since Beta): `**** FAILED TO BIND TO PORT!`, then `The
      // exception was: …` and `Perhaps a server is already running on that port?`; newer ones then crash with
      // `IllegalStateException: Failed to bind to port`. A wrapped paste splits the exception over two lines.
      if (/^\s*at /.test(line)) return null;
      let error = '';
      for (let i = index + 1; i < Math.min(ctx.log.lineCount, index + 4) && !error; i++) {
        const was = /The exception was: (.+)$/.exec(ctx.log.line(i));
        if (was)
          error = `${was[1]!.trim()} ${/^\s*(?:\S*\]:?\s*)?(already in use\S*.*)$/.exec(ctx.log.line(i + 1))?.[1] ?? ''}`;
      }
      if (!error && /Failed to bind to port/.test(line)) {
        const cause = findForward(ctx, index, 12, /^\s*Caused by: /);
        if (cause >= 0) error = ctx.log.line(cause).replace(/^\s*Caused by: /, '');
      }
      if (!error) error = messageOf(line).replace(/^\W+/, '');
      // `Starting Minecraft server on 1.2.3.4:25565` a few lines above names the address.
      let address = '';
      for (let i = index - 1; i >= Math.max(0, index - 6) && !address; i--)
        address = /Starting Minecraft server on (\S+)/.exec(ctx.log.line(i))?.[1] ?? '';
      // An address with a host of its own (`188.83.16.120:25565`, not `*:25565` or `0.0.0.0:25565`) is server-ip's:
      // with no exception saying which, a host the machine lacks is as likely as a port another program holds.
      const ip = /^\[?([\w.:-]+?)\]?:\d+$/.exec(address)?.[1] ?? '';
      const ownHost = ip !== '' && !/^(?:\*|0\.0\.0\.0|::|localhost|127\.0\.0\.1)$/.test(ip);
      const kind = /Cannot assign requested address|EADDRNOTAVAIL/.test(error)
        ? 'address'
        : ownHost && !/already in use|EADDRINUSE/i.test(error)
          ? 'ip'
          : 'port';
      return messageHit({
        key: 'bind',
        lines: [index],
        message: { id: 'serverPortInUse', params: { address, error: error.trim().slice(0, 200), kind, ip } },
      });
    },
    supersedes: ['stack-culprit'],
  },
];

/**
 * A pasted line that says the JVM crashed in native code (ATLauncher's `[error occurred during error reporting (),
 * id 0xc0000005, EXCEPTION_ACCESS_VIOLATION …]`) with no `Problematic frame` anywhere near: the library is not
 * known, so the finding says so and points at the hs_err file. Full hs_err files are the analyzer's (their frame
 * names the library, driver or not).
 */
/**
 * Native libraries whose crash is no library's own fault to report: the JDK's own (`java.dll`, `libzip.so`, `awt.dll`)
 * and the operating system's (`ntdll.dll`, `KERNELBASE.dll`, the C runtimes, macOS's frameworks): a crash there is
 * the Java build's or a caller's, read by other rules.
 */
const NOT_A_LIBRARY_OF_ITS_OWN =
  /^(?:(?:lib)?(?:jvm|java|zip|net|nio|awt|jimage|verify|jsig|management|fontmanager|lcms|mlib_image|jli)\.(?:dll|so|dylib)|ntdll\.dll|kernel(?:32|base)\.dll|ucrtbase\.dll|msvc\w*\.dll|vcruntime\w*\.dll|user32\.dll|gdi32\.dll|lib(?:c|m|dl|pthread|rt|stdc\+\+|gcc_s)[.-][\w.]*|ld-linux[\w.-]*|libsystem_\w+\.dylib|libdyld\.dylib|libobjc[\w.]*\.dylib|CoreFoundation|AppKit|Foundation|HIToolbox)$/i;

/**
 * What a crashed native library is: the game's sound library (OpenAL), its window and input library (LWJGL, GLFW: a
 * crash there is the graphics driver's or the Java code that called it, which the stack finding reads), an overlay or
 * capture program that injects itself into games (RivaTuner, Steam, OBS, Discord, NVIDIA's), or another library (a
 * mod's or a plugin's, a temporary file a library unpacked).
 */
function nativeLibraryKind(lib: string): 'audioLib' | 'windowLib' | 'injectedLib' | 'otherLib' {
  if (/^(?:OpenAL\w*|soft_oal|libopenal[\w.-]*?)\.(?:dll|so[\d.]*|dylib)$/i.test(lib)) return 'audioLib';
  if (/^(?:lib)?(?:lwjgl|glfw)\w*\.(?:dll|so|dylib)$/i.test(lib)) return 'windowLib';
  if (/RTSSHooks|GameOverlayRenderer|graphics-hook|DiscordHook|nvspcap|overlay|fraps|bdcam|action_x64|obs-/i.test(lib))
    return 'injectedLib';
  return 'otherLib';
}

/**
 * A native library of LWJGL's that lacks a function LWJGL calls: `NullPointerException: A required function is missing:
 * glfwGetPreeditCursorRectangle` (LWJGL binding its functions), or a bare NullPointerException thrown by `Checks.check`
 * right above `GLFW.nglfwSetPreeditCallback` (a function looked up when first called). LWJGL's own GLFW and OpenAL
 * builds have every function its Java side calls, so the game loaded another copy: a system library chosen by the
 * launcher's "use system GLFW/OpenAL" option or `-Dorg.lwjgl.glfw.libname`, a ports or Wayland build. OpenGL's
 * functions come from the graphics driver and are left to the driver rules.
 */
function missingNativeFunction(ctx: RuleContext, index: number, line: string): RuleHit | null {
  let fn = /A required function is missing: (\w+)/.exec(line)?.[1];
  let thrown = -1;
  if (!fn && /org\.lwjgl\.system\.Checks\.check\(/.test(line)) {
    thrown = [1, 2].map((k) => index - k).find((i) => i >= 0 && /NullPointerException/.test(ctx.log.line(i))) ?? -1;
    const next = /\borg\.lwjgl\.(?:glfw|openal)\.\w+\.n?((?:glfw|alc?)[A-Z]\w*)\(/.exec(ctx.log.line(index + 1))?.[1];
    if (next && thrown >= 0) fn = next;
  }
  if (!fn || !/^(?:glfw|alc?)[A-Z]/.test(fn)) return null;
  const library = fn.startsWith('glfw') ? 'GLFW' : 'OpenAL';
  const custom = findForward(
    ctx,
    -1,
    ctx.log.lineCount + 1,
    /-Dorg\.lwjgl\.(?:glfw|openal)\.libname|use system (?:glfw|openal)|libglfw\.so|glfw-wayland/i,
  );
  return textHit({
    key: `function:${fn}`,
    texts: {
      title: M.nativeFunctionMissingTitle({ library, fn }),
      detail: M.nativeFunctionMissing({ library, fn }),
      advice: M.nativeFunctionMissingAdvice({ library, fn }),
    },
    lines: [thrown, index, custom].filter((l) => l >= 0),
  });
}

/** A mobile launcher's OpenGL translation renderer (GL4ES, virgl, MobileGlues, Zink, LTW) or the launcher itself. */
const MOBILE_RENDERER =
  /\b(gl4es|virgl|MobileGlues|zink|LTW|Krypton Wrapper|ANGLE)\b|pojavlaunch|PojavLauncher|zalithlauncher|FoldCraftLauncher|net\.kdt\./i;

/**
 * The framebuffer the game made was refused (`glCheckFramebufferStatus returned unknown status:0`,
 * `GL_FRAMEBUFFER_UNSUPPORTED`): the OpenGL below the game cannot give it one. On a mobile launcher that is its
 * translation renderer (GL4ES over virgl on a Chromebook), which the launcher lets the player switch; on a PC, the
 * graphics driver. Only the thrown error counts, not a line that merely mentions the status.
 */
function framebufferRefusedHit(ctx: RuleContext, index: number, line: string): RuleHit | null {
  if (!/Exception|Error/.test(line)) return null;
  const seen = findForward(ctx, -1, ctx.log.lineCount + 1, MOBILE_RENDERER);
  const renderers = new Set<string>();
  for (let i = Math.max(0, seen); seen >= 0 && i < Math.min(ctx.log.lineCount, seen + 400); i++)
    for (const r of ctx.log.line(i).matchAll(/\b(gl4es|virgl|MobileGlues|zink|LTW)\b/gi))
      renderers.add(r[1]!.replace(/^gl4es$/i, 'GL4ES').replace(/^zink$/i, 'Zink'));
  const error = messageOf(line).trim().replace(/`+$/, '').slice(0, 200);
  return textHit({
    key: 'framebuffer',
    texts: {
      detail: M.framebufferRefused({ error, renderer: [...renderers].join(', '), mobile: seen >= 0 }),
      ...(seen >= 0 ? { advice: M.mobileRendererAdvice({}) } : {}),
    },
    lines: [index, ...(seen >= 0 && seen !== index ? [seen] : [])],
  });
}

function nativeCrashWithoutFrame(ctx: RuleContext, index: number, line: string): RuleHit | null {
  if (ctx.facts.kind === 'hs-err' || !/EXCEPTION_ACCESS_VIOLATION/.test(line)) return null;
  if (findForward(ctx, Math.max(0, index - 40), 80, /Problematic frame:|^#?\s*[CVJj]\s+\[/) >= 0) return null;
  const signal = /EXCEPTION_ACCESS_VIOLATION(?: \(0x[0-9a-f]+\))?/.exec(line)![0];
  return textHit({
    key: 'native',
    texts: {
      title: M.nativeCrashTitle({}),
      detail: M.nativeCrashNoFrame({ signal }),
      advice: M.nativeCrashNoFrameAdvice({}),
    },
    lines: [index],
    confidence: 0.5,
  });
}

/** Whether the stack around line `index` runs on Fabric's or Quilt's loader (a fragment may name no loader). */
/**
 * Whether a fragment of unknown loader speaks of Fabric or Quilt around `index` (its frames, or the words pasted with
 * it, `fabric-language-kotlin`, `Quilt`): a Kotlin class missing there is Fabric Language Kotlin's.
 */
function saysFabric(ctx: RuleContext, index: number): boolean {
  for (let i = Math.max(0, index - 30); i < Math.min(ctx.log.lineCount, index + 30); i++)
    if (/\bfabric|\bquilt/i.test(ctx.log.line(i))) return true;
  return false;
}

/** Whether the game runs on Quilt Loader: its facts say so, or Quilt Loader's classes are in the lines around. */
function onQuilt(ctx: RuleContext, index: number): boolean {
  if (ctx.facts.loader?.type === 'quilt') return true;
  for (let i = Math.max(0, index - 60); i < Math.min(ctx.log.lineCount, index + 60); i++)
    if (/\borg\.quiltmc\.loader\.|\bquilt-loader-\d/.test(ctx.log.line(i))) return true;
  return false;
}

function onFabricStack(ctx: RuleContext, index: number): boolean {
  for (let i = Math.max(0, index - 40); i < Math.min(ctx.log.lineCount, index + 40); i++)
    if (/\bnet\.fabricmc\.loader\.|\borg\.quiltmc\.loader\./.test(ctx.log.line(i))) return true;
  return false;
}

/**
 * A class whose static initialiser threw earlier (`NoClassDefFoundError: Could not initialize class X`): the class's
 * mod (a known library, else read from its package) failed, and the first error about X above is the real cause.
 */
function classInitHit(cls: string, index: number): RuleHit {
  const lib = libraryOfClass(cls);
  const owner = lib ? null : modOfUnknownClass(cls);
  const mod = lib?.ids[0] ?? owner?.id ?? '';
  const pkg = cls.replace(/\$.*$/, '').split('.').slice(0, -1).join('.');
  return textHit({
    key: `init:${cls}`,
    mods: mod ? [mod] : [],
    ...(lib ? { names: { [mod]: lib.name } } : {}),
    texts: {
      title: M.classInitFailedTitle({ cls }),
      detail: M.classInitFailed({ cls, mod: lib?.name ?? mod, pkg }),
      advice: M.classInitFailedAdvice({ mod: lib?.name ?? mod, pkg }),
    },
    lines: [index],
    stackFrom: index,
    missingClass: cls,
    confidence: mod ? 0.7 : 0.6,
  });
}

/**
 * A mod's refusal of the OpenGL version the driver offers: the version it requires (`openGL version 3.2+: [false] <-
 * REQUIRED` in the lines below), the version the driver gave (`OpenGL version [2.1 Metal - 88]` above) and the mod,
 * read from a well-known library's name on the line or the line above (`Distant Horizons had the following error`).
 */
function openGlRequirementHit(ctx: RuleContext, index: number): RuleHit {
  const lines = [index];
  let required = '';
  for (let i = index + 1; i < Math.min(ctx.log.lineCount, index + 10) && !required; i++) {
    const m = /openGL version (\d+(?:\.\d+)?)\+?:?\s*\[?false\]?\s*<-\s*REQUIRED/i.exec(ctx.log.line(i));
    if (m) {
      required = m[1]!;
      lines.push(i);
    }
  }
  let found = '';
  let mod: LibraryMod | null = null;
  for (let i = index; i >= Math.max(0, index - 4); i--) {
    const text = ctx.log.line(i);
    if (!found) {
      const f = /OpenGL version \[([^\]]{1,60})\]/i.exec(text);
      if (f) {
        found = f[1]!.trim();
        if (i !== index) lines.unshift(i);
      }
    }
    mod ??= LIBRARY_MODS.find((l) => text.includes(l.name)) ?? null;
  }
  // The mod is named, not blamed: the GPU or its driver is what falls short.
  return textHit({
    key: 'gl-requirement',
    mods: [],
    texts: {
      title: M.glRequirementTitle({ mod: mod?.name ?? '' }),
      detail: M.glRequirement({ mod: mod?.name ?? '', required, found }),
      advice: M.glRequirementAdvice({ mod: mod?.name ?? '', mac: /Metal|Apple/i.test(found) ? 'yes' : '' }),
    },
    lines,
  });
}

/** Modules of one release at two versions, each cited on the mod-list line that shows its version. */
function familyMismatchHit(
  ctx: RuleContext,
  index: number,
  family: NonNullable<ReturnType<typeof mismatchedFamily>>,
  error: string,
  what: string,
): RuleHit {
  const lines = [index];
  for (const mod of family.modules)
    for (let i = 0; i < ctx.log.lineCount; i++)
      if (ctx.log.line(i).includes(`${mod.id}{${mod.version}}`) || ctx.log.line(i).includes(`|${mod.id} `)) {
        lines.push(i);
        break;
      }
  return messageHit({
    key: `family:${family.name}`,
    mods: family.modules.map((x) => x.id),
    lines: [...new Set(lines)].sort((a, b) => a - b),
    stackFrom: index,
    confidence: 0.85,
    message: {
      id: 'familyVersionsDiffer',
      params: {
        family: family.name,
        modules: family.modules.map((x) => `${x.id} ${x.version}`).join(', '),
        error,
        what: what.replace(/\.\s+[A-Z].*$/, ''),
      },
    },
  });
}
