/** The languages of Nova's own text: English (default) and Simplified Chinese. */
export type Locale = 'en' | 'zh-cn';

/**
 * A language tag or POSIX locale (`zh-CN`, `zh_CN.UTF-8`, `zh-Hans`, `zh_SG`, `en_US`) as a Nova locale; null when
 * it names neither (`C`, `POSIX`, empty). Traditional Chinese (`zh-TW`, `zh-Hant`) stays English: there is no catalog.
 */
export function parseLocale(tag: string | null | undefined): Locale | null {
  if (tag === undefined || tag === null) return null;
  const t = tag
    .trim()
    .toLowerCase()
    .replace(/_/g, '-')
    .replace(/[.@].*$/, '');
  if (t === '' || t === 'c' || t === 'posix') return null;
  if (t === 'zh' || t === 'zh-cn' || t === 'zh-sg' || t.startsWith('zh-hans') || t === 'zh-my') return 'zh-cn';
  if (t.startsWith('zh-')) return 'en';
  if (/^[a-z]{2,3}(?:-|$)/.test(t)) return 'en';
  return null;
}

/** The locale of a process environment, in POSIX precedence: `LC_ALL`, then `LC_MESSAGES`, then `LANG`. */
export function localeFromEnv(env: Record<string, string | undefined>): Locale {
  for (const name of ['LC_ALL', 'LC_MESSAGES', 'LANG']) {
    const value = env[name];
    if (value === undefined || value === '') continue;
    return parseLocale(value) ?? 'en';
  }
  return 'en';
}
