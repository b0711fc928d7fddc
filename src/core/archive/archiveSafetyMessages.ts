import type * as fs from 'node:fs';
import { defineMessages, msg, type Message } from '../locale/messageCatalog';

/**
 * Why an untrusted archive (a modpack, a backup) or one of its paths was refused (ArchiveSafetyError,
 * archiveSafety.ts and untrustedArchive.ts), in English and Simplified Chinese. The archive's label, entry names,
 * sizes and limits are facts, rendered verbatim; `detail` is the zip reader's own technical finding, quoted as given.
 * The English texts are the errors' `message` (what the model, logs and `--json` read) and stay as they were.
 */
export const ArchiveSafetyMessages = defineMessages('archiveSafety', {
  pathEmpty: msg({
    example: {},
    en: () => 'the path is empty',
    zh: () => '路径为空',
  }),
  pathTooLong: msg({
    example: { max: '1024' },
    en: (p) => `the path is longer than ${p.max} characters`,
    zh: (p) => `路径超过 ${p.max} 个字符`,
  }),
  pathBackslash: msg({
    example: {},
    en: () => 'it contains a backslash (only / separates folders)',
    zh: () => '它含有反斜杠（只能用 / 分隔文件夹）',
  }),
  pathAbsolute: msg({
    example: {},
    en: () => 'it is an absolute path',
    zh: () => '它是绝对路径',
  }),
  pathDrive: msg({
    example: {},
    en: () => 'it starts with a drive letter',
    zh: () => '它以盘符开头',
  }),
  pathColon: msg({
    example: {},
    en: () => "it contains ':' (a drive or NTFS stream name)",
    zh: () => "它含有 ':'（盘符或 NTFS 流名称）",
  }),
  pathControl: msg({
    example: {},
    en: () => 'it contains a control character',
    zh: () => '它含有控制字符',
  }),
  pathLineBreak: msg({
    example: {},
    en: () => 'it contains a line break or control character',
    zh: () => '它含有换行符或控制字符',
  }),
  pathWindowsCharacter: msg({
    example: {},
    en: () => 'it contains a character Windows cannot store (< > " | ? *)',
    zh: () => '它含有 Windows 无法保存的字符（< > " | ? *）',
  }),
  pathDotDot: msg({
    example: {},
    en: () => "it contains '..' (it would leave the target folder)",
    zh: () => "它含有 '..'（会离开目标文件夹）",
  }),
  pathTrailingDot: msg({
    example: { name: 'config.' },
    en: (p) => `the name '${p.name}' ends with a dot or space (Windows would alter it)`,
    zh: (p) => `名称 '${p.name}' 以点或空格结尾（Windows 会改动它）`,
  }),
  pathDeviceName: msg({
    example: { name: 'CON.txt' },
    en: (p) => `'${p.name}' is a reserved Windows device name`,
    zh: (p) => `'${p.name}' 是 Windows 保留的设备名`,
  }),
  pathNameTooLong: msg({
    example: { name: 'aaaaaaaa', max: 255 },
    en: (p) => `the name '${p.name}…' is longer than ${p.max} bytes`,
    zh: (p) => `名称 '${p.name}…' 超过 ${p.max} 字节`,
  }),
  unsafePath: msg({
    example: { what: 'pack.mrpack: entry', path: '../evil.jar', reason: "it contains '..'" },
    en: (p) =>
      `${p.what} has an unsafe path '${p.path}': ${p.reason}. The archive was refused and nothing was written; ` +
      'get the pack from a trusted source.',
    zh: (p) =>
      `${p.what} 的路径 '${p.path}' 不安全：${p.reason}。已拒绝该压缩包，没有写入任何内容；请从可信来源获取整合包。`,
  }),
  entryOf: msg({
    example: { label: 'pack.mrpack' },
    en: (p) => `${p.label}: entry`,
    zh: (p) => `${p.label} 的条目`,
  }),
  overridesFolderOf: msg({
    example: { label: 'manifest.json' },
    en: (p) => `${p.label} overrides folder`,
    zh: (p) => `${p.label} 的 overrides 文件夹`,
  }),
  resolvesOutside: msg({
    example: { path: 'mods/a.jar', root: '/packs/Pack' },
    en: (p) => `The path '${p.path}' resolves outside ${p.root}; nothing was written.`,
    zh: (p) => `路径 '${p.path}' 解析到 ${p.root} 之外；没有写入任何内容。`,
  }),
  notAFile: msg({
    example: { label: 'pack.mrpack', kind: 'a folder' },
    en: (p) => `${p.label} is ${p.kind}, not a zip archive; it was not read.`,
    zh: (p) => `${p.label} 是${p.kind}，不是 zip 压缩包；没有读取。`,
  }),
  kindFolder: msg({ example: {}, en: () => 'a folder', zh: () => '文件夹' }),
  kindFifo: msg({ example: {}, en: () => 'a named pipe (FIFO)', zh: () => '命名管道（FIFO）' }),
  kindSocket: msg({ example: {}, en: () => 'a socket', zh: () => '套接字' }),
  kindCharacterDevice: msg({ example: {}, en: () => 'a character device', zh: () => '字符设备' }),
  kindBlockDevice: msg({ example: {}, en: () => 'a block device', zh: () => '块设备' }),
  kindSymlink: msg({ example: {}, en: () => 'a symbolic link', zh: () => '符号链接' }),
  kindFile: msg({ example: {}, en: () => 'a regular file', zh: () => '普通文件' }),
  notReadableZip: msg({
    example: { label: 'pack.mrpack', detail: 'end of central directory record signature not found' },
    en: (p) => `${p.label} is not a readable zip archive (${p.detail}). Re-download it.`,
    zh: (p) => `${p.label} 不是可读取的 zip 压缩包（${p.detail}）。请重新下载。`,
  }),
  tooManyEntries: msg({
    example: { label: 'pack.mrpack', count: '100001', max: '100000' },
    en: (p) => `${p.label} has ${p.count} entries, more than the limit of ${p.max}; it was refused.`,
    zh: (p) => `${p.label} 有 ${p.count} 个条目，超过上限 ${p.max}；已拒绝。`,
  }),
  entryUnreadable: msg({
    example: { label: 'pack.mrpack', name: 'mods/a.jar', detail: 'invalid compression method' },
    en: (p) => `${p.label}: entry '${p.name}' cannot be read (${p.detail}).`,
    zh: (p) => `${p.label}：条目 '${p.name}' 无法读取（${p.detail}）。`,
  }),
  entryTooLarge: msg({
    example: { label: 'pack.mrpack', name: 'modrinth.index.json', size: 99999999, max: 67108864 },
    en: (p) => `${p.label}: '${p.name}' is ${p.size} bytes, more than the ${p.max} allowed for it.`,
    zh: (p) => `${p.label}：'${p.name}' 有 ${p.size} 字节，超过了它允许的 ${p.max} 字节。`,
  }),
  entryDamaged: msg({
    example: { label: 'pack.mrpack', name: 'modrinth.index.json', detail: 'too many bytes in the stream' },
    en: (p) => `${p.label}: '${p.name}' is damaged or lies about its size (${p.detail}).`,
    zh: (p) => `${p.label}：'${p.name}' 已损坏或谎报了大小（${p.detail}）。`,
  }),
  entryCrc: msg({
    example: { label: 'pack.mrpack', name: 'mods/a.jar' },
    en: (p) => `${p.label}: entry '${p.name}' is corrupt (CRC-32 mismatch); nothing was kept. Re-download the archive.`,
    zh: (p) => `${p.label}：条目 '${p.name}' 已损坏（CRC-32 不符）；没有保留任何内容。请重新下载该压缩包。`,
  }),
  damaged: msg({
    example: { label: 'pack.mrpack', detail: 'invalid central directory file header signature' },
    en: (p) => `${p.label} is damaged (${p.detail}); it was refused. Re-download it.`,
    zh: (p) => `${p.label} 已损坏（${p.detail}）；已拒绝。请重新下载。`,
  }),
  symlink: msg({
    example: { label: 'pack.mrpack', name: 'mods/link' },
    en: (p) =>
      `${p.label}: entry '${p.name}' is a symbolic link; links are refused because they can point outside the target.`,
    zh: (p) => `${p.label}：条目 '${p.name}' 是符号链接；链接可能指向目标之外，因此被拒绝。`,
  }),
  specialFile: msg({
    example: { label: 'pack.mrpack', name: 'mods/fifo' },
    en: (p) => `${p.label}: entry '${p.name}' is a special file (device, pipe or socket); it was refused.`,
    zh: (p) => `${p.label}：条目 '${p.name}' 是特殊文件（设备、管道或套接字）；已拒绝。`,
  }),
  encrypted: msg({
    example: { label: 'pack.mrpack', name: 'mods/a.jar' },
    en: (p) => `${p.label}: entry '${p.name}' is encrypted; encrypted packs are not supported.`,
    zh: (p) => `${p.label}：条目 '${p.name}' 已加密；不支持加密的整合包。`,
  }),
  compression: msg({
    example: { label: 'pack.mrpack', name: 'mods/a.jar', method: 14 },
    en: (p) =>
      `${p.label}: entry '${p.name}' uses compression method ${p.method}; only stored and deflated entries are supported. Re-create the archive.`,
    zh: (p) =>
      `${p.label}：条目 '${p.name}' 使用压缩方式 ${p.method}；只支持存储（stored）和 deflate 压缩的条目。请重新制作该压缩包。`,
  }),
  folderWithData: msg({
    example: { label: 'pack.mrpack', name: 'mods/' },
    en: (p) => `${p.label}: entry '${p.name}' is a folder entry that carries data; it was refused.`,
    zh: (p) => `${p.label}：条目 '${p.name}' 是带有数据的文件夹条目；已拒绝。`,
  }),
  entryOverLimit: msg({
    example: { label: 'pack.mrpack', name: 'mods/a.jar', size: 5000000000, max: 4294967296 },
    en: (p) => `${p.label}: entry '${p.name}' declares ${p.size} bytes, more than the per-file limit of ${p.max}.`,
    zh: (p) => `${p.label}：条目 '${p.name}' 声明了 ${p.size} 字节，超过单个文件的上限 ${p.max}。`,
  }),
  totalOverLimit: msg({
    example: { label: 'pack.mrpack', max: 17179869184 },
    en: (p) => `${p.label} would unpack to more than ${p.max} bytes; it was refused (possible zip bomb).`,
    zh: (p) => `${p.label} 解压后会超过 ${p.max} 字节；已拒绝（可能是 zip 炸弹）。`,
  }),
  ratio: msg({
    example: { label: 'pack.mrpack', name: 'a.bin', ratio: 2000, max: 1000 },
    en: (p) =>
      `${p.label}: entry '${p.name}' would expand ${p.ratio}× (limit ${p.max}×); the archive looks like a zip bomb and was refused.`,
    zh: (p) => `${p.label}：条目 '${p.name}' 会膨胀 ${p.ratio} 倍（上限 ${p.max} 倍）；该压缩包像是 zip 炸弹，已拒绝。`,
  }),
  twice: msg({
    example: { label: 'pack.mrpack', name: 'mods/a.jar' },
    en: (p) => `${p.label}: entry '${p.name}' appears twice; the archive is ambiguous and was refused.`,
    zh: (p) => `${p.label}：条目 '${p.name}' 出现了两次；该压缩包有歧义，已拒绝。`,
  }),
  caseCollision: msg({
    example: { label: 'pack.mrpack', name: 'mods/A.jar', earlier: 'mods/a.jar' },
    en: (p) =>
      `${p.label}: entry '${p.name}' differs from '${p.earlier}' only in letter case; they would collide on Windows and macOS.`,
    zh: (p) => `${p.label}：条目 '${p.name}' 与 '${p.earlier}' 仅有大小写不同；它们在 Windows 和 macOS 上会冲突。`,
  }),
  fileAndFolder: msg({
    example: { label: 'pack.mrpack', name: 'mods' },
    en: (p) => `${p.label}: '${p.name}' is both a file and a folder; the archive was refused.`,
    zh: (p) => `${p.label}：'${p.name}' 既是文件又是文件夹；已拒绝该压缩包。`,
  }),
  overlap: msg({
    example: { label: 'pack.mrpack', directory: true },
    en: (p) =>
      `${p.label}: entries overlap (one entry's data is shared with ${p.directory ? 'the central directory' : 'another entry'}); ` +
      'the archive looks like a zip bomb and was refused.',
    zh: (p) =>
      `${p.label}：条目相互重叠（某个条目的数据与${p.directory ? '中央目录' : '另一个条目'}共用）；该压缩包像是 zip 炸弹，已拒绝。`,
  }),
});

/** What a non-regular file is, as words for a sentence (the archive refusal names it). */
export function fileKindMessage(stats: fs.Stats): Message {
  const M = ArchiveSafetyMessages;
  if (stats.isDirectory()) return M.kindFolder({});
  if (stats.isFIFO()) return M.kindFifo({});
  if (stats.isSocket()) return M.kindSocket({});
  if (stats.isCharacterDevice()) return M.kindCharacterDevice({});
  if (stats.isBlockDevice()) return M.kindBlockDevice({});
  if (stats.isSymbolicLink()) return M.kindSymlink({});
  return M.kindFile({});
}
