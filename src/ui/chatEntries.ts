import { questionForDisplay } from '../core/agent/chatAttachment';
import { contentText } from '../core/agent/contentText';
import type { ChatMessage } from '../core/agent/transcript';
import { withoutUntrustedTags } from '../core/tools/untrustedData';
import type { ChatEntry, ToolCard } from '../shared/protocol';

/** User messages that Nova itself added (checklist outcomes, stop notes) start with this marker. */
export const NOVA_NOTE = '[Nova]';

/**
 * The transcript as the chat shows it, rebuilt from the saved model history (so restoring a conversation needs
 * nothing but the history): the system prompt is hidden, Nova's own notes become notices, and every tool call
 * becomes a card with the result that was sent back for it.
 */
export function entriesFromHistory(messages: readonly ChatMessage[]): ChatEntry[] {
  const entries: ChatEntry[] = [];
  const cards = new Map<string, ToolCard>();
  for (const message of messages) {
    switch (message.role) {
      case 'user': {
        const text = contentText(message.content);
        if (text.startsWith(NOVA_NOTE))
          entries.push({ kind: 'notice', text: text.slice(NOVA_NOTE.length).trim(), tone: 'info' });
        else {
          // A question sent with attachments shows the person's words and the attachments' names, not their text.
          const shown = questionForDisplay(text);
          entries.push({
            kind: 'user',
            text: shown.text,
            ...(shown.attached.length > 0 ? { attached: shown.attached } : {}),
          });
        }
        break;
      }
      case 'assistant': {
        const text = contentText(message.content ?? null);
        if (text.trim() !== '') entries.push({ kind: 'assistant', text });
        for (const call of message.tool_calls ?? []) {
          if (call.type !== 'function') continue;
          const card: ToolCard = {
            id: call.id,
            name: call.function.name,
            arguments: call.function.arguments,
            result: null,
            status: 'cancelled',
          };
          cards.set(call.id, card);
          entries.push({ kind: 'tool', card });
        }
        break;
      }
      case 'tool': {
        const card = cards.get(message.tool_call_id);
        if (card === undefined) break;
        card.result = withoutUntrustedTags(contentText(message.content));
        card.status = /^Queued for the user's confirmation/.test(card.result)
          ? 'queued'
          : /^(Refused|Not run|Error|Cancelled)/i.test(card.result)
            ? 'error'
            : 'result';
        break;
      }
      default:
        break;
    }
  }
  return entries;
}
