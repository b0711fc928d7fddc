import type {
  FromGraphMessage,
  GraphEdgeView,
  GraphNodeView,
  GraphPreviewView,
  GraphStrings,
  ToGraphMessage,
} from '../../src/shared/graphProtocol';
import { CHAR_WIDTH, layoutDependencyGraph, type GraphPicture, type PlacedBox } from '../../src/shared/graphLayout';
import { el } from '../chat/dom';

interface VsCodeApi {
  postMessage(message: FromGraphMessage): void;
}
declare function acquireVsCodeApi(): VsCodeApi;

const SVG = 'http://www.w3.org/2000/svg';
const vscode = acquireVsCodeApi();
const post = (message: FromGraphMessage): void => vscode.postMessage(message);
const app = document.getElementById('app') as HTMLElement;

type GraphMessage = Extract<ToGraphMessage, { type: 'graph' }>;
let current: GraphMessage | undefined;
/** Each mod's box from the layout, by file name. */
let boxes = new Map<string, PlacedBox>();
let selected: string | undefined;
let preview: GraphPreviewView | undefined;
const nodeElements = new Map<string, SVGGElement>();

function svg<K extends keyof SVGElementTagNameMap>(
  tag: K,
  attrs: Record<string, string | number>,
): SVGElementTagNameMap[K] {
  const node = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v));
  return node;
}

function fill(template: string, ...values: Array<string | number>): string {
  return template.replace(/\{(\d+)\}/g, (all, i: string) => String(values[Number(i)] ?? all));
}

function button(label: string, className: string, onClick: () => void): HTMLButtonElement {
  const b = el('button', className, label);
  b.type = 'button';
  b.addEventListener('click', onClick);
  return b;
}

/** Cuts a name that does not fit its box (the full name is in the tooltip, the label and the table). */
function fitted(text: string, width: number): string {
  const max = Math.max(4, Math.floor((width - 16) / CHAR_WIDTH));
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

function render(message: GraphMessage): void {
  current = message;
  const s = message.strings;
  app.replaceChildren();
  nodeElements.clear();
  const header = el('header', 'header');
  header.append(el('h1', 'title', s.title), el('p', 'summary', s.summary), legend(s), el('p', 'hint', s.keyboardHint));
  app.append(header);
  if (message.nodes.length === 0) {
    app.append(el('p', 'empty', s.empty));
    return;
  }
  const layout = el('div', 'layout');
  const canvas = el('div', 'canvas');
  const waiting = el('p', 'muted', fill(s.layingOut, message.nodes.length));
  waiting.setAttribute('role', 'status');
  canvas.append(waiting);
  const details = el('aside', 'details');
  details.id = 'details';
  details.setAttribute('aria-live', 'polite');
  layout.append(canvas, details);
  app.append(layout, table(message));
  showDetails();
  // The layout of a large pack takes a moment: paint the table and the notice first, then draw.
  setTimeout(() => {
    if (current !== message) return;
    const picture = layoutDependencyGraph(message.nodes, message.edges);
    boxes = new Map(picture.boxes.map((b) => [b.key, b]));
    canvas.replaceChildren(drawing(message, picture));
    if (selected !== undefined) highlight(selected);
  }, 0);
}

function legend(s: GraphStrings): HTMLElement {
  const list = el('ul', 'legend');
  for (const [cls, text] of [
    ['requires', s.legendRequires],
    ['optional', s.legendOptional],
    ['breaks', s.legendBreaks],
    ['missing', s.legendMissing],
    ['unneeded', s.legendUnneeded],
    ['error', s.legendError],
    ['warning', s.legendWarning],
    ['absent', s.legendAbsent],
  ] as const) {
    const item = el('li', `legend-item legend-${cls}`);
    const swatch = el('span', 'swatch');
    swatch.setAttribute('aria-hidden', 'true');
    item.append(swatch, document.createTextNode(text));
    list.append(item);
  }
  return list;
}

function drawing(message: GraphMessage, picture: GraphPicture): SVGSVGElement {
  const root = svg('svg', {
    width: picture.width,
    height: picture.height,
    viewBox: `0 0 ${picture.width} ${picture.height}`,
    role: 'group',
    'aria-label': message.strings.graphLabel,
  });
  const defs = svg('defs', {});
  for (const kind of ['requires', 'optional', 'breaks', 'missing']) {
    const marker = svg('marker', {
      id: `arrow-${kind}`,
      viewBox: '0 0 10 10',
      refX: 9,
      refY: 5,
      markerWidth: 7,
      markerHeight: 7,
      orient: 'auto-start-reverse',
    });
    marker.append(svg('path', { d: 'M 0 0 L 10 5 L 0 10 z', class: `arrowhead arrowhead-${kind}` }));
    defs.append(marker);
  }
  root.append(defs);
  const edges = svg('g', { class: 'edges', 'aria-hidden': 'true' });
  message.edges.forEach((edge, i) => edges.append(edgePath(edge, picture.edges[i]?.points ?? [])));
  root.append(edges);
  const nodes = svg('g', { class: 'nodes' });
  for (const node of message.nodes) nodes.append(nodeGroup(node, boxes.get(node.file)!, message.strings));
  root.append(nodes);
  return root;
}

function edgePath(edge: GraphEdgeView, points: ReadonlyArray<{ x: number; y: number }>): SVGPathElement {
  const kind = edge.kind === 'conflicts' ? 'breaks' : edge.kind;
  const d = points.map((p, i) => `${i === 0 ? 'M' : 'L'} ${p.x.toFixed(1)} ${p.y.toFixed(1)}`).join(' ');
  const path = svg('path', { d, class: `edge edge-${kind}`, 'marker-end': `url(#arrow-${kind})` });
  path.dataset['from'] = edge.from;
  path.dataset['to'] = edge.to;
  return path;
}

/** A required mod nothing provides: drawn dashed, with no file to reveal or disable. */
function isAbsent(node: GraphNodeView): boolean {
  return node.kind === 'absent';
}

function nodeGroup(node: GraphNodeView, box: PlacedBox, s: GraphStrings): SVGGElement {
  const classes = ['node', `kind-${node.kind}`];
  if (node.unneeded) classes.push('unneeded');
  if (node.clashes.length > 0) classes.push('clashing');
  // The problem mark wins over every other outline; the badge says it without colour.
  if (node.mark !== null) classes.push(`mark-${node.mark}`);
  const g = svg('g', {
    class: classes.join(' '),
    transform: `translate(${Math.round(box.x)} ${Math.round(box.y)})`,
    tabindex: 0,
    role: 'button',
    'aria-label': nodeLabel(node, s),
  });
  g.dataset['file'] = node.file;
  const title = svg('title', {});
  title.textContent = isAbsent(node)
    ? `${node.name} — ${noteOf(node, s)}`
    : [`${node.name}${node.version ? ` ${node.version}` : ''} — ${node.file}`, ...node.problems].join('\n');
  g.append(
    title,
    svg('rect', { class: 'box', width: box.width, height: box.height, rx: 6, ry: 6 }),
    text(fitted(node.name, box.width), box.width / 2, 18, 'name'),
    text(
      fitted(isAbsent(node) ? s.legendAbsent : (node.version ?? node.file), box.width),
      box.width / 2,
      33,
      'version',
    ),
  );
  if (node.mark !== null) {
    const badge = svg('g', { class: `badge badge-${node.mark}`, transform: `translate(${box.width - 2} 2)` });
    badge.append(svg('circle', { r: 7 }), text(node.mark === 'error' ? '!' : '?', 0, 4, 'badge-text'));
    g.append(badge);
  }
  g.addEventListener('click', () => {
    select(node.file);
    if (!isAbsent(node)) post({ type: 'reveal', file: node.file });
  });
  g.addEventListener('focus', () => select(node.file));
  g.addEventListener('keydown', (event) => onKey(event, node));
  nodeElements.set(node.file, g);
  return g;
}

function nodeLabel(node: GraphNodeView, s: GraphStrings): string {
  if (isAbsent(node)) return `${node.name}: ${noteOf(node, s)}`;
  const notes = [fill(s.nodeLabel, node.name, node.requires.length, node.neededBy.length), ...node.problems];
  if (node.unneeded) notes.push(s.noteUnneeded);
  if (node.missing.length > 0) notes.push(fill(s.noteMissing, node.missing.join(', ')));
  if (node.clashes.length > 0) notes.push(`${s.columnClashes}: ${node.clashes.join(', ')}`);
  return notes.join('. ');
}

function text(content: string, x: number, y: number, className: string): SVGTextElement {
  const t = svg('text', { x, y, class: className, 'text-anchor': 'middle' });
  t.textContent = content;
  return t;
}

/** Arrow keys move to the nearest mod in that direction (by box centre); Enter reveals; D previews disabling. */
function onKey(event: KeyboardEvent, node: GraphNodeView): void {
  const dirs: Record<string, [number, number]> = {
    ArrowUp: [0, -1],
    ArrowDown: [0, 1],
    ArrowLeft: [-1, 0],
    ArrowRight: [1, 0],
  };
  const dir = dirs[event.key];
  if (dir !== undefined) {
    event.preventDefault();
    const next = nearest(node, dir);
    if (next !== undefined) nodeElements.get(next.file)?.focus();
    return;
  }
  if (event.key === 'Enter' || event.key === ' ') {
    event.preventDefault();
    if (!isAbsent(node)) post({ type: 'reveal', file: node.file });
  } else if (event.key === 'd' || event.key === 'D' || event.key === 'Delete') {
    event.preventDefault();
    if (!isAbsent(node)) post({ type: 'preview', file: node.file });
  } else if (event.key === 'Escape') {
    clearPreview();
  }
}

function nearest(from: GraphNodeView, [dx, dy]: [number, number]): GraphNodeView | undefined {
  const start = boxes.get(from.file);
  if (start === undefined) return undefined;
  const cx = start.x + start.width / 2;
  const cy = start.y + start.height / 2;
  let best: GraphNodeView | undefined;
  let bestScore = Infinity;
  for (const n of current?.nodes ?? []) {
    const b = boxes.get(n.file);
    if (n === from || b === undefined) continue;
    const vx = b.x + b.width / 2 - cx;
    const vy = b.y + b.height / 2 - cy;
    const along = vx * dx + vy * dy;
    if (along <= 0) continue;
    const across = Math.abs(vx * dy - vy * dx);
    const score = along + 2 * across;
    if (score < bestScore) {
      bestScore = score;
      best = n;
    }
  }
  return best;
}

function select(file: string): void {
  if (selected === file) return;
  selected = file;
  highlight(file);
  showDetails();
}

/** Marks the selected mod, the mods it is linked to and its links in the drawing. */
function highlight(file: string): void {
  for (const [f, g] of nodeElements) g.classList.toggle('selected', f === file);
  const related = new Set<string>();
  const node = current?.nodes.find((n) => n.file === file);
  for (const f of [...(node?.requires ?? []), ...(node?.neededBy ?? []), ...(node?.clashes ?? [])]) related.add(f);
  for (const [f, g] of nodeElements) g.classList.toggle('related', related.has(f));
  document.querySelectorAll<SVGPathElement>('path.edge').forEach((p) => {
    p.classList.toggle('highlight', p.dataset['from'] === file || p.dataset['to'] === file);
  });
}

function nameOf(file: string): string {
  return current?.nodes.find((n) => n.file === file)?.name ?? file;
}

function showDetails(): void {
  const details = document.getElementById('details');
  if (details === null || current === undefined) return;
  const s = current.strings;
  details.replaceChildren();
  const node = current.nodes.find((n) => n.file === selected);
  if (node === undefined) {
    details.append(el('p', 'muted', s.selectHint));
    return;
  }
  details.append(el('h2', 'details-title', `${node.name}${node.version ? ` ${node.version}` : ''}`));
  if (!isAbsent(node)) details.append(el('p', 'muted file', node.file));
  const facts = el('dl', 'facts');
  const row = (label: string, files: string[]): void => {
    facts.append(
      el('dt', undefined, label),
      el('dd', undefined, files.length === 0 ? s.none : files.map(nameOf).join(', ')),
    );
  };
  row(s.columnRequires, node.requires);
  row(s.columnNeededBy, node.neededBy);
  row(s.columnClashes, node.clashes);
  details.append(facts);
  for (const problem of node.problems) details.append(el('p', `problem problem-${node.mark ?? 'warning'}`, problem));
  const note = noteOf(node, s);
  if (note !== '') details.append(el('p', isAbsent(node) ? 'problem problem-error' : 'note', note));
  if (isAbsent(node)) return;
  const actions = el('div', 'actions');
  actions.append(
    button(s.reveal, 'button primary', () => post({ type: 'reveal', file: node.file })),
    button(s.previewDisable, 'button secondary', () => post({ type: 'preview', file: node.file })),
  );
  details.append(actions);
  if (preview !== undefined && preview.file === node.file) {
    const box = el('div', 'preview');
    box.setAttribute('role', 'status');
    box.append(el('p', undefined, preview.text), button(s.clearPreview, 'button secondary', clearPreview));
    details.append(box);
  }
}

function noteOf(node: GraphNodeView, s: GraphStrings): string {
  if (isAbsent(node)) return fill(s.noteAbsent, node.neededBy.map(nameOf).join(', '));
  const notes: string[] = [];
  if (node.unneeded) notes.push(s.noteUnneeded);
  if (node.missing.length > 0) notes.push(fill(s.noteMissing, node.missing.join(', ')));
  if (node.kind === 'library') notes.push(s.noteLibrary);
  if (node.kind === 'corrupt') notes.push(s.noteCorrupt);
  return notes.join(' · ');
}

function showPreview(next: GraphPreviewView): void {
  preview = next;
  const broken = new Set(next.broken.map((b) => b.file));
  for (const [f, g] of nodeElements) {
    g.classList.toggle('would-disable', f === next.file);
    g.classList.toggle('would-break', broken.has(f));
  }
  if (selected !== next.file) select(next.file);
  else showDetails();
}

function clearPreview(): void {
  preview = undefined;
  for (const g of nodeElements.values()) g.classList.remove('would-disable', 'would-break');
  post({ type: 'clearPreview' });
  showDetails();
}

/** The text alternative: every mod with what it requires, what needs it and what it clashes with. */
function table(message: GraphMessage): HTMLElement {
  const s = message.strings;
  const wrapper = el('details', 'text-version');
  wrapper.open = true;
  wrapper.append(el('summary', undefined, s.textVersion));
  const t = el('table', 'graph-table');
  t.append(el('caption', undefined, s.tableCaption));
  const head = el('tr');
  for (const h of [s.columnMod, s.columnRequires, s.columnNeededBy, s.columnClashes, s.columnNote]) {
    const th = el('th', undefined, h);
    th.scope = 'col';
    head.append(th);
  }
  const thead = el('thead');
  thead.append(head);
  const tbody = el('tbody');
  const list = (files: string[]): string => (files.length === 0 ? s.none : files.map(nameOf).join(', '));
  for (const node of message.nodes) {
    const tr = el('tr');
    const th = el('th');
    th.scope = 'row';
    th.append(
      isAbsent(node)
        ? el('span', 'absent-name', node.name)
        : button(`${node.name}${node.version ? ` ${node.version}` : ''}`, 'link', () =>
            post({ type: 'reveal', file: node.file }),
          ),
    );
    tr.append(
      th,
      el('td', undefined, list(node.requires)),
      el('td', undefined, list(node.neededBy)),
      el('td', undefined, list(node.clashes)),
      el('td', undefined, [...node.problems, noteOf(node, s)].filter(Boolean).join(' · ') || s.none),
    );
    tbody.append(tr);
  }
  t.append(thead, tbody);
  wrapper.append(t);
  return wrapper;
}

window.addEventListener('message', (event: MessageEvent<ToGraphMessage>) => {
  const message = event.data;
  switch (message.type) {
    case 'graph': {
      const keep = selected;
      selected = undefined;
      preview = undefined;
      render(message);
      if (keep !== undefined && message.nodes.some((n) => n.file === keep)) select(keep);
      return;
    }
    case 'preview':
      showPreview(message.preview);
      return;
    default: {
      const unexpected: never = message;
      throw new Error(`Unexpected message ${JSON.stringify(unexpected)}`);
    }
  }
});

post({ type: 'ready' });
