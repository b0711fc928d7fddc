/**
 * The exception a line shows, from its qualified class name on (`java.lang.NullPointerException: entry`), at most
 * `max` characters, or null. Found from each `Exception`/`Error` word (at most eight) back over the class name's
 * characters, so a long line of dotted names costs linear time.
 */
export function exceptionTextIn(line: string, max = 300): string | null {
  let from = 0;
  for (let n = 0; n < 8; n++) {
    const e = line.indexOf('Exception', from);
    const r = line.indexOf('Error', from);
    const at = e < 0 ? r : r < 0 ? e : Math.min(e, r);
    if (at < 0) return null;
    const end = at + (at === e ? 9 : 5);
    from = end;
    if (/[\w$]/.test(line.charAt(end))) continue;
    let start = at;
    while (start > 0 && at - start < 300 && /[\w$.]/.test(line.charAt(start - 1))) start--;
    const name = line.slice(start, end);
    if (/^[A-Za-z_$][\w$]*(?:\.[\w$]+)+$/.test(name)) return line.slice(start, start + max).trim();
  }
  return null;
}
