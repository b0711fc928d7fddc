import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { sizeText } from '../displayText';
import type { FileOperation, ProposalDraft } from '../edits';
import type { Instance } from '../model/instance';
import { buildServerPack, type ServerPackResult } from '../serverPacks/serverPack';
import type { SideVerdicts } from '../serverPacks/sideVerdicts';
import { fileNameText, quoted } from '../text/toolText';
import { draftOf } from './drafts';
import { PackPlanError } from './packPlanner';
import { PlanMessages } from './planMessages';

export interface ServerPackRequest {
  instance: Instance;
  instanceId: string;
  /** The verdicts to build from, possibly changed by the person (a checklist of mods). */
  verdicts: SideVerdicts;
  /** The server pack zip to create; it must not exist. */
  target: string;
  onFile?: (done: number, total: number) => void;
}

/**
 * A server pack zip built in a private temporary folder and proposed as one new file at `target` (never replacing
 * anything): the summary counts kept and dropped mods, the impact names the problems (a missing or client-only
 * dependency of a kept mod). A declined proposal leaves nothing in the workspace.
 */
export async function proposeServerPack(
  request: ServerPackRequest,
  signal?: AbortSignal,
): Promise<{ draft: ProposalDraft; result: ServerPackResult }> {
  const { instance, instanceId, target } = request;
  const there = await fs.promises.lstat(target).then(
    () => true,
    () => false,
  );
  if (there)
    throw new PackPlanError(
      `${path.basename(target)} already exists at ${target}; Nova never overwrites. Pick another name.`,
    );
  const temp = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'nova-server-pack-'));
  let result: ServerPackResult;
  try {
    result = await buildServerPack(instance, request.verdicts, path.join(temp, path.basename(target)), 'zip', {
      signal,
      onFile: request.onFile,
    });
  } catch (error) {
    await fs.promises.rm(temp, { recursive: true, force: true }).catch(() => undefined);
    throw error;
  }
  const kept = result.verdicts.filter((v) => v.verdict !== 'drop').length;
  const dropped = result.verdicts.length - kept;
  const undoPath = path.join(instance.gameDir, 'backups', `undone-${path.basename(temp)}-${path.basename(target)}`);
  const operations: FileOperation[] = [{ kind: 'create', path: target, source: { tempFile: result.out }, undoPath }];
  const problems = result.problems.map((p) => p.message);
  const summary = PlanMessages.serverPack({
    file: fileNameText(path.basename(target)),
    instance: quoted(instanceId, 60),
    kept,
    dropped,
    files: result.files.length,
    size: sizeText(result.bytes),
  });
  const draft = draftOf(operations, summary, {
    ...(problems.length > 0
      ? { impact: problems.slice(0, 3).join(' ') + (problems.length > 3 ? ` (+${problems.length - 3} more)` : '') }
      : {}),
    risk: 'safe',
    instanceId,
  });
  return { draft, result };
}
