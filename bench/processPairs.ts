import * as fs from 'node:fs';
import { runChild } from './childProcess';

/** GNU time reports the child's peak RSS; both sides of a pair go through it, so its ~1 ms cost cancels. */
const GNU_TIME = fs.existsSync('/usr/bin/time') ? '/usr/bin/time' : null;

/** One timed child process: wall time, CPU time and peak resident memory (from `getrusage` of the child). */
export interface ProcessRun {
  ms: number;
  /**
   * User + system CPU time of the child in ms (GNU time's 10 ms resolution; NaN without it). On a shared
   * machine wall time swings with the load while CPU time mostly does not, so benches print both.
   */
  cpuMs: number;
  maxRssMiB: number;
  stdout: string;
  code: number | null;
}

/**
 * Runs `command args` once, timing it from spawn to exit; stdout is kept (first 64 MiB) for checks. Peak RSS
 * is 0 where GNU time is missing.
 */
export async function runProcess(command: string, args: readonly string[]): Promise<ProcessRun> {
  const { ms, stdout, stderr, code } = await (GNU_TIME
    ? runChild(GNU_TIME, ['-f', 'NOVA_MAXRSS_KB %M NOVA_CPU_S %U %S', command, ...args])
    : runChild(command, args));
  const kb = /NOVA_MAXRSS_KB (\d+)/.exec(stderr)?.[1];
  const cpu = /NOVA_CPU_S ([\d.]+) ([\d.]+)/.exec(stderr);
  const cpuMs = cpu ? (Number(cpu[1]) + Number(cpu[2])) * 1000 : NaN;
  return { ms, cpuMs, maxRssMiB: kb ? Number(kb) / 1024 : 0, stdout, code };
}

/** The median and range of a list of ratios, printed as `1.23× (1.10–1.40×)`. */
export interface RatioSummary {
  median: number;
  min: number;
  max: number;
}

export function summarise(values: readonly number[]): RatioSummary {
  const sorted = [...values].sort((a, b) => a - b);
  return { median: sorted[Math.floor(sorted.length / 2)] ?? 0, min: sorted[0] ?? 0, max: sorted.at(-1) ?? 0 };
}

export function ratioText(r: RatioSummary): string {
  return `${r.median.toFixed(2)}× (${r.min.toFixed(2)}–${r.max.toFixed(2)}×)`;
}

/**
 * Runs `pairs` interleaved pairs of two processes (order swapped every pair, so load drifts hit both alike)
 * after `warmup` untimed pairs; returns each side's runs and the per-pair ratios subject/baseline, of wall time
 * and of CPU time.
 */
export async function processPairs(
  subject: { command: string; args: readonly string[] },
  baseline: { command: string; args: readonly string[] },
  pairs: number,
  warmup = 1,
): Promise<{ subject: ProcessRun[]; baseline: ProcessRun[]; ratios: number[]; cpuRatios: number[] }> {
  const out = {
    subject: [] as ProcessRun[],
    baseline: [] as ProcessRun[],
    ratios: [] as number[],
    cpuRatios: [] as number[],
  };
  for (let i = 0; i < warmup + pairs; i++) {
    let s: ProcessRun;
    let b: ProcessRun;
    if (i % 2 === 0) {
      s = await runProcess(subject.command, subject.args);
      b = await runProcess(baseline.command, baseline.args);
    } else {
      b = await runProcess(baseline.command, baseline.args);
      s = await runProcess(subject.command, subject.args);
    }
    if (i < warmup) continue;
    out.subject.push(s);
    out.baseline.push(b);
    out.ratios.push(s.ms / b.ms);
    out.cpuRatios.push(s.cpuMs / Math.max(b.cpuMs, 10));
  }
  return out;
}
