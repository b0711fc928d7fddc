import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { ServedRoots } from '../../../src/core/fs/servedRoots';
import { ModScanner } from '../../../src/core/mods/modScanner';
import { IdLedger } from '../../../src/core/tools/idLedger';
import { novaToolRegistry } from '../../../src/core/tools/novaTools';
import type { ToolRegistry } from '../../../src/core/tools/toolRegistry';
import { runNova } from '../fixtures/cliRun';
import { writeDotMinecraft, writePackwiz, writePrismInstance } from '../fixtures/instanceLayouts';
import { fabricJar } from '../fixtures/modJars';
import { makeTempDir, removeTempDir, writeText } from '../fixtures/zipBuilder';
import { callAnswer, startFakeOpenAiServer, textAnswer } from '../fakes/fakeOpenAiServer';
import { assertCleanRun, within } from './hostileInputs';

const signal = new AbortController().signal;
const SECRET = 'TOP SECRET kube token';

/**
 * Issue 33, items 1–3: containment by the served root. Every hostile shape is built at test time; every case runs
 * through a real entry point (the tool registry, `nova check`, `nova mods`, `nova export`, `nova diff`, `nova ask`
 * against a local OpenAI-compatible server) and must never show a byte of the file outside.
 */
describe('containment by the served root', function () {
  this.timeout(60_000);
  let root: string;
  let outside: string;
  let registry: ToolRegistry;

  async function call(name: string, args: Record<string, unknown>): Promise<{ ok: boolean; text: string }> {
    const outcome = await within(10_000, name, () =>
      registry.run({ id: 'c', name, arguments: JSON.stringify(args) }, new IdLedger(), signal),
    );
    assert.equal(outcome.kind, 'result');
    return outcome.kind === 'result' ? { ok: outcome.ok, text: outcome.text } : { ok: false, text: '' };
  }

  /** A folder outside the served root shaped like a game folder whose files hold the secret (as ~/.kube would). */
  async function secretGameFolder(dir: string): Promise<void> {
    await writeText(path.join(dir, 'config', 'kube.toml'), `token = "${SECRET}"\n`);
    await writeText(path.join(dir, 'mods', 'secret-1.0.jar'), await fabricJar({ id: 'secretmod', name: SECRET }));
    await writeText(path.join(dir, 'resourcepacks', 'secret-pack.zip'), SECRET);
  }

  beforeEach(async () => {
    root = await makeTempDir('nova-served-');
    outside = await makeTempDir('nova-outside-');
    await secretGameFolder(outside);
    registry = novaToolRegistry(
      { roots: [root], scanner: new ModScanner(), settings: () => [] },
      { capabilities: [], readOnlyOnly: true },
    );
  });
  afterEach(async () => {
    await removeTempDir(root);
    await removeTempDir(outside);
  });

  describe('ServedRoots', () => {
    it('resolves links at every component, judges missing paths by their deepest existing folder', async () => {
      await fs.promises.mkdir(path.join(root, 'a'), { recursive: true });
      fs.symlinkSync(outside, path.join(root, 'a', 'linked'));
      fs.symlinkSync(path.join(outside, 'nowhere'), path.join(root, 'dangling'));
      const served = ServedRoots.of(root);
      assert.equal(await served.contains(path.join(root, 'a', 'new-file.txt')), true);
      assert.equal(await served.contains(path.join(root, 'a', 'linked', 'config', 'kube.toml')), false);
      assert.equal(await served.contains(path.join(root, 'a', 'linked', 'not-yet', 'x')), false);
      assert.equal(await served.contains(path.join(root, 'dangling')), false);
      assert.equal(await served.contains(path.join(root, '..', path.basename(outside))), false);
      await assert.rejects(served.readFile(path.join(root, 'a', 'linked', 'config', 'kube.toml'), { maxBytes: 100 }), {
        code: 'EOUTSIDE',
      });
    });
  });

  for (const shape of ['absolute', 'relative'] as const) {
    it(`an HMCL custom game folder outside (${shape}) is listed with a warning and its files refused`, async () => {
      const mc = path.join(root, '.minecraft');
      const custom = shape === 'absolute' ? outside : path.relative(mc, outside);
      await writeDotMinecraft(mc, [
        { id: '1.20.1-fabric', minecraft: '1.20.1', isolation: 'hmcl-custom', customGameDir: custom },
      ]);
      const list = await call('list_instances', { offset: null });
      assert.match(list.text, /outside the served folder: files not read/);
      const id = /"([^"]*1\.20\.1-fabric[^"]*)"/.exec(list.text)?.[1];
      assert.ok(id !== undefined, list.text);
      for (const [tool, args] of [
        ['read_config', { instance_id: id, path: 'kube.toml', query: null, offset: null }],
        ['list_mods', { instance_id: id }],
        ['list_content', { instance_id: id, kind: 'resourcepacks', offset: null }],
        ['read_instance_detail', { instance_id: id }],
      ] as const) {
        const result = await call(tool, args);
        assert.equal(result.ok, false, `${tool}: ${result.text}`);
        assert.doesNotMatch(result.text, /TOP SECRET|secret-1\.0|secret-pack/);
        assert.match(result.text, /outside the folders Nova serves/);
      }
      const check = await runNova(root, ['check', '.', '--json']);
      assertCleanRun(check);
      assert.doesNotMatch(check.stdout, /TOP SECRET|secretmod/);
      assert.match(check.stdout, /lies outside the folders Nova serves/);
      const zh = await runNova(root, ['check', '.'], { LANG: 'zh_CN.UTF-8' });
      assertCleanRun(zh);
      assert.match(zh.stdout, /位于 Nova 所服务的文件夹之外/);
    });
  }

  it('a Prism instance whose minecraft/ links outside is refused by the tools, nova mods and nova export', async () => {
    const dir = await writePrismInstance(path.join(root, 'pack'), { name: 'Pack', minecraft: '1.20.1' });
    await fs.promises.rm(path.join(dir, 'minecraft'), { recursive: true, force: true });
    fs.symlinkSync(outside, path.join(dir, 'minecraft'));
    const result = await call('read_config', { instance_id: 'pack', path: 'kube.toml', query: null, offset: null });
    assert.equal(result.ok, false);
    assert.doesNotMatch(result.text, /TOP SECRET/);
    const mods = await runNova(root, ['mods', 'pack']);
    assertCleanRun(mods);
    assert.equal(mods.code, 2);
    assert.doesNotMatch(mods.stdout + mods.stderr, /secret/);
    const exported = await runNova(root, ['export', 'pack', '--out', 'out.mrpack']);
    assertCleanRun(exported);
    assert.notEqual(exported.code, 0);
    assert.equal(fs.existsSync(path.join(root, 'out.mrpack')), false);
  });

  it('a mods/ folder or a jar linked outside the game folder is never read, listed or renamed by a bisect', async () => {
    // Only a link below the game folder: minecraft/ itself is real, so the instance is inside and read.
    const dir = await writePrismInstance(path.join(root, 'pack'), {
      name: 'Pack',
      minecraft: '1.20.1',
      mods: { 'ok.jar': await fabricJar({ id: 'okmod' }) },
    });
    const mods = path.join(dir, 'minecraft', 'mods');
    fs.symlinkSync(path.join(outside, 'mods', 'secret-1.0.jar'), path.join(mods, 'linked.jar'));
    await writeText(path.join(dir, 'minecraft', 'shared.jar'), await fabricJar({ id: 'sharedmod' }));
    fs.symlinkSync('../shared.jar', path.join(mods, 'shared-link.jar'));
    const listed = await call('list_mods', { instance_id: 'pack' });
    assert.doesNotMatch(listed.text, /TOP SECRET|secretmod|linked\.jar/);
    assert.match(listed.text, /okmod/);
    assert.match(listed.text, /sharedmod/, 'a link that stays inside the game folder is still read');
    const info = await call('read_mod_info', { instance_id: 'pack', file: 'linked.jar' });
    assert.doesNotMatch(info.text, /TOP SECRET|secretmod/);

    // The whole mods/ folder linked outside.
    await fs.promises.rm(mods, { recursive: true });
    fs.symlinkSync(path.join(outside, 'mods'), mods);
    const before = fs.readdirSync(path.join(outside, 'mods')).sort();
    const again = await call('list_mods', { instance_id: 'pack' });
    assert.doesNotMatch(again.text, /TOP SECRET|secretmod/);
    for (const argv of [
      ['mods', 'pack', '--json'],
      ['bisect', 'start', 'pack'],
      ['check', 'pack', '--json'],
    ]) {
      const run = await runNova(root, argv);
      assertCleanRun(run);
      assert.doesNotMatch(run.stdout + run.stderr, /TOP SECRET|secretmod|secret-1\.0/, argv.join(' '));
    }
    assert.deepEqual(fs.readdirSync(path.join(outside, 'mods')).sort(), before, 'bisect renamed a file outside');
  });

  it('read_config with path "." never reads a file named config', async () => {
    const dir = await writePrismInstance(path.join(root, 'pack'), { name: 'Pack', minecraft: '1.20.1' });
    const gameDir = path.join(dir, 'minecraft');
    await fs.promises.rm(path.join(gameDir, 'config'), { recursive: true, force: true });
    await writeText(path.join(gameDir, 'config'), `apiVersion: v1\ntoken: ${SECRET}\n`);
    for (const given of ['.', './', '', 'config', '.\\']) {
      const result = await call('read_config', { instance_id: 'pack', path: given, query: null, offset: null });
      assert.doesNotMatch(result.text, /TOP SECRET/, given);
    }
    const query = await call('read_config', { instance_id: 'pack', path: '.', query: 'token', offset: null });
    assert.doesNotMatch(query.text, /TOP SECRET/);
    assert.match(query.text, /not a folder/);
  });

  it('list_content never follows resourcepacks/, shaderpacks/, saves/ or datapacks/ linked outside', async () => {
    const dir = await writePrismInstance(path.join(root, 'pack'), { name: 'Pack', minecraft: '1.20.1' });
    const gameDir = path.join(dir, 'minecraft');
    await writeText(path.join(outside, 'shaderpacks', 'secret-shader.zip'), 'x');
    await writeText(path.join(outside, 'saves', 'Secret World', 'level.dat'), 'x');
    await writeText(path.join(outside, 'datapacks', 'secret-data.zip'), 'x');
    for (const folder of ['resourcepacks', 'shaderpacks', 'saves', 'datapacks'])
      fs.symlinkSync(path.join(outside, folder), path.join(gameDir, folder));
    // A world inside whose datapacks/ links outside, and an entry linked outside inside a real folder.
    await fs.promises.rm(path.join(gameDir, 'saves'));
    await fs.promises.mkdir(path.join(gameDir, 'saves', 'Home'), { recursive: true });
    fs.symlinkSync(path.join(outside, 'datapacks'), path.join(gameDir, 'saves', 'Home', 'datapacks'));
    fs.symlinkSync(path.join(outside, 'saves', 'Secret World'), path.join(gameDir, 'saves', 'Linked World'));
    const summary = await call('list_content', { instance_id: 'pack', kind: null, offset: null });
    assert.doesNotMatch(summary.text, /secret|Secret|Linked World/);
    for (const kind of ['resourcepacks', 'shaderpacks', 'datapacks', 'worlds']) {
      const listing = await call('list_content', { instance_id: 'pack', kind, offset: null });
      assert.doesNotMatch(listing.text, /secret|Secret|Linked World/, kind);
    }
    const worlds = await call('list_content', { instance_id: 'pack', kind: 'worlds', offset: null });
    assert.match(worlds.text, /Home/);
  });

  it('packwiz metafiles linked outside are not read by list_mods, read_mod_info or nova mods', async () => {
    const pack = await writePackwiz(path.join(root, 'pw'), { name: 'PW', minecraft: '1.20.1' });
    await writeText(
      path.join(outside, 'secret.pw.toml'),
      `name = "${SECRET}"\nfilename = "secret.jar"\nside = "both"\n\n[download]\nurl = "https://cdn.modrinth.com/data/AAAAAAAA/versions/BBBBBBBB/secret.jar"\nhash-format = "sha512"\nhash = "${'cd'.repeat(64)}"\n`,
    );
    await fs.promises.rm(path.join(pack, 'mods', 'a.pw.toml'));
    fs.symlinkSync(path.join(outside, 'secret.pw.toml'), path.join(pack, 'mods', 'a.pw.toml'));
    const list = await call('list_mods', { instance_id: 'pw' });
    assert.doesNotMatch(list.text, /TOP SECRET|secret\.jar/);
    const info = await call('read_mod_info', { instance_id: 'pw', file: 'secret.jar' });
    assert.doesNotMatch(info.text, /TOP SECRET/);
    const mods = await runNova(root, ['mods', 'pw', '--json']);
    assertCleanRun(mods);
    assert.doesNotMatch(mods.stdout + mods.stderr, /TOP SECRET|secret\.jar/);
  });

  it('nova export of a packwiz pack never embeds files through a linked folder', async () => {
    const pack = await writePackwiz(path.join(root, 'pw'), { name: 'PW', minecraft: '1.20.1' });
    // config/ is a link to the outside folder's config/, which holds a file named like the indexed one.
    await writeText(path.join(outside, 'config', 'x.cfg'), `${SECRET}\n`);
    await fs.promises.rm(path.join(pack, 'config'), { recursive: true });
    fs.symlinkSync(path.join(outside, 'config'), path.join(pack, 'config'));
    const run = await runNova(pack, ['export', '.', '--out', path.join(root, 'pw.mrpack')]);
    assertCleanRun(run);
    if (fs.existsSync(path.join(root, 'pw.mrpack'))) {
      const bytes = await fs.promises.readFile(path.join(root, 'pw.mrpack'));
      assert.equal(bytes.includes(Buffer.from(SECRET)), false);
    }
    assert.match(run.stdout + run.stderr, /links outside the pack folder/);
  });

  it('nova diff never lists or hashes a config/ linked outside, and says so', async () => {
    const a = await writePrismInstance(path.join(root, 'a'), { name: 'A', minecraft: '1.20.1' });
    const b = await writePrismInstance(path.join(root, 'b'), { name: 'B', minecraft: '1.20.1' });
    await fs.promises.rm(path.join(b, 'minecraft', 'config'), { recursive: true, force: true });
    fs.symlinkSync(path.join(outside, 'config'), path.join(b, 'minecraft', 'config'));
    const json = await runNova(root, ['diff', a, b, '--json']);
    assertCleanRun(json);
    assert.doesNotMatch(json.stdout, /kube\.toml/);
    const doc = JSON.parse(json.stdout) as { notes: string[] };
    assert.match(doc.notes.join('\n'), /NEW: config\/ links outside the game folder/);
    const md = await runNova(root, ['diff', a, b]);
    assert.doesNotMatch(md.stdout, /^No changes\.$/m);
    assert.match(md.stdout, /### Not compared/);
  });

  it('nova ask never sends a file of an instance outside the served root to the model server', async () => {
    const mc = path.join(root, '.minecraft');
    await writeDotMinecraft(mc, [
      { id: '1.20.1-fabric', minecraft: '1.20.1', isolation: 'hmcl-custom', customGameDir: outside },
    ]);
    const server = await startFakeOpenAiServer([
      callAnswer([{ id: 'a', name: 'list_instances', arguments: { offset: null } }]),
      (request) => {
        const listing = String(
          request.body.messages.find((m: { tool_call_id?: string }) => m.tool_call_id === 'a')?.content,
        );
        const id = /"([^"]*1\.20\.1-fabric[^"]*)"/.exec(listing)?.[1] ?? 'missing';
        return callAnswer([
          {
            id: 'b',
            name: 'read_config',
            arguments: { instance_id: id, path: 'kube.toml', query: null, offset: null },
          },
          { id: 'c', name: 'list_mods', arguments: { instance_id: id } },
        ]);
      },
      textAnswer('Done.'),
    ]);
    try {
      const run = await runNova(root, ['ask', 'read', 'the', 'config', '--json'], {
        OPENAI_BASE_URL: server.baseURL,
        NOVA_MODEL: 'local',
      });
      assertCleanRun(run);
      assert.equal(run.code, 0, run.stderr);
      assert.equal(server.requests.length, 3);
      for (const request of server.requests) assert.doesNotMatch(JSON.stringify(request.body), /TOP SECRET|secretmod/);
      assert.match(JSON.stringify(server.requests[2]?.body), /outside the folders Nova serves/);
    } finally {
      await server.close();
    }
  });
});
