import * as path from 'node:path';

/** A byte count for people and models: `512 B`, `12 KB`, `3.4 MB`. */
export function sizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** The `host[:port]` of a URL, as the checklist names where a download comes from; `fallback` when it is not a URL. */
export function urlHost(url: string, fallback: string): string {
  try {
    return new URL(url).host;
  } catch {
    return fallback;
  }
}

/** A path as people and models see it: relative to `base` with `/` separators (`.` for `base` itself). */
export function shownPath(base: string, file: string): string {
  const rel = path.relative(base, file);
  return rel === '' ? '.' : rel.split(path.sep).join('/');
}
