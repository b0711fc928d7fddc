import OpenAI from 'openai';
import type { ChatCompletionCreateParamsStreaming } from 'openai/resources/chat/completions';
import type { WireTool } from '../tools/toolRegistry';
import { DEFAULT_STREAM_LIMITS, guardedFetch, StreamLimitError, type StreamLimits } from './guardedFetch';
import type { ChatMessage, RawChunk, RawDelta } from './transcript';

/** One request of the loop: the whole history and the host's tool list. */
export interface ChatRequest {
  messages: ChatMessage[];
  tools: WireTool[];
  /** Ask for a final usage chunk (`stream_options.include_usage`); off for servers that reject it. */
  includeUsage: boolean;
}

/**
 * A streaming chat model. The loop depends only on this, so tests and other hosts can supply their own;
 * `createOpenAiChatModel` adapts any OpenAI-compatible server.
 */
export interface ChatModel {
  /** The model name sent with each request. */
  readonly model: string;
  /** Where requests go, for messages (`https://api.openai.com/v1`, `http://localhost:11434/v1`). */
  readonly endpoint: string;
  /**
   * Input tokens the model accepts, when the model itself says (VS Code's `maxInputTokens`); null when it does not.
   * Absent for servers, whose window is asked for separately (modelContextWindow.ts).
   */
  readonly contextWindow?: () => Promise<number | null>;
  /**
   * Streams raw chunks. Rejects (before or while iterating) with ChatModelError for server and network
   * failures, and with the signal's reason when aborted.
   */
  stream(request: ChatRequest, signal: AbortSignal): AsyncIterable<RawChunk>;
}

/** Why a request failed, with what the retry policy needs. */
export class ChatModelError extends Error {
  constructor(
    message: string,
    /** HTTP status, or null for a network failure. */
    readonly status: number | null,
    /** The server's `retry-after-ms` / `retry-after`, in milliseconds, when it sent one. */
    readonly retryAfterMs: number | null,
    /** The server's error code (`insufficient_quota`, `model_not_found`…), when it sent one. */
    readonly code: string | null = null,
  ) {
    super(message);
  }
}

export interface OpenAiModelOptions {
  /** Any OpenAI-compatible server (`http://localhost:1234/v1`); default OpenAI. */
  baseURL?: string;
  /** Local servers ignore it, but the client requires one. */
  apiKey?: string;
  model: string;
  /** Per-request timeout in milliseconds (default 10 minutes, the SDK's). */
  timeoutMs?: number;
  /** Header, idle, event, stream and size limits per request (guardedFetch.ts); defaults DEFAULT_STREAM_LIMITS. */
  limits?: Partial<StreamLimits>;
}

/**
 * A ChatModel over the `openai` client (the only runtime use of the package). Retries are the loop's job (so
 * they are visible as events), hence `maxRetries: 0`; raw chunks are passed through untouched for tolerant assembly.
 */
export function createOpenAiChatModel(options: OpenAiModelOptions): ChatModel {
  const client = new OpenAI({
    apiKey: options.apiKey === undefined || options.apiKey === '' ? 'not-needed' : options.apiKey,
    baseURL: options.baseURL === undefined || options.baseURL === '' ? undefined : options.baseURL,
    maxRetries: 0,
    timeout: options.timeoutMs,
    fetch: guardedFetch({ ...DEFAULT_STREAM_LIMITS, ...options.limits }),
    // The client would print unparsable stream data to the console; the loop reports it instead.
    logLevel: 'off',
  });
  return {
    model: options.model,
    endpoint: client.baseURL,
    async *stream(request, signal) {
      const params: ChatCompletionCreateParamsStreaming = {
        model: options.model,
        messages: request.messages,
        stream: true,
        ...(request.tools.length > 0 ? { tools: request.tools } : {}),
        ...(request.includeUsage ? { stream_options: { include_usage: true } } : {}),
      };
      let stream: AsyncIterable<unknown>;
      let response: Response;
      try {
        ({ data: stream, response } = await client.chat.completions
          .create(params, { signal, maxRetries: 0 })
          .withResponse());
      } catch (error) {
        throw translate(error, signal);
      }
      // A web page (a proxy's login or error page, a base URL without /v1) is not an answer: say so, do not parse it.
      if ((response.headers.get('content-type') ?? '').includes('text/html')) {
        await response.body?.cancel().catch(() => undefined);
        throw new ChatModelError(
          'answered with an HTML page instead of an OpenAI-compatible reply (is the base URL the API, often ending in /v1?)',
          response.status,
          null,
          BAD_REPLY_CODE,
        );
      }
      try {
        if (
          !(response.headers.get('content-type') ?? '').includes('text/event-stream') &&
          (response.headers.get('content-type') ?? '').includes('json')
        ) {
          // A server that ignores `stream: true` and answers with one JSON completion: replay it as one chunk.
          yield wholeCompletionChunk(await response.json());
          return;
        }
        for await (const chunk of stream) yield chunk as RawChunk;
      } catch (error) {
        throw translate(error, signal);
      }
    },
  };
}

function wholeCompletionChunk(body: unknown): RawChunk {
  const completion = (typeof body === 'object' && body !== null ? body : {}) as {
    choices?: Array<{ index?: number; message?: RawDelta | null; finish_reason?: string | null }>;
    usage?: RawChunk['usage'];
  };
  return {
    choices: (completion.choices ?? []).map((c) => ({
      index: c.index ?? 0,
      message: c.message ?? null,
      finish_reason: c.finish_reason ?? null,
    })),
    usage: completion.usage ?? null,
  };
}

/** ChatModelError codes Nova adds: a request limit passed, or a reply that is not an OpenAI-compatible answer. */
export const STREAM_LIMIT_CODE = 'nova_stream_limit';
export const BAD_REPLY_CODE = 'nova_bad_reply';

function translate(error: unknown, signal: AbortSignal): unknown {
  if (signal.aborted) return signal.reason ?? error;
  if (error instanceof OpenAI.APIUserAbortError) return error;
  const limit = limitErrorOf(error);
  if (limit !== null) return new ChatModelError(limit.message, null, null, STREAM_LIMIT_CODE);
  if (error instanceof OpenAI.APIConnectionError && notHttp(error)) {
    return new ChatModelError(
      'answered with bytes that are not HTTP (is the base URL pointing at an OpenAI-compatible server?)',
      null,
      null,
      BAD_REPLY_CODE,
    );
  }
  if (error instanceof SyntaxError) {
    return new ChatModelError(
      `sent data that is not JSON in its stream (${error.message.slice(0, 120)})`,
      null,
      null,
      BAD_REPLY_CODE,
    );
  }
  if (error instanceof OpenAI.APIConnectionError) {
    return new ChatModelError(`cannot reach the server (${causeText(error)})`, null, null);
  }
  if (error instanceof OpenAI.APIError) {
    const body = error.error as { code?: unknown; message?: unknown } | undefined;
    const code = typeof body?.code === 'string' ? body.code : null;
    const status = typeof error.status === 'number' ? error.status : null;
    return new ChatModelError(error.message, status, retryAfterOf(error.headers as Headers | undefined), code);
  }
  if (error instanceof Error) return new ChatModelError(error.message, null, null);
  return new ChatModelError(String(error), null, null);
}

/**
 * The system's text below a connection error, down its causes (`fetch failed: getaddrinfo ENOTFOUND host`): undici
 * puts the code that says what happened (DNS, refused, reset) two causes below the client's "Connection error.".
 */
function causeText(error: Error): string {
  const parts: string[] = [];
  let current: unknown = error.cause ?? error;
  for (let depth = 0; depth < 4 && current instanceof Error; depth++) {
    const code = (current as NodeJS.ErrnoException).code;
    const text = current.message !== '' ? current.message : (code ?? '');
    if (text !== '' && !parts.some((p) => p.includes(text))) parts.push(text);
    else if (typeof code === 'string' && !parts.some((p) => p.includes(code))) parts.push(code);
    current = current.cause;
  }
  return parts.length > 0 ? parts.join(': ') : error.message;
}

/** `retry-after-ms`, else `retry-after` as seconds or an HTTP date; null when absent or unreadable. */
export function retryAfterOf(headers: Headers | undefined, now = Date.now()): number | null {
  if (headers === undefined) return null;
  const ms = Number.parseFloat(headers.get('retry-after-ms') ?? '');
  if (Number.isFinite(ms) && ms >= 0) return ms;
  const value = headers.get('retry-after');
  if (value === null || value.trim() === '') return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

/** The StreamLimitError behind `error` (itself or a cause up to three levels down), else null. */
function limitErrorOf(error: unknown): StreamLimitError | null {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current instanceof Error; depth++) {
    if (current instanceof StreamLimitError) return current;
    current = current.cause;
  }
  return null;
}

/** True when the connection failed because the reply could not be parsed as HTTP (undici's HPE_* codes). */
function notHttp(error: Error): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current instanceof Error; depth++) {
    const code = (current as NodeJS.ErrnoException).code;
    if (typeof code === 'string' && code.startsWith('HPE_')) return true;
    if (/HTTPParserError|Parse Error|invalid (HTTP|status|header)/i.test(`${current.name} ${current.message}`))
      return true;
    current = current.cause;
  }
  return false;
}
