import { defineMessages, msg, type Message } from '../locale/messageCatalog';

/**
 * Why an export wrote nothing (ModpackExportError), in English and Simplified Chinese. Names, paths, sizes, limits
 * and another module's or the system's `detail` are facts, rendered verbatim; `problems` are messages of their own
 * (a packwiz file's problem). The English texts are the errors' `message` (what `--json`, logs and the model read)
 * and stay as they were.
 */
export const ExportRefusals = defineMessages('exportRefusal', {
  fileTooLarge: msg({
    example: { path: 'saves/world.zip', size: '5.2 GB', max: '4096.0 MB' },
    en: (p) =>
      `${p.path} is ${p.size}, larger than the ${p.max} a modpack importer accepts for one file, so the pack was not written. Leave it out with .packignore (or .packwizignore) and export again.`,
    zh: (p) =>
      `${p.path} 有 ${p.size}，超过整合包导入程序对单个文件接受的 ${p.max}，因此没有写出整合包。请用 .packignore（或 .packwizignore）排除它，再重新导出。`,
  }),
  totalTooLarge: msg({
    example: { name: 'My Pack', size: '17.0 GB', max: '16384.0 MB' },
    en: (p) =>
      `${p.name}: the files to embed add up to ${p.size}, more than the ${p.max} a modpack importer accepts, so the pack was not written. Leave large folders out with .packignore (or .packwizignore) and export again.`,
    zh: (p) =>
      `${p.name}：要内嵌的文件合计 ${p.size}，超过整合包导入程序接受的 ${p.max}，因此没有写出整合包。请用 .packignore（或 .packwizignore）排除大的文件夹，再重新导出。`,
  }),
  tooManyFiles: msg({
    example: { name: 'My Pack', max: '100,000' },
    en: (p) =>
      `${p.name}: the game folder holds more than ${p.max} files and folders outside the excluded ones; modpack importers refuse packs that large. List the folders that should not ship (caches, generated data) in .packignore.`,
    zh: (p) =>
      `${p.name}：游戏文件夹中排除项之外的文件和文件夹超过 ${p.max} 个；整合包导入程序会拒绝这么大的整合包。请在 .packignore 中列出不应发布的文件夹（缓存、生成的数据）。`,
  }),
  ignoreUnreadable: msg({
    example: { file: '.packignore', detail: 'EACCES: permission denied' },
    en: (p) =>
      `${p.file}: cannot be read (${p.detail}); its exclusions cannot be applied, so nothing was exported. Fix or remove the file.`,
    zh: (p) => `${p.file}：无法读取（${p.detail}）；无法应用其中的排除规则，因此未导出任何内容。请修复或删除该文件。`,
  }),
  fileUnreadable: msg({
    example: { path: 'config/a.toml', detail: 'EACCES: permission denied' },
    en: (p) => `${p.path} cannot be read (${p.detail}). Nothing was exported.`,
    zh: (p) => `${p.path} 无法读取（${p.detail}）。未导出任何内容。`,
  }),
  packwizUnreadable: msg({
    example: { problems: 'mods/a.pw.toml cannot be read (permission denied).', more: 2 },
    en: (p) => `${p.problems}${p.more > 0 ? ` … and ${p.more} more.` : ''} Nothing was exported.`,
    zh: (p) => `${p.problems}${p.more > 0 ? `……另有 ${p.more} 个。` : ''}未导出任何内容。`,
  }),
  // Two sentences in a row (the first few unreadable files); the example shows them as a Chinese rendering sees them.
  then: msg({
    example: { first: 'mods/a.pw.toml 无法读取。', second: 'mods/b.pw.toml 无法读取。' },
    en: (p) => `${p.first} ${p.second}`,
    zh: (p) => `${p.first}${p.second}`,
  }),
  nameLength: msg({
    example: { max: '512' },
    en: (p) => `The pack name must be 1 to ${p.max} characters long.`,
    zh: (p) => `整合包名称必须为 1 到 ${p.max} 个字符。`,
  }),
  versionLength: msg({
    example: { max: '512' },
    en: (p) => `The pack version must be 1 to ${p.max} characters long.`,
    zh: (p) => `整合包版本必须为 1 到 ${p.max} 个字符。`,
  }),
  minecraftUnknown: msg({
    example: { name: 'My Pack' },
    en: (p) =>
      `The Minecraft version of '${p.name}' is unknown, and a pack must name it. Open the instance once in its launcher ` +
      '(or add [versions] minecraft to pack.toml) and export again.',
    zh: (p) =>
      `'${p.name}' 的 Minecraft 版本未知，而整合包必须写明它。请在启动器中打开一次该实例（或在 pack.toml 中添加 [versions] minecraft），再重新导出。`,
  }),
  loaderUnknown: msg({
    example: { loader: 'fabric', name: 'My Pack' },
    en: (p) =>
      `The ${p.loader} version of '${p.name}' is unknown, and a pack must name it. Open the instance once in ` +
      'its launcher (or set it in pack.toml [versions]) and export again.',
    zh: (p) =>
      `'${p.name}' 的 ${p.loader} 版本未知，而整合包必须写明它。请在启动器中打开一次该实例（或在 pack.toml 的 [versions] 中设置），再重新导出。`,
  }),
  liteloaderCurseforge: msg({
    example: {},
    en: () => 'LiteLoader cannot be named in a CurseForge manifest; export as .mrpack or switch loader.',
    zh: () => 'CurseForge 清单中无法写明 LiteLoader；请导出为 .mrpack 或更换加载器。',
  }),
  liteloaderMrpack: msg({
    example: {},
    en: () => 'LiteLoader cannot be named in a .mrpack (the format knows Fabric, Quilt, Forge and NeoForge).',
    zh: () => '.mrpack 中无法写明 LiteLoader（该格式只认识 Fabric、Quilt、Forge 和 NeoForge）。',
  }),
});

/** Sentences one after another, as one message. */
export function sentences(messages: readonly Message[]): Message {
  return messages.slice(1).reduce((first, second) => ExportRefusals.then({ first, second }), messages[0]!);
}
