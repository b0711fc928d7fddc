import * as assert from 'node:assert/strict';
import { analyzeCrash } from '../../src/core/crash/crashAnalyzer';
import type { CrashAnalysis } from '../../src/core/crash/crashFinding';
import { localizeAnalysis } from '../../src/core/crash/crashMessages';
import { modOfUnknownClass } from '../../src/core/crash/missingClassOwner';
import { findingText } from './fixtures/pastedCrashCase';

/**
 * Forge and NeoForge error shapes met in fresh pasted crash reports (issue 30): NeoForge's list of mods that failed
 * while an event was dispatched, 1.7.10–1.12 biome and block ID clashes, OptiFine's own classes where the game's were
 * expected, a known library's missing class, and old packages in camelCase or with a two-letter mod id. Every
 * fragment is written for this test in the real formats. Each case names the first finding's rule, facts it must
 * say, the mods it must (and must not) name, and a word its zh-CN rendering must hold.
 */
interface Shape {
  name: string;
  log: string;
  rule: string;
  says: string[];
  mods: string[];
  /** Text in an evidence line that names each mod (default: the mod id itself). */
  namedBy?: Record<string, string>;
  zh: string;
}

const SHAPES: Shape[] = [
  {
    name: "NeoForge's loading-error list: a mod that threw while an event was dispatched",
    log: [
      '---- Minecraft Crash Report ----',
      'Description: Mod loading failures have occurred; consult the issue messages for more details',
      '',
      'net.neoforged.fml.ModLoadingException: Loading errors encountered:',
      '\t- Lantern Lane (lanternlane) encountered an error while dispatching the net.neoforged.neoforge.event.AddPackFindersEvent event',
      '\t  java.lang.IllegalStateException: pack root is missing',
    ].join('\n'),
    rule: 'forge-mod-crash',
    says: ["'Lantern Lane' (lanternlane)", 'IllegalStateException: pack root is missing'],
    mods: ['lanternlane'],
    zh: 'lanternlane',
  },
  {
    name: "NeoForge's loading-error list: a mod that threw during an event phase",
    log: [
      'net.neoforged.fml.ModLoadingException: Loading errors encountered:',
      '\t- Silver Moss (silvermoss) encountered an error during the common_setup event phase',
      '\t  java.lang.NullPointerException: Cannot invoke "Object.toString()" because "key" is null',
    ].join('\n'),
    rule: 'forge-mod-crash',
    says: ["'Silver Moss' (silvermoss)", 'NullPointerException'],
    mods: ['silvermoss'],
    zh: 'silvermoss',
  },
  {
    name: 'a biome ID already taken by another mod’s biome (1.7.10–1.12)',
    log: [
      '[12:01:44] [Client thread/ERROR] [FML]: Caught exception from Mistlands (mistlands)',
      'java.lang.RuntimeException: Biome ID 42 is already occupied by the biome Fen (com.quill.bogs.world.BiomeFen)!',
    ].join('\n'),
    rule: 'forge-id-slot-conflict',
    says: ['biome ID 42', 'Fen (com.quill.bogs.world.BiomeFen)', "'Mistlands' (mistlands)"],
    mods: ['mistlands'],
    zh: '生物群系',
  },
  {
    name: 'a biome ID clash whose holder is in a mod the log lists',
    log: [
      '\t| LCHIJA | bogs      | 1.2.0 | Bogs-1.12.2-1.2.0.jar | None |',
      'java.lang.RuntimeException: Biome ID 42 is already occupied by the biome Fen (com.quill.bogs.world.BiomeFen)!',
    ].join('\n'),
    rule: 'forge-id-slot-conflict',
    says: ['biome ID 42'],
    mods: ['bogs'],
    zh: '生物群系',
  },
  {
    name: 'a block ID slot already occupied (Forge 1.6/1.7)',
    log: 'java.lang.IllegalArgumentException: Slot 812 is already occupied by net.copperworks.blocks.BlockPipe@3f2a1b when adding net.tinbell.blocks.BlockBell@77aa01',
    rule: 'forge-id-slot-conflict',
    says: ['block or item ID 812', 'net.copperworks.blocks.BlockPipe'],
    mods: [],
    zh: '方块或物品',
  },
  {
    name: "OptiFine's own class where the game's was expected",
    log: [
      'Description: Tesselating block model',
      '',
      'java.lang.ClassCastException: class net.optifine.override.ChunkCacheOF cannot be cast to class net.minecraft.world.level.LevelAccessor (net.optifine.override.ChunkCacheOF and net.minecraft.world.level.LevelAccessor are in unnamed module of loader cpw.mods.modlauncher.TransformingClassLoader @5b8d)',
    ].join('\n'),
    rule: 'optifine-incompatible',
    says: ['net.optifine.override.ChunkCacheOF', 'net.minecraft.world.level.LevelAccessor'],
    mods: ['optifine'],
    zh: 'OptiFine',
  },
  {
    name: "a missing class of a known library names the library from the class's package",
    log: '> Caused by 1: java.lang.NoClassDefFoundError: li/cil/manual/api/ManualModel',
    rule: 'no-class-def',
    // Named in the text, not as a mod id: no line of the log holds the id 'markdown_manual'.
    says: ['Markdown Manual', 'li.cil.manual.api.ManualModel'],
    mods: [],
    zh: 'Markdown Manual',
  },
  {
    name: 'an old mod whose package word is camelCase',
    log: [
      'java.lang.NullPointerException: Rendering screen',
      '\tat lunarClock.gui.GuiDial.func_73863_a(GuiDial.java:40)',
      '\tat net.minecraft.client.renderer.EntityRenderer.func_78480_b(EntityRenderer.java:1061)',
      '\tat net.minecraft.client.Minecraft.func_71411_J(Minecraft.java:989)',
    ].join('\n'),
    rule: 'stack-culprit',
    says: ['lunarclock'],
    mods: ['lunarclock'],
    namedBy: { lunarclock: 'lunarClock' },
    zh: 'lunarclock',
  },
  {
    name: 'an event handler in a mod with a two-letter id',
    log: [
      '[12:28:22] [Client thread/ERROR]: Exception caught during firing event net.minecraftforge.event.entity.player.PlayerInteractEvent$RightClickItem@4c1d:',
      'java.lang.NullPointerException: null',
      '\tat com.pebble.rk.event.ClickEvents.onClick(ClickEvents.java:12) ~[ClickEvents.class:?]',
      '\tat net.minecraftforge.fml.common.eventhandler.EventBus.post(EventBus.java:182) [EventBus.class:?]',
    ].join('\n'),
    rule: 'forge-event-handler-crash',
    says: ["'rk'", 'com.pebble.rk.event.ClickEvents'],
    mods: ['rk'],
    zh: 'rk',
  },
  {
    name: 'a client class missing on a Forge 1.12 server, the mod named by FML just above',
    log: [
      'net.minecraftforge.fml.common.LoaderExceptionModCrash: Caught exception from Lantern Rails (lanternrails)',
      'Caused by: java.lang.NoClassDefFoundError: net/minecraft/client/multiplayer/WorldClient',
      '\tat com.quill.lanternrails.proxy.CommonProxy.preInit(CommonProxy.java:20)',
      '\tat net.minecraftforge.fml.common.FMLModContainer.handleModStateEvent(FMLModContainer.java:637)',
    ].join('\n'),
    rule: 'client-mod-on-server',
    says: ["'Lantern Rails' (lanternrails)", 'net.minecraft.client.multiplayer.WorldClient'],
    mods: ['lanternrails'],
    zh: '专用服务器',
  },
  {
    name: "a Forge 1.12 server's event handler that reached for a client class",
    log: [
      '[19:41:39] [Server thread/ERROR] [FML]: Exception caught during firing event net.minecraftforge.fml.common.gameevent.TickEvent$PlayerTickEvent@1a2b:',
      'java.lang.NoClassDefFoundError: net/minecraft/client/entity/AbstractClientPlayer',
      '\tat io.github.someone.capes.handler.CapeHandler.onTick(CapeHandler.java:30) ~[capes-1.2.jar:?]',
      '\tat net.minecraftforge.fml.common.eventhandler.EventBus.post(EventBus.java:182) [EventBus.class:?]',
    ].join('\n'),
    rule: 'client-mod-on-server',
    says: ['net.minecraft.client.entity.AbstractClientPlayer'],
    mods: ['capes'],
    zh: '专用服务器',
  },
  {
    name: 'a jar without the license Forge 1.16.2+ requires (crash report section)',
    log: [
      '-- NO MOD INFO AVAILABLE --',
      'Details:',
      '\tMod File: NO FILE INFO',
      '\tFailure message: Missing License Information in file Mod File: C:\\Games\\mc\\mods\\driftwood-0.3 (2).jar',
      '\tMod Version: NO MOD INFO AVAILABLE',
    ].join('\n'),
    rule: 'jar-not-for-loader',
    says: ['driftwood-0.3 (2).jar', 'Missing License Information'],
    mods: ['driftwood'],
    zh: 'driftwood-0.3 (2).jar',
  },
  {
    name: 'a mods.toml without the metadata of the mod id it declares',
    log: ['Error loading mods', 'mods.toml missing metadata for modid saltmarsh2'].join('\n'),
    rule: 'jar-not-for-loader',
    says: ["'saltmarsh2'", 'mods.toml'],
    mods: ['saltmarsh2'],
    zh: 'saltmarsh2',
  },
  {
    name: "an add-on's mixin into another mod's class fails inside that mod's section",
    log: [
      '\tMod File: /C:/mc/mods/hollowblades-forge-3.1.0-1.20.1.jar',
      '\tFailure message: Hollow Blades (hollowblades) has failed to load correctly',
      '\t\torg.spongepowered.asm.mixin.transformer.throwables.MixinTransformerError: An unexpected critical error was encountered',
      '\tMod Version: 3.1.0',
      "\tException message: org.spongepowered.asm.mixin.injection.throwables.InvalidInjectionException: Critical injection failure: @Inject annotation on onDash could not find any targets matching 'dash' in net.quill.hollowblades.player.BladePatch. No refMap loaded. [PREINJECT Applicator Phase -> mixins.bladecompat_climb.json:hollowblades.BladePatchMixin -> Prepare Injections ->  -> handler$zaa000$onDash(Lorg/spongepowered/asm/mixin/injection/callback/CallbackInfo;)V -> Parse]",
    ].join('\n'),
    rule: 'mixin-failure',
    says: ['bladecompat_climb'],
    mods: ['bladecompat_climb'],
    zh: 'bladecompat_climb',
  },
];

async function analyze(log: string): Promise<CrashAnalysis> {
  return analyzeCrash({ text: log, name: 'pasted' });
}

describe('crash analysis of fresh Forge and NeoForge error shapes (issue 30)', () => {
  for (const c of SHAPES) {
    it(`${c.name} → ${c.rule}`, async () => {
      const result = await analyze(c.log);
      const finding = result.findings[0];
      assert.ok(
        finding && finding.rule === c.rule,
        `first finding is not ${c.rule}; got ${result.findings.map((f) => `${f.rule}: ${f.detail}`).join('; ') || 'none'}`,
      );
      for (const s of c.says) assert.ok(findingText(finding).includes(s), `"${s}" not in: ${findingText(finding)}`);
      assert.deepEqual(finding.mods, c.mods);
      // Every mod named is cited by an evidence line that names it.
      for (const m of finding.mods) {
        const by = c.namedBy?.[m] ?? m;
        assert.ok(
          finding.evidence.some((ev) => ev.text.includes(by)),
          `${m} named without a line holding ${by}`,
        );
      }
      const zh = localizeAnalysis(result, 'zh-cn').findings[0]!;
      assert.match(`${zh.title}${zh.detail}${zh.advice}`, /[\u4e00-\u9fff]/);
      assert.ok(`${zh.title} ${zh.detail} ${zh.advice}`.includes(c.zh), `"${c.zh}" not in: ${zh.detail}`);
    });
  }

  it('a ClassCastException between two mods’ own classes is not blamed on OptiFine', async () => {
    const result = await analyze(
      'java.lang.ClassCastException: class com.quill.bogs.BogChunk cannot be cast to class net.minecraft.world.level.LevelAccessor',
    );
    assert.ok(!result.findings.some((f) => f.rule === 'optifine-incompatible' || f.mods.includes('optifine')));
  });

  it('a client class missing in a Forge 1.12 client log is no client mod on a server', async () => {
    const result = await analyze(
      [
        '[12:00:01] [Client thread/ERROR] [FML]: Caught exception from Lantern Rails (lanternrails)',
        'Caused by: java.lang.NoClassDefFoundError: net/minecraft/client/renderer/VertexBuffer',
        '\tat com.quill.lanternrails.client.RailRenderer.render(RailRenderer.java:40)',
        '\tat net.minecraftforge.fml.common.FMLModContainer.handleModStateEvent(FMLModContainer.java:637)',
      ].join('\n'),
    );
    assert.ok(!result.findings.some((f) => f.rule === 'client-mod-on-server'));
  });

  it('a mods.toml that declares no mod id names no mod', async () => {
    const result = await analyze('mods.toml missing metadata for modid null');
    assert.equal(result.findings[0]?.rule, 'jar-not-for-loader');
    assert.deepEqual(result.findings[0]?.mods, []);
  });

  it('reads camelCase package words and two-letter ids only where a mod id stands', () => {
    assert.equal(modOfUnknownClass('timeKeeper.gui.GuiDial')?.id, 'timekeeper');
    assert.equal(modOfUnknownClass('com.pebble.rk.event.ClickEvents')?.id, 'rk');
    assert.equal(modOfUnknownClass('li.cil.tis3d.common.block.Casing')?.id, 'tis3d');
    // A code host after the domain puts the author one word deeper (`io.github.author.modid.…`).
    assert.equal(modOfUnknownClass('io.github.someone.tidepools.block.Pool')?.id, 'tidepools');
    assert.equal(modOfUnknownClass('com.github.someone.tidepools.TidePools')?.id, 'tidepools');
    // A two-letter word deeper in the package, or followed by another mod-like word, is no mod id.
    assert.equal(modOfUnknownClass('com.pebble.rk.bells.Bell'), null);
    // (`blocks` where a mod id stands makes the word before it the mod: missingClassOwner.ts, never the deeper `rk`.)
    assert.equal(modOfUnknownClass('com.pebble.blocks.rk.Thing')?.id, 'pebble');
    assert.equal(modOfUnknownClass('rk.event.ClickEvents'), null);
    // Known libraries stay the library map's (OpenComputers, Markdown Manual), never a two-letter guess.
    assert.equal(modOfUnknownClass('li.cil.oc.common.Item'), null);
    assert.equal(modOfUnknownClass('li.cil.manual.api.ManualModel'), null);
  });
});
