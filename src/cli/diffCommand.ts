import * as fs from 'node:fs';
import { CliMessages as M, say } from './cliMessages';
import * as path from 'node:path';
import { diffPacks, packDiffMarkdown } from '../core/packs/packDiff';
import { archiveSnapshot, instanceSnapshot, type PackSnapshot } from '../core/packs/packSnapshot';
import { ModScanner } from '../core/mods/modScanner';
import type { CliCommand } from './cliCommand';
import { EXIT_OK, UsageError, printJson } from './cliIo';
import { instanceArgument } from './instanceArgument';

/** `nova diff OLD NEW`: what changed between two pack versions, as JSON or a Markdown changelog (docs/cli.md). */
export const diffCommand: CliCommand = {
  name: 'diff',
  synopsis: 'diff OLD NEW [--json]',
  summary: 'mods added, removed and updated and config files changed between two pack versions',
  options: { json: { type: 'boolean' } },
  async run(args, io) {
    const [oldArg, newArg] = args.positionals;
    if (oldArg === undefined || newArg === undefined) throw new UsageError(M.diffMissingPacks({}));
    const scanner = new ModScanner({ blockingReads: true });
    /** A folder (or `FOLDER#VERSION`) is an instance or packwiz pack; a file is an archive. */
    const read = async (arg: string): Promise<PackSnapshot> => {
      const hash = arg.lastIndexOf('#');
      const source = path.resolve(io.cwd, hash > 0 ? arg.slice(0, hash) : arg);
      const stat = await fs.promises.stat(source).catch(() => null);
      if (stat === null) throw new UsageError(M.notFound({ path: source }));
      if (stat.isDirectory()) return instanceSnapshot(scanner, (await instanceArgument(io, arg)).instance);
      try {
        return await archiveSnapshot(scanner, source);
      } catch (error) {
        if (error instanceof Error) throw new UsageError(`${arg}: ${error.message}`);
        throw error;
      }
    };
    const diff = diffPacks(await read(oldArg), await read(newArg));
    // `notes` (what was not compared) appears only when there is something to say, so the documented shape holds.
    const { notes, ...rest } = diff;
    if (args.values['json'] === true) printJson(io, notes.length === 0 ? rest : diff);
    else {
      const title = say(io.locale, M.diffTitle({ old: path.basename(oldArg), new: path.basename(newArg) }));
      io.stdout(packDiffMarkdown(diff, title, io.locale ?? 'en'));
    }
    return EXIT_OK;
  },
};
