import * as assert from 'node:assert/strict';
import { analyzeCrash } from '../../src/core/crash/crashAnalyzer';
import type { CrashAnalysis } from '../../src/core/crash/crashFinding';
import { localizeAnalysis } from '../../src/core/crash/crashMessages';
import { assertTopPastedFinding, findingText, type PastedCase } from './fixtures/pastedCrashCase';

/**
 * Shapes missed on a fresh set of real pastes from building, decoration and world-generation mods and their libraries
 * (issue 30, round 12A, 1.15 to 1.21): a mixin config asking for a newer Java level than the one running; FML's
 * dependency screen joined onto one log line (`… or above Currently, x is …`); a feature-order cycle's listing pasted
 * without its sentence; a class of one mod missing under another mod's frame; an exception asking for MixinBootstrap
 * named only by its frame; OptiFine's own code calling the crashing mod; a mod name read with the exception that
 * carried it; a hosting panel's status line under the mod's failure. Every fragment is written for this test in the
 * real formats, with made-up mods and classes.
 */
const SHAPES: PastedCase[] = [
  {
    name: "a mixin config asking for JAVA_21 on Java 17 (`Error creating Mixin config x for mod y`, Fabric's Knot)",
    log: [
      'Uncaught exception in thread "main"',
      'java.lang.RuntimeException: Error creating Mixin config mossyvale.mixins.json for mod mossy_vale',
      '\tat net.fabricmc.loader.impl.launch.FabricMixinBootstrap.init(FabricMixinBootstrap.java:96)',
      '\tat net.fabricmc.loader.impl.launch.knot.Knot.init(Knot.java:151)',
      'Caused by: org.spongepowered.asm.launch.MixinInitialisationError: Error initialising mixin config mossyvale.mixins.json',
      '\tat org.spongepowered.asm.mixin.transformer.Config.create(Config.java:153)',
      '\t... 3 more',
      'Caused by: java.lang.IllegalArgumentException: The requested compatibility level JAVA_21 could not be set. Level is not supported by the active JRE or ASM version (Java 17.0, ASM 9.6 (ASM10_EXPERIMENTAL))',
      '\tat org.spongepowered.asm.mixin.transformer.MixinConfig.onLoad(MixinConfig.java:780)',
    ].join('\n'),
    rule: 'java-11-needed',
    says: ['Needs Java 21', "The mixin config of 'mossy_vale' asks for Java 21", 'ran on Java 17'],
    mods: ['mossy_vale'],
    zh: 'JAVA_21',
  },
  {
    name: "FML's dependency screen joined onto its pre-loading line (`… 2.0.0.40 or above Currently, x is 1.19-2.0.0.40`)",
    log: [
      '> [13:06:43] [Render thread/FATAL] [ne.mi.fm.ModLoader/CORE]: Error during pre-loading phase net.minecraftforge.fml.ModLoadingException: Mod §ebramblewood§r requires §6biomeweave§r §o2.0.0.40 or above§r §7Currently, §6biomeweave§r§7 is §o1.19-2.0.0.40',
    ].join('\n'),
    rule: 'forge-missing-dependency',
    says: ["'biomeweave' 2.0.0.40 or above", 'version 1.19-2.0.0.40 is installed'],
    mods: ['bramblewood', 'biomeweave'],
    zh: '1.19-2.0.0.40',
  },
  {
    name: "a feature-order cycle's listing pasted without its sentence (`At step 9` / `must be before … (defined in …)`)",
    log: [
      'Order:',
      'At step 9',
      "Feature 'minecraft:trees_plains'",
      "  must be before 'minecraft:flower_plain' (defined in 'minecraft:plains' at index 1, 2 and 9 others)",
      "  must be before 'minecraft:patch_grass_forest' (defined in 'fernland:mossy_glade' at index 2, 3 and 14 others)",
      "  must be before 'minecraft:trees_plains' (defined in 'duskgrove:hollow_wood' at index 1, 2)",
    ].join('\n'),
    rule: 'feature-order-cycle',
    says: ['fernland:mossy_glade', 'duskgrove:hollow_wood', '(fernland, duskgrove) clash'],
    mods: ['fernland', 'duskgrove'],
    zh: 'duskgrove',
  },
  {
    name: "a class of one mod missing under another mod's frame (a crash report's `-- MOD x --` section)",
    log: [
      '-- MOD cosy_nooks --',
      'Details:',
      '\tCaused by 0: java.lang.NoClassDefFoundError: com/quillforge/kinetic/content/behaviour/SeatInteraction',
      '\t\tat dev.pinecone.cosy_nooks.compat.KineticCompat.init(KineticCompat.java:12) ~[cosy_nooks-forge-1.20.1-2.0.3.jar%23281!/:?] {re:classloading}',
      '\t\tat dev.pinecone.cosy_nooks.CosyNooks.<init>(CosyNooks.java:30) ~[cosy_nooks-forge-1.20.1-2.0.3.jar%23281!/:?] {re:classloading}',
    ].join('\n'),
    rule: 'no-class-def',
    says: ["'cosy_nooks' uses a class of 'kinetic'", 'built for another version of', "update 'cosy_nooks'"],
    mods: ['kinetic', 'cosy_nooks'],
    zh: '版本',
  },
  {
    name: 'an exception asking for MixinBootstrap, named only by the frame that threw it (a French-dated debug.log)',
    log: [
      '[16févr.2020 11:07:24.070] [Server thread/ERROR] [net.minecraft.server.MinecraftServer/]: Encountered an unexpected exception',
      'java.lang.IllegalStateException: Mixin is NOT loaded. Install MixinBootstrap. https://example.invalid/mixinbootstrap',
      '\tat com.lanternfox.warpgates.ModMain.checkMixinState(ModMain.java:70) ~[?:0.4]',
      '\tat com.lanternfox.warpgates.ModMainForge.onServerTick(ModMainForge.java:105) ~[?:0.4]',
      '\tat net.minecraftforge.eventbus.EventBus.post(EventBus.java:258) ~[eventbus-2.0.0-milestone.1-service.jar:?]',
    ].join('\n'),
    rule: 'mixinbootstrap-missing',
    says: ["Mod 'warpgates' needs Mixin", 'Install MixinBootstrap'],
    mods: ['warpgates'],
    zh: 'MixinBootstrap',
  },
  {
    name: "OptiFine's own code calling the crashing mod (`net.optifine.util.BlockUtils` right below the mod's frames)",
    log: [
      'java.lang.NullPointerException: Tesselating block model',
      '\tat dev.carvewright.shapedblocks.block.IShapedBlock.isFaceHidden(IShapedBlock.java:161) ~[shapedblocks:2.5] {re:classloading}',
      '\tat dev.carvewright.shapedblocks.block.ShapedBlock.func_200122_a(ShapedBlock.java:80) ~[shapedblocks:2.5] {re:classloading}',
      '\tat net.minecraft.block.AbstractBlock$AbstractBlockState.func_200017_a(AbstractBlock.java:529) ~[?:?] {re:classloading}',
      '\tat net.optifine.util.BlockUtils.shouldSideBeRendered(BlockUtils.java:57) ~[?:?] {re:classloading}',
      '\tat net.minecraft.client.renderer.BlockModelRenderer.renderModelFlat(BlockModelRenderer.java:185) ~[?:?] {xf:OptiFine:default}',
    ].join('\n'),
    rule: 'stack-culprit',
    says: ['Crash in shapedblocks', 'remove OptiFine'],
    mods: ['shapedblocks', 'optifine'],
    zh: 'OptiFine',
  },
  {
    name: 'a mod name read with the exception that carried it (`Suppressed: …ModLoadingException: Name (id) encountered …`)',
    log: [
      '```',
      'Suppressed: net.minecraftforge.fml.ModLoadingException: Gilded Nooks (gilded_nooks) encountered an error during the common_setup event phase',
      '   java.lang.RuntimeException:',
      '      java.lang.NoSuchFieldError: tooltipHandler',
      '```',
    ].join('\n'),
    rule: 'forge-mod-crash',
    says: ["Mod 'Gilded Nooks' (gilded_nooks) failed while loading"],
    mods: ['gilded_nooks'],
    zh: 'gilded_nooks',
  },
];

async function analyze(log: string): Promise<CrashAnalysis> {
  return analyzeCrash({ text: log, name: 'pasted' });
}

describe('crash analysis of building, decoration and world-generation mods shapes (issue 30, round 12A)', () => {
  for (const c of SHAPES) {
    it(`${c.name} → ${c.rule}`, async () => {
      assertTopPastedFinding(c, await analyze(c.log));
    });
  }

  it('keeps the Java 11 reading for a level-11 line without the Java it ran on', async () => {
    const result = await analyze(
      'Caused by: java.lang.IllegalArgumentException: The requested compatibility level JAVA_11 could not be set. Level is not supported by the active JRE or ASM version',
    );
    const top = result.findings[0]!;
    assert.equal(top.rule, 'java-11-needed');
    assert.ok(top.detail.includes('Java 11 or newer'), top.detail);
  });

  it('names no OptiFine when its frame is not right under the mod (a Reflector frame only forwards calls)', async () => {
    const result = await analyze(
      [
        'java.lang.NullPointerException: Rendering screen',
        '\tat dev.carvewright.shapedblocks.client.ShapedScreen.render(ShapedScreen.java:44) ~[shapedblocks:2.5] {re:classloading}',
        '\tat net.optifine.reflect.Reflector.callVoid(Reflector.java:652) ~[?:?] {re:classloading}',
        '\tat net.minecraft.client.renderer.GameRenderer.func_195458_a(GameRenderer.java:802) ~[?:?] {xf:OptiFine:default}',
      ].join('\n'),
    );
    const top = result.findings[0]!;
    assert.equal(top.rule, 'stack-culprit');
    assert.deepEqual(top.mods, ['shapedblocks']);
  });

  it("does not take a hosting panel's status line for the mod's failure message", async () => {
    const result = await analyze(
      [
        '02.01 14:47:41 [Server] INFO -- MOD lanternkeep --',
        '02.01 14:47:41 [Server] INFO Details:',
        '02.01 14:47:41 [Server] INFO Mod File: lanternkeep-1.4.jar',
        '02.01 14:47:41 [Server] INFO Failure message: Lantern Keep (lanternkeep) has failed to load correctly',
        '02.01 14:47:41 [Multicraft] Server shut down (starting)',
        '02.01 14:47:41 [Multicraft] Server stopped',
      ].join('\n'),
    );
    const top = result.findings[0]!;
    assert.equal(top.rule, 'forge-mod-crash');
    assert.ok(!findingText(top).includes('Server shut down'), findingText(top));
    assert.ok(top.mods.includes('lanternkeep'));
  });

  it('renders the new texts in Chinese', async () => {
    const level = localizeAnalysis(await analyze(SHAPES[0]!.log), 'zh-cn').findings[0]!;
    assert.ok(level.detail.includes('兼容级别'), level.detail);
    const caller = localizeAnalysis(await analyze(SHAPES[3]!.log), 'zh-cn').findings[0]!;
    assert.ok(caller.title.includes('不存在的类'), caller.title);
    assert.ok(caller.advice.includes("'cosy_nooks'"), caller.advice);
    const optifine = localizeAnalysis(await analyze(SHAPES[5]!.log), 'zh-cn').findings[0]!;
    assert.ok(optifine.advice.includes('移除 OptiFine'), optifine.advice);
  });
});
