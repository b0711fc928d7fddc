import * as assert from 'node:assert/strict';
import { analyzeCrash } from '../../src/core/crash/crashAnalyzer';
import type { CrashAnalysis } from '../../src/core/crash/crashFinding';
import { localizeAnalysis } from '../../src/core/crash/crashMessages';
import { platformOfClass } from '../../src/core/crash/addonPlatforms';
import { refusedFileAcross } from '../../src/core/crash/localizedErrors';
import { pathProblemIn } from '../../src/core/crash/pathCharacters';
import { assertTopPastedFinding, findingText, type PastedCase } from './fixtures/pastedCrashCase';

/**
 * Shapes missed on a second fresh set of non-English threads (issue 30, round 13E: Chinese, Dutch, Turkish, Spanish
 * and Ukrainian-locale posts, 1.7 to 1.21): a localized "file in use" message wrapped by the console; paths Java
 * refused for their letters (a folder named in Chinese whose letters the system's code page turned into `?`, a
 * Turkish user name under an old Forge, a launcher's encoded path read by a mod as a plain path, a bracket in a
 * resource pack's file name); a Turkish system lower-casing a mod's id into a dotless ı; Fabric API asked for by its
 * new id on a Minecraft whose Fabric API has the old one, in the loader's Chinese words; an error screen copied
 * without its stack whose NullPointerException names a mod's class. Every fragment is written for this test in the
 * real formats, with made-up mods, paths and classes.
 */
const SHAPES: PastedCase[] = [
  {
    name: 'a Dutch "file in use" message that the console wrapped onto the next line',
    log: [
      'java.nio.file.FileSystemException: C:\\Users\\joost\\AppData\\Roaming\\.kiteclient\\mods\\kite.jar: Het proces heeft geen toegang tot het bestand omdat het door een ander',
      'proces wordt gebruikt.',
      '',
      '\tat sun.nio.fs.WindowsException.translateToIOException(Unknown Source)',
      '\tat java.nio.file.Files.copy(Unknown Source)',
    ].join('\n'),
    rule: 'file-access-denied',
    says: ['C:\\Users\\joost\\AppData\\Roaming\\.kiteclient\\mods\\kite.jar:', 'another program holds it open'],
    zh: '另一个程序正占用它',
  },
  {
    name: "a Chinese folder name the system's code page turned into ? (Fabric Loader cannot start)",
    log: [
      '=== 游戏错误日志 ===',
      '[20:14:02] [ERROR] [FabricLoader/]: Uncaught exception in thread "main"',
      'java.nio.file.InvalidPathException: Illegal char <?> at index 27: D:\\MC\\.minecraft\\versions\\空?整合包\\空?整合包.jar',
      '\tat java.base/sun.nio.fs.WindowsPathParser.normalize(WindowsPathParser.java:204)',
      '\tat net.fabricmc.loader.impl.launch.knot.Knot.init(Knot.java:114)',
    ].join('\n'),
    rule: 'path-characters',
    says: ['空?整合包', 'non-Unicode programs', 'plain ASCII'],
    zh: '非 Unicode 程序的语言',
  },
  {
    name: 'a path Java could not encode under a Linux locale that is not UTF-8',
    log: 'java.nio.file.InvalidPathException: Malformed input or input contains unmappable characters: /home/ola/.minecraft/saves/Sn??hule',
    rule: 'path-characters',
    says: ['/home/ola/.minecraft/saves/Sn??hule', 'UTF-8 locale'],
    zh: 'UTF-8 区域设置',
  },
  {
    name: "a launcher's encoded path (`__THESEUS_UTF8__:`) that a mod's mixin read as a plain path",
    log: [
      'java.lang.ExceptionInInitializerError: null',
      '\tat TRANSFORMER/minecraft@1.21.1/net.minecraft.client.Minecraft.modify$bcd000$packshelf$addFinder(Minecraft.java:22507) ~[client-1.21.1-srg.jar%23432!/:?]',
      'Caused by: java.nio.file.InvalidPathException: Illegal char <:> at index 16: __THESEUS_UTF8__:QzpcR2FtZXNc5qih57uE5YyFXFNreWZvcmdlIDI=',
      '\tat java.base/sun.nio.fs.WindowsPathParser.normalize(WindowsPathParser.java:204) ~[?:?]',
    ].join('\n'),
    rule: 'path-characters',
    says: ['C:\\Games\\模组包\\Skyforge 2', 'encoded', 'plain ASCII'],
    mods: ['packshelf'],
    zh: '编码',
  },
  {
    name: 'a bracket in a resource pack file name that code turned into a URI',
    log: 'Caused by 1: java.lang.IllegalArgumentException: Illegal character in path at index 75: file:/C:/Users/Ana/AppData/Roaming/.minecraft/resourcepacks/Soft%20Tones%20[v2].zip',
    rule: 'path-characters',
    says: ['Soft Tones [v2].zip', 'the character [', 'Rename that file'],
    zh: '特殊字符',
  },
  {
    name: 'an old Forge that cannot set up a game folder under a Turkish user name',
    log: '2014-02-03 11:20:45 [SEVERE] [ForgeModLoader] An error occurred trying to configure the minecraft home at C:\\Users\\Ayşegül\\AppData\\Roaming\\.minecraft for Forge Mod Loader.',
    rule: 'path-characters',
    says: ['C:\\Users\\Ayşegül\\AppData\\Roaming\\.minecraft', 'beyond ASCII (ş)'],
    zh: '非 ASCII 字符',
  },
  {
    name: "a Turkish system lower-casing a mod's id into a dotless ı, under Forge's mod section",
    log: [
      '-- MOD pebblecraft --',
      'Details:',
      '\tMod File: pebblecraft-1.16.5-2.0.jar',
      '\tFailure message: Pebble Craft (pebblecraft) has failed to load correctly',
      '\t\tnet.minecraft.util.ResourceLocationException: Non [a-z0-9/._-] character in path of location: pebblecraft:polıshed_pebble',
      '\tException message: net.minecraft.util.ResourceLocationException: Non [a-z0-9/._-] character in path of location: pebblecraft:polıshed_pebble',
      'Stacktrace:',
      '\tat net.minecraft.util.ResourceLocation.<init>(ResourceLocation.java:33) ~[?:?]',
      '\tat net.minecraftforge.registries.DeferredRegister.register(DeferredRegister.java:114) ~[?:?]',
    ].join('\n'),
    rule: 'invalid-resource-id',
    says: ['Turkish', 'pebblecraft:polıshed_pebble', '-Duser.language=en'],
    mods: ['pebblecraft'],
    zh: '土耳其语',
  },
  {
    name: "Fabric API asked for as fabric-api on Minecraft 1.18.2, in Fabric Loader's Chinese words",
    log: [
      '[12:01:10] [main/INFO]: Loading Minecraft 1.18.2 with Fabric Loader 0.14.21',
      '[12:01:11] [main/WARN]: Mod resolution failed',
      "模组 'Lantern Lights' (lanternlights) 1.0.2 需要 fabric-api 的 任意版本，但没有安装它！",
    ].join('\n'),
    rule: 'fabric-api-missing',
    says: ['older id fabric', 'Minecraft 1.18.2', 'does not help'],
    mods: ['lanternlights'],
    zh: '旧 ID fabric',
  },
  {
    name: "an error screen copied without its stack, the NullPointerException naming a mod's class",
    log: [
      'The game crashed whilst unexpected error',
      'Error: java.lang.NullPointerException: Cannot invoke "com.simibubi.create.content.kinetics.KineticNetwork.sync()" because the return value of "java.util.Map.get(Object)" is null',
      'Exit Code: -1',
    ].join('\n'),
    rule: 'stack-culprit',
    says: ['create'],
    mods: ['create'],
    zh: 'create',
  },
];

async function analyze(log: string): Promise<CrashAnalysis> {
  return analyzeCrash({ text: log, name: 'pasted' });
}

describe('crash analysis of non-English pastes, a second set (issue 30, round 13E)', () => {
  for (const c of SHAPES) {
    it(`${c.name} → ${c.rule}`, async () => {
      assertTopPastedFinding(c, await analyze(c.log));
    });
  }

  it('reads a wrapped "in use" message only from its first words and the line after them', () => {
    const head =
      'java.io.FileNotFoundException: D:\\srv\\world\\level.dat: Der Prozess kann nicht auf die Datei zugreifen, da sie von einem';
    assert.deepEqual(refusedFileAcross(head, 'anderen Prozess verwendet wird.'), {
      file: 'D:\\srv\\world\\level.dat',
      inUse: true,
    });
    // A stack frame is no continuation, and a line without a translation's first words is not read further.
    assert.equal(refusedFileAcross(head, '\tat java.io.FileInputStream.open0(Native Method)'), null);
    assert.equal(refusedFileAcross('java.io.IOException: Stream closed', 'anderen Prozess verwendet wird.'), null);
  });

  it('leaves paths alone whose characters are not what broke them', async () => {
    // Two paths joined (`<:>` at a drive letter past the start) and a plain ASCII FML home say nothing about letters.
    assert.equal(
      pathProblemIn('java.nio.file.InvalidPathException: Illegal char <:> at index 8: .\\saves\\C:\\backup'),
      null,
    );
    assert.equal(
      pathProblemIn('An error occurred trying to configure the minecraft home at C:\\Games\\mc for Forge Mod Loader.'),
      null,
    );
    const plain = await analyze(
      'java.nio.file.InvalidPathException: Illegal char <:> at index 31: .\\world\\data\\somemod:cache.dat\n\tat java.base/sun.nio.fs.WindowsPathParser.normalize(WindowsPathParser.java:182)',
    );
    assert.ok(!plain.findings.some((f) => f.rule === 'path-characters'), plain.findings.map(findingText).join('\n'));
  });

  it('keeps asking for Fabric API where its id is fabric-api, and names an id without a Turkish letter as before', async () => {
    const modern = await analyze(
      [
        '[12:01:10] [main/INFO]: Loading Minecraft 1.20.1 with Fabric Loader 0.15.11',
        "\t - Mod 'Lantern Lights' (lanternlights) 1.0.2 requires any version of fabric-api, which is missing!",
      ].join('\n'),
    );
    assert.equal(modern.findings[0]!.rule, 'fabric-api-missing');
    assert.ok(findingText(modern.findings[0]!).includes('Install Fabric API'), findingText(modern.findings[0]!));
    const spaced = await analyze(
      'net.minecraft.ResourceLocationException: Non [a-z0-9/._-] character in path of location: pebblecraft:Big Pebble',
    );
    assert.ok(!findingText(spaced.findings[0]!).includes('Turkish'), findingText(spaced.findings[0]!));
  });

  it('reads no stackless message by its package shape alone, and Timeless and Classics Zero and SlashBlade by theirs', async () => {
    const guessed = await analyze(
      'Error: java.lang.NullPointerException: Cannot invoke "com.quill.api.bloom.IBloom.open()" because the return value of "java.util.Map.get(Object)" is null',
    );
    assert.ok(!guessed.findings.some((f) => f.mods.includes('bloom')), guessed.findings.map(findingText).join('\n'));
    assert.equal(platformOfClass('com.tacz.guns.entity.EntityKineticBullet')?.ids[0], 'tacz');
    assert.equal(platformOfClass('mods.flammpfeil.slashblade.registry.combo.ComboState')?.ids[0], 'slashblade');
  });

  it('renders the new texts in Chinese', async () => {
    const path = localizeAnalysis(await analyze(SHAPES[1]!.log), 'zh-cn').findings[0]!;
    assert.ok(path.title.includes('非 ASCII'), path.title);
    const turkish = localizeAnalysis(await analyze(SHAPES[6]!.log), 'zh-cn').findings[0]!;
    assert.ok(turkish.advice.includes('-Duser.language=en'), turkish.advice);
    const fabric = localizeAnalysis(await analyze(SHAPES[7]!.log), 'zh-cn').findings[0]!;
    assert.ok(fabric.title.includes('Fabric API'), fabric.title);
  });
});
