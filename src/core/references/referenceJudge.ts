import type { ContentLookup } from '../content/contentLookup';
import { namespaceOf, type ContentReference, type LocalDefinitions } from './contentReference';
import type { ReferenceProblem } from './referenceProblem';
import type { Severity } from '../model/problem';

/**
 * Judges references against the index and what the pack's own files define. Conservative by design (a false
 * "unknown" costs the author's trust): an id in a namespace the index marks not `complete` is never unknown; a tag is
 * unknown only in a namespace where the index knows other tags; config values are `info` and never "unknown
 * namespace" (configs name optional mods all the time); ids under a `Platform.isLoaded('x')` guard for a missing `x`
 * are expected.
 */
export class ReferenceJudge {
  private readonly tagNamespaces: Set<string>;
  /** How many more "did you mean" searches this judge may run (each scans every id; a pack of a new mod's ids must not). */
  private suggestionBudget: number;

  constructor(
    readonly lookup: ContentLookup,
    readonly local: LocalDefinitions,
    suggestionBudget = 200,
  ) {
    this.tagNamespaces = tagNamespacesOf(lookup);
    this.suggestionBudget = suggestionBudget;
  }

  judge(ref: ContentReference): ReferenceProblem | null {
    const severity: Severity = ref.source === 'config' ? 'info' : 'error';
    const problem = (
      code: ReferenceProblem['code'],
      level: Severity,
      suggestions: string[] = [],
    ): ReferenceProblem => ({
      code,
      severity: level,
      file: ref.file,
      line: ref.line,
      column: ref.column,
      start: ref.start,
      end: ref.end,
      id: ref.tag ? `#${ref.id}` : ref.id,
      suggestions,
      source: ref.source,
    });
    if (ref.requires?.some((mod) => this.lookup.namespace(mod) === undefined)) return null;
    if (ref.tag) {
      if (ref.source === 'config') return null;
      const registry = ref.registry ?? 'item';
      const local = this.local.tags.get(`${registry} ${ref.id}`);
      const indexed = this.lookup.tag(ref.id, registry) ?? this.lookup.tag(ref.id);
      if (local !== undefined) {
        if (local.added > 0) return null;
        if (local.replaced || indexed === undefined || indexed.values.length === 0)
          return problem('empty-tag', 'warning');
        return null;
      }
      if (indexed !== undefined) return indexed.values.length === 0 ? problem('empty-tag', 'warning') : null;
      const ns = namespaceOf(ref.id);
      if (!this.tagNamespaces.has(ns) || this.lookup.namespace(ns)?.complete === false) return null;
      return problem('unknown-tag', severity);
    }
    if (this.local.registered.has(ref.id)) return null;
    if (this.lookup.entries(ref.id).length > 0) return null;
    const ns = namespaceOf(ref.id);
    const summary = this.lookup.namespace(ns);
    if (summary === undefined) {
      if (ref.source === 'config' || ref.guardedBy?.includes(ns)) return null;
      if (ns === 'kubejs' && this.local.registered.size > 0)
        return problem('unknown-id', severity, this.nearestLocal(ref.id));
      return problem('unknown-namespace', severity);
    }
    if (!summary.complete) return null;
    // A namespace the index knows nothing of that kind in (a data pack's own namespace, vanilla fluids the index
    // could not read) cannot be judged for that kind.
    const kinds =
      ref.registry === 'fluid'
        ? summary.fluids
        : ref.registry === 'block'
          ? summary.blocks
          : summary.items + summary.blocks + summary.fluids;
    if (kinds === 0) return null;
    const suggestions = this.suggestionBudget-- > 0 ? this.lookup.nearest(ref.id) : [];
    return problem('unknown-id', severity, suggestions);
  }

  private nearestLocal(id: string): string[] {
    return [...this.local.registered].filter((known) => known.startsWith(`${namespaceOf(id)}:`)).slice(0, 3);
  }
}

const TAG_NAMESPACES = new WeakMap<ContentLookup, Set<string>>();

/** The namespaces the index knows at least one tag of (computed once per lookup). */
function tagNamespacesOf(lookup: ContentLookup): Set<string> {
  let known = TAG_NAMESPACES.get(lookup);
  if (known === undefined) {
    known = new Set(lookup.index.tags.map((tag) => namespaceOf(tag.id)));
    TAG_NAMESPACES.set(lookup, known);
  }
  return known;
}

/**
 * Recipe ids defined twice among the pack's own files (two data-pack files, a data-pack file and a script's `.id(…)`,
 * or one script id twice): a problem on every definition after the first, naming the first.
 */
export function duplicateRecipeProblems(local: LocalDefinitions): ReferenceProblem[] {
  const first = new Map<string, LocalDefinitions['recipes'][number]>();
  const out: ReferenceProblem[] = [];
  for (const def of local.recipes) {
    const earlier = first.get(def.id);
    if (earlier === undefined) {
      first.set(def.id, def);
      continue;
    }
    out.push({
      code: 'duplicate-recipe-id',
      severity: 'warning',
      file: def.file,
      line: def.line,
      column: def.column,
      start: def.start,
      end: def.end,
      id: def.id,
      suggestions: [],
      detail: earlier.file,
      source: def.source,
    });
  }
  return out;
}
