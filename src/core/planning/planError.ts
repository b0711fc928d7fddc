/**
 * Why a planner could not turn a request into proposals. `code` lets each surface word it for its audience (the
 * model gets next steps naming tools, people get localized text); `message` is a plain English default.
 */
export class PlanError extends Error {
  constructor(
    readonly code: PlanErrorCode,
    message: string,
    /** The file or name the refusal is about, for the surface's own wording. */
    readonly subject: string,
  ) {
    super(message);
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
