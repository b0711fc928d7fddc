import * as path from 'node:path';
import type { ModrinthClient } from '../modrinth/modrinthClient';
import { contentHashes } from '../modrinth/modrinthContent';
import { readSkipUpdates, updateHold } from '../modrinth/updateHolds';
import type { Instance } from '../model/instance';
import type { ModFile } from '../model/modFile';

export type UpgradeStatus = 'ready' | 'blocked' | 'pinned' | 'unknown';

/** One mod file in the plan. `file` is relative to the game folder, `/`-separated. */
export interface UpgradeMod {
  file: string;
  /** The first mod id in the jar (or the metafile's name); null for a jar without metadata. */
  id: string | null;
  project: string | null;
  /** The installed version's number on Modrinth, else the jar's own version, else null. */
  current: string | null;
  /** The newest release for the target; null when blocked, held or not identified. */
  target: string | null;
  /** That release's Modrinth version id (what an update proposal installs); only for `ready`. */
  targetId?: string;
  status: UpgradeStatus;
  /** For `pinned`: `pinned` (packwiz `pin = true`) or `skipped` (the skip list). */
  held?: 'pinned' | 'skipped';
  /** For `unknown`: `curseforge-only` (not checked: only CurseForge knows it) or `not-on-modrinth`. */
  reason?: 'curseforge-only' | 'not-on-modrinth';
  /** Files of the other mods that need this one (their jar's required dependencies or Modrinth's). */
  requiredBy: string[];
}

export interface UpgradePlan {
  instance: string;
  from: string | null;
  to: string;
  loader: string;
  mods: UpgradeMod[];
  /** The blocked mods, those most needed first (then by file). */
  blockers: Array<{ file: string; id: string | null; project: string | null; requiredBy: string[] }>;
}

/**
 * What moving `instance` to Minecraft `to` on `loader` takes, mod by mod: every enabled jar (or packwiz metafile with
 * a SHA-512) identified in one `POST /version_files`, then its newest release for the target in one
 * `POST /version_files/update` (release versions only); a known mod with none is a blocker, listed with the mods that
 * require it. Pinned and skipped mods (updateHolds.ts) are not asked for; files Modrinth does not know are `unknown`.
 * Nothing is changed: applying the plan is the checklist's job.
 */
export async function planUpgrade(
  client: ModrinthClient,
  instance: Instance,
  files: readonly ModFile[],
  to: string,
  loader: string,
  signal?: AbortSignal,
): Promise<UpgradePlan> {
  const skip = await readSkipUpdates(instance.root);
  const jars = files.filter((f) => f.enabled && f.kind !== 'directory');
  const hashes = await contentHashes(jars, signal);
  const shas = [...new Set(jars.flatMap((f) => hashes.get(f.path)?.sha512 ?? []))];
  const current = await client.versionsFromHashes(shas, 'sha512', signal);
  const known = shas.filter((s) => current.has(s));
  const latest = await client.latestVersionsFromHashes(
    known,
    'sha512',
    { loaders: [loader], gameVersions: [to], versionTypes: ['release'] },
    signal,
  );
  const rel = (f: ModFile): string => {
    const abs = f.packwiz ? path.join(instance.gameDir, 'mods', f.fileName) : f.path;
    return path.relative(instance.gameDir, abs).split(path.sep).join('/');
  };
  const mods: UpgradeMod[] = jars.map((f) => {
    const sha = hashes.get(f.path)?.sha512;
    const cur = sha === undefined ? undefined : current.get(sha);
    const next = sha === undefined ? undefined : latest.get(sha);
    const project = cur?.projectId ?? f.packwiz?.modrinth?.projectId ?? null;
    const base = {
      file: rel(f),
      id: f.mods[0]?.id ?? null,
      project,
      current: cur?.versionNumber ?? (f.mods[0] && f.mods[0].version !== 'unknown' ? f.mods[0].version : null),
      requiredBy: [] as string[],
    };
    const held = updateHold(f, project, skip);
    if (held !== null) return { ...base, target: null, status: 'pinned', held };
    if (cur === undefined) {
      const curseforgeOnly = f.packwiz?.curseforge != null && f.packwiz.modrinth == null;
      return {
        ...base,
        target: null,
        status: 'unknown',
        reason: curseforgeOnly ? 'curseforge-only' : 'not-on-modrinth',
      };
    }
    if (next !== undefined && next.projectId === cur.projectId)
      return { ...base, target: next.versionNumber, targetId: next.id, status: 'ready' };
    return { ...base, target: null, status: 'blocked' };
  });
  // Who needs whom: the jars' own required dependencies (by mod id) and Modrinth's (by project).
  const byIndex = jars.map((f, i) => ({ f, m: mods[i]! }));
  for (const { f, m } of byIndex) {
    const ids = new Set(f.mods.map((x) => x.id));
    for (const other of byIndex) {
      if (other.f === f) continue;
      const needsById = other.f.mods.some((x) => x.dependencies.some((d) => d.kind === 'required' && ids.has(d.id)));
      const otherSha = hashes.get(other.f.path)?.sha512;
      const otherVersion = otherSha === undefined ? undefined : current.get(otherSha);
      const needsByProject =
        m.project !== null &&
        (otherVersion?.dependencies ?? []).some((d) => d.type === 'required' && d.projectId === m.project);
      if (needsById || needsByProject) m.requiredBy.push(other.m.file);
    }
    m.requiredBy.sort();
  }
  const blockers = mods
    .filter((m) => m.status === 'blocked')
    .sort((a, b) => b.requiredBy.length - a.requiredBy.length || (a.file < b.file ? -1 : a.file > b.file ? 1 : 0))
    .map((m) => ({ file: m.file, id: m.id, project: m.project, requiredBy: m.requiredBy }));
  return { instance: instance.id, from: instance.minecraft, to, loader, mods, blockers };
}
