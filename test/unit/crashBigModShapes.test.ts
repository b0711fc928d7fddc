import * as assert from 'node:assert/strict';
import { analyzeCrash } from '../../src/core/crash/crashAnalyzer';
import type { CrashAnalysis } from '../../src/core/crash/crashFinding';
import { assertTopPastedFinding, type PastedCase } from './fixtures/pastedCrashCase';

/**
 * Shapes missed on a fresh set of real reports from the trackers of big mods and their add-ons (issue 30): a feature
 * order cycle between biome mods (blamed on the library that only runs the sort, or on nobody), a missing field
 * worded the Java 21 way (`Class X does not have member field …`) in a render mod's API (Distant Horizons), Forge's
 * dependency sentence as a crash report's `Failure message:` (and its `only supports` wording), and an add-on whose
 * range ends below the installed dependency (the add-on, not the dependency, is out of date). Every fragment is
 * written for this test in the real formats, with made-up mod and biome names.
 */
const SHAPES: PastedCase[] = [
  {
    name: 'a feature order cycle between two biome mods, sorted inside a library: the biome mods, not the library',
    log: [
      'java.lang.IllegalStateException: Feature order cycle found, involved sources: [Reference{ResourceKey[minecraft:worldgen/biome / dunesmod:red_dunes]=net.minecraft.world.level.biome.Biome@1a2b3c}, Reference{ResourceKey[minecraft:worldgen/biome / steppes:tall_steppe]=net.minecraft.world.level.biome.Biome@4d5e6f}]',
      '\tat net.minecraft.world.level.biome.FeatureSorter.m_220603_(FeatureSorter.java:100) ~[client-1.20.1-20230612.114412-srg.jar%23100!/:?] {re:classloading}',
      '\tat com.example.biomelib.SliceManager.lambda$sort$3(SliceManager.java:78) ~[biomelib-1.20.1-2.0.jar%23200!/:2.0] {re:classloading}',
    ].join('\n'),
    rule: 'feature-order-cycle',
    says: ['dunesmod:red_dunes', 'steppes:tall_steppe', 'dunesmod, steppes'],
    mods: ['dunesmod', 'steppes'],
    zh: '地物顺序循环',
  },
  {
    name: 'a feature order cycle quoted in markdown backticks with a vanilla biome: only the modded one is named',
    log: [
      'world generation fails because of',
      '`java.lang.IllegalStateException: Feature order cycle found, involved sources: [Reference{ResourceKey[minecraft:worldgen/biome / minecraft:meadow]=net.minecraft.class_1959@42f8}, Reference{ResourceKey[minecraft:worldgen/biome / cavesplus:cave/deep_caves]=net.minecraft.class_1959@4b76}]`',
    ].join('\n'),
    rule: 'feature-order-cycle',
    says: ['minecraft:meadow', 'cavesplus:cave/deep_caves'],
    mods: ['cavesplus'],
    zh: '生物群系',
  },
  {
    name: 'a missing field worded "Class X does not have member field": the library that owns X',
    log: [
      'Description: Unexpected error',
      '',
      "java.lang.NoSuchFieldError: Class com.seibel.distanthorizons.api.objects.ExampleEvent$Param does not have member field 'int someField'",
      '\tat com.example.shaderpack.compat.LodEvents$4.beforeRender(LodEvents.java:185)',
      '\tat com.seibel.distanthorizons.api.objects.ExampleEvent.fireEvent(ExampleEvent.java:48)',
    ].join('\n'),
    rule: 'no-such-method',
    says: ['Distant Horizons', 'someField'],
    mods: ['distanthorizons'],
    zh: 'Distant Horizons',
  },
  {
    name: "a crash report's mod section whose failure message says a mod only supports a newer optional dependency",
    log: [
      '-- MOD shinyrender --',
      'Details:',
      '\tMod File: /C:/Users/someone/mods/shinyrender-0.4.0+mc1.20.1.jar',
      '\tFailure message: Mod shinyrender only supports shadepack above 2.1.0',
      '\t\tCurrently, shadepack is 2.1.0',
      '\tMod Version: 0.4.0+mc1.20.1',
      '\tException message: MISSING EXCEPTION MESSAGE',
    ].join('\n'),
    rule: 'neoforge-missing-dependency',
    says: ['shadepack', 'above 2.1.0', '2.1.0 is installed'],
    mods: ['shadepack', 'shinyrender'],
    zh: '已安装',
  },
  {
    name: 'an add-on whose required range ends below the installed dependency: the add-on is too old',
    log: [
      'The crash log had this line:',
      'Failure message: Mod gearworks requires spinlib 0.6.9 or above, and below 0.7',
      'Currently, spinlib is 1.0.1-beta',
    ].join('\n'),
    rule: 'neoforge-missing-dependency',
    says: ['gearworks', 'too old', 'Update', '1.0.1-beta'],
    mods: ['gearworks', 'spinlib'],
    zh: '太旧',
  },
];

async function analyze(log: string): Promise<CrashAnalysis> {
  return analyzeCrash({ text: log, name: 'pasted.txt' });
}

describe('crash analysis of shapes from big mods’ issue trackers (issue 30)', () => {
  for (const c of SHAPES) {
    it(`${c.name} → ${c.rule}`, async () => {
      assertTopPastedFinding(c, await analyze(c.log));
    });
  }

  it('names no mod for a cycle among vanilla biomes only', async () => {
    const result = await analyze(
      'java.lang.IllegalStateException: Feature order cycle found, involved biomes: [Reference{ResourceKey[minecraft:worldgen/biome / minecraft:snowy_taiga]=net.minecraft.class_1959@731e}]',
    );
    const f = result.findings.find((x) => x.rule === 'feature-order-cycle');
    assert.ok(f, 'no feature-order-cycle finding');
    assert.deepEqual(f.mods, []);
    assert.ok(f.detail.includes('minecraft:snowy_taiga'));
  });

  it('reads a pasted bare java.lang.Exception with its frames as the crash, naming the mod in them', async () => {
    const result = await analyze(
      [
        '[02:10:10] [modloading-worker-0/FATAL]:Far View had an error. Crashing Minecraft...',
        'java.lang.Exception: Far View config check Exception',
        '\tat TRANSFORMER/farview@3.0.3/com.example.farview.common.Initializer.checkConfig(Initializer.java:388)',
        '\tat TRANSFORMER/farview@3.0.3/com.example.farview.common.Initializer.onInitializeClient(Initializer.java:98)',
        '\tat net.neoforged.bus.EventBus.post(EventBus.java:360)',
      ].join('\n'),
    );
    const top = result.findings[0];
    assert.ok(top, 'no finding');
    assert.equal(top.rule, 'stack-culprit');
    assert.deepEqual(top.mods, ['farview']);
    assert.ok(top.detail.includes('config check Exception'), top.detail);
  });

  it('still asks to update a dependency installed below the range', async () => {
    const result = await analyze(
      'Failure message: Mod gearworks requires spinlib 0.6.9 or above, and below 0.7\nCurrently, spinlib is 0.6.2',
    );
    const top = result.findings[0]!;
    assert.ok(top.mods.includes('spinlib') && top.mods.includes('gearworks'), top.mods.join(','));
    assert.ok(!result.findings.some((f) => f.title.includes('too old')), top.title);
    assert.ok(top.advice.includes('spinlib'), top.advice);
  });
});
