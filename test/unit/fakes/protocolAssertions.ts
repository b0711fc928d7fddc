import * as assert from 'node:assert/strict';

interface WireMessage {
  role: string;
  content?: unknown;
  tool_calls?: Array<{ id: string; type?: string; function: { name: string; arguments: string } }>;
  tool_call_id?: string;
}

/**
 * Asserts what every OpenAI-compatible server requires of a history: each assistant tool call is answered by
 * exactly one `tool` message right after it (before any other role), no `tool` message answers nothing, and
 * call arguments are strings.
 */
export function assertValidHistory(messages: readonly WireMessage[]): void {
  for (let i = 0; i < messages.length; i++) {
    const message = messages[i] as WireMessage;
    if (message.role === 'tool') {
      assert.fail(`message ${i}: a tool message (${message.tool_call_id}) that follows no assistant tool call`);
    }
    if (message.role !== 'assistant' || message.tool_calls === undefined || message.tool_calls.length === 0) continue;
    const open = new Set(message.tool_calls.map((c) => c.id));
    assert.equal(open.size, message.tool_calls.length, `message ${i}: duplicate tool_call ids`);
    for (const call of message.tool_calls) {
      assert.equal(typeof call.function.arguments, 'string', `message ${i}: arguments must be a string`);
      assert.equal(call.type, 'function');
    }
    let j = i + 1;
    for (; j < messages.length && (messages[j] as WireMessage).role === 'tool'; j++) {
      const id = (messages[j] as WireMessage).tool_call_id ?? '';
      assert.ok(open.delete(id), `message ${j}: tool result for unknown or already answered id ${id}`);
      assert.equal(typeof (messages[j] as WireMessage).content, 'string');
    }
    assert.equal(open.size, 0, `message ${i}: tool_call ids never answered: ${[...open].join(', ')}`);
    i = j - 1;
  }
}
