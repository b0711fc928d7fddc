import type { Instance } from './instance';
import type { Problem } from './problem';

/**
 * The one file a problem is shown on: its first file, else the instance's manifest, else the instance folder.
 * The Problems panel and the CLI's code-scanning reports place every problem the same way.
 */
export function problemAnchor(problem: Problem, instance: Instance): string {
  return problem.files[0] ?? instance.manifest ?? instance.root;
}
