import * as assert from 'node:assert/strict';
import { analyzeCrash } from '../../src/core/crash/crashAnalyzer';
import type { CrashAnalysis } from '../../src/core/crash/crashFinding';
import { localizeAnalysis } from '../../src/core/crash/crashMessages';
import { jarModOfFrame } from '../../src/core/crash/culpritFinder';
import { modOfUnknownClass } from '../../src/core/crash/missingClassOwner';
import { assertTopPastedFinding, type PastedCase } from './fixtures/pastedCrashCase';

/**
 * Faults of the machine and the environment rather than of a mod (issue 30, third real-report evaluation): a world
 * another server still holds (`session.lock`), a full disk, a file the operating system will not open, a server
 * plugin's reflection that Java 16 refuses, and the jar mods of the game's early years, whose classes sit in the
 * default package. Every fragment is written here in the real formats (hosting panels' prefixes included) with
 * made-up names, paths and times.
 */
const SHAPES: PastedCase[] = [
  {
    name: "a hosting panel's console: the world's session.lock is held by another server",
    log: [
      '04.02 11:20:31 [Server] INFO Loading libraries, please wait...',
      '04.02 11:20:35 [Server] FATAL Failed to start the minecraft server',
      '04.02 11:20:35 [Server] INFO net.minecraft.util.SessionLock$ExceptionWorldConflict: /./survival/session.lock: already locked (possibly by other Minecraft instance?)',
      '04.02 11:20:35 [Server] INFO at net.minecraft.util.SessionLock$ExceptionWorldConflict.a(SessionLock.java:98) ~[patched_1.17.1.jar:git-Paper-100]',
      '04.02 11:20:35 [Server] INFO at net.minecraft.util.SessionLock.a(SessionLock.java:44) ~[patched_1.17.1.jar:git-Paper-100]',
    ].join('\n'),
    rule: 'world-locked',
    says: ['/./survival/session.lock', 'another game or server'],
    zh: '存档',
    notErrors: ['stack-culprit'],
  },
  {
    name: "a Forge server's AlreadyLockedException, then the port of the server still running",
    log: [
      '[02Mar2023 08:00:01.100] [main/FATAL] [net.minecraft.server.Main/]: Failed to start the minecraft server',
      'net.minecraft.server.SessionLockManager$AlreadyLockedException: /srv/mc/pack/./world/session.lock: already locked (possibly by other Minecraft instance?)',
    ].join('\n'),
    rule: 'world-locked',
    says: ['/srv/mc/pack/./world/session.lock'],
    zh: '已被锁定',
  },
  {
    name: "a 1.7 server's event handler that hit a full disk (the writing mod is only the messenger)",
    log: [
      '[10:11:12] [Server thread/ERROR] [FML/]: Exception caught during firing event cpw.mods.fml.common.gameevent.TickEvent$WorldTickEvent@1a2b3c:',
      'java.lang.RuntimeException: java.io.IOException: No space left on device',
      '\tat com.example.beacons.BeaconSaver.flush(BeaconSaver.java:120) ~[BeaconSaver.class:?]',
      '\tat cpw.mods.fml.common.eventhandler.EventBus.post(EventBus.java:138) [EventBus.class:?]',
    ].join('\n'),
    rule: 'disk-full',
    says: ['No space left on device', 'Free space'],
    zh: '磁盘已满',
    notErrors: ['stack-culprit'],
  },
  {
    name: "a Windows game's full disk while it saves a player's advancements",
    log: [
      '[Server thread/ERROR]: Encountered an unexpected exception',
      'com.google.gson.JsonIOException: java.io.IOException: There is not enough space on the disk',
      '\tat com.google.gson.Gson.toJson(Gson.java:932) ~[gson-2.10.jar%2372!/:?]',
      '\tat net.minecraft.server.PlayerAdvancements.m_135991_(PlayerAdvancements.java:161) ~[server-1.20.1.jar%23900!/:?]',
    ].join('\n'),
    rule: 'disk-full',
    says: ['There is not enough space on the disk'],
    zh: '磁盘已满',
  },
  {
    name: "a panel's console: the operating system refuses the world's lock file",
    log: [
      '21.07 19:02:03 [Server] main/FATAL Failed to start the minecraft server',
      '21.07 19:02:03 [Server] INFO java.nio.file.AccessDeniedException: ./realm/session.lock',
      '21.07 19:02:03 [Server] INFO at sun.nio.fs.UnixException.translateToIOException(UnixException.java:90) ~[?:?]',
      '21.07 19:02:03 [Server] INFO at net.minecraft.server.v1_16_R3.SessionLock.a(SourceFile:37) ~[spigot-1.16.5.jar:git-Spigot-1]',
    ].join('\n'),
    rule: 'file-access-denied',
    says: ['./realm/session.lock', 'chown'],
    zh: '拒绝 Java 访问',
    notErrors: ['stack-culprit'],
  },
  {
    name: "a server plugin's reflection that Java 16 refuses (a known library, named)",
    log: [
      'Stack Trace:',
      '  java.lang.reflect.InaccessibleObjectException: Unable to make protected final java.lang.Class java.lang.ClassLoader.defineClass(java.lang.String,byte[],int,int) throws java.lang.ClassFormatError accessible: module java.base does not "opens java.lang" to unnamed module @1f2e3d',
      '        at java.base/java.lang.reflect.AccessibleObject.checkCanSetAccessible(AccessibleObject.java:357)',
      '        at java.base/java.lang.reflect.Method.setAccessible(Method.java:193)',
      '        at com.comphenix.protocol.injector.ClassDefiner.define(ClassDefiner.java:42)',
      '        at java.base/java.lang.Thread.run(Thread.java:831)',
    ].join('\n'),
    rule: 'java-too-new',
    says: ['ProtocolLib', 'com.comphenix.protocol.injector.ClassDefiner', 'Java 16'],
    zh: '不适用于此 Java 版本',
  },
  {
    name: "a mod's reflection into a closed JDK package, its package named when no library matches",
    log: [
      'java.lang.reflect.InaccessibleObjectException: Unable to make field private final java.util.Map java.lang.invoke.MethodHandles.x accessible: module java.base does not "opens java.lang.invoke" to unnamed module @4a5b',
      '\tat java.base/java.lang.reflect.AccessibleObject.checkCanSetAccessible(AccessibleObject.java:354)',
      '\tat java.base/java.lang.reflect.Field.setAccessible(Field.java:172)',
      '\tat org.example.turbo.hooks.ClassHacks.open(ClassHacks.java:77)',
    ].join('\n'),
    rule: 'java-too-new',
    says: ['org.example.turbo', 'older Java'],
    zh: '较旧的 Java',
  },
  {
    name: 'a 1.4-era crash report whose only mod frame is a jar mod in the default package',
    log: [
      '---- Minecraft Crash Report ----',
      '// Oops.',
      '',
      'Time: 2/3/13 9:15 PM',
      'Description: Updating screen events',
      '',
      'java.lang.RuntimeException: Failed to check session lock, aborting',
      '    at ahv.h(SourceFile:49)',
      '    at ahr.<init>(SourceFile:16)',
      '    at Grabber.begin(Grabber.java:88)',
      '    at auf.a(GuiIngameMenu.java:100)',
      '    at net.minecraft.client.Minecraft.run(SourceFile:534)',
      '    at java.lang.Thread.run(Unknown Source)',
    ].join('\n'),
    rule: 'stack-culprit',
    says: ['grabber'],
    mods: ['grabber'],
    zh: 'grabber',
    notErrors: ['world-locked'],
  },
  {
    name: "a Docker image's start: Java cannot read the downloaded server jar",
    log: [
      '[init] Starting the Minecraft server...',
      'Error: Invalid or corrupt jarfile minecraft_server.1.20.4.jar',
      '2024-01-02T10:00:00.000Z\tWARN\tmc-server-runner\tMinecraft server process failed\t{"exitCode": 1}',
    ].join('\n'),
    rule: 'server-jar-unreadable',
    says: ['minecraft_server.1.20.4.jar', 'Download the jar again'],
    zh: '已损坏',
  },
  {
    name: "a panel's start with a jar name that does not exist",
    log: '02.03 04:05:06 [Server] INFO Unable to access jarfile forge-1.12.2-universal.jar',
    rule: 'server-jar-unreadable',
    says: ['forge-1.12.2-universal.jar', 'misnamed'],
    zh: '找不到或无法打开',
  },
  {
    name: "CraftTweaker 1.12's unresolved brackets in the chat, the script named in any script",
    log: [
      'ERROR: 工具.zs:3: Could not resolve <examplemod : gear ( 2 )>',
      '[10:00:00] [Client thread/INFO] [minecraft/GuiNewChat]: [CHAT] ERROR: 工具.zs:5: Could not resolve <examplemod : gear : ( 2 )>',
    ].join('\n'),
    rule: 'crafttweaker-script-error',
    says: ['工具.zs', 'line 3', 'Could not resolve <examplemod : gear ( 2 )>', '/ct hand'],
    zh: 'CraftTweaker 脚本错误',
  },
  {
    name: "crafttweaker.log's unresolved items after a mod renamed them",
    log: [
      '[INITIALIZATION][SERVER][INFO] [crafttweaker | SIDE_SERVER]: Loading Script: {[0:crafttweaker]: reactors.zs}',
      '[INITIALIZATION][SERVER][ERROR] reactors.zs:12: Could not resolve <examplereactors : ingots : 3>',
    ].join('\n'),
    rule: 'crafttweaker-script-error',
    says: ['reactors.zs', 'line 12', 'examplereactors'],
    mods: ['crafttweaker'],
    zh: '无法解析的尖括号',
  },
  {
    name: "a launcher's exit code -805306369 with nothing else",
    log: ['Process crashed with exit code -805306369', 'Forge 1.8.9, it froze before that'].join('\n'),
    rule: 'out-of-memory',
    says: ['-805306369', 'ran out of memory'],
    zh: '内存不足',
  },
  {
    name: "a mod's own recursion whose packages are domain.modid.api and domain.modid.coremod",
    log: [
      'java.lang.RuntimeException: java.lang.StackOverflowError',
      '\tat net.minecraftforge.fml.common.eventhandler.EventBus.post(EventBus.java:663)',
      'Caused by: java.lang.StackOverflowError',
      '\tat java.lang.StringBuilder.append(StringBuilder.java:131)',
      '\tat com.hamletcraft.api.requests.Token.toString(Token.java:72)',
      '\tat com.hamletcraft.coremod.requests.Handler.find(Handler.java:520)',
    ].join('\n'),
    rule: 'stack-culprit',
    says: ['hamletcraft'],
    mods: ['hamletcraft'],
    zh: 'hamletcraft',
  },
  {
    name: "a launcher's error log: Java finds no main class in an unfinished install",
    log: [
      'Error: Uncaught Fatal Exception  Code: 1',
      'Error: Could not find or load main class net.minecraft.launchwrapper.Launch',
    ].join('\n'),
    rule: 'main-class-missing',
    says: ['net.minecraft.launchwrapper.Launch', 'Reinstall the instance'],
    zh: '找不到用于启动的类',
  },
  {
    name: "a Forge hybrid's console: a plugin that reaches into server internals fails to enable",
    log: [
      '[20:00:00] [Server thread/INFO] [Pictures/]: Enabling PicturesPlugin v2.0.1',
      '[20:00:00] [Server thread/ERROR] [Minecraft/]: Error occurred while enabling PicturesPlugin v2.0.1 (Is it up to date?)',
      'java.lang.ExceptionInInitializerError: null',
      'at io.someone.bukkit.pictures.commands.Bridge.register(Bridge.java:27) ~[?:?]',
      'at org.bukkit.plugin.java.JavaPlugin.setEnabled(JavaPluginMixin.java:264) ~[arclight-1.19.3.jar%23161!/:arclight]',
    ].join('\n'),
    rule: 'plugin-enable-failed',
    says: ['PicturesPlugin', 'ExceptionInInitializerError', 'hybrid'],
    mods: ['PicturesPlugin'],
    zh: '服务器无法启用插件',
    notErrors: ['stack-culprit'],
  },
  {
    name: 'a helper quoting only the report line that says there was no OpenGL',
    log: [
      'It crashes before the Mojang screen:',
      '" OpenGL: ~~ERROR~~ RuntimeException: No OpenGL context found in the current thread."',
    ].join('\n'),
    rule: 'opengl-unavailable',
    says: ['No OpenGL context found in the current thread', 'graphics driver'],
    zh: 'OpenGL 不可用',
  },
];

async function analyze(log: string): Promise<CrashAnalysis> {
  return analyzeCrash({ text: log, name: 'pasted' });
}

describe('crash analysis of environment faults and early jar mods (issue 30, third real-report evaluation)', () => {
  for (const c of SHAPES) {
    it(`${c.name} → ${c.rule}`, async () => {
      assertTopPastedFinding(c, await analyze(c.log));
    });
  }

  it('names no culprit on a machine fault: the full disk keeps no mod, whatever frames lie under it', async () => {
    const result = await analyze(SHAPES[2]!.log);
    const disk = result.findings.find((f) => f.rule === 'disk-full')!;
    assert.deepEqual(disk.mods, []);
    assert.ok(!/beacons/i.test(disk.detail), disk.detail);
  });

  it('keeps a bind failure free of the stack of a mod that crashed while the server stopped', async () => {
    const result = await analyze(
      [
        '[07:00:00] [Server thread/INFO]: Starting Minecraft server on 10.9.8.7:25565',
        '[07:00:00] [Server thread/WARN]: **** FAILED TO BIND TO PORT!',
        '[07:00:00] [Server thread/WARN]: The exception was: java.net.BindException: Cannot assign requested address: bind',
        '[07:00:00] [Server thread/WARN]: Perhaps a server is already running on that port?',
        '[07:00:00] [Server thread/INFO]: Stopping server',
        '[07:00:00] [Server thread/INFO]: java.lang.NullPointerException',
        '[07:00:00] [Server thread/INFO]: \tat org.example.pipes.PipeNetworks.clear(PipeNetworks.java:16)',
      ].join('\n'),
    );
    const bind = result.findings[0]!;
    assert.equal(bind.rule, 'server-port-in-use');
    assert.deepEqual(bind.mods, []);
    assert.ok(!/example\.pipes|points at/.test(bind.detail), bind.detail);
  });

  it("leaves a lock error to the mod whose own code opened the save (the stack names it), and a mod's warning alone", async () => {
    const byMod = await analyze(
      [
        'Description: Updating screen events',
        '',
        'java.lang.RuntimeException: Failed to check session lock, aborting',
        '\tat azy.i(SourceFile:64)',
        '\tat net.example.savecopy.SaveCopier.begin(SaveCopier.java:389)',
        '\tat net.minecraft.client.main.Main.main(SourceFile:124)',
      ].join('\n'),
    );
    assert.ok(!byMod.findings.some((f) => f.rule === 'world-locked'), byMod.findings.map((f) => f.rule).join());
    const warned = await analyze(
      '[12:00:00] [Worker-Main-3/WARN] [example/]: Could not write cache: java.nio.file.AccessDeniedException: C:\\Users\\a\\cache\\x.bin',
    );
    assert.ok(!warned.findings.some((f) => f.rule === 'file-access-denied'), warned.findings.map((f) => f.rule).join());
  });

  it('keeps the general finding when the refused reflection is the loader’s own code', async () => {
    const result = await analyze(
      [
        'java.lang.reflect.InaccessibleObjectException: Unable to make protected final java.lang.Class java.lang.ClassLoader.defineClass(byte[],int,int) throws java.lang.ClassFormatError accessible: module java.base does not "opens java.lang" to unnamed module',
        '\tat java.base/java.lang.reflect.AccessibleObject.checkCanSetAccessible(AccessibleObject.java:354)',
        '\tat cpw.mods.modlauncher.TransformingClassLoader.define(TransformingClassLoader.java:50)',
      ].join('\n'),
    );
    const top = result.findings[0]!;
    assert.equal(top.rule, 'java-too-new');
    assert.ok(top.detail.startsWith('The Java runtime is too new'), top.detail);
    const zh = localizeAnalysis(result, 'zh-cn').findings[0]!;
    assert.match(zh.detail, /过新/);
  });

  it('does not read an unrelated number or a healthy CraftTweaker line as a fault', async () => {
    const pid = await analyze('[10:00:00] [main/INFO]: Session -805306369 started');
    assert.ok(!pid.findings.some((f) => f.rule === 'out-of-memory'), pid.findings.map((f) => f.rule).join());
    const fine = await analyze("[INITIALIZATION][SERVER][INFO] Initialized 'reactors.zs'");
    assert.ok(!fine.findings.some((f) => f.rule === 'crafttweaker-script-error'));
  });

  it("reads a default-package frame as a jar mod only when the class has its own source file and isn't a starter", () => {
    assert.deepEqual(jarModOfFrame('\tat Grabber.begin(Grabber.java:88)'), { cls: 'Grabber', id: 'grabber' });
    assert.deepEqual(jarModOfFrame('\tat Config.getOption(Config.java:12)'), { cls: 'Config', id: 'optifine' });
    assert.deepEqual(jarModOfFrame('\tat mod_Pipes.load(mod_Pipes.java:30)'), { cls: 'mod_Pipes', id: 'pipes' });
    assert.equal(jarModOfFrame('\tat ahv.h(SourceFile:49)'), null);
    assert.equal(jarModOfFrame('\tat auf.a(GuiIngameMenu.java:100)'), null);
    assert.equal(jarModOfFrame('\tat Start.main(Start.java:10)'), null);
    assert.equal(jarModOfFrame('\tat ModLoader.init(ModLoader.java:900)'), null);
    // OptiFine's Reflector only forwards the game's calls to Forge's hooks: never a culprit beside the mod it called.
    assert.equal(jarModOfFrame('\tat Reflector.callVoid(Reflector.java:549)'), null);
  });

  it("names the mod whose screen threw, not OptiFine's Reflector that called it", async () => {
    const result = await analyze(
      [
        'Description: Rendering screen',
        '',
        'java.lang.NullPointerException: Rendering screen',
        '\tat net.minecraft.client.gui.recipebook.GuiRecipeBook.func_191878_b(SourceFile:137)',
        '\tat org.example.benches.client.GuiBench.func_73863_a(GuiBench.java:40)',
        '\tat net.minecraftforge.client.ForgeHooksClient.drawScreen(ForgeHooksClient.java:349)',
        '\tat sun.reflect.GeneratedMethodAccessor31.invoke(Unknown Source)',
        '\tat java.lang.reflect.Method.invoke(Method.java:483)',
        '\tat Reflector.callVoid(Reflector.java:549)',
        '\tat net.minecraft.client.renderer.EntityRenderer.func_181560_a(EntityRenderer.java:1433)',
      ].join('\n'),
    );
    const top = result.findings[0]!;
    assert.equal(top.rule, 'stack-culprit');
    assert.ok(top.detail.includes('benches'), top.detail);
    assert.ok(!top.detail.includes('optifine'), top.detail);
  });

  it('reads domain.modid.<part> as the mod, and keeps domain.author.modid as before', () => {
    assert.equal(modOfUnknownClass('com.hamletcraft.api.requests.Token')?.id, 'hamletcraft');
    assert.equal(modOfUnknownClass('com.hamletcraft.coremod.requests.Handler')?.id, 'hamletcraft');
    assert.equal(modOfUnknownClass('com.someauthor.lanterns.block.Lantern')?.id, 'lanterns');
    assert.equal(modOfUnknownClass('net.someauthor.mods.lanterns.Lantern')?.id, 'lanterns');
    assert.equal(modOfUnknownClass('com.someauthor.minecraft.lanterns.MixinPlugin')?.id, 'lanterns');
  });

  it("keeps the no-OpenGL line a hint below a crash report's real error, and no platform word is a mod", async () => {
    const result = await analyze(
      [
        '---- Minecraft Crash Report ----',
        'Description: Exception in server tick loop',
        '',
        'java.lang.NullPointerException: boom',
        '\tat org.example.pumps.Pump.tick(Pump.java:12)',
        '\tat net.minecraft.server.MinecraftServer.tick(MinecraftServer.java:100)',
        '',
        '-- System Details --',
        '\tOpenGL: ~~ERROR~~ RuntimeException: No OpenGL context found in the current thread.',
      ].join('\n'),
    );
    assert.notEqual(result.findings[0]?.rule, 'opengl-unavailable');
    assert.equal(result.findings.find((f) => f.rule === 'opengl-unavailable')?.severity, 'info');
    assert.equal(modOfUnknownClass('io.someone.bukkit.plugin.Commands'), null);
  });
});
