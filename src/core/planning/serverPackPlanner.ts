import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { sizeText } from '../displayText';
import type { FileOperation, ProposalDraft } from '../edits';
import type { Instance } from '../model/instance';
import { buildServerPack, type ServerPackResult } from '../serverPacks/serverPack';
import type { SideVerdicts } from '../serverPacks/sideVerdicts';
import { fileNameText, quoted } from '../text/toolText';
import { loadPackwizProject, type PackwizModEntry } from '../packwiz/packwizProject';
import type { ModVerdict } from '../serverPacks/sideVerdicts';
import { draftOf } from './drafts';
import { PackPlanError } from './packPlanner';
import { PackPlanMessages } from './packPlanMessages';
import { packwizSideDraft, type SideChange } from './packwizPlanner';
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
    throw new PackPlanError(PackPlanMessages.exists({ file: path.basename(target), path: target, label: 'name' }));
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

/** One proposed `side` change: the verdict it comes from, the metafile's side now and the side proposed. */
export interface ProposedSide extends SideChange {
  file: string;
  from: 'client' | 'server' | 'both';
}

/**
 * The server-pack verdicts of a packwiz pack as `side` changes of its metafiles (docs/server-packs.md): a dropped mod
 * becomes `client`; a kept mod decided server-only becomes `server`; any other kept mod whose metafile says `client`
 * (a kept library, a mod the person ticked) becomes `both`. Undecided mods, and metafiles that already agree, are left
 * alone. A verdict is matched to its metafile by the metafile itself, or for a jar on disk by the metafile's target.
 */
export function packwizSideChanges(mods: readonly PackwizModEntry[], verdicts: readonly ModVerdict[]): ProposedSide[] {
  const changes: ProposedSide[] = [];
  for (const v of verdicts) {
    const mod =
      v.file.packwiz !== undefined
        ? mods.find((m) => m.metafile === v.file.packwiz!.metafile)
        : mods.find((m) => m.target.toLowerCase() === `mods/${v.file.fileName}`.toLowerCase());
    if (mod === undefined || mod.indexEntry === null) continue;
    const from = mod.meta.side;
    let side: SideChange['side'] | null = null;
    if (v.verdict === 'drop') side = 'client';
    else if (v.verdict === 'keep')
      side = v.decidedBy?.claim === 'server' ? 'server' : from === 'client' ? 'both' : null;
    if (side !== null && side !== from) changes.push({ metafile: mod.metafile, side, from, file: v.file.fileName });
  }
  return changes.sort((a, b) => (a.metafile < b.metafile ? -1 : a.metafile > b.metafile ? 1 : 0));
}

/**
 * The verdicts of a packwiz instance as one draft setting the metafiles' sides (index and pack.toml hashes updated,
 * packwizPlanner.ts), or null when the instance is not a packwiz pack or every side already agrees.
 */
export async function proposePackwizSides(
  instance: Instance,
  instanceId: string,
  verdicts: readonly ModVerdict[],
): Promise<{ draft: ProposalDraft; changes: ProposedSide[] } | null> {
  if (instance.layout !== 'packwiz') return null;
  const project = await loadPackwizProject(instance.root);
  const changes = packwizSideChanges(project.mods, verdicts);
  if (changes.length === 0) return null;
  return { draft: await packwizSideDraft(instance, instanceId, changes), changes };
}
