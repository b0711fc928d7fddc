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
});
