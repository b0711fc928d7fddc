import * as os from 'node:os';
import * as path from 'node:path';
import * as nodeModule from 'node:module';
import type { BenchResult } from './benchResult';
import { processPairs, ratioText, summarise } from './processPairs';

const CLI = path.join(__dirname, '..', 'dist', 'cli.js');
const PAIRS = 21;

/**
 * `nova --version` (the dispatcher alone: each command is its own lazily required bundle) against a bare
 * `node -e 0`, in interleaved pairs of fresh processes; `nova --help` loads every command's bundle and is
 * shown for scale.
 */
export async function runStartupBench(): Promise<BenchResult> {
  const node = { command: process.execPath, args: ['-e', '0'] };
  const version = await processPairs({ command: process.execPath, args: [CLI, '--version'] }, node, PAIRS, 2);
  const help = await processPairs({ command: process.execPath, args: [CLI, '--help'] }, node, 7, 1);
  const ms = (list: { ms: number }[]): string => `${summarise(list.map((r) => r.ms)).median.toFixed(1)} ms`;
  const compileCache =
    typeof (nodeModule as { enableCompileCache?: unknown }).enableCompileCache === 'function'
      ? 'available on this Node'
      : `not available on Node ${process.version} (module.enableCompileCache arrived in 22.1)`;
  return {
    title: 'CLI start-up',
    figures: {
      versionMs: summarise(version.subject.map((r) => r.ms)).median,
      nodeMs: summarise(version.baseline.map((r) => r.ms)).median,
      versionRatio: summarise(version.ratios).median,
      helpRatio: summarise(help.ratios).median,
    },
    markdown: [
      '| command | median | `node -e 0` (median) | × node: median (range) over pairs |',
      '|---|---:|---:|---:|',
      `| \`nova --version\` | ${ms(version.subject)} | ${ms(version.baseline)} | **${ratioText(summarise(version.ratios))}** |`,
      `| \`nova --help\` (loads every command) | ${ms(help.subject)} | ${ms(help.baseline)} | ${ratioText(summarise(help.ratios))} |`,
      '',
      `${PAIRS} interleaved pairs (7 for --help). V8's compile cache: ${compileCache}. Node ${process.version}, load average ${os.loadavg()[0]!.toFixed(1)} at the end.`,
    ].join('\n'),
  };
}
