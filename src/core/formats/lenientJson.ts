import { parse as parseJsonc, printParseErrorCode, type ParseError } from 'jsonc-parser';
import { lineAndColumn } from './metadataText';
import { MetadataError } from './parsedMetadata';
import { tooDeeplyNested, tooDeepNote } from './nestingDepth';
import { renderMessage, type Message } from '../locale/messageCatalog';
import { MetadataTextMessages as M } from './metadataTextMessages';

export interface LenientJsonResult {
  value: unknown;
  /** Tolerated oddities (raw line breaks in strings, comments, duplicate keys), as sentences. */
  warnings: string[];
  /** The same oddities by id, for people in their locale. */
  warningMessages: Message[];
}

/**
 * Parses JSON the way mod loaders tolerate it: strict JSON first; then with raw control characters inside
 * strings escaped (Fabric's Gson accepts raw newlines); then JSON with comments and trailing commas.
 * Throws {@link MetadataError} naming `fileName`, the problem and its line. Duplicate keys are reported as a
 * warning (the last value wins, as in JSON.parse and Gson).
 */
export function parseLenientJson(text: string, fileName: string): LenientJsonResult {
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  if (tooDeeplyNested(source)) throw new MetadataError(tooDeepNote(fileName));
  const warningMessages: Message[] = [];
  let value: unknown;
  let strict = false;
  try {
    value = JSON.parse(source);
    strict = true;
  } catch {
    const escaped = escapeControlCharactersInStrings(source);
    // Escaping raw line breaks can turn text into structure for the parsers below: measure again.
    if (escaped !== source && tooDeeplyNested(escaped)) throw new MetadataError(tooDeepNote(fileName));
    if (escaped !== source) {
      try {
        value = JSON.parse(escaped);
        warningMessages.push(M.rawLineBreaks({ file: fileName }));
      } catch {
        // fall through to the comment/trailing-comma tolerant parser below
      }
    }
    if (value === undefined) {
      const errors: ParseError[] = [];
      value = parseJsonc(escaped, errors, {
        allowTrailingComma: true,
        disallowComments: false,
        allowEmptyContent: false,
      });
      const first = errors[0];
      if (first) {
        const { line, column } = lineAndColumn(escaped, first.offset);
        throw new MetadataError(
          M.jsonInvalid({ file: fileName, code: printParseErrorCode(first.error), line, column }),
        );
      }
      warningMessages.push(M.commentsOrCommas({ file: fileName }));
    }
  }
  // When the text holds no more key-like tokens than the parsed value has keys there cannot be a repeat: two
  // native passes instead of a character loop for nearly every descriptor (see hasNoRepeatedKeys).
  const duplicates = strict && hasNoRepeatedKeys(source, value) ? [] : duplicateKeys(source);
  if (duplicates.length > 0) {
    const keys = duplicates
      .slice(0, 5)
      .map((k) => `"${k}"`)
      .join(', ');
    warningMessages.push(M.duplicateKeys({ file: fileName, keys }));
  }
  return { value, warnings: warningMessages.map((m) => renderMessage(m)), warningMessages };
}

/**
 * `text` read by {@link parseLenientJson} when it is a JSON object, else null (no text, malformed, too deep, or not
 * an object). For readers that only look a few keys up and report nothing about the file (icon, license and side
 * lookups in a jar); warnings are dropped.
 */
export function lenientJsonObject(text: string | null): Record<string, unknown> | null {
  if (text === null) return null;
  try {
    const { value } = parseLenientJson(text, 'metadata');
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/**
 * True when `text` (strict JSON that parsed to `value`) certainly has no key twice in one object. Every key is
 * a string followed by optional whitespace and a colon, so `"\s*:` occurs at least once per key written;
 * the parsed value holds each object's distinct keys. If the counts are equal no key was written twice;
 * otherwise (a repeat, or `":` inside a string) the exact scan decides.
 */
function hasNoRepeatedKeys(text: string, value: unknown): boolean {
  const tokens = keyTokens(text);
  let keys = 0;
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const v = stack.pop();
    if (typeof v !== 'object' || v === null) continue;
    if (Array.isArray(v)) {
      for (const item of v) if (typeof item === 'object' && item !== null) stack.push(item);
      continue;
    }
    for (const key in v) {
      keys++;
      const item = (v as Record<string, unknown>)[key];
      if (typeof item === 'object' && item !== null) stack.push(item);
    }
    if (keys > tokens) return false;
  }
  return keys === tokens;
}

/**
 * How many times `"\s*:` occurs in `text` (what `text.match(/"\s*:/g).length` counts), without building the
 * array of matches: each colon ends at most one, so a colon counts when blanks, then a quote, come before it.
 */
export function keyTokens(text: string): number {
  let count = 0;
  for (let colon = text.indexOf(':'); colon >= 0; colon = text.indexOf(':', colon + 1)) {
    let j = colon - 1;
    while (j >= 0 && isRegExpSpace(text.charCodeAt(j))) j--;
    if (j >= 0 && text.charCodeAt(j) === 0x22) count++;
  }
  return count;
}

const OTHER_SPACE = /\s/;

/** Whether the character is one `\s` matches. */
function isRegExpSpace(c: number): boolean {
  if (c < 0x80) return c === 0x20 || (c >= 0x09 && c <= 0x0d);
  return OTHER_SPACE.test(String.fromCharCode(c));
}

/** Escapes raw U+0000–U+001F inside string literals; returns the input itself when there are none. */
export function escapeControlCharactersInStrings(text: string): string {
  let out: string[] | null = null;
  let last = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++;
      else if (c === 0x22) inString = false;
      else if (c < 0x20) {
        out ??= [];
        out.push(
          text.slice(last, i),
          c === 10 ? '\\n' : c === 13 ? '\\r' : c === 9 ? '\\t' : `\\u${c.toString(16).padStart(4, '0')}`,
        );
        last = i + 1;
      }
    } else if (c === 0x22) inString = true;
  }
  if (!out) return text;
  out.push(text.slice(last));
  return out.join('');
}

/**
 * Keys that appear twice in the same object, found by one character scan (a tree visitor costs several
 * times more, and this runs on every descriptor of every jar). Comments are skipped; escaped keys are
 * compared in their raw form, which is enough to notice a repeat.
 */
export function duplicateKeys(text: string): string[] {
  const found: string[] = [];
  const stack: Array<Set<string> | null> = [];
  let expectKey = false;
  const length = text.length;
  for (let i = 0; i < length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22 /* " */) {
      let j = i + 1;
      while (j < length) {
        const d = text.charCodeAt(j);
        if (d === 0x5c /* \ */) j += 2;
        else if (d === 0x22) break;
        else j++;
      }
      if (expectKey) {
        const keys = stack[stack.length - 1];
        const key = text.slice(i + 1, j);
        if (keys) {
          if (!keys.has(key)) keys.add(key);
          else if (!found.includes(key)) found.push(key);
        }
        expectKey = false;
      }
      i = j;
    } else if (c === 0x7b /* { */) {
      stack.push(new Set());
      expectKey = true;
    } else if (c === 0x5b /* [ */) {
      stack.push(null);
      expectKey = false;
    } else if (c === 0x7d /* } */ || c === 0x5d /* ] */) {
      stack.pop();
      expectKey = false;
    } else if (c === 0x2c /* , */) {
      expectKey = (stack[stack.length - 1] ?? null) !== null;
    } else if (c === 0x2f /* / */ && i + 1 < length) {
      const next = text.charCodeAt(i + 1);
      if (next === 0x2f) {
        const end = text.indexOf('\n', i + 2);
        i = end < 0 ? length : end;
      } else if (next === 0x2a /* * */) {
        const end = text.indexOf('*/', i + 2);
        i = end < 0 ? length : end + 1;
      }
    }
  }
  return found;
}
