import * as assert from 'node:assert/strict';
import { analyzeCrash } from '../../src/core/crash/crashAnalyzer';
import type { CrashAnalysis } from '../../src/core/crash/crashFinding';
import { localizeAnalysis } from '../../src/core/crash/crashMessages';
import { modOfUnknownClass } from '../../src/core/crash/missingClassOwner';
import { assertTopPastedFinding, findingText, type PastedCase } from './fixtures/pastedCrashCase';

/**
 * Shapes missed on a fresh set of real pastes from Forge and NeoForge modpack and content-mod trackers (issue 30,
 * round 9A): a linkage error whose caller is a mixin merged into the owner's own method, or only Forge's phase line
 * above it; a class of a library whose author's name starts upper-case; a mixin into Sodium's package on Forge (its
 * ports, not Sodium) whose target is only in a `Caused by:` further down or cut at the line's end; Mixin's
 * ClassMetadataNotFoundException; several of one mod's mixins missing their targets in a library; an installed but too
 * old optional dependency; Forge's early window timing out. Every fragment is written for this test in the real
 * formats, with made-up mods and classes.
 */
const SHAPES: PastedCase[] = [
  {
    name: "a missing field of a library read in the library's own method that another mod's mixin changed names that mod",
    log: [
      "java.lang.NoSuchFieldError: Class top.theillusivec4.curios.common.slot.SlotRegistry does not have member field 'top.theillusivec4.curios.common.slot.SlotRegistry REGISTRY'",
      '\tat top.theillusivec4.curios.common.event.DropHandler.onDeath(DropHandler.java:211) ~[curios-forge-5.9.1+1.20.1.jar%23301!/:5.9.1+1.20.1] {re:mixin,re:classloading,pl:mixin:APP:keepbelts.mixins.json:DropHandlerMixin,pl:mixin:A}',
      '\tat net.minecraftforge.common.util.LazyOptional.ifPresent(LazyOptional.java:137) ~[forge-1.20.1-47.2.0-universal.jar%23402!/:?] {re:mixin,re:classloading}',
    ].join('\n'),
    rule: 'no-such-method',
    says: ["'keepbelts' was built for another version of Curios API", 'REGISTRY'],
    mods: ['keepbelts', 'curios'],
    zh: '构建的',
  },
  {
    name: "a missing method under Forge's phase line with no stack names the phase's mod and the method's mod",
    log: [
      'Arcane Tomes (arcanetomes) encountered an error during the common_setup event phase',
      "  java.lang.NoSuchMethodError: 'shadows.gemsmith.loot.GemCategory shadows.gemsmith.loot.GemCategory.register(java.lang.String, java.util.function.Predicate)'",
    ].join('\n'),
    rule: 'forge-mod-crash',
    says: ["(arcanetomes) was built for another version of 'gemsmith'"],
    mods: ['arcanetomes', 'gemsmith'],
    zh: '构建的',
  },
  {
    name: 'a class of another mod of the same author (package of a code host, author written upper-case) is that mod missing',
    log: [
      '[02Feb2025 10:11:12.131] [modloading-worker-0/ERROR] [net.neoforged.fml.javafmlmod.FMLModContainer/LOADING]: Failed to create mod instance. ModID: reefbosses, class com.github.K_Smith.reefbosses.ReefBosses',
      'java.lang.NoClassDefFoundError: com/github/K_Smith/coralapi/client/model/AnimatedModel',
      '\tat java.base/java.lang.ClassLoader.defineClass1(Native Method) ~[?:?]',
      '\tat TRANSFORMER/reefbosses@1.4-1.21.1/com.github.K_Smith.reefbosses.client.ClientSetup.<clinit>(ClientSetup.java:31)',
    ].join('\n'),
    rule: 'forge-mod-crash',
    says: ["needs 'coralapi', which is missing or of another version", 'install'],
    mods: ['reefbosses', 'coralapi'],
    zh: '未安装或版本不对',
  },
  {
    name: "a redirect into Sodium's package on Forge, its target a few lines down past '... 12 more', names Sodium's Forge ports",
    log: [
      'Caused by: org.spongepowered.asm.mixin.throwables.MixinApplyError: Mixin [skyships.mixins.json:compat.sodium.ChunkRendererMixin] from phase [DEFAULT] in config [skyships.mixins.json] FAILED during APPLY',
      '\tat org.spongepowered.asm.mixin.transformer.MixinProcessor.handleMixinError(MixinProcessor.java:636) ~[mixin-0.8.5.jar:0.8.5+Jenkins-b310.git-155314e6e91465dad727e621a569906a410cd6f4] {}',
      '\t... 12 more',
      "Caused by: org.spongepowered.asm.mixin.injection.throwables.InvalidInjectionException: Critical injection failure: @Redirect annotation on drawShipSections could not find any targets matching 'Lme/jellysquid/mods/sodium/client/render/chunk/ChunkRenderer;drawSections(Lnet/minecraft/client/renderer/RenderType;D",
    ].join('\n'),
    rule: 'mixin-failure',
    says: ["'skyships' was built for another version of Embeddium/Rubidium/Magnesium (Sodium)"],
    mods: ['skyships', 'sodium'],
    zh: '构建的',
  },
  {
    name: 'a shadow not located in a Sodium class cut at the line end, with Rubidium named in the paste, names Rubidium',
    log: [
      'Running rubidium-mc1.18.2-0.5.4.jar with frostlayers-1.2.jar:',
      'Caused by: org.spongepowered.asm.mixin.throwables.MixinApplyError: Mixin [frostlayers.mixins.json:sodium.QuadMixin] from phase [DEFAULT] in config [frostlayers.mixins.json] FAILED during APPLY',
      '\tat org.spongepowered.asm.mixin.transformer.MixinProcessor.handleMixinError(MixinProcessor.java:636) ~[mixin-0.8.5.jar:0.8.5+Jenkins-b310.git-155314e6e91465dad727e621a569906a410cd6f4]',
      '\t... 45 more',
      'Caused by: org.spongepowered.asm.mixin.transformer.throwables.InvalidMixinException: @Shadow method writeQuad in frostlayers.mixins.json:sodium.QuadMixin was not located in the target class me.jellysquid.mods.sodium.client.render.pipeline.QuadWri',
    ].join('\n'),
    rule: 'mixin-failure',
    says: ["'frostlayers' was built for another version of Rubidium"],
    mods: ['frostlayers', 'rubidium'],
    zh: 'Rubidium',
  },
  {
    name: 'an optional dependency installed at a version below the range is one to update, not a missing one',
    log: [
      'curseforge/minecraft/Instances/Pack/mods/fastrender-0.4.0+mc1.20.1.jar',
      '\tFailure message: Mod fastrender only supports shadeport above 2.1.0',
      '\t\tCurrently, shadeport is 2.1.0',
      '\tMod Version: 0.4.0+mc1.20.1',
    ].join('\n'),
    rule: 'neoforge-missing-dependency',
    says: ["'fastrender' needs a newer 'shadeport' (2.1.0 is installed)"],
    mods: ['shadeport', 'fastrender'],
    zh: '需要更新版本的',
  },
  {
    name: "NeoForge's early loading window timing out in a launcher console names the window and earlyWindowControl",
    log: [
      '[10:00:01] [main/INFO] [EARLYDISPLAY/]: Trying GL version 4.6',
      '[10:00:31] [main/ERROR]: Failed to initialize the mod loading system and display.',
      'Failure details:',
      'Timed out trying to setup the Game Window.',
      'at net.neoforged.fml.earlydisplay.DisplayWindow.start(DisplayWindow.java:300)',
    ].join('\n'),
    rule: 'graphics-driver',
    says: ["NeoForge's early loading window timed out", 'earlyWindowControl = false', 'config/fml.toml'],
    zh: 'earlyWindowControl = false',
  },
  {
    name: "Mixin's ClassMetadataNotFoundException for a listed platform's class blames an add-on built for another version",
    log: [
      '[12:00:00] [main/INFO]: Loading 3 mods:',
      '\t- fabricloader 0.15.7',
      '\t- create 6.0.4',
      '\t- cogwheelplus 1.1',
      'Caused by: org.spongepowered.asm.mixin.throwables.ClassMetadataNotFoundException: com.simibubi.create.foundation.utility.Couple',
      '\tat org.spongepowered.asm.mixin.transformer.MixinTargetContext.transformSingleDescriptor(MixinTargetContext.java:983) ~[mixin-0.8.5.jar:0.8.5]',
    ].join('\n'),
    rule: 'no-class-def',
    says: [
      'A mod that adds to Create was built for another version of it',
      'com.simibubi.create.foundation.utility.Couple',
    ],
    mods: ['create'],
    zh: '附属模组',
  },
  {
    name: "several of one mod's mixins missing their targets in Sodium's package on Forge name the mod and the ports",
    log: [
      '[14:00:00] [main/WARN]: Error loading class: me/jellysquid/mods/sodium/client/render/vertex/VertexFormatA (java.lang.ClassNotFoundException: me.jellysquid.mods.sodium.client.render.vertex.VertexFormatA)',
      '[14:00:00] [main/WARN]: @Mixin target me.jellysquid.mods.sodium.client.render.vertex.VertexFormatA was not found mixins.shadeport.compat.sodium.json:vertex.FormatAccessor',
      '[14:00:00] [main/WARN]: @Mixin target me.jellysquid.mods.sodium.client.render.vertex.VertexSinkB was not found mixins.shadeport.compat.sodium.json:vertex.SinkMixin',
      "[14:00:01] [main/INFO]: Launching target 'forgeclient' with arguments [--version, 47.1.3]",
      '\tat cpw.mods.modlauncher.Launcher.run(Launcher.java:108)',
    ].join('\n'),
    rule: 'mixin-targets-missing',
    says: ["'shadeport' does not fit the installed Embeddium/Rubidium/Magnesium (Sodium)", '2 mixins'],
    mods: ['shadeport', 'sodium'],
    zh: '不匹配',
  },
];

async function analyze(log: string): Promise<CrashAnalysis> {
  return analyzeCrash({ text: log, name: 'pasted' });
}

describe('crash analysis of Forge and NeoForge modpack shapes (issue 30, round 9A)', () => {
  for (const c of SHAPES) {
    it(`${c.name} → ${c.rule}`, async () => {
      assertTopPastedFinding(c, await analyze(c.log));
    });
  }

  it("reads a code host's upper-case author but no upper-case mod id or part word", () => {
    assert.equal(modOfUnknownClass('com.github.K_Smith.coralapi.client.Model')?.id, 'coralapi');
    assert.equal(modOfUnknownClass('io.github.SomeOne.tidyhud.HudMod')?.id, 'tidyhud');
    assert.equal(modOfUnknownClass('com.K_Smith.coralapi.client.Model'), null);
    assert.equal(modOfUnknownClass('com.github.someone.Coralapi.client.Model'), null);
  });

  it("names no mixin's mod when two other mods' mixins sit on the library's own frame", async () => {
    const result = await analyze(
      [
        "java.lang.NoSuchFieldError: Class top.theillusivec4.curios.common.slot.SlotRegistry does not have member field 'top.theillusivec4.curios.common.slot.SlotRegistry REGISTRY'",
        '\tat top.theillusivec4.curios.common.event.DropHandler.onDeath(DropHandler.java:211) ~[curios-forge-5.9.1+1.20.1.jar%23301!/:5.9.1+1.20.1] {re:mixin,pl:mixin:APP:keepbelts.mixins.json:DropHandlerMixin,pl:mixin:APP:gravestones.mixins.json:DeathMixin,pl:mixin:A}',
      ].join('\n'),
    );
    const top = result.findings[0]!;
    assert.equal(top.rule, 'no-such-method');
    assert.ok(!top.mods.includes('keepbelts') && !top.mods.includes('gravestones'), top.mods.join(','));
    assert.ok(top.mods.includes('curios'), top.mods.join(','));
  });

  it('keeps one mixin target missing from a library, or several from a library not in the mod list, harmless', async () => {
    const one = await analyze(
      '[14:00:00] [main/WARN]: @Mixin target me.jellysquid.mods.sodium.client.render.vertex.VertexFormatA was not found mixins.shadeport.compat.sodium.json:vertex.FormatAccessor',
    );
    assert.ok(!one.findings.some((f) => f.rule === 'mixin-targets-missing'), one.findings.map((f) => f.rule).join());
    const unlisted = await analyze(
      [
        '[12:00:00] [main/INFO]: Loading 2 mods:',
        '\t- fabricloader 0.15.7',
        '\t- trainworks 2.0',
        '[12:00:02] [main/WARN]: @Mixin target com.simibubi.create.content.trains.TrackA was not found trainworks.mixins.json:compat.TrackMixin from mod trainworks',
        '[12:00:02] [main/WARN]: @Mixin target com.simibubi.create.content.trains.TrackB was not found trainworks.mixins.json:compat.TrackBMixin from mod trainworks',
      ].join('\n'),
    );
    assert.deepEqual(
      unlisted.findings.map((f) => f.rule),
      [],
    );
  });

  it('says Sodium on Fabric and renders the Forge ports and the early window in Chinese', async () => {
    const fabric = await analyze(
      [
        '[10:46:04] [main/INFO]: Loading Minecraft 1.20.1 with Fabric Loader 0.15.3',
        '[10:46:04] [Render thread/ERROR]: Mixin apply for mod skyships failed skyships.mixins.json:compat.sodium.ChunkRendererMixin from mod skyships -> me.jellysquid.mods.sodium.client.render.chunk.ChunkRenderer: org.spongepowered.asm.mixin.injection.throwables.InvalidInjectionException Critical injection failure',
      ].join('\n'),
    );
    assert.ok(
      findingText(fabric.findings[0]!).includes("'skyships' was built for another version of Sodium:") ||
        findingText(fabric.findings[0]!).includes("'skyships' was built for another version of Sodium "),
      findingText(fabric.findings[0]!),
    );
    assert.ok(!findingText(fabric.findings[0]!).includes('Embeddium'), findingText(fabric.findings[0]!));
    const forge = await analyze(SHAPES[3]!.log);
    const zh = localizeAnalysis(forge, 'zh-cn').findings[0]!;
    assert.ok(zh.title.includes('Embeddium/Rubidium/Magnesium (Sodium)'), zh.title);
    const window = await analyze(SHAPES[6]!.log);
    const zhWindow = localizeAnalysis(window, 'zh-cn').findings[0]!;
    assert.ok(zhWindow.title.includes('早期加载窗口超时'), zhWindow.title);
  });
});
