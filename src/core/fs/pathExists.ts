import { lstatOrNull } from './lstatOrNull';

/**
 * True when something (a file, a folder, a link — even a dangling one) is at `file`: the check before a write that
 * must never overwrite. Never follows the last link and never opens the file, so a FIFO or a device costs nothing.
 */
export async function pathExists(file: string): Promise<boolean> {
  return (await lstatOrNull(file)) !== null;
}
