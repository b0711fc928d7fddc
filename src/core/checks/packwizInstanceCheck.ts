import type { Instance } from '../model/instance';
import { checkConflicts } from './conflictChecker';
import type { ModFile } from '../model/modFile';
import { readModFile } from '../mods/modFileReader';
import type { ModScanner } from '../mods/modScanner';
import type { Problem } from '../model/problem';
import type { ProblemLocale } from './problemMessages';
import { checkPackwizProject } from './packwizChecks';
import type { PackwizJarCache } from '../packwiz/packwizJarCache';
import { packwizMessages } from './packwizMessages';
import { renderMessage } from '../locale/messageCatalog';
import { packwizModFiles } from '../packwiz/packwizModFiles';
import { loadPackwizProject, type PackwizProject } from '../packwiz/packwizProject';
import * as path from 'node:path';

/** Where `nova check --download` gets a packwiz pack's jars: the verified user cache. */
export interface PackwizJarSource {
  cache: PackwizJarCache;
}

/**
 * Checks a packwiz pack: its own files (packwizChecks.ts) and the jar checks on the jars in `mods/` plus, with a jar
 * source, on every enabled metafile's jar fetched once into the cache (read there, never copied into the pack). A jar
 * checked through its metafile is reported under the metafile's path, with no rename quick fix.
 */
export async function checkPackwizInstance(
  instance: Instance,
  options: { scanner: ModScanner; locale?: ProblemLocale; signal?: AbortSignal; packwizJars?: PackwizJarSource },
  instanceProblems: Problem[],
): Promise<{ instance: Instance; files: ModFile[]; problems: Problem[] }> {
  const project = await loadPackwizProject(instance.root);
  const jars = await options.scanner.scanFolder(path.join(instance.gameDir, 'mods'), { signal: options.signal });
  const onDisk = new Set(jars.map((f) => f.fileName.replace(/\.disabled$/i, '').toLowerCase()));
  const metas = packwizModFiles(project).filter((f) => !onDisk.has(f.fileName.toLowerCase()));
  const checked: ModFile[] = [...jars];
  const extra: Problem[] = [];
  let jarsChecked = false;
  let unread = metas.filter((m) => m.enabled).length;
  if (options.packwizJars !== undefined) {
    const fetched = await fetchJars(instance, project, metas, options.packwizJars, options.locale, options.signal);
    checked.push(...fetched.files);
    extra.push(...fetched.problems);
    unread -= fetched.files.length;
    jarsChecked = true;
  }
  const metafilePaths = new Set(metas.map((m) => m.path));
  // A mod whose jar was not read may be the one providing a "missing" dependency, so those are not reported then.
  const jarProblems = checkConflicts(instance, checked, { locale: options.locale })
    .filter((p) => unread === 0 || (p.code !== 'missing-dependency' && p.code !== 'recommended-missing'))
    .map((p) => (p.fixFile !== undefined && metafilePaths.has(p.fixFile) ? { ...p, fixFile: undefined } : p));
  const own = await checkPackwizProject(instance, project, { locale: options.locale, jarsChecked });
  const files = [...jars, ...metas].sort((a, b) => (a.fileName.toLowerCase() < b.fileName.toLowerCase() ? -1 : 1));
  return { instance, files, problems: [...instanceProblems, ...own, ...extra, ...jarProblems] };
}

async function fetchJars(
  instance: Instance,
  project: PackwizProject,
  metas: ModFile[],
  source: PackwizJarSource,
  locale: ProblemLocale | undefined,
  signal: AbortSignal | undefined,
): Promise<{ files: ModFile[]; problems: Problem[] }> {
  const msg = packwizMessages(locale);
  const byPath = new Map(project.mods.map((m) => [m.abs, m]));
  const enabled = metas.filter((m) => m.enabled);
  const files: ModFile[] = [];
  const problems: Problem[] = [];
  const skipped: string[] = [];
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < enabled.length) {
      const meta = enabled[next++]!;
      const entry = byPath.get(meta.path);
      if (entry === undefined) continue;
      const cached = await source.cache.get(entry.meta, signal);
      if (!cached.ok) {
        if (cached.mismatch) {
          problems.push({
            severity: 'error',
            code: 'packwiz-hash-mismatch',
            message: msg.hashMismatch({
              file: entry.metafile,
              format: entry.meta.hashFormat ?? '?',
              url: entry.meta.url ?? '?',
            }),
            instance: instance.id,
            files: [entry.abs],
            mods: [entry.slug],
          });
        } else skipped.push(`${entry.metafile} (${renderMessage(cached.reason, locale ?? 'en')})`);
        continue;
      }
      const read = await readModFile(cached.file, { signal });
      files.push({ ...read, path: entry.abs, fileName: entry.meta.filename, enabled: true, packwiz: meta.packwiz });
    }
  };
  await Promise.all(Array.from({ length: Math.min(4, enabled.length) }, worker));
  if (skipped.length > 0) {
    problems.push({
      severity: 'info',
      code: 'packwiz-jar-checks-skipped',
      message: msg.jarsNotFetched({
        count: skipped.length,
        list: skipped.slice(0, 5).join(locale === 'zh-cn' ? '；' : '; '),
        more: Math.max(0, skipped.length - 5),
      }),
      instance: instance.id,
      files: [],
      mods: [],
    });
  }
  files.sort((a, b) => (a.fileName.toLowerCase() < b.fileName.toLowerCase() ? -1 : 1));
  return { files, problems };
}
