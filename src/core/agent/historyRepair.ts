import type { ChatMessage, ToolMessage } from './transcript';

/**
 * A history every server accepts: each assistant `tool_calls` entry is followed by exactly one `tool` message
 * for its id (a missing one is answered "no result"), and `tool` messages that answer no call are dropped.
 * Protects against histories saved by a host that crashed mid-turn.
 */
export function repairHistory(messages: readonly ChatMessage[]): ChatMessage[] {
  const out: ChatMessage[] = [];
  let open: string[] = [];
  const close = (): void => {
    for (const id of open) {
      const answer: ToolMessage = {
        role: 'tool',
        tool_call_id: id,
        content: 'No result: the session ended before this call finished. Call it again if you still need it.',
      };
      out.push(answer);
    }
    open = [];
  };
  for (const message of messages) {
    if (message.role === 'tool') {
      const at = open.indexOf(message.tool_call_id);
      if (at < 0) continue;
      open.splice(at, 1);
      out.push(message);
      continue;
    }
    close();
    out.push(message);
    if (message.role === 'assistant' && message.tool_calls !== undefined) open = message.tool_calls.map((c) => c.id);
  }
  close();
  return out;
}
