import type { ChatMessage } from '../core/agent/transcript';
import { entriesFromHistory } from './chatEntries';

/** The headings of the export, already translated by the caller. */
export interface MarkdownLabels {
  title: string;
  you: string;
  nova: string;
  tool: string;
}

/** Quotes text as a Markdown block quote, line by line. */
function quote(text: string): string {
  return text
    .split('\n')
    .map((line) => `> ${line}`.trimEnd())
    .join('\n');
}

/**
 * A conversation as Markdown for people: the questions and answers as sections, each tool call as a quoted line
 * with its result, Nova's own notes quoted. The system prompt is left out (as in the chat).
 */
export function conversationMarkdown(messages: readonly ChatMessage[], labels: MarkdownLabels): string {
  const parts: string[] = [`# ${labels.title}`];
  for (const entry of entriesFromHistory(messages)) {
    switch (entry.kind) {
      case 'user':
        parts.push(`## ${labels.you}`, entry.text);
        break;
      case 'assistant':
        parts.push(`## ${labels.nova}`, entry.text);
        break;
      case 'tool': {
        const result = entry.card.result === null ? '' : `\n${quote(entry.card.result)}`;
        parts.push(
          `> **${labels.tool}** \`${entry.card.name}\` ${entry.card.arguments}${result === '' ? '' : '\n>'}${result}`,
        );
        break;
      }
      case 'notice':
        parts.push(quote(entry.text));
        break;
      default:
        break;
    }
  }
  return `${parts.join('\n\n')}\n`;
}
