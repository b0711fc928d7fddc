import * as assert from 'node:assert/strict';
import { analyzeCrash } from '../../src/core/crash/crashAnalyzer';
import type { CrashAnalysis } from '../../src/core/crash/crashFinding';
import { localizeAnalysis } from '../../src/core/crash/crashMessages';
import { prefixLength } from '../../src/core/logs/logNormalizer';
import { assertTopPastedFinding, findingText, type PastedCase } from './fixtures/pastedCrashCase';

/**
 * Server and JVM logs missed on a fresh set of real pastes (issue 30, round 7): an hs_err banner behind a server
 * wrapper's `date | [RAW]` columns, a container's `date | stderr |` table, the system journal's `java[pid]:` and a
 * platform router's `app[web.1]:`; a crash report's `-- Head --` stack that only shows the dist cleaner on top, with the
 * mod in the `-- MOD x --` section below; a client class met while a script mod read another mod's class by
 * reflection (that mod is not the culprit); a JVM option a newer Java removed; and a loader's error list in which
 * several mods want a newer NeoForge (one fault, every mod named). Every fragment is written for this test in the real
 * formats, with made-up mods, classes, hosts and times.
 */
const WRAPPED_HS_ERR = [
  '2019-03-04 05:06:07 | [RAW] #',
  '2019-03-04 05:06:07 # server jvm crashed, restarting...',
  '2019-03-04 05:06:07 | [RAW] # A fatal error has been detected by the Java Runtime Environment:',
  '2019-03-04 05:06:07 | [RAW] #',
  '2019-03-04 05:06:07 | [RAW] #  SIGSEGV (0xb) at pc=0x00007f3c1a2b3c4d, pid=3101, tid=3102',
  '2019-03-04 05:06:07 | [RAW] #',
  '2019-03-04 05:06:07 | [RAW] # JRE version: OpenJDK Runtime Environment (11.0.9+11) (build 11.0.9+11-post-Debian-1)',
  '2019-03-04 05:06:07 | [RAW] # Problematic frame:',
  '2019-03-04 05:06:07 | [RAW] # V  [libjvm.so+0x61a2b3]',
  '2019-03-04 05:06:07 | [RAW] #',
].join('\n');

const SHAPES: PastedCase[] = [
  {
    name: "an hs_err banner behind a wrapper's date and [RAW] columns is read as the JVM's own crash",
    log: WRAPPED_HS_ERR,
    rule: 'jvm-internal-crash',
    says: ['V  [libjvm.so+0x61a2b3]', '11.0.9+11'],
    mods: [],
    zh: 'libjvm.so',
  },
  {
    name: "a container log table's date and stream columns are removed before the class-version error",
    log: [
      '2023/05/06 07:08:09 | stdout | [init] Starting the Minecraft server...',
      '2023/05/06 07:08:10 | stderr | Error: LinkageError occurred while loading main class net.minecraft.bundler.Main',
      '2023/05/06 07:08:10 | stderr | \tjava.lang.UnsupportedClassVersionError: net/minecraft/bundler/Main has been compiled by a more recent version of the Java Runtime (class file version 65.0), this version of the Java Runtime only recognizes class file versions up to 61.0',
    ].join('\n'),
    rule: 'java-too-old',
    says: ['Java 21', 'class file version 65'],
    mods: [],
    zh: 'Java 21',
  },
  {
    name: "the system journal's java[pid] prefix (after an installer's level word) is removed",
    log: [
      "Warning: Mar 02 09:14:55 java[4411]: OpenJDK 64-Bit Server VM warning: INFO: os::commit_memory(0x00000000a0000000, 1610612736, 0) failed; error='Not enough space' (errno=12)",
      'Warning: Mar 02 09:14:55 java[4411]: #',
      'Warning: Mar 02 09:14:55 java[4411]: # There is insufficient memory for the Java Runtime Environment to continue.',
      'Warning: Mar 02 09:14:55 java[4411]: # Native memory allocation (mmap) failed to map 1610612736 bytes for committing reserved memory.',
    ].join('\n'),
    rule: 'native-memory',
    says: ['(There is insufficient memory for the Java Runtime Environment to continue.)'],
    mods: [],
    zh: '内存',
  },
  {
    name: "a platform router's ISO time and app[web.1] are removed before the server's class-version error",
    log: [
      '```',
      '2021-03-04T05:06:07.123456+00:00 app[web.1]: Error: A JNI error has occurred, please check your installation and try again',
      '2021-03-04T05:06:07.124012+00:00 app[web.1]: Exception in thread "main" java.lang.UnsupportedClassVersionError: net/minecraft/server/Main has been compiled by a more recent version of the Java Runtime (class file version 61.0), this version of the Java Runtime only recognizes class file versions up to 55.0',
      '```',
    ].join('\n'),
    rule: 'java-too-old',
    says: ['Java 17', 'Java 11'],
    mods: [],
    zh: 'Java 17',
  },
  {
    name: "a crash report's head stack with only the dist cleaner on top names the mod of the section below",
    log: [
      '-- Head --',
      'Thread: main',
      'Stacktrace:',
      '\tat net.neoforged.fml.loading.RuntimeDistCleaner.processClassWithFlags(RuntimeDistCleaner.java:57) ~[loader-4.0.9.jar%2397!/:4.0] {}',
      '-- MOD glowmoss --',
      'Details:',
      '\tCaused by 0: java.lang.reflect.InvocationTargetException',
      '\t\tat net.neoforged.fml.javafmlmod.FMLModContainer.constructMod(FMLModContainer.java:77) ~[fancymodloader-4.0.9.jar%23214!/:?] {}',
    ].join('\n'),
    rule: 'client-mod-on-server',
    says: ["Mod 'glowmoss' loads client-only code on a dedicated server"],
    mods: ['glowmoss'],
    zh: 'glowmoss',
  },
  {
    name: 'a client class met while a script mod read another class by reflection blames no mod',
    log: [
      '```',
      'net.minecraftforge.fml.common.LoaderExceptionModCrash: Caught exception from ScriptBench (scriptbench)',
      'Caused by: java.lang.NoClassDefFoundError: net/minecraft/client/gui/GuiScreen',
      '\tat java.lang.Class.getDeclaredMethods0(Native Method)',
      '\tat java.lang.Class.privateGetDeclaredMethods(Class.java:2701)',
      '\tat java.lang.Class.getMethods(Class.java:1475)',
      '\tat dev.someone.scriptbench.types.TypeTable.fill(TypeTable.java:88)',
      '```',
    ].join('\n'),
    rule: 'client-mod-on-server',
    says: [
      'net.minecraft.client.gui.GuiScreen',
      'read by reflection (in dev.someone.scriptbench.types.TypeTable.fill)',
      "probably not 'ScriptBench' (scriptbench)",
    ],
    mods: [],
    zh: '反射',
  },
  {
    name: 'a JVM option a newer Java removed says which Java removed it and which Java ran',
    log: [
      'openjdk version "17.0.9" 2023-10-17',
      'OpenJDK Runtime Environment Temurin-17.0.9+9 (build 17.0.9+9)',
      "Unrecognized VM option 'UseParNewGC'",
      'Error: Could not create the Java Virtual Machine.',
      'Error: A fatal exception has occurred. Program will exit.',
    ].join('\n'),
    rule: 'bad-jvm-argument',
    says: ['Java 17.0.9 refused the argument UseParNewGC', 'removed in Java 10', 'Java 8 for Minecraft 1.16'],
    mods: [],
    zh: 'Java 10',
  },
  {
    name: "NeoForge's error list of several mods wanting a newer NeoForge, behind a panel prefix, names them all",
    log: [
      'main/ERROR03:33:22 net.neoforged.fml.ModLoadingException: Loading errors encountered:',
      'main/ERROR03:33:22 \t- Mod copperlamps requires neoforge 21.1.90 or above',
      'main/ERROR03:33:22 \t  Currently, neoforge is 21.1.60',
      'main/ERROR03:33:22 \t  ',
      'main/ERROR03:33:22 \t- Mod tinyrails requires neoforge 21.1.112 or above',
      'main/ERROR03:33:22 \t  Currently, neoforge is 21.1.60',
      'main/ERROR03:33:22 \t  ',
      'main/ERROR03:33:22 \t- Mod mossbags requires neoforge 21.1.73 or above',
      'main/ERROR03:33:22 \t  Currently, neoforge is 21.1.60',
    ].join('\n'),
    rule: 'forge-legacy-missing-dependency',
    says: [
      'copperlamps, tinyrails, mossbags need NeoForge 21.1.112 or newer (installed: 21.1.60)',
      "'tinyrails' 21.1.112",
      'Install NeoForge 21.1.112 or newer',
    ],
    mods: ['copperlamps', 'tinyrails', 'mossbags'],
    zh: 'NeoForge 21.1.112',
  },
  {
    name: "a crash in the game's sound library behind a launcher's date and time names OpenAL and the audio driver",
    log: [
      '[12/03/2024 10:11:12 AM] #',
      '[12/03/2024 10:11:12 AM] # A fatal error has been detected by the Java Runtime Environment:',
      '[12/03/2024 10:11:12 AM] #',
      '[12/03/2024 10:11:12 AM] #  EXCEPTION_ACCESS_VIOLATION (0xc0000005) at pc=0x00007ffd1a2b3c4d, pid=5120, tid=7788',
      '[12/03/2024 10:11:12 AM] # Problematic frame:',
      '[12/03/2024 10:11:12 AM] # C  [OpenAL64.dll+0x2c4d]',
    ].join('\n'),
    rule: 'native-library-crash',
    says: ['OpenAL64.dll', "the game's sound library (OpenAL)", 'Update or reinstall the audio driver'],
    mods: [],
    zh: '音频驱动',
  },
  {
    name: 'a crash in an overlay injected into Java names the program to close',
    log: [
      'A fatal error has been detected by the Java Runtime Environment:',
      '',
      ' EXCEPTION_ACCESS_VIOLATION (0xc0000005) at pc=0x00007ffd2a3b4c5d, pid=6144, tid=9012',
      '',
      ' Problematic frame:',
      ' C  [RTSSHooks64.dll+0x1f00]',
    ].join('\n'),
    rule: 'native-library-crash',
    says: ['RTSSHooks64.dll', 'injects itself into games', 'Close the program that injects RTSSHooks64.dll'],
    mods: [],
    zh: '叠加层',
  },
  {
    name: "a server's crash in a library a plugin unpacked names that library, not the JVM",
    log: [
      '# A fatal error has been detected by the Java Runtime Environment:',
      '#',
      '# SIGSEGV (0xb) at pc=0x00007adcadc5bfe4, pid=1, tid=30',
      '#',
      '# JRE version: OpenJDK Runtime Environment Temurin-17.0.8+7 (17.0.8+7) (build 17.0.8+7)',
      '# Problematic frame:',
      '# C [lib1234567890123.tmp+0x738fe4] _end+0x48b94c',
    ].join('\n'),
    rule: 'native-library-crash',
    says: ['lib1234567890123.tmp', 'a mod, a plugin or a program brought it'],
    mods: [],
    zh: 'lib1234567890123.tmp',
  },
  {
    name: "a crash in macOS's OpenGL shader compiler is the macOS graphics driver's",
    log: [
      '#  SIGSEGV (0xb) at pc=0x00007ff81a2b3c4d, pid=812, tid=259',
      '# Problematic frame:',
      '# C  [libGLProgrammability.dylib+0xa50ff]  glpLLVMGetFunctionGlobalVariableUse+0x5c',
    ].join('\n'),
    rule: 'graphics-driver',
    says: ['macOS graphics driver (libGLProgrammability.dylib)', 'update macOS'],
    mods: [],
    zh: 'macOS',
  },
];

async function analyze(log: string): Promise<CrashAnalysis> {
  return analyzeCrash({ text: log, name: 'pasted' });
}

describe('crash analysis of server consoles and JVM failures from real pastes (issue 30, round 7)', () => {
  for (const c of SHAPES) {
    it(`${c.name} → ${c.rule}`, async () => {
      assertTopPastedFinding(c, await analyze(c.log));
    });
  }

  it('a long list of mods wanting a newer loader names three in the title and counts the rest', async () => {
    const ids = ['alpha', 'bravo', 'charlie', 'delta', 'echo'];
    const result = await analyze(
      [
        'net.neoforged.fml.ModLoadingException: Loading errors encountered:',
        ...ids.flatMap((id) => [
          `\t- Mod ${id} requires neoforge 21.1.187 or above`,
          '\t  Currently, neoforge is 21.1.170',
        ]),
      ].join('\n'),
    );
    const top = result.findings[0]!;
    assert.equal(
      top.title,
      'alpha, bravo, charlie and 2 more mods need NeoForge 21.1.187 or newer (installed: 21.1.170)',
    );
    assert.deepEqual(top.mods, ids);
    assert.equal(result.findings.filter((f) => f.rule === top.rule).length, 1, 'one finding for the one fault');
    assert.ok(localizeAnalysis(result, 'zh-cn').findings[0]!.title.includes('等 5 个模组'));
  });

  it('one mod wanting a newer loader keeps its own finding', async () => {
    const result = await analyze(
      [
        'net.neoforged.fml.ModLoadingException: Loading errors encountered:',
        '\t- Mod copperlamps requires neoforge 21.1.90 or above',
        '\t  Currently, neoforge is 21.1.60',
      ].join('\n'),
    );
    assert.equal(result.findings[0]!.title, 'copperlamps needs NeoForge 21.1.90 or newer (installed: 21.1.60)');
  });

  it("reflection that Forge's event bus runs over a mod's own class still blames that mod", async () => {
    const result = await analyze(
      [
        'net.minecraftforge.fml.common.LoaderExceptionModCrash: Caught exception from Lantern Paths (lanternpaths)',
        'Caused by: java.lang.NoClassDefFoundError: net/minecraft/client/renderer/EntityRenderer',
        '\tat java.lang.Class.getDeclaredMethods0(Native Method)',
        '\tat java.lang.Class.privateGetDeclaredMethods(Class.java:2701)',
        '\tat java.lang.Class.getDeclaredMethods(Class.java:1975)',
        '\tat net.minecraftforge.fml.common.eventhandler.EventBus.register(EventBus.java:82)',
        '\tat dev.someone.lanternpaths.LanternPaths.preInit(LanternPaths.java:40)',
      ].join('\n'),
    );
    const top = result.findings[0]!;
    assert.equal(top.rule, 'client-mod-on-server');
    assert.deepEqual(top.mods, ['lanternpaths']);
    assert.ok(findingText(top).includes("Mod 'Lantern Paths' (lanternpaths) loads client-only code"), findingText(top));
  });

  it('a dist-cleaner frame deeper in a stack is no dist error of its own', async () => {
    const result = await analyze(
      [
        'java.lang.IllegalStateException: Registry is frozen',
        '\tat net.minecraft.core.MappedRegistry.validateWrite(MappedRegistry.java:90)',
        '\tat net.neoforged.fml.loading.RuntimeDistCleaner.processClassWithFlags(RuntimeDistCleaner.java:57)',
      ].join('\n'),
    );
    assert.ok(!result.findings.some((f) => f.rule === 'client-mod-on-server'));
  });

  it("a crash in the game's window library or the C library is not called a native library's own", async () => {
    for (const frame of ['# C  [lwjgl.dll+0x1234]', '# C  [libc.so.6+0x9a1b2]', '# C  [ntdll.dll+0x2d0a1]']) {
      const result = await analyze(
        ['#  SIGSEGV (0xb) at pc=0x1, pid=2, tid=3', '# Problematic frame:', frame].join('\n'),
      );
      assert.ok(!result.findings.some((f) => f.rule === 'native-library-crash'), frame);
    }
  });

  it('an option no Java removed stays an unrecognised argument', async () => {
    const result = await analyze(
      "Unrecognized VM option 'UseShinyGC'\nError: Could not create the Java Virtual Machine.",
    );
    assert.equal(result.findings[0]!.detail, 'Java refused the argument UseShinyGC; the game did not start.');
  });

  it("wrapper, journal and router prefixes are removed; a game log's and an old Bukkit log's own start is not", () => {
    assert.equal(prefixLength('2019-03-04 05:06:07 | [RAW] # Problematic frame:'), 30);
    assert.equal(prefixLength('2023/05/06 07:08:10 | stderr | \tat a.b.C.m(C.java:1)'), 31);
    assert.equal(prefixLength('Mar 02 09:14:55 java[4411]: # There is insufficient memory'), 30);
    assert.equal(prefixLength('juil. 12 11:15:20 box java[1672463]: Error: x'), 37);
    assert.equal(prefixLength('2021-03-04T05:06:07.123456+00:00 app[web.1]: Error: x'), 45);
    assert.equal(prefixLength('2012-10-26 00:12:22 [SEVERE] Could not pass event BlockFromToEvent'), 0);
    assert.equal(prefixLength('[19:02:11] [Server thread/INFO]: Done (3.2s)!'), 0);
  });
});
