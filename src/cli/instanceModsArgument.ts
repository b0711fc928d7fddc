import { scanInstanceMods } from '../core/checks/instanceMods';
import type { Instance } from '../core/model/instance';
import type { ModFile } from '../core/model/modFile';
import { ModScanner } from '../core/mods/modScanner';
import type { CliIo } from './cliIo';
import { instanceArgument } from './instanceArgument';

/**
 * `INSTANCE` resolved as {@link instanceArgument} does, and its mods as every surface lists them (jars and packwiz
 * metafiles, instanceMods.ts), read with blocking calls: a CLI run has nothing else to do meanwhile. The scanner is
 * returned for what else the command reads with it (a second instance, the folder's scan budget).
 */
export async function instanceModsArgument(
  io: CliIo,
  arg: string | undefined,
): Promise<{ dir: string; instance: Instance; scanner: ModScanner; files: ModFile[] }> {
  const { dir, instance } = await instanceArgument(io, arg);
  const scanner = new ModScanner({ blockingReads: true });
  return { dir, instance, scanner, files: await scanInstanceMods(scanner, instance) };
}
