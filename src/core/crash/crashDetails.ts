import { sentence, translateSentences, type Sentence } from '../locale/sentenceCatalog';

/**
 * Crash finding details in Chinese for the sentences not yet by message id (docs/messages.md lists them; the others
 * are `CrashFinding.texts`, crashRuleMessages.ts). These rules write their details in English from fixed sentence
 * templates (they also reach the model and `--json`); people with a Chinese locale get each sentence translated here, matched on
 * the templates' fixed wording with the facts (mod names and ids, versions, ranges, class and file names, quoted log
 * text) carried over verbatim (sentenceCatalog.ts); a sentence no template knows stays English (`complete: false`,
 * which the tests rule out for every rule).
 */

/** Lookahead for the end of a fact that runs to the end of a sentence the analyzer may append to. */
const TAIL = String.raw`(?=\s+(?:Most likely culprit:|The stack points at |The stack shows only)|\s*$)`;

const s = sentence;

/** `, and version X is installed` and the other endings of the Fabric/Forge dependency sentences. */
function zhInstalled(tail: string | undefined): string {
  if (!tail) return '';
  let m: RegExpExecArray | null;
  if ((m = /^, but (?:version )?(.+) is installed$/.exec(tail))) return `，但已安装的是 ${m[1]}`;
  if ((m = /^, and version (.+) is installed$/.exec(tail))) return `，且已安装版本 ${m[1]}`;
  if ((m = /^, and (.+) is installed$/.exec(tail))) return `，且已安装 ${m[1]}`;
  if ((m = /^, but this is Minecraft (.+)$/.exec(tail))) return `，但当前是 Minecraft ${m[1]}`;
  if ((m = /^, but the game ran on Java (.+)$/.exec(tail))) return `，但游戏运行在 Java ${m[1]} 上`;
  return tail;
}

const SENTENCES: Sentence[] = [
  // Fabric and Quilt (crashRulesFabric.ts).
  s(
    String.raw`Mod (.+?) is (in conflict|incompatible) with (.+?)(, and (?:version )?.+? is installed)?\.(?: (?!Most likely culprit:|The stack )(.+?))?${TAIL}`,
    (m) =>
      `模组 ${m[1]} 与 ${zr(m[3]!)}${m[2] === 'in conflict' ? '冲突' : '不兼容'}${zhInstalled(m[4])}。${m[5] ? `模组的说明：${m[5]}` : ''}`,
  ),
  s(
    String.raw`Mod (.+?) requires Java (\S+?)(, but the game ran on Java \S+?)?\.(?: It needs Java (\d+)\.)?${TAIL}`,
    (m) => `模组 ${m[1]} 需要 Java ${m[2]}${zhInstalled(m[3])}。${m[4] ? `它需要 Java ${m[4]}。` : ''}`,
  ),
  s(
    String.raw`Mod (.+?) requires Minecraft (.+?)(, but this is Minecraft [^:]+?)?: it is not compatible with this Minecraft version\.`,
    (m) => `模组 ${m[1]} 需要 Minecraft ${zr(m[2]!)}${zhInstalled(m[3])}：它与此 Minecraft 版本不兼容。`,
  ),
  s(
    String.raw`Mod (.+?) requires (.+?), which is disabled for this environment \(client-only or server-only\)\.`,
    (m) => `模组 ${m[1]} 需要 ${zr(m[2]!)}，但它在此端被禁用（仅客户端或仅服务端）。`,
  ),
  s(
    String.raw`Mod (.+?) (requires|recommends) (.+?), which (?:is|are) (missing or the wrong version|missing|not installed)\.${TAIL}`,
    (m) =>
      `模组 ${m[1]} ${m[2] === 'recommends' ? '推荐' : '需要'} ${zr(m[3]!)}，${m[4] === 'missing or the wrong version' ? '但它缺失或版本不符' : '但它未安装'}。`,
  ),
  s(
    String.raw`Mod (.+?) requires (.+?)(, but (?:version )?.+? is installed)?\.(?: The installed (\S+) is (too old|outside that range)\.)?${TAIL}`,
    (m) =>
      `模组 ${m[1]} 需要 ${zr(m[2]!)}${zhInstalled(m[3])}。${m[4] ? `已安装的 ${m[4]} ${m[5] === 'too old' ? '版本过旧' : '不在该范围内'}。` : ''}`,
  ),
  s(
    String.raw`A mod requires (\S+) (\S+) or newer(, but \S+ \S+ is installed)?: (.*?)${TAIL}`,
    (m) => `有模组需要 ${m[1]} ${m[2]} 或更新版本${zhInstalled(m[3])}：${m[4]}`,
  ),
  s(
    String.raw`The loader's proposed fix: (.*?)${TAIL}`,
    (m) => `加载器给出的解决方案：${m[1]!.split('; ').map(zhLoaderLine).join('；')}`,
  ),
  s(String.raw`The loader reported warnings: (.*?)${TAIL}`, (m) => `加载器报告了警告：${zhLoaderLine(m[1]!)}`),

  // Forge and NeoForge (crashRulesForge.ts).
  s(
    String.raw`Mod file (\S+) needs language provider (\S+) (.+?) \((\S+) (.+?)\)(?:, but (\S+) is installed)?\.`,
    (m) =>
      `模组文件 ${m[1]} 需要语言加载器 ${m[2]} ${zhForgeRange(m[3]!)}（${m[4]} ${zhForgeRange(m[5]!)}）${m[6] ? `，但已安装的是 ${m[6]}` : ''}。`,
  ),

  // The analyzer's own sentences (crashAnalyzer.ts).
  s(
    String.raw`Most likely culprit: (.+?) \(confidence ([\d.]+)\)\.`,
    (m) => `最可能的问题模组：${m[1]}（置信度 ${m[2]}）。`,
  ),
  s(
    String.raw`The stack points at (.+?) \(not matched to a listed or installed mod\)\.`,
    (m) => `堆栈指向 ${m[1]}（未对应到日志列出或已安装的模组）。`,
  ),
];

/** Range wordings (Fabric's own and Nova's), in Chinese. */
const RANGE_PHRASES: [RegExp, string][] = [
  [/\(any version between (.+?) \(inclusive\) and (.+?) \(exclusive\)\)/g, '（$1（含）到 $2（不含）之间的任意版本）'],
  [/\(version (\S+?) or later\)/g, '（$1 或更新版本）'],
  [/\(version (\S+?) or earlier\)/g, '（$1 或更早版本）'],
  [/\(any version before (\S+?)\)/g, '（早于 $1 的任意版本）'],
  [/\(any version after (\S+?)\)/g, '（晚于 $1 的任意版本）'],
  [/\(any (\S+?) version\)/g, '（任意 $1 版本）'],
  [/\(version (\S+?)\)/g, '（版本 $1）'],
  [/\bany version between (\S+) \(inclusive\) and (\S+) \(exclusive\)/g, '$1（含）到 $2（不含）之间的任意版本'],
  [/\bany version that is compatible with:/g, '与以下版本兼容的任意版本：'],
  [/\bversion (\S+?) or later\b/g, '$1 或更新版本'],
  [/\bversion (\S+?) or earlier\b/g, '$1 或更早版本'],
  [/ up to \(not including\) /g, ' 至（不含）'],
  [/ or newer\b/g, ' 或更新版本'],
  [/ or above\b/g, ' 或更高'],
  [/ and below /g, ' 且低于 '],
  [/\bany version\b/g, '任意版本'],
  [/\bversion (\S)/g, '版本 $1'],
  [/\bexactly (\S+)/g, '$1（精确）'],
];

/**
 * A line Fabric Loader printed (its proposed solution steps and warnings), in Chinese where it follows the loader's
 * fixed wording; mod names, ids and versions are kept.
 */
const LOADER_LINES: [RegExp, (m: RegExpExecArray) => string][] = [
  [/^(\s*-\s*)?Install (.+?), (.+?)\.?$/, (m) => `${m[1] ?? ''}安装 ${m[2]}（${zr(m[3]!)}）`],
  [/^(\s*-\s*)?Replace (?:mod )?(.+?) with (.+?)\.?$/, (m) => `${m[1] ?? ''}将 ${m[2]} 替换为 ${zr(m[3]!)}`],
  [/^(\s*-\s*)?Remove (?:mod )?(.+?)\.?$/, (m) => `${m[1] ?? ''}移除 ${m[2]}`],
  [
    /^- Mod (.+?) (conflicts with|recommends) (.+?) of mod (.+?), which (?:is present with the following versions: (.+?)|is missing)!(?: - You must install (.+?) of (\S+?)\.)?(?: - While this won't prevent you from starting the game, (.*))?$/,
    (m) =>
      `- 模组 ${m[1]} ${m[2] === 'recommends' ? '推荐安装' : '与'} ${m[4]} 的${zr(m[3]!)}${m[2] === 'recommends' ? '' : '冲突'}${m[5] ? `，已存在的版本：${m[5]}` : '，但它未安装'}。${m[6] ? `请安装 ${m[7]}（${zr(m[6])}）。` : ''}${m[8] ? `这不会阻止游戏启动（${m[8]}）。` : ''}`,
  ],
  [
    /^- Conflicting versions found for (\S+): used (\S+), also found (.+)$/,
    (m) => `- 发现 ${m[1]} 的多个版本：使用 ${m[2]}，另有 ${m[3]}`,
  ],
];

export function zhLoaderLine(line: string): string {
  for (const [re, zh] of LOADER_LINES) {
    const m = re.exec(line);
    if (m) return zh(m);
  }
  return line;
}

function zhForgeRange(text: string): string {
  return text.replace(/ or above\b/g, ' 或更高').replace(/, and below /g, '，且低于 ');
}

/** `detail` in Chinese, and whether every sentence was translated. */
export function localizeCrashDetail(detail: string): { text: string; complete: boolean } {
  return translateSentences(detail, SENTENCES);
}

/** Range wordings in a dependency's range (`>=1.0 (version 1.0 or later)`, `[47.1,) or newer`) in Chinese. */
export function zr(text: string): string {
  let out = text;
  for (const [re, zh] of RANGE_PHRASES) out = out.replace(re, zh);
  return out;
}
