import { ConflictFacts } from '../conflicts/conflictFacts';
import type { Instance } from '../instance';
import type { ModFile } from '../modFile';
import type { Requires } from './bisectPlan';

/**
 * Which enabled files each enabled file needs, by file name: for every required dependency of the metadata the
 * loader reads, every other enabled file providing that id (its own id, a `provides` entry or a nested jar). Ids the
 * game or loader provides need no file. When several files provide an id, all of them count, which may keep a
 * library enabled longer than strictly needed but never strands a mod.
 */
export function bisectRequires(instance: Instance, files: readonly ModFile[]): Requires {
  const facts = new ConflictFacts(instance, files);
  const requires: Record<string, string[]> = {};
  for (const file of facts.enabled) {
    const needs = new Set<string>();
    for (const mod of facts.active.get(file) ?? []) {
      for (const dep of mod.dependencies) {
        if (dep.kind !== 'required') continue;
        if (dep.side !== 'both' && dep.side !== instance.side) continue;
        if (facts.builtIns.has(dep.id)) continue;
        for (const provider of facts.providersOf(dep.id)) {
          if (provider.file !== file) needs.add(provider.file.fileName);
        }
      }
    }
    requires[file.fileName] = [...needs].sort();
  }
  return requires;
}
