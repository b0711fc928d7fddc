import * as assert from 'node:assert/strict';
import { analyzeCrash } from '../../src/core/crash/crashAnalyzer';
import type { CrashAnalysis } from '../../src/core/crash/crashFinding';
import { isClientOnlyIntermediary } from '../../src/core/crash/clientOnlyClasses';
import { localizeAnalysis } from '../../src/core/crash/crashMessages';
import { assertTopPastedFinding, findingText, type PastedCase } from './fixtures/pastedCrashCase';

/**
 * Fabric and Quilt shapes missed on a seventh fresh set of real reports (issue 30, round 7b: Sodium, Lithium, Fabric
 * API, ViaFabricPlus and launcher threads): a client-only game class under its intermediary name missing on a server;
 * Sodium's native allocator giving up; a mixin clash warned right before the crash, with a Fabric API entrypoint
 * failing after it; a mod's own JSON file unreadable at the head of a pasted fragment; Fabric API's own mixin that does
 * not fit the game; and old Intel Gen7 drivers (Sodium's refusal, or the GPU and driver a report or Sodium names).
 * Every fragment is written for this test in the real formats, with made-up mod names.
 */
const SHAPES: PastedCase[] = [
  {
    name: 'a client-only class under its intermediary name missing in a server tick: the mod that loaded it',
    log: [
      'Description: Exception in server tick loop',
      '',
      'java.lang.NoClassDefFoundError: net/minecraft/class_1074',
      '\tat net.example.kilnworks.block.KilnEntity.getLabel(KilnEntity.java:88)',
      '\tat net.minecraft.class_3222.method_17355(class_3222.java:1039)',
    ].join('\n'),
    rule: 'client-mod-on-server',
    says: ['client-only', 'net.minecraft.class_1074'],
    mods: ['kilnworks'],
    zh: '仅客户端',
  },
  {
    name: "Sodium's native allocator giving up, quoted with markdown markers: memory, not a mod",
    log: [
      '> [20:01:02] [Render thread/WARN]: Reclaimed 512 bytes at address 123456 that were leaked from an unknown location (logging is disabled)',
      '> [20:01:09] [Chunk Render Task Executor #1/ERROR]: EMERGENCY: Tried to allocate 8192 bytes but the allocator reports failure',
    ].join('\n'),
    rule: 'native-memory',
    says: ['EMERGENCY: Tried to allocate 8192 bytes', 'operating system'],
    mods: [],
    zh: '内存',
  },
  {
    name: "Sodium's out-of-memory error after its allocation attempts: native memory",
    log: "java.lang.OutOfMemoryError: Couldn't allocate 65536 bytes after 3 attempts",
    rule: 'native-memory',
    says: ["Couldn't allocate 65536 bytes after 3 attempts"],
    zh: '内存',
  },
  {
    name: 'a @Redirect clash warned right before a Fabric API entrypoint fails: the two clashing mods',
    log: [
      '[09:10:11] [Render thread/WARN]: @Redirect conflict. Skipping quicklink.mixins.json:net.ConnMixin from mod quicklink->@Redirect::swapFactory(Lio/netty/bootstrap/Bootstrap;Ljava/lang/Class;)Lio/netty/bootstrap/AbstractBootstrap; with priority 1000, already redirected by fastpipe.mixins.json:ConnectMixin from mod fastpipe->@Redirect::useChannel(Lio/netty/bootstrap/Bootstrap;Ljava/lang/Class;)Lio/netty/bootstrap/AbstractBootstrap; with priority 1010',
      '[09:10:11] [Render thread/INFO]: [Indigo] Registering Indigo renderer!',
      '---- Minecraft Crash Report ----',
      'Description: Initializing game',
      "java.lang.RuntimeException: Could not execute entrypoint stage 'client' due to errors, provided by 'fabric-networking-api-v1'!",
    ].join('\n'),
    rule: 'mixin-conflict',
    says: ["'quicklink'", "'fastpipe'", 'redirect the same call'],
    mods: ['quicklink', 'fastpipe'],
    zh: 'Mixin 冲突',
  },
  {
    name: "a mod's own JSON file unreadable at the head of a pasted fragment (fenced, knot frames): that mod",
    log: [
      '```java',
      'com.google.gson.JsonSyntaxException: java.lang.IllegalStateException: Expected BEGIN_OBJECT but was STRING at line 1 column 1 path $',
      '\tat knot//com.google.gson.Gson.fromJson(Gson.java:1358)',
      '\tat knot//com.google.gson.Gson.fromJson(Gson.java:1262)',
      '\tat knot//dev.someone.hudtweaks.store.Prefs.load(Prefs.java:41)',
      '\tat knot//dev.someone.hudtweaks.HudTweaks.onInitializeClient(HudTweaks.java:20)',
      '```',
    ].join('\n'),
    rule: 'mod-config-unreadable',
    says: ["'hudtweaks'", 'Prefs.load', 'Expected BEGIN_OBJECT but was STRING'],
    mods: ['hudtweaks'],
    zh: '无法读取其配置',
  },
  {
    name: "Fabric API's own mixin that finds no place in the game, no clash named: its build and the game disagree",
    log: [
      '[08:16:33] [Render thread/ERROR]: Mixin apply for mod fabric-screen-api-v1 failed fabric-screen-api-v1.mixins.json:ScreenAccessor from mod fabric-screen-api-v1 -> net.minecraft.class_437: org.spongepowered.asm.mixin.gen.throwables.InvalidAccessorException No candidates were found matching field_22789:I in net/minecraft/class_437',
    ].join('\n'),
    rule: 'mixin-failure',
    says: ["Fabric API's module 'fabric-screen-api-v1'", 'exact Minecraft version', 'new instance'],
    mods: ['fabric-screen-api-v1'],
    zh: '映射',
  },
  {
    name: "Sodium's refusal to start on an old Intel driver (its dialog text): the versions it names",
    log: [
      'The game failed to start because the currently installed Intel Graphics Driver is not compatible.',
      '',
      'Installed version: 10.18.10.4358',
      'Required version: 15.33.53.5161 (or newer)',
    ].join('\n'),
    rule: 'outdated-gpu-driver',
    says: ['10.18.10.4358', '15.33.53.5161'],
    zh: '显卡驱动',
  },
  {
    name: "an HD Graphics 2500 with an old driver in Sodium's adapter line, behind a launcher prefix",
    log: [
      'Client> [15:00:01] [main/INFO]: Found graphics card: GraphicsAdapterInfo[vendor=INTEL, name=Intel(R) HD Graphics 2500, version=DriverVersion=10.18.10.4276]',
      'Client> Process crashed with exit code 1',
    ].join('\n'),
    rule: 'outdated-gpu-driver',
    says: ['Intel(R) HD Graphics 2500', '10.18.10.4276', '15.33.53.5161'],
    zh: '驱动',
  },
  {
    name: "Prism Launcher's Java compatibility check refusing the instance's Java: the Java it lists",
    log: [
      'Launcher: standard',
      '',
      'This instance is not compatible with Java version 8.',
      'Please switch to one of the following Java versions for this instance:',
      'Java version 17',
      "Go to instance Java settings to change your Java version or disable the Java compatibility check if you know what you're doing.",
    ].join('\n'),
    rule: 'java-too-old',
    says: ['Needs Java 17', 'Java 8', "instance's settings"],
    zh: 'Java 兼容性检查',
  },
  {
    name: "the loader's main class missing when the launcher's wrapper looks it up: an unfinished install",
    log: [
      'Minecraft process ID: 4242',
      '',
      'Exception caught from launcher',
      'java.lang.ClassNotFoundException: net.fabricmc.loader.impl.launch.knot.KnotClient',
      '\tat java.base/jdk.internal.loader.BuiltinClassLoader.loadClass(BuiltinClassLoader.java:641)',
      '\tat java.base/java.lang.ClassLoader.loadClass(ClassLoader.java:526)',
      '\tat org.prismlauncher.utils.ReflectionUtils.findMainMethod(ReflectionUtils.java:88)',
      '\tat org.prismlauncher.launcher.impl.StandardLauncher.launch(StandardLauncher.java:104)',
      'Exiting with ERROR',
    ].join('\n'),
    rule: 'main-class-missing',
    says: ['net.fabricmc.loader.impl.launch.knot.KnotClient', 'Reinstall the instance'],
    zh: '找不到用于启动的类',
    notErrors: ['no-class-def'],
  },
];

async function analyze(log: string): Promise<CrashAnalysis> {
  return analyzeCrash({ text: log, name: 'pasted.txt' });
}

describe('crash analysis of Fabric shapes from a seventh real-report set (issue 30, round 7b)', () => {
  for (const c of SHAPES) {
    it(`${c.name} → ${c.rule}`, async () => {
      assertTopPastedFinding(c, await analyze(c.log));
    });
  }

  it('knows the long-lived client classes by intermediary name, and no newer or shared ones', () => {
    assert.ok(isClientOnlyIntermediary('net.minecraft.class_310'));
    assert.ok(isClientOnlyIntermediary('net/minecraft/class_437$1'));
    assert.ok(!isClientOnlyIntermediary('net.minecraft.class_7919'));
    assert.ok(!isClientOnlyIntermediary('net.minecraft.class_2248'));
    assert.ok(!isClientOnlyIntermediary('net.minecraft.class_3100'));
  });

  it("reads no crash into a server's mixin probe of a client class", async () => {
    const result = await analyze(
      [
        '[10:00:00] [main/INFO]: Loading Minecraft 1.20.1 with Fabric Loader 0.15.11',
        '[10:00:02] [main/WARN]: Error loading class: net/minecraft/class_310 (java.lang.ClassNotFoundException: net/minecraft/class_310)',
        '[10:00:02] [main/WARN]: @Mixin target net.minecraft.class_310 was not found somemod.mixins.json:client.ClientMixin',
        '[10:00:09] [Server thread/INFO]: Done (6.2s)! For help, type "help"',
      ].join('\n'),
    );
    assert.ok(
      !result.findings.some((f) => f.rule === 'client-mod-on-server'),
      result.findings.map((f) => f.rule).join(),
    );
  });

  it('reads a newer client class missing on a client as a mod for another Minecraft, not a server', async () => {
    const result = await analyze(
      [
        '[10:00:09] [Render thread/ERROR]: Unreported exception thrown!',
        'java.lang.NoClassDefFoundError: net/minecraft/class_7919',
        '\tat net.example.kilnworks.gui.KilnScreen.init(KilnScreen.java:12)',
      ].join('\n'),
    );
    assert.ok(
      !result.findings.some((f) => f.rule === 'client-mod-on-server'),
      result.findings.map((f) => f.rule).join(),
    );
  });

  it('keeps the entrypoint finding, ranked below the clash it followed', async () => {
    const result = await analyze(SHAPES[3]!.log);
    const entry = result.findings.find((f) => f.rule === 'fabric-entrypoint');
    assert.ok(entry, result.findings.map((f) => f.rule).join(','));
    assert.ok(entry.confidence < result.findings[0]!.confidence);
  });

  it('leaves a clash warning that no crash follows a warning', async () => {
    const result = await analyze(
      [
        '[09:10:11] [Render thread/WARN]: @Redirect conflict. Skipping quicklink.mixins.json:net.ConnMixin from mod quicklink->@Redirect::swapFactory()V with priority 1000, already redirected by fastpipe.mixins.json:ConnectMixin from mod fastpipe->@Redirect::useChannel()V with priority 1010',
        '[09:10:12] [Render thread/INFO]: Reloading ResourceManager: vanilla, fabric',
        '[09:10:15] [Render thread/INFO]: Loaded 7 recipes',
        '[09:10:16] [Render thread/INFO]: Sound engine started',
        '[09:10:17] [Render thread/INFO]: Created: 1024x512x4 minecraft:textures/atlas/blocks.png-atlas',
        '[09:10:18] [Render thread/INFO]: Stopping!',
      ].join('\n'),
    );
    const clash = result.findings.find((f) => f.rule === 'mixin-conflict');
    assert.ok(clash);
    assert.equal(clash.severity, 'warning');
  });

  it("finds no mod's config in a JSON error a mod caught and logged mid-log", async () => {
    const result = await analyze(
      [
        '[12:00:00] [Render thread/INFO]: Loaded 12 advancements',
        '[12:00:01] [Render thread/WARN]: Could not parse a file, skipping it',
        'com.google.gson.JsonSyntaxException: Expected BEGIN_OBJECT but was STRING at line 1 column 1 path $',
        '\tat knot//com.google.gson.Gson.fromJson(Gson.java:1358)',
        '\tat knot//dev.someone.hudtweaks.store.Prefs.load(Prefs.java:41)',
        '[12:00:02] [Render thread/INFO]: Sound engine started',
      ].join('\n'),
    );
    assert.ok(
      !result.findings.some((f) => f.rule === 'mod-config-unreadable'),
      result.findings.map((f) => f.rule).join(),
    );
  });

  it('keeps the plain mixin message for Fabric API when OptiFabric is in sight', async () => {
    const result = await analyze(['[08:16:30] [main/INFO]: Loading OptiFabric 1.14.3', SHAPES[5]!.log].join('\n'));
    const top = result.findings[0]!;
    assert.equal(top.rule, 'mixin-failure');
    assert.ok(!findingText(top).includes('exact Minecraft version'), findingText(top));
  });

  it("leaves a class the game's own code failed to find under the launcher's wrapper to the other rules", async () => {
    const result = await analyze(
      [
        'Exception caught from launcher',
        'java.lang.ClassNotFoundException: com.example.missing.Thing',
        '\tat net.fabricmc.loader.impl.launch.knot.KnotClassLoader.loadClass(KnotClassLoader.java:119)',
        '\tat org.prismlauncher.launcher.impl.StandardLauncher.launch(StandardLauncher.java:104)',
      ].join('\n'),
    );
    assert.ok(!result.findings.some((f) => f.rule === 'main-class-missing'), result.findings.map((f) => f.rule).join());
  });

  it('says nothing of a Gen7 driver from build 5161 on, and ranks the old one below a real error', async () => {
    const current = await analyze(
      '\tBackend API: Intel(R) HD Graphics 4000 GL version 4.0.0 - Build 10.18.10.5161, Intel',
    );
    assert.ok(!current.findings.some((f) => f.rule === 'outdated-gpu-driver'));
    const result = await analyze(
      [
        'java.lang.OutOfMemoryError: Java heap space',
        '-- System Details --',
        '\tBackend API: Intel(R) HD Graphics 4000 GL version 4.0.0 - Build 10.18.10.4358, Intel',
      ].join('\n'),
    );
    assert.equal(result.findings[0]!.rule, 'out-of-memory');
    const driver = result.findings.find((f) => f.rule === 'outdated-gpu-driver')!;
    assert.equal(driver.severity, 'warning');
    const zh = localizeAnalysis(result, 'zh-cn').findings[result.findings.indexOf(driver)]!;
    assert.ok(zh.advice.includes('15.33.53.5161'), zh.advice);
  });
});
