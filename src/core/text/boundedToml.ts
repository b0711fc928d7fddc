import { parse, type TomlTable } from 'smol-toml';
import { MAX_NESTING_DEPTH, tooDeeplyNested } from './nestingDepth';

/**
 * smol-toml's `parse` for untrusted text: a document nesting arrays or inline tables deeper than
 * {@link MAX_NESTING_DEPTH} is refused with an ordinary Error (callers already turn parse errors into one problem
 * on the file) instead of reaching the recursive parser.
 */
export function parseBoundedToml(text: string): TomlTable {
  if (tooDeeplyNested(text, `"'`)) {
    throw new Error(`nested deeper than ${MAX_NESTING_DEPTH} levels (corrupt or hostile)`);
  }
  return parse(text);
}
