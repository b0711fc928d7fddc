import * as assert from 'node:assert/strict';
import { analyzeCrash } from '../../src/core/crash/crashAnalyzer';
import type { CrashAnalysis } from '../../src/core/crash/crashFinding';
import { localizeAnalysis } from '../../src/core/crash/crashMessages';
import { assertTopPastedFinding, findingText, type PastedCase } from './fixtures/pastedCrashCase';

/**
 * Shapes missed on a fresh set of real reports from modpacks' and big content mods' trackers (issue 30, round 5):
 * world generation that refers to registry entries no loaded mod defines (a worldgen mod removed from a world made
 * with it, or installed twice), CraftTweaker 1.12's error for a script that compiled into broken code (no line
 * number), and a crash thrown inside a library's code called by a mod (the two disagree on versions: both are named).
 * Every fragment is written for this test in the real formats, with made-up mod, biome and script names.
 */
const SHAPES: PastedCase[] = [
  {
    name: "a crash report's loading info listing unbound biomes of one mod, the list cut mid-name",
    log: [
      '-- Loading info --',
      'Details:',
      '\tErrors: ',
      '\t\tminecraft:root/minecraft:worldgen/biome: Unbound values in registry ResourceKey[minecraft:root / minecraft:worldgen/biome]: [dunesmod:red_dunes, dunesmod:salt_flats, dunesmod:cave/deep_sand, dun',
      'esmod:glass_desert, dunesmod:oasis]',
    ].join('\n'),
    rule: 'unbound-registry-value',
    says: ['dunesmod:red_dunes', 'worldgen/biome', 'removed', 'put it back'],
    mods: ['dunesmod'],
    zh: '未加载',
  },
  {
    name: 'one unbound density function quoted in a sentence: the mod of its namespace',
    log: [
      'Noticed this in the crash log:',
      '',
      "java.lang.IllegalStateException: Trying to access unbound value 'ResourceKey[minecraft:worldgen/density_function / ridges:overworld/height]' from registry net.minecraft.core.MappedRegistry$1@5c1e2f00",
      '',
      'I only have the terrain mods installed.',
    ].join('\n'),
    rule: 'unbound-registry-value',
    says: ['ridges:overworld/height', 'worldgen/density_function', 'installed twice'],
    mods: ['ridges'],
    zh: '只保留一个',
  },
  {
    name: 'an unbound-values list wrapped in an ExecutionException inside markdown backticks',
    log: [
      'logs：',
      '`java.util.concurrent.ExecutionException: java.lang.IllegalStateException: Unbound values in registry ResourceKey[minecraft:root / minecraft:worldgen/biome]: [terraform:alpine_meadow, terraform:cold_beach, minecraft:plains]`',
    ].join('\n'),
    rule: 'unbound-registry-value',
    says: ['terraform:alpine_meadow', 'terraform'],
    mods: ['terraform'],
    zh: 'terraform',
  },
  {
    name: "CraftTweaker 1.12's error for a script that compiled into broken code, without a line number",
    log: [
      'The log says:',
      '```',
      '[INITIALIZATION][CLIENT][INFO] [crafttweaker | SIDE_CLIENT]: Loading Script: {[80:crafttweaker]: machines.zs}',
      '[INITIALIZATION][CLIENT][ERROR] [crafttweaker]: Error executing {[70:crafttweaker]: tweaks/furnace.zs}: Truncated class file',
      '```',
    ].join('\n'),
    rule: 'crafttweaker-script-error',
    says: ['tweaks/furnace.zs', 'Truncated class file', 'one at a time'],
    mods: ['crafttweaker'],
    zh: '逐条启用',
  },
  {
    name: "a crash thrown inside a library's code called by a mod: the mod and the library, updated together",
    log: [
      '[10Mar2021 10:11:12.345] [main/FATAL] [net.minecraft.server.Main/]: Failed to start the minecraft server',
      'java.lang.NullPointerException: null',
      '\tat software.bernie.geckolib3.core.AnimationState.matches(AnimationState.java:84) ~[geckolib3:3.0.1]',
      '\tat com.example.wyverns.client.WyvernModel.setup(WyvernModel.java:75) ~[wyverns:1.2.0]',
      '\tat com.example.wyverns.Wyverns.onLoad(Wyverns.java:40) ~[wyverns:1.2.0]',
      '\tat net.minecraftforge.eventbus.EventBus.post(EventBus.java:302) ~[eventbus-4.0.0.jar:?]',
    ].join('\n'),
    rule: 'stack-culprit',
    says: ['thrown inside', 'Update geckolib3 and wyverns together'],
    mods: ['wyverns', 'geckolib3'],
    zh: '同时更新',
  },
  {
    name: "a biome that a biome mod's own config turned off, asked for by name in a quoted one-liner",
    log: [
      'Can confirm, same here after I edited the config.',
      '',
      '`java.lang.RuntimeException: Attempted to get unregistered biome ResourceKey[minecraft:worldgen/biome / lushlands:pebble_shore]`',
    ].join('\n'),
    rule: 'unbound-registry-value',
    says: ['lushlands:pebble_shore', 'config'],
    mods: ['lushlands'],
    zh: '重新开启',
  },
  {
    name: 'a mod failing on a missing class of a known library, pasted from a Multicraft console',
    log: [
      'When using the newest library the server stops.',
      '',
      '14.03 09:12:44 [Server] INFO Wyverns (wyverns) encountered an error during the common_setup event phase',
      '14.03 09:12:44 [Server] INFO java.lang.NoClassDefFoundError: software/bernie/geckolib3/core/OldAnimationHelper',
      '14.03 09:12:44 [Multicraft] Server stopped',
    ].join('\n'),
    rule: 'forge-mod-crash',
    // A class that cannot be loaded: GeckoLib is missing or of another version (no mod list tells which).
    says: ["'Wyverns' (wyverns)", 'GeckoLib', 'missing or of another version'],
    mods: ['wyverns', 'geckolib'],
    zh: '未安装或版本不对',
  },
  {
    name: "a launcher's one-line crash screen with Java's message naming a mod's null static field",
    log: [
      '### Crash Report',
      '',
      'The game crashed whilst unexpected error Error: java.lang.NullPointerException: Cannot invoke "glowmod.client.GlowShaders$Program.apply(float)" because "glowmod.client.GlowShaders.HALO" is null',
    ].join('\n'),
    rule: 'null-mod-field',
    says: ['glowmod.client.GlowShaders.HALO', 'glowmod'],
    mods: ['glowmod'],
    zh: '为 null',
  },
  {
    name: 'a 1.7.10 stack whose mod package has no domain and a part word second: the mod is named',
    log: [
      'Description: Exception in server tick loop',
      '',
      'java.lang.NullPointerException',
      '    at thornwood.structures.maze.ComponentMazeWall.func_74875_a(ComponentMazeWall.java:120)',
      '    at net.minecraft.world.gen.structure.StructureStart.func_75068_a(StructureStart.java:44)',
      '    at thornwood.world.ChunkProviderThornwood.func_73153_a(ChunkProviderThornwood.java:900)',
    ].join('\n'),
    rule: 'stack-culprit',
    says: ['thornwood'],
    mods: ['thornwood'],
    zh: 'thornwood',
  },
];

async function analyze(log: string): Promise<CrashAnalysis> {
  return analyzeCrash({ text: log, name: 'pasted.txt' });
}

describe('crash analysis of shapes from modpacks’ and big mods’ trackers (issue 30, round 5)', () => {
  for (const c of SHAPES) {
    it(`${c.name} → ${c.rule}`, async () => {
      assertTopPastedFinding(c, await analyze(c.log));
    });
  }

  it('names no mod when only vanilla entries are unbound, and still says what is missing', async () => {
    const result = await analyze(
      "Caused by: java.lang.IllegalStateException: Trying to access unbound value 'ResourceKey[minecraft:worldgen/biome / minecraft:end_barrens]' from registry net.minecraft.core.RegistrySetBuilder$UniversalOwner@21e7771",
    );
    const f = result.findings.find((x) => x.rule === 'unbound-registry-value');
    assert.ok(f, `no unbound-registry-value finding: ${result.findings.map((x) => x.rule).join(', ')}`);
    assert.deepEqual(f.mods, []);
    assert.ok(f.detail.includes('minecraft:end_barrens'), f.detail);
    const zh = localizeAnalysis(result, 'zh-cn').findings[result.findings.indexOf(f)]!;
    assert.ok(zh.detail.includes('minecraft:end_barrens') && /未加载/.test(zh.detail), zh.detail);
  });

  it('reads no unbound entry from a line that says "unbound value" without a registry key', async () => {
    const result = await analyze(
      '[12:00:01] [Render thread/WARN] [keybinds/]: Skipping unbound value for key.examplemod.zoom in options.txt',
    );
    assert.ok(!result.findings.some((f) => f.rule === 'unbound-registry-value'));
  });

  it('blames no mod for a null field of the game itself, nor the class whose method was called on a null', async () => {
    for (const log of [
      'Error: java.lang.NullPointerException: Cannot invoke "net.minecraft.client.renderer.ShaderInstance.apply()" because "net.minecraft.client.renderer.GameRenderer.blitShader" is null',
      'Error: java.lang.NullPointerException: Cannot invoke "spawnlib.config.SpawnData.matches(java.lang.Object)" because the return value of "java.util.Map.get(Object)" is null',
    ]) {
      const result = await analyze(log);
      assert.ok(!result.findings.some((f) => f.rule === 'null-mod-field'), log);
      assert.ok(!result.findings.some((f) => f.mods.includes('spawnlib')), log);
    }
  });

  it('leaves a null static field with frames below it to the stack', async () => {
    const result = await analyze(
      [
        'java.lang.NullPointerException: Cannot invoke "glowmod.client.GlowShaders$Program.apply(float)" because "glowmod.client.GlowShaders.HALO" is null',
        '\tat glowmod.client.SkyRenderer.render(SkyRenderer.java:40)',
      ].join('\n'),
    );
    assert.ok(!result.findings.some((f) => f.rule === 'null-mod-field'));
  });

  it('says a missing client class may mean client code on a server', async () => {
    const result = await analyze('java.lang.NoClassDefFoundError: net/minecraft/client/renderer/RenderHelper');
    const f = result.findings.find((x) => x.rule === 'no-class-def');
    assert.ok(f, 'no no-class-def finding');
    assert.ok(findingText(f).includes('dedicated server'), findingText(f));
    const zh = localizeAnalysis(result, 'zh-cn').findings[result.findings.indexOf(f)]!;
    assert.ok(zh.detail.includes('专用服务器'), zh.detail);
  });

  it("names only the mod when its own frame threw before the library's", async () => {
    const result = await analyze(
      [
        'java.lang.NullPointerException: Cannot invoke "Object.toString()" because "name" is null',
        '\tat com.example.wyverns.client.WyvernModel.setup(WyvernModel.java:75) ~[wyverns:1.2.0]',
        '\tat software.bernie.geckolib3.core.AnimationState.matches(AnimationState.java:84) ~[geckolib3:3.0.1]',
        '\tat com.example.wyverns.Wyverns.onLoad(Wyverns.java:40) ~[wyverns:1.2.0]',
      ].join('\n'),
    );
    const top = result.findings[0]!;
    assert.equal(top.rule, 'stack-culprit');
    assert.deepEqual(top.mods, ['wyverns']);
    assert.ok(!findingText(top).includes('thrown inside'), findingText(top));
  });
});
