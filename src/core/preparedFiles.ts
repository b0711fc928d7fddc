import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import type { FileOperation, ProposalDraft } from './edits';

/** Prefixes of the folders Nova's write tools create with `mkdtemp` in the OS temp folder. */
const PREPARED_PREFIXES = ['nova-modrinth-', 'nova-export-', 'nova-install-', 'nova-backup-', 'nova-restore-'];

/**
 * The private folders write tools prepared their output in (downloads, exports, imports, backups): a folder with
 * one of Nova's prefixes directly inside the OS temp folder that an operation reads from — and never one that is,
 * holds or sits in a workspace folder (a user may open a folder under /tmp). Anything else is never touched.
 */
export function preparedFolders(
  proposals: readonly Pick<ProposalDraft, 'operations'>[],
  workspaceRoots: readonly string[],
  tempRoot = os.tmpdir(),
): string[] {
  const folders = new Set<string>();
  for (const proposal of proposals)
    for (const op of proposal.operations)
      for (const file of sources(op)) {
        const folder = preparedFolderOf(file, workspaceRoots, tempRoot);
        if (folder !== null) folders.add(folder);
      }
  return [...folders].sort();
}

/**
 * The prepared folder `file` lies in (see {@link preparedFolders} for which folders count), or null. The applier
 * lets operations move files out of such a folder (and undo move them back), as it does a creation's temp source.
 */
export function preparedFolderOf(
  file: string,
  workspaceRoots: readonly string[],
  tempRoot = os.tmpdir(),
): string | null {
  const root = path.resolve(tempRoot);
  const roots = workspaceRoots.map((r) => path.resolve(r));
  const related = (a: string, b: string) => a === b || a.startsWith(b + path.sep) || b.startsWith(a + path.sep);
  let dir = path.resolve(file);
  while (path.dirname(dir) !== dir) {
    const parent = path.dirname(dir);
    if (parent === root) {
      const name = path.basename(dir);
      return PREPARED_PREFIXES.some((p) => name.startsWith(p)) && !roots.some((r) => related(dir, r)) ? dir : null;
    }
    dir = parent;
  }
  return null;
}

function sources(op: FileOperation): string[] {
  switch (op.kind) {
    case 'create':
      return 'tempFile' in op.source ? [op.source.tempFile] : [];
    case 'rename':
      return [op.from];
    case 'write':
      return [];
  }
}

/**
 * Removes what write tools prepared for proposals the user declined (or that failed), so a declined download,
 * export or import leaves nothing behind. Callers keep the folders of applied proposals: undoing a restore or an
 * install moves files back into them.
 */
export async function discardPreparedFiles(
  proposals: readonly Pick<ProposalDraft, 'operations'>[],
  workspaceRoots: readonly string[],
  tempRoot = os.tmpdir(),
): Promise<void> {
  await Promise.all(
    preparedFolders(proposals, workspaceRoots, tempRoot).map((dir) =>
      fs.promises.rm(dir, { recursive: true, force: true }),
    ),
  );
}
