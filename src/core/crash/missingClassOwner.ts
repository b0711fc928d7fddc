import { isLauncherClass, libraryOfClass, loaderOfClass } from './libraryMods';
import { javaLibraryOfClass } from './javaLibraries';
import { serverPlatformOfClass } from './serverPlatforms';

/** First package segments that are a top-level domain (`com.`, `dev.`): the segment after them is the author. */
const DOMAINS = new Set(
  (
    'com net org dev io me de fr cn uk ru xyz gg tk info eu us nl pl it es be ch at se no fi cz hu br jp kr tw ca au ' +
    'nz co ga cc top site space pro moe app one tech club online fun ink lol wtf ml red blue pink gay wiki li cy ua ' +
    'vn sk si ro pt gr dk ie lt lv ee hr rs by kz tr il ph th sg hk ar mx cl su is'
  ).split(' '),
);

/**
 * Code and mail hosts a package names after its domain (`io.github.author.…`, `com.gitlab.author.…`, an author's
 * address `com.gmail.author.modid.…`).
 */
const HOSTS = new Set(['github', 'gitlab', 'gitee', 'bitbucket', 'codeberg', 'gmail', 'hotmail', 'outlook', 'yahoo']);

/** Package segments that name a part of a mod, never the mod itself. */
const GENERIC = new Set(
  (
    'api lib libs common core tools tool util utils client server mod mods main impl init registry registries proxy ' +
    'compat compatibility integration world block blocks item items entity entities network config gui render renderer mixin ' +
    'mixins internal shared base handler handlers event events data helper helpers content setup minecraft forge ' +
    'fabric neoforge quilt platform plugin plugins module modules feature features system systems tile tiles ' +
    'tileentity tileentities blockentity blockentities mcmod mc bukkit spigot paper papermc sponge velocity bungee ' +
    'bungeecord structure structures worldgen gen biome biomes dimension dimensions particle particles model models ' +
    'recipe recipes command commands capability capabilities container containers inventory sound sounds potion ' +
    'potions enchantment enchantments loot'
  ).split(' '),
);

/** Whether `word` is a generic package part (`entity`, `client`, `compat`…), never a mod's id. */
export function isGenericPackageWord(word: string): boolean {
  return GENERIC.has(word.toLowerCase());
}

/**
 * Generic words that, second in a package without a domain, show its first word is the mod (`nex.handler.…`,
 * `thaumcraft.common.…`, `ironfurnaces.tileentity.…`). Not the words an author's package puts second
 * (`someauthor.lib.…`, `micdoodle8.mods.…`), nor `api` (read on its own).
 */
const PART_AFTER_MODID = new Set(
  [...GENERIC].filter(
    (w) =>
      !/^(?:lib|libs|core|tools?|utils?|shared|base|mods?|api|mcmod|mc|bukkit|spigot|paper|papermc|sponge|velocity|bungee|bungeecord)$/.test(
        w,
      ),
  ),
);

/** Platform words an author's own package puts after their name (`com.author.minecraft.modid.…`). */
const PLATFORM_WORDS = new Set(['minecraft', 'mc', 'mcmod', 'forge', 'fabric', 'neoforge', 'quilt', 'platform']);

/** First package words of the JVM's and common JVM libraries' own classes, which are never a mod's. */
const JVM_ROOTS = /^(?:java|javax|jdk|sun|kotlin|kotlinx|scala|groovy|joptsimple|lombok|paulscode|gnu|oshi|lzma)$/;

/**
 * What a plugin's or mod's main class adds to its name for the platform it starts on (`MCBansProxy`, `ShopsPlugin`),
 * or for the loader hook it is (`ReplayModTweaker`, `AlphaLoadingPlugin`, `AlphaMixinConnector`).
 */
const ROLE =
  /^(?:proxy|plugin|bungee|bungeecord|bukkit|spigot|paper|velocity|main|mod|core|tweaker|coremod|loadingplugin|transformer|mixinplugin|mixinconnector)$/;

/** The simple-name endings a mod's main class often has (`GatewaysMod`, `ThaumcraftApi`). */
const MAIN_SUFFIX = /(?:mod|api|core|main|plugin|common)$/;

/**
 * The mod a class of an unknown package most likely belongs to, read from its package the way mods name theirs
 * (`dev.author.modid.…`, `modid.api.…`): the segment equal to the class's own name when there is one
 * (`dev.shadowsoffire.gateways.Gateways` → `gateways`), else the segment after the domain and author, or the one
 * before `.api.` (`thaumcraft.api.ThaumcraftApi` → `thaumcraft`), when it is not a generic part name. Null for the game's, the loaders',
 * the launchers' and the JVM's classes and for the known libraries (libraryMods.ts, javaLibraries.ts), and when the
 * package gives no usable segment. A guess from a name: callers say so.
 */
export function modOfUnknownClass(className: string): { id: string; pkg: string } | null {
  const name = className.replace(/\//g, '.').replace(/\$.*$/, '');
  if (/^net\.minecraft\.|^com\.mojang\./.test(name) || loaderOfClass(name) || isLauncherClass(name)) return null;
  // A known library's class (a mod's, libraryMods.ts, or a plain Java library's, javaLibraries.ts) is named there, and
  // a server platform's API (serverPlatforms.ts: `org.bukkit.plugin.java.…` is Bukkit's, not a mod `java`).
  if (libraryOfClass(name) || javaLibraryOfClass(name) || serverPlatformOfClass(name)) return null;
  const parts = name.split('.');
  if (parts.length < 2) return null;
  const simple = parts[parts.length - 1]!;
  // Old mods often wrote a package word in camelCase (`timeTraveler.gui.…`): it stands for the lower-case mod id.
  const written = parts.slice(0, -1);
  // An author's name as a code host writes it may start upper-case (`com.github.L_Ender.modid.…`): only there, right
  // after the domain and host, since a mod id and a part word never do.
  const authorAt = DOMAINS.has(written[0] ?? '') && HOSTS.has(written[1] ?? '') ? 2 : -1;
  // A mod's own word right after a domain and its author may be written as a name (`com.author.ModName.part.…`), when
  // a lower-case part word follows it (so it is a package, not a class).
  const namedAt =
    authorAt < 0 &&
    DOMAINS.has(written[0] ?? '') &&
    /^[a-z]/.test(written[3] ?? '') &&
    /^[A-Z][a-z]/.test(written[2] ?? '')
      ? 2
      : -1;
  // Only the words where a domain, an author and a mod id stand are read; a deeper part word may be written as a type
  // name (`galaxyspace.systems.SolarSystem.planets.…`).
  const read = written.slice(0, DOMAINS.has(written[0] ?? '') ? 5 : 2);
  if (
    read.some(
      (s, i) => !(i === authorAt || i === namedAt ? /^[A-Za-z_][A-Za-z0-9_]*$/ : /^[a-z_][A-Za-z0-9_]*$/).test(s),
    )
  )
    return null;
  const segments = written.map((s) => s.toLowerCase());
  const pkg = written.join('.');
  const own = simple.toLowerCase();
  const bare = own.replace(MAIN_SUFFIX, '');
  if (JVM_ROOTS.test(segments[0]!)) return null;
  // A code host between the domain and the author (`io.github.author.modid.…`) moves the mod id one word deeper.
  const hosted = DOMAINS.has(segments[0]!) && HOSTS.has(segments[1] ?? '');
  // A one- or two-letter word after the domain is a host's subdomain (`fi.dy.masa.modid.…` for masa.dy.fi,
  // `uk.co.author.modid.…`): the author comes one word deeper, when a name (no part word) follows the author.
  const subdomain =
    DOMAINS.has(segments[0]!) &&
    /^[a-z]{1,2}$/.test(segments[1] ?? '') &&
    segments.length > 3 &&
    !GENERIC.has(segments[3]!);
  const start = DOMAINS.has(segments[0]!) ? Math.min(hosted || subdomain ? 3 : 2, segments.length - 1) : 0;
  // The class's own name counts where a mod's id stands (after the domain and author, or one word deeper), not in
  // a deep part of the mod (`com.author.lights.server.connection.Connection` is mod lights, not `connection`).
  // One word deeper only past a word that cannot be the mod: an author's without a domain (`vazkii.botania.Botania`),
  // or a part or platform word (`com.author.mods.modid.Modid`). After a domain and author, a name there is the mod and
  // the class below is its part (`org.cyclops.cyclopscore.infobook.InfoBook` is cyclopscore, not `infobook`).
  for (let i = start; i < Math.min(segments.length, start + 2); i++) {
    const s = segments[i]!;
    if (i > start && start > 0 && !GENERIC.has(segments[start]!) && !PLATFORM_WORDS.has(segments[start]!)) break;
    if ((s === own || (bare.length >= 3 && s === bare)) && !GENERIC.has(s)) return { id: s, pkg };
  }
  // A domain named after the mod whose main class is that name and its role (`com.mcbans.author.bungee.MCBansProxy`:
  // the word after the domain is the mod, the next one its author's), for a name of four letters or more.
  const named = DOMAINS.has(segments[0]!) && !hosted && !subdomain ? segments[1] : undefined;
  if (named && named.length >= 4 && !GENERIC.has(named) && ROLE.test(own.slice(named.length)) && own.startsWith(named))
    return { id: named, pkg };
  // Without the class's own name, only the usual shapes: `domain.author.modid.…` (`de.author.mcmod.modid.…`, a
  // generic wrapper segment skipped), `modid.api.…`, `modid.<part>.…` and `author.modid.…`
  // (`valoeghese.biomeoverhaul.…`); a package without a domain that starts with its author and a generic part
  // (`author.lib.…`) names no mod.
  let guess: string | undefined;
  // `domain.modid.<part>.…` (`net.somemod.entity.…`): a part name where the author's mod id usually stands shows the
  // segment before it is the mod (not `mods`, `lib`, `core`…, which an author's own package puts there, nor a
  // platform word: `com.author.minecraft.modid.…` is an author's). `api` and `coremod` count too when the word before
  // them is a name (`com.minecolonies.api.colony.…` is minecolonies, not `colony`).
  const part = segments[start];
  if (
    start === 2 &&
    part !== undefined &&
    !GENERIC.has(segments[1]!) &&
    ((PART_AFTER_MODID.has(part) && !PLATFORM_WORDS.has(part)) ||
      ((part === 'api' || part === 'coremod') && segments[1]!.length >= 3))
  )
    guess = segments[1];
  else if (start > 0) guess = segments.slice(start, start + 2).find((s) => !GENERIC.has(s));
  // `mods.author.modid.…` (old Forge mods' own convention: `mods.flammpfeil.slashblade.…`): `mods` stands where a
  // domain would, so the mod is the word after the author, unless that word is a part (`mods.natura.blocks.…`).
  else if (segments[0] === 'mods' && segments.length >= 3 && !GENERIC.has(segments[1]!) && !GENERIC.has(segments[2]!))
    guess = segments[2];
  else if (segments[1] === 'api' || (segments[1] !== undefined && PART_AFTER_MODID.has(segments[1])))
    guess = segments[0];
  else if (segments.length >= 3 && segments[1] !== undefined && !GENERIC.has(segments[1])) guess = segments[1];
  // A two-letter word names a mod only where a mod id stands, right after the domain and author, and with a part
  // name after it (`com.author.oe.event.…`): anywhere else it is too often an abbreviation of something else.
  const short = guess?.length === 2 && start > 0 && guess === segments[start] && GENERIC.has(segments[start + 1] ?? '');
  return guess !== undefined && !GENERIC.has(guess) && (guess.length >= 3 || short) ? { id: guess, pkg } : null;
}

/**
 * The mod a class most likely belongs to: a well-known library's first id (libraryMods.ts), else the id its package
 * spells ({@link modOfUnknownClass}); null for neither.
 */
export function modIdOfClass(className: string): string | null {
  return libraryOfClass(className)?.ids[0] ?? modOfUnknownClass(className)?.id ?? null;
}
