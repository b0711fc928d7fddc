import * as fs from 'node:fs';
import * as path from 'node:path';

/**
 * The one way Nova reads a local file it did not write (launcher files, configs, logs named by a model).
 * Contract (docs/fuzz.md, "Rules behind the fixes"):
 * - only regular files are read: FIFOs, sockets and devices are refused with code `ENOTREG` and never read
 *   (the open uses O_NONBLOCK and the type is checked again on the open handle, so a FIFO swapped in
 *   between the check and the open cannot block);
 * - every read is capped by the bytes actually read, not by the size the file claims (a link to a device
 *   or a file that grows while read cannot exhaust memory): over the cap rejects with code `EFBIG`;
 * - with `root`, the file is read only when its real path (every symbolic link on the way resolved) lies
 *   inside the real `root`; otherwise it rejects with code `EOUTSIDE`.
 */
export interface SafeReadOptions {
  /** Upper bound on the bytes read; more than this rejects with `EFBIG`. */
  maxBytes: number;
  /** When given, the file must resolve inside this folder. */
  root?: string;
  signal?: AbortSignal;
}

/** Error codes this module adds to Node's own (ENOENT, EACCES, EISDIR, ...). */
export type SafeReadCode = 'ENOTREG' | 'EFBIG' | 'EOUTSIDE';

const NONBLOCK = fs.constants.O_NONBLOCK ?? 0;
const NOFOLLOW = fs.constants.O_NOFOLLOW ?? 0;
const CHUNK = 64 * 1024;

export function safeReadError(code: SafeReadCode, message: string): NodeJS.ErrnoException {
  return Object.assign(new Error(message), { code });
}

/** What kind of non-regular file `stats` describes, in words ("a named pipe (FIFO)"). */
export function fileKind(stats: fs.Stats): string {
  if (stats.isDirectory()) return 'a folder';
  if (stats.isFIFO()) return 'a named pipe (FIFO)';
  if (stats.isSocket()) return 'a socket';
  if (stats.isCharacterDevice()) return 'a character device';
  if (stats.isBlockDevice()) return 'a block device';
  if (stats.isSymbolicLink()) return 'a symbolic link';
  return 'a regular file';
}

/** Reads a whole regular file under the rules above. */
export async function readRegularFile(file: string, options: SafeReadOptions): Promise<Buffer> {
  const target = options.root === undefined ? file : await resolveInsideRoot(options.root, file);
  const before = await fs.promises.stat(target);
  if (before.isDirectory()) throw Object.assign(new Error(`${file} is a folder`), { code: 'EISDIR' });
  if (!before.isFile()) throw safeReadError('ENOTREG', `${file} is ${fileKind(before)}, not a regular file`);
  if (before.size > options.maxBytes) {
    throw safeReadError('EFBIG', `${file} is larger than ${options.maxBytes} bytes`);
  }
  // After resolveInsideRoot the path has no links left, so O_NOFOLLOW refuses one swapped in since.
  const flags = fs.constants.O_RDONLY | NONBLOCK | (options.root === undefined ? 0 : NOFOLLOW);
  const handle = await fs.promises.open(target, flags);
  try {
    const stats = await handle.stat();
    if (!stats.isFile()) throw safeReadError('ENOTREG', `${file} is ${fileKind(stats)}, not a regular file`);
    const chunks: Buffer[] = [];
    let total = 0;
    for (;;) {
      options.signal?.throwIfAborted();
      const want = Math.min(CHUNK, options.maxBytes + 1 - total);
      const buffer = Buffer.allocUnsafe(want);
      const { bytesRead } = await handle.read(buffer, 0, want, null);
      if (bytesRead === 0) break;
      total += bytesRead;
      chunks.push(bytesRead === want ? buffer : buffer.subarray(0, bytesRead));
      if (total > options.maxBytes) throw safeReadError('EFBIG', `${file} is larger than ${options.maxBytes} bytes`);
    }
    return chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks, total);
  } finally {
    await handle.close();
  }
}

/** Files up to this size may be read by {@link readSmallRegularFileSync}. */
export const SMALL_FILE_BYTES = 64 * 1024;

/**
 * A small regular file read on this thread, for walks that already `lstat`-ed it as a regular file inside their
 * folder (no `root` check here): opened without blocking and without following a link swapped in since, refused
 * unless the open file is regular (`ENOTREG`, so a FIFO or device never blocks), and `null` when it holds more
 * than `maxBytes` (at most {@link SMALL_FILE_BYTES}): the caller reads those with {@link readRegularFile} or streams
 * them. Four system calls instead of four thread-pool round trips, which dominated `nova diff` over 2 × 20,000
 * config files; callers read a bounded batch, then yield to the event loop.
 */
export function readSmallRegularFileSync(file: string, maxBytes = SMALL_FILE_BYTES): Buffer | null {
  const cap = Math.min(maxBytes, SMALL_FILE_BYTES);
  const fd = fs.openSync(file, fs.constants.O_RDONLY | NONBLOCK | NOFOLLOW);
  try {
    const stats = fs.fstatSync(fd);
    if (!stats.isFile()) throw safeReadError('ENOTREG', `${file} is ${fileKind(stats)}, not a regular file`);
    if (stats.size > cap) return null;
    const buffer = Buffer.allocUnsafe(Math.min(cap, stats.size) + 1);
    let total = 0;
    for (;;) {
      const bytesRead = fs.readSync(fd, buffer, total, buffer.length - total, null);
      if (bytesRead === 0) break;
      total += bytesRead;
      // It grew past the cap since fstat: the caller's other path applies.
      if (total > cap) return null;
      if (total === buffer.length) {
        const read = fs.readSync(fd, Buffer.allocUnsafe(1), 0, 1, null);
        if (read === 0) break;
        return null;
      }
    }
    return buffer.subarray(0, total);
  } finally {
    fs.closeSync(fd);
  }
}

/**
 * The real path of `file` when it lies inside the real `root` (checked after every symbolic link on the way is
 * resolved); rejects with `EOUTSIDE` otherwise, and with ENOENT when it does not exist.
 */
export async function resolveInsideRoot(root: string, file: string): Promise<string> {
  const realRoot = await fs.promises.realpath(root);
  const lexical = path.resolve(root, file);
  if (!isInsidePath(path.resolve(root), lexical)) {
    throw safeReadError('EOUTSIDE', `${file} is outside ${root}`);
  }
  const real = await fs.promises.realpath(lexical);
  if (!isInsidePath(realRoot, real)) {
    throw safeReadError('EOUTSIDE', `${file} resolves to a place outside ${root}`);
  }
  return real;
}

/** True when `target` is `base` or below it (both absolute, already normalised). */
export function isInsidePath(base: string, target: string): boolean {
  const rel = path.relative(base, target);
  return rel === '' || (!rel.startsWith('..' + path.sep) && rel !== '..' && !path.isAbsolute(rel));
}
