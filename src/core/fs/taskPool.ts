/**
 * Bounded concurrency for file opens, hashes and requests (docs/architecture.md principle 11): never
 * `Promise.all` over a folder's files. A `TaskPool` runs at most `size` tasks at once and queues the rest as plain
 * closures (a queued call costs a closure, not an open file or a buffer); `mapPool` maps a list through a fixed
 * number of workers, so only `size` promises exist at any moment whatever the list's length.
 */
export class TaskPool {
  private active = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(readonly size: number) {
    if (!(size >= 1)) throw new RangeError('a pool needs at least one slot');
  }

  /** Tasks running now. */
  get running(): number {
    return this.active;
  }

  /** Tasks waiting for a slot. */
  get queued(): number {
    return this.waiting.length;
  }

  /** Runs `task` when a slot is free; tasks must not wait on other tasks of the same pool (that could deadlock). */
  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active >= this.size) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.active++;
    try {
      return await task();
    } finally {
      this.active--;
      this.waiting.shift()?.();
    }
  }
}

/** Default width for local file work: enough to hide disk latency, far below any open-file limit. */
export const FILE_POOL_SIZE = 16;

/**
 * `fn` over every item, at most `size` at a time, results in the items' order. The first rejection (or `signal`
 * aborting) stops the workers from taking new items and is rethrown once the running ones settle, so nothing the
 * call started is still working when it rejects. Callers that must go on past one bad item catch inside `fn` and
 * return the failure as a value. This is the one bounded map of the code base: never `Promise.all` over a folder's
 * files, which opens them all at once.
 */
export async function mapPool<T, R>(
  items: readonly T[],
  size: number,
  fn: (item: T, index: number) => Promise<R>,
  signal?: AbortSignal,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  let failed: { error: unknown } | null = null;
  const worker = async (): Promise<void> => {
    while (failed === null && next < items.length) {
      const index = next++;
      try {
        signal?.throwIfAborted();
        results[index] = await fn(items[index] as T, index);
      } catch (error) {
        failed ??= { error };
      }
    }
  };
  const workers: Array<Promise<void>> = [];
  for (let i = 0; i < Math.min(Math.max(1, size), items.length); i++) workers.push(worker());
  await Promise.all(workers);
  if (failed !== null) throw (failed as { error: unknown }).error;
  return results;
}
