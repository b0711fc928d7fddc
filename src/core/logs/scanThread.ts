import * as fs from 'node:fs';
import * as path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { LogFile } from './logSource';
import type { ScanJob } from './scanPartOfFile';
import { WindowedLineScan, type LineScan, type ScannedPart, type TriggerScanner } from './triggerScanner';

/**
 * Logs from this size on are scanned on two threads (smaller ones are scanned before a worker would have started:
 * its start-up costs about 50 ms of CPU).
 */
export const SPLIT_MIN_BYTES = 8 * 1024 * 1024;
/** The share of the log the second thread scans: its end, while this thread scans the start. */
const SECOND_SHARE = 0.5;
/** Bytes read at a time (two buffers in the scanner's memory; every fresh page touched costs CPU too). */
const WINDOW_BYTES = 1024 * 1024;
/** How far past the split point a line start is looked for before the log is scanned on one thread. */
const CUT_SEARCH = 4 * 1024 * 1024;

/**
 * The worker's entry point: `scanWorker.js` beside the bundle (dist/cli.js, dist/extension.js) or one folder up (the
 * split CLI commands in dist/cli/), built by esbuild.js; `scanWorker.ts` itself when running from source, through
 * tsx's CommonJS hook (tests). Null when there is none: the log is scanned on one thread.
 */
function workerEntry(): { file: string; execArgv?: string[] } | null {
  for (const file of [path.join(__dirname, 'scanWorker.js'), path.join(__dirname, '..', 'scanWorker.js')])
    if (fs.existsSync(file)) return { file };
  const source = path.join(__dirname, 'scanWorker.ts');
  return fs.existsSync(source) ? { file: source, execArgv: ['--require', 'tsx/cjs'] } : null;
}

/**
 * A second thread that scans the end of a large log while this one scans its start (the lane loop is most of a
 * scan's time, and the bytes after a line start scan alike wherever they are scanned): the wall time of a scan
 * nearly halves, for the worker's start-up and a copy of the table in CPU. The result is the one-thread scan's, byte
 * for byte (the two parts' hits and line starts are joined as {@link WindowedLineScan.addPart} says); where the
 * worker cannot scan its part (no worker, no WebAssembly there, a file cut meanwhile, a part of too many lines), this
 * thread scans it.
 *
 * {@link start} it as soon as the log is known to be scanned (its start-up then overlaps the table's compilation),
 * then {@link scanLogFile}; {@link stop} it on every path.
 */
export class ScanThread {
  private worker: Worker | null;

  private constructor(worker: Worker) {
    this.worker = worker;
    worker.unref();
  }

  /** A worker started for `file` when it is at least `minBytes` (and a worker can start), else null. */
  static start(file: LogFile, minBytes = SPLIT_MIN_BYTES): ScanThread | null {
    if (file.bytes.length < minBytes) return null;
    const entry = workerEntry();
    if (entry === null) return null;
    try {
      return new ScanThread(
        new Worker(entry.file, { ...(entry.execArgv ? { execArgv: entry.execArgv } : {}), stdout: false }),
      );
    } catch {
      return null;
    }
  }

  /** Posts the job; resolves with the scanned part, or null when the worker could not scan it. */
  private post(job: ScanJob): Promise<ScannedPart | null> {
    const worker = this.worker!;
    return new Promise<ScannedPart | null>((resolve) => {
      const done = (part: ScannedPart | null): void => {
        worker.off('message', done);
        worker.off('error', failed);
        worker.off('exit', failed);
        resolve(part);
      };
      const failed = (): void => done(null);
      worker.on('message', done);
      worker.on('error', failed);
      worker.on('exit', failed);
      worker.postMessage(job, [job.table.plain, job.table.hits]);
    });
  }

  /** Ends the worker (it ends by itself after its answer); resolves once it can no longer read the file. */
  async stop(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    if (worker !== null) await worker.terminate();
  }

  /**
   * Scans `file` with `scanner` (the same result as one thread reading it window by window): this thread reads the
   * log's start, `thread` (when given and the log has a line start past its split point) its end.
   */
  static async scanLogFile(
    file: LogFile,
    scanner: TriggerScanner,
    thread: ScanThread | null,
    signal?: AbortSignal,
  ): Promise<LineScan> {
    const size = file.bytes.length;
    const windows = new WindowedLineScan(scanner, size);
    // Read straight into the scanner's WebAssembly memory, where its lanes scan each window without a copy.
    const lent = scanner.readBuffers(WINDOW_BYTES);
    try {
      let cut = size;
      const table = thread !== null && scanner.restartsAtLineStarts ? scanner.table() : null;
      if (table !== null) cut = lineStartAfter(file, Math.floor(size * (1 - SECOND_SHARE)));
      const second =
        table !== null && cut < size
          ? thread!.post({
              fd: file.bytes.fd,
              layout: file.bytes.layout,
              from: cut,
              to: size,
              table,
              window: WINDOW_BYTES,
            })
          : null;
      const add = (window: Buffer, length: number): void => windows.add(window, length);
      try {
        await file.readWindows(add, signal, lent?.buffers, { from: 0, to: cut });
        const part = second === null ? null : await second;
        // The part is joined only after a whole first part (a file cut short before `cut` ends there).
        if (part !== null && windows.end === cut) windows.addPart(part);
        else if (windows.end === cut && cut < size) {
          await file.readWindows(add, signal, lent?.buffers, { from: cut, to: size });
        }
      } finally {
        await thread?.stop();
      }
      return windows.finish(file.bytes);
    } finally {
      lent?.release();
    }
  }
}

/** The first line start at or after `at` (within {@link CUT_SEARCH} bytes), else the log's size. */
function lineStartAfter(file: LogFile, at: number): number {
  const bytes = file.bytes;
  const end = Math.min(bytes.length, at + CUT_SEARCH);
  for (let from = Math.max(0, at - 1); from < end; from += 64 * 1024) {
    const view = bytes.subarray(from, Math.min(end, from + 64 * 1024));
    const nl = view.indexOf(0x0a);
    if (nl >= 0) return Math.min(bytes.length, from + nl + 1);
  }
  return bytes.length;
}
