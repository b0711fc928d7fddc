import { defineMessages, msg } from '../locale/messageCatalog';

/**
 * What is wrong with a packwiz pack's own files (PackwizFileProblem, packwizProject.ts), in English and Simplified
 * Chinese. Paths, keys, line numbers and the TOML parser's own `detail` are facts, quoted as given; `error` may be a
 * message of its own (a metafile's problem, formats/packwizMeta.ts). The English texts are the problems' `message`
 * and stay as they were.
 */
export const PackwizProjectMessages = defineMessages('packwizProject', {
  indexOutside: msg({
    example: { index: '../index.toml' },
    en: (p) => `[index] file '${p.index}' is outside the pack folder; Nova reads only files inside it.`,
    zh: (p) => `[index] file '${p.index}' 位于整合包文件夹之外；Nova 只读取其中的文件。`,
  }),
  indexThroughLink: msg({
    example: { index: 'index.toml', outside: '/elsewhere/index.toml' },
    en: (p) =>
      `[index] file '${p.index}' resolves to ${p.outside}, outside the pack folder (through a symbolic link); Nova reads and writes only files inside it. Point [index] file at a file in the pack.`,
    zh: (p) =>
      `[index] file '${p.index}' 解析到 ${p.outside}，位于整合包文件夹之外（通过符号链接）；Nova 只读写其中的文件。请让 [index] file 指向整合包内的文件。`,
  }),
  metaInvalid: msg({
    example: { path: 'mods/sodium.pw.toml', error: "has no 'filename'" },
    en: (p) => `${p.path} ${p.error}.`,
    zh: (p) => `元文件 ${p.path} ${p.error}。`,
  }),
  filenameOutside: msg({
    example: { path: 'mods/sodium.pw.toml', filename: '../../evil.jar' },
    en: (p) => `${p.path}: 'filename' ${p.filename} leads outside the pack folder; the entry was ignored.`,
    zh: (p) => `${p.path}：'filename' ${p.filename} 指向整合包文件夹之外；已忽略该条目。`,
  }),
  missing: msg({
    example: { path: 'index.toml' },
    en: (p) => `${p.path} does not exist; run \`packwiz refresh\` (or \`nova refresh\`) to create it.`,
    zh: (p) => `${p.path} 不存在；请运行 \`packwiz refresh\`（或 \`nova refresh\`）创建它。`,
  }),
  tomlInvalidAt: msg({
    example: { path: 'pack.toml', line: 3, column: 7, detail: 'Invalid TOML document: unterminated string' },
    en: (p) =>
      `${p.path} is not valid TOML at line ${p.line}, column ${p.column} (${p.detail}); packwiz refuses to load it. Fix the file.`,
    zh: (p) =>
      `${p.path} 不是有效的 TOML（第 ${p.line} 行第 ${p.column} 列：${p.detail}）；packwiz 会拒绝加载它。请修复该文件。`,
  }),
  tomlInvalid: msg({
    example: { path: 'pack.toml', detail: 'Invalid TOML document: unterminated string' },
    en: (p) => `${p.path} is not valid TOML (${p.detail}); packwiz refuses to load it. Fix the file.`,
    zh: (p) => `${p.path} 不是有效的 TOML（${p.detail}）；packwiz 会拒绝加载它。请修复该文件。`,
  }),
  entryNoFile: msg({
    example: { path: 'index.toml', entry: 4 },
    en: (p) => `${p.path}: [[files]] entry ${p.entry} has no 'file'.`,
    zh: (p) => `${p.path}：[[files]] 第 ${p.entry} 个条目没有 'file'。`,
  }),
  entryOutside: msg({
    example: { path: 'index.toml', file: '../outside.txt' },
    en: (p) => `${p.path}: '${p.file}' leads outside the pack folder; the entry was ignored.`,
    zh: (p) => `${p.path}：'${p.file}' 指向整合包文件夹之外；已忽略该条目。`,
  }),
  ignoreUnreadable: msg({
    example: { detail: 'EACCES: permission denied, open .packwizignore' },
    en: (p) => p.detail,
    zh: (p) => `.packwizignore 无法读取：${p.detail}`,
  }),
});
