import { defineMessages, msg, renderMessage, type Message } from '../locale/messageCatalog';
import type { Instance } from '../model/instance';

/**
 * Warnings about an instance's own launcher files, written by the layouts in this folder (`Instance.warningMessages`;
 * `Instance.warnings` is their English rendering). File names, keys, loaders and versions stay verbatim.
 */
export const InstanceMessages = defineMessages('instance', {
  outsideRoots: msg({
    example: {},
    en: () =>
      'The game folder of this instance lies outside the folders Nova serves (a custom game folder or a symbolic link points there), so none of its files are read. Move the game folder inside, or open the folder that holds it.',
    zh: () =>
      '该实例的游戏文件夹位于 Nova 所服务的文件夹之外（自定义游戏文件夹或符号链接指向那里），因此不会读取其中的任何文件。请把游戏文件夹移到里面，或打开包含它的文件夹。',
  }),
  unknownCurseforgeLoader: msg({
    example: { name: 'rift-1.0' },
    en: (p) => `minecraftinstance.json names an unknown mod loader "${p.name}"; the loader is unknown.`,
    zh: (p) => `minecraftinstance.json 指定了未知的模组加载器 "${p.name}"，加载器未知。`,
  }),
  packTomlNoVersions: msg({
    example: {},
    en: () => 'pack.toml has no [versions] table, so the Minecraft version and loader are unknown.',
    zh: () => 'pack.toml 没有 [versions] 表，因此 Minecraft 版本和加载器未知。',
  }),
  packTomlInvalid: msg({
    example: { line: 3, column: 5, reason: 'Invalid TOML document: unexpected character', at: true },
    en: (p) =>
      `pack.toml is not valid TOML${p.at ? ` at line ${p.line}, column ${p.column}` : ''} (${p.reason}); its name and [versions] were read line by line. ` +
      'Fix the file; packwiz refuses to load it as it is.',
    zh: (p) =>
      `pack.toml 不是有效的 TOML${p.at ? `（第 ${p.line} 行第 ${p.column} 列）` : ''}（${p.reason}），已逐行读取其名称和 [versions]。请修复该文件；packwiz 拒绝按原样加载它。`,
  }),
  packTomlSeveralLoaders: msg({
    example: { loaders: 'fabric, quilt', used: 'fabric' },
    en: (p) => `pack.toml names several loaders (${p.loaders}); ${p.used} is used, as packwiz does on export.`,
    zh: (p) => `pack.toml 指定了多个加载器（${p.loaders}），与 packwiz 导出时一样使用 ${p.used}。`,
  }),
  mmcPackMissing: msg({
    example: {},
    en: () =>
      'mmc-pack.json is missing, so the Minecraft version and loader are unknown. Open the instance once in the launcher to recreate it.',
    zh: () => 'mmc-pack.json 不存在，因此 Minecraft 版本和加载器未知。请在启动器中打开一次该实例以重新创建它。',
  }),
  mmcPackMissingOld: msg({
    example: {},
    en: () =>
      'mmc-pack.json is missing (an instance from MultiMC before 0.6); the versions were read from instance.cfg and patches/. Open it once in the launcher to upgrade it.',
    zh: () =>
      'mmc-pack.json 不存在（这是 MultiMC 0.6 之前的实例），版本信息取自 instance.cfg 和 patches/。请在启动器中打开一次以升级它。',
  }),
  mmcPackNoComponents: msg({
    example: {},
    en: () => 'mmc-pack.json has no "components" list, so the Minecraft version and loader are unknown.',
    zh: () => 'mmc-pack.json 没有 "components" 列表，因此 Minecraft 版本和加载器未知。',
  }),
  mmcPackSeveralLoaders: msg({
    example: { loaders: 'forge, fabric', used: 'forge' },
    en: (p) =>
      `mmc-pack.json lists more than one mod loader (${p.loaders}); they conflict, and ${p.used} is assumed. Remove the others in the launcher's Version page.`,
    zh: (p) =>
      `mmc-pack.json 列出了多个模组加载器（${p.loaders}），它们互相冲突，按 ${p.used} 处理。请在启动器的“版本”页面中移除其他加载器。`,
  }),
  parentNotInstalled: msg({
    example: { id: 'fabric-loader-0.15.7-1.20.1', parent: '1.20.1' },
    en: (p) =>
      `Version ${p.id} inherits from ${p.parent}, which is not installed in versions/; ` +
      'the launcher will download it or fail to start. The Minecraft version was taken from its name.',
    zh: (p) =>
      `版本 ${p.id} 继承自 ${p.parent}，但 versions/ 中没有安装它；启动器会下载它，否则将无法启动。Minecraft 版本取自其名称。`,
  }),
  inheritanceLoop: msg({
    example: { id: 'a', parent: 'b' },
    en: (p) => `Version ${p.id}: "inheritsFrom" loops back to ${p.parent}; the chain was cut there.`,
    zh: (p) => `版本 ${p.id}："inheritsFrom" 循环回到了 ${p.parent}，继承链在此截断。`,
  }),
  inheritanceTooDeep: msg({
    example: { id: 'a', levels: '8' },
    en: (p) => `Version ${p.id}: more than ${p.levels} levels of "inheritsFrom"; the rest was not read.`,
    zh: (p) => `版本 ${p.id}："inheritsFrom" 超过 ${p.levels} 层，其余部分没有读取。`,
  }),
  versionNotObject: msg({
    example: { file: 'versions/1.20.1/1.20.1.json' },
    en: (p) => `${p.file} is not a JSON object; the version's details are unknown.`,
    zh: (p) => `${p.file} 不是 JSON 对象，该版本的详细信息未知。`,
  }),
  hmclCustomFolderUnnamed: msg({
    example: { file: 'versions/1.20.1/hmclversion.cfg' },
    en: (p) => `${p.file} sets a custom game folder but names none; the shared folder is assumed.`,
    zh: (p) => `${p.file} 设置了自定义游戏文件夹，但没有指定路径，按共享文件夹处理。`,
  }),
  severalLibraryVersions: msg({
    example: { folder: 'libraries/net/minecraftforge/forge', versions: '1.20.1-47.2.0, 1.20.1-47.3.0' },
    en: (p) =>
      `${p.folder} holds several versions (${p.versions}); the installed one is unknown. ` +
      'Delete the old ones or check the start script.',
    zh: (p) => `${p.folder} 中有多个版本（${p.versions}），无法确定安装的是哪一个。请删除旧版本，或检查启动脚本。`,
  }),
  folderNotFound: msg({
    example: { folder: '/home/a/packs' },
    en: (p) => `Folder not found: ${p.folder}. Pass the folder that holds your instances.`,
    zh: (p) => `找不到文件夹：${p.folder}。请传入存放实例的文件夹。`,
  }),
  folderUnreadable: msg({
    example: { folder: '/home/a/packs', reason: 'EACCES' },
    en: (p) => `Folder cannot be read: ${p.folder} (${p.reason}). Pass the folder that holds your instances.`,
    zh: (p) => `无法读取文件夹：${p.folder}（${p.reason}）。请传入存放实例的文件夹。`,
  }),
  notAFolder: msg({
    example: { folder: '/home/a/packs/pack.zip' },
    en: (p) => `Not a folder: ${p.folder}. Pass the folder that holds your instances.`,
    zh: (p) => `不是文件夹：${p.folder}。请传入存放实例的文件夹。`,
  }),
});

/** An instance's warning fields from its messages: the English text (`--json`, the model) and the messages. */
export function warningFields(messages: readonly Message[]): Pick<Instance, 'warnings' | 'warningMessages'> {
  const warnings = messages.map((m) => renderMessage(m));
  return messages.length === 0 ? { warnings } : { warnings, warningMessages: [...messages] };
}

/**
 * An instance's warnings as messages, when it has them and they still agree with its English warnings (an instance
 * built or edited elsewhere keeps English only); null otherwise.
 */
export function instanceWarningMessages(instance: Pick<Instance, 'warnings' | 'warningMessages'>): Message[] | null {
  const messages = instance.warningMessages;
  if (messages === undefined) return instance.warnings.length === 0 ? [] : null;
  if (messages.length !== instance.warnings.length) return null;
  return messages.every((m, i) => renderMessage(m) === instance.warnings[i]) ? [...messages] : null;
}
