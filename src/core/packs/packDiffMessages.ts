import { defineMessages, msg } from '../locale/messageCatalog';

/** The headings and lines of a pack changelog (packDiff.ts `packDiffMarkdown`); file names are verbatim. */
export const PackDiffMessages = defineMessages('packDiff', {
  changelog: msg({ example: {}, en: () => 'Changelog', zh: () => '更新日志' }),
  added: msg({ example: {}, en: () => 'Added', zh: () => '新增' }),
  removed: msg({ example: {}, en: () => 'Removed', zh: () => '移除' }),
  updated: msg({ example: {}, en: () => 'Updated', zh: () => '更新' }),
  configFiles: msg({ example: {}, en: () => 'Config files', zh: () => '配置文件' }),
  fileAdded: msg({ example: { file: 'config/a.toml' }, en: (p) => `Added ${p.file}`, zh: (p) => `新增 ${p.file}` }),
  fileRemoved: msg({ example: { file: 'config/a.toml' }, en: (p) => `Removed ${p.file}`, zh: (p) => `移除 ${p.file}` }),
  fileChanged: msg({ example: { file: 'config/a.toml' }, en: (p) => `Changed ${p.file}`, zh: (p) => `修改 ${p.file}` }),
  noChanges: msg({ example: {}, en: () => 'No changes.', zh: () => '没有变更。' }),
  notCompared: msg({ example: {}, en: () => 'Not compared', zh: () => '未比较' }),
  noChangesCompared: msg({
    example: {},
    en: () => 'No changes in what was compared (see above).',
    zh: () => '已比较的部分没有变更（见上文）。',
  }),
});
