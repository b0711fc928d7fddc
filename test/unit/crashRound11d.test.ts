import * as assert from 'node:assert/strict';
import { analyzeCrash } from '../../src/core/crash/crashAnalyzer';
import type { CrashAnalysis } from '../../src/core/crash/crashFinding';
import { libraryOfClass } from '../../src/core/crash/libraryMods';
import { assertTopPastedFinding, findingText, type PastedCase } from './fixtures/pastedCrashCase';

/**
 * Shapes missed on a fresh set of real pastes from scripting, config-library, menu, HUD, voice-chat and shader-loader
 * trackers (issue 30, round 11d): a loader API gone in a NeoForge beta, with the mod named only in the person's own
 * version list; a mixin failure that names no mod, with the mods named in the person's sentence; a Minecraft class of
 * a newer release asked for by a mod the mod list shows made for that release; `The specified mixin … was not found`;
 * an LVT mismatch with no other mod's type in it (OptiFine rewrote the method); a native library built against a
 * newer glibc than the system's. Every fragment is written for this test in the real formats, with made-up mods.
 */
const SHAPES: PastedCase[] = [
  {
    name: 'a NeoForge API method gone, the mod named only in the version list above the error, names that mod',
    log: [
      'neoforge: 21.6.12-beta',
      'keytweaks:1.21.6-4.2.0',
      '',
      "Caused by: java.lang.NoSuchMethodError: 'float net.neoforged.neoforge.client.event.RenderFrameEvent$Pre.getPartialTick()'",
      '',
      'it crashes when I press a key',
    ].join('\n'),
    rule: 'no-such-method',
    says: ["'keytweaks' does not match this NeoForge version", '4.2.0', 'Update NeoForge'],
    mods: ['keytweaks'],
    zh: '不匹配',
  },
  {
    name: 'a mixin failure naming no mod, with jar names in the sentence above it, names those mods to update',
    log: [
      '> when i start with wingtips-forge-1.20.1-2.1.0 and Skyrealms-1.20.1-0.9.3-all the game crashes:',
      '> The game crashed whilst initializing game',
      '> Error: org.spongepowered.asm.mixin.transformer.throwables.MixinTransformerError: An unexpected critical error was encountered',
    ].join('\n'),
    rule: 'mixin-failure',
    says: ['the mods named with it', "'skyrealms' 0.9.3-all"],
    mods: ['wingtips', 'skyrealms'],
    zh: '随报错一起提到的模组',
  },
  {
    name: 'a missing Minecraft class with a mod table row made for a newer Minecraft names that mod',
    log: [
      '---- Minecraft Crash Report ----',
      'Description: Rendering overlay',
      '',
      'java.lang.NoClassDefFoundError: net/minecraft/world/item/component/BlocksAttacks',
      '\tat java.lang.ClassLoader.defineClass1(Native Method) ~[?:?] {}',
      '',
      '-- System Details --',
      '\tMod List: ',
      '\t\tclient-1.21.4-20241203.161809-srg.jar             |Minecraft                     |minecraft                     |1.21.4              |Manifest: a1:d4:5e',
      '\t\thoverhud-neoforge-mc1.21.5-2.0.1.jar              |Hover HUD                     |hoverhud                      |2.0.1+mc1.21.5      |Manifest: NOSIGNATURE',
      '\t\tquillmenus-1.21.4-1.3.0.jar                       |Quill Menus                   |quillmenus                    |1.3.0               |Manifest: NOSIGNATURE',
    ].join('\n'),
    rule: 'no-class-def',
    says: ["'hoverhud' was built for another Minecraft version", 'made for Minecraft 1.21.5', 'Minecraft 1.21.4'],
    mods: ['hoverhud'],
    zh: '是为其他 Minecraft 版本构建的',
  },
  {
    name: 'a missing Minecraft method with no mod frame and a Fabric list row for another Minecraft names that mod',
    log: [
      '[09:12:40] [main/INFO]: Loading Minecraft 1.20.4 with Fabric Loader 0.15.7',
      '[09:12:40] [main/INFO]: Loading 3 mods:',
      '\t- fabricloader 0.15.7',
      '\t- minecraft 1.20.4',
      '\t- pocketmap 3.4.0+mc1.20.1',
      "java.lang.NoSuchMethodError: 'void net.minecraft.class_332.method_25290(net.minecraft.class_2960, int, int, float, float, int, int, int, int)'",
    ].join('\n'),
    rule: 'no-such-method',
    says: ['the mod list shows', 'made for Minecraft 1.20.1'],
    mods: ['pocketmap'],
    zh: '模组列表显示',
  },
  {
    name: '`The specified mixin … was not found` names the mod whose jar lacks its own mixin',
    log: [
      "Caused by: java.lang.ClassNotFoundException: The specified mixin 'io.github.someone.glowberries.mixin.LanternBlockMixin' was not found",
      '\tat org.spongepowered.asm.mixin.transformer.MixinInfo.loadMixinClass(MixinInfo.java:1297) ~[sponge-mixin-0.11.4+mixin.0.8.5.jar:?]',
      '\t... 15 more',
    ].join('\n'),
    rule: 'no-class-def',
    says: ["A mixin class of 'glowberries' is missing from its jar", 'Download'],
    mods: ['glowberries'],
    zh: 'jar 中缺少一个 Mixin 类',
  },
  {
    name: "an LVT mismatch with only the game's types in it says another mod (OptiFine) rewrote the method",
    log: [
      '```',
      '[18:42:39] [main/ERROR]: Critical injection failure: LVT in net/minecraft/class_757::method_3192(FJZ)V has incompatible changes at opcode 311 in callback petalcraft.mixins.json:GameRendererMixin from mod petalcraft->@Inject::onRender(FJZLorg/spongepowered/asm/mixin/injection/callback/CallbackInfo;IIF)V.',
      ' Expected: [I, I, F]',
      '    Found: [I, F, I]',
      '```',
    ].join('\n'),
    rule: 'mixin-failure',
    says: ['does not fit a method another mod rewrote', 'most often OptiFine'],
    mods: ['petalcraft'],
    zh: '被其他模组改写过的方法',
  },
  {
    name: 'the same LVT mismatch with OptiFabric in the mod list names OptiFabric beside the mod',
    log: [
      '[18:42:30] [main/INFO]: Loading 2 mods:',
      '\t- optifabric 1.14.3',
      '\t- petalcraft 2.0.0',
      '[18:42:39] [main/ERROR]: Critical injection failure: LVT in net/minecraft/class_757::method_3192(FJZ)V has incompatible changes at opcode 311 in callback petalcraft.mixins.json:GameRendererMixin from mod petalcraft->@Inject::onRender(FJZLorg/spongepowered/asm/mixin/injection/callback/CallbackInfo;IIF)V.',
      ' Expected: [I, I, F]',
      '    Found: [I, F, I]',
    ].join('\n'),
    rule: 'mixin-failure',
    says: ["Remove 'optifabric' or 'petalcraft'"],
    mods: ['petalcraft', 'optifabric'],
    zh: '此日志中出现的',
  },
  {
    name: 'a native library needing a newer glibc names the system as too old and the mod that loads it',
    log: [
      '[21:05:11] [Thread-9/ERROR]: Uncaught exception in thread "Thread-9"',
      "java.lang.UnsatisfiedLinkError: /lib/x86_64-linux-gnu/libc.so.6: version `GLIBC_2.34' not found (required by /tmp/jna-1/jna4242.tmp)",
      '\tat com.sun.jna.Native.open(Native Method) ~[jna-5.12.1.jar:5.12.1 (b0)]',
      '\tat com.sun.jna.NativeLibrary.loadLibrary(NativeLibrary.java:277) ~[jna-5.12.1.jar:5.12.1 (b0)]',
      '\tat net.quietfox.murmurlink.codec.NativeCodec.<clinit>(NativeCodec.java:22) ~[murmurlink-fabric-1.20.1-3.1.0.jar:?]',
    ].join('\n'),
    rule: 'native-library-missing',
    says: ['needs glibc 2.34', 'the operating system is too old', "Update 'murmurlink'"],
    mods: ['murmurlink'],
    zh: 'glibc 2.34',
  },
  {
    name: 'a config library class overriding a method the game made final names the library as built for another Minecraft',
    log: [
      '```',
      'java.lang.IncompatibleClassChangeError: class dev.isxander.yacl3.gui.OptionListWidget overrides final method net.minecraft.client.gui.components.AbstractSelectionList.m_6702_()Ljava/util/List;',
      '\tat java.lang.ClassLoader.defineClass1(Native Method) ~[?:?] {}',
      '```',
    ].join('\n'),
    rule: 'overrides-final-method',
    says: [
      'YetAnotherConfigLib (YACL) was built for another version of Minecraft',
      'which is final in the installed Minecraft',
    ],
    mods: ['yacl'],
    zh: '重写了',
  },
  {
    name: "Mixin 0.7 loaded before a mod's 0.8 mixin config names that mod as the victim, not the cause",
    log: [
      '[14:20:11] [main/INFO] [LaunchWrapper]: Loading tweak class name org.spongepowered.asm.launch.MixinTweaker',
      '[14:20:12] [main/WARN] [mixin]: Mixin config murmur.mixins.json requires mixin subsystem version 0.8 but 0.7.11 was found. The mixin config will not be applied.',
    ].join('\n'),
    rule: 'mixin-subsystem-too-old',
    says: ["'murmur' needs Mixin 0.8, but Mixin 0.7.11 was loaded first", 'MixinBooter'],
    mods: ['murmur'],
    zh: '先加载的是 Mixin 0.7.11',
  },
];

async function analyze(log: string): Promise<CrashAnalysis> {
  return analyzeCrash({ text: log, name: 'pasted' });
}

describe('crash analysis of shapes from a fresh set of scripting, config, HUD and voice pastes (issue 30, round 11d)', () => {
  for (const c of SHAPES) {
    it(`${c.name} → ${c.rule}`, async () => {
      assertTopPastedFinding(c, await analyze(c.log));
    });
  }

  it('names no mod from a version list that holds only the loader and the game', async () => {
    const result = await analyze(
      [
        'Minecraft: 1.21.6',
        'neoforge: 21.6.12-beta',
        "Caused by: java.lang.NoSuchMethodError: 'float net.neoforged.neoforge.client.event.RenderFrameEvent$Pre.getPartialTick()'",
      ].join('\n'),
    );
    const top = result.findings[0]!;
    assert.equal(top.rule, 'no-such-method');
    assert.deepEqual(top.mods, []);
    assert.ok(top.title.includes('A mod needs another NeoForge version'), top.title);
  });

  it('reads no mod out of log lines or a mod table for a mixin failure, and names none when nothing is posted', async () => {
    const result = await analyze(
      [
        '[12:00:01] [main/INFO]: Loading Minecraft 1.20.1 with Fabric Loader 0.15.0',
        '[12:00:02] [main/ERROR]: Minecraft has crashed!',
        'org.spongepowered.asm.mixin.transformer.throwables.MixinTransformerError: An unexpected critical error was encountered',
      ].join('\n'),
    );
    const top = result.findings.find((f) => f.rule === 'mixin-failure');
    assert.ok(top, result.findings.map((f) => f.rule).join());
    assert.deepEqual(top.mods, []);
    assert.ok(!findingText(top).includes('named with it'), findingText(top));
  });

  it('names nobody from a mod list where more than two mods carry another Minecraft version', async () => {
    const rows = ['alpha', 'beta', 'gamma'].map(
      (id) => `\t\t${id}-mc1.19.2-1.0.0.jar |${id} |${id} |1.0.0+mc1.19.2 |Manifest: NOSIGNATURE`,
    );
    const result = await analyze(
      [
        'java.lang.NoClassDefFoundError: net/minecraft/world/item/component/BlocksAttacks',
        '\tMod List: ',
        '\t\tclient-1.21.4-20241203.161809-srg.jar |Minecraft |minecraft |1.21.4 |Manifest: a1:d4',
        ...rows,
      ].join('\n'),
    );
    const top = result.findings[0]!;
    assert.equal(top.rule, 'no-class-def');
    assert.deepEqual(top.mods, []);
  });

  it('knows the original Auto Config as a library, not a mod named after its package', () => {
    assert.equal(libraryOfClass('me.sargunvohra.mcmods.autoconfig1u.AutoConfig')?.name, 'Auto Config');
  });
});
