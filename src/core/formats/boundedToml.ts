import { parse, type TomlTable } from 'smol-toml';
import { MAX_NESTING_DEPTH, tooDeeplyNested } from './nestingDepth';
import { parseSimpleToml } from './simpleToml';

/**
 * smol-toml's `parse` for untrusted text (plain documents through `parseSimpleToml`, with the same result): a document nesting arrays or inline tables deeper than
 * {@link MAX_NESTING_DEPTH} is refused with a {@link TomlTooDeepError}, an ordinary Error (callers already turn parse errors into one problem
 * on the file) instead of reaching the recursive parser.
 */
export function parseBoundedToml(text: string): TomlTable {
  // Plain documents (nearly every mods.toml and packwiz file) are read by the faster subset reader, whose
  // results equal smol-toml's; everything else, every error included, is smol-toml's.
  const simple = parseSimpleToml(text);
  if (simple !== null) return simple;
  if (tooDeeplyNested(text, `"'`)) throw new TomlTooDeepError();
  return parse(text);
}

/** The error {@link parseBoundedToml} refuses a too deeply nested document with (readers may say it by id). */
export class TomlTooDeepError extends Error {
  readonly depth = MAX_NESTING_DEPTH;
  constructor() {
    super(`nested deeper than ${MAX_NESTING_DEPTH} levels (corrupt or hostile)`);
    this.name = 'TomlTooDeepError';
  }
}
