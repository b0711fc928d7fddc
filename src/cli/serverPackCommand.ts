import * as path from 'node:path';
import { OutputExistsError } from '../core/archive/atomicArchive';
import { scanInstanceMods } from '../core/checks/instanceMods';
import { numberProposals } from '../core/edits';
import { outcomeReasonText } from '../core/journal/outcomeReason';
import { proposePackwizSides } from '../core/planning/serverPackPlanner';
import { buildServerPack, serverSideVerdicts } from '../core/serverPacks/serverPack';
import { ServerPackTooLargeError } from '../core/serverPacks/serverPackFiles';
import { errorText } from '../core/locale/messageError';
import { compareSides } from '../core/serverPacks/sideParity';
import type { ModVerdict } from '../core/serverPacks/sideVerdicts';
import { parityText, verdictReason } from '../core/serverPacks/serverPackMessages';
import { CliMessages as M, say } from './cliMessages';
import type { CliCommand } from './cliCommand';
import { EXIT_FINDINGS, EXIT_OK, UsageError, colour, displayPath, printJson } from './cliIo';
import { cliModrinthClient } from './cliModrinthClient';
import { instanceArgument } from './instanceArgument';
import { instanceModsArgument } from './instanceModsArgument';
import { NodeChangeApplier } from './nodeChangeApplier';

/**
 * `nova server-pack INSTANCE --out DIR [--format folder|zip] [--online] [--json]` (`--online`: Modrinth's side labels
 * as a weak signal, from api.modrinth.com or NOVA_MODRINTH_URL) and
 * `nova server-pack INSTANCE --parity SERVER [--json]` (docs/cli.md, docs/server-packs.md). Exit 0 when the pack
 * was written (or the two sides match), 1 when it was written with problems (or the sides differ), 2 on a usage
 * error: a missing `--out`, or an `--out` that exists (never overwritten).
 */
export const serverPackCommand: CliCommand = {
  name: 'server-pack',
  synopsis:
    'server-pack INSTANCE (--out DIR [--format folder|zip] [--online] | --set-sides [--online] | --parity SERVER) [--json]',
  summary: 'write a server pack: client-only mods dropped, every drop explained',
  options: {
    out: { type: 'string' },
    format: { type: 'string' },
    parity: { type: 'string' },
    online: { type: 'boolean' },
    'set-sides': { type: 'boolean' },
    json: { type: 'boolean' },
  },
  async run(args, io) {
    const json = args.values['json'] === true;
    const { dir, instance, scanner, files } = await instanceModsArgument(io, args.positionals[0]);

    const parityArg = args.values['parity'];
    if (typeof parityArg === 'string' && parityArg !== '') {
      const { instance: server } = await instanceArgument(io, parityArg);
      const report = compareSides(files, await scanInstanceMods(scanner, server));
      if (json) printJson(io, { client: instance.name, server: server.name, ...report });
      else {
        const lines = [
          [report.missingOnServer, M.parityMissingOnServer({}), 'missingOnServer'],
          [report.missingOnClient, M.parityMissingOnClient({}), 'missingOnClient'],
          [report.versionMismatches, M.parityVersionMismatch({}), 'versionMismatch'],
        ] as const;
        for (const [list, label, kind] of lines)
          for (const line of list)
            io.stdout(`${colour(io, 'red', say(io.locale, label))} ${parityText(kind, line, io.locale)}\n`);
        if (report.ok) io.stdout(`${say(io.locale, M.parityAgree({ client: instance.name, server: server.name }))}\n`);
      }
      return report.ok ? EXIT_OK : EXIT_FINDINGS;
    }

    const online = args.values['online'] === true;
    // Each mod's side, from its jar, the pack and (with --online) Modrinth.
    const judgeSides = () =>
      serverSideVerdicts(instance, files, undefined, online ? { modrinth: cliModrinthClient(io) } : {});
    if (args.values['set-sides'] === true) {
      if (instance.layout !== 'packwiz') throw new UsageError(M.setSidesNeedsPackwiz({ instance: instance.name }));
      const verdicts = await judgeSides();
      const proposal = await proposePackwizSides(instance, instance.id, verdicts.verdicts);
      const changes = proposal?.changes ?? [];
      let applied = true;
      let detail: string | undefined;
      let reason: string | undefined;
      if (proposal !== null) {
        const label = 'nova server-pack --set-sides';
        const [outcome] = await new NodeChangeApplier([dir]).apply(
          numberProposals([proposal.draft], { name: 'server-pack', displayName: 'Server pack' }),
          label,
        );
        applied = outcome?.status === 'applied';
        detail = outcome?.detail;
        if (!applied) reason = outcomeReasonText(outcome, io.locale);
      }
      const shown = changes.map((c) => ({ metafile: c.metafile, file: c.file, from: c.from, to: c.side }));
      if (json)
        printJson(io, {
          instance: instance.name,
          applied,
          changes: shown,
          ...(proposal?.draft.impact !== undefined ? { impact: proposal.draft.impact } : {}),
          ...(detail !== undefined ? { error: detail } : {}),
          notes: verdicts.notes ?? [],
        });
      else {
        if (changes.length === 0) io.stdout(`Every metafile's side already agrees with the server-pack verdicts.\n`);
        for (const c of shown)
          io.stdout(`${applied ? 'set' : colour(io, 'red', 'not set')} ${c.metafile}: side "${c.from}" → "${c.to}"\n`);
        if (proposal?.draft.impact !== undefined)
          io.stdout(`${colour(io, 'yellow', 'note')} ${proposal.draft.impact}\n`);
        if (reason !== undefined)
          io.stdout(`${colour(io, 'red', say(io.locale, M.serverPackProblem({})))} ${reason}\n`);
        for (const n of verdicts.notes ?? []) io.stdout(`${colour(io, 'yellow', 'note')} ${n}\n`);
      }
      return applied ? EXIT_OK : EXIT_FINDINGS;
    }

    const outArg = args.values['out'];
    if (typeof outArg !== 'string' || outArg === '') throw new UsageError(M.serverPackNeedsOut({}));
    const formatArg = args.values['format'];
    if (formatArg !== undefined && formatArg !== 'folder' && formatArg !== 'zip')
      throw new UsageError(`--format must be folder or zip, not '${String(formatArg)}'.`);
    const format = formatArg ?? (outArg.toLowerCase().endsWith('.zip') ? 'zip' : 'folder');
    const out = path.resolve(io.cwd, outArg);
    const verdicts = await judgeSides();
    let result;
    try {
      result = await buildServerPack(instance, verdicts, out, format);
    } catch (error) {
      if (error instanceof OutputExistsError || error instanceof ServerPackTooLargeError)
        throw new UsageError(errorText(error) ?? error.message);
      throw error;
    }
    const byVerdict = (v: ModVerdict['verdict']): ModVerdict[] => result.verdicts.filter((x) => x.verdict === v);
    if (json) {
      printJson(io, {
        instance: instance.name,
        out: displayPath(io.cwd, out),
        format,
        kept: byVerdict('keep').map((v) => ({
          file: v.file.fileName,
          id: v.id,
          reason: v.reason,
          requiredBy: v.requiredBy,
        })),
        dropped: byVerdict('drop').map((v) => ({
          file: v.file.fileName,
          id: v.id,
          reason: v.reason,
          signals: v.signals.map(signalJson),
        })),
        undecided: byVerdict('undecided').map((v) => ({
          file: v.file.fileName,
          id: v.id,
          reason: v.reason,
          signals: v.signals.map(signalJson),
        })),
        problems: result.problems.map((p) => ({ code: p.code, file: p.file, message: p.message })),
        notes: result.notes,
        skipped: result.skipped,
        files: result.files.length,
        bytes: result.bytes,
      });
    } else {
      const wrote = M.serverPackWrote({
        out: displayPath(io.cwd, out),
        kept: byVerdict('keep').length + byVerdict('undecided').length,
        dropped: byVerdict('drop').length,
        files: result.files.length,
      });
      io.stdout(`${say(io.locale, wrote)}\n`);
      const shown = (v: ModVerdict): string => `${v.file.fileName}: ${verdictReason(v.why, io.locale)}`;
      for (const v of byVerdict('drop'))
        io.stdout(`${colour(io, 'yellow', say(io.locale, M.serverPackDropped({})))} ${shown(v)}\n`);
      for (const v of byVerdict('undecided'))
        io.stdout(`${colour(io, 'cyan', say(io.locale, M.serverPackUndecided({})))} ${shown(v)}\n`);
      for (const v of byVerdict('keep').filter(
        (k) => k.requiredBy.length > 0 && k.signals.some((s) => s.claim === 'client'),
      ))
        io.stdout(`${colour(io, 'bold', say(io.locale, M.serverPackKept({})))} ${shown(v)}\n`);
      for (const p of result.problems)
        io.stdout(`${colour(io, 'red', say(io.locale, M.serverPackProblem({})))} ${say(io.locale, p.text)}\n`);
      for (const s of result.skipped)
        io.stdout(`${colour(io, 'yellow', say(io.locale, M.serverPackLeftOut({})))} ${s}\n`);
      for (const n of result.notes) io.stdout(`${colour(io, 'yellow', say(io.locale, M.serverPackNote({})))} ${n}\n`);
    }
    return result.problems.length > 0 ? EXIT_FINDINGS : EXIT_OK;
  },
};

function signalJson(s: ModVerdict['signals'][number]): {
  source: string;
  side: string;
  detail: string;
  strength: number;
} {
  return { source: s.source, side: s.claim, detail: s.detail, strength: s.strength };
}
