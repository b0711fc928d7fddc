import * as path from 'node:path';
import { CliMessages as M } from './cliMessages';
import {
  BisectUsageError,
  bisectMismatches,
  type BisectCulpritMod,
  type BisectReport,
  type BisectResetReport,
  type BisectStep,
} from '../core/bisect/modBisect';
import { BISECT_STATE_FILE, removeBisectState } from '../core/bisect/bisectState';
import { BisectM } from '../core/bisect/bisectMessages';
import { numberProposals } from '../core/edits';
import type { Instance } from '../core/model/instance';
import { ModScanner } from '../core/mods/modScanner';
import { bisectStepDraft, planBisectAnswer, planBisectReset, planBisectStart } from '../core/planning/bisectPlanner';
import type { ChangeApplier } from '../core/ports';
import { NodeChangeApplier } from './nodeChangeApplier';
import { modsFolder } from '../core/checks/workspaceCheck';
import type { CliCommand } from './cliCommand';
import { EXIT_FINDINGS, EXIT_OK, UsageError, displayPath, printJson, type CliIo } from './cliIo';
import { instanceArgument } from './instanceArgument';
import { countNoun } from '../core/text/countNoun';

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
      throw new UsageError(M.bisectAction({ action: action ?? '' }));
    }
    const { dir, instance } = await instanceArgument(io, target);
    const mods = modsFolder(instance);
    const shown = (name: string): string => displayPath(dir, path.join(mods, name));
    const applier = new NodeChangeApplier([dir]);
    let result: BisectReport | BisectResetReport;
    try {
      if (action === 'start') result = await startBisect(applier, new ModScanner({ blockingReads: true }), instance);
      else if (action === 'reset') result = await resetBisect(applier, instance);
      else result = await answerBisect(applier, instance, action);
    } catch (error) {
      if (error instanceof BisectUsageError) throw new UsageError(error.text ?? error.message);
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

const TOOL = { name: 'bisect', displayName: 'Bisect' };

/** Applies one planned step through `applier`; a refused or failed step is a BisectUsageError saying what to do. */
async function applyStep(
  applier: ChangeApplier,
  step: BisectStep,
  options: { stateAtReset?: 'backups' | 'keep' } = {},
): Promise<void> {
  const label = `nova bisect ${step.action}`;
  const draft = bisectStepDraft(step, label, options);
  const [outcome] = await applier.apply(numberProposals([draft], TOOL), label);
  if (outcome?.status === 'applied') return;
  const detail = outcome?.detail;
  if (step.action === 'start' && detail?.includes(BISECT_STATE_FILE) === true) {
    throw new BisectUsageError(BisectM.startRaced({ dir: step.instance.gameDir }));
  }
  throw new BisectUsageError(
    BisectM.stepNotApplied({ detail: outcome?.message ?? detail ?? BisectM.changeNotApplied({}) }),
  );
}

/** Starts a bisect: plans it and applies its first step (the state file, then the renames). */
export async function startBisect(
  applier: ChangeApplier,
  scanner: ModScanner,
  instance: Instance,
): Promise<BisectReport> {
  const step = await planBisectStart(scanner, instance);
  await applyStep(applier, step);
  return step.report;
}

/** Records an answer and applies the next step (the renames, then the state's rewrite). */
export async function answerBisect(
  applier: ChangeApplier,
  instance: Instance,
  answer: 'good' | 'bad',
): Promise<BisectReport> {
  const step = await planBisectAnswer(instance, answer);
  await applyStep(applier, step);
  return step.report;
}

/**
 * Ends the bisect: renames every file back to its name at the start and checks each one's size and SHA-512 against
 * what `start` recorded. The CLI keeps no undo journal, so the state file (Nova's own bookkeeping) is then removed.
 */
export async function resetBisect(applier: ChangeApplier, instance: Instance): Promise<BisectResetReport> {
  const step = await planBisectReset(instance);
  await applyStep(applier, step, { stateAtReset: 'keep' });
  const mismatches = await bisectMismatches(instance, step.state);
  await removeBisectState(instance);
  return { ...step.report, restored: step.restored, mismatches };
}

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

/** The human output's sentences; `zh-cn` follows `--lang` / `LANG` like the crash and check output. */
const TEXT = {
  en: {
    reset: (n: number) => `Bisect ended: ${countNoun(n, 'file')} renamed back.\n`,
    intact: 'Every file of mods/ is back byte for byte.\n',
    found: (step: number, mod: string) => `Found it after ${countNoun(step, 'answer')}: ${mod}.\n`,
    group: (step: number) => `Found the smallest group that must go together after ${countNoun(step, 'answer')}:\n`,
    disabledNow: (t: string) =>
      `It is disabled now (with what needs it). Run \`nova bisect reset ${t}\` to put every file back.\n`,
    step: (step: number, disabled: number, left: number, more: number) =>
      `Step ${step}: ${countNoun(disabled, 'file')} disabled, ${countNoun(left, 'suspect')} left (about ${countNoun(more, 'more answer')}).\n`,
    next: (t: string) =>
      `Launch the game, then run \`nova bisect good ${t}\` if the problem is gone or \`nova bisect bad ${t}\` if it is still there.\n`,
  },
  'zh-cn': {
    reset: (n: number) => `二分排查已结束：${n} 个文件已改回原名。\n`,
    intact: 'mods/ 中的每个文件都已逐字节恢复。\n',
    found: (step: number, mod: string) => `经过 ${step} 次回答找到了：${mod}。\n`,
    group: (step: number) => `经过 ${step} 次回答，找到必须一起处理的最小一组：\n`,
    disabledNow: (t: string) => `它（以及依赖它的模组）现已禁用。运行 \`nova bisect reset ${t}\` 可恢复所有文件。\n`,
    step: (step: number, disabled: number, left: number, more: number) =>
      `第 ${step} 步：已禁用 ${disabled} 个文件，剩余 ${left} 个嫌疑（大约还需回答 ${more} 次）。\n`,
    next: (t: string) =>
      `启动游戏；问题消失则运行 \`nova bisect good ${t}\`，问题仍在则运行 \`nova bisect bad ${t}\`。\n`,
  },
};

function printHuman(io: CliIo, action: Action, r: Shown, target: string): void {
  const t = TEXT[io.locale ?? 'en'];
  if (action === 'reset') {
    io.stdout(t.reset(r.restored?.length ?? 0));
    if ((r.mismatches ?? []).length === 0) io.stdout(t.intact);
    for (const m of r.mismatches ?? []) io.stderr(`warning: ${m}\n`);
    return;
  }
  if (r.done && r.culprit !== null) {
    if (r.culprit.group.length === 1) io.stdout(t.found(r.step, modLabel(r.culprit)));
    else {
      io.stdout(t.group(r.step));
      for (const m of r.culprit.group) io.stdout(`  ${modLabel(m)}\n`);
    }
    io.stdout(t.disabledNow(target));
    return;
  }
  const more = Math.ceil(Math.log2(Math.max(r.remaining.length, 1)));
  io.stdout(t.step(r.step + 1, r.disabled.length, r.remaining.length, more));
  io.stdout(t.next(target));
}
