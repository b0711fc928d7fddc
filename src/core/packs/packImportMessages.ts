import { defineMessages, msg } from '../locale/messageCatalog';

/**
 * Why a modpack archive was refused on import (ArchiveSafetyError from modpackImporter.ts and packwizImport.ts), in
 * English and Simplified Chinese. Labels, paths, keys and the values read from the index are facts, rendered
 * verbatim; `detail` is the JSON parser's own text, quoted as given. The English texts are the errors' `message` and
 * stay as they were. `refused` wraps one finding about an index file (`what`, one of the `what*` messages).
 */
export const PackImportMessages = defineMessages('packImport', {
  targetExists: msg({
    example: { target: '/packs/instances/My Pack' },
    en: (p) =>
      `${p.target} already exists; an import only creates a new instance folder. Choose a folder name that does not exist.`,
    zh: (p) => `${p.target} 已存在；导入只会创建新的实例文件夹。请选择一个不存在的文件夹名。`,
  }),
  targetUnderFile: msg({
    example: { file: '/packs/instances', name: 'My Pack' },
    en: (p) => `${p.file} is a file, not a folder; choose a place for ${p.name} inside an existing or new folder.`,
    zh: (p) => `${p.file} 是文件而不是文件夹；请在已有或新建的文件夹中为 ${p.name} 选择位置。`,
  }),
  notAPack: msg({
    example: { label: 'pack.zip' },
    en: (p) =>
      `${p.label} is not a Modrinth or CurseForge modpack: it has no modrinth.index.json or manifest.json at the top ` +
      '(or inside a single top-level folder).',
    zh: (p) =>
      `${p.label} 不是 Modrinth 或 CurseForge 整合包：它的顶层（或唯一的顶层文件夹中）没有 modrinth.index.json 或 manifest.json。`,
  }),
  notMrpack: msg({
    example: { label: 'pack.zip' },
    en: (p) =>
      `${p.label} is not a .mrpack (no modrinth.index.json). Only .mrpack files can be imported as packwiz projects; ` +
      'a CurseForge zip has no hashes a metafile could carry.',
    zh: (p) =>
      `${p.label} 不是 .mrpack（没有 modrinth.index.json）。只有 .mrpack 文件可以导入为 packwiz 项目；CurseForge zip 没有可供元文件使用的哈希。`,
  }),
  tooDeep: msg({
    example: { note: 'modrinth.index.json is nested more than 64 levels deep.' },
    en: (p) => `${p.note} The pack was refused.`,
    zh: (p) => `${p.note}已拒绝该整合包。`,
  }),
  notJson: msg({
    example: { label: 'modrinth.index.json', detail: 'Unexpected token } in JSON at position 12' },
    en: (p) => `${p.label} is not valid JSON (${p.detail}); the pack was refused.`,
    zh: (p) => `${p.label} 不是有效的 JSON（${p.detail}）；已拒绝该整合包。`,
  }),
  refused: msg({
    example: { label: 'modrinth.index.json', what: "'files' is not a list" },
    en: (p) => `${p.label}: ${p.what}; the pack was refused.`,
    zh: (p) => `${p.label}：${p.what}；已拒绝该整合包。`,
  }),
  whatNotObject: msg({
    example: {},
    en: () => 'the top level is not an object',
    zh: () => '顶层不是对象',
  }),
  whatFormatVersion: msg({
    example: { value: '2' },
    en: (p) => `formatVersion ${p.value} is not supported (only 1)`,
    zh: (p) => `不支持 formatVersion ${p.value}（只支持 1）`,
  }),
  whatGame: msg({
    example: { value: '"terraria"' },
    en: (p) => `game ${p.value} is not supported (only "minecraft")`,
    zh: (p) => `不支持 game ${p.value}（只支持 "minecraft"）`,
  }),
  whatNoMinecraft: msg({
    example: { key: 'dependencies.minecraft' },
    en: (p) => `${p.key} is missing`,
    zh: (p) => `缺少 ${p.key}`,
  }),
  whatFilesNotList: msg({
    example: {},
    en: () => "'files' is not a list",
    zh: () => "'files' 不是列表",
  }),
  whatNoPath: msg({
    example: { index: 3 },
    en: (p) => `files[${p.index}] has no path`,
    zh: (p) => `files[${p.index}] 没有路径`,
  }),
  whatHashes: msg({
    example: { index: 3, path: 'mods/a.jar' },
    en: (p) => `files[${p.index}] (${p.path}) must carry both a sha1 and a sha512 hash`,
    zh: (p) => `files[${p.index}]（${p.path}）必须同时带有 sha1 和 sha512 哈希`,
  }),
  whatFileSize: msg({
    example: { index: 3, path: 'mods/a.jar' },
    en: (p) => `files[${p.index}] (${p.path}) has no valid fileSize`,
    zh: (p) => `files[${p.index}]（${p.path}）没有有效的 fileSize`,
  }),
  whatFileTooLarge: msg({
    example: { index: 3, path: 'mods/a.jar', size: 5000000000 },
    en: (p) => `files[${p.index}] (${p.path}) declares ${p.size} bytes, above the per-file limit`,
    zh: (p) => `files[${p.index}]（${p.path}）声明了 ${p.size} 字节，超过单个文件的上限`,
  }),
  whatTotalTooLarge: msg({
    example: {},
    en: () => 'the listed downloads add up to more than the size limit',
    zh: () => '列出的下载合计超过了大小上限',
  }),
  whatListedTwice: msg({
    example: { index: 3, path: 'mods/a.jar' },
    en: (p) => `files[${p.index}] (${p.path}) is listed twice`,
    zh: (p) => `files[${p.index}]（${p.path}）被列出了两次`,
  }),
  whatManifestType: msg({
    example: { value: '"other"' },
    en: (p) => `manifestType ${p.value} is not "minecraftModpack"`,
    zh: (p) => `manifestType ${p.value} 不是 "minecraftModpack"`,
  }),
  whatMetafileAndOverride: msg({
    example: { path: 'mods/a.pw.toml' },
    en: (p) => `${p.path} is both a metafile name and an override file`,
    zh: (p) => `${p.path} 既是元文件名又是 overrides 中的文件`,
  }),
  overridesClash: msg({
    example: { label: 'pack.zip', path: 'config/a' },
    en: (p) => `${p.label}: '${p.path}' is a file in one overrides folder and a folder in another.`,
    zh: (p) => `${p.label}：'${p.path}' 在一个 overrides 文件夹中是文件，在另一个中是文件夹。`,
  }),
  overridesFileFolder: msg({
    example: { label: 'pack.zip', path: 'config/a' },
    en: (p) => `${p.label}: '${p.path}' is both a file and a folder across overrides folders.`,
    zh: (p) => `${p.label}：'${p.path}' 在各 overrides 文件夹之间既是文件又是文件夹。`,
  }),
  packFileFolder: msg({
    example: { label: 'modrinth.index.json', path: 'mods/a' },
    en: (p) => `${p.label}: '${p.path}' is both a file and a folder in this pack; it was refused.`,
    zh: (p) => `${p.label}：'${p.path}' 在这个整合包中既是文件又是文件夹；已拒绝。`,
  }),
  extractFailed: msg({
    example: { label: 'pack.zip', name: 'overrides/a.txt', detail: 'ENOSPC: no space left on device' },
    en: (p) => `${p.label}: '${p.name}' could not be extracted (${p.detail}); the import stopped and nothing was kept.`,
    zh: (p) => `${p.label}：'${p.name}' 无法解压（${p.detail}）；导入已停止，没有保留任何内容。`,
  }),
});
