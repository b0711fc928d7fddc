import { normalizeMinecraftVersion } from '../versions/minecraftVersion';
import { parseSemanticVersion } from '../versions/fabricVersionPredicate';

/**
 * Which spelling of the data folders a Minecraft version reads. 1.21 renamed `data/<ns>/recipes/` to `recipe/` and
 * the tag folders `tags/items|blocks|fluids|entity_types|functions|game_events` to the singular; each version reads
 * only its own spelling and silently ignores the other (Spyglass's resource table `since: '1.21'`/`until: '1.21'`,
 * SpyglassMC/Spyglass packages/java-edition/src/binder/index.ts; a 1.21.1 mod whose files stayed in `recipes/` had
 * them ignored, holty07/Hard-workers PR #2). `null`: the version is not known, both are read.
 */
export type DataFolderEra = 'plural' | 'singular' | null;

export function dataFolderEra(minecraft: string | null): DataFolderEra {
  if (minecraft === null) return null;
  const normalized = normalizeMinecraftVersion(minecraft);
  const parsed = normalized === null ? null : parseSemanticVersion(normalized);
  if (parsed === null) return null;
  const [major = 0, minor = 0] = parsed.components;
  return major > 1 || minor >= 21 ? 'singular' : 'plural';
}

const PLURAL: Record<string, string> = {
  recipes: 'plural',
  items: 'plural',
  blocks: 'plural',
  fluids: 'plural',
  entity_types: 'plural',
  functions: 'plural',
  game_events: 'plural',
  recipe: 'singular',
  item: 'singular',
  block: 'singular',
  fluid: 'singular',
  entity_type: 'singular',
  function: 'singular',
  game_event: 'singular',
};

/**
 * Whether the game of `era` reads the data entry `file` (`data/<ns>/recipes/x.json`, `data/<ns>/tags/items/x.json`,
 * or any other entry, which every era reads). Only the folders that changed spelling are judged.
 */
export function readInEra(file: string, era: DataFolderEra): boolean {
  if (era === null || !file.startsWith('data/')) return true;
  const ns = file.indexOf('/', 5);
  if (ns < 0) return true;
  const first = file.indexOf('/', ns + 1);
  if (first < 0) return true;
  let folder = file.slice(ns + 1, first);
  if (folder === 'tags') {
    const second = file.indexOf('/', first + 1);
    if (second < 0) return true;
    folder = file.slice(first + 1, second);
  } else if (folder !== 'recipes' && folder !== 'recipe') return true;
  const spelling = PLURAL[folder];
  return spelling === undefined || spelling === era;
}

/** A namespace and a path the game accepts as a resource location (`ResourceLocation.isAllowedInResourceLocation`). */
const VALID_NAMESPACE = /^[a-z0-9_.-]+$/;
const VALID_PATH = /^[a-z0-9/._-]+$/;

/**
 * The id the game gives the data file at `<ns>/<kind folder>/<path>.json`, or null when it never loads it. From 1.13
 * a pack's file whose namespace or path is not a valid resource location (an upper-case letter, a space) is skipped
 * with "Invalid path in datapack: …, ignoring" (`ResourceLocation.tryBuild` in the packs' `listResources`), so a data
 * pack's `recipes/Copper.json` adds nothing. 1.12 (`legacy`: `assets/<ns>/recipes/`, read by Forge's
 * CraftingHelper) lower-cases both instead (its ResourceLocation constructor does), so Pam's HarvestCraft's
 * `recipes/beansandriceitem_cropOnion.json` is `harvestcraft:beansandriceitem_croponion`.
 */
export function dataFileId(namespace: string, path: string, legacy: boolean): string | null {
  if (legacy) return `${namespace.toLowerCase()}:${path.toLowerCase()}`;
  return VALID_NAMESPACE.test(namespace) && VALID_PATH.test(path) ? `${namespace}:${path}` : null;
}
