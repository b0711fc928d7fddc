import * as assert from 'node:assert/strict';
import { analyzeCrash } from '../../src/core/crash/crashAnalyzer';
import type { CrashAnalysis, CrashFinding } from '../../src/core/crash/crashFinding';
import { localizeAnalysis } from '../../src/core/crash/crashMessages';
import { parseFrame } from '../../src/core/crash/culpritFinder';
import { modOfUnknownClass } from '../../src/core/crash/missingClassOwner';

/**
 * Forge and NeoForge crash text as people paste it (issue 30): crash-report sections cut above their head, a stack
 * with no exception line, FML 1.8–1.12's own lists and log lines. Every fragment is written for this test in the
 * real formats. Each case names the rule that must be the first finding, the facts it must say, the mods it must
 * name (each cited by an evidence line), and a word its zh-CN rendering must hold.
 */
interface Fragment {
  name: string;
  log: string;
  rule: string;
  says: string[];
  mods?: string[];
  /** Mods that must not be named (the requester of a missing class, a JVM module). */
  notMods?: string[];
  zh: string;
  /** Rules that must not be reported at all (a section explained by a more specific finding). */
  absent?: string[];
}

const FRAGMENTS: Fragment[] = [
  {
    name: 'a config parse failure inside a mod section cut above its head names the mod, not a mod crash',
    log: [
      '\tMod File: /home/ana/.minecraft/mods/lanterns-plus-1.20.1-3.2.jar',
      '\tFailure message: Lanterns Plus (lanternsplus) has failed to load correctly',
      '\t\tjava.lang.reflect.InvocationTargetException: null',
      '\tMod Version: 3.2',
      '\tException message: com.electronwill.nightconfig.core.io.ParsingException: Not enough data available',
      'Stacktrace:',
      '\tat com.electronwill.nightconfig.core.io.ParsingException.notEnoughData(ParsingException.java:22) ~[core-3.6.4.jar%2391!/:?] {}',
      '\tat com.electronwill.nightconfig.toml.TableParser.parseKey(TableParser.java:166) ~[toml-3.6.4.jar%2392!/:?] {}',
    ].join('\n'),
    rule: 'config-corrupt',
    says: ["'Lanterns Plus' (lanternsplus)", 'not valid TOML', 'delete the config files'],
    mods: ['lanternsplus'],
    absent: ['forge-mod-crash'],
    zh: '配置文件',
  },
  {
    name: 'a crash report whose head stack stops in NightConfig is a config failure of the mod section below it',
    log: [
      '-- Head --',
      'Thread: Render thread',
      'Stacktrace:',
      '\tat com.electronwill.nightconfig.core.io.ParsingException.notEnoughData(ParsingException.java:22) ~[core-3.6.2.jar:?] {}',
      '-- MOD quietbells --',
      'Details:',
      '\tMod File: quietbells-1.16.5-2.0.jar',
      '\tFailure message: Quiet Bells (quietbells) has failed to load correctly',
      '\t\tcom.electronwill.nightconfig.core.io.ParsingException: Not enough data available',
    ].join('\n'),
    rule: 'config-corrupt',
    says: ['quietbells', 'not valid TOML'],
    mods: ['quietbells'],
    absent: ['forge-mod-crash'],
    zh: 'quietbells',
  },
  {
    name: "a stack with no exception line that stops in Forge's config reader",
    log: [
      '-- Head --',
      'Thread: Render thread',
      'Stacktrace:',
      '\tat net.minecraftforge.fml.config.ConfigFileTypeHandler.lambda$reader$1(ConfigFileTypeHandler.java:47) ~[fmlcore-1.20.1-47.1.0.jar%2370!/:?] {}',
      '\tat net.minecraftforge.fml.config.ConfigTracker.openConfig(ConfigTracker.java:60) ~[fmlcore-1.20.1-47.1.0.jar%2370!/:?] {}',
      '-- Overlay render details --',
    ].join('\n'),
    rule: 'config-corrupt',
    says: ['config reader', 'NightConfigFixes'],
    zh: '配置读取器',
  },
  {
    name: "FML 1.12's Missing Mods list with Forge build numbers means update Forge",
    log: [
      'Description: Exception in server tick loop',
      '',
      'Missing Mods:',
      '\tunknown : need [14.23.5.2847,): have 14.23.5.2800',
      '',
      'net.minecraftforge.fml.common.MultipleModsErrored',
      '\tat net.minecraftforge.fml.common.Loader.sortModList(Loader.java:298)',
    ].join('\n'),
    rule: 'forge-legacy-missing-dependency',
    says: ['[14.23.5.2847,)', '14.23.5.2800', 'Update Forge'],
    mods: ['forge'],
    absent: ['stack-culprit'],
    zh: '将 Forge 更新到',
  },
  {
    name: "FML's log line 'Mod X (Name) requires [a@range, b@range]' without the exception prefix",
    log: '[09:12:44] [Client thread/ERROR] [FML/]: Mod tankgauges (Tank Gauges) requires [fluidcore@[2.1.0,), guidebook@[1.0,2.0)]',
    rule: 'forge-legacy-missing-dependency',
    says: ["'fluidcore' [2.1.0,)", "'guidebook' [1.0,2.0)", 'Tank Gauges'],
    mods: ['tankgauges', 'fluidcore', 'guidebook'],
    zh: 'fluidcore',
  },
  {
    name: 'a missing class of another mod is named by its package, not blamed on the mod that asked for it',
    log: [
      '-- Mod loading issue for: skyforge --',
      'Details:',
      '\tCaused by 0: java.lang.NoClassDefFoundError: io/github/wren/stormlib/StormLib',
      '\t\tat TRANSFORMER/skyforge@2.0.1/io.github.kestrel.skyforge.SkyForge.<init>(SkyForge.java:40) ~[skyforge-2.0.1.jar%23201!/:2.0.1] {re:classloading}',
    ].join('\n'),
    rule: 'no-class-def',
    says: ["'stormlib'", 'io.github.wren.stormlib'],
    mods: ['stormlib'],
    notMods: ['skyforge'],
    zh: 'stormlib',
  },
  {
    name: 'a crash report described as Loading NBT data is damaged saved data, not a mod (nor the JVM module "base")',
    log: [
      '---- Minecraft Crash Report ----',
      'Description: Loading NBT data',
      '',
      'java.io.EOFException: Unexpected end of ZLIB input stream',
      '\tat java.base@21.0.2/java.util.zip.InflaterInputStream.fill(InflaterInputStream.java:244)',
    ].join('\n'),
    rule: 'saved-data-unreadable',
    says: ['Loading NBT data', 'Unexpected end of ZLIB input stream', 'backup'],
    notMods: ['base'],
    zh: '世界数据',
  },
  {
    name: "mixin's ASM refusing a newer class file version means Java is too new",
    log: '[10:00:01] [main/WARN] [mixin/]: Error loading class: java/util/List (java.lang.IllegalArgumentException: Class file major version 63 is not supported by active ASM (version 9.2 supports class version 62), reading java.util.List)',
    rule: 'java-too-new',
    says: ['Java 19'],
    zh: 'Java',
  },
  {
    name: "an injector's failure names its target class, not its mixin config",
    log: "Caused by: org.spongepowered.asm.mixin.injection.throwables.InvalidInjectionException: Critical injection failure: @Inject annotation on onTick could not find any targets matching 'm_8793_' in net.minecraft.world.entity.animal.Bee. Using refmap tidybees.refmap.json [PREINJECT Applicator Phase -> tidybees.mixins.json:BeeMixin -> Prepare Injections ->  -> handler$zzb000$onTick(Lorg/spongepowered/asm/mixin/injection/callback/CallbackInfo;)V -> Parse]",
    rule: 'mixin-failure',
    says: ['tidybees.mixins.json', 'net.minecraft.world.entity.animal.Bee'],
    mods: ['tidybees'],
    zh: 'tidybees',
  },
  {
    name: "Forge's duplicate-mods exception with no list below it is duplicate mods, not a crash in the loader",
    log: [
      '[08:30:12] [main/ERROR]: Failed to build unique mod list after mod discovery.',
      'net.minecraftforge.fml.loading.EarlyLoadingException: Duplicate mods found',
      '\tat MC-BOOTSTRAP/fmlloader@1.20.1-47.2.0/net.minecraftforge.fml.loading.UniqueModListBuilder.buildUniqueList(UniqueModListBuilder.java:87)',
      '\tat MC-BOOTSTRAP/cpw.mods.modlauncher@10.0.9/cpw.mods.modlauncher.TransformationServiceDecorator.runScan(TransformationServiceDecorator.java:112)',
    ].join('\n'),
    rule: 'forge-duplicate-mods',
    says: ['duplicate'],
    notMods: ['fmlloader', 'modlauncher', 'cpw.mods.modlauncher'],
    zh: '重复',
  },
  {
    name: "a language-provider line spelled 'Mod file' (lower case), pasted without its crash report",
    log: ['Mod file lanternsplus-2.1.jar needs language provider javafml:45 or above to load', 'We have found 43'].join(
      '\n',
    ),
    rule: 'language-provider',
    says: ['lanternsplus-2.1.jar', '45', '43'],
    zh: '45',
  },
  {
    name: 'a mod that failed to load because it loaded a client class on a server is a client-only mod there',
    log: [
      '[10:52:06] [main/ERROR]: Failed to start the minecraft server',
      'net.minecraftforge.fml.LoadingFailedException: Loading errors encountered: [',
      '\tFancy Clouds (fancyclouds) has failed to load correctly',
      '§7java.lang.RuntimeException: Attempted to load class net/minecraft/client/renderer/LevelRenderer for invalid dist DEDICATED_SERVER',
      ']',
    ].join('\n'),
    rule: 'client-mod-on-server',
    says: ['fancyclouds', 'net.minecraft.client.renderer.LevelRenderer'],
    mods: ['fancyclouds'],
    absent: ['forge-mod-crash'],
    zh: 'fancyclouds',
  },
  {
    name: 'a ticking block entity in an unlisted package shows the mod id the package most likely holds',
    log: [
      'Description: Ticking block entity',
      '',
      'java.lang.NullPointerException: Ticking block entity',
      '\tat com.someauthor.beehives.block.HiveTileEntity.func_73660_a(HiveTileEntity.java:93)',
      '\tat net.minecraft.world.World.func_72939_s(World.java:1804)',
    ].join('\n'),
    rule: 'ticking-block-entity',
    says: ['beehives'],
    mods: ['beehives'],
    zh: 'beehives',
  },
  {
    name: 'NeoForge skipping a jar that is for Minecraft Forge names the jar and what to get instead',
    log: '[net.neoforged.fml.loading.moddiscovery.ModDiscoverer/SCAN]: Skipping jar. File mods\\glowmoss-2.0.jar is for Minecraft Forge or an older version of NeoForge, and cannot be loaded',
    rule: 'jar-not-for-loader',
    says: ['glowmoss-2.0.jar', 'NeoForge build'],
    zh: 'NeoForge 跳过了 glowmoss-2.0.jar',
  },
  {
    name: 'a loader-version line quoted after other quoted words names the mod, not the words before it',
    log: '“error loading mods” “Mod lumen requires neoforge 21.1.90 or above. Currently, neoforge is 21.1.80”',
    rule: 'forge-legacy-missing-dependency',
    says: ["'lumen'", '21.1.90', '21.1.80'],
    zh: '21.1.90',
  },
  {
    name: 'an hs_err banner pasted in reverse order still names the graphics driver in its frame',
    log: [
      '# C  [nvoglv64.dll+0x8a1f20]',
      '# Problematic frame:',
      '# Java VM: OpenJDK 64-Bit Server VM (17.0.9+9, mixed mode, windows-amd64)',
      '#',
      '#  EXCEPTION_ACCESS_VIOLATION (0xc0000005) at pc=0x00007ffb12345678, pid=4242, tid=777',
      '# A fatal error has been detected by the Java Runtime Environment:',
    ].join('\n'),
    rule: 'graphics-driver',
    says: ['NVIDIA', 'nvoglv64.dll'],
    zh: 'NVIDIA',
  },
  {
    name: 'an hs_err banner in a launcher console with the time and source on lines of their own',
    log: ['09:41:02.310', 'game', '# Problematic frame:', '09:41:02.311', 'game', '# C  [ig9icd64.dll+0x2f0b1]'].join(
      '\n',
    ),
    rule: 'graphics-driver',
    says: ['Intel', 'ig9icd64.dll'],
    zh: 'Intel',
  },
  {
    name: "a launcher's one-line report of a native crash with no frame says what is known and where to look",
    log: [
      '[02/03/2025 10:00:01 AM] [error occurred during error reporting (), id 0xc0000005, EXCEPTION_ACCESS_VIOLATION (0xc0000005) at pc=0x00007ff812345678]',
      '[02/03/2025 10:00:01 AM] Minecraft has crashed.',
    ].join('\n'),
    rule: 'graphics-driver',
    says: ['native code', 'hs_err_pid'],
    zh: 'hs_err_pid',
  },
  // Fourth fresh set (Forge 1.7.10 to NeoForge 21): event handlers, the other loader's mods, retyped screens.
  {
    name: "a handler that threw inside Forge's event bus names the mod of the first frame outside the loader",
    log: [
      '```',
      '[11:02:40] [Server thread/ERROR] [ne.mi.ev.EventBus/EVENTBUS]: Exception caught during firing event: Cannot read field "level" because "owner" is null',
      '        Index: 2',
      '        Listeners:',
      '                0: NORMAL',
      '                1: ASM: class dev.someone.lanterns.LanternEvents onHit(Lnet/minecraftforge/event/entity/ProjectileImpactEvent;)V',
      '                2: ASM: class com.pebble.quietbells.event.BellEvents onImpact(Lnet/minecraftforge/event/entity/ProjectileImpactEvent;)V',
      'java.lang.NullPointerException: Cannot read field "level" because "owner" is null',
      '        at com.pebble.quietbells.event.BellEvents.onImpact(BellEvents.java:88)',
      '        at net.minecraftforge.eventbus.ASMEventHandler_77_BellEvents_onImpact_ProjectileImpactEvent.invoke(.dynamic)',
      '        at net.minecraftforge.eventbus.ASMEventHandler.invoke(ASMEventHandler.java:85)',
      '```',
    ].join('\n'),
    rule: 'forge-event-handler-crash',
    says: ['com.pebble.quietbells.event.BellEvents', "'quietbells'", 'NullPointerException'],
    mods: ['quietbells'],
    notMods: ['lanterns'],
    absent: ['stack-culprit'],
    zh: '事件处理器',
  },
  {
    name: 'a 1.7.10 console listing names the listener at the printed index when no frame is pasted',
    log: [
      '[21:14:09 ERROR]: Exception caught during firing event cpw.mods.fml.common.gameevent.PlayerEvent$ItemCraftedEvent@1f2e3d4c:',
      'java.lang.ArrayIndexOutOfBoundsException: 9',
      '[21:14:09 ERROR]: Index: 3 Listeners:',
      '[21:14:09 ERROR]: 0: NORMAL',
      '[21:14:09 ERROR]: 1: ASM: com.acme.copperworks.CraftHooks@4a5b6c7d onCraft(Lcpw/mods/fml/common/gameevent/PlayerEvent$ItemCraftedEvent;)V',
      '[21:14:09 ERROR]: 2: HIGH',
      '[21:14:09 ERROR]: 3: ASM: net.tinyforge.glowvines.handlers.CraftingWatcher@11aa22bb onCrafted(Lcpw/mods/fml/common/gameevent/PlayerEvent$ItemCraftedEvent;)V',
    ].join('\n'),
    rule: 'forge-event-handler-crash',
    says: ['net.tinyforge.glowvines.handlers.CraftingWatcher', "'glowvines'", 'PlayerEvent$ItemCraftedEvent'],
    mods: ['glowvines'],
    notMods: ['copperworks'],
    zh: '事件处理器',
  },
  {
    name: "a mod requiring 'forge' that NeoForge reports missing is a Forge mod, not a missing Forge",
    log: [
      '[10:20:31] [main/ERROR] [net.neoforged.fml.loading.ModSorter/LOADING]: Missing or unsupported mandatory dependencies:',
      "\tMod ID: 'forge', Requested by: 'pebblepaths', Expected range: '[47,)', Actual version: '[MISSING]'",
    ].join('\n'),
    rule: 'forge-missing-dependency',
    says: ["'pebblepaths' is a Forge mod", 'NeoForge', 'build of'],
    mods: ['pebblepaths'],
    zh: '加载器',
  },
  {
    name: "the loading screen's 'requires neoforge … is not installed' is a NeoForge mod on another loader",
    log: ['> Mod quietbells requires neoforge 21.1.1 or above', '> Currently, neoforge is not installed'].join('\n'),
    rule: 'forge-legacy-missing-dependency',
    says: ["'quietbells' is a NeoForge mod", 'run the pack on NeoForge'],
    mods: ['quietbells'],
    zh: 'NeoForge 模组',
  },
  {
    name: 'the language-provider screen retyped in lower case still names the file and both versions',
    log: ['mod file lumen-3.1.jar needs language provider javafml:36 or above to load', '   we have found 35.1'].join(
      '\n',
    ),
    rule: 'language-provider',
    says: ['lumen-3.1.jar', '36', '35.1'],
    zh: '35.1',
  },
  {
    name: 'the 1.14 language-provider line with the found version on the same line',
    log: '"Mod file glowmoss-1.14.4-2.0.jar needs language provider javafml:28.1 to load. We have found 28.2"',
    rule: 'language-provider',
    says: ['glowmoss-1.14.4-2.0.jar', '28.2 is installed'],
    zh: '28.2',
  },
  {
    name: 'a MissingModsException line pasted as markdown inline code',
    log: '`[08:12:55] [Client thread/FATAL] [FML]: net.minecraftforge.fml.common.MissingModsException: Mod copperworks (Copper Works) requires [tinylib@[2.1,3.0)]`',
    rule: 'forge-legacy-missing-dependency',
    says: ["'tinylib' [2.1,3.0)", 'Copper Works'],
    mods: ['copperworks', 'tinylib'],
    zh: 'tinylib',
  },
  {
    name: "'Could not initialize class' names the class's mod and the earlier failure, not a missing class",
    log: [
      'Description: There was a severe problem during mod loading that has caused the game to fail',
      '',
      'cpw.mods.fml.common.LoaderException: java.lang.NoClassDefFoundError: Could not initialize class dev.tinkerer.copperworks.machine.PressTile',
      '    at cpw.mods.fml.common.LoadController.transition(LoadController.java:162)',
      '    at cpw.mods.fml.common.Loader.initializeMods(Loader.java:695)',
    ].join('\n'),
    rule: 'no-class-def',
    says: ['dev.tinkerer.copperworks.machine.PressTile', 'failed to initialise', 'static initialiser', "'copperworks'"],
    mods: ['copperworks'],
    zh: '初始化失败',
  },
  {
    name: "a missing loader class printed to stderr (logged at INFO) is still read, in FML's 1.7.10 log",
    log: [
      '[09:00:01] [main/INFO] [FML]: Forge Mod Loader version 7.10.99.99 for Minecraft 1.7.10 loading',
      '[09:00:03] [main/INFO] [STDERR]: [java.lang.Throwable$WrappedPrintStream:println:-1]: java.lang.NoClassDefFoundError: net/minecraftforge/fml/relauncher/IFMLLoadingPlugin',
      '[09:00:03] [main/INFO] [STDERR]: [java.lang.Throwable$WrappedPrintStream:println:-1]: \tat java.lang.ClassLoader.defineClass1(Native Method)',
    ].join('\n'),
    rule: 'no-class-def',
    says: ['net.minecraftforge.fml.relauncher.IFMLLoadingPlugin', 'another Forge or Minecraft version'],
    zh: 'Forge',
  },
  {
    name: 'a client class missing while a dedicated server starts is client code on the server',
    log: [
      '[07:41:10] [Server thread/INFO]: Starting minecraft server version 1.10.2',
      '[07:41:52] [Server thread/ERROR]: Encountered an unexpected exception',
      'net.minecraftforge.fml.common.LoaderException: java.lang.NoClassDefFoundError: net/minecraft/client/renderer/ItemMeshDefinition',
    ].join('\n'),
    rule: 'client-mod-on-server',
    says: ['net.minecraft.client.renderer.ItemMeshDefinition', 'dedicated server'],
    absent: ['no-class-def'],
    zh: '专用服务器',
  },
  {
    name: 'a missing multipart class names Forge Multipart, the library to install',
    log: 'cpw.mods.fml.common.LoaderException: java.lang.NoClassDefFoundError: codechicken/multipart/TMultiPart',
    rule: 'no-class-def',
    says: ['Forge Multipart', 'codechicken.multipart.TMultiPart'],
    zh: 'Forge Multipart',
  },
  {
    name: 'a server that cannot resolve its own server-ip says to clear it, whatever else its log says',
    log: [
      '[06:01:12] [Server thread/INFO] [minecraft/DedicatedServer]: Loading properties',
      '[06:01:12] [Server thread/INFO] [minecraft/DedicatedServer]: Default game type: SURVIVAL',
      '[06:01:13] [Server thread/ERROR] [minecraft/MinecraftServer]: Encountered an unexpected exception',
      'java.net.UnknownHostException: my.server.lan.ip',
      '        at java.net.InetAddress.getAllByName0(Unknown Source) ~[?:1.8.0_301]',
    ].join('\n'),
    rule: 'server-address',
    says: ["'my.server.lan.ip'", 'server-ip', 'server.properties'],
    zh: 'server-ip',
  },
  {
    name: 'a server whose port is taken says so and what to change',
    log: [
      '[18:30:00] [Server thread/INFO] [minecraft/DedicatedServer]: Starting Minecraft server on *:25565',
      '[18:30:00] [Server thread/WARN] [minecraft/DedicatedServer]: **** FAILED TO BIND TO PORT!',
      '[18:30:00] [Server thread/WARN] [minecraft/DedicatedServer]: The exception was: java.net.BindException: Address already in use: bind',
    ].join('\n'),
    rule: 'server-port-in-use',
    says: ['*:25565', 'server-port'],
    absent: ['server-address'],
    zh: 'server-port',
  },
  {
    name: "a redirect conflict with a dashed two-word mixin config names that mod, not the first word's mod",
    log: [
      '09:12:01] [Render thread/WARN] [mixin/]: @Redirect conflict. Skipping glow-extra.mixins.json:client.WindowMixin->@Redirect::onHints(II)V with priority 1000, already redirected by lumen.mixins.json:LumenWindowMixin->@Redirect::hints(II)V with priority 1000',
      '[09:12:01] [Render thread/ERROR] [ne.mi.lo.CrashReportAnalyser/]: Failed to append suspected mod(s) to crash report!',
      'org.spongepowered.asm.mixin.transformer.throwables.MixinTransformerError: An unexpected critical error was encountered',
    ].join('\n'),
    rule: 'mixin-failure',
    says: ["'glow-extra'", "'lumen'"],
    mods: ['glow-extra', 'lumen'],
    notMods: ['glow'],
    zh: '冲突',
  },
  {
    name: 'a ticking block entity deep in a mod package names the mod, not a package word equal to the class name',
    log: [
      'java.lang.NullPointerException: Ticking block entity',
      '\tat com.someone.ropebridges.world.anchor.Anchor.update(Anchor.java:51)',
      '\tat com.someone.ropebridges.block.entity.AnchorBlockEntity.func_73660_a(AnchorBlockEntity.java:30)',
      '\tat net.minecraft.world.World.func_72939_s(World.java:1838)',
    ].join('\n'),
    rule: 'ticking-block-entity',
    says: ['ropebridges'],
    mods: ['ropebridges'],
    notMods: ['anchor'],
    zh: '方块实体',
  },
  {
    name: "a Forge 1.16 crash-report section with no exception line blames the mod its frames' mod file names",
    log: [
      '-- Head --',
      'Thread: Server thread',
      'Stacktrace:',
      '\tat net.minecraft.world.gen.WorldGenRegion.func_217353_a(WorldGenRegion.java:131) ~[?:?] {re:classloading}',
      '\tat com.example.deepcaverns.world.feature.CrystalGeode.func_241855_a(CrystalGeode.java:48) ~[deepcaverns:0.9.2-1.16.5] {re:classloading}',
      '\tat net.minecraft.world.gen.feature.ConfiguredFeature.func_242765_a(SourceFile:55) ~[?:?] {re:classloading}',
      '\tat net.minecraftforge.common.ForgeHooks.onFeature(ForgeHooks.java:90) ~[forge:?] {re:classloading}',
      '-- Feature --',
      'Details:',
      '\tId: deepcaverns:crystal_geode',
    ].join('\n'),
    rule: 'stack-culprit',
    says: ['deepcaverns'],
    mods: ['deepcaverns'],
    notMods: ['forge', 'example'],
    zh: 'deepcaverns',
  },
  {
    name: "a language provider too new names the jar's mod",
    log: [
      '\tMod File: /home/ana/.minecraft/mods/QuietCrops-1.20.4-2.1.jar',
      'Mod File QuietCrops-1.20.4-2.1.jar needs language provider javafml:49 or above to load',
      'We have found 47.2.0',
    ].join('\n'),
    rule: 'language-provider',
    says: ['QuietCrops-1.20.4-2.1.jar', '49', '47.2.0'],
    mods: ['quietcrops'],
    zh: 'QuietCrops-1.20.4-2.1.jar',
  },
  {
    name: 'a language provider line retyped in lower case names the mod of a jar whose version is glued to its name',
    log: 'mod file lantern-lights2.4.1.jar needs language provider javafml:47 or above to load. We have found 46.0.14',
    rule: 'language-provider',
    says: ['lantern-lights2.4.1.jar', '46.0.14'],
    mods: ['lantern-lights'],
    zh: '46.0.14',
  },
  {
    name: 'a jar whose release tag is glued to an r names the mod without it',
    log: 'Mod File Moonbrew-r3.1.jar needs language provider javafml:47 or above to load',
    rule: 'language-provider',
    says: ['Moonbrew-r3.1.jar'],
    mods: ['moonbrew'],
    zh: 'Moonbrew-r3.1.jar',
  },
  {
    name: "FML 1.15's missing-language line is a language provider too new, with its Maven range in words",
    log: '[10:11:12] [main/ERROR]: Missing language javafml version [32,) wanted by DeepOres-1.16.1-0.3.jar, found 31.2',
    rule: 'language-provider',
    says: ['DeepOres-1.16.1-0.3.jar', '32 or above', '31.2'],
    mods: ['deepores'],
    zh: '31.2',
  },
  {
    name: 'an entity the dispatcher has no renderer for is its own cause, not a crash of the game',
    log: [
      '[09:41:07] [Render thread/ERROR]: Unreported exception thrown!',
      'java.lang.NullPointerException: Cannot invoke "net.minecraft.client.renderer.entity.EntityRenderer.m_114491_(net.minecraft.world.entity.Entity)" because "entityrenderer" is null',
      '\tat net.minecraft.client.renderer.entity.EntityRenderDispatcher.m_114382_(EntityRenderDispatcher.java:120) ~[client-1.20.1-20230612.114412-srg.jar%23311!/:?]',
      '\tat net.minecraft.client.renderer.LevelRenderer.m_109599_(LevelRenderer.java:1199) ~[client-1.20.1-20230612.114412-srg.jar%23311!/:?]',
    ].join('\n'),
    rule: 'entity-renderer-missing',
    says: ['no renderer', 'EntityRenderer.m_114491_()'],
    notMods: ['minecraft'],
    zh: '渲染器',
  },
  {
    name: "a custom payload a mod cannot encode names the payload's mod",
    log: [
      '[Netty Server IO #3/ERROR] [net.minecraft.network.Connection/]: Exception caught in connection',
      "io.netty.handler.codec.EncoderException: Failed to encode packet 'clientbound/minecraft:custom_payload'",
      'Caused by: java.lang.RuntimeException: Failed encoding custom payload tinypipes:sync: java.lang.IndexOutOfBoundsException: readerIndex: 8, writerIndex: 4',
    ].join('\n'),
    rule: 'mod-payload-codec',
    says: ["'tinypipes'", 'tinypipes:sync', 'IndexOutOfBoundsException'],
    mods: ['tinypipes'],
    notMods: ['minecraft'],
    zh: '数据包',
  },
];

async function analyze(log: string): Promise<CrashAnalysis> {
  return analyzeCrash({ text: log, name: 'pasted' });
}

function text(f: CrashFinding): string {
  return `${f.title} ${f.detail} ${f.advice}`;
}

describe('crash analysis of pasted Forge and NeoForge fragments (issue 30)', () => {
  for (const c of FRAGMENTS) {
    it(`${c.name} → ${c.rule}`, async () => {
      const result = await analyze(c.log);
      const finding = result.findings[0];
      assert.ok(
        finding && finding.rule === c.rule,
        `first finding is not ${c.rule}; got ${result.findings.map((f) => `${f.rule}: ${f.detail}`).join('; ') || 'none'}`,
      );
      for (const s of c.says) assert.ok(text(finding).includes(s), `"${s}" not in: ${text(finding)}`);
      for (const m of c.mods ?? []) assert.ok(finding.mods.includes(m), `mod ${m} not in [${finding.mods.join(', ')}]`);
      for (const m of c.notMods ?? [])
        for (const f of result.findings) {
          assert.ok(!f.mods.includes(m), `${m} named by ${f.rule}`);
          assert.ok(!(f.culprits ?? []).some((x) => x.id === m), `${m} blamed as a culprit by ${f.rule}`);
        }
      for (const r of c.absent ?? []) assert.ok(!result.findings.some((f) => f.rule === r), `${r} also reported`);
      // The evidence quotes the given lines, and every mod blamed is named in one of them.
      const lines = c.log.split('\n');
      assert.ok(finding.evidence.length > 0);
      // (a long line is quoted from its start)
      for (const ev of finding.evidence) assert.ok(lines[ev.line - 1]!.startsWith(ev.text), `evidence ${ev.text}`);
      for (const m of finding.mods)
        assert.ok(
          m === 'forge' || finding.evidence.some((ev) => ev.text.toLowerCase().includes(m.toLowerCase())),
          `${m} blamed without a line naming it`,
        );
      // The same finding in Simplified Chinese, with the facts kept.
      const zh = localizeAnalysis(result, 'zh-cn').findings[0]!;
      assert.match(`${zh.title}${zh.detail}${zh.advice}`, /[\u4e00-\u9fff]/);
      assert.ok(`${zh.title} ${zh.detail} ${zh.advice}`.includes(c.zh), `"${c.zh}" not in: ${zh.detail}`);
      assert.deepEqual(zh.mods, finding.mods);
    });
  }

  it('reads the mod of an unknown class from its package, and never from the game, a loader, a library or the JVM', () => {
    assert.deepEqual(modOfUnknownClass('dev.someone.glowvines.GlowVines'), {
      id: 'glowvines',
      pkg: 'dev.someone.glowvines',
    });
    assert.equal(modOfUnknownClass('thornmod.api.recipe.ThornRecipe')?.id, 'thornmod');
    assert.equal(modOfUnknownClass('com.example.mods.lib.core.Util'), null);
    assert.equal(modOfUnknownClass('someauthor.lib.tools.StackTools'), null);
    assert.equal(modOfUnknownClass('net.minecraft.world.level.Level'), null);
    assert.equal(modOfUnknownClass('net.minecraftforge.common.MinecraftForge'), null);
    assert.equal(modOfUnknownClass('software.bernie.geckolib.GeckoLib'), null);
    assert.equal(modOfUnknownClass('java.util.List'), null);
    // `modid.<part>.…` without a domain: the first word, unless it is the JVM's or an author's (`author.mods.…`).
    assert.equal(modOfUnknownClass('pebbles.handler.TickHandler')?.id, 'pebbles');
    assert.equal(modOfUnknownClass('pebbles.tileentity.KilnTile')?.id, 'pebbles');
    assert.equal(modOfUnknownClass('jdk.internal.misc.Unsafe'), null);
    assert.equal(modOfUnknownClass('someauthor.mods.pebbles.Pebbles'), null);
    assert.equal(modOfUnknownClass('dev.someone.lights.server.connection.Connection')?.id, 'lights');
    assert.equal(modOfUnknownClass('Main'), null);
  });

  it('a client that cannot resolve a web host is no server address fault', async () => {
    const result = await analyze(
      [
        '[14:02:11] [Render thread/WARN] [updatechecker/]: Could not check for updates',
        'java.net.UnknownHostException: api.example-mods.net',
        '\tat java.net.InetAddress.getAllByName0(InetAddress.java:1281)',
      ].join('\n'),
    );
    assert.ok(!result.findings.some((f) => f.rule === 'server-address'));
  });

  it("reads a frame's whole module name, so the JVM's java.base is not taken for a mod", () => {
    assert.equal(
      parseFrame('\tat java.base@17.0.8/java.util.zip.Inflater.inflate(Inflater.java:10)')?.transformerMod,
      null,
    );
    assert.equal(
      parseFrame(
        '\tat TRANSFORMER/quietbells@2.0/com.x.quietbells.Bells.ring(Bells.java:3) ~[quietbells.jar%2311!/:2.0]',
      )?.transformerMod,
      'quietbells',
    );
  });
});
