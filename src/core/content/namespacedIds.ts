/**
 * A map from `namespace:path` ids to numbers that keeps the ids in one small map per namespace (the text before the
 * first `:`, the whole id without one). An index merges about 70,000 item ids and 50,000 recipe ids of a large pack;
 * in one `Map` each insert or look-up lands in a table far larger than the processor's cache, while one mod's few
 * thousand ids stay in it: on the bench pack (bench/contentBenchPack.ts) filling one map took about three times as long
 * as filling one per namespace (docs/performance.md, content index, seventh pass). The namespace is a function of the
 * id alone, so an id is always looked for where it was put.
 *
 * It is a `ReadonlyMap<string, number>` for its readers (tagIdJudge.ts, packContentJudge.ts, splitNamespaces.ts), with
 * one difference: iteration goes namespace by namespace (in the order each namespace was first given an id), and in
 * the order of insertion within a namespace. Every reader of the index's id maps counts, collects into sets or sorts,
 * so none depends on the order across namespaces.
 */
export class NamespacedIds implements ReadonlyMap<string, number> {
  private readonly buckets = new Map<string, Map<string, number>>();
  private count = 0;
  /** The last bucket used and its namespace: a part lists its ids namespace by namespace, so it is rarely sliced. */
  private lastNamespace: string | null = null;
  private lastBucket: Map<string, number> | undefined;

  get size(): number {
    return this.count;
  }

  get(id: string): number | undefined {
    return this.bucketOf(id, false)?.get(id);
  }

  has(id: string): boolean {
    return this.bucketOf(id, false)?.has(id) === true;
  }

  /** Sets `id` to `value` (replacing its number when it has one). */
  set(id: string, value: number): this {
    const bucket = this.bucketOf(id, true)!;
    const before = bucket.size;
    bucket.set(id, value);
    if (bucket.size !== before) this.count++;
    return this;
  }

  /** Sets `id` to `value` only when it has no number yet; returns whether it was added. */
  add(id: string, value: number): boolean {
    const bucket = this.bucketOf(id, true)!;
    const before = bucket.size;
    if (bucket.has(id)) return false;
    bucket.set(id, value);
    if (bucket.size !== before) this.count++;
    return true;
  }

  forEach(callback: (value: number, key: string, map: ReadonlyMap<string, number>) => void, thisArg?: unknown): void {
    for (const bucket of this.buckets.values())
      bucket.forEach((value, key) => callback.call(thisArg, value, key, this));
  }

  *entries(): MapIterator<[string, number]> {
    for (const bucket of this.buckets.values()) yield* bucket.entries();
  }

  *keys(): MapIterator<string> {
    for (const bucket of this.buckets.values()) yield* bucket.keys();
  }

  *values(): MapIterator<number> {
    for (const bucket of this.buckets.values()) yield* bucket.values();
  }

  [Symbol.iterator](): MapIterator<[string, number]> {
    return this.entries();
  }

  private bucketOf(id: string, create: boolean): Map<string, number> | undefined {
    const last = this.lastNamespace;
    if (last !== null && id.startsWith(last)) {
      // The namespace holds no `:`, so it is the same one when a `:` or the end follows it here.
      const end = last.length;
      if (end === id.length || id.charCodeAt(end) === 0x3a) return this.lastBucket;
    }
    const ns = namespaceOf(id);
    let bucket = this.buckets.get(ns);
    if (bucket === undefined) {
      if (!create) return undefined;
      bucket = new Map();
      this.buckets.set(ns, bucket);
    }
    this.lastNamespace = ns;
    this.lastBucket = bucket;
    return bucket;
  }
}

/** The text before an id's first `:` (the whole id without one). */
export function namespaceOf(id: string): string {
  const colon = id.indexOf(':');
  return colon < 0 ? id : id.slice(0, colon);
}
