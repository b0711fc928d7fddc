import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import type { ProposalDraft } from '../../src/core/edits';
import { discardDownload, globalModrinthFetch, ModrinthClient } from '../../src/core/modrinth/modrinthClient';
import { ModScanner } from '../../src/core/mods/modScanner';
import { IdLedger } from '../../src/core/tools/idLedger';
import { novaToolRegistry } from '../../src/core/tools/novaTools';
import type { ToolRegistry } from '../../src/core/tools/toolRegistry';
import { startFakeModrinthServer, type FakeModrinthServer } from './fakes/fakeModrinthServer';
import { writePrismInstance } from './fixtures/instanceLayouts';
import { fabricJar } from './fixtures/modJars';
import { makeTempDir, removeTempDir } from './fixtures/zipBuilder';

const signal = new AbortController().signal;
const MODRINTH_TOOLS = ['search_content', 'get_project_versions', 'check_updates', 'install_content', 'update_content'];
const tempDirs = () => new Set(fs.readdirSync(os.tmpdir()).filter((n) => n.startsWith('nova-modrinth-')));

describe('Modrinth tools: search → install with a dependency → update, against a fake Modrinth server', () => {
  let fake: FakeModrinthServer;
  let root: string;
  let modsDir: string;
  let registry: ToolRegistry;
  let ledger: IdLedger;
  let clothJar: Buffer;

  before(async () => {
    fake = await startFakeModrinthServer();
    const fabricApi = await fabricJar({ id: 'fabric-api', name: 'Fabric API', version: '0.92.0' });
    const sodium053 = await fabricJar({ id: 'sodium', name: 'Sodium', version: '0.5.3' });
    const sodium058 = await fabricJar({ id: 'sodium', name: 'Sodium', version: '0.5.8' });
    const minimap = await fabricJar({ id: 'xaerominimap', name: "Xaero's Minimap", version: '24.0' });
    clothJar = await fabricJar({ id: 'cloth-config', name: 'Cloth Config', version: '11.1' });
    fake.addProject({ id: 'P7dR8mSH', slug: 'fabric-api', title: 'Fabric API', project_type: 'mod' });
    fake.addProject({ id: 'AANobbMI', slug: 'sodium', title: 'Sodium', project_type: 'mod' });
    fake.addProject({
      id: '1bokaNcj',
      slug: 'xaeros-minimap',
      title: "Xaero's Minimap",
      project_type: 'mod',
      description: 'A minimap',
    });
    fake.addProject({ id: '9s6osm5g', slug: 'cloth-config', title: 'Cloth Config API', project_type: 'mod' });
    fake.addProject({
      id: 'RP00face',
      slug: 'faithful-32x',
      title: 'Faithful 32x',
      project_type: 'resourcepack',
      description: 'A minimap-friendly resource pack',
    });
    fake.addVersion({
      id: 'fapi0920',
      project_id: 'P7dR8mSH',
      version_number: '0.92.0',
      loaders: ['fabric'],
      game_versions: ['1.20.1'],
      date_published: '2024-01-01T00:00:00Z',
      filename: 'fabric-api-0.92.0.jar',
      content: fabricApi,
    });
    fake.addVersion({
      id: 'sod053xx',
      project_id: 'AANobbMI',
      version_number: '0.5.3',
      loaders: ['fabric'],
      game_versions: ['1.20.1'],
      date_published: '2023-09-01T00:00:00Z',
      filename: 'sodium-0.5.3.jar',
      content: sodium053,
    });
    fake.addVersion({
      id: 'sod058xx',
      project_id: 'AANobbMI',
      version_number: '0.5.8',
      loaders: ['fabric'],
      game_versions: ['1.20.1'],
      date_published: '2024-03-01T00:00:00Z',
      filename: 'sodium-0.5.8.jar',
      content: sodium058,
    });
    fake.addVersion({
      id: 'sod060ne',
      project_id: 'AANobbMI',
      version_number: '0.6.0',
      loaders: ['neoforge'],
      game_versions: ['1.21.1'],
      date_published: '2024-08-01T00:00:00Z',
      filename: 'sodium-neo-0.6.0.jar',
      content: Buffer.from('neo'),
    });
    fake.addVersion({
      id: 'map24xxx',
      project_id: '1bokaNcj',
      version_number: '24.0',
      loaders: ['fabric'],
      game_versions: ['1.20.1'],
      date_published: '2024-04-01T00:00:00Z',
      filename: 'xaeros-minimap-24.0.jar',
      content: minimap,
      dependencies: [
        { project_id: '9s6osm5g', version_id: null, dependency_type: 'required' },
        { project_id: 'P7dR8mSH', version_id: null, dependency_type: 'required' },
        { project_id: 'AANobbMI', version_id: null, dependency_type: 'optional' },
      ],
    });
    fake.addVersion({
      id: 'cloth111',
      project_id: '9s6osm5g',
      version_number: '11.1',
      loaders: ['fabric'],
      game_versions: ['1.20.1'],
      date_published: '2024-02-01T00:00:00Z',
      filename: 'cloth-config-11.1.jar',
      content: clothJar,
    });
    fake.addVersion({
      id: 'rp32xxxx',
      project_id: 'RP00face',
      version_number: '1.20.1',
      loaders: ['minecraft'],
      game_versions: ['1.20.1'],
      date_published: '2024-02-01T00:00:00Z',
      filename: 'Faithful 32x.zip',
      content: Buffer.from('zip bytes'),
    });
    for (let i = 0; i < 20; i++) {
      const id = `FILL${String(i).padStart(4, '0')}`;
      fake.addProject({
        id,
        slug: `filler-${i}`,
        title: `Filler ${i} ${'long title '.repeat(4)}`,
        project_type: 'mod',
        description: `filler ${'a very long description '.repeat(8)}`,
      });
      fake.addVersion({
        id: `fv${i}`,
        project_id: id,
        version_number: '1.0',
        loaders: ['fabric'],
        game_versions: ['1.20.1'],
        date_published: '2024-01-01T00:00:00Z',
        filename: `filler-${i}.jar`,
        content: Buffer.from(`filler ${i}`),
      });
    }
    root = await makeTempDir('nova-modrinth-tools-');
    const dir = await writePrismInstance(path.join(root, 'packs', 'fab'), {
      name: 'Fabric Pack',
      minecraft: '1.20.1',
      loader: { type: 'fabric', version: '0.15.7' },
      mods: { 'fabric-api-0.92.0.jar': fabricApi, 'sodium-0.5.3.jar': sodium053 },
    });
    modsDir = path.join(dir, 'minecraft', 'mods');
    registry = build(['ui', 'network']);
    ledger = new IdLedger();
    await call('list_instances', {});
  });
  after(async () => {
    await fake.close();
    await removeTempDir(root);
  });

  function build(capabilities: Array<'ui' | 'network'>): ToolRegistry {
    const modrinth = new ModrinthClient({ fetch: globalModrinthFetch, baseUrl: fake.baseUrl });
    return novaToolRegistry({ roots: [root], scanner: new ModScanner(), modrinth }, { capabilities });
  }

  async function call(name: string, args: Record<string, unknown>, reg = registry): Promise<string> {
    const outcome = await reg.run({ id: 'c', name, arguments: JSON.stringify(args) }, ledger, signal);
    assert.equal(outcome.kind, 'result', `${name} returned proposals`);
    const text = outcome.kind === 'result' ? outcome.text : '';
    assert.ok(text.length <= 900, `${name}: ${text.length} chars`);
    return text;
  }

  async function propose(name: string, args: Record<string, unknown>): Promise<ProposalDraft[]> {
    const outcome = await registry.run({ id: 'w', name, arguments: JSON.stringify(args) }, ledger, signal);
    assert.equal(outcome.kind, 'proposals', outcome.kind === 'result' ? outcome.text : '');
    return outcome.kind === 'proposals' ? outcome.drafts : [];
  }

  /** What the host's edit applier does for these drafts, in order. */
  function apply(drafts: readonly ProposalDraft[]): void {
    for (const draft of drafts) {
      for (const op of draft.operations) {
        if (op.kind === 'rename') fs.renameSync(op.from, op.to);
        else if (op.kind === 'create' && 'tempFile' in op.source) fs.renameSync(op.source.tempFile, op.path);
        else assert.fail(`unexpected operation ${op.kind}`);
      }
    }
  }

  it('network-off hosts (no network capability) do not register the Modrinth tools at all', async () => {
    const off = build(['ui']);
    assert.deepEqual(
      off.tools.map((t) => t.name).filter((n) => MODRINTH_TOOLS.includes(n)),
      [],
    );
    assert.match(
      await call('search_content', { instance_id: 'packs/fab', query: 'minimap' }, off),
      /not available here: this host has no network access/,
    );
    assert.deepEqual(
      registry.tools.map((t) => t.name).filter((n) => MODRINTH_TOOLS.includes(n)),
      MODRINTH_TOOLS,
    );
  });

  it('search_content filters by the instance loader and version and shows project ids', async () => {
    const text = await call('search_content', { instance_id: 'packs/fab', query: 'minimap', type: null, offset: null });
    assert.match(text, /1 result on 127\.0\.0\.1:\d+ for "minimap" \(mod, fabric, 1\.20\.1\)/);
    assert.match(text, /"Xaero's Minimap" project_id 1bokaNcj/);
    assert.doesNotMatch(text, /RP00face/);
    const facets = fake.requests
      .filter((r) => r.url.startsWith('/v2/search'))
      .map((r) => new URL(r.url, 'http://x').searchParams.get('facets'));
    assert.deepEqual(JSON.parse(facets.at(-1) ?? ''), [
      ['project_type:mod'],
      ['categories:fabric'],
      ['versions:1.20.1'],
    ]);
    const packs = await call('search_content', { instance_id: 'packs/fab', query: 'minimap', type: 'resourcepack' });
    assert.match(packs, /project_id RP00face/);
  });

  it('relays Modrinth failures as text that says what to do, after bounded retries', async () => {
    for (let i = 0; i < 3; i++)
      fake.override({
        prefix: '/v2/search',
        status: 503,
        headers: { 'retry-after': '0' },
        json: { error: 'unavailable' },
      });
    const text = await call('search_content', { instance_id: 'packs/fab', query: 'not cached yet' });
    assert.match(
      text,
      /^search_content: Modrinth failed to answer the search \(HTTP 503: unavailable\); the service may be down, try again in a few minutes\.$/,
    );
  });

  it('keeps results under the 900-character cap and records only the ids that were shown', async () => {
    const text = await call('search_content', { instance_id: 'packs/fab', query: 'filler' });
    assert.match(text, /…\[cut \d+ of \d+ characters; to see them, call search_content with offset=/);
    const next = Number(/offset=(\d+)/.exec(text)?.[1]);
    assert.equal(
      next,
      text.split('\n').filter((l) => l.startsWith('- ')).length,
      'the marker continues after the last hit shown',
    );
    assert.ok(ledger.has({ kind: 'project', value: 'FILL0000' }));
    assert.equal(ledger.has({ kind: 'project', value: 'FILL0007' }), false);
    const refused = await call('install_content', {
      instance_id: 'packs/fab',
      project_id: 'FILL0007',
      version_id: null,
    });
    assert.match(refused, /^Refused install_content: .*project id 'FILL0007'/s);
  });

  it('refuses invented project and version ids before contacting Modrinth', async () => {
    const before = fake.requests.length;
    const project = await call('install_content', {
      instance_id: 'packs/fab',
      project_id: 'EVIL1234',
      version_id: null,
    });
    assert.match(project, /Refused install_content: these ids did not appear/);
    assert.match(project, /take project ids from search_content/);
    const version = await call('install_content', {
      instance_id: 'packs/fab',
      project_id: '1bokaNcj',
      version_id: 'madeup99',
    });
    assert.match(version, /version id 'madeup99'/);
    const update = await call('update_content', {
      instance_id: 'packs/fab',
      updates: [{ file: 'sodium-0.5.3.jar', version_id: 'sod058xx' }],
    });
    assert.match(update, /Refused update_content/);
    assert.equal(fake.requests.length, before);
  });

  it('get_project_versions lists compatible versions with ids and required dependencies', async () => {
    const text = await call('get_project_versions', { instance_id: 'packs/fab', project_id: '1bokaNcj', offset: null });
    assert.match(text, /"Xaero's Minimap" \(mod, project_id 1bokaNcj\): 1 version for fabric \+ 1\.20\.1/);
    assert.match(
      text,
      /24\.0 version_id map24xxx \(release, 2024-04-01\) xaeros-minimap-24\.0\.jar .* requires project_id 9s6osm5g, P7dR8mSH/,
    );
    assert.ok(ledger.has({ kind: 'version', value: 'map24xxx' }));
    const neo = await call('get_project_versions', { instance_id: 'packs/fab', project_id: 'AANobbMI' });
    assert.match(neo, /2 versions for fabric \+ 1\.20\.1/);
    assert.doesNotMatch(neo, /sod060ne/);
    fake.addProject({
      id: 'NEOonly1',
      slug: 'neo-only',
      title: 'Neo Only',
      project_type: 'mod',
      loaders: ['neoforge'],
    });
    fake.addVersion({
      id: 'neo1xxxx',
      project_id: 'NEOonly1',
      version_number: '1.0',
      loaders: ['neoforge'],
      game_versions: ['1.21.1'],
      date_published: '2024-08-01T00:00:00Z',
      filename: 'neo-only-1.0.jar',
      content: Buffer.from('neo only'),
    });
    const none = await call('get_project_versions', { instance_id: 'packs/fab', project_id: 'NEOonly1' });
    assert.match(
      none,
      /0 versions for fabric \+ 1\.20\.1 \(none shown\)\nNo version fits this instance\. "Neo Only" supports: neoforge; Minecraft 1\.21\.1\./,
    );
  });

  it('a tampered dependency download aborts the whole install with nothing written', async () => {
    const before = tempDirs();
    const modsBefore = fs.readdirSync(modsDir).sort();
    fake.tamper('cloth-config-11.1.jar', Buffer.concat([clothJar.subarray(0, clothJar.length - 1), Buffer.from('X')]));
    try {
      const text = await call('install_content', {
        instance_id: 'packs/fab',
        project_id: '1bokaNcj',
        version_id: 'map24xxx',
      });
      assert.match(text, /cloth-config-11\.1\.jar from 127\.0\.0\.1:\d+ does not match .*nothing was written/);
    } finally {
      fake.tamper('cloth-config-11.1.jar', clothJar);
    }
    assert.deepEqual(fs.readdirSync(modsDir).sort(), modsBefore);
    assert.deepEqual(tempDirs(), before);
  });

  it('install_content resolves the missing dependency, names the present one, and proposes verified downloads', async () => {
    const drafts = await propose('install_content', {
      instance_id: 'packs/fab',
      project_id: '1bokaNcj',
      version_id: 'map24xxx',
    });
    assert.equal(drafts.length, 2);
    const [main, dep] = drafts as [ProposalDraft, ProposalDraft];
    assert.match(
      main.summary,
      /^Add xaeros-minimap-24\.0\.jar \(Xaero's Minimap 24\.0\) to mods\/: \d+ K?B from 127\.0\.0\.1:\d+, sha512 verified$/,
    );
    assert.match(
      dep.summary,
      /^Add cloth-config-11\.1\.jar \(Cloth Config API 11\.1, required by Xaero's Minimap\) to mods\/: /,
    );
    assert.match(main.impact ?? '', /already installed: Fabric API \(mod id fabric-api\)/);
    assert.doesNotMatch(main.impact ?? '', /Sodium/);
    assert.ok(
      !fs.existsSync(path.join(modsDir, 'xaeros-minimap-24.0.jar')),
      'nothing is written before the user confirms',
    );
    const op = dep.operations[0];
    assert.ok(op?.kind === 'create' && 'tempFile' in op.source);
    assert.ok(op.source.tempFile.startsWith(os.tmpdir()));
    assert.deepEqual(fs.readFileSync(op.source.tempFile), clothJar);
    assert.deepEqual(dep.inverse, [{ kind: 'rename', from: op.path, to: op.undoPath }]);
    apply(drafts);
    assert.ok(fs.existsSync(path.join(modsDir, 'xaeros-minimap-24.0.jar')));
    const again = await call('install_content', { instance_id: 'packs/fab', project_id: '1bokaNcj', version_id: null });
    assert.match(again, /already installed in this instance/);
  });

  it('installs a resource pack into resourcepacks/', async () => {
    const drafts = await propose('install_content', {
      instance_id: 'packs/fab',
      project_id: 'RP00face',
      version_id: null,
    });
    assert.equal(drafts.length, 1);
    assert.match(
      drafts[0]?.summary ?? '',
      /^Add Faithful 32x\.zip \(Faithful 32x 1\.20\.1\) to resourcepacks\/: 9 B from /,
    );
    const op = drafts[0]?.operations[0];
    assert.equal(
      op?.kind === 'create' ? path.relative(path.dirname(modsDir), op.path) : '',
      path.join('resourcepacks', 'Faithful 32x.zip'),
    );
    assert.ok(op?.kind === 'create' && 'tempFile' in op.source);
    await discardDownload(op.source.tempFile);
    assert.equal(fs.existsSync(path.dirname(op.source.tempFile)), false);
  });

  it('check_updates identifies jars by hash and update_content keeps the old file as .disabled', async () => {
    const text = await call('check_updates', { instance_id: 'packs/fab', offset: null });
    assert.match(text, /4 enabled mod files in "packs\/fab": 4 found on Modrinth, 0 not; 1 with a newer version/);
    assert.match(text, /- sodium-0\.5\.3\.jar 0\.5\.3 → 0\.5\.8 version_id sod058xx \(project_id AANobbMI, \d+ K?B\)/);
    assert.doesNotMatch(text, /sod060ne/);
    const update = fake.requests.find((r) => r.url === '/v2/version_files/update');
    assert.deepEqual(update?.body.loaders, ['fabric']);
    assert.deepEqual(update?.body.game_versions, ['1.20.1']);
    const drafts = await propose('update_content', {
      instance_id: 'packs/fab',
      updates: [{ file: 'sodium-0.5.3.jar', version_id: 'sod058xx' }],
    });
    assert.equal(drafts.length, 1);
    const draft = drafts[0] as ProposalDraft;
    assert.match(
      draft.summary,
      /^Update sodium-0\.5\.3\.jar → sodium-0\.5\.8\.jar \(Sodium 0\.5\.8\): \d+ K?B from 127\.0\.0\.1:\d+, sha512 verified; sodium-0\.5\.3\.jar is renamed to sodium-0\.5\.3\.jar\.disabled \(kept until you remove it\)$/,
    );
    assert.equal(draft.risk, 'safe');
    assert.deepEqual(
      draft.operations.map((o) => o.kind),
      ['rename', 'create'],
    );
    apply(drafts);
    assert.deepEqual(
      fs
        .readdirSync(modsDir)
        .filter((n) => n.startsWith('sodium'))
        .sort(),
      ['sodium-0.5.3.jar.disabled', 'sodium-0.5.8.jar'],
    );
    const after = await call('check_updates', { instance_id: 'packs/fab', offset: null });
    assert.match(after, /0 with a newer version/);
  });

  it('resolves a dependency given only by version id, and reports a vanished one instead of failing', async () => {
    fake.addProject({ id: 'PINNED01', slug: 'pinned', title: 'Pinned', project_type: 'mod' });
    fake.addVersion({
      id: 'pin1xxxx',
      project_id: 'PINNED01',
      version_number: '1.0',
      loaders: ['fabric'],
      game_versions: ['1.20.1'],
      date_published: '2024-05-01T00:00:00Z',
      filename: 'pinned-1.0.jar',
      content: Buffer.from('pinned'),
      dependencies: [
        { project_id: null, version_id: 'fv3', dependency_type: 'required' },
        { project_id: null, version_id: 'gone0000', dependency_type: 'required' },
      ],
    });
    await call('get_project_versions', { instance_id: 'packs/fab', project_id: 'PINNED01' });
    const drafts = await propose('install_content', {
      instance_id: 'packs/fab',
      project_id: 'PINNED01',
      version_id: null,
    });
    assert.deepEqual(
      drafts.map((d) => /^Add (\S+)/.exec(d.summary)?.[1]),
      ['pinned-1.0.jar', 'filler-3.jar'],
    );
    assert.match(drafts[1]?.summary ?? '', /required by Pinned/);
    assert.match(
      drafts[0]?.impact ?? '',
      /not resolved: version gone0000 \(required by Pinned\) is not on Modrinth any more/,
    );
    assert.equal(drafts[0]?.risk, 'risky');
    for (const d of drafts)
      for (const op of d.operations)
        if (op.kind === 'create' && 'tempFile' in op.source) await discardDownload(op.source.tempFile);
  });

  it('update_content refuses a version of another project', async () => {
    await call('get_project_versions', { instance_id: 'packs/fab', project_id: '9s6osm5g' });
    await call('list_mods', { instance_id: 'packs/fab' });
    const text = await call('update_content', {
      instance_id: 'packs/fab',
      updates: [{ file: 'fabric-api-0.92.0.jar', version_id: 'cloth111' }],
    });
    assert.match(text, /fabric-api-0\.92\.0\.jar is not a file of Cloth Config API/);
  });
});
