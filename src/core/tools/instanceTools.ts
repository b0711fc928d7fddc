import * as z from 'zod';
import { scanInstanceMods } from '../checks/instanceMods';
import { defineTool, type AnyTool } from './defineTool';
import { CONTENT_KINDS, listContentFolder } from './contentFolders';
import { shownPath } from '../displayText';
import type { ToolKit } from './toolDeps';
import { listPage, oneLine, paging, quoted } from '../text/toolText';
import { countNoun } from '../text/countNoun';

const INSTANCE_ID = z.string().describe('An id exactly as list_instances shows it; never invent one');

/** list_instances, read_instance_detail, get_settings: adapters over instance discovery and the host's settings. */
export function instanceTools(kit: ToolKit): AnyTool[] {
  const deps = kit;
  const catalog = kit.instances;
  return [
    defineTool({
      name: 'list_instances',
      displayName: 'List instances',
      description:
        'List the Minecraft game instances in the workspace: id, name, launcher layout, Minecraft version, loader. ' +
        'Call this first: every other tool needs an instance id taken from this list.',
      parameters: z.object({
        offset: z.number().int().min(0).nullable().describe('Index of the first instance to show'),
      }),
      readOnly: true,
      async execute(args, { signal }) {
        const entries = await catalog.list(signal);
        if (entries.length === 0) {
          return {
            text:
              `No game instances found in the ${deps.roots.length === 1 ? 'workspace folder' : `${deps.roots.length} workspace folders`} ` +
              `(searched ${deps.maxDepth ?? 4} folder levels for instance.cfg, pack.toml, minecraftinstance.json, versions/ or mods/). ` +
              'Ask the user to open the folder that holds the instance.',
          };
        }
        const lines = entries.map(({ id, instance }) => {
          const loader =
            instance.loader === null ? 'no loader' : `${instance.loader.type} ${instance.loader.version ?? '?'}`;
          const side = instance.side === 'server' ? ' · server' : '';
          const outside =
            instance.outsideRoots === true ? ' · game folder outside the served folder: files not read' : '';
          return `- ${quoted(id)} ${quoted(instance.name, 40)} · ${instance.layout} · MC ${instance.minecraft ?? '?'} · ${loader}${side}${outside}`;
        });
        const { offset, limit } = paging(args.offset, null, 20, 20);
        const page = listPage(
          countNoun(entries.length, 'instance'),
          lines,
          offset,
          limit,
          (next) => `list_instances with offset=${next}`,
        );
        return { ...page, ids: entries.map((e) => ({ kind: 'instance' as const, value: e.id })) };
      },
    }),
    defineTool({
      name: 'read_instance_detail',
      displayName: 'Read instance details',
      description:
        'Show one instance in detail: versions, loader, Java and memory settings, folders, counts of mods and other ' +
        'content, and problems reading its files. Use list_mods, list_content or check_mod_conflicts for the items.',
      parameters: z.object({ instance_id: INSTANCE_ID }),
      readOnly: true,
      async execute(args, { signal }) {
        const { id, instance, root } = await catalog.get(args.instance_id, signal);
        const files = await scanInstanceMods(deps.scanner, instance, { signal });
        const disabled = files.filter((f) => !f.enabled).length;
        const corrupt = files.filter((f) => f.kind === 'corrupt').length;
        const counts: string[] = [];
        for (const kind of CONTENT_KINDS)
          counts.push(`${kind} ${(await listContentFolder(instance.gameDir, kind)).length}`);
        const loader =
          instance.loader === null
            ? 'none (vanilla)'
            : `${instance.loader.type} ${instance.loader.version ?? '(version not recorded)'}`;
        const memory =
          instance.maxMemoryMiB === null && instance.minMemoryMiB === null
            ? 'not recorded'
            : `max ${instance.maxMemoryMiB ?? '?'} MiB, min ${instance.minMemoryMiB ?? '?'} MiB`;
        const lines = [
          `Instance ${quoted(id)} ${quoted(instance.name, 60)} (${instance.layout}, ${instance.side})`,
          `Minecraft: ${instance.minecraft ?? 'unknown'} · loader: ${loader}`,
          `Java required: ${instance.javaMajor ?? 'not recorded'} · memory: ${memory}`,
          `Folder: ${shownPath(root, instance.root)} · game folder: ${shownPath(root, instance.gameDir)}`,
          `Mods: ${files.length} files (${files.length - disabled} enabled, ${disabled} disabled, ${corrupt} corrupt)`,
          `Content: ${counts.join(', ')}`,
        ];
        if (instance.warnings.length > 0) {
          lines.push(`Warnings reading the instance (${instance.warnings.length}):`);
          for (const warning of instance.warnings.slice(0, 5)) lines.push(`- ${oneLine(warning, 160)}`);
        }
        return { text: lines.join('\n'), ids: [{ kind: 'instance', value: id }] };
      },
    }),
    defineTool({
      name: 'get_settings',
      displayName: 'Read Nova settings',
      description:
        "Read Nova's own settings (model, server, network access, scan depth) and what this host can do. " +
        'Call it to explain Nova’s behaviour; you cannot change settings, only suggest them to the user.',
      parameters: z.object({}),
      readOnly: true,
      execute() {
        const lines = [
          `Workspace folders: ${deps.roots.length}`,
          `Host capabilities: ${(deps.capabilities ?? []).join(', ') || 'none'}`,
        ];
        for (const setting of deps.settings?.() ?? [])
          lines.push(`${setting.key}: ${setting.value === null ? '(not set)' : oneLine(String(setting.value), 120)}`);
        return Promise.resolve({ text: lines.join('\n') });
      },
    }),
  ];
}
