import * as z from 'zod';
import { defineTool, type AnyTool } from './defineTool';
import { CONTENT_KINDS, listContentFolder, type ContentEntry } from './contentFolders';
import type { ToolKit } from './toolDeps';
import { listPage, oneLine, paging, quoted } from '../text/toolText';
import { sizeText } from '../displayText';

/** list_content: resource packs, shader packs, data packs and worlds of one instance. */
export function contentTools(kit: ToolKit): AnyTool[] {
  const catalog = kit.instances;
  return [
    defineTool({
      name: 'list_content',
      displayName: 'List packs and worlds',
      description:
        'List the resource packs, shader packs, data packs or worlds of one instance. Without kind, show how many ' +
        'of each there are and the first few names. Use offset to page through one kind.',
      parameters: z.object({
        instance_id: z.string().describe('An id exactly as list_instances shows it; never invent one'),
        kind: z.enum(CONTENT_KINDS).nullable().describe('Which content to list; null for a summary of all kinds'),
        offset: z.number().int().min(0).nullable().describe('Index of the first entry to show'),
      }),
      readOnly: true,
      async execute(args, { signal }) {
        const { id, instance } = await catalog.get(args.instance_id, signal);
        if (args.kind === null) {
          const lines = [`Content of ${quoted(id)}:`];
          for (const kind of CONTENT_KINDS) {
            const entries = await listContentFolder(instance.gameDir, kind);
            const first = entries
              .slice(0, 4)
              .map((e) => quoted(e.world === null ? e.name : `${e.world}/${e.name}`, 40));
            lines.push(
              `- ${kind}: ${entries.length}${first.length > 0 ? ` (${first.join(', ')}${entries.length > 4 ? ', …' : ''})` : ''}`,
            );
          }
          lines.push('Call list_content with a kind to list one of them.');
          return { text: lines.join('\n'), ids: [{ kind: 'instance', value: id }] };
        }
        const kind = args.kind;
        const entries = await listContentFolder(instance.gameDir, kind);
        const { offset, limit } = paging(args.offset, null, 30, 30);
        const page = listPage(
          `${entries.length} ${kind} in ${quoted(id)}`,
          entries.map(entryLine),
          offset,
          limit,
          (next) => `list_content with instance_id=${JSON.stringify(id)}, kind="${kind}", offset=${next}`,
        );
        const shown = entries.slice(offset, offset + limit);
        return {
          ...page,
          ids: [
            { kind: 'instance', value: id },
            ...shown.map((e) => ({ kind: 'file' as const, value: e.path, scope: id })),
          ],
        };
      },
    }),
  ];
}

function entryLine(entry: ContentEntry): string {
  const what = entry.folder ? 'folder' : sizeText(entry.size);
  const world = entry.world === null ? '' : ` · world ${quoted(entry.world, 40)}`;
  return `- ${quoted(oneLine(entry.path, 120), 120)} (${what}, modified ${new Date(entry.mtimeMs).toISOString().slice(0, 10)})${world}`;
}
