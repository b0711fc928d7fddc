import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import * as zlib from 'node:zlib';
import { iconEntries, isPng, MAX_ICON_BYTES, readJarIcon } from '../../src/core/modsView/jarIcon';
import { ModIconCache } from '../../src/core/modsView/modIconCache';
import { fabricJar, quiltJar, tomlJar } from './fixtures/modJars';
import { makeTempDir, removeTempDir, writeText } from './fixtures/zipBuilder';

/** A real `size`×`size` PNG of one colour (signature, IHDR, IDAT, IEND with their CRCs). */
function png(size: number, rgb: [number, number, number]): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer): number => {
    let c = 0xffffffff;
    for (const b of bytes) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer): Buffer => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.concat(Array.from({ length: size }, () => Buffer.from(rgb)))]);
  const raw = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const RED = png(4, [255, 0, 0]);
const BLUE = png(32, [0, 0, 255]);
const GREEN = png(2, [0, 255, 0]);

describe('mod icons: the jar’s own icon entry', () => {
  let dir: string;
  before(async () => {
    dir = await makeTempDir('nova-icons-');
  });
  after(async () => {
    await removeTempDir(dir);
  });
  const jar = async (name: string, bytes: Promise<Buffer> | Buffer): Promise<string> =>
    writeText(path.join(dir, 'mods', name), await bytes);

  it('names the entry from fabric.mod.json, quilt.mod.json, mods.toml logoFile, then pack.png', () => {
    assert.deepEqual(iconEntries({ fabric: '{"icon": "assets/a/icon.png"}', quilt: null, forgeToml: null }), [
      'assets/a/icon.png',
      'pack.png',
    ]);
    assert.deepEqual(
      iconEntries({ fabric: '{"icon": {"16": "s.png", "64": "l.png", "32": "m.png"}}', quilt: null, forgeToml: null }),
      ['m.png', 'l.png', 's.png', 'pack.png'],
      'of several sizes, the smallest that is sharp at 32 px first',
    );
    assert.deepEqual(
      iconEntries({ fabric: null, quilt: '{"quilt_loader": {"metadata": {"icon": "/q.png"}}}', forgeToml: null }),
      ['q.png', 'pack.png'],
    );
    assert.deepEqual(
      iconEntries({
        fabric: null,
        quilt: null,
        forgeToml: "modLoader='javafml'\n[[mods]]\nmodId='x'\nlogoFile='logo.png'\n",
      }),
      ['logo.png', 'pack.png'],
    );
    assert.deepEqual(iconEntries({ fabric: '{ not json', quilt: null, forgeToml: null }), ['pack.png']);
    assert.deepEqual(iconEntries({ fabric: '{"icon": "../../etc/x.png"}', quilt: null, forgeToml: null }), [
      'pack.png',
    ]);
    assert.deepEqual(
      iconEntries({ fabric: '{\n // a comment\n "icon": "c.png",\n}', quilt: null, forgeToml: null }),
      ['c.png', 'pack.png'],
      'lenient JSON, as the loader reads it',
    );
  });

  it('reads the PNG from real jars of each loader, and pack.png when the metadata names none', async () => {
    const fabric = await jar(
      'fabric.jar',
      fabricJar({ id: 'fab', icon: 'assets/fab/icon.png' }, { 'assets/fab/icon.png': RED }),
    );
    const quilt = await jar(
      'quilt.jar',
      quiltJar(
        { id: 'qu', metadata: { icon: { '16': 'small.png', '32': 'big.png' } } },
        {},
        { 'small.png': GREEN, 'big.png': BLUE },
      ),
    );
    const forge = await jar(
      'forge.jar',
      tomlJar('modLoader="javafml"\nloaderVersion="[47,)"\n[[mods]]\nmodId="fo"\nlogoFile="fo_logo.png"\n', {
        extra: { 'fo_logo.png': GREEN },
      }),
    );
    const packPng = await jar('pack.jar', fabricJar({ id: 'pk' }, { 'pack.png': BLUE }));
    assert.deepEqual(await readJarIcon(fabric), RED);
    assert.deepEqual(await readJarIcon(quilt), BLUE);
    assert.deepEqual(await readJarIcon(forge), GREEN);
    assert.deepEqual(await readJarIcon(packPng), BLUE);
  });

  it('refuses what is not a PNG, too large, absent or unreadable, without throwing', async () => {
    const notPng = await jar(
      'gif.jar',
      fabricJar({ id: 'g', icon: 'i.png' }, { 'i.png': Buffer.from('GIF89a not a png') }),
    );
    const huge = Buffer.concat([RED, Buffer.alloc(MAX_ICON_BYTES)]);
    const tooBig = await jar('big.jar', fabricJar({ id: 'b', icon: 'i.png' }, { 'i.png': huge }));
    const missing = await jar('none.jar', fabricJar({ id: 'n', icon: 'gone.png' }));
    const corrupt = await jar('corrupt.jar', Buffer.from('<html>not a zip</html>'));
    const empty = await jar('empty.jar', Buffer.alloc(0));
    for (const file of [notPng, tooBig, missing, corrupt, empty, path.join(dir, 'mods', 'nope.jar'), dir])
      assert.equal(await readJarIcon(file), null, file);
    assert.equal(isPng(RED), true);
    assert.equal(isPng(Buffer.from('GIF89a')), false);
  });

  it('caches each icon once on disk by the jar’s content hash, and remembers jars without one', async () => {
    const cacheDir = path.join(dir, 'cache');
    const a = await jar('a.jar', fabricJar({ id: 'a', icon: 'i.png' }, { 'i.png': RED }));
    const copy = path.join(dir, 'mods', 'a-copy.jar');
    fs.copyFileSync(a, copy);
    const plain = await jar('plain.jar', fabricJar({ id: 'plain' }));
    const cache = new ModIconCache(cacheDir);
    const source = (file: string) => {
      const stat = fs.statSync(file);
      return { path: file, size: stat.size, mtimeMs: stat.mtimeMs };
    };
    assert.equal(cache.peek(source(a)), undefined, 'unknown before the first lookup');
    const icon = await cache.iconFor(source(a));
    assert.ok(icon !== null && icon.startsWith(cacheDir) && icon.endsWith('.png'));
    assert.deepEqual(fs.readFileSync(icon), RED);
    assert.equal(cache.peek(source(a)), icon, 'known without I/O afterwards');
    assert.equal(await cache.iconFor(source(copy)), icon, 'the same bytes elsewhere share one cached file');
    assert.equal(await cache.iconFor(source(plain)), null);
    assert.equal(cache.peek(source(plain)), null);
    assert.deepEqual(
      fs
        .readdirSync(cacheDir)
        .map((f) => path.extname(f))
        .sort(),
      ['.none', '.png'],
    );

    // A new session reads the cache, not the jar: the cached PNG is served even if it is the only copy left.
    const again = new ModIconCache(cacheDir);
    const mtime = fs.statSync(icon).mtimeMs;
    assert.equal(await again.iconFor(source(a)), icon);
    assert.equal(fs.statSync(icon).mtimeMs, mtime, 'not rewritten');

    // The jar replaced by another one (new bytes, new time): its new icon.
    fs.writeFileSync(a, await fabricJar({ id: 'a', icon: 'i.png', version: '2.0' }, { 'i.png': BLUE }));
    fs.utimesSync(a, new Date(), new Date(Date.now() + 5000));
    const replaced = await cache.iconFor(source(a));
    assert.ok(replaced !== null && replaced !== icon);
    assert.deepEqual(fs.readFileSync(replaced), BLUE);
  });
});
