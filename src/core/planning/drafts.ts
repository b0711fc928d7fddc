import * as path from 'node:path';
import { inverseOfAll, type FileOperation, type ProposalDraft, type Risk } from '../edits';

/**
 * The building blocks of every change draft. Drafts are built only in src/core/planning (docs/architecture.md):
 * tools, commands and the CLI ask a planner for drafts and hand them to a ChangeApplier (src/core/ports.ts).
 */

/** What a write tool says about a change besides its operations; `summary` defaults to a plain line per kind. */
export interface DraftOptions {
  summary?: string;
  impact?: string;
  /** Default `safe` without an impact, `risky` with one. */
  risk?: Risk;
  source?: string;
  instanceId?: string;
}

/**
 * A draft of `operations` in order; its inverse is each operation's inverse, last first (no operation deletes).
 * Every planner builds its drafts through this function, so no draft is assembled by hand anywhere else.
 */
export function draftOf(operations: FileOperation[], summary: string, options: DraftOptions = {}): ProposalDraft {
  return {
    summary: options.summary ?? summary,
    ...(options.impact === undefined ? {} : { impact: options.impact }),
    risk: options.risk ?? (options.impact === undefined ? 'safe' : 'risky'),
    ...(options.source === undefined ? {} : { source: options.source }),
    ...(options.instanceId === undefined ? {} : { instanceId: options.instanceId }),
    operations,
    inverse: inverseOfAll(operations),
  };
}

/** Moving or renaming a file or folder (also "removing" into backups/). */
export function renameDraft(from: string, to: string, options: DraftOptions = {}): ProposalDraft {
  const same = path.dirname(from) === path.dirname(to);
  const shown = same ? `${path.basename(from)} → ${path.basename(to)}` : `${from} → ${to}`;
  return draftOf(
    [{ kind: 'rename', from, to }],
    `${same ? 'Rename' : 'Move'} ${shown} (not deleted; can be moved back)`,
    options,
  );
}

/** A new file from content or a temporary file; undo moves it to `undoPath`. */
export function createFileDraft(
  target: string,
  source: { content: string } | { tempFile: string },
  undoPath: string,
  options: DraftOptions = {},
): ProposalDraft {
  return draftOf(
    [{ kind: 'create', path: target, source, undoPath }],
    `Create ${path.basename(target)} (a new file; nothing existing is replaced)`,
    options,
  );
}

/** New text for an existing file; `previous` is checked before writing and restored on undo. */
export function writeFileDraft(
  target: string,
  content: string,
  previous: string,
  options: DraftOptions = {},
): ProposalDraft {
  return draftOf(
    [{ kind: 'write', path: target, content, previous }],
    `Change the text of ${path.basename(target)} (the old text is kept for undo)`,
    options,
  );
}

const DISABLED = '.disabled';

/** Disabling a mod: rename `x.jar` → `x.jar.disabled`. Safe: nothing is deleted and the rename is reversible. */
export function disableModDraft(filePath: string, instanceId: string, impact?: string): ProposalDraft {
  const name = path.basename(filePath);
  return renameDraft(filePath, filePath + DISABLED, {
    summary: `Rename ${name} → ${name}${DISABLED} (not deleted; can be renamed back)`,
    ...(impact === undefined ? {} : { impact }),
    instanceId,
  });
}

/** Enabling a mod: rename `x.jar.disabled` → `x.jar`. */
export function enableModDraft(filePath: string, instanceId: string, impact?: string): ProposalDraft {
  if (!filePath.endsWith(DISABLED))
    throw new Error(`${path.basename(filePath)} is not disabled (its name does not end in ${DISABLED}).`);
  const to = filePath.slice(0, -DISABLED.length);
  return renameDraft(filePath, to, {
    summary: `Rename ${path.basename(filePath)} → ${path.basename(to)} (enables it again; can be disabled back)`,
    ...(impact === undefined ? {} : { impact }),
    instanceId,
  });
}
