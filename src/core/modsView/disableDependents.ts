import { dependencyGraph, previewDisable } from '../checks/dependencyGraph';
import type { InstanceCheck } from '../checks/workspaceCheck';

/** An enabled mod that would stop loading if the asked files were disabled. */
export interface DependentMod {
  instanceId: string;
  /** The file on disk (absolute), to disable it too. */
  path: string;
  fileName: string;
  /** The mod's name as the loader reads it (the file name for a library). */
  name: string;
  /** The required ids it would be left without. */
  lacks: string[];
}

/**
 * The mods that stop loading when the files at `paths` are disabled (the Mods view's "also disable them?" question):
 * per instance, the dependency graph of the latest scan (src/core/checks/dependencyGraph.ts) and its
 * {@link previewDisable}, which follows chains (A needs B needs C: disabling C stops both). Files being disabled
 * anyway, disabled files and paths the scan does not know are never listed. Reads no file; linear per instance.
 */
export function dependentsOfDisabling(checks: readonly InstanceCheck[], paths: readonly string[]): DependentMod[] {
  const asked = new Set(paths);
  const out: DependentMod[] = [];
  for (const check of checks) {
    const names = check.files.filter((f) => f.enabled && asked.has(f.path)).map((f) => f.fileName);
    if (names.length === 0) continue;
    const graph = dependencyGraph(check.instance, check.files);
    const byFile = new Map(graph.mods.map((m) => [m.file, m]));
    for (const broken of previewDisable(graph, names).broken) {
      const mod = byFile.get(broken.file);
      if (mod === undefined || asked.has(mod.path)) continue;
      out.push({
        instanceId: check.instance.id,
        path: mod.path,
        fileName: mod.file,
        name: mod.name,
        lacks: [...broken.lacks],
      });
    }
  }
  return out;
}
