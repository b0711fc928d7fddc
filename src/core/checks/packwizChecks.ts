import * as fs from 'node:fs';
import * as path from 'node:path';
import type { Instance } from '../model/instance';
import type { Problem } from '../model/problem';
import type { ProblemLocale } from './problemMessages';
import { hashShapeProblem, isPackwizHashFormat } from '../packwiz/packwizHash';
import { packwizMessages } from './packwizMessages';
import type { PackwizModEntry, PackwizProject } from '../packwiz/packwizProject';
import { planRefresh, type RefreshPlan } from '../packwiz/packwizRefresh';
import { FILE_POOL_SIZE, mapPool } from '../fs/taskPool';
import { renderMessage } from '../locale/messageCatalog';
import { localizedError } from '../locale/messageError';

export interface PackwizCheckOptions {
  locale?: ProblemLocale;
  /** True when every metafile's jar was downloaded and checked, so the "jar checks skipped" note is not added. */
  jarsChecked?: boolean;
}

/**
 * The checks a packwiz pack needs that read only its own files (no jar, no network): malformed TOML with file and
 * line, metafiles that can't be downloaded as written, duplicates by project id and by installed file, client-only
 * mods in a server pack, index entries whose file is missing and metafiles missing from the index, and a stale
 * index.toml / pack.toml index hash (what `packwiz refresh` would change). Without jars, one info problem says which
 * checks were skipped; nothing here calls a metadata-only mod corrupt or a dependency missing.
 */
export async function checkPackwizProject(
  instance: Instance,
  project: PackwizProject,
  options: PackwizCheckOptions = {},
): Promise<Problem[]> {
  const msg = packwizMessages(options.locale);
  const problems: Problem[] = [];
  const abs = (rel: string): string => path.join(project.root, ...rel.split('/'));
  const add = (p: Omit<Problem, 'instance'>): void => {
    problems.push({ ...p, instance: instance.id });
  };
  for (const p of project.problems) {
    add({
      severity: 'error',
      code: 'packwiz-malformed',
      message: msg.malformed(renderMessage(p.text, options.locale ?? 'en')),
      files: [abs(p.file)],
      mods: [],
      ...(p.line !== null ? { line: p.line } : {}),
    });
  }
  const indexRel = project.index?.file ?? project.pack?.indexFile ?? 'index.toml';
  for (const entry of project.missingMetafiles) {
    add({
      severity: 'error',
      code: 'packwiz-missing-file',
      message: msg.missingFile({ index: indexRel, file: entry.file, metafile: true }),
      files: [project.index?.abs ?? abs(indexRel)],
      mods: [],
    });
  }
  const reportedMissing = new Set(project.missingMetafiles.map((e) => e.file));
  if (project.index !== null) {
    const indexDir = path.dirname(project.index.abs);
    const others = project.index.entries.filter((e) => !e.metafile);
    // Bounded: a pack of thousands of files is never stat-ed all at once. Only a file that is not there is missing.
    const exists = await mapPool(others, FILE_POOL_SIZE, (e) =>
      fs.promises.stat(path.join(indexDir, ...e.file.split('/'))).then(
        (s) => s.isFile(),
        (error: NodeJS.ErrnoException) => error.code !== 'ENOENT' && error.code !== 'ENOTDIR',
      ),
    );
    others.forEach((entry, i) => {
      if (exists[i]) return;
      reportedMissing.add(entry.file);
      add({
        severity: 'error',
        code: 'packwiz-missing-file',
        message: msg.missingFile({ index: indexRel, file: entry.file, metafile: false }),
        files: [project.index!.abs],
        mods: [],
      });
    });
  }
  for (const mod of project.mods) {
    const reason = downloadProblem(mod);
    if (reason !== null) {
      add({
        severity: 'error',
        code: 'packwiz-bad-download',
        message: msg.badDownload({ file: mod.metafile, reason }),
        files: [mod.abs],
        mods: [mod.slug],
      });
    }
  }
  problems.push(...duplicateProblems(instance, project, msg));
  if (instance.side === 'server') {
    for (const mod of project.mods.filter((m) => m.meta.side === 'client' && m.target.startsWith('mods/'))) {
      add({
        severity: 'warning',
        code: 'packwiz-client-only-on-server',
        message: msg.clientOnly({ mod: mod.meta.name ?? mod.slug, file: mod.metafile }),
        files: [mod.abs],
        mods: [mod.slug],
      });
    }
  }
  if (project.pack !== null && project.index !== null && project.problems.length === 0) {
    let plan: RefreshPlan;
    try {
      plan = await planRefresh(project);
    } catch (error) {
      // A file refresh cannot read (permissions, a FIFO, an unreadable .packwizignore): one clear problem, no crash.
      add({
        severity: 'error',
        code: 'packwiz-malformed',
        message: msg.malformed(localizedError(error, options.locale ?? 'en')),
        files: [project.index.abs],
        mods: [],
      });
      return problems;
    }
    const unindexed = plan.changes.filter((c) => c.kind === 'added' && c.file.endsWith('.pw.toml'));
    for (const change of unindexed) {
      add({
        severity: 'warning',
        code: 'packwiz-unindexed',
        message: msg.unindexed({ file: change.file, index: indexRel }),
        files: [abs(change.file)],
        mods: [],
      });
    }
    const indexDir = path.relative(project.root, path.dirname(project.index.abs)).split(path.sep).join('/');
    const inIndexDir = (rel: string): string => (indexDir === '' ? rel : path.posix.relative(indexDir, rel));
    const stale = plan.changes.filter(
      (c) =>
        (c.kind === 'pack-hash' && !plan.packHashCurrent) ||
        c.kind === 'hash-changed' ||
        (c.kind === 'added' && !c.file.endsWith('.pw.toml')) ||
        (c.kind === 'removed' && !reportedMissing.has(inIndexDir(c.file))),
    );
    const entryChanges = stale.filter((c) => c.kind !== 'pack-hash');
    if (entryChanges.length > 0 || stale.some((c) => c.kind === 'pack-hash')) {
      const shown = stale
        .slice(0, 5)
        .map((c) => (c.kind === 'pack-hash' ? 'pack.toml [index] hash' : `${c.file} (${c.kind})`));
      add({
        severity: stale.some((c) => c.kind === 'hash-changed' || c.kind === 'pack-hash') ? 'error' : 'warning',
        code: 'packwiz-stale-index',
        message: msg.staleIndex({
          count: stale.length,
          files: shown.join(', ') + (stale.length > shown.length ? `, … ${stale.length - shown.length} more` : ''),
          lineEndings: stale.some((c) => c.lineEndingsOnly === true),
        }),
        files: [project.index.abs, ...entryChanges.slice(0, 20).map((c) => abs(c.file))],
        mods: [],
      });
    } else if (plan.indexChanged && plan.changes.every((c) => c.kind === 'index-format')) {
      add({
        severity: 'warning',
        code: 'packwiz-stale-index',
        message: msg.staleFormat({ index: indexRel }),
        files: [project.index.abs],
        mods: [],
      });
    }
  }
  const metadataOnly = project.mods.filter((m) => m.target.startsWith('mods/')).length;
  if (metadataOnly > 0 && options.jarsChecked !== true) {
    add({
      severity: 'info',
      code: 'packwiz-jar-checks-skipped',
      message: msg.jarChecksSkipped({ count: metadataOnly }),
      files: [],
      mods: [],
    });
  }
  return problems;
}

/** Why packwiz could not download this metafile's file as written; null when it can. */
export function downloadProblem(mod: PackwizModEntry): string | null {
  const meta = mod.meta;
  if (meta.hashFormat === null || meta.hash === null || meta.hash === '')
    return "[download] has no 'hash' or 'hash-format'";
  if (!isPackwizHashFormat(meta.hashFormat))
    return `[download] hash-format '${meta.hashFormat}' is not one packwiz knows`;
  const shape = hashShapeProblem(meta.hashFormat, meta.hash);
  if (shape !== null) return shape;
  if (meta.mode === 'metadata:curseforge') {
    return meta.curseforge === null
      ? "mode is metadata:curseforge but [update.curseforge] has no 'project-id'/'file-id'"
      : null;
  }
  if (meta.mode !== '' && meta.mode !== 'url') return `[download] mode '${meta.mode}' is not one packwiz knows`;
  if (meta.url === null || meta.url === '') return "[download] has no 'url'";
  return null;
}

function overlaps(a: PackwizModEntry, b: PackwizModEntry): boolean {
  return a.meta.side === 'both' || b.meta.side === 'both' || a.meta.side === b.meta.side;
}

function duplicateProblems(
  instance: Instance,
  project: PackwizProject,
  msg: ReturnType<typeof packwizMessages>,
): Problem[] {
  const problems: Problem[] = [];
  const groups = new Map<string, { label: string; project: string; mods: PackwizModEntry[] }>();
  const push = (key: string, label: string, id: string, mod: PackwizModEntry): void => {
    const group = groups.get(key) ?? { label, project: id, mods: [] };
    group.mods.push(mod);
    groups.set(key, group);
  };
  for (const mod of project.mods) {
    if (mod.meta.modrinth) push(`mr:${mod.meta.modrinth.projectId}`, 'Modrinth', mod.meta.modrinth.projectId, mod);
    if (mod.meta.curseforge)
      push(`cf:${mod.meta.curseforge.projectID}`, 'CurseForge', String(mod.meta.curseforge.projectID), mod);
  }
  const reported = new Set<string>();
  for (const group of groups.values()) {
    const clash = group.mods.filter((m) => group.mods.some((o) => o !== m && overlaps(m, o)));
    if (clash.length < 2) continue;
    const key = clash
      .map((m) => m.metafile)
      .sort()
      .join('|');
    if (reported.has(key)) continue;
    reported.add(key);
    problems.push({
      severity: 'error',
      code: 'packwiz-duplicate',
      message: msg.duplicateProject({
        source: group.label,
        project: group.project,
        files: clash.map((m) => m.metafile).join(', '),
      }),
      instance: instance.id,
      files: clash.map((m) => m.abs),
      mods: clash.map((m) => m.slug),
    });
  }
  const byTarget = new Map<string, PackwizModEntry[]>();
  for (const mod of project.mods) {
    const key = mod.target.toLowerCase();
    byTarget.set(key, [...(byTarget.get(key) ?? []), mod]);
  }
  for (const mods of byTarget.values()) {
    const clash = mods.filter((m) => mods.some((o) => o !== m && overlaps(m, o)));
    if (clash.length < 2) continue;
    if (
      reported.has(
        clash
          .map((m) => m.metafile)
          .sort()
          .join('|'),
      )
    )
      continue;
    problems.push({
      severity: 'error',
      code: 'packwiz-duplicate',
      message: msg.duplicateTarget({ target: clash[0]!.target, files: clash.map((m) => m.metafile).join(', ') }),
      instance: instance.id,
      files: clash.map((m) => m.abs),
      mods: clash.map((m) => m.slug),
    });
  }
  return problems;
}
