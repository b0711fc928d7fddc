/**
 * Lang files as the index keeps them: only the keys that name content (`item.`, `block.`, `fluid.`, `fluid_type.`,
 * and 1.12's `tile.`), so a 40,000-key lang file costs the index only its names. 1.13+ files are flat JSON maps;
 * 1.12 `.lang` files are `key=value` lines with `#` comments (Forge's i18n doc, MinecraftForge/Documentation
 * `docs/concepts/internationalization.md`).
 */

import { parseGameJson } from './gameJson';

/** Locales kept: English (the fallback) and Simplified Chinese. Other languages are not indexed. */
/** The folder part of an entry the game loads as a lang file: `assets/<ns>/lang/` (its own pack's root first). */
const IN_LANG_FOLDER = /^assets\/[^/]+\/lang\/$/;
export const KEPT_LOCALES: readonly string[] = ['en_us', 'zh_cn'];
/** Keys kept per lang file at most (a hostile file of millions of keys stays bounded). */
const MAX_KEYS = 200_000;
const KEY_PREFIXES = ['item.', 'block.', 'fluid.', 'fluid_type.', 'tile.'];

/**
 * The locale of a lang entry name (`assets/ns/lang/en_US.lang` → `en_us`), or null when not a kept locale or not a
 * file the game loads: 1.13+ asks for `lang/<locale>.json` in lower case only (entry names are case-sensitive), so an
 * `en_US.json` is never read in game; 1.12 `.lang` files load in either case (Forge's LegacyV2Adapter serves mods'
 * `en_US.lang`, as CoFH/ThermalFoundation-1.12-Legacy ships it). Either way the game asks for the file directly in
 * `assets/<ns>/lang/`: a file in a folder below it is never loaded, such as the `lang/unfinished/zh_cn.json` Create
 * 0.3–0.5 ships (its translators' work list, with `UNLOCALIZED: …` values) beside the real `lang/zh_cn.json`.
 */
export function langLocale(fileName: string): { locale: string; legacy: boolean } | null {
  const slash = fileName.lastIndexOf('/');
  if (slash >= 0 && !IN_LANG_FOLDER.test(fileName.slice(0, slash + 1))) return null;
  const base = fileName.slice(slash + 1);
  const dot = base.lastIndexOf('.');
  if (dot < 0) return null;
  const ext = base.slice(dot + 1);
  if (ext !== 'json' && ext !== 'lang') return null;
  const written = base.slice(0, dot);
  const locale = written.toLowerCase();
  if (ext === 'json' && written !== locale) return null;
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
    // As the game reads it: comments and other lenient forms accepted (gameJson.ts).
    const value = parseGameJson(text);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
    const record = value as Record<string, unknown>;
    for (const key in record) {
      const raw = record[key];
      // The game takes any JSON primitive as text (Language.loadFromJson, GsonHelper.convertToString): `5` is "5".
      const v = typeof raw === 'number' || typeof raw === 'boolean' ? String(raw) : raw;
      if (typeof v !== 'string' || !wanted(key)) continue;
      into.push(key, v.length > 200 ? v.slice(0, 200) : v);
      if (++count >= MAX_KEYS) break;
    }
    return count;
  }
  const start = into.length;
  const lines = text.split(/\r\n|\n|\r/);
  if (lines.some((l) => l.charCodeAt(0) === 0x23 /* # */ && l.slice(1).trim() === 'PARSE_ESCAPES'))
    count = parseProperties(lines, into);
  else count = parseLegacyLines(lines, into);
  return count + addLowerCaseKeys(into, start);
}

/**
 * 1.12 registry names are lower case (its ResourceLocation lower-cases them), while translation keys keep the case the
 * mod wrote (`tile.candleDeco1.name` for Pam's HarvestCraft's `harvestcraft:candledeco1`). Each key of the file's
 * pairs (from `start`) with an upper-case letter is added again in lower case, unless the file has that key itself,
 * so a name is found from the id (nameKeys). A guess like nameKeys' camelCase one: the key is the mod's choice. Only
 * `tile.…` keys and `item.<key>.name`-shaped ones (no namespace segment) are added: a lowered `item.<modid>.<key>.name`
 * would read as evidence that `<modid>:<key>` is an item (sourceContent.ts), which the key written with capitals is not.
 */
function addLowerCaseKeys(into: string[], start: number): number {
  let own: Set<string> | null = null;
  const end = into.length;
  let added = 0;
  // From the end: a key written twice is named by its last value, as when the pairs are replayed.
  for (let k = end - 2; k >= start && added < MAX_KEYS; k -= 2) {
    const key = into[k]!;
    const lower = key.toLowerCase();
    if (lower === key || !(key.startsWith('tile.') || oneSegment(key))) continue;
    if (own === null) {
      own = new Set<string>();
      for (let m = start; m < end; m += 2) own.add(into[m]!);
    }
    if (own.has(lower)) continue;
    own.add(lower);
    into.push(lower, into[k + 1]!);
    added++;
  }
  return added;
}

/** Whether a key is `<prefix>.<one segment>.name`-shaped: two dots only. */
function oneSegment(key: string): boolean {
  const first = key.indexOf('.');
  const second = key.indexOf('.', first + 1);
  return second > first + 1 && key.indexOf('.', second + 1) < 0;
}

/** Vanilla 1.12 (LanguageMap): a line not starting with `#` splits at its first `=`; neither side is trimmed. */
function parseLegacyLines(lines: readonly string[], into: string[]): number {
  let count = 0;
  for (const line of lines) {
    if (line.length === 0 || line.charCodeAt(0) === 0x23) continue;
    const eq = line.indexOf('=');
    if (eq <= 0) continue;
    const key = line.slice(0, eq);
    if (!wanted(key)) continue;
    const v = line.slice(eq + 1);
    into.push(key, v.length > 200 ? v.slice(0, 200) : v);
    if (++count >= MAX_KEYS) break;
  }
  return count;
}

/**
 * A 1.12 `.lang` file with a `#PARSE_ESCAPES` comment line, which Forge loads as Java properties
 * (FMLCommonHandler.loadLanguage, MinecraftForge 1.12): `\` continues a line, `#`/`!` start comments, the key ends at
 * the first unescaped `=`, `:` or blank, and `\uXXXX`, `\t`, `\n` and `\<char>` escapes are decoded.
 */
function parseProperties(lines: readonly string[], into: string[]): number {
  let count = 0;
  for (let i = 0; i < lines.length && count < MAX_KEYS; i++) {
    let logical = lines[i]!.replace(/^[ \t\f]+/, '');
    if (logical.length === 0 || logical[0] === '#' || logical[0] === '!') continue;
    while (endsInEscape(logical) && i + 1 < lines.length)
      logical = logical.slice(0, -1) + lines[++i]!.replace(/^[ \t\f]+/, '');
    let k = 0;
    while (k < logical.length && !'=: \t\f'.includes(logical[k]!)) k += logical[k] === '\\' ? 2 : 1;
    const key = unescapeProperty(logical.slice(0, k));
    let v = k;
    while (v < logical.length && ' \t\f'.includes(logical[v]!)) v++;
    if (v < logical.length && (logical[v] === '=' || logical[v] === ':')) v++;
    while (v < logical.length && ' \t\f'.includes(logical[v]!)) v++;
    if (!wanted(key)) continue;
    const value = unescapeProperty(logical.slice(v));
    into.push(key, value.length > 200 ? value.slice(0, 200) : value);
    count++;
  }
  return count;
}

/** Whether a line ends in an odd number of backslashes (a properties line continued on the next one). */
function endsInEscape(line: string): boolean {
  let n = 0;
  for (let p = line.length - 1; p >= 0 && line.charCodeAt(p) === 0x5c; p--) n++;
  return n % 2 === 1;
}

function unescapeProperty(text: string): string {
  if (!text.includes('\\')) return text;
  return text.replace(/\\(u[0-9a-fA-F]{4}|.)/g, (_, e: string) => {
    if (e.length === 5) return String.fromCharCode(parseInt(e.slice(1), 16));
    return e === 't' ? '\t' : e === 'n' ? '\n' : e === 'r' ? '\r' : e === 'f' ? '\f' : e;
  });
}

/**
 * {@link parseLang} of a lang file's bytes. A JSON lang file (a flat object of strings) is scanned in place: only the
 * keys that can name content and their values are decoded, the rest (tooltips, GUI text, most of a big mod's file)
 * is validated byte by byte and skipped, so no object of 40,000 keys is built. Whatever the scan does not take for
 * certain (a non-string value, an unusual byte) goes to JSON.parse, which then decides as before: the scan accepts
 * only text JSON.parse accepts, with the same result.
 */
export function parseLangBytes(bytes: Buffer, legacy: boolean, into: string[], hint?: LangKeyHint): number | null {
  if (!legacy) {
    const before = into.length;
    const count = scanFlatJson(bytes, into, hint);
    if (count !== null) return count;
    into.length = before;
  }
  return parseLang(bytes.toString('utf8'), legacy, into);
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/** JSON's whitespace (space, tab, line feed, carriage return), as a bit set over code points below 33. */
function isSpace(b: number): boolean {
  return b === 0x20 || b === 0x0a || b === 0x0d || b === 0x09;
}

/**
 * Scans `{"key": "value", …}` (UTF-8, optional BOM), appending the wanted pairs; null when the text is anything
 * else or not valid in a way the scan checks (then JSON.parse decides). Strings are validated as JSON strings: no
 * raw control characters, only JSON's escapes.
 */
function scanFlatJson(b: Buffer, into: string[], hint: LangKeyHint | undefined): number | null {
  const n = b.length;
  let p = n >= 3 && b[0] === 0xef && b[1] === 0xbb && b[2] === 0xbf ? 3 : 0;
  while (p < n && isSpace(b[p]!)) p++;
  if (b[p] !== 0x7b /* { */) return null;
  p++;
  while (p < n && isSpace(b[p]!)) p++;
  let count = 0;
  if (b[p] === 0x7d /* } */) p++;
  else {
    for (;;) {
      if (b[p] !== QUOTE) return null;
      const keyStart = p + 1;
      const keyEnd = stringEnd(b, keyStart);
      if (keyEnd < 0) return null;
      p = keyEnd + 1;
      while (p < n && isSpace(b[p]!)) p++;
      if (b[p] !== 0x3a /* : */) return null;
      p++;
      while (p < n && isSpace(b[p]!)) p++;
      if (b[p] !== QUOTE) return null; // a non-string value: JSON.parse decides
      const valueStart = p + 1;
      const valueEnd = stringEnd(b, valueStart);
      if (valueEnd < 0) return null;
      p = valueEnd + 1;
      // Only keys that may start with a kept prefix (item. block. fluid. fluid_type. tile.) are decoded.
      const first = b[keyStart];
      if (
        count < MAX_KEYS &&
        (first === 0x69 || first === 0x62 || first === 0x66 || first === 0x74 || first === BACKSLASH)
      ) {
        // Judged on the bytes when they are plain ASCII (nearly every key): a key not kept is never decoded, and a
        // kept one may be the hint's string. Otherwise decoded and judged as text, the same rule.
        const plain = wantedBytes(b, keyStart, keyEnd);
        const key =
          plain === false
            ? null
            : plain === true
              ? (hintedKey(b, keyStart, keyEnd, hint) ?? b.toString('latin1', keyStart, keyEnd))
              : decodeString(b, keyStart, keyEnd);
        if (key !== null && (plain === true || wanted(key))) {
          const v = decodeString(b, valueStart, valueEnd);
          into.push(key, v.length > 200 ? v.slice(0, 200) : v);
          count++;
        }
      }
      while (p < n && isSpace(b[p]!)) p++;
      if (b[p] === 0x2c /* , */) {
        p++;
        while (p < n && isSpace(b[p]!)) p++;
        continue;
      }
      if (b[p] !== 0x7d) return null;
      p++;
      break;
    }
  }
  while (p < n && isSpace(b[p]!)) p++;
  return p === n ? count : null;
}

/**
 * Keys another locale's file of the same namespace gave before, as flat pairs (`keys[at]` is a key, `keys[at + 1]` its
 * text): translations mostly list the keys of the English file in its order, so a key met at the cursor (or a few pairs
 * on) is that key's string, not a second copy of it. Only where the key is found does the cursor move; a file in another
 * order gets strings of its own, as without a hint.
 */
export interface LangKeyHint {
  keys: readonly string[];
  at: number;
  end: number;
}

/** Pairs past the hint's cursor looked at for a key (a translation missing a few of the English keys). */
const HINT_AHEAD = 4;

/** The hint's string for the plain ASCII key in `b[start, end)`, moving the cursor past it; null when not there. */
function hintedKey(b: Buffer, start: number, end: number, hint: LangKeyHint | undefined): string | null {
  if (hint === undefined) return null;
  const last = Math.min(hint.end, hint.at + 2 * (HINT_AHEAD + 1));
  for (let k = hint.at; k < last; k += 2) {
    const known = hint.keys[k]!;
    if (known.length !== end - start) continue;
    let same = true;
    for (let p = 0; p < known.length; p++) {
      if (known.charCodeAt(p) !== b[start + p]) {
        same = false;
        break;
      }
    }
    if (same) {
      hint.at = k + 2;
      return known;
    }
  }
  return null;
}

/**
 * {@link wanted} of the key in `b[start, end)` judged on its bytes: null when they are not plain ASCII without
 * escapes (then the decoded key decides). For plain ASCII a byte is its character, so this is the same rule: a kept
 * prefix, and no {@link DESCRIPTIVE} segment — `.tooltip` anywhere, or `.desc`, `.description`, `.lore`, `.info`,
 * `.hint`, `.summary`, `.condition`, `.behaviour` followed by a dot or the end.
 */
function wantedBytes(b: Buffer, start: number, end: number): boolean | null {
  let descriptive = false;
  for (let p = start; p < end; p++) {
    const c = b[p]!;
    if (c === BACKSLASH || c >= 0x80) return null;
    // A segment starting with the first letter of a descriptive word is compared with the words of that letter only.
    if (c === 0x2e /* . */ && !descriptive && p + 1 < end) {
      const words = DESCRIPTIVE_BY_FIRST[b[p + 1]!];
      if (words !== undefined) descriptive = descriptiveAt(b, p + 1, end, words);
    }
  }
  return descriptive ? false : hasKeptPrefix(b, start, end);
}

/** Whether a descriptive word starts at `at` (just after a dot): `tooltip` anywhere, the others as a whole segment. */
function descriptiveAt(b: Buffer, at: number, end: number, words: readonly string[]): boolean {
  for (const word of words) {
    const after = at + word.length;
    if (!startsWithBytes(b, at, end, word)) continue;
    if (word === 'tooltip' || after === end || b[after] === 0x2e) return true;
  }
  return false;
}

/** The words of {@link DESCRIPTIVE} by their first byte (`tooltip` counts anywhere, the others only as a segment). */
const DESCRIPTIVE_BY_FIRST: Array<string[] | undefined> = [];
for (const word of ['tooltip', 'desc', 'description', 'lore', 'info', 'hint', 'summary', 'condition', 'behaviour'])
  (DESCRIPTIVE_BY_FIRST[word.charCodeAt(0)] ??= []).push(word);

function hasKeptPrefix(b: Buffer, start: number, end: number): boolean {
  for (const prefix of KEY_PREFIXES) if (startsWithBytes(b, start, end, prefix)) return true;
  return false;
}

/** Whether `b[at, end)` starts with the ASCII `text`. */
function startsWithBytes(b: Buffer, at: number, end: number, text: string): boolean {
  if (at + text.length > end) return false;
  for (let k = 0; k < text.length; k++) if (b[at + k] !== text.charCodeAt(k)) return false;
  return true;
}

/** The index of the closing quote of the JSON string whose body starts at `start`, or -1 when it is not valid. */
function stringEnd(b: Buffer, start: number): number {
  const n = b.length;
  let p = start;
  while (p < n) {
    const c = b[p]!;
    if (c === QUOTE) return p;
    if (c < 0x20) return -1;
    if (c === BACKSLASH) {
      const e = b[p + 1];
      if (e === 0x75 /* u */) {
        for (let k = 2; k < 6; k++) if (!isHex(b[p + k])) return -1;
        p += 6;
        continue;
      }
      // " \ / b f n r t
      if (
        e !== QUOTE &&
        e !== BACKSLASH &&
        e !== 0x2f &&
        e !== 0x62 &&
        e !== 0x66 &&
        e !== 0x6e &&
        e !== 0x72 &&
        e !== 0x74
      )
        return -1;
      p += 2;
      continue;
    }
    p++;
  }
  return -1;
}

function isHex(c: number | undefined): boolean {
  return c !== undefined && ((c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66));
}

/** A validated JSON string body as a string: copied out of the buffer (no view of it is kept). */
function decodeString(b: Buffer, start: number, end: number): string {
  let escaped = false;
  for (let p = start; p < end; p++) {
    if (b[p] === BACKSLASH) {
      escaped = true;
      break;
    }
  }
  const raw = b.toString('utf8', start, end);
  return escaped ? (JSON.parse(`"${raw}"`) as string) : raw;
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
      `item.${ns}.${camel}.name`,
      `tile.${path}.name`,
      `tile.${ns}.${path}.name`,
      `tile.${camel}.name`,
      `tile.${ns}.${camel}.name`,
    ];
  if (kind === 'block')
    return [
      `block.${dotted}`,
      `tile.${path}.name`,
      `tile.${ns}.${path}.name`,
      `tile.${ns}:${path}.name`,
      `tile.${camel}.name`,
      `tile.${ns}.${camel}.name`,
    ];
  return [`fluid.${dotted}`, `fluid_type.${dotted}`, `block.${dotted}`, `fluid.${path}`];
}

/**
 * Lang keys that name content are `<kind>.<ns>.<path>` (`item`, `block`, `fluid`, `fluid_type`): the regular expression
 * `^(item|block|fluid|fluid_type)\.([a-z0-9_.-]+?)\.([a-z0-9_.\-/]+)$`, matched by hand (it runs once per kept key).
 * This gives where `<ns>` starts (the prefix's length), or 0 when the key has none of the prefixes.
 */
export function langKeyPrefix(key: string): number {
  const c = key.charCodeAt(0);
  if (c === 0x69 /* i */) return key.startsWith('item.') ? 5 : 0;
  if (c === 0x62 /* b */) return key.startsWith('block.') ? 6 : 0;
  if (c === 0x66 /* f */) return key.startsWith('fluid.') ? 6 : key.startsWith('fluid_type.') ? 11 : 0;
  return 0;
}

/**
 * Where the lazy `<ns>` group of the expression above ends (the dot before `<path>`), or -1 when the key does not
 * match. The group takes at least one character and stops at the first dot after it; the rest must be a non-empty
 * path. A longer namespace never helps: it would take the same path characters, and `/` only a path may hold.
 */
export function langKeyNamespaceEnd(key: string, start: number): number {
  const n = key.length;
  let end = -1;
  for (let p = start; p < n; p++) {
    const c = key.charCodeAt(p);
    if (c === 0x2e /* . */ && p > start) {
      end = p;
      break;
    }
    if (!isIdChar(c)) return -1;
  }
  if (end < 0 || end + 1 >= n) return -1;
  for (let p = end + 1; p < n; p++) {
    const c = key.charCodeAt(p);
    if (!isIdChar(c) && c !== 0x2f /* / */) return -1;
  }
  return end;
}

/** `[a-z0-9_.-]`. */
function isIdChar(c: number): boolean {
  return (c >= 0x61 && c <= 0x7a) || (c >= 0x30 && c <= 0x39) || c === 0x5f || c === 0x2e || c === 0x2d;
}
