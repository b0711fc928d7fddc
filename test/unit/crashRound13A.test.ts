import * as assert from 'node:assert/strict';
import { analyzeCrash } from '../../src/core/crash/crashAnalyzer';
import type { CrashAnalysis } from '../../src/core/crash/crashFinding';
import { localizeAnalysis } from '../../src/core/crash/crashMessages';
import { assertTopPastedFinding, findingText, type PastedCase } from './fixtures/pastedCrashCase';

/**
 * Shapes missed on a fresh set of real pastes from mob, boss, dimension and adventure mods and their libraries (issue
 * 30, round 13A, 1.16 to 1.21): an entity crash thrown inside a library the blamed mod called; a mod's integration
 * asking for a class of a mod whose two-word package names no mod by itself; a GeckoLib model or animation file a mod
 * asked for and that is not there, also on a launcher's error screen; a mod's config data lacking an entry (a one-line
 * helpful NullPointerException); a developer (`-deobf`) jar in a failing mod's section; an error screen retyped in lower
 * case. Every fragment is written for this test in the real formats, with made-up mods and classes.
 */
const SHAPES: PastedCase[] = [
  {
    name: 'a ticking entity whose NullPointerException is thrown inside Citadel, called by the mod that owns the entity',
    log: [
      '```',
      'java.lang.NullPointerException: Ticking entity',
      '\tat com.github.alexthe666.citadel.server.entity.datatracker.EntityProperties.getEntity(EntityProperties.java:63) ~[citadel:1.7.2-1.16.5] {re:classloading}',
      '\tat com.frostwyrm.wyrms.entity.props.ChillProperties.setChilled(ChillProperties.java:41) ~[frostwyrms:3.0.1-1.16.5] {re:classloading}',
      '\tat com.frostwyrm.wyrms.entity.WyrmBreathManager.freezeArea(WyrmBreathManager.java:120) ~[frostwyrms:3.0.1-1.16.5] {re:classloading}',
      '\tat com.frostwyrm.wyrms.entity.EntityFrostWyrm.breathe(EntityFrostWyrm.java:388) ~[frostwyrms:3.0.1-1.16.5] {re:classloading}',
      '```',
    ].join('\n'),
    rule: 'ticking-entity',
    says: ['thrown inside citadel, called by frostwyrms', 'Update citadel and frostwyrms together'],
    mods: ['frostwyrms', 'citadel'],
    zh: '版本不匹配',
  },
  {
    name: 'an integration asking for a class of a mod whose two-word package names no mod alone (`author.modid.Class`)',
    log: [
      '[11:02:41] [Server thread/ERROR]: Encountered an unexpected exception',
      'net.minecraft.class_148: Exception ticking world',
      '\tat net.minecraft.server.MinecraftServer.method_3813(MinecraftServer.java:901) ~[client-intermediary.jar:?]',
      'Caused by: java.lang.NoClassDefFoundError: hollowgate/gatekeeper/GateRules',
      '\tat dev.honeywell.hivecraft.compat.GatekeeperCompat.isBlocked(GatekeeperCompat.java:15) ~[hivecraft-2.4.0+1.20.1-fabric.jar:?]',
      '\tat dev.honeywell.hivecraft.world.HiveTeleport.tryEnter(HiveTeleport.java:88) ~[hivecraft-2.4.0+1.20.1-fabric.jar:?]',
    ].join('\n'),
    rule: 'no-class-def',
    says: [
      "'hivecraft' uses a class of 'gatekeeper'",
      "ran its code for it anyway (a bug of 'hivecraft'",
      "update 'hivecraft'",
    ],
    mods: ['gatekeeper', 'hivecraft'],
    zh: '联动代码',
  },
  {
    name: "a launcher's error screen for a GeckoLib model a mod's armor asked for (`The game crashed: …` / `Error: …`)",
    log: [
      'The game crashed: rendering entity in world',
      'Error: software.bernie.geckolib3.geo.exception.GeckoLibException: tidearmory:geo/coral_plate.geo.json: Could not find model. If you are getting this with a built mod, please just restart your game.',
    ].join('\n'),
    rule: 'geckolib-resource-missing',
    says: ['tidearmory:geo/coral_plate.geo.json', 'Could not find model', "reinstall or update 'tidearmory'"],
    mods: ['tidearmory'],
    zh: 'GeckoLib 无法加载',
  },
  {
    name: "GeckoLib 4's `Unable to find model` under a crash report's `Caused by:` in a quoted paste",
    log: [
      '> Description: Rendering entity in world',
      '> ',
      '> java.lang.RuntimeException: Rendering entity in world',
      '> Caused by: software.bernie.geckolib.GeckoLibException: duskwalkers:geo/entity/marsh_walker.geo.json: Unable to find model',
      '> \tat software.bernie.geckolib.model.GeoModel.getBakedModel(GeoModel.java:70) ~[geckolib-forge-1.20.1-4.2.4.jar%23187!/:4.2.4] {re:classloading}',
    ].join('\n'),
    rule: 'geckolib-resource-missing',
    says: ['duskwalkers:geo/entity/marsh_walker.geo.json', 'Unable to find model'],
    mods: ['duskwalkers'],
    zh: 'duskwalkers',
  },
  {
    name: 'a launcher\'s one-line error for a mod\'s config data lacking an entry (`Cannot invoke "….config.data.X.y()"`)',
    log: [
      'The game crashed whilst load world',
      'Error: java.lang.RuntimeException: java.lang.NullPointerException: Cannot invoke "com.runeforge.trinketry.config.data.SlotConfigData.toEntry(com.runeforge.trinketry.items.base.ITrinket, String)" because the return value of "java.util.Map.get(Object)" is null',
    ].join('\n'),
    rule: 'mod-config-data-null',
    says: ["mod 'trinketry'", 'java.util.Map.get(Object)', "delete the config of 'trinketry'"],
    mods: ['trinketry'],
    zh: '配置',
  },
  {
    name: "a developer (`-deobf`) jar in a failing mod's section of a Forge crash report, behind a hosting panel's prefixes",
    log: [
      '14.03 19:20:11 [Server] INFO -- MOD mobcore --',
      '14.03 19:20:11 [Server] INFO Details:',
      '14.03 19:20:11 [Server] INFO Mod File: mobcore-2.0.4-deobf.jar',
      '14.03 19:20:11 [Server] INFO Failure message: Mob Core has class loading errors',
      '14.03 19:20:11 [Server] INFO java.lang.NoSuchMethodError: net.minecraft.item.Item$Properties.maxStackSize(I)Lnet/minecraft/item/Item$Properties;',
    ].join('\n'),
    rule: 'developer-jar-installed',
    says: ['mobcore-2.0.4-deobf.jar', "the normal release jar of 'mobcore'"],
    mods: ['mobcore'],
    zh: '开发者构建',
  },
  {
    name: 'an error screen retyped in lower case (`java.lang.nosuchmethoderror: "float com.author.modid.…"`)',
    log: 'got kicked: internal exception: io.netty.handler.codec.decoderexception: java.lang.nosuchmethoderror: "int com.quillsmith.stormblades.item.crafting.forgerecipe.m_43752_()"',
    rule: 'retyped-linkage-error',
    says: ["mod 'stormblades'", 'retyped', 'com.quillsmith.stormblades.item.crafting.forgerecipe.m_43752_'],
    mods: ['stormblades'],
    zh: '手动重打',
  },
];

async function analyze(log: string): Promise<CrashAnalysis> {
  return analyzeCrash({ text: log, name: 'pasted.txt' });
}

describe('crash analysis of round 13A shapes (issue 30: mobs, bosses, dimensions and their libraries)', () => {
  for (const c of SHAPES) {
    it(c.name, async () => {
      assertTopPastedFinding(c, await analyze(c.log));
    });
  }

  it("blames no mod for GeckoLib's own example model or a model of namespace null", async () => {
    for (const ns of ['geckolib3:geo/creeper.geo.json', 'null']) {
      const result = await analyze(
        `software.bernie.geckolib3.geo.exception.GeckoLibException: ${ns}: Could not find model. If you are getting this with a built mod, please just restart your game.`,
      );
      assert.ok(!result.findings.some((f) => f.rule === 'geckolib-resource-missing'), ns);
    }
  });

  it("takes no crash helper's `deobfuscated stack trace` frame, nor a -dev jar only listed, for a developer jar", async () => {
    const result = await analyze(
      [
        'java.lang.IllegalStateException: boom',
        '\tat Not Enough Crashes deobfuscated stack trace.(1.18.2+build.3) ~[?:?]',
        '\tat net.minecraft.class_1937.method_8503(class_1937.java:12)',
        '\t\tlanternlib-1.0-dev.jar                 |Lantern Lib          |lanternlib          |1.0          |DONE      |Manifest: NOSIGNATURE',
      ].join('\n'),
    );
    assert.ok(!result.findings.some((f) => f.rule === 'developer-jar-installed'));
  });

  it('blames no config library for a null in its own API, and reads no mod from a generic word before `config`', async () => {
    for (const cls of [
      'dev.isxander.yacl3.config.v2.api.ConfigClassHandler.instance()',
      'com.author.common.config.data.Entry.get()',
    ]) {
      const result = await analyze(
        `java.lang.NullPointerException: Cannot invoke "${cls}" because the return value of "java.util.Map.get(Object)" is null`,
      );
      assert.ok(!result.findings.some((f) => f.rule === 'mod-config-data-null'), cls);
    }
  });

  it('keeps the library out when the blamed mod threw the error itself', async () => {
    const result = await analyze(
      [
        'java.lang.NullPointerException: Ticking entity',
        '\tat com.frostwyrm.wyrms.entity.WyrmBreathManager.freezeArea(WyrmBreathManager.java:120) ~[frostwyrms:3.0.1-1.16.5] {re:classloading}',
        '\tat com.github.alexthe666.citadel.server.entity.CitadelEntityData.tick(CitadelEntityData.java:30) ~[citadel:1.7.2-1.16.5] {re:classloading}',
      ].join('\n'),
    );
    const top = result.findings[0]!;
    assert.equal(top.rule, 'ticking-entity');
    assert.deepEqual(top.mods, ['frostwyrms']);
  });

  it('renders the new texts in Chinese', async () => {
    const gecko = localizeAnalysis(await analyze(SHAPES[2]!.log), 'zh-cn').findings[0]!;
    assert.ok(gecko.advice.includes("重新安装或更新 'tidearmory'"), gecko.advice);
    const compat = localizeAnalysis(await analyze(SHAPES[1]!.log), 'zh-cn').findings[0]!;
    assert.ok(compat.advice.includes("请更新 'hivecraft'"), compat.advice);
    const dev = localizeAnalysis(await analyze(SHAPES[5]!.log), 'zh-cn').findings[0]!;
    assert.ok(dev.title.includes("'mobcore'"), dev.title);
    assert.ok(findingText(dev).includes('mobcore-2.0.4-deobf.jar'), findingText(dev));
  });
});
