import { defineMessages, msg } from '../locale/messageCatalog';

/**
 * Titles of the model-free fixes (problemFixes.ts) as quick fixes and buttons show them. The mod that needs a missing
 * one is named by its display name when the rule read it ("Disable Beta, the mod that needs it"), else by its file.
 */
export const FixM = defineMessages('problemFix', {
  disableSelf: msg({
    example: { file: 'beta-2.0.jar' },
    en: (p) => `Disable ${p.file} (rename to .disabled)`,
    zh: (p) => `停用 ${p.file}（重命名为 .disabled）`,
  }),
  disableDependent: msg({
    example: { mod: 'Beta' },
    en: (p) => `Disable ${p.mod}, the mod that needs it`,
    zh: (p) => `停用 ${p.mod}（需要它的模组）`,
  }),
  disableDependentFile: msg({
    example: { file: 'beta-2.0.jar' },
    en: (p) => `Disable ${p.file}, the mod that needs it`,
    zh: (p) => `停用 ${p.file}（需要它的模组）`,
  }),
  findOnModrinth: msg({
    example: { query: 'gamma' },
    en: (p) => `Find ${p.query} on Modrinth`,
    zh: (p) => `在 Modrinth 上查找 ${p.query}`,
  }),
  openFile: msg({ example: { file: 'recipes.js' }, en: (p) => `Open ${p.file}`, zh: (p) => `打开 ${p.file}` }),
  revealFile: msg({
    example: { file: 'beta-2.0.jar' },
    en: (p) => `Reveal ${p.file} in File Explorer`,
    zh: (p) => `在文件资源管理器中显示 ${p.file}`,
  }),
  openSetting: msg({
    example: { setting: 'nova.network.enabled' },
    en: (p) => `Open Settings: ${p.setting}`,
    zh: (p) => `打开设置：${p.setting}`,
  }),
  checkUpdates: msg({ example: {}, en: () => 'Check for Updates', zh: () => '检查更新' }),
});
