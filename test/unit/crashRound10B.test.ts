import * as assert from 'node:assert/strict';
import { analyzeCrash } from '../../src/core/crash/crashAnalyzer';
import type { CrashAnalysis } from '../../src/core/crash/crashFinding';
import { localizeAnalysis } from '../../src/core/crash/crashMessages';
import { assertTopPastedFinding, findingText, type PastedCase } from './fixtures/pastedCrashCase';

/**
 * Shapes missed on a fresh set of logs from launchers' and loaders' own trackers (issue 30, round 10B): the logs
 * launchers print around the game (their own wrapper's frames, their consoles), loader and install failures, and the
 * Java or display the game was started with. Every fragment is written for this test in the real formats, with
 * made-up mods, paths and versions.
 */
const SHAPES: PastedCase[] = [
  {
    name: "GLFW finding no X11 display, under a launcher's own frames, is the session's display, not the launcher",
    log: [
      '---- Minecraft Crash Report ----',
      '// Uh... Did I do that?',
      'Time: 2026-03-02 10:11:12',
      'Description: Initializing game',
      'java.lang.IllegalStateException: Failed to initialize GLFW, errors: [GLFW 0x1000E] X11: The DISPLAY environment variable is missing',
      'at com.mojang.blaze3d.platform.GLX._initGlfw(GLX.java:59)',
      'at net.minecraft.client.Minecraft.<init>(Minecraft.java:503)',
      'at net.minecraft.client.main.Main.main(Main.java:232)',
      'at java.base/java.lang.reflect.Method.invoke(Unknown Source)',
      'at com.modrinth.theseus.MinecraftLaunch.relaunch(MinecraftLaunch.java:61)',
      'at com.modrinth.theseus.MinecraftLaunch.main(MinecraftLaunch.java:28)',
    ].join('\n'),
    rule: 'graphics-driver',
    says: ['The game found no display', 'X11: The DISPLAY environment variable is missing', 'XWayland'],
    zh: '显示服务器',
    notErrors: ['stack-culprit'],
  },
  {
    name: "NeoForge's early window refused every OpenGL profile names the driver and the Flatpak GL runtime",
    log: [
      '[14:23:13.423] [main/INFO] [loading.ImmediateWindowHandler/]: Loading ImmediateWindowProvider fmlearlywindow',
      '[14:23:13.467] [main/INFO] [EARLYDISPLAY/]: Trying GL version 4.6',
      '[14:23:13.470] [main/INFO] [EARLYDISPLAY/]: Trying GL version 3.2',
      '[14:23:13.470] [main/ERROR] [EARLYDISPLAY/]: Failed to find any valid GLFW profile. Trying 4.6: GLFW error: [0x10009]GLX: Failed to find a suitable GLXFBConfig',
    ].join('\n'),
    rule: 'graphics-driver',
    says: ['OpenGL 3.2', 'Failed to find any valid GLFW profile', 'Flatpak'],
    zh: 'OpenGL 3.2',
  },
  {
    name: "ForgeWrapper's own exception before the game started is the launcher's loader set-up, not a missing class",
    log: [
      'Minecraft process ID: 4242',
      '',
      'Exception caught from launcher',
      'java.io.UncheckedIOException: Failed to read the installer profile',
      '\tat io.github.zekerzhayard.forgewrapper.installer.detector.IFileDetector.getInstallProfileExtraData(IFileDetector.java:140)',
      '\tat io.github.zekerzhayard.forgewrapper.installer.Main.main(Main.java:38)',
      '\tat org.prismlauncher.launcher.impl.StandardLauncher.launch(StandardLauncher.java:105)',
      '\tat org.prismlauncher.EntryPoint.main(EntryPoint.java:70)',
      'Exiting with ERROR',
      'Процесс завершился с кодом 2.',
    ].join('\n'),
    rule: 'launcher-loader-setup',
    says: ['ForgeWrapper', 'Failed to read the installer profile', 'Update the launcher'],
    zh: 'ForgeWrapper',
    notErrors: ['stack-culprit'],
  },
  {
    name: 'several mods needing a newer Fabric Loader put the one needing the newest first',
    log: [
      '```',
      'Incompatible mods found!',
      'net.fabricmc.loader.impl.FormattedException: Some of your mods are incompatible with the game or each other!',
      'More details:',
      "\t - Mod 'Lanterns' (lanterns) 2.0.0 requires version 0.15.7 or later of mod 'Fabric Loader' (fabricloader), but only the wrong version is present: 0.15.3!",
      "\t - Mod 'Candle Core' (candlecore) 1.4.0 requires version 0.15.11 or later of mod 'Fabric Loader' (fabricloader), but only the wrong version is present: 0.15.3!",
      "\t - Mod 'Wicks' (wicks) 0.3.1 requires version 0.15.9 or later of mod 'Fabric Loader' (fabricloader), but only the wrong version is present: 0.15.3!",
      '```',
    ].join('\n'),
    rule: 'fabric-wrong-dependency-version',
    says: ['>=0.15.11', 'Fabric Loader'],
    mods: ['candlecore'],
    zh: '0.15.11',
  },
  {
    name: "NeoForge's missing fabric_api retyped on one line names Forgified Fabric API, not Fabric API",
    log: [
      'i put the mod in and it says: Mod lanterns requires fabric_api 0.100.0 or above Currently, fabric_api is not installed',
    ].join('\n'),
    rule: 'neoforge-missing-dependency',
    says: ['Forgified Fabric API', 'fabric_api', 'forgified-fabric-api'],
    mods: ['fabric_api', 'lanterns'],
    zh: 'Forgified Fabric API',
  },
  {
    name: "Kilt's list of Forge jars it failed to load names the jar, not Kilt's scanning frames",
    log: [
      '[09:41:07] [main/ERROR]: Failed to load Forge mods in Kilt!',
      '[09:41:07] [main/ERROR]: - lanternloader-3.1.0+1.20.1.jar failed to load! Exception:',
      '[09:41:07] [main/ERROR]: java.lang.NullPointerException: Cannot invoke "String.length()" because "modId" is null',
      '\tat java.base/java.util.Objects.requireNonNull(Objects.java:233)',
      '\tat knot//xyz.bluspring.kilt.loader.KiltLoader.preloadJarMod(KiltLoader.kt:438)',
      '\tat knot//xyz.bluspring.kilt.loader.KiltLoader.scanMods(KiltLoader.kt:86)',
    ].join('\n'),
    rule: 'mod-jar-load-failed',
    says: ['Kilt could not load lanternloader-3.1.0+1.20.1.jar', 'NullPointerException'],
    mods: ['lanternloader'],
    zh: 'Kilt',
    notErrors: ['stack-culprit'],
  },
  {
    name: 'a split package between a library module and a mod names the mod that ships its own copy',
    log: [
      'Exception in thread "main" java.lang.module.ResolutionException: Modules org.example.toml and lanterns export package org.example.toml.parser to module wicks',
      '\tat java.base/java.lang.module.Resolver.resolveFail(Resolver.java:901)',
      '\tat MC-BOOTSTRAP/cpw.mods.modlauncher@10.0.9/cpw.mods.modlauncher.ModuleLayerHandler.buildLayer(ModuleLayerHandler.java:75)',
    ].join('\n'),
    rule: 'jpms-split-package',
    says: ["Mod 'lanterns' contains package org.example.toml.parser", 'own copy', 'org.example.toml'],
    mods: ['lanterns'],
    zh: '副本',
  },
];

async function analyze(log: string): Promise<CrashAnalysis> {
  return analyzeCrash({ text: log, name: 'pasted' });
}

describe("crash analysis of shapes from launchers' and loaders' own trackers (issue 30, round 10B)", () => {
  for (const c of SHAPES) {
    it(`${c.name} → ${c.rule}`, async () => {
      assertTopPastedFinding(c, await analyze(c.log));
    });
  }

  it("never blames a launcher's own package for a crash in the game's code", async () => {
    const result = await analyze(
      [
        '---- Minecraft Crash Report ----',
        'Description: Initializing game',
        'java.lang.NullPointerException: Cannot invoke "Object.hashCode()" because "key" is null',
        '\tat net.minecraft.client.Minecraft.<init>(Minecraft.java:480)',
        '\tat net.minecraft.client.main.Main.main(Main.java:232)',
        '\tat com.modrinth.theseus.MinecraftLaunch.relaunch(MinecraftLaunch.java:61)',
        '\tat oolloo.jlw.Wrapper.invokeMain(Wrapper.java:112)',
        '\tat net.kdt.pojavlaunch.PojavLauncher.main(PojavLauncher.java:20)',
      ].join('\n'),
    );
    for (const f of result.findings)
      for (const m of f.mods) assert.ok(!/theseus|jlw|pojav/i.test(m), `${f.rule} blames ${m}`);
  });

  it("leaves ForgeWrapper's Main under a game's own crash to the rules that read the game's stack", async () => {
    const result = await analyze(
      [
        'java.lang.IllegalStateException: Lanterns failed to register its blocks',
        '\tat net.example.lanterns.Lanterns.init(Lanterns.java:33)',
        '\tat net.minecraftforge.fml.javafmlmod.FMLModContainer.constructMod(FMLModContainer.java:68)',
        '\tat cpw.mods.modlauncher.Launcher.main(Launcher.java:66)',
        '\tat io.github.zekerzhayard.forgewrapper.installer.Main.main(Main.java:57)',
        '\tat org.prismlauncher.launcher.impl.StandardLauncher.launch(StandardLauncher.java:105)',
      ].join('\n'),
    );
    assert.ok(
      !result.findings.some((f) => f.rule === 'launcher-loader-setup'),
      result.findings.map((f) => f.rule).join(),
    );
  });

  it("reads NeoForge's refusal of Fabric API's jar as a jar for another loader, pointing at Forgified Fabric API", async () => {
    const result = await analyze(
      '[12:00:01] [main/WARN] [net.neoforged.fml.loading.moddiscovery.ModDiscoverer/SCAN]: File mods\\fabric-api-0.100.1+1.21.jar is a Fabric mod and cannot be loaded',
    );
    const f = result.findings.find((x) => x.rule === 'jar-not-for-loader');
    assert.ok(f, result.findings.map((x) => x.rule).join());
    assert.ok(f.detail.includes('fabric-api-0.100.1+1.21.jar: it is a Fabric mod'), f.detail);
    assert.ok(findingText(f).includes('Forgified Fabric API'), findingText(f));
    const zh = localizeAnalysis(result, 'zh-cn').findings[result.findings.indexOf(f)]!;
    assert.ok(zh.detail.includes('Fabric 模组'), zh.detail);
  });

  it('keeps a split package between two mods naming both', async () => {
    const result = await analyze(
      'Exception in thread "main" java.lang.module.ResolutionException: Modules lanterns and wicks export package org.example.shared to module candles',
    );
    const top = result.findings[0]!;
    assert.equal(top.rule, 'jpms-split-package');
    assert.deepEqual(top.mods, ['lanterns', 'wicks']);
  });

  it('keeps a single loader requirement at full confidence', async () => {
    const result = await analyze(
      "\t - Mod 'Lanterns' (lanterns) 2.0.0 requires version 0.15.7 or later of mod 'Fabric Loader' (fabricloader), but only the wrong version is present: 0.15.3!",
    );
    const top = result.findings[0]!;
    assert.equal(top.rule, 'fabric-wrong-dependency-version');
    assert.equal(top.confidence, 0.95);
  });
});
