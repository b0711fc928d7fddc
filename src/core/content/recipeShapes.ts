/**
 * What a recipe JSON makes and uses, read from the keys the common shapes share (vanilla crafting, the smelting
 * family, stonecutting, smithing, and modded recipes that follow the usual `result`/`results`/`output`/
 * `ingredients`/`input` keys). Ingredients are `{"item"}`/`{"tag"}` objects (< 1.21.2), plain `"id"`/`"#tag"`
 * strings (≥ 1.21.2), arrays of either, or fluid stacks `{"fluid"}`/`{"fluidTag"}`; results are `{"item"}` (< 1.20.5),
 * `{"id"}` (≥ 1.20.5) or a bare id. Anything else is kept by id and type with empty lists: never guessed.
 */

/** Keys whose values are what a recipe makes. */
const OUTPUT_KEYS = new Set(['result', 'results', 'output', 'outputs']);
/** Keys whose values are what a recipe uses. */
const INPUT_KEYS = new Set([
  'ingredient',
  'ingredients',
  'key',
  'input',
  'inputs',
  'base',
  'addition',
  'template',
  'material',
  'catalyst',
  'item_input',
  'fluid_input',
]);
/** Keys inside a stack or ingredient that never name an item (`type` names the ingredient's own type). */
const SKIPPED_KEYS = new Set(['type', 'components', 'nbt', 'data', 'count', 'amount', 'chance', 'conditions']);
/** Recipes nest a few levels; deeper structure is not followed (hostile files stay cheap). */
const MAX_DEPTH = 12;
/** Ids collected per list at most (a real recipe has fewer than 100). */
const MAX_IDS = 256;
const ID = /^#?[a-z0-9_.-]+:[a-z0-9_./-]+$/;

export interface RecipeFacts {
  type: string;
  outputs: string[];
  inputs: string[];
}

/**
 * The type, outputs and inputs of a parsed recipe. `legacy` marks a 1.12 `assets/<ns>/recipes/` file, where `#NAME`
 * is a constant (not a tag) and ore-dictionary ingredients (`forge:ore_dict`) name no item.
 */
export function recipeFacts(json: unknown, legacy: boolean): RecipeFacts {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    return { type: 'unknown', outputs: [], inputs: [] };
  }
  const record = json as Record<string, unknown>;
  const rawType = record['type'];
  const type = typeof rawType === 'string' && rawType.length > 0 ? fullId(rawType) : 'unknown';
  // Lists kept in first-seen order without repeats (a real recipe names a handful of ids: an array beats a Set).
  const outputs: string[] = [];
  const inputs: string[] = [];
  for (const key in record) {
    if (OUTPUT_KEYS.has(key)) collect(record[key], outputs, legacy, 0, false);
    else if (INPUT_KEYS.has(key)) collect(record[key], inputs, legacy, 0, key === 'key');
  }
  return { type, outputs, inputs };
}

function collect(value: unknown, into: string[], legacy: boolean, depth: number, keyMap: boolean): void {
  if (depth > MAX_DEPTH || into.length >= MAX_IDS) return;
  if (typeof value === 'string') {
    addId(value, into, legacy);
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  if (Array.isArray(value)) {
    for (const v of value) collect(v, into, legacy, depth + 1, false);
    return;
  }
  const record = value as Record<string, unknown>;
  if (keyMap) {
    // A shaped recipe's `key`: every value is an ingredient.
    for (const k in record) collect(record[k], into, legacy, depth + 1, false);
    return;
  }
  const type = record['type'];
  if (legacy && typeof type === 'string' && type.endsWith('ore_dict')) return;
  for (const key in record) {
    if (SKIPPED_KEYS.has(key)) continue;
    const v = record[key];
    if (typeof v === 'string') {
      if (key === 'item' || key === 'id' || key === 'fluid' || key === 'block') addId(v, into, legacy);
      else if (key === 'tag' || key === 'fluidTag' || key === 'fluid_tag')
        addId(`#${v.replace(/^#/, '')}`, into, legacy);
      continue;
    }
    // Nested stacks and ingredients: `{"ingredient": {...}, "count"}`, `{"value": [...]}`, `{"basePredicate": …}`.
    if (
      key === 'ingredient' ||
      key === 'value' ||
      key === 'values' ||
      key === 'items' ||
      key === 'fluid' ||
      key === 'children'
    )
      collect(v, into, legacy, depth + 1, false);
  }
}

function addId(raw: string, into: string[], legacy: boolean): void {
  let text = raw.trim();
  if (legacy && text.startsWith('#')) return; // a 1.12 constant, not a tag
  const tag = text.startsWith('#');
  if (tag) text = text.slice(1);
  if (!text.includes(':')) {
    if (!/^[a-z0-9_./-]+$/.test(text)) return;
    text = `minecraft:${text}`;
  }
  const id = (tag ? '#' : '') + text;
  if (ID.test(id) && !into.includes(id)) into.push(id);
}

function fullId(id: string): string {
  return id.includes(':') ? id : `minecraft:${id}`;
}
