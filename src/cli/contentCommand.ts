import { contentMessages, gapTexts, incompleteText } from '../core/content/contentMessages';
import { contentIndexJson, type ContentIndex } from '../core/content/contentIndex';
import { ContentSearch, SEARCH_KINDS, type SearchEntry, type SearchKind } from '../core/content/contentSearch';
import type { CliCommand } from './cliCommand';
import { cliContentIndex, cliContentIndexer } from './cliContentIndexer';
import { EXIT_OK, UsageError, colour, formatTable, printJson } from './cliIo';
import { instanceArgument } from './instanceArgument';
import { CliMessages as M } from './cliMessages';

/** Matches printed as text at most (`--json` prints every match). */
const TEXT_LIMIT = 50;

/** `nova content INSTANCE [QUERY]`: the pack's items, blocks, fluids, tags and recipes (docs/cli.md). */
export const contentCommand: CliCommand = {
  name: 'content',
  synopsis: 'content INSTANCE [QUERY] [--kind item|block|fluid|tag|recipe] [--json]',
  summary: 'find the items, blocks, fluids, tags and recipes of one instance',
  options: { kind: { type: 'string' }, json: { type: 'boolean' } },
  async run(args, io) {
    const messages = contentMessages(io.locale);
    const kindArg = args.values['kind'];
    let kinds: SearchKind[] | undefined;
    if (typeof kindArg === 'string') {
      if (!SEARCH_KINDS.includes(kindArg as SearchKind))
        throw new UsageError(M.optionChoice({ option: '--kind', choices: SEARCH_KINDS.join('|'), value: kindArg }));
      kinds = [kindArg as SearchKind];
    }
    const { instance } = await instanceArgument(io, args.positionals[0]);
    const query = args.positionals.slice(1).join(' ').trim();
    const index = await cliContentIndex(await cliContentIndexer(io.env), instance);
    const json = args.values['json'] === true;

    if (query.length > 0) {
      const search = new ContentSearch(index);
      const hits = search.search(query, {
        ...(kinds === undefined ? {} : { kinds }),
        limit: json ? 10_000 : TEXT_LIMIT,
      });
      if (json) {
        printJson(io, {
          instance: index.instance,
          query,
          matches: matchesJson(
            index,
            hits.map((h) => h.entry),
          ),
        });
        return EXIT_OK;
      }
      if (hits.length === 0) {
        io.stdout(`${messages.noMatches(query)}\n`);
        return EXIT_OK;
      }
      const rows = [['KIND', 'ID', 'NAME', 'MOD']];
      for (const h of hits) {
        const e = h.entry;
        const names = [...new Set(Object.values(e.names))].join(' / ');
        rows.push([
          messages.kindLabel(e.kind),
          e.kind === 'tag' ? `#${e.id}` : e.id,
          names || (e.detail ?? '-'),
          e.mod ?? '-',
        ]);
      }
      io.stdout(formatTable(rows));
      const more = search.lastMatchCount - hits.length;
      if (more > 0) io.stdout(`${messages.more(more)}\n`);
      return EXIT_OK;
    }

    if (json) {
      printJson(io, contentIndexJson(index));
      return EXIT_OK;
    }
    const rows = [['NAMESPACE', 'MOD', 'ITEMS', 'BLOCKS', 'FLUIDS', 'TAGS', 'RECIPES', 'COMPLETE']];
    for (const ns of index.namespaces) {
      if (kinds !== undefined && !kinds.some((k) => countOf(ns, k) > 0)) continue;
      rows.push([
        ns.id,
        ns.mod ?? '-',
        String(ns.items),
        String(ns.blocks),
        String(ns.fluids),
        String(ns.tags),
        String(ns.recipes),
        ns.complete ? messages.complete : messages.incomplete(incompleteText(ns, io.locale) ?? '?'),
      ]);
    }
    if (rows.length === 1) io.stdout(`${messages.noContent(index.instance)}\n`);
    else io.stdout(formatTable(rows));
    if (index.gaps.length > 0) {
      io.stderr(`${colour(io, 'yellow', messages.gapsHeading)}\n`);
      for (const gap of gapTexts(index, io.locale)) io.stderr(`- ${gap}\n`);
    }
    return EXIT_OK;
  },
};

function countOf(
  ns: { items: number; blocks: number; fluids: number; tags: number; recipes: number },
  kind: SearchKind,
): number {
  return kind === 'item'
    ? ns.items
    : kind === 'block'
      ? ns.blocks
      : kind === 'fluid'
        ? ns.fluids
        : kind === 'tag'
          ? ns.tags
          : ns.recipes;
}

/** The matches as `--json` prints them: each the index's own record of its kind, with `kind` added. */
function matchesJson(index: ContentIndex, entries: readonly SearchEntry[]): unknown[] {
  const records = new Map<string, object>();
  const key = (kind: string, id: string, registry: string | null): string => `${kind} ${registry ?? ''} ${id}`;
  for (const e of index.items) records.set(key('item', e.id, null), e);
  for (const e of index.blocks) records.set(key('block', e.id, null), e);
  for (const e of index.fluids) records.set(key('fluid', e.id, null), e);
  for (const t of index.tags) records.set(key('tag', t.id, t.registry), t);
  for (const r of index.recipes) records.set(key('recipe', r.id, null), r);
  return entries.map((e) => ({ kind: e.kind, ...records.get(key(e.kind, e.id, e.kind === 'tag' ? e.detail : null)) }));
}
