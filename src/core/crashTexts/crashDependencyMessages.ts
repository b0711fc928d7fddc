import { defineMessages, msg } from '../locale/messageCatalog';
import type { Locale } from '../locale/locale';
import {
  fabricWords,
  fmlWords,
  mavenWords,
  noWords,
  rangeWordsText,
  type RangeWords,
  type RangeWordsKind,
} from './rangeWordsFacts';

/**
 * The dependency texts of the loader rules (crashRulesFabric.ts, crashRulesForge.ts): a mod requires, recommends or
 * breaks another mod, Java, Minecraft or the loader, and what to do about it; and the lines Fabric Loader prints
 * itself (its proposed fix, its warnings), read into their facts when the rule reads the log. Mod labels, ids,
 * versions and raw ranges are parameters and stay verbatim; a range's words are structured facts (rangeWordsFacts.ts)
 * rendered in each locale.
 */

/** A dependency's range as Fabric shows it: `any version`, `version 1.0`, or `>=1.0 (version 1.0 or later)`. */
function note(p: RangeWords & { compact: string }, locale: Locale): string | null {
  const w = rangeWordsText(p, locale);
  if (w === null || !p.compact) return w;
  return locale === 'zh-cn' ? `${p.compact}（${w}）` : `${p.compact} (${w})`;
}

/** ` words`, or nothing when the range is not shown. */
function spaced(p: RangeWords, locale: Locale): string {
  const w = rangeWordsText(p, locale);
  return w === null ? '' : ` ${w}`;
}

function spacedNote(p: RangeWords & { compact: string }, locale: Locale): string {
  const w = note(p, locale);
  return w === null ? '' : ` ${w}`;
}

/** The range as the log wrote it: verbatim, or FML's own words (`28.2.0 or above`) read into `rawKind`. */
function raw(p: { range: string; rawKind: string; rawLow: string; rawHigh: string }, locale: Locale): string {
  if (!p.rawKind) return p.range;
  const words = { ...noWords(), wordsKind: p.rawKind as RangeWordsKind, wordsLow: p.rawLow, wordsHigh: p.rawHigh };
  return rangeWordsText(words, locale) ?? '';
}

const EN_STATE: Record<string, string> = {
  absent: ', which is missing',
  notInstalled: ', which is not installed',
  missingOrWrong: ', which is missing or the wrong version',
  missingOrWrongMany: ', which are missing or the wrong version',
  sideDisabled: ', which is disabled for this environment (client-only or server-only)',
};
const ZH_STATE: Record<string, string> = {
  absent: '，但它未安装',
  notInstalled: '，但它未安装',
  missingOrWrong: '，但它缺失或版本不符',
  missingOrWrongMany: '，但它们缺失或版本不符',
  sideDisabled: '，但它在此端被禁用（仅客户端或仅服务端）',
};

const SOLUTION_STEP = { action: 'install', mod: 'cloth-config', modWord: false, dot: true, list: false, text: '' };
const WARNING_LINE = {
  form: 'relation',
  mod: "'Mod A' (mod-a) 1.0.0",
  recommends: false,
  dep: "'Mod B' (mod-b)",
  wrongPresent: false,
};

export const CrashDependencyMessages = defineMessages('crashDependency', {
  // Titles.
  missingTitle: msg({
    example: { dep: 'cloth-config >=11.0.0', mod: 'Alpha Mod', ...noWords() },
    en: (p) => `Missing ${p.dep}${spaced(p, 'en')} (needed by ${p.mod})`,
    zh: (p) => `缺少 ${p.dep}${spaced(p, 'zh-cn')}（${p.mod} 需要）`,
  }),
  needsTitle: msg({
    example: { mod: 'subtle_effects', dep: 'Forge', ...mavenWords('[47.4.14,)'), installed: '47.4.10' },
    en: (p) =>
      `${p.mod ? `${p.mod} needs` : 'A mod needs'} ${p.dep}${spaced(p, 'en')}${p.installed ? ` (installed: ${p.installed})` : ''}`,
    zh: (p) =>
      `${p.mod ? `${p.mod} 需要` : '有模组需要'} ${p.dep}${spaced(p, 'zh-cn')}${p.installed ? `（已安装：${p.installed}）` : ''}`,
  }),
  manyNeedTitle: msg({
    example: {
      mods: 'alpha, beta',
      more: '',
      total: '2',
      dep: 'NeoForge',
      ...mavenWords('[21.1.164,)'),
      installed: '21.1.148',
    },
    en: (p) =>
      `${p.mods}${p.more ? ` and ${p.more} more mods` : ''} need ${p.dep}${spaced(p, 'en')}${p.installed ? ` (installed: ${p.installed})` : ''}`,
    zh: (p) =>
      `${p.mods}${p.more ? ` 等 ${p.total} 个模组` : ''} 需要 ${p.dep}${spaced(p, 'zh-cn')}${p.installed ? `（已安装：${p.installed}）` : ''}`,
  }),
  needsMinecraftTitle: msg({
    example: { mod: 'Sodium', range: '1.20.1', minecraft: '1.20.4' },
    en: (p) => `${p.mod} needs Minecraft ${p.range}${p.minecraft ? ` (this is ${p.minecraft})` : ''}`,
    zh: (p) => `${p.mod} 需要 Minecraft ${p.range}${p.minecraft ? `（当前为 ${p.minecraft}）` : ''}`,
  }),
  relationTitle: msg({
    example: { a: 'Mod A', b: 'Mod B', conflict: true },
    en: (p) => `${p.a} ${p.conflict ? 'conflicts with' : 'is incompatible with'} ${p.b}`,
    zh: (p) => `${p.a} 与 ${p.b} ${p.conflict ? '冲突' : '不兼容'}`,
  }),
  needsOtherJavaTitle: msg({
    example: {},
    en: () => 'Needs a different Java',
    zh: () => '需要其他版本的 Java',
  }),

  // Details.
  requires: msg({
    example: {
      mod: "'Alpha Mod' (alpha)",
      version: '1.0.0',
      recommends: false,
      dep: "'cloth-config'",
      compact: '>=11.0.0',
      ...fabricWords('version 11.0.0 or later'),
      state: 'absent',
      installed: '',
    },
    en: (p) =>
      `Mod ${p.mod}${p.version ? ` ${p.version}` : ''} ${p.recommends ? 'recommends' : 'requires'} ${p.dep}${spacedNote(p, 'en')}${
        p.state === 'installedNamed'
          ? p.installed
            ? `, but ${p.installed} is installed`
            : ''
          : p.state === 'installedVersion'
            ? `, but version ${p.installed} is installed`
            : (EN_STATE[p.state] ?? '')
      }.`,
    zh: (p) =>
      `模组 ${p.mod}${p.version ? ` ${p.version}` : ''} ${p.recommends ? '推荐' : '需要'} ${p.dep}${spacedNote(p, 'zh-cn')}${
        p.state === 'installedNamed' || p.state === 'installedVersion'
          ? p.installed
            ? `，但已安装的是 ${p.installed}`
            : ''
          : (ZH_STATE[p.state] ?? '')
      }。`,
  }),
  relation: msg({
    example: {
      mod: "'Mod A' (mod-a)",
      version: '1.0.0',
      conflict: true,
      dep: "'Mod B' (mod-b)",
      compact: '',
      ...fabricWords('any version'),
      installed: '1.0.0',
      installedNamed: false,
      reason: '',
    },
    en: (p) =>
      `Mod ${p.mod}${p.version ? ` ${p.version}` : ''} is ${p.conflict ? 'in conflict' : 'incompatible'} with ${p.dep}${spacedNote(p, 'en')}${
        p.installed ? `, and ${p.installedNamed ? '' : 'version '}${p.installed} is installed` : ''
      }.${p.reason ? ` ${p.reason}` : ''}`,
    zh: (p) =>
      `模组 ${p.mod}${p.version ? ` ${p.version}` : ''} 与 ${p.dep}${spacedNote(p, 'zh-cn')}${p.conflict ? '冲突' : '不兼容'}${
        p.installed ? `，且已安装${p.installedNamed ? ' ' : '版本 '}${p.installed}` : ''
      }。${p.reason ? `模组的说明：${p.reason}` : ''}`,
  }),
  requiresJava: msg({
    example: { mod: "'Alpha' (alpha)", range: '>=17', ran: '1.8.0_51', java: '17' },
    en: (p) =>
      `Mod ${p.mod} requires Java ${p.range}${p.ran ? `, but the game ran on Java ${p.ran}` : ''}.${p.java ? ` It needs Java ${p.java}.` : ''}`,
    zh: (p) =>
      `模组 ${p.mod} 需要 Java ${p.range}${p.ran ? `，但游戏运行在 Java ${p.ran} 上` : ''}。${p.java ? `它需要 Java ${p.java}。` : ''}`,
  }),
  requiresMinecraft: msg({
    example: {
      mod: "'Iris' (iris)",
      version: '1.6.4',
      range: '>=1.20 <1.20.2',
      ...fabricWords('any version between 1.20 (inclusive) and 1.20.2 (exclusive)'),
      minecraft: '1.20.4',
    },
    en: (p) => {
      const w = rangeWordsText(p, 'en');
      return `Mod ${p.mod}${p.version ? ` ${p.version}` : ''} requires Minecraft ${p.range}${w === null ? '' : ` (${w})`}${p.minecraft ? `, but this is Minecraft ${p.minecraft}` : ''}: it is not compatible with this Minecraft version.`;
    },
    zh: (p) => {
      const w = rangeWordsText(p, 'zh-cn');
      return `模组 ${p.mod}${p.version ? ` ${p.version}` : ''} 需要 Minecraft ${p.range}${w === null ? '' : `（${w}）`}${p.minecraft ? `，但当前是 Minecraft ${p.minecraft}` : ''}：它与此 Minecraft 版本不兼容。`;
    },
  }),
  requiresLoader: msg({
    example: {
      mod: "'mininggadgets'",
      loader: 'Forge',
      range: '[47.1.70,)',
      ...mavenWords('[47.1.70,)'),
      rawKind: '',
      rawLow: '',
      rawHigh: '',
      installed: '47.1.44',
      verdict: 'tooOld',
    },
    en: (p) =>
      `Mod ${p.mod} requires ${p.loader}${spaced(p, 'en')} (${raw(p, 'en')})${p.installed ? `, but ${p.loader} ${p.installed} is installed` : ''}.${
        p.verdict ? ` The installed ${p.loader} is ${p.verdict === 'tooOld' ? 'too old' : 'outside that range'}.` : ''
      }`,
    zh: (p) =>
      `模组 ${p.mod} 需要 ${p.loader}${spaced(p, 'zh-cn')} (${raw(p, 'zh-cn')})${p.installed ? `，但已安装的是 ${p.loader} ${p.installed}` : ''}。${
        p.verdict ? `已安装的 ${p.loader} ${p.verdict === 'tooOld' ? '版本过旧' : '不在该范围内'}。` : ''
      }`,
  }),
  loaderInOwnWords: msg({
    example: {
      loader: 'Forge',
      version: '10.13.4.1558',
      installed: '',
      message: 'This mod requires at least Forge 10.13.4.1558, please update',
    },
    en: (p) =>
      `A mod requires ${p.loader} ${p.version} or newer${p.installed ? `, but ${p.loader} ${p.installed} is installed` : ''}: ${p.message}`,
    zh: (p) =>
      `有模组需要 ${p.loader} ${p.version} 或更新版本${p.installed ? `，但已安装的是 ${p.loader} ${p.installed}` : ''}：${p.message}`,
  }),
  languageProvider: msg({
    example: {
      file: 'ironchest-1.20.2-14.5.7.jar',
      provider: 'javafml',
      loader: 'Forge',
      ...fmlWords('48 or above'),
      found: '47',
    },
    en: (p) =>
      `${p.file ? `Mod file ${p.file}` : 'A mod'} needs language provider ${p.provider} ${rangeWordsText(p, 'en')} (${p.loader} ${rangeWordsText(p, 'en')})${p.found ? `, but ${p.found} is installed` : ''}.`,
    zh: (p) =>
      `${p.file ? `模组文件 ${p.file} ` : '有模组'}需要语言加载器 ${p.provider} ${rangeWordsText(p, 'zh-cn')}（${p.loader} ${rangeWordsText(p, 'zh-cn')}）${p.found ? `，但已安装的是 ${p.found}` : ''}。`,
  }),

  // Fabric Loader's own lines: its proposed fix and its warnings, each line read into its facts.
  loaderFix: msg({
    example: {},
    en: () => "The loader's proposed fix:",
    zh: () => '加载器给出的解决方案：',
  }),
  /** One step of the loader's fix; `list`: another step follows on the same line. */
  loaderStep: msg({
    example: { ...SOLUTION_STEP, ...fabricWords('version 11.0.0 or later') },
    en: (p) => {
      const w = rangeWordsText(p, 'en') ?? '';
      const dot = p.dot ? '.' : '';
      const mod = `${p.modWord ? 'mod ' : ''}${p.mod}`;
      const step =
        p.action === 'install'
          ? `Install ${p.mod}, ${w}${dot}`
          : p.action === 'replace'
            ? `Replace ${mod} with ${w}${dot}`
            : p.action === 'remove'
              ? `Remove ${mod}${dot}`
              : p.text;
      return `${step}${p.list ? ';' : ''}`;
    },
    zh: (p) => {
      const w = rangeWordsText(p, 'zh-cn') ?? '';
      const step =
        p.action === 'install'
          ? `安装 ${p.mod}（${w}）`
          : p.action === 'replace'
            ? `将 ${p.mod} 替换为 ${w}`
            : p.action === 'remove'
              ? `移除 ${p.mod}`
              : p.text;
      return `${step}${p.list ? '；' : ''}`;
    },
  }),
  loaderWarnings: msg({
    example: {},
    en: () => 'The loader reported warnings:',
    zh: () => '加载器报告了警告：',
  }),
  /** One line of the loader's warnings; a line of another form (or cut short) is quoted as it is (`text`). */
  loaderWarning: msg({
    example: {
      ...WARNING_LINE,
      ...fabricWords('any version'),
      present: '1.0.0',
      id: '',
      used: '',
      found: '',
      text: '',
    },
    en: (p) => {
      const w = rangeWordsText(p, 'en') ?? '';
      switch (p.form) {
        case 'relation':
          return `- Mod ${p.mod} ${p.recommends ? 'recommends' : 'conflicts with'} ${w} of mod ${p.dep}, ${p.wrongPresent ? `but only the wrong version is present: ${p.present}` : `which ${p.present ? `is present with the following versions: ${p.present}` : 'is missing'}`}!`;
        case 'mustInstall':
          return `- You must install ${w} of ${p.dep}.`;
        case 'shouldInstall':
          return `- You should install ${w} of ${p.dep} for the optimal experience.`;
        case 'mayCauseIssues':
          return `- While this won't prevent you from starting the game, the developer(s) of mod ${p.mod} have found that this combination may cause issues. You should remove one of the mods or check for updates that resolve the issue.`;
        case 'wontPrevent':
          return `- While this won't prevent you from starting the game, ${p.text}`;
        case 'conflictingVersions':
          return `- Conflicting versions found for ${p.id}: used ${p.used}, also found ${p.found}`;
        default:
          return p.text;
      }
    },
    zh: (p) => {
      const w = rangeWordsText(p, 'zh-cn') ?? '';
      const recommends = p.recommends;
      switch (p.form) {
        case 'relation':
          return `- 模组 ${p.mod} ${recommends ? '推荐安装' : '与'} ${p.dep} 的${w}${recommends ? '' : '冲突'}${p.wrongPresent ? `，但已安装的是不符的版本：${p.present}` : p.present ? `，已存在的版本：${p.present}` : '，但它未安装'}。`;
        case 'mustInstall':
          return `请安装 ${p.dep}（${w}）。`;
        case 'shouldInstall':
          return `建议安装 ${p.dep}（${w}）以获得最佳体验。`;
        case 'mayCauseIssues':
          return `这不会阻止游戏启动，但 ${p.mod} 的开发者发现这一组合可能导致问题。建议移除其中一个模组，或检查是否有解决此问题的更新。`;
        case 'wontPrevent':
          return `这不会阻止游戏启动（${p.text}）。`;
        case 'conflictingVersions':
          return `- 发现 ${p.id} 的多个版本：使用 ${p.used}，另有 ${p.found}`;
        default:
          return p.text;
      }
    },
  }),

  // Advice.
  removeOneOf: msg({
    example: { a: "'Mod A' (mod-a)", b: "'Mod B' (mod-b)" },
    en: (p) => `Remove one of ${p.a} and ${p.b}, or update them to versions that work together.`,
    zh: (p) => `移除 ${p.a} 和 ${p.b} 中的一个，或将它们更新到能一起使用的版本。`,
  }),
  updatePastIncompatible: msg({
    example: { a: "'Mod A' (mod-a)", b: "'Mod B' (mod-b)", bound: '1.0.0', inclusive: '' },
    en: (p) =>
      p.inclusive
        ? `Update ${p.b} to a version after ${p.bound} (${p.a} refuses ${p.bound} and older), or remove one of the two.`
        : `Update ${p.b} to ${p.bound} or newer (${p.a} refuses the versions before it), or remove one of the two.`,
    zh: (p) =>
      p.inclusive
        ? `将 ${p.b} 更新到 ${p.bound} 之后的版本（${p.a} 不接受 ${p.bound} 及更早的版本），或移除两者之一。`
        : `将 ${p.b} 更新到 ${p.bound} 或更新的版本（${p.a} 不接受更早的版本），或移除两者之一。`,
  }),
  removeEither: msg({
    example: { a: "'veil'", b: "'embeddium'" },
    en: (p) => `Remove ${p.a} or ${p.b}, or use versions that work together.`,
    zh: (p) => `移除 ${p.a} 或 ${p.b}，或使用能一起工作的版本。`,
  }),
  setJava: msg({
    example: { java: '17' },
    en: (p) => `Set the instance's Java to Java ${p.java} or newer.`,
    zh: (p) => `将实例的 Java 设置为 Java ${p.java} 或更新版本。`,
  }),
  changeJava: msg({
    example: {},
    en: () => "Change the instance's Java version.",
    zh: () => '更改实例的 Java 版本。',
  }),
  updateLoader: msg({
    example: { loader: 'Fabric Loader', range: '>=0.14.23', mod: "'Appli' (appli)", installed: '0.14.22' },
    en: (p) =>
      `Update ${p.loader} to ${p.range === '*' ? 'a newer version' : p.range} (run the ${p.loader} installer again or change the loader version in the launcher), or use a build of ${p.mod} made for ${p.loader} ${p.installed || 'the installed version'}.`,
    zh: (p) =>
      `将 ${p.loader} 更新到 ${p.range === '*' ? '更新的版本' : p.range}（重新运行 ${p.loader} 安装器，或在启动器中更改加载器版本），或使用 ${p.mod} 适配${p.installed ? ` ${p.loader} ${p.installed} ` : `已安装的 ${p.loader} `}的版本。`,
  }),
  installReplacing: msg({
    example: {
      dep: "'Sodium' (sodium)",
      range: '0.5.3',
      present: '0.4.10+build.27',
      mod: "'Indium' (indium)",
    },
    en: (p) =>
      `Install ${p.dep} ${p.range === '*' ? '' : `${p.range} `}(replace version ${p.present}), or use a build of ${p.mod} made for ${p.dep} ${p.present}.`,
    zh: (p) =>
      `安装 ${p.dep}${p.range === '*' ? '' : ` ${p.range}`}（替换版本 ${p.present}），或使用 ${p.mod} 适配 ${p.dep} ${p.present} 的版本。`,
  }),
  updateFabricApiForModule: msg({
    example: {
      module: "'Fabric Renderer API (v1)' (fabric-renderer-api-v1)",
      range: '>=3.1.0',
      present: '3.0.1',
      mod: "'Indium' (indium)",
    },
    en: (p) =>
      `${p.module} is a module of Fabric API: update Fabric API to the newest build for this Minecraft version (it has ${p.module} ${p.range}; now ${p.present}), and keep only one Fabric API file in mods/. Else use a build of ${p.mod} made for the installed Fabric API.`,
    zh: (p) =>
      `${p.module} 是 Fabric API 的一个模块：请把 Fabric API 更新到本 Minecraft 版本的最新版（其中包含 ${p.module} ${p.range}；当前为 ${p.present}），并且 mods/ 中只保留一个 Fabric API 文件。否则请使用适配已安装 Fabric API 的 ${p.mod} 版本。`,
  }),
  installOrRemove: msg({
    example: { dep: "'corpse'", ...fmlWords('1.1.2 or above'), mod: "'corpse_addon'" },
    en: (p) => `Install ${p.dep}${spaced(p, 'en')}, or remove ${p.mod}.`,
    zh: (p) => `安装 ${p.dep}${spaced(p, 'zh-cn')}，或移除 ${p.mod}。`,
  }),
  installInRange: msg({
    example: { dep: "'vampirism'", range: '[1.9.0,)', mod: "'werewolves'", actual: '' },
    en: (p) =>
      p.actual
        ? `Install ${p.dep} in the range ${p.range} (replace ${p.actual}), or use a build of ${p.mod} that fits ${p.actual}.`
        : `Install ${p.dep} in the range ${p.range}, or remove ${p.mod}.`,
    zh: (p) =>
      p.actual
        ? `安装 ${p.dep}（范围 ${p.range}，替换 ${p.actual}），或使用 ${p.mod} 适配 ${p.actual} 的版本。`
        : `安装 ${p.dep}（范围 ${p.range}），或移除 ${p.mod}。`,
  }),
  manyRequireLoader: msg({
    example: { loader: 'NeoForge', installed: '21.1.148', list: "'alpha' 21.1.164, 'beta' 21.1.151" },
    en: (p) =>
      `These mods each require a newer ${p.loader}${p.installed ? ` than the installed ${p.installed}` : ''} (the version each needs at least): ${p.list}. The installed ${p.loader} is too old for all of them.`,
    zh: (p) =>
      `这些模组都需要比${p.installed ? `已安装的 ${p.installed} ` : '已安装版本'}更新的 ${p.loader}（各自所需的最低版本）：${p.list}。已安装的 ${p.loader} 对它们来说都太旧。`,
  }),
  installLoader: msg({
    example: { loader: 'Forge', ...mavenWords('[47.1.70,)'), mod: "'mininggadgets'", installed: '47.1.44' },
    en: (p) =>
      `Install ${p.loader}${spaced(p, 'en')} for this Minecraft version (update the instance's ${p.loader}), or use a build of ${p.mod || 'the mod'} that works with ${p.loader} ${p.installed || 'the installed version'}.`,
    zh: (p) =>
      `为此 Minecraft 版本安装 ${p.loader}${spaced(p, 'zh-cn')}（更新实例的 ${p.loader}），或使用${p.mod ? ` ${p.mod} ` : '该模组'}适配${p.installed ? ` ${p.loader} ${p.installed} ` : `已安装的 ${p.loader} `}的版本。`,
  }),
  useMinecraftBuild: msg({
    example: { mod: "'create'", minecraft: '1.20.4' },
    en: (p) => `Use the build of ${p.mod} made for Minecraft ${p.minecraft || 'this version'}, or remove it.`,
    zh: (p) => `使用 ${p.mod} 适用于 Minecraft ${p.minecraft || '此版本'} 的版本，或将其移除。`,
  }),
  languageLibraryMissingTitle: msg({
    example: { library: 'Kotlin for Forge' },
    en: (p) => `A mod needs ${p.library}, which is missing or too old`,
    zh: (p) => `有模组需要 ${p.library}，但它未安装或版本过旧`,
  }),
  languageLibraryMissing: msg({
    example: {
      file: 'better-boat-movement-2.2.6-1.20.1+forge.jar',
      provider: 'klf',
      library: 'Kotlin for Forge',
      ...fmlWords('1 or above'),
      found: '',
    },
    en: (p) =>
      `${p.file ? `Mod file ${p.file}` : 'A mod'} is written for language provider ${p.provider} ${rangeWordsText(p, 'en')}, which ${p.library} provides (not Forge itself)${p.found ? `; ${p.found} was found` : ', and none was found'}.`,
    zh: (p) =>
      `${p.file ? `模组文件 ${p.file} ` : '有模组'}需要语言加载器 ${p.provider} ${rangeWordsText(p, 'zh-cn')}，它由 ${p.library} 提供（而非 Forge 本身）${p.found ? `；找到的是 ${p.found}` : '，但未找到'}。`,
  }),
  languageLibraryMissingAdvice: msg({
    example: {
      library: 'Kotlin for Forge',
      url: 'https://modrinth.com/mod/kotlin-for-forge',
      ...fmlWords('1 or above'),
    },
    en: (p) => `Install ${p.library} (${p.url}) ${rangeWordsText(p, 'en')} for this Minecraft version and loader.`,
    zh: (p) => `安装适用于此 Minecraft 版本和加载器的 ${p.library}（${p.url}）${rangeWordsText(p, 'zh-cn')}。`,
  }),
  languageProviderAdvice: msg({
    example: { file: 'ironchest-1.20.2-14.5.7.jar', loader: 'Forge', found: '47', ...fmlWords('48 or above') },
    en: (p) =>
      `Remove ${p.file || 'the mod'} or use its build for ${p.loader} ${p.found || 'your version'}; or install ${p.loader} ${rangeWordsText(p, 'en')}.`,
    zh: (p) =>
      `移除${p.file ? ` ${p.file}` : '该模组'}，或使用它适配 ${p.loader} ${p.found || '当前版本'} 的版本；或安装 ${p.loader} ${rangeWordsText(p, 'zh-cn')}。`,
  }),
  // A mod that requires the loader id its own loader always provides, reported missing: it was made for the other loader.
  otherLoaderModTitle: msg({
    example: { mod: "'quietbells'", wanted: 'Forge' },
    en: (p) => `${p.mod} is a ${p.wanted} mod, not one for this loader`,
    zh: (p) => `${p.mod} 是 ${p.wanted} 模组，不适用于当前加载器`,
  }),
  otherLoaderMod: msg({
    example: { mod: "'quietbells'", wanted: 'Forge', running: 'NeoForge' },
    en: (p) =>
      `Mod ${p.mod} requires '${p.wanted === 'Forge' ? 'forge' : 'neoforge'}', which is missing. ${p.wanted} always provides that id itself, so the game runs on another loader${p.running ? ` (${p.running})` : ''}, which does not load ${p.wanted} mods.`,
    zh: (p) =>
      `模组 ${p.mod} 需要 '${p.wanted === 'Forge' ? 'forge' : 'neoforge'}'，但它缺失。${p.wanted} 本身总会提供这个 ID，所以游戏运行在另一个加载器上${p.running ? `（${p.running}）` : ''}，它不加载 ${p.wanted} 模组。`,
  }),
  otherLoaderModAdvice: msg({
    example: { mod: "'quietbells'", wanted: 'Forge', running: 'NeoForge' },
    en: (p) =>
      `Install the build of ${p.mod} made for ${p.running || 'this loader'} (or remove it), or run the pack on ${p.wanted}.`,
    zh: (p) =>
      `安装 ${p.mod} 适用于${p.running ? ` ${p.running} ` : '当前加载器'}的版本（或将其移除），或改用 ${p.wanted} 运行整合包。`,
  }),
});
