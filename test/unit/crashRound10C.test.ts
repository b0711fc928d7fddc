import * as assert from 'node:assert/strict';
import { analyzeCrash } from '../../src/core/crash/crashAnalyzer';
import type { CrashAnalysis } from '../../src/core/crash/crashFinding';
import { localizeAnalysis } from '../../src/core/crash/crashMessages';
import { assertTopPastedFinding, findingText, type PastedCase } from './fixtures/pastedCrashCase';

/**
 * Shapes of performance, rendering, map and world-generation mods' crashes missed on a fresh set of real pastes
 * (issue 30, round 10, set C): an FML language provider that is a library mod (Kotlin for Forge's `klf`), Cyanide's
 * rewording of a feature order cycle, a static @Overwrite that cannot reduce a widened method's visibility, a mod's own
 * refusal of the OpenGL the driver offers, a mod's own message asking for Indium, a remapped stack without packages
 * whose throwing frame is a mod's mixin handler, and a class or method of a map mod that add-ons build on. Every
 * fragment is written for this test in the real formats, with made-up mods, classes and jars beside the real
 * libraries whose names the mechanism keys on.
 */
const SHAPES: PastedCase[] = [
  {
    name: "a jar needing language provider klf names Kotlin for Forge to install, not another Forge (the screen's § code kept)",
    log: [
      '```',
      '[09:12:44] [Render thread/FATAL]: Error during pre-loading phase',
      'net.minecraftforge.fml.ModLoadingException: Mod File quietboats-1.4.0-1.20.1+forge.jar needs language provider klf:1 or above to load',
      '\u00a77We have found none',
      '```',
    ].join('\n'),
    rule: 'language-provider',
    says: ['Kotlin for Forge', 'klf', 'https://modrinth.com/mod/kotlin-for-forge', 'none was found'],
    mods: ['quietboats'],
    zh: '由 Kotlin for Forge 提供',
  },
  {
    name: "Cyanide's 'A feature cycle was found' names the biomes' mods from the 'defined in' lines below it",
    log: [
      'Client> Description: Exception generating new chunk',
      'Client> ',
      'Client> java.lang.IllegalStateException: A feature cycle was found.',
      'Client> ',
      'Client> Cycle:',
      'Client> At step 9',
      "Client> Feature 'minecraft:flower_default'",
      "Client>   must be before 'minecraft:patch_grass_plain' (defined in 'mossyvales:fern_glade' at index 3, 4)",
      "Client>   must be before 'minecraft:flower_warm' (defined in 'dunerealms:red_flats' at index 2, 3 and 2 others)",
      "Client>   must be before 'minecraft:flower_default' (defined in 'minecraft:plains' at index 5, 6)",
    ].join('\n'),
    rule: 'feature-order-cycle',
    says: ['mossyvales:fern_glade', 'dunerealms:red_flats', 'Update mossyvales, dunerealms'],
    mods: ['mossyvales', 'dunerealms'],
    zh: '地物顺序循环',
  },
  {
    name: "a static @Overwrite that 'cannot reduce visibiliy' of a widened method is the mod's failed mixin",
    log: [
      '> [14:02:11] [main/ERROR]: Mixin apply for mod quickterrain failed quickterrain.mixins.json:NoiseGeneratorMixin from mod quickterrain -> net.minecraft.world.level.levelgen.NoiseBasedChunkGenerator: org.spongepowered.asm.mixin.transformer.throwables.InvalidMixinException PUBLIC @Overwrite method m_224284_ in quickterrain.mixins.json:NoiseGeneratorMixin from mod quickterrain cannot reduce visibiliy of PUBLIC target method',
    ].join('\n'),
    rule: 'mixin-failure',
    says: ["'quickterrain'"],
    mods: ['quickterrain'],
    zh: 'Mixin',
  },
  {
    name: "a mod's own OpenGL check ('doesn't meet the OpenGL requirements', 3.2+ REQUIRED) is the GPU driver's limit",
    log: [
      '[12:01:09] [Client thread/INFO]: Lod Render OpenGL version [2.1 Metal - 83.1].',
      "[12:01:09] [Client thread/ERROR]: Distant Horizons had the following error: [Distant Horizons was initializing GLProxy and discovered this GPU doesn't meet the OpenGL requirements. Sorry I couldn't tell you sooner :(",
      'Additional info:',
      'Your OpenGL support:',
      'openGL version 3.2+: [false] <- REQUIRED',
      'Vertex Attribute Buffer Binding: [false] <- optional improvement',
    ].join('\n'),
    rule: 'graphics-driver',
    says: ['Distant Horizons', 'OpenGL 3.2', '2.1 Metal - 83.1', 'update macOS'],
    zh: '显卡驱动不支持 Distant Horizons 所需的 OpenGL 版本',
  },
  {
    name: "a mod's own error asking to install Indium for the Fabric Rendering API names Indium and that mod",
    log: [
      'Caused by: com.cozyauthor.lanterns.util.Checks$MissingRendererError: Sodium is installed and replaces the Fabric Rendering API. To fix it you must install Indium, which Lanterns needs',
      '\tat com.cozyauthor.lanterns.util.Checks.run(Checks.java:40)',
    ].join('\n'),
    rule: 'fabric-renderer-missing',
    says: ['Indium', "'lanterns'"],
    mods: ['indium', 'lanterns'],
    zh: '该模组自己的消息要求安装 Indium',
  },
  {
    name: "a remapped stack without packages whose throwing frame is a mod's mixin handler names that mod",
    log: [
      'java.lang.NullPointerException: Cannot invoke "com.zipauthor.quickframes.cache.FrameCache.get(Object)" because "this.qf$cache" is null',
      '\tat ChunkRenderer.handler$abc000$quickframes$onBuild(ChunkRenderer.java:812)',
      '\tat ChunkRenderer.build(ChunkRenderer.java:301)',
      '\tat dev.someone.culler.Helper.check(Helper.java:19)',
      '\tat ClientLevel.handler$def000$culler$tickEntity(ClientLevel.java:2210)',
    ].join('\n'),
    rule: 'stack-culprit',
    says: ['quickframes'],
    mods: ['quickframes'],
    zh: 'quickframes',
  },
  {
    name: "a class of Xaero's World Map that a mod cannot load names World Map, missing or not the version it was built for",
    log: ['The game crashed: rendering overlay', 'Error: java.lang.NoClassDefFoundError: xaero/map/gui/GuiBase'].join(
      '\n',
    ),
    rule: 'no-class-def',
    says: ["Xaero's World Map", 'newer', 'the version the mod that needs it was built for'],
    zh: '较新且已移动或删除该类',
  },
  {
    name: 'a method of JourneyMap that an add-on calls names JourneyMap as the version to match',
    log: [
      "Error: java.lang.NoSuchMethodError: 'void journeymap.client.api.display.Waypoint.setColor(int, boolean)'",
    ].join('\n'),
    rule: 'no-such-method',
    says: ['A mod needs another version of JourneyMap', 'update the mod that calls it'],
    mods: ['journeymap'],
    zh: 'JourneyMap',
  },
];

async function analyze(log: string): Promise<CrashAnalysis> {
  return analyzeCrash({ text: log, name: 'pasted' });
}

describe('crash analysis of performance, rendering, map and worldgen shapes from real pastes (issue 30, round 10, set C)', () => {
  for (const c of SHAPES) {
    it(`${c.name} → ${c.rule}`, async () => {
      assertTopPastedFinding(c, await analyze(c.log));
    });
  }

  it("FML's own provider (javafml) still asks for another Forge, not a library", async () => {
    const result = await analyze(
      'net.minecraftforge.fml.ModLoadingException: Mod File ironlanterns-1.20.2-2.0.jar needs language provider javafml:48 or above to load\nWe have found 47.2.0',
    );
    const top = result.findings[0]!;
    assert.equal(top.rule, 'language-provider');
    assert.match(top.title, /Forge\/NeoForge/);
    assert.ok(!findingText(top).includes('Kotlin'), findingText(top));
  });

  it("Mixin's warning that it widens an instance @Overwrite itself ('visibility will be upgraded') is no failure", async () => {
    const result = await analyze(
      '[10:46:04] [Render thread/WARN]: Static binding violation: PRIVATE @Overwrite method method_3295 in quickframes.mixins.json:RendererMixin from mod quickframes cannot reduce visibiliy of PUBLIC target method, visibility will be upgraded.',
    );
    assert.ok(!result.findings.some((f) => f.rule === 'mixin-failure'), result.findings.map((f) => f.rule).join(','));
  });

  it("a Distant Horizons crash report's own OpenGL description (Pojav-style) is the driver's limit, in zh-CN too", async () => {
    const result = await analyze(
      [
        '---- Minecraft Crash Report ----',
        "Description: Distant Horizons was initializing GLProxy and discovered this GPU doesn't meet the OpenGL requirement. Sorry I couldn't tell you sooner :(",
        'Additional info:',
        'openGL version 3.2+: false <- REQUIRED',
      ].join('\n'),
    );
    const top = result.findings[0]!;
    assert.equal(top.rule, 'graphics-driver');
    assert.ok(findingText(top).includes('OpenGL 3.2'), findingText(top));
    assert.deepEqual(top.mods, []);
    const zh = localizeAnalysis(result, 'zh-cn').findings[0]!;
    assert.ok(findingText(zh).includes('需要 OpenGL 3.2'), findingText(zh));
  });

  it('a mixin handler deeper in a pasted stack is still only shown when another frame threw', async () => {
    const result = await analyze(
      [
        'java.lang.IllegalStateException: bad frame state',
        '\tat com.zipauthor.quickframes.Frames.check(Frames.java:12)',
        '\tat net.minecraft.client.renderer.LevelRenderer.handler$abc000$culler$render(LevelRenderer.java:900)',
      ].join('\n'),
    );
    assert.ok(
      !result.findings.some((f) => f.mods.includes('culler')),
      JSON.stringify(result.findings.map((f) => f.mods)),
    );
  });
});
