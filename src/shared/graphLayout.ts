import { graphlib, layout } from '@dagrejs/dagre';

/** A box to place; `key` is unique. */
export interface LayoutBox {
  key: string;
  width: number;
  height: number;
}

export interface LayoutEdge {
  from: string;
  to: string;
  /** False for a link that should not pull its ends together (a `breaks` between two mods): weight 0 in the layout. */
  constrains: boolean;
}

export interface PlacedBox extends LayoutBox {
  /** The box's top-left corner. */
  x: number;
  y: number;
}

export interface PlacedEdge {
  from: string;
  to: string;
  points: Array<{ x: number; y: number }>;
}

export interface GraphPicture {
  width: number;
  height: number;
  boxes: PlacedBox[];
  edges: PlacedEdge[];
}

/**
 * A layered (Sugiyama) drawing of a directed graph by @dagrejs/dagre: edges point down from a dependent to what it
 * needs, boxes never overlap, and each edge gets a polyline from its source box to its target box. The edges come
 * back in input order; one naming an unknown key (or a loop) gets no points. Deterministic for the same input.
 */
export function layoutGraph(boxes: readonly LayoutBox[], edges: readonly LayoutEdge[], margin = 16): GraphPicture {
  const g = new graphlib.Graph({ multigraph: true });
  g.setGraph({ rankdir: 'TB', nodesep: 24, ranksep: 56, edgesep: 12, marginx: margin, marginy: margin });
  g.setDefaultEdgeLabel(() => ({}));
  for (const box of boxes) g.setNode(box.key, { width: box.width, height: box.height });
  const drawn = (e: LayoutEdge): boolean => g.hasNode(e.from) && g.hasNode(e.to) && e.from !== e.to;
  edges.forEach((e, i) => {
    if (drawn(e)) g.setEdge(e.from, e.to, e.constrains ? {} : { weight: 0 }, String(i));
  });
  layout(g);
  const placed = boxes.map((box) => {
    const node = g.node(box.key) as { x: number; y: number };
    return { ...box, x: node.x - box.width / 2, y: node.y - box.height / 2 };
  });
  const label = g.graph() as { width?: number; height?: number };
  return {
    width: Math.ceil(label.width ?? 0),
    height: Math.ceil(label.height ?? 0),
    boxes: placed,
    edges: edges.map((e, i) => {
      const edgeLabel = drawn(e)
        ? (g.edge(e.from, e.to, String(i)) as { points?: Array<{ x: number; y: number }> })
        : {};
      const points = edgeLabel.points ?? [];
      return { from: e.from, to: e.to, points: points.map((p) => ({ x: p.x, y: p.y })) };
    }),
  };
}

/** Width of one character of the graph's bold 13 px font (a generous average), to size a box without measuring. */
export const CHAR_WIDTH = 8;
const MIN_WIDTH = 96;
const MAX_WIDTH = 240;
export const NODE_HEIGHT = 42;

/** The box of a mod: wide enough for its name and version, within bounds (a longer name is cut with an ellipsis). */
export function modBox(key: string, name: string, version: string | null): LayoutBox {
  const longest = Math.max(name.length, (version ?? '').length + 2);
  const width = Math.round(Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, longest * CHAR_WIDTH + 24)));
  return { key, width, height: NODE_HEIGHT };
}

/**
 * The dependency graph's picture: `requires` and optional links order the layers (a dependent above what it
 * needs); `breaks`/`conflicts` links are drawn with no pull (weight 0).
 */
export function layoutDependencyGraph(
  nodes: ReadonlyArray<{ file: string; name: string; version: string | null }>,
  edges: ReadonlyArray<{ from: string; to: string; kind: string }>,
): GraphPicture {
  return layoutGraph(
    nodes.map((n) => modBox(n.file, n.name, n.version)),
    edges.map((e) => ({
      from: e.from,
      to: e.to,
      constrains: e.kind === 'requires' || e.kind === 'optional' || e.kind === 'missing',
    })),
  );
}
