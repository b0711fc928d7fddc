import type { ChatModelError } from './chatModel';
import { isHostWorded } from './hostLanguageModel';
import { oneLine } from '../text/textSafety';

export interface RetryPolicy {
  /** Retries after the first attempt (default 3). */
  maxRetries: number;
  /** A server's retry-after above this is not waited for: the turn fails saying how long the server asked (default 60 s). */
  maxRetryAfterMs: number;
  /** Backoff without retry-after: base × 2^n, at most maxDelayMs (defaults 1 s, 16 s). */
  baseDelayMs: number;
  maxDelayMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  maxRetries: 3,
  maxRetryAfterMs: 60_000,
  baseDelayMs: 1_000,
  maxDelayMs: 16_000,
};

export type RetryDecision = { retry: true; delayMs: number; reason: string } | { retry: false };

/**
 * Whether a request that failed before any chunk arrived is tried again (`attempt` is the retry about to be made,
 * from 1). Retries 408, 409, 429 and 5xx and network failures; never auth, quota, bad-request or not-found errors.
 */
export function retryDecision(error: ChatModelError, attempt: number, policy: RetryPolicy): RetryDecision {
  if (attempt > policy.maxRetries) return { retry: false };
  const status = error.status;
  if (error.code === 'insufficient_quota') return { retry: false };
  // A passed request limit or a reply that is not an OpenAI answer would only repeat (chatModel.ts codes).
  if (error.code === 'nova_stream_limit' || error.code === 'nova_bad_reply') return { retry: false };
  // A host model's refusal (no model, no consent, blocked) or failure would only repeat.
  if (isHostWorded(error)) return { retry: false };
  const retryable = status === null || status === 408 || status === 409 || status === 429 || status >= 500;
  if (!retryable) return { retry: false };
  if (error.retryAfterMs !== null && error.retryAfterMs > policy.maxRetryAfterMs) return { retry: false };
  const delayMs = error.retryAfterMs ?? Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (attempt - 1));
  const reason =
    status === null
      ? 'the server could not be reached'
      : status === 429
        ? 'the server is rate limiting (429)'
        : `the server answered ${status}`;
  return { retry: true, delayMs, reason };
}

/** A sentence for a failed request: what happened and what the user can do. */
export function describeModelError(
  error: ChatModelError,
  endpoint: string,
  model: string,
  retries: number,
  policy: RetryPolicy = DEFAULT_RETRY_POLICY,
): string {
  if (
    error.retryAfterMs !== null &&
    error.retryAfterMs > policy.maxRetryAfterMs &&
    (error.status === 429 || (error.status ?? 0) >= 500)
  ) {
    return `The server asks to wait ${Math.ceil(error.retryAfterMs / 1000)} s before the next request (${error.status}), longer than Nova waits (${Math.round(policy.maxRetryAfterMs / 1000)} s). Try again later.`;
  }
  // A host model's failure (VS Code's language models) comes worded for the person by the host.
  if (isHostWorded(error)) return error.message;
  const after = retries > 0 ? ` after ${retries + 1} attempts` : '';
  const detail = oneLine(error.message, 300);
  switch (true) {
    case error.code === 'nova_stream_limit':
      return `The model server at ${endpoint} ${detail}. Check the server, or try again with a shorter question.`;
    case error.code === 'nova_bad_reply':
      return `The server at ${endpoint} ${detail}. It is not answering like an OpenAI-compatible chat server; check the base URL (it usually ends in /v1).`;
    case error.status === null:
      // Advice first: the person's first line says what to do; the address and the system's error come last.
      return `The model server does not answer${after}. Check that it is running and that the base URL is right (it usually ends in /v1). Details: ${endpoint}: ${detail}.`;
    case error.status === 401:
      return `The server at ${endpoint} rejected the API key (401). Set a valid key and try again.`;
    case error.status === 403:
      return `The server at ${endpoint} refused access (403): ${detail}. Check the key's permissions for model '${model}'.`;
    case error.status === 404:
      return `The server at ${endpoint} has no model '${model}' or no chat completions endpoint (404). Check the model name and the base URL.`;
    case error.code === 'insufficient_quota':
      return `The account behind the API key has no quota left: ${detail}. Check billing, or use another key or server.`;
    case error.status === 429:
      return `The server is still rate limiting (429)${after}. Wait a minute and try again.`;
    case error.status === 400 && /tool|function/i.test(detail):
      return `The server rejected the request (400): ${detail}. The model '${model}' may not support tool calling; pick a model that does.`;
    case error.status === 400:
      return `The server rejected the request (400): ${detail}.`;
    default:
      return `The model server failed (${error.status})${after}: ${detail}. Try again later, or check the server.`;
  }
}
