import * as path from 'node:path';
import type { Message } from '../locale/messageCatalog';
import type { Problem } from '../model/problem';
import { FixM } from './problemFixMessages';
import { problemFixes, type ProblemFix } from './problemFixes';

/** One quick fix as an editor offers it: the fix, its title (a message by id), and whether it is the preferred one. */
export interface ProblemQuickFix {
  problem: Problem;
  fix: ProblemFix;
  title: Message;
  preferred: boolean;
}

/** The title of a model-free fix: the mod's name where the problem carries it, else the file's name. */
export function problemFixTitle(fix: ProblemFix): Message {
  switch (fix.kind) {
    case 'disable':
      if (fix.role === 'self') return FixM.disableSelf({ file: path.basename(fix.file) });
      return fix.name !== undefined
        ? FixM.disableDependent({ mod: fix.name })
        : FixM.disableDependentFile({ file: path.basename(fix.file) });
    case 'findOnModrinth':
      return FixM.findOnModrinth({ query: fix.query });
    case 'openFile':
      return FixM.openFile({ file: path.basename(fix.file) });
    case 'revealFile':
      return FixM.revealFile({ file: path.basename(fix.file) });
    case 'openSetting':
      return FixM.openSetting({ setting: fix.setting });
    case 'checkUpdates':
      return FixM.checkUpdates({});
  }
}

/**
 * The quick fixes for `problems` (those at one place), in order, each offered once: what the code action provider
 * (src/ui/disableModCodeActions.ts) turns into VS Code actions. None needs a model; the first fix of a problem is
 * preferred when it disables the file the problem is about.
 */
export function problemQuickFixes(problems: readonly Problem[]): ProblemQuickFix[] {
  const out: ProblemQuickFix[] = [];
  const seen = new Set<string>();
  for (const problem of problems) {
    problemFixes(problem).forEach((fix, index) => {
      const key = `${problem.instance}\u0000${fix.kind}\u0000${fixTarget(fix)}`;
      if (seen.has(key)) return;
      seen.add(key);
      out.push({
        problem,
        fix,
        title: problemFixTitle(fix),
        preferred: index === 0 && fix.kind === 'disable' && fix.role === 'self',
      });
    });
  }
  return out;
}

/** What a fix acts on (two fixes with the same kind and target run the same command). */
function fixTarget(fix: ProblemFix): string {
  switch (fix.kind) {
    case 'disable':
    case 'revealFile':
      return fix.file;
    case 'openFile':
      return `${fix.file}:${fix.line ?? ''}:${fix.column ?? ''}`;
    case 'findOnModrinth':
      return fix.query;
    case 'openSetting':
      return fix.setting;
    case 'checkUpdates':
      return '';
  }
}
