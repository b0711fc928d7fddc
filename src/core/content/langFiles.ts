/**
 * Lang files as the index keeps them: only the keys that name content (`item.`, `block.`, `fluid.`, `fluid_type.`,
 * and 1.12's `tile.`), so a 40,000-key lang file costs the index only its names. 1.13+ files are flat JSON maps;
 * 1.12 `.lang` files are `key=value` lines with `#` comments (Forge's i18n doc, MinecraftForge/Documentation
 * `docs/concepts/internationalization.md`).
 */

/** Locales kept: English (the fallback) and Simplified Chinese. Other languages are not indexed. */
export const KEPT_LOCALES: readonly string[] = ['en_us', 'zh_cn'];
/** Keys kept per lang file at most (a hostile file of millions of keys stays bounded). */
const MAX_KEYS = 200_000;
const KEY_PREFIXES = ['item.', 'block.', 'fluid.', 'fluid_type.', 'tile.'];

/** The locale of a lang entry name (`assets/ns/lang/en_US.lang` → `en_us`), or null when not a kept locale. */
export function langLocale(fileName: string): { locale: string; legacy: boolean } | null {
  const base = fileName.slice(fileName.lastIndexOf('/') + 1);
  const dot = base.lastIndexOf('.');
  if (dot < 0) return null;
  const ext = base.slice(dot + 1);
  if (ext !== 'json' && ext !== 'lang') return null;
  const locale = base.slice(0, dot).toLowerCase();
  return KEPT_LOCALES.includes(locale) ? { locale, legacy: ext === 'lang' } : null;
}

/** Keys that describe rather than name (`item.ns.x.tooltip`): not kept, as they are most of a big mod's lang file. */
const DESCRIPTIVE = /\.(tooltip|desc|description|lore|info|hint|summary|condition|behaviour)(\.|$)|\.tooltip/;

function wanted(key: string): boolean {
  for (const prefix of KEY_PREFIXES) if (key.startsWith(prefix)) return !DESCRIPTIVE.test(key);
  return false;
}

/**
 * Appends the content keys of a lang file's text to `into` as flat pairs (`key, value, key, value, …`, in file order;
 * a later duplicate key wins when the pairs are replayed into a map) and returns how many pairs it added, or null when
 * the text cannot be read as a lang file (then `into` is unchanged). Flat pairs, not an object: a 40,000-key lang
 * file would otherwise be copied into a dictionary-mode object and read back out of it, per jar and per merge.
 */
export function parseLang(text: string, legacy: boolean, into: string[]): number | null {
  let count = 0;
  if (!legacy) {
    let value: unknown;
    try {
      value = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
    } catch {
      return null;
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
    const record = value as Record<string, unknown>;
    for (const key in record) {
      const v = record[key];
      if (typeof v !== 'string' || !wanted(key)) continue;
      into.push(key, v.length > 200 ? v.slice(0, 200) : v);
      if (++count >= MAX_KEYS) break;
    }
    return count;
  }
  for (const rawLine of text.split(/\r?\n/)) {
    const line = rawLine.trimStart();
    if (line.length === 0 || line.startsWith('#')) continue;
    const eq = line.indexOf('=');
    if (eq <= 0) continue;
    const key = line.slice(0, eq).trim();
    if (!wanted(key)) continue;
    const v = line.slice(eq + 1).trim();
    into.push(key, v.length > 200 ? v.slice(0, 200) : v);
    if (++count >= MAX_KEYS) break;
  }
  return count;
}

/** The translation keys that may name `id` of `kind`, most likely first (modern keys, then 1.12 guesses). */
export function nameKeys(kind: 'item' | 'block' | 'fluid', id: string): string[] {
  const colon = id.indexOf(':');
  const ns = id.slice(0, colon);
  const path = id.slice(colon + 1);
  const dotted = `${ns}.${path.replaceAll('/', '.')}`;
  const camel = path.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
  if (kind === 'item')
    return [
      `item.${dotted}`,
      `block.${dotted}`,
      `item.${path}.name`,
      `item.${ns}.${path}.name`,
      `item.${ns}:${path}.name`,
      `item.${camel}.name`,
      `tile.${path}.name`,
      `tile.${ns}.${path}.name`,
      `tile.${camel}.name`,
    ];
  if (kind === 'block')
    return [
      `block.${dotted}`,
      `tile.${path}.name`,
      `tile.${ns}.${path}.name`,
      `tile.${ns}:${path}.name`,
      `tile.${camel}.name`,
    ];
  return [`fluid.${dotted}`, `fluid_type.${dotted}`, `block.${dotted}`, `fluid.${path}`];
}
