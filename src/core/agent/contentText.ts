/**
 * The text of a Chat Completions message `content`: the string itself, or the `text` of each part of a multi-part
 * content joined; '' for null, undefined or anything else.
 */
export function contentText(content: unknown): string {
  if (typeof content === 'string') return content;
  if (Array.isArray(content)) {
    return content
      .map((part: unknown) => (typeof part === 'object' && part !== null && 'text' in part ? String(part.text) : ''))
      .join('');
  }
  return '';
}
