import * as assert from 'node:assert/strict';
import { estimateTokens, fitToContext, TRIMMED_RESULT } from '../../src/core/agent/contextBudget';
import type { ChatMessage } from '../../src/core/agent/transcript';

/** A message's content as text (all contents here are strings). */
function text(content: unknown): string {
  return typeof content === 'string' ? content : '';
}

/** One turn: a question, a tool call with a long result, and the final answer. */
function turn(n: number, resultChars = 4000): ChatMessage[] {
  return [
    { role: 'user', content: `Question ${n} about the pack?` },
    {
      role: 'assistant',
      content: '',
      tool_calls: [
        { id: `c${n}`, type: 'function', function: { name: 'list_mods', arguments: '{"instance_id":"p"}' } },
      ],
    },
    { role: 'tool', tool_call_id: `c${n}`, content: `mods of turn ${n}: ${'x'.repeat(resultChars)}` },
    { role: 'assistant', content: `Answer ${n}: it is fine.` },
  ];
}

/** Every assistant tool call is followed by one tool message per call id, before the next assistant message. */
function everyCallAnswered(messages: readonly ChatMessage[]): boolean {
  for (let i = 0; i < messages.length; i++) {
    const m = messages[i];
    if (m?.role !== 'assistant' || !m.tool_calls?.length) continue;
    const answered = new Set<string>();
    for (let j = i + 1; j < messages.length && messages[j]?.role === 'tool'; j++) {
      const t = messages[j];
      if (t?.role === 'tool') answered.add(t.tool_call_id);
    }
    if (!m.tool_calls.every((c) => answered.has(c.id))) return false;
  }
  return true;
}

describe('Fitting a conversation into the context window', () => {
  const system: ChatMessage = { role: 'system', content: 'You are Nova.' };
  const history: ChatMessage[] = [system, ...turn(1), ...turn(2), ...turn(3)];

  it('leaves a history that fits untouched', () => {
    const fit = fitToContext(history, estimateTokens(history) + 10);
    assert.deepEqual(fit.messages, history);
    assert.equal(fit.trimmedResults + fit.summarizedTurns, 0);
  });

  it('trims older tool results first, oldest first, and keeps the last turn whole', () => {
    const budget = estimateTokens(history) - 1000;
    const fit = fitToContext(history, budget);
    assert.equal(fit.summarizedTurns, 0);
    assert.ok(fit.trimmedResults >= 1 && fit.trimmedResults <= 2);
    const tools = fit.messages.filter((m) => m.role === 'tool').map((m) => text(m.content));
    assert.equal(tools[0], TRIMMED_RESULT, 'the oldest result goes first');
    assert.match(tools.at(-1) ?? '', /^mods of turn 3/, "the last turn's result stays");
    assert.ok(fit.tokens <= budget);
    assert.equal(fit.messages.length, history.length);
    assert.ok(everyCallAnswered(fit.messages));
  });

  it('then folds the oldest turns into one summary, never leaving a tool call without its answer', () => {
    const budget = estimateTokens([system, ...turn(3)]) + 150;
    const fit = fitToContext(history, budget);
    assert.ok(fit.summarizedTurns >= 1, JSON.stringify(fit));
    assert.equal(fit.messages[0], system, 'the system prompt stays first');
    const summary = text(fit.messages[1]?.content);
    assert.match(summary, /^\[Nova\] Earlier in this conversation/);
    assert.match(summary, /Asked: Question 1 about the pack\? Answered: Answer 1: it is fine\./);
    assert.deepEqual(
      fit.messages.slice(-4).map((m) => m.role),
      ['user', 'assistant', 'tool', 'assistant'],
    );
    assert.ok(everyCallAnswered(fit.messages));
    assert.ok(fit.tokens <= budget, `${fit.tokens} <= ${budget}`);
  });

  it('keeps an earlier summary when it folds more turns', () => {
    const first = fitToContext(history, estimateTokens([system, ...turn(3)]) + 150).messages;
    const again = fitToContext([...first, ...turn(4)], estimateTokens([system, ...turn(4)]) + 120);
    const summary = text(again.messages[1]?.content);
    assert.match(summary, /Question 1/);
    assert.match(summary, /Question 3/);
    assert.ok(everyCallAnswered(again.messages));
  });
});
