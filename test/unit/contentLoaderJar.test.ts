import * as assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { ContentIndexer } from '../../src/core/content/contentIndexer';
import { contentIndexJson, type ContentIndex } from '../../src/core/content/contentIndex';
import { findLoaderJar, loaderJarCandidates } from '../../src/core/content/loaderJar';
import { readInstancesAt } from '../../src/core/instances/instanceDiscovery';
import type { Instance, LoaderType } from '../../src/core/model/instance';
import { ModScanner } from '../../src/core/mods/modScanner';
import { vanillaJar } from './fixtures/contentPack';
import {
  theseusProfile,
  writeBareInstance,
  writeCurseForgeInstance,
  writeDotMinecraft,
  writeModrinthProfile,
  writePrismInstance,
} from './fixtures/instanceLayouts';
import { fabricJar, forgeToml, neoforgeToml, tomlJar } from './fixtures/modJars';
import { buildZip, writeText } from './fixtures/zipBuilder';

const j = (value: unknown): string => JSON.stringify(value);

/**
 * NeoForge's universal jar in miniature, laid out as `neoforge-21.1.x-universal.jar` is (neoforged/NeoForge
 * `src/generated/resources`): `META-INF/neoforge.mods.toml` declaring `neoforge`, the `c` convention tags under
 * singular folders (1.21), the loader's own `neoforge:` tags and its lang file.
 */
function neoforgeUniversal(extra: Record<string, string> = {}): Promise<Buffer> {
  return tomlJar(neoforgeToml('neoforge', '21.1.77'), {
    neoforge: true,
    extra: {
      'assets/neoforge/lang/en_us.json': j({ 'fluid_type.minecraft.milk': 'Milk', 'neoforge.configgui.x': 'X' }),
      'data/c/tags/item/ingots.json': j({ values: ['#c:ingots/iron', 'minecraft:iron_ingot'] }),
      'data/c/tags/item/ingots/iron.json': j({ values: ['minecraft:iron_ingot'] }),
      'data/c/tags/item/rods/wooden.json': j({ values: ['minecraft:stick'] }),
      'data/neoforge/tags/item/enchanting_fuels.json': j({ values: ['minecraft:lapis_lazuli'] }),
      ...extra,
    },
  });
}

/**
 * Forge 1.20.1's universal jar in miniature (`forge-1.20.1-47.2.0-universal.jar`, MinecraftForge
 * `src/generated/resources`): `META-INF/mods.toml` declaring `forge`, the `forge:` tags under plural folders.
 */
function forgeUniversal(extra: Record<string, string> = {}): Promise<Buffer> {
  return tomlJar(forgeToml('forge', '47.2.0'), {
    extra: {
      'assets/forge/lang/en_us.json': j({ 'forge.configgui.x': 'X' }),
      'data/forge/tags/items/ingots.json': j({ values: ['#forge:ingots/iron'] }),
      'data/forge/tags/items/ingots/iron.json': j({ values: ['minecraft:iron_ingot'] }),
      'data/forge/tags/items/rods/wooden.json': j({ values: ['minecraft:stick'] }),
      ...extra,
    },
  });
}

/** A 1.21 vanilla client jar in miniature: what the loader's tags name exists. */
function vanilla121(): Promise<Buffer> {
  return buildZip({
    'assets/minecraft/models/item/iron_ingot.json': j({ parent: 'item/generated' }),
    'assets/minecraft/models/item/stick.json': j({ parent: 'item/generated' }),
    'assets/minecraft/models/item/lapis_lazuli.json': j({ parent: 'item/generated' }),
    'assets/minecraft/lang/en_us.json': j({
      'item.minecraft.iron_ingot': 'Iron Ingot',
      'item.minecraft.stick': 'Stick',
      'item.minecraft.lapis_lazuli': 'Lapis Lazuli',
    }),
  });
}

describe('content index: the loader’s own jar (Forge, NeoForge)', () => {
  let root: string;
  let n = 0;
  beforeEach(async () => {
    root = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'nova-content-loader-'));
  });
  afterEach(async () => {
    await fs.promises.rm(root, { recursive: true, force: true });
  });

  /** A Prism instance `<root>/instances/Pack-n`, with the client jar in the launcher's libraries. */
  async function prism(
    loader: { type: LoaderType; version: string },
    minecraft: string,
    mods: Record<string, Buffer>,
  ): Promise<Instance> {
    const dir = path.join(root, 'instances', `Pack-${n++}`);
    await writePrismInstance(dir, { name: 'Pack', minecraft, loader, mods });
    const client = path.join(
      root,
      'libraries',
      'com',
      'mojang',
      'minecraft',
      minecraft,
      `minecraft-${minecraft}-client.jar`,
    );
    if (!fs.existsSync(client))
      await writeText(client, minecraft === '1.20.1' ? await vanillaJar() : await vanilla121());
    const [instance] = await readInstancesAt(dir);
    assert.ok(instance);
    return instance;
  }

  const index = (instance: Instance): Promise<ContentIndex> => new ContentIndexer(new ModScanner()).index(instance);
  const tag = (i: ContentIndex, id: string): string[] | undefined =>
    i.tags.find((t) => t.registry === 'item' && t.id === id)?.values;
  const NEO_JAR = 'libraries/net/neoforged/neoforge/21.1.77/neoforge-21.1.77-universal.jar';

  it('Prism + NeoForge: the universal jar in the launcher’s libraries gives the c: tags their vanilla members', async () => {
    // A mod adds its tin to `c:ingots` as mods do; the loader's file adds `#c:ingots/iron` and vanilla's iron.
    const tin = await tomlJar(neoforgeToml('tinmod', '1.0.0'), {
      neoforge: true,
      extra: {
        'assets/tinmod/lang/en_us.json': j({ 'item.tinmod.tin_ingot': 'Tin Ingot' }),
        'assets/tinmod/models/item/tin_ingot.json': j({ parent: 'item/generated' }),
        'data/c/tags/item/ingots.json': j({ values: ['#c:ingots/tin'] }),
        'data/c/tags/item/ingots/tin.json': j({ values: ['tinmod:tin_ingot'] }),
      },
    });
    const instance = await prism({ type: 'neoforge', version: '21.1.77' }, '1.21.1', { 'tinmod.jar': tin });
    const without = await index(instance);
    assert.deepEqual(tag(without, 'c:ingots'), ['tinmod:tin_ingot']);
    assert.ok(without.gaps.some((g) => g.includes('No NeoForge 21.1.77 jar was found')));

    await writeText(path.join(root, ...NEO_JAR.split('/')), await neoforgeUniversal());
    const found = await findLoaderJar(instance);
    assert.equal(found?.file, path.join(root, ...NEO_JAR.split('/')));
    assert.equal(found?.modId, 'neoforge');

    const withJar = await index(instance);
    assert.deepEqual(tag(withJar, 'c:ingots'), ['minecraft:iron_ingot', 'tinmod:tin_ingot']);
    assert.deepEqual(tag(withJar, 'c:ingots/iron'), ['minecraft:iron_ingot']);
    assert.deepEqual(tag(withJar, 'neoforge:enchanting_fuels'), ['minecraft:lapis_lazuli']);
    assert.ok(!withJar.gaps.some((g) => g.includes('NeoForge')), withJar.gaps.join('\n'));
    // The loader's namespace is the loader mod's, known, and not marked as missing its jar.
    const ns = withJar.namespaces.find((s) => s.id === 'neoforge');
    assert.equal(ns?.mod, 'neoforge');
    assert.equal(ns?.tags, 1);
    assert.notEqual(ns?.incompleteReason ?? '', without.namespaces.find((s) => s.id === 'neoforge')?.incompleteReason);
  });

  it('the loader is read after vanilla and before the mods: a mod’s recipe and `replace` win over the loader’s', async () => {
    const loader = await neoforgeUniversal({
      'data/neoforge/recipe/shared.json': j({
        type: 'minecraft:crafting_shapeless',
        ingredients: [{ item: 'minecraft:stick' }],
        result: { id: 'minecraft:iron_ingot' },
      }),
      'data/neoforge/recipe/own.json': j({
        type: 'minecraft:crafting_shapeless',
        ingredients: [{ tag: 'c:rods/wooden' }],
        result: { id: 'minecraft:stick' },
      }),
    });
    const mod = await tomlJar(neoforgeToml('aaa', '1.0.0'), {
      neoforge: true,
      extra: {
        'assets/aaa/models/item/thing.json': j({ parent: 'item/generated' }),
        'assets/aaa/lang/en_us.json': j({ 'item.aaa.thing': 'Thing' }),
        'data/neoforge/recipe/shared.json': j({
          type: 'minecraft:smelting',
          ingredient: { item: 'minecraft:stick' },
          result: { id: 'aaa:thing' },
        }),
        'data/c/tags/item/ingots/iron.json': j({ replace: true, values: ['aaa:thing'] }),
      },
    });
    // `aaa.jar` sorts before any loader file name: the loader's place comes from its role, not its name.
    const instance = await prism({ type: 'neoforge', version: '21.1.77' }, '1.21.1', { 'aaa.jar': mod });
    await writeText(path.join(root, ...NEO_JAR.split('/')), loader);
    const i = await index(instance);
    const shared = i.recipes.find((r) => r.id === 'neoforge:shared');
    assert.equal(shared?.type, 'minecraft:smelting');
    assert.equal(shared?.file, 'mods/aaa.jar!/data/neoforge/recipe/shared.json');
    const own = i.recipes.find((r) => r.id === 'neoforge:own');
    assert.equal(own?.file, `../../../${NEO_JAR}!/data/neoforge/recipe/own.json`);
    assert.deepEqual(own?.inputs, ['#c:rods/wooden']);
    assert.deepEqual(tag(i, 'c:ingots/iron'), ['aaa:thing']);
    assert.deepEqual(tag(i, 'c:ingots'), ['aaa:thing', 'minecraft:iron_ingot']);
  });

  it('Forge 1.20.1 in a .minecraft: libraries/net/minecraftforge/forge/1.20.1-47.2.0/forge-…-universal.jar', async () => {
    const mc = path.join(root, '.minecraft');
    const brass = await tomlJar(forgeToml('brass', '1.0.0'), {
      extra: {
        'assets/brass/models/item/brass_ingot.json': j({ parent: 'item/generated' }),
        'assets/brass/lang/en_us.json': j({ 'item.brass.brass_ingot': 'Brass Ingot' }),
        'data/forge/tags/items/ingots.json': j({ values: ['brass:brass_ingot'] }),
      },
    });
    await writeDotMinecraft(
      mc,
      [
        { id: '1.20.1', javaMajor: 17 },
        { id: '1.20.1-forge-47.2.0', inheritsFrom: '1.20.1', loader: { type: 'forge', version: '47.2.0' } },
      ],
      { mods: { 'brass.jar': brass } },
    );
    await writeText(path.join(mc, 'versions', '1.20.1', '1.20.1.jar'), await vanillaJar());
    const forgeJar = path.join(
      mc,
      ...'libraries/net/minecraftforge/forge/1.20.1-47.2.0/forge-1.20.1-47.2.0-universal.jar'.split('/'),
    );
    // The patched client jar beside it holds classes only, and is not taken for the loader's data.
    await writeText(forgeJar.replace('-universal.jar', '-client.jar'), await buildZip({ 'net/A.class': 'x' }));
    const instances = await readInstancesAt(mc);
    const instance = instances.find((x) => x.loader?.type === 'forge');
    assert.ok(instance, instances.map((x) => x.id).join(', '));
    assert.equal(await findLoaderJar(instance), null);
    assert.ok((await index(instance)).gaps.some((g) => g.includes('No Forge 47.2.0 jar was found')));

    await writeText(forgeJar, await forgeUniversal());
    const found = await findLoaderJar(instance);
    assert.equal(found?.file, forgeJar);
    assert.equal(found?.modId, 'forge');
    const i = await index(instance);
    assert.deepEqual(tag(i, 'forge:ingots'), ['brass:brass_ingot', 'minecraft:iron_ingot']);
    assert.deepEqual(tag(i, 'forge:rods/wooden'), ['minecraft:stick']);
    assert.equal(i.namespaces.find((s) => s.id === 'forge')?.mod, 'forge');
    assert.ok(!i.gaps.some((g) => g.includes('No Forge')), i.gaps.join('\n'));
  });

  it('tag_empty on a loader tag is judged once the loader jar is read (Forge and NeoForge)', async () => {
    const stick = (key: string, conditions: unknown[], result: string): string =>
      j({
        [key]: conditions,
        type: 'minecraft:crafting_shapeless',
        ingredients: [{ item: 'minecraft:stick' }],
        result: { id: result, item: result },
      });
    const forgeMod = await tomlJar(forgeToml('compat', '1.0.0'), {
      extra: {
        'assets/compat/models/item/widget.json': j({ parent: 'item/generated' }),
        'assets/compat/lang/en_us.json': j({ 'item.compat.widget': 'Widget' }),
        'data/compat/recipes/iron.json': stick(
          'conditions',
          [{ type: 'forge:not', value: { type: 'forge:tag_empty', tag: 'forge:ingots/iron' } }],
          'compat:widget',
        ),
        'data/compat/recipes/silver.json': stick(
          'conditions',
          [{ type: 'forge:not', value: { type: 'forge:tag_empty', tag: 'forge:ingots/silver' } }],
          'compat:widget',
        ),
      },
    });
    const forge = await prism({ type: 'forge', version: '47.2.0' }, '1.20.1', { 'compat.jar': forgeMod });
    const ids = (i: ContentIndex): string[] => i.recipes.map((r) => r.id).filter((id) => id.startsWith('compat:'));
    // Without the loader's jar neither is judged (both kept: a forge: tag may be filled by the loader).
    assert.deepEqual(ids(await index(forge)).sort(), ['compat:iron', 'compat:silver']);
    await writeText(
      path.join(
        root,
        ...'libraries/net/minecraftforge/forge/1.20.1-47.2.0/forge-1.20.1-47.2.0-universal.jar'.split('/'),
      ),
      await forgeUniversal(),
    );
    // With it: iron has the loader's member and loads; nothing fills silver, so the game drops that recipe.
    assert.deepEqual(ids(await index(forge)), ['compat:iron']);

    const neoMod = await tomlJar(neoforgeToml('compat', '1.0.0'), {
      neoforge: true,
      extra: {
        'assets/compat/models/item/widget.json': j({ parent: 'item/generated' }),
        'assets/compat/lang/en_us.json': j({ 'item.compat.widget': 'Widget' }),
        'data/compat/recipe/iron.json': stick(
          'neoforge:conditions',
          [{ type: 'neoforge:not', value: { type: 'neoforge:tag_empty', tag: 'c:ingots/iron' } }],
          'compat:widget',
        ),
        'data/compat/recipe/silver.json': stick(
          'neoforge:conditions',
          [{ type: 'neoforge:not', value: { type: 'neoforge:tag_empty', tag: 'c:ingots/silver' } }],
          'compat:widget',
        ),
      },
    });
    const neo = await prism({ type: 'neoforge', version: '21.1.77' }, '1.21.1', { 'compat.jar': neoMod });
    assert.deepEqual(ids(await index(neo)).sort(), ['compat:iron', 'compat:silver']);
    await writeText(path.join(root, ...NEO_JAR.split('/')), await neoforgeUniversal());
    assert.deepEqual(ids(await index(neo)), ['compat:iron']);
  });

  it('no loader jar: the gap and the loader namespace say so; a Fabric pack is unchanged byte for byte', async () => {
    const mod = await tomlJar(forgeToml('brass', '1.0.0'), {
      extra: {
        'assets/brass/models/item/brass_ingot.json': j({ parent: 'item/generated' }),
        'assets/brass/lang/en_us.json': j({ 'item.brass.brass_ingot': 'Brass Ingot' }),
        'data/forge/tags/items/ingots.json': j({ values: ['brass:brass_ingot', '#forge:ingots/iron'] }),
      },
    });
    const forge = await prism({ type: 'forge', version: '47.2.0' }, '1.20.1', { 'brass.jar': mod });
    const i = await index(forge);
    const gap = i.gaps.find((g) => g.startsWith('No Forge 47.2.0 jar was found'));
    assert.ok(gap, i.gaps.join('\n'));
    assert.ok(gap.includes('tag_empty'));
    const ns = i.namespaces.find((s) => s.id === 'forge');
    assert.equal(ns?.complete, false);
    assert.match(ns?.incompleteReason ?? '', /no Forge jar was found/);
    // The content itself is what it was: the brass tag, with the loader's tag left undeclared (and said so).
    assert.deepEqual(tag(i, 'forge:ingots'), ['brass:brass_ingot']);
    assert.ok(i.gaps.some((g) => g.includes('forge:ingots/iron')));

    // A Fabric pack: a Forge jar in the shared libraries is not its loader's, and changes nothing.
    const fabric = await prism({ type: 'fabric', version: '0.16.0' }, '1.20.1', {
      'thing.jar': await fabricJar({ id: 'thing' }, { 'data/c/tags/items/ingots.json': j({ values: ['thing:x'] }) }),
    });
    const before = JSON.stringify(contentIndexJson(await index(fabric)));
    await writeText(
      path.join(
        root,
        ...'libraries/net/minecraftforge/forge/1.20.1-47.2.0/forge-1.20.1-47.2.0-universal.jar'.split('/'),
      ),
      await forgeUniversal(),
    );
    assert.equal(await findLoaderJar(fabric), null);
    assert.equal(JSON.stringify(contentIndexJson(await index(fabric))), before);
    assert.ok(!before.includes('jar was found for this instance (the launcher'));
  });

  it('Fabric API’s nested fabric-convention-tags-v2 jar among its modules is indexed with the mods', async () => {
    const modules: Record<string, Buffer> = {};
    // Fabric API ships one nested jar per module (about 50 of them, stored) under META-INF/jars/.
    for (let k = 0; k < 50; k++)
      modules[`META-INF/jars/fabric-module-${String(k).padStart(2, '0')}-1.0.0.jar`] = await fabricJar({
        id: `fabric-module-${k}`,
      });
    modules['META-INF/jars/fabric-convention-tags-v2-2.10.0.jar'] = await fabricJar(
      { id: 'fabric-convention-tags-v2' },
      {
        'data/c/tags/item/ingots.json': j({ values: ['#c:iron_ingots', 'minecraft:iron_ingot'] }),
        'data/c/tags/item/iron_ingots.json': j({ values: ['minecraft:iron_ingot'] }),
      },
    );
    const api = await fabricJar({ id: 'fabric-api' }, modules);
    const fabric = await prism({ type: 'fabric', version: '0.16.0' }, '1.21.1', { 'fabric-api.jar': api });
    const i = await index(fabric);
    assert.deepEqual(tag(i, 'c:ingots'), ['minecraft:iron_ingot']);
    assert.ok(!i.gaps.some((g) => g.includes('jar was found for this instance (the launcher')));
  });

  it('finds the jar in a NeoForge server’s libraries/ and a Forge 1.16 server folder, never guessing among versions', async () => {
    const server = path.join(root, 'server');
    await writeBareInstance(server, {
      server: true,
      installed: { minecraft: '1.21.1', loader: { type: 'neoforge', version: '21.1.77' } },
    });
    const neoJar = path.join(server, ...NEO_JAR.split('/'));
    await writeText(neoJar, await neoforgeUniversal());
    const [instance] = await readInstancesAt(server);
    assert.ok(instance);
    assert.equal(instance.loader?.type, 'neoforge');
    assert.equal((await findLoaderJar(instance))?.file, neoJar);
    assert.deepEqual(tag(await index(instance), 'c:ingots'), ['minecraft:iron_ingot']);

    // Without a recorded version: one version folder is the one; two are not guessed among.
    const unversioned: Instance = { ...instance, loader: { type: 'neoforge', version: null } };
    assert.equal((await findLoaderJar(unversioned))?.file, neoJar);
    await writeText(neoJar.replaceAll('21.1.77', '21.1.80'), await neoforgeUniversal());
    assert.equal(await findLoaderJar(unversioned), null);

    // Forge 1.13–1.16: the universal jar without its classifier (in libraries, or the server's own run jar).
    const old: Instance = {
      ...instance,
      minecraft: '1.16.5',
      loader: { type: 'forge', version: '36.2.39' },
      root: path.join(root, 'old'),
      gameDir: path.join(root, 'old'),
    };
    const runJar = path.join(root, 'old', 'forge-1.16.5-36.2.39.jar');
    await writeText(runJar, await forgeUniversal());
    assert.equal((await findLoaderJar(old))?.file, runJar);
    const libJar = path.join(root, 'old', ...'libraries/net/minecraftforge/forge/1.16.5-36.2.39'.split('/'));
    await writeText(path.join(libJar, 'forge-1.16.5-36.2.39.jar'), await forgeUniversal());
    assert.equal((await findLoaderJar(old))?.file, path.join(libJar, 'forge-1.16.5-36.2.39.jar'));
  });

  it('finds the jar in CurseForge’s Install/libraries, the Modrinth App’s meta/libraries and Prism local libraries', async () => {
    const cf = path.join(root, 'curseforge', 'minecraft');
    const cfDir = path.join(cf, 'Instances', 'Pack');
    await writeCurseForgeInstance(cfDir, { name: 'Pack', gameVersion: '1.20.1', baseModLoader: 'forge-47.2.0' });
    const [cfInstance] = await readInstancesAt(cfDir);
    assert.ok(cfInstance);
    const cfJar = path.join(
      cf,
      ...'Install/libraries/net/minecraftforge/forge/1.20.1-47.2.0/forge-1.20.1-47.2.0-universal.jar'.split('/'),
    );
    await writeText(cfJar, await forgeUniversal());
    assert.equal((await findLoaderJar(cfInstance))?.file, cfJar);

    const app = path.join(root, 'ModrinthApp');
    const profile = path.join(app, 'profiles', 'Neo');
    await writeModrinthProfile(profile, { profileJson: theseusProfile('Neo', '1.21.1', 'neoforge', '21.1.77') });
    const [appInstance] = await readInstancesAt(profile);
    assert.ok(appInstance);
    assert.equal(appInstance.loader?.version, '21.1.77');
    const appJar = path.join(app, 'meta', ...NEO_JAR.split('/'));
    await writeText(appJar, await neoforgeUniversal());
    assert.equal((await findLoaderJar(appInstance))?.file, appJar);

    // Prism: the instance's own libraries/ comes before the launcher's shared folder.
    const instance = await prism({ type: 'neoforge', version: '21.1.77' }, '1.21.1', {});
    const shared = path.join(root, ...NEO_JAR.split('/'));
    const local = path.join(instance.root, ...NEO_JAR.split('/'));
    await writeText(shared, await neoforgeUniversal());
    assert.equal((await findLoaderJar(instance))?.file, shared);
    await writeText(local, await neoforgeUniversal());
    assert.equal((await findLoaderJar(instance))?.file, local);
  });

  it('NeoForge 1.20.1 is the fork: net/neoforged/forge/1.20.1-<v>/forge-1.20.1-<v>-universal.jar, mod id forge', async () => {
    const instance = await prism({ type: 'neoforge', version: '47.1.106' }, '1.20.1', {});
    const jar = path.join(
      root,
      ...'libraries/net/neoforged/forge/1.20.1-47.1.106/forge-1.20.1-47.1.106-universal.jar'.split('/'),
    );
    await writeText(jar, await forgeUniversal());
    const found = await findLoaderJar(instance);
    assert.equal(found?.file, jar);
    assert.equal(found?.modId, 'forge');
    const i = await index(instance);
    assert.deepEqual(tag(i, 'forge:ingots'), ['minecraft:iron_ingot']);
    assert.equal(i.namespaces.find((s) => s.id === 'forge')?.mod, 'forge');
  });

  it('a damaged loader jar, a FIFO or a version that climbs out: stated or passed over, never thrown', async () => {
    const instance = await prism({ type: 'neoforge', version: '21.1.77' }, '1.21.1', {});
    const jar = path.join(root, ...NEO_JAR.split('/'));
    await writeText(jar, '<html>not a jar</html>');
    const i = await index(instance);
    assert.ok(
      i.gaps.some((g) => g.includes('neoforge-21.1.77-universal.jar')),
      i.gaps.join('\n'),
    );
    assert.ok(i.gaps.some((g) => g.includes('No NeoForge 21.1.77 jar was found')));
    assert.equal(i.namespaces.find((s) => s.id === 'neoforge')?.complete, false);

    if (process.platform !== 'win32') {
      await fs.promises.rm(jar);
      execFileSync('mkfifo', [jar]);
      assert.equal(await findLoaderJar(instance), null);
      await index(instance);
    }
    const climbing: Instance = { ...instance, loader: { type: 'neoforge', version: '../../../../etc' } };
    assert.deepEqual(await loaderJarCandidates(climbing), []);
  });
});
