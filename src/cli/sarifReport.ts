import { createHash } from 'node:crypto';
import type * as sarif from 'sarif';
import type { ProblemCode, Severity } from '../core/model/problem';
import { problemAnchor } from '../core/model/problemAnchor';
import { PROBLEM_RULES } from '../core/checks/problemRules';
import type { InstanceCheck } from '../core/checks/workspaceCheck';
import { displayPath } from './cliIo';

const LEVELS: Record<Severity, sarif.Result.level> = { error: 'error', warning: 'warning', info: 'note' };

/**
 * `nova check --format sarif`: a SARIF 2.1.0 log with one rule per problem code (name, help, default level) and one
 * result per problem, located on its jar or metafile relative to `repoRoot` (`%SRCROOT%`), so code scanning shows
 * it on the file in a pull request. Jars have no lines: their region is line 1 (a malformed TOML file's is its line). Fingerprints hash the code, the
 * instance, the file, the mods and the message, so a problem keeps its identity between runs.
 */
export function sarifReport(checks: InstanceCheck[], repoRoot: string, version: string): sarif.Log {
  // Suppressed problems are results too, each with its `suppressions` (docs/suppression.md): code scanning lists them
  // as dismissed instead of open.
  const all = (c: InstanceCheck) => [...c.problems, ...(c.suppressed ?? [])];
  const codes = [...new Set(checks.flatMap((c) => all(c).map((p) => p.code)))].sort();
  const ruleIndex = new Map<ProblemCode, number>(codes.map((code, i) => [code, i]));
  const rules: sarif.ReportingDescriptor[] = codes.map((code) => {
    const rule = PROBLEM_RULES[code];
    const level = LEVELS[checks.flatMap(all).find((p) => p.code === code)?.severity ?? 'warning'];
    return {
      id: code,
      name: code.replace(/(^|-)([a-z])/g, (_m, _dash: string, letter: string) => letter.toUpperCase()),
      shortDescription: { text: rule.title },
      fullDescription: { text: rule.help },
      help: { text: rule.help, markdown: `**${rule.title}.** ${rule.help}` },
      defaultConfiguration: { level },
    };
  });
  const results: sarif.Result[] = checks.flatMap((check) =>
    all(check).map((problem) => {
      const shown = displayPath(repoRoot, problemAnchor(problem, check.instance));
      const uri = sarifUri(shown);
      const fingerprint = createHash('sha256')
        .update([problem.code, problem.instance, shown, ...problem.mods, problem.message].join('\n'))
        .digest('hex');
      return {
        ruleId: problem.code,
        ruleIndex: ruleIndex.get(problem.code) ?? 0,
        level: LEVELS[problem.severity],
        message: { text: problem.message },
        locations: [
          {
            physicalLocation: {
              artifactLocation: { uri, uriBaseId: '%SRCROOT%' },
              region: {
                startLine: problem.line ?? 1,
                ...(problem.column !== undefined ? { startColumn: problem.column } : {}),
              },
            },
            message: { text: `instance ${problem.instance}` },
          },
        ],
        partialFingerprints: { 'novaProblem/v1': fingerprint },
        properties: { instance: problem.instance, mods: problem.mods },
        ...(problem.suppression !== undefined
          ? {
              suppressions: [{ kind: problem.suppression.kind, justification: problem.suppression.justification }],
            }
          : {}),
      };
    }),
  );
  return {
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: {
            name: 'nova',
            fullName: 'Nova — Modpack Assistant',
            version,
            semanticVersion: version,
            informationUri: 'https://www.npmjs.com/package/nova-modpack',
            rules,
          },
        },
        columnKind: 'unicodeCodePoints',
        results,
      },
    ],
  };
}

/**
 * A `/`-separated relative path as a SARIF `artifactLocation.uri`: a relative URI reference (RFC 3986), so every
 * segment is percent-encoded (`my mod #1.jar` → `my%20mod%20%231.jar`; otherwise `#` would start a fragment and
 * the file would resolve to `my mod `). The `/` separators stay.
 */
export function sarifUri(relativePath: string): string {
  return relativePath
    .split('/')
    .map((segment) => encodeURIComponent(segment))
    .join('/');
}
