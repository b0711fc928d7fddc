import * as crypto from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';

/**
 * Temporary work beside a target (`.<name>.nova-import-<pid>-<hex>` folders while importing,
 * `.<name>.nova-tmp-<pid>-<hex>` files while exporting) carries the id of the process doing it, so that the
 * next run can remove what an interrupted one (Ctrl-C, SIGTERM, kill -9, power loss) left behind: leftovers of
 * processes that no longer run, and leftovers without a process id (written by Nova before this rule).
 */
export type TempKind = 'nova-import' | 'nova-tmp';

const LEFTOVER = /^\..+\.(nova-import|nova-tmp)-(?:(\d+)-)?[0-9A-Za-z]+$/;

/** A fresh temporary name for `target`'s work, in the same folder. */
export function tempPathFor(target: string, kind: TempKind): string {
  const name = `.${path.basename(target)}.${kind}-${process.pid}-${crypto.randomBytes(6).toString('hex')}`;
  return path.join(path.dirname(target), name);
}

/** True when `name` is a temporary name of either kind (exports never include them). */
export function isNovaTempName(name: string): boolean {
  return LEFTOVER.test(name);
}

/**
 * Removes leftovers of interrupted runs directly inside `dir`; never throws (a leftover that cannot be removed
 * stays for the next run). Returns how many were removed.
 */
export async function removeStaleTemps(dir: string): Promise<number> {
  let names: string[];
  try {
    names = await fs.promises.readdir(dir);
  } catch {
    return 0;
  }
  let removed = 0;
  for (const name of names) {
    const match = LEFTOVER.exec(name);
    if (!match) continue;
    const pid = match[2] === undefined ? null : Number(match[2]);
    if (pid !== null && (pid === process.pid || isRunning(pid))) continue;
    try {
      await fs.promises.rm(path.join(dir, name), { recursive: true, force: true });
      removed++;
    } catch {
      // Still in use or not ours to remove: left for a later run.
    }
  }
  return removed;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
