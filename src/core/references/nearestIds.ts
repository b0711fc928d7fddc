import { boundedDistance } from '../text/boundedDistance';
import type { ContentLookup } from '../content/contentLookup';
import { namespaceOf } from './contentReference';

interface NearIndex {
  /** Paths by namespace, and every namespace's list, for the "other namespace" pass. */
  byNamespace: Map<string, string[]>;
  /** Answers already given (the editor re-checks the same mistyped id on every keystroke). */
  answers: Map<string, string[]>;
}

const INDEXES = new WeakMap<ContentLookup, NearIndex>();
const MAX_ANSWERS = 5_000;

/**
 * The known ids closest to a mistyped one, best first: the same ranking as ContentLookup.nearest (edit distance on
 * the path, +1 for another namespace, then by id), computed with a reused row buffer, a length filter and a cache per
 * lookup, so a pack of 50,000 ids answers in milliseconds and a keystroke's re-check asks nothing twice.
 */
export function nearestIds(lookup: ContentLookup, id: string, max = 3): string[] {
  let near = INDEXES.get(lookup);
  if (near === undefined) {
    const byNamespace = new Map<string, string[]>();
    for (const list of [lookup.index.items, lookup.index.blocks, lookup.index.fluids]) {
      for (const entry of list) {
        const ns = namespaceOf(entry.id);
        let paths = byNamespace.get(ns);
        if (paths === undefined) byNamespace.set(ns, (paths = []));
        paths.push(entry.id.slice(ns.length + 1));
      }
    }
    for (const [ns, paths] of byNamespace) byNamespace.set(ns, [...new Set(paths)]);
    near = { byNamespace, answers: new Map() };
    INDEXES.set(lookup, near);
  }
  const key = `${max} ${id}`;
  const cached = near.answers.get(key);
  if (cached !== undefined) return cached;
  const ns = namespaceOf(id);
  const path = id.slice(ns.length + 1);
  const limit = Math.max(2, Math.floor(path.length / 3));
  const scored: Array<[number, string]> = [];
  const row = new Uint16Array(64 + path.length);
  const prev = new Uint16Array(64 + path.length);
  for (const [candidateNs, paths] of near.byNamespace) {
    const penalty = candidateNs === ns ? 0 : 1;
    const budget = limit - penalty;
    for (const candidate of paths) {
      if (Math.abs(candidate.length - path.length) > budget || candidate.length > 60) continue;
      const d = boundedDistance(path, candidate, budget, row, prev);
      if (d <= budget) scored.push([d + penalty, `${candidateNs}:${candidate}`]);
    }
  }
  scored.sort((a, b) => a[0] - b[0] || (a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0));
  const answer = scored.slice(0, max).map(([, c]) => c);
  if (near.answers.size >= MAX_ANSWERS) near.answers.clear();
  near.answers.set(key, answer);
  return answer;
}
