import { setMaxListeners } from 'node:events';
import { numberProposals, type ProposedChange } from '../edits';
import { systemClock, type ApprovalOutcome, type Clock } from '../ports';
import type { IdLedger } from '../tools/idLedger';
import { capResult } from '../tools/resultCap';
import { withoutUntrustedTags } from '../tools/untrustedData';
import { tooDeeplyNested } from '../formats/nestingDepth';
import { mapPool } from '../fs/taskPool';
import type { ToolRegistry } from '../tools/toolRegistry';
import { CallRepeatDetector, REPEAT_STOP_AT, type RepeatVerdict } from './callRepeatDetector';
import { ChatModelError, type ChatModel } from './chatModel';
import { repairHistory } from './historyRepair';
import type { FailureAdvice } from '../failures/failureAdvice';
import { brokenAnswerFailure, modelFailure } from './modelFailure';
import { DEFAULT_RETRY_POLICY, describeModelError, retryDecision, type RetryPolicy } from './retryPolicy';
import { ToolCallAssembler, type AssembledCall } from './toolCallAssembler';
import {
  emptyUsage,
  type AgentEvent,
  type AssistantMessage,
  type ChatMessage,
  type RawChunk,
  type TokenUsage,
  type TurnResult,
  type TurnStatus,
} from './transcript';
import { errorMessage, oneLine } from '../text/textSafety';
import { agentNoticeText, type AgentNotice } from './agentNotices';

/** Model requests per turn before the loop stops with a clear message. */
export const DEFAULT_MAX_ITERATIONS = 15;
/**
 * Tool calls one model answer may make; the rest are answered "not run" (a model server answering with thousands of
 * calls at once took `nova ask` past 1 GiB: 12,000 calls, 940 MiB).
 */
export const MAX_CALLS_PER_STEP = 32;
/** Read-only calls of one answer that run at once (each holds its file reads and its result). */
export const READ_CALLS_AT_ONCE = 4;

export interface TurnOptions {
  model: ChatModel;
  /** The host's view of the tools (capabilities and readOnlyOnly already applied). */
  tools: ToolRegistry;
  /** The conversation's id ledger (persist it with the history). */
  ledger: IdLedger;
  signal: AbortSignal;
  onEvent?: (event: AgentEvent) => void;
  maxIterations?: number;
  clock?: Clock;
  retry?: Partial<RetryPolicy>;
  /** Ask for usage in the stream (default true); turn off for servers that reject `stream_options`. */
  includeUsage?: boolean;
  /** Wall-clock limit on the whole turn (model requests and tool calls); past it the turn fails saying so. */
  timeLimitMs?: number;
}

/**
 * Runs one user turn: streams the model, runs read calls (in parallel), turns write calls into proposals, and
 * repeats until the model answers without tool calls. `history` is not modified; the result carries the new
 * history, valid in every outcome (every tool_call_id answered, also on cancel or failure). This is the loop's one
 * approval shape, interrupt and resume: a turn whose model proposed changes ends (`awaiting-approval`, or `stopped`
 * with proposals), the host shows them to the user, applies the picked ones, and resumes with continueAfterApproval
 * so the model closes the turn. The loop never applies a change and never waits on the host.
 */
export function runTurn(
  history: readonly ChatMessage[],
  userText: string | null,
  options: TurnOptions,
): Promise<TurnResult> {
  const messages = repairHistory(history);
  if (userText !== null) messages.push({ role: 'user', content: userText });
  if (options.timeLimitMs === undefined) return new TurnRunner(messages, options).run();
  return withTimeLimit(options.timeLimitMs, options.signal, (signal) =>
    new TurnRunner(messages, { ...options, signal }).run(),
  );
}

/** Runs a turn under a signal that also aborts after `ms`; a turn cut by the limit is reported as failed. */
async function withTimeLimit(
  ms: number,
  outer: AbortSignal,
  run: (signal: AbortSignal) => Promise<TurnResult>,
): Promise<TurnResult> {
  const controller = new AbortController();
  // Every model request of the turn (the openai client, guardedFetch) and every running read listens to this signal:
  // up to DEFAULT_MAX_ITERATIONS requests and READ_CALLS_AT_ONCE reads, past Node's warning at 10 listeners, which
  // printed "Possible EventTarget memory leak detected" under `nova ask`. The count is bounded, so allow it.
  setMaxListeners(4 * DEFAULT_MAX_ITERATIONS + READ_CALLS_AT_ONCE, controller.signal);
  let timedOut = false;
  const forward = (): void => controller.abort(outer.reason);
  if (outer.aborted) forward();
  else outer.addEventListener('abort', forward, { once: true });
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new Error('turn time limit'));
  }, ms);
  try {
    const result = await run(controller.signal);
    if (!timedOut || result.status !== 'cancelled') return result;
    return {
      ...result,
      status: 'failed',
      error: `The turn took longer than ${Math.round(ms / 1000)} s and was stopped (the model server or a tool was too slow). Ask again, or allow more time.`,
    };
  } finally {
    clearTimeout(timer);
    outer.removeEventListener('abort', forward);
  }
}

/**
 * Reports the checklist's outcome to the model (applied, declined, failed; items without an outcome count as
 * declined) and lets it close the turn.
 */
export function continueAfterApproval(
  history: readonly ChatMessage[],
  proposals: readonly ProposedChange[],
  outcomes: readonly ApprovalOutcome[],
  options: TurnOptions,
): Promise<TurnResult> {
  return runTurn(history, approvalNote(proposals, outcomes), options);
}

/** The host's message to the model after the checklist: one line per item, in the user's words where given. */
export function approvalNote(proposals: readonly ProposedChange[], outcomes: readonly ApprovalOutcome[]): string {
  const lines = proposals.map((p) => {
    const outcome = outcomes.find((o) => o.item === p.item);
    const detail = outcome?.detail === undefined || outcome.detail.trim() === '' ? '' : oneLine(outcome.detail, 200);
    switch (outcome?.status) {
      case 'applied':
        return `- item ${p.item} applied: ${p.summary}`;
      case 'failed':
        return `- item ${p.item} FAILED, nothing changed for it: ${p.summary}${detail === '' ? '' : ` (${detail})`}`;
      default:
        return `- item ${p.item} declined by the user, not applied: ${p.summary}${detail === '' ? '' : ` (reason: ${detail})`}`;
    }
  });
  return (
    `[Nova] The user reviewed the proposed changes:\n${lines.join('\n')}\n` +
    'Nothing else was changed. Tell the user briefly what changed and what is left; do not propose declined items again unless asked.'
  );
}

type StreamOutcome =
  | { kind: 'ok'; text: string; calls: AssembledCall[]; finishReason: string | null }
  | { kind: 'aborted'; text: string }
  | { kind: 'failed'; text: string; error: string; failure?: FailureAdvice };

class TurnRunner {
  private readonly proposals: ProposedChange[] = [];
  private readonly usage: TokenUsage = emptyUsage();
  private readonly repeats = new CallRepeatDetector();
  private readonly policy: RetryPolicy;
  private readonly clock: Clock;
  private lastText = '';
  private includeUsage: boolean;

  constructor(
    private readonly messages: ChatMessage[],
    private readonly options: TurnOptions,
  ) {
    this.policy = { ...DEFAULT_RETRY_POLICY, ...options.retry };
    this.clock = options.clock ?? systemClock;
    this.includeUsage = options.includeUsage ?? true;
  }

  async run(): Promise<TurnResult> {
    const max = this.options.maxIterations ?? DEFAULT_MAX_ITERATIONS;
    for (let iteration = 1; ; iteration++) {
      if (this.options.signal.aborted) return this.cancelled();
      if (iteration > max) {
        return this.stopped({ code: 'step-limit', steps: max });
      }
      const streamed = await this.request();
      if (streamed.kind === 'aborted') {
        if (streamed.text !== '') this.messages.push({ role: 'assistant', content: streamed.text });
        return this.cancelled();
      }
      if (streamed.kind === 'failed') {
        if (streamed.text !== '') this.messages.push({ role: 'assistant', content: streamed.text });
        return this.finish('failed', streamed.error, streamed.failure);
      }
      const { text, calls, finishReason } = streamed;
      if (text.trim() !== '') this.lastText = text;
      if (calls.length === 0) {
        this.messages.push({ role: 'assistant', content: text });
        if (finishReason === 'length') this.notice({ code: 'output-limit' });
        if (finishReason === 'content_filter') this.notice({ code: 'content-filter' });
        return this.finish(this.proposals.length > 0 ? 'awaiting-approval' : 'done');
      }
      const assistant: AssistantMessage = {
        role: 'assistant',
        content: text === '' ? null : text,
        tool_calls: calls.map((c) => ({
          id: c.id,
          type: 'function',
          function: { name: c.name === '' ? 'missing_name' : c.name, arguments: historyArguments(c.arguments) },
        })),
      };
      this.messages.push(assistant);
      if (finishReason === 'length') {
        for (const call of calls) {
          this.emit({
            type: 'tool-call-started',
            id: call.id,
            name: call.name,
            arguments: call.arguments,
            readOnly: this.options.tools.get(call.name)?.readOnly ?? true,
          });
          this.answer(
            call,
            'Not run: your answer was cut off by the output limit before this call was complete. Call it again with shorter arguments.',
            'error',
            0,
          );
        }
        continue;
      }
      const stop = await this.runCalls(calls);
      if (this.options.signal.aborted) return this.cancelled();
      if (stop) {
        return this.stopped({ code: 'no-progress' });
      }
    }
  }

  /** One model request with retries before the first content; mid-stream failures are not retried. */
  private async request(): Promise<StreamOutcome> {
    const { model, tools, signal } = this.options;
    for (let attempt = 0; ; attempt++) {
      let text = '';
      let finishReason: string | null = null;
      let usage: RawChunk['usage'] = null;
      const assembler = new ToolCallAssembler();
      let chunks = 0;
      try {
        const stream = model.stream(
          { messages: this.messages, tools: tools.wireTools(), includeUsage: this.includeUsage },
          signal,
        );
        for await (const chunk of stream) {
          chunks++;
          if (chunk === null || typeof chunk !== 'object') continue;
          if (chunk.usage !== undefined && chunk.usage !== null) usage = chunk.usage;
          for (const choice of chunk.choices ?? []) {
            if ((choice.index ?? 0) !== 0) continue;
            const delta = choice.delta ?? choice.message ?? null;
            if (typeof delta?.content === 'string' && delta.content !== '') {
              text += delta.content;
              this.emit({ type: 'text', delta: delta.content });
            }
            for (const call of delta?.tool_calls ?? []) assembler.add(call);
            if (typeof choice.finish_reason === 'string' && choice.finish_reason !== '')
              finishReason = choice.finish_reason;
          }
        }
        // The SDK ends iteration quietly when its request is aborted.
        if (signal.aborted) return { kind: 'aborted', text };
        this.recordUsage(usage);
        if (chunks === 0 || (finishReason === null && text === '' && assembler.size === 0)) {
          return {
            kind: 'failed',
            text: '',
            error: `The model server at ${model.endpoint} answered with an empty response (no answer, no tool call). Check the server and the model name '${model.model}', then ask again.`,
          };
        }
        const calls = assembler.finish();
        // Servers may omit the finish reason after tool calls; complete JSON arguments show those calls ended.
        if (finishReason === null && (calls.length === 0 || !calls.every((c) => parsesAsJson(c.arguments)))) {
          return {
            kind: 'failed',
            text,
            error:
              'The model server closed the stream before the answer was finished (no finish reason was sent). ' +
              'Nothing from the unfinished answer was run; ask again.',
          };
        }
        return { kind: 'ok', text, calls, finishReason };
      } catch (error) {
        if (signal.aborted) return { kind: 'aborted', text };
        const failure = error instanceof ChatModelError ? error : new ChatModelError(errorMessage(error), null, null);
        if (text !== '' || assembler.size > 0) {
          return {
            kind: 'failed',
            text,
            error: `The connection to the model server broke in the middle of the answer (${failure.message}). Nothing from the unfinished answer was run; ask again.`,
            failure: brokenAnswerFailure(failure, model.endpoint),
          };
        }
        if (failure.status === 400 && this.includeUsage && /stream_options|include_usage/i.test(failure.message)) {
          // A server that rejects the usage option: ask again without it (usage is then reported as unknown).
          this.includeUsage = false;
          continue;
        }
        const decision = retryDecision(failure, attempt + 1, this.policy);
        if (!decision.retry)
          return {
            kind: 'failed',
            text: '',
            error: describeModelError(failure, model.endpoint, model.model, attempt, this.policy),
            failure: modelFailure(failure, {
              endpoint: model.endpoint,
              model: model.model,
              attempts: attempt + 1,
              policy: this.policy,
            }),
          };
        this.emit({
          type: 'retry',
          attempt: attempt + 1,
          maxAttempts: this.policy.maxRetries,
          delayMs: decision.delayMs,
          reason: decision.reason,
          status: failure.status,
        });
        try {
          await this.clock.sleep(decision.delayMs, signal);
        } catch {
          return { kind: 'aborted', text: '' };
        }
      }
    }
  }

  /** Runs one batch of calls; every call is answered, in the order the model sent them. Returns true to stop the turn. */
  private async runCalls(calls: readonly AssembledCall[]): Promise<boolean> {
    const { tools, ledger, signal } = this.options;
    const answers = new Map<string, { text: string; chars: number; outcome: 'result' | 'error' | 'queued' }>();
    const verdicts = new Map<string, RepeatVerdict>(calls.map((c) => [c.id, this.repeats.see(c.name, c.arguments)]));
    let stop = false;
    const reads: AssembledCall[] = [];
    const writes: AssembledCall[] = [];
    for (const call of calls) {
      const tool = tools.get(call.name);
      this.emit({
        type: 'tool-call-started',
        id: call.id,
        name: call.name,
        arguments: call.arguments,
        readOnly: tool?.readOnly ?? true,
      });
      const verdict = verdicts.get(call.id);
      if (reads.length + writes.length >= MAX_CALLS_PER_STEP) {
        answers.set(call.id, {
          text: `Not run: one answer may call at most ${MAX_CALLS_PER_STEP} tools. Call ${oneLine(call.name, 64)} again in your next answer if you still need it.`,
          chars: 0,
          outcome: 'error',
        });
      } else if (verdict === 'stop') {
        stop = true;
        answers.set(call.id, {
          text: `Not run: this is the ${REPEAT_STOP_AT}th identical call of ${oneLine(call.name, 64)} in this turn.`,
          chars: 0,
          outcome: 'error',
        });
      } else if (verdict === 'warn') {
        answers.set(call.id, {
          text: `Not run again: you already called ${oneLine(call.name, 64)} with these exact arguments in this turn and the result has not changed. Use that result, change the arguments, or answer the user.`,
          chars: 0,
          outcome: 'error',
        });
      } else if (tool !== undefined && !tool.readOnly) {
        writes.push(call);
      } else {
        reads.push(call);
      }
    }
    const runRead = async (call: AssembledCall): Promise<void> => {
      const outcome = await tools.run({ id: call.id, name: call.name, arguments: call.arguments }, ledger, signal);
      if (outcome.kind === 'result')
        answers.set(call.id, {
          text: outcome.content,
          chars: outcome.fullChars,
          outcome: outcome.ok ? 'result' : 'error',
        });
    };
    const runWrites = async (): Promise<void> => {
      for (const call of writes) {
        if (signal.aborted) return;
        const outcome = await tools.run({ id: call.id, name: call.name, arguments: call.arguments }, ledger, signal);
        if (outcome.kind === 'result') {
          answers.set(call.id, { text: outcome.content, chars: outcome.fullChars, outcome: 'error' });
          continue;
        }
        const first = this.proposals.length + 1;
        const numbered = numberProposals(outcome.drafts, outcome.tool, first, outcome.source);
        this.proposals.push(...numbered);
        for (const change of numbered) this.emit({ type: 'proposal', change });
        const last = first + numbered.length - 1;
        const items = numbered.length === 1 ? `item ${first}` : `items ${first}–${last}`;
        const full =
          `Queued for the user's confirmation as ${items}: ${numbered.map((p) => p.summary).join('; ')}. ` +
          `Not applied yet: the user reviews a checklist after your reply. Do not call ${call.name} again for these.`;
        const capped = capResult(full, () => 'the checklist shows every item to the user');
        answers.set(call.id, { text: capped.text, chars: full.length, outcome: 'queued' });
      }
    };
    const work = Promise.all([
      mapPool(reads, READ_CALLS_AT_ONCE, (call) => runRead(call).catch(() => undefined), signal).catch(() => undefined),
      runWrites().catch(() => undefined),
    ]);
    const aborted = abortion(signal);
    await Promise.race([work, aborted.promise]);
    aborted.dispose();
    for (const call of calls) {
      const answer = answers.get(call.id);
      if (answer !== undefined) this.answer(call, answer.text, answer.outcome, answer.chars);
      else if (signal.aborted)
        this.answer(call, 'Cancelled by the user before this call finished; it was not run.', 'cancelled', 0);
      else
        this.answer(
          call,
          `${oneLine(call.name, 64)} failed unexpectedly and returned nothing. Try once more or tell the user.`,
          'error',
          0,
        );
    }
    return stop;
  }

  private answer(
    call: AssembledCall,
    text: string,
    outcome: 'result' | 'error' | 'queued' | 'cancelled',
    chars: number,
  ): void {
    // The registry already delimited what tools produced (untrustedData.ts); people see the text inside the tags.
    this.messages.push({ role: 'tool', tool_call_id: call.id, content: text });
    const shown = withoutUntrustedTags(text);
    this.emit({
      type: 'tool-call-finished',
      id: call.id,
      name: call.name,
      result: shown,
      resultChars: chars || shown.length,
      outcome,
    });
  }

  private recordUsage(usage: RawChunk['usage']): void {
    const request = emptyUsage();
    request.requests = 1;
    this.usage.requests += 1;
    if (usage !== null && usage !== undefined) {
      request.promptTokens = usage.prompt_tokens ?? 0;
      request.completionTokens = usage.completion_tokens ?? 0;
      request.totalTokens = usage.total_tokens ?? request.promptTokens + request.completionTokens;
      request.reported = true;
      this.usage.promptTokens += request.promptTokens;
      this.usage.completionTokens += request.completionTokens;
      this.usage.totalTokens += request.totalTokens;
      this.usage.reported = true;
    }
    this.emit({ type: 'usage', request, turn: { ...this.usage } });
  }

  /** Cancelled: proposals of this turn are dropped, and the model is told so that its picture stays true. */
  private cancelled(): TurnResult {
    if (this.proposals.length > 0) {
      const items = this.proposals.map((p) => p.item).join(', ');
      this.messages.push({
        role: 'user',
        content: `[Nova] The user stopped this turn. Proposed items ${items} were discarded; nothing was changed.`,
      });
      this.proposals.length = 0;
    }
    return this.finish('cancelled');
  }

  private notice(notice: AgentNotice): string {
    const message = agentNoticeText(notice, 'en');
    this.emit({ type: 'notice', message, notice });
    return message;
  }

  private stopped(notice: AgentNotice): TurnResult {
    const message = agentNoticeText(notice, 'en');
    this.messages.push({ role: 'assistant', content: message });
    this.emit({ type: 'notice', message, notice });
    this.lastText = message;
    return this.finish('stopped', message);
  }

  private finish(status: TurnStatus, error?: string, failure?: FailureAdvice): TurnResult {
    return {
      status,
      messages: this.messages,
      text: this.lastText,
      proposals: [...this.proposals],
      usage: { ...this.usage },
      ...(error === undefined ? {} : { error }),
      ...(failure === undefined ? {} : { failure }),
    };
  }

  private emit(event: AgentEvent): void {
    try {
      this.options.onEvent?.(event);
    } catch {
      // A host's rendering failure must not break the protocol state of the turn.
    }
  }
}

/** Arguments as kept in history: servers that re-parse history reject invalid JSON, so it is replaced by `{}`. */
function historyArguments(raw: string): string {
  if (tooDeeplyNested(raw)) return '{}';
  try {
    JSON.parse(raw);
    return raw;
  } catch {
    return '{}';
  }
}

function parsesAsJson(raw: string): boolean {
  if (tooDeeplyNested(raw)) return true;
  try {
    JSON.parse(raw);
    return true;
  } catch {
    return false;
  }
}

/** Resolves when `signal` aborts; `dispose` removes the listener so long sessions do not accumulate them. */
function abortion(signal: AbortSignal): { promise: Promise<void>; dispose: () => void } {
  let onAbort: () => void = () => undefined;
  const promise = new Promise<void>((resolve) => {
    onAbort = () => resolve();
    if (signal.aborted) resolve();
    else signal.addEventListener('abort', onAbort, { once: true });
  });
  return { promise, dispose: () => signal.removeEventListener('abort', onAbort) };
}
