import * as path from 'node:path';
import {
  BisectUsageError,
  answerBisect,
  resetBisect,
  startBisect,
  type BisectCulpritMod,
  type BisectReport,
  type BisectResetReport,
} from '../core/minecraft/bisect/modBisect';
import { ModScanner } from '../core/minecraft/modScanner';
import { modsFolder } from '../core/minecraft/workspaceCheck';
import type { CliCommand } from './cliCommand';
import { EXIT_FINDINGS, EXIT_OK, UsageError, displayPath, printJson, type CliIo } from './cliIo';
import { instanceArgument } from './instanceArgument';

const ACTIONS = ['start', 'good', 'bad', 'reset'] as const;
type Action = (typeof ACTIONS)[number];

function isAction(value: string | undefined): value is Action {
  return (ACTIONS as readonly string[]).includes(value ?? '');
}

/** `nova bisect start|good|bad|reset INSTANCE`: find the mod that breaks the game by halving (docs/cli.md). */
export const bisectCommand: CliCommand = {
  name: 'bisect',
  synopsis: 'bisect start|good|bad|reset INSTANCE [--json]',
  summary: 'find the mod that breaks the game by disabling half of the mods at a time',
  options: { json: { type: 'boolean' } },
  async run(args, io) {
    const [action, target] = args.positionals;
    if (!isAction(action)) {
      throw new UsageError(
        `${action === undefined ? 'missing action' : `unknown action '${action}'`}. Use start, good, bad or reset.`,
      );
    }
    const { dir, instance } = await instanceArgument(io, target);
    const mods = modsFolder(instance);
    const shown = (name: string): string => displayPath(dir, path.join(mods, name));
    let result: BisectReport | BisectResetReport;
    try {
      if (action === 'start') result = await startBisect(new ModScanner(), instance);
      else if (action === 'reset') result = await resetBisect(instance);
      else result = await answerBisect(instance, action);
    } catch (error) {
      if (error instanceof BisectUsageError) throw new UsageError(error.message);
      throw error;
    }
    const mod = (m: BisectCulpritMod): BisectCulpritMod => ({ ...m, file: shown(m.file) });
    const json = {
      step: result.step,
      remaining: result.remaining.map(shown),
      disabled: result.disabled.map(shown),
      culprit: result.culprit === null ? null : { ...mod(result.culprit), group: result.culprit.group.map(mod) },
      done: result.done,
      ...('restored' in result ? { restored: result.restored.map(shown), mismatches: result.mismatches } : {}),
    };
    if (args.values['json'] === true) printJson(io, json);
    else printHuman(io, action, json, target ?? '.');
    return 'mismatches' in result && result.mismatches.length > 0 ? EXIT_FINDINGS : EXIT_OK;
  },
};

type Shown = {
  step: number;
  remaining: string[];
  disabled: string[];
  culprit: (BisectCulpritMod & { group: BisectCulpritMod[] }) | null;
  done: boolean;
  restored?: string[];
  mismatches?: string[];
};

function modLabel(m: BisectCulpritMod): string {
  const name = m.name ?? m.id ?? path.basename(m.file);
  return `${name}${m.version ? ` ${m.version}` : ''} (${m.file})`;
}

function printHuman(io: CliIo, action: Action, r: Shown, target: string): void {
  if (action === 'reset') {
    io.stdout(`Bisect ended: ${r.restored?.length ?? 0} file(s) renamed back.\n`);
    if ((r.mismatches ?? []).length === 0) io.stdout('Every file of mods/ is back byte for byte.\n');
    for (const m of r.mismatches ?? []) io.stderr(`warning: ${m}\n`);
    return;
  }
  if (r.done && r.culprit !== null) {
    if (r.culprit.group.length === 1) io.stdout(`Found it after ${r.step} answer(s): ${modLabel(r.culprit)}.\n`);
    else {
      io.stdout(`Found the smallest group that must go together after ${r.step} answer(s):\n`);
      for (const m of r.culprit.group) io.stdout(`  ${modLabel(m)}\n`);
    }
    io.stdout(`It is disabled now (with what needs it). Run \`nova bisect reset ${target}\` to put every file back.\n`);
    return;
  }
  io.stdout(
    `Step ${r.step + 1}: ${r.disabled.length} file(s) disabled, ${r.remaining.length} suspect(s) left ` +
      `(about ${Math.ceil(Math.log2(Math.max(r.remaining.length, 1)))} more answer(s)).\n`,
  );
  io.stdout(
    `Launch the game, then run \`nova bisect good ${target}\` if the problem is gone or \`nova bisect bad ${target}\` if it is still there.\n`,
  );
}
