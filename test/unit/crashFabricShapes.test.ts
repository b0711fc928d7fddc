import * as assert from 'node:assert/strict';
import { analyzeCrash } from '../../src/core/crash/crashAnalyzer';
import type { CrashAnalysis, CrashFinding } from '../../src/core/crash/crashFinding';
import { localizeAnalysis } from '../../src/core/crash/crashMessages';

/**
 * Fabric's and Quilt's solver explanations and config-reading failures as people paste them (issue 30): Fabric
 * Loader's `Reason: [NEG_HARD_DEP …]` lines, its newer `yet a conflicting version is present` wording, Quilt Loader's
 * `Breakage for …` / `Dependency for …` solver rules, a Fabric API module named instead of Fabric API, a mod that
 * crashes reading its config file (parser frames shadowed into the mod, a class loader's `knot//` prefix). Every
 * fragment is written for this test in the real formats.
 */
interface Shape {
  name: string;
  log: string;
  rule: string;
  says: string[];
  mods?: string[];
  zh: string;
}

const SHAPES: Shape[] = [
  {
    name: "newer Fabric Loader wording: 'yet a conflicting version is present'",
    log: [
      'The game crashed and said "Incompatible mods found!',
      'More details:',
      "\t - Mod 'Glowstone Tweaks' (glowtweaks) 2.4.0 is incompatible with version 1.3.9 or earlier of mod 'Ember Shaders' (embershaders), yet a conflicting version is present: 1.3.9+mc1.21!\"",
    ].join('\n'),
    rule: 'fabric-incompatible',
    says: ['Glowstone Tweaks', 'Ember Shaders', '1.3.9+mc1.21'],
    mods: ['glowtweaks', 'embershaders'],
    zh: 'Ember Shaders',
  },
  {
    name: "Fabric Loader's solver reason logged at INFO (a breaks that holds)",
    log: [
      '[09:01:02] [main/WARN]: Mod resolution failed',
      '[09:01:02] [main/INFO]: Immediate reason: [HARD_DEP ember 2.0.1 {depends glow @ [3.x]}, NEG_HARD_DEP glow 3.2.0 {breaks ember @ [<=2.0.1]}]',
      '[09:01:02] [main/INFO]: Reason: [NEG_HARD_DEP glow 3.2.0 {breaks ember @ [<=2.0.1]}]',
      '[09:01:02] [main/INFO]: Fix: add [], remove [], replace [[glow 3.2.0] -> add:glow 3.1- ([[3.1-,3.2-)])]',
      '[09:01:02] [main/ERROR]: Incompatible mods found!',
    ].join('\n'),
    rule: 'fabric-incompatible',
    says: ["'glow' 3.2.0", "'ember'", '<=2.0.1'],
    mods: ['glow', 'ember'],
    zh: 'ember',
  },
  {
    name: "Fabric Loader's solver reason: a dependency without any candidate",
    log: '[09:01:02] [main/INFO]: Reason: [HARD_DEP_NO_CANDIDATE lanterns 1.0.0 {depends wickcore @ [>=0.4.0]}]',
    rule: 'fabric-missing-dependency',
    says: ["'lanterns'", "'wickcore'", '>=0.4.0', 'missing'],
    mods: ['lanterns', 'wickcore'],
    zh: 'wickcore',
  },
  {
    name: "Quilt Loader's solver: one mod breaks another",
    log: [
      '---- Quilt Loader: Failed to load ----',
      '-- Error 1 --',
      'Unhandled solver error involving the following rules:',
      'Rule 1:',
      'Mandatory mod Lantern Lib (lanternlib) v1.2.0',
      'Rule 2:',
      "Breakage for {org.quiltmc.loader.impl.plugin.quilt.QuiltModOption 'lanternlib' from <mods>/lanternlib-1.2.0.jar} on fasterwicks versions [*] (1 breaking options, 0 okay options)",
      "\tx {org.quiltmc.loader.impl.plugin.quilt.QuiltModOption 'fasterwicks' from <mods>/fasterwicks-0.3.jar}",
    ].join('\n'),
    rule: 'fabric-incompatible',
    says: ["'lanternlib'", "'fasterwicks'", 'Remove one'],
    mods: ['lanternlib', 'fasterwicks'],
    zh: 'fasterwicks',
  },
  {
    name: 'Quilt Loader: a Fabric API module with no option at all means Fabric API is missing',
    log: [
      '[10:00:00] [main/ERROR]: Incompatible mod set!',
      "org.quiltmc.loader.impl.FormattedException: org.quiltmc.loader.impl.discovery.ModSolvingException: Unhandled error involving mod 'Tool Swap' (toolswap) v2.0.0:",
      "Dependency for mod 'toolswap' on fabric-item-group-api-v1 versions [>=2.0.0] (0 valid options, 0 invalid options)",
    ].join('\n'),
    rule: 'fabric-api-missing',
    says: ['Fabric API', 'fabric-item-group-api-v1', "'toolswap'"],
    mods: ['toolswap'],
    zh: 'Fabric API',
  },
  {
    name: 'a mod whose config parser (shadowed into its package) fails, under a class loader prefix',
    log: [
      'Caused by: org.example.lanterns.shadow.blue.endless.jankson.api.SyntaxError: Expected a value at line 3',
      '\tat knot//org.example.lanterns.shadow.blue.endless.jankson.impl.ObjectParserContext.consume(ObjectParserContext.java:80)',
      '\tat knot//org.example.lanterns.LanternConfig.read(LanternConfig.java:40)',
      '\tat knot//org.example.lanterns.LanternsClient.onInitializeClient(LanternsClient.java:15)',
    ].join('\n'),
    rule: 'mod-config-unreadable',
    says: ["'lanterns'", 'LanternConfig.read', 'SyntaxError', 'config folder'],
    zh: '配置文件',
  },
  {
    name: "a mod's own config reader that fails on an empty file (a NullPointerException, no parser frame)",
    log: [
      'Caused by: java.lang.NullPointerException: Cannot invoke "java.util.Map.get(Object)" because "values" is null',
      '        at knot//net.example.wickstone.WickStone.loadCommonConfig(WickStone.java:88)',
      '        at knot//net.example.wickstone.WickStone.onInitialize(WickStone.java:30)',
    ].join('\n'),
    rule: 'mod-config-unreadable',
    says: ["'wickstone'", 'WickStone.loadCommonConfig', 'NullPointerException'],
    zh: 'wickstone',
  },
  {
    name: 'a malformed JSON file stops the start before any mod frame is shown (cut paste)',
    log: [
      '**Crash log**',
      'net.fabricmc.loader.impl.FormattedException: com.google.gson.JsonSyntaxException: com.google.gson.stream.MalformedJsonException: Unterminated object at line 2 column 9 path $.speed',
      '\tat net.fabricmc.loader.impl.FormattedException.ofLocalized(FormattedException.java:63) ~[fabric-loader-0.16.0.jar:?]',
    ].join('\n'),
    rule: 'mod-config-unreadable',
    says: ['JSON', 'path $.speed', 'config folder'],
    zh: 'JSON',
  },
  {
    name: "a mixin into a known mod's own class, with no mixin config named, points at that mod's add-ons",
    log: [
      'Description: Initializing game',
      '',
      'java.lang.RuntimeException: Mixin transformation of net.caffeinemc.mods.sodium.client.render.chunk.ChunkRenderer failed',
      '\tat net.fabricmc.loader.impl.launch.knot.KnotClassDelegate.getPostMixinClassByteArray(KnotClassDelegate.java:427)',
    ].join('\n'),
    rule: 'mixin-failure',
    says: ['Sodium', 'ChunkRenderer', 'add-ons'],
    zh: 'Sodium',
  },
  {
    name: 'a panel console: the out-of-memory killer stopped the server',
    log: [
      'container@pterodactyl~ Server marked as running...',
      '[Pterodactyl Daemon]: ---------- Detected server process in a crashed state! ----------',
      '[Pterodactyl Daemon]: Exit code: 137',
      '[Pterodactyl Daemon]: Out of memory: true',
    ].join('\n'),
    rule: 'process-killed',
    says: ['out-of-memory killer', '-Xmx'],
    zh: '内存',
  },
  {
    name: "a mod calling a Minecraft method this version lacks, through its own class's inherited intermediary name",
    log: [
      "Caused by: java.lang.NoSuchMethodError: 'void org.example.lanterns.LanternScreen.method_25420(net.minecraft.class_332)'",
      '\tat org.example.lanterns.LanternScreen.method_25394(LanternScreen.java:40) ~[lanterns-1.0.0-mc1.20.1.jar:?]',
      '\tat net.minecraft.class_437.method_47413(class_437.java:110) ~[client-intermediary.jar:?]',
    ].join('\n'),
    rule: 'no-such-method',
    says: ['another Minecraft version', 'method_25420', 'org.example.lanterns'],
    zh: 'Minecraft 版本',
  },
  {
    name: "an old-format NoSuchMethodError on a Minecraft class, with the loader's 'loaded from' note cut away",
    log: 'Exception in thread "Thread-9" java.lang.NoSuchMethodError: net/minecraft/class_3218.method_17982()Lnet/minecraft/class_29; (loaded from file:/C:/mc/.fabric/remappedJars/intermediary-minecraft.jar by net.fabricmc.loader.launch.knot.KnotClassLoader@1a2b) called from class org.example.backup.BackupThread (loaded from file:/C:/mc/mods/backup-1.0.jar by net.fabricmc.loader.launch.knot.KnotClassLoader@1a2b).\n\tat org.example.backup.BackupThread.run(BackupThread.java:51)',
    rule: 'no-such-method',
    says: ['another Minecraft version', 'net/minecraft/class_3218.method_17982()'],
    zh: 'Minecraft',
  },
  {
    name: "a launcher's last line with a Windows status as exit code, no Java error above it",
    log: [
      '```',
      '[09:31:55] [main/INFO]: Setting user: Alex',
      '[09:33:13] [main/INFO]: [Indigo] Registering Indigo renderer!',
      'Process crashed with exitcode -1073741819.',
      '```',
    ].join('\n'),
    rule: 'native-exit-code',
    says: ['-1073741819', '0xC0000005', 'access violation', 'graphics driver'],
    zh: '显卡驱动',
  },
  {
    name: "Fabric Loader's classpath check: a launcher profile with two ASM versions",
    log: [
      'Exception in thread "main" java.lang.ExceptionInInitializerError',
      '\tat net.fabricmc.loader.impl.launch.knot.KnotClient.main(KnotClient.java:23)',
      'Caused by: java.lang.IllegalStateException: duplicate ASM classes found on classpath: jar:file:/C:/mc/libraries/org/ow2/asm/asm/9.7/asm-9.7.jar!/org/objectweb/asm/ClassReader.class, jar:file:/C:/mc/libraries/org/ow2/asm/asm/9.3/asm-9.3.jar!/org/objectweb/asm/ClassReader.class',
      '\tat net.fabricmc.loader.impl.util.LoaderUtil.verifyClasspath(LoaderUtil.java:83)',
    ].join('\n'),
    rule: 'fabric-duplicate-classpath',
    says: ['ASM', 'asm-9.7.jar, asm-9.3.jar', 'no mod is at fault'],
    zh: '类路径',
  },
  {
    name: "old Fabric Loader's duplicate mod id with both jars in parentheses",
    log: 'java.lang.RuntimeException: Duplicate mod ID: lanterns! (lanterns-1.0.0.jar, lanterns-1.1.0.jar)\n\tat net.fabricmc.loader.FabricLoader.addMod(FabricLoader.java:305)',
    rule: 'fabric-duplicate-mod',
    says: ['lanterns-1.0.0.jar', 'lanterns-1.1.0.jar'],
    mods: ['lanterns'],
    zh: 'lanterns-1.1.0.jar',
  },
  {
    name: 'a shader pack program that fails to compile, pasted from the middle of a cause chain',
    log: [
      '\tat org.prismlauncher.EntryPoint.main(EntryPoint.java:70) [NewLaunch.jar:?]',
      'Caused by: java.lang.RuntimeException: Failed to compile FRAGMENT shader for program deferred1.fsh',
      '\tat net.irisshaders.iris.gl.program.ProgramBuilder.buildShader(ProgramBuilder.java:88) ~[iris-fabric-1.7.0.jar:?]',
      'Caused by: java.lang.RuntimeException: Shader compilation failed, see log for details',
      '\tat net.irisshaders.iris.gl.shader.GlShader.createShader(GlShader.java:46) ~[iris-fabric-1.7.0.jar:?]',
    ].join('\n'),
    rule: 'shader-pack-compile',
    says: ['deferred1.fsh', 'Iris', 'graphics driver'],
    zh: '光影包',
  },
  {
    name: "a vanilla watchdog crash report's description pasted alone",
    log: [
      'Description: Watching Server',
      '',
      'java.lang.Error: ServerHangWatchdog detected that a single server tick took 60.00 seconds (should be max 0.05)',
    ].join('\n'),
    rule: 'server-watchdog',
    says: ['60.00 seconds', 'max-tick-time=-1'],
    zh: '看门狗',
  },
  {
    name: "a critical injection failure names its target class, not the config from Mixin's phase trail",
    log: "Caused by: org.spongepowered.asm.mixin.injection.throwables.InvalidInjectionException: Critical injection failure: @Inject annotation on onTick could not find any targets matching 'tick' in net.minecraft.class_310. Using refmap lanterns-refmap.json [PREINJECT Applicator Phase -> lanterns.mixins.json:ClientMixin -> Prepare Injections ->  -> handler$zza000$onTick(Lorg/spongepowered/asm/mixin/injection/callback/CallbackInfo;)V -> Parse]",
    rule: 'mixin-failure',
    says: ["'lanterns'", 'net.minecraft.class_310'],
    mods: ['lanterns'],
    zh: 'net.minecraft.class_310',
  },
];

async function analyze(log: string): Promise<CrashAnalysis> {
  return analyzeCrash({ text: log, name: 'pasted' });
}

function text(f: CrashFinding): string {
  return `${f.title} ${f.detail} ${f.advice}`;
}

describe('Fabric and Quilt solver shapes and config failures (issue 30)', () => {
  for (const c of SHAPES) {
    it(`${c.name} → ${c.rule}`, async () => {
      const result = await analyze(c.log);
      const finding = result.findings.find((f) => f.rule === c.rule);
      assert.ok(
        finding,
        `no ${c.rule}; got ${result.findings.map((f) => `${f.rule}: ${f.title}`).join('; ') || 'none'}`,
      );
      for (const s of c.says) assert.ok(text(finding).includes(s), `"${s}" not in: ${text(finding)}`);
      for (const m of c.mods ?? []) assert.ok(finding.mods.includes(m), `mod ${m} not in [${finding.mods.join(', ')}]`);
      const lines = c.log.split('\n');
      // The evidence quotes the given line (a very long one cut at its end).
      for (const ev of finding.evidence)
        assert.ok(ev.text.length > 0 && lines[ev.line - 1]!.startsWith(ev.text), 'evidence quotes the given line');
      // A finding that blames a mod cites a line naming it.
      for (const m of finding.mods)
        assert.ok(
          finding.evidence.some((ev) => ev.text.toLowerCase().includes(m.toLowerCase())),
          `${m} blamed without a line naming it`,
        );
      const zh = localizeAnalysis(result, 'zh-cn').findings[result.findings.indexOf(finding)]!;
      assert.match(`${zh.title}${zh.detail}${zh.advice}`, /[\u4e00-\u9fff]/);
      assert.ok(`${zh.title} ${zh.detail} ${zh.advice}`.includes(c.zh), `"${c.zh}" not in: ${zh.title} ${zh.detail}`);
    });
  }

  it('a solver line whose entries only say what was being solved reports nothing', async () => {
    const result = await analyze(
      '[09:01:02] [main/INFO]: Reason: [HARD_DEP ember 2.0.1 {depends glow @ [3.x]}, ROOT_FORCELOAD_SINGLE ember 2.0.1]',
    );
    assert.deepEqual(
      result.findings.filter((f) => f.rule.startsWith('fabric-')).map((f) => f.rule),
      [],
    );
  });

  it('a Pterodactyl exit without the out-of-memory flag, or a killed mob, is not the OS killing Java', async () => {
    for (const log of [
      '[Pterodactyl Daemon]: Exit code: 1\n[Pterodactyl Daemon]: Out of memory: false',
      '[12:00:00] [Server thread/INFO]: Steve Killed Zombie',
      'Killed 3 entities',
    ]) {
      const result = await analyze(log);
      assert.ok(!result.findings.some((f) => f.rule === 'process-killed'), log);
    }
  });

  it("an hs_err banner's own access-violation line is the driver's finding, not an exit code", async () => {
    const result = await analyze(
      [
        '#  EXCEPTION_ACCESS_VIOLATION (0xc0000005) at pc=0x00007ff9dc09c2f3, pid=7440, tid=3068',
        '# Problematic frame:',
        '# C  [nvoglv64.dll+0x168c2f3]',
      ].join('\n'),
    );
    assert.ok(!result.findings.some((f) => f.rule === 'native-exit-code'));
    assert.ok(result.findings.some((f) => f.rule === 'graphics-driver'));
  });

  it('a shader pack Iris gave up on (falling back to vanilla) is a warning; a renderer mod of its own is no shader pack', async () => {
    const fellBack = await analyze(
      [
        "[14:07:31] [Render thread/ERROR]: Couldn't load NewWorldRenderingPipeline,",
        'falling back to vanilla shaders.',
        'java.lang.RuntimeException: Shader compilation failed!',
        '\tat net.coderbot.iris.postprocess.CompositeRenderer.createProgram(CompositeRenderer.java:213)',
      ].join('\n'),
    );
    const finding = fellBack.findings.find((f) => f.rule === 'shader-pack-compile');
    assert.ok(finding);
    assert.equal(finding.severity, 'warning');
    const own = await analyze(
      [
        'java.lang.RuntimeException: Shader program linking failed, see log for details',
        '\tat me.jellysquid.mods.sodium.client.gl.shader.GlProgram$Builder.build(GlProgram.java:108)',
      ].join('\n'),
    );
    assert.ok(!own.findings.some((f) => f.rule === 'shader-pack-compile'));
  });

  it('a Quilt dependency that has valid options is not reported as missing', async () => {
    const result = await analyze(
      "Dependency for mod 'toolswap' on fabric-item-group-api-v1 versions [>=2.0.0] (1 valid options, 0 invalid options)",
    );
    assert.ok(!result.findings.some((f) => f.rule === 'fabric-api-missing'));
  });

  it('config code that is not reading a config, or a JSON error a mod survived, is not a config failure', async () => {
    // A crash in a mod's config screen (not reading the file) stays the mod's crash.
    const screen = await analyze(
      [
        'Caused by: java.lang.IllegalStateException: Widget list is empty',
        '\tat knot//net.example.wickstone.WickConfigScreen.init(WickConfigScreen.java:12)',
      ].join('\n'),
    );
    assert.ok(!screen.findings.some((f) => f.rule === 'mod-config-unreadable'));
    // A data file a resource reload skipped is no crash headline.
    const datapack = await analyze(
      [
        "[12:00:00] [Worker-Main-2/ERROR]: Couldn't parse data file minecraft:lantern from minecraft:recipes/lantern.json",
        'com.google.gson.JsonSyntaxException: com.google.gson.stream.MalformedJsonException: Expected name at line 1 column 3 path $.',
        '[12:00:01] [Render thread/INFO]: Loaded 7 advancements',
      ].join('\n'),
    );
    assert.ok(!datapack.findings.some((f) => f.rule === 'mod-config-unreadable'));
    // The loader's own config code is never a mod's config.
    const loader = await analyze(
      [
        'Caused by: com.electronwill.nightconfig.core.io.ParsingException: Not enough data available',
        '\tat com.electronwill.nightconfig.core.io.ConfigParser.parse(ConfigParser.java:50)',
        '\tat net.minecraftforge.fml.config.ConfigFileTypeHandler.loadConfig(ConfigFileTypeHandler.java:40)',
      ].join('\n'),
    );
    assert.ok(!loader.findings.some((f) => f.rule === 'mod-config-unreadable'));
  });
});
