import { renderMessage, type Message } from '../locale/messageCatalog';
import type { Locale } from '../locale/locale';
import { errorText } from '../locale/messageError';
import { oneLine } from '../text/textSafety';
import { FailureM } from './failureMessages';

/** A button that fixes or works around a failure: try again, or open the settings that hold the address or key. */
export type FailureFix = 'retry' | 'openSettings';

/** What kind of failure it was, as far as the system's text tells. `worded`: Nova's own sentence, shown as it is. */
export type FailureKind =
  | 'offline'
  | 'refused'
  | 'timeout'
  | 'connection'
  | 'certificate'
  | 'denied'
  | 'notFound'
  | 'busy'
  | 'serverError'
  | 'fileMissing'
  | 'fileDenied'
  | 'fileBusy'
  | 'diskFull'
  | 'worded'
  | 'unknown';

/**
 * A failure as people read it: `advice` (what happened in plain words and what to do) leads; `detail` is the system's
 * own text, for a "Details" action and the log. `advice` is absent when the error is already Nova's own sentence.
 */
export interface FailureAdvice {
  kind: FailureKind;
  advice?: Message;
  detail: string;
  fixes: readonly FailureFix[];
  /** Nova's own sentence by id, when the error carried one (`worded`): the lead, rendered in the person's language. */
  worded?: Message;
}

/** Longest detail kept (an error can carry a whole response body). */
const MAX_DETAIL = 600;

/**
 * System text people should not read first: Node's and undici's error codes, `fetch failed`, `getaddrinfo`, socket
 * wording, a bare status line (`429 Too Many Requests`) or an `XxxError:` prefix. A message without any of these is
 * taken as already worded for people (Nova's own errors say what happened and what to do, a status in brackets at most).
 */
const RAW =
  /\b(E[A-Z]{3,}|UND_ERR_\w+|ERR_[A-Z_]+|CERT_\w+)\b|fetch failed|getaddrinfo|socket hang up|other side closed|^\d{3}\b|^\w*Error: /i;

/** The error's text and codes down its `cause` chain (undici hides `ENOTFOUND` two causes below `fetch failed`). */
function chain(error: unknown): { text: string; codes: string[]; status: number | null } {
  const texts: string[] = [];
  const codes: string[] = [];
  let status: number | null = null;
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current !== undefined && current !== null; depth++) {
    if (typeof current !== 'object') {
      if (typeof current === 'string' && current !== '') texts.push(current);
      break;
    }
    const e = current as { message?: unknown; code?: unknown; status?: unknown; cause?: unknown };
    if (typeof e.message === 'string' && e.message !== '' && !texts.includes(e.message)) texts.push(e.message);
    if (typeof e.code === 'string') codes.push(e.code);
    if (status === null && typeof e.status === 'number' && e.status >= 100 && e.status < 600) status = e.status;
    current = e.cause;
  }
  return { text: texts.join(': '), codes, status };
}

/** The host a network error names (`getaddrinfo ENOTFOUND api.example.com`, `connect ECONNREFUSED 127.0.0.1:11434`). */
function hostIn(text: string): string {
  const m =
    /\b(?:ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ETIMEDOUT|EHOSTUNREACH|ENETUNREACH)\s+([\w.-]+(?::\d+)?|\[[\d:a-f]+\](?::\d+)?)/i.exec(
      text,
    );
  return m?.[1] ?? '';
}

/**
 * What `error` means for the person: network failures (DNS, refused, timeout, reset, certificate) and file-system
 * errors (missing, denied, busy, disk full, by their code) get plain advice and the buttons that help; an error that
 * already reads as a sentence is shown as it is (with Retry when its status says a retry may work); a raw HTTP answer
 * (401/403, 404, 429, 5xx) gets advice by its status; anything else is "something went wrong" with the text behind
 * Details.
 */
export function failureAdvice(error: unknown): FailureAdvice {
  const { text, codes, status: ownStatus } = chain(error);
  const detail = oneLine(text, MAX_DETAIL);
  const all = `${codes.join(' ')} ${text}`;
  const has = (re: RegExp): boolean => re.test(all);
  const advice = (kind: FailureKind, message: Message, fixes: readonly FailureFix[]): FailureAdvice => ({
    kind,
    advice: message,
    detail,
    fixes,
  });
  const host = hostIn(text);
  if (has(/\b(ENOTFOUND|EAI_AGAIN|EAI_NONAME)\b|getaddrinfo/))
    return advice('offline', FailureM.offline({ host }), ['retry', 'openSettings']);
  if (has(/\bECONNREFUSED\b/)) return advice('refused', FailureM.refused({ host }), ['retry', 'openSettings']);
  if (
    has(
      /\b(CERT_\w+|DEPTH_ZERO_SELF_SIGNED_CERT|SELF_SIGNED_CERT_IN_CHAIN|UNABLE_TO_VERIFY_LEAF_SIGNATURE|UNABLE_TO_GET_ISSUER_CERT\w*|ERR_TLS_CERT\w*)\b|self[- ]signed certificate/i,
    )
  )
    return advice('certificate', FailureM.certificate({}), ['openSettings']);
  if (
    has(
      /\b(ETIMEDOUT|UND_ERR_CONNECT_TIMEOUT|UND_ERR_HEADERS_TIMEOUT|UND_ERR_BODY_TIMEOUT|TimeoutError)\b|timed? ?out\b/i,
    )
  )
    return advice('timeout', FailureM.timeout({}), ['retry']);
  if (
    has(
      /\b(ECONNRESET|EPIPE|EHOSTUNREACH|ENETUNREACH|ENETDOWN|UND_ERR_SOCKET|UND_ERR_CLOSED)\b|fetch failed|socket hang up|other side closed|network error/i,
    )
  )
    return advice('connection', FailureM.connection({}), ['retry', 'openSettings']);
  if (codes.includes('ENOENT') || /^ENOENT\b/.test(text))
    return advice('fileMissing', FailureM.fileMissing({}), ['retry']);
  if (codes.some((c) => /^(EACCES|EPERM|EROFS)$/.test(c)) || /^(EACCES|EPERM|EROFS)\b/.test(text))
    return advice('fileDenied', FailureM.fileDenied({}), ['retry']);
  if (codes.some((c) => /^(EBUSY|ETXTBSY|EMFILE|ENFILE)$/.test(c)) || /^(EBUSY|ETXTBSY|EMFILE|ENFILE)\b/.test(text))
    return advice('fileBusy', FailureM.fileBusy({}), ['retry']);
  if (codes.some((c) => /^(ENOSPC|EDQUOT)$/.test(c)) || /^(ENOSPC|EDQUOT)\b/.test(text))
    return advice('diskFull', FailureM.diskFull({}), ['retry']);
  const status = ownStatus ?? httpStatusIn(text);
  const retryable = status !== null && (status === 408 || status === 429 || status >= 500);
  // Nova's own sentence (a Modrinth 404 that says to check the slug) is more precise than any advice by status.
  if (detail !== '' && !RAW.test(detail)) {
    const worded = errorText(error);
    return { kind: 'worded', detail, fixes: retryable ? ['retry'] : [], ...(worded === null ? {} : { worded }) };
  }
  if (status === 401 || status === 403) return advice('denied', FailureM.denied({}), ['openSettings']);
  if (status === 404) return advice('notFound', FailureM.notFound({}), ['openSettings']);
  if (status === 408) return advice('timeout', FailureM.timeout({}), ['retry']);
  if (status === 429) return advice('busy', FailureM.busy({}), ['retry']);
  if (status !== null && status >= 500) return advice('serverError', FailureM.serverError({}), ['retry']);
  return advice('unknown', FailureM.unknown({}), ['retry']);
}

/** An HTTP status a raw message starts with or states (`503 Service Unavailable`, `status code 429`), else null. */
function httpStatusIn(text: string): number | null {
  const m = /^(\d{3})\b|\bHTTP\/?\s?(\d{3})\b|\bstatus(?: code)?\s*:?\s*(\d{3})\b/i.exec(text);
  const n = Number(m?.[1] ?? m?.[2] ?? m?.[3] ?? NaN);
  return Number.isInteger(n) && n >= 400 && n < 600 ? n : null;
}

/** The line people read first: the advice in `locale`, or Nova's own sentence when the error already was one. */
export function failureLead(failure: FailureAdvice, locale: Locale): string {
  if (failure.advice !== undefined) return renderMessage(failure.advice, locale);
  return failure.worded === undefined ? failure.detail : renderMessage(failure.worded, locale);
}
