import { untilAborted as raceAbort } from '../abortableSleep';
import { ChatModelError, type ChatModel } from './chatModel';
import { contentText } from './contentText';
import type { ChatMessage, RawChunk } from './transcript';
import type { WireTool } from '../tools/toolRegistry';
import { errorMessage } from '../text/textSafety';

/** One part of a message in a host's own model API (VS Code's LanguageModelChatMessage parts, without `vscode`). */
export type HostPart =
  | { kind: 'text'; text: string }
  | { kind: 'tool-call'; callId: string; name: string; input: Record<string, unknown> }
  | { kind: 'tool-result'; callId: string; text: string };

/** A message as such an API takes it: only user and assistant roles; tool results travel in a user message. */
export interface HostMessage {
  role: 'user' | 'assistant';
  parts: HostPart[];
}

/** A tool as such an API takes it (VS Code's LanguageModelChatTool). */
export interface HostTool {
  name: string;
  description: string;
  inputSchema: Record<string, unknown>;
}

/** What the model streams back: text, or a complete tool call (these APIs never stream arguments piecemeal). */
export type HostStreamPart =
  { kind: 'text'; text: string } | { kind: 'tool-call'; callId: string; name: string; input: unknown };

/**
 * A chat model the host itself offers (VS Code's `vscode.lm` models), seen through the shape those APIs share:
 * messages of parts, tools with JSON schemas, a stream of text and tool-call parts, and the model's own tokenizer.
 * Implemented in `src/host`; `createHostChatModel` turns it into the ChatModel the agent loop runs on.
 */
export interface HostLanguageModel {
  /** The model's id, for messages and the settings (`gpt-4o`). */
  readonly id: string;
  /** Who serves it, for messages (`VS Code · copilot`). */
  readonly endpoint: string;
  /** Input tokens the model accepts; null when it does not say (or no model is available). */
  maxInputTokens(): Promise<number | null>;
  /**
   * Starts a request. Rejects (or the stream throws) with ChatModelError, its message already written for the
   * person, and with the signal's reason when aborted.
   */
  send(messages: HostMessage[], tools: HostTool[], signal: AbortSignal): Promise<AsyncIterable<HostStreamPart>>;
  /** Tokens of `text` or a message by the model's tokenizer; absent when the host cannot count. */
  countTokens?(value: string | HostMessage, signal: AbortSignal): Promise<number>;
}

/**
 * ChatModelError codes of a host model's failures whose messages the host already wrote for the person (localized,
 * naming what to do): shown as they are and never retried. `not_found`: no such model is installed;
 * `no_permission`: the person refused (or has not given) consent; `blocked`: the model refuses this extension;
 * `failed`: the model failed otherwise.
 */
export const HOST_MODEL_CODES = {
  notFound: 'nova_host_model_not_found',
  noPermission: 'nova_host_model_no_permission',
  blocked: 'nova_host_model_blocked',
  failed: 'nova_host_model_failed',
} as const;

/** True for a failure of a host model whose message is already the sentence to show (HOST_MODEL_CODES). */
export function isHostWorded(error: Pick<ChatModelError, 'code'>): boolean {
  return (Object.values(HOST_MODEL_CODES) as Array<string | null>).includes(error.code);
}

/**
 * The loop's history as a host model takes it. System messages become user text (these APIs have no system role
 * for extensions); each assistant message carries its text and its tool calls (arguments parsed, `{}` when they are
 * not a JSON object); tool results go back as tool-result parts in a user message; consecutive messages of one role
 * are merged, since some models behind these APIs require alternating roles. Empty messages are dropped.
 */
export function toHostMessages(messages: readonly ChatMessage[]): HostMessage[] {
  const out: HostMessage[] = [];
  const push = (role: HostMessage['role'], parts: HostPart[]): void => {
    if (parts.length === 0) return;
    const last = out[out.length - 1];
    if (last !== undefined && last.role === role) last.parts.push(...parts);
    else out.push({ role, parts });
  };
  const text = (value: unknown): HostPart[] => {
    const t = contentText(value);
    return t === '' ? [] : [{ kind: 'text', text: t }];
  };
  for (const message of messages) {
    switch (message.role) {
      case 'system':
      case 'developer':
      case 'user':
        push('user', text(message.content));
        break;
      case 'assistant': {
        const calls: HostPart[] = (message.tool_calls ?? []).flatMap((call) =>
          call.type === 'function'
            ? [
                {
                  kind: 'tool-call',
                  callId: call.id,
                  name: call.function.name,
                  input: objectOf(call.function.arguments),
                },
              ]
            : [],
        );
        push('assistant', [...text(message.content), ...calls]);
        break;
      }
      case 'tool':
        push('user', [{ kind: 'tool-result', callId: message.tool_call_id, text: contentText(message.content) }]);
        break;
      default:
        break;
    }
  }
  return out;
}

/** The registry's wire tools as a host model takes them: the same names, descriptions and schemas. */
export function toHostTools(tools: readonly WireTool[]): HostTool[] {
  return tools.map((t) => ({
    name: t.function.name,
    description: t.function.description,
    inputSchema: t.function.parameters,
  }));
}

/**
 * A ChatModel over a host model. The stream is replayed as Chat Completions chunks, so the loop's assembly, its
 * checklist, journal and id provenance run unchanged: each text part is a content delta, each tool call one complete
 * tool-call delta, then a finish reason (`tool_calls` or `stop`). When usage is asked for and the host can count,
 * a final usage chunk carries the prompt (the messages and the tool list) and the answer as the model's tokenizer
 * counts them; otherwise usage stays unreported.
 */
export function createHostChatModel(host: HostLanguageModel): ChatModel {
  return {
    model: host.id,
    endpoint: host.endpoint,
    contextWindow: async () => {
      const tokens = await host.maxInputTokens().catch(() => null);
      return tokens !== null && tokens > 0 ? tokens : null;
    },
    async *stream(request, signal) {
      const messages = toHostMessages(request.messages);
      const tools = toHostTools(request.tools);
      let parts: AsyncIterable<HostStreamPart>;
      try {
        parts = await host.send(messages, tools, signal);
      } catch (error) {
        throw translate(error, signal);
      }
      let answer = '';
      let calls = 0;
      try {
        // Raced with the signal: a host whose stream does not end on cancellation must not keep Stop waiting.
        for await (const part of untilAborted(parts, signal)) {
          if (part.kind === 'text') {
            if (part.text === '') continue;
            answer += part.text;
            yield { choices: [{ index: 0, delta: { content: part.text } }] } satisfies RawChunk;
          } else {
            const args = JSON.stringify(part.input ?? {});
            answer += `${part.name}${args}`;
            yield {
              choices: [
                {
                  index: 0,
                  delta: {
                    tool_calls: [
                      {
                        index: calls,
                        id: part.callId,
                        type: 'function',
                        function: { name: part.name, arguments: args },
                      },
                    ],
                  },
                },
              ],
            } satisfies RawChunk;
            calls++;
          }
        }
      } catch (error) {
        throw translate(error, signal);
      }
      // Nothing at all: no finish reason either, so the loop reports an empty response instead of a blank answer.
      if (signal.aborted || (answer === '' && calls === 0)) return;
      yield { choices: [{ index: 0, delta: {}, finish_reason: calls > 0 ? 'tool_calls' : 'stop' }] } satisfies RawChunk;
      if (!request.includeUsage || host.countTokens === undefined) return;
      const usage = await countUsage(host, messages, tools, answer, signal);
      if (usage !== null) yield { choices: [], usage } satisfies RawChunk;
    },
  };
}

/** Prompt and answer tokens by the host's tokenizer; null when it fails (usage is then simply not reported). */
async function countUsage(
  host: HostLanguageModel,
  messages: readonly HostMessage[],
  tools: readonly HostTool[],
  answer: string,
  signal: AbortSignal,
): Promise<RawChunk['usage']> {
  const count = host.countTokens?.bind(host);
  if (count === undefined) return null;
  try {
    const [prompt, toolTokens, completion] = await Promise.all([
      Promise.all(messages.map((m) => count(m, signal))).then((n) => n.reduce((a, b) => a + b, 0)),
      tools.length === 0 ? Promise.resolve(0) : count(JSON.stringify(tools), signal),
      answer === '' ? Promise.resolve(0) : count(answer, signal),
    ]);
    const promptTokens = prompt + toolTokens;
    return { prompt_tokens: promptTokens, completion_tokens: completion, total_tokens: promptTokens + completion };
  } catch {
    return null;
  }
}

function translate(error: unknown, signal: AbortSignal): unknown {
  if (signal.aborted) return signal.reason ?? error;
  if (error instanceof ChatModelError) return error;
  return new ChatModelError(errorMessage(error), null, null, HOST_MODEL_CODES.failed);
}

/** The parts of `stream` until `signal` aborts; then the iterator is released (not awaited) and the reason thrown. */
async function* untilAborted<T>(stream: AsyncIterable<T>, signal: AbortSignal): AsyncIterable<T> {
  const iterator = stream[Symbol.asyncIterator]();
  try {
    for (;;) {
      // One listener per part, removed when it arrives (a race against one long-lived promise keeps every part).
      const next = await raceAbort(iterator.next(), signal);
      if (next.done === true) return;
      yield next.value;
    }
  } finally {
    if (signal.aborted) void Promise.resolve(iterator.return?.()).catch(() => undefined);
  }
}

/** Tool-call arguments as the object these APIs take; anything but a JSON object becomes `{}`. */
function objectOf(json: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(json);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}
