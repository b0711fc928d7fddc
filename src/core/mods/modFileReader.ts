import * as fs from 'node:fs';
import * as path from 'node:path';
import { readArchiveMetadata } from './archiveMetadata';
import type { ModFile } from '../model/modFile';
import { FileSource } from '../archive/byteSource';
import { JarArchive, type ScratchBuffer } from '../archive/jarArchive';
import { ArchiveMessages } from '../archive/archiveMessages';
import { ZipFormatError } from '../archive/zipFormatError';
import { renderMessage, type Message } from '../locale/messageCatalog';
import { ModReadMessages } from './modReadMessages';
import { errorMessage } from '../text/textSafety';

export interface ReadModFileOptions {
  signal?: AbortSignal;
  /** The bytes of the path to open when its name is not UTF-8 (`filePath` then shows it escaped; fileNames.ts). */
  openPath?: Buffer;
  /**
   * Index the jar's class packages (`ModFile.packages`), which only the crash culprit finder reads. Default
   * true for {@link readModFile} (one file's full picture); folder scans ask only when their caller does,
   * because indexing every class name is most of a scan's parsing work.
   */
  packages?: boolean;
  /** Open and read with blocking calls (see `FileSource`): only for a thread with nothing else to do. */
  blocking?: boolean;
}

/** The part of `fs.Stats` the reader needs; the scanner passes the stat it already made. */
export interface ModFileStats {
  size: number;
  mtimeMs: number;
  isDirectory(): boolean;
}

/**
 * Reads what a file under `mods/` is: its mod metadata (every metadata file it carries, nested jars, class
 * packages, mixin configs, module name), reading only the zip central directory and the few small entries
 * that matter. Never throws for bad content or I/O failures: those become kind `corrupt` with an `error`
 * sentence. Throws only when `signal` is aborted. MANIFEST.MF is not read for jars whose only descriptors are
 * `fabric.mod.json`/`quilt.mod.json` (those loaders ignore it), so their `automaticModuleName` is null.
 */
export async function readModFile(filePath: string, options: ReadModFileOptions = {}): Promise<ModFile> {
  options.signal?.throwIfAborted();
  let stats: fs.Stats;
  try {
    stats = await fs.promises.stat(filePath);
  } catch (error) {
    return corrupt(baseModFile(filePath, 0, 0), ioMessage(error));
  }
  return readModFileWithStats(filePath, stats, options);
}

/** {@link readModFile} for a file already stat'ed (saves a syscall per jar in folder scans). */
export async function readModFileWithStats(
  filePath: string,
  stats: ModFileStats,
  options: ReadModFileOptions = {},
): Promise<ModFile> {
  options.signal?.throwIfAborted();
  const file = baseModFile(filePath, stats.size, stats.mtimeMs);
  if (stats.isDirectory()) return { ...file, kind: 'directory' };
  let source: FileSource | null = null;
  const scratch = takeScratch();
  try {
    if (stats.size === 0) throw new ZipFormatError('empty', ArchiveMessages.empty({ advice: true }));
    source = await FileSource.open(options.openPath ?? file.path, stats.size, { blocking: options.blocking === true });
    const archive = await JarArchive.open(source, scratch, { deferRecords: true });
    const metadata = await readArchiveMetadata(archive, { depth: 0, withPackages: options.packages ?? true });
    // `file` is this call's own object: filled in place rather than copied by a spread, once per jar.
    file.kind = metadata.mods.length > 0 ? 'mod' : 'library';
    if (metadata.errors.length > 0) {
      file.error = metadata.errors.map((m) => renderMessage(m)).join(' ');
      file.metadataErrors = metadata.errors;
    }
    file.mods = metadata.mods;
    file.nested = metadata.nested;
    file.packages = metadata.packages;
    file.mixinConfigs = metadata.mixinConfigs;
    file.automaticModuleName = metadata.automaticModuleName;
    return file;
  } catch (error) {
    if (error instanceof ZipFormatError) return corrupt(file, error.text);
    return corrupt(file, ioMessage(error));
  } finally {
    source?.close();
    returnScratch(scratch);
  }
}

/**
 * Reused tail and directory buffers. A fresh 256 KiB buffer per jar is a fresh mmap whose pages the kernel must
 * fault in and zero; reusing a few keeps a folder scan's cost in reading, not in allocating. Results never reference a
 * scratch buffer (every string is decoded out of it), so returning it after the read is safe.
 */
const scratchPool: ScratchBuffer[] = [];
const MAX_POOLED = 16;

function takeScratch(): ScratchBuffer {
  return scratchPool.pop() ?? { bytes: Buffer.allocUnsafeSlow(JarArchive.SCRATCH_SIZE) };
}

function returnScratch(scratch: ScratchBuffer): void {
  if (scratchPool.length < MAX_POOLED) scratchPool.push(scratch);
}

function baseModFile(filePath: string, size: number, mtimeMs: number): ModFile {
  const absolute = path.resolve(filePath);
  const fileName = path.basename(absolute);
  return {
    path: absolute,
    fileName,
    enabled: !fileName.toLowerCase().endsWith('.disabled'),
    size,
    mtimeMs,
    kind: 'corrupt',
    error: null,
    mods: [],
    nested: [],
    packages: [],
    mixinConfigs: [],
    automaticModuleName: null,
  };
}

/** `file` as corrupt for `why`: the English `error` and the message it is rendered from. */
function corrupt(file: ModFile, why: Message): ModFile {
  return { ...file, kind: 'corrupt', error: renderMessage(why), errorText: why };
}

function ioMessage(error: unknown): Message {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  if (code === 'ENOENT') return ModReadMessages.gone({});
  if (code === 'EACCES' || code === 'EPERM') return ModReadMessages.denied({});
  if (code === 'EBUSY') return ModReadMessages.locked({});
  if (code === 'EISDIR') return ModReadMessages.folder({});
  const detail = errorMessage(error);
  if (code) return ModReadMessages.diskError({ detail });
  return ModReadMessages.unexpected({ detail, advice: true });
}
