/**
 * Maven version ordering (`ComparableVersion`, as used by FML through `DefaultArtifactVersion`) and
 * version ranges (`VersionRange.createFromVersionSpec`): `[1.0]`, `[1.0,2.0)`, `(,1.0]`, `[1.5,)`,
 * unions `(,1.0],[1.2,)`, and a bare `1.0`, which is a *soft* requirement that accepts every version.
 */

type Item = { type: 'int'; value: string } | { type: 'string'; value: string } | { type: 'list'; items: Item[] };

/** Known qualifiers in order; unknown ones sort after all of them (lexically), as in Maven. */
const QUALIFIERS = ['alpha', 'beta', 'milestone', 'rc', 'snapshot', '', 'sp'];
const ALIASES: Record<string, string> = { ga: '', final: '', release: '', cr: 'rc' };
const RELEASE_INDEX = String(QUALIFIERS.indexOf(''));

function comparableQualifier(q: string): string {
  const i = QUALIFIERS.indexOf(q);
  return i >= 0 ? String(i) : `${QUALIFIERS.length}-${q}`;
}

function stringItem(value: string, followedByDigit: boolean): Item {
  let v = value;
  if (followedByDigit && v.length === 1) {
    if (v === 'a') v = 'alpha';
    else if (v === 'b') v = 'beta';
    else if (v === 'm') v = 'milestone';
  }
  return { type: 'string', value: ALIASES[v] ?? v };
}

function parseItem(isDigit: boolean, buf: string): Item {
  return isDigit ? { type: 'int', value: buf.replace(/^0+(?=\d)/, '') } : stringItem(buf, false);
}

function isNull(item: Item): boolean {
  if (item.type === 'int') return item.value === '0';
  if (item.type === 'string') return item.value === '';
  return item.items.length === 0;
}

/** Drops trailing null items of each list, stopping at the first non-null non-list item (Maven `normalize`). */
function normalize(list: Item & { type: 'list' }): void {
  for (let i = list.items.length - 1; i >= 0; i--) {
    const last = list.items[i];
    if (!last) continue;
    if (isNull(last)) list.items.splice(i, 1);
    else if (last.type !== 'list') break;
  }
}

function compareInts(a: string, b: string): number {
  if (a.length !== b.length) return a.length < b.length ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

function compareItem(a: Item, b: Item | null): number {
  if (a.type === 'int') {
    if (b === null) return a.value === '0' ? 0 : 1;
    if (b.type === 'int') return compareInts(a.value, b.value);
    return 1;
  }
  if (a.type === 'string') {
    if (b === null) return cmp(comparableQualifier(a.value), RELEASE_INDEX);
    if (b.type === 'int' || b.type === 'list') return -1;
    return cmp(comparableQualifier(a.value), comparableQualifier(b.value));
  }
  if (b === null) {
    for (const item of a.items) {
      const r = compareItem(item, null);
      if (r !== 0) return r;
    }
    return 0;
  }
  if (b.type === 'int') return -1;
  if (b.type === 'string') return 1;
  const n = Math.max(a.items.length, b.items.length);
  for (let i = 0; i < n; i++) {
    const l = a.items[i] ?? null;
    const r = b.items[i] ?? null;
    const result = l === null ? (r === null ? 0 : -compareItem(r, l)) : compareItem(l, r);
    if (result !== 0) return result;
  }
  return 0;
}

function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function parseMavenVersion(version: string): Item & { type: 'list' } {
  const v = version.toLowerCase();
  const root: Item & { type: 'list' } = { type: 'list', items: [] };
  let list = root;
  const stack: (Item & { type: 'list' })[] = [root];
  let isDigit = false;
  let start = 0;
  const push = (): void => {
    const next: Item & { type: 'list' } = { type: 'list', items: [] };
    list.items.push(next);
    list = next;
    stack.push(next);
  };
  for (let i = 0; i < v.length; i++) {
    const c = v.charAt(i);
    if (c === '.') {
      list.items.push(i === start ? { type: 'int', value: '0' } : parseItem(isDigit, v.slice(start, i)));
      start = i + 1;
    } else if (c === '-') {
      list.items.push(i === start ? { type: 'int', value: '0' } : parseItem(isDigit, v.slice(start, i)));
      start = i + 1;
      push();
    } else if (c >= '0' && c <= '9') {
      if (!isDigit && i > start) {
        list.items.push(stringItem(v.slice(start, i), true));
        start = i;
        push();
      }
      isDigit = true;
    } else {
      if (isDigit && i > start) {
        list.items.push(parseItem(true, v.slice(start, i)));
        start = i;
        push();
      }
      isDigit = false;
    }
  }
  if (v.length > start) {
    // Maven treats a trailing `.X` like `-X` for a string qualifier X (1.0.0.X1 < 1.0.0-X2).
    if (!isDigit && list.items.length > 0) push();
    list.items.push(parseItem(isDigit, v.slice(start)));
  }
  while (stack.length > 0) {
    const l = stack.pop();
    if (l) normalize(l);
  }
  return root;
}

/**
 * Versions longer than this are compared on their first this-many characters, and ranges longer than
 * {@link MAX_RANGE_LENGTH} are not judged: real ones are far shorter, and hostile ones (10,000 parts against a
 * 10,000-segment version) would otherwise cost quadratic time and nest the parsed items thousands deep.
 */
export const MAX_VERSION_LENGTH = 256;
export const MAX_RANGE_LENGTH = 4096;

function parseBounded(version: string): Item & { type: 'list' } {
  return parseMavenVersion(version.trim().slice(0, MAX_VERSION_LENGTH));
}

/** Maven ordering of two version strings (negative, zero, positive). Every string is orderable. */
export function compareMavenVersions(a: string, b: string): number {
  return compareItem(parseBounded(a), parseBounded(b));
}

export interface MavenRestriction {
  lower: string | null;
  lowerInclusive: boolean;
  upper: string | null;
  upperInclusive: boolean;
}

export interface MavenRange {
  /** Alternatives; a version satisfies the range when it is inside any of them. */
  restrictions: MavenRestriction[];
  /** The soft version of a bare `1.0` spec (which accepts everything), else null. */
  recommended: string | null;
}

const EVERYTHING: MavenRestriction = { lower: null, lowerInclusive: false, upper: null, upperInclusive: false };

function parseRestriction(spec: string): MavenRestriction | null {
  const lowerInclusive = spec.startsWith('[');
  const upperInclusive = spec.endsWith(']');
  const inner = spec.slice(1, -1).trim();
  const comma = inner.indexOf(',');
  if (comma < 0) {
    if (!lowerInclusive || !upperInclusive || inner.length === 0) return null;
    return { lower: inner, lowerInclusive: true, upper: inner, upperInclusive: true };
  }
  const lower = inner.slice(0, comma).trim();
  const upper = inner.slice(comma + 1).trim();
  if (upper.includes(',')) return null;
  // Maven rejects identical boundaries (`[1.0,1.0]`: a single version is written `[1.0]`).
  if (lower.length > 0 && lower === upper) return null;
  const r: MavenRestriction = {
    lower: lower.length > 0 ? lower : null,
    lowerInclusive,
    upper: upper.length > 0 ? upper : null,
    upperInclusive,
  };
  if (r.lower !== null && r.upper !== null && compareMavenVersions(r.upper, r.lower) < 0) return null;
  return r;
}

/**
 * Parses a Maven version range as `VersionRange.createFromVersionSpec` does; null when Maven would reject it
 * (unbalanced brackets, reversed or identical bounds, overlapping sets, a bare version after a set).
 */
export function parseMavenRange(spec: string): MavenRange | null {
  const text = spec.trim();
  if (text.length > MAX_RANGE_LENGTH) return null;
  const restrictions: MavenRestriction[] = [];
  let at = 0;
  let previousUpper: string | null = null;
  const skipSpace = (): void => {
    while (at < text.length && /\s/.test(text.charAt(at))) at++;
  };
  while (text.startsWith('[', at) || text.startsWith('(', at)) {
    let index = at;
    while (index < text.length && text.charAt(index) !== ')' && text.charAt(index) !== ']') index++;
    if (index >= text.length) return null;
    const r = parseRestriction(text.slice(at, index + 1));
    if (!r) return null;
    // Sets must ascend: each lower bound at or above the previous set's upper bound ("Ranges overlap").
    if (previousUpper !== null && (r.lower === null || compareMavenVersions(r.lower, previousUpper) < 0)) return null;
    previousUpper = r.upper;
    restrictions.push(r);
    at = index + 1;
    skipSpace();
    if (text.startsWith(',', at)) {
      at++;
      skipSpace();
    }
  }
  const rest = text.slice(at);
  if (rest.length > 0) {
    if (restrictions.length > 0 || /[[\](),]/.test(rest)) return null;
    return { restrictions: [EVERYTHING], recommended: rest };
  }
  if (restrictions.length === 0) return { restrictions: [EVERYTHING], recommended: null };
  return { restrictions, recommended: null };
}

/** `version` is parsed once by the caller; only the bounds are parsed here. */
function contains(r: MavenRestriction, version: Item & { type: 'list' }): boolean {
  if (r.lower !== null) {
    const c = compareItem(parseBounded(r.lower), version);
    if (c > 0 || (c === 0 && !r.lowerInclusive)) return false;
  }
  if (r.upper !== null) {
    const c = compareItem(parseBounded(r.upper), version);
    if (c < 0 || (c === 0 && !r.upperInclusive)) return false;
  }
  return true;
}

/**
 * Whether `version` is inside the Maven `range`. A bare version (`1.0`) or `*` accepts every version.
 * Null when it cannot be judged: the range is malformed, or the version is unknown (`unknown`, empty, `${…}`).
 */
export function satisfiesMaven(version: string, range: string): boolean | null {
  const parsed = parseMavenRange(range);
  if (!parsed) return null;
  if (parsed.restrictions.some((r) => r.lower === null && r.upper === null)) return true;
  const v = version.trim();
  if (v.length === 0 || v.toLowerCase() === 'unknown' || v.includes('${')) return null;
  const parsedVersion = parseBounded(v);
  return parsed.restrictions.some((r) => contains(r, parsedVersion));
}
