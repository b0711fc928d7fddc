import { ServerPackMessages } from './serverPackMessages';
import type { ModFile } from '../model/modFile';
import type { ModrinthClient } from '../modrinth/modrinthClient';
import type { ModrinthProject } from '../modrinth/modrinthTypes';
import { signal, type SideSignal } from './sideSignal';

/** Hashes per `POST /version_files` request, and project ids per `GET /projects` request (keeps the URL short). */
const HASH_BATCH = 500;
const ID_BATCH = 100;

/**
 * Modrinth's `client_side`/`server_side` for each mod file, by path. Jars on disk are identified by their sha512
 * (`POST /v2/version_files`, batched), packwiz metafiles by the project id they record; the projects are then read
 * in batches (`GET /v2/projects?ids=[…]`). Files Modrinth does not know get no signal. Errors of the client
 * (ModrinthError: offline, 429 past its retries, a timeout, a malformed answer) propagate; the caller decides.
 */
export async function modrinthSideSignals(
  client: ModrinthClient,
  files: readonly ModFile[],
  sha512Of: ReadonlyMap<string, string>,
  abort?: AbortSignal,
): Promise<Map<string, SideSignal[]>> {
  const projectOf = new Map<string, string>();
  for (const file of files) {
    const id = file.packwiz?.modrinth?.projectId;
    if (id !== undefined && id !== '') projectOf.set(file.path, id);
  }
  const byHash = new Map<string, string[]>();
  for (const file of files) {
    const hash = sha512Of.get(file.path);
    if (hash === undefined || projectOf.has(file.path)) continue;
    byHash.set(hash, [...(byHash.get(hash) ?? []), file.path]);
  }
  const hashes = [...byHash.keys()];
  for (let i = 0; i < hashes.length; i += HASH_BATCH) {
    const batch = hashes.slice(i, i + HASH_BATCH);
    const versions = await client.versionsFromHashes(batch, 'sha512', abort);
    for (const hash of batch) {
      const version = versions.get(hash);
      if (version !== undefined) for (const p of byHash.get(hash) ?? []) projectOf.set(p, version.projectId);
    }
  }
  const ids = [...new Set(projectOf.values())];
  const projects = new Map<string, ModrinthProject>();
  for (let i = 0; i < ids.length; i += ID_BATCH) {
    for (const project of await client.projects(ids.slice(i, i + ID_BATCH), abort)) {
      projects.set(project.id, project);
      if (project.slug !== '') projects.set(project.slug, project);
    }
  }
  const out = new Map<string, SideSignal[]>();
  for (const [file, id] of projectOf) {
    const project = projects.get(id);
    const found = project === undefined ? null : modrinthSideSignal(project);
    if (found !== null) out.set(file, [found]);
  }
  return out;
}

/**
 * The signal of Modrinth's labels, ranked below every metadata signal (sideSignal.ts): they are set by hand and often
 * wrong. `server_side: "unsupported"` with the client supported says client-only; the reverse server-only; both sides
 * supported is Modrinth's default for a project whose author never chose, so it is weaker still, below Nova's list of
 * client-only mods. `unknown` gives no signal.
 */
export function modrinthSideSignal(
  project: Pick<ModrinthProject, 'title' | 'clientSide' | 'serverSide'>,
): SideSignal | null {
  const on = (v: string): boolean => v === 'required' || v === 'optional';
  const detail = ServerPackMessages.modrinthSides({
    title: project.title,
    client: project.clientSide,
    server: project.serverSide,
  });
  if (on(project.clientSide) && project.serverSide === 'unsupported') return signal('modrinth', 'client', detail);
  if (on(project.serverSide) && project.clientSide === 'unsupported') return signal('modrinth', 'server', detail);
  if (on(project.clientSide) && on(project.serverSide)) return signal('modrinth', 'both', detail, 0.5);
  return null;
}
