import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { FileOperation, ProposalDraft } from '../../src/core/edits';
import { globalModrinthFetch, ModrinthClient } from '../../src/core/modrinth/modrinthClient';
import { ModScanner } from '../../src/core/mods/modScanner';
import { IdLedger } from '../../src/core/tools/idLedger';
import { novaToolRegistry } from '../../src/core/tools/novaTools';
import type { ToolRegistry } from '../../src/core/tools/toolRegistry';
import { startFakeModrinthServer, type FakeModrinthServer } from './fakes/fakeModrinthServer';
import { runNova } from './fixtures/cliRun';
import { writePackwizPack } from './fixtures/packwizProjects';
import { makeTempDir, removeTempDir } from './fixtures/zipBuilder';

const signal = new AbortController().signal;

describe('chat tools on a packwiz pack (list, install with dependencies, disable, enable)', () => {
  let fake: FakeModrinthServer;
  let root: string;
  let pack: string;
  let registry: ToolRegistry;
  let ledger: IdLedger;

  before(async () => {
    fake = await startFakeModrinthServer();
    fake.addProject({ id: '1bokaNcj', slug: 'xaeros-minimap', title: "Xaero's Minimap", project_type: 'mod' });
    fake.addProject({ id: 'P7dR8mSH', slug: 'fabric-api', title: 'Fabric API', project_type: 'mod' });
    fake.addProject({ id: '9s6osm5g', slug: 'cloth-config', title: 'Cloth Config API', project_type: 'mod' });
    const version = (id: string, project: string, filename: string, deps: string[] = []) =>
      fake.addVersion({
        id,
        project_id: project,
        version_number: '1.0',
        loaders: ['fabric'],
        game_versions: ['1.20.1'],
        date_published: '2024-01-01T00:00:00Z',
        filename,
        content: Buffer.from(filename),
        dependencies: deps.map((d) => ({ project_id: d, version_id: null, dependency_type: 'required' as const })),
      });
    version('map24xxx', '1bokaNcj', 'xaeros-minimap-24.0.jar', ['9s6osm5g', 'P7dR8mSH']);
    version('cloth111', '9s6osm5g', 'cloth-config-11.1.jar');
    root = await makeTempDir();
    pack = path.join(root, 'pack');
    writePackwizPack(pack, {
      versions: { minecraft: '1.20.1', fabric: '0.15.7' },
      mods: [
        {
          slug: 'fabric-api',
          name: 'Fabric API',
          filename: 'fabric-api-0.92.0.jar',
          url: 'https://cdn.modrinth.com/f.jar',
          modrinth: { modId: 'P7dR8mSH', version: 'fapi0920' },
        },
      ],
    });
    const modrinth = new ModrinthClient({ fetch: globalModrinthFetch, baseUrl: fake.baseUrl });
    registry = novaToolRegistry(
      { roots: [root], scanner: new ModScanner(), modrinth },
      { capabilities: ['ui', 'network'] },
    );
    ledger = new IdLedger();
  });
  after(async () => {
    await fake.close();
    await removeTempDir(root);
  });

  async function call(name: string, args: Record<string, unknown>): Promise<string> {
    const outcome = await registry.run({ id: 'c', name, arguments: JSON.stringify(args) }, ledger, signal);
    assert.equal(outcome.kind, 'result');
    return outcome.kind === 'result' ? outcome.text : '';
  }
  async function propose(name: string, args: Record<string, unknown>): Promise<ProposalDraft[]> {
    const outcome = await registry.run({ id: 'w', name, arguments: JSON.stringify(args) }, ledger, signal);
    assert.equal(outcome.kind, 'proposals', outcome.kind === 'result' ? outcome.text : '');
    return outcome.kind === 'proposals' ? outcome.drafts : [];
  }
  function apply(ops: readonly FileOperation[]): void {
    for (const op of ops) {
      if (op.kind === 'create' && 'content' in op.source) fs.writeFileSync(op.path, op.source.content, { flag: 'wx' });
      else if (op.kind === 'write') {
        assert.equal(fs.readFileSync(op.path, 'utf8'), op.previous);
        fs.writeFileSync(op.path, op.content);
      } else assert.fail(`unexpected ${op.kind}`);
    }
  }

  it('list_mods shows the metafile mods; install_content writes metafiles for the mod and its missing dependency, no jar', async () => {
    await call('list_instances', {});
    const list = await call('list_mods', {
      instance_id: 'pack',
      filter: null,
      status: null,
      offset: null,
      limit: null,
    });
    assert.match(list, /fabric-api-0\.92\.0\.jar/);
    await call('search_content', { instance_id: 'pack', query: 'minimap', type: null, offset: null });
    const drafts = await propose('install_content', { instance_id: 'pack', project_id: '1bokaNcj', version_id: null });
    assert.equal(drafts.length, 1);
    const created = drafts[0]!.operations
      .filter((o) => o.kind === 'create')
      .map((o) => path.relative(pack, o.kind === 'create' ? o.path : ''));
    assert.deepEqual(created.sort(), [
      path.join('mods', 'cloth-config.pw.toml'),
      path.join('mods', 'xaeros-minimap.pw.toml'),
    ]);
    assert.match(drafts[0]!.impact ?? '', /already installed: Fabric API/);
    apply(drafts[0]!.operations);
    assert.deepEqual(
      fs.readdirSync(path.join(pack, 'mods')).filter((n) => n.endsWith('.jar')),
      [],
    );
    assert.match(
      fs.readFileSync(path.join(pack, 'mods', 'xaeros-minimap.pw.toml'), 'utf8'),
      /hash-format = "sha512"\n/,
    );
    assert.equal((await runNova(root, ['refresh', 'pack', '--check'])).code, 0);
  });

  it('disable_mods and enable_mods on metafiles go through .packwizignore in one checklist item', async () => {
    await call('list_mods', { instance_id: 'pack', filter: null, status: null, offset: null, limit: null });
    const off = await propose('disable_mods', {
      instance_id: 'pack',
      files: ['cloth-config-11.1.jar', 'xaeros-minimap-24.0.jar'],
    });
    assert.equal(off.length, 1);
    apply(off[0]!.operations);
    assert.equal((await runNova(root, ['refresh', 'pack', '--check'])).code, 0);
    const listed = await call('list_mods', {
      instance_id: 'pack',
      filter: null,
      status: 'disabled',
      offset: null,
      limit: null,
    });
    assert.match(listed, /cloth-config-11\.1\.jar/);
    const on = await propose('enable_mods', { instance_id: 'pack', files: ['cloth-config-11.1.jar'] });
    apply(on[0]!.operations);
    assert.ok(fs.readFileSync(path.join(pack, 'index.toml'), 'utf8').includes('mods/cloth-config.pw.toml'));
    assert.ok(!fs.readFileSync(path.join(pack, 'index.toml'), 'utf8').includes('mods/xaeros-minimap.pw.toml'));
    assert.equal((await runNova(root, ['refresh', 'pack', '--check'])).code, 0);
  });
});
