import {
  findForward,
  javaForClassVersion,
  javaForMinecraft,
  messageHit,
  textHit,
  type CrashRule,
  type RuleContext,
  type RuleHit,
} from './crashRule';
import { isLauncherClass, libraryOfClass, loaderOfClass } from './libraryMods';
import { CrashRuleMessages as M } from '../crashTexts/crashRuleMessages';
import { modOfUnknownClass } from './missingClassOwner';
import { modOfMixinConfig } from './mixinOwners';

/** Java runtime, JVM and memory rules (rows 1–10). */
/** Windows NTSTATUS values launchers print as negative exit codes, and their names. */
const NTSTATUS: Record<string, string> = {
  '-1073741819': '0xC0000005',
  '-1073740791': '0xC0000409',
  '-1073740940': '0xC0000374',
  '-1073741571': '0xC00000FD',
};
const NTSTATUS_NAME: Record<string, string> = {
  '0xC0000005': 'access violation',
  '0xC0000409': 'stack buffer overrun',
  '0xC0000374': 'heap corruption',
  '0xC00000FD': 'stack overflow',
};

/** The game's, loaders', servers' and bytecode tools' own code: when it is refused reflection, the version is too old. */
const PLATFORM_CODE =
  /^(?:net\.minecraft|com\.mojang|cpw\.mods|net\.minecraftforge|net\.neoforged|net\.fabricmc|org\.quiltmc|org\.spongepowered|org\.objectweb|org\.bukkit|org\.spigotmc|io\.papermc|com\.destroystokyo|com\.google|org\.apache|io\.netty|kotlin|scala)\./;

/**
 * The first frame below line `index` (within 12 lines, before another exception) whose class is not the JDK's own,
 * when it belongs to a mod or plugin (not the game, a loader, a server or a launcher).
 */
function reflectingCode(ctx: RuleContext, index: number): { cls: string; line: number } | null {
  const end = Math.min(ctx.log.lineCount, index + 13);
  for (let i = index + 1; i < end; i++) {
    const text = ctx.log.line(i);
    if (!/^\s*at /.test(text)) {
      if (/Exception|Error|Caused by/.test(text)) return null;
      continue;
    }
    const cls = /\bat\s+(?:[^\s/()]*\/)*([\w$]+(?:\.[\w$]+)+)\.[\w$<>]+\(/.exec(text)?.[1];
    if (!cls || /^(?:java|javax|jdk|sun|com\.sun)\./.test(cls)) continue;
    if (PLATFORM_CODE.test(cls) || loaderOfClass(cls) || isLauncherClass(cls)) return null;
    return { cls, line: i };
  }
  return null;
}

/**
 * A server's own words on the Java it runs on: CatServer's `Current Java version (11.0.11) is not supported, please
 * replace to Java8` and the like. The Java that ran and the one it asks for, as majors.
 */
export function serverJavaAsk(line: string): { ran: number; wanted: number } | null {
  const m =
    /Java version \(?(\d+)(?:\.(\d+))?[\d._+a-z-]*\)? is not supported[,.;:]? please (?:replace to|use|switch to|change to) Java ?(\d+)/i.exec(
      line,
    );
  if (!m) return null;
  const ran = m[1] === '1' && m[2] ? Number(m[2]) : Number(m[1]);
  return { ran, wanted: Number(m[3]) };
}

/** The Java LTS releases, for "use Java N" advice where a range is allowed. */
const JAVA_LTS = [8, 11, 17, 21, 25];

/**
 * The Minecraft version of a Forge or NeoForge argument-file path (`…/forge/1.18.2-40.1.31/win_args.txt`,
 * `…/neoforge/21.1.193/unix_args.txt`: NeoForge's 21.1.x is Minecraft 1.21.1, 20.4.x is 1.20.4).
 */
export function minecraftOfArgFilePath(text: string): string | null {
  const forge = /minecraftforge[\\/]forge[\\/](1\.\d+(?:\.\d+)?)-/.exec(text);
  if (forge) return forge[1]!;
  const neo = /neoforged[\\/]neoforge[\\/](\d{2})\.(\d+)\.\d+/.exec(text);
  if (neo) return neo[2] === '0' ? `1.${neo[1]}` : `1.${neo[1]}.${neo[2]}`;
  return null;
}

/**
 * Refusals of an old Java read before the class-version forms: `Error: Could not find or load main class
 * @user_jvm_args.txt` (Java 8 reads an @argument file as a class name: Forge's and NeoForge's 1.17+ start scripts
 * need a newer Java), Paper's `Unsupported Java detected (60.0). This version of Minecraft requires at least Java 17.`
 * and an `UnsupportedClassVersionError` cut before its versions. `undefined` when the line is none of them.
 */
function javaRefusalHit(ctx: RuleContext, index: number, line: string): RuleHit | null | undefined {
  const file = /Could not find or load main class (@\S+)/.exec(line)?.[1];
  if (file) {
    let minecraft: string | null = null;
    for (let i = index; i >= Math.max(0, index - 3) && !minecraft; i--) {
      const text = ctx.log.line(i);
      if (text.length <= 2000) minecraft = minecraftOfArgFilePath(text);
    }
    const needed = javaForMinecraft(minecraft ?? ctx.facts.minecraft);
    const java = needed !== null ? String(Math.max(needed, 9)) : '';
    return textHit({
      key: 'argfile-java8',
      texts: {
        ...(needed !== null ? { title: M.needsJavaTitle({ java: Math.max(needed, 9) }) } : {}),
        detail: M.argFilesNeedJava9({ file: file.replace(/[`'"]+$/, ''), java }),
        advice: M.argFilesNeedJava9Advice({ java }),
      },
      lines: [index],
      ...(needed !== null ? { javaRequired: Math.max(needed, 9) } : {}),
    });
  }
  const paper =
    /Unsupported Java detected \((\d+)(?:\.\d+)?\)\. This version of Minecraft requires at least Java (\d+)/.exec(line);
  if (paper) {
    const java = Number(paper[2]);
    return textHit({
      key: String(java),
      texts: {
        title: M.needsJavaTitle({ java }),
        detail: M.serverJavaTooOld({ ran: javaForClassVersion(Number(paper[1])), java }),
        advice: M.setJavaOrModBuild({ java }),
      },
      lines: [index],
      javaRequired: java,
    });
  }
  const ask = serverJavaAsk(line);
  if (ask)
    return ask.ran < ask.wanted
      ? textHit({
          key: String(ask.wanted),
          texts: {
            title: M.needsJavaTitle({ java: ask.wanted }),
            detail: M.serverJavaTooOld({ ran: ask.ran, java: ask.wanted }),
            advice: M.setJavaOrModBuild({ java: ask.wanted }),
          },
          lines: [index],
          javaRequired: ask.wanted,
        })
      : null;
  if (/requires at least Java | is not supported, please /.test(line)) return null;
  // `UnsupportedClassVersionError: org/bukkit` cut before its class file versions (a paste cut mid-line, or an old
  // JVM's `(Unsupported major.minor version …)` elsewhere): still a Java too old; the version the game or server
  // names within the lines above says which Java it needs.
  const bare = /UnsupportedClassVersionError:? ?([\w$/.]{0,200})\s*$/.exec(line);
  if (bare && !/^\s*at /.test(line) && !/has been compiled by|major\.minor version/.test(ctx.log.line(index + 1))) {
    let minecraft: string | null = null;
    for (let i = index - 1; i >= Math.max(0, index - 30) && !minecraft; i--) {
      const text = ctx.log.line(i);
      if (text.length <= 2000) minecraft = minecraftOfServerLine(text);
    }
    minecraft ??= ctx.facts.minecraft;
    const needed = javaForMinecraft(minecraft);
    const cls = bare[1]!.replace(/\//g, '.');
    return textHit({
      key: needed !== null ? String(needed) : 'java-old',
      texts: {
        ...(needed !== null ? { title: M.needsJavaTitle({ java: needed }) } : {}),
        detail: M.classNeedsNewerJava({
          cls,
          minecraft: minecraft ?? '',
          java: needed !== null ? String(needed) : '',
        }),
        ...(needed !== null ? { advice: M.setJavaOrModBuild({ java: needed }) } : {}),
      },
      lines: [index],
      ...(needed !== null ? { javaRequired: needed } : {}),
      stackFrom: index,
    });
  }
  return undefined;
}

/**
 * The Minecraft version a server's start names: `Resolved paper to version 1.20.6`, `paper-1.20.6-145.jar`,
 * `Starting minecraft server version 1.20.4`, `Loading Paper 1.21.1-133-ver/1.21.1`.
 */
export function minecraftOfServerLine(text: string): string | null {
  const m =
    /\b(?:paper|purpur|folia|spigot|craftbukkit|pufferfish|mohist|arclight|magma)(?: to version |[-_ ])(1\.\d+(?:\.\d+)?)\b/i.exec(
      text,
    ) ?? /Starting minecraft server version (1\.\d+(?:\.\d+)?)/.exec(text);
  return m ? m[1]! : null;
}

/**
 * HotSpot options that a Java release removed (the JVM then refuses to start: `Unrecognized VM option`, `Unrecognized
 * option: -d64`), with that release: the concurrent-mark-sweep collector's options (Java 14), ParNew (Java 10),
 * AggressiveOpts (Java 12), the permanent generation's sizes (refused from Java 17), the data-model switches `-d32` and
 * `-d64` (Java 10), the incremental collector `-Xincgc`, the accessor-method switch and the GC time-stamp printers
 * replaced by unified logging (Java 9), and the cgroup heap switch (Java 11). Old server start scripts carry them.
 */
const REMOVED_JVM_OPTIONS: [RegExp, number][] = [
  [/^(?:UseConcMarkSweepGC|CMS\w+|UseCMS\w+)$/, 14],
  [/^UseParNewGC$/, 10],
  [/^AggressiveOpts$/, 12],
  [/^(?:Max)?PermSize$/, 17],
  [/^d(?:32|64)$/, 10],
  [/^(?:Xincgc|UseFastAccessorMethods|PrintGC(?:Date|Time)Stamps)$/, 9],
  [/^UseCGroupMemoryLimitForHeap$/, 11],
];

/** A class of the game itself: a named (`net/minecraft/…`), Yarn intermediary (`class_2540`) or old obfuscated one. */
const GAME_CLASS = /^net[/.]minecraft[/.]|(?:^|[/.$])class_\d+$/;
/** The game's entry points (`net/minecraft/client/main/Main`, the server's bundler): refused, the game itself is too new. */
const GAME_MAIN = /[/.](?:main[/.]Main|bundler[/.]Main|server[/.]Main|data[/.]Main)$/;

/**
 * The mod whose Mixin-merged handler (`handler$zza000$modid$name`, `redirect$…`, `modify$…`, `wrapOperation$…`) a
 * frame of the game shows, on line `index` (a stack pasted on one line) or within the 60 lines below it.
 */
function mixinHandlerBelow(ctx: RuleContext, index: number): { mod: string; line: number } | null {
  const end = Math.min(ctx.log.lineCount, index + 61);
  const frame =
    /\bnet[./]minecraft[\w./$]*\.(?:handler|redirect|modify|wrapOperation|wrapWithCondition|localvar|inject)\$[a-z0-9]+\$([a-z][a-z0-9_-]{1,63})\$/;
  for (let i = index; i < end; i++) {
    const m = frame.exec(ctx.log.line(i));
    if (m && m[1] !== 'minecraft') return { mod: m[1]!, line: i };
  }
  return null;
}

/**
 * hs_err's `SIGILL` (an illegal CPU instruction) with the problematic frame in the JVM or the JDK's own classes
 * (`j  java.lang.System.registerNatives()V+0 java.base@21.0.5`, `V  [libjvm.so+0x…]`): this Java build runs code the
 * (virtual) CPU refuses, before any game code. Java 21+ on linux-aarch64 probes the CPU's SVE vectors at start, which
 * Docker and other VMs on Apple M4 chips with macOS 15.2 refuse; `-XX:UseSVE=0` turns that probe off.
 */
function illegalInstructionHit(ctx: RuleContext, index: number): RuleHit | null {
  let signal = -1;
  for (let i = index - 1; i >= Math.max(0, index - 10) && signal < 0; i--)
    if (/\bSIGILL\b|EXCEPTION_ILLEGAL_INSTRUCTION/.test(ctx.log.line(i))) signal = i;
  if (signal < 0) return null;
  for (let i = index + 1; i < Math.min(ctx.log.lineCount, index + 4); i++) {
    const m = /^\s*#?\s*(?:[jJ]\s+(java\.[\w.$]+\([^)]*\)\S*)|V\s+\[((?:lib)?jvm\.(?:dll|so|dylib))[^\]]{0,40}\])/.exec(
      ctx.log.line(i),
    );
    if (!m) continue;
    let arch = '';
    let java = '';
    for (let j = signal; j < Math.min(ctx.log.lineCount, index); j++) {
      arch ||=
        /\b(linux-aarch64|windows-aarch64|bsd-aarch64|linux-amd64|windows-amd64|bsd-amd64)\b/.exec(
          ctx.log.line(j),
        )?.[1] ?? '';
      java ||= /JRE version: .{0,80}?\((?:build )?([\d._+a-z-]{1,40})\)/.exec(ctx.log.line(j))?.[1] ?? '';
    }
    return messageHit({
      key: 'jvm',
      lines: [signal, i],
      message: { id: 'jvmIllegalInstruction', params: { frame: (m[1] ?? m[2])!, java, arch } },
      confidence: 0.85,
    });
  }
  return null;
}

export const javaRules: CrashRule[] = [
  {
    id: 'java-too-old',
    row: 1,
    title: 'Java is too old for a mod or the game',
    severity: 'error',
    advice: 'Switch the instance to the Java version named above (or newer), e.g. Eclipse Temurin.',
    confidence: 0.95,
    triggers: [
      'UnsupportedClassVersionError',
      'Unsupported major.minor version',
      'has been compiled by a more recent version',
      'Could not find or load main class @',
      'requires at least Java ',
      ' is not supported, please ',
      // A launcher's own refusal (PojavLauncher: `Minecraft 1.19.1 requires Java 17 in order to run`).
      ' requires Java ',
      // Prism Launcher's and MultiMC's Java compatibility check, before anything runs.
      'is not compatible with Java version ',
    ],
    match(ctx, index, line) {
      // `This instance is not compatible with Java version 8.` then `Please switch to one of the following Java
      // versions for this instance:` and one `Java version 17` line per version it accepts (the first is the lowest).
      const check = /This instance is not compatible with Java version (\d{1,2})\b/.exec(line);
      if (check) {
        const accepted = findForward(ctx, index, 4, /^\s*Java version (\d{1,2})\s*$/);
        const java = accepted >= 0 ? Number(/Java version (\d{1,2})/.exec(ctx.log.line(accepted))![1]) : null;
        return textHit({
          key: `launcher-check:${java ?? ''}`,
          texts: {
            ...(java !== null ? { title: M.needsJavaTitle({ java }) } : {}),
            detail: M.launcherJavaCheck({ ran: check[1]!, java: java !== null ? String(java) : '' }),
            advice: M.launcherJavaCheckAdvice({ java: java !== null ? String(java) : '' }),
          },
          lines: accepted >= 0 ? [index, accepted] : [index],
          ...(java !== null ? { javaRequired: java } : {}),
        });
      }
      const refused = /\bMinecraft (\d+\.\d+(?:\.\d+)?) requires Java (\d{1,2})\b/.exec(line);
      if (refused) {
        const java = Number(refused[2]);
        return textHit({
          key: String(java),
          texts: {
            title: M.needsJavaTitle({ java }),
            detail: M.minecraftNeedsJava({ minecraft: refused[1]!, java }),
            advice: M.setJavaOrModBuild({ java }),
          },
          lines: [index],
          javaRequired: java,
        });
      }
      const argFile = javaRefusalHit(ctx, index, line);
      if (argFile !== undefined) return argFile;
      let required: number | null;
      let runtime: number | null = null;
      let cls: string | null = null;
      const modern =
        /(?:UnsupportedClassVersionError: )?(?<!\S)(\S+) has been compiled by a more recent version of the Java Runtime \(class file version (\d+)(?:\.\d+)?\), this version of the Java Runtime only recognizes class file versions up to (\d+)/.exec(
          line,
        );
      if (modern) {
        cls = modern[1]!;
        required = javaForClassVersion(Number(modern[2]));
        runtime = javaForClassVersion(Number(modern[3]));
      } else {
        const old =
          /(?<![^\s:])([^\s:]+) ?: ?Unsupported major\.minor version (\d+)/.exec(line) ??
          /Unsupported major\.minor version (\d+)/.exec(line);
        if (!old) return null;
        if (old.length === 3) {
          cls = old[1]!;
          required = javaForClassVersion(Number(old[2]));
        } else required = javaForClassVersion(Number(old[1]));
      }
      if (required === null || !Number.isFinite(required)) return null;
      // The game's own classes are built for the Java its version runs on: one refused as too new had a mod's mixin
      // (compiled for that newer Java) merged into it. The mod is named when a frame below is its merged handler.
      const gameJava = javaForMinecraft(ctx.facts.minecraft);
      if (cls && GAME_CLASS.test(cls) && !GAME_MAIN.test(cls) && (gameJava === null || gameJava < required)) {
        const handler = mixinHandlerBelow(ctx, index);
        const mod = handler?.mod ?? '';
        return textHit({
          key: `game-class:${required}`,
          texts: {
            title: M.gameClassNeedsJavaTitle({ java: required }),
            detail: M.gameClassNeedsJava({
              cls: cls.replace(/\//g, '.'),
              java: required,
              classVersion: required + 44,
              runtime: runtime !== null ? String(runtime) : '',
              mod,
            }),
            advice: M.gameClassNeedsJavaAdvice({ java: required, mod }),
          },
          lines: handler && handler.line !== index ? [index, handler.line] : [index],
          ...(handler ? { mods: [handler.mod] } : {}),
          stackFrom: index,
        });
      }
      // A mod's class built for a newer Java than this Minecraft version runs on (Java 16 ran only 1.17): the jar is a
      // build for a newer Minecraft, and a newer Java would only let it fail later. Minecraft up to 1.16 (Java 8) had
      // mods that asked for Java 9–15 themselves (they run on a newer Java): only a Java 16+ class marks a 1.17+ build.
      const runsOn = gameJava ?? (runtime === 16 ? 16 : null);
      const owner = cls ? modOfUnknownClass(cls) : null;
      if (
        owner &&
        runsOn !== null &&
        required > runsOn &&
        (runsOn >= 16 || required >= 16) &&
        (runtime === null || runtime >= runsOn)
      )
        return textHit({
          key: `mod-newer:${owner.id}`,
          mods: [owner.id],
          texts: {
            title: M.modForNewerMinecraftTitle({ mod: `'${owner.id}'`, java: required }),
            detail: M.modForNewerMinecraft({
              mod: `'${owner.id}'`,
              cls: cls!.replace(/\//g, '.'),
              java: required,
              classVersion: required + 44,
              gameJava: runsOn,
              minecraft: ctx.facts.minecraft ?? '',
            }),
            advice: M.modForNewerMinecraftAdvice({ mod: `'${owner.id}'`, java: required }),
          },
          lines: [index],
          stackFrom: index,
        });
      const hit: RuleHit = textHit({
        key: String(required),
        texts: {
          title: M.needsJavaTitle({ java: required }),
          detail: M.classNeedsJava({
            cls: cls ? cls.replace(/\//g, '.') : '',
            java: required,
            classVersion: required + 44,
            runtime: runtime !== null ? String(runtime) : '',
          }),
          advice: M.setJavaOrModBuild({ java: required }),
        },
        lines: [index],
        javaRequired: required,
        stackFrom: index,
      });
      return hit;
    },
  },
  {
    id: 'java-11-needed',
    row: 2,
    title: 'A mod needs Java 11 or newer',
    severity: 'error',
    advice: 'Switch the instance to Java 11 or newer (Java 17 for 1.18+), or remove the mod that needs it.',
    confidence: 0.85,
    triggers: ['no such method: sun.misc.Unsafe.defineAnonymousClass', 'compatibility level JAVA_'],
    match(ctx, index, line) {
      // Mixin refuses a config whose `compatibilityLevel` asks for a newer Java than the one running (`The requested
      // compatibility level JAVA_21 could not be set. Level is not supported by the active JRE or ASM version (Java
      // 17.0, …)`): the config's mod was built for that Java, usually a build for a newer Minecraft. The mod is read
      // from the `Error creating/initialising mixin config X (for mod Y)` lines above it.
      const level = /compatibility level JAVA_(\d+) could not be set/.exec(line);
      if (!level) return /compatibility level JAVA_/.test(line) ? null : java11Hit(index);
      const java = Number(level[1]);
      const ran = /\(Java (\d+)/.exec(line)?.[1] ?? '';
      if (java === 11 && !ran) return java11Hit(index);
      let cfgMod = { id: '', named: false };
      let modLine = -1;
      // The loader's own line names the mod (`… for mod natures_spirit`); Mixin's names only the config.
      for (let i = index - 1; i >= Math.max(0, index - 12) && !cfgMod.named; i--) {
        const cfg = /mixin config (\S+?\.json)(?: for mod ([\w.-]+))?/i.exec(ctx.log.line(i));
        if (!cfg || (cfgMod.id && !cfg[2])) continue;
        cfgMod = { id: cfg[2] ?? modOfMixinConfig(cfg[1]!, ctx) ?? '', named: !!cfg[2] };
        modLine = i;
      }
      const mod = cfgMod.id;
      return textHit({
        key: `mixin-level:${java}:${mod}`,
        texts: {
          title: M.needsJavaTitle({ java }),
          detail: M.mixinLevelNeedsJava({ java, ran, mod: mod ? `'${mod}'` : '' }),
          advice: M.setJavaOrModBuild({ java }),
        },
        lines: modLine >= 0 ? [index, modLine] : [index],
        ...(mod ? { mods: [mod] } : {}),
        javaRequired: java,
      });
    },
  },
  {
    id: 'java-too-new',
    row: 3,
    title: 'Java is too new for this game or loader',
    severity: 'error',
    advice:
      'Use the Java the version asks for: Java 8 for Minecraft up to 1.16.5 with Forge, Java 17 for 1.18–1.20.4, Java 21 for 1.20.5+.',
    confidence: 0.8,
    triggers: [
      'Unsupported class file major version',
      'is not supported by active ASM',
      'Unable to make protected final java.lang.Class java.lang.ClassLoader.defineClass',
      'NoSuchFieldException: ucp',
      'because module java.base does not export',
      'jdk.nashorn.api.scripting.NashornScriptEngineFactory',
      'ClassNotFoundException: java.lang.invoke.LambdaMetafactory',
      'Cannot read the array length because "urls" is null',
      'does not "opens ',
      'Only up to Java ',
      ' is not supported, please ',
    ],
    match(ctx, index, line) {
      // A hybrid server's own check (CatServer: `Current Java version (11.0.11) is not supported, please replace to
      // Java8`): the Java it asks for is older than the one it ran on.
      if (/ is not supported, please /.test(line)) {
        const ask = serverJavaAsk(line);
        if (!ask || ask.ran <= ask.wanted) return null;
        return textHit({
          key: 'java-too-new',
          texts: {
            detail: M.serverJavaTooNew({ ran: ask.ran, max: ask.wanted }),
            advice: M.serverJavaTooNewAdvice({ max: ask.wanted, lts: ask.wanted }),
          },
          lines: [index],
          javaRequired: ask.wanted,
        });
      }
      // Paper's (and its forks') own check before the game loads: `Unsupported Java detected (61.0). Only up to Java 13
      // is supported.` An old server version on a newer Java: it names the newest Java it takes.
      const upTo = /Unsupported Java detected \((\d+)(?:\.\d+)?\)\. Only up to Java (\d+) is supported/.exec(line);
      if (/Only up to Java /.test(line)) {
        if (!upTo) return null;
        const max = Number(upTo[2]);
        const lts = [...JAVA_LTS].reverse().find((v) => v <= max) ?? max;
        return textHit({
          key: 'java-too-new',
          texts: {
            detail: M.serverJavaTooNew({ ran: javaForClassVersion(Number(upTo[1])), max }),
            advice: M.serverJavaTooNewAdvice({ max, lts }),
          },
          lines: [index],
          javaRequired: lts,
        });
      }
      // Java 16+ closes the JDK's packages to reflection (`InaccessibleObjectException: … module java.base does not
      // "opens java.net" to unnamed module`): code written for Java 8–15 thrown out of its start. Only the exception
      // itself counts (not a warning a mod logs and survives), and only where the game runs on an older Java.
      if (/does not "opens /.test(line)) {
        const needed = javaForMinecraft(ctx.facts.minecraft);
        if (
          !/InaccessibleObjectException/.test(line) ||
          /\/WARN\]|\bWARN\]/.test(line) ||
          (needed !== null && needed >= 16)
        )
          return null;
      }
      const major = /(?:Unsupported class file|Class file) major version (\d+)/.exec(line);
      const java = major ? javaForClassVersion(Number(major[1])) : null;
      const needed = javaForMinecraft(ctx.facts.minecraft);
      // Reflection the newer Java refuses, done by a mod's or plugin's own code (the first frame below the error
      // outside the JDK): that code needs a build made for this Java. The game's, a loader's or a server's own frame
      // means the version itself is too old for this Java (the general finding below).
      const reflector = /InaccessibleObjectException|does not "opens |does not export /.test(line)
        ? reflectingCode(ctx, index)
        : null;
      if (reflector) {
        const lib = libraryOfClass(reflector.cls);
        const pkg = reflector.cls.split('.').slice(0, -1).slice(0, 3).join('.');
        const code = lib ? `${lib.name} (${pkg})` : pkg;
        return textHit({
          key: `reflect:${pkg}`,
          ...(lib ? { mods: [lib.ids[0]!], names: { [lib.ids[0]!]: lib.name } } : {}),
          texts: {
            title: M.reflectionBlockedTitle({ code }),
            detail: M.reflectionBlocked({ code, cls: reflector.cls, ran: ctx.facts.java ?? '' }),
            advice: M.reflectionBlockedAdvice({ code }),
          },
          lines: [index, reflector.line],
          ...(needed ? { javaRequired: needed } : {}),
        });
      }
      // The loader's ASM refusing the JDK's own classes (`Error loading class: java/lang/Thread (… Unsupported class
      // file major version 69)`) reads nothing of any mod: every mixin that fails after it fails because of it.
      const jdkUnread = major !== null && /Error loading class: (?:java|javax|jdk|sun)\//.test(line);
      return textHit({
        key: 'java-too-new',
        ...(jdkUnread ? { confidence: 0.97 } : {}),
        texts: {
          ...(needed ? { title: M.javaTooNewTitle({ java: needed }) } : {}),
          detail: M.javaTooNew({
            classJava: java !== null ? String(java) : '',
            ran: ctx.facts.java ?? '',
            minecraft: ctx.facts.minecraft ?? '',
            needed: needed ? String(needed) : '',
          }),
        },
        lines: [index],
        ...(needed ? { javaRequired: needed } : {}),
      });
    },
  },
  {
    id: 'launchwrapper-java9',
    row: 4,
    title: 'Minecraft 1.12 and older need Java 8',
    severity: 'error',
    advice: 'Set the instance to Java 8: LaunchWrapper (Minecraft 1.12.2 and older) cannot run on Java 9+.',
    confidence: 0.9,
    triggers: ['java.lang.ClassCastException: java.base/jdk', 'java.lang.ClassCastException: class jdk.'],
    match(_ctx, index) {
      return textHit({ texts: { detail: M.launchwrapperJava9({}) }, lines: [index], javaRequired: 8 });
    },
  },
  {
    id: 'modlauncher-java-build',
    row: 5,
    title: 'Old Forge does not run on this Java build',
    severity: 'error',
    advice: 'Update Forge (for 1.16.5: 36.2.26 or newer), or use Java 8u312 / 11.0.13 / 17.0.1 or older.',
    confidence: 0.9,
    // OpenJ9 writes the class with slashes and the loaders involved (`NoSuchMethodError: sun/security/util/
    // ManifestEntryVerifier.<init>(Ljava/util/jar/Manifest;)V (loaded from jrt:/java.base by <Bootstrap Loader>)
    // called from class cpw.mods.modlauncher.SecureJarHandler …`), HotSpot with dots.
    triggers: ['sun.security.util.ManifestEntryVerifier.<init>', 'sun/security/util/ManifestEntryVerifier.<init>'],
    match(_ctx, index, line) {
      return /NoSuchMethodError/.test(line)
        ? textHit({ texts: { detail: M.modlauncherJavaBuild({}) }, lines: [index] })
        : null;
    },
    supersedes: ['no-such-method'],
  },
  {
    id: 'openj9',
    row: 6,
    title: 'OpenJ9 Java is not supported',
    severity: 'error',
    advice:
      'Install a HotSpot Java (Eclipse Temurin, Microsoft Build of OpenJDK, Azul Zulu) and select it for the instance.',
    confidence: 0.9,
    triggers: [
      'Open J9 is not supported',
      'OpenJ9 is incompatible',
      '.J9VMInternals.',
      'J9VMInternals.',
      'OpenJ9',
      'IBM J9 VM',
      'IBM Semeru',
      'UnsupportedCharsetException',
      'IllegalCharsetNameException',
      'JVMDUMP039I',
      'VM option "',
    ],
    match(ctx, index, line) {
      const jvmHit = notHotSpotHit(ctx, index, line);
      if (jvmHit !== undefined) return jvmHit;
      const charset = /(?:UnsupportedCharset|IllegalCharsetName)Exception(?:: ?(\S+))?/.exec(line);
      const j9 = charset !== null ? ctx.log.indexOf('J9') >= 0 || ctx.log.indexOf('Semeru') >= 0 : true;
      if (!j9) return null;
      // A bare VM name ("Java VM Version: Eclipse OpenJ9 VM") is a weaker sign than a failure inside J9.
      const failure = charset !== null || /not supported|incompatible|J9VMInternals/.test(line);
      // The charset failure elsewhere in the log makes the finding; the VM name adds nothing to it.
      if (
        !failure &&
        (ctx.log.indexOf('UnsupportedCharsetException') >= 0 || ctx.log.indexOf('IllegalCharsetNameException') >= 0)
      )
        return null;
      const java = javaForMinecraft(ctx.facts.minecraft);
      const javaText = java ? String(java) : '';
      return textHit({
        key: 'openj9',
        texts: {
          detail: charset
            ? M.openj9Charset({
                charset: charset[1] ? charset[1].replace(/[.,:;]+$/, '') : '',
                exception: /IllegalCharsetName/.test(charset[0])
                  ? 'IllegalCharsetNameException'
                  : 'UnsupportedCharsetException',
                java: javaText,
              })
            : M.openj9({ java: javaText }),
          advice: M.openj9Advice({ java: javaText }),
          // The VM name alone is a hint, not the cause: it never makes an error by itself.
          ...(failure ? {} : { title: M.openj9RunsTitle({}) }),
        },
        lines: [index],
        ...(java ? { javaRequired: java } : {}),
        ...(failure ? {} : { severity: 'info' as const }),
        confidence: failure ? 0.9 : 0.3,
      });
    },
  },
  {
    id: 'out-of-memory',
    row: 7,
    title: 'Out of memory (Java heap)',
    severity: 'error',
    advice:
      'Give the instance more memory (-Xmx), staying below about 75% of physical RAM; if it still happens, a mod may leak memory.',
    confidence: 0.9,
    triggers: [
      'java.lang.OutOfMemoryError',
      'OutOfMemoryError',
      'an out of memory error',
      'Out of Memory Error',
      'GC overhead limit exceeded',
      'Java heap space',
      'Requested array size exceeds VM limit',
      'Map failed',
      'Out of memory!',
      'ran out of memory',
      'run out of memory',
      '-805306369',
    ],
    match(_ctx, index, line) {
      // A launcher's `Process crashed with exit code -805306369` (0xCFFFFFFF): Java stopped itself, as it does
      // after running out of memory on Windows; no crash report is written.
      if (/-805306369/.test(line)) {
        if (!/\bexit\s?(?:code|status)\b[^\d-]{0,20}-805306369\b/i.test(line)) return null;
        return textHit({
          key: 'oom',
          texts: { title: M.outOfMemoryTitle({}), detail: M.outOfMemoryExitCode({ code: '-805306369' }) },
          lines: [index],
          confidence: 0.6,
        });
      }
      // Minecraft's own "Out of memory!" screen and log line, and the game's "ran out of memory" wording.
      if (
        /\bOut of memory!|\b(?:game|Minecraft|server|JVM|Java) (?:has )?r[au]n out of memory/i.test(line) &&
        !/OutOfMemoryError/.test(line)
      )
        return textHit({
          key: 'oom',
          texts: { title: M.outOfMemoryTitle({}), detail: M.outOfMemoryReported({}) },
          lines: [index],
        });
      const kind =
        /OutOfMemoryError: ([^\r\n]+)/.exec(line)?.[1]?.trim() ??
        /(GC overhead limit exceeded|Java heap space|Requested array size exceeds VM limit|Metaspace|PermGen space|Map failed)/.exec(
          line,
        )?.[1];
      if (kind === 'Map failed' && !/(?:Exception|Error): Map failed/.test(line)) return null;
      const what =
        kind === undefined
          ? 'oomHeap'
          : /Metaspace|Compressed class space/.test(kind)
            ? 'oomMetaspace'
            : /PermGen/.test(kind)
              ? 'oomPermGen'
              : /Map failed/.test(kind)
                ? 'oomMapped'
                : /native thread/.test(kind)
                  ? 'oomThreads'
                  : /direct buffer memory/i.test(kind)
                    ? 'oomDirect'
                    : 'oomHeap';
      return textHit({
        key: 'oom',
        texts: {
          title: M.outOfMemoryTitle({}),
          detail: M.outOfMemory({ what, kind: kind ?? '' }),
          // Java 7's class memory has its own limit, which -Xmx does not move.
          ...(what === 'oomPermGen' ? { advice: M.permGenAdvice({}) } : {}),
        },
        lines: [index],
      });
    },
  },
  {
    id: 'native-memory',
    row: 8,
    title: 'Out of memory: the computer ran out of memory',
    severity: 'error',
    advice:
      'Lower the maximum memory (-Xmx), close other programs, or enlarge the page file / swap; use a 64-bit Java.',
    confidence: 0.9,
    triggers: [
      'There is insufficient memory for the Java Runtime Environment to continue',
      'insufficient memory for the Java Runtime Environment',
      'The system is out of physical RAM or swap space',
      'Native memory allocation (',
      "error='Cannot allocate memory'",
      'Cannot allocate memory',
      'The paging file is too small',
      'unable to create new native thread',
      'unable to create native thread',
      // Sodium's native buffers (NativeBuffer.allocate): the allocator refused memory three times, the game then
      // stops with `OutOfMemoryError: Couldn't allocate N bytes after 3 attempts`.
      'EMERGENCY: Tried to allocate',
      "Couldn't allocate",
    ],
    match(_ctx, index, line) {
      if (/Couldn't allocate/.test(line) && !/Couldn't allocate \d+ bytes after \d+ attempts/.test(line)) return null;
      const shown = line.trim().replace(/^#\s*/, '').slice(0, 160);
      // `OutOfMemoryError: unable to create (new) native thread`: the OS refused a thread (its limit on threads or
      // processes, or the address space of the process), which more heap does not fix.
      if (/unable to create (?:new )?native thread/.test(line))
        return textHit({
          key: 'native',
          texts: {
            title: M.nativeThreadTitle({}),
            detail: M.nativeThread({ line: shown }),
            advice: M.nativeThreadAdvice({}),
          },
          lines: [index],
        });
      return textHit({ key: 'native', texts: { detail: M.nativeMemory({ line: shown }) }, lines: [index] });
    },
    supersedes: ['out-of-memory'],
  },
  {
    id: 'native-exit-code',
    row: 0,
    title: 'The game crashed in native code (Windows exit status)',
    severity: 'error',
    advice: "Open the hs_err_pid*.log the crash left in the game folder: its 'Problematic frame' names the library.",
    confidence: 0.6,
    triggers: ['-10737', '0xC0000005', '0xc0000005', '0xC0000409', '0xc0000409', '0xC0000374', '0xc0000374'],
    match(_ctx, index, line) {
      // A launcher's last line (`Process crashed with exitcode -1073741819.`, `Exit Code: -1073740791`): a Windows
      // NTSTATUS as the exit code means the JVM itself died in native code, with no Java exception to read.
      const m =
        /\bexit\s?(?:code|status)\b[^\d-]{0,20}(-1073741819|-1073740791|-1073740940|-1073741571|0xC0000005|0xC0000409|0xC0000374|0xC00000FD)\b/i.exec(
          line,
        );
      if (!m) return null;
      const code = m[1]!;
      const status = /^0x/i.test(code) ? code.toUpperCase().replace(/^0X/, '0x') : NTSTATUS[code]!;
      return messageHit({
        key: 'native-exit',
        lines: [index],
        message: { id: 'nativeExitCode', params: { error: code, present: status, what: NTSTATUS_NAME[status] ?? '' } },
      });
    },
  },
  {
    id: 'process-killed',
    row: 0,
    title: 'The operating system killed the game (out of memory)',
    severity: 'error',
    advice: 'Give the machine or container more memory, or lower -Xmx so that Java fits in it.',
    confidence: 0.85,
    triggers: ['Killed', 'code 137', 'code: 137', 'exitcode 137', 'Out of memory: true', 'OOMKilled'],
    match(_ctx, index, line) {
      // A shell's job report (`run.sh: line 6:  663 Killed   java @user_jvm_args.txt …`, or `Killed` alone), exit
      // status 137 (SIGKILL), or a panel's or Docker's out-of-memory flag: the kernel's OOM killer stopped Java.
      const text = line.trim();
      const killed =
        /^Killed$/.test(text) ||
        /\bKilled\s+(?:\S*[\\/])?java(?:w|\.exe)?\b/.test(text) ||
        /\bexit(?:ed with)?(?: status| code|code)[: ]+137\b|\bcode[: ]+137\b/i.test(text) ||
        /Out of memory: true\b|OOMKilled[=:]\s*true\b/.test(text);
      if (!killed) return null;
      return messageHit({
        key: 'killed',
        lines: [index],
        message: { id: 'processKilled', params: { line: text.slice(0, 160) } },
      });
    },
  },
  {
    id: 'jvm-32bit',
    row: 9,
    title: 'The heap cannot be reserved (32-bit Java or too much memory)',
    severity: 'error',
    advice: 'Install a 64-bit Java and select it; a 32-bit Java cannot use more than about 2048 MiB.',
    confidence: 0.9,
    triggers: [
      'Could not reserve enough space for',
      'Invalid maximum heap size',
      'The specified size exceeds the maximum representable size',
    ],
    match(_ctx, index, line) {
      const kb = /Could not reserve enough space for (\d+)KB object heap/.exec(line);
      const is32 = kb !== null && Number(kb[1]) <= 2 * 1024 * 1024;
      return textHit({
        key: 'heap',
        texts: {
          detail: is32
            ? M.heap32bit({ mib: Math.round(Number(kb[1]) / 1024) })
            : M.heapNotReserved({ line: line.trim() }),
        },
        lines: [index],
      });
    },
  },
  {
    id: 'bad-jvm-argument',
    row: 10,
    title: 'Unrecognised JVM argument',
    severity: 'error',
    advice: 'Remove or fix the custom JVM argument named above in the instance settings.',
    confidence: 0.85,
    triggers: [
      'Unrecognized option:',
      'Unrecognized VM option',
      'Initial heap size set to a larger value than the maximum heap size',
      'Too small maximum heap',
      'Too small initial heap',
      'Invalid initial heap size',
      'Incompatible minimum and maximum heap sizes',
    ],
    match(_ctx, index, line) {
      const heap =
        /Initial heap size set to a larger value than the maximum heap size|Too small (?:maximum|initial) heap|Invalid initial heap size[^\r\n]*|Incompatible minimum and maximum heap sizes[^\r\n]*/.exec(
          line,
        );
      if (heap)
        return textHit({
          key: 'heap-settings',
          texts: { detail: M.heapSettings({ error: heap[0].trim() }), advice: M.heapSettingsAdvice({}) },
          lines: [index],
        });
      const option = /Unrecognized (?:VM )?option:?\s*'?([^'\s]+)/.exec(line)?.[1] ?? '';
      // An option a newer Java removed: the Java is newer than the arguments were written for (old launcher profiles
      // and start scripts carry Java 8's garbage-collector options).
      const name = /^(?:-XX:)?[+-]?(\w+)/.exec(option)?.[1] ?? '';
      const removedIn = REMOVED_JVM_OPTIONS.find(([re]) => re.test(name))?.[1];
      // A launcher option (`-d64`, `-Xincgc`) is shown as written; an `-XX:` option by its name.
      const shownOption = /^-(?!XX:)/.test(option) ? option : name;
      if (removedIn !== undefined)
        return textHit({
          key: `removed:${name}`,
          texts: {
            detail: M.jvmArgumentRemoved({
              option: shownOption,
              removed: String(removedIn),
              java: _ctx.facts.java ?? '',
            }),
            advice: M.jvmArgumentRemovedAdvice({ option: shownOption }),
          },
          lines: [index],
        });
      return textHit({ texts: { detail: M.jvmArgument({ option: option || line.trim() }) }, lines: [index] });
    },
  },
  {
    id: 'jvm-internal-crash',
    row: 0,
    title: 'Java itself crashed',
    severity: 'error',
    advice: 'Update Java to the newest build of the same version, or try another Java distribution.',
    confidence: 0.7,
    triggers: ['Problematic frame:'],
    match(ctx, index) {
      const illegal = illegalInstructionHit(ctx, index);
      if (illegal) return illegal;
      // hs_err's `V  [jvm.dll+0x…]`: the crash is in the JVM's own code (not a driver's or a mod's native library),
      // which a newer build of the same Java usually fixes.
      for (let i = index + 1; i < Math.min(ctx.log.lineCount, index + 4); i++) {
        const text = ctx.log.line(i);
        const frame = /^\s*#?\s*V\s+\[(jvm\.dll|libjvm\.so|libjvm\.dylib)[^\]]{0,40}\]/.exec(text);
        // `C  [libsystem_platform.dylib+0x6898]  _platform_strcmp…`, `C  [libc.so.6+0x…]`: the OS's C library, called by
        // the JVM itself (a driver's or a mod's native code would be the named frame instead): the Java build.
        const system = frame
          ? null
          : /^\s*#?\s*C\s+\[(libsystem_[a-z]+\.dylib|libc\.so(?:\.6)?|libc-2\.\d+\.so)\+0x[0-9a-f]+\][^\n]{0,80}/.exec(
              text,
            );
        if (!frame && !system) continue;
        let java = '';
        for (let j = index - 1; j >= Math.max(0, index - 12) && !java; j--)
          java = /JRE version: .{0,80}?\((?:build )?([\d._+a-z-]{1,40})\)/.exec(ctx.log.line(j))?.[1] ?? '';
        const shown = (frame ?? system)![0].replace(/^\s*#?\s*/, '').trim();
        return messageHit({
          key: 'jvm',
          lines: [index, i],
          message: { id: frame ? 'jvmInternalCrash' : 'jvmSystemLibraryCrash', params: { frame: shown, java } },
          ...(system ? { confidence: 0.65 } : {}),
        });
      }
      return null;
    },
    supersedes: ['stack-culprit'],
  },
];

/** Threads of native tools that run inside the game's JVM, with the mod that brings each. */
const NATIVE_THREAD_OWNERS: readonly (readonly [RegExp, string])[] = [[/^Async-profiler\b/i, 'spark']];

/**
 * Two failures that show a Java other than a standard HotSpot JVM, for the openj9 rule: OpenJ9's own crash dump
 * (`JVMDUMP039I Processing dump event "abort"` or `"gpf"`, then `… dump occurred in 'Thread' thread`), the thread
 * naming a native tool when it is one (spark's async-profiler); and a HotSpot VM option a mod reads that this Java
 * lacks (`IllegalArgumentException: VM option "ObjectAlignmentInBytes" does not exist`: OpenJ9, or a trimmed Java
 * such as a mobile launcher's). Undefined for the rule's other lines, null for a dump event that is no crash.
 */
function notHotSpotHit(ctx: RuleContext, index: number, line: string): RuleHit | null | undefined {
  const option = /VM option "(\w+)" does not exist/.exec(line);
  if (option)
    return textHit({
      key: 'jvm-option',
      texts: {
        title: M.jvmNotHotSpotTitle({}),
        detail: M.jvmOptionMissing({ option: option[1]! }),
        advice: M.jvmNotHotSpotAdvice({}),
      },
      lines: [index],
      confidence: 0.92,
    });
  if (!/JVMDUMP039I/.test(line)) return undefined;
  const event = /dump event "(\w+)"/.exec(line)?.[1] ?? '';
  // `systhrow` and `user` dumps are an exception being thrown (an OutOfMemoryError) or a request, not a crash.
  if (!/^(?:gpf|abort|traceassert)$/.test(event)) return null;
  let thread = '';
  let threadLine = -1;
  for (let i = index + 1; i < Math.min(ctx.log.lineCount, index + 20) && !thread; i++) {
    thread = /JVMDUMP\d{3}[IEW] .{0,60}? in '([^']{1,80})' thread/.exec(ctx.log.line(i))?.[1] ?? '';
    if (thread) threadLine = i;
  }
  const owner = NATIVE_THREAD_OWNERS.find(([re]) => re.test(thread))?.[1] ?? '';
  // The mod is named only with a line that shows it running (its command or its log line) near the dump.
  let ownerLine = -1;
  for (let i = Math.max(0, index - 60); owner && ownerLine < 0 && i < Math.min(ctx.log.lineCount, index + 20); i++)
    if (ctx.log.line(i).toLowerCase().includes(owner)) ownerLine = i;
  const lines = [index, ...(threadLine >= 0 ? [threadLine] : []), ...(ownerLine >= 0 ? [ownerLine] : [])];
  return textHit({
    key: 'openj9-dump',
    ...(ownerLine >= 0 ? { mods: [owner] } : {}),
    texts: {
      title: owner ? M.nativeToolCrashTitle({ mod: `'${owner}'` }) : M.openj9DumpTitle({}),
      detail: M.openj9Dump({ event, thread, owner: owner ? `'${owner}'` : '' }),
      advice: owner === 'spark' ? M.sparkJavaSamplerAdvice({}) : M.openj9Advice({ java: '' }),
    },
    lines,
    confidence: 0.9,
  });
}

function java11Hit(index: number): RuleHit {
  return textHit({ texts: { detail: M.java11Needed({}) }, lines: [index], javaRequired: 11 });
}
