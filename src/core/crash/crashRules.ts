import type { CrashRule } from './crashRule';
import { fabricRules } from './crashRulesFabric';
import { forgeRules } from './crashRulesForge';
import { gameRules } from './crashRulesGame';
import { hangRules } from './crashRulesHang';
import { javaRules } from './crashRulesJava';
import { modFileRules } from './crashRulesModFiles';
import { modRules } from './crashRulesMods';
import { pastedRules } from './crashRulesPasted';
import { saveRules } from './crashRulesSaves';
import { serverRules } from './crashRulesServer';

/** Every analyzer rule, ordered by their row numbers; findings are reported in this order within one confidence. */
export const crashRules: readonly CrashRule[] = [
  ...javaRules,
  ...fabricRules,
  ...forgeRules,
  ...modRules,
  ...gameRules,
  ...pastedRules,
  ...modFileRules,
  ...saveRules,
  ...serverRules,
  ...hangRules,
];
