import { BufferSource, SliceSource } from '../archive/byteSource';
import { JarArchive } from '../archive/jarArchive';
import { ZipFormatError } from '../archive/zipFormatError';
import { dataFileId } from './dataFolders';
import { flatString } from './flatString';
import { parseGameJson } from './gameJson';
import { scanRecipe, scanTag } from './dataScan';
import { langKeyNamespaceEnd, langKeyPrefix, langLocale, parseLangBytes } from './langFiles';
import { legacyBlockstateKind } from './legacyBlockstates';
import { archiveFiles, type PackFiles } from './packFiles';
import { isPackFilter, packFilterOf, type PackFilterEntry } from './packFilter';
import { isOverlayEntries, overlayViews, type PackOverlays } from './packOverlays';
import { recipeFacts } from './recipeShapes';
import { isPackedRecipes, packRecipe, type PackedRecipes } from './partRecipes';
import { ContentNotes } from './contentMessages';
import type { Message } from '../locale/messageCatalog';

/** One tag file as a pack declares it, before merging (tagMerge.ts). */
export interface RawTag {
  registry: string;
  id: string;
  replace: boolean;
  /** Entries as written: `ns:id`, `#ns:tag`; optional entries (`required: false`) end in `?`. */
  values: string[];
  /** Forge/NeoForge `remove` entries. */
  remove: string[];
  /** The entry name inside the pack. */
  file: string;
}

/**
 * What one archive (a jar, a nested jar, a datapack zip or folder) holds, before merging. Serializable (the content
 * cache stores it per jar content hash). Kept compact, as it lives as long as the cache: ids are flat pairs
 * `id, entry name, id, entry name, …` (not an array per id), and the ids a part names more than once (an item, the
 * recipes that make and use it, the tags that hold it) are one string.
 */
export interface SourcePart extends PackedRecipes {
  /** '' for the pack itself; `META-INF/jars/x.jar!/` for a nested jar (so `file` = prefix + entry). */
  prefix: string;
  namespaces: string[];
  /** Flat pairs `id, entry name`, in the order found. */
  items: string[];
  blocks: string[];
  fluids: string[];
  /**
   * Content lang keys by locale as flat pairs `key, value, key, value, …` in the order read (langFiles.ts): replayed
   * into a map, a later pair of the same key wins, as a later lang file does.
   */
  lang: Record<string, string[]>;
  tags: RawTag[];
  /** Flat `id, type, file, io` per recipe, their load conditions by number (partRecipes.ts). */
  recipes: string[];
  /** Namespaces partly created at run time, with the evidence (a message of contentMessages.ts). */
  incomplete: Record<string, Message>;
  /** Evidence that the whole archive generates content at run time (a material system or runtime resource API). */
  runtimeContent: Message | null;
  /** Entries skipped (too large, unreadable JSON), as messages with an empty `source`; bounded. */
  problems: Message[];
  /**
   * The pack's `pack.mcmeta` overlays and each overlay folder read as a part of its own (names relative to the
   * folder); absent when it declares none. Which apply depends on the instance (overlaidParts.ts).
   */
  overlays?: PackOverlays<SourcePart>;
  /**
   * Per locale, flat pairs `lang file, end` telling `lang` apart by file: the file's pairs end at index `end` of the
   * flat list (a decimal string) and start where the previous file's end. Kept only on a pack with overlays and on its overlays'
   * parts, whose lang files replace the pack's files of the same path (overlaidParts.ts).
   */
  langFiles?: Record<string, string[]>;
  /** The pack's `pack.mcmeta` filter (packFilter.ts): files of packs below it that the game treats as absent. */
  filter?: PackFilterEntry[];
}

export interface SourceContent {
  parts: SourcePart[];
}

/**
 * Where tag and recipe entries read at once are inflated (readPart): each is scanned or parsed before the next read,
 * and what is kept of it are strings of their own, so one buffer serves every entry smaller than it (nearly all).
 */
const DATA_SCRATCH = Buffer.allocUnsafeSlow(64 * 1024);
/** A single JSON entry read at most (lang files of the largest mods are about 2 MiB). */
const MAX_ENTRY_BYTES = 8 * 1024 * 1024;
/** Bytes inflated per top-level source in all (a zip bomb stops here, not at the end of memory). */
const MAX_SOURCE_BYTES = 256 * 1024 * 1024;
/** Entries read per source in all. */
const MAX_READS = 150_000;
const MAX_NESTED_DEPTH = 3;
const MAX_NESTED = 64;
const MAX_NESTED_INFLATED = 64 * 1024 * 1024;
const MAX_PROBLEMS = 20;

/**
 * Class folders whose presence means content is generated from code at run time: material systems that make an
 * item per material (GregTech CEu, GregTech, JAOPCA) and runtime resource-pack libraries that make models and lang
 * entries in memory (ARRP, BRRP, Dynamic Asset Generator). Tinkers' Construct is not one: a tool part is one item
 * whose material is data on the stack (its `IMaterialItem.getItemstackWithMaterial`), so `tconstruct:pickaxe_head` is
 * every pickaxe head, and its molten fluids, buckets and casts all ship models and names in the jar.
 */
const RUNTIME_EVIDENCE: ReadonlyArray<[string, Message]> = [
  ['com/gregtechceu/gtceu/api/', ContentNotes.runtimeGregtechCeu({})],
  ['gregtech/api/unification/', ContentNotes.runtimeGregtech({})],
  ['thelm/jaopca/', ContentNotes.runtimeJaopca({})],
  ['net/devtech/arrp/', ContentNotes.runtimeArrp({})],
  ['pers/solid/brrp/', ContentNotes.runtimeBrrp({})],
  ['dev/lukebemish/dynamicassetgenerator/', ContentNotes.runtimeDynamicAssets({})],
  // Moonlight's dynamic packs, and the mods whose own generators extend them: Supplementaries makes its sign posts'
  // and hanging signs' item models and block states per wood type at run time, Every Compat whole blocks
  // (MehVahdJukaar/Supplementaries common/src/main/java/net/mehvahdjukaar/supplementaries/dynamicpack/).
  ['net/mehvahdjukaar/moonlight/api/resources/pack/', ContentNotes.runtimeMoonlight({})],
  ['net/mehvahdjukaar/supplementaries/dynamicpack/', ContentNotes.runtimeMoonlight({})],
  ['net/mehvahdjukaar/every_compat/dynamicpack/', ContentNotes.runtimeMoonlight({})],
];

/**
 * The {@link RUNTIME_EVIDENCE} folders by their first character: a class elsewhere is passed over at once, and one of
 * `com/` or `net/` (most classes) is compared with the two or three folders of its letter, not all eleven.
 */
const RUNTIME_BY_FIRST = new Map<number, ReadonlyArray<[string, Message]>>();
for (const evidence of RUNTIME_EVIDENCE) {
  const first = evidence[0].charCodeAt(0);
  RUNTIME_BY_FIRST.set(first, [...(RUNTIME_BY_FIRST.get(first) ?? []), evidence]);
}

/** What one top-level source may still read, and the ids its parts share (see {@link SourcePart}). */
interface Budget {
  bytes: number;
  reads: number;
  nested: number;
  nestedBytes: number;
  /** Each id string once: an id the source names again (in a recipe, a tag) is this string, not a copy. */
  strings: Map<string, string>;
}

/**
 * Reads the content of a jar or zip: ids from `assets/<ns>/{items,models/item,blockstates}/` names, names from
 * `en_us`/`zh_cn` lang files, tags and recipes from `data/` (and 1.12 `assets/<ns>/recipes/`), then each nested jar
 * under `META-INF/` the same way. Bounded (entry size, total inflated bytes, nested count and depth); a damaged
 * entry becomes a problem, never a thrown error, except a damaged central directory (ZipFormatError).
 */
export async function readArchiveContent(archive: JarArchive, signal?: AbortSignal): Promise<SourceContent> {
  const budget: Budget = {
    bytes: MAX_SOURCE_BYTES,
    reads: MAX_READS,
    nested: MAX_NESTED,
    nestedBytes: MAX_NESTED_INFLATED,
    strings: new Map(),
  };
  const parts: SourcePart[] = [];
  await readArchivePart(archive, '', 0, budget, parts, signal);
  return { parts };
}

/** Reads the content of a pack folder or another {@link PackFiles} (no nested jars). */
export async function readFilesContent(files: PackFiles, signal?: AbortSignal): Promise<SourceContent> {
  const budget: Budget = { bytes: MAX_SOURCE_BYTES, reads: MAX_READS, nested: 0, nestedBytes: 0, strings: new Map() };
  const { part } = await readPart(files, '', budget, signal);
  return { parts: [part] };
}

async function readArchivePart(
  archive: JarArchive,
  prefix: string,
  depth: number,
  budget: Budget,
  parts: SourcePart[],
  signal?: AbortSignal,
): Promise<void> {
  const files = archiveFiles(archive);
  const { part, nestedJars } = await readPart(files, prefix, budget, signal);
  parts.push(part);
  if (depth >= MAX_NESTED_DEPTH) return;
  for (const index of nestedJars) {
    if (budget.nested <= 0) break;
    budget.nested--;
    const name = files.names[index]!;
    try {
      const entry = archive.entry(index);
      const range = await archive.storedRange(entry);
      let inner: JarArchive;
      if (range) inner = await JarArchive.open(new SliceSource(archive.source, range.offset, range.size));
      else {
        if (entry.uncompressedSize > budget.nestedBytes) {
          note(part, ContentNotes.nestedTooLarge({ source: '', name, mib: MAX_NESTED_INFLATED / 1024 / 1024 }));
          continue;
        }
        budget.nestedBytes -= entry.uncompressedSize;
        inner = await JarArchive.open(new BufferSource(await archive.read(entry, MAX_NESTED_INFLATED)));
      }
      await readArchivePart(inner, `${prefix}${name}!/`, depth + 1, budget, parts, signal);
    } catch (error) {
      if (!(error instanceof ZipFormatError) && !(error instanceof RangeError)) throw error;
      note(part, ContentNotes.unreadableEntry({ source: '', name, error: error.message }));
    }
  }
}

function note(part: SourcePart, problem: Message): void {
  if (part.problems.length < MAX_PROBLEMS) part.problems.push(problem);
}

const TAG_DIRS: Record<string, string> = {
  items: 'item',
  blocks: 'block',
  fluids: 'fluid',
  entity_types: 'entity_type',
  functions: 'function',
  game_events: 'game_event',
};
/** Vanilla registries whose tag folder is a single segment (≥ 1.21 singular names included). */
const VANILLA_REGISTRIES = new Set([
  'item',
  'block',
  'fluid',
  'entity_type',
  'function',
  'game_event',
  'banner_pattern',
  'cat_variant',
  'damage_type',
  'enchantment',
  'instrument',
  'painting_variant',
  'point_of_interest_type',
  'potion',
  'chat_type',
  'dimension_type',
  'trim_material',
  'trim_pattern',
  'mob_effect',
  'villager_type',
  'villager_profession',
  'biome',
  'block_entity_type',
  'attribute',
  'sound_event',
  'particle_type',
  'recipe_type',
  'menu',
  'jukebox_song',
  'wolf_variant',
  'frog_variant',
  'structure',
  'dialog',
]);

/**
 * `<rest>` of `data/<ns>/tags/<rest>.json` → registry and tag path. Vanilla registries are one folder (`items`,
 * `item`, `damage_type`) or two under `worldgen/`; any other first folder is a modded registry's namespace
 * (`tags/<registry ns>/<registry path>/<tag>`, NeoForge's tag docs), its registry written `ns:path`.
 */
export function splitTagPath(rest: string): { registry: string; path: string } | null {
  const parts = rest.split('/');
  if (parts.length < 2) return null;
  const first = parts[0]!;
  const mapped = TAG_DIRS[first];
  if (mapped !== undefined) return { registry: mapped, path: parts.slice(1).join('/') };
  if (VANILLA_REGISTRIES.has(first)) return { registry: first, path: parts.slice(1).join('/') };
  if (first === 'worldgen' && parts.length >= 3)
    return { registry: `worldgen/${parts[1]}`, path: parts.slice(2).join('/') };
  if (parts.length >= 3) return { registry: `${first}:${parts[1]}`, path: parts.slice(2).join('/') };
  return { registry: first, path: parts.slice(1).join('/') };
}

const TEMPLATE_LIKE = /(^|_)(template|base|parent|generated|handheld)$|^template_|^_/;
const BUCKET = '_bucket';

type DataKind = 0 | 1 | 2;
const TAG = 0;
const RECIPE = 1;
/** A 1.12 recipe under `assets/<ns>/recipes/`. */
const LEGACY_RECIPE = 2;

async function readPart(
  files: PackFiles,
  prefix: string,
  budget: Budget,
  signal?: AbortSignal,
  overlay = false,
): Promise<{ part: SourcePart; nestedJars: number[] }> {
  const part: SourcePart = {
    prefix,
    namespaces: [],
    items: [],
    blocks: [],
    fluids: [],
    lang: {},
    tags: [],
    recipes: [],
    incomplete: {},
    runtimeContent: null,
    problems: [],
  };
  const namespaces = new Set<string>();
  /** Namespaces with item models, block states or lang files here (the ones whose content this archive defines). */
  const assetNamespaces = new Set<string>();
  const modelItems = new Map<string, Map<string, string>>();
  const itemDefs = new Map<string, Map<string, string>>();
  const blockstates = new Map<string, Map<string, string>>();
  /** Block-state entries, read only in 1.12 (`.lang`) namespaces, where they also define items (legacyBlockstates.ts). */
  const stateEntries: Array<{ index: number; ns: string; path: string }> = [];
  const langEntries: Array<{ index: number; locale: string; legacy: boolean; ns: string }> = [];
  /**
   * Tag and recipe entries to read, as parallel lists (no record per entry): the entry's index, its namespace, its kind
   * and where in its name the path below the kind's folder starts (`<rest>` of `data/<ns>/tags/<rest>.json`).
   */
  const dataIndex: number[] = [];
  const dataNamespaces: string[] = [];
  const dataKind: DataKind[] = [];
  const dataRest: number[] = [];
  const addData = (index: number, ns: string, kind: DataKind, rest: number): void => {
    dataIndex.push(index);
    dataNamespaces.push(ns);
    dataKind.push(kind);
    dataRest.push(rest);
  };
  const nestedJars: number[] = [];
  /** The index of the pack's `pack.mcmeta` (its overlays are read last), or -1. */
  let mcmeta = -1;
  const names = files.names;
  const strings = budget.strings;
  const intern = (text: string): string => {
    const known = strings.get(text);
    if (known !== undefined) return known;
    strings.set(text, text);
    return text;
  };
  const internAll = (list: string[]): string[] => {
    for (let k = 0; k < list.length; k++) list[k] = intern(list[k]!);
    return list;
  };
  const add = (map: Map<string, Map<string, string>>, ns: string, p: string, name: string): void => {
    let inner = map.get(ns);
    if (inner === undefined) {
      inner = new Map<string, string>();
      map.set(ns, inner);
    }
    if (!inner.has(p)) inner.set(p, name);
  };
  // Entries come folder by folder: the namespace of the previous asset or data name is reused while names continue in
  // it, so a name costs no slice of its namespace and no lookup of a fresh string.
  let assetNs: string | null = null;
  let dataNs: string | null = null;
  for (let i = 0; i < names.length; i++) {
    const name = names[i]!;
    const c0 = name.charCodeAt(0);
    if (c0 === 0x61 /* a */ && name.startsWith('assets/')) {
      // Textures, sounds and shaders (most of a mod's assets) are passed over before any slice is made.
      if (!name.endsWith('.json') && !name.endsWith('.lang')) continue;
      let ns: string | null = assetNs;
      let slash = ns === null ? -1 : 7 + ns.length;
      if (ns === null || name.charCodeAt(slash) !== 0x2f || !name.startsWith(ns, 7)) {
        slash = name.indexOf('/', 7);
        if (slash < 0) continue;
        ns = name.slice(7, slash);
      }
      const at = slash + 1;
      if (name.startsWith('models/item/', at) && name.endsWith('.json'))
        add(modelItems, ns, name.slice(at + 12, -5), name);
      else if (name.startsWith('items/', at) && name.endsWith('.json')) add(itemDefs, ns, name.slice(at + 6, -5), name);
      else if (name.startsWith('blockstates/', at) && name.endsWith('.json')) {
        const p = name.slice(at + 12, -5);
        add(blockstates, ns, p, name);
        stateEntries.push({ index: i, ns, path: p });
      } else if (name.startsWith('lang/', at)) {
        const locale = langLocale(name);
        if (locale !== null) langEntries.push({ index: i, ns, ...locale });
      } else if (name.startsWith('recipes/', at) && name.endsWith('.json') && name.charCodeAt(at + 8) !== 0x5f /* _ */)
        addData(i, ns, LEGACY_RECIPE, at + 8);
      else continue;
      if (ns !== assetNs) {
        assetNs = ns;
        namespaces.add(ns);
        assetNamespaces.add(ns);
      }
    } else if (c0 === 0x64 /* d */ && name.startsWith('data/') && name.endsWith('.json')) {
      let ns: string | null = dataNs;
      let slash = ns === null ? -1 : 5 + ns.length;
      if (ns === null || name.charCodeAt(slash) !== 0x2f || !name.startsWith(ns, 5)) {
        slash = name.indexOf('/', 5);
        if (slash < 0) continue;
        ns = name.slice(5, slash);
      }
      const at = slash + 1;
      if (name.startsWith('tags/', at)) addData(i, ns, TAG, at + 5);
      else if (name.startsWith('recipes/', at)) addData(i, ns, RECIPE, at + 8);
      else if (name.startsWith('recipe/', at)) addData(i, ns, RECIPE, at + 7);
      else continue;
      if (ns !== dataNs) {
        dataNs = ns;
        namespaces.add(ns);
      }
    } else if (c0 === 0x4d /* M */ && name.startsWith('META-INF/') && name.endsWith('.jar')) nestedJars.push(i);
    else if (c0 === 0x70 /* p */ && name === 'pack.mcmeta') mcmeta = i;
    else if (part.runtimeContent === null) {
      const candidates = RUNTIME_BY_FIRST.get(c0);
      if (candidates === undefined || !name.endsWith('.class')) continue;
      for (let k = 0; k < candidates.length; k++) {
        if (name.startsWith(candidates[k]![0])) {
          part.runtimeContent = candidates[k]![1];
          break;
        }
      }
    }
  }

  /** A read entry's JSON, or undefined (noted) when it does not parse. Synchronous: one await per entry, the read's. */
  const parseJson = (bytes: Buffer, index: number): unknown => {
    const value = parseGameJson(bytes.toString('utf8'));
    if (value === undefined) note(part, ContentNotes.invalidJson({ source: '', name: names[index]! }));
    return value;
  };
  const readJson = async (index: number): Promise<unknown> => {
    const bytes = await readBytes(files, index, budget, part);
    return bytes === null ? undefined : parseJson(bytes, index);
  };

  /** Where each namespace's English pairs are in `part.lang.en_us` (flat `start, end`): the keys a translation shares. */
  const enRanges = new Map<string, [number, number]>();
  for (const entry of langEntries) {
    signal?.throwIfAborted();
    const bytes = await readBytes(files, entry.index, budget, part);
    if (bytes === null) continue;
    const pairs = part.lang[entry.locale] ?? [];
    const start = pairs.length;
    const english = entry.locale === 'en_us';
    const range = english ? undefined : enRanges.get(entry.ns);
    const hint = range === undefined ? undefined : { keys: part.lang['en_us']!, at: range[0], end: range[1] };
    if (parseLangBytes(bytes, entry.legacy, pairs, hint) === null) {
      note(part, ContentNotes.invalidLang({ source: '', name: names[entry.index]! }));
      continue;
    }
    part.lang[entry.locale] = pairs;
    if (english && pairs.length > start) enRanges.set(entry.ns, [start, pairs.length]);
    // Where each lang file's pairs end, for overlays (overlaidParts.ts): an overlay's file replaces the whole file.
    ((part.langFiles ??= {})[entry.locale] ??= []).push(names[entry.index]!, String(pairs.length));
  }

  // 1.12 namespaces: a Forge block state with the item transform is an item's (not a block), one with an `inventory`
  // variant also models its item block.
  const legacyItems = new Map<string, Map<string, string>>();
  const legacyNs = new Set<string>();
  for (const entry of langEntries) if (entry.legacy) legacyNs.add(entry.ns);
  if (legacyNs.size > 0) {
    for (const entry of stateEntries) {
      if (!legacyNs.has(entry.ns)) continue;
      const kind = legacyBlockstateKind(await readJson(entry.index));
      if (kind === 'block') continue;
      add(legacyItems, entry.ns, entry.path, names[entry.index]!);
      if (kind === 'item') blockstates.get(entry.ns)?.delete(entry.path);
    }
  }

  // Items: 1.21.4+ client item definitions when the namespace has them, else item models that look like items.
  const en = part.lang['en_us'] ?? [];
  const anyLang = part.lang['en_us'] ?? part.lang['zh_cn'] ?? [];
  /** The `item.<ns>.<path>` keys English names (the only en_us keys asked about below), made when first asked. */
  let enItemKeys: Set<string> | null = null;
  const enNames = (key: string): boolean => {
    if (enItemKeys === null) {
      enItemKeys = new Set<string>();
      for (let k = 0; k < en.length; k += 2) if (en[k]!.startsWith('item.')) enItemKeys.add(en[k]!);
    }
    return enItemKeys.has(key);
  };
  const langIds = new Map<string, Set<string>>();
  /** Unnamed item models `<x>_bucket` (flat `ns, path, entry name`): items when `<ns>:<x>` is a fluid here (below). */
  const unnamedBuckets: string[] = [];
  /** `fluid.`/`fluid_type.` lang keys, for the fluids below (in the order first read): flat `ns, path` pairs. */
  const fluidKeys: string[] = [];
  // Lang keys of one namespace come together: its name set is found again only when the namespace changes.
  let lastNs: string | null = null;
  let lastSet: Set<string> | undefined;
  for (let k = 0; k < anyLang.length; k += 2) {
    const key = anyLang[k]!;
    const start = langKeyPrefix(key);
    if (start === 0) continue;
    const end = langKeyNamespaceEnd(key, start);
    if (end < 0) continue;
    const fluid = key.charCodeAt(0) === 0x66; /* f: fluid. or fluid_type. */
    const dot = key.indexOf('.', end + 1);
    if (fluid) {
      if (dot < 0) fluidKeys.push(key.slice(start, end), key.slice(end + 1));
      continue;
    }
    if (lastNs === null || end - start !== lastNs.length || !key.startsWith(lastNs, start)) {
      lastNs = key.slice(start, end);
      lastSet = langIds.get(lastNs);
      if (lastSet === undefined) langIds.set(lastNs, (lastSet = new Set()));
    }
    // `item.<ns>.<path>.<variant>` names an item too: an item whose description id depends on its data has keys
    // only below its own (vanilla's potions: `item.minecraft.potion.effect.water`, never `item.minecraft.potion`).
    lastSet!.add(dot < 0 ? key.slice(end + 1) : key.slice(end + 1, dot));
  }
  for (const ns of namespaces) {
    const defs = itemDefs.get(ns);
    const models = modelItems.get(ns);
    const states = blockstates.get(ns);
    const named = langIds.get(ns);
    // forEach, not `for (const [p, file] of …)`: no entry array per id.
    states?.forEach((file, p) => part.blocks.push(intern(`${ns}:${p}`), file));
    const itemIds = new Set<string>();
    const addItem = (p: string, file: string): void => {
      itemIds.add(p);
      part.items.push(intern(`${ns}:${p}`), file);
    };
    if (defs !== undefined) defs.forEach((file, p) => addItem(p, file));
    else if (models !== undefined) {
      // Models in `minecraft` without names of their own are a mod's overrides of vanilla's models and their
      // variants, never items: Supplementaries ships assets/minecraft/models/item/crossbow_rope_arrow.json and
      // antique_map.json. (1.12's vanilla jar names its items by `.lang` keys not tied to ids: every model counts.)
      const hasNames = (named !== undefined && named.size > 0) || (ns === 'minecraft' && !legacyNs.has(ns));
      models.forEach((file, p) => {
        const evidence = named?.has(p) === true || states?.has(p) === true;
        if (evidence || (!hasNames && !p.includes('/') && !TEMPLATE_LIKE.test(p))) addItem(p, file);
        else if (p.endsWith(BUCKET) && !p.includes('/')) unnamedBuckets.push(ns, p, file);
      });
    }
    legacyItems.get(ns)?.forEach((file, p) => {
      if (!itemIds.has(p)) addItem(p, file);
    });
    // Names in the lang file for items that have no item model: made (or modelled) from code at run time.
    if (named !== undefined && ns !== 'minecraft') {
      let unmodelled = 0;
      for (const p of named) {
        if (!itemIds.has(p) && !(states?.has(p) ?? false) && enNames(`item.${ns}.${p}`)) unmodelled++;
      }
      if (unmodelled >= 10 && unmodelled > itemIds.size / 4) {
        part.incomplete[ns] = ContentNotes.unmodelledNames({ count: unmodelled });
      }
    }
  }
  for (let d = 0; d < dataIndex.length; d++) {
    const index = dataIndex[d]!;
    if ((index & 63) === 0) signal?.throwIfAborted();
    const file = names[index]!;
    const kind = dataKind[d]!;
    const rest = file.slice(dataRest[d], -5);
    // The id the game gives the file (dataFolders.ts): none when it skips the file, lower case on 1.12.
    const dataId = dataFileId(dataNamespaces[d]!, rest, kind === LEGACY_RECIPE);
    if (dataId === null) {
      note(part, ContentNotes.invalidDataPath({ source: '', name: file }));
      continue;
    }
    flatString(dataId);
    // At once when the source allows (no promise per entry: a cold index reads tens of thousands), else awaited. Read
    // at once, a small entry is inflated into the scratch buffer: it is scanned or parsed (into strings of its own)
    // before the next read, so nothing keeps a view of it.
    let bytes = readBytesNow(
      files,
      index,
      budget,
      part,
      files.size(index) < DATA_SCRATCH.length ? DATA_SCRATCH : undefined,
    );
    if (bytes === undefined) bytes = await readBytesLater(files, index, part);
    if (bytes === null) continue;
    // Scanned for the keys the index keeps (dataScan.ts), without decoding the file or an object graph per file;
    // parsed as before when the scan cannot tell, with the same answer either way.
    if (kind === TAG) {
      let tag = scanTag(bytes);
      if (tag === null) {
        const json = parseJson(bytes, index);
        if (typeof json !== 'object' || json === null) continue;
        const record = json as Record<string, unknown>;
        tag = {
          replace: record['replace'] === true,
          values: tagEntries(record['values']),
          remove: tagEntries(record['remove']),
        };
      }
      const split = splitTagPath(rest);
      if (split === null) continue;
      part.tags.push({
        registry: split.registry,
        id: flatString(`${dataNamespaces[d]!}:${split.path}`),
        replace: tag.replace,
        values: internAll(tag.values),
        remove: internAll(tag.remove),
        file,
      });
    } else {
      const scanned = scanRecipe(bytes, kind === LEGACY_RECIPE);
      if (scanned !== null) {
        packRecipe(part, {
          id: dataId,
          type: intern(scanned.type),
          file,
          outputs: scanned.outputs,
          inputs: scanned.inputs,
        });
        continue;
      }
      const json = parseJson(bytes, index);
      if (json === undefined) continue;
      const facts = recipeFacts(json, kind === LEGACY_RECIPE);
      // Packed (partRecipes.ts): its outputs and inputs become one string, so they are not interned one by one.
      packRecipe(part, {
        id: dataId,
        type: intern(facts.type),
        file,
        outputs: facts.outputs,
        inputs: facts.inputs,
        disabledOn: facts.disabledOn.length > 0 ? facts.disabledOn : undefined,
        modConditions: facts.modConditions,
        choices: facts.choices,
      });
    }
  }

  // Fluids: members of fluid tags and `fluid`/`fluid_type` lang keys. A tag entry counts only when it is required
  // and of a namespace this archive has assets for: tags list other mods' fluids too, optional ones of mods the pack
  // may not have (`{"id", "required": false}`), and a data pack cannot register a fluid.
  const fluids = new Map<string, string>();
  for (const tag of part.tags) {
    if (tag.registry !== 'fluid') continue;
    for (const id of tag.values) {
      if (id.startsWith('#') || id.endsWith('?') || fluids.has(id)) continue;
      const colon = id.indexOf(':');
      if (assetNamespaces.has(id.slice(0, colon))) fluids.set(id, tag.file);
    }
  }
  for (let k = 0; k < fluidKeys.length; k += 2) {
    const id = intern(`${fluidKeys[k]}:${fluidKeys[k + 1]}`);
    if (!fluids.has(id)) fluids.set(id, `${prefix}lang`);
  }
  // A bucket's item model names its fluid by its own path: `<x>_bucket` is the bucket item of the fluid `<x>` this
  // archive registers, whether or not the lang file names it (a bucket's name may come from its fluid, in code).
  for (let k = 0; k < unnamedBuckets.length; k += 3) {
    const ns = unnamedBuckets[k]!;
    const p = unnamedBuckets[k + 1]!;
    if (fluids.has(`${ns}:${p.slice(0, -BUCKET.length)}`))
      part.items.push(intern(`${ns}:${p}`), unnamedBuckets[k + 2]!);
  }
  for (const [id, file] of fluids) part.fluids.push(id, file);
  part.namespaces = [...namespaces].sort();
  if (mcmeta >= 0) {
    const meta = await readJson(mcmeta);
    const filter = packFilterOf(meta);
    if (filter !== null) part.filter = filter;
    const declared = await overlayViews(files, mcmeta, () => Promise.resolve(meta));
    if (declared !== null) {
      const parts: Array<{ directory: string; part: SourcePart }> = [];
      for (const view of declared.views)
        parts.push({
          directory: view.directory,
          part: (await readPart(view.files, prefix, budget, signal, true)).part,
        });
      part.overlays = { entries: declared.entries, parts };
    }
  }
  // Only a pack with overlays needs its lang files told apart (its overlays' parts keep theirs).
  if (!overlay && part.overlays === undefined) delete part.langFiles;
  return { part, nestedJars };
}

/** A tag file's `values` or `remove` as the index keeps them: full ids, optional entries ending in `?`. */
export function tagEntries(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  const out: string[] = [];
  for (const v of value) {
    if (typeof v === 'string') out.push(fullTagEntry(v));
    else if (typeof v === 'object' && v !== null && typeof (v as { id?: unknown }).id === 'string') {
      const required = (v as { required?: unknown }).required !== false;
      out.push(fullTagEntry((v as { id: string }).id) + (required ? '' : '?'));
    }
    if (out.length >= 100_000) break;
  }
  return out;
}

function fullTagEntry(raw: string): string {
  const tag = raw.startsWith('#');
  const id = tag ? raw.slice(1) : raw;
  return (tag ? '#' : '') + (id.includes(':') ? id : `minecraft:${id}`);
}

/** An entry's bytes, or null when it is not read (too large, past the budget, unreadable: noted). */
async function readBytes(files: PackFiles, index: number, budget: Budget, part: SourcePart): Promise<Buffer | null> {
  const now = readBytesNow(files, index, budget, part);
  return now !== undefined ? now : readBytesLater(files, index, part);
}

/**
 * As {@link readBytes}, at once: undefined when the entry is within the budget (now counted) but cannot be read without
 * waiting, and must be read with {@link readBytesLater}. A cold index takes tens of thousands of small entries; read
 * this way from a blocking source, they cost no promise and no turn of the microtask queue each.
 */
function readBytesNow(
  files: PackFiles,
  index: number,
  budget: Budget,
  part: SourcePart,
  into?: Buffer,
): Buffer | null | undefined {
  const size = files.size(index);
  if (size > MAX_ENTRY_BYTES) {
    note(
      part,
      ContentNotes.entryTooLarge({ source: '', name: files.names[index]!, mib: MAX_ENTRY_BYTES / 1024 / 1024 }),
    );
    return null;
  }
  if (size > budget.bytes || budget.reads <= 0) {
    note(part, ContentNotes.tooMuchContent({ source: '', name: files.names[index]! }));
    return null;
  }
  budget.bytes -= size;
  budget.reads--;
  if (files.readNow === undefined) return undefined;
  try {
    return files.readNow(index, MAX_ENTRY_BYTES, into) ?? undefined;
  } catch (error) {
    note(
      part,
      ContentNotes.unreadableEntry({ source: '', name: files.names[index]!, error: (error as Error).message }),
    );
    return null;
  }
}

/** The read of an entry {@link readBytesNow} admitted but could not read at once; null when unreadable (noted). */
async function readBytesLater(files: PackFiles, index: number, part: SourcePart): Promise<Buffer | null> {
  try {
    return await files.read(index, MAX_ENTRY_BYTES);
  } catch (error) {
    note(
      part,
      ContentNotes.unreadableEntry({ source: '', name: files.names[index]!, error: (error as Error).message }),
    );
    return null;
  }
}

/**
 * Whether `value` has the shape of a {@link SourceContent} in every field, so a cache read back from disk (a damaged,
 * foreign or older file) is never trusted by its outside alone: every list holds strings only, pair lists have an
 * even length, and every tag and recipe record has its fields.
 */
export function isSourceContent(value: unknown): value is SourceContent {
  if (typeof value !== 'object' || value === null) return false;
  const parts = (value as { parts?: unknown }).parts;
  return Array.isArray(parts) && parts.every(isSourcePart);
}

function isSourcePart(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const p = value as Record<string, unknown>;
  return (
    typeof p['prefix'] === 'string' &&
    isStrings(p['namespaces']) &&
    isPairs(p['items']) &&
    isPairs(p['blocks']) &&
    isPairs(p['fluids']) &&
    isRecordOf(p['lang'], isPairs) &&
    Array.isArray(p['tags']) &&
    p['tags'].every(isRawTag) &&
    isPackedRecipes(p['recipes'], p['recipeConditions']) &&
    isRecordOf(p['incomplete'], isMessage) &&
    (p['runtimeContent'] === null || isMessage(p['runtimeContent'])) &&
    Array.isArray(p['problems']) &&
    p['problems'].every(isMessage) &&
    (p['overlays'] === undefined || isOverlays(p['overlays'])) &&
    (p['filter'] === undefined || isPackFilter(p['filter'])) &&
    (p['langFiles'] === undefined || isRecordOf(p['langFiles'], isPairs))
  );
}

function isOverlays(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const o = value as Record<string, unknown>;
  return (
    isOverlayEntries(o['entries']) &&
    Array.isArray(o['parts']) &&
    o['parts'].every(
      (p: unknown) =>
        typeof p === 'object' &&
        p !== null &&
        typeof (p as Record<string, unknown>)['directory'] === 'string' &&
        isSourcePart((p as Record<string, unknown>)['part']),
    )
  );
}

/** A message as data (`{id, params}` of messageCatalog.ts): an id and parameters that are facts, never objects. */
function isMessage(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const m = value as Record<string, unknown>;
  const params = m['params'];
  return (
    typeof m['id'] === 'string' &&
    typeof params === 'object' &&
    params !== null &&
    !Array.isArray(params) &&
    Object.values(params).every((v) => typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean')
  );
}

function isRawTag(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const t = value as Record<string, unknown>;
  return (
    typeof t['registry'] === 'string' &&
    typeof t['id'] === 'string' &&
    typeof t['replace'] === 'boolean' &&
    isStrings(t['values']) &&
    isStrings(t['remove']) &&
    typeof t['file'] === 'string'
  );
}

function isStrings(value: unknown): value is string[] {
  if (!Array.isArray(value)) return false;
  for (const v of value) if (typeof v !== 'string') return false;
  return true;
}

function isPairs(value: unknown): value is string[] {
  return isStrings(value) && value.length % 2 === 0;
}

function isRecordOf(value: unknown, check: (v: unknown) => boolean): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  for (const key in value) if (!check((value as Record<string, unknown>)[key])) return false;
  return true;
}
