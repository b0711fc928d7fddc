import * as fs from 'node:fs';
import { outcomeReason } from '../core/journal/outcomeReason';
import { CliMessages as M, say } from './cliMessages';
import * as path from 'node:path';
import { loadPackwizProject } from '../core/packwiz/packwizProject';
import { numberProposals } from '../core/edits';
import { proposeRefresh } from '../core/planning/packwizPlanner';
import type { CliCommand } from './cliCommand';
import { EXIT_FINDINGS, EXIT_OK, UsageError, displayPath, printJson } from './cliIo';
import { folderArgument } from './instanceArgument';
import { NodeChangeApplier } from './nodeChangeApplier';
import { errorMessage } from '../core/text/textSafety';
import { errorText } from '../core/locale/messageError';
import { RefreshM } from '../core/packwiz/packwizRefreshMessages';

/**
 * `nova refresh DIR [--check]`: recomputes a packwiz pack's index.toml and pack.toml's index hash exactly as
 * `packwiz refresh` would (docs/packwiz.md) and writes them; `--check` writes nothing and exits 1 when they are
 * stale, for a pack repository's CI. The writes are planned by the packwiz planner and applied by the CLI's
 * {@link NodeChangeApplier} (each file must still hold the text the plan read); the CLI keeps no undo journal.
 */
export const refreshCommand: CliCommand = {
  name: 'refresh',
  synopsis: 'refresh DIR [--check] [--json]',
  summary:
    "recompute a packwiz pack's index.toml and pack.toml hash as `packwiz refresh` does (--check: exit 1 when stale)",
  options: { check: { type: 'boolean' }, json: { type: 'boolean' } },
  async run(args, io) {
    const dir = await folderArgument(io, args.positionals[0], 'Pack folder');
    if (!fs.existsSync(path.join(dir, 'pack.toml'))) throw new UsageError(M.noPackToml({ dir }));
    const project = await loadPackwizProject(dir);
    // A missing index.toml is what refresh creates; anything else unreadable is reported, never written over.
    const blocking = project.indexMissing ? project.problems.slice(0, -1) : project.problems;
    if (project.pack === null || project.indexAbs === null || (project.index === null && blocking.length > 0)) {
      const first = blocking[0] ?? project.problems[0];
      throw new UsageError(first?.text ?? RefreshM.packUnreadable({}));
    }
    const unreadable = project.problems.find((p) => p.unreadable === true);
    if (unreadable !== undefined) throw new UsageError(RefreshM.notRefreshed({ detail: unreadable.text }));
    let proposal;
    try {
      proposal = await proposeRefresh(project, dir);
    } catch (error) {
      throw new UsageError(errorText(error) ?? errorMessage(error));
    }
    const { plan, draft } = proposal;
    const stale = plan.indexChanged || plan.packChanged;
    const check = args.values['check'] === true;
    if (!check && draft !== null) {
      const label = 'refresh';
      const [outcome] = await new NodeChangeApplier([dir]).apply(
        numberProposals([draft], { name: 'refresh_packwiz_index', displayName: label }),
        label,
      );
      if (outcome?.status !== 'applied') throw new UsageError(M.nothingRefreshed({ reason: outcomeReason(outcome) }));
    }
    const changes = plan.changes.map((c) => ({ ...c }));
    if (args.values['json'] === true) {
      printJson(io, {
        pack: displayPath(io.cwd, dir),
        stale,
        written: !check && stale,
        indexChanged: plan.indexChanged,
        packChanged: plan.packChanged,
        files: plan.fileCount,
        changes,
      });
    } else if (!stale) {
      io.stdout(`${say(io.locale, M.refreshUpToDate({ dir: displayPath(io.cwd, dir), files: plan.fileCount }))}\n`);
    } else {
      const counts = { dir: displayPath(io.cwd, dir), changes: plan.changes.length };
      io.stdout(`${say(io.locale, check ? M.refreshStale(counts) : M.refreshDone(counts))}\n`);
      const crlfOnly = say(io.locale, M.refreshCrlfOnly({}));
      for (const c of plan.changes.slice(0, 50)) {
        io.stdout(`  ${c.kind.padEnd(12)} ${c.file}${c.lineEndingsOnly ? ` ${crlfOnly}` : ''}\n`);
      }
      if (plan.changes.length > 50)
        io.stdout(`  ${say(io.locale, M.refreshMore({ count: plan.changes.length - 50 }))}\n`);
      if (plan.changes.some((c) => c.lineEndingsOnly)) io.stdout(`${say(io.locale, M.refreshCrlfAdvice({}))}\n`);
    }
    return check && stale ? EXIT_FINDINGS : EXIT_OK;
  },
};
