import * as assert from 'node:assert/strict';
import { analyzeCrash } from '../../src/core/crash/crashAnalyzer';
import type { CrashAnalysis } from '../../src/core/crash/crashFinding';
import { localizeAnalysis } from '../../src/core/crash/crashMessages';
import { minecraftOfJarName, sameModdingLine } from '../../src/core/versions/moddingLine';
import { assertTopPastedFinding, findingText, type PastedCase } from './fixtures/pastedCrashCase';

/**
 * Shapes missed on a fresh set of real pastes from adventure, mob, dimension and boss mods and their libraries
 * (issue 30, round 11A, 1.16 to 1.21): Forge 1.17–1.18's ModSorter line naming only the missing ids; FML's dependency
 * screen retyped without its colour codes (a closed range, the `Currently` line in lower case or not pasted); a
 * library bundled everywhere (Fabric Permissions API) built for another Minecraft; a mod's jar named for another
 * Minecraft behind a missing dependency; a mod class compiled for a newer Java than the game's Minecraft runs on; Java
 * too new for the loader to read the JDK's own classes beside the mixin failure it causes; a mod's own client class
 * loaded on a server. Every fragment is written for this test in the real formats, with made-up mods and classes.
 */
const SHAPES: PastedCase[] = [
  {
    name: "Forge 1.18's ModSorter line names a missing library alone (no mod that asks for it)",
    log: [
      '[12:00:01] [main/INFO] [net.minecraftforge.fml.loading.ModSorter/]: Found 3 mod requirements (3 mandatory, 0 optional)',
      '[12:00:01] [main/ERROR] [net.minecraftforge.fml.loading.ModSorter/LOADING]: Missing mandatory dependencies: playeranimator',
      '[12:00:02] [main/INFO] [net.minecraftforge.fml.loading.LoadingModList/]: Loading mods',
    ].join('\n'),
    rule: 'forge-missing-dependency',
    says: ['playerAnimator', 'https://modrinth.com/mod/playeranimator'],
    mods: ['playeranimator'],
    zh: '未安装',
  },
  {
    name: "FML's screen retyped without colour codes: `Name requires Minecraft between … inclusive` / `currently minecraft is …`",
    log: ['Frost Golems requires Minecraft between 1.16.3 and 1.16.5 inclusive', 'currently minecraft is 1.17.1'].join(
      '\n',
    ),
    rule: 'forge-missing-dependency',
    says: ['Minecraft 1.16.3 to 1.16.5', '1.17.1', 'made for Minecraft 1.17.1'],
    mods: ['Frost Golems'],
    zh: '1.17.1',
  },
  {
    name: "the first line of FML's screen alone, a closed range (`Mod x requires y between a and b (inclusive)`)",
    log: ['```', 'Mod hearthmobs requires geckolib3 between 3.1.27 and 3.1.39 (inclusive)', '```'].join('\n'),
    rule: 'forge-missing-dependency',
    says: ['hearthmobs needs geckolib3 3.1.27 to 3.1.39', 'missing or the wrong version'],
    mods: ['hearthmobs', 'geckolib3'],
    zh: '缺失或版本不符',
  },
  {
    name: "a game method missing under Fabric Permissions API's own frame names that library, not the mods calling it",
    log: [
      'Description: Exception in server tick loop',
      '',
      "java.lang.NoSuchMethodError: 'net.minecraft.class_2168 net.minecraft.class_1297.method_5671()'",
      '\tat knot//me.lucko.fabric.api.permissions.v0.Permissions.check(Permissions.java:161)',
      '\tat knot//net.tealmoss.warpstones.core.PermissionCheck.may(PermissionCheck.java:17)',
      '\tat knot//net.tealmoss.warpstones.block.WarpstoneBlock.use(WarpstoneBlock.java:88)',
    ].join('\n'),
    rule: 'no-such-method',
    says: ["'fabric-permissions-api-v0' was built for another Minecraft version"],
    zh: 'Minecraft',
  },
  {
    name: "a mod's jar named for another Minecraft behind its missing dependency (the game's version read from Forge's frames)",
    log: [
      '-- MOD hollowfauna --',
      'Details:',
      '\tMod File: /C:/Users/someone/AppData/Roaming/.minecraft/mods/hollowfauna-1.19.2-2.0.1.jar',
      '\tFailure message: Mod hollowfauna requires geckolib3 3.1.37 or above',
      '\t\tCurrently, geckolib3 is not installed',
      '\tMod Version: 1.19.2-2.0.1',
      'Stacktrace:',
      '\tat net.minecraftforge.logging.CrashReportExtender.dumpModLoadingCrashReport(CrashReportExtender.java:59) ~[forge-1.19.4-45.0.46-universal.jar%23205!/:?] {re:classloading}',
    ].join('\n'),
    rule: 'forge-legacy-missing-dependency',
    says: ["'hollowfauna' is a build for Minecraft 1.19.2, not 1.19.4", 'made for Minecraft 1.19.4'],
    mods: ['hollowfauna', 'geckolib3'],
    zh: '构建的版本',
  },
  {
    name: "a mod's class compiled for Java 17 on Java 16 (the Java only Minecraft 1.17 runs on) is a build for a newer Minecraft",
    log: [
      '> java.lang.UnsupportedClassVersionError: net/oakbright/glowtips/GlowTipsForge has been compiled by a more recent version of the Java Runtime (class file version 61.0), this version of the Java Runtime only recognizes class file versions up to 60.0',
    ].join('\n'),
    rule: 'java-too-old',
    says: ["'glowtips' is a build for a newer Minecraft", 'made for this Minecraft version'],
    mods: ['glowtips'],
    zh: '更新的 Minecraft',
  },
  {
    name: "Java too new for the loader to read the JDK's own classes comes before the mixin failure it causes",
    log: [
      '[16:53:16] [main/WARN] [mixin/]: Error loading class: java/lang/Thread (java.lang.IllegalArgumentException: Unsupported class file major version 69)',
      '[16:53:16] [main/FATAL] [mixin/]: Mixin apply failed stonemobs.mixins.json:ServerMixin -> net.minecraft.server.MinecraftServer: org.spongepowered.asm.mixin.transformer.throwables.InvalidMixinException Unexpecteded ClassMetadataNotFoundException whilst transforming the mixin class',
    ].join('\n'),
    rule: 'java-too-new',
    says: ['Java 25'],
    zh: 'Java',
  },
  {
    name: "a mod's own client-only class loaded on a dedicated server is a bug of that build, not a client-only mod",
    log: [
      '[02:32:20] [main/FATAL] [minecraft/Main]: Failed to start the minecraft server',
      'net.minecraftforge.fml.LoadingFailedException: Loading errors encountered: [',
      '        Stonehide Beasts (stonehide) has failed to load correctly',
      '§7java.lang.RuntimeException: Attempted to load class com/rockwell/stonehide/client/render/HideLayer for invalid dist DEDICATED_SERVER',
      ']',
    ].join('\n'),
    rule: 'client-mod-on-server',
    says: ['loads its own client-only code', 'Update'],
    mods: ['stonehide'],
    zh: '自己的仅客户端代码',
  },
  {
    name: "an IllegalAccessError on the lambda of a mod's own constructor under Forge's error screen: the mod needs a newer Forge",
    log: [
      '\tFailure message: Stonehide Beasts (stonehide) has failed to load correctly',
      '\t\tjava.lang.BootstrapMethodError: java.lang.IllegalAccessError: no such constructor: com.rockwell.stonehide.entity.BoarEntity.<init>(EntityType,World)void/newInvokeSpecial',
      '\tMod Version: 1.4.0',
    ].join('\n'),
    rule: 'no-such-method',
    says: ["'stonehide' needs a newer Forge build", 'Update Forge'],
    mods: ['stonehide'],
    zh: '访问转换器',
  },
];

async function analyze(log: string): Promise<CrashAnalysis> {
  return analyzeCrash({ text: log, name: 'pasted' });
}

describe('crash analysis of adventure, mob and dimension mods shapes (issue 30, round 11A)', () => {
  for (const c of SHAPES) {
    it(`${c.name} → ${c.rule}`, async () => {
      assertTopPastedFinding(c, await analyze(c.log));
    });
  }

  it('lists every id of a ModSorter line with several missing dependencies', async () => {
    const result = await analyze(
      '[main/ERROR] [net.minecraftforge.fml.loading.ModSorter/LOADING]: Missing mandatory dependencies: citadel, curios',
    );
    const ids = result.findings.filter((f) => f.rule === 'forge-missing-dependency').flatMap((f) => f.mods);
    assert.deepEqual(ids.sort(), ['citadel', 'curios']);
  });

  it('warns of a ModSorter line the log goes on launching past (the error screen is still to come)', async () => {
    const result = await analyze(
      [
        '[00:00:24] [main/ERROR] [net.minecraftforge.fml.loading.ModSorter/LOADING]: Missing mandatory dependencies: citadel',
        '[00:00:25] [main/INFO] [mixin/]: Compatibility level set to JAVA_17',
        "[00:00:25] [main/INFO] [cpw.mods.modlauncher.LaunchServiceHandler/MODLAUNCHER]: Launching target 'forgeserver' with arguments [nogui]",
      ].join('\n'),
    );
    const found = result.findings.find((f) => f.rule === 'forge-missing-dependency');
    assert.equal(found?.severity, 'warning');
    assert.deepEqual(found?.mods, ['citadel']);
  });

  it('keeps a missing dependency when the jar is named for a release whose mods run on the game (1.16.4 on 1.16.5)', async () => {
    const result = await analyze(
      [
        '\tMod File: BetterTunnels-Forge-1.16.4-2.0.3.jar',
        '\tFailure message: Mod bettertunnels requires tunnelapi 1.16.4-Forge-3 or above',
        '\t\tCurrently, tunnelapi is not installed',
        '\tat net.minecraftforge.fml.ModLoader.gatherAndInitializeMods(ModLoader.java:194) ~[forge-1.16.5-36.1.0.jar:36.1] {re:classloading}',
      ].join('\n'),
    );
    const top = result.findings[0]!;
    assert.equal(top.rule, 'forge-legacy-missing-dependency');
    assert.ok(top.title.startsWith('Missing tunnelapi'), top.title);
  });

  it('still asks for Java 11 where a mod of a Java 8 Minecraft needs Java 11 (no newer Minecraft implied)', async () => {
    const result = await analyze(
      [
        'Minecraft Version: 1.16.5',
        'java.lang.UnsupportedClassVersionError: net/oakbright/glowtips/GlowTipsForge has been compiled by a more recent version of the Java Runtime (class file version 55.0), this version of the Java Runtime only recognizes class file versions up to 52.0',
      ].join('\n'),
    );
    const top = result.findings[0]!;
    assert.equal(top.rule, 'java-too-old');
    assert.equal(top.title, 'Needs Java 11');
  });

  it("still asks to remove a mod that loads the game's own client classes on a server", async () => {
    const result = await analyze(
      [
        '        Corner Map (cornermap) has failed to load correctly',
        '§7java.lang.RuntimeException: Attempted to load class net/minecraft/client/Minecraft for invalid dist DEDICATED_SERVER',
      ].join('\n'),
    );
    const top = result.findings[0]!;
    assert.equal(top.rule, 'client-mod-on-server');
    assert.ok(top.advice.startsWith('Remove the client-only mod'), top.advice);
  });

  it("never reads an IllegalAccessError's sentence as a missing class", async () => {
    const result = await analyze(
      'java.lang.IllegalAccessError: no such constructor: com.rockwell.stonehide.entity.Boar.<init>(EntityType,World)void/newInvokeSpecial',
    );
    assert.ok(
      !result.findings.some((f) => f.rule === 'no-class-def' && /\bno could not be loaded/.test(f.detail)),
      result.findings.map(findingText).join(' | '),
    );
  });

  it("names the mod a private game field's IllegalAccessError comes from by its module, and nothing without a loader's sign", async () => {
    const forge = await analyze(
      [
        '[Render thread/ERROR] [net.minecraftforge.fml.javafmlmod.FMLModContainer/LOADING]: Caught exception during event dispatch for modid ashlands',
        "java.lang.IllegalAccessError: class net.ember.ashlands.entity.DuneGiant tried to access private field net.minecraft.world.entity.Entity.f_19793_ (net.ember.ashlands.entity.DuneGiant is in module ashlands@2.1.0 of loader 'TRANSFORMER' @655909e2; net.minecraft.world.entity.Entity is in module minecraft@1.20.1 of loader 'TRANSFORMER' @655909e2)",
      ].join('\n'),
    );
    assert.equal(forge.findings[0]!.rule, 'no-such-method');
    assert.deepEqual(forge.findings[0]!.mods, ['ashlands']);
    const bare = await analyze(
      'java.lang.IllegalAccessError: no such constructor: net.ember.ashlands.entity.DuneGiant.<init>(class_1299,class_1937)void/newInvokeSpecial',
    );
    assert.ok(!bare.findings.some((f) => /needs a newer/.test(f.title)), bare.findings.map(findingText).join(' | '));
  });

  it('reads FML range words only as a whole: a sentence with "requires" is no dependency screen', async () => {
    const result = await analyze(
      [
        '[12:00:00] [Server thread/INFO]: This quest requires you to be at least level 3 or above',
        '[12:00:00] [Server thread/INFO]: currently you is level 1',
      ].join('\n'),
    );
    assert.ok(
      !result.findings.some((f) => f.rule === 'forge-missing-dependency'),
      result.findings.map(findingText).join(' | '),
    );
  });

  it("groups the Minecraft releases whose mods run on each other and reads a jar name's Minecraft version", () => {
    assert.ok(sameModdingLine('1.16.4', '1.16.5'));
    assert.ok(sameModdingLine('1.20', '1.20.1'));
    assert.ok(sameModdingLine('1.19.0', '1.19.2'));
    assert.ok(!sameModdingLine('1.19.2', '1.19.4'));
    assert.ok(!sameModdingLine('1.20.1', '1.20.4'));
    assert.equal(minecraftOfJarName('/mods/crittery-1.19.2-1.1.2.jar'), '1.19.2');
    assert.equal(minecraftOfJarName('BetterTunnels-Forge-1.16.4-2.0.3.jar'), '1.16.4');
    assert.equal(minecraftOfJarName('glowtips-mc1.20.1-3.0.jar'), '1.20.1');
    // Two candidates (its own version looks like one) or a version below 1.12: none.
    assert.equal(minecraftOfJarName('libcore-1.13.1-1.19.jar'), null);
    assert.equal(minecraftOfJarName('wildbeasts-1.10.0.jar'), null);
  });

  it('renders the new texts in Chinese', async () => {
    const sorter = localizeAnalysis(await analyze(SHAPES[0]!.log), 'zh-cn').findings[0]!;
    assert.ok(sorter.detail.includes('Forge 停止了加载'), sorter.detail);
    const own = localizeAnalysis(await analyze(SHAPES[7]!.log), 'zh-cn').findings[0]!;
    assert.ok(own.advice.includes('请更新'), own.advice);
    const jar = localizeAnalysis(await analyze(SHAPES[4]!.log), 'zh-cn').findings[0]!;
    assert.ok(jar.advice.includes('1.19.4'), jar.advice);
  });
});
