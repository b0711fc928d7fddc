import * as crypto from 'node:crypto';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { Worker } from 'node:worker_threads';
import { abortReason } from '../abortableSleep';
import { readSmallRegularFileSync } from '../fs/safeRead';
import type { HashJob, HashReply } from './hashJob';

/** Both hashes a `.mrpack` needs, and the byte count, from one read of a file. */
export interface FileHashes {
  sha1: string;
  sha512: string;
  size: number;
}

export interface HashFilesOptions {
  /** Worker threads to use; default: up to 4, one per core, and none for small batches. 0 hashes on this thread. */
  workers?: number;
  signal?: AbortSignal;
  /** Called after each file, with the bytes hashed so far over all files. */
  onFile?(file: string, hashes: FileHashes): void;
}

/** 256 KiB reads were the fastest chunk size for both hashes in one pass when this was measured. */
const CHUNK = 256 * 1024;
/** Below this many bytes in total, starting workers costs more than it saves. */
const WORKER_THRESHOLD = 32 * 1024 * 1024;

/** The sha1 and sha512 of one file ({@link digestFile}); what the main thread and the worker (hashWorker.ts) run. */
export async function hashFile(file: string, signal?: AbortSignal): Promise<FileHashes> {
  const { digests, size } = await digestFile(file, ['sha1', 'sha512'], signal);
  return { sha1: digests[0]!, sha512: digests[1]!, size };
}

/**
 * The hex digests of `file` by each of `algorithms` (node:crypto names, such as 'sha256'), in that order, and its
 * byte count, from one read with a bounded buffer (never holds the file whole). Opened without blocking and refused
 * unless it is a regular file (`ENOTREG`), so a FIFO or a device (a link to `/dev/zero`) fails at once instead of
 * hanging or hashing forever. The one file-hash loop: export, publishing, the icon cache, license look-ups and
 * packwiz import hash through it.
 */
export async function digestFile(
  file: string,
  algorithms: readonly string[],
  signal?: AbortSignal,
): Promise<{ digests: string[]; size: number }> {
  const hashes = algorithms.map((algorithm) => crypto.createHash(algorithm));
  const handle = await fs.promises.open(file, fs.constants.O_RDONLY | (fs.constants.O_NONBLOCK ?? 0));
  let size = 0;
  try {
    const stat = await handle.stat();
    if (!stat.isFile()) {
      const error = new Error(`${file} is not a regular file`) as NodeJS.ErrnoException;
      error.code = 'ENOTREG';
      throw error;
    }
    // A buffer sized to the file (one byte more, so one read meets its end): a config folder of 20,000 small files
    // allocated 20,000 chunks of 256 KiB before, and the collector and page faults took most of `nova diff`'s time.
    const length = Math.min(CHUNK, stat.size + 1);
    const buffer = Buffer.allocUnsafe(length);
    for (;;) {
      signal?.throwIfAborted();
      const { bytesRead } = await handle.read(buffer, 0, length, null);
      if (bytesRead === 0) break;
      const chunk = buffer.subarray(0, bytesRead);
      for (const hash of hashes) hash.update(chunk);
      size += bytesRead;
      // A short read past the size fstat gave is the end of a regular file: no extra read to learn it.
      if (bytesRead < length && size >= stat.size) break;
    }
  } finally {
    await handle.close();
  }
  return { digests: hashes.map((hash) => hash.digest('hex')), size };
}

/**
 * {@link digestFile} for a small regular file, read on this thread by `readSmallRegularFileSync` (safeRead.ts: a
 * FIFO or device is refused with `ENOTREG`, never read); `null` (nothing hashed) when it holds more than 64 KiB:
 * the caller hashes those with the streaming {@link digestFile}. For walks over many small files (`nova diff`'s config
 * folders), which read a bounded batch and then yield to the event loop.
 */
export function digestSmallFileSync(
  file: string,
  algorithms: readonly string[],
): { digests: string[]; size: number } | null {
  const bytes = readSmallRegularFileSync(file);
  if (bytes === null) return null;
  return {
    digests: algorithms.map((algorithm) => crypto.createHash(algorithm).update(bytes).digest('hex')),
    size: bytes.length,
  };
}

/**
 * The worker's entry point: `hashWorker.js` beside the bundle (dist/extension.js, dist/cli.js) or one folder up (the
 * split CLI commands in dist/cli/), built by esbuild.js; `hashWorker.ts` itself when running from source, through
 * tsx's CommonJS hook (tests and benches).
 */
function workerEntry(): { file: string; execArgv?: string[] } {
  for (const file of [path.join(__dirname, 'hashWorker.js'), path.join(__dirname, '..', 'hashWorker.js')])
    if (fs.existsSync(file)) return { file };
  return { file: path.join(__dirname, 'hashWorker.ts'), execArgv: ['--require', 'tsx/cjs'] };
}

/**
 * Hashes many files, largest first across worker threads so the caller's thread stays responsive and both
 * cores' worth of sha512 is used (2 workers ≈ 1,000 MiB/s against 646 on one thread).
 * `sizes` (from a prior stat) orders the work; a file that cannot be read rejects the whole batch.
 */
export async function hashFiles(
  files: Array<{ file: string; size: number }>,
  options: HashFilesOptions = {},
): Promise<Map<string, FileHashes>> {
  const results = new Map<string, FileHashes>();
  const total = files.reduce((sum, f) => sum + f.size, 0);
  const wanted = options.workers ?? (total < WORKER_THRESHOLD ? 0 : Math.min(4, os.availableParallelism()));
  const workerCount = Math.min(wanted, files.length);
  if (workerCount <= 0) {
    for (const { file } of files) {
      const hashes = await hashFile(file, options.signal);
      results.set(file, hashes);
      options.onFile?.(file, hashes);
    }
    return results;
  }
  const queue = [...files].sort((a, b) => b.size - a.size || (a.file < b.file ? -1 : 1));
  const entry = workerEntry();
  const workers = Array.from({ length: workerCount }, () => new Worker(entry.file, { execArgv: entry.execArgv }));
  let nextId = 0;
  try {
    await new Promise<void>((resolve, reject) => {
      let running = 0;
      let failed = false;
      const onAbort = (): void => {
        failed = true;
        reject(options.signal ? abortReason(options.signal) : new Error('cancelled'));
      };
      if (options.signal?.aborted) return onAbort();
      options.signal?.addEventListener('abort', onAbort, { once: true });
      const finish = (error?: Error): void => {
        if (failed) return;
        if (error) {
          failed = true;
          options.signal?.removeEventListener('abort', onAbort);
          reject(error);
          return;
        }
        if (running === 0 && queue.length === 0) {
          options.signal?.removeEventListener('abort', onAbort);
          resolve();
        }
      };
      const feed = (worker: Worker): void => {
        const job = queue.shift();
        if (job === undefined || failed) return finish();
        const id = nextId++;
        running++;
        const onMessage = (reply: HashReply): void => {
          if (reply.id !== id) return;
          worker.off('message', onMessage);
          running--;
          if (reply.error !== undefined) {
            const error = new Error(`Cannot read ${job.file}: ${reply.error}`) as NodeJS.ErrnoException;
            if (reply.code !== undefined) error.code = reply.code;
            return finish(error);
          }
          const hashes: FileHashes = { sha1: reply.sha1!, sha512: reply.sha512!, size: reply.size! };
          results.set(job.file, hashes);
          options.onFile?.(job.file, hashes);
          feed(worker);
        };
        worker.on('message', onMessage);
        worker.postMessage({ id, file: job.file } satisfies HashJob);
      };
      for (const worker of workers) {
        worker.on('error', (error) => finish(error));
        worker.on('exit', (code) => {
          if (running > 0 || queue.length > 0)
            finish(new Error(`A hashing thread stopped unexpectedly (exit code ${code}).`));
        });
        feed(worker);
      }
    });
  } finally {
    await Promise.all(workers.map((w) => w.terminate()));
  }
  return results;
}
