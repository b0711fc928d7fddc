import { defineMessages, msg } from '../locale/messageCatalog';

/**
 * What went wrong reading a launcher's text file (textDecoding.ts, jsonText.ts, iniFile.ts, nestingDepth.ts), by id.
 * The file's label, keys, lines and reasons are parameters and stay verbatim.
 */
export const FormatMessages = defineMessages('formats', {
  // A packwiz metafile's problem, as the rest of a sentence that starts with its path (packwizMeta.ts); `detail` is
  // the TOML parser's own text, quoted as given.
  metaTomlAt: msg({
    example: { line: 3, column: 7, detail: 'Invalid TOML document: unterminated string' },
    en: (p) => `is not valid TOML at line ${p.line}, column ${p.column} (${p.detail})`,
    zh: (p) => `不是有效的 TOML（第 ${p.line} 行第 ${p.column} 列：${p.detail}）`,
  }),
  metaToml: msg({
    example: { detail: 'Invalid TOML document: unterminated string' },
    en: (p) => `is not valid TOML (${p.detail})`,
    zh: (p) => `不是有效的 TOML（${p.detail}）`,
  }),
  metaNoFilename: msg({
    example: {},
    en: () => "has no 'filename'",
    zh: () => "没有 'filename'",
  }),
  missing: msg({
    example: { file: 'instance.cfg' },
    en: (p) => `${p.file} is missing.`,
    zh: (p) => `${p.file} 不存在。`,
  }),
  permissionDenied: msg({
    example: { file: 'instance.cfg' },
    en: (p) => `${p.file} cannot be read (permission denied). Check its permissions.`,
    zh: (p) => `${p.file} 无法读取（权限不足）。请检查它的权限。`,
  }),
  isFolder: msg({
    example: { file: 'instance.cfg' },
    en: (p) => `${p.file} is a folder, not a file.`,
    zh: (p) => `${p.file} 是文件夹，不是文件。`,
  }),
  pathNotFolder: msg({
    example: { file: 'instance.cfg' },
    en: (p) => `${p.file} cannot be read: a part of its path is a file, not a folder.`,
    zh: (p) => `${p.file} 无法读取：它的路径中有一部分是文件而不是文件夹。`,
  }),
  notRegular: msg({
    example: { file: 'instance.cfg' },
    en: (p) =>
      `${p.file} is not a regular file (a named pipe, socket or device), so it was not read. Replace it with the real file.`,
    zh: (p) => `${p.file} 不是普通文件（而是命名管道、套接字或设备），因此没有读取。请换成真正的文件。`,
  }),
  linkOutside: msg({
    example: { file: 'instance.cfg' },
    en: (p) => `${p.file} is a symbolic link that points outside the instance, so it was not read.`,
    zh: (p) => `${p.file} 是指向实例之外的符号链接，因此没有读取。`,
  }),
  linkLoop: msg({
    example: { file: 'instance.cfg' },
    en: (p) => `${p.file} is a symbolic link loop, so it was not read.`,
    zh: (p) => `${p.file} 是循环的符号链接，因此没有读取。`,
  }),
  tooLarge: msg({
    example: { file: 'instance.cfg', mib: 16 },
    en: (p) => `${p.file} is larger than ${p.mib} MiB, so it was not read; it is probably not a launcher file.`,
    zh: (p) => `${p.file} 大于 ${p.mib} MiB，因此没有读取；它可能不是启动器的文件。`,
  }),
  readFailed: msg({
    example: { file: 'instance.cfg', reason: 'EIO' },
    en: (p) => `${p.file} could not be read (${p.reason}).`,
    zh: (p) => `${p.file} 无法读取（${p.reason}）。`,
  }),
  notUtf8: msg({
    example: { file: 'instance.cfg', encoding: 'GBK' },
    en: (p) => `${p.file} is not UTF-8; it was read as ${p.encoding}. Save it as UTF-8 if names look wrong.`,
    zh: (p) => `${p.file} 不是 UTF-8 编码，已按 ${p.encoding} 读取。如果名称显示不正确，请将其另存为 UTF-8。`,
  }),
  duplicateKey: msg({
    example: { file: 'instance.cfg', key: 'name', line: 4 },
    en: (p) => `${p.file}: key "${p.key}" appears more than once (line ${p.line}); the last value is used.`,
    zh: (p) => `${p.file}：键 "${p.key}" 出现了不止一次（第 ${p.line} 行），使用最后一个值。`,
  }),
  jsonInvalid: msg({
    example: { file: 'mmc-pack.json', error: 'CommaExpected', line: 3, column: 7 },
    en: (p) =>
      `${p.file} is not valid JSON (${p.error} at line ${p.line}, column ${p.column}); ` +
      'only the values before that point were read. Fix the file or let the launcher rewrite it.',
    zh: (p) =>
      `${p.file} 不是有效的 JSON（${p.error}，第 ${p.line} 行第 ${p.column} 列），只读取了该位置之前的内容。请修复该文件，或让启动器重写它。`,
  }),
  jsonLenient: msg({
    example: { file: 'mmc-pack.json' },
    en: (p) => `${p.file} uses comments or trailing commas that strict JSON readers reject; it was read leniently.`,
    zh: (p) => `${p.file} 含有严格的 JSON 解析器不接受的注释或尾随逗号，已宽松读取。`,
  }),
  empty: msg({
    example: { file: 'mmc-pack.json' },
    en: (p) => `${p.file} is empty. Let the launcher recreate it, or restore it from a backup.`,
    zh: (p) => `${p.file} 是空的。请让启动器重新创建它，或从备份中恢复。`,
  }),
  tooDeep: msg({
    example: { file: 'mmc-pack.json', depth: '512' },
    en: (p) =>
      `${p.file} nests deeper than ${p.depth} levels, so it was not read; it is corrupt or hostile. Restore it from a backup or let its program rewrite it.`,
    zh: (p) =>
      `${p.file} 的嵌套超过 ${p.depth} 层，因此没有读取；它已损坏或是恶意文件。请从备份中恢复，或让生成它的程序重写它。`,
  }),
  iniBadLine: msg({
    example: { file: 'instance.cfg', line: 7, separator: '=' },
    en: (p) => `${p.file}: line ${p.line} is not "key${p.separator}value" and was ignored.`,
    zh: (p) => `${p.file}：第 ${p.line} 行不是 "key${p.separator}value" 格式，已忽略。`,
  }),
  iniMoreBadLines: msg({
    example: { file: 'instance.cfg', count: 5 },
    en: (p) =>
      `${p.file}: ${p.count === 1 ? '1 more unreadable line was' : `${p.count} more unreadable lines were`} ignored.`,
    zh: (p) => `${p.file}：另有 ${p.count} 行无法读取，已忽略。`,
  }),
});
