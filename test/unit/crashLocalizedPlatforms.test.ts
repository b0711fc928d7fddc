import * as assert from 'node:assert/strict';
import { analyzeCrash } from '../../src/core/crash/crashAnalyzer';
import type { CrashAnalysis } from '../../src/core/crash/crashFinding';
import { mainClassIn, refusedFileIn } from '../../src/core/crash/localizedErrors';
import { assertTopPastedFinding, type PastedCase } from './fixtures/pastedCrashCase';

/**
 * Logs from non-English systems and unusual platforms (issue 30, fifth real-report round): Windows' I/O errors and
 * the `java` launcher's errors in the system's language, a file another program (a sync folder) holds open, and native
 * libraries built for another processor (Apple silicon, ARM Linux, Windows on ARM) or refused by Android's linker in a
 * mobile launcher. Every fragment is written here in the real formats with made-up names, paths and times.
 */
const SHAPES: PastedCase[] = [
  {
    name: 'a Korean Windows server whose plugin folder sits in OneDrive: the file is held by another process',
    log: [
      '```',
      '[21:04:11 WARN]: Could not save the lantern cache',
      'java.nio.file.FileSystemException: C:\\Users\\minji\\OneDrive\\문서\\서버\\plugins\\lanterns\\cache.tmp: 다른 프로세스가 파일을 사용 중이기 때문에 프로세스가 액세스 할 수 없습니다.',
      '```',
    ].join('\n'),
    rule: 'file-access-denied',
    says: [
      'cache.tmp',
      'another program holds it open',
      'OneDrive',
      'Move the game or server folder out of the OneDrive',
    ],
    zh: '另一个程序正占用它',
    notErrors: ['stack-culprit'],
  },
  {
    name: 'a Russian Windows game whose config write is refused (Отказано в доступе), with no mod to blame',
    log: [
      '[14:02:55] [Render thread/ERROR]: Failed to write options',
      'java.io.FileNotFoundException: C:\\Users\\Игорь\\AppData\\Roaming\\.minecraft\\config\\lanterns.toml (Отказано в доступе)',
      '\tat java.base/java.io.FileOutputStream.open0(Native Method)',
      '\tat com.example.lanterns.config.LanternConfig.save(LanternConfig.java:88)',
    ].join('\n'),
    rule: 'file-access-denied',
    says: ['lanterns.toml', 'refused Java access'],
    zh: '操作系统拒绝 Java 访问',
    notErrors: ['stack-culprit'],
  },
  {
    name: "a Norwegian 'Ingen tilgang' quoted alone in a thread: access denied, no file named",
    log: '`Caused by: java.io.IOException: Ingen tilgang`',
    rule: 'file-access-denied',
    says: ['refused Java access to a file of the game'],
    zh: '游戏的某个文件',
  },
  {
    name: 'a Chinese launcher console: the main class is missing (localized java launcher text)',
    log: [
      '[启动器] 正在启动游戏',
      '错误: 找不到或无法加载主类 net.minecraft.launchwrapper.Launch',
      '原因: java.lang.ClassNotFoundException: net.minecraft.launchwrapper.Launch',
    ].join('\n'),
    rule: 'main-class-missing',
    says: ['net.minecraft.launchwrapper.Launch', 'Reinstall the instance'],
    zh: '找不到用于启动的类',
  },
  {
    name: "a German panel console: Java 8 reads Forge's @argument file as the main class",
    log: [
      '> [DAEMON] Starting server',
      '> Fehler: Hauptklasse @libraries/net/minecraftforge/forge/1.18.2-40.1.0/unix_args.txt konnte nicht gefunden oder geladen werden',
      '> [DAEMON] Server stopped',
    ].join('\n'),
    rule: 'main-class-missing',
    says: ['@libraries/net/minecraftforge/forge/1.18.2-40.1.0/unix_args.txt', 'Java 9', 'Install Java 17'],
    zh: '参数文件',
  },
  {
    name: 'an ARM Linux JDK refusing 32-bit x86 LWJGL natives (lower-case "can\'t load IA 32")',
    log: [
      "java.lang.UnsatisfiedLinkError: /home/pi/games/natives/liblwjgl.so: /home/pi/games/natives/liblwjgl.so: wrong ELF class: ELFCLASS32 (Possible cause: can't load IA 32 .so on a AARCH64 platform)",
      '\tat java.base/jdk.internal.loader.NativeLibraries.load(Native Method)',
      '\tat org.lwjgl.Sys$1.run(Sys.java:72)',
    ].join('\n'),
    rule: 'native-library-missing',
    says: ['built for different processors (IA 32 vs AARCH64)'],
    zh: '不同的处理器',
  },
  {
    name: "macOS' universal-wrapper message on Apple silicon, continued over the paste's next lines",
    log: [
      '```',
      'Exception in thread "main" java.lang.UnsatisfiedLinkError: /private/var/folders/ab/T/lwjglalex/3.2.2-build-10/liblwjgl.dylib: dlopen(/private/var/folders/ab/T/lwjglalex/3.2.2-build-10/liblwjgl.dylib, ',
      '1): no suitable image found.  Did find:',
      '/private/var/folders/ab/T/lwjglalex/3.2.2-build-10/liblwjgl.dylib: no matching architecture in universal wrapper',
      '```',
    ].join('\n'),
    rule: 'native-library-missing',
    says: ["not built for this computer's processor", 'Apple silicon'],
    zh: '不是为这台电脑的处理器',
  },
  {
    name: "a mobile launcher's Android linker refusing a mod's desktop-Linux native",
    log: '`java.lang.UnsatisfiedLinkError: dlopen failed: library "/data/user/0/org.example.launcher/cache/natives/gizmo_core_aarch64_linux.so" is not accessible for the namespace "clns-4"`',
    rule: 'native-library-missing',
    says: ['Android does not let Java load a library', 'mobile launcher'],
    zh: '移动端启动器',
  },
  {
    name: "a mod's own report that its natives did not load names that mod by the library's file name",
    log: '[12:00:01] [Server thread/ERROR] [gizmo/]: Gizmo has failed to load the natives needed for its physics. Native library name gizmo_core_x86_64_windows.dll',
    rule: 'native-library-missing',
    says: ['gizmo_core_x86_64_windows.dll'],
    mods: ['gizmo'],
    zh: '本地库',
  },
  {
    name: "a Forge crash report's mod section: the mod's x86-64 native refused by Android's linker names that mod",
    log: [
      '-- MOD gizmo --',
      'Details:',
      '\tMod File: Gizmo-1.16.5-2.0.jar',
      '\tFailure message: Gizmo (gizmo) encountered an error during the sided_setup event phase',
      '\t\tjava.lang.UnsatisfiedLinkError: /data/data/org.example.launcher/cache/rpc123/libgizmo-rpc.so: dlopen failed: "/data/data/org.example.launcher/cache/rpc123/libgizmo-rpc.so" is for EM_X86_64 (62) instead of EM_AARCH64 (183) (Possible cause: can\'t load AMD 64-bit .so on a AARCH64-bit platform)',
      '\tMod Version: 2.0',
    ].join('\n'),
    rule: 'native-library-missing',
    says: ['built for different processors (AMD 64-bit vs AARCH64-bit)'],
    mods: ['gizmo'],
    zh: '不同的处理器',
  },
  {
    name: "a mobile launcher's 64-bit Java runtime in a 32-bit process (Android's linker, no UnsatisfiedLinkError)",
    log: 'I/jrelog  ( 4242): dlopen /data/user/0/org.example.launcher/runtimes/Internal/lib/aarch64/libzip.so failed: dlopen failed: "/data/data/org.example.launcher/runtimes/Internal/lib/aarch64/libzip.so" is 64-bit instead of 32-bit',
    rule: 'native-library-missing',
    says: ['libzip.so', "not built for this computer's processor"],
    zh: '不是为这台电脑的处理器',
  },
  {
    name: "a launcher's own refusal to start a version on the selected Java",
    log: [
      'java.lang.UnsupportedOperationException: Minecraft 1.20.4 requires Java 17 in order to run. Please switch to Java 17 in launcher settings.',
      '\tat org.example.launcher.Tools.launch(Tools.java:12)',
    ].join('\n'),
    rule: 'java-too-old',
    says: ['Minecraft 1.20.4', 'Java 17'],
    zh: '需要 Java 17',
  },
];

async function analyze(log: string): Promise<CrashAnalysis> {
  return analyzeCrash({ text: log, name: 'pasted' });
}

describe('crash analysis of localized errors and unusual platforms (issue 30, fifth real-report round)', () => {
  for (const c of SHAPES) {
    it(`${c.name} → ${c.rule}`, async () => {
      assertTopPastedFinding(c, await analyze(c.log));
    });
  }

  it('reads the refused file and the main class from each translation, and nothing from unrelated text', () => {
    assert.deepEqual(refusedFileIn('java.io.IOException: Zugriff verweigert'), { file: '', inUse: false });
    assert.deepEqual(refusedFileIn('java.nio.file.FileSystemException: D:\\mc\\world\\level.dat: 拒绝访问。'), {
      file: 'D:\\mc\\world\\level.dat',
      inUse: false,
    });
    assert.deepEqual(
      refusedFileIn(
        'java.nio.file.FileSystemException: C:\\mc\\logs\\latest.log: The process cannot access the file because it is being used by another process',
      ),
      { file: 'C:\\mc\\logs\\latest.log', inUse: true },
    );
    assert.equal(refusedFileIn('java.io.IOException: Stream closed'), null);
    assert.equal(refusedFileIn('Acceso denegado al mundo'), null, 'no exception, no finding');
    assert.equal(
      mainClassIn('Erreur : impossible de trouver ou de charger la classe principale net.example.Main'),
      'net.example.Main',
    );
    assert.equal(
      mainClassIn('エラー: メイン・クラスnet.example.Mainを検出およびロードできませんでした'),
      'net.example.Main',
    );
    assert.equal(
      mainClassIn('오류: 기본 클래스 net.example.Main을(를) 찾거나 로드할 수 없습니다.'),
      'net.example.Main',
    );
    assert.equal(mainClassIn('Loaded main class net.example.Main'), undefined);
  });

  it('keeps a harmless localized warning from being the cause, and names no mod for a library of unknown owner', async () => {
    const warned = await analyze(
      [
        '[10:00:00] [Render thread/WARN]: Could not save the screenshot',
        'java.io.IOException: Zugriff verweigert',
        '---- Minecraft Crash Report ----',
        'Description: Ticking entity',
        'java.lang.NullPointerException: Cannot invoke "net.minecraft.world.entity.Entity.getX()" because "target" is null',
        '\tat com.example.owls.entity.Owl.tick(Owl.java:40)',
      ].join('\n'),
    );
    assert.notEqual(warned.findings[0]?.rule, 'file-access-denied', warned.findings.map((f) => f.rule).join(', '));
    const unowned = await analyze(
      'java.lang.UnsatisfiedLinkError: dlopen failed: library "/data/app/natives/rapidmath_aarch64.so" is not accessible for the namespace "clns-2"',
    );
    assert.equal(unowned.findings[0]?.rule, 'native-library-missing');
    assert.deepEqual(unowned.findings[0]?.mods, []);
  });
});
