import * as fs from 'node:fs';
import * as path from 'node:path';
import { resolveInsideRoot } from '../fs/safeRead';

/** A log or report Nova can analyse, found in a game folder. */
export interface CrashFile {
  file: string;
  kind: 'crash-report' | 'hs-err' | 'latest-log' | 'debug-log' | 'rotated-log';
  mtimeMs: number;
  size: number;
}

/**
 * Every analysable file of a game folder, newest first: `crash-reports/*.txt`, `hs_err_pid*.log`
 * (game folder), `logs/latest.log`, `logs/debug.log` and rotated `logs/*.log.gz`. Empty files are
 * skipped, and so are FIFOs, devices and symbolic links (of the file or a folder on the way) that resolve outside
 * `gameDir`; unreadable folders yield nothing (never throws).
 */
export async function listCrashFiles(gameDir: string): Promise<CrashFile[]> {
  const out: CrashFile[] = [];
  const add = async (file: string, kind: CrashFile['kind']): Promise<void> => {
    try {
      // A log or report linked to a file outside the game folder is not this instance's (and would be sent on).
      await resolveInsideRoot(gameDir, file);
      const stat = await fs.promises.stat(file);
      if (stat.isFile() && stat.size > 0) out.push({ file, kind, mtimeMs: stat.mtimeMs, size: stat.size });
    } catch {
      // Missing or unreadable: not a candidate.
    }
  };
  const list = async (dir: string): Promise<string[]> => {
    try {
      return await fs.promises.readdir(dir);
    } catch {
      return [];
    }
  };
  for (const name of await list(path.join(gameDir, 'crash-reports'))) {
    if (/\.txt$/i.test(name)) await add(path.join(gameDir, 'crash-reports', name), 'crash-report');
  }
  for (const name of await list(gameDir)) {
    if (/^hs_err_pid\d+\.log$/i.test(name)) await add(path.join(gameDir, name), 'hs-err');
  }
  for (const name of await list(path.join(gameDir, 'logs'))) {
    const file = path.join(gameDir, 'logs', name);
    if (name === 'latest.log') await add(file, 'latest-log');
    else if (name === 'debug.log') await add(file, 'debug-log');
    else if (/\.log\.gz$/i.test(name)) await add(file, 'rotated-log');
  }
  return out.sort((a, b) => b.mtimeMs - a.mtimeMs);
}

/**
 * The file `nova crash INSTANCE` and "Nova: Analyze Crash" read: the newest crash report or JVM fatal
 * error log; when there is none, `logs/latest.log`; else the newest other log. Null when nothing exists.
 */
export async function pickCrashFile(gameDir: string): Promise<CrashFile | null> {
  return preferredCrashFile(await listCrashFiles(gameDir));
}

/** The file to read first among `files` (newest first, as {@link listCrashFiles} returns them). */
export function preferredCrashFile(files: readonly CrashFile[]): CrashFile | null {
  return (
    files.find((f) => f.kind === 'crash-report' || f.kind === 'hs-err') ??
    files.find((f) => f.kind === 'latest-log') ??
    files[0] ??
    null
  );
}
