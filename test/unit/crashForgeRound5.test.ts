import * as assert from 'node:assert/strict';
import { analyzeCrash } from '../../src/core/crash/crashAnalyzer';
import type { CrashAnalysis } from '../../src/core/crash/crashFinding';
import { localizeAnalysis } from '../../src/core/crash/crashMessages';
import { assertTopPastedFinding, findingText, type PastedCase } from './fixtures/pastedCrashCase';

/**
 * Forge and NeoForge shapes missed on a fresh set of real reports from mods' issue threads (issue 30, round 5): a
 * NeoForge loading-error entry quoted from a crash report's `Failure message:` whose error is an OptiFine break (the
 * mod is only where it showed), a launcher console that printed the stack above FML's "Failed to create mod
 * instance" line, a library's class that a mod's code cannot load (the mod and the library are named, since either
 * may be the one to change), and a dependency with an open version range (`,`). Every fragment is written for this
 * test in the real formats, with made-up mods, classes and fields.
 */
const SHAPES: PastedCase[] = [
  {
    name: "a mod's sided_setup failure that is OptiFine's missing BakedQuad constructor names OptiFine, not the mod",
    log: [
      'OptiFine version: OptiFine 1.19.2 HD U H9',
      '',
      'Failure message: Lantern Rows (lanternrows) encountered an error during the sided_setup event phase',
      "\t\tjava.lang.NoSuchMethodError: 'void net.minecraft.client.renderer.block.model.BakedQuad.<init>(int[], int, net.minecraft.core.Direction, net.minecraft.client.renderer.texture.TextureAtlasSprite, boolean, boolean)'",
      "\tException message: java.lang.NoSuchMethodError: 'void net.minecraft.client.renderer.block.model.BakedQuad.<init>(int[], int, net.minecraft.core.Direction, net.minecraft.client.renderer.texture.TextureAtlasSprite, boolean, boolean)'",
    ].join('\n'),
    rule: 'optifine-forge-mismatch',
    says: ['OptiFine', 'BakedQuad.<init>'],
    zh: 'OptiFine',
  },
  {
    name: 'a stack printed above "Failed to create mod instance" gives the reason the mod failed',
    log: [
      '[04/03/2024 10:12:13 AM] Caused by: java.lang.NoSuchFieldError: GEAR_TAB',
      '[04/03/2024 10:12:13 AM] \tat TRANSFORMER/cogwings@2.1.0/com.someone.cogwings.Items.WINGS$lambda$3(Items.kt:57)',
      '[04/03/2024 10:12:13 AM] \tat TRANSFORMER/cogwings@2.1.0/com.someone.cogwings.Items.<clinit>(Items.kt:57)',
      '[04/03/2024 10:12:13 AM] \t... 12 more',
      '[04/03/2024 10:12:13 AM] [modloading-worker-0/ERROR] Failed to create mod instance. ModID: cogwings, class com.someone.cogwings.CogWings',
    ].join('\n'),
    rule: 'forge-mod-crash',
    says: ["'cogwings'", 'java.lang.NoSuchFieldError: GEAR_TAB'],
    mods: ['cogwings'],
    zh: 'cogwings',
  },
  {
    name: "a library's class a mod's code cannot load names the library and the mod that uses it",
    log: [
      'Description: Rendering overlay',
      '',
      'java.lang.NoClassDefFoundError: dev/architectury/event/events/client/ClientTooltipEvent$Render',
      '\tat dev.someone.mods.hudpanels.PanelButton.<init>(PanelButton.java:41) ~[hudpanels-forge-1900.2.0.jar%23120!/:1900.2.0] {re:classloading}',
      '\tat net.minecraft.server.packs.resources.ResourceManagerReloadListener.m_10759_(ResourceManagerReloadListener.java:15) ~[client-1.19.2-srg.jar%23121!/:?] {re:classloading}',
    ].join('\n'),
    rule: 'no-class-def',
    says: ['Architectury API', 'hudpanels', 'ClientTooltipEvent$Render'],
    mods: ['architectury', 'hudpanels'],
    zh: 'hudpanels',
  },
  {
    name: 'a missing dependency with an open range (",") asks for any version, with no stray comma',
    log: [
      '[10:01:02] [main/ERROR]: Missing or unsupported mandatory dependencies:',
      "\tMod ID: 'trackworks', Requested by: 'longcarts', Expected range: ',', Actual version: '[MISSING]'",
    ].join('\n'),
    rule: 'forge-missing-dependency',
    says: ['Missing trackworks (needed by longcarts)', "Install 'trackworks', or remove 'longcarts'."],
    mods: ['longcarts', 'trackworks'],
    zh: 'trackworks',
  },
  {
    name: "a missing method of a library called by another mod's compat code names that mod beside the library",
    log: [
      "\t\tjava.lang.NoSuchMethodError: 'void com.jozufozu.flywheel.backend.Engines.select(java.lang.String)'",
      '\tMod Version: 3.4.0',
      "\tException message: java.lang.NoSuchMethodError: 'void com.jozufozu.flywheel.backend.Engines.select(java.lang.String)'",
      'Stacktrace:',
      '\tat dev.someone.glintcraft.compat.FlywheelBridge.apply(FlywheelBridge.java:22) ~[glintcraft-1.18.2-3.4.0.jar%2361!/:?] {re:classloading}',
      '\tat net.minecraftforge.eventbus.EventBus.post(EventBus.java:302) ~[eventbus-5.0.3.jar%232!/:?] {}',
    ].join('\n'),
    rule: 'no-such-method',
    says: ["'glintcraft' was built for another version of Flywheel", 'Engines.select'],
    mods: ['flywheel', 'glintcraft'],
    zh: "'glintcraft' 是为其他版本的 Flywheel 构建的",
  },
  {
    name: "an exception from a mod's mixin config plugin names the config's mod",
    log: [
      '[09:14:02] [main/ERROR]: Error encountered during mixin config postInit step\'quickchunks.mixins.json\': Cannot invoke "Object.toString()" because "info" is null',
      'java.lang.NullPointerException: Cannot invoke "Object.toString()" because "info" is null',
      '\tat dev.someone.quickchunks.mixin.ChunkMixinPlugin.getMixins(ChunkMixinPlugin.java:77) ~[quickchunks-0.9.1.jar%23301!/:?]',
      '\tat org.spongepowered.asm.mixin.transformer.PluginHandle.getMixins(PluginHandle.java:128) ~[mixin-0.8.5.jar:0.8.5]',
    ].join('\n'),
    rule: 'mixin-plugin-failed',
    says: ["'quickchunks'", 'quickchunks.mixins.json', 'postInit', 'java.lang.NullPointerException'],
    mods: ['quickchunks'],
    zh: 'mixin 插件',
  },
  {
    name: 'a loader requirement quoted in a markdown code span keeps the code mark out of the installed version',
    log: [
      'the log says:',
      '`net.minecraftforge.fml.ModLoadingException: Mod \u00a7eferncarts\u00a7r requires \u00a76forge\u00a7r \u00a7o40.2.1 or above\u00a7r',
      '\u00a77Currently, \u00a76forge\u00a7r\u00a77 is \u00a7o40.1.0`',
    ].join('\n'),
    rule: 'forge-missing-dependency',
    says: ['(installed: 40.1.0)', 'Forge 40.1.0 is installed'],
    mods: ['ferncarts'],
    zh: '40.1.0',
  },
];

async function analyze(log: string): Promise<CrashAnalysis> {
  return analyzeCrash({ text: log, name: 'pasted' });
}

describe('crash analysis of Forge and NeoForge shapes from real reports (issue 30, round 5)', () => {
  for (const c of SHAPES) {
    it(`${c.name} → ${c.rule}`, async () => {
      assertTopPastedFinding(c, await analyze(c.log));
    });
  }

  it('the OptiFine break is not also reported as a crash of the mod that hit it', async () => {
    const result = await analyze(SHAPES[0]!.log);
    assert.ok(!result.findings.some((f) => f.rule === 'forge-mod-crash'), 'forge-mod-crash also reported');
    assert.ok(!result.findings.some((f) => f.mods.includes('lanternrows')), 'lanternrows named');
  });

  it('a library class missing with no calling frame under it names the library alone', async () => {
    const result = await analyze(
      'java.lang.NoClassDefFoundError: dev/architectury/event/events/client/ClientTooltipEvent$Render',
    );
    const top = result.findings[0]!;
    assert.equal(top.rule, 'no-class-def');
    assert.deepEqual(top.mods, ['architectury']);
    assert.ok(findingText(top).startsWith('Missing Architectury API'), findingText(top));
    assert.ok(findingText(localizeAnalysis(result, 'zh-cn').findings[0]!).includes('缺少 Architectury API'));
  });

  it('a platform frame under the missing class is never taken for the mod that uses it', async () => {
    const result = await analyze(
      [
        'java.lang.NoClassDefFoundError: dev/architectury/event/events/client/ClientTooltipEvent$Render',
        '\tat java.base/java.lang.Class.forName0(Native Method)',
        '\tat net.minecraft.client.Minecraft.m_91374_(Minecraft.java:718) ~[client-1.19.2-srg.jar%23121!/:?]',
        '\tat net.minecraftforge.fml.ModLoader.dispatch(ModLoader.java:90) ~[fmlcore.jar%2390!/:?]',
      ].join('\n'),
    );
    assert.deepEqual(result.findings[0]!.mods, ['architectury']);
  });
});
