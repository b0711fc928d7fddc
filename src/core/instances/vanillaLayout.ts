import * as fs from 'node:fs';
import type { Message } from '../locale/messageCatalog';
import { InstanceMessages, warningFields } from './instanceMessages';
import * as path from 'node:path';
import type { Instance } from '../model/instance';
import { hasFiles, hasSubfolders, isFile } from './fsProbe';
import { iniBoolean, iniValue, parseIni } from '../formats/iniFile';
import { ancestorId, joinId } from './instanceId';
import { detectSide } from './instanceSide';
import { asNumber, asRecord, asText, parseJsonText } from '../formats/jsonText';
import { readTextFile } from '../formats/textDecoding';
import { isVersionFolder, readVersionJson } from './versionJson';

/**
 * Reads a vanilla-launcher-style game folder (`.minecraft`, or any folder HMCL/PCL use the same
 * way) rooted at `dir`: one instance per `versions/<id>/<id>.json`, in id order; [] when there is
 * none. Every version with its own JSON is listed, vanilla ones too (loader null), including
 * parents that loader versions inherit from: they are launchable on their own, and hiding them
 * would make the list depend on the other versions present.
 *
 * Ids: a version that shares the game folder is `<dir id>#<version id>` (its gameDir is `dir`); an
 * isolated version is `<dir id>/versions/<version id>` (its gameDir is that folder, or HMCL's
 * custom folder).
 */
export async function readDotMinecraft(dir: string, id: string): Promise<Instance[]> {
  const versionsDir = path.join(dir, 'versions');
  let names: string[];
  try {
    const entries = await fs.promises.readdir(versionsDir, { withFileTypes: true });
    names = entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name);
  } catch {
    return [];
  }
  names.sort();
  const found = await Promise.all(names.map((name) => readVersion(dir, name, id)));
  return found.filter((instance): instance is Instance => instance !== null);
}

/**
 * Reads one version folder `…/versions/<id>` given directly (the CLI's `nova mods <folder>`);
 * null when it holds no `<id>.json`. `id` names the version folder itself; a version that shares
 * its game folder gets `<id of the folder two levels up>#<version id>`, like in discovery.
 */
export async function readVersionFolder(versionDir: string, id: string): Promise<Instance | null> {
  if (path.basename(path.dirname(path.resolve(versionDir))) !== 'versions') return null;
  if (!(await isVersionFolder(versionDir))) return null;
  const resolved = path.resolve(versionDir);
  return readVersion(path.dirname(path.dirname(resolved)), path.basename(resolved), ancestorId(id, 2));
}

async function readVersion(mcDir: string, versionId: string, mcId: string): Promise<Instance | null> {
  const versionDir = path.join(mcDir, 'versions', versionId);
  const info = await readVersionJson(path.join(mcDir, 'versions'), versionId);
  if (!info) return null;
  const placement = await placeVersion(mcDir, versionDir);
  const gameDir = placement.gameDir ?? mcDir;
  const isolated = placement.gameDir !== null;
  return {
    id: isolated ? joinId(mcId, 'versions', versionId) : `${mcId}#${versionId}`,
    name: versionId,
    layout: isolated ? 'vanilla-isolated' : 'vanilla',
    root: versionDir,
    gameDir,
    manifest: info.jsonFile,
    minecraft: info.minecraft,
    loader: info.loader,
    side: await detectSide(gameDir),
    javaMajor: info.javaMajor,
    maxMemoryMiB: placement.maxMemoryMiB,
    minMemoryMiB: placement.minMemoryMiB,
    ...warningFields([...info.warnings, ...placement.warnings]),
  };
}

interface Placement {
  /** The isolated game folder, or null when the version plays in the shared folder. */
  gameDir: string | null;
  maxMemoryMiB: number | null;
  minMemoryMiB: number | null;
  warnings: Message[];
}

/**
 * Where a version plays, first rule that decides wins:
 * 1. HMCL modpack (`modpack.cfg` present) → isolated (HMCL always runs modpacks in their folder);
 * 2. HMCL `hmclversion.cfg` unless `usesGlobal`: `gameDirType` VERSION_FOLDER (or 1) → isolated,
 *    ROOT_FOLDER (0) → shared, CUSTOM (2) with `gameDir` → that folder;
 * 3. PCL `PCL/Setup.ini`: `VersionArgumentIndieV2` True/False, else the older
 *    `VersionArgumentIndie` 1 (on) / 2 (off);
 * 4. PCL's heuristic: `mods/` holds files or `saves/` holds folders → isolated;
 * 5. shared.
 */
async function placeVersion(mcDir: string, versionDir: string): Promise<Placement> {
  const placement: Placement = { gameDir: null, maxMemoryMiB: null, minMemoryMiB: null, warnings: [] };
  if (await isFile(path.join(versionDir, 'modpack.cfg'))) {
    placement.gameDir = versionDir;
    await readHmclMemory(versionDir, placement);
    return placement;
  }
  const hmcl = await readHmclVersionCfg(versionDir, placement);
  if (hmcl !== undefined) {
    if (hmcl === 'VERSION_FOLDER') placement.gameDir = versionDir;
    else if (hmcl !== 'ROOT_FOLDER') placement.gameDir = path.resolve(mcDir, hmcl.custom);
    return placement;
  }
  const pcl = await readPclIndie(versionDir);
  if (pcl !== null) {
    if (pcl) placement.gameDir = versionDir;
    return placement;
  }
  if ((await hasFiles(path.join(versionDir, 'mods'))) || (await hasSubfolders(path.join(versionDir, 'saves')))) {
    placement.gameDir = versionDir;
  }
  return placement;
}

type HmclDirType = 'VERSION_FOLDER' | 'ROOT_FOLDER' | { custom: string };

async function readHmclJson(versionDir: string, placement: Placement): Promise<Record<string, unknown> | null> {
  const file = path.join(versionDir, 'hmclversion.cfg');
  let text: string;
  try {
    text = (await readTextFile(file)).text;
  } catch {
    return null;
  }
  const label = `versions/${path.basename(versionDir)}/hmclversion.cfg`;
  const parsed = parseJsonText(text, label);
  placement.warnings.push(...parsed.warnings);
  return asRecord(parsed.value);
}

/** undefined when HMCL's per-version setting does not decide (absent, global, unknown value). */
async function readHmclVersionCfg(versionDir: string, placement: Placement): Promise<HmclDirType | undefined> {
  const cfg = await readHmclJson(versionDir, placement);
  if (!cfg || cfg['usesGlobal'] === true) return undefined;
  applyHmclMemory(cfg, placement);
  const type = cfg['gameDirType'];
  if (type === 'VERSION_FOLDER' || type === 1) return 'VERSION_FOLDER';
  if (type === 'ROOT_FOLDER' || type === 0) return 'ROOT_FOLDER';
  if (type === 'CUSTOM' || type === 2) {
    const custom = asText(cfg['gameDir']);
    if (custom) return { custom };
    placement.warnings.push(
      InstanceMessages.hmclCustomFolderUnnamed({ file: `versions/${path.basename(versionDir)}/hmclversion.cfg` }),
    );
    return 'ROOT_FOLDER';
  }
  return undefined;
}

async function readHmclMemory(versionDir: string, placement: Placement): Promise<void> {
  const cfg = await readHmclJson(versionDir, placement);
  if (cfg && cfg['usesGlobal'] !== true) applyHmclMemory(cfg, placement);
}

function applyHmclMemory(cfg: Record<string, unknown>, placement: Placement): void {
  const max = asNumber(cfg['maxMemory']);
  const min = asNumber(cfg['minMemory']);
  if (max !== null && max > 0) placement.maxMemoryMiB = Math.trunc(max);
  if (min !== null && min > 0) placement.minMemoryMiB = Math.trunc(min);
}

/** PCL's per-version isolation flag; null when PCL has not decided it. */
async function readPclIndie(versionDir: string): Promise<boolean | null> {
  let text: string;
  try {
    text = (await readTextFile(path.join(versionDir, 'PCL', 'Setup.ini'))).text;
  } catch {
    return null;
  }
  // PCL tolerates unreadable lines itself, so they are not worth a warning here.
  const ini = parseIni(text, 'PCL/Setup.ini', { separator: ':' });
  const v2 = iniBoolean(iniValue(ini, 'VersionArgumentIndieV2', ['']));
  if (v2 !== null) return v2;
  const v1 = asNumber(iniValue(ini, 'VersionArgumentIndie', ['']));
  if (v1 === 1) return true;
  if (v1 === 2) return false;
  return null;
}
