import * as fs from 'node:fs';
import { CliMessages as M } from './cliMessages';
import * as path from 'node:path';
import { readInstancesAt } from '../core/instances/instanceDiscovery';
import type { Instance } from '../core/model/instance';
import { ServedRoots } from '../core/fs/servedRoots';
import { containInstance } from '../core/instances/instanceContainment';
import { UsageError, type CliIo } from './cliIo';

/** A folder argument resolved against the working directory; missing or not a folder → usage error (exit 2). */
export async function folderArgument(io: CliIo, arg: string | undefined, what: string): Promise<string> {
  const dir = path.resolve(io.cwd, arg ?? '.');
  let stat: fs.Stats;
  try {
    stat = await fs.promises.stat(dir);
  } catch {
    throw new UsageError(M.folderNotFound({ kind: folderKind(what), dir }));
  }
  if (!stat.isDirectory()) throw new UsageError(M.notAFolder({ kind: folderKind(what), dir }));
  try {
    await fs.promises.access(dir, fs.constants.R_OK);
  } catch {
    throw new UsageError(M.folderUnreadable({ kind: folderKind(what), dir }));
  }
  return dir;
}

/**
 * Resolves `INSTANCE`: a folder holding one instance, or `FOLDER#VERSION` for one version of a shared
 * `.minecraft`. Zero or several matches are usage errors that say what to pass instead.
 */
export async function instanceArgument(
  io: CliIo,
  arg: string | undefined,
): Promise<{ dir: string; instance: Instance }> {
  if (arg === undefined || arg === '') throw new UsageError(M.missingInstance({}));
  const hash = arg.lastIndexOf('#');
  const folderPart = hash > 0 ? arg.slice(0, hash) : arg;
  const version = hash > 0 ? arg.slice(hash + 1) : null;
  const dir = await folderArgument(io, folderPart, 'Instance folder');
  const found = await readInstancesAt(dir);
  const matches = version === null ? found : found.filter((i) => i.id.endsWith(`#${version}`) || i.name === version);
  if (matches.length === 1 && matches[0] !== undefined) return { dir, instance: await contained(dir, matches[0]) };
  if (matches.length === 0 && version !== null) {
    throw new UsageError(M.noSuchVersion({ version, dir, found: found.map((i) => i.name).join(', ') }));
  }
  if (matches.length === 0) {
    throw new UsageError(M.noInstance({ dir }));
  }
  const names = matches.map((i) => `${folderPart}#${i.name}`).join(', ');
  throw new UsageError(M.severalVersions({ dir, count: matches.length, names }));
}

/** The kind of folder an argument names (cliMessages.ts words it). */
function folderKind(what: string): string {
  return { 'Instance folder': 'instance', 'Pack folder': 'pack', 'Working directory': 'cwd' }[what] ?? 'folder';
}

/**
 * Containment by the served root (docs/architecture.md principle 11) for a single-instance command: the folder
 * given is what the command serves (for a version folder `…/versions/ID` given directly, the game folder two levels
 * up it shares); an instance whose game folder resolves outside it (an HMCL custom game folder, a linked
 * `minecraft/`) is refused before any of its files is read.
 */
async function contained(dir: string, instance: Instance): Promise<Instance> {
  const roots = [dir];
  if (path.basename(path.dirname(dir)) === 'versions') roots.push(path.dirname(path.dirname(dir)));
  const checked = await containInstance(instance, new ServedRoots(roots));
  if (checked.outsideRoots === true) {
    throw new UsageError(
      `the game folder of ${dir} lies outside it (a custom game folder or a symbolic link points elsewhere), so Nova does not read it. Pass the folder that holds the game folder.`,
    );
  }
  return checked;
}
