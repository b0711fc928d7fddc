import * as fs from 'node:fs';
import * as path from 'node:path';
import { ArchiveSafetyError } from '../core/archive/archiveSafety';
import { ImportTargetError, importModpack } from '../core/packs/modpackImporter';
import { importMrpackAsPackwiz } from '../core/packs/packwizImport';
import type { CliArgs, CliCommand } from './cliCommand';
import type { CliIo } from './cliIo';
import { EXIT_OK, UsageError, colour, displayPath, printJson } from './cliIo';
import { countNoun } from '../core/text/countNoun';

/** Pending downloads printed for people; the rest are summarised (all are in the JSON output and the instance). */
const PENDING_SHOWN = 10;

/**
 * `nova import ARCHIVE --into DIR` (docs/cli.md): a new Prism-style instance from a `.mrpack` or CurseForge zip. Offline
 * unless `--download` is given (then listed files are fetched from the allowed hosts and hash-checked). DIR must not
 * exist (missing parent folders are created, as `git clone` does); a hostile or unreadable archive is refused
 * (exit 2) with nothing written.
 */
export const importCommand: CliCommand = {
  name: 'import',
  synopsis: 'import ARCHIVE --into DIR [--download] [--format prism|packwiz] [--json]',
  summary:
    'create a new instance from a .mrpack or CurseForge zip (--format packwiz: a packwiz project of metafiles from a .mrpack)',
  options: {
    into: { type: 'string' },
    format: { type: 'string' },
    name: { type: 'string' },
    download: { type: 'boolean' },
    json: { type: 'boolean' },
  },
  async run(args, io) {
    const archiveArg = args.positionals[0];
    if (archiveArg === undefined || archiveArg === '')
      throw new UsageError('missing ARCHIVE. Pass a .mrpack or CurseForge .zip file.');
    const intoArg = args.values['into'];
    if (typeof intoArg !== 'string' || intoArg === '')
      throw new UsageError('missing --into DIR. Pass the new instance folder to create.');
    const archive = path.resolve(io.cwd, archiveArg);
    const stat = await fs.promises.stat(archive).catch(() => null);
    if (stat === null) throw new UsageError(`archive not found: ${archive}. Pass an existing .mrpack or .zip file.`);
    if (!stat.isFile()) throw new UsageError(`archive is not a file: ${archive}.`);
    const into = path.resolve(io.cwd, intoArg);
    const download = args.values['download'] === true;
    const format = args.values['format'];
    if (format !== undefined && format !== 'prism' && format !== 'packwiz')
      throw new UsageError(`--format must be prism or packwiz, not '${String(format)}'.`);
    if (format === 'packwiz') return importPackwiz(io, archive, into, args.values);
    let result;
    try {
      result = await importModpack(archive, into, {
        fetch: download ? globalThis.fetch : undefined,
        name: typeof args.values['name'] === 'string' ? args.values['name'] : undefined,
      });
    } catch (error) {
      if (error instanceof ImportTargetError || error instanceof ArchiveSafetyError)
        throw new UsageError(error.message);
      throw error;
    }
    const shown = displayPath(io.cwd, result.instance);
    if (args.values['json'] === true) {
      printJson(io, {
        instance: shown,
        format: result.format,
        name: result.name,
        minecraft: result.minecraft,
        loader: result.loader,
        files: result.files,
        downloaded: result.downloaded,
        pending: result.pending,
        warnings: result.warnings,
      });
      return EXIT_OK;
    }
    const loader =
      result.loader === null ? 'vanilla' : `${result.loader.type} ${result.loader.version ?? '(version to pick)'}`;
    io.stdout(
      `Created ${shown}: '${result.name}', Minecraft ${result.minecraft}, ${loader}; ${result.files} file${result.files === 1 ? '' : 's'} written` +
        `${result.pending.length > 0 ? `, ${result.pending.length} still to download` : ''}.\n`,
    );
    const stillNeeded = result.warnings.filter((w) => w.startsWith('Still needs downloading:'));
    const other = result.warnings.filter((w) => !w.startsWith('Still needs downloading:'));
    for (const warning of [...other, ...stillNeeded.slice(0, PENDING_SHOWN)])
      io.stdout(`${colour(io, 'yellow', 'warning')} ${warning}\n`);
    if (stillNeeded.length > PENDING_SHOWN) {
      io.stdout(
        `${colour(io, 'yellow', 'warning')} … and ${stillNeeded.length - PENDING_SHOWN} more files to download; all are listed in ` +
          `${displayPath(io.cwd, path.join(result.instance, 'nova-pending-downloads.json'))} (and in --json output).\n`,
      );
    }
    return EXIT_OK;
  },
};

/** `--format packwiz`: metafiles, index.toml and pack.toml instead of jars (nothing is downloaded). */
async function importPackwiz(io: CliIo, archive: string, into: string, values: CliArgs['values']): Promise<number> {
  let result;
  try {
    result = await importMrpackAsPackwiz(archive, into, {
      name: typeof values['name'] === 'string' ? values['name'] : undefined,
    });
  } catch (error) {
    if (error instanceof ImportTargetError || error instanceof ArchiveSafetyError) throw new UsageError(error.message);
    throw error;
  }
  const shown = displayPath(io.cwd, result.instance);
  if (values['json'] === true) {
    printJson(io, {
      instance: shown,
      format: result.format,
      layout: 'packwiz',
      name: result.name,
      minecraft: result.minecraft,
      loader: result.loader,
      files: result.files,
      metafiles: result.metafiles,
      warnings: result.warnings,
    });
    return EXIT_OK;
  }
  io.stdout(
    `Created packwiz project ${shown}: '${result.name}', Minecraft ${result.minecraft}; ${countNoun(result.metafiles, 'metafile')}, ${countNoun(result.files, 'other file')}.\n`,
  );
  for (const warning of result.warnings) io.stdout(`${colour(io, 'yellow', 'warning')} ${warning}\n`);
  return EXIT_OK;
}
