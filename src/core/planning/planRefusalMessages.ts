import { defineMessages, msg } from '../locale/messageCatalog';

/**
 * Why a planner refused a request (PlanError, the packwiz planner's refusals), by id. The English rendering is the
 * error's `message` (what the model, tests and `--json` read); toasts and the CLI render it in the person's language.
 * File names and paths are parameters and stay verbatim; `detail` is another module's own sentence, quoted as given.
 */
export const PlanRefusalMessages = defineMessages('planRefusal', {
  alreadyDisabled: msg({
    example: { file: 'sodium.jar.disabled' },
    en: (p) => `${p.file} is already disabled.`,
    zh: (p) => `${p.file} 已经是禁用状态。`,
  }),
  alreadyEnabled: msg({
    example: { file: 'sodium.jar' },
    en: (p) => `${p.file} is already enabled.`,
    zh: (p) => `${p.file} 已经是启用状态。`,
  }),
  noLongerExists: msg({
    example: { file: 'sodium.jar' },
    en: (p) => `${p.file} no longer exists.`,
    zh: (p) => `${p.file} 已不存在。`,
  }),
  targetExists: msg({
    example: { target: 'sodium.jar.disabled', file: 'sodium.jar' },
    en: (p) => `${p.target} already exists, so ${p.file} was not renamed.`,
    zh: (p) => `${p.target} 已存在，因此没有重命名 ${p.file}。`,
  }),
  noSuchModFile: msg({
    example: { file: 'sodium.jar', instance: 'pack' },
    en: (p) => `there is no file '${p.file}' in mods/ of instance '${p.instance}'.`,
    zh: (p) => `实例“${p.instance}”的 mods/ 中没有文件“${p.file}”。`,
  }),
  notDisabledName: msg({
    example: { file: 'sodium.jar', suffix: '.disabled' },
    en: (p) => `${p.file} is not disabled (its name does not end in ${p.suffix}).`,
    zh: (p) => `${p.file} 未被禁用（文件名不以 ${p.suffix} 结尾）。`,
  }),
  notPackwizPack: msg({
    example: { instance: 'My Pack' },
    en: (p) => `${p.instance} is not a packwiz pack.`,
    zh: (p) => `${p.instance} 不是 packwiz 整合包。`,
  }),
  packwizAlreadyInPack: msg({
    example: { file: 'mods/sodium.pw.toml' },
    en: (p) => `${p.file} already exists in the pack; update it instead of adding it again.`,
    zh: (p) => `${p.file} 已在整合包中；请更新它，而不是再次添加。`,
  }),
  packwizNotListed: msg({
    example: { metafile: 'mods/sodium.pw.toml' },
    en: (p) => `${p.metafile} is not a metafile listed in the pack's index.`,
    zh: (p) => `${p.metafile} 不是整合包索引中列出的元文件。`,
  }),
  packwizNotEnabled: msg({
    example: { metafile: 'mods/sodium.pw.toml' },
    en: (p) => `${p.metafile} is not an enabled metafile of the pack.`,
    zh: (p) => `${p.metafile} 不是整合包中已启用的元文件。`,
  }),
  packwizNotIgnored: msg({
    example: { metafile: 'mods/sodium.pw.toml' },
    en: (p) => `${p.metafile} is not a metafile disabled through .packwizignore.`,
    zh: (p) => `${p.metafile} 不是通过 .packwizignore 禁用的元文件。`,
  }),
  packwizIgnoredByPattern: msg({
    example: { file: 'mods/sodium.pw.toml' },
    en: (p) =>
      `.packwizignore excludes ${p.file} through a pattern, not its own line; edit .packwizignore to enable it.`,
    zh: (p) => `.packwizignore 通过通配模式（而不是单独一行）排除了 ${p.file}；请编辑 .packwizignore 来启用它。`,
  }),
  packwizNotRefreshed: msg({
    example: { detail: 'pack.toml is not valid TOML (line 3).' },
    en: (p) => `${p.detail} Nothing was refreshed.`,
    zh: (p) => `${p.detail} 未刷新任何内容。`,
  }),
  packTomlUnreadable: msg({
    example: {},
    en: () => 'pack.toml cannot be read.',
    zh: () => '无法读取 pack.toml。',
  }),
  packTomlNoIndex: msg({
    example: {},
    en: () => 'pack.toml names no index file. Nothing was refreshed.',
    zh: () => 'pack.toml 没有指定索引文件。未刷新任何内容。',
  }),
  packFilesUnreadable: msg({
    example: {},
    en: () => 'pack.toml or index.toml cannot be read.',
    zh: () => '无法读取 pack.toml 或 index.toml。',
  }),
  packFixFirst: msg({
    example: { detail: 'index.toml is not valid TOML (line 3).' },
    en: (p) => `${p.detail} Fix it before changing the pack.`,
    zh: (p) => `${p.detail} 请先修复它，再修改整合包。`,
  }),
  noEnabledFileToUpdate: msg({
    example: { file: 'sodium.jar', instance: 'pack' },
    en: (p) =>
      `there is no enabled file '${p.file}' in mods/ of '${p.instance}'. Call check_updates again. Nothing was queued.`,
    zh: (p) => `“${p.instance}”的 mods/ 中没有已启用的文件“${p.file}”。请重新检查更新。未加入任何更改。`,
  }),
  versionHasNoFiles: msg({
    example: { version: 'AABBCCDD' },
    en: (p) => `version ${p.version} has no files.`,
    zh: (p) => `版本 ${p.version} 没有文件。`,
  }),
  notFileOfProject: msg({
    example: { file: 'sodium.jar', project: 'Lithium', version: 'AABBCCDD' },
    en: (p) => `${p.file} is not a file of ${p.project}; version ${p.version} cannot update it. Nothing was queued.`,
    zh: (p) => `${p.file} 不是 ${p.project} 的文件；版本 ${p.version} 无法更新它。未加入任何更改。`,
  }),
  alreadyThatVersion: msg({
    example: { file: 'sodium.jar', project: 'Sodium', version: '0.5.8' },
    en: (p) => `${p.file} already is ${p.project} ${p.version}. Nothing was queued.`,
    zh: (p) => `${p.file} 已经是 ${p.project} ${p.version}。未加入任何更改。`,
  }),
  nothingQueued: msg({
    example: { detail: 'mods/sodium.pw.toml already exists in the pack.' },
    en: (p) => `${p.detail} Nothing was queued.`,
    zh: (p) => `${p.detail} 未加入任何更改。`,
  }),
});
