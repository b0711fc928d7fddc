/**
 * What one string literal in a script, datapack or config names, as KubeJS and the game read it
 * (docs/references.md): `ns:path`, `2x ns:path` (a count), `#ns:tag`,
 * `ns:path[components]` / `ns:path{nbt}` / `ns:path {nbt}` (the suffix is not part of the id), `ns:block[prop=value]`.
 * Everything else is not an id literal and is never judged: `@mod`, `%tab`, `/regex/`, `*`, `-`, air, `[a, b]`
 * lists, strings with capitals or spaces, bare paths without a namespace (their role is too often not an id).
 */
export interface ParsedId {
  /** The full id without `#` (`create:brass_ingot`, `forge:ingots/iron`). */
  id: string;
  tag: boolean;
  /** Where the id (with its `#` for a tag) starts in the literal's text, and how long it is. */
  offset: number;
  length: number;
}

const ID = /^[a-z0-9_.-]+:[a-z0-9_./-]+$/;
const EMPTY = new Set(['minecraft:air', 'minecraft:empty']);
/** Ids longer than this are not ids (a hash, a base64 blob): never judged. */
const MAX_ID = 200;

export function parseIdLiteral(text: string): ParsedId | null {
  if (text.length === 0 || text.length > MAX_ID + 400) return null;
  let offset = 0;
  const count = /^\d+x /.exec(text);
  if (count !== null) offset = count[0].length;
  let tag = false;
  let bodyStart = offset;
  if (text.charCodeAt(offset) === 0x23 /* # */) {
    tag = true;
    bodyStart = offset + 1;
  }
  let end = text.length;
  for (let i = bodyStart; i < text.length; i++) {
    const c = text[i];
    if (c === '[' || c === '{') {
      end = i;
      break;
    }
    if (c === ' ') {
      // KubeJS 6: NBT after a space; anything else after a space is not an id.
      if (text.slice(i).trimStart().startsWith('{')) {
        end = i;
        break;
      }
      return null;
    }
  }
  const id = text.slice(bodyStart, end);
  if (id.length === 0 || id.length > MAX_ID || !ID.test(id)) return null;
  // A suffix must close what it opens at the end of the literal (`x[a=b]`, `x{…}`), else it is not a stack string.
  const suffix = text.slice(end).trim();
  if (
    suffix !== '' &&
    !((suffix.startsWith('[') && suffix.endsWith(']')) || (suffix.startsWith('{') && suffix.endsWith('}')))
  )
    return null;
  if (tag && end !== text.length) return null;
  if (!tag && EMPTY.has(id)) return null;
  const colon = id.indexOf(':');
  if (colon === 0 || colon === id.length - 1) return null;
  return { id, tag, offset, length: end - offset };
}
