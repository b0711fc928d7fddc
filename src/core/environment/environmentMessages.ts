import type { EnvironmentCheck } from './environmentChecker';
import type { Locale } from '../locale/locale';
import { sentence as s, translateSentences, type Sentence } from '../locale/sentenceCatalog';

/**
 * `nova env` checks in Chinese. The checker writes its messages in English from fixed sentences (they also reach the
 * model through check_environment); people with a Chinese locale get each sentence translated here with its facts
 * (Java versions and paths, memory sizes, environment variables) kept verbatim.
 */
const SENTENCES: Sentence[] = [
  // The Java requirement and its reasons (javaRequirement.ts).
  s(
    String.raw`This instance needs (Java \d+(?:–\d+|\+)?) \(recommended: Java (\d+)\)\.`,
    (m) => `此实例需要 ${m[1]}（推荐 Java ${m[2]}）。`,
  ),
  s(
    String.raw`The version JSON asks for Java (\d+) \(javaVersion\.majorVersion\)\.`,
    (m) => `版本 JSON 要求 Java ${m[1]}（javaVersion.majorVersion）。`,
  ),
  s(String.raw`Minecraft (\S+) needs Java (\d+) or newer\.`, (m) => `Minecraft ${m[1]} 需要 Java ${m[2]} 或更新版本。`),
  s(String.raw`The Minecraft version is unknown; Java 8 is assumed\.`, () => 'Minecraft 版本未知，按 Java 8 处理。'),
  s(
    String.raw`Minecraft (\S+) is not a version Nova knows; Java 8 is assumed\.`,
    (m) => `Nova 不认识 Minecraft ${m[1]} 这个版本，按 Java 8 处理。`,
  ),
  s(
    String.raw`Minecraft (\S+) with (Forge|LiteLoader) starts through LaunchWrapper, which only runs on Java 8\.`,
    (m) => `使用 ${m[2]} 的 Minecraft ${m[1]} 通过 LaunchWrapper 启动，而它只能在 Java 8 上运行。`,
  ),
  s(
    String.raw`Minecraft (\S+) ships natives that may fail to load on Java 9 or newer; Java 8 is safest\.`,
    (m) => `Minecraft ${m[1]} 自带的本地库在 Java 9 及以上可能无法加载，Java 8 最稳妥。`,
  ),
  s(
    String.raw`Forge (\S+) for (\S+) fails on Java newer than 8u320 \(JDK-8273826\); use Java 8 or update Forge to 36\.2\.26\+\.`,
    (m) =>
      `${m[2]} 的 Forge ${m[1]} 在高于 8u320 的 Java 上会失败（JDK-8273826）；请使用 Java 8，或将 Forge 更新到 36.2.26 及以上。`,
  ),
  s(
    String.raw`Forge for Minecraft (\S+) is made for Java 8; newer Java may break mods\.`,
    (m) => `Minecraft ${m[1]} 的 Forge 是为 Java 8 制作的，更新的 Java 可能导致模组出错。`,
  ),
  // The checks (environmentChecker.ts).
  s(
    String.raw`No installed Java fits: this instance needs (Java \d+(?:–\d+|\+)?)(?:, but only Java (.+?) (?:were|was) found| and no Java was found)\. Install Java (\d+) \(e\.g\. Eclipse Temurin \d+\) or let the launcher download it\.`,
    (m) =>
      `没有合适的已安装 Java：此实例需要 ${m[1]}，${m[2] ? `但只找到了 Java ${m[2]}` : '但没有找到任何 Java'}。请安装 Java ${m[3]}（例如 Eclipse Temurin ${m[3]}），或让启动器下载。`,
  ),
  s(String.raw`Java (\S+) at (.+?) fits this instance\.$`, (m) => `位于 ${m[2]} 的 Java ${m[1]} 适合此实例。`),
  s(
    String.raw`Java (\S+) is too old: this instance needs Java (\d+) or newer\. Select Java (\d+)\.`,
    (m) => `Java ${m[1]} 版本过旧：此实例需要 Java ${m[2]} 或更新版本。请选择 Java ${m[3]}。`,
  ),
  s(
    String.raw`Java (\S+) is too new: this instance needs Java (\d+)\.`,
    (m) => `Java ${m[1]} 版本过新：此实例需要 Java ${m[2]}。`,
  ),
  s(
    String.raw`Java (\S+) is newer than the Java (\d+) this instance is made for; some mods may break\.`,
    (m) => `Java ${m[1]} 比此实例所针对的 Java ${m[2]} 更新，部分模组可能出错。`,
  ),
  s(
    String.raw`Java (\S+) at (.+?) is 32-bit: it cannot use more than about 2048 MiB\. Install a 64-bit Java\.`,
    (m) => `位于 ${m[2]} 的 Java ${m[1]} 是 32 位的：最多只能使用约 2048 MiB 内存。请安装 64 位 Java。`,
  ),
  s(
    String.raw`Java (\S+) at (.+?) is an OpenJ9 JVM, which many mods and loaders do not support\. Use a HotSpot build \(Temurin, Microsoft, Zulu\)\.`,
    (m) =>
      `位于 ${m[2]} 的 Java ${m[1]} 是 OpenJ9 JVM，许多模组和加载器不支持它。请使用 HotSpot 版本（Temurin、Microsoft、Zulu）。`,
  ),
  s(
    String.raw`The environment variable (\S+) is set \("(.*?)"\): every Java program, the game included, picks it up and it can override the instance's memory and arguments\. Remove it unless you need it\.`,
    (m) =>
      `设置了环境变量 ${m[1]}（"${m[2]}"）：所有 Java 程序（包括游戏）都会读取它，它可能覆盖实例的内存和参数设置。如非必要请删除它。`,
  ),
  s(
    String.raw`The instance does not record a maximum memory \(-Xmx\); the launcher default applies\.`,
    () => '实例没有记录最大内存（-Xmx），将使用启动器的默认值。',
  ),
  s(
    String.raw`Maximum memory (\d+) MiB is at least the computer's (\d+) MiB of RAM; the game or the system will run out of memory\. Use at most (\d+) MiB\.`,
    (m) => `最大内存 ${m[1]} MiB 不小于电脑的 ${m[2]} MiB 物理内存，游戏或系统会耗尽内存。请最多使用 ${m[3]} MiB。`,
  ),
  s(
    String.raw`Maximum memory (\d+) MiB is more than 90% of the computer's (\d+) MiB of RAM; leave room for the system \(at most (\d+) MiB\)\.`,
    (m) => `最大内存 ${m[1]} MiB 超过了电脑 ${m[2]} MiB 物理内存的 90%，请给系统留出空间（最多 ${m[3]} MiB）。`,
  ),
  s(
    String.raw`Maximum memory (\d+) MiB is more than a 32-bit Java can use \(2048 MiB\)\. Install a 64-bit Java or lower -Xmx\.`,
    (m) => `最大内存 ${m[1]} MiB 超过了 32 位 Java 能使用的上限（2048 MiB）。请安装 64 位 Java 或调低 -Xmx。`,
  ),
  s(
    String.raw`Minimum memory (\d+) MiB \(-Xms\) is larger than maximum memory (\d+) MiB \(-Xmx\); Java will refuse to start\. Lower -Xms\.`,
    (m) => `最小内存 ${m[1]} MiB（-Xms）大于最大内存 ${m[2]} MiB（-Xmx），Java 将拒绝启动。请调低 -Xms。`,
  ),
  s(
    String.raw`The game folder path contains "!" \((.*?)\); Java reads "!" as the end of a jar path, so mods and the game fail to load\. Move the instance to a folder without "!"\.`,
    (m) =>
      `游戏文件夹路径包含 "!"（${m[1]}）；Java 会把 "!" 当作 jar 路径的结尾，导致模组和游戏无法加载。请把实例移到不含 "!" 的文件夹。`,
  ),
  s(
    String.raw`The game folder path contains non-ASCII characters \((.*?)\); some launchers, Forge versions and native libraries fail on such paths\. Prefer a path with ASCII letters only\.`,
    (m) =>
      `游戏文件夹路径包含非 ASCII 字符（${m[1]}）；部分启动器、Forge 版本和本地库在这样的路径上会出错。建议使用只含 ASCII 字母的路径。`,
  ),
  s(
    String.raw`The game folder is inside a cloud-synced folder \((.*?)\); syncing locks and rewrites files while the game runs \(worlds can be corrupted\)\. Move the instance out of OneDrive/Dropbox/iCloud\.`,
    (m) =>
      `游戏文件夹位于云同步文件夹中（${m[1]}）；同步会在游戏运行时锁定并改写文件（存档可能损坏）。请把实例移出 OneDrive/Dropbox/iCloud。`,
  ),
  s(
    String.raw`No working Java at (.+?): neither a release file nor \x60java -version\x60 answered\. Check the path\.`,
    (m) => `${m[1]} 处没有可用的 Java：既没有 release 文件，\`java -version\` 也没有响应。请检查路径。`,
  ),
];

/** An environment check's message in `locale` (codes and severities never change). */
export function localizeEnvironmentCheck(check: EnvironmentCheck, locale: Locale): EnvironmentCheck {
  if (locale === 'en') return check;
  return { ...check, message: translateSentences(check.message, SENTENCES).text };
}

/** The message in Chinese and whether every sentence had a template (tests check every check the checker writes). */
export function zhEnvironmentMessage(message: string): { text: string; complete: boolean } {
  return translateSentences(message, SENTENCES);
}
