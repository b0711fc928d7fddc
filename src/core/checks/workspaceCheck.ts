import * as path from 'node:path';
import { renderMessage } from '../locale/messageCatalog';
import { instanceWarningMessages } from '../instances/instanceMessages';
import { checkConflicts } from './conflictChecker';
import { InstanceCatalog, UnreadableRootError } from '../instances/instanceCatalog';
import type { Instance } from '../model/instance';
import type { ModFile } from '../model/modFile';
import { MAX_SCANNED_FILES, type ModScanner } from '../mods/modScanner';
import type { Problem } from '../model/problem';
import { problemMessages, type ProblemLocale } from './problemMessages';
import { checkPackwizInstance, type PackwizJarSource } from './packwizInstanceCheck';

/** One instance with its scanned mods and the problems found in them. */
export interface InstanceCheck {
  instance: Instance;
  files: ModFile[];
  problems: Problem[];
  /** Problems a `.nova.json` entry or a `nova-ignore` comment suppressed (problemSuppression.ts): not counted. */
  suppressed?: Problem[];
}

export interface WorkspaceCheckOptions {
  scanner: ModScanner;
  locale?: 'en' | 'zh-cn';
  maxDepth?: number;
  signal?: AbortSignal;
  /** Fetches a packwiz pack's jars into the cache so the jar checks run on them (`nova check --download`); absent = offline. */
  packwizJars?: PackwizJarSource;
  /** Called after each instance is checked, for progress reporting. */
  onInstance?: (done: number, total: number, instance: Instance) => void;
}

/**
 * Discovers every instance under `roots` (the catalog's id rule) and checks its mods: the one path shared by
 * diagnostics, commands, tools and `nova check`. A missing root throws its file-system error (the caller names it
 * to the user).
 */
export async function checkWorkspace(roots: string[], options: WorkspaceCheckOptions): Promise<InstanceCheck[]> {
  return checkCatalog(new InstanceCatalog({ roots, maxDepth: options.maxDepth }), options);
}

/** Checks every instance a catalog lists now, in its order. */
export async function checkCatalog(catalog: InstanceCatalog, options: WorkspaceCheckOptions): Promise<InstanceCheck[]> {
  let instances: Instance[];
  try {
    instances = (await catalog.list(options.signal)).map((entry) => entry.instance);
  } catch (error) {
    throw error instanceof UnreadableRootError ? error.cause : error;
  }
  const results: InstanceCheck[] = [];
  for (const instance of instances) {
    options.signal?.throwIfAborted();
    results.push(await checkInstance(instance, options));
    options.onInstance?.(results.length, instances.length, instance);
  }
  return results;
}

/** Scans one instance's `mods/` folder and runs the conflict checks on it. */
export async function checkInstance(
  instance: Instance,
  options: Pick<WorkspaceCheckOptions, 'scanner' | 'locale' | 'signal' | 'packwizJars'>,
): Promise<InstanceCheck> {
  // Containment by the served root: an instance whose game folder lies outside is reported, never read.
  if (instance.outsideRoots === true)
    return { instance, files: [], problems: instanceFileProblems(instance, options.locale) };
  if (instance.layout === 'packwiz') {
    const result = await checkPackwizInstance(instance, options, instanceFileProblems(instance, options.locale));
    return {
      ...result,
      problems: [...folderCutProblems(instance, options.scanner, options.locale), ...result.problems],
    };
  }
  const files = await options.scanner.scanFolder(modsFolder(instance), { signal: options.signal });
  const problems = [
    ...instanceFileProblems(instance, options.locale),
    ...folderCutProblems(instance, options.scanner, options.locale),
    ...checkConflicts(instance, files, { locale: options.locale }),
  ];
  return { instance, files, problems };
}

/** A warning when the last scan of the instance's `mods/` left files unread (more than `MAX_SCANNED_FILES`). */
export function folderCutProblems(instance: Instance, scanner: ModScanner, locale?: ProblemLocale): Problem[] {
  const left = scanner.leftOut.get(path.resolve(modsFolder(instance))) ?? 0;
  if (left === 0) return [];
  return [
    {
      severity: 'warning',
      code: 'unreadable-instance',
      message: problemMessages(locale).folderCut({
        folder: 'mods/',
        total: MAX_SCANNED_FILES + left,
        read: MAX_SCANNED_FILES,
      }),
      instance: instance.id,
      files: [],
      mods: [],
    },
  ];
}

/** What went wrong reading the instance's own files (malformed JSON, duplicate keys…), attached to its manifest. */
export function instanceFileProblems(instance: Instance, locale?: ProblemLocale): Problem[] {
  const msg = problemMessages(locale);
  const messages = instanceWarningMessages(instance);
  // The warning in the problem's locale, from its message (src/core/instances/instanceMessages.ts).
  const shown = messages === null ? instance.warnings : messages.map((m) => renderMessage(m, locale));
  return shown.map((warning) => ({
    severity: 'warning',
    code: 'unreadable-instance',
    message: msg.instanceWarning({ warning }),
    instance: instance.id,
    files: [],
    mods: [],
  }));
}

/** The folder holding an instance's mods. */
export function modsFolder(instance: Instance): string {
  return path.join(instance.gameDir, 'mods');
}
