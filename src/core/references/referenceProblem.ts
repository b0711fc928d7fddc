import type { Severity } from '../model/problem';
import type { ReferenceSource } from './contentReference';

export type ReferenceProblemCode =
  'unknown-id' | 'unknown-namespace' | 'unknown-tag' | 'empty-tag' | 'duplicate-recipe-id' | 'unchecked-file';

/**
 * One finding about a pack's own file, on the literal it is about. `start`/`end` cover the id's text (what a quick fix
 * replaces; both 0 for a whole-file finding); line and column are 1-based.
 */
export interface ReferenceProblem {
  code: ReferenceProblemCode;
  severity: Severity;
  /** Absolute path of the file. */
  file: string;
  line: number;
  column: number;
  start: number;
  end: number;
  /** The id or tag as written (a tag with `#`); for `unchecked-file`, ''. */
  id: string;
  /** Known ids near a mistyped one, best first (for "did you mean" and the quick fix). */
  suggestions: string[];
  /** For `duplicate-recipe-id`: the other file defining the id; for `unchecked-file`: the parser's own words or the size limit in MB. */
  detail?: string;
  /** For `unchecked-file`: why the file was not read. */
  reason?: UncheckedReason;
  source: ReferenceSource;
}

/** `bad-zip`: a zipped data pack (or one of its entries) the archive reader refused; the detail says why. */
export type UncheckedReason = 'syntax' | 'too-large' | 'too-deep' | 'invalid-json' | 'bad-zip';
