import * as assert from 'node:assert/strict';
import { analyzeCrash } from '../../src/core/crash/crashAnalyzer';
import type { CrashAnalysis } from '../../src/core/crash/crashFinding';
import { assertPastedFinding, type PastedCase } from './fixtures/pastedCrashCase';
import { crashMessageIds, renderCrashMessage } from '../../src/core/crashTexts/crashFindingMessages';
import { normalizeLog, prefixLength } from '../../src/core/logs/logNormalizer';
import { logSourceFromText } from '../../src/core/logs/logSource';
import { libraryOfClass, libraryOfId } from '../../src/core/crash/libraryMods';

/**
 * Logs as people paste them into issues, chats and forums (issue 30): fragments cut mid-way, with console, launcher
 * and hosting-panel prefixes, markdown quotes, fences and bullets, hs_err text with its `#` stripped. Every fragment
 * is written for this test in the real formats. Each case names the rule, the facts the finding must say in English,
 * the mods it must name, and a Chinese word its zh-CN rendering must hold.
 */

const FRAGMENTS: PastedCase[] = [
  {
    name: 'Quilt Loader report: fabricloader missing means update Quilt Loader',
    log: [
      '```',
      '---- Quilt Loader: Failed to load ----',
      '',
      "Mod 'Lithium' (lithium) 0.12.1 requires version 0.15.3 or later of fabricloader, which is missing!",
      '```',
    ].join('\n'),
    rule: 'fabric-wrong-dependency-version',
    says: ['Quilt Loader', 'Update Quilt Loader', '>=0.15.3'],
    mods: ['lithium'],
    zh: '更新 Quilt Loader',
  },
  {
    name: 'Quilt Loader report: only a different fabricloader is present',
    log: [
      '> ---- Quilt Loader: Failed to load ----',
      "> Mod 'Fabric API' (fabric-api) 0.91.0 requires version 0.15.0 or later of fabricloader, but only a different version is present: 0.14.22!",
    ].join('\n'),
    rule: 'fabric-wrong-dependency-version',
    says: ['Update Quilt Loader', '0.14.22'],
    mods: ['fabric-api'],
    zh: '0.14.22',
  },
  {
    name: 'NeoForge loading errors behind hosting-panel prefixes name the library to install',
    log: [
      'main/ERROR03:33:22 Loading errors encountered:',
      'main/ERROR03:33:22 \t- Mod waystones requires balm 7.3.0 or above',
      'main/ERROR03:33:22 \t\tCurrently, balm is not installed',
    ].join('\n'),
    rule: 'neoforge-missing-dependency',
    says: ['Balm', "'waystones'", '7.3.0 or above', 'not installed'],
    mods: ['waystones', 'balm'],
    zh: '它未安装',
  },
  {
    name: 'NeoForge loading error with a time-first panel prefix and an outdated library',
    log: [
      '03:33:22 main/ERROR Loading errors encountered:',
      '03:33:22 main/ERROR - Mod jei_addon requires architectury 13.0.2 or above',
      '03:33:22 main/ERROR Currently, architectury is 12.1.3',
    ].join('\n'),
    rule: 'neoforge-missing-dependency',
    says: ['Architectury API', '12.1.3'],
    mods: ['jei_addon', 'architectury'],
    zh: '已安装的是 12.1.3',
  },
  {
    name: "NeoForge's missing `mandatory` field means an outdated NeoForge",
    log: [
      '[14:02:11] [main/ERROR] [ne.ne.fm.lo.mo.ModDiscoverer/SCAN]: Locator {mods folder} found an invalid mod file',
      'net.neoforged.fml.loading.moddiscovery.InvalidModFileException: Missing required field mandatory in dependency (sable-1.4.jar)',
    ].join('\n'),
    rule: 'neoforge-mandatory-field',
    says: ['Update NeoForge'],
    zh: '将 NeoForge 更新',
  },
  {
    name: "FML 1.7.10's duplicate-mods screen pasted as a quote",
    log: [
      '> You have mod sources that are duplicate within your system',
      '> Mod : File',
      '> thaumcraft : mods/Thaumcraft-1.7.10-4.2.3.5.jar',
      '> thaumcraft : mods/Thaumcraft-1.7.10-4.2.3.5 (1).jar',
    ].join('\n'),
    rule: 'forge-duplicate-mods',
    says: ['thaumcraft', 'Thaumcraft-1.7.10-4.2.3.5.jar', 'Thaumcraft-1.7.10-4.2.3.5 (1).jar'],
    mods: ['thaumcraft'],
    zh: '多个文件',
  },
  {
    name: 'hs_err banner in a launcher console (Client> # …) after a failed auth retry',
    log: [
      '[09:12:40] [Render thread/WARN]: Failed to request yggdrasil public key, retrying',
      'Client> #',
      'Client> # A fatal error has been detected by the Java Runtime Environment:',
      'Client> #',
      'Client> #  EXCEPTION_ACCESS_VIOLATION (0xc0000005) at pc=0x00007ffa11223344, pid=9000, tid=9001',
      'Client> #',
      'Client> # Problematic frame:',
      'Client> # C  [atio6axx.dll+0x1a2b3c]',
    ].join('\n'),
    rule: 'graphics-driver',
    says: ['AMD', 'atio6axx.dll'],
    zh: 'AMD',
    notErrors: ['auth-servers-unreachable'],
  },
  {
    name: 'hs_err banner pasted with its # stripped',
    log: [
      'A fatal error has been detected by the Java Runtime Environment:',
      '',
      '  EXCEPTION_ACCESS_VIOLATION (0xc0000005) at pc=0x00007ffa11223344, pid=77, tid=78',
      '',
      'Problematic frame:',
      'C  [nvoglv64.dll+0xabcdef]',
    ].join('\n'),
    rule: 'graphics-driver',
    says: ['NVIDIA', 'nvoglv64.dll'],
    zh: 'NVIDIA',
  },
  {
    name: 'a @Redirect conflict warning above a mixin failure names both mods',
    log: [
      '[10:00:01] [main/WARN] [mixin/]: @Redirect conflict. Skipping smoothhud.mixins.json:HudMixin from mod smoothhud->@Redirect::onBlit(Lnet/minecraft/class_332;)V with priority 1000, already redirected by overlaytweaks.mixins.json:GuiMixin from mod overlaytweaks->@Redirect::redirectBlit(Lnet/minecraft/class_332;)V with priority 1000',
      '[10:00:04] [Render thread/ERROR] [mixin/]: Mixin apply failed smoothhud.mixins.json:HudMixin -> net.minecraft.class_329: org.spongepowered.asm.mixin.injection.throwables.InvalidInjectionException',
    ].join('\n'),
    rule: 'mixin-failure',
    says: ["'smoothhud'", "'overlaytweaks'", 'redirect'],
    mods: ['smoothhud', 'overlaytweaks'],
    zh: 'Mixin 冲突',
  },
  {
    name: 'a merged-by clause in the failure names the second mod',
    log: [
      '- Caused by: org.spongepowered.asm.mixin.throwables.MixinApplyError: Mixin [quickstack.mixins.json:InventoryMixin] from phase [DEFAULT] in config [quickstack.mixins.json] FAILED during APPLY',
      '  Method handler$abc000$sort was merged by invsorter.mixins.json:ScreenMixin from mod invsorter',
    ].join('\n'),
    rule: 'mixin-failure',
    says: ["'quickstack'", "'invsorter'"],
    mods: ['quickstack', 'invsorter'],
    zh: 'Mixin 冲突',
  },
  {
    name: 'a mixin failure with only its config name is attributed to the mod',
    log: 'Caused by: org.spongepowered.asm.mixin.throwables.MixinApplyError: Mixin [farmtweaks-common.mixins.json:CropBlockMixin] from phase [DEFAULT] in config [farmtweaks-common.mixins.json] FAILED during APPLY',
    rule: 'mixin-failure',
    says: ["'farmtweaks'"],
    mods: ['farmtweaks'],
    zh: 'Mixin 应用失败',
  },
  {
    name: 'a missing Fabric API class names Fabric API, never the launcher',
    log: [
      '* java.lang.NoClassDefFoundError: net/fabricmc/fabric/api/networking/v1/PacketSender',
      '*   at dev.someone.pingmod.PingMod.onInitialize(PingMod.java:14)',
      '*   at org.prismlauncher.launcher.impl.StandardLauncher.launch(StandardLauncher.java:87)',
    ].join('\n'),
    rule: 'no-class-def',
    says: ['Fabric API', 'modrinth.com/mod/fabric-api'],
    zh: '缺少 Fabric API',
  },
  {
    name: 'a missing GeckoLib class in a markdown fence names GeckoLib',
    log: [
      '```java',
      'Caused by: java.lang.ClassNotFoundException: software.bernie.geckolib.animatable.GeoEntity',
      '\tat cpw.mods.cl.ModuleClassLoader.loadClass(ModuleClassLoader.java:141)',
      '```',
    ].join('\n'),
    rule: 'no-class-def',
    says: ['GeckoLib'],
    zh: '缺少 GeckoLib',
  },
  {
    name: "a config file that fails to parse names the file and its mod, not 'the mod crashed'",
    log: [
      '[11:00:00] [Render thread/ERROR]: Failed to load config file config/xaerominimap-common.json',
      'com.google.gson.JsonSyntaxException: com.google.gson.stream.MalformedJsonException: Expected name at line 3 column 2',
      '\tat com.google.gson.Gson.fromJson(Gson.java:1000)',
    ].join('\n'),
    rule: 'config-corrupt',
    says: ['config/xaerominimap-common.json', "'xaerominimap'", 'MalformedJsonException'],
    mods: ['xaerominimap'],
    zh: '已损坏',
  },
  {
    name: 'a NibbleArray index error inside chunk loading is corrupted world data',
    log: [
      '[Server thread/INFO]: Preparing level "Skyblock"',
      'java.lang.ArrayIndexOutOfBoundsException: Index 4096 out of bounds for length 2048',
      '\tat net.minecraft.world.chunk.NibbleArray.get(NibbleArray.java:44)',
      '\tat net.minecraft.world.chunk.storage.AnvilChunkLoader.readChunkFromNBT(AnvilChunkLoader.java:415)',
    ].join('\n'),
    rule: 'world-corrupt',
    says: ['"Skyblock"', 'backup', 'Region Fixer', 'ArrayIndexOutOfBoundsException'],
    zh: '“Skyblock”',
  },
  {
    name: 'an unreadable level.dat names the world and level.dat_old',
    log: [
      '[12:10:00] [Server thread/ERROR]: Exception reading saves/Creative Island/level.dat',
      'java.io.EOFException: Unexpected end of ZLIB input stream',
    ].join('\n'),
    rule: 'world-corrupt',
    says: ['"Creative Island"', 'level.dat_old'],
    zh: 'level.dat_old',
  },
  {
    name: 'a KubeJS script error names the script and its line',
    log: '> [13:00:00] [Server thread/ERROR] [KubeJS Server/]: server_scripts:tweaks/ores.js#27: ReferenceError: "ServerEvents2" is not defined.',
    rule: 'kubejs-script-error',
    says: ['server_scripts/tweaks/ores.js', 'line 27', 'ReferenceError'],
    zh: '第 27 行',
  },
  {
    name: 'a client-only class on a dedicated server names the mod whose code loaded it',
    log: [
      'java.lang.RuntimeException: Attempted to load class net/minecraft/client/player/LocalPlayer for invalid dist DEDICATED_SERVER',
      '\tat net.minecraftforge.fml.loading.RuntimeDistCleaner.processClassWithFlags(RuntimeDistCleaner.java:57) ~[fmlloader-1.20.1-47.2.0.jar%2369!/:1.0] {}',
      '\tat cpw.mods.modlauncher.TransformingClassLoader.loadClass(TransformingClassLoader.java:50) ~[modlauncher-10.0.9.jar%2355!/:?] {}',
      '\tat io.github.someone.zoomify.ZoomEvents.<clinit>(ZoomEvents.java:21) ~[zoomify-2.1.0.jar%23180!/:2.1.0] {re:classloading}',
    ].join('\n'),
    rule: 'client-mod-on-server',
    says: ["'zoomify'", 'LocalPlayer'],
    mods: ['zoomify'],
    zh: '仅客户端',
  },
];

async function analyze(log: string): Promise<CrashAnalysis> {
  return analyzeCrash({ text: log, name: 'pasted' });
}

describe('crash analysis of pasted fragments (issue 30)', () => {
  for (const c of FRAGMENTS) {
    it(`${c.name} → ${c.rule}`, async () => {
      const result = await analyze(c.log);
      const finding = result.findings.find((f) => f.rule === c.rule);
      assert.ok(
        finding,
        `no ${c.rule}; got ${result.findings.map((f) => `${f.rule}: ${f.title}`).join('; ') || 'none'}`,
      );
      assertPastedFinding(c, result, finding);
    });
  }

  it('never concludes that the game stopped before it started from a short pasted line', async () => {
    for (const log of ['java.lang.NullPointerException: boom', '> Error: something went wrong', 'Mod x requires y']) {
      const result = await analyze(log);
      assert.ok(!result.findings.some((f) => f.rule === 'short-output'), log);
    }
    // A real almost-empty launcher output still is one.
    const real = await analyze('Error: Could not find or load main class');
    assert.ok(real.findings.some((f) => f.rule === 'short-output'));
  });

  it('does not report the benign "Error loading class" probes every modded start prints', async () => {
    const log = [
      '[12:00:00] [main/INFO]: Loading Minecraft 1.20.1 with Fabric Loader 0.15.7',
      '[12:00:01] [main/WARN] [mixin/]: Error loading class: dev/emi/emi/api/EmiPlugin (java.lang.ClassNotFoundException: dev/emi/emi/api/EmiPlugin)',
    ].join('\n');
    const result = await analyze(log);
    assert.deepEqual(
      result.findings.filter((f) => f.severity === 'error').map((f) => f.rule),
      [],
    );
  });
});

describe('line normalisation of pasted logs', () => {
  it('strips console, panel, quote, bullet and hs_err prefixes and keeps a game log line as it is', () => {
    const cases: [string, string][] = [
      ['Client> # Problematic frame:', 'Problematic frame:'],
      ['main/ERROR03:33:22 Loading errors encountered:', 'Loading errors encountered:'],
      ['03:33:22 main/ERROR Loading errors encountered:', 'Loading errors encountered:'],
      ['> > [12:00:00] [main/INFO]: Hello', '[12:00:00] [main/INFO]: Hello'],
      ['- [12:00:00] [main/INFO]: Hello', '[12:00:00] [main/INFO]: Hello'],
      ['* \tat net.minecraft.Foo.bar(Foo.java:1)', '\tat net.minecraft.Foo.bar(Foo.java:1)'],
      ['# SIGSEGV (0xb) at pc=0x0', 'SIGSEGV (0xb) at pc=0x0'],
      [
        '[12:34:56] [Server thread/ERROR]: Encountered an unexpected exception',
        '[12:34:56] [Server thread/ERROR]: Encountered an unexpected exception',
      ],
      [
        '\tat net.minecraft.client.Minecraft.run(Minecraft.java:1)',
        '\tat net.minecraft.client.Minecraft.run(Minecraft.java:1)',
      ],
      ['java.lang.NullPointerException: x', 'java.lang.NullPointerException: x'],
    ];
    for (const [line, expected] of cases) {
      const cut = prefixLength(line);
      assert.equal(line.slice(Math.max(0, cut)), expected, line);
    }
    assert.equal(prefixLength('```log'), -1);
    assert.equal(prefixLength('~~~'), -1);
  });

  it('keeps every line (fences become empty lines) and leaves an unprefixed log uncopied', () => {
    const pasted = logSourceFromText('```\nClient> a\r\nClient> b\n```\n');
    const normal = normalizeLog(pasted);
    assert.ok(normal);
    assert.equal(normal.source.bytes.toString('latin1'), '\na\r\nb\n\n');
    const plain = logSourceFromText('[12:00:00] [main/INFO]: a\n[12:00:01] [main/INFO]: b\n');
    assert.equal(normalizeLog(plain), null);
  });
});

describe('library table and crash messages', () => {
  it('maps the well-known API packages and ids to the library to install', () => {
    assert.equal(libraryOfClass('net.fabricmc.fabric.api.event.Event')?.name, 'Fabric API');
    assert.equal(libraryOfClass('dev/architectury/platform/Platform')?.ids[0], 'architectury');
    assert.equal(libraryOfClass('me.shedaniel.clothconfig2.api.ConfigBuilder')?.ids[0], 'cloth-config');
    assert.equal(libraryOfClass('thedarkcolour.kotlinforforge.forge.ForgeKt')?.ids[0], 'kotlinforforge');
    assert.equal(libraryOfClass('net.blay09.mods.balm.api.Balm')?.ids[0], 'balm');
    assert.equal(libraryOfClass('com.blamejared.crafttweaker.api.CraftTweakerAPI')?.ids[0], 'crafttweaker');
    assert.equal(libraryOfClass('dev.latvian.mods.kubejs.KubeJS')?.ids[0], 'kubejs');
    assert.equal(libraryOfClass('org.prismlauncher.EntryPoint'), null);
    assert.equal(libraryOfClass('net.minecraftforge.fml.common.Mod'), null);
    assert.equal(libraryOfId('fabric-lifecycle-events-v1')?.name, 'Fabric API');
    assert.equal(libraryOfId('1.20.1'), null);
  });

  it('renders every message id in English and Simplified Chinese with the facts verbatim', () => {
    for (const id of crashMessageIds()) {
      const params = {
        a: "'m1'",
        b: "'m2'",
        mod: "'m1'",
        file: 'config/x.toml',
        library: 'Balm',
        class: 'a.B',
        url: 'u',
        dependency: 'Balm (balm)',
        range: '>=1',
        world: 'W',
        error: 'E',
        line: '3',
        loader: 'NeoForge',
        how: 'redirect',
        present: '0.1',
        installed: '2',
        config: 'm1.mixins.json',
        target: 'T',
        what: 'w',
        by: '',
        kind: 'startup',
        log: 'logs/kubejs/startup.log',
        metadata: 'mods.toml',
        caller: "'m3'",
        owner: "'m4'",
        type: 'a.b.C',
        package: 'a.b',
        other: "'m2'",
        count: '2',
        targets: 'a.B, a.C',
        platform: 'Velocity',
        column: '4',
        family: 'F',
        modules: 'm1 1, m2 2',
        minecraft: '1.18.2',
      };
      const en = renderCrashMessage({ id, params });
      const zh = renderCrashMessage({ id, params }, 'zh-cn');
      for (const t of [en.title, en.detail, en.advice]) assert.ok(t.length > 0 && !/undefined/.test(t), `${id}: ${t}`);
      for (const t of [zh.title, zh.detail, zh.advice]) assert.match(t, /[\u4e00-\u9fff]/, `${id}: ${t}`);
    }
  });
});
