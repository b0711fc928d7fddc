import type { Locale } from '../locale/locale';
import { renderMessage, type Message } from '../locale/messageCatalog';
import type { ApprovalOutcome } from '../ports';
import { JournalM } from './journalMessages';

/**
 * Why a proposal was not applied, as a message to quote inside a person's sentence: the applier's message by id
 * when it gave one, else its `detail` as it is (a reason the host already wrote in the person's language, such as
 * VS Code's Restricted Mode refusal), else "unknown reason".
 */
export function outcomeReason(outcome: ApprovalOutcome | undefined): Message | string {
  return outcome?.message ?? outcome?.detail ?? JournalM.unknownReason({});
}

/** {@link outcomeReason} rendered in `locale`. */
export function outcomeReasonText(outcome: ApprovalOutcome | undefined, locale?: Locale): string {
  const reason = outcomeReason(outcome);
  return typeof reason === 'string' ? reason : renderMessage(reason, locale);
}

/** A failed outcome for `item` whose reason is `reason`: its English rendering in `detail`, the message beside it. */
export function failedOutcome(item: number, reason: Message): ApprovalOutcome {
  return { item, status: 'failed', detail: renderMessage(reason, 'en'), message: reason };
}
