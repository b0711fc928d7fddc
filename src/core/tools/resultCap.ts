/** Every tool result sent to the model is at most this many characters (docs/architecture.md principle 7). */
export const RESULT_CAP = 900;

export interface CappedText {
  text: string;
  /** Characters of the original text that were not sent (0 when it fit). */
  cut: number;
  /** Length of the original text. */
  total: number;
}

/**
 * Cuts `text` to `cap` characters including an honest marker that says how much was cut and how to get the rest.
 * `how` receives the kept text and returns the instruction (e.g. "call list_mods with offset=40"). The cut falls on a
 * line boundary when one is near, so listings never end in half an entry.
 */
export function capResult(text: string, how: (kept: string) => string, cap = RESULT_CAP): CappedText {
  const total = text.length;
  if (total <= cap) return { text, cut: 0, total };
  let budget = cap - 200;
  for (let attempt = 0; attempt < 4; attempt++) {
    const kept = cutAt(text, Math.max(0, budget));
    const marker = `\n…[cut ${total - kept.length} of ${total} characters; to see them, ${how(kept)}]`;
    if (kept.length + marker.length <= cap) return { text: kept + marker, cut: total - kept.length, total };
    budget = cap - marker.length;
  }
  const marker = `…[cut all ${total} characters; call again with a narrower request]`;
  return { text: marker.slice(0, cap), cut: total, total };
}

function cutAt(text: string, budget: number): string {
  let end = Math.min(budget, text.length);
  const newline = text.lastIndexOf('\n', end);
  if (newline >= budget * 0.6) end = newline;
  // Never split a surrogate pair.
  const code = text.charCodeAt(end - 1);
  if (code >= 0xd800 && code <= 0xdbff) end -= 1;
  return text.slice(0, end);
}
