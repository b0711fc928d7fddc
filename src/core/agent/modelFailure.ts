import { failureAdvice, type FailureAdvice } from '../failures/failureAdvice';
import { FailureM } from '../failures/failureMessages';
import { oneLine } from '../text/textSafety';
import { BAD_REPLY_CODE, STREAM_LIMIT_CODE, type ChatModelError } from './chatModel';
import { isHostWorded } from './hostLanguageModel';
import { ModelFailureM } from './modelFailureMessages';
import { DEFAULT_RETRY_POLICY, type RetryPolicy } from './retryPolicy';

/** Where the failed request went and how often it was tried (the first attempt counts). */
export interface ModelFailureContext {
  endpoint: string;
  model: string;
  attempts: number;
  policy?: RetryPolicy;
}

/**
 * A failed model request as people read it (the chat's notice, Test Connection): plain advice by what went wrong —
 * unreachable (with the DNS, refused, timeout or certificate cause when the system names one), key rejected, no such
 * model, quota, rate limit, no tool calling, server error, a reply that is not OpenAI's — and the server's own text as
 * the detail. A host model's failure (VS Code's language models) is worded by the host and shown as it is.
 */
export function modelFailure(error: ChatModelError, context: ModelFailureContext): FailureAdvice {
  const detail = `${context.endpoint}: ${oneLine(error.message, 500)}`;
  const policy = context.policy ?? DEFAULT_RETRY_POLICY;
  const attempts = context.attempts;
  const status = error.status;
  const withDetail = (advice: FailureAdvice['advice'], fixes: FailureAdvice['fixes'], kind: FailureAdvice['kind']) => ({
    kind,
    advice,
    detail,
    fixes,
  });
  if (isHostWorded(error)) return { kind: 'worded', detail: oneLine(error.message, 500), fixes: [] };
  if (
    error.retryAfterMs !== null &&
    error.retryAfterMs > policy.maxRetryAfterMs &&
    (status === 429 || (status ?? 0) >= 500)
  )
    return withDetail(
      ModelFailureM.waitLonger({
        seconds: Math.ceil(error.retryAfterMs / 1000),
        limit: Math.round(policy.maxRetryAfterMs / 1000),
      }),
      ['retry'],
      'busy',
    );
  if (error.code === STREAM_LIMIT_CODE) return withDetail(ModelFailureM.tooLarge({}), ['retry'], 'unknown');
  if (error.code === BAD_REPLY_CODE) return withDetail(ModelFailureM.badReply({}), ['openSettings'], 'notFound');
  if (status === null) {
    const network = failureAdvice(error);
    const host = hostOf(context.endpoint);
    switch (network.kind) {
      case 'offline':
        return withDetail(FailureM.offline({ host }), network.fixes, 'offline');
      case 'refused':
        return withDetail(FailureM.refused({ host }), network.fixes, 'refused');
      case 'certificate':
      case 'timeout':
        return { ...network, detail };
      default:
        return withDetail(ModelFailureM.notAnswering({ attempts }), ['retry', 'openSettings'], 'connection');
    }
  }
  if (status === 401) return withDetail(ModelFailureM.keyRejected({}), ['openSettings'], 'denied');
  if (status === 403) return withDetail(ModelFailureM.forbidden({ model: context.model }), ['openSettings'], 'denied');
  if (status === 404) return withDetail(ModelFailureM.noModel({ model: context.model }), ['openSettings'], 'notFound');
  if (error.code === 'insufficient_quota') return withDetail(ModelFailureM.quota({}), ['openSettings'], 'denied');
  if (status === 429) return withDetail(ModelFailureM.rateLimited({ attempts }), ['retry'], 'busy');
  if (status >= 400 && status < 500 && /\btools?\b|function.?call/i.test(error.message))
    return withDetail(ModelFailureM.noTools({ model: context.model }), ['openSettings'], 'unknown');
  if (status >= 400 && status < 500) return withDetail(ModelFailureM.badRequest({}), ['retry'], 'unknown');
  return withDetail(ModelFailureM.serverFailed({ attempts }), ['retry'], 'serverError');
}

/** A failure after part of the answer arrived: nothing of it was run. */
export function brokenAnswerFailure(error: ChatModelError, endpoint: string): FailureAdvice {
  return {
    kind: 'connection',
    advice: ModelFailureM.brokeMidAnswer({}),
    detail: `${endpoint}: ${oneLine(error.message, 500)}`,
    fixes: ['retry'],
  };
}

function hostOf(endpoint: string): string {
  try {
    return new URL(endpoint).host;
  } catch {
    return '';
  }
}
