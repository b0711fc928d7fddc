import * as path from 'node:path';
import type { FileOperation, ImpactPart, ProposalDraft } from '../edits';
import { resolveInside } from '../archive/archiveSafety';
import { draftOf } from './drafts';
import type { Message } from '../locale/messageCatalog';
import { PlanMessages } from './planMessages';
import { sizeText } from '../displayText';
import { BackupError, DEFAULT_BACKUP_INCLUDE, type BackupInfo } from '../backups/backupService';
import { prepareBackup, prepareRestore, type RestorePlan } from '../backups/restorePlan';
import type { Instance } from '../model/instance';
import { quoted } from '../text/toolText';
import { BackupM } from '../backups/backupMessages';
import { pathList, warningsText } from './planText';

/**
 * A backup zip of the chosen game-folder paths (`null`: mods, config, saves and options.txt), made now in a private
 * temporary folder and proposed as one new file in `backups/`. Throws BackupError, also when none of the paths exists.
 */
export async function proposeBackup(
  instance: Instance,
  instanceId: string,
  include: readonly string[] | null,
  signal?: AbortSignal,
): Promise<{ draft: ProposalDraft; backup: BackupInfo; warnings: Message[] }> {
  const prepared = await prepareBackup(instance, {
    ...(include === null ? {} : { include: [...include] }),
    reason: 'manual',
    ...(signal === undefined ? {} : { signal }),
  });
  const { info } = prepared;
  if (info.include.length === 0) {
    throw new BackupError(
      BackupM.nothingToBackUp({
        paths: include?.map((p) => quoted(p, 40)).join(', ') ?? DEFAULT_BACKUP_INCLUDE.join(', '),
        instance: quoted(instanceId),
      }),
    );
  }
  const operations: FileOperation[] = [
    { kind: 'create', path: prepared.target, source: { tempFile: prepared.tempFile }, undoPath: prepared.undoPath },
  ];
  const proposal = draft(operations, {
    summary: PlanMessages.backup({
      file: path.basename(prepared.target),
      instance: quoted(instanceId, 60),
      paths: pathList(info.include),
      files: info.files,
      size: sizeText(info.bytes),
    }),
    impact: impactOf(prepared.warnings),
    risk: 'safe',
    instanceId,
  });
  return { draft: proposal, backup: { ...info, file: prepared.target }, warnings: prepared.warnings };
}

/**
 * Restoring backup `backupId`, prepared now (checked whole and extracted into a private temporary folder, the
 * current state zipped) and proposed as one risky change: the safety zip into `backups/`, the current paths moved to
 * `backups/replaced-<id>/`, the restored paths moved into place. Throws BackupError or ArchiveSafetyError.
 */
export async function proposeRestore(
  instance: Instance,
  instanceId: string,
  backupId: string,
  signal?: AbortSignal,
): Promise<{ draft: ProposalDraft; plan: RestorePlan }> {
  const plan = await prepareRestore(instance, backupId, signal === undefined ? {} : { signal });
  const what = {
    id: plan.backup.id,
    instance: quoted(instanceId, 60),
    paths: pathList(plan.restored),
    files: plan.files,
  };
  const summary =
    plan.safety === null
      ? PlanMessages.restoreNothingReplaced(what)
      : PlanMessages.restoreReplacing({
          ...what,
          current: pathList(plan.replaced),
          safety: `backups/${path.basename(plan.safety.target)}`,
          aside: `backups/${path.basename(plan.replacedDir)}/`,
        });
  const warnings = warningsText(plan.warnings);
  const proposal = draft(restoreOperations(plan), {
    summary,
    impact: [
      PlanMessages.restoreReplaces({
        paths: pathList(plan.replaced.length > 0 ? plan.replaced : plan.restored),
        when: plan.backup.created.slice(0, 16).replace('T', ' '),
      }),
      ...(warnings === undefined ? [] : [warnings]),
    ],
    risk: 'risky',
    instanceId,
  });
  return { draft: proposal, plan };
}

/** The restore's operations: the safety zip into `backups/`, the current paths aside, the restored paths in. */
function restoreOperations(plan: RestorePlan): FileOperation[] {
  const operations: FileOperation[] = [];
  if (plan.safety !== null)
    operations.push({
      kind: 'create',
      path: plan.safety.target,
      source: { tempFile: plan.safety.tempFile },
      undoPath: plan.safety.undoPath,
    });
  for (const root of plan.replaced)
    operations.push({
      kind: 'rename',
      from: resolveInside(plan.gameDir, root),
      to: resolveInside(plan.replacedDir, root),
    });
  for (const root of plan.restored)
    operations.push({
      kind: 'rename',
      from: resolveInside(plan.extracted, root),
      to: resolveInside(plan.gameDir, root),
    });
  return operations;
}

/** A draft of several operations; undo applies each inverse, last first (no operation deletes). */
function draft(
  operations: FileOperation[],
  options: {
    summary: Message;
    impact: string | readonly ImpactPart[] | undefined;
    risk: 'safe' | 'risky';
    instanceId: string;
  },
): ProposalDraft {
  return draftOf(operations, options.summary, {
    ...(options.impact === undefined || options.impact === '' ? {} : { impact: options.impact }),
    risk: options.risk,
    instanceId: options.instanceId,
  });
}

/** The impact of a draft whose only consequence is the service's warnings (none when it has none). */
function impactOf(warnings: readonly Message[]): Message[] | undefined {
  const text = warningsText(warnings);
  return text === undefined ? undefined : [text];
}
