import * as assert from 'node:assert/strict';
import * as path from 'node:path';
import { readInstancesAt } from '../../src/core/instances/instanceDiscovery';
import { readModOrigins } from '../../src/core/modsView/modOrigins';
import { prismIndexToml, writeCurseForgeInstance, writePrismInstance } from './fixtures/instanceLayouts';
import { makeTempDir, removeTempDir, writeText } from './fixtures/zipBuilder';

describe('Mods view: where the launcher says a jar came from', () => {
  let root: string;
  beforeEach(async () => {
    root = await makeTempDir('nova-origins-');
  });
  afterEach(async () => {
    await removeTempDir(root);
  });

  it('reads Prism’s mods/.index metadata (Modrinth project, CurseForge) for both names of a jar', async () => {
    const curseforge = prismIndexToml('JEI', 'jei-15.2.jar').replace(
      /\[update\.modrinth\][\s\S]*$/,
      '[update.curseforge]\nfile-id = 4712866\nproject-id = 238222\n',
    );
    await writePrismInstance(root, {
      name: 'Prism',
      minecraft: '1.20.1',
      loader: { type: 'fabric', version: '0.15.7' },
      indexFiles: { sodium: prismIndexToml('Sodium', 'sodium-0.5.8.jar'), jei: curseforge, bad: 'filename = [' },
    });
    const [instance] = await readInstancesAt(root);
    const origins = await readModOrigins(instance!);
    const mods = path.join(root, 'minecraft', 'mods');
    assert.deepEqual(origins.get(path.join(mods, 'sodium-0.5.8.jar')), {
      source: 'modrinth',
      modrinthProjectId: 'AAAAAAAA',
    });
    assert.deepEqual(origins.get(path.join(mods, 'sodium-0.5.8.jar.disabled'))?.source, 'modrinth');
    assert.deepEqual(origins.get(path.join(mods, 'jei-15.2.jar')), { source: 'curseforge' });
    assert.equal(origins.size, 4, 'the malformed metadata file is skipped');
  });

  it('reads the CurseForge app’s installedAddons, and names nothing for a folder without metadata', async () => {
    await writeCurseForgeInstance(root, { name: 'CF', gameVersion: '1.20.1', baseModLoader: 'forge-47.2.0' });
    const [instance] = await readInstancesAt(root);
    assert.equal(instance?.layout, 'curseforge');
    const origins = await readModOrigins(instance);
    assert.deepEqual(origins.get(path.join(root, 'mods', 'jei-1.20.1-forge-15.2.0.27.jar')), { source: 'curseforge' });
    const bare = path.join(root, 'bare');
    await writeText(path.join(bare, 'mods', 'x.jar'), 'jar');
    const [plain] = await readInstancesAt(bare);
    assert.equal((await readModOrigins(plain!)).size, 0);
  });
});
