import * as http from 'node:http';
import * as https from 'node:https';
import { ProgressClock } from '../download/progressClock';
import { errorMessage } from '../text/textSafety';
import type { MultipartForm } from './multipartForm';

/** What came back for one request. */
export interface HttpAnswer {
  status: number;
  header(name: string): string | null;
  text: string;
}

/**
 * A request that got no answer. `sent` tells whether the whole body had left this machine: a request cut off before
 * that cannot have been acted on, one cut off after it may have been.
 */
export class NoAnswerError extends Error {
  constructor(
    readonly kind: 'timeout' | 'network' | 'cancelled',
    readonly sent: boolean,
    message: string,
  ) {
    super(message);
    this.name = 'NoAnswerError';
  }
}

/** Answers larger than this are not API answers (a version object is a few KiB). */
const MAX_ANSWER = 4 * 1024 * 1024;

/**
 * One HTTP(S) request with node:http: a body streamed from `form` (or none), time limits, a capped answer. Resolves
 * with any status; rejects only with {@link NoAnswerError}. node:http rather than `fetch` because the caller must
 * know whether the body was sent in full.
 *
 * Time limits: `timeoutMs` without 16 KiB moving in either direction (src/core/download/progressClock.ts), or without
 * the body finishing or the answer's headers arriving, ends it, so a server dripping bytes, header lines or reads
 * cannot hold a publish; once the answer's headers are in, its whole body must arrive within `timeoutMs`.
 */
export function sendRequest(
  url: string,
  init: { method: 'GET' | 'POST'; headers: Record<string, string>; form?: MultipartForm },
  timeoutMs: number,
  signal?: AbortSignal,
): Promise<HttpAnswer> {
  return new Promise<HttpAnswer>((resolve, reject) => {
    let target: URL;
    try {
      target = new URL(url);
    } catch {
      reject(new NoAnswerError('network', false, `${url} is not a valid address`));
      return;
    }
    if (target.protocol !== 'http:' && target.protocol !== 'https:') {
      reject(new NoAnswerError('network', false, `${target.protocol} is not HTTP(S)`));
      return;
    }
    if (signal?.aborted) {
      reject(new NoAnswerError('cancelled', false, 'cancelled'));
      return;
    }
    let sent = init.form === undefined;
    let settled = false;
    const headers: Record<string, string> = { ...init.headers };
    if (init.form !== undefined) {
      headers['content-type'] = init.form.contentType;
      headers['content-length'] = String(init.form.length);
    }
    const request = (target.protocol === 'https:' ? https : http).request(target, { method: init.method, headers });
    let answerDeadline: NodeJS.Timeout | undefined;
    const seconds = Math.round(timeoutMs / 1000);
    const idle = new ProgressClock(timeoutMs, () => fail('timeout', `no answer within ${seconds} s`));
    const stopClocks = (): void => {
      idle.stop();
      clearTimeout(answerDeadline);
    };
    const fail = (kind: NoAnswerError['kind'], message: string): void => {
      if (settled) return;
      settled = true;
      stopClocks();
      signal?.removeEventListener('abort', onAbort);
      request.destroy();
      reject(new NoAnswerError(kind, sent, message));
    };
    const onAbort = (): void => fail('cancelled', 'cancelled');
    signal?.addEventListener('abort', onAbort, { once: true });
    idle.touch();
    request.on('close', stopClocks);
    request.on('error', (error) => fail('network', errorMessage(error)));
    request.on('response', (response) => {
      idle.touch();
      answerDeadline = setTimeout(
        () => fail('timeout', `the answer did not arrive in full within ${seconds} s`),
        timeoutMs,
      );
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        idle.progress(chunk.length);
        if (size > MAX_ANSWER) {
          fail('network', `the answer is larger than ${MAX_ANSWER / 1024 / 1024} MiB`);
          return;
        }
        chunks.push(chunk);
      });
      response.on('error', (error) => fail('network', errorMessage(error)));
      response.on('aborted', () => fail('network', 'the connection closed in the middle of the answer'));
      response.on('end', () => {
        stopClocks();
        if (settled) return;
        settled = true;
        signal?.removeEventListener('abort', onAbort);
        const raw = response.headers;
        resolve({
          status: response.statusCode ?? 0,
          header: (name) => {
            const value = raw[name.toLowerCase()];
            return value === undefined ? null : Array.isArray(value) ? (value[0] ?? null) : value;
          },
          text: Buffer.concat(chunks).toString('utf8'),
        });
      });
    });
    if (init.form === undefined) {
      request.end();
      return;
    }
    void (async () => {
      try {
        for await (const chunk of init.form!.chunks()) {
          if (settled) return;
          // Counted once the socket takes it: a server that reads the upload a byte at a time stalls the drain.
          if (!request.write(chunk)) await new Promise<void>((r) => request.once('drain', r).once('close', r));
          idle.progress(chunk.length);
        }
        if (settled) return;
        request.end(() => {
          sent = true;
          // The whole body is out: the server now has `timeoutMs` to start answering.
          idle.touch();
        });
      } catch (error) {
        fail('network', errorMessage(error));
      }
    })();
  });
}
