import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import * as yazl from 'yazl';
import { indexJar } from '../../src/core/mods/jarIndex';
import { BufferSource, FileSource } from '../../src/core/archive/byteSource';
import { JarArchive, nameFilter } from '../../src/core/archive/jarArchive';
import { ZipFormatError } from '../../src/core/archive/zipFormatError';
import { buildZip } from './fixtures/zipBuilder';

/** A zip written by yazl with every ZIP64 structure forced (sizes and offsets in ZIP64 extra fields). */
function zip64(entries: Record<string, string>): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [name, text] of Object.entries(entries))
    zip.addBuffer(Buffer.from(text), name, { forceZip64Format: true, mtime: new Date(0) });
  zip.end({ forceZip64Format: true, comment: '' });
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (c: Buffer) => chunks.push(c));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
  });
}

async function open(data: Buffer): Promise<JarArchive> {
  return JarArchive.open(new BufferSource(data));
}

async function openError(data: Buffer): Promise<ZipFormatError> {
  try {
    await open(data);
  } catch (error) {
    assert.ok(error instanceof ZipFormatError, String(error));
    return error;
  }
  assert.fail('expected a ZipFormatError');
}

describe('JarArchive', () => {
  it('reads names and entries of a plain zip, decoding UTF-8 names', async () => {
    const archive = await open(
      await buildZip({ 'a.txt': 'hello', 'dir/b.txt': 'x'.repeat(1000), '中文/名字.txt': 'z' }),
    );
    assert.deepEqual(archive.names, ['a.txt', 'dir/b.txt', '中文/名字.txt']);
    assert.equal(archive.findEntry('dir/b.txt'), 1);
    assert.equal(archive.findEntry('中文/名字.txt'), 2);
    assert.equal(archive.findEntry('missing'), -1);
    const b = archive.entry(1);
    assert.equal(b.method, 8);
    assert.equal((await archive.read(b, 1 << 20)).toString(), 'x'.repeat(1000));
  });

  it('reads ZIP64 archives (end record, locator, per-entry ZIP64 fields)', async () => {
    const archive = await open(
      await zip64({ 'fabric.mod.json': '{"id":"z"}', 'META-INF/MANIFEST.MF': 'Manifest-Version: 1.0\r\n' }),
    );
    assert.deepEqual(archive.names, ['fabric.mod.json', 'META-INF/MANIFEST.MF']);
    const entry = archive.entry(0);
    assert.equal(entry.uncompressedSize, 10);
    assert.equal((await archive.read(entry, 100)).toString(), '{"id":"z"}');
    assert.equal((await archive.read(archive.entry(1), 100)).toString(), 'Manifest-Version: 1.0\r\n');
  });

  it('refuses entries over the size cap and entries whose data lies about their size', async () => {
    const data = await buildZip([['big.txt', 'y'.repeat(5000), { store: true }]]);
    const archive = await open(data);
    await assert.rejects(
      archive.read(archive.entry(0), 100),
      (e: unknown) => e instanceof ZipFormatError && e.problem === 'too-large',
    );
    const lying = Buffer.from(data);
    const cd = lying.lastIndexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    lying.writeUInt32LE(4000, cd + 24); // uncompressed size no longer matches the stored size
    const liar = await open(lying);
    await assert.rejects(liar.read(liar.entry(0), 1 << 20), /mismatched sizes/);
  });

  it('names the problem: empty, truncated, wrong entry count, damaged record', async () => {
    assert.equal((await openError(Buffer.alloc(0))).problem, 'empty');
    const good = await buildZip({ 'a.txt': 'a', 'b.txt': 'b' });
    assert.equal((await openError(good.subarray(0, good.length - 30))).problem, 'truncated');
    const wrongCount = Buffer.from(good);
    wrongCount.writeUInt16LE(1, wrongCount.length - 22 + 10);
    assert.match((await openError(wrongCount)).message, /declares 1 entries but its central directory holds 2/);
    const damaged = Buffer.from(good);
    const cd = damaged.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    damaged[cd + 2] = 0;
    assert.match((await openError(damaged)).message, /record 1 is damaged/);
  });

  it('indexes class packages (3 segments, no META-INF, sorted), wanted files and root mixin configs in one pass', async () => {
    const archive = await open(
      await buildZip({
        'me/jellysquid/mods/sodium/client/A.class': 'x',
        'me/jellysquid/mods/sodium/B.class': 'x',
        'com/example/Main.class': 'x',
        'net/other/lib/deep/er/C.class': 'x',
        'Root.class': 'x',
        'META-INF/versions/9/module-info.class': 'x',
        'fabric.mod.json': '{}',
        'sodium.mixins.json': '{}',
        'mixins.extra.json': '{}',
        'assets/sodium/lang.json': '{}',
      }),
    );
    const index = indexJar(archive, new Set(['fabric.mod.json', 'quilt.mod.json']), true);
    assert.deepEqual(index.packages, ['com.example', 'me.jellysquid.mods', 'net.other.lib']);
    assert.deepEqual([...index.found], [['fabric.mod.json', 6]]);
    assert.deepEqual(index.rootMixins, ['sodium.mixins.json', 'mixins.extra.json']);
  });

  it('finds the same names with and without packages, whatever the lengths of wanted and mixin names', async () => {
    // "ab.mixins.json" and "quilt.mod.json" are both 14 bytes: a name of a wanted length can still be a mixin config.
    const entries: Record<string, string> = {
      'ab.mixins.json': '{}',
      '.mixins.json': '{}',
      'mixins.json': '{}',
      'mixins.a.json': '{}',
      'sub/x.mixins.json': '{}',
      'mixin.json': '{}',
      'fabric.mod.jsox': '{}',
      'assets/m/models/block/stone.json': '{}',
      'quilt.mod.json': '{}',
      'fabric.mod.json': '{}',
      'a/fabric.mod.json': '{}',
      'fabric.mod.json ': '{}',
      'com/a/B.class': 'x',
    };
    const archive = await open(await buildZip(entries));
    const wanted = new Set(['fabric.mod.json', 'quilt.mod.json', 'a/fabric.mod.json']);
    const plain = indexJar(archive, wanted, false);
    const withPackages = indexJar(await open(await buildZip(entries)), wanted, true);
    const expectedMixins = ['ab.mixins.json', '.mixins.json', 'mixins.json', 'mixins.a.json'];
    assert.deepEqual(plain.rootMixins, expectedMixins);
    assert.deepEqual(withPackages.rootMixins, expectedMixins);
    const expectedFound = [
      ['quilt.mod.json', 8],
      ['fabric.mod.json', 9],
      ['a/fabric.mod.json', 10],
    ];
    assert.deepEqual([...plain.found], expectedFound);
    assert.deepEqual([...withPackages.found], expectedFound);
    assert.deepEqual(withPackages.packages, ['com.a']);
    // A wanted name of 32 bytes or more is past the length filter: every record is visited instead.
    const long = 'META-INF/services/some.long.Service';
    const longIndex = indexJar(await open(await buildZip({ 'x.class': '', [long]: 'y' })), new Set([long]), false);
    assert.deepEqual([...longIndex.found], [[long, 1]]);
    assert.throws(() => nameFilter(0, '.js'), RangeError, 'an ending is 5 bytes');
  });

  it('still validates every record when only a few names are called back', async () => {
    const data = await buildZip({ 'a.txt': 'a', 'fabric.mod.json': '{}', 'b.txt': 'b' });
    const archive = await JarArchive.open(new BufferSource(data), undefined, { deferRecords: true });
    // Break the third record's signature: the walk must refuse it although its name is not wanted.
    const cd = archive.centralDirectory;
    const third = cd.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]), cd.indexOf('fabric.mod.json'));
    cd[third + 3] = 0x09;
    assert.throws(() => indexJar(archive, new Set(['fabric.mod.json']), false), /record 3 is damaged/);
  });

  it('reads a directory larger than the first tail read into the scratch buffer, growing it when needed', async () => {
    const entries: Record<string, string> = {};
    for (let i = 0; i < 600; i++)
      entries[`assets/example/textures/block/a-rather-long-texture-name-${i}.png`] = `p${i}`;
    entries['fabric.mod.json'] = '{"id":"big"}';
    const data = await buildZip(entries);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nova-jar-'));
    const file = path.join(dir, 'big.jar');
    fs.writeFileSync(file, data);
    const reference = await open(data);
    assert.ok(reference.centralDirectory.length > 16 * 1024, 'the directory must not fit the first tail read');
    // A scratch of the usual size, then one too small for the directory (the archive grows it).
    for (const scratch of [{ bytes: Buffer.alloc(JarArchive.SCRATCH_SIZE) }, { bytes: Buffer.alloc(17 * 1024) }]) {
      const source = await FileSource.open(file, data.length, { blocking: true });
      try {
        const archive = await JarArchive.open(source, scratch);
        assert.ok(archive.centralDirectory.equals(reference.centralDirectory));
        assert.deepEqual(archive.names, reference.names);
        assert.ok(scratch.bytes.length >= archive.centralDirectory.length);
        const index = archive.findEntry('fabric.mod.json');
        assert.equal((await archive.read(archive.entry(index), 1024)).toString(), '{"id":"big"}');
      } finally {
        source.close();
      }
    }
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('caps packages at the 50 most populated prefixes', async () => {
    const entries: Record<string, string> = {};
    for (let p = 0; p < 60; p++)
      for (let c = 0; c <= (p < 50 ? 2 : 0); c++) entries[`org/p${String(p).padStart(2, '0')}/x/C${c}.class`] = 'x';
    const index = indexJar(await open(await buildZip(entries)), new Set(), true);
    assert.equal(index.packages.length, 50);
    assert.equal(index.packages[0], 'org.p00.x');
    assert.equal(index.packages[49], 'org.p49.x');
  });
});
