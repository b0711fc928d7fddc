import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { JarArchive } from '../../src/core/archive/jarArchive';
import { BufferSource } from '../../src/core/archive/byteSource';
import { ContentIndexer } from '../../src/core/content/contentIndexer';
import { isSourceContent, readArchiveContent } from '../../src/core/content/sourceContent';
import { ModScanner } from '../../src/core/mods/modScanner';
import { j, writeContentPack } from './fixtures/contentPack';
import { neoforgeToml, tomlJar } from './fixtures/modJars';

/**
 * A lang file of an applied `pack.mcmeta` overlay replaces the pack's file of the same path whole, as any overlay file
 * does (CompositePackResources): a key only the base file has is gone, other lang files of the pack stay.
 */
describe('content index: lang files of pack overlays', () => {
  let root: string;
  beforeEach(async () => {
    root = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'nova-content-overlay-lang-'));
  });
  afterEach(async () => {
    await fs.promises.rm(root, { recursive: true, force: true });
  });

  function multiVersionJar(): Promise<Buffer> {
    return tomlJar(neoforgeToml('ol', '1.0.0'), {
      neoforge: true,
      extra: {
        'pack.mcmeta': j({
          pack: { pack_format: 34, description: 'ol' },
          overlays: { entries: [{ directory: 'mc1211', formats: [34, 34] }] },
        }),
        'assets/ol/models/item/a.json': j({ parent: 'item/generated' }),
        'assets/ol/models/item/b.json': j({ parent: 'item/generated' }),
        'assets/ol/lang/en_us.json': j({ 'item.ol.a': 'Old A', 'item.ol.b': 'Bee' }),
        'assets/ol/lang/zh_cn.json': j({ 'item.ol.b': '蜜蜂' }),
        'assets/olx/models/item/c.json': j({ parent: 'item/generated' }),
        'assets/olx/lang/en_us.json': j({ 'item.olx.c': 'Sea' }),
        'mc1211/assets/ol/lang/en_us.json': j({ 'item.ol.a': 'New A' }),
      },
    });
  }

  it("an overlay's lang file replaces the base file of the same path, key by key gone", async () => {
    const pack = await writeContentPack(
      root,
      { 'ol.jar': await multiVersionJar() },
      { vanilla: false, minecraft: '1.21.1' },
    );
    const index = await new ContentIndexer(new ModScanner()).index(pack.instance);
    const item = (id: string) => index.items.find((i) => i.id === id);
    assert.equal(item('ol:a')?.name, 'New A');
    assert.deepEqual(item('ol:b')?.names, { zh_cn: '蜜蜂' }, 'en_us lost its key; zh_cn was not replaced');
    assert.equal(item('olx:c')?.name, 'Sea', "another namespace's file of the pack stays");
  });

  it('reads the base files on a version the overlay does not apply to', async () => {
    const pack = await writeContentPack(
      root,
      { 'ol.jar': await multiVersionJar() },
      { vanilla: false, minecraft: '1.21.4' },
    );
    const index = await new ContentIndexer(new ModScanner()).index(pack.instance);
    assert.equal(index.items.find((i) => i.id === 'ol:a')?.name, 'Old A');
    assert.equal(index.items.find((i) => i.id === 'ol:b')?.name, 'Bee');
  });

  it('keeps which file each lang pair came from only on packs with overlays, and through the cache check', async () => {
    const content = await readArchiveContent(await JarArchive.open(new BufferSource(await multiVersionJar())));
    const part = content.parts[0]!;
    assert.deepEqual(part.langFiles?.['en_us'], ['assets/ol/lang/en_us.json', '4', 'assets/olx/lang/en_us.json', '6']);
    assert.ok(isSourceContent(JSON.parse(JSON.stringify(content))));
    const plain = await readArchiveContent(
      await JarArchive.open(
        new BufferSource(
          await tomlJar(neoforgeToml('pl', '1.0.0'), {
            neoforge: true,
            extra: { 'assets/pl/lang/en_us.json': j({ 'item.pl.a': 'A' }) },
          }),
        ),
      ),
    );
    assert.equal(plain.parts[0]!.langFiles, undefined);
  });
});
