import type { Severity } from '../core/model/problem';
import { problemAnchor } from '../core/model/problemAnchor';
import type { InstanceCheck } from '../core/checks/workspaceCheck';
import { displayPath } from './cliIo';

const COMMANDS: Record<Severity, string> = { error: 'error', warning: 'warning', info: 'notice' };

/**
 * `nova check --format github`: one GitHub Actions workflow command per problem (`::error file=…,title=…::message`),
 * which the runner turns into an annotation on the file, relative to `repoRoot`. Values are escaped as the runner
 * expects (`%`, CR, LF everywhere; `:` and `,` in properties too).
 */
export function githubAnnotations(checks: InstanceCheck[], repoRoot: string): string {
  const lines: string[] = [];
  for (const check of checks) {
    for (const problem of check.problems) {
      const file = displayPath(repoRoot, problemAnchor(problem, check.instance));
      const title = `${problem.code} (${problem.instance})`;
      lines.push(
        `::${COMMANDS[problem.severity]} file=${escapeProperty(file)}${problem.line !== undefined ? `,line=${problem.line}` : ''}${problem.column !== undefined ? `,col=${problem.column}` : ''},title=${escapeProperty(title)}::${escapeData(problem.message)}`,
      );
    }
  }
  return lines.length > 0 ? `${lines.join('\n')}\n` : '';
}

function escapeData(text: string): string {
  return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

function escapeProperty(text: string): string {
  return escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}
