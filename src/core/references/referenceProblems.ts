import type { Problem } from '../model/problem';
import type { ProblemLocale } from '../checks/problemMessages';
import { namespaceOf } from './contentReference';
import { referenceMessages } from './referenceMessages';
import type { ReferenceProblem } from './referenceProblem';

/** A reference problem's message in `locale`. */
export function referenceProblemMessage(problem: ReferenceProblem, locale: ProblemLocale = 'en'): string {
  const msg = referenceMessages(locale);
  switch (problem.code) {
    case 'unknown-id':
      return msg.unknownId({ id: problem.id, suggestions: problem.suggestions });
    case 'unknown-namespace':
      return msg.unknownNamespace({ id: problem.id, namespace: namespaceOf(problem.id) });
    case 'unknown-tag':
      return msg.unknownTag({ tag: problem.id });
    case 'empty-tag':
      return msg.emptyTag({ tag: problem.id });
    case 'duplicate-recipe-id':
      return msg.duplicateRecipeId({ id: problem.id, other: problem.detail ?? '' });
    case 'unchecked-file':
      return msg.uncheckedFile({ reason: problem.reason ?? 'syntax', detail: problem.detail ?? '' });
  }
}

/**
 * Reference problems as the instance's Problems (the shape `nova check`, SARIF and the Problems panel share): the file
 * first in `files`, its line and column; `mods` holds the namespace of an unknown id.
 */
export function referenceProblemsAsProblems(
  problems: readonly ReferenceProblem[],
  instanceId: string,
  locale: ProblemLocale = 'en',
): Problem[] {
  return problems.map((p) => ({
    severity: p.severity,
    code: p.code,
    message: referenceProblemMessage(p, locale),
    instance: instanceId,
    files: [p.file],
    mods: p.code === 'unknown-namespace' ? [namespaceOf(p.id)] : [],
    line: p.line,
    column: p.column,
  }));
}
