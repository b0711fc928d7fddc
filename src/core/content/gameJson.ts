import { parse as parseJsonc, type ParseError } from 'jsonc-parser';

/**
 * Parses a JSON file of a jar or pack the way the game accepts it. Minecraft reads data and resource JSON through
 * Gson, whose default (legacy) strictness parses leniently (google/gson PR #2648: "LEGACY_STRICT (the default) we
 * parse with LENIENT"): among other forms, `//` and block comments are accepted, so a mod's lang file or recipe with a
 * comment loads in game. Strict JSON is tried first (the common case, and the fast one); text it rejects is parsed
 * again allowing comments, and nothing else (a trailing comma in an object is refused by Gson too). Returns undefined
 * when the text is not JSON in that sense. A leading byte-order mark is ignored.
 */
export function parseGameJson(text: string): unknown {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  try {
    return JSON.parse(body);
  } catch {
    if (!body.includes('/')) return undefined; // no comment: nothing more to accept
    const errors: ParseError[] = [];
    let value: unknown;
    try {
      value = parseJsonc(body, errors, { allowTrailingComma: false, disallowComments: false });
    } catch {
      return undefined; // nested deeper than the parser's stack
    }
    return errors.length === 0 && value !== undefined ? value : undefined;
  }
}
