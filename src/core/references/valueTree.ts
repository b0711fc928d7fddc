/**
 * A JSON-like value with the text positions of its strings: what a datapack file parses to (jsonc-parser) and what a
 * script's object literal (`event.custom({...})`) reads as, so one set of rules finds the ids in both.
 */
export type ValueNode =
  | {
      kind: 'string';
      value: string;
      /** Where the string's content starts in the text (after the quote). */ start: number;
      raw: boolean;
    }
  | { kind: 'array'; items: ValueNode[] }
  | { kind: 'object'; props: Array<[string, ValueNode]> }
  | { kind: 'other'; value?: unknown };

/** A string node found in a role that takes an id (or a `#tag` where tags are allowed). */
export interface IdSite {
  node: Extract<ValueNode, { kind: 'string' }>;
  /** `item`, `block`, `fluid` when the key says so; tags default to the item registry. */
  registry?: string;
  /** Only a tag is meant (a `tag` key): the string has no `#`. */
  bareTag?: boolean;
}

/** Keys whose string value (or array of strings) is an item, block or fluid id, or, where ingredients go, a `#tag`. */
const ID_KEYS = new Set([
  'item',
  'items',
  'fluid',
  'fluids',
  'block',
  'blocks',
  'result',
  'results',
  'output',
  'outputs',
  'ingredient',
  'ingredients',
  'input',
  'inputs',
  'base',
  'addition',
  'template',
  'material',
]);
const REGISTRY_OF: Record<string, string> = {
  item: 'item',
  items: 'item',
  fluid: 'fluid',
  fluids: 'fluid',
  block: 'block',
  blocks: 'block',
};
/** Objects under these keys hold an `id` that is a stack's item (results, icons). */
const STACK_PARENTS = new Set(['result', 'results', 'output', 'outputs', 'icon', 'item', 'stack']);
/** Subtrees that name no content (or name it only for mods that may be absent): never read. */
const SKIPPED = new Set([
  'type',
  'conditions',
  'forge:conditions',
  'neoforge:conditions',
  'fabric:load_conditions',
  'nbt',
  'components',
  'rewards',
  'criteria_requirements',
  'requirements',
  'parent',
  'function',
  'functions_disabled',
]);
export const MAX_VALUE_DEPTH = 64;

/**
 * Every string of `root` in a role that takes an id: the usual recipe keys (vanilla and the common modded shapes of
 * content-and-release.md §1.5–1.6), shaped recipes' `key`, loot entries `{"type": "minecraft:item", "name"}`,
 * advancement icons and item predicates. Deeper than {@link MAX_VALUE_DEPTH} is not read.
 */
export function idSites(root: ValueNode): IdSite[] {
  const out: IdSite[] = [];
  walk(root, null, 0, out);
  return out;
}

function walk(node: ValueNode, key: string | null, depth: number, out: IdSite[]): void {
  if (depth > MAX_VALUE_DEPTH) return;
  if (node.kind === 'array') {
    for (const item of node.items) {
      if (item.kind === 'string') {
        if (key !== null && ID_KEYS.has(key)) out.push(site(item, key));
      } else walk(item, key, depth + 1, out);
    }
    return;
  }
  if (node.kind !== 'object') return;
  const type = stringProp(node, 'type');
  const entryType = type?.replace(/^minecraft:/, '');
  for (const [k, child] of node.props) {
    if (SKIPPED.has(k)) continue;
    if (child.kind === 'string') {
      if (ID_KEYS.has(k)) out.push(site(child, k));
      else if (k === 'tag')
        out.push({
          node: child,
          bareTag: true,
          registry: hasProp(node, 'amount') && !hasProp(node, 'item') ? 'fluid' : 'item',
        });
      else if (k === 'fluidTag') out.push({ node: child, bareTag: true, registry: 'fluid' });
      else if (k === 'id' && key !== null && STACK_PARENTS.has(key)) out.push({ node: child });
      else if (k === 'name' && entryType === 'item') out.push({ node: child, registry: 'item' });
      else if (k === 'name' && entryType === 'tag') out.push({ node: child, bareTag: true, registry: 'item' });
      else if (key === 'key') out.push({ node: child, registry: 'item' });
    } else {
      walk(child, k, depth + 1, out);
    }
  }
}

function site(node: Extract<ValueNode, { kind: 'string' }>, key: string): IdSite {
  const registry = REGISTRY_OF[key];
  return registry === undefined ? { node } : { node, registry };
}

export function stringProp(node: ValueNode, name: string): string | undefined {
  if (node.kind !== 'object') return undefined;
  for (const [k, v] of node.props) if (k === name && v.kind === 'string') return v.value;
  return undefined;
}

export function hasProp(node: ValueNode, name: string): boolean {
  return node.kind === 'object' && node.props.some(([k]) => k === name);
}
