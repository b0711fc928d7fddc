import * as fs from 'node:fs';
import { FileSource } from '../archive/byteSource';
import { entryText } from '../archive/entryText';
import { JarArchive } from '../archive/jarArchive';
import { lenientJsonObject } from '../formats/lenientJson';

/** The largest icon Nova takes from a jar: mod icons are a few KiB; anything bigger is not shown, never read whole. */
export const MAX_ICON_BYTES = 256 * 1024;
/** Metadata files are read only up to this size to find the icon entry. */
const MAX_METADATA_BYTES = 512 * 1024;
/** The eight bytes every PNG starts with. */
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** The tree shows icons at 16 px (32 px on HiDPI): of several sizes, the smallest at least this large. */
const WANTED_SIZE = 32;

/** The metadata texts a jar's icon entry is named in (null: the jar has no such file). */
export interface IconMetadata {
  fabric: string | null;
  quilt: string | null;
  /** `META-INF/mods.toml` or `META-INF/neoforge.mods.toml`. */
  forgeToml: string | null;
}

/**
 * The jar entries that may hold the mod's icon, best first: Fabric `icon` (a path, or sizes to paths), Quilt
 * `quilt_loader.metadata.icon` (same shapes), Forge/NeoForge `logoFile`, then `pack.png` (the resource pack icon many
 * mods ship). Malformed metadata names nothing; entry paths are taken relative to the jar root.
 */
export function iconEntries(metadata: IconMetadata): string[] {
  const found: string[] = [];
  const fabric = lenientJsonObject(metadata.fabric);
  if (fabric !== null) found.push(...iconPaths(fabric['icon']));
  const quilt = lenientJsonObject(metadata.quilt);
  const loader = quilt?.['quilt_loader'];
  const quiltMeta = isObject(loader) ? loader['metadata'] : quilt?.['metadata'];
  if (isObject(quiltMeta)) found.push(...iconPaths(quiltMeta['icon']));
  if (metadata.forgeToml !== null) {
    const logo = /^\s*logoFile\s*=\s*(?:"([^"\r\n]*)"|'([^'\r\n]*)')/m.exec(metadata.forgeToml);
    const name = logo?.[1] ?? logo?.[2];
    if (name !== undefined) found.push(name);
  }
  found.push('pack.png');
  return [...new Set(found.map(entryPath).filter((p) => p !== ''))];
}

/**
 * The PNG bytes of a jar's own icon (see {@link iconEntries}), or null when it names none that exists, is a PNG
 * (by its signature) and is at most {@link MAX_ICON_BYTES}. Never throws: an unreadable jar has no icon. Reads
 * only the zip directory, the metadata files and the one icon entry, each capped.
 */
export async function readJarIcon(jarPath: string): Promise<Buffer | null> {
  let source: FileSource | null = null;
  try {
    const stat = await fs.promises.stat(jarPath);
    if (!stat.isFile() || stat.size === 0) return null;
    source = await FileSource.open(jarPath, stat.size);
    const archive = await JarArchive.open(source);
    const text = (name: string): Promise<string | null> => entryText(archive, name, MAX_METADATA_BYTES);
    const entries = iconEntries({
      fabric: await text('fabric.mod.json'),
      quilt: await text('quilt.mod.json'),
      forgeToml: (await text('META-INF/neoforge.mods.toml')) ?? (await text('META-INF/mods.toml')),
    });
    for (const name of entries) {
      const index = archive.findEntry(name);
      if (index < 0) continue;
      const entry = archive.entry(index);
      if (entry.uncompressedSize > MAX_ICON_BYTES) continue;
      const bytes = await archive.read(entry, MAX_ICON_BYTES);
      if (isPng(bytes)) return bytes;
    }
    return null;
  } catch {
    return null;
  } finally {
    source?.close();
  }
}

export function isPng(bytes: Uint8Array): boolean {
  return bytes.length > PNG_SIGNATURE.length && PNG_SIGNATURE.every((b, i) => bytes[i] === b);
}

/** A Fabric/Quilt icon value: one path, or sizes to paths (the smallest at least {@link WANTED_SIZE}, else the largest). */
function iconPaths(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (!isObject(value)) return [];
  const sized = Object.entries(value)
    .filter((e): e is [string, string] => typeof e[1] === 'string' && /^\d+$/.test(e[0]))
    .map(([size, file]) => ({ size: Number(size), file }))
    .sort((a, b) => a.size - b.size);
  const fit = sized.filter((s) => s.size >= WANTED_SIZE);
  return [...fit, ...sized.filter((s) => s.size < WANTED_SIZE).reverse()].map((s) => s.file);
}

/** A jar entry name from a metadata path: `/` separators, no leading `/` or `./`; a path that climbs out is none. */
function entryPath(value: string): string {
  const name = value
    .trim()
    .replace(/\\/g, '/')
    .replace(/^(\.\/|\/)+/, '');
  return name.split('/').some((part) => part === '..') ? '' : name;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
