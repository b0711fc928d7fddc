import { parseTree, type Node as JsonNode, type ParseError } from 'jsonc-parser';
import type { ContentReference, LocalDefinitions } from './contentReference';
import { parseIdLiteral } from './idLiteral';
import { TextPositions } from './textPositions';
import { idSites, MAX_VALUE_DEPTH, stringProp, type ValueNode } from './valueTree';
import { tooDeeplyNested } from '../formats/nestingDepth';

/** Where a file sits in a data pack: `data/<ns>/<folder>/<path>.json` split up, or null outside one. */
export interface DataFilePlace {
  namespace: string;
  /** `recipe`, `tags`, `loot_table`, `advancement` (singular; the ≤ 1.20 plural folders map to it). */
  folder: 'recipe' | 'tags' | 'loot_table' | 'advancement';
  /** For tags: the registry (`item`, `block`, `fluid`, or another registry path), else ''. */
  registry: string;
  /** The path under the folder (and registry) without `.json`. */
  path: string;
}

const FOLDERS: Record<string, DataFilePlace['folder']> = {
  recipe: 'recipe',
  recipes: 'recipe',
  tags: 'tags',
  loot_table: 'loot_table',
  loot_tables: 'loot_table',
  advancement: 'advancement',
  advancements: 'advancement',
};
const TAG_REGISTRIES: Record<string, string> = {
  items: 'item',
  item: 'item',
  blocks: 'block',
  block: 'block',
  fluids: 'fluid',
  fluid: 'fluid',
};

/** `parts` = the path under a pack's `data/` folder split on `/` (content-and-release.md §1.1). */
export function dataFilePlace(parts: readonly string[]): DataFilePlace | null {
  const [namespace, folderName, ...rest] = parts;
  if (namespace === undefined || folderName === undefined || rest.length === 0) return null;
  const folder = FOLDERS[folderName];
  const last = rest[rest.length - 1] ?? '';
  if (folder === undefined || !last.endsWith('.json')) return null;
  rest[rest.length - 1] = last.slice(0, -'.json'.length);
  if (folder !== 'tags') return { namespace, folder, registry: '', path: rest.join('/') };
  const first = rest[0] ?? '';
  const registry = TAG_REGISTRIES[first];
  if (registry !== undefined) return { namespace, folder, registry, path: rest.slice(1).join('/') };
  // Other registries (entity_type, worldgen/biome, …): the index holds no members for them.
  return { namespace, folder, registry: first, path: rest.slice(1).join('/') };
}

export interface DataFileReading {
  references: ContentReference[];
  /** A recipe's type namespace, to leave recipes of absent mods alone. */
  recipeType?: string;
  error?: { message: string; line: number; column: number };
}

/**
 * Reads one data-pack JSON file: its ids in the roles of {@link idSites}, its tag `values` (required entries only: an
 * optional `{"id", "required": false}` entry may name anything), and what it defines into `definitions` (a tag with
 * its `replace`, a recipe id). A file with load conditions (`conditions`, `neoforge:conditions`,
 * `fabric:load_conditions`) names nothing: it may be meant for mods that are absent.
 */
export function readDataFile(
  file: string,
  place: DataFilePlace,
  text: string,
  definitions: LocalDefinitions,
): DataFileReading {
  const reading: DataFileReading = { references: [] };
  if (tooDeeplyNested(text)) {
    reading.error = { message: 'too-deep', line: 1, column: 1 };
    return reading;
  }
  const errors: ParseError[] = [];
  const tree = parseTree(text, errors, { allowTrailingComma: true, disallowComments: false });
  const positions = new TextPositions(text);
  if (tree === undefined || errors.length > 0) {
    const at = positions.at(errors[0]?.offset ?? 0);
    reading.error = { message: 'it is not valid JSON', ...at };
    return reading;
  }
  const root = valueOf(tree, text, 0);
  if (place.folder === 'recipe') {
    definitions.recipes.push({
      id: `${place.namespace}:${place.path}`,
      file,
      line: 1,
      column: 1,
      start: 0,
      end: 0,
      source: 'datapack',
    });
  }
  if (root.kind !== 'object') return reading;
  for (const [key] of root.props) if (/(^|:)(load_)?conditions$/.test(key)) return reading;
  const push = (node: Extract<ValueNode, { kind: 'string' }>, registry: string | undefined, bareTag = false): void => {
    if (!node.raw) return;
    const parsed = parseIdLiteral(node.value);
    if (parsed === null || (bareTag && parsed.tag)) return;
    const start = node.start + parsed.offset;
    reading.references.push({
      file,
      id: parsed.id,
      tag: bareTag || parsed.tag,
      ...(registry !== undefined ? { registry } : {}),
      ...positions.at(node.start - 1),
      start,
      end: start + parsed.length,
      source: 'datapack',
    });
  };
  if (place.folder === 'tags') {
    const tagId = `${place.namespace}:${place.path}`;
    const values = root.props.find(([k]) => k === 'values')?.[1];
    const replace = root.props.some(([k, v]) => k === 'replace' && v.kind === 'other' && v.value === true);
    const entries = values?.kind === 'array' ? values.items : [];
    const key = `${place.registry} ${tagId}`;
    const known = definitions.tags.get(key);
    if (known === undefined || replace)
      definitions.tags.set(key, {
        added: entries.length + (replace ? 0 : (known?.added ?? 0)),
        replaced: replace || (known?.replaced ?? false),
        file,
        line: 1,
      });
    else known.added += entries.length;
    if (!(place.registry in REGISTRY_CHECKED)) return reading;
    for (const entry of entries) {
      if (entry.kind === 'string') push(entry, place.registry);
      else if (entry.kind === 'object') {
        const required = entry.props.find(([k]) => k === 'required')?.[1];
        if (required?.kind === 'other' && required.value === false) continue;
        const id = entry.props.find(([k]) => k === 'id')?.[1];
        if (id?.kind === 'string') push(id, place.registry);
      }
    }
    return reading;
  }
  if (place.folder === 'recipe') {
    const type = stringProp(root, 'type');
    if (type !== undefined) reading.recipeType = type;
  }
  for (const site of idSites(root)) push(site.node, site.registry, site.bareTag === true);
  return reading;
}

const REGISTRY_CHECKED: Record<string, true> = { item: true, block: true, fluid: true };

/** jsonc-parser's tree as a value tree; a string keeps its content's offset when it has no escapes. */
function valueOf(node: JsonNode, text: string, depth: number): ValueNode {
  if (depth > MAX_VALUE_DEPTH) return { kind: 'other' };
  switch (node.type) {
    case 'object': {
      const props: Array<[string, ValueNode]> = [];
      for (const prop of node.children ?? []) {
        const [key, value] = prop.children ?? [];
        if (key?.type === 'string' && value !== undefined)
          props.push([String(key.value), valueOf(value, text, depth + 1)]);
      }
      return { kind: 'object', props };
    }
    case 'array':
      return { kind: 'array', items: (node.children ?? []).map((c) => valueOf(c, text, depth + 1)) };
    case 'string': {
      const value = String(node.value);
      const raw = text.slice(node.offset + 1, node.offset + node.length - 1) === value;
      return { kind: 'string', value, start: node.offset + 1, raw };
    }
    default:
      return { kind: 'other', value: node.value as unknown };
  }
}
