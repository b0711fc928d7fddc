import * as assert from 'node:assert/strict';
import { analyzeCrash } from '../../src/core/crash/crashAnalyzer';
import type { CrashAnalysis } from '../../src/core/crash/crashFinding';
import { localizeAnalysis } from '../../src/core/crash/crashMessages';
import { modOfUnknownClass } from '../../src/core/crash/missingClassOwner';
import { nullMessageOwners } from '../../src/core/crash/nullMessageOwners';
import { prefixLength } from '../../src/core/logs/logNormalizer';
import { assertTopPastedFinding, findingText, type PastedCase } from './fixtures/pastedCrashCase';

/**
 * Shapes missed on a fresh set of real pastes from tech, magic and content mods' own trackers (issue 30, round 10A:
 * storage networks, magic mods and their add-ons, bees, 1.12 to 1.21): a console relayed by a chat bridge (`<nick> `
 * before every line); a linkage error seen first in its wrapper and then in its `Caused by:` with the caller's frame;
 * Forge 1.12's `Caught exception from Name (id)` above a caller whose package spells its author; a package naming its
 * author, mod and part (`org.author.modcore.part.Part`); a mod id its jar spells with a separator its package drops; a
 * mod that failed while loading on a game method; a helpful NullPointerException naming the mod's classes where the
 * stack shows none; a block claimed by two point-of-interest types. Every fragment is written for this test in the real
 * formats, with made-up mods and classes.
 */
const SHAPES: PastedCase[] = [
  {
    name: "a server console relayed by a chat bridge (`<nick> ` on every line) is read as the console's own lines",
    log: [
      '<Relay42> Captured exception:',
      '<Relay42> [Server thread/FATAL]: Error executing task',
      '<Relay42> java.util.concurrent.ExecutionException: java.lang.NullPointerException',
      '<Relay42> at java.util.concurrent.FutureTask.report(FutureTask.java:122)',
      '<Relay42> at net.minecraft.server.MinecraftServer.func_71190_q(MinecraftServer.java:679)',
      '<Relay42> Caused by: java.lang.NullPointerException',
      '<Relay42> at com.quartzworks.pipenet.node.PipeNode.getFacing(PipeNode.java:88)',
      '<Relay42> at com.quartzworks.pipenet.node.PipeNode.update(PipeNode.java:40)',
    ].join('\n'),
    rule: 'stack-culprit',
    says: ['pipenet'],
    mods: ['pipenet'],
    zh: 'pipenet',
  },
  {
    name: "a missing library member quoted twice (the wrapper's line, then its `Caused by:` with the caller's frame) names the caller",
    log: [
      '> [18:43:27] [Server thread/FATAL]: Error executing task',
      '> java.util.concurrent.ExecutionException: java.lang.NoSuchMethodError: top.theillusivec4.curios.common.network.SyncPacket.<init>(Lnet/minecraft/entity/player/EntityPlayer;I)V',
      '> at java.util.concurrent.FutureTask.report(FutureTask.java:122) ~[?:1.8.0_131]',
      '> at net.minecraft.server.MinecraftServer.run(MinecraftServer.java:524) [MinecraftServer.class:?]',
      '> Caused by: java.lang.NoSuchMethodError: top.theillusivec4.curios.common.network.SyncPacket.<init>(Lnet/minecraft/entity/player/EntityPlayer;I)V',
      '> at net.glimmer.runecharms.item.CharmItem.onToss(CharmItem.java:40) ~[CharmItem.class:?]',
    ].join('\n'),
    rule: 'no-such-method',
    says: ["'runecharms' was built for another version of Curios API"],
    mods: ['runecharms', 'curios'],
    zh: '构建的',
  },
  {
    name: "Forge 1.12's `Caught exception from Name (id)` names the caller a package only spells the author of",
    log: [
      'Description: There was a severe problem during mod loading that has caused the game to fail',
      '',
      'net.minecraftforge.fml.common.LoaderExceptionModCrash: Caught exception from Ore Bloom (orebloom)',
      'Caused by: java.lang.NoSuchMethodError: mekanism.common.config.MekanismConfig.general()Lmekanism/common/config/MekanismConfig;',
      '\tat com.gmail.someone.compatibility.MekCompat.apply(MekCompat.java:25)',
      '\tat com.gmail.someone.main.Main.postInit(Main.java:188)',
    ].join('\n'),
    rule: 'forge-mod-crash',
    says: ["'Ore Bloom' (orebloom) was built for another version of Mekanism"],
    mods: ['orebloom', 'mekanism'],
    zh: '构建的',
  },
  {
    name: 'a game member a mod calls, its jar spelling the id with an underscore, names the id as the jar spells it',
    log: [
      'Description: Exception in server tick loop',
      '',
      "java.lang.NoSuchMethodError: 'void net.minecraft.network.chat.MessageSignature.<init>(byte[])'",
      '\tat com.author.frostmagic.net.ChatPacket.<clinit>(ChatPacket.java:26) ~[frost_magic-1.19.1-2.0.3.jar%23143!/:2.0.3] {re:classloading}',
      '\tat net.minecraft.world.level.block.state.BlockBehaviour$BlockStateBase.m_60664_(BlockBehaviour.java:713) ~[client-1.19-20220607.102129-srg.jar%23151!/:?] {re:classloading}',
    ].join('\n'),
    rule: 'no-such-method',
    says: ["'frost_magic' was built for another Minecraft version"],
    mods: ['frost_magic'],
    zh: 'Minecraft',
  },
  {
    name: 'a mod that failed while loading on a game method it lacks says why: built for another Minecraft version',
    log: [
      '\tMod File: /C:/Users/someone/.minecraft/mods/frost_magic-1.19.2-2.1.0.jar',
      '\tFailure message: Frost Magic (frost_magic) has failed to load correctly',
      "\t\tjava.lang.NoSuchMethodError: 'int net.minecraft.world.item.CreativeModeTab.getGroupCountSafe()'",
      '\tMod Version: 2.1.0',
      'Stacktrace:',
      '\tat com.author.frostmagic.FrostMagic.<clinit>(FrostMagic.java:56) ~[frost_magic-1.19.2-2.1.0.jar%23157!/:2.1.0] {re:classloading}',
      '\tat net.minecraftforge.fml.javafmlmod.FMLModContainer.constructMod(FMLModContainer.java:68) ~[javafmllanguage-1.19.3-44.1.0.jar%23166!/:?] {}',
    ].join('\n'),
    rule: 'no-such-method',
    says: ["'frost_magic' was built for another Minecraft version"],
    mods: ['frost_magic'],
    zh: 'Minecraft',
  },
  {
    name: "a ticking block entity without frames names the mod whose class the NullPointerException's message names",
    log: [
      'Description: Ticking block entity',
      '',
      'java.lang.NullPointerException: Cannot invoke "net.hivecraft.apiary.recipe.BeeInput.entity(net.minecraft.world.level.Level)" because the return value of "java.util.function.Supplier.get()" is null',
    ].join('\n'),
    rule: 'ticking-block-entity',
    says: ['apiary'],
    mods: ['apiary'],
    zh: '方块实体',
  },
  {
    name: "a crash whose frames are only a cache's names the mod of the static field the NullPointerException says is null",
    log: [
      '---- Minecraft Crash Report ----',
      'Description: Exception ticking world',
      '',
      'com.google.common.util.concurrent.UncheckedExecutionException: java.lang.NullPointerException: Cannot invoke "java.lang.ref.WeakReference.get()" because "net.quartz.storagecore.util.RecipeCache.level" is null',
      '\tat com.google.common.cache.LocalCache$Segment.get(LocalCache.java:2055) ~[guava-31.0.1-jre.jar%2329!/:?] {}',
      '\tat com.google.common.cache.LocalCache.get(LocalCache.java:3966) ~[guava-31.0.1-jre.jar%2329!/:?] {}',
    ].join('\n'),
    rule: 'stack-culprit',
    says: ['storagecore'],
    mods: ['storagecore'],
    zh: 'storagecore',
  },
  {
    name: 'a block two point-of-interest types list, pasted in inline code, names the mod of that block',
    log: [
      '`java.lang.IllegalStateException: Point of interest types beehive and ember_nest both list Block{hivecraft:ember_hive}[honey_level=1] in their blockstates, this is not allowed. Blockstates can only have one point of interest type each.',
      '`',
    ].join('\n'),
    rule: 'poi-state-clash',
    says: ['hivecraft:ember_hive', 'beehive', 'ember_nest', "Update 'hivecraft'"],
    mods: ['hivecraft'],
    zh: '兴趣点',
  },
];

async function analyze(log: string): Promise<CrashAnalysis> {
  return analyzeCrash({ text: log, name: 'pasted' });
}

describe('crash analysis of tech, magic and content mods shapes (issue 30, round 10A)', () => {
  for (const c of SHAPES) {
    it(`${c.name} → ${c.rule}`, async () => {
      assertTopPastedFinding(c, await analyze(c.log));
    });
  }

  it("cuts a chat bridge's nick but never a line that only starts with angle brackets", () => {
    assert.equal(prefixLength('<FC1sm> at com.example.Foo.bar(Foo.java:1)'), '<FC1sm> '.length);
    assert.equal(prefixLength('<Root level="info">'), 0);
    assert.equal(prefixLength('<init>'), 0);
    assert.equal(prefixLength('[12:00:00] [Server thread/INFO]: <Steve> hello'), 0);
  });

  it('reads the mod after a domain and author, not the part word below it that a class is named for', () => {
    assert.equal(modOfUnknownClass('org.tealmods.tealcore.guide.Guide')?.id, 'tealcore');
    assert.equal(modOfUnknownClass('someauthor.glowmod.Glowmod')?.id, 'glowmod');
    assert.equal(modOfUnknownClass('com.author.mods.glowmod.Glowmod')?.id, 'glowmod');
    assert.equal(modOfUnknownClass('dev.author.glowmod.Glowmod')?.id, 'glowmod');
    assert.equal(modOfUnknownClass('cy.somedev.beeworks.hive.HiveBlock')?.id, 'beeworks');
    // An author's mail address as a package: the author is no mod, and neither is a part word after it.
    assert.equal(modOfUnknownClass('com.gmail.someone.glowmod.GlowBlock')?.id, 'glowmod');
    assert.equal(modOfUnknownClass('com.gmail.someone.compatibility.MekCompat'), null);
  });

  it("names no mod from a NullPointerException's message about the game's or the JVM's classes only", async () => {
    assert.deepEqual(
      nullMessageOwners(
        'java.lang.NullPointerException: Cannot invoke "net.minecraft.world.entity.Entity.m_20185_()" because "java.util.Map.get(Object)" is null',
      ),
      [],
    );
    assert.deepEqual(nullMessageOwners('java.lang.NullPointerException: null'), []);
    const result = await analyze(
      [
        'Description: Ticking block entity',
        '',
        'java.lang.NullPointerException: Cannot invoke "net.minecraft.world.level.Level.m_46472_()" because "this.f_58857_" is null',
      ].join('\n'),
    );
    assert.equal(result.findings[0]!.rule, 'ticking-block-entity');
    assert.deepEqual(result.findings[0]!.mods, []);
  });

  it("names a mod from a NullPointerException's message only when a mod list lists it", async () => {
    const result = await analyze(
      [
        '[12:00:00] [main/INFO]: Loading 2 mods:',
        '\t- fabricloader 0.15.7',
        '\t- otherthing 1.0',
        '---- Minecraft Crash Report ----',
        'Description: Ticking block entity',
        '',
        'java.lang.NullPointerException: Cannot invoke "net.hivecraft.apiary.recipe.BeeInput.entity()" because "input" is null',
      ].join('\n'),
    );
    assert.ok(!result.findings.some((f) => f.mods.includes('apiary')), result.findings.map(findingText).join(' | '));
  });

  it("never blames the author a package spells when Forge's line above names the failing mod", async () => {
    const result = await analyze(SHAPES[2]!.log);
    assert.ok(!result.findings.some((f) => f.mods.includes('someone')), result.findings.map(findingText).join(' | '));
    const linkage = result.findings.find((f) => f.rule === 'no-such-method');
    assert.ok(linkage?.mods.includes('orebloom'), linkage ? findingText(linkage) : 'no no-such-method finding');
  });

  it("names a class of a big mod add-ons build on by the mod's own id", async () => {
    const result = await analyze(
      'mod failed to load correctly\njava.lang.NoClassDefFoundError: com/hollingsworth/arsnouveau/common/spell/augment/AugmentSomething',
    );
    const top = result.findings[0]!;
    assert.equal(top.rule, 'no-class-def');
    assert.deepEqual(top.mods, ['ars_nouveau']);
    assert.ok(top.detail.includes("most likely mod 'ars_nouveau'"), top.detail);
  });

  it('renders the point-of-interest clash and the relayed stack in Chinese', async () => {
    const poi = localizeAnalysis(await analyze(SHAPES[7]!.log), 'zh-cn').findings[0]!;
    assert.ok(poi.title.includes('被两个兴趣点（POI）类型同时占用'), poi.title);
    assert.ok(poi.advice.includes("'hivecraft'"), poi.advice);
    const npe = localizeAnalysis(await analyze(SHAPES[6]!.log), 'zh-cn').findings[0]!;
    assert.match(`${npe.title}${npe.detail}`, /[\u4e00-\u9fff]/);
  });
});
