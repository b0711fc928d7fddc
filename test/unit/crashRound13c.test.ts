import * as assert from 'node:assert/strict';
import { analyzeCrash } from '../../src/core/crash/crashAnalyzer';
import type { CrashAnalysis } from '../../src/core/crash/crashFinding';
import { localizeAnalysis } from '../../src/core/crash/crashMessages';
import { assertTopPastedFinding, findingText, type PastedCase } from './fixtures/pastedCrashCase';

/**
 * Shapes missed on a fresh set of real pastes about tech and magic mods (issue 30, round 13c): a ticking block entity
 * of one mod failing inside another mod's code; an object of one mod handed out as another mod's capability type;
 * several missing dependencies reported at once; a config parse failure whose `Failure message:` lost its first
 * letter and whose exception lost its indent; a `VerifyError` for a final method overridden (no base class named); a
 * mod's own method returning null into its own code. Every fragment is written for this test in the real formats,
 * with made-up mods, classes and entries (the package tables' real entries aside).
 */
const SHAPES: PastedCase[] = [
  {
    name: "a ticking block entity failing in one mod's code called by another's names both, the one that threw first",
    log: [
      'Description: Ticking block entity',
      '',
      'java.lang.NullPointerException: Ticking block entity',
      '\tat net.pipedev.pipeworks.duct.DuctBlock.pickStack(DuctBlock.java:201)',
      '\tat org.altarfolk.altarmagic.ritual.MagnetRitual.perform(MagnetRitual.java:64)',
      '\tat org.altarfolk.altarmagic.tile.MasterStoneTile.tick(MasterStoneTile.java:58)',
      '\tat net.minecraft.world.World.func_72939_s(World.java:1832)',
    ].join('\n'),
    rule: 'ticking-block-entity',
    says: ['called by the code of altarmagic', 'pipeworks'],
    mods: ['pipeworks', 'altarmagic'],
    zh: '调用',
  },
  {
    name: "an object of one mod cast to another mod's API type in that mod's code is a capability handed out wrongly",
    log: [
      '> Description: Exception in server tick loop',
      '>',
      "> java.lang.ClassCastException: class net.reactorfolk.fissionworks.forge.PortHandler$7 cannot be cast to class org.aurafolk.auramancy.api.container.IAuraHolder (net.reactorfolk.fissionworks.forge.PortHandler$7 is in module fissionworks@2.0.1 of loader 'TRANSFORMER' @5a1b2c3d)",
      '> \tat org.aurafolk.auramancy.effect.DrainEffect.lambda$update$0(DrainEffect.java:31) ~[auramancy-3.1.jar%23401!/:3.1]',
    ].join('\n'),
    rule: 'class-cast-between-mods',
    says: ["'fissionworks' hands out its object as a type of 'auramancy'", 'IAuraHolder', "Update 'fissionworks'"],
    mods: ['fissionworks', 'auramancy'],
    zh: '能力',
  },
  {
    name: 'several missing dependencies in one report are all named by the top finding',
    log: [
      '[09:12:40] [Client thread/FATAL]: net.minecraftforge.fml.common.MissingModsException: Mod gearworks (Gear Works) requires [gearlib]',
      '[09:12:40] [Client thread/FATAL]: net.minecraftforge.fml.common.MissingModsException: Mod seedcraft (Seed Craft) requires [sproutcore@[2.1.0,)]',
      '[09:12:40] [Client thread/FATAL]: net.minecraftforge.fml.common.MissingModsException: Mod tomefarm (Tome Farm) requires [inkapi]',
    ].join('\n'),
    rule: 'forge-legacy-missing-dependency',
    says: ['gearlib', "asks for more dependencies: 'sproutcore', 'inkapi'"],
    mods: ['gearworks', 'gearlib', 'sproutcore', 'inkapi'],
    zh: '缺失',
  },
  {
    name: "NeoForge's dependency list of two libraries a mod asks for names both",
    log: [
      'Install the library mods, this is not our bug.',
      "`Mod ID: 'scriptbridge', Requested by: 'packscripts', Expected range: '[4.1,)', Actual version: '[MISSING]'",
      "\tMod ID: 'scriptrunner', Requested by: 'packscripts', Expected range: '[2.0.3,)', Actual version: '[MISSING]'`",
    ].join('\n'),
    rule: 'forge-missing-dependency',
    says: ['scriptbridge', "asks for more dependencies: 'scriptrunner'"],
    mods: ['packscripts', 'scriptbridge', 'scriptrunner'],
    zh: '同一报告还要求',
  },
  {
    name: 'a cut `Failure message:` over an unindented NightConfig error is a corrupt config of that mod',
    log: [
      '[crash log.txt](https://example.invalid/crash.txt)',
      'ailure message: Gadget Mill (gadgetmill) has failed to load correctly',
      '\t\t',
      'com.electronwill.nightconfig.core.io.ParsingException: Not enough data available',
    ].join('\n'),
    rule: 'config-corrupt',
    says: ["'Gadget Mill' (gadgetmill)"],
    mods: ['gadgetmill'],
    zh: '配置',
  },
  {
    name: 'a VerifyError for a final method overridden, with no base class named, blames the mod whose class overrides',
    log: [
      '-- MOD oilrig --',
      'Details:',
      '\tMod File: OilRig-1.16.5-2.0.1.jar',
      '\tFailure message: Oil Rig (oilrig) has failed to load correctly',
      '\t\tjava.lang.VerifyError: class net.rigfolk.oilrig.tile.TowerTile overrides final method isRunning.()Z',
    ].join('\n'),
    rule: 'overrides-final-method',
    says: ["'oilrig' was built for another version", 'isRunning'],
    mods: ['oilrig'],
    zh: 'final',
  },
  {
    name: "a mod's own method returning null into its own code blames that mod",
    log: [
      'The server crashes since the update with the following error message:',
      '',
      'java.lang.NullPointerException: Cannot invoke "com.runeweave.api.faction.IFaction.getAllies()" because the return value of "com.runeweave.api.progress.IProgress.getFaction()" is null',
    ].join('\n'),
    rule: 'null-mod-field',
    says: ['runeweave used a null that its own method returned', 'IProgress.getFaction()'],
    mods: ['runeweave'],
    zh: 'null',
  },
];

async function analyze(log: string): Promise<CrashAnalysis> {
  return analyzeCrash({ text: log, name: 'pasted' });
}

describe('crash analysis of tech and magic mod pastes (issue 30, round 13c)', () => {
  for (const c of SHAPES) {
    it(`${c.name} → ${c.rule}`, async () => {
      assertTopPastedFinding(c, await analyze(c.log));
    });
  }

  it('names no second mod for three mods on the stack, nor for a linkage error', async () => {
    const three = await analyze(
      [
        'Description: Ticking block entity',
        'java.lang.NullPointerException: Ticking block entity',
        '\tat net.pipedev.pipeworks.duct.DuctBlock.pickStack(DuctBlock.java:201)',
        '\tat org.altarfolk.altarmagic.ritual.MagnetRitual.perform(MagnetRitual.java:64)',
        '\tat com.thirdparty.stonecircle.tile.Circle.tick(Circle.java:12)',
      ].join('\n'),
    );
    assert.ok(!findingText(three.findings[0]!).includes('called by the code of'), findingText(three.findings[0]!));
    const linkage = await analyze(
      [
        'Description: Ticking entity',
        'java.lang.NoSuchMethodError: org.altarfolk.altarmagic.api.Spells.cast(I)V',
        '\tat net.pipedev.pipeworks.compat.AltarSupport.run(AltarSupport.java:20)',
        '\tat org.altarfolk.altarmagic.item.Wand.use(Wand.java:88)',
      ].join('\n'),
    );
    assert.ok(!linkage.findings.some((f) => findingText(f).includes('called by the code of')));
  });

  it("names a library's frames on top as the library, never a mod as its own caller nor a library as a caller", async () => {
    const onTop = await analyze(
      [
        'Description: Ticking block entity',
        'java.lang.NullPointerException: Ticking block entity',
        '\tat com.anthonyhilyard.iceberg.util.Selectors.itemMatches(Selectors.java:304)',
        '\tat org.altarfolk.altarmagic.ritual.MagnetRitual.perform(MagnetRitual.java:64)',
        '\tat org.altarfolk.altarmagic.tile.AltarTile.tick(AltarTile.java:12)',
      ].join('\n'),
    );
    const top = onTop.findings[0]!;
    assert.deepEqual(top.mods, ['altarmagic', 'iceberg'], findingText(top));
    assert.ok(!findingText(top).includes('called by the code of'), findingText(top));
    const under = await analyze(
      [
        'Description: Ticking block entity',
        'java.lang.NullPointerException: Ticking block entity',
        '\tat org.altarfolk.altarmagic.ritual.MagnetRitual.perform(MagnetRitual.java:64)',
        '\tat com.anthonyhilyard.iceberg.util.Selectors.itemMatches(Selectors.java:304)',
      ].join('\n'),
    );
    assert.ok(
      !findingText(under.findings[0]!).includes('called by the code of iceberg'),
      findingText(under.findings[0]!),
    );
  });

  it('reads a package its mod id does not spell from the table, and cites the frame that names it', async () => {
    const result = await analyze(
      [
        'net.minecraft.util.ReportedException: Ticking block entity',
        '        at net.minecraft.server.MinecraftServer.func_71190_q(MinecraftServer.java:773) ~[MinecraftServer.class:?]',
        '        at net.minecraft.server.MinecraftServer.func_71217_p(MinecraftServer.java:668) ~[MinecraftServer.class:?]',
        '        at net.minecraft.server.MinecraftServer.run(MinecraftServer.java:526) [MinecraftServer.class:?]',
        'Caused by: java.lang.NullPointerException',
        '        at com.buuz135.industrial.tile.world.SomePumpTile.work(SomePumpTile.java:101) ~[SomePumpTile.class:?]',
      ].join('\n'),
    );
    const top = result.findings[0]!;
    assert.equal(top.rule, 'ticking-block-entity');
    assert.deepEqual(top.mods, ['industrialforegoing']);
    assert.ok(top.evidence.some((e) => e.text.includes('com.buuz135.industrial.tile.world.SomePumpTile')));
  });

  it("keeps a cast between two mods' own classes a clash when no API type or capability is involved", async () => {
    const result = await analyze(
      [
        'java.lang.ClassCastException: net.alphafolk.mailbox.Letter cannot be cast to org.betafolk.postoffice.Letter',
        '\tat net.alphafolk.mailbox.Sorter.sort(Sorter.java:40)',
      ].join('\n'),
    );
    const top = result.findings[0]!;
    assert.equal(top.rule, 'class-cast-between-mods');
    assert.ok(!top.title.includes('hands out'), top.title);
  });

  it("names no mod for a null a method of another mod returned, and reads a game member on a platform's class as the game's", async () => {
    const other = await analyze(
      'java.lang.NullPointerException: Cannot invoke "com.runeweave.api.faction.IFaction.getAllies()" because the return value of "org.elsewhere.teams.TeamApi.find()" is null',
    );
    assert.ok(!other.findings.some((f) => f.rule === 'null-mod-field'));
    const game = await analyze(
      [
        'Description: Ticking block entity',
        '',
        'java.lang.NoSuchMethodError: wayoftime.bloodmagic.entity.projectile.MeteorEntity.func_70016_h(DDD)V',
        '\tat wayoftime.bloodmagic.ritual.types.FallingRitual.performRitual(FallingRitual.java:73)',
      ].join('\n'),
    );
    const linkage = game.findings.find((f) => f.rule === 'no-such-method')!;
    assert.ok(!findingText(linkage).includes('another version of Blood Magic'), findingText(linkage));
    assert.ok(game.findings[0]!.mods.includes('bloodmagic'));
  });

  it("names an add-on of a platform from the table as built for another version of it, and a library's missing class", async () => {
    const addon = await analyze(
      [
        'java.lang.NoClassDefFoundError: com/blakebr0/mysticalagriculture/util/OldHelpers',
        '\tat net.someone.farmextras.trait.GrowthTrait.getName(GrowthTrait.java:24)',
      ].join('\n'),
    );
    assert.deepEqual(addon.findings[0]!.mods, ['farmextras', 'mysticalagriculture']);
    const library = await analyze('java.lang.NoClassDefFoundError: icyllis/modernui/fragment/Fragment');
    assert.ok(findingText(library.findings[0]!).includes('Modern UI'), findingText(library.findings[0]!));
  });

  it('renders the capability cast and the list of missing dependencies in zh-CN with the facts verbatim', async () => {
    const cast = localizeAnalysis(await analyze(SHAPES[1]!.log), 'zh-cn').findings[0]!;
    assert.ok(cast.title.includes("'fissionworks'") && cast.detail.includes('IAuraHolder'), cast.detail);
    const deps = localizeAnalysis(await analyze(SHAPES[2]!.log), 'zh-cn').findings[0]!;
    assert.ok(
      deps.detail.includes('同一报告还要求') && deps.detail.includes("'sproutcore', 'inkapi'"),
      `${deps.title} ${deps.detail}`,
    );
  });
});
