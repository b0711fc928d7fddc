import * as fs from 'node:fs';
import { CliMessages as M, say } from './cliMessages';
import * as path from 'node:path';
import { diffPacks, packDiffMarkdown } from '../core/packs/packDiff';
import { archiveSnapshot, instanceSnapshot, type PackSnapshot } from '../core/packs/packSnapshot';
import { ModScanner } from '../core/mods/modScanner';
import type { CliCommand } from './cliCommand';
import { EXIT_FINDINGS, EXIT_OK, UsageError, printJson } from './cliIo';
import { instanceArgument } from './instanceArgument';
import type { ModNotes, UpdatedModFiles } from '../core/release/modNotes';
import { modNotesMarkdown } from '../core/release/modNotesMarkdown';
import { configKeyChanges, configKeysMarkdown } from '../core/release/configKeyChanges';
import { ReleaseMessages as R } from '../core/release/releaseMessages';
import type { PackDiff } from '../core/packs/packDiff';

/** Each updated mod with the SHA-512 of its file on either side (from the snapshots' `modHashes`). */
function updatedModFiles(diff: PackDiff, before: PackSnapshot, after: PackSnapshot): UpdatedModFiles[] {
  const hashOf = (side: PackSnapshot, id: string): string | null => {
    const mod = side.mods.find((m) => m.id === id);
    return mod === undefined ? null : (side.modHashes?.get(mod.file) ?? null);
  };
  return diff.updated.map((u) => ({ ...u, oldSha512: hashOf(before, u.id), newSha512: hashOf(after, u.id) }));
}

/** `nova diff OLD NEW`: what changed between two pack versions, as JSON or a Markdown changelog (docs/cli.md). */
export const diffCommand: CliCommand = {
  name: 'diff',
  synopsis: 'diff OLD NEW [--notes] [--json]',
  summary:
    "mods added, removed and updated and config files changed between two pack versions; --notes adds the updated mods' own Modrinth changelogs (online; NOVA_MODRINTH_URL)",
  options: { json: { type: 'boolean' }, notes: { type: 'boolean' } },
  async run(args, io) {
    const [oldArg, newArg] = args.positionals;
    if (oldArg === undefined || newArg === undefined) throw new UsageError(M.diffMissingPacks({}));
    const scanner = new ModScanner({ blockingReads: true });
    const withNotes = args.values['notes'] === true;
    const options = { hashMods: withNotes, configKeys: withNotes };
    /** A folder (or `FOLDER#VERSION`) is an instance or packwiz pack; a file is an archive. */
    const read = async (arg: string): Promise<PackSnapshot> => {
      const hash = arg.lastIndexOf('#');
      const source = path.resolve(io.cwd, hash > 0 ? arg.slice(0, hash) : arg);
      const stat = await fs.promises.stat(source).catch(() => null);
      if (stat === null) throw new UsageError(M.notFound({ path: source }));
      if (stat.isDirectory())
        return instanceSnapshot(scanner, (await instanceArgument(io, arg)).instance, undefined, options);
      try {
        return await archiveSnapshot(scanner, source, options);
      } catch (error) {
        if (error instanceof Error) throw new UsageError(`${arg}: ${error.message}`);
        throw error;
      }
    };
    const before = await read(oldArg);
    const after = await read(newArg);
    const diff = diffPacks(before, after);
    let modNotes: ModNotes[] | null = null;
    if (withNotes) {
      // The Modrinth client (and zod) load only with --notes: a plain diff stays offline and light.
      const { collectModNotes } = await import('../core/release/modNotes');
      const { ModrinthError } = await import('../core/modrinth/modrinthClient');
      const { cliModrinthClient } = await import('./cliModrinthClient');
      const client = cliModrinthClient(io);
      try {
        modNotes = await collectModNotes(client, updatedModFiles(diff, before, after));
      } catch (error) {
        if (!(error instanceof ModrinthError)) throw error;
        io.stderr(`nova diff: ${say(io.locale, R.notesFailed({ host: client.host, error: error.message }))}\n`);
        return EXIT_FINDINGS;
      }
    }
    // `notes` (what was not compared) appears only when there is something to say, so the documented shape holds.
    const { notes, ...rest } = diff;
    const doc = notes.length === 0 ? rest : diff;
    const configKeys = withNotes ? configKeyChanges(before, after, diff.files.changed) : null;
    if (args.values['json'] === true)
      printJson(io, modNotes === null ? doc : { ...doc, modNotes, configKeys: configKeys ?? [] });
    else {
      const title = say(io.locale, M.diffTitle({ old: path.basename(oldArg), new: path.basename(newArg) }));
      io.stdout(packDiffMarkdown(diff, title, io.locale ?? 'en'));
      if (configKeys !== null && configKeys.length > 0)
        io.stdout(`\n${configKeysMarkdown(configKeys, io.locale ?? 'en')}`);
      if (modNotes !== null) io.stdout(`\n${modNotesMarkdown(modNotes, io.locale ?? 'en')}`);
    }
    return EXIT_OK;
  },
};
