import * as z from 'zod';
import type { ContentIndex } from '../content/contentIndex';
import { ContentIndexer } from '../content/contentIndexer';
import { ContentLookup, fullId } from '../content/contentLookup';
import { ContentSearch, SEARCH_KINDS } from '../content/contentSearch';
import { defineTool, type AnyTool, type IdRef } from './defineTool';
import type { ToolKit } from './toolDeps';
import { listPage, oneLine, paging, quoted } from '../text/toolText';

const INSTANCE = z.string().describe('An id exactly as list_instances shows it');
const OFFSET = z.number().int().min(0).nullable().describe('Index of the first entry to show');
const PAGE = 25;

/**
 * find_content, get_tags, find_recipes: the pack's items, blocks, fluids, tags and recipes as the content index reads
 * them from the jars (src/core/content/). Every id a result shows is recorded as a `content` id of its instance, so a
 * later write may use it.
 */
export function packContentTools(kit: ToolKit): AnyTool[] {
  const catalog = kit.instances;
  const indexer = kit.contentIndexer ?? new ContentIndexer(kit.scanner);
  const cache = new Map<string, { index: ContentIndex; lookup: ContentLookup; search: ContentSearch }>();
  const load = async (
    instanceId: string,
    signal: AbortSignal,
  ): Promise<{ id: string; lookup: ContentLookup; search: ContentSearch; index: ContentIndex }> => {
    const { id, instance } = await catalog.get(instanceId, signal);
    const index = await indexer.index(instance, { signal });
    let views = cache.get(id);
    if (views?.index !== index) {
      views = { index, lookup: new ContentLookup(index), search: new ContentSearch(index) };
      cache.set(id, views);
    }
    return { id, ...views };
  };
  const refs = (scope: string, ids: readonly string[]): IdRef[] => [
    { kind: 'instance', value: scope },
    ...ids.map((value) => ({ kind: 'content' as const, value, scope })),
  ];
  const unknownNote = (lookup: ContentLookup, id: string): string => {
    const verdict = lookup.judge(id);
    if (verdict.known) return '';
    if (verdict.reason === 'cannot-judge') return ` (namespace partly made at run time: ${oneLine(verdict.why, 120)})`;
    if (verdict.reason === 'unknown-namespace') return ' (no mod of this pack has that namespace)';
    return verdict.suggestions.length > 0 ? ` (unknown id; near: ${verdict.suggestions.join(', ')})` : ' (unknown id)';
  };

  return [
    defineTool({
      name: 'find_content',
      displayName: 'Find items, blocks and tags',
      description:
        "Find the pack's items, blocks, fluids, tags or recipes by id, name (any language) or mod id. Use it before " +
        'writing any id; never invent ids.',
      parameters: z.object({
        instance_id: INSTANCE,
        query: z.string().min(1).describe('Part of an id, a name or a mod id'),
        kind: z.enum(SEARCH_KINDS).nullable().describe('Only this kind; null for all'),
        offset: OFFSET,
      }),
      readOnly: true,
      async execute(args, { signal }) {
        const { id, search, index } = await load(args.instance_id, signal);
        const hits = search.search(args.query, { ...(args.kind === null ? {} : { kinds: [args.kind] }), limit: 500 });
        const { offset, limit } = paging(args.offset, null, PAGE, PAGE);
        const lines = hits.map(({ entry: e }) => {
          const names = [...new Set(Object.values(e.names))].map((n) => quoted(n, 40)).join(' / ');
          const shown = e.kind === 'tag' ? `#${e.id}` : e.id;
          return `- ${e.kind} ${shown}${names ? ` ${names}` : ''}${e.detail ? ` [${oneLine(e.detail, 40)}]` : ''}${e.mod ? ` · ${e.mod}` : ''}`;
        });
        const page = listPage(
          `${hits.length}${hits.length === 500 ? '+' : ''} matches for ${quoted(args.query, 60)} in ${quoted(index.instance, 60)}`,
          lines,
          offset,
          limit,
          (next) =>
            `find_content with instance_id=${JSON.stringify(id)}, query=${JSON.stringify(args.query)}, offset=${next}`,
        );
        const shown = hits.slice(offset, offset + limit).map((h) => h.entry.id);
        return { ...page, ids: refs(id, shown) };
      },
    }),
    defineTool({
      name: 'get_tags',
      displayName: 'Show tag members',
      description:
        'For a tag (#ns:path): its resolved member ids. For an item, block or fluid id: the tags that hold it.',
      parameters: z.object({
        instance_id: INSTANCE,
        id: z.string().min(1).describe('A tag written #ns:path, or an item, block or fluid id'),
        registry: z.string().nullable().describe('item, block, fluid, … ; null for any'),
        offset: OFFSET,
      }),
      readOnly: true,
      async execute(args, { signal }) {
        const { id, lookup } = await load(args.instance_id, signal);
        const { offset, limit } = paging(args.offset, null, 40, 40);
        const again = (next: number): string =>
          `get_tags with instance_id=${JSON.stringify(id)}, id=${JSON.stringify(args.id)}, offset=${next}`;
        const registry = args.registry ?? undefined;
        if (args.id.startsWith('#')) {
          const tag = lookup.tag(args.id, registry);
          if (tag === undefined) {
            return {
              text: `No tag ${quoted(args.id, 80)}${registry ? ` in registry ${quoted(registry, 40)}` : ''} in this pack. Call find_content with kind="tag" to find tags.`,
              ids: refs(id, []),
            };
          }
          const page = listPage(
            `#${tag.id} (${tag.registry}) holds ${tag.values.length} ids`,
            tag.values.map((v) => `- ${v}`),
            offset,
            limit,
            again,
          );
          return { ...page, ids: refs(id, [tag.id, ...tag.values.slice(offset, offset + limit)]) };
        }
        const target = fullId(args.id);
        const tags = lookup.tagsOf(target, registry);
        const page = listPage(
          `${target}${unknownNote(lookup, target)} is in ${tags.length} tags`,
          tags.map((t) => `- #${t.id} (${t.registry})`),
          offset,
          limit,
          again,
        );
        return { ...page, ids: refs(id, [target, ...tags.slice(offset, offset + limit).map((t) => t.id)]) };
      },
    }),
    defineTool({
      name: 'find_recipes',
      displayName: 'Find recipes',
      description: 'List the recipes that make an id (role "makes") or use it, directly or through a tag ("uses").',
      parameters: z.object({
        instance_id: INSTANCE,
        id: z.string().min(1).describe('An item or fluid id, or a #tag'),
        role: z.enum(['makes', 'uses']).describe('Recipes that make it, or that use it'),
        offset: OFFSET,
      }),
      readOnly: true,
      async execute(args, { signal }) {
        const { id, lookup } = await load(args.instance_id, signal);
        const { offset, limit } = paging(args.offset, null, 12, 12);
        const target = args.id.startsWith('#') ? `#${fullId(args.id.slice(1))}` : fullId(args.id);
        const recipes = args.role === 'makes' ? lookup.recipesMaking(target) : lookup.recipesUsing(target);
        const list = (ids: readonly string[]): string =>
          ids.length === 0 ? '?' : ids.slice(0, 6).join(', ') + (ids.length > 6 ? ', …' : '');
        const page = listPage(
          `${recipes.length} recipes ${args.role === 'makes' ? 'make' : 'use'} ${target}${target.startsWith('#') ? '' : unknownNote(lookup, target)}`,
          recipes.map((r) => `- ${r.id} [${r.type}] ${list(r.inputs)} -> ${list(r.outputs)}`),
          offset,
          limit,
          (next) =>
            `find_recipes with instance_id=${JSON.stringify(id)}, id=${JSON.stringify(args.id)}, role="${args.role}", offset=${next}`,
        );
        const shown = recipes.slice(offset, offset + limit);
        const ids = shown.flatMap((r) => [r.id, ...r.outputs, ...r.inputs.map((i) => i.replace(/^#/, ''))]);
        return { ...page, ids: refs(id, [...new Set(ids)]) };
      },
    }),
  ];
}
