import type { Locale } from '../locale/locale';

/**
 * A version range as words for a sentence: `>=1.0.0` → `1.0.0 or newer` (`1.0.0 或更新版本`), Maven `[1.0,2.0)` →
 * `1.0 or newer and older than 2.0`, `*` → `any version`. The versions themselves stay verbatim; a range in a syntax
 * these rules do not cover (`1.20.x`, an OR list already split by the caller) is returned as written.
 */
export function rangeWords(range: string, locale: Locale): string {
  const r = range.trim();
  const zh = locale === 'zh-cn';
  if (r === '' || r === '*' || r === 'x' || r === '(,)') return zh ? '任意版本' : 'any version';
  const maven = /^([[(])\s*([^,\s[\]()]*)\s*(?:,\s*([^,\s[\]()]*)\s*)?([\])])$/.exec(r);
  if (maven !== null) {
    const [, open, low = '', high, close] = maven;
    if (high === undefined) return open === '[' && close === ']' && low !== '' ? low : r;
    const parts = [
      low === '' ? null : comparator(open === '[' ? '>=' : '>', low, zh),
      high === '' ? null : comparator(close === ']' ? '<=' : '<', high, zh),
    ].filter((p): p is string => p !== null);
    return parts.length === 0 ? rangeWords('*', locale) : parts.join(zh ? '且' : ' and ');
  }
  const tokens = r.split(/\s+/);
  const words: string[] = [];
  for (const token of tokens) {
    const m = /^(>=|<=|>|<|=|~|\^)?(\d[^\s<>=~^]*)$/.exec(token);
    if (m === null) return r;
    words.push(comparator(m[1] ?? '=', m[2]!, zh));
  }
  return words.join(zh ? '且' : ' and ');
}

function comparator(op: string, version: string, zh: boolean): string {
  switch (op) {
    case '>=':
      return zh ? `${version} 或更新版本` : `${version} or newer`;
    case '>':
      return zh ? `高于 ${version} 的版本` : `newer than ${version}`;
    case '<=':
      return zh ? `${version} 或更旧版本` : `${version} or older`;
    case '<':
      return zh ? `低于 ${version} 的版本` : `older than ${version}`;
    case '~':
      return zh ? `${version} 或其后续补丁版本` : `${version} or a later patch`;
    case '^':
      return zh ? `${version} 或兼容的更新版本` : `${version} or a later compatible version`;
    default:
      return version;
  }
}
