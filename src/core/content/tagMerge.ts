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
  /** The tags being expanded, outermost first (for the loop a cycle report shows). */
  const onStack: string[] = [];
  /**
   * Tarjan's strongly connected components over the `#tag` entries, so every tag is expanded once however densely
   * tags include each other (200 tags naming 50 others each took minutes when tags in a cycle were expanded again
   * from every path). `order` numbers tags as they are entered, `low` is the lowest number a tag reaches back to,
   * and `open` holds the entered tags whose component is not finished, each with the members it has gathered.
   */
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const open: Array<{ key: string; tag: Declared; members: Set<string> }> = [];
  const openAt = new Map<string, number>();

  /** The ids `entries` name (ids and the members of the tags they name), added to `into`. */
  const expand = (key: string, tag: Declared, entries: readonly string[], into: Set<string>, required: boolean) => {
    const { registry, id } = tag;
    for (const raw of entries) {
      const optional = raw.endsWith('?');
      const entry = optional ? raw.slice(0, -1) : raw;
      if (entry.startsWith('#')) {
        const innerKey = `${registry} ${entry.slice(1)}`;
        const inner = declared.get(innerKey);
        if (inner === undefined) {
          if (required && !optional && missing.length < MAX_REPORTED) missing.push(`${registry} ${entry} (in #${id})`);
          continue;
        }
        for (const m of visit(innerKey, inner, key)) into.add(m);
      } else if (judge === undefined || judge(registry, entry) !== 'absent') into.add(entry);
      else if (required && !optional) {
        let set = missingIds.get(key);
        if (set === undefined) missingIds.set(key, (set = new Set()));
        set.add(entry);
      }
    }
  };

  /**
   * The members of tag `key` as seen from `parent`: a finished tag's members, or, for a tag of an unfinished component
   * (a cycle), what it has gathered so far; its component's members are settled when the component finishes.
   */
  const visit = (key: string, tag: Declared, parent: string | null): Set<string> => {
    const done = resolved.get(key);
    if (done !== undefined) return done;
    const at = openAt.get(key);
    if (at !== undefined) {
      // An entry back into an unfinished component: a cycle.
      if (parent !== null) low.set(parent, Math.min(low.get(parent)!, order.get(key)!));
      const from = onStack.indexOf(key);
      if (from >= 0) {
        const loop = [...onStack.slice(from), key].map((k) => `#${k.slice(k.indexOf(' ') + 1)}`).join(' -> ');
        const signature = [...onStack.slice(from)].sort().join('|');
        if (!cycleSeen.has(signature) && cycles.length < MAX_REPORTED) {
          cycleSeen.add(signature);
          cycles.push(`${tag.registry} ${loop}`);
        }
      }
      return open[at]!.members;
    }
    // A chain deeper than the limit is cut here (its members are left out) rather than overflow the stack.
    if (onStack.length >= MAX_TAG_DEPTH) return new Set();
    const number = order.size;
    order.set(key, number);
    low.set(key, number);
    const members = new Set<string>();
    openAt.set(key, open.length);
    open.push({ key, tag, members });
    onStack.push(key);
    expand(key, tag, tag.values, members, true);
    onStack.pop();
    if (parent !== null) low.set(parent, Math.min(low.get(parent)!, low.get(key)!));
    if (low.get(key)! !== number) return members;
    // `key` is the first tag of a finished component: every tag in it reaches every other, so each has the members
    // of all of them; then each takes out its own `remove` entries (Forge/NeoForge).
    const first = openAt.get(key)!;
    const component = open.splice(first);
    for (const c of component) openAt.delete(c.key);
    let union = members;
    if (component.length > 1) {
      union = new Set<string>();
      for (const c of component) for (const m of c.members) union.add(m);
    }
    for (const c of component) resolved.set(c.key, component.length > 1 ? new Set(union) : union);
    for (const c of component) {
      if (c.tag.remove.length === 0) continue;
      const removed = new Set<string>();
      expand(c.key, c.tag, c.tag.remove, removed, false);
      const own = resolved.get(c.key)!;
      for (const r of removed) own.delete(r);
    }
    return resolved.get(key)!;
  };

  const tags: TagEntry[] = [];
  for (const [key, tag] of declared) {
    const values = [...visit(key, tag, null)].sort();
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
