import * as assert from 'node:assert/strict';
import { analyzeCrash } from '../../src/core/crash/crashAnalyzer';
import type { CrashAnalysis } from '../../src/core/crash/crashFinding';
import { localizeAnalysis } from '../../src/core/crash/crashMessages';
import { assertTopPastedFinding, findingText, type PastedCase } from './fixtures/pastedCrashCase';

/**
 * Shapes missed on a fresh set of real pastes from many trackers (issue 30, round 8): a game class refused as built
 * for a newer Java (a mod's mixin merged into it, not the game's own need). Every fragment is written for this test in
 * the real formats, with made-up mods and classes.
 */
const SHAPES: PastedCase[] = [
  {
    name: 'an intermediary game class refused as too new blames a mixin merged into it, not the game',
    log: [
      '[10:12:13] [main/ERROR]: Minecraft has crashed! net.fabricmc.loader.impl.FormattedException: java.lang.UnsupportedClassVersionError: net/minecraft/class_1234 has been compiled by a more recent version of the Java Runtime (class file version 65.0), this version of the Java Runtime only recognizes class file versions up to 61.0',
      '\tat net.fabricmc.loader.impl.FormattedException.ofLocalized(FormattedException.java:63) ~[fabric-loader-0.15.11.jar:?]',
    ].join('\n'),
    rule: 'java-too-old',
    says: ['mixin compiled for Java 21 was merged into it', 'net.minecraft.class_1234', 'does not need Java 21'],
    zh: '模组的 mixin',
  },
  {
    name: 'a game class refused as too new names the mod whose merged handler is in the stack',
    log: [
      'Caused by: java.lang.UnsupportedClassVersionError: net/minecraft/class_4321 has been compiled by a more recent version of the Java Runtime (class file version 65.0), this version of the Java Runtime only recognizes class file versions up to 61.0',
      '\tat java.lang.ClassLoader.defineClass1(Native Method) ~[?:?]',
      '\tat net.minecraft.class_4321.handler$zza000$bigpackets$onRead(class_4321.java:40) ~[client-intermediary.jar:?]',
    ].join('\n'),
    rule: 'java-too-old',
    says: ['bigpackets', "bigpackets's build for your Java"],
    mods: ['bigpackets'],
    zh: 'bigpackets',
  },
  {
    name: "Mixin's probe of a missing library's class just before the launcher gives up names the library",
    log: [
      '```',
      '[pool-3-thread-1/WARN] [mixin/]: Error loading class: dev/architectury/registry/Registrar (java.lang.ClassNotFoundException: dev.architectury.registry.Registrar)',
      'Exception caught from launcher',
      '```',
    ].join('\n'),
    rule: 'no-class-def',
    says: ['Architectury API', 'dev.architectury.registry.Registrar'],
    mods: ['architectury'],
    zh: 'Architectury API',
  },
  {
    name: "Forge's refusal of a client class just above the mod it was creating: one finding, naming that mod, on top",
    log: [
      '[03Jan2024 10:11:12.100] [modloading-worker-0/ERROR] [net.minecraftforge.fml.loading.RuntimeDistCleaner/DISTXFORM]: Attempted to load class net/minecraft/client/gui/screens/Screen for invalid dist DEDICATED_SERVER',
      '[03Jan2024 10:11:12.101] [modloading-worker-0/ERROR] [net.minecraftforge.fml.javafmlmod.FMLModContainer/LOADING]: Failed to create mod instance. ModID: lanternworks, class com.someone.lanternworks.Lanternworks',
      'java.lang.BootstrapMethodError: java.lang.RuntimeException: Attempted to load class net/minecraft/client/gui/screens/Screen for invalid dist DEDICATED_SERVER',
    ].join('\n'),
    rule: 'client-mod-on-server',
    says: ['lanternworks', 'net.minecraft.client.gui.screens.Screen'],
    mods: ['lanternworks'],
    zh: 'lanternworks',
  },
  {
    name: "Fabric Loader's zh_cn 'requires … but the installed version … is wrong' names the mod and the loader version",
    log: [
      '有不兼容的模组！ (Incompatible mods found!)',
      'net.fabricmc.loader.impl.FormattedException: Some of your mods are incompatible with the game or each other!',
      '更多信息：',
      "\t - 模组 'Lantern Lib' (lanternlib) 3.1.0 需要 模组 'Fabric Loader' (fabricloader) 的 0.16.5 及以上版本，但已经安装了的版本 0.16.2 不对！",
    ].join('\n'),
    rule: 'fabric-wrong-dependency-version',
    says: ['Fabric Loader', '>=0.16.5', '0.16.2'],
    mods: ['lanternlib'],
    zh: 'Fabric Loader',
  },
  {
    name: "Fabric Loader's zh_cn 'requires … but it is not installed' for a library shown by its id names what to install",
    log: [
      'net.fabricmc.loader.impl.FormattedException: Some of your mods are incompatible with the game or each other!',
      "\t - 模组 'Lantern Lib' (lanternlib) 3.1.0 需要 fabric-api 的 任意版本，但没有安装它！",
    ].join('\n'),
    rule: 'fabric-api-missing',
    says: ['Fabric API'],
    mods: ['lanternlib'],
    zh: 'Fabric API',
  },
  {
    name: "a mixin's LVT clash whose Found locals hold Bukkit types (cut mid-type) blames the hybrid server's patches too",
    log: [
      '`[main/ERROR] [mixin/]: Critical injection failure: LVT in net/minecraft/world/entity/animal/Cow::m_6071_(Lnet/minecraft/world/entity/player/Player;)V has incompatible changes at opcode 88 in callback herdcraft.mixins.json:CowMixin->@Inject::herd_onMilk(Lnet/minecraft/world/entity/player/Player;Lorg/spongepowered/asm/mixin/injection/callback/CallbackInfo;ILnet/minecraft/world/item/ItemStack;)V.',
      ' Expected: [I, Lnet/minecraft/world/item/ItemStack;]',
      '    Found: [I, Lorg/bukki',
    ].join('\n'),
    rule: 'mixin-failure',
    says: ['herdcraft', 'hybrid server', 'org.bukkit', 'not'],
    mods: ['herdcraft'],
    zh: '混合服务端',
  },
  {
    name: "a mixin's LVT clash on a server whose stack shows Arclight names Arclight beside the mod",
    log: [
      '[12:00:01] [main/ERROR] [mixin/]: Critical injection failure: LVT in net/minecraft/world/entity/animal/Cow::m_6071_(Lnet/minecraft/world/entity/player/Player;)V has incompatible changes at opcode 88 in callback herdcraft.mixins.json:CowMixin->@Inject::herd_onMilk(Lnet/minecraft/world/entity/player/Player;Lorg/spongepowered/asm/mixin/injection/callback/CallbackInfo;I)V.',
      ' Expected: [I]',
      '    Found: [Z]',
      '\tat io.izzel.arclight.boot.application.ApplicationBootstrap.accept(ApplicationBootstrap.java:52)',
    ].join('\n'),
    rule: 'mixin-failure',
    says: ['Arclight', 'herdcraft'],
    mods: ['herdcraft'],
    zh: 'Arclight',
  },
];

async function analyze(log: string): Promise<CrashAnalysis> {
  return analyzeCrash({ text: log, name: 'pasted' });
}

describe('crash analysis of shapes from a fresh mixed set of real reports (issue 30, round 8)', () => {
  for (const c of SHAPES) {
    it(`${c.name} → ${c.rule}`, async () => {
      assertTopPastedFinding(c, await analyze(c.log));
    });
  }

  it("keeps Mixin's probe of a library's class harmless when the game runs on or the library is running", async () => {
    const probe =
      '[12:00:01] [main/WARN] [mixin/]: Error loading class: dev/architectury/registry/Registrar (java.lang.ClassNotFoundException: dev.architectury.registry.Registrar)';
    const runsOn = await analyze([probe, '[12:00:05] [Render thread/INFO]: Setting user: Player'].join('\n'));
    assert.ok(!runsOn.findings.some((f) => f.rule === 'no-class-def'), runsOn.findings.map((f) => f.rule).join(', '));
    const installed = await analyze(
      [
        '[12:00:00] [main/INFO]: Loading 3 mods:',
        '\t- architectury 9.2.14',
        '\t- fabricloader 0.15.7',
        '\t- minecraft 1.20.1',
        probe,
        'Exception caught from launcher',
      ].join('\n'),
    );
    assert.ok(
      !installed.findings.some((f) => f.rule === 'no-class-def'),
      installed.findings.map((f) => f.rule).join(', '),
    );
    // A probe of another mod's optional compat class names nothing even when the game fails.
    const compat = await analyze(
      [
        '[12:00:01] [main/WARN] [mixin/]: Error loading class: com/example/otherthing/compat/Widget (java.lang.ClassNotFoundException: com.example.otherthing.compat.Widget)',
        'Exception caught from launcher',
      ].join('\n'),
    );
    assert.ok(!compat.findings.some((f) => f.rule === 'no-class-def'), compat.findings.map((f) => f.rule).join(', '));
  });

  it('a missing library read from its probe ranks below any other cause', async () => {
    const result = await analyze(
      [
        '[12:00:01] [main/WARN] [mixin/]: Error loading class: dev/architectury/registry/Registrar (java.lang.ClassNotFoundException: dev.architectury.registry.Registrar)',
        '[12:00:02] [main/ERROR]: Minecraft has crashed!',
        'java.lang.OutOfMemoryError: Java heap space',
      ].join('\n'),
    );
    assert.equal(result.findings[0]!.rule, 'out-of-memory');
  });

  it("a mixin's LVT clash with another mod's types off any hybrid server still names that clash", async () => {
    const result = await analyze(
      [
        '[12:00:01] [main/ERROR] [mixin/]: Critical injection failure: LVT in net/minecraft/world/entity/animal/Cow::m_6071_(Lnet/minecraft/world/entity/player/Player;)V has incompatible changes at opcode 88 in callback herdcraft.mixins.json:CowMixin->@Inject::herd_onMilk(Lnet/minecraft/world/entity/player/Player;Lorg/spongepowered/asm/mixin/injection/callback/CallbackInfo;I)V.',
        ' Expected: [I]',
        '    Found: [Lcom/someone/dairy/MilkState;]',
      ].join('\n'),
    );
    const top = result.findings[0]!;
    assert.equal(top.rule, 'mixin-failure');
    assert.ok(!findingText(top).includes('hybrid'), findingText(top));
    assert.ok(findingText(top).includes('com.someone.dairy'), findingText(top));
  });

  it("the game's main class refused as too new still asks for the game's Java", async () => {
    const result = await analyze(
      'Exception in thread "main" java.lang.UnsupportedClassVersionError: net/minecraft/bundler/Main has been compiled by a more recent version of the Java Runtime (class file version 65.0), this version of the Java Runtime only recognizes class file versions up to 61.0',
    );
    const top = result.findings[0]!;
    assert.equal(top.rule, 'java-too-old');
    assert.equal(top.javaRequired, 21);
    assert.ok(!findingText(top).includes('mixin'), findingText(top));
  });

  it("a mod's own class refused as too new keeps the Java advice", async () => {
    const result = await analyze(
      'java.lang.UnsupportedClassVersionError: com/example/tools/Tool has been compiled by a more recent version of the Java Runtime (class file version 65.0), this version of the Java Runtime only recognizes class file versions up to 61.0',
    );
    const zh = localizeAnalysis(result, 'zh-cn').findings[0]!;
    assert.equal(result.findings[0]!.javaRequired, 21);
    assert.ok(zh.title.includes('需要 Java 21'), zh.title);
  });
});
