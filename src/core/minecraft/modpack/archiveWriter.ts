import * as crypto from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import * as yazl from 'yazl';

/**
 * One entry to write: a file streamed from disk (with the size it had when planned), bytes in memory, or an empty
 * folder (`name` ending in `/`). `mtime` defaults to {@link FIXED_MTIME}; backups keep real times, exports never do.
 */
export type ArchiveSource =
  | { name: string; file: string; size: number; mtime?: Date }
  | { name: string; data: Buffer; mtime?: Date }
  | { name: string; directory: true; mtime?: Date };

export interface WriteArchiveOptions {
  signal?: AbortSignal;
  /** Called as source bytes are consumed (for progress). */
  onBytes?(bytes: number): void;
}

/** The output path already exists: exports and backups never overwrite. */
export class OutputExistsError extends Error {
  constructor(readonly file: string) {
    super(`${file} already exists; nothing was overwritten. Choose another name or move the existing file away.`);
    this.name = 'OutputExistsError';
  }
}

/** A fixed entry time so the same input gives the same bytes (DOS time and the UT extra field both derive from it). */
export const FIXED_MTIME = new Date(Date.UTC(2000, 0, 1, 0, 0, 0));
/** Already-compressed formats are stored, as launchers and packwiz do for jars; deflating them only costs time. */
const STORED = /\.(jar|zip|mrpack|litemod|png|jpe?g|ogg|mp3|gz|xz|7z|bz2|mca|nbt)$/i;

/**
 * Writes a zip deterministically — entries in the given order, fixed mtime and mode, jars stored, others deflated
 * at level 6 — streaming every file (memory stays bounded whatever the sizes). The archive is written to a
 * temporary file in the target folder and linked into place only when complete, so an error or cancellation
 * leaves no partial file, and an existing file is never replaced (the link fails instead).
 */
export async function writeArchiveAtomically(out: string, sources: ArchiveSource[], options: WriteArchiveOptions = {}): Promise<number> {
  const target = path.resolve(out);
  await refuseExisting(target);
  await fs.promises.mkdir(path.dirname(target), { recursive: true });
  const temp = path.join(path.dirname(target), `.${path.basename(target)}.nova-tmp-${crypto.randomBytes(6).toString('hex')}`);
  try {
    const bytes = await writeZip(temp, sources, options);
    await publish(temp, target);
    return bytes;
  } catch (error) {
    await fs.promises.rm(temp, { force: true });
    throw error;
  }
}

/** The temporary file name a write to `out` uses, as a prefix (for exclusion from exports of the same folder). */
export function temporaryPrefix(out: string): string {
  return path.join(path.dirname(path.resolve(out)), `.${path.basename(out)}.nova-tmp-`);
}

async function refuseExisting(target: string): Promise<void> {
  try {
    await fs.promises.lstat(target);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  throw new OutputExistsError(target);
}

async function publish(temp: string, target: string): Promise<void> {
  try {
    await fs.promises.link(temp, target);
    await fs.promises.rm(temp, { force: true });
    return;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') throw new OutputExistsError(target);
    // Hard links are unavailable on some file systems (FAT, some network shares): check, then rename.
  }
  await refuseExisting(target);
  await fs.promises.rename(temp, target);
}

function writeZip(temp: string, sources: ArchiveSource[], options: WriteArchiveOptions): Promise<number> {
  return new Promise<number>((resolve, reject) => {
    options.signal?.throwIfAborted();
    const zip = new yazl.ZipFile();
    const output = fs.createWriteStream(temp, { flags: 'wx' });
    const streams = new Set<fs.ReadStream>();
    let settled = false;
    const fail = (error: unknown): void => {
      if (settled) return;
      settled = true;
      options.signal?.removeEventListener('abort', onAbort);
      for (const stream of streams) stream.destroy();
      zip.outputStream.unpipe(output);
      output.destroy();
      // Wait for the descriptor to close before the caller removes the file (Windows cannot delete open files).
      if (output.closed) reject(error);
      else output.once('close', () => reject(error));
    };
    const onAbort = (): void => fail(options.signal?.reason ?? new Error('cancelled'));
    options.signal?.addEventListener('abort', onAbort, { once: true });
    zip.on('error', (error: Error) =>
      fail(
        /unexpected number of bytes/.test(error.message)
          ? new Error('A file changed size while the archive was being written; nothing was written. Try again.')
          : error,
      ),
    );
    output.on('error', fail);
    zip.outputStream.on('error', fail);
    for (const source of sources) {
      const entryOptions = { mtime: source.mtime ?? FIXED_MTIME, mode: 0o100644, compress: !STORED.test(source.name) };
      if ('directory' in source) {
        zip.addEmptyDirectory(source.name, { mtime: entryOptions.mtime, mode: 0o40755 });
        continue;
      }
      if ('data' in source) {
        zip.addBuffer(source.data, source.name, entryOptions);
        continue;
      }
      zip.addReadStreamLazy(source.name, { ...entryOptions, size: source.size }, (callback) => {
        if (settled) return;
        const stream = fs.createReadStream(source.file, { highWaterMark: 256 * 1024 });
        streams.add(stream);
        stream.on('data', (chunk) => options.onBytes?.(chunk.length));
        stream.on('error', (error) =>
          fail(new Error(`Cannot read ${source.file} while writing the archive: ${error.message}`)),
        );
        stream.on('close', () => streams.delete(stream));
        callback(null, stream);
      });
    }
    zip.end();
    zip.outputStream.pipe(output);
    output.on('close', () => {
      if (settled) return;
      settled = true;
      options.signal?.removeEventListener('abort', onAbort);
      resolve(output.bytesWritten);
    });
  });
}
