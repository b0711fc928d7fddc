import { abortableSleep } from './abortableSleep';
import type { ProposedChange } from './edits';
import type { Message } from './locale/messageCatalog';

/**
 * What a host can offer the agent beyond reading files. A tool that needs a capability the host lacks is not
 * registered at all, so the model never sees it (docs/architecture.md principle 6).
 */
export type HostCapability = 'ui' | 'network';

/** The views `open_page` can reveal. None of them changes anything; they send the user where only the UI can act. */
export type PageTarget = 'problems' | 'settings' | 'chat' | 'file' | 'output';

/** The host's UI, as far as the core needs it. Implemented by the VS Code host only. */
export interface UiPort {
  /** Reveals a view; `file` needs an absolute path. Rejects with a sentence naming what could not be opened. */
  openPage(target: PageTarget, filePath: string | null): Promise<void>;
}

/** Time, injected so retries and countdowns are testable without waiting. */
export interface Clock {
  now(): number;
  /** Resolves after `ms`, or rejects with the signal's reason when it aborts first. */
  sleep(ms: number, signal: AbortSignal): Promise<void>;
}

/** The real clock. */
export const systemClock: Clock = {
  now: () => Date.now(),
  sleep: abortableSleep,
};

/** What became of one proposed change after the user saw the checklist. */
export interface ApprovalOutcome {
  /** The proposal's `item` number. */
  item: number;
  status: 'applied' | 'declined' | 'failed';
  /** For `failed`: what went wrong, in English (what the model and `--json` read); for `declined`: the user's optional reason. */
  detail?: string;
  /**
   * For `failed`, when the applier knows it: the same reason as a message by id, so a person reads it in their own
   * language (src/core/journal/outcomeReason.ts picks it).
   */
  message?: Message;
}

/**
 * The one way Nova changes files, implemented once by the host: applies the `picked` proposals (default: all) as one
 * journaled batch named `label`, so "Undo Last Change" takes the batch back, and discards what write tools prepared
 * for the others (declined, or failed) in the temporary folder. Reports every proposal of the batch: `applied`,
 * `failed` (with what went wrong; nothing changed for it) or `declined`, in item order. Applied proposals keep their
 * prepared files: undoing a restore or an install moves files back into them.
 */
export interface ChangeApplier {
  apply(
    proposals: readonly ProposedChange[],
    label: string,
    picked?: readonly ProposedChange[],
  ): Promise<ApprovalOutcome[]>;
}
