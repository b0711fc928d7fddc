import { defineMessages, msg } from '../locale/messageCatalog';

/**
 * What the metadata readers (fabricMetadata.ts, quiltMetadata.ts, forgeMetadata.ts, legacyMetadata.ts,
 * archiveMetadata.ts) say about a jar's descriptors, by id: the errors that stop a file from being read
 * (`ModFile.metadataErrors`) and the warnings about what was read anyway (`ModMetadata.warningMessages`). File names,
 * keys, ids, values, patterns and sizes stay verbatim; `reason` of the TOML errors is the TOML parser's own words.
 */
const FIX = 'Fix the file or re-download the mod.';
const FIX_ZH = '请修复该文件，或重新下载该模组。';
const FIX_PLUGIN = 'Fix the file or re-download the plugin.';
const FIX_PLUGIN_ZH = '请修复该文件，或重新下载该插件。';
const REFUSED = ' (Fabric Loader refuses it)';
const REFUSED_ZH = '（Fabric Loader 会拒绝加载）';

export const ModMetadataMessages = defineMessages('modMetadata', {
  // Errors: the file was not read.
  notJsonObject: msg({
    example: { file: 'fabric.mod.json' },
    en: (p) => `${p.file} is not a JSON object. ${FIX}`,
    zh: (p) => `${p.file} 不是 JSON 对象。${FIX_ZH}`,
  }),
  notYamlMapping: msg({
    example: { file: 'plugin.yml' },
    en: (p) => `${p.file} is not a YAML mapping. ${FIX_PLUGIN}`,
    zh: (p) => `${p.file} 不是 YAML 映射。${FIX_PLUGIN_ZH}`,
  }),
  missingKey: msg({
    example: { file: 'fabric.mod.json', key: 'id', loader: 'Fabric' },
    en: (p) => `${p.file} has no "${p.key}", which ${p.loader} requires. ${FIX}`,
    zh: (p) => `${p.file} 缺少 "${p.key}"，而 ${p.loader} 需要它。${FIX_ZH}`,
  }),
  missingQuiltLoader: msg({
    example: { file: 'quilt.mod.json' },
    en: (p) => `${p.file} has no "quilt_loader" object, which Quilt requires. ${FIX}`,
    zh: (p) => `${p.file} 缺少 "quilt_loader" 对象，而 Quilt 需要它。${FIX_ZH}`,
  }),
  missingPluginName: msg({
    example: { file: 'plugin.yml' },
    en: (p) => `${p.file} has no "name", which the server requires. ${FIX_PLUGIN}`,
    zh: (p) => `${p.file} 缺少 "name"，而服务器需要它。${FIX_PLUGIN_ZH}`,
  }),
  tomlInvalid: msg({
    example: { file: 'META-INF/mods.toml', reason: 'expected end of table array declaration', line: 2, column: 7 },
    en: (p) => `${p.file} is not valid TOML: ${p.reason} at line ${p.line}, column ${p.column}. ${FIX}`,
    zh: (p) => `${p.file} 不是有效的 TOML（第 ${p.line} 行第 ${p.column} 列），解析器报告：${p.reason}。${FIX_ZH}`,
  }),
  tomlUnreadable: msg({
    example: { file: 'META-INF/mods.toml', reason: 'unexpected failure' },
    en: (p) => `${p.file} is not valid TOML: ${p.reason}. ${FIX}`,
    zh: (p) => `${p.file} 不是有效的 TOML，解析器报告：${p.reason}。${FIX_ZH}`,
  }),
  tomlTooDeep: msg({
    example: { file: 'META-INF/mods.toml', depth: '256' },
    en: (p) => `${p.file} is not valid TOML: nested deeper than ${p.depth} levels (corrupt or hostile). ${FIX}`,
    zh: (p) => `${p.file} 不是有效的 TOML：嵌套超过 ${p.depth} 层（已损坏或是恶意构造的）。${FIX_ZH}`,
  }),
  noModsEntry: msg({
    example: { file: 'META-INF/mods.toml' },
    en: (p) => `${p.file} has no [[mods]] entry, so the loader finds no mod in it. ${FIX}`,
    zh: (p) => `${p.file} 缺少 [[mods]] 条目，因此加载器在其中找不到模组。${FIX_ZH}`,
  }),
  noModIdEntry: msg({
    example: { file: 'META-INF/mods.toml' },
    en: (p) => `${p.file} has no [[mods]] entry with a modId. ${FIX}`,
    zh: (p) => `${p.file} 缺少带 modId 的 [[mods]] 条目。${FIX_ZH}`,
  }),
  mcmodNotList: msg({
    example: { file: 'mcmod.info' },
    en: (p) => `${p.file} is neither a list of mods nor {"modList": [...]}. ${FIX}`,
    zh: (p) => `${p.file} 既不是模组列表，也不是 {"modList": [...]}。${FIX_ZH}`,
  }),
  mcmodNoModid: msg({
    example: { file: 'mcmod.info' },
    en: (p) => `${p.file} lists no mod with a "modid". ${FIX}`,
    zh: (p) => `${p.file} 中没有带 "modid" 的模组。${FIX_ZH}`,
  }),
  tooLarge: msg({
    example: { file: 'fabric.mod.json', mib: 4 },
    en: (p) => `${p.file} is larger than ${p.mib} MiB, so it is not a real metadata file; Nova ignored it.`,
    zh: (p) => `${p.file} 大于 ${p.mib} MiB，不可能是真正的元数据文件，Nova 已忽略它。`,
  }),
  // Warnings: the file was read anyway.
  invalidId: msg({
    example: {
      file: 'fabric.mod.json',
      id: 'Bad ID',
      loader: 'Fabric',
      pattern: '[a-z][a-z0-9-_]{1,63}',
      refused: true,
    },
    en: (p) => `${p.file} id "${p.id}" is invalid: ${p.loader} ids must match ${p.pattern}${p.refused ? REFUSED : ''}.`,
    zh: (p) =>
      `${p.file} 的 id "${p.id}" 无效：${p.loader} 的 id 必须符合 ${p.pattern}${p.refused ? REFUSED_ZH : ''}。`,
  }),
  invalidModId: msg({
    example: { file: 'META-INF/mods.toml', id: 'Bad-Id', pattern: '[a-z][a-z0-9_]{1,63}' },
    en: (p) => `${p.file} modId "${p.id}" is invalid: mod ids must match ${p.pattern}.`,
    zh: (p) => `${p.file} 的 modId "${p.id}" 无效：模组 id 必须符合 ${p.pattern}。`,
  }),
  schemaVersion: msg({
    example: { value: '2' },
    en: (p) => `fabric.mod.json has schemaVersion ${p.value}; read as version 1.`,
    zh: (p) => `fabric.mod.json 的 schemaVersion 为 ${p.value}，已按版本 1 读取。`,
  }),
  notObjectIgnored: msg({
    example: { key: 'depends' },
    en: (p) => `fabric.mod.json "${p.key}" is not an object; ignored.`,
    zh: (p) => `fabric.mod.json 的 "${p.key}" 不是对象，已忽略。`,
  }),
  fabricEnvironment: msg({
    example: { value: '"everywhere"' },
    en: (p) => `fabric.mod.json environment ${p.value} is not "*", "client" or "server"${REFUSED}.`,
    zh: (p) => `fabric.mod.json 的 environment 值 ${p.value} 不是 "*"、"client" 或 "server" 之一${REFUSED_ZH}。`,
  }),
  fabricSide: msg({
    example: { value: '"sky"' },
    en: (p) => `fabric.mod.json side ${p.value} is not "universal", "client" or "server".`,
    zh: (p) => `fabric.mod.json 的 side 值 ${p.value} 不是 "universal"、"client" 或 "server" 之一。`,
  }),
  quiltEnvironment: msg({
    example: { value: '"sky"' },
    en: (p) => `quilt.mod.json minecraft.environment ${p.value} is not "*", "client" or "dedicated_server".`,
    zh: (p) => `quilt.mod.json 的 minecraft.environment 值 ${p.value} 不是 "*"、"client" 或 "dedicated_server" 之一。`,
  }),
  jarVersionUnknown: msg({
    example: { file: 'META-INF/mods.toml' },
    en: (p) =>
      `${p.file} version is \${file.jarVersion} but MANIFEST.MF has no Implementation-Version, so the version is unknown.`,
    zh: (p) => `${p.file} 的版本是 \${file.jarVersion}，但 MANIFEST.MF 中没有 Implementation-Version，因此版本未知。`,
  }),
});
