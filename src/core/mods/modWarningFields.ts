import { renderMessage, type Message } from '../locale/messageCatalog';
import type { ModMetadata } from '../model/modFile';

/** A mod's warning fields from the readers' messages: the English text (`--json`, the model) and the messages. */
export function modWarningFields(messages: readonly Message[]): Pick<ModMetadata, 'warnings' | 'warningMessages'> {
  const warnings = messages.map((m) => renderMessage(m));
  return messages.length === 0 ? { warnings } : { warnings, warningMessages: [...messages] };
}
