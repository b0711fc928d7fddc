/**
 * How many files Nova opens at once when it works through a folder's files (reads, hashes, stats). Far below a
 * container's usual open-file limit of 1,024, so a pack of thousands of files never meets `EMFILE`.
 */
export const FILE_CONCURRENCY = 16;

/**
 * Runs `work` over every item with at most `limit` calls in flight, and resolves with the results in the items'
 * order. The first rejection rejects the whole run (no new call starts after it); callers that must go on past one
 * bad item catch inside `work` and return the failure as a value. Never `Promise.all` over a folder's files: that
 * opens them all at once.
 */
export async function mapBounded<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  let failed = false;
  const worker = async (): Promise<void> => {
    while (!failed && next < items.length) {
      const i = next++;
      try {
        results[i] = await work(items[i] as T, i);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  const workers = Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker);
  await Promise.all(workers);
  return results;
}
