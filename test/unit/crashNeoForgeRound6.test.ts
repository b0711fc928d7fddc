import * as assert from 'node:assert/strict';
import { analyzeCrash } from '../../src/core/crash/crashAnalyzer';
import type { CrashAnalysis } from '../../src/core/crash/crashFinding';
import { localizeAnalysis } from '../../src/core/crash/crashMessages';
import { assertTopPastedFinding, findingText, type PastedCase } from './fixtures/pastedCrashCase';

/**
 * NeoForge and Forge 1.20.1 shapes missed on a fresh set of real reports from mods' issue threads (issue 30, round
 * 6): a log pasted from a paste site's numbered view (`38 | …`) whose NoSuchMethodError sits under OptiFine's own
 * frame on NeoForge, FML's "has mods that were not found" (a jar built for the other loader), a class that inherits
 * a default method from both a mod's and the loader's interface, and NeoForge's client dropping the connection when a
 * mod's screen fails to open. Every fragment is written for this test in the real formats, with made-up mods,
 * classes and files.
 */
const SHAPES: PastedCase[] = [
  {
    name: 'a loader method missing under OptiFine frames in a numbered NeoForge paste names OptiFine',
    log: [
      '12 | [09:10:11.001] [main/INFO] [loading.moddiscovery.ModDiscoverer/]:',
      '13 | NeoForge 21.1.90 (neoforge)',
      '14 | Exception in thread "main" java.lang.NoSuchMethodError: \'void cpw.mods.jarhandling.impl.Jar.<init>(java.util.function.Supplier, java.nio.file.Path[])\'',
      '15 | at LAYER SERVICE/optifine/optifine.OptiFineJar.<init>(OptiFineJar.java:31)',
      '16 | at LAYER SERVICE/optifine/optifine.OptiFineTransformationService.completeScan(OptiFineTransformationService.java:90)',
    ].join('\n'),
    rule: 'optifine-forge-mismatch',
    says: ['OptiFine does not run on NeoForge', 'Remove OptiFine'],
    mods: ['optifine'],
    zh: 'OptiFine 无法在 NeoForge 上运行',
  },
  {
    name: "a NeoForge build's jar on Forge 1.20.1 (its mod class not found) names the jar's mod",
    log: [
      'Details:',
      '\tMod File: NO FILE INFO',
      '\tFailure message: The Mod File C:\\Games\\pack one\\mods\\Glowmoss-NeoForge-2.0.1+1.20.4.jar has mods that were not found',
      '\tMod Version: NO MOD INFO AVAILABLE',
    ].join('\n'),
    rule: 'mod-file-classes-not-found',
    says: ['Glowmoss-NeoForge-2.0.1+1.20.4.jar', 'build for another loader', 'the build made for your loader'],
    mods: ['glowmoss'],
    zh: '其他加载器',
  },
  {
    name: "a default method given by both a mod's interface and NeoForge's names the mod, not the one that called it",
    log: [
      '-- Mod loading issue for: bellfounder --',
      'Details:',
      '\tFailure message: Bellfounder (bellfounder) encountered an error while dispatching the net.neoforged.fml.event.lifecycle.FMLCommonSetupEvent event',
      '\t\tjava.lang.IncompatibleClassChangeError: Conflicting default methods: dev/someone/lanterns/api/LampHolder.getKey net/neoforged/neoforge/common/extensions/IHolderExtension.getKey',
    ].join('\n'),
    rule: 'conflicting-default-methods',
    says: ["'lanterns' was built for another NeoForge version", 'getKey'],
    mods: ['lanterns'],
    zh: "'lanterns' 是为另一个 NeoForge 版本构建的",
  },
  {
    name: 'a screen of a mod that fails to open on a NeoForge client names the mod its exception quotes',
    log: [
      '[05Mar2025 18:01:02.110] [Render thread/INFO] [minecraft/ChatComponent]: [CHAT] Welcome back',
      '[05Mar2025 18:01:02.112] [Render thread/WARN] [net.minecraft.client.multiplayer.ClientCommonPacketListenerImpl/]: Client disconnected with reason: Failed to open a screen with advanced data: java.lang.NullPointerException: Cannot invoke "com.example.glowvine.client.gui.VineScreen.getMenu()" because "this.vineScreen" is null',
    ].join('\n'),
    rule: 'screen-open-failed',
    says: ["a screen of 'glowvine' failed to open", 'NullPointerException'],
    mods: ['glowvine'],
    zh: "'glowvine' 的界面打开失败",
  },
];

async function analyze(log: string): Promise<CrashAnalysis> {
  return analyzeCrash({ text: log, name: 'pasted' });
}

describe('crash analysis of NeoForge and Forge 1.20.1 shapes from real reports (issue 30, round 6)', () => {
  for (const c of SHAPES) {
    it(`${c.name} → ${c.rule}`, async () => {
      assertTopPastedFinding(c, await analyze(c.log));
    });
  }

  it('on Forge, a Forge method missing under an OptiFine frame says OptiFine does not fit this Forge build', async () => {
    const result = await analyze(
      [
        "java.lang.NoSuchMethodError: 'void net.minecraftforge.client.ForgeHooksClient.drawScreenPane(int)'",
        '\tat net.optifine.reflect.ReflectorMethod.call(ReflectorMethod.java:88) ~[OptiFine_1.20.1_HD_U_I6.jar:?]',
        '\tat net.minecraft.client.gui.screens.TitleScreen.m_88315_(TitleScreen.java:120)',
      ].join('\n'),
    );
    const top = result.findings[0]!;
    assert.equal(top.rule, 'optifine-forge-mismatch');
    assert.deepEqual(top.mods, ['optifine']);
    assert.ok(findingText(top).includes('OptiFine is not compatible with this Forge build'), findingText(top));
  });

  it('a missing loader method whose first frame is a mod, not OptiFine, is no OptiFine finding', async () => {
    const result = await analyze(
      [
        'NeoForge 21.1.90 (neoforge)',
        "java.lang.NoSuchMethodError: 'void net.neoforged.neoforge.client.event.RegisterThingsEvent.register(java.lang.Object)'",
        '\tat TRANSFORMER/glowvine@1.0.0/com.example.glowvine.client.ClientSetup.onRegister(ClientSetup.java:12)',
        '\tat net.optifine.Config.isShaders(Config.java:10)',
      ].join('\n'),
    );
    assert.ok(!result.findings.some((f) => f.rule === 'optifine-forge-mismatch'), 'OptiFine blamed');
  });

  it("OptiFine's own jar with mods not found stays OptiFine's finding", async () => {
    const result = await analyze(
      '\tFailure message: The Mod File /home/someone/mods/OptiFine_1.20.1_HD_U_I6.jar has mods that were not found',
    );
    assert.equal(result.findings[0]!.rule, 'optifine-forge-mismatch');
    assert.ok(!result.findings.some((f) => f.rule === 'mod-file-classes-not-found'));
  });

  it("two mods' interfaces giving the same default method name both mods", async () => {
    const result = await analyze(
      'java.lang.IncompatibleClassChangeError: Conflicting default methods: dev/someone/lanterns/api/LampHolder.getKey io/github/someone/trellis/registry/Entry.getKey',
    );
    const top = result.findings[0]!;
    assert.equal(top.rule, 'conflicting-default-methods');
    assert.deepEqual([...top.mods].sort(), ['lanterns', 'trellis']);
    assert.ok(findingText(top).includes('do not fit together'), findingText(top));
    const zh = localizeAnalysis(result, 'zh-cn').findings[0]!;
    assert.ok(findingText(zh).includes('互不兼容'), findingText(zh));
  });

  it('a screen failure that quotes only the game and Java names no mod', async () => {
    const result = await analyze(
      '[Render thread/WARN] [net.minecraft.client.multiplayer.ClientCommonPacketListenerImpl/]: Client disconnected with reason: Failed to open a screen with advanced data: java.lang.IllegalStateException: net.minecraft.world.inventory.MenuType is not bound',
    );
    assert.ok(!result.findings.some((f) => f.rule === 'screen-open-failed'), 'a mod was blamed');
  });

  it('inline code closed on the line of a missing NeoForge method stays out of the member named', async () => {
    const result = await analyze(
      "Crashes on start: ```java.lang.NoSuchMethodError: 'void net.neoforged.neoforge.client.event.RegisterThingsEvent.register(java.util.function.Function)'```",
    );
    const top = result.findings[0]!;
    assert.equal(top.rule, 'no-such-method');
    assert.ok(!top.detail.includes('`'), top.detail);
    assert.ok(top.detail.includes('RegisterThingsEvent.register(java.util.function.Function)'), top.detail);
  });

  it('a numbered line is read without its number, and a lone number with its bar is left as it is', async () => {
    const result = await analyze(
      ['7 | [10:00:00] [main/INFO]: Loading', '8 |  ', '9 | java.lang.OutOfMemoryError: Java heap space'].join('\n'),
    );
    assert.ok(result.findings.length > 0, 'nothing found in the numbered lines');
    assert.equal(result.findings[0]!.evidence[0]!.text, '9 | java.lang.OutOfMemoryError: Java heap space');
  });
});
