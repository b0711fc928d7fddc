import type { TagEntry } from './contentIndex';
import type { RawTag } from './sourceContent';

export interface MergedTags {
  tags: TagEntry[];
  /** Each cycle found once, as `#a -> #b -> #a` (registry first). */
  cycles: string[];
  /** Required `#tag` entries that name no tag, as `registry #tag (in #parent)`. */
  missing: string[];
  /** Tags with required ids that do not exist (`TagEntry.missing`), as `registry #tag: id, id`; bounded. */
  missingIds: string[];
}

/**
 * Whether an id of a registry exists in the pack: `absent` only when the index can tell (docs/content.md), `unknown`
 * when it cannot judge (a registry it does not index, a namespace partly made at run time).
 */
export type TagIdJudge = (registry: string, id: string) => 'present' | 'absent' | 'unknown';

/** A tag's entries summed over the files that declare it. */
interface Declared {
  registry: string;
  id: string;
  values: string[];
  remove: string[];
  /**
   * Whether `values` and `remove` are this record's own lists: a tag one file declares (most tags) keeps that file's
   * lists, which belong to the cached part and are never changed; a second file's entries go into a copy.
   */
  own: boolean;
}

/** Nested tags followed at most; a deeper chain is cut (and reported) rather than overflow the stack. */
const MAX_TAG_DEPTH = 200;
const MAX_REPORTED = 50;

/**
 * Merges tag files in load order (earliest first) the way the game does: entries of the same tag add up across
 * packs, `replace: true` drops what earlier packs declared, and Forge/NeoForge `remove` entries are taken out of the
 * result. Then resolves every tag to its member ids: nested tags are expanded, a cycle is reported and not followed,
 * a missing optional tag is skipped silently, and an id `judge` calls absent is never a member: the game drops such an
 * optional entry (`required: false`; mods list dozens of other mods' ids this way,
 * Creators-of-Create/Create src/generated/resources/data/create/tags/items/modded_stripped_logs.json), and a required
 * one makes the game refuse the whole tag (docs.neoforged.net resources/server/tags), which the tag's `missing` says.
 */
export function mergeTags(files: Iterable<RawTag>, judge?: TagIdJudge): MergedTags {
  const declared = new Map<string, Declared>();
  for (const file of files) {
    const key = `${file.registry} ${file.id}`;
    const tag = declared.get(key);
    if (tag === undefined) {
      declared.set(key, { registry: file.registry, id: file.id, values: file.values, remove: file.remove, own: false });
      continue;
    }
    if (!tag.own) {
      tag.values = [...tag.values];
      tag.remove = [...tag.remove];
      tag.own = true;
    }
    if (file.replace) tag.values = [];
    for (const v of file.values) tag.values.push(v);
    for (const v of file.remove) tag.remove.push(v);
  }

  const resolved = new Map<string, Set<string>>();
  const cycles: string[] = [];
  const missing: string[] = [];
  /** Per tag key: the required ids it lists itself that do not exist. */
  const missingIds = new Map<string, Set<string>>();
  const cycleSeen = new Set<string>();
  const onStack: string[] = [];
  /** The lowest stack depth a cycle reached back to: tags above it resolve incompletely and are not memoised. */
  let cycleFloor = Number.POSITIVE_INFINITY;

  /** The members of tag `key` (`${registry} ${id}`), declared as `tag`. */
  const resolve = (key: string, tag: Declared): Set<string> => {
    const done = resolved.get(key);
    if (done !== undefined) return done;
    const { registry, id } = tag;
    const members = new Set<string>();
    const at = onStack.indexOf(key);
    if (at >= 0) {
      cycleFloor = Math.min(cycleFloor, at);
      const loop = [...onStack.slice(at), key].map((k) => `#${k.slice(k.indexOf(' ') + 1)}`).join(' -> ');
      const signature = [...onStack.slice(at)].sort().join('|');
      if (!cycleSeen.has(signature) && cycles.length < MAX_REPORTED) {
        cycleSeen.add(signature);
        cycles.push(`${registry} ${loop}`);
      }
      return members;
    }
    if (onStack.length >= MAX_TAG_DEPTH) return members;
    onStack.push(key);
    const expand = (entries: readonly string[], into: Set<string>, required: boolean): void => {
      for (const raw of entries) {
        const optional = raw.endsWith('?');
        const entry = optional ? raw.slice(0, -1) : raw;
        if (entry.startsWith('#')) {
          const innerKey = `${registry} ${entry.slice(1)}`;
          const inner = declared.get(innerKey);
          if (inner === undefined) {
            if (required && !optional && missing.length < MAX_REPORTED)
              missing.push(`${registry} ${entry} (in #${id})`);
            continue;
          }
          for (const m of resolve(innerKey, inner)) into.add(m);
        } else if (judge === undefined || judge(registry, entry) !== 'absent') into.add(entry);
        else if (required && !optional) {
          let set = missingIds.get(key);
          if (set === undefined) missingIds.set(key, (set = new Set()));
          set.add(entry);
        }
      }
    };
    expand(tag.values, members, true);
    if (tag.remove.length > 0) {
      const removed = new Set<string>();
      expand(tag.remove, removed, false);
      for (const r of removed) members.delete(r);
    }
    onStack.pop();
    // A tag resolved inside a cycle misses the members of the tag the cycle returned to: resolved again from its own
    // top it gets them, so it is memoised only once the cycle's first tag is done.
    if (onStack.length <= cycleFloor) {
      resolved.set(key, members);
      if (onStack.length === cycleFloor) cycleFloor = Number.POSITIVE_INFINITY;
    }
    return members;
  };

  const tags: TagEntry[] = [];
  for (const [key, tag] of declared) {
    const values = [...resolve(key, tag)].sort();
    const absentIds = missingIds.get(key);
    const entry: TagEntry = { id: tag.id, registry: tag.registry, values };
    if (absentIds !== undefined) entry.missing = [...absentIds].sort();
    tags.push(entry);
  }
  tags.sort((a, b) => (a.registry === b.registry ? compare(a.id, b.id) : compare(a.registry, b.registry)));
  const missingList: string[] = [];
  for (const t of tags)
    if (t.missing !== undefined && missingList.length < MAX_REPORTED)
      missingList.push(
        `${t.registry} #${t.id}: ${t.missing.slice(0, 5).join(', ')}${t.missing.length > 5 ? ', …' : ''}`,
      );
  return { tags, cycles, missing, missingIds: missingList };
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
