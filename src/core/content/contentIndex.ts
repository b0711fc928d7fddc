import type { Message } from '../locale/messageCatalog';
import type { LoadCondition } from './loadConditions';
import type { LoaderFamily, RecipeChoice } from './recipeConditions';
/**
 * The pack's content as Nova knows it statically: every item, block and fluid, every tag (resolved to its members)
 * and every recipe of an instance's enabled jars, datapacks, resource packs and KubeJS startup registrations.
 * This document is what `nova content --json` prints (docs/cli.md): later versions may add fields, never remove them.
 * Ids are always full (`namespace:path`); tag ids are written without `#`.
 */
export type ContentKind = 'item' | 'block' | 'fluid';

export interface ContentEntry {
  id: string;
  /** The display name in English when known (en_us), else null. */
  name: string | null;
  /** Display names by locale (`en_us`, `zh_cn`, …) as the lang files give them. */
  names: Record<string, string>;
  /** The mod id that adds it (`minecraft` for vanilla, `kubejs` for startup registrations), null when unknown. */
  mod: string | null;
  /** Where it was found, relative to the instance's game folder (a jar path, `!/` and the entry inside it). */
  file: string;
}

export interface TagEntry {
  /** The tag id without `#`. */
  id: string;
  /** The registry it tags: `item`, `block`, `fluid`, `entity_type`, `worldgen/biome`, … (singular, unprefixed). */
  registry: string;
  /** Resolved member ids (nested tags expanded), sorted. */
  values: string[];
  /**
   * Required ids the tag's own files list that nothing in the pack provides (not in `values`); the game refuses to load
   * such a tag (and tags that include it). Absent when there are none, or when the index cannot judge (docs/content.md).
   */
  missing?: string[];
}

export interface RecipeEntry {
  id: string;
  /** The recipe type (`minecraft:crafting_shaped`, `create:mixing`, …); `unknown` when the file names none. */
  type: string;
  /** Where it was found, relative to the game folder (as ContentEntry.file). */
  file: string;
  /** Item and fluid ids it makes. */
  outputs: string[];
  /** Item, fluid and tag ids it uses; tags are written `#ns:path`. */
  inputs: string[];
  /**
   * Only on a source's own records (sourceContent.ts), never in an index: the loader families whose game does not
   * load this file, its condition being always false (recipeConditions.ts).
   */
  disabledOn?: string[];
  /** Only on a source's own records, like `disabledOn`: conditions naming mods, judged with the pack's mod ids. */
  modConditions?: Partial<Record<LoaderFamily, LoadCondition>>;
  /**
   * Only on a source's own records, like `disabledOn`: a Forge `forge:conditional` recipe's entries that may load, in
   * order; the first whose conditions hold gives the index its type, outputs and inputs (recipeConditions.ts).
   */
  choices?: RecipeChoice[];
}

export interface NamespaceSummary {
  /** The namespace (`create`, `minecraft`, …). */
  id: string;
  /** The mod id (or datapack name) that owns it, null when unknown. */
  mod: string | null;
  items: number;
  blocks: number;
  fluids: number;
  tags: number;
  recipes: number;
  /**
   * False when part of the namespace's content is created at run time (material systems generating items from
   * code, KubeJS registrations Nova could not read): an unknown id there is "cannot judge", never "wrong".
   */
  complete: boolean;
  /** Why `complete` is false, in plain English (evidence from the jar), or null. */
  incompleteReason: string | null;
  /**
   * The same reason by message id (contentMessages.ts), for people in their locale; absent in an index read back
   * from `--json` (see contentIndexJson), where the English reason is all there is.
   */
  incompleteMessage?: Message;
}

export interface ContentIndex {
  /** The instance's display name. */
  instance: string;
  namespaces: NamespaceSummary[];
  items: ContentEntry[];
  blocks: ContentEntry[];
  fluids: ContentEntry[];
  tags: TagEntry[];
  recipes: RecipeEntry[];
  /** Plain-English statements of what is not known (no vanilla tags, a stale ProbeJS dump, …). */
  gaps: string[];
  /** The same gaps by message id (contentMessages.ts), in the same order, when the index was built (not read back). */
  gapMessages?: Message[];
}

/** What an id is, as the index can judge it. */
export type IdVerdict =
  | { known: true; kinds: ContentKind[] }
  | { known: false; reason: 'unknown-id'; suggestions: string[] }
  | { known: false; reason: 'unknown-namespace' }
  | { known: false; reason: 'cannot-judge'; why: string };

/**
 * The index as a `--json` document (docs/cli.md): the English `gaps` and `incompleteReason` only, without the message
 * ids kept beside them for people (contentMessages.ts), so the document is what it always was.
 */
export function contentIndexJson(index: ContentIndex): ContentIndex {
  const { gapMessages: _gaps, ...rest } = index;
  return {
    ...rest,
    namespaces: index.namespaces.map(({ incompleteMessage: _why, ...ns }) => ns),
  };
}
