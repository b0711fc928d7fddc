import type { ConflictRule } from './conflictRule';
import { dependenciesRule } from './dependenciesRule';
import { duplicatesRule } from './duplicatesRule';
import { fileRule } from './fileRule';
import { mixedLoadersRule } from './mixedLoadersRule';
import { moduleNamesRule } from './moduleNamesRule';

/**
 * Every conflict rule, in the order `checkConflicts` runs them. The facts they read are complete before the first
 * rule runs (`ConflictFacts`), so no rule depends on another having run. The order still means something:
 * the report keeps the first of two identical problems, and its sort is stable, so problems that tie on severity,
 * code, first file and message come out in this order. It is the order of the checks before they were split
 * (mixed loaders, then each file, then duplicates, then what each mod declares, then module names); keep it, and
 * add a new rule where its problems should win such ties — usually at the end.
 */
export const conflictRules: readonly ConflictRule[] = [
  mixedLoadersRule,
  fileRule,
  duplicatesRule,
  dependenciesRule,
  moduleNamesRule,
];
