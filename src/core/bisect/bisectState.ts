import * as fs from 'node:fs';
import * as path from 'node:path';
import type { Instance } from '../model/instance';
import type { Requires } from './bisectPlan';
import { BisectUsageError } from './bisectUsageError';
import { readRegularFile } from '../fs/safeRead';
import { tooDeeplyNested } from '../formats/nestingDepth';
import { MAX_TEXT_FILE_BYTES } from '../formats/textDecoding';

/** The state file's name, in the instance's game folder (next to `mods/`); the CLI and VS Code share it. */
export const BISECT_STATE_FILE = '.nova-bisect.json';

/** A file of `mods/` as it was when the bisect started: `reset` puts it back under this name with these bytes. */
export interface BisectStartFile {
  /** The file name at the start (`a.jar`, or `b.jar.disabled` for a file that was already disabled). */
  name: string;
  enabled: boolean;
  size: number;
  sha512: string;
}

/** What a mod file declares, to name the culprit. */
export interface BisectModInfo {
  id: string | null;
  name: string | null;
  version: string | null;
}

/**
 * Everything a bisect remembers between launches. File names are the enabled names of files enabled at the start;
 * a file not in `enabled` is on disk as `<name>.disabled`.
 */
export interface BisectState {
  format: 1;
  startedAt: string;
  files: BisectStartFile[];
  mods: Record<string, BisectModInfo>;
  requires: Requires;
  /** Files enabled at the start, in scan order: the only ones bisect ever renames. */
  candidates: string[];
  suspects: string[];
  /** The suspects the current launch has enabled (what `bad` keeps). */
  covered: string[];
  enabled: string[];
  answers: Array<'good' | 'bad'>;
  /** The culprit, or the smallest group that must go together; null until found. */
  culprit: string[] | null;
}

export function bisectStatePath(instance: Instance): string {
  return path.join(instance.gameDir, BISECT_STATE_FILE);
}

/** The running bisect of an instance, or null when none is. A file Nova cannot read is an error naming it. */
export async function readBisectState(instance: Instance): Promise<BisectState | null> {
  return (await readBisectStateFile(instance))?.state ?? null;
}

/** The running bisect's state with the exact text on disk (what a journaled rewrite expects to replace). */
export async function readBisectStateFile(instance: Instance): Promise<{ state: BisectState; text: string } | null> {
  const file = bisectStatePath(instance);
  let text: string;
  try {
    text = (await readRegularFile(file, { maxBytes: MAX_TEXT_FILE_BYTES })).toString('utf8');
  } catch (error) {
    // ENOTDIR: the game folder is a file, so no bisect can be running there.
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return null;
    throw new BisectUsageError(`cannot read ${file}: ${(error as Error).message}`, { cause: error });
  }
  let state: unknown;
  try {
    if (tooDeeplyNested(text)) throw new Error('too deep');
    state = JSON.parse(text);
  } catch {
    throw new BisectUsageError(
      `${file} is not valid JSON. Restore it from the backup you have, or rename the .disabled jars back.`,
    );
  }
  if (!isState(state)) throw new BisectUsageError(`${file} is not a Nova bisect state (format 1).`);
  return { state, text };
}

/** The state file's text for `state`. */
export function bisectStateText(state: BisectState): string {
  return JSON.stringify(state, null, 2) + '\n';
}

function isState(value: unknown): value is BisectState {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<BisectState>;
  return (
    v.format === 1 &&
    Array.isArray(v.files) &&
    Array.isArray(v.candidates) &&
    Array.isArray(v.suspects) &&
    Array.isArray(v.covered) &&
    Array.isArray(v.enabled) &&
    Array.isArray(v.answers) &&
    typeof v.requires === 'object' &&
    typeof v.mods === 'object'
  );
}

/**
 * Writes the state through a temporary file and a rename, so a crash never leaves half a state. `create` refuses to
 * replace an existing state (a second `start`).
 */
export async function writeBisectState(instance: Instance, state: BisectState, create = false): Promise<void> {
  const file = bisectStatePath(instance);
  const text = bisectStateText(state);
  if (create) {
    await fs.promises.writeFile(file, text, { flag: 'wx' });
    return;
  }
  const temp = `${file}.nova-tmp-${process.pid}`;
  await fs.promises.writeFile(temp, text);
  await fs.promises.rename(temp, file);
}

/** Removes the state file once `reset` has put every file back (it is Nova's own bookkeeping, not the user's). */
export async function removeBisectState(instance: Instance): Promise<void> {
  await fs.promises.rm(bisectStatePath(instance), { force: true });
}
