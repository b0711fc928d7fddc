import { classOwnerIn } from './classOwnerIn';

/**
 * The most-used library and API mods, by the ids loaders print, the Java packages their classes live in and the
 * names people know them by, with where to get them. A missing class, a stack frame or a mixin target in one of
 * these packages names the library (the mod to install or update), never the loader or a version number.
 */
export interface LibraryMod {
  /** The mod id loaders print (the first is the usual one; the others are ids of its modules or older ids). */
  ids: string[];
  name: string;
  /** Package prefixes (with the trailing dot) of the library's classes. */
  packages: string[];
  /** Where to get it. */
  url: string;
  /**
   * Whether its packages exist only while it runs (the game's own calls are renamed into them at load, as lwjgl3ify
   * does with LWJGL 2's): a class of theirs that cannot be loaded is missing from the installed build, never the
   * library itself.
   */
  onlyWhileRunning?: boolean;
}

export const LIBRARY_MODS: readonly LibraryMod[] = [
  {
    ids: ['fabric-api', 'fabric'],
    name: 'Fabric API',
    packages: ['net.fabricmc.fabric.'],
    url: 'https://modrinth.com/mod/fabric-api',
  },
  {
    ids: ['qsl', 'quilted_fabric_api'],
    name: 'Quilted Fabric API (QFAPI/QSL)',
    packages: ['org.quiltmc.qsl.', 'org.quiltmc.quilted_fabric_api.'],
    url: 'https://modrinth.com/mod/qsl',
  },
  {
    // Runs Fabric mods on Forge and NeoForge (with Forgified Fabric API, whose classes are Fabric API's own).
    ids: ['connectormod', 'connector'],
    name: 'Sinytra Connector',
    packages: ['org.sinytra.connector.', 'dev.su5ed.sinytra.connector.'],
    url: 'https://modrinth.com/mod/connector',
  },
  {
    // Fabric API's port for Connector on Forge/NeoForge (id `fabric_api`); its classes are Fabric API's own.
    ids: ['fabric_api'],
    name: 'Forgified Fabric API',
    packages: [],
    url: 'https://modrinth.com/mod/forgified-fabric-api',
  },
  {
    ids: ['connectorextras'],
    name: 'Connector Extras',
    packages: ['org.sinytra.connectorextras.', 'dev.su5ed.sinytra.connectorextras.'],
    url: 'https://modrinth.com/mod/connector-extras',
  },
  {
    ids: ['architectury'],
    name: 'Architectury API',
    packages: ['dev.architectury.', 'me.shedaniel.architectury.'],
    url: 'https://modrinth.com/mod/architectury-api',
  },
  {
    ids: ['cloth-config', 'cloth_config', 'cloth-config2'],
    name: 'Cloth Config API',
    packages: [
      'me.shedaniel.clothconfig2.',
      'me.shedaniel.autoconfig.',
      'me.shedaniel.autoconfig1u.',
      'me.shedaniel.cloth.',
    ],
    url: 'https://modrinth.com/mod/cloth-config',
  },
  {
    // The original Auto Config (before Cloth Config took it in as me.shedaniel.autoconfig): a library, never the mod.
    ids: ['autoconfig1u'],
    name: 'Auto Config',
    packages: ['me.sargunvohra.mcmods.autoconfig1u.'],
    url: 'https://www.curseforge.com/minecraft/mc-mods/auto-config-updated-api',
  },
  {
    ids: ['geckolib', 'geckolib3'],
    name: 'GeckoLib',
    packages: ['software.bernie.geckolib.', 'software.bernie.geckolib3.', 'software.bernie.example.'],
    url: 'https://modrinth.com/mod/geckolib',
  },
  {
    ids: ['kotlinforforge'],
    name: 'Kotlin for Forge',
    packages: ['thedarkcolour.kotlinforforge.', 'kotlin.', 'kotlinx.'],
    url: 'https://modrinth.com/mod/kotlin-for-forge',
  },
  {
    ids: ['fabric-language-kotlin', 'fabric_language_kotlin'],
    name: 'Fabric Language Kotlin',
    packages: ['net.fabricmc.language.kotlin.'],
    url: 'https://modrinth.com/mod/fabric-language-kotlin',
  },
  { ids: ['balm'], name: 'Balm', packages: ['net.blay09.mods.balm.'], url: 'https://modrinth.com/mod/balm' },
  {
    ids: ['crafttweaker'],
    name: 'CraftTweaker',
    packages: ['com.blamejared.crafttweaker.', 'crafttweaker.'],
    url: 'https://www.curseforge.com/minecraft/mc-mods/crafttweaker',
  },
  { ids: ['kubejs'], name: 'KubeJS', packages: ['dev.latvian.mods.kubejs.'], url: 'https://modrinth.com/mod/kubejs' },
  {
    ids: ['rhino'],
    name: 'Rhino (KubeJS)',
    packages: ['dev.latvian.mods.rhino.'],
    url: 'https://modrinth.com/mod/rhino',
  },
  {
    ids: ['lootjs'],
    name: 'LootJS (KubeJS add-on)',
    packages: ['com.almostreliable.lootjs.'],
    url: 'https://modrinth.com/mod/lootjs',
  },
  {
    ids: ['morejs'],
    name: 'MoreJS (KubeJS add-on)',
    packages: ['com.almostreliable.morejs.'],
    url: 'https://modrinth.com/mod/morejs',
  },
  {
    ids: ['kubejs_create', 'kubejs-create'],
    name: 'KubeJS Create',
    packages: ['dev.latvian.mods.kubejs.create.'],
    url: 'https://modrinth.com/mod/kubejs-create',
  },
  {
    ids: ['probejs'],
    name: 'ProbeJS (KubeJS add-on)',
    packages: ['com.probejs.', 'moe.wolfgirl.probejs.'],
    url: 'https://modrinth.com/mod/probejs',
  },
  {
    ids: ['curios'],
    name: 'Curios API',
    packages: ['top.theillusivec4.curios.'],
    url: 'https://modrinth.com/mod/curios',
  },
  {
    ids: ['trinkets'],
    name: 'Trinkets',
    packages: ['dev.emi.trinkets.'],
    url: 'https://modrinth.com/mod/trinkets',
  },
  {
    ids: ['jei'],
    name: 'Just Enough Items (JEI)',
    packages: ['mezz.jei.'],
    url: 'https://modrinth.com/mod/jei',
  },
  {
    ids: ['patchouli'],
    name: 'Patchouli',
    packages: ['vazkii.patchouli.'],
    url: 'https://modrinth.com/mod/patchouli',
  },
  {
    ids: ['puzzleslib'],
    name: 'Puzzles Lib',
    packages: ['fuzs.puzzleslib.'],
    url: 'https://modrinth.com/mod/puzzles-lib',
  },
  {
    ids: ['forgeconfigapiport'],
    name: 'Forge Config API Port',
    packages: ['fuzs.forgeconfigapiport.', 'net.minecraftforge.common.ForgeConfigSpec'],
    url: 'https://modrinth.com/mod/forge-config-api-port',
  },
  {
    ids: ['owo', 'owo-lib'],
    name: 'oωo (owo-lib)',
    packages: ['io.wispforest.owo.'],
    url: 'https://modrinth.com/mod/owo-lib',
  },
  {
    ids: ['yet_another_config_lib_v3', 'yet-another-config-lib', 'yacl'],
    name: 'YetAnotherConfigLib (YACL)',
    packages: ['dev.isxander.yacl3.', 'dev.isxander.yacl.'],
    url: 'https://modrinth.com/mod/yacl',
  },
  {
    ids: ['malilib'],
    name: 'MaLiLib',
    packages: ['fi.dy.masa.malilib.'],
    url: 'https://modrinth.com/mod/malilib',
  },
  {
    ids: ['modmenu'],
    name: 'Mod Menu',
    packages: ['com.terraformersmc.modmenu.', 'io.github.prospector.modmenu.'],
    url: 'https://modrinth.com/mod/modmenu',
  },
  {
    ids: ['citadel'],
    name: 'Citadel',
    packages: ['com.github.alexthe666.citadel.'],
    url: 'https://www.curseforge.com/minecraft/mc-mods/citadel',
  },
  {
    // L_Ender's Cataclysm needs it (since 2.0), and CurseForge does not always install it with the mod.
    ids: ['lionfishapi'],
    name: 'Lionfish API',
    packages: ['com.github.L_Ender.lionfishapi.'],
    url: 'https://www.curseforge.com/minecraft/mc-mods/lionfish-api',
  },
  {
    ids: ['bookshelf'],
    name: 'Bookshelf',
    packages: ['net.darkhax.bookshelf.'],
    url: 'https://modrinth.com/mod/bookshelf-lib',
  },
  {
    // Forge 1.7–1.12 builds also held CoFH's API and utilities (`cofh.api.`, `cofh.util.` before 1.7.10's 3.0.0B4).
    ids: ['cofh_core', 'cofhcore'],
    name: 'CoFH Core',
    packages: ['cofh.core.', 'cofh.lib.', 'cofh.api.', 'cofh.util.'],
    url: 'https://www.curseforge.com/minecraft/mc-mods/cofh-core',
  },
  {
    ids: ['autoreglib'],
    name: 'AutoRegLib',
    packages: ['vazkii.arl.'],
    url: 'https://www.curseforge.com/minecraft/mc-mods/autoreglib',
  },
  {
    ids: ['moonlight'],
    name: 'Moonlight Lib',
    packages: ['net.mehvahdjukaar.moonlight.'],
    url: 'https://modrinth.com/mod/moonlight',
  },
  {
    ids: ['resourcefullib'],
    name: 'Resourceful Lib',
    packages: ['com.teamresourceful.resourcefullib.'],
    url: 'https://modrinth.com/mod/resourceful-lib',
  },
  {
    ids: ['terrablender'],
    name: 'TerraBlender',
    packages: ['terrablender.'],
    url: 'https://modrinth.com/mod/terrablender',
  },
  {
    ids: ['playeranimator', 'player-animator'],
    name: 'playerAnimator',
    packages: ['dev.kosmx.playerAnim.'],
    url: 'https://modrinth.com/mod/playeranimator',
  },
  {
    // LuckPerms and other permission mods on Fabric ask for it, and many server-side mods bundle it: an old copy built for another Minecraft is
    // the mod to update when its `Permissions.check` meets a game method that is not there.
    ids: ['fabric-permissions-api-v0', 'fabric-permissions-api'],
    name: 'Fabric Permissions API',
    packages: ['me.lucko.fabric.api.permissions.'],
    url: 'https://modrinth.com/mod/fabric-permissions-api',
  },
  {
    // Kyanite's config library (Deeper and Darker 1.19.x); published on Modrinth only.
    ids: ['paragon'],
    name: 'Paragon',
    packages: ['com.kyanite.paragon.'],
    url: 'https://modrinth.com/mod/paragon',
  },
  {
    ids: ['mixinextras'],
    name: 'MixinExtras',
    packages: ['com.llamalad7.mixinextras.'],
    url: 'https://modrinth.com/mod/mixinextras',
  },
  {
    ids: ['codechickenlib'],
    name: 'CodeChicken Lib',
    packages: ['codechicken.lib.'],
    url: 'https://www.curseforge.com/minecraft/mc-mods/codechicken-lib-1-8',
  },
  {
    ids: ['mantle'],
    name: 'Mantle',
    packages: ['slimeknights.mantle.'],
    url: 'https://www.curseforge.com/minecraft/mc-mods/mantle',
  },
  {
    ids: ['supermartijn642corelib'],
    name: "SuperMartijn642's Core Lib",
    packages: ['com.supermartijn642.core.'],
    url: 'https://modrinth.com/mod/supermartijn642s-core-lib',
  },
  {
    ids: ['collective'],
    name: 'Collective',
    packages: ['com.natamus.collective.'],
    url: 'https://modrinth.com/mod/collective',
  },
  {
    ids: ['iceberg'],
    name: 'Iceberg',
    packages: ['com.anthonyhilyard.iceberg.'],
    url: 'https://modrinth.com/mod/iceberg',
  },
  {
    ids: ['framework'],
    name: 'Framework',
    packages: ['com.mrcrayfish.framework.'],
    url: 'https://modrinth.com/mod/framework',
  },
  // Forge libraries of 1.7.10–1.20 packs, by the ids their loaders printed over the years.
  {
    ids: ['forgemultipart', 'forgemultipartcbe', 'cb_multipart', 'mcmultipart', 'forgemicroblock'],
    name: 'Forge Multipart',
    packages: ['codechicken.multipart.', 'codechicken.microblock.'],
    url: 'https://www.curseforge.com/minecraft/mc-mods/forge-multipart-cbe',
  },
  {
    ids: ['llibrary'],
    name: 'LLibrary',
    packages: ['net.ilexiconn.llibrary.'],
    url: 'https://www.curseforge.com/minecraft/mc-mods/llibrary',
  },
  {
    ids: ['mmdlib'],
    name: 'MMD Lib',
    packages: ['com.mcmoddev.lib.'],
    url: 'https://www.curseforge.com/minecraft/mc-mods/mmdlib',
  },
  {
    ids: ['endercore'],
    name: 'EnderCore',
    packages: ['com.enderio.core.'],
    url: 'https://www.curseforge.com/minecraft/mc-mods/endercore',
  },
  {
    ids: ['brandonscore'],
    name: "Brandon's Core",
    packages: ['com.brandon3055.brandonscore.'],
    url: 'https://www.curseforge.com/minecraft/mc-mods/brandons-core',
  },
  {
    // LWJGL 2's API for Forge 1.7.10 and 1.12.2 on LWJGL 3 and a modern Java (`org.lwjglx.`, remapped from
    // `org.lwjgl.`): a class it lacks is LWJGL 2 code the layer does not carry.
    ids: ['lwjgl3ify'],
    name: 'lwjgl3ify (LWJGL 2 compatibility layer)',
    packages: ['org.lwjglx.', 'me.eigenraven.lwjgl3ify.'],
    url: 'https://github.com/GTNewHorizons/lwjgl3ify',
    onlyWhileRunning: true,
  },
  {
    ids: ['baubles'],
    name: 'Baubles',
    packages: ['baubles.api.', 'baubles.common.'],
    url: 'https://www.curseforge.com/minecraft/mc-mods/baubles',
  },
  {
    ids: ['forgelin'],
    name: "Shadowfacts' Forgelin",
    packages: ['net.shadowfacts.forgelin.'],
    url: 'https://www.curseforge.com/minecraft/mc-mods/shadowfacts-forgelin',
  },
  {
    ids: ['cucumber'],
    name: 'Cucumber Library',
    packages: ['com.blakebr0.cucumber.'],
    url: 'https://www.curseforge.com/minecraft/mc-mods/cucumber',
  },
  {
    ids: ['silentlib'],
    name: 'Silent Lib',
    packages: ['net.silentchaos512.lib.'],
    url: 'https://www.curseforge.com/minecraft/mc-mods/silent-lib',
  },
  {
    // Called Ortus before its 1.18 releases (Malum's library).
    ids: ['lodestone', 'ortus'],
    name: 'Lodestone',
    packages: ['team.lodestar.lodestone.', 'com.sammy.ortus.'],
    url: 'https://www.curseforge.com/minecraft/mc-mods/lodestone',
  },
  {
    ids: ['reborncore'],
    name: 'Reborn Core',
    packages: ['reborncore.'],
    url: 'https://modrinth.com/mod/reborncore',
  },
  {
    ids: ['valhelsia_core'],
    name: 'Valhelsia Core',
    packages: ['net.valhelsia.valhelsia_core.'],
    url: 'https://www.curseforge.com/minecraft/mc-mods/valhelsia-core',
  },
  {
    // Electrodynamics' and Nuclear Science's shared code since 2024.
    ids: ['voltaic'],
    name: 'Voltaic',
    packages: ['voltaic.'],
    url: 'https://www.curseforge.com/minecraft/mc-mods/voltaic',
  },
  {
    ids: ['modernui'],
    name: 'Modern UI',
    packages: ['icyllis.modernui.'],
    url: 'https://www.curseforge.com/minecraft/mc-mods/modern-ui',
  },
  {
    ids: ['observerlib'],
    name: 'ObserverLib',
    packages: ['hellfirepvp.observerlib.'],
    url: 'https://www.curseforge.com/minecraft/mc-mods/observerlib',
  },
  {
    ids: ['mcjtylib', 'mcjtylib_ng'],
    name: 'McJtyLib',
    packages: ['mcjty.lib.'],
    url: 'https://www.curseforge.com/minecraft/mc-mods/mcjtylib',
  },
  {
    ids: ['sonarcore'],
    name: 'Sonar Core',
    packages: ['sonar.core.'],
    url: 'https://www.curseforge.com/minecraft/mc-mods/sonar-core',
  },
  {
    ids: ['zerocore'],
    name: 'Zero CORE',
    packages: ['it.zerono.mods.zerocore.'],
    url: 'https://www.curseforge.com/minecraft/mc-mods/zerocore',
  },
  {
    ids: ['placebo'],
    name: 'Placebo',
    packages: ['shadows.placebo.', 'dev.shadowsoffire.placebo.'],
    url: 'https://www.curseforge.com/minecraft/mc-mods/placebo',
  },
  {
    ids: ['blueprint'],
    name: 'Blueprint',
    packages: ['com.teamabnormals.blueprint.'],
    url: 'https://www.curseforge.com/minecraft/mc-mods/blueprint',
  },
  {
    ids: ['abnormals_core'],
    name: 'Abnormals Core',
    packages: ['com.minecraftabnormals.abnormals_core.'],
    url: 'https://www.curseforge.com/minecraft/mc-mods/abnormals-core',
  },
  {
    ids: ['titanium'],
    name: 'Titanium',
    packages: ['com.hrznstudio.titanium.'],
    url: 'https://www.curseforge.com/minecraft/mc-mods/titanium',
  },
  {
    ids: ['guideapi'],
    name: 'Guide-API',
    packages: ['amerifrance.guideapi.'],
    url: 'https://www.curseforge.com/minecraft/mc-mods/guide-api',
  },
  {
    ids: ['markdown_manual'],
    name: 'Markdown Manual',
    packages: ['li.cil.manual.'],
    url: 'https://www.curseforge.com/minecraft/mc-mods/markdownmanual',
  },
  {
    ids: ['opencomputers'],
    name: 'OpenComputers',
    packages: ['li.cil.oc.'],
    url: 'https://www.curseforge.com/minecraft/mc-mods/opencomputers',
  },
  {
    ids: ['teslacorelib'],
    name: 'Tesla Core Lib',
    packages: ['net.ndrei.teslacorelib.'],
    url: 'https://www.curseforge.com/minecraft/mc-mods/tesla-core-lib',
  },
  {
    ids: ['flywheel'],
    name: 'Flywheel',
    packages: ['com.jozufozu.flywheel.', 'dev.engine_room.flywheel.'],
    url: 'https://modrinth.com/mod/flywheel',
  },
  {
    // A server plugin (Bukkit, Spigot, Paper and their hybrids) that many other plugins build on.
    ids: ['protocollib'],
    name: 'ProtocolLib',
    packages: ['com.comphenix.protocol.'],
    url: 'https://github.com/dmulloy2/ProtocolLib',
  },
  {
    ids: ['forgeconfigapiport'],
    name: 'Forge Config API Port',
    packages: ['fuzs.forgeconfigapiport.'],
    url: 'https://modrinth.com/mod/forge-config-api-port',
  },
  {
    ids: ['fabrictools', 'gbfabrictools'],
    name: 'GBfabrictools',
    packages: ['de.guntram.mcmod.fabrictools.'],
    url: 'https://modrinth.com/mod/gbfabrictools',
  },
  {
    ids: ['sodium'],
    name: 'Sodium',
    packages: ['me.jellysquid.mods.sodium.', 'net.caffeinemc.mods.sodium.'],
    url: 'https://modrinth.com/mod/sodium',
  },
  {
    ids: ['iris'],
    name: 'Iris Shaders',
    packages: ['net.coderbot.iris.', 'net.irisshaders.iris.'],
    url: 'https://modrinth.com/mod/iris',
  },
  {
    ids: ['cyclopscore'],
    name: 'CyclopsCore',
    packages: ['org.cyclops.cyclopscore.'],
    url: 'https://www.curseforge.com/minecraft/mc-mods/cyclops-core',
  },
  {
    ids: ['commoncapabilities'],
    name: 'Common Capabilities',
    packages: ['org.cyclops.commoncapabilities.'],
    url: 'https://www.curseforge.com/minecraft/mc-mods/common-capabilities',
  },
  {
    ids: ['sophisticatedcore'],
    name: 'Sophisticated Core',
    packages: ['net.p3pp3rf1y.sophisticatedcore.'],
    url: 'https://www.curseforge.com/minecraft/mc-mods/sophisticated-core',
  },
  {
    ids: ['ldlib'],
    name: 'LDLib (LowDragLib)',
    packages: ['com.lowdragmc.lowdraglib.'],
    url: 'https://www.curseforge.com/minecraft/mc-mods/ldlib',
  },
  {
    ids: ['bdlib'],
    name: 'BdLib',
    packages: ['net.bdew.lib.'],
    url: 'https://www.curseforge.com/minecraft/mc-mods/bdlib',
  },
  {
    ids: ['productivelib'],
    name: 'ProductiveLib',
    packages: ['cy.jdkdigital.productivelib.'],
    url: 'https://www.curseforge.com/minecraft/mc-mods/productivelib',
  },
  {
    ids: ['distanthorizons'],
    name: 'Distant Horizons',
    packages: ['com.seibel.distanthorizons.', 'com.seibel.lod.'],
    url: 'https://modrinth.com/mod/distanthorizons',
  },
  // Map mods other mods build on: add-ons and integrations (waypoints, a train map, season HUDs) call their classes,
  // so a class or method missing there means the two were built for different versions of the map mod.
  {
    ids: ['journeymap'],
    name: 'JourneyMap',
    packages: ['journeymap.'],
    url: 'https://modrinth.com/mod/journeymap',
  },
  {
    ids: ['xaeroworldmap'],
    name: "Xaero's World Map",
    packages: ['xaero.map.'],
    url: 'https://modrinth.com/mod/xaeros-world-map',
  },
  {
    ids: ['xaerominimap', 'xaerominimapfair'],
    name: "Xaero's Minimap",
    packages: ['xaero.common.', 'xaero.minimap.', 'xaero.hud.'],
    url: 'https://modrinth.com/mod/xaeros-minimap',
  },
  {
    // Shared by Xaero's two maps since World Map 1.40 and Minimap 25.3 (classes moved here from xaero.map and xaero.common).
    ids: ['xaerolib'],
    name: "Xaero's Lib",
    packages: ['xaero.lib.'],
    url: 'https://modrinth.com/mod/xaeros-lib',
  },
];

/** The loaders' and the game's own packages: a class in them is never a library to install. */
export const LOADER_PACKAGES: readonly { prefix: string; loader: string }[] = [
  { prefix: 'net.minecraftforge.', loader: 'Forge' },
  { prefix: 'cpw.mods.fml.', loader: 'Forge' },
  { prefix: 'net.neoforged.', loader: 'NeoForge' },
  { prefix: 'net.fabricmc.loader.', loader: 'Fabric Loader' },
  { prefix: 'net.fabricmc.api.', loader: 'Fabric Loader' },
  { prefix: 'org.quiltmc.loader.', loader: 'Quilt Loader' },
];

/** Launchers' and the JVM's own packages: never blamed, never a library to install. */
export const LAUNCHER_PACKAGES: readonly string[] = [
  'org.prismlauncher.',
  'org.multimc.',
  'org.polymc.',
  'org.jackhuang.hmcl.',
  'com.tlauncher.',
  'org.tlauncher.',
  'moe.yushi.authlibinjector.',
  'net.minecraft.launchwrapper.',
  'net.minecraft.bootstrap.',
  'com.atlauncher.',
  'com.skcraft.launcher.',
  'io.github.zekerzhayard.',
  // The Modrinth App's game-side launcher, Pojav's, and a launch wrapper some launchers use (`oolloo.jlw.Wrapper`).
  'com.modrinth.theseus.',
  'net.kdt.pojavlaunch.',
  'oolloo.jlw.',
  // GravitLauncher, which servers' own launchers are built on (`pro.gravit.launcher.client.ClientLauncherEntryPoint`).
  'pro.gravit.',
  'java.',
  'javax.',
  'jdk.',
  'sun.',
  'com.sun.',
];

/** The library whose package holds `className` (longest prefix wins), or null. */
export function libraryOfClass(className: string): LibraryMod | null {
  return classOwnerIn(LIBRARY_MODS, className);
}

/** The library a mod id (or a mixin config's or a Fabric API module's id) belongs to, or null. */
export function libraryOfId(id: string): LibraryMod | null {
  const lower = id.toLowerCase();
  if (/^fabric-[a-z-]+-v\d+$|^fabric-api-[a-z-]+$/.test(lower)) return LIBRARY_MODS[0]!;
  if (/^quilted_fabric_|^qsl_|^quilt_[a-z_]+$/.test(lower) && lower !== 'quilt_loader') return LIBRARY_MODS[1]!;
  return LIBRARY_MODS.find((l) => l.ids.includes(lower)) ?? null;
}

/**
 * The library people call `name` (`Architectury API`, `Cloth Config`, `Kotlin for Forge`): the names compared without
 * case, spaces, punctuation and anything in parentheses; one may end where the other goes on (`Cloth Config` for
 * `Cloth Config API`) when the shorter has at least six letters. Null when none is.
 */
export function libraryOfName(name: string): LibraryMod | null {
  const wanted = plainName(name);
  if (wanted.length < 4) return null;
  return (
    LIBRARY_MODS.find((l) => plainName(l.name) === wanted) ??
    LIBRARY_MODS.find((l) => {
      const known = plainName(l.name);
      const shorter = Math.min(known.length, wanted.length);
      return shorter >= 6 && (known.startsWith(wanted) || wanted.startsWith(known));
    }) ??
    null
  );
}

function plainName(name: string): string {
  return name
    .replace(/\([^)]*\)/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/** The loader whose own package holds `className`, or null. */
export function loaderOfClass(className: string): string | null {
  const name = className.replace(/\//g, '.');
  return LOADER_PACKAGES.find((p) => name.startsWith(p.prefix))?.loader ?? null;
}

/** Whether `className` is a launcher's or the JVM's own. */
export function isLauncherClass(className: string): boolean {
  const name = className.replace(/\//g, '.');
  return LAUNCHER_PACKAGES.some((p) => name.startsWith(p));
}
