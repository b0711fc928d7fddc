import * as assert from 'node:assert/strict';
import { analyzeCrash } from '../../src/core/crash/crashAnalyzer';
import type { CrashAnalysis } from '../../src/core/crash/crashFinding';
import { localizeAnalysis } from '../../src/core/crash/crashMessages';
import { modOfUnknownClass } from '../../src/core/crash/missingClassOwner';
import { unshippedJavaClass } from '../../src/core/crash/unshippedJavaClasses';
import { assertTopPastedFinding, findingText, type PastedCase } from './fixtures/pastedCrashCase';

/**
 * Shapes missed on a fresh set of real pastes from old versions and old Forge on a new Java (issue 30, round 11c:
 * Forge 1.7.10 to 1.12.2, their add-on ecosystems, lwjgl3ify and UniMixins): Java 8's wording of a missing constructor
 * (`a.b.C: method <init>()V not found`); a library that loads its add-ons' classes named by Forge as the failing mod
 * while the first frame is the add-on's; a Java 8 class that newer Java removed; an editor's stray import of a class no
 * game ships; a mixin loader's own list of jars it cannot run with. Every fragment is written for this test in the
 * real formats, with made-up mods and classes.
 */
const SHAPES: PastedCase[] = [
  {
    name: "Java 8's `a.b.C: method <init>()V not found` on an add-on platform's class names the add-on and the platform",
    log: [
      'The game crashed whilst initializing game',
      'Error: java.lang.NoSuchMethodError: micdoodle8.mods.galacticraft.core.energy.tile.TileBaseElectricBlock: method <init>()V not found',
      'Exit Code: -1',
      '',
      'Description: Initializing game',
      '',
      'java.lang.NoSuchMethodError: micdoodle8.mods.galacticraft.core.energy.tile.TileBaseElectricBlock: method <init>()V not found',
      '\tat starforge.systems.Machines.tile.TileFuelPress.<init>(TileFuelPress.java:31)',
      '\tat starforge.systems.Machines.block.BlockFuelPress.func_149915_a(BlockFuelPress.java:58)',
    ].join('\n'),
    rule: 'no-such-method',
    says: ["'starforge' was built for another version of Galacticraft"],
    mods: ['starforge'],
    zh: '构建',
  },
  {
    name: "a library that loads its add-ons' classes, named by Forge as the failing mod, gives way to the add-on in the first frame",
    log: [
      'net.minecraftforge.fml.common.LoaderExceptionModCrash: Caught exception from Gear Core (gearcore)',
      'Caused by: java.lang.NoSuchMethodError: com.someone.gearmain.client.MainTab.<init>(Ljava/lang/String;I)V',
      '\tat net.tinkerer.gearaddons.content.AddonTab.<init>(AddonTab.java:19)',
      '\tat net.tinkerer.gearaddons.Features.<clinit>(Features.java:33)',
      '\tat java.lang.Class.forName0(Native Method)',
      '\tat com.someone.gearcore.registry.FeatureScanner.scan(FeatureScanner.java:76)',
      '\tat com.someone.gearcore.GearCore.preInit(GearCore.java:75)',
    ].join('\n'),
    rule: 'no-such-method',
    says: ["'gearaddons' was built for another version of 'gearmain'"],
    mods: ['gearaddons', 'gearmain'],
    zh: '构建',
  },
  {
    name: 'a Java 8 class that newer Java removed (`sun.reflect.Reflection`) names the mod that uses it, not a dependency',
    log: [
      '```',
      'net.minecraftforge.fml.common.LoaderExceptionModCrash: Caught exception from Petal Tweaks (petal_tweaks)',
      'Caused by: java.lang.NoClassDefFoundError: sun/reflect/Reflection',
      '    at quietmods.petaltweaks.lib.CallerMap.<clinit>(CallerMap.java:22)',
      '    at quietmods.petaltweaks.PetalTweaks.preinit(PetalTweaks.java:57)',
    ].join('\n'),
    rule: 'no-class-def',
    says: ['sun.reflect.Reflection', 'Java 9', "'petal_tweaks'", 'Java 8'],
    mods: ['petal_tweaks'],
    zh: 'Java 9',
  },
  {
    name: "an editor's stray import of a class no game ships (`scala.actors.threadpool.Arrays`) is a bug of the mod using it",
    log: [
      'Description: Exception in server tick loop',
      '',
      'java.lang.NoClassDefFoundError: scala/actors/threadpool/Arrays',
      '\tat trinketbag.api.cap.BagContainer.markDirty(BagContainer.java:62)',
      '\tat trinketbag.common.event.BagEvents.playerJoin(BagEvents.java:44)',
    ].join('\n'),
    rule: 'no-class-def',
    says: ['scala.actors.threadpool.Arrays', "'trinketbag'", 'auto-import'],
    mods: ['trinketbag'],
    zh: '自动导入',
  },
  {
    name: "a mixin loader's own list of jars it cannot run with names them to remove",
    log: [
      '[08:15:51] [main/WARN] [unimixins]: ==============================================',
      '[08:15:51] [main/ERROR] [unimixins]: - Detected incompatible jars: [oldmixinlib-v1.0.jar]',
      '[08:15:51] [main/ERROR] [unimixins]: The game will almost certainly crash!',
      '[08:15:51] [main/ERROR] [mixin]: catching',
      'java.lang.reflect.InvocationTargetException',
      '\tat sun.reflect.NativeMethodAccessorImpl.invoke0(Native Method) ~[?:1.8.0_321]',
    ].join('\n'),
    rule: 'incompatible-jars-detected',
    says: ['oldmixinlib-v1.0.jar', 'unimixins', 'Remove'],
    mods: ['oldmixinlib'],
    zh: '移除',
  },
];

async function analyze(log: string): Promise<CrashAnalysis> {
  return analyzeCrash({ text: log, name: 'pasted' });
}

describe('crash analysis of old versions and old Forge on a new Java (issue 30, round 11c)', () => {
  for (const c of SHAPES) {
    it(`${c.name} → ${c.rule}`, async () => {
      assertTopPastedFinding(c, await analyze(c.log));
    });
  }

  it("names a well-known library a 1.7.10 add-on's missing class belongs to, with the add-on, in English and zh-CN", async () => {
    const result = await analyze(
      [
        'cpw.mods.fml.common.LoaderException: java.lang.NoClassDefFoundError: cofh/util/FluidHelper',
        '    at cpw.mods.fml.common.LoadController.transition(LoadController.java:162)',
        'Caused by: java.lang.NoClassDefFoundError: cofh/util/FluidHelper',
        '    at orebloom.common.CommonProxy.sendMessages(CommonProxy.java:72)',
      ].join('\n'),
    );
    const top = result.findings[0]!;
    assert.equal(top.rule, 'no-class-def');
    // The library's id is spelled on no quoted line (its package is `cofh.`): it is named by its name.
    assert.deepEqual(top.mods, ['orebloom']);
    assert.ok(findingText(top).includes('CoFH Core'), findingText(top));
    const zh = localizeAnalysis(result, 'zh-cn').findings[0]!;
    assert.ok(zh.title.includes('CoFH Core') && /[\u4e00-\u9fff]/.test(zh.title), zh.title);
  });

  it("names the library of an add-on's missing member whose package spells no mod id (EnderCore's `com.enderio.core`)", async () => {
    const result = await analyze(
      [
        'net.minecraftforge.fml.common.LoaderExceptionModCrash: Caught exception from Pipe Works (pipeworks)',
        'Caused by: java.lang.NoSuchMethodError: com.enderio.core.common.util.NullHelper.first(Ljava/lang/Object;)Ljava/lang/Object;',
        '\tat pipeworks.base.config.Values.<init>(Values.java:17)',
      ].join('\n'),
    );
    const top = result.findings[0]!;
    assert.equal(top.rule, 'no-such-method');
    assert.deepEqual(top.mods, ['pipeworks']);
    assert.ok(findingText(top).includes('EnderCore'), findingText(top));
  });

  it('says an LWJGL 2 class the compatibility layer lacks is missing from the installed layer, not the layer itself', async () => {
    const result = await analyze(
      [
        'cpw.mods.fml.common.LoaderException: java.lang.NoClassDefFoundError: org/lwjglx/util/glu/Sphere',
        '\tat cpw.mods.fml.common.LoadController.transition(LoadController.java:163)',
      ].join('\n'),
    );
    const top = result.findings[0]!;
    assert.equal(top.rule, 'no-class-def');
    assert.ok(
      findingText(top).includes('lwjgl3ify') && findingText(top).includes('which is installed'),
      findingText(top),
    );
    assert.ok(!/^Missing /.test(top.title), top.title);
  });

  it('a Forge 1.12 mod that loads client code on a dedicated server is told apart from a client-only one in the advice', async () => {
    const result = await analyze(
      [
        'net.minecraftforge.fml.common.LoaderExceptionModCrash: Caught exception from Trinket Bag (trinketbag)',
        'Caused by: java.lang.NoClassDefFoundError: net/minecraft/client/Minecraft',
        '    at trinketbag.common.Config.initJson(Config.java:36)',
        'Description: Exception in server tick loop',
      ].join('\n'),
    );
    const top = result.findings[0]!;
    assert.equal(top.rule, 'client-mod-on-server');
    assert.deepEqual(top.mods, ['trinketbag']);
    assert.ok(top.advice.includes('loaded client code by mistake'), top.advice);
    const zh = localizeAnalysis(result, 'zh-cn').findings[0]!;
    assert.ok(zh.advice.includes('误加载了客户端代码'), zh.advice);
  });

  it("reads a mod's id from the words where ids stand, whatever a deeper part word is written like", () => {
    assert.equal(modOfUnknownClass('galaxyforge.systems.SolarBelt.planets.tile.TileAssembler')?.id, 'galaxyforge');
    assert.equal(modOfUnknownClass('com.author.starmod.machines.RefineryTile')?.id, 'starmod');
    // A word where the id stands that is no id-like word still names nothing.
    assert.equal(modOfUnknownClass('Galaxy.Forge.Tile'), null);
  });

  it("tells Java 8 classes that newer Java removed from an editor's stray import and from the rest of the JDK", () => {
    assert.deepEqual(unshippedJavaClass('javax/xml/bind/DatatypeConverter'), {
      kind: 'removed',
      api: 'JAXB (javax.xml.bind)',
      removedIn: 11,
    });
    assert.equal(unshippedJavaClass('scala.actors.threadpool.Arrays')?.kind, 'stray');
    assert.equal(unshippedJavaClass('sun.misc.Unsafe'), null);
    assert.equal(unshippedJavaClass('javax.annotation.Nullable'), null);
  });
});
