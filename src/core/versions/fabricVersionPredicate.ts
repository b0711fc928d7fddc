/**
 * Fabric/Quilt version semantics, following Fabric Loader's `SemanticVersionImpl` and
 * `VersionPredicateParser`: a version is SemVer-like (any number of numeric components, `-prerelease`,
 * `+build` with any contents after the first `+`), anything else is a plain string that can only be compared for equality.
 *
 * Predicates: space-separated terms are ANDed, array entries are alternatives (OR), `*` or empty = any,
 * operators `>=`, `<=`, `>`, `<`, `=`, `~` (same major.minor), `^` (same major); `1.20.x` / `1.20.*`
 * are allowed only with `=` or no operator and become `~1.20-` / `^1-` as in Fabric (so 1.20 pre-releases match).
 */

/** Marks a trailing `x`/`X`/`*` component; only predicates may contain it. */
const WILDCARD = -1;

/** Dot-separated identifiers of a pre-release or build; Fabric allows the empty string (`1.21-` = lowest 1.21 pre-release). */
const DOT_SEPARATED_ID = /^(?:[-0-9A-Za-z]+(?:\.[-0-9A-Za-z]+)*)?$/;
const DIGITS = /^[0-9]+$/;
/** A numeric pre-release identifier, as Fabric (and SemVer) define it: `01` is alphanumeric, not a number. */
const UNSIGNED_INTEGER = /^(?:0|[1-9][0-9]*)$/;

export interface SemanticVersion {
  /** Numeric components; a trailing {@link WILDCARD} only in predicates. */
  components: number[];
  /** Pre-release after `-` (may be empty), null when absent. */
  prerelease: string | null;
  build: string | null;
}

/** A predicate term's comparison operator, as Fabric serialises it. */
export type FabricOperator = '>=' | '<=' | '>' | '<' | '=' | '~' | '^';

/** Checked in this order so `>=` wins over `>`, as in Fabric's operator table. */
const OPERATORS: readonly FabricOperator[] = ['>=', '<=', '>', '<', '=', '~', '^'];

/**
 * Parses a Fabric SemVer. `allowWildcard` accepts trailing `x`/`X`/`*` components (predicates only);
 * returns null for anything Fabric would treat as a non-semantic string version.
 */
export function parseSemanticVersion(input: string, allowWildcard = false): SemanticVersion | null {
  let core = input;
  let build: string | null = null;
  let prerelease: string | null = null;
  const plus = core.indexOf('+');
  if (plus >= 0) {
    build = core.slice(plus + 1);
    core = core.slice(0, plus);
  }
  const dash = core.indexOf('-');
  if (dash >= 0) {
    prerelease = core.slice(dash + 1);
    core = core.slice(0, dash);
  }
  if (prerelease !== null && !DOT_SEPARATED_ID.test(prerelease)) return null;
  if (core.length === 0 || core.startsWith('.') || core.endsWith('.')) return null;

  const parts = core.split('.');
  const components: number[] = [];
  let firstWildcard = -1;
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i] ?? '';
    if (allowWildcard && (part === 'x' || part === 'X' || part === '*')) {
      if (prerelease !== null) return null;
      if (firstWildcard < 0) firstWildcard = i;
      components.push(WILDCARD);
      continue;
    }
    // Interjacent wildcards (1.x.2) are disallowed.
    if (firstWildcard >= 0) return null;
    if (!DIGITS.test(part)) return null;
    const value = Number(part);
    // Fabric parses components as Java ints: anything above Integer.MAX_VALUE makes the version a plain string.
    if (value > 2147483647) return null;
    components.push(value);
  }
  if (components.length === 1 && components[0] === WILDCARD) return null;
  // `1.x.x` is the same as `1.x`.
  if (firstWildcard > 0) components.length = firstWildcard + 1;
  return { components, prerelease, build };
}

function component(v: SemanticVersion, pos: number): number {
  if (pos < v.components.length) return v.components[pos] ?? 0;
  return v.components[v.components.length - 1] === WILDCARD ? WILDCARD : 0;
}

function hasWildcard(v: SemanticVersion): boolean {
  return v.components.includes(WILDCARD);
}

/** Numeric pre-release identifiers (no leading zeros) compare by length, then character by character, as in Fabric. */
function compareNumericStrings(a: string, b: string): number {
  if (a.length !== b.length) return a.length < b.length ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Fabric ordering: components numerically (missing = 0), then a release sorts after its pre-releases; build is ignored. */
export function compareSemanticVersions(a: SemanticVersion, b: SemanticVersion): number {
  const n = Math.max(a.components.length, b.components.length);
  for (let i = 0; i < n; i++) {
    const x = component(a, i);
    const y = component(b, i);
    if (x === WILDCARD || y === WILDCARD) continue;
    if (x !== y) return x < y ? -1 : 1;
  }
  if (a.prerelease === null && b.prerelease === null) return 0;
  if (a.prerelease !== null && b.prerelease !== null) {
    const pa = a.prerelease.split('.').filter((s) => s.length > 0);
    const pb = b.prerelease.split('.').filter((s) => s.length > 0);
    for (let i = 0; i < pa.length; i++) {
      const x = pa[i] ?? '';
      const y = pb[i];
      if (y === undefined) return 1;
      const xn = UNSIGNED_INTEGER.test(x);
      const yn = UNSIGNED_INTEGER.test(y);
      if (xn && yn) {
        const c = compareNumericStrings(x, y);
        if (c !== 0) return c;
      } else if (xn) {
        return -1;
      } else if (yn) {
        return 1;
      } else if (x !== y) {
        return x < y ? -1 : 1;
      }
    }
    return pb.length > pa.length ? -1 : 0;
  }
  if (a.prerelease !== null) return hasWildcard(b) ? 0 : -1;
  return hasWildcard(a) ? 0 : 1;
}

/** Compares two Fabric version strings; null when either is not SemVer and they differ (Fabric cannot order them). */
export function compareFabricVersions(a: string, b: string): number | null {
  const x = parseSemanticVersion(a.trim());
  const y = parseSemanticVersion(b.trim());
  if (x && y) return compareSemanticVersions(x, y);
  return a.trim() === b.trim() ? 0 : null;
}

/** One AND-ed term of a predicate. */
export interface FabricPredicateTerm {
  /** For a reference that is not SemVer, always `=` (Fabric keeps only equality for it). */
  operator: FabricOperator;
  semantic: SemanticVersion | null;
  raw: string;
}

/** Parses one predicate string into AND-ed terms; `[]` means any version; null when Fabric would reject it. */
export function parseFabricPredicate(predicate: string): FabricPredicateTerm[] | null {
  const terms: FabricPredicateTerm[] = [];
  for (const piece of predicate.split(/\s+/)) {
    let s = piece.trim();
    if (s.length === 0 || s === '*') continue;
    let operator: FabricOperator = '=';
    for (const op of OPERATORS) {
      if (s.startsWith(op)) {
        operator = op;
        s = s.slice(op.length);
        break;
      }
    }
    if (s.length === 0) return null;
    let semantic = parseSemanticVersion(s, true);
    if (semantic) {
      if (hasWildcard(semantic)) {
        // `x.x` parses, but Fabric cannot build its range (a version must start with a number) and fails.
        if (operator !== '=' || semantic.components[0] === WILDCARD) return null;
        const count = semantic.components.length;
        operator = count === 2 ? '^' : '~';
        // Fabric rewrites `a.b.x` to `~a.b-` and `a.x` to `^a-`: the empty pre-release admits a.b's own pre-releases.
        semantic = { components: semantic.components.slice(0, count - 1), prerelease: '', build: semantic.build };
      }
    } else if (operator === '>' || operator === '<') {
      // Fabric: bounds-excluding operators need a semantic version.
      return null;
    } else {
      operator = '=';
    }
    terms.push({ operator, semantic, raw: s });
  }
  return terms;
}

function testSemantic(op: FabricOperator, v: SemanticVersion, ref: SemanticVersion): boolean {
  const c = compareSemanticVersions(v, ref);
  switch (op) {
    case '>=':
      return c >= 0;
    case '<=':
      return c <= 0;
    case '>':
      return c > 0;
    case '<':
      return c < 0;
    case '=':
      return c === 0;
    case '~':
      return c >= 0 && component(v, 0) === component(ref, 0) && component(v, 1) === component(ref, 1);
    case '^':
      return c >= 0 && component(v, 0) === component(ref, 0);
  }
}

/**
 * One term as Fabric's `VersionComparisonOperator.test`: two semantic versions are compared; otherwise every
 * operator that includes its bound (`=`, `>=`, `<=`, `~`, `^`, and a bare version) holds only for the same
 * spelling, and the bound-excluding ones (`>`, `<`) never hold.
 */
function testTerm(term: FabricPredicateTerm, raw: string, parsed: SemanticVersion | null): boolean {
  if (term.semantic && parsed) return testSemantic(term.operator, parsed, term.semantic);
  if (term.operator === '>' || term.operator === '<') return false;
  return friendlyString(parsed, raw) === friendlyString(term.semantic, term.raw);
}

/** Fabric's friendly string: a semantic version is spelled from its parts (`01.2` → `1.2`), a string as written. */
function friendlyString(v: SemanticVersion | null, raw: string): string {
  if (!v) return raw;
  const core = v.components.map((c) => (c === WILDCARD ? 'x' : String(c))).join('.');
  return `${core}${v.prerelease !== null ? `-${v.prerelease}` : ''}${v.build !== null ? `+${v.build}` : ''}`;
}

/** Versions that stand for "not recorded"; nothing can be judged against them. */
export function isUnknownVersion(version: string): boolean {
  const v = version.trim();
  return v.length === 0 || v.toLowerCase() === 'unknown' || v.includes('${');
}

/**
 * Whether `version` satisfies any of `ranges` (alternatives), each a space-separated AND of Fabric predicates,
 * with Fabric Loader's own answer for a version that is not SemVer (see {@link testTerm}). `ranges` null = any
 * version. Null when it cannot be judged: an unparsable predicate (Fabric refuses the whole mod) or a version
 * that was never recorded ({@link isUnknownVersion}); callers never report a problem on null.
 */
export function satisfiesFabric(version: string, ranges: string[] | null): boolean | null {
  if (ranges === null) return true;
  if (ranges.length === 0) return null;
  const parsedRanges = ranges.map((r) => parseFabricPredicate(r));
  if (parsedRanges.some((terms) => terms !== null && terms.length === 0)) return true;
  if (isUnknownVersion(version)) return null;
  const raw = version.trim();
  const parsed = parseSemanticVersion(raw);
  let result: boolean | null = false;
  for (const terms of parsedRanges) {
    if (terms === null) {
      result = null;
      continue;
    }
    if (terms.every((term) => testTerm(term, raw, parsed))) return true;
  }
  return result;
}
