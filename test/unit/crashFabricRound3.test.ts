import * as assert from 'node:assert/strict';
import { analyzeCrash } from '../../src/core/crash/crashAnalyzer';
import type { CrashAnalysis } from '../../src/core/crash/crashFinding';
import { modOfUnknownClass } from '../../src/core/crash/missingClassOwner';
import { libraryOfClass } from '../../src/core/crash/libraryMods';
import { assertTopPastedFinding, findingText, type PastedCase } from './fixtures/pastedCrashCase';

/**
 * Fabric and Quilt shapes missed on a third fresh set of real reports from public issue threads (issue 30): a mod
 * made for another Minecraft version whose loader requirement was ranked first, a Fabric API internal (`impl`) class
 * missing on Quilt read as "install Fabric API", an `AbstractMethodError` whose receiver class names the mod at fault
 * (and a MaLiLib package read as a mod `masa`), and Quilt Loader's interval and set ranges shown as `version version`.
 * Every fragment is written for this test in the real formats, with made-up mod names.
 */
const SHAPES: PastedCase[] = [
  {
    name: 'a library built for a newer Minecraft that also needs a newer loader: the Minecraft version comes first',
    log: [
      'Incompatible mod set!',
      'net.fabricmc.loader.impl.FormattedException: Mod resolution encountered an incompatible mod set!',
      'A potential solution has been determined:',
      "\t - Replace 'Minecraft' (minecraft) 1.20.1 with any version between 1.20.3- (inclusive) and 1.20.4- (exclusive).",
      "\t - Replace mod 'Fabric Loader' (fabricloader) 0.14.22 with version 0.14.23 or later.",
      'Unmet dependency listing:',
      "\t - Mod 'Handy Lib' (handylib) 2.3.0+1.20.3 requires version 0.14.23 or later of mod 'Fabric Loader' (fabricloader), but only the wrong version is present: 0.14.22!",
      "\t - Mod 'Handy Lib' (handylib) 2.3.0+1.20.3 requires any version between 1.20.3- (inclusive) and 1.20.4- (exclusive) of 'Minecraft' (minecraft), but only the wrong version is present: 1.20.1!",
      '\tat net.fabricmc.loader.impl.FormattedException.ofLocalized(FormattedException.java:51)',
    ].join('\n'),
    rule: 'fabric-wrong-minecraft',
    says: ['Handy Lib', '1.20.1'],
    mods: ['handylib'],
    zh: 'Minecraft',
  },
  {
    name: 'a Fabric API internal class missing under Quilt Loader, as an indented console paste',
    log: [
      '                at org.quiltmc.loader.impl.launch.knot.KnotClassDelegate.loadClass(KnotClassDelegate.java:176) ~[quilt-loader-0.26.1.jar:?]',
      '                ... 12 more',
      '        Caused by: java.lang.ClassNotFoundException: net.fabricmc.fabric.impl.event.lifecycle.LoadedChunksCache',
      '                at org.spongepowered.asm.mixin.transformer.MixinPreProcessorStandard.transformMemberReference(MixinPreProcessorStandard.java:786) ~[sponge-mixin-0.13.3+mixin.0.8.5.jar:0.13.3+mixin.0.8.5]',
    ].join('\n'),
    rule: 'no-class-def',
    says: ['internal class of Fabric API', 'Quilted Fabric API', 'not what is missing'],
    zh: '内部类',
  },
  {
    name: 'a Fabric API internal class missing on Fabric: no advice to install Fabric API',
    log: [
      '[12:01:44] [main/ERROR]: Minecraft has crashed!',
      'java.lang.NoClassDefFoundError: net/fabricmc/fabric/impl/client/rendering/WorldRenderContextImpl',
      '\tat net.fabricmc.loader.impl.launch.knot.Knot.launch(Knot.java:74)',
    ].join('\n'),
    rule: 'no-class-def',
    says: ['internal class of Fabric API', 'version it was made for'],
    zh: '内部实现',
  },
  {
    name: "an AbstractMethodError whose receiver class is a mod's: that mod, and the library whose interface changed",
    log: [
      "> java.lang.AbstractMethodError: Receiver class red.someone.shelfsort.compat.MapIcon does not define or inherit an implementation of the resolved method 'abstract void drawAt(int, int, float, net.minecraft.class_332)' of interface fi.dy.masa.malilib.gui.interfaces.IGuiIcon.",
      '    at knot//fi.dy.masa.malilib.gui.widgets.WidgetInfoIcon.render(WidgetInfoIcon.java:24)',
      '    at knot//net.minecraft.class_437.method_47413(class_437.java:116)',
    ].join('\n'),
    rule: 'no-such-method',
    says: ['red.someone.shelfsort.compat.MapIcon', 'IGuiIcon'],
    mods: ['shelfsort', 'malilib'],
    zh: '另一个版本',
  },
  {
    name: "Quilt Loader's set range of a missing dependency reads once as a version range",
    log: [
      '---- Quilt Loader: Failed to load ----',
      'Quilt Loader Version: 0.26.0',
      '',
      '-- Error 1 --',
      '',
      'Prism Shades requires version { [0.4.1, 0.4.1] U [0.4.2, 0.4.2] } of cubefast, which is missing!',
      '',
      '- <mods>/prismshades-1.2.0.jar',
    ].join('\n'),
    rule: 'fabric-missing-dependency',
    says: ["requires 'cubefast' version { [0.4.1, 0.4.1] U [0.4.2, 0.4.2] }, which is missing"],
    mods: ['cubefast'],
    zh: 'cubefast',
  },
  {
    name: "a development jar's access widener, quoted in an issue",
    log: [
      '> Uncaught exception in thread "main"',
      '> java.lang.RuntimeException: Failed to read accessWidener file from mod glimmerlamps',
      '> \tat net.fabricmc.loader.impl.FabricLoaderImpl.loadAccessWideners(FabricLoaderImpl.java:530)',
      '> Caused by: net.fabricmc.loader.impl.lib.accesswidener.AccessWidenerFormatException: line 1: Namespace (named) does not match current runtime namespace (intermediary)',
      '> \tat net.fabricmc.loader.impl.lib.accesswidener.AccessWidenerReader.error(AccessWidenerReader.java:285)',
    ].join('\n'),
    rule: 'fabric-access-widener',
    says: ['development build', '-dev.jar', 'release jar'],
    mods: ['glimmerlamps'],
    zh: '开发版',
  },
  {
    name: 'an access widener that is not one at all: a broken jar',
    log: [
      'java.lang.RuntimeException: Failed to read accessWidener file from mod tidytabs',
      '\tat net.fabricmc.loader.impl.FabricLoaderImpl.loadAccessWideners(FabricLoaderImpl.java:534)',
      "Caused by: net.fabricmc.loader.impl.lib.accesswidener.AccessWidenerFormatException: line 1: Invalid access widener file header. Expected: 'accessWidener <version> <namespace>'",
    ].join('\n'),
    rule: 'fabric-access-widener',
    says: ["tidytabs's jar is broken", 'Invalid access widener file header', 'Download tidytabs again'],
    mods: ['tidytabs'],
    zh: '损坏',
  },
  {
    name: 'the Kotlin runtime missing in a fragment that speaks of Fabric: Fabric Language Kotlin, not an internal class',
    log: [
      'my mod runs in the dev environment but on the launcher with fabric loader i get:',
      '`Caused by: java.lang.ClassNotFoundException: kotlin.jvm.internal.Intrinsics`',
    ].join('\n'),
    rule: 'no-class-def',
    says: ['Fabric Language Kotlin', 'kotlin.jvm.internal.Intrinsics belongs'],
    zh: 'Fabric Language Kotlin',
  },
  {
    name: "Fabric Loader's error window copied with its HTML line breaks inside the sentence",
    log: [
      'Unmet dependency listing:',
      "<html>Mod 'Fancy Glass' (fancyglass) 2.1.0 is incompatible with any version of mod 'Crystal Render' (crystalrender), but a<br>matching version is present: 3.4.0!</html>",
    ].join('\n'),
    rule: 'fabric-incompatible',
    says: ['Fancy Glass', 'Crystal Render', '3.4.0'],
    mods: ['fancyglass', 'crystalrender'],
    zh: 'Crystal Render',
  },
  {
    name: 'a mixin whose target was loaded too early, its header and sentence wrapped over two lines: no mod blamed',
    log: [
      '[09:12:40] [main/ERROR]: Mixin prepare for mod glowpaths failed preparing client.TextMixin in glowpaths.mixins.json: org.spongepowered.asm.mixin.transformer.throwables.MixinTargetAlreadyLoadedException ',
      'Critical problem: glowpaths.mixins.json:client.TextMixin from mod glowpaths target net.minecraft.class_2561 was loaded too early. ',
      'at org.spongepowered.asm.mixin.transformer.MixinInfo.readDeclaredTargets(MixinInfo.java:947) ',
    ].join('\n'),
    rule: 'mixin-failure',
    says: ['net.minecraft.class_2561 was loaded before mixins', 'glowpaths is not what broke it', 'Update Fabric API'],
    zh: '过早加载',
  },
  {
    name: 'the same as a bare Caused by line of a Quilt paste, its mixin config naming the mod',
    log: [
      'Caused by: org.spongepowered.asm.mixin.transformer.throwables.MixinTargetAlreadyLoadedException: Critical problem: mixins.tinyhats.json:HatMixin target net.minecraft.class_1309 was loaded too early.',
      '\tat org.spongepowered.asm.mixin.transformer.MixinInfo.readDeclaredTargets(MixinInfo.java:947) ~[sponge-mixin-0.15.2+mixin.0.8.7.jar:?]',
    ].join('\n'),
    rule: 'mixin-failure',
    says: ['mixins.tinyhats.json', 'net.minecraft.class_1309', 'another mod'],
    zh: '另一个模组',
  },
];

async function analyze(log: string): Promise<CrashAnalysis> {
  return analyzeCrash({ text: log, name: 'pasted.txt' });
}

describe('crash analysis of Fabric and Quilt shapes from a third real-report set (issue 30)', () => {
  for (const c of SHAPES) {
    it(`${c.name} → ${c.rule}`, async () => {
      assertTopPastedFinding(c, await analyze(c.log));
    });
  }

  it('blames no mod for a mixin target another mod loaded too early', async () => {
    const result = await analyze(SHAPES.at(-2)!.log);
    assert.deepEqual(
      result.findings.map((f) => [f.rule, f.mods.join(',')]),
      [['mixin-failure', '']],
    );
  });

  it('keeps the loader requirement of a wrong-Minecraft mod, ranked below it', async () => {
    const result = await analyze(SHAPES[0]!.log);
    const loader = result.findings.find((f) => f.rule === 'fabric-wrong-dependency-version');
    assert.ok(loader, 'the loader requirement is still reported');
    assert.ok(loader.confidence < result.findings[0]!.confidence);
  });

  it('still says "install Fabric API" for a missing class of its public API', async () => {
    const result = await analyze(
      [
        '[12:01:44] [main/ERROR]: Minecraft has crashed!',
        'java.lang.NoClassDefFoundError: net/fabricmc/fabric/api/event/lifecycle/v1/ServerTickEvents',
        '\tat net.fabricmc.loader.impl.launch.knot.Knot.launch(Knot.java:74)',
      ].join('\n'),
    );
    const top = result.findings[0]!;
    assert.equal(top.rule, 'no-class-def');
    assert.ok(findingText(top).includes('Install or update Fabric API'), findingText(top));
  });

  it('reads a mod id after a domain such as .red and MaLiLib as a library, not a mod named masa', () => {
    assert.equal(modOfUnknownClass('red.someone.shelfsort.compat.MapIcon')?.id, 'shelfsort');
    assert.equal(libraryOfClass('fi.dy.masa.malilib.gui.GuiBase')?.ids[0], 'malilib');
    assert.equal(modOfUnknownClass('fi.dy.masa.malilib.gui.GuiBase'), null);
    // `domain.modid.<part>.…`: the segment before a part name is the mod; an author's `mods` segment is not a part.
    assert.equal(modOfUnknownClass('net.someshards.entity.projectile.ShardEntity')?.id, 'someshards');
    assert.equal(modOfUnknownClass('me.someone.mods.coolmod.render.Thing')?.id, 'coolmod');
  });
});
