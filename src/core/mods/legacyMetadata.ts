import type { Dependency, ModMetadata } from '../model/modFile';
import { parseLenientJson } from '../formats/lenientJson';
import { isObject, stringList, stringValue } from './metadataValues';
import { MetadataError, type MetadataContext, type ParsedMetadata } from '../formats/parsedMetadata';
import { parseSimpleYaml } from '../formats/simpleYaml';
import { ModMetadataMessages as M } from './modMetadataMessages';
import { modWarningFields } from './modWarningFields';
import { jsonDescriptor } from './jsonDescriptor';

/**
 * Reads Forge ≤1.12 `mcmod.info`: a JSON array of mods or `{modListVersion|modinfoversion: 2, modList|modlist}`
 * (Prism's LocalModParseTask, HMCL's ForgeOldModMetadata). `${version}`-style placeholders take the manifest's
 * Implementation-Version when there is one. Dependencies are not read: old `requiredMods` lists name Forge
 * itself and coremods in ways that would report false "missing" problems.
 */
export function parseMcmodInfo(text: string, context: MetadataContext, fileName = 'mcmod.info'): ParsedMetadata {
  const { value, warningMessages } = parseLenientJson(text, fileName);
  const list = Array.isArray(value)
    ? value
    : isObject(value)
      ? (value['modList'] ?? value['modlist'] ?? value['ModList'])
      : undefined;
  if (!Array.isArray(list)) throw new MetadataError(M.mcmodNotList({ file: fileName }));
  const mods: ModMetadata[] = [];
  for (const entry of list.filter(isObject)) {
    const id = stringValue(entry['modid']) ?? stringValue(entry['modId']);
    if (id === null) continue;
    let version = stringValue(entry['version']) ?? 'unknown';
    if (/\$\{[^}]*\}|@VERSION@/.test(version)) version = context.implementationVersion ?? 'unknown';
    mods.push({
      id,
      name: stringValue(entry['name']) ?? id,
      version,
      loader: 'forge',
      source: 'mcmod.info',
      side: 'both',
      dependencies: [],
      provides: [],
      ...modWarningFields(warningMessages),
    });
  }
  if (mods.length === 0) throw new MetadataError(M.mcmodNoModid({ file: fileName }));
  return { mods, nestedJars: [], mixinConfigs: [] };
}

/** Reads LiteLoader `litemod.json`; its `name` is the mod's identity. */
export function parseLitemodJson(text: string): ParsedMetadata {
  const { value, warnings } = jsonDescriptor(text, 'litemod.json');
  const name = stringValue(value['name']);
  if (name === null) throw new MetadataError(M.missingKey({ file: 'litemod.json', key: 'name', loader: 'LiteLoader' }));
  const mod: ModMetadata = {
    id: name.toLowerCase(),
    name: stringValue(value['displayName']) ?? name,
    version: stringValue(value['version']) ?? stringValue(value['revision']) ?? 'unknown',
    loader: 'liteloader',
    source: 'litemod.json',
    side: 'client',
    dependencies: stringList(value['dependsOn']).map((id) => required(id)),
    provides: [],
    ...modWarningFields(warnings),
  };
  return { mods: [mod], nestedJars: [], mixinConfigs: stringList(value['mixinConfigs']) };
}

/**
 * Reads Bukkit/Spigot `plugin.yml` and Paper `paper-plugin.yml`. Plugins are server-side; `depend` is
 * required and `softdepend` optional; Paper's `dependencies.{bootstrap,server}.<Name>.required` (default true).
 */
export function parsePluginYaml(text: string, source: 'plugin.yml' | 'paper-plugin.yml'): ParsedMetadata {
  const doc = parseSimpleYaml(text, source);
  if (!isObject(doc)) throw new MetadataError(M.notYamlMapping({ file: source }));
  const name = stringValue(doc['name']);
  if (name === null) throw new MetadataError(M.missingPluginName({ file: source }));
  const dependencies: Dependency[] = [];
  for (const id of stringList(doc['depend'])) dependencies.push(required(id));
  for (const id of stringList(doc['softdepend'])) dependencies.push({ ...required(id), kind: 'optional' });
  const paperDeps = isObject(doc['dependencies']) ? doc['dependencies'] : {};
  for (const phase of ['bootstrap', 'server']) {
    const group = paperDeps[phase];
    if (!isObject(group)) continue;
    for (const [id, spec] of Object.entries(group)) {
      if (dependencies.some((d) => d.id === id)) continue;
      const isRequired = !isObject(spec) || spec['required'] !== false;
      dependencies.push({ ...required(id), kind: isRequired ? 'required' : 'optional' });
    }
  }
  const mod: ModMetadata = {
    id: name,
    name,
    version: stringValue(doc['version']) ?? 'unknown',
    loader: 'bukkit',
    source,
    side: 'server',
    dependencies,
    provides: stringList(doc['provides']),
    warnings: [],
  };
  return { mods: [mod], nestedJars: [], mixinConfigs: [] };
}

function required(id: string): Dependency {
  return { id, kind: 'required', ranges: null, syntax: 'maven', side: 'both' };
}
