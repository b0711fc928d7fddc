import * as fs from 'node:fs';
import * as path from 'node:path';
import { walkFolderTree } from '../fs/folderWalk';
import type { Instance } from '../model/instance';
import type { ModVerdict } from './sideVerdicts';

/**
 * Game-folder content a dedicated server reads besides its mods: configs, the default configs copied into new
 * worlds, KubeJS (server and startup scripts, its data), datapack folders of the global-datapack mods, CraftTweaker
 * scripts. Everything else (resource packs, shader packs, options.txt, screenshots, saves, logs) stays out.
 */
export const SERVER_FOLDERS = [
  'config',
  'defaultconfigs',
  'serverconfig',
  'kubejs',
  'datapacks',
  'global_packs',
  'openloader',
  'paxi',
  'scripts',
] as const;

/** More files than this in the copied folders is refused rather than cut (a server pack must be the whole pack). */
export const MAX_SERVER_PACK_FILES = 100_000;
const MAX_DEPTH = 32;

export interface ServerPackFile {
  /** `/`-separated path in the server pack. */
  rel: string;
  abs: string;
  size: number;
}

export class ServerPackTooLargeError extends Error {
  constructor(readonly folder: string) {
    super(
      `${folder} holds more than ${MAX_SERVER_PACK_FILES.toLocaleString('en')} files; Nova does not write a partial server pack. Move generated files out of it and try again.`,
    );
    this.name = 'ServerPackTooLargeError';
  }
}

export interface ServerPackContent {
  files: ServerPackFile[];
  /** Things left out and why (links, special files, folders too deep). */
  skipped: string[];
}

/**
 * What goes into the server pack: the kept and undecided mods (regular files only) and the server folders' regular
 * files. Links are never followed (a link could point anywhere on the disk) and are listed as skipped, as are
 * FIFOs, sockets and devices.
 */
export async function serverPackContent(
  instance: Instance,
  verdicts: readonly ModVerdict[],
  signal?: AbortSignal,
): Promise<ServerPackContent> {
  const files: ServerPackFile[] = [];
  const skipped: string[] = [];
  for (const v of verdicts) {
    if (v.verdict === 'drop' || v.file.packwiz !== undefined || v.file.kind === 'directory') continue;
    files.push({ rel: `mods/${v.file.fileName}`, abs: v.file.path, size: v.file.size });
  }
  let count = 0;
  for (const folder of SERVER_FOLDERS) {
    const root = path.join(instance.gameDir, folder);
    const rootStat = await fs.promises.lstat(root).catch(() => null);
    if (rootStat === null) continue;
    if (!rootStat.isDirectory()) {
      skipped.push(`${folder}: ${rootStat.isSymbolicLink() ? 'a link, which is not followed' : 'not a folder'}`);
      continue;
    }
    const result = await walkFolderTree(root, {
      maxDepth: MAX_DEPTH,
      maxEntries: MAX_SERVER_PACK_FILES + 1,
      signal,
      visit(entry) {
        const rel = `${folder}/${entry.rel}`;
        if (entry.stat.isSymbolicLink()) {
          skipped.push(`${rel}: a link, which is not followed`);
          return false;
        }
        if (entry.stat.isDirectory()) return true;
        if (!entry.stat.isFile()) {
          skipped.push(`${rel}: not a regular file`);
          return false;
        }
        if (!entry.utf8 || typeof entry.openPath !== 'string') {
          skipped.push(`${rel}: its name is not UTF-8, which a server pack cannot carry`);
          return false;
        }
        if (++count > MAX_SERVER_PACK_FILES) throw new ServerPackTooLargeError(folder);
        files.push({ rel, abs: entry.openPath, size: entry.stat.size });
        return false;
      },
    });
    if (result.truncated) throw new ServerPackTooLargeError(folder);
    for (const deep of result.tooDeep) skipped.push(`${folder}/${deep}: nested more than ${MAX_DEPTH} folders deep`);
  }
  return { files, skipped };
}
