import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { Instance } from '../../src/core/model/instance';
import { discoverInstances, readInstancesAt } from '../../src/core/instances/instanceDiscovery';
import {
  item34Versions,
  prismIndexToml,
  theseusProfile,
  writeBareInstance,
  writeCurseForgeInstance,
  writeDotMinecraft,
  writeModrinthProfile,
  writePackwiz,
  writePrismInstance,
  writeServerInstall,
} from './fixtures/instanceLayouts';
import { fabricJar, writeJar } from './fixtures/modJars';
import { makeTempDir, removeTempDir, writeText } from './fixtures/zipBuilder';

function byId(instances: Instance[], id: string): Instance {
  const found = instances.find((instance) => instance.id === id);
  assert.ok(found, `no instance ${id}; found: ${instances.map((i) => i.id).join(', ')}`);
  return found;
}

describe('instance discovery', () => {
  let tmp: string;
  beforeEach(async () => {
    tmp = await makeTempDir('nova-discovery-');
  });
  afterEach(async () => {
    await removeTempDir(tmp);
  });

  describe('Prism Launcher / MultiMC (fixture 33)', () => {
    it('reads a Prism instance with a [General] section, mmc-pack.json and minecraft/', async () => {
      const dir = path.join(tmp, 'instances', 'Fabric Pack');
      await writePrismInstance(dir, {
        name: 'Fabric Pack',
        minecraft: '1.20.1',
        loader: { type: 'fabric', version: '0.15.7' },
        indexFiles: { alpha: prismIndexToml('Alpha', 'alpha-1.0.0.jar') },
        memory: { min: 512, max: 4096 },
      });
      const [instance, ...rest] = await discoverInstances(tmp);
      assert.equal(rest.length, 0);
      assert.deepEqual(instance, {
        id: 'instances/Fabric Pack',
        name: 'Fabric Pack',
        layout: 'prism',
        root: dir,
        gameDir: path.join(dir, 'minecraft'),
        manifest: path.join(dir, 'mmc-pack.json'),
        minecraft: '1.20.1',
        loader: { type: 'fabric', version: '0.15.7' },
        side: 'client',
        javaMajor: null,
        maxMemoryMiB: 4096,
        minMemoryMiB: 512,
        warnings: [],
      });
    });

    it('reads a MultiMC instance with a flat instance.cfg and .minecraft/', async () => {
      const dir = path.join(tmp, 'mmc', 'instances', 'OldForge');
      await writePrismInstance(dir, {
        name: 'Old Forge',
        minecraft: '1.12.2',
        loader: { type: 'forge', version: '14.23.5.2860' },
        gameFolder: '.minecraft',
      });
      const [instance] = await discoverInstances(tmp);
      assert.ok(instance);
      assert.equal(instance.id, 'mmc/instances/OldForge');
      assert.equal(instance.name, 'Old Forge');
      assert.equal(instance.layout, 'multimc');
      assert.equal(instance.gameDir, path.join(dir, '.minecraft'));
      assert.equal(instance.minecraft, '1.12.2');
      assert.deepEqual(instance.loader, { type: 'forge', version: '14.23.5.2860' });
      assert.equal(instance.maxMemoryMiB, null);
      assert.deepEqual(instance.warnings, []);
    });

    it('picks minecraft/ when both minecraft/ and .minecraft/ exist, and lists no extra instance', async () => {
      const dir = path.join(tmp, 'Both');
      await writePrismInstance(dir, { name: 'Both', minecraft: '1.20.1', loader: null, gameFolder: 'both' });
      const found = await discoverInstances(tmp);
      assert.deepEqual(
        found.map((i) => i.id),
        ['Both'],
      );
      assert.equal(found[0]!.gameDir, path.join(dir, 'minecraft'));
      assert.equal(found[0]!.loader, null);
    });

    it('decides prism/multimc from the launcher config two levels up', async () => {
      await writeText(path.join(tmp, 'PrismData', 'prismlauncher.cfg'), 'InstanceDir=instances\n');
      await writePrismInstance(path.join(tmp, 'PrismData', 'instances', 'Dot'), {
        name: 'Dot',
        minecraft: '1.20.1',
        gameFolder: '.minecraft',
      });
      await writeText(path.join(tmp, 'MultiMC', 'multimc.cfg'), 'InstanceDir=instances\n');
      await writePrismInstance(path.join(tmp, 'MultiMC', 'instances', 'Plain'), {
        name: 'Plain',
        minecraft: '1.20.1',
        gameFolder: 'minecraft',
      });
      const found = await discoverInstances(tmp);
      assert.equal(byId(found, 'PrismData/instances/Dot').layout, 'prism');
      assert.equal(byId(found, 'MultiMC/instances/Plain').layout, 'multimc');
    });

    it('reads every loader uid and 26.x Minecraft versions verbatim', async () => {
      const cases: Array<[string, 'quilt' | 'neoforge' | 'liteloader' | 'forge', string, string]> = [
        ['q', 'quilt', '0.26.0', '26.1'],
        ['n', 'neoforge', '21.1.77', '1.21.1'],
        ['l', 'liteloader', '1.12.2-SNAPSHOT', '1.12.2'],
        ['s', 'neoforge', '26.1.0.1-beta', '26.1-snapshot-1'],
      ];
      for (const [name, type, version, mc] of cases) {
        await writePrismInstance(path.join(tmp, name), { name, minecraft: mc, loader: { type, version } });
      }
      const found = await discoverInstances(tmp);
      for (const [name, type, version, mc] of cases) {
        const instance = byId(found, name);
        assert.deepEqual(instance.loader, { type, version });
        assert.equal(instance.minecraft, mc);
      }
    });

    it('ignores memory unless OverrideMemory=true', async () => {
      await writePrismInstance(path.join(tmp, 'm'), {
        name: 'm',
        minecraft: '1.20.1',
        memory: { min: 512, max: 8192, override: false },
      });
      const [instance] = await discoverInstances(tmp);
      assert.equal(instance!.maxMemoryMiB, null);
      assert.equal(instance!.minMemoryMiB, null);
    });

    it('lists a Prism instance with malformed mmc-pack.json, with a warning naming the position', async () => {
      await writePrismInstance(path.join(tmp, 'broken'), {
        name: 'Broken',
        minecraft: '1.20.1',
        rawPack: '{"formatVersion": 1, "components": [{"uid": "net.minecraft", "version": "1.20.1"}, {"uid": ',
      });
      const [instance] = await discoverInstances(tmp);
      assert.equal(instance!.name, 'Broken');
      assert.equal(instance!.minecraft, '1.20.1', 'values before the error are kept');
      assert.equal(instance!.loader, null);
      assert.equal(instance!.warnings.length, 1);
      assert.match(instance!.warnings[0]!, /mmc-pack\.json is not valid JSON \(\w+ at line 1, column \d+\)/);
    });

    it('lists a Prism instance with no mmc-pack.json and says what to do', async () => {
      const dir = path.join(tmp, 'nopack');
      await writePrismInstance(dir, { name: 'No pack', minecraft: '1.20.1', rawPack: null });
      const [instance] = await discoverInstances(tmp);
      assert.equal(instance!.minecraft, null);
      assert.equal(instance!.manifest, path.join(dir, 'instance.cfg'));
      assert.match(instance!.warnings.join('\n'), /mmc-pack\.json is missing.*Open the instance once in the launcher/);
    });

    it('reads an instance from MultiMC before 0.6 (IntendedVersion, patches/)', async () => {
      const dir = path.join(tmp, 'legacy');
      await writePrismInstance(dir, {
        name: 'Legacy',
        minecraft: '1.7.10',
        gameFolder: '.minecraft',
        rawPack: null,
        rawCfg: 'InstanceType=OneSix\nIntendedVersion=1.7.10\nname=Legacy\n',
      });
      await writeText(
        path.join(dir, 'patches', 'net.minecraftforge.json'),
        JSON.stringify({ fileId: 'net.minecraftforge', version: '10.13.4.1614', mcVersion: '1.7.10' }),
      );
      const [instance] = await discoverInstances(tmp);
      assert.equal(instance!.minecraft, '1.7.10');
      assert.deepEqual(instance!.loader, { type: 'forge', version: '10.13.4.1614' });
      assert.equal(instance!.manifest, path.join(dir, 'instance.cfg'));
      assert.equal(instance!.warnings.length, 1);
      assert.match(instance!.warnings[0]!, /MultiMC before 0\.6/);
    });

    it('warns about unreadable instance.cfg lines and falls back to the folder name', async () => {
      await writePrismInstance(path.join(tmp, 'Garbled'), {
        name: 'x',
        minecraft: '1.20.1',
        rawCfg: '[General]\n\u0000\u0001garbage\nInstanceType OneSix\n',
      });
      const [instance] = await discoverInstances(tmp);
      assert.equal(instance!.name, 'Garbled');
      assert.equal(instance!.minecraft, '1.20.1');
      assert.equal(instance!.warnings.length, 2);
      assert.match(instance!.warnings[0]!, /instance\.cfg: line 2 is not "key=value"/);
    });

    it('reports duplicate keys in instance.cfg and mmc-pack.json (last value wins)', async () => {
      await writePrismInstance(path.join(tmp, 'dup'), {
        name: 'x',
        minecraft: '1.20.1',
        rawCfg: '[General]\nname=First\nname=Second\n',
        rawPack: '{"formatVersion":1,"components":[{"uid":"net.minecraft","version":"1.19.2","version":"1.20.1"}]}',
      });
      const [instance] = await discoverInstances(tmp);
      assert.equal(instance!.name, 'Second');
      assert.equal(instance!.minecraft, '1.20.1');
      assert.equal(instance!.warnings.length, 2);
      assert.match(instance!.warnings[0]!, /instance\.cfg: key "name" appears more than once \(line 3\)/);
      assert.match(instance!.warnings[1]!, /mmc-pack\.json: key "version" appears more than once/);
    });

    it('warns when mmc-pack.json lists two conflicting loaders, but not for LiteLoader on Forge', async () => {
      const two = JSON.stringify({
        formatVersion: 1,
        components: [
          { uid: 'net.minecraft', version: '1.20.1' },
          { uid: 'net.fabricmc.fabric-loader', version: '0.15.7' },
          { uid: 'net.minecraftforge', version: '47.2.0' },
        ],
      });
      const lite = JSON.stringify({
        formatVersion: 1,
        components: [
          { uid: 'net.minecraft', version: '1.12.2' },
          { uid: 'com.mumfrey.liteloader', version: '1.12.2-SNAPSHOT' },
          { uid: 'net.minecraftforge', version: '14.23.5.2860' },
        ],
      });
      await writePrismInstance(path.join(tmp, 'two'), { name: 'two', minecraft: '1.20.1', rawPack: two });
      await writePrismInstance(path.join(tmp, 'lite'), { name: 'lite', minecraft: '1.12.2', rawPack: lite });
      const found = await discoverInstances(tmp);
      assert.deepEqual(byId(found, 'two').loader, { type: 'fabric', version: '0.15.7' });
      assert.match(byId(found, 'two').warnings.join('\n'), /more than one mod loader \(fabric, forge\)/);
      assert.deepEqual(byId(found, 'lite').loader, { type: 'forge', version: '14.23.5.2860' });
      assert.deepEqual(byId(found, 'lite').warnings, []);
    });
  });

  describe('.minecraft with versions (fixture 34)', () => {
    it('lists every version of a shared .minecraft with #ids, loader and Java', async () => {
      const mc = path.join(tmp, '.minecraft');
      await writeDotMinecraft(mc, item34Versions());
      const found = await discoverInstances(tmp);
      assert.deepEqual(
        found.map((i) => i.id),
        [
          '.minecraft#1.20.1',
          '.minecraft#1.21.1',
          '.minecraft#1.21.1-neoforge',
          '.minecraft#fabric-loader-0.15.7-1.20.1',
        ],
      );
      const fabric = byId(found, '.minecraft#fabric-loader-0.15.7-1.20.1');
      assert.deepEqual(fabric, {
        id: '.minecraft#fabric-loader-0.15.7-1.20.1',
        name: 'fabric-loader-0.15.7-1.20.1',
        layout: 'vanilla',
        root: path.join(mc, 'versions', 'fabric-loader-0.15.7-1.20.1'),
        gameDir: mc,
        manifest: path.join(mc, 'versions', 'fabric-loader-0.15.7-1.20.1', 'fabric-loader-0.15.7-1.20.1.json'),
        minecraft: '1.20.1',
        loader: { type: 'fabric', version: '0.15.7' },
        side: 'client',
        javaMajor: 17,
        maxMemoryMiB: null,
        minMemoryMiB: null,
        warnings: [],
      });
      const vanilla = byId(found, '.minecraft#1.20.1');
      assert.equal(vanilla.minecraft, '1.20.1');
      assert.equal(vanilla.loader, null);
      assert.equal(vanilla.javaMajor, 17);
      const neo = byId(found, '.minecraft#1.21.1-neoforge');
      assert.equal(neo.minecraft, '1.21.1');
      assert.deepEqual(neo.loader, { type: 'neoforge', version: '21.1.77' });
      assert.equal(neo.javaMajor, 21);
    });

    it('isolates versions by HMCL gameDirType, PCL Setup.ini and the PCL heuristics', async () => {
      const mc = path.join(tmp, 'game', '.minecraft');
      await writeDotMinecraft(mc, [
        { id: '1.20.1', javaMajor: 17 },
        {
          id: 'hmcl-fabric',
          inheritsFrom: '1.20.1',
          loader: { type: 'fabric', version: '0.15.7' },
          isolation: 'hmcl',
          memory: { min: 1024, max: 6144 },
        },
        {
          id: 'hmcl-root',
          inheritsFrom: '1.20.1',
          loader: { type: 'fabric', version: '0.15.7' },
          isolation: 'hmcl-root',
        },
        {
          id: 'pcl-forge',
          minecraft: '1.20.1',
          inheritsFrom: '1.20.1',
          loader: { type: 'forge', version: '47.2.0' },
          isolation: 'pcl',
        },
        { id: 'pcl-off', inheritsFrom: '1.20.1', isolation: 'pcl-off', mods: { 'a.jar': 'PK' } },
        { id: 'pcl-v1', inheritsFrom: '1.20.1', isolation: 'pcl-v1' },
        {
          id: 'mods-files',
          inheritsFrom: '1.20.1',
          loader: { type: 'quilt', version: '0.26.0' },
          isolation: 'mods-heuristic',
        },
        { id: 'saves-folders', inheritsFrom: '1.20.1', isolation: 'saves-heuristic' },
        { id: 'hmcl-pack', inheritsFrom: '1.20.1', isolation: 'hmcl-modpack' },
      ]);
      // An empty mods/ folder alone does not isolate (PCL needs files in it).
      await fs.promises.mkdir(path.join(mc, 'versions', '1.20.1', 'mods'), { recursive: true });
      const found = await discoverInstances(tmp);
      const v = (name: string): string => `game/.minecraft/versions/${name}`;
      assert.deepEqual(
        found.map((i) => i.id),
        [
          'game/.minecraft#1.20.1',
          'game/.minecraft#hmcl-root',
          'game/.minecraft#pcl-off',
          v('hmcl-fabric'),
          v('hmcl-pack'),
          v('mods-files'),
          v('pcl-forge'),
          v('pcl-v1'),
          v('saves-folders'),
        ],
      );
      const hmcl = byId(found, v('hmcl-fabric'));
      assert.equal(hmcl.layout, 'vanilla-isolated');
      assert.equal(hmcl.gameDir, path.join(mc, 'versions', 'hmcl-fabric'));
      assert.equal(hmcl.root, hmcl.gameDir);
      assert.equal(hmcl.maxMemoryMiB, 6144);
      assert.equal(hmcl.minMemoryMiB, 1024);
      assert.equal(hmcl.javaMajor, 17);
      const pcl = byId(found, v('pcl-forge'));
      assert.deepEqual(pcl.loader, { type: 'forge', version: '47.2.0' });
      assert.equal(pcl.minecraft, '1.20.1');
      assert.deepEqual(byId(found, v('mods-files')).loader, { type: 'quilt', version: '0.26.0' });
      const shared = byId(found, 'game/.minecraft#pcl-off');
      assert.equal(shared.layout, 'vanilla');
      assert.equal(shared.gameDir, mc);
      assert.equal(byId(found, 'game/.minecraft#hmcl-root').gameDir, mc);
    });

    it('uses an HMCL custom game folder', async () => {
      const mc = path.join(tmp, '.minecraft');
      await writeDotMinecraft(mc, [
        { id: '1.20.1' },
        { id: 'custom', inheritsFrom: '1.20.1', isolation: 'hmcl-custom', customGameDir: '../elsewhere' },
      ]);
      await writeBareInstance(path.join(tmp, 'elsewhere'));
      const found = await discoverInstances(tmp);
      assert.deepEqual(
        found.map((i) => i.id),
        ['.minecraft#1.20.1', '.minecraft/versions/custom'],
        'the custom folder is not listed again as bare',
      );
      const custom = byId(found, '.minecraft/versions/custom');
      assert.equal(custom.gameDir, path.join(tmp, 'elsewhere'));
      assert.equal(custom.layout, 'vanilla-isolated');
    });

    it('detects loaders from libraries alone (fancymodloader, fmlloader) and merged HMCL/PCL JSONs', async () => {
      const mc = path.join(tmp, '.minecraft');
      await writeDotMinecraft(mc, [
        {
          id: 'neo-libs',
          minecraft: '1.21.1',
          loader: { type: 'neoforge', version: '21.1.77' },
          librariesOnly: true,
          extra: { inheritsFrom: '1.21.1' },
        },
        { id: '1.21.1' },
        { id: 'forge-libs', minecraft: '1.20.1', loader: { type: 'forge', version: '47.2.0' }, librariesOnly: true },
        {
          id: 'My Pack',
          loader: { type: 'fabric', version: '0.16.5' },
          minecraft: '1.21.1',
          extra: {
            patches: [
              { id: 'game', version: '1.21.1' },
              { id: 'fabric', version: '0.16.5' },
            ],
            libraries: [{ name: 'net.fabricmc:fabric-loader:0.16.5' }],
          },
        },
        {
          id: 'pcl-merged',
          loader: { type: 'forge', version: '47.2.0' },
          minecraft: '1.20.1',
          extra: { clientVersion: '1.20.1', arguments: { game: [] } },
        },
        {
          id: 'neo-legacy',
          loader: { type: 'forge', version: '47.1.100' },
          minecraft: '1.20.1',
          extra: { libraries: [{ name: 'net.neoforged:forge:1.20.1-47.1.100' }], arguments: { game: [] } },
        },
        {
          id: 'old-forge',
          extra: {
            libraries: [{ name: 'net.minecraftforge:forge:1.7.10-10.13.4.1614-1.7.10' }],
            mainClass: 'net.minecraft.launchwrapper.Launch',
            minecraftArguments: '--tweakClass cpw.mods.fml.common.launcher.FMLTweaker',
          },
        },
        { id: '26.1-snapshot-1', javaMajor: 25 },
      ]);
      const found = await discoverInstances(tmp);
      const at = (name: string): Instance => byId(found, `.minecraft#${name}`);
      assert.deepEqual(at('neo-libs').loader, { type: 'neoforge', version: null });
      assert.equal(at('neo-libs').minecraft, '1.21.1');
      assert.deepEqual(at('forge-libs').loader, { type: 'forge', version: '47.2.0' });
      assert.equal(at('forge-libs').minecraft, '1.20.1');
      assert.deepEqual(at('My Pack').loader, { type: 'fabric', version: '0.16.5' });
      assert.equal(at('My Pack').minecraft, '1.21.1');
      assert.equal(at('pcl-merged').minecraft, '1.20.1');
      assert.deepEqual(at('neo-legacy').loader, { type: 'neoforge', version: '47.1.100' });
      assert.equal(at('neo-legacy').minecraft, '1.20.1');
      assert.deepEqual(at('old-forge').loader, { type: 'forge', version: '10.13.4.1614' });
      assert.equal(at('old-forge').minecraft, '1.7.10');
      assert.equal(at('26.1-snapshot-1').minecraft, '26.1-snapshot-1');
      assert.equal(at('26.1-snapshot-1').javaMajor, 25);
    });

    it('keeps a version whose parent is missing, with the version taken from inheritsFrom', async () => {
      await writeDotMinecraft(path.join(tmp, '.minecraft'), [
        { id: 'fabric-loader-0.15.7-1.20.4', inheritsFrom: '1.20.4', loader: { type: 'fabric', version: '0.15.7' } },
      ]);
      const [instance, ...rest] = await discoverInstances(tmp);
      assert.equal(rest.length, 0);
      assert.equal(instance!.minecraft, '1.20.4');
      assert.deepEqual(instance!.loader, { type: 'fabric', version: '0.15.7' });
      assert.equal(instance!.javaMajor, null);
      assert.match(instance!.warnings.join('\n'), /inherits from 1\.20\.4, which is not installed/);
    });

    it('stops at inheritsFrom cycles with a warning', async () => {
      await writeDotMinecraft(path.join(tmp, '.minecraft'), [
        { id: 'a', inheritsFrom: 'b' },
        { id: 'b', inheritsFrom: 'a' },
      ]);
      const found = await discoverInstances(tmp);
      assert.equal(found.length, 2);
      assert.match(byId(found, '.minecraft#a').warnings.join('\n'), /loops back to a/);
    });

    it('lists a malformed version JSON with a warning, and reports duplicate keys', async () => {
      await writeDotMinecraft(path.join(tmp, '.minecraft'), [
        { id: 'broken', raw: '{"id": "broken", "inheritsFrom": "1.20.1", "libraries": [' },
        {
          id: 'dup',
          raw: '{"id":"dup","javaVersion":{"majorVersion":8},"javaVersion":{"majorVersion":17},"mainClass":"net.minecraft.client.main.Main"}',
        },
        { id: 'notobject', raw: '[1, 2, 3]' },
        { id: '1.20.1' },
      ]);
      const found = await discoverInstances(tmp);
      const broken = byId(found, '.minecraft#broken');
      assert.equal(broken.minecraft, '1.20.1');
      assert.equal(broken.loader, null);
      assert.match(
        broken.warnings.join('\n'),
        /versions\/broken\/broken\.json is not valid JSON \(\w+ at line 1, column \d+\)/,
      );
      const dup = byId(found, '.minecraft#dup');
      assert.equal(dup.javaMajor, 17);
      assert.match(dup.warnings.join('\n'), /key "javaVersion" appears more than once/);
      const notObject = byId(found, '.minecraft#notobject');
      assert.equal(notObject.minecraft, null);
      assert.match(notObject.warnings.join('\n'), /is not a JSON object/);
    });

    it('reads a version JSON saved as UTF-16 or GBK', async () => {
      const json = JSON.stringify({
        id: '整合包',
        inheritsFrom: '1.20.1',
        libraries: [{ name: 'net.fabricmc:fabric-loader:0.15.7' }],
      });
      const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(json, 'utf16le')]);
      // 拔刀 in GBK, as Chinese Windows launchers write it.
      const gbk = Buffer.concat([
        Buffer.from('{"id":"gbk","inheritsFrom":"1.20.1","releaseTime":"'),
        Buffer.from([0xb0, 0xce, 0xb5, 0xb6]),
        Buffer.from('"}'),
      ]);
      await writeDotMinecraft(path.join(tmp, '.minecraft'), [
        { id: '1.20.1' },
        { id: 'u16', raw: utf16 },
        { id: 'gbk', raw: gbk },
      ]);
      const found = await discoverInstances(tmp);
      assert.deepEqual(byId(found, '.minecraft#u16').loader, { type: 'fabric', version: '0.15.7' });
      assert.deepEqual(byId(found, '.minecraft#u16').warnings, []);
      assert.equal(byId(found, '.minecraft#gbk').minecraft, '1.20.1');
      assert.match(byId(found, '.minecraft#gbk').warnings.join('\n'), /gbk\.json is not UTF-8; it was read as GBK/);
    });

    it('does not treat a .minecraft with launcher_profiles.json but no versions as an instance unless it has mods/', async () => {
      await writeText(path.join(tmp, 'a', '.minecraft', 'launcher_profiles.json'), '{"profiles":{}}');
      await writeText(path.join(tmp, 'b', '.minecraft', 'launcher_profiles.json'), '{"profiles":{}}');
      await fs.promises.mkdir(path.join(tmp, 'b', '.minecraft', 'mods'));
      const found = await discoverInstances(tmp);
      assert.deepEqual(
        found.map((i) => [i.id, i.layout]),
        [['b/.minecraft', 'bare']],
      );
    });

    it('reads a version folder or a .minecraft directly with readInstancesAt', async () => {
      const mc = path.join(tmp, '.minecraft');
      await writeDotMinecraft(mc, [
        { id: '1.20.1', javaMajor: 17 },
        { id: 'iso', inheritsFrom: '1.20.1', isolation: 'pcl' },
      ]);
      const all = await readInstancesAt(mc);
      assert.deepEqual(
        all.map((i) => i.id),
        ['.#1.20.1', 'versions/iso'],
      );
      const iso = await readInstancesAt(path.join(mc, 'versions', 'iso'), '.minecraft/versions/iso');
      assert.deepEqual(
        iso.map((i) => [i.id, i.layout, i.gameDir]),
        [['.minecraft/versions/iso', 'vanilla-isolated', path.join(mc, 'versions', 'iso')]],
      );
      const shared = await readInstancesAt(path.join(mc, 'versions', '1.20.1'), '.minecraft/versions/1.20.1');
      assert.deepEqual(
        shared.map((i) => [i.id, i.gameDir]),
        [['.minecraft#1.20.1', mc]],
      );
    });
  });

  describe('packwiz (fixture 31)', () => {
    it('reads name, Minecraft and loader from pack.toml; the pack root is the game folder', async () => {
      const dir = path.join(tmp, 'pack');
      await writePackwiz(dir, { name: 'My Pack', minecraft: '1.21.1', loaders: { neoforge: '21.1.77' } });
      const found = await discoverInstances(tmp);
      assert.deepEqual(found, [
        {
          id: 'pack',
          name: 'My Pack',
          layout: 'packwiz',
          root: dir,
          gameDir: dir,
          manifest: path.join(dir, 'pack.toml'),
          minecraft: '1.21.1',
          loader: { type: 'neoforge', version: '21.1.77' },
          side: 'client',
          javaMajor: null,
          maxMemoryMiB: null,
          minMemoryMiB: null,
          warnings: [],
        },
      ]);
    });

    it('reads each loader key, and 26.x versions verbatim', async () => {
      for (const key of ['fabric', 'forge', 'quilt', 'liteloader'] as const) {
        await writePackwiz(path.join(tmp, key), { name: key, minecraft: '26.1.1', loaders: { [key]: '1.0' } });
      }
      const found = await discoverInstances(tmp);
      for (const key of ['fabric', 'forge', 'quilt', 'liteloader'] as const) {
        assert.deepEqual(byId(found, key).loader, { type: key, version: '1.0' });
        assert.equal(byId(found, key).minecraft, '26.1.1');
      }
    });

    it('still lists a pack whose pack.toml is malformed (duplicate key), reading [versions] line by line', async () => {
      const raw =
        'name = "Broken"\npack-format = "packwiz:1.1.0"\n[versions]\nminecraft = "1.20.1"\nfabric = "0.15.7"\nfabric = "0.15.8"\n';
      await writePackwiz(path.join(tmp, 'p'), { name: 'x', minecraft: 'x', raw });
      const [instance] = await discoverInstances(tmp);
      assert.equal(instance!.layout, 'packwiz');
      assert.equal(instance!.name, 'Broken');
      assert.equal(instance!.minecraft, '1.20.1');
      assert.deepEqual(instance!.loader, { type: 'fabric', version: '0.15.8' });
      assert.equal(instance!.warnings.length, 1);
      assert.match(instance!.warnings[0]!, /pack\.toml is not valid TOML at line 6, column \d+/);
    });

    it('warns when pack.toml has no [versions] table', async () => {
      await writePackwiz(path.join(tmp, 'p'), { name: 'x', minecraft: 'x', raw: 'name = "No versions"\n' });
      const [instance] = await discoverInstances(tmp);
      assert.equal(instance!.name, 'No versions');
      assert.equal(instance!.minecraft, null);
      assert.match(instance!.warnings.join('\n'), /no \[versions\] table/);
    });
  });

  describe('Modrinth App and CurseForge (fixture 35)', () => {
    it('reads a Modrinth App profile with no metadata file', async () => {
      const dir = path.join(tmp, 'ModrinthApp', 'profiles', 'Fabulously Optimized');
      await writeModrinthProfile(dir, {
        mods: { 'sodium.jar': await fabricJar({ schemaVersion: 1, id: 'sodium', version: '0.5.8' }) },
      });
      const found = await discoverInstances(tmp);
      assert.deepEqual(found, [
        {
          id: 'ModrinthApp/profiles/Fabulously Optimized',
          name: 'Fabulously Optimized',
          layout: 'modrinth-app',
          root: dir,
          gameDir: dir,
          manifest: null,
          minecraft: null,
          loader: null,
          side: 'client',
          javaMajor: null,
          maxMemoryMiB: null,
          minMemoryMiB: null,
          warnings: [],
        },
      ]);
    });

    it('reads an old Modrinth App profile.json', async () => {
      const dir = path.join(tmp, 'com.modrinth.theseus', 'profiles', 'old');
      await writeModrinthProfile(dir, {
        profileJson: theseusProfile('Old Profile', '1.20.1', 'quilt', '0.26.0', 6144),
      });
      const [instance] = await discoverInstances(tmp);
      assert.equal(instance!.name, 'Old Profile');
      assert.equal(instance!.minecraft, '1.20.1');
      assert.deepEqual(instance!.loader, { type: 'quilt', version: '0.26.0' });
      assert.equal(instance!.maxMemoryMiB, 6144);
      assert.equal(instance!.manifest, path.join(dir, 'profile.json'));
    });

    it('reads a CurseForge instance saved with a UTF-8 BOM, for every loader name form', async () => {
      const base = path.join(tmp, 'curseforge', 'minecraft', 'Instances');
      const cases: Array<[string, string, string | null, [string, string | null] | null]> = [
        ['All the Forge', '1.20.1', 'forge-47.2.0', ['forge', '47.2.0']],
        ['Neo', '1.21.1', 'neoforge-21.1.77', ['neoforge', '21.1.77']],
        ['Neo Legacy', '1.20.1', 'neoforge-1.20.1-47.1.100', ['neoforge', '47.1.100']],
        ['Fab', '1.20.1', 'fabric-0.15.7', ['fabric', '0.15.7']],
        ['Quilty', '1.20.1', 'quilt-0.26.0', ['quilt', '0.26.0']],
        ['Vanilla', '26.1', null, null],
      ];
      for (const [name, mc, loader] of cases) {
        await writeCurseForgeInstance(path.join(base, name), { name, gameVersion: mc, baseModLoader: loader });
      }
      const found = await discoverInstances(tmp);
      assert.equal(found.length, cases.length);
      for (const [name, mc, , loader] of cases) {
        const instance = byId(found, `curseforge/minecraft/Instances/${name}`);
        assert.equal(instance.name, name);
        assert.equal(instance.layout, 'curseforge');
        assert.equal(instance.minecraft, mc);
        assert.deepEqual(instance.loader, loader ? { type: loader[0], version: loader[1] } : null);
        assert.equal(instance.gameDir, path.join(base, name));
        assert.equal(instance.manifest, path.join(base, name, 'minecraftinstance.json'));
        assert.deepEqual(instance.warnings, [], 'a BOM is expected, not a problem');
      }
    });

    it('lists a CurseForge instance with malformed JSON under its folder name', async () => {
      await writeCurseForgeInstance(path.join(tmp, 'Instances', 'Bad'), {
        name: 'x',
        gameVersion: 'x',
        baseModLoader: null,
        raw: '{"name": "Bad Pack", "gameVersion": "1.20.1",, }',
      });
      const [instance] = await discoverInstances(tmp);
      assert.equal(instance!.layout, 'curseforge');
      assert.match(instance!.warnings.join('\n'), /minecraftinstance\.json is not valid JSON/);
    });
  });

  describe('bare folders and servers', () => {
    it('lists a folder with mods/ as bare, named after the folder', async () => {
      const dir = path.join(tmp, 'my-server');
      await writeBareInstance(dir, { server: true });
      await writeBareInstance(path.join(tmp, 'client-copy'));
      const found = await discoverInstances(tmp);
      assert.deepEqual(
        found.map((i) => [i.id, i.name, i.layout, i.side, i.manifest, i.minecraft, i.loader]),
        [
          ['client-copy', 'client-copy', 'bare', 'client', null, null, null],
          ['my-server', 'my-server', 'bare', 'server', null, null, null],
        ],
      );
    });

    it("reads a dedicated server's loader and Minecraft version from its installed libraries", async () => {
      const cases: Array<[string, string, 'forge' | 'neoforge' | 'fabric' | 'quilt' | null, string]> = [
        ['forge-srv', '1.20.1', 'forge', '47.2.0'],
        ['neo-srv', '1.21.1', 'neoforge', '21.1.77'],
        ['fabric-srv', '26.1', 'fabric', '0.17.2'],
        ['quilt-srv', '1.20.1', 'quilt', '0.26.0'],
        ['vanilla-srv', '1.20.4', null, ''],
      ];
      for (const [name, minecraft, type, version] of cases) {
        await writeBareInstance(path.join(tmp, name), {
          server: true,
          installed: { minecraft, loader: type ? { type, version } : undefined },
        });
      }
      // A client folder's libraries prove nothing: a .minecraft keeps every version ever installed.
      await writeBareInstance(path.join(tmp, 'client'), {
        installed: { minecraft: '1.20.1', loader: { type: 'forge', version: '47.2.0' } },
      });
      const found = await discoverInstances(tmp);
      for (const [name, minecraft, type, version] of cases) {
        const instance = byId(found, name);
        assert.equal(instance.layout, 'bare');
        assert.equal(instance.side, 'server');
        assert.equal(instance.minecraft, minecraft, name);
        assert.deepEqual(instance.loader, type ? { type, version } : null, name);
        assert.deepEqual(instance.warnings, []);
      }
      assert.equal(byId(found, 'client').loader, null);
      assert.equal(byId(found, 'client').minecraft, null);
    });

    it('leaves the loader version unknown, with a warning, when a server holds several', async () => {
      const dir = path.join(tmp, 'upgraded');
      await writeBareInstance(dir, {
        server: true,
        installed: { minecraft: '1.20.1', loader: { type: 'forge', version: '47.1.0' } },
      });
      await writeServerInstall(dir, '1.20.1', { type: 'forge', version: '47.2.0' });
      const [instance] = await discoverInstances(tmp);
      assert.deepEqual(instance!.loader, { type: 'forge', version: null });
      assert.equal(instance!.minecraft, '1.20.1');
      assert.match(
        instance!.warnings.join('\n'),
        /libraries\/net\/minecraftforge\/forge holds several versions \(1\.20\.1-47\.1\.0, 1\.20\.1-47\.2\.0\)/,
      );
    });

    it('uses "." for an instance at the root itself', async () => {
      await writePackwiz(tmp, { name: 'Root Pack', minecraft: '1.20.1', loaders: { fabric: '0.15.7' } });
      const found = await discoverInstances(tmp);
      assert.deepEqual(
        found.map((i) => i.id),
        ['.'],
      );
      assert.deepEqual(await readInstancesAt(tmp), found);
    });

    it('marks server instances in every layout that has a game folder', async () => {
      await writePrismInstance(path.join(tmp, 'prism-server'), { name: 's', minecraft: '1.20.1', server: true });
      await writePackwiz(path.join(tmp, 'pack-server'), { name: 's', minecraft: '1.20.1', server: true });
      await writeDotMinecraft(path.join(tmp, 'srv', '.minecraft'), [{ id: '1.20.1' }], { server: true });
      const found = await discoverInstances(tmp);
      assert.deepEqual(
        found.map((i) => i.side),
        ['server', 'server', 'server'],
      );
    });
  });

  describe('the walk', () => {
    it('throws a clear error only for a missing root', async () => {
      const missing = path.join(tmp, 'nope');
      await assert.rejects(discoverInstances(missing), {
        message: `Folder not found: ${missing}. Pass the folder that holds your instances.`,
      });
      const file = await writeText(path.join(tmp, 'file.txt'), 'x');
      await assert.rejects(
        discoverInstances(file),
        /Not a folder: .*file\.txt\. Pass the folder that holds your instances\./,
      );
      assert.deepEqual(await discoverInstances(tmp), []);
    });

    it('honours maxDepth (root is level 0)', async () => {
      await writeBareInstance(path.join(tmp, 'a', 'b', 'c', 'd'));
      await writeBareInstance(path.join(tmp, 'a', 'b', 'c', 'd', 'e'));
      assert.deepEqual(
        (await discoverInstances(tmp)).map((i) => i.id),
        ['a/b/c/d'],
      );
      assert.deepEqual(
        (await discoverInstances(tmp, { maxDepth: 3 })).map((i) => i.id),
        [],
      );
      assert.deepEqual(
        (await discoverInstances(tmp, { maxDepth: 5 })).map((i) => i.id),
        ['a/b/c/d', 'a/b/c/d/e'],
      );
    });

    it('walks nothing under mods/, config/, saves/ or an instance game folder, nor node_modules/.git', async () => {
      const prism = path.join(tmp, 'inst');
      await writePrismInstance(prism, { name: 'p', minecraft: '1.20.1' });
      // Each of these would be found if walked.
      await writeBareInstance(path.join(prism, 'minecraft', 'mods', 'extracted'));
      await writeBareInstance(path.join(prism, 'minecraft', 'saves', 'world'));
      await writeBareInstance(path.join(prism, 'minecraft', 'config', 'x'));
      await writeBareInstance(path.join(tmp, 'bare', 'mods', 'nested'));
      await writeBareInstance(path.join(tmp, 'bare', 'config', 'nested'));
      await writeBareInstance(path.join(tmp, 'node_modules', 'pkg'));
      await writeBareInstance(path.join(tmp, '.git', 'x'));
      // A non-content sub-folder of an instance is still walked.
      await writeBareInstance(path.join(tmp, 'bare', 'server'));
      await writeBareInstance(path.join(tmp, 'bare'));
      const found = await discoverInstances(tmp);
      assert.deepEqual(
        found.map((i) => i.id),
        ['bare', 'bare/server', 'inst'],
      );
    });

    it("skips the Modrinth App's meta/ and the CurseForge app's Install/ version stores", async () => {
      await writeModrinthProfile(path.join(tmp, 'ModrinthApp', 'profiles', 'P'));
      await writeDotMinecraft(path.join(tmp, 'ModrinthApp', 'meta'), [{ id: '1.20.1' }], { launcherProfiles: false });
      await writeCurseForgeInstance(path.join(tmp, 'curseforge', 'minecraft', 'Instances', 'C'), {
        name: 'C',
        gameVersion: '1.20.1',
        baseModLoader: 'forge-47.2.0',
      });
      await writeDotMinecraft(path.join(tmp, 'curseforge', 'minecraft', 'Install'), [
        { id: '1.20.1' },
        { id: 'forge-47.2.0', inheritsFrom: '1.20.1', loader: { type: 'forge', version: '47.2.0' } },
      ]);
      // A folder named meta elsewhere is walked as usual.
      await writeDotMinecraft(path.join(tmp, 'meta'), [{ id: '1.20.1' }]);
      const found = await discoverInstances(tmp);
      assert.deepEqual(
        found.map((i) => i.id),
        ['ModrinthApp/profiles/P', 'curseforge/minecraft/Instances/C', 'meta#1.20.1'],
      );
      assert.equal(
        (await readInstancesAt(path.join(tmp, 'ModrinthApp', 'meta'))).length,
        1,
        'explicitly given, a store is still read',
      );
    });

    it('does not follow symbolic links to folders', async function () {
      await writeBareInstance(path.join(tmp, 'real'));
      try {
        await fs.promises.symlink(tmp, path.join(tmp, 'real', 'loop'), 'dir');
      } catch {
        this.skip();
      }
      assert.deepEqual(
        (await discoverInstances(tmp, { maxDepth: 8 })).map((i) => i.id),
        ['real'],
      );
    });

    it('gives the same ids for the same folders, in id order', async () => {
      await writePrismInstance(path.join(tmp, 'instances', 'B'), { name: 'B', minecraft: '1.20.1' });
      await writePrismInstance(path.join(tmp, 'instances', 'A'), { name: 'A', minecraft: '1.20.1' });
      await writeDotMinecraft(path.join(tmp, '.minecraft'), item34Versions());
      await writePackwiz(path.join(tmp, 'pack'), { name: 'p', minecraft: '1.20.1' });
      await writeCurseForgeInstance(path.join(tmp, 'cf', 'Instances', 'C'), {
        name: 'C',
        gameVersion: '1.20.1',
        baseModLoader: 'forge-47.2.0',
      });
      await writeModrinthProfile(path.join(tmp, 'mr', 'profiles', 'M'));
      const first = await discoverInstances(tmp);
      const second = await discoverInstances(tmp);
      assert.deepEqual(second, first);
      const ids = first.map((i) => i.id);
      assert.deepEqual(ids, [...ids].sort());
      assert.equal(new Set(ids).size, ids.length);
      assert.equal(ids.length, 9);
    });

    it('stops when the signal is aborted', async () => {
      await writeBareInstance(path.join(tmp, 'x'));
      const controller = new AbortController();
      controller.abort(new Error('cancelled by test'));
      await assert.rejects(discoverInstances(tmp, { signal: controller.signal }), /cancelled by test/);
    });

    it('returns [] from readInstancesAt for a folder that is no instance', async () => {
      await fs.promises.mkdir(path.join(tmp, 'empty'));
      assert.deepEqual(await readInstancesAt(path.join(tmp, 'empty')), []);
      assert.deepEqual(await readInstancesAt(path.join(tmp, 'missing')), []);
    });

    it('lists an instance whose mods are real jars', async () => {
      const dir = path.join(tmp, 'bare');
      await writeBareInstance(dir);
      await writeJar(
        path.join(dir, 'mods', 'alpha.jar'),
        fabricJar({ schemaVersion: 1, id: 'alpha', version: '1.0.0' }),
      );
      const [instance] = await discoverInstances(tmp);
      assert.equal(instance!.gameDir, dir);
    });
  });
});
