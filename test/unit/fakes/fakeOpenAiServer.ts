import * as http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { readRequestBody } from './requestBody';

/** One request as the server saw it; `body` is the parsed JSON (tests assert the wire protocol on it). */
export interface RecordedRequest {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- parsed JSON that tests assert on field by field
  body: any;
}

/** One scripted answer. A function step decides from the request (e.g. to echo what the tool results said). */
export type ScriptStep = StreamStep | ErrorStep | ((request: RecordedRequest) => StreamStep | ErrorStep);

export interface StreamStep {
  /** Chunks sent as `data: <json>` events, then `data: [DONE]` (unless `omitDone`). */
  chunks: unknown[];
  /** Cut the SSE body into writes of this many bytes (splits JSON mid-token). */
  splitBytes?: number;
  /** After the chunks, keep the response open until the client goes away (for cancellation tests). */
  hang?: boolean;
  /** After the chunks, destroy the socket (a connection that breaks mid-stream). */
  breakAfter?: boolean;
  omitDone?: boolean;
}

export interface ErrorStep {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface FakeOpenAiServer {
  /** `http://127.0.0.1:PORT/v1`, for the openai client's baseURL. */
  baseURL: string;
  requests: RecordedRequest[];
  /** Requests whose client disconnected before the response ended (aborted streams). */
  disconnects: number;
  close(): Promise<void>;
}

/**
 * A scripted OpenAI-compatible server over real HTTP on 127.0.0.1: answers `POST /v1/chat/completions` with
 * the next step of the script (SSE streams or error statuses) and `GET /v1/models`. Records every request.
 * Once the script is exhausted it answers 500 so a test notices an unexpected extra request.
 */
export async function startFakeOpenAiServer(script: ScriptStep[]): Promise<FakeOpenAiServer> {
  const steps = [...script];
  const requests: RecordedRequest[] = [];
  const state = { disconnects: 0 };
  const sockets = new Set<Socket>();
  const server = http.createServer((req, res) => {
    readRequestBody(req, (body) => {
      const recorded: RecordedRequest = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body };
      if (req.method === 'GET' && req.url?.endsWith('/models')) {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            object: 'list',
            data: [{ id: 'fake-model', object: 'model', created: 0, owned_by: 'test' }],
          }),
        );
        return;
      }
      requests.push(recorded);
      const next = steps.shift();
      const step = typeof next === 'function' ? next(recorded) : next;
      if (step === undefined) {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: 'fake server: script exhausted', type: 'server_error' } }));
        return;
      }
      if ('status' in step) {
        res.writeHead(step.status, { 'content-type': 'application/json', ...step.headers });
        res.end(JSON.stringify(step.body ?? { error: { message: `fake error ${step.status}`, type: 'server_error' } }));
        return;
      }
      let finished = false;
      res.on('close', () => {
        if (!finished) state.disconnects++;
      });
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      let sse = step.chunks.map((c) => `data: ${JSON.stringify(c)}\n\n`).join('');
      if (!step.hang && !step.breakAfter && step.omitDone !== true) sse += 'data: [DONE]\n\n';
      const bytes = Buffer.from(sse, 'utf8');
      const size = step.splitBytes ?? bytes.length;
      for (let i = 0; i < bytes.length; i += size) res.write(bytes.subarray(i, i + size));
      if (step.breakAfter) {
        setTimeout(() => res.socket?.destroy(), 20);
        return;
      }
      if (step.hang) return;
      finished = true;
      res.end();
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    get disconnects() {
      return state.disconnects;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A tool call to put in a scripted stream. */
export interface ScriptedCall {
  id?: string;
  name: string;
  arguments: string | Record<string, unknown>;
}

export interface CallChunkOptions {
  /** Send the arguments in pieces of this many characters (split fragments). */
  argumentPieces?: number;
  /** Leave out `index` (ollama). */
  noIndex?: boolean;
  /** Leave out `type`. */
  noType?: boolean;
  /** Number every call 0 (litellm). */
  allIndexZero?: boolean;
  /** Send the arguments as a JSON object, not a string. */
  objectArguments?: boolean;
}

/** The standard opening delta. */
export function roleChunk(): unknown {
  return { choices: [{ index: 0, delta: { role: 'assistant', content: '' }, finish_reason: null }] };
}

/** Text deltas, one per piece. */
export function textChunks(...pieces: string[]): unknown[] {
  return pieces.map((content) => ({ choices: [{ index: 0, delta: { content }, finish_reason: null }] }));
}

/** Deltas for tool calls, with optional sloppiness as local servers produce it. */
export function toolCallChunks(calls: ScriptedCall[], options: CallChunkOptions = {}): unknown[] {
  const out: unknown[] = [];
  calls.forEach((call, i) => {
    const index = options.allIndexZero ? 0 : i;
    const args = typeof call.arguments === 'string' ? call.arguments : JSON.stringify(call.arguments);
    const head: Record<string, unknown> = { function: { name: call.name, arguments: '' } };
    if (call.id !== undefined) head['id'] = call.id;
    if (!options.noType) head['type'] = 'function';
    if (!options.noIndex) head['index'] = index;
    if (options.objectArguments) {
      head['function'] = {
        name: call.name,
        arguments: typeof call.arguments === 'string' ? JSON.parse(call.arguments) : call.arguments,
      };
      out.push({ choices: [{ index: 0, delta: { tool_calls: [head] }, finish_reason: null }] });
      return;
    }
    out.push({ choices: [{ index: 0, delta: { tool_calls: [head] }, finish_reason: null }] });
    const size = options.argumentPieces ?? args.length;
    for (let at = 0; at < args.length; at += Math.max(1, size)) {
      const fragment: Record<string, unknown> = { function: { arguments: args.slice(at, at + Math.max(1, size)) } };
      if (!options.noIndex) fragment['index'] = index;
      if (options.allIndexZero && call.id !== undefined) fragment['id'] = call.id;
      out.push({ choices: [{ index: 0, delta: { tool_calls: [fragment] }, finish_reason: null }] });
    }
  });
  return out;
}

export function finishChunk(reason: string | null): unknown {
  return { choices: [{ index: 0, delta: {}, finish_reason: reason }] };
}

export function usageChunk(prompt: number, completion: number): unknown {
  return {
    choices: [],
    usage: { prompt_tokens: prompt, completion_tokens: completion, total_tokens: prompt + completion },
  };
}

/** A whole streamed answer with text only. */
export function textAnswer(text: string, usage: [number, number] = [10, 5]): StreamStep {
  return { chunks: [roleChunk(), ...textChunks(...splitText(text)), finishChunk('stop'), usageChunk(...usage)] };
}

/** A whole streamed answer that calls tools. */
export function callAnswer(
  calls: ScriptedCall[],
  options: CallChunkOptions & { finishReason?: string | null; text?: string } = {},
): StreamStep {
  const text = options.text === undefined ? [] : textChunks(options.text);
  return {
    chunks: [
      roleChunk(),
      ...text,
      ...toolCallChunks(calls, options),
      finishChunk(options.finishReason === undefined ? 'tool_calls' : options.finishReason),
      usageChunk(20, 8),
    ],
  };
}

function splitText(text: string): string[] {
  const words = text.split(/(?<= )/);
  return words.length === 0 ? [''] : words;
}
