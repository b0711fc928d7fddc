import { defineMessages, enCount, msg } from '../locale/messageCatalog';

/** The headings and lines of a pack changelog (packDiff.ts `packDiffMarkdown`); file names are verbatim. */
export const PackDiffMessages = defineMessages('packDiff', {
  // What was not compared (packSnapshot.ts); folders, files, caps and error codes are facts.
  noteLinkedOut: msg({
    example: { folder: 'config' },
    en: (p) => `${p.folder}/ links outside the game folder, so its files were not compared.`,
    zh: (p) => `${p.folder}/ 链接到游戏文件夹之外，因此没有比较其中的文件。`,
  }),
  noteCapped: msg({
    example: { folder: 'config', cap: '20,000' },
    en: (p) =>
      `${p.folder}/ holds more config files than Nova compares (${p.cap} in all, or folders nested deeper than 64), so changes past them are not shown.`,
    zh: (p) =>
      `${p.folder}/ 中的配置文件超过 Nova 比较的数量（总计 ${p.cap} 个，或嵌套超过 64 层的文件夹），因此超出部分的变化不会显示。`,
  }),
  noteUnreadable: msg({
    example: { file: 'config/a.toml', code: 'EACCES' },
    en: (p) => `${p.file} could not be read (${p.code}), so it was not compared.`,
    zh: (p) => `${p.file} 无法读取（${p.code}），因此没有比较。`,
  }),
  noteOld: msg({
    example: { note: 'config/ links outside the game folder, so its files were not compared.' },
    en: (p) => `OLD: ${p.note}`,
    zh: (p) => `旧版：${p.note}`,
  }),
  noteNew: msg({
    example: { note: 'config/ links outside the game folder, so its files were not compared.' },
    en: (p) => `NEW: ${p.note}`,
    zh: (p) => `新版：${p.note}`,
  }),
  changelog: msg({ example: {}, en: () => 'Changelog', zh: () => '更新日志' }),
  added: msg({ example: {}, en: () => 'Added', zh: () => '新增' }),
  removed: msg({ example: {}, en: () => 'Removed', zh: () => '移除' }),
  updated: msg({ example: {}, en: () => 'Updated', zh: () => '更新' }),
  configFiles: msg({ example: {}, en: () => 'Config files', zh: () => '配置文件' }),
  fileAdded: msg({ example: { file: 'config/a.toml' }, en: (p) => `Added ${p.file}`, zh: (p) => `新增 ${p.file}` }),
  fileRemoved: msg({ example: { file: 'config/a.toml' }, en: (p) => `Removed ${p.file}`, zh: (p) => `移除 ${p.file}` }),
  fileChanged: msg({ example: { file: 'config/a.toml' }, en: (p) => `Changed ${p.file}`, zh: (p) => `修改 ${p.file}` }),
  vanished: msg({
    example: {},
    en: () => 'Ids the new version no longer has, still named by its scripts, data packs or configs',
    zh: () => '新版本已不再提供、但其脚本、数据包或配置仍在引用的 id',
  }),
  vanishedPlaces: msg({
    example: { id: '`create:cogwheel`', places: '`kubejs/server_scripts/a.js:3:12`', more: 0 },
    en: (p) => `${p.id} in ${p.places}${p.more > 0 ? ` and ${p.more} more` : ''}`,
    zh: (p) => `${p.id} 仍被引用：${p.places}${p.more > 0 ? `，另有 ${p.more} 处` : ''}`,
  }),
  vanishedMoreIds: msg({
    example: { count: 12 },
    en: (p) => `${enCount(p.count, 'more id')} (the JSON output lists every one)`,
    zh: (p) => `另有 ${p.count} 个 id（JSON 输出列出全部）`,
  }),
  noChanges: msg({ example: {}, en: () => 'No changes.', zh: () => '没有变更。' }),
  notCompared: msg({ example: {}, en: () => 'Not compared', zh: () => '未比较' }),
  noChangesCompared: msg({
    example: {},
    en: () => 'No changes in what was compared (see above).',
    zh: () => '已比较的部分没有变更（见上文）。',
  }),
  archiveNotPack: msg({
    example: { archive: 'old.mrpack' },
    en: (p) => `${p.archive} could not be read as a pack.`,
    zh: (p) => `无法把 ${p.archive} 读取为整合包。`,
  }),
});
