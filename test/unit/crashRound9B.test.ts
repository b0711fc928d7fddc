import * as assert from 'node:assert/strict';
import { analyzeCrash } from '../../src/core/crash/crashAnalyzer';
import type { CrashAnalysis } from '../../src/core/crash/crashFinding';
import { localizeAnalysis } from '../../src/core/crash/crashMessages';
import { assertTopPastedFinding, findingText, type PastedCase } from './fixtures/pastedCrashCase';

/**
 * Shapes missed on a fresh set of real pastes from the trackers of Fabric and Quilt 1.19–1.21 mods (issue 30, round 9,
 * set B): a mixin conflict written by Mixin 0.8.4 and older, whose `from mod x` follows the handler (`a.mixins.json:M->
 * @Redirect::h(…)Z from mod a`), inside a launcher's log4j XML console; Mixin's own `x.mixins.json:M from mod x:
 * <message>` line above a bare `InvalidMixinException` with the same message; a Quilt Loader report whose mod needs a
 * newer Fabric API than Quilted Fabric API provides; and an `AbstractMethodError` whose receiver class belongs to one
 * mod and whose interface to a library. Every fragment is written for this test in the real formats, with made-up
 * mods, classes and versions.
 */
const SHAPES: PastedCase[] = [
  {
    name: "a conflict in Mixin 0.8.4's words names the mod of 'from mod' after the handler, not a word of the config",
    log: [
      'console.ts:88   <log4j:Event logger="FabricLoader/Mixin" timestamp="1650000000000" level="WARN" thread="main">',
      '    <log4j:Message><![CDATA[@Redirect conflict. Skipping swiftcraft.mixins.json:PlayerTickMixin->@Redirect::swiftIsSneaking(Lnet/minecraft/class_746;)Z from mod swiftcraft with priority 1000, already redirected by lantern-of-dusk.mixins.json:PlayerGlowMixin->@Redirect::dimWhileSneaking(Lnet/minecraft/class_746;)Z from mod lanternofdusk with priority 1000]]></log4j:Message>',
      '  </log4j:Event>',
      'console.ts:88   <log4j:Event logger="FabricLoader" timestamp="1650000000002" level="ERROR" thread="main">',
      '    <log4j:Message><![CDATA[Minecraft has crashed!]]></log4j:Message>',
      '    <log4j:Throwable><![CDATA[net.fabricmc.loader.impl.FormattedException: java.lang.RuntimeException: Mixin transformation of net.minecraft.class_746 failed',
      '\tat net.fabricmc.loader.impl.game.minecraft.MinecraftGameProvider.launch(MinecraftGameProvider.java:418)',
      'Caused by: java.lang.RuntimeException: Mixin transformation of net.minecraft.class_746 failed',
    ].join('\n'),
    rule: 'mixin-failure',
    says: ["'swiftcraft'", "'lanternofdusk'", 'lantern-of-dusk.mixins.json'],
    mods: ['swiftcraft', 'lanternofdusk'],
    zh: 'lanternofdusk',
  },
  {
    name: "Mixin's 'x.mixins.json:M from mod x: <message>' line above a bare InvalidMixinException names the mod",
    log: [
      '```',
      '[09:12:40]` [main/ERROR]:',
      '[09:12:40] [main/ERROR]:',
      "peekaboo.mixins.json:HandledScreenMixin from mod peekaboo: Super class 'net.minecraft.class_465' of HandledScreenMixin was not found in the hierarchy of target class 'net/minecraft/class_490'",
      "org.spongepowered.asm.mixin.transformer.throwables.InvalidMixinException: Super class 'net.minecraft.class_465' of HandledScreenMixin was not found in the hierarchy of target class 'net/minecraft/class_490'",
      'at org.spongepowered.asm.mixin.transformer.MixinInfo$SubType$Standard.validate(MixinInfo.java:593) ~[sponge-mixin-0.15.4+mixin.0.8.7.jar:0.15.4+mixin.0.8.7]',
      'at org.spongepowered.asm.mixin.transformer.MixinConfig.postInitialise(MixinConfig.java:884) [s',
    ].join('\n'),
    rule: 'mixin-failure',
    says: ["'peekaboo'", 'peekaboo.mixins.json', 'net/minecraft/class_490', 'Minecraft or loader version'],
    mods: ['peekaboo'],
    zh: 'peekaboo',
  },
  {
    name: 'a Quilt Loader report whose mod needs a newer fabric-api asks for Quilted Fabric API, not Fabric API',
    log: [
      '---- Quilt Loader: Failed to load ----',
      'Date/Time: 2024/03/02 10:11:12.1314',
      'Quilt Loader Version: 0.26.0',
      '',
      '-- Error 1 --',
      '',
      'Brass Lamps requires version [0.95.4+1.20.1, ?) of fabric-api, which is missing!',
      '',
      '- <mods>/brass_lamps-1.3_fabric+1.20.1.jar',
      '',
      '-- Plugin State --',
      '',
      'Loaded Plugins (2):',
      " - 'quilt_loader' (Builtin)",
      " - 'quilted_fabric_loader' (Builtin)",
    ].join('\n'),
    rule: 'fabric-api-missing',
    says: ['Quilted Fabric API', 'fabric-api [0.95.4+1.20.1, ?)', 'Brass Lamps', 'Fabric Loader'],
    mods: ['Brass Lamps'],
    zh: 'Quilted Fabric API',
  },
  {
    name: 'a Quilt mod that needs a newer Fabric API module than Quilted Fabric API has asks to update QFAPI',
    log: [
      '[10:00:01] [main/INFO]: Loading Minecraft 1.20.1 with Quilt Loader 0.21.0',
      '[10:00:02] [main/ERROR]: Glowpane requires version [3.2.0, ∞) of fabric-renderer-api-v1, but only a different version is present: 3.1.2!',
    ].join('\n'),
    rule: 'fabric-wrong-dependency-version',
    says: ['Quilted Fabric API', 'fabric-renderer-api-v1', 'provides 3.1.2'],
    mods: ['Glowpane'],
    zh: '3.1.2',
  },
  {
    name: 'a break of the versions before a bound that the installed one falls under asks to update that mod',
    log: [
      'Incompatible mods found!',
      'net.fabricmc.loader.impl.FormattedException: Some of your mods are incompatible with the game or each other!',
      'More details:',
      "\t - Mod 'Lumen Shaders' (lumen) 2.0.1+mc1.21.1 is incompatible with any version before 1.4.0 of mod 'Glowpane' (glowpane), but a matching version is present: 1.4.0-beta.2+mc1.21.1!",
    ].join('\n'),
    rule: 'fabric-incompatible',
    says: ["Update 'Glowpane' (glowpane) to 1.4.0 or newer", 'refuses the versions before it'],
    mods: ['lumen', 'glowpane'],
    zh: '更新到 1.4.0 或更新的版本',
  },
  {
    name: "a break of 'version X or earlier' asks to update the other mod past X",
    log: "> \t - Mod 'Far Vistas' (farvistas) 3.0.0 is incompatible with version 2.2.0 or earlier of mod 'Glowpane' (glowpane), but a matching version is present: 2.1.9+mc1.21!",
    rule: 'fabric-incompatible',
    says: ["Update 'Glowpane' (glowpane) to a version after 2.2.0", 'refuses 2.2.0 and older'],
    mods: ['farvistas', 'glowpane'],
    zh: '2.2.0 之后的版本',
  },
  {
    name: "an AbstractMethodError whose receiver is one mod's class and whose interface a library's names the mod",
    log: [
      'The game crashed whilst rendering screen',
      "Error: java.lang.AbstractMethodError: Receiver class com.someone.shelfpeek.compat.masa.PeekIcon does not define or inherit an implementation of the resolved method 'abstract void renderAt(int, int, float, boolean, boolean, net.minecraft.class_332)' of interface fi.dy.masa.malilib.gui.interfaces.IGuiIcon.",
      '\tat knot//fi.dy.masa.malilib.gui.widgets.WidgetInfoIcon.render(WidgetInfoIcon.java:24)',
    ].join('\n'),
    rule: 'no-such-method',
    says: ["'shelfpeek' was built for another version of MaLiLib", 'renderAt', "Update 'shelfpeek'"],
    mods: ['shelfpeek', 'malilib'],
    zh: 'shelfpeek',
  },
];

async function analyze(log: string): Promise<CrashAnalysis> {
  return analyzeCrash({ text: log, name: 'pasted' });
}

describe('crash analysis of Fabric and Quilt 1.19–1.21 shapes from real reports (issue 30, round 9, set B)', () => {
  for (const c of SHAPES) {
    it(`${c.name} → ${c.rule}`, async () => {
      assertTopPastedFinding(c, await analyze(c.log));
    });
  }

  it('a break of every version of a mod still asks to remove one of the two', async () => {
    const result = await analyze(
      "\t - Mod 'Lumen Shaders' (lumen) 2.0.1 is incompatible with any version of mod 'Glowpane' (glowpane), but a matching version is present: 1.4.0!",
    );
    assert.ok(findingText(result.findings[0]!).includes('Remove one of'), findingText(result.findings[0]!));
  });

  it("a conflict warning alone in Mixin 0.8.4's words names both mods by their 'from mod' ids", async () => {
    const result = await analyze(
      '[12:00:00] [main/WARN]: @Redirect conflict. Skipping swiftcraft.mixins.json:PlayerTickMixin->@Redirect::swiftIsSneaking(Lnet/minecraft/class_746;)Z from mod swiftcraft with priority 1000, already redirected by lantern-of-dusk.mixins.json:PlayerGlowMixin->@Redirect::dimWhileSneaking(Lnet/minecraft/class_746;)Z from mod lanternofdusk with priority 1000',
    );
    const hit = result.findings.find((f) => f.rule === 'mixin-conflict')!;
    assert.deepEqual(hit.mods, ['swiftcraft', 'lanternofdusk']);
    assert.ok(!findingText(hit).includes("'lantern'"), findingText(hit));
  });

  it('a bare InvalidMixinException under a config line with another message is not given that mod', async () => {
    const result = await analyze(
      [
        "peekaboo.mixins.json:HandledScreenMixin from mod peekaboo: Super class 'net.minecraft.class_465' was not found",
        'org.spongepowered.asm.mixin.transformer.throwables.InvalidMixinException: @Shadow field field_2776 was not located in the target class net.minecraft.class_465',
      ].join('\n'),
    );
    assert.ok(
      !result.findings.some((f) => f.mods.includes('peekaboo')),
      result.findings.map((f) => f.title).join(' | '),
    );
  });

  it('on Fabric Loader a missing fabric-api still asks to install Fabric API', async () => {
    const result = await analyze(
      [
        '[10:00:01] [main/INFO]: Loading Minecraft 1.20.1 with Fabric Loader 0.15.7',
        "\t - Mod 'Brass Lamps' (brass_lamps) 1.3 requires version 0.95.4+1.20.1 or later of fabric-api, which is missing!",
      ].join('\n'),
    );
    const top = result.findings[0]!;
    assert.equal(top.rule, 'fabric-api-missing');
    assert.ok(!findingText(top).includes('Quilted'), findingText(top));
  });

  it('the Quilted Fabric API advice is in Chinese too', async () => {
    const result = await analyze(SHAPES[2]!.log);
    const zh = localizeAnalysis(result, 'zh-cn').findings[0]!;
    assert.ok(findingText(zh).includes('在 Quilt 上'), findingText(zh));
  });

  it("an AbstractMethodError whose receiver and interface are one mod's stays a generic version mismatch", async () => {
    const result = await analyze(
      "java.lang.AbstractMethodError: Receiver class com.someone.shelfpeek.gui.PeekIcon does not define or inherit an implementation of the resolved method 'abstract void draw(int)' of interface com.someone.shelfpeek.api.Icon.",
    );
    const top = result.findings[0]!;
    assert.equal(top.rule, 'no-such-method');
    assert.ok(!findingText(top).includes("'shelfpeek' was built for another version"), findingText(top));
  });

  it('with a mod list that does not list the receiver, the AbstractMethodError names no mod as built for another', async () => {
    const result = await analyze(
      [
        "java.lang.AbstractMethodError: Receiver class com.someone.shelfpeek.compat.PeekIcon does not define or inherit an implementation of the resolved method 'abstract void renderAt(int)' of interface fi.dy.masa.malilib.gui.interfaces.IGuiIcon.",
        '[10:00:01] [main/INFO]: Loading 3 mods:',
        '\t- fabricloader 0.15.7',
        '\t- malilib 0.18.1',
        '\t- minecraft 1.20.1',
      ].join('\n'),
    );
    assert.ok(!result.findings.some((f) => findingText(f).includes("'shelfpeek' was built")));
  });
});
