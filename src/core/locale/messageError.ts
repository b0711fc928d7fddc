import type { Locale } from './locale';
import { errorMessage } from '../text/textSafety';
import { renderMessage, type Message } from './messageCatalog';

/**
 * An error whose text a person reads, built from a message id: `message` is its English rendering (what tests, logs,
 * `--json` and the model read), `text` the same message by id, rendered in the person's language where it is shown
 * ({@link localizedError}).
 */
export class MessageError extends Error {
  readonly text: Message;
  constructor(text: Message, options?: ErrorOptions) {
    super(renderMessage(text, 'en'), options);
    this.text = text;
  }
}

/**
 * What to tell a person about a thrown value, in `locale`: the message by id when the error carries one in its `text`
 * (MessageError, PlanError, BackupError, BisectUsageError, the CLI's UsageError…), else its own `message` as it is.
 */
export function localizedError(error: unknown, locale: Locale = 'en'): string {
  const text = errorText(error);
  if (text !== null) return renderMessage(text, locale);
  return errorMessage(error);
}

/** The message by id an error carries in its `text` field, if any. */
export function errorText(error: unknown): Message | null {
  if (!(error instanceof Error) || !('text' in error)) return null;
  const text = (error as { text: unknown }).text;
  if (typeof text !== 'object' || text === null) return null;
  const { id, params } = text as { id?: unknown; params?: unknown };
  return typeof id === 'string' && typeof params === 'object' && params !== null ? (text as Message) : null;
}
