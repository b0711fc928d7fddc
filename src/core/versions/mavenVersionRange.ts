/**
 * Maven version ordering (`ComparableVersion`, as used by FML through `DefaultArtifactVersion`) and
 * version ranges (`VersionRange.createFromVersionSpec`): `[1.0]`, `[1.0,2.0)`, `(,1.0]`, `[1.5,)`,
 * unions `(,1.0],[1.2,)`, and a bare `1.0`, which is a *soft* requirement that accepts every version.
 */

/**
 * One parsed part, as in Maven 3.9's `ComparableVersion`: a number, a qualifier, a qualifier joined to the number
 * after it (`rc1`, `sp-2`), or a sub-list opened by `-` or by a letter/digit transition.
 */
type Item =
  | { type: 'int'; value: string }
  | { type: 'string'; value: string }
  | { type: 'combination'; text: string; digits: string }
  | { type: 'list'; items: Item[] };
type ListItem = Item & { type: 'list' };

/** Known qualifiers in order; unknown ones sort after all of them (lexically), as in Maven. */
const QUALIFIERS = ['alpha', 'beta', 'milestone', 'rc', 'snapshot', '', 'sp'];
/** Release qualifiers order like the empty one, but are not dropped as trailing nulls (Maven 3.9). */
const RELEASE_QUALIFIERS = ['ga', 'final', 'release'];
const RELEASE_INDEX = String(QUALIFIERS.indexOf(''));

function comparableQualifier(q: string): string {
  if (RELEASE_QUALIFIERS.includes(q)) return RELEASE_INDEX;
  const i = QUALIFIERS.indexOf(q);
  return i >= 0 ? String(i) : `${QUALIFIERS.length}-${q}`;
}

/** `a1`, `b1`, `m1` abbreviate alpha, beta and milestone only right before a number; `cr` is `rc`. */
function qualifier(value: string, followedByDigit: boolean): string {
  let v = value;
  if (followedByDigit && v.length === 1) {
    if (v === 'a') v = 'alpha';
    else if (v === 'b') v = 'beta';
    else if (v === 'm') v = 'milestone';
  }
  return v === 'cr' ? 'rc' : v;
}

const isAsciiDigit = (c: string): boolean => c >= '0' && c <= '9';

function intItem(digits: string): Item {
  return { type: 'int', value: digits.replace(/^0+(?=\d)/, '') };
}

function parseItem(isCombination: boolean, isDigit: boolean, buf: string): Item {
  if (isCombination) {
    const text = buf.replace(/-/g, '');
    let index = 0;
    while (index < text.length && !isAsciiDigit(text.charAt(index))) index++;
    return { type: 'combination', text: qualifier(text.slice(0, index), true), digits: text.slice(index) };
  }
  if (isDigit) return intItem(buf);
  return { type: 'string', value: qualifier(buf, false) };
}

function isNull(item: Item): boolean {
  if (item.type === 'int') return item.value === '0';
  if (item.type === 'string') return item.value === '';
  if (item.type === 'combination') return false;
  return item.items.length === 0;
}

/**
 * Drops null items (`0`, empty) that end a list or stand before a qualifier, or before a sub-list that starts
 * with one (Maven 3.9 `ListItem.normalize`): `1.0.0` = `1`, `1.0-alpha` = `1-alpha`, but `1.0.1` keeps its zero.
 */
function normalize(list: ListItem): void {
  for (let i = list.items.length - 1; i >= 0; i--) {
    const item = list.items[i];
    if (!item || !isNull(item)) continue;
    const next = list.items[i + 1];
    if (next === undefined || next.type === 'string') {
      list.items.splice(i, 1);
    } else if (next.type === 'list') {
      const first = next.items[0];
      if (first && (first.type === 'combination' || first.type === 'string')) list.items.splice(i, 1);
    }
  }
}

function compareInts(a: string, b: string): number {
  if (a.length !== b.length) return a.length < b.length ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function compareQualifiers(a: string, b: string | null): number {
  return cmp(comparableQualifier(a), b === null ? RELEASE_INDEX : comparableQualifier(b));
}

/** Maven's `Item.compareTo`; `b` null stands for a missing item (the shorter version padded). */
function compareItem(a: Item, b: Item | null): number {
  switch (a.type) {
    case 'int':
      if (b === null) return a.value === '0' ? 0 : 1;
      return b.type === 'int' ? compareInts(a.value, b.value) : 1;
    case 'string':
      if (b === null) return compareQualifiers(a.value, null);
      if (b.type === 'string') return compareQualifiers(a.value, b.value);
      if (b.type === 'combination') return compareQualifiers(a.value, b.text) || -1;
      return -1;
    case 'combination':
      if (b === null) return compareQualifiers(a.text, null);
      if (b.type === 'string') return compareQualifiers(a.text, b.value) || 1;
      if (b.type === 'combination') return compareQualifiers(a.text, b.text) || compareInts(a.digits, b.digits);
      return -1;
    case 'list': {
      if (b === null) {
        for (const item of a.items) {
          const r = compareItem(item, null);
          if (r !== 0) return r;
        }
        return 0;
      }
      if (b.type === 'int') return -1;
      if (b.type !== 'list') return 1;
      const n = Math.max(a.items.length, b.items.length);
      for (let i = 0; i < n; i++) {
        const l = a.items[i] ?? null;
        const r = b.items[i] ?? null;
        const result = l === null ? (r === null ? 0 : -compareItem(r, l)) : compareItem(l, r);
        if (result !== 0) return result;
      }
      return 0;
    }
  }
}

function parseMavenVersion(version: string): ListItem {
  const v = version.toLowerCase();
  const root: ListItem = { type: 'list', items: [] };
  let list = root;
  const stack: ListItem[] = [root];
  const push = (): void => {
    const next: ListItem = { type: 'list', items: [] };
    list.items.push(next);
    list = next;
    stack.push(next);
  };
  let isDigit = false;
  let isCombination = false;
  let start = 0;
  for (let i = 0; i < v.length; i++) {
    const c = v.charAt(i);
    if (c === '.') {
      list.items.push(i === start ? intItem('0') : parseItem(isCombination, isDigit, v.slice(start, i)));
      isCombination = false;
      start = i + 1;
    } else if (c === '-') {
      if (i === start) {
        list.items.push(intItem('0'));
      } else {
        // `X-1` is read as `X1`, one qualifier joined to its number.
        if (!isDigit && i !== v.length - 1 && isAsciiDigit(v.charAt(i + 1))) {
          isCombination = true;
          continue;
        }
        list.items.push(parseItem(isCombination, isDigit, v.slice(start, i)));
      }
      start = i + 1;
      if (list.items.length > 0) push();
      isCombination = false;
    } else if (isAsciiDigit(c)) {
      if (!isDigit && i > start) {
        isCombination = true;
        if (list.items.length > 0) push();
      }
      isDigit = true;
    } else {
      if (isDigit && i > start) {
        list.items.push(parseItem(isCombination, true, v.slice(start, i)));
        start = i;
        push();
        isCombination = false;
      }
      isDigit = false;
    }
  }
  if (v.length > start) {
    // A trailing `.X` reads like `-X` for a qualifier X (`1.0.0.RC1` < `1.0.0-RC2`, `2.0.x` = `2-x`).
    if (!isDigit && list.items.length > 0) push();
    list.items.push(parseItem(isCombination, isDigit, v.slice(start)));
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

function parseBounded(version: string): ListItem {
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
  // Only the first comma splits: `[1,2,3]` has the upper bound `2,3`, an ordinary ComparableVersion.
  const lower = inner.slice(0, comma).trim();
  const upper = inner.slice(comma + 1).trim();
  const r: MavenRestriction = {
    lower: lower.length > 0 ? lower : null,
    lowerInclusive,
    upper: upper.length > 0 ? upper : null,
    upperInclusive,
  };
  if (r.lower !== null && r.upper !== null) {
    // Reversed bounds, or equal ones that exclude themselves (`(1.0,1.0]`), contain nothing: Maven rejects them.
    const c = compareMavenVersions(r.upper, r.lower);
    if (c < 0 || (c === 0 && !(lowerInclusive && upperInclusive))) return null;
  }
  return r;
}

/**
 * Parses a Maven version range as `VersionRange.createFromVersionSpec` (Maven 3.9) does; null when Maven would
 * reject it (an unclosed set, `(1.0)`, reversed bounds, equal bounds not both inclusive, overlapping or descending
 * sets, a bare version after a set).
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
    // A bare version is a soft requirement whatever it contains (`1.0]` too); after a set it is an error.
    if (restrictions.length > 0) return null;
    return { restrictions: [EVERYTHING], recommended: rest };
  }
  if (restrictions.length === 0) return { restrictions: [EVERYTHING], recommended: null };
  return { restrictions, recommended: null };
}

/** `version` is parsed once by the caller; only the bounds are parsed here. */
function contains(r: MavenRestriction, version: ListItem): boolean {
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
