import * as assert from 'node:assert/strict';
import { analyzeCrash } from '../../src/core/crash/crashAnalyzer';
import type { CrashAnalysis } from '../../src/core/crash/crashFinding';
import { localizeAnalysis } from '../../src/core/crash/crashMessages';
import { prefixLength } from '../../src/core/logs/logNormalizer';
import { assertTopPastedFinding, findingText, type PastedCase } from './fixtures/pastedCrashCase';

/**
 * Logs without a crash report, missed on a fresh set of real pastes (issue 30, round 6): a Spigot or Paper watchdog's
 * thread dump of a hung server (the main thread's first frame outside the server and the JDK is the code that held
 * the tick; only the game's own code there names no plugin), and a hosting panel that brackets the day and time before
 * its source (`[08.02 00:35:23] [Server] `). Every fragment is written for this test in the real formats, with made-up
 * plugins, mods, classes and times.
 */
const PAPER_EARLY_WARNING = [
  '[03:14:07] [Paper Watchdog Thread/ERROR]: --- DO NOT REPORT THIS TO PAPER - THIS IS NOT A BUG OR A CRASH  - git-Paper-210 (MC: 1.15.2) ---',
  '[03:14:07] [Paper Watchdog Thread/ERROR]: The server has not responded for 15 seconds! Creating thread dump',
  '[03:14:07] [Paper Watchdog Thread/ERROR]: ------------------------------',
  '[03:14:07] [Paper Watchdog Thread/ERROR]: Server thread dump (Look for plugins here before reporting to Paper!):',
  '[03:14:07] [Paper Watchdog Thread/ERROR]: ------------------------------',
  '[03:14:07] [Paper Watchdog Thread/ERROR]: Current Thread: Server thread',
  '[03:14:07] [Paper Watchdog Thread/ERROR]: \tPID: 21 | Suspended: false | Native: false | State: RUNNABLE',
  '[03:14:07] [Paper Watchdog Thread/ERROR]: \tStack:',
  '[03:14:07] [Paper Watchdog Thread/ERROR]: \t\tjava.util.HashMap.putVal(HashMap.java:631)',
  '[03:14:07] [Paper Watchdog Thread/ERROR]: \t\tcom.someone.lanternlag.ScanTask.sweep(ScanTask.java:88)',
  '[03:14:07] [Paper Watchdog Thread/ERROR]: \t\tcom.someone.lanternlag.ScanTask.run(ScanTask.java:40)',
  '[03:14:07] [Paper Watchdog Thread/ERROR]: \t\torg.bukkit.craftbukkit.v1_15_R1.scheduler.CraftTask.run(CraftTask.java:84)',
  '[03:14:07] [Paper Watchdog Thread/ERROR]: \t\tnet.minecraft.server.v1_15_R1.MinecraftServer.run(MinecraftServer.java:811)',
  '[03:14:07] [Paper Watchdog Thread/ERROR]: ------------------------------',
].join('\n');

const SPIGOT_STOPPED_IN_GAME = [
  '[21:40:02 ERROR]: ------------------------------',
  '[21:40:02 ERROR]: The server has stopped responding! This is (probably) not a Spigot bug.',
  '[21:40:02 ERROR]: If you see a plugin in the Server thread dump below, then please report it to that author',
  '[21:40:02 ERROR]: ------------------------------',
  '[21:40:02 ERROR]: Server thread dump (Look for plugins here before reporting to Spigot!):',
  '[21:40:02 ERROR]: ------------------------------',
  '[21:40:02 ERROR]: Current Thread: Server thread',
  '[21:40:02 ERROR]:       PID: 44 | Suspended: false | Native: false | State: TIMED_WAITING',
  '[21:40:02 ERROR]:       Stack:',
  '[21:40:02 ERROR]:               java.base@17.0.2/jdk.internal.misc.Unsafe.park(Native Method)',
  '[21:40:02 ERROR]:               java.base@17.0.2/java.util.concurrent.locks.LockSupport.parkNanos(LockSupport.java:252)',
  '[21:40:02 ERROR]:               net.minecraft.server.level.ServerChunkCache.getChunkBlocking(ServerChunkCache.java:310)',
  '[21:40:02 ERROR]:               org.spigotmc.ActivationRange.activateEntities(ActivationRange.java:150)',
  '[21:40:02 ERROR]: ------------------------------',
].join('\n');

const SHAPES: PastedCase[] = [
  {
    name: "a Paper early-warning dump whose main thread runs a plugin's task names the plugin's package",
    log: PAPER_EARLY_WARNING,
    rule: 'server-not-responding',
    says: ['15 seconds', 'com.someone.lanternlag.ScanTask.sweep(ScanTask.java:88)', 'package com.someone.lanternlag'],
    mods: [],
    zh: 'com.someone.lanternlag',
  },
  {
    name: "a Spigot dump whose main thread waits in the game's chunk code names no plugin",
    log: SPIGOT_STOPPED_IN_GAME,
    rule: 'server-not-responding',
    says: ['ServerChunkCache.getChunkBlocking', 'names no plugin or mod', 'Pre-generate the world'],
    mods: [],
    zh: '没有指向任何插件或模组',
  },
  {
    name: "a Spigot dump pasted from the middle of the main thread's stack still names the plugin's code",
    log: [
      '[22:10:41] [Spigot Watchdog Thread/ERROR]: \t\tcom.someone.hideandseek.GameTimer$2.run(GameTimer.java:97)',
      '[22:10:41] [Spigot Watchdog Thread/ERROR]: \t\torg.bukkit.craftbukkit.v1_8_R3.scheduler.CraftTask.run(CraftTask.java:71)',
      '[22:10:41] [Spigot Watchdog Thread/ERROR]: \t\tnet.minecraft.server.v1_8_R3.MinecraftServer.B(MinecraftServer.java:673)',
      '[22:10:41] [Spigot Watchdog Thread/ERROR]: \t\tnet.minecraft.server.v1_8_R3.MinecraftServer.run(MinecraftServer.java:558)',
    ].join('\n'),
    rule: 'server-not-responding',
    says: ['com.someone.hideandseek.GameTimer$2.run(GameTimer.java:97)', 'package com.someone.hideandseek'],
    mods: [],
    zh: 'com.someone.hideandseek',
  },
  {
    name: "a Java-level deadlock whose stacks run a mod's code names that code",
    log: [
      'Found one Java-level deadlock:',
      '=============================',
      '"Render thread":',
      '  waiting to lock monitor 0x00007f11c8004e28 (object 0x0000000712a0b3c8, a java.util.HashMap),',
      '  which is held by "Worker-Main-2"',
      '"Worker-Main-2":',
      '  waiting to lock monitor 0x00007f11c8007a18 (object 0x0000000712a0c100, a java.lang.Object),',
      '  which is held by "Render thread"',
      '',
      'Java stack information for the threads listed above:',
      '===================================================',
      '"Render thread":',
      '\tat com.someone.tilemaps.cache.TileCache.evict(TileCache.java:120)',
      '\t- waiting to lock <0x0000000712a0b3c8> (a java.util.HashMap)',
      '\tat net.minecraft.client.Minecraft.runTick(Minecraft.java:1201)',
      '"Worker-Main-2":',
      '\tat net.minecraft.world.level.chunk.LevelChunk.getBlockState(LevelChunk.java:220)',
    ].join('\n'),
    rule: 'thread-deadlock',
    says: [
      'Render thread, Worker-Main-2',
      'com.someone.tilemaps.cache.TileCache.evict(TileCache.java:120)',
      'package com.someone.tilemaps.cache',
    ],
    mods: [],
    zh: '死锁',
  },
  {
    name: 'a panel console bracketing the day and time before its source reads as the stack it holds',
    log: [
      '[14.05 19:02:11] [Server] [Server thread/ERROR] [co.so.ri.RiverPaths/]: Catching',
      '[14.05 19:02:11] [Server] java.lang.StackOverflowError: null',
      '[14.05 19:02:11] [Server] \tat com.someone.riverpaths.path.Walker.step(Walker.java:212) ~[riverpaths:3.0.1-1.16.5] {re:classloading}',
      '[14.05 19:02:11] [Server] \tat com.someone.riverpaths.path.Walker.step(Walker.java:230) ~[riverpaths:3.0.1-1.16.5] {re:classloading}',
      '[14.05 19:02:11] [Server] \tat net.minecraft.entity.MobEntity.func_70626_be(MobEntity.java:685) ~[?:?] {re:classloading}',
    ].join('\n'),
    rule: 'stack-culprit',
    says: ['java.lang.StackOverflowError', 'riverpaths'],
    mods: ['riverpaths'],
    zh: 'riverpaths',
  },
];

async function analyze(log: string): Promise<CrashAnalysis> {
  return analyzeCrash({ text: log, name: 'pasted' });
}

describe('crash analysis of hung servers and panel consoles from real pastes (issue 30, round 6)', () => {
  for (const c of SHAPES) {
    it(`${c.name} → ${c.rule}`, async () => {
      assertTopPastedFinding(c, await analyze(c.log));
    });
  }

  it("a plugin's package segment is never named as a mod id", async () => {
    const result = await analyze(PAPER_EARLY_WARNING);
    assert.ok(!result.findings.some((f) => f.mods.includes('lanternlag') || f.mods.includes('someone')));
    // The evidence cites the dump's header, the main thread and the plugin's frame.
    const top = result.findings[0]!;
    assert.deepEqual(
      top.evidence.map((e) => e.line),
      [2, 6, 10],
    );
  });

  it("a mod's frame under the main thread names that mod when the log lists it", async () => {
    const result = await analyze(
      [
        '[09:00:01] [main/INFO]: Loading 2 mods:',
        '\t- fabricloader 0.15.11',
        '\t- brightfarms 1.4.0',
        PAPER_EARLY_WARNING.replace(/com\.someone\.lanternlag/g, 'com.someone.brightfarms'),
      ].join('\n'),
    );
    const top = result.findings[0]!;
    assert.equal(top.rule, 'server-not-responding');
    assert.deepEqual(top.mods, ['brightfarms']);
    assert.ok(findingText(top).includes("code of 'brightfarms'"), findingText(top));
    assert.ok(
      top.evidence.some((e) => e.text.includes('brightfarms')),
      'the frame that names the mod is cited',
    );
    assert.ok(findingText(localizeAnalysis(result, 'zh-cn').findings[0]!).includes('brightfarms'));
  });

  it('a dump cut before the main thread claims nothing about it', async () => {
    const result = await analyze(PAPER_EARLY_WARNING.split('\n').slice(0, 5).join('\n'));
    assert.ok(!result.findings.some((f) => f.rule === 'server-not-responding'));
  });

  it("the panel prefix is removed, a game log's own time and thread are not", () => {
    assert.equal(prefixLength('[14.05 19:02:11] [Server] \tat a.b.C.m(C.java:1)'), 27);
    assert.equal(prefixLength('14.05 19:02:11 [Server] INFO java.lang.Error: x'), 29);
    assert.equal(prefixLength('[19:02:11] [Server thread/INFO]: Done (3.2s)!'), 0);
    assert.equal(prefixLength('[14Jul2021 19:02:11.093] [Server thread/INFO] [minecraft/DedicatedServer]: Done'), 0);
  });

  it('an access widener whose reason line was cut off leaves no empty brackets', async () => {
    const result = await analyze(
      [
        'Failed to start Minecraft:',
        'java.lang.RuntimeException: Failed to read accessWidener file from mod glowmoss',
        '\tat net.fabricmc.loader.impl.FabricLoaderImpl.loadAccessWideners(FabricLoaderImpl.java:529)',
      ].join('\n'),
    );
    const top = result.findings[0]!;
    assert.equal(top.rule, 'fabric-access-widener');
    assert.ok(!/\(\)|（）/.test(top.detail), top.detail);
    const zh = localizeAnalysis(result, 'zh-cn').findings[0]!;
    assert.ok(!/\(\)|（）/.test(zh.detail), zh.detail);
    assert.ok(zh.detail.includes('glowmoss'));
  });

  it("a watchdog block that is not the main thread's is no hang's cause", async () => {
    const result = await analyze(
      [
        '[22:10:41] [Spigot Watchdog Thread/ERROR]: \t\tcom.someone.chatbridge.Relay.poll(Relay.java:31)',
        '[22:10:41] [Spigot Watchdog Thread/ERROR]: \t\tjava.lang.Thread.run(Thread.java:748)',
      ].join('\n'),
    );
    assert.ok(!result.findings.some((f) => f.rule === 'server-not-responding'));
  });

  it('a deadlock whose stacks show only the game and Java names the threads and no mod', async () => {
    const result = await analyze(
      [
        'Found one Java-level deadlock:',
        '"Render thread":',
        '  which is held by "MapWorker-1"',
        '"MapWorker-1":',
        '  which is held by "Render thread"',
        'Java stack information for the threads listed above:',
        '"MapWorker-1":',
        '\tat java.util.concurrent.locks.LockSupport.park(LockSupport.java:211)',
        '\tat net.minecraft.network.syncher.SynchedEntityData.get(SynchedEntityData.java:120)',
      ].join('\n'),
    );
    const top = result.findings[0]!;
    assert.equal(top.rule, 'thread-deadlock');
    assert.deepEqual(top.mods, []);
    assert.ok(findingText(top).includes('Render thread, MapWorker-1'), findingText(top));
    assert.ok(findingText(localizeAnalysis(result, 'zh-cn').findings[0]!).includes('MapWorker-1'));
  });
});
