import { renderMessage, type Message } from '../locale/messageCatalog';

/**
 * Why a planner could not turn a request into proposals. `code` lets each surface word it for its audience (the
 * model gets next steps naming tools, people get localized text); `text` is the refusal by id (planRefusalMessages.ts),
 * rendered in the person's language where it is shown; `message` is its English rendering.
 */
export class PlanError extends Error {
  readonly text: Message;
  constructor(
    readonly code: PlanErrorCode,
    text: Message,
    /** The file or name the refusal is about, for the surface's own wording. */
    readonly subject: string,
  ) {
    super(renderMessage(text, 'en'));
    this.text = text;
    this.name = 'PlanError';
  }
}

export type PlanErrorCode =
  /** A named mod file is not in the instance's mods/ folder (any more). */
  | 'no-such-file'
  | 'already-disabled'
  | 'already-enabled'
  /** The name the change would create is taken; nothing is overwritten. */
  | 'target-exists';
