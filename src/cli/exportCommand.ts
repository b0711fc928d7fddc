import * as path from 'node:path';
import { outcomeReason } from '../core/journal/outcomeReason';
import { CliMessages as M, say, severityWord } from './cliMessages';
import { OutputExistsError, refuseExisting } from '../core/archive/atomicArchive';
import { numberProposals } from '../core/edits';
import { ModpackExportError, type ModpackFormat } from '../core/packs/modpackExport';
import { clientDownloadLookup } from '../core/modrinth/clientDownloadLookup';
import { PackPlanError, proposeExport } from '../core/planning/packPlanner';
import { exportNotices } from '../core/packs/exportMessages';
import type { FetchLike } from '../core/download/verifiedDownload';
import { defaultJarCacheDir, PackwizJarCache } from '../core/packwiz/packwizJarCache';
import type { CliCommand } from './cliCommand';
import { cliModrinthClient } from './cliModrinthClient';
import { EXIT_OK, UsageError, colour, displayPath, printJson } from './cliIo';
import { instanceArgument } from './instanceArgument';
import { NodeChangeApplier } from './nodeChangeApplier';
import { errorText } from '../core/locale/messageError';

/**
 * `nova export INSTANCE --out FILE [--format mrpack|curseforge]` (docs/cli.md). Without `--format`, a `.zip` output is
 * a CurseForge pack and anything else a `.mrpack`. Never overwrites: an existing FILE is a usage error (exit 2).
 * `--online` allows network access (Modrinth hash lookup for jars without metadata, fetching metafile-only files).
 * The pack planner writes the archive into a private temporary folder (streamed, never held in memory) and proposes
 * it as one creation at FILE, which the CLI's {@link NodeChangeApplier} moves into place without overwriting.
 */
export const exportCommand: CliCommand = {
  name: 'export',
  synopsis: 'export INSTANCE --out FILE [--format mrpack|curseforge] [--include-disabled] [--online] [--json]',
  summary: 'write a .mrpack or CurseForge modpack archive',
  options: {
    out: { type: 'string' },
    format: { type: 'string' },
    name: { type: 'string' },
    'pack-version': { type: 'string' },
    summary: { type: 'string' },
    author: { type: 'string' },
    'include-saves': { type: 'boolean' },
    'include-disabled': { type: 'boolean' },
    online: { type: 'boolean' },
    json: { type: 'boolean' },
  },
  async run(args, io) {
    const outArg = args.values['out'];
    if (typeof outArg !== 'string' || outArg === '') throw new UsageError(M.exportMissingOut({}));
    const formatArg = args.values['format'];
    if (formatArg !== undefined && formatArg !== 'mrpack' && formatArg !== 'curseforge') {
      throw new UsageError(
        M.optionChoice({ option: '--format', choices: 'mrpack|curseforge', value: String(formatArg) }),
      );
    }
    const format: ModpackFormat = formatArg ?? (outArg.toLowerCase().endsWith('.zip') ? 'curseforge' : 'mrpack');
    const { instance } = await instanceArgument(io, args.positionals[0]);
    const out = path.resolve(io.cwd, outArg);
    const online = args.values['online'] === true;
    const fetchFile = globalThis.fetch as unknown as FetchLike;
    const text = (key: string): string | undefined =>
      typeof args.values[key] === 'string' ? args.values[key] : undefined;
    const options = {
      name: text('name'),
      versionId: text('pack-version'),
      summary: text('summary'),
      author: text('author'),
      includeSaves: args.values['include-saves'] === true,
      // `.disabled` files stay out unless asked: a disabled mod shipped would load for every player.
      includeDisabled: args.values['include-disabled'] === true,
      // Online: jars without metadata are looked up on Modrinth by sha512, and files only a metafile describes are
      // fetched to hash them (nothing is saved). Offline by default, so CI runs are reproducible.
      fetch: online ? fetchFile : undefined,
      jarCache: online ? new PackwizJarCache(defaultJarCacheDir(io.env), fetchFile) : undefined,
      lookupDownloads: online ? clientDownloadLookup(cliModrinthClient(io)) : undefined,
    };
    let proposal;
    try {
      await refuseExisting(out);
      proposal = await proposeExport({ instance, instanceId: instance.id, format, target: out, options });
    } catch (error) {
      if (error instanceof OutputExistsError || error instanceof ModpackExportError || error instanceof PackPlanError)
        throw new UsageError(errorText(error) ?? error.message);
      throw error;
    }
    const { draft, result } = proposal;
    const label = 'export';
    const [outcome] = await new NodeChangeApplier([path.dirname(out), instance.gameDir]).apply(
      numberProposals([draft], { name: 'export_modpack', displayName: label }),
      label,
    );
    if (outcome?.status !== 'applied') throw new UsageError(M.nothingWritten({ reason: outcomeReason(outcome) }));
    const shown = displayPath(io.cwd, out);
    // What went partly wrong (a failed lookup, disabled files left out) leads the warnings.
    const notices = exportNotices(result);
    if (args.values['json'] === true) {
      printJson(io, {
        out: shown,
        format: result.format,
        files: result.files,
        overrides: result.overrides,
        bytes: result.bytes,
        warnings: [...notices.map((n) => say('en', n)), ...result.warnings],
        leftOutDisabled: result.leftOutDisabled,
        lookupFailed: result.lookupFailure !== null,
      });
      return EXIT_OK;
    }
    const wrote = M.exportWrote({
      out: shown,
      format,
      size: formatBytes(result.bytes),
      files: result.files,
      overrides: result.overrides,
    });
    io.stdout(`${say(io.locale, wrote)}\n`);
    for (const notice of notices)
      io.stdout(`${colour(io, 'yellow', severityWord(io.locale, 'warning'))} ${say(io.locale, notice)}\n`);
    for (const warning of result.warningMessages)
      io.stdout(`${colour(io, 'yellow', severityWord(io.locale, 'warning'))} ${say(io.locale, warning)}\n`);
    return EXIT_OK;
  },
};

function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KiB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
}
