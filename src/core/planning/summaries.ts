import type { ProposalDraft } from '../edits';
import type { Locale } from '../locale/locale';
import { renderMessage } from '../locale/messageCatalog';
import { impactEnglish } from './drafts';

/**
 * A proposed change's checklist lines for people in their locale, rendered from the messages the planner kept beside
 * the English text (`summaryMessage`, `impactParts`; src/core/planning/planMessages.ts). The English text is what the
 * model and `--json` read; when a later step rewrote it without its message (so the two no longer agree), the English
 * text is shown as it is rather than a stale translation.
 */

type Lines = Pick<ProposalDraft, 'summary' | 'summaryMessage' | 'impact' | 'impactParts'>;

/** The change's summary in `locale`. */
export function summaryText(change: Lines, locale: Locale): string {
  const message = change.summaryMessage;
  if (locale === 'en' || message === undefined || renderMessage(message) !== change.summary) return change.summary;
  return renderMessage(message, locale);
}

/** The change's impact line in `locale` (its parts joined with "；" in Chinese), or undefined when it has none. */
export function impactText(change: Lines, locale: Locale): string | undefined {
  const { impact, impactParts } = change;
  if (impact === undefined) return undefined;
  if (locale === 'en' || impactParts === undefined || impactEnglish(impactParts) !== impact) return impact;
  return impactParts.map((part) => (typeof part === 'string' ? part : renderMessage(part, locale))).join('；');
}
