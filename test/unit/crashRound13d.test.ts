import * as assert from 'node:assert/strict';
import { analyzeCrash } from '../../src/core/crash/crashAnalyzer';
import type { CrashAnalysis, CrashFinding } from '../../src/core/crash/crashFinding';
import { localizeAnalysis } from '../../src/core/crash/crashMessages';
import { stripFormatting } from '../../src/core/crash/crashRule';
import { libraryOfName } from '../../src/core/crash/libraryMods';
import { modOfUnknownClass } from '../../src/core/crash/missingClassOwner';
import { assertTopPastedFinding, findingText, type PastedCase } from './fixtures/pastedCrashCase';

/**
 * Shapes missed on a fresh set of real pastes about quality-of-life, inventory, recipe-viewer, quest and config-library
 * mods (issue 30, round 13d): a loading screen whose colour codes a page garbled into replacement characters; FML's
 * language-provider sentence retyped without its file; a mixin @Redirect clash whose config is not named `*.mixins.json`;
 * Forge's and NeoForge's refusal of a client whose mods differ from the server's (network channels); a helpful
 * NullPointerException pasted alone; a DataFixerUpper error reshaped by another mod's mixin above a library called by
 * a mod. Every fragment is written for this test in the real formats, with made-up mods, names and paths.
 */
const SHAPES: PastedCase[] = [
  {
    name: "FML's dependency screen with its colour codes garbled into replacement characters reads as the § screen",
    log: [
      '`[03Mar2024 10:11:12.345] [Render thread/FATAL] [net.minecraftforge.fml.ModLoader/CORE]: Error during pre-loading phase',
      'net.minecraftforge.fml.ModLoadingException: Mod \uFFFDelanternworks\uFFFDr requires \uFFFD6architectury\uFFFDr \uFFFDo9.1.0 or above\uFFFDr',
      '\uFFFD7Currently, \uFFFD6architectury\uFFFDr\uFFFD7 is \uFFFDo\uFFFDnnot installed`',
    ].join('\n'),
    rule: 'forge-missing-dependency',
    says: ["Mod 'lanternworks' requires 'architectury' 9.1.0 or above, which is not installed"],
    mods: ['lanternworks', 'architectury'],
    zh: '未安装',
  },
  {
    name: "FML's language-provider sentence retyped without the mod file names the language library",
    log: 'the game closes and it said "needs language provider kotlinforforge:4 or above to load" what does it mean',
    rule: 'language-provider',
    says: ['A mod needs Kotlin for Forge', 'Install Kotlin for Forge'],
    mods: ['kotlinforforge'],
    zh: 'Kotlin for Forge',
  },
  {
    name: 'a @Redirect clash whose other config is not named for mixins names both mods from their `from mod` clauses',
    log: [
      '```',
      '[21:40:09] [Render thread/WARN]: @Redirect conflict. Skipping keyhints.mixins.json:ControlsRowMixin->@Redirect::allowDuplicate(Lnet/minecraft/class_304;Lnet/minecraft/class_304;)Z from mod keyhints with priority 1000, already redirected by com.example.bindkit.json:conflicts.ControlsListMixin->@Redirect::skipConflict(Lnet/minecraft/class_304;Lnet/minecraft/class_304;)Z from mod bindkit with priority 1000',
      '[21:40:12] [Render thread/FATAL]: Reported exception thrown!',
      'net.minecraft.class_148: mouseClicked event handler',
      '\tat net.minecraft.class_437.method_25412(class_437.java:496) ~[client-intermediary.jar:?]',
      '```',
    ].join('\n'),
    rule: 'mixin-conflict',
    says: ["'keyhints'", "'bindkit'", 'both redirect the same call'],
    mods: ['keyhints', 'bindkit'],
    zh: '重定向',
  },
  {
    name: "Forge's refused channels on the client name the channels' mods, not a crash",
    log: [
      'log from my pc:',
      '[19:02:44] [Render thread/INFO]: Connecting to 10.0.0.5, 25565',
      '[19:02:45] [Netty Client IO #2/ERROR]: Channels [lanternworks:net,glowbugs:main,minecraft:register] rejected their server side version number',
      '[19:02:45] [Netty Client IO #2/ERROR]: Terminating connection with server, mismatched mod list',
    ].join('\n'),
    rule: 'mod-channels-mismatch',
    says: ["The client's and the server's mods differ", "'lanternworks', 'glowbugs'", 'Nothing crashed'],
    mods: ['lanternworks', 'glowbugs'],
    zh: '客户端与服务器的模组不一致',
  },
  {
    name: "NeoForge's per-channel refusals are read together and say which side lacks them",
    log: [
      '[26Jun2025 14:41:09.541] [Render thread/WARN] [net.neoforged.neoforge.client.gui.ModMismatchDisconnectedScreen/]: Channel [glowbugs:sync] failed to connect: Channel of mod "Glow Bugs" failed to connect: This channel is missing on the client side, but required on the server!',
      '[26Jun2025 14:41:09.541] [Render thread/WARN] [net.neoforged.neoforge.client.gui.ModMismatchDisconnectedScreen/]: Channel [lanternworks:open_screen] failed to connect: Channel of mod "Lanternworks" failed to connect: This channel is missing on the client side, but required on the server!',
    ].join('\n'),
    rule: 'mod-channels-mismatch',
    says: ["'glowbugs', 'lanternworks'", 'missing on the client side'],
    mods: ['glowbugs', 'lanternworks'],
    zh: '客户端缺失',
  },
  {
    name: 'a helpful NullPointerException pasted alone in a code span names the mod whose method returned null',
    log: '`Caused by: java.lang.NullPointerException: Cannot invoke "java.util.List.size()" because the return value of "com.example.pouchcraft.storage.PouchInventory.getStacks(net.minecraft.core.BlockPos)" is null`',
    rule: 'stack-culprit',
    says: ['Crash in pouchcraft'],
    mods: ['pouchcraft'],
    zh: 'pouchcraft',
  },
  {
    name: "a DataResult error reshaped by another mod's mixin names the mod under the library it called, and the library",
    log: [
      '**Error**',
      '```',
      'java.lang.IllegalStateException: Value must be within range [1;99]: 240',
      '\tat knot//com.mojang.serialization.DataResult$Error.md4c1a2b$tracelib$lambda$attachTrace$0$0(DataResult.java:565)',
      '\tat knot//com.mojang.serialization.DataResult$Error.getOrThrow(DataResult.java:287)',
      '\tat knot//net.minecraft.class_1799.method_57358(class_1799.java:403)',
      '\tat knot//com.anthonyhilyard.iceberg.util.Selectors.itemMatches(Selectors.java:304)',
      '\tat knot//com.example.fancytips.config.FancyTipsConfig.frameFor(FancyTipsConfig.java:51)',
      '\tat knot//com.example.fancytips.FancyTips.onTooltipColor(FancyTips.java:59)',
      '```',
    ].join('\n'),
    rule: 'stack-culprit',
    says: ['Crash in fancytips', 'thrown inside iceberg, called by fancytips'],
    mods: ['fancytips', 'iceberg'],
    zh: 'fancytips',
  },
];

async function analyze(text: string): Promise<CrashAnalysis> {
  return analyzeCrash({ text, name: 'pasted.txt' });
}

/** The evidence line numbers of `f` and their texts, for messages. */
function evidenceOf(f: CrashFinding): string {
  return f.evidence.map((e) => `${e.line}: ${e.text}`).join('\n');
}

describe('crash analysis of shapes from a fresh set of quality-of-life and library-mod pastes (issue 30, round 13d)', () => {
  for (const c of SHAPES) {
    it(c.name, async () => {
      assertTopPastedFinding(c, await analyze(c.log));
    });
  }

  it("names every dependency of a library's own start-up check, each by the line naming it", async () => {
    const log = [
      '[20:41:02] [main/INFO]: Compatibility level set to JAVA_17',
      'Found 2 error(s) during startup:',
      '- Architectury API is a required dependency of Lanternworks 2.0.1 but it is not installed!',
      'https://example.invalid/architectury-api/',
      '- Cloth Config is a required dependency of Lanternworks 2.0.1 but it is not installed!',
      'https://example.invalid/cloth-config/',
      'java.lang.RuntimeException: Resource not found: /assets/minecraft/textures/gui/options_background.png',
      '\tat me.shedaniel.errornotifier.fabric.ErrorNotifierPlatformImpl.lambda$getResourceResolver$0(ErrorNotifierPlatformImpl.java:40)',
    ].join('\n');
    const result = await analyze(log);
    const top = result.findings[0]!;
    assert.equal(top.rule, 'named-dependency-missing', result.findings.map((f) => f.rule).join());
    assert.deepEqual(top.mods, ['architectury', 'cloth-config']);
    assert.ok(findingText(top).includes('Missing Architectury API'), findingText(top));
    assert.ok(findingText(top).includes("asks for more dependencies: 'cloth-config'"), findingText(top));
    // Each dependency is cited by the line that names it (by the name people know), at its true line number.
    assert.deepEqual(
      top.evidence.map((e) => e.line),
      [3, 5],
      evidenceOf(top),
    );
    assert.ok(top.evidence[1]!.text.startsWith('- Cloth Config is a required dependency'), evidenceOf(top));
    const zh = localizeAnalysis(result, 'zh-cn').findings[0]!;
    assert.ok(findingText(zh).includes('同一报告还要求'), findingText(zh));
    assert.ok(findingText(zh).includes('Architectury API'), findingText(zh));
  });

  it('names every missing dependency of a Fabric list on its top finding, each cited by its own line', async () => {
    const log = [
      'Incompatible mods found!',
      'net.fabricmc.loader.impl.FormattedException: Some of your mods are incompatible with the game or each other!',
      'A potential solution has been determined, this may resolve your problem:',
      '\t - Install puzzleslib, version 8.1.0 or later.',
      '\t - Install moonlight, version 1.20-2.8.0 or later.',
      'More details:',
      "\t - Mod 'Sky Ferns' (skyferns) 1.2.0 requires version 8.1.0 or later of puzzleslib, which is missing!",
      "\t - Mod 'Lamp Posts' (lampposts) 0.9.1 requires version 1.20-2.8.0 or later of moonlight, which is missing!",
    ].join('\n');
    const result = await analyze(log);
    const top = result.findings[0]!;
    assert.equal(top.rule, 'fabric-missing-dependency');
    for (const id of ['skyferns', 'puzzleslib', 'moonlight']) assert.ok(top.mods.includes(id), top.mods.join());
    for (const id of top.mods)
      assert.ok(
        top.evidence.some((e) => e.text.includes(id)),
        `${id} named without a line naming it:\n${evidenceOf(top)}`,
      );
    assert.ok(findingText(top).includes("'moonlight'"), findingText(top));
  });

  it('adds nothing to a lone missing dependency, nor to a top finding that is no dependency', async () => {
    const lone = await analyze(
      "\t - Mod 'Sky Ferns' (skyferns) 1.2.0 requires version 8.1.0 or later of puzzleslib, which is missing!",
    );
    assert.deepEqual(lone.findings[0]!.mods, ['skyferns', 'puzzleslib']);
    assert.ok(!findingText(lone.findings[0]!).includes('more dependencies'));
  });

  it('leaves refused vanilla connections to their own rule, and reads no channel list from a chat line', async () => {
    const vanilla = await analyze(
      '[Netty Server IO #3/INFO] [ne.mi.ne.NetworkRegistry/NETREGISTRY]: Channels [lanternworks:main] rejected vanilla connections',
    );
    assert.ok(!vanilla.findings.some((f) => f.rule === 'mod-channels-mismatch'));
    const chat = await analyze('[19:00:00] [Server thread/INFO]: <pat> is the modpack list mismatched with yours?');
    assert.ok(!chat.findings.some((f) => f.rule === 'mod-channels-mismatch'));
  });

  it('names a library whose class a fragment cannot load, and says a paste cannot tell missing from another version', async () => {
    const fragment = await analyze('java.lang.NoClassDefFoundError: xaero/map/gui/ScreenBase');
    const top = fragment.findings[0]!;
    assert.equal(top.rule, 'no-class-def');
    assert.equal(top.title, "Missing Xaero's World Map, or not the version a mod was built for");
    const zh = localizeAnalysis(fragment, 'zh-cn').findings[0]!;
    assert.ok(zh.title.includes('或其版本不是模组构建时所用的版本'), zh.title);
    // With the loader's mod list and the library absent from it, it is plainly missing.
    const listed = await analyze(
      [
        '[10:00:00] [main/INFO]: Loading Minecraft 1.20.1 with Fabric Loader 0.15.11',
        '[10:00:00] [main/INFO]: Loading 3 mods:',
        '\t- fabricloader 0.15.11',
        '\t- minecraft 1.20.1',
        '\t- mapmarkers 1.4.0',
        '[10:00:09] [Render thread/ERROR]: Unreported exception thrown!',
        'java.lang.NoClassDefFoundError: xaero/map/gui/ScreenBase',
        '\tat com.example.mapmarkers.MarkerScreen.<init>(MarkerScreen.java:20)',
      ].join('\n'),
    );
    const missing = listed.findings.find((f) => f.rule === 'no-class-def')!;
    assert.ok(missing.title.includes("Xaero's World Map"), missing.title);
    assert.ok(!missing.title.includes('or not the version a mod was built for'), missing.title);
  });

  it('reads no null source from the type a null had, only from the code that gave it', async () => {
    const result = await analyze(
      'Error: java.lang.NullPointerException: Cannot invoke "com.example.pouchcraft.storage.Pouch.open()" because the return value of "java.util.Map.get(Object)" is null',
    );
    for (const f of result.findings) assert.ok(!f.mods.includes('pouchcraft'), `${f.rule} blames pouchcraft`);
  });

  it("does not blame a mod whose mixin lambda in DataFixerUpper made the exception when no mod's code is below", async () => {
    const result = await analyze(
      [
        'java.lang.IllegalStateException: Not a string: 12',
        '\tat com.mojang.serialization.DataResult$Error.md4c1a2b$tracelib$lambda$attachTrace$0$0(DataResult.java:565)',
        '\tat com.mojang.serialization.DataResult$Error.getOrThrow(DataResult.java:287)',
        '\tat net.minecraft.class_2487.method_10558(class_2487.java:90)',
      ].join('\n'),
    );
    for (const f of result.findings) assert.ok(!f.mods.includes('tracelib'), `${f.rule} blames tracelib`);
  });

  it('still blames the mod whose mixin handler threw in a game class of a pasted stack', async () => {
    const result = await analyze(
      [
        'java.lang.NullPointerException: Cannot read field "x" because "pos" is null',
        '\tat net.minecraft.class_761.handler$zab000$glowbugs$renderGlow(class_761.java:4021)',
        '\tat net.minecraft.class_761.method_22710(class_761.java:1200)',
      ].join('\n'),
    );
    assert.ok(result.findings[0]!.mods.includes('glowbugs'), result.findings.map((f) => f.mods.join()).join(';'));
  });

  it('strips garbled colour codes only before a code letter', () => {
    assert.equal(
      stripFormatting('Mod \uFFFDelanternworks\uFFFDr requires \uFFFD6architectury'),
      'Mod lanternworks requires architectury',
    );
    assert.equal(stripFormatting('Mod Â§elanternworks§r'), 'Mod lanternworks');
    assert.equal(stripFormatting('a \uFFFD? b'), 'a \uFFFD? b');
  });

  it("reads old mods' `mods.author.modid` packages and a three-letter mod before `.api.`", () => {
    assert.equal(modOfUnknownClass('mods.quillwright.inkblade.registry.combo.ComboState')?.id, 'inkblade');
    assert.equal(modOfUnknownClass('mods.inkblade.blocks.InkBlock')?.id, 'inkblade');
    assert.equal(modOfUnknownClass('com.ink.api.faction.IFaction')?.id, 'ink');
  });

  it('finds a library by the name people call it, not by a shorter or unrelated word', () => {
    assert.equal(libraryOfName('Architectury API')?.ids[0], 'architectury');
    assert.equal(libraryOfName('Cloth Config')?.ids[0], 'cloth-config');
    assert.equal(libraryOfName('Kotlin for Forge')?.ids[0], 'kotlinforforge');
    assert.equal(libraryOfName('API'), null);
    assert.equal(libraryOfName('Lanternworks'), null);
  });
});
