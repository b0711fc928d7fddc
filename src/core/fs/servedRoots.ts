import * as fs from 'node:fs';
import * as path from 'node:path';
import { isInsidePath, readRegularFile, safeReadError } from './safeRead';

/**
 * The folders a host serves (the editor's workspace folders, `nova mcp DIR`, `nova ask`, `nova check DIR`, the pack
 * `nova export` packs, the folders `nova diff` compares) and the one rule every read, listing and write obeys:
 * **containment by the served root** (docs/architecture.md principle 11). A path is resolved with every symbolic
 * link followed at every component (`realpath`) and is accepted only when that real path lies inside the real path
 * of one root. A path that does not exist yet (a file about to be written) is judged by its deepest existing
 * ancestor, resolved the same way, plus the rest of its name.
 *
 * Roots may change between calls (workspace folders come and go), so they are read again at every call.
 */
export class ServedRoots {
  constructor(private readonly source: readonly string[] | (() => readonly string[])) {}

  /** A ServedRoots over exactly these folders. */
  static of(...roots: string[]): ServedRoots {
    return new ServedRoots(roots);
  }

  /** The roots as the host gave them. */
  get roots(): readonly string[] {
    return typeof this.source === 'function' ? this.source() : this.source;
  }

  /** The real path of each root that exists (a missing root serves nothing). */
  async realRoots(): Promise<string[]> {
    const out: string[] = [];
    for (const root of this.roots) {
      try {
        out.push(await fs.promises.realpath(root));
      } catch {
        // A root that cannot be resolved contains nothing.
      }
    }
    return out;
  }

  /** The real path of `file` (links followed at every component); for a missing file, see the class comment. */
  async realPath(file: string): Promise<string> {
    return realPathOf(path.resolve(file));
  }

  /** The real root `file` resolves inside, or null when it resolves outside every root. */
  async rootOf(file: string): Promise<string | null> {
    const real = await this.realPath(file);
    for (const root of await this.realRoots()) if (isInsidePath(root, real)) return root;
    return null;
  }

  /** True when `file` resolves inside one root. */
  async contains(file: string): Promise<boolean> {
    return (await this.rootOf(file)) !== null;
  }

  /** The real path of `file` when it resolves inside one root; rejects with code `EOUTSIDE` otherwise. */
  async resolve(file: string): Promise<string> {
    const real = await this.realPath(file);
    for (const root of await this.realRoots()) if (isInsidePath(root, real)) return real;
    throw safeReadError('EOUTSIDE', `${file} resolves to a place outside the folders Nova serves`);
  }

  /**
   * Reads a regular file that resolves inside a root, under safeRead's rules (regular files only, capped by bytes
   * read, opened without following a link swapped in after the check).
   */
  async readFile(file: string, options: { maxBytes: number; signal?: AbortSignal }): Promise<Buffer> {
    const real = await this.realPath(file);
    const root = (await this.realRoots()).find((r) => isInsidePath(r, real));
    if (root === undefined)
      throw safeReadError('EOUTSIDE', `${file} resolves to a place outside the folders Nova serves`);
    return readRegularFile(real, { ...options, root });
  }
}

/** What an unresolvable path (a link loop, a dangling link) resolves to: a name no root can contain. */
const UNRESOLVABLE = path.join(path.parse(process.cwd()).root, '\0unresolvable');

/** Real path of an absolute path; a missing tail is appended to its deepest existing ancestor's real path. */
async function realPathOf(absolute: string): Promise<string> {
  const rest: string[] = [];
  let current = absolute;
  for (;;) {
    try {
      const real = await fs.promises.realpath(current);
      return rest.length === 0 ? real : path.join(real, ...rest.reverse());
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      // A link loop or too many levels is never inside anything: resolve it to a place that matches no root.
      if (code === 'ELOOP') return UNRESOLVABLE;
      // A dangling link would be followed by a write: it resolves nowhere Nova may go.
      const link = await fs.promises.lstat(current).catch(() => null);
      if (link?.isSymbolicLink() === true) return UNRESOLVABLE;
      const parent = path.dirname(current);
      if (parent === current) return absolute;
      rest.push(path.basename(current));
      current = parent;
    }
  }
}

/**
 * True when `target` resolves inside the real path of `folder` (both resolved with every link followed). Used where
 * a file must stay inside a sub-folder of a served root (an instance's game folder, a pack's folder).
 */
export async function resolvesInside(folder: string, target: string): Promise<boolean> {
  try {
    return isInsidePath(await realPathOf(path.resolve(folder)), await realPathOf(path.resolve(target)));
  } catch {
    return false;
  }
}
