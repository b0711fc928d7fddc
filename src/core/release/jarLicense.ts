import { entryText } from '../archive/entryText';
import * as fs from 'node:fs';
import { FileSource } from '../archive/byteSource';
import { JarArchive } from '../archive/jarArchive';
import { parseBoundedToml } from '../formats/boundedToml';
import { lenientJsonObject } from '../formats/lenientJson';
import { isObject, stringList, stringValue, type JsonObject } from '../mods/metadataValues';
import { errorMessage } from '../text/textSafety';

/** Metadata files above this size are not real ones: they are skipped, never read whole. */
const MAX_ENTRY_BYTES = 2 * 1024 * 1024;

/** Who made a jar and under which license, as its own metadata says. */
export interface JarLicense {
  /** Which metadata file it came from; null when the file has none (a resource pack, a library, not a jar). */
  metadata: 'fabric.mod.json' | 'quilt.mod.json' | 'META-INF/neoforge.mods.toml' | 'META-INF/mods.toml' | null;
  id: string | null;
  name: string | null;
  version: string | null;
  authors: string[];
  /** The license values as written (a Fabric array and a Quilt array give several). */
  licenses: string[];
  /** The mod's page (homepage, else sources, else issues), when declared. */
  link: string | null;
  /** The source code's address, when declared (GPL/MPL ask for it). */
  sources: string | null;
  /** Why the file could not be read (corrupt, not a zip); null when it could. */
  error: string | null;
}

const EMPTY: Omit<JarLicense, 'error'> = {
  metadata: null,
  id: null,
  name: null,
  version: null,
  authors: [],
  licenses: [],
  link: null,
  sources: null,
};

/**
 * The license of a jar from `fabric.mod.json` (`license`: string or array), `quilt.mod.json`
 * (`quilt_loader.metadata.license`: string, `{id|name}` object or array) or Forge/NeoForge `mods.toml`
 * (`license` at file level), in that order. Reads at most the few metadata entries, each capped; a file that is not a
 * readable zip gives an `error` instead of throwing.
 */
export async function readJarLicense(jarPath: string): Promise<JarLicense> {
  let source: FileSource | null = null;
  try {
    const stat = await fs.promises.stat(jarPath);
    if (!stat.isFile()) return { ...EMPTY, error: 'not a regular file' };
    if (stat.size === 0) return { ...EMPTY, error: 'empty file' };
    source = await FileSource.open(jarPath, stat.size);
    const archive = await JarArchive.open(source);
    const text = (name: string): Promise<string | null> => entryText(archive, name, MAX_ENTRY_BYTES);
    const fabric = lenientJsonObject(await text('fabric.mod.json'));
    if (fabric !== null) return { ...fromFabric(fabric), error: null };
    const quilt = lenientJsonObject(await text('quilt.mod.json'));
    if (quilt !== null) return { ...fromQuilt(quilt), error: null };
    for (const name of ['META-INF/neoforge.mods.toml', 'META-INF/mods.toml'] as const) {
      const toml = await text(name);
      if (toml === null) continue;
      const parsed = fromModsToml(toml, name);
      if (parsed !== null) return { ...parsed, error: null };
    }
    return { ...EMPTY, error: null };
  } catch (error) {
    return { ...EMPTY, error: errorMessage(error) };
  } finally {
    source?.close();
  }
}

function fromFabric(json: JsonObject): Omit<JarLicense, 'error'> {
  const contact = isObject(json['contact']) ? json['contact'] : {};
  const sources = stringValue(contact['sources']);
  return {
    metadata: 'fabric.mod.json',
    id: stringValue(json['id']),
    name: stringValue(json['name']),
    version: stringValue(json['version']),
    authors: people(json['authors']),
    licenses: stringList(json['license']),
    link: stringValue(contact['homepage']) ?? sources ?? stringValue(contact['issues']),
    sources,
  };
}

function fromQuilt(json: JsonObject): Omit<JarLicense, 'error'> {
  const loader = isObject(json['quilt_loader']) ? json['quilt_loader'] : {};
  const metadata = isObject(loader['metadata']) ? loader['metadata'] : {};
  const contact = isObject(metadata['contact']) ? metadata['contact'] : {};
  const contributors = isObject(metadata['contributors']) ? Object.keys(metadata['contributors']) : [];
  const license = metadata['license'];
  const licenses = (Array.isArray(license) ? license : [license]).flatMap((l) =>
    isObject(l) ? (stringValue(l['id']) ?? stringValue(l['name']) ?? []) : (stringValue(l) ?? []),
  );
  const sources = stringValue(contact['sources']);
  return {
    metadata: 'quilt.mod.json',
    id: stringValue(loader['id']),
    name: stringValue(metadata['name']),
    version: stringValue(loader['version']),
    authors: contributors.slice(0, 50),
    licenses,
    link: stringValue(contact['homepage']) ?? sources ?? stringValue(contact['issues']),
    sources,
  };
}

function fromModsToml(
  text: string,
  file: 'META-INF/neoforge.mods.toml' | 'META-INF/mods.toml',
): Omit<JarLicense, 'error'> | null {
  let toml: Record<string, unknown>;
  try {
    toml = parseBoundedToml(text);
  } catch {
    return null;
  }
  const mods = Array.isArray(toml['mods']) ? toml['mods'].filter(isObject) : [];
  const first = mods[0] ?? {};
  const authors = stringValue(first['authors']);
  const version = stringValue(first['version']);
  return {
    metadata: file,
    id: stringValue(first['modId']),
    name: stringValue(first['displayName']),
    // `${file.jarVersion}` is filled in from the manifest at run time: not a version to show.
    version: version !== null && !version.includes('${') ? version : null,
    authors: authors === null ? [] : [authors],
    licenses: stringList(toml['license']),
    link: stringValue(first['displayURL']) ?? stringValue(toml['issueTrackerURL']),
    sources: null,
  };
}

/** Fabric people: a name string or `{name, contact}` objects. */
function people(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value
    .map((p) => (isObject(p) ? stringValue(p['name']) : stringValue(p)))
    .filter((p): p is string => p !== null)
    .slice(0, 50);
}
