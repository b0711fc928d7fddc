import * as fs from 'node:fs';
import * as path from 'node:path';

/** Small existence checks used while classifying folders; all answer false instead of throwing. */

export async function isDirectory(target: string): Promise<boolean> {
  try {
    return (await fs.promises.stat(target)).isDirectory();
  } catch {
    return false;
  }
}

export async function isFile(target: string): Promise<boolean> {
  try {
    return (await fs.promises.stat(target)).isFile();
  } catch {
    return false;
  }
}

/** True when `dir` directly contains at least one file (PCL's "mods has files" test). */
export async function hasFiles(dir: string): Promise<boolean> {
  try {
    const entries = await fs.promises.readdir(dir, { withFileTypes: true });
    return entries.some((entry) => entry.isFile());
  } catch {
    return false;
  }
}

/** True when `dir` directly contains at least one folder (PCL's "saves has folders" test). */
export async function hasSubfolders(dir: string): Promise<boolean> {
  try {
    const entries = await fs.promises.readdir(dir, { withFileTypes: true });
    return entries.some((entry) => entry.isDirectory());
  } catch {
    return false;
  }
}

/** True when any of `names` exists as a folder directly under `dir`. */
export async function hasAnyFolder(dir: string, names: readonly string[]): Promise<boolean> {
  const found = await Promise.all(names.map((name) => isDirectory(path.join(dir, name))));
  return found.includes(true);
}
