import * as z from 'zod';
import { globalModrinthFetch, ModrinthClient } from '../modrinth/modrinthClient';
import {
  availableUpdates,
  checkModUpdates,
  contentErrorText,
  contentFilter,
  instanceLoaders,
} from '../modrinth/modrinthContent';
import { scanInstanceMods } from '../checks/instanceMods';
import { primaryFile, type ModrinthVersion } from '../modrinth/modrinthTypes';
import { proposeInstall, proposeUpdates, type ContentTarget } from '../planning/contentPlanner';
import { defineTool, ToolError, type AnyTool, type IdRef } from './defineTool';
import type { ToolKit } from './toolDeps';
import { fileNameText, listPage, oneLine, paging, quoted } from '../text/toolText';
import { sizeText } from '../displayText';
import { countNoun } from '../text/countNoun';

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

  /** The instance a write call names, with its scanned mods folder, as the content planner takes it. */
  const contentTarget = async (instanceId: string, signal: AbortSignal): Promise<ContentTarget> => {
    const { id, instance } = await catalog.get(instanceId, signal);
    const installed = await scanInstanceMods(kit.scanner, instance, { signal });
    return { client: client(), instance, instanceId: id, installed, ...(kit.locale ? { locale: kit.locale } : {}) };
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
          `${countNoun(page.totalHits, 'result')} on ${client().host} for ${quoted(args.query, 40)} (${where}); showing ${page.hits.length} from ${offset + 1}:`,
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
        const header = `${quoted(project.title, 40)} (${project.projectType}, project_id ${project.id}): ${countNoun(versions.length, 'version')} for ${[...(filter.loaders ?? []), instance.minecraft ?? 'any Minecraft'].join(' + ')}`;
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
        const held = results.filter((r) => r.held !== null && r.update !== null).length;
        const unknown = results.length - known.length;
        const noLoader =
          instanceLoaders(instance).length === 0 || instance.minecraft === null
            ? ' (loader or Minecraft version unknown: updates not checked)'
            : '';
        const header = `${countNoun(results.length, 'enabled mod file')} in ${quoted(id)}: ${known.length} found on Modrinth, ${unknown} not; ${updates.length} with a newer version${held > 0 ? ` (and ${held} pinned or in the skip list, not offered)` : ''}${noLoader}`;
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
        const target = await contentTarget(args.instance_id, signal);
        return guarded(() => proposeInstall(target, args.project_id, args.version_id, signal));
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
        const target = await contentTarget(args.instance_id, signal);
        const updates = args.updates.map((u) => ({ file: u.file, versionId: u.version_id }));
        const impact = kit.packImpact === undefined ? {} : { impact: kit.packImpact };
        return guarded(() => proposeUpdates({ ...target, ...impact }, updates, signal));
      },
    }),
  ];
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
