import * as path from 'node:path';
import type { FileOperation } from '../edits';
import { isInsidePath } from '../fs/safeRead';
import { ServedRoots } from '../fs/servedRoots';
import { preparedFolderOf } from '../preparedFiles';
import type { Message } from '../locale/messageCatalog';
import { JournalM } from './journalMessages';

/** Folders inside a workspace that no change may touch: editor settings (auto-approve attacks) and VCS data. */
const PROTECTED = ['.vscode', '.git', '.idea'];

/** Every path an operation reads from or writes to, `from` before `to`. */
export function operationPaths(op: FileOperation): string[] {
  switch (op.kind) {
    case 'rename':
      return [op.from, op.to];
    case 'create':
      return 'tempFile' in op.source ? [op.source.tempFile, op.path] : [op.path];
    case 'write':
      return [op.path];
  }
}

/** The paths whose state is checked before undo and redo: everything the operations name except temp sources. */
export function touchedPaths(ops: readonly FileOperation[]): string[] {
  const out = new Set<string>();
  for (const op of ops) {
    if (op.kind === 'create') out.add(op.path);
    else for (const p of operationPaths(op)) out.add(p);
  }
  return [...out];
}

/** True when `file` is `root` itself or lies below it (after resolving `..`). */
export function isInside(root: string, file: string): boolean {
  const rel = path.relative(path.resolve(root), path.resolve(file));
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
}

/**
 * Why the operations may not be applied (a message by id, journalMessages.ts), or null when they may: every path (except a creation's temporary source
 * and a path inside a folder a planner prepared in the OS temp folder, which Nova owns) must be absolute, inside a
 * workspace folder, and outside the protected folders.
 */
export function refusalFor(ops: readonly FileOperation[], roots: readonly string[]): Message | null {
  for (const op of ops) {
    const paths = op.kind === 'create' ? [op.path] : operationPaths(op);
    for (const file of paths) {
      if (!path.isAbsolute(file)) return JournalM.notAbsolute({ path: JSON.stringify(file) });
      if (op.kind !== 'write' && preparedFolderOf(file, roots) !== null) continue;
      const root = roots.find((r) => isInside(r, file));
      if (root === undefined) return JournalM.outsideWorkspace({ path: file });
      const first = path.relative(root, path.resolve(file)).split(path.sep)[0] ?? '';
      if (PROTECTED.includes(first.toLowerCase())) return JournalM.protectedFolder({ path: file, folder: first });
    }
  }
  return null;
}

/**
 * {@link refusalFor}'s rule with links followed (containment by the served root, docs/architecture.md principle 11):
 * the folder each path lies in must resolve, every link of every component followed, inside the real path of a
 * root, and so must a written or created file itself (a write follows a link at its own name; a rename moves the
 * link). A `mods/` swapped for a link to a folder outside between two bisect steps is refused here, where the
 * lexical check alone would rename files out there. Null when the operations may be applied.
 */
export async function linkedRefusalFor(
  ops: readonly FileOperation[],
  roots: readonly string[],
): Promise<Message | null> {
  const served = new ServedRoots(roots);
  // A root that does not exist yet (the folder an export or import creates) is judged like any missing path: by its
  // deepest existing folder, resolved.
  const realRoots = await Promise.all(roots.map((r) => served.realPath(r)));
  // A bisect step renames thousands of files of one folder: each folder is resolved once.
  const known = new Map<string, boolean>();
  const inside = async (file: string): Promise<boolean> => {
    const cached = known.get(file);
    if (cached !== undefined) return cached;
    const answer = await resolvedInside(file);
    known.set(file, answer);
    return answer;
  };
  const resolvedInside = async (file: string): Promise<boolean> => {
    const real = await served.realPath(file);
    // A dangling link or a loop resolves to a name with a NUL, which no root holds (not even an unresolvable one).
    if (real.includes('\0')) return false;
    return realRoots.some((root) => isInsidePath(root, real));
  };
  for (const op of ops) {
    const paths = op.kind === 'create' ? [op.path] : operationPaths(op);
    for (const file of paths) {
      if (op.kind !== 'write' && preparedFolderOf(file, roots) !== null) continue;
      if (!(await inside(path.dirname(file))) || (op.kind !== 'rename' && !(await inside(file))))
        return JournalM.linkedOutside({ path: file });
    }
  }
  return null;
}
