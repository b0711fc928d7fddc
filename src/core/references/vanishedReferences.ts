import * as path from 'node:path';
import type { ContentIndex } from '../content/contentIndex';
import type { ContentReference } from './contentReference';

/** An id (or `#tag`) the old pack had, the new one lacks, and the pack's files still name. */
export interface VanishedId {
  id: string;
  references: Array<Pick<ContentReference, 'file' | 'line' | 'column'>>;
}

/**
 * For `nova diff OLD NEW` with both packs' content indexes: the items, blocks, fluids and tags of OLD that NEW no
 * longer has and that `references` (read from the new pack's scripts, data packs and configs) still name, sorted by
 * id. Ids in a namespace NEW marks not `complete` may still exist at run time and are left out.
 */
export function vanishedReferences(
  oldIndex: ContentIndex,
  newIndex: ContentIndex,
  references: readonly ContentReference[],
): VanishedId[] {
  const ids = (index: ContentIndex): Set<string> => {
    const set = new Set<string>();
    for (const list of [index.items, index.blocks, index.fluids]) for (const e of list) set.add(e.id);
    for (const tag of index.tags) set.add(`#${tag.id}`);
    return set;
  };
  const before = ids(oldIndex);
  const after = ids(newIndex);
  const incomplete = new Set(newIndex.namespaces.filter((n) => !n.complete).map((n) => n.id));
  const gone = new Map<string, VanishedId>();
  for (const ref of references) {
    const key = ref.tag ? `#${ref.id}` : ref.id;
    if (!before.has(key) || after.has(key)) continue;
    if (incomplete.has(ref.id.slice(0, ref.id.indexOf(':')))) continue;
    let entry = gone.get(key);
    if (entry === undefined) {
      entry = { id: key, references: [] };
      gone.set(key, entry);
    }
    entry.references.push({ file: ref.file, line: ref.line, column: ref.column });
  }
  return [...gone.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** One place a file of the new pack names an id it no longer has: `nova diff --json`'s `vanishedReferences`. */
export interface VanishedLocation {
  /** The id (`#` first for a tag). */
  id: string;
  /** Relative to the new pack's game folder, `/` separators. */
  file: string;
  line: number;
  column: number;
}

/**
 * {@link vanishedReferences} as one flat list (by id, then file, line and column), files relative to `gameDir`.
 * With `onlyKnownNamespaces` (the new pack only lists some mod files for download, so their content is unknown) an id
 * counts only when its namespace is still in the new index: a namespace gone from it may be a mod not on disk.
 */
export function vanishedLocations(
  oldIndex: ContentIndex,
  newIndex: ContentIndex,
  references: readonly ContentReference[],
  gameDir: string,
  onlyKnownNamespaces = false,
): VanishedLocation[] {
  const known = new Set(newIndex.namespaces.map((n) => n.id));
  const out: VanishedLocation[] = [];
  for (const gone of vanishedReferences(oldIndex, newIndex, references)) {
    const bare = gone.id.replace(/^#/, '');
    if (onlyKnownNamespaces && !known.has(bare.slice(0, bare.indexOf(':')))) continue;
    const places = gone.references
      .map((r) => ({ id: gone.id, file: relativeFile(gameDir, r.file), line: r.line, column: r.column }))
      .sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : a.line - b.line || a.column - b.column));
    out.push(...places);
  }
  return out;
}

function relativeFile(gameDir: string, file: string): string {
  return path.relative(gameDir, file).split(path.sep).join('/');
}
