import { execFileSync } from 'node:child_process';
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import type { CliRun } from '../fixtures/cliRun';

/** Hostile inputs built at test time for the reliability regression tests (issue 16). */

/** A JSON text nested `depth` levels deep (`[[[...]]]`), valid or cut short. */
export function deepJson(depth: number, closed = true): string {
  return '['.repeat(depth) + (closed ? ']'.repeat(depth) : '');
}

/** Creates a named pipe at `file` (Linux/macOS `mkfifo`). */
export function makeFifo(file: string): void {
  execFileSync('mkfifo', [file]);
}

/** Runs `body` and fails when it takes longer than `ms` (a hang shows as a failure, not a stuck suite). */
export async function within<T>(ms: number, what: string, body: () => Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([body(), limit]);
  } finally {
    clearTimeout(timer);
  }
}

/** The CLI contract for any input: exit 0/1/2 and no stack trace or "unexpected error" on either stream. */
export function assertCleanRun(run: CliRun): void {
  assert.ok([0, 1, 2].includes(run.code), `exit ${run.code}: ${run.stderr}`);
  const all = run.stdout + run.stderr;
  assert.doesNotMatch(all, /\n\s+at .+\(.+:\d+:\d+\)|unexpected error|Maximum call stack/i, all.slice(0, 2000));
}

/** True when `/dev/zero` exists (symlink-to-device cases). */
export function hasDevZero(): boolean {
  return fs.existsSync('/dev/zero');
}
