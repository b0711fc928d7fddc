import type { Dependency, ModMetadata } from '../model/modFile';
import { compareFabricVersions, isUnknownVersion, satisfiesFabric } from '../versions/fabricVersionPredicate';
import { compareMavenVersions, satisfiesMaven } from '../versions/mavenVersionRange';
import { satisfiesMinecraftPredicate } from '../versions/minecraftVersion';

/** Whether `version` satisfies the dependency's ranges in its syntax; null when that cannot be judged. */
export function satisfiesRange(dep: Dependency, version: string): boolean | null {
  if (dep.ranges === null) return true;
  if (dep.syntax === 'fabric') return satisfiesFabric(version, dep.ranges);
  let unknown = false;
  for (const range of dep.ranges) {
    const ok = satisfiesMaven(version, range);
    if (ok === true) return true;
    if (ok === null) unknown = true;
  }
  return unknown ? null : dep.ranges.length === 0 ? null : false;
}

/**
 * Fabric predicates see the normalised Minecraft version, as Fabric Loader does. Maven ranges are judged only
 * for release names (`1.20.1`, `26.1`): Maven orders snapshots and pre-releases unlike Minecraft does.
 */
export function satisfiesMinecraft(dep: Dependency, minecraft: string): boolean | null {
  if (dep.syntax === 'fabric') return satisfiesMinecraftPredicate(minecraft, dep.ranges);
  if (dep.ranges !== null && !/^\d+\.\d+(?:\.\d+)?$/.test(minecraft.trim())) return null;
  return satisfiesRange(dep, minecraft.trim());
}

/** Version order of two copies of a mod with the syntax of their loader; 0 when it cannot be told. */
export function compareModVersions(a: ModMetadata, b: ModMetadata): number {
  if (isUnknownVersion(a.version) || isUnknownVersion(b.version)) return 0;
  const fabricLike = (m: ModMetadata): boolean => m.loader === 'fabric' || m.loader === 'quilt';
  if (fabricLike(a) && fabricLike(b)) return compareFabricVersions(a.version, b.version) ?? 0;
  return Math.sign(compareMavenVersions(a.version, b.version));
}
