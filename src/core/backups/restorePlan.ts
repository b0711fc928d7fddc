import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import type { Instance } from '../model/instance';
import { resolveInside } from '../archive/archiveSafety';
import { printable } from '../text/textSafety';
import { UntrustedArchive } from '../archive/untrustedArchive';
import {
  assertBackupEntries,
  backupInstance,
  BackupError,
  extractBackupEntries,
  hasLinkedAncestor,
  listBackups,
  type BackupInfo,
} from './backupService';
import { pathExists } from '../fs/pathExists';
import { BackupM } from './backupMessages';
import type { Message } from '../locale/messageCatalog';

const BACKUP_ID = /^\d{8}-\d{6}-[0-9a-f]{6}$/;

/** A backup zip made by {@link backupInstance}, moved out of `backups/` into a temporary file until it is confirmed. */
export interface PreparedBackup {
  info: BackupInfo;
  /** Where the zip waits (outside the workspace). */
  tempFile: string;
  /** Where confirming puts it: `<gameDir>/backups/nova-<id>.zip`. */
  target: string;
  /** Where undo moves it (inside `backups/`, under a name listings ignore). */
  undoPath: string;
  /** What was left out of the backup, by id (the service's `warningMessages`). */
  warnings: Message[];
}

/**
 * A restore, prepared but not applied: the backup is checked whole and extracted into a temporary folder, and the
 * current state of the paths it holds is zipped into a temporary file. The backup planner
 * (src/core/planning/backupPlanner.ts) turns it into one draft that (1) creates that zip as
 * `backups/nova-<safetyId>.zip`, (2) moves each current path into `backups/replaced-<safetyId>/` (never deleted),
 * (3) moves each restored path from the temporary folder into place.
 */
export interface RestorePlan {
  backup: BackupInfo;
  /** Null when none of the backed-up paths exists now (nothing to keep). */
  safety: PreparedBackup | null;
  /** Game-folder paths moved aside into `replacedDir`. */
  replaced: string[];
  replacedDir: string;
  /** Game-folder paths moved in from the extracted backup. */
  restored: string[];
  /** Files extracted from the backup. */
  files: number;
  /** The temporary folder holding the extracted backup (and the safety zip). */
  staging: string;
  /** The instance's game folder (resolved) and the game folder as extracted from the backup, inside `staging`. */
  gameDir: string;
  extracted: string;
  /** What was left out of the safety backup, by id. */
  warnings: Message[];
}

export interface PrepareOptions {
  signal?: AbortSignal;
  now?: Date;
  /** Folder for temporary files; default the OS temporary folder. */
  tempRoot?: string;
}

/**
 * Runs {@link backupInstance} and moves the finished zip out of `backups/` into a fresh temporary folder, so that the
 * backup appears in the instance only when the user confirms it. The service writes `backups/` itself (creating it
 * when absent); the zip stays there only for the moment of the move.
 */
export async function prepareBackup(
  instance: Instance,
  options: {
    include?: string[];
    reason?: string;
    signal?: AbortSignal;
    now?: Date;
    tempRoot?: string;
    into?: string;
  } = {},
): Promise<PreparedBackup> {
  const dir = options.into ?? (await fs.promises.mkdtemp(path.join(options.tempRoot ?? os.tmpdir(), 'nova-backup-')));
  let result: Awaited<ReturnType<typeof backupInstance>>;
  try {
    result = await backupInstance(instance, {
      ...(options.include === undefined ? {} : { include: options.include }),
      ...(options.reason === undefined ? {} : { reason: options.reason }),
      ...(options.signal === undefined ? {} : { signal: options.signal }),
      ...(options.now === undefined ? {} : { now: options.now }),
    });
  } catch (error) {
    // Only the empty temporary folder made above; the caller owns `into`.
    if (options.into === undefined) await fs.promises.rm(dir, { recursive: true, force: true });
    throw error;
  }
  const name = path.basename(result.file);
  const tempFile = path.join(dir, name);
  await moveOwnFile(result.file, tempFile);
  // The English strings are for the service's own callers; the draft and the checklist render by id.
  const { warnings: _english, warningMessages: warnings, ...info } = result;
  return {
    info: { ...info },
    tempFile,
    target: result.file,
    undoPath: path.join(path.dirname(result.file), `undone-${name}`),
    warnings,
  };
}

/** See {@link RestorePlan}. Throws BackupError or ArchiveSafetyError with a message saying what to do. */
export async function prepareRestore(
  instance: Instance,
  backupId: string,
  options: PrepareOptions = {},
): Promise<RestorePlan> {
  if (!BACKUP_ID.test(backupId)) {
    throw new BackupError(BackupM.notBackupId({ id: printable(backupId) }));
  }
  const gameDir = path.resolve(instance.gameDir);
  const { backups } = await listBackups(instance);
  const backup = backups.find((b) => b.id === backupId);
  if (backup === undefined) {
    throw new BackupError(BackupM.noSuchBackup({ id: backupId, dir: path.join(gameDir, 'backups') }));
  }
  const roots = backup.include;
  for (const root of roots) {
    if (await hasLinkedAncestor(gameDir, root)) {
      throw new BackupError(BackupM.restoreThroughLink({ path: root }));
    }
  }
  const staging = await fs.promises.mkdtemp(path.join(options.tempRoot ?? os.tmpdir(), `nova-restore-${backupId}-`));
  try {
    const game = path.join(staging, 'game');
    await fs.promises.mkdir(game);
    const files = await extract(backup, roots, game, options.signal);
    options.signal?.throwIfAborted();

    const current: string[] = [];
    for (const root of roots) {
      if (await pathExists(resolveInside(gameDir, root))) current.push(root);
    }
    const restored: string[] = [];
    for (const root of roots) {
      if (await pathExists(resolveInside(game, root))) restored.push(root);
    }
    const warnings: Message[] = [];
    let safety: PreparedBackup | null = null;
    if (current.length > 0) {
      safety = await prepareBackup(instance, {
        include: current,
        reason: 'before-restore',
        into: staging,
        ...(options.signal === undefined ? {} : { signal: options.signal }),
        ...(options.now === undefined ? {} : { now: options.now }),
      });
      warnings.push(...safety.warnings.filter((w) => w.id !== 'backup.warnMissing'));
    }
    const backupsDir = path.join(gameDir, 'backups');
    const replacedDir = path.join(backupsDir, `replaced-${safety?.info.id ?? backupId}`);
    return {
      backup,
      safety,
      replaced: current,
      replacedDir,
      restored,
      files,
      staging,
      gameDir,
      extracted: game,
      warnings,
    };
  } catch (error) {
    // Only Nova's own temporary folder, made above, is removed.
    await fs.promises.rm(staging, { recursive: true, force: true });
    throw error;
  }
}

/** Checks the whole archive before writing anything, then extracts the backed-up paths into `dest`. */
async function extract(
  backup: BackupInfo,
  roots: readonly string[],
  dest: string,
  signal: AbortSignal | undefined,
): Promise<number> {
  const zip = await UntrustedArchive.open(backup.file, undefined, `backups/nova-${backup.id}.zip`);
  try {
    assertBackupEntries(zip, roots);
    return await extractBackupEntries(zip, dest, signal);
  } finally {
    zip.close();
  }
}

/** Moves a file Nova just wrote; across devices it is copied and the original (Nova's own output) removed. */
async function moveOwnFile(from: string, to: string): Promise<void> {
  try {
    await fs.promises.rename(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    await fs.promises.copyFile(from, to, fs.constants.COPYFILE_EXCL);
    await fs.promises.rm(from);
  }
}
