import * as fs from 'node:fs';
import { Transform, type Readable } from 'node:stream';
import * as zlib from 'node:zlib';
import * as yauzl from 'yauzl';
import {
  ArchiveSafetyError,
  DEFAULT_ARCHIVE_LIMITS,
  S_IFDIR,
  S_IFLNK,
  S_IFREG,
  requireRelativePath,
  unixFileType,
  type ArchiveLimits,
} from './archiveSafety';
import { printable, errorMessage } from '../text/textSafety';
import { ArchiveSafetyMessages as M, fileKindMessage } from './archiveSafetyMessages';

/** One checked entry of an {@link UntrustedArchive}. */
export interface UntrustedEntry {
  /** Normalised, validated `/`-separated name (no trailing slash for folders). */
  name: string;
  directory: boolean;
  /** Declared uncompressed size (enforced while reading). */
  size: number;
  compressedSize: number;
  /** True when the name was not UTF-8 and was decoded as GBK. */
  gbkName: boolean;
  readonly raw: yauzl.Entry;
}

/**
 * A zip from an untrusted source (modpack, backup), opened with every entry checked before any is read: entry
 * count, total and per-entry sizes, compression ratio, encryption and methods, symlink and special-file entries,
 * names (see archiveSafety.ts), duplicate and case-colliding names, file-versus-folder clashes and overlapping
 * entries. Entry names are decoded like launchers do: the UTF-8 flag or Info-ZIP Unicode path first, then valid
 * UTF-8, then GBK (Chinese tools), then CP437. yauzl's `validateEntrySizes` stays on, so a stream that yields
 * more or fewer bytes than declared fails.
 */
export class UntrustedArchive {
  private constructor(
    private readonly zip: yauzl.ZipFile,
    readonly entries: UntrustedEntry[],
    readonly label: string,
  ) {}

  static async open(
    file: string,
    limits: ArchiveLimits = DEFAULT_ARCHIVE_LIMITS,
    label = file,
  ): Promise<UntrustedArchive> {
    // A FIFO, socket or device would block the open or never end: only a regular file is an archive.
    const stat = await fs.promises.stat(file);
    if (!stat.isFile()) throw new ArchiveSafetyError('not-zip', M.notAFile({ label, kind: fileKindMessage(stat) }));
    let zip: yauzl.ZipFile;
    try {
      zip = await yauzl.openPromise(file, {
        lazyEntries: true,
        autoClose: false,
        decodeStrings: false,
        validateEntrySizes: true,
        strictFileNames: true,
      });
    } catch (error) {
      const detail = errorMessage(error);
      if ((error as NodeJS.ErrnoException).code !== undefined) throw error;
      throw new ArchiveSafetyError('not-zip', M.notReadableZip({ label, detail }));
    }
    try {
      await trustCentralDirectory(file, zip);
      if (zip.entryCount > limits.maxEntries) {
        throw new ArchiveSafetyError(
          'too-many-entries',
          M.tooManyEntries({ label, count: String(zip.entryCount), max: String(limits.maxEntries) }),
        );
      }
      const centralDirectoryOffset = (zip as unknown as { readEntryCursor: number }).readEntryCursor;
      const raws = await readAllEntries(zip, label);
      const entries = checkEntries(raws, limits, label, centralDirectoryOffset);
      return new UntrustedArchive(zip, entries, label);
    } catch (error) {
      zip.close();
      throw error;
    }
  }

  /** A stream of the entry's bytes; errors if the data does not match the declared size or its CRC-32. */
  async openReadStream(entry: UntrustedEntry): Promise<Readable> {
    try {
      const stream = await this.zip.openReadStreamPromise(entry.raw);
      if (nativeCrc32 === undefined) return stream;
      const checker = crcChecker(entry, this.label);
      stream.on('error', (error) => checker.destroy(error));
      return stream.pipe(checker);
    } catch (error) {
      throw new ArchiveSafetyError(
        'unsupported',
        M.entryUnreadable({ label: this.label, name: printable(entry.name), detail: errorMessage(error) }),
      );
    }
  }

  /** Reads a small entry whole (index and manifest files); refuses entries above `maxBytes`. */
  async readBuffer(entry: UntrustedEntry, maxBytes: number): Promise<Buffer> {
    if (entry.size > maxBytes) {
      throw new ArchiveSafetyError(
        'too-large',
        M.entryTooLarge({ label: this.label, name: printable(entry.name), size: entry.size, max: maxBytes }),
      );
    }
    const stream = await this.openReadStream(entry);
    const chunks: Buffer[] = [];
    try {
      for await (const chunk of stream) chunks.push(chunk as Buffer);
    } catch (error) {
      if (error instanceof ArchiveSafetyError) throw error;
      throw new ArchiveSafetyError(
        'damaged',
        M.entryDamaged({ label: this.label, name: printable(entry.name), detail: errorMessage(error) }),
      );
    }
    return Buffer.concat(chunks);
  }

  close(): void {
    this.zip.close();
  }
}

const nativeCrc32 = (zlib as unknown as { crc32?: (data: Buffer, value?: number) => number }).crc32;

/** Passes bytes through and fails at the end when their CRC-32 differs from the central directory's. */
function crcChecker(entry: UntrustedEntry, label: string): Transform {
  let crc = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      crc = nativeCrc32!(chunk, crc);
      callback(null, chunk);
    },
    flush(callback) {
      if (crc >>> 0 !== entry.raw.crc32 >>> 0) {
        callback(new ArchiveSafetyError('damaged', M.entryCrc({ label, name: printable(entry.name) })));
      } else callback();
    },
  });
}

/** Bytes of central directory walked to count its records; a bigger directory is counted up to here. */
const MAX_DIRECTORY_SCAN = 64 * 1024 * 1024;

/**
 * The end record's 16-bit entry count wraps past 65,535 (and can simply lie), so yauzl, which stops after that
 * many records, would silently leave files out. The records themselves are counted by walking the central
 * directory, and yauzl is told to read all of them; a lie in the other direction fails in yauzl as a damaged
 * archive.
 */
async function trustCentralDirectory(file: string, zip: yauzl.ZipFile): Promise<void> {
  const state = zip as unknown as { readEntryCursor: number; fileSize: number; entryCount: number };
  const start = state.readEntryCursor;
  const length = Math.max(0, Math.min(state.fileSize - start, MAX_DIRECTORY_SCAN));
  if (length < 46) return;
  const buffer = Buffer.alloc(length);
  const handle = await fs.promises.open(file, 'r');
  try {
    await handle.read(buffer, 0, length, start);
  } finally {
    await handle.close();
  }
  let count = 0;
  for (let at = 0; at + 46 <= length && buffer.readUInt32LE(at) === 0x02014b50; count++) {
    at += 46 + buffer.readUInt16LE(at + 28) + buffer.readUInt16LE(at + 30) + buffer.readUInt16LE(at + 32);
  }
  // The caller then refuses a count past the entry limit.
  if (count > state.entryCount) state.entryCount = count;
}

function readAllEntries(zip: yauzl.ZipFile, label: string): Promise<yauzl.Entry[]> {
  return new Promise((resolve, reject) => {
    const entries: yauzl.Entry[] = [];
    zip.on('entry', (entry: yauzl.Entry) => {
      entries.push(entry);
      zip.readEntry();
    });
    zip.on('end', () => resolve(entries));
    zip.on('error', (error: Error) =>
      reject(new ArchiveSafetyError('not-zip', M.damaged({ label, detail: error.message }))),
    );
    zip.readEntry();
  });
}

function checkEntries(
  raws: yauzl.Entry[],
  limits: ArchiveLimits,
  label: string,
  centralDirectoryOffset: number,
): UntrustedEntry[] {
  const entries: UntrustedEntry[] = [];
  const seen = new Map<string, string>();
  const files = new Set<string>();
  const parents = new Set<string>();
  let total = 0;
  for (const raw of raws) {
    const decoded = decodeEntryName(raw);
    const shown = { label, name: printable(decoded.name) };
    const directory = decoded.name.endsWith('/');
    const name = requireRelativePath(directory ? decoded.name.replace(/\/+$/, '') : decoded.name, M.entryOf({ label }));
    const type = unixFileType(raw.externalFileAttributes);
    if (type === S_IFLNK) {
      throw new ArchiveSafetyError('symlink', M.symlink(shown));
    }
    if (type !== 0 && type !== S_IFREG && type !== S_IFDIR) {
      throw new ArchiveSafetyError('special-file', M.specialFile(shown));
    }
    if (raw.isEncrypted()) throw new ArchiveSafetyError('encrypted', M.encrypted(shown));
    if (raw.compressionMethod !== 0 && raw.compressionMethod !== 8) {
      throw new ArchiveSafetyError('unsupported', M.compression({ ...shown, method: raw.compressionMethod }));
    }
    if (directory && raw.uncompressedSize > 0) {
      throw new ArchiveSafetyError('unsafe-path', M.folderWithData(shown));
    }
    if (raw.uncompressedSize > limits.maxEntryBytes) {
      throw new ArchiveSafetyError(
        'too-large',
        M.entryOverLimit({ ...shown, size: raw.uncompressedSize, max: limits.maxEntryBytes }),
      );
    }
    total += raw.uncompressedSize;
    if (total > limits.maxTotalBytes) {
      throw new ArchiveSafetyError('too-large', M.totalOverLimit({ label, max: limits.maxTotalBytes }));
    }
    if (
      raw.uncompressedSize >= limits.ratioCheckMinBytes &&
      raw.uncompressedSize > limits.maxRatio * Math.max(raw.compressedSize, 1)
    ) {
      throw new ArchiveSafetyError(
        'zip-bomb',
        M.ratio({
          ...shown,
          ratio: Math.round(raw.uncompressedSize / Math.max(raw.compressedSize, 1)),
          max: limits.maxRatio,
        }),
      );
    }
    const key = name.normalize('NFC').toLowerCase();
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      const same = earlier === name;
      if (!(same && directory && !files.has(name))) {
        throw new ArchiveSafetyError(
          'duplicate',
          same ? M.twice(shown) : M.caseCollision({ ...shown, earlier: printable(earlier) }),
        );
      }
    }
    seen.set(key, name);
    if (directory) parents.add(key);
    else {
      files.add(name);
      const parts = key.split('/');
      for (let i = 1; i < parts.length; i++) parents.add(parts.slice(0, i).join('/'));
    }
    entries.push({
      name,
      directory,
      size: raw.uncompressedSize,
      compressedSize: raw.compressedSize,
      gbkName: decoded.gbk,
      raw,
    });
  }
  for (const file of files) {
    if (parents.has(file.toLowerCase())) {
      throw new ArchiveSafetyError('duplicate', M.fileAndFolder({ label, name: printable(file) }));
    }
  }
  checkOverlaps(raws, label, centralDirectoryOffset);
  return entries;
}

/**
 * Refuses entries whose data ranges overlap or run into the central directory (Fifield-style bombs reuse one
 * payload for many records). The local header's extra field is not known from the central record, so only the
 * fixed header and the name are counted: a lower bound that never rejects a sound archive.
 */
function checkOverlaps(raws: yauzl.Entry[], label: string, centralDirectoryOffset: number): void {
  const sorted = [...raws].sort((a, b) => a.relativeOffsetOfLocalHeader - b.relativeOffsetOfLocalHeader);
  for (let i = 0; i < sorted.length; i++) {
    const entry = sorted[i]!;
    const end = entry.relativeOffsetOfLocalHeader + 30 + entry.fileNameLength + entry.compressedSize;
    const next = sorted[i + 1];
    const limit = next === undefined ? centralDirectoryOffset : next.relativeOffsetOfLocalHeader;
    if (end > limit) {
      throw new ArchiveSafetyError('overlap', M.overlap({ label, directory: next === undefined }));
    }
  }
}

function decodeEntryName(entry: yauzl.Entry): { name: string; gbk: boolean } {
  const raw = entry.fileNameRaw;
  const hasUnicodeExtra = entry.extraFields.some((field) => field.id === 0x7075);
  if ((entry.generalPurposeBitFlag & 0x800) !== 0 || hasUnicodeExtra) {
    return { name: yauzl.getFileNameLowLevel(entry.generalPurposeBitFlag, raw, entry.extraFields, true), gbk: false };
  }
  try {
    return { name: new TextDecoder('utf-8', { fatal: true }).decode(raw), gbk: false };
  } catch {
    // not UTF-8: try GBK next
  }
  try {
    return { name: new TextDecoder('gbk', { fatal: true }).decode(raw), gbk: true };
  } catch {
    return { name: yauzl.getFileNameLowLevel(entry.generalPurposeBitFlag, raw, entry.extraFields, true), gbk: false };
  }
}
