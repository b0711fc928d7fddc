import * as fs from 'node:fs';
import * as path from 'node:path';
import type { FileOperation, ProposalDraft } from '../edits';
import type { Instance } from '../model/instance';
import { hashFile } from '../download/fileHasher';
import type { ModScanner } from '../mods/modScanner';
import { modsFolder } from '../checks/workspaceCheck';
import { answerTest, nextTest, withoutCulprit } from '../bisect/bisectPlan';
import { bisectRequires } from '../bisect/bisectRequires';
import {
  bisectStatePath,
  bisectStateText,
  isPlainFileName,
  MAX_BISECT_FILES,
  readBisectState,
  readBisectStateFile,
  type BisectModInfo,
  type BisectStartFile,
  type BisectState,
} from '../bisect/bisectState';
import { BisectUsageError, bisectReport, type BisectStep } from '../bisect/modBisect';
import { BisectM } from '../bisect/bisectMessages';
import { disableModDraft, draftOf, enableModDraft } from './drafts';

/**
 * The bisect planner (docs/cli.md, `nova bisect`): each step — start, an answer, reset — as data over the state
 * file (src/core/bisect/bisectState.ts), then as one change draft for a ChangeApplier. The CLI and VS Code both
 * plan here and apply through their applier; nothing here writes.
 */

/**
 * Plans the start of a bisect: records every file of `mods/` (name, enabled, size, SHA-512), then disables about
 * half of the enabled files, never a file an enabled mod requires. Refuses (BisectUsageError, nothing changed) a
 * folder with more files than a bisect tracks, a name that is not a plain file name and a file that is not a
 * regular file (a link to a device, a pipe), which it would otherwise read forever.
 */
export async function planBisectStart(scanner: ModScanner, instance: Instance): Promise<BisectStep> {
  if ((await readBisectState(instance)) !== null) {
    throw new BisectUsageError(BisectM.alreadyRunning({ dir: instance.gameDir }));
  }
  const dir = modsFolder(instance);
  const scanned = (await scanner.scanFolder(dir)).filter((f) => f.kind !== 'directory');
  const leftOut = scanner.leftOut.get(path.resolve(dir)) ?? scanner.leftOut.get(dir) ?? 0;
  if (leftOut > 0 || scanned.length > MAX_BISECT_FILES) {
    throw new BisectUsageError(BisectM.tooManyFiles({ dir, count: scanned.length + leftOut, max: MAX_BISECT_FILES }));
  }
  const enabled = scanned.filter((f) => f.enabled);
  if (enabled.length === 0) throw new BisectUsageError(BisectM.noEnabledFiles({ dir }));
  const odd = scanned.find((f) => !isPlainFileName(f.fileName));
  if (odd !== undefined)
    throw new BisectUsageError(BisectM.untrackableName({ file: JSON.stringify(odd.fileName), dir }));
  const names = new Set(scanned.map((f) => f.fileName));
  const clash = enabled.find((f) => names.has(`${f.fileName}.disabled`));
  if (clash !== undefined) {
    throw new BisectUsageError(BisectM.bothNames({ file: clash.fileName, dir }));
  }
  const files: BisectStartFile[] = [];
  for (const f of scanned) {
    const stat = await fs.promises.stat(f.path).catch(() => null);
    if (stat === null || !stat.isFile()) {
      throw new BisectUsageError(BisectM.notRegularFile({ file: f.fileName, dir }));
    }
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

/**
 * Plans an answer: the problem is still there with the current set (`bad`) or gone (`good`); halves again. A file
 * renamed or moved by hand since the last step is a BisectUsageError that names it and says how to go on.
 */
export async function planBisectAnswer(instance: Instance, answer: 'good' | 'bad'): Promise<BisectStep> {
  const current = await readBisectStateFile(instance);
  if (current === null) {
    throw new BisectUsageError(BisectM.notRunning({ dir: instance.gameDir }));
  }
  const state = current.state;
  if (state.culprit !== null) {
    throw new BisectUsageError(BisectM.finished({}));
  }
  await assertFilesWhereLeft(instance, state);
  state.suspects = answerTest(state.suspects, state.covered, answer);
  state.answers.push(answer);
  return { action: answer, instance, previousText: current.text, ...advance(instance, state) };
}

/**
 * Plans the end of a bisect: every file bisect disabled is renamed back to its name at the start. A file someone
 * already renamed back by hand is left as it is, and so is one whose enabled name is taken again (nothing is
 * overwritten), so reset always finishes; the report's mismatches (src/core/bisect/modBisect.ts) then name what
 * differs from the start.
 */
export async function planBisectReset(instance: Instance): Promise<BisectStep & { restored: string[] }> {
  const current = await readBisectStateFile(instance);
  if (current === null) throw new BisectUsageError(BisectM.nothingToReset({ dir: instance.gameDir }));
  const state = current.state;
  const before = bisectReport(state);
  const dir = modsFolder(instance);
  const present = await namesIn(dir);
  const enabled = new Set(state.enabled);
  const restored = state.candidates.filter(
    (name) => !enabled.has(name) && present.has(`${name}.disabled`) && !present.has(name),
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

/**
 * A step as one change for a ChangeApplier: the state file's creation (start; first, so a second start racing this
 * one fails before renaming anything), rewrite (an answer) or move into the instance's `backups/` (reset; nothing is
 * deleted) together with the renames, so undoing the change puts both the jars and the state back. `stateAtReset:
 * 'keep'` leaves the state file out of a reset (the CLI has no undo journal and removes it after its check).
 */
export function bisectStepDraft(
  step: BisectStep,
  summary: string,
  options: { stateAtReset?: 'backups' | 'keep' } = {},
): ProposalDraft {
  const file = bisectStatePath(step.instance);
  const stamp = step.state.startedAt.replace(/[^0-9A-Za-z]/g, '-');
  const backups = path.join(step.instance.gameDir, 'backups');
  let operations: FileOperation[];
  if (step.action === 'reset') {
    operations =
      options.stateAtReset === 'keep'
        ? [...step.renames]
        : [...step.renames, { kind: 'rename', from: file, to: path.join(backups, `nova-bisect-${stamp}.json`) }];
  } else if (step.previousText === null) {
    const create: FileOperation = {
      kind: 'create',
      path: file,
      source: { content: bisectStateText(step.state) },
      undoPath: path.join(backups, `undone-nova-bisect-${stamp}.json`),
    };
    operations = [create, ...step.renames];
  } else {
    const write: FileOperation = {
      kind: 'write',
      path: file,
      content: bisectStateText(step.state),
      previous: step.previousText,
    };
    operations = [...step.renames, write];
  }
  return draftOf(operations, summary, { risk: 'safe', instanceId: step.instance.id });
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
  return { renames: ops, state, report: bisectReport(state) };
}

/** The same `x.jar` ⇄ `x.jar.disabled` renames every Nova surface proposes (./drafts.ts). */
function renames(dir: string, names: readonly string[], how: 'enable' | 'disable'): FileOperation[] {
  return names.flatMap((name) => {
    const file = path.join(dir, name);
    return how === 'disable' ? disableModDraft(file, '').operations : enableModDraft(`${file}.disabled`, '').operations;
  });
}

/** The names directly in `dir` (one readdir: lookups stay linear however many files a state names). */
async function namesIn(dir: string): Promise<Set<string>> {
  return new Set(await fs.promises.readdir(dir).catch(() => [] as string[]));
}

/** Refuses to go on when a file is not under the name the last step left it (renamed or moved by hand). */
async function assertFilesWhereLeft(instance: Instance, state: BisectState): Promise<void> {
  const dir = modsFolder(instance);
  const present = await namesIn(dir);
  const enabled = new Set(state.enabled);
  const moved = state.candidates.filter((name) => !present.has(enabled.has(name) ? name : `${name}.disabled`));
  if (moved.length === 0) return;
  const shown = moved
    .slice(0, 3)
    .map((name) => (enabled.has(name) ? name : `${name}.disabled`))
    .join(', ');
  throw new BisectUsageError(
    BisectM.filesMoved({ shown, more: Math.max(0, moved.length - 3), count: moved.length, dir }),
  );
}
