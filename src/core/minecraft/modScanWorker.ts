import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import type { ModFile } from './modFile';
import { readModFileWithStats } from './modFileReader';

/** One file for a scan worker: what the scanner already knows of it from its stat. */
export interface ModScanJob {
  path: string;
  /** The bytes to open when the name is not UTF-8 (see fileNames.ts). */
  openPath?: Uint8Array;
  size: number;
  mtimeMs: number;
  directory: boolean;
}

/** What a scan worker is started with (`workerData`); it answers with one message, the files in job order. */
export interface ModScanWork {
  kind: 'nova-mod-scan';
  jobs: ModScanJob[];
  packages: boolean;
  concurrency: number;
  /** Read with blocking calls (`ModScannerOptions.blockingReads`). */
  blocking?: boolean;
}

/** Reads `work.jobs` a few at a time, as the scanner does on its own thread; never throws for a bad file. */
export async function runModScanWork(work: ModScanWork): Promise<ModFile[]> {
  const out = new Array<ModFile>(work.jobs.length);
  let next = 0;
  const reader = async (): Promise<void> => {
    while (next < work.jobs.length) {
      const at = next++;
      const job = work.jobs[at]!;
      const stats = { size: job.size, mtimeMs: job.mtimeMs, isDirectory: () => job.directory };
      out[at] = await readModFileWithStats(job.path, stats, {
        packages: work.packages,
        blocking: work.blocking === true,
        ...(job.openPath === undefined ? {} : { openPath: Buffer.from(job.openPath) }),
      });
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(work.concurrency, work.jobs.length)) }, reader));
  return out;
}

const work = workerData as Partial<ModScanWork> | null;
if (!isMainThread && parentPort !== null && work?.kind === 'nova-mod-scan') {
  const port = parentPort;
  void runModScanWork(work as ModScanWork).then((files) => port.postMessage(files));
}
