import type { RuleContext } from './crashRule';

/**
 * Words only a dedicated server's log or crash report writes near its errors: its start line, its classes
 * (`DedicatedServer`, FML's `FMLServerHandler`/`ServerModLoader`), its jar (`server-1.19.2-…`), Forge's
 * `DEDICATED_SERVER` dist. A client's integrated server also has a `Server thread`, so that thread alone is not one.
 */
const SERVER_WORDS =
  /Starting [Mm]inecraft server|DedicatedServer|\bdedicated\.|FMLServerHandler|ServerModLoader|FMLServerLaunchProvider|forgeserver|[[/]server-1\.\d|minecraft_server|\bDEDICATED_SERVER\b/;

/** Whether the lines within `reach` of `index` show the log is a dedicated server's. */
export function onDedicatedServer(ctx: RuleContext, index: number, reach = 40): boolean {
  const end = Math.min(ctx.log.lineCount, index + reach + 1);
  for (let i = Math.max(0, index - reach); i < end; i++) if (SERVER_WORDS.test(ctx.log.line(i))) return true;
  return false;
}

/** Forge 1.6–1.12's own packages and log words (LaunchWrapper-era FML), and the threads only a client has. */
const LEGACY_FML = /\bcpw\.mods\.fml\.|\bnet\.minecraftforge\.fml\.common\.|\[FML\]|\blaunchwrapper\b/i;
const CLIENT_THREAD = /\b(?:Client|Render) thread\b/;

/**
 * Whether a game class of `net.minecraft.client` missing at line `index` means the game is a dedicated server: the
 * log shows a dedicated server, or it is Forge 1.6–1.12's (whose client always has these classes under the same
 * names, and whose server jar has none of them) and no client thread is in sight.
 */
export function clientClassMissingOnServer(ctx: RuleContext, index: number, reach = 40): boolean {
  if (onDedicatedServer(ctx, index, reach)) return true;
  const end = Math.min(ctx.log.lineCount, index + reach + 1);
  let legacy = false;
  for (let i = Math.max(0, index - reach); i < end; i++) {
    const text = ctx.log.line(i);
    if (CLIENT_THREAD.test(text)) return false;
    if (LEGACY_FML.test(text)) legacy = true;
  }
  return legacy;
}
