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
  // What is damaged in a jar (the `what` of `damaged`): record numbers, entry names and sizes are facts; `detail` is
  // the inflater's own text, quoted as given.
  whatRecord: msg({
    example: { record: '3' },
    en: (p) => `central-directory record ${p.record} is damaged`,
    zh: (p) => `中央目录第 ${p.record} 条记录已损坏`,
  }),
  whatRecordPast: msg({
    example: { record: '3' },
    en: (p) => `central-directory record ${p.record} runs past the directory`,
    zh: (p) => `中央目录第 ${p.record} 条记录超出了目录范围`,
  }),
  whatCount: msg({
    example: { declared: '12', count: '10' },
    en: (p) => `it declares ${p.declared} entries but its central directory holds ${p.count}`,
    zh: (p) => `它声明有 ${p.declared} 个条目，但中央目录中只有 ${p.count} 个`,
  }),
  whatZip64Misplaced: msg({
    example: {},
    en: () => 'its ZIP64 end record is missing or misplaced',
    zh: () => '它的 ZIP64 结束记录缺失或位置不对',
  }),
  whatZip64Missing: msg({
    example: {},
    en: () => 'it declares ZIP64 sizes but has no ZIP64 end record',
    zh: () => '它声明了 ZIP64 大小，却没有 ZIP64 结束记录',
  }),
  whatDirectoryHuge: msg({
    example: { size: '9999999999' },
    en: (p) => `its central directory claims ${p.size} bytes, far beyond any real jar`,
    zh: (p) => `它的中央目录声称有 ${p.size} 字节，远超任何真实的 jar`,
  }),
  whatDirectoryShort: msg({
    example: {},
    en: () => 'its central directory is shorter than its entry count',
    zh: () => '它的中央目录比条目数所需的短',
  }),
  whatNoEntries: msg({
    example: {},
    en: () => 'it declares no entries but has a central directory',
    zh: () => '它声明没有条目，却有中央目录',
  }),
  whatEntryZip64: msg({
    example: { name: 'a.class' },
    en: (p) => `entry "${p.name}" declares ZIP64 sizes without a ZIP64 field`,
    zh: (p) => `条目 "${p.name}" 声明了 ZIP64 大小，却没有 ZIP64 字段`,
  }),
  whatEntryShortZip64: msg({
    example: { name: 'a.class' },
    en: (p) => `entry "${p.name}" has a short ZIP64 field`,
    zh: (p) => `条目 "${p.name}" 的 ZIP64 字段过短`,
  }),
  whatStoredSizes: msg({
    example: { name: 'a.class' },
    en: (p) => `stored entry "${p.name}" has mismatched sizes`,
    zh: (p) => `未压缩的条目 "${p.name}" 的大小前后不一致`,
  }),
  whatInflatedTooLarge: msg({
    example: { name: 'a.class', declared: '1024' },
    en: (p) => `"${p.name}" holds more than the ${p.declared} bytes it declares`,
    zh: (p) => `"${p.name}" 的内容超过了它声明的 ${p.declared} 字节`,
  }),
  whatInflate: msg({
    example: { name: 'a.class', detail: 'invalid stored block lengths' },
    en: (p) => `"${p.name}" cannot be decompressed (${p.detail})`,
    zh: (p) => `"${p.name}" 无法解压（${p.detail}）`,
  }),
  whatSize: msg({
    example: { name: 'a.class', size: '10', declared: '12' },
    en: (p) => `"${p.name}" is ${p.size} bytes but declares ${p.declared}`,
    zh: (p) => `"${p.name}" 有 ${p.size} 字节，但声明的是 ${p.declared}`,
  }),
  whatCrc: msg({
    example: { name: 'a.class' },
    en: (p) => `"${p.name}" fails its CRC check`,
    zh: (p) => `"${p.name}" 未通过 CRC 校验`,
  }),
  whatLocalHeader: msg({
    example: { name: 'a.class' },
    en: (p) => `the local header of "${p.name}" is missing`,
    zh: (p) => `"${p.name}" 的本地文件头缺失`,
  }),
  whatBeyond53: msg({
    example: {},
    en: () => 'it declares a size beyond 2^53 bytes',
    zh: () => '它声明的大小超过 2^53 字节',
  }),
  whatNotInFull: msg({
    example: { name: 'a.class' },
    en: (p) => `"${p.name}" could not be read in full`,
    zh: (p) => `"${p.name}" 无法完整读取`,
  }),
  damaged: msg({
    example: { what: '"a.class" fails its CRC check', advice: true },
    en: (p) => `The jar is damaged: ${p.what}.${reDownload(p.advice, 'Re-download it.')}`,
    zh: (p) => `jar 已损坏：${p.what}。${p.advice ? '请重新下载。' : ''}`,
  }),
});
