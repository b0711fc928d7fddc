import * as fs from 'node:fs';
import * as path from 'node:path';
import type { Instance } from '../model/instance';
import type { Requires } from './bisectPlan';
import { BisectUsageError } from './bisectUsageError';
import { BisectM } from './bisectMessages';
import { readRegularFile } from '../fs/safeRead';
import { hasControlCharacters } from '../text/textSafety';
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
    // Only a state inside the game folder is read: one linked elsewhere (~/.kube/config) is refused unread.
    text = (await readRegularFile(file, { maxBytes: MAX_TEXT_FILE_BYTES, root: instance.gameDir })).toString('utf8');
  } catch (error) {
    // ENOTDIR: the game folder is a file, so no bisect can be running there.
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return null;
    throw new BisectUsageError(BisectM.stateUnreadable({ file, detail: (error as Error).message }), { cause: error });
  }
  let state: unknown;
  try {
    if (tooDeeplyNested(text)) throw new Error('too deep');
    state = JSON.parse(text);
  } catch {
    throw new BisectUsageError(BisectM.stateNotJson({ file }));
  }
  const problem = bisectStateProblem(state);
  if (problem !== null) {
    throw new BisectUsageError(BisectM.stateUnusable({ file, problem, stateFile: BISECT_STATE_FILE }));
  }
  return { state: state as BisectState, text };
}

/** The state file's text for `state`. */
export function bisectStateText(state: BisectState): string {
  return JSON.stringify(state, null, 2) + '\n';
}

/**
 * The most files a bisect tracks: as many as one scan of `mods/` reads (src/core/mods/modScanner.ts). A state naming
 * more was not written by Nova and is refused before any loop runs over it.
 */
export const MAX_BISECT_FILES = 10_000;
/** Path separators and a drive colon may not appear in a name bisect renames (nor control characters). */
const SEPARATOR = /[/\\:]/;
/** The longest file name most file systems allow (bytes of UTF-8 are at least its UTF-16 units). */
const MAX_NAME_LENGTH = 255;
/** A bisect of {@link MAX_BISECT_FILES} needs about 14 answers; far more means the state was made by hand. */
const MAX_ANSWERS = 64;

/**
 * A plain file name Nova may rename inside `mods/`: not empty, not `.` or `..`, no path separator, no drive or
 * absolute form, no control character, not too long. Everything a state names must pass before a path is built.
 */
export function isPlainFileName(name: unknown): name is string {
  return (
    typeof name === 'string' &&
    name.length > 0 &&
    name.length <= MAX_NAME_LENGTH &&
    name !== '.' &&
    name !== '..' &&
    !SEPARATOR.test(name) &&
    !hasControlCharacters(name) &&
    !path.isAbsolute(name)
  );
}

/** Why `value` is not a usable bisect state, in words (null when it is): shapes, names, counts and references. */
export function bisectStateProblem(value: unknown): string | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'it is not a JSON object';
  const v = value as Record<string, unknown>;
  if (v['format'] !== 1) return 'its format is not 1';
  if (typeof v['startedAt'] !== 'string' || v['startedAt'].length > 64) return 'startedAt is not a time';
  const lists = ['candidates', 'suspects', 'covered', 'enabled'] as const;
  for (const key of ['files', ...lists, 'answers'] as const) {
    const list = v[key];
    if (!Array.isArray(list)) return `${key} is not a list`;
    if (list.length > (key === 'answers' ? MAX_ANSWERS : MAX_BISECT_FILES))
      return `${key} has ${list.length} entries, more than a bisect of at most ${MAX_BISECT_FILES} files can have`;
  }
  const candidates = new Set<string>();
  for (const name of v['candidates'] as unknown[]) {
    if (!isPlainFileName(name))
      return `the name ${JSON.stringify(name)?.slice(0, 80)} is not a plain file name in mods/`;
    if (candidates.has(name)) return `${name} is listed twice`;
    candidates.add(name);
  }
  for (const key of ['suspects', 'covered', 'enabled'] as const) {
    for (const name of v[key] as unknown[])
      if (typeof name !== 'string' || !candidates.has(name))
        return `${key} names ${JSON.stringify(name)?.slice(0, 80)}, which is not one of the files bisect started with`;
  }
  for (const file of v['files'] as unknown[]) {
    if (typeof file !== 'object' || file === null) return 'files holds an entry that is not an object';
    const f = file as Record<string, unknown>;
    if (!isPlainFileName(f['name']))
      return `the name ${JSON.stringify(f['name'])?.slice(0, 80)} is not a plain file name in mods/`;
    if (typeof f['enabled'] !== 'boolean' || typeof f['sha512'] !== 'string' || f['sha512'].length > 128)
      return `the entry of ${f['name']} in files is not what Nova records`;
    if (typeof f['size'] !== 'number' || !Number.isSafeInteger(f['size']) || f['size'] < 0)
      return `the size of ${f['name']} is not a byte count`;
  }
  for (const answer of v['answers'] as unknown[])
    if (answer !== 'good' && answer !== 'bad') return 'answers holds something other than good or bad';
  const culprit = v['culprit'];
  if (culprit !== null) {
    if (!Array.isArray(culprit) || culprit.length === 0 || culprit.length > MAX_BISECT_FILES)
      return 'culprit is not a list of files';
    for (const name of culprit)
      if (typeof name !== 'string' || !candidates.has(name)) return 'culprit names a file bisect did not start with';
  }
  const requires = v['requires'];
  if (typeof requires !== 'object' || requires === null || Array.isArray(requires)) return 'requires is not an object';
  let links = 0;
  for (const [name, needs] of Object.entries(requires)) {
    if (!candidates.has(name) || !Array.isArray(needs))
      return `requires names ${JSON.stringify(name).slice(0, 80)} wrongly`;
    links += needs.length;
    if (links > MAX_BISECT_FILES * 64) return 'requires holds more links than a real pack has';
    for (const need of needs)
      if (typeof need !== 'string' || !candidates.has(need))
        return `requires of ${name} names a file bisect did not start with`;
  }
  const mods = v['mods'];
  if (typeof mods !== 'object' || mods === null || Array.isArray(mods)) return 'mods is not an object';
  if (Object.keys(mods).length > MAX_BISECT_FILES) return 'mods has more entries than a bisect can track';
  const text = (x: unknown): boolean => x === null || (typeof x === 'string' && x.length <= 1024);
  for (const info of Object.values(mods)) {
    const m = info as Record<string, unknown> | null;
    if (typeof m !== 'object' || m === null || !text(m['id']) || !text(m['name']) || !text(m['version']))
      return 'mods holds an entry that is not a mod id, name and version';
  }
  return null;
}

/** Removes the state file once the CLI's `reset` has put every file back (Nova's own bookkeeping, not the user's). */
export async function removeBisectState(instance: Instance): Promise<void> {
  await fs.promises.rm(bisectStatePath(instance), { force: true });
}
