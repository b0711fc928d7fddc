import * as assert from 'node:assert/strict';
import { analyzeCrash } from '../../src/core/crash/crashAnalyzer';
import type { CrashFinding } from '../../src/core/crash/crashFinding';
import type { ModFile } from '../../src/core/model/modFile';
import { modFileRecord } from './fixtures/modFileRecord';

/**
 * The crash classes a held-back launcher suite showed missing (issue 12): each log is composed here from the
 * shapes public issue threads and the loaders' own error text show, and the finding must name the fact a person
 * needs (the Java to use, the culprit mod, or the dependency and its range).
 */
interface Case {
  name: string;
  rule: string;
  log: string;
  says?: string[];
  mods?: string[];
  java?: number;
  installed?: ModFile[];
}

const e = '[12:00:01] [main/ERROR]: ';

function modFile(fileName: string, id: string, name: string, packages: string[]): ModFile {
  return modFileRecord(fileName, { id, name, loader: 'forge', source: 'META-INF/mods.toml' }, { packages });
}

export const CASES: Case[] = [
  // Out of memory, the ways the JVM and the game say it.
  {
    name: 'GC overhead limit in a crash report',
    rule: 'out-of-memory',
    log: '---- Minecraft Crash Report ----\nDescription: Exception in server tick loop\n\njava.lang.OutOfMemoryError: GC overhead limit exceeded\n\tat java.util.Arrays.copyOf(Arrays.java:3332)',
    says: ['GC overhead limit exceeded', 'Out of memory'],
  },
  {
    name: 'heap space without the package (Forge ~~ERROR~~ line)',
    rule: 'out-of-memory',
    log: `${e}Exception in thread "Server thread" OutOfMemoryError: Java heap space`,
    says: ['Java heap space'],
  },
  {
    name: 'memory-mapped file: IOException Map failed',
    rule: 'out-of-memory',
    log: `${e}Failed to load region\njava.io.IOException: Map failed\n\tat sun.nio.ch.FileChannelImpl.map(FileChannelImpl.java:940)\nCaused by: java.lang.OutOfMemoryError: Map failed`,
    says: ['Map failed'],
  },
  {
    name: 'hs_err commit_memory failure',
    rule: 'native-memory',
    log: "#\n# A fatal error has been detected by the Java Runtime Environment:\n#\nOpenJDK 64-Bit Server VM warning: INFO: os::commit_memory(0x00000005c0000000, 8589934592, 0) failed; error='Cannot allocate memory' (errno=12)\n#  Out of Memory Error (os_linux.cpp:2749), pid=4242, tid=4243",
    says: ['Out of memory', 'Cannot allocate memory'],
  },
  {
    name: 'Windows page file too small',
    rule: 'native-memory',
    log: "# Native memory allocation (mmap) failed to map 268435456 bytes for G1 virtual space\n# error='The paging file is too small for this operation to complete' (DOS error/errno=1455)",
    says: ['page file'],
  },
  {
    name: 'heap cannot be reserved (32-bit Java)',
    rule: 'jvm-32bit',
    log: 'Error occurred during initialization of VM\nCould not reserve enough space for object heap\nError: Could not create the Java Virtual Machine.',
    says: ['64-bit Java'],
  },
  // A mod needs a newer Forge than installed: FML's own wording in 1.13+ logs and crash reports, and 1.7–1.12.
  {
    name: 'Forge 1.20 missing-dependency screen text',
    rule: 'forge-legacy-missing-dependency',
    log: '-- Mod loading issue for: subtle_effects --\nDetails:\n\tMod file: /inst/mods/SubtleEffects-forge-1.20.1-1.5.0.jar\n\tFailure message: Mod §esubtle_effects§r requires §6forge§r §o47.4.14§r or above\n\t\t§7Currently, §6forge§r§7 is §o47.4.10§r\n',
    says: ['Forge 47.4.14 or newer', 'Forge 47.4.10', 'too old'],
    mods: ['subtle_effects'],
  },
  {
    name: 'Forge requested-by table',
    rule: 'forge-missing-dependency',
    log: `${e}Missing or unsupported mandatory dependencies:\n\tMod ID: 'forge', Requested by: 'mininggadgets', Expected range: '[47.1.70,)', Actual version: '47.1.44'`,
    says: ['needs Forge 47.1.70 or newer', 'Forge 47.1.44 is installed', 'Install Forge 47.1.70 or newer'],
    mods: ['mininggadgets'],
  },
  {
    name: 'Forge 1.10 MissingModsException on Forge itself',
    rule: 'forge-legacy-missing-dependency',
    log: '[09:56:31] [Server thread/INFO]: Starting minecraft server version 1.10.2\n[09:56:34] [Server thread/ERROR]: Encountered an unexpected exception\nnet.minecraftforge.fml.common.MissingModsException: Mod JEI (Just Enough Items) requires [Forge@[12.18.1.2053,)]\nMissing Mods:\n\tForge : [12.18.1.2053,)',
    says: ['needs Forge 12.18.1.2053 or newer'],
    mods: ['JEI'],
  },
  {
    name: 'Forge 1.9 mod versions to be available',
    rule: 'forge-legacy-missing-dependency',
    log: '[13:05:24] [Client thread/ERROR] [FML/]: The mod JEI (Just Enough Items) requires mod versions [Forge@[12.17.0.1946,)] to be available',
    says: ['needs Forge 12.17.0.1946 or newer'],
    mods: ['JEI'],
  },
  // Forge dimension-id conflicts (1.7–1.12).
  {
    name: 'dimension id already registered, mod named by the loader',
    rule: 'forge-dimension-id-conflict',
    log: '---- Minecraft Crash Report ----\nDescription: There was a severe problem during mod loading that has caused the game to fail\n\nnet.minecraftforge.fml.common.LoaderExceptionModCrash: Caught exception from The Betweenlands (thebetweenlands)\nCaused by: java.lang.IllegalArgumentException: Failed to register dimension for id 20, One is already registered\n\tat net.minecraftforge.common.DimensionManager.registerDimension(DimensionManager.java:134)\n\tat thebetweenlands.common.TheBetweenlands.preInit(TheBetweenlands.java:124)',
    says: ['dimension ID 20', 'config/'],
    mods: ['thebetweenlands'],
  },
  {
    name: 'dimension id conflict, culprit from the installed jar packages',
    rule: 'forge-dimension-id-conflict',
    log: '---- Minecraft Crash Report ----\nDescription: Initializing game\n\njava.lang.IllegalArgumentException: Failed to register dimension for id 4, One is already registered\n\tat net.minecraftforge.common.DimensionManager.registerDimension(DimensionManager.java:118)\n\tat eternalfrost.EternalFrost.postInit(EternalFrost.java:227)\n\tat sun.reflect.NativeMethodAccessorImpl.invoke0(Native Method)',
    says: ['ID 4', 'eternalfrost.EternalFrost'],
    mods: ['eternalfrost'],
    installed: [modFile('EternalFrost-1.7.10.jar', 'eternalfrost', 'Eternal Frost', ['eternalfrost'])],
  },
  // OpenJ9 and its missing charsets.
  {
    name: 'OpenJ9 without a charset, in a crash report',
    rule: 'openj9',
    log: '---- Minecraft Crash Report ----\nDescription: Initializing game\n\njava.nio.charset.UnsupportedCharsetException: GB18030\n\tat java.nio.charset.Charset.forName(Charset.java:559)\n\n-- System Details --\nDetails:\n\tMinecraft Version: 1.18.2\n\tJava Version: 17.0.6, IBM Corporation\n\tJava VM Version: Eclipse OpenJ9 VM (JRE 17 Windows 10 amd64-64-Bit), IBM Corporation',
    says: ['GB18030', 'Java 17', 'HotSpot'],
    java: 17,
  },
  // Fabric resolution errors on the game, the loader and Fabric API: named as people know them.
  {
    name: 'legacy Fabric: Fabric API needs a newer Fabric Loader',
    rule: 'fabric-wrong-dependency-version',
    log: '[12:00:00] [main/INFO]: Loading Minecraft 1.15.2 with Fabric Loader 0.7.10+build.191\nnet.fabricmc.loader.discovery.ModResolutionException: Could not find required mod: fabric requires {fabricloader @ [>=0.8.2]}',
    says: [
      'Fabric API needs Fabric Loader >=0.8.2',
      'Fabric Loader 0.7.10+build.191 is installed',
      'Update Fabric Loader',
    ],
    mods: ['fabric'],
  },
  {
    name: 'modern Fabric: a mod needs a newer Fabric Loader',
    rule: 'fabric-wrong-dependency-version',
    log: "Unmet dependency listing:\n\t - Mod 'Appli' (appli) 1.2.1-1.20 requires version 0.14.23 or later of mod 'Fabric Loader' (fabricloader), but only the wrong version is present: 0.14.22!",
    says: ['Appli needs Fabric Loader >=0.14.23', 'Fabric Loader 0.14.22 is installed'],
    mods: ['appli'],
  },
  {
    name: 'modern Fabric: a mod name with an apostrophe needs a newer Fabric Loader',
    rule: 'fabric-wrong-dependency-version',
    log: "Unmet dependency listing:\n\t - Mod 'YUNG's API' (yungsapi) 1.20-Fabric-4.0.6 requires version 0.15.7 or later of mod 'Fabric Loader' (fabricloader), but only the wrong version is present: 0.14.22!",
    says: ["YUNG's API needs Fabric Loader >=0.15.7", 'Fabric Loader 0.14.22 is installed'],
    mods: ['yungsapi'],
  },
  {
    name: 'Fabric 0.12: quoted range and no mod version',
    rule: 'fabric-wrong-dependency-version',
    log: "\t - Mod 'Paradise Lost - The Aether Reborn' (the_aether) requires \"version 0.12.6 or later\" of mod 'Fabric Loader' (fabricloader), but only the wrong version is present: 0.12.5!",
    says: ['needs Fabric Loader >=0.12.6', 'Fabric Loader 0.12.5 is installed'],
    mods: ['the_aether'],
  },
  {
    name: 'Fabric: any 1.17.x version of Minecraft',
    rule: 'fabric-wrong-minecraft',
    log: "\t - Mod 'When Dungeons Arise' (dungeons_arise) requires any 1.17.x version of 'Minecraft' (minecraft), but only the wrong version is present: 1.14!",
    says: ['When Dungeons Arise needs Minecraft 1.17.x', 'this is 1.14'],
    mods: ['dungeons_arise'],
  },
  {
    name: 'legacy Fabric: Fabric API for another Minecraft',
    rule: 'fabric-wrong-minecraft',
    log: 'net.fabricmc.loader.discovery.ModResolutionException: Could not find required mod: fabric requires {minecraft @ [~1.17-alpha.21.19.a]}',
    says: ['Fabric API needs Minecraft ~1.17-alpha.21.19.a'],
    mods: ['fabric'],
  },
  {
    name: 'modern Fabric: Fabric API missing with a version',
    rule: 'fabric-api-missing',
    log: "Unmet dependency listing:\n\t - Mod 'Voice Chat Interaction' (vcinteraction) 1.19-1.0.1 requires version 0.55.1+1.19 or later of fabric, which is missing!",
    says: ['Missing Fabric API >=0.55.1+1.19', 'Voice Chat Interaction'],
    mods: ['vcinteraction'],
  },
  // LWJGL natives.
  {
    name: 'LWJGL 3 natives for a 32-bit Java',
    rule: 'native-library-missing',
    log: '[19:05:29] [Client thread/INFO]: [STDERR]: [LWJGL] Failed to load a library. Possible solutions:\n---- Minecraft Crash Report ----\nDescription: Initializing game\n\njava.lang.UnsatisfiedLinkError: Failed to locate library: liblwjgl32.so\n\tat org.lwjgl.system.Library.loadSystem(Library.java:147)\n\n-- System Details --\n\tMinecraft Version: 1.13.2',
    says: ['LWJGL', 'liblwjgl32.so', '32-bit Java', '64-bit Java'],
  },
  {
    name: 'LWJGL 2 not on the library path',
    rule: 'native-library-missing',
    log: 'Exception in thread "main" java.lang.UnsatisfiedLinkError: no lwjgl64 in java.library.path\n\tat java.lang.ClassLoader.loadLibrary(ClassLoader.java:1867)\n\tat org.lwjgl.Sys$1.run(Sys.java:72)',
    says: ['LWJGL', 'lwjgl64', 're-download the natives'],
  },
  {
    name: 'x64 natives on an Apple-silicon Java',
    rule: 'native-library-missing',
    log: "java.lang.UnsatisfiedLinkError: /tmp/lwjgl/liblwjgl.dylib: dlopen(/tmp/lwjgl/liblwjgl.dylib, 0x0001): tried: '/tmp/lwjgl/liblwjgl.dylib' (mach-o file, but is an incompatible architecture (have 'x86_64', need 'arm64'))",
    says: ['x86_64 vs arm64'],
  },
];

async function findingOf(c: Case): Promise<CrashFinding> {
  const result = await analyzeCrash({ text: c.log, name: 'fixture' }, { installed: c.installed ?? [] });
  const finding = result.findings.find((f) => f.rule === c.rule);
  assert.ok(finding, `no ${c.rule} finding; got ${result.findings.map((f) => f.rule).join(', ') || 'none'}`);
  return finding;
}

describe('crash rules for the classes a launcher suite found missing', () => {
  for (const c of CASES) {
    it(`${c.name} → ${c.rule}`, async () => {
      const finding = await findingOf(c);
      const text = `${finding.title} ${finding.detail} ${finding.advice}`;
      for (const s of c.says ?? []) assert.ok(text.includes(s), `"${s}" not in: ${text}`);
      for (const m of c.mods ?? []) assert.ok(finding.mods.includes(m), `mod ${m} not in [${finding.mods.join(',')}]`);
      if (c.java !== undefined) assert.equal(finding.javaRequired, c.java);
      assert.ok(finding.evidence.length > 0);
    });
  }

  it('does not call a bare UnsupportedCharsetException on HotSpot an OpenJ9 problem', async () => {
    const result = await analyzeCrash({
      text: 'java.nio.charset.UnsupportedCharsetException: x-foo\n\tat java.nio.charset.Charset.forName(Charset.java:559)\n\tJava VM Version: OpenJDK 64-Bit Server VM (mixed mode), Eclipse Adoptium',
    });
    assert.ok(result.findings.every((f) => f.rule !== 'openj9'));
  });

  it('names the one installed mod whose packages hold the crashing frames', async () => {
    const log = [
      '---- Minecraft Crash Report ----',
      'Description: Ticking entity',
      '',
      'java.lang.ArrayIndexOutOfBoundsException: Index 5 out of bounds for length 5',
      '\tat net.minecraft.world.entity.Entity.tick(Entity.java:300)',
      '\tat com.teamname.coolmobs.entity.BigMob.aiStep(BigMob.java:88)',
      '\tat net.minecraft.server.level.ServerLevel.tick(ServerLevel.java:1)',
    ].join('\n');
    const installed = [
      modFile('coolmobs-1.2.jar', 'cool_mobs', 'Cool Mobs', ['com.teamname.coolmobs']),
      modFile('otherlib-1.0.jar', 'otherlib', 'Other Lib', ['com.teamname.otherlib']),
    ];
    const result = await analyzeCrash({ text: log }, { installed });
    const named = result.findings.filter((f) => f.mods.includes('cool_mobs'));
    assert.ok(named.length > 0, JSON.stringify(result.findings.map((f) => [f.rule, f.mods])));
    assert.ok(result.findings.every((f) => !f.mods.includes('otherlib')));
    assert.ok(named.some((f) => f.files.includes('coolmobs-1.2.jar')));
  });

  it('names the mod of the package of its frames when no mod list or jar names it, citing the frame', async () => {
    const log = [
      '[12:00:00] [main/INFO]: Loading Minecraft 1.20.1 with Fabric Loader 0.15.7',
      '[12:00:05] [Render thread/ERROR]: Unreported exception thrown!',
      'java.lang.NullPointerException: Cannot invoke "Object.hashCode()" because "key" is null',
      '\tat com.coolauthor.skyships.render.ShipRenderer.draw(ShipRenderer.java:55)',
      '\tat net.minecraft.client.render.GameRenderer.render(GameRenderer.java:1)',
    ].join('\n');
    const result = await analyzeCrash({ text: log });
    const finding = result.findings.find((f) => f.rule === 'stack-culprit');
    assert.ok(finding, JSON.stringify(result.findings));
    assert.deepEqual(finding.mods, ['skyships']);
    assert.ok(finding.culprits?.[0]?.reasons[0]?.includes('com.coolauthor.skyships'), JSON.stringify(finding.culprits));
    assert.ok(finding.evidence.some((e) => e.text.includes('com.coolauthor.skyships.render.ShipRenderer')));
  });

  it('names a listed mod whose name (not id) is the package segment of the crashing frame', async () => {
    const log = [
      '---- Minecraft Crash Report ----',
      'Description: Exception in server tick loop',
      '',
      'java.lang.NullPointerException: null',
      '\tat com.example.ironchests.block.ChestBlock.use(ChestBlock.java:42)',
      '\tat net.minecraft.server.MinecraftServer.tick(MinecraftServer.java:1)',
      '',
      '-- System Details --',
      '\tFabric Mods: ',
      '\t\tic2chests: Iron Chests 1.0.0',
    ].join('\n');
    const result = await analyzeCrash({ text: log });
    const finding = result.findings.find((f) => f.rule === 'stack-culprit');
    assert.ok(finding, JSON.stringify(result.findings));
    assert.deepEqual(finding.mods, ['ic2chests']);
  });
});
