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
