import * as assert from 'node:assert/strict';
import { analyzeCrash } from '../../src/core/crash/crashAnalyzer';
import type { CrashAnalysis } from '../../src/core/crash/crashFinding';
import { localizeAnalysis } from '../../src/core/crash/crashMessages';
import { assertTopPastedFinding, findingText, type PastedCase } from './fixtures/pastedCrashCase';

/**
 * Shapes missed on a fresh set of real server and platform pastes (issue 30, round 9d): container and panel consoles,
 * JVM start failures, GPU drivers, proxies. Every fragment is written for this test in the real formats, with made-up
 * mods, hosts and paths.
 */
const SHAPES: PastedCase[] = [
  {
    name: "a JVM's SIGILL in its own start-up code inside Docker Compose's service column names the CPU, not a mod",
    log: [
      'mc-1  | [init] Resolving type given FABRIC',
      'mc-1  | #',
      'mc-1  | # A fatal error has been detected by the Java Runtime Environment:',
      'mc-1  | #',
      'mc-1  | #  SIGILL (0x4) at pc=0x0000ffff9a1b2c3d, pid=37, tid=40',
      'mc-1  | #',
      'mc-1  | # JRE version:  (21.0.4+7) (build )',
      'mc-1  | # Java VM: OpenJDK 64-Bit Server VM (21.0.4+7-LTS, mixed mode, sharing, tiered, g1 gc, linux-aarch64)',
      'mc-1  | # Problematic frame:',
      'mc-1  | # j  java.lang.System.registerNatives()V+0 java.base@21.0.4',
      'mc-1  | #',
    ].join('\n'),
    rule: 'jvm-internal-crash',
    says: ['illegal CPU instruction', 'linux-aarch64', '-XX:UseSVE=0', 'java.lang.System.registerNatives'],
    zh: '非法 CPU 指令',
    notErrors: ['stack-culprit'],
  },
  {
    name: "a start script's -d64 refused by a newer Java says the flag is Java 8's, so the Java is too new",
    log: [
      'Starting server',
      'Unrecognized option: -d64',
      'Error: Could not create the Java Virtual Machine.',
      'Error: A fatal exception has occurred. Program will exit.',
    ].join('\n'),
    rule: 'bad-jvm-argument',
    says: ['-d64', 'removed in Java 10', 'Java 8'],
    zh: 'Java 10',
  },
  {
    name: "Forge's error screen showing a client class alone under a mod's line, on a dedicated server, names that mod",
    log: [
      '[09:15:02] [Server thread/FATAL] [ne.mi.fm.ModLoader/LOADING]: Failed to complete lifecycle event CONSTRUCT, 1 errors found',
      '[09:15:02] [Server thread/ERROR] [minecraft/MinecraftServer]: Encountered an unexpected exception',
      'net.minecraftforge.fml.LoadingFailedException: Loading errors encountered: [',
      '        Lantern Lights (lanternlights) has failed to load correctly',
      '§7net/minecraft/client/gui/screen/Screen',
      ']',
      '        at net.minecraftforge.fml.server.ServerModLoader.begin(ServerModLoader.java:45) ~[?:?] {re:classloading}',
      '        at net.minecraft.server.dedicated.DedicatedServer.func_71197_b(DedicatedServer.java:121) ~[?:?] {}',
    ].join('\n'),
    rule: 'client-mod-on-server',
    says: ['lanternlights', 'net.minecraft.client.gui.screen.Screen', 'dedicated server'],
    mods: ['lanternlights'],
    zh: 'lanternlights',
    notErrors: ['forge-mod-crash'],
  },
  {
    name: 'a Java too new for the loader outranks the dist cleaner refusal Mixin logs while it probes a client target',
    log: [
      '[02Mar2025 11:20:01.100] [main/WARN] [mixin/]: Error loading class: net/minecraft/server/level/ServerLevel (java.lang.IllegalArgumentException: Unsupported class file major version 66)',
      '[02Mar2025 11:20:01.120] [main/WARN] [mixin/]: @Mixin target net.minecraft.server.level.ServerLevel was not found lanterns.mixins.json:ServerLevelMixin from mod lanterns',
      '[02Mar2025 11:20:01.300] [main/ERROR] [net.minecraftforge.fml.loading.RuntimeDistCleaner/DISTXFORM]: Attempted to load class net/minecraft/client/KeyboardHandler for invalid dist DEDICATED_SERVER',
      '[02Mar2025 11:20:01.301] [main/WARN] [mixin/]: Error loading class: net/minecraft/client/KeyboardHandler (java.lang.RuntimeException: Attempted to load class net/minecraft/client/KeyboardHandler for invalid dist DEDICATED_SERVER)',
      '[02Mar2025 11:20:02.010] [main/WARN] [mixin/]: Error loading class: java/util/AbstractMap (java.lang.IllegalArgumentException: Unsupported class file major version 66)',
    ].join('\n'),
    rule: 'java-too-new',
    says: ['Java 22'],
    zh: 'Java',
  },
  {
    name: "GLFW's EGL context failure on Linux is the graphics driver's, with the Wayland/NVIDIA workaround",
    log: [
      '[18:02:11] [Render thread/WARN]: Failed to create window: ',
      'abc$a: GLFW error 65544: EGL: Failed to make context current: An EGLDisplay argument does not name a valid EGL display connection',
      '',
      'Please make sure you have up-to-date drivers (see aka.ms/mcdriver for instructions).',
    ].join('\n'),
    rule: 'graphics-driver',
    says: ['EGL', 'GLFW error 65544', '__GL_THREADED_OPTIMIZATIONS=0'],
    zh: 'OpenGL 窗口',
  },
  {
    name: 'a bind failure on an explicit server-ip with no exception advises clearing server-ip first',
    log: [
      '> [20:01:02] [Server thread/INFO] [net.minecraft.server.dedicated.DedicatedServer]: Starting Minecraft server on 203.0.113.7:25565',
      '> [20:01:02] [Server thread/INFO] [net.minecraft.network.NetworkSystem]: Using default channel type',
      '> [20:01:03] [Server thread/WARN] [net.minecraft.server.dedicated.DedicatedServer]: **** FAILED TO BIND TO PORT!',
    ].join('\n'),
    rule: 'server-port-in-use',
    says: ['203.0.113.7:25565', 'clear server-ip', 'server-port'],
    zh: 'server-ip',
  },
  {
    name: "a Forge server's refusal of a vanilla client behind a proxy says who to fix, without blaming the channels' mods",
    log: [
      '[Netty Epoll Server IO #2/INFO] [ne.mi.ne.NetworkHooks/]: Disconnecting VANILLA connection attempt: This server has mods that require Forge to be installed on the client. Contact your server admin for more details.',
      '[Netty Epoll Server IO #2/INFO] [ne.mi.ne.NetworkRegistry/NETREGISTRY]: Channels [lanterns:main,glowmoss:network] rejected vanilla connections',
    ].join('\n'),
    rule: 'vanilla-client-rejected',
    says: ['joined as vanilla', 'proxy', 'forge_support'],
    zh: '原版',
  },
];

async function analyze(log: string): Promise<CrashAnalysis> {
  return analyzeCrash({ text: log, name: 'pasted' });
}

describe('crash analysis of shapes from a fresh set of server and platform reports (issue 30, round 9d)', () => {
  for (const c of SHAPES) {
    it(`${c.name} → ${c.rule}`, async () => {
      assertTopPastedFinding(c, await analyze(c.log));
    });
  }

  it("reads Docker Compose's service column as a prefix, not as the log's own text", async () => {
    const result = await analyze(
      [
        'minecraft_1  | [12:00:00] [main/INFO]: Loading Minecraft 1.20.1 with Fabric Loader 0.15.11',
        'minecraft_1  | Exception in thread "main" java.lang.UnsupportedClassVersionError: net/lanterns/Lanterns has been compiled by a more recent version of the Java Runtime (class file version 65.0), this version of the Java Runtime only recognizes class file versions up to 61.0',
      ].join('\n'),
    );
    const top = result.findings[0]!;
    assert.equal(top.rule, 'java-too-old');
    assert.ok(findingText(top).includes('Java 21'), findingText(top));
    assert.equal(top.evidence[0]!.line, 2);
    assert.ok(top.evidence[0]!.text.startsWith('minecraft_1  | '), 'evidence quotes the line as pasted');
  });

  it("still reads Mixin's probe of a client class, pasted alone, as a client-only mod on the server", async () => {
    const result = await analyze(
      [
        '[02Mar2025 11:20:01.300] [main/ERROR] [net.minecraftforge.fml.loading.RuntimeDistCleaner/DISTXFORM]: Attempted to load class net/minecraft/client/KeyboardHandler for invalid dist DEDICATED_SERVER',
        '[02Mar2025 11:20:01.301] [main/WARN] [mixin/]: Error loading class: net/minecraft/client/KeyboardHandler (java.lang.RuntimeException: Attempted to load class net/minecraft/client/KeyboardHandler for invalid dist DEDICATED_SERVER)',
      ].join('\n'),
    );
    const top = result.findings[0]!;
    assert.equal(top.rule, 'client-mod-on-server');
    assert.ok(top.detail.includes('net.minecraft.client.KeyboardHandler'), top.detail);
    assert.ok(top.confidence < 0.8, 'a probe ranks below a Java too new for the loader');
  });

  it("keeps a crash report's mod table, whose bars have no space after them, as it is", async () => {
    const result = await analyze(
      [
        '---- Minecraft Crash Report ----',
        'Description: Exception in server tick loop',
        '',
        'java.lang.NullPointerException: Cannot invoke "Object.toString()" because "value" is null',
        '\tat net.lanterns.Lanterns.tick(Lanterns.java:10) ~[lanterns-1.0.jar%2355!/:?] {re:classloading}',
        '\tMod List: ',
        '\t\tlanterns-1.0.jar                                  |Lanterns                      |lanterns                      |1.0                 |DONE      |Manifest: NOSIGNATURE',
      ].join('\n'),
    );
    assert.ok(result.findings.length > 0);
    assert.ok(!result.findings.some((f) => f.rule === 'short-output'));
  });

  it('keeps a bind failure whose exception says the port is taken as a port conflict', async () => {
    const result = await analyze(
      [
        '[20:01:02] [Server thread/INFO]: Starting Minecraft server on 192.168.1.40:25565',
        '[20:01:03] [Server thread/WARN]: **** FAILED TO BIND TO PORT!',
        '[20:01:03] [Server thread/WARN]: The exception was: io.netty.channel.unix.Errors$NativeIoException: bind(..) failed: Address already in use',
        '[20:01:03] [Server thread/WARN]: Perhaps a server is already running on that port?',
      ].join('\n'),
    );
    const top = result.findings[0]!;
    assert.equal(top.rule, 'server-port-in-use');
    assert.ok(top.advice.startsWith('Another program'), top.advice);
    const zh = localizeAnalysis(result, 'zh-cn').findings[0]!;
    assert.ok(zh.advice.includes('端口'), zh.advice);
  });

  it("leaves GLFW's macOS window-icon error, which is no driver's, to other rules", async () => {
    const result = await analyze(
      'net.minecraft.client.MainWindow$GlException: GLFW error 65548: Cocoa: Regular windows do not have icons on macOS',
    );
    assert.ok(!result.findings.some((f) => f.rule === 'graphics-driver'), result.findings.map((f) => f.rule).join());
  });

  it('reads a SIGILL in a JVM frame on x86-64 without the Apple Silicon advice', async () => {
    const result = await analyze(
      [
        '#  SIGILL (0x4) at pc=0x00007f1e2d3c4b5a, pid=812, tid=813',
        '# JRE version: OpenJDK Runtime Environment (17.0.9+9) (build 17.0.9+9)',
        '# Java VM: OpenJDK 64-Bit Server VM (17.0.9+9, mixed mode, tiered, g1 gc, linux-amd64)',
        '# Problematic frame:',
        '# V  [libjvm.so+0x5a1b2c]  VM_Version::initialize()+0x2c',
      ].join('\n'),
    );
    const top = result.findings[0]!;
    assert.equal(top.rule, 'jvm-internal-crash');
    assert.ok(top.detail.includes('linux-amd64'), top.detail);
    assert.ok(!top.advice.includes('UseSVE'), top.advice);
    const zh = localizeAnalysis(result, 'zh-cn').findings[0]!;
    assert.match(zh.title, /CPU/);
  });
});
