import { ChatModelError, type ChatModel } from '../agent/chatModel';
import { describeModelError } from '../agent/retryPolicy';
import { modelFailure } from '../agent/modelFailure';
import { ModelFailureM } from '../agent/modelFailureMessages';
import type { FailureAdvice } from '../failures/failureAdvice';
import { estimateTokens } from '../agent/contextBudget';
import { ToolCallAssembler } from '../agent/toolCallAssembler';
import type { WireTool } from '../tools/toolRegistry';
import { errorMessage, oneLine } from '../text/textSafety';

/** Which step of the check failed: the server did not answer a plain request, or the model cannot call tools. */
export type ConnectionStep = 'server' | 'tools' | 'context';

/**
 * A failed check says which step failed and what to do (`message`, English, for the CLI and the log); `failure`, when
 * the server's answer was an error, is the same advice by id for people with the server's own text as its detail.
 */
export type ConnectionResult =
  | { ok: true; reply: string }
  | { ok: false; step: ConnectionStep; message: string; status: number | null; failure?: FailureAdvice };

export const CHECK_TOOL_NAME = 'report_connection_check';

const CHECK_TOOL: WireTool = {
  type: 'function',
  function: {
    name: CHECK_TOOL_NAME,
    description: 'Report that the connection check works. Call it exactly once with ok=true.',
    parameters: {
      type: 'object',
      properties: { ok: { type: 'boolean' } },
      required: ['ok'],
      additionalProperties: false,
    },
  },
};

/** What the chat really sends, so the check measures it: its tool list and the model's window when known. */
export interface ConnectionCheckOptions {
  tools?: readonly WireTool[];
  contextWindow?: number | null;
}

/**
 * "Test connection": first a plain request (does the server answer, is the model there, is the key accepted), then
 * a request offering the chat's real tool list plus one check tool and asking the model to call it (does tool
 * calling work with everything the chat sends). Then, when the window is known, whether the tool list fits it
 * with room for a conversation. Each failure names the step and what to do; nothing is retried.
 */
export async function checkConnection(
  model: ChatModel,
  signal: AbortSignal,
  options: ConnectionCheckOptions = {},
): Promise<ConnectionResult> {
  const plain = await collect(model, [], 'Reply with the single word OK.', signal);
  if (!plain.ok)
    return {
      ok: false,
      step: 'server',
      message: describeModelError(plain.error, model.endpoint, model.model, 0),
      status: plain.error.status,
      failure: modelFailure(plain.error, { endpoint: model.endpoint, model: model.model, attempts: 1 }),
    };
  const offered = [...(options.tools ?? []), CHECK_TOOL];
  const tools = await collect(
    model,
    offered,
    `Call the tool ${CHECK_TOOL_NAME} with ok=true. Do not answer in text.`,
    signal,
  );
  if (!tools.ok) {
    const status = tools.error.status;
    const detail = oneLine(tools.error.message, 300);
    return {
      ok: false,
      step: 'tools',
      status,
      message:
        status === null
          ? describeModelError(tools.error, model.endpoint, model.model, 0)
          : `The server answered a plain request but rejected one with tools (${status}): ${detail}. The model '${model.model}' probably does not support tool calling; pick a model that does.`,
      failure:
        status === null
          ? modelFailure(tools.error, { endpoint: model.endpoint, model: model.model, attempts: 1 })
          : {
              kind: 'unknown',
              advice: ModelFailureM.noTools({ model: model.model }),
              detail: `${model.endpoint}: ${status} ${detail}`,
              fixes: ['openSettings'],
            },
    };
  }
  const window = options.contextWindow ?? null;
  const toolTokens = estimateTokens(offered);
  // Half the window for the tool list leaves the other half for the system prompt, the conversation and the answer.
  if (window !== null && toolTokens > window / 2)
    return {
      ok: false,
      step: 'context',
      status: null,
      message:
        `The tool list Nova sends takes about ${toolTokens} tokens, but the model's context is ${window} tokens, which leaves too little for the conversation` +
        `${toolTokens > window ? ' (the server cuts what does not fit, so the model may not even see its tools)' : ''}. ` +
        'Raise the context length of the model (for Ollama: OLLAMA_CONTEXT_LENGTH or num_ctx; see the README), or pick a model with a larger window.',
    };
  if (!tools.calls.includes(CHECK_TOOL_NAME)) {
    const said = oneLine(tools.text, 120);
    return {
      ok: false,
      step: 'tools',
      status: null,
      message:
        `The server answers, but the model '${model.model}' did not call the offered tool` +
        (said === '' ? '' : ` (it replied: "${said}")`) +
        '. It probably does not support tool calling, or the server does not pass tools to it; pick a model with tool support.',
    };
  }
  return { ok: true, reply: plain.text.trim().slice(0, 80) };
}

type Collected = { ok: true; text: string; calls: string[] } | { ok: false; error: ChatModelError };

async function collect(
  model: ChatModel,
  tools: readonly WireTool[],
  prompt: string,
  signal: AbortSignal,
): Promise<Collected> {
  let text = '';
  const assembler = new ToolCallAssembler();
  try {
    for await (const chunk of model.stream(
      { messages: [{ role: 'user', content: prompt }], tools: [...tools], includeUsage: false },
      signal,
    )) {
      for (const choice of chunk?.choices ?? []) {
        const delta = choice.delta ?? choice.message ?? null;
        if (typeof delta?.content === 'string') text += delta.content;
        for (const call of delta?.tool_calls ?? []) assembler.add(call);
      }
    }
  } catch (error) {
    if (signal.aborted) throw error;
    return {
      ok: false,
      error: error instanceof ChatModelError ? error : new ChatModelError(errorMessage(error), null, null),
    };
  }
  return { ok: true, text, calls: assembler.finish().map((c) => c.name) };
}
