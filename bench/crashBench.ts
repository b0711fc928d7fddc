import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { analyzeCrash } from '../src/core/minecraft/crash/crashAnalyzer';
import type { BenchResult } from './benchResult';

/** The target: a 50 MB log analysed in under a second. */
export const CRASH_BENCH_TARGET_MS = 1000;
const TARGET_BYTES = 50 * 1024 * 1024;

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
];

const BENIGN_TRACE = [
  '[12:00:00] [Netty Server IO #1/ERROR] [minecraft/Connection]: Exception caught in connection',
  'java.io.IOException: Connection reset by peer',
  '\tat sun.nio.ch.SocketDispatcher.read0(Native Method) ~[?:?]',
  '\tat io.netty.channel.nio.NioEventLoop.run(NioEventLoop.java:566) ~[netty-transport-4.1.82.Final.jar%2327!/:4.1.82.Final]',
  '\tat java.lang.Thread.run(Thread.java:833) [?:?]',
];

const CRASH = [
  '[23:59:58] [main/ERROR] [net.minecraftforge.fml.loading.ModSorter/LOADING]: Missing or unsupported mandatory dependencies:',
  "\tMod ID: 'flywheel', Requested by: 'create', Expected range: '[0.6.10,0.6.11)', Actual version: '[MISSING]'",
];

function time(i: number): string {
  const s = i % 86400;
  return `${String(Math.floor(s / 3600)).padStart(2, '0')}:${String(Math.floor((s % 3600) / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

/** Writes a ~50 MB latest.log of realistic noise (with CRLF line ends and harmless stack traces) ending in one crash. */
export async function writeBenchLog(file: string, bytes = TARGET_BYTES): Promise<number> {
  const out = fs.createWriteStream(file);
  let written = 0;
  let i = 0;
  while (written < bytes) {
    const lines: string[] = [];
    for (let k = 0; k < 2000; k++, i++) {
      lines.push(NOISE[i % NOISE.length]!(i));
      if (i % 5000 === 0) lines.push(...BENIGN_TRACE);
    }
    const chunk = lines.join('\r\n') + '\r\n';
    written += Buffer.byteLength(chunk);
    if (!out.write(chunk)) await new Promise<void>((r) => out.once('drain', () => r()));
  }
  out.end(CRASH.join('\r\n') + '\r\n');
  await new Promise<void>((r) => out.once('finish', () => r()));
  return (await fs.promises.stat(file)).size;
}

/** Analyses a generated 50 MB log three times (read + decode + scan + rules); reports the first run and the median. */
export async function runCrashBench(): Promise<BenchResult> {
  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'nova-crash-bench-'));
  try {
    const file = path.join(dir, 'latest.log');
    const size = await writeBenchLog(file);
    const times: number[] = [];
    const cpu: number[] = [];
    let rules = '';
    for (let run = 0; run < 3; run++) {
      const start = performance.now();
      const cpuStart = process.cpuUsage();
      const analysis = await analyzeCrash({ file });
      times.push(performance.now() - start);
      const used = process.cpuUsage(cpuStart);
      cpu.push((used.user + used.system) / 1000);
      rules = analysis.findings.map((f) => f.rule).join(', ');
      if (!analysis.findings.some((f) => f.rule === 'forge-missing-dependency' && f.mods.includes('flywheel'))) {
        throw new Error(`the crash at the end of the bench log was not found (got: ${rules || 'nothing'})`);
      }
    }
    const median = [...times].sort((a, b) => a - b)[1]!;
    const cpuMedian = [...cpu].sort((a, b) => a - b)[1]!;
    const load = os.loadavg()[0] ?? 0;
    const mb = size / (1024 * 1024);
    return {
      title: 'Crash analysis of a 50 MB log',
      figures: {
        'size MiB': Math.round(mb * 10) / 10,
        'first run ms': Math.round(times[0]!),
        'median ms': Math.round(median),
        'median cpu ms': Math.round(cpuMedian),
      },
      markdown: [
        '| log | first run | median of 3 (wall) | median of 3 (CPU) | target |',
        '|---|---|---|---|---|',
        `| ${mb.toFixed(1)} MiB latest.log (CRLF, ${NOISE.length} kinds of noise, one crash at the end) | ${Math.round(times[0]!)} ms | ${Math.round(median)} ms | ${Math.round(cpuMedian)} ms | < ${CRASH_BENCH_TARGET_MS} ms |`,
        '',
        `Found: ${rules}. Node ${process.version}, ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'unknown CPU'}, load average ${load.toFixed(1)} while measuring.`,
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
