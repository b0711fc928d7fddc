import type { GraphEdgeView, GraphNodeView } from '../../shared/graphProtocol';
import { layoutGraph } from '../graphLayout';
import type { DependencyGraph } from './dependencyGraph';

/** Width of one character of the webview's bold 13 px font (a generous average), to size a box around a name without a DOM. */
const CHAR_WIDTH = 8;
const MIN_WIDTH = 96;
const MAX_WIDTH = 240;
export const NODE_HEIGHT = 42;

/** The graph laid out for the webview: boxes sized for their names, `requires` pointing down (dependent above). */
export function dependencyGraphPicture(graph: DependencyGraph): {
  width: number;
  height: number;
  nodes: GraphNodeView[];
  edges: GraphEdgeView[];
} {
  const boxes = graph.mods.map((m) => {
    const longest = Math.max(m.name.length, (m.version ?? '').length + 2);
    const width = Math.round(Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, longest * CHAR_WIDTH + 24)));
    return { key: m.file, width, height: NODE_HEIGHT };
  });
  const picture = layoutGraph(
    boxes,
    graph.links.map((l) => ({ from: l.from, to: l.to, constrains: l.kind === 'requires' || l.kind === 'optional' })),
  );
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
  const placed = new Map(picture.boxes.map((b) => [b.key, b]));
  const nodes = graph.mods.map((m): GraphNodeView => {
    const box = placed.get(m.file)!;
    return {
      file: m.file,
      name: m.name,
      version: m.version,
      kind: m.kind,
      unneeded: m.unneeded,
      missing: [...m.missing],
      requires: [...new Set(m.requires.flatMap((r) => r.providers))].sort(),
      neededBy: [...m.neededBy],
      clashes: [...(clashes.get(m.file) ?? [])].sort(),
      x: Math.round(box.x),
      y: Math.round(box.y),
      width: box.width,
      height: box.height,
    };
  });
  const edges = graph.links.map((l, i): GraphEdgeView => {
    const points = picture.edges[i]?.points ?? [];
    return { from: l.from, to: l.to, kind: l.kind, id: l.id, points: points.map((p) => ({ x: p.x, y: p.y })) };
  });
  return { width: picture.width, height: picture.height, nodes, edges };
}
