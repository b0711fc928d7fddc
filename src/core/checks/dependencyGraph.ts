import { ConflictFacts } from './conflictFacts';
import { satisfiesRange } from './versionChecks';
import type { Instance } from '../model/instance';
import type { ModFile, ModFileKind } from '../model/modFile';

/** One enabled file of `mods/` as the graph shows it; `file` (the file name) is its key. */
export interface GraphMod {
  file: string;
  /** Absolute path on disk, to reveal the mod. */
  path: string;
  /** The first mod the loader reads from the file; null for a library or corrupt jar. */
  id: string | null;
  name: string;
  version: string | null;
  kind: ModFileKind;
  /** Required dependencies that enabled files provide: each id with every file providing it. */
  requires: Array<{ id: string; providers: string[] }>;
  /** Required ids nothing provides (the game, the loader or a file): the mod does not load as it is. */
  missing: string[];
  /** Files that require this one (some dependency of theirs it provides). */
  neededBy: string[];
  /** A mod that nothing requires: disabling it stops no other mod from loading. */
  unneeded: boolean;
}

/** A link between two files: `from` requires (or optionally uses, breaks, conflicts with) `to` through `id`. */
export interface GraphLink {
  from: string;
  to: string;
  kind: 'requires' | 'optional' | 'breaks' | 'conflicts';
  id: string;
}

/** Who requires whom and what breaks what in one instance (enabled files only: the loader ignores the rest). */
export interface DependencyGraph {
  instanceId: string;
  instanceName: string;
  mods: GraphMod[];
  links: GraphLink[];
  /** Files ending in `.disabled`, not drawn. */
  disabledCount: number;
}

/**
 * The graph of an instance from the same facts the conflict checker reads (src/core/checks): the
 * metadata its loader loads, ids the game or loader provides need no file, dependencies for the other side are
 * skipped, and `breaks`/`conflicts` count only against a present file whose version is in the range (and not while
 * a Quilt `unless` mod is present).
 */
export function dependencyGraph(instance: Instance, files: readonly ModFile[]): DependencyGraph {
  const facts = new ConflictFacts(instance, files);
  const side = instance.side;
  const drawn = facts.enabled.filter((f) => f.kind !== 'directory');
  const mods = new Map<string, GraphMod>();
  for (const file of drawn) {
    const first = (facts.active.get(file) ?? file.mods)[0];
    mods.set(file.fileName, {
      file: file.fileName,
      path: file.path,
      id: first?.id ?? null,
      name: first?.name || first?.id || file.fileName,
      version: first?.version ?? null,
      kind: file.kind,
      requires: [],
      missing: [],
      neededBy: [],
      unneeded: false,
    });
  }
  const links: GraphLink[] = [];
  const linkKeys = new Set<string>();
  const link = (l: GraphLink): void => {
    const key = `${l.from}\u0000${l.to}\u0000${l.kind}`;
    if (l.from === l.to || linkKeys.has(key)) return;
    linkKeys.add(key);
    links.push(l);
  };
  for (const file of drawn) {
    const node = mods.get(file.fileName)!;
    for (const mod of facts.active.get(file) ?? []) {
      for (const dep of mod.dependencies) {
        if (dep.id === mod.id) continue;
        if (dep.side !== 'both' && dep.side !== side) continue;
        if (facts.builtIns.has(dep.id)) continue;
        const providers = facts.providersOf(dep.id).filter((p) => p.file !== file);
        const names = [...new Set(providers.map((p) => p.file.fileName))].sort();
        switch (dep.kind) {
          case 'required':
            if (facts.providersOf(dep.id).some((p) => p.file === file)) break;
            if (names.length === 0) {
              if (!node.missing.includes(dep.id)) node.missing.push(dep.id);
              break;
            }
            node.requires.push({ id: dep.id, providers: names });
            for (const to of names) link({ from: file.fileName, to, kind: 'requires', id: dep.id });
            break;
          case 'optional':
          case 'recommended':
            for (const to of names) link({ from: file.fileName, to, kind: 'optional', id: dep.id });
            break;
          case 'breaks':
          case 'conflicts': {
            if (dep.unless !== undefined && facts.isPresent(dep.unless)) break;
            const hit = providers.filter((p) => satisfiesRange(dep, p.mod.version) === true);
            for (const to of new Set(hit.map((p) => p.file.fileName)))
              link({ from: file.fileName, to, kind: dep.kind, id: dep.id });
            break;
          }
          case 'suggested':
            break;
        }
      }
    }
  }
  for (const l of links) {
    if (l.kind !== 'requires') continue;
    const target = mods.get(l.to);
    if (target !== undefined && !target.neededBy.includes(l.from)) target.neededBy.push(l.from);
  }
  for (const node of mods.values()) {
    node.neededBy.sort();
    node.unneeded = node.kind === 'mod' && node.neededBy.length === 0;
  }
  return {
    instanceId: instance.id,
    instanceName: instance.name,
    mods: [...mods.values()],
    links,
    disabledCount: files.filter((f) => !f.enabled).length,
  };
}

/** A mod that stops loading when the previewed files are disabled, and the ids it would then lack. */
export interface BrokenMod {
  file: string;
  lacks: string[];
}

/** What disabling some files would do, computed from the graph alone; nothing on disk changes. */
export interface DisablePreview {
  disabled: string[];
  /** Mods that stop loading, directly or because a mod they need stops loading, in graph order. */
  broken: BrokenMod[];
  /** `breaks`/`conflicts` links that go away with the disabled files. */
  resolved: GraphLink[];
}

/**
 * The mods that would no longer load if `files` were disabled: a mod breaks when some required id is left with no
 * provider (every file providing it is disabled or broken itself), repeated until nothing more breaks.
 */
export function previewDisable(graph: DependencyGraph, files: readonly string[]): DisablePreview {
  const gone = new Set(files);
  const lacks = new Map<string, string[]>();
  for (let changed = true; changed;) {
    changed = false;
    for (const mod of graph.mods) {
      if (gone.has(mod.file)) continue;
      const without = mod.requires.filter((r) => r.providers.every((p) => gone.has(p))).map((r) => r.id);
      if (without.length === 0) continue;
      gone.add(mod.file);
      lacks.set(mod.file, without);
      changed = true;
    }
  }
  const disabled = new Set(files);
  return {
    disabled: [...files],
    broken: graph.mods.filter((m) => lacks.has(m.file)).map((m) => ({ file: m.file, lacks: lacks.get(m.file)! })),
    resolved: graph.links.filter(
      (l) => (l.kind === 'breaks' || l.kind === 'conflicts') && (disabled.has(l.from) || disabled.has(l.to)),
    ),
  };
}

/** The required links as bisect reads them: each file's providers of its required ids (src/core/bisect). */
export function requiredFiles(graph: DependencyGraph): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const mod of graph.mods) out[mod.file] = [...new Set(mod.requires.flatMap((r) => r.providers))].sort();
  return out;
}
