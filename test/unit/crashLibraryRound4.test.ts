import * as assert from 'node:assert/strict';
import { analyzeCrash } from '../../src/core/crash/crashAnalyzer';
import type { CrashAnalysis } from '../../src/core/crash/crashFinding';
import { libraryOfClass } from '../../src/core/crash/libraryMods';
import { findCulprits } from '../../src/core/crash/culpritFinder';
import { assertTopPastedFinding, type PastedCase } from './fixtures/pastedCrashCase';

/**
 * Shapes missed on a fresh set of real reports from library mods' and modpacks' issue threads (issue 30): a Kotlin
 * runtime class that Mixin could not load (a language runtime is never an optional compat probe), a class of MMD Lib
 * (an old library the map lacked), and a linkage error set in markdown bold whose only mod frames are a library's own
 * (the library is then what was built for another version). Every fragment is written for this test in the real
 * formats, with made-up classes and methods.
 */
const SHAPES: PastedCase[] = [
  {
    name: "Mixin's probe of a Kotlin runtime class that is not there: Kotlin for Forge is missing or of another version",
    log: [
      '\tat cpw.mods.bootstraplauncher.BootstrapLauncher.main(BootstrapLauncher.java:141) ~[bootstraplauncher-1.1.2.jar:?]',
      '[03Mar.2024 10:11:12.345] [pool-3-thread-1/WARN] [mixin/]: Error loading class: kotlin/collections/ArraysKt (java.lang.ClassNotFoundException: kotlin.collections.ArraysKt)',
    ].join('\n'),
    rule: 'no-class-def',
    says: ['Kotlin for Forge', 'kotlin.collections.ArraysKt'],
    zh: '缺少 Kotlin for Forge',
  },
  {
    name: 'a class of MMD Lib missing while an old Forge constructs a mod: MMD Lib, never the coremod listed above',
    log: [
      '---- Minecraft Crash Report ----',
      'WARNING: coremods are present:',
      '  somecore (somecore-1.2.3.jar)',
      'Contact their authors BEFORE contacting forge',
      '',
      'Description: There was a severe problem during mod loading that has caused the game to fail',
      '',
      'net.minecraftforge.fml.common.LoaderException: java.lang.NoClassDefFoundError: com/mcmoddev/lib/registry/FluidHolder',
      '\tat net.minecraftforge.fml.common.AutomaticEventSubscriber.inject(AutomaticEventSubscriber.java:89)',
      '\tat net.minecraftforge.fml.common.FMLModContainer.constructMod(FMLModContainer.java:599)',
    ].join('\n'),
    rule: 'no-class-def',
    says: ['MMD Lib', 'com.mcmoddev.lib.registry.FluidHolder'],
    zh: '缺少 MMD Lib',
  },
  {
    name: "a Forge method missing, its name in markdown bold, called only by a library's own frames: that library",
    log: [
      'Forge 1.16.2 with the newest Forge for it',
      '',
      '**java.lang.NoSuchMethodError**: net.minecraftforge.common.util.LazyOptional.flatMap(Lnet/minecraftforge/common/util/NonNullFunction;)Lnet/minecraftforge/common/util/LazyOptional;',
      '\tat top.theillusivec4.curios.common.SlotHelper.listSlots(SlotHelper.java:88)',
      '\tat top.theillusivec4.curios.client.TooltipHandler.onTooltip(TooltipHandler.java:40)',
      '....',
    ].join('\n'),
    rule: 'no-such-method',
    says: ['Forge', 'LazyOptional.flatMap'],
    mods: ['curios'],
    zh: '有模组需要其他版本的 Forge',
  },
];

async function analyze(log: string): Promise<CrashAnalysis> {
  return analyzeCrash({ text: log, name: 'pasted.txt' });
}

describe('crash analysis of library-mod and modpack shapes from a fourth real-report set (issue 30)', () => {
  for (const c of SHAPES) {
    it(`${c.name} → ${c.rule}`, async () => {
      assertTopPastedFinding(c, await analyze(c.log));
    });
  }

  it("keeps Mixin's probe of a mod's optional compat class harmless", async () => {
    const result = await analyze(
      [
        '[03Mar.2024 10:11:12.345] [main/INFO] [mixin/]: Compatibility level set to JAVA_17',
        '[03Mar.2024 10:11:12.400] [pool-3-thread-1/WARN] [mixin/]: Error loading class: com/example/otherthing/compat/Widget (java.lang.ClassNotFoundException: com.example.otherthing.compat.Widget)',
      ].join('\n'),
    );
    assert.ok(!result.findings.some((f) => f.rule === 'no-class-def'), result.findings.map((f) => f.rule).join(', '));
  });

  it('maps MMD Lib by its package', () => {
    assert.equal(libraryOfClass('com.mcmoddev.lib.events.SomeEvent')?.ids[0], 'mmdlib');
  });

  it("blames a library's own top frames only for a linkage error", () => {
    const frames = [
      { index: 0, text: 'java.lang.NullPointerException: boom' },
      { index: 1, text: '\tat software.bernie.geckolib.renderer.ModelRenderer.draw(ModelRenderer.java:10)' },
      { index: 2, text: '\tat software.bernie.geckolib.renderer.EntityRenderer.render(EntityRenderer.java:20)' },
    ];
    const plain = findCulprits({ frames, logged: new Map(), installed: [], named: [] });
    assert.deepEqual(
      plain.culprits.map((c) => c.id),
      [],
    );
    const linkage = findCulprits({
      frames,
      logged: new Map(),
      installed: [],
      named: [],
      missingClass: 'net.minecraft.client.model.SomePart',
    });
    assert.equal(linkage.culprits[0]?.id, 'geckolib');
    // The missing class's own frame is the rule's to name, not a caller built for another version.
    const own = findCulprits({
      frames: [{ index: 0, text: 'at software.bernie.geckolib.core.Thing.<clinit>()' }],
      logged: new Map(),
      installed: [],
      named: [],
      missingClass: 'software.bernie.geckolib.core.Thing',
    });
    assert.deepEqual(
      own.culprits.map((c) => c.id),
      [],
    );
  });
});
