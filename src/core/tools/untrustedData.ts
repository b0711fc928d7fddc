import { RESULT_CAP } from './resultCap';

/**
 * How tool results reach a model (Nova's loop, `nova mcp`, Copilot agent mode; docs/architecture.md principle 10).
 * Everything a tool produced while running — its result, or the error it raised — comes from files, logs, archives
 * and websites, so it is sent as untrusted data: every markup-like `<tag` in it is neutralised (its `<` becomes
 * `‹`), so text from a mod name, config or log cannot open a fake `<system>` or close the wrapper, and the whole
 * text is put inside one fixed pair of tags that the system prompt names. Nova's own messages about a call
 * (unknown tool, invalid arguments, unseen ids, repeats, queued, cancelled) are instructions and stay unwrapped.
 * The wrapped text fits {@link RESULT_CAP}.
 */
export const UNTRUSTED_OPEN = '<untrusted-data>\n';
export const UNTRUSTED_CLOSE = '\n</untrusted-data>';

/** The cap for a result's own text, leaving room for the wrapper. */
export const UNTRUSTED_TEXT_CAP = RESULT_CAP - UNTRUSTED_OPEN.length - UNTRUSTED_CLOSE.length;

/** `<` before a tag name, `/`, `!` or `?` (`</tool_result>`, `<system>`, `<!--`, `<?xml`) becomes `‹`. */
export function neutraliseMarkup(text: string): string {
  return text.replace(/<(?=[/!?]?[A-Za-z|!-])/g, '\u2039');
}

/** The message content for a tool's result: neutralised and inside the untrusted-data tags. */
export function asUntrustedData(text: string): string {
  return UNTRUSTED_OPEN + neutraliseMarkup(text) + UNTRUSTED_CLOSE;
}

/** The text inside the untrusted-data tags, for showing a result to people; other text unchanged. */
export function withoutUntrustedTags(content: string): string {
  return content.length >= UNTRUSTED_OPEN.length + UNTRUSTED_CLOSE.length &&
    content.startsWith(UNTRUSTED_OPEN) &&
    content.endsWith(UNTRUSTED_CLOSE)
    ? content.slice(UNTRUSTED_OPEN.length, content.length - UNTRUSTED_CLOSE.length)
    : content;
}
