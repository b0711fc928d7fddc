import * as assert from 'node:assert/strict';
import { analyzeCrash } from '../../src/core/crash/crashAnalyzer';
import type { CrashAnalysis } from '../../src/core/crash/crashFinding';
import { localizeAnalysis } from '../../src/core/crash/crashMessages';
import { prefixLength } from '../../src/core/logs/logNormalizer';
import { assertTopPastedFinding, findingText, type PastedCase } from './fixtures/pastedCrashCase';

/**
 * Shapes of Minecraft 1.7.10 and 1.12.2 reports missed on a fresh set of real pastes from old modpacks' and mods'
 * trackers (issue 30, round 7, set D): a method Mixin copied into a game class (`md<hash>$modid$name`, beside the
 * `handler$…$modid$…` injectors) whose mod id a shortened package word on the top frame also spells, Forge 1.8–1.12's
 * Missing Mods entry printed as `unknown` beside the exception that names the mod asking for a newer Forge, a mod's
 * event handler that threw under the event bus's dispatch while another mod fired the event, and the consoles of
 * Technic Launcher (`[B#212] `) and of a launcher that splits its columns with bars. Every fragment is written for
 * this test in the real formats, with made-up mods, classes and fields.
 */
const SHAPES: PastedCase[] = [
  {
    name: 'a copied mixin method (md<hash>$modid$) whose mod a shortened package word on the top frame spells is named',
    log: [
      '[21:04:55] [Server thread/ERROR] [FML]: HandshakeCompletionHandler exception',
      'java.lang.NullPointerException: Member not registered: Kestrel',
      '\tat teamutils.lib.data.Roster.getMember(Roster.java:212) ~[Roster.class:?]',
      '\tat net.minecraft.world.WorldServer.md4a1b2c$teamutilities$lambda$awakePlayers$0$0(WorldServer.java:1302) ~[mt.class:?]',
      '\tat java.util.stream.ReferencePipeline$2$1.accept(ReferencePipeline.java:174) ~[?:1.8.0_402]',
    ].join('\n'),
    rule: 'stack-culprit',
    says: ['teamutilities', 'Member not registered: Kestrel'],
    mods: ['teamutilities'],
    zh: 'teamutilities',
  },
  {
    name: "Forge 1.12's 'unknown' Forge entry beside the exception naming the mod that asks for it names that mod",
    log: [
      'Description: Exception in server tick loop',
      '',
      'Missing Mods:',
      '\tunknown : need [14.23.5.2838,): have 14.23.5.2768',
      '',
      'net.minecraftforge.fml.common.MissingModsException: Mod lanternrows (Lantern Rows) requires [forge@[14.23.5.2838,)]',
      '\tat net.minecraftforge.fml.common.Loader.sortModList(Loader.java:264)',
    ].join('\n'),
    rule: 'forge-legacy-missing-dependency',
    says: ['Lantern Rows needs Forge 14.23.5.2838 or newer', '14.23.5.2768'],
    mods: ['lanternrows'],
    zh: 'Lantern Rows',
  },
  {
    name: "a mod's event handler that threw above the event bus's dispatch is named, not the mod that fired the event",
    log: [
      'Description: Ticking entity',
      '',
      'java.lang.NullPointerException: Ticking entity',
      '\tat com.someone.swordplay.events.CombatEvents.onHurt(CombatEvents.java:88)',
      '\tat net.minecraftforge.fml.common.eventhandler.ASMEventHandler_311_CombatEvents_onHurt_LivingHurtEvent.invoke(.dynamic)',
      '\tat net.minecraftforge.fml.common.eventhandler.ASMEventHandler.invoke(ASMEventHandler.java:90)',
      '\tat net.minecraftforge.fml.common.eventhandler.EventBus.post(EventBus.java:182)',
      '\tat net.minecraftforge.common.ForgeHooks.onLivingHurt(ForgeHooks.java:604)',
      '\tat com.someone.critterpack.entity.BaseCritter.func_70665_d(BaseCritter.java:412)',
      '\tat net.minecraft.entity.EntityLivingBase.func_70097_a(EntityLivingBase.java:926)',
      '\tat com.someone.critterpack.entity.CritterSpit.func_70184_a(CritterSpit.java:97)',
    ].join('\n'),
    rule: 'ticking-entity',
    says: ['swordplay'],
    mods: ['swordplay'],
    zh: 'swordplay',
  },
  {
    name: "Technic Launcher's [B#n] console prefix stays out of a 1.7.10 mod crash's words",
    log: [
      '[B#212] [10:01:02] [Client thread/ERROR] [FML]: Fatal errors were detected during the transition from PREINITIALIZATION to INITIALIZATION. Loading cannot continue',
      '[B#212] [10:01:02] [Client thread/ERROR] [FML]: Caught exception from cinderforge',
      '[B#212] java.lang.NullPointerException',
      '[B#212] \tat com.someone.cinderforge.CinderForge.preInit(CinderForge.java:40) ~[CinderForge.class:?]',
    ].join('\n'),
    rule: 'forge-mod-crash',
    says: ["'cinderforge'", 'java.lang.NullPointerException'],
    mods: ['cinderforge'],
    zh: 'cinderforge',
  },
  {
    name: "Forge 1.12's SideTransformer refusing a client class on a server names the client-only mod",
    log: [
      '[12:00:01] [Server thread/ERROR] [FML]: Caught exception from Coolmap (coolmap)',
      'java.lang.RuntimeException: Attempted to load class net/minecraft/client/gui/GuiScreen for invalid side SERVER',
      '\tat net.minecraftforge.fml.common.asm.transformers.SideTransformer.transform(SideTransformer.java:62)',
      '\tat com.someone.coolmap.CoolMap.preInit(CoolMap.java:21)',
    ].join('\n'),
    rule: 'client-mod-on-server',
    says: ["'Coolmap' (coolmap)", 'net.minecraft.client.gui.GuiScreen', 'Remove the client-only mod from the server'],
    mods: ['coolmap'],
    zh: 'coolmap',
    notErrors: ['forge-mod-crash'],
  },
  {
    name: "Java 7's PermGen running out asks for -XX:MaxPermSize, not more heap",
    log: [
      '[12:00:01] [Client thread/ERROR] [FML]: Caught exception from Forge Mod Loader',
      'java.lang.OutOfMemoryError: PermGen space',
      '\tat java.lang.ClassLoader.defineClass1(Native Method)',
    ].join('\n'),
    rule: 'out-of-memory',
    says: ['permanent generation', '-XX:MaxPermSize=256m', 'Java 8'],
    zh: '永久代',
  },
  {
    name: "a frame's URL-encoded jar of a file a player renamed in Chinese matches the mod list's file name",
    log: [
      'Description: Rendering screen',
      '',
      'java.lang.NullPointerException: Cannot invoke "java.util.List.size()" because "this.pages" is null',
      '\tat com.someone.qx.gui.BookScreen.m_6305_(BookScreen.java:88) ~[%5B奇幻书%5D%20fantasybooks-1.18.2-2.0.jar%23180!/:?] {re:classloading}',
      '\tat net.minecraft.client.renderer.GameRenderer.m_109093_(GameRenderer.java:879) ~[client-1.18.2-20220404.173914-srg.jar%23247!/:?] {re:classloading}',
      '',
      '-- System Details --',
      'Details:',
      '\tMinecraft Version: 1.18.2',
      '\tMod List: ',
      '\t\tclient-1.18.2-20220404.173914-srg.jar             |Minecraft                     |minecraft                     |1.18.2              |DONE      |Manifest: a1:d4:5e',
      '\t\t[奇幻书] fantasybooks-1.18.2-2.0.jar             |Fantasy Books                 |fantasybooks                  |2.0                 |DONE      |Manifest: NOSIGNATURE',
      '\t\t[地图] worldmapx-1.18.2-3.1.jar                    |World Map X                   |worldmapx                     |3.1                 |DONE      |Manifest: NOSIGNATURE',
    ].join('\n'),
    rule: 'stack-culprit',
    says: ['Fantasy Books', '[奇幻书] fantasybooks-1.18.2-2.0.jar'],
    mods: ['fantasybooks'],
    zh: 'Fantasy Books',
  },
];

async function analyze(log: string): Promise<CrashAnalysis> {
  return analyzeCrash({ text: log, name: 'pasted' });
}

describe('crash analysis of 1.7.10 and 1.12.2 shapes from real reports (issue 30, round 7, set D)', () => {
  for (const c of SHAPES) {
    it(`${c.name} → ${c.rule}`, async () => {
      assertTopPastedFinding(c, await analyze(c.log));
    });
  }

  it('the asking mod and the Missing Mods entry make one finding, quoting both lines', async () => {
    const result = await analyze(SHAPES[1]!.log);
    const hits = result.findings.filter((f) => f.rule === 'forge-legacy-missing-dependency');
    assert.equal(hits.length, 1, hits.map((f) => f.title).join(' | '));
    assert.deepEqual(
      hits[0]!.evidence.map((e) => e.line),
      [4, 6],
    );
    assert.ok(!findingText(hits[0]!).includes('A mod needs Forge'), findingText(hits[0]!));
  });

  it("an 'unknown' Forge entry whose range no nearby exception asks for still says a mod needs that Forge", async () => {
    const result = await analyze(
      [
        'Missing Mods:',
        '\tunknown : need [14.23.5.2838,): have 14.23.5.2768',
        '',
        'net.minecraftforge.fml.common.MissingModsException: Mod lanternrows (Lantern Rows) requires [forge@[14.23.5.2800,)]',
      ].join('\n'),
    );
    const entry = result.findings.find((f) => f.evidence.some((e) => e.line === 2))!;
    assert.ok(findingText(entry).includes('A mod needs Forge [14.23.5.2838,)'), findingText(entry));
    assert.deepEqual(entry.mods, ['forge']);
    assert.ok(
      findingText(localizeAnalysis(result, 'zh-cn').findings[result.findings.indexOf(entry)]!).includes(
        '有模组需要 Forge',
      ),
    );
  });

  it("a mixin handler's mod that no package word on the top frame spells is shown, never blamed", async () => {
    const result = await analyze(
      [
        'java.lang.IllegalStateException: Light queue overflow',
        '\tat lumenworks.light.engine.Queue.push(Queue.java:51)',
        '\tat net.minecraft.world.World.handler$abc000$quickchunks$onLight(World.java:2210)',
      ].join('\n'),
    );
    assert.ok(!result.findings.some((f) => f.mods.includes('quickchunks')), 'quickchunks blamed');
  });

  it('frames of two mods above the event dispatch name neither (the handler may be calling the other)', async () => {
    const result = await analyze(
      [
        'Description: Ticking entity',
        '',
        'java.lang.NullPointerException: Ticking entity',
        '\tat com.someone.statlib.api.Stats.read(Stats.java:30)',
        '\tat com.someone.swordplay.events.CombatEvents.onHurt(CombatEvents.java:88)',
        '\tat cpw.mods.fml.common.eventhandler.ASMEventHandler_12_CombatEvents_onHurt_LivingHurtEvent.invoke(.dynamic)',
        '\tat cpw.mods.fml.common.eventhandler.EventBus.post(EventBus.java:140)',
        '\tat com.someone.critterpack.entity.BaseCritter.func_70665_d(BaseCritter.java:412)',
      ].join('\n'),
    );
    const top = result.findings[0]!;
    assert.equal(top.rule, 'ticking-entity');
    assert.deepEqual(top.mods, []);
  });

  it("a Forge 1.7.10 handler that threw under cpw.mods.fml's dispatch is named", async () => {
    const result = await analyze(
      [
        'java.lang.NullPointerException: Ticking entity',
        '\tat com.someone.swordplay.events.CombatEvents.onHurt(CombatEvents.java:88)',
        '\tat cpw.mods.fml.common.eventhandler.ASMEventHandler_12_CombatEvents_onHurt_LivingHurtEvent.invoke(.dynamic)',
        '\tat cpw.mods.fml.common.eventhandler.ASMEventHandler.invoke(ASMEventHandler.java:54)',
        '\tat cpw.mods.fml.common.eventhandler.EventBus.post(EventBus.java:140)',
        '\tat com.someone.critterpack.entity.BaseCritter.func_70665_d(BaseCritter.java:412)',
      ].join('\n'),
    );
    assert.deepEqual(result.findings[0]!.mods, ['swordplay']);
  });

  it("reads past Technic's and a bar-columned launcher console's prefixes", () => {
    assert.equal(prefixLength('[B#212] [10:01:02] [Client thread/ERROR] [FML]: Caught exception from x'), 8);
    assert.equal(
      prefixLength('[B#211] 2015/01/03 19:27:18 [INFORMATION]  \tat net.minecraft.launchwrapper.Launch.main'),
      '[B#211] 2015/01/03 19:27:18 [INFORMATION]  '.length,
    );
    assert.equal(
      prefixLength('05:56:32 | game |   | info | Caused by: java.lang.ClassNotFoundException: a.B'),
      '05:56:32 | game |   | info | '.length,
    );
    // A table row of a crash report's mod list is not a console column.
    assert.equal(prefixLength('\t| LCHIJA | examplemod | 1.0 | examplemod-1.0.jar | None |'), 0);
  });

  it('a class missing from a bar-columned console names the Forge of another Minecraft version', async () => {
    const result = await analyze(
      [
        '10:11:12 | game |   | info | Caused by: java.lang.ClassNotFoundException: cpw.mods.fml.relauncher.IFMLLoadingPlugin',
        '10:11:12 | game |   | info | at net.minecraft.launchwrapper.LaunchClassLoader.findClass(LaunchClassLoader.java:191) ~[launchwrapper-1.12.jar:?]',
      ].join('\n'),
    );
    const top = result.findings[0]!;
    assert.equal(top.rule, 'no-class-def');
    assert.ok(!top.detail.includes('| game |'), top.detail);
  });
});
