import * as path from 'node:path';

/**
 * Instance ids are `/`-separated paths relative to the discovery root (`.` for the root itself),
 * so the same folders always produce the same ids on every platform.
 */
export function joinId(base: string, ...parts: string[]): string {
  const joined = path.posix.join(base, ...parts.map((part) => part.split(path.sep).join('/')));
  return joined === '' ? '.' : joined;
}

/** The id of the folder `levels` above the one named by `id` (`..` segments when above the root). */
export function ancestorId(id: string, levels: number): string {
  return joinId(id, ...Array.from({ length: levels }, () => '..'));
}
