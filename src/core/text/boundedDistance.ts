/**
 * Levenshtein distance of `a` and `b`, or `limit + 1` as soon as every cell of a row exceeds `limit` (the distance
 * can then only be larger). `row` and `prev` hold at least `b.length + 1` cells (Uint16 when every string is short):
 * callers reuse them across candidates, so a search over 50,000 ids allocates nothing per id. One copy for the content
 * lookup's and the reference checker's "did you mean".
 */
export function boundedDistance(
  a: string,
  b: string,
  limit: number,
  row: Uint16Array | Uint32Array,
  prev: Uint16Array | Uint32Array,
): number {
  const n = b.length;
  for (let j = 0; j <= n; j++) prev[j] = j;
  let last = prev;
  let current = row;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let best = i;
    const ca = a.charCodeAt(i - 1);
    for (let j = 1; j <= n; j++) {
      const cost = ca === b.charCodeAt(j - 1) ? 0 : 1;
      const del = last[j]! + 1;
      const ins = current[j - 1]! + 1;
      const sub = last[j - 1]! + cost;
      const value = del < ins ? (del < sub ? del : sub) : ins < sub ? ins : sub;
      current[j] = value;
      if (value < best) best = value;
    }
    if (best > limit) return limit + 1;
    const swap = last;
    last = current;
    current = swap;
  }
  return last[n]!;
}
