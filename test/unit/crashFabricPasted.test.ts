import * as assert from 'node:assert/strict';
import { analyzeCrash } from '../../src/core/crash/crashAnalyzer';
import { modOfUnknownClass } from '../../src/core/crash/missingClassOwner';
import { assertTopPastedFinding, type PastedCase } from './fixtures/pastedCrashCase';

/**
 * Fabric and Quilt crash text as people paste it (issue 30), in the shapes a second set of real reports from public
 * issue threads showed missing: a mod's own class loaded on a dedicated server, an entrypoint failure whose cause is a
 * missing library class or a sentence naming the wrong library version, Forge's config classes on Fabric (Forge Config
 * API Port), a mixin overwrite conflict whose other side is a bare `modid.mixins.X` class, Crash Assistant's conflict
 * line naming jars, a pasted stack without a mod list whose top frame is a mod's package, a Fabric API module of the
 * wrong version, and a one-line KubeJS paste in markdown. Every fragment is written here in the real formats with
 * made-up mod names; each names the rule of the top finding, facts its English must say, the mods it must name, and
 * a word its zh-CN rendering must hold.
 */
const SHAPES: PastedCase[] = [
  {
    name: "a mod's own client mixin loaded on a dedicated server (cut stack)",
    log: [
      'Caused by: org.spongepowered.asm.mixin.transformer.throwables.InvalidMixinException: Cannot load class net.lumenteam.glowvines.mixin.client.LampRendererMixin in environment type SERVER',
      '        at org.spongepowered.asm.mixin.transformer.MixinInfo.<init>(MixinInfo.java:864) ~[sponge-mixin-0.15.3+mixin.0.8.7.jar:0.15.3+mixin.0.8.7]',
      '        at org.spongepowered.asm.mixin.transformer.MixinConfig.prepareMixins(MixinConf',
    ].join('\n'),
    rule: 'client-mod-on-server',
    says: ["'glowvines'", 'LampRendererMixin'],
    mods: ['glowvines'],
    zh: '专用服务器',
  },
  {
    name: "a mod's client class loaded on a server, in a launcher warning (author.modid package)",
    log: '[10:00:01] [main/WARN]: Error loading class: lumen/emberlights/client/EmberClient (java.lang.RuntimeException: Cannot load class lumen.emberlights.client.EmberClient in environment type SERVER)\nException in thread "main" java.lang.RuntimeException: Failed to setup Fabric server environment!',
    rule: 'client-mod-on-server',
    says: ["'emberlights'"],
    mods: ['emberlights'],
    zh: 'emberlights',
  },
  {
    name: 'an entrypoint failure caused by a missing library class names the library first',
    log: [
      "java.lang.RuntimeException: Could not execute entrypoint stage 'client' due to errors, provided by 'hotbarplus'!",
      '\tat net.fabricmc.loader.impl.FabricLoaderImpl.lambda$invokeEntrypoints$2(FabricLoaderImpl.java:388)',
      '\tat net.fabricmc.loader.impl.game.minecraft.Hooks.startClient(Hooks.java:53)',
      'Caused by: java.lang.NoClassDefFoundError: me/shedaniel/autoconfig/ConfigData',
      '\tat java.base/java.lang.ClassLoader.defineClass1(Native Method)',
      '\tat net.fabricmc.loader.impl.launch.knot.KnotClassLoader.defineClassFwd(KnotClassLoader.java:160)',
    ].join('\n'),
    rule: 'no-class-def',
    says: ['Cloth Config'],
    zh: 'Cloth Config',
  },
  {
    name: "Forge's config class missing on Fabric is Forge Config API Port, not Forge",
    log: [
      "java.lang.RuntimeException: Could not execute entrypoint stage 'main' due to errors, provided by 'sparkbursts'!",
      '\tat net.fabricmc.loader.impl.FabricLoaderImpl.invokeEntrypoints(FabricLoaderImpl.java:386)',
      'Caused by: java.lang.NoClassDefFoundError: net/minecraftforge/fml/config/IConfigSpec',
      '\tat java.base/java.lang.Class.forName0(Native Method)',
    ].join('\n'),
    rule: 'no-class-def',
    says: ['Forge Config API Port'],
    zh: 'Forge Config API Port',
  },
  {
    name: 'an entrypoint failure whose own sentence names the wrong version of a library (Sodium)',
    log: [
      '```',
      "java.lang.RuntimeException: Could not execute entrypoint stage 'client' due to errors, provided by 'prismshade'!",
      '\tat net.fabricmc.loader.impl.entrypoint.EntrypointUtils.invoke0(EntrypointUtils.java:50)',
      'Caused by: java.lang.IllegalStateException: You do not have a compatible version of Sodium installed! You have 0.4.0 but 0.5.1 is expected',
      '\tat net.lumen.prismshade.Prismshade.lambda$onInitializeClient$0(Prismshade.java:40)',
      '```',
    ].join('\n'),
    rule: 'fabric-entrypoint',
    says: ['compatible version of Sodium', 'Sodium'],
    mods: ['prismshade', 'sodium'],
    zh: 'Sodium',
  },
  {
    name: 'a method overwrite conflict whose other side is a bare `modid.mixins.X` class, then the crash',
    log: [
      '[19:34:15] [main/WARN]: Method overwrite conflict for method_5800 in lanternfixes.mixins.json:ItemEntityLightMixin from mod lanternfixes, previously written by lanternlib.mixins.ItemEntityMixin. Skipping method.',
      '[19:34:16] [main/ERROR]: Minecraft has crashed!',
      'net.fabricmc.loader.impl.FormattedException: java.lang.RuntimeException: Mixin transformation of net.minecraft.class_2442 failed',
    ].join('\n'),
    rule: 'mixin-failure',
    says: ["'lanternfixes'", "'lanternlib'"],
    mods: ['lanternfixes', 'lanternlib'],
    zh: 'lanternlib',
  },
  {
    name: "Crash Assistant's conflict line naming the two jars",
    log: [
      'hi, fabric 1.20.1',
      '',
      "Mixin config glowpaths.mixins.json from mod GlowPaths-1.2.0.jar couldn't be applied due to conflicts with mixin config lanterns.mixins.json from mod lanterns-3.0.1.jar",
    ].join('\n'),
    rule: 'mixin-conflict',
    says: ["'glowpaths'", "'lanterns'"],
    mods: ['glowpaths', 'lanterns'],
    zh: 'lanterns',
  },
  {
    name: "a pasted stack without a mod list: the top frame's package names the mod",
    log: [
      'java.lang.ClassCastException: class net.minecraft.class_746 cannot be cast to class net.minecraft.class_3222 (net.minecraft.class_746 and net.minecraft.class_3222 are in unnamed module of loader knot @80ec1f8)',
      '\tat io.lumen.emberfactions.core.ClaimGuard.onUseBlock(ClaimGuard.java:62)',
      '\tat net.fabricmc.fabric.api.event.player.UseBlockCallback.lambda$static$0(UseBlockCallback.java:41)',
      '\tat net.minecraft.class_636.method_2896(class_636.java:327)',
    ].join('\n'),
    rule: 'stack-culprit',
    says: ['emberfactions', 'ClassCastException'],
    mods: ['emberfactions'],
    zh: 'emberfactions',
  },
  {
    name: 'a Minecraft method missing, called from a mod whose package is all the paste shows',
    log: [
      '[02:05:48] [Server thread/ERROR]: Encountered an unexpected exception',
      "java.lang.NoSuchMethodError: 'net.minecraft.class_3218 net.minecraft.class_3222.method_14220()'",
      '        at org.lumenmc.bridgey.platform.fabric.BridgeyWorldManager.sendData(BridgeyWorldManager.java:75) ~[Bridgey-Fabric.jar:?]',
      '        at net.minecraft.class_3738.run(class_3738.java:18) ~[server-intermediary.jar:?]',
    ].join('\n'),
    rule: 'no-such-method',
    says: ['bridgey', 'another Minecraft version'],
    mods: ['bridgey'],
    zh: 'bridgey',
  },
  {
    name: 'a Fabric API module of the wrong version: Fabric API is what to update',
    log: [
      'Incompatible mod set!',
      'Unmet dependency listing:',
      "\t - Mod 'Lumen Render' (lumenrender) 1.0.2 requires version 3.1.0 or later of mod 'Fabric Renderer API (v1)' (fabric-renderer-api-v1), but only the wrong version is present: 3.0.1+b3afc78b27!",
    ].join('\n'),
    rule: 'fabric-wrong-dependency-version',
    says: ['Fabric API', 'fabric-renderer-api-v1', '3.0.1+b3afc78b27'],
    mods: ['lumenrender'],
    zh: '模块',
  },
  {
    name: "a ClassCastException between two mods' own classes names both",
    log: [
      '-The game crashed whilst exception in server tick loop',
      '~Error: java.lang.ClassCastException: class com.lumenworks.postboxes.mail.Courier cannot be cast to class com.lumenworks.furniture.parcels.Courier (com.lumenworks.postboxes.mail.Courier and com.lumenworks.furniture.parcels.Courier are in unnamed module of loader net.fabricmc.loader.impl.launch.knot.KnotClassLoader @57d5872c)',
    ].join('\n'),
    rule: 'class-cast-between-mods',
    says: ["'postboxes'", "'furniture'"],
    mods: ['postboxes', 'furniture'],
    zh: '冲突',
  },
  {
    name: 'a Fabric Renderer API call with no renderer behind it is Indium missing, not a crash of the caller',
    log: [
      'The game crashed whilst rendering block entity',
      'Error: java.lang.NullPointerException: Cannot invoke "net.fabricmc.fabric.api.renderer.v1.Renderer.materialFinder()" because the return value of "net.fabricmc.fabric.api.renderer.v1.RendererAccess.getRenderer()" is null',
    ].join('\n'),
    rule: 'fabric-renderer-missing',
    says: ['Indium', 'Renderer.materialFinder()'],
    mods: [],
    zh: 'Indium',
  },
  {
    name: "KubeJS's stop pasted as one line of inline code is no short log",
    log: '`There were startup script syntax errors! See logs/kubejs/startup.txt for more info`',
    rule: 'kubejs-script-error',
    says: ['startup'],
    zh: 'KubeJS',
  },
];

async function analyze(log: string) {
  return analyzeCrash({ text: log, name: 'pasted.txt' });
}

describe('crash analysis of pasted Fabric and Quilt shapes (issue 30, second real-report set)', () => {
  for (const c of SHAPES) {
    it(`${c.name} → ${c.rule}`, async () => {
      assertTopPastedFinding(c, await analyze(c.log));
    });
  }

  it('ranks the entrypoint below its missing-class cause but keeps it', async () => {
    const result = await analyze(SHAPES[2]!.log);
    const rules = result.findings.map((f) => f.rule);
    assert.ok(rules.indexOf('no-class-def') < rules.indexOf('fabric-entrypoint'), rules.join(', '));
  });

  it('a cast between classes of the game is no clash of two mods', async () => {
    const result = await analyze(SHAPES[7]!.log);
    assert.ok(SHAPES[7]!.log.includes('ClassCastException'));
    assert.ok(!result.findings.some((f) => f.rule === 'class-cast-between-mods'));
  });

  it('reads mod ids from packages of the shapes mods use, never a generic or author segment', () => {
    assert.equal(modOfUnknownClass('de.someone.mcmod.lanterntools.Config')?.id, 'lanterntools');
    assert.equal(modOfUnknownClass('someauthor.moonbiomes.world.biome.MoonBiome')?.id, 'moonbiomes');
    assert.equal(modOfUnknownClass('someauthor.lib.tools.StackTools'), null);
    assert.equal(modOfUnknownClass('com.example.mods.lib.core.Util'), null);
  });

  it('a stack with a mod list still only shows a package that matches none of its mods', async () => {
    const result = await analyze(
      [
        '---- Minecraft Crash Report ----',
        'Description: Ticking entity',
        '',
        'java.lang.NullPointerException: boom',
        '\tat io.lumen.emberfactions.core.ClaimGuard.tick(ClaimGuard.java:62)',
        '',
        '-- System Details --',
        '\tFabric Mods: ',
        '\t\tlanternlib: Lantern Lib 1.0.0',
      ].join('\n'),
    );
    assert.ok(
      !result.findings.some((f) => f.mods.includes('emberfactions')),
      JSON.stringify(result.findings.map((f) => f.mods)),
    );
  });
});
