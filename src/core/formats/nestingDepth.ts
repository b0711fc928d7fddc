import { renderMessage, type Message } from '../locale/messageCatalog';
import { FormatMessages } from './formatMessages';
/**
 * Nesting limits for untrusted structured text. Parsers and the code walking their results recurse, so a file
 * nested 100,000 deep would overflow the stack and lose the whole run; every JSON or TOML document Nova reads
 * from disk, an archive or a model server is measured first and refused above {@link MAX_NESTING_DEPTH}.
 * Real launcher files, mod metadata and tool arguments nest below 20.
 */
export const MAX_NESTING_DEPTH = 256;

/**
 * The deepest bracket nesting (`[` and `{`) in `text`, outside quoted strings, found by one linear scan that
 * stops as soon as `limit` is passed. `quotes` lists the string delimiters (JSON: `"`; TOML adds `'`). A string
 * also ends at a line break, as in jsonc-parser's scanner (an unterminated string must not hide the brackets after
 * it); brackets inside comments and multi-line strings count too, which can only over-estimate.
 */
export function nestingDepth(text: string, limit = MAX_NESTING_DEPTH, quotes = '"'): number {
  let depth = 0;
  let max = 0;
  const dq = quotes.includes('"');
  const sq = quotes.includes("'");
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x7b || c === 0x5b) {
      depth++;
      if (depth > max) {
        max = depth;
        if (max > limit) return max;
      }
    } else if (c === 0x7d || c === 0x5d) {
      if (depth > 0) depth--;
    } else if ((c === 0x22 && dq) || (c === 0x27 && sq)) {
      const escapes = c === 0x22;
      let j = i + 1;
      while (j < text.length) {
        const d = text.charCodeAt(j);
        if (escapes && d === 0x5c) j += 2;
        else if (d === c || d === 0x0a || d === 0x0d) break;
        else j++;
      }
      i = j;
    }
  }
  return max;
}

/** True when `text` nests deeper than {@link MAX_NESTING_DEPTH}. */
export function tooDeeplyNested(text: string, quotes = '"'): boolean {
  // The depth never exceeds the number of opening brackets: counted natively (indexOf), that settles nearly
  // every real document without the character loop, which costs more than parsing a small descriptor.
  if (openingBrackets(text, MAX_NESTING_DEPTH) <= MAX_NESTING_DEPTH) return false;
  return nestingDepth(text, MAX_NESTING_DEPTH, quotes) > MAX_NESTING_DEPTH;
}

/** How many `{` and `[` `text` holds, counting no further than just past `limit`. */
function openingBrackets(text: string, limit: number): number {
  let count = 0;
  for (let at = text.indexOf('{'); at >= 0 && count <= limit; at = text.indexOf('{', at + 1)) count++;
  for (let at = text.indexOf('['); at >= 0 && count <= limit; at = text.indexOf('[', at + 1)) count++;
  return count;
}

/** A sentence for a document refused by {@link tooDeeplyNested}. */
export function tooDeepMessage(label: string): string {
  return renderMessage(tooDeepNote(label));
}

/** {@link tooDeepMessage} as a message, rendered per locale. */
export function tooDeepNote(label: string): Message {
  return FormatMessages.tooDeep({ file: label, depth: String(MAX_NESTING_DEPTH) });
}
