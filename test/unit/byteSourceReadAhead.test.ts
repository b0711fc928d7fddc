import * as assert from 'node:assert/strict';
import * as crypto from 'node:crypto';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import * as yazl from 'yazl';
import { BufferSource, FileSource, ReadAheadSource, type ByteSource } from '../../src/core/archive/byteSource';
import { JarArchive } from '../../src/core/archive/jarArchive';

/** A source that counts the reads that reach it. */
class CountingSource implements ByteSource {
  reads = 0;
  readonly size: number;
  constructor(private readonly inner: ByteSource) {
    this.size = inner.size;
  }
  read(position: number, length: number, into?: Buffer): Promise<Buffer> {
    this.reads++;
    return this.inner.read(position, length, into);
  }
}

function zipOf(entries: Array<[string, Buffer]>): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [name, data] of entries)
    zip.addBuffer(data, name, { mtime: new Date(0), compress: name.endsWith('.json') });
  zip.end();
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (c: Buffer) => chunks.push(c));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
  });
}

describe('ReadAheadSource', () => {
  it('returns the same bytes as the source for any read, short only at the end', async () => {
    const data = crypto.randomBytes(300_000);
    const direct = new BufferSource(data);
    const ahead = new ReadAheadSource(new BufferSource(data), 4096);
    const random = (n: number): number => crypto.randomInt(n);
    for (let k = 0; k < 3000; k++) {
      // Mostly small reads moving forward, some backwards, some large, some past the end.
      const position = k % 7 === 0 ? random(data.length + 10) : (k * 97) % data.length;
      const length = k % 11 === 0 ? random(20_000) : random(600);
      const got = await ahead.read(position, length);
      const want = await direct.read(position, length);
      assert.ok(got.equals(want), `read ${position}+${length}`);
    }
  });

  it('reads a file once per window for small entries in order', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nova-readahead-'));
    try {
      const file = path.join(dir, 'x.bin');
      const data = crypto.randomBytes(100_000);
      fs.writeFileSync(file, data);
      const source = await FileSource.open(file, data.length, { blocking: true });
      try {
        const counting = new CountingSource(source);
        const ahead = new ReadAheadSource(counting, 16 * 1024);
        for (let p = 0; p < data.length; p += 200) {
          const got = await ahead.read(p, 150);
          assert.ok(got.equals(data.subarray(p, Math.min(data.length, p + 150))));
        }
        // 500 reads of 150 bytes over 100,000 bytes: about seven 16 KiB windows, not 500 reads.
        assert.ok(counting.reads <= 8, `${counting.reads} reads`);
      } finally {
        source.close();
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('reads a jar entry for entry as the source does, and still refuses a damaged entry', async () => {
    const entries: Array<[string, Buffer]> = [];
    for (let i = 0; i < 400; i++)
      entries.push([`data/m/recipes/r${i}.json`, Buffer.from(JSON.stringify({ type: 'x', result: `m:item_${i}` }))]);
    entries.push(['big.bin', crypto.randomBytes(200_000)]);
    const zip = await zipOf(entries);
    const counting = new CountingSource(new BufferSource(zip));
    const archive = await JarArchive.open(new ReadAheadSource(counting, 64 * 1024));
    const plain = await JarArchive.open(new BufferSource(zip));
    for (let i = 0; i < archive.names.length; i++) {
      const got = await archive.read(archive.entry(i), 1 << 20);
      assert.ok(got.equals(await plain.read(plain.entry(i), 1 << 20)), archive.names[i]);
    }
    assert.ok(counting.reads < 20, `${counting.reads} reads for ${archive.names.length} entries`);

    // One byte of the first recipe's data flipped: the CRC check still refuses it.
    const damaged = Buffer.from(zip);
    const first = plain.entry(0);
    const dataAt = first.localHeaderOffset + 30 + damaged.readUInt16LE(first.localHeaderOffset + 26);
    damaged[dataAt + 2]! ^= 0xff;
    const broken = await JarArchive.open(new ReadAheadSource(new BufferSource(damaged), 64 * 1024));
    await assert.rejects(() => broken.read(broken.entry(0), 1 << 20));
  });
});
