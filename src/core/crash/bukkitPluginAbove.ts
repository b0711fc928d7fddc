import type { RuleContext } from './crashRule';

/** A Bukkit plugin's start that threw: the plugin's name (1) and version (2), as the server prints them. */
export const PLUGIN_ENABLE_FAILED =
  /Error occurred (?:\(in the plugin loader\) )?while enabling ([\w.-]{2,64}) v?(\S{0,40}) \(Is it up to date\?\)/;

/**
 * The lines a Bukkit server (Spigot, Paper and their forks, the Forge hybrids) prints right above an exception a
 * plugin's code threw, naming the plugin: its start (`Error occurred while enabling Name v1.0 (Is it up to date?)`),
 * a scheduled task (`[Name] Task #6 for Name v1.0 generated an exception`, `Plugin Name v1.0 generated an exception
 * while executing task 12`) or an event handler (`Could not pass event PlayerJoinEvent to Name v1.0`); and a proxy's
 * (`Error loading plugin Name` on BungeeCord, `Couldn't pass ProxyInitializeEvent to name` on Velocity).
 */
const PLUGIN_HEADERS: readonly RegExp[] = [
  PLUGIN_ENABLE_FAILED,
  /Task #\d+ for ([\w.-]{2,64}) v?\S{0,40} generated an exception/,
  /Plugin ([\w.-]{2,64}) v?\S{0,40} generated an exception while executing task/,
  /Could not pass event \w{1,80} to ([\w.-]{2,64}) v?\S{0,40}/,
  // A proxy's: BungeeCord's and Waterfall's plugin loader, Velocity's event bus and plugin loader.
  /Error (?:loading|enabling) plugin ([\w.-]{2,64})/,
  /Exception encountered when loading plugin: ([\w.-]{2,64})/,
  /Couldn't pass \w{1,80} to ([\w.-]{2,64})/,
  /Can't create plugin ([\w.-]{2,64})/,
];

/**
 * A line of the same stack trace: a frame, `... 12 more`, a `Caused by:` or an exception's own line, also under a log
 * line's head (`[19:56:49] [Server thread/WARN]: at …`, as a server logs a plugin's printed trace).
 */
const TRACE_LINE =
  /^(?:\[[^\]]{0,60}\]:?\s*){0,3}\s*(?:at |\.\.\. \d+ more|Caused by:|(?:[\w$]+\.)+[\w$]*(?:Exception|Error|Throwable)\b)/;

/**
 * The plugin a Bukkit server names in the header above the stack trace that holds line `index` (an exception's line,
 * or a `Caused by:` deep in the trace), with that header's line; null when the lines above are no such header. The
 * search walks up the trace (frames, `Caused by:`, `... N more`) and a few other lines right above `index`, never
 * past a line of another message: the header always comes first.
 */
export function bukkitPluginAbove(ctx: RuleContext, index: number, reach = 3): { plugin: string; line: number } | null {
  for (let i = index - 1; i >= Math.max(0, index - 120); i--) {
    const text = ctx.log.line(i);
    if (text.length > 2000) return null;
    for (const header of PLUGIN_HEADERS) {
      const m = header.exec(text);
      if (m) return { plugin: m[1]!, line: i };
    }
    if (!TRACE_LINE.test(text) && i < index - reach) return null;
  }
  return null;
}
