import * as fs from 'node:fs';
import { renderMessage, type Message } from '../locale/messageCatalog';
import { MessageError } from '../locale/messageError';
import { ArchiveMessages } from './archiveMessages';
import * as path from 'node:path';
import { removeStaleTemps, tempPathFor } from '../fs/staleTemp';
import * as zlib from 'node:zlib';
import * as yazl from 'yazl';

/**
 * yazl computes every entry's CRC-32 with the pure-JS `buffer-crc32` (≈240 MiB/s here), which made writing stored
 * jars slower than hashing them. Node's native `zlib.crc32` (≥ 20.15) gives identical values with the same
 * "previous CRC" convention at over 3 GiB/s, so yazl's copy is pointed at it. The module object is shared with
 * yazl in tsx and in esbuild bundles alike; the round-trip and `unzip -t` tests check the CRCs.
 */
const yazlCrc32 = require('buffer-crc32') as { unsigned: (buffer: Buffer, previous?: number) => number };
const nativeCrc32 = (zlib as unknown as { crc32?: (data: Buffer, value?: number) => number }).crc32;
if (typeof nativeCrc32 === 'function') yazlCrc32.unsigned = (buffer, previous) => nativeCrc32(buffer, previous ?? 0);

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
  /** The refusal by id, rendered in the person's language where shown; `message` is its English. */
  readonly text: Message;
  constructor(readonly file: string) {
    const text = ArchiveMessages.outputExists({ file });
    super(renderMessage(text, 'en'));
    this.text = text;
    this.name = 'OutputExistsError';
  }
}

/** A fixed entry time so the same input gives the same bytes (DOS time and the UT extra field both derive from it). */
const FIXED_MTIME = new Date(Date.UTC(2000, 0, 1, 0, 0, 0));
/** Already-compressed formats are stored, as launchers and packwiz do for jars; deflating them only costs time. */
const STORED = /\.(jar|zip|mrpack|litemod|png|jpe?g|ogg|mp3|gz|xz|7z|bz2|mca|nbt)$/i;

/**
 * A zip being written deterministically — entries in the order added, fixed mtime and mode, jars stored, others
 * deflated at level 6 — streaming every file, so memory stays bounded whatever the sizes. Entries may be added
 * while earlier ones are being written (the exporter writes overrides while hashes are computed elsewhere). The
 * zip goes to a temporary file in the target folder and is linked into place by {@link finish} only when complete:
 * an error or cancellation leaves no partial file, and an existing file is never replaced (the link fails instead).
 */
export class AtomicArchive {
  private readonly zip = new yazl.ZipFile();
  private readonly output: fs.WriteStream;
  private readonly streams = new Set<fs.ReadStream>();
  /** The first failure, boxed so that a falsy or non-Error reason still counts as one. */
  private failure: { error: unknown } | null = null;
  private readonly closed: Promise<void>;
  private readonly onAbort = (): void => this.fail(this.options.signal?.reason ?? new Error('cancelled'));

  private constructor(
    readonly target: string,
    private readonly temp: string,
    private readonly options: WriteArchiveOptions,
  ) {
    this.output = fs.createWriteStream(temp, { flags: 'wx' });
    this.closed = new Promise<void>((resolve) => this.output.once('close', resolve));
    options.signal?.addEventListener('abort', this.onAbort, { once: true });
    this.zip.on('error', (error: Error) =>
      this.fail(
        /unexpected number of bytes/.test(error.message) ? new MessageError(ArchiveMessages.sizeChanged({})) : error,
      ),
    );
    this.output.on('error', (error) => this.fail(error));
    this.zip.outputStream.on('error', (error) => this.fail(error));
    this.zip.outputStream.pipe(this.output);
  }

  /** Starts an archive at `out`; refuses at once when `out` exists. */
  static async create(out: string, options: WriteArchiveOptions = {}): Promise<AtomicArchive> {
    options.signal?.throwIfAborted();
    const target = path.resolve(out);
    await refuseExisting(target);
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    await removeStaleTemps(path.dirname(target));
    const temp = tempPathFor(target, 'nova-tmp');
    return new AtomicArchive(target, temp, options);
  }

  add(source: ArchiveSource): void {
    if (this.failure !== null) return;
    const entryOptions = { mtime: source.mtime ?? FIXED_MTIME, mode: 0o100644, compress: !STORED.test(source.name) };
    if ('directory' in source) {
      this.zip.addEmptyDirectory(source.name, { mtime: entryOptions.mtime, mode: 0o40755 });
      return;
    }
    if ('data' in source) {
      this.zip.addBuffer(source.data, source.name, entryOptions);
      return;
    }
    this.zip.addReadStreamLazy(source.name, { ...entryOptions, size: source.size }, (callback) => {
      if (this.failure !== null) return;
      const stream = fs.createReadStream(source.file, { highWaterMark: 256 * 1024 });
      this.streams.add(stream);
      stream.on('data', (chunk) => this.options.onBytes?.(chunk.length));
      stream.on('error', (error) =>
        this.fail(new MessageError(ArchiveMessages.sourceUnreadable({ file: source.file, detail: error.message }))),
      );
      stream.on('close', () => this.streams.delete(stream));
      callback(null, stream);
    });
  }

  /** Ends the archive and links it into place; rejects (leaving nothing behind) if anything failed. Returns its size. */
  async finish(): Promise<number> {
    if (this.failure === null) this.zip.end();
    await this.closed;
    this.options.signal?.removeEventListener('abort', this.onAbort);
    try {
      if (this.failure !== null) throw this.failure.error;
      await publish(this.temp, this.target);
      return this.output.bytesWritten;
    } catch (error) {
      await fs.promises.rm(this.temp, { force: true });
      throw error;
    }
  }

  /** Gives up: stops writing and removes the temporary file. */
  async abort(reason: unknown): Promise<void> {
    this.fail(reason);
    await this.closed;
    this.options.signal?.removeEventListener('abort', this.onAbort);
    await fs.promises.rm(this.temp, { force: true });
  }

  private fail(error: unknown): void {
    if (this.failure !== null) return;
    this.failure = { error };
    for (const stream of this.streams) stream.destroy();
    this.zip.outputStream.unpipe(this.output);
    this.output.destroy();
  }
}

/** Writes a whole archive with {@link AtomicArchive}; returns its size. */
export async function writeArchiveAtomically(
  out: string,
  sources: ArchiveSource[],
  options: WriteArchiveOptions = {},
): Promise<number> {
  const archive = await AtomicArchive.create(out, options);
  for (const source of sources) archive.add(source);
  return archive.finish();
}

/** Refuses `target` when anything (a file, a folder, a link) is there: exports, backups and server packs never overwrite. */
export async function refuseExisting(target: string): Promise<void> {
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
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw new OutputExistsError(target);
    // Hard links are unavailable on some file systems (FAT, some network shares): check, then rename.
  }
  await refuseExisting(target);
  await fs.promises.rename(temp, target);
}
