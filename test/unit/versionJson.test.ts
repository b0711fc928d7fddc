import * as assert from 'node:assert/strict';
import { detectLoader } from '../../src/core/instances/versionJson';

const lib = (...names: string[]): Record<string, unknown> => ({ libraries: names.map((name) => ({ name })) });

describe('detectLoader (version JSON)', () => {
  it('finds each loader from its library coordinates', () => {
    assert.deepEqual(detectLoader(lib('net.fabricmc:intermediary:1.20.1', 'net.fabricmc:fabric-loader:0.15.7')), {
      type: 'fabric',
      version: '0.15.7',
    });
    assert.deepEqual(detectLoader(lib('org.quiltmc:quilt-loader:0.26.0', 'net.fabricmc:intermediary:1.20.1')), {
      type: 'quilt',
      version: '0.26.0',
    });
    assert.deepEqual(detectLoader(lib('net.minecraftforge:forge:1.20.1-47.2.0:universal')), {
      type: 'forge',
      version: '47.2.0',
    });
    assert.deepEqual(detectLoader(lib('net.minecraftforge:forge:1.12.2-14.23.5.2860')), {
      type: 'forge',
      version: '14.23.5.2860',
    });
    assert.deepEqual(detectLoader(lib('net.minecraftforge:fmlloader:1.20.1-47.2.0')), {
      type: 'forge',
      version: '47.2.0',
    });
    assert.deepEqual(detectLoader(lib('net.neoforged:neoforge:21.1.77:universal')), {
      type: 'neoforge',
      version: '21.1.77',
    });
    assert.deepEqual(detectLoader(lib('net.neoforged.fancymodloader:loader:4.0.31')), {
      type: 'neoforge',
      version: null,
    });
    assert.deepEqual(detectLoader(lib('com.mumfrey:liteloader:1.12.2-SNAPSHOT')), {
      type: 'liteloader',
      version: '1.12.2-SNAPSHOT',
    });
    assert.equal(detectLoader(lib('com.mojang:logging:1.1.1', 'org.lwjgl:lwjgl:3.3.1')), null);
  });

  it('prefers NeoForge over the Forge libraries it ships, and Forge over LiteLoader', () => {
    assert.deepEqual(
      detectLoader({
        ...lib('net.minecraftforge:fmlloader:1.20.1-47.1.100', 'net.neoforged.fancymodloader:core:1.0'),
        arguments: { game: ['--fml.neoForgeVersion', '47.1.100'] },
      }),
      { type: 'neoforge', version: '47.1.100' },
    );
    assert.deepEqual(
      detectLoader(lib('com.mumfrey:liteloader:1.12.2-SNAPSHOT', 'net.minecraftforge:forge:1.12.2-14.23.5.2860')),
      { type: 'forge', version: '14.23.5.2860' },
    );
  });

  it('reads --fml.* game arguments and falls back to the main class', () => {
    assert.deepEqual(
      detectLoader({ arguments: { game: ['--fml.forgeVersion', '52.0.1', '--fml.mcVersion', '1.21.4'] } }),
      { type: 'forge', version: '52.0.1' },
    );
    assert.deepEqual(detectLoader({ mainClass: 'net.neoforged.fml.startup.Client' }), {
      type: 'neoforge',
      version: null,
    });
    assert.deepEqual(detectLoader({ mainClass: 'net.minecraftforge.bootstrap.ForgeBootstrap' }), {
      type: 'forge',
      version: null,
    });
    assert.deepEqual(detectLoader({ mainClass: 'net.fabricmc.loader.impl.launch.knot.KnotClient' }), {
      type: 'fabric',
      version: null,
    });
    assert.equal(detectLoader({ mainClass: 'net.minecraft.client.main.Main' }), null);
  });

  it('ignores malformed library entries', () => {
    assert.equal(
      detectLoader({ libraries: [null, 3, { name: 42 }, { name: 'broken' }, 'net.fabricmc:fabric-loader:1'] }),
      null,
    );
    assert.equal(detectLoader({ libraries: 'nope', arguments: { game: 'nope' } }), null);
  });
});
