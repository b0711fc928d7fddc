import * as path from 'node:path';
import type { ModFile } from '../model/modFile';
import { novaJsonConfig, readNovaJson } from '../checks/novaJson';

/**
 * Why an update is held back and never offered ticked (docs/packwiz.md, "Pins and skipped updates"):
 * - `pinned`: the packwiz metafile says `pin = true`, which `packwiz update` honours;
 * - `skipped`: the mod is in the skip list — `"skipUpdates": [ids]` in `.nova.json` at the pack or instance root,
 *   and the `nova.updates.skip` setting in VS Code.
 */
export type UpdateHold = 'pinned' | 'skipped';

/**
 * The hold on one file's update, or null. A skip-list id matches, case-insensitively, a mod id in the jar, the
 * packwiz metafile's name (`sodium` for `mods/sodium.pw.toml`), its Modrinth project id, the Modrinth project id the
 * jar was identified as, or the file name.
 */
export function updateHold(file: ModFile, projectId: string | null, skip: readonly string[]): UpdateHold | null {
  if (file.packwiz?.pin === true) return 'pinned';
  if (skip.length === 0) return null;
  const wanted = new Set(skip.map((s) => s.trim().toLowerCase()).filter((s) => s !== ''));
  const names = [
    ...file.mods.map((m) => m.id),
    file.fileName,
    file.packwiz?.metafile ? path.posix.basename(file.packwiz.metafile).replace(/\.pw\.toml$|\.toml$/i, '') : null,
    file.packwiz?.modrinth?.projectId ?? null,
    projectId,
  ];
  return names.some((n) => n !== null && n !== undefined && wanted.has(n.toLowerCase())) ? 'skipped' : null;
}

/**
 * `skipUpdates` of `.nova.json` in `root`; [] when the file is absent or says nothing. The file is read by its one
 * reader (src/core/checks/novaJson.ts); a malformed `.nova.json` is reported by the checks (`invalid-nova-json`) and
 * holds nothing back here.
 */
export async function readSkipUpdates(root: string): Promise<string[]> {
  return novaJsonConfig(await readNovaJson(root)).skipUpdates;
}
