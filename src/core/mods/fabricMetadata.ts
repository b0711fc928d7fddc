import type { Dependency, DependencyKind, ModMetadata } from '../model/modFile';
import { isObject, stringList, stringValue } from './metadataValues';
import { MetadataError, type ParsedMetadata } from '../formats/parsedMetadata';
import { ModMetadataMessages as M } from './modMetadataMessages';
import { modWarningFields } from './modWarningFields';
import { jsonDescriptor } from './jsonDescriptor';
import { declaredSide } from './declaredSide';

const FABRIC_ID = /^[a-z][a-z0-9-_]{1,63}$/;
/** `environment` (schema v1) and `side` (v0) values Fabric Loader accepts. */
const ENVIRONMENTS = { '*': 'both', '': 'both', client: 'client', server: 'server' } as const;
const V0_SIDES = { universal: 'both', '*': 'both', client: 'client', server: 'server' } as const;

const V1_DEPENDENCY_KEYS: Array<[string, DependencyKind]> = [
  ['depends', 'required'],
  ['recommends', 'recommended'],
  ['suggests', 'suggested'],
  ['breaks', 'breaks'],
  ['conflicts', 'conflicts'],
];
const V0_DEPENDENCY_KEYS: Array<[string, DependencyKind]> = [
  ['requires', 'required'],
  ['recommends', 'recommended'],
  ['suggests', 'suggested'],
  ['conflicts', 'breaks'],
];

/**
 * Reads `fabric.mod.json` (schema v1, and v0 when `schemaVersion` is absent) following fabric-loader's
 * V1ModMetadataParser/V0ModMetadataParser: a dependency string with spaces is one AND range, an array lists
 * OR alternatives, `*` accepts any version.
 */
export function parseFabricMetadata(text: string): ParsedMetadata {
  const { value, warnings } = jsonDescriptor(text, 'fabric.mod.json');
  const id = stringValue(value['id']);
  if (id === null) throw new MetadataError(M.missingKey({ file: 'fabric.mod.json', key: 'id', loader: 'Fabric' }));
  if (!FABRIC_ID.test(id)) {
    warnings.push(
      M.invalidId({ file: 'fabric.mod.json', id, loader: 'Fabric', pattern: '[a-z][a-z0-9-_]{1,63}', refused: true }),
    );
  }
  const schema = value['schemaVersion'];
  const v0 = schema === undefined;
  if (!v0 && schema !== 1) warnings.push(M.schemaVersion({ value: String(JSON.stringify(schema)) }));

  const dependencies: Dependency[] = [];
  for (const [key, kind] of v0 ? V0_DEPENDENCY_KEYS : V1_DEPENDENCY_KEYS) {
    const map = value[key];
    if (map === undefined) continue;
    if (!isObject(map)) {
      warnings.push(M.notObjectIgnored({ key }));
      continue;
    }
    for (const [depId, spec] of Object.entries(map))
      dependencies.push({ id: depId, kind, ranges: fabricRanges(spec), syntax: 'fabric', side: 'both' });
  }

  const mod: ModMetadata = {
    id,
    name: stringValue(value['name']) ?? id,
    version: stringValue(value['version']) ?? 'unknown',
    loader: 'fabric',
    source: 'fabric.mod.json',
    side: v0
      ? declaredSide(value['side'], V0_SIDES, (v) => M.fabricSide({ value: v }), warnings)
      : declaredSide(value['environment'], ENVIRONMENTS, (v) => M.fabricEnvironment({ value: v }), warnings),
    dependencies,
    provides: stringList(value['provides']),
    ...modWarningFields(warnings),
  };
  return { mods: [mod], nestedJars: nestedJars(value['jars']), mixinConfigs: mixinList(value['mixins']) };
}

/** `"*"` or empty → any version (null); a string → one AND range; an array → OR alternatives. */
function fabricRanges(spec: unknown): string[] | null {
  const list = Array.isArray(spec)
    ? spec.map((s) => (typeof s === 'string' ? s.trim() : ''))
    : typeof spec === 'string'
      ? [spec.trim()]
      : [];
  if (list.length === 0 || list.some((s) => s === '' || s === '*')) return null;
  return list;
}

function nestedJars(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.map((j) => (isObject(j) ? stringValue(j['file']) : null)).filter((f): f is string => f !== null);
}

function mixinList(value: unknown): string[] {
  if (!Array.isArray(value)) return stringList(value);
  return value
    .map((m) => (isObject(m) ? stringValue(m['config']) : stringValue(m)))
    .filter((m): m is string => m !== null);
}
