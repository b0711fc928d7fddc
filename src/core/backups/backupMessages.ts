import { defineMessages, msg } from '../locale/messageCatalog';

/**
 * Why a backup or restore was refused (BackupError), by id. The English rendering is the error's `message` (what the
 * model and tests read); toasts render it in the person's language. Paths, ids and counts are parameters; `reason`
 * is the path check's own English clause (archiveSafety.ts), quoted as given.
 */
export const BackupM = defineMessages('backup', {
  cannotBackUp: msg({
    example: { path: '../x', reason: 'it leaves the folder' },
    en: (p) => `Cannot back up '${p.path}': ${p.reason}.`,
    zh: (p) => `无法备份“${p.path}”：${p.reason}。`,
  }),
  intoItself: msg({
    example: {},
    en: () => 'backups/ cannot be backed up into itself.',
    zh: () => 'backups/ 不能备份到它自身中。',
  }),
  folderIsLink: msg({
    example: { dir: '/packs/Pack/minecraft/backups' },
    en: (p) => `${p.dir} is a symbolic link; Nova will not write backups through it. Replace it with a real folder.`,
    zh: (p) => `${p.dir} 是符号链接；Nova 不会通过它写入备份。请把它换成真实的文件夹。`,
  }),
  folderIsFile: msg({
    example: { dir: '/packs/Pack/minecraft/backups' },
    en: (p) => `${p.dir} is a file, not a folder; move it away first.`,
    zh: (p) => `${p.dir} 是文件而不是文件夹；请先把它移走。`,
  }),
  tooManyEntries: msg({
    example: { path: 'saves', max: '100,000' },
    en: (p) =>
      `${p.path}: holds more than ${p.max} files and folders, more than a backup can restore. Back up fewer folders.`,
    zh: (p) => `${p.path}：包含超过 ${p.max} 个文件和文件夹，超出备份能够恢复的数量。请少备份一些文件夹。`,
  }),
  notBackupId: msg({
    example: { id: 'latest' },
    en: (p) => `'${p.id}' is not a backup id; list the backups to get one (e.g. 20240101-120000-a1b2c3).`,
    zh: (p) => `“${p.id}”不是备份 id；请列出备份以获取一个（例如 20240101-120000-a1b2c3）。`,
  }),
  noSuchBackup: msg({
    example: { id: '20240101-120000-a1b2c3', dir: '/packs/Pack/minecraft/backups' },
    en: (p) => `No readable backup ${p.id} in ${p.dir}; list the backups to see which exist.`,
    zh: (p) => `${p.dir} 中没有可读取的备份 ${p.id}；请列出备份查看有哪些。`,
  }),
  restoreThroughLink: msg({
    example: { path: 'config' },
    en: (p) =>
      `${p.path}: a folder above it in the instance is a symbolic link; restore refuses to write through links.`,
    zh: (p) => `${p.path}：实例中它上层的某个文件夹是符号链接；恢复不会通过链接写入。`,
  }),
  nothingToBackUp: msg({
    example: { paths: '"mods", "config"', instance: '"pack"' },
    en: (p) => `none of ${p.paths} exists in ${p.instance}; nothing to back up.`,
    zh: (p) => `${p.instance} 中不存在 ${p.paths} 中的任何一项；没有可备份的内容。`,
  }),
  // Warnings of a backup that was made: what was left out of it and why (backupService.ts). Paths are facts and the
  // `error` of an unreadable one is the system's own text, quoted as given.
  warnLinkedAncestor: msg({
    example: { path: 'config' },
    en: (p) => `${p.path}: a folder above it is a symbolic link; it was not backed up (links are never followed).`,
    zh: (p) => `${p.path}：它上层的某个文件夹是符号链接；没有备份它（从不跟随链接）。`,
  }),
  warnMissing: msg({
    example: { path: 'saves' },
    en: (p) => `${p.path}: does not exist; nothing to back up there.`,
    zh: (p) => `${p.path}：不存在；那里没有可备份的内容。`,
  }),
  warnSymlink: msg({
    example: { path: 'saves/link' },
    en: (p) => `${p.path}: is a symbolic link; it was not backed up (links are never followed).`,
    zh: (p) => `${p.path}：是符号链接；没有备份它（从不跟随链接）。`,
  }),
  warnBackupUnreadable: msg({
    example: { name: 'nova-20240101-120000-a1b2c3.zip', error: 'end of central directory record signature not found' },
    en: (p) => `backups/${p.name}: cannot be read (${p.error}).`,
    zh: (p) => `backups/${p.name}：无法读取（${p.error}）。`,
  }),
  warnUnreadable: msg({
    example: { path: 'saves/locked', error: 'EACCES: permission denied' },
    en: (p) => `${p.path}: cannot be read (${p.error}); it was not backed up.`,
    zh: (p) => `${p.path}：无法读取（${p.error}）；没有备份它。`,
  }),
  warnNotUtf8: msg({
    example: { path: 'config/caf\uFFFD.txt' },
    en: (p) => `${p.path}: the file name is not valid UTF-8; it was not backed up. Rename it.`,
    zh: (p) => `${p.path}：文件名不是有效的 UTF-8；没有备份它。请重命名。`,
  }),
  warnTooDeep: msg({
    example: { path: 'saves/a/b/c', depth: 128 },
    en: (p) => `${p.path}…: folders nested more than ${p.depth} deep were not backed up.`,
    zh: (p) => `${p.path}…：嵌套超过 ${p.depth} 层的文件夹没有备份。`,
  }),
  warnMountLoop: msg({
    example: { path: 'saves/loop' },
    en: (p) => `${p.path}: is a folder already backed up under another path (a mount loop); it was skipped.`,
    zh: (p) => `${p.path}：该文件夹已在另一路径下备份（挂载循环）；已跳过。`,
  }),
  // Why a backup zip was refused (ArchiveSafetyError): it is not Nova's, or it holds paths it should not.
  entryOutside: msg({
    example: { label: 'backups/nova-20240101-120000-a1b2c3.zip', name: 'mods/evil.jar' },
    en: (p) => `${p.label}: entry '${p.name}' is outside the backed-up paths; the backup was refused.`,
    zh: (p) => `${p.label}：条目 '${p.name}' 不在备份的路径之内；已拒绝该备份。`,
  }),
  noManifest: msg({
    example: { label: 'backups/nova-20240101-120000-a1b2c3.zip', manifest: 'nova-backup.json' },
    en: (p) => `${p.label} has no ${p.manifest}; it was not made by Nova.`,
    zh: (p) => `${p.label} 没有 ${p.manifest}；它不是 Nova 制作的。`,
  }),
  manifestNotJson: msg({
    example: { label: 'backups/nova-20240101-120000-a1b2c3.zip', manifest: 'nova-backup.json' },
    en: (p) => `${p.label}: ${p.manifest} is not valid JSON.`,
    zh: (p) => `${p.label}：${p.manifest} 不是有效的 JSON。`,
  }),
  unsafeRoot: msg({
    example: { label: 'backups/nova-20240101-120000-a1b2c3.zip', path: '../outside' },
    en: (p) => `${p.label}: backed-up path '${p.path}' is unsafe; the backup was refused.`,
    zh: (p) => `${p.label}：备份的路径 '${p.path}' 不安全；已拒绝该备份。`,
  }),
});
