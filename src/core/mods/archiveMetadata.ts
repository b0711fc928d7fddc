import type { ModMetadata, NestedMod } from '../model/modFile';
import { BufferSource, SliceSource } from '../archive/byteSource';
import { JarArchive } from '../archive/jarArchive';
import { ZipFormatError } from '../archive/zipFormatError';
import { parseFabricMetadata } from './fabricMetadata';
import { parseForgeMetadata } from './forgeMetadata';
import { parseJarJarMetadata } from './jarJarMetadata';
import { parseLitemodJson, parseMcmodInfo, parsePluginYaml } from './legacyMetadata';
import { ManifestFile } from './manifestFile';
import { indexJar } from './jarIndex';
import { decodeMetadataText } from '../formats/metadataText';
import { MetadataError, type MetadataContext, type ParsedMetadata } from '../formats/parsedMetadata';
import { parseQuiltMetadata } from './quiltMetadata';
import type { Message } from '../locale/messageCatalog';
import { ModMetadataMessages } from './modMetadataMessages';

/** Everything Nova reads from one archive's central directory and small entries. */
export interface ArchiveMetadata {
  mods: ModMetadata[];
  nested: NestedMod[];
  packages: string[];
  mixinConfigs: string[];
  automaticModuleName: string | null;
  /** Metadata files that exist but could not be parsed, by id (mods/modMetadataMessages.ts and the formats it reads). */
  errors: Message[];
}

type MetadataFile =
  | 'fabric.mod.json'
  | 'quilt.mod.json'
  | 'META-INF/neoforge.mods.toml'
  | 'META-INF/mods.toml'
  | 'mcmod.info'
  | 'cccmod.info'
  | 'litemod.json'
  | 'paper-plugin.yml'
  | 'plugin.yml'
  | 'META-INF/jarjar/metadata.json';

/** Detection order (Modrinth's): mods are reported in this order. */
const METADATA_FILES: MetadataFile[] = [
  'fabric.mod.json',
  'quilt.mod.json',
  'META-INF/neoforge.mods.toml',
  'META-INF/mods.toml',
  'mcmod.info',
  'cccmod.info',
  'litemod.json',
  'paper-plugin.yml',
  'plugin.yml',
  'META-INF/jarjar/metadata.json',
];
const MANIFEST = 'META-INF/MANIFEST.MF';
const WANTED: ReadonlySet<string> = new Set<string>([...METADATA_FILES, MANIFEST]);
/** Metadata files are a few KiB; anything above this is not a real descriptor. */
const MAX_METADATA_BYTES = 4 * 1024 * 1024;
/** Nested jars larger than this are listed without being opened. */
const MAX_NESTED_BYTES = 64 * 1024 * 1024;
/** Jar-in-jar depth followed (outer jar = 0): deep enough for every loader's real use. */
const MAX_NESTED_DEPTH = 3;
/** Nested jars opened per archive: real mods bundle a few dozen at most; a hostile list stays cheap. */
const MAX_NESTED_JARS = 100;
/**
 * Nested archives opened in all, at every depth, under one top-level jar: Fabric API, the largest real
 * bundle, holds about 50. Without an overall budget 100 jars per level, 3 levels deep, is a million archives.
 */
const MAX_NESTED_TOTAL = 256;
/** Bytes inflated for compressed nested jars in all under one top-level jar (100 entries of one 63 MiB jar…). */
const MAX_NESTED_INFLATED = 64 * 1024 * 1024;

/** What nested-jar reading may still spend under one top-level jar; shared by the whole tree. */
export interface NestedBudget {
  archives: number;
  inflatedBytes: number;
}

/** A fresh budget for one top-level jar. */
export function nestedBudget(): NestedBudget {
  return { archives: MAX_NESTED_TOTAL, inflatedBytes: MAX_NESTED_INFLATED };
}

/**
 * Reads the metadata of an open archive (opened with `deferRecords`, its records are walked only once). Bad
 * metadata becomes `errors`; a damaged central directory or metadata entry (bad record, local header, deflate
 * stream, CRC mismatch) throws {@link ZipFormatError} because the jar itself is broken. `withPackages`
 * indexes class packages (top-level jars only).
 */
export async function readArchiveMetadata(
  archive: JarArchive,
  options: { depth: number; withPackages: boolean; budget?: NestedBudget },
): Promise<ArchiveMetadata> {
  const budget = options.budget ?? nestedBudget();
  const index = indexJar(archive, WANTED, options.withPackages);
  const found = index.found;
  const manifestIndex = found.get(MANIFEST) ?? -1;
  const rootMixins = index.rootMixins;

  // One entry after another, in detection order: a jar holds one or two, and awaiting them one by one spares
  // the promise and array machinery that a cold folder scan paid for on every jar.
  const manifestText =
    manifestIndex >= 0 && needsManifest(found) ? await readText(archive, manifestIndex).catch(() => null) : null;
  const texts: Array<{ file: MetadataFile; text: string | null }> = [];
  for (const file of METADATA_FILES) {
    const entryIndex = found.get(file);
    if (entryIndex !== undefined) texts.push({ file, text: await readText(archive, entryIndex) });
  }
  const manifest = manifestText === null ? null : ManifestFile.parse(manifestText);
  const context: MetadataContext = { implementationVersion: manifest?.get('Implementation-Version') ?? null };

  const result: ArchiveMetadata = {
    mods: [],
    nested: [],
    packages: index.packages,
    mixinConfigs: [],
    automaticModuleName: manifest?.get('Automatic-Module-Name') ?? null,
    errors: [],
  };
  const nestedPaths: string[] = [];
  const mixins = new Set<string>();
  for (const { file, text } of texts) {
    if (text === null) {
      result.errors.push(ModMetadataMessages.tooLarge({ file, mib: MAX_METADATA_BYTES / 1024 / 1024 }));
      continue;
    }
    try {
      if (file === 'META-INF/jarjar/metadata.json') {
        nestedPaths.push(...parseJarJarMetadata(text));
        continue;
      }
      const parsed = parseFile(file, text, context);
      result.mods.push(...parsed.mods);
      nestedPaths.push(...parsed.nestedJars);
      for (const m of parsed.mixinConfigs) mixins.add(m);
    } catch (error) {
      if (error instanceof MetadataError) result.errors.push(error.text);
      else throw error;
    }
  }
  const manifestMixins = manifest?.get('MixinConfigs');
  if (manifestMixins) for (const m of manifestMixins.split(',')) if (m.trim()) mixins.add(m.trim());
  for (const m of rootMixins) mixins.add(m);
  result.mixinConfigs = [...mixins];
  const embedded = manifest?.get('Embedded-Dependencies-Mod');
  if (embedded) nestedPaths.push(embedded);

  if (options.depth < MAX_NESTED_DEPTH && nestedPaths.length > 0) {
    // Entries whose data is one and the same (several records pointing at one local header) are read once.
    const byData = new Map<number, NestedMod>();
    for (const path of [...new Set(nestedPaths.map((p) => p.replace(/^\/+/, '')))].slice(0, MAX_NESTED_JARS)) {
      const entryIndex = archive.findEntry(path);
      if (entryIndex < 0) continue;
      const offset = dataOffset(archive, entryIndex);
      const same = byData.get(offset);
      const nested = same
        ? { entry: path, mods: same.mods, nested: same.nested }
        : await readNested(archive, entryIndex, path, options.depth + 1, budget);
      byData.set(offset, nested);
      result.nested.push(nested);
    }
  }
  return result;
}

/**
 * Fabric and Quilt ignore the manifest (no `${file.jarVersion}`, no `MixinConfigs`, no module layer), so a jar
 * whose only descriptors are theirs skips that read: one read fewer for half of a typical folder. Every
 * other jar (Forge family, legacy, plugins, libraries) needs it for versions, mixins and JPMS module names.
 */
function needsManifest(found: Map<string, number>): boolean {
  for (const name of found.keys()) {
    if (name !== MANIFEST && name !== 'fabric.mod.json' && name !== 'quilt.mod.json') return true;
  }
  return !found.has('fabric.mod.json') && !found.has('quilt.mod.json');
}

function parseFile(file: MetadataFile, text: string, context: MetadataContext): ParsedMetadata {
  switch (file) {
    case 'fabric.mod.json':
      return parseFabricMetadata(text);
    case 'quilt.mod.json':
      return parseQuiltMetadata(text);
    case 'META-INF/neoforge.mods.toml':
    case 'META-INF/mods.toml':
      return parseForgeMetadata(text, file, context);
    case 'mcmod.info':
    case 'cccmod.info':
      return parseMcmodInfo(text, context, file);
    case 'litemod.json':
      return parseLitemodJson(text);
    case 'paper-plugin.yml':
    case 'plugin.yml':
      return parsePluginYaml(text, file);
    case 'META-INF/jarjar/metadata.json':
      return { mods: [], nestedJars: parseJarJarMetadata(text), mixinConfigs: [] };
  }
}

/** The entry's text, or null when it is too large to be metadata. Damaged entries throw ZipFormatError. */
async function readText(archive: JarArchive, index: number): Promise<string | null> {
  try {
    return decodeMetadataText(await archive.read(archive.entry(index), MAX_METADATA_BYTES));
  } catch (error) {
    if (error instanceof ZipFormatError && error.problem === 'too-large') return null;
    throw error;
  }
}

/** Where an entry's data starts (its local header), or a unique negative key for a damaged record. */
function dataOffset(archive: JarArchive, index: number): number {
  try {
    return archive.entry(index).localHeaderOffset;
  } catch {
    return -1 - index;
  }
}

/**
 * A nested jar never fails its outer jar: unreadable ones are listed with no mods, and so are those beyond
 * the top-level jar's budget (archive count, inflated bytes).
 */
async function readNested(
  outer: JarArchive,
  index: number,
  path: string,
  depth: number,
  budget: NestedBudget,
): Promise<NestedMod> {
  try {
    const entry = outer.entry(index);
    if (budget.archives <= 0) return { entry: path, mods: [], nested: [] };
    budget.archives--;
    const range = await outer.storedRange(entry);
    let archive: JarArchive;
    if (range)
      archive = await JarArchive.open(new SliceSource(outer.source, range.offset, range.size), undefined, {
        deferRecords: true,
      });
    else {
      if (entry.uncompressedSize > MAX_NESTED_BYTES || entry.uncompressedSize > budget.inflatedBytes)
        return { entry: path, mods: [], nested: [] };
      budget.inflatedBytes -= entry.uncompressedSize;
      archive = await JarArchive.open(new BufferSource(await outer.read(entry, MAX_NESTED_BYTES)), undefined, {
        deferRecords: true,
      });
    }
    const inner = await readArchiveMetadata(archive, { depth, withPackages: false, budget });
    return { entry: path, mods: inner.mods, nested: inner.nested };
  } catch (error) {
    if (error instanceof ZipFormatError || error instanceof RangeError) return { entry: path, mods: [], nested: [] };
    throw error;
  }
}
