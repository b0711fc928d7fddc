import { nameFilter, walkCentralDirectory, type JarArchive, type NameFilter } from '../archive/jarArchive';

/** What one pass over a jar's central directory finds. */
export interface JarIndex {
  /** Entry index of each wanted file name present (first occurrence). */
  found: Map<string, number>;
  /** Root-level mixin configs (`*.mixins.json`, `mixins.*.json`). */
  rootMixins: string[];
  /** Class package prefixes (see {@link indexJar}); empty unless asked for. */
  packages: string[];
}

const MAX_PACKAGES = 50;
const SLASH = 0x2f;

interface PrefixBucket {
  start: number;
  end: number;
  count: number;
  next: PrefixBucket | null;
}

/**
 * One byte-level pass over the central directory (which also validates its records): finds the `wanted` entry
 * names, root mixin configs and, with `withPackages`, the distinct package prefixes of `.class` entries (up to 3
 * segments, outside META-INF; the 50 most populated when capped; sorted). No name is decoded unless it is one
 * wanted or a root mixin config, because decoding every name of a 3,000-entry jar would cost more than reading
 * the directory. Without `withPackages` the walk calls back only for names of a wanted length or ending in
 * ".json" (`NameFilter`), so most records cost a few byte loads.
 */
export function indexJar(archive: JarArchive, wanted: ReadonlySet<string>, withPackages: boolean): JarIndex {
  const cd = archive.centralDirectory;
  const { byLength, filter } = wantedNames(wanted);
  const found = new Map<string, number>();
  const rootMixins: string[] = [];
  const buckets = new Map<number, PrefixBucket>();
  let lastBucket: PrefixBucket | null = null;
  let lastStart = 0;
  let lastEnd = -1;
  let lastHadThreeSegments = false;

  const visit = (i: number, at: number): void => {
    const start = at + 46;
    const length = cd[at + 28]! | (cd[at + 29]! << 8);
    const end = start + length;
    if (
      withPackages &&
      length > 6 &&
      cd[end - 1] === 0x73 && // s
      cd[end - 2] === 0x73 && // s
      cd[end - 3] === 0x61 && // a
      cd[end - 4] === 0x6c && // l
      cd[end - 5] === 0x63 && // c
      cd[end - 6] === 0x2e // .
    ) {
      // Jars list classes folder by folder: most entries share the previous prefix, checked without a scan.
      const lastLength = lastEnd - lastStart;
      if (
        lastHadThreeSegments &&
        length > lastLength &&
        cd[start + lastLength] === SLASH &&
        sameBytes(cd, lastStart, lastEnd, start, start + lastLength)
      ) {
        lastBucket!.count++;
        return;
      }
      let prefixEnd = -1;
      let slashes = 0;
      for (let k = start; k < end; k++) {
        if (cd[k] === SLASH) {
          prefixEnd = k;
          if (++slashes === 3) break;
        }
      }
      if (prefixEnd < 0 || isMetaInf(cd, start, prefixEnd)) return;
      if (prefixEnd - start === lastLength && sameBytes(cd, lastStart, lastEnd, start, prefixEnd)) {
        lastBucket!.count++;
        return;
      }
      // A weak key (length and the last bytes) is enough: buckets are verified byte by byte.
      const key =
        (prefixEnd - start) * 0x1000000 +
        cd[prefixEnd - 1]! * 0x10000 +
        cd[prefixEnd - 2]! * 0x100 +
        cd[start + ((prefixEnd - start) >> 1)]!;
      lastBucket = countPrefix(buckets, cd, start, prefixEnd, key);
      lastStart = start;
      lastEnd = prefixEnd;
      lastHadThreeSegments = slashes === 3;
      return;
    }
    const candidates = byLength[length];
    if (candidates !== undefined) {
      for (const candidate of candidates) {
        const bytes = candidate.bytes;
        if (
          cd[start] === bytes[0] &&
          cd[end - 1] === bytes[length - 1] &&
          sameBytes(bytes, 0, length, start, end, cd)
        ) {
          if (!found.has(candidate.name)) found.set(candidate.name, i);
          return;
        }
      }
    }
    if (isRootMixinConfig(cd, start, end)) rootMixins.push(cd.toString('utf8', start, end));
  };
  // The same walk validates the records: an archive opened with `deferRecords` is parsed only here.
  walkCentralDirectory(archive, visit, withPackages ? undefined : filter);
  return { found, rootMixins, packages: withPackages ? prefixList(buckets, cd) : [] };
}

interface WantedNames {
  /** The wanted names as bytes, by length: a record is compared byte-wise only against names of its length. */
  byLength: Array<Array<{ name: string; bytes: Buffer }> | undefined>;
  /**
   * The records to call back for without packages: wanted lengths and `.json` names; undefined (every record)
   * when a wanted name is 32 bytes or longer, past what a filter's length bits cover.
   */
  filter: NameFilter | undefined;
  /** How many names the set held when they were worked out (a set that grew is worked out again). */
  size: number;
}

/** Callers pass one set for every jar, so its bytes are worked out once per set. */
const wantedCache = new WeakMap<ReadonlySet<string>, WantedNames>();

function wantedNames(wanted: ReadonlySet<string>): WantedNames {
  let names = wantedCache.get(wanted);
  if (names !== undefined && names.size === wanted.size) return names;
  const byLength: WantedNames['byLength'] = [];
  let lengthBits = 0;
  let everyLengthFits = true;
  for (const name of wanted) {
    const bytes = Buffer.from(name, 'utf8');
    (byLength[bytes.length] ??= []).push({ name, bytes });
    if (bytes.length < 32) lengthBits |= 1 << bytes.length;
    else everyLengthFits = false;
  }
  names = { byLength, filter: everyLengthFits ? nameFilter(lengthBits, '.json') : undefined, size: wanted.size };
  wantedCache.set(wanted, names);
  return names;
}

/**
 * `*.mixins.json` or `mixins.*.json` with no folder: the shape checks come first because assets hold
 * thousands of `.json` names, which then cost no scan for a slash.
 */
function isRootMixinConfig(cd: Buffer, start: number, end: number): boolean {
  const length = end - start;
  if (length < JSON_ENDING.length || !endsWith(cd, end, JSON_ENDING)) return false;
  const shaped =
    (length >= MIXINS_ENDING.length && endsWith(cd, end, MIXINS_ENDING)) ||
    (length >= MIXINS_START.length && startsWith(cd, start, MIXINS_START));
  return shaped && !hasSlash(cd, start, end);
}

const JSON_ENDING = Buffer.from('.json');
const MIXINS_ENDING = Buffer.from('.mixins.json');
const MIXINS_START = Buffer.from('mixins.');

function endsWith(cd: Buffer, end: number, ending: Buffer): boolean {
  return sameBytes(ending, 0, ending.length, end - ending.length, end, cd);
}

function startsWith(cd: Buffer, start: number, prefix: Buffer): boolean {
  return sameBytes(prefix, 0, prefix.length, start, start + prefix.length, cd);
}

function hasSlash(cd: Buffer, start: number, end: number): boolean {
  for (let k = start; k < end; k++) if (cd[k] === SLASH) return true;
  return false;
}

function isMetaInf(cd: Buffer, start: number, end: number): boolean {
  // "META-INF"
  return (
    end - start >= 8 &&
    cd[start] === 0x4d &&
    cd[start + 1] === 0x45 &&
    cd[start + 2] === 0x54 &&
    cd[start + 3] === 0x41 &&
    cd[start + 4] === 0x2d &&
    cd[start + 5] === 0x49 &&
    cd[start + 6] === 0x4e &&
    cd[start + 7] === 0x46
  );
}

function countPrefix(
  buckets: Map<number, PrefixBucket>,
  cd: Buffer,
  start: number,
  end: number,
  key: number,
): PrefixBucket {
  let bucket = buckets.get(key);
  if (bucket === undefined) {
    bucket = { start, end, count: 1, next: null };
    buckets.set(key, bucket);
    return bucket;
  }
  for (;;) {
    if (sameBytes(cd, bucket.start, bucket.end, start, end)) {
      bucket.count++;
      return bucket;
    }
    if (bucket.next === null) {
      bucket.next = { start, end, count: 1, next: null };
      return bucket.next;
    }
    bucket = bucket.next;
  }
}

/** Whether `a[aStart, aEnd)` equals `b[bStart, bEnd)`; `b` defaults to `a`. */
function sameBytes(a: Buffer, aStart: number, aEnd: number, bStart: number, bEnd: number, b: Buffer = a): boolean {
  const length = aEnd - aStart;
  if (length !== bEnd - bStart) return false;
  for (let k = length - 1; k >= 0; k--) if (a[aStart + k] !== b[bStart + k]) return false;
  return true;
}

function prefixList(buckets: Map<number, PrefixBucket>, cd: Buffer): string[] {
  const all: Array<{ prefix: string; count: number }> = [];
  for (const first of buckets.values()) {
    for (let b: PrefixBucket | null = first; b !== null; b = b.next) {
      all.push({ prefix: cd.toString('utf8', b.start, b.end).replaceAll('/', '.'), count: b.count });
    }
  }
  const kept =
    all.length > MAX_PACKAGES
      ? all.sort((a, b) => b.count - a.count || (a.prefix < b.prefix ? -1 : 1)).slice(0, MAX_PACKAGES)
      : all;
  return [...new Set(kept.map((p) => p.prefix))].sort();
}
