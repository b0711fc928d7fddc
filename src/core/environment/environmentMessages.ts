import type { EnvironmentCheck } from './environmentCheck';
import type { Locale } from '../locale/locale';
import { defineMessages, msg, renderMessages } from '../locale/messageCatalog';

/**
 * What `nova env` and check_environment say, by message id: the Java requirement and its reasons
 * (javaRequirement.ts) and each check (environmentChecker.ts). Facts (Java versions and paths, memory sizes,
 * environment variables) are parameters, rendered verbatim in both languages.
 */
export const EnvMessages = defineMessages('environment', {
  // The Java requirement and its reasons (javaRequirement.ts).
  versionJsonJava: msg({
    example: { java: 17 },
    en: (p) => `The version JSON asks for Java ${p.java} (javaVersion.majorVersion).`,
    zh: (p) => `版本 JSON 要求 Java ${p.java}（javaVersion.majorVersion）。`,
  }),
  minecraftNeedsJava: msg({
    example: { minecraft: '1.20.1', java: 17 },
    en: (p) => `Minecraft ${p.minecraft} needs Java ${p.java} or newer.`,
    zh: (p) => `Minecraft ${p.minecraft} 需要 Java ${p.java} 或更新版本。`,
  }),
  minecraftUnknown: msg({
    example: {},
    en: () => 'The Minecraft version is unknown; Java 8 is assumed.',
    zh: () => 'Minecraft 版本未知，按 Java 8 处理。',
  }),
  minecraftNotKnown: msg({
    example: { minecraft: '25w99z' },
    en: (p) => `Minecraft ${p.minecraft} is not a version Nova knows; Java 8 is assumed.`,
    zh: (p) => `Nova 不认识 Minecraft ${p.minecraft} 这个版本，按 Java 8 处理。`,
  }),
  launchWrapper: msg({
    example: { minecraft: '1.12.2', loader: 'Forge' },
    en: (p) => `Minecraft ${p.minecraft} with ${p.loader} starts through LaunchWrapper, which only runs on Java 8.`,
    zh: (p) => `使用 ${p.loader} 的 Minecraft ${p.minecraft} 通过 LaunchWrapper 启动，而它只能在 Java 8 上运行。`,
  }),
  oldNatives: msg({
    example: { minecraft: '1.8.9' },
    en: (p) => `Minecraft ${p.minecraft} ships natives that may fail to load on Java 9 or newer; Java 8 is safest.`,
    zh: (p) => `Minecraft ${p.minecraft} 自带的本地库在 Java 9 及以上可能无法加载，Java 8 最稳妥。`,
  }),
  forgeOldBuild: msg({
    example: { forge: '36.2.20', minecraft: '1.16.5' },
    en: (p) =>
      `Forge ${p.forge} for ${p.minecraft} fails on Java newer than 8u320 (JDK-8273826); use Java 8 or update Forge to 36.2.26 or newer.`,
    zh: (p) =>
      `${p.minecraft} 的 Forge ${p.forge} 在高于 8u320 的 Java 上会失败（JDK-8273826）；请使用 Java 8，或将 Forge 更新到 36.2.26 或更新版本。`,
  }),
  forgeJava8: msg({
    example: { minecraft: '1.12.2' },
    en: (p) => `Forge for Minecraft ${p.minecraft} is made for Java 8; newer Java may break mods.`,
    zh: (p) => `Minecraft ${p.minecraft} 的 Forge 是为 Java 8 制作的，更新的 Java 可能导致模组出错。`,
  }),

  // The checks (environmentChecker.ts). `range` is a Java range in words: "Java 17 or newer", "Java 8", "Java 8–11".
  javaRequired: msg({
    example: { min: 17, max: '', recommended: 17 },
    en: (p) => `This instance needs ${enJavaRange(p.min, p.max)} (recommended: Java ${p.recommended}).`,
    zh: (p) => `此实例需要 ${zhJavaRange(p.min, p.max)}（推荐 Java ${p.recommended}）。`,
  }),
  javaMissingSome: msg({
    example: { min: 17, max: '', found: '8, 11', foundCount: 2, recommended: 17 },
    en: (p) =>
      `No installed Java fits: this instance needs ${enJavaRange(p.min, p.max)}, but only Java ${p.found} ${p.foundCount === 1 ? 'was' : 'were'} found. Install Java ${p.recommended} (e.g. Eclipse Temurin ${p.recommended}) or let the launcher download it.`,
    zh: (p) =>
      `没有合适的已安装 Java：此实例需要 ${zhJavaRange(p.min, p.max)}，但只找到了 Java ${p.found}。请安装 Java ${p.recommended}（例如 Eclipse Temurin ${p.recommended}），或让启动器下载。`,
  }),
  javaMissingNone: msg({
    example: { min: 17, max: '', recommended: 17 },
    en: (p) =>
      `No installed Java fits: this instance needs ${enJavaRange(p.min, p.max)} and no Java was found. Install Java ${p.recommended} (e.g. Eclipse Temurin ${p.recommended}) or let the launcher download it.`,
    zh: (p) =>
      `没有合适的已安装 Java：此实例需要 ${zhJavaRange(p.min, p.max)}，但没有找到任何 Java。请安装 Java ${p.recommended}（例如 Eclipse Temurin ${p.recommended}），或让启动器下载。`,
  }),
  javaFound: msg({
    example: { version: '17.0.9', home: '/usr/lib/jvm/java-17' },
    en: (p) => `Java ${p.version} at ${p.home} fits this instance.`,
    zh: (p) => `位于 ${p.home} 的 Java ${p.version} 适合此实例。`,
  }),
  javaTooOld: msg({
    example: { version: '11.0.2', min: 17, recommended: 17 },
    en: (p) =>
      `Java ${p.version} is too old: this instance needs Java ${p.min} or newer. Select Java ${p.recommended}.`,
    zh: (p) => `Java ${p.version} 版本过旧：此实例需要 Java ${p.min} 或更新版本。请选择 Java ${p.recommended}。`,
  }),
  javaTooNew: msg({
    example: { version: '17.0.9', max: 8 },
    en: (p) => `Java ${p.version} is too new: this instance needs Java ${p.max}.`,
    zh: (p) => `Java ${p.version} 版本过新：此实例需要 Java ${p.max}。`,
  }),
  javaNewerThanSuggested: msg({
    example: { version: '17.0.9', suggested: 8 },
    en: (p) =>
      `Java ${p.version} is newer than the Java ${p.suggested} this instance is made for; some mods may break.`,
    zh: (p) => `Java ${p.version} 比此实例所针对的 Java ${p.suggested} 更新，部分模组可能出错。`,
  }),
  java32Bit: msg({
    example: { version: '1.8.0_392', home: 'C:\\Java\\jre8' },
    en: (p) =>
      `Java ${p.version} at ${p.home} is 32-bit: it cannot use more than about 2048 MiB. Install a 64-bit Java.`,
    zh: (p) => `位于 ${p.home} 的 Java ${p.version} 是 32 位的：最多只能使用约 2048 MiB 内存。请安装 64 位 Java。`,
  }),
  javaOpenJ9: msg({
    example: { version: '17.0.9', home: '/opt/semeru-17' },
    en: (p) =>
      `Java ${p.version} at ${p.home} is an OpenJ9 JVM, which many mods and loaders do not support. Use a HotSpot build (Temurin, Microsoft, Zulu).`,
    zh: (p) =>
      `位于 ${p.home} 的 Java ${p.version} 是 OpenJ9 JVM，许多模组和加载器不支持它。请使用 HotSpot 版本（Temurin、Microsoft、Zulu）。`,
  }),
  javaOptionsEnv: msg({
    example: { name: '_JAVA_OPTIONS', value: '-Xmx1G' },
    en: (p) =>
      `The environment variable ${p.name} is set ("${p.value}"): every Java program, the game included, picks it up and it can override the instance's memory and arguments. Remove it unless you need it.`,
    zh: (p) =>
      `设置了环境变量 ${p.name}（"${p.value}"）：所有 Java 程序（包括游戏）都会读取它，它可能覆盖实例的内存和参数设置。如非必要请删除它。`,
  }),
  memoryUnknown: msg({
    example: {},
    en: () => 'The instance does not record a maximum memory (-Xmx); the launcher default applies.',
    zh: () => '实例没有记录最大内存（-Xmx），将使用启动器的默认值。',
  }),
  memoryExceedsRam: msg({
    example: { max: 16384, ram: 16000, limit: 12000 },
    en: (p) =>
      `Maximum memory ${p.max} MiB is at least the computer's ${p.ram} MiB of RAM; the game or the system will run out of memory. Use at most ${p.limit} MiB.`,
    zh: (p) =>
      `最大内存 ${p.max} MiB 不小于电脑的 ${p.ram} MiB 物理内存，游戏或系统会耗尽内存。请最多使用 ${p.limit} MiB。`,
  }),
  memoryNearRam: msg({
    example: { max: 15000, ram: 16000, limit: 12000 },
    en: (p) =>
      `Maximum memory ${p.max} MiB is more than 90% of the computer's ${p.ram} MiB of RAM; leave room for the system (at most ${p.limit} MiB).`,
    zh: (p) =>
      `最大内存 ${p.max} MiB 超过了电脑 ${p.ram} MiB 物理内存的 90%，请给系统留出空间（最多 ${p.limit} MiB）。`,
  }),
  memory32Bit: msg({
    example: { max: 4096 },
    en: (p) =>
      `Maximum memory ${p.max} MiB is more than a 32-bit Java can use (2048 MiB). Install a 64-bit Java or lower -Xmx.`,
    zh: (p) => `最大内存 ${p.max} MiB 超过了 32 位 Java 能使用的上限（2048 MiB）。请安装 64 位 Java 或调低 -Xmx。`,
  }),
  memoryMinAboveMax: msg({
    example: { min: 6000, max: 4096 },
    en: (p) =>
      `Minimum memory ${p.min} MiB (-Xms) is larger than maximum memory ${p.max} MiB (-Xmx); Java will refuse to start. Lower -Xms.`,
    zh: (p) => `最小内存 ${p.min} MiB（-Xms）大于最大内存 ${p.max} MiB（-Xmx），Java 将拒绝启动。请调低 -Xms。`,
  }),
  pathExclamation: msg({
    example: { path: '/home/a/Games!/pack' },
    en: (p) =>
      `The game folder path contains "!" (${p.path}); Java reads "!" as the end of a jar path, so mods and the game fail to load. Move the instance to a folder without "!".`,
    zh: (p) =>
      `游戏文件夹路径包含 "!"（${p.path}）；Java 会把 "!" 当作 jar 路径的结尾，导致模组和游戏无法加载。请把实例移到不含 "!" 的文件夹。`,
  }),
  pathNonAscii: msg({
    example: { path: 'C:\\Users\\小明\\pack' },
    en: (p) =>
      `The game folder path contains non-ASCII characters (${p.path}); some launchers, Forge versions and native libraries fail on such paths. Prefer a path with ASCII letters only.`,
    zh: (p) =>
      `游戏文件夹路径包含非 ASCII 字符（${p.path}）；部分启动器、Forge 版本和本地库在这样的路径上会出错。建议使用只含 ASCII 字母的路径。`,
  }),
  pathCloudSync: msg({
    example: { path: 'C:\\Users\\a\\OneDrive\\pack' },
    en: (p) =>
      `The game folder is inside a cloud-synced folder (${p.path}); syncing locks and rewrites files while the game runs (worlds can be corrupted). Move the instance out of OneDrive/Dropbox/iCloud.`,
    zh: (p) =>
      `游戏文件夹位于云同步文件夹中（${p.path}）；同步会在游戏运行时锁定并改写文件（存档可能损坏）。请把实例移出 OneDrive/Dropbox/iCloud。`,
  }),
  noWorkingJava: msg({
    example: { path: '/opt/java/bin/java' },
    en: (p) => `No working Java at ${p.path}: neither a release file nor \`java -version\` answered. Check the path.`,
    zh: (p) => `${p.path} 处没有可用的 Java：既没有 release 文件，\`java -version\` 也没有响应。请检查路径。`,
  }),
});

/** A Java range in words: `Java 17 or newer` (no maximum: `max` is ''), `Java 8`, `Java 8–11`. */
function enJavaRange(min: number, max: string): string {
  return max === '' ? `Java ${min} or newer` : max === String(min) ? `Java ${min}` : `Java ${min}–${max}`;
}

function zhJavaRange(min: number, max: string): string {
  return max === '' ? `Java ${min} 或更新版本` : max === String(min) ? `Java ${min}` : `Java ${min}–${max}`;
}

/** An environment check's message in `locale` (codes and severities never change). */
export function localizeEnvironmentCheck(check: EnvironmentCheck, locale: Locale): EnvironmentCheck {
  if (locale === 'en') return check;
  return { ...check, message: renderMessages(check.text, locale) };
}
