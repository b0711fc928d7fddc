import * as assert from 'node:assert/strict';
import * as crypto from 'node:crypto';
import { packwizHash, sameHash } from '../../src/core/packwiz/packwizHash';
import { formatIndexToml, formatMetafileToml } from '../../src/core/packwiz/packwizToml';
import { packWithIndexHash } from '../../src/core/packwiz/packwizRefresh';

const sha256 = (text: string): string => crypto.createHash('sha256').update(text, 'utf8').digest('hex');

/**
 * Byte-compatibility with files packwiz itself wrote: packwiz's example pack (packwiz `core/testdata/example-pack`)
 * records the sha256 of its index.toml in pack.toml and of each metafile in index.toml, so the text Nova writes for
 * the same content must hash to exactly those recorded values (see docs/packwiz.md).
 */
describe('packwiz file format (bytes as packwiz writes them)', () => {
  it("writes index.toml whose sha256 is the hash packwiz recorded in the example pack's pack.toml", () => {
    const text = formatIndexToml('sha256', [
      { file: 'LICENSE', hash: '36ffd9dc085d529a7e60e1276d73ae5a030b020313e6c5408593a6ae2af39673' },
      {
        file: 'mods/borderless-mining.pw.toml',
        hash: '407fd025c6912135c7d40c238bb96fe05ea8172c403a100ed86f978fc8124c81',
        metafile: true,
      },
      {
        file: 'mods/screenshot-to-clipboard-fabric.pw.toml',
        hash: 'd580e87dd3fbea1d9bd98da604ff9ed7de782565e507a113031f0555763901aa',
        metafile: true,
      },
    ]);
    assert.equal(sha256(text), '29bcf953b90081730cd8a32cc4d855ab6ad96685c3aeea6ed033dc4f04d390ac');
  });

  it('writes a Modrinth metafile whose sha256 is the hash packwiz recorded for it in index.toml', () => {
    const text = formatMetafileToml({
      name: 'Borderless Mining',
      filename: 'borderless-mining-1.1.5+1.19.jar',
      side: 'client',
      download: {
        url: 'https://cdn.modrinth.com/data/kYq5qkSL/versions/1.1.5+1.19/borderless-mining-1.1.5%2B1.19.jar',
        hashFormat: 'sha1',
        hash: '08f98e28057a0fbdb288c947b7871def4b18b176',
      },
      update: { modrinth: { 'mod-id': 'kYq5qkSL', version: 'gqoXgtxO' } },
    });
    assert.equal(sha256(text), '407fd025c6912135c7d40c238bb96fe05ea8172c403a100ed86f978fc8124c81');
  });

  it('rewrites pack.toml as packwiz does: only the index hash changes in a packwiz-written file', () => {
    const pack =
      'name = "packwiz Example Pack"\nauthor = "comp500"\nversion = "1.0.0"\npack-format = "packwiz:1.1.0"\n\n[index]\n' +
      'file = "index.toml"\nhash-format = "sha256"\nhash = "29bcf953b90081730cd8a32cc4d855ab6ad96685c3aeea6ed033dc4f04d390ac"\n\n' +
      '[versions]\nminecraft = "1.19"\nquilt = "0.17.0"\n';
    assert.equal(packWithIndexHash(pack, '29bcf953b90081730cd8a32cc4d855ab6ad96685c3aeea6ed033dc4f04d390ac'), pack);
    const changed = packWithIndexHash(pack, 'ab'.repeat(32));
    assert.equal(changed, pack.replace(/29bcf9[0-9a-f]+/, 'ab'.repeat(32)));
    // Options with arrays are encoded; an unknown top-level table keeps the author's text and only the hash changes.
    const withOptions = `${pack}\n[options]\nacceptable-game-versions = ["1.19.1", "1.19.2"]\n`;
    assert.equal(
      packWithIndexHash(withOptions, 'cd'.repeat(32)),
      withOptions.replace(/29bcf9[0-9a-f]+/, 'cd'.repeat(32)),
    );
    const odd = `# my comment\n${pack}\n[custom]\nx = 1.5\n`;
    assert.equal(packWithIndexHash(odd, 'ef'.repeat(32)), odd.replace(/29bcf9[0-9a-f]+/, 'ef'.repeat(32)));
  });

  it('migrates an empty or 1.0.0 pack-format to packwiz:1.1.0 as packwiz does on load', () => {
    const pack =
      'name = "x"\npack-format = "packwiz:1.0.0"\n\n[index]\nfile = "index.toml"\nhash-format = "sha256"\nhash = "00"\n';
    assert.match(packWithIndexHash(pack, '11'), /pack-format = "packwiz:1\.1\.0"/);
  });

  it('an empty index lists files = [] (what packwiz init writes)', () => {
    assert.equal(formatIndexToml('sha256', []), 'hash-format = "sha256"\nfiles = []\n');
  });

  it('hashes every packwiz format; murmur2 is CurseForge fingerprinting (whitespace-insensitive, decimal)', () => {
    const bytes = Buffer.from('hello world\n');
    assert.equal(packwizHash('sha1', bytes), crypto.createHash('sha1').update(bytes).digest('hex'));
    assert.equal(packwizHash('md5', bytes), crypto.createHash('md5').update(bytes).digest('hex'));
    // packwiz pins this fingerprint in its own tests (curseforge/murmur2/hash_test.go).
    assert.equal(packwizHash('murmur2', Buffer.from('abc')), '1621425345');
    const murmur = packwizHash('murmur2', bytes);
    assert.match(murmur, /^\d+$/);
    assert.equal(packwizHash('murmur2', Buffer.from('hel lo\tworld\r\n')), murmur);
    assert.notEqual(packwizHash('murmur2', Buffer.from('hello worle')), murmur);
    assert.ok(sameHash('sha512', 'ABC', 'abc'));
    assert.ok(sameHash('murmur2', murmur, murmur));
  });
});
