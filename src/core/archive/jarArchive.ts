import * as zlib from 'node:zlib';
import type { ByteSource } from './byteSource';
import { InflatedTooLarge, inflateRaw } from './rawInflater';
import { ArchiveMessages } from './archiveMessages';
import type { Message } from '../locale/messageCatalog';
import { ZipFormatError } from './zipFormatError';

/** One central-directory record, with ZIP64 sizes and offsets already resolved. */
export interface ZipEntry {
  index: number;
  name: string;
  method: number;
  flags: number;
  crc32: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
}

const EOCD_SIG = 0x06054b50;
const CENTRAL_SIG = 0x02014b50;
const EOCD64_SIG = 0x06064b50;
const EOCD64_LOCATOR_SIG = 0x07064b50;
const LOCAL_SIG = 0x04034b50;
const EOCD_SIZE = 22;
const MAX_COMMENT = 0xffff;
/**
 * The tail read first: the end record (plus ZIP64 records) and, for jars up to ~150 entries, the whole
 * central directory. The rest of a larger directory is then read, exactly, in front of this tail in the scratch
 * buffer ({@link SCRATCH_SIZE}): copying a fixed 256 KiB tail per jar out of the page cache cost more than the
 * second read (jarScanBench).
 */
const TAIL_READ = 16 * 1024;
/** A fresh scratch buffer's size (about 2,500 entries); {@link ScratchBuffer} grows when a directory is larger. */
const SCRATCH_SIZE = 256 * 1024;
/**
 * The largest a scratch buffer grows to (about 10,000 entries). A larger directory gets a buffer of its own, so a
 * reader's pool of scratch buffers (modFileReader.ts keeps 16) never holds more than 16 MiB.
 */
const MAX_SCRATCH_SIZE = 1024 * 1024;
/** The largest central directory read (a 60,000-class modpack-in-a-jar stays under 8 MiB); guards memory. */
const MAX_CENTRAL_DIRECTORY = 128 * 1024 * 1024;
/** A local header's extra field is usually the central one's size; this slack saves a second read when not. */
const LOCAL_SLACK = 64;

/**
 * Which records {@link JarArchive.walk} calls back for: names of a length whose bit is set in `lengths` (bit n: n
 * bytes, so names under 32 bytes), and names ending in a 5-byte ending. Made once by {@link nameFilter}, so the
 * walk of each jar starts with the ending already as numbers.
 */
export interface NameFilter {
  readonly lengths: number;
  /** The ending's last 4 bytes as one little-endian word, and its first byte; -1 (never a load) without one. */
  readonly endingWord: number;
  readonly endingFirst: number;
}

/** A {@link NameFilter}; `endingIn` must be exactly 5 UTF-8 bytes, such as ".json". */
export function nameFilter(lengths: number, endingIn?: string): NameFilter {
  if (endingIn === undefined) return { lengths, endingWord: -1, endingFirst: -1 };
  const ending = Buffer.from(endingIn, 'utf8');
  if (ending.length !== 5) throw new RangeError('a name filter ending is 5 bytes');
  return { lengths, endingWord: ending.readUInt32LE(1), endingFirst: ending[0]! };
}

/** A walk that only validates. */
const NO_NAMES = nameFilter(0);

/**
 * A reusable buffer for {@link JarArchive.open}'s reads at the end of an archive. The archive may replace
 * `bytes` with a larger one (up to 1 MiB) for a large directory; the owner keeps whichever it finds there.
 */
export interface ScratchBuffer {
  bytes: Buffer;
}

/**
 * A zip archive opened for metadata scanning: only the central directory is read at open, entries are read one
 * at a time on demand. Supports ZIP64; validates signatures, bounds, entry counts and declared sizes. Entry
 * names are decoded as UTF-8 without validation so one odd name never rejects a whole mod.
 */
export class JarArchive {
  private decodedNames: string[] | null = null;

  private constructor(
    readonly source: ByteSource,
    /** The raw central directory; byte-level scanners read names in place (name of record r at r + 46). */
    readonly centralDirectory: Buffer,
    private offsets: Uint32Array | null,
    /** The entry count the end record declares (-1: saturated, count them), and whether it is ZIP64's. */
    private readonly declaredCount: number,
    private readonly zip64: boolean,
    /** The bytes already read at the end of the archive (they start at `windowStart`): entries inside are free. */
    private readonly window: Buffer,
    private readonly windowStart: number,
  ) {}

  /**
   * Offset of each record in {@link centralDirectory}, in directory order. Parsed at open, or — for an
   * archive opened with `deferRecords` — by the first reader, so a scanner that walks the records anyway
   * ({@link walkCentralDirectory}) makes the only pass.
   */
  get recordOffsets(): Uint32Array {
    this.offsets ??= walkCentralDirectory(this, () => undefined, NO_NAMES);
    return this.offsets;
  }

  /**
   * Validates the records one by one, calling `visit` with each record's index and offset (only for the names
   * `filter` lets through, when given); sets the offsets.
   */
  static walk(archive: JarArchive, visit: (index: number, at: number) => void, filter?: NameFilter): Uint32Array {
    const cd = archive.centralDirectory;
    // A DataView's 16- and 32-bit loads: the loop is a chain of dependent loads (each record's lengths give the
    // next record's place), and this view halves them against byte loads (about 7 ns a record instead of 17).
    const view = new DataView(cd.buffer, cd.byteOffset, cd.length);
    const everything = filter === undefined;
    const lengths = filter?.lengths ?? 0;
    const endingWord = filter?.endingWord ?? -1;
    const endingFirst = filter?.endingFirst ?? -1;
    const size = cd.length;
    // A zip may hold more than 65,535 entries without ZIP64 when the writer let the 16-bit count wrap.
    const capacity = archive.zip64 ? Math.min(Math.floor(size / 46), archive.declaredCount) : Math.floor(size / 46);
    const offsets = new Uint32Array(capacity);
    let p = 0;
    let count = 0;
    while (p < size) {
      if (p + 46 > size || view.getUint32(p, true) !== CENTRAL_SIG) {
        throw damaged(ArchiveMessages.whatRecord({ record: String(count + 1) }));
      }
      const nameLength = view.getUint16(p + 28, true);
      const nameEnd = p + 46 + nameLength;
      const next = nameEnd + view.getUint16(p + 30, true) + view.getUint16(p + 32, true);
      if (next > size || count >= capacity)
        throw damaged(ArchiveMessages.whatRecordPast({ record: String(count + 1) }));
      offsets[count] = p;
      // The filter is inline, not a callback, because this loop runs once per entry: a 3,000-entry jar calls
      // back for a handful of its names.
      if (
        everything ||
        (nameLength < 32 && ((lengths >>> nameLength) & 1) === 1) ||
        (nameLength >= 5 && view.getUint32(nameEnd - 4, true) === endingWord && cd[nameEnd - 5] === endingFirst)
      )
        visit(count, p);
      count++;
      p = next;
    }
    const declared = archive.declaredCount;
    if (declared >= 0 && (archive.zip64 ? count !== declared : count % 0x10000 !== declared)) {
      throw damaged(ArchiveMessages.whatCount({ declared: String(declared), count: String(count) }));
    }
    archive.offsets = count === capacity ? offsets : offsets.subarray(0, count);
    return archive.offsets;
  }

  /** The size of scratch buffers for {@link open} (at least the first read at the end of an archive). */
  static readonly SCRATCH_SIZE = SCRATCH_SIZE;

  get entryCount(): number {
    return this.recordOffsets.length;
  }

  /** The name of entry `index`, decoded on demand (most scans never need most names). */
  nameAt(index: number): string {
    const at = this.recordOffsets[index];
    if (at === undefined) throw new RangeError(`no entry ${index}`);
    return this.centralDirectory.toString('utf8', at + 46, at + 46 + this.centralDirectory.readUInt16LE(at + 28));
  }

  /** Every entry name in directory order (decoded once, then kept). */
  get names(): readonly string[] {
    this.decodedNames ??= Array.from({ length: this.entryCount }, (_, i) => this.nameAt(i));
    return this.decodedNames;
  }

  /** The index of the first entry named exactly `name`, or -1; compares bytes, decoding nothing. */
  findEntry(name: string): number {
    const wanted = Buffer.from(name, 'utf8');
    const cd = this.centralDirectory;
    const offsets = this.recordOffsets;
    for (let i = 0; i < offsets.length; i++) {
      const at = offsets[i]!;
      if ((cd[at + 28]! | (cd[at + 29]! << 8)) !== wanted.length) continue;
      if (cd.compare(wanted, 0, wanted.length, at + 46, at + 46 + wanted.length) === 0) return i;
    }
    return -1;
  }

  /**
   * Opens `source`, reading its tail and directory into `scratch` when given (at least
   * {@link JarArchive.SCRATCH_SIZE} bytes). The archive then views `scratch.bytes`: the caller must not reuse it
   * until it is done with the archive.
   */
  static async open(
    source: ByteSource,
    scratch?: ScratchBuffer,
    options: { deferRecords?: boolean } = {},
  ): Promise<JarArchive> {
    const size = source.size;
    if (size === 0) {
      throw new ZipFormatError('empty', ArchiveMessages.empty({ advice: true }));
    }
    let tailStart = Math.max(0, size - TAIL_READ);
    let tail = await source.read(tailStart, size - tailStart, scratch?.bytes);
    if (tail.length !== size - tailStart) throw truncated();
    let eocd = findEocd(tail);
    if (eocd < 0 && tailStart > 0) {
      // A zip comment (up to 64 KiB) can push the end record out of the first tail.
      tailStart = Math.max(0, size - EOCD_SIZE - MAX_COMMENT);
      tail = await source.read(tailStart, size - tailStart);
      if (tail.length !== size - tailStart) throw truncated();
      eocd = findEocd(tail);
    }
    if (eocd < 0) throw await notAZip(source, tail, tailStart);

    let entryCount = tail.readUInt16LE(eocd + 10);
    let cdSize = tail.readUInt32LE(eocd + 12);
    let cdOffset = tail.readUInt32LE(eocd + 16);
    let cdEnd = tailStart + eocd;
    let zip64 = false;
    const locator = eocd - 20;
    if (locator >= 0 && tail.readUInt32LE(locator) === EOCD64_LOCATOR_SIG) {
      const recordOffset = readUInt64(tail, locator + 8);
      const record =
        recordOffset >= tailStart && recordOffset + 56 <= tailStart + tail.length
          ? tail.subarray(recordOffset - tailStart, recordOffset - tailStart + 56)
          : await readExact(source, recordOffset, 56);
      if (record.readUInt32LE(0) !== EOCD64_SIG) {
        throw damaged(ArchiveMessages.whatZip64Misplaced({}));
      }
      entryCount = readUInt64(record, 32);
      cdSize = readUInt64(record, 40);
      cdOffset = readUInt64(record, 48);
      cdEnd = recordOffset;
      zip64 = true;
    } else if (cdSize === 0xffffffff || cdOffset === 0xffffffff) {
      throw damaged(ArchiveMessages.whatZip64Missing({}));
    } else if (entryCount === 0xffff) {
      entryCount = -1; // some writers saturate the 16-bit count instead of writing ZIP64 records: count them
    }
    if (cdOffset + cdSize > cdEnd) {
      throw new ZipFormatError('truncated', ArchiveMessages.truncatedDirectory({ advice: true }));
    }
    if (cdSize > MAX_CENTRAL_DIRECTORY) throw damaged(ArchiveMessages.whatDirectoryHuge({ size: String(cdSize) }));
    if (entryCount > 0 && cdSize < entryCount * 46) throw damaged(ArchiveMessages.whatDirectoryShort({}));
    if (entryCount === 0 && cdSize > 0) throw damaged(ArchiveMessages.whatNoEntries({}));
    let cd: Buffer;
    if (cdOffset >= tailStart) cd = tail.subarray(cdOffset - tailStart, cdOffset - tailStart + cdSize);
    else if (scratch !== undefined && size - cdOffset <= MAX_SCRATCH_SIZE && tail.buffer === scratch.bytes.buffer) {
      // The directory and everything after it, contiguous in the scratch: the tail already read moves up to its
      // place (a memmove), and one read fills the part of the directory before it. Reading the tail's bytes
      // again would copy them out of the page cache twice.
      const total = size - cdOffset;
      const missing = tailStart - cdOffset;
      const tailAt = tail.byteOffset - scratch.bytes.byteOffset;
      if (scratch.bytes.length < total) {
        const grown = Buffer.allocUnsafeSlow(total);
        tail.copy(grown, missing);
        scratch.bytes = grown;
      } else scratch.bytes.copyWithin(missing, tailAt, tailAt + tail.length);
      const front = await source.read(cdOffset, missing, scratch.bytes);
      if (front.length !== missing) throw truncated();
      if (front.buffer !== scratch.bytes.buffer || front.byteOffset !== scratch.bytes.byteOffset)
        front.copy(scratch.bytes, 0); // a source that did not read into the scratch
      tailStart = cdOffset;
      tail = scratch.bytes.subarray(0, total);
      cd = tail.subarray(0, cdSize);
    } else cd = await readExact(source, cdOffset, cdSize);
    const archive = new JarArchive(source, cd, null, entryCount, zip64, tail, tailStart);
    if (options.deferRecords !== true) walkCentralDirectory(archive, () => undefined, NO_NAMES);
    return archive;
  }

  /** The full record of entry `index` (sizes and offset resolved through the ZIP64 extra field when needed). */
  entry(index: number): ZipEntry {
    const record: ZipEntry = {
      index,
      name: '',
      flags: 0,
      method: 0,
      crc32: 0,
      compressedSize: 0,
      uncompressedSize: 0,
      localHeaderOffset: 0,
    };
    this.fillEntry(index, record);
    record.name = this.nameAt(index);
    return record;
  }

  /**
   * Writes entry `index`'s record but its name into `into`, the same fields {@link entry} gives, with the same errors:
   * a reader that takes tens of thousands of entries one after the other (the content index) reuses one record and
   * decodes no name it does not show (a {@link DirectoryEntry}). Throws before writing anything when the record is
   * damaged.
   */
  fillEntry(index: number, into: Omit<ZipEntry, 'name'>): void {
    const cd = this.centralDirectory;
    const at = this.recordOffsets[index];
    if (at === undefined) throw new RangeError(`no entry ${index}`);
    let compressedSize = cd.readUInt32LE(at + 20);
    let uncompressedSize = cd.readUInt32LE(at + 24);
    let localHeaderOffset = cd.readUInt32LE(at + 42);
    if (compressedSize === 0xffffffff || uncompressedSize === 0xffffffff || localHeaderOffset === 0xffffffff) {
      const nameLength = cd.readUInt16LE(at + 28);
      const extraLength = cd.readUInt16LE(at + 30);
      const zip64 = findExtra(cd, at + 46 + nameLength, extraLength, 0x0001);
      if (!zip64) throw damaged(ArchiveMessages.whatEntryZip64({ name: this.nameAt(index) }));
      let p = zip64.start;
      const take = (): number => {
        if (p + 8 > zip64.end) throw damaged(ArchiveMessages.whatEntryShortZip64({ name: this.nameAt(index) }));
        const v = readUInt64(cd, p);
        p += 8;
        return v;
      };
      if (uncompressedSize === 0xffffffff) uncompressedSize = take();
      if (compressedSize === 0xffffffff) compressedSize = take();
      if (localHeaderOffset === 0xffffffff) localHeaderOffset = take();
    }
    into.index = index;
    into.flags = cd.readUInt16LE(at + 8);
    into.method = cd.readUInt16LE(at + 10);
    into.crc32 = cd.readUInt32LE(at + 16);
    into.compressedSize = compressedSize;
    into.uncompressedSize = uncompressedSize;
    into.localHeaderOffset = localHeaderOffset;
  }

  /**
   * The uncompressed bytes of `entry`, refusing entries larger than `maxBytes`. Verifies the local header, the
   * declared size and the CRC, so a damaged or lying entry is an error rather than garbage.
   */
  async read(entry: ZipEntry, maxBytes: number): Promise<Buffer> {
    checkReadable(entry, maxBytes);
    return this.inflated(entry, await this.rawData(entry));
  }

  /**
   * As {@link read}, at once, when the source can read without waiting (a blocking file, bytes in memory): the same
   * bytes or the same error, or null when it cannot (then {@link read} is the way). No promise per entry for a reader
   * that takes thousands of them on a thread that may block (the content index). With `into`, a compressed entry that
   * fits is inflated into it and the result views it: the caller must be done with it before it reuses `into`.
   */
  readNow(entry: ZipEntry, maxBytes: number, into?: Buffer): Buffer | null {
    checkReadable(entry, maxBytes);
    const data = this.rawDataNow(entry);
    return data === null ? null : this.inflated(entry, data, into);
  }

  /**
   * The uncompressed bytes of `entry` from its raw data, checked against its declared size and CRC; a compressed
   * entry is inflated into `into` when it has room (rawInflater.ts), and the result views it.
   */
  private inflated(entry: ZipEntry, data: Buffer, into?: Buffer): Buffer {
    let out: Buffer;
    if (entry.method === 0) {
      out = data;
    } else {
      try {
        out = inflateRaw(data, entry.uncompressedSize, into);
      } catch (error) {
        if (error instanceof InflatedTooLarge)
          throw damaged(
            ArchiveMessages.whatInflatedTooLarge({ name: entry.name, declared: String(entry.uncompressedSize) }),
          );
        throw damaged(ArchiveMessages.whatInflate({ name: entry.name, detail: (error as Error).message }));
      }
    }
    if (out.length !== entry.uncompressedSize)
      throw damaged(
        ArchiveMessages.whatSize({
          name: entry.name,
          size: String(out.length),
          declared: String(entry.uncompressedSize),
        }),
      );
    if (zlib.crc32(out) >>> 0 !== entry.crc32 >>> 0) throw damaged(ArchiveMessages.whatCrc({ name: entry.name }));
    return out;
  }

  /**
   * Where a stored entry's bytes lie in the source, so a stored nested jar can be opened in place.
   * Returns null for compressed entries.
   */
  async storedRange(entry: ZipEntry): Promise<{ offset: number; size: number } | null> {
    if (entry.method !== 0 || entry.flags & 1) return null;
    const header = await readExact(this.source, entry.localHeaderOffset, 30, entry.name);
    if (header.readUInt32LE(0) !== LOCAL_SIG) throw damaged(ArchiveMessages.whatLocalHeader({ name: entry.name }));
    const offset = entry.localHeaderOffset + 30 + header.readUInt16LE(26) + header.readUInt16LE(28);
    if (offset + entry.compressedSize > this.source.size) throw truncated();
    return { offset, size: entry.compressedSize };
  }

  private async rawData(entry: ZipEntry): Promise<Buffer> {
    const length = this.firstLength(entry);
    const first = this.fromWindow(entry, length) ?? (await this.source.read(entry.localHeaderOffset, length));
    const start = this.dataStart(entry, first);
    const end = start + entry.compressedSize;
    if (end <= first.length) return first.subarray(start, end);
    return readExact(this.source, entry.localHeaderOffset + start, entry.compressedSize, entry.name);
  }

  /** As {@link rawData}, at once, or null when the source cannot read without waiting. */
  private rawDataNow(entry: ZipEntry): Buffer | null {
    const length = this.firstLength(entry);
    const first = this.fromWindow(entry, length) ?? this.source.readNow?.(entry.localHeaderOffset, length) ?? null;
    if (first === null) return null;
    const start = this.dataStart(entry, first);
    const end = start + entry.compressedSize;
    if (end <= first.length) return first.subarray(start, end);
    return readExactNow(this.source, entry.localHeaderOffset + start, entry.compressedSize, entry.name);
  }

  /** Bytes read at an entry's local header at first: the header, name and extra field the directory gives, the data. */
  private firstLength(entry: ZipEntry): number {
    const at = this.recordOffsets[entry.index] ?? 0;
    const cd = this.centralDirectory;
    return 30 + cd.readUInt16LE(at + 28) + cd.readUInt16LE(at + 30) + LOCAL_SLACK + entry.compressedSize;
  }

  /**
   * The bytes at an entry's local header from the tail already read, or null when they are not in it. Build tools
   * write resources (the descriptors) last, right before the central directory: often in the tail already read.
   * Copied out, so no result ever views a scratch buffer.
   */
  private fromWindow(entry: ZipEntry, length: number): Buffer | null {
    const offset = entry.localHeaderOffset - this.windowStart;
    if (offset < 0 || offset + 30 > this.window.length) return null;
    return Buffer.from(this.window.subarray(offset, offset + length));
  }

  /** Where an entry's data starts in `first` (the bytes at its local header); throws for a bad or cut header. */
  private dataStart(entry: ZipEntry, first: Buffer): number {
    if (first.length < 30 || first.readUInt32LE(0) !== LOCAL_SIG) {
      if (entry.localHeaderOffset + 30 > this.source.size) throw truncated();
      throw damaged(ArchiveMessages.whatLocalHeader({ name: entry.name }));
    }
    const start = 30 + first.readUInt16LE(26) + first.readUInt16LE(28);
    if (entry.localHeaderOffset + start + entry.compressedSize > this.source.size) throw truncated();
    return start;
  }
}

/**
 * A {@link ZipEntry} to fill again and again with {@link JarArchive.fillEntry}: its name is the archive's name of the
 * entry it holds now, decoded only when asked (an error message names the entry; a read that succeeds never does).
 */
export class DirectoryEntry implements ZipEntry {
  index = -1;
  method = 0;
  flags = 0;
  crc32 = 0;
  compressedSize = 0;
  uncompressedSize = 0;
  localHeaderOffset = 0;

  constructor(private readonly archive: JarArchive) {}

  get name(): string {
    return this.archive.nameAt(this.index);
  }
}

/**
 * One validating pass over an archive's central-directory records (signature, bounds, entry count; the errors
 * name the record), calling `visit` per record; the archive keeps the offsets. Throws {@link ZipFormatError}.
 */
export function walkCentralDirectory(
  archive: JarArchive,
  visit: (index: number, at: number) => void,
  filter?: NameFilter,
): Uint32Array {
  return JarArchive.walk(archive, visit, filter);
}

function findEocd(tail: Buffer): number {
  const min = Math.max(0, tail.length - EOCD_SIZE - MAX_COMMENT);
  let fallback = -1;
  for (let i = tail.length - EOCD_SIZE; i >= min; i--) {
    if (tail[i] !== 0x50 || tail.readUInt32LE(i) !== EOCD_SIG) continue;
    const commentLength = tail.readUInt16LE(i + 20);
    if (i + EOCD_SIZE + commentLength === tail.length) return i;
    if (fallback < 0 && i + EOCD_SIZE + commentLength <= tail.length) fallback = i;
  }
  return fallback;
}

function findExtra(buf: Buffer, start: number, length: number, id: number): { start: number; end: number } | null {
  let p = start;
  const end = start + length;
  while (p + 4 <= end) {
    const header = buf.readUInt16LE(p);
    const size = buf.readUInt16LE(p + 2);
    if (header === id) return { start: p + 4, end: Math.min(end, p + 4 + size) };
    p += 4 + size;
  }
  return null;
}

function readUInt64(buf: Buffer, at: number): number {
  const value = buf.readUInt32LE(at) + buf.readUInt32LE(at + 4) * 0x100000000;
  if (!Number.isSafeInteger(value)) throw damaged(ArchiveMessages.whatBeyond53({}));
  return value;
}

/**
 * The checks {@link JarArchive.read} makes before reading: encryption, the method, the size limit, stored sizes. The
 * entry's name is read only for an error (a {@link DirectoryEntry} decodes it then).
 */
function checkReadable(entry: ZipEntry, maxBytes: number): void {
  if (entry.flags & 1)
    throw new ZipFormatError('unsupported', ArchiveMessages.encrypted({ name: entry.name, advice: true }));
  if (entry.method !== 0 && entry.method !== 8) {
    throw new ZipFormatError('unsupported', ArchiveMessages.compression({ name: entry.name, method: entry.method }));
  }
  if (entry.uncompressedSize > maxBytes) {
    throw new ZipFormatError(
      'too-large',
      ArchiveMessages.tooLarge({ name: entry.name, size: entry.uncompressedSize, limit: maxBytes }),
    );
  }
  if (entry.method === 0 && entry.compressedSize !== entry.uncompressedSize)
    throw damaged(ArchiveMessages.whatStoredSizes({ name: entry.name }));
}

async function readExact(source: ByteSource, position: number, length: number, what?: string): Promise<Buffer> {
  if (position + length > source.size) throw truncated();
  return exactly(await source.read(position, length), length, what);
}

/** As {@link readExact}, at once, or null when the source cannot read without waiting. */
function readExactNow(source: ByteSource, position: number, length: number, what?: string): Buffer | null {
  if (position + length > source.size) throw truncated();
  const data = source.readNow?.(position, length) ?? null;
  return data === null ? null : exactly(data, length, what);
}

function exactly(data: Buffer, length: number, what?: string): Buffer {
  if (data.length !== length) throw what ? damaged(ArchiveMessages.whatNotInFull({ name: what })) : truncated();
  return data;
}

/** Zero bytes, HTML or plain junk: look at the first bytes to say which. */
async function notAZip(source: ByteSource, tail: Buffer, tailStart: number): Promise<ZipFormatError> {
  const head = tailStart === 0 ? tail.subarray(0, 512) : await source.read(0, 512);
  const text = head
    .toString('latin1')
    .replace(/^\uFEFF|^\xEF\xBB\xBF/, '')
    .trimStart()
    .toLowerCase();
  if (
    text.startsWith('<!doctype html') ||
    text.startsWith('<html') ||
    text.startsWith('<head') ||
    text.startsWith('<?xml') ||
    text.startsWith('<!--')
  ) {
    return new ZipFormatError('html', ArchiveMessages.html({ advice: true }));
  }
  if (head.length >= 4 && head.readUInt32LE(0) === LOCAL_SIG) return truncated();
  if (text.startsWith('{') || text.startsWith('[')) {
    return new ZipFormatError('not-zip', ArchiveMessages.json({ advice: true }));
  }
  return new ZipFormatError('not-zip', ArchiveMessages.notZip({ advice: true }));
}

function truncated(): ZipFormatError {
  return new ZipFormatError('truncated', ArchiveMessages.truncatedEnd({ advice: true }));
}

function damaged(what: Message): ZipFormatError {
  return new ZipFormatError('damaged', ArchiveMessages.damaged({ what, advice: true }));
}
