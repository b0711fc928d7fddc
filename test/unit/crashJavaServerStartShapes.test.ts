import * as assert from 'node:assert/strict';
import { analyzeCrash } from '../../src/core/crash/crashAnalyzer';
import type { CrashAnalysis } from '../../src/core/crash/crashFinding';
import { minecraftOfArgFilePath, minecraftOfServerLine, serverJavaAsk } from '../../src/core/crash/crashRulesJava';
import { assertTopPastedFinding, type PastedCase } from './fixtures/pastedCrashCase';

/**
 * The Java and the start of a game or server as people paste them (issue 30, fifth real-report evaluation: vanilla,
 * JVM, launchers and servers): a start script run by a Java too old for @argument files, an argument file that is not
 * there, a server's own "Unsupported Java detected" check, the JVM crashing inside the operating system's C library,
 * a launcher's library list with files marked missing, and jars in plugins/ that are no plugin. Every fragment is
 * written here in the real formats (command prompts, hs_err banners, panel prefixes) with made-up paths and names.
 */
const SHAPES: PastedCase[] = [
  {
    name: 'a Windows run.bat of Forge 1.19.2 started by Java 8 (the @argument file read as a class name)',
    log: [
      'D:\\games\\pack server>java @user_jvm_args.txt @libraries/net/minecraftforge/forge/1.19.2-43.2.0/win_args.txt %*',
      'Error: Could not find or load main class @user_jvm_args.txt',
      '',
      'D:\\games\\pack server>pause',
      'Press any key to continue . . .',
    ].join('\n'),
    rule: 'java-too-old',
    says: ['@user_jvm_args.txt', 'Java 17', '8 or older'],
    zh: '参数文件',
    notErrors: ['main-class-missing'],
  },
  {
    name: "a NeoForge 1.21.1 unix_args start by an old Java, in a panel's console",
    log: [
      'container@pterodactyl~ java @user_jvm_args.txt @libraries/net/neoforged/neoforge/21.1.77/unix_args.txt nogui',
      'Error: Could not find or load main class @user_jvm_args.txt',
      'container@pterodactyl~ Server marked as offline...',
    ].join('\n'),
    rule: 'java-too-old',
    says: ['Java 21'],
    zh: '需要 Java 21',
  },
  {
    name: "a server folder whose installer never finished: Java cannot open the start command's argument files",
    log: [
      "Error: could not open `user_jvm_args.txt'",
      'Restarting in 5 seconds...',
      "Error: could not open `libraries\\net\\neoforged\\neoforge\\20.4.80\\win_args.txt'",
    ].join('\n'),
    rule: 'server-jar-unreadable',
    says: ['user_jvm_args.txt', 'install did not finish', 'Install server'],
    zh: '参数文件',
  },
  {
    name: "an old Paper build's own Java check on a newer Java (only up to Java 13)",
    log: [
      'Downloading vanilla jar...',
      'Unsupported Java detected (61.0). Only up to Java 13 is supported.',
      'Setup is complete. Starting server...',
    ].join('\n'),
    rule: 'java-too-new',
    says: ['Java 17', 'up to Java 13', 'Java 11'],
    zh: '最高只支持 Java 13',
  },
  {
    name: "a new Paper build's own Java check on an older Java (at least Java 21)",
    log: [
      '[12:00:00 INFO]: Starting org.bukkit.craftbukkit.Main',
      "Unsupported Java detected (61.0). This version of Minecraft requires at least Java 21. Check your Java version with the command 'java -version'.",
    ].join('\n'),
    rule: 'java-too-old',
    says: ['Java 17', 'at least Java 21'],
    zh: '至少需要 Java 21',
  },
  {
    name: "an hs_err banner pasted into an issue: the JVM crashed in macOS's C library (no driver, no mod)",
    log: [
      '```',
      '# A fatal error has been detected by the Java Runtime Environment:',
      '#',
      '#  SIGSEGV (0xb) at pc=0x0000000181a2b3c4, pid=4242, tid=7171',
      '#',
      '# JRE version: OpenJDK Runtime Environment Homebrew (24.0.2) (build 24.0.2)',
      '# Java VM: OpenJDK 64-Bit Server VM Homebrew (24.0.2, mixed mode, sharing, tiered, g1 gc, bsd-aarch64)',
      '# Problematic frame:',
      '# C  [libsystem_c.dylib+0x1a2b]  strlen+0x10',
      '#',
      '```',
    ].join('\n'),
    rule: 'jvm-internal-crash',
    says: ['libsystem_c.dylib', 'Java 24.0.2', 'Temurin'],
    zh: '系统库',
    notErrors: ['stack-culprit'],
  },
  {
    name: "a Prism Launcher log's library list with LWJGL files marked missing",
    log: [
      'Libraries:',
      '  /home/player/.local/share/PrismLauncher/libraries/org/lwjgl/lwjgl/3.3.3/lwjgl-3.3.3.jar',
      '  /home/player/.local/share/PrismLauncher/libraries/org/lwjgl/lwjgl-openal/3.3.3/lwjgl-openal-3.3.3-natives-linux.jar (missing)',
      '  /home/player/.local/share/PrismLauncher/libraries/org/lwjgl/lwjgl-opengl/3.3.3/lwjgl-opengl-3.3.3-natives-linux.jar (missing)',
      '  /home/player/.local/share/PrismLauncher/libraries/org/lwjgl/lwjgl-stb/3.3.3/lwjgl-stb-3.3.3.jar',
    ].join('\n'),
    rule: 'main-class-missing',
    says: ['2 libraries', 'lwjgl-openal-3.3.3-natives-linux.jar', 'Download all'],
    zh: '库文件',
  },
  {
    name: 'a Fabric mod jar dropped into a Paper server’s plugins/ (no plugin.yml)',
    log: [
      "[08:15:00 ERROR]: Could not load 'plugins/lanterns-fabric-2.1.0.jar' in folder 'plugins'",
      'org.bukkit.plugin.InvalidDescriptionException: Invalid plugin.yml',
      '\tat org.bukkit.plugin.java.JavaPluginLoader.getPluginDescription(JavaPluginLoader.java:180) ~[paper-api-1.20.4-R0.1-SNAPSHOT.jar:?]',
      '\tat org.bukkit.plugin.SimplePluginManager.loadPlugins(SimplePluginManager.java:160) ~[paper-api-1.20.4-R0.1-SNAPSHOT.jar:?]',
      '\tat java.lang.Thread.run(Thread.java:840) ~[?:?]',
      'Caused by: java.io.FileNotFoundException: Jar does not contain plugin.yml',
      '\t... 5 more',
    ].join('\n'),
    rule: 'server-plugin',
    says: ['plugins/lanterns-fabric-2.1.0.jar', 'no plugin.yml', 'mods/'],
    zh: '没有 plugin.yml',
    notErrors: ['stack-culprit'],
  },
  {
    name: "a Multicraft console's damaged plugin download (every line prefixed)",
    log: [
      "03.05 10:00:01 [Server] Server thread/ERROR Could not load 'plugins/Signposts.jar' in folder 'plugins'",
      '03.05 10:00:01 [Server] INFO org.bukkit.plugin.InvalidDescriptionException: Invalid plugin.yml',
      '03.05 10:00:01 [Server] INFO at org.bukkit.plugin.java.JavaPluginLoader.getPluginDescription(JavaPluginLoader.java:160) ~[spigot-1.16.5.jar:git-Spigot-1]',
      '03.05 10:00:01 [Server] INFO Caused by: java.util.zip.ZipException: zip END header not found',
    ].join('\n'),
    rule: 'server-plugin',
    says: ['plugins/Signposts.jar', 'zip END header not found', 'damaged'],
    zh: '已损坏',
  },
  {
    name: "a vanilla server's console that stops because the EULA is not accepted (launcher-tool prefixes)",
    log: [
      '[2021-03-04 10:00] Loading properties',
      '[2021-03-04 10:00] Starting minecraft server version 1.16.5',
      '[2021-03-04 10:00] You need to agree to the EULA in order to run the server. Go to eula.txt for more info.',
      '[2021-03-04 10:00] Stopping server',
    ].join('\n'),
    rule: 'eula-not-accepted',
    says: ['eula=true', 'EULA is not accepted'],
    zh: 'EULA',
  },
  {
    name: "a Forge server's EULA stop, then mods' errors while it shuts down (no mod is the cause)",
    log: [
      '[09:00:01] [Server thread/INFO] [minecraft/DedicatedServer]: Loading properties',
      '[09:00:01] [Server thread/INFO] [minecraft/DedicatedServer]: You need to agree to the EULA in order to run the server. Go to eula.txt for more info.',
      '[09:00:02] [Server thread/ERROR] [FML]: Exception caught during firing event: boom',
      'java.lang.NullPointerException: boom',
      '\tat com.example.lanterns.SaveHandler.onStop(SaveHandler.java:42)',
    ].join('\n'),
    rule: 'eula-not-accepted',
    says: ['eula.txt'],
    zh: '同意 EULA',
    notErrors: ['stack-culprit'],
  },
  {
    name: "a container's thread limit: Java cannot start a thread for a mod's worker (not the heap, not the mod)",
    log: [
      '[07:00:00] [Lanterns-Worker-3/ERROR]: Exception in thread Lanterns-Worker-3',
      'java.lang.OutOfMemoryError: unable to create native thread: possibly out of memory or process/resource limits reached',
      '        at java.lang.Thread.start0(Native Method) ~[?:?]',
      '        at java.lang.Thread.start(Thread.java:802) ~[?:?]',
      '        at com.example.lanterns.net.Pool.grow(Pool.java:31) ~[lanterns-1.0.jar:?]',
    ].join('\n'),
    rule: 'native-memory',
    says: ['new thread', 'ulimit -u', 'pids'],
    zh: '线程',
    notErrors: ['stack-culprit'],
  },
  {
    name: "a Docker image's Paper start cut mid-line after UnsupportedClassVersionError (the version from the lines above)",
    log: [
      '[init] Resolving type given PAPER',
      '[mc-image-helper] 10:00:00.000 INFO  : Resolved paper to version 1.21.1 build 100',
      '[init] Starting the Minecraft server...',
      'Starting org.bukkit.craftbukkit.Main',
      'Exception in thread "ServerMain" java.lang.UnsupportedClassVersionError: org/bukkit',
    ].join('\n'),
    rule: 'java-too-old',
    says: ['Java 21', 'UnsupportedClassVersionError', '1.21.1'],
    zh: '需要 Java 21',
  },
  {
    name: "a Forge hybrid's own Java check on a newer Java (asks for Java 8), before the launch fails",
    log: [
      'Current Java version (17.0.2) is not supported, please replace to Java8',
      'A problem occurred running the Server launcher.',
      'java.lang.reflect.InvocationTargetException',
      '        at net.minecraftforge.fml.relauncher.ServerLaunchWrapper.run(ServerLaunchWrapper.java:62)',
    ].join('\n'),
    rule: 'java-too-new',
    says: ['Java 17', 'up to Java 8'],
    zh: 'Java 8',
    notErrors: ['stack-culprit'],
  },
];

async function analyze(log: string): Promise<CrashAnalysis> {
  return analyzeCrash({ text: log, name: 'pasted' });
}

describe('crash analysis of Java and start-up faults of games and servers (issue 30, fifth real-report evaluation)', () => {
  for (const c of SHAPES) {
    it(`${c.name} → ${c.rule}`, async () => {
      assertTopPastedFinding(c, await analyze(c.log));
    });
  }

  it("reads the Minecraft version of Forge's and NeoForge's argument-file paths", () => {
    assert.equal(minecraftOfArgFilePath('@libraries/net/minecraftforge/forge/1.18.2-40.2.0/win_args.txt'), '1.18.2');
    assert.equal(minecraftOfArgFilePath('libraries\\net\\neoforged\\neoforge\\21.1.77\\unix_args.txt'), '1.21.1');
    assert.equal(minecraftOfArgFilePath('libraries/net/neoforged/neoforge/20.4.80/unix_args.txt'), '1.20.4');
    assert.equal(minecraftOfArgFilePath('libraries/net/neoforged/neoforge/21.0.10/unix_args.txt'), '1.21');
    assert.equal(minecraftOfArgFilePath('java -jar server.jar'), null);
  });

  it('names no Java version when the argument file gives none, and still says it is Java 8', async () => {
    const result = await analyze('Error: Could not find or load main class @jvm_args.txt');
    const top = result.findings[0]!;
    assert.equal(top.rule, 'java-too-old');
    assert.ok(top.detail.includes('8 or older'), top.detail);
    assert.ok(top.advice.includes('17 or newer'), top.advice);
  });

  it('reads the Minecraft version a server start names', () => {
    assert.equal(
      minecraftOfServerLine('[mc-image-helper] INFO  : Resolved paper to version 1.20.6 build 145'),
      '1.20.6',
    );
    assert.equal(minecraftOfServerLine('The file /data/purpur-1.21.4-2381.jar is already up to date'), '1.21.4');
    assert.equal(
      minecraftOfServerLine('[10:00:00] [Server thread/INFO]: Starting minecraft server version 1.19.2'),
      '1.19.2',
    );
    assert.equal(minecraftOfServerLine('Loaded 7 recipes'), null);
  });

  it("reads a server's own words on the Java it runs on", () => {
    assert.deepEqual(serverJavaAsk('Current Java version (11.0.11) is not supported, please replace to Java8'), {
      ran: 11,
      wanted: 8,
    });
    assert.deepEqual(serverJavaAsk('Java version (1.8.0_292) is not supported, please use Java 17'), {
      ran: 8,
      wanted: 17,
    });
    assert.equal(serverJavaAsk('This feature is not supported, please update'), null);
  });

  it('gives one Java finding when the class-version message follows on the next line', async () => {
    const result = await analyze(
      [
        'Caused by: java.lang.UnsupportedClassVersionError:',
        'net/example/Lantern has been compiled by a more recent version of the Java Runtime (class file version 65.0), this version of the Java Runtime only recognizes class file versions up to 61.0',
      ].join('\n'),
    );
    const java = result.findings.filter((f) => f.rule === 'java-too-old');
    assert.equal(java.length, 1, java.map((f) => f.detail).join(' | '));
    assert.ok(java[0]!.detail.includes('Java 21'), java[0]!.detail);
  });

  it('keeps a real class the start could not find for main-class-missing', async () => {
    const result = await analyze('Error: Could not find or load main class net.minecraft.launchwrapper.Launch');
    assert.equal(result.findings[0]?.rule, 'main-class-missing');
  });

  it("takes a JVM frame in a graphics driver's library for the driver, not for the C library", async () => {
    const result = await analyze(['# Problematic frame:', '# C  [libnvidia-glcore.so.535.54.03+0x9a1b2c]'].join('\n'));
    assert.ok(!result.findings.some((f) => f.rule === 'jvm-internal-crash'));
  });

  it("reads no plugin fault from a zip error far from any plugin loader's line", async () => {
    const result = await analyze(
      [
        '[10:00:00] [Server thread/ERROR]: Could not read the resource pack',
        'java.util.zip.ZipException: invalid CEN header (bad entry name)',
      ].join('\n'),
    );
    assert.ok(!result.findings.some((f) => f.rule === 'server-plugin'));
  });
});
