import * as path from 'node:path';
import type { Message } from '../locale/messageCatalog';
import { warningFields } from './instanceMessages';
import type { Instance, Loader, LoaderType } from '../model/instance';
import { hasAnyFolder, isFile } from './fsProbe';
import { detectSide } from './instanceSide';
import { asNumber, asRecord, asText } from '../formats/jsonText';
import { readJsonRecord } from './readJsonRecord';

/** Folders the Modrinth App creates or fills inside a profile. */
const PROFILE_CONTENT = ['mods', 'resourcepacks', 'shaderpacks', 'datapacks', 'config', 'saves'];

const LOADERS: Readonly<Record<string, LoaderType>> = {
  fabric: 'fabric',
  quilt: 'quilt',
  forge: 'forge',
  neoforge: 'neoforge',
};

/**
 * Reads a Modrinth App profile rooted at `dir`: a folder directly inside a folder named `profiles`
 * holding `profile.json` (older builds) or content folders; null otherwise. Current builds keep
 * the Minecraft version and loader in the app's SQLite database, so without `profile.json` they
 * are null, and no manifest exists.
 */
export async function readModrinthProfile(dir: string, id: string): Promise<Instance | null> {
  const resolved = path.resolve(dir);
  if (path.basename(path.dirname(resolved)).toLowerCase() !== 'profiles') return null;
  const profileFile = path.join(dir, 'profile.json');
  const hasProfile = await isFile(profileFile);
  if (!hasProfile && !(await hasAnyFolder(dir, PROFILE_CONTENT))) return null;

  const warnings: Message[] = [];
  const doc = hasProfile ? await readJsonRecord(profileFile, 'profile.json', warnings) : null;
  const metadata = asRecord(doc?.['metadata']);
  const loaderName = asText(metadata?.['loader'])?.toLowerCase() ?? null;
  const loaderType = loaderName ? LOADERS[loaderName] : undefined;
  const loaderVersion = metadata?.['loader_version'];
  const loader: Loader | null = loaderType
    ? { type: loaderType, version: asText(asRecord(loaderVersion)?.['id']) ?? asText(loaderVersion) }
    : null;
  const memory = asRecord(doc?.['memory']);
  const max = asNumber(memory?.['maximum']);
  const min = asNumber(memory?.['minimum']);
  return {
    id,
    name: asText(metadata?.['name']) ?? path.basename(resolved),
    layout: 'modrinth-app',
    root: dir,
    gameDir: dir,
    manifest: hasProfile ? profileFile : null,
    minecraft: asText(metadata?.['game_version']),
    loader,
    side: await detectSide(dir),
    javaMajor: null,
    maxMemoryMiB: max !== null && max > 0 ? Math.trunc(max) : null,
    minMemoryMiB: min !== null && min > 0 ? Math.trunc(min) : null,
    ...warningFields(warnings),
  };
}
