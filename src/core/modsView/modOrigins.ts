import * as fs from 'node:fs';
import * as path from 'node:path';
import { parse } from 'smol-toml';
import type { Instance } from '../model/instance';
import { asRecord, asText, parseJsonText } from '../formats/jsonText';
import { readTextFile } from '../formats/textDecoding';
import { readRegularFile } from '../fs/safeRead';
import { modsFolder } from '../checks/workspaceCheck';
import type { KnownRemote } from './modTree';

/** At most this many Prism metadata files are read per instance, each at most this big: bounded work on any folder. */
const MAX_INDEX_FILES = 5000;
const MAX_INDEX_BYTES = 64 * 1024;

/**
 * Where an instance's jars came from, as its launcher recorded it, by absolute jar path (both the enabled and the
 * `.disabled` name): Prism Launcher's per-mod metadata in `mods/.index/*.pw.toml` (`[update.modrinth]` /
 * `[update.curseforge]`) and the CurseForge app's `installedAddons` in `minecraftinstance.json`. Unreadable or
 * malformed entries are skipped: this only names a source, it never decides anything.
 */
export async function readModOrigins(instance: Instance): Promise<Map<string, KnownRemote>> {
  const origins = new Map<string, KnownRemote>();
  const mods = modsFolder(instance);
  const put = (fileName: string, origin: KnownRemote): void => {
    if (fileName === '' || fileName.includes('/') || fileName.includes('\\')) return;
    const bare = path.join(mods, fileName.replace(/\.disabled$/i, ''));
    origins.set(bare, origin);
    origins.set(`${bare}.disabled`, origin);
  };
  for (const [fileName, origin] of await prismIndex(path.join(mods, '.index'), instance.gameDir)) put(fileName, origin);
  if (instance.layout === 'curseforge' && instance.manifest !== null)
    for (const fileName of await curseForgeAddons(instance.manifest)) put(fileName, { source: 'curseforge' });
  return origins;
}

/**
 * The Prism metadata files of `dir`, each read under safeRead's rules inside the game folder: a named pipe, a link to a
 * device or a file linked outside is skipped at once instead of blocking the view or being read (issue 33).
 */
async function prismIndex(dir: string, gameDir: string): Promise<Array<[string, KnownRemote]>> {
  const names = await fs.promises.readdir(dir).catch(() => [] as string[]);
  const out: Array<[string, KnownRemote]> = [];
  for (const name of names.filter((n) => n.endsWith('.pw.toml')).slice(0, MAX_INDEX_FILES)) {
    try {
      const file = path.join(dir, name);
      const doc = parse((await readRegularFile(file, { maxBytes: MAX_INDEX_BYTES, root: gameDir })).toString('utf8'));
      const fileName = typeof doc['filename'] === 'string' ? doc['filename'] : '';
      const update = asRecord(doc['update']);
      const modrinth = asRecord(update?.['modrinth']);
      const projectId = asText(modrinth?.['mod-id']);
      if (projectId !== null) out.push([fileName, { source: 'modrinth', modrinthProjectId: projectId }]);
      else if (asRecord(update?.['curseforge']) !== null) out.push([fileName, { source: 'curseforge' }]);
    } catch {
      // A metadata file Prism half-wrote or someone edited: no source for that jar.
    }
  }
  return out;
}

async function curseForgeAddons(manifest: string): Promise<string[]> {
  try {
    const doc = asRecord(parseJsonText((await readTextFile(manifest)).text, 'minecraftinstance.json').value);
    const addons = Array.isArray(doc?.['installedAddons']) ? (doc['installedAddons'] as unknown[]) : [];
    return addons.flatMap((addon) => {
      const installed = asRecord(asRecord(addon)?.['installedFile']);
      const name = asText(installed?.['FileNameOnDisk']) ?? asText(installed?.['fileNameOnDisk']);
      return name === null ? [] : [name];
    });
  } catch {
    return [];
  }
}
