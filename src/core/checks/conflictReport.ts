import type { Problem, ProblemCode, Severity } from '../model/problem';

/** Longest problem message; longer ones are cut with an ellipsis. */
const MAX_MESSAGE = 2000;

const SEVERITY_RANK: Record<Severity, number> = { error: 0, warning: 1, info: 2 };

/**
 * Where conflict rules put their problems. A problem with the same code, files and message as an earlier one is
 * dropped (the first report wins). {@link ConflictReport.sorted} orders by severity, code, first file and message;
 * the sort is stable, so exact ties keep the order in which the rules reported them.
 */
export class ConflictReport {
  private readonly problems: Problem[] = [];
  private readonly seen = new Set<string>();

  constructor(private readonly instanceId: string) {}

  add(
    severity: Severity,
    code: ProblemCode,
    message: string,
    files: string[],
    mods: string[],
    fixFile?: string,
    names?: string[],
  ): void {
    // Ids and names come from jars; no message may grow with them (problemMessages.ts MAX_ECHO).
    if (message.length > MAX_MESSAGE) message = `${message.slice(0, MAX_MESSAGE - 1)}…`;
    const key = `${code}\u0000${files.join('\u0000')}\u0000${message}`;
    if (this.seen.has(key)) return;
    this.seen.add(key);
    const problem: Problem = { severity, code, message, instance: this.instanceId, files, mods };
    if (fixFile !== undefined) problem.fixFile = fixFile;
    if (names !== undefined) problem.names = names;
    this.problems.push(problem);
  }

  sorted(): Problem[] {
    return this.problems.sort(compareProblems);
  }
}

function compareProblems(a: Problem, b: Problem): number {
  const s = SEVERITY_RANK[a.severity] - SEVERITY_RANK[b.severity];
  if (s !== 0) return s;
  if (a.code !== b.code) return a.code < b.code ? -1 : 1;
  const fa = a.files[0] ?? '';
  const fb = b.files[0] ?? '';
  if (fa !== fb) return fa < fb ? -1 : 1;
  return a.message < b.message ? -1 : a.message > b.message ? 1 : 0;
}
