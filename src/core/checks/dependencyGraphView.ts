import type { GraphEdgeView, GraphNodeView } from '../../shared/graphProtocol';
import type { DependencyGraph } from './dependencyGraph';

/**
 * The graph as the webview receives it: one view per mod (what it requires, what needs it, what it breaks or
 * conflicts with, either side declaring it) and one per link. The webview lays it out (src/shared/graphLayout.ts),
 * so a large pack never blocks the extension host.
 */
export function dependencyGraphView(graph: DependencyGraph): { nodes: GraphNodeView[]; edges: GraphEdgeView[] } {
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
  const nodes = graph.mods.map((m): GraphNodeView => ({
    file: m.file,
    name: m.name,
    version: m.version,
    kind: m.kind,
    unneeded: m.unneeded,
    missing: [...m.missing],
    requires: [...new Set(m.requires.flatMap((r) => r.providers))].sort(),
    neededBy: [...m.neededBy],
    clashes: [...(clashes.get(m.file) ?? [])].sort(),
  }));
  const edges = graph.links.map((l): GraphEdgeView => ({ from: l.from, to: l.to, kind: l.kind, id: l.id }));
  return { nodes, edges };
}
