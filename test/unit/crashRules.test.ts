import * as assert from 'node:assert/strict';
import { analyzeCrash } from '../../src/core/crash/crashAnalyzer';
import type { CrashAnalysis } from '../../src/core/crash/crashFinding';
import { crashRules } from '../../src/core/crash/crashRules';

/** One generated log per rule (reference fixtures 39–46), with the facts the finding must name. */
interface RuleFixture {
  name: string;
  rule: string;
  log: string;
  /** Strings the finding's title/detail/advice must contain. */
  says?: string[];
  mods?: string[];
  /** Mods that must not be named (not in the log, not installed). */
  notMods?: string[];
  java?: number;
}

const t = '[12:00:00] [main/INFO]: ';
const e = '[12:00:01] [main/ERROR]: ';
export const FIXTURES: RuleFixture[] = [
  {
    name: 'java-too-old.log',
    rule: 'java-too-old',
    log: `${e}Exception\njava.lang.UnsupportedClassVersionError: me/example/Mod has been compiled by a more recent version of the Java Runtime (class file version 65.0), this version of the Java Runtime only recognizes class file versions up to 61.0\n\tat java.lang.ClassLoader.defineClass1(Native Method)`,
    says: ['needs Java 21', 'Java 17'],
    java: 21,
  },
  {
    name: 'java-old-style.log',
    rule: 'java-too-old',
    log: 'Exception in thread "main" java.lang.UnsupportedClassVersionError: net/minecraft/client/main/Main : Unsupported major.minor version 52.0',
    says: ['needs Java 8'],
    java: 8,
  },
  {
    name: 'need-java11.log',
    rule: 'java-11-needed',
    log: `${e}java.lang.IllegalArgumentException: The requested compatibility level JAVA_11 could not be set. Level is not supported by the active JRE or ASM version`,
    java: 11,
  },
  {
    name: 'java-too-new.log',
    rule: 'java-too-new',
    log: `${t}Loading Minecraft 1.16.5 with Fabric Loader 0.14.0\n${e}java.lang.IllegalArgumentException: Unsupported class file major version 61`,
    says: ['Java 8'],
    java: 8,
  },
  {
    name: 'java9-launchwrapper.log',
    rule: 'launchwrapper-java9',
    log: 'java.lang.ClassCastException: class jdk.internal.loader.ClassLoaders$AppClassLoader cannot be cast to class java.net.URLClassLoader',
    java: 8,
  },
  {
    name: 'modlauncher8.log',
    rule: 'modlauncher-java-build',
    log: "java.lang.NoSuchMethodError: 'void sun.security.util.ManifestEntryVerifier.<init>(java.util.jar.Manifest)'",
  },
  {
    name: 'openj9.log',
    rule: 'openj9',
    log: 'at java.lang.J9VMInternals.initializeImpl(Native Method)\nat java.lang.J9VMInternals.initialize(J9VMInternals.java:235)',
  },
  {
    name: 'oom-heap.log',
    rule: 'out-of-memory',
    log: `${e}Unreported exception thrown!\njava.lang.OutOfMemoryError: Java heap space`,
    says: ['Java heap space'],
  },
  {
    name: 'native-oom-hs_err_pid123.log',
    rule: 'native-memory',
    log: '#\n# There is insufficient memory for the Java Runtime Environment to continue.\n# Native memory allocation (mmap) failed to map 123 bytes\n#  Out of Memory Error (os_windows.cpp:3528), pid=123',
  },
  {
    name: '32bit-reserve.log',
    rule: 'jvm-32bit',
    log: 'Error occurred during initialization of VM\nCould not reserve enough space for 1048576KB object heap',
    says: ['32-bit'],
  },
  {
    name: 'bad-jvm-arg.log',
    rule: 'bad-jvm-argument',
    log: 'Unrecognized option: --illegal-access=warn\nError: Could not create the Java Virtual Machine.',
    says: ['--illegal-access=warn'],
  },
  {
    name: 'fabric-missing-dep.log',
    rule: 'fabric-missing-dependency',
    log: `${e}Incompatible mods found!\nnet.fabricmc.loader.impl.FormattedException: Some of your mods are incompatible with the game or each other!\nA potential solution has been determined, this may resolve your problem:\n\t - Install cloth-config, version 11.0.0 or later.\nMore details:\n\t - Mod 'Alpha Mod' (alpha) 1.0.0 requires version 11.0.0 or later of cloth-config, which is missing!`,
    says: ["'Alpha Mod' (alpha)", "'cloth-config'", '>=11.0.0'],
    mods: ['alpha', 'cloth-config'],
  },
  {
    name: 'fabric-api-missing.log',
    rule: 'fabric-api-missing',
    log: `${e}Incompatible mods found!\n\t - Mod 'Beta' (beta) 2.0 requires any version of fabric-api, which is missing!`,
    says: ["'fabric-api'", "'Beta' (beta)"],
    mods: ['beta', 'fabric-api'],
  },
  {
    name: 'fabric-wrong-version.log',
    rule: 'fabric-wrong-dependency-version',
    log: `\t - Mod 'Indium' (indium) 1.0.27+mc1.20.1 requires version 0.5.3 of mod 'Sodium' (sodium), but only the wrong version is present: 0.4.10+build.27!`,
    says: ["'Sodium' (sodium)", '0.5.3', '0.4.10+build.27', "'Indium' (indium)"],
    mods: ['indium', 'sodium'],
  },
  {
    name: 'fabric-wrong-mc.log',
    rule: 'fabric-wrong-minecraft',
    log: `\t - Mod 'Fabric API' (fabric-api) 0.141.3+1.21.11 requires any version between 1.21.11- (inclusive) and 1.21.12- (exclusive) of 'Minecraft' (minecraft), but only the wrong version is present: 1.16.5!`,
    says: ['>=1.21.11- <1.21.12-', 'Minecraft 1.16.5'],
    mods: ['fabric-api'],
  },
  {
    name: 'fabric-breaks.log',
    rule: 'fabric-incompatible',
    log: `${e}Incompatible mods found!\n\t - Mod 'Mod A' (mod-a) 1.0.0 is incompatible with any version of mod 'Fabric API' (fabric-api), but a matching version is present: 0.80.0+1.19.4!`,
    says: ["'Mod A' (mod-a)", "'Fabric API' (fabric-api)"],
    mods: ['mod-a', 'fabric-api'],
  },
  {
    name: 'fabric-conflict.log',
    rule: 'fabric-conflict',
    log: "[03:45:04] [main/WARN]: Warnings were found!\n - Mod 'Mod A' (mod-a) 1.0.0 conflicts with any version of mod 'Mod B' (mod-b), which is present with the following versions: 1.0.0!",
    mods: ['mod-a', 'mod-b'],
  },
  {
    name: 'fabric-env.log',
    rule: 'fabric-environment-dependency',
    log: " - Mod 'Server Thing' (serverthing) 1.0 requires any version of mod 'Client Lib' (clientlib), which is present, but disabled for the current environment (SERVER)!",
    mods: ['serverthing', 'clientlib'],
  },
  {
    name: 'fabric-solution.log',
    rule: 'fabric-solution',
    log: `${e}Incompatible mods found!\nA potential solution has been determined, this may resolve your problem:\n\t - Install fabric-api, any version.\n\t - Replace mod 'Indium' (indium) 1.0 with any version that is compatible with:\nMore details:`,
    says: ['Install fabric-api, any version.'],
  },
  {
    name: 'fabric-entrypoint.log',
    rule: 'fabric-entrypoint',
    log: "java.lang.RuntimeException: Could not execute entrypoint stage 'client' due to errors, provided by 'caxton' at 'xyz.flirora.caxton.Flavor'!",
    says: ["'caxton'", "'client'"],
    mods: ['caxton'],
  },
  {
    name: 'fabric-entrypoint-old.log',
    rule: 'fabric-entrypoint',
    log: "java.lang.RuntimeException: Could not execute entrypoint stage 'main' due to errors, provided by 'bfapi'!",
    mods: ['bfapi'],
  },
  {
    name: 'modmenu-config-screen.log',
    rule: 'modmenu-config-screen',
    log: "Failed to load config screen for 'skylights'\nReport to 'skylights', not Mod Menu\njava.lang.NoClassDefFoundError: dev/isxander/yacl3/api/ConfigCategory",
    says: ["config screen of 'skylights'", 'YetAnotherConfigLib'],
    mods: ['skylights', 'yacl'],
  },
  {
    name: 'fabric-duplicate.log',
    rule: 'fabric-duplicate-mod',
    log: "net.fabricmc.loader.discovery.ModResolutionException: Duplicate versions for mod ID 'fabric': [0.30.3+1.16 at /server/mods/fabric-api-0.30.3+1.16.jar, 0.31.0+1.16 at /server/mods/fabric-api-0.31.0+1.16.jar]",
    says: ['fabric-api-0.30.3+1.16.jar'],
    mods: ['fabric'],
  },
  {
    name: 'fabric-warnings.log',
    rule: 'fabric-warnings',
    log: '[main/WARN]: Warnings were found!\n - Conflicting versions found for fabric-api-base: used 0.3.0, also found 0.3.1\n[main/INFO]: Loading 75 mods:',
  },
  {
    name: 'forge-missing-deps.log',
    rule: 'forge-missing-dependency',
    log: "[main/ERROR] [net.minecraftforge.fml.loading.ModSorter/LOADING]: Missing or unsupported mandatory dependencies:\n\tMod ID: 'vampirism', Requested by: 'werewolves', Expected range: '[1.9.0,)', Actual version: '[MISSING]'\n\tMod ID: 'minecraft', Requested by: 'create', Expected range: '[1.20.1,1.20.2)', Actual version: '1.20.4'",
    says: ["'werewolves'", "'vampirism'", '[1.9.0,)'],
    mods: ['werewolves', 'vampirism'],
  },
  {
    name: 'forge-legacy-deps.log',
    rule: 'forge-legacy-missing-dependency',
    log: '[FML]: net.minecraftforge.fml.common.MissingModsException: Mod helicopterpack (Hero Aviation Helicopter Pack (HA/HP)) requires [mts@[19.0.0,)]',
    says: ['Hero Aviation Helicopter Pack (HA/HP)', "'mts' [19.0.0,)"],
    mods: ['helicopterpack', 'mts'],
  },
  {
    name: 'neoforge-incompatible.txt',
    rule: 'forge-incompatible',
    log: '-- Mod loading issue for: veil --\nDetails:\n\tFailure message: Mod veil is incompatible with embeddium any\n\t\tCurrently, embeddium is 1.0.15+mc1.21.1\n\t\tThe reason is: Veil supports Sodium 0.8.12 and above',
    says: ["'veil'", "'embeddium'", '1.0.15+mc1.21.1'],
    mods: ['veil', 'embeddium'],
  },
  {
    name: 'neoforge-requires.txt',
    rule: 'forge-legacy-missing-dependency',
    log: '-- Mod loading issue for: corpse_addon --\nDetails:\n\tFailure message: Mod corpse_addon requires corpse 1.1.2 or above\n\t\tCurrently, corpse is not installed',
    says: ["'corpse_addon'", "'corpse' 1.1.2 or above", 'not installed'],
    mods: ['corpse_addon', 'corpse'],
  },
  {
    name: 'forge-1.16-registry-object.txt',
    rule: 'forge-registry-object-hidden',
    log: 'Description: Initializing game\n\njava.lang.NullPointerException: Registry Object not present: alpha:copper_pipe\n\tat java.util.Objects.requireNonNull(Objects.java:290)\n\tat net.minecraftforge.fml.RegistryObject.get(RegistryObject.java:120)',
    says: ['alpha:copper_pipe', 'another mod failed while loading', 'latest.log'],
  },
  {
    name: 'forge-duplicates.log',
    rule: 'forge-duplicate-mods',
    log: "[main/ERROR]: Found duplicate mods:\n\tMod ID: 'jei' from mod files: a.jar, b.jar",
    says: ['a.jar', 'b.jar'],
    mods: ['jei'],
  },
  {
    name: 'forge-1.12-duplicates.log',
    rule: 'forge-duplicate-mods',
    log: 'net.minecraftforge.fml.common.DuplicateModsFoundException: Found duplicate mods\n\tjei : C:\\mc\\mods\\jei-1.jar\n\tjei : C:\\mc\\mods\\jei-2.jar',
    says: ['jei-1.jar', 'jei-2.jar'],
    mods: ['jei'],
  },
  {
    name: 'forge-caught-exception.log',
    rule: 'forge-mod-crash',
    log: '[Client thread/ERROR] [FML]: net.minecraftforge.fml.common.LoaderExceptionModCrash: Caught exception from Better PvP (xaerobetterpvp)\nCaused by: java.lang.NullPointerException',
    says: ["'Better PvP' (xaerobetterpvp)"],
    mods: ['xaerobetterpvp'],
  },
  {
    name: 'forge-mod-section-crash.txt',
    rule: 'forge-mod-crash',
    log: '---- Minecraft Crash Report ----\nDescription: Mod loading error has occurred\n\njava.lang.Exception: Mod Loading has failed\n\n-- MOD create --\nDetails:\n\tMod File: /home/u/.minecraft/mods/create-1.20.1-0.5.1.f.jar\n\tFailure message: Create (create) encountered an error during the sided_setup event phase\n',
    says: ['create-1.20.1-0.5.1.f.jar', 'sided_setup'],
    mods: ['create'],
  },
  {
    name: 'forge-errored-state.log',
    rule: 'forge-mod-errored-state',
    log: "States: 'U' = Unloaded 'E' = Errored\n    UCE Techguns{0.1.2} [Techguns] (Techguns.beta.1.2.jar)",
    says: ["'Techguns'", 'Techguns.beta.1.2.jar'],
    mods: ['Techguns'],
  },
  {
    name: 'forge-error-screen.log',
    rule: 'forge-error-screen',
    log: '[main/FATAL]: An exception was thrown, the game will display an error screen and halt.\njava.lang.IllegalStateException: boom\n\tat com.example.Foo.bar(Foo.java:1)',
  },
  {
    name: 'forge-wrong-mc.log',
    rule: 'forge-wrong-minecraft',
    log: '[FML/]: The mod journeymap does not wish to run in Minecraft version Minecraft 1.10.2. You will have to remove it to play.',
    says: ['1.10.2'],
    mods: ['journeymap'],
  },
  {
    name: 'neoforge-langprovider.log',
    rule: 'language-provider',
    log: 'net.minecraftforge.fml.ModLoadingException: Mod File ironchest-1.20.2-14.5.7.jar needs language provider javafml:48 or above to load\n§7We have found 47',
    says: ['ironchest-1.20.2-14.5.7.jar', 'Forge 48 or above', '47'],
  },
  {
    name: 'jpms-split.log',
    rule: 'jpms-split-package',
    log: 'Exception in thread "main" java.lang.module.ResolutionException: Module roughlyenoughitems contains package mezz.jei.api.runtime, module jei exports package mezz.jei.api.runtime to roughlyenoughitems',
    mods: ['roughlyenoughitems', 'jei'],
  },
  {
    name: 'module-name.log',
    rule: 'jpms-invalid-module-name',
    log: "java.lang.module.FindException: Unable to derive module descriptor for 拔刀剑.jar\nCaused by: java.lang.IllegalArgumentException: 拔刀剑.jar: Invalid module name: '' is not a Java identifier",
  },
  {
    name: 'extracted-jar.log',
    rule: 'extracted-jar',
    log: '[main/ERROR]: The directories below appear to be extracted jar files. Fix this before you continue.\n\tmods/sodium-fabric',
  },
  {
    name: 'client-on-server.log',
    rule: 'client-mod-on-server',
    log: 'java.lang.RuntimeException: Attempted to load class net/minecraft/client/Minecraft for invalid dist DEDICATED_SERVER',
    says: ['net.minecraft.client.Minecraft'],
  },
  {
    name: 'fabric-env-server.log',
    rule: 'client-mod-on-server',
    log: 'java.lang.RuntimeException: Cannot load class net.minecraft.class_310 in environment type SERVER',
  },
  {
    name: 'mixin-fail.log',
    rule: 'mixin-failure',
    log: '[main/ERROR]: Mixin apply for mod examplemod failed examplemod.mixins.json:FooMixin -> net.minecraft.class_123: InvalidInjectionException',
    says: ['examplemod.mixins.json'],
    mods: ['examplemod'],
  },
  {
    name: 'mixin-transformer.log',
    rule: 'mixin-failure',
    log: 'org.spongepowered.asm.mixin.transformer.throwables.MixinTransformerError: An unexpected critical error was encountered\nCaused by: org.spongepowered.asm.mixin.injection.throwables.InjectionError: Critical injection failure: in examplemod.mixins.json:BarMixin from mod examplemod failed injection check',
    mods: ['examplemod'],
  },
  {
    name: 'mixinbootstrap.log',
    rule: 'mixinbootstrap-missing',
    log: 'java.lang.ClassNotFoundException: org.spongepowered.asm.launch.MixinTweaker',
  },
  {
    name: 'optifine-forge.log',
    rule: 'optifine-forge-mismatch',
    log: "[main/INFO]: Found mod file OptiFine_1.20.1_HD_U_I5.jar of type MOD\njava.lang.NoSuchMethodError: 'void net.minecraft.client.renderer.texture.SpriteContents.<init>(net.minecraft.resources.ResourceLocation, ...)'",
    mods: ['optifine'],
  },
  {
    name: 'optifine-not-in-log.log',
    rule: 'optifine-forge-mismatch',
    log: "java.lang.NoSuchMethodError: 'java.lang.String com.mojang.blaze3d.systems.RenderSystem.getBackendDescription()'",
    notMods: ['optifine'],
  },
  {
    name: 'optifine-neoforge.log',
    rule: 'optifine-incompatible',
    log: 'cpw.mods.modlauncher.InvalidLauncherSetupException: Invalid Services found OptiFine',
    says: ['NeoForge'],
    mods: ['optifine'],
  },
  {
    name: 'shadersmod.log',
    rule: 'shaders-mod-with-optifine',
    log: 'java.lang.RuntimeException: Shaders Mod detected. Please remove it, OptiFine has built-in support for shaders.',
  },
  {
    name: 'rtss-sodium.log',
    rule: 'rtss-sodium',
    log: '[main/ERROR]: RivaTuner Statistics Server (RTSS) is not compatible with Sodium, see this issue for more details',
    mods: ['sodium'],
  },
  {
    name: 'gpu-intel-hs_err.log',
    rule: 'graphics-driver',
    log: '#\n# A fatal error has been detected by the Java Runtime Environment:\n#\n#  EXCEPTION_ACCESS_VIOLATION (0xc0000005) at pc=0x00007ffc, pid=123, tid=456\n#\n# Problematic frame:\n# C  [ig9icd64.dll+0x1234]',
    says: ['Intel', 'ig9icd64.dll'],
  },
  {
    name: 'gl1282.log',
    rule: 'gl-invalid-operation',
    log: '[Render thread/ERROR]: @ Post render\n[Render thread/ERROR]: 1282: Invalid operation',
  },
  {
    name: 'block-not-dynamic-shape.log',
    rule: 'block-not-dynamic-shape',
    log: 'java.lang.IllegalStateException: berrymod:blue_bush has a collision shape and an offset type, but is not marked as dynamicShape in its properties.',
    says: ['berrymod:blue_bush', "'berrymod'"],
    mods: ['berrymod'],
  },
  {
    name: 'config-corrupt.log',
    rule: 'config-corrupt',
    log: '[main/ERROR]: Failed loading config file x.toml of type SERVER for modid y',
    says: ['x.toml', "'y'"],
    mods: ['y'],
  },
  {
    name: 'nightconfig.log',
    rule: 'config-corrupt',
    log: 'com.electronwill.nightconfig.core.io.ParsingException: Not enough data available',
    says: ['NightConfigFixes'],
  },
  {
    name: 'tampered.log',
    rule: 'file-tampered',
    log: 'java.lang.SecurityException: SHA1 digest error for assets/minecraft/texts/splashes.txt',
    says: ['assets/minecraft/texts/splashes.txt'],
  },
  {
    name: 'incomplete-forge.log',
    rule: 'incomplete-loader-install',
    log: 'Exception in thread "main" java.lang.IllegalArgumentException: Cannot find launch target fmlclient, unable to launch',
  },
  {
    name: 'repeat-forge.log',
    rule: 'loader-installed-twice',
    log: 'joptsimple.MultipleArgumentsForOptionException: Found multiple arguments for option fml.forgeVersion, but you asked for only one',
    says: ['fml.forgeVersion'],
  },
  {
    name: 'ticking-entity.txt',
    rule: 'ticking-entity',
    log: "---- Minecraft Crash Report ----\nDescription: Ticking entity\n\njava.lang.NullPointerException: Ticking entity\n\tat noppes.npcs.entity.EntityCustomNpc.tick(EntityCustomNpc.java:10)\n\n-- Entity being ticked --\nDetails:\n\tEntity Type: customnpcs:customnpc (noppes.npcs.entity.EntityCustomNpc)\n\tEntity Name: Bob\n\tEntity's Exact location: 99942.59, 4.00, 100000.98\n",
    says: ['customnpcs:customnpc', "'Bob'", '99942.59, 4.00, 100000.98'],
    mods: ['customnpcs'],
  },
  {
    name: 'ticking-block.txt',
    rule: 'ticking-block-entity',
    log: '---- Minecraft Crash Report ----\nDescription: Ticking block entity\n\njava.lang.NullPointerException: Ticking block entity\n\n-- Block entity being ticked --\nDetails:\n\tName: pipez:energy_pipe // de.maxhenkel.pipez.EnergyPipeTileEntity\n\tBlock location: World: (-298,68,14), Chunk: (at 6,4,14 in -19,0)\n',
    says: ['pipez:energy_pipe', '-298, 68, 14'],
    mods: ['pipez'],
  },
  {
    name: 'block-tesselate.txt',
    rule: 'block-crash',
    log: '---- Minecraft Crash Report ----\nDescription: Tesselating block model\n\n-- Block model being tesselated --\nDetails:\n\tBlock: Block{tconstruct:seared_drain}[active=true,facing=north]\n\tBlock location: World: (1370,92,-738), Chunk: (at 10,5,14 in 85,-47)\n',
    says: ['tconstruct:seared_drain', '(1370,92,-738)'],
    mods: ['tconstruct'],
  },
  {
    name: 'debug-crash.txt',
    rule: 'debug-crash',
    log: '---- Minecraft Crash Report ----\nDescription: Manually triggered debug crash\n\njava.lang.Throwable: Manually triggered debug crash\n',
  },
  {
    name: 'id-limit.txt',
    rule: 'id-limit',
    log: 'java.lang.RuntimeException: Invalid id 4096 - maximum id range exceeded.',
  },
  {
    name: 'registry-clash.log',
    rule: 'registry-key-clash',
    log: `${t}Loading 2 mods:\n\t- alpha 1.0\n\t- beta 1.0\n${e}java.lang.IllegalArgumentException: Multiple entries with same key: alpha:ruby=alpha:ruby and alpha:ruby=beta:ruby`,
    mods: ['alpha'],
  },
  {
    name: 'poi-state-clash.log',
    rule: 'poi-state-clash',
    log: `${e}java.lang.IllegalStateException: Point of interest types beehive and alpha_nest both list Block{alpha:hive}[honey_level=2] in their blockstates, this is not allowed. Blockstates can only have one point of interest type each.`,
    mods: ['alpha'],
  },
  {
    name: 'class-cast.log',
    rule: 'class-cast-between-mods',
    log: `${e}java.lang.ClassCastException: class net.alpha.alphamail.Parcel cannot be cast to class net.beta.betapost.Parcel (net.alpha.alphamail.Parcel and net.beta.betapost.Parcel are in unnamed module of loader 'knot' @1a2b3c)`,
    mods: ['alphamail', 'betapost'],
  },
  {
    name: 'class-verify.log',
    rule: 'class-verify-error',
    log: [
      'java.lang.VerifyError: Bad type on operand stack',
      'Exception Details:',
      '  Location:',
      '    net/minecraft/world/World.func_175727_C(Lnet/minecraft/util/math/BlockPos;)Z @20: ifeq',
      '  Reason:',
      "    Type 'alphaseasons/api/Season' (current frame, stack[1]) is not assignable to integer",
    ].join('\n'),
    mods: ['alphaseasons'],
  },
  {
    name: 'renderer-missing.log',
    rule: 'fabric-renderer-missing',
    log: `${e}java.lang.NullPointerException: Cannot invoke "net.fabricmc.fabric.api.renderer.v1.Renderer.meshBuilder()" because the return value of "net.fabricmc.fabric.api.renderer.v1.RendererAccess.getRenderer()" is null`,
    says: ['Indium'],
  },
  {
    name: 'entity-renderer.log',
    rule: 'entity-renderer-missing',
    log: `[12:00:01] [Render thread/ERROR]: Unreported exception thrown!\njava.lang.NullPointerException: Cannot invoke "net.minecraft.client.renderer.entity.EntityRenderer.m_114491_(net.minecraft.world.entity.Entity)" because "entityrenderer" is null\n\tat net.minecraft.client.renderer.entity.EntityRenderDispatcher.m_114382_(EntityRenderDispatcher.java:120)`,
    says: ['no renderer'],
  },
  {
    name: 'payload-codec.log',
    rule: 'mod-payload-codec',
    log: `${e}java.lang.RuntimeException: Failed decoding custom payload alphamail:parcel: java.lang.IndexOutOfBoundsException: readerIndex(4) + length(1) exceeds writerIndex(4)`,
    mods: ['alphamail'],
  },
  {
    name: 'dimension-id.log',
    rule: 'forge-dimension-id-conflict',
    log: 'java.lang.IllegalArgumentException: Failed to register dimension for id 53, One is already registered\n\tat net.minecraftforge.common.DimensionManager.registerDimension(DimensionManager.java:118)',
    says: ['ID 53'],
  },
  {
    name: 'biome-id.log',
    rule: 'forge-id-slot-conflict',
    log: 'java.lang.RuntimeException: Biome ID 77 is already occupied by the biome Heath (net.example.heather.BiomeHeath)!',
    says: ['biome ID 77', 'Heath'],
  },
  {
    name: 'natives.log',
    rule: 'native-library-missing',
    log: 'java.lang.UnsatisfiedLinkError: Failed to locate library: lwjgl.dll',
    says: ['lwjgl.dll'],
  },
  {
    name: 'invalid-id.log',
    rule: 'invalid-resource-id',
    log: 'net.minecraft.ResourceLocationException: Non [a-z0-9_.-] character in namespace of location: #c:gems',
    says: ['#c:gems'],
  },
  {
    name: 'file-exists.log',
    rule: 'file-already-exists',
    log: 'java.nio.file.FileAlreadyExistsException: D:\\Games\\.minecraft\\config\\pvpsettings.txt',
    says: ['pvpsettings.txt'],
  },
  {
    name: 'world-mod.log',
    rule: 'world-mod-mismatch',
    log: '[Server thread/ERROR] [fml.ModTracker/]: This world was saved with mod lucraftcore which appears to be missing, things may not work well',
    mods: ['lucraftcore'],
  },
  {
    name: 'feature-order-cycle.log',
    rule: 'feature-order-cycle',
    log: 'java.lang.IllegalStateException: Feature order cycle found, involved sources: [Reference{ResourceKey[minecraft:worldgen/biome / alpha:dunes]=net.minecraft.class_1959@1}, Reference{ResourceKey[minecraft:worldgen/biome / beta:steppe]=net.minecraft.class_1959@2}]',
    says: ['alpha:dunes', 'beta:steppe'],
    mods: ['alpha', 'beta'],
  },
  {
    name: 'unbound-registry.log',
    rule: 'unbound-registry-value',
    log: 'java.lang.IllegalStateException: Unbound values in registry ResourceKey[minecraft:root / minecraft:worldgen/biome]: [alpha:dunes, alpha:steppe]',
    says: ['alpha:dunes', 'worldgen/biome'],
    mods: ['alpha'],
  },
  {
    name: 'mod-file-classes-not-found.log',
    rule: 'mod-file-classes-not-found',
    log: '\tFailure message: The Mod File /srv/mods/alpha-neoforge-1.2.0.jar has mods that were not found',
    says: ['alpha-neoforge-1.2.0.jar', 'another loader'],
    mods: ['alpha'],
  },
  {
    name: 'overrides-final-method.log',
    rule: 'overrides-final-method',
    log: 'java.lang.IncompatibleClassChangeError: class io.github.someone.tidyconfig.gui.EntryList overrides final method net.minecraft.client.gui.components.AbstractSelectionList.m_6702_()Ljava/util/List;',
    says: ["'tidyconfig' was built for another version of Minecraft"],
    mods: ['tidyconfig'],
  },
  {
    name: 'mixin-subsystem-too-old.log',
    rule: 'mixin-subsystem-too-old',
    log: '[12:01:02] [main/WARN]: Mixin config chatter.mixins.json requires mixin subsystem version 0.8 but 0.7.10 was found. The mixin config will not be applied.',
    says: ['needs Mixin 0.8, but Mixin 0.7.10 was loaded first'],
    mods: ['chatter'],
  },
  {
    name: 'conflicting-default-methods.log',
    rule: 'conflicting-default-methods',
    log: 'java.lang.IncompatibleClassChangeError: Conflicting default methods: com/example/alpha/api/Holder.key net/neoforged/neoforge/common/extensions/IHolderExtension.key',
    says: ["'alpha' was built for another NeoForge version"],
    mods: ['alpha'],
  },
  {
    name: 'screen-open-failed.log',
    rule: 'screen-open-failed',
    log: '[Render thread/WARN]: Client disconnected with reason: Failed to open a screen with advanced data: java.lang.IllegalArgumentException: bad slot in com.example.alpha.menu.AlphaMenu',
    says: ["'alpha'", 'IllegalArgumentException'],
    mods: ['alpha'],
  },
  {
    name: 'geckolib-resource-missing.log',
    rule: 'geckolib-resource-missing',
    log: 'software.bernie.geckolib3.geo.exception.GeckoLibException: alphabeasts:geo/walker.geo.json: Could not find model. If you are getting this with a built mod, please just restart your game.',
    says: ['alphabeasts:geo/walker.geo.json'],
    mods: ['alphabeasts'],
  },
  {
    name: 'mod-config-data-null.log',
    rule: 'mod-config-data-null',
    log: 'java.lang.NullPointerException: Cannot invoke "dev.author.alphaloot.config.data.TierData.build(java.lang.String)" because the return value of "java.util.Map.get(Object)" is null',
    says: ["'alphaloot'", 'config'],
    mods: ['alphaloot'],
  },
  {
    name: 'retyped-linkage-error.log',
    rule: 'retyped-linkage-error',
    log: 'error: java.lang.noclassdeffounderror: com/author/alphaboats/entity/raftentity',
    says: ["'alphaboats'"],
    mods: ['alphaboats'],
  },
  {
    name: 'developer-jar-installed.log',
    rule: 'developer-jar-installed',
    log: '-- MOD alphacore --\nDetails:\n\tMod File: alphacore-2.1.0-deobf.jar\n\tFailure message: Alpha Core has class loading errors',
    says: ['alphacore-2.1.0-deobf.jar'],
    mods: ['alphacore'],
  },
  {
    name: 'null-mod-field.log',
    rule: 'null-mod-field',
    log: 'java.lang.NullPointerException: Cannot invoke "alpha.client.Shaders$Program.apply()" because "alpha.client.Shaders.GLOW" is null',
    says: ['alpha.client.Shaders.GLOW'],
    mods: ['alpha'],
  },
  {
    name: 'datapack.log',
    rule: 'datapack-world',
    log: '[main/WARN] [net.minecraft.server.MinecraftServer/]: Missing data pack mod:terralith',
    mods: ['terralith'],
  },
  {
    name: 'bukkit-unknown-dep.log',
    rule: 'server-plugin',
    log: "[Server thread/ERROR]: Could not load 'plugins/Shop.jar' in folder 'plugins'\norg.bukkit.plugin.UnknownDependencyException: Unknown/missing dependency plugins: [Vault]",
    says: ['Vault', 'plugins/Shop.jar'],
  },
  {
    name: 'paper-api-version.log',
    rule: 'server-plugin',
    log: "[Server thread/ERROR]: Could not load 'plugins/Old.jar' in folder 'plugins'\norg.bukkit.plugin.InvalidPluginException: Unsupported API version 1.21",
    says: ['1.21'],
  },
  {
    name: 'suspected-mods.txt',
    rule: 'suspected-mods',
    log: '---- Minecraft Crash Report ----\nDescription: Unexpected error\n\n-- System Details --\n\tSuspected Mods: Sodium (sodium), Fabric Loader (fabricloader)\n',
    mods: ['sodium'],
  },
  { name: 'short-output.log', rule: 'short-output', log: "Error: could not open `C:\\x\\jvm.cfg'" },
  {
    name: 'hs_err_pid7.log',
    rule: 'jvm-internal-crash',
    log: '#\n# A fatal error has been detected by the Java Runtime Environment:\n#\n#  EXCEPTION_ACCESS_VIOLATION (0xc0000005) at pc=0x1, pid=7, tid=8\n#\n# JRE version: OpenJDK Runtime Environment (17.0.2+8) (build 17.0.2+8)\n# Problematic frame:\n# V  [jvm.dll+0x1234]\n#',
    says: ['jvm.dll', '17.0.2+8'],
  },
  {
    name: 'hs_err_pid9.log',
    rule: 'native-library-crash',
    log: '#\n# A fatal error has been detected by the Java Runtime Environment:\n#\n#  EXCEPTION_ACCESS_VIOLATION (0xc0000005) at pc=0x1, pid=9, tid=10\n#\n# Problematic frame:\n# C  [soft_oal.dll+0x2c4d]\n#',
    says: ['soft_oal.dll', 'sound library (OpenAL)', 'audio driver'],
  },
  {
    name: 'server-port-in-use.log',
    rule: 'server-port-in-use',
    log: '[10:00:00] [Server thread/INFO]: Starting Minecraft server on *:25565\n[10:00:01] [Server thread/WARN]: **** FAILED TO BIND TO PORT!\n[10:00:01] [Server thread/WARN]: The exception was: java.net.BindException: Address already in use: bind\n[10:00:01] [Server thread/WARN]: Perhaps a server is already running on that port?',
    says: ['*:25565', 'Address already in use'],
  },
  {
    name: 'no-such-method.log',
    rule: 'no-such-method',
    log: `${e}Encountered an unexpected exception\njava.lang.NoSuchMethodError: 'void com.example.lib.Api.run(int)'\n\tat com.example.user.User.go(User.java:3)`,
    says: ['com.example.lib.Api.run'],
  },
  {
    name: 'no-class-def.log',
    rule: 'no-class-def',
    log: `${e}Encountered an unexpected exception\njava.lang.NoClassDefFoundError: com/example/lib/Missing\n\tat com.example.user.User.go(User.java:3)`,
    says: ['com.example.lib.Missing'],
  },
  {
    name: 'fml-confirm.log',
    rule: 'fml-confirm',
    log: '[Server thread/WARN] [FML/]: Forge Mod Loader detected that the backup level.dat is being used.\nRun the command /fml confirm or or /fml cancel to proceed.',
  },
  {
    name: 'auth.log',
    rule: 'auth-servers-unreachable',
    log: '[Yggdrasil Key Fetcher/ERROR]: Failed to request yggdrasil public key\ncom.mojang.authlib.exceptions.MinecraftClientException: Failed to read from https://api.minecraftservices.com/publickeys due to Connection refused',
  },
  {
    name: 'coc.log',
    rule: 'code-of-conduct-folder',
    log: 'java.lang.IllegalArgumentException: Code of Conduct folder does not exist: codeofconduct',
  },
  {
    name: 'motd.log',
    rule: 'malformed-encoding',
    log: '[main/FATAL]: Failed to start the minecraft server\njava.lang.IllegalArgumentException: Malformed \\uxxxx encoding.',
  },
  {
    name: 'players.log',
    rule: 'old-player-directory',
    log: '[Server thread/WARN]: **** DETECTED OLD PLAYER DIRECTORY IN THE WORLD SAVE',
  },
  {
    name: 'mac.log',
    rule: 'mac-jdk-8u261',
    log: "Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'NSWindow drag regions should only be invalidated on the Main Thread!'",
    java: 8,
  },
  {
    name: 'fabric-012.log',
    rule: 'fabric-loader-too-old',
    log: 'java.lang.NoClassDefFoundError: org/spongepowered/asm/mixin/transformer/FabricMixinTransformerProxy',
  },
  {
    name: 'javaagent.log',
    rule: 'java-agent-failed',
    log: 'Error opening zip file or JAR manifest missing : C:\\authlib-injector.jar\nError occurred during initialization of VM\nagent library failed to init: instrument',
  },
  {
    name: 'mixin-conflict.log',
    rule: 'mixin-conflict',
    log: `[12:00:02] [main/WARN]: @Redirect conflict. Skipping alpha.mixins.json:RendererMixin from mod alpha->@Redirect::onDraw()V with priority 1000, already redirected by beta.mixins.json:DrawMixin from mod beta->@Redirect::draw()V with priority 1000`,
    says: ["'alpha'", "'beta'"],
    mods: ['alpha', 'beta'],
  },
  {
    name: 'mixin-targets-missing.log',
    rule: 'mixin-targets-missing',
    log: `${t}Loading 3 mods:\n\t- fabricloader 0.15.7\n\t- create 6.0.4\n\t- gearworks 0.9\n[12:00:02] [main/WARN]: @Mixin target com.simibubi.create.content.kinetics.OldStressTable was not found gearworks.mixins.json:StressMixin from mod gearworks\n[12:00:02] [main/WARN]: @Mixin target com.simibubi.create.foundation.utility.OldLang was not found gearworks.mixins.json:LangMixin from mod gearworks`,
    says: ["'gearworks'", 'Create', 'another version'],
    mods: ['gearworks', 'create'],
  },
  {
    name: 'mixin-plugin-failed.log',
    rule: 'mixin-plugin-failed',
    log: `${t}Loading 40 mods\n[12:00:03] [main/ERROR]: Error encountered during mixin config postInit step 'swiftlight.mixins.json': boom\njava.lang.IllegalStateException: boom\n\tat dev.someone.swiftlight.mixin.LightMixinPlugin.getMixins(LightMixinPlugin.java:40) ~[swiftlight-2.1.jar%23120!/:?]`,
    says: ["'swiftlight'", 'swiftlight.mixins.json', 'postInit', 'java.lang.IllegalStateException'],
    mods: ['swiftlight'],
  },
  {
    name: 'neoforge-loading-errors.log',
    rule: 'neoforge-missing-dependency',
    log: `${e}Loading errors encountered:\n\t- Mod gamma requires balm 7.2.0 or above\n\t\tCurrently, balm is not installed`,
    says: ['Balm', "'gamma'", '7.2.0 or above'],
    mods: ['gamma', 'balm'],
  },
  {
    name: 'named-dependency-missing.log',
    rule: 'named-dependency-missing',
    log: `Found 1 error(s) during startup:\n- Architectury API is a required dependency of Lanternworks 2.0.1 but it is not installed!\nhttps://example.invalid/architectury-api/`,
    says: ['Missing Architectury API', "'Lanternworks 2.0.1'"],
  },
  {
    name: 'mod-channels-mismatch.log',
    rule: 'mod-channels-mismatch',
    log: `[09:14:02] [Netty Client IO #3/ERROR]: Channels [lanternworks:net,glowbugs:main] rejected their server side version number\n[09:14:02] [Netty Client IO #3/ERROR]: Terminating connection with server, mismatched mod list`,
    says: ["'lanternworks', 'glowbugs'", 'same mods at the same versions'],
  },
  {
    name: 'neoforge-mandatory.log',
    rule: 'neoforge-mandatory-field',
    log: `${e}Failed to build mod file\nnet.neoforged.fml.loading.moddiscovery.InvalidModFileException: Missing required field mandatory in dependency (delta-2.0.jar)`,
    says: ['Update NeoForge'],
  },
  {
    name: 'world-corrupt.log',
    rule: 'world-corrupt',
    log: `${t}Preparing level "Survival"\n[12:00:05] [Server thread/ERROR]: Couldn't load chunk [3, 7]\njava.util.zip.ZipException: invalid stored block lengths\n\tat net.minecraft.world.level.chunk.storage.RegionFile.getChunkDataInputStream(RegionFile.java:90)`,
    says: ['"Survival"', 'backup', 'ZipException'],
  },
  {
    name: 'saved-data-unreadable.txt',
    rule: 'saved-data-unreadable',
    log: `---- Minecraft Crash Report ----\nTime: 2024-03-02 10:00:00\nDescription: Loading NBT data\n\njava.util.zip.ZipException: invalid distance too far back\n\tat java.base/java.util.zip.InflaterInputStream.read(InflaterInputStream.java:165)`,
    says: ['Loading NBT data', 'invalid distance too far back', 'backup'],
  },
  {
    name: 'world-locked.log',
    rule: 'world-locked',
    log: `[09:00:00] [main/FATAL] [net.minecraft.server.Main/]: Failed to start the minecraft server\nnet.minecraft.util.DirectoryLock$LockException: ./hub/session.lock: already locked (possibly by other Minecraft instance?)\n\tat net.minecraft.util.DirectoryLock$LockException.alreadyLocked(DirectoryLock.java:98)`,
    says: ['./hub/session.lock', 'another game or server'],
  },
  {
    name: 'disk-full.log',
    rule: 'disk-full',
    log: `[09:00:00] [Server thread/ERROR]: Failed to save chunk\njava.io.IOException: No space left on device\n\tat java.base/java.io.FileOutputStream.writeBytes(Native Method)`,
    says: ['No space left on device', 'Free space'],
  },
  {
    name: 'file-access-denied.log',
    rule: 'file-access-denied',
    log: `[09:00:00] [main/ERROR]: Failed to start the minecraft server\njava.nio.file.AccessDeniedException: /home/mc/server/eula.txt\n\tat java.base/sun.nio.fs.UnixException.translateToIOException(UnixException.java:90)`,
    says: ['/home/mc/server/eula.txt', 'write access'],
  },
  {
    name: 'path-characters.log',
    rule: 'path-characters',
    log: `[10:02:11] [main/ERROR] [FabricLoader/]: Uncaught exception in thread "main"\njava.nio.file.InvalidPathException: Illegal char <?> at index 12: E:\\Games\\??\\.minecraft\\versions\\1.20.1\\1.20.1.jar\n\tat java.base/sun.nio.fs.WindowsPathParser.normalize(WindowsPathParser.java:204)`,
    says: ['E:\\Games\\??', 'non-Unicode programs'],
  },
  {
    name: 'mod-config-unreadable.log',
    rule: 'mod-config-unreadable',
    log: `java.lang.RuntimeException: Could not execute entrypoint stage 'main' due to errors, provided by 'lanterns'!\nCaused by: blue.endless.jankson.api.SyntaxError: Expected a comma or '}' at line 4\n\tat knot//blue.endless.jankson.impl.ObjectParserContext.consume(ObjectParserContext.java:80)\n\tat knot//org.example.lanterns.LanternsConfig.load(LanternsConfig.java:31)\n\tat knot//org.example.lanterns.Lanterns.onInitialize(Lanterns.java:12)`,
    says: ["'lanterns'", 'LanternsConfig.load', 'SyntaxError', 'delete'],
  },
  {
    name: 'process-killed.log',
    rule: 'process-killed',
    log: `[12:00:00] [Server thread/INFO]: Preparing spawn area: 84%\nstart.sh: line 3:  4121 Killed                  java -Xmx6G -jar server.jar nogui`,
    says: ['Killed', 'memory', '-Xmx'],
  },
  {
    name: 'native-exit-code.log',
    rule: 'native-exit-code',
    log: `[12:00:01] [Render thread/INFO]: Backend library: LWJGL version 3.3.3\nProcess crashed with exit code -1073740791 (0xc0000409).`,
    says: ['0xC0000409', 'graphics driver', 'hs_err_pid'],
  },
  {
    name: 'fabric-duplicate-classpath.log',
    rule: 'fabric-duplicate-classpath',
    log: `Caused by: java.lang.IllegalStateException: duplicate ASM classes found on classpath: jar:file:/home/a/.mc/libraries/org/ow2/asm/asm/9.8/asm-9.8.jar!/org/objectweb/asm/ClassReader.class, jar:file:/home/a/.mc/libraries/org/ow2/asm/asm/9.5/asm-9.5.jar!/org/objectweb/asm/ClassReader.class`,
    says: ['ASM', 'asm-9.8.jar, asm-9.5.jar', 'Reinstall Fabric Loader'],
  },
  {
    name: 'fabric-access-widener.log',
    rule: 'fabric-access-widener',
    log: `java.lang.RuntimeException: Failed to read accessWidener file from mod pebblepaths\n\tat net.fabricmc.loader.impl.FabricLoaderImpl.loadAccessWideners(FabricLoaderImpl.java:520)\nCaused by: net.fabricmc.accesswidener.AccessWidenerFormatException: line 1: Namespace (named) does not match current runtime namespace (intermediary)`,
    says: ['pebblepaths is a development build', 'intermediary', 'release jar'],
  },
  {
    name: 'shader-pack-compile.log',
    rule: 'shader-pack-compile',
    log: `Caused by: java.lang.RuntimeException: Failed to compile VERTEX shader for program gbuffers_water.vsh\n\tat net.irisshaders.iris.gl.program.ProgramBuilder.buildShader(ProgramBuilder.java:88)`,
    says: ['gbuffers_water.vsh', 'Iris', 'shader pack off'],
  },
  {
    name: 'server-watchdog.log',
    rule: 'server-watchdog',
    log: `[03:10:00] [Server Watchdog/FATAL]: A single server tick took 61.20 seconds (should be max 0.05)\n[03:10:00] [Server Watchdog/FATAL]: Considering it to be crashed, server will forcibly shutdown.`,
    says: ['61.20 seconds', 'max-tick-time', 'Server thread'],
  },
  {
    name: 'kubejs-script.log',
    rule: 'kubejs-script-error',
    log: `[12:00:03] [main/ERROR] [KubeJS Server/]: server_scripts:recipes.js#42: TypeError: Cannot read property "id" from undefined`,
    says: ['server_scripts/recipes.js', 'line 42', 'Cannot read property'],
  },
  {
    name: 'crafttweaker-script.log',
    rule: 'crafttweaker-script-error',
    log: `[12:00:03.120][ERROR][CraftTweaker-ZenCode]: recipes.zs:14:2: recipes.zs:14:2: Could not find type IIngredientt`,
    says: ['recipes.zs', 'line 14', 'Could not find type IIngredientt'],
  },
  {
    name: 'jar-damaged.log',
    rule: 'jar-damaged',
    log: `${e}Mod discovery failed!\n\tSuppressed: java.lang.RuntimeException: Error analyzing [C:\\mc\\mods\\gadgets-1.2.0.jar]: java.util.zip.ZipException: zip END header not found`,
    says: ['gadgets-1.2.0.jar', 'zip END header not found', 'download it again'],
  },
  {
    name: 'jar-not-for-loader.log',
    rule: 'jar-not-for-loader',
    log: `[12:00:02] [main/WARN] [ne.mi.fm.lo.mo.ModFileParser/LOADING]: Mod file C:\\mc\\libraries\\net\\minecraftforge\\fmlcore\\1.20.1-47.2.0\\fmlcore-1.20.1-47.2.0.jar is missing mods.toml file\n[12:00:02] [main/WARN] [ne.mi.fm.lo.mo.ModFileParser/LOADING]: Mod file C:\\mc\\mods\\tinyfabricmod-1.0.jar is missing mods.toml file`,
    says: ['tinyfabricmod-1.0.jar', 'mods.toml', 'another loader'],
    notMods: ['fmlcore'],
  },
  {
    name: 'incompatible-jars-detected.log',
    rule: 'incompatible-jars-detected',
    log: `[10:00:00] [main/ERROR] [unimixins]: - Detected incompatible jars: [spongemixins-1.2.0.jar, old-gasstation-0.3.jar]\n[10:00:00] [main/ERROR] [unimixins]: The game will almost certainly crash!`,
    says: ['spongemixins-1.2.0.jar', 'old-gasstation-0.3.jar', 'unimixins'],
    mods: ['spongemixins', 'old-gasstation'],
  },
  {
    name: 'mod-jar-load-failed.log',
    rule: 'mod-jar-load-failed',
    log: `[10:00:00] [main/ERROR]: Failed to load Forge mods in Kilt!\n[10:00:00] [main/ERROR]: - lanterns-forge-2.0.jar failed to load! Exception:\n[10:00:00] [main/ERROR]: java.lang.IllegalStateException: bad manifest\n\tat knot//xyz.bluspring.kilt.loader.KiltLoader.scanMods(KiltLoader.kt:86)`,
    says: ['lanterns-forge-2.0.jar', 'Kilt', 'IllegalStateException: bad manifest'],
    mods: ['lanterns'],
  },
  {
    name: 'registry-frozen.log',
    rule: 'registry-frozen',
    log: `${e}Failed to start\njava.lang.IllegalStateException: Registry is already frozen (trying to add key ResourceKey[minecraft:item / latemod:widget])\n\tat net.minecraft.core.MappedRegistry.validateWrite(MappedRegistry.java:1)`,
    says: ["'latemod'", 'latemod:widget', 'too late'],
    mods: ['latemod'],
  },
  {
    name: 'forge-event-handler.log',
    rule: 'forge-event-handler-crash',
    log: `[12:00:04] [Server thread/ERROR] [ne.mi.ev.EventBus/EVENTBUS]: Exception caught during firing event: boom\n\tIndex: 1\n\tListeners:\n\t\t0: NORMAL\n\t\t1: ASM: class dev.maker.beacons.BeaconEvents onTick(Lnet/minecraftforge/event/TickEvent$ServerTickEvent;)V\njava.lang.IllegalStateException: boom\n\tat dev.maker.beacons.BeaconEvents.onTick(BeaconEvents.java:40)`,
    says: ['dev.maker.beacons.BeaconEvents', "'beacons'"],
    mods: ['beacons'],
  },
  {
    name: 'server-jar-unreadable.log',
    rule: 'server-jar-unreadable',
    log: `Starting server with 4G of RAM\nError: Invalid or corrupt jarfile fabric-server-launch.jar`,
    says: ['fabric-server-launch.jar', 'Download the jar again'],
  },
  {
    name: 'eula-not-accepted.log',
    rule: 'eula-not-accepted',
    log: `[10:00:00] [Server thread/INFO]: Starting minecraft server version 1.18.2\n[10:00:00] [Server thread/INFO]: You need to agree to the EULA in order to run the server. Go to eula.txt for more info.`,
    says: ['eula=true'],
  },
  {
    name: 'vanilla-client-rejected.log',
    rule: 'vanilla-client-rejected',
    log: `[Netty Server IO #3/INFO] [ne.mi.ne.NetworkHooks/]: Disconnecting VANILLA connection attempt: This server has mods that require Forge to be installed on the client. Contact your server admin for more details.\n[Netty Server IO #3/INFO] [ne.mi.ne.NetworkRegistry/NETREGISTRY]: Channels [lanterns:main] rejected vanilla connections`,
    says: ['joined as vanilla'],
  },
  {
    name: 'main-class-missing.log',
    rule: 'main-class-missing',
    log: `Error: Could not find or load main class net.fabricmc.loader.impl.launch.knot.KnotClient\nCaused by: java.lang.ClassNotFoundException: net.fabricmc.loader.impl.launch.knot.KnotClient`,
    says: ['net.fabricmc.loader.impl.launch.knot.KnotClient'],
  },
  {
    name: 'launcher-loader-setup.log',
    rule: 'launcher-loader-setup',
    log: `Exception caught from launcher\njava.lang.RuntimeException: Unable to detect the forge installer!\n\tat io.github.zekerzhayard.forgewrapper.installer.detector.IFileDetector.getDataFromInstaller(IFileDetector.java:150)\n\tat io.github.zekerzhayard.forgewrapper.installer.Main.main(Main.java:40)\n\tat org.prismlauncher.launcher.impl.StandardLauncher.launch(StandardLauncher.java:100)`,
    says: ['Unable to detect the forge installer!', 'ForgeWrapper'],
  },
  {
    name: 'plugin-enable-failed.log',
    rule: 'plugin-enable-failed',
    log: `[10:00:00 ERROR]: Error occurred while enabling ShopSigns v3.1 (Is it up to date?)\njava.lang.NullPointerException: sign\n\tat dev.someone.shopsigns.ShopSigns.onEnable(ShopSigns.java:40)`,
    says: ['ShopSigns', 'NullPointerException'],
    mods: ['ShopSigns'],
  },
  {
    name: 'server-not-responding.log',
    rule: 'server-not-responding',
    log: `[10:00:00 ERROR]: The server has stopped responding! This is (probably) not a Spigot bug.\n[10:00:00 ERROR]: Current Thread: Server thread\n[10:00:00 ERROR]: \tStack:\n[10:00:00 ERROR]: \t\tdev.someone.shopsigns.SignScan.all(SignScan.java:12)`,
    says: ['dev.someone.shopsigns.SignScan.all(SignScan.java:12)', 'package dev.someone.shopsigns'],
    notMods: ['shopsigns'],
  },
  {
    name: 'thread-deadlock.log',
    rule: 'thread-deadlock',
    log: `Found one Java-level deadlock:\n"Render thread":\n  which is held by "Saver"\n"Saver":\n  which is held by "Render thread"\nJava stack information for the threads listed above:\n"Saver":\n\tat dev.someone.autosave.Saver.flush(Saver.java:12)`,
    says: ['Render thread, Saver', 'dev.someone.autosave.Saver.flush(Saver.java:12)'],
    notMods: ['autosave'],
  },
  {
    name: 'opengl-unavailable.log',
    rule: 'opengl-unavailable',
    log: `-- System Details --\n\tOpenGlVersion: null`,
    says: ['OpenGlVersion: null'],
  },
  {
    name: 'outdated-gpu-driver.log',
    rule: 'outdated-gpu-driver',
    log: `-- System Details --\n\tBackend API: Intel(R) HD Graphics 4000 GL version 4.0.0 - Build 10.18.10.4100, Intel`,
    says: ['Intel(R) HD Graphics 4000', '10.18.10.4100', '15.33.53.5161'],
  },
  {
    name: 'sponge-forge-mismatch.log',
    rule: 'sponge-forge-mismatch',
    log: `[09:00:00] [main/INFO] [Sponge]: /* Oh dear. It seems like this version of Sponge is not compatible with the version */\n[09:00:00] [main/INFO] [Sponge]: /*   The patch which failed requires Forge build: 2838 */\n[09:00:00] [main/INFO] [Sponge]: /*   but you are running build: 2860 */`,
    says: ['Forge 2838', 'Forge 2860'],
  },
  {
    name: 'floodgate-key.log',
    rule: 'floodgate-key',
    log: `[10:00:00 INFO]: [Geyser] Player connected with username Steve\n[10:00:01 WARN]: java.lang.NullPointerException\n[10:00:01 WARN]: \tat java.nio.file.Files.provider(Files.java:100)\n[10:00:01 WARN]: \tat java.nio.file.Files.readAllBytes(Files.java:3205)\n[10:00:01 WARN]: \tat org.geysermc.floodgate.util.EncryptionUtil.getKeyFromFile(EncryptionUtil.java:92)`,
    says: ['key.pem'],
    mods: ['floodgate'],
  },
  {
    name: 'server-software-error.log',
    rule: 'server-software-error',
    log: `Exception in thread "main" java.lang.ExceptionInInitializerError\n\tat org.kettingpowered.launcher.Main.main(Main.java:10)\nCaused by: java.lang.IllegalStateException: Found two server jars in the libraries folder.\n\tat org.kettingpowered.ketting.internal.Versions.<clinit>(Versions.java:20)`,
    says: ['Ketting', 'Found two server jars in the libraries folder.'],
    notMods: ['launcher', 'kettingpowered'],
  },
  {
    name: 'server-address.log',
    rule: 'server-address',
    log: `[12:00:01] [Server thread/INFO] [minecraft/DedicatedServer]: Starting Minecraft server on mybox.lan:25565\n[12:00:01] [Server thread/ERROR] [minecraft/DedicatedServer]: Failed to start the minecraft server\njava.net.UnknownHostException: mybox.lan`,
    says: ['server-ip', 'mybox.lan'],
  },
];

async function analyze(log: string): Promise<CrashAnalysis> {
  return analyzeCrash({ text: log, name: 'fixture' });
}

describe('crash rules (one generated fixture per rule)', () => {
  for (const f of FIXTURES) {
    it(`${f.name} → ${f.rule}`, async () => {
      const result = await analyze(f.log);
      const finding = result.findings.find((x) => x.rule === f.rule);
      assert.ok(finding, `no ${f.rule} finding; got ${result.findings.map((x) => x.rule).join(', ') || 'none'}`);
      const text = `${finding.title} ${finding.detail} ${finding.advice}`;
      for (const s of f.says ?? []) assert.ok(text.includes(s), `"${s}" not in: ${text}`);
      for (const m of f.mods ?? []) assert.ok(finding.mods.includes(m), `mod ${m} not in ${finding.mods.join(',')}`);
      for (const m of f.notMods ?? []) assert.ok(!finding.mods.includes(m), `mod ${m} named but absent from the log`);
      if (f.java !== undefined) assert.equal(finding.javaRequired, f.java);
      assert.ok(
        finding.evidence.length > 0 &&
          finding.evidence.every((ev) => ev.line >= 1 && f.log.split('\n')[ev.line - 1] === ev.text),
        'evidence lines point at the log',
      );
    });
  }

  it('has a fixture for every rule and covers every row 1–54 of the rule table', () => {
    const covered = new Set(FIXTURES.map((f) => f.rule));
    const missing = crashRules.filter((r) => !covered.has(r.id)).map((r) => r.id);
    assert.deepEqual(missing, []);
    const rows = new Set(crashRules.map((r) => r.row));
    const absent = Array.from({ length: 54 }, (_, i) => i + 1).filter((row) => !rows.has(row));
    assert.deepEqual(absent, []);
    const ids = crashRules.map((r) => r.id);
    assert.equal(new Set(ids).size, ids.length, 'rule ids are unique');
    for (const id of ids) assert.match(id, /^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });
});

describe('crash analyzer: benign logs (fixture 48)', () => {
  it('finds nothing wrong in a normal start-up with a mod list', async () => {
    const mods = Array.from({ length: 75 }, (_, i) => `\t- mod${i} 1.0.${i}`).join('\n');
    const log = `${t}Loading Minecraft 1.20.1 with Fabric Loader 0.15.7\n${t}Loading 75 mods:\n${mods}\n${t}SpongePowered MIXIN Subsystem Version=0.8.5\n[12:00:05] [main/WARN]: @Mixin target net.minecraft.class_287 was not found owo.mixins.json:BufferBuilderAccessor from mod owo\n${t}Backend library: LWJGL version 3.3.1\n[12:00:09] [Render thread/INFO]: Reloading ResourceManager: vanilla, fabric\n[12:00:12] [Render thread/INFO]: Sound engine started\n`;
    const result = await analyze(log);
    assert.deepEqual(
      result.findings.map((f) => f.rule),
      [],
    );
    assert.equal(result.facts.minecraft, '1.20.1');
    assert.deepEqual(result.facts.loader, { type: 'fabric', version: '0.15.7' });
    assert.equal(result.facts.modsListed, 75);
  });

  it('reports Fabric warnings that still reach the title screen as info only', async () => {
    const log = `[main/WARN]: Warnings were found!\n - Mod 'Sodium Extra' (sodium-extra) recommends any version of mod reeses-sodium-options, which is missing!\n\t - You must install any version of reeses-sodium-options.\n${t}Loading 2 mods:\n[Render thread/INFO]: Created: 1024x512x4 minecraft:textures/atlas/blocks.png-atlas\n`;
    const result = await analyze(log);
    assert.ok(result.findings.length > 0);
    assert.ok(
      result.findings.every((f) => f.severity !== 'error'),
      result.findings.map((f) => `${f.rule}:${f.severity}`).join(','),
    );
  });

  it('does not blame a mod for a crash whose stack holds only game and Java frames', async () => {
    const log =
      '---- Minecraft Crash Report ----\nDescription: Exception in server tick loop\n\njava.lang.IllegalStateException: Failed to initialize server\n\tat net.minecraft.server.MinecraftServer.run(MinecraftServer.java:100)\n\tat java.lang.Thread.run(Thread.java:833)\n\n-- System Details --\n\tSuspected Mods: Unknown\n';
    const result = await analyze(log);
    assert.ok(
      result.findings.every((f) => f.mods.length === 0),
      JSON.stringify(result.findings),
    );
    assert.ok(result.findings.every((f) => f.rule !== 'suspected-mods'));
  });
});
