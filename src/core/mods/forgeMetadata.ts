import { TomlError } from 'smol-toml';
import { parseBoundedToml as parseToml, TomlTooDeepError } from '../formats/boundedToml';
import type { Message } from '../locale/messageCatalog';
import { ModMetadataMessages as M } from './modMetadataMessages';
import { modWarningFields } from './modWarningFields';
import type { Dependency, DependencyKind, ModLoader, ModMetadata } from '../model/modFile';
import { isObject, sideValue, stringValue, type JsonObject } from './metadataValues';
import { MetadataError, type MetadataContext, type ParsedMetadata } from '../formats/parsedMetadata';

const JAR_VERSION = '${file.jarVersion}';
const FORGE_ID = /^[a-z][a-z0-9_]{1,63}$/;

/**
 * Reads Forge `META-INF/mods.toml` and NeoForge `META-INF/neoforge.mods.toml`. Supports `[[dependencies.<id>]]`
 * and the flat `[[dependencies]]` array some mods write (HMCL#5068), Forge `mandatory` and NeoForge `type`.
 * A `mods.toml` is NeoForge's when it depends on `neoforge`, or when its javafml `loaderVersion` starts below
 * 10 without a `forge` dependency (NeoForge's FML is 1.x–4.x; Forge's has always been 25+).
 */
export function parseForgeMetadata(
  text: string,
  source: 'META-INF/mods.toml' | 'META-INF/neoforge.mods.toml',
  context: MetadataContext,
): ParsedMetadata {
  let doc: JsonObject;
  try {
    doc = parseToml(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  } catch (error) {
    if (error instanceof TomlError) {
      const what = (error.message.split('\n')[0] ?? 'syntax error')
        .replace(/^Invalid TOML document:\s*/i, '')
        .replace(/\.$/, '');
      throw new MetadataError(M.tomlInvalid({ file: source, reason: what, line: error.line, column: error.column }));
    }
    if (error instanceof TomlTooDeepError)
      throw new MetadataError(M.tomlTooDeep({ file: source, depth: String(error.depth) }));
    throw new MetadataError(M.tomlUnreadable({ file: source, reason: (error as Error).message }));
  }
  const mods = Array.isArray(doc['mods']) ? doc['mods'].filter(isObject) : isObject(doc['mods']) ? [doc['mods']] : [];
  if (mods.length === 0) throw new MetadataError(M.noModsEntry({ file: source }));

  const byMod = isObject(doc['dependencies']) ? doc['dependencies'] : {};
  const flat = Array.isArray(doc['dependencies']) ? doc['dependencies'].filter(isObject) : [];
  const allDependencyIds = [
    ...Object.values(byMod).flatMap((list): unknown[] => (Array.isArray(list) ? (list as unknown[]) : [])),
    ...flat,
  ].map((d) => (isObject(d) ? stringValue(d['modId'])?.toLowerCase() : undefined));
  const loader: ModLoader =
    source === 'META-INF/neoforge.mods.toml' || isNeoForgeModsToml(doc, allDependencyIds) ? 'neoforge' : 'forge';
  const fileJava = stringValue(doc['javaVersion']);

  const result: ParsedMetadata = { mods: [], nestedJars: [], mixinConfigs: mixinConfigs(doc['mixins']) };
  mods.forEach((table, index) => {
    const warnings: Message[] = [];
    const id = stringValue(table['modId']);
    // An entry without a modId is skipped, as the loader does (no mod entry is left to carry a warning).
    if (id === null) return;
    if (!FORGE_ID.test(id)) warnings.push(M.invalidModId({ file: source, id, pattern: '[a-z][a-z0-9_]{1,63}' }));
    const declared = isObject(byMod) ? (byMod[id] ?? findCaseInsensitive(byMod, id)) : undefined;
    const depTables = [...(Array.isArray(declared) ? declared.filter(isObject) : []), ...(index === 0 ? flat : [])];
    const dependencies = depTables.map((d) => forgeDependency(d, loader)).filter((d): d is Dependency => d !== null);
    const mod: ModMetadata = {
      id,
      name: stringValue(table['displayName']) ?? id,
      version: substituteJarVersion(stringValue(table['version']), context, source, warnings),
      loader,
      source: source,
      side: forgeSide(table, dependencies),
      dependencies,
      provides: [],
      ...modWarningFields(warnings),
    };
    const java = stringValue(table['javaVersion']) ?? fileJava;
    if (java !== null) mod.javaRange = java;
    result.mods.push(mod);
  });
  if (result.mods.length === 0) throw new MetadataError(M.noModIdEntry({ file: source }));
  return result;
}

function isNeoForgeModsToml(doc: JsonObject, dependencyIds: Array<string | undefined>): boolean {
  if (dependencyIds.includes('neoforge')) return true;
  if (dependencyIds.includes('forge')) return false;
  const loaderVersion = stringValue(doc['loaderVersion']);
  const lower = loaderVersion ? /^[[(]\s*(\d+)/.exec(loaderVersion) : null;
  return lower !== null && Number(lower[1]) < 10 && stringValue(doc['modLoader']) === 'javafml';
}

function forgeDependency(table: JsonObject, loader: ModLoader): Dependency | null {
  const id = stringValue(table['modId']);
  if (id === null) return null;
  const range = stringValue(table['versionRange']);
  return {
    id,
    kind: dependencyKind(table, loader),
    ranges: range === null || range === '*' ? null : [range],
    syntax: 'maven',
    side: sideValue(table['side']),
  };
}

function dependencyKind(table: JsonObject, loader: ModLoader): DependencyKind {
  const type = typeof table['type'] === 'string' ? table['type'].trim().toLowerCase() : null;
  if (type === 'required') return 'required';
  if (type === 'optional') return 'optional';
  if (type === 'incompatible') return 'breaks';
  if (type === 'discouraged') return 'conflicts';
  const mandatory = table['mandatory'];
  if (mandatory === true || mandatory === 'true') return 'required';
  if (mandatory === false || mandatory === 'false') return 'optional';
  // NeoForge defaults `type` to required; Forge always wrote `mandatory`, and newer Forge also defaults to required.
  return loader === 'neoforge' || type === null ? 'required' : 'optional';
}

/**
 * `displayTest = "IGNORE_ALL_VERSION"` alone also fits server-only mods, so a mod counts as client-only only
 * when its Minecraft (or loader) dependency is also limited to the client.
 */
function forgeSide(table: JsonObject, dependencies: Dependency[]): ModMetadata['side'] {
  const displayTest = stringValue(table['displayTest'])?.toUpperCase();
  if (displayTest !== 'IGNORE_ALL_VERSION') return 'both';
  const platform = dependencies.find((d) => d.id === 'minecraft' || d.id === 'forge' || d.id === 'neoforge');
  return platform?.side === 'client' ? 'client' : 'both';
}

function substituteJarVersion(
  version: string | null,
  context: MetadataContext,
  source: string,
  warnings: Message[],
): string {
  if (version === null) return 'unknown';
  if (!version.includes(JAR_VERSION)) return version;
  if (context.implementationVersion === null) {
    warnings.push(M.jarVersionUnknown({ file: source }));
    return 'unknown';
  }
  return version.split(JAR_VERSION).join(context.implementationVersion);
}

function findCaseInsensitive(map: JsonObject, key: string): unknown {
  const lower = key.toLowerCase();
  for (const [k, v] of Object.entries(map)) if (k.toLowerCase() === lower) return v;
  return undefined;
}

function mixinConfigs(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.map((m) => (isObject(m) ? stringValue(m['config']) : null)).filter((c): c is string => c !== null);
}
