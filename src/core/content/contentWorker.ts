import { parentPort } from 'node:worker_threads';
import { errorMessage } from '../text/textSafety';
import type { ContentJob, ContentReply } from './contentJob';
import { readJarContent } from './jarContentRead';
import { packContent } from './packedContent';

/**
 * The content worker thread: an entry point of its own that esbuild.js bundles to `dist/contentWorker.js` (and runs
 * from source through tsx in tests). It reads jars with the indexer's own read (jarContentRead.ts), with blocking
 * calls (the thread has nothing else to do), one job at a time in the order they come, so it holds one jar at once,
 * and answers each with the content packed (packedContent.ts) or the jar's error.
 */
let queue: Promise<void> = Promise.resolve();

async function run(job: ContentJob): Promise<void> {
  let reply: ContentReply;
  try {
    const read = await readJarContent(job.file, job.size, true, (hash) => hash === job.known);
    try {
      reply =
        read.content === null
          ? { id: job.id, hash: read.hash }
          : { id: job.id, hash: read.hash, packed: packContent(read.content) };
    } catch {
      reply = { id: job.id, retry: true };
    }
  } catch (error) {
    reply = { id: job.id, error: errorMessage(error) };
  }
  // The typed arrays are moved, not copied (packContent makes them over buffers of their own).
  const transfer =
    reply.packed === undefined
      ? []
      : [reply.packed.lengths.buffer as ArrayBuffer, reply.packed.shape.buffer as ArrayBuffer];
  parentPort?.postMessage(reply, transfer);
}

parentPort?.on('message', (job: ContentJob) => {
  queue = queue.then(() => run(job));
});
