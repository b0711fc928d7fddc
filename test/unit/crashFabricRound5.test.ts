import * as assert from 'node:assert/strict';
import { analyzeCrash } from '../../src/core/crash/crashAnalyzer';
import type { CrashAnalysis } from '../../src/core/crash/crashFinding';
import { localizeAnalysis } from '../../src/core/crash/crashMessages';
import { assertTopPastedFinding, findingText, type PastedCase } from './fixtures/pastedCrashCase';

/**
 * Fabric and Quilt shapes missed on a fifth fresh set of real reports from public issue threads (issue 30): a
 * missing member of a well-known mod (Sodium) called by another mod, whose first stack frame is the mod to update;
 * a missing Minecraft field printed bare (`NoSuchFieldError: field_12345`); a mixin error that names only its
 * refmap; Fabric Loader's proposed fix pasted without its details; and a Connector class gone from under a Connector
 * Extras add-on, in a crash report flattened onto one line. Every fragment is written for this test in the real
 * formats, with made-up mod names.
 */
const SHAPES: PastedCase[] = [
  {
    name: "a Sodium method missing, called from another mod's code: that mod first, Sodium beside it",
    log: [
      'it crashes as soon as the world loads',
      '```',
      '[18:02:11] [Render thread/ERROR]: Unreported exception thrown!',
      "java.lang.NoSuchMethodError: 'int me.jellysquid.mods.sodium.client.render.SodiumWorldRenderer.getVisibleChunkCount()'",
      '\tat com.brightfox.statbar.compat.SodiumStats.lambda$register$2(SodiumStats.java:41) ~[statbar-2.4.0+1.20.jar:?]',
      '\tat com.brightfox.statbar.StatBar.tick(StatBar.java:88) ~[statbar-2.4.0+1.20.jar:?]',
      '\tat net.minecraft.class_310.method_1574(class_310.java:1957) ~[client-intermediary.jar:?]',
      '```',
    ].join('\n'),
    rule: 'no-such-method',
    says: ["'statbar' was built for another version of Sodium", 'getVisibleChunkCount', "Update 'statbar'"],
    mods: ['statbar', 'sodium'],
    zh: '是为其他版本的 Sodium 构建的',
  },
  {
    name: "a Minecraft field missing, printed bare, in a mod's renderer above a Sodium frame: the mod that reads it",
    log: [
      'Description: Rendering Block Entity',
      '',
      'java.lang.NoSuchFieldError: field_40111',
      '\tat io.github.someone.glowfurnace.render.GlowFurnaceRenderer.render(GlowFurnaceRenderer.java:57)',
      '\tat io.github.someone.glowfurnace.render.GlowFurnaceRenderer.method_3569(GlowFurnaceRenderer.java:26)',
      '\tat me.jellysquid.mods.sodium.client.render.SodiumWorldRenderer.renderTileEntities(SodiumWorldRenderer.java:281)',
      '\tat net.minecraft.class_761.method_22710(class_761.java:1359)',
    ].join('\n'),
    rule: 'no-such-method',
    says: ['field_40111', 'another Minecraft version'],
    mods: ['glowfurnace'],
    zh: 'Minecraft 版本',
  },
  {
    name: "a Minecraft method missing in a mixin handler a mod injected into the game's class: that mod",
    log: [
      "java.lang.NoSuchMethodError: 'net.minecraft.class_1799 net.minecraft.class_1799.getLeftover()'",
      '\tat net.minecraft.class_1860.handler$cja000$tinyrecipes$captureStack(class_1860.java:539)',
      '\tat net.minecraft.class_1860.method_8111(class_1860.java:26)',
    ].join('\n'),
    rule: 'no-such-method',
    says: ['another Minecraft version'],
    mods: ['tinyrecipes'],
    zh: 'Minecraft 版本',
  },
  {
    name: 'a mixin error that names only its refmap, quoted from a server log: the mod the refmap is named after',
    log: [
      'Using the newest release I am getting this on a clean server:',
      '```',
      'Caused by: org.spongepowered.asm.mixin.transformer.throwables.InvalidMixinException: @Shadow field LOGGER was not located in the target class net.minecraft.class_3176. Using refmap quiet-console-refmap.json',
      '```',
    ].join('\n'),
    rule: 'mixin-failure',
    says: ["'quiet-console'", 'net.minecraft.class_3176'],
    mods: ['quiet-console'],
    zh: 'quiet-console',
  },
  {
    name: "Fabric Loader's proposed fix pasted without its details: the mod it replaces",
    log: [
      '[09:40:02] [main/ERROR]: Incompatible mods found!',
      'net.fabricmc.loader.impl.FormattedException: Some of your mods are incompatible with the game or each other!',
      'A potential solution has been determined, this may resolve your problem:',
      "\t - Replace mod 'Glint Lib' (glintlib) 3.1.0+mc1.21.4 with version 3.0",
    ].join('\n'),
    rule: 'fabric-solution',
    says: ["Replace mod 'Glint Lib' (glintlib)"],
    mods: ['glintlib'],
    zh: '加载器',
  },
  {
    name: 'a Connector class gone, in a crash report flattened onto one line: the add-on whose frame follows the error',
    log: [
      '---- Minecraft Crash Report ----  // Oops. ========================= SINYTRA CONNECTOR IS PRESENT! Please verify issues are not caused by Connector. =========================  Time: 2025-03-01 10:00:00 Description: Initializing game  java.lang.NoClassDefFoundError: org/sinytra/connector/loader/ConnectorEarlyLoader \tat org.sinytra.connectorextras.modmenubridge.ModMenuBridgeSetup.setup(ModMenuBridgeSetup.java:22) ~[modmenu-bridge-2.0.1+1.21.1.jar%23611!/:2.0.1+1.21.1] {re:classloading} \tat net.minecraft.client.Minecraft.<init>(Minecraft.java:424) ~[client-1.21.1-srg.jar%23580!/:?] {re:mixin}',
    ].join('\n'),
    rule: 'no-class-def',
    says: ["'connectorextras' was built for another Sinytra Connector version", 'ConnectorEarlyLoader'],
    mods: ['connectorextras'],
    zh: '是为其他版本的 Sinytra Connector 构建的',
  },
  {
    name: 'a Fabric Loader internal method an old mod calls: the mod is what to update, not the loader',
    log: [
      'The game crashed whilst initializing game',
      'Error: java.lang.NoSuchMethodError: net.fabricmc.loader.impl.FabricLoaderImpl.setupMods(Ljava/io/File;)V',
      '\tat dev.someone.crashpeek.EarlyHook.onPreLaunch(EarlyHook.java:30)',
    ].join('\n'),
    rule: 'no-such-method',
    says: ["'crashpeek' uses Fabric Loader internals of another version", 'Updating Fabric Loader does not help'],
    mods: ['crashpeek'],
    zh: '内部实现',
  },
  {
    name: "Fabric Loader 0.14's first failed entry, a dependency with no candidate at all (its id renamed)",
    log: [
      '[11:02:03] [main/WARN]: Mod resolution failed',
      '[11:02:03] [main/INFO]: Immediate reason: [HARD_DEP_NO_CANDIDATE shelfnotes-fabric 1.2 {depends bookcore-fabric @ [>=2.0]}, ROOT_FORCELOAD_SINGLE shelfnotes-fabric 1.2]',
      '[11:02:03] [main/INFO]: Reason: [HARD_DEP shelfnotes-fabric 1.2 {depends bookcore-fabric @ [>=2.0]}, HARD_DEP quillmarks-fabric 3.0 {depends bookcore-fabric @ [>=2.1]}]',
    ].join('\n'),
    rule: 'fabric-missing-dependency',
    says: ['bookcore-fabric', 'shelfnotes-fabric'],
    mods: ['shelfnotes-fabric', 'bookcore-fabric'],
    zh: 'bookcore-fabric',
  },
  {
    name: 'a chosen mod whose Minecraft requirement cannot hold, in the solver lines above a cut fix: a build for another Minecraft',
    log: [
      '[08:10:00] [main/INFO]: Loading Minecraft 1.21.1 with Fabric Loader 0.16.9',
      '[08:10:00] [main/WARN]: Mod resolution failed',
      '[08:10:00] [main/INFO]: Immediate reason: [HARD_DEP shadeplus 1.4.0+mc1.21.1 {depends glowlib @ [2.0.x]}, HARD_DEP_INCOMPATIBLE_PRESELECTED glowlib 2.0.3+mc1.21.4 {depends minecraft @ [1.21.4]}, ROOT_FORCELOAD_SINGLE shadeplus 1.4.0+mc1.21.1]',
      '[08:10:00] [main/ERROR]: Incompatible mods found!',
      'A potential solution has been determined, this may resolve your problem:',
      "\t - Replace mod 'Glow Lib' (glowlib) 2.0.3+mc1.21.4 with version 2",
    ].join('\n'),
    rule: 'fabric-wrong-minecraft',
    says: ['glowlib', 'Minecraft 1.21.4', '1.21.1'],
    mods: ['glowlib'],
    zh: 'Minecraft',
  },
  {
    name: 'a fabric.mod.json with an unfilled placeholder, its jar not named: the reason, and no mod blamed',
    log: [
      '### Logs',
      '',
      'Caused by: net.fabricmc.loader.impl.metadata.ParseMetadataException: Error reading fabric.mod.json file for mod at : Invalid mod id ${modid}:',
    ].join('\n'),
    rule: 'jar-not-for-loader',
    says: ["A mod's fabric.mod.json cannot be read", 'Invalid mod id ${modid}', 'Find that jar'],
    mods: [],
    zh: '占位符',
  },
  {
    name: "a cast inside the bytecode library while mixins load, quoted on one line: a mod needs a newer loader's Mixin",
    log: [
      'after updating one mod the game dies at launch with:',
      "`Caused by: java.lang.ClassCastException: class java.lang.String cannot be cast to class org.objectweb.asm.tree.AnnotationNode (java.lang.String is in module java.base of loader 'bootstrap')`",
    ].join('\n'),
    rule: 'class-cast-between-mods',
    says: ['newer Mixin', 'Update the loader'],
    mods: [],
    zh: 'Mixin',
  },
];

async function analyze(log: string): Promise<CrashAnalysis> {
  return analyzeCrash({ text: log, name: 'pasted.txt' });
}

describe('crash analysis of Fabric and Quilt shapes from a fifth real-report set (issue 30)', () => {
  for (const c of SHAPES) {
    it(`${c.name} → ${c.rule}`, async () => {
      assertTopPastedFinding(c, await analyze(c.log));
    });
  }

  it('cites the calling frame as the evidence that blames the calling mod', async () => {
    const result = await analyze(SHAPES[0]!.log);
    const top = result.findings[0]!;
    assert.deepEqual(
      top.evidence.map((e) => e.line),
      [4, 5],
    );
  });

  it('still names only the library when no mod frame follows the missing method (a one-line paste)', async () => {
    const result = await analyze(
      "The game crashed whilst unexpected error\nError: java.lang.NoSuchMethodError: 'void me.jellysquid.mods.sodium.client.render.SodiumWorldRenderer.onChunkRemoved(int, int)'",
    );
    const top = result.findings[0]!;
    assert.equal(top.rule, 'no-such-method');
    assert.deepEqual(top.mods, ['sodium']);
    assert.ok(findingText(top).includes('A mod needs another version of Sodium'), findingText(top));
  });

  it('names no caller that the mod list does not hold', async () => {
    const result = await analyze(
      [
        '[10:00:00] [main/INFO]: Loading Minecraft 1.20.1 with Fabric Loader 0.15.11',
        '[10:00:00] [main/INFO]: Loading 3 mods:',
        '\t- fabricloader 0.15.11',
        '\t- minecraft 1.20.1',
        '\t- sodium 0.5.8+mc1.20.1',
        '[10:00:09] [Render thread/ERROR]: Unreported exception thrown!',
        "java.lang.NoSuchMethodError: 'int me.jellysquid.mods.sodium.client.render.SodiumWorldRenderer.getVisibleChunkCount()'",
        '\tat com.brightfox.statbar.compat.SodiumStats.tick(SodiumStats.java:41) ~[statbar-2.4.0+1.20.jar:?]',
      ].join('\n'),
    );
    const top = result.findings.find((f) => f.rule === 'no-such-method')!;
    assert.deepEqual(top.mods, ['sodium']);
  });

  it("names another mod of the library's author as the caller, never the library's own code", async () => {
    const byAuthor = await analyze(
      [
        "java.lang.NoSuchMethodError: 'void me.jellysquid.mods.sodium.client.render.SodiumWorldRenderer.scheduleRebuild(int, int, int)'",
        '\tat me.jellysquid.mods.lithium.common.world.ChunkWatcher.onChange(ChunkWatcher.java:40)',
      ].join('\n'),
    );
    assert.deepEqual(byAuthor.findings[0]!.mods, ['lithium', 'sodium']);
    const own = await analyze(
      [
        "java.lang.NoSuchMethodError: 'void me.jellysquid.mods.sodium.client.render.SodiumWorldRenderer.scheduleRebuild(int, int, int)'",
        '\tat me.jellysquid.mods.sodium.client.world.WorldSlice.update(WorldSlice.java:40)',
      ].join('\n'),
    );
    assert.deepEqual(own.findings[0]!.mods, ['sodium']);
  });

  it("still asks for a newer loader when a member of the loader's API is missing", async () => {
    const result = await analyze(
      [
        "java.lang.NoSuchMethodError: 'java.lang.String net.fabricmc.loader.api.FabricLoader.getRawGameVersion()'",
        '\tat dev.someone.crashpeek.EarlyHook.onPreLaunch(EarlyHook.java:30)',
      ].join('\n'),
    );
    const top = result.findings[0]!;
    assert.equal(top.rule, 'no-such-method');
    assert.ok(findingText(top).includes('A mod needs another Fabric Loader version'), findingText(top));
  });

  it('blames no mod for a fabric.mod.json whose jar the loader does not name', async () => {
    const result = await analyze(SHAPES.at(-1)!.log);
    assert.deepEqual(result.findings[0]!.mods, []);
  });

  it('takes a mixin error a non-required mixin only warns about for no cause', async () => {
    const result = await analyze(
      [
        '[10:00:01] [main/INFO]: Loading Minecraft 1.20.1 with Fabric Loader 0.15.11',
        '[10:00:02] [main/WARN]: org.spongepowered.asm.mixin.transformer.throwables.InvalidMixinException: @Shadow field cache was not located in the target class net.minecraft.class_1937. Using refmap optional-tweaks-refmap.json',
        '[10:00:05] [Render thread/INFO]: Setting user: Player123',
      ].join('\n'),
    );
    assert.ok(!result.findings.some((f) => f.rule === 'mixin-failure'), result.findings.map((f) => f.rule).join(','));
  });

  it("names the caller in the Chinese rendering's advice too", async () => {
    const result = await analyze(SHAPES[0]!.log);
    const zh = localizeAnalysis(result, 'zh-cn').findings[0]!;
    assert.ok(zh.advice.includes("'statbar'"), zh.advice);
  });
});
