/**
 * Limits on one model request, enforced under the `openai` client by wrapping `fetch`, so that a hostile or broken
 * server cannot hold a turn forever or grow memory without bound: slow headers, a silent connection, a trickle of
 * one byte per second (no complete event for too long), one huge SSE event, a huge reply, or an endless stream.
 */
export interface StreamLimits {
  /** From sending the request to the response headers. */
  headersMs: number;
  /** Between two reads of the body. */
  idleMs: number;
  /** Between two complete SSE events (or, for a JSON reply, from the headers to its end). */
  eventMs: number;
  /** From the headers to the end of the body. */
  streamMs: number;
  /** Bytes in one SSE event. */
  maxEventBytes: number;
  /** Bytes in the whole body. */
  maxBodyBytes: number;
}

export const DEFAULT_STREAM_LIMITS: StreamLimits = {
  headersMs: 60_000,
  idleMs: 60_000,
  eventMs: 90_000,
  streamMs: 300_000,
  maxEventBytes: 1024 * 1024,
  maxBodyBytes: 16 * 1024 * 1024,
};

/**
 * A limit above was passed. Its message completes "The model server …" and avoids the words the `openai` client
 * takes for its own time-outs, so it reaches the user unchanged (chatModel.ts translates it).
 */
export class StreamLimitError extends Error {
  override readonly name = 'StreamLimitError';
}

type Fetch = typeof fetch;

/** `fetch` with {@link StreamLimits} applied; errors are {@link StreamLimitError}s. */
export function guardedFetch(limits: StreamLimits, base: Fetch = fetch): Fetch {
  return async (input, init) => {
    const controller = new AbortController();
    const outer = init?.signal ?? null;
    const forward = (): void => controller.abort(outer?.reason);
    if (outer?.aborted) forward();
    else outer?.addEventListener('abort', forward, { once: true });
    let headersTimer: NodeJS.Timeout | undefined;
    const headersLate = new Promise<never>((_, reject) => {
      headersTimer = setTimeout(() => {
        const error = new StreamLimitError(
          `sent no response headers within ${seconds(limits.headersMs)}, so the request was given up`,
        );
        reject(error);
        controller.abort(error);
      }, limits.headersMs);
    });
    let response: Response;
    try {
      response = await Promise.race([base(input, { ...init, signal: controller.signal }), headersLate]);
    } finally {
      clearTimeout(headersTimer);
    }
    if (response.body === null) return response;
    const sse = (response.headers.get('content-type') ?? '').includes('text/event-stream');
    const body = guardBody(response.body, limits, sse, (error) => controller.abort(error));
    return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
  };
}

function guardBody(
  source: ReadableStream<Uint8Array>,
  limits: StreamLimits,
  sse: boolean,
  abort: (error: StreamLimitError) => void,
): ReadableStream<Uint8Array> {
  const reader = source.getReader();
  const started = Date.now();
  let lastEvent = started;
  let total = 0;
  let eventBytes = 0;
  let lineBytes = 0;
  let afterCr = false;
  let idleTimer: NodeJS.Timeout | undefined;
  const fail = (controller: ReadableStreamDefaultController<Uint8Array>, message: string): void => {
    const error = new StreamLimitError(message);
    controller.error(error);
    abort(error);
    reader.cancel(error).catch(() => undefined);
  };
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const now = Date.now();
      const eventBudget = limits.eventMs - (now - lastEvent);
      const streamBudget = limits.streamMs - (now - started);
      const wait = Math.max(0, Math.min(limits.idleMs, eventBudget, streamBudget));
      const which =
        wait === Math.max(0, streamBudget)
          ? `kept the answer going for over ${seconds(limits.streamMs)}`
          : wait === Math.max(0, eventBudget)
            ? `sent no complete ${sse ? 'event' : 'reply'} for ${seconds(limits.eventMs)}`
            : `went silent for ${seconds(limits.idleMs)}`;
      const late = new Promise<'late'>((resolve) => {
        idleTimer = setTimeout(() => resolve('late'), wait);
      });
      let result: Awaited<ReturnType<typeof reader.read>> | 'late';
      try {
        result = await Promise.race([reader.read(), late]);
      } catch (error) {
        controller.error(error);
        return;
      } finally {
        clearTimeout(idleTimer);
      }
      if (result === 'late') return fail(controller, `${which}, so the answer was given up`);
      if (result.done) {
        controller.close();
        return;
      }
      const chunk = result.value;
      total += chunk.length;
      if (total > limits.maxBodyBytes) {
        return fail(controller, `sent more than ${mib(limits.maxBodyBytes)} in one reply, so it was given up`);
      }
      if (sse) {
        for (let i = 0; i < chunk.length; i++) {
          const b = chunk[i];
          if (b === 0x0a || b === 0x0d) {
            // CRLF is one line break; CR alone and LF alone are one each (the SSE rules).
            if (b === 0x0a && afterCr) {
              afterCr = false;
              continue;
            }
            afterCr = b === 0x0d;
            if (lineBytes === 0) {
              eventBytes = 0;
              lastEvent = Date.now();
            }
            lineBytes = 0;
          } else {
            afterCr = false;
            lineBytes++;
            eventBytes++;
          }
        }
        if (eventBytes > limits.maxEventBytes) {
          return fail(controller, `sent one stream event larger than ${mib(limits.maxEventBytes)}, so it was given up`);
        }
      }
      controller.enqueue(chunk);
    },
    cancel(reason) {
      clearTimeout(idleTimer);
      return reader.cancel(reason);
    },
  });
}

function seconds(ms: number): string {
  return ms >= 1000 ? `${Math.round(ms / 1000)} s` : `${ms} ms`;
}

function mib(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.round(bytes / 1024 / 1024)} MiB` : `${Math.round(bytes / 1024)} KiB`;
}
