import { ExportRefusals, sentences } from './exportRefusalMessages';
import * as fs from 'node:fs';
import type { Message } from '../locale/messageCatalog';
import { PackWarnings as W } from './packWarningMessages';
import * as path from 'node:path';
import type { Instance } from '../model/instance';
import type { ExportPlan, ExportPlanOptions, PlannedEntry, RemoteEntry } from './exportPlanTypes';
import { bareEntry, linkFor } from './plannedEntry';
import { loadPackwizProject } from '../packwiz/packwizProject';
import { resolvesInside } from '../fs/servedRoots';
import { ModpackExportError } from './modpackExport';
import { finishedExportPlan } from './finishedExportPlan';
import { exportPathRefusal, exportSizeRefusal } from './exportRules';

/**
 * What a packwiz pack exports, decided from its index as `packwiz modrinth export` / `curseforge export` do: every
 * index entry flagged `metafile` is a file to link (never shipped itself), every other indexed file goes to the
 * overrides, and pack.toml, index.toml and anything the index leaves out (`.packwizignore`, disabled metafiles) stay
 * out. Two metafiles for one file (a client and a server variant) stay two entries. A `.disabled` file is left out
 * with a warning: packwiz has no such state, so it can only be a leftover. Null when pack.toml or its index cannot
 * be read, or lists no file: the caller then plans from the folder's files (`nova check` names the broken file).
 * Containment (docs/architecture.md principle 11): a file whose path resolves, links followed at every component
 * (a linked `config/`, not only a linked file), outside the pack folder is never embedded; names and sizes follow
 * the importer's rules (exportRules.ts).
 */
export async function planPackwizExport(
  instance: Instance,
  options: ExportPlanOptions = {},
): Promise<ExportPlan | null> {
  const project = await loadPackwizProject(instance.root);
  // An index listing nothing has never been refreshed: the folder's own files are then all there is to go by.
  if (project.pack === null || project.index === null || project.index.entries.length === 0) return null;
  // A file that exists but cannot be read (too many open files, permissions, a link out of the pack) is never taken
  // for "no file": the export stops rather than ship a pack without it.
  const unreadable = project.problems.filter((p) => p.unreadable === true);
  if (unreadable.length > 0) {
    const shown = unreadable.slice(0, 5).map((p) => p.text);
    throw new ModpackExportError(
      ExportRefusals.packwizUnreadable({ problems: sentences(shown), more: unreadable.length - shown.length }),
    );
  }
  const warnings: Message[] = project.problems.map((p) => W.packwizProblem({ message: p.text }));
  for (const entry of project.missingMetafiles)
    warnings.push(W.listedMissing({ path: entry.file, index: project.index.file }));
  const skip = new Set((options.skipAbsolute ?? []).map((p) => path.resolve(p)));
  const indexDir = path.dirname(project.index.abs);
  const entries: PlannedEntry[] = [];
  const excluded: string[] = [project.index.file, 'pack.toml'];
  const leftOutDisabled: string[] = [];
  for (const entry of project.index.entries) {
    const abs = path.join(indexDir, ...entry.file.split('/'));
    const rel = path.relative(project.root, abs).split(path.sep).join('/');
    if (entry.metafile) {
      excluded.push(rel);
      continue;
    }
    if (skip.has(abs)) continue;
    if (/\.disabled$/i.test(rel)) {
      // packwiz disables by metafile; a `.disabled` file here is a leftover, never shipped (reported by the caller).
      leftOutDisabled.push(rel);
      excluded.push(rel);
      continue;
    }
    if (rel.split('/')[0] === 'saves' && options.includeSaves !== true) {
      excluded.push(rel);
      continue;
    }
    const refusal = exportPathRefusal(rel);
    if (refusal !== null) {
      const shown = rel.length > 120 ? `${rel.slice(0, 120)}…` : rel;
      warnings.push(W.nameRefused({ path: JSON.stringify(shown), reason: refusal }));
      excluded.push(rel);
      continue;
    }
    if (!(await resolvesInside(project.root, abs))) {
      warnings.push(W.linksOutside({ path: rel }));
      excluded.push(rel);
      continue;
    }
    const stat = await fs.promises.lstat(abs).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ENOTDIR') return null;
      throw new ModpackExportError(ExportRefusals.fileUnreadable({ path: rel, detail: error.message }));
    });
    if (stat === null || !stat.isFile()) {
      warnings.push(W.listedMissing({ path: rel, index: project.index.file }));
      continue;
    }
    const tooLarge = exportSizeRefusal(rel, stat.size);
    if (tooLarge !== null) throw new ModpackExportError(tooLarge);
    entries.push(bareEntry({ rel, abs, size: stat.size }));
  }
  for (const mod of project.disabled) excluded.push(mod.metafile);
  const remote: RemoteEntry[] = project.mods.map((mod) => ({
    path: mod.target,
    side: mod.meta.side,
    optional: mod.meta.optional,
    curseforge: mod.meta.curseforge,
    metaFile: mod.metafile,
    meta: mod.meta,
    ...linkFor(mod.meta),
  }));
  const byPath = (a: { path: string }, b: { path: string }): number => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0);
  remote.sort(byPath);
  entries.sort(byPath);
  excluded.sort();
  return finishedExportPlan({ instance, entries, remote, excluded, warnings, leftOutDisabled });
}
