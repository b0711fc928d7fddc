import { parseGameJson } from './gameJson';
import {
  evaluateLoadCondition,
  isLoadCondition,
  loadCondition,
  loadConditionList,
  type LoadCondition,
} from './loadConditions';
import { compareFormat, type PackFormat, type PackFormats } from './packFormats';
import type { PackFiles } from './packFilesView';
import type { LoaderFamily } from './recipeConditions';

/**
 * `pack.mcmeta` overlays (Minecraft 1.20.2+): `{"overlays": {"entries": [{"directory", "formats"}]}}` names folders of
 * the pack, beside its root `data/` and `assets/`, that the game lays over the pack when its own pack format is in the
 * entry's range. The game picks the applicable entries in the order written and stacks them over the base pack, the
 * later on top: a file an applied overlay holds replaces the base pack's file of the same path, and the rest of the base
 * pack stays (net.minecraft.server.packs.CompositePackResources; OverlayMetadataSection.overlaysForVersion). Data files
 * are judged by the data pack format, assets by the resource pack format (packFormats.ts).
 *
 * Loaders add sections of their own, appended after the vanilla entries: NeoForge's `neoforge:overlays` (same shape;
 * NeoForge's Pack.readPackMetadata patch adds them after `overlays`), whose entries (in both sections) may carry
 * `neoforge:conditions`; Fabric API's `fabric:overlays`, entries `{"directory", "condition"}` without formats,
 * applied after the vanilla ones on Fabric (fabric-resource-conditions-api OverlayConditionsMetadata).
 */

export type OverlaySection = 'vanilla' | 'neoforge' | 'fabric';

export interface OverlayEntry {
  directory: string;
  section: OverlaySection;
  /** The `formats` range (major versions, inclusive), null when the entry has none. */
  formats: [number, number] | null;
  /** 1.21.9+ `min_format`/`max_format` as `[major, minor]` (an integer max covers every minor of that major). */
  min: [number, number] | null;
  max: [number, number] | null;
  /** NeoForge `neoforge:conditions` (all must hold; read on NeoForge only) or Fabric's `condition`; true: none. */
  when: LoadCondition;
}

/** The overlays of one pack as read (before any instance is known): the entries and each directory's files. */
export interface PackOverlays<Part> {
  entries: OverlayEntry[];
  parts: Array<{ directory: string; part: Part }>;
}

/** What the instance makes of overlays: its pack formats (packFormats.ts), its loader and its mod ids. */
export interface OverlayContext {
  formats: PackFormats | 'none' | 'unknown';
  family: LoaderFamily | null;
  modIds: ReadonlySet<string>;
}

/** Directory names the game accepts (OverlayMetadataSection.DIR_VALIDATOR). */
const DIRECTORY = /^[-_a-zA-Z0-9.]+$/;
/** Overlay entries read per pack at most (a hostile file stays cheap). */
const MAX_ENTRIES = 64;
const OPEN_MINOR = 2_147_483_647;

/** The overlay entries a parsed `pack.mcmeta` declares, in the order the game applies them (vanilla, NeoForge, Fabric). */
export function overlayEntries(mcmeta: unknown): OverlayEntry[] {
  if (typeof mcmeta !== 'object' || mcmeta === null || Array.isArray(mcmeta)) return [];
  const root = mcmeta as Record<string, unknown>;
  const out: OverlayEntry[] = [];
  const sections: Array<[string, OverlaySection]> = [
    ['overlays', 'vanilla'],
    ['neoforge:overlays', 'neoforge'],
    ['fabric:overlays', 'fabric'],
  ];
  for (const [key, section] of sections) {
    const body = root[key];
    if (typeof body !== 'object' || body === null) continue;
    const list = (body as Record<string, unknown>)['entries'];
    if (!Array.isArray(list)) continue;
    for (const raw of list) {
      if (out.length >= MAX_ENTRIES) return out;
      if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) continue;
      const e = raw as Record<string, unknown>;
      const directory = e['directory'];
      // `.` and `..` would name the pack itself or a folder outside it: never read.
      if (typeof directory !== 'string' || !DIRECTORY.test(directory) || /^\.+$/.test(directory)) continue;
      // NeoForge reads `neoforge:conditions` on the entries of both sections; Fabric its own `condition`. Conditions
      // Nova cannot judge count as holding (docs/content.md).
      const neo = e['neoforge:conditions'];
      const when =
        section === 'fabric' ? loadCondition(e['condition']) : Array.isArray(neo) ? loadConditionList(neo) : true;
      out.push({
        directory,
        section,
        formats: formatsRange(e['formats']),
        min: packFormat(e['min_format'], 0),
        max: packFormat(e['max_format'], OPEN_MINOR),
        when,
      });
    }
  }
  return out;
}

/**
 * The directories applied for one side of the pack (`data`: data pack format; `assets`: resource pack format), bottom
 * first. None before 1.20.2 or when the version's format is not known (the caller says so in the index's gaps).
 */
export function appliedOverlays(
  entries: readonly OverlayEntry[],
  context: OverlayContext,
  side: 'data' | 'assets',
): string[] {
  const formats = context.formats;
  if (formats === 'none' || formats === 'unknown') return [];
  const format = side === 'data' ? formats.data : formats.assets;
  // From 1.21.9 (data 82+, resources 65+) the game reads `min_format`/`max_format`, with minor versions.
  const minorEra = side === 'data' ? format[0] >= 82 : format[0] >= 65;
  const out: string[] = [];
  for (const e of entries) {
    if (e.section === 'neoforge' && context.family !== 'neoforge') continue;
    if (e.section === 'fabric' && context.family !== 'fabric') continue;
    if (e.section !== 'fabric' && !inRange(e, format, minorEra)) continue;
    const judged =
      e.section === 'fabric' || context.family === 'neoforge' ? evaluateLoadCondition(e.when, context.modIds) : true;
    if (judged === false) continue;
    out.push(e.directory);
  }
  return out;
}

function inRange(e: OverlayEntry, format: PackFormat, minorEra: boolean): boolean {
  if (minorEra && (e.min !== null || e.max !== null)) {
    const min: PackFormat = e.min ?? [0, 0];
    const max: PackFormat = e.max ?? [Number.MAX_SAFE_INTEGER, OPEN_MINOR];
    return compareFormat(format, min) >= 0 && compareFormat(format, max) <= 0;
  }
  if (e.formats === null) return false;
  return format[0] >= e.formats[0] && format[0] <= e.formats[1];
}

/** `formats`: an integer, `[min, max]` or `{"min_inclusive", "max_inclusive"}` (the game's InclusiveRange codec). */
function formatsRange(value: unknown): [number, number] | null {
  if (isInt(value)) return [value, value];
  if (Array.isArray(value) && value.length === 2 && isInt(value[0]) && isInt(value[1])) return [value[0], value[1]];
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    const r = value as Record<string, unknown>;
    if (isInt(r['min_inclusive']) && isInt(r['max_inclusive'])) return [r['min_inclusive'], r['max_inclusive']];
  }
  return null;
}

/** `min_format`/`max_format`: an integer (`minor` for the minor: 0 for a minimum, every minor for a maximum) or `[major, minor]`. */
function packFormat(value: unknown, minor: number): [number, number] | null {
  if (isInt(value)) return [value, minor];
  if (Array.isArray(value) && value.length >= 1 && value.length <= 2 && value.every(isInt))
    return [value[0] as number, value[1] ?? minor];
  return null;
}

function isInt(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value);
}

/**
 * The pack's overlay folders as packs of their own: for each declared directory, its `data/` and `assets/` files
 * with the directory taken off their names (so they read as a pack root does), reading through `files`. `mcmeta` is
 * the index of the pack's `pack.mcmeta` in `files`, read with `readJson`.
 */
export async function overlayViews(
  files: PackFiles,
  mcmeta: number,
  readJson: (index: number) => Promise<unknown>,
): Promise<{ entries: OverlayEntry[]; views: Array<{ directory: string; files: PackFiles }> } | null> {
  const entries = overlayEntries(await readJson(mcmeta));
  if (entries.length === 0) return null;
  const directories = [...new Set(entries.map((e) => e.directory))];
  const views = directories.map((directory) => {
    const start = `${directory}/`;
    const names: string[] = [];
    const indices: number[] = [];
    for (let i = 0; i < files.names.length; i++) {
      const name = files.names[i]!;
      if (!name.startsWith(start)) continue;
      const rest = name.slice(start.length);
      if (rest.startsWith('data/') || rest.startsWith('assets/')) {
        names.push(rest);
        indices.push(i);
      }
    }
    const view: PackFiles = {
      names,
      size: (i) => files.size(indices[i]!),
      read: (i, maxBytes) => files.read(indices[i]!, maxBytes),
    };
    if (files.readNow !== undefined)
      view.readNow = (i, maxBytes, into) => files.readNow?.(indices[i]!, maxBytes, into) ?? null;
    return { directory, files: view };
  });
  return { entries, views };
}

/** The overlay directories a pack folder's `pack.mcmeta` text declares (packFiles.ts lists their files). */
export function overlayDirectories(mcmetaText: string): string[] {
  return [...new Set(overlayEntries(parseGameJson(mcmetaText)).map((e) => e.directory))];
}

/** Whether a value read back from the cache is a well-formed {@link OverlayEntry} list. */
export function isOverlayEntries(value: unknown): value is OverlayEntry[] {
  if (!Array.isArray(value)) return false;
  return value.every((v) => {
    if (typeof v !== 'object' || v === null) return false;
    const e = v as Record<string, unknown>;
    return (
      typeof e['directory'] === 'string' &&
      (e['section'] === 'vanilla' || e['section'] === 'neoforge' || e['section'] === 'fabric') &&
      isPairOrNull(e['formats']) &&
      isPairOrNull(e['min']) &&
      isPairOrNull(e['max']) &&
      isLoadCondition(e['when'])
    );
  });
}

function isPairOrNull(value: unknown): boolean {
  return value === null || (Array.isArray(value) && value.length === 2 && value.every(isInt));
}
