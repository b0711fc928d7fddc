import type { Locale } from '../locale/locale';

/**
 * Crash findings rendered by message id with parameters, per locale (the pattern of checks/problemMessages.ts):
 * a rule that sets `message` on its hit gets its title, detail and advice from here in English (the analysis, the
 * model and `--json` keep English) and from the same id and parameters in Simplified Chinese for people. Parameters
 * are facts (mod names and ids, file names, versions, quoted log text) and are inserted verbatim.
 */
export interface CrashMessage {
  id: CrashMessageId;
  params: Record<string, string>;
}

export interface RenderedCrashMessage {
  title: string;
  detail: string;
  advice: string;
}

type Render = (p: Record<string, string>) => RenderedCrashMessage;

/** How two mixins clash (the `how` parameter of mixinConflict). */
const EN_HOW: Record<string, string> = {
  redirect: 'both redirect the same call, so one of them is skipped',
  merge: 'both change the same method, which the other mod merged first',
  overwrite: 'both overwrite the same method',
  conflict: 'both change the same code',
};
const ZH_HOW: Record<string, string> = {
  redirect: '两者重定向了同一个调用，其中一个被跳过',
  merge: '两者修改了同一个方法，另一个模组已先合并',
  overwrite: '两者覆盖了同一个方法',
  conflict: '两者修改了同一段代码',
};

const EN = {
  mixinConflict: (p) => ({
    title: `Mixin conflict between ${p['a']} and ${p['b']}`,
    detail: `A mixin of ${p['a']}${p['aConfig'] ? ` (${p['aConfig']})` : ''} clashes with one of ${p['b']}${p['bConfig'] ? ` (${p['bConfig']})` : ''}${p['target'] ? ` in ${p['target']}` : ''}: ${EN_HOW[p['how'] ?? ''] ?? EN_HOW['conflict']}.`,
    advice: `Update ${p['a']} and ${p['b']} to versions made to work together, or remove one of them.`,
  }),
  platformMixinFailed: (p) => ({
    title: `${p['library']}'s own mixin failed to apply (${p['mod']})`,
    detail: `A mixin${p['config'] ? ` from ${p['config']}` : ''} of ${p['library']}'s module ${p['mod']} could not apply${p['target'] ? ` to ${p['target']}` : ''}, and no other mod is named in a clash. ${p['library']} is built for one exact Minecraft version, so its build and the game's code disagree: the ${p['library']} file is for another Minecraft version, or the instance was switched to another Minecraft version in place and kept the old version's mappings (intermediary).`,
    advice: `Install the ${p['library']} build made for this exact Minecraft version. If it already matches, create a new instance for this version (or reinstall the loader in it) instead of changing the version of an existing one, and move the mods over.`,
  }),
  mixinTargetLoadedEarly: (p) => ({
    title: `Class ${p['target']} was loaded before mixins could change it`,
    detail: `The mixin ${p['config']}${p['mod'] ? ` of ${p['mod']}` : ''} could not apply: its target ${p['target']} had already been loaded too early, by another mod (an early entrypoint or mixin plugin) or by a library. ${p['mod'] ? `${p['mod']} is not what broke it.` : 'The mod of that mixin is not what broke it.'}`,
    advice: `Update Fabric API and the mods added or updated last, or remove them one half at a time to find the one that loads ${p['target']} early; report the pair to both authors.`,
  }),
  mixinIntoOtherVersion: (p) => ({
    title: `${p['mod']} was built for another version of ${p['library']}`,
    detail: `A mixin${p['config'] ? ` from ${p['config']}` : ''} of ${p['mod']} patches ${p['target']}, a class of ${p['library']}, and what it expects there is not in the installed ${p['library']}: ${p['mod']} was built for another version of ${p['library']}.`,
    advice: `Install the builds of ${p['mod']} and ${p['library']} made for each other (the page or changelog of ${p['mod']} names the ${p['library']} version it needs${p['url'] ? `; ${p['url']}` : ''}); until then, remove ${p['mod']}.`,
  }),
  mixinOnHybridServer: (p) => {
    const server = p['server'] || 'the hybrid server';
    return {
      title: `${p['mod']} clashes with ${p['server'] || 'a hybrid server'}'s changes to the game`,
      detail: `A mixin${p['config'] ? ` from ${p['config']}` : ''} of ${p['mod']} reads the local variables of a method of ${p['target']}, and ${server} (${p['server'] ? '' : 'Arclight, Mohist, Magma, Ketting or Youer: '}a Forge server that also runs Bukkit plugins) changed that method for its Bukkit layer${p['bukkit'] ? ": Bukkit types (org.bukkit) stand in its locals where the mixin expects the game's own" : ''}. It is not ${p['mod']} alone: the mod and the hybrid server's patches clash.`,
      advice: `Use a build of ${server} that supports ${p['mod']} (or a ${p['mod']} build made for it), report the pair to the server's tracker, or remove ${p['mod']} from the server.`,
    };
  },
  mixinCompatFailed: (p) => ({
    title: `A mixin of ${p['mod']} written for ${p['other']} failed: the two versions do not fit`,
    detail: `A mixin${p['config'] ? ` from ${p['config']}` : ''} of ${p['mod']} is written for ${p['other']} (its compatibility code for that mod)${p['target'] ? ` and patches ${p['target']}` : ''}, and it failed to apply: this ${p['mod']} and the installed ${p['other']} do not fit together (one is newer or older than the other expects, or they are not meant to run together).`,
    advice: `Install versions of ${p['mod']} and ${p['other']} made for each other (update both; the page or changelog of ${p['mod']} names the ${p['other']} version it supports), or remove one of them.`,
  }),
  mixinOwned: (p) => ({
    title: `A mixin of ${p['mod']} failed to apply`,
    detail: `A mixin${p['config'] ? ` from ${p['config']}` : ''} of ${p['mod']} failed to apply${p['target'] ? ` to ${p['target']}` : ''}.`,
    advice: `Update or remove ${p['mod']}: it does not fit this Minecraft or loader version, or clashes with another mod.`,
  }),
  mixinLocalsDiffer: (p) => ({
    title: `A mixin of ${p['mod']} does not fit a method another mod rewrote`,
    detail: `A mixin${p['config'] ? ` from ${p['config']}` : ''} of ${p['mod']} reads the local variables of a method of ${p['target']}, and they are not the ones it was written for (Mixin: the LVT has incompatible changes). Something rewrote that method before it: ${p['rewriter'] ? `${p['rewriter']}, which this log shows and which rewrites the game's classes` : "most often OptiFine (through OptiFabric or OptiForge), which rewrites the game's classes"}; or ${p['mod']} was built for another Minecraft version.`,
    advice: p['rewriter']
      ? `Remove ${p['rewriter']} or ${p['mod']} (they do not work together), or use versions of both made to work together.`
      : `If OptiFine (OptiFabric, OptiForge) is installed, remove it or ${p['mod']}; otherwise install the build of ${p['mod']} made for this Minecraft version.`,
  }),
  mixinIntoOptiFine: (p) => ({
    title: `Mixin conflict between ${p['mod']} and OptiFine`,
    detail: `A mixin${p['config'] ? ` from ${p['config']}` : ''} of ${p['mod']} targets ${p['target']}, code that OptiFine adds to the game, and does not fit the OptiFine installed (through OptiFabric or OptiForge): ${p['mod']} and this OptiFine clash.`,
    advice: `Remove OptiFine (with OptiFabric/OptiForge) or ${p['mod']}, or use versions of both made to work together; Sodium or Embeddium with Iris or Oculus can replace OptiFine.`,
  }),
  mixinClassGone: (p) => ({
    title: `A mixin class of ${p['mod']} is missing from its jar`,
    detail: `Mixin could not find ${p['class']}, a mixin that the mixin config of ${p['mod']} lists: the class is not in the mod's jar. The jar is damaged or incomplete, a build for another loader or Minecraft version, or an old release packed without it.`,
    advice: `Download ${p['mod']} again from its official page: the newest build for this Minecraft version and loader.`,
  }),
  mixinLocalsChanged: (p) => ({
    title: p['other']
      ? `Mixin conflict between ${p['mod']} and ${p['other']}`
      : `A mixin of ${p['mod']} clashes with another mod`,
    detail: `A mixin${p['config'] ? ` from ${p['config']}` : ''} of ${p['mod']} reads the local variables of a method of ${p['target']}, and another mod${p['other'] ? ` (${p['other']})` : ''} changed them: a type of ${p['package']} (${p['type']}) stands where the mixin expects its own. The two mods patch the same method and clash.`,
    advice: `Update ${p['mod']} and the mod with package ${p['package']}${p['other'] ? ` (${p['other']})` : ''} to versions made to work together, turn the clashing feature off in ${p['mod']}'s config if it has such an option, or remove one of them.`,
  }),
  libraryMissing: (p) =>
    p['by']
      ? {
          title: `${p['library']} is missing or does not match ${p['by']}`,
          detail: `Class ${p['class']} belongs to ${p['library']}; ${p['by']} uses it, and it cannot be loaded: ${p['library']} is not installed, or its version is not the one ${p['by']} was built for.`,
          advice: `Install ${p['library']} (${p['url']}) if it is missing; if it is installed, use the builds of ${p['by']} and ${p['library']} made for each other and for this Minecraft version.`,
        }
      : {
          title: p['unlisted']
            ? `Missing ${p['library']}, or not the version a mod was built for`
            : `Missing ${p['library']}`,
          detail: `Class ${p['class']} belongs to ${p['library']}, which is not installed, or not the version a mod was built for (older, or newer with the class moved or removed).`,
          advice: `Install or update ${p['library']} (${p['url']}) for this Minecraft version and loader; if it is up to date, use the version the mod that needs it was built for, or update that mod.`,
        },
  javaLibraryMissing: (p) => ({
    title: p['by']
      ? `${p['by']} needs ${p['library']}, which this game or server does not provide`
      : `A mod or plugin needs ${p['library']}, which this game or server does not provide`,
    detail: `Class ${p['class']} belongs to ${p['library']}, a Java library that is no mod or plugin of its own: the game, the loader or the server ships it, or the code that uses it bundles it. ${p['by'] ? `${p['by']} uses it and` : 'The code that uses it'} was built for a version that shipped ${p['library']} (a newer server or game version may no longer ship it), or lost the copy it should bundle.`,
    advice: `Update ${p['by'] || 'the mod or plugin that uses it (the stack names it)'} to its build for this game or server version (one that bundles ${p['library']}), or run the version it was made for; installing ${p['library']} as a mod or plugin does not help.`,
  }),
  mixinTargetsMissing: (p) => ({
    title: `${p['mod']} does not fit the installed ${p['library']}`,
    detail: `${p['count']} mixins of ${p['mod']} (${p['config']}) patch classes of ${p['library']} that are not there (${p['targets']}): ${p['present'] ? `${p['library']} is installed, so` : `if ${p['library']} is installed,`} ${p['mod']} was built for another version of ${p['library']}.`,
    advice: `Install the builds of ${p['mod']} and ${p['library']} made for each other (the page or changelog of ${p['mod']} names the ${p['library']} version it needs; an older ${p['library']} if it was just updated).`,
  }),
  mixinClassMissing: (p) => ({
    title: p['installed']
      ? `A mod that adds to ${p['owner']} was built for another version of it`
      : `A mixin needs a class of ${p['owner']} that is not there`,
    detail: `A mixin refers to ${p['class']}, a class of ${p['owner']}, and Mixin cannot find it (ClassMetadataNotFoundException): ${p['installed'] ? `${p['owner']} is installed, so` : `${p['owner']} is not installed, or`} a mod that adds to ${p['owner']} (an add-on, usually the one whose mixin this is) was built for another version of ${p['owner']}.`,
    advice: p['installed']
      ? `Update the mods that add to ${p['owner']} to builds for the installed ${p['owner']} (their pages name the version they need), or use the ${p['owner']} version they were made for; remove the add-on until one fits.`
      : `If ${p['owner']} is installed, update the mods that add to it to builds for its version (or use the ${p['owner']} version they were made for); if it is not, install ${p['owner']}${p['url'] ? ` (${p['url']})` : ''}.`,
  }),
  libraryClassGone: (p) => ({
    title: p['caller']
      ? `${p['caller']} was built for another ${p['library']} version`
      : `A mod was built for another ${p['library']} version`,
    detail: `Class ${p['class']} belongs to ${p['library']}, which is installed${p['version'] ? ` (${p['version']})` : ''} but has no such class: ${p['caller'] ? `${p['caller']}, whose code asks for it (the first frame of the stack), was` : `a mod or addon that uses ${p['library']} was`} built for another version of it.`,
    advice: p['caller']
      ? `Install the versions of ${p['caller']} and ${p['library']} that are made for each other (update both to their newest builds for this Minecraft version).`
      : `Update the mods and addons that use ${p['library']} to builds for this ${p['library']} version, or use the ${p['library']} version they were made for.`,
  }),
  libraryInternalMissing: (p) => ({
    title: `A mod uses ${p['library']} internals that are not there`,
    detail: `Class ${p['class']} is an internal class of ${p['library']} (not its public API): a mod uses ${p['library']}'s internals, which change between versions${p['quilt'] ? ' and which Quilted Fabric API on Quilt does not have' : ''}. ${p['library']} itself is not what is missing.`,
    advice: p['quilt']
      ? `Update the mod that uses ${p['library']}'s internals (the mixin or stack above names it), turn off its feature that needs them, or run it on Fabric Loader.`
      : `Update the mod that uses ${p['library']}'s internals (the mixin or stack above names it), or use the ${p['library']} version it was made for.`,
  }),
  loaderClassMissing: (p) => ({
    title: `A mod needs another ${p['loader']} version`,
    detail: `Class ${p['class']} of ${p['loader']} itself is missing: a mod was built for another ${p['loader']} or Minecraft version.`,
    advice: `Update ${p['loader']}, or install the mod build made for this ${p['loader']} and Minecraft version.`,
  }),
  quiltLoaderOutdated: (p) => ({
    title: 'Quilt Loader is too old',
    detail: `${p['mod'] || 'A mod'} requires Fabric Loader ${p['range']}, which Quilt Loader provides; this Quilt Loader ${p['present'] ? `provides ${p['present']}` : 'provides no matching version'}.`,
    advice:
      'Update Quilt Loader (it provides fabricloader): install the newest Quilt Loader for this Minecraft version.',
  }),
  fabricApiOldId: (p) => ({
    title: `${p['mod']} asks for Fabric API by an id that Fabric API for Minecraft ${p['minecraft']} does not have`,
    detail: `${p['mod']} requires the mod id fabric-api, but Fabric API builds for Minecraft ${p['minecraft']} carry the older id fabric (fabric-api came with the builds for Minecraft 1.19), so the loader reports it missing even when Fabric API is installed: this build of ${p['mod']} was made for a newer Minecraft, or its dependency names the wrong id.`,
    advice: `Use the build of ${p['mod']} made for Minecraft ${p['minecraft']}, or ask its author to depend on fabric instead of fabric-api; installing Fabric API again does not help.`,
  }),
  quiltedFabricApiOutdated: (p) => ({
    title: `Quilted Fabric API does not provide ${p['dependency']}${p['range'] ? ` ${p['range']}` : ''} (needed by ${p['mod']})`,
    detail: `${p['mod']} requires ${p['dependency']}${p['range'] ? ` ${p['range']}` : ''}. On Quilt, Fabric API is provided by Quilted Fabric API (QFAPI/QSL), and ${p['present'] ? `the installed one provides ${p['present']}` : 'the installed one provides no matching version (or none is installed)'}.`,
    advice: `Install or update Quilted Fabric API (https://modrinth.com/mod/qsl) to a version that provides ${p['dependency']}${p['range'] ? ` ${p['range']}` : ''}; if none for this Minecraft version does yet, use an older build of ${p['mod']} or run the instance on Fabric Loader with Fabric API.`,
  }),
  quiltDependency: (p) => ({
    title: `Missing ${p['dependency']} (needed by ${p['mod']})`,
    detail: `${p['mod']} requires ${p['dependency']}${p['range'] ? ` ${p['range']}` : ''}, which is missing.`,
    advice: `Install or update ${p['dependency']}${p['url'] ? ` (${p['url']})` : ''}${p['range'] ? ` to ${p['range']}` : ''}.`,
  }),
  neoforgeDependencyTooNew: (p) => ({
    title: `${p['mod']} is too old for the installed ${p['dependency']}`,
    detail: `Mod ${p['mod']} requires ${p['dependency']} ${p['range']}, but version ${p['installed']} is installed, newer than the mod supports: the mod was made for an older ${p['dependency']}.`,
    advice: `Update ${p['mod']} to its version made for ${p['dependency']} ${p['installed']}; if none exists yet, remove it (or go back to the ${p['dependency']} it was made for).`,
  }),
  neoforgeDependency: (p) => ({
    // An installed version outside the range (and not past it: neoforgeDependencyTooNew) is one too old to use.
    title: p['installed']
      ? `${p['mod']} needs a newer ${p['dependency']} (${p['installed']} is installed)`
      : `Missing ${p['dependency']} (needed by ${p['mod']})`,
    detail: `Mod ${p['mod']} requires ${p['dependency']}${p['range'] ? ` ${p['range']}` : ''}; ${p['installed'] ? `version ${p['installed']} is installed` : 'it is not installed'}.`,
    advice: `Install or update ${p['dependency']}${p['url'] ? ` (${p['url']})` : ''}${p['range'] ? ` to ${p['range']}` : ''}.`,
  }),
  neoforgeMandatoryField: () => ({
    title: 'NeoForge is too old for a mod',
    detail:
      "A mod's neoforge.mods.toml uses the newer dependency format (`type` instead of `mandatory`), which this NeoForge cannot read (Missing required field mandatory in dependency).",
    advice: 'Update NeoForge to the newest build for this Minecraft version.',
  }),
  configParse: (p) => ({
    title: `Config file ${p['file']} of ${p['mod']} is corrupt`,
    detail: `The config file ${p['file']} of ${p['mod']} could not be parsed${p['error'] ? ` (${p['error']})` : ''}.`,
    advice: `Back up and delete ${p['file']} (${p['mod']} writes a fresh one on the next start), or fix the line the error names.`,
  }),
  mixinIntoMod: (p) => ({
    title: `A mixin into ${p['library']} failed`,
    detail: `A mixin failed to apply to ${p['target']}, a class of ${p['library']}: a mod that patches ${p['library']} was made for another version of it.`,
    advice: `Update the mods that add to or patch ${p['library']} (its add-ons) to versions made for the installed ${p['library']}, or install the ${p['library']} version they name; the mixin config above the failure in the full log names the mod.`,
  }),
  modConfigUnreadable: (p) => ({
    title: p['mod'] ? `${p['mod']} could not read its config` : 'A mod could not read its config',
    detail: `The game stopped while ${p['mod'] || `the mod in package ${p['class']}`} was reading its config (${p['what']}): ${p['error']}.`,
    advice: `Back up and delete the config file of ${p['mod'] || 'that mod'} in the config folder (the mod writes a fresh one on the next start), then start again; if it stays, update ${p['mod'] || 'the mod'}.`,
  }),
  yamlUnreadable: (p) => ({
    title: p['file'] ? `${p['file']} is not valid YAML` : "A YAML file (a plugin's or mod's config) is not valid YAML",
    detail: `${p['file'] || 'A YAML file'} could not be parsed (${p['error']})${p['line'] ? `; the parser stopped at line ${p['line']}, column ${p['column']}, where (or just above) an indent, a tab, a colon or a quote is wrong` : ''}. What reads it${p['plugin'] ? ` (${p['plugin']})` : ''} cannot use it until it is fixed.`,
    advice: `Fix ${p['file'] || 'the file'}${p['line'] ? ` at line ${p['line']}` : ''} (spaces only, no tabs; compare with its default or check it with a YAML validator), or back it up and delete it so a fresh one is written.`,
  }),
  jsonUnreadable: (p) => ({
    title: 'A JSON file read at startup is malformed',
    detail: `The game stopped because a JSON file could not be parsed (${p['error']}); files read this early are most often mods' config files.`,
    advice: `Look in the config folder for the file the error's position points at (the line, column or path it names), fix it or back it up and delete it, then start again.`,
  }),
  configSyntaxNoFile: (p) => ({
    title: 'A config file is corrupt',
    detail: `A config file could not be parsed (${p['error']})${p['key'] ? `: the parser stopped right after the entry "${p['key']}"` : ''}. The log does not name the file; the mod that owns that entry reads it.`,
    advice: `Find the config file${p['key'] ? ` that holds "${p['key']}" (search the config folder for it)` : ' the error points at in the config folder'}, fix the broken line, or back it up and delete it so its mod writes a fresh one.`,
  }),
  configParseNoMod: (p) => ({
    title: `Config file ${p['file']} is corrupt`,
    detail: `The config file ${p['file']} could not be parsed${p['error'] ? ` (${p['error']})` : ''}.`,
    advice: `Back up and delete ${p['file']} (its mod writes a fresh one on the next start), or fix the line the error names.`,
  }),
  worldCorrupt: (p) => ({
    title: p['world'] ? `World data of "${p['world']}" is corrupted` : 'World data is corrupted',
    detail: `Reading saved world data${p['world'] ? ` of world "${p['world']}"` : ''} failed (${p['what']}): ${p['error']}.`,
    advice: `Restore ${p['world'] ? `"${p['world']}"` : 'the world'} from a backup, or back it up and repair or delete the damaged chunks and region files (Region Fixer, MCA Selector); updating mods does not repair saved data.`,
  }),
  jvmInternalCrash: (p) => ({
    title: 'Java itself crashed',
    detail: `The crash is inside the Java runtime's own code${p['frame'] ? ` (${p['frame']})` : ''}${p['java'] ? ` of Java ${p['java']}` : ''}, not in a graphics driver or a mod's native library.`,
    advice:
      'Update Java to the newest build of the same version (or try another Java distribution); if it keeps crashing at random, test the RAM.',
  }),
  jvmIllegalInstruction: (p) => ({
    title: 'Java could not run on this CPU',
    detail: `The Java VM${p['java'] ? ` (Java ${p['java']})` : ''} stopped on an illegal CPU instruction (SIGILL) in its own start-up code${p['frame'] ? ` (${p['frame']})` : ''}${p['arch'] ? ` on ${p['arch']}` : ''}, before any game, mod or plugin code ran: this Java build uses an instruction the processor (or the virtual machine or container it runs in) refuses.`,
    advice: /aarch64/.test(p['arch'] ?? '')
      ? 'In Docker or another VM on an Apple Silicon Mac (M4 with macOS 15.2 and later) turn off the SVE probe of Java 21+: add -XX:UseSVE=0 to the JVM arguments (or JAVA_TOOL_OPTIONS=-XX:UseSVE=0 in the container), or use a newer Java build that fixes it; elsewhere use a Java build made for this CPU.'
      : 'Use a Java build made for this processor (the right architecture, from a standard distribution such as Eclipse Temurin), and check the JVM arguments for options that force CPU features.',
  }),
  jvmSystemLibraryCrash: (p) => ({
    title: 'Java crashed in a system library',
    detail: `The Java VM${p['java'] ? ` (Java ${p['java']})` : ''} crashed inside the operating system's own C library${p['frame'] ? ` (${p['frame']})` : ''}, with no graphics driver or mod native library named: a fault of this Java build on this system, not of a mod or plugin.`,
    advice:
      'Run the game or server with a standard build of the Java LTS its version asks for (Eclipse Temurin 21 for Minecraft 1.20.5+, 17 for 1.18–1.20.4) instead of this Java (new non-LTS releases and repackaged builds crash like this); update the operating system if it continues.',
  }),
  serverPortInUse: (p) => ({
    title: `The server could not open its port${p['address'] ? ` (${p['address']})` : ''}`,
    detail: `The server failed to bind to ${p['address'] || 'its address and port'}: ${p['error']}.`,
    advice:
      p['kind'] === 'address'
        ? 'This computer does not have that IP address: clear server-ip in server.properties (leave it empty), then start the server again.'
        : p['kind'] === 'ip'
          ? `server-ip in server.properties names ${p['ip']}: unless that is an address of this very computer (a router's public address is not), clear server-ip (leave it empty). Otherwise another program (often a second copy of the server) already uses the port: stop it, or set another server-port.`
          : 'Another program (often a second copy of the server) already uses that port: stop it, or set another server-port in server.properties, then start again.',
  }),
  levelDatCorrupt: (p) => ({
    title: p['world'] ? `level.dat of "${p['world']}" is corrupted` : 'A level.dat is corrupted',
    detail: `The world's level.dat${p['world'] ? ` of "${p['world']}"` : ''} could not be read: ${p['error']}.`,
    advice: `Back up the world folder, then replace level.dat with level.dat_old (or restore a backup).`,
  }),
  kubejsScript: (p) => ({
    title: `KubeJS script error in ${p['file']}${p['line'] ? ` line ${p['line']}` : ''}`,
    detail: `The KubeJS script ${p['file']}${p['line'] ? ` (line ${p['line']})` : ''} failed: ${p['error']}.`,
    advice: `Fix line ${p['line'] || '?'} of ${p['file']} in kubejs/ (or remove the script), then reload or restart.`,
  }),
  crafttweakerScript: (p) => ({
    title: `CraftTweaker script error in ${p['file']}${p['line'] ? ` line ${p['line']}` : ''}`,
    detail: `The CraftTweaker script ${p['file']}${p['line'] ? ` (line ${p['line']})` : ''} failed: ${p['error']}. While any script has an error, CraftTweaker loads none of them.`,
    advice: p['line']
      ? `Fix line ${p['line']} of ${p['file']} in scripts/ (or remove the script), then restart.`
      : `Fix ${p['file']} in scripts/ (comment out its recipes and re-enable them one at a time to find the bad one), then restart.`,
  }),
  kubejsScriptErrors: (p) => ({
    title: `KubeJS ${p['kind']} scripts have errors`,
    detail: `KubeJS stopped the game because its ${p['kind']} scripts have errors; the script and line are in ${p['log']}.`,
    advice: `Open ${p['log']}, fix (or remove) the script and line it names in kubejs/${p['kind']}_scripts/, then restart.`,
  }),
  loaderMemberMissing: (p) =>
    p['by']
      ? {
          title: `${p['by']} does not match this ${p['loader']} version`,
          detail: `${p['error']}: ${p['what']} is not in this ${p['loader']}. No frame names the caller, and the mod listed with the error is ${p['by']}${p['version'] ? ` (${p['version']})` : ''}: it was built for another ${p['loader']} version (a newer one, or an older one whose API a ${p['loader']} update or beta changed).`,
          advice: `Update ${p['loader']} to the newest build for this Minecraft version and ${p['by']} to its newest build for it; if the error stays, use the ${p['loader']} version ${p['by']} names on its page.`,
        }
      : {
          title: `A mod needs another ${p['loader']} version`,
          detail: `${p['error']}: ${p['what']} is not in this ${p['loader']}: a mod was built for another (usually newer) ${p['loader']} version.`,
          advice: `Update ${p['loader']} to the newest build for this Minecraft version; if the error stays, install the mod build made for this ${p['loader']}.`,
        },
  mixinNewerThanLoader: (p) => ({
    title: 'A mod was built with a newer Mixin than the loader has',
    detail: `ClassCastException between the bytecode library's own classes (${p['what']}): Mixin was reading a mod's mixins that a newer Mixin or MixinExtras wrote than the one this loader ships. A mod (often the one updated last) needs a newer loader.`,
    advice:
      'Update the loader (Fabric Loader, Quilt Loader, Forge or NeoForge) to its newest build for this Minecraft version; if that does not help, go back to the previous version of the mod you updated last.',
  }),
  loaderInternalMemberMissing: (p) => ({
    title: p['caller']
      ? `${p['caller']} uses ${p['loader']} internals of another version`
      : `A mod uses ${p['loader']} internals of another version`,
    detail: `${p['error']}: ${p['what']} is an internal part of ${p['loader']} (not its API) that this ${p['loader']} has not: ${p['caller'] ? `${p['caller']}, whose code calls it (the first frame of the stack),` : 'a mod that reaches into the loader'} was built against the internals of another (usually older) ${p['loader']} version.`,
    advice: `Update ${p['caller'] || 'the mod that calls it (the stack names it)'} to its newest build for this Minecraft version; if there is none, use the ${p['loader']} version it was made for. Updating ${p['loader']} does not help.`,
  }),
  familyVersionsDiffer: (p) => ({
    title: `${p['family']} modules of different versions`,
    detail: `${p['error']}: ${p['what']}. The log lists ${p['family']}'s modules at different versions (${p['modules']}); they are released together and each calls code of its own release, so the mismatch breaks them.`,
    advice: `Install the same version of every ${p['family']} module (${p['modules']}): update them all to one release.`,
  }),
  platformClassGoneForCaller: (p) => ({
    title: `${p['caller']} needs a class ${p['library']} does not have`,
    detail: `${p['error']}: ${p['class']}, a class of ${p['library']}, could not be loaded for the code of ${p['caller']} (the first frame of the stack): ${p['caller']} was built for another version of ${p['library']} (its ${p['library']} support uses code that version moved or removed), or ${p['library']} is not installed.`,
    advice: `Update ${p['caller']} to its build for the installed ${p['library']} (or install the ${p['library']} version it was made for${p['url'] ? `, ${p['url']}` : ''}); until then, remove ${p['caller']}.`,
  }),
  libraryMemberMissing: (p) =>
    p['caller']
      ? {
          title: `${p['caller']} was built for another version of ${p['library']}`,
          detail: `${p['error']}: ${p['what']} is not in the installed ${p['library']}, and the code of ${p['caller']} (the first frame of the stack) calls it: ${p['caller']} was built for another version of ${p['library']}.`,
          advice: `Update ${p['caller']} to its build for the installed ${p['library']} (or install the ${p['library']} version it was made for${p['url'] ? `, ${p['url']}` : ''}); until then, remove ${p['caller']}.`,
        }
      : {
          title: `A mod needs another version of ${p['library']}`,
          detail: `${p['error']}: ${p['what']} is not in the installed ${p['library']}: a mod was built for another version of it.`,
          advice: `Update ${p['library']}${p['url'] ? ` (${p['url']})` : ''} to the version the mod needs (usually the newest for this Minecraft version), or update the mod that calls it.`,
        },
  receiverBuiltForOtherVersion: (p) => ({
    title: `${p['caller']} was built for another version of ${p['owner']}`,
    detail: `AbstractMethodError: class ${p['class']} of ${p['caller']} implements ${p['type']} of ${p['owner']} but lacks its method${p['what'] ? ` ${p['what']}` : ''}, which the installed ${p['owner']} declares: ${p['caller']} was built against another version of ${p['owner']}.`,
    advice: `Update ${p['caller']} to its build for the installed ${p['owner']} (or use the ${p['owner']} version it was made for); until then, remove ${p['caller']}.`,
  }),
  modMemberMissing: (p) => ({
    title: `${p['caller']} was built for another version of ${p['owner']}`,
    detail: `${p['error']}: ${p['what']} is not in the installed ${p['owner']}, and the code of ${p['caller']} (the first frame of the stack) calls it: ${p['caller']} and ${p['owner']} are of versions that do not fit together.`,
    advice: `Install the versions of ${p['caller']} and ${p['owner']} made for each other (usually both newest for this Minecraft version; the mod pages say which ${p['owner']} a ${p['caller']} build needs); until then, remove ${p['caller']}.`,
  }),
  serverWatchdog: (p) => ({
    title: 'The server watchdog stopped a hung server',
    detail: `One server tick took ${p['what']} seconds, longer than max-tick-time, so the server watchdog considered the server hung and ended it: something on the server thread stalled (a mod's work, a huge area of loaded chunks or entities, a slow disk or too little memory).${p['posted'] ? ` The report's thread dump is not in the paste; the mods named with it are ${p['posted']}.` : ''}`,
    advice: `${p['posted'] ? `Update ${p['posted']} to the newest build first (a hang fixed in a later build is common), then, if it stays, read the 'Server thread' stack in the crash report's thread dump.` : "Look at the 'Server thread' stack in the crash report's thread dump for the mod or work that stalled, and fix or remove it (or pre-generate and unload the busy area)."} Setting max-tick-time=-1 in server.properties only stops the watchdog, it does not end the hang.`,
  }),
  shaderPackCompile: (p) => ({
    title: 'The shader pack fails to compile',
    detail: `${p['loader']} could not compile the shader pack${p['what'] ? `'s program ${p['what']}` : ''} (${p['error']}): the pack does not work with this ${p['loader']} version or this graphics driver.`,
    advice: `Turn the shader pack off (in ${p['loader']}'s shader settings, or in its config file), then use a version of the pack made for this ${p['loader']} version, update the graphics driver, or pick another pack; the full log above the error quotes the compiler's message.`,
  }),
  accessWidenerUnreadable: (p) => ({
    title: p['dev'] ? `${p['mod']} is a development build` : `${p['mod']}'s jar is broken`,
    detail: p['dev']
      ? `Fabric Loader could not read the access widener of mod ${p['mod']}: it is written for the development namespace (named), not the game's (intermediary). The jar is a development build (often named …-dev.jar), never remapped for playing: the wrong file of the mod was downloaded, or its author published the wrong one.`
      : `Fabric Loader could not read the access widener file of mod ${p['mod']}${p['error'] ? ` (${p['error']})` : ''}: the jar is damaged, not a Fabric build, or was packed wrongly.`,
    advice: p['dev']
      ? `Replace ${p['mod']} with its release jar (the one without -dev or -sources in the name), or a fixed release if the one you have is the mod's published file.`
      : `Download ${p['mod']} again from its official page, for this Minecraft version and Fabric; report it to the mod's author if a fresh copy fails the same way.`,
  }),
  duplicateClasspath: (p) => ({
    title: `Two versions of ${p['library']} are on the classpath`,
    detail: `Fabric Loader stopped at start: the launch profile puts ${p['library']} on the classpath twice${p['file'] ? ` (${p['file']})` : ''}. The launcher's Fabric profile is broken or out of date; no mod is at fault.`,
    advice:
      'Reinstall Fabric Loader for this Minecraft version with the official Fabric installer (or create a fresh Fabric instance), or use a launcher that supports Fabric; if the launcher repackages Fabric, report it to the launcher.',
  }),
  nativeExitCode: (p) => ({
    title: `The game crashed in native code (exit code ${p['error']})`,
    detail: `The game process ended with Windows status ${p['present']}${p['what'] ? ` (${p['what']})` : ''}: Java itself died in native code, so there is no Java error to read. Most often this is the graphics driver, an overlay (recording, RGB or FPS tools) or a mod's native library.`,
    advice:
      "Update the graphics driver and close overlays, then start again; the hs_err_pid*.log the crash left in the game folder names the library in its 'Problematic frame' line (analyse that file for the cause).",
  }),
  processKilled: (p) => ({
    title: 'The operating system killed the game (out of memory)',
    detail: `Java was killed from outside (${p['line']}): on Linux, in Docker and on hosting panels this is the out-of-memory killer, because the machine or container ran out of memory.`,
    advice:
      'Give the machine or container more memory, or lower the maximum heap (-Xmx) so that Java with its overhead (about 1–2 GB more) fits in it; close other programs on the same machine.',
  }),
  minecraftMemberMissing: (p) =>
    p['caller']
      ? {
          title: `${p['caller']} was built for another Minecraft version`,
          detail: p['built']
            ? `${p['error']}: ${p['what']} is a part of Minecraft that this Minecraft version (${p['running']}) does not have. No frame names the mod calling it, and the mod list shows ${p['caller']} made for Minecraft ${p['built']}: it was built for another Minecraft version.`
            : `${p['error']}: ${p['what']} is a part of Minecraft that this Minecraft version does not have, and the code of ${p['caller']} (the first frame of the stack) calls it: ${p['caller']} was built for another Minecraft version.`,
          advice: `Install the build of ${p['caller']} made for this Minecraft version (or play the Minecraft version it was made for), or remove ${p['caller']}.`,
        }
      : {
          title: 'A mod was built for another Minecraft version',
          detail: `${p['error']}: ${p['what']} is a part of Minecraft that this Minecraft version does not have: the mod whose code calls it was built for another Minecraft version.`,
          advice:
            'Install the build of the mod named in the stack that is made for this Minecraft version (or the Minecraft version it was made for), or remove it.',
        },
  minecraftClientClassMissing: (p) => ({
    title: 'Client-only game code is missing',
    detail: `Minecraft class ${p['class']} is part of the game client only and is missing here: on a dedicated server, a mod loaded client code (a client-only mod on the server, or a mod bug); on a client, the mod asking for it was built for another Minecraft version.`,
    advice:
      'On a server: remove client-only mods from its mods folder, and update the mod named in the stack (a fixed version usually exists). On a client: install the build of that mod made for this Minecraft version.',
  }),
  minecraftClassMissing: (p) =>
    p['caller']
      ? {
          title: `${p['caller']} was built for another Minecraft version`,
          detail: `Minecraft class ${p['class']} does not exist in this Minecraft version${p['running'] ? ` (${p['running']})` : ''}, and the mod list shows ${p['caller']} made for ${p['built'] ? `Minecraft ${p['built']}` : 'another one'}: the mod asking for the class was built for another one.`,
          advice: `Install the build of ${p['caller']} made for ${p['running'] ? `Minecraft ${p['running']}` : 'this Minecraft version'}, or remove it.`,
        }
      : {
          title: 'A mod was built for another Minecraft version',
          detail: `Minecraft class ${p['class']} does not exist in this Minecraft version: the mod whose code asked for it was built for another one.`,
          advice:
            'Install the build of the mod named in the stack that is made for this Minecraft version, or remove it.',
        },
  jarDamaged: (p) => ({
    title: `The jar ${p['file']} is damaged`,
    detail: `${p['file']} cannot be read as a zip file (${p['error']}): the download was cut or the file was damaged.`,
    advice: `Delete ${p['file']} and download it again from the mod's page (a launcher's re-download or repair also works).`,
  }),
  jarDamagedUnnamed: (p) => ({
    title: 'A mod jar is damaged',
    detail: `A jar cannot be read as a zip file (${p['error']}); the lines pasted do not name it.`,
    advice:
      'Open each jar in mods/ with a zip tool (or look for "Error analyzing" in the full log) to find the damaged one, then download it again.',
  }),
  jarNotForLoader: (p) => ({
    title: `${p['file']} is no mod for this loader`,
    detail: `${p['file']} in mods/ has no ${p['metadata']}: it is a mod for another loader (Fabric or Quilt), for Minecraft 1.12.2 or older, or no mod at all, so it is not loaded.`,
    advice: `Remove ${p['file']}, or get its build for this loader and Minecraft version.`,
  }),
  jarMetadataInvalid: (p) =>
    p['file']
      ? {
          title: `The ${p['metadata']} of ${p['file']} cannot be read`,
          detail: `The loader rejected the ${p['metadata']} of ${p['file']}${p['error'] ? ` (${p['error']})` : ''}: the jar is built for another loader or Minecraft version, or is damaged.`,
          advice: `Get the build of ${p['file']} made for this loader and Minecraft version (or download it again), or remove it.`,
        }
      : {
          title: `A mod's ${p['metadata']} cannot be read`,
          detail: `The loader rejected the ${p['metadata']} of a jar in the mods folder${p['error'] ? ` (${p['error']})` : ''} without naming the jar: it is damaged, packed wrongly (a \${…} placeholder never filled in) or built for another loader.`,
          advice: `Find that jar (the full log names it beside the error, or move half of the mods out at a time) and replace it with a proper release, or remove it.`,
        },
  registryFrozen: (p) => {
    const who = p['mod'] || (p['package'] ? `The mod in package ${p['package']}` : 'A mod');
    return {
      title: `${who} registers content too late`,
      detail: `${who} tried to register ${p['key'] ? `${p['key']} ` : 'content '}after the game froze its registries (Registry is already frozen).`,
      advice: `Update ${p['mod'] || (p['package'] ? `the mod in package ${p['package']}` : 'that mod')} (and the mod it adds to, when it is an addon) to versions that match, or remove it and report the crash to its author.`,
    };
  },
  clientClassOnServer: (p) => ({
    title: `${p['mod']} loads client-only code on a dedicated server`,
    detail: `${p['mod']} loads the client-only class ${p['class']} on a dedicated server.`,
    advice: `Remove ${p['mod']} from the server (it is client-only), or update it to a build that supports servers.`,
  }),
  pluginForOtherPlatform: (p) => {
    const who = p['plugin'] || 'a plugin';
    return {
      title: p['running']
        ? `${p['plugin'] || 'A plugin'} is a ${p['platform']} plugin, but this is ${p['running']}`
        : `${p['plugin'] || 'A plugin'} needs ${p['platform']}, which this server lacks`,
      detail: `Class ${p['class']} belongs to the API of ${p['platform']} and could not be loaded: ${who}, which asks for it, is made for ${p['platform']}${p['running'] ? `, but it was loaded by ${p['running']}, which has no such API` : `, and was loaded where ${p['platform']} does not run (a proxy's or a mod loader's folder), or was made for another version of it`}.`,
      advice: p['running']
        ? `Remove ${who} from the plugins folder of ${p['running']}; install it on a ${p['platform']} server instead, or get its ${p['running']} build if it has one.`
        : `Install ${who} only on a ${p['platform']} server (not in a proxy's plugins folder or a mods folder), in a build for that server's version.`,
    };
  },
  platformClassGone: (p) => ({
    title: `${p['plugin'] || 'A plugin'} was made for another version of ${p['platform']}`,
    detail: `Class ${p['class']} belongs to the API of ${p['platform']}, which runs here but has no such class: ${p['plugin'] || 'the plugin that asks for it'} was made for another (usually older) version of ${p['platform']}.`,
    advice: `Update ${p['plugin'] || 'the plugin'} to its build for this ${p['platform']} version (or run the ${p['platform']} version it was made for); until then, remove it.`,
  }),
  platformMemberMissing: (p) => ({
    title: `${p['caller'] || 'A plugin'} was built for another version of ${p['platform']}`,
    detail: `${p['error']}: ${p['what']} is not in the API of the ${p['platform']} that runs here, and ${p['caller'] || 'the plugin in the first frame of the stack'} calls it: the plugin and ${p['platform']} are of versions that do not fit together.`,
    advice: `Update ${p['caller'] || 'the plugin'} to its newest build for this ${p['platform']} version (or update ${p['platform']} if the plugin needs a newer one); until then, remove it.`,
  }),
  platformLibraryMemberMissing: (p) => ({
    title: `${p['caller'] || 'A plugin'} needs a newer ${p['platform']}`,
    detail: `${p['error']}: ${p['what']} is missing from ${p['library']}, which ${p['platform']} ships to its plugins: ${p['caller'] || 'the plugin in the first frame of the stack'} was built against the ${p['library']} of a newer ${p['platform']} than the one running here.`,
    advice: `Update ${p['platform']} to its newest build; if it is already newest, use a build of ${p['caller'] || 'the plugin'} made for this ${p['platform']} version.`,
  }),
} satisfies Record<string, Render>;

export type CrashMessageId = keyof typeof EN;

const ZH: Record<CrashMessageId, Render> = {
  mixinConflict: (p) => ({
    title: `${p['a']} 与 ${p['b']} 的 Mixin 冲突`,
    detail: `${p['a']}${p['aConfig'] ? `（${p['aConfig']}）` : ''} 的 Mixin 与 ${p['b']}${p['bConfig'] ? `（${p['bConfig']}）` : ''} 的 Mixin 冲突${p['target'] ? `，位置 ${p['target']}` : ''}：${ZH_HOW[p['how'] ?? ''] ?? ZH_HOW['conflict']}。`,
    advice: `将 ${p['a']} 和 ${p['b']} 更新到能一起使用的版本，或移除其中一个。`,
  }),
  platformMixinFailed: (p) => ({
    title: `${p['library']} 自身的 Mixin 应用失败（${p['mod']}）`,
    detail: `${p['library']} 的模块 ${p['mod']} 的一个 Mixin${p['config'] ? `（来自 ${p['config']}）` : ''}无法应用${p['target'] ? `到 ${p['target']}` : ''}，且没有其他模组在冲突中被提到。${p['library']} 是为某个确切的 Minecraft 版本构建的，因此它的构建与游戏代码不一致：该 ${p['library']} 文件是为其他 Minecraft 版本制作的，或者该实例是在原处切换到另一个 Minecraft 版本的，仍保留着旧版本的映射（intermediary）。`,
    advice: `安装为这个确切 Minecraft 版本制作的 ${p['library']} 构建。如果版本已经匹配，请为此版本新建一个实例（或在其中重新安装加载器），不要直接修改现有实例的版本，然后把模组移过去。`,
  }),
  mixinTargetLoadedEarly: (p) => ({
    title: `类 ${p['target']} 在 Mixin 修改它之前就被加载了`,
    detail: `Mixin ${p['config']}${p['mod'] ? `（属于 ${p['mod']}）` : ''}无法应用：它的目标 ${p['target']} 被过早加载了，加载者是另一个模组（其早期入口点或 Mixin 插件）或某个库。${p['mod'] ? `问题并不出在 ${p['mod']}。` : '问题并不出在该 Mixin 所属的模组。'}`,
    advice: `更新 Fabric API 以及最近添加或更新的模组，或每次移除一半模组来找出过早加载 ${p['target']} 的那个；并把这对模组报告给双方作者。`,
  }),
  mixinLocalsDiffer: (p) => ({
    title: `${p['mod']} 的 Mixin 与被其他模组改写过的方法不匹配`,
    detail: `${p['mod']} 的一个 Mixin${p['config'] ? `（来自 ${p['config']}）` : ''}读取 ${p['target']} 中某个方法的局部变量，但它们不是它编写时所依据的那些（Mixin：LVT 有不兼容的改动）。在它之前有东西改写了这个方法：${p['rewriter'] ? `此日志中出现的 ${p['rewriter']}，它会改写游戏的类` : '最常见的是 OptiFine（通过 OptiFabric 或 OptiForge），它会改写游戏的类'}；或者 ${p['mod']} 是为其他 Minecraft 版本构建的。`,
    advice: p['rewriter']
      ? `移除 ${p['rewriter']} 或 ${p['mod']}（两者不能一起使用），或使用两者能共存的版本。`
      : `如果安装了 OptiFine（OptiFabric、OptiForge），请移除它或 ${p['mod']}；否则请安装为此 Minecraft 版本构建的 ${p['mod']}。`,
  }),
  mixinIntoOptiFine: (p) => ({
    title: `${p['mod']} 与 OptiFine 之间的 Mixin 冲突`,
    detail: `${p['mod']} 的一个 Mixin${p['config'] ? `（来自 ${p['config']}）` : ''}以 ${p['target']} 为目标，这是 OptiFine 添加到游戏中的代码，而它与已安装的 OptiFine（通过 OptiFabric 或 OptiForge）不匹配：${p['mod']} 与此 OptiFine 冲突。`,
    advice: `移除 OptiFine（连同 OptiFabric/OptiForge）或 ${p['mod']}，或使用两者能共存的版本；Sodium 或 Embeddium 搭配 Iris 或 Oculus 可以替代 OptiFine。`,
  }),
  mixinClassGone: (p) => ({
    title: `${p['mod']} 的 jar 中缺少一个 Mixin 类`,
    detail: `Mixin 找不到 ${p['class']}，它是 ${p['mod']} 的 Mixin 配置中列出的 Mixin：该类不在模组的 jar 中。jar 已损坏或不完整、是为其他加载器或 Minecraft 版本构建的，或是漏打包了它的旧版本。`,
    advice: `从官方页面重新下载 ${p['mod']}：选择适用于此 Minecraft 版本和加载器的最新构建。`,
  }),
  mixinLocalsChanged: (p) => ({
    title: p['other'] ? `${p['mod']} 与 ${p['other']} 之间的 Mixin 冲突` : `${p['mod']} 的 Mixin 与其他模组冲突`,
    detail: `${p['mod']} 的一个 Mixin${p['config'] ? `（来自 ${p['config']}）` : ''}读取 ${p['target']} 中某个方法的局部变量，而另一个模组${p['other'] ? `（${p['other']}）` : ''}修改了这些变量：Mixin 期望的位置上出现了 ${p['package']} 的类型（${p['type']}）。两个模组修改了同一个方法，互相冲突。`,
    advice: `将 ${p['mod']} 与包名为 ${p['package']} 的模组${p['other'] ? `（${p['other']}）` : ''}更新到可以共存的版本；如果 ${p['mod']} 的配置中有相应选项，可关闭冲突的功能；或移除其中一个。`,
  }),
  mixinIntoOtherVersion: (p) => ({
    title: `${p['mod']} 是为其他版本的 ${p['library']} 构建的`,
    detail: `${p['mod']} 的 Mixin${p['config'] ? `（${p['config']}）` : ''}修改 ${p['library']} 的类 ${p['target']}，但它所需的内容不在已安装的 ${p['library']} 中：${p['mod']} 是为 ${p['library']} 的其他版本构建的。`,
    advice: `安装彼此适配的 ${p['mod']} 与 ${p['library']} 版本（${p['mod']} 的页面或更新日志会写明所需的 ${p['library']} 版本${p['url'] ? `；${p['url']}` : ''}）；在此之前请移除 ${p['mod']}。`,
  }),
  mixinOnHybridServer: (p) => {
    const server = p['server'] || '混合服务端';
    return {
      title: `${p['mod']} 与${p['server'] ? ` ${p['server']} ` : '混合服务端'}对游戏的修改冲突`,
      detail: `${p['mod']} 的一个 Mixin${p['config'] ? `（来自 ${p['config']}）` : ''}读取 ${p['target']} 中某个方法的局部变量，而 ${server}（${p['server'] ? '' : 'Arclight、Mohist、Magma、Ketting 或 Youer：'}同时运行 Bukkit 插件的 Forge 服务端）为其 Bukkit 层修改了这个方法${p['bukkit'] ? '：Mixin 期望游戏自身类型的位置上出现了 Bukkit 类型（org.bukkit）' : ''}。问题不只在 ${p['mod']}：该模组与混合服务端的补丁互相冲突。`,
      advice: `使用支持 ${p['mod']} 的 ${server} 构建（或为它制作的 ${p['mod']} 构建），把这对组合报告给服务端的问题跟踪器，或从服务器移除 ${p['mod']}。`,
    };
  },
  mixinCompatFailed: (p) => ({
    title: `${p['mod']} 为 ${p['other']} 编写的 Mixin 应用失败：两者版本不匹配`,
    detail: `${p['mod']} 的一个 Mixin${p['config'] ? `（来自 ${p['config']}）` : ''}是为 ${p['other']} 编写的（它对该模组的兼容代码）${p['target'] ? `，修改 ${p['target']}` : ''}，但它无法应用：此版本的 ${p['mod']} 与已安装的 ${p['other']} 不匹配（其中一个比另一个所期望的更新或更旧，或两者本就不能一起运行）。`,
    advice: `安装彼此适配的 ${p['mod']} 与 ${p['other']} 版本（两者都更新；${p['mod']} 的页面或更新日志会写明所支持的 ${p['other']} 版本），或移除其中一个。`,
  }),
  mixinOwned: (p) => ({
    title: `${p['mod']} 的 Mixin 应用失败`,
    detail: `${p['mod']} 的 Mixin${p['config'] ? `（${p['config']}）` : ''}未能应用${p['target'] ? `到 ${p['target']}` : ''}。`,
    advice: `更新或移除 ${p['mod']}：它不适配此 Minecraft 或加载器版本，或与其他模组冲突。`,
  }),
  libraryMissing: (p) =>
    p['by']
      ? {
          title: `${p['library']} 缺失或与 ${p['by']} 不匹配`,
          detail: `类 ${p['class']} 属于 ${p['library']}；${p['by']} 使用它，但它无法加载：${p['library']} 未安装，或其版本不是 ${p['by']} 构建时所用的版本。`,
          advice: `若缺少 ${p['library']}，请安装它（${p['url']}）；若已安装，请使用彼此匹配且适用于此 Minecraft 版本的 ${p['by']} 与 ${p['library']} 构建。`,
        }
      : {
          title: p['unlisted'] ? `缺少 ${p['library']}，或其版本不是模组构建时所用的版本` : `缺少 ${p['library']}`,
          detail: `类 ${p['class']} 属于 ${p['library']}，但它未安装，或其版本不是某个模组构建时所用的版本（过旧，或较新且已移动或删除该类）。`,
          advice: `安装或更新适用于此 Minecraft 版本和加载器的 ${p['library']}（${p['url']}）；若已是最新，请使用需要它的模组构建时所用的版本，或更新该模组。`,
        },
  javaLibraryMissing: (p) => ({
    title: p['by']
      ? `${p['by']} 需要 ${p['library']}，但此游戏或服务端不提供它`
      : `有模组或插件需要 ${p['library']}，但此游戏或服务端不提供它`,
    detail: `类 ${p['class']} 属于 ${p['library']}，这是一个 Java 库，不是单独的模组或插件：它由游戏、加载器或服务端自带，或由使用它的代码自行打包。${p['by'] ? `${p['by']} 使用了它，` : '使用它的代码'}是为自带 ${p['library']} 的版本构建的（较新的服务端或游戏版本可能不再自带它），或缺少了本应自行打包的副本。`,
    advice: `将 ${p['by'] || '使用它的模组或插件（堆栈中可见）'} 更新到适用于此游戏或服务端版本的构建（自行打包 ${p['library']} 的构建），或运行它所适配的版本；把 ${p['library']} 当作模组或插件安装并不能解决问题。`,
  }),
  mixinTargetsMissing: (p) => ({
    title: `${p['mod']} 与已安装的 ${p['library']} 不匹配`,
    detail: `${p['mod']} 的 ${p['count']} 个 mixin（${p['config']}）要修改的 ${p['library']} 类不存在（${p['targets']}）：${p['present'] ? `${p['library']} 已安装，因此` : `若已安装 ${p['library']}，则`} ${p['mod']} 是为 ${p['library']} 的其他版本构建的。`,
    advice: `安装彼此匹配的 ${p['mod']} 与 ${p['library']} 版本（${p['mod']} 的页面或更新日志会写明所需的 ${p['library']} 版本；若刚更新过 ${p['library']}，可改用旧版）。`,
  }),
  mixinClassMissing: (p) => ({
    title: p['installed']
      ? `为 ${p['owner']} 开发的附属模组与其版本不符`
      : `某个 mixin 需要 ${p['owner']} 中不存在的类`,
    detail: `某个 mixin 引用了 ${p['class']}（${p['owner']} 的类），Mixin 找不到它（ClassMetadataNotFoundException）：${p['installed'] ? `${p['owner']} 已安装，因此` : `${p['owner']} 未安装，或`}某个为 ${p['owner']} 开发的附属模组（通常就是这个 mixin 所属的模组）是为 ${p['owner']} 的其他版本构建的。`,
    advice: p['installed']
      ? `将 ${p['owner']} 的附属模组更新到适配已安装 ${p['owner']} 的版本（其页面会写明所需版本），或使用它们对应的 ${p['owner']} 版本；在有合适版本前先移除该附属模组。`
      : `若已安装 ${p['owner']}，请将其附属模组更新到适配该版本的构建（或使用它们对应的 ${p['owner']} 版本）；若未安装，请安装 ${p['owner']}${p['url'] ? `（${p['url']}）` : ''}。`,
  }),
  libraryClassGone: (p) => ({
    title: p['caller']
      ? `${p['caller']} 是为其他版本的 ${p['library']} 构建的`
      : `有模组是为其他版本的 ${p['library']} 构建的`,
    detail: `类 ${p['class']} 属于 ${p['library']}，它已安装${p['version'] ? `（${p['version']}）` : ''}，但没有这个类：${p['caller'] ? `请求它的 ${p['caller']}（堆栈的第一帧）` : `某个使用 ${p['library']} 的模组或附属`}是为它的其他版本构建的。`,
    advice: p['caller']
      ? `安装彼此适配的 ${p['caller']} 和 ${p['library']} 版本（把两者都更新到此 Minecraft 版本的最新构建）。`
      : `把使用 ${p['library']} 的模组和附属更新到适配此 ${p['library']} 版本的构建，或改用它们所需的 ${p['library']} 版本。`,
  }),
  libraryInternalMissing: (p) => ({
    title: `有模组使用了不存在的 ${p['library']} 内部类`,
    detail: `类 ${p['class']} 是 ${p['library']} 的内部类（不属于其公开 API）：某个模组使用了 ${p['library']} 的内部实现，这些内部类会随版本变化${p['quilt'] ? '，且 Quilt 上的 Quilted Fabric API 并不提供它们' : ''}。缺少的并不是 ${p['library']} 本身。`,
    advice: p['quilt']
      ? `更新使用 ${p['library']} 内部类的模组（上方的 Mixin 或堆栈会指明它），关闭它需要这些内部类的功能，或改用 Fabric Loader 运行。`
      : `更新使用 ${p['library']} 内部类的模组（上方的 Mixin 或堆栈会指明它），或改用它所适配的 ${p['library']} 版本。`,
  }),
  loaderClassMissing: (p) => ({
    title: `有模组需要其他版本的 ${p['loader']}`,
    detail: `缺少 ${p['loader']} 自身的类 ${p['class']}：某个模组是为其他 ${p['loader']} 或 Minecraft 版本构建的。`,
    advice: `更新 ${p['loader']}，或安装为此 ${p['loader']} 和 Minecraft 版本构建的模组版本。`,
  }),
  quiltLoaderOutdated: (p) => ({
    title: 'Quilt Loader 版本过旧',
    detail: `${p['mod'] || '某个模组'} 需要 Fabric Loader ${p['range']}（由 Quilt Loader 提供）；当前 Quilt Loader ${p['present'] ? `提供的是 ${p['present']}` : '未提供匹配的版本'}。`,
    advice: '更新 Quilt Loader（它提供 fabricloader）：为此 Minecraft 版本安装最新的 Quilt Loader。',
  }),
  fabricApiOldId: (p) => ({
    title: `${p['mod']} 以 Minecraft ${p['minecraft']} 版 Fabric API 没有的 ID 请求 Fabric API`,
    detail: `${p['mod']} 需要模组 ID fabric-api，但适用于 Minecraft ${p['minecraft']} 的 Fabric API 使用的是旧 ID fabric（fabric-api 这个 ID 从 Minecraft 1.19 的版本起才有），因此即使已安装 Fabric API，加载器也会报告其缺失：这个版本的 ${p['mod']} 是为更新的 Minecraft 制作的，或其依赖写错了 ID。`,
    advice: `使用为 Minecraft ${p['minecraft']} 制作的 ${p['mod']} 版本，或请作者把依赖从 fabric-api 改为 fabric；再次安装 Fabric API 并不能解决问题。`,
  }),
  quiltedFabricApiOutdated: (p) => ({
    title: `Quilted Fabric API 未提供 ${p['dependency']}${p['range'] ? ` ${p['range']}` : ''}（${p['mod']} 需要）`,
    detail: `${p['mod']} 需要 ${p['dependency']}${p['range'] ? ` ${p['range']}` : ''}。在 Quilt 上，Fabric API 由 Quilted Fabric API（QFAPI/QSL）提供，而${p['present'] ? `已安装的版本提供的是 ${p['present']}` : '已安装的版本未提供匹配的版本（或未安装）'}。`,
    advice: `安装或更新 Quilted Fabric API（https://modrinth.com/mod/qsl）到提供 ${p['dependency']}${p['range'] ? ` ${p['range']}` : ''} 的版本；若此 Minecraft 版本尚无这样的版本，请改用 ${p['mod']} 的旧版本，或改用 Fabric Loader 和 Fabric API 运行此实例。`,
  }),
  quiltDependency: (p) => ({
    title: `缺少 ${p['dependency']}（${p['mod']} 需要）`,
    detail: `${p['mod']} 需要 ${p['dependency']}${p['range'] ? ` ${p['range']}` : ''}，但它未安装。`,
    advice: `安装或更新 ${p['dependency']}${p['url'] ? `（${p['url']}）` : ''}${p['range'] ? `，版本 ${p['range']}` : ''}。`,
  }),
  neoforgeDependencyTooNew: (p) => ({
    title: `${p['mod']} 对已安装的 ${p['dependency']} 来说太旧`,
    detail: `模组 ${p['mod']} 需要 ${p['dependency']} ${p['range']}，但已安装的版本 ${p['installed']} 比该模组支持的更新：该模组是为较旧的 ${p['dependency']} 制作的。`,
    advice: `将 ${p['mod']} 更新到为 ${p['dependency']} ${p['installed']} 制作的版本；若尚无此版本，移除它（或换回它所适配的 ${p['dependency']}）。`,
  }),
  neoforgeDependency: (p) => ({
    title: p['installed']
      ? `${p['mod']} 需要更新版本的 ${p['dependency']}（已安装 ${p['installed']}）`
      : `缺少 ${p['dependency']}（${p['mod']} 需要）`,
    detail: `模组 ${p['mod']} 需要 ${p['dependency']}${p['range'] ? ` ${p['range']}` : ''}；${p['installed'] ? `已安装的是 ${p['installed']}` : '它未安装'}。`,
    advice: `安装或更新 ${p['dependency']}${p['url'] ? `（${p['url']}）` : ''}${p['range'] ? `，版本 ${p['range']}` : ''}。`,
  }),
  neoforgeMandatoryField: () => ({
    title: 'NeoForge 版本过旧，无法加载某个模组',
    detail:
      '某个模组的 neoforge.mods.toml 使用了新的依赖格式（用 `type` 代替 `mandatory`），此 NeoForge 无法读取（Missing required field mandatory in dependency）。',
    advice: '将 NeoForge 更新到此 Minecraft 版本的最新版本。',
  }),
  configParse: (p) => ({
    title: `${p['mod']} 的配置文件 ${p['file']} 已损坏`,
    detail: `无法解析 ${p['mod']} 的配置文件 ${p['file']}${p['error'] ? `（${p['error']}）` : ''}。`,
    advice: `备份并删除 ${p['file']}（${p['mod']} 下次启动时会重新生成），或修正错误指出的那一行。`,
  }),
  mixinIntoMod: (p) => ({
    title: `注入 ${p['library']} 的 Mixin 失败`,
    detail: `一个 Mixin 无法应用到 ${p['library']} 的类 ${p['target']}：某个修改 ${p['library']} 的模组是为它的另一个版本制作的。`,
    advice: `将扩展或修改 ${p['library']} 的模组（其附属模组）更新到适配当前 ${p['library']} 的版本，或安装它们要求的 ${p['library']} 版本；完整日志中失败上方的 Mixin 配置会写明是哪个模组。`,
  }),
  modConfigUnreadable: (p) => ({
    title: p['mod'] ? `${p['mod']} 无法读取其配置` : '某个模组无法读取其配置',
    detail: `${p['mod'] || `包 ${p['class']} 中的模组`}读取配置时游戏停止（${p['what']}）：${p['error']}。`,
    advice: `备份并删除 config 文件夹中${p['mod'] || '该模组'}的配置文件（模组下次启动时会重新生成），然后重新启动；若仍出错，请更新${p['mod'] || '该模组'}。`,
  }),
  yamlUnreadable: (p) => ({
    title: p['file'] ? `${p['file']} 不是有效的 YAML` : 'YAML 文件（插件或模组的配置）不是有效的 YAML',
    detail: `${p['file'] || '某个 YAML 文件'}无法解析（${p['error']}）${p['line'] ? `；解析器停在第 ${p['line']} 行第 ${p['column']} 列，该处（或其上方）的缩进、制表符、冒号或引号有误` : ''}。读取它的${p['plugin'] ? `${p['plugin']}` : '插件或模组'}在修好之前无法使用它。`,
    advice: `修正${p['file'] || '该文件'}${p['line'] ? `第 ${p['line']} 行` : ''}（只用空格、不要用制表符；可与默认文件对比或用 YAML 校验工具检查），或备份后删除它，让其重新生成。`,
  }),
  jsonUnreadable: (p) => ({
    title: '启动时读取的一个 JSON 文件格式错误',
    detail: `一个 JSON 文件无法解析，游戏因此停止（${p['error']}）；这么早读取的文件大多是模组的配置文件。`,
    advice: `在 config 文件夹中找到错误位置（行、列或路径）所指的文件，修正它，或先备份再删除，然后重新启动。`,
  }),
  configSyntaxNoFile: (p) => ({
    title: '某个配置文件已损坏',
    detail: `某个配置文件无法解析（${p['error']}）${p['key'] ? `：解析器停在条目“${p['key']}”之后` : ''}。日志没有写出文件名；拥有该条目的模组会读取它。`,
    advice: `找到${p['key'] ? `包含“${p['key']}”的配置文件（在 config 文件夹中搜索它）` : 'config 文件夹中错误所指的配置文件'}，修正出错的那一行，或先备份再删除，让对应模组重新生成。`,
  }),
  configParseNoMod: (p) => ({
    title: `配置文件 ${p['file']} 已损坏`,
    detail: `无法解析配置文件 ${p['file']}${p['error'] ? `（${p['error']}）` : ''}。`,
    advice: `备份并删除 ${p['file']}（对应模组下次启动时会重新生成），或修正错误指出的那一行。`,
  }),
  worldCorrupt: (p) => ({
    title: p['world'] ? `存档“${p['world']}”的世界数据已损坏` : '世界数据已损坏',
    detail: `读取${p['world'] ? `存档“${p['world']}”的` : ''}世界数据失败（${p['what']}）：${p['error']}。`,
    advice: `从备份恢复${p['world'] ? `“${p['world']}”` : '存档'}，或先备份再修复或删除损坏的区块和区域文件（Region Fixer、MCA Selector）；更新模组无法修复已保存的数据。`,
  }),
  jvmInternalCrash: (p) => ({
    title: 'Java 本身崩溃了',
    detail: `崩溃发生在 Java 运行时自身的代码中${p['frame'] ? `（${p['frame']}）` : ''}${p['java'] ? `，Java 版本 ${p['java']}` : ''}，而不是显卡驱动或模组的本地库。`,
    advice: '将 Java 更新到同一大版本的最新构建（或换用其他 Java 发行版）；若仍随机崩溃，请检测内存。',
  }),
  jvmIllegalInstruction: (p) => ({
    title: 'Java 无法在此 CPU 上运行',
    detail: `Java 虚拟机${p['java'] ? `（Java ${p['java']}）` : ''}在自身的启动代码${p['frame'] ? `（${p['frame']}）` : ''}中遇到非法 CPU 指令（SIGILL）而停止${p['arch'] ? `，平台 ${p['arch']}` : ''}，此时还没有运行任何游戏、模组或插件代码：这个 Java 构建使用了处理器（或其所在的虚拟机、容器）拒绝的指令。`,
    advice: /aarch64/.test(p['arch'] ?? '')
      ? '在 Apple Silicon Mac（M4，macOS 15.2 及更新版本）上的 Docker 或其他虚拟机中，关闭 Java 21+ 的 SVE 探测：在 JVM 参数中加入 -XX:UseSVE=0（或在容器中设置 JAVA_TOOL_OPTIONS=-XX:UseSVE=0），或换用已修复此问题的更新 Java 构建；其他情况请使用为该 CPU 构建的 Java。'
      : '使用为该处理器构建的 Java（正确的架构，来自 Eclipse Temurin 等标准发行版），并检查 JVM 参数中是否有强制启用 CPU 特性的选项。',
  }),
  jvmSystemLibraryCrash: (p) => ({
    title: 'Java 在系统库中崩溃了',
    detail: `Java 虚拟机${p['java'] ? `（Java ${p['java']}）` : ''}在操作系统自身的 C 库中崩溃${p['frame'] ? `（${p['frame']}）` : ''}，且没有提到显卡驱动或模组的本地库：这是此 Java 构建在该系统上的问题，而不是模组或插件的问题。`,
    advice:
      '改用该版本要求的 Java LTS 的标准构建运行游戏或服务器（Minecraft 1.20.5+ 用 Eclipse Temurin 21，1.18–1.20.4 用 17），不要用当前这个 Java（新的非 LTS 版本和重新打包的构建会这样崩溃）；若仍然崩溃，请更新操作系统。',
  }),
  serverPortInUse: (p) => ({
    title: `服务器无法打开端口${p['address'] ? `（${p['address']}）` : ''}`,
    detail: `服务器绑定 ${p['address'] || '其地址和端口'} 失败：${p['error']}。`,
    advice:
      p['kind'] === 'address'
        ? '本机没有这个 IP 地址：清空 server.properties 中的 server-ip（留空），然后重新启动服务器。'
        : p['kind'] === 'ip'
          ? `server.properties 中的 server-ip 设置为 ${p['ip']}：除非这是本机自己的地址（路由器的公网地址不是），请清空 server-ip（留空）。否则就是其他程序（通常是另一个服务器进程）占用了该端口：关闭它，或设置另一个 server-port。`
          : '已有其他程序（通常是另一个服务器进程）占用了该端口：关闭它，或在 server.properties 中设置另一个 server-port，然后重新启动。',
  }),
  levelDatCorrupt: (p) => ({
    title: p['world'] ? `存档“${p['world']}”的 level.dat 已损坏` : 'level.dat 已损坏',
    detail: `无法读取${p['world'] ? `存档“${p['world']}”的` : ''} level.dat：${p['error']}。`,
    advice: '先备份存档文件夹，然后用 level.dat_old 替换 level.dat（或从备份恢复）。',
  }),
  kubejsScript: (p) => ({
    title: `KubeJS 脚本错误：${p['file']}${p['line'] ? ` 第 ${p['line']} 行` : ''}`,
    detail: `KubeJS 脚本 ${p['file']}${p['line'] ? `（第 ${p['line']} 行）` : ''}出错：${p['error']}。`,
    advice: `修正 kubejs/ 中 ${p['file']} 的第 ${p['line'] || '?'} 行（或移除该脚本），然后重新加载或重启。`,
  }),
  crafttweakerScript: (p) => ({
    title: `CraftTweaker 脚本错误：${p['file']}${p['line'] ? ` 第 ${p['line']} 行` : ''}`,
    detail: `CraftTweaker 脚本 ${p['file']}${p['line'] ? `（第 ${p['line']} 行）` : ''}出错：${p['error']}。只要有一个脚本出错，CraftTweaker 就不会加载任何脚本。`,
    advice: p['line']
      ? `修正 scripts/ 中 ${p['file']} 的第 ${p['line']} 行（或移除该脚本），然后重启。`
      : `修正 scripts/ 中的 ${p['file']}（先注释掉其中的配方，再逐条启用以找出出错的那条），然后重启。`,
  }),
  kubejsScriptErrors: (p) => ({
    title: `KubeJS ${p['kind']} 脚本有错误`,
    detail: `KubeJS 因 ${p['kind']} 脚本出错而终止了游戏；出错的脚本和行号记录在 ${p['log']} 中。`,
    advice: `打开 ${p['log']}，修正（或移除）其中指出的 kubejs/${p['kind']}_scripts/ 中的脚本和行，然后重启。`,
  }),
  loaderMemberMissing: (p) =>
    p['by']
      ? {
          title: `${p['by']} 与此 ${p['loader']} 版本不匹配`,
          detail: `${p['error']}：此 ${p['loader']} 中没有 ${p['what']}。堆栈没有指出调用者，而随报错列出的模组是 ${p['by']}${p['version'] ? `（${p['version']}）` : ''}：它是为其他 ${p['loader']} 版本构建的（更新的版本，或其 API 已被 ${p['loader']} 更新或测试版改动的旧版本）。`,
          advice: `将 ${p['loader']} 更新到此 Minecraft 版本的最新构建，并将 ${p['by']} 更新到适用的最新构建；若错误仍在，请使用 ${p['by']} 页面上注明的 ${p['loader']} 版本。`,
        }
      : {
          title: `有模组需要其他版本的 ${p['loader']}`,
          detail: `${p['error']}：此 ${p['loader']} 中没有 ${p['what']}：某个模组是为其他（通常更新的）${p['loader']} 版本构建的。`,
          advice: `将 ${p['loader']} 更新到此 Minecraft 版本的最新构建；如果错误仍在，请安装为此 ${p['loader']} 构建的模组版本。`,
        },
  mixinNewerThanLoader: (p) => ({
    title: '有模组是用比加载器更新的 Mixin 构建的',
    detail: `字节码库自身的类之间发生了 ClassCastException（${p['what']}）：Mixin 在读取某个模组的 Mixin 注解时，发现它们是由比此加载器自带版本更新的 Mixin 或 MixinExtras 写成的。某个模组（通常是最后更新的那个）需要更新的加载器。`,
    advice:
      '将加载器（Fabric Loader、Quilt Loader、Forge 或 NeoForge）更新到此 Minecraft 版本的最新构建；若仍无效，请把最后更新的那个模组退回到之前的版本。',
  }),
  loaderInternalMemberMissing: (p) => ({
    title: p['caller']
      ? `${p['caller']} 使用了其他版本 ${p['loader']} 的内部实现`
      : `有模组使用了其他版本 ${p['loader']} 的内部实现`,
    detail: `${p['error']}：${p['what']} 是 ${p['loader']} 的内部部分（不属于其 API），此 ${p['loader']} 中没有它：${p['caller'] ? `调用它的 ${p['caller']}（堆栈的第一帧）` : '某个直接使用加载器内部实现的模组'}是按另一个（通常更旧的）${p['loader']} 版本的内部实现构建的。`,
    advice: `将 ${p['caller'] || '调用它的模组（堆栈中可见）'} 更新到适用于此 Minecraft 版本的最新构建；如果没有，请改用它所适配的 ${p['loader']} 版本。更新 ${p['loader']} 无济于事。`,
  }),
  familyVersionsDiffer: (p) => ({
    title: `${p['family']} 的各模块版本不一致`,
    detail: `${p['error']}：${p['what']}。日志中 ${p['family']} 的各模块版本不同（${p['modules']}）；它们是一同发布的，每个模块都调用同一发布版本的代码，版本不一致就会出错。`,
    advice: `让 ${p['family']} 的所有模块（${p['modules']}）使用同一版本：把它们都更新到同一个发布版本。`,
  }),
  platformClassGoneForCaller: (p) => ({
    title: `${p['caller']} 需要 ${p['library']} 中不存在的类`,
    detail: `${p['error']}：无法为 ${p['caller']} 的代码（堆栈的第一帧）加载 ${p['library']} 的类 ${p['class']}：${p['caller']} 是为其他版本的 ${p['library']} 构建的（它对 ${p['library']} 的支持用到了该版本已移动或删除的代码），或者没有安装 ${p['library']}。`,
    advice: `将 ${p['caller']} 更新到适配已安装 ${p['library']} 的版本（或安装它所适配的 ${p['library']} 版本${p['url'] ? `，${p['url']}` : ''}）；在此之前请移除 ${p['caller']}。`,
  }),
  libraryMemberMissing: (p) =>
    p['caller']
      ? {
          title: `${p['caller']} 是为其他版本的 ${p['library']} 构建的`,
          detail: `${p['error']}：已安装的 ${p['library']} 中没有 ${p['what']}，而调用它的是 ${p['caller']} 的代码（堆栈的第一帧）：${p['caller']} 是为 ${p['library']} 的其他版本构建的。`,
          advice: `将 ${p['caller']} 更新到适配已安装 ${p['library']} 的版本（或安装它所适配的 ${p['library']} 版本${p['url'] ? `，${p['url']}` : ''}）；在此之前请移除 ${p['caller']}。`,
        }
      : {
          title: `有模组需要其他版本的 ${p['library']}`,
          detail: `${p['error']}：已安装的 ${p['library']} 中没有 ${p['what']}：某个模组是为它的其他版本构建的。`,
          advice: `将 ${p['library']}${p['url'] ? `（${p['url']}）` : ''} 更新到该模组需要的版本（通常是此 Minecraft 版本的最新版），或更新调用它的模组。`,
        },
  receiverBuiltForOtherVersion: (p) => ({
    title: `${p['caller']} 是为其他版本的 ${p['owner']} 构建的`,
    detail: `AbstractMethodError：${p['caller']} 的类 ${p['class']} 实现了 ${p['owner']} 的 ${p['type']}，却缺少已安装的 ${p['owner']} 所声明的方法${p['what'] ? ` ${p['what']}` : ''}：${p['caller']} 是针对另一个版本的 ${p['owner']} 构建的。`,
    advice: `将 ${p['caller']} 更新到适配已安装 ${p['owner']} 的版本（或改用它所适配的 ${p['owner']} 版本）；在此之前请移除 ${p['caller']}。`,
  }),
  modMemberMissing: (p) => ({
    title: `${p['caller']} 是为其他版本的 ${p['owner']} 构建的`,
    detail: `${p['error']}：已安装的 ${p['owner']} 中没有 ${p['what']}，而调用它的是 ${p['caller']} 的代码（堆栈的第一帧）：${p['caller']} 与 ${p['owner']} 的版本互不匹配。`,
    advice: `安装相互适配的 ${p['caller']} 与 ${p['owner']} 版本（通常都是此 Minecraft 版本的最新版；模组页面会写明某个 ${p['caller']} 构建需要哪个 ${p['owner']}）；在此之前请移除 ${p['caller']}。`,
  }),
  serverWatchdog: (p) => ({
    title: '服务器看门狗停止了卡死的服务器',
    detail: `一个服务器刻耗时 ${p['what']} 秒，超过了 max-tick-time，服务器看门狗因此认为服务器已卡死并将其终止：服务器线程上有东西卡住了（某个模组的工作、大量加载的区块或实体、磁盘过慢或内存不足）。${p['posted'] ? `粘贴内容中没有崩溃报告的线程转储；与之一同提到的模组是 ${p['posted']}。` : ''}`,
    advice: `${p['posted'] ? `先将 ${p['posted']} 更新到最新构建（卡死问题常在后续构建中修复）；若仍然卡死，再查看崩溃报告线程转储中“Server thread”的堆栈。` : '查看崩溃报告线程转储中“Server thread”的堆栈，找出卡住的模组或工作并修复或移除（或预生成并卸载繁忙区域）。'}在 server.properties 中设置 max-tick-time=-1 只会停用看门狗，并不能解决卡死。`,
  }),
  shaderPackCompile: (p) => ({
    title: '光影包无法编译',
    detail: `${p['loader']} 无法编译光影包${p['what'] ? `的程序 ${p['what']}` : ''}（${p['error']}）：该光影包不适用于此 ${p['loader']} 版本或此显卡驱动。`,
    advice: `关闭光影包（在 ${p['loader']} 的光影设置或其配置文件中），然后改用适配此 ${p['loader']} 版本的光影包版本、更新显卡驱动或换一个光影包；完整日志中错误上方会引用编译器的信息。`,
  }),
  accessWidenerUnreadable: (p) => ({
    title: p['dev'] ? `${p['mod']} 是开发版构建` : `${p['mod']} 的 jar 已损坏`,
    detail: p['dev']
      ? `Fabric Loader 无法读取模组 ${p['mod']} 的访问扩展器（access widener）：它是为开发环境命名空间（named）而写的，而不是游戏使用的 intermediary。这个 jar 是未经重映射、不能用来游玩的开发版构建（文件名常为 …-dev.jar）：下载了模组的错误文件，或作者发布了错误的文件。`
      : `Fabric Loader 无法读取模组 ${p['mod']} 的访问扩展器文件${p['error'] ? `（${p['error']}）` : ''}：该 jar 已损坏、不是 Fabric 构建，或打包有误。`,
    advice: p['dev']
      ? `把 ${p['mod']} 换成它的正式版 jar（文件名中不带 -dev 或 -sources）；若你用的正是模组发布的文件，请换用修复后的版本。`
      : `从官方页面重新下载适用于此 Minecraft 版本和 Fabric 的 ${p['mod']}；若新下载的文件仍然出错，请向模组作者反馈。`,
  }),
  duplicateClasspath: (p) => ({
    title: `类路径上有两个版本的 ${p['library']}`,
    detail: `Fabric Loader 在启动时停止：启动配置把 ${p['library']} 两次放到了类路径上${p['file'] ? `（${p['file']}）` : ''}。启动器的 Fabric 配置已损坏或过时，与模组无关。`,
    advice:
      '用官方 Fabric 安装器为此 Minecraft 版本重新安装 Fabric Loader（或新建一个 Fabric 实例），或改用支持 Fabric 的启动器；若启动器自行打包了 Fabric，请向启动器反馈。',
  }),
  nativeExitCode: (p) => ({
    title: `游戏在本机代码中崩溃（退出代码 ${p['error']}）`,
    detail: `游戏进程以 Windows 状态 ${p['present']}${p['what'] ? `（${p['what']}）` : ''} 结束：Java 本身在本机代码中崩溃，因此没有可读的 Java 错误。最常见的原因是显卡驱动、叠加层（录屏、RGB 或帧数工具）或某个模组的本机库。`,
    advice:
      '更新显卡驱动并关闭叠加层后重新启动；崩溃时在游戏文件夹中留下的 hs_err_pid*.log 会在“Problematic frame”一行写明出错的库（分析该文件即可找到原因）。',
  }),
  processKilled: (p) => ({
    title: '操作系统终止了游戏（内存不足）',
    detail: `Java 被外部强制终止（${p['line']}）：在 Linux、Docker 和服务器面板上，这是内存不足时的 OOM 终止机制，说明机器或容器的内存已耗尽。`,
    advice:
      '为机器或容器分配更多内存，或调低最大堆内存（-Xmx），让 Java 连同其额外开销（约多 1–2 GB）能够容纳；关闭同一台机器上的其他程序。',
  }),
  minecraftMemberMissing: (p) =>
    p['caller']
      ? {
          title: `${p['caller']} 是为其他 Minecraft 版本构建的`,
          detail: p['built']
            ? `${p['error']}：${p['what']} 是此 Minecraft 版本（${p['running']}）中没有的 Minecraft 成员。堆栈中没有指出调用它的模组，而模组列表显示 ${p['caller']} 是为 Minecraft ${p['built']} 制作的：它是为其他 Minecraft 版本构建的。`
            : `${p['error']}：${p['what']} 是此 Minecraft 版本中没有的 Minecraft 成员，而调用它的是 ${p['caller']} 的代码（堆栈的第一帧）：${p['caller']} 是为其他 Minecraft 版本构建的。`,
          advice: `安装 ${p['caller']} 适用于此 Minecraft 版本的构建（或改用它所适配的 Minecraft 版本），或移除 ${p['caller']}。`,
        }
      : {
          title: '有模组是为其他 Minecraft 版本构建的',
          detail: `${p['error']}：${p['what']} 是此 Minecraft 版本中没有的 Minecraft 成员：调用它的模组是为其他 Minecraft 版本构建的。`,
          advice: '安装堆栈中所指模组适用于此 Minecraft 版本的构建（或改用它所适配的 Minecraft 版本），或将其移除。',
        },
  minecraftClientClassMissing: (p) => ({
    title: '缺少仅客户端的游戏代码',
    detail: `Minecraft 类 ${p['class']} 只存在于游戏客户端中，而这里缺少它：在专用服务器上，说明有模组加载了客户端代码（服务器上装了仅客户端模组，或模组的缺陷）；在客户端上，说明请求它的模组是为其他 Minecraft 版本构建的。`,
    advice:
      '在服务器上：从 mods 文件夹中移除仅客户端的模组，并更新堆栈中所指的模组（通常已有修复版本）。在客户端上：安装该模组适用于此 Minecraft 版本的构建。',
  }),
  minecraftClassMissing: (p) =>
    p['caller']
      ? {
          title: `${p['caller']} 是为其他 Minecraft 版本构建的`,
          detail: `此 Minecraft 版本${p['running'] ? `（${p['running']}）` : ''}中不存在 Minecraft 类 ${p['class']}，而模组列表显示 ${p['caller']} 是为${p['built'] ? ` Minecraft ${p['built']} ` : '其他版本'}制作的：请求该类的模组是为其他版本构建的。`,
          advice: `安装 ${p['caller']} 适用于${p['running'] ? ` Minecraft ${p['running']} ` : '此 Minecraft 版本'}的构建，或将其移除。`,
        }
      : {
          title: '有模组是为其他 Minecraft 版本构建的',
          detail: `此 Minecraft 版本中不存在 Minecraft 类 ${p['class']}：请求它的模组是为其他版本构建的。`,
          advice: '安装堆栈中所指模组适用于此 Minecraft 版本的构建，或将其移除。',
        },
  jarDamaged: (p) => ({
    title: `${p['file']} 文件已损坏`,
    detail: `${p['file']} 无法作为 zip 文件读取（${p['error']}）：下载不完整或文件已损坏。`,
    advice: `删除 ${p['file']}，然后从模组页面重新下载（也可以用启动器的重新下载或修复功能）。`,
  }),
  jarDamagedUnnamed: (p) => ({
    title: '有模组 jar 文件已损坏',
    detail: `有 jar 文件无法作为 zip 文件读取（${p['error']}）；粘贴的内容中没有写出是哪个文件。`,
    advice: '用压缩工具逐个打开 mods/ 中的 jar（或在完整日志中查找 "Error analyzing"）找出损坏的文件，然后重新下载。',
  }),
  jarNotForLoader: (p) => ({
    title: `${p['file']} 不是此加载器的模组`,
    detail: `mods/ 中的 ${p['file']} 没有 ${p['metadata']}：它是其他加载器（Fabric 或 Quilt）的模组、Minecraft 1.12.2 或更早版本的模组，或者根本不是模组，因此不会被加载。`,
    advice: `移除 ${p['file']}，或获取它适用于此加载器和 Minecraft 版本的构建。`,
  }),
  jarMetadataInvalid: (p) =>
    p['file']
      ? {
          title: `无法读取 ${p['file']} 的 ${p['metadata']}`,
          detail: `加载器拒绝了 ${p['file']} 的 ${p['metadata']}${p['error'] ? `（${p['error']}）` : ''}：该 jar 是为其他加载器或 Minecraft 版本构建的，或已损坏。`,
          advice: `获取 ${p['file']} 适用于此加载器和 Minecraft 版本的构建（或重新下载），或将其移除。`,
        }
      : {
          title: `无法读取某个模组的 ${p['metadata']}`,
          detail: `加载器拒绝了 mods 文件夹中某个 jar 的 ${p['metadata']}${p['error'] ? `（${p['error']}）` : ''}，但没有指明是哪个 jar：它已损坏、打包有误（其中的 \${…} 占位符从未被替换）或是为其他加载器构建的。`,
          advice: `找出这个 jar（完整日志会在错误旁写明，或每次移出一半模组来排查），换成正式发布的版本，或将其移除。`,
        },
  registryFrozen: (p) => {
    const who = p['mod'] || (p['package'] ? `包 ${p['package']} 所属的模组` : '某个模组');
    return {
      title: `${who} 注册内容太晚`,
      detail: `${who} 在游戏冻结注册表之后才尝试注册${p['key'] ? ` ${p['key']}` : '内容'}（Registry is already frozen）。`,
      advice: `将 ${who}（若它是附属模组，连同其本体模组）更新到相互匹配的版本，或将其移除并向作者报告此崩溃。`,
    };
  },
  clientClassOnServer: (p) => ({
    title: `${p['mod']} 在专用服务器上加载了仅客户端代码`,
    detail: `${p['mod']} 在专用服务器上加载了仅客户端的类 ${p['class']}。`,
    advice: `从服务器移除 ${p['mod']}（它仅用于客户端），或更新到支持服务器的版本。`,
  }),
  pluginForOtherPlatform: (p) => {
    const who = p['plugin'] || '某个插件';
    return {
      title: p['running']
        ? `${who} 是 ${p['platform']} 插件，但这里运行的是 ${p['running']}`
        : `${who} 需要 ${p['platform']}，而此服务器没有它`,
      detail: `类 ${p['class']} 属于 ${p['platform']} 的 API，无法加载：请求它的 ${who} 是为 ${p['platform']} 制作的${p['running'] ? `，却被没有这套 API 的 ${p['running']} 加载了` : `，却被放在了 ${p['platform']} 不运行的地方（代理端或模组加载器的文件夹），或是为它的其他版本制作的`}。`,
      advice: p['running']
        ? `从 ${p['running']} 的 plugins 文件夹中移除 ${who}；改为安装到 ${p['platform']} 服务器上，或在有的情况下改用它的 ${p['running']} 版本。`
        : `只在 ${p['platform']} 服务器上安装 ${who}（不要放进代理端的 plugins 文件夹或 mods 文件夹），并使用适配该服务端版本的构建。`,
    };
  },
  platformClassGone: (p) => ({
    title: `${p['plugin'] || '某个插件'} 是为其他版本的 ${p['platform']} 制作的`,
    detail: `类 ${p['class']} 属于 ${p['platform']} 的 API；这里运行着 ${p['platform']}，但其中没有这个类：${p['plugin'] || '请求它的插件'} 是为 ${p['platform']} 的其他（通常更旧的）版本制作的。`,
    advice: `将 ${p['plugin'] || '该插件'} 更新到适配此 ${p['platform']} 版本的构建（或运行它所适配的 ${p['platform']} 版本）；在此之前先将其移除。`,
  }),
  platformMemberMissing: (p) => ({
    title: `${p['caller'] || '某个插件'} 是为其他版本的 ${p['platform']} 构建的`,
    detail: `${p['error']}：此处运行的 ${p['platform']} 的 API 中没有 ${p['what']}，而 ${p['caller'] || '堆栈第一帧中的插件'} 调用了它：该插件与 ${p['platform']} 的版本不匹配。`,
    advice: `将 ${p['caller'] || '该插件'} 更新到适配此 ${p['platform']} 版本的最新构建（若插件需要更新的 ${p['platform']}，则更新 ${p['platform']}）；在此之前先将其移除。`,
  }),
  platformLibraryMemberMissing: (p) => ({
    title: `${p['caller'] || '某个插件'} 需要更新的 ${p['platform']}`,
    detail: `${p['error']}：${p['platform']} 随附给插件的 ${p['library']} 中缺少 ${p['what']}：${p['caller'] || '堆栈第一帧中的插件'} 是针对比此处运行的更新的 ${p['platform']} 所带的 ${p['library']} 构建的。`,
    advice: `将 ${p['platform']} 更新到最新构建；若已是最新，请使用为此 ${p['platform']} 版本制作的 ${p['caller'] || '该插件'} 构建。`,
  }),
};

/** The finding's texts for message `id` with `params` in `locale`. */
export function renderCrashMessage(message: CrashMessage, locale: Locale = 'en'): RenderedCrashMessage {
  const render: Render = locale === 'en' ? EN[message.id] : ZH[message.id];
  return render(message.params);
}

/** Every message id (tests render each in every locale). */
export function crashMessageIds(): CrashMessageId[] {
  return Object.keys(EN) as CrashMessageId[];
}
