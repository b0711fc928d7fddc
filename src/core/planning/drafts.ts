import * as path from 'node:path';
import { inverseOfAll, type FileOperation, type ImpactPart, type ProposalDraft, type Risk } from '../edits';
import { renderMessage, type Message } from '../locale/messageCatalog';
import { PlanMessages } from './planMessages';
import { PlanRefusalMessages } from './planRefusalMessages';
import { MessageError } from '../locale/messageError';

/**
 * The building blocks of every change draft. Drafts are built only in src/core/planning (docs/architecture.md):
 * tools, commands and the CLI ask a planner for drafts and hand them to a ChangeApplier (src/core/ports.ts).
 */

/** What a write tool says about a change besides its operations; `summary` defaults to a plain line per kind. */
export interface DraftOptions {
  /** A message is rendered in English for `summary` and kept as `summaryMessage` for the checklist. */
  summary?: string | Message;
  /** Parts are joined with "; " in English for `impact` and kept as `impactParts` for the checklist. */
  impact?: string | readonly ImpactPart[];
  /** Default `safe` without an impact, `risky` with one. */
  risk?: Risk;
  source?: string;
  instanceId?: string;
}

/**
 * A draft of `operations` in order; its inverse is each operation's inverse, last first (no operation deletes).
 * Every planner builds its drafts through this function, so no draft is assembled by hand anywhere else.
 */
export function draftOf(
  operations: FileOperation[],
  summary: string | Message,
  options: DraftOptions = {},
): ProposalDraft {
  const shown = options.summary ?? summary;
  const impact = options.impact;
  return {
    ...(typeof shown === 'string' ? { summary: shown } : { summary: renderMessage(shown), summaryMessage: shown }),
    ...(impact === undefined
      ? {}
      : typeof impact === 'string'
        ? { impact }
        : { impact: impactEnglish(impact), impactParts: impact }),
    risk: options.risk ?? (impact === undefined ? 'safe' : 'risky'),
    ...(options.source === undefined ? {} : { source: options.source }),
    ...(options.instanceId === undefined ? {} : { instanceId: options.instanceId }),
    operations,
    inverse: inverseOfAll(operations),
  };
}

/** Impact parts in English, joined as the model reads them. */
export function impactEnglish(parts: readonly ImpactPart[]): string {
  return parts.map((part) => (typeof part === 'string' ? part : renderMessage(part))).join('; ');
}

/** `draft` with `parts` added to its impact line (after what it says already), and risky. */
export function withImpact(draft: ProposalDraft, parts: readonly ImpactPart[]): ProposalDraft {
  const before: readonly ImpactPart[] = draft.impact === undefined ? [] : (draft.impactParts ?? [draft.impact]);
  const all = [...before, ...parts];
  return { ...draft, impact: impactEnglish(all), impactParts: all, risk: 'risky' };
}

/** Moving or renaming a file or folder (also "removing" into backups/). */
export function renameDraft(from: string, to: string, options: DraftOptions = {}): ProposalDraft {
  const same = path.dirname(from) === path.dirname(to);
  const shown = same ? `${path.basename(from)} → ${path.basename(to)}` : `${from} → ${to}`;
  return draftOf(
    [{ kind: 'rename', from, to }],
    same ? PlanMessages.renameAside({ shown }) : PlanMessages.moveAside({ shown }),
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
    PlanMessages.createFile({ file: path.basename(target) }),
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
    PlanMessages.writeFile({ file: path.basename(target) }),
    options,
  );
}

const DISABLED = '.disabled';

/** Disabling a mod: rename `x.jar` → `x.jar.disabled`. Safe: nothing is deleted and the rename is reversible. */
export function disableModDraft(
  filePath: string,
  instanceId: string,
  impact?: string | readonly ImpactPart[],
): ProposalDraft {
  const name = path.basename(filePath);
  return renameDraft(filePath, filePath + DISABLED, {
    summary: PlanMessages.renameDisable({ from: name, to: `${name}${DISABLED}` }),
    ...(impact === undefined ? {} : { impact }),
    instanceId,
  });
}

/** Enabling a mod: rename `x.jar.disabled` → `x.jar`. */
export function enableModDraft(
  filePath: string,
  instanceId: string,
  impact?: string | readonly ImpactPart[],
): ProposalDraft {
  if (!filePath.endsWith(DISABLED))
    throw new MessageError(PlanRefusalMessages.notDisabledName({ file: path.basename(filePath), suffix: DISABLED }));
  const to = filePath.slice(0, -DISABLED.length);
  return renameDraft(filePath, to, {
    summary: PlanMessages.renameEnable({ from: path.basename(filePath), to: path.basename(to) }),
    ...(impact === undefined ? {} : { impact }),
    instanceId,
  });
}
