import * as path from 'node:path';
import type { FileOperation, ImpactPart, ProposalDraft } from '../edits';
import { sizeText, urlHost } from '../displayText';
import { draftOf } from './drafts';
import { PlanMessages } from './planMessages';
import { PlanRefusalMessages as R } from './planRefusalMessages';
import { errorText } from '../locale/messageError';
import type { Instance } from '../model/instance';
import type { ModFile } from '../model/modFile';
import type { DownloadedFile, ModrinthClient } from '../modrinth/modrinthClient';
import {
  assertFree,
  ContentError,
  contentFilter,
  downloadAll,
  identifyFiles,
  missingDependencies,
  planInstall,
  type PlannedFile,
} from '../modrinth/modrinthContent';
import { primaryFile, type ModrinthVersion } from '../modrinth/modrinthTypes';
import { packwizInstallDraft, packwizUpdateDraft } from './packwizPlanner';
import { discardPreparedFiles } from '../preparedFiles';
import { errorMessage } from '../text/textSafety';
import { oneLine } from '../text/toolText';
import { readArchiveIds } from '../content/archiveIds';
import { namespaceOf } from '../references/contentReference';
import { impactDataOf, removalImpact, type PackImpactData, type PackImpactSource } from './referenceImpact';

/** What every content plan works on: one instance, its scanned mods folder, and the Modrinth client to ask. */
export interface ContentTarget {
  client: ModrinthClient;
  instance: Instance;
  /** The id the proposals carry (the catalog's id, unique across workspace folders). */
  instanceId: string;
  /** The instance's scanned `mods/` folder. */
  installed: readonly ModFile[];
  locale?: 'en' | 'zh-cn';
  /** The pack's references, asked once per update plan: an update says which of them its new version breaks. */
  impact?: PackImpactSource;
}

/** One update to plan: a mod file name in `mods/` and the Modrinth version to replace it with. */
export interface UpdateRequest {
  file: string;
  versionId: string;
}

/**
 * Installing a Modrinth project (the given version or the newest that fits) with its missing required
 * dependencies: every file downloaded and sha512-verified now, one draft per file. The first draft says which
 * dependencies were already there or could not be resolved (then it is risky). Throws ModrinthError or ContentError.
 */
export async function proposeInstall(
  target: ContentTarget,
  projectId: string,
  versionId: string | null,
  signal?: AbortSignal,
): Promise<ProposalDraft[]> {
  const { client, instance, instanceId } = target;
  const plan = await planInstall(client, instance, target.installed, projectId, versionId, signal);
  const notes = dependencyNotes(plan.present, plan.unresolved, target.locale ?? 'en');
  // A packwiz pack gets metafiles (with the dependencies') and a refreshed index, never jars (docs/packwiz.md).
  if (instance.layout === 'packwiz') {
    const draft = await packwizRefusal(() => packwizInstallDraft(instance, instanceId, plan.files));
    return [
      notes === undefined ? draft : { ...draft, impact: notes, risk: plan.unresolved.length > 0 ? 'risky' : 'safe' },
    ];
  }
  const downloads = await downloadAll(client, plan.files, signal);
  return plan.files.map((planned, i) => {
    const draft = installDraft(
      instance,
      instanceId,
      planned,
      downloads[i] as NonNullable<(typeof downloads)[number]>,
      client.host,
    );
    return i === 0 && notes !== undefined
      ? { ...draft, impact: notes, risk: plan.unresolved.length > 0 ? 'risky' : 'safe' }
      : draft;
  });
}

/**
 * Updating mod files, one draft each: the new file is downloaded and verified, the old one renamed to `.disabled`.
 * A draft is risky, with the reasons as its impact, when the old file is not known to be that project, when the
 * version is for another loader or Minecraft version, or when it requires projects the instance lacks. All or
 * nothing: on any refusal the downloads already made are discarded. Throws ModrinthError or ContentError.
 */
export async function proposeUpdates(
  target: ContentTarget,
  updates: readonly UpdateRequest[],
  signal?: AbortSignal,
): Promise<ProposalDraft[]> {
  const drafts: ProposalDraft[] = [];
  try {
    const identified = await identifyFiles(target.client, target.installed, signal);
    const impact = await impactDataOf(target.impact, target.instance, signal);
    for (const u of updates) {
      const old = target.installed.find((f) => f.fileName === u.file);
      if (old === undefined || !old.enabled) {
        throw new ContentError(R.noEnabledFileToUpdate({ file: oneLine(u.file, 80), instance: target.instanceId }));
      }
      drafts.push(await proposeUpdate(target, old, u.versionId, identified, impact, signal));
    }
  } catch (error) {
    await discardPreparedFiles(drafts, []);
    throw error;
  }
  return drafts;
}

async function proposeUpdate(
  { client, instance, instanceId, installed }: ContentTarget,
  old: ModFile,
  versionId: string,
  identified: ReadonlyMap<string, ModrinthVersion>,
  impact: PackImpactData | null,
  signal: AbortSignal | undefined,
): Promise<ProposalDraft> {
  const version = await client.version(versionId, signal);
  const project = await client.project(version.projectId, signal);
  const file = primaryFile(version);
  if (file === undefined) throw new ContentError(R.versionHasNoFiles({ version: versionId }));
  if (old.packwiz !== undefined) {
    const current = old.packwiz.modrinth;
    if (current !== null && current.projectId !== project.id)
      throw new ContentError(R.notFileOfProject({ file: old.fileName, project: project.title, version: versionId }));
    if (current?.versionId === version.id)
      throw new ContentError(
        R.alreadyThatVersion({ file: old.fileName, project: project.title, version: version.versionNumber }),
      );
    return packwizRefusal(() =>
      packwizUpdateDraft(instance, instanceId, old.path, { project, version, file, requiredBy: null }),
    );
  }
  const own = identified.get(old.path);
  if (own !== undefined && own.projectId !== project.id) {
    throw new ContentError(R.notFileOfProject({ file: old.fileName, project: project.title, version: versionId }));
  }
  if (own?.id === version.id)
    throw new ContentError(
      R.alreadyThatVersion({ file: old.fileName, project: project.title, version: version.versionNumber }),
    );
  const target = path.join(path.dirname(old.path), path.basename(file.filename));
  await assertFree(target, old.path);
  const filter = contentFilter(instance, 'mod');
  const loaderOk = (filter.loaders ?? []).length === 0 || version.loaders.some((l) => filter.loaders?.includes(l));
  const gameOk =
    filter.gameVersions === undefined || version.gameVersions.some((v) => filter.gameVersions?.includes(v));
  const otherFiles = installed.filter((f) => f.enabled && f !== old);
  const projects = new Set([...identified.entries()].filter(([p]) => p !== old.path).map(([, v]) => v.projectId));
  const missing = await missingDependencies(client, version, otherFiles, projects, signal);
  const planned: PlannedFile = { project, version, file, target, requiredBy: null };
  const [downloaded] = await downloadAll(client, [planned], signal);
  const warnings = [
    ...(own === undefined
      ? [`${old.fileName} is not known to Modrinth, so it cannot be confirmed to be ${project.title}`]
      : []),
    ...(!loaderOk || !gameOk
      ? [
          `${version.versionNumber} is for ${version.loaders.join('/')} ${version.gameVersions.slice(-3).join(', ')}, not this instance`,
        ]
      : []),
    ...(missing.length > 0 ? [`it requires ${missing.join(', ')}, not installed (use install_content)`] : []),
  ];
  const ready = downloaded as NonNullable<typeof downloaded>;
  const references =
    impact === null ? undefined : await vanishingImpact(old, installed, ready.tempFile, impact, signal);
  const parts: ImpactPart[] = [
    ...(warnings.length > 0 ? [warnings.join('; ')] : []),
    ...(references ? [references] : []),
  ];
  return updateDraft(instance, instanceId, old, planned, ready, client.host, parts.length > 0 ? parts : undefined);
}

/**
 * The references an update breaks: ids of the mod's namespaces that its old jar defines and its new jar does not
 * (both read now, bounded), unless the new jar makes content at run time there. Nothing when a jar cannot be read.
 */
async function vanishingImpact(
  old: ModFile,
  installed: readonly ModFile[],
  newJar: string,
  impact: PackImpactData,
  signal: AbortSignal | undefined,
): Promise<ImpactPart | undefined> {
  let before: Awaited<ReturnType<typeof readArchiveIds>>;
  let after: Awaited<ReturnType<typeof readArchiveIds>>;
  try {
    before = await readArchiveIds(old.path, signal);
    after = await readArchiveIds(newJar, signal);
  } catch (error) {
    if (signal?.aborted === true) throw error;
    return undefined;
  }
  const runtime = after.runtime;
  if (runtime === 'all') return undefined;
  return removalImpact(
    [old],
    installed,
    impact,
    (id) => before.ids.has(id) && !after.ids.has(id) && !runtime.has(namespaceOf(id)),
  );
}

/** A packwiz draft's refusal (a metafile already there, an unreadable index) as a ContentError to relay. */
async function packwizRefusal(work: () => Promise<ProposalDraft>): Promise<ProposalDraft> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ContentError) throw error;
    throw new ContentError(R.nothingQueued({ detail: errorText(error) ?? errorMessage(error) }));
  }
}

/** The install's note on its dependencies, or undefined when there is nothing to say. */
function dependencyNotes(
  present: readonly string[],
  unresolved: readonly string[],
  locale: 'en' | 'zh-cn',
): string | undefined {
  if (present.length === 0 && unresolved.length === 0) return undefined;
  if (locale === 'zh-cn') {
    return [
      ...(present.length > 0 ? [`已安装的必需前置：${present.join(', ')}`] : []),
      ...(unresolved.length > 0 ? [`未能解析：${unresolved.join('; ')}`] : []),
    ].join(' · ');
  }
  const notes = [
    ...(present.length > 0 ? [`already installed: ${present.join(', ')}`] : []),
    ...(unresolved.length > 0 ? [`not resolved: ${unresolved.join('; ')}`] : []),
  ];
  return `Required dependencies ${notes.join('; ')}`;
}

/** The verified download moved to its target; undo moves it into the instance's backups folder. */
function placeDownload(instance: Instance, planned: PlannedFile, downloaded: DownloadedFile): FileOperation {
  return {
    kind: 'create',
    path: planned.target,
    source: { tempFile: downloaded.tempFile },
    undoPath: path.join(instance.gameDir, 'backups', `undone-${path.basename(planned.target)}`),
  };
}

/** The checklist item that moves one verified download into the instance. */
function installDraft(
  instance: Instance,
  instanceId: string,
  planned: PlannedFile,
  downloaded: DownloadedFile,
  host: string,
): ProposalDraft {
  const folder = path.basename(path.dirname(planned.target));
  const name = path.basename(planned.target);
  return draftOf(
    [placeDownload(instance, planned, downloaded)],
    PlanMessages.addContent({
      file: name,
      title: planned.project.title,
      version: planned.version.versionNumber,
      requiredBy: planned.requiredBy ?? '',
      folder,
      size: sizeText(downloaded.size),
      host: urlHost(planned.file.url, host),
    }),
    { risk: 'safe', instanceId },
  );
}

/** The checklist item of an update: the new file is added and the old one renamed to `.disabled`, never deleted. */
function updateDraft(
  instance: Instance,
  instanceId: string,
  old: ModFile,
  planned: PlannedFile,
  downloaded: DownloadedFile,
  host: string,
  impact?: readonly ImpactPart[],
): ProposalDraft {
  const name = path.basename(planned.target);
  const operations: FileOperation[] = [
    { kind: 'rename', from: old.path, to: `${old.path}.disabled` },
    placeDownload(instance, planned, downloaded),
  ];
  return draftOf(
    operations,
    PlanMessages.updateContent({
      old: old.fileName,
      file: name,
      title: planned.project.title,
      version: planned.version.versionNumber,
      size: sizeText(downloaded.size),
      host: urlHost(planned.file.url, host),
    }),
    { ...(impact === undefined ? {} : { impact }), instanceId },
  );
}
