/**
 * One id or tag a pack's own file names, where it names it: the unit `nova check`, the editor and the impact lines
 * share. Offsets are UTF-16 positions in the file's text (what editors use); line and column count from 1.
 */
export interface ContentReference {
  /** Absolute path of the file. */
  file: string;
  /** The full id without `#`. */
  id: string;
  tag: boolean;
  /** The registry a tag belongs to, or the kind an id must be, when the position says (`item`, `block`, `fluid`). */
  registry?: string;
  line: number;
  column: number;
  /** The id's text in the file (with `#` for a tag, without count or suffix): what a quick fix replaces. */
  start: number;
  end: number;
  source: ReferenceSource;
  /** Mods a surrounding `Platform.isLoaded('x')` test requires: an unknown namespace among them is expected. */
  guardedBy?: readonly string[];
  /** Mods the script's `// requires:` header names: KubeJS skips the whole script when one is missing. */
  requires?: readonly string[];
}

export type ReferenceSource = 'script' | 'datapack' | 'config';

/** What a pack's own files define beside the index: script and datapack tags, startup registrations, recipe ids. */
export interface LocalDefinitions {
  /** Ids registered by KubeJS startup scripts (`event.create('x')` → `kubejs:x`). */
  registered: Set<string>;
  /** Tags (key `registry id`) a datapack or script adds members to, with whether any member is added. */
  tags: Map<string, LocalTag>;
  /** Recipe ids a datapack file or a script's `.id(…)` defines, each where it is defined. */
  recipes: RecipeDefinition[];
}

export interface LocalTag {
  /** Members added (by a datapack's `values` or a script's `add`). */
  added: number;
  /** A datapack file of this tag with `"replace": true` drops what the mods define. */
  replaced: boolean;
  /** Where it is defined (first definition), for Go to Definition. */
  file: string;
  line: number;
}

export interface RecipeDefinition {
  id: string;
  file: string;
  line: number;
  column: number;
  start: number;
  end: number;
  source: ReferenceSource;
}

export function emptyDefinitions(): LocalDefinitions {
  return { registered: new Set(), tags: new Map(), recipes: [] };
}

/** The part of `id` before its colon. */
export function namespaceOf(id: string): string {
  const colon = id.indexOf(':');
  return colon === -1 ? 'minecraft' : id.slice(0, colon);
}
