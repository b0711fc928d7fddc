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
