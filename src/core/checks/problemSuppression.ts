import * as path from 'node:path';
import { readRegularFile } from '../fs/safeRead';
import type { Locale } from '../locale/locale';
import type { Problem, ProblemCode, Severity, Suppression } from '../model/problem';
import { problemAnchor } from '../model/problemAnchor';
import { inlineSuppression, parseInlineSuppressions, type InlineSuppressions } from './inlineSuppressions';
import {
  isProblemCode,
  isRuleLevel,
  novaJsonConfig,
  novaJsonErrorMessage,
  readNovaJson,
  type NovaJsonResult,
  type RuleLevel,
  type SuppressEntry,
} from './novaJson';
import type { InstanceCheck } from './workspaceCheck';

/** The rules and suppress entries that apply to one instance: its `.nova.json` files merged, the setting on top. */
export interface RuleScope {
  rules: Partial<Record<ProblemCode, RuleLevel>>;
  suppress: SuppressEntry[];
}

/** What becomes of one problem: kept (perhaps at another severity), dropped (`off`) or suppressed. */
export type Verdict =
  | { kind: 'keep'; severity: Severity }
  | { kind: 'off' }
  | { kind: 'suppressed'; severity: Severity; suppression: Suppression };

/** The shape of a problem the verdict needs: `files` are absolute; `line` is 1-based in `files[0]`. */
export interface Judged {
  code: ProblemCode;
  severity: Severity;
  files: readonly string[];
  line?: number;
}

/**
 * The one judgement of a problem against the severities and suppressions (docs/suppression.md), shared by
 * `nova check` and the editor: a rule's level first (`off` drops the problem, another level replaces its severity),
 * then a `suppress` entry whose code matches and whose file is one of the problem's files (or a folder holding
 * one), then an inline `nova-ignore` comment of the problem's first file.
 */
export function judgeProblem(problem: Judged, scope: RuleScope, inline?: InlineSuppressions): Verdict {
  const level = scope.rules[problem.code];
  if (level === 'off') return { kind: 'off' };
  const severity: Severity = level ?? problem.severity;
  // A broken .nova.json is never hidden by itself: its own problem stays whatever the file says.
  if (problem.code === 'invalid-nova-json') return { kind: 'keep', severity: problem.severity };
  for (const entry of scope.suppress) {
    if (entry.code !== problem.code) continue;
    if (problem.files.some((file) => samePathOrInside(file, entry.file)))
      return { kind: 'suppressed', severity, suppression: { kind: 'external', justification: entry.reason } };
  }
  if (inline !== undefined) {
    const found = inlineSuppression(inline, problem.code, problem.line);
    if (found !== null)
      return { kind: 'suppressed', severity, suppression: { kind: 'inSource', justification: found } };
  }
  return { kind: 'keep', severity };
}

/**
 * The `nova.rules` setting as rules: entries with an unknown code or level are left out (the setting's schema in
 * package.json names the levels; a typo there must not stop the checks).
 */
export function settingRules(value: unknown): Partial<Record<ProblemCode, RuleLevel>> {
  const rules: Partial<Record<ProblemCode, RuleLevel>> = {};
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return rules;
  for (const [code, level] of Object.entries(value as Record<string, unknown>))
    if (isProblemCode(code) && typeof level === 'string' && isRuleLevel(level)) rules[code] = level;
  return rules;
}

export interface SuppressionOptions {
  /** The folders checked (the CLI's DIR, the workspace folders): a `.nova.json` at each applies to the instances inside. */
  roots: readonly string[];
  /** The editor's `nova.rules` setting, applied over every `.nova.json` (settingRules). */
  rules?: Partial<Record<ProblemCode, RuleLevel>>;
  locale?: Locale;
}

/**
 * The scope of one file's problems in the editor as it is typed: the `.nova.json` of each folder in `folders`
 * (outermost first, the inner one winning per rule; a malformed one contributes nothing — the Problems panel shows
 * its `invalid-nova-json`), with the setting's rules on top.
 */
export async function ruleScope(
  folders: readonly string[],
  rules: Partial<Record<ProblemCode, RuleLevel>> = {},
): Promise<RuleScope> {
  const scope: RuleScope = { rules: {}, suppress: [] };
  for (const folder of [...new Set(folders.map((f) => path.resolve(f)))]) {
    const config = novaJsonConfig(await readNovaJson(folder));
    Object.assign(scope.rules, config.rules);
    scope.suppress.push(...config.suppress);
  }
  Object.assign(scope.rules, rules);
  return scope;
}

/** Scripts whose problems may carry inline `nova-ignore` comments; larger files are not searched for them. */
const SCRIPT = /\.(js|mjs|cjs|ts)$/i;
const MAX_SCRIPT_BYTES = 4 * 1024 * 1024;

/**
 * Applies the severities and suppressions to every check in place: `off` problems are removed, suppressed ones move
 * to `check.suppressed` with their reason, the rest take their rule's severity. Each `.nova.json` (at a root holding
 * the instance, then the instance folder itself, the inner one winning per rule) is read once; a malformed one adds
 * one `invalid-nova-json` error, on the first instance it applies to, and contributes nothing. Returns how many
 * problems were suppressed.
 */
export async function applySuppressions(checks: InstanceCheck[], options: SuppressionOptions): Promise<number> {
  const files = new Map<string, Promise<NovaJsonResult>>();
  const reported = new Set<string>();
  const scripts = new Map<string, Promise<InlineSuppressions | undefined>>();
  const read = (folder: string): Promise<NovaJsonResult> => {
    let result = files.get(folder);
    if (result === undefined) {
      result = readNovaJson(folder);
      files.set(folder, result);
    }
    return result;
  };
  const inlineOf = (file: string): Promise<InlineSuppressions | undefined> => {
    let result = scripts.get(file);
    if (result === undefined) {
      result = readRegularFile(file, { maxBytes: MAX_SCRIPT_BYTES })
        .then((buffer) => parseInlineSuppressions(buffer.toString('utf8')))
        .catch(() => undefined);
      scripts.set(file, result);
    }
    return result;
  };
  let suppressed = 0;
  for (const check of checks) {
    const folders = [
      ...options.roots.filter((root) => samePathOrInside(check.instance.root, root)).map((r) => path.resolve(r)),
      path.resolve(check.instance.root),
    ];
    const scope: RuleScope = { rules: {}, suppress: [] };
    const own: Problem[] = [];
    for (const folder of [...new Set(folders)]) {
      const result = await read(folder);
      if (!result.ok) {
        if (!reported.has(result.file)) {
          reported.add(result.file);
          own.push({
            severity: 'error',
            code: 'invalid-nova-json',
            message: novaJsonErrorMessage(result.error, options.locale),
            instance: check.instance.id,
            files: [result.file],
            mods: [],
            line: result.error.line,
            column: result.error.column,
          });
        }
        continue;
      }
      const config = novaJsonConfig(result);
      Object.assign(scope.rules, config.rules);
      scope.suppress.push(...config.suppress);
    }
    Object.assign(scope.rules, options.rules ?? {});
    const kept: Problem[] = [];
    const hidden: Problem[] = check.suppressed ?? [];
    for (const problem of [...own, ...check.problems]) {
      const first = problem.files[0];
      const inline =
        first !== undefined && problem.line !== undefined && SCRIPT.test(first) ? await inlineOf(first) : undefined;
      const verdict = judgeProblem(
        { ...problem, files: [...problem.files, problemAnchor(problem, check.instance)] },
        scope,
        inline,
      );
      if (verdict.kind === 'off') continue;
      if (verdict.kind === 'keep') kept.push({ ...problem, severity: verdict.severity });
      else {
        hidden.push({ ...problem, severity: verdict.severity, suppression: verdict.suppression });
        suppressed++;
      }
    }
    check.problems = kept;
    check.suppressed = hidden;
  }
  return suppressed;
}

/** `file` is `folderOrFile` itself or lies inside it (compared after resolving; case as the platform compares). */
function samePathOrInside(file: string, folderOrFile: string): boolean {
  const relative = path.relative(path.resolve(folderOrFile), path.resolve(file));
  return relative === '' || (relative !== '..' && !relative.startsWith(`..${path.sep}`) && !path.isAbsolute(relative));
}
