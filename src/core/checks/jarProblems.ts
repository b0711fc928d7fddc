import { sentence as s, translateSentences, type Sentence } from '../locale/sentenceCatalog';

/**
 * What the jar and metadata readers say about a file (zip/jarArchive.ts, modFileReader.ts, metadata/*.ts), in Chinese:
 * the detail of corrupt-jar and invalid-metadata problems. File names, keys, ids, lines and sizes stay verbatim.
 */
const F = String.raw`(.+?)`;
const FIX = String.raw`(?: Fix the file or re-download the (mod|plugin)\.)?`;
const fix = (what: string | undefined): string =>
  what === undefined ? '' : `请修复该文件，或重新下载该${what === 'plugin' ? '插件' : '模组'}。`;

const SENTENCES: Sentence[] = [
  // The archive (jarArchive.ts).
  s(
    String.raw`The file is empty \(0 bytes\): the download was interrupted\.`,
    () => '文件是空的（0 字节）：下载被中断了。',
  ),
  s(
    String.raw`The jar is truncated: its central directory \(the table of contents\) runs past the end of the file, so the download or copy was interrupted\.`,
    () => 'jar 被截断：它的中央目录（文件目录表）超出了文件末尾，说明下载或复制被中断了。',
  ),
  s(
    String.raw`The jar is truncated: it starts like a zip but its end \(the central directory\) is missing or cut off, so the download or copy was interrupted\.`,
    () => 'jar 被截断：它的开头像 zip，但结尾（中央目录）缺失或被截掉，说明下载或复制被中断了。',
  ),
  s(
    String.raw`"(.*?)" is encrypted, which mods never are: the jar is damaged\.`,
    (m) => `"${m[1]}" 被加密了，而模组从不加密：该 jar 已损坏。`,
  ),
  s(
    String.raw`"(.*?)" uses compression method (\d+), which Minecraft cannot read: rebuild or re-download the jar\.`,
    (m) => `"${m[1]}" 使用了 Minecraft 无法读取的压缩方式 ${m[2]}：请重新构建或重新下载该 jar。`,
  ),
  s(
    String.raw`"(.*?)" is (\d+) bytes, more than the (\d+) bytes Nova reads for metadata\.`,
    (m) => `"${m[1]}" 有 ${m[2]} 字节，超过了 Nova 读取元数据的上限 ${m[3]} 字节。`,
  ),
  s(
    String.raw`The file is an HTML web page saved with a \.jar name, not a mod: the download link returned a page \(often a login, error or ad page\)\. Download the real jar from the mod's page\.`,
    () =>
      '该文件是以 .jar 命名保存的 HTML 网页，不是模组：下载链接返回的是网页（通常是登录、错误或广告页面）。请从模组页面下载真正的 jar。',
  ),
  s(
    String.raw`The file is JSON text, not a jar: it was probably saved from an API or error response\.`,
    () => '该文件是 JSON 文本，不是 jar：它可能是从 API 或错误响应中保存下来的。',
  ),
  s(
    String.raw`The file is not a zip/jar archive \(no zip end record found\): it is damaged or is not a mod\.`,
    () => '该文件不是 zip/jar 压缩包（找不到 zip 结束记录）：它已损坏，或者不是模组。',
  ),
  s(String.raw`The jar is damaged: (.*?)\.(?= Re-download it\.|$)`, (m) => `jar 已损坏：${m[1]}。`),
  s(String.raw`Re-download (?:it|the jar)\.`, () => '请重新下载。'),
  s(String.raw`the file is damaged\.`, () => '文件已损坏。'),
  // Reading the file (modFileReader.ts).
  s(
    String.raw`The file no longer exists \(it was moved or deleted while Nova read it\)\. Scan the folder again\.`,
    () => '文件已不存在（在 Nova 读取时被移动或删除）。请重新扫描该文件夹。',
  ),
  s(
    String.raw`The file cannot be read \(permission denied\): check its permissions\.`,
    () => '文件无法读取（权限不足）：请检查它的权限。',
  ),
  s(
    String.raw`The file is locked by another program: close the game or launcher and scan again\.`,
    () => '文件被其他程序锁定：请关闭游戏或启动器后重新扫描。',
  ),
  s(String.raw`This is a folder, not a file\.`, () => '这是文件夹，不是文件。'),
  s(
    String.raw`The file could not be read \((.*?)\)\. Check the disk and scan again\.`,
    (m) => `文件无法读取（${m[1]}）。请检查磁盘后重新扫描。`,
  ),
  s(
    String.raw`Nova could not read this file \((.*?)\)\. Re-download it; if it keeps happening, report it as a Nova bug\.`,
    (m) => `Nova 无法读取此文件（${m[1]}）。请重新下载；如果反复出现，请作为 Nova 的缺陷报告。`,
  ),
  // Metadata errors (metadata/*.ts).
  s(
    String.raw`${F} is not valid (JSON|TOML|YAML): (.*?)\.${FIX}(?=\s|$)`,
    (m) =>
      `${m[1]} 不是有效的 ${m[2]}：${m[3]!.replace(/ at line (\d+)(?:, column (\d+))?/, (_a, l: string, c?: string) => `（第 ${l} 行${c ? `第 ${c} 列` : ''}）`)}。${fix(m[4])}`,
  ),
  s(
    String.raw`${F} is not a (JSON object|YAML mapping)\.${FIX}`,
    (m) => `${m[1]} 不是 ${m[2] === 'YAML mapping' ? 'YAML 映射' : 'JSON 对象'}。${fix(m[3])}`,
  ),
  s(
    String.raw`${F} has no ("[^"]*"|\[\[mods\]\] entry with a modId|\[\[mods\]\] entry)(?:, which (.+?) requires)?(, so the loader finds no mod in it)?\.${FIX}`,
    (m) =>
      `${m[1]} 缺少 ${m[2]!.replace(' entry with a modId', ' 中带 modId 的条目').replace(/ entry$/, ' 条目')}${m[3] ? `，而 ${m[3] === 'the server' ? '服务器' : m[3]} 需要它` : ''}${m[4] ? '，因此加载器在其中找不到模组' : ''}。${fix(m[5])}`,
  ),
  s(
    String.raw`${F} is neither a list of mods nor \{"modList": \[\.\.\.\]\}\.${FIX}`,
    (m) => `${m[1]} 既不是模组列表，也不是 {"modList": [...]}。${fix(m[2])}`,
  ),
  s(String.raw`${F} lists no mod with a "modid"\.${FIX}`, (m) => `${m[1]} 中没有带 "modid" 的模组。${fix(m[2])}`),
  s(
    String.raw`${F} is larger than (\d+) MiB, so it is not a real metadata file; Nova ignored it\.`,
    (m) => `${m[1]} 大于 ${m[2]} MiB，不可能是真正的元数据文件，Nova 已忽略它。`,
  ),
  s(
    String.raw`${F} nests deeper than (\d+) levels, so it was not read; it is corrupt or hostile\. Restore it from a backup or let its program rewrite it\.`,
    (m) => `${m[1]} 的嵌套超过 ${m[2]} 层，因此没有读取；它已损坏或是恶意构造的。请从备份恢复，或让其程序重写它。`,
  ),
  // Metadata warnings.
  s(
    String.raw`${F} id "(.*?)" is invalid: (Fabric|Quilt) ids must match (\S+)( \(Fabric Loader refuses it\))?\.`,
    (m) =>
      `${m[1]} 的 id "${m[2]}" 无效：${m[3]} 的 id 必须符合 ${m[4]}${m[5] ? '（Fabric Loader 会拒绝加载）' : ''}。`,
  ),
  s(
    String.raw`${F} modId "(.*?)" is invalid: mod ids must match (\S+?)\.(?=\s|$)`,
    (m) => `${m[1]} 的 modId "${m[2]}" 无效：模组 id 必须符合 ${m[3]}。`,
  ),
  s(
    String.raw`fabric\.mod\.json has schemaVersion (.*?); read as version 1\.`,
    (m) => `fabric.mod.json 的 schemaVersion 为 ${m[1]}，已按版本 1 读取。`,
  ),
  s(
    String.raw`fabric\.mod\.json "(.*?)" is not an object; ignored\.`,
    (m) => `fabric.mod.json 的 "${m[1]}" 不是对象，已忽略。`,
  ),
  s(
    String.raw`(fabric\.mod\.json environment|fabric\.mod\.json side|quilt\.mod\.json minecraft\.environment) (.*?) is not ((?:"[^"]*"(?:, | or )?)+)( \(Fabric Loader refuses it\))?\.`,
    (m) =>
      `${m[1]} 的值 ${m[2]} 不是 ${m[3]!.replace(/, /g, '、').replace(/ or /g, ' 或 ')} 之一${m[4] ? '（Fabric Loader 会拒绝加载）' : ''}。`,
  ),
  s(
    String.raw`${F} \[\[mods\]\] entry (\d+) has no modId; skipped\.`,
    (m) => `${m[1]} 的第 ${m[2]} 个 [[mods]] 条目没有 modId，已跳过。`,
  ),
  s(
    String.raw`${F} version is (\S+) but MANIFEST\.MF has no Implementation-Version, so the version is unknown\.`,
    (m) => `${m[1]} 的版本是 ${m[2]}，但 MANIFEST.MF 中没有 Implementation-Version，因此版本未知。`,
  ),
  s(
    String.raw`${F} has raw line breaks or control characters inside strings \(tolerated\)\.`,
    (m) => `${m[1]} 的字符串中含有原始换行或控制字符（已容忍）。`,
  ),
  s(
    String.raw`${F} contains comments or trailing commas \(tolerated\)\.`,
    (m) => `${m[1]} 含有注释或尾随逗号（已容忍）。`,
  ),
  s(
    String.raw`${F} has duplicate keys \((.*?)\); the last value of each is used\.`,
    (m) => `${m[1]} 含有重复的键（${m[2]}），每个键使用最后一个值。`,
  ),
];

/** A reader's words about a jar in Chinese, and whether every sentence had a template. */
export function zhJarProblem(text: string): { text: string; complete: boolean } {
  return translateSentences(text, SENTENCES);
}
