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
