import * as fs from 'node:fs';
import { digestFile } from '../download/fileHasher';
import type { ModrinthClient } from '../modrinth/modrinthClient';

/** Files above this size are not hashed for the lookup (no mod jar is that large; a huge file costs no time). */
const MAX_HASHED = 512 * 1024 * 1024;

/** What Modrinth says about one embedded file found by its hash. */
export interface ModrinthLicense {
  projectId: string;
  /** The project's page slug, for the link. */
  slug: string;
  /** `license.id` of the project (SPDX or `LicenseRef-…`); null when the project gives none. */
  license: string | null;
}

/**
 * The Modrinth project, and its license, of each file Modrinth knows by sha1: one `POST /version_files` for all the
 * files, then one `GET /projects` for their projects. Files Modrinth does not know are absent from the map. Throws
 * the client's ModrinthError when Modrinth cannot be asked; the gate then stays offline and says so.
 */
export async function modrinthLicenses(
  client: ModrinthClient,
  files: readonly string[],
  signal?: AbortSignal,
): Promise<Map<string, ModrinthLicense>> {
  const byHash = new Map<string, string>();
  for (const file of files) {
    const hash = await sha1Of(file);
    if (hash !== null) byHash.set(hash, file);
  }
  const versions = await client.versionsFromHashes([...byHash.keys()], 'sha1', signal);
  const projectIds = [...new Set([...versions.values()].map((v) => v.projectId))];
  const projects = new Map((await client.projects(projectIds, signal)).map((p) => [p.id, p]));
  const out = new Map<string, ModrinthLicense>();
  for (const [hash, version] of versions) {
    const file = byHash.get(hash);
    const project = projects.get(version.projectId);
    if (file === undefined || project === undefined) continue;
    out.set(file, { projectId: project.id, slug: project.slug, license: project.license ?? null });
  }
  return out;
}

async function sha1Of(file: string): Promise<string | null> {
  try {
    const stat = await fs.promises.stat(file);
    if (!stat.isFile() || stat.size > MAX_HASHED) return null;
    return (await digestFile(file, ['sha1'])).digests[0]!;
  } catch {
    return null;
  }
}
