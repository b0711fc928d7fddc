import type { ChatMessage } from './transcript';

/**
 * A conservative token estimate of what a request sends (about 3.5 characters per token of its JSON, which
 * over-counts English prose and JSON schemas slightly, so the window is not overrun by a bad guess).
 */
export function estimateTokens(value: unknown): number {
  return Math.ceil(JSON.stringify(value ?? '').length / 3.5);
}

/** What fitting a history into the window did, for the note the chat shows. */
export interface FitResult {
  messages: ChatMessage[];
  /** Older tool results replaced by a short note. */
  trimmedResults: number;
  /** Older turns folded into one summary message. */
  summarizedTurns: number;
  /** The estimate after fitting (may still exceed the budget when the last turn alone does). */
  tokens: number;
}

export const TRIMMED_RESULT =
  'Result trimmed to fit the context window. Call the tool again if you need it; ids it showed are still valid.';
const SUMMARY_PREFIX = '[Nova] Earlier in this conversation (summarized to fit the context window):';

function text(content: unknown): string {
  if (typeof content === 'string') return content;
  if (Array.isArray(content))
    return content
      .map((p: unknown) => (typeof p === 'object' && p !== null && 'text' in p ? String(p.text) : ''))
      .join('');
  return '';
}

function oneLine(value: string, max: number): string {
  const line = value.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

/** Index of the first message of each turn (a person's question that is not one of Nova's own notes). */
function turnStarts(messages: readonly ChatMessage[]): number[] {
  const starts: number[] = [];
  messages.forEach((m, i) => {
    if (m.role === 'user' && !text(m.content).startsWith('[Nova]')) starts.push(i);
  });
  return starts;
}

/**
 * Fits a conversation into `budget` tokens (what the window leaves after the tool list and the answer): first the
 * results of tool calls before the last turn are replaced by a short note, oldest first; if that is not enough,
 * the oldest whole turns are folded into one summary message (each question with the start of its final answer).
 * A turn is only ever removed whole, so every assistant tool call keeps its answer; the system prompt and the last
 * turn stay as they are.
 */
export function fitToContext(messages: readonly ChatMessage[], budget: number): FitResult {
  let out: ChatMessage[] = [...messages];
  let tokens = estimateTokens(out);
  let trimmedResults = 0;
  let summarizedTurns = 0;
  if (tokens <= budget) return { messages: out, trimmedResults, summarizedTurns, tokens };
  const starts = turnStarts(out);
  const lastTurn = starts.at(-1) ?? out.length;
  for (let i = 0; i < lastTurn && tokens > budget; i++) {
    const m = out[i];
    if (m?.role !== 'tool' || text(m.content) === TRIMMED_RESULT) continue;
    out[i] = { ...m, content: TRIMMED_RESULT };
    trimmedResults += 1;
    tokens = estimateTokens(out);
  }
  if (tokens <= budget) return { messages: out, trimmedResults, summarizedTurns, tokens };
  const head = out[0]?.role === 'system' ? [out[0]] : [];
  const body = out.slice(head.length);
  const bodyStarts = turnStarts(body);
  // Messages before the first question (an earlier summary) count as part of the first turn.
  const turns: ChatMessage[][] = bodyStarts.map((start, t) =>
    body.slice(t === 0 ? 0 : start, bodyStarts[t + 1] ?? body.length),
  );
  const lines: string[] = [];
  while (turns.length > 1 && tokens > budget) {
    const turn = turns.shift() ?? [];
    for (const m of turn) {
      const content = text(m.content);
      if (m.role === 'user' && content.startsWith(SUMMARY_PREFIX))
        lines.push(content.slice(SUMMARY_PREFIX.length).trim());
    }
    const question = turn.find((m) => m.role === 'user' && !text(m.content).startsWith('[Nova]'));
    const answer = [...turn].reverse().find((m) => m.role === 'assistant' && text(m.content).trim() !== '');
    if (question !== undefined)
      lines.push(
        `- Asked: ${oneLine(text(question.content), 160)}${answer !== undefined ? ` Answered: ${oneLine(text(answer.content), 240)}` : ''}`,
      );
    summarizedTurns += 1;
    const summary: ChatMessage = { role: 'user', content: `${SUMMARY_PREFIX}\n${lines.join('\n')}` };
    out = [...head, summary, ...turns.flat()];
    tokens = estimateTokens(out);
  }
  return { messages: out, trimmedResults, summarizedTurns, tokens };
}
