import { CliMessages as M, say } from './cliMessages';
import { availableUpdates, checkModUpdates, heldUpdates } from '../core/modrinth/modrinthContent';
import { ModrinthError } from '../core/modrinth/modrinthClient';
import { primaryFile } from '../core/modrinth/modrinthTypes';
import type { CliCommand } from './cliCommand';
import { EXIT_FINDINGS, EXIT_OK, colour, displayPath, formatTable, printJson } from './cliIo';
import { cliModrinthClient } from './cliModrinthClient';
import { instanceModsArgument } from './instanceModsArgument';

/**
 * `nova updates INSTANCE [--json]`: the enabled jars Modrinth knows (by sha512) that have a newer release for the
 * instance's loader and Minecraft version. Read-only and online (api.modrinth.com or NOVA_MODRINTH_URL). Updates
 * are information, so exit 0 whether or not there are any; 1 when Modrinth could not be asked (the message says why).
 */
export const updatesCommand: CliCommand = {
  name: 'updates',
  synopsis: 'updates INSTANCE [--json]',
  summary: 'mods with a newer Modrinth release for the instance (online; NOVA_MODRINTH_URL)',
  options: { json: { type: 'boolean' } },
  async run(args, io) {
    const { dir, instance, files } = await instanceModsArgument(io, args.positionals[0]);
    const client = cliModrinthClient(io);
    let results;
    try {
      results = await checkModUpdates(client, instance, files);
    } catch (error) {
      if (!(error instanceof ModrinthError)) throw error;
      io.stderr(`nova updates: ${error.text !== null ? say(io.locale, error.text) : error.message}\n`);
      return EXIT_FINDINGS;
    }
    const updates = availableUpdates(results).map(({ file, current, update }) => {
      const next = primaryFile(update);
      return {
        file: displayPath(dir, file.path),
        mods: file.mods.map((m) => m.id),
        project: update.projectId,
        installed: { id: current.id, version: current.versionNumber },
        latest: {
          id: update.id,
          version: update.versionNumber,
          published: update.datePublished,
          filename: next?.filename ?? null,
          url: next?.url ?? null,
          size: next?.size ?? null,
        },
      };
    });
    // Pinned (`pin = true`) and skipped (`.nova.json` skipUpdates) files are never offered, only named.
    const held = heldUpdates(results).map(({ file, held: reason, update }) => ({
      file: displayPath(dir, file.path),
      reason,
      latest: { id: update.id, version: update.versionNumber },
    }));
    const upToDate = results
      .filter((r) => r.current !== null && r.update === null)
      .map((r) => displayPath(dir, r.file.path));
    const unknown = results.filter((r) => r.current === null).map((r) => displayPath(dir, r.file.path));
    if (args.values['json'] === true) {
      printJson(io, { updates, held, upToDate, notOnModrinth: unknown, server: client.baseUrl });
      return EXIT_OK;
    }
    const where = `${instance.loader?.type ?? say(io.locale, M.noLoader({}))} ${instance.minecraft ?? '?'}`;
    if (updates.length === 0) {
      io.stdout(`${say(io.locale, M.updatesNone({ files: upToDate.length, host: client.host, where }))}\n`);
    } else {
      const table = [['FILE', 'INSTALLED', 'LATEST', 'NEW FILE']];
      for (const u of updates) table.push([u.file, u.installed.version, u.latest.version, u.latest.filename ?? '-']);
      const heading = M.updatesSome({ updates: updates.length, host: client.host, where });
      io.stdout(`${say(io.locale, heading)}\n${formatTable(table)}`);
    }
    if (held.length > 0)
      io.stdout(
        colour(
          io,
          'dim',
          `Not offered (${held.length}): ${held.map((h) => `${h.file} → ${h.latest.version} (${h.reason})`).join(', ')}\n`,
        ),
      );
    if (unknown.length > 0)
      io.stdout(
        colour(
          io,
          'dim',
          `${say(io.locale, M.updatesUnknown({ count: unknown.length, host: client.host, files: unknown.join(', ') }))}\n`,
        ),
      );
    return EXIT_OK;
  },
};
