import * as fs from 'node:fs';
import * as path from 'node:path';
import { Worker } from 'node:worker_threads';
import { abortReason } from '../abortableSleep';
import type { ContentJob, ContentReply } from './contentJob';
import type { JarRead } from './jarContentRead';
import { unpackContent } from './packedContent';

/**
 * The worker's entry point: `contentWorker.js` beside the bundle (dist/cli.js, a bench's bundle) or one folder up (the
 * split CLI commands in dist/cli/), built by esbuild.js; `contentWorker.ts` itself when running from source, through
 * tsx's CommonJS hook (tests). Null when there is none (the .vsix leaves it out: the extension reads on one thread):
 * jars are then read on the indexer's thread.
 */
function workerEntry(): { file: string; execArgv?: string[] } | null {
  for (const file of [path.join(__dirname, 'contentWorker.js'), path.join(__dirname, '..', 'contentWorker.js')])
    if (fs.existsSync(file)) return { file };
  const source = path.join(__dirname, 'contentWorker.ts');
  return fs.existsSync(source) ? { file: source, execArgv: ['--require', 'tsx/cjs'] } : null;
}

/** How long idle workers are kept for the next index before they are stopped. */
const IDLE_MS = 120_000;
/** A worker's young generation (`resourceLimits.maxYoungGenerationSizeMb`; see {@link ContentThreads.spawn}). */
const WORKER_YOUNG_MB = 16;

interface Pending {
  job: ContentJob;
  signal: AbortSignal | undefined;
  resolve(read: JarRead | null): void;
  reject(error: unknown): void;
  onAbort?: () => void;
}

interface Thread {
  worker: Worker;
  /**
   * The jobs posted to the worker, oldest first: it reads them one after the other, so it holds one jar at once, and
   * the second is there for it to go on with while the indexer's thread, busy with a jar of its own, has not yet
   * taken the first one's answer.
   */
  posted: Pending[];
  dead: boolean;
}

/** Jobs posted to one worker at most. */
const DEPTH = 2;

/**
 * Worker threads that read and parse jars for ContentIndexer (contentWorker.ts) beside the indexer's own thread: a jar
 * goes to a worker with room ({@link read}), else the indexer reads it itself, so the threads share the jars as they
 * come free. A jar's content comes back packed (packedContent.ts) and is unpacked here; the indexer keeps it and
 * merges in load order as it does with a jar it read itself, so the index is the same. A jar whose read failed is an
 * error of that jar (the message the indexer's thread would give); a worker that fails or stops answers its jars with
 * null: the indexer reads them itself.
 *
 * One set of workers serves every indexer of the process ({@link acquire}): started by the first cold index that needs
 * them, kept between indexes (a worker, like the indexer's thread, reads faster once its code is compiled and its heap
 * has grown) and stopped after {@link IDLE_MS} without use. Idle workers never keep the process alive.
 */
export class ContentThreads {
  private static shared: ContentThreads | null = null;
  private readonly threads: Thread[] = [];
  private nextId = 0;
  private users = 0;
  private idle: NodeJS.Timeout | null = null;

  private constructor(private readonly entry: { file: string; execArgv?: string[] }) {}

  /**
   * The process's workers, at least `count` of them running, for one index: {@link release} them when it is done.
   * Null when no worker can be started (no entry point, or the runtime refuses a thread).
   */
  static acquire(count: number): ContentThreads | null {
    let pool = ContentThreads.shared;
    if (pool === null) {
      const entry = workerEntry();
      if (entry === null) return null;
      pool = ContentThreads.shared = new ContentThreads(entry);
    }
    if (pool.idle !== null) clearTimeout(pool.idle);
    pool.idle = null;
    try {
      while (pool.threads.length < count) pool.spawn();
    } catch {
      if (pool.threads.length === 0) return null;
    }
    pool.users++;
    for (const thread of pool.threads) thread.worker.ref();
    return pool;
  }

  /** Ends one {@link acquire}: with no index left using them, the workers are let go and stopped after a while. */
  release(): void {
    if (--this.users > 0) return;
    this.users = 0;
    for (const thread of this.threads) thread.worker.unref();
    this.idle = setTimeout(() => this.stop(), IDLE_MS);
    this.idle.unref();
  }

  /**
   * The jar read by a worker with room: its hash and content (null content: its hash is `known`, the one the caller
   * has cached for it), or null to read it on the indexer's thread after all. Undefined, at once, when every worker
   * is full: the caller reads the jar itself. Aborting `signal` rejects the read with the signal's reason and stops
   * the worker reading it (a worker's read cannot be interrupted otherwise: it reads with blocking calls, as a thread
   * of its own may); the other jars posted to that worker are answered with null.
   */
  read(
    file: string,
    size: number,
    known: string | undefined,
    signal?: AbortSignal,
  ): Promise<JarRead | null> | undefined {
    let thread: Thread | undefined;
    for (const t of this.threads)
      if (t.posted.length < DEPTH && (thread === undefined || t.posted.length < thread.posted.length)) thread = t;
    if (thread === undefined) return undefined;
    const chosen = thread;
    return new Promise<JarRead | null>((resolve, reject) => {
      if (signal?.aborted === true) return reject(abortReason(signal));
      const job: ContentJob = { id: this.nextId++, file, size };
      if (known !== undefined) job.known = known;
      const pending: Pending = { job, signal, resolve, reject };
      if (signal !== undefined) {
        pending.onAbort = () => this.abort(chosen, pending);
        signal.addEventListener('abort', pending.onAbort, { once: true });
      }
      chosen.posted.push(pending);
      chosen.worker.postMessage(job);
    });
  }

  private spawn(): void {
    const thread: Thread = {
      worker: new Worker(this.entry.file, {
        execArgv: this.entry.execArgv,
        // A worker keeps nothing between jars: a young generation a third of the default's took about 40 MiB off the
        // bench pack's peak RSS, and its CPU time moved less than the machine's noise (docs/performance.md).
        resourceLimits: { maxYoungGenerationSizeMb: WORKER_YOUNG_MB },
      }),
      posted: [],
      dead: false,
    };
    thread.worker.on('message', (reply: ContentReply) => this.answer(thread, reply));
    thread.worker.on('error', () => this.lose(thread));
    thread.worker.on('exit', () => this.lose(thread));
    this.threads.push(thread);
  }

  private settle(pending: Pending): void {
    if (pending.onAbort !== undefined) pending.signal?.removeEventListener('abort', pending.onAbort);
  }

  private answer(thread: Thread, reply: ContentReply): void {
    const pending = thread.posted[0];
    if (pending === undefined || pending.job.id !== reply.id) return;
    thread.posted.shift();
    this.settle(pending);
    if (reply.error !== undefined) return pending.reject(new Error(reply.error));
    if (reply.retry === true || reply.hash === undefined) return pending.resolve(null);
    if (reply.packed === undefined) return pending.resolve({ hash: reply.hash, content: null });
    let read: JarRead | null;
    try {
      read = { hash: reply.hash, content: unpackContent(reply.packed) };
    } catch {
      read = null;
    }
    pending.resolve(read);
  }

  /** A worker that failed or stopped: the indexer reads its jars itself. */
  private lose(thread: Thread): void {
    if (thread.dead) return;
    thread.dead = true;
    this.threads.splice(this.threads.indexOf(thread), 1);
    for (const pending of thread.posted.splice(0)) {
      this.settle(pending);
      pending.resolve(null);
    }
    if (this.threads.length === 0 && this.users === 0 && ContentThreads.shared === this) ContentThreads.shared = null;
  }

  private abort(thread: Thread, pending: Pending): void {
    const at = thread.posted.indexOf(pending);
    if (at < 0) return;
    thread.posted.splice(at, 1);
    // Stopped, not waited for: the next acquire starts another.
    if (!thread.dead) void thread.worker.terminate();
    this.lose(thread);
    pending.reject(pending.signal === undefined ? new Error('cancelled') : abortReason(pending.signal));
  }

  private stop(): void {
    this.idle = null;
    if (this.users > 0) return;
    if (ContentThreads.shared === this) ContentThreads.shared = null;
    for (const thread of this.threads.splice(0)) {
      thread.dead = true;
      void thread.worker.terminate();
    }
  }
}
