import * as assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { OutputExistsError } from '../../src/core/archive/atomicArchive';
import { ModpackExportError } from '../../src/core/packs/modpackExport';
import { exportMrpack, type MrpackIndex } from '../../src/core/packs/mrpackExporter';
import { exportNotices } from '../../src/core/packs/exportMessages';
import { renderMessage } from '../../src/core/locale/messageCatalog';
import { clientDownloadLookup } from '../../src/core/modrinth/clientDownloadLookup';
import { ModrinthClient, globalModrinthFetch } from '../../src/core/modrinth/modrinthClient';
import { startFakeModrinthServer } from './fakes/fakeModrinthServer';
import { fakeFetch, prismInstance, pseudoRandom, readZip, sha, writeMeta } from './fixtures/modpackFixtures';
import { makeTempDir, removeTempDir, writeText } from './fixtures/zipBuilder';

describe('mrpack export', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await makeTempDir('nova-mrpack-');
  });
  afterEach(async () => {
    await removeTempDir(dir);
  });

  /** Fixture 32: a Prism instance with metadata in mods/.index, never-exportable paths and side-specific mods. */
  async function goldenInstance(): Promise<ReturnType<typeof prismInstance>> {
    const root = path.join(dir, 'instances', 'Golden');
    const game = path.join(root, 'minecraft');
    const index = path.join(game, 'mods', '.index');
    const jars = {
      sodium: pseudoRandom(3000, 1),
      lithium: pseudoRandom(2000, 2),
      fabricApi: pseudoRandom(4000, 3),
      custom: pseudoRandom(1500, 4),
      cf: pseudoRandom(1200, 5),
      evil: pseudoRandom(1100, 6),
      gitlab: pseudoRandom(900, 7),
      serverOnly: pseudoRandom(800, 8),
      clientHttp: pseudoRandom(700, 9),
    };
    await writeText(path.join(game, 'mods', 'sodium.jar'), jars.sodium);
    await writeMeta(index, 'sodium', {
      filename: 'sodium.jar',
      content: jars.sodium,
      url: 'https://cdn.modrinth.com/data/AANobbMI/versions/abc/sodium.jar',
      side: 'client',
    });
    await writeText(path.join(game, 'mods', 'lithium.jar.disabled'), jars.lithium);
    await writeMeta(index, 'lithium', {
      filename: 'lithium.jar',
      content: jars.lithium,
      url: 'https://cdn.modrinth.com/data/x/lithium.jar',
    });
    await writeText(path.join(game, 'mods', 'fabric-api.jar'), jars.fabricApi);
    await writeMeta(index, 'fabric-api', {
      filename: 'fabric-api.jar',
      content: jars.fabricApi,
      url: 'https://github.com/FabricMC/fabric/releases/download/0.92/fabric api.jar',
      hashFormat: 'sha1',
    });
    await writeText(path.join(game, 'mods', 'custom.jar'), jars.custom);
    await writeText(path.join(game, 'mods', 'cf.jar'), jars.cf);
    await writeMeta(index, 'cf', {
      filename: 'cf.jar',
      content: jars.cf,
      hashFormat: 'murmur2',
      mode: 'metadata:curseforge',
      curseforge: { projectID: 238222, fileID: 4712345 },
    });
    await writeText(path.join(game, 'mods', 'evil.jar'), jars.evil);
    await writeMeta(index, 'evil', {
      filename: 'evil.jar',
      content: jars.evil,
      url: 'https://evil.example.com/evil.jar',
    });
    await writeText(path.join(game, 'mods', 'gitlab.jar'), jars.gitlab);
    await writeMeta(index, 'gitlab', {
      filename: 'gitlab.jar',
      content: jars.gitlab,
      url: 'https://gitlab.com/a/b/-/raw/main/gitlab.jar',
    });
    await writeText(path.join(game, 'mods', 'server-only.jar'), jars.serverOnly);
    await writeMeta(index, 'server-only', {
      filename: 'server-only.jar',
      content: jars.serverOnly,
      url: 'https://github.com/a/b/releases/download/1/server-only.jar',
      side: 'server',
    });
    await writeText(path.join(game, 'mods', 'client-http.jar'), jars.clientHttp);
    await writeMeta(index, 'client-http', {
      filename: 'client-http.jar',
      content: jars.clientHttp,
      url: 'http://cdn.modrinth.com/data/y/client-http.jar',
      side: 'client',
    });
    await writeText(path.join(game, 'config', 'a.cfg'), 'a=1\n');
    await writeText(path.join(game, 'config', 'secret.cfg'), 'token=xyz\n');
    await writeText(path.join(game, 'options.txt'), 'fov:0.5\n');
    for (const never of [
      'logs/latest.log',
      'crash-reports/crash-2024.txt',
      '.fabric/remapped/x.jar',
      '.cache/x',
      '.quilt/y',
      'mods/.connector/z.jar',
      '.DS_Store',
      'config/Thumbs.db',
      'saves/World/level.dat',
      'backups/old.zip',
      'usercache.json',
    ]) {
      await writeText(path.join(game, ...never.split('/')), 'x');
    }
    await writeText(path.join(root, '.packignore'), '# user exclusions\nconfig/secret.cfg\n');
    await writeText(path.join(root, 'instance.cfg'), '[General]\nname=Golden\n');
    return prismInstance(root, { name: 'Golden' });
  }

  it('writes modrinth.index.json per the format: files sorted, both hashes, env from side, allowed hosts only', async () => {
    const instance = await goldenInstance();
    const out = path.join(dir, 'out', 'golden.mrpack');
    const result = await exportMrpack(instance, out, { versionId: '2.0.0', summary: 'A test', includeDisabled: true });
    const zip = await readZip(out);
    const index = JSON.parse(zip.get('modrinth.index.json')!.toString('utf8')) as MrpackIndex;
    assert.equal(index.formatVersion, 1);
    assert.equal(index.game, 'minecraft');
    assert.equal(index.versionId, '2.0.0');
    assert.equal(index.name, 'Golden');
    assert.equal(index.summary, 'A test');
    assert.deepEqual(index.dependencies, { minecraft: '1.20.1', 'fabric-loader': '0.15.7' });
    const paths = index.files.map((f) => f.path);
    assert.deepEqual(paths, [
      'mods/fabric-api.jar',
      'mods/gitlab.jar',
      'mods/lithium.jar',
      'mods/server-only.jar',
      'mods/sodium.jar',
    ]);
    assert.deepEqual([...paths].sort(), paths);
    const byPath = new Map(index.files.map((f) => [f.path, f]));
    const sodium = byPath.get('mods/sodium.jar')!;
    const sodiumBytes = await fs.promises.readFile(path.join(instance.gameDir, 'mods', 'sodium.jar'));
    assert.equal(sodium.hashes.sha1, sha('sha1', sodiumBytes));
    assert.equal(sodium.hashes.sha512, sha('sha512', sodiumBytes));
    assert.equal(sodium.fileSize, sodiumBytes.length);
    assert.deepEqual(sodium.env, { client: 'required', server: 'unsupported' });
    assert.deepEqual(byPath.get('mods/lithium.jar')!.env, { client: 'optional', server: 'optional' });
    assert.deepEqual(byPath.get('mods/server-only.jar')!.env, { client: 'unsupported', server: 'required' });
    assert.deepEqual(byPath.get('mods/fabric-api.jar')!.env, { client: 'required', server: 'required' });
    assert.deepEqual(byPath.get('mods/fabric-api.jar')!.downloads, [
      'https://github.com/FabricMC/fabric/releases/download/0.92/fabric%20api.jar',
    ]);
    for (const file of index.files) {
      for (const url of file.downloads) {
        const host = new URL(url).hostname;
        assert.ok(['cdn.modrinth.com', 'github.com', 'raw.githubusercontent.com', 'gitlab.com'].includes(host), url);
        assert.ok(url.startsWith('https://'));
      }
    }
    const names = [...zip.keys()].sort();
    assert.deepEqual(names, [
      'client-overrides/mods/client-http.jar',
      'modrinth.index.json',
      'overrides/config/a.cfg',
      'overrides/mods/cf.jar',
      'overrides/mods/custom.jar',
      'overrides/mods/evil.jar',
      'overrides/options.txt',
    ]);
    assert.equal(result.files, 5);
    assert.equal(result.overrides, 6);
    const warnings = result.warnings.join('\n');
    assert.match(warnings, /gitlab\.com is allowed by the format but may be rejected by modrinth\.com/);
    assert.match(
      warnings,
      /mods\/evil\.jar: embedded in overrides because evil\.example\.com is not an allowed download host/,
    );
    assert.match(warnings, /mods\/cf\.jar: embedded in overrides because it is downloaded through curseforge metadata/);
    assert.match(warnings, /mods\/client-http\.jar: embedded in overrides because http URLs are not allowed/);
    assert.match(warnings, /1 mod is embedded in overrides because no download URL is known .*mods\/custom\.jar/);
  });

  it('writes the same bytes for the same input, and a zip that Python accepts', async () => {
    const instance = await goldenInstance();
    const a = path.join(dir, 'a.mrpack');
    const b = path.join(dir, 'b.mrpack');
    await exportMrpack(instance, a, { hashWorkers: 0 });
    await exportMrpack(instance, b, { hashWorkers: 2 });
    assert.ok((await fs.promises.readFile(a)).equals(await fs.promises.readFile(b)));
    const py = execFileSync('python3', [
      '-c',
      'import sys,zipfile; z=zipfile.ZipFile(sys.argv[1]); print(z.testzip())',
      a,
    ]).toString();
    assert.equal(py.trim(), 'None');
  });

  it('always has an overrides/ entry, as modrinth.com requires', async () => {
    const root = path.join(dir, 'only-linked');
    const jar = pseudoRandom(100, 77);
    await writeText(path.join(root, 'minecraft', 'mods', 'a.jar'), jar);
    await writeMeta(path.join(root, 'minecraft', 'mods', '.index'), 'a', {
      filename: 'a.jar',
      content: jar,
      url: 'https://cdn.modrinth.com/a.jar',
    });
    const out = path.join(dir, 'only.mrpack');
    await exportMrpack(prismInstance(root), out);
    assert.deepEqual([...(await readZip(out)).keys()].sort(), ['modrinth.index.json', 'overrides/']);
  });

  it('leaves .disabled files out unless asked, and names them in a notice in English and Chinese', async () => {
    const root = path.join(dir, 'disabled-out');
    const jar = pseudoRandom(100, 70);
    await writeText(path.join(root, 'minecraft', 'mods', 'on.jar'), pseudoRandom(120, 71));
    await writeText(path.join(root, 'minecraft', 'mods', 'off.jar.disabled'), jar);
    await writeText(path.join(root, 'minecraft', 'mods', 'known.jar.disabled'), jar);
    await writeMeta(path.join(root, 'minecraft', 'mods', '.index'), 'known', {
      filename: 'known.jar',
      content: jar,
      url: 'https://cdn.modrinth.com/known.jar',
    });
    const out = path.join(dir, 'disabled-out.mrpack');
    const result = await exportMrpack(prismInstance(root), out);
    const zip = await readZip(out);
    const index = JSON.parse(zip.get('modrinth.index.json')!.toString('utf8')) as MrpackIndex;
    assert.deepEqual(index.files, []);
    assert.deepEqual(
      [...zip.keys()].filter((k) => k.startsWith('overrides/mods')),
      ['overrides/mods/on.jar'],
    );
    assert.deepEqual(result.leftOutDisabled, ['mods/known.jar.disabled', 'mods/off.jar.disabled']);
    assert.equal(result.lookupFailure, null);
    const notices = exportNotices(result);
    assert.equal(notices.length, 1);
    assert.match(
      renderMessage(notices[0]!, 'en'),
      /^2 disabled files left out of the pack, so no player gets them: mods\/known\.jar\.disabled, mods\/off\.jar\.disabled\. .*--include-disabled/,
    );
    assert.match(renderMessage(notices[0]!, 'zh-cn'), /^已将 2 个已停用的文件排除在整合包之外.*--include-disabled/);
    // Asked: the known one ships as an optional download, the other embedded as is.
    const asked = await exportMrpack(prismInstance(root), path.join(dir, 'disabled-in.mrpack'), {
      includeDisabled: true,
    });
    assert.deepEqual(asked.leftOutDisabled, []);
    const askedZip = await readZip(path.join(dir, 'disabled-in.mrpack'));
    const askedIndex = JSON.parse(askedZip.get('modrinth.index.json')!.toString('utf8')) as MrpackIndex;
    assert.deepEqual(
      askedIndex.files.map((f) => [f.path, f.env.client]),
      [['mods/known.jar', 'optional']],
    );
    assert.ok(askedZip.has('overrides/mods/off.jar.disabled'));
  });

  it('links the enabled copy when both x.jar and x.jar.disabled exist, and embeds the other as is', async () => {
    const root = path.join(dir, 'both-copies');
    const jar = pseudoRandom(100, 78);
    await writeText(path.join(root, 'minecraft', 'mods', 'a.jar'), jar);
    await writeText(path.join(root, 'minecraft', 'mods', 'a.jar.disabled'), pseudoRandom(90, 79));
    await writeMeta(path.join(root, 'minecraft', 'mods', '.index'), 'a', {
      filename: 'a.jar',
      content: jar,
      url: 'https://cdn.modrinth.com/a.jar',
    });
    const out = path.join(dir, 'both.mrpack');
    await exportMrpack(prismInstance(root), out, { includeDisabled: true });
    const zip = await readZip(out);
    const index = JSON.parse(zip.get('modrinth.index.json')!.toString('utf8')) as MrpackIndex;
    assert.deepEqual(
      index.files.map((f) => [f.path, f.env.client]),
      [['mods/a.jar', 'required']],
    );
    assert.ok(zip.has('overrides/mods/a.jar.disabled'));
  });

  it('links jars without metadata that Modrinth knows by sha512 (online), embeds the rest', async () => {
    const root = path.join(dir, 'lookup');
    const known = pseudoRandom(4000, 90);
    const knownDisabled = pseudoRandom(3000, 91);
    const unknown = pseudoRandom(2000, 92);
    const offHost = pseudoRandom(1000, 93);
    await writeText(path.join(root, 'minecraft', 'mods', 'known.jar'), known);
    await writeText(path.join(root, 'minecraft', 'mods', 'opt.jar.disabled'), knownDisabled);
    await writeText(path.join(root, 'minecraft', 'mods', 'unknown.jar'), unknown);
    await writeText(path.join(root, 'minecraft', 'resourcepacks', 'off-host.zip'), offHost);
    await writeText(path.join(root, 'minecraft', 'config', 'c.txt'), 'c');
    // A Modrinth look-alike over HTTP, asked through the same client the extension and `nova export --online` use.
    const modrinth = await startFakeModrinthServer();
    try {
      const publish = (id: string, filename: string, content: Buffer, url: string): void =>
        modrinth.addVersion({
          id,
          project_id: `P${id}`,
          version_number: '1.0',
          loaders: ['fabric'],
          game_versions: ['1.20.1'],
          date_published: '2024-01-01T00:00:00Z',
          filename,
          content,
          url,
        });
      publish('1', 'known.jar', known, 'https://cdn.modrinth.com/data/P1/versions/1/known.jar');
      publish('2', 'opt.jar', knownDisabled, 'https://cdn.modrinth.com/data/P2/versions/2/opt.jar');
      publish('3', 'off-host.zip', offHost, 'https://elsewhere.example/off-host.zip');
      const lookup = clientDownloadLookup(
        new ModrinthClient({ fetch: globalModrinthFetch, baseUrl: modrinth.baseUrl }),
      );
      const out = path.join(dir, 'lookup.mrpack');
      const result = await exportMrpack(prismInstance(root), out, { lookupDownloads: lookup, includeDisabled: true });
      assert.deepEqual(
        modrinth.requests.map((r) => `${r.method} ${r.url}`),
        ['POST /v2/version_files'],
      );
      assert.equal(modrinth.requests[0]!.body.algorithm, 'sha512');
      assert.equal(modrinth.requests[0]!.body.hashes.length, 4);
      const zip = await readZip(out);
      const index = JSON.parse(zip.get('modrinth.index.json')!.toString('utf8')) as MrpackIndex;
      assert.deepEqual(
        index.files.map((f) => [f.path, f.downloads[0], f.env.client, f.hashes.sha1]),
        [
          ['mods/known.jar', 'https://cdn.modrinth.com/data/P1/versions/1/known.jar', 'required', sha('sha1', known)],
          [
            'mods/opt.jar',
            'https://cdn.modrinth.com/data/P2/versions/2/opt.jar',
            'optional',
            sha('sha1', knownDisabled),
          ],
        ],
      );
      assert.deepEqual([...zip.keys()].filter((k) => k !== 'modrinth.index.json').sort(), [
        'overrides/config/c.txt',
        'overrides/mods/unknown.jar',
        'overrides/resourcepacks/off-host.zip',
      ]);
      assert.equal(result.files, 2);
      // The lookup failing is a warning, not an error: everything is embedded.
      modrinth.override({ prefix: '/v2/version_files', status: 500, json: { error: 'internal', description: 'down' } });
      const fallback = await exportMrpack(prismInstance(root), path.join(dir, 'lookup-failed.mrpack'), {
        lookupDownloads: lookup,
        includeDisabled: true,
      });
      assert.equal(fallback.files, 0);
      assert.equal(fallback.lookupFailure?.count, 4);
      assert.match(fallback.lookupFailure?.error ?? '', /HTTP 500/);
      // The partial success leads the notices: what failed first, the technical detail last.
      const [first] = exportNotices(fallback).map((n) => renderMessage(n, 'en'));
      assert.match(
        first!,
        /^The pack was written, but the Modrinth lookup failed, so 4 files without metadata were embedded .*Details: .*HTTP 500/,
      );
    } finally {
      await modrinth.close();
    }
  });

  it('stores jars and deflates text', async () => {
    const instance = await goldenInstance();
    const out = path.join(dir, 'c.mrpack');
    await exportMrpack(instance, out);
    // Python's zipfile is an independent reader: compress_type 0 = stored, 8 = deflated.
    const listing = execFileSync('python3', [
      '-c',
      'import sys,zipfile\nfor i in zipfile.ZipFile(sys.argv[1]).infolist(): print(i.compress_type, i.filename)',
      out,
    ]).toString();
    assert.match(listing, /^0 overrides\/mods\/custom\.jar$/m);
    assert.match(listing, /^8 modrinth\.index\.json$/m);
  });

  it('never overwrites an existing file', async () => {
    const instance = await goldenInstance();
    const out = path.join(dir, 'exists.mrpack');
    await fs.promises.writeFile(out, 'keep me');
    await assert.rejects(exportMrpack(instance, out), OutputExistsError);
    assert.equal(await fs.promises.readFile(out, 'utf8'), 'keep me');
    assert.deepEqual(await fs.promises.readdir(dir).then((n) => n.filter((x) => x.includes('nova-tmp'))), []);
  });

  it('leaves no partial file when cancelled while writing', async () => {
    const instance = await goldenInstance();
    await writeText(path.join(instance.gameDir, 'config', 'big.dat'), pseudoRandom(8 * 1024 * 1024, 11));
    const outDir = path.join(dir, 'cancel');
    await fs.promises.mkdir(outDir);
    const controller = new AbortController();
    let sawWriting = false;
    await assert.rejects(
      exportMrpack(instance, path.join(outDir, 'x.mrpack'), {
        signal: controller.signal,
        onProgress: (p) => {
          if (p.phase === 'writing' && p.doneBytes > 0 && !sawWriting) {
            sawWriting = true;
            controller.abort();
          }
        },
      }),
    );
    assert.ok(sawWriting);
    assert.deepEqual(await fs.promises.readdir(outDir), []);
  });

  it('leaves no partial file when cancelled while hashing', async () => {
    const instance = await goldenInstance();
    const controller = new AbortController();
    controller.abort();
    await assert.rejects(exportMrpack(instance, path.join(dir, 'y.mrpack'), { signal: controller.signal }));
    assert.ok(!fs.existsSync(path.join(dir, 'y.mrpack')));
  });

  it('embeds a jar whose bytes no longer match its metadata', async () => {
    const instance = await goldenInstance();
    await fs.promises.writeFile(path.join(instance.gameDir, 'mods', 'sodium.jar'), 'tampered');
    const out = path.join(dir, 'm.mrpack');
    const result = await exportMrpack(instance, out);
    const zip = await readZip(out);
    const index = JSON.parse(zip.get('modrinth.index.json')!.toString('utf8')) as MrpackIndex;
    assert.ok(!index.files.some((f) => f.path === 'mods/sodium.jar'));
    assert.ok(zip.has('client-overrides/mods/sodium.jar'));
    assert.match(
      result.warnings.join('\n'),
      /mods\/sodium\.jar: its sha512 differs from mods\/\.index\/sodium\.pw\.toml/,
    );
  });

  it('ships saves only when asked', async () => {
    const instance = await goldenInstance();
    const out = path.join(dir, 's.mrpack');
    await exportMrpack(instance, out, { includeSaves: true });
    assert.ok((await readZip(out)).has('overrides/saves/World/level.dat'));
  });

  it('refuses an instance whose Minecraft or loader version is unknown, naming what to do', async () => {
    const instance = await goldenInstance();
    await assert.rejects(exportMrpack({ ...instance, minecraft: null }, path.join(dir, 'n.mrpack')), (e: unknown) => {
      assert.ok(e instanceof ModpackExportError);
      assert.match(e.message, /Minecraft version of 'Golden' is unknown/);
      return true;
    });
    await assert.rejects(
      exportMrpack({ ...instance, loader: { type: 'forge', version: null } }, path.join(dir, 'n.mrpack')),
      /forge version of 'Golden' is unknown/,
    );
    assert.ok(!fs.existsSync(path.join(dir, 'n.mrpack')));
  });

  it('exports a packwiz tree (fixture 31): metafiles link files, pack.toml names the pack, .packwizignore applies', async () => {
    const root = path.join(dir, 'pw');
    const a = pseudoRandom(5000, 21);
    await writeText(
      path.join(root, 'pack.toml'),
      'name = "PW Pack"\nauthor = "me"\nversion = "3.1.4"\ndescription = "From packwiz"\npack-format = "packwiz:1.1.0"\n\n' +
        '[index]\nfile = "index.toml"\nhash-format = "sha256"\nhash = ""\n\n[versions]\nminecraft = "1.20.1"\nquilt = "0.26.0"\n',
    );
    await writeText(path.join(root, 'index.toml'), 'hash-format = "sha256"\n');
    await writeText(path.join(root, 'mods', 'a.jar'), a);
    await writeMeta(path.join(root, 'mods'), 'a', {
      filename: 'a.jar',
      content: a,
      url: 'https://cdn.modrinth.com/data/P/versions/V/a.jar',
    });
    await writeMeta(path.join(root, 'mods'), 'b', {
      filename: 'b.jar',
      content: Buffer.from('b'),
      hashFormat: 'murmur2',
      mode: 'metadata:curseforge',
      curseforge: { projectID: 1, fileID: 2 },
    });
    await writeText(path.join(root, 'config', 'x.cfg'), 'x\n');
    await writeText(path.join(root, 'secret', 'notes.txt'), 'private\n');
    await writeText(path.join(root, '.packwizignore'), 'secret/\n');
    const instance = prismInstance(root, {
      layout: 'packwiz',
      gameDir: root,
      loader: { type: 'quilt', version: '0.26.0' },
    });
    const out = path.join(dir, 'pw.mrpack');
    const result = await exportMrpack(instance, out);
    const zip = await readZip(out);
    const index = JSON.parse(zip.get('modrinth.index.json')!.toString('utf8')) as MrpackIndex;
    assert.equal(index.name, 'PW Pack');
    assert.equal(index.versionId, '3.1.4');
    assert.equal(index.summary, 'From packwiz');
    assert.deepEqual(index.dependencies, { minecraft: '1.20.1', 'quilt-loader': '0.26.0' });
    assert.deepEqual(
      index.files.map((f) => [f.path, f.fileSize, f.hashes.sha512]),
      [['mods/a.jar', a.length, sha('sha512', a)]],
    );
    assert.deepEqual([...zip.keys()].sort(), ['modrinth.index.json', 'overrides/config/x.cfg']);
    assert.match(
      result.warnings.join('\n'),
      /mods\/b\.jar is only described by mods\/b\.pw\.toml and is not in the instance; it cannot be linked because it is downloaded through curseforge metadata/,
    );
  });

  it('links metafile-only files by fetching them to hash (packwiz packs hold no jars), checking the metafile hash', async () => {
    const root = path.join(dir, 'pw-remote');
    const good = pseudoRandom(7000, 31);
    const bad = pseudoRandom(6000, 32);
    await writeText(
      path.join(root, 'pack.toml'),
      'name = "Remote"\nversion = "1"\n[versions]\nminecraft = "1.20.1"\nfabric = "0.15.7"\n',
    );
    await writeMeta(path.join(root, 'mods'), 'good', {
      filename: 'good.jar',
      content: good,
      url: 'https://cdn.modrinth.com/data/G/good.jar',
      side: 'client',
    });
    await writeMeta(path.join(root, 'mods'), 'bad', {
      filename: 'bad.jar',
      content: bad,
      url: 'https://cdn.modrinth.com/data/B/bad.jar',
    });
    await writeText(path.join(root, 'config', 'c.txt'), 'c');
    const instance = prismInstance(root, { layout: 'packwiz', gameDir: root });

    const offline = await exportMrpack(instance, path.join(dir, 'offline.mrpack'));
    assert.equal(offline.files, 0);
    assert.match(
      offline.warnings.join('\n'),
      /mods\/good\.jar is only described by mods\/good\.pw\.toml .*Allow network access \(nova export --online\)/,
    );

    const fetch = fakeFetch({
      'https://cdn.modrinth.com/data/G/good.jar': good,
      'https://cdn.modrinth.com/data/B/bad.jar': Buffer.from('tampered'),
    });
    const out = path.join(dir, 'remote.mrpack');
    const result = await exportMrpack(instance, out, { fetch });
    const index = JSON.parse((await readZip(out)).get('modrinth.index.json')!.toString('utf8')) as MrpackIndex;
    assert.deepEqual(index.files, [
      {
        path: 'mods/good.jar',
        hashes: { sha1: sha('sha1', good), sha512: sha('sha512', good) },
        env: { client: 'required', server: 'unsupported' },
        downloads: ['https://cdn.modrinth.com/data/G/good.jar'],
        fileSize: good.length,
      },
    ]);
    assert.match(
      result.warnings.join('\n'),
      /mods\/bad\.jar: the file at https:\/\/cdn\.modrinth\.com\/data\/B\/bad\.jar does not match the sha512 in mods\/bad\.pw\.toml/,
    );
  });
});
