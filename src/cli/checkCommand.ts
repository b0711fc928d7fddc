import * as fs from 'node:fs';
import { ModScanner } from '../core/minecraft/modScanner';
import { checkWorkspace } from '../core/minecraft/workspaceCheck';
import type { Problem } from '../core/minecraft/problem';
import type { CliCommand } from './cliCommand';
import { EXIT_FINDINGS, EXIT_OK, colour, displayPath, printJson, type CliIo } from './cliIo';
import { folderArgument } from './instanceArgument';

/** `nova check [DIR|INSTANCE]`: every problem of every instance under DIR; exit 1 when one is an error (CLI.md). */
export const checkCommand: CliCommand = {
  name: 'check',
  synopsis: 'check [DIR|INSTANCE] [--json]',
  summary: 'find mod problems in every instance under DIR (exit 1 on errors)',
  options: { json: { type: 'boolean' }, depth: { type: 'string' } },
  async run(args, io) {
    const root = await folderArgument(io, args.positionals[0], 'Folder');
    const depth = typeof args.values['depth'] === 'string' ? Number(args.values['depth']) : undefined;
    const checks = await checkWorkspace([fs.realpathSync(root)], {
      scanner: new ModScanner(),
      maxDepth: depth,
      locale: io.locale ?? 'en',
    });
    const realRoot = fs.realpathSync(root);
    const problems = checks.flatMap((c) => c.problems);
    const hasError = problems.some((p) => p.severity === 'error');
    if (args.values['json'] === true) {
      printJson(io, {
        problems: problems.map((p) => ({
          severity: p.severity,
          code: p.code,
          message: p.message,
          instance: p.instance,
          files: p.files.map((f) => displayPath(realRoot, f)),
          mods: p.mods,
        })),
      });
      return hasError ? EXIT_FINDINGS : EXIT_OK;
    }
    printHuman(io, realRoot, checks.length, problems);
    return hasError ? EXIT_FINDINGS : EXIT_OK;
  },
};

function printHuman(io: CliIo, root: string, instanceCount: number, problems: Problem[]): void {
  if (instanceCount === 0) {
    io.stdout(`No game instances found under ${root}.\n`);
    return;
  }
  let current = '';
  for (const p of problems) {
    if (p.instance !== current) {
      current = p.instance;
      io.stdout(`\n${colour(io, 'bold', p.instance)}\n`);
    }
    const label =
      p.severity === 'error'
        ? colour(io, 'red', 'error')
        : p.severity === 'warning'
          ? colour(io, 'yellow', 'warning')
          : colour(io, 'cyan', 'info');
    const where = p.files.length > 0 ? ` ${colour(io, 'dim', displayPath(root, p.files[0] ?? ''))}` : '';
    io.stdout(`  ${label} ${p.code}${where}\n    ${p.message}\n`);
  }
  const count = (s: Problem['severity']) => problems.filter((p) => p.severity === s).length;
  io.stdout(
    `\n${instanceCount} instance(s) checked: ${count('error')} error(s), ${count('warning')} warning(s), ${count('info')} info.\n`,
  );
}
