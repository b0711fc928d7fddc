import * as assert from 'node:assert/strict';
import * as crypto from 'node:crypto';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import * as yazl from 'yazl';
import {
  BufferSource,
  FileSource,
  ReadAheadSource,
  SliceSource,
  type ByteSource,
} from '../../src/core/archive/byteSource';
import { DirectoryEntry, JarArchive } from '../../src/core/archive/jarArchive';
import { archiveFiles } from '../../src/core/content/packFiles';
import { readJarContent } from '../../src/core/content/jarContentRead';

// JarArchive.readNow and ByteSource.readNow: the content index reads tens of thousands of small entries at once from a
// blocking source instead of through a promise each (docs/performance.md, content index, eleventh pass). They must
// give exactly what the promised reads give: the same bytes, the same errors, and null only where a read must wait.

/** Bytes in memory that read short across `cut`, as a file changing under the reader would. */
class ShortSource implements ByteSource {
  readonly size: number;
  constructor(
    private readonly data: Buffer,
    private readonly cut: number,
  ) {
    this.size = data.length;
  }
  read(position: number, length: number): Promise<Buffer> {
    return Promise.resolve(this.readNow(position, length));
  }
  readNow(position: number, length: number): Buffer {
    const end = position < this.cut && position + length > this.cut ? this.cut : position + length;
    return this.data.subarray(position, Math.min(end, this.size));
  }
}

function zipOf(entries: Array<[string, Buffer, boolean]>): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [name, data, compress] of entries) zip.addBuffer(data, name, { mtime: new Date(0), compress });
  zip.end();
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (c: Buffer) => chunks.push(c));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
  });
}

/** Recipes, tags and lang files, stored and deflated, a few larger than a read-ahead window, the last in the tail. */
async function sampleJar(): Promise<Buffer> {
  const entries: Array<[string, Buffer, boolean]> = [];
  for (let i = 0; i < 300; i++) {
    const body = JSON.stringify({ type: 'minecraft:smelting', ingredient: { item: `m:ore_${i}` }, result: `m:i_${i}` });
    entries.push([`data/m/recipe/r${i}.json`, Buffer.from(body), i % 3 !== 0]);
  }
  entries.push(['assets/m/lang/en_us.json', Buffer.from(JSON.stringify({ 'item.m.x': 'X'.repeat(90_000) })), true]);
  entries.push(['big.bin', crypto.randomBytes(300_000), false]);
  entries.push(['data/m/tags/item/last.json', Buffer.from('{"values":["m:i_1"]}'), true]);
  return zipOf(entries);
}

/** What `read` gives for entry `i`: its bytes, or its error's class and message. */
/** A copy of `zip` with entry 1's (deflated) data byte flipped (CRC or inflate) and entry 3's local header broken. */
async function damagedCopy(zip: Buffer): Promise<Buffer> {
  const plain = await JarArchive.open(new BufferSource(zip));
  const damaged = Buffer.from(zip);
  const one = plain.entry(1);
  damaged[one.localHeaderOffset + 30 + damaged.readUInt16LE(one.localHeaderOffset + 26) + 3]! ^= 0xff;
  damaged[plain.entry(3).localHeaderOffset]! ^= 0xff;
  return damaged;
}

async function readLater(archive: JarArchive, i: number, max: number): Promise<Buffer | string> {
  try {
    return await archive.read(archive.entry(i), max);
  } catch (error) {
    return `${(error as Error).name}: ${(error as Error).message}`;
  }
}

function readAtOnce(archive: JarArchive, i: number, max: number, into?: Buffer): Buffer | string | null {
  try {
    return archive.readNow(archive.entry(i), max, into);
  } catch (error) {
    return `${(error as Error).name}: ${(error as Error).message}`;
  }
}

function same(a: Buffer | string | null, b: Buffer | string, what: string): void {
  if (typeof b === 'string') assert.equal(a, b, what);
  else assert.ok(Buffer.isBuffer(a) && a.equals(b), what);
}

describe('reading archive entries at once (readNow)', () => {
  let dir: string;
  before(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nova-readnow-'));
  });
  after(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('gives every entry of a blocking file, through windows or not, as read gives it', async () => {
    const zip = await sampleJar();
    const file = path.join(dir, 'a.jar');
    fs.writeFileSync(file, zip);
    for (const ahead of [false, true]) {
      const source = await FileSource.open(file, zip.length, { blocking: true });
      try {
        const now = await JarArchive.open(ahead ? new ReadAheadSource(source, 16 * 1024) : source);
        const later = await JarArchive.open(new BufferSource(zip));
        // In order (as the index reads), then backwards (out of every window).
        const order = [...now.names.keys(), ...[...now.names.keys()].reverse()];
        for (const i of order) same(readAtOnce(now, i, 1 << 20), await readLater(later, i, 1 << 20), now.names[i]!);
        // Into a reused buffer (as the content index reads tags and recipes): the same bytes, entry after entry.
        const into = Buffer.alloc(4096);
        for (const i of order)
          same(readAtOnce(now, i, 1 << 20, into), await readLater(later, i, 1 << 20), now.names[i]!);
      } finally {
        source.close();
      }
    }
  });

  it('answers null where a read must wait, and the same bytes from memory and from slices', async () => {
    const zip = await sampleJar();
    const file = path.join(dir, 'b.jar');
    fs.writeFileSync(file, zip);
    const source = await FileSource.open(file, zip.length);
    try {
      assert.equal(source.readNow(0, 10), null);
      const archive = await JarArchive.open(new ReadAheadSource(source, 16 * 1024));
      // The first recipe lies at the start, far from the tail the archive read when it opened.
      assert.equal(archive.readNow(archive.entry(0), 1 << 20), null);
      // Once a read has filled the window around it, the bytes there are at hand.
      const read = await readLater(archive, 0, 1 << 20);
      same(readAtOnce(archive, 1, 1 << 20), await readLater(archive, 1, 1 << 20), 'in the window');
      same(readAtOnce(archive, 0, 1 << 20), read, 'again');
    } finally {
      source.close();
    }
    const memory = new BufferSource(zip);
    const slice = new SliceSource(
      new BufferSource(Buffer.concat([Buffer.alloc(77), zip, Buffer.alloc(5)])),
      77,
      zip.length,
    );
    for (const [label, s] of [
      ['memory', memory],
      ['slice', slice],
    ] as const) {
      const archive = await JarArchive.open(s);
      for (let i = 0; i < archive.names.length; i++)
        same(readAtOnce(archive, i, 1 << 20), await readLater(archive, i, 1 << 20), `${label} ${archive.names[i]}`);
    }
  });

  it('refuses a damaged, cut or too large entry with the error read rejects with', async () => {
    const zip = await sampleJar();
    const damaged = await damagedCopy(zip);
    const file = path.join(dir, 'c.jar');
    fs.writeFileSync(file, damaged);
    const source = await FileSource.open(file, damaged.length, { blocking: true });
    try {
      const now = await JarArchive.open(new ReadAheadSource(source, 16 * 1024));
      const later = await JarArchive.open(new BufferSource(damaged));
      let errors = 0;
      for (let i = 0; i < now.names.length; i++) {
        // 5,000 bytes at most: the lang file and the large binary are refused for their size.
        const want = await readLater(later, i, 5_000);
        if (typeof want === 'string') errors++;
        same(readAtOnce(now, i, 5_000), want, now.names[i]!);
      }
      assert.ok(errors >= 4, `${errors} errors`);
    } finally {
      source.close();
    }
    // A stored entry whose bytes stop short (a source that reads short in the middle of the file).
    const archive = await JarArchive.open(new BufferSource(zip));
    const big = archive.names.indexOf('big.bin');
    const hole = new ShortSource(zip, archive.entry(big).localHeaderOffset + 100);
    const holed = await JarArchive.open(hole);
    const want = await readLater(holed, big, 1 << 20);
    assert.match(String(want), /big\.bin/);
    same(readAtOnce(holed, big, 1 << 20), want, 'short');
  });

  it('reads through one reused record (fillEntry, DirectoryEntry) exactly as through a record per entry', async () => {
    // The content reader's archiveFiles fills one DirectoryEntry per archive instead of making a ZipEntry (and decoding
    // its name again) per entry: the fields, the bytes and the errors, which name the entry, must be the same.
    const damaged = await damagedCopy(await sampleJar());
    const archive = await JarArchive.open(new BufferSource(damaged));
    const reused = new DirectoryEntry(archive);
    const files = archiveFiles(archive);
    let errors = 0;
    // In order and back again, so the record is refilled from every other entry.
    const order = [...archive.names.keys(), ...[...archive.names.keys()].reverse()];
    for (const i of order) {
      const fresh = archive.entry(i);
      archive.fillEntry(i, reused);
      const { index, name, method, flags, crc32, compressedSize, uncompressedSize, localHeaderOffset } = reused;
      assert.deepEqual(
        { ...fresh },
        { index, name, method, flags, crc32, compressedSize, uncompressedSize, localHeaderOffset },
        archive.names[i],
      );
      const want = await readLater(archive, i, 5_000);
      if (typeof want === 'string') {
        errors++;
        assert.ok(want.includes(archive.names[i]!) || /truncated|too large/i.test(want), want);
      }
      let viaReused: Buffer | string | null;
      try {
        viaReused = archive.readNow(reused, 5_000);
      } catch (error) {
        viaReused = `${(error as Error).name}: ${(error as Error).message}`;
      }
      same(viaReused, want, `reused ${archive.names[i]!}`);
      assert.equal(files.size(i), fresh.uncompressedSize);
      let viaFiles: Buffer | string | null;
      try {
        viaFiles = files.readNow!(i, 5_000);
      } catch (error) {
        viaFiles = `${(error as Error).name}: ${(error as Error).message}`;
      }
      same(viaFiles, want, `archiveFiles ${archive.names[i]!}`);
    }
    assert.ok(errors >= 8, `${errors} errors`);
    assert.throws(() => archive.fillEntry(archive.names.length, reused), RangeError);
  });

  it('reads a jar into the same content whether its entries are read at once or awaited', async () => {
    const zip = await sampleJar();
    const damaged = Buffer.from(zip);
    const plain = await JarArchive.open(new BufferSource(zip));
    damaged[plain.entry(5).localHeaderOffset]! ^= 0xff;
    for (const [name, bytes] of [
      ['d.jar', zip],
      ['e.jar', damaged],
    ] as const) {
      const file = path.join(dir, name);
      fs.writeFileSync(file, bytes);
      const atOnce = await readJarContent(file, bytes.length, true, () => false);
      const awaited = await readJarContent(file, bytes.length, false, () => false);
      assert.deepEqual(atOnce, awaited);
      assert.ok(atOnce.content!.parts[0]!.recipes.length > 100);
    }
  });
});
