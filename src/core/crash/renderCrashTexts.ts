import type { Locale } from '../locale/locale';
import { renderMessage } from '../locale/messageCatalog';
import type { CrashTexts } from './crashFinding';

/**
 * Sentences rendered from messages, one after another: English joins them with a space; Chinese writes them on,
 * with a full stop after one that ends in quoted text (not already in 。）：；!?).
 */
export function joinSentences(parts: readonly string[], locale: Locale = 'en'): string {
  if (locale !== 'zh-cn') return parts.join(' ');
  let out = '';
  for (const part of parts) {
    if (out !== '' && part !== '' && !/[。）：；！？]$/.test(out)) out += '。';
    out += part;
  }
  return out;
}

/**
 * A finding's texts by message id in `locale`: the title, the detail with the messages that go on after it
 * (`detailMore`), and the advice with its further lines (`adviceLines`).
 */
export function renderCrashTexts(
  texts: CrashTexts,
  locale: Locale = 'en',
): { title?: string; detail?: string; advice?: string } {
  const out: { title?: string; detail?: string; advice?: string } = {};
  if (texts.title) out.title = renderMessage(texts.title, locale);
  if (texts.detail)
    out.detail = joinSentences(
      [texts.detail, ...(texts.detailMore ?? [])].map((m) => renderMessage(m, locale)),
      locale,
    );
  if (texts.advice)
    out.advice = [texts.advice, ...(texts.adviceLines ?? [])].map((m) => renderMessage(m, locale)).join('\n');
  return out;
}
