import * as assert from 'node:assert/strict';
import { analyzeCrash } from '../../src/core/crash/crashAnalyzer';
import type { ModFile } from '../../src/core/model/modFile';
import { modFileRecord } from './fixtures/modFileRecord';

/**
 * More real-world wordings of the classes of issue 12, each composed from the shapes public issue threads show:
 * a mod that asks for a newer Forge in its own words, the game's own "Out of memory!", heap settings the JVM
 * refuses, other dimension-ID messages, LWJGL's platform mismatch banner, and OpenJ9 named without a failure.
 */
interface Case {
  name: string;
  rule: string;
  log: string;
  says: string[];
  mods?: string[];
  severity?: string;
  installed?: ModFile[];
}

const forgeJar = (file: string, id: string, name: string, pkg: string): ModFile =>
  modFileRecord(file, { id, name, loader: 'forge', source: 'META-INF/mods.toml' }, { packages: [pkg] });

export const CASES: Case[] = [
  {
    name: 'a mod asks for a newer Forge in an exception of its own',
    rule: 'forge-legacy-missing-dependency',
    log: '---- Minecraft Crash Report ----\nDescription: Initializing game\n\njava.lang.RuntimeException: Ice and Fire requires Forge 14.23.5.2800 or higher! Please update Forge.\n\tat com.github.alexthe666.iceandfire.IceAndFire.preInit(IceAndFire.java:100)',
    says: ['Ice and Fire', 'Forge 14.23.5.2800 or newer', 'Ice and Fire (iceandfire) [iceandfire-1.9.1.jar]'],
    mods: ['iceandfire'],
    installed: [forgeJar('iceandfire-1.9.1.jar', 'iceandfire', 'Ice and Fire', 'com.github.alexthe666.iceandfire')],
  },
  {
    name: 'a mod logs the Forge it needs and the one it found',
    rule: 'forge-legacy-missing-dependency',
    log: '[12:00:00] [main/FATAL] [journeymap]: JourneyMap requires Forge version 14.23.5.2847 or newer. You have 14.23.4.2705',
    says: ['Forge 14.23.5.2847 or newer', 'Forge 14.23.4.2705 is installed', 'too old'],
    mods: ['journeymap'],
  },
  {
    name: 'a mod asks to update Forge to use it',
    rule: 'forge-legacy-missing-dependency',
    log: 'java.lang.IllegalStateException: Please update Forge to 36.2.0 or newer to use Create\n\tat com.simibubi.create.Create.<init>(Create.java:80)',
    says: ["'Create'", 'Forge 36.2.0 or newer'],
  },
  {
    name: 'the Forge requirement screen line without colour codes',
    rule: 'forge-legacy-missing-dependency',
    log: 'Mod subtle_effects requires forge 47.4.14 or above\nCurrently, forge is 47.4.10',
    says: ['Forge 47.4.14 or newer', 'Forge 47.4.10 is installed'],
    mods: ['subtle_effects'],
  },
  {
    name: 'a requirement with no name to attach names the Forge version',
    rule: 'forge-legacy-missing-dependency',
    log: '[Client thread/ERROR] [FML]: This mod requires at least Forge 10.13.4.1558, please update',
    says: ['Forge 10.13.4.1558 or newer'],
  },
  {
    name: 'a dependency sentence without the Mod prefix (Quilt Loader): Fabric API missing',
    rule: 'fabric-api-missing',
    log: '[main/ERROR]: Incompatible mod set!\nnet.fabricmc.loader.impl.FormattedException: BetterCommandBlockUI requires any version of fabric, which is missing!',
    says: ['BetterCommandBlockUI', 'Fabric API'],
  },
  {
    name: 'a dependency sentence without the Mod prefix: the Minecraft version asked for',
    rule: 'fabric-wrong-minecraft',
    log: '[main/ERROR]: Incompatible mod set!\nSodium requires version 1.20.1 of minecraft, but only the wrong version is present: 1.20.4!',
    says: ['Sodium', 'Minecraft 1.20.1', '1.20.4'],
  },
  {
    name: "Java 17's direct buffer wording",
    rule: 'out-of-memory',
    log: 'java.lang.OutOfMemoryError: Cannot reserve 1048576 bytes of direct buffer memory (allocated: 4294, limit: 4294967296)',
    says: ['direct buffer memory'],
  },
  {
    name: "Minecraft's own out-of-memory line",
    rule: 'out-of-memory',
    log: '[12:00:00] [Render thread/FATAL]: Out of memory!',
    says: ['ran out of memory'],
  },
  {
    name: "Minecraft's out-of-memory screen text",
    rule: 'out-of-memory',
    log: '[12:00:00] [Render thread/ERROR]: Minecraft has run out of memory.',
    says: ['ran out of memory'],
  },
  {
    name: 'minimum heap above the maximum',
    rule: 'bad-jvm-argument',
    log: 'Error occurred during initialization of VM\nInitial heap size set to a larger value than the maximum heap size',
    says: ['-Xms', '-Xmx'],
  },
  {
    name: 'dimension type that cannot be registered',
    rule: 'forge-dimension-id-conflict',
    log: 'java.lang.IllegalArgumentException: Could not register dimension type 7, id already taken\n\tat net.minecraftforge.common.DimensionManager.registerDimension(DimensionManager.java:116)\n\tat twilightforest.TFDimensions.init(TFDimensions.java:20)',
    says: ['ID 7', 'twilightforest.TFDimensions'],
  },
  {
    name: 'dimension ID already registered, in words',
    rule: 'forge-dimension-id-conflict',
    log: '[Server thread/ERROR] [FML]: Dimension ID 45 is already registered to another mod',
    says: ['ID 45', 'config/'],
  },
  {
    name: 'LWJGL platform mismatch banner with a 32-bit Java',
    rule: 'native-library-missing',
    log: '[LWJGL] Platform/architecture mismatch detected for module: org.lwjgl\n\tJVM platform:\n\t\tWindows x86 1.8.0_51\n\tPlatform available on classpath:\n\t\twindows/x64',
    says: ['LWJGL', 'Windows x86 1.8.0_51', 'windows/x64', '64-bit Java'],
  },
  {
    name: 'OpenJ9 in a log with an illegal charset name',
    rule: 'openj9',
    log: '[main/INFO]: Java is Eclipse OpenJ9 VM, version 17.0.8\njava.nio.charset.IllegalCharsetNameException: GBK;',
    says: ['GBK', 'IllegalCharsetNameException', 'HotSpot'],
    severity: 'error',
  },
  {
    name: 'OpenJ9 named only by the VM is a hint, not an error',
    rule: 'openj9',
    log: '---- Minecraft Crash Report ----\nDescription: Rendering overlay\n\njava.lang.NullPointerException: boom\n\tat com.example.foo.Bar.baz(Bar.java:10)\n\n-- System Details --\n\tJava VM Version: Eclipse OpenJ9 VM (mixed mode), Eclipse OpenJ9',
    says: ['OpenJ9'],
    severity: 'info',
  },
];

describe('crash rules: more wordings of the issue 12 classes', () => {
  for (const c of CASES) {
    it(`${c.name} → ${c.rule}`, async () => {
      const result = await analyzeCrash({ text: c.log, name: 'fixture' }, { installed: c.installed ?? [] });
      const finding = result.findings.find((f) => f.rule === c.rule);
      assert.ok(finding, `no ${c.rule}; got ${result.findings.map((f) => f.rule).join(', ') || 'none'}`);
      const text = `${finding.title} ${finding.detail} ${finding.advice}`;
      for (const s of c.says) assert.ok(text.includes(s), `"${s}" not in: ${text}`);
      for (const m of c.mods ?? []) assert.ok(finding.mods.includes(m), `mod ${m} not in [${finding.mods.join(',')}]`);
      if (c.severity) assert.equal(finding.severity, c.severity);
    });
  }

  it('an OpenJ9 VM name alone never ranks above the crash it accompanies', async () => {
    const result = await analyzeCrash({ text: CASES[CASES.length - 1]!.log });
    const j9 = result.findings.find((f) => f.rule === 'openj9')!;
    assert.ok(j9.confidence < 0.5);
    assert.ok(result.findings.every((f) => f.rule !== 'openj9' || f.severity !== 'error'));
  });

  it('ordinary Forge lines are not read as a requirement', async () => {
    const result = await analyzeCrash({
      text: '[12:00:00] [main/INFO]: Forge mod loading, version 14.23.5.2860, for MC 1.12.2 with MCP 9.42\n[12:00:00] [main/INFO]: MinecraftForge v14.23.5.2860 Initialized',
    });
    assert.ok(result.findings.every((f) => f.rule !== 'forge-legacy-missing-dependency'));
  });
});
