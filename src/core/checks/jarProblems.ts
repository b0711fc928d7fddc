import { sentence as s, translateSentences, type Sentence } from '../locale/sentenceCatalog';

/**
 * What the metadata readers say about a jar (mods/*Metadata.ts, mods/archiveMetadata.ts), in Chinese: the detail of
 * invalid-metadata problems. File names, keys, ids, lines and sizes stay verbatim. Still translated from English (to
 * convert, docs/messages.md); why a jar cannot be read at all is a message by id already (`ModFile.errorText`,
 * archive/archiveMessages.ts and mods/modReadMessages.ts).
 */
const F = String.raw`(.+?)`;
const FIX = String.raw`(?: Fix the file or re-download the (mod|plugin)\.)?`;
const fix = (what: string | undefined): string =>
  what === undefined ? '' : `请修复该文件，或重新下载该${what === 'plugin' ? '插件' : '模组'}。`;

const SENTENCES: Sentence[] = [
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
