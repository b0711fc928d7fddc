import { dependencyGraph, requiredFiles } from '../checks/dependencyGraph';
import type { Instance } from '../model/instance';
import type { ModFile } from '../model/modFile';
import type { Requires } from './bisectPlan';

/**
 * Which enabled files each enabled file needs, by file name: for every required dependency of the metadata the
 * loader reads, every other enabled file providing that id (its own id, a `provides` entry or a nested jar), as the
 * dependency graph links them (src/core/checks/dependencyGraph.ts). Ids the game or loader provides need no
 * file. When several files provide an id, all of them count, which may keep a library enabled longer than strictly
 * needed but never strands a mod.
 */
export function bisectRequires(instance: Instance, files: readonly ModFile[]): Requires {
  return requiredFiles(dependencyGraph(instance, files));
}
