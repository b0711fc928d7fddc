import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { readJarLicense } from '../../src/core/release/jarLicense';
import { judgeLicenses, normaliseLicense } from '../../src/core/release/licenseVerdict';
import { startFakeModrinthServer } from './fakes/fakeModrinthServer';
import { runNova } from './fixtures/cliRun';
import { fabricJar, quiltJar, tomlJar, writeJar } from './fixtures/modJars';
import { pseudoRandom, writeMeta } from './fixtures/modpackFixtures';
import { buildZip, makeTempDir, removeTempDir, writeText } from './fixtures/zipBuilder';

describe('release gate: licenses', () => {
  it('normalises free-text licenses to SPDX ids', () => {
    const cases: Array<[string, string | null]> = [
      ['MIT License', 'MIT'],
      ['Apache License, Version 2.0', 'Apache-2.0'],
      ['GPLv3', 'GPL-3.0-only'],
      ['GPL-3.0+', 'GPL-3.0-or-later'],
      ['gnu lgpl v3', 'LGPL-3.0-only'],
      ['Mozilla Public License 2.0', 'MPL-2.0'],
      ['All rights reserved', 'LicenseRef-All-Rights-Reserved'],
      ['CC BY-NC-ND 4.0', 'CC-BY-NC-ND-4.0'],
      ['https://opensource.org/licenses/MIT', 'MIT'],
      ['The Unlicense', 'Unlicense'],
      ['My Own Terms', null],
      ['LicenseRef-Custom', null],
    ];
    for (const [text, id] of cases) assert.equal(normaliseLicense(text), id, text);
  });

  it('judges by the reference table: OR picks the freest, several values need every part', () => {
    assert.equal(judgeLicenses(['MIT']).verdict, 'redistributable');
    assert.equal(judgeLicenses(['GPL-3.0-only']).duty, 'link-source');
    assert.equal(judgeLicenses(['ARR']).verdict, 'needs-permission');
    assert.equal(judgeLicenses(['CC-BY-NC-ND-4.0']).verdict, 'needs-permission');
    assert.equal(judgeLicenses([]).verdict, 'needs-permission');
    assert.equal(judgeLicenses(['Custom']).verdict, 'unknown');
    assert.equal(judgeLicenses(['MIT OR LicenseRef-All-Rights-Reserved']).verdict, 'redistributable');
    assert.equal(judgeLicenses(['MIT', 'All rights reserved']).verdict, 'needs-permission');
    assert.equal(judgeLicenses(['MIT', 'Custom']).verdict, 'unknown');
  });
});

describe('release gate: jar licenses', () => {
  let root: string;
  beforeEach(async () => {
    root = await makeTempDir('nova-release-jar-');
  });
  afterEach(async () => {
    await removeTempDir(root);
  });

  it('reads fabric arrays, quilt objects and mods.toml file-level licenses', async () => {
    const fabric = await writeJar(
      path.join(root, 'f.jar'),
      fabricJar({
        id: 'fab',
        name: 'Fab',
        authors: ['Ann', { name: 'Bo' }],
        license: ['MIT', 'CC0-1.0'],
        contact: { homepage: 'https://example.org/fab', sources: 'https://git.example.org/fab' },
      }),
    );
    const quilt = await writeJar(
      path.join(root, 'q.jar'),
      quiltJar({
        id: 'qu',
        metadata: { name: 'Qu', license: { id: 'LGPL-3.0-only', name: 'LGPL' }, contributors: { Cy: 'Owner' } },
      }),
    );
    const forge = await writeJar(
      path.join(root, 'm.jar'),
      tomlJar(
        'modLoader="javafml"\nloaderVersion="[47,)"\nlicense="All rights reserved"\n[[mods]]\nmodId="fm"\nversion="${file.jarVersion}"\ndisplayName="Forge Mod"\nauthors="Di"\ndisplayURL="https://example.org/fm"\n',
      ),
    );
    const f = await readJarLicense(fabric);
    assert.deepEqual(
      [f.id, f.name, f.authors, f.licenses, f.link],
      ['fab', 'Fab', ['Ann', 'Bo'], ['MIT', 'CC0-1.0'], 'https://example.org/fab'],
    );
    const q = await readJarLicense(quilt);
    assert.deepEqual([q.id, q.licenses, q.authors], ['qu', ['LGPL-3.0-only'], ['Cy']]);
    const m = await readJarLicense(forge);
    assert.deepEqual(
      [m.id, m.version, m.licenses, m.authors, m.link],
      ['fm', null, ['All rights reserved'], ['Di'], 'https://example.org/fm'],
    );
  });

  it('gives an error, not an exception, for a corrupt jar', async () => {
    const bad = await writeText(path.join(root, 'bad.jar'), '<html>not a jar</html>');
    const r = await readJarLicense(bad);
    assert.notEqual(r.error, null);
    assert.equal(r.metadata, null);
  });
});

describe('nova check --release', () => {
  let root: string;
  let game: string;
  beforeEach(async () => {
    root = await makeTempDir('nova-release-');
    const inst = path.join(root, 'Pack');
    await writeText(path.join(inst, 'instance.cfg'), '[General]\nInstanceType=OneSix\nname=Release Pack\n');
    await writeText(
      path.join(inst, 'mmc-pack.json'),
      JSON.stringify({
        formatVersion: 1,
        components: [
          { uid: 'net.minecraft', version: '1.20.1' },
          { uid: 'net.fabricmc.fabric-loader', version: '0.15.7' },
        ],
      }),
    );
    game = path.join(inst, 'minecraft');
    // Linked from Modrinth and known to CurseForge: never embedded on either platform.
    const linked = await fabricJar({ id: 'linked', license: 'All rights reserved' });
    await writeText(path.join(game, 'mods', 'linked.jar'), linked);
    await writeMeta(path.join(game, 'mods', '.index'), 'linked', {
      filename: 'linked.jar',
      content: linked,
      url: 'https://cdn.modrinth.com/data/L/linked.jar',
      curseforge: { projectID: 100, fileID: 200 },
    });
    await writeJar(
      path.join(game, 'mods', 'mitmod.jar'),
      fabricJar({
        id: 'mitmod',
        name: 'MIT Mod',
        authors: ['Ann'],
        license: 'MIT License',
        contact: { homepage: 'https://example.org/mit' },
      }),
    );
    await writeJar(
      path.join(game, 'mods', 'gplmod.jar'),
      fabricJar({ id: 'gplmod', license: 'GPLv3', contact: { sources: 'https://git.example.org/gpl' } }),
    );
    await writeText(path.join(game, 'config', 'c.toml'), 'c = 1\n');
  });
  afterEach(async () => {
    await removeTempDir(root);
  });

  const addBlocked = async (): Promise<void> => {
    await writeJar(
      path.join(game, 'mods', 'arrmod.jar'),
      tomlJar(
        'modLoader="javafml"\nloaderVersion="[47,)"\nlicense="All rights reserved"\n[[mods]]\nmodId="arrmod"\ndisplayName="ARR Mod"\n',
      ),
    );
    await writeJar(path.join(game, 'mods', 'custom.jar'), fabricJar({ id: 'custom', license: 'My Own Terms' }));
    await writeText(path.join(game, 'mods', 'broken.jar'), pseudoRandom(500, 3));
    await writeText(path.join(game, 'resourcepacks', 'art.zip'), await buildZip({ 'pack.mcmeta': '{}' }));
  };

  it('passes a pack whose embedded jars are all redistributable (exit 0), naming each verdict', async () => {
    const r = await runNova(root, ['check', 'Pack', '--release', 'modrinth', '--json']);
    assert.equal(r.code, 0, r.stderr + r.stdout);
    const doc = JSON.parse(r.stdout);
    assert.equal(doc.platform, 'modrinth');
    assert.equal(doc.blocking, false);
    const byPath = Object.fromEntries(doc.files.map((f: { path: string }) => [f.path, f]));
    assert.deepEqual(Object.keys(byPath).sort(), ['mods/gplmod.jar', 'mods/mitmod.jar']);
    assert.equal(byPath['mods/mitmod.jar'].verdict, 'redistributable');
    assert.deepEqual(byPath['mods/mitmod.jar'].spdx, ['MIT']);
    assert.deepEqual(byPath['mods/gplmod.jar'].spdx, ['GPL-3.0-only']);
    const codes = doc.problems.map((p: { code: string }) => p.code).sort();
    assert.deepEqual(codes, ['release-link-source', 'release-modrinth-overrides']);
  });

  it('blocks jars without a grant (exit 1) and warns on unknown licenses, each with a fix', async () => {
    await addBlocked();
    const r = await runNova(root, ['check', 'Pack', '--release', 'modrinth', '--json']);
    assert.equal(r.code, 1, r.stderr);
    const doc = JSON.parse(r.stdout);
    const verdict = Object.fromEntries(doc.files.map((f: { path: string; verdict: string }) => [f.path, f.verdict]));
    assert.equal(verdict['mods/arrmod.jar'], 'needs-permission');
    assert.equal(verdict['mods/custom.jar'], 'unknown');
    assert.equal(verdict['mods/broken.jar'], 'unknown');
    assert.equal(verdict['resourcepacks/art.zip'], 'unknown');
    const problem = (code: string, file: string) =>
      doc.problems.find((p: { code: string; files: string[] }) => p.code === code && p.files.includes(file));
    assert.equal(problem('release-needs-permission', 'mods/arrmod.jar').severity, 'error');
    assert.match(
      problem('release-needs-permission', 'mods/arrmod.jar').message,
      /^Link mods\/arrmod\.jar from Modrinth/,
    );
    assert.equal(problem('release-license-unknown', 'mods/custom.jar').severity, 'warning');
    assert.equal(problem('release-unreadable', 'mods/broken.jar').severity, 'error');
  });

  it('applies CurseForge rules: non-CurseForge mods and server files at the top', async () => {
    await writeText(path.join(game, 'server.properties'), 'motd=x\n');
    await writeText(path.join(game, 'start.sh'), '#!/bin/sh\n');
    const r = await runNova(root, ['check', 'Pack', '--release', 'curseforge', '--json']);
    assert.equal(r.code, 1);
    const doc = JSON.parse(r.stdout);
    const unknownMods = doc.problems
      .filter((p: { code: string }) => p.code === 'release-curseforge-unknown-mod')
      .flatMap((p: { files: string[] }) => p.files)
      .sort();
    assert.deepEqual(unknownMods, ['mods/gplmod.jar', 'mods/mitmod.jar']);
    const server = doc.problems.find((p: { code: string }) => p.code === 'release-curseforge-server-files');
    assert.deepEqual(server.files.sort(), ['server.properties', 'start.sh']);
  });

  it('writes the attribution list on request and never overwrites it', async () => {
    const r = await runNova(root, ['check', 'Pack', '--release', 'modrinth', '--attribution', 'CREDITS.md']);
    assert.equal(r.code, 0, r.stderr);
    const text = fs.readFileSync(path.join(root, 'CREDITS.md'), 'utf8');
    assert.match(text, /\| MIT Mod \(mitmod\) \| Ann \| MIT \| https:\/\/example\.org\/mit \|/);
    assert.match(text, /\| gplmod \| — \| GPL-3\.0-only \| https:\/\/git\.example\.org\/gpl \|/);
    const again = await runNova(root, ['check', 'Pack', '--release', 'modrinth', '--attribution', 'CREDITS.md']);
    assert.equal(again.code, 2);
    assert.match(again.stderr, /CREDITS\.md exists/);
    assert.equal(fs.readFileSync(path.join(root, 'CREDITS.md'), 'utf8'), text);
  });

  it("online, adds Modrinth's project license of jars found by hash beside the jar's own", async () => {
    const modrinth = await startFakeModrinthServer();
    try {
      const silent = await fabricJar({ id: 'silent', name: 'Silent' });
      await writeText(path.join(game, 'mods', 'silent.jar'), silent);
      const mit = fs.readFileSync(path.join(game, 'mods', 'mitmod.jar'));
      const version = (id: string, project: string, content: Buffer) =>
        modrinth.addVersion({
          id,
          project_id: project,
          version_number: '1.0',
          loaders: ['fabric'],
          game_versions: ['1.20.1'],
          date_published: '2024-01-01T00:00:00Z',
          filename: `${id}.jar`,
          content,
        });
      modrinth.addProject({ id: 'P_SILENT', slug: 'silent', title: 'Silent', project_type: 'mod', license: 'MIT' });
      modrinth.addProject({
        id: 'P_MIT',
        slug: 'mitmod',
        title: 'MIT Mod',
        project_type: 'mod',
        license: 'LicenseRef-All-Rights-Reserved',
      });
      version('v1', 'P_SILENT', silent);
      version('v2', 'P_MIT', mit);
      const env = { NOVA_MODRINTH_URL: modrinth.baseUrl };

      const offline = await runNova(root, ['check', 'Pack', '--release', 'modrinth', '--json'], env);
      const offDoc = JSON.parse(offline.stdout);
      const offVerdict = (p: string) => offDoc.files.find((f: { path: string }) => f.path === p).verdict;
      assert.equal(offVerdict('mods/silent.jar'), 'needs-permission', 'no license in the jar: no grant');
      assert.equal(offDoc.online, false);
      assert.equal(modrinth.requests.length, 0, 'offline by default');

      const r = await runNova(root, ['check', 'Pack', '--release', 'modrinth', '--online', '--json'], env);
      const doc = JSON.parse(r.stdout);
      assert.equal(doc.online, true);
      const file = (p: string) => doc.files.find((f: { path: string }) => f.path === p);
      // The page's license decides where the jar says nothing…
      assert.equal(file('mods/silent.jar').verdict, 'redistributable');
      assert.deepEqual(file('mods/silent.jar').modrinth, { project: 'silent', license: 'MIT' });
      // …and where both speak, the stricter one wins, with both named in the problem.
      assert.equal(file('mods/mitmod.jar').verdict, 'needs-permission');
      assert.deepEqual(file('mods/mitmod.jar').license, ['MIT License']);
      const problem = doc.problems.find(
        (p: { code: string; files: string[] }) =>
          p.code === 'release-needs-permission' && p.files[0] === 'mods/mitmod.jar',
      );
      assert.match(problem.message, /MIT License, LicenseRef-All-Rights-Reserved \(Modrinth\)/);
      // A jar Modrinth does not know keeps its own verdict.
      assert.equal(file('mods/gplmod.jar').modrinth, null);
      assert.equal(file('mods/gplmod.jar').verdict, 'redistributable');
      assert.equal(r.code, 1);
      assert.ok(modrinth.requests.some((q) => q.method === 'POST' && q.url === '/v2/version_files'));
    } finally {
      await modrinth.close();
    }
    // Modrinth unreachable: a warning, and the verdicts of the files alone.
    const down = await runNova(root, ['check', 'Pack', '--release', 'modrinth', '--online', '--json'], {
      NOVA_MODRINTH_URL: 'http://127.0.0.1:9/v2',
    });
    const downDoc = JSON.parse(down.stdout);
    assert.equal(downDoc.online, false);
    assert.ok(downDoc.problems.some((p: { code: string }) => p.code === 'release-modrinth-unavailable'));
    assert.equal(downDoc.files.find((f: { path: string }) => f.path === 'mods/silent.jar').verdict, 'needs-permission');
  });

  it('speaks Chinese under --lang zh-CN and refuses an unknown platform', async () => {
    await addBlocked();
    const zh = await runNova(root, ['check', 'Pack', '--release', 'modrinth', '--lang', 'zh-CN']);
    assert.equal(zh.code, 1);
    assert.match(zh.stdout, /需要许可/);
    assert.match(zh.stdout, /请改为从 Modrinth 或 CurseForge 链接 mods\/arrmod\.jar/);
    const bad = await runNova(root, ['check', 'Pack', '--release', 'steam']);
    assert.equal(bad.code, 2);
    assert.match(bad.stderr, /--release modrinth or --release curseforge/);
  });
});
