import * as fs from 'node:fs';
import * as path from 'node:path';
import { disableModDraft, enableModDraft, inverseOfAll, type FileOperation } from '../../edits';
import { operationProblem, operationsTookEffect } from '../../journal/operationCheck';
import type { Instance } from '../instance';
import { hashFile } from '../modpack/fileHasher';
import type { ModScanner } from '../modScanner';
import { modsFolder } from '../workspaceCheck';
import { answerTest, nextTest, withoutCulprit } from './bisectPlan';
import { bisectRequires } from './bisectRequires';
import {
  bisectStatePath,
  readBisectState,
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
 * Starts a bisect: records every file of `mods/` (name, enabled, size, SHA-512), then disables about half of the
 * enabled files, never a file an enabled mod requires.
 */
export async function startBisect(scanner: ModScanner, instance: Instance): Promise<BisectReport> {
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
  await writeBisectState(instance, state, true);
  try {
    await advance(instance, state);
  } catch (error) {
    await removeBisectState(instance);
    throw error;
  }
  return report(state);
}

/** Records whether the problem is still there with the current set (`bad`) or gone (`good`), and halves again. */
export async function answerBisect(instance: Instance, answer: 'good' | 'bad'): Promise<BisectReport> {
  const state = await readBisectState(instance);
  if (state === null) {
    throw new BisectUsageError(
      `no bisect is running in ${instance.gameDir}. Start one with \`nova bisect start INSTANCE\`.`,
    );
  }
  if (state.culprit !== null) {
    throw new BisectUsageError('this bisect is finished. Run `nova bisect reset INSTANCE` to put every file back.');
  }
  state.suspects = answerTest(state.suspects, state.covered, answer);
  state.answers.push(answer);
  await advance(instance, state);
  return report(state);
}

/** The running bisect's report, or null when none runs. */
export async function bisectStatus(instance: Instance): Promise<BisectReport | null> {
  const state = await readBisectState(instance);
  return state === null ? null : report(state);
}

/**
 * Ends the bisect: renames every file back to its name at the start and checks each one's size and SHA-512
 * against what `start` recorded. The state file is removed once every file is back under its name.
 */
export async function resetBisect(instance: Instance): Promise<BisectResetReport> {
  const state = await readBisectState(instance);
  if (state === null) throw new BisectUsageError(`no bisect is running in ${instance.gameDir}; nothing to reset.`);
  const before = report(state);
  const dir = modsFolder(instance);
  // A file someone already renamed back by hand is left as it is; the byte check below still covers it.
  const restored = state.candidates.filter(
    (name) => !state.enabled.includes(name) && fs.existsSync(path.join(dir, `${name}.disabled`)),
  );
  await applyRenames(renames(dir, restored, 'enable'));
  state.enabled = state.candidates;
  await writeBisectState(instance, state);
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
  await removeBisectState(instance);
  return { ...before, disabled: [], restored, mismatches };
}

/** Plans the next launch (or the end) for the current suspects and renames the files to match. */
async function advance(instance: Instance, state: BisectState): Promise<void> {
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
  await applyRenames(ops);
  state.enabled = target;
  try {
    await writeBisectState(instance, state);
  } catch (error) {
    await applyRenames(inverseOfAll(ops));
    throw new Error(`cannot save ${bisectStatePath(instance)}: ${(error as Error).message}. No file was changed.`, {
      cause: error,
    });
  }
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
