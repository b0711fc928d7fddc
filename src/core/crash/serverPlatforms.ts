import type { RuleContext } from './crashRule';
import { classOwnerIn } from './classOwnerIn';

/**
 * The server and proxy programs plugins are written for, by the packages of their APIs and by what shows one running in
 * a log: a frame of its own code (its plugin loader calling the plugin) or its start banner. A class of these packages
 * is the platform's, never a mod's or a library to install: missing, the plugin that asked for it was made for another
 * platform (a Bukkit plugin in a BungeeCord proxy's plugins folder) or another version of this one; a member missing
 * from them, the plugin was built against another version of the platform. The Java libraries a platform ships its
 * plugins (Adventure on Velocity and Paper, javaLibraries.ts) are of the platform's version too.
 */
export interface ServerPlatform {
  id: string;
  name: string;
  packages: string[];
  /** A line showing this platform runs: a frame of its own code or its start banner. */
  runs: RegExp;
}

export const SERVER_PLATFORMS: readonly ServerPlatform[] = [
  {
    id: 'bukkit',
    name: 'Bukkit (Spigot/Paper)',
    packages: ['org.bukkit.', 'org.spigotmc.', 'io.papermc.paper.', 'com.destroystokyo.paper.'],
    runs: /\bat (?:[\w.-]+\/\/)?(?:org\.bukkit\.(?:craftbukkit\.|plugin\.(?:java\.JavaPlugin|SimplePluginManager))|io\.papermc\.paper\.plugin\.)|This server is running (?:CraftBukkit|Paper|Purpur|Spigot|Folia|Pufferfish)|git-(?:Paper|Spigot|Purpur|Folia)-\d/,
  },
  {
    // Bukkit servers ship BungeeCord's chat API (`net.md_5.bungee.api.chat.`): a frame there shows no proxy.
    id: 'bungeecord',
    name: 'BungeeCord (Waterfall)',
    packages: ['net.md_5.bungee.'],
    runs: /\bat net\.md_5\.bungee\.(?!api\.chat\.)|Waterfall-Bootstrap|BungeeCord-Bootstrap|Enabled BungeeCord version/,
  },
  {
    id: 'velocity',
    name: 'Velocity',
    packages: ['com.velocitypowered.'],
    runs: /\bat com\.velocitypowered\.|Booting up Velocity/,
  },
];

/**
 * The server programs that start a Forge/NeoForge server with Bukkit's API built in (the hybrids) or fetch and start
 * Paper, by the packages of their own code: an exception their own code throws in plain words is their diagnosis.
 */
export const SERVER_SOFTWARE: readonly { prefix: string; name: string }[] = [
  { prefix: 'org.kettingpowered.', name: 'Ketting' },
  { prefix: 'com.mohistmc.', name: 'Mohist' },
  { prefix: 'io.izzel.arclight.', name: 'Arclight' },
  { prefix: 'org.magmafoundation.', name: 'Magma' },
  { prefix: 'catserver.', name: 'CatServer' },
  { prefix: 'io.papermc.paperclip.', name: 'Paperclip (Paper)' },
];

/** The platform whose API package holds `className` (dots or slashes), or null. */
export function serverPlatformOfClass(className: string): ServerPlatform | null {
  return classOwnerIn(SERVER_PLATFORMS, className);
}

/** How far around a line the platform running is looked for: its plugin loader's frames and nearby start lines. */
const REACH = 80;

/**
 * The platform this log shows running within REACH lines of `index`, with the line that shows it (the nearest first),
 * or null.
 */
export function runningServerPlatform(
  ctx: RuleContext,
  index: number,
): { platform: ServerPlatform; line: number } | null {
  for (let d = 0; d <= REACH; d++) {
    for (const i of d === 0 ? [index] : [index + d, index - d]) {
      if (i < 0 || i >= ctx.log.lineCount) continue;
      const text = ctx.log.line(i);
      if (text.length > 2000) continue;
      const platform = SERVER_PLATFORMS.find((p) => p.runs.test(text));
      if (platform) return { platform, line: i };
    }
  }
  return null;
}
