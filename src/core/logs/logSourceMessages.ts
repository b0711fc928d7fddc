import { defineMessages, msg } from '../locale/messageCatalog';

/**
 * Why a file is not read as a log (logSource.ts), in English and Simplified Chinese. The path is a fact, rendered
 * verbatim; the English text is the error's `message` and stays as it was.
 */
export const LogSourceMessages = defineMessages('logSource', {
  notRegularFile: msg({
    example: { file: '/packs/Pack/logs/latest.log', kind: 'dir' },
    en: (p) =>
      `${p.file} is ${KIND_EN[p.kind] ?? KIND_EN.other}, not a log file: Nova reads only regular files. Pass the crash report or log itself.`,
    zh: (p) =>
      `${p.file} 是${KIND_ZH[p.kind] ?? KIND_ZH.other}，不是日志文件：Nova 只读取普通文件。请直接传入崩溃报告或日志文件本身。`,
  }),
});

/** What the file is instead (`kind`): a folder, a named pipe, a socket, a device, or something else. */
const KIND_EN: Record<string, string> = {
  dir: 'a folder',
  fifo: 'a named pipe (FIFO)',
  sock: 'a socket',
  dev: 'a device',
  other: 'not a regular file',
};
const KIND_ZH: Record<string, string> = {
  dir: '文件夹',
  fifo: '命名管道（FIFO）',
  sock: '套接字',
  dev: '设备',
  other: '非普通文件',
};
