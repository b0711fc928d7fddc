import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { readInstancesAt } from '../../../src/core/instances/instanceDiscovery';
import { readModOrigins } from '../../../src/core/modsView/modOrigins';
import { prismIndexToml, writePrismInstance } from '../fixtures/instanceLayouts';
import { makeTempDir, removeTempDir, writeText } from '../fixtures/zipBuilder';
import { hasDevZero, makeFifo, within } from './hostileInputs';

/**
 * The Mods view names where each jar came from by reading Prism's `mods/.index/*.pw.toml` (src/core/modsView/
 * modOrigins.ts). Found by the session-30 audit: those files were read with a plain `readFile` after a `stat`, so a
 * named pipe there (its size is 0) blocked the view forever, a link to /dev/zero (size 0 too) read without end, and
 * a metafile linked outside the game folder was read. Each shape is built here beside a healthy metafile.
 */
describe('Prism metadata files that are not what they seem', function () {
  this.timeout(30_000);
  let root: string;
  let outside: string;
  beforeEach(async () => {
    root = await makeTempDir('nova-origins-hostile-');
    outside = await makeTempDir('nova-origins-out-');
  });
  afterEach(async () => {
    await removeTempDir(root);
    await removeTempDir(outside);
  });

  it('a FIFO, a link to /dev/zero and a metafile linked outside are skipped at once; the healthy one is read', async () => {
    await writePrismInstance(root, {
      name: 'Prism',
      minecraft: '1.20.1',
      loader: { type: 'fabric', version: '0.15.7' },
      indexFiles: { sodium: prismIndexToml('Sodium', 'sodium-0.5.8.jar') },
    });
    const index = path.join(root, 'minecraft', 'mods', '.index');
    makeFifo(path.join(index, 'pipe.pw.toml'));
    if (hasDevZero()) fs.symlinkSync('/dev/zero', path.join(index, 'zero.pw.toml'));
    const secret = await writeText(path.join(outside, 'secret.pw.toml'), prismIndexToml('Secret', 'secret.jar'));
    fs.symlinkSync(secret, path.join(index, 'secret.pw.toml'));
    const [instance] = await readInstancesAt(root);
    const origins = await within(10_000, 'readModOrigins', () => readModOrigins(instance!));
    const mods = path.join(root, 'minecraft', 'mods');
    assert.equal(origins.get(path.join(mods, 'sodium-0.5.8.jar'))?.source, 'modrinth');
    assert.equal(origins.has(path.join(mods, 'secret.jar')), false, 'a metafile outside the game folder is not read');
    assert.equal(origins.size, 2);
  });

  it('an .index folder linked outside the game folder gives no origins', async () => {
    await writePrismInstance(root, { name: 'Prism', minecraft: '1.20.1' });
    await writeText(path.join(outside, 'idx', 'secret.pw.toml'), prismIndexToml('Secret', 'secret.jar'));
    const mods = path.join(root, 'minecraft', 'mods');
    fs.rmSync(path.join(mods, '.index'), { recursive: true, force: true });
    fs.symlinkSync(path.join(outside, 'idx'), path.join(mods, '.index'));
    const [instance] = await readInstancesAt(root);
    assert.equal((await within(10_000, 'readModOrigins', () => readModOrigins(instance!))).size, 0);
  });
});
