import * as fs from 'node:fs';
import * as path from 'node:path';

/** Small existence checks used while classifying folders; all answer false instead of throwing. */

/** `test` of what `target` is (links followed); false when it cannot be read. */
async function statIs(target: string, test: (stats: fs.Stats) => boolean): Promise<boolean> {
  try {
    return test(await fs.promises.stat(target));
  } catch {
    return false;
  }
}

/** True when some entry directly in `dir` passes `test`; false when `dir` cannot be read. */
async function someEntry(dir: string, test: (entry: fs.Dirent) => boolean): Promise<boolean> {
  try {
    return (await fs.promises.readdir(dir, { withFileTypes: true })).some(test);
  } catch {
    return false;
  }
}

export function isDirectory(target: string): Promise<boolean> {
  return statIs(target, (stats) => stats.isDirectory());
}

export function isFile(target: string): Promise<boolean> {
  return statIs(target, (stats) => stats.isFile());
}

/** True when `dir` directly contains at least one file (PCL's "mods has files" test). */
export function hasFiles(dir: string): Promise<boolean> {
  return someEntry(dir, (entry) => entry.isFile());
}

/** True when `dir` directly contains at least one folder (PCL's "saves has folders" test). */
export function hasSubfolders(dir: string): Promise<boolean> {
  return someEntry(dir, (entry) => entry.isDirectory());
}

/** True when any of `names` exists as a folder directly under `dir`. */
export async function hasAnyFolder(dir: string, names: readonly string[]): Promise<boolean> {
  const found = await Promise.all(names.map((name) => isDirectory(path.join(dir, name))));
  return found.includes(true);
}
