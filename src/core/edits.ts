import type { Message } from './locale/messageCatalog';

/**
 * One file operation of a proposed change. Paths are absolute. No operation deletes: the inverse of a creation
 * moves the new file aside to `undoPath` (the instance's `backups/` or the journal's folder), so even
 * undo never hard-deletes (docs/architecture.md principle 4).
 */
export type FileOperation =
  | { kind: 'rename'; from: string; to: string }
  /** A new file; large content is written to a temporary file first and moved into place by the host. */
  | { kind: 'create'; path: string; source: { content: string } | { tempFile: string }; undoPath: string }
  /** Replaces the whole text of an existing file; `previous` is what the host must find there (and restores on undo). */
  | { kind: 'write'; path: string; content: string; previous: string };

export type Risk = 'safe' | 'risky';

/** One part of an impact line: a message by id, or a text that stays as written. */
export type ImpactPart = Message | string;

/**
 * A change the model asked for, as data: what the checklist shows and what the host applies and journals.
 * Drafted only in src/core/planning (see planning/drafts.ts); numbered (`item`) by the agent loop within one turn's batch.
 */
export interface ProposedChange {
  /** 1-based position in the turn's batch; the model was told "queued … as item N". */
  item: number;
  /** The write tool that proposed it and its display name for the checklist. */
  tool: string;
  displayName: string;
  /** One plain-language line: "Rename a.jar → a.jar.disabled (not deleted; can be renamed back)". */
  summary: string;
  /** `summary` as a message (src/core/planning/planMessages.ts), rendered per locale in the checklist. */
  summaryMessage?: Message;
  /** Known consequences in words ("Iris depends on Sodium and will stop loading"), when known. */
  impact?: string;
  /**
   * `impact` in parts joined with "; ": messages rendered per locale, and texts that stay as written (warnings read
   * from a service). Present only while it renders to `impact` in English (planning/summaries.ts checks that).
   */
  impactParts?: readonly ImpactPart[];
  /** `safe` items are picked by default in the checklist; `risky` ones are not. */
  risk: Risk;
  /** Where the idea came from: the tool results whose ids the call used (untrusted fetched text is named here). */
  source?: string;
  /** The instance the change belongs to, when it belongs to one. */
  instanceId?: string;
  operations: FileOperation[];
  /** Applying these in order takes the change back. */
  inverse: FileOperation[];
}

/** A proposal as a write tool returns it; the loop adds `item`, `tool` and `displayName`. */
export type ProposalDraft = Omit<ProposedChange, 'item' | 'tool' | 'displayName'>;

/**
 * Drafts as checklist items `first`, `first + 1`, … of one batch, credited to the write tool (or the command acting
 * as it) that proposed them. `source` is where the idea came from when a draft does not say so itself.
 */
export function numberProposals(
  drafts: readonly ProposalDraft[],
  tool: { name: string; displayName: string },
  first = 1,
  source?: string,
): ProposedChange[] {
  return drafts.map((draft, i) => ({
    ...draft,
    item: first + i,
    tool: tool.name,
    displayName: tool.displayName,
    ...(draft.source === undefined && source === undefined ? {} : { source: draft.source ?? source }),
  }));
}

/** The operation that undoes `op` (see FileOperation for why creations are moved aside, not deleted). */
export function inverseOf(op: FileOperation): FileOperation {
  switch (op.kind) {
    case 'rename':
      return { kind: 'rename', from: op.to, to: op.from };
    case 'create':
      return { kind: 'rename', from: op.path, to: op.undoPath };
    case 'write':
      return { kind: 'write', path: op.path, content: op.previous, previous: op.content };
  }
}

/** The inverse of a sequence: each operation's inverse, last first. */
export function inverseOfAll(ops: readonly FileOperation[]): FileOperation[] {
  return [...ops].reverse().map(inverseOf);
}
