import type { Dependency, DependencyKind, ModMetadata } from '../model/modFile';
import { isObject, stringList, stringValue } from './metadataValues';
import { MetadataError, type ParsedMetadata } from '../formats/parsedMetadata';
import { ModMetadataMessages as M } from './modMetadataMessages';
import { modWarningFields } from './modWarningFields';
import { jsonDescriptor } from './jsonDescriptor';
import { declaredSide } from './declaredSide';
import { quiltConstraintToFabric } from '../versions/quiltVersionConstraint';

const QUILT_ID = /^[a-z][a-z0-9-_]{1,63}$/;
/** `minecraft.environment` values Quilt Loader accepts. */
const ENVIRONMENTS = { '*': 'both', '': 'both', client: 'client', dedicated_server: 'server' } as const;

/**
 * Reads `quilt.mod.json` (QuiltMC RFC 0002). Dependencies are `modId` / `group:modId` strings, objects
 * `{id, versions, optional, unless}`, or arrays (any-of). An any-of group with several members cannot be one
 * Dependency, so each member becomes an optional dependency: never a false "missing" report.
 */
export function parseQuiltMetadata(text: string): ParsedMetadata {
  const { value, warnings } = jsonDescriptor(text, 'quilt.mod.json');
  const loader = value['quilt_loader'];
  if (!isObject(loader)) throw new MetadataError(M.missingQuiltLoader({ file: 'quilt.mod.json' }));
  const id = stringValue(loader['id']);
  if (id === null)
    throw new MetadataError(M.missingKey({ file: 'quilt.mod.json', key: 'quilt_loader.id', loader: 'Quilt' }));
  if (!QUILT_ID.test(id))
    warnings.push(
      M.invalidId({ file: 'quilt.mod.json', id, loader: 'Quilt', pattern: '[a-z][a-z0-9-_]{1,63}', refused: false }),
    );

  const dependencies: Dependency[] = [];
  addDependencies(dependencies, loader['depends'], 'required');
  addDependencies(dependencies, loader['breaks'], 'breaks');

  const metadata = isObject(loader['metadata']) ? loader['metadata'] : {};
  const minecraft = isObject(value['minecraft']) ? value['minecraft'] : {};
  const mod: ModMetadata = {
    id,
    name: stringValue(metadata['name']) ?? id,
    version: stringValue(loader['version']) ?? 'unknown',
    loader: 'quilt',
    source: 'quilt.mod.json',
    side: declaredSide(minecraft['environment'], ENVIRONMENTS, (v) => M.quiltEnvironment({ value: v }), warnings),
    dependencies,
    provides: provides(loader['provides']),
    ...modWarningFields(warnings),
  };
  return { mods: [mod], nestedJars: stringList(loader['jars']), mixinConfigs: stringList(value['mixin']) };
}

function addDependencies(out: Dependency[], value: unknown, kind: DependencyKind): void {
  if (value === undefined) return;
  for (const item of Array.isArray(value) ? value : [value]) {
    if (Array.isArray(item)) {
      // An any-of group (for depends) or all-of (for breaks): only a single member keeps its strength.
      for (const member of item) addOne(out, member, item.length === 1 || kind === 'breaks' ? kind : 'optional');
    } else addOne(out, item, kind);
  }
}

function addOne(out: Dependency[], item: unknown, kind: DependencyKind): void {
  if (typeof item === 'string') {
    out.push({ id: modIdPart(item), kind, ranges: null, syntax: 'fabric', side: 'both' });
    return;
  }
  if (!isObject(item)) return;
  const raw = stringValue(item['id']);
  if (raw === null) return;
  const dependency: Dependency = {
    id: modIdPart(raw),
    kind: kind === 'required' && item['optional'] === true ? 'optional' : kind,
    ranges: quiltRanges(item['versions']),
    syntax: 'fabric',
    side: 'both',
  };
  const unless = unlessId(item['unless']);
  if (unless !== null) dependency.unless = unless;
  out.push(dependency);
}

/** `group:modId` → `modId`. */
function modIdPart(id: string): string {
  const colon = id.lastIndexOf(':');
  return colon >= 0 ? id.slice(colon + 1) : id;
}

/**
 * Quilt `versions` as Fabric predicate alternatives: a string or an array (`any`) of constraints, or `{ all }`
 * (every constraint); each constraint keeps Quilt's meaning (quiltVersionConstraint.ts). Null means any version.
 */
function quiltRanges(value: unknown): string[] | null {
  if (value === undefined) return null;
  if (isObject(value)) {
    const any = value['any'];
    const all = value['all'];
    if (Array.isArray(any)) return quiltRanges(any);
    if (Array.isArray(all)) {
      const terms = all
        .filter((v): v is string => typeof v === 'string')
        .map(quiltConstraintToFabric)
        .filter((t): t is string => t !== null);
      return terms.length === 0 ? null : [terms.join(' ')];
    }
    return null;
  }
  const list = stringList(value).map(quiltConstraintToFabric);
  if (list.length === 0 || list.some((s) => s === null)) return null;
  return list as string[];
}

function unlessId(value: unknown): string | null {
  if (typeof value === 'string') return modIdPart(value);
  if (isObject(value)) {
    const id = stringValue(value['id']);
    return id === null ? null : modIdPart(id);
  }
  if (Array.isArray(value)) {
    for (const v of value) {
      const id = unlessId(v);
      if (id !== null) return id;
    }
  }
  return null;
}

function provides(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  const out: string[] = [];
  for (const p of value) {
    const id = typeof p === 'string' ? p : isObject(p) ? stringValue(p['id']) : null;
    if (id) out.push(modIdPart(id));
  }
  return out;
}
