import * as fs from 'node:fs';
import { outcomeReason } from '../core/journal/outcomeReason';
import { CliMessages as M, say, severityWord } from './cliMessages';
import * as path from 'node:path';
import { ArchiveSafetyError } from '../core/archive/archiveSafety';
import { numberProposals, type ProposalDraft } from '../core/edits';
import { ImportTargetError, refuseImportTarget } from '../core/packs/modpackImporter';
import { isPendingWarning } from '../core/packs/packWarningMessages';
import { PackPlanError, proposeImport, proposePackwizImport } from '../core/planning/packPlanner';
import type { CliArgs, CliCommand } from './cliCommand';
import type { CliIo } from './cliIo';
import { EXIT_OK, UsageError, colour, displayPath, printJson } from './cliIo';
import { NodeChangeApplier } from './nodeChangeApplier';
import { errorText } from '../core/locale/messageError';

/** Pending downloads printed for people; the rest are summarised (all are in the JSON output and the instance). */
const PENDING_SHOWN = 10;

/**
 * `nova import ARCHIVE --into DIR` (docs/cli.md): a new Prism-style instance from a `.mrpack` or CurseForge zip. Offline
 * unless `--download` is given (then listed files are fetched from the allowed hosts and hash-checked). DIR must not
 * exist (missing parent folders are created, as `git clone` does); a hostile or unreadable archive is refused
 * (exit 2) with nothing written. The pack planner assembles the instance in a private temporary folder and proposes
 * one move of it to DIR, which the CLI's {@link NodeChangeApplier} carries out without overwriting.
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
    if (archiveArg === undefined || archiveArg === '') throw new UsageError(M.importMissingArchive({}));
    const intoArg = args.values['into'];
    if (typeof intoArg !== 'string' || intoArg === '') throw new UsageError(M.importMissingInto({}));
    const archive = path.resolve(io.cwd, archiveArg);
    const stat = await fs.promises.stat(archive).catch(() => null);
    if (stat === null) throw new UsageError(M.archiveNotFound({ path: archive }));
    if (!stat.isFile()) throw new UsageError(M.archiveNotFile({ path: archive }));
    const into = path.resolve(io.cwd, intoArg);
    const download = args.values['download'] === true;
    const format = args.values['format'];
    if (format !== undefined && format !== 'prism' && format !== 'packwiz')
      throw new UsageError(M.optionChoice({ option: '--format', choices: 'prism|packwiz', value: String(format) }));
    if (format === 'packwiz') return importPackwiz(io, archive, into, args.values);
    const result = await importInto(into, () =>
      proposeImport({
        archive,
        shownArchive: path.basename(archive),
        target: into,
        options: {
          fetch: download ? globalThis.fetch : undefined,
          name: typeof args.values['name'] === 'string' ? args.values['name'] : undefined,
        },
      }),
    );
    const shown = displayPath(io.cwd, into);
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
      result.loader === null
        ? say(io.locale, M.loaderVanilla({}))
        : result.loader.version === null
          ? say(io.locale, M.loaderVersionToPick({ loader: result.loader.type }))
          : `${result.loader.type} ${result.loader.version}`;
    const created = M.importCreated({
      out: shown,
      name: result.name,
      minecraft: result.minecraft,
      loader,
      files: result.files,
      pending: result.pending.length,
    });
    io.stdout(`${say(io.locale, created)}\n`);
    const stillNeeded = result.warningMessages.filter(isPendingWarning);
    const other = result.warningMessages.filter((w) => !isPendingWarning(w));
    for (const warning of [...other, ...stillNeeded.slice(0, PENDING_SHOWN)])
      io.stdout(`${colour(io, 'yellow', severityWord(io.locale, 'warning'))} ${say(io.locale, warning)}\n`);
    if (stillNeeded.length > PENDING_SHOWN) {
      const more = M.importMorePending({
        count: stillNeeded.length - PENDING_SHOWN,
        list: displayPath(io.cwd, path.join(into, 'nova-pending-downloads.json')),
      });
      io.stdout(`${colour(io, 'yellow', severityWord(io.locale, 'warning'))} ${say(io.locale, more)}\n`);
    }
    return EXIT_OK;
  },
};

/** `--format packwiz`: metafiles, index.toml and pack.toml instead of jars (nothing is downloaded). */
async function importPackwiz(io: CliIo, archive: string, into: string, values: CliArgs['values']): Promise<number> {
  const result = await importInto(into, () =>
    proposePackwizImport({
      archive,
      shownArchive: path.basename(archive),
      target: into,
      ...(typeof values['name'] === 'string' ? { name: values['name'] } : {}),
    }),
  );
  const shown = displayPath(io.cwd, into);
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
  const created = M.importCreatedPackwiz({
    out: shown,
    name: result.name,
    minecraft: result.minecraft,
    metafiles: result.metafiles,
    files: result.files,
  });
  io.stdout(`${say(io.locale, created)}\n`);
  for (const warning of result.warningMessages)
    io.stdout(`${colour(io, 'yellow', severityWord(io.locale, 'warning'))} ${say(io.locale, warning)}\n`);
  return EXIT_OK;
}

/**
 * Plans an import into `into` (refused as the importers refuse it: an existing folder, a file on the way) and moves
 * the planned folder there through the CLI's applier, never over an existing folder. A refused target or archive is
 * a usage error (exit 2) with nothing written.
 */
async function importInto<R>(into: string, plan: () => Promise<{ draft: ProposalDraft; result: R }>): Promise<R> {
  let proposal;
  try {
    await refuseImportTarget(into);
    proposal = await plan();
  } catch (error) {
    if (error instanceof ImportTargetError || error instanceof ArchiveSafetyError || error instanceof PackPlanError)
      throw new UsageError(errorText(error) ?? error.message);
    throw error;
  }
  const label = 'import';
  const [outcome] = await new NodeChangeApplier([path.dirname(into)]).apply(
    numberProposals([proposal.draft], { name: 'install_modpack', displayName: label }),
    label,
  );
  if (outcome?.status !== 'applied') throw new UsageError(M.nothingImported({ reason: outcomeReason(outcome) }));
  return proposal.result;
}
