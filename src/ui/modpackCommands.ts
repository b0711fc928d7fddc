import * as fs from 'node:fs';
import * as path from 'node:path';
import * as vscode from 'vscode';
import { withCancellableProgress } from './cancellableProgress';
import { showFailure } from './failureToast';
import { numberProposals, type ProposalDraft } from '../core/edits';
import type { Instance } from '../core/model/instance';
import { DEFAULT_BACKUP_INCLUDE, listBackups, type BackupInfo } from '../core/backups/backupService';
import type { ExportProgress } from '../core/packs/modpackExport';
import { exportNotices } from '../core/packs/exportMessages';
import { modpackDownloadCount } from '../core/packs/modpackImporter';
import { renderMessage } from '../core/locale/messageCatalog';
import { clientDownloadLookup } from '../core/modrinth/clientDownloadLookup';
import type { ModrinthClient } from '../core/modrinth/modrinthClient';
import type { FetchLike } from '../core/download/verifiedDownload';
import { proposeBackup, proposeRestore } from '../core/planning/backupPlanner';
import { exportFileName, plainName, proposeExport, proposeImport } from '../core/planning/packPlanner';
import type { ChangeApplier } from '../core/ports';
import { safeFileName } from '../core/text/textSafety';
import { filesCount, warningsCount } from './countText';
import { namedOrPickedInstance, pickInstance } from './instancePicker';
import { untrustedRefusal } from '../host/workspaceTrust';
import { outcomeText } from './outcomeText';

export interface ModpackCommandDeps {
  instances(): Promise<Instance[]>;
  locale: 'en' | 'zh-cn';
  /** The Modrinth client the settings allow; undefined when `nova.network.enabled` is off, and then nothing is fetched. */
  modrinth(): ModrinthClient | undefined;
  /** Applies and journals every change, so "Nova: Undo Last Change" takes an export, import, backup or restore back. */
  applier: ChangeApplier;
}

/**
 * Registers "Nova: Export Modpack", "Nova: Import Modpack", "Nova: Back Up Instance" and "Nova: Restore Backup".
 * Each is a thin surface over the core services (mrpack/CurseForge exporters, importer, backup service): pickers,
 * a cancellable progress notification, and a message that says what happened and where. The services never
 * overwrite or delete; warnings go to the "Nova: Modpacks" output channel.
 */
export function registerModpackCommands(deps: ModpackCommandDeps): vscode.Disposable {
  let channel: vscode.OutputChannel | undefined;
  const output = (): vscode.OutputChannel =>
    (channel ??= vscode.window.createOutputChannel(vscode.l10n.t('Nova: Modpacks')));
  const guarded =
    (run: (target?: unknown) => Promise<void>) =>
    async (target?: unknown): Promise<void> => {
      const untrusted = untrustedRefusal('change');
      if (untrusted !== null) {
        void vscode.window.showWarningMessage(untrusted);
        return;
      }
      try {
        await run(target);
      } catch (error) {
        if (isCancellation(error)) {
          void vscode.window.showInformationMessage(vscode.l10n.t('Cancelled; nothing was written.'));
          return;
        }
        void showFailure(undefined, error);
      }
    };
  return vscode.Disposable.from(
    vscode.commands.registerCommand(
      'nova.exportModpack',
      guarded((target) => exportCommand(deps, output, target)),
    ),
    vscode.commands.registerCommand(
      'nova.importModpack',
      guarded(() => importCommand(deps, output)),
    ),
    vscode.commands.registerCommand(
      'nova.backupInstance',
      guarded((target) => backupCommand(deps, output, target)),
    ),
    vscode.commands.registerCommand(
      'nova.restoreBackup',
      guarded(() => restoreCommand(deps, output)),
    ),
    { dispose: () => channel?.dispose() },
  );
}

/** `named`: the instance a menu names (an id, see instanceFromArgument); otherwise the person picks one. */
async function exportCommand(
  deps: ModpackCommandDeps,
  output: () => vscode.OutputChannel,
  named?: unknown,
): Promise<void> {
  const instance = await namedOrPickedInstance(named, () => deps.instances(), vscode.l10n.t('Export Modpack'));
  if (instance === undefined) return;
  const format = await vscode.window.showQuickPick(
    [
      {
        label: vscode.l10n.t('Modrinth (.mrpack)'),
        detail: vscode.l10n.t('Mods with a known Modrinth or GitHub download are linked; everything else is embedded.'),
        format: 'mrpack' as const,
      },
      {
        label: vscode.l10n.t('CurseForge (.zip)'),
        detail: vscode.l10n.t(
          'Mods with known CurseForge ids are listed in manifest.json; everything else is embedded.',
        ),
        format: 'curseforge' as const,
      },
    ],
    { title: vscode.l10n.t('Export Modpack'), placeHolder: vscode.l10n.t('Choose the pack format') },
  );
  if (format === undefined) return;
  const client = deps.modrinth();
  let online = false;
  if (format.format === 'mrpack' && client !== undefined) {
    const lookUp = vscode.l10n.t('Look up mods on Modrinth');
    const mode = await vscode.window.showQuickPick(
      [
        {
          label: lookUp,
          detail: vscode.l10n.t(
            'Sends the hashes of mods without metadata to {0} so known ones are linked instead of embedded.',
            client.host,
          ),
        },
        {
          label: vscode.l10n.t('Offline'),
          detail: vscode.l10n.t('Only metadata already in the instance (packwiz, Prism) is used.'),
        },
      ],
      { title: vscode.l10n.t('Export Modpack') },
    );
    if (mode === undefined) return;
    online = mode.label === lookUp;
  }
  // Disabled mods stay out unless the author asks: shipped, they would load for every player.
  let includeDisabled = false;
  if (await hasDisabledMods(instance)) {
    const leaveOut = vscode.l10n.t('Leave disabled mods out');
    const mode = await vscode.window.showQuickPick(
      [
        { label: leaveOut, detail: vscode.l10n.t('Players get only the mods that are enabled now (recommended).') },
        {
          label: vscode.l10n.t('Include disabled mods'),
          detail: vscode.l10n.t('Disabled mods ship too, as optional files players can turn on.'),
        },
      ],
      { title: vscode.l10n.t('Export Modpack'), placeHolder: vscode.l10n.t('This instance has disabled mods') },
    );
    if (mode === undefined) return;
    includeDisabled = mode.label !== leaveOut;
  }
  const folder = vscode.workspace.workspaceFolders?.[0]?.uri ?? vscode.Uri.file(path.dirname(instance.root));
  const target = await vscode.window.showSaveDialog({
    title: vscode.l10n.t('Export Modpack'),
    defaultUri: vscode.Uri.joinPath(folder, await exportFileName(instance, format.format, null)),
    filters:
      format.format === 'mrpack'
        ? { [vscode.l10n.t('Modrinth modpack')]: ['mrpack'] }
        : { [vscode.l10n.t('CurseForge modpack')]: ['zip'] },
  });
  if (target === undefined) return;
  const { draft, result } = await withReportedProgress(
    vscode.l10n.t('Nova: exporting {0}', instance.name),
    (signal, report) => {
      const fetchFile = globalThis.fetch as unknown as FetchLike;
      const options = {
        onProgress: (p: ExportProgress) =>
          report(progressMessage(p), p.totalBytes > 0 ? p.doneBytes / p.totalBytes : null),
        fetch: online ? fetchFile : undefined,
        lookupDownloads: online && client !== undefined ? clientDownloadLookup(client) : undefined,
        includeDisabled,
      };
      return proposeExport(
        { instance, instanceId: instance.id, format: format.format, target: target.fsPath, options },
        signal,
      );
    },
  );
  const label = vscode.l10n.t('Export {0}', path.basename(target.fsPath));
  if (!(await applyDraft(deps, draft, 'export_modpack', label))) return;
  // A partial success (the lookup failed, disabled mods left out) leads the warnings, in the person's language.
  const notices = exportNotices(result, vscode.l10n.t('"Include disabled mods"')).map((n) =>
    renderMessage(n, deps.locale),
  );
  const warnings = [...notices, ...result.warningMessages.map((w) => renderMessage(w, deps.locale))];
  logWarnings(output(), vscode.l10n.t('Export of {0}', instance.name), warnings);
  const summary = vscode.l10n.t(
    'Exported {0}: {1} by download, {2} embedded in overrides, {3}.',
    path.basename(target.fsPath),
    filesCount(result.files),
    filesCount(result.overrides),
    warningsCount(warnings.length),
  );
  if (result.lookupFailure !== null) {
    // Not a success to celebrate: say what failed first, as a warning.
    await finished(
      vscode.l10n.t(
        'Exported with a problem: the Modrinth lookup failed, so {0} embedded instead of linked. {1}',
        filesCount(result.lookupFailure.count),
        summary,
      ),
      output(),
      target,
      'warning',
    );
    return;
  }
  await finished(summary, warnings.length > 0 ? output() : undefined, target);
}

/** Whether the instance's `mods/` folder holds any `.disabled` file (the export would leave it out unless asked). */
async function hasDisabledMods(instance: Instance): Promise<boolean> {
  const names = await fs.promises.readdir(path.join(instance.gameDir, 'mods')).catch(() => [] as string[]);
  return names.some((n) => n.toLowerCase().endsWith('.disabled'));
}

async function importCommand(deps: ModpackCommandDeps, output: () => vscode.OutputChannel): Promise<void> {
  const archives = await vscode.window.showOpenDialog({
    title: vscode.l10n.t('Import Modpack'),
    canSelectMany: false,
    filters: { [vscode.l10n.t('Modpacks')]: ['mrpack', 'zip'] },
  });
  const archive = archives?.[0];
  if (archive === undefined) return;
  const parents = await vscode.window.showOpenDialog({
    title: vscode.l10n.t('Choose the folder to create the new instance in'),
    canSelectFiles: false,
    canSelectFolders: true,
    canSelectMany: false,
    defaultUri: vscode.workspace.workspaceFolders?.[0]?.uri,
  });
  const parent = parents?.[0];
  if (parent === undefined) return;
  const suggested = suggestedFileName(path.basename(archive.fsPath).replace(/\.(mrpack|zip)$/i, ''));
  const name = await vscode.window.showInputBox({
    title: vscode.l10n.t('Import Modpack'),
    prompt: vscode.l10n.t('Name of the new instance folder (it must not exist yet)'),
    value: suggested,
    validateInput: (value) => {
      let name: string;
      try {
        name = plainName(value, 'folder name');
      } catch {
        return vscode.l10n.t('Enter a plain folder name.');
      }
      if (fs.existsSync(path.join(parent.fsPath, name)))
        return vscode.l10n.t('{0} already exists; imports only create new folders.', name);
      return undefined;
    },
  });
  if (name === undefined) return;
  // With network access off, the pack is only unpacked and the files still to download are listed.
  let download = false;
  // Asked only when the pack lists files to download; an archive the import refuses is refused by the import below.
  const downloadable = await modpackDownloadCount(archive.fsPath).catch(() => 0);
  if (deps.modrinth() !== undefined && downloadable > 0) {
    const downloadLabel = vscode.l10n.t('Download the listed files ({0})', filesCount(downloadable));
    const mode = await vscode.window.showQuickPick(
      [
        {
          label: downloadLabel,
          detail: vscode.l10n.t(
            'From cdn.modrinth.com, github.com and the other allowed hosts; every file is checked against the pack’s hashes.',
          ),
        },
        {
          label: vscode.l10n.t('Import offline'),
          detail: vscode.l10n.t('Only unpack the archive; the files still to download are listed.'),
        },
      ],
      { title: vscode.l10n.t('Import Modpack') },
    );
    if (mode === undefined) return;
    download = mode.label === downloadLabel;
  }
  const into = path.join(parent.fsPath, plainName(name, 'folder name'));
  const { draft, result } = await withReportedProgress(
    vscode.l10n.t('Nova: importing {0}', path.basename(archive.fsPath)),
    (signal, report) =>
      proposeImport(
        {
          archive: archive.fsPath,
          shownArchive: path.basename(archive.fsPath),
          target: into,
          options: {
            fetch: download ? (globalThis.fetch as unknown as FetchLike) : undefined,
            onProgress: (p) =>
              report(vscode.l10n.t('{0} of {1}', p.done, filesCount(p.total)), p.total > 0 ? p.done / p.total : null),
          },
        },
        signal,
      ),
  );
  const label = vscode.l10n.t('Import {0}', path.basename(archive.fsPath));
  if (!(await applyDraft(deps, draft, 'install_modpack', label))) return;
  logWarnings(
    output(),
    vscode.l10n.t('Import of {0}', path.basename(archive.fsPath)),
    result.warningMessages.map((w) => renderMessage(w, deps.locale)),
  );
  await finished(
    result.pending.length > 0
      ? vscode.l10n.t(
          'Created {0} with {1}; still to download: {2} (listed in the output).',
          into,
          filesCount(result.files),
          filesCount(result.pending.length),
        )
      : vscode.l10n.t('Created {0} with {1}.', into, filesCount(result.files)),
    result.warnings.length > 0 ? output() : undefined,
    vscode.Uri.file(into),
  );
}

async function backupCommand(
  deps: ModpackCommandDeps,
  output: () => vscode.OutputChannel,
  named?: unknown,
): Promise<void> {
  const instance = await namedOrPickedInstance(named, () => deps.instances(), vscode.l10n.t('Back Up Instance'));
  if (instance === undefined) return;
  const names = (await fs.promises.readdir(instance.gameDir).catch(() => [] as string[]))
    .filter((n) => n !== 'backups')
    .sort();
  const picked = await vscode.window.showQuickPick(
    names.map((n) => ({ label: n, picked: DEFAULT_BACKUP_INCLUDE.includes(n) })),
    {
      title: vscode.l10n.t('Back Up Instance'),
      placeHolder: vscode.l10n.t('Choose what to back up'),
      canPickMany: true,
    },
  );
  if (picked === undefined || picked.length === 0) return;
  const { draft, backup, warnings } = await withReportedProgress(
    vscode.l10n.t('Nova: backing up {0}', instance.name),
    (signal) =>
      proposeBackup(
        instance,
        instance.id,
        picked.map((p) => p.label),
        signal,
      ),
  );
  const label = vscode.l10n.t('Back up {0}', instance.name);
  if (!(await applyDraft(deps, draft, 'backup_instance', label))) return;
  logWarnings(
    output(),
    vscode.l10n.t('Backup of {0}', instance.name),
    warnings.map((w) => renderMessage(w, deps.locale)),
  );
  await finished(
    vscode.l10n.t('Backed up {0} to backups/{1}.', filesCount(backup.files), path.basename(backup.file)),
    warnings.length > 0 ? output() : undefined,
    vscode.Uri.file(backup.file),
  );
}

async function restoreCommand(deps: ModpackCommandDeps, output: () => vscode.OutputChannel): Promise<void> {
  const instance = await pickInstance(() => deps.instances(), vscode.l10n.t('Restore Backup'));
  if (instance === undefined) return;
  const { backups, warningMessages } = await listBackups(instance);
  logWarnings(
    output(),
    vscode.l10n.t('Backups of {0}', instance.name),
    warningMessages.map((w) => renderMessage(w, deps.locale)),
  );
  if (backups.length === 0) {
    void vscode.window.showInformationMessage(
      vscode.l10n.t('{0} has no Nova backups yet. Use "Nova: Back Up Instance" first.', instance.name),
    );
    return;
  }
  const picked = await vscode.window.showQuickPick(
    backups.map((backup) => ({
      label: new Date(backup.created).toLocaleString(),
      description: backup.include.join(', '),
      detail: vscode.l10n.t(
        '{0}, {1} MB, {2}',
        filesCount(backup.files),
        (backup.bytes / 1024 / 1024).toFixed(1),
        backup.reason,
      ),
      backup,
    })),
    { title: vscode.l10n.t('Restore Backup'), placeHolder: vscode.l10n.t('Choose the backup to restore') },
  );
  if (picked === undefined) return;
  const backup: BackupInfo = picked.backup;
  const confirm = vscode.l10n.t('Restore');
  const answer = await vscode.window.showWarningMessage(
    vscode.l10n.t('Restore {0} of {1}?', backup.include.join(', '), instance.name),
    {
      modal: true,
      detail: vscode.l10n.t(
        'The current {0} will first be backed up and moved into backups/ (nothing is deleted).',
        backup.include.join(', '),
      ),
    },
    confirm,
  );
  if (answer !== confirm) return;
  const { draft, plan } = await withReportedProgress(
    vscode.l10n.t('Nova: restoring a backup of {0}', instance.name),
    (signal) => proposeRestore(instance, instance.id, backup.id, signal),
  );
  const label = vscode.l10n.t('Restore backup of {0}', instance.name);
  if (!(await applyDraft(deps, draft, 'restore_backup', label))) return;
  logWarnings(
    output(),
    vscode.l10n.t('Restore of {0}', instance.name),
    plan.warnings.map((w) => renderMessage(w, deps.locale)),
  );
  await finished(
    plan.safety === null
      ? vscode.l10n.t('Restored {0}.', filesCount(plan.files))
      : vscode.l10n.t(
          'Restored {0}. The previous state is in backups/{1} and the replaced files were moved to {2}.',
          filesCount(plan.files),
          path.basename(plan.safety.target),
          path.relative(instance.gameDir, plan.replacedDir).split(path.sep).join('/'),
        ),
    plan.warnings.length > 0 ? output() : undefined,
    vscode.Uri.file(plan.safety === null ? instance.gameDir : plan.replacedDir),
  );
}

/**
 * Applies one planned change through the applier (journaled; undone with "Nova: Undo Last Change"); says why when
 * it was not applied, and then nothing changed.
 */
async function applyDraft(
  deps: ModpackCommandDeps,
  draft: ProposalDraft,
  tool: string,
  label: string,
): Promise<boolean> {
  const proposals = numberProposals([draft], { name: tool, displayName: label });
  const [outcome] = await deps.applier.apply(proposals, label);
  if (outcome?.status !== 'applied') {
    void vscode.window.showErrorMessage(
      vscode.l10n.t('Nova did not apply "{0}": {1}', label, outcomeText(outcome) ?? vscode.l10n.t('unknown reason')),
    );
    return false;
  }
  return true;
}

/** Runs `task` under a cancellable notification, reporting whole percents and only what changed. */
function withReportedProgress<T>(
  title: string,
  task: (signal: AbortSignal, report: (message: string, fraction: number | null) => void) => Promise<T>,
): Promise<T> {
  return withCancellableProgress(title, (signal, progress) => {
    let reported = 0;
    let lastMessage = '';
    const report = (message: string, fraction: number | null): void => {
      const percent = fraction === null ? reported : Math.min(100, Math.floor(fraction * 100));
      if (percent === reported && message === lastMessage) return;
      progress.report({ message: message || undefined, increment: Math.max(0, percent - reported) });
      reported = Math.max(reported, percent);
      lastMessage = message;
    };
    return task(signal, report);
  });
}

/** The export's progress line: never "0 of 0" (nothing to count yet, or a total too small to show in MB). */
export function progressMessage(p: ExportProgress): string {
  if (p.phase === 'planning') return vscode.l10n.t('Listing files…');
  if (p.totalBytes <= 0) return vscode.l10n.t('Writing the pack…');
  const done = Math.min(p.doneBytes, p.totalBytes);
  if (p.totalBytes < 1024 * 1024) {
    return vscode.l10n.t('{0} of {1} KB', Math.ceil(done / 1024), Math.max(1, Math.ceil(p.totalBytes / 1024)));
  }
  return vscode.l10n.t('{0} of {1} MB', (done / 1024 / 1024).toFixed(0), (p.totalBytes / 1024 / 1024).toFixed(0));
}

async function finished(
  message: string,
  warnings: vscode.OutputChannel | undefined,
  reveal: vscode.Uri,
  level: 'information' | 'warning' = 'information',
): Promise<void> {
  const showWarnings = vscode.l10n.t('Show Warnings');
  const revealLabel = vscode.l10n.t('Reveal in File Explorer');
  const actions = warnings !== undefined ? [showWarnings, revealLabel] : [revealLabel];
  const choice =
    level === 'warning'
      ? await vscode.window.showWarningMessage(message, ...actions)
      : await vscode.window.showInformationMessage(message, ...actions);
  if (choice === showWarnings) warnings?.show(true);
  if (choice === revealLabel) await vscode.commands.executeCommand('revealFileInOS', reveal);
}

function logWarnings(channel: vscode.OutputChannel, heading: string, warnings: string[]): void {
  if (warnings.length === 0) return;
  channel.appendLine(`${heading} (${new Date().toLocaleString()})`);
  for (const warning of warnings) channel.appendLine(`  • ${warning}`);
}

function isCancellation(error: unknown): boolean {
  return error instanceof vscode.CancellationError || (error instanceof Error && error.name === 'AbortError');
}

/** A pack or instance name as the file name a save or folder dialog suggests. */
function suggestedFileName(name: string): string {
  return safeFileName(name, { fallback: 'modpack', replacement: '-' });
}
