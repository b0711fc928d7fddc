import * as path from 'node:path';
import * as z from 'zod';
import { BackupError, listBackups, type BackupInfo } from '../backups/backupService';
import { ArchiveSafetyError } from '../archive/archiveSafety';
import { OutputExistsError } from '../archive/atomicArchive';
import { ModpackExportError } from '../packs/modpackExport';
import { ImportTargetError } from '../packs/modpackImporter';
import { DownloadFailedError } from '../download/verifiedDownload';
import { proposeBackup, proposeRestore } from '../planning/backupPlanner';
import {
  exportFileName,
  PackPlanError,
  plainName,
  proposeExport,
  proposeImport,
  workspaceArchive,
} from '../planning/packPlanner';
import { pathList, token } from '../planning/planText';
import { defineTool, ToolError, type AnyTool } from './defineTool';
import type { ToolKit } from './toolDeps';
import { listPage, oneLine, paging, quoted } from '../text/toolText';
import { sizeText } from '../displayText';
import { countNoun } from '../text/countNoun';

const INSTANCE_ID = z.string().describe('An id exactly as list_instances shows it; never invent one');

/**
 * list_backups and the write tools export_modpack, backup_instance, restore_backup and install_modpack: thin
 * adapters over the pack and backup planners, which the palette commands use too. The planners do the heavy work
 * while proposing (the archive, backup zip, extracted backup or imported instance is prepared under the OS temporary
 * folder, so a declined proposal leaves nothing in the workspace) and propose only moves of that result into place.
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
        const header = `${countNoun(backups.length, 'backup')} of ${quoted(id)}, newest first, times UTC${warnings.length > 0 ? `; ${warnings.length} unreadable` : ''}`;
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
        return [
          await service(async () => {
            const fileName = await exportFileName(instance, args.format, args.file_name);
            const target = path.join(root, fileName);
            return (await proposeExport({ instance, instanceId: id, format: args.format, target }, signal)).draft;
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
        return [(await service(() => proposeBackup(instance, id, args.include, signal))).draft];
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
        return [(await service(() => proposeRestore(instance, id, args.backup_id, signal))).draft];
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
        return [
          await service(async () => {
            const archive = await workspaceArchive(kit.roots, args.archive);
            const target = path.join(archive.root, plainName(args.folder_name, 'folder_name'));
            return (await proposeImport({ archive: archive.file, shownArchive: archive.shown, target }, signal)).draft;
          }),
        ];
      },
    }),
  ];
}

/** One backup in a listing: id first, so the model copies it exactly. */
function backupLine(b: BackupInfo): string {
  return `- ${b.id} · ${b.created.slice(0, 16).replace('T', ' ')} · ${token(b.reason)} · ${pathList(b.include)} · ${b.files} file${b.files === 1 ? '' : 's'}, ${sizeText(b.bytes)}`;
}

/**
 * Runs a planner call, turning its refusals (bad name or archive, existing target, unknown backup…) into a ToolError
 * the model can act on.
 */
async function service<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (
      error instanceof PackPlanError ||
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
