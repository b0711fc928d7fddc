/**
 * Message templates for the conflict checker, in English and Simplified Chinese. Every message says what
 * is wrong and what to do; the English ones echo Fabric Loader's wording ("requires version X of Y, but
 * only Z is present") so users recognise them. Mod labels arrive preformatted (`Sodium (sodium) 0.5.8`).
 */

import type { Locale } from '../locale/locale';
import { renderMessage, type Message } from '../locale/messageCatalog';
import { rangeWords } from './rangeWords';
import { renderReaderTexts, type ReaderText } from '../mods/readerTexts';

export type ProblemLocale = Locale;

/** A loader or platform as shown to people. */
export type LoaderLabel = 'fabric' | 'quilt' | 'forge' | 'neoforge' | 'liteloader' | 'bukkit' | 'unknown';

export interface ProblemMessages {
  /** `Name (id) version`, or `Name (id)` when the version is unknown. */
  modLabel(name: string, id: string, version: string | null): string;
  loaderName(loader: LoaderLabel): string;
  /** A dependency range for prose: `any version`, `version >=0.15`, `version 1.19.x or 1.20.x`. */
  rangeText(ranges: string[] | null): string;

  duplicateMod(p: {
    mod: string;
    remove: string;
    removeVersion: string;
    keep: string;
    keepVersion: string;
    sameVersion: boolean;
  }): string;
  duplicateNested(p: {
    mod: string;
    standalone: string;
    standaloneVersion: string;
    outer: string;
    nestedVersion: string;
    standaloneNewer: boolean;
  }): string;
  wrongLoader(p: { file: string; mod: string; modLoaders: string; instanceLoader: string }): string;
  mixedLoaders(p: {
    file: string;
    mod: string;
    modLoaders: string;
    majorityLoader: string;
    majorityCount: number;
  }): string;
  /**
   * Why a jar could not be read (`ModFile.errorText`), as the `error` of corruptJar: English in full (as `ModFile.error`),
   * Chinese without the re-download step, which corruptJar says itself.
   */
  readerError(text: Message): string;
  /** What the metadata readers said (mods/readerTexts.ts), in this locale, one sentence after another. */
  readerTexts(texts: readonly ReaderText[]): string;
  corruptJar(p: { file: string; error: string }): string;
  extractedJar(p: { file: string }): string;
  noMetadata(p: { file: string }): string;
  invalidMetadata(p: { file: string; detail: string }): string;
  missingDependency(p: { mod: string; modName: string; dependency: string; range: string }): string;
  dependencyVersion(p: {
    mod: string;
    modName: string;
    dependency: string;
    dependencyName: string;
    range: string;
    present: string;
  }): string;
  wrongMinecraft(p: { mod: string; modName: string; range: string; minecraft: string }): string;
  breaks(p: { mod: string; other: string; range: string }): string;
  conflicts(p: { mod: string; other: string; range: string }): string;
  /** Many `breaks`/`conflicts` pairs over one id, as one problem (incompatibilityGroups.ts). */
  groupedIncompatibility(p: {
    kind: 'breaks' | 'conflicts';
    id: string;
    range: string;
    pairs: number;
    declaring: number;
    declaringSample: string;
    providing: number;
    providingSample: string;
  }): string;
  recommendedMissing(p: { mod: string; dependency: string; range: string }): string;
  clientOnlyOnServer(p: { mod: string; file: string }): string;
  wrongJava(p: {
    mod: string;
    modName: string;
    range: string;
    java: number;
    minecraft: string | null;
    inferred: boolean;
  }): string;
  jpmsModuleName(p: { file: string; reason: 'empty' | 'version' }): string;
  /** A problem reading the instance's own files (the launcher-written warning, in English, as detail). */
  instanceWarning(p: { warning: string }): string;
  /** A mods folder with more files than a scan reads (`MAX_SCANNED_FILES`): the rest were counted, not checked. */
  folderCut(p: { folder: string; total: number; read: number }): string;
}

const LOADERS_EN: Record<LoaderLabel, string> = {
  fabric: 'Fabric',
  quilt: 'Quilt',
  forge: 'Forge',
  neoforge: 'NeoForge',
  liteloader: 'LiteLoader',
  bukkit: 'Bukkit/Paper (a server plugin, which belongs in plugins/)',
  unknown: 'unknown loader',
};

const LOADERS_ZH: Record<LoaderLabel, string> = {
  fabric: 'Fabric',
  quilt: 'Quilt',
  forge: 'Forge',
  neoforge: 'NeoForge',
  liteloader: 'LiteLoader',
  bukkit: 'Bukkit/Paper（服务器插件，应放在 plugins/ 中）',
  unknown: '未知加载器',
};

/** Names, ids and versions from jars are echoed at most this long (a 100,000-character id is not a message). */
export const MAX_ECHO = 120;

/** `text` cut to {@link MAX_ECHO} characters with an ellipsis. */
export function capEcho(text: string): string {
  return text.length <= MAX_ECHO ? text : `${text.slice(0, MAX_ECHO - 1)}…`;
}

/** A reader's error without its own "download it again" advice, which the message adds once. */
function withoutAdvice(error: string): string {
  const kept = error
    .split(/(?<=[.!?])\s+/)
    .filter((sentence) => !/\b(re-?download|download (it|them) again|download the real jar)\b/i.test(sentence))
    .join(' ')
    .trim();
  return kept === '' ? error : kept;
}

const en: ProblemMessages = {
  readerError: (text) => renderMessage(text),
  readerTexts: (texts) => renderReaderTexts(texts, 'en'),
  modLabel: (name, id, version) =>
    `${name && name !== id ? `${capEcho(name)} (${capEcho(id)})` : capEcho(id)}${version ? ` ${capEcho(version)}` : ''}`,
  loaderName: (loader) => LOADERS_EN[loader],
  rangeText: (ranges) =>
    ranges === null || ranges.length === 0
      ? 'any version'
      : `version ${ranges.map((r) => rangeWords(r, 'en')).join(' or ')}`,

  duplicateMod: (p) =>
    `Duplicate mod: ${p.mod} is installed twice, as ${p.remove} (${p.removeVersion}) and ${p.keep} (${p.keepVersion}). ` +
    (p.sameVersion ? `Remove one copy, for example ${p.remove}.` : `Remove the older copy, ${p.remove}.`),
  duplicateNested: (p) =>
    `${p.mod} is installed as ${p.standalone} (${p.standaloneVersion}) and is also bundled inside ${p.outer} (${p.nestedVersion}); the loader keeps only one copy. ` +
    (p.standaloneNewer
      ? `The newer separate jar should win; if that mod misbehaves, update ${p.outer} or remove ${p.standalone}.`
      : `Remove ${p.standalone}, which is not newer than the bundled copy.`),
  wrongLoader: (p) =>
    `${p.file} holds ${p.mod}, built for ${p.modLoaders}, but this instance runs ${p.instanceLoader}. Remove it and install the ${p.instanceLoader} build of the mod, if there is one.`,
  mixedLoaders: (p) =>
    `${p.file} holds ${p.mod}, built for ${p.modLoaders}, while most mods here (${p.majorityCount}) are built for ${p.majorityLoader}. Nova could not tell this instance's loader; if it runs ${p.majorityLoader}, remove this jar or replace it with the ${p.majorityLoader} build.`,
  corruptJar: (p) =>
    `${p.file} cannot be read as a mod: ${withoutAdvice(p.error)} Download it again from where you got it, or remove it.`,
  extractedJar: (p) =>
    `${p.file} is a folder inside mods/; loaders only load .jar files, so whatever it holds is ignored. Remove the folder from mods/ (if it is an unpacked mod, put the original .jar back instead).`,
  noMetadata: (p) =>
    `${p.file} has no mod metadata; it may be a library or an old coremod, which is fine. If it is meant to be a mod, check that you downloaded the right file.`,
  invalidMetadata: (p) =>
    `The metadata of ${p.file} has problems: ${p.detail} The mod may still load; if it misbehaves, download a fresh copy or report it to its author.`,
  missingDependency: (p) =>
    `${p.mod} requires ${p.range} of ${p.dependency}, which is missing. Install ${p.dependency} or remove ${p.modName}.`,
  dependencyVersion: (p) =>
    `${p.mod} requires ${p.range} of ${p.dependency}, but only ${p.present} is present. Update ${p.dependencyName} to a matching version, or use a version of ${p.modName} that accepts ${p.present}.`,
  wrongMinecraft: (p) =>
    `${p.mod} requires ${p.range} of Minecraft, but this instance is Minecraft ${p.minecraft}. Download the build of ${p.modName} made for Minecraft ${p.minecraft}, or remove it.`,
  breaks: (p) => `${p.mod} is incompatible with ${p.other} (it breaks ${p.range}). Remove one of the two mods.`,
  conflicts: (p) =>
    `${p.mod} is known to conflict with ${p.other} (it declares ${p.range} as conflicting); they may misbehave together. Consider removing one of them.`,
  groupedIncompatibility: (p) =>
    `${p.declaring} mods declare they ${p.kind === 'breaks' ? 'break' : 'conflict with'} ${p.range} of ${p.id} (${p.declaringSample}), ` +
    `and ${p.providing} installed mods provide it (${p.providingSample}): ${p.pairs} incompatible pairs in all. ` +
    `Keep the mods on only one side; all files involved are listed with this problem.`,
  recommendedMissing: (p) =>
    `${p.mod} recommends ${p.range} of ${p.dependency}, which is not installed. Installing it is optional but gives the full experience.`,
  clientOnlyOnServer: (p) =>
    `${p.mod} is a client-only mod, but this is a dedicated server instance. Remove ${p.file} from the server's mods/ (keep it on the clients).`,
  wrongJava: (p) =>
    `${p.mod} requires Java ${p.range}, but this instance uses Java ${p.java}${p.inferred && p.minecraft ? ` (the default for Minecraft ${p.minecraft})` : ''}. Switch the instance to a Java version in ${p.range}, or remove ${p.modName}.`,
  jpmsModuleName: (p) =>
    p.reason === 'empty'
      ? `${p.file}: the loader derives a Java module name from this file name, and it has no ASCII letters or digits, so the game crashes with "Invalid module name: '' is not a Java identifier". Rename the jar using ASCII letters (for example my-mod-1.0.jar).`
      : `${p.file}: the loader reads a version from the part after the last dash of this file name and cannot parse it, which stops the game at start-up. Rename the jar to a plain name such as my-mod-1.0.jar.`,
  instanceWarning: (p) => p.warning,
  folderCut: (p) =>
    `${p.folder} holds ${p.total.toLocaleString('en-US')} mod files; Nova read the first ${p.read.toLocaleString('en-US')} by name and did not check the other ${(p.total - p.read).toLocaleString('en-US')}. A real mods folder holds hundreds: check whether files were copied there by mistake.`,
};

const zhCn: ProblemMessages = {
  readerError: (text) => renderMessage({ id: text.id, params: { ...text.params, advice: false } }, 'zh-cn'),
  readerTexts: (texts) => renderReaderTexts(texts, 'zh-cn'),
  modLabel: (name, id, version) => en.modLabel(name, id, version),
  loaderName: (loader) => LOADERS_ZH[loader],
  // Templates put the range right after 的 (`需要 X 的${range}`): a range in words reads 的 0.15 或更新版本.
  rangeText: (ranges) => {
    if (ranges === null || ranges.length === 0) return '任意版本';
    const words = ranges.map((r) => rangeWords(r, 'zh-cn')).join(' 或 ');
    return /版本$/.test(words) ? ` ${words}` : `版本 ${words}`;
  },

  duplicateMod: (p) =>
    `重复的模组：${p.mod} 安装了两份，分别是 ${p.remove}（${p.removeVersion}）和 ${p.keep}（${p.keepVersion}）。` +
    (p.sameVersion ? `请移除其中一份，例如 ${p.remove}。` : `请移除较旧的 ${p.remove}。`),
  duplicateNested: (p) =>
    `${p.mod} 既作为 ${p.standalone}（${p.standaloneVersion}）单独安装，又内嵌在 ${p.outer}（${p.nestedVersion}）中；加载器只会保留一份。` +
    (p.standaloneNewer
      ? `通常会使用较新的单独 jar；如果该模组出现异常，请更新 ${p.outer} 或移除 ${p.standalone}。`
      : `请移除 ${p.standalone}，它并不比内嵌的版本新。`),
  wrongLoader: (p) =>
    `${p.file} 中的 ${p.mod} 是为 ${p.modLoaders} 制作的，但此实例使用 ${p.instanceLoader}。请移除它，并安装该模组的 ${p.instanceLoader} 版本（如果有）。`,
  mixedLoaders: (p) =>
    `${p.file} 中的 ${p.mod} 是为 ${p.modLoaders} 制作的，而此处大多数模组（${p.majorityCount} 个）是为 ${p.majorityLoader} 制作的。Nova 无法确定此实例的加载器；如果它使用 ${p.majorityLoader}，请移除此 jar 或换成 ${p.majorityLoader} 版本。`,
  corruptJar: (p) => `无法将 ${p.file} 作为模组读取：${withoutAdvice(p.error)} 请从原下载处重新下载，或将其移除。`,
  extractedJar: (p) =>
    `${p.file} 是 mods/ 中的一个文件夹；加载器只加载 .jar 文件，文件夹中的内容会被忽略。请将该文件夹移出 mods/（如果它是解压后的模组，请放回原来的 .jar）。`,
  noMetadata: (p) =>
    `${p.file} 没有模组元数据；它可能是前置库或旧式 coremod，这没有问题。如果它本应是一个模组，请确认下载的文件是否正确。`,
  invalidMetadata: (p) =>
    `${p.file} 的元数据有问题：${p.detail} 该模组可能仍能加载；如果表现异常，请重新下载或向作者反馈。`,
  missingDependency: (p) =>
    `${p.mod} 需要 ${p.dependency} 的${p.range}，但它缺失。请安装 ${p.dependency}，或移除 ${p.modName}。`,
  dependencyVersion: (p) =>
    `${p.mod} 需要 ${p.dependency} 的${p.range}，但当前只有 ${p.present}。请将 ${p.dependencyName} 更新到符合要求的版本，或使用兼容 ${p.present} 的 ${p.modName} 版本。`,
  wrongMinecraft: (p) =>
    `${p.mod} 需要 Minecraft 的${p.range}，但此实例是 Minecraft ${p.minecraft}。请下载 ${p.modName} 适用于 Minecraft ${p.minecraft} 的版本，或将其移除。`,
  breaks: (p) => `${p.mod} 与 ${p.other} 不兼容（声明不兼容 ${p.range}）。请移除其中一个模组。`,
  conflicts: (p) =>
    `${p.mod} 已知与 ${p.other} 冲突（声明冲突 ${p.range}），两者同时使用可能出现异常。建议移除其中一个。`,
  groupedIncompatibility: (p) =>
    `${p.declaring} 个模组声明${p.kind === 'breaks' ? '不兼容' : '冲突'} ${p.id} 的${p.range}（${p.declaringSample}），` +
    `而已安装的 ${p.providing} 个模组提供它（${p.providingSample}）：共 ${p.pairs} 对不兼容。` +
    `请只保留其中一方的模组；涉及的全部文件已随此问题列出。`,
  recommendedMissing: (p) =>
    `${p.mod} 推荐安装 ${p.dependency} 的${p.range}，但它未安装。安装与否均可，安装后功能更完整。`,
  clientOnlyOnServer: (p) =>
    `${p.mod} 是仅客户端模组，但这是一个专用服务器实例。请将 ${p.file} 从服务器的 mods/ 中移除（客户端保留即可）。`,
  wrongJava: (p) =>
    `${p.mod} 需要 Java ${p.range}，但此实例使用 Java ${p.java}${p.inferred && p.minecraft ? `（Minecraft ${p.minecraft} 的默认版本）` : ''}。请将实例的 Java 切换到 ${p.range} 范围内的版本，或移除 ${p.modName}。`,
  jpmsModuleName: (p) =>
    p.reason === 'empty'
      ? `${p.file}：加载器会根据文件名生成 Java 模块名，而此文件名不含 ASCII 字母或数字，游戏会因 "Invalid module name: '' is not a Java identifier" 崩溃。请用 ASCII 字母重命名该 jar（例如 my-mod-1.0.jar）。`
      : `${p.file}：加载器会把文件名最后一个短横线后的部分当作版本号，但无法解析，游戏会在启动时停止。请将 jar 重命名为类似 my-mod-1.0.jar 的普通名称。`,
  instanceWarning: (p) => `读取实例文件时出现问题，部分信息可能不准确（请检查或修复该文件）：${p.warning}`,
  folderCut: (p) =>
    `${p.folder} 中有 ${p.total} 个模组文件；Nova 只按文件名读取了前 ${p.read} 个，其余 ${p.total - p.read} 个没有检查。正常的 mods 文件夹只有几百个文件，请检查是否误复制了文件。`,
};

const CATALOGS: Record<ProblemLocale, ProblemMessages> = { en, 'zh-cn': zhCn };

/** The message catalog for a locale (English by default). */
export function problemMessages(locale: ProblemLocale = 'en'): ProblemMessages {
  return CATALOGS[locale];
}
