import { walkCentralDirectory, type JarArchive } from '../zip/jarArchive';

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
 * One byte-level pass over the central directory (which also validates its records): finds the `wanted` entry names, root mixin configs and,
 * with `withPackages`, the distinct package prefixes of `.class` entries (up to 3 segments, outside
 * META-INF; the 50 most populated when capped; sorted). Names are decoded only when their length matches a
 * wanted name or they may be a root mixin config, because decoding every name of a 3,000-entry jar would
 * cost more than reading the directory.
 */
export function indexJar(archive: JarArchive, wanted: ReadonlySet<string>, withPackages: boolean): JarIndex {
  const cd = archive.centralDirectory;
  // A byte per possible wanted length: one typed-array load per record instead of a Set lookup.
  let longest = 0;
  for (const name of wanted) longest = Math.max(longest, Buffer.byteLength(name));
  const wantedLengths = new Uint8Array(longest + 1);
  for (const name of wanted) wantedLengths[Buffer.byteLength(name)] = 1;
  const found = new Map<string, number>();
  const rootMixins: string[] = [];
  const buckets = new Map<number, PrefixBucket>();
  let lastBucket: PrefixBucket | null = null;
  let lastStart = 0;
  let lastEnd = -1;
  let lastHadThreeSegments = false;

  // The same walk validates the records: an archive opened with `deferRecords` is parsed only here.
  walkCentralDirectory(archive, (i, at) => {
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
    if (length <= longest && wantedLengths[length] === 1) {
      const name = cd.toString('utf8', start, end);
      if (wanted.has(name) && !found.has(name)) found.set(name, i);
      return;
    }
    if (
      length > 5 &&
      cd[end - 1] === 0x6e && // n
      cd[end - 2] === 0x6f && // o
      cd[end - 3] === 0x73 && // s
      cd[end - 4] === 0x6a && // j
      cd[end - 5] === 0x2e && // .
      !hasSlash(cd, start, end)
    ) {
      const name = cd.toString('utf8', start, end);
      if (name.endsWith('.mixins.json') || (name.startsWith('mixins.') && name.endsWith('.json')))
        rootMixins.push(name);
    }
  });
  return { found, rootMixins, packages: withPackages ? prefixList(buckets, cd) : [] };
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

function sameBytes(cd: Buffer, aStart: number, aEnd: number, bStart: number, bEnd: number): boolean {
  const length = aEnd - aStart;
  if (length !== bEnd - bStart) return false;
  for (let k = length - 1; k >= 0; k--) if (cd[aStart + k] !== cd[bStart + k]) return false;
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
