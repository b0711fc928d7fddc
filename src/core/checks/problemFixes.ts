import * as path from 'node:path';
import type { Problem, ProblemCode } from '../model/problem';

/**
 * One action that needs no model and answers a problem: a change (disabling a mod file, planned by the mod planner
 * and applied by the one applier) or a way to the place where the person fixes it (a pre-filled Modrinth search, the
 * file at the line, the file in the OS, a setting, the update check). Surfaces render the title in their language.
 */
export type ProblemFix =
  /**
   * Rename `file` to `.disabled`; `role` says whether it is the file the problem is about or the mod that needs a
   * missing one. A dependent's fix carries the mod's display name and the name of what it needs, when the rule read them.
   */
  | { kind: 'disable'; file: string; role: 'self' | 'dependent'; name?: string; needs?: string }
  /** Search Modrinth for `query` (a mod id), pre-filled. */
  | { kind: 'findOnModrinth'; query: string }
  | { kind: 'openFile'; file: string; line?: number; column?: number }
  | { kind: 'revealFile'; file: string }
  | { kind: 'openSetting'; setting: string }
  | { kind: 'checkUpdates' };

/** What a problem code offers when nothing more specific applies: every code is listed, so none is left without a fix. */
const FIX_KINDS: Readonly<Record<ProblemCode, ReadonlyArray<ProblemFix['kind'] | 'disableFiles'>>> = {
  'duplicate-mod': ['disable'],
  'wrong-loader': ['disable', 'findOnModrinth'],
  'corrupt-jar': ['disable', 'findOnModrinth'],
  'extracted-jar': ['revealFile'],
  'missing-dependency': ['findOnModrinth', 'disable'],
  'recommended-missing': ['findOnModrinth'],
  'dependency-version': ['findOnModrinth', 'disable'],
  breaks: ['disable', 'disableFiles'],
  conflicts: ['disable', 'disableFiles'],
  'wrong-minecraft': ['disable', 'findOnModrinth'],
  'wrong-java': ['disable', 'revealFile'],
  'client-only-on-server': ['disable'],
  'no-metadata': ['revealFile'],
  'invalid-metadata': ['revealFile'],
  'jpms-module-name': ['disable'],
  'unreadable-instance': ['openFile'],
  'update-available': ['checkUpdates'],
  'packwiz-malformed': ['openFile'],
  'packwiz-duplicate': ['openFile'],
  'packwiz-client-only-on-server': ['openFile'],
  'packwiz-missing-file': ['openFile'],
  'packwiz-unindexed': ['openFile'],
  'packwiz-stale-index': ['openFile'],
  'packwiz-bad-download': ['openFile'],
  'packwiz-hash-mismatch': ['openFile'],
  'packwiz-jar-checks-skipped': ['openSetting'],
  'unknown-id': ['openFile'],
  'unknown-namespace': ['openFile'],
  'unknown-tag': ['openFile'],
  'empty-tag': ['openFile'],
  'duplicate-recipe-id': ['openFile'],
  'unchecked-file': ['openFile'],
  'invalid-nova-json': ['openFile'],
};

/** A mod file the planner disables by renaming (packwiz metafiles are left to packwiz: packwizInstanceCheck.ts). */
const DISABLABLE = /\.(jar|zip|litemod)$/i;
/** Where people fix files: text a person edits (jars and archives are revealed instead). */
const EDITABLE = /\.(toml|json|json5|jsonc|cfg|txt|js|ts|zs|mcfunction|properties|yml|yaml|snbt|ini|conf)$/i;

/**
 * The model-free fixes of `problem`, most useful first, without duplicates. A missing or wrong-version dependency
 * offers "find it on Modrinth" and "disable the mod that needs it" (the first file is that mod's jar, the second mod
 * id the dependency: dependenciesRule.ts); the file the rule names as the one to disable (`fixFile`) comes first.
 * Every code yields at least one fix for a problem with a file; `test/unit/problemFixes.test.ts` checks each.
 */
export function problemFixes(problem: Problem): ProblemFix[] {
  const fixes: ProblemFix[] = [];
  const seen = new Set<string>();
  const add = (fix: ProblemFix): void => {
    const key = JSON.stringify(fix);
    if (seen.has(key)) return;
    seen.add(key);
    fixes.push(fix);
  };
  const first = problem.files[0];
  const dependencyCode =
    problem.code === 'missing-dependency' ||
    problem.code === 'recommended-missing' ||
    problem.code === 'dependency-version';
  for (const kind of FIX_KINDS[problem.code]) {
    switch (kind) {
      case 'disable':
        if (dependencyCode) {
          if (first !== undefined && DISABLABLE.test(first)) add(dependentFix(problem, first));
        } else if (problem.fixFile !== undefined) add({ kind: 'disable', file: problem.fixFile, role: 'self' });
        else if (
          first !== undefined &&
          DISABLABLE.test(first) &&
          problem.code !== 'breaks' &&
          problem.code !== 'conflicts'
        )
          add({ kind: 'disable', file: first, role: 'self' });
        break;
      case 'disableFiles':
        // Two mods that clash: either one can go; the person picks which.
        if (problem.fixFile === undefined)
          for (const file of problem.files.filter((f) => DISABLABLE.test(f)))
            add({ kind: 'disable', file, role: 'self' });
        break;
      case 'findOnModrinth': {
        const query = dependencyCode ? problem.mods[1] : (problem.mods[0] ?? stem(first));
        if (query !== undefined && query !== '') add({ kind: 'findOnModrinth', query });
        break;
      }
      case 'revealFile':
        if (first !== undefined) add({ kind: 'revealFile', file: first });
        break;
      case 'openFile':
        if (first !== undefined) {
          add(
            EDITABLE.test(first)
              ? { kind: 'openFile', file: first, line: problem.line, column: problem.column }
              : { kind: 'revealFile', file: first },
          );
        }
        break;
      case 'openSetting':
        add({ kind: 'openSetting', setting: 'nova.network.enabled' });
        break;
      case 'checkUpdates':
        add({ kind: 'checkUpdates' });
        break;
    }
  }
  // A problem about a file no specific fix covered still leads somewhere the person can act.
  if (fixes.length === 0 && first !== undefined) {
    add(
      EDITABLE.test(first)
        ? { kind: 'openFile', file: first, line: problem.line }
        : { kind: 'revealFile', file: first },
    );
  }
  return fixes;
}

/** Disabling the mod that needs a dependency, named as the rule read it (dependenciesRule.ts fills `names`). */
function dependentFix(problem: Problem, file: string): ProblemFix {
  const fix: ProblemFix = { kind: 'disable', file, role: 'dependent' };
  const name = problem.names?.[0];
  const needs = problem.names?.[1] ?? problem.mods[1];
  if (name !== undefined && name !== '') fix.name = name;
  if (needs !== undefined && needs !== '') fix.needs = needs;
  return fix;
}

function stem(file: string | undefined): string | undefined {
  if (file === undefined) return undefined;
  return path
    .basename(file)
    .replace(/\.disabled$/i, '')
    .replace(/\.(jar|zip|litemod)$/i, '')
    .replace(/[-_+ ]?(mc)?\d[\w.+-]*$/i, '');
}
