import * as assert from 'node:assert/strict';
import { analyzeCrash } from '../../src/core/crash/crashAnalyzer';
import type { CrashAnalysis } from '../../src/core/crash/crashFinding';
import { localizeAnalysis } from '../../src/core/crash/crashMessages';
import { modOfUnknownClass } from '../../src/core/crash/missingClassOwner';
import { serverPlatformOfClass } from '../../src/core/crash/serverPlatforms';
import { isNotBlamed } from '../../src/core/crash/culpritFinder';
import { assertTopPastedFinding, findingText, type PastedCase } from './fixtures/pastedCrashCase';

/**
 * Shapes missed on a fresh set of real pastes from servers and proxies (issue 30, round 11B: Paper and Folia,
 * BungeeCord/Waterfall and Velocity plugins, SpongeForge, Geyser and Floodgate, hybrid servers' launchers, hosting
 * panels): a class or member of a server platform's API (a Bukkit plugin in a proxy, a plugin made for another version
 * of its platform, a library the platform ships), Folia's refusal of a plugin, SpongeForge's banner, Floodgate's key
 * file, a hybrid's own words, a malformed YAML file, a Fabric library named by its package, a Forge line quoted as a
 * string. Every fragment is written for this test in the real formats, with made-up plugins, mods and classes.
 */
const SHAPES: PastedCase[] = [
  {
    name: 'a Bukkit plugin in a Waterfall proxy (its loader header above, the proxy frames below) is a plugin for another platform',
    log: [
      '[14:02:11] [main/WARN]: Error loading plugin TownChat',
      'java.lang.NoClassDefFoundError: org/bukkit/event/Listener',
      '\tat java.lang.ClassLoader.defineClass1(Native Method) ~[?:?]',
      '\tat net.md_5.bungee.api.plugin.PluginClassloader.findClass(PluginClassloader.java:152) ~[waterfall.jar:git:Waterfall-Bootstrap:1.20-R0.1-SNAPSHOT:abc1234:560]',
      '\tat net.md_5.bungee.api.plugin.PluginManager.enablePlugin(PluginManager.java:341) ~[waterfall.jar:git:Waterfall-Bootstrap:1.20-R0.1-SNAPSHOT:abc1234:560]',
      'Caused by: java.lang.ClassNotFoundException: org.bukkit.event.Listener',
    ].join('\n'),
    rule: 'no-class-def',
    says: ["'TownChat' is a Bukkit (Spigot/Paper) plugin, but this is BungeeCord", 'Remove'],
    mods: ['TownChat'],
    zh: '插件',
  },
  {
    name: "a proxy plugin whose class of the proxy's API is gone is made for another version of it (named by its main class)",
    log: [
      'Exception in thread "main" java.lang.NoClassDefFoundError: net/md_5/bungee/api/OldLogger',
      '\tat com.banwave.someone.bungee.BanWaveProxy.onEnable(BanWaveProxy.java:20)',
      '\tat net.md_5.bungee.api.plugin.PluginManager.enablePlugins(PluginManager.java:227)',
      '\tat net.md_5.bungee.BungeeCord.start(BungeeCord.java:272)',
    ].join('\n'),
    rule: 'no-class-def',
    says: ["'banwave' was made for another version of BungeeCord"],
    mods: ['banwave'],
    zh: '版本',
  },
  {
    name: 'a Velocity plugin calling an Adventure method its Velocity lacks needs a newer Velocity',
    log: [
      "[21:15:03 ERROR]: Couldn't pass ProxyInitializeEvent to motdplus",
      "java.lang.NoSuchMethodError: 'net.kyori.adventure.text.Component net.kyori.adventure.text.Component.textOfChildren(net.kyori.adventure.text.ComponentLike[])'",
      '\tat dev.someone.motdplus.MotdFormat.render(MotdFormat.java:31) ~[?:?]',
      '\tat dev.someone.motdplus.MotdPlus.onInit(MotdPlus.java:18) ~[?:?]',
      '\tat com.velocitypowered.proxy.event.VelocityEventManager.fire(VelocityEventManager.java:598) ~[velocity.jar:3.1.1]',
    ].join('\n'),
    rule: 'no-such-method',
    says: ["'motdplus' needs a newer Velocity", 'Update Velocity'],
    mods: ['velocity', 'motdplus'],
    zh: '更新',
  },
  {
    name: "a Velocity plugin calling a method Velocity's API no longer has was built for another version of Velocity",
    log: [
      "[08:00:12 ERROR]: Couldn't pass ProxyInitializeEvent to tabsync",
      "java.lang.NoSuchMethodError: 'void com.velocitypowered.api.command.CommandManager.register(java.lang.String, com.velocitypowered.api.command.Command)'",
      '\tat org.someone.tabsync.TabSync.onInit(TabSync.java:44) ~[?:?]',
      '\tat com.velocitypowered.proxy.event.VelocityEventManager.fire(VelocityEventManager.java:589) ~[velocity.jar:3.0.1]',
    ].join('\n'),
    rule: 'no-such-method',
    says: ["'tabsync' was built for another version of Velocity"],
    mods: ['tabsync', 'velocity'],
    zh: '构建',
  },
  {
    name: "Folia's refusal of a plugin not marked as supporting it, in a panel's console",
    log: [
      "[ServerMain/ERROR]: [DirectoryProviderSource] Error loading plugin: Could not load plugin 'QuickHomes v2.1' as it is not marked as supporting Folia!",
      "java.lang.RuntimeException: Could not load plugin 'QuickHomes v2.1' as it is not marked as supporting Folia!",
      '\tat io.papermc.paper.plugin.provider.type.spigot.SpigotPluginProviderFactory.build(SpigotPluginProviderFactory.java:40) ~[folia-1.20.4.jar:?]',
    ].join('\n'),
    rule: 'server-plugin',
    says: ['QuickHomes', 'Folia', 'folia-supported: true'],
    mods: ['QuickHomes'],
    zh: 'Folia',
  },
  {
    name: "SpongeForge's banner (its comment box cut mid-line) says it does not fit the Forge build",
    log: [
      '> [11:46:55] [main/INFO] [Sponge]: /*****************************************************/',
      '> [11:46:55] [main/INFO] [Sponge]: /* Oh dear. It seems like this version of Sponge is not compatible with the version     */',
      '> [11:46:55] [main/INFO] [Sponge]: /* of Forge you are running.',
    ].join('\n'),
    rule: 'sponge-forge-mismatch',
    says: ['SpongeForge', 'Forge build'],
    zh: 'SpongeForge',
  },
  {
    name: "Geyser reading no Floodgate key file (a NullPointerException printed to STDERR under the path's read)",
    log: [
      '[13:19:42] [Thread-90/INFO]: [STDERR]: java.lang.NullPointerException',
      '[13:19:42] [Thread-90/INFO]: [STDERR]:  at java.base/java.nio.file.Files.provider(Files.java:100)',
      '[13:19:42] [Thread-90/INFO]: [STDERR]:  at java.base/java.nio.file.Files.readAllBytes(Files.java:3205)',
      '[13:19:42] [Thread-90/INFO]: [STDERR]:  at org.geysermc.floodgate.util.EncryptionUtil.getKeyFromFile(EncryptionUtil.java:92)',
    ].join('\n'),
    rule: 'floodgate-key',
    says: ['key.pem', 'Geyser'],
    mods: ['floodgate'],
    zh: 'Floodgate',
  },
  {
    name: 'an AES key of the wrong length with no Geyser or Floodgate line is a damaged key file, naming no mod',
    log: [
      '```',
      'java.security.InvalidKeyException: Invalid AES key length: 31 bytes',
      '\tat java.base/com.sun.crypto.provider.AESCrypt.makeSessionKey(AESCrypt.java:1329) ~[?:?]',
      '```',
    ].join('\n'),
    rule: 'floodgate-key',
    says: ['31 bytes', 'An encryption key file is damaged'],
    zh: '密钥',
  },
  {
    name: "a hybrid's launcher stopping with its own words under an initializer error",
    log: [
      'Exception in thread "main" java.lang.ExceptionInInitializerError',
      '        at org.kettingpowered.launcher.ui.Banner.print(Banner.java:54)',
      '        at org.kettingpowered.launcher.Main.main(Main.java:190)',
      'Caused by: java.lang.IllegalStateException: Found two server versions in the libraries folder.',
      '        at org.kettingpowered.ketting.internal.Versions.<clinit>(Versions.java:36)',
      '        ... 2 more',
    ].join('\n'),
    rule: 'server-software-error',
    says: ['Ketting', 'Found two server versions in the libraries folder.'],
    zh: 'Ketting',
  },
  {
    name: "a Bukkit plugin's YAML file the server cannot load names the file, the plugin and where the parser stopped",
    log: [
      '[09:10:11] [Server thread/ERROR]: Cannot load plugins/HomeSpawn/spawns.yml',
      'org.bukkit.configuration.InvalidConfigurationException: while parsing a block mapping',
      " in 'string', line 2, column 3:",
      '      world: lobby',
      '      ^',
      "expected <block end>, but found '<block mapping start>'",
      " in 'string', line 7, column 5:",
      '        pitch: 0',
      '        ^',
    ].join('\n'),
    rule: 'mod-config-unreadable',
    says: ['plugins/HomeSpawn/spawns.yml', 'line 7, column 5'],
    mods: ['HomeSpawn'],
    zh: 'YAML',
  },
  {
    name: "a Fabric library's class missing under a mod's entrypoint failure names the library by its package and the mod",
    log: [
      "java.lang.RuntimeException: Could not execute entrypoint stage 'server' due to errors, provided by 'rankguard'!",
      '',
      'Caused by: java.lang.ClassNotFoundException: me.lucko.fabric.api.permissions.v0.PermissionCheckEvent',
    ].join('\n'),
    rule: 'no-class-def',
    says: ['fabric-permissions-api', 'rankguard'],
    mods: ['rankguard'],
    zh: 'fabric-permissions-api',
  },
  {
    name: "Forge 1.10's missing-mod line quoted as a string keeps its closing quote",
    log: '"net.minecraftforge.fml.common.MissingModsException: Mod lumenworks (LumenWorks) requires [corelibx@[2.3.0,)]"',
    rule: 'forge-legacy-missing-dependency',
    says: ['corelibx', 'LumenWorks'],
    mods: ['lumenworks'],
    zh: 'corelibx',
  },
];

async function analyze(log: string): Promise<CrashAnalysis> {
  return analyzeCrash({ text: log, name: 'pasted' });
}

describe('crash analysis of shapes from servers and proxies (issue 30, round 11B)', () => {
  for (const c of SHAPES) {
    it(`${c.name} → ${c.rule}`, async () => {
      assertTopPastedFinding(c, await analyze(c.log));
    });
  }

  it("reads a server platform's API classes as the platform's, never as a mod named by a package word", () => {
    assert.equal(serverPlatformOfClass('org/bukkit/plugin/java/JavaPlugin')?.id, 'bukkit');
    assert.equal(serverPlatformOfClass('com.velocitypowered.api.proxy.ProxyServer')?.id, 'velocity');
    assert.equal(serverPlatformOfClass('net.md_5.bungee.api.plugin.Plugin')?.id, 'bungeecord');
    assert.equal(modOfUnknownClass('org.bukkit.plugin.java.JavaPlugin'), null);
    assert.equal(modOfUnknownClass('com.velocitypowered.api.command.CommandManager'), null);
    assert.ok(isNotBlamed('org.kettingpowered.launcher.Main') && isNotBlamed('net.md_5.bungee.BungeeCord'));
  });

  it('takes a domain named after the mod only when the main class is that name and a platform role', () => {
    assert.equal(modOfUnknownClass('com.banwave.someone.bungee.BanWaveProxy')?.id, 'banwave');
    // An author's own name on a helper, or a main class that also spells the mod, keeps the usual reading.
    assert.equal(modOfUnknownClass('com.somebody.lanterns.util.SomebodyHelper')?.id, 'lanterns');
    assert.equal(modOfUnknownClass('com.mrsomeone.furniture.MrSomeoneFurnitureMod')?.id, 'furniture');
  });

  it('names a plugin for another platform on a mods folder without claiming a platform runs there', async () => {
    const result = await analyze(
      [
        '[12:00:01] [main/ERROR]: Failed to load mod class',
        'java.lang.NoClassDefFoundError: org/bukkit/plugin/java/JavaPlugin',
        '\tat dev.someone.warpsigns.WarpSigns.<init>(WarpSigns.java:12)',
      ].join('\n'),
    );
    const top = result.findings[0]!;
    assert.equal(top.rule, 'no-class-def');
    assert.ok(findingText(top).includes('needs Bukkit (Spigot/Paper), which this server lacks'), findingText(top));
    assert.ok(!findingText(top).includes('but this is'), findingText(top));
  });

  it("leaves a hybrid's exception that reports code (a helpful NullPointerException) to the stack rules", async () => {
    const result = await analyze(
      [
        'java.lang.NullPointerException: Cannot invoke "org.bukkit.Server.getPluginManager()" because the return value of "org.bukkit.Bukkit.getServer()" is null',
        '\tat com.mohistmc.bukkit.PluginBoot.start(PluginBoot.java:20)',
      ].join('\n'),
    );
    assert.ok(
      !result.findings.some((f) => f.rule === 'server-software-error'),
      result.findings.map((f) => f.rule).join(),
    );
  });

  it('renders the platform findings in Chinese with the platform and plugin verbatim', async () => {
    const result = await analyze(SHAPES[0]!.log);
    const zh = localizeAnalysis(result, 'zh-cn').findings[0]!;
    assert.ok(zh.title.includes('TownChat') && zh.title.includes('BungeeCord (Waterfall)'), zh.title);
    assert.ok(zh.advice.includes('plugins 文件夹'), zh.advice);
  });
});
