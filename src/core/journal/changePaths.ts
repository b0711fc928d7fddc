import * as path from 'node:path';
import type { FileOperation } from '../edits';
import { preparedFolderOf } from '../preparedFiles';

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
 * Why the operations may not be applied, or null when they may: every path (except a creation's temporary source
 * and a path inside a folder a planner prepared in the OS temp folder, which Nova owns) must be absolute, inside a
 * workspace folder, and outside the protected folders.
 */
export function refusalFor(ops: readonly FileOperation[], roots: readonly string[]): string | null {
  for (const op of ops) {
    const paths = op.kind === 'create' ? [op.path] : operationPaths(op);
    for (const file of paths) {
      if (!path.isAbsolute(file)) return `the path ${JSON.stringify(file)} is not absolute`;
      if (op.kind !== 'write' && preparedFolderOf(file, roots) !== null) continue;
      const root = roots.find((r) => isInside(r, file));
      if (root === undefined) return `${file} is outside the workspace folders; Nova changes files only inside them`;
      const first = path.relative(root, path.resolve(file)).split(path.sep)[0] ?? '';
      if (PROTECTED.includes(first.toLowerCase())) return `${file} is inside ${first}/, which Nova never changes`;
    }
  }
  return null;
}
