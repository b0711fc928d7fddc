import * as assert from 'node:assert/strict';
import * as path from 'node:path';
import { trimNote } from '../../src/core/release/modNotes';
import { startFakeModrinthServer, type FakeModrinthServer } from './fakes/fakeModrinthServer';
import { runNova } from './fixtures/cliRun';
import { writePrismInstance } from './fixtures/instanceLayouts';
import { fabricJar } from './fixtures/modJars';
import { makeTempDir, removeTempDir, writeText } from './fixtures/zipBuilder';
import { flattenConfig } from '../../src/core/formats/configKeys';

describe('nova diff --notes', () => {
  let root: string;
  let modrinth: FakeModrinthServer;
  beforeEach(async () => {
    root = await makeTempDir('nova-notes-');
    modrinth = await startFakeModrinthServer();
    const oldJar = await fabricJar({ id: 'sodium', name: 'Sodium', version: '0.5.8' });
    const newJar = await fabricJar({ id: 'sodium', name: 'Sodium', version: '0.5.11' });
    const pack = async (dir: string, sodium: Buffer, lithium: string): Promise<void> => {
      await writePrismInstance(path.join(root, dir), {
        name: dir,
        minecraft: '1.20.1',
        loader: { type: 'fabric', version: '0.15.7' },
        mods: {
          'sodium.jar': sodium,
          'lithium.jar': await fabricJar({ id: 'lithium', name: 'Lithium', version: lithium }),
        },
      });
    };
    await pack('Old', oldJar, '0.11.1');
    await pack('New', newJar, '0.11.2');
    modrinth.addProject({ id: 'AANobbMI', slug: 'sodium', title: 'Sodium', project_type: 'mod' });
    const version = (
      id: string,
      number: string,
      date: string,
      content: Buffer,
      changelog?: string,
      loaders = ['fabric'],
    ): void =>
      modrinth.addVersion({
        id,
        project_id: 'AANobbMI',
        version_number: number,
        loaders,
        game_versions: ['1.20.1'],
        date_published: date,
        filename: `sodium-${number}-${id}.jar`,
        content,
        ...(changelog !== undefined ? { changelog } : {}),
      });
    const other = (n: number): Buffer => Buffer.from(`other build ${n}`);
    version('v058', '0.5.8', '2024-01-01T00:00:00Z', oldJar, 'Old notes, not in the range');
    version('v059', '0.5.9', '2024-02-01T00:00:00Z', other(1), 'Fixed a crash.\r\n\r\n\r\n\r\n- with shaders   ');
    version('v059f', '0.5.9-forge', '2024-02-15T00:00:00Z', other(2), 'Forge build only', ['forge']);
    version('v0510', '0.5.10', '2024-03-01T00:00:00Z', other(3), 'Fixed a crash.\n\n- with shaders');
    version('v0511', '0.5.11', '2024-04-01T00:00:00Z', newJar, '## New\nAn option for fog.');
    version('v0512', '0.5.12', '2024-05-01T00:00:00Z', other(4), 'Later than the new file');
  });
  afterEach(async () => {
    await modrinth.close();
    await removeTempDir(root);
  });

  it("adds each updated mod's changelogs between the two files, de-duplicated, trimmed and attributed", async () => {
    const r = await runNova(root, ['diff', 'Old', 'New', '--notes', '--json'], { NOVA_MODRINTH_URL: modrinth.baseUrl });
    assert.equal(r.code, 0, r.stderr);
    const doc = JSON.parse(r.stdout);
    const sodium = doc.modNotes.find((m: { id: string }) => m.id === 'sodium');
    assert.deepEqual(
      sodium.notes.map((n: { version: string; text: string }) => [n.version, n.text]),
      [
        ['0.5.11', '## New\nAn option for fog.'],
        ['0.5.10', 'Fixed a crash.\n\n- with shaders'],
      ],
    );
    assert.equal(sodium.notes[0].source, 'https://modrinth.com/project/AANobbMI/version/v0511');
    assert.equal(sodium.missing, null);
    const lithium = doc.modNotes.find((m: { id: string }) => m.id === 'lithium');
    assert.equal(lithium.missing, 'not-on-modrinth');
    // One batched hash lookup, then the project's versions with their changelogs on the new file's loaders.
    assert.equal(modrinth.requests.filter((q) => q.url.startsWith('/v2/version_files')).length, 1);
    const list = modrinth.requests.find((q) => q.url.startsWith('/v2/project/AANobbMI/version'));
    assert.ok(list !== undefined);
    const query = new URL(list.url, 'http://x').searchParams;
    assert.equal(query.get('include_changelog'), 'true');
    assert.deepEqual(JSON.parse(query.get('loaders') ?? '[]'), ['fabric']);
  });

  it('prints the notes as quoted Markdown under the changelog, and in Chinese', async () => {
    const r = await runNova(root, ['diff', 'Old', 'New', '--notes'], { NOVA_MODRINTH_URL: modrinth.baseUrl });
    assert.equal(r.code, 0, r.stderr);
    assert.match(r.stdout, /### Mods' own notes/);
    assert.match(r.stdout, /#### Sodium 0\.5\.8 → 0\.5\.11/);
    assert.match(
      r.stdout,
      /\*\*0\.5\.11 \(2024-04-01, from \[Modrinth\]\(https:\/\/modrinth\.com\/project\/AANobbMI\/version\/v0511\)\)\*\*\n\n> ## New\n> An option for fog\./,
    );
    assert.doesNotMatch(r.stdout, /Forge build only|Later than the new file|Old notes/);
    assert.match(r.stdout, /Not compared: Modrinth does not know both files\./);
    const zh = await runNova(root, ['diff', 'Old', 'New', '--notes', '--lang', 'zh-CN'], {
      NOVA_MODRINTH_URL: modrinth.baseUrl,
    });
    assert.match(zh.stdout, /### 模组自己的更新说明/);
  });

  it('exits 1 with a message that says what to do when Modrinth cannot be asked', async () => {
    modrinth.override({ prefix: '/v2/version_files', status: 500, json: { error: 'boom' } });
    modrinth.override({ prefix: '/v2/version_files', status: 500, json: { error: 'boom' } });
    modrinth.override({ prefix: '/v2/version_files', status: 500, json: { error: 'boom' } });
    modrinth.override({ prefix: '/v2/version_files', status: 500, json: { error: 'boom' } });
    const r = await runNova(root, ['diff', 'Old', 'New', '--notes'], { NOVA_MODRINTH_URL: modrinth.baseUrl });
    assert.equal(r.code, 1);
    assert.match(r.stderr, /Retry later or check the network/);
  });

  it('trims notes: line ends, blank runs, and a cap at a line end', () => {
    assert.equal(trimNote('  a  \r\n\r\n\r\nb\n'), 'a\n\nb');
    const long = Array.from({ length: 200 }, (_, i) => `line ${i} of the notes`).join('\n');
    const cut = trimNote(long);
    assert.ok(cut.length <= 1502, String(cut.length));
    assert.match(cut, /of the notes\n…$/);
  });

  it('names the config keys that changed in TOML, JSON and .properties files, not only the files', async () => {
    const cfg = (side: string, file: string, text: string) =>
      writeText(path.join(root, side, 'minecraft', 'config', file), text);
    await cfg('Old', 'sodium.toml', '# comment\n[fog]\nenabled = true\ndistance = 8\n');
    await cfg('New', 'sodium.toml', '# another comment\n[fog]\nenabled = false\ndistance = 8\nstart = 0.5\n');
    await cfg('Old', 'iris.json', '{"shaders": {"on": true, "pack": "a"}, // x\n}');
    await cfg('New', 'iris.json', '{"shaders": {"on": true}}');
    await cfg('Old', 'opts.properties', 'a=1\nb=2\n');
    await cfg('New', 'opts.properties', '# only a comment changed\na=1\nb=2\n');
    await cfg('Old', 'broken.toml', 'x = 1\n');
    await cfg('New', 'broken.toml', 'x = = 1\n');
    const r = await runNova(root, ['diff', 'Old', 'New', '--notes', '--json'], { NOVA_MODRINTH_URL: modrinth.baseUrl });
    assert.equal(r.code, 0, r.stderr);
    const doc = JSON.parse(r.stdout);
    assert.deepEqual(doc.files.changed, [
      'config/broken.toml',
      'config/iris.json',
      'config/opts.properties',
      'config/sodium.toml',
    ]);
    assert.deepEqual(doc.configKeys, [
      { file: 'config/iris.json', added: [], removed: [{ key: 'shaders.pack', value: '"a"' }], changed: [] },
      {
        file: 'config/sodium.toml',
        added: [{ key: 'fog.start', value: '0.5' }],
        removed: [],
        changed: [{ key: 'fog.enabled', from: 'true', to: 'false' }],
      },
    ]);
    const md = await runNova(root, ['diff', 'Old', 'New', '--notes'], { NOVA_MODRINTH_URL: modrinth.baseUrl });
    assert.match(
      md.stdout,
      /### Config keys changed\n\n- `config\/iris\.json`\n {2}- `shaders\.pack`: removed \(was `"a"`\)/,
    );
    assert.match(md.stdout, / {2}- `fog\.enabled`: `true` → `false`/);
  });

  it('flattens .properties values and refuses text that does not parse', () => {
    assert.deepEqual(
      [...(flattenConfig('a.properties', 'x = 1\n! c\ny: two\n') ?? [])],
      [
        ['x', '"1"'],
        ['y', '"two"'],
      ],
    );
    assert.equal(flattenConfig('a.json', '{"a": '), null);
    assert.equal(flattenConfig('a.cfg', 'x=1'), null);
  });
});
