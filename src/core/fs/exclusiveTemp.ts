import * as fs from 'node:fs';
import { tempPathFor, type TempKind } from './staleTemp';

/** How many fresh random names are tried before giving up (a collision of 48 random bits means someone is guessing). */
const ATTEMPTS = 8;

/**
 * A new temporary file beside `target`, created exclusively (O_CREAT | O_EXCL, mode 0600) under an unpredictable
 * name (`.<name>.nova-tmp-<pid>-<random>`, see src/core/fs/staleTemp.ts): a file or link someone planted at a
 * guessed name is never opened, followed or overwritten. Every Nova write that goes through a temporary file uses
 * this helper. The caller writes through the returned handle and closes it.
 */
export async function createExclusiveTemp(
  target: string,
  kind: TempKind = 'nova-tmp',
): Promise<{ path: string; handle: fs.promises.FileHandle }> {
  for (let attempt = 1; ; attempt++) {
    const temp = tempPathFor(target, kind);
    try {
      return { path: temp, handle: await fs.promises.open(temp, 'wx', 0o600) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt >= ATTEMPTS) throw error;
    }
  }
}

/**
 * Replaces the whole content of `target` with `data` through an exclusive temporary file renamed over it, so a crash
 * never leaves half a file and a link planted at `target` is replaced, never written through. The temporary file is
 * removed when anything fails. The new file keeps the permissions of the file it replaces (a new one gets the
 * usual 0666 less the umask), although the temporary file starts as 0600.
 */
export async function writeFileReplacing(target: string, data: string | Uint8Array): Promise<void> {
  const previous = await fs.promises.lstat(target).catch(() => null);
  const mode = previous?.isFile() ? previous.mode & 0o7777 : 0o666 & ~process.umask();
  const temp = await createExclusiveTemp(target);
  try {
    try {
      await temp.handle.writeFile(data);
      await temp.handle.chmod(mode);
    } finally {
      await temp.handle.close();
    }
    await fs.promises.rename(temp.path, target);
  } catch (error) {
    await fs.promises.rm(temp.path, { force: true }).catch(() => undefined);
    throw error;
  }
}
