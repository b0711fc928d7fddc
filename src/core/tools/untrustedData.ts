import { RESULT_CAP } from './resultCap';

/**
 * How tool results reach the model. Every markup-like `<tag` in a result is neutralised (its `<` becomes `‹`), so
 * text from a mod name, config or log cannot open a fake `<system>` or close a `</tool_result>` block; a result
 * in which that happened is also put inside a fixed pair of tags that the system prompt names as untrusted data
 * (plain results stay as they are: the tool role already delimits them). The wrapped text still fits
 * {@link RESULT_CAP}.
 */
export const UNTRUSTED_OPEN = '<untrusted-data>\n';
export const UNTRUSTED_CLOSE = '\n</untrusted-data>';

/** The cap for a result's own text, leaving room for the wrapper. */
export const UNTRUSTED_TEXT_CAP = RESULT_CAP - UNTRUSTED_OPEN.length - UNTRUSTED_CLOSE.length;

/** `<` before a tag name, `/`, `!` or `?` (`</tool_result>`, `<system>`, `<!--`, `<?xml`) becomes `‹`. */
export function neutraliseMarkup(text: string): string {
  return text.replace(/<(?=[/!?]?[A-Za-z|!-])/g, '\u2039');
}

/** The message content for a tool result: neutralised, and inside the untrusted-data tags when it held markup. */
export function asUntrustedData(text: string): string {
  const safe = neutraliseMarkup(text);
  return safe.includes('\u2039') ? UNTRUSTED_OPEN + safe + UNTRUSTED_CLOSE : safe;
}
