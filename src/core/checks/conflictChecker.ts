import { ConflictFacts } from './conflictFacts';
import { ConflictReport } from './conflictReport';
import { conflictRules } from './conflictRules';
import type { Instance } from '../model/instance';
import type { ModFile } from '../model/modFile';
import type { Problem } from '../model/problem';
import { problemMessages, type ProblemLocale } from './problemMessages';

export { moduleNameProblem } from './moduleNamesRule';

export interface ConflictCheckOptions {
  locale?: ProblemLocale;
}

/**
 * Checks an instance's mod files before launch, from jar metadata and the instance's components only
 * (no network, no file access). Disabled files are ignored. Problems are sorted by severity, code, first
 * file and message, so the same input always yields the same list. Verdicts that cannot be judged
 * (unknown versions, unparsable ranges) never produce a problem. Linear in the number of mods.
 * The facts are computed once (`conflicts/conflictFacts.ts`), then every rule of `conflicts/conflictRules.ts`
 * runs in order.
 */
export function checkConflicts(instance: Instance, files: ModFile[], options: ConflictCheckOptions = {}): Problem[] {
  const facts = new ConflictFacts(instance, files);
  const msg = problemMessages(options.locale);
  const report = new ConflictReport(instance.id);
  for (const rule of conflictRules) rule.check({ facts, msg, report });
  return report.sorted();
}
