import { parentPort } from 'node:worker_threads';
import { scanPartOfFile, type ScanJob } from './scanPartOfFile';

// The second scan thread's entry point (bundled as dist/scanWorker.js by esbuild.js; started by scanThread.ts): one
// job, one answer, then the thread ends (its port has no listener left).
parentPort?.once('message', (job: ScanJob) => {
  let part = null;
  try {
    part = scanPartOfFile(job);
  } catch {
    // Answered as no part: the main thread scans it itself.
  }
  const transfer = part ? [part.starts.buffer, part.positions.buffer, part.entries.buffer] : [];
  parentPort!.postMessage(part, transfer as ArrayBuffer[]);
});
