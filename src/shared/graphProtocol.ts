/** The typed messages between the dependency-graph webview and the extension host. No vscode, no DOM. */

/** One mod as the graph shows it: what the box, the details and the table say (the webview lays the boxes out). */
export interface GraphNodeView {
  file: string;
  name: string;
  version: string | null;
  /** `mod`, `library` (no metadata), `corrupt`, or `absent`: a required mod nothing provides (not installed). */
  kind: string;
  /** Nothing requires it: disabling it stops no other mod (drawn highlighted). */
  unneeded: boolean;
  /** Required ids nothing provides. */
  missing: string[];
  /** Files it requires, files that require it, files it breaks or conflicts with (either side declares it). */
  requires: string[];
  neededBy: string[];
  clashes: string[];
  /** The worst problem of the conflict check involving the file (an absent mod is an error); null: none. */
  mark: 'error' | 'warning' | null;
  /** The messages of those problems, errors first, in the person's language. */
  problems: string[];
}

export interface GraphEdgeView {
  from: string;
  to: string;
  /** `missing`: `from` requires `to`, an absent mod (nothing provides the id). */
  kind: 'requires' | 'optional' | 'breaks' | 'conflicts' | 'missing';
  /** The dependency id the link is about. */
  id: string;
}

/** Texts the graph shows, already translated by the host. `{0}` placeholders are filled in by the webview. */
export interface GraphStrings {
  title: string;
  summary: string;
  legendRequires: string;
  legendOptional: string;
  legendBreaks: string;
  legendUnneeded: string;
  legendMissing: string;
  /** A node with an error mark, and one with a warning mark. */
  legendError: string;
  legendWarning: string;
  /** A dashed node: a required mod that is not installed. */
  legendAbsent: string;
  keyboardHint: string;
  graphLabel: string;
  tableCaption: string;
  textVersion: string;
  columnMod: string;
  columnRequires: string;
  columnNeededBy: string;
  columnClashes: string;
  columnNote: string;
  none: string;
  noteUnneeded: string;
  noteMissing: string;
  noteLibrary: string;
  noteCorrupt: string;
  /** The note of an absent node: `{0}` the mods that require it. */
  noteAbsent: string;
  reveal: string;
  previewDisable: string;
  clearPreview: string;
  selectHint: string;
  empty: string;
  /** Shown while the webview computes the layout: `{0}` the number of mods. */
  layingOut: string;
  /** Screen-reader name of a node: `{0}` name, `{1}` requires count, `{2}` needed-by count. */
  nodeLabel: string;
}

/** The outcome of "disable" on a node, computed by the host; nothing changed on disk. */
export interface GraphPreviewView {
  file: string;
  broken: Array<{ file: string; lacks: string[] }>;
  resolved: Array<{ from: string; to: string; kind: 'breaks' | 'conflicts' }>;
  /** One or two sentences saying what would happen, in the person's language. */
  text: string;
}

export type ToGraphMessage =
  | {
      type: 'graph';
      instanceName: string;
      nodes: GraphNodeView[];
      edges: GraphEdgeView[];
      strings: GraphStrings;
    }
  | { type: 'preview'; preview: GraphPreviewView };

export type FromGraphMessage =
  { type: 'ready' } | { type: 'reveal'; file: string } | { type: 'preview'; file: string } | { type: 'clearPreview' };
