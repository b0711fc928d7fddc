import * as assert from 'node:assert/strict';
import { analyzeCrash } from '../../src/core/crash/crashAnalyzer';
import type { CrashAnalysis } from '../../src/core/crash/crashFinding';
import { assertTopPastedFinding, findingText, type PastedCase } from './fixtures/pastedCrashCase';

/**
 * Shapes missed on a fresh set of real pastes about performance and rendering-engine mods (issue 30, round 13b): a
 * mixin companion plugin that could not be loaded (often a mod's own mixin settings file left empty), an injector
 * refused by a method another mod's mixin merged, wrapped over lines with its mod only in the handler's name, a mod
 * named only in a list of jar names, a watchdog sentence pasted without its thread dump beside a template's version
 * field, a Java without a HotSpot VM option, and OpenJ9's own crash dump in a native profiler's thread. Every fragment
 * is written for this test in the real formats (cut lines, quotes, fences, list bullets), with made-up mods.
 */
const SHAPES: PastedCase[] = [
  {
    name: "a companion plugin Mixin could not load, the line cut after the class, names the plugin's mod",
    log: '[mixin/]: Error loading companion plugin class [io.quartzmods.lumen.mixin.plugin.LumenMixinPlugin]',
    rule: 'mixin-plugin-failed',
    says: ["The mixin plugin of 'lumen' could not be loaded", 'empty or garbled, delete it'],
    mods: ['lumen'],
    zh: '无法加载',
  },
  {
    name: "Mixin's whole companion-plugin line names the config's mod and the plugin's error",
    log: [
      '[12:00:01] [main/INFO]: Loading 41 mods',
      '[12:00:02] [main/ERROR]: Error loading companion plugin class [io.quartzmods.lumen.mixin.plugin.LumenMixinPlugin] for mixin config [lumen.mixins.json]. The plugin may be out of date: NullPointerException:null',
    ].join('\n'),
    rule: 'mixin-plugin-failed',
    says: ['NullPointerException', 'settings file in config/'],
    mods: ['lumen'],
    zh: '配套插件',
  },
  {
    name: 'an injector refused by a method another mixin merged, quoted over three lines, names both mods',
    log: [
      'got this when joining:',
      '> @At("INVOKE") on net/minecraft/class_1297::tidewalk$keepAfloat with priority 1000 cannot inject into',
      '> net/minecraft/class_1297::method_5784(Lnet/minecraft/class_1313;Lnet/minecraft/class_243;)V',
      '> merged by net.swiftgear.mixin.entity.EntityMoveMixin with priority 1000',
    ].join('\n'),
    rule: 'mixin-conflict',
    says: ["Mixin conflict between 'tidewalk' and 'swiftgear'", 'merged first'],
    mods: ['tidewalk', 'swiftgear'],
    zh: "'tidewalk' 与 'swiftgear' 的 Mixin 冲突",
  },
  {
    name: 'a mixin failure that names no mod takes the mod from a bullet list of jar names, the library last',
    log: [
      '> The game crashed whilst bootstrap',
      '> Error: java.lang.BootstrapMethodError: java.lang.RuntimeException: Mixin transformation of net.minecraft.class_2248 failed',
      '',
      'mods in the instance:',
      '- fabric-api-0.91.0+1.20.2',
      '- quillpad-2.4.1-fabric',
    ].join('\n'),
    rule: 'mixin-failure',
    says: ["'quillpad' 2.4.1", "'fabric-api' 0.91.0+1.20.2"],
    mods: ['quillpad'],
    zh: 'quillpad',
  },
  {
    name: "a watchdog sentence without its thread dump names the mod of the report template's version field",
    log: [
      '### Version',
      '',
      '`emberlight-neoforge-1.3.2+mc1.21.1`',
      '',
      '### Crash Report File',
      '',
      'the report says `java.lang.Error: ServerHangWatchdog detected that a single server tick took 60.00 seconds (should be max 0.05)`',
    ].join('\n'),
    rule: 'server-watchdog',
    says: ["the mods named with it are 'emberlight' 1.3.2", "Update 'emberlight' 1.3.2 to the newest build first"],
    mods: ['emberlight'],
    zh: '与之一同提到的模组',
  },
  {
    name: 'a HotSpot VM option a Java lacks says the Java is not a standard HotSpot JVM',
    log: [
      'it crashes right away, the log ends with:',
      'Caused by: java.lang.IllegalArgumentException: VM option "UseCompressedOops" does not exist',
      '\tat jdk.management/com.sun.management.internal.HotSpotDiagnostic.getVMOption(HotSpotDiagnostic.java:82)',
      '\tat knot//org.example.unsafeutil.Objects.<clinit>(Objects.java:40)',
    ].join('\n'),
    rule: 'openj9',
    says: ['This Java is not a standard HotSpot JVM', 'UseCompressedOops', 'Eclipse Temurin'],
    zh: '不是标准的 HotSpot JVM',
  },
  {
    name: "OpenJ9's crash dump in the async-profiler's thread names spark and its Java sampler",
    log: [
      '```',
      '[08:00:00 INFO]: [spark] Starting background profiler...',
      'JVMDUMP039I Processing dump event "abort", detail "" at 2024/03/02 08:00:05 - please wait.',
      "JVMDUMP032I JVM requested System dump using '/srv/mc/core.20240302.080005.7.0001.dmp' in response to an event",
      "JVMDUMP051I JIT dump occurred in 'Async-profiler Sampler' thread 0x0000000001F2A100",
      '```',
    ].join('\n'),
    rule: 'openj9',
    says: ["The native profiler of 'spark' crashed Java", 'Async-profiler Sampler', '--force-java-sampler'],
    mods: ['spark'],
    zh: '原生分析器',
  },
];

async function analyze(log: string): Promise<CrashAnalysis> {
  return analyzeCrash({ text: log, name: 'pasted' });
}

describe('crash analysis of shapes from a fresh set of performance and rendering-mod pastes (issue 30, round 13b)', () => {
  for (const c of SHAPES) {
    it(`${c.name} → ${c.rule}`, async () => {
      assertTopPastedFinding(c, await analyze(c.log));
    });
  }

  it('reads no mod from a handler name Mixin generated (`redirect$abc000$…`) and keeps a refused injector an error', async () => {
    const result = await analyze(
      [
        '@At("INVOKE") on net/minecraft/class_1297::redirect$abc000$keepAfloat with priority 1000 cannot inject into',
        'net/minecraft/class_1297::method_5784(Lnet/minecraft/class_243;)V',
        'merged by net.swiftgear.mixin.entity.EntityMoveMixin with priority 1000',
      ].join('\n'),
    );
    assert.ok(
      !result.findings.some((f) => f.mods.includes('redirect') || f.mods.includes('keepafloat')),
      result.findings.map((f) => `${f.rule}:${f.mods.join('+')}`).join(),
    );
  });

  it('names no posted mod beside a watchdog whose thread dump is pasted, and takes no OpenJ9 OutOfMemoryError dump as a crash of its own', async () => {
    const dumped = await analyze(
      [
        '- emberlight: 1.3.2',
        'java.lang.Error: ServerHangWatchdog detected that a single server tick took 60.00 seconds (should be max 0.05)',
        '\tat net.minecraft.server.level.ServerChunkCache.getChunk(ServerChunkCache.java:132)',
        '\tat net.minecraft.server.MinecraftServer.tickServer(MinecraftServer.java:850)',
      ].join('\n'),
    );
    const watchdog = dumped.findings.find((f) => f.rule === 'server-watchdog')!;
    assert.ok(watchdog, dumped.findings.map((f) => f.rule).join());
    assert.ok(!findingText(watchdog).includes('emberlight'), findingText(watchdog));
    const oom = await analyze(
      [
        'JVMDUMP039I Processing dump event "systhrow", detail "java/lang/OutOfMemoryError" at 2024/03/02 08:00:05 - please wait.',
        "JVMDUMP032I JVM requested Heap dump using '/srv/mc/heapdump.phd' in response to an event",
        'Exception in thread "Server thread" java.lang.OutOfMemoryError: Java heap space',
      ].join('\n'),
    );
    assert.ok(
      !oom.findings.some((f) => f.rule === 'openj9' && f.severity === 'error'),
      oom.findings.map((f) => f.rule).join(),
    );
  });

  it("calls OpenJ9's crash dump in an ordinary thread a crash of OpenJ9, naming no mod", async () => {
    const result = await analyze(
      [
        'JVMDUMP039I Processing dump event "gpf", detail "" at 2024/03/02 08:00:05 - please wait.',
        "JVMDUMP051I JIT dump occurred in 'Server thread' thread 0x0000000001F2A100",
      ].join('\n'),
    );
    const top = result.findings[0]!;
    assert.equal(top.rule, 'openj9');
    assert.equal(top.title, 'OpenJ9 Java crashed');
    assert.deepEqual(top.mods, []);
  });
});
