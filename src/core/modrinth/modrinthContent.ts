import * as path from 'node:path';
import { renderMessage, type Message } from '../locale/messageCatalog';
import { readSkipUpdates, updateHold, type UpdateHold } from './updateHolds';
import type { Instance } from '../model/instance';
import type { ModFile } from '../model/modFile';
import { hashFiles, type FileHashes } from '../download/fileHasher';
import {
  ModrinthError,
  downloadFileName,
  type DownloadedFile,
  type ModrinthClient,
  type UpdateFilter,
  type VersionFilter,
} from './modrinthClient';
import { primaryFile, type ModrinthFile, type ModrinthProject, type ModrinthVersion } from './modrinthTypes';
import type { Problem } from '../model/problem';
import { pathExists } from '../fs/pathExists';

/** Project types Nova installs, and the game-folder folder each goes into. */
const CONTENT_FOLDERS = { mod: 'mods', resourcepack: 'resourcepacks', shader: 'shaderpacks' } as const;
export type InstallableType = keyof typeof CONTENT_FOLDERS;

/**
 * A problem the caller can explain as is: the message says what is wrong and what to do. Built from a message id,
 * `text` is that message (rendered in the person's language where shown) and `message` its English rendering.
 */
export class ContentError extends Error {
  readonly text: Message | null;
  constructor(message: string | Message, options?: ErrorOptions) {
    super(typeof message === 'string' ? message : renderMessage(message, 'en'), options);
    this.text = typeof message === 'string' ? null : message;
  }
}

/** Modrinth loader names an instance's mods may use (Quilt runs Fabric mods). Empty for an unmodded instance. */
export function instanceLoaders(instance: Instance): string[] {
  const loader = instance.loader?.type;
  if (loader === undefined) return [];
  if (loader === 'quilt') return ['quilt', 'fabric'];
  return [loader];
}

/** The version filter for one content type in an instance: loaders only apply to mods. */
export function contentFilter(instance: Instance, type: string): VersionFilter {
  return {
    ...(type === 'mod' ? { loaders: instanceLoaders(instance) } : {}),
    ...(instance.minecraft === null ? {} : { gameVersions: [instance.minecraft] }),
  };
}

function isInstallable(type: string): type is InstallableType {
  return Object.hasOwn(CONTENT_FOLDERS, type);
}

/** An installed jar identified on Modrinth by its sha512, with the newest version fitting the instance when newer. */
export interface IdentifiedFile {
  file: ModFile;
  hashes: FileHashes;
  current: ModrinthVersion | null;
  /** The newest compatible version when it differs from `current`; null when up to date or unknown. */
  update: ModrinthVersion | null;
  /** Why an update is never offered ticked: a packwiz `pin = true` or the skip list (updateHolds.ts); else null. */
  held: UpdateHold | null;
}

/** An identified jar with a newer compatible version. */
export type UpdatableFile = IdentifiedFile & { current: ModrinthVersion; update: ModrinthVersion };

/**
 * The results of {@link checkModUpdates} that have an update to offer (an update is only ever found for a known jar).
 * Pinned and skipped files are left out: see {@link heldUpdates}.
 */
export function availableUpdates(results: readonly IdentifiedFile[]): UpdatableFile[] {
  return results.filter((r): r is UpdatableFile => r.current !== null && r.update !== null && r.held === null);
}

/** Files that have a newer version but are pinned (`pin = true`) or in the skip list, so it is not offered. */
export function heldUpdates(results: readonly IdentifiedFile[]): Array<UpdatableFile & { held: UpdateHold }> {
  return results.filter(
    (r): r is UpdatableFile & { held: UpdateHold } => r.current !== null && r.update !== null && r.held !== null,
  );
}

/**
 * Identifies the enabled jars of a mods folder by sha512 (`version_files`) and asks for the newest version for the
 * instance's loader and Minecraft version (`version_files/update`). Two requests however many files there are.
 */
export async function checkModUpdates(
  client: ModrinthClient,
  instance: Instance,
  files: readonly ModFile[],
  signal?: AbortSignal,
  skip: readonly string[] = [],
): Promise<IdentifiedFile[]> {
  // The skip list: the caller's (the nova.updates.skip setting) and `.nova.json` `skipUpdates` at the instance root.
  const skipList = [...skip, ...(await readSkipUpdates(instance.root))];
  const jars = files.filter((f) => f.enabled && f.kind !== 'directory');
  const hashes = await contentHashes(jars, signal);
  const bySha = new Map<string, ModFile>();
  for (const f of jars) {
    const h = hashes.get(f.path);
    if (h !== undefined) bySha.set(h.sha512, f);
  }
  const shas = [...bySha.keys()];
  const current = await client.versionsFromHashes(shas, 'sha512', signal);
  const loaders = instanceLoaders(instance);
  const filter: UpdateFilter = { loaders, gameVersions: instance.minecraft === null ? [] : [instance.minecraft] };
  const known = shas.filter((s) => current.has(s));
  const latest =
    loaders.length > 0 && instance.minecraft !== null
      ? await client.latestVersionsFromHashes(known, 'sha512', filter, signal)
      : new Map<string, ModrinthVersion>();
  return jars.map((file) => {
    const h = hashes.get(file.path) ?? { sha1: '', sha512: '', size: 0 };
    const cur = current.get(h.sha512) ?? null;
    const next = latest.get(h.sha512) ?? null;
    const update =
      cur !== null && next !== null && next.id !== cur.id && next.projectId === cur.projectId && isNewer(next, cur)
        ? next
        : null;
    return { file, hashes: h, current: cur, update, held: updateHold(file, cur?.projectId ?? null, skipList) };
  });
}

/**
 * "A newer version for your Minecraft version exists" as Problems-panel notes, one per jar that has an update
 * (from {@link checkModUpdates}); attached to the jar, with the quick fix being "Nova: Check for Updates".
 */
export function updateProblems(
  instance: Instance,
  results: readonly IdentifiedFile[],
  locale: 'en' | 'zh-cn' = 'en',
): Problem[] {
  const mc = instance.minecraft ?? '?';
  return availableUpdates(results).map(({ file, current, update }): Problem => {
    const message =
      locale === 'zh-cn'
        ? `Modrinth 上有适用于 Minecraft ${mc} 的新版本：${update.versionNumber}（已安装 ${current.versionNumber}）。运行“Nova：检查更新”来更新；旧文件会保留为 .disabled。`
        : `A newer version for Minecraft ${mc} exists on Modrinth: ${update.versionNumber} (installed: ${current.versionNumber}). Run "Nova: Check for Updates" to update; the old file is kept as .disabled.`;
    return {
      severity: 'info',
      code: 'update-available',
      message,
      instance: instance.id,
      files: [file.path],
      mods: file.mods.map((m) => m.id),
    };
  });
}

function isNewer(next: ModrinthVersion, cur: ModrinthVersion): boolean {
  if (next.datePublished === '' || cur.datePublished === '') return true;
  return Date.parse(next.datePublished) > Date.parse(cur.datePublished);
}

/** One file an install will add. */
export interface PlannedFile {
  project: ModrinthProject;
  version: ModrinthVersion;
  file: ModrinthFile;
  target: string;
  /** The project that needs it, for dependencies. */
  requiredBy: string | null;
}

export interface InstallPlan {
  files: PlannedFile[];
  /** Required dependencies already in the instance, as `title (mod id x)`. */
  present: string[];
  /** Required dependencies that could not be resolved for this instance. */
  unresolved: string[];
}

const MAX_DEPENDENCIES = 20;

/**
 * What installing one project version needs: the version (or the newest one fitting the instance), then its
 * required dependencies, recursively, skipping those already installed (identified by hash, or by a mod id equal
 * to the project's slug). Refuses incompatible versions, unsupported types and existing target files.
 */
export async function planInstall(
  client: ModrinthClient,
  instance: Instance,
  installed: readonly ModFile[],
  projectId: string,
  versionId: string | null,
  signal?: AbortSignal,
): Promise<InstallPlan> {
  const project = await client.project(projectId, signal);
  if (!isInstallable(project.projectType)) {
    throw new ContentError(
      `${project.title} is a ${project.projectType}; Nova installs only mods, resource packs and shaders.`,
    );
  }
  const root = await pickVersion(client, instance, project, versionId, signal);
  installed = installed.filter((f) => f.enabled);
  const installedIds = new Set(installed.flatMap((f) => f.mods.flatMap((m) => [m.id, ...m.provides])));
  const installedProjects = await identifiedProjects(client, installed, signal);
  if (project.projectType === 'mod' && (installedProjects.has(project.id) || installedIds.has(modIdOf(project.slug)))) {
    throw new ContentError(
      `${project.title} is already installed in this instance; use check_updates and update_content to change its version.`,
    );
  }
  const plan: InstallPlan = { files: [], present: [], unresolved: [] };
  const planned = new Set<string>([project.id]);
  plan.files.push(plannedFile(instance, project, root, null));
  const queue: Array<{ version: ModrinthVersion; by: string }> = [{ version: root, by: project.title }];
  while (queue.length > 0) {
    const { version, by } = queue.shift() as { version: ModrinthVersion; by: string };
    for (const dep of version.dependencies.filter((d) => d.type === 'required')) {
      signal?.throwIfAborted();
      let depVersion: ModrinthVersion | null = null;
      if (dep.versionId !== null) {
        try {
          depVersion = await client.version(dep.versionId, signal);
        } catch (error) {
          if (!(error instanceof ModrinthError) || error.kind !== 'not-found') throw error;
          plan.unresolved.push(`version ${dep.versionId} (required by ${by}) is not on Modrinth any more`);
          continue;
        }
      }
      const depProjectId = dep.projectId ?? depVersion?.projectId ?? null;
      if (depProjectId === null || planned.has(depProjectId)) continue;
      planned.add(depProjectId);
      const depProject = await client.project(depProjectId, signal);
      const modId = modIdOf(depProject.slug);
      if (installedProjects.has(depProject.id) || installedIds.has(modId)) {
        plan.present.push(`${depProject.title} (mod id ${installedIds.has(modId) ? modId : depProject.slug})`);
        continue;
      }
      if (plan.files.length > MAX_DEPENDENCIES) {
        plan.unresolved.push(`${depProject.title} (more than ${MAX_DEPENDENCIES} dependencies; install it separately)`);
        continue;
      }
      try {
        depVersion ??= await pickVersion(client, instance, depProject, null, signal);
      } catch (error) {
        if (!(error instanceof ContentError)) throw error;
        plan.unresolved.push(`${depProject.title}: ${error.message}`);
        continue;
      }
      plan.files.push(plannedFile(instance, depProject, depVersion, by));
      queue.push({ version: depVersion, by: depProject.title });
    }
  }
  for (const f of plan.files) await assertFree(f.target);
  return plan;
}

/** Refuses a target that exists (enabled or disabled): an install never replaces a file. */
export async function assertFree(target: string, except?: string): Promise<void> {
  for (const candidate of [target, `${target}.disabled`]) {
    if (candidate === except) continue;
    const exists = await pathExists(candidate);
    if (exists)
      throw new ContentError(
        `${path.basename(candidate)} already exists in ${path.basename(path.dirname(target))}/; nothing is replaced. Disable or move it first.`,
      );
  }
}

async function pickVersion(
  client: ModrinthClient,
  instance: Instance,
  project: ModrinthProject,
  versionId: string | null,
  signal?: AbortSignal,
): Promise<ModrinthVersion> {
  const filter = contentFilter(instance, project.projectType);
  const what = `${filter.loaders?.join('/') ?? ''}${filter.loaders?.length ? ' + ' : ''}Minecraft ${instance.minecraft ?? '(unknown)'}`;
  if (versionId !== null) {
    const version = await client.version(versionId, signal);
    if (version.projectId !== project.id)
      throw new ContentError(`version ${versionId} belongs to another project, not ${project.title}.`);
    const loaderOk =
      filter.loaders === undefined ||
      filter.loaders.length === 0 ||
      version.loaders.some((l) => filter.loaders?.includes(l));
    const gameOk =
      filter.gameVersions === undefined || version.gameVersions.some((v) => filter.gameVersions?.includes(v));
    if (!loaderOk || !gameOk) {
      throw new ContentError(
        `${project.title} ${version.versionNumber} is for ${version.loaders.join('/')} ${version.gameVersions.slice(-3).join(', ')}, not ${what}. Pick a version from get_project_versions.`,
      );
    }
    return version;
  }
  const versions = await client.projectVersions(project.id, filter, signal);
  const best = versions.find((v) => v.versionType === 'release') ?? versions[0];
  if (best === undefined) throw new ContentError(`${project.title} has no version for ${what}.`);
  return best;
}

function plannedFile(
  instance: Instance,
  project: ModrinthProject,
  version: ModrinthVersion,
  requiredBy: string | null,
): PlannedFile {
  const file = primaryFile(version);
  if (file === undefined) throw new ContentError(`${project.title} ${version.versionNumber} has no files to download.`);
  const folder = CONTENT_FOLDERS[isInstallable(project.projectType) ? project.projectType : 'mod'];
  const target = path.join(instance.gameDir, folder, downloadFileName(file.filename));
  return { project, version, file, target, requiredBy };
}

/** The Modrinth version of each installed jar Modrinth knows by sha512 (one request), by file path. */
export async function identifyFiles(
  client: ModrinthClient,
  installed: readonly ModFile[],
  signal?: AbortSignal,
): Promise<Map<string, ModrinthVersion>> {
  const jars = installed.filter((f) => f.kind !== 'directory');
  const out = new Map<string, ModrinthVersion>();
  if (jars.length === 0) return out;
  const hashes = await contentHashes(jars, signal);
  const found = await client.versionsFromHashes(
    [...hashes.values()].map((h) => h.sha512),
    'sha512',
    signal,
  );
  for (const [file, h] of hashes) {
    const version = found.get(h.sha512);
    if (version !== undefined) out.set(file, version);
  }
  return out;
}

/**
 * The sha512 of each file's content: read from the jar, or for a packwiz metafile the sha512 it records (no jar to
 * read; a metafile with another hash format cannot be identified and is left out).
 */
export async function contentHashes(files: readonly ModFile[], signal?: AbortSignal): Promise<Map<string, FileHashes>> {
  const jars = files.filter((f) => f.packwiz === undefined);
  const out = await hashFiles(
    jars.map((f) => ({ file: f.path, size: f.size })),
    { signal },
  );
  for (const f of files) {
    if (f.packwiz?.hashFormat === 'sha512' && f.packwiz.hash)
      out.set(f.path, { sha1: '', sha512: f.packwiz.hash, size: 0 });
  }
  return out;
}

/** Project ids of the installed jars Modrinth knows by sha512. */
async function identifiedProjects(
  client: ModrinthClient,
  installed: readonly ModFile[],
  signal?: AbortSignal,
): Promise<Set<string>> {
  const fromMetafiles = installed.flatMap((f) => (f.packwiz?.modrinth ? [f.packwiz.modrinth.projectId] : []));
  return new Set([
    ...fromMetafiles,
    ...[...(await identifyFiles(client, installed, signal)).values()].map((v) => v.projectId),
  ]);
}

/**
 * Required dependencies of `version` that the instance lacks: neither a jar identified as that project nor a mod id
 * equal to its slug. Named by title.
 */
export async function missingDependencies(
  client: ModrinthClient,
  version: ModrinthVersion,
  installed: readonly ModFile[],
  identified: ReadonlySet<string>,
  signal?: AbortSignal,
): Promise<string[]> {
  const ids = version.dependencies
    .filter((d) => d.type === 'required' && d.projectId !== null && !identified.has(d.projectId))
    .map((d) => d.projectId as string);
  if (ids.length === 0) return [];
  const modIds = new Set(installed.flatMap((f) => f.mods.flatMap((m) => [m.id, ...m.provides])));
  const projects = await client.projects(ids, signal);
  return projects.filter((p) => !modIds.has(modIdOf(p.slug))).map((p) => p.title);
}

/** A Modrinth slug as a mod id usually spells it (`fabric-api` stays, `Sodium-Extra` → `sodium-extra`). */
function modIdOf(slug: string): string {
  return slug.toLowerCase();
}

/**
 * Downloads every planned file (verified against Modrinth's sha512, sha1 and size). All or nothing: when one fails,
 * the ones already downloaded are discarded and the error is rethrown, so nothing is ever proposed half.
 */
export async function downloadAll(
  client: ModrinthClient,
  files: readonly PlannedFile[],
  signal?: AbortSignal,
): Promise<DownloadedFile[]> {
  const done: DownloadedFile[] = [];
  try {
    for (const planned of files) done.push(await client.download(planned.file, signal));
    return done;
  } catch (error) {
    await Promise.all(done.map((d) => d.discard()));
    throw error;
  }
}

/** A ModrinthError or ContentError as one sentence for tools and commands; other errors are rethrown. */
export function contentErrorText(error: unknown): string {
  if (error instanceof ModrinthError || error instanceof ContentError) return error.message;
  throw error;
}
