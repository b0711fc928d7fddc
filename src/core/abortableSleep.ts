/**
 * The one abortable wait of the code base (the real `Clock` of `ports.ts` and the Modrinth client's back-off use it): resolves
 * after `ms`, or rejects with {@link abortReason} as soon as `signal` aborts, leaving no timer or listener behind.
 */
export function abortableSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortReason(signal));
      return;
    }
    const onAbort = (): void => {
      clearTimeout(timer);
      reject(abortReason(signal!));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * Why `signal` aborted, as an Error: the reason itself when it is one (`abort()` with no argument gives an
 * `AbortError` DOMException, which is), else an Error that keeps the reason as its `cause`.
 */
export function abortReason(signal: AbortSignal): Error {
  const reason: unknown = signal.reason;
  if (reason instanceof Error) return reason;
  return new Error(typeof reason === 'string' ? `cancelled: ${reason}` : 'cancelled', { cause: reason });
}

/**
 * `promise`, or a rejection with {@link abortReason} as soon as `signal` aborts; the abort listener is removed when
 * `promise` settles. Never `Promise.race([p, aborted])` with one long-lived `aborted` promise in a loop: each race
 * leaves a reaction on it that keeps its settled result reachable, so a download held every chunk it ever read
 * (512 MiB of an endless body took 638 MiB of memory).
 */
export function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal.aborted) {
      promise.catch(() => undefined);
      reject(abortReason(signal));
      return;
    }
    const onAbort = (): void => reject(abortReason(signal));
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error instanceof Error ? error : new Error(String(error), { cause: error }));
      },
    );
  });
}
