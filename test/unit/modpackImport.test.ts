import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { readInstancesAt } from '../../src/core/instances/instanceDiscovery';
import { ArchiveSafetyError } from '../../src/core/archive/archiveSafety';
import { exportMrpack } from '../../src/core/packs/mrpackExporter';
import {
  importModpack,
  modpackDownloadCount,
  parseCurseforgeLoaderId,
  TargetExistsError,
} from '../../src/core/packs/modpackImporter';
import { fakeFetch, listTree, prismInstance, pseudoRandom, sha, writeMeta } from './fixtures/modpackFixtures';
import { buildRawZip } from './fixtures/rawZip';
import { makeTempDir, removeTempDir, writeText, writeZip } from './fixtures/zipBuilder';

function mrpackFile(
  p: string,
  data: Buffer,
  env: { client: string; server: string },
  url: string,
): Record<string, unknown> {
  return {
    path: p,
    hashes: { sha1: sha('sha1', data), sha512: sha('sha512', data) },
    env,
    downloads: [url],
    fileSize: data.length,
  };
}

describe('modpack import', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await makeTempDir('nova-import-');
  });
  afterEach(async () => {
    await removeTempDir(dir);
  });

  it('round trip: export then import gives the same files, and discovery finds the new instance', async () => {
    const root = path.join(dir, 'src-instance');
    const game = path.join(root, 'minecraft');
    const jars = {
      a: pseudoRandom(40_000, 1),
      b: pseudoRandom(30_000, 2),
      c: pseudoRandom(9_000, 3),
      d: pseudoRandom(7_000, 4),
    };
    const served: Record<string, Buffer> = {};
    const link = async (
      name: string,
      data: Buffer,
      extra: { side?: 'client'; disabled?: boolean } = {},
    ): Promise<void> => {
      const url = `https://cdn.modrinth.com/data/${name}/versions/1/${name}.jar`;
      served[url] = data;
      await writeText(path.join(game, 'mods', `${name}.jar${extra.disabled ? '.disabled' : ''}`), data);
      await writeMeta(path.join(game, 'mods', '.index'), name, {
        filename: `${name}.jar`,
        content: data,
        url,
        side: extra.side,
      });
    };
    await link('a', jars.a);
    await link('b', jars.b, { side: 'client' });
    await link('c', jars.c, { disabled: true });
    await writeText(path.join(game, 'mods', 'd.jar'), jars.d);
    await writeText(path.join(game, 'config', 'sub dir', 'x.json5'), '{ a: 1 }\n');
    await writeText(path.join(game, 'config', '中文.cfg'), 'k=v\n');
    await writeText(path.join(game, 'options.txt'), 'fov:1\n');
    await writeText(path.join(game, 'resourcepacks', 'pack.zip'), pseudoRandom(5000, 5));
    const instance = prismInstance(root, {
      name: 'Round Trip',
      loader: { type: 'neoforge', version: '21.1.77' },
      minecraft: '1.21.1',
    });
    const archive = path.join(dir, 'rt.mrpack');
    // Asked to ship the disabled jar: it goes in as an optional download.
    const exported = await exportMrpack(instance, archive, { includeDisabled: true });
    assert.equal(exported.files, 3);
    assert.equal(await modpackDownloadCount(archive), 3, 'three files to download: import asks about downloading');

    const fetch = fakeFetch(served);
    await fs.promises.mkdir(path.join(dir, 'instances'));
    const result = await importModpack(archive, path.join(dir, 'instances', 'Imported'), { fetch });
    assert.equal(result.downloaded, 3);
    assert.deepEqual(result.pending, []);
    const expected = await listTree(game);
    for (const key of Object.keys(expected)) if (key.startsWith('mods/.index/')) delete expected[key];
    assert.deepEqual(await listTree(result.gameDir), expected);
    assert.equal(result.files, Object.keys(expected).length);

    const found = await readInstancesAt(result.instance);
    assert.equal(found.length, 1);
    assert.equal(found[0]!.name, 'Round Trip');
    assert.equal(found[0]!.minecraft, '1.21.1');
    assert.deepEqual(found[0]!.loader, { type: 'neoforge', version: '21.1.77' });
    assert.equal(path.resolve(found[0]!.gameDir), path.resolve(result.gameDir));
  }).timeout(20000);

  it('imports fixture 26 (valid.mrpack): env rules, client-overrides on top, server-overrides ignored, optional saved disabled', async () => {
    const both = pseudoRandom(1000, 7);
    const server = pseudoRandom(1000, 8);
    const opt = pseudoRandom(1000, 9);
    const index = {
      formatVersion: 1,
      game: 'minecraft',
      versionId: '1.0',
      name: 'Valid',
      files: [
        mrpackFile(
          'mods/both.jar',
          both,
          { client: 'required', server: 'required' },
          'https://cdn.modrinth.com/both.jar',
        ),
        mrpackFile(
          'mods/server.jar',
          server,
          { client: 'unsupported', server: 'required' },
          'https://cdn.modrinth.com/server.jar',
        ),
        mrpackFile('./mods/opt.jar', opt, { client: 'optional', server: 'optional' }, 'https://github.com/o/opt.jar'),
      ],
      dependencies: { minecraft: '1.20.1', 'fabric-loader': '0.15.7' },
    };
    const archive = await writeZip(path.join(dir, 'valid.mrpack'), {
      'modrinth.index.json': JSON.stringify(index),
      'overrides/config/a.cfg': 'from overrides',
      'overrides/config/b.cfg': 'only overrides',
      'client-overrides/config/a.cfg': 'from client-overrides',
      'server-overrides/config/s.cfg': 'server only',
    });
    const fetch = fakeFetch({ 'https://cdn.modrinth.com/both.jar': both, 'https://github.com/o/opt.jar': opt });
    const result = await importModpack(archive, path.join(dir, 'Valid'), { fetch });
    const tree = await listTree(result.gameDir);
    assert.deepEqual(Object.keys(tree).sort(), [
      'config/a.cfg',
      'config/b.cfg',
      'mods/both.jar',
      'mods/opt.jar.disabled',
    ]);
    assert.equal(
      await fs.promises.readFile(path.join(result.gameDir, 'config', 'a.cfg'), 'utf8'),
      'from client-overrides',
    );
    assert.deepEqual(fetch.requests.sort(), ['https://cdn.modrinth.com/both.jar', 'https://github.com/o/opt.jar']);
    assert.match(result.warnings.join('\n'), /Skipped 1 server-only file.*mods\/server\.jar/);
    const pack = JSON.parse(await fs.promises.readFile(path.join(result.instance, 'mmc-pack.json'), 'utf8'));
    assert.deepEqual(
      pack.components.map((c: { uid: string; version?: string }) => [c.uid, c.version]),
      [
        ['net.minecraft', '1.20.1'],
        ['net.fabricmc.intermediary', '1.20.1'],
        ['net.fabricmc.fabric-loader', '0.15.7'],
      ],
    );
    assert.match(await fs.promises.readFile(path.join(result.instance, 'instance.cfg'), 'utf8'), /^name=Valid$/m);
  });

  it('offline: imports what the archive holds and lists precisely what still needs downloading', async () => {
    const jar = pseudoRandom(1234, 3);
    const archive = await writeZip(path.join(dir, 'off.mrpack'), {
      'modrinth.index.json': JSON.stringify({
        formatVersion: 1,
        game: 'minecraft',
        versionId: '1',
        name: 'Off',
        files: [
          mrpackFile('mods/x.jar', jar, { client: 'required', server: 'required' }, 'https://cdn.modrinth.com/x.jar'),
        ],
        dependencies: { minecraft: '1.20.1' },
      }),
      'overrides/config/c.txt': 'c',
    });
    const result = await importModpack(archive, path.join(dir, 'Off'));
    assert.deepEqual(Object.keys(await listTree(result.gameDir)), ['config/c.txt']);
    assert.equal(result.files, 1);
    assert.deepEqual(
      result.pending.map((p) => [p.path, p.url, p.size, p.sha512]),
      [['mods/x.jar', 'https://cdn.modrinth.com/x.jar', 1234, sha('sha512', jar)]],
    );
    assert.match(
      result.warnings.join('\n'),
      /Still needs downloading: mods\/x\.jar from https:\/\/cdn\.modrinth\.com\/x\.jar \(1234 bytes\)/,
    );
    const saved = JSON.parse(
      await fs.promises.readFile(path.join(result.instance, 'nova-pending-downloads.json'), 'utf8'),
    );
    assert.equal(saved[0].path, 'mods/x.jar');
  });

  for (const [label, body] of [
    [
      'a wrong hash',
      (jar: Buffer) => Buffer.concat([jar.subarray(0, jar.length - 1), Buffer.from([jar[jar.length - 1]! ^ 1])]),
    ],
    ['a larger body than declared', (jar: Buffer) => Buffer.concat([jar, Buffer.from('extra')])],
    ['a shorter body than declared', (jar: Buffer) => jar.subarray(1)],
  ] as const) {
    it(`refuses a download with ${label} and leaves nothing behind`, async () => {
      const jar = pseudoRandom(4000, 4);
      const archive = await writeZip(path.join(dir, 'packs', 'bad.mrpack'), {
        'modrinth.index.json': JSON.stringify({
          formatVersion: 1,
          game: 'minecraft',
          versionId: '1',
          name: 'Bad',
          files: [
            mrpackFile('mods/x.jar', jar, { client: 'required', server: 'required' }, 'https://cdn.modrinth.com/x.jar'),
          ],
          dependencies: { minecraft: '1.20.1' },
        }),
        'overrides/config/c.txt': 'c',
      });
      const parent = path.join(dir, 'instances');
      await fs.promises.mkdir(parent);
      await assert.rejects(
        importModpack(archive, path.join(parent, 'Bad'), {
          fetch: fakeFetch({ 'https://cdn.modrinth.com/x.jar': body(jar) }),
        }),
        (e: unknown) => {
          assert.ok(e instanceof ArchiveSafetyError);
          assert.equal(e.problem, 'hash-mismatch');
          assert.match(e.message, /mods\/x\.jar from https:\/\/cdn\.modrinth\.com\/x\.jar/);
          return true;
        },
      );
      assert.deepEqual(await fs.promises.readdir(parent), []);
    });
  }

  it('downloads many files in parallel, and one tampered file among them refuses the whole import', async () => {
    const jars = Array.from({ length: 12 }, (_, i) => pseudoRandom(3000 + i, 40 + i));
    const index = {
      formatVersion: 1,
      game: 'minecraft',
      versionId: '1',
      name: 'Many',
      files: jars.map((jar, i) =>
        mrpackFile(
          `mods/m${i}.jar`,
          jar,
          { client: 'required', server: 'required' },
          `https://cdn.modrinth.com/m${i}.jar`,
        ),
      ),
      dependencies: { minecraft: '1.20.1' },
    };
    const archive = await writeZip(path.join(dir, 'packs', 'many.mrpack'), {
      'modrinth.index.json': JSON.stringify(index),
    });
    const served = Object.fromEntries(jars.map((jar, i) => [`https://cdn.modrinth.com/m${i}.jar`, jar]));
    const parent = path.join(dir, 'instances');
    await fs.promises.mkdir(parent);
    const ok = await importModpack(archive, path.join(parent, 'Many'), { fetch: fakeFetch(served) });
    assert.equal(ok.downloaded, 12);
    assert.deepEqual(Object.keys(await listTree(ok.gameDir)).length, 12);
    const tampered = { ...served, 'https://cdn.modrinth.com/m7.jar': pseudoRandom(3007, 999) };
    await assert.rejects(
      importModpack(archive, path.join(parent, 'Many2'), { fetch: fakeFetch(tampered) }),
      /mods\/m7\.jar .*does not match the pack's sha512/,
    );
    assert.deepEqual(await fs.promises.readdir(parent), ['Many']);
  });

  it('lists a failed download (HTTP 404) as pending instead of failing the import', async () => {
    const jar = pseudoRandom(100, 5);
    const archive = await writeZip(path.join(dir, 'nf.mrpack'), {
      'modrinth.index.json': JSON.stringify({
        formatVersion: 1,
        game: 'minecraft',
        versionId: '1',
        name: 'NF',
        files: [
          mrpackFile('mods/x.jar', jar, { client: 'required', server: 'required' }, 'https://cdn.modrinth.com/x.jar'),
        ],
        dependencies: { minecraft: '1.20.1' },
      }),
    });
    const result = await importModpack(archive, path.join(dir, 'NF'), { fetch: fakeFetch({}) });
    assert.equal(result.pending.length, 1);
    assert.match(result.pending[0]!.reason, /HTTP 404/);
    assert.ok(!fs.existsSync(path.join(result.gameDir, 'mods', 'x.jar')));
  });

  it('refuses an existing target folder, even an empty one, and leaves it untouched', async () => {
    const archive = await writeZip(path.join(dir, 'e.mrpack'), {
      'modrinth.index.json': JSON.stringify({
        formatVersion: 1,
        game: 'minecraft',
        versionId: '1',
        name: 'E',
        files: [],
        dependencies: { minecraft: '1.20.1' },
      }),
      'overrides/a.txt': 'a',
    });
    const target = path.join(dir, 'Existing');
    await fs.promises.mkdir(target);
    await assert.rejects(importModpack(archive, target), TargetExistsError);
    assert.deepEqual(await fs.promises.readdir(target), []);
  });

  it('imports a CurseForge zip (fixture 29): loader id, custom overrides folder, files listed as pending', async () => {
    const archive = await writeZip(path.join(dir, 'cf.zip'), {
      'manifest.json': JSON.stringify({
        minecraft: { version: '1.20.1', modLoaders: [{ id: 'forge-47.2.0', primary: true }] },
        manifestType: 'minecraftModpack',
        manifestVersion: 1,
        name: 'CF Pack',
        version: '1.2',
        author: 'me',
        files: [
          { projectID: 238222, fileID: 4712345, required: true },
          { projectID: 1, fileID: 2, required: false },
        ],
        overrides: 'custom-overrides',
      }),
      'modlist.html': '<ul></ul>',
      'custom-overrides/config/forge.toml': 'x=1',
      'custom-overrides/mods/embedded.jar': pseudoRandom(500, 1),
    });
    const result = await importModpack(archive, path.join(dir, 'CF'));
    assert.equal(result.format, 'curseforge');
    assert.deepEqual(result.loader, { type: 'forge', version: '47.2.0' });
    assert.deepEqual(Object.keys(await listTree(result.gameDir)).sort(), ['config/forge.toml', 'mods/embedded.jar']);
    assert.deepEqual(
      result.pending.map((p) => [p.curseforge, p.url]),
      [
        [
          { projectID: 238222, fileID: 4712345 },
          'https://www.curseforge.com/api/v1/mods/238222/files/4712345/download',
        ],
        [{ projectID: 1, fileID: 2 }, 'https://www.curseforge.com/api/v1/mods/1/files/2/download'],
      ],
    );
    assert.match(result.pending[1]!.reason, /optional/);
    const pack = JSON.parse(await fs.promises.readFile(path.join(result.instance, 'mmc-pack.json'), 'utf8'));
    assert.deepEqual(pack.components[1], { uid: 'net.minecraftforge', version: '47.2.0' });
    const found = await readInstancesAt(result.instance);
    assert.equal(found[0]?.loader?.type, 'forge');
  });

  it('reads CurseForge loader ids and their quirks', () => {
    assert.deepEqual(parseCurseforgeLoaderId('forge-47.2.0', '1.20.1'), { type: 'forge', version: '47.2.0' });
    assert.deepEqual(parseCurseforgeLoaderId('neoforge-1.20.1-47.1.100', '1.20.1'), {
      type: 'neoforge',
      version: '47.1.100',
    });
    assert.deepEqual(parseCurseforgeLoaderId('neoforge-21.1.77', '1.21.1'), { type: 'neoforge', version: '21.1.77' });
    assert.deepEqual(parseCurseforgeLoaderId('fabric-0.15.7', '1.20.1'), { type: 'fabric', version: '0.15.7' });
    assert.deepEqual(parseCurseforgeLoaderId('quilt-0.26.0', '1.20.1'), { type: 'quilt', version: '0.26.0' });
    assert.deepEqual(parseCurseforgeLoaderId('forge-recommended', '1.20.1'), { type: 'forge', version: null });
    assert.deepEqual(parseCurseforgeLoaderId('forge-1.12.2-14.23.5.2860', '1.12.2'), {
      type: 'forge',
      version: '14.23.5.2860',
    });
    assert.equal(parseCurseforgeLoaderId('rift-1.0', '1.13'), null);
  });

  it('imports a pack inside one top-level folder (fixture 30, nested-root.zip)', async () => {
    const archive = await writeZip(path.join(dir, 'nested-root.zip'), {
      'My Pack/manifest.json': JSON.stringify({
        minecraft: { version: '1.20.1', modLoaders: [{ id: 'fabric-0.15.7', primary: true }] },
        manifestType: 'minecraftModpack',
        manifestVersion: 1,
        name: 'Nested',
        files: [],
        overrides: 'overrides',
      }),
      'My Pack/overrides/config/n.txt': 'n',
    });
    const result = await importModpack(archive, path.join(dir, 'Nested'));
    assert.deepEqual(Object.keys(await listTree(result.gameDir)), ['config/n.txt']);
  });

  it('decodes GBK entry names (fixture 30, gbk-names.zip)', async () => {
    const gbkName = Buffer.concat([
      Buffer.from('overrides/config/'),
      Buffer.from([0xc5, 0xe4, 0xd6, 0xc3]),
      Buffer.from('.txt'),
    ]);
    const archive = path.join(dir, 'gbk-names.zip');
    await fs.promises.writeFile(
      archive,
      buildRawZip([
        {
          name: 'manifest.json',
          data: JSON.stringify({ manifestType: 'minecraftModpack', minecraft: { version: '1.20.1' }, files: [] }),
        },
        { name: gbkName, data: 'gbk', utf8Flag: false },
      ]),
    );
    const result = await importModpack(archive, path.join(dir, 'Gbk'));
    assert.deepEqual(Object.keys(await listTree(result.gameDir)), ['config/配置.txt']);
    assert.match(result.warnings.join('\n'), /read as GBK/);
  });

  it('leaves nothing behind when cancelled while extracting', async () => {
    const entries: Record<string, string> = {
      'modrinth.index.json': JSON.stringify({
        formatVersion: 1,
        game: 'minecraft',
        versionId: '1',
        name: 'C',
        files: [],
        dependencies: { minecraft: '1.20.1' },
      }),
    };
    for (let i = 0; i < 50; i++) entries[`overrides/config/f${i}.txt`] = `file ${i}`;
    const archive = await writeZip(path.join(dir, 'packs', 'c.mrpack'), entries);
    const parent = path.join(dir, 'instances');
    await fs.promises.mkdir(parent);
    const controller = new AbortController();
    await assert.rejects(
      importModpack(archive, path.join(parent, 'C'), {
        signal: controller.signal,
        onProgress: (p) => {
          if (p.phase === 'extracting' && p.done === 10) controller.abort(new Error('user cancelled'));
        },
      }),
      /user cancelled/,
    );
    assert.deepEqual(await fs.promises.readdir(parent), []);
  });

  it('refuses an archive that is not a modpack, naming what is missing', async () => {
    const archive = await writeZip(path.join(dir, 'plain.zip'), { 'readme.txt': 'hi' });
    await assert.rejects(
      importModpack(archive, path.join(dir, 'Plain')),
      /has no modrinth\.index\.json or manifest\.json/,
    );
    assert.ok(!fs.existsSync(path.join(dir, 'Plain')));
  });
});
