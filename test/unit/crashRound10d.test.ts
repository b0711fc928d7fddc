import * as assert from 'node:assert/strict';
import { analyzeCrash } from '../../src/core/crash/crashAnalyzer';
import type { CrashAnalysis } from '../../src/core/crash/crashFinding';
import { localizeAnalysis } from '../../src/core/crash/crashMessages';
import { modOfUnknownClass } from '../../src/core/crash/missingClassOwner';
import { javaLibraryOfClass } from '../../src/core/crash/javaLibraries';
import { assertTopPastedFinding, findingText, type PastedCase } from './fixtures/pastedCrashCase';

/**
 * Shapes missed on a fresh set of forum-style pastes (issue 30, round 10d): a hosting panel that prints its console
 * newest first, OpenJ9's wording of a missing JDK method, a plain Java library a plugin expected the server to ship,
 * and OptiFine's missing Forge method named in full. Every fragment is written for this test in the real formats,
 * with made-up plugins, mods and paths.
 */
const SHAPES: PastedCase[] = [
  {
    name: 'a panel console printed newest first names the plugin jar from the line under the exception',
    log: [
      '03.11 09:12:40 [Server] INFO at java.lang.Thread.run(Thread.java:748) [?:1.8.0_292]',
      '03.11 09:12:40 [Server] INFO at net.minecraft.server.v1_12_R1.DedicatedServer.init(DedicatedServer.java:205) [spigot-1.12.2.jar:git-Spigot-79a30d7-f4830a1]',
      '03.11 09:12:40 [Server] INFO at org.bukkit.plugin.SimplePluginManager.loadPlugins(SimplePluginManager.java:216) [spigot-1.12.2.jar:git-Spigot-79a30d7-f4830a1]',
      '03.11 09:12:40 [Server] INFO org.bukkit.plugin.UnknownDependencyException: CoinCore',
      "03.11 09:12:40 [Server] ERROR Could not load 'plugins/ShopSigns-2.3.jar' in folder 'plugins'",
    ].join('\n'),
    rule: 'server-plugin',
    says: ['plugins/ShopSigns-2.3.jar', 'CoinCore'],
    zh: '缺少依赖',
  },
  {
    name: "OpenJ9's slashed ManifestEntryVerifier in a container console is old Forge on a new Java build",
    log: [
      'mc_1  | [init] Starting the Minecraft server...',
      'mc_1  | Exception in thread "main" java.lang.NoSuchMethodError: sun/security/util/ManifestEntryVerifier.<init>(Ljava/util/jar/Manifest;)V (loaded from jrt:/java.base by <Bootstrap Loader>) called from class cpw.mods.modlauncher.SecureJarHandler (loaded from file:/srv/mc/libraries/cpw/mods/modlauncher/8.0.9/modlauncher-8.0.9.jar by jdk.internal.loader.ClassLoaders$AppClassLoader@5a2e4553).',
      'mc_1  | \tat cpw.mods.modlauncher.SecureJarHandler.createCodeSource(SecureJarHandler.java:66)',
      'mc_1  | \tat cpw.mods.modlauncher.TransformingClassLoader$DelegatedClassLoader.findClass(TransformingClassLoader.java:275)',
    ].join('\n'),
    rule: 'modlauncher-java-build',
    says: ['Update Forge', '8u312'],
    zh: 'Java 8u321',
    notErrors: ['no-such-method'],
  },
  {
    name: "a plugin's event handler missing Apache Commons Lang names the plugin from the server's header, not a mod 'commons'",
    log: [
      '[18:40:11 ERROR]: Could not pass event PlayerJoinEvent to GreetingBoard v1.4.2',
      'org.bukkit.event.EventException: null',
      '        at org.bukkit.plugin.java.JavaPluginLoader$1.execute(JavaPluginLoader.java:306) ~[patched_1.17.1.jar:git-Paper-400]',
      '        at co.aikar.timings.TimedEventExecutor.execute(TimedEventExecutor.java:80) ~[patched_1.17.1.jar:git-Paper-400]',
      '        at org.bukkit.plugin.RegisteredListener.callEvent(RegisteredListener.java:70) ~[patched_1.17.1.jar:git-Paper-400]',
      '        at java.lang.Thread.run(Thread.java:831) [?:?]',
      'Caused by: java.lang.NoClassDefFoundError: org/apache/commons/lang/StringUtils',
      '        at net.example.greetingboard.JoinListener.onJoin(JoinListener.java:41) ~[?:?]',
      '        ... 14 more',
    ].join('\n'),
    rule: 'no-class-def',
    says: ['GreetingBoard', 'Apache Commons Lang 2', 'org.apache.commons.lang.StringUtils', 'does not help'],
    mods: ['GreetingBoard'],
    zh: '不提供',
  },
  {
    name: "a mod calling a Java library the game does not ship is named from its frame, in a launcher's console",
    log: [
      'Client> [14:02:55] [Render thread/ERROR]: Unreported exception thrown!',
      'Client> java.lang.NoClassDefFoundError: org/yaml/snakeyaml/Yaml',
      'Client> \tat com.example.frostbite.config.FrostConfig.load(FrostConfig.java:58)',
      'Client> \tat com.example.frostbite.Frostbite.onInitializeClient(Frostbite.java:22)',
    ].join('\n'),
    rule: 'no-class-def',
    says: ['frostbite', 'SnakeYAML', 'bundles'],
    mods: ['frostbite'],
    zh: 'SnakeYAML',
    notErrors: ['stack-culprit'],
  },
  {
    name: "OptiFine's mismatch with Forge names the missing method in full, from a markdown-quoted launcher message",
    log: [
      '> OptiFine HD U H7 with Forge 40.2.4',
      '> The game crashed whilst exception in server tick loop',
      "> Error: java.lang.NoSuchMethodError: 'void net.minecraft.server.level.DistanceManager.addRegionTicket(net.minecraft.server.level.TicketType, net.minecraft.world.level.ChunkPos, int, java.lang.Object, boolean)'",
    ].join('\n'),
    rule: 'optifine-forge-mismatch',
    says: ['DistanceManager.addRegionTicket'],
    mods: ['optifine'],
    zh: 'DistanceManager.addRegionTicket',
  },
];

async function analyze(log: string): Promise<CrashAnalysis> {
  return analyzeCrash({ text: log, name: 'pasted' });
}

describe('crash analysis of shapes from a fresh set of forum pastes (issue 30, round 10d)', () => {
  for (const c of SHAPES) {
    it(`${c.name} → ${c.rule}`, async () => {
      assertTopPastedFinding(c, await analyze(c.log));
    });
  }

  it("keeps the jar named on the line above the exception in a log's own order", async () => {
    const result = await analyze(
      [
        "[10:01:02] [Server thread/ERROR]: Could not load 'plugins/ShopSigns-2.3.jar' in folder 'plugins'",
        'org.bukkit.plugin.UnknownDependencyException: CoinCore',
        '\tat org.bukkit.plugin.SimplePluginManager.loadPlugins(SimplePluginManager.java:216) [spigot-1.12.2.jar:?]',
        "[10:01:02] [Server thread/ERROR]: Could not load 'plugins/Warps-1.0.jar' in folder 'plugins'",
        'org.bukkit.plugin.UnknownDependencyException: Vault',
        '\tat org.bukkit.plugin.SimplePluginManager.loadPlugins(SimplePluginManager.java:216) [spigot-1.12.2.jar:?]',
      ].join('\n'),
    );
    const deps = result.findings.filter((f) => f.rule === 'server-plugin').map((f) => f.detail);
    assert.ok(
      deps.some((d) => d.includes('plugins/ShopSigns-2.3.jar') && d.includes('CoinCore')),
      deps.join(' | '),
    );
    assert.ok(
      deps.some((d) => d.includes('plugins/Warps-1.0.jar') && d.includes('Vault')),
      deps.join(' | '),
    );
  });

  it('does not take the jar of the next failure below for a log in its own order', async () => {
    const result = await analyze(
      [
        'org.bukkit.plugin.UnknownDependencyException: CoinCore',
        "[10:01:02] [Server thread/ERROR]: Could not load 'plugins/Warps-1.0.jar' in folder 'plugins'",
      ].join('\n'),
    );
    const top = result.findings.find((f) => f.rule === 'server-plugin');
    assert.ok(top, result.findings.map((f) => f.rule).join());
    assert.ok(!top.detail.includes('Warps'), top.detail);
  });

  it('reads no mod out of a plain Java library package', () => {
    assert.equal(modOfUnknownClass('org.apache.commons.io.FileUtils'), null);
    assert.equal(modOfUnknownClass('com.google.gson.JsonParser'), null);
    assert.equal(javaLibraryOfClass('org/apache/commons/io/FileUtils')?.name, 'Apache Commons IO');
    assert.equal(javaLibraryOfClass('org.apache.commons.lang3.StringUtils')?.name, 'Apache Commons Lang 3');
    assert.equal(javaLibraryOfClass('com.example.commons.Util'), null);
    // A mod's own package is still read as before.
    assert.equal(modOfUnknownClass('com.example.frostbite.config.FrostConfig')?.id, 'frostbite');
  });

  it('names no caller when a Java library is missing with no header or frame, and says so in Chinese', async () => {
    const result = await analyze('java.lang.NoClassDefFoundError: com/google/common/collect/ImmutableList');
    const top = result.findings[0]!;
    assert.equal(top.rule, 'no-class-def');
    assert.deepEqual(top.mods, []);
    assert.ok(findingText(top).includes('Guava'), findingText(top));
    const zh = localizeAnalysis(result, 'zh-cn').findings[0]!;
    assert.ok(findingText(zh).includes('使用它的模组或插件'), findingText(zh));
  });
});
