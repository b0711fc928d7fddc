import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { walkFolderTree } from '../fs/folderWalk';
import { renderMessage, type Message } from '../locale/messageCatalog';
import { PackDiffMessages } from './packDiffMessages';
import { scanInstanceMods } from '../checks/instanceMods';
import type { Instance } from '../model/instance';
import { readInstancesAt } from '../instances/instanceDiscovery';
import { digestFile, digestSmallFileSync, hashFile } from '../download/fileHasher';
import { configKeyFormat, flattenConfig, MAX_CONFIG_KEY_BYTES } from '../formats/configKeys';
import { resolvesInside } from '../fs/servedRoots';
import { FILE_POOL_SIZE, mapPool } from '../fs/taskPool';
import { importModpack } from './modpackImporter';
import type { ModScanner } from '../mods/modScanner';
import { MessageError } from '../locale/messageError';

/**
 * One mod of a pack version, keyed by its mod id (or, without metadata, the name part of its file name; for a
 * CurseForge manifest entry, `curseforge:<projectID>` with version `file <fileID>`).
 */
export interface SnapshotMod {
  id: string;
  name: string;
  version: string;
  /** Relative to the game folder, `/` separators (`mods/sodium-0.5.8.jar`); empty for a CurseForge manifest entry. */
  file: string;
}

/** What `nova diff` compares of one side: its mods and the SHA-512 of each pack file outside `mods/`. */
export interface PackSnapshot {
  mods: SnapshotMod[];
  files: Map<string, string>;
  /**
   * What was not compared and why (a config folder linked outside the game folder, more files than
   * {@link MAX_CONFIG_FILES}): no cap is silent, so the diff says so instead of "No changes.".
   */
  notes: string[];
  /** {@link notes} by id, rendered in the person's language where they are shown. */
  noteMessages: Message[];
  /** The SHA-512 of each mod file (by `SnapshotMod.file`), only when asked for (`nova diff --notes`). */
  modHashes?: Map<string, string>;
  /** Each readable config file's keys (flattenConfig), only when asked for; a file left out was too big or broken. */
  configKeys?: Map<string, Map<string, string>>;
}

/** What a snapshot reads besides the mods' names and versions. */
export interface SnapshotOptions {
  /** Hash each mod file (SHA-512) so Modrinth can name its version. */
  hashMods?: boolean;
  /** Read the keys of each TOML, JSON and `.properties` config file (configKeys.ts), within the bounds below. */
  configKeys?: boolean;
  /**
   * Called once with the side's instance while its files are on disk (an archive's temporary folder is removed right
   * after), with how many of its mod files the pack only lists for download (not on disk): `nova diff` reads the
   * side's content and references here.
   */
  whileOnDisk?(instance: Instance, listedOnly: number): Promise<void>;
}

/** All config files read for keys on one side hold at most this many bytes together. */
const MAX_CONFIG_KEY_TOTAL = 64 * 1024 * 1024;

/** The folders of a game folder whose files belong to the pack's configuration (compared by `nova diff`). */
export const CONFIG_FOLDERS = ['config', 'defaultconfigs', 'kubejs', 'scripts'] as const;

/** Bounds on the config walk so a huge folder cannot stall the diff. */
export const MAX_CONFIG_FILES = 20_000;

/**
 * `sodium-fabric-0.5.8+mc1.20.1.jar` → id `sodium-fabric`, version `0.5.8+mc1.20.1`: the name part ends where a
 * dash is followed by a digit (how Modrinth and CurseForge files are usually named).
 */
export function fileNameIdentity(fileName: string): { id: string; version: string } {
  const stem = fileName.replace(/\.disabled$/i, '').replace(/\.(jar|zip|litemod)$/i, '');
  const m = /^(.+?)[-_ ]v?(\d.*)$/.exec(stem);
  return m ? { id: m[1]!.toLowerCase(), version: m[2]! } : { id: stem.toLowerCase(), version: 'unknown' };
}

/**
 * Reads a `.mrpack` or CurseForge zip side of a diff: imported offline into a temporary folder (the same reader as
 * `nova import`), which is removed afterwards; files it only lists for download count by file name.
 */
export async function archiveSnapshot(
  scanner: ModScanner,
  archive: string,
  options: SnapshotOptions = {},
): Promise<PackSnapshot> {
  const temp = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'nova-diff-'));
  try {
    const result = await importModpack(archive, path.join(temp, 'pack'));
    const [instance] = await readInstancesAt(result.instance);
    if (instance === undefined) throw new MessageError(PackDiffMessages.archiveNotPack({ archive }));
    const pending = result.pending.flatMap((p): SnapshotMod[] => {
      if (p.path !== null) {
        const file = p.path.split(path.sep).join('/');
        const { id, version } = fileNameIdentity(path.posix.basename(file));
        return [{ id, name: id, version, file }];
      }
      // A CurseForge manifest names only project and file ids (the file name needs CurseForge's API).
      if (p.curseforge === null) return [];
      const { projectID, fileID } = p.curseforge;
      return [
        { id: `curseforge:${projectID}`, name: `CurseForge project ${projectID}`, version: `file ${fileID}`, file: '' },
      ];
    });
    const snapshot = await snapshotOf(scanner, instance, pending, MAX_CONFIG_FILES, options);
    // Files the pack only links: their hashes are in its index, the bytes were never fetched.
    if (snapshot.modHashes !== undefined)
      for (const p of result.pending)
        if (p.path !== null && p.sha512 !== null)
          snapshot.modHashes.set(p.path.split(path.sep).join('/'), p.sha512.toLowerCase());
    return snapshot;
  } finally {
    await fs.promises.rm(temp, { recursive: true, force: true });
  }
}

/** An instance or packwiz pack side of a diff, as it is on disk (enabled mods only). */
export function instanceSnapshot(
  scanner: ModScanner,
  instance: Instance,
  maxConfigFiles = MAX_CONFIG_FILES,
  options: SnapshotOptions = {},
): Promise<PackSnapshot> {
  return snapshotOf(scanner, instance, [], maxConfigFiles, options);
}

async function snapshotOf(
  scanner: ModScanner,
  instance: Instance,
  listed: SnapshotMod[],
  maxConfigFiles = MAX_CONFIG_FILES,
  options: SnapshotOptions = {},
): Promise<PackSnapshot> {
  const mods = [...listed];
  const modHashes = options.hashMods === true ? new Map<string, string>() : undefined;
  for (const file of await scanInstanceMods(scanner, instance)) {
    if (!file.enabled) continue;
    const rel = path.relative(
      instance.gameDir,
      file.packwiz ? path.join(instance.gameDir, 'mods', file.fileName) : file.path,
    );
    const shown = rel.split(path.sep).join('/');
    const guess = fileNameIdentity(file.fileName);
    const mod = file.mods[0];
    const version = mod && mod.version !== 'unknown' && !file.packwiz ? mod.version : guess.version;
    mods.push({ id: mod?.id ?? guess.id, name: mod?.name ?? guess.id, version, file: shown });
    if (modHashes !== undefined && !file.packwiz) {
      const hashes = await hashFile(file.path).catch(() => null);
      if (hashes !== null) modHashes.set(shown, hashes.sha512);
    }
  }
  const files = new Map<string, string>();
  const noteMessages: Message[] = [];
  for (const folder of CONFIG_FOLDERS) await walk(instance.gameDir, folder, files, noteMessages, maxConfigFiles);
  const configKeys = options.configKeys === true ? await readConfigKeys(instance.gameDir, files) : undefined;
  await options.whileOnDisk?.(instance, listed.length);
  return {
    mods,
    files,
    notes: noteMessages.map((n) => renderMessage(n, 'en')),
    noteMessages,
    ...(modHashes !== undefined ? { modHashes } : {}),
    ...(configKeys !== undefined ? { configKeys } : {}),
  };
}

/** The keys of the config files walked (never following a link, each file and the total bounded). */
async function readConfigKeys(gameDir: string, files: Map<string, string>): Promise<Map<string, Map<string, string>>> {
  const out = new Map<string, Map<string, string>>();
  let total = 0;
  for (const rel of files.keys()) {
    if (configKeyFormat(rel) === null) continue;
    const abs = path.join(gameDir, ...rel.split('/'));
    const stat = await fs.promises.lstat(abs).catch(() => null);
    if (stat === null || !stat.isFile() || stat.size > MAX_CONFIG_KEY_BYTES) continue;
    if (total + stat.size > MAX_CONFIG_KEY_TOTAL) break;
    total += stat.size;
    const text = await fs.promises.readFile(abs, 'utf8').catch(() => null);
    const keys = text === null ? null : flattenConfig(rel, text);
    if (keys !== null) out.set(rel, keys);
  }
  return out;
}

/**
 * The config files below `gameDir/rel` (named `rel/...`) with their sha512, walked without recursion, links never
 * followed, hashed a few at a time (src/core/fs/taskPool.ts). A folder that resolves outside the game folder
 * (containment, docs/architecture.md principle 11) is neither listed nor hashed; what was left out is a note.
 */
async function walk(
  gameDir: string,
  rel: string,
  out: Map<string, string>,
  notes: Message[],
  cap: number,
): Promise<void> {
  const dir = path.join(gameDir, rel);
  if (!(await fs.promises.lstat(dir).catch(() => null))) return;
  if (!(await resolvesInside(gameDir, dir))) {
    notes.push(PackDiffMessages.noteLinkedOut({ folder: rel }));
    return;
  }
  const files: string[] = [];
  let cut = false;
  const walked = await walkFolderTree(dir, {
    maxDepth: 64,
    maxEntries: cap * 2,
    visit: (entry) => {
      if (!entry.utf8) return false;
      if (entry.stat.isFile()) {
        if (files.length + out.size >= cap) {
          cut = true;
          return false;
        }
        files.push(entry.rel);
      }
      return entry.stat.isDirectory();
    },
  });
  if (cut || walked.truncated || walked.tooDeep.length > 0) {
    notes.push(PackDiffMessages.noteCapped({ folder: rel, cap: cap.toLocaleString('en') }));
  }
  const unreadable = (file: string, error: unknown): null => {
    notes.push(
      PackDiffMessages.noteUnreadable({
        file: `${rel}/${file}`,
        code: (error as NodeJS.ErrnoException).code ?? 'error',
      }),
    );
    return null;
  };
  // Small files (most configs) are read on this thread, a batch at a time between turns of the event loop; larger
  // ones stream through the pool. Only the SHA-512 is compared.
  const hashes = new Array<string | null | undefined>(files.length);
  const large: number[] = [];
  let batchStart = Date.now();
  for (let i = 0; i < files.length; i++) {
    const file = files[i]!;
    try {
      const small = digestSmallFileSync(path.join(dir, ...file.split('/')), ['sha512']);
      if (small === null) large.push(i);
      else hashes[i] = small.digests[0];
    } catch (error) {
      hashes[i] = unreadable(file, error);
    }
    if (Date.now() - batchStart > 20) {
      await new Promise((resolve) => setImmediate(resolve));
      batchStart = Date.now();
    }
  }
  await mapPool(large, FILE_POOL_SIZE, async (i) => {
    const file = files[i]!;
    try {
      hashes[i] = (await digestFile(path.join(dir, ...file.split('/')), ['sha512'])).digests[0];
    } catch (error) {
      hashes[i] = unreadable(file, error);
    }
  });
  files.forEach((file, i) => {
    const hash = hashes[i];
    if (hash !== null && hash !== undefined) out.set(`${rel}/${file}`, hash);
  });
}
