import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { crashRules } from '../src/core/crash/crashRules';
import type { BenchResult } from './benchResult';
import { processPairs, ratioText, runProcess, summarise } from './processPairs';

const TARGET_BYTES = 100 * 1024 * 1024;

/**
 * Lines in the shapes real latest.log files have (Forge 1.20 modpack servers and clients): info and warning spam
 * that repeats with changing numbers, and the exceptions, warnings and stack traces mods print while the game keeps
 * running — many of them on lines that hold a rule's trigger (`Exception`, `NoClassDefFoundError`, mixin warnings,
 * `Failed to load`), so the rules really run, as they do on users' logs.
 */
const NOISE = [
  (i: number) =>
    `[${time(i)}] [Server thread/INFO] [minecraft/MinecraftServer]: Saving chunks for level 'ServerLevel[world]'/minecraft:overworld`,
  (i: number) =>
    `[${time(i)}] [Render thread/WARN] [minecraft/SoundEngine]: Missing sound for event: minecraft:item.goat_horn.play${i % 7}`,
  (i: number) => `[${time(i)}] [Worker-Main-${i % 8}/INFO] [minecraft/ChunkMap]: Preparing spawn area: ${i % 100}%`,
  (i: number) =>
    `[${time(i)}] [main/WARN] [mixin/]: @Mixin target net.minecraft.class_${i % 9000} was not found owo.mixins.json:BufferBuilderAccessor from mod owo`,
  (i: number) =>
    `[${time(i)}] [Server thread/WARN] [minecraft/MinecraftServer]: Can't keep up! Is the server overloaded? Running ${2000 + (i % 500)}ms or ${40 + (i % 10)} ticks behind`,
  (i: number) =>
    `[${time(i)}] [Render thread/INFO] [minecraft/TextureAtlas]: Created: 1024x512x4 minecraft:textures/atlas/blocks.png-atlas (${i})`,
  (i: number) =>
    `[${time(i)}] [Netty Epoll Server IO #${i % 4}/INFO] [minecraft/ServerGamePacketListenerImpl]: Player${i % 50} lost connection: Disconnected`,
  (i: number) =>
    `[${time(i)}] [Server thread/INFO] [create/]: Contraption ${i} assembled at BlockPos{x=${i % 300}, y=64, z=${-(i % 200)}}`,
  (i: number) =>
    `[${time(i)}] [Server thread/WARN] [minecraft/Entity]: Fetching addPacket for removed entity: Zombie['Zombie'/${i}, l='ServerLevel[world]', x=${i % 900}.50, y=64.00, z=-${i % 700}.50]`,
  (i: number) =>
    `[${time(i)}] [Server thread/ERROR] [minecraft/BlockEntity]: Failed to load data for block entity ae2:cable_bus at BlockPos{x=${i % 500}, y=70, z=12}`,
  (i: number) =>
    `[${time(i)}] [Render thread/WARN] [minecraft/ModelBakery]: Exception loading blockstate definition: 'supplementaries:blockstates/jar_${i % 30}.json' missing model for variant: 'supplementaries:jar_${i % 30}#'`,
  (i: number) =>
    `[${time(i)}] [modloading-worker-0/WARN] [mixin/]: Error loading class: com/simibubi/create/foundation/Compat${i % 40} (java.lang.ClassNotFoundException: com/simibubi/create/foundation/Compat${i % 40})`,
  (i: number) =>
    `[${time(i)}] [Server thread/WARN] [net.minecraftforge.common.ForgeConfigSpec/CORE]: Incorrect key common.general.value${i % 12} was corrected from null to its default, true. `,
  (i: number) =>
    `[${time(i)}] [Server thread/INFO] [minecraft/MinecraftServer]: [Player${i % 50}: Teleported Player${i % 50} to ${i % 1000}.5, 70.0, ${i % 800}.5]`,
];

/** Stack traces mods print without crashing the game (network resets, a mod's caught exception, a ticking warning). */
const BENIGN_TRACES = [
  [
    '[12:00:00] [Netty Server IO #1/ERROR] [minecraft/Connection]: Exception caught in connection',
    'java.io.IOException: Connection reset by peer',
    '\tat sun.nio.ch.SocketDispatcher.read0(Native Method) ~[?:?]',
    '\tat io.netty.channel.nio.NioEventLoop.run(NioEventLoop.java:566) ~[netty-transport-4.1.82.Final.jar%2327!/:4.1.82.Final]',
    '\tat java.lang.Thread.run(Thread.java:833) [?:?]',
  ],
  [
    '[12:00:00] [Server thread/ERROR] [ae2/]: Exception while ticking grid node',
    'java.lang.NullPointerException: Cannot invoke "appeng.api.networking.IGridNode.getGrid()" because "node" is null',
    '\tat appeng.me.service.TickManagerService.onServerEndTick(TickManagerService.java:112) ~[appliedenergistics2-forge-15.0.15.jar%23211!/:15.0.15] {re:classloading}',
    '\tat net.minecraftforge.eventbus.EventBus.post(EventBus.java:315) ~[eventbus-6.0.5.jar%2387!/:?] {}',
    '\tat net.minecraft.server.MinecraftServer.m_5705_(MinecraftServer.java:891) ~[server-1.20.1-20230612.114412-srg.jar%23295!/:?] {re:mixin,pl:accesstransformer:B,re:classloading,pl:mixin:APP:create.mixins.json:MinecraftServerMixin,pl:mixin:A}',
    '\t... 4 more',
  ],
  [
    '[12:00:00] [Worker-Main-3/WARN] [minecraft/RecipeManager]: Parsing error loading recipe create:crushing/ore_{n}',
    "com.google.gson.JsonSyntaxException: Unknown item 'thermal:ruby'",
    '\tat net.minecraft.world.item.crafting.ShapedRecipe.m_151280_(ShapedRecipe.java:290) ~[server-1.20.1-20230612.114412-srg.jar%23295!/:?] {re:classloading}',
    '\tat java.util.Optional.orElseThrow(Optional.java:403) ~[?:?] {}',
  ],
];
const CRASH = [
  '[23:59:58] [main/ERROR] [net.minecraftforge.fml.loading.ModSorter/LOADING]: Missing or unsupported mandatory dependencies:',
  "\tMod ID: 'flywheel', Requested by: 'create', Expected range: '[0.6.10,0.6.11)', Actual version: '[MISSING]'",
];

function time(i: number): string {
  const s = i % 86400;
  return `${String(Math.floor(s / 3600)).padStart(2, '0')}:${String(Math.floor((s % 3600) / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

/** Writes a latest.log (100 MiB by default) of realistic noise (with CRLF line ends and harmless stack traces) ending in one crash. */
export async function writeBenchLog(file: string, bytes = TARGET_BYTES): Promise<number> {
  const out = fs.createWriteStream(file);
  let written = 0;
  let i = 0;
  while (written < bytes) {
    const lines: string[] = [];
    for (let k = 0; k < 2000; k++, i++) {
      lines.push(NOISE[i % NOISE.length]!(i));
      if (i % 97 === 0)
        lines.push(...BENIGN_TRACES[(i / 97) % BENIGN_TRACES.length]!.map((l) => l.replace('{n}', String(i % 60))));
    }
    const chunk = lines.join('\r\n') + '\r\n';
    written += Buffer.byteLength(chunk);
    if (!out.write(chunk)) await new Promise<void>((r) => out.once('drain', () => r()));
  }
  out.end(CRASH.join('\r\n') + '\r\n');
  await new Promise<void>((r) => out.once('finish', () => r()));
  return (await fs.promises.stat(file)).size;
}

const CLI = path.join(__dirname, '..', 'dist', 'cli.js');
const PAIRS = 7;
const MIB = 1024 * 1024;

/**
 * `nova crash LOG --json` in a fresh process against `grep -c Exception LOG` (and, for reference, GNU grep
 * with all the rules' triggers as fixed strings), interleaved pairs, on a 1 MiB and a 100 MiB log; the
 * per-MiB ratio is the marginal cost (100 MiB minus 1 MiB, divided by 99), which leaves out node's start-up.
 * Peak RSS is also taken on a 400 MiB log, past the 104 MiB the analyzer keeps (head + tail).
 */
export async function runCrashBench(): Promise<BenchResult> {
  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'nova-crash-bench-'));
  try {
    const small = path.join(dir, 'small.log');
    const large = path.join(dir, 'latest.log');
    const huge = path.join(dir, 'huge.log');
    await writeBenchLog(small, 1 * MIB);
    const size = await writeBenchLog(large, 100 * MIB);
    await writeBenchLog(huge, 400 * MIB);
    const triggers = path.join(dir, 'triggers.txt');
    fs.writeFileSync(triggers, [...new Set(crashRules.flatMap((r) => r.triggers))].join('\n') + '\n');
    const nova = (file: string) => ({ command: process.execPath, args: [CLI, 'crash', file, '--json'] });
    const grep = (file: string) => ({ command: 'grep', args: ['-c', 'Exception', file] });
    const grepAll = (file: string) => ({ command: 'grep', args: ['-c', '-F', '-f', triggers, file] });

    const check = (run: { stdout: string }): void => {
      const findings = (JSON.parse(run.stdout) as { findings: Array<{ rule: string; mods: string[] }> }).findings;
      if (!findings.some((f) => f.rule === 'forge-missing-dependency' && f.mods.includes('flywheel')))
        throw new Error(`the crash at the end of the bench log was not found: ${run.stdout.slice(0, 300)}`);
    };
    const big = await processPairs(nova(large), grep(large), PAIRS);
    const little = await processPairs(nova(small), grep(small), PAIRS);
    check(big.subject.at(-1)!);
    const all = await processPairs(nova(large), grepAll(large), 3);
    const hugeRun = await runProcess(process.execPath, [CLI, 'crash', huge, '--json']);
    check(hugeRun);

    const mib = size / MIB;
    const perMib = big.subject.map((r, i) => {
      const novaSlope = (r.ms - little.subject[i]!.ms) / (mib - 1);
      const grepSlope = (big.baseline[i]!.ms - little.baseline[i]!.ms) / (mib - 1);
      return novaSlope / Math.max(grepSlope, 0.01);
    });
    // The same marginal ratio in CPU time (user + sys of each process), which the machine's load moves less.
    const perMibCpu = big.subject.map((r, i) => {
      const novaSlope = (r.cpuMs - little.subject[i]!.cpuMs) / (mib - 1);
      const grepSlope = (big.baseline[i]!.cpuMs - little.baseline[i]!.cpuMs) / (mib - 1);
      return novaSlope / Math.max(grepSlope, 0.01);
    });
    const whole = summarise(big.ratios);
    const marginalCpu = summarise(perMibCpu);
    const marginal = summarise(perMib);
    const rss = summarise(big.subject.map((r) => r.maxRssMiB));
    const ms = (list: { ms: number }[]): string => `${summarise(list.map((r) => r.ms)).median.toFixed(0)} ms`;
    const load = os.loadavg()[0] ?? 0;
    return {
      title: 'Crash analysis of a 100 MiB log',
      figures: {
        'size MiB': Math.round(mib * 10) / 10,
        novaMs: summarise(big.subject.map((r) => r.ms)).median,
        grepMs: summarise(big.baseline.map((r) => r.ms)).median,
        wholeRatio: whole.median,
        perMibRatio: marginal.median,
        perMibCpuRatio: marginalCpu.median,
        peakRssMiB: rss.max,
        hugePeakRssMiB: hugeRun.maxRssMiB,
      },
      markdown: [
        `| log | \`nova crash --json\` (median) | \`grep -c Exception\` (median) | × grep, whole process | × grep per MiB (marginal) | × grep per MiB in CPU time | peak RSS |`,
        '|---|---:|---:|---:|---:|---:|---:|',
        `| ${mib.toFixed(0)} MiB latest.log (CRLF, ${NOISE.length} kinds of noise, one crash at the end) | ${ms(big.subject)} | ${ms(big.baseline)} | ${ratioText(whole)} | **${ratioText(marginal)}** | ${ratioText(marginalCpu)} | ${rss.max.toFixed(0)} MiB |`,
        `| 1 MiB log | ${ms(little.subject)} | ${ms(little.baseline)} | ${ratioText(summarise(little.ratios))} | — | — | ${summarise(little.subject.map((r) => r.maxRssMiB)).max.toFixed(0)} MiB |`,
        `| 400 MiB log (head 13 MiB + tail 91 MiB kept) | ${hugeRun.ms.toFixed(0)} ms | — | — | — | — | ${hugeRun.maxRssMiB.toFixed(0)} MiB |`,
        '',
        `${PAIRS} interleaved pairs of fresh processes per size. For reference, GNU grep with all ${new Set(crashRules.flatMap((r) => r.triggers)).size} trigger strings (\`grep -c -F -f\`) on the 100 MiB log: ${ms(all.baseline)}, Nova ${ratioText(summarise(all.ratios))} of it. Node ${process.version}, ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'unknown CPU'}, load average ${load.toFixed(1)} at the end.`,
      ].join('\n'),
    };
  } finally {
    await fs.promises.rm(dir, { recursive: true, force: true });
  }
}

if (require.main === module) {
  runCrashBench().then(
    (r) => process.stdout.write(`${r.markdown}\n`),
    (error: unknown) => {
      process.stderr.write(`crash bench failed: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exitCode = 1;
    },
  );
}
