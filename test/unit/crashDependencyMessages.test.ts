import * as assert from 'node:assert/strict';
import { analyzeCrash } from '../../src/core/crash/crashAnalyzer';
import { CrashDependencyMessages as D } from '../../src/core/crashTexts/crashDependencyMessages';
import type { CrashAnalysis, CrashFinding } from '../../src/core/crash/crashFinding';
import { localizeAnalysis } from '../../src/core/crash/crashMessages';
import { CrashRuleMessages as M } from '../../src/core/crashTexts/crashRuleMessages';
import {
  fabricWords,
  fmlWords,
  mavenWords,
  noWords,
  rangeWordsText,
  textWords,
} from '../../src/core/crashTexts/rangeWordsFacts';
import { renderCrashTexts } from '../../src/core/crash/renderCrashTexts';
import { renderMessage, type Message } from '../../src/core/locale/messageCatalog';
import { FIXTURES } from './crashRules.test';
import { CASES as MISSED } from './crashRulesMissed.test';
import { CASES as VARIANTS } from './crashRulesVariants.test';

const CJK = /[\u4e00-\u9fff]/;
const e = '[12:00:01] [main/ERROR]: ';

/** A Fabric launch that fails on dependencies: the loader's fix, its details, and its warnings. */
const FABRIC_LOG = [
  '[12:00:00] [main/INFO]: Loading Minecraft 1.20.1 with Fabric Loader 0.14.22',
  '[12:00:00] [main/WARN]: Warnings were found!',
  " - Mod 'Mod A' (mod-a) 1.0.0 conflicts with any version of mod 'Mod B' (mod-b), which is present with the following versions: 1.0.0!",
  "\t - While this won't prevent you from starting the game, the developer(s) of mod 'Mod A' (mod-a) have found that this combination may cause issues. You should remove one of the mods or check for updates that resolve the issue.",
  ' - Conflicting versions found for fabric-api-base: used 0.3.0, also found 0.3.1',
  `${e}Incompatible mods found!`,
  'net.fabricmc.loader.impl.FormattedException: Some of your mods are incompatible with the game or each other!',
  'A potential solution has been determined, this may resolve your problem:',
  '\t - Install cloth-config, version 11.0.0 or later.',
  "\t - Replace mod 'Indium' (indium) 1.0.27+mc1.20.1 with any version that is compatible with:",
  '\t\t - sodium 0.4.10+build.27',
  "\t - Remove mod 'Bad Mod' (badmod).",
  'More details:',
  "\t - Mod 'Alpha Mod' (alpha) 1.0.0 requires version 11.0.0 or later of cloth-config, which is missing!",
  "\t - Mod 'Beta' (beta) 2.0 requires any version of fabric-api, which is missing!",
  "\t - Mod 'Indium' (indium) 1.0.27+mc1.20.1 requires version 0.5.3 of mod 'Sodium' (sodium), but only the wrong version is present: 0.4.10+build.27!",
  "\t - Mod 'Iris' (iris) 1.6.4 requires any version between 1.20 (inclusive) and 1.20.2 (exclusive) of 'Minecraft' (minecraft), but only the wrong version is present: 1.20.4!",
  "\t - Mod 'Appli' (appli) 1.2.1-1.20 requires version 0.14.23 or later of fabricloader, but only the wrong version is present: 0.14.22!",
  "\t - Mod 'Mod C' (mod-c) 1.0.0 is incompatible with any version of mod 'Fabric API' (fabric-api), but a matching version is present: 0.80.0+1.19.4!",
  "\t - Mod 'Hot' (hot) 1.0 requires version 17 or later of java, but only the wrong version is present: 1.8.0_51!",
  " - Mod 'Server Thing' (serverthing) 1.0 requires any version of mod 'Client Lib' (clientlib), which is present, but disabled for the current environment (SERVER)!",
].join('\n');

/** Forge and NeoForge dependency failures, old and new. */
const FORGE_LOG = [
  '[main/ERROR] [net.minecraftforge.fml.loading.ModSorter/LOADING]: Missing or unsupported mandatory dependencies:',
  "\tMod ID: 'vampirism', Requested by: 'werewolves', Expected range: '[1.9.0,)', Actual version: '[MISSING]'",
  "\tMod ID: 'cyclopscore', Requested by: 'integrateddynamics', Expected range: '[1.19.0,)', Actual version: '1.18.4'",
  "\tMod ID: 'minecraft', Requested by: 'create', Expected range: '[1.20.1,1.20.2)', Actual version: '1.20.4'",
  "\tMod ID: 'forge', Requested by: 'mininggadgets', Expected range: '[47.1.70,)', Actual version: '47.1.44'",
  '[FML]: net.minecraftforge.fml.common.MissingModsException: Mod forgemultipartcbe (Forge Multipart CBE) requires [codechickenlib@[3.2.2,), mts@[19.0.0,)]',
  '-- Mod loading issue for: corpse_addon --',
  'Details:',
  '\tFailure message: Mod corpse_addon requires corpse 1.1.2 or above',
  '\t\tCurrently, corpse is not installed',
  '-- Mod loading issue for: uteamcore --',
  '\tFailure message: Mod uteamcore requires forge 28.2.0 or above',
  '\t\tCurrently, forge is 28.1.117',
  '-- Mod loading issue for: veil --',
  '\tFailure message: Mod veil is incompatible with embeddium any',
  '\t\tCurrently, embeddium is 1.0.15+mc1.21.1',
  '\t\tThe reason is: Veil supports Sodium 0.8.12 and above',
  'net.minecraftforge.fml.ModLoadingException: Mod File ironchest-1.20.2-14.5.7.jar needs language provider javafml:45 or above, and below 46 to load',
  '§7We have found 47',
].join('\n');

/** Every message a finding's texts hold. */
function messagesOf(f: CrashFinding): Message[] {
  const t = f.texts ?? {};
  return [t.title, t.detail, ...(t.detailMore ?? []), t.advice, ...(t.adviceLines ?? [])].filter(
    (m): m is Message => m !== undefined,
  );
}

/** Names that stay as they are in Chinese (the game, loaders, Java), and words of URLs. */
const PROPER = /^(?:Minecraft|Fabric|Quilt|Forge|NeoForge|Neo|Loader|API|Java|HotSpot|modrinth|com|mod|api|fabric)$/;

/** The English words left in a Chinese text once every fact (a message's parameters) is taken out. */
function englishLeft(zh: string, f: CrashFinding): string[] {
  const facts = messagesOf(f)
    .flatMap((m) => Object.values(m.params))
    .filter((v): v is string => typeof v === 'string' && v.length > 0)
    .sort((a, b) => b.length - a.length);
  const rest = facts.reduce((text, fact) => text.split(fact).join(' '), zh);
  return (rest.match(/[A-Za-z]{3,}/g) ?? []).filter((w) => !PROPER.test(w));
}

function checkChinese(en: CrashAnalysis, rules: RegExp): number {
  const zh = localizeAnalysis(en, 'zh-cn');
  let checked = 0;
  en.findings.forEach((f, i) => {
    if (!rules.test(f.rule)) return;
    checked++;
    const z = zh.findings[i]!;
    for (const field of ['title', 'detail', 'advice'] as const) {
      assert.match(z[field], CJK, `${f.rule} ${field}: ${z[field]}`);
      assert.deepEqual(englishLeft(z[field], f), [], `${f.rule} ${field}: English left in "${z[field]}"`);
      assert.doesNotMatch(f[field], CJK, `${f.rule} ${field} stays English: ${f[field]}`);
    }
    // The texts are the messages' renderings: English in the fields, Chinese in the localized finding.
    const english = renderCrashTexts(f.texts!);
    assert.equal(english.detail, f.detail);
    assert.equal(renderCrashTexts(f.texts!, 'zh-cn').detail, z.detail);
  });
  return checked;
}

describe('crash dependency texts by message id (crashDependencyMessages.ts)', () => {
  it('renders the dependency sentences in both languages with their facts', () => {
    const missing = D.requires({
      mod: "'Alpha Mod' (alpha)",
      version: '1.0.0',
      recommends: false,
      dep: "'cloth-config'",
      compact: '>=11.0.0',
      ...fabricWords('version 11.0.0 or later'),
      state: 'absent',
      installed: '',
    });
    assert.equal(
      renderMessage(missing),
      "Mod 'Alpha Mod' (alpha) 1.0.0 requires 'cloth-config' >=11.0.0 (version 11.0.0 or later), which is missing.",
    );
    assert.equal(
      renderMessage(missing, 'zh-cn'),
      "模组 'Alpha Mod' (alpha) 1.0.0 需要 'cloth-config' >=11.0.0（11.0.0 或更新版本），但它未安装。",
    );
    const loader = D.requiresLoader({
      mod: "'mininggadgets'",
      loader: 'Forge',
      range: '[47.1.70,)',
      rawKind: '',
      rawLow: '',
      rawHigh: '',
      ...mavenWords('[47.1.70,)'),
      installed: '47.1.44',
      verdict: 'tooOld',
    });
    assert.equal(
      renderMessage(loader),
      "Mod 'mininggadgets' requires Forge 47.1.70 or newer ([47.1.70,)), but Forge 47.1.44 is installed. The installed Forge is too old.",
    );
    assert.equal(
      renderMessage(loader, 'zh-cn'),
      "模组 'mininggadgets' 需要 Forge 47.1.70 或更新版本 ([47.1.70,))，但已安装的是 Forge 47.1.44。已安装的 Forge 版本过旧。",
    );
    const incompatible = D.relation({
      mod: "'veil'",
      version: '',
      conflict: false,
      dep: "'embeddium'",
      compact: '',
      ...fmlWords('any'),
      installed: 'embeddium 1.0.15+mc1.21.1',
      installedNamed: true,
      reason: 'Veil supports Sodium 0.8.12 and above',
    });
    assert.equal(
      renderMessage(incompatible),
      "Mod 'veil' is incompatible with 'embeddium' any, and embeddium 1.0.15+mc1.21.1 is installed. Veil supports Sodium 0.8.12 and above",
    );
    assert.equal(
      renderMessage(incompatible, 'zh-cn'),
      "模组 'veil' 与 'embeddium' 任意版本不兼容，且已安装 embeddium 1.0.15+mc1.21.1。模组的说明：Veil supports Sodium 0.8.12 and above",
    );
    const title = D.needsTitle({ mod: '', dep: 'Forge', ...mavenWords('[10.13.4.1558,)'), installed: '' });
    assert.equal(renderMessage(title), 'A mod needs Forge 10.13.4.1558 or newer');
    assert.equal(renderMessage(title, 'zh-cn'), '有模组需要 Forge 10.13.4.1558 或更新版本');
    const advice = D.installLoader({ loader: 'Forge', ...mavenWords('[36.2.0,)'), mod: "'Create'", installed: '' });
    assert.equal(
      renderMessage(advice),
      "Install Forge 36.2.0 or newer for this Minecraft version (update the instance's Forge), or use a build of 'Create' that works with Forge the installed version.",
    );
    assert.equal(
      renderMessage(advice, 'zh-cn'),
      "为此 Minecraft 版本安装 Forge 36.2.0 或更新版本（更新实例的 Forge），或使用 'Create' 适配已安装的 Forge 的版本。",
    );
    const missingTitle = D.missingTitle({ dep: 'corpse', ...fmlWords('1.1.2 or above'), mod: 'corpse_addon' });
    assert.equal(renderMessage(missingTitle), 'Missing corpse 1.1.2 or above (needed by corpse_addon)');
    assert.equal(renderMessage(missingTitle, 'zh-cn'), '缺少 corpse 1.1.2 或更高（corpse_addon 需要）');
    const culprit = M.likelyCulprit({ culprit: 'Ice and Fire (iceandfire) [iceandfire-1.9.1.jar]', confidence: '0.7' });
    assert.equal(
      renderMessage(culprit),
      'Most likely culprit: Ice and Fire (iceandfire) [iceandfire-1.9.1.jar] (confidence 0.7).',
    );
    assert.equal(
      renderMessage(culprit, 'zh-cn'),
      '最可能的问题模组：Ice and Fire (iceandfire) [iceandfire-1.9.1.jar]（置信度 0.7）。',
    );
    const should = D.loaderWarning({
      form: 'shouldInstall',
      mod: '',
      recommends: false,
      dep: 'bettercombat',
      wrongPresent: false,
      ...fabricWords('version 1.7.2 or later'),
      present: '',
      id: '',
      used: '',
      found: '',
      text: '',
    });
    assert.equal(
      renderMessage(should),
      '- You should install version 1.7.2 or later of bettercombat for the optimal experience.',
    );
    assert.equal(renderMessage(should, 'zh-cn'), '建议安装 bettercombat（1.7.2 或更新版本）以获得最佳体验。');
    const hints = M.stackPointsAt({ hints: 'package com.simibubi.create' });
    assert.equal(
      renderMessage(hints, 'zh-cn'),
      '堆栈指向 package com.simibubi.create（未对应到日志列出或已安装的模组）。',
    );
  });

  it('reads range words into facts, and keeps words of another form verbatim', () => {
    const between = fabricWords('any version between 1.20 (inclusive) and 1.20.2 (exclusive)');
    assert.equal(between.wordsKind, 'fabricBetween');
    assert.deepEqual(
      [between.wordsLow, between.wordsHigh, between.wordsLowIn, between.wordsHighIn],
      ['1.20', '1.20.2', true, false],
    );
    assert.equal(rangeWordsText(between, 'zh-cn'), '1.20（含）到 1.20.2（不含）之间的任意版本');
    assert.equal(rangeWordsText(fabricWords('any 1.17.x version'), 'zh-cn'), '任意 1.17.x 版本');
    assert.equal(rangeWordsText(fabricWords('any version before 0.73'), 'zh-cn'), '早于 0.73 的任意版本');
    // Words no reader knows stay as they are, in both languages.
    const odd = fabricWords('version 1.0 or 2.0');
    assert.equal(odd.wordsKind, 'text');
    assert.equal(rangeWordsText(odd), 'version 1.0 or 2.0');
    assert.equal(rangeWordsText(odd, 'zh-cn'), 'version 1.0 or 2.0');
    const maven: [string, string, string][] = [
      ['[47.2.0,)', '47.2.0 or newer', '47.2.0 或更新版本'],
      ['(1.0,)', 'newer than 1.0', '高于 1.0 的版本'],
      ['[1.0]', 'exactly 1.0', '1.0（精确）'],
      ['[1.20,1.21)', '1.20 up to (not including) 1.21', '1.20 至（不含）1.21'],
      ['[1.0,2.0]', '1.0 to 2.0', '1.0 到 2.0（含）'],
      ['(,2.0)', 'older than 2.0', '低于 2.0 的版本'],
      ['(,2.0]', '2.0 or older', '2.0 或更旧版本'],
      ['1.1.2 or above', '1.1.2 or newer', '1.1.2 或更新版本'],
      ['1.20.x', '1.20.x', '1.20.x'],
    ];
    for (const [range, en, zh] of maven) {
      assert.equal(rangeWordsText(mavenWords(range)), en, range);
      assert.equal(rangeWordsText(mavenWords(range), 'zh-cn'), zh, range);
    }
    assert.equal(rangeWordsText(fmlWords('45 or above, and below 46'), 'zh-cn'), '45 或更高，且低于 46');
    assert.equal(rangeWordsText(textWords(''), 'zh-cn'), '');
    assert.equal(rangeWordsText(noWords()), null);
  });

  it('leaves no English sentence in a Fabric dependency crash analysed in Chinese (facts aside)', async () => {
    const en = await analyzeCrash({ text: FABRIC_LOG, name: 'latest.log' });
    const rules = new Set(en.findings.map((f) => f.rule));
    for (const rule of [
      'fabric-solution',
      'fabric-warnings',
      'fabric-missing-dependency',
      'fabric-api-missing',
      'fabric-wrong-dependency-version',
      'fabric-wrong-minecraft',
      'fabric-incompatible',
      'fabric-environment-dependency',
    ])
      assert.ok(rules.has(rule), `no ${rule} in ${[...rules].join(', ')}`);
    assert.ok(checkChinese(en, /^fabric-/) >= 9);
    const solution = en.findings.find((f) => f.rule === 'fabric-solution')!;
    assert.equal(
      solution.detail,
      "The loader's proposed fix: Install cloth-config, version 11.0.0 or later.; Replace mod 'Indium' (indium) 1.0.27+mc1.20.1 with any version that is compatible with:; sodium 0.4.10+build.27; Remove mod 'Bad Mod' (badmod).",
    );
    assert.equal(
      solution.advice,
      "Install cloth-config, version 11.0.0 or later.\nReplace mod 'Indium' (indium) 1.0.27+mc1.20.1 with any version that is compatible with:\nsodium 0.4.10+build.27\nRemove mod 'Bad Mod' (badmod).",
    );
    const zh = localizeAnalysis(en, 'zh-cn').findings[en.findings.indexOf(solution)]!;
    assert.equal(
      zh.detail,
      "加载器给出的解决方案：安装 cloth-config（11.0.0 或更新版本）；将 'Indium' (indium) 1.0.27+mc1.20.1 替换为 与以下版本兼容的任意版本：；sodium 0.4.10+build.27；移除 'Bad Mod' (badmod)",
    );
    assert.equal(zh.advice.split('\n').length, 4);
    // The warnings as far as the detail quotes them (400 characters): the line cut short is quoted as it is.
    const warnings = localizeAnalysis(en, 'zh-cn').findings.find((f) => f.rule === 'fabric-warnings')!;
    assert.equal(
      warnings.detail,
      "加载器报告了警告：- 模组 'Mod A' (mod-a) 1.0.0 与 'Mod B' (mod-b) 的任意版本冲突，已存在的版本：1.0.0。这不会阻止游戏启动，但 'Mod A' (mod-a) 的开发者发现这一组合可能导致问题。建议移除其中一个模组，或检查是否有解决此问题的更新。- Conflicting versions found for fabric-api",
    );
    const recommends = await analyzeCrash({
      text: [
        '[main/WARN]: Warnings were found!',
        " - Mod 'Sodium Extra' (sodium-extra) 0.5.1 recommends any version of mod reeses-sodium-options, which is missing!",
        '\t - You must install any version of reeses-sodium-options.',
        ' - Conflicting versions found for fabric-api-base: used 0.3.0, also found 0.3.1',
        " - Mod 'CEI' (cei) 1.2.16 recommends version 0.5.1 of mod 'Create' (create), but only the wrong version is present: 0.5.0!",
      ].join('\n'),
    });
    assert.equal(checkChinese(recommends, /^fabric-warnings$/), 1);
    assert.equal(
      localizeAnalysis(recommends, 'zh-cn').findings.find((f) => f.rule === 'fabric-warnings')!.detail,
      "加载器报告了警告：- 模组 'Sodium Extra' (sodium-extra) 0.5.1 推荐安装 reeses-sodium-options 的任意版本，但它未安装。请安装 reeses-sodium-options（任意版本）。- 发现 fabric-api-base 的多个版本：使用 0.3.0，另有 0.3.1。- 模组 'CEI' (cei) 1.2.16 推荐安装 'Create' (create) 的版本 0.5.1，但已安装的是不符的版本：0.5.0。",
    );
  });

  it('leaves no English sentence in a Forge dependency crash analysed in Chinese (facts aside)', async () => {
    const en = await analyzeCrash({ text: FORGE_LOG, name: 'latest.log' });
    const rules = new Set(en.findings.map((f) => f.rule));
    for (const rule of [
      'forge-missing-dependency',
      'forge-legacy-missing-dependency',
      'forge-incompatible',
      'language-provider',
    ])
      assert.ok(rules.has(rule), `no ${rule} in ${[...rules].join(', ')}`);
    assert.ok(checkChinese(en, /^(?:forge-(?:missing|legacy|incompatible)|language-provider)/) >= 8);
    const uteam = en.findings.find((f) => f.mods.includes('uteamcore'))!;
    assert.equal(
      uteam.detail,
      "Mod 'uteamcore' requires Forge 28.2.0 or newer (28.2.0 or above), but Forge 28.1.117 is installed. The installed Forge is too old.",
    );
    const zh = localizeAnalysis(en, 'zh-cn').findings[en.findings.indexOf(uteam)]!;
    assert.equal(
      zh.detail,
      "模组 'uteamcore' 需要 Forge 28.2.0 或更新版本 (28.2.0 或更高)，但已安装的是 Forge 28.1.117。已安装的 Forge 版本过旧。",
    );
  });

  it("renders the analyzer's sentence after another finding's detail by id", async () => {
    let appended = 0;
    for (const c of [...FIXTURES, ...MISSED, ...VARIANTS]) {
      const installed = 'installed' in c && c.installed ? c.installed : [];
      const en = await analyzeCrash({ text: c.log, name: 'fixture' }, { installed });
      const zh = localizeAnalysis(en, 'zh-cn');
      en.findings.forEach((f, i) => {
        const more = (f.texts?.detailMore ?? []).filter((m) => /likelyCulprit|stackPointsAt/.test(m.id));
        for (const m of more) {
          appended++;
          assert.ok(f.detail.endsWith(` ${renderMessage(m)}`), f.detail);
          assert.ok(zh.findings[i]!.detail.endsWith(renderMessage(m, 'zh-cn')), zh.findings[i]!.detail);
          assert.doesNotMatch(zh.findings[i]!.detail, /Most likely culprit|The stack points at/);
        }
      });
    }
    assert.ok(appended >= 2, `only ${appended} appended sentences`);
  });

  it('quotes a loader line of another form as it is, and reads hostile lines in bounded time', async () => {
    const odd = `${e}Incompatible mods found!\nA potential solution has been determined, this may resolve your problem:\n\t - Upgrade everything somehow\nMore details:`;
    const en = await analyzeCrash({ text: odd, name: 'latest.log' });
    const f = en.findings.find((x) => x.rule === 'fabric-solution')!;
    assert.equal(f.detail, "The loader's proposed fix: Upgrade everything somehow");
    const zh = localizeAnalysis(en, 'zh-cn').findings[en.findings.indexOf(f)]!;
    assert.equal(zh.detail, '加载器给出的解决方案：Upgrade everything somehow');
    const long = 'a, '.repeat(40_000);
    const hostile = [
      'A potential solution has been determined, this may resolve your problem:',
      ...Array.from({ length: 20 }, () => `\t - Install ${long}x`),
      '[main/WARN]: Warnings were found!',
      ...Array.from({ length: 20 }, () => ` - Mod ${"'x' ".repeat(20_000)} recommends ${long} of mod y, which`),
    ].join('\n');
    const started = Date.now();
    const result = await analyzeCrash({ text: hostile, name: 'latest.log' });
    localizeAnalysis(result, 'zh-cn');
    assert.ok(Date.now() - started < 5000, `${Date.now() - started} ms`);
    const warnings = result.findings.find((x) => x.rule === 'fabric-warnings');
    assert.ok(warnings);
    assert.equal(warnings.detail.length, 'The loader reported warnings: '.length + 400);
  });
});
