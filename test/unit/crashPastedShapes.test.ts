import * as assert from 'node:assert/strict';
import { analyzeCrash } from '../../src/core/crash/crashAnalyzer';
import type { CrashAnalysis } from '../../src/core/crash/crashFinding';
import { assertTopPastedFinding, type PastedCase } from './fixtures/pastedCrashCase';
import { localizeAnalysis } from '../../src/core/crash/crashMessages';
import { prefixLength } from '../../src/core/logs/logNormalizer';

/**
 * More shapes of crash text as people paste them (issue 30), found missing on a set of real reports gathered from
 * public issue threads (see docs/performance.md, "Crash diagnosis on pasted reports"): launcher consoles that prefix
 * every line with a date, a mixin failure whose two mods are named only in a conflict warning above it or in a
 * `merged by` class, Quilt Loader's interval ranges, joined lines, FML 1.7.10's duplicate screen without spaces, a
 * member missing from the loader's or a library's own class, a Minecraft class missing, KubeJS's own stop, Forge's
 * `has class loading errors` screen, a bare `Problematic frame:` of a GPU driver. Every fragment is written here
 * in the real formats with made-up or generic mod names. Each case names the rule of the top finding, facts its
 * English must say, the mods it must name, and a word its zh-CN rendering must hold.
 */

const SHAPES: PastedCase[] = [
  {
    name: 'hs_err banner in a launcher console whose lines start with a date and time',
    log: [
      '[3/7/2025 10:12:01 PM] [main/INFO] Trying GL version 4.6',
      '[3/7/2025 10:12:01 PM] #',
      '[3/7/2025 10:12:01 PM] # A fatal error has been detected by the Java Runtime Environment:',
      '[3/7/2025 10:12:01 PM] #',
      '[3/7/2025 10:12:01 PM] #  EXCEPTION_ACCESS_VIOLATION (0xc0000005) at pc=0x00007ff812345678, pid=1111, tid=2222',
      '[3/7/2025 10:12:01 PM] # Problematic frame:',
      '[3/7/2025 10:12:01 PM] # C  [atio6axx.dll+0x123456]',
    ].join('\n'),
    rule: 'graphics-driver',
    says: ['AMD', 'atio6axx.dll'],
    zh: '显卡驱动',
  },
  {
    name: 'only the problematic frame of an NVIDIA driver, quoted',
    log: ['> # Problematic frame:', '> # C  [nvoglv64.dll+0xabcdef]'].join('\n'),
    rule: 'graphics-driver',
    says: ['NVIDIA', 'nvoglv64.dll'],
    zh: 'NVIDIA',
  },
  {
    name: 'a Mesa DRI driver frame on Linux',
    log: [
      '#  SIGSEGV (0xb) at pc=0x00007f0012345678, pid=4242, tid=4243',
      '# Problematic frame:',
      '# C  [iris_dri.so+0x5a1b2c]',
    ].join('\n'),
    rule: 'graphics-driver',
    says: ['Mesa', 'iris_dri.so'],
    zh: 'Mesa',
  },
  {
    name: 'chunk data read failure behind a dated console prefix',
    log: [
      '  [2/1/2016 9:01:02 AM] java.lang.ArrayIndexOutOfBoundsException: -7',
      '  [2/1/2016 9:01:02 AM]         at net.minecraft.world.chunk.NibbleArray.func_76582_a(SourceFile:28)',
      '  [2/1/2016 9:01:02 AM]         at net.minecraft.world.chunk.storage.ExtendedBlockStorage.func_76665_b(SourceFile:75)',
    ].join('\n'),
    rule: 'world-corrupt',
    says: ['NibbleArray', 'backup'],
    zh: '备份',
  },
  {
    name: 'mixin failure that names no mod, after a @Redirect conflict warning naming both',
    log: [
      '[09:00:01] [Render thread/WARN]: @Redirect conflict. Skipping alphahud.mixins.json:ScreenMixin->@Redirect::onClick(Lnet/minecraft/class_465;I)V from mod alphahud with priority 1000, already redirected by betatweaks.mixins.json:ScreenClickMixin->@Redirect::click(Lnet/minecraft/class_465;I)V from mod betatweaks with priority 1000',
      '[09:00:01] [Render thread/ERROR]: Minecraft has crashed!',
      'net.fabricmc.loader.impl.FormattedException: java.lang.RuntimeException: Mixin transformation of net.minecraft.class_465 failed',
      '\tat net.fabricmc.loader.impl.game.minecraft.MinecraftGameProvider.launch(MinecraftGameProvider.java:470) ~[fabric-loader-0.14.21.jar:?]',
    ].join('\n'),
    rule: 'mixin-failure',
    says: ['alphahud', 'betatweaks', 'class_465', 'redirect'],
    mods: ['alphahud', 'betatweaks'],
    zh: '重定向',
  },
  {
    name: 'the conflict warning nearest the failure is taken when the failure gives no target',
    log: [
      'info: [10:00:00] [Render thread/WARN]: @Redirect conflict. Skipping gammachat.mixins.json:ChatMixin from mod gammachat->@Redirect::hook(Ljava/util/List;I)V with priority 1000, already redirected by mixins.deltaclient.json:Abc from mod deltaclient->@Redirect::x(Ljava/util/List;I)V with priority 1200',
      'info: [10:00:01] [Render thread/FATAL]: Unreported exception thrown!',
      'org.spongepowered.asm.mixin.transformer.throwables.MixinTransformerError: An unexpected critical error was encountered',
    ].join('\n'),
    rule: 'mixin-failure',
    says: ['gammachat', 'deltaclient'],
    mods: ['gammachat', 'deltaclient'],
    zh: '冲突',
  },
  {
    name: 'a mixin failure whose other mod is a merged-by class only',
    log: [
      '[03:00:00] [main/FATAL]: Mixin apply failed raindrops.mixins.json:client.WorldMixin -> net.minecraft.class_638: org.spongepowered.asm.mixin.injection.throwables.InvalidInjectionException @At("CONSTANT") on net/minecraft/class_638::tweak with priority 1000 cannot inject into net/minecraft/class_638::method_2943()V merged by com.example.fastrender.mixin.world.ClientWorldMixin with priority 1000 [PREINJECT Applicator Phase -> raindrops.mixins.json:client.WorldMixin -> Prepare Injections]',
    ].join('\n'),
    rule: 'mixin-failure',
    says: ['raindrops', 'fastrender', 'merged'],
    mods: ['raindrops', 'fastrender'],
    zh: '合并',
  },
  {
    name: "Quilt Loader's interval range with a comma, inside its own report",
    log: [
      '---- Quilt Loader: Failed to load ----',
      '-- Error 1 --',
      '',
      'Zoomy requires version [0.15.2, ∞) of fabricloader, which is missing!',
      'Zoomy is loaded from ./mods/zoomy-1.0.jar',
    ].join('\n'),
    rule: 'fabric-wrong-dependency-version',
    says: ['Update Quilt Loader', '[0.15.2, ∞)'],
    mods: ['Zoomy'],
    zh: '更新 Quilt Loader',
  },
  {
    name: 'a Quilt sentence that lost its subject, in backticks',
    log: '`requires version [[0.14.20,∞)] of fabricloader, but only a different version is present: 0.14.18`',
    rule: 'fabric-wrong-dependency-version',
    says: ['Update Quilt Loader', 'provides 0.14.18.'],
    zh: '某个模组',
  },
  {
    name: "Fabric's screen joined into one line, with several wrong versions present",
    log: "Incompatible mods found! net.fabricmc.loader.impl.FormattedException: Some of your mods are incompatible with the game or each other! More details: \t - Mod 'Config Kit' (configkit) 2.0.0 requires version 0.110.0 or later of mod 'Fabric API' (fabric-api), but only the wrong versions are present: 0.100.0+1.21/0.98.1+1.21! \tat net.fabricmc.loader.impl.FormattedException.ofLocalized(FormattedException.java:51)",
    rule: 'fabric-wrong-dependency-version',
    says: ['Fabric API', 'but version 0.100.0+1.21/0.98.1+1.21 is installed.'],
    mods: ['configkit', 'fabric-api'],
    zh: '0.100.0+1.21/0.98.1+1.21',
  },
  {
    name: "FML 1.7.10's duplicate screen with `id: file` rows",
    log: [
      'Forge Mod Loader has found a problem with your minecraft installation.',
      'You have mod sources that are duplicate within your system.',
      'Mod ID: file name',
      'sharedlib: BigAdventure-2.0.jar',
      'sharedlib: SharedLib-1.1-1.7.10.jar',
    ].join('\n'),
    rule: 'forge-duplicate-mods',
    says: ['sharedlib', 'BigAdventure-2.0.jar', 'SharedLib-1.1-1.7.10.jar'],
    mods: ['sharedlib'],
    zh: 'SharedLib-1.1-1.7.10.jar',
  },
  {
    name: "a method missing from Forge's own class means a newer Forge is needed",
    log: [
      'net.minecraftforge.fml.common.LoaderExceptionModCrash: Caught exception from Example Mod (examplemod)',
      'Caused by: java.lang.NoSuchMethodError: net.minecraftforge.common.util.FakePlayerFactory.get(Lnet/minecraft/world/WorldServer;)V',
      '\tat com.example.examplemod.Setup.preInit(Setup.java:10)',
    ].join('\n'),
    rule: 'no-such-method',
    says: ['Update Forge', 'FakePlayerFactory'],
    zh: '将 Forge 更新',
  },
  {
    name: "a method missing from a library's class names the library to update",
    log: 'Caused by: java.lang.NoSuchMethodError: dev.architectury.registry.registries.DeferredRegister.register(Ljava/lang/String;)V',
    rule: 'no-such-method',
    says: ['Architectury API', 'Update Architectury API'],
    mods: ['architectury'],
    zh: '将 Architectury API',
  },
  {
    name: 'a Minecraft class that does not exist: the mod is for another Minecraft version',
    log: [
      '    Suppressed: java.lang.NoClassDefFoundError: net/minecraft/class_9999',
      '        at com.example.grinder.GrinderMod.onInitialize(GrinderMod.java:12)',
    ].join('\n'),
    rule: 'no-class-def',
    says: ['another Minecraft version', 'net.minecraft.class_9999'],
    zh: '其他 Minecraft 版本',
  },
  {
    name: "KubeJS's own stop names the log that holds the script and line",
    log: [
      'net.minecraftforge.fml.LoadingFailedException: Loading errors encountered: [',
      '        KubeJS (kubejs) encountered an error during the complete event phase',
      '§7java.lang.RuntimeException: There were KubeJS server script syntax errors! See logs/kubejs/server.log for more info',
      ']',
    ].join('\n'),
    rule: 'kubejs-script-error',
    says: ['logs/kubejs/server.log', 'server_scripts'],
    mods: ['kubejs'],
    zh: 'logs/kubejs/server.log',
  },
  {
    name: "Forge's screen `Name has class loading errors` names the mod loading client code on a server",
    log: [
      'Tiny Gadgets has class loading errors',
      '§7java.lang.RuntimeException: Attempted to load class net/minecraft/client/renderer/RenderType for invalid dist DEDICATED_SERVER',
    ].join('\n'),
    rule: 'client-mod-on-server',
    says: ['Tiny Gadgets', 'net.minecraft.client.renderer.RenderType'],
    mods: ['Tiny Gadgets'],
    zh: 'Tiny Gadgets',
  },
  {
    name: 'NeoForge loading errors as a bulleted list name the mod, not the bullet',
    log: [
      'net.neoforged.fml.ModLoadingException: Loading errors encountered:',
      '        - Mod gizmos requires neoforge 21.1.190 or above',
      '          Currently, neoforge is 21.1.150',
    ].join('\n'),
    rule: 'forge-legacy-missing-dependency',
    says: ["Mod 'gizmos' requires NeoForge 21.1.190", '21.1.150'],
    mods: ['gizmos'],
    zh: 'NeoForge',
  },
  {
    name: "a damaged jar named by Fabric's `Error analyzing [...]` line below the zip error",
    log: [
      '\tCaused by: java.util.zip.ZipException: zip END header not found',
      '\t\tat java.base/java.util.zip.ZipFile$Source.findEND(ZipFile.java:1469)',
      '\tSuppressed: java.lang.RuntimeException: Error analyzing [D:\\Games\\My Pack\\mods\\coolmod-1.20.1-2.0.jar]: java.util.zip.ZipException: zip END header not found',
    ].join('\n'),
    rule: 'jar-damaged',
    says: ['coolmod-1.20.1-2.0.jar', 'zip END header not found', 'download it again'],
    mods: ['coolmod'],
    zh: '重新下载',
  },
  {
    name: "FML's `Zip file x.jar failed to read properly` with the JDK's words on the next line",
    log: [
      'Zip file speedymod.jar failed to read properly, it will be ignored',
      'java.util.zip.ZipException: invalid END header (bad central directory offset)',
    ].join('\n'),
    rule: 'jar-damaged',
    says: ['speedymod.jar', 'invalid END header'],
    zh: 'speedymod.jar',
  },
  {
    name: 'a damaged jar the pasted lines do not name',
    log: [
      'Incompatible mods found!',
      '',
      'Mod discovery failed!',
      '',
      'java.util.zip.ZipException: zip END header not found',
    ].join('\n'),
    rule: 'jar-damaged',
    says: ['do not name it', 'zip tool'],
    zh: '压缩工具',
  },
  {
    name: 'a jar in mods/ without mods.toml (an old or Fabric mod) while the loader libraries are benign',
    log: [
      '[01Jan2024 10:00:00.000] [main/WARN] [net.minecraftforge.fml.loading.moddiscovery.ModFileParser/LOADING]: Mod file C:\\mc\\libraries\\net\\minecraftforge\\javafmllanguage\\1.20.1-47.2.0\\javafmllanguage-1.20.1-47.2.0.jar is missing mods.toml file',
      '[01Jan2024 10:00:00.100] [main/WARN] [net.minecraftforge.fml.loading.moddiscovery.ModFileParser/LOADING]: Mod file Mod File: C:\\mc\\mods\\[1.12.2]OldThing-1.0.jar is missing mods.toml file',
    ].join('\n'),
    rule: 'jar-not-for-loader',
    says: ['[1.12.2]OldThing-1.0.jar', 'mods.toml', 'Minecraft 1.12.2 or older'],
    zh: '[1.12.2]OldThing-1.0.jar',
  },
  {
    name: "Forge's InvalidModFileException names the jar whose mods.toml it rejects",
    log: 'net.minecraftforge.fml.loading.moddiscovery.InvalidModFileException: Missing License, please supply a license. (ShinyOres-1.16.1-3.0.jar)',
    rule: 'jar-not-for-loader',
    says: ['ShinyOres-1.16.1-3.0.jar', 'Missing License', 'another loader or Minecraft version'],
    zh: 'ShinyOres-1.16.1-3.0.jar',
  },
  {
    name: "Fabric's fabric.mod.json read error with the path and the field on the next lines",
    log: [
      'MissingField: Error reading fabric.mod.json file for mod at: ',
      'C:\\Users\\me\\.minecraft\\mods\\gizmo-0.3.0.jar',
      'Missing required field "version".',
    ].join('\n'),
    rule: 'jar-not-for-loader',
    says: ['gizmo-0.3.0.jar', 'fabric.mod.json', 'Missing required field "version"'],
    zh: 'fabric.mod.json',
  },
  {
    name: 'a registration after the registries froze names the mod by its resource key',
    log: 'java.lang.IllegalStateException: Registry is already frozen (trying to add key ResourceKey[minecraft:loot_pool_entry_type / dungeonmod:special_drop])',
    rule: 'registry-frozen',
    says: ["'dungeonmod'", 'dungeonmod:special_drop'],
    mods: ['dungeonmod'],
    zh: '注册表',
  },
  {
    name: "a registration after the freeze names the addon's package from the outermost exception, not its base mod",
    log: [
      'java.lang.ExceptionInInitializerError: null',
      '\tat dev.someone.jetpacks.JetpackAddon.init(JetpackAddon.java:24)',
      'Caused by: java.lang.IllegalStateException: Registry is already frozen',
      '\tat net.minecraft.core.MappedRegistry.validateWrite(MappedRegistry.java:111)',
      '\tat com.example.bigtech.api.MachineType.<clinit>(MachineType.java:17)',
      '\tat dev.someone.jetpacks.index.Jetpacks.register(Jetpacks.java:21)',
    ].join('\n'),
    rule: 'registry-frozen',
    says: ['package dev.someone.jetpacks', 'too late'],
    zh: 'dev.someone.jetpacks',
  },
];

async function analyze(log: string): Promise<CrashAnalysis> {
  return analyzeCrash({ text: log, name: 'pasted.txt' });
}

describe('crash analysis of more pasted shapes (issue 30, real-report evaluation)', () => {
  for (const c of SHAPES) {
    it(`${c.name} → ${c.rule}`, async () => {
      assertTopPastedFinding(c, await analyze(c.log));
    });
  }

  it('strips a launcher date-time prefix and a lower-case console level, and keeps game log prefixes', () => {
    const cases: [string, string][] = [
      ['[18/4/2015 13:39:29 PM] [13:39:29] [main/INFO]: x', '[13:39:29] [main/INFO]: x'],
      ['[2024-12-18 21:17:57] # C  [ig9icd64.dll+0x1]', 'C  [ig9icd64.dll+0x1]'],
      ['info: [22:06:46] [Render thread/WARN]: y', '[22:06:46] [Render thread/WARN]: y'],
      ['error: ---- Minecraft Crash Report ----', '---- Minecraft Crash Report ----'],
      ['[30Nov2019 12:45:21.396] [main/ERROR] [x/]: z', '[30Nov2019 12:45:21.396] [main/ERROR] [x/]: z'],
      ['info: the server said hello', 'info: the server said hello'],
    ];
    for (const [line, expected] of cases) assert.equal(line.slice(Math.max(0, prefixLength(line))), expected, line);
  });

  it('reads a pasted exception with frames as the crash and points at the package of its own code', async () => {
    const log = [
      '```',
      'java.lang.NullPointerException: Cannot invoke "Object.toString()" because "x" is null',
      '\tat com.example.coolmod.block.CoolBlock.use(CoolBlock.java:42)',
      '\tat net.minecraft.world.level.block.state.BlockBehaviour$BlockStateBase.use(BlockBehaviour.java:1)',
      '```',
    ].join('\n');
    const result = await analyze(log);
    const top = result.findings[0];
    assert.equal(top?.rule, 'stack-culprit');
    assert.ok(top.detail.includes('coolmod'), top.detail);
    assert.ok(top.detail.includes('NullPointerException'), top.detail);
    assert.deepEqual(top.mods, ['coolmod'], 'without a mod list, the package of the top frames names the mod');
    assert.ok(
      top.evidence.some((e) => e.text.includes('com.example.coolmod.block.CoolBlock')),
      'the frame is cited',
    );
    const zh = localizeAnalysis(result, 'zh-cn').findings[0]!;
    assert.ok(zh.detail.includes('coolmod'));
  });

  it("reads Fabric's `knot//` frames and shows a mixin handler's mod of a pasted crash report", async () => {
    const log = [
      '---- Minecraft Crash Report ----',
      'Description: Initializing game',
      '',
      'java.lang.NullPointerException: Cannot invoke "net.minecraft.class_1.m()" because "this.f" is null',
      '\tat knot//net.minecraft.class_1092.method_1(class_1092.java:88)',
      '\tat knot//net.minecraft.class_4970.handler$abc000$shapetweaks$onShape(class_4970.java:3965)',
      '\tat knot//com.example.portalmod.features.Shapes.reload(Shapes.java:12)',
    ].join('\n');
    const result = await analyze(log);
    const top = result.findings[0];
    assert.equal(top?.rule, 'stack-culprit');
    assert.ok(top.detail.includes('mod shapetweaks'), top.detail);
    assert.ok(top.detail.includes('package com.example.portalmod'), top.detail);
    assert.deepEqual(top.mods, [], 'shown, not blamed, without the mod list');
  });

  it('does not take a caught exception of a whole log as the crash', async () => {
    const start = Array.from(
      { length: 400 },
      (_, i) => `[12:00:${String(i % 60).padStart(2, '0')}] [main/INFO]: line ${i}`,
    );
    const log = [
      ...start,
      '[12:01:00] [Worker-1/WARN]: Failed to fetch an update',
      'java.net.SocketTimeoutException: connect timed out',
      '\tat com.example.updater.Checker.run(Checker.java:10)',
      '[12:01:02] [Render thread/INFO]: Sound engine started',
    ].join('\n');
    const result = await analyze(log);
    assert.deepEqual(
      result.findings.map((f) => f.rule),
      [],
    );
  });

  it('does not blame a driver for a Java frame or an unknown native library', async () => {
    const result = await analyze(['# Problematic frame:', '# C  [libsomething.so+0x10]'].join('\n'));
    assert.ok(!result.findings.some((f) => f.rule === 'graphics-driver'));
  });
});
