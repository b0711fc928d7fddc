import * as path from 'node:path';
import * as z from 'zod';
import type { ProposalDraft } from '../edits';
import { discardDownload, globalModrinthFetch, ModrinthClient } from '../minecraft/modrinth/modrinthClient';
import {
  availableUpdates,
  checkModUpdates,
  contentErrorText,
  contentFilter,
  downloadAll,
  identifyFiles,
  missingDependencies,
  installDraft,
  instanceLoaders,
  planInstall,
  updateDraft,
  assertFree,
  type InstallPlan,
  type PlannedFile,
} from '../minecraft/modrinth/modrinthContent';
import { scanInstanceMods } from '../minecraft/instanceMods';
import { packwizInstallDraft, packwizUpdateDraft } from '../minecraft/packwiz/packwizWrites';
import { primaryFile, type ModrinthVersion } from '../minecraft/modrinth/modrinthTypes';
import type { Instance } from '../minecraft/instance';
import type { ModFile } from '../minecraft/modFile';
import { defineTool, ToolError, type AnyTool, type IdRef } from './defineTool';
import type { ToolKit } from './toolDeps';
import { fileNameText, listPage, oneLine, paging, quoted } from './toolText';
import { sizeText } from '../displayText';
import { errorMessage } from '../text/textSafety';

const INSTANCE_ID = z.string().describe('An id exactly as list_instances shows it; never invent one');
const PROJECT_ID = z
  .string()
  .describe('A project id exactly as search_content or check_updates showed it; never invent one');
const TYPES = ['mod', 'resourcepack', 'shader'] as const;

/**
 * search_content, get_project_versions, check_updates (read) and install_content, update_content (write) over the
 * Modrinth client. They need the host's 'network' capability, so a host with network access turned off never
 * registers them. Project and version ids are reported as structured ids so write calls can only use shown ones.
 */
export function modrinthTools(kit: ToolKit): AnyTool[] {
  const catalog = kit.instances;
  let fallback: ModrinthClient | undefined;
  const client = (): ModrinthClient =>
    kit.modrinth ?? (fallback ??= new ModrinthClient({ fetch: globalModrinthFetch }));
  const network = ['network'] as const;
  /** Runs a Modrinth call; its failures become ToolErrors the model can relay. */
  const guarded = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      throw new ToolError(contentErrorText(error));
    }
  };

  return [
    defineTool({
      name: 'search_content',
      displayName: 'Search Modrinth',
      description:
        "Search Modrinth for mods, resource packs or shaders that fit an instance's loader and Minecraft version. " +
        'Returns project ids for get_project_versions and install_content.',
      parameters: z.object({
        instance_id: INSTANCE_ID,
        query: z.string().describe('Search words, e.g. "minimap"'),
        type: z.enum(TYPES).nullable().describe('Content type; default mod'),
        offset: z.number().int().min(0).nullable().describe('Index of the first result'),
      }),
      capabilities: network,
      readOnly: true,
      async execute(args, { signal }) {
        const { id, instance } = await catalog.get(args.instance_id, signal);
        const type = args.type ?? 'mod';
        const filter = contentFilter(instance, type);
        const { offset } = paging(args.offset, null, 8, 8);
        const page = await guarded(() =>
          client().search(
            {
              query: args.query,
              projectType: type,
              loaders: filter.loaders,
              gameVersions: filter.gameVersions,
              offset,
              limit: 8,
            },
            signal,
          ),
        );
        const where = [type, ...(filter.loaders ?? []), instance.minecraft ?? 'any Minecraft'].join(', ');
        const lines = [
          `${page.totalHits} result(s) on ${client().host} for ${quoted(args.query, 40)} (${where}); showing ${page.hits.length} from ${offset + 1}:`,
        ];
        for (const hit of page.hits) {
          lines.push(
            `- ${quoted(hit.title, 40)} project_id ${hit.projectId} · ${compact(hit.downloads)} downloads · ${oneLine(hit.description, 70)}`,
          );
        }
        if (offset + page.hits.length < page.totalHits)
          lines.push(`More: search_content with offset=${offset + page.hits.length}.`);
        return {
          text: lines.join('\n'),
          ids: [
            { kind: 'instance', value: id },
            ...page.hits.map((h): IdRef => ({ kind: 'project', value: h.projectId })),
          ],
          rest: (kept) =>
            `call search_content with offset=${offset + kept.split('\n').filter((l) => l.startsWith('- ')).length} or a narrower query`,
        };
      },
    }),
    defineTool({
      name: 'get_project_versions',
      displayName: 'List project versions',
      description:
        'List the versions of a Modrinth project that fit an instance (loader and Minecraft version), newest first, ' +
        'with version ids, files, sizes and required dependencies.',
      parameters: z.object({
        instance_id: INSTANCE_ID,
        project_id: PROJECT_ID,
        offset: z.number().int().min(0).nullable().describe('Index of the first version'),
      }),
      capabilities: network,
      readOnly: true,
      async execute(args, { signal }) {
        const { id, instance } = await catalog.get(args.instance_id, signal);
        const { project, versions } = await guarded(async () => {
          const project = await client().project(args.project_id, signal);
          return {
            project,
            versions: await client().projectVersions(project.id, contentFilter(instance, project.projectType), signal),
          };
        });
        const filter = contentFilter(instance, project.projectType);
        const header = `${quoted(project.title, 40)} (${project.projectType}, project_id ${project.id}): ${versions.length} version(s) for ${[...(filter.loaders ?? []), instance.minecraft ?? 'any Minecraft'].join(' + ')}`;
        const { offset, limit } = paging(args.offset, null, 6, 6);
        const page = listPage(
          header,
          versions.map(versionLine),
          offset,
          limit,
          (next) => `get_project_versions with project_id=${JSON.stringify(project.id)}, offset=${next}`,
        );
        const shown = versions.slice(offset, offset + limit);
        if (versions.length === 0) {
          const supports = `${project.loaders.slice(0, 6).join(', ') || 'no loader listed'}; Minecraft ${project.gameVersions.slice(-6).join(', ') || 'none listed'}`;
          page.text += `\nNo version fits this instance. ${quoted(project.title, 40)} supports: ${oneLine(supports, 200)}.`;
        }
        return {
          ...page,
          ids: [
            { kind: 'instance', value: id },
            { kind: 'project', value: project.id },
            ...shown.flatMap((v): IdRef[] => [
              { kind: 'version', value: v.id },
              ...v.dependencies
                .filter((d) => d.projectId !== null)
                .map((d): IdRef => ({ kind: 'project', value: d.projectId as string })),
            ]),
          ],
        };
      },
    }),
    defineTool({
      name: 'check_updates',
      displayName: 'Check mod updates',
      description:
        "Identify an instance's mod jars on Modrinth by hash and report which have a newer version for its loader and " +
        'Minecraft version, with version ids for update_content.',
      parameters: z.object({
        instance_id: INSTANCE_ID,
        offset: z.number().int().min(0).nullable().describe('Index of the first update to show'),
      }),
      capabilities: network,
      readOnly: true,
      async execute(args, { signal }) {
        const { id, instance } = await catalog.get(args.instance_id, signal);
        const files = await scanInstanceMods(kit.scanner, instance, { signal });
        const results = await guarded(() => checkModUpdates(client(), instance, files, signal));
        const known = results.filter((r) => r.current !== null);
        const updates = availableUpdates(results);
        const unknown = results.length - known.length;
        const noLoader =
          instanceLoaders(instance).length === 0 || instance.minecraft === null
            ? ' (loader or Minecraft version unknown: updates not checked)'
            : '';
        const header = `${results.length} enabled mod file(s) in ${quoted(id)}: ${known.length} found on Modrinth, ${unknown} not; ${updates.length} with a newer version${noLoader}`;
        const lines = updates.map((r) => {
          const next = r.update;
          const file = primaryFile(next);
          return `- ${fileNameText(r.file.fileName)} ${oneLine(r.current.versionNumber, 24)} → ${oneLine(next.versionNumber, 24)} version_id ${next.id} (project_id ${next.projectId}${file ? `, ${sizeText(file.size)}` : ''})`;
        });
        const { offset, limit } = paging(args.offset, null, 10, 10);
        const page = listPage(header, lines, offset, limit, (n) => `check_updates with offset=${n}`);
        const shown = updates.slice(offset, offset + limit);
        return {
          ...page,
          ids: [
            { kind: 'instance', value: id },
            ...shown.flatMap((r): IdRef[] => [
              { kind: 'mod-file', value: r.file.fileName, scope: id },
              { kind: 'version', value: r.update.id },
              { kind: 'project', value: r.update.projectId },
            ]),
          ],
        };
      },
    }),
    defineTool({
      name: 'install_content',
      displayName: 'Install from Modrinth',
      description:
        'Propose installing a Modrinth project (and its missing required dependencies) into an instance. Files are ' +
        'downloaded and sha512-verified now; the user confirms in a checklist. Ids only from earlier results.',
      parameters: z.object({
        instance_id: INSTANCE_ID,
        project_id: PROJECT_ID,
        version_id: z
          .string()
          .nullable()
          .describe('A version id from get_project_versions; null for the newest that fits'),
      }),
      capabilities: network,
      readOnly: false,
      ids: (args) => [
        { kind: 'instance', value: args.instance_id },
        { kind: 'project', value: args.project_id },
        ...(args.version_id === null ? [] : [{ kind: 'version' as const, value: args.version_id }]),
      ],
      async propose(args, { signal }) {
        const { id, instance } = await catalog.get(args.instance_id, signal);
        const installed = await scanInstanceMods(kit.scanner, instance, { signal });
        const plan = await guarded(() =>
          planInstall(client(), instance, installed, args.project_id, args.version_id, signal),
        );
        // A packwiz pack gets metafiles (with the dependencies') and a refreshed index, never jars.
        if (instance.layout === 'packwiz') return [await packwizInstallItem(instance, id, plan)];
        const downloads = await guarded(() => downloadAll(client(), plan.files, signal));
        const notes = [
          ...(plan.present.length > 0 ? [`already installed: ${plan.present.join(', ')}`] : []),
          ...(plan.unresolved.length > 0 ? [`not resolved: ${plan.unresolved.join('; ')}`] : []),
        ];
        return plan.files.map((planned, i) => {
          const draft = installDraft(
            instance,
            id,
            planned,
            downloads[i] as NonNullable<(typeof downloads)[number]>,
            client().host,
          );
          return i === 0 && notes.length > 0
            ? {
                ...draft,
                impact: `Required dependencies ${notes.join('; ')}`,
                risk: plan.unresolved.length > 0 ? 'risky' : 'safe',
              }
            : draft;
        });
      },
    }),
    defineTool({
      name: 'update_content',
      displayName: 'Update mods',
      description:
        'Propose updating mod files to Modrinth versions from check_updates or get_project_versions: the new file is ' +
        'downloaded and verified, the old one renamed to .disabled (kept). The user confirms each item.',
      parameters: z.object({
        instance_id: INSTANCE_ID,
        updates: z
          .array(
            z.object({
              file: z.string().describe('A mod file name exactly as check_updates or list_mods shows it'),
              version_id: z.string().describe('A version id from check_updates or get_project_versions'),
            }),
          )
          .min(1)
          .max(20),
      }),
      capabilities: network,
      readOnly: false,
      ids: (args) => [
        { kind: 'instance', value: args.instance_id },
        ...args.updates.flatMap((u): IdRef[] => [
          { kind: 'mod-file', value: u.file, scope: args.instance_id },
          { kind: 'version', value: u.version_id },
        ]),
      ],
      async propose(args, { signal }) {
        const { id, instance } = await catalog.get(args.instance_id, signal);
        const installed = await scanInstanceMods(kit.scanner, instance, { signal });
        const drafts: ProposalDraft[] = [];
        try {
          const identified = await guarded(() => identifyFiles(client(), installed, signal));
          for (const u of args.updates) {
            const old = installed.find((f) => f.fileName === u.file);
            if (old === undefined || !old.enabled) {
              throw new ToolError(
                `there is no enabled file '${oneLine(u.file, 80)}' in mods/ of '${id}'. Call check_updates again. Nothing was queued.`,
              );
            }
            drafts.push(
              await guarded(() =>
                proposeUpdate(client(), instance, id, old, u.version_id, installed, identified, signal),
              ),
            );
          }
        } catch (error) {
          await Promise.all(drafts.map(discardTemp));
          throw error;
        }
        return drafts;
      },
    }),
  ];
}

async function proposeUpdate(
  client: ModrinthClient,
  instance: Instance,
  instanceId: string,
  old: ModFile,
  versionId: string,
  installed: readonly ModFile[],
  identified: ReadonlyMap<string, ModrinthVersion>,
  signal: AbortSignal,
): Promise<ProposalDraft> {
  const version = await client.version(versionId, signal);
  const project = await client.project(version.projectId, signal);
  const file = primaryFile(version);
  if (file === undefined) throw new ToolError(`version ${versionId} has no files.`);
  if (old.packwiz !== undefined) {
    const current = old.packwiz.modrinth;
    if (current !== null && current.projectId !== project.id)
      throw new ToolError(
        `${old.fileName} is not a file of ${project.title}; version ${versionId} cannot update it. Nothing was queued.`,
      );
    if (current?.versionId === version.id)
      throw new ToolError(`${old.fileName} already is ${project.title} ${version.versionNumber}. Nothing was queued.`);
    return packwizGuard(() =>
      packwizUpdateDraft(instance, instanceId, old.path, { project, version, file, requiredBy: null }),
    );
  }
  const own = identified.get(old.path);
  if (own !== undefined && own.projectId !== project.id) {
    throw new ToolError(
      `${old.fileName} is not a file of ${project.title}; version ${versionId} cannot update it. Nothing was queued.`,
    );
  }
  if (own?.id === version.id)
    throw new ToolError(`${old.fileName} already is ${project.title} ${version.versionNumber}. Nothing was queued.`);
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
  return updateDraft(
    instance,
    instanceId,
    old,
    planned,
    downloaded as NonNullable<typeof downloaded>,
    client.host,
    warnings.length > 0 ? warnings.join('; ') : undefined,
  );
}

/** A packwiz draft's refusal (a metafile already there, an unreadable index) as a ToolError the model can relay. */
async function packwizGuard(work: () => Promise<ProposalDraft>): Promise<ProposalDraft> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ToolError) throw error;
    throw new ToolError(`${errorMessage(error)} Nothing was queued.`);
  }
}

/** The one checklist item installing a plan into a packwiz pack (metafiles, index.toml, pack.toml). */
async function packwizInstallItem(instance: Instance, id: string, plan: InstallPlan): Promise<ProposalDraft> {
  const draft = await packwizGuard(() => packwizInstallDraft(instance, id, plan.files));
  const notes = [
    ...(plan.present.length > 0 ? [`already installed: ${plan.present.join(', ')}`] : []),
    ...(plan.unresolved.length > 0 ? [`not resolved: ${plan.unresolved.join('; ')}`] : []),
  ];
  return notes.length > 0
    ? {
        ...draft,
        impact: `Required dependencies ${notes.join('; ')}`,
        risk: plan.unresolved.length > 0 ? 'risky' : 'safe',
      }
    : draft;
}

async function discardTemp(draft: ProposalDraft): Promise<void> {
  for (const op of draft.operations) {
    if (op.kind === 'create' && 'tempFile' in op.source) await discardDownload(op.source.tempFile);
  }
}

function versionLine(v: ModrinthVersion): string {
  const file = primaryFile(v);
  const deps = v.dependencies
    .filter((d) => d.type === 'required' && d.projectId !== null)
    .map((d) => d.projectId as string);
  const date = v.datePublished.slice(0, 10);
  return (
    `- ${oneLine(v.versionNumber, 30)} version_id ${v.id} (${v.versionType}${date ? `, ${date}` : ''})` +
    (file ? ` ${fileNameText(oneLine(file.filename, 50))} ${sizeText(file.size)}` : ' no files') +
    (deps.length > 0 ? ` · requires project_id ${deps.slice(0, 4).join(', ')}` : '')
  );
}

function compact(n: number): string {
  if (n >= 1_000_000) return `${(n / 1_000_000).toFixed(1)}M`;
  if (n >= 1000) return `${Math.round(n / 1000)}k`;
  return String(n);
}
