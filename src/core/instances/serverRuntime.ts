import * as fs from 'node:fs';
import type { Message } from '../locale/messageCatalog';
import { InstanceMessages } from './instanceMessages';
import * as path from 'node:path';
import type { Loader, LoaderType } from '../model/instance';
import { pathExists } from '../fs/pathExists';

/** What a dedicated server folder's installed files say about its Minecraft version and loader. */
export interface ServerRuntime {
  minecraft: string | null;
  loader: Loader | null;
  warnings: Message[];
}

async function subfolders(dir: string): Promise<string[]> {
  try {
    const entries = await fs.promises.readdir(dir, { withFileTypes: true });
    return entries
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
  } catch {
    return [];
  }
}

/** Server installers' library folders: Maven layout `libraries/<group path>/<artifact>/<version>/`. */
const LOADER_LIBRARIES: ReadonlyArray<[LoaderType, string, 'mc-prefixed' | 'plain']> = [
  ['quilt', 'org/quiltmc/quilt-loader', 'plain'],
  ['fabric', 'net/fabricmc/fabric-loader', 'plain'],
  ['neoforge', 'net/neoforged/neoforge', 'plain'],
  ['neoforge', 'net/neoforged/forge', 'mc-prefixed'],
  ['forge', 'net/minecraftforge/forge', 'mc-prefixed'],
];

const MC_PREFIXED = /^(\d+\.\d+(?:\.\d+)?(?:-(?:pre|rc|snapshot)-?\d+)?)-(.+)$/;

/**
 * Reads a dedicated server folder's `libraries/` (written by the Forge, NeoForge, Fabric and Quilt
 * server installers) and the vanilla bundler's `versions/<mc>/server-<mc>.jar`. A server holds only
 * what was installed into it, so one loader folder with one version is trustworthy; several
 * versions of the loader (an upgraded server) leave the version unknown with a warning.
 */
export async function readServerRuntime(dir: string): Promise<ServerRuntime> {
  const libraries = path.join(dir, 'libraries');
  const warnings: Message[] = [];
  let loader: Loader | null = null;
  let minecraft: string | null = null;
  for (const [type, artifactPath, style] of LOADER_LIBRARIES) {
    const versions = await subfolders(path.join(libraries, ...artifactPath.split('/')));
    if (versions.length === 0) continue;
    const parsed = versions.map((v) => {
      const match = style === 'mc-prefixed' ? MC_PREFIXED.exec(v) : null;
      return match?.[1] && match[2] ? { mc: match[1], version: match[2] } : { mc: null, version: v };
    });
    if (parsed.length > 1) {
      warnings.push(
        InstanceMessages.severalLibraryVersions({ folder: `libraries/${artifactPath}`, versions: versions.join(', ') }),
      );
    }
    loader = { type, version: parsed.length === 1 ? parsed[0]!.version : null };
    const mcs = new Set(parsed.map((p) => p.mc).filter((mc): mc is string => mc !== null));
    if (mcs.size === 1) minecraft = [...mcs][0]!;
    break;
  }
  minecraft ??= await singleMinecraft(dir, libraries);
  return { minecraft, loader, warnings };
}

/** The Minecraft version when exactly one is named by the server's files, else null. */
async function singleMinecraft(dir: string, libraries: string): Promise<string | null> {
  const candidates = new Set<string>();
  for (const v of await subfolders(path.join(libraries, 'net', 'fabricmc', 'intermediary'))) candidates.add(v);
  for (const v of await subfolders(path.join(libraries, 'org', 'quiltmc', 'hashed'))) candidates.add(v);
  // Forge/NeoForge 1.17+: net/minecraft/server/<mc>-<mcp timestamp>/.
  for (const v of await subfolders(path.join(libraries, 'net', 'minecraft', 'server'))) {
    candidates.add(v.replace(/-\d{8}\.\d{6}$/, ''));
  }
  if (candidates.size === 0) {
    for (const v of await subfolders(path.join(dir, 'versions'))) {
      if (await pathExists(path.join(dir, 'versions', v, `server-${v}.jar`))) candidates.add(v);
    }
  }
  return candidates.size === 1 ? [...candidates][0]! : null;
}
