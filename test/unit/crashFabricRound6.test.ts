import * as assert from 'node:assert/strict';
import { analyzeCrash } from '../../src/core/crash/crashAnalyzer';
import type { CrashAnalysis } from '../../src/core/crash/crashFinding';
import { localizeAnalysis } from '../../src/core/crash/crashMessages';
import { modOfUnknownClass } from '../../src/core/crash/missingClassOwner';
import { assertTopPastedFinding, findingText, type PastedCase } from './fixtures/pastedCrashCase';

/**
 * Fabric shapes missed on a sixth fresh set of real reports from public issue threads (issue 30), popular Fabric mods
 * (Litematica add-ons, Lithium, YACL through Mod Menu, Waystones): a member missing from another mod's class (no
 * well-known library) called by a third mod, both named from their packages (also a package under a host's
 * subdomain, `fi.dy.author.modid`); the same under a Fabric entrypoint, which only carried it; a mixin whose captured
 * local variables another mod changed (`Critical injection failure: LVT … has incompatible changes`); a mixin into a
 * mod's own class; and Mod Menu's error screen for a config screen that cannot open. Every fragment is written for
 * this test in the real formats, with made-up mod names.
 */
const SHAPES: PastedCase[] = [
  {
    name: "a method missing from another mod's class (host subdomain package), called by an add-on: both named",
    log: [
      '---- Minecraft Crash Report ----',
      'Description: Rendering screen',
      '',
      "java.lang.NoSuchMethodError: 'int fi.ab.kiwi.blueprint.schematic.PlanInfo.getFootprint()'",
      '\tat knot//org.mellow.planpeek.gui.PeekWidget.draw(PeekWidget.java:120)',
      '\tat knot//fi.ab.kiwi.blueprint.gui.PlanBrowser.handler$abc000$planpeek$drawPeek(PlanBrowser.java:400)',
      '\tat knot//net.minecraft.class_437.method_47413(class_437.java:113)',
    ].join('\n'),
    rule: 'no-such-method',
    says: ["'planpeek' was built for another version of 'blueprint'", 'getFootprint', "remove 'planpeek'"],
    mods: ['planpeek', 'blueprint'],
    zh: '的版本互不匹配',
  },
  {
    name: 'a method of another mod missing under a Fabric entrypoint: the mismatch of the two mods, not the entrypoint',
    log: [
      "java.lang.RuntimeException: Could not execute entrypoint stage 'main' due to errors, provided by 'signposts'!",
      "Caused by: java.lang.NoSuchMethodError: 'void com.someauthor.hamlets.world.VillageParts.addPiece(java.lang.String, int)'",
      '\tat net.example.signposts.compat.HamletsCompat.init(HamletsCompat.java:22)',
      '\tat net.example.signposts.Signposts.onInitialize(Signposts.java:40)',
      '\tat net.fabricmc.loader.impl.FabricLoaderImpl.invokeEntrypoints(FabricLoaderImpl.java:399)',
    ].join('\n'),
    rule: 'no-such-method',
    says: ["'signposts' was built for another version of 'hamlets'", 'addPiece'],
    mods: ['signposts', 'hamlets'],
    zh: '是为其他版本的',
  },
  {
    name: "a mixin's captured locals changed by another mod's patch (LVT incompatible changes): a clash, both named",
    log: [
      '[12:00:01] [main/ERROR]: Critical injection failure: LVT in net/minecraft/class_1234::method_5678(Lnet/minecraft/class_1937;)V has incompatible changes at opcode 42 in callback speedy.mixins.json:world.FurnaceMixin from mod speedy->@Inject::onTick(Lnet/minecraft/class_1937;Lorg/spongepowered/asm/mixin/injection/callback/CallbackInfo;I)V.',
      ' Expected: [I]',
      '    Found: [Lcom/otherdev/furnacetweaks/api/FuelCache;]',
      'Available: [Lcom/otherdev/furnacetweaks/api/FuelCache;, I, Lnet/minecraft/class_1799;]',
      '[12:00:01] [main/ERROR]: Minecraft has crashed!',
    ].join('\n'),
    rule: 'mixin-failure',
    says: ['local variables', 'com.otherdev.furnacetweaks.api', "Update 'speedy'"],
    mods: ['speedy', 'furnacetweaks'],
    zh: '局部变量',
  },
  {
    name: "a mixin into a mod's own class that fails, with no owner named: the mod patched, never blamed",
    log: [
      'Description: Ticking block entity',
      '',
      'java.lang.RuntimeException: Mixin transformation of net.quickmods.hoppers.common.StackCache failed',
      '\tat net.fabricmc.loader.impl.launch.knot.KnotClassDelegate.getPostMixinClassByteArray(KnotClassDelegate.java:427)',
      '\tat net.fabricmc.loader.impl.launch.knot.KnotClassDelegate.tryLoadClass(KnotClassDelegate.java:323)',
    ].join('\n'),
    rule: 'mixin-failure',
    says: ["A mixin into 'hoppers' failed", 'a mod that patches'],
    mods: [],
    zh: '的 Mixin 失败',
  },
  {
    name: "Mod Menu's error screen for a config screen that needs a YACL class: the mod and the library",
    log: [
      'when i click the config button it shows this:',
      "Failed to load config screen for 'brightsky'",
      "Report to 'brightsky', not Mod Menu",
      'java.lang.NoClassDefFoundError: dev/isxander/yacl3/api/OptionGroup',
    ].join('\n'),
    rule: 'modmenu-config-screen',
    says: ["config screen of 'brightsky'", 'did not crash', 'YetAnotherConfigLib'],
    mods: ['brightsky', 'yacl'],
    zh: 'Mod Menu 无法打开',
  },
  {
    name: "Mod Menu's older wording copied off the screen without the dots of the error's name",
    log: [
      "Unable to load the configuration screen for 'brightsky'",
      "Please report to 'brightsky' instead of Mod Menu",
      'Java. langNoClassDefFoundError: dev/isxander/yacl3/gui/YACLScreen',
    ].join('\n'),
    rule: 'modmenu-config-screen',
    says: ["config screen of 'brightsky'", 'NoClassDefFoundError: dev/isxander/yacl3/gui/YACLScreen'],
    mods: ['brightsky', 'yacl'],
    zh: '配置界面',
  },
  {
    name: "Fabric Loader's Simplified Chinese breaks sentence (a matching version installed): both mods, the range read",
    log: [
      '有不兼容的模组！ (Incompatible mods found!)',
      'net.fabricmc.loader.impl.FormattedException: Some of your mods are incompatible with the game or each other!',
      '更多信息：',
      "\t - 模组 'Quick Lights' (quicklights) 2.4.0 与 模组 'Glow Shaders' (glowshaders) 的 3.1.0 以下任意版本 不兼容，但已经安装了的版本是 3.0.2！",
      '\tat net.fabricmc.loader.impl.FormattedException.ofLocalized(FormattedException.java:51)',
    ].join('\n'),
    rule: 'fabric-incompatible',
    says: ['any version before 3.1.0', 'version 3.0.2 is installed'],
    mods: ['quicklights', 'glowshaders'],
    zh: '不兼容',
  },
];

async function analyze(log: string): Promise<CrashAnalysis> {
  return analyzeCrash({ text: log, name: 'pasted.txt' });
}

describe('crash analysis of Fabric shapes from a sixth real-report set (issue 30)', () => {
  for (const c of SHAPES) {
    it(`${c.name} → ${c.rule}`, async () => {
      assertTopPastedFinding(c, await analyze(c.log));
    });
  }

  it('keeps the entrypoint finding, ranked below the mismatch it only carried', async () => {
    const result = await analyze(SHAPES[1]!.log);
    const entry = result.findings.find((f) => f.rule === 'fabric-entrypoint');
    assert.ok(entry, result.findings.map((f) => f.rule).join(','));
    assert.ok(entry.confidence < result.findings[0]!.confidence);
  });

  it("still puts the entrypoint first when the missing member is the entrypoint mod's own", async () => {
    const result = await analyze(
      [
        "java.lang.RuntimeException: Could not execute entrypoint stage 'main' due to errors, provided by 'signposts'!",
        "Caused by: java.lang.NoSuchMethodError: 'void net.example.signposts.util.Paths.build(int)'",
        '\tat net.example.signposts.Signposts.onInitialize(Signposts.java:40)',
      ].join('\n'),
    );
    assert.equal(result.findings[0]!.rule, 'fabric-entrypoint');
  });

  it('names no owner mod that the mod list does not hold', async () => {
    const result = await analyze(
      [
        '[10:00:00] [main/INFO]: Loading Minecraft 1.21.1 with Fabric Loader 0.16.9',
        '[10:00:00] [main/INFO]: Loading 3 mods:',
        '\t- fabricloader 0.16.9',
        '\t- minecraft 1.21.1',
        '\t- planpeek 1.2.0',
        '[10:00:09] [Render thread/ERROR]: Unreported exception thrown!',
        "java.lang.NoSuchMethodError: 'int fi.ab.kiwi.blueprint.schematic.PlanInfo.getFootprint()'",
        '\tat knot//org.mellow.planpeek.gui.PeekWidget.draw(PeekWidget.java:120)',
      ].join('\n'),
    );
    const top = result.findings.find((f) => f.rule === 'no-such-method')!;
    assert.ok(!top.mods.includes('blueprint'), top.mods.join(','));
  });

  it('reads nothing into a config screen Mod Menu opened fine', async () => {
    const result = await analyze(
      [
        "[14:01:02] [Render thread/INFO]: Opening config screen for 'brightsky'",
        '[14:01:03] [Render thread/INFO]: Saved config brightsky.json',
      ].join('\n'),
    );
    assert.ok(!result.findings.some((f) => f.rule === 'modmenu-config-screen'));
  });

  it('names only the mod when no library class is under the config screen error', async () => {
    const result = await analyze(
      [
        "Failed to load config screen for 'brightsky'",
        "Report to 'brightsky', not Mod Menu",
        "java.lang.NoSuchMethodError: 'void net.minecraft.class_2960.<init>(java.lang.String)'",
      ].join('\n'),
    );
    const f = result.findings.find((x) => x.rule === 'modmenu-config-screen')!;
    assert.deepEqual(f.mods, ['brightsky']);
    const zh = localizeAnalysis(result, 'zh-cn').findings[result.findings.indexOf(f)]!;
    assert.ok(zh.advice.includes("'brightsky'"), zh.advice);
    assert.ok(findingText(f).includes('not Mod Menu'), findingText(f));
  });

  it('reads a package under a host subdomain to the mod id after the author, and no deeper', () => {
    assert.equal(modOfUnknownClass('uk.co.someone.tidyhud.render.Hud')?.id, 'tidyhud');
    assert.equal(modOfUnknownClass('fi.ab.kiwi.blueprint.schematic.PlanInfo')?.id, 'blueprint');
    // A two-letter author with a part word after the mod stays read as before.
    assert.equal(modOfUnknownClass('dev.xy.modname.client.Foo')?.id, 'modname');
  });
});
