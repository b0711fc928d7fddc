import * as assert from 'node:assert/strict';
import { analyzeCrash } from '../../src/core/crash/crashAnalyzer';
import type { CrashAnalysis } from '../../src/core/crash/crashFinding';
import { localizeAnalysis } from '../../src/core/crash/crashMessages';
import { assertTopPastedFinding, findingText, type PastedCase } from './fixtures/pastedCrashCase';

/**
 * Shapes of Forge 1.7.10–1.18 reports missed on a fresh set of real pastes from old mods' and modpacks' trackers and
 * non-English threads (issue 30, round 9, set C): a coremod's invalid patch of a game class (`java.lang.VerifyError`
 * whose `Exception Details` name a mod's class), a class of a library's `api.impl` package (part of its API, so the
 * library is missing), a finding that only says where a crash happened (a ticking entity, a mod that failed to load)
 * above one that says why (a version mismatch, a missing dependency, client code on a server), a frame's jar whose name
 * spells its package word in a paste with no mod list, and a code host's author word written with capitals. Every
 * fragment is written for this test in the real formats, with made-up mods, classes and jars.
 */
const SHAPES: PastedCase[] = [
  {
    name: "a VerifyError in a game class whose invalid code uses a mod's class names that mod's coremod",
    log: [
      '---- Minecraft Crash Report ----',
      '',
      'WARNING: coremods are present:',
      '  LanternLoadingPlugin (LanternRows-1.12.2-3.1.0.jar)',
      '  FrostfallCore (Frostfall-1.12.2-2.0.1.jar)',
      'Contact their authors BEFORE contacting forge',
      '',
      'Description: There was a severe problem during mod loading that has caused the game to fail',
      '',
      'net.minecraftforge.fml.common.LoaderException: java.lang.VerifyError: Bad type on operand stack',
      'Exception Details:',
      '  Location:',
      '    net/minecraft/world/World.func_175727_C(Lnet/minecraft/util/math/BlockPos;)Z @41: ifeq',
      '  Reason:',
      "    Type 'frostfall/api/climate/Climate' (current frame, stack[2]) is not assignable to integer",
      '  Current Frame:',
      '    bci: @41',
      "    locals: { 'net/minecraft/world/World', 'net/minecraft/util/math/BlockPos', 'frostfall/api/climate/Climate' }",
      '  Bytecode:',
      '    0x0000000: 2ab6 09c1 9a00 0503 ac2a 2bb6 02f1 9a00',
    ].join('\n'),
    rule: 'class-verify-error',
    says: [
      'frostfall.api.climate.Climate',
      'net.minecraft.world.World.func_175727_C',
      'Frostfall-1.12.2-2.0.1.jar',
      'Update',
    ],
    mods: ['frostfall'],
    zh: '核心模组',
    notErrors: ['stack-culprit'],
  },
  {
    name: "a VerifyError in a mod's own class (Java 6's one-line form) names that mod and says its code is invalid",
    log: [
      '```',
      'Caused by: java.lang.VerifyError: (class: com/someauthor/lanterns/block/TileLantern, method: func_145845_h signature: ()V) Incompatible argument to function',
      '\tat java.lang.Class.getDeclaredConstructors0(Native Method)',
      '```',
    ].join('\n'),
    rule: 'class-verify-error',
    says: [
      'com.someauthor.lanterns.block.TileLantern.func_145845_h',
      'Incompatible argument to function',
      'Re-download',
    ],
    mods: ['lanterns'],
    zh: '重新下载',
  },
  {
    name: "a missing class of a library's api.impl package is the library missing, not its internals",
    log: '```Caused by: java.lang.ClassNotFoundException: amerifrance.guideapi.api.impl.Book```',
    rule: 'no-class-def',
    says: ['Guide-API', 'Install or update Guide-API'],
    mods: ['guideapi'],
    zh: 'Guide-API',
  },
  {
    name: 'a ticking-entity crash whose exception is a version mismatch between two mods puts the mismatch first',
    log: [
      'Time: 3/14/15 9:26 PM',
      'Description: Ticking entity',
      '',
      'java.lang.NoSuchMethodError: arcanecraft.common.CommonProxy.sparkleFX(Lnet/minecraft/world/World;DDDF)V',
      '    at runicarts.common.item.FocusBlaze.onUsingFocusTick(FocusBlaze.java:98)',
      '    at arcanecraft.common.items.wands.ItemWand.onUsingTick(ItemWand.java:511)',
      '    at net.minecraft.entity.player.EntityPlayer.func_70071_h_(EntityPlayer.java:234)',
      '    at net.minecraft.world.World.func_72866_a(World.java:2043)',
    ].join('\n'),
    rule: 'no-such-method',
    says: ["'runicarts'", "'arcanecraft'", 'sparkleFX'],
    mods: ['runicarts', 'arcanecraft'],
    zh: 'runicarts',
  },
  {
    name: "a client class on a dedicated server in a jar that spells its package's mod names that mod, above the loading error",
    log: [
      'net.minecraftforge.fml.LoadingFailedException: Loading errors encountered: [',
      '    Faraway Vistas (farawayvistas) has failed to load correctly',
      '    java.lang.reflect.InvocationTargetException: null',
      ']',
      '',
      'Caused by: java.lang.ExceptionInInitializerError',
      '    at com.quietstudio.farawayvistas.client.Bindings.setup(Bindings.java:41) ~[FarawayVistas-1.4.0-1.18.2.jar%2371!/:?]',
      '    at com.quietstudio.farawayvistas.forge.VistasMod.<init>(VistasMod.java:57) ~[FarawayVistas-1.4.0-1.18.2.jar%2371!/:?]',
      '    ... 9 more',
      'Caused by: java.lang.RuntimeException: Attempted to load class net/minecraft/client/Minecraft for invalid dist DEDICATED_SERVER',
    ].join('\n'),
    rule: 'client-mod-on-server',
    says: ['net.minecraft.client.Minecraft', 'farawayvistas', 'Remove the client-only mod from the server'],
    mods: ['farawayvistas'],
    zh: 'farawayvistas',
  },
  {
    // The loading failure itself names the missing dependency (round 9A's forge-mod-crash), so it stays on top.
    name: "a mod that failed to load on a missing class of a code host's package (author word in capitals) names the dependency",
    log: [
      '[09Mar2025 11:02:13.402] [modloading-worker-0/ERROR] [net.neoforged.fml.javafmlmod.FMLModContainer/LOADING]: Failed to create mod instance. ModID: deepcaves, class com.github.Some_Author.deepcaves.DeepCaves',
      'java.lang.NoClassDefFoundError: com/github/Some_Author/coralcore/client/model/BoneModel',
      '\tat java.base/java.lang.ClassLoader.defineClass1(Native Method) ~[?:?]',
    ].join('\n'),
    rule: 'forge-mod-crash',
    says: ["'coralcore'", 'com/github/Some_Author/coralcore/client/model/BoneModel'],
    mods: ['coralcore'],
    zh: 'coralcore',
  },
];

async function analyze(log: string): Promise<CrashAnalysis> {
  return analyzeCrash({ text: log, name: 'pasted' });
}

describe('crash analysis of old Forge shapes from real reports and non-English threads (issue 30, round 9, set C)', () => {
  for (const c of SHAPES) {
    it(`${c.name} → ${c.rule}`, async () => {
      assertTopPastedFinding(c, await analyze(c.log));
    });
  }

  it('the coremod list line is quoted as evidence of the mod whose patch broke the class', async () => {
    const result = await analyze(SHAPES[0]!.log);
    const top = result.findings[0]!;
    assert.ok(
      top.evidence.some((e) => e.text === '  FrostfallCore (Frostfall-1.12.2-2.0.1.jar)'),
      top.evidence.map((e) => e.text).join(' | '),
    );
    // The other coremod is listed, but no class of it is in the invalid code: it is not blamed.
    assert.ok(!top.mods.includes('lanternrows'), top.mods.join(','));
  });

  it('a VerifyError naming only game classes blames no mod and points at the coremods', async () => {
    const result = await analyze(
      [
        'java.lang.VerifyError: Bad local variable type',
        'Exception Details:',
        '  Location:',
        '    net/minecraft/client/renderer/chunk/RenderChunk.func_178581_b(FFFLnet/minecraft/client/renderer/chunk/ChunkCompileTaskGenerator;)V @411: aload',
        '  Reason:',
        '    Type integer (current frame, locals[19]) is not assignable to reference type',
      ].join('\n'),
    );
    const top = result.findings[0]!;
    assert.equal(top.rule, 'class-verify-error');
    assert.deepEqual(top.mods, []);
    assert.ok(findingText(top).includes('coremods listed in the report'), findingText(top));
    const zh = localizeAnalysis(result, 'zh-cn').findings[0]!;
    assert.ok(findingText(zh).includes('核心模组'), findingText(zh));
  });

  it("a library's implementation package outside its API (net.fabricmc.fabric.impl) still reads as internals", async () => {
    const result = await analyze(
      'Caused by: java.lang.ClassNotFoundException: net.fabricmc.fabric.impl.client.rendering.WorldRenderContextImpl',
    );
    const top = result.findings[0]!;
    assert.equal(top.rule, 'no-class-def');
    assert.ok(findingText(top).includes('internal'), findingText(top));
  });

  it("a jar whose name does not spell its frame's package names no mod in a paste without a mod list", async () => {
    const result = await analyze(
      [
        'Caused by: java.lang.RuntimeException: Attempted to load class net/minecraft/client/Minecraft for invalid dist DEDICATED_SERVER',
        '    at com.quietstudio.shared.client.Bindings.setup(Bindings.java:41) ~[QuietBundle-2.0.jar%2371!/:?]',
        '    at com.quietstudio.shared.forge.Entry.<init>(Entry.java:57) ~[QuietBundle-2.0.jar%2371!/:?]',
      ].join('\n'),
    );
    const top = result.findings[0]!;
    assert.equal(top.rule, 'client-mod-on-server');
    assert.ok(!top.mods.includes('quietbundle') && !top.mods.includes('shared'), top.mods.join(','));
  });

  it('a where-finding stays first when the other error is about another crash (no shared mod or line)', async () => {
    const result = await analyze(
      [
        'Description: Ticking block entity',
        '',
        'java.lang.NullPointerException: Ticking block entity',
        '\tat net.minecraft.tileentity.TileEntityHopper.func_73660_a(TileEntityHopper.java:88)',
        '-- Block entity being ticked --',
        'Details:',
        '\tName: lanternrows:lantern // com.someauthor.lanternrows.TileLantern',
        '\tBlock location: World: (12,64,-30), Chunk: (at 12,4,2 in 0,-2; contains blocks 0,0,-32 to 15,255,-17)',
      ].join('\n'),
    );
    assert.equal(result.findings[0]!.rule, 'ticking-block-entity');
  });
});
