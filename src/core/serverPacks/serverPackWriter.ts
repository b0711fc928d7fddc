import * as crypto from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { refuseExisting, writeArchiveAtomically } from '../archive/atomicArchive';
import type { ServerPackFile } from './serverPackFiles';

export type ServerPackFormat = 'folder' | 'zip';

/**
 * Writes the server pack to `out`, never over anything: a folder is built in a fresh hidden folder beside `out` and
 * renamed into place only when complete (an existing `out`, even an empty one, is refused); a zip goes through the
 * exports' atomic writer. Cancelling or failing leaves nothing behind but what existed before. Returns the bytes
 * written.
 */
export async function writeServerPack(
  out: string,
  format: ServerPackFormat,
  files: readonly ServerPackFile[],
  options: { signal?: AbortSignal; onFile?(done: number, total: number): void } = {},
): Promise<number> {
  if (format === 'zip') {
    return writeArchiveAtomically(
      out,
      files.map((f) => ({ name: f.rel, file: f.abs, size: f.size })),
      { signal: options.signal },
    );
  }
  await refuseExisting(out);
  const parent = path.dirname(out);
  await fs.promises.mkdir(parent, { recursive: true });
  const temp = path.join(parent, `.${path.basename(out)}.nova-tmp-${crypto.randomBytes(8).toString('hex')}`);
  await fs.promises.mkdir(temp);
  let bytes = 0;
  try {
    const made = new Set<string>();
    let done = 0;
    for (const file of files) {
      options.signal?.throwIfAborted();
      const target = path.join(temp, ...file.rel.split('/'));
      const dir = path.dirname(target);
      if (!made.has(dir)) {
        await fs.promises.mkdir(dir, { recursive: true });
        made.add(dir);
      }
      // COPYFILE_EXCL: two pack paths that collide (case-insensitive disks) fail instead of overwriting.
      await fs.promises.copyFile(file.abs, target, fs.constants.COPYFILE_EXCL);
      bytes += file.size;
      options.onFile?.(++done, files.length);
    }
    await refuseExisting(out);
    await fs.promises.rename(temp, out);
    return bytes;
  } catch (error) {
    // Only the folder this call made is removed; `out` was never touched.
    await fs.promises.rm(temp, { recursive: true, force: true });
    throw error;
  }
}
