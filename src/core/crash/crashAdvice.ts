import { zhLoaderLine, zr } from './crashDetails';
import { sentence as s, translateSentences, type Sentence } from '../locale/sentenceCatalog';

/**
 * Advice a crash rule wrote for one log (naming the mod, the Java or the range to install), in Chinese. Like the
 * details (crashDetails.ts), each English sentence template has its translation with the facts kept verbatim.
 */
const SENTENCES: Sentence[] = [
  s(
    String.raw`Set the instance's Java to Java (\d+) or newer\.`,
    (m) => `将实例的 Java 设置为 Java ${m[1]} 或更新版本。`,
  ),
  s(String.raw`Change the instance's Java version\.`, () => '更改实例的 Java 版本。'),
  // Dependencies and loaders.
  s(
    String.raw`Use the build of (.+?) made for Minecraft (.+?), or remove it\.`,
    (m) => `使用 ${m[1]} 适用于 Minecraft ${m[2] === 'this version' ? '此版本' : m[2]} 的版本，或将其移除。`,
  ),
  s(
    String.raw`Install (\S+) (.+?) for this Minecraft version \(update the instance's \S+\), or use a build of (.+?) that works with \S+ (.+?)\.$`,
    (m) =>
      `为此 Minecraft 版本安装 ${m[1]} ${zr(m[2]!)}（更新实例的 ${m[1]}），或使用 ${m[3] === 'the mod' ? '该模组' : m[3]} 适配 ${m[1]} ${m[4] === 'the installed version' ? '已安装版本' : m[4]} 的版本。`,
  ),
  s(
    String.raw`Update (.+?) to (.+?) \(run the .+? installer again or change the loader version in the launcher\), or use a build of (.+?) made for .+? (\S+)\.$`,
    (m) =>
      `将 ${m[1]} 更新到 ${m[2] === 'a newer version' ? '更新的版本' : m[2]}（重新运行 ${m[1]} 安装器，或在启动器中更改加载器版本），或使用 ${m[3]} 适配 ${m[1]} ${m[4] === 'version' ? '已安装版本' : m[4]} 的版本。`,
  ),
  s(
    String.raw`Install (.+?) \(replace version (.+?)\), or use a build of (.+?) made for (.+?)\.$`,
    (m) => `安装 ${zr(m[1]!)}（替换版本 ${m[2]}），或使用 ${m[3]} 适配 ${m[4]} 的版本。`,
  ),
  s(
    String.raw`Install (.+?) in the range (.+?) \(replace (.+?)\), or use a build of (.+?) that fits (.+?)\.$`,
    (m) => `安装 ${m[1]}（范围 ${m[2]}，替换 ${m[3]}），或使用 ${m[4]} 适配 ${m[5]} 的版本。`,
  ),
  s(
    String.raw`Install (.+?) in the range (.+?), or remove (.+?)\.$`,
    (m) => `安装 ${m[1]}（范围 ${m[2]}），或移除 ${m[3]}。`,
  ),
  s(String.raw`Install (.+?), or remove (.+?)\.$`, (m) => `安装 ${zr(m[1]!)}，或移除 ${m[2]}。`),
  s(
    String.raw`Remove one of (.+?) and (.+?), or update them to versions that work together\.`,
    (m) => `移除 ${m[1]} 和 ${m[2]} 中的一个，或将它们更新到能一起使用的版本。`,
  ),
  s(
    String.raw`Remove (.+?) or (.+?), or use versions that work together\.`,
    (m) => `移除 ${m[1]} 或 ${m[2]}，或使用能一起工作的版本。`,
  ),
  s(
    String.raw`Remove (\S+) or use its build for (.+?) (\S+); or install (.+?)\.$`,
    (m) => `移除 ${m[1]}，或使用它适配 ${m[2]} ${m[3] === 'version' ? '当前版本' : m[3]} 的版本；或安装 ${m[4]}。`,
  ),
];

/** A rule's advice for this log in Chinese, and whether every sentence had a template. */
export function localizeCrashAdvice(advice: string, rule: string): { text: string; complete: boolean } {
  // The loader's own solution steps, one per line.
  if (rule === 'fabric-solution') return { text: advice.split('\n').map(zhLoaderLine).join('\n'), complete: true };
  return translateSentences(advice, SENTENCES);
}
