import { spawn } from 'node:child_process';
import * as path from 'node:path';

/** What a child process printed and how it ended, timed from spawn to exit. */
export interface ChildOutput {
  /** Standard output, its first 64 MiB (for checks and JSON results). */
  stdout: string;
  /** Standard error, its last 64 KiB: where GNU time, a preload's report or a failure's message stand. */
  stderr: string;
  code: number | null;
  ms: number;
}

const MAX_STDOUT = 64 * 1024 * 1024;
const MAX_STDERR = 64 * 1024;

/**
 * Runs `command args` to its exit with stdin closed, collecting its output as UTF-8. The one child runner of the
 * benches: processPairs.ts times pairs with it, exportBench.ts and contentIndexBench.ts read a child's results.
 */
export function runChild(command: string, args: readonly string[]): Promise<ChildOutput> {
  return new Promise((resolve, reject) => {
    const start = process.hrtime.bigint();
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      if (stdout.length < MAX_STDOUT) stdout += chunk;
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-MAX_STDERR);
    });
    child.on('error', reject);
    child.on('close', (code) => {
      resolve({ stdout, stderr, code, ms: Number(process.hrtime.bigint() - start) / 1e6 });
    });
  });
}

/** Bundles `entry` for plain `node` into `outfile` as esbuild.js builds the CLI (CommonJS, node20); returns it. */
export async function bundleForNode(entry: string, outfile: string): Promise<string> {
  const esbuild = await import('esbuild');
  await esbuild.build({
    entryPoints: [path.resolve(entry)],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    mainFields: ['module', 'main'],
    logLevel: 'silent',
  });
  return outfile;
}
