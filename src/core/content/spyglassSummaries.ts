import { applyEdits, modify, parse as parseJsonc, type ParseError } from 'jsonc-parser';
import type { ContentIndex } from './contentIndex';
import { MessageError } from '../locale/messageError';
import { ContentNotes } from './contentMessages';

/**
 * Spyglass's `mcmetaSummaryOverrides` files for a pack (shapes of misode/mcmeta's summaries, Spyglass
 * `packages/java-edition/src/dependency/mcmeta/types.ts`): `registries` maps a registry to its ids, `blocks` and
 * `fluids` map an id to `[properties → values, property → default]`. Vanilla ids are written without `minecraft:` as
 * mcmeta does; modded ids in full.
 */
export interface SpyglassSummaries {
  /** Null when vanilla is not indexed: Spyglass replaces a registry's list, so one without vanilla ids would hide them. */
  registries: Record<string, string[]> | null;
  blocks: Record<string, [Record<string, string[]>, Record<string, string>]>;
  fluids: Record<string, [Record<string, string[]>, Record<string, string>]>;
}

function short(id: string): string {
  return id.startsWith('minecraft:') ? id.slice(10) : id;
}

export function spyglassSummaries(index: ContentIndex): SpyglassSummaries {
  const vanilla = index.namespaces.find((n) => n.id === 'minecraft');
  const hasVanilla = vanilla !== undefined && vanilla.complete && vanilla.items > 0;
  const blocks: SpyglassSummaries['blocks'] = {};
  // Block properties live in code; statically they are unknown and written empty.
  for (const b of index.blocks) blocks[short(b.id)] = [{}, {}];
  const fluids: SpyglassSummaries['fluids'] = {};
  for (const f of index.fluids) fluids[short(f.id)] = [{}, {}];
  const registries = hasVanilla
    ? {
        item: index.items.map((e) => short(e.id)),
        block: index.blocks.map((e) => short(e.id)),
        fluid: index.fluids.map((e) => short(e.id)),
      }
    : null;
  return { registries, blocks, fluids };
}

/**
 * `spyglass.json` text with `env.mcmetaSummaryOverrides` pointing at `paths` (absolute: Spyglass reads them as given),
 * every other setting and comment kept. Throws when the existing text is not JSON Nova can edit safely.
 */
export function spyglassConfigText(
  existing: string | null,
  paths: Partial<Record<'blocks' | 'fluids' | 'registries', string>>,
): string {
  const overrides: Record<string, { path: string; replace: boolean }> = {};
  for (const key of ['blocks', 'fluids', 'registries'] as const) {
    const p = paths[key];
    if (p !== undefined) overrides[key] = { path: p, replace: false };
  }
  const text = existing ?? '{}\n';
  const errors: ParseError[] = [];
  const parsed: unknown = parseJsonc(text, errors, { allowTrailingComma: true });
  if (errors.length > 0 || typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw new MessageError(ContentNotes.spyglassNotObject({}));
  const edits = modify(text, ['env', 'mcmetaSummaryOverrides'], overrides, {
    formattingOptions: { insertSpaces: true, tabSize: 2, eol: '\n' },
  });
  return applyEdits(text, edits);
}
