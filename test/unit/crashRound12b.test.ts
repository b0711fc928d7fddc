import * as assert from 'node:assert/strict';
import { analyzeCrash } from '../../src/core/crash/crashAnalyzer';
import type { CrashAnalysis } from '../../src/core/crash/crashFinding';
import { localizeAnalysis } from '../../src/core/crash/crashMessages';
import { dllInitFailedAt } from '../../src/core/crash/localizedErrors';
import { modOfUnknownClass } from '../../src/core/crash/missingClassOwner';
import { assertTopPastedFinding, findingText, type PastedCase } from './fixtures/pastedCrashCase';

/**
 * Shapes missed on a fresh set of non-English pastes (issue 30, round 12B: Chinese, Korean, Russian issue threads,
 * 1.16 to 1.21): a mod's mixin written for another mod (its config or class named after that mod, the target class of
 * that mod or the mod in the list), the failure wrapped over three lines; an invalid id (a tag where an id is
 * expected) read from a config; a mod's native library whose start-up fails, Windows' message in the system's language
 * and no space after the exception's colon; a NoSuchMethodError under a crash helper's pseudo-frame in a package
 * written as a name (`com.author.ModName.…`); a Fabric module named after the library it works with. Every fragment is
 * written for this test in the real formats, with made-up mods and classes.
 */
const SHAPES: PastedCase[] = [
  {
    name: "a mixin written for another mod's class, the failure wrapped over three lines, names both mods",
    log: [
      '```shell',
      '[21:04:11] [modloading-worker-0/FATAL] [mixin/]: Mixin apply for mod brewhall failed ',
      'brewhall.mixins.json:cellarworks.CaskAccessor from mod brewhall ',
      '-> net.oakfolk.cellarworks.block.CaskBlockEntity: ',
      'org.spongepowered.asm.mixin.gen.throwables.InvalidAccessorException ',
      'No candidates were found matching fillLevel(...)',
      '```',
    ].join('\n'),
    rule: 'mixin-failure',
    says: ['written for', 'do not fit', 'net.oakfolk.cellarworks.block.CaskBlockEntity'],
    mods: ['brewhall', 'cellarworks'],
    zh: '版本不匹配',
  },
  {
    name: "a compat mixin config of one mod (`x.compat.y.mixins.json`) into the game's class, with y in Fabric's mod list",
    log: [
      '[09:12:40] [main/INFO]: Loading 3 mods:',
      '\t- lumenfix 2.1.0',
      '\t- snowdrift 1.4.2',
      '\t- minecraft 1.20.4',
      '[09:12:44] [main/ERROR]: Mixin apply for mod lumenfix failed lumenfix.compat.snowdrift.mixins.json:SkyRendererMixin from mod lumenfix -> net.minecraft.class_761: org.spongepowered.asm.mixin.transformer.throwables.MixinApplicatorException Unexpecteded IllegalArgumentException whilst applying the mixin class: [PreApply Phase -> lumenfix.compat.snowdrift.mixins.json:SkyRendererMixin from mod lumenfix]',
    ].join('\n'),
    rule: 'mixin-failure',
    says: ['written for', 'lumenfix.compat.snowdrift.mixins.json'],
    mods: ['lumenfix', 'snowdrift'],
    zh: '兼容代码',
  },
  {
    name: 'a tag written where one item id is expected (`#forge:…`), the error under a crash report header only',
    log: [
      '---- Minecraft Crash Report ----',
      '// Oops.',
      '',
      'Time: 2025/3/2 下午4:05',
      'Description: mouseClicked event handler',
      '',
      'net.minecraft.ResourceLocationException: Non [a-z0-9_.-] character in namespace of location: #forge:ingots',
    ].join('\n'),
    rule: 'invalid-resource-id',
    says: ['#forge:ingots', 'a tag written where one item or block id is expected', 'config folder'],
    zh: '标签',
  },
  {
    name: "an id with a space read by a mod's config loader names that mod as the reader",
    log: [
      'net.minecraft.ResourceLocationException: Non [a-z0-9/._-] character in path of location: shinyores:Gold Chunk',
      '\tat net.minecraft.resources.ResourceLocation.<init>(ResourceLocation.java:38) ~[client-1.20.1-20230612.114412-srg.jar%23200!/:?]',
      '\tat net.minecraft.resources.ResourceLocation.<init>(ResourceLocation.java:47) ~[client-1.20.1-20230612.114412-srg.jar%23200!/:?]',
      '\tat com.pebbleworks.shinyores.config.OreListConfig.read(OreListConfig.java:61) ~[shinyores-1.20.1-2.3.jar%23233!/:2.3]',
    ].join('\n'),
    rule: 'invalid-resource-id',
    says: ['shinyores:Gold Chunk', "'shinyores' was reading it"],
    mods: ['shinyores'],
    zh: '正在读取',
  },
  {
    name: "a mod's cached native whose DLL start-up fails, Japanese Windows text, no space after the colon",
    log: [
      'java.lang.UnsatisfiedLinkError:C:\\Users\\たろう\\AppData\\Roaming\\.minecraft\\config\\mirrorskin\\cache\\mirror-core-3.1.dll: ダイナミック リンク ライブラリ (DLL) 初期化ルーチンの実行に失敗しました。',
      '\tat java.base/jdk.internal.loader.NativeLibraries.load(Native Method)',
    ].join('\n'),
    rule: 'native-library-missing',
    says: ["The native library of 'mirrorskin' failed to start", 'mirror-core-3.1.dll', 'Visual C++'],
    mods: ['mirrorskin'],
    zh: '启动失败',
  },
  {
    name: "a game method missing under Not Enough Crashes' pseudo-frame, the caller in a package written as a name",
    log: [
      'Description: Unexpected error',
      '',
      "java.lang.NoSuchMethodError: 'void com.mojang.blaze3d.systems.RenderSystem.popMatrix()'",
      '\tat Not Enough Crashes deobfuscated stack trace.(1.17+build.11)',
      '\tat com.greywick.ChestPeek.render.PeekOverlay.draw(PeekOverlay.java:77)',
      '\tat net.minecraft.client.gui.hud.InGameHud.render(InGameHud:406)',
    ].join('\n'),
    rule: 'no-such-method',
    says: ["'chestpeek' was built for another Minecraft version"],
    zh: 'Minecraft',
  },
  {
    name: 'a Fabric module named after the library it works with fails at start, no cause printed',
    log: [
      '---- Minecraft Crash Report ----',
      'Description: Initializing game',
      '',
      "java.lang.RuntimeException: Could not execute entrypoint stage 'client' due to errors, provided by 'toolbelt_malilib_bridge' at 'dev.quillon.toolbelt.entry.malilib.ToolbeltClient'!",
      '\tat net.fabricmc.loader.impl.FabricLoaderImpl.lambda$invokeEntrypoints$2(FabricLoaderImpl.java:403)',
    ].join('\n'),
    rule: 'fabric-entrypoint',
    says: ['works with MaLiLib', 'do not fit together'],
    mods: ['toolbelt_malilib_bridge', 'malilib'],
    zh: '配合工作',
  },
];

async function analyze(log: string): Promise<CrashAnalysis> {
  return analyzeCrash({ text: log, name: 'pasted' });
}

describe('crash analysis of non-English pastes (issue 30, round 12B)', () => {
  for (const c of SHAPES) {
    it(`${c.name} → ${c.rule}`, async () => {
      assertTopPastedFinding(c, await analyze(c.log));
    });
  }

  it('names no second mod for a compat word the mod list lacks, nor for a generic package word of the target', async () => {
    const unlisted = await analyze(
      '[09:12:44] [main/ERROR]: Mixin apply for mod lumenfix failed lumenfix.compat.snowdrift.mixins.json:SkyMixin from mod lumenfix -> net.minecraft.class_761: org.spongepowered.asm.mixin.transformer.throwables.MixinApplicatorException boom',
    );
    assert.deepEqual(unlisted.findings[0]!.mods, ['lumenfix'], findingText(unlisted.findings[0]!));
    const generic = await analyze(
      '[09:12:44] [main/FATAL] [mixin/]: Mixin apply failed orbits.mixins.json:entity.WalkerMixin -> com.sample.walkers.entity.Walker: org.spongepowered.asm.mixin.injection.throwables.InvalidInjectionException Critical injection failure',
    );
    assert.ok(!generic.findings[0]!.mods.includes('entity'), findingText(generic.findings[0]!));
  });

  it('finds the DLL-initialization failure in its languages and reads a named package only before a part word', () => {
    assert.ok(dllInitFailedAt('x.dll: 动态链接库(DLL)初始化例程失败。') > 0);
    assert.ok(dllInitFailedAt('x.dll: Eine DLL-Initialisierungsroutine ist fehlgeschlagen') > 0);
    assert.ok(dllInitFailedAt('x.dll: A dynamic link library (DLL) initialization routine failed') > 0);
    assert.equal(dllInitFailedAt('x.dll: Access is denied'), -1);
    assert.equal(modOfUnknownClass('com.greywick.ChestPeek.render.PeekOverlay')?.id, 'chestpeek');
    // A name right after the author with no part word below it is a class, not a mod's package.
    assert.equal(modOfUnknownClass('com.greywick.ChestPeek')?.id === 'chestpeek', false);
  });

  it('renders the new texts in Chinese', async () => {
    const compat = localizeAnalysis(await analyze(SHAPES[0]!.log), 'zh-cn').findings[0]!;
    assert.ok(compat.title.includes('编写的 Mixin'), compat.title);
    const id = localizeAnalysis(await analyze(SHAPES[2]!.log), 'zh-cn').findings[0]!;
    assert.ok(id.advice.includes('config 文件夹'), id.advice);
    const native = localizeAnalysis(await analyze(SHAPES[4]!.log), 'zh-cn').findings[0]!;
    assert.ok(native.advice.includes('Visual C++'), native.advice);
  });
});
