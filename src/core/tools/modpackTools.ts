import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import * as z from 'zod';
import { inverseOfAll, renameDraft, type FileOperation, type ProposalDraft } from '../edits';
import { BackupError, listBackups, type BackupInfo } from '../minecraft/backup/backupService';
import { prepareBackup, prepareRestore } from '../minecraft/backup/restorePlan';
import { ArchiveSafetyError } from '../minecraft/modpack/archiveSafety';
import { OutputExistsError } from '../minecraft/modpack/atomicArchive';
import { exportCurseforge } from '../minecraft/modpack/curseforgeExporter';
import { ModpackExportError, packIdentity } from '../minecraft/modpack/modpackExport';
import { ImportTargetError, importModpack } from '../minecraft/modpack/modpackImporter';
import { exportMrpack } from '../minecraft/modpack/mrpackExporter';
import { DownloadFailedError } from '../minecraft/modpack/verifiedDownload';
import { defineTool, ToolError, type AnyTool } from './defineTool';
import { shownPath } from './instanceCatalog';
import type { ToolKit } from './toolDeps';
import { fileNameText, listPage, oneLine, paging, quoted } from './toolText';
import { sizeText } from '../displayText';
import { hasUnsafeFileNameCharacters, isWindowsDeviceName, safeFileName } from '../text/textSafety';

const INSTANCE_ID = z.string().describe('An id exactly as list_instances shows it; never invent one');
const EXTENSION = { mrpack: '.mrpack', curseforge: '.zip' } as const;

/**
 * list_backups and the write tools export_modpack, backup_instance, restore_backup and install_modpack: thin
 * adapters over the exporters, the importer and the backup service. Write tools do their heavy work while proposing
 * (the archive, backup zip, extracted backup or imported instance is prepared under the OS temporary folder, so a
 * declined proposal leaves nothing in the workspace) and propose only moves of that prepared result into place.
 */
export function modpackTools(kit: ToolKit): AnyTool[] {
  const catalog = kit.instances;

  return [
    defineTool({
      name: 'list_backups',
      displayName: 'List backups',
      description:
        'List the backups Nova made of one instance (in its backups/ folder): id, date, reason, what they hold, size. ' +
        'Backup ids shown here are the only valid inputs for restore_backup.',
      parameters: z.object({
        instance_id: INSTANCE_ID,
        offset: z.number().int().min(0).nullable().describe('Index of the first backup to show'),
      }),
      readOnly: true,
      async execute(args, { signal }) {
        const { id, instance } = await catalog.get(args.instance_id, signal);
        const { backups, warnings } = await service(() => listBackups(instance));
        const header = `${backups.length} backup(s) of ${quoted(id)}, newest first, times UTC${warnings.length > 0 ? `; ${warnings.length} unreadable` : ''}`;
        const { offset, limit } = paging(args.offset, null, 8, 8);
        const page = listPage(
          header,
          backups.map(backupLine),
          offset,
          limit,
          (next) => `list_backups with instance_id=${JSON.stringify(id)}, offset=${next}`,
        );
        return {
          ...page,
          ids: [
            { kind: 'instance', value: id },
            ...backups.slice(offset, offset + limit).map((b) => ({ kind: 'backup' as const, value: b.id, scope: id })),
          ],
        };
      },
    }),
    defineTool({
      name: 'export_modpack',
      displayName: 'Export modpack',
      description:
        'Propose exporting an instance as a .mrpack (Modrinth) or CurseForge .zip into the workspace folder that holds ' +
        'it. Files with a known download are linked, the rest embedded. Never overwrites; the user confirms first.',
      parameters: z.object({
        instance_id: INSTANCE_ID,
        format: z.enum(['mrpack', 'curseforge']),
        file_name: z
          .string()
          .nullable()
          .describe('A plain file name, no folders; null for "<name>-<version>.mrpack" (or .zip)'),
      }),
      readOnly: false,
      ids: (args) => [{ kind: 'instance', value: args.instance_id }],
      async propose(args, { signal }) {
        const { id, instance, root } = await catalog.get(args.instance_id, signal);
        const extension = EXTENSION[args.format];
        let fileName: string;
        if (args.file_name === null) {
          const identity = await service(() => packIdentity(instance, {}));
          fileName = `${safeName(identity.name)}-${safeName(identity.versionId)}${extension}`;
        } else {
          fileName = plainName(args.file_name, 'file_name');
          if (!fileName.toLowerCase().endsWith(extension)) fileName += extension;
        }
        const target = path.join(root, fileName);
        await refuseExisting(target, 'file_name');
        const temp = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'nova-export-'));
        const out = path.join(temp, fileName);
        const result = await service(
          () =>
            args.format === 'mrpack'
              ? exportMrpack(instance, out, { signal })
              : exportCurseforge(instance, out, { signal }),
          temp,
        );
        const undoPath = path.join(instance.gameDir, 'backups', `undone-${path.basename(temp)}-${fileName}`);
        const operations: FileOperation[] = [
          { kind: 'create', path: target, source: { tempFile: result.out }, undoPath },
        ];
        return [
          proposal(operations, {
            summary:
              `Create ${fileNameText(fileName)} in ${quoted(shownPath(path.dirname(root), root), 60)} from ${quoted(id, 60)} ` +
              `(${result.files} files linked, ${result.overrides} embedded, ${sizeText(result.bytes)}; a new file, nothing replaced)`,
            impact: warningsText(result.warnings),
            risk: 'safe',
            instanceId: id,
          }),
        ];
      },
    }),
    defineTool({
      name: 'backup_instance',
      displayName: 'Back up instance',
      description:
        "Propose zipping parts of an instance's game folder into its backups/ folder (a new file; nothing changes in " +
        'the instance). Call it before risky changes. The user confirms first.',
      parameters: z.object({
        instance_id: INSTANCE_ID,
        include: z
          .array(z.string())
          .min(1)
          .max(20)
          .nullable()
          .describe(
            'Game-folder paths such as "mods", "config", "saves", "options.txt"; null for mods, config, saves and options.txt',
          ),
      }),
      readOnly: false,
      ids: (args) => [{ kind: 'instance', value: args.instance_id }],
      async propose(args, { signal }) {
        const { id, instance } = await catalog.get(args.instance_id, signal);
        const prepared = await service(() =>
          prepareBackup(instance, {
            ...(args.include === null ? {} : { include: args.include }),
            reason: 'manual',
            signal,
          }),
        );
        const { info } = prepared;
        if (info.include.length === 0) {
          throw new ToolError(
            `none of ${args.include?.map((p) => quoted(p, 40)).join(', ') ?? 'mods, config, saves, options.txt'} exists in ${quoted(id)}; nothing to back up. Nothing was queued.`,
          );
        }
        const operations: FileOperation[] = [
          {
            kind: 'create',
            path: prepared.target,
            source: { tempFile: prepared.tempFile },
            undoPath: prepared.undoPath,
          },
        ];
        return [
          proposal(operations, {
            summary: `Create backups/${path.basename(prepared.target)} of ${quoted(id, 60)}: ${list(info.include)} (${info.files} files, ${sizeText(info.bytes)}; a new file, nothing replaced)`,
            impact: warningsText(prepared.warnings),
            risk: 'safe',
            instanceId: id,
          }),
        ];
      },
    }),
    defineTool({
      name: 'restore_backup',
      displayName: 'Restore backup',
      description:
        'Propose restoring a backup of an instance. The current state of the paths it holds is zipped into backups/ ' +
        'and moved to backups/replaced-<id>/ first (nothing deleted). Take backup_id from list_backups; never invent one.',
      parameters: z.object({
        instance_id: INSTANCE_ID,
        backup_id: z.string().describe('A backup id exactly as list_backups shows it (e.g. 20240101-120000-a1b2c3)'),
      }),
      readOnly: false,
      ids: (args) => [
        { kind: 'instance', value: args.instance_id },
        { kind: 'backup', value: args.backup_id, scope: args.instance_id },
      ],
      async propose(args, { signal }) {
        const { id, instance } = await catalog.get(args.instance_id, signal);
        const plan = await service(() => prepareRestore(instance, args.backup_id, { signal }));
        const kept =
          plan.safety === null
            ? 'none of these exists now, so nothing is replaced'
            : `the current ${list(plan.replaced)} first zipped to backups/${path.basename(plan.safety.target)} and moved to backups/${path.basename(plan.replacedDir)}/ (nothing deleted)`;
        const draft = proposal(plan.operations, {
          summary: `Restore backup ${plan.backup.id} of ${quoted(id, 60)} (${list(plan.restored)}; ${plan.files} files): ${kept}`,
          impact: [
            `Replaces ${list(plan.replaced.length > 0 ? plan.replaced : plan.restored)} with the state of ${plan.backup.created.slice(0, 16).replace('T', ' ')} UTC`,
            warningsText(plan.warnings),
          ]
            .filter((s) => s !== undefined)
            .join('; '),
          risk: 'risky',
          instanceId: id,
        });
        return [draft];
      },
    }),
    defineTool({
      name: 'install_modpack',
      displayName: 'Install modpack',
      description:
        'Propose installing a .mrpack or CurseForge .zip from the workspace as a new instance folder at the top of that ' +
        'workspace folder (never an existing one). Offline: files the pack only links are listed as pending downloads. The user confirms first.',
      parameters: z.object({
        archive: z
          .string()
          .describe('Path of the .mrpack/.zip inside the workspace (absolute or relative to a workspace folder)'),
        folder_name: z
          .string()
          .describe(
            'Name of the new instance folder (created at the top of the workspace folder); no path separators; must not exist',
          ),
      }),
      readOnly: false,
      ids: () => [],
      async propose(args, { signal }) {
        const archive = await workspaceArchive(kit.roots, args.archive);
        const folder = plainName(args.folder_name, 'folder_name');
        const target = path.join(archive.root, folder);
        await refuseExisting(target, 'folder_name');
        const temp = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'nova-install-'));
        const result = await service(() => importModpack(archive.file, path.join(temp, folder), { signal }), temp);
        const loader =
          result.loader === null
            ? 'vanilla'
            : `${result.loader.type}${result.loader.version === null ? '' : ` ${result.loader.version}`}`;
        const pending =
          result.pending.length === 0
            ? 'nothing left to download'
            : `${result.pending.length} file(s) still to download (listed in nova-pending-downloads.json)`;
        return [
          renameDraft(result.instance, target, {
            summary:
              `Create instance folder ${quoted(folder, 60)} in the workspace folder from ${quoted(archive.shown, 80)} (${result.format}, ${quoted(result.name, 60)}, ` +
              `Minecraft ${oneLine(result.minecraft, 20)}, ${oneLine(loader, 40)}; ${result.files} files; ${pending}; nothing existing replaced)`,
            impact: warningsText(result.warnings),
            risk: 'safe',
          }),
        ];
      },
    }),
  ];
}

/** One backup in a listing: id first, so the model copies it exactly. */
function backupLine(b: BackupInfo): string {
  return `- ${b.id} · ${b.created.slice(0, 16).replace('T', ' ')} · ${token(b.reason)} · ${list(b.include)} · ${b.files} file${b.files === 1 ? '' : 's'}, ${sizeText(b.bytes)}`;
}

/** Game-folder paths and reasons read from a backup's manifest (file text): plain when simple, else quoted. */
function token(text: string): string {
  return /^[\w.\-/]{1,40}$/.test(text) ? text : quoted(text, 40);
}

function list(items: readonly string[]): string {
  if (items.length === 0) return 'nothing';
  return items.slice(0, 5).map(token).join(', ') + (items.length > 5 ? ` +${items.length - 5} more` : '');
}

function warningsText(warnings: readonly string[]): string | undefined {
  if (warnings.length === 0) return undefined;
  const shown = warnings.slice(0, 3).map((w) => oneLine(w, 160));
  return shown.join(' ') + (warnings.length > 3 ? ` (+${warnings.length - 3} more warnings)` : '');
}

/** A draft of several operations; undo applies each inverse, last first (no operation deletes). */
function proposal(
  operations: FileOperation[],
  options: { summary: string; impact: string | undefined; risk: 'safe' | 'risky'; instanceId?: string },
): ProposalDraft {
  return {
    summary: options.summary,
    ...(options.impact === undefined || options.impact === '' ? {} : { impact: options.impact }),
    risk: options.risk,
    ...(options.instanceId === undefined ? {} : { instanceId: options.instanceId }),
    operations,
    inverse: inverseOfAll(operations),
  };
}

/**
 * Runs a service call, turning its refusals (bad archive, existing target, unknown backup…) into a ToolError the
 * model can act on; `temp` is Nova's own temporary folder for this call, removed when the call fails.
 */
async function service<T>(run: () => Promise<T>, temp?: string): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (temp !== undefined) await fs.promises.rm(temp, { recursive: true, force: true }).catch(() => undefined);
    if (
      error instanceof BackupError ||
      error instanceof ArchiveSafetyError ||
      error instanceof ModpackExportError ||
      error instanceof ImportTargetError ||
      error instanceof OutputExistsError ||
      error instanceof DownloadFailedError
    ) {
      throw new ToolError(`${oneLine(error.message, 600)} Nothing was queued.`);
    }
    throw error;
  }
}

/** A single file or folder name as given by the model: no folders, nothing hidden in control characters. */
function plainName(raw: string, argument: string): string {
  const name = raw.trim();

  if (
    name === '' ||
    name === '.' ||
    name === '..' ||
    hasUnsafeFileNameCharacters(name) ||
    /[. ]$/.test(name) ||
    name.length > 120
  ) {
    throw new ToolError(
      `${argument} ${quoted(raw, 80)} is not a plain name: give a name without folders, path separators or the characters :*?"<>|, ` +
        'not ending in a dot or space, at most 120 characters. Nothing was queued.',
    );
  }
  if (isWindowsDeviceName(name))
    throw new ToolError(
      `${argument} ${quoted(name)} is a reserved device name on Windows; choose another. Nothing was queued.`,
    );
  return name;
}

/** A pack name or version made safe for a file name. */
function safeName(text: string): string {
  return safeFileName(text.replace(/\s+/g, '-'), { fallback: 'pack', replacement: '-', max: 60 });
}

async function refuseExisting(target: string, argument: string): Promise<void> {
  const there = await fs.promises.lstat(target).then(
    () => true,
    () => false,
  );
  if (there)
    throw new ToolError(
      `${path.basename(target)} already exists at ${target}; Nova never overwrites. Pick another ${argument}. Nothing was queued.`,
    );
}

/**
 * The archive the model named, required to be a .mrpack/.zip file inside a workspace folder (after resolving links):
 * relative paths are tried against each folder in turn.
 */
async function workspaceArchive(
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
      throw new ToolError(
        `${quoted(raw, 120)} is outside the workspace folders; install_modpack only reads archives inside them. Ask the user to copy it into the workspace. Nothing was queued.`,
      );
    }
    const stat = await fs.promises.stat(real);
    if (!stat.isFile() || !/\.(mrpack|zip)$/i.test(real)) {
      throw new ToolError(`${quoted(raw, 120)} is not a .mrpack or .zip file. Nothing was queued.`);
    }
    return { file: real, shown: shownPath(root, real), root: path.resolve(roots[index] ?? root) };
  }
  const outside = path.isAbsolute(raw) && !realRoots.some((r) => path.resolve(raw).startsWith(r + path.sep));
  if (outside) {
    throw new ToolError(
      `${quoted(raw, 120)} is outside the workspace folders; install_modpack only reads archives inside them. Nothing was queued.`,
    );
  }
  throw new ToolError(
    `no file ${quoted(raw, 120)} in the workspace folders. Give the path of an existing .mrpack or .zip. Nothing was queued.`,
  );
}
