import type { RecipeEntry } from './contentIndex';
import { readInEra, type DataFolderEra } from './dataFolders';
import { appliedOverlays, type OverlayContext } from './packOverlays';
import { packRecipes, unpackRecipes } from './partRecipes';
import type { RawTag, SourcePart } from './sourceContent';

/** Problems kept per composed part (as sourceContent.ts keeps per part). */
const MAX_PROBLEMS = 20;

/**
 * The parts of a source as the instance's game sees them: a part whose `pack.mcmeta` declares overlays
 * (packOverlays.ts) becomes one part with the applicable overlays laid over it, bottom first; other parts are returned
 * as they are. `unapplied` is called for a part whose overlays could not be judged (the version's pack format is not
 * known). Within the pack a file of an applied overlay replaces the file of the same path: a recipe or tag file of
 * the overlay takes the place of the base file (a tag is not merged with the base file it replaces), and so does a lang
 * file (a key the base file has and the overlay's file of the same path lacks is gone); item, block and fluid ids of the
 * overlay are added over the base ones. Overlay files are named `<directory>/<path>`.
 */
export function overlaidParts(
  parts: readonly SourcePart[],
  context: OverlayContext,
  era: DataFolderEra,
  unapplied?: (part: SourcePart) => void,
): readonly SourcePart[] {
  let out: SourcePart[] | null = null;
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    const overlays = part.overlays;
    if (overlays === undefined) {
      out?.push(part);
      continue;
    }
    out ??= parts.slice(0, i);
    if (context.formats === 'unknown' && overlays.entries.length > 0) unapplied?.(part);
    const data = new Set(appliedOverlays(overlays.entries, context, 'data'));
    const assets = new Set(appliedOverlays(overlays.entries, context, 'assets'));
    // Applied in declaration order (the later on top), each directory once at its last applicable place.
    const order: string[] = [];
    for (const e of overlays.entries)
      if (data.has(e.directory) || assets.has(e.directory)) {
        const at = order.indexOf(e.directory);
        if (at >= 0) order.splice(at, 1);
        order.push(e.directory);
      }
    const layers = order.flatMap((directory) => {
      const found = overlays.parts.find((p) => p.directory === directory);
      return found === undefined
        ? []
        : [{ directory, part: found.part, data: data.has(directory), assets: assets.has(directory) }];
    });
    out.push(compose(part, layers, era));
  }
  return out ?? parts;
}

function compose(
  base: SourcePart,
  layers: ReadonlyArray<{ directory: string; part: SourcePart; data: boolean; assets: boolean }>,
  era: DataFolderEra,
): SourcePart {
  const { overlays: _overlays, ...rest } = base;
  if (layers.length === 0) return rest;
  const recipes = new Map<string, RecipeEntry>();
  for (const r of unpackRecipes(base)) recipes.set(r.file, r);
  const tags = new Map<string, RawTag>();
  for (const t of base.tags) tags.set(t.file, t);
  const items = pairMap(base.items);
  const blocks = pairMap(base.blocks);
  const fluids = pairMap(base.fluids);
  // Per locale, the lang pairs per file in the order first read (a part without `langFiles`: one unnamed file).
  const langByFile = new Map<string, Map<string, string[]>>();
  for (const [locale, pairs] of Object.entries(base.lang))
    langByFile.set(locale, splitByFile(pairs, base.langFiles?.[locale]));
  const namespaces = new Set(base.namespaces);
  const incomplete = { ...base.incomplete };
  const problems = [...base.problems];
  for (const { directory, part, data, assets } of layers) {
    const named = (file: string): string => `${directory}/${file}`;
    if (data) {
      // A file the game of this era does not read replaces nothing either (dataFolders.ts).
      for (const r of unpackRecipes(part))
        if (readInEra(r.file, era)) recipes.set(r.file, { ...r, file: named(r.file) });
      for (const t of part.tags) if (readInEra(t.file, era)) tags.set(t.file, { ...t, file: named(t.file) });
    }
    for (let k = 0; k < part.fluids.length; k += 2) {
      const file = part.fluids[k + 1]!;
      // Fluids named by a fluid tag come with the data; those named by a lang key with the assets.
      if (file.startsWith('data/') ? data : assets) fluids.set(part.fluids[k]!, named(file));
    }
    if (assets) {
      for (let k = 0; k < part.items.length; k += 2) items.set(part.items[k]!, named(part.items[k + 1]!));
      for (let k = 0; k < part.blocks.length; k += 2) blocks.set(part.blocks[k]!, named(part.blocks[k + 1]!));
      for (const [locale, pairs] of Object.entries(part.lang)) {
        let files = langByFile.get(locale);
        if (files === undefined) langByFile.set(locale, (files = new Map<string, string[]>()));
        // The overlay's file takes the place of the base file of the same path (a new path is added after the rest).
        for (const [file, filePairs] of splitByFile(pairs, part.langFiles?.[locale])) files.set(file, filePairs);
      }
      for (const [ns, why] of Object.entries(part.incomplete)) incomplete[ns] ??= why;
    }
    for (const ns of part.namespaces) namespaces.add(ns);
    for (const p of part.problems) if (problems.length < MAX_PROBLEMS) problems.push(p);
  }
  const lang: Record<string, string[]> = {};
  for (const [locale, files] of langByFile) lang[locale] = [...files.values()].flat();
  const { langFiles: _files, recipeConditions: _conditions, ...kept } = rest;
  return {
    ...kept,
    namespaces: [...namespaces].sort(),
    items: pairList(items),
    blocks: pairList(blocks),
    fluids: pairList(fluids),
    lang,
    tags: [...tags.values()],
    ...packRecipes([...recipes.values()]),
    incomplete,
    problems,
  };
}

/**
 * A part's lang pairs of one locale by the file they came from (`ends`: flat `file, end` pairs, sourceContent.ts
 * `langFiles`); pairs no file accounts for are kept under ''.
 */
function splitByFile(pairs: readonly string[], ends: readonly string[] | undefined): Map<string, string[]> {
  const out = new Map<string, string[]>();
  let start = 0;
  if (ends !== undefined)
    for (let k = 0; k + 1 < ends.length; k += 2) {
      const end = Math.min(Number(ends[k + 1]), pairs.length);
      if (!(end >= start)) continue;
      out.set(ends[k]!, pairs.slice(start, end));
      start = end;
    }
  if (start < pairs.length) out.set('', [...(out.get('') ?? []), ...pairs.slice(start)]);
  return out;
}

/** A flat `id, file` list as a map (the first file of an id is kept, as the list's readers do). */
function pairMap(pairs: readonly string[]): Map<string, string> {
  const map = new Map<string, string>();
  for (let k = 0; k < pairs.length; k += 2) if (!map.has(pairs[k]!)) map.set(pairs[k]!, pairs[k + 1]!);
  return map;
}

function pairList(map: ReadonlyMap<string, string>): string[] {
  const out: string[] = [];
  for (const [id, file] of map) out.push(id, file);
  return out;
}
