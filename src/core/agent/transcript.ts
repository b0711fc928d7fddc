import type { FailureAdvice } from '../failures/failureAdvice';
import type {
  ChatCompletionAssistantMessageParam,
  ChatCompletionMessageFunctionToolCall,
  ChatCompletionMessageParam,
  ChatCompletionToolMessageParam,
} from 'openai/resources/chat/completions';
import type { ProposedChange } from '../edits';
import type { AgentNotice } from './agentNotices';

/** One message of the conversation, exactly as sent to a Chat Completions server. */
export type ChatMessage = ChatCompletionMessageParam;
export type AssistantMessage = ChatCompletionAssistantMessageParam;
export type ToolMessage = ChatCompletionToolMessageParam;
export type AssistantToolCall = ChatCompletionMessageFunctionToolCall;

/**
 * One streamed chunk as servers really send it: every field may be missing, `arguments` may be an object,
 * `index` may be absent. Only what the loop reads is declared.
 */
export interface RawChunk {
  choices?: Array<{
    index?: number;
    delta?: RawDelta | null;
    /** Some servers send a whole message in a chunk instead of a delta. */
    message?: RawDelta | null;
    finish_reason?: string | null;
  }> | null;
  usage?: { prompt_tokens?: number; completion_tokens?: number; total_tokens?: number } | null;
}

export interface RawDelta {
  role?: string;
  content?: string | null;
  tool_calls?: RawToolCallDelta[] | null;
}

export interface RawToolCallDelta {
  index?: number;
  id?: string | null;
  type?: string | null;
  function?: { name?: string | null; arguments?: string | Record<string, unknown> | null } | null;
}

/** Tokens a turn used, summed over its requests; `reported` is false when the server sent no usage at all. */
export interface TokenUsage {
  promptTokens: number;
  completionTokens: number;
  totalTokens: number;
  requests: number;
  reported: boolean;
}

export function emptyUsage(): TokenUsage {
  return { promptTokens: 0, completionTokens: 0, totalTokens: 0, requests: 0, reported: false };
}

/** What the loop reports while a turn runs; hosts render these (chat cards, CLI output). */
export type AgentEvent =
  | { type: 'text'; delta: string }
  | { type: 'tool-call-started'; id: string; name: string; arguments: string; readOnly: boolean }
  | {
      type: 'tool-call-finished';
      id: string;
      name: string;
      /** The text sent to the model (already capped). */
      result: string;
      /** Length of the result before the cap. */
      resultChars: number;
      outcome: 'result' | 'error' | 'queued' | 'cancelled';
    }
  | { type: 'proposal'; change: ProposedChange }
  /** A request failed in a retryable way; the loop waits `delayMs` before attempt `attempt`. */
  /** `status`: the HTTP status that failed, or null when the server could not be reached (hosts word it themselves). */
  | { type: 'retry'; attempt: number; maxAttempts: number; delayMs: number; reason: string; status?: number | null }
  | { type: 'usage'; request: TokenUsage; turn: TokenUsage }
  /** Something the user should know that is not the model's text (output cut off, repeated calls, step cap). */
  | { type: 'notice'; message: string; notice?: AgentNotice };

/** How a turn ended. */
export type TurnStatus =
  /** The model answered; nothing waits for the user. */
  | 'done'
  /** The model answered and proposed changes: the host shows the checklist, then calls continueAfterApproval. */
  | 'awaiting-approval'
  /** The user stopped it; the history is valid and says so. */
  | 'cancelled'
  /** The server failed; `error` says what to do. */
  | 'failed'
  /** The loop stopped the model (step cap, repeated identical calls) with a final message in the history. */
  | 'stopped';

export interface TurnResult {
  status: TurnStatus;
  /** The whole conversation after the turn: every assistant tool call is answered. */
  messages: ChatMessage[];
  /** The model's final text of the turn (or the loop's closing message when stopped). */
  text: string;
  /** The batch the host shows for approval (status `awaiting-approval`), numbered from 1. */
  proposals: ProposedChange[];
  usage: TokenUsage;
  /** For `failed` (and `stopped`): one or two sentences naming the problem and what to do. */
  error?: string;
  /**
   * For a failed model request: the same in people's words by id (advice first, localized by the host) with the
   * server's own text as `detail` for a Details action and the log (modelFailure.ts).
   */
  failure?: FailureAdvice;
}
