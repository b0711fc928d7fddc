import { runTurn } from '../core/agent/agentLoop';
import { CliMessages as M, say } from './cliMessages';
import { failureLead } from '../core/failures/failureAdvice';
import { createOpenAiChatModel } from '../core/agent/chatModel';
import { DEFAULT_STREAM_LIMITS } from '../core/agent/guardedFetch';
import { tooDeeplyNested } from '../core/formats/nestingDepth';
import { novaSystemPrompt } from '../core/agent/systemPrompt';
import type { AgentEvent } from '../core/agent/transcript';
import { ModScanner } from '../core/mods/modScanner';
import { IdLedger } from '../core/tools/idLedger';
import type { CliCommand } from './cliCommand';
import { cliModrinthClient } from './cliModrinthClient';
import { EXIT_FINDINGS, EXIT_OK, UsageError, colour, printJson } from './cliIo';
import { folderArgument, instanceArgument } from './instanceArgument';
import { hostToolRegistry } from './toolsCommand';
import { oneLine } from '../core/text/textSafety';

/** The model used when NOVA_MODEL is not set. */
const DEFAULT_MODEL = 'gpt-4o-mini';

interface CallRecord {
  name: string;
  arguments: unknown;
  resultChars: number;
}

/**
 * `nova ask "QUESTION" [--instance INSTANCE] [--offline] [--json]`: one agent turn with read-only tools (the CLI has
 * no confirmation UI) against any OpenAI-compatible server named by OPENAI_BASE_URL / OPENAI_API_KEY / NOVA_MODEL;
 * NOVA_MODRINTH_URL points the Modrinth read tools at another Modrinth-compatible server, and `--offline` leaves
 * them out (only the model server is contacted).
 * `--timeout SECONDS` bounds the whole turn (default {@link DEFAULT_ASK_TIMEOUT_S}).
 * Exit 0 answered; 1 the model server failed or the time ran out; 2 usage error or no server configured.
 */
export const askCommand: CliCommand = {
  name: 'ask',
  synopsis: 'ask "QUESTION" [--instance INSTANCE] [--offline] [--timeout SECONDS] [--json]',
  summary: 'ask the assistant (read-only tools; needs OPENAI_API_KEY or OPENAI_BASE_URL)',
  options: {
    instance: { type: 'string' },
    offline: { type: 'boolean' },
    json: { type: 'boolean' },
    timeout: { type: 'string' },
  },
  async run(args, io) {
    const question = args.positionals.join(' ').trim();
    if (question === '') throw new UsageError(M.askMissingQuestion({}));
    const apiKey = io.env['OPENAI_API_KEY']?.trim() ?? '';
    const baseURL = io.env['OPENAI_BASE_URL']?.trim() ?? '';
    if (apiKey === '' && baseURL === '') {
      throw new UsageError(M.askNoServer({}));
    }
    const modelName = io.env['NOVA_MODEL']?.trim() || DEFAULT_MODEL;
    const timeLimitMs = timeoutArgument(args.values['timeout']);
    const instanceValue = args.values['instance'];
    let roots: string[];
    let instanceId: string | null = null;
    if (typeof instanceValue === 'string') {
      const { dir, instance } = await instanceArgument(io, instanceValue);
      roots = [dir];
      instanceId = instance.id;
    } else {
      roots = [await folderArgument(io, undefined, 'Working directory')];
    }

    const model = createOpenAiChatModel({
      baseURL: baseURL || undefined,
      apiKey,
      model: modelName,
      // No single request may outlast the turn.
      limits: { streamMs: Math.min(DEFAULT_STREAM_LIMITS.streamMs, timeLimitMs) },
    });
    const offline = args.values['offline'] === true;
    const tools = hostToolRegistry(
      'cli',
      {
        roots,
        scanner: new ModScanner(),
        capabilities: offline ? [] : ['network'],
        ...(offline ? {} : { modrinth: cliModrinthClient(io) }),
        settings: () => [
          { key: 'model', value: modelName },
          { key: 'server', value: model.endpoint },
          { key: 'api key', value: apiKey === '' ? 'not set' : 'set (hidden)' },
          { key: 'host', value: 'nova command line (read-only)' },
          { key: 'network', value: offline ? 'off (--offline)' : 'on' },
        ],
      },
      { offline },
    );
    const json = args.values['json'] === true;
    const calls = new Map<string, CallRecord>();
    const order: string[] = [];
    const onEvent = (event: AgentEvent): void => {
      if (event.type === 'tool-call-started') {
        order.push(event.id);
        calls.set(event.id, { name: event.name, arguments: parsedOrRaw(event.arguments), resultChars: 0 });
      } else if (event.type === 'tool-call-finished') {
        const record = calls.get(event.id);
        if (record !== undefined) record.resultChars = event.result.length;
        if (!json)
          io.stderr(
            colour(
              io,
              'dim',
              `· ${event.name} ${oneLineArgs(calls.get(event.id)?.arguments)} → ${event.result.length} chars${event.outcome === 'error' ? ' (error)' : ''}\n`,
            ),
          );
      } else if (event.type === 'retry' && !json) {
        io.stderr(
          colour(
            io,
            'yellow',
            `${say(
              io.locale,
              M.askRetry({
                status: event.status ?? 0,
                seconds: Math.ceil(event.delayMs / 1000),
                attempt: event.attempt,
                max: event.maxAttempts,
              }),
            )}\n`,
          ),
        );
      }
    };
    const result = await runTurn(
      [{ role: 'system', content: novaSystemPrompt({ host: 'cli', instanceId }) }],
      question,
      {
        model,
        tools,
        ledger: new IdLedger(),
        signal: new AbortController().signal,
        onEvent,
        timeLimitMs,
      },
    );
    const toolCalls = order.map((id) => calls.get(id)).filter((c): c is CallRecord => c !== undefined);
    if (json) {
      printJson(io, {
        answer: result.text,
        toolCalls,
        usage: result.usage,
        status: result.status,
        model: modelName,
        ...(result.error === undefined ? {} : { error: result.error }),
      });
    } else if (result.text !== '') {
      io.stdout(result.text.endsWith('\n') ? result.text : `${result.text}\n`);
    }
    if (result.status === 'failed') {
      // Advice first in the person's language; the server's own text, quoted, on the line below.
      const failure = result.failure;
      io.stderr(
        failure === undefined
          ? `nova ask: ${result.error ?? 'the model server failed.'}\n`
          : `nova ask: ${failureLead(failure, io.locale ?? 'en')}\n` +
              (failure.advice === undefined ? '' : `  ${say(io.locale, M.askDetails({ detail: failure.detail }))}\n`),
      );
      return EXIT_FINDINGS;
    }
    if (!json && result.usage.reported) {
      io.stderr(
        colour(
          io,
          'dim',
          `· ${result.usage.totalTokens} tokens (${result.usage.promptTokens} prompt, ${result.usage.completionTokens} completion) in ${result.usage.requests} requests\n`,
        ),
      );
    }
    return EXIT_OK;
  },
};

/** Default wall-clock limit of one `nova ask` turn. */
export const DEFAULT_ASK_TIMEOUT_S = 300;

function timeoutArgument(value: unknown): number {
  if (value === undefined) return DEFAULT_ASK_TIMEOUT_S * 1000;
  const seconds = Number(value);
  if (typeof value !== 'string' || value.trim() === '' || !Number.isFinite(seconds) || seconds <= 0 || seconds > 86_400)
    throw new UsageError(
      `--timeout must be a number of seconds between 1 and 86400, not '${typeof value === 'string' ? value.slice(0, 40) : 'a value'}'.`,
    );
  return Math.ceil(seconds * 1000);
}

/** Arguments as JSON for the report; kept as text when they are not JSON or nest too deeply to print. */
function parsedOrRaw(text: string): unknown {
  if (tooDeeplyNested(text)) return text.length > 2000 ? `${text.slice(0, 2000)}…` : text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function oneLineArgs(value: unknown): string {
  return oneLine(typeof value === 'string' ? value : JSON.stringify(value), 80);
}
