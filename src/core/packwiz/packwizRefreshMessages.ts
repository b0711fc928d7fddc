import { defineMessages, msg } from '../locale/messageCatalog';

/**
 * Why a packwiz refresh stopped (packwizRefresh.ts), by id. The English rendering is the error's `message` (what the
 * model and `--json` read); the CLI and toasts render it in the person's language. `detail` is another module's or
 * the system's own text, quoted as given.
 */
export const RefreshM = defineMessages('packwizRefresh', {
  packUnreadable: msg({
    example: {},
    en: () => 'pack.toml could not be read; fix it before refreshing.',
    zh: () => '无法读取 pack.toml；请先修复它再刷新。',
  }),
  indexUnusable: msg({
    example: {},
    en: () => "pack.toml's [index] file cannot be used.",
    zh: () => 'pack.toml 的 [index] 文件无法使用。',
  }),
  notRefreshed: msg({
    example: { detail: 'index.toml is outside the pack.' },
    en: (p) => `${p.detail} Nothing was refreshed.`,
    zh: (p) => `${p.detail} 未刷新任何内容。`,
  }),
  cannotHash: msg({
    example: { file: 'mods/sodium.pw.toml', detail: 'EACCES: permission denied' },
    en: (p) => `${p.file} cannot be hashed (${p.detail}); nothing was refreshed.`,
    zh: (p) => `无法计算 ${p.file} 的哈希（${p.detail}）；未刷新任何内容。`,
  }),
  indexUnreadable: msg({
    example: { file: 'index.toml', detail: 'EACCES: permission denied' },
    en: (p) => `${p.file} cannot be read (${p.detail}); nothing was refreshed.`,
    zh: (p) => `无法读取 ${p.file}（${p.detail}）；未刷新任何内容。`,
  }),
  tooManyFiles: msg({
    example: { max: '100,000' },
    en: (p) =>
      `the pack holds more than ${p.max} files and folders; list the ones that are not part of it in .packwizignore.`,
    zh: (p) => `整合包中的文件和文件夹超过 ${p.max} 个；请在 .packwizignore 中列出不属于整合包的那些。`,
  }),
});
