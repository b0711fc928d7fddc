import * as assert from 'node:assert/strict';
import { analyzeCrash } from '../../src/core/crash/crashAnalyzer';
import type { CrashAnalysis } from '../../src/core/crash/crashFinding';
import { localizeAnalysis } from '../../src/core/crash/crashMessages';
import { inFamily, mismatchedFamily } from '../../src/core/crash/moduleFamilies';
import { assertTopPastedFinding, findingText, type PastedCase } from './fixtures/pastedCrashCase';

/**
 * Shapes missed on a fresh set of real pastes about farming, food, storage, logistics and Create add-ons (issue 30,
 * round 12c): a NightConfig syntax error quoted without its file (and split over two lines by the newline it
 * complains about); an add-on's optional integration asking for a class its platform moved; Minecraft's refusal of a
 * mod's plant block that is not marked dynamicShape; Forge's `Suppressed: …ModLoadingException:` leading the failing
 * mod's name; modules of one release (Mekanism and its Generators) quoted at two versions under a bare linkage error.
 * Every fragment is written for this test in the real formats, with made-up mods, classes and entries.
 */
const SHAPES: PastedCase[] = [
  {
    name: 'a NightConfig syntax error quoted without its file, split by the newline it complains about, is a corrupt config',
    log: [
      'the maintainer said:',
      "`Caused by: com.electronwill.nightconfig.core.io.ParsingException: Invalid character '",
      "' after key [plum_grove_settings]`",
      '',
      'does deleting the config fix the issue?',
    ].join('\n'),
    rule: 'config-corrupt',
    says: ['A config file is corrupt', 'plum_grove_settings', 'Invalid character'],
    zh: '配置文件',
  },
  {
    name: "an add-on's optional integration asking for a class its platform moved names the add-on, then the platform",
    log: [
      "[18:02:11] [main/ERROR] [ne.mi.fm.DeferredWorkQueue/]: Mod 'picnicbasket' encountered an error in a deferred task:",
      'java.lang.NoClassDefFoundError: com/simibubi/create/content/oldmotion/MotionBehaviour',
      '        at net.someone.picnicbasket.compat.CreateSupport.setup(CreateSupport.java) ~[picnicbasket-1.20-3.1.0.jar%23201!/:?] {re:classloading}',
      '        at net.someone.picnicbasket.compat.Compats.setup(Compats.java:40) ~[picnicbasket-1.20-3.1.0.jar%23201!/:?] {re:classloading}',
    ].join('\n'),
    rule: 'no-class-def',
    says: [
      "'picnicbasket' needs a class Create does not have",
      'com.simibubi.create.content.oldmotion.MotionBehaviour',
    ],
    mods: ['picnicbasket', 'create'],
    zh: '构建',
  },
  {
    name: "Minecraft's refusal of a mod's plant block that is not marked dynamicShape names the block's mod",
    log: [
      '> Description: Feature placement',
      '>',
      '> java.lang.IllegalStateException: orchardmod:quince_sapling has a collision shape and an offset type, but is not marked as dynamicShape in its properties.',
      '> \tat net.minecraft.world.level.block.state.BlockBehaviour$BlockStateBase.m_60611_(BlockBehaviour.java:627)',
    ].join('\n'),
    rule: 'block-not-dynamic-shape',
    says: ['orchardmod:quince_sapling', "'orchardmod'"],
    mods: ['orchardmod'],
    zh: 'dynamicShape',
  },
  {
    name: "Forge's `Suppressed: …ModLoadingException:` leading the failing mod's line is not part of its name",
    log: [
      'java.lang.RuntimeException: null',
      '\tat net.minecraftforge.registries.GameData.postRegisterEvents(GameData.java:326) ~[forge-1.19.2-43.2.8-universal.jar%23539!/:?]',
      '\tSuppressed: net.minecraftforge.fml.ModLoadingException: Crate Works (crateworks) encountered an error during the common_setup event phase',
      "§7java.lang.NoSuchMethodError: 'void com.hrznstudio.titanium.recipe.serializer.GenericSerializer.<init>(net.minecraft.world.item.crafting.RecipeType, java.lang.Class)'",
    ].join('\n'),
    rule: 'forge-mod-crash',
    says: ["'Crate Works' (crateworks)", 'Titanium'],
    mods: ['crateworks', 'titanium'],
    zh: 'Titanium',
  },
  {
    name: 'modules of one release quoted at two versions under a bare `NoSuchFieldError : x` are named together',
    log: [
      'Opening the machine crashes the game with the error java.lang.NoSuchFieldError : sideConfig. Restarting fixes it.',
      '',
      '```',
      'Mekanism{9.1.0} [Mekanism] (Mekanism-1.7.10-9.1.0.281.jar)',
      'MekanismTools{9.1.1} [MekanismTools] (MekanismTools-1.7.10-9.1.1.1031.jar)',
      '```',
    ].join('\n'),
    rule: 'no-such-method',
    says: ['Mekanism modules of different versions', 'Mekanism 9.1.0', 'MekanismTools 9.1.1', 'sideConfig'],
    mods: ['Mekanism', 'MekanismTools'],
    zh: '版本不一致',
  },
];

async function analyze(log: string): Promise<CrashAnalysis> {
  return analyzeCrash({ text: log, name: 'pasted' });
}

describe('crash analysis of farming, storage and Create add-on pastes (issue 30, round 12c)', () => {
  for (const c of SHAPES) {
    it(`${c.name} → ${c.rule}`, async () => {
      assertTopPastedFinding(c, await analyze(c.log));
    });
  }

  it("names only the platform when no mod's frame follows its missing class (nothing else is blamed)", async () => {
    const result = await analyze(
      'java.lang.NoClassDefFoundError: com/simibubi/create/content/oldmotion/MotionBehaviour',
    );
    const top = result.findings[0]!;
    assert.equal(top.rule, 'no-class-def');
    assert.deepEqual(top.mods, ['create']);
    assert.ok(!findingText(top).includes('needs a class'), findingText(top));
  });

  it("does not blame a block of Minecraft's own namespace", async () => {
    const result = await analyze(
      'java.lang.IllegalStateException: minecraft:fern has a collision shape and an offset type, but is not marked as dynamicShape in its properties.',
    );
    assert.ok(!result.findings.some((f) => f.rule === 'block-not-dynamic-shape'));
  });

  it('modules of one version are no mismatch, and a linkage error of another mod is not put on them', async () => {
    const same = await analyze(
      [
        'java.lang.NoSuchFieldError : sideConfig',
        'Mekanism{9.1.1} [Mekanism] (Mekanism-1.7.10-9.1.1.281.jar)',
        'MekanismTools{9.1.1} [MekanismTools] (MekanismTools-1.7.10-9.1.1.1031.jar)',
      ].join('\n'),
    );
    assert.ok(!same.findings.some((f) => f.title.includes('modules of different versions')));
    const other = await analyze(
      [
        'java.lang.NoSuchMethodError: net.someone.gardenlib.Api.plant()V',
        '\tat net.other.orchard.Trees.grow(Trees.java:12)',
        'Mekanism{9.1.0} [Mekanism] (Mekanism-1.7.10-9.1.0.281.jar)',
        'MekanismTools{9.1.1} [MekanismTools] (MekanismTools-1.7.10-9.1.1.1031.jar)',
      ].join('\n'),
    );
    assert.ok(!other.findings.some((f) => f.title.includes('modules of different versions')));
  });

  it('reads a family from listed ids whatever their case, comparing versions without a leading Minecraft version', () => {
    const mods = new Map([
      ['mekanism', { id: 'mekanism', name: null, version: '1.12.2-9.8.3', file: null }],
      ['mekanismgenerators', { id: 'mekanismgenerators', name: null, version: '9.8.3', file: null }],
    ]);
    assert.equal(mismatchedFamily(mods), null);
    mods.set('mekanismgenerators', { id: 'mekanismgenerators', name: null, version: '9.8.1', file: null });
    const family = mismatchedFamily(mods)!;
    assert.equal(family.name, 'Mekanism');
    assert.ok(inFamily(family, 'MekanismGenerators') && !inFamily(family, 'create'));
  });

  it('renders the corrupt-config finding without a file in zh-CN with the entry verbatim', async () => {
    const result = await analyze(
      'Caused by: com.electronwill.nightconfig.core.io.ParsingException: Invalid bare key: a b after key [oven.speed]',
    );
    const zh = localizeAnalysis(result, 'zh-cn').findings[0]!;
    assert.ok(zh.title.includes('配置文件') && zh.detail.includes('oven.speed'), `${zh.title} ${zh.detail}`);
  });
});
