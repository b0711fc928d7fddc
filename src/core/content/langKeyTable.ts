/**
 * The merged lang keys of an index, each with a slot number (contentIndexer.ts keeps the texts per locale by slot).
 * It behaves as one `Map<key, slot>`, but keeps the keys in small maps, one per key segment between the first and the
 * second dot (the namespace of `item.<ns>.<path>`): a pack's 100,000+ keys in one map make every look-up a cache miss,
 * while one mod's few thousand keys stay in the processor's cache. The segment is a function of the key alone, so a
 * key is always looked for where it was put.
 */
export class LangKeyTable {
  private readonly buckets = new Map<string, Map<string, number>>();
  private count = 0;
  /** The last bucket used and its segment: keys of one mod come together, so the segment is rarely sliced again. */
  private lastSegment: string | null = null;
  private lastBucket: Map<string, number> | undefined;

  /** Keys held. */
  get size(): number {
    return this.count;
  }

  /** The slot of `key`, given it one (the next number) when it has none yet. */
  add(key: string): number {
    const bucket = this.bucketOf(key, true)!;
    let slot = bucket.get(key);
    if (slot === undefined) {
      slot = this.count++;
      bucket.set(key, slot);
    }
    return slot;
  }

  /** The slot of `key`, or undefined. */
  get(key: string): number | undefined {
    return this.bucketOf(key, false)?.get(key);
  }

  private bucketOf(key: string, create: boolean): Map<string, number> | undefined {
    const dot = key.indexOf('.');
    const start = dot + 1;
    const last = this.lastSegment;
    if (last !== null && dot >= 0 && key.startsWith(last, start)) {
      // The segment holds no dot, so it is the same one when a dot or the end follows it here.
      const end = start + last.length;
      if (end === key.length || key.charCodeAt(end) === 0x2e) return this.lastBucket;
    }
    const segment = segmentOf(key);
    let bucket = this.buckets.get(segment);
    if (bucket === undefined) {
      if (!create) return undefined;
      bucket = new Map();
      this.buckets.set(segment, bucket);
    }
    this.lastSegment = segment;
    this.lastBucket = bucket;
    return bucket;
  }
}

/** The text between a key's first and second dot (to the end without a second dot; '' without any dot). */
export function segmentOf(key: string): string {
  const dot = key.indexOf('.');
  if (dot < 0) return '';
  const next = key.indexOf('.', dot + 1);
  return next < 0 ? key.slice(dot + 1) : key.slice(dot + 1, next);
}
