import * as crypto from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Instance } from '../model/instance';
import { ArchiveSafetyError, checkRelativePath, DEFAULT_ARCHIVE_LIMITS, resolveInside } from '../archive/archiveSafety';
import { walkFolderTree } from '../fs/folderWalk';
import { errorMessage, printable } from '../text/textSafety';
import { errorText } from '../locale/messageError';
import { writeArchiveAtomically, type ArchiveSource } from '../archive/atomicArchive';
import { UntrustedArchive } from '../archive/untrustedArchive';
import { lstatOrNull } from '../fs/lstatOrNull';
import { renderMessage, type Message } from '../locale/messageCatalog';
import { BackupM } from './backupMessages';

/** What a backup holds, as recorded in its `nova-backup.json`. */
export interface BackupInfo {
  /** `YYYYMMDD-HHMMSS-xxxxxx` (UTC time and a random suffix); the file is `backups/nova-<id>.zip`. */
  id: string;
  file: string;
  created: string;
  /** Game-folder paths that were backed up (`mods`, `config`, `saves/World`, `options.txt`…). */
  include: string[];
  files: number;
  /** Size of the zip. */
  bytes: number;
  instanceName: string;
  reason: string;
}

export interface BackupOptions {
  /** Game-folder paths to include; default {@link DEFAULT_BACKUP_INCLUDE}. */
  include?: string[];
  /** Why it was made (`manual`, `before-restore`, `before-import`…), shown in listings. */
  reason?: string;
  now?: Date;
  signal?: AbortSignal;
  onProgress?(doneBytes: number, totalBytes: number): void;
}

export interface BackupResult extends BackupInfo {
  /** The warnings in English (tool results, logs); `warningMessages` holds them by id for other languages. */
  warnings: string[];
  warningMessages: Message[];
}

/**
 * Thrown for requests that cannot be carried out; `message` says why and what to do (English), `text` is the same
 * by id (backupMessages.ts), rendered in the person's language where it is shown.
 */
export class BackupError extends Error {
  readonly text: Message;
  constructor(text: Message) {
    super(renderMessage(text, 'en'));
    this.text = text;
    this.name = 'BackupError';
  }
}

/** Warnings as the English strings of results. */
function englishTexts(messages: readonly Message[]): string[] {
  return messages.map((m) => renderMessage(m, 'en'));
}

export const DEFAULT_BACKUP_INCLUDE = ['mods', 'config', 'saves', 'options.txt'];
const MANIFEST = 'nova-backup.json';
const BACKUP_FILE = /^nova-(\d{8}-\d{6}-[0-9a-f]{6})\.zip$/;

/**
 * Zips the chosen parts of an instance's game folder into `<gameDir>/backups/nova-<id>.zip` (streamed, written
 * atomically, never overwriting). Symbolic links are recorded as skipped, never followed; `backups/` itself is
 * never included, and a `backups` folder that is a link is refused rather than written through.
 */
export async function backupInstance(instance: Instance, options: BackupOptions = {}): Promise<BackupResult> {
  const gameDir = path.resolve(instance.gameDir);
  const include = normaliseInclude(options.include ?? DEFAULT_BACKUP_INCLUDE);
  const backupsDir = await backupsFolder(gameDir, true);
  const warnings: Message[] = [];
  const sources: ArchiveSource[] = [];
  const present: string[] = [];
  let total = 0;
  for (const root of include) {
    const abs = resolveInside(gameDir, root);
    if (await hasLinkedAncestor(gameDir, root)) {
      warnings.push(BackupM.warnLinkedAncestor({ path: root }));
      continue;
    }
    const stat = await lstatOrNull(abs);
    if (stat === null) {
      warnings.push(BackupM.warnMissing({ path: root }));
      continue;
    }
    if (stat.isSymbolicLink()) {
      warnings.push(BackupM.warnSymlink({ path: root }));
      continue;
    }
    present.push(root);
    if (stat.isFile()) {
      sources.push({ name: root, file: abs, size: stat.size, mtime: stat.mtime });
      total += stat.size;
      continue;
    }
    if (!stat.isDirectory()) continue;
    sources.push({ name: `${root}/`, directory: true, mtime: stat.mtime });
    total += await collect(abs, root, sources, warnings);
  }
  const now = options.now ?? new Date();
  const id = `${stamp(now)}-${crypto.randomBytes(3).toString('hex')}`;
  const fileCount = sources.filter((s) => 'file' in s).length;
  const info: Omit<BackupInfo, 'file' | 'bytes'> = {
    id,
    created: now.toISOString(),
    include: present,
    files: fileCount,
    instanceName: instance.name,
    reason: options.reason ?? 'manual',
  };
  sources.unshift({
    name: MANIFEST,
    data: Buffer.from(JSON.stringify({ formatVersion: 1, ...info }, null, 2) + '\n'),
    mtime: now,
  });
  const file = path.join(backupsDir, `nova-${id}.zip`);
  let done = 0;
  const bytes = await writeArchiveAtomically(file, sources, {
    signal: options.signal,
    onBytes: (n) => {
      done += n;
      options.onProgress?.(done, total);
    },
  });
  return { ...info, file, bytes, warnings: englishTexts(warnings), warningMessages: warnings };
}

/**
 * The backups of an instance made by Nova, newest first; unreadable ones are reported in `warnings` (English) and
 * `warningMessages` (by id).
 */
export async function listBackups(
  instance: Instance,
): Promise<{ backups: BackupInfo[]; warnings: string[]; warningMessages: Message[] }> {
  const gameDir = path.resolve(instance.gameDir);
  const backupsDir = await backupsFolder(gameDir, false);
  const warnings: Message[] = [];
  if (backupsDir === null) return { backups: [], warnings: [], warningMessages: warnings };
  const names = (await fs.promises.readdir(backupsDir))
    .filter((n) => BACKUP_FILE.test(n))
    .sort()
    .reverse();
  const backups: BackupInfo[] = [];
  for (const name of names) {
    try {
      backups.push(await readBackupInfo(path.join(backupsDir, name)));
    } catch (error) {
      warnings.push(BackupM.warnBackupUnreadable({ name, error: errorText(error) ?? errorMessage(error) }));
    }
  }
  return { backups, warnings: englishTexts(warnings), warningMessages: warnings };
}

/** Refuses the whole backup when any entry lies outside the paths its manifest says it holds. */
export function assertBackupEntries(zip: UntrustedArchive, roots: readonly string[]): void {
  for (const entry of zip.entries) {
    if (entry.name === MANIFEST) continue;
    if (!roots.some((root) => entry.name === root || entry.name.startsWith(`${root}/`))) {
      throw new ArchiveSafetyError(
        'unsafe-path',
        BackupM.entryOutside({ label: zip.label, name: printable(entry.name) }),
      );
    }
  }
}

/**
 * The one extraction loop of a backup (call {@link assertBackupEntries} first): every entry but the manifest is
 * written under `dest`, never over an existing file, with its recorded time. Returns the number of files written.
 */
export async function extractBackupEntries(zip: UntrustedArchive, dest: string, signal?: AbortSignal): Promise<number> {
  let files = 0;
  for (const entry of zip.entries) {
    signal?.throwIfAborted();
    if (entry.name === MANIFEST) continue;
    const to = resolveInside(dest, entry.name);
    if (entry.directory) {
      await fs.promises.mkdir(to, { recursive: true });
      continue;
    }
    await fs.promises.mkdir(path.dirname(to), { recursive: true });
    await pipeline(await zip.openReadStream(entry), fs.createWriteStream(to, { flags: 'wx' }));
    const mtime = entry.raw.getLastModDate();
    await fs.promises.utimes(to, mtime, mtime).catch(() => undefined);
    files++;
  }
  return files;
}

function normaliseInclude(include: string[]): string[] {
  const out: string[] = [];
  for (const raw of include) {
    const check = checkRelativePath(raw.replace(/\/+$/, ''));
    if (!check.ok) throw new BackupError(BackupM.cannotBackUp({ path: printable(raw), reason: check.reason }));
    const lower = check.path.toLowerCase();
    if (lower === 'backups' || lower.startsWith('backups/')) throw new BackupError(BackupM.intoItself({}));
    out.push(check.path);
  }
  const unique = [...new Set(out)].sort();
  // A path inside another included path is already covered by it.
  return unique.filter((p) => !unique.some((q) => q !== p && p.startsWith(`${q}/`)));
}

/** `<gameDir>/backups`, refusing a link or a non-folder there; created when `create`, else null when absent. */
async function backupsFolder(gameDir: string, create: true): Promise<string>;
async function backupsFolder(gameDir: string, create: false): Promise<string | null>;
async function backupsFolder(gameDir: string, create: boolean): Promise<string | null> {
  const dir = path.join(gameDir, 'backups');
  const stat = await lstatOrNull(dir);
  if (stat?.isSymbolicLink()) {
    throw new BackupError(BackupM.folderIsLink({ dir }));
  }
  if (stat !== null && !stat.isDirectory()) throw new BackupError(BackupM.folderIsFile({ dir }));
  if (stat === null) {
    if (!create) return null;
    await fs.promises.mkdir(dir);
  }
  return dir;
}

/** True when any folder between the game folder and `rel` (exclusive) is a symbolic link. */
export async function hasLinkedAncestor(gameDir: string, rel: string): Promise<boolean> {
  const parts = rel.split('/');
  let current = gameDir;
  for (const part of parts.slice(0, -1)) {
    current = path.join(current, part);
    const stat = await lstatOrNull(current);
    if (stat?.isSymbolicLink()) return true;
    if (stat === null) return false;
  }
  return false;
}

/** Folders nested deeper than this inside a backed-up path are not backed up (they could not be restored). */
const MAX_BACKUP_DEPTH = 128;

/**
 * Adds the files and folders below `abs` (named `rel/...`) to `sources` and returns their size, walking without
 * recursion (src/core/fs/folderWalk.ts): links are never followed, and what cannot be listed, is not UTF-8, is too
 * deep or beyond the archive entry cap is named in `warnings`.
 */
async function collect(abs: string, rel: string, sources: ArchiveSource[], warnings: Message[]): Promise<number> {
  let total = 0;
  const walked = await walkFolderTree(abs, {
    maxDepth: MAX_BACKUP_DEPTH,
    maxEntries: DEFAULT_ARCHIVE_LIMITS.maxEntries,
    unreadable: (child, error) =>
      warnings.push(BackupM.warnUnreadable({ path: child === '' ? rel : `${rel}/${child}`, error: error.message })),
    visit: (entry) => {
      const childRel = `${rel}/${entry.rel}`;
      if (!entry.utf8) {
        warnings.push(BackupM.warnNotUtf8({ path: childRel }));
        return false;
      }
      const stat = entry.stat;
      if (stat.isSymbolicLink()) {
        warnings.push(BackupM.warnSymlink({ path: childRel }));
        return false;
      }
      if (stat.isDirectory()) {
        sources.push({ name: `${childRel}/`, directory: true, mtime: stat.mtime });
        return true;
      }
      if (stat.isFile()) {
        sources.push({ name: childRel, file: entry.openPath as string, size: stat.size, mtime: stat.mtime });
        total += stat.size;
      }
      return false;
    },
  });
  for (const deep of walked.tooDeep)
    warnings.push(BackupM.warnTooDeep({ path: `${rel}/${deep.slice(0, 120)}`, depth: MAX_BACKUP_DEPTH }));
  for (const loop of walked.loops) warnings.push(BackupM.warnMountLoop({ path: `${rel}/${loop}` }));
  if (walked.truncated)
    throw new BackupError(
      BackupM.tooManyEntries({ path: rel, max: DEFAULT_ARCHIVE_LIMITS.maxEntries.toLocaleString('en') }),
    );
  return total;
}

function stamp(date: Date): string {
  const p = (n: number): string => String(n).padStart(2, '0');
  return `${date.getUTCFullYear()}${p(date.getUTCMonth() + 1)}${p(date.getUTCDate())}-${p(date.getUTCHours())}${p(date.getUTCMinutes())}${p(date.getUTCSeconds())}`;
}

async function readBackupInfo(file: string): Promise<BackupInfo> {
  const zip = await UntrustedArchive.open(file, undefined, `backups/${path.basename(file)}`);
  try {
    return await readInfo(zip, file);
  } finally {
    zip.close();
  }
}

async function readInfo(zip: UntrustedArchive, file: string): Promise<BackupInfo> {
  const entry = zip.entries.find((e) => e.name === MANIFEST);
  if (entry === undefined)
    throw new ArchiveSafetyError('bad-index', BackupM.noManifest({ label: zip.label, manifest: MANIFEST }));
  let doc: Record<string, unknown>;
  try {
    doc = JSON.parse((await zip.readBuffer(entry, 1024 * 1024)).toString('utf8')) as Record<string, unknown>;
  } catch (error) {
    if (error instanceof ArchiveSafetyError) throw error;
    throw new ArchiveSafetyError('bad-index', BackupM.manifestNotJson({ label: zip.label, manifest: MANIFEST }));
  }
  const include = Array.isArray(doc.include) ? doc.include.filter((v): v is string => typeof v === 'string') : [];
  const roots = include.map((root) => {
    const check = checkRelativePath(root);
    if (!check.ok || check.path.toLowerCase() === 'backups' || check.path.toLowerCase().startsWith('backups/')) {
      throw new ArchiveSafetyError('unsafe-path', BackupM.unsafeRoot({ label: zip.label, path: printable(root) }));
    }
    return check.path;
  });
  const stat = await fs.promises.stat(file);
  const id = BACKUP_FILE.exec(path.basename(file))?.[1] ?? '';
  return {
    id,
    file,
    created: typeof doc.created === 'string' ? doc.created : stat.mtime.toISOString(),
    include: roots,
    files:
      typeof doc.files === 'number' ? doc.files : zip.entries.filter((e) => !e.directory && e.name !== MANIFEST).length,
    bytes: stat.size,
    instanceName: typeof doc.instanceName === 'string' ? doc.instanceName : '',
    reason: typeof doc.reason === 'string' ? doc.reason : 'manual',
  };
}
