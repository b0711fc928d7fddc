import * as path from 'node:path';
import type { Problem } from '../model/problem';
import type { ProblemLocale } from '../checks/problemMessages';
import { namespaceOf } from './contentReference';
import { referenceMessages } from './referenceMessages';
import type { ReferenceProblem } from './referenceProblem';

/** A reference problem's message in `locale`. */
export function referenceProblemMessage(
  problem: ReferenceProblem,
  locale: ProblemLocale = 'en',
  gameDir?: string,
): string {
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
      return msg.duplicateRecipeId({ id: problem.id, other: shownPath(problem.detail ?? '', gameDir) });
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
  gameDir?: string,
): Problem[] {
  return problems.map((p) => ({
    severity: p.severity,
    code: p.code,
    message: referenceProblemMessage(p, locale, gameDir),
    instance: instanceId,
    files: [p.file],
    mods: p.code === 'unknown-namespace' ? [namespaceOf(p.id)] : [],
    line: p.line,
    column: p.column,
  }));
}

/** A file named in a message: relative to the game folder with `/` when inside it. */
function shownPath(file: string, gameDir: string | undefined): string {
  if (gameDir === undefined) return file;
  const rel = path.relative(gameDir, file);
  return rel.startsWith('..') || path.isAbsolute(rel) ? file : rel.split(path.sep).join('/');
}
