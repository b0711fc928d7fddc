import type { ApprovalOutcome } from '../core/ports';
import { renderMessage } from '../core/locale/messageCatalog';
import { hostLocale } from './locale';

/**
 * Why a proposal failed, in VS Code's display language: the applier's message by id when it gave one
 * (src/host/editApplier.ts), else its `detail` as it is (already in the person's language, or none).
 */
export function outcomeText(outcome: ApprovalOutcome | undefined): string | undefined {
  return outcome?.message !== undefined ? renderMessage(outcome.message, hostLocale()) : outcome?.detail;
}
