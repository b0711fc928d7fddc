import * as fs from 'node:fs';
import * as path from 'node:path';
import type { FileOperation } from '../edits';
import type { Instance } from '../model/instance';
import { hashFile } from '../download/fileHasher';
import { modsFolder } from '../checks/workspaceCheck';
import { readBisectState, type BisectModInfo, type BisectState } from './bisectState';

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
  /** The files that may still be the culprit: the suspects. */
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
 * Planned, and turned into one change draft, by src/core/planning/bisectPlanner.ts; every host applies that draft
 * through its ChangeApplier.
 */
export interface BisectStep {
  action: 'start' | 'good' | 'bad' | 'reset';
  instance: Instance;
  renames: FileOperation[];
  state: BisectState;
  previousText: string | null;
  report: BisectReport;
}

/** The running bisect's report, or null when none runs. */
export async function bisectStatus(instance: Instance): Promise<BisectReport | null> {
  const state = await readBisectState(instance);
  return state === null ? null : bisectReport(state);
}

/**
 * Every file of `mods/` whose name, size or SHA-512 differs from the start, in words (none when all is back). A
 * name that is not a regular file now (a link to a device, a FIFO, a folder) is named and never opened, so a
 * planted `/dev/zero` cannot make reset read forever.
 */
export async function bisectMismatches(instance: Instance, state: BisectState): Promise<string[]> {
  const dir = modsFolder(instance);
  const mismatches: string[] = [];
  for (const file of state.files) {
    const at = path.join(dir, file.name);
    const stat = await fs.promises.stat(at).catch(() => null);
    if (stat === null) {
      mismatches.push(`${file.name} is missing from ${dir}`);
      continue;
    }
    if (!stat.isFile()) {
      mismatches.push(
        `${file.name} is not a regular file any more (a link to a device, a pipe or a folder); Nova did not read it. Put the real jar back under this name.`,
      );
      continue;
    }
    if (stat.size !== file.size) {
      mismatches.push(`${file.name} differs from the start (changed since the bisect began)`);
      continue;
    }
    try {
      const hashes = await hashFile(at);
      if (hashes.size !== file.size || hashes.sha512 !== file.sha512)
        mismatches.push(`${file.name} differs from the start (changed since the bisect began)`);
    } catch {
      mismatches.push(`${file.name} cannot be read in ${dir}`);
    }
  }
  return mismatches;
}

/** The report of a state: step, suspects, what is disabled now and the culprit once found. */
export function bisectReport(state: BisectState): BisectReport {
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
  const none = { id: null, name: null, version: null };
  const mods = group.map((file) => ({ file, ...(Object.hasOwn(state.mods, file) ? state.mods[file]! : none) }));
  return { ...mods[0]!, group: mods };
}
