/**
 * Byte offset of every line start in `bytes` (a trailing line feed starts no line; an empty buffer has one line).
 * Line feeds are found with native `indexOf` (memchr) in one pass; the index is sized from the byte count
 * (a line per 64 bytes, grown when a log is denser) and trimmed once, which costs less than counting the lines
 * in a second pass over a log of millions of lines.
 */
export function lineStarts(bytes: Buffer): Int32Array {
  let starts = new Int32Array(Math.max(16, (bytes.length >>> 6) + 16));
  let count = 1;
  const last = bytes.length - 1;
  for (let at = bytes.indexOf(0x0a); at >= 0 && at < last; at = bytes.indexOf(0x0a, at + 1)) {
    if (count === starts.length) {
      const grown = new Int32Array(starts.length * 2);
      grown.set(starts);
      starts = grown;
    }
    starts[count++] = at + 1;
  }
  return count === starts.length ? starts : starts.slice(0, count);
}
