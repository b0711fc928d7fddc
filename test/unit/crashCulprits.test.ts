import * as assert from 'node:assert/strict';
import * as path from 'node:path';
import { analyzeCrash } from '../../src/core/crash/crashAnalyzer';
import { findCulprits, parseFrame } from '../../src/core/crash/culpritFinder';
import type { ModFile } from '../../src/core/model/modFile';
import { ModScanner } from '../../src/core/mods/modScanner';
import { fabricJar, fakeClass, writeJar } from './fixtures/modJars';
import { modFileRecord } from './fixtures/modFileRecord';
import { makeTempDir, removeTempDir } from './fixtures/zipBuilder';

/** A ModFile as ModScanner would report it, for culprit tests that need no real jar. */
function modFile(fileName: string, id: string, extra: Partial<ModFile> = {}): ModFile {
  return modFileRecord(fileName, { id }, extra);
}

describe('culprit finder (fixture 47)', () => {
  it('parses Forge frame annotations: TRANSFORMER module, jar file and mixin configs', () => {
    const f = parseFrame(
      '\tat TRANSFORMER/create@0.5.1.f/com.simibubi.create.content.Foo.tick(Foo.java:12) ~[create-1.20.1-0.5.1.f.jar%23123!/:0.5.1.f] {re:mixin,pl:mixin:APP:create.mixins.json:FooMixin,pl:mixin:A}',
    );
    assert.ok(f);
    assert.equal(f.className, 'com.simibubi.create.content.Foo');
    assert.equal(f.transformerMod, 'create');
    assert.equal(f.jar, 'create-1.20.1-0.5.1.f.jar');
    assert.deepEqual(f.mixinConfigs, ['create.mixins.json']);
    assert.equal(
      parseFrame('\tat net.minecraft.world.level.Level.tick(Level.java:1) handler$zea000$sodium$onTick')?.className,
      'net.minecraft.world.level.Level',
    );
    assert.equal(parseFrame('\tat net.minecraft.Foo.handler$zea000$sodium$onTick(Foo.java:1)')?.handlerMod, 'sodium');
  });

  it('names the Suspected Mods entry and its installed jar', async () => {
    const log =
      '---- Minecraft Crash Report ----\nDescription: Rendering overlay\n\njava.lang.NullPointerException: oops\n\tat net.minecraft.client.renderer.GameRenderer.render(GameRenderer.java:1)\n\n-- System Details --\n\tSuspected Mods: Sodium (sodium)\n';
    const result = await analyzeCrash({ text: log }, { installed: [modFile('sodium-0.5.8.jar', 'sodium')] });
    const suspected = result.findings.find((f) => f.rule === 'suspected-mods');
    assert.ok(suspected);
    assert.deepEqual(suspected.mods, ['sodium']);
    assert.deepEqual(suspected.files, ['sodium-0.5.8.jar']);
  });

  it('maps a Forge stack (jar annotation + mixin config) to the installed create jar', async () => {
    const log = [
      '---- Minecraft Crash Report ----',
      'Description: Ticking entity',
      '',
      'java.lang.IllegalStateException: bad state',
      '\tat TRANSFORMER/create@0.5.1.f/com.simibubi.create.content.trains.Carriage.tick(Carriage.java:10) ~[create-1.20.1-0.5.1.f.jar%23123!/:0.5.1.f] {re:mixin,pl:mixin:APP:create.mixins.json:CarriageMixin,pl:mixin:A}',
      '\tat net.minecraft.world.entity.Entity.tick(Entity.java:1) ~[client-1.20.1-srg.jar%23200!/:?] {re:classloading,pl:mixin:APP:create.mixins.json:EntityMixin}',
      '',
      '-- Entity being ticked --',
      'Details:',
      '\tEntity Type: create:carriage_contraption (com.simibubi.create.content.trains.CarriageContraptionEntity)',
      "\tEntity's Exact location: 1.00, 2.00, 3.00",
    ].join('\n');
    const installed = [
      modFile('create-1.20.1-0.5.1.f.jar', 'create', { mixinConfigs: ['create.mixins.json'] }),
      modFile('jei.jar', 'jei'),
    ];
    const result = await analyzeCrash({ text: log }, { installed });
    const ticking = result.findings.find((f) => f.rule === 'ticking-entity');
    assert.ok(ticking);
    assert.deepEqual(ticking.mods, ['create']);
    assert.deepEqual(ticking.files, ['create-1.20.1-0.5.1.f.jar']);
    const direct = findCulprits({
      frames: [{ index: 4, text: log.split('\n')[4]! }],
      logged: new Map(),
      installed,
      named: [],
    });
    assert.equal(direct.culprits[0]?.id, 'create');
    assert.equal(direct.culprits[0]?.file, 'create-1.20.1-0.5.1.f.jar');
    assert.ok(direct.culprits[0].confidence >= 0.9);
  });

  it('maps a Fabric stack in me.example.alpha to alpha.jar through the package index of the real jars', async () => {
    const dir = await makeTempDir();
    try {
      const mods = path.join(dir, 'mods');
      await writeJar(
        path.join(mods, 'alpha.jar'),
        fabricJar({ id: 'alpha', name: 'Alpha' }, { 'me/example/alpha/render/Thing.class': fakeClass() }),
      );
      await writeJar(
        path.join(mods, 'beta.jar'),
        fabricJar({ id: 'beta', name: 'Beta' }, { 'me/example/beta/Other.class': fakeClass() }),
      );
      const installed = await new ModScanner().scanFolder(mods);
      const log = [
        '---- Minecraft Crash Report ----',
        'Description: Exception in server tick loop',
        '',
        'java.lang.NullPointerException: Cannot invoke "Object.toString()" because "x" is null',
        '\tat me.example.alpha.render.Thing.draw(Thing.java:42)',
        '\tat net.minecraft.server.MinecraftServer.tick(MinecraftServer.java:1)',
        '\tat java.lang.Thread.run(Thread.java:833)',
        '',
        '-- System Details --',
        '\tFabric Mods: ',
        '\t\talpha: Alpha 1.0.0',
        '\t\tbeta: Beta 1.0.0',
      ].join('\n');
      const result = await analyzeCrash({ text: log }, { installed });
      const finding = result.findings.find((f) => f.rule === 'stack-culprit');
      assert.ok(finding, JSON.stringify(result.findings));
      assert.deepEqual(finding.mods, ['alpha']);
      assert.deepEqual(finding.files, ['alpha.jar']);
      assert.equal(finding.culprits?.[0]?.file, 'alpha.jar');
      assert.ok(!finding.mods.includes('beta'));
    } finally {
      await removeTempDir(dir);
    }
  });

  it('maps the Java frames of a JVM fatal error log (hs_err) to an installed jar', async () => {
    const log = [
      '#',
      '# A fatal error has been detected by the Java Runtime Environment:',
      '#',
      '#  EXCEPTION_ACCESS_VIOLATION (0xc0000005) at pc=0x00007ffb12345678, pid=1234, tid=5678',
      '# Problematic frame:',
      '# C  [lwjgl.dll+0x1234]',
      '',
      'Java frames: (J=compiled Java code, j=interpreted, Vv=VM code)',
      'J 9876 c1 org.lwjgl.system.JNI.invokePV(JJ)V (0 bytes) @ 0x000001 [0x000002+0x70]',
      'J 9877 c2 me.example.alpha.render.Thing.draw(I)V (45 bytes) @ 0x000003 [0x000004+0x50]',
      'j  net.minecraft.client.renderer.GameRenderer.render(FJZ)V+123',
    ].join('\n');
    const result = await analyzeCrash(
      { text: log },
      { installed: [modFile('alpha-1.0.jar', 'alpha', { packages: ['me.example.alpha'] })] },
    );
    const finding = result.findings.find((f) => f.rule === 'stack-culprit');
    assert.ok(finding, JSON.stringify(result.findings));
    assert.equal(result.facts.kind, 'hs-err');
    assert.deepEqual(finding.mods, ['alpha']);
    assert.deepEqual(finding.files, ['alpha-1.0.jar']);
    assert.match(finding.detail, /EXCEPTION_ACCESS_VIOLATION in C {2}\[lwjgl\.dll\+0x1234\]/);
  });

  it('never names a mod that is neither installed nor in the log', async () => {
    const log =
      '---- Minecraft Crash Report ----\nDescription: Exception in server tick loop\n\njava.lang.RuntimeException: boom\n\tat org.unknown.thing.Widget.run(Widget.java:1)\n\tat net.minecraft.server.MinecraftServer.tick(MinecraftServer.java:1)\n';
    const result = await analyzeCrash({ text: log }, { installed: [modFile('sodium.jar', 'sodium')] });
    assert.ok(result.findings.every((f) => f.mods.length === 0));
    const finding = result.findings.find((f) => f.rule === 'stack-culprit');
    assert.ok(finding);
    assert.match(finding.detail, /org\.unknown\.thing/);
    assert.equal(finding.culprits?.length ?? 0, 0);
  });

  it('ranks a loader-named mod above stack evidence and settles a shared package prefix by mod id', () => {
    const shared = ['me.jellysquid.mods'];
    const installed = [
      modFile('sodium.jar', 'sodium', { packages: shared }),
      modFile('lithium.jar', 'lithium', { packages: shared }),
    ];
    const result = findCulprits({
      frames: [{ index: 0, text: '\tat me.jellysquid.mods.lithium.common.Foo.bar(Foo.java:1)' }],
      logged: new Map(),
      installed,
      named: [{ id: 'sodium', confidence: 0.95, reason: 'named by the loader' }],
    });
    assert.deepEqual(
      result.culprits.map((c) => c.id),
      ['sodium', 'lithium'],
    );
    assert.equal(result.culprits[1]?.file, 'lithium.jar');
  });
});
