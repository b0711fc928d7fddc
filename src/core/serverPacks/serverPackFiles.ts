import * as fs from 'node:fs';
import * as path from 'node:path';
import { checkRelativePath, DEFAULT_ARCHIVE_LIMITS, type ArchiveLimits } from '../archive/archiveSafety';
import { sizeText } from '../displayText';
import { walkFolderTree } from '../fs/folderWalk';
import { renderMessage, type Message } from '../locale/messageCatalog';
import type { Instance } from '../model/instance';
import { ServerPackMessages } from './serverPackMessages';
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
  /** The refusal by id, when there is one (rendered in the person's language where shown); `message` is English. */
  readonly text: Message | null;
  constructor(
    readonly folder: string,
    text: Message | null = null,
  ) {
    super(
      text !== null
        ? renderMessage(text, 'en')
        : `${folder} holds more than ${MAX_SERVER_PACK_FILES.toLocaleString('en')} files; Nova does not write a partial server pack. Move generated files out of it and try again.`,
    );
    this.text = text;
    this.name = 'ServerPackTooLargeError';
  }
}

/**
 * A server pack holds only what a pack may (the exports' rule, src/core/packs/exportRules.ts, on the importer's own
 * limits, src/core/archive/archiveSafety.ts): one file over `maxEntryBytes`, or all files over `maxTotalBytes`,
 * refuses the whole server pack, told from `stat` alone before a byte is copied (a sparse 50 GB file in `config/`
 * would otherwise be copied for minutes and fill the disk).
 */
export function refuseOversizedFiles(
  files: readonly ServerPackFile[],
  limits: Pick<ArchiveLimits, 'maxEntryBytes' | 'maxTotalBytes'> = DEFAULT_ARCHIVE_LIMITS,
): void {
  let total = 0;
  for (const f of files) {
    if (f.size > limits.maxEntryBytes)
      throw new ServerPackTooLargeError(
        f.rel,
        ServerPackMessages.fileTooLarge({ path: f.rel, size: sizeText(f.size), max: sizeText(limits.maxEntryBytes) }),
      );
    total += f.size;
  }
  if (total > limits.maxTotalBytes)
    throw new ServerPackTooLargeError(
      '',
      ServerPackMessages.totalTooLarge({ size: sizeText(total), max: sizeText(limits.maxTotalBytes) }),
    );
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
    const name = checkRelativePath(`mods/${v.file.fileName}`);
    if (!name.ok) {
      skipped.push(`mods/${v.file.fileName}: ${renderMessage(name.reason, 'en')}`);
      continue;
    }
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
        // The names a pack may hold (the importer's rule): a Windows device name, a line break, a trailing dot...
        const name = checkRelativePath(rel);
        if (!name.ok) {
          skipped.push(`${rel}: ${renderMessage(name.reason, 'en')}`);
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
  refuseOversizedFiles(files);
  return { files, skipped };
}
