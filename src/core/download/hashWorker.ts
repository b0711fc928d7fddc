import { parentPort } from 'node:worker_threads';
import { errorMessage } from '../text/textSafety';
import { hashFile } from './fileHasher';
import type { HashJob, HashReply } from './hashJob';

/**
 * The hashing worker thread: an entry point of its own that esbuild.js bundles to `dist/hashWorker.js` (and runs from
 * source through tsx in tests), hashing one file at a time with the same loop as the main thread (`hashFile`).
 */
parentPort?.on('message', (job: HashJob) => {
  hashFile(job.file).then(
    (hashes) => parentPort?.postMessage({ id: job.id, ...hashes } satisfies HashReply),
    (error: unknown) =>
      parentPort?.postMessage({
        id: job.id,
        error: errorMessage(error),
        code: (error as NodeJS.ErrnoException | null)?.code,
      } satisfies HashReply),
  );
});
