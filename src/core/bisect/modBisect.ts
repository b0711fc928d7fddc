import * as fs from 'node:fs';
import * as path from 'node:path';
import { disableModDraft, enableModDraft, inverseOfAll, type FileOperation, type ProposalDraft } from '../edits';
import { operationProblem, operationsTookEffect } from '../journal/operationCheck';
import type { Instance } from '../model/instance';
import { hashFile } from '../download/fileHasher';
import type { ModScanner } from '../mods/modScanner';
import { modsFolder } from '../checks/workspaceCheck';
import { answerTest, nextTest, withoutCulprit } from './bisectPlan';
import { bisectRequires } from './bisectRequires';
import {
  bisectStatePath,
  bisectStateText,
  readBisectState,
  readBisectStateFile,
  removeBisectState,
  writeBisectState,
  type BisectModInfo,
  type BisectStartFile,
  type BisectState,
} from './bisectState';

import { BisectUsageError } from './bisectUsageError';

export { BisectUsageError };

export interface BisectCulpritMod extends BisectModInfo {
  /** The file's enabled name (`sodium-0.5.8.jar`). */
  file: string;
}

/** The culprit (its first file) and the whole group that must go together (one entry for a single mod). */
export interface BisectCulprit extends BisectCulpritMod {
  group: BisectCulpritMod[];
}

/** Where a bisect stands: the shape of `nova bisect --json` (docs/cli.md), with file names instead of paths. */
export interface BisectReport {
  /** Answers given so far (0 right after `start`). */
  step: number;
  /** The files that may still be the culprit. */
  remaining: string[];
  /** The files bisect has renamed to `.disabled` right now, by their enabled names. */
  disabled: string[];
  culprit: BisectCulprit | null;
  done: boolean;
}

/** What `reset` did: the files it renamed back, and any file whose bytes differ from the start (none when all is well). */
export interface BisectResetReport extends BisectReport {
  restored: string[];
  mismatches: string[];
}

/**
 * One bisect step as data, before anything on disk changes: the renames in `mods/` that set up the next launch (or,
 * for reset, put every file back), the state after the step, and the state file's text before it (null at start).
 * The CLI applies a step directly; VS Code applies it as one journaled change (see {@link bisectStepDraft}).
 */
export interface BisectStep {
  action: 'start' | 'good' | 'bad' | 'reset';
  instance: Instance;
  renames: FileOperation[];
  state: BisectState;
  previousText: string | null;
  report: BisectReport;
}

/**
 * Plans the start of a bisect: records every file of `mods/` (name, enabled, size, SHA-512), then disables about
 * half of the enabled files, never a file an enabled mod requires.
 */
export async function planBisectStart(scanner: ModScanner, instance: Instance): Promise<BisectStep> {
  if ((await readBisectState(instance)) !== null) {
    throw new BisectUsageError(
      `a bisect is already running in ${instance.gameDir}. Answer it with good or bad, or undo it with reset.`,
    );
  }
  const dir = modsFolder(instance);
  const scanned = (await scanner.scanFolder(dir)).filter((f) => f.kind !== 'directory');
  const enabled = scanned.filter((f) => f.enabled);
  if (enabled.length === 0)
    throw new BisectUsageError(`no enabled mod files in ${dir}. Bisect needs at least one enabled jar.`);
  const names = new Set(scanned.map((f) => f.fileName));
  const clash = enabled.find((f) => names.has(`${f.fileName}.disabled`));
  if (clash !== undefined) {
    throw new BisectUsageError(
      `${clash.fileName} and ${clash.fileName}.disabled are both in ${dir}, so bisect could not disable it without overwriting. Move one of them out first.`,
    );
  }
  const files: BisectStartFile[] = [];
  for (const f of scanned) {
    const hashes = await hashFile(f.path);
    files.push({ name: f.fileName, enabled: f.enabled, size: hashes.size, sha512: hashes.sha512 });
  }
  const mods: Record<string, BisectModInfo> = {};
  for (const f of enabled) {
    const mod = f.mods[0];
    mods[f.fileName] = { id: mod?.id ?? null, name: mod?.name ?? null, version: mod?.version ?? null };
  }
  const candidates = enabled.map((f) => f.fileName);
  const state: BisectState = {
    format: 1,
    startedAt: new Date().toISOString(),
    files,
    mods,
    requires: bisectRequires(instance, scanned),
    candidates,
    suspects: candidates,
    covered: candidates,
    enabled: candidates,
    answers: [],
    culprit: null,
  };
  return { action: 'start', instance, previousText: null, ...advance(instance, state) };
}

/** Plans an answer: the problem is still there with the current set (`bad`) or gone (`good`); halves again. */
export async function planBisectAnswer(instance: Instance, answer: 'good' | 'bad'): Promise<BisectStep> {
  const current = await readBisectStateFile(instance);
  if (current === null) {
    throw new BisectUsageError(
      `no bisect is running in ${instance.gameDir}. Start one with \`nova bisect start INSTANCE\`.`,
    );
  }
  const state = current.state;
  if (state.culprit !== null) {
    throw new BisectUsageError('this bisect is finished. Run `nova bisect reset INSTANCE` to put every file back.');
  }
  state.suspects = answerTest(state.suspects, state.covered, answer);
  state.answers.push(answer);
  return { action: answer, instance, previousText: current.text, ...advance(instance, state) };
}

/**
 * Plans the end of a bisect: every file bisect disabled is renamed back to its name at the start. A file someone
 * already renamed back by hand is left as it is; {@link bisectMismatches} still checks its bytes.
 */
export async function planBisectReset(instance: Instance): Promise<BisectStep & { restored: string[] }> {
  const current = await readBisectStateFile(instance);
  if (current === null) throw new BisectUsageError(`no bisect is running in ${instance.gameDir}; nothing to reset.`);
  const state = current.state;
  const before = report(state);
  const dir = modsFolder(instance);
  const restored = state.candidates.filter(
    (name) => !state.enabled.includes(name) && fs.existsSync(path.join(dir, `${name}.disabled`)),
  );
  state.enabled = state.candidates;
  return {
    action: 'reset',
    instance,
    renames: renames(dir, restored, 'enable'),
    state,
    previousText: current.text,
    report: { ...before, disabled: [] },
    restored,
  };
}

/** Every file of `mods/` whose name, size or SHA-512 differs from the start, in words (none when all is back). */
export async function bisectMismatches(instance: Instance, state: BisectState): Promise<string[]> {
  const dir = modsFolder(instance);
  const mismatches: string[] = [];
  for (const file of state.files) {
    const at = path.join(dir, file.name);
    try {
      const hashes = await hashFile(at);
      if (hashes.size !== file.size || hashes.sha512 !== file.sha512)
        mismatches.push(`${file.name} differs from the start (changed since the bisect began)`);
    } catch {
      mismatches.push(`${file.name} is missing from ${dir}`);
    }
  }
  return mismatches;
}

/**
 * A step as one change for the host's applier and journal: the renames plus the state file's creation (start),
 * rewrite (an answer) or move into the instance's `backups/` (reset; nothing is deleted), so undoing the change
 * puts both the jars and the state back.
 */
export function bisectStepDraft(step: BisectStep, summary: string): ProposalDraft {
  const file = bisectStatePath(step.instance);
  const stamp = step.state.startedAt.replace(/[^0-9A-Za-z]/g, '-');
  const backups = path.join(step.instance.gameDir, 'backups');
  const text = bisectStateText(step.state);
  let stateOp: FileOperation;
  if (step.action === 'reset') {
    stateOp = { kind: 'rename', from: file, to: path.join(backups, `nova-bisect-${stamp}.json`) };
  } else if (step.previousText === null) {
    stateOp = {
      kind: 'create',
      path: file,
      source: { content: text },
      undoPath: path.join(backups, `undone-nova-bisect-${stamp}.json`),
    };
  } else {
    stateOp = { kind: 'write', path: file, content: text, previous: step.previousText };
  }
  const operations = [...step.renames, stateOp];
  return { summary, risk: 'safe', instanceId: step.instance.id, operations, inverse: inverseOfAll(operations) };
}

/** Starts a bisect and applies its first step to the disk (the CLI's path). */
export async function startBisect(scanner: ModScanner, instance: Instance): Promise<BisectReport> {
  const step = await planBisectStart(scanner, instance);
  await writeBisectState(instance, step.state, true);
  try {
    await applyRenames(step.renames);
  } catch (error) {
    await removeBisectState(instance);
    throw error;
  }
  return step.report;
}

/** Records an answer and applies the next step to the disk (the CLI's path). */
export async function answerBisect(instance: Instance, answer: 'good' | 'bad'): Promise<BisectReport> {
  const step = await planBisectAnswer(instance, answer);
  await applyRenames(step.renames);
  try {
    await writeBisectState(instance, step.state);
  } catch (error) {
    await applyRenames(inverseOfAll(step.renames));
    throw new Error(`cannot save ${bisectStatePath(instance)}: ${(error as Error).message}. No file was changed.`, {
      cause: error,
    });
  }
  return step.report;
}

/** The running bisect's report, or null when none runs. */
export async function bisectStatus(instance: Instance): Promise<BisectReport | null> {
  const state = await readBisectState(instance);
  return state === null ? null : report(state);
}

/**
 * Ends the bisect (the CLI's path): renames every file back to its name at the start and checks each one's size
 * and SHA-512 against what `start` recorded. The state file is removed once every file is back under its name.
 */
export async function resetBisect(instance: Instance): Promise<BisectResetReport> {
  const step = await planBisectReset(instance);
  await applyRenames(step.renames);
  await writeBisectState(instance, step.state);
  const mismatches = await bisectMismatches(instance, step.state);
  await removeBisectState(instance);
  return { ...step.report, restored: step.restored, mismatches };
}

/** The next launch (or the end) for the current suspects: the renames that match it and the state after them. */
function advance(instance: Instance, state: BisectState): Pick<BisectStep, 'renames' | 'state' | 'report'> {
  const test = nextTest(state.suspects, state.candidates, state.requires);
  let target: string[];
  if (test === null) {
    state.culprit = [...state.suspects];
    state.covered = [];
    target = withoutCulprit(state.candidates, state.culprit, state.requires);
  } else {
    state.covered = test.covered;
    target = test.enabled;
  }
  const dir = modsFolder(instance);
  const wanted = new Set(target);
  const current = new Set(state.enabled);
  const ops = [
    ...renames(
      dir,
      state.candidates.filter((f) => wanted.has(f) && !current.has(f)),
      'enable',
    ),
    ...renames(
      dir,
      state.candidates.filter((f) => !wanted.has(f) && current.has(f)),
      'disable',
    ),
  ];
  state.enabled = target;
  return { renames: ops, state, report: report(state) };
}

/** The same `x.jar` ⇄ `x.jar.disabled` renames every Nova surface proposes (src/core/edits.ts). */
function renames(dir: string, names: readonly string[], how: 'enable' | 'disable'): FileOperation[] {
  return names.flatMap((name) => {
    const file = path.join(dir, name);
    return how === 'disable' ? disableModDraft(file, '').operations : enableModDraft(`${file}.disabled`, '').operations;
  });
}

/** Applies renames in order after checking them all; on a failure the ones done are renamed back. */
async function applyRenames(ops: readonly FileOperation[]): Promise<void> {
  const problem = await operationProblem(ops);
  if (problem !== null) throw new Error(`${problem}. The mods folder changed since the bisect started; run reset.`);
  const done: FileOperation[] = [];
  try {
    for (const op of ops) {
      if (op.kind !== 'rename') throw new Error(`bisect only renames files (got ${op.kind})`);
      await fs.promises.rename(op.from, op.to);
      done.push(op);
    }
  } catch (error) {
    for (const op of inverseOfAll(done)) if (op.kind === 'rename') await fs.promises.rename(op.from, op.to);
    throw error;
  }
  if (!(await operationsTookEffect(ops))) throw new Error('a rename did not take effect; run reset.');
}

function report(state: BisectState): BisectReport {
  const enabled = new Set(state.enabled);
  return {
    step: state.answers.length,
    remaining: [...state.suspects],
    disabled: state.candidates.filter((f) => !enabled.has(f)),
    culprit: state.culprit === null ? null : culpritOf(state, state.culprit),
    done: state.culprit !== null,
  };
}

function culpritOf(state: BisectState, group: readonly string[]): BisectCulprit {
  const mods = group.map((file) => ({ file, ...(state.mods[file] ?? { id: null, name: null, version: null }) }));
  return { ...mods[0]!, group: mods };
}
