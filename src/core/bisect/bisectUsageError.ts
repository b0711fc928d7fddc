import { renderMessage, type Message } from '../locale/messageCatalog';

/**
 * A request that does not fit the bisect's state (none running, one already running, already finished), or a state
 * file Nova cannot use: the command line reports it as a usage error (exit 2), never as a Nova bug. `text`, when set,
 * is the same message by id, so each surface shows it in the person's language (bisectMessages.ts).
 */
export class BisectUsageError extends Error {
  readonly text: Message | null;
  constructor(message: string | Message, options?: ErrorOptions) {
    super(typeof message === 'string' ? message : renderMessage(message, 'en'), options);
    this.text = typeof message === 'string' ? null : message;
  }
}
