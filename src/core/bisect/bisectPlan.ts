/**
 * The pure part of a mod bisect (docs/cli.md, `nova bisect`): which files to keep enabled for the next launch and
 * what an answer rules out. Files are named by their enabled file name; `requires` maps a file to the files it needs
 * (its required dependencies' providers), so every set this module enables is closed under `requires` and no mod is
 * ever left without a library it needs.
 *
 * Model: exactly one suspect makes the game fail while it is enabled. A launch with set E enabled answers whether the
 * culprit is in E; `bad` keeps the suspects in E, `good` the others. Each test covers about half of the suspects.
 */

import { BisectUsageError } from './bisectUsageError';
import { BisectM } from './bisectMessages';

export type Requires = Readonly<Record<string, readonly string[]>>;

/** Every file `start` needs to load: itself and, transitively, what it requires. */
export function requiredClosure(start: Iterable<string>, requires: Requires): Set<string> {
  const seen = new Set<string>();
  const queue = [...start];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    // Own entries only: a file named `constructor` must not pick up what every object inherits.
    for (const dep of Object.hasOwn(requires, file) ? requires[file]! : []) if (!seen.has(dep)) queue.push(dep);
  }
  return seen;
}

/** One launch to test: the files to keep enabled, and which suspects that set covers. */
export interface BisectTest {
  enabled: string[];
  covered: string[];
}

/**
 * The next test for `suspects` among the files `all` that were enabled at the start, or null when the suspects
 * cannot be split (each needs all the others: they must go together). The covered suspects are chosen greedily by
 * the fewest new suspects each brings with its requirements, up to half (rounded up). Files already ruled out stay
 * enabled whenever all they need is enabled too, so each launch is as close to the real pack as possible.
 */
export function nextTest(suspects: readonly string[], all: readonly string[], requires: Requires): BisectTest | null {
  if (suspects.length < 2) return null;
  const suspectSet = new Set(suspects);
  const closureInSuspects = new Map<string, string[]>();
  // Real packs need a few libraries per mod; a state whose links chain thousands of files (made by hand) would make
  // these closures quadratic in size, so past a budget the bisect stops with a clear message instead of running on.
  const budget = 64 * suspects.length + 100_000;
  let used = 0;
  for (const s of suspects) {
    // Most files require nothing: their closure is themselves, without building a set for each.
    const closure = Object.hasOwn(requires, s)
      ? [...requiredClosure([s], requires)].filter((f) => suspectSet.has(f))
      : [s];
    used += closure.length;
    if (used > budget) {
      throw new BisectUsageError(BisectM.chainsTooLong({}));
    }
    closureInSuspects.set(s, closure);
  }
  const target = Math.ceil(suspects.length / 2);
  const covered = new Set<string>();
  const chosen: string[] = [];
  // Suspects before `first` are all covered: each round starts there, and a gain of 1 (the suspect alone, the least
  // possible) ends the round at once, so a pack without links is chosen in linear time, not quadratic.
  let first = 0;
  for (;;) {
    while (first < suspects.length && covered.has(suspects[first]!)) first++;
    let best: string | null = null;
    let bestGain = Infinity;
    for (let i = first; i < suspects.length; i++) {
      const s = suspects[i]!;
      if (covered.has(s)) continue;
      const closure = closureInSuspects.get(s)!;
      let gain = 0;
      for (const f of closure) if (!covered.has(f)) gain++;
      if (gain < bestGain && covered.size + gain <= target) {
        best = s;
        bestGain = gain;
        if (gain === 1) break;
      }
    }
    if (best === null) break;
    chosen.push(best);
    for (const f of closureInSuspects.get(best)!) covered.add(f);
    if (covered.size >= target) break;
  }
  if (covered.size === 0) {
    // Every suspect brings more than half with it: take the smallest one that still leaves someone out.
    const smallest = [...suspects]
      .map((s) => closureInSuspects.get(s)!)
      .filter((c) => c.length < suspects.length)
      .sort((a, b) => a.length - b.length)[0];
    if (smallest === undefined) return null;
    for (const f of smallest) covered.add(f);
    chosen.push(...smallest);
  }
  const enabled = requiredClosure(chosen, requires);
  for (const file of all) {
    if (suspectSet.has(file) || enabled.has(file)) continue;
    const needs = requiredClosure([file], requires);
    if ([...needs].every((f) => !suspectSet.has(f) || covered.has(f))) for (const f of needs) enabled.add(f);
  }
  return { enabled: all.filter((f) => enabled.has(f)), covered: suspects.filter((s) => covered.has(s)) };
}

/** The suspects left after answering a test: `bad` (still failing) keeps the covered ones, `good` the others. */
export function answerTest(suspects: readonly string[], covered: readonly string[], answer: 'good' | 'bad'): string[] {
  const inTest = new Set(covered);
  return suspects.filter((s) => (answer === 'bad' ? inTest.has(s) : !inTest.has(s)));
}

/**
 * What stays enabled once the culprit is known: everything enabled at the start except the culprit group and the
 * files that need it, so the pack can be launched without it.
 */
export function withoutCulprit(all: readonly string[], culprit: readonly string[], requires: Requires): string[] {
  const bad = new Set(culprit);
  return all.filter((f) => ![...requiredClosure([f], requires)].some((n) => bad.has(n)));
}
