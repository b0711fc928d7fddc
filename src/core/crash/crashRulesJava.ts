import { javaForClassVersion, javaForMinecraft, type CrashRule, type RuleHit } from './crashRule';

/** Java runtime, JVM and memory rules (rows 1–10). */
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
    ],
    match(_ctx, index, line) {
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
      const what = cls ? `Class ${cls.replace(/\//g, '.')}` : 'A class';
      const hit: RuleHit = {
        key: String(required),
        title: `Needs Java ${required}`,
        detail: `${what} needs Java ${required} (class file version ${required + 44})${runtime !== null ? `, but the game ran on Java ${runtime}` : ''}. This instance needs Java ${required} or newer.`,
        advice: `Set the instance's Java to Java ${required} or newer (for example Eclipse Temurin ${required}). If only one mod needs it, use that mod's build for your Java instead.`,
        lines: [index],
        javaRequired: required,
        stackFrom: index,
      };
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
    triggers: ['no such method: sun.misc.Unsafe.defineAnonymousClass', 'compatibility level JAVA_11 could not be set'],
    match(_ctx, index) {
      return {
        detail: 'A mod needs Java 11 or newer, but the game ran on Java 8. The instance needs Java 11.',
        lines: [index],
        javaRequired: 11,
      };
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
      'Unable to make protected final java.lang.Class java.lang.ClassLoader.defineClass',
      'NoSuchFieldException: ucp',
      'because module java.base does not export',
      'jdk.nashorn.api.scripting.NashornScriptEngineFactory',
      'ClassNotFoundException: java.lang.invoke.LambdaMetafactory',
      'Cannot read the array length because "urls" is null',
    ],
    match(ctx, index, line) {
      const major = /Unsupported class file major version (\d+)/.exec(line);
      const java = major ? javaForClassVersion(Number(major[1])) : null;
      const needed = javaForMinecraft(ctx.facts.minecraft);
      return {
        ...(needed ? { title: `Java is too new: needs Java ${needed}` } : {}),
        key: 'java-too-new',
        detail: `The Java runtime is too new for this game or loader${java !== null ? ` (it reads Java ${java} classes the loader cannot handle)` : ''}${ctx.facts.java ? `; it ran on Java ${ctx.facts.java}` : ''}.${needed ? ` Minecraft ${ctx.facts.minecraft} needs Java ${needed}.` : ''}`,
        lines: [index],
        ...(needed ? { javaRequired: needed } : {}),
      };
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
      return {
        detail: 'The game uses LaunchWrapper, which needs Java 8; it was started on Java 9 or newer.',
        lines: [index],
        javaRequired: 8,
      };
    },
  },
  {
    id: 'modlauncher-java-build',
    row: 5,
    title: 'Old Forge does not run on this Java build',
    severity: 'error',
    advice: 'Update Forge (for 1.16.5: 36.2.26 or newer), or use Java 8u312 / 11.0.13 / 17.0.1 or older.',
    confidence: 0.9,
    triggers: ['sun.security.util.ManifestEntryVerifier.<init>'],
    match(_ctx, index, line) {
      return /NoSuchMethodError/.test(line)
        ? {
            detail: 'This Forge build calls a Java method removed in Java 8u321, 11.0.14 and 17.0.2 (JDK-8273826).',
            lines: [index],
          }
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
    ],
    match(ctx, index, line) {
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
      const what = java ? `Java ${java} (HotSpot)` : 'a HotSpot Java';
      return {
        key: 'openj9',
        detail: charset
          ? `The game ran on an OpenJ9 JVM, which lacks the charset ${charset[1] ? `'${charset[1].replace(/[.,:;]+$/, '')}' ` : ''}the game or a mod asks for (${/IllegalCharsetName/.test(charset[0]) ? 'IllegalCharsetNameException' : 'UnsupportedCharsetException'}); Minecraft mods and loaders support only HotSpot JVMs. This instance needs ${what}.`
          : `The game ran on an OpenJ9 JVM, which Minecraft mods and loaders do not support. This instance needs ${what}.`,
        advice: `Install ${java ? `a HotSpot Java ${java}` : 'a HotSpot Java'} (Eclipse Temurin, Microsoft Build of OpenJDK, Azul Zulu) and select it for the instance instead of OpenJ9 / IBM Semeru.`,
        lines: [index],
        ...(java ? { javaRequired: java } : {}),
        // The VM name alone is a hint, not the cause: it never makes an error by itself.
        ...(failure ? {} : { severity: 'info' as const, title: 'The game runs on OpenJ9 Java' }),
        confidence: failure ? 0.9 : 0.3,
      };
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
    ],
    match(_ctx, index, line) {
      // Minecraft's own "Out of memory!" screen and log line, and the game's "ran out of memory" wording.
      if (
        /\bOut of memory!|\b(?:game|Minecraft|server|JVM|Java) (?:has )?r[au]n out of memory/i.test(line) &&
        !/OutOfMemoryError/.test(line)
      )
        return {
          key: 'oom',
          title: 'Out of memory',
          detail: 'The game ran out of memory: Java heap memory (Minecraft reported "Out of memory").',
          lines: [index],
        };
      const kind =
        /OutOfMemoryError: ([^\r\n]+)/.exec(line)?.[1]?.trim() ??
        /(GC overhead limit exceeded|Java heap space|Requested array size exceeds VM limit|Metaspace|Map failed)/.exec(
          line,
        )?.[1];
      if (kind === 'Map failed' && !/(?:Exception|Error): Map failed/.test(line)) return null;
      const what =
        kind === undefined
          ? 'Java heap memory'
          : /Metaspace|Compressed class space/.test(kind)
            ? 'Java metaspace (class memory)'
            : /Map failed/.test(kind)
              ? 'address space for a memory-mapped file (Map failed)'
              : /native thread/.test(kind)
                ? 'native threads (the system refused a new thread)'
                : /direct buffer memory/i.test(kind)
                  ? 'direct buffer memory'
                  : 'Java heap memory';
      return {
        key: 'oom',
        title: 'Out of memory',
        detail: `The game ran out of memory: ${what}${kind ? ` (${kind})` : ''}.`,
        lines: [index],
      };
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
    ],
    match(_ctx, index, line) {
      return {
        key: 'native',
        detail: `Java could not get memory from the operating system: physical memory, swap or the page file is exhausted (${line.trim().replace(/^#\s*/, '').slice(0, 160)}).`,
        lines: [index],
      };
    },
    supersedes: ['out-of-memory'],
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
      return {
        key: 'heap',
        detail: is32
          ? `Java could not reserve a ${Math.round(Number(kb[1]) / 1024)} MiB heap: this is almost always a 32-bit Java.`
          : `Java could not reserve the requested heap: ${line.trim()}`,
        lines: [index],
      };
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
        return {
          key: 'heap-settings',
          detail: `Java refused the memory settings (${heap[0].trim()}); the game did not start. The minimum (-Xms) must not exceed the maximum (-Xmx), and both need a unit such as 4G or 4096M.`,
          advice:
            'Fix the memory settings of the instance: set -Xmx (maximum) at least as large as -Xms (minimum), e.g. -Xmx4G, or let the launcher choose.',
          lines: [index],
        };
      const option = /Unrecognized (?:VM )?option:?\s*'?([^'\s]+)/.exec(line)?.[1] ?? '';
      return { detail: `Java refused the argument ${option || line.trim()}; the game did not start.`, lines: [index] };
    },
  },
];
