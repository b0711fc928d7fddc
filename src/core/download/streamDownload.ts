import * as fs from 'node:fs';
import { abortReason, untilAborted } from '../abortableSleep';
import { tempPathFor } from '../fs/staleTemp';
import { errorMessage } from '../text/textSafety';
import type { FetchLike } from './fetchLike';
import { renderMessage, type Message } from '../locale/messageCatalog';
import { DownloadMessages as M } from './downloadMessages';
import { ProgressClock } from './progressClock';

/**
 * How long one download may take. A server that accepts the connection and never answers (or stops sending) must
 * not hang a command: the headers and every next chunk must arrive within `idleMs`, the whole body within `totalMs`.
 */
export interface DownloadTimeLimits {
  idleMs: number;
  totalMs: number;
}

/** 20 s without 16 KiB arriving, or 10 minutes in all (a 512 MiB jar at under 1 MiB/s), ends a download. */
export const DEFAULT_DOWNLOAD_LIMITS: DownloadTimeLimits = { idleMs: 20_000, totalMs: 10 * 60_000 };

export interface StreamDownloadOptions {
  /** A body longer than this is cut off at once (outcome `too-large`). */
  maxBytes: number;
  /** Receives every chunk in order (hashers); never the bytes past `maxBytes`. */
  onChunk(chunk: Uint8Array): void;
  /**
   * Saves the body: the bytes go to an exclusive, unpredictable temporary file beside `dest` (fs/staleTemp.ts names),
   * and after the body ends `accept(size, temp)` decides — null renames the file to `dest`, a reason refuses it
   * (outcome `rejected`). The temporary file is removed on every other path.
   */
  saveTo?: { dest: string; accept(size: number, temp: string): Promise<Message | null> | Message | null };
  signal?: AbortSignal;
  limits?: DownloadTimeLimits;
}

export type StreamDownloadOutcome =
  | { ok: true; size: number }
  | { ok: false; kind: 'http' | 'failed' | 'timeout' | 'too-large' | 'rejected'; reason: Message };

/**
 * The one streaming download of the code base (Modrinth and `.mrpack` files in verifiedDownload.ts, packwiz's jar
 * cache, remote hashing in remoteHash.ts): fetches `url`, feeds each chunk to `onChunk`, enforces the size cap and the
 * time limits, and optionally saves through a temporary file. Never holds the body whole. Resolves with an outcome for
 * every network, HTTP, size, time and local file problem; rejects only when the caller's `signal` aborts.
 */
export async function streamDownload(
  fetchFile: FetchLike,
  url: string,
  options: StreamDownloadOptions,
): Promise<StreamDownloadOutcome> {
  const limits = options.limits ?? DEFAULT_DOWNLOAD_LIMITS;
  const { signal } = options;
  signal?.throwIfAborted();
  const controller = new AbortController();
  let timedOut: Message | null = null;
  const expire = (why: Message): void => {
    timedOut ??= why;
    controller.abort(new Error(renderMessage(why, 'en')));
  };
  const onAbort = (): void => controller.abort(signal ? abortReason(signal) : undefined);
  signal?.addEventListener('abort', onAbort, { once: true });
  const total = setTimeout(
    () => expire(M.noCompleteAnswer({ seconds: String(limits.totalMs / 1000) })),
    limits.totalMs,
  );
  // Progress is counted in bytes, not chunks (progressClock.ts): a server that drips one byte a second never goes
  // silent, yet must not hold a command for the whole `totalMs`.
  const idle = new ProgressClock(limits.idleMs, () => expire(M.noData({ seconds: String(limits.idleMs / 1000) })));
  // A fetch that ignores its signal (a test double, a stuck body) still ends: every wait races the controller.
  const race = <T>(p: Promise<T>): Promise<T> => untilAborted(p, controller.signal);
  let temp: string | null = null;
  let handle: fs.promises.FileHandle | null = null;
  try {
    idle.touch();
    const response = await race(fetchFile(url, { signal: controller.signal, redirect: 'follow' }));
    if (!response.ok || response.body === null)
      return { ok: false, kind: 'http', reason: M.httpStatus({ status: response.status }) };
    if (options.saveTo !== undefined) {
      temp = tempPathFor(options.saveTo.dest, 'nova-tmp');
      handle = await fs.promises.open(temp, 'wx');
    }
    const iterator = response.body[Symbol.asyncIterator]();
    let size = 0;
    try {
      idle.touch();
      for (;;) {
        const next = await race(iterator.next());
        if (next.done === true) break;
        const chunk = next.value;
        size += chunk.length;
        idle.progress(chunk.length);
        if (size > options.maxBytes)
          return { ok: false, kind: 'too-large', reason: M.largerThan({ max: options.maxBytes }) };
        options.onChunk(chunk);
        if (handle !== null) await race(handle.write(chunk));
      }
    } finally {
      idle.stop();
      void iterator.return?.()?.catch(() => undefined);
    }
    if (handle !== null && temp !== null && options.saveTo !== undefined) {
      await handle.close();
      handle = null;
      const refused = await options.saveTo.accept(size, temp);
      if (refused !== null) return { ok: false, kind: 'rejected', reason: refused };
      await fs.promises.rename(temp, options.saveTo.dest);
      temp = null;
    }
    return { ok: true, size };
  } catch (error) {
    signal?.throwIfAborted();
    if (timedOut !== null) return { ok: false, kind: 'timeout', reason: timedOut };
    return { ok: false, kind: 'failed', reason: M.failed({ detail: errorMessage(error) }) };
  } finally {
    clearTimeout(total);
    idle.stop();
    signal?.removeEventListener('abort', onAbort);
    if (handle !== null) await handle.close().catch(() => undefined);
    if (temp !== null) await fs.promises.rm(temp, { force: true }).catch(() => undefined);
  }
}
