import * as assert from 'node:assert/strict';
import { analyzeCrash } from '../../src/core/crash/crashAnalyzer';
import type { CrashAnalysis } from '../../src/core/crash/crashFinding';
import { localizeAnalysis } from '../../src/core/crash/crashMessages';
import { platformOfClass } from '../../src/core/crash/addonPlatforms';
import { assertTopPastedFinding, findingText, type PastedCase } from './fixtures/pastedCrashCase';

/**
 * Forge and NeoForge modpack shapes missed on a fresh set of real reports from big mods' and modpacks' issue threads
 * (issue 30, round 7A): a crash report flattened onto one line (its fields still begin with tabs), an add-on built
 * for another Create (a missing Create or Flywheel member or class, the class wrapped onto the next line by hand), a
 * mod that stops because MixinBootstrap is missing (Forge 1.14–1.16.3), and a mixin conflict whose sides are jar names
 * with versions and loader words. Every fragment is written for this test in the real formats, with made-up mods,
 * classes and files.
 */
const SHAPES: PastedCase[] = [
  {
    name: 'a flattened crash report reads the range up to the next tab and the installed version after it',
    log: [
      ' as follows: ------------------------------------------  -- Head -- Thread: Render thread Suspected Mods: NONE Stacktrace: \tat net.minecraftforge.logging.CrashReportExtender.lambda$dumpModLoadingCrashReport$7(CrashReportExtender.java:58) ~[forge-1.19.2-43.4.0-universal.jar%23268!/:?] {re:classloading} -- MOD gearworks -- Details: \tMod File: /C:/Games/pack/mods/gearworks-1.19.2-2.1.0.jar \tFailure message: Mod gearworks requires spindle 3.2.0 or above, and below 3.3.0 \t\tCurrently, spindle is 3.0.4 \tMod Version: 2.1.0 \tMod Issue URL: https://example.invalid/gearworks/issues \tException message: MISSING EXCEPTION MESSAGE',
    ].join('\n'),
    rule: 'forge-legacy-missing-dependency',
    says: ['gearworks needs spindle 3.2.0 or above, and below 3.3.0', 'version 3.0.4 is installed'],
    mods: ['gearworks', 'spindle'],
    zh: '3.0.4',
  },
  {
    name: "a mod failing on a Flywheel class wrapped onto the next line names the mod and Flywheel's version",
    log: [
      'Lanternry (lanternry) has failed to load correctly',
      'Java.lang.NoClassDefFoundError:',
      'com/jozufozu/flywheel/core/PartialModel',
    ].join('\n'),
    rule: 'forge-mod-crash',
    // A class that cannot be loaded: Flywheel is missing or of another version (no mod list tells which).
    says: [
      "'Lanternry' (lanternry) needs Flywheel, which is missing or of another version",
      'PartialModel',
      'or update',
    ],
    mods: ['lanternry', 'flywheel'],
    zh: '需要 Flywheel，但它未安装或版本不对',
  },
  {
    name: 'a mod failing on a Create method it calls names the mod and Create, the platform it was built against',
    log: [
      '\tFailure message: Rail Lanterns (raillanterns) has failed to load correctly',
      "\t\tjava.lang.NoSuchMethodError: 'void com.simibubi.create.content.kinetics.mechanicalArm.ArmInteractionPointType.<init>(net.minecraft.resources.ResourceLocation)'",
    ].join('\n'),
    rule: 'forge-mod-crash',
    says: ['was built for another version of Create', 'Install the Create version'],
    mods: ['raillanterns', 'create'],
    zh: '是为其他版本的 Create 构建的',
  },
  {
    name: 'a missing Create method with no caller in the paste names Create as the version the add-ons disagree on',
    log: [
      'The game crashed whilst starting integrated server',
      "Error: java.lang.NoSuchMethodError: 'void com.simibubi.create.AllMovementBehaviours.addMovementBehaviour(net.minecraft.world.level.block.Block, com.simibubi.create.content.contraptions.components.structureMovement.MovementBehaviour)'",
      'Exit Code: -1',
    ].join('\n'),
    rule: 'no-such-method',
    says: ['A mod needs another version of Create', 'or update the mod that calls it'],
    mods: ['create'],
    zh: 'Create',
  },
  {
    name: "a missing Mekanism method called from an add-on's frame names the add-on first",
    log: [
      "java.lang.NoSuchMethodError: 'mekanism.api.chemical.gas.Gas mekanism.common.registries.MekanismGases.getHydrogen()'",
      '\tat TRANSFORMER/fusionplus@1.4.0/com.example.fusionplus.FusionFuels.register(FusionFuels.java:41)',
      '\tat TRANSFORMER/fusionplus@1.4.0/com.example.fusionplus.FusionPlus.<init>(FusionPlus.java:22)',
    ].join('\n'),
    rule: 'no-such-method',
    says: ["'fusionplus' was built for another version of Mekanism"],
    mods: ['fusionplus', 'mekanism'],
    zh: "'fusionplus' 是为其他版本的 Mekanism 构建的",
  },
  {
    name: 'a mod stopping because MixinBootstrap is missing names the mod and MixinBootstrap, not the mod as broken',
    log: [
      '[12:01:44] [modloading-worker-2/ERROR] [ne.mi.fm.ja.FMLModContainer/LOADING]: Failed to create mod instance. ModID: deepvaults, class com.example.deepvaults.DeepVaults',
      "java.lang.IllegalStateException: This is an expected crash because MixinBootstrap isn't (properly) installed",
      '\tat com.example.deepvaults.DeepVaults.<init>(DeepVaults.java:30) ~[?:1.0.2] {re:classloading}',
    ].join('\n'),
    rule: 'mixinbootstrap-missing',
    says: ["Mod 'deepvaults' needs Mixin", 'Install MixinBootstrap'],
    mods: ['deepvaults'],
    zh: '未安装 MixinBootstrap',
    notErrors: ['forge-mod-crash'],
  },
  {
    name: "a mod asking to install MixinBootstrap in a launcher console's prefixed paste names the mod",
    log: [
      '[Client] > [16:20:01] [modloading-worker-5/ERROR]: Failed to create mod instance. ModID: scriptforge, class com.example.scriptforge.ScriptForge',
      '[Client] > java.lang.RuntimeException: Mixins not found! Please install MixinBootstrap mod!',
    ].join('\n'),
    rule: 'mixinbootstrap-missing',
    says: ["Mod 'scriptforge' needs Mixin"],
    mods: ['scriptforge'],
    zh: 'MixinBootstrap',
  },
  {
    name: "a Forge 1.16 report's missing registry object is a follow-up error: the real one is in latest.log",
    log: [
      'Time: 3/2/21 9:14 PM',
      'Description: Initializing game',
      '',
      'java.lang.NullPointerException: Registry Object not present: copperworks:brass_pipe',
      '\tat java.util.Objects.requireNonNull(Objects.java:290) ~[?:1.8.0_281] {}',
      '\tat net.minecraftforge.fml.RegistryObject.get(RegistryObject.java:120) ~[forge:?] {re:classloading}',
      '\tat com.example.copperworks.registry.Pipes.brass(Pipes.java:44) ~[?:1.2.0] {re:classloading}',
    ].join('\n'),
    rule: 'forge-registry-object-hidden',
    says: ['copperworks:brass_pipe was never registered', 'logs/latest.log'],
    zh: '后续错误',
    notErrors: ['stack-culprit'],
  },
  {
    name: "an add-on's mixin into a Create class that lacks its target names the add-on as built for another Create",
    log: [
      "[10:02:11] [main/ERROR] [mixin/]: Mixin apply for mod trainlights failed trainlights.mixins.json:CarriageMixin -> com.simibubi.create.content.trains.entity.Carriage: org.spongepowered.asm.mixin.injection.throwables.InvalidInjectionException Critical injection failure: @Inject annotation on onTick could not find any targets matching 'tick' in com.simibubi.create.content.trains.entity.Carriage. Using refmap trainlights.refmap.json [PREINJECT Applicator Phase -> trainlights.mixins.json:CarriageMixin -> Prepare Injections]",
    ].join('\n'),
    rule: 'mixin-failure',
    says: ["'trainlights' was built for another version of Create", 'Carriage'],
    mods: ['trainlights', 'create'],
    zh: "'trainlights' 是为其他版本的 Create 构建的",
  },
  {
    name: "a shader mod's mixin whose shadow field is gone from a renderer library's class names the renderer's version",
    log: [
      'org.spongepowered.asm.mixin.transformer.throwables.MixinTransformerError: An unexpected critical error was encountered',
      '\tat org.spongepowered.asm.mixin.transformer.MixinProcessor.applyMixins(MixinProcessor.java:392) ~[mixin-0.8.5.jar:0.8.5] {}',
      'Caused by: org.spongepowered.asm.mixin.throwables.MixinApplyError: Mixin [mixins.glowshade.compat.json:MixinQuadView from mod glowshade] from phase [DEFAULT] in config [mixins.glowshade.compat.json] FAILED during APPLY',
      'Caused by: org.spongepowered.asm.mixin.transformer.throwables.InvalidMixinException: @Shadow field normals was not located in the target class me.jellysquid.mods.sodium.client.model.quad.ModelQuadView. Using refmap glowshade-refmap.json',
    ].join('\n'),
    rule: 'mixin-failure',
    // On Forge (ModLauncher's `[mixin-0.8.5.jar] {}` frames) Sodium's package is one of its Forge ports'.
    says: ["'glowshade' was built for another version of Embeddium/Rubidium/Magnesium (Sodium)", 'remove'],
    mods: ['glowshade', 'sodium'],
    zh: "'glowshade' 是为其他版本的 Embeddium/Rubidium/Magnesium (Sodium) 构建的",
  },
  {
    name: 'a mixin conflict between two jars named with versions and loader words names both mods by their ids',
    log: [
      "Mixin config lantern-events-v1.mixins.json from mod lanternapi-0.4.2+1.2.0+1.20.1.jar!/META-INF/jarjar/lantern-events-v1-1.0.3+ab12cd.jar couldn't be applied due to conflicts with mixin config skyrooms.mixins.json from mod Skyrooms-Forge-1.20.1.jar",
    ].join('\n'),
    rule: 'mixin-conflict',
    says: ["'lanternapi'", "'skyrooms'"],
    mods: ['lanternapi', 'skyrooms'],
    zh: 'lanternapi',
  },
];

async function analyze(log: string): Promise<CrashAnalysis> {
  return analyzeCrash({ text: log, name: 'pasted' });
}

describe('crash analysis of Forge and NeoForge modpack shapes from real reports (issue 30, round 7A)', () => {
  for (const c of SHAPES) {
    it(`${c.name} → ${c.rule}`, async () => {
      assertTopPastedFinding(c, await analyze(c.log));
    });
  }

  it('a flattened report keeps its evidence to the one line and the title free of the fields after the range', async () => {
    const top = (await analyze(SHAPES[0]!.log)).findings[0]!;
    assert.ok(!top.title.includes('Mod Version'), top.title);
    assert.ok(!top.title.includes('\t'), top.title);
    assert.deepEqual(
      top.evidence.map((e) => e.line),
      [1],
    );
  });

  it("a crash in Create's own code still blames Create as the mod whose code failed", async () => {
    const result = await analyze(
      [
        '---- Minecraft Crash Report ----',
        'Description: Ticking block entity',
        '',
        'java.lang.NullPointerException: Cannot invoke "net.minecraft.world.item.ItemStack.isEmpty()" because "stack" is null',
        '\tat com.simibubi.create.content.kinetics.belt.transport.BeltInventory.tick(BeltInventory.java:120) ~[create-1.20.1-0.5.1.f.jar%23180!/:0.5.1.f] {re:classloading}',
        '\tat com.simibubi.create.content.kinetics.belt.BeltBlockEntity.tick(BeltBlockEntity.java:99) ~[create-1.20.1-0.5.1.f.jar%23180!/:0.5.1.f] {re:classloading}',
        '\tat net.minecraft.world.level.chunk.LevelChunk$BoundTickingBlockEntity.m_142224_(LevelChunk.java:695) ~[client-1.20.1-20230612.114412-srg.jar%23176!/:?] {re:classloading}',
      ].join('\n'),
    );
    assert.ok(
      result.findings.some((f) => f.mods.includes('create')),
      result.findings.map((f) => `${f.rule} ${f.mods.join(',')}`).join('; '),
    );
    assert.ok(!result.findings.some((f) => f.title.includes('another version of Create')));
  });

  it("a missing Create method called from Create's own frame names no add-on", async () => {
    const result = await analyze(
      [
        "java.lang.NoSuchMethodError: 'void com.simibubi.create.foundation.utility.Lang.builder()'",
        '\tat com.simibubi.create.content.equipment.goggles.GogglesItem.appendHoverText(GogglesItem.java:50)',
      ].join('\n'),
    );
    const top = result.findings[0]!;
    assert.equal(top.rule, 'no-such-method');
    assert.deepEqual(top.mods, ['create']);
  });

  it('a follow-up registry error blames no mod, and the first failure in the same log is the cause', async () => {
    const hidden = (await analyze(SHAPES[7]!.log)).findings[0]!;
    assert.deepEqual(hidden.mods, []);
    const result = await analyze(
      [
        '[21:14:02] [modloading-worker-1/ERROR] [ne.mi.fm.ja.FMLModContainer/LOADING]: Failed to create mod instance. ModID: skyfarms, class com.example.skyfarms.SkyFarms',
        'java.lang.IllegalArgumentException: Duplicate registration brass_pipe',
        '\tat com.example.skyfarms.SkyFarms.<init>(SkyFarms.java:12) ~[?:1.0] {re:classloading}',
        '[21:14:05] [Render thread/FATAL] [minecraft/Minecraft]: Unreported exception thrown!',
        'java.lang.NullPointerException: Registry Object not present: copperworks:brass_pipe',
        '\tat net.minecraftforge.fml.RegistryObject.get(RegistryObject.java:120) ~[forge:?] {re:classloading}',
      ].join('\n'),
    );
    assert.equal(result.findings[0]!.rule, 'forge-mod-crash');
    assert.deepEqual(result.findings[0]!.mods, ['skyfarms']);
    assert.ok(!result.findings.some((f) => f.rule === 'forge-registry-object-hidden'));
  });

  it('a missing registry object of Forge 1.17+ (its registries package) stays the stack culprit', async () => {
    const result = await analyze(
      [
        'java.lang.NullPointerException: Registry Object not present: copperworks:brass_pipe',
        '\tat java.util.Objects.requireNonNull(Objects.java:233) ~[?:?] {}',
        '\tat net.minecraftforge.registries.RegistryObject.get(RegistryObject.java:204) ~[forge-1.20.1-47.2.0-universal.jar%23185!/:?] {re:classloading}',
        '\tat TRANSFORMER/copperworks@1.2.0/com.example.copperworks.registry.Pipes.brass(Pipes.java:44) {re:classloading}',
      ].join('\n'),
    );
    assert.ok(!result.findings.some((f) => f.rule === 'forge-registry-object-hidden'));
  });

  it('reads hostile requires, conflict and MixinBootstrap lines in bounded time', async () => {
    const spaces = ' '.repeat(60_000);
    const hostile = [
      `\tFailure message: Mod gearworks requires spindle 3.2${spaces}z`,
      `\tFailure message: Mod gearworks requires spindle 3.2 \tCurrently, spindle is 3.0${spaces}z`,
      `Mixin config a.mixins.json from mod ${'a+'.repeat(40_000)} couldn't be applied due to conflicts with mixin config b.mixins.json from mod b.jar`,
      `java.lang.RuntimeException: ${'Error: '.repeat(20_000)} install MixinBootstrap`,
    ];
    for (const line of hostile) {
      const started = Date.now();
      await analyze(line);
      assert.ok(Date.now() - started < 3000, `${Date.now() - started} ms: ${line.slice(0, 60)}`);
    }
  });

  it('an informational line naming MixinBootstrap is no missing MixinBootstrap', async () => {
    const result = await analyze(
      [
        '[12:00:01] [main/INFO] [MixinBootstrap/]: MixinBootstrap v1.1.0 loaded, Mixin 0.8.2 ready',
        '[12:00:02] [main/INFO] [MixinBootstrap/]: Please install MixinBootstrap updates from its page when asked',
      ].join('\n'),
    );
    assert.ok(!result.findings.some((f) => f.rule === 'mixinbootstrap-missing'), 'a harmless line made a cause');
  });

  it('says in zh-CN that an add-on was built for another Create', async () => {
    const zh = localizeAnalysis(await analyze(SHAPES[3]!.log), 'zh-cn').findings[0]!;
    assert.ok(findingText(zh).includes('Create'), findingText(zh));
    assert.match(findingText(zh), /[\u4e00-\u9fff]/);
  });

  it('knows the add-on platforms by their packages, and nothing else as one', () => {
    assert.equal(platformOfClass('com/simibubi/create/AllBlocks')?.ids[0], 'create');
    assert.equal(platformOfClass('appeng.api.networking.IGrid')?.name, 'Applied Energistics 2');
    assert.equal(platformOfClass('mekanism.generators.common.GeneratorsItems'), null);
    assert.equal(platformOfClass('net.minecraft.world.level.Level'), null);
  });
});
