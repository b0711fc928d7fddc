import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import type { FileOperation, ProposalDraft } from '../edits';
import { draftOf, renameDraft } from './drafts';
import { shownPath, sizeText } from '../displayText';
import type { Instance } from '../model/instance';
import { exportCurseforge } from '../packs/curseforgeExporter';
import {
  packIdentity,
  type ModpackExportOptions,
  type ModpackExportResult,
  type ModpackFormat,
} from '../packs/modpackExport';
import { importModpack, type ModpackImportOptions, type ModpackImportResult } from '../packs/modpackImporter';
import { exportMrpack } from '../packs/mrpackExporter';
import { importMrpackAsPackwiz, type PackwizImportResult } from '../packs/packwizImport';
import { fileNameText, oneLine, quoted } from '../text/toolText';
import { hasUnsafeFileNameCharacters, isWindowsDeviceName, safeFileName } from '../text/textSafety';
import { warningsText } from './planText';
import { PlanMessages } from './planMessages';
import { PackPlanMessages as P } from './packPlanMessages';
import { renderMessage, type Message } from '../locale/messageCatalog';
import { pathExists } from '../fs/pathExists';

/** A request the pack planner refuses as given (a name with folders, a taken name, an archive outside the workspace). */
export class PackPlanError extends Error {
  /** The refusal by id (packPlanMessages.ts), rendered in the person's language where shown; `message` is its English. */
  readonly text: Message | null;
  constructor(message: string | Message) {
    super(typeof message === 'string' ? message : renderMessage(message, 'en'));
    this.text = typeof message === 'string' ? null : message;
    this.name = 'PackPlanError';
  }
}

const EXTENSION = { mrpack: '.mrpack', curseforge: '.zip' } as const;

/**
 * The file name of an export: `given` checked to be a plain name (`label` names it in refusals) with the format's
 * extension added when missing, or `<pack name>-<version>.mrpack` (`.zip`) from the instance's identity.
 */
export async function exportFileName(
  instance: Instance,
  format: ModpackFormat,
  given: string | null,
  label = 'file_name',
): Promise<string> {
  const extension = EXTENSION[format];
  if (given === null) {
    const identity = await packIdentity(instance, {});
    return `${safeName(identity.name)}-${safeName(identity.versionId)}${extension}`;
  }
  const name = plainName(given, label);
  return name.toLowerCase().endsWith(extension) ? name : name + extension;
}

export interface ExportRequest {
  instance: Instance;
  /** The id the checklist names the instance by. */
  instanceId: string;
  format: ModpackFormat;
  /** The absolute path the archive is created at; it must not exist. */
  target: string;
  /** Online look-ups and progress, as the exporters take them (the signal comes separately). */
  options?: Omit<ModpackExportOptions, 'signal'>;
}

/**
 * An export prepared in a private temporary folder and proposed as one creation at `target` (undo moves it to the
 * instance's `backups/`). Refuses an existing target; the temporary folder is removed when exporting fails.
 */
export async function proposeExport(
  request: ExportRequest,
  signal?: AbortSignal,
): Promise<{ draft: ProposalDraft; result: ModpackExportResult }> {
  const { instance, instanceId, target } = request;
  const fileName = path.basename(target);
  await refuseExisting(target, 'file_name');
  const temp = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'nova-export-'));
  const out = path.join(temp, fileName);
  const options = { ...request.options, signal };
  const result = await inTemp(temp, () =>
    request.format === 'mrpack' ? exportMrpack(instance, out, options) : exportCurseforge(instance, out, options),
  );
  const undoPath = path.join(instance.gameDir, 'backups', `undone-${path.basename(temp)}-${fileName}`);
  const operations: FileOperation[] = [{ kind: 'create', path: target, source: { tempFile: result.out }, undoPath }];
  const folder = path.basename(path.dirname(target));
  const impact = warningsText(result.warningMessages);
  const draft: ProposalDraft = draftOf(
    operations,
    PlanMessages.exportPack({
      file: fileNameText(fileName),
      folder: quoted(folder, 60),
      instance: quoted(instanceId, 60),
      linked: result.files,
      embedded: result.overrides,
      size: sizeText(result.bytes),
    }),
    { ...(impact === undefined ? {} : { impact: [impact] }), risk: 'safe', instanceId },
  );
  return { draft, result };
}

export interface ImportRequest {
  /** The .mrpack/.zip to import (already resolved; see {@link workspaceArchive} for one named by the model). */
  archive: string;
  /** How the checklist names the archive. */
  shownArchive: string;
  /** The new instance folder; it must not exist. */
  target: string;
  /** Downloads and progress, as the importer takes them (the signal comes separately). */
  options?: Omit<ModpackImportOptions, 'signal'>;
}

/**
 * An import unpacked into a private temporary folder and proposed as one move of the new instance folder to
 * `target`. Refuses an existing target; the temporary folder is removed when importing fails.
 */
export async function proposeImport(
  request: ImportRequest,
  signal?: AbortSignal,
): Promise<{ draft: ProposalDraft; result: ModpackImportResult }> {
  const { target } = request;
  const folder = path.basename(target);
  await refuseExisting(target, 'folder_name');
  const temp = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'nova-install-'));
  const result = await inTemp(temp, () =>
    importModpack(request.archive, path.join(temp, folder), { ...request.options, signal }),
  );
  const loader =
    result.loader === null
      ? 'vanilla'
      : `${result.loader.type}${result.loader.version === null ? '' : ` ${result.loader.version}`}`;
  const impact = warningsText(result.warningMessages);
  const draft = renameDraft(result.instance, target, {
    summary: PlanMessages.importPack({
      folder: quoted(folder, 60),
      archive: quoted(request.shownArchive, 80),
      format: result.format,
      name: quoted(result.name, 60),
      minecraft: oneLine(result.minecraft, 20),
      loader: oneLine(loader, 40),
      files: result.files,
      pending: result.pending.length,
    }),
    ...(impact === undefined ? {} : { impact: [impact] }),
    risk: 'safe',
  });
  return { draft, result };
}

/**
 * A `.mrpack` turned into a packwiz project (metafiles, its own files, index.toml and pack.toml; packwizImport.ts) in a
 * private temporary folder and proposed as one move of the new project folder to `target`. Refuses an existing
 * target; the temporary folder is removed when importing fails.
 */
export async function proposePackwizImport(
  request: Omit<ImportRequest, 'options'> & { name?: string },
): Promise<{ draft: ProposalDraft; result: PackwizImportResult }> {
  const { target } = request;
  const folder = path.basename(target);
  await refuseExisting(target, 'folder_name');
  const temp = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'nova-install-'));
  const result = await inTemp(temp, () =>
    importMrpackAsPackwiz(
      request.archive,
      path.join(temp, folder),
      request.name === undefined ? {} : { name: request.name },
    ),
  );
  const impact = warningsText(result.warningMessages);
  const draft = renameDraft(result.instance, target, {
    summary: PlanMessages.importPackwiz({
      folder: quoted(folder, 60),
      archive: quoted(request.shownArchive, 80),
      name: quoted(result.name, 60),
      minecraft: oneLine(result.minecraft, 20),
      metafiles: result.metafiles,
      files: result.files,
    }),
    ...(impact === undefined ? {} : { impact: [impact] }),
    risk: 'safe',
  });
  return { draft, result };
}

/** Runs work that writes into Nova's own temporary folder `temp`, removing the folder when the work fails. */
async function inTemp<T>(temp: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    await fs.promises.rm(temp, { recursive: true, force: true }).catch(() => undefined);
    throw error;
  }
}

/** A single file or folder name as given: no folders, nothing hidden in control characters, no Windows device name. */
export function plainName(raw: string, label: string): string {
  const name = raw.trim();
  if (
    name === '' ||
    name === '.' ||
    name === '..' ||
    hasUnsafeFileNameCharacters(name) ||
    /[. ]$/.test(name) ||
    name.length > 120
  ) {
    throw new PackPlanError(P.notPlainName({ label, name: quoted(raw, 80) }));
  }
  if (isWindowsDeviceName(name)) throw new PackPlanError(P.deviceName({ label, name: quoted(name) }));
  return name;
}

/** A pack name or version made safe for a file name. */
function safeName(text: string): string {
  return safeFileName(text.replace(/\s+/g, '-'), { fallback: 'pack', replacement: '-', max: 60 });
}

async function refuseExisting(target: string, label: string): Promise<void> {
  const there = await pathExists(target);
  if (there) throw new PackPlanError(P.exists({ file: path.basename(target), path: target, label }));
}

/**
 * The archive a request names, required to be a .mrpack/.zip file inside a workspace folder (after resolving
 * links): relative paths are tried against each folder in turn. `root` is the workspace folder holding it.
 */
export async function workspaceArchive(
  roots: readonly string[],
  given: string,
): Promise<{ file: string; shown: string; root: string }> {
  const raw = given.trim();
  const candidates = path.isAbsolute(raw) ? [raw] : roots.map((root) => path.resolve(root, raw));
  const realRoots = await Promise.all(roots.map((root) => fs.promises.realpath(root).catch(() => path.resolve(root))));
  for (const candidate of candidates) {
    const real = await fs.promises.realpath(candidate).catch(() => null);
    if (real === null) continue;
    const index = realRoots.findIndex((r) => real === r || real.startsWith(r.endsWith(path.sep) ? r : r + path.sep));
    const root = realRoots[index];
    if (root === undefined) {
      throw new PackPlanError(P.outsideWorkspaceAsk({ path: quoted(raw, 120) }));
    }
    const stat = await fs.promises.stat(real);
    if (!stat.isFile() || !/\.(mrpack|zip)$/i.test(real)) {
      throw new PackPlanError(P.notArchive({ path: quoted(raw, 120) }));
    }
    return { file: real, shown: shownPath(root, real), root: path.resolve(roots[index] ?? root) };
  }
  const outside = path.isAbsolute(raw) && !realRoots.some((r) => path.resolve(raw).startsWith(r + path.sep));
  if (outside) {
    throw new PackPlanError(P.outsideWorkspace({ path: quoted(raw, 120) }));
  }
  throw new PackPlanError(P.noSuchArchive({ path: quoted(raw, 120) }));
}
