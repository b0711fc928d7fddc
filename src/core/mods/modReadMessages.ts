import { defineMessages, msg } from '../locale/messageCatalog';

/**
 * Why a mod file could not be read from the disk (modFileReader.ts), by id. `detail` is the system's own error text
 * and stays as written; `advice` adds the re-download step where there is one.
 */
export const ModReadMessages = defineMessages('modRead', {
  gone: msg({
    example: {},
    en: () => 'The file no longer exists (it was moved or deleted while Nova read it). Scan the folder again.',
    zh: () => '文件已不存在（在 Nova 读取时被移动或删除）。请重新扫描该文件夹。',
  }),
  denied: msg({
    example: {},
    en: () => 'The file cannot be read (permission denied): check its permissions.',
    zh: () => '文件无法读取（权限不足）：请检查它的权限。',
  }),
  locked: msg({
    example: {},
    en: () => 'The file is locked by another program: close the game or launcher and scan again.',
    zh: () => '文件被其他程序锁定：请关闭游戏或启动器后重新扫描。',
  }),
  folder: msg({ example: {}, en: () => 'This is a folder, not a file.', zh: () => '这是文件夹，不是文件。' }),
  diskError: msg({
    example: { detail: 'EIO: i/o error, read' },
    en: (p) => `The file could not be read (${p.detail}). Check the disk and scan again.`,
    zh: (p) => `文件无法读取（${p.detail}）。请检查磁盘后重新扫描。`,
  }),
  unexpected: msg({
    example: { detail: 'RangeError: offset out of range', advice: true },
    en: (p) =>
      `Nova could not read this file (${p.detail}).${p.advice ? ' Re-download it; if it keeps happening, report it as a Nova bug.' : ''}`,
    zh: (p) =>
      `Nova 无法读取此文件（${p.detail}）。${p.advice ? '请重新下载；如果反复出现，请作为 Nova 的缺陷报告。' : ''}`,
  }),
});
