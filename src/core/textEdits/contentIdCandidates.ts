/** Keys whose values name things that are not items, blocks, fluids or tags (recipe types, dimensions, mod ids…). */
const NOT_CONTENT_KEYS = new Set([
  'type',
  'id',
  'mod',
  'modid',
  'dimension',
  'biome',
  'condition',
  'loader',
  'entity',
  'effect',
  'enchantment',
  'sound',
  'particle',
  'recipe',
  'parent',
  'model',
  'texture',
  'function',
  'loot_table',
  'feature',
  'structure',
]);

/** Most ids one change is judged on: the rest is left out of the check and said so. */
export const MAX_CANDIDATE_IDS = 64;

/** A `namespace:path` literal found in text, `#` in front for a tag. */
export interface CandidateId {
  id: string;
  tag: boolean;
}

/**
 * The item, block, fluid and tag ids a text names, found conservatively: only whole string literals (`"…"`, `'…'`,
 * `` `…` ``) of the form `namespace:path` or `#namespace:path` (lower case, the game's id characters), whose path
 * has no `/` (that is a recipe, loot table or tag folder id, not an item) unless it is a tag, and that are not the
 * value of a key such as `type` or `id` (recipe types and recipe ids). Duplicates are dropped, order kept.
 */
export function contentIdCandidates(text: string): CandidateId[] {
  const out: CandidateId[] = [];
  const seen = new Set<string>();
  const literal = /(["'`])(#?)([a-z0-9_.-]{1,64}):([a-z0-9_./-]{1,128})\1/g;
  for (const m of text.matchAll(literal)) {
    const tag = m[2] === '#';
    const id = `${m[3]}:${m[4]}`;
    if (!tag && id.includes('/')) continue;
    const before = text.slice(Math.max(0, (m.index ?? 0) - 40), m.index ?? 0);
    const key = /["']?([A-Za-z_]+)["']?\s*[:=]\s*$/.exec(before);
    if (key !== null && NOT_CONTENT_KEYS.has((key[1] as string).toLowerCase())) continue;
    const k = `${tag ? '#' : ''}${id}`;
    if (seen.has(k)) continue;
    seen.add(k);
    out.push({ id, tag });
  }
  return out;
}
