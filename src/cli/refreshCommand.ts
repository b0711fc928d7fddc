import * as fs from 'node:fs';
import * as path from 'node:path';
import { loadPackwizProject } from '../core/packwiz/packwizProject';
import { planRefresh } from '../core/packwiz/packwizRefresh';
import type { CliCommand } from './cliCommand';
import { EXIT_FINDINGS, EXIT_OK, UsageError, displayPath, printJson } from './cliIo';
import { folderArgument } from './instanceArgument';
import { countNoun } from '../core/text/countNoun';
import { writeFileReplacing } from '../core/fs/exclusiveTemp';

/**
 * `nova refresh DIR [--check]`: recomputes a packwiz pack's index.toml and pack.toml's index hash exactly as
 * `packwiz refresh` would (docs/packwiz.md) and writes them; `--check` writes nothing and exits 1 when they are
 * stale, for a pack repository's CI. Writing is this command's purpose, so it writes without a journal.
 */
export const refreshCommand: CliCommand = {
  name: 'refresh',
  synopsis: 'refresh DIR [--check] [--json]',
  summary:
    "recompute a packwiz pack's index.toml and pack.toml hash as `packwiz refresh` does (--check: exit 1 when stale)",
  options: { check: { type: 'boolean' }, json: { type: 'boolean' } },
  async run(args, io) {
    const dir = await folderArgument(io, args.positionals[0], 'Pack folder');
    if (!fs.existsSync(path.join(dir, 'pack.toml')))
      throw new UsageError(`no pack.toml in ${dir}. Pass the folder of a packwiz pack (see \`nova instances\`).`);
    const project = await loadPackwizProject(dir);
    if (project.pack === null || (project.index === null && project.problems.length > 0)) {
      const first = project.problems[0];
      throw new UsageError(`${first?.message ?? 'pack.toml cannot be read.'}`);
    }
    const plan = await planRefresh(project);
    const stale = plan.indexChanged || plan.packChanged;
    const check = args.values['check'] === true;
    if (!check && stale) {
      const indexAbs = project.index?.abs ?? path.join(dir, ...project.pack.indexFile.split('/'));
      if (plan.indexChanged) await writeReplacing(indexAbs, plan.indexText);
      if (plan.packChanged) await writeReplacing(project.packFile, plan.packText);
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
      io.stdout(`${displayPath(io.cwd, dir)}: index is up to date (${plan.fileCount} files).\n`);
    } else {
      io.stdout(
        `${displayPath(io.cwd, dir)}: ${check ? 'index is stale' : 'refreshed'} (${countNoun(plan.changes.length, 'change')}).\n`,
      );
      for (const c of plan.changes.slice(0, 50)) {
        io.stdout(`  ${c.kind.padEnd(12)} ${c.file}${c.lineEndingsOnly ? ' (CRLF line endings only)' : ''}\n`);
      }
      if (plan.changes.length > 50) io.stdout(`  … ${plan.changes.length - 50} more\n`);
      if (plan.changes.some((c) => c.lineEndingsOnly))
        io.stdout(
          'Some files differ only by CRLF line endings: packwiz hashes bytes as they are; add `* -text` or `*.toml text eol=lf` to .gitattributes.\n',
        );
    }
    return check && stale ? EXIT_FINDINGS : EXIT_OK;
  },
};

/** Writes through an exclusive temporary file renamed over the target, so a crash never leaves half a file. */
async function writeReplacing(file: string, text: string): Promise<void> {
  await writeFileReplacing(file, text);
}
