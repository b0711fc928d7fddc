import type { Locale } from '../locale/locale';
import type { Instance } from '../model/instance';
import type { ModFile } from '../model/modFile';
import type { Problem } from '../model/problem';
import { problemMessages } from '../checks/problemMessages';
import type { InstanceCheck } from '../checks/workspaceCheck';
import type { ModSource } from './modSource';
import { modsViewText } from './modsViewText';
import { fileReaderTexts, renderReaderTexts } from '../mods/readerTexts';

export type { ModSource } from './modSource';

/** The Mods view's status filter. `problems`: an error or warning of the conflict check involves the file. */
export type ModStatusFilter = 'all' | 'enabled' | 'disabled' | 'problems' | 'updates';

export interface ModsViewFilter {
  /** Case-insensitive text matched against file names, mod ids and names; empty matches everything. */
  text: string;
  status: ModStatusFilter;
}

export const NO_FILTER: ModsViewFilter = { text: '', status: 'all' };

/** What Nova learnt about one file beyond its jar (the last "Check for Updates"), by absolute path. */
export interface KnownRemote {
  source?: 'modrinth' | 'curseforge';
  modrinthProjectId?: string;
  /** The newer version number found, when there is one. */
  update?: string;
}

/** Which icon an item shows; the host maps each to a theme icon. */
export type ModIcon =
  'error' | 'warning' | 'update' | 'disabled' | 'corrupt' | 'folder' | 'library' | 'metafile' | 'mod';

/** One mod file of an instance, ready to show: every string the tree item needs is computed here, once per scan. */
export interface ModItem {
  /** Stable across enable/disable (the path without `.disabled`), so the tree keeps selection and focus. */
  id: string;
  instanceId: string;
  /** The file on disk: the jar (with any `.disabled`) or the packwiz metafile. */
  path: string;
  fileName: string;
  label: string;
  description: string;
  tooltip: string;
  enabled: boolean;
  /** Folders inside mods/ are never loaded, so they get no checkbox. */
  toggleable: boolean;
  severity: 'error' | 'warning' | null;
  /** The messages of the errors and warnings involving the file, errors first. */
  problems: string[];
  update: string | null;
  source: ModSource;
  modrinthProjectId: string | null;
  icon: ModIcon;
  /** `novaMod` plus ` toggle`, ` modrinth`, ` packwiz`, ` enabled` as they apply (the context menu's `viewItem`). */
  contextValue: string;
  /** Lower-case file name, ids and names, for the text filter. */
  searchText: string;
  /** Bytes on disk and the file's modification time (when it was added or last replaced), for sorting. */
  size: number;
  addedMs: number;
}

/** How the Mods view orders an instance's mods: by name, newest first (to find what just broke the pack), largest first, or by where they came from. */
export type ModSort = 'name' | 'added' | 'size' | 'source';

const SOURCE_ORDER: Record<ModSource, number> = { modrinth: 0, curseforge: 1, packwiz: 2, local: 3 };

/** `mods` (in name order, as {@link buildModTree} gives them) in `sort` order; ties keep the name order. */
export function sortMods(mods: readonly ModItem[], sort: ModSort): ModItem[] {
  const list = [...mods];
  switch (sort) {
    case 'name':
      return list;
    case 'added':
      return list.sort((a, b) => b.addedMs - a.addedMs);
    case 'size':
      return list.sort((a, b) => b.size - a.size);
    case 'source':
      return list.sort((a, b) => SOURCE_ORDER[a.source] - SOURCE_ORDER[b.source]);
  }
}

export interface InstanceNode {
  instance: Instance;
  label: string;
  /** Versions, loader and counts; {@link instanceDescription} adds how many a filter shows. */
  description: string;
  tooltip: string;
  /** Every mod item, sorted by label; {@link filterMods} narrows them. */
  mods: ModItem[];
}

/**
 * The Mods view's model from the latest conflict checks (the scan cache: no file is read here) and what is known
 * from Modrinth. Linear in the number of files; the host wraps each item into a TreeItem without further work.
 */
export function buildModTree(
  checks: readonly InstanceCheck[],
  known: ReadonlyMap<string, KnownRemote> = new Map(),
  locale: Locale = 'en',
): InstanceNode[] {
  return checks.map((check) => instanceNode(check, known, locale));
}

/** The items a filter lets through, in order. */
export function filterMods(mods: readonly ModItem[], filter: ModsViewFilter): ModItem[] {
  const needle = filter.text.trim().toLowerCase();
  if (needle === '' && filter.status === 'all') return [...mods];
  return mods.filter((m) => matchesStatus(m, filter.status) && (needle === '' || m.searchText.includes(needle)));
}

export function isFiltered(filter: ModsViewFilter): boolean {
  return filter.text.trim() !== '' || filter.status !== 'all';
}

/** The instance's description with how many items the filter shows, when it hides some. */
export function instanceDescription(node: InstanceNode, shown: number, locale: Locale = 'en'): string {
  return shown === node.mods.length
    ? node.description
    : `${node.description} · ${modsViewText(locale).shownCount(shown, node.mods.length)}`;
}

function matchesStatus(mod: ModItem, status: ModStatusFilter): boolean {
  switch (status) {
    case 'enabled':
      return mod.enabled;
    case 'disabled':
      return !mod.enabled;
    case 'problems':
      return mod.severity !== null;
    case 'updates':
      return mod.update !== null;
    case 'all':
      return true;
  }
}

function instanceNode(check: InstanceCheck, known: ReadonlyMap<string, KnownRemote>, locale: Locale): InstanceNode {
  const text = modsViewText(locale);
  const { instance } = check;
  const byFile = problemsByFile(check.problems);
  const mods = check.files
    .map((file) => modItem(instance, file, byFile.get(file.path) ?? [], known.get(file.path), locale))
    .sort((a, b) => compare(a.label.toLowerCase(), b.label.toLowerCase()) || compare(a.fileName, b.fileName));
  const disabled = mods.filter((m) => !m.enabled).length;
  const errors = check.problems.filter((p) => p.severity === 'error').length;
  const warnings = check.problems.filter((p) => p.severity === 'warning').length;
  const loader =
    instance.loader === null
      ? ''
      : `${problemMessages(locale).loaderName(instance.loader.type)}${instance.loader.version === null ? '' : ` ${instance.loader.version}`}`;
  const facts = [instance.minecraft ?? '', loader, text.modCount(mods.length, disabled)].filter(Boolean);
  const problems = text.problemCount(errors, warnings);
  return {
    instance,
    label: instance.name,
    description: facts.join(' · '),
    tooltip: [instance.name, instance.root, facts.join(' · '), problems].filter(Boolean).join('\n'),
    mods,
  };
}

/** Errors and warnings by every file they involve (a duplicate marks both copies), errors first. */
function problemsByFile(problems: readonly Problem[]): Map<string, Problem[]> {
  const byFile = new Map<string, Problem[]>();
  for (const problem of problems) {
    if (problem.severity === 'info') continue;
    const files = new Set(problem.fixFile === undefined ? problem.files : [...problem.files, problem.fixFile]);
    for (const file of files) {
      const list = byFile.get(file);
      if (list === undefined) byFile.set(file, [problem]);
      else list.push(problem);
    }
  }
  for (const list of byFile.values()) list.sort((a, b) => rank(a) - rank(b));
  return byFile;
}

function rank(problem: Problem): number {
  return problem.severity === 'error' ? 0 : 1;
}

function modItem(
  instance: Instance,
  file: ModFile,
  problems: readonly Problem[],
  remote: KnownRemote | undefined,
  locale: Locale,
): ModItem {
  const text = modsViewText(locale);
  const loaders = problemMessages(locale);
  const main = file.mods[0];
  const source: ModSource =
    file.packwiz !== undefined ? 'packwiz' : (remote?.source ?? (remote?.modrinthProjectId ? 'modrinth' : 'local'));
  const modrinthProjectId = file.packwiz?.modrinth?.projectId ?? remote?.modrinthProjectId ?? null;
  const severity = problems[0]?.severity === 'error' ? 'error' : problems.length > 0 ? 'warning' : null;
  const update = remote?.update ?? null;
  const toggleable = file.kind !== 'directory';
  const state =
    file.kind === 'corrupt'
      ? text.corrupt
      : file.kind === 'directory'
        ? text.folder
        : file.kind === 'library' || main === undefined
          ? text.library
          : '';
  const facts = [
    main !== undefined && main.version !== 'unknown' ? main.version : '',
    main !== undefined && main.loader !== 'unknown' ? loaders.loaderName(main.loader) : '',
    main !== undefined ? text.side[main.side] : '',
    text.source[source],
    state,
    file.enabled ? '' : text.disabled,
    update === null ? '' : text.update(update),
  ].filter(Boolean);
  const tooltip = [
    text.fileLine(file.fileName, file.enabled),
    ...file.mods
      .slice(0, 4)
      .map((m) =>
        `${m.name !== m.id ? `${m.name} (${m.id})` : m.id} ${m.version === 'unknown' ? '' : m.version}`.trim(),
      ),
    text.sourceLine(file.packwiz === undefined ? text.source[source] : `${text.metafile} ${file.packwiz.metafile}`),
    ...(file.error === null ? [] : [renderReaderTexts(fileReaderTexts(file), locale)]),
    ...problems.slice(0, 3).map((p) => `${p.severity === 'error' ? '⛔' : '⚠'} ${p.message}`),
    ...(update === null ? [] : [text.update(update)]),
  ];
  const flags = [
    toggleable ? 'toggle' : '',
    modrinthProjectId !== null ? 'modrinth' : '',
    file.packwiz ? 'packwiz' : '',
    toggleable && file.enabled ? 'enabled' : '',
  ]
    .filter(Boolean)
    .map((f) => ` ${f}`)
    .join('');
  return {
    id: `${instance.id}\n${file.packwiz === undefined ? file.path.replace(/\.disabled$/i, '') : file.path}`,
    instanceId: instance.id,
    path: file.path,
    fileName: file.fileName,
    label: main?.name || file.fileName,
    description: facts.join(' · '),
    tooltip: tooltip.join('\n'),
    enabled: file.enabled,
    toggleable,
    severity,
    problems: problems.map((p) => p.message),
    update,
    source,
    modrinthProjectId,
    icon: iconOf(file, severity, update),
    contextValue: `novaMod${flags}`,
    searchText: [file.fileName, ...file.mods.flatMap((m) => [m.id, m.name])].join('\n').toLowerCase(),
    size: file.size,
    addedMs: file.mtimeMs,
  };
}

function iconOf(file: ModFile, severity: ModItem['severity'], update: string | null): ModIcon {
  if (severity !== null) return severity;
  if (file.kind === 'corrupt') return 'corrupt';
  if (file.kind === 'directory') return 'folder';
  if (!file.enabled) return 'disabled';
  if (update !== null) return 'update';
  if (file.packwiz !== undefined) return 'metafile';
  return file.kind === 'library' ? 'library' : 'mod';
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
