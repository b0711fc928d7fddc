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

/** A tag's entries summed over the files that declare it, and its state while tags are resolved. */
interface Declared {
  registry: string;
  id: string;
  /** `${registry} ${id}`: the tag's key in the merge (the form cycle reports are written from). */
  key: string;
  values: string[];
  remove: string[];
  /**
   * Whether `values` and `remove` are this record's own lists: a tag one file declares (most tags) keeps that file's
   * lists, which belong to the cached part and are never changed; a second file's entries go into a copy.
   */
  own: boolean;
  /** The tag's number in the order tags are entered (-1: not yet), and the lowest number it reaches back to. */
  order: number;
  low: number;
  /** While its component is unfinished: its place in the open list and the members it has gathered; else -1. */
  openAt: number;
  members: Set<string> | null;
  /**
   * Its members once its component is finished; a list for a tag of a few ids and no nested tags or removals (most
   * tags), which is resolved at once, without a set and without entering Tarjan's bookkeeping.
   */
  resolved: Set<string> | string[] | null;
  /** The required ids it lists itself that do not exist. */
  absent: Set<string> | null;
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
      declared.set(key, {
        registry: file.registry,
        id: file.id,
        key,
        values: file.values,
        remove: file.remove,
        own: false,
        order: -1,
        low: -1,
        openAt: -1,
        members: null,
        resolved: null,
        absent: null,
      });
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

  const cycles: string[] = [];
  const missing: string[] = [];
  const cycleSeen = new Set<string>();
  /** The tags being expanded, outermost first (for the loop a cycle report shows). */
  const onStack: Declared[] = [];
  /**
   * Tarjan's strongly connected components over the `#tag` entries, so every tag is expanded once however densely
   * tags include each other (200 tags naming 50 others each took minutes when tags in a cycle were expanded again
   * from every path). A tag's `order` numbers it as it is entered, its `low` is the lowest number it reaches back
   * to, and `open` holds the entered tags whose component is not finished, each with the members it has gathered.
   * The state is kept on the tags' records, not in maps keyed by their keys (one look-up per nested tag, not five).
   */
  let entered = 0;
  const open: Declared[] = [];

  /** The ids `entries` name (ids and the members of the tags they name), added to `into`. */
  const expand = (tag: Declared, entries: readonly string[], into: Set<string>, required: boolean) => {
    const { registry, id } = tag;
    for (const raw of entries) {
      const optional = raw.endsWith('?');
      const entry = optional ? raw.slice(0, -1) : raw;
      if (entry.startsWith('#')) {
        const inner = declared.get(`${registry} ${entry.slice(1)}`);
        if (inner === undefined) {
          if (required && !optional && missing.length < MAX_REPORTED) missing.push(`${registry} ${entry} (in #${id})`);
          continue;
        }
        for (const m of visit(inner, tag)) into.add(m);
      } else if (judge === undefined || judge(registry, entry) !== 'absent') into.add(entry);
      else if (required && !optional) (tag.absent ??= new Set()).add(entry);
    }
  };

  /**
   * The members of `tag` as seen from `parent`: a finished tag's members, or, for a tag of an unfinished component
   * (a cycle), what it has gathered so far; its component's members are settled when the component finishes.
   */
  const visit = (tag: Declared, parent: Declared | null): Set<string> | string[] => {
    if (tag.resolved !== null) return tag.resolved;
    if (tag.openAt >= 0) {
      // An entry back into an unfinished component: a cycle.
      if (parent !== null) parent.low = Math.min(parent.low, tag.order);
      const from = onStack.indexOf(tag);
      if (from >= 0) {
        const keys = onStack.slice(from).map((t) => t.key);
        const loop = [...keys, tag.key].map((k) => `#${k.slice(k.indexOf(' ') + 1)}`).join(' -> ');
        const signature = keys.sort().join('|');
        if (!cycleSeen.has(signature) && cycles.length < MAX_REPORTED) {
          cycleSeen.add(signature);
          cycles.push(`${tag.registry} ${loop}`);
        }
      }
      return tag.members!;
    }
    // A chain deeper than the limit is cut here (its members are left out) rather than overflow the stack.
    if (onStack.length >= MAX_TAG_DEPTH) return new Set();
    const leaf = leafMembers(tag);
    if (leaf !== null) return (tag.resolved = leaf);
    const number = entered++;
    tag.order = number;
    tag.low = number;
    const members = new Set<string>();
    tag.members = members;
    tag.openAt = open.length;
    open.push(tag);
    onStack.push(tag);
    expand(tag, tag.values, members, true);
    onStack.pop();
    if (parent !== null) parent.low = Math.min(parent.low, tag.low);
    if (tag.low !== number) return members;
    // `tag` is the first tag of a finished component: every tag in it reaches every other, so each has the members
    // of all of them; then each takes out its own `remove` entries (Forge/NeoForge).
    const component = open.splice(tag.openAt);
    for (const c of component) c.openAt = -1;
    let union = members;
    if (component.length > 1) {
      union = new Set<string>();
      for (const c of component) for (const m of c.members!) union.add(m);
    }
    for (const c of component) {
      c.resolved = component.length > 1 ? new Set(union) : union;
      c.members = null;
    }
    for (const c of component) {
      if (c.remove.length === 0) continue;
      const removed = new Set<string>();
      expand(c, c.remove, removed, false);
      const own = c.resolved as Set<string>; // a component's tags hold sets (a leaf is never in one)
      for (const r of removed) own.delete(r);
    }
    return tag.resolved!;
  };

  /**
   * The members of a tag that names no tag and removes nothing, in the order a set would hold them, or null for any
   * other tag (and for a long one, which a set dedupes faster). Such a tag is never part of a cycle and reaches back
   * to no open tag, so resolving it at once leaves Tarjan's state as entering it would: its own number would only ever
   * be higher than its parent's.
   */
  const leafMembers = (tag: Declared): string[] | null => {
    const values = tag.values;
    if (tag.remove.length > 0 || values.length > LEAF_MAX) return null;
    for (let k = 0; k < values.length; k++) if (values[k]!.charCodeAt(0) === 0x23 /* # */) return null;
    const members: string[] = [];
    const registry = tag.registry;
    for (let k = 0; k < values.length; k++) {
      const raw = values[k]!;
      const optional = raw.endsWith('?');
      const entry = optional ? raw.slice(0, -1) : raw;
      if (judge === undefined || judge(registry, entry) !== 'absent') {
        if (!members.includes(entry)) members.push(entry);
      } else if (!optional) (tag.absent ??= new Set()).add(entry);
    }
    return members;
  };

  const tags: TagEntry[] = [];
  for (const tag of declared.values()) {
    const resolved = visit(tag, null);
    // A leaf's list is sorted in place: the tags that include it only add its members to sets of their own.
    const values = sortStrings(Array.isArray(resolved) ? resolved : [...resolved]);
    const entry: TagEntry = { id: tag.id, registry: tag.registry, values };
    if (tag.absent !== null) entry.missing = sortStrings([...tag.absent]);
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

/** Tags of this many entries or fewer without nested tags are resolved as lists (leafMembers). */
const LEAF_MAX = 32;
/** Lists this long or shorter are sorted by insertion in place; longer ones by `Array.prototype.sort`. */
const INSERTION_MAX = 32;

/**
 * `list` sorted in place as `list.sort()` sorts strings (by UTF-16 code units, as `<` compares them), and returned.
 * Most tags hold a few to a few dozen members: sorted by insertion, such a list costs no allocation, where V8's sort
 * copies every list into a work array of its own first (12 MB per cold index of the bench pack, docs/performance.md).
 * Equal strings keep their order, as the built-in sort's (stable) does.
 */
export function sortStrings(list: string[]): string[] {
  if (list.length > INSERTION_MAX) return list.sort();
  for (let i = 1; i < list.length; i++) {
    const value = list[i]!;
    let j = i - 1;
    // Sorted already up to here (the usual case for a tag listed in order): nothing moves.
    if (!(value < list[j]!)) continue;
    do {
      list[j + 1] = list[j]!;
      j--;
    } while (j >= 0 && value < list[j]!);
    list[j + 1] = value;
  }
  return list;
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
