import type { GraphEdgeView, GraphNodeView } from '../../shared/graphProtocol';
import type { Problem } from '../model/problem';
import type { DependencyGraph } from './dependencyGraph';

/** The key of a required mod nothing provides: a `/` never occurs in a file name, so it never meets a mod's key. */
export function absentKey(id: string): string {
  return `/missing/${id}`;
}

/**
 * The graph as the webview receives it: one view per mod (what it requires, what needs it, what it breaks or
 * conflicts with, either side declaring it, and the errors and warnings of the conflict check that involve it) and
 * one per link; plus one node per required id nothing provides (a mod that is not installed), with a `missing` edge
 * from each mod that requires it. A mod with an error (duplicate, wrong loader, missing dependency…) is never called
 * unneeded ("safe to remove"): its mark says what is wrong instead. The webview lays it out (src/shared/graphLayout.ts),
 * so a large pack never blocks the extension host.
 */
export function dependencyGraphView(
  graph: DependencyGraph,
  problems: readonly Problem[] = [],
): { nodes: GraphNodeView[]; edges: GraphEdgeView[] } {
  const clashes = new Map<string, Set<string>>();
  for (const l of graph.links) {
    if (l.kind !== 'breaks' && l.kind !== 'conflicts') continue;
    for (const [a, b] of [
      [l.from, l.to],
      [l.to, l.from],
    ] as const) {
      const set = clashes.get(a) ?? new Set<string>();
      set.add(b);
      clashes.set(a, set);
    }
  }
  const byPath = problemsByPath(problems);
  const absent = new Map<string, string[]>();
  const nodes = graph.mods.map((m): GraphNodeView => {
    const found = byPath.get(m.path) ?? [];
    const mark =
      m.missing.length > 0 || found.some((p) => p.severity === 'error') ? 'error' : found.length > 0 ? 'warning' : null;
    for (const id of m.missing) absent.set(id, [...(absent.get(id) ?? []), m.file]);
    return {
      file: m.file,
      name: m.name,
      version: m.version,
      kind: m.kind,
      unneeded: m.unneeded && mark !== 'error',
      missing: [...m.missing],
      requires: [...new Set(m.requires.flatMap((r) => r.providers))].sort(),
      neededBy: [...m.neededBy],
      clashes: [...(clashes.get(m.file) ?? [])].sort(),
      mark,
      problems: found.map((p) => p.message),
    };
  });
  const edges = graph.links.map((l): GraphEdgeView => ({ from: l.from, to: l.to, kind: l.kind, id: l.id }));
  for (const [id, neededBy] of [...absent].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const key = absentKey(id);
    nodes.push({
      file: key,
      name: id,
      version: null,
      kind: 'absent',
      unneeded: false,
      missing: [],
      requires: [],
      neededBy: [...neededBy].sort(),
      clashes: [],
      mark: 'error',
      problems: [],
    });
    for (const from of neededBy) edges.push({ from, to: key, kind: 'missing', id });
  }
  return { nodes, edges };
}

/** Errors and warnings by every file they involve, errors first (info is advice, not a mark). */
function problemsByPath(problems: readonly Problem[]): Map<string, Problem[]> {
  const byPath = new Map<string, Problem[]>();
  for (const problem of problems) {
    if (problem.severity === 'info') continue;
    for (const file of new Set(problem.files)) byPath.set(file, [...(byPath.get(file) ?? []), problem]);
  }
  for (const list of byPath.values())
    list.sort((a, b) => (a.severity === b.severity ? 0 : a.severity === 'error' ? -1 : 1));
  return byPath;
}
