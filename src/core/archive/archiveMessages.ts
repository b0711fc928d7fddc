import { defineMessages, msg } from '../locale/messageCatalog';

/**
 * Why a jar cannot be read (ZipFormatError, jarArchive.ts), by id. `advice` adds the re-download step; a problem that
 * says what to do itself renders the message without it. `what` of `damaged` is the reader's technical finding
 * (a record number, an entry name, a size) and stays as written.
 */
const reDownload = (advice: boolean, en: string): string => (advice ? ` ${en}` : '');

export const ArchiveMessages = defineMessages('archive', {
  // Writing an archive (atomicArchive.ts): the output exists, or an input changed or failed while it was written.
  outputExists: msg({
    example: { file: '/packs/My Pack.mrpack' },
    en: (p) => `${p.file} already exists; nothing was overwritten. Choose another name or move the existing file away.`,
    zh: (p) => `${p.file} 已存在；没有覆盖任何内容。请换一个名称，或先把已有文件移走。`,
  }),
  sizeChanged: msg({
    example: {},
    en: () => 'A file changed size while the archive was being written; nothing was written. Try again.',
    zh: () => '写入压缩包时有文件的大小发生了变化；没有写入任何内容。请重试。',
  }),
  sourceUnreadable: msg({
    example: { file: '/packs/Pack/config/a.toml', detail: 'EACCES: permission denied' },
    en: (p) => `Cannot read ${p.file} while writing the archive: ${p.detail}`,
    zh: (p) => `写入压缩包时无法读取 ${p.file}：${p.detail}`,
  }),
  empty: msg({
    example: { advice: true },
    en: (p) => `The file is empty (0 bytes): the download was interrupted.${reDownload(p.advice, 'Re-download it.')}`,
    zh: (p) => `文件是空的（0 字节）：下载被中断了。${p.advice ? '请重新下载。' : ''}`,
  }),
  truncatedDirectory: msg({
    example: { advice: true },
    en: (p) =>
      `The jar is truncated: its central directory (the table of contents) runs past the end of the file, so the download or copy was interrupted.${reDownload(p.advice, 'Re-download it.')}`,
    zh: (p) =>
      `jar 被截断：它的中央目录（文件目录表）超出了文件末尾，说明下载或复制被中断了。${p.advice ? '请重新下载。' : ''}`,
  }),
  truncatedEnd: msg({
    example: { advice: true },
    en: (p) =>
      `The jar is truncated: it starts like a zip but its end (the central directory) is missing or cut off, so the download or copy was interrupted.${reDownload(p.advice, 'Re-download it.')}`,
    zh: (p) =>
      `jar 被截断：它的开头像 zip，但结尾（中央目录）缺失或被截掉，说明下载或复制被中断了。${p.advice ? '请重新下载。' : ''}`,
  }),
  encrypted: msg({
    example: { name: 'fabric.mod.json', advice: true },
    en: (p) =>
      `"${p.name}" is encrypted, which mods never are: the jar is damaged.${reDownload(p.advice, 'Re-download it.')}`,
    zh: (p) => `"${p.name}" 被加密了，而模组从不加密：该 jar 已损坏。${p.advice ? '请重新下载。' : ''}`,
  }),
  compression: msg({
    example: { name: 'fabric.mod.json', method: 14 },
    en: (p) =>
      `"${p.name}" uses compression method ${p.method}, which Minecraft cannot read: rebuild or re-download the jar.`,
    zh: (p) => `"${p.name}" 使用了 Minecraft 无法读取的压缩方式 ${p.method}：请重新构建或重新下载该 jar。`,
  }),
  tooLarge: msg({
    example: { name: 'fabric.mod.json', size: 9000000, limit: 8388608 },
    en: (p) => `"${p.name}" is ${p.size} bytes, more than the ${p.limit} bytes Nova reads for metadata.`,
    zh: (p) => `"${p.name}" 有 ${p.size} 字节，超过了 Nova 读取元数据的上限 ${p.limit} 字节。`,
  }),
  html: msg({
    example: { advice: true },
    en: (p) =>
      `The file is an HTML web page saved with a .jar name, not a mod: the download link returned a page (often a login, error or ad page).${reDownload(p.advice, "Download the real jar from the mod's page.")}`,
    zh: (p) =>
      `该文件是以 .jar 命名保存的 HTML 网页，不是模组：下载链接返回的是网页（通常是登录、错误或广告页面）。${p.advice ? '请从模组页面下载真正的 jar。' : ''}`,
  }),
  json: msg({
    example: { advice: true },
    en: (p) =>
      `The file is JSON text, not a jar: it was probably saved from an API or error response.${reDownload(p.advice, 'Re-download the jar.')}`,
    zh: (p) => `该文件是 JSON 文本，不是 jar：它可能是从 API 或错误响应中保存下来的。${p.advice ? '请重新下载。' : ''}`,
  }),
  notZip: msg({
    example: { advice: true },
    en: (p) =>
      `The file is not a zip/jar archive (no zip end record found): it is damaged or is not a mod.${reDownload(p.advice, 'Re-download it.')}`,
    zh: (p) =>
      `该文件不是 zip/jar 压缩包（找不到 zip 结束记录）：它已损坏，或者不是模组。${p.advice ? '请重新下载。' : ''}`,
  }),
  damaged: msg({
    example: { what: '"a.class" fails its CRC check', advice: true },
    en: (p) => `The jar is damaged: ${p.what}.${reDownload(p.advice, 'Re-download it.')}`,
    zh: (p) => `jar 已损坏：${p.what}。${p.advice ? '请重新下载。' : ''}`,
  }),
});
