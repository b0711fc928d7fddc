import type { ChatModelError } from '../core/agent/chatModel';
import { HOST_MODEL_CODES, isHostWorded } from '../core/agent/hostLanguageModel';
import type { ProviderProblem } from '../shared/protocol';

/**
 * The chat's state after a failed request, from the server's error: unreachable (no HTTP answer), key rejected
 * (401/403), no such model (404), model without tool calling (a 4xx naming tools or functions, as Ollama and
 * LM Studio answer), or other; VS Code's own models say no-model when none is installed, else other. `message` is shown as is.
 */
export function classifyModelError(
  error: (Pick<ChatModelError, 'status' | 'message'> & Partial<Pick<ChatModelError, 'code'>>) | undefined,
  message: string,
): ProviderProblem {
  if (error === undefined) return { kind: 'other', message };
  // VS Code's own models: no such model installed, or consent refused / blocked (worded by the host).
  if (error.code === HOST_MODEL_CODES.notFound) return { kind: 'no-model', message };
  if (isHostWorded({ code: error.code ?? null })) return { kind: 'other', message };
  if (error.status === null) return { kind: 'unreachable', message };
  if (error.status === 401 || error.status === 403) return { kind: 'key-rejected', message };
  if (error.status >= 400 && error.status < 500 && /\btools?\b|function.?call/i.test(error.message))
    return { kind: 'no-tools', message };
  if (error.status === 404) return { kind: 'no-model', message };
  return { kind: 'other', message };
}
