import * as assert from 'node:assert/strict';
import { analyzeCrash } from '../../src/core/crash/crashAnalyzer';
import type { CrashAnalysis } from '../../src/core/crash/crashFinding';
import { assertTopPastedFinding, type PastedCase } from './fixtures/pastedCrashCase';
import { prefixLength } from '../../src/core/logs/logNormalizer';

/**
 * Pasted shapes outside the loaders' own formats (issue 30, second real-report evaluation): saved data that cannot be
 * read (a chunk task's `Loading NBT data`, a report's `-- NBT Tag --` section without its exception, a mod's own
 * "corrupt chunk" or "unable to read its data" message, a `level.dat` path wrapped over lines, a stack trace printed
 * through Forge 1.7–1.12's System.err redirection), a dedicated server that cannot open its port, KubeJS 6's
 * `Line N:` script errors, an inline-code quote of KubeJS's stop, and a client class named by Forge's
 * `Failed to create mod instance` line. Every fragment is written here in the real formats with made-up names.
 */
const SHAPES: PastedCase[] = [
  {
    name: "a Paper chunk task's failed read with the game's `Loading NBT data` report, quoted in inline code",
    log: [
      "`[03:14:15] [Paper RegionFile IO Thread/FATAL]: Failed to read chunk data for task: Task for world: 'survival' at -4,19 poi: false, hash: 123",
      'net.minecraft.server.v1_16_R3.ReportedException: Loading NBT data',
      '\tat net.minecraft.server.v1_16_R3.NBTTagCompound.b(NBTTagCompound.java:474) ~[patched_1.16.5.jar:git-Paper-1]',
    ].join('\n'),
    rule: 'world-corrupt',
    says: ['survival', 'Loading NBT data', 'backup'],
    zh: '存档“survival”',
  },
  {
    name: "a crash report's NBT Tag section over chunk storage frames, its exception line cut off",
    log: [
      '-- Head --',
      'Stacktrace:',
      '\tat java.io.DataInputStream.readFully(Unknown Source)',
      '\tat net.minecraft.nbt.NBTTagCompound.func_152448_b(SourceFile:322)',
      '',
      '-- NBT Tag --',
      'Details:',
      '\tTag name: Level',
      '\tTag type: 10',
      'Stacktrace:',
      '\tat net.minecraft.nbt.CompressedStreamTools.func_74794_a(CompressedStreamTools.java:120)',
      '\tat net.minecraft.world.chunk.storage.AnvilChunkLoader.func_75815_a(AnvilChunkLoader.java:88)',
    ].join('\n'),
    rule: 'world-corrupt',
    says: ['Tag name: Level', 'Region Fixer'],
    zh: '世界数据已损坏',
  },
  {
    name: "a mod's own corrupt-chunk exception in a report flattened onto one line",
    log: 'Description: Exception ticking world java.lang.IllegalStateException: Corrupted biome chunk at [12, -3] at com.example.worldgen.BiomeData.get(BiomeData.java:50) ~[examplegen-1.0.jar%2399!/:1.0] {re:classloading} at net.minecraft.server.level.ServerLevel.tickChunk(ServerLevel.java:500)',
    rule: 'world-corrupt',
    says: ['Corrupted biome chunk at [12, -3]', 'backup'],
    zh: '世界数据已损坏',
    notErrors: ['stack-culprit'],
  },
  {
    name: "a mod that cannot read its saved data and names the folder in the world's save",
    log: [
      'Description: Exception in server tick loop',
      '',
      "java.lang.RuntimeException: Vaults was unable to read its data, please delete the 'vaults' folder Here: C:\\Games\\mc\\saves\\My Base\\vaults and start the server again.",
      '\tat com.example.vaults.VaultManager.load(VaultManager.java:77) ~[vaults:1.0] {re:classloading}',
    ].join('\n'),
    rule: 'world-corrupt',
    says: ['My Base', "delete the 'vaults' folder"],
    zh: '存档“My Base”',
    notErrors: ['stack-culprit'],
  },
  {
    name: 'an `Exception reading` whose level.dat path a paste wrapped onto the next lines',
    log: [
      '[20:01:02] [Client thread/ERROR]: Exception reading',
      'D:\\Games\\Launcher\\Instances\\Big',
      'Pack\\saves\\Castle Run\\level.dat',
      'net.minecraft.util.ReportedException: Loading NBT data',
      'at net.minecraft.nbt.NBTTagCompound.func_152449_a(NBTTagCompound.java:407)',
    ].join('\n'),
    rule: 'world-corrupt',
    says: ['Castle Run', 'level.dat_old'],
    zh: 'level.dat',
  },
  {
    name: "a stack trace printed through Forge 1.12's System.err redirection, reading a world's data file",
    log: [
      '[10:00:00] [Server thread/INFO]: Loading dimension 0 (Old Farm) (net.minecraft.server.integrated.IntegratedServer@1a2b3c)',
      '[10:00:00] [Server thread/INFO] [STDERR]: [java.lang.Throwable:printStackTrace:-1]: java.io.EOFException: Unexpected end of ZLIB input stream',
      '[10:00:00] [Server thread/INFO] [STDERR]: [java.lang.Throwable:printStackTrace:-1]: \tat java.util.zip.InflaterInputStream.fill(Unknown Source)',
      '[10:00:00] [Server thread/INFO] [STDERR]: [java.lang.Throwable:printStackTrace:-1]: \tat net.minecraft.nbt.CompressedStreamTools.func_74796_a(CompressedStreamTools.java:29)',
      '[10:00:00] [Server thread/INFO] [STDERR]: [java.lang.Throwable:printStackTrace:-1]: \tat net.minecraft.world.storage.MapStorage.func_75742_a(SourceFile:45)',
    ].join('\n'),
    rule: 'world-corrupt',
    says: ['Old Farm', 'Unexpected end of ZLIB input stream'],
    zh: '存档“Old Farm”',
  },
  {
    name: "a dedicated server's bind failure, its exception wrapped by a quoted paste",
    log: [
      '> > 2012-01-02 10:00:00 [INFO] Starting Minecraft server on 0.0.0.0:25570',
      '> > 2012-01-02 10:00:01 [WARNING] **** FAILED TO BIND TO PORT!',
      '> > 2012-01-02 10:00:01 [WARNING] The exception was: java.net.BindException: Address',
      '> >  already in use: JVM_Bind',
      '> > 2012-01-02 10:00:01 [WARNING] Perhaps a server is already running on that port?',
    ].join('\n'),
    rule: 'server-port-in-use',
    says: ['0.0.0.0:25570', 'Address already in use', 'server-port'],
    zh: '端口',
  },
  {
    name: 'a server bound to an address this computer does not have',
    log: [
      '[08:00:00] [Server thread/INFO]: Starting Minecraft server on 203.0.113.9:25565',
      '[08:00:02] [Server thread/WARN]: **** FAILED TO BIND TO PORT!',
      '[08:00:02] [Server thread/WARN]: The exception was: java.net.BindException: Cannot assign requested address: bind',
    ].join('\n'),
    rule: 'server-port-in-use',
    says: ['203.0.113.9:25565', 'server-ip'],
    zh: 'server-ip',
  },
  {
    name: "a newer server's `Failed to bind to port` crash whose cause is below the frames",
    log: [
      '[09:00:00 ERROR]: Encountered an unexpected exception',
      'java.lang.IllegalStateException: Failed to bind to port',
      '        at net.minecraft.server.dedicated.DedicatedServer.initServer(DedicatedServer.java:286) ~[paper-1.21.jar:?]',
      'Caused by: io.netty.channel.unix.Errors$NativeIoException: bind(..) failed: Address already in use',
    ].join('\n'),
    rule: 'server-port-in-use',
    says: ['bind(..) failed: Address already in use'],
    zh: '端口',
  },
  {
    name: 'an hs_err banner whose problematic frame is in the JVM itself, in a fence',
    log: [
      '```',
      '#  EXCEPTION_ACCESS_VIOLATION (0xc0000005) at pc=0x00007ff800001111, pid=100, tid=200',
      '#',
      '# JRE version: OpenJDK Runtime Environment Temurin-17.0.1+12 (17.0.1+12) (build 17.0.1+12)',
      '# Problematic frame:',
      '# V  [jvm.dll+0x2a3b4c]',
      '```',
    ].join('\n'),
    rule: 'jvm-internal-crash',
    says: ['jvm.dll+0x2a3b4c', '17.0.1+12', 'newest build'],
    zh: 'Java 本身崩溃',
    notErrors: ['graphics-driver', 'stack-culprit'],
  },
  {
    name: "Java 16+'s closed packages quoted from a Forge error screen's exception message",
    log: '> Exception message: java.lang.reflect.InaccessibleObjectException: Unable to make field private java.lang.String java.net.URL.host accessible: module java.base does not "opens java.net" to unnamed module @1a2b3c',
    rule: 'java-too-new',
    says: ['too new'],
    zh: 'Java',
  },
  {
    name: "KubeJS 6's startup log with the script's kind prefix and a `Line N:` position, in a fence",
    log: [
      '```',
      '[12:00:00] [INFO ] Hello from startup',
      "[12:00:00] [ERR  ] Error loading KubeJS script: startup_scripts:items/tools.js: Line 12: 'onEvent()' is no longer supported!",
      '[12:00:00] [INFO ] Loaded 0/1 KubeJS startup scripts in 0.5 s',
      '```',
    ].join('\n'),
    rule: 'kubejs-script-error',
    says: ['startup_scripts/items/tools.js', 'line 12', "'onEvent()' is no longer supported!"],
    mods: ['kubejs'],
    zh: '第 12 行',
  },
  {
    name: "Forge's constructor failure naming the mod above a client class loaded on a server",
    log: [
      '[01Jan2020 10:00:00.000] [modloading-worker-0/ERROR] [net.minecraftforge.fml.javafmlmod.FMLModContainer/LOADING]: Failed to create mod instance. ModID: gadgetry, class com.example.gadgetry.Gadgetry',
      'java.lang.RuntimeException: Attempted to load class net/minecraft/client/gui/screen/Screen for invalid dist DEDICATED_SERVER',
      '\tat net.minecraftforge.fml.loading.RuntimeDistCleaner.processClass(RuntimeDistCleaner.java:71) ~[forge-1.15.2-31.2.0.jar:31.2]',
    ].join('\n'),
    rule: 'client-mod-on-server',
    says: ['gadgetry', 'net.minecraft.client.gui.screen.Screen'],
    mods: ['gadgetry'],
    zh: '仅客户端',
  },
  {
    name: "CraftTweaker 1.12's parser error, echoed to the chat",
    log: [
      '[18:00:00] [Client thread/INFO] [minecraft/GuiNewChat]: [CHAT] ERROR: [crafttweaker | SIDE_CLIENT]: Error parsing recipes/tools.zs:8 -- ; expected',
      '[18:00:00] [Client thread/INFO] [minecraft/GuiNewChat]: [CHAT] WARNING: [crafttweaker | SIDE_CLIENT]: Some scripts failed to load, see crafttweaker.log for details',
    ].join('\n'),
    rule: 'crafttweaker-script-error',
    says: ['recipes/tools.zs', 'line 8', '; expected'],
    mods: ['crafttweaker'],
    zh: '第 8 行',
  },
  {
    name: "CraftTweaker's ZenCode error (1.14+) in crafttweaker.log",
    log: [
      '[10:00:00.100][INFO][CraftTweaker]: Loading scripts',
      '[10:00:00.480][ERROR][CraftTweaker-ZenCode]: gears.zs:21:8: gears.zs:21:8: Could not combine IItemStack with BlockState',
      '[10:00:00.481][ERROR][CraftTweaker]: Scripts are invalid!',
    ].join('\n'),
    rule: 'crafttweaker-script-error',
    says: ['gears.zs', 'line 21', 'Could not combine IItemStack with BlockState'],
    zh: 'CraftTweaker 脚本错误',
  },
  {
    name: "an hs_err banner whose frame is macOS's own OpenGL driver (Apple silicon, Rosetta)",
    log: [
      '#',
      '# A fatal error has been detected by the Java Runtime Environment:',
      '#',
      '#  SIGSEGV (0xb) at pc=0x0000000130001234, pid=4242, tid=0x0000000000010203',
      '#',
      '# JRE version: Java(TM) SE Runtime Environment (8.0_202-b08) (build 1.8.0_202-b08)',
      '# Java VM: Java HotSpot(TM) 64-Bit Server VM (25.202-b08 mixed mode bsd-amd64 compressed oops)',
      '# Problematic frame:',
      '# C  [AppleMetalOpenGLRenderer+0x2a1b0]  GLRTexture::flush()+0x40',
      '#',
    ].join('\n'),
    rule: 'graphics-driver',
    says: ['macOS', 'AppleMetalOpenGLRenderer', 'arm64'],
    zh: 'macOS 自带',
    notErrors: ['stack-culprit'],
  },
  {
    name: 'a KubeJS class missing while KubeJS itself logs its start banner (an addon built for another KubeJS)',
    log: [
      '[09:00:01] [INIT] KubeJS 1902.6.1-build.9; MC 1902 forge',
      '[09:00:01] [INIT] Loaded plugins:',
      '[09:00:03] [ERROR] Failed to read script pack server_scripts: : java.lang.NoClassDefFoundError: dev/latvian/mods/kubejs/level/world/LevelJS',
    ].join('\n'),
    rule: 'no-class-def',
    says: ['KubeJS', 'installed (1902.6.1-build.9)', 'addon'],
    zh: '已安装',
  },
  {
    name: "a game object cast to a mod's own class by that mod's code, called from another mod's world generation",
    log: [
      'java.lang.ClassCastException: net.minecraft.tileentity.TileEntityFurnace cannot be cast to org.example.ticklimit.inject.TrackedObject',
      '\tat org.example.ticklimit.inject.TrackedList.add(TrackedList.java:31) ~[TrackedList.class:?]',
      '\tat net.minecraft.world.World.func_175700_a(World.java:1899) ~[aid.class:?]',
      '\tat com.example.ruins.gen.RuinPiece.place(RuinPiece.java:88) ~[RuinPiece.class:?]',
    ].join('\n'),
    rule: 'class-cast-between-mods',
    says: ['ticklimit', 'TileEntityFurnace', 'org.example.ticklimit.inject.TrackedObject'],
    mods: ['ticklimit'],
    zh: '自己的代码',
    notErrors: ['stack-culprit'],
  },
];

async function analyze(log: string): Promise<CrashAnalysis> {
  return analyzeCrash({ text: log, name: 'pasted' });
}

describe('crash analysis of pasted shapes beyond the loaders (issue 30, second real-report evaluation)', () => {
  for (const c of SHAPES) {
    it(`${c.name} → ${c.rule}`, async () => {
      assertTopPastedFinding(c, await analyze(c.log));
    });
  }

  it('still asks to install a library whose class is missing when nothing shows it running', async () => {
    const result = await analyze(
      '[09:00:03] [main/ERROR]: Failed to load mod: java.lang.NoClassDefFoundError: dev/latvian/mods/kubejs/level/world/LevelJS',
    );
    assert.equal(result.findings[0]?.rule, 'no-class-def');
    assert.match(result.findings[0].detail, /KubeJS, which is not installed/);
  });

  it("blames no mod by a failed cast to its class when the game's code made the cast", async () => {
    const result = await analyze(
      [
        'java.lang.ClassCastException: net.minecraft.tileentity.TileEntityFurnace cannot be cast to org.example.ticklimit.inject.TrackedObject',
        '\tat net.minecraft.world.World.func_175700_a(World.java:1899) ~[aid.class:?]',
        '\tat org.example.ticklimit.inject.TrackedList.add(TrackedList.java:31) ~[TrackedList.class:?]',
      ].join('\n'),
    );
    assert.ok(!result.findings.some((f) => f.rule === 'class-cast-between-mods'));
  });

  it('takes no CraftTweaker line that only mentions a script position for a script error', async () => {
    const result = await analyze(
      [
        '[10:00:00.100][INFO][CraftTweaker]: Loading scripts',
        '[10:00:00.200][INFO][CraftTweaker]: Loaded gears.zs:21:8: shaped recipe added',
        '[10:00:00.300][INFO][CraftTweaker]: Completed script loading in: 23ms',
      ].join('\n'),
    );
    assert.ok(!result.findings.some((f) => f.rule === 'crafttweaker-script-error'));
  });

  it('strips an inline-code backtick and a System.err redirection before a stack line, and nothing else', () => {
    const cases: [string, string][] = [
      ['`[18:44:07] [Server thread/ERROR]: x', '[18:44:07] [Server thread/ERROR]: x'],
      [
        '[10:00:00] [main/INFO] [STDERR/]: [java.lang.Throwable:printStackTrace:-1]: \tat a.b.C.d(C.java:1)',
        '\tat a.b.C.d(C.java:1)',
      ],
      ['[10:00:00] [main/INFO]: [STDERR]: java.io.IOException: boom', 'java.io.IOException: boom'],
      // A printed line that is no part of a stack trace stays a game log line.
      [
        '[10:00:00] [main/INFO] [STDOUT]: [com.example.Mod:init:12]: Hello world',
        '[10:00:00] [main/INFO] [STDOUT]: [com.example.Mod:init:12]: Hello world',
      ],
    ];
    for (const [line, expected] of cases) assert.equal(line.slice(Math.max(0, prefixLength(line))), expected, line);
    // A fence stays a fence (its line is emptied), not an inline-code quote.
    assert.equal(prefixLength('```java'), -1);
  });

  it('does not call a KubeJS stop quoted in inline code a short log, and still does for a bare JVM message', async () => {
    const quoted = await analyze(
      '`There were startup script syntax errors! See logs/kubejs/startup.txt for more info`',
    );
    assert.equal(quoted.findings[0]?.rule, 'kubejs-script-error');
    assert.ok(!quoted.findings.some((f) => f.rule === 'short-output'));
    const real = await analyze('Error: Could not find or load main class');
    assert.ok(real.findings.some((f) => f.rule === 'short-output'));
  });

  it('does not call Java too new for a closed-package warning a mod survives, or on a Minecraft that needs Java 17', async () => {
    const warned = await analyze(
      '[10:36:10] [Server thread/WARN]: java.lang.reflect.InaccessibleObjectException: Unable to make field int java.awt.Color.value accessible: module java.desktop does not "opens java.awt" to unnamed module @731f8236',
    );
    assert.ok(!warned.findings.some((f) => f.rule === 'java-too-new'));
    const modern = await analyze(
      [
        '[12:00:00] [main/INFO]: Loading Minecraft 1.20.1 with Fabric Loader 0.15.7',
        'Caused by: java.lang.reflect.InaccessibleObjectException: Unable to make field a accessible: module java.base does not "opens java.lang" to unnamed module @1',
      ].join('\n'),
    );
    assert.ok(!modern.findings.some((f) => f.rule === 'java-too-new'));
  });

  it('takes an IllegalAccessError of a closed JDK module for Java too new, not for a missing class', async () => {
    const result = await analyze(
      [
        '[09:00:00 INFO]: ModLauncher 8.0.9+86+master.3cf110c starting: java version 16 by Oracle Corporation',
        'Exception in thread "main" java.lang.IllegalAccessError: class cpw.mods.modlauncher.SecureJarHandler (in unnamed module @0x1) cannot access class sun.security.util.ManifestEntryVerifier (in module java.base) because module java.base does not export sun.security.util to unnamed module @0x1',
        '        at cpw.mods.modlauncher.SecureJarHandler.lambda$static$1(SecureJarHandler.java:41)',
      ].join('\n'),
    );
    assert.equal(result.findings[0]?.rule, 'java-too-new');
    assert.ok(!result.findings.some((f) => f.rule === 'no-class-def'), result.findings.map((f) => f.rule).join());
  });

  it('does not take a packet NBT error or an unrelated "unable to read" for damaged saved data', async () => {
    const packet = await analyze(
      [
        'java.lang.IndexOutOfBoundsException: readerIndex(5) + length(8) exceeds writerIndex(9)',
        '\tat net.minecraft.nbt.CompressedStreamTools.func_152456_a(CompressedStreamTools.java:140)',
        '\tat net.minecraft.network.PacketBuffer.func_150793_b(PacketBuffer.java:300)',
      ].join('\n'),
    );
    assert.ok(!packet.findings.some((f) => f.rule === 'world-corrupt'), packet.findings.map((f) => f.rule).join());
    const config = await analyze('java.lang.IllegalStateException: Unable to read config file config/example.json');
    assert.ok(!config.findings.some((f) => f.rule === 'world-corrupt'));
  });
});
