import { ExportRefusals } from './exportRefusalMessages';
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { Instance } from '../model/instance';
import { readTextFile } from '../formats/textDecoding';
import { isNovaTempName } from '../fs/staleTemp';
import { walkFolderTree } from '../fs/folderWalk';
import { DEFAULT_ARCHIVE_LIMITS, MAX_PATH_CHARS } from '../archive/archiveSafety';
import { errorMessage, hasControlCharacters } from '../text/textSafety';
import { exportPathRefusal, exportSizeRefusal } from './exportRules';
import { ModpackExportError, packIdentity, type ModpackExportOptions, type PackIdentity } from './modpackExport';
import { exportProblemMessages } from './exportProblems';
import type { Message } from '../locale/messageCatalog';
import { PackWarnings as W } from './packWarningMessages';
import { parsePackIgnore, type PackIgnore } from '../formats/packIgnore';
import { parsePackwizMeta, type PackwizMeta } from '../formats/packwizMeta';
import { parsePackwizIgnore } from '../packwiz/packwizIgnore';
import { planPackwizExport } from './packwizExportPlan';
import { finishedExportPlan } from './finishedExportPlan';
import { bareEntry, linkFor } from './plannedEntry';
import { applyServerSides } from './exportSides';
import { lstatOrNull } from '../fs/lstatOrNull';
import type { ExportPlan, ExportPlanOptions, PlannedEntry, RemoteEntry } from './exportPlanTypes';

export type { ExportPlan, ExportPlanOptions, ExportSide, PlannedEntry, RemoteEntry } from './exportPlanTypes';

/** Folders (relative to the game folder, lower case) never exported: runtime output, caches, launcher internals, backups. */
const NEVER_DIRS = new Set([
  'logs',
  'crash-reports',
  '.cache',
  '.fabric',
  '.quilt',
  'backups',
  'screenshots',
  '.git',
  '.mixin.out',
  'natives',
  'libraries',
  'versions',
  'assets',
  'mrpack',
  'mods/.connector',
  'mods/.index',
]);
/** Folders nested deeper than this are left out (no modpack needs them; importers refuse long paths). */
const MAX_EXPORT_DEPTH = 128;
/** File names never exported wherever they are. */
const NEVER_NAMES = new Set(['.ds_store', 'thumbs.db', 'desktop.ini']);
/** Files at the top of the game folder that describe the instance or hold personal data (accounts). */
const NEVER_TOP_FILES = new Set([
  '.packignore',
  '.nova-bisect.json',
  '.packwizignore',
  '.gitignore',
  '.gitattributes',
  'instance.cfg',
  'mmc-pack.json',
  'minecraftinstance.json',
  'pack.toml',
  'index.toml',
  'profile.json',
  'usercache.json',
  'usernamecache.json',
  'launcher_profiles.json',
  'launcher_accounts.json',
  'launcher_accounts_microsoft_store.json',
  'packwiz',
  'packwiz.exe',
]);

/**
 * Where both exporters (mrpackExporter.ts, curseforgeExporter.ts) start: the pack's name and version, then the planned
 * files with the archive being written at `out` left out, reporting the planning phase and stopping when cancelled.
 */
export async function startExport(
  instance: Instance,
  out: string,
  options: ModpackExportOptions,
): Promise<{ identity: PackIdentity; plan: ExportPlan }> {
  const identity = await packIdentity(instance, options);
  options.onProgress?.({ phase: 'planning', doneBytes: 0, totalBytes: 0 });
  const plan = await planExport(instance, {
    includeSaves: options.includeSaves,
    includeDisabled: options.includeDisabled,
    skipAbsolute: [path.resolve(out)],
  });
  options.signal?.throwIfAborted();
  return { identity, plan };
}

/**
 * Decides, for every file of an instance's game folder, whether it is exported and what is known about it.
 * Metadata comes from packwiz `*.pw.toml` next to the file and Prism's `mods/.index/*.pw.toml`; a disabled
 * jar (`x.jar.disabled`) with metadata becomes an optional file named `x.jar`. Symbolic links are never followed.
 * The instance's error-level problems come first in the warnings (exportProblems.ts).
 */
export async function planExport(instance: Instance, options: ExportPlanOptions = {}): Promise<ExportPlan> {
  if (instance.layout === 'packwiz') {
    const fromIndex = await planPackwizExport(instance, options);
    if (fromIndex !== null) return fromIndex;
  }
  const gameDir = path.resolve(instance.gameDir);
  const warnings: Message[] = [];
  const excluded: string[] = [];
  const skip = new Set((options.skipAbsolute ?? []).map((p) => path.resolve(p)));
  const ignore = await loadIgnores(instance, gameDir, warnings);
  const found: Array<{ rel: string; abs: string; size: number }> = [];
  const metas: Array<{ rel: string; meta: PackwizMeta }> = [];
  const leftOutDisabled: string[] = [];

  const maxEntries = options.maxEntries ?? DEFAULT_ARCHIVE_LIMITS.maxEntries;
  const walked = await walkFolderTree(gameDir, {
    maxDepth: MAX_EXPORT_DEPTH,
    maxEntries,
    unreadable: (rel, error) => warnings.push(W.unreadable({ path: rel || '.', error: error.message })),
    visit: async (entry) => {
      const { rel, name, stat } = entry;
      // A modpack stores names as UTF-8, and Nova's own import refuses control characters and overlong paths.
      if (!entry.utf8) {
        warnings.push(W.notUtf8({ path: rel }));
        excluded.push(rel);
        return false;
      }
      if (hasControlCharacters(name)) {
        warnings.push(W.controlCharacter({ path: JSON.stringify(rel) }));
        excluded.push(rel);
        return false;
      }
      if (rel.length > MAX_PATH_CHARS) {
        warnings.push(W.pathTooLong({ path: rel.slice(0, 120), max: String(MAX_PATH_CHARS) }));
        excluded.push(rel);
        return false;
      }
      const lower = rel.toLowerCase();
      // Names that are not UTF-8 are left out above and never entered, so the path is text.
      const abs = typeof entry.openPath === 'string' ? entry.openPath : path.join(gameDir, ...rel.split('/'));
      if (stat.isSymbolicLink()) {
        warnings.push(W.symlink({ path: rel }));
        excluded.push(rel);
        return false;
      }
      if (stat.isDirectory()) {
        if (
          NEVER_DIRS.has(lower) ||
          (lower === 'saves' && options.includeSaves !== true) ||
          ignore.ignores(rel, true)
        ) {
          if (lower === 'mods/.index') await readMetaFolder(abs, rel, metas, warnings);
          excluded.push(`${rel}/`);
          return false;
        }
        return true;
      }
      if (!stat.isFile()) return false;
      if (name.toLowerCase().endsWith('.pw.toml')) {
        const meta = await readMeta(abs, rel, warnings);
        if (meta) metas.push({ rel, meta });
        excluded.push(rel);
        return false;
      }
      const topLevel = entry.depth === 1;
      if (
        skip.has(abs) ||
        NEVER_NAMES.has(name.toLowerCase()) ||
        lower.endsWith('.mrpack') ||
        name.includes('.nova-tmp-') ||
        isNovaTempName(name) ||
        (topLevel && (NEVER_TOP_FILES.has(lower) || lower.endsWith('.zip'))) ||
        ignore.ignores(rel, false)
      ) {
        excluded.push(rel);
        return false;
      }
      // A disabled file is the author's choice not to load it: shipping it would hand it to every player.
      if (options.includeDisabled !== true && lower.endsWith('.disabled')) {
        leftOutDisabled.push(rel);
        excluded.push(rel);
        return false;
      }
      const tooLarge = exportSizeRefusal(rel, stat.size);
      if (tooLarge !== null) throw new ModpackExportError(tooLarge);
      found.push({ rel, abs, size: stat.size });
      return false;
    },
  });
  if (walked.truncated) {
    throw new ModpackExportError(
      ExportRefusals.tooManyFiles({ name: instance.name, max: maxEntries.toLocaleString('en') }),
    );
  }
  for (const rel of walked.tooDeep) {
    warnings.push(W.tooDeep({ path: rel.slice(0, 120), depth: MAX_EXPORT_DEPTH }));
    excluded.push(`${rel}/`);
  }
  for (const rel of walked.loops) {
    warnings.push(W.mountLoop({ path: rel }));
    excluded.push(`${rel}/`);
  }

  const byTarget = new Map<string, { rel: string; meta: PackwizMeta }>();
  for (const item of metas) {
    const folder = metaTargetFolder(item.rel);
    const target = folder === '' ? item.meta.filename : `${folder}/${item.meta.filename}`;
    byTarget.set(target.toLowerCase(), item);
  }
  const used = new Set<string>();
  const entries: PlannedEntry[] = [];
  for (const file of found) {
    const disabled = file.rel.toLowerCase().endsWith('.disabled');
    const enabledRel = disabled ? file.rel.slice(0, -'.disabled'.length) : file.rel;
    const described = byTarget.get(enabledRel.toLowerCase());
    // Both `x.jar` and `x.jar.disabled` present: the metafile describes the first one found; the other is embedded as is.
    if (described === undefined || used.has(enabledRel.toLowerCase())) {
      // An embedded file follows import's name rules (exportRules.ts): what import refuses is never written.
      const refusal = exportPathRefusal(file.rel);
      if (refusal !== null) {
        const shown = file.rel.length > 120 ? `${file.rel.slice(0, 120)}…` : file.rel;
        warnings.push(W.nameRefused({ path: JSON.stringify(shown), reason: refusal }));
        excluded.push(file.rel);
        continue;
      }
      entries.push(bareEntry(file));
      continue;
    }
    used.add(enabledRel.toLowerCase());
    const meta = described.meta;
    const entry: PlannedEntry = {
      ...bareEntry(file),
      path: enabledRel,
      side: meta.side,
      optional: meta.optional || disabled,
      curseforge: meta.curseforge,
      metaFile: described.rel,
      meta,
      ...linkFor(meta),
    };
    entries.push(entry);
  }
  const remote: RemoteEntry[] = [];
  for (const [target, item] of byTarget) {
    if (used.has(target)) continue;
    const folder = metaTargetFolder(item.rel);
    remote.push({
      path: folder === '' ? item.meta.filename : `${folder}/${item.meta.filename}`,
      side: item.meta.side,
      optional: item.meta.optional,
      curseforge: item.meta.curseforge,
      metaFile: item.rel,
      meta: item.meta,
      ...linkFor(item.meta),
    });
  }
  remote.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  await applyServerSides(instance, entries);
  entries.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  excluded.sort();
  warnings.unshift(...(await exportProblemMessages(instance)));
  return finishedExportPlan({ instance, entries, remote, excluded, warnings, leftOutDisabled });
}

/** `mods/a.pw.toml` describes a file in `mods/`; Prism's `mods/.index/a.pw.toml` also describes one in `mods/`. */
function metaTargetFolder(metaRel: string): string {
  const parts = metaRel.split('/');
  parts.pop();
  if (parts.length > 0 && parts[parts.length - 1] === '.index') parts.pop();
  return parts.join('/');
}

async function readMetaFolder(
  abs: string,
  rel: string,
  metas: Array<{ rel: string; meta: PackwizMeta }>,
  warnings: Message[],
): Promise<void> {
  let names: string[];
  try {
    names = (await fs.promises.readdir(abs)).sort();
  } catch {
    return;
  }
  for (const name of names) {
    if (!name.toLowerCase().endsWith('.pw.toml')) continue;
    const file = path.join(abs, name);
    const stat = await lstatOrNull(file);
    if (!stat?.isFile()) continue;
    const meta = await readMeta(file, `${rel}/${name}`, warnings);
    if (meta) metas.push({ rel: `${rel}/${name}`, meta });
  }
}

async function readMeta(abs: string, rel: string, warnings: Message[]): Promise<PackwizMeta | null> {
  try {
    const parsed = parsePackwizMeta((await readTextFile(abs)).text);
    if ('error' in parsed) {
      warnings.push(W.metaInvalid({ path: rel, error: parsed.text }));
      return null;
    }
    if (parsed.filename.includes('/') || parsed.filename.includes('\\')) {
      warnings.push(W.metaFilename({ path: rel }));
      return null;
    }
    return parsed;
  } catch (error) {
    warnings.push(W.metaUnreadable({ path: rel, error: (error as Error).message }));
    return null;
  }
}

/**
 * The export's exclusions: Prism's `.packignore` (instance and game folder) with Nova's matcher, and `.packwizignore`
 * with packwiz's (case-sensitive gitignore, packwizIgnore.ts). A file that exists but cannot be read stops the export
 * rather than ship the files it excludes.
 */
async function loadIgnores(instance: Instance, gameDir: string, _warnings: Message[]): Promise<PackIgnore> {
  const candidates = [
    path.join(path.resolve(instance.root), '.packignore'),
    path.join(gameDir, '.packignore'),
    path.join(gameDir, '.packwizignore'),
  ];
  const texts: string[] = [];
  let packwizText = '';
  for (const file of [...new Set(candidates)]) {
    try {
      const stat = await fs.promises.lstat(file);
      if (!stat.isFile()) continue;
      const text = (await readTextFile(file)).text;
      if (path.basename(file) === '.packwizignore') packwizText = text;
      else texts.push(text);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
        throw new ModpackExportError(
          ExportRefusals.ignoreUnreadable({ file: path.basename(file), detail: errorMessage(error) }),
        );
      }
    }
  }
  const prism = parsePackIgnore(texts.join('\n'));
  const packwiz = parsePackwizIgnore(packwizText);
  return { ignores: (rel, isDirectory) => prism.ignores(rel, isDirectory) || packwiz.ignores(rel, isDirectory) };
}
