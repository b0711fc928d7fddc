import * as path from 'node:path';
import type { Message } from '../locale/messageCatalog';
import { InstanceMessages, warningFields } from './instanceMessages';
import type { Instance, Loader, LoaderType } from '../model/instance';
import { isFile } from './fsProbe';
import { detectSide } from './instanceSide';
import { asRecord, asText } from '../formats/jsonText';
import { readJsonRecord } from './readJsonRecord';

const LOADER_NAMES: Readonly<Record<string, LoaderType>> = {
  forge: 'forge',
  neoforge: 'neoforge',
  fabric: 'fabric',
  quilt: 'quilt',
};

/**
 * Reads a CurseForge app instance rooted at `dir` (the folder holding `minecraftinstance.json`,
 * which is also the game folder); null when there is no such file. The file is often saved with
 * a UTF-8 BOM, which is expected and not reported. `baseModLoader.name` is `<loader>-<version>`,
 * where the version may carry a Minecraft prefix (`neoforge-1.20.1-47.1.100`).
 */
export async function readCurseForgeInstance(dir: string, id: string): Promise<Instance | null> {
  const manifest = path.join(dir, 'minecraftinstance.json');
  if (!(await isFile(manifest))) return null;
  const warnings: Message[] = [];
  const doc = await readJsonRecord(manifest, 'minecraftinstance.json', warnings);
  const base = asRecord(doc?.['baseModLoader']);
  const minecraft = asText(doc?.['gameVersion']) ?? asText(base?.['minecraftVersion']);
  return {
    id,
    name: asText(doc?.['name']) ?? path.basename(path.resolve(dir)),
    layout: 'curseforge',
    root: dir,
    gameDir: dir,
    manifest,
    minecraft,
    loader: parseBaseModLoader(asText(base?.['name']), minecraft, warnings),
    side: await detectSide(dir),
    javaMajor: null,
    maxMemoryMiB: null,
    minMemoryMiB: null,
    ...warningFields(warnings),
  };
}

/** `forge-47.2.0` → forge 47.2.0; `neoforge-1.20.1-47.1.100` → neoforge 47.1.100; null when absent. */
function parseBaseModLoader(name: string | null, minecraft: string | null, warnings: Message[]): Loader | null {
  if (name === null) return null;
  const dash = name.indexOf('-');
  const type = LOADER_NAMES[(dash < 0 ? name : name.slice(0, dash)).toLowerCase()];
  if (!type) {
    warnings.push(InstanceMessages.unknownCurseforgeLoader({ name }));
    return null;
  }
  let version = dash < 0 ? '' : name.slice(dash + 1);
  if (minecraft && version.startsWith(`${minecraft}-`)) version = version.slice(minecraft.length + 1);
  return { type, version: version === '' ? null : version };
}
