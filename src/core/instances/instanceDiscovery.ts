import * as fs from 'node:fs';
import * as path from 'node:path';
import type { Instance } from '../model/instance';
import { readBareInstance } from './bareLayout';
import { readCurseForgeInstance } from './curseforgeLayout';
import { joinId } from './instanceId';
import { readModrinthProfile } from './modrinthAppLayout';
import { readPackwiz } from './packwizLayout';
import { readPrismInstance } from './prismLayout';
import { readDotMinecraft, readVersionFolder } from './vanillaLayout';
import { MessageError } from '../locale/messageError';
import { InstanceMessages } from './instanceMessages';

export interface DiscoveryOptions {
  /** Folder levels below `root` that are examined (root is level 0); default 4. */
  maxDepth?: number;
  signal?: AbortSignal;
}

const DEFAULT_MAX_DEPTH = 4;

/** Folders examined at once: enough to hide disk latency without exhausting file handles. */
const MAX_PARALLEL_FOLDERS = 16;

/** Never walked anywhere: tool folders, and launcher stores too large and deep to hold instances. */
const NEVER_WALKED = new Set(['node_modules', '.git', '.hg', '.svn', 'libraries', 'assets']);

/**
 * Content folders of a found instance: they hold mods, worlds and settings, never another
 * instance, and walking them would be slow (saves, mods/.index) or find false bare instances.
 */
const INSTANCE_CONTENT = new Set([
  'mods',
  'config',
  'defaultconfigs',
  'saves',
  'libraries',
  'assets',
  'resourcepacks',
  'shaderpacks',
  'datapacks',
  'texturepacks',
  'screenshots',
  'logs',
  'crash-reports',
  'backups',
  'natives',
  'patches',
  'versions',
  'kubejs',
  'scripts',
  'journeymap',
  'schematics',
  'world',
  '.fabric',
  '.quilt',
  '.cache',
  '.index',
]);

/**
 * Launchers' shared version stores look like a `.minecraft` (`versions/<id>/<id>.json`) but
 * nobody plays in them: the Modrinth App's `meta/` beside `profiles/`, the CurseForge app's
 * `Install/` beside `Instances/`. Folder name → the sibling that marks the launcher.
 */
const LAUNCHER_STORES: Readonly<Record<string, string>> = { meta: 'profiles', install: 'instances' };

function isLauncherStore(name: string, siblings: ReadonlySet<string>): boolean {
  const marker = LAUNCHER_STORES[name.toLowerCase()];
  return marker !== undefined && siblings.has(marker);
}

/**
 * Every game instance under `root`, sorted by id. Walks at most `maxDepth` folder levels, does not
 * follow symbolic links, skips `node_modules`/`.git`, launchers' shared version stores (see
 * LAUNCHER_STORES) and the content and game folders of each instance it finds (its other
 * sub-folders are still walked). Throws only when `root` itself is missing, not a folder or
 * unreadable; unreadable sub-folders are skipped and malformed instance files become
 * `instance.warnings`.
 */
export async function discoverInstances(root: string, options: DiscoveryOptions = {}): Promise<Instance[]> {
  const maxDepth = options.maxDepth ?? DEFAULT_MAX_DEPTH;
  const { signal } = options;
  await assertReadableFolder(root);
  const absoluteRoot = path.resolve(root);
  const found = new Map<string, Instance>();

  const limit = createLimiter(MAX_PARALLEL_FOLDERS);

  const walk = async (dir: string, id: string, depth: number): Promise<void> => {
    signal?.throwIfAborted();
    const { here, entries } = await limit(async () => {
      const instances = await readInstancesAt(dir, id);
      if (depth >= maxDepth) return { here: instances, entries: [] as fs.Dirent[] };
      try {
        return { here: instances, entries: await fs.promises.readdir(dir, { withFileTypes: true }) };
      } catch {
        return { here: instances, entries: [] as fs.Dirent[] };
      }
    });
    for (const instance of here) if (!found.has(instance.id)) found.set(instance.id, instance);
    const skipped = new Set(here.map((instance) => path.resolve(instance.gameDir)));
    // Prism ignores whichever of minecraft/ and .minecraft/ it does not use; neither is an instance.
    if (here.some((instance) => instance.layout === 'prism' || instance.layout === 'multimc')) {
      skipped.add(path.resolve(dir, 'minecraft'));
      skipped.add(path.resolve(dir, '.minecraft'));
    }
    const siblings = new Set(entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name.toLowerCase()));
    const children = entries
      .filter((entry) => entry.isDirectory() && !NEVER_WALKED.has(entry.name))
      .filter((entry) => !isLauncherStore(entry.name, siblings))
      .filter((entry) => here.length === 0 || !INSTANCE_CONTENT.has(entry.name))
      .map((entry) => entry.name)
      .filter((name) => !skipped.has(path.resolve(dir, name)));
    await Promise.all(children.map((name) => walk(path.join(dir, name), joinId(id, name), depth + 1)));
  };

  await walk(absoluteRoot, '.', 0);
  signal?.throwIfAborted();
  // A bare folder that is another instance's game folder (an HMCL custom game folder elsewhere
  // in the tree) is that instance, not a second one.
  const gameDirs = new Set([...found.values()].filter((i) => i.layout !== 'bare').map((i) => path.resolve(i.gameDir)));
  for (const [id, instance] of found) {
    if (instance.layout === 'bare' && gameDirs.has(path.resolve(instance.root))) found.delete(id);
  }
  return [...found.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/**
 * The instance(s) rooted exactly at `dir`, whose id is `idBase` (default `.`): a Prism/MultiMC
 * instance, a CurseForge instance, a packwiz pack, a Modrinth App profile, a version folder
 * `versions/<id>`, a `.minecraft`-style folder (one instance per version), or a bare folder with
 * `mods/` — tried in that order, first match wins. [] when none (or `dir` is unreadable).
 */
export async function readInstancesAt(folder: string, idBase = '.'): Promise<Instance[]> {
  const dir = path.resolve(folder);
  const single = [readPrismInstance, readCurseForgeInstance, readPackwiz, readModrinthProfile, readVersionFolder];
  for (const read of single) {
    const instance = await read(dir, idBase);
    if (instance) return [instance];
  }
  const versions = await readDotMinecraft(dir, idBase);
  if (versions.length > 0) return versions;
  const bare = await readBareInstance(dir, idBase);
  return bare ? [bare] : [];
}

async function assertReadableFolder(root: string): Promise<void> {
  let stat: fs.Stats;
  try {
    stat = await fs.promises.stat(root);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR')
      throw new MessageError(InstanceMessages.folderNotFound({ folder: root }), { cause: error });
    throw new MessageError(InstanceMessages.folderUnreadable({ folder: root, reason: code ?? String(error) }), {
      cause: error,
    });
  }
  if (!stat.isDirectory()) throw new MessageError(InstanceMessages.notAFolder({ folder: root }));
  try {
    await fs.promises.readdir(root);
  } catch (error) {
    throw new MessageError(
      InstanceMessages.folderUnreadable({
        folder: root,
        reason: (error as NodeJS.ErrnoException).code ?? String(error),
      }),
      { cause: error },
    );
  }
}

/** Runs at most `size` tasks at a time; tasks must not wait on each other inside the limiter. */
function createLimiter(size: number): <T>(task: () => Promise<T>) => Promise<T> {
  let active = 0;
  const queue: Array<() => void> = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (active >= size) await new Promise<void>((resolve) => queue.push(resolve));
    active++;
    try {
      return await task();
    } finally {
      active--;
      queue.shift()?.();
    }
  };
}
