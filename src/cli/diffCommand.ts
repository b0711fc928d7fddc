import * as fs from 'node:fs';
import * as path from 'node:path';
import { diffPacks, packDiffMarkdown } from '../core/minecraft/diff/packDiff';
import { readPackSnapshot } from '../core/minecraft/diff/packSnapshot';
import { ModScanner } from '../core/minecraft/modScanner';
import type { CliCommand } from './cliCommand';
import { EXIT_OK, UsageError, printJson } from './cliIo';

/** `nova diff OLD NEW`: what changed between two pack versions, as JSON or a Markdown changelog (docs/cli.md). */
export const diffCommand: CliCommand = {
  name: 'diff',
  synopsis: 'diff OLD NEW [--json]',
  summary: 'mods added, removed and updated and config files changed between two pack versions',
  options: { json: { type: 'boolean' } },
  async run(args, io) {
    const [oldArg, newArg] = args.positionals;
    if (oldArg === undefined || newArg === undefined)
      throw new UsageError('pass OLD and NEW: each a .mrpack, a CurseForge zip, an instance folder or a packwiz pack.');
    const scanner = new ModScanner();
    const read = async (arg: string): Promise<Awaited<ReturnType<typeof readPackSnapshot>>> => {
      const source = path.resolve(io.cwd, arg);
      if (!fs.existsSync(source)) throw new UsageError(`not found: ${source}. Pass an existing pack file or folder.`);
      try {
        return await readPackSnapshot(scanner, source);
      } catch (error) {
        if (error instanceof Error) throw new UsageError(`${arg}: ${error.message}`);
        throw error;
      }
    };
    const diff = diffPacks(await read(oldArg), await read(newArg));
    if (args.values['json'] === true) printJson(io, diff);
    else io.stdout(packDiffMarkdown(diff, `Changes from ${path.basename(oldArg)} to ${path.basename(newArg)}`));
    return EXIT_OK;
  },
};
