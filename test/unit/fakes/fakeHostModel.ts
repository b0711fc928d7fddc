import { abortReason } from '../../../src/core/abortableSleep';
import type {
  HostLanguageModel,
  HostMessage,
  HostStreamPart,
  HostTool,
} from '../../../src/core/agent/hostLanguageModel';

/**
 * One scripted answer: parts streamed in order, a failure at `send`, or parts then a hang until aborted (`deaf`: a
 * hang that never ends, as a host stream that ignores cancellation).
 */
export type HostStep = HostStreamPart[] | { error: Error } | { parts: HostStreamPart[]; hang: true; deaf?: boolean };

export interface FakeHostModel extends HostLanguageModel {
  /** Every request as the model received it. */
  readonly requests: Array<{ messages: HostMessage[]; tools: HostTool[] }>;
  /** How many countTokens calls were made. */
  counted: number;
}

/**
 * A vscode-free stand-in for a VS Code language model (the HostLanguageModel port): answers each request with the
 * next scripted step and counts tokens as one per four characters of the JSON, when `countTokens` is on.
 */
export function fakeHostModel(
  script: HostStep[],
  options: { countTokens?: boolean; maxInputTokens?: number | null } = {},
): FakeHostModel {
  const requests: FakeHostModel['requests'] = [];
  let next = 0;
  const model: FakeHostModel = {
    id: 'fake-lm',
    endpoint: 'VS Code',
    requests,
    counted: 0,
    maxInputTokens: () => Promise.resolve(options.maxInputTokens ?? null),
    send(messages, tools, signal) {
      requests.push({ messages: structuredClone(messages), tools });
      const step = script[next++];
      if (step === undefined) return Promise.reject(new Error(`the script has no step ${next}`));
      if (!Array.isArray(step) && 'error' in step) return Promise.reject(step.error);
      const parts = Array.isArray(step) ? step : step.parts;
      const hang = !Array.isArray(step);
      const deaf = !Array.isArray(step) && step.deaf === true;
      return Promise.resolve(
        (async function* () {
          for (const part of parts) {
            await new Promise((resolve) => setImmediate(resolve));
            yield part;
          }
          if (deaf) await new Promise(() => undefined);
          if (hang)
            await new Promise((_resolve, reject) => {
              if (signal.aborted) reject(abortReason(signal));
              signal.addEventListener('abort', () => reject(abortReason(signal)), { once: true });
            });
        })(),
      );
    },
  };
  if (options.countTokens === true)
    model.countTokens = (value) => {
      model.counted++;
      return Promise.resolve(Math.ceil((typeof value === 'string' ? value : JSON.stringify(value)).length / 4));
    };
  return model;
}
